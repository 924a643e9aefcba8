//! The short programs the code panel shows next to the Grundy row of an octal game, and where
//! each step of the trace sits in them. Input: the code and `n` (e.g. `0.77 10`); output:
//! `G(0) … G(n)`.

/// A place in the program that a trace step executes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodePoint {
    /// Removing the whole heap: value 0.
    WholeHeap,
    /// Leaving one heap: value `g[i − k]`.
    OneHeap,
    /// Splitting the rest into `x + y`: value `g[x] ^ g[y]`.
    Split,
    /// `g[i] = mex`.
    Mex,
}

/// One program of the code panel, with its code points.
pub type Program = crate::program::Program<CodePoint>;

const CPP: &str = r#"#include <bits/stdc++.h>
using namespace std;

int main() {
    string code;
    int n;
    cin >> code >> n;                      // ví dụ: 0.77 10
    size_t dot = code.find('.');
    vector<int> d(1, dot == 0 ? 0 : code[0] - '0');   // d[0]: chữ số trước dấu chấm
    for (size_t j = dot + 1; j < code.size(); j++) d.push_back(code[j] - '0');
    int t = d.size() - 1;
    vector<int> g(n + 1, 0);
    for (int i = 0; i <= n; i++) {
        set<int> seen;                     // giá trị của các nước đi từ đống i
        for (int k = 0; k <= min(t, i); k++) {
            int rest = i - k;
            if ((d[k] & 1) && rest == 0) seen.insert(0);            // bốc cả đống
            if ((d[k] & 2) && rest >= 1) seen.insert(g[rest]);      // còn một đống
            if (d[k] & 4)
                for (int x = 1; 2 * x <= rest; x++)
                    seen.insert(g[x] ^ g[rest - x]);                // tách hai đống
        }
        int mex = 0;
        while (seen.count(mex)) mex++;
        g[i] = mex;                        // ghi g[i]
    }
    for (int i = 0; i <= n; i++) cout << g[i] << (i == n ? '\n' : ' ');
}
"#;

/// The English of the C++ program's comments.
const CPP_ENGLISH: &[(&str, &str)] = &[
    ("ví dụ: 0.77 10", "e.g. 0.77 10"),
    (
        "d[0]: chữ số trước dấu chấm",
        "d[0]: the digit before the dot",
    ),
    (
        "giá trị của các nước đi từ đống i",
        "values of the moves from heap i",
    ),
    ("bốc cả đống", "take the whole heap"),
    ("còn một đống", "one heap left"),
    ("tách hai đống", "split into two heaps"),
    ("ghi g[i]", "store g[i]"),
];

const PYTHON: &str = r#"import sys

def main():
    code, n = sys.stdin.read().split()     # ví dụ: 0.77 10
    n = int(n)
    head, tail = code.split(".")
    d = [int(head or "0")] + [int(c) for c in tail]   # d[0]: chữ số trước dấu chấm
    t = len(d) - 1
    g = [0] * (n + 1)
    for i in range(n + 1):
        seen = set()                       # giá trị của các nước đi từ đống i
        for k in range(min(t, i) + 1):
            rest = i - k
            if d[k] & 1 and rest == 0:
                seen.add(0)                # bốc cả đống
            if d[k] & 2 and rest >= 1:
                seen.add(g[rest])          # còn một đống
            if d[k] & 4:
                for x in range(1, rest // 2 + 1):
                    seen.add(g[x] ^ g[rest - x])   # tách hai đống
        mex = 0
        while mex in seen:
            mex += 1
        g[i] = mex                         # ghi g[i]
    print(*g)

main()
"#;

/// The English of the Python program's comments.
const PYTHON_ENGLISH: &[(&str, &str)] = &[
    ("ví dụ: 0.77 10", "e.g. 0.77 10"),
    (
        "d[0]: chữ số trước dấu chấm",
        "d[0]: the digit before the dot",
    ),
    (
        "giá trị của các nước đi từ đống i",
        "values of the moves from heap i",
    ),
    ("bốc cả đống", "take the whole heap"),
    ("còn một đống", "one heap left"),
    ("tách hai đống", "split into two heaps"),
    ("ghi g[i]", "store g[i]"),
];

/// The C++ program and its Python twin, in the order of the panel's tabs.
pub const PROGRAMS: [Program; 2] = [
    Program {
        language: "C++",
        source: CPP,
        english: CPP_ENGLISH,
        anchors: &[
            (CodePoint::WholeHeap, "// bốc cả đống"),
            (CodePoint::OneHeap, "// còn một đống"),
            (CodePoint::Split, "// tách hai đống"),
            (CodePoint::Mex, "// ghi g[i]"),
        ],
    },
    Program {
        language: "Python",
        source: PYTHON,
        english: PYTHON_ENGLISH,
        anchors: &[
            (CodePoint::WholeHeap, "# bốc cả đống"),
            (CodePoint::OneHeap, "# còn một đống"),
            (CodePoint::Split, "# tách hai đống"),
            (CodePoint::Mex, "# ghi g[i]"),
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
        assert_eq!(PROGRAMS[0].line_of(CodePoint::Mex), Some(25));
        assert_eq!(PROGRAMS[1].line_of(CodePoint::Split), Some(20));
    }
}
