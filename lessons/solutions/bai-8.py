import sys
from math import isqrt


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    # vi: Sàng ước nguyên tố nhỏ nhất: spf[m] là số nguyên tố nhỏ nhất chia hết m.
    # en: A smallest-prime-factor sieve: spf[m] is the smallest prime dividing m.
    top = max(a)
    primes = [p for p in range(2, isqrt(top) + 1)
              if all(p % d for d in range(2, isqrt(p) + 1))]
    spf = list(range(top + 1))
    # vi: Hợp số m có ước nguyên tố p với p * p <= m. Đi p giảm dần thì
    # en: A composite m has a prime factor p with p * p <= m. Going down,
    # vi: số nguyên tố nhỏ nhất là số ghi sau cùng.
    # en: the smallest prime is the last to write.
    for p in reversed(primes):
        spf[p * p::p] = [p] * len(range(p * p, top + 1, p))
    # vi: Chia cho d bớt đúng các thừa số nguyên tố của d, bớt từ 1 tới hết cũng được:
    # en: Dividing by d removes exactly d's prime factors, any number from 1 to all:
    # vi: mỗi số là một đống Nim có số viên bằng số thừa số nguyên tố của nó.
    # en: each number is a Nim heap whose size is its count of prime factors.
    x = 0
    for v in a:
        factors = 0
        while v > 1:
            v //= spf[v]
            factors += 1
        x ^= factors
    print("An" if x else "Binh")


main()
