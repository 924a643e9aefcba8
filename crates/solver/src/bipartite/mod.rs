//! The bipartite-graph game (seed 000): a token sits on a vertex `v` of an undirected graph; a
//! move slides it to a neighbour `u` and deletes `v` with its edges; the player whose token has
//! no neighbour left loses. In the variant, the first player places the token anywhere and the
//! second player makes the first move.
//!
//! **Theorem used.** The player to move from `v` wins exactly when `v` is matched in *every*
//! maximum matching. Proof idea: if so, moving to `v`'s partner `u` in a maximum matching `M`
//! leaves `G − v`, where `M` minus that edge is maximum and misses `u`; if some maximum matching
//! misses `v`, every neighbour of `v` is matched by it (else it would grow), and the opponent
//! answers with the same strategy. So the first player wins the variant exactly when some vertex
//! is missed by a maximum matching, i.e. when the graph has no perfect matching.
//!
//! **Computing "in every maximum matching".** Take one maximum matching `M`. A vertex is missed
//! by some maximum matching exactly when an even alternating path (free edge, then matched edge,
//! …) leads to it from a vertex `M` leaves free on the same side: swapping along the path frees
//! it, and conversely the symmetric difference of two maximum matchings is made of such paths.

use crate::input::{Field, InputError, Problem, RawInt};
use crate::outcome::Outcome;

mod parse;
pub mod play;
pub mod program;
pub mod trace;

pub use parse::{
    edge_name, edges_text, judge_input, parse_edges, parse_judge, parse_side, vertex_name,
    JudgeGraph, EDGE_COUNT,
};
pub use trace::BipartiteTrace;

/// At most this many vertices on each side (the matching costs `O(V · E)`).
pub const MAX_SIDE: u64 = 2_000;
/// At most this many edges.
pub const MAX_BIPARTITE_EDGES: usize = 20_000;

/// How many vertices the left side has (numbered from 0).
pub const LEFT: Field = Field::new("left", "Số đỉnh bên trái", "Left vertices", "3");
/// How many vertices the right side has (numbered from 0).
pub const RIGHT: Field = Field::new("right", "Số đỉnh bên phải", "Right vertices", "2");
/// The edges, as pairs `l r` (a left vertex, then a right vertex).
pub const BIPARTITE_EDGES: Field = Field::new("edges", "Các cạnh", "Edges", "0 0, 1 0, 1 1");

/// The half of the graph a vertex lies in: left or right. (Who plays a move is
/// [`crate::play::Side`].)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Half {
    Left,
    Right,
}

/// A vertex: its side and its number on that side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Vertex {
    pub half: Half,
    pub index: usize,
}

/// A validated bipartite graph with its neighbour lists on both sides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BipartiteGraph {
    left: Vec<Vec<usize>>,
    right: Vec<Vec<usize>>,
}

fn side_size(n: u64, field: Field) -> Result<usize, InputError> {
    RawInt::Value(i128::from(n))
        .bounded(field, 0, MAX_SIDE)
        .map(|n| n as usize)
}

fn end(raw: &RawInt, half: Half, size: usize) -> Result<usize, InputError> {
    if size == 0 {
        let (vi, en) = match half {
            Half::Left => ("trái", "left"),
            Half::Right => ("phải", "right"),
        };
        return Err(InputError::custom(
            BIPARTITE_EDGES,
            format!("bên {vi} không có đỉnh nào nên không thể có cạnh."),
            format!("the {en} side has no vertex, so there can be no edge."),
        ));
    }
    raw.bounded(BIPARTITE_EDGES, 0, size as u64 - 1)
        .map(|v| v as usize)
}

impl BipartiteGraph {
    /// Checks the sizes and the edges `(l, r)`: each end on its side, no edge twice.
    pub fn new(
        left: u64,
        right: u64,
        edges: &[(RawInt, RawInt)],
    ) -> Result<BipartiteGraph, InputError> {
        let left_size = side_size(left, LEFT)?;
        let right_size = side_size(right, RIGHT)?;
        if edges.len() > MAX_BIPARTITE_EDGES {
            return Err(InputError::new(
                BIPARTITE_EDGES,
                Problem::TooMany {
                    max: MAX_BIPARTITE_EDGES,
                },
            ));
        }
        let mut graph = BipartiteGraph {
            left: vec![Vec::new(); left_size],
            right: vec![Vec::new(); right_size],
        };
        for (l, r) in edges {
            let l = end(l, Half::Left, left_size)?;
            let r = end(r, Half::Right, right_size)?;
            let (Some(from_l), Some(from_r)) = (graph.left.get_mut(l), graph.right.get_mut(r))
            else {
                continue;
            };
            if from_l.contains(&r) {
                return Err(InputError::custom(
                    BIPARTITE_EDGES,
                    format!("cạnh ({l}, {r}) được ghi hai lần; mỗi cạnh chỉ ghi một lần."),
                    format!("the edge ({l}, {r}) is written twice; write each edge once."),
                ));
            }
            from_l.push(r);
            from_r.push(l);
        }
        Ok(graph)
    }

    /// A graph with no edges (any sizes: nothing to validate).
    pub fn empty(left: usize, right: usize) -> BipartiteGraph {
        BipartiteGraph {
            left: vec![Vec::new(); left],
            right: vec![Vec::new(); right],
        }
    }

    pub fn left_len(&self) -> usize {
        self.left.len()
    }

    pub fn right_len(&self) -> usize {
        self.right.len()
    }

    /// The same vertices without the edges that touch a vertex of `gone` (numbering kept):
    /// the graph that is left once the token has visited those vertices.
    pub fn without(&self, gone: &[Vertex]) -> BipartiteGraph {
        let is_gone = |half: Half, index: usize| gone.contains(&Vertex { half, index });
        let keep = |lists: &[Vec<usize>], half: Half, other: Half| -> Vec<Vec<usize>> {
            lists
                .iter()
                .enumerate()
                .map(|(v, list)| {
                    if is_gone(half, v) {
                        Vec::new()
                    } else {
                        list.iter()
                            .copied()
                            .filter(|&u| !is_gone(other, u))
                            .collect()
                    }
                })
                .collect()
        };
        BipartiteGraph {
            left: keep(&self.left, Half::Left, Half::Right),
            right: keep(&self.right, Half::Right, Half::Left),
        }
    }

    /// The neighbours of a vertex, on the other side.
    pub fn neighbours(&self, vertex: Vertex) -> &[usize] {
        let lists = match vertex.half {
            Half::Left => &self.left,
            Half::Right => &self.right,
        };
        lists.get(vertex.index).map_or(&[], Vec::as_slice)
    }
}

/// A matching, stored as each vertex's partner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matching {
    pub mate_left: Vec<Option<usize>>,
    pub mate_right: Vec<Option<usize>>,
}

impl Matching {
    pub fn size(&self) -> usize {
        self.mate_left.iter().flatten().count()
    }

    /// The matched pairs `(l, r)`, by left vertex.
    pub fn pairs(&self) -> Vec<(usize, usize)> {
        self.mate_left
            .iter()
            .enumerate()
            .filter_map(|(l, r)| r.map(|r| (l, r)))
            .collect()
    }

    /// The partner of a vertex.
    pub fn mate(&self, vertex: Vertex) -> Option<usize> {
        let mates = match vertex.half {
            Half::Left => &self.mate_left,
            Half::Right => &self.mate_right,
        };
        mates.get(vertex.index).copied().flatten()
    }
}

impl BipartiteGraph {
    /// A maximum matching by Kuhn's method: one breadth-first search for an augmenting path
    /// from each left vertex (no recursion), `O(V · E)` in all.
    pub fn maximum_matching(&self) -> Matching {
        let mut matching = Matching {
            mate_left: vec![None; self.left.len()],
            mate_right: vec![None; self.right.len()],
        };
        let mut parent: Vec<Option<usize>> = vec![None; self.right.len()];
        for start in 0..self.left.len() {
            parent.iter_mut().for_each(|p| *p = None);
            if let Some(free) = self.augmenting_path_end(start, &matching, &mut parent) {
                flip_path(free, &parent, &mut matching);
            }
        }
        matching
    }

    /// Searches alternating paths from the left vertex `start`; records for each right vertex
    /// reached the left vertex it was reached from, and returns a free right vertex if one is
    /// reached.
    fn augmenting_path_end(
        &self,
        start: usize,
        matching: &Matching,
        parent: &mut [Option<usize>],
    ) -> Option<usize> {
        let mut queue = vec![start];
        let mut head = 0;
        while let Some(&x) = queue.get(head) {
            head += 1;
            for &r in self.left.get(x).map_or(&[][..], Vec::as_slice) {
                let Some(slot) = parent.get_mut(r) else {
                    continue;
                };
                if slot.is_some() {
                    continue;
                }
                *slot = Some(x);
                match matching.mate_right.get(r).copied().flatten() {
                    None => return Some(r),
                    Some(next) => queue.push(next),
                }
            }
        }
        None
    }
}

/// Swaps matched and unmatched edges along the path ending at the free right vertex `r`.
fn flip_path(mut r: usize, parent: &[Option<usize>], matching: &mut Matching) {
    while let Some(x) = parent.get(r).copied().flatten() {
        let previous = matching.mate_left.get(x).copied().flatten();
        if let Some(slot) = matching.mate_left.get_mut(x) {
            *slot = Some(r);
        }
        if let Some(slot) = matching.mate_right.get_mut(r) {
            *slot = Some(x);
        }
        match previous {
            Some(p) => r = p,
            None => break,
        }
    }
}

/// Who wins from every start vertex, with the matching that proves it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BipartiteAnalysis {
    pub matching: Matching,
    /// `essential_left[l]`: `l` is matched in every maximum matching (the mover wins from it).
    pub essential_left: Vec<bool>,
    pub essential_right: Vec<bool>,
}

impl BipartiteGraph {
    pub fn analyze(&self) -> BipartiteAnalysis {
        let matching = self.maximum_matching();
        let essential_left = self.essential(Half::Left, &matching);
        let essential_right = self.essential(Half::Right, &matching);
        BipartiteAnalysis {
            matching,
            essential_left,
            essential_right,
        }
    }

    /// Marks the vertices of `side` reached by even alternating paths from its free vertices;
    /// the others are in every maximum matching.
    fn essential(&self, half: Half, matching: &Matching) -> Vec<bool> {
        let size = match half {
            Half::Left => self.left.len(),
            Half::Right => self.right.len(),
        };
        let other = match half {
            Half::Left => Half::Right,
            Half::Right => Half::Left,
        };
        let at = |index| Vertex { half, index };
        let mut missable = vec![false; size];
        let mut queue: Vec<usize> = (0..size)
            .filter(|&v| matching.mate(at(v)).is_none())
            .collect();
        for &v in &queue {
            missable[v] = true;
        }
        let mut head = 0;
        while let Some(&x) = queue.get(head) {
            head += 1;
            for &y in self.neighbours(at(x)) {
                // `y` is matched: a free `y` would end an augmenting path, and `M` is maximum.
                let Some(z) = matching.mate(Vertex {
                    half: other,
                    index: y,
                }) else {
                    continue;
                };
                if let Some(flag) = missable.get_mut(z) {
                    if !*flag {
                        *flag = true;
                        queue.push(z);
                    }
                }
            }
        }
        missable.into_iter().map(|m| !m).collect()
    }
}

impl BipartiteAnalysis {
    /// The outcome for the player to move with the token on `vertex`.
    pub fn outcome(&self, vertex: Vertex) -> Outcome {
        let essential = match vertex.half {
            Half::Left => &self.essential_left,
            Half::Right => &self.essential_right,
        };
        if essential.get(vertex.index).copied().unwrap_or(false) {
            Outcome::Win
        } else {
            Outcome::Lose
        }
    }

    /// A winning move from `vertex`: to its partner in the maximum matching.
    pub fn winning_move(&self, vertex: Vertex) -> Option<usize> {
        match self.outcome(vertex) {
            Outcome::Win => self.matching.mate(vertex),
            Outcome::Lose => None,
        }
    }

    /// The variant where the first player places the token: the places that win for them
    /// (the token's vertex is then lost for the second player, who moves first).
    pub fn winning_starts(&self) -> Vec<Vertex> {
        let half = |essential: &[bool], half: Half| -> Vec<Vertex> {
            essential
                .iter()
                .enumerate()
                .filter(|(_, &e)| !e)
                .map(|(index, _)| Vertex { half, index })
                .collect()
        };
        let mut starts = half(&self.essential_left, Half::Left);
        starts.extend(half(&self.essential_right, Half::Right));
        starts
    }

    /// The first player's outcome in the variant: W unless the matching is perfect.
    pub fn first_picks_outcome(&self) -> Outcome {
        if self.winning_starts().is_empty() {
            Outcome::Lose
        } else {
            Outcome::Win
        }
    }
}

impl Half {
    /// The other side.
    pub fn other(self) -> Half {
        match self {
            Half::Left => Half::Right,
            Half::Right => Half::Left,
        }
    }
}

impl Vertex {
    pub fn left(index: usize) -> Vertex {
        Vertex {
            half: Half::Left,
            index,
        }
    }

    pub fn right(index: usize) -> Vertex {
        Vertex {
            half: Half::Right,
            index,
        }
    }
}

impl BipartiteGraph {
    /// Why some maximum matching misses `vertex`: an even alternating path (free edge, then
    /// edge of `matching`, …) from a vertex that `matching` leaves free on the same side, to
    /// `vertex`; swapping along it frees `vertex`. It is `[vertex]` alone when `matching`
    /// misses `vertex` itself, and `None` when `vertex` is in every maximum matching.
    /// `matching` must be maximum (for instance [`BipartiteGraph::maximum_matching`]).
    pub fn freeing_path(&self, matching: &Matching, vertex: Vertex) -> Option<Vec<Vertex>> {
        let half = vertex.half;
        let size = match half {
            Half::Left => self.left.len(),
            Half::Right => self.right.len(),
        };
        let at = |index| Vertex { half, index };
        let mut seen = vec![false; size];
        let mut via: Vec<Option<usize>> = vec![None; size];
        let mut queue: Vec<usize> = (0..size)
            .filter(|&v| matching.mate(at(v)).is_none())
            .collect();
        for &v in &queue {
            if let Some(flag) = seen.get_mut(v) {
                *flag = true;
            }
        }
        let mut head = 0;
        while let Some(&x) = queue.get(head) {
            head += 1;
            for &y in self.neighbours(at(x)) {
                let Some(z) = matching.mate(Vertex {
                    half: half.other(),
                    index: y,
                }) else {
                    continue;
                };
                if let (Some(flag), Some(back)) = (seen.get_mut(z), via.get_mut(z)) {
                    if !*flag {
                        *flag = true;
                        *back = Some(x);
                        queue.push(z);
                    }
                }
            }
        }
        if !seen.get(vertex.index).copied().unwrap_or(false) {
            return None;
        }
        let mut path = vec![vertex];
        let mut current = vertex.index;
        while let Some(x) = via.get(current).copied().flatten() {
            if let Some(y) = matching.mate(at(current)) {
                path.push(Vertex {
                    half: half.other(),
                    index: y,
                });
            }
            path.push(at(x));
            current = x;
        }
        path.reverse();
        Some(path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(left: u64, right: u64, edges: &[(i128, i128)]) -> BipartiteGraph {
        let raw: Vec<(RawInt, RawInt)> = edges
            .iter()
            .map(|&(l, r)| (RawInt::Value(l), RawInt::Value(r)))
            .collect();
        BipartiteGraph::new(left, right, &raw).expect("valid graph")
    }

    fn left(index: usize) -> Vertex {
        Vertex {
            half: Half::Left,
            index,
        }
    }

    fn right(index: usize) -> Vertex {
        Vertex {
            half: Half::Right,
            index,
        }
    }

    #[test]
    fn path_of_three_vertices() {
        // l0 — r0 — l1: some maximum matching misses l0, another misses l1; r0 is always matched.
        let a = graph(2, 1, &[(0, 0), (1, 0)]).analyze();
        assert_eq!(a.matching.size(), 1);
        assert_eq!(a.outcome(left(0)), Outcome::Lose);
        assert_eq!(a.outcome(left(1)), Outcome::Lose);
        assert_eq!(a.outcome(right(0)), Outcome::Win);
        assert!(a.winning_move(right(0)).is_some());
        assert_eq!(a.winning_starts(), vec![left(0), left(1)]);
        assert_eq!(a.first_picks_outcome(), Outcome::Win);
    }

    #[test]
    fn perfect_matching_loses_the_variant() {
        // A 4-cycle l0 r0 l1 r1: perfect matching, every vertex essential.
        let a = graph(2, 2, &[(0, 0), (0, 1), (1, 0), (1, 1)]).analyze();
        assert_eq!(a.matching.size(), 2);
        assert!(a.winning_starts().is_empty());
        assert_eq!(a.first_picks_outcome(), Outcome::Lose);
        assert_eq!(a.outcome(left(1)), Outcome::Win);
    }

    #[test]
    fn kuhn_needs_augmenting_paths() {
        // Greedy would match l0–r0 and get stuck; the maximum matching has size 2.
        let g = graph(2, 2, &[(0, 0), (0, 1), (1, 0)]);
        let m = g.maximum_matching();
        assert_eq!(m.size(), 2);
        assert_eq!(m.pairs(), vec![(0, 1), (1, 0)]);
    }

    #[test]
    fn bad_edges_name_the_field() {
        let raw = |l: i128, r: i128| vec![(RawInt::Value(l), RawInt::Value(r))];
        let err = BipartiteGraph::new(2, 2, &raw(0, 2)).unwrap_err();
        assert_eq!(
            err.api_message(),
            "edges: “2” is too large; the largest allowed is 1."
        );
        let err = BipartiteGraph::new(2, 0, &raw(0, 0)).unwrap_err();
        assert!(err
            .api_message()
            .starts_with("edges: the right side has no vertex"));
        let mut twice = raw(1, 1);
        twice.extend(raw(1, 1));
        let err = BipartiteGraph::new(2, 2, &twice).unwrap_err();
        assert!(err.message(crate::Lang::Vi).contains("được ghi hai lần"));
        assert_eq!(
            BipartiteGraph::new(MAX_SIDE + 1, 1, &[]).unwrap_err().field,
            LEFT
        );
    }

    #[test]
    fn freeing_paths_witness_the_lose_vertices() {
        // Path l0 — r0 — l1 — r1: the matching {l0r0, l1r1} is perfect; every vertex W.
        let g = graph(2, 2, &[(0, 0), (1, 0), (1, 1)]);
        let m = g.maximum_matching();
        assert_eq!(m.size(), 2);
        for v in [left(0), left(1), right(0), right(1)] {
            assert_eq!(g.freeing_path(&m, v), None);
        }
        // Path l0 — r0 — l1: l1 (or l0) is free; the other is freed by a path of length 2.
        let g = graph(2, 1, &[(0, 0), (1, 0)]);
        let m = g.maximum_matching();
        let a = g.analyze();
        for v in [left(0), left(1), right(0)] {
            let path = g.freeing_path(&m, v);
            assert_eq!(path.is_none(), a.outcome(v) == Outcome::Win, "{v:?}");
            if let Some(path) = path {
                assert_eq!(path.last(), Some(&v));
                assert!(path.len() % 2 == 1);
                assert_eq!(m.mate(path[0]), None);
            }
        }
    }

    #[test]
    fn removing_vertices_keeps_the_numbering() {
        let g = graph(2, 2, &[(0, 0), (0, 1), (1, 0)]);
        let h = g.without(&[right(0)]);
        assert_eq!(h.left_len(), 2);
        assert_eq!(h.neighbours(left(0)), &[1]);
        assert!(h.neighbours(left(1)).is_empty());
        assert!(h.neighbours(right(0)).is_empty());
    }
}
