#include <iostream>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int tests;
    cin >> tests;
    while (tests--) {
        int count;
        cin >> count;
        // vi: Các nhóm độc lập: theo Sprague–Grundy, XOR số Grundy của các nhóm.
        // en: The groups are independent: by Sprague–Grundy, XOR their Grundy numbers.
        int x = 0;
        for (int i = 0; i < count; i += 2) {
            long long a, b;
            cin >> a >> b;
            // vi: f(a, b) là số bit 1 liên tiếp ở cuối của (a - 1) | (b - 1).
            // en: f(a, b) is the number of trailing 1 bits of (a - 1) | (b - 1).
            long long bits = (a - 1) | (b - 1);
            int g = 0;
            for (; bits & 1; bits >>= 1) g++;
            x ^= g;
        }
        cout << (x != 0 ? "YES" : "NO") << '\n';
    }
}
