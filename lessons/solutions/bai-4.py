import sys


def main():
    data = sys.stdin.buffer.read().split()
    m, n = int(data[0]), int(data[1])
    moves = sorted(map(int, data[2:2 + m]))
    piles = list(map(int, data[2 + m:2 + m + n]))
    # vi: g(x) = mex các g(x - s). Mỗi thế có nhiều nhất m <= 10 nước đi nên g <= 10.
    # en: g(x) = mex of the g(x - s). A position has at most m <= 10 moves, so g <= 10.
    top = max(piles)
    g = [0] * (top + 1)
    for x in range(top + 1):
        seen = 0
        for s in moves:
            if s > x:
                break
            seen |= 1 << g[x - s]
        # vi: Các giá trị đã gặp là các bit 1 của seen: mex là bit 0 thấp nhất.
        # en: The values seen are the 1 bits of seen: the mex is the lowest 0 bit.
        g[x] = (~seen & (seen + 1)).bit_length() - 1
    # vi: Định lý Sprague–Grundy: tổng các trò chơi thua khi và chỉ khi
    # en: The Sprague–Grundy theorem: a sum of games is lost exactly when
    # vi: XOR các số Grundy bằng 0.
    # en: the XOR of the Grundy numbers is 0.
    x = 0
    for a in piles:
        x ^= g[a]
    print("An" if x else "Binh")


main()
