//! The retrograde analysis as the code panel shows it: a C++ program and its Python twin that
//! read `n m misere` then the `m` edges `u v` (vertices from 0) and print one letter W, L or D
//! per vertex. Each trace step points at the line that performs it.

/// A place in the program that a trace step executes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RetroPoint {
    /// A vertex without moves is decided by the terminal rule and queued.
    Terminal,
    /// The front of the queue is popped.
    Pop,
    /// A predecessor already decided is passed over.
    Skip,
    /// A predecessor of an L vertex becomes W.
    MarkWin,
    /// A predecessor of a W vertex loses one chance; its counter goes down.
    Decrement,
    /// A predecessor whose counter reached 0 becomes L.
    MarkLose,
    /// The queue is empty: what is left undecided is printed as D.
    Finish,
}

/// One program of the code panel, with its code points.
pub type RetroProgram = crate::program::Program<RetroPoint>;

const CPP: &str = r#"#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m, misere;
    cin >> n >> m >> misere;
    vector<vector<int>> pred(n);
    vector<int> deg(n, 0);               // số nước đi còn "chưa biết" của mỗi đỉnh
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;                   // cạnh u -> v
        pred[v].push_back(u);
        deg[u]++;
    }
    vector<char> res(n, 'D');            // chưa xác định
    queue<int> q;
    for (int v = 0; v < n; v++)
        if (deg[v] == 0) {               // không còn nước đi
            res[v] = misere ? 'W' : 'L';
            q.push(v);
        }
    while (!q.empty()) {
        int u = q.front(); q.pop();
        for (int p : pred[u]) {
            if (res[p] != 'D') continue; // p đã xác định
            if (res[u] == 'L') {
                res[p] = 'W';            // p đi tới u (L) là thắng
                q.push(p);
            } else if (--deg[p] == 0) {
                res[p] = 'L';            // mọi nước của p đều tới W
                q.push(p);
            }
        }
    }
    for (int v = 0; v < n; v++) cout << res[v];   // còn D là hòa
    cout << '\n';
}
"#;

/// The English of the C++ program's comments.
const CPP_ENGLISH: &[(&str, &str)] = &[
    (
        "số nước đi còn \"chưa biết\" của mỗi đỉnh",
        "number of moves still \"unknown\" from each vertex",
    ),
    ("cạnh u -> v", "edge u -> v"),
    ("chưa xác định", "undecided"),
    ("không còn nước đi", "no moves left"),
    ("p đã xác định", "p already decided"),
    ("p đi tới u (L) là thắng", "p wins by moving to u (L)"),
    ("mọi nước của p đều tới W", "every move of p leads to W"),
    ("còn D là hòa", "whatever is still D is a draw"),
];

const PYTHON: &str = r#"import sys
from collections import deque

def main():
    data = list(map(int, sys.stdin.read().split()))
    n, m, misere = data[0], data[1], data[2]
    pred = [[] for _ in range(n)]
    deg = [0] * n                        # số nước đi còn "chưa biết" của mỗi đỉnh
    for i in range(m):
        u, v = data[3 + 2 * i], data[4 + 2 * i]   # cạnh u -> v
        pred[v].append(u)
        deg[u] += 1
    res = ["D"] * n                      # chưa xác định
    q = deque()
    for v in range(n):
        if deg[v] == 0:                  # không còn nước đi
            res[v] = "W" if misere else "L"
            q.append(v)
    while q:
        u = q.popleft()
        for p in pred[u]:
            if res[p] != "D":
                continue                 # p đã xác định
            if res[u] == "L":
                res[p] = "W"             # p đi tới u (L) là thắng
                q.append(p)
            else:
                deg[p] -= 1
                if deg[p] == 0:
                    res[p] = "L"         # mọi nước của p đều tới W
                    q.append(p)
    print("".join(res))                  # còn D là hòa

main()
"#;

/// The English of the Python program's comments.
const PYTHON_ENGLISH: &[(&str, &str)] = &[
    (
        "số nước đi còn \"chưa biết\" của mỗi đỉnh",
        "number of moves still \"unknown\" from each vertex",
    ),
    ("cạnh u -> v", "edge u -> v"),
    ("chưa xác định", "undecided"),
    ("không còn nước đi", "no moves left"),
    ("p đã xác định", "p already decided"),
    ("p đi tới u (L) là thắng", "p wins by moving to u (L)"),
    ("mọi nước của p đều tới W", "every move of p leads to W"),
    ("còn D là hòa", "whatever is still D is a draw"),
];

/// The C++ program and its Python twin, in the order of the panel's tabs.
pub const RETRO_PROGRAMS: [RetroProgram; 2] = [
    RetroProgram {
        language: "C++",
        source: CPP,
        english: CPP_ENGLISH,
        anchors: &[
            (RetroPoint::Terminal, "res[v] = misere"),
            (RetroPoint::Pop, "int u = q.front()"),
            (RetroPoint::Skip, "if (res[p] != 'D')"),
            (RetroPoint::MarkWin, "res[p] = 'W'"),
            (RetroPoint::Decrement, "--deg[p] == 0"),
            (RetroPoint::MarkLose, "res[p] = 'L'"),
            (RetroPoint::Finish, "cout << res[v]"),
        ],
    },
    RetroProgram {
        language: "Python",
        source: PYTHON,
        english: PYTHON_ENGLISH,
        anchors: &[
            (RetroPoint::Terminal, "res[v] = \"W\" if misere"),
            (RetroPoint::Pop, "u = q.popleft()"),
            (RetroPoint::Skip, "if res[p] != \"D\""),
            (RetroPoint::MarkWin, "res[p] = \"W\""),
            (RetroPoint::Decrement, "deg[p] -= 1"),
            (RetroPoint::MarkLose, "res[p] = \"L\""),
            (RetroPoint::Finish, "print(\"\".join(res))"),
        ],
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_anchor_is_on_exactly_one_line() {
        for program in RETRO_PROGRAMS {
            assert_eq!(program.misplaced_anchors(), Vec::<String>::new());
            assert_eq!(program.english_problems(), Vec::<String>::new());
        }
        assert_eq!(RETRO_PROGRAMS[0].line_of(RetroPoint::Pop), Some(23));
        assert_eq!(RETRO_PROGRAMS[1].line_of(RetroPoint::Pop), Some(20));
    }
}
