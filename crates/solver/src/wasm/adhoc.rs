//! The ad hoc games of seed 004. Every `analyze` answers `{ outcome: "N" | "P", winner, … }`
//! with the judge's word for the winner.
//!
//! - `{ game: "one-two-k", n, k }` (n up to 2^64 − 1, 3 ≤ k ≤ 2^64 − 1; numbers, BigInts or
//!   decimal strings) → `{ outcome, winner: "Alice" | "Bob", n, k, winningMoves: [{ take }] }`
//!   with `n`, `k` and every `take` as decimal strings.
//! - `{ game: "permutation", values: [..] }` (a permutation of 1..=n, n ≤ 200 000) →
//!   `{ outcomes: "LWW…" (one letter per starting cell), answer: "BAA…" (the judge's letters) }`.
//! - `{ game: "logs", lengths: [..] }` (each 1..=2^64 − 1, at most 200 000) →
//!   `{ outcome, winner: "errorgorn" | "maomao90", cuts }` with `cuts` (the number of moves of
//!   every game) as a decimal string.
//! - `{ game: "discs", width, height, radius }` (each 1..=2^64 − 1) →
//!   `{ outcome, winner: "First" | "Second", discFits }`.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{to_js, Game, Query};
use crate::adhoc::{discs, logs, one_two_k, permutation, Board, Logs, OneTwoK, Permutation};

pub const GAMES: &[Game] = &[
    analyze_only("one-two-k", one_two_k_analyze),
    analyze_only("permutation", permutation_analyze),
    analyze_only("logs", logs_analyze),
    analyze_only("discs", discs_analyze),
];

const fn analyze_only(name: &'static str, analyze: super::Answer) -> Game {
    Game {
        name,
        table: None,
        analyze: Some(analyze),
        trace: None,
    }
}

#[derive(Serialize)]
struct TakeOut {
    take: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct OneTwoKOut {
    outcome: char,
    winner: &'static str,
    n: String,
    k: String,
    winning_moves: Vec<TakeOut>,
}

fn one_two_k_analyze(query: &Query) -> Result<JsValue, JsError> {
    let n = query.int(one_two_k::N, 0, u64::MAX)?;
    let k = query.int(one_two_k::K, one_two_k::MIN_K, u64::MAX)?;
    let game = OneTwoK::new(n, k)?;
    to_js(&OneTwoKOut {
        outcome: game.outcome().pn_letter(),
        winner: game.winner_name(),
        n: n.to_string(),
        k: k.to_string(),
        winning_moves: game
            .winning_steps()
            .into_iter()
            .map(|take| TakeOut {
                take: take.to_string(),
            })
            .collect(),
    })
}

#[derive(Serialize)]
struct PermutationOut {
    outcomes: String,
    answer: String,
}

fn permutation_analyze(query: &Query) -> Result<JsValue, JsError> {
    let raw = query.raw_list(permutation::VALUES, permutation::MAX_LEN)?;
    let perm = Permutation::from_raw(&raw)?;
    to_js(&PermutationOut {
        outcomes: perm.outcomes().iter().map(|o| o.letter()).collect(),
        answer: perm.letters(),
    })
}

#[derive(Serialize)]
struct LogsOut {
    outcome: char,
    winner: &'static str,
    cuts: String,
}

fn logs_analyze(query: &Query) -> Result<JsValue, JsError> {
    let logs = Logs::from_raw(&query.raw_list(logs::LENGTHS, logs::MAX_LOGS)?)?;
    to_js(&LogsOut {
        outcome: logs.outcome().pn_letter(),
        winner: logs.winner_name(),
        cuts: logs.total_cuts().to_string(),
    })
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DiscsOut {
    outcome: char,
    winner: &'static str,
    disc_fits: bool,
}

fn discs_analyze(query: &Query) -> Result<JsValue, JsError> {
    let board = Board {
        width: query.int(discs::WIDTH, 1, u64::MAX)?,
        height: query.int(discs::HEIGHT, 1, u64::MAX)?,
        radius: query.int(discs::RADIUS, 1, u64::MAX)?,
    };
    to_js(&DiscsOut {
        outcome: board.outcome().pn_letter(),
        winner: board.winner_name(),
        disc_fits: board.disc_fits(),
    })
}
