#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> a(n), cell(n + 1);
    for (int i = 0; i < n; i++) {
        cin >> a[i];
        cell[a[i]] = i;
    }
    // vi: Mỗi bước nhảy làm giá trị tăng: xét các giá trị từ n xuống thì
    // en: Every jump increases the value: taking the values from n down,
    // vi: mọi ô đích đã có kết quả khi tới lượt một ô.
    // en: every target is decided by the time its cell comes.
    string result(n, 'B');
    for (int v = n; v >= 1; v--) {
        int i = cell[v];
        // vi: Các ô đích cách i một bội của v: khoảng n / v ô,
        // en: The targets lie a multiple of v away: about n / v of them,
        // vi: nên tổng cộng O(n log n).
        // en: so O(n log n) in all.
        for (int j = i % v; j < n; j += v)
            if (a[j] > v && result[j] == 'B') {
                result[i] = 'A';
                break;
            }
    }
    cout << result << '\n';
}
