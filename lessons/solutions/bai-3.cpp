#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n);
    long long x = 0;
    for (long long& h : a) {
        cin >> h;
        x ^= h;
    }
    // vi: Định lý Bouton: An thua khi và chỉ khi XOR của các đống bằng 0.
    // en: Bouton's theorem: An loses exactly when the XOR of the heaps is 0.
    if (x == 0) {
        cout << "Binh 0\n";
        return 0;
    }
    // vi: Nước thắng đưa XOR về 0, nên đống h phải còn đúng h ^ x viên:
    // en: A winning move brings the XOR to 0, so heap h must keep h ^ x stones:
    // vi: hợp lệ khi h ^ x < h, tức khi h có bit 1 ở bit cao nhất của x.
    // en: legal when h ^ x < h, that is when h has a 1 at the highest bit of x.
    int count = 0;
    for (long long h : a) count += (h ^ x) < h;
    cout << "An " << count << '\n';
}
