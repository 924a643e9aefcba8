import sys


def partner(p, q, y):
    # vi: Đoạn giữa có left = p, right = q, bên phải nó có đống y. Trả về đống x
    # en: The middle segment has left = p, right = q and a pile y on its right. Returns
    # vi: duy nhất đặt bên trái làm cả hàng thua (các trường hợp trong bài học).
    # en: the one pile x on its left that makes the row lose (the lesson's cases).
    if y == q:
        return 0
    if q < y <= p:
        return y - 1
    if p <= y < q:
        return y + 1
    return y


def first_wins(a):
    n = len(a)
    # vi: left[i], right[i]: đống duy nhất gắn vào bên trái, bên phải đoạn
    # en: left[i], right[i]: the one pile that, put on the left or the right of
    # vi: a[i..i+len-1] làm cả hàng thua. Với len = 1 đó là Nim hai đống: a[i].
    # en: a[i..i+len-1], makes the row lose. For len = 1 it is two-pile Nim: a[i].
    left, right = a[:], a[:]
    for length in range(2, n):
        # vi: left từ đoạn bỏ đầu phải, right từ đoạn bỏ đầu trái, soi gương.
        # en: left from the segment without its right end, right mirrored.
        left, right = (
            [partner(p, q, y) for p, q, y in zip(left, right, a[length - 1:])],
            [partner(q, p, x) for p, q, x in zip(left[1:], right[1:], a)],
        )
    # vi: Người đi trước thua đúng khi a[0] bằng left của đoạn a[1..n-1].
    # en: The first player loses exactly when a[0] equals left of a[1..n-1].
    return n == 1 or left[1] != a[0]


def main():
    data = sys.stdin.buffer.read().split()
    tests = int(data[0])
    out = []
    pos = 1
    for _ in range(tests):
        n = int(data[pos])
        a = list(map(int, data[pos + 1:pos + 1 + n]))
        pos += 1 + n
        out.append("1" if first_wins(a) else "0")
    print("\n".join(out))


main()
