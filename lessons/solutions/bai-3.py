import sys
from functools import reduce
from operator import xor


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    heaps = list(map(int, data[1:1 + n]))
    # vi: Định lý Bouton: An thua khi và chỉ khi XOR của các đống bằng 0.
    # en: Bouton's theorem: An loses exactly when the XOR of the heaps is 0.
    x = reduce(xor, heaps)
    if x == 0:
        print("Binh 0")
        return
    # vi: Nước thắng đưa XOR về 0, nên đống h phải còn đúng h ^ x viên:
    # en: A winning move brings the XOR to 0, so heap h must keep h ^ x stones:
    # vi: hợp lệ khi h ^ x < h, tức khi h có bit 1 ở bit cao nhất của x.
    # en: legal when h ^ x < h, that is when h has a 1 at the highest bit of x.
    print("An", sum(1 for h in heaps if h ^ x < h))


main()
