#include <algorithm>
#include <iostream>
#include <numeric>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n);
    for (long long& x : a) cin >> x;
    // vi: Số âm không đổi lập luận: tổng điểm vẫn cố định, nên tối đa điểm của mình
    // en: Negative numbers change nothing: the total is still fixed, so maximising
    // vi: cũng là tối đa hiệu điểm.
    // en: one's score is maximising the lead.
    // vi: d[i]: người đang đi hơn người kia bao nhiêu trên đoạn a[i..i+len-1].
    // en: d[i]: how far the player to move ends ahead on a[i..i+len-1].
    vector<long long> d = a;
    for (int len = 2; len <= n; len++)
        for (int i = 0; i + len <= n; i++)
            d[i] = max(a[i] - d[i + 1], a[i + len - 1] - d[i]);
    // vi: S + d là hai lần điểm người đi trước, nên phép chia luôn chia hết.
    // en: S + d is twice the first player's score, so the division is exact.
    long long total = accumulate(a.begin(), a.end(), 0LL);
    cout << (total + d[0]) / 2 << '\n';
}
