//! `exerciseTests(query)`: judge tests for an exercise of the exercises page, generated within
//! its statement's format and limits, with their expected outputs (see
//! [`crate::exercises::generate`]).

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{to_js, Query};
use crate::exercises::generate::{judge_tests, COUNT, DEFAULT_TESTS, MAX_TESTS, SEED};
use crate::exercises::{lookup, EXERCISE};

#[derive(Serialize)]
struct TestOut<'a> {
    input: &'a str,
    output: &'a str,
}

/// `{ exercise: "bai-2", count, seed }` → `[{ input, output }]`: `count` tests (1 … 50, 10 by
/// default), the same for the same `seed` (any whole number from 0 to 2^64 − 1, 1 by default).
#[wasm_bindgen(js_name = exerciseTests)]
pub fn exercise_tests(query: JsValue) -> Result<JsValue, JsError> {
    console_error_panic_hook::set_once();
    let query = Query::new(query)?;
    let exercise = lookup(&query.string(EXERCISE)?)?;
    let count = query.int_or(COUNT, 1, MAX_TESTS, DEFAULT_TESTS)?;
    let seed = query.int_or(SEED, 0, u64::MAX, 1)?;
    let tests = judge_tests(exercise, count, seed)?;
    let out: Vec<TestOut> = tests
        .iter()
        .map(|test| TestOut {
            input: &test.input,
            output: &test.output,
        })
        .collect();
    to_js(&out)
}
