import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    cell = [0] * (n + 1)
    for i, v in enumerate(a):
        cell[v] = i
    # vi: Mỗi bước nhảy làm giá trị tăng: xét các giá trị từ n xuống thì
    # en: Every jump increases the value: taking the values from n down,
    # vi: mọi ô đích đã có kết quả khi tới lượt một ô.
    # en: every target is decided by the time its cell comes.
    wins = [False] * n
    for v in range(n, 0, -1):
        i = cell[v]
        # vi: Các ô đích cách i một bội của v: khoảng n / v ô,
        # en: The targets lie a multiple of v away: about n / v of them,
        # vi: nên tổng cộng O(n log n).
        # en: so O(n log n) in all.
        wins[i] = any(a[j] > v and not wins[j] for j in range(i % v, n, v))
    print("".join("A" if w else "B" for w in wins))


main()
