//! The short program the code panel shows next to the mex construction of the losing pairs,
//! and where each step of the trace sits in it. It reads `n` and prints the pairs
//! `a_k b_k` for `k = 1..n`: `a_k` is the smallest number not used yet, `b_k = a_k + k`.

/// A place in the program that a trace step executes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodePoint {
    /// `used[0] = true`: the pair `(0, 0)`.
    Start,
    /// The test `used[a]` of the mex loop (and `a++` when it holds).
    Probe,
    /// `used[a] = used[b] = true`: the pair `(a_k, b_k)` is found.
    Pair,
}

/// One program of the code panel, with its code points.
pub type Program = crate::program::Program<CodePoint>;

const CPP: &str = r#"#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;                              // số cặp thua cần liệt kê
    vector<bool> used(3 * n + 3, false);   // b_n < 3n + 3
    used[0] = true;                        // cặp (0, 0)
    int a = 0;
    for (int k = 1; k <= n; k++) {
        while (used[a]) a++;               // a = số nhỏ nhất chưa dùng (mex)
        int b = a + k;                     // hai đống chênh nhau đúng k
        used[a] = used[b] = true;
        cout << a << ' ' << b << '\n';
    }
}
"#;

/// The English of the C++ program's comments.
const CPP_ENGLISH: &[(&str, &str)] = &[
    ("số cặp thua cần liệt kê", "number of losing pairs to list"),
    ("cặp (0, 0)", "the pair (0, 0)"),
    (
        "a = số nhỏ nhất chưa dùng (mex)",
        "a = smallest number not used yet (mex)",
    ),
    (
        "hai đống chênh nhau đúng k",
        "the two heaps differ by exactly k",
    ),
];

const PYTHON: &str = r#"import sys

def main():
    n = int(sys.stdin.read().split()[0])   # số cặp thua cần liệt kê
    used = [False] * (3 * n + 3)           # b_n < 3n + 3
    used[0] = True                         # cặp (0, 0)
    a = 0
    for k in range(1, n + 1):
        while used[a]: a += 1              # a = số nhỏ nhất chưa dùng (mex)
        b = a + k                          # hai đống chênh nhau đúng k
        used[a] = used[b] = True
        print(a, b)

main()
"#;

/// The English of the Python program's comments.
const PYTHON_ENGLISH: &[(&str, &str)] = &[
    ("số cặp thua cần liệt kê", "number of losing pairs to list"),
    ("cặp (0, 0)", "the pair (0, 0)"),
    (
        "a = số nhỏ nhất chưa dùng (mex)",
        "a = smallest number not used yet (mex)",
    ),
    (
        "hai đống chênh nhau đúng k",
        "the two heaps differ by exactly k",
    ),
];

/// The C++ program and its Python twin, in the order of the panel's tabs.
pub const PROGRAMS: [Program; 2] = [
    Program {
        language: "C++",
        source: CPP,
        english: CPP_ENGLISH,
        anchors: &[
            (CodePoint::Start, "used[0] = true"),
            (CodePoint::Probe, "while (used[a])"),
            (CodePoint::Pair, "used[a] = used[b]"),
        ],
    },
    Program {
        language: "Python",
        source: PYTHON,
        english: PYTHON_ENGLISH,
        anchors: &[
            (CodePoint::Start, "used[0] = True"),
            (CodePoint::Probe, "while used[a]"),
            (CodePoint::Pair, "used[a] = used[b]"),
        ],
    },
];

/// Reads the program's judge input: the number of pairs `n`, from `min` to `max`.
pub fn read_pairs_input(text: &str, min: u64, max: u64) -> Result<u64, crate::InputError> {
    let mut input = crate::input::JudgeInput::new(text);
    let n = input.number(super::PAIRS, min, max)?;
    input.finish()?;
    Ok(n)
}

/// The judge input for `n` pairs (what [`read_pairs_input`] reads).
pub fn pairs_input(n: u64) -> String {
    n.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_anchor_is_on_exactly_one_line() {
        for program in PROGRAMS {
            assert_eq!(program.misplaced_anchors(), Vec::<String>::new());
            assert_eq!(program.english_problems(), Vec::<String>::new());
        }
        assert_eq!(PROGRAMS[0].line_of(CodePoint::Probe), Some(11));
        assert_eq!(PROGRAMS[1].line_of(CodePoint::Pair), Some(11));
    }

    #[test]
    fn the_judge_input_reads_back() {
        for n in [0, 1, 4, 11, 39] {
            assert_eq!(read_pairs_input(&pairs_input(n), 0, 39), Ok(n));
        }
        let lang = crate::Lang::Vi;
        let over = read_pairs_input("12", 1, 11).expect_err("too many");
        assert_eq!(
            over.message(lang),
            "Số cặp n: “12” quá lớn; lớn nhất là 11."
        );
        let extra = read_pairs_input("5 5", 0, 39).expect_err("left over");
        assert_eq!(
            extra.message(lang),
            "Dữ liệu vào: thừa “5” sau chỗ dữ liệu kết thúc; hãy xóa phần thừa."
        );
    }
}
