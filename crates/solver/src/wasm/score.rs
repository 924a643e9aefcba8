//! Score games and ZJOI 2009's end piles.
//!
//! - `{ game: "ends", values: [..] }` (numbers, |v| ≤ 10^9, at most 5000):
//!   `analyze` → `{ first, second, diff, total, bestMove: "left" | "right",
//!   greedy: { first, second, diff }, parity: { evenSum, oddSum, take: "even" | "odd", secured }
//!   | null }` (parity only for even lengths); `table` (at most 200 numbers) → `{ values,
//!   grid: [[dp or null]], first, second, diff }`; `trace` → the interval DP filling, one step
//!   per cell, `n(n + 1)/2` steps. Every number stays below 2^53 (|sums| ≤ 5·10^12), so all are
//!   JS numbers.
//! - `{ game: "zjoi-piles", piles: [..] }` (each 1..=10^9, at most 5000): `analyze` →
//!   `{ outcome: "N" | "P", leftPartner, winningMoves: [{ end: "left" | "right", take }] }`.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{to_js, Game, Query};
use crate::input::InputError;
use crate::score::{
    IndexClass, IntervalTrace, PileEnd, PileRow, Row, Scores, MAX_LEN, MAX_TABLE_LEN, VALUES,
};
use crate::score::{MAX_PILES, PILES};
use crate::trace::Traced;

pub const GAMES: &[Game] = &[
    Game {
        name: "ends",
        table: Some(ends_table),
        analyze: Some(ends_analyze),
        trace: Some(ends_trace),
    },
    Game {
        name: "zjoi-piles",
        table: None,
        analyze: Some(piles_analyze),
        trace: None,
    },
];

fn row(query: &Query, max_len: usize) -> Result<Row, InputError> {
    let row = Row::from_raw(&query.raw_list(VALUES, MAX_LEN)?)?;
    if row.len() > max_len {
        return Err(InputError::custom(
            VALUES,
            format!("bảng chỉ hiển thị dãy tối đa {max_len} số; với dãy dài hơn hãy dùng analyze hoặc trace."),
            format!("the grid is shown for at most {max_len} numbers; use analyze or trace for longer rows."),
        ));
    }
    Ok(row)
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ScoresOut {
    first: i64,
    second: i64,
    diff: i64,
}

impl From<Scores> for ScoresOut {
    fn from(s: Scores) -> Self {
        ScoresOut {
            first: s.first,
            second: s.second,
            diff: s.diff(),
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ParityOut {
    even_sum: i64,
    odd_sum: i64,
    take: &'static str,
    secured: i64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EndsAnalyzeOut {
    first: i64,
    second: i64,
    diff: i64,
    total: i64,
    best_move: &'static str,
    greedy: ScoresOut,
    parity: Option<ParityOut>,
}

fn ends_analyze(query: &Query) -> Result<JsValue, JsError> {
    let row = row(query, MAX_LEN)?;
    let scores = row.scores();
    to_js(&EndsAnalyzeOut {
        first: scores.first,
        second: scores.second,
        diff: scores.diff(),
        total: row.total(),
        best_move: row.best_first_move().name(),
        greedy: row.greedy().into(),
        parity: row.parity_plan().map(|plan| ParityOut {
            even_sum: plan.even_sum,
            odd_sum: plan.odd_sum,
            take: match plan.take {
                IndexClass::Even => "even",
                IndexClass::Odd => "odd",
            },
            secured: plan.secured,
        }),
    })
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EndsTableOut {
    values: Vec<i64>,
    grid: Vec<Vec<Option<i64>>>,
    first: i64,
    second: i64,
    diff: i64,
}

fn ends_table(query: &Query) -> Result<JsValue, JsError> {
    let row = row(query, MAX_TABLE_LEN)?;
    let grid = row.grid();
    let scores = row.scores();
    to_js(&EndsTableOut {
        values: row.values().to_vec(),
        grid: (0..grid.len()).map(|l| grid.display_row(l)).collect(),
        first: scores.first,
        second: scores.second,
        diff: scores.diff(),
    })
}

fn ends_trace(query: &Query) -> Result<Box<dyn Traced>, JsError> {
    let row = row(query, MAX_LEN)?;
    Ok(Box::new(IntervalTrace::new(&row)))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PileMoveOut {
    end: &'static str,
    take: u64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PilesAnalyzeOut {
    outcome: char,
    left_partner: u64,
    winning_moves: Vec<PileMoveOut>,
}

fn piles_analyze(query: &Query) -> Result<JsValue, JsError> {
    let row = PileRow::from_raw(&query.raw_list(PILES, MAX_PILES)?)?;
    let verdict = row.verdict();
    to_js(&PilesAnalyzeOut {
        outcome: verdict.outcome.pn_letter(),
        left_partner: verdict.left_partner,
        winning_moves: verdict
            .winning_moves
            .iter()
            .map(|m| PileMoveOut {
                end: match m.end {
                    PileEnd::Left => "left",
                    PileEnd::Right => "right",
                },
                take: m.take,
            })
            .collect(),
    })
}
