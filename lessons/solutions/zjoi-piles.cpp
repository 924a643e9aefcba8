#include <iostream>
#include <vector>
using namespace std;

// vi: Đoạn giữa có left = p, right = q, bên phải nó có đống y. Trả về đống x
// en: The middle segment has left = p, right = q and a pile y on its right. Returns
// vi: duy nhất đặt bên trái làm cả hàng thua (các trường hợp trong bài học).
// en: the one pile x on its left that makes the row lose (the lesson's cases).
long long partner(long long p, long long q, long long y) {
    if (y == q) return 0;
    if (q < y && y <= p) return y - 1;
    if (p <= y && y < q) return y + 1;
    return y;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int tests;
    cin >> tests;
    while (tests--) {
        int n;
        cin >> n;
        vector<long long> a(n);
        for (long long& x : a) cin >> x;
        // vi: left[i], right[i]: đống duy nhất gắn vào bên trái, bên phải đoạn
        // en: left[i], right[i]: the one pile that, put on the left or the right of
        // vi: a[i..i+len-1] làm cả hàng thua. Với len = 1 đó là Nim hai đống: a[i].
        // en: a[i..i+len-1], makes the row lose. For len = 1 it is two-pile Nim: a[i].
        vector<long long> left = a, right = a;
        for (int len = 2; len < n; len++) {
            for (int i = 0; i + len <= n; i++) {
                // vi: left từ đoạn bỏ đầu phải, right từ đoạn bỏ đầu trái, soi gương.
                // en: left from the segment without its right end, right mirrored.
                long long newLeft = partner(left[i], right[i], a[i + len - 1]);
                right[i] = partner(right[i + 1], left[i + 1], a[i]);
                left[i] = newLeft;
            }
        }
        // vi: Người đi trước thua đúng khi a[0] bằng left của đoạn a[1..n-1].
        // en: The first player loses exactly when a[0] equals left of a[1..n-1].
        bool lose = n >= 2 && left[1] == a[0];
        cout << (lose ? 0 : 1) << '\n';
    }
}
