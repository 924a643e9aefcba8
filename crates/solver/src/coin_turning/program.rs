//! The short programs the coin-turning widget shows: the base values of a row (or grid) by the
//! recurrence, one place at a time, then the XOR of the heads. Judge input: `rule n k` then the
//! `k` coins showing heads, numbered from 1 (a grid of side `n` numbers its `n²` coins row by
//! row). Output: the base values of coins `1..`, then the sum, then `First` or `Second`.

/// A place in the program that a trace step executes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodePoint {
    /// The XOR of one turn set is recorded as an option.
    Options,
    /// `g[s]` is set to the mex of the options.
    Mex,
    /// The heads' values are XORed and the verdict printed.
    Sum,
}

/// One program of the code panel, with its code points.
pub type Program = crate::program::Program<CodePoint>;

const CPP: &str = r#"#include <bits/stdc++.h>
using namespace std;

// Các xu lật cùng xu s (ngoài s), theo luật; xu đánh số từ 1.
vector<vector<int>> turnSets(const string& rule, int s) {
    vector<vector<int>> sets;
    if (rule == "turtles") {           // s, có thể thêm một xu t < s
        sets.push_back({});
        for (int t = 1; t < s; t++) sets.push_back({t});
    } else if (rule == "ruler") {      // một dãy liền nhau t..s
        for (int t = 1; t <= s; t++) {
            vector<int> run;
            for (int u = t; u < s; u++) run.push_back(u);
            sets.push_back(run);
        }
    } else {                           // grid: chỉ lật s
        sets.push_back({});
    }
    return sets;
}

int main() {
    string rule;
    int n, k;
    cin >> rule >> n >> k;
    int places = rule == "grid" ? n * n : n;
    vector<long long> g(places + 1, 0);
    for (int s = 1; s <= places; s++) {
        set<long long> options;
        for (auto& T : turnSets(rule, s)) {
            long long x = 0;
            for (int t : T) x ^= g[t];
            options.insert(x);         // giá trị còn lại sau cách lật này
        }
        long long m = 0;
        while (options.count(m)) m++;
        g[s] = m;                      // mex của các giá trị
    }
    long long total = 0;
    for (int i = 0; i < k; i++) {
        int h;
        cin >> h;
        total ^= g[h];                 // cộng XOR các xu ngửa
    }
    for (int s = 1; s <= places; s++) cout << g[s] << (s < places ? ' ' : '\n');
    cout << total << '\n' << (total != 0 ? "First" : "Second") << '\n';
}
"#;

/// The English of the C++ program's comments.
const CPP_ENGLISH: &[(&str, &str)] = &[
    (
        "Các xu lật cùng xu s (ngoài s), theo luật; xu đánh số từ 1.",
        "The coins turned along with coin s (besides s), by the rule; coins are numbered from 1.",
    ),
    (
        "s, có thể thêm một xu t < s",
        "s, maybe plus one coin t < s",
    ),
    ("một dãy liền nhau t..s", "a consecutive run t..s"),
    ("grid: chỉ lật s", "grid: turn s only"),
    (
        "giá trị còn lại sau cách lật này",
        "the value left after this turn",
    ),
    ("mex của các giá trị", "mex of the values"),
    ("cộng XOR các xu ngửa", "XOR of the coins showing heads"),
];

const PYTHON: &str = r#"import sys

def turn_sets(rule, s):
    # Các xu lật cùng xu s (ngoài s), theo luật; xu đánh số từ 1.
    if rule == "turtles":              # s, có thể thêm một xu t < s
        return [[]] + [[t] for t in range(1, s)]
    if rule == "ruler":                # một dãy liền nhau t..s
        return [list(range(t, s)) for t in range(1, s + 1)]
    return [[]]                        # grid: chỉ lật s

def main():
    data = sys.stdin.read().split()
    rule, n, k = data[0], int(data[1]), int(data[2])
    heads = [int(h) for h in data[3:3 + k]]
    places = n * n if rule == "grid" else n
    g = [0] * (places + 1)
    for s in range(1, places + 1):
        options = set()
        for T in turn_sets(rule, s):
            x = 0
            for t in T:
                x ^= g[t]
            options.add(x)             # giá trị còn lại sau cách lật này
        m = 0
        while m in options:
            m += 1
        g[s] = m                       # mex của các giá trị
    total = 0
    for h in heads:
        total ^= g[h]                  # cộng XOR các xu ngửa
    print(*g[1:])
    print(total)
    print("First" if total != 0 else "Second")

main()
"#;

/// The English of the Python program's comments.
const PYTHON_ENGLISH: &[(&str, &str)] = &[
    (
        "Các xu lật cùng xu s (ngoài s), theo luật; xu đánh số từ 1.",
        "The coins turned along with coin s (besides s), by the rule; coins are numbered from 1.",
    ),
    (
        "s, có thể thêm một xu t < s",
        "s, maybe plus one coin t < s",
    ),
    ("một dãy liền nhau t..s", "a consecutive run t..s"),
    ("grid: chỉ lật s", "grid: turn s only"),
    (
        "giá trị còn lại sau cách lật này",
        "the value left after this turn",
    ),
    ("mex của các giá trị", "mex of the values"),
    ("cộng XOR các xu ngửa", "XOR of the coins showing heads"),
];

/// The C++ program and its Python twin, in the order of the panel's tabs.
pub const PROGRAMS: [Program; 2] = [
    Program {
        language: "C++",
        source: CPP,
        english: CPP_ENGLISH,
        anchors: &[
            (CodePoint::Options, "options.insert(x)"),
            (CodePoint::Mex, "g[s] = m;"),
            (CodePoint::Sum, "total ^= g[h]"),
        ],
    },
    Program {
        language: "Python",
        source: PYTHON,
        english: PYTHON_ENGLISH,
        anchors: &[
            (CodePoint::Options, "options.add(x)"),
            (CodePoint::Mex, "g[s] = m "),
            (CodePoint::Sum, "total ^= g[h]"),
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
