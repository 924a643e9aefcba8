//! The program the staircase widget's code panel shows: it reads the coins on steps 1..m,
//! XORs the odd steps, then looks for an odd step carrying the highest bit of `X`. Each step of
//! [`super::staircase::steps`] sits on one line of it.
//!
//! Judge format: `m`, then the coins on steps 1..m (the ground is not given). Output `P`, or
//! `N` and `i c`: move `c` coins from step `i` down to step `i − 1` (0 is the ground).

/// A place in the program a step of the walk executes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StairCode {
    /// `X ^= c[i]` for an odd step `i`.
    Read,
    /// `X == 0`: P.
    Lose,
    /// Does odd step `i` carry the highest bit of `X`?
    Test,
    /// Print the move.
    Move,
}

/// One program of the code panel, with its code points.
pub type Program = crate::program::Program<StairCode>;

const CPP: &str = r#"#include <bits/stdc++.h>
using namespace std;

int main() {
    int m;
    cin >> m;
    vector<long long> c(m + 1, 0);                 // c[0]: mặt đất, không tính
    for (int i = 1; i <= m; i++) cin >> c[i];
    long long X = 0;
    for (int i = 1; i <= m; i += 2)                // chỉ các bậc lẻ
        X ^= c[i];                                 // đọc bậc lẻ i vào X
    if (X == 0) { cout << "P\n"; return 0; }       // Nim trên các bậc lẻ: thua
    for (int i = 1; i <= m; i += 2) {
        long long target = c[i] ^ X;
        if (target < c[i]) {                       // bậc i mang bit cao nhất của X
            cout << "N\n" << i << " " << c[i] - target << "\n";   // chuyển xuống bậc i - 1
            return 0;
        }
    }
}
"#;

/// The English of the C++ program's comments.
const CPP_ENGLISH: &[(&str, &str)] = &[
    ("c[0]: mặt đất, không tính", "c[0]: the ground, not counted"),
    ("chỉ các bậc lẻ", "odd steps only"),
    ("đọc bậc lẻ i vào X", "read odd step i into X"),
    ("Nim trên các bậc lẻ: thua", "Nim on the odd steps: a loss"),
    (
        "bậc i mang bit cao nhất của X",
        "step i carries the highest bit of X",
    ),
    ("chuyển xuống bậc i - 1", "move down to step i - 1"),
];

const PYTHON: &str = r#"import sys

def main():
    m, *rest = map(int, sys.stdin.read().split())
    c = [0] + rest[:m]                             # c[0]: mặt đất, không tính
    X = 0
    for i in range(1, m + 1, 2):                   # chỉ các bậc lẻ
        X ^= c[i]                                  # đọc bậc lẻ i vào X
    if X == 0:                                     # Nim trên các bậc lẻ: thua
        print("P")
        return
    for i in range(1, m + 1, 2):
        target = c[i] ^ X
        if target < c[i]:                          # bậc i mang bit cao nhất của X
            print("N")
            print(i, c[i] - target)                # chuyển xuống bậc i - 1
            return

main()
"#;

/// The English of the Python program's comments.
const PYTHON_ENGLISH: &[(&str, &str)] = &[
    ("c[0]: mặt đất, không tính", "c[0]: the ground, not counted"),
    ("chỉ các bậc lẻ", "odd steps only"),
    ("đọc bậc lẻ i vào X", "read odd step i into X"),
    ("Nim trên các bậc lẻ: thua", "Nim on the odd steps: a loss"),
    (
        "bậc i mang bit cao nhất của X",
        "step i carries the highest bit of X",
    ),
    ("chuyển xuống bậc i - 1", "move down to step i - 1"),
];

/// The C++ program and its Python twin, in the order of the panel's tabs.
pub const PROGRAMS: [Program; 2] = [
    Program {
        language: "C++",
        source: CPP,
        english: CPP_ENGLISH,
        anchors: &[
            (StairCode::Read, "X ^= c[i]"),
            (StairCode::Lose, "if (X == 0)"),
            (StairCode::Test, "if (target < c[i])"),
            (StairCode::Move, "cout << \"N\\n\""),
        ],
    },
    Program {
        language: "Python",
        source: PYTHON,
        english: PYTHON_ENGLISH,
        anchors: &[
            (StairCode::Read, "X ^= c[i]"),
            (StairCode::Lose, "if X == 0"),
            (StairCode::Test, "if target < c[i]"),
            (StairCode::Move, "print(i, c[i] - target)"),
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
    }
}
