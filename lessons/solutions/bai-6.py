import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    ends = list(map(int, data[2:2 * n]))
    adj = [[] for _ in range(n + 1)]
    for u, v in zip(ends[0::2], ends[1::2]):
        adj[u].append(v)
        adj[v].append(u)
    # vi: Cây có thể là một đường dài 2 * 10^5 đỉnh: duyệt theo chiều rộng
    # en: The tree may be a path of 2 * 10^5 vertices: a breadth-first order
    # vi: thay vì đệ quy, vốn bị giới hạn độ sâu.
    # en: instead of recursion, whose depth is limited.
    order = [1]
    parent = [0] * (n + 1)
    for u in order:
        for v in adj[u]:
            if v != parent[u]:
                parent[v] = u
                order.append(v)
    # vi: Đi từ lá lên gốc: g(u) = mex các g của con; lá có g = 0.
    # en: From the leaves up: g(u) = mex of the children's g; a leaf has g = 0.
    g = [0] * (n + 1)
    for u in reversed(order):
        below = {g[v] for v in adj[u] if v != parent[u]}
        value = 0
        while value in below:
            value += 1
        g[u] = value
    # vi: Mỗi quân là một trò chơi riêng: theo Sprague–Grundy, XOR các g(c_i).
    # en: Each token is a game of its own: by Sprague–Grundy, XOR the g(c_i).
    x = 0
    for c in data[2 * n:2 * n + k]:
        x ^= g[int(c)]
    print("An" if x else "Binh")


main()
