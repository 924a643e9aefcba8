import sys


def main():
    a, b, r = map(int, sys.stdin.buffer.read().split())
    # vi: Nếu đặt được một đĩa, người đi trước đặt đĩa đầu vào tâm bàn, rồi đáp
    # en: If one disc fits, the first player puts the first disc at the centre,
    # vi: mỗi đĩa của đối thủ bằng đĩa đối xứng với nó qua tâm: chỗ đó luôn trống.
    # en: then answers each disc with its mirror image through the centre: always free.
    print("First" if 2 * r <= min(a, b) else "Second")


main()
