import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    numbers = list(map(int, data[1:1 + 2 * t]))
    # vi: Thế thua là các bội của k + 1: đối thủ bốc x viên thì ta bốc k + 1 - x,
    # en: The losing piles are the multiples of k + 1: answer x stones with k + 1 - x
    # vi: số sỏi lại chia hết cho k + 1.
    # en: and the pile is a multiple again.
    out = []
    for n, k in zip(numbers[0::2], numbers[1::2]):
        out.append("Binh" if n % (k + 1) == 0 else "An")
    print("\n".join(out))


main()
