//! The Grundy values of a subtraction game computed by mex, then a sum of piles judged by
//! XOR (Sprague–Grundy), as the mex widget animates it: for each state two steps (gather the
//! Grundy values one move away, then take their mex), then one step per pile and the XOR.

use super::{MoveSet, SubtractionGame, Table};
use crate::lang::Lang;
use crate::program::Program;
use crate::sorting;
use crate::trace::{page_range, TraceStep, Traced};

/// Where a step of the mex trace sits in the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MexPoint {
    Gather,
    Mex,
    Pile,
    Verdict,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MexStep {
    /// State `x`: the states one move away and their Grundy values.
    Gather {
        x: usize,
        options: Vec<(usize, u32)>,
    },
    /// State `x`: `g(x)` is the smallest value missing from `present` (sorted, distinct).
    Mex {
        x: usize,
        value: u32,
        present: Vec<u32>,
    },
    /// Pile number `index` (from 0) of `size` stones has Grundy value `grundy`; `running` is
    /// the XOR of the piles so far.
    Pile {
        index: usize,
        size: usize,
        grundy: u32,
        running: u32,
    },
    /// The XOR of all piles' Grundy values decides: the first player wins iff it is not 0.
    Verdict { grundy: Vec<u32>, total: u32 },
}

/// The mex trace over `0..=max(piles)` followed by the piles; read step by step, keeping only
/// the table (memory grows with the largest pile, not with the steps).
pub struct MexTrace {
    game: SubtractionGame,
    piles: Vec<usize>,
    table: Table,
}

impl MexTrace {
    pub fn new(game: &SubtractionGame, piles: &[usize]) -> MexTrace {
        let top = piles.iter().copied().max().unwrap_or(0);
        MexTrace {
            game: game.clone(),
            piles: piles.to_vec(),
            table: game.table(top),
        }
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    fn states(&self) -> u64 {
        self.table.grundy.len() as u64
    }

    pub fn moves(&self) -> &MoveSet {
        &self.game.moves
    }

    pub fn piles(&self) -> &[usize] {
        &self.piles
    }

    /// The largest value a mex can take: `g(x)` is the mex of at most `m` values (one per
    /// move), so it is at most `m`, and the mex row `0..=m` holds every mex.
    pub fn mex_bound(&self) -> usize {
        self.game.moves.values().len()
    }

    /// The index of the step that writes `g(x)` (the gathering step comes just before it).
    pub fn mex_step(&self, x: usize) -> u64 {
        2 * x as u64 + 1
    }

    /// The index of the step that shows pile `index` (from 0) in binary.
    pub fn pile_step(&self, index: usize) -> u64 {
        2 * self.states() + index as u64
    }

    /// The states one move away from `x`, with their Grundy values.
    pub fn options(&self, x: usize) -> Vec<(usize, u32)> {
        let grundy = &self.table.grundy;
        self.game.moves.targets(x).map(|t| (t, grundy[t])).collect()
    }

    pub fn total(&self) -> u64 {
        2 * self.states() + self.piles.len() as u64 + 1
    }

    pub fn step(&self, index: u64) -> Option<MexStep> {
        let grundy = &self.table.grundy;
        if index < 2 * self.states() {
            let x = (index / 2) as usize;
            let options = self.options(x);
            return Some(if index % 2 == 0 {
                MexStep::Gather { x, options }
            } else {
                let mut present: Vec<u32> = options.iter().map(|&(_, g)| g).collect();
                sorting::sort_unique(&mut present);
                MexStep::Mex {
                    x,
                    value: grundy[x],
                    present,
                }
            });
        }
        let pile = (index - 2 * self.states()) as usize;
        let values: Vec<u32> = self.piles.iter().map(|&p| grundy[p]).collect();
        match pile.cmp(&self.piles.len()) {
            std::cmp::Ordering::Less => Some(MexStep::Pile {
                index: pile,
                size: self.piles[pile],
                grundy: values[pile],
                running: values[..=pile].iter().fold(0, |x, g| x ^ g),
            }),
            std::cmp::Ordering::Equal => Some(MexStep::Verdict {
                total: values.iter().fold(0, |x, g| x ^ g),
                grundy: values,
            }),
            std::cmp::Ordering::Greater => None,
        }
    }
}

impl MexStep {
    pub fn code_point(&self) -> MexPoint {
        match self {
            MexStep::Gather { .. } => MexPoint::Gather,
            MexStep::Mex { .. } => MexPoint::Mex,
            MexStep::Pile { .. } => MexPoint::Pile,
            MexStep::Verdict { .. } => MexPoint::Verdict,
        }
    }

    pub fn sentence(&self, lang: Lang) -> String {
        let set = |values: &mut dyn Iterator<Item = u32>| {
            let list: Vec<String> = values.map(|g| g.to_string()).collect();
            format!("{{{}}}", list.join(", "))
        };
        match self {
            MexStep::Gather { x, options } if options.is_empty() => lang.pick(
                format!("Ô {x}: không có nước đi nào, tập Grundy đến được là rỗng."),
                format!(
                    "State {x}: no move is possible; the set of reachable Grundy numbers is empty."
                ),
            ),
            MexStep::Gather { x, options } => {
                let targets: Vec<String> = options.iter().map(|(t, _)| t.to_string()).collect();
                let values = set(&mut options.iter().map(|&(_, g)| g));
                lang.pick(
                    format!(
                        "Ô {x} đi được tới {}; số Grundy ở đó là {values}.",
                        targets.join(", ")
                    ),
                    format!(
                        "State {x} reaches {}; their Grundy numbers are {values}.",
                        targets.join(", ")
                    ),
                )
            }
            MexStep::Mex { x, value, present } => {
                let values = set(&mut present.iter().copied());
                lang.pick(
                    format!("mex{values} = {value}: số nhỏ nhất không có trong tập, nên g({x}) = {value}."),
                    format!("mex{values} = {value}, the smallest number not in the set, so g({x}) = {value}."),
                )
            }
            MexStep::Pile {
                index,
                size,
                grundy,
                ..
            } => {
                let number = index + 1;
                lang.pick(
                    format!("Đống {number} có {size} viên: g({size}) = {grundy} = {grundy:b} (nhị phân)."),
                    format!("Pile {number} has {size} stones: g({size}) = {grundy} = {grundy:b} in binary."),
                )
            }
            MexStep::Verdict { grundy, total } => {
                let terms: Vec<String> = grundy.iter().map(|g| g.to_string()).collect();
                let sum = terms.join(" ⊕ ");
                if *total == 0 {
                    lang.pick(
                        format!("{sum} = 0: người đi trước thua, dù từng đống riêng có thể là thế thắng."),
                        format!("{sum} = 0: the first player loses, even if each pile alone is a win."),
                    )
                } else {
                    lang.pick(
                        format!("{sum} = {total} ≠ 0: người đi trước thắng."),
                        format!("{sum} = {total} ≠ 0: the first player wins."),
                    )
                }
            }
        }
    }

    pub fn variables(&self) -> Vec<(String, String)> {
        let pair = |name: &str, value: String| (name.to_string(), value);
        match self {
            MexStep::Gather { x, options } => vec![
                pair("x", x.to_string()),
                pair("g[x - t]", {
                    let values: Vec<String> = options.iter().map(|(_, g)| g.to_string()).collect();
                    values.join(", ")
                }),
            ],
            MexStep::Mex { x, value, .. } => vec![
                pair("x", x.to_string()),
                pair("v", value.to_string()),
                pair("g[x]", value.to_string()),
            ],
            MexStep::Pile {
                size,
                grundy,
                running,
                ..
            } => vec![
                pair("x", size.to_string()),
                pair("g[x]", grundy.to_string()),
                pair("X", running.to_string()),
            ],
            MexStep::Verdict { total, .. } => vec![pair("X", total.to_string())],
        }
    }

    /// The step in the shape every family shares: cells are states `[x]`.
    pub fn view(&self) -> TraceStep {
        let point = self.code_point();
        let (reads, write, value) = match self {
            MexStep::Gather { options, .. } => (
                options.iter().map(|&(t, _)| vec![t as u64]).collect(),
                None,
                None,
            ),
            MexStep::Mex { x, value, .. } => {
                (Vec::new(), Some(vec![*x as u64]), Some(value.to_string()))
            }
            MexStep::Pile { size, .. } => (vec![vec![*size as u64]], None, None),
            MexStep::Verdict { .. } => (Vec::new(), None, None),
        };
        TraceStep {
            reads,
            write,
            value,
            ..TraceStep::at(&MEX_PROGRAMS, point, self.variables(), |lang| {
                self.sentence(lang)
            })
        }
    }
}

impl Traced for MexTrace {
    fn total(&self) -> u64 {
        MexTrace::total(self)
    }

    fn page(&self, from: u64, count: usize) -> Vec<TraceStep> {
        page_range(self.total(), from, count)
            .filter_map(|k| self.step(k))
            .map(|step| step.view())
            .collect()
    }
}

const MEX_CPP: &str = r#"#include <bits/stdc++.h>
using namespace std;

int main() {
    int m, k;
    cin >> m >> k;                        // m nước đi, k đống
    vector<int> s(m), a(k);
    for (int &t : s) cin >> t;
    for (int &x : a) cin >> x;
    int top = *max_element(a.begin(), a.end());
    vector<int> g(top + 1);
    for (int x = 0; x <= top; x++) {
        vector<bool> seen(m + 1, false);  // g[x] <= m nên mex <= m
        for (int t : s)
            if (t <= x) seen[g[x - t]] = true;   // gom Grundy các ô đến được
        int v = 0;
        while (seen[v]) v++;              // mex: số nhỏ nhất chưa có
        g[x] = v;
    }
    int X = 0;
    for (int x : a) X ^= g[x];            // Sprague–Grundy: XOR các đống
    cout << (X != 0 ? "An" : "Binh") << '\n';
}
"#;

/// The English of the C++ program's comments.
const MEX_CPP_ENGLISH: &[(&str, &str)] = &[
    ("m nước đi, k đống", "m moves, k piles"),
    ("g[x] <= m nên mex <= m", "g[x] <= m, so mex <= m"),
    (
        "gom Grundy các ô đến được",
        "gather the Grundy numbers of the states reached",
    ),
    (
        "mex: số nhỏ nhất chưa có",
        "mex: the smallest number not seen",
    ),
    (
        "Sprague–Grundy: XOR các đống",
        "Sprague–Grundy: XOR of the piles",
    ),
];

const MEX_PYTHON: &str = r#"import sys

def main():
    m, k, *rest = map(int, sys.stdin.read().split())
    s, a = rest[:m], rest[m:m + k]
    top = max(a)
    g = [0] * (top + 1)
    for x in range(top + 1):
        seen = [False] * (m + 1)          # g[x] <= m nên mex <= m
        for t in s:
            if t <= x:
                seen[g[x - t]] = True     # gom Grundy các ô đến được
        v = 0
        while seen[v]:
            v += 1                        # mex: số nhỏ nhất chưa có
        g[x] = v
    X = 0
    for x in a:
        X ^= g[x]                         # Sprague–Grundy: XOR các đống
    print("An" if X != 0 else "Binh")

main()
"#;

/// The English of the Python program's comments.
const MEX_PYTHON_ENGLISH: &[(&str, &str)] = &[
    ("g[x] <= m nên mex <= m", "g[x] <= m, so mex <= m"),
    (
        "gom Grundy các ô đến được",
        "gather the Grundy numbers of the states reached",
    ),
    (
        "mex: số nhỏ nhất chưa có",
        "mex: the smallest number not seen",
    ),
    (
        "Sprague–Grundy: XOR các đống",
        "Sprague–Grundy: XOR of the piles",
    ),
];

/// The mex program in C++ and Python.
pub const MEX_PROGRAMS: [Program<MexPoint>; 2] = [
    Program {
        language: "C++",
        source: MEX_CPP,
        english: MEX_CPP_ENGLISH,
        anchors: &[
            (MexPoint::Gather, "seen[g[x - t]] = true"),
            (MexPoint::Mex, "g[x] = v;"),
            (MexPoint::Pile, "X ^= g[x]"),
            (MexPoint::Verdict, "cout << (X"),
        ],
    },
    Program {
        language: "Python",
        source: MEX_PYTHON,
        english: MEX_PYTHON_ENGLISH,
        anchors: &[
            (MexPoint::Gather, "seen[g[x - t]] = True"),
            (MexPoint::Mex, "g[x] = v"),
            (MexPoint::Pile, "X ^= g[x]"),
            (MexPoint::Verdict, "print("),
        ],
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::subtraction::MoveSet;

    fn lesson() -> MexTrace {
        MexTrace::new(
            &SubtractionGame::new(MoveSet::parse("1 3 4").expect("valid")),
            &[4, 6],
        )
    }

    #[test]
    fn lesson_example_piles_4_and_6_lose() {
        // 002_2be10b415b5e8b28.txt, part 3: moves {1, 3, 4}, piles 4 and 6: 2 ⊕ 2 = 0.
        let trace = lesson();
        assert_eq!(trace.total(), 2 * 7 + 2 + 1);
        let last = trace.step(trace.total() - 1).expect("verdict");
        assert_eq!(
            last,
            MexStep::Verdict {
                grundy: vec![2, 2],
                total: 0
            }
        );
        assert_eq!(
            last.sentence(Lang::Vi),
            "2 ⊕ 2 = 0: người đi trước thua, dù từng đống riêng có thể là thế thắng."
        );
        assert_eq!(trace.step(trace.total()), None);
    }

    #[test]
    fn gather_then_mex_for_each_state() {
        let trace = lesson();
        // State 5 reaches 4, 2, 1 with Grundy values 2, 0, 1: mex{0, 1, 2} = 3.
        assert_eq!(
            trace.step(10),
            Some(MexStep::Gather {
                x: 5,
                options: vec![(4, 2), (2, 0), (1, 1)]
            })
        );
        let mex = trace.step(11).expect("mex step");
        assert_eq!(
            mex,
            MexStep::Mex {
                x: 5,
                value: 3,
                present: vec![0, 1, 2]
            }
        );
        assert_eq!(
            mex.sentence(Lang::En),
            "mex{0, 1, 2} = 3, the smallest number not in the set, so g(5) = 3."
        );
        assert_eq!(mex.view().write, Some(vec![5]));
        assert_eq!(mex.view().cpp_line, Some(18));
    }

    #[test]
    fn anchors_are_on_one_line_each() {
        for program in MEX_PROGRAMS {
            assert_eq!(program.misplaced_anchors(), Vec::<String>::new());
            assert_eq!(program.english_problems(), Vec::<String>::new());
        }
    }

    #[test]
    fn pages_cover_the_trace() {
        let trace = lesson();
        let all = trace.page(0, usize::MAX);
        assert_eq!(all.len() as u64, trace.total());
        assert_eq!(trace.page(3, 2), all[3..5].to_vec());
    }
}
