//! The program the Moore widget's code panel shows: it reads `n`, `k` and the heaps, counts the
//! 1s of each bit column modulo `k + 1` (the theorem), then builds the winning move column by
//! column as the lesson's proof does. Each step of [`super::moore::Moore::steps`] sits on one
//! line of it.
//!
//! Judge format: `n k` on the first line, the `n` heaps on the second. Output `P`, or `N`, the
//! number `m` of heaps the move touches, then `m` lines `i take` (heap index from 0).

/// A place in the program a step of the walk executes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MooreCode {
    /// The column's count modulo `k + 1`.
    Residue,
    /// Every residue 0: P.
    Verdict,
    /// The construction's column needs nothing.
    Nothing,
    /// Touched heaps take a 1 in this column.
    SetOnes,
    /// Untouched heaps with a 1 are lowered.
    Lower,
    /// Print the move.
    Move,
}

/// One program of the code panel, with its code points.
pub type Program = crate::program::Program<MooreCode>;

const CPP: &str = r#"#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    int width = 1;                                 // số cột bit của đống lớn nhất
    for (auto x : a)
        while (width < 62 && (x >> width) > 0) width++;
    bool lose = true;
    for (int b = width - 1; b >= 0; b--) {         // từng cột, từ bit cao xuống
        int ones = 0;
        for (int i = 0; i < n; i++) ones += (a[i] >> b) & 1;
        int r = ones % (k + 1);                    // số dư của cột
        if (r != 0) lose = false;
    }
    if (lose) { cout << "P\n"; return 0; }         // mọi cột chia hết cho k + 1
    vector<long long> t = a;                       // kích thước mới của các đống
    vector<int> touched;                           // các đống đã bị hạ
    for (int b = width - 1; b >= 0; b--) {
        for (int i : touched) t[i] &= ~(1LL << b); // bit tự do: tạm để 0
        int r = 0;
        for (int i = 0; i < n; i++) r += (t[i] >> b) & 1;
        r %= k + 1;
        if (r == 0) continue;                      // cột đã chia hết
        if ((int)touched.size() >= k + 1 - r) {
            for (int j = 0; j < k + 1 - r; j++)
                t[touched[j]] |= 1LL << b;         // bật bit 1 ở đống đã hạ
        } else {
            for (int i = 0; i < n && r > 0; i++) {
                bool free_i = count(touched.begin(), touched.end(), i) > 0;
                if (!free_i && ((t[i] >> b) & 1)) {
                    t[i] &= ~(1LL << b);           // hạ thêm đống i
                    touched.push_back(i);
                    r--;
                }
            }
        }
    }
    sort(touched.begin(), touched.end());
    cout << "N\n" << touched.size() << "\n";
    for (int i : touched) cout << i << " " << a[i] - t[i] << "\n";
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
    ("số dư của cột", "the column's remainder"),
    (
        "mọi cột chia hết cho k + 1",
        "every column divisible by k + 1",
    ),
    ("kích thước mới của các đống", "the new heap sizes"),
    ("các đống đã bị hạ", "the heaps already lowered"),
    ("bit tự do: tạm để 0", "free bit: 0 for now"),
    ("cột đã chia hết", "column already divisible"),
    (
        "bật bit 1 ở đống đã hạ",
        "set the bit to 1 in a lowered heap",
    ),
    ("hạ thêm đống i", "lower heap i too"),
];

const PYTHON: &str = r#"import sys

def main():
    data = list(map(int, sys.stdin.read().split()))
    n, k, a = data[0], data[1], data[2:2 + data[0]]
    width = max(1, max(x.bit_length() for x in a))   # số cột bit
    lose = True
    for b in range(width - 1, -1, -1):             # từng cột, từ bit cao xuống
        ones = sum((x >> b) & 1 for x in a)
        r = ones % (k + 1)                         # số dư của cột
        if r != 0: lose = False
    if lose:                                       # mọi cột chia hết cho k + 1
        print("P")
        return
    t = a[:]                                       # kích thước mới của các đống
    touched = []                                   # các đống đã bị hạ
    for b in range(width - 1, -1, -1):
        for i in touched: t[i] &= ~(1 << b)        # bit tự do: tạm để 0
        r = sum((x >> b) & 1 for x in t) % (k + 1)
        if r == 0: continue                        # cột đã chia hết
        if len(touched) >= k + 1 - r:
            for i in touched[:k + 1 - r]:
                t[i] |= 1 << b                     # bật bit 1 ở đống đã hạ
        else:
            for i in range(n):
                if r > 0 and i not in touched and (t[i] >> b) & 1:
                    t[i] &= ~(1 << b)              # hạ thêm đống i
                    touched.append(i)
                    r -= 1
    touched.sort()
    print("N")
    print(len(touched))
    for i in touched:
        print(i, a[i] - t[i])

main()
"#;

/// The English of the Python program's comments.
const PYTHON_ENGLISH: &[(&str, &str)] = &[
    ("số cột bit", "number of bit columns"),
    (
        "từng cột, từ bit cao xuống",
        "column by column, from the high bit down",
    ),
    ("số dư của cột", "the column's remainder"),
    (
        "mọi cột chia hết cho k + 1",
        "every column divisible by k + 1",
    ),
    ("kích thước mới của các đống", "the new heap sizes"),
    ("các đống đã bị hạ", "the heaps already lowered"),
    ("bit tự do: tạm để 0", "free bit: 0 for now"),
    ("cột đã chia hết", "column already divisible"),
    (
        "bật bit 1 ở đống đã hạ",
        "set the bit to 1 in a lowered heap",
    ),
    ("hạ thêm đống i", "lower heap i too"),
];

/// The C++ program and its Python twin, in the order of the panel's tabs.
pub const PROGRAMS: [Program; 2] = [
    Program {
        language: "C++",
        source: CPP,
        english: CPP_ENGLISH,
        anchors: &[
            (MooreCode::Residue, "int r = ones % (k + 1)"),
            (MooreCode::Verdict, "if (lose)"),
            (MooreCode::Nothing, "if (r == 0) continue"),
            (MooreCode::SetOnes, "t[touched[j]] |= 1LL << b"),
            (MooreCode::Lower, "touched.push_back(i)"),
            (MooreCode::Move, "cout << \"N\\n\""),
        ],
    },
    Program {
        language: "Python",
        source: PYTHON,
        english: PYTHON_ENGLISH,
        anchors: &[
            (MooreCode::Residue, "r = ones % (k + 1)"),
            (MooreCode::Verdict, "if lose:"),
            (MooreCode::Nothing, "if r == 0: continue"),
            (MooreCode::SetOnes, "t[i] |= 1 << b"),
            (MooreCode::Lower, "touched.append(i)"),
            (MooreCode::Move, "print(\"N\")"),
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
