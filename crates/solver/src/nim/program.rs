//! The program the Nim code panel shows: it reads `n` and the heaps, builds `X` one bit column
//! at a time (as the lesson's table is filled by hand), then looks for a heap carrying the
//! highest bit of `X`. Each step of [`super::NimTrace`] sits on one line of it.

/// A place in the program that a trace step executes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodePoint {
    /// `ones += bit b of heap i`.
    ReadBit,
    /// The column's parity decides bit `b` of `X`.
    ColumnParity,
    /// `X == 0`: the position is P.
    Lose,
    /// Does heap `i` carry the highest bit of `X`?
    TestHeap,
    /// Print the winning move.
    Move,
}

/// One program of the code panel, with its code points.
pub type Program = crate::program::Program<CodePoint>;

const CPP: &str = r#"#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<unsigned long long> a(n);
    for (auto &x : a) cin >> x;
    int width = 1;                               // số cột bit của đống lớn nhất
    for (auto x : a)
        while (width < 64 && (x >> width) > 0) width++;
    unsigned long long X = 0;
    for (int b = width - 1; b >= 0; b--) {       // từng cột, từ bit cao xuống
        int ones = 0;
        for (int i = 0; i < n; i++)
            ones += (a[i] >> b) & 1;             // bit b của đống i
        if (ones % 2 == 1) X |= 1ULL << b;       // cột lẻ: X có bit b
    }
    if (X == 0) { cout << "P\n"; return 0; }     // mọi nước đi làm X khác 0
    for (int i = 0; i < n; i++) {
        unsigned long long target = a[i] ^ X;
        if (target < a[i]) {                     // đống i mang bit cao nhất của X
            cout << "N\n" << i << " " << a[i] - target << "\n";
            return 0;
        }
    }
}
"#;

/// The English of the C++ program's comments.
const CPP_ENGLISH: &[(&str, &str)] = &[
    (
        "số cột bit của đống lớn nhất",
        "number of bit columns of the largest heap",
    ),
    (
        "từng cột, từ bit cao xuống",
        "column by column, from the high bit down",
    ),
    ("bit b của đống i", "bit b of heap i"),
    ("cột lẻ: X có bit b", "odd column: X has bit b"),
    ("mọi nước đi làm X khác 0", "every move makes X nonzero"),
    (
        "đống i mang bit cao nhất của X",
        "heap i carries the highest bit of X",
    ),
];

const PYTHON: &str = r#"import sys

def main():
    n, *a = map(int, sys.stdin.read().split())
    a = a[:n]
    width = max(1, max(x.bit_length() for x in a))   # số cột bit
    X = 0
    for b in range(width - 1, -1, -1):           # từng cột, từ bit cao xuống
        ones = 0
        for i in range(n):
            ones += (a[i] >> b) & 1              # bit b của đống i
        if ones % 2 == 1: X |= 1 << b            # cột lẻ: X có bit b
    if X == 0:                                   # mọi nước đi làm X khác 0
        print("P")
        return
    for i in range(n):
        target = a[i] ^ X
        if target < a[i]:                        # đống i mang bit cao nhất của X
            print("N")
            print(i, a[i] - target)
            return

main()
"#;

/// The English of the Python program's comments.
const PYTHON_ENGLISH: &[(&str, &str)] = &[
    ("số cột bit", "number of bit columns"),
    (
        "từng cột, từ bit cao xuống",
        "column by column, from the high bit down",
    ),
    ("bit b của đống i", "bit b of heap i"),
    ("cột lẻ: X có bit b", "odd column: X has bit b"),
    ("mọi nước đi làm X khác 0", "every move makes X nonzero"),
    (
        "đống i mang bit cao nhất của X",
        "heap i carries the highest bit of X",
    ),
];

/// The C++ program and its Python twin, in the order of the panel's tabs.
pub const PROGRAMS: [Program; 2] = [
    Program {
        language: "C++",
        source: CPP,
        english: CPP_ENGLISH,
        anchors: &[
            (CodePoint::ReadBit, "ones += (a[i] >> b) & 1"),
            (CodePoint::ColumnParity, "if (ones % 2 == 1)"),
            (CodePoint::Lose, "if (X == 0)"),
            (CodePoint::TestHeap, "if (target < a[i])"),
            (CodePoint::Move, "cout << \"N\\n\""),
        ],
    },
    Program {
        language: "Python",
        source: PYTHON,
        english: PYTHON_ENGLISH,
        anchors: &[
            (CodePoint::ReadBit, "ones += (a[i] >> b) & 1"),
            (CodePoint::ColumnParity, "if ones % 2 == 1"),
            (CodePoint::Lose, "if X == 0"),
            (CodePoint::TestHeap, "if target < a[i]"),
            (CodePoint::Move, "print(i, a[i] - target)"),
        ],
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_anchor_is_on_exactly_one_line() {
        for program in PROGRAMS {
            assert_eq!(program.misplaced_anchors(), Vec::<String>::new());
            assert_eq!(program.english_problems(), Vec::<String>::new());
        }
        assert_eq!(PROGRAMS[0].line_of(CodePoint::ReadBit), Some(16));
        assert_eq!(PROGRAMS[1].line_of(CodePoint::ReadBit), Some(11));
    }
}
