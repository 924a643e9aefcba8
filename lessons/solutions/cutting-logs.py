import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    # vi: Mỗi nhát chặt thêm đúng một khúc, và ván dừng khi mọi khúc dài 1: ván nào
    # en: Each cut adds one log, and the game stops when every log has length 1:
    # vi: cũng kéo dài đúng tổng (a_i - 1) lượt, chơi thế nào cũng vậy.
    # en: every game lasts exactly the sum of (a_i - 1) moves, however it is played.
    out = []
    pos = 1
    for _ in range(t):
        n = int(data[pos])
        cuts = sum(map(int, data[pos + 1:pos + 1 + n])) - n
        pos += 1 + n
        out.append("errorgorn" if cuts % 2 else "maomao90")
    print("\n".join(out))


main()
