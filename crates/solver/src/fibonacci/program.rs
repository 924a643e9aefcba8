//! The short program the code panel shows next to Fibonacci Nim, and where each position of a
//! game sits in it. It reads `n q` (stones left, the most that may be taken now) and prints
//! the winning take, the smallest term of the Zeckendorf sum of `n`, or 0 when every take
//! loses.

/// A place in the program a position of the game is judged at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodePoint {
    /// The Fibonacci numbers `1, 2, 3, 5, …` up to `n` are listed.
    Basis,
    /// The greedy loop takes the largest term that still fits.
    Greedy,
    /// The smallest term is within the quota: taking it wins.
    Win,
    /// The smallest term is out of reach (or nothing is left): every take loses.
    Lose,
}

/// One program of the code panel, with its code points.
pub type Program = crate::program::Program<CodePoint>;

const CPP: &str = r#"#include <bits/stdc++.h>
using namespace std;

int main() {
    unsigned long long n, q;                 // còn n viên, được bốc tối đa q viên
    cin >> n >> q;
    vector<unsigned long long> f = {1, 2};   // 1, 2, 3, 5, 8, ...
    while (f.back() + f[f.size() - 2] <= n)  // liệt kê các số Fibonacci <= n
        f.push_back(f.back() + f[f.size() - 2]);
    unsigned long long rest = n, z = 0;      // z: phần Zeckendorf nhỏ nhất
    for (int i = (int)f.size() - 1; i >= 0; i--)
        if (f[i] <= rest) { rest -= f[i]; z = f[i]; }   // tham lam
    if (n > 0 && z <= q) cout << z << '\n';  // bốc z viên: thắng
    else cout << 0 << '\n';                  // nước nào cũng thua
}
"#;

/// The English of the C++ program's comments.
const CPP_ENGLISH: &[(&str, &str)] = &[
    (
        "còn n viên, được bốc tối đa q viên",
        "n stones left, at most q may be taken",
    ),
    (
        "liệt kê các số Fibonacci <= n",
        "list the Fibonacci numbers <= n",
    ),
    (
        "z: phần Zeckendorf nhỏ nhất",
        "z: the smallest Zeckendorf term",
    ),
    ("tham lam", "greedy"),
    ("bốc z viên: thắng", "take z stones: a win"),
    ("nước nào cũng thua", "every move loses"),
];

const PYTHON: &str = r#"import sys

def main():
    n, q = map(int, sys.stdin.read().split()[:2])  # còn n viên, được bốc tối đa q viên
    f = [1, 2]                                     # 1, 2, 3, 5, 8, ...
    while f[-1] + f[-2] <= n:                      # liệt kê các số Fibonacci <= n
        f.append(f[-1] + f[-2])
    rest, z = n, 0                                 # z: phần Zeckendorf nhỏ nhất
    for x in reversed(f):
        if x <= rest: rest, z = rest - x, x        # tham lam
    if n > 0 and z <= q: print(z)                  # bốc z viên: thắng
    else: print(0)                                 # nước nào cũng thua

main()
"#;

/// The English of the Python program's comments.
const PYTHON_ENGLISH: &[(&str, &str)] = &[
    (
        "còn n viên, được bốc tối đa q viên",
        "n stones left, at most q may be taken",
    ),
    (
        "liệt kê các số Fibonacci <= n",
        "list the Fibonacci numbers <= n",
    ),
    (
        "z: phần Zeckendorf nhỏ nhất",
        "z: the smallest Zeckendorf term",
    ),
    ("tham lam", "greedy"),
    ("bốc z viên: thắng", "take z stones: a win"),
    ("nước nào cũng thua", "every move loses"),
];

/// The C++ program and its Python twin, in the order of the panel's tabs.
pub const PROGRAMS: [Program; 2] = [
    Program {
        language: "C++",
        source: CPP,
        english: CPP_ENGLISH,
        anchors: &[
            (CodePoint::Basis, "while (f.back()"),
            (CodePoint::Greedy, "if (f[i] <= rest)"),
            (CodePoint::Win, "cout << z"),
            (CodePoint::Lose, "cout << 0"),
        ],
    },
    Program {
        language: "Python",
        source: PYTHON,
        english: PYTHON_ENGLISH,
        anchors: &[
            (CodePoint::Basis, "while f[-1]"),
            (CodePoint::Greedy, "if x <= rest"),
            (CodePoint::Win, "print(z)"),
            (CodePoint::Lose, "print(0)"),
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
        assert_eq!(PROGRAMS[0].line_of(CodePoint::Win), Some(13));
        assert_eq!(PROGRAMS[1].line_of(CodePoint::Lose), Some(12));
    }
}
