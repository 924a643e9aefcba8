#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int m, q;
    cin >> m >> q;
    vector<int> moves(m), piles(q);
    for (int& s : moves) cin >> s;
    for (int& n : piles) cin >> n;
    // vi: Không có công thức cho mọi tập nước đi, nhưng số sỏi nhỏ: lập bảng
    // en: No formula fits every move set, but the piles are small: fill the table
    // vi: thắng/thua một lần tới đống lớn nhất, rồi mỗi câu hỏi là một lần tra bảng.
    // en: of wins and losses once, up to the largest pile; each question is a look-up.
    int top = *max_element(piles.begin(), piles.end());
    vector<bool> win(top + 1, false);
    for (int i = 1; i <= top; i++) {
        // vi: Thế i thắng khi và chỉ khi có một nước đi tới thế thua.
        // en: Position i wins exactly when some move reaches a losing position.
        for (int s : moves) {
            if (s <= i && !win[i - s]) {
                win[i] = true;
                break;
            }
        }
    }
    for (int n : piles) cout << (win[n] ? "An" : "Binh") << '\n';
}
