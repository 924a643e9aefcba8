#include <iostream>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    // vi: Mỗi nhát chặt thêm đúng một khúc, và ván dừng khi mọi khúc dài 1: ván nào
    // en: Each cut adds one log, and the game stops when every log has length 1:
    // vi: cũng kéo dài đúng tổng (a_i - 1) lượt, chơi thế nào cũng vậy.
    // en: every game lasts exactly the sum of (a_i - 1) moves, however it is played.
    while (t--) {
        int n;
        cin >> n;
        long long cuts = 0;
        for (int i = 0; i < n; i++) {
            long long a;
            cin >> a;
            cuts += a - 1;
        }
        cout << (cuts % 2 == 1 ? "errorgorn" : "maomao90") << '\n';
    }
}
