import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    # vi: Tổng điểm S cố định, nên mỗi người muốn hơn đối thủ càng nhiều càng tốt.
    # en: The total S is fixed, so each player wants to end as far ahead as possible.
    # vi: d[i]: người đang đi hơn người kia bao nhiêu trên đoạn a[i..i+len-1].
    # en: d[i]: how far the player to move ends ahead on a[i..i+len-1].
    d = a[:]
    # vi: Lấy đầu trái x (để lại d[i + 1]) hay đầu phải y (để lại d[i]) rồi đổi vai;
    # en: Take the left end x (leaving d[i + 1]) or the right end y (leaving d[i]),
    # vi: mỗi độ dài chỉ cần mảng của độ dài trước.
    # en: then the roles swap; each length needs only the previous length's array.
    for length in range(2, n + 1):
        d = [left if (left := x - after_left) >= (right := y - after_right) else right
             for x, y, after_right, after_left in zip(a, a[length - 1:], d, d[1:])]
    # vi: An được (S + d) / 2 điểm.
    # en: An scores (S + d) / 2.
    total = sum(a)
    an = (total + d[0]) // 2
    print(an, total - an)


main()
