import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    numbers = list(map(int, data[1:1 + 2 * t]))
    out = []
    for n, k in zip(numbers[0::2], numbers[1::2]):
        if k % 3:
            # vi: Không có bước k thì ô thua là các bội của 3, và bước k
            # en: Without the k step the losing cells are the multiples of 3, and
            # vi: từ một bội của 3 không tới bội nào khác, nên không đổi gì.
            # en: the k step from one of them reaches no other, so nothing changes.
            lose = n % 3 == 0
        else:
            # vi: Ô k thắng nhờ bước k về ô 0; từ ô k + 1 quy luật lặp lại:
            # en: Cell k wins by stepping k to cell 0; from k + 1 the pattern repeats:
            # vi: với r = n mod (k + 1), thua khi r chia hết cho 3 và r != k.
            # en: with r = n mod (k + 1), lost when 3 divides r and r != k.
            r = n % (k + 1)
            lose = r % 3 == 0 and r != k
        out.append("Bob" if lose else "Alice")
    print("\n".join(out))


main()
