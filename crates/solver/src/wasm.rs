//! The JS API for blog authors and the site's own pages (DESIGN.md, "The JS API").
//!
//! Queries are plain objects with a `game` field. Fields are read one by one so that every
//! error names the field it is about; integers may come as numbers, BigInts or decimal
//! strings. Errors are thrown as `Error`s and never trap, so the module keeps working.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::input::{quote, Field, InputError, Problem, RawInt};
use crate::period::Period;
use crate::subtraction::{MoveSet, PeriodRule, SubtractionGame, MAX_TABLE_N};
use crate::Lang;

/// The largest integer a JS number holds exactly.
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// The solver's version, e.g. `"0.1.0"`.
#[wasm_bindgen]
pub fn version() -> String {
    crate::VERSION.to_string()
}

/// Fills the table of a game; see the README for the queries.
#[wasm_bindgen]
pub fn table(query: JsValue) -> Result<JsValue, JsError> {
    console_error_panic_hook::set_once();
    let result = match game_name(&query)?.as_str() {
        "subtraction" => subtraction_table(&query)?,
        other => {
            return Err(malformed(format!(
                "game: unknown game “{}” for table(); known: subtraction",
                quote(other)
            )))
        }
    };
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    result
        .serialize(&serializer)
        .map_err(|e| JsError::new(&e.to_string()))
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
struct SubtractionTableOut {
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

fn subtraction_table(query: &JsValue) -> Result<SubtractionTableOut, JsError> {
    let moves = move_set(&field(query, "moves"))?;
    let n = integer(&field(query, "n"), Field::N)
        .and_then(|raw| raw.bounded(Field::N, 0, MAX_TABLE_N))
        .map_err(to_js)?;
    let game = SubtractionGame::new(moves);
    // `n` is at most MAX_TABLE_N, so it fits in usize on every target.
    let table = game.table(n as usize);
    let period = game.outcome_period(&table);
    Ok(SubtractionTableOut {
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

fn game_name(query: &JsValue) -> Result<String, JsError> {
    if !query.is_object() {
        return Err(malformed(
            "query: expected an object such as { game: \"subtraction\", moves: [1, 3, 4], n: 14 }"
                .into(),
        ));
    }
    field(query, "game")
        .as_string()
        .ok_or_else(|| malformed("game: missing; expected a string such as \"subtraction\"".into()))
}

fn move_set(value: &JsValue) -> Result<MoveSet, JsError> {
    if let Some(text) = value.as_string() {
        return MoveSet::parse(&text).map_err(to_js);
    }
    if !js_sys::Array::is_array(value) {
        return Err(to_js(InputError::new(Field::Moves, Problem::Empty)));
    }
    let array = js_sys::Array::from(value);
    if array.length() as usize > crate::subtraction::MAX_MOVES {
        return Err(to_js(InputError::new(
            Field::Moves,
            Problem::TooMany {
                max: crate::subtraction::MAX_MOVES,
            },
        )));
    }
    let raw = array
        .iter()
        .map(|v| integer(&v, Field::Moves))
        .collect::<Result<Vec<RawInt>, InputError>>()
        .map_err(to_js)?;
    MoveSet::from_raw(&raw).map_err(to_js)
}

/// Reads an integer given as a number, a BigInt or a decimal string.
fn integer(value: &JsValue, field: Field) -> Result<RawInt, InputError> {
    if value.is_undefined() || value.is_null() {
        return Err(InputError::new(field, Problem::Empty));
    }
    if let Some(number) = value.as_f64() {
        let text = js_sys::Number::from(number)
            .to_string_with_radix(10)
            .map(String::from)
            .unwrap_or_default();
        return Ok(if !number.is_finite() || number.fract() != 0.0 {
            RawInt::NotInteger(quote(&text))
        } else if number.abs() <= MAX_SAFE_INTEGER {
            RawInt::Value(number as i128)
        } else {
            // Beyond 2^53 a JS number is no longer exact; only strings and BigInts are.
            RawInt::Huge {
                negative: number < 0.0,
                text: quote(&text),
            }
        });
    }
    if value.is_bigint() {
        let text = js_sys::BigInt::from(value.clone())
            .to_string(10)
            .map(String::from)
            .unwrap_or_default();
        return Ok(RawInt::parse(&text));
    }
    if let Some(text) = value.as_string() {
        if text.trim().is_empty() {
            return Err(InputError::new(field, Problem::Empty));
        }
        return Ok(RawInt::parse(&text));
    }
    Ok(RawInt::NotInteger(
        value.js_typeof().as_string().unwrap_or_default(),
    ))
}

fn field(query: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(query, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

fn to_js(error: InputError) -> JsError {
    JsError::new(&error.api_message())
}

/// An error about the shape of the query; the text already starts with the field's name.
fn malformed(text: String) -> JsError {
    JsError::new(&text)
}
