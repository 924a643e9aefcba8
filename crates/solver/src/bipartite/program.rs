//! The programs the code panel shows beside the bipartite widget: a C++ program and its Python
//! twin that read `nl nr m`, then `m` edges `l r` (vertices numbered from 1 on each side),
//! build a maximum matching by augmenting paths (one breadth-first search from each left
//! vertex, exactly as [`super::BipartiteGraph::maximum_matching`] does, so the matching they
//! find is the one the widget draws), and print its size, then one letter per left vertex and
//! one per right vertex: `W` if the vertex is in every maximum matching (the player to move
//! from it wins), `L` if not.

/// A place in the program that a trace step executes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KuhnPoint {
    /// An augmenting path was found from the left vertex `s`: its edges are flipped.
    Augment,
    /// No augmenting path from `s`: it stays unmatched.
    NoPath,
    /// A vertex the matching leaves free is marked L.
    FreeLose,
    /// A vertex reached by an even alternating path from a free one is marked L.
    ReachedLose,
    /// A vertex no such path reaches keeps its W.
    StaysWin,
}

/// One program of the code panel, with its code points.
pub type KuhnProgram = crate::program::Program<KuhnPoint>;

const CPP: &str = r#"#include <bits/stdc++.h>
using namespace std;

int nl, nr, m;
vector<vector<int>> adjL, adjR;      // đỉnh kề của L1..Lnl và R1..Rnr
vector<int> mateL, mateR;            // bạn ghép (0: chưa ghép)

// Đỉnh nào bị MỘT cặp ghép cực đại nào đó bỏ trống? Những đỉnh trống, và những đỉnh đi tới
// được từ một đỉnh trống cùng bên theo đường xen kẽ: cạnh không ghép x-y rồi cạnh ghép y-z.
string label(int n, vector<vector<int>>& adj, vector<int>& mate, vector<int>& mateOther) {
    string res(n + 1, 'W');          // W: có mặt trong MỌI cặp ghép cực đại
    queue<int> q;
    for (int v = 1; v <= n; v++)
        if (!mate[v]) { res[v] = 'L'; q.push(v); }   // v trống
    while (!q.empty()) {
        int x = q.front(); q.pop();
        for (int y : adj[x]) {
            int z = mateOther[y];    // y chắc chắn đã ghép
            if (res[z] == 'W') { res[z] = 'L'; q.push(z); }   // đảo đường: z trống
        }
    }
    return res.substr(1);            // đỉnh không bị tới vẫn là W
}

int main() {
    cin >> nl >> nr >> m;
    adjL.assign(nl + 1, {}); adjR.assign(nr + 1, {});
    for (int i = 0; i < m; i++) {
        int l, r;
        cin >> l >> r;               // cạnh Ll - Rr
        adjL[l].push_back(r);
        adjR[r].push_back(l);
    }
    mateL.assign(nl + 1, 0); mateR.assign(nr + 1, 0);
    int size = 0;
    for (int s = 1; s <= nl; s++) {  // tìm đường tăng từ Ls (BFS)
        vector<int> from(nr + 1, 0); // Rr được tới từ L(from[r])
        queue<int> q; q.push(s);
        int freeR = 0;
        while (!q.empty() && !freeR) {
            int x = q.front(); q.pop();
            for (int r : adjL[x]) {
                if (from[r]) continue;
                from[r] = x;
                if (!mateR[r]) { freeR = r; break; }   // gặp đỉnh phải còn trống
                q.push(mateR[r]);
            }
        }
        if (!freeR) continue;        // không có đường tăng: Ls chưa ghép
        for (int r = freeR; r; ) {   // đảo các cạnh dọc đường tăng
            int x = from[r], old = mateL[x];
            mateL[x] = r; mateR[r] = x;
            r = old;
        }
        size++;
    }
    cout << size << '\n';
    cout << label(nl, adjL, mateL, mateR) << '\n';
    cout << label(nr, adjR, mateR, mateL) << '\n';
}
"#;

/// The English of the C++ program's comments.
const CPP_ENGLISH: &[(&str, &str)] = &[
    (
        "đỉnh kề của L1..Lnl và R1..Rnr",
        "neighbours of L1..Lnl and R1..Rnr",
    ),
    ("bạn ghép (0: chưa ghép)", "partner (0: unmatched)"),
    (
        "Đỉnh nào bị MỘT cặp ghép cực đại nào đó bỏ trống? Những đỉnh trống, và những đỉnh đi tới",
        "Which vertices does SOME maximum matching leave free? The free ones, and those reached",
    ),
    (
        "được từ một đỉnh trống cùng bên theo đường xen kẽ: cạnh không ghép x-y rồi cạnh ghép y-z.",
        "from a free one on the same side by an alternating path: unmatched x-y, then matched y-z.",
    ),
    (
        "W: có mặt trong MỌI cặp ghép cực đại",
        "W: in EVERY maximum matching",
    ),
    ("v trống", "v is free"),
    ("y chắc chắn đã ghép", "y is surely matched"),
    ("đảo đường: z trống", "flip the path: z becomes free"),
    ("đỉnh không bị tới vẫn là W", "vertices not reached stay W"),
    ("cạnh Ll - Rr", "edge Ll - Rr"),
    (
        "tìm đường tăng từ Ls (BFS)",
        "look for an augmenting path from Ls (BFS)",
    ),
    ("Rr được tới từ L(from[r])", "Rr reached from L(from[r])"),
    ("gặp đỉnh phải còn trống", "found a free right vertex"),
    (
        "không có đường tăng: Ls chưa ghép",
        "no augmenting path: Ls stays unmatched",
    ),
    (
        "đảo các cạnh dọc đường tăng",
        "flip the edges along the augmenting path",
    ),
];

const PYTHON: &str = r#"import sys
from collections import deque

def label(n, adj, mate, mate_other):
    # Đỉnh trống, và đỉnh tới được từ đỉnh trống cùng bên theo đường xen kẽ, là L.
    res = ["W"] * (n + 1)            # W: có mặt trong MỌI cặp ghép cực đại
    q = deque()
    for v in range(1, n + 1):
        if not mate[v]:
            res[v] = "L"             # v trống
            q.append(v)
    while q:
        x = q.popleft()
        for y in adj[x]:
            z = mate_other[y]        # y chắc chắn đã ghép
            if res[z] == "W":
                res[z] = "L"         # đảo đường: z trống
                q.append(z)
    return "".join(res[1:])          # đỉnh không bị tới vẫn là W

def main():
    data = list(map(int, sys.stdin.read().split()))
    nl, nr, m = data[0], data[1], data[2]
    adj_l = [[] for _ in range(nl + 1)]
    adj_r = [[] for _ in range(nr + 1)]
    for i in range(m):
        l, r = data[3 + 2 * i], data[4 + 2 * i]   # cạnh Ll - Rr
        adj_l[l].append(r)
        adj_r[r].append(l)
    mate_l = [0] * (nl + 1)          # bạn ghép (0: chưa ghép)
    mate_r = [0] * (nr + 1)
    size = 0
    for s in range(1, nl + 1):       # tìm đường tăng từ Ls (BFS)
        frm = [0] * (nr + 1)         # Rr được tới từ L(frm[r])
        q = deque([s])
        free_r = 0
        while q and not free_r:
            x = q.popleft()
            for r in adj_l[x]:
                if frm[r]:
                    continue
                frm[r] = x
                if not mate_r[r]:
                    free_r = r       # gặp đỉnh phải còn trống
                    break
                q.append(mate_r[r])
        if not free_r:
            continue                 # không có đường tăng: Ls chưa ghép
        r = free_r
        while r:                     # đảo các cạnh dọc đường tăng
            x, old = frm[r], mate_l[frm[r]]
            mate_l[x], mate_r[r] = r, x
            r = old
        size += 1
    print(size)
    print(label(nl, adj_l, mate_l, mate_r))
    print(label(nr, adj_r, mate_r, mate_l))

main()
"#;

/// The English of the Python program's comments.
const PYTHON_ENGLISH: &[(&str, &str)] = &[
    ("Đỉnh trống, và đỉnh tới được từ đỉnh trống cùng bên theo đường xen kẽ, là L.", "Free vertices, and those reached from a free one on the same side by an alternating path, are L."),
    ("W: có mặt trong MỌI cặp ghép cực đại", "W: in EVERY maximum matching"),
    ("v trống", "v is free"),
    ("y chắc chắn đã ghép", "y is surely matched"),
    ("đảo đường: z trống", "flip the path: z becomes free"),
    ("đỉnh không bị tới vẫn là W", "vertices not reached stay W"),
    ("cạnh Ll - Rr", "edge Ll - Rr"),
    ("bạn ghép (0: chưa ghép)", "partner (0: unmatched)"),
    ("tìm đường tăng từ Ls (BFS)", "look for an augmenting path from Ls (BFS)"),
    ("Rr được tới từ L(frm[r])", "Rr reached from L(frm[r])"),
    ("gặp đỉnh phải còn trống", "found a free right vertex"),
    ("không có đường tăng: Ls chưa ghép", "no augmenting path: Ls stays unmatched"),
    ("đảo các cạnh dọc đường tăng", "flip the edges along the augmenting path"),
];

/// The C++ program and its Python twin, in the order of the panel's tabs.
pub const PROGRAMS: [KuhnProgram; 2] = [
    KuhnProgram {
        language: "C++",
        source: CPP,
        english: CPP_ENGLISH,
        anchors: &[
            (KuhnPoint::Augment, "mateL[x] = r; mateR[r] = x;"),
            (KuhnPoint::NoPath, "if (!freeR) continue;"),
            (KuhnPoint::FreeLose, "if (!mate[v]) { res[v] = 'L'"),
            (KuhnPoint::ReachedLose, "if (res[z] == 'W')"),
            (KuhnPoint::StaysWin, "return res.substr(1);"),
        ],
    },
    KuhnProgram {
        language: "Python",
        source: PYTHON,
        english: PYTHON_ENGLISH,
        anchors: &[
            (KuhnPoint::Augment, "mate_l[x], mate_r[r] = r, x"),
            (
                KuhnPoint::NoPath,
                "continue                 # không có đường tăng",
            ),
            (KuhnPoint::FreeLose, "res[v] = \"L\""),
            (KuhnPoint::ReachedLose, "res[z] = \"L\""),
            (KuhnPoint::StaysWin, "return \"\".join(res[1:])"),
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
