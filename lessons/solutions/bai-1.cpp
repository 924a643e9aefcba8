#include <iostream>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    // vi: Thế thua là các bội của k + 1: đối thủ bốc x viên thì ta bốc k + 1 - x,
    // en: The losing piles are the multiples of k + 1: answer x stones with k + 1 - x
    // vi: số sỏi lại chia hết cho k + 1. k + 1 <= 10^18 + 1 vẫn vừa long long.
    // en: and the pile is a multiple again. k + 1 <= 10^18 + 1 fits in a long long.
    while (t--) {
        long long n, k;
        cin >> n >> k;
        cout << (n % (k + 1) == 0 ? "Binh" : "An") << '\n';
    }
}
