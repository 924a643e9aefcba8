import sys


def main():
    data = sys.stdin.buffer.read().split()
    tests = int(data[0])
    out = []
    pos = 1
    for _ in range(tests):
        count = int(data[pos])
        piles = list(map(int, data[pos + 1:pos + 1 + count]))
        pos += 1 + count
        # vi: Các nhóm độc lập: theo Sprague–Grundy, XOR số Grundy của các nhóm.
        # en: The groups are independent: by Sprague–Grundy, XOR their Grundy numbers.
        x = 0
        for a, b in zip(piles[0::2], piles[1::2]):
            # vi: f(a, b) là số bit 1 liên tiếp ở cuối của (a - 1) | (b - 1),
            # en: f(a, b) is the number of trailing 1 bits of (a - 1) | (b - 1),
            # vi: tức vị trí bit 0 thấp nhất.
            # en: that is the place of the lowest 0 bit.
            bits = (a - 1) | (b - 1)
            x ^= (~bits & (bits + 1)).bit_length() - 1
        out.append("YES" if x else "NO")
    print("\n".join(out))


main()
