//! The small games the tests play, shared by this crate's tests and the course's (whose tests
//! of the play panel's words play the same games): the `fixtures` feature, which only
//! dev-dependencies ask for, so no build of the site carries them.

use crate::bipartite::play::TokenRules;
use crate::bipartite::BipartiteGraph;
use crate::coin_turning::play::CoinGame;
use crate::coin_turning::{CoinBoard, CoinRule};
use crate::graph::play::GraphRules;
use crate::graph::{GameGraph, Loops, PlayRule};
use crate::input::RawInt;
use crate::play::{Match, Side};
use crate::wythoff::{Heaps, QueenGame};

/// The graph widget's default graph on 7 vertices: 0 → 1 → 2 → 0 (a cycle), 0 → 3 → 4, 5 → 4,
/// 5 → 0, 6 → 5.
pub const DEFAULT_GRAPH: [(i128, i128); 8] = [
    (0, 1),
    (1, 2),
    (2, 0),
    (0, 3),
    (3, 4),
    (5, 4),
    (5, 0),
    (6, 5),
];

/// The rules of the token game on [`DEFAULT_GRAPH`].
pub fn default_graph(misere: bool) -> GraphRules {
    let edges: Vec<(RawInt, RawInt)> = DEFAULT_GRAPH
        .iter()
        .map(|&(u, v)| (RawInt::Value(u), RawInt::Value(v)))
        .collect();
    let graph = GameGraph::new(7, &edges, Loops::Allowed).expect("a valid graph");
    GraphRules::new(graph, PlayRule::from_misere(misere))
}

/// The path L1 — R1 — L2 — R2, for the token game on a bipartite graph.
pub fn path_graph() -> TokenRules {
    TokenRules::new(
        BipartiteGraph::from_edges(2, 2, &[(0, 0), (1, 0), (1, 1)]).expect("valid graph"),
    )
}

/// A coin-turning match on `n` coins under `rule`, heads at the places `heads` (from 0).
pub fn coin_match(rule: CoinRule, n: u64, heads: &[usize], first: Side) -> Match<CoinGame> {
    let board = CoinBoard::new(rule, n).expect("valid");
    let mut faces = vec![false; board.places()];
    for &h in heads {
        faces[h] = true;
    }
    Match::new(CoinGame { board }, faces, first)
}

/// The square (a, b) of Wythoff's board.
pub fn square(a: u64, b: u64) -> Heaps {
    Heaps { a, b }
}

/// A match of Wythoff's queen on a 12 × 12 board.
pub fn queen_match(start: Heaps, first: Side) -> Match<QueenGame> {
    Match::new(QueenGame { size: 12 }, start, first)
}
