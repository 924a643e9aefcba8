//! `game: "graph"`, `"bipartite"` and `"coins"`.
//!
//! - `{ game: "graph", n, edges: [[u, v], ..] | "u v, u v", misere?: bool }` (vertices from 0):
//!   `table` → `{ n, outcomes: "WLD…" (one letter per vertex), grundy: [..] | null (null when
//!   the graph has a cycle), cycle: [..] | null }`; `analyze` with `tokens: [..]` →
//!   `{ outcome: "N" | "P" | "D", grundy: number | null, remoteness, remotenessReason,
//!   remotenessText, moves }`: for one token, its remoteness from the retrograde analysis
//!   (`null` for a draw) and `moves: [{ to, outcome, remoteness }]`, every edge out of its
//!   vertex with the value of the vertex it reaches (`null` past 1,000 edges); for several
//!   tokens `remoteness` and `moves` are `null`, with the reason; `trace` → the retrograde
//!   analysis.
//! - `{ game: "bipartite", left, right, edges: [[l, r], ..] }`: `analyze` →
//!   `{ matchingSize, matching: [[l, r], ..], leftOutcomes: "NP…", rightOutcomes: "…",
//!   leftMoves: [r | null, ..], rightMoves: [l | null, ..],
//!   firstPicks: { outcome, starts: [{ side: "left" | "right", vertex }] } }`.
//! - `{ game: "coins", rule: "turtles" | "ruler" | "grid" | "tree", n, parents? }`: `table` →
//!   `{ rule, places, grundy: ["1", ..] }` (decimal strings: tree values reach 2^63); `analyze`
//!   with `heads: [..]` → `{ outcome: "N" | "P", grundy: "…" }`. Places count from 0; a grid
//!   cell `(r, c)` is place `r · n + c`.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::query::{exact_number, integer, RemotenessOut};
use super::{to_js, Game, Query};
use crate::bipartite::{
    BipartiteGraph, Half, Vertex, BIPARTITE_EDGES, LEFT, MAX_BIPARTITE_EDGES, MAX_SIDE, RIGHT,
};
use crate::coach::MAX_VALUED_MOVES;
use crate::coin_turning::{
    CoinBoard, CoinRule, COINS_N, HEADS, MAX_HEADS, MAX_TREE_VERTICES, PARENTS, RULE,
};
use crate::graph::{
    pair_up, GameGraph, Loops, PlayRule, RetrogradeTrace, EDGES, MAX_EDGES, MAX_TOKENS,
    MAX_VERTICES, MISERE, TOKENS, VERTICES,
};
use crate::input::{Field, InputError, Problem, RawInt};
use crate::remoteness::Unknown;
use crate::trace::Traced;
use crate::Outcome;

pub const GAMES: &[Game] = &[
    Game {
        name: "graph",
        table: Some(graph_table),
        analyze: Some(graph_analyze),
        trace: Some(graph_trace),
    },
    Game {
        name: "bipartite",
        table: None,
        analyze: Some(bipartite_analyze),
        trace: None,
    },
    Game {
        name: "coins",
        table: Some(coins_table),
        analyze: Some(coins_analyze),
        trace: None,
    },
];

/// Edges as `[[u, v], ..]` or as typed text `"u v, u v"`.
fn edge_list(query: &Query, field: Field, max: usize) -> Result<Vec<(RawInt, RawInt)>, InputError> {
    let value = query.get(field.api_name());
    if value.is_undefined() || value.is_null() {
        return Ok(Vec::new());
    }
    if value.as_string().is_some() {
        let flat = query.raw_list(field, max.saturating_mul(2).saturating_add(1))?;
        return pair_up(field, flat.into_iter(), max);
    }
    let mut pairs = Vec::new();
    for item in query.list(field, max)? {
        let ends = if js_sys::Array::is_array(&item) {
            js_sys::Array::from(&item)
        } else {
            return Err(pair_expected(field));
        };
        if ends.length() != 2 {
            return Err(pair_expected(field));
        }
        pairs.push((integer(&ends.get(0), field)?, integer(&ends.get(1), field)?));
    }
    Ok(pairs)
}

fn pair_expected(field: Field) -> InputError {
    InputError::custom(
        field,
        "mỗi cạnh là một cặp hai đỉnh, ví dụ [0, 1].",
        "each edge is a pair of two vertices, such as [0, 1].",
    )
}

fn game_graph(query: &Query) -> Result<(GameGraph, PlayRule), InputError> {
    let n = query.int(VERTICES, 0, MAX_VERTICES)?;
    let edges = edge_list(query, EDGES, MAX_EDGES)?;
    let graph = GameGraph::new(n, &edges, Loops::Allowed)?;
    let rule = PlayRule::from_misere(query.bool_or(MISERE, false)?);
    Ok((graph, rule))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GraphTableOut {
    n: usize,
    misere: bool,
    outcomes: String,
    grundy: Option<Vec<u32>>,
    /// A cycle that makes Grundy values undefined, in order.
    cycle: Option<Vec<usize>>,
}

fn graph_table(query: &Query) -> Result<JsValue, JsError> {
    let (graph, rule) = game_graph(query)?;
    let (grundy, cycle) = match graph.grundy() {
        Ok(values) => (Some(values), None),
        Err(cycle) => (None, Some(cycle.vertices)),
    };
    to_js(&GraphTableOut {
        n: graph.len(),
        misere: rule == PlayRule::Misere,
        outcomes: graph.outcomes(rule).iter().map(|o| o.letter()).collect(),
        grundy,
        cycle,
    })
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GraphAnalyzeOut {
    outcome: char,
    /// The XOR of the tokens' Grundy values (at most 2^19 here), or null.
    grundy: Option<u32>,
    #[serde(flatten)]
    remoteness: RemotenessOut,
    /// One token's moves with the values they hand over; `null` for several tokens or past
    /// [`MAX_VALUED_MOVES`] edges.
    moves: Option<Vec<GraphMoveOut>>,
}

#[derive(Serialize)]
struct GraphMoveOut {
    to: usize,
    outcome: char,
    remoteness: Option<u64>,
}

/// One token's remoteness and moves, from the retrograde analysis; for several tokens, why
/// there are none.
fn token_values(
    graph: &GameGraph,
    rule: PlayRule,
    tokens: &[usize],
) -> (Result<u64, Unknown>, Option<Vec<GraphMoveOut>>) {
    let &[token] = tokens else {
        return (Err(Unknown::SumOfGames), None);
    };
    let values = graph.values(rule);
    let value = |v: usize| values.get(v).copied();
    let remoteness = value(token).and_then(|v| v.remoteness).ok_or(Unknown::Draw);
    let successors = graph.successors(token);
    let moves = (successors.len() <= MAX_VALUED_MOVES).then(|| {
        successors
            .iter()
            .filter_map(|&to| {
                let after = value(to)?;
                Some(GraphMoveOut {
                    to,
                    outcome: after.outcome.pn_letter(),
                    remoteness: exact_number(after.remoteness.ok_or(Unknown::Draw)).ok(),
                })
            })
            .collect()
    });
    (remoteness, moves)
}

fn graph_analyze(query: &Query) -> Result<JsValue, JsError> {
    let (graph, rule) = game_graph(query)?;
    if query.get(TOKENS.api_name()).is_undefined() {
        return Err(InputError::new(TOKENS, Problem::Empty).into());
    }
    let raw = query.raw_list(TOKENS, MAX_TOKENS)?;
    let tokens = graph.tokens(&raw)?;
    let verdict = graph.judge_tokens(&tokens, rule)?;
    let (remoteness, moves) = token_values(&graph, rule, &tokens);
    to_js(&GraphAnalyzeOut {
        outcome: verdict.outcome.pn_letter(),
        grundy: verdict.grundy,
        remoteness: remoteness.into(),
        moves,
    })
}

fn graph_trace(query: &Query) -> Result<Box<dyn Traced>, JsError> {
    let (graph, rule) = game_graph(query)?;
    Ok(Box::new(RetrogradeTrace::new(&graph, rule)))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StartOut {
    side: &'static str,
    vertex: usize,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct FirstPicksOut {
    outcome: char,
    starts: Vec<StartOut>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BipartiteOut {
    matching_size: usize,
    matching: Vec<[usize; 2]>,
    left_outcomes: String,
    right_outcomes: String,
    left_moves: Vec<Option<usize>>,
    right_moves: Vec<Option<usize>>,
    first_picks: FirstPicksOut,
}

fn bipartite_analyze(query: &Query) -> Result<JsValue, JsError> {
    let left = query.int(LEFT, 0, MAX_SIDE)?;
    let right = query.int(RIGHT, 0, MAX_SIDE)?;
    let edges = edge_list(query, BIPARTITE_EDGES, MAX_BIPARTITE_EDGES)?;
    let graph = BipartiteGraph::new(left, right, &edges)?;
    let analysis = graph.analyze();
    let side_of = |half: Half, size: usize| {
        let vertices = (0..size).map(move |index| Vertex { half, index });
        let outcomes: String = vertices
            .clone()
            .map(|v| analysis.outcome(v).pn_letter())
            .collect();
        let moves: Vec<Option<usize>> = vertices.map(|v| analysis.winning_move(v)).collect();
        (outcomes, moves)
    };
    let (left_outcomes, left_moves) = side_of(Half::Left, graph.left_len());
    let (right_outcomes, right_moves) = side_of(Half::Right, graph.right_len());
    to_js(&BipartiteOut {
        matching_size: analysis.matching.size(),
        matching: analysis
            .matching
            .pairs()
            .into_iter()
            .map(|(l, r)| [l, r])
            .collect(),
        left_outcomes,
        right_outcomes,
        left_moves,
        right_moves,
        first_picks: FirstPicksOut {
            outcome: analysis.first_picks_outcome().pn_letter(),
            starts: analysis
                .winning_starts()
                .into_iter()
                .map(|v| StartOut {
                    side: match v.half {
                        Half::Left => "left",
                        Half::Right => "right",
                    },
                    vertex: v.index,
                })
                .collect(),
        },
    })
}

fn coin_board(query: &Query) -> Result<CoinBoard, InputError> {
    let rule = CoinRule::parse(&query.string(RULE)?)?;
    match rule {
        CoinRule::Tree => {
            let parents = if query.get(PARENTS.api_name()).is_undefined() {
                Vec::new()
            } else {
                query.raw_list(PARENTS, MAX_TREE_VERTICES)?
            };
            CoinBoard::tree(&parents)
        }
        _ => CoinBoard::new(rule, query.int(COINS_N, 0, u64::MAX)?),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CoinsTableOut {
    rule: &'static str,
    places: usize,
    grundy: Vec<String>,
}

fn coins_table(query: &Query) -> Result<JsValue, JsError> {
    let board = coin_board(query)?;
    to_js(&CoinsTableOut {
        rule: board.rule().name(),
        places: board.places(),
        grundy: board.base_values().iter().map(u64::to_string).collect(),
    })
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CoinsAnalyzeOut {
    outcome: char,
    grundy: String,
}

fn coins_analyze(query: &Query) -> Result<JsValue, JsError> {
    let board = coin_board(query)?;
    let heads = board.heads(&query.raw_list(HEADS, MAX_HEADS)?)?;
    let (outcome, grundy): (Outcome, u64) = board.judge(&heads);
    to_js(&CoinsAnalyzeOut {
        outcome: outcome.pn_letter(),
        grundy: grundy.to_string(),
    })
}
