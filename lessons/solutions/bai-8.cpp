#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> a(n);
    for (int& v : a) cin >> v;
    // vi: Sàng ước nguyên tố nhỏ nhất: spf[m] là số nguyên tố nhỏ nhất chia hết m.
    // en: A smallest-prime-factor sieve: spf[m] is the smallest prime dividing m.
    int top = *max_element(a.begin(), a.end());
    vector<int> spf(top + 1, 0);
    for (int p = 2; p <= top; p++)
        if (spf[p] == 0)
            for (int m = p; m <= top; m += p)
                if (spf[m] == 0) spf[m] = p;
    // vi: Chia cho d bớt đúng các thừa số nguyên tố của d, bớt từ 1 tới hết cũng được:
    // en: Dividing by d removes exactly d's prime factors, any number from 1 to all:
    // vi: mỗi số là một đống Nim có số viên bằng số thừa số nguyên tố của nó.
    // en: each number is a Nim heap whose size is its count of prime factors.
    int x = 0;
    for (int v : a) {
        int factors = 0;
        for (; v > 1; v /= spf[v]) factors++;
        x ^= factors;
    }
    cout << (x != 0 ? "An" : "Binh") << '\n';
}
