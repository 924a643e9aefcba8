import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    a = [0] + list(map(int, data[2:2 + n]))
    # vi: Cây Fenwick với phép XOR thay cho phép cộng: vì x ^ x = 0, XOR của đoạn
    # en: A Fenwick tree with XOR instead of addition: since x ^ x = 0, the XOR
    # vi: [l, r] là P(r) ^ P(l - 1), như tổng đoạn là hiệu hai tổng tiền tố.
    # en: of [l, r] is P(r) ^ P(l - 1), as a range sum is a difference of prefix sums.
    tree = a[:]
    for i in range(1, n + 1):
        parent = i + (i & -i)
        if parent <= n:
            tree[parent] ^= tree[i]

    def prefix(i):
        x = 0
        while i > 0:
            x ^= tree[i]
            i &= i - 1
        return x

    out = []
    pos = 2 + n
    for _ in range(q):
        kind, x, y = int(data[pos]), int(data[pos + 1]), int(data[pos + 2])
        pos += 3
        if kind == 1:
            # vi: Gán a_i = v chính là XOR thêm a_i ^ v vào vị trí i.
            # en: Setting a_i = v is XORing a_i ^ v into position i.
            change, a[x] = a[x] ^ y, y
            while x <= n:
                tree[x] ^= change
                x += x & -x
        else:
            # vi: Định lý Bouton: An thắng khi và chỉ khi XOR của đoạn khác 0.
            # en: Bouton's theorem: An wins exactly when the XOR of the range is not 0.
            out.append("An" if prefix(y) ^ prefix(x - 1) else "Binh")
    print("\n".join(out))


main()
