//! `game: "octal"`: `table` (Grundy values `G(0..=n)` and the period the Guy–Smith rule
//! proves) and `trace` (the mex of each heap, move by move). `game: "ed"`: `analyze` (groups of
//! two piles, piles up to 2^64 − 1) and `table` (the SG table by the definition).

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{to_js, Game, Query};
use crate::input::{Field, InputError};
use crate::octal::{OctalCode, OctalTrace, CODE, MAX_TABLE_N, MAX_TRACE_N, WORK_BUDGET};
use crate::splitting::{brute_table, Groups, MAX_PILES, MAX_TABLE_SIZE, PILES, SIZE};
use crate::trace::Traced;

pub const GAMES: &[Game] = &[
    Game {
        name: "octal",
        table: Some(octal_table),
        analyze: None,
        trace: Some(octal_trace),
    },
    Game {
        name: "ed",
        table: Some(ed_table),
        analyze: Some(ed_analyze),
        trace: None,
    },
];

#[derive(Serialize)]
struct PeriodOut {
    start: usize,
    length: usize,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct OctalTableOut {
    game: &'static str,
    /// The code as the solver read it, e.g. "0.77".
    code: String,
    n: u64,
    grundy: Vec<u32>,
    /// Proven by the Guy–Smith rule within `0..=n`, smallest period then smallest start.
    period: Option<PeriodOut>,
}

fn code(query: &Query) -> Result<OctalCode, JsError> {
    Ok(OctalCode::parse(&query.string(CODE)?)?)
}

fn octal_table(query: &Query) -> Result<JsValue, JsError> {
    let code = code(query)?;
    let n = query.int(Field::N, 0, MAX_TABLE_N)?;
    // `n` is at most MAX_TABLE_N, so it fits in usize on every target.
    let grundy = code
        .grundy_within(n as usize, WORK_BUDGET)
        .map_err(|reached| code.too_slow(reached))?;
    let period = code.period(&grundy).map(|p| PeriodOut {
        start: p.start,
        length: p.length,
    });
    to_js(&OctalTableOut {
        game: "octal",
        code: code.text(),
        n,
        grundy,
        period,
    })
}

fn octal_trace(query: &Query) -> Result<Box<dyn Traced>, JsError> {
    let code = code(query)?;
    let n = query.int(Field::N, 0, MAX_TRACE_N)?;
    Ok(Box::new(OctalTrace::new(&code, n as usize)))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EdAnalyzeOut {
    /// "N" when the player to move wins, "P" otherwise.
    outcome: char,
    /// The XOR of the groups' values; a number, since each is at most 64.
    grundy: u32,
    /// For each group, its value and its winning splits (piles as decimal strings).
    groups: Vec<GroupOut>,
}

#[derive(Serialize)]
struct GroupOut {
    grundy: u32,
    /// Splits of this group to value 0: keep pile `pile` (0 or 1) and split it into `into`.
    splits: Vec<SplitOut>,
}

#[derive(Serialize)]
struct SplitOut {
    pile: usize,
    into: [String; 2],
}

fn ed_analyze(query: &Query) -> Result<JsValue, JsError> {
    let groups = Groups::from_raw(&query.raw_list(PILES, MAX_PILES)?)?;
    let verdict = groups.verdict();
    to_js(&EdAnalyzeOut {
        outcome: verdict.outcome.pn_letter(),
        grundy: verdict.grundy,
        groups: groups
            .groups()
            .iter()
            .map(|g| GroupOut {
                grundy: g.grundy(),
                splits: g
                    .winning_splits()
                    .into_iter()
                    .map(|s| SplitOut {
                        pile: s.pile,
                        into: [s.into.0.to_string(), s.into.1.to_string()],
                    })
                    .collect(),
            })
            .collect(),
    })
}

#[derive(Serialize)]
struct EdTableOut {
    size: u64,
    /// `grundy[a − 1][b − 1]` = f(a, b), filled by the mex definition.
    grundy: Vec<Vec<u32>>,
}

fn ed_table(query: &Query) -> Result<JsValue, JsError> {
    let size = query.int(SIZE, 0, MAX_TABLE_SIZE)?;
    if size == 0 {
        return Err(InputError::custom(
            SIZE,
            "bảng cần ít nhất 1 hàng.",
            "the table needs at least 1 row.",
        )
        .into());
    }
    to_js(&EdTableOut {
        size,
        grundy: brute_table(size as usize),
    })
}
