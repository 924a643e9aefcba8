//! Reading a JS query object field by field, with errors that name the field.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::input::{quote, raw_list, Field, InputError, Problem, RawInt};
use crate::remoteness::{Unknown, MAX_EXACT_NUMBER};

/// The largest integer a JS number holds exactly.
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

pub const FROM: Field = Field::new("from", "Từ bước", "From step", "0");
pub const COUNT: Field = Field::new("count", "Số bước", "Step count", "100");

/// A query object as JS passed it.
pub struct Query {
    value: JsValue,
}

impl Query {
    pub fn new(value: JsValue) -> Result<Query, JsError> {
        if value.is_object() && !js_sys::Array::is_array(&value) {
            Ok(Query { value })
        } else {
            Err(JsError::new(
                "query: expected an object such as { game: \"subtraction\", moves: [1, 3, 4], n: 14 }",
            ))
        }
    }

    /// The `game` field.
    pub fn game(&self) -> Result<String, JsError> {
        self.get("game")
            .as_string()
            .ok_or_else(|| JsError::new("game: missing; expected a string such as \"subtraction\""))
    }

    /// The raw value of a field (`undefined` when absent).
    pub fn get(&self, name: &str) -> JsValue {
        js_sys::Reflect::get(&self.value, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
    }

    fn is_absent(&self, field: Field) -> bool {
        let value = self.get(field.api_name());
        value.is_undefined() || value.is_null()
    }

    /// A required whole number in `min..=max`.
    pub fn int(&self, field: Field, min: u64, max: u64) -> Result<u64, InputError> {
        integer(&self.get(field.api_name()), field)?.bounded(field, min, max)
    }

    /// An optional whole number in `min..=max`, `default` when absent.
    pub fn int_or(
        &self,
        field: Field,
        min: u64,
        max: u64,
        default: u64,
    ) -> Result<u64, InputError> {
        if self.is_absent(field) {
            Ok(default)
        } else {
            self.int(field, min, max)
        }
    }

    /// A list of whole numbers, given as an array or as text such as `"1 3 4"`, each in
    /// `min..=max`, at most `max_len` of them.
    pub fn int_list(
        &self,
        field: Field,
        min: u64,
        max: u64,
        max_len: usize,
    ) -> Result<Vec<u64>, InputError> {
        self.raw_list(field, max_len)?
            .iter()
            .map(|raw| raw.bounded(field, min, max))
            .collect()
    }

    /// A list of integers before range checks (for games with their own rules).
    pub fn raw_list(&self, field: Field, max_len: usize) -> Result<Vec<RawInt>, InputError> {
        let value = self.get(field.api_name());
        if let Some(text) = value.as_string() {
            return raw_list(&text, field, max_len);
        }
        self.list(field, max_len)?
            .iter()
            .map(|item| integer(item, field))
            .collect()
    }

    /// An array field, at most `max_len` long (for nested data such as edges `[[u, v], …]`).
    pub fn list(&self, field: Field, max_len: usize) -> Result<Vec<JsValue>, InputError> {
        let value = self.get(field.api_name());
        if value.is_undefined() || value.is_null() {
            return Err(InputError::new(field, Problem::Empty));
        }
        if !js_sys::Array::is_array(&value) {
            return Err(InputError::custom(
                field,
                "cần một mảng, ví dụ [1, 3, 4].",
                "expected an array such as [1, 3, 4].",
            ));
        }
        let array = js_sys::Array::from(&value);
        if array.length() as usize > max_len {
            return Err(InputError::new(field, Problem::TooMany { max: max_len }));
        }
        Ok(array.iter().collect())
    }

    /// An optional boolean, `default` when absent.
    pub fn bool_or(&self, field: Field, default: bool) -> Result<bool, InputError> {
        let value = self.get(field.api_name());
        if value.is_undefined() || value.is_null() {
            return Ok(default);
        }
        value.as_bool().ok_or_else(|| {
            InputError::custom(field, "cần true hoặc false.", "expected true or false.")
        })
    }

    /// A required string field.
    pub fn string(&self, field: Field) -> Result<String, InputError> {
        let value = self.get(field.api_name());
        if value.is_undefined() || value.is_null() {
            return Err(InputError::new(field, Problem::Empty));
        }
        value
            .as_string()
            .ok_or_else(|| InputError::custom(field, "cần một chuỗi ký tự.", "expected a string."))
    }
}

/// Reads an integer given as a number, a BigInt or a decimal string.
pub fn integer(value: &JsValue, field: Field) -> Result<RawInt, InputError> {
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
            // Beyond 2^53 a JS number is no longer the number that was typed (999999999999999999
            // arrives as 1e18): a field whose range goes that far refuses it for that reason.
            RawInt::Huge {
                negative: number < 0.0,
                text: quote(&text),
                inexact: true,
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

/// Turns a result into a plain JS object (maps become objects, not `Map`s).
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()))
}

/// A remoteness as the JS API gives it: a number, or `null` beside the reason it is not exact.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RemotenessOut {
    pub remoteness: Option<u64>,
    pub remoteness_reason: Option<String>,
    /// The remoteness in decimal whenever it is known, also past `2^53 − 1`.
    pub remoteness_text: Option<String>,
}

impl From<Result<u64, Unknown>> for RemotenessOut {
    fn from(remoteness: Result<u64, Unknown>) -> Self {
        let remoteness_text = remoteness.ok().map(|r| r.to_string());
        match exact_number(remoteness) {
            Ok(r) => RemotenessOut {
                remoteness: Some(r),
                remoteness_reason: None,
                remoteness_text,
            },
            Err(why) => RemotenessOut {
                remoteness: None,
                remoteness_reason: Some(why.describe()),
                remoteness_text,
            },
        }
    }
}

/// `remoteness` when a JS number holds it exactly.
pub fn exact_number(remoteness: Result<u64, Unknown>) -> Result<u64, Unknown> {
    remoteness.and_then(|r| {
        if r <= MAX_EXACT_NUMBER {
            Ok(r)
        } else {
            Err(Unknown::BeyondExactNumbers)
        }
    })
}
