import sys


def main():
    data = sys.stdin.buffer.read().split()
    m, q = int(data[0]), int(data[1])
    moves = sorted(map(int, data[2:2 + m]))
    piles = list(map(int, data[2 + m:2 + m + q]))
    # vi: Không có công thức cho mọi tập nước đi, nhưng số sỏi nhỏ: lập bảng
    # en: No formula fits every move set, but the piles are small: fill the table
    # vi: thắng/thua một lần tới đống lớn nhất, rồi mỗi câu hỏi là một lần tra bảng.
    # en: of wins and losses once, up to the largest pile; each question is a look-up.
    top = max(piles)
    win = bytearray(top + 1)
    for i in range(top + 1):
        if not win[i]:
            # vi: Thế thắng là thế đi được tới thế thua, nên mọi i + s đều thắng.
            # en: A position wins when a move reaches a loss, so every i + s wins.
            for s in moves:
                if i + s > top:
                    break
                win[i + s] = 1
    print("\n".join("An" if win[n] else "Binh" for n in piles))


main()
