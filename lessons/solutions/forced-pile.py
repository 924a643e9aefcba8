import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    # vi: Cố định đống bắt buộc i; gọi w là XOR các đống khác được chọn.
    # en: Fix the forced heap i; let w be the XOR of the other chosen heaps.
    # vi: Người đi trước phải hạ a_i, và đưa được XOR về 0 khi và chỉ khi w < a_i:
    # en: The first player must lower a_i, which brings the XOR to 0 exactly when
    # vi: người đó thua khi w >= a_i.
    # en: w < a_i: that player loses when w >= a_i.
    total = 0
    for i in range(n):
        # vi: ways[w]: số tập con của các đống khác i có XOR bằng w.
        # en: ways[w]: how many subsets of the other heaps have XOR w.
        # vi: Mọi a <= 200 < 256 nên w < 256.
        # en: Every a <= 200 < 256, so w < 256.
        ways = [1] + [0] * 255
        for j in range(n):
            if j != i:
                ways = [(ways[w] + ways[w ^ a[j]]) % MOD for w in range(256)]
        total += sum(ways[a[i]:])
    print(total % MOD)


main()
