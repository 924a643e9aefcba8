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
    // vi: Tổng điểm S cố định, nên mỗi người muốn hơn đối thủ càng nhiều càng tốt.
    // en: The total S is fixed, so each player wants to end as far ahead as possible.
    // vi: d[i]: người đang đi hơn người kia bao nhiêu trên đoạn a[i..i+len-1].
    // en: d[i]: how far the player to move ends ahead on a[i..i+len-1].
    vector<long long> d = a;
    // vi: Lấy một đầu rồi đổi vai. d[i] và d[i + 1] vẫn là của độ dài len - 1
    // en: Take an end, then the roles swap. d[i] and d[i + 1] still hold length
    // vi: khi tính d[i] mới, nên một mảng là đủ: bộ nhớ O(n).
    // en: len - 1 when the new d[i] is computed, so one array is enough: O(n) memory.
    for (int len = 2; len <= n; len++)
        for (int i = 0; i + len <= n; i++)
            d[i] = max(a[i] - d[i + 1], a[i + len - 1] - d[i]);
    // vi: An được (S + d) / 2 điểm; điểm tới 2 * 10^12 nên cần 64 bit.
    // en: An scores (S + d) / 2; scores reach 2 * 10^12, so 64 bits are needed.
    long long total = accumulate(a.begin(), a.end(), 0LL);
    long long an = (total + d[0]) / 2;
    cout << an << ' ' << total - an << '\n';
}
