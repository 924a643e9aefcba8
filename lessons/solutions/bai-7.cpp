#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    // vi: Cây Fenwick với phép XOR thay cho phép cộng: vì x ^ x = 0, XOR của đoạn
    // en: A Fenwick tree with XOR instead of addition: since x ^ x = 0, the XOR
    // vi: [l, r] là P(r) ^ P(l - 1), như tổng đoạn là hiệu hai tổng tiền tố.
    // en: of [l, r] is P(r) ^ P(l - 1), as a range sum is a difference of prefix sums.
    vector<int> a(n + 1), tree(n + 1, 0);
    auto toggle = [&](int i, int x) {
        for (; i <= n; i += i & -i) tree[i] ^= x;
    };
    auto prefix = [&](int i) {
        int x = 0;
        for (; i > 0; i -= i & -i) x ^= tree[i];
        return x;
    };
    for (int i = 1; i <= n; i++) {
        cin >> a[i];
        toggle(i, a[i]);
    }
    while (q--) {
        int type, x, y;
        cin >> type >> x >> y;
        if (type == 1) {
            // vi: Gán a_i = v chính là XOR thêm a_i ^ v vào vị trí i.
            // en: Setting a_i = v is XORing a_i ^ v into position i.
            toggle(x, a[x] ^ y);
            a[x] = y;
        } else {
            // vi: Định lý Bouton: An thắng khi và chỉ khi XOR của đoạn khác 0.
            // en: Bouton's theorem: An wins exactly when the XOR of the range is not 0.
            cout << ((prefix(y) ^ prefix(x - 1)) != 0 ? "An" : "Binh") << '\n';
        }
    }
}
