//! The programs the code panel shows next to the interval DP grid, and where each trace step
//! sits in them. They read the judge input `n` then the row, fill the grid by length then left
//! end, and print both scores.

/// A place in the program that a trace step executes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodePoint {
    /// `dp[i][i] = a[i]`: a single number goes to the mover.
    Base,
    /// `dp[l][r] = max(a[l] − dp[l+1][r], a[r] − dp[l][r−1])`.
    Combine,
}

/// One program of the code panel, with its code points.
pub type Program = crate::program::Program<CodePoint>;

const CPP: &str = r#"#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    long long total = 0;
    for (auto &x : a) { cin >> x; total += x; }
    // dp[l][r]: người đến lượt hơn đối thủ bao nhiêu trên đoạn a[l..r]
    vector<vector<long long>> dp(n, vector<long long>(n));
    for (int i = 0; i < n; i++) dp[i][i] = a[i];   // chỉ một số: lấy luôn
    for (int len = 2; len <= n; len++) {
        for (int l = 0; l + len - 1 < n; l++) {
            int r = l + len - 1;
            dp[l][r] = max(a[l] - dp[l + 1][r], a[r] - dp[l][r - 1]);
        }
    }
    long long d = dp[0][n - 1];
    cout << (total + d) / 2 << ' ' << (total - d) / 2 << '\n';
}
"#;

/// The English of the C++ program's comments.
const CPP_ENGLISH: &[(&str, &str)] = &[
    (
        "dp[l][r]: người đến lượt hơn đối thủ bao nhiêu trên đoạn a[l..r]",
        "dp[l][r]: by how much the player to move beats the opponent on a[l..r]",
    ),
    ("chỉ một số: lấy luôn", "a single number: take it"),
];

const PYTHON: &str = r#"import sys

def main():
    n, *a = map(int, sys.stdin.read().split())
    a = a[:n]
    total = sum(a)
    # dp[l][r]: người đến lượt hơn đối thủ bao nhiêu trên đoạn a[l..r]
    dp = [[0] * n for _ in range(n)]
    for i in range(n): dp[i][i] = a[i]            # chỉ một số: lấy luôn
    for length in range(2, n + 1):
        for l in range(n - length + 1):
            r = l + length - 1
            dp[l][r] = max(a[l] - dp[l + 1][r], a[r] - dp[l][r - 1])
    d = dp[0][n - 1]
    print((total + d) // 2, (total - d) // 2)

main()
"#;

/// The English of the Python program's comments.
const PYTHON_ENGLISH: &[(&str, &str)] = &[
    (
        "dp[l][r]: người đến lượt hơn đối thủ bao nhiêu trên đoạn a[l..r]",
        "dp[l][r]: by how much the player to move beats the opponent on a[l..r]",
    ),
    ("chỉ một số: lấy luôn", "a single number: take it"),
];

/// The C++ program and its Python twin, in the order of the panel's tabs.
pub const PROGRAMS: [Program; 2] = [
    Program {
        language: "C++",
        source: CPP,
        english: CPP_ENGLISH,
        anchors: &[
            (CodePoint::Base, "dp[i][i] = a[i];"),
            (CodePoint::Combine, "dp[l][r] = max("),
        ],
    },
    Program {
        language: "Python",
        source: PYTHON,
        english: PYTHON_ENGLISH,
        anchors: &[
            (CodePoint::Base, "dp[i][i] = a[i] "),
            (CodePoint::Combine, "dp[l][r] = max("),
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
        assert_eq!(PROGRAMS[0].line_of(CodePoint::Base), Some(12));
        assert_eq!(PROGRAMS[0].line_of(CodePoint::Combine), Some(16));
        assert_eq!(PROGRAMS[1].line_of(CodePoint::Base), Some(9));
        assert_eq!(PROGRAMS[1].line_of(CodePoint::Combine), Some(13));
    }
}
