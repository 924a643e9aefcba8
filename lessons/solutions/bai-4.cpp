#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int m, n;
    cin >> m >> n;
    vector<int> moves(m), piles(n);
    for (int& s : moves) cin >> s;
    for (int& a : piles) cin >> a;
    // vi: g(x) = mex các g(x - s). Mỗi thế có nhiều nhất m <= 10 nước đi nên g <= 10.
    // en: g(x) = mex of the g(x - s). A position has at most m <= 10 moves, so g <= 10.
    int top = *max_element(piles.begin(), piles.end());
    vector<int> g(top + 1, 0);
    for (int x = 0; x <= top; x++) {
        bool seen[12] = {};
        for (int s : moves)
            if (s <= x) seen[g[x - s]] = true;
        while (seen[g[x]]) g[x]++;
    }
    // vi: Định lý Sprague–Grundy: tổng các trò chơi thua khi và chỉ khi
    // en: The Sprague–Grundy theorem: a sum of games is lost exactly when
    // vi: XOR các số Grundy bằng 0.
    // en: the XOR of the Grundy numbers is 0.
    int x = 0;
    for (int a : piles) x ^= g[a];
    cout << (x != 0 ? "An" : "Binh") << '\n';
}
