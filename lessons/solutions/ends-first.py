import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    # vi: Số âm không đổi lập luận: tổng điểm vẫn cố định, nên tối đa điểm của mình
    # en: Negative numbers change nothing: the total is still fixed, so maximising
    # vi: cũng là tối đa hiệu điểm.
    # en: one's score is maximising the lead.
    # vi: d[i]: người đang đi hơn người kia bao nhiêu trên đoạn a[i..i+len-1].
    # en: d[i]: how far the player to move ends ahead on a[i..i+len-1].
    d = a[:]
    for length in range(2, n + 1):
        d = [left if (left := x - after_left) >= (right := y - after_right) else right
             for x, y, after_right, after_left in zip(a, a[length - 1:], d, d[1:])]
    # vi: S + d là hai lần điểm người đi trước, nên phép chia luôn chia hết.
    # en: S + d is twice the first player's score, so the division is exact.
    print((sum(a) + d[0]) // 2)


main()
