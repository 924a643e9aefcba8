#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    vector<vector<int>> adj(n + 1);
    for (int e = 0; e < n - 1; e++) {
        int u, v;
        cin >> u >> v;
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    // vi: Cây có thể là một đường dài 2 * 10^5 đỉnh: duyệt theo chiều rộng
    // en: The tree may be a path of 2 * 10^5 vertices: a breadth-first order
    // vi: thay vì đệ quy, để không tràn ngăn xếp.
    // en: instead of recursion, which would overflow the stack.
    vector<int> order = {1}, parent(n + 1, 0);
    for (size_t h = 0; h < order.size(); h++) {
        int u = order[h];
        for (int v : adj[u])
            if (v != parent[u]) {
                parent[v] = u;
                order.push_back(v);
            }
    }
    // vi: Đi từ lá lên gốc: g(u) = mex các g của con; lá có g = 0.
    // en: From the leaves up: g(u) = mex of the children's g; a leaf has g = 0.
    vector<int> g(n + 1, 0), seen(n + 1, 0);
    for (int h = n - 1; h >= 0; h--) {
        int u = order[h];
        for (int v : adj[u])
            if (v != parent[u]) seen[g[v]] = u;
        while (seen[g[u]] == u) g[u]++;
    }
    // vi: Mỗi quân là một trò chơi riêng: theo Sprague–Grundy, XOR các g(c_i).
    // en: Each token is a game of its own: by Sprague–Grundy, XOR the g(c_i).
    int x = 0;
    for (int i = 0; i < k; i++) {
        int c;
        cin >> c;
        x ^= g[c];
    }
    cout << (x != 0 ? "An" : "Binh") << '\n';
}
