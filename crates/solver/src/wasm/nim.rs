//! The Nim family's JS API. Stone counts and nimbers reach 2^64 − 1, so they are always
//! decimal strings in results; heap indices (from 0), bit numbers and counts are numbers.
//!
//! - `{ game: "nim", heaps, misere? }` → `analyze`: `{ outcome: "N" | "P", nimSum,
//!   winningMoves: [{ heap, take }], bits }` where `bits` is the widget's table:
//!   `{ width, rows: ["011", …] (each heap's bits, highest first), columnOnes: [..],
//!   xorRow: "010", highestBit: d | null, carriers: [heap, …], moves: [{ heap, from, to }] }`.
//!   `trace` (normal play only): the XOR program, bit column by bit column.
//! - `{ game: "nimber", op: "add" | "mul", a, b }` → `analyze`: `{ value }`;
//!   `{ game: "nimber", op?, size }` (size 2, 4, 16 or 256; op defaults to "mul") → `table`:
//!   `{ op, size, table: [[..], ..] }` with numbers (all below 256).
//! - `{ game: "moore", heaps, k }` → `analyze`: `{ outcome, k, winningMove: [{ heap, take }] |
//!   null }` (`k` as used, clamped to the number of heaps).
//! - `{ game: "staircase", steps }` (steps[0] is the lowest step) → `analyze`: `{ outcome,
//!   oddXor, winningMove: { from, to, stones } | null }`: move `stones` from step index `from` to
//!   step index `to` (`null`: off the staircase).

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{to_js, Game, Query, RemotenessOut};
use crate::input::{Field, InputError, Problem};
use crate::nim::moore::{read_k, Moore, K, MAX_K};
use crate::nim::remoteness;
use crate::nim::staircase::{self, STEPS};
use crate::nim::{
    analyze as analyze_nim, BitTable, Heaps, NimTrace, Rule, HEAPS, MAX_HEAPS, MISERE,
};
use crate::nimber::{operation_table, Op, TableSize, A, B, OP, SIZE};
use crate::trace::Traced;

pub const GAMES: &[Game] = &[
    Game {
        name: "nim",
        table: None,
        analyze: Some(nim),
        trace: Some(nim_trace),
    },
    Game {
        name: "nimber",
        table: Some(nimber_table),
        analyze: Some(nimber),
        trace: None,
    },
    Game {
        name: "moore",
        table: None,
        analyze: Some(moore),
        trace: None,
    },
    Game {
        name: "staircase",
        table: None,
        analyze: Some(stairs),
        trace: None,
    },
];

/// Heaps given as an array or as typed text.
fn heaps(query: &Query, field: Field) -> Result<Heaps, InputError> {
    let value = query.get(field.api_name());
    if let Some(text) = value.as_string() {
        return Heaps::parse(&text, field);
    }
    if value.is_undefined() || value.is_null() {
        return Err(InputError::new(field, Problem::Empty));
    }
    Heaps::from_raw(&query.raw_list(field, MAX_HEAPS)?, field)
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveOut {
    heap: usize,
    take: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BitMoveOut {
    heap: usize,
    from: String,
    to: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BitsOut {
    width: u32,
    rows: Vec<String>,
    column_ones: Vec<usize>,
    xor_row: String,
    highest_bit: Option<u32>,
    carriers: Vec<usize>,
    moves: Vec<BitMoveOut>,
}

fn digits(bits: &[bool]) -> String {
    bits.iter().map(|&b| if b { '1' } else { '0' }).collect()
}

impl From<BitTable> for BitsOut {
    fn from(t: BitTable) -> Self {
        BitsOut {
            width: t.width,
            rows: t.rows.iter().map(|r| digits(r)).collect(),
            column_ones: t.column_ones,
            xor_row: digits(&t.xor_row),
            highest_bit: t.highest_bit,
            carriers: t.carriers,
            moves: t
                .moves
                .into_iter()
                .map(|m| BitMoveOut {
                    heap: m.heap,
                    from: m.from.to_string(),
                    to: m.to.to_string(),
                })
                .collect(),
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct NimOut {
    outcome: char,
    nim_sum: String,
    winning_moves: Vec<MoveOut>,
    bits: BitsOut,
    #[serde(flatten)]
    remoteness: RemotenessOut,
    /// Every legal move with the value it hands over, while there are at most
    /// [`crate::coach::MAX_VALUED_MOVES`] (1,000); `null` past that.
    moves: Option<Vec<NimMoveOut>>,
}

#[derive(Serialize)]
struct NimMoveOut {
    heap: usize,
    take: String,
    outcome: char,
    remoteness: Option<u64>,
}

fn nim(query: &Query) -> Result<JsValue, JsError> {
    let heaps = heaps(query, HEAPS)?;
    let rule = if query.bool_or(MISERE, false)? {
        Rule::Misere
    } else {
        Rule::Normal
    };
    let verdict = analyze_nim(&heaps, rule);
    let values = remoteness::values(&heaps, rule);
    let moves = values.moves.map(|moves| {
        moves
            .into_iter()
            .map(|m| NimMoveOut {
                heap: m.mv.heap,
                take: m.mv.take.to_string(),
                outcome: m.after.outcome.pn_letter(),
                remoteness: m.after.remoteness.ok(),
            })
            .collect()
    });
    to_js(&NimOut {
        remoteness: values.remoteness.into(),
        moves,
        outcome: verdict.outcome.pn_letter(),
        nim_sum: verdict.nim_sum.to_string(),
        winning_moves: verdict
            .winning_moves
            .iter()
            .map(|m| MoveOut {
                heap: m.heap,
                take: m.take.to_string(),
            })
            .collect(),
        bits: BitTable::new(&heaps).into(),
    })
}

fn nim_trace(query: &Query) -> Result<Box<dyn Traced>, JsError> {
    let heaps = heaps(query, HEAPS)?;
    if query.bool_or(MISERE, false)? {
        return Err(InputError::custom(
            MISERE,
            "mô phỏng từng bước chỉ có cho luật chuẩn (bốc viên cuối cùng thì thắng).",
            "the step trace exists for normal play only (taking the last stone wins).",
        )
        .into());
    }
    Ok(Box::new(NimTrace::new(&heaps)))
}

fn op(query: &Query, default: Option<Op>) -> Result<Op, InputError> {
    let value = query.get(OP.api_name());
    match default {
        Some(op) if value.is_undefined() || value.is_null() => Ok(op),
        _ => Op::parse(&query.string(OP)?),
    }
}

#[derive(Serialize)]
struct ValueOut {
    value: String,
}

fn nimber(query: &Query) -> Result<JsValue, JsError> {
    let op = op(query, None)?;
    let a = query.int(A, 0, u64::MAX)?;
    let b = query.int(B, 0, u64::MAX)?;
    to_js(&ValueOut {
        value: op.apply(a, b).to_string(),
    })
}

#[derive(Serialize)]
struct TableOut {
    op: &'static str,
    size: usize,
    table: Vec<Vec<u64>>,
}

fn nimber_table(query: &Query) -> Result<JsValue, JsError> {
    let op = op(query, Some(Op::Mul))?;
    let size = TableSize::new(query.int(SIZE, 0, u64::MAX)?)?;
    to_js(&TableOut {
        op: match op {
            Op::Add => "add",
            Op::Mul => "mul",
        },
        size: size.get(),
        table: operation_table(op, size),
    })
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MooreOut {
    outcome: char,
    k: usize,
    winning_move: Option<Vec<MoveOut>>,
}

fn moore(query: &Query) -> Result<JsValue, JsError> {
    let heaps = heaps(query, HEAPS)?;
    let game = Moore::new(heaps, read_k(query.int(K, 0, MAX_K))?)?;
    to_js(&MooreOut {
        outcome: game.outcome().pn_letter(),
        k: game.k(),
        winning_move: game.winning_move().map(|moves| {
            moves
                .iter()
                .map(|m| MoveOut {
                    heap: m.heap,
                    take: m.take.to_string(),
                })
                .collect()
        }),
    })
}

#[derive(Serialize)]
struct StairMoveOut {
    from: usize,
    to: Option<usize>,
    stones: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StaircaseOut {
    outcome: char,
    odd_xor: String,
    winning_move: Option<StairMoveOut>,
}

fn stairs(query: &Query) -> Result<JsValue, JsError> {
    let steps = heaps(query, STEPS)?;
    to_js(&StaircaseOut {
        outcome: staircase::outcome(&steps).pn_letter(),
        odd_xor: staircase::odd_xor(&steps).to_string(),
        winning_move: staircase::winning_move(&steps).map(|m| StairMoveOut {
            from: m.from,
            to: m.to(),
            stones: m.stones.to_string(),
        }),
    })
}
