#include <iostream>
#include <vector>
using namespace std;

const long long MOD = 1000000007;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> a(n);
    for (int& h : a) cin >> h;
    // vi: Cố định đống bắt buộc i; gọi w là XOR các đống khác được chọn.
    // en: Fix the forced heap i; let w be the XOR of the other chosen heaps.
    // vi: Người đi trước phải hạ a_i, và đưa được XOR về 0 khi và chỉ khi w < a_i:
    // en: The first player must lower a_i, which brings the XOR to 0 exactly when
    // vi: người đó thua khi w >= a_i.
    // en: w < a_i: that player loses when w >= a_i.
    long long total = 0;
    for (int i = 0; i < n; i++) {
        // vi: ways[w]: số tập con của các đống khác i có XOR bằng w.
        // en: ways[w]: how many subsets of the other heaps have XOR w.
        // vi: Mọi a <= 200 < 256 nên w < 256.
        // en: Every a <= 200 < 256, so w < 256.
        vector<long long> ways(256, 0), next(256);
        ways[0] = 1;
        for (int j = 0; j < n; j++) {
            if (j == i) continue;
            for (int w = 0; w < 256; w++) next[w] = (ways[w] + ways[w ^ a[j]]) % MOD;
            ways.swap(next);
        }
        for (int w = a[i]; w < 256; w++) total = (total + ways[w]) % MOD;
    }
    cout << total << '\n';
}
