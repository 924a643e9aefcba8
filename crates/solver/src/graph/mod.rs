//! Games on directed graphs: a token sits on a vertex; a move slides it along one out-edge; the
//! player who cannot move loses (normal play) or wins (misère play). Several tokens make a sum:
//! a move slides one token of the mover's choice.
//!
//! **Rule used (W/L/D, any graph).** A vertex is W when some move reaches an L vertex, L when
//! every move (possibly none, under normal play) reaches a W vertex, and D (a draw: play never
//! ends) when neither can be shown. Retrograde analysis decides them in `O(n + m)`: start from
//! the vertices without moves, and let every decided vertex tell its predecessors — an L vertex
//! makes each predecessor W at once, a W vertex removes one of the predecessor's chances, and a
//! predecessor whose every move has been removed is L. Whatever is never reached is D, because
//! from such a vertex each player can always avoid an L target for themself.
//!
//! **Theorem used (Sprague–Grundy).** On a finite graph without cycles each vertex has the Grundy
//! value `g(v) = mex { g(u) : v → u }`, and a sum of tokens is lost by the player to move exactly
//! when the XOR of their vertices' values is 0. Proof idea: from XOR 0 every move changes one
//! term and so leaves a non-zero XOR; from a non-zero XOR `x` some token's value `g` has
//! `g ⊕ x < g`, and the mex property gives a move to exactly that value.

pub mod input;
pub mod play;
mod program;
mod trace;
mod tree;

pub use program::{RetroPoint, RetroProgram, RETRO_PROGRAMS};
pub use trace::{
    grundy_note, grundy_sentence, RetroEvent, RetroState, RetroStep, RetrogradeTrace, Why,
};
pub use tree::{solve_tree_tokens, TREE_EDGES, TREE_N, TREE_TOKENS, TREE_TOKEN_COUNT};

use crate::input::{at_least_one, list_tokens, Field, InputError, Problem, RawInt};
pub use crate::outcome::GraphOutcome;
use crate::sorting;
use crate::Lang;

/// At most this many vertices (the judge exercises' 2·10^5).
pub const MAX_VERTICES: u64 = 200_000;
/// At most this many directed edges.
pub const MAX_EDGES: usize = 400_000;
/// At most this many tokens in a sum.
pub const MAX_TOKENS: usize = 200_000;

/// The number of vertices; vertices are numbered `0..n`.
pub const VERTICES: Field = Field::new("n", "Số đỉnh", "Vertices", "6");
/// The directed edges `u → v`, as pairs.
pub const EDGES: Field = Field::new("edges", "Các cạnh", "Edges", "0 1, 1 2, 2 3");
/// The vertices holding a token (a vertex may hold several).
pub const TOKENS: Field = Field::new("tokens", "Các quân cờ", "Tokens", "0 3");
/// Whether the player who cannot move wins.
pub const MISERE: Field = Field::new("misere", "Luật phản thường", "Misère play", "false");

/// The longest cycle or list quoted back in a message.
const QUOTE_VERTICES: usize = 12;

/// Whether an edge may lead from a vertex to itself (a move that passes the turn in place).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loops {
    Allowed,
    Refused,
}

/// What happens to the player who has no move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PlayRule {
    /// No move: you lose.
    #[default]
    Normal,
    /// No move: you win.
    Misere,
}

impl PlayRule {
    pub fn from_misere(misere: bool) -> PlayRule {
        if misere {
            PlayRule::Misere
        } else {
            PlayRule::Normal
        }
    }

    /// The outcome of a vertex without moves, for the player to move.
    pub fn terminal(self) -> GraphOutcome {
        match self {
            PlayRule::Normal => GraphOutcome::Lose,
            PlayRule::Misere => GraphOutcome::Win,
        }
    }
}

/// A validated directed graph, stored both ways (successors and predecessors) in compact
/// arrays, so that a walk in either direction costs `O(n + m)` with no recursion.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameGraph {
    succ: Adjacency,
    pred: Adjacency,
}

/// Neighbour lists packed in one array: the neighbours of `v` are `items[start[v]..start[v + 1]]`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Adjacency {
    start: Vec<usize>,
    items: Vec<usize>,
}

impl Adjacency {
    /// Groups `to` by `from`, keeping the order the edges were given in.
    fn build(n: usize, edges: &[(usize, usize)], flip: bool) -> Adjacency {
        let ends = |&(u, v): &(usize, usize)| if flip { (v, u) } else { (u, v) };
        let mut start = vec![0usize; n + 1];
        for (from, _) in edges.iter().map(ends) {
            if let Some(count) = start.get_mut(from + 1) {
                *count += 1;
            }
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut items = vec![0usize; edges.len()];
        for (from, to) in edges.iter().map(ends) {
            if let Some(slot) = fill.get_mut(from) {
                if let Some(item) = items.get_mut(*slot) {
                    *item = to;
                }
                *slot += 1;
            }
        }
        Adjacency { start, items }
    }

    fn of(&self, v: usize) -> &[usize] {
        match (self.start.get(v), self.start.get(v + 1)) {
            (Some(&a), Some(&b)) => self.items.get(a..b).unwrap_or(&[]),
            _ => &[],
        }
    }
}

/// Reads typed edges such as `0 1, 1 2` (or `0 1 1 2`): numbers taken two by two.
pub fn parse_edges(text: &str) -> Result<Vec<(RawInt, RawInt)>, InputError> {
    pair_up(EDGES, list_tokens(text).map(RawInt::parse), MAX_EDGES)
}

/// Reads an edge list as the graph widget writes it: edges separated by `,`, `;` or line
/// breaks, each edge two vertices joined by `-`, `->` or `→` (`0-1, 1->2, 2→0`). An item with
/// no joiner is read as numbers taken two by two, so the pairs of the judge format
/// (`0 1` on each line) are accepted too. An empty text is a graph without edges.
pub fn parse_edge_list(text: &str) -> Result<Vec<(RawInt, RawInt)>, InputError> {
    let mut edges = Vec::new();
    for item in text
        .split([',', ';', '\n', '\r'])
        .map(str::trim)
        .filter(|item| !item.is_empty())
    {
        let joined = with_dashes(item);
        // A `-` at the very start is a minus sign, not a joiner.
        let parts: Vec<&str> = match joined.get(1..).and_then(|rest| rest.find('-')) {
            Some(at) => {
                // Checked (the `-` found is a boundary): `split_at`'s panic message would link
                // the formatting of a bad slice into the build.
                let (u, v) = joined.split_at_checked(at + 1).unwrap_or((&joined, ""));
                vec![u, v.get(1..).unwrap_or("")]
            }
            None => {
                let pairs = pair_up(EDGES, list_tokens(item).map(RawInt::parse), MAX_EDGES)?;
                edges.extend(pairs);
                continue;
            }
        };
        let ends: Vec<&str> = parts.iter().map(|p| p.trim()).collect();
        match ends.as_slice() {
            [u, v] if !u.is_empty() && !v.is_empty() && !v.contains('-') => {
                edges.push((RawInt::parse(u), RawInt::parse(v)));
            }
            [u, v] if u.is_empty() || v.is_empty() => {
                let shown = crate::input::quote(item);
                return Err(InputError::custom(
                    EDGES,
                    format!("cạnh “{shown}” thiếu một đầu; viết mỗi cạnh là hai đỉnh nối bằng dấu gạch, ví dụ 0-1."),
                    format!("the edge “{shown}” is missing an end; write each edge as two vertices joined by a dash, e.g. 0-1."),
                ));
            }
            _ => return Err(not_one_edge(item)),
        }
        if edges.len() > MAX_EDGES {
            return Err(InputError::new(EDGES, Problem::TooMany { max: MAX_EDGES }));
        }
    }
    Ok(edges)
}

/// `item` with each joiner written `-` (`->` and `→` too). Char by char: `str::replace` with a
/// string pattern links the two-way searcher and, through it, the formatting of a bad slice
/// (some 3 KB of gzipped wasm in the graph widget's build).
fn with_dashes(item: &str) -> String {
    let mut out = String::with_capacity(item.len());
    let mut after_dash = false;
    for c in item.chars() {
        if !(c == '>' && after_dash) {
            out.push(if c == '→' { '-' } else { c });
        }
        after_dash = c == '-';
    }
    out
}

/// An item of an edge list that is not one edge.
fn not_one_edge(item: &str) -> InputError {
    let shown = crate::input::quote(item);
    InputError::custom(
        EDGES,
        format!("“{shown}” không phải một cạnh; mỗi cạnh nối đúng hai đỉnh, ví dụ 0-1, và các cạnh cách nhau bằng dấu phẩy."),
        format!("“{shown}” is not one edge; an edge joins exactly two vertices, e.g. 0-1, and edges are separated by commas."),
    )
}

/// The edge list written back the way [`parse_edge_list`] reads it: `0-1, 1-2`.
pub fn edge_list_text(edges: &[(usize, usize)]) -> String {
    let parts: Vec<String> = edges.iter().map(|(u, v)| format!("{u}-{v}")).collect();
    parts.join(", ")
}

/// Pairs up a flat list of numbers, refusing an odd count and more than `max` pairs.
pub fn pair_up(
    field: Field,
    values: impl Iterator<Item = RawInt>,
    max: usize,
) -> Result<Vec<(RawInt, RawInt)>, InputError> {
    let mut pairs = Vec::new();
    let mut pending = None;
    for value in values {
        match pending.take() {
            None => pending = Some(value),
            Some(first) => {
                if pairs.len() == max {
                    return Err(InputError::new(field, Problem::TooMany { max }));
                }
                pairs.push((first, value));
            }
        }
    }
    // A lone word (`abc`, `NaN`, `javascript:…`) is no vertex at all: "the last edge has only
    // one end" would be a riddle there, so the word is named.
    if let Some(RawInt::NotInteger(text)) = pending {
        return Err(InputError::new(field, Problem::NotInteger(text)));
    }
    if pending.is_some() {
        return Err(InputError::custom(
            field,
            "cạnh cuối cùng chỉ có một đầu; mỗi cạnh cần hai đỉnh.",
            "the last edge has only one end; every edge needs two vertices.",
        ));
    }
    Ok(pairs)
}

/// A cycle found in a graph that needed none: the vertices in order, back to the first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cycle {
    pub vertices: Vec<usize>,
}

impl Cycle {
    /// The refusal a learner reads: Grundy values need a graph without cycles.
    pub fn to_input_error(&self) -> InputError {
        let (vi, en) = self.sentences(("đồ thị", "the graph"));
        InputError::custom(EDGES, vi, en)
    }

    /// The same words opening a note of their own, capitalised.
    pub fn note(&self, lang: Lang) -> String {
        let (vi, en) = self.sentences(("Đồ thị", "The graph"));
        lang.pick(vi, en)
    }

    /// What the cycle means, opening with `graph`. Both cases are written out: capitalising at
    /// run time (`char::to_uppercase`) would link Unicode's case tables into the wasm, about
    /// 8 KB gzip for one letter.
    fn sentences(&self, graph: (&str, &str)) -> (String, String) {
        let path = arrow_path(&self.vertices);
        (
            format!("{} có chu trình {path}; số Grundy chỉ định nghĩa trên đồ thị không có chu trình.", graph.0),
            format!("{} has the cycle {path}; Grundy numbers are only defined on graphs without cycles.", graph.1),
        )
    }
}

/// `0 → 1 → 0`, shortened when long.
fn arrow_path(cycle: &[usize]) -> String {
    let mut parts: Vec<String> = cycle
        .iter()
        .take(QUOTE_VERTICES)
        .map(usize::to_string)
        .collect();
    if cycle.len() > QUOTE_VERTICES {
        parts.push("…".to_string());
    }
    if let Some(first) = cycle.first() {
        parts.push(first.to_string());
    }
    parts.join(" → ")
}

impl GameGraph {
    /// Checks `n` and the edges: every end in `0..n`, no edge twice, loops only where allowed.
    pub fn new(n: u64, edges: &[(RawInt, RawInt)], loops: Loops) -> Result<GameGraph, InputError> {
        GameGraph::with_edges(n, edges, loops).map(|(graph, _)| graph)
    }

    /// Like [`GameGraph::new`], and also returns the checked edges in the order given (the
    /// order the program reads them in, which decides the order of its steps).
    pub fn with_edges(
        n: u64,
        edges: &[(RawInt, RawInt)],
        loops: Loops,
    ) -> Result<(GameGraph, Vec<(usize, usize)>), InputError> {
        let n = vertex_count(n)?;
        if edges.len() > MAX_EDGES {
            return Err(InputError::new(EDGES, Problem::TooMany { max: MAX_EDGES }));
        }
        let mut checked = Vec::with_capacity(edges.len());
        for (u, v) in edges {
            let u = vertex(u, EDGES, n)?;
            let v = vertex(v, EDGES, n)?;
            if u == v && loops == Loops::Refused {
                return Err(InputError::custom(
                    EDGES,
                    format!("cạnh {u} → {u} đi từ một đỉnh về chính nó; ở đây không cho phép."),
                    format!("the edge {u} → {u} leads from a vertex to itself; not allowed here."),
                ));
            }
            checked.push((u, v));
        }
        refuse_duplicates(&checked)?;
        Ok((GameGraph::from_checked(n, &checked), checked))
    }

    /// One vertex and no edge: the smallest graph, valid without any check.
    pub fn single_vertex() -> GameGraph {
        GameGraph::from_checked(1, &[])
    }

    /// Builds from edges already known to be in range and distinct.
    fn from_checked(n: usize, edges: &[(usize, usize)]) -> GameGraph {
        GameGraph {
            succ: Adjacency::build(n, edges, false),
            pred: Adjacency::build(n, edges, true),
        }
    }

    /// The number of vertices.
    pub fn len(&self) -> usize {
        self.succ.start.len().saturating_sub(1)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The number of edges.
    pub fn edge_count(&self) -> usize {
        self.succ.items.len()
    }

    /// Every edge `u → v`, grouped by `u` (in vertex order), each group in the order given.
    pub fn edges(&self) -> Vec<(usize, usize)> {
        (0..self.len())
            .flat_map(|u| self.successors(u).iter().map(move |&v| (u, v)))
            .collect()
    }

    /// Where a token on `v` can move, in the order the edges were given.
    pub fn successors(&self, v: usize) -> &[usize] {
        self.succ.of(v)
    }

    /// The vertices with an edge into `v`.
    pub fn predecessors(&self, v: usize) -> &[usize] {
        self.pred.of(v)
    }

    /// Checks a list of token positions against this graph.
    pub fn tokens(&self, raw: &[RawInt]) -> Result<Vec<usize>, InputError> {
        if raw.len() > MAX_TOKENS {
            return Err(InputError::new(
                TOKENS,
                Problem::TooMany { max: MAX_TOKENS },
            ));
        }
        raw.iter().map(|r| vertex(r, TOKENS, self.len())).collect()
    }
}

fn vertex_count(n: u64) -> Result<usize, InputError> {
    let n = RawInt::Value(i128::from(n)).bounded(VERTICES, 0, MAX_VERTICES)?;
    at_least_one(VERTICES, n).map(|n| n as usize)
}

/// One vertex number, in `0..n`.
fn vertex(raw: &RawInt, field: Field, n: usize) -> Result<usize, InputError> {
    // `n >= 1` and at most MAX_VERTICES, so both conversions are exact.
    let last = n.saturating_sub(1);
    raw.bounded(field, 0, last as u64)
        .map(|v| v as usize)
        .map_err(|err| match err.problem {
            // The shared message speaks of stones; a vertex needs its own words.
            Problem::Negative { text, .. } => InputError::custom(
                field,
                format!("“{text}” là số âm; các đỉnh được đánh số từ 0 tới {last}."),
                format!("“{text}” is negative; the vertices are numbered 0 to {last}."),
            ),
            _ => err,
        })
}

fn refuse_duplicates(edges: &[(usize, usize)]) -> Result<(), InputError> {
    let mut sorted = edges.to_vec();
    sorting::sort(&mut sorted);
    match sorted.windows(2).find(|pair| pair[0] == pair[1]) {
        Some(pair) => {
            let (u, v) = pair[0];
            Err(InputError::custom(
                EDGES,
                format!("cạnh {u} → {v} được ghi hai lần; mỗi cạnh chỉ ghi một lần."),
                format!("the edge {u} → {v} is written twice; write each edge once."),
            ))
        }
        None => Ok(()),
    }
}

/// The smallest value not in `values`; `scratch` is reused between calls to avoid allocating.
fn mex(values: impl Iterator<Item = u32> + Clone, scratch: &mut Vec<bool>) -> u32 {
    let width = values.clone().count() + 1;
    scratch.clear();
    scratch.resize(width, false);
    for value in values {
        if let Some(flag) = scratch.get_mut(value as usize) {
            *flag = true;
        }
    }
    scratch.iter().position(|&seen| !seen).unwrap_or(width) as u32
}

impl GameGraph {
    /// The Grundy value of every vertex, or a cycle when the graph has one.
    ///
    /// Vertices are finished sinks first (Kahn's order on the reversed graph): a vertex is
    /// computed once all its successors are, so no recursion is needed.
    pub fn grundy(&self) -> Result<Vec<u32>, Cycle> {
        let n = self.len();
        let mut waiting: Vec<usize> = (0..n).map(|v| self.successors(v).len()).collect();
        let mut ready: Vec<usize> = (0..n).filter(|&v| waiting[v] == 0).collect();
        let mut grundy: Vec<Option<u32>> = vec![None; n];
        let mut scratch = Vec::new();
        while let Some(v) = ready.pop() {
            let values = self
                .successors(v)
                .iter()
                .filter_map(|&u| grundy.get(u).copied().flatten());
            let value = mex(values, &mut scratch);
            if let Some(slot) = grundy.get_mut(v) {
                *slot = Some(value);
            }
            for &p in self.predecessors(v) {
                if let Some(count) = waiting.get_mut(p) {
                    *count -= 1;
                    if *count == 0 {
                        ready.push(p);
                    }
                }
            }
        }
        if grundy.iter().all(Option::is_some) {
            Ok(grundy.into_iter().flatten().collect())
        } else {
            Err(self.find_cycle(&grundy))
        }
    }

    /// A cycle among the unfinished vertices: each of them still waits for an unfinished
    /// successor, so following such successors must come back to a vertex already seen.
    fn find_cycle(&self, grundy: &[Option<u32>]) -> Cycle {
        let unfinished = |v: &usize| grundy.get(*v).is_some_and(Option::is_none);
        let mut position: Vec<Option<usize>> = vec![None; self.len()];
        let mut walk = Vec::new();
        let mut current = (0..self.len()).find(unfinished);
        while let Some(v) = current {
            if let Some(at) = position.get(v).copied().flatten() {
                return Cycle {
                    vertices: walk.get(at..).unwrap_or(&[]).to_vec(),
                };
            }
            if let Some(slot) = position.get_mut(v) {
                *slot = Some(walk.len());
            }
            walk.push(v);
            current = self.successors(v).iter().copied().find(unfinished);
        }
        Cycle { vertices: walk }
    }

    /// W, L or D for the player to move, from every vertex, by retrograde analysis.
    pub fn outcomes(&self, rule: PlayRule) -> Vec<GraphOutcome> {
        let mut retro = Retrograde::new(self, rule);
        while retro.advance(&mut |_, _| {}) {}
        retro.result
    }
}

/// A vertex's value for the player to move: its outcome and, when the game ends, its
/// remoteness (how many moves it lasts when the winner hurries and the loser delays).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphValue {
    pub outcome: GraphOutcome,
    /// `None` for a draw: play never ends.
    pub remoteness: Option<u64>,
}

impl GameGraph {
    /// The value of every vertex, from the same retrograde analysis as [`GameGraph::outcomes`].
    ///
    /// **Rule used.** The analysis decides vertices in an order of non-decreasing remoteness
    /// (by induction: a vertex decided while `u` is told about has remoteness `r(u) + 1`, and
    /// the queue never holds more than two values, `r` and `r + 1`). So a W vertex is decided
    /// by its L option of least remoteness and an L vertex by its W option of greatest
    /// remoteness, and in both cases `r(p) = r(u) + 1`, the definition of remoteness. Vertices
    /// without moves have remoteness 0.
    pub fn values(&self, rule: PlayRule) -> Vec<GraphValue> {
        let mut remoteness: Vec<Option<u64>> = vec![None; self.len()];
        let mut retro = Retrograde::new(self, rule);
        let mut record = |event: RetroEvent, _: &Retrograde| {
            let (decided, by) = match event {
                RetroEvent::Terminal { v, .. } => (v, None),
                RetroEvent::MarkWin { u, p } | RetroEvent::MarkLose { u, p } => (p, Some(u)),
                _ => return,
            };
            let value = match by {
                None => Some(0),
                Some(u) => remoteness.get(u).copied().flatten().map(|r| r + 1),
            };
            if let Some(slot) = remoteness.get_mut(decided) {
                *slot = value;
            }
        };
        while retro.advance(&mut record) {}
        retro
            .result
            .iter()
            .zip(remoteness)
            .map(|(&outcome, remoteness)| GraphValue {
                outcome,
                remoteness: remoteness.filter(|_| outcome != GraphOutcome::Draw),
            })
            .collect()
    }
}

/// The verdict on a set of tokens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenVerdict {
    pub outcome: GraphOutcome,
    /// The XOR of the tokens' Grundy values, when the graph has no cycle and play is normal.
    pub grundy: Option<u32>,
}

impl GameGraph {
    /// Judges the sum of tokens on `tokens`. Without cycles under normal play it is the XOR of
    /// Grundy values; otherwise only a single token can be judged (by its vertex's outcome),
    /// because neither draws nor misère play add up by XOR.
    pub fn judge_tokens(
        &self,
        tokens: &[usize],
        rule: PlayRule,
    ) -> Result<TokenVerdict, InputError> {
        if rule == PlayRule::Normal {
            if let Ok(grundy) = self.grundy() {
                let sum = tokens
                    .iter()
                    .filter_map(|&v| grundy.get(v))
                    .fold(0, |acc, g| acc ^ g);
                let outcome = if sum == 0 {
                    GraphOutcome::Lose
                } else {
                    GraphOutcome::Win
                };
                return Ok(TokenVerdict {
                    outcome,
                    grundy: Some(sum),
                });
            }
        }
        match tokens {
            [] => Ok(TokenVerdict {
                outcome: rule.terminal(),
                grundy: None,
            }),
            [v] => Ok(TokenVerdict {
                outcome: self
                    .outcomes(rule)
                    .get(*v)
                    .copied()
                    .unwrap_or(GraphOutcome::Draw),
                grundy: None,
            }),
            _ => Err(InputError::custom(
                TOKENS,
                "nhiều quân chỉ cộng được bằng XOR khi đồ thị không có chu trình và chơi luật chuẩn; ở đây hãy đặt một quân.",
                "several tokens only add up by XOR on a graph without cycles under normal play; place a single token here.",
            )),
        }
    }
}

/// The retrograde analysis as a machine that advances one event at a time, so that the plain
/// solver and the step trace run the very same code.
pub(crate) struct Retrograde<'g> {
    graph: &'g GameGraph,
    rule: PlayRule,
    pub(crate) result: Vec<GraphOutcome>,
    /// Moves of each undecided vertex not yet known to reach a W vertex.
    pub(crate) remaining: Vec<usize>,
    /// Every decided vertex in the order it was decided; the queue is `order[head..]`.
    pub(crate) order: Vec<usize>,
    pub(crate) head: usize,
    phase: Phase,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Marking vertices without moves; the next candidate vertex.
    Terminals(usize),
    /// Telling the predecessors of `order[head - 1]`; the next index into them.
    Edges(usize),
    /// Popping the next vertex of the queue.
    Pop,
    Finish,
    Done,
}

impl<'g> Retrograde<'g> {
    pub(crate) fn new(graph: &'g GameGraph, rule: PlayRule) -> Retrograde<'g> {
        let n = graph.len();
        Retrograde {
            graph,
            rule,
            result: vec![GraphOutcome::Draw; n],
            remaining: (0..n).map(|v| graph.successors(v).len()).collect(),
            order: Vec::with_capacity(n),
            head: 0,
            phase: Phase::Terminals(0),
        }
    }

    /// The vertex being processed (the last one popped).
    pub(crate) fn current(&self) -> Option<usize> {
        self.head
            .checked_sub(1)
            .and_then(|i| self.order.get(i).copied())
    }

    /// Performs the next event and shows it to `observe` with the state right after it.
    /// Returns `false` once the analysis is over.
    pub(crate) fn advance(&mut self, observe: &mut impl FnMut(RetroEvent, &Self)) -> bool {
        loop {
            match self.phase {
                Phase::Done => return false,
                Phase::Terminals(v) if v >= self.graph.len() => self.phase = Phase::Pop,
                Phase::Terminals(v) => {
                    self.phase = Phase::Terminals(v + 1);
                    if self.graph.successors(v).is_empty() {
                        let outcome = self.rule.terminal();
                        self.decide(v, outcome);
                        observe(RetroEvent::Terminal { v, outcome }, self);
                        return true;
                    }
                }
                Phase::Pop => match self.order.get(self.head).copied() {
                    Some(u) => {
                        self.head += 1;
                        self.phase = Phase::Edges(0);
                        let outcome = self.result.get(u).copied().unwrap_or(GraphOutcome::Draw);
                        observe(RetroEvent::Pop { u, outcome }, self);
                        return true;
                    }
                    None => self.phase = Phase::Finish,
                },
                Phase::Edges(i) => {
                    let Some(u) = self.current() else {
                        self.phase = Phase::Finish;
                        continue;
                    };
                    let Some(&p) = self.graph.predecessors(u).get(i) else {
                        self.phase = Phase::Pop;
                        continue;
                    };
                    self.phase = Phase::Edges(i + 1);
                    let event = self.tell(u, p);
                    observe(event, self);
                    return true;
                }
                Phase::Finish => {
                    self.phase = Phase::Done;
                    let draws = self.result.len() - self.order.len();
                    observe(RetroEvent::Finish { draws }, self);
                    return true;
                }
            }
        }
    }

    /// The decided vertex `u` tells its predecessor `p` about itself.
    fn tell(&mut self, u: usize, p: usize) -> RetroEvent {
        let from = self.result.get(u).copied();
        if self.result.get(p) != Some(&GraphOutcome::Draw) {
            return RetroEvent::Skip { u, p };
        }
        if from == Some(GraphOutcome::Lose) {
            self.decide(p, GraphOutcome::Win);
            return RetroEvent::MarkWin { u, p };
        }
        let Some(left) = self.remaining.get_mut(p) else {
            return RetroEvent::Skip { u, p };
        };
        *left = left.saturating_sub(1);
        if *left == 0 {
            self.decide(p, GraphOutcome::Lose);
            RetroEvent::MarkLose { u, p }
        } else {
            RetroEvent::Decrement { u, p, left: *left }
        }
    }

    fn decide(&mut self, v: usize, outcome: GraphOutcome) {
        if let Some(slot) = self.result.get_mut(v) {
            *slot = outcome;
            self.order.push(v);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn graph(n: u64, edges: &[(i128, i128)]) -> GameGraph {
        let raw: Vec<(RawInt, RawInt)> = edges
            .iter()
            .map(|&(u, v)| (RawInt::Value(u), RawInt::Value(v)))
            .collect();
        GameGraph::new(n, &raw, Loops::Allowed).expect("valid graph")
    }

    fn letters(outcomes: &[GraphOutcome]) -> String {
        outcomes.iter().map(|o| o.letter()).collect()
    }

    #[test]
    fn joiners_become_dashes_as_the_plain_replacements_would() {
        // Every string of up to five of these characters, against `str::replace`.
        let alphabet = ['-', '>', '→', '1', ' '];
        let mut items = vec![String::new()];
        for _ in 0..5 {
            let longer: Vec<String> = items
                .iter()
                .flat_map(|item| alphabet.iter().map(move |c| format!("{item}{c}")))
                .collect();
            items.extend(longer);
            items.dedup();
        }
        for item in &items {
            let expected = item.replace("->", "-").replace('→', "-");
            assert_eq!(with_dashes(item), expected, "{item:?}");
        }
    }

    #[test]
    fn path_alternates_and_cycle_draws() {
        // 0 → 1 → 2 (sink); 3 ⇄ 4 loop between themselves; 5 → 3 or 5 → 2 (L, so 5 is W;
        // under misère 2 is W and 5 can only choose between W and the draw).
        let g = graph(6, &[(0, 1), (1, 2), (3, 4), (4, 3), (5, 3), (5, 2)]);
        assert_eq!(letters(&g.outcomes(PlayRule::Normal)), "LWLDDW");
        assert_eq!(letters(&g.outcomes(PlayRule::Misere)), "WLWDDD");
        let cycle = g.grundy().unwrap_err();
        assert_eq!(cycle.vertices, vec![3, 4]);
        assert_eq!(
            cycle.to_input_error().api_message(),
            "edges: the graph has the cycle 3 → 4 → 3; Grundy numbers are only defined on graphs without cycles."
        );
    }

    #[test]
    fn escape_from_a_cycle_to_a_lose_vertex_wins() {
        // 0 ⇄ 1, and 1 → 2 (sink, L): 1 is W, so 0 (only move to W) is L.
        let g = graph(3, &[(0, 1), (1, 0), (1, 2)]);
        assert_eq!(letters(&g.outcomes(PlayRule::Normal)), "LWL");
        let g = graph(2, &[(0, 0), (0, 1)]);
        assert_eq!(letters(&g.outcomes(PlayRule::Normal)), "WL");
        assert_eq!(
            letters(&graph(1, &[(0, 0)]).outcomes(PlayRule::Normal)),
            "D"
        );
    }

    #[test]
    fn grundy_of_the_nim_heap_graph() {
        // Vertex i is a Nim heap of i stones: edges i → j for every j < i; g(i) = i.
        let edges: Vec<(i128, i128)> = (0..6).flat_map(|i| (0..i).map(move |j| (i, j))).collect();
        let g = graph(6, &edges);
        assert_eq!(g.grundy(), Ok(vec![0, 1, 2, 3, 4, 5]));
        let verdict = g.judge_tokens(&[3, 5, 0], PlayRule::Normal).expect("ok");
        assert_eq!(verdict.grundy, Some(3 ^ 5));
        assert_eq!(verdict.outcome, GraphOutcome::Win);
        let verdict = g.judge_tokens(&[1, 2, 3], PlayRule::Normal).expect("ok");
        assert_eq!(verdict.outcome, GraphOutcome::Lose);
    }

    #[test]
    fn cyclic_sums_are_refused_but_single_tokens_judged() {
        let g = graph(3, &[(0, 1), (1, 0), (1, 2)]);
        let single = g.judge_tokens(&[1], PlayRule::Normal).expect("one token");
        assert_eq!(single.outcome, GraphOutcome::Win);
        assert_eq!(single.grundy, None);
        let err = g.judge_tokens(&[0, 1], PlayRule::Normal).unwrap_err();
        assert_eq!(err.field, TOKENS);
        assert!(graph(2, &[(0, 1)])
            .judge_tokens(&[0, 0], PlayRule::Misere)
            .is_err());
    }

    #[test]
    fn bad_graphs_name_the_field() {
        let raw = |pairs: &[(i128, i128)]| -> Vec<(RawInt, RawInt)> {
            pairs
                .iter()
                .map(|&(u, v)| (RawInt::Value(u), RawInt::Value(v)))
                .collect()
        };
        let err = GameGraph::new(3, &raw(&[(0, 3)]), Loops::Allowed).unwrap_err();
        assert_eq!(
            err.api_message(),
            "edges: “3” is too large; the largest allowed is 2."
        );
        let err = GameGraph::new(3, &raw(&[(1, 1)]), Loops::Refused).unwrap_err();
        assert!(err.api_message().starts_with("edges: the edge 1 → 1"));
        let err = GameGraph::new(3, &raw(&[(0, 1), (0, 1)]), Loops::Allowed).unwrap_err();
        assert!(err.message(crate::Lang::Vi).contains("được ghi hai lần"));
        let err = GameGraph::new(0, &[], Loops::Allowed).unwrap_err();
        assert_eq!(err.field, VERTICES);
        let err = GameGraph::new(MAX_VERTICES + 1, &[], Loops::Allowed).unwrap_err();
        assert!(matches!(err.problem, Problem::TooLarge { .. }));
        assert!(parse_edges("0 1, 2").is_err());
        assert_eq!(parse_edges("0 1, 1 2").map(|e| e.len()), Ok(2));
    }

    #[test]
    fn edge_lists_as_the_widget_writes_them() {
        let values = |text: &str| -> Vec<(i128, i128)> {
            parse_edge_list(text)
                .expect("valid list")
                .into_iter()
                .map(|(u, v)| match (u, v) {
                    (RawInt::Value(u), RawInt::Value(v)) => (u, v),
                    other => panic!("not numbers: {other:?}"),
                })
                .collect()
        };
        assert_eq!(values("0-1, 1->2; 2→0"), vec![(0, 1), (1, 2), (2, 0)]);
        assert_eq!(values("0 1\n1 2\n"), vec![(0, 1), (1, 2)]);
        assert_eq!(values(" 3 - 4 ,, "), vec![(3, 4)]);
        assert_eq!(values(""), vec![]);
        let reason = |text: &str| parse_edge_list(text).unwrap_err().reason(crate::Lang::En);
        assert_eq!(
            reason("0-1, 1-"),
            "the edge “1-” is missing an end; write each edge as two vertices joined by a dash, e.g. 0-1."
        );
        assert!(reason("-2").contains("only one end"));
        assert!(reason("1-2-3").starts_with("“1-2-3” is not one edge"));
        assert!(reason("0 1 2").contains("only one end"));
        for (text, word) in [
            ("abc", "abc"),
            ("NaN", "NaN"),
            ("0 1 x", "x"),
            ("javascript:alert(1)", "javascript:alert(1)"),
        ] {
            assert_eq!(
                reason(text),
                format!("“{word}” is not a whole number."),
                "{text}"
            );
        }
        assert_eq!(
            parse_edges("0 1, <b>").unwrap_err().api_message(),
            "edges: “<b>” is not a whole number."
        );
        // Numbers are checked later, against the vertex count.
        let raw = parse_edge_list("-1-2, 0-<b>").expect("two items");
        assert_eq!(raw[0].0, RawInt::Value(-1));
        assert!(matches!(raw[1].1, RawInt::NotInteger(_)));
        let err = GameGraph::new(3, &raw, Loops::Allowed).unwrap_err();
        assert_eq!(
            err.reason(crate::Lang::En),
            "“-1” is negative; the vertices are numbered 0 to 2."
        );
        let g = graph(3, &[(2, 0), (0, 1), (0, 2)]);
        assert_eq!(g.edges(), vec![(0, 1), (0, 2), (2, 0)]);
        assert_eq!(edge_list_text(&g.edges()), "0-1, 0-2, 2-0");
        let raw = parse_edge_list("2-0, 0-1").expect("valid list");
        let (_, edges) = GameGraph::with_edges(3, &raw, Loops::Refused).expect("valid graph");
        assert_eq!(edges, vec![(2, 0), (0, 1)]);
    }

    #[test]
    fn long_path_needs_no_recursion() {
        let n = MAX_VERTICES as usize;
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
        let g = GameGraph::from_checked(n, &edges);
        let grundy = g.grundy().expect("a path has no cycle");
        assert_eq!(grundy.first(), Some(&((n as u32 - 1) % 2)));
        let outcomes = g.outcomes(PlayRule::Normal);
        assert_eq!(outcomes.last(), Some(&GraphOutcome::Lose));
        assert_eq!(outcomes.first(), Some(&GraphOutcome::Win));
        // A cycle through all of them is found without recursion too.
        let mut ring = edges;
        ring.push((n - 1, 0));
        let cycle = GameGraph::from_checked(n, &ring).grundy().unwrap_err();
        assert_eq!(cycle.vertices.len(), n);
    }
}
