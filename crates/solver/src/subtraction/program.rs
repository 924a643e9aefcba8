//! The short programs the code panel shows next to the W/L table, and where each step of the
//! trace sits in them. The programs read the judge input `n m` then the `m` moves, and print
//! one letter per position.

/// A place in the program that a trace step executes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodePoint {
    /// `win` is created all false: position 0 is L.
    Init,
    /// The test `s[j] <= i && !win[i - s[j]]`.
    Try,
    /// `win[i] = true` (and the `break` after it).
    SetWin,
    /// The loop over `j` ended without a winning move: `win[i]` stays false.
    StaysLose,
}

/// One program of the code panel, with its code points.
pub type Program = crate::program::Program<CodePoint>;

const CPP: &str = r#"#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<int> s(m);
    for (int j = 0; j < m; j++) cin >> s[j];
    vector<bool> win(n + 1, false);      // ô 0: hết sỏi, người đi thua
    for (int i = 1; i <= n; i++) {
        for (int j = 0; j < m; j++) {
            if (s[j] <= i && !win[i - s[j]]) {
                win[i] = true;           // đẩy đối thủ vào ô L
                break;
            }
        }
        // hết vòng j mà không gặp ô L: win[i] vẫn false
    }
    for (int i = 0; i <= n; i++) cout << (win[i] ? 'W' : 'L');
    cout << '\n';
}
"#;

/// The English of the C++ program's comments.
const CPP_ENGLISH: &[(&str, &str)] = &[
    (
        "ô 0: hết sỏi, người đi thua",
        "cell 0: no stones left, the player to move loses",
    ),
    ("đẩy đối thủ vào ô L", "push the opponent onto an L cell"),
    (
        "hết vòng j mà không gặp ô L: win[i] vẫn false",
        "the j loop found no L cell: win[i] stays false",
    ),
];

const PYTHON: &str = r#"import sys

def main():
    n, m, *rest = map(int, sys.stdin.read().split())
    s = rest[:m]
    win = [False] * (n + 1)              # ô 0: hết sỏi, người đi thua
    for i in range(1, n + 1):
        for j in range(m):
            if s[j] <= i and not win[i - s[j]]:
                win[i] = True            # đẩy đối thủ vào ô L
                break
        # hết vòng j mà không gặp ô L: win[i] vẫn False
    print("".join("W" if w else "L" for w in win))

main()
"#;

/// The English of the Python program's comments.
const PYTHON_ENGLISH: &[(&str, &str)] = &[
    (
        "ô 0: hết sỏi, người đi thua",
        "cell 0: no stones left, the player to move loses",
    ),
    ("đẩy đối thủ vào ô L", "push the opponent onto an L cell"),
    (
        "hết vòng j mà không gặp ô L: win[i] vẫn False",
        "the j loop found no L cell: win[i] stays False",
    ),
];

/// The C++ program and its Python twin, in the order of the panel's tabs.
pub const PROGRAMS: [Program; 2] = [
    Program {
        language: "C++",
        source: CPP,
        english: CPP_ENGLISH,
        anchors: &[
            (CodePoint::Init, "vector<bool> win"),
            (CodePoint::Try, "if (s[j] <= i"),
            (CodePoint::SetWin, "win[i] = true"),
            (CodePoint::StaysLose, "// hết vòng j"),
        ],
    },
    Program {
        language: "Python",
        source: PYTHON,
        english: PYTHON_ENGLISH,
        anchors: &[
            (CodePoint::Init, "win = [False]"),
            (CodePoint::Try, "if s[j] <= i"),
            (CodePoint::SetWin, "win[i] = True"),
            (CodePoint::StaysLose, "# hết vòng j"),
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
        assert_eq!(PROGRAMS[0].line_of(CodePoint::Try), Some(12));
    }
}
