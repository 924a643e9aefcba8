//! `game: "wythoff"`: `analyze` (one position, piles up to 2^64 − 1, with every winning
//! move), `table` (the first losing pairs, optionally written in decimal, binary or
//! Fibonacci notation) and `trace` (the mex construction, step by step).
//! `game: "fibonacci"`: `analyze` (Fibonacci Nim, pile up to 2^64 − 1, with every winning
//! take and the Zeckendorf sum).
//!
//! Shapes (big values are decimal strings, always):
//! - `analyze({ game: "wythoff", heaps: [a, b] })` →
//!   `{ outcome: "N" | "P", winningMoves: [{ from: "a" | "b" | "both", take: "3" }] }`
//! - `table({ game: "wythoff", count, notation? })` → `{ pPositions: [[1, 2], [3, 5], …] }`
//!   (numbers; `count ≤ 100 000` keeps them below 2^53), plus with `notation`:
//!   `{ notation: "fibonacci", rows: [{ k: 1, a: "1", b: "10" }, …] }`
//! - `trace({ game: "wythoff", n, from?, count? })`: the program building `n` pairs
//! - `analyze({ game: "fibonacci", n, quota? })` → `{ outcome, quota: "…",
//!   winningMoves: [{ take: "…" }], zeckendorf: ["89", "8", "3"] }` (terms largest first;
//!   `quota` absent means the first move, where anything but the whole pile may be taken)

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{to_js, Game, Query};
use crate::fibonacci::{self, Position, PILE, QUOTA};
use crate::input::Field;
use crate::trace::Traced;
use crate::wythoff::{
    self, notation_rows, Heaps, Notation, WythoffTrace, COUNT, HEAPS, MAX_TABLE_COUNT, MAX_TRACE_N,
    NOTATION, PAIRS,
};

pub const GAMES: &[Game] = &[
    Game {
        name: "wythoff",
        table: Some(table),
        analyze: Some(analyze),
        trace: Some(trace),
    },
    Game {
        name: "fibonacci",
        table: None,
        analyze: Some(analyze_fibonacci),
        trace: None,
    },
];

/// Whether an optional field was left out (`undefined` or `null`).
fn is_absent(query: &Query, field: Field) -> bool {
    let value = query.get(field.api_name());
    value.is_undefined() || value.is_null()
}

/// More entries than this in `heaps` are refused before they are read one by one.
const MAX_HEAPS_READ: usize = 64;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveOut {
    from: &'static str,
    take: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AnalyzeOut {
    outcome: char,
    winning_moves: Vec<MoveOut>,
}

fn analyze(query: &Query) -> Result<JsValue, JsError> {
    let heaps = Heaps::from_raw(&query.raw_list(HEAPS, MAX_HEAPS_READ)?)?;
    let verdict = wythoff::analyze(heaps);
    to_js(&AnalyzeOut {
        outcome: verdict.outcome.pn_letter(),
        winning_moves: verdict
            .winning_moves
            .iter()
            .map(|m| MoveOut {
                from: m.from.api_name(),
                take: m.take.to_string(),
            })
            .collect(),
    })
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RowOut {
    k: u64,
    a: String,
    b: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TableOut {
    p_positions: Vec<[u64; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    notation: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rows: Option<Vec<RowOut>>,
}

fn table(query: &Query) -> Result<JsValue, JsError> {
    let count = query.int(COUNT, 0, MAX_TABLE_COUNT)?;
    let notation = if is_absent(query, NOTATION) {
        None
    } else {
        Some(Notation::parse(&query.string(NOTATION)?)?)
    };
    let rows = notation.map(|n| {
        notation_rows(count, n)
            .into_iter()
            .map(|r| RowOut {
                k: r.k,
                a: r.a,
                b: r.b,
            })
            .collect()
    });
    to_js(&TableOut {
        p_positions: wythoff::p_positions(count).map(|p| [p.a, p.b]).collect(),
        notation: notation.map(Notation::name),
        rows,
    })
}

fn trace(query: &Query) -> Result<Box<dyn Traced>, JsError> {
    let n = query.int(PAIRS, 0, MAX_TRACE_N)?;
    Ok(Box::new(WythoffTrace::new(n)))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TakeOut {
    take: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct FibonacciOut {
    outcome: char,
    quota: String,
    winning_moves: Vec<TakeOut>,
    zeckendorf: Vec<String>,
}

fn analyze_fibonacci(query: &Query) -> Result<JsValue, JsError> {
    let n = query.int(PILE, 0, u64::MAX)?;
    let quota = if is_absent(query, QUOTA) {
        None
    } else {
        Some(query.int(QUOTA, 0, u64::MAX)?)
    };
    let position = Position::new(n, quota)?;
    let verdict = fibonacci::analyze(position);
    to_js(&FibonacciOut {
        outcome: verdict.outcome.pn_letter(),
        quota: position.quota.to_string(),
        winning_moves: verdict
            .winning_takes
            .iter()
            .map(|take| TakeOut {
                take: take.to_string(),
            })
            .collect(),
        zeckendorf: verdict
            .zeckendorf
            .terms()
            .iter()
            .rev()
            .map(u64::to_string)
            .collect(),
    })
}
