//! `game: "subtraction"`: `table` (W/L, Grundy, proven period), `analyze` (one position, up
//! to 2^64 − 1, through the proven period; or, with `piles`, a sum of piles by XOR) and
//! `trace` (the W/L table filling step by step; or, with `piles`, Grundy values by mex and
//! the XOR of the piles).

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{exact_number, to_js, Game, Query, RemotenessOut};
use crate::input::{Field, InputError, Problem};
use crate::period::Period;
use crate::subtraction::{
    MexTrace, MoveSet, PeriodRule, SubtractionGame, SubtractionTrace, MAX_MOVES, MAX_TABLE_N,
    MAX_TRACE_N,
};
use crate::trace::Traced;
use crate::Lang;

pub const GAMES: &[Game] = &[Game {
    name: "subtraction",
    table: Some(table),
    analyze: Some(analyze),
    trace: Some(trace),
}];

const POSITION: Field = Field::new("n", "Vị trí n", "Position n", "1000000000000000000");
const PILES: Field = Field::new("piles", "Các đống", "Piles", "4 6");
/// At most this many piles in a sum.
const MAX_PILES: usize = 64;

/// The `piles` field when the query has one.
fn piles(query: &Query, max: u64) -> Result<Option<Vec<usize>>, InputError> {
    let value = query.get(PILES.api_name());
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    let piles = query.int_list(PILES, 0, max, MAX_PILES)?;
    if piles.is_empty() {
        return Err(InputError::new(PILES, Problem::Empty));
    }
    // Each pile is at most `max` ≤ MAX_TABLE_N, so it fits in usize.
    Ok(Some(piles.into_iter().map(|p| p as usize).collect()))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PeriodOut {
    start: usize,
    length: usize,
}

impl From<Period> for PeriodOut {
    fn from(p: Period) -> Self {
        PeriodOut {
            start: p.start,
            length: p.length,
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TableOut {
    game: &'static str,
    moves: Vec<u64>,
    n: u64,
    outcomes: String,
    grundy: Vec<u32>,
    period: Option<PeriodOut>,
    grundy_period: Option<PeriodOut>,
    /// The period in words (English), e.g. "L exactly when n mod 7 ∈ {0, 2}".
    rule: Option<String>,
}

fn moves(query: &Query) -> Result<MoveSet, InputError> {
    let value = query.get(Field::MOVES.api_name());
    if let Some(text) = value.as_string() {
        return MoveSet::parse(&text);
    }
    if value.is_undefined() || value.is_null() {
        return Err(InputError::new(Field::MOVES, Problem::Empty));
    }
    MoveSet::from_raw(&query.raw_list(Field::MOVES, MAX_MOVES)?)
}

fn table(query: &Query) -> Result<JsValue, JsError> {
    let game = SubtractionGame::new(moves(query)?);
    let n = query.int(Field::N, 0, MAX_TABLE_N)?;
    // `n` is at most MAX_TABLE_N, so it fits in usize on every target.
    let table = game.table(n as usize);
    let period = game.outcome_period(&table);
    to_js(&TableOut {
        game: "subtraction",
        moves: game.moves.values().to_vec(),
        n,
        outcomes: table.outcome_letters(),
        rule: period.map(|p| PeriodRule::new(p, &table.outcomes).describe(Lang::En)),
        period: period.map(PeriodOut::from),
        grundy_period: game.grundy_period(&table).map(PeriodOut::from),
        grundy: table.grundy,
    })
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AnalyzeOut {
    outcome: char,
    /// The Grundy value of the position (a small number: at most |S|).
    grundy: u32,
    winning_moves: Vec<TakeOut>,
    period: PeriodOut,
    #[serde(flatten)]
    remoteness: RemotenessOut,
    /// Every legal move (at most |S| ≤ 64) with the value of the position it leads to.
    moves: Vec<MoveValueOut>,
}

#[derive(Serialize)]
struct MoveValueOut {
    take: u64,
    outcome: char,
    remoteness: Option<u64>,
}

#[derive(Serialize)]
struct TakeOut {
    take: u64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SumOut {
    outcome: char,
    grundy: Vec<u32>,
    nim_sum: u32,
}

fn analyze(query: &Query) -> Result<JsValue, JsError> {
    let game = SubtractionGame::new(moves(query)?);
    if let Some(piles) = piles(query, MAX_TABLE_N)? {
        let table = game.table(piles.iter().copied().max().unwrap_or(0));
        let grundy: Vec<u32> = piles.iter().map(|&p| table.grundy[p]).collect();
        let nim_sum = grundy.iter().fold(0, |x, g| x ^ g);
        return to_js(&SumOut {
            outcome: if nim_sum == 0 { 'P' } else { 'N' },
            grundy,
            nim_sum,
        });
    }
    let n = query.int(POSITION, 0, u64::MAX)?;
    let verdict = game.verdict(n).ok_or_else(|| {
        InputError::custom(
            Field::MOVES,
            "chưa chứng minh được chu kỳ cho tập nước đi này.",
            "no period could be proven for this move set.",
        )
    })?;
    let rule = game.remoteness_rule();
    let moves = game
        .moves
        .values()
        .iter()
        .filter(|&&take| take <= n)
        .map(|&take| {
            let after = rule.value(n - take);
            MoveValueOut {
                take,
                // The W/L period is proven for every pile, whether or not remoteness is.
                outcome: if verdict.winning_takes.contains(&take) {
                    'P'
                } else {
                    'N'
                },
                remoteness: exact_number(after.map(|v| v.remoteness)).ok(),
            }
        })
        .collect();
    to_js(&AnalyzeOut {
        remoteness: rule.value(n).map(|v| v.remoteness).into(),
        moves,
        outcome: verdict.outcome.pn_letter(),
        grundy: verdict.grundy,
        winning_moves: verdict
            .winning_takes
            .into_iter()
            .map(|take| TakeOut { take })
            .collect(),
        period: verdict.period.into(),
    })
}

fn trace(query: &Query) -> Result<Box<dyn Traced>, JsError> {
    let game = SubtractionGame::new(moves(query)?);
    if let Some(piles) = piles(query, MAX_TRACE_N)? {
        return Ok(Box::new(MexTrace::new(&game, &piles)));
    }
    let n = query.int(Field::N, 0, MAX_TRACE_N)?;
    Ok(Box::new(SubtractionTrace::new(&game, n as usize)))
}
