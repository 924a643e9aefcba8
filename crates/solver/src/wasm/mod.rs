//! The JS API for blog authors and the site's own pages (DESIGN.md, "The JS API").
//!
//! `table(query)`, `analyze(query)` and `trace(query)` take a plain object with a `game`
//! field; each game module registers what it answers in a [`Game`] entry. Fields are read one
//! by one through [`Query`], so every error names its field; integers may come as numbers,
//! BigInts or decimal strings. Errors are thrown as `Error`s and never trap: the module keeps
//! working. Result fields whose values can exceed 2^53 − 1 are always decimal strings.
//!
//! The games and their fields are listed in the README ("The JS API"); each family's file here
//! states its result shapes in its module doc, and `docs/js-api.md` gathers them with the
//! trace steps, remoteness and `exerciseTests`. A step of `trace` has `reads` and `write`
//! (cells as `[i]` or `[i, j]`), `value`, `cppLine`, `pythonLine`, `variables` (name, value
//! pairs) and `sentence: { vi, en }`; pages are computed on demand, so memory follows the size
//! of the input, never the number of steps.

mod adhoc;
mod exercises;
mod graph;
mod nim;
mod query;
mod score;
mod splitting;
mod subtraction;
mod wythoff;

pub use query::{exact_number, to_js, Query, RemotenessOut};

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::trace::Traced;

/// Answers `table` or `analyze` for one game.
pub type Answer = fn(&Query) -> Result<JsValue, JsError>;
/// Builds a game's trace, to be read a page at a time.
pub type BuildTrace = fn(&Query) -> Result<Box<dyn Traced>, JsError>;

/// What one game answers. A `None` means the game has no such function.
pub struct Game {
    pub name: &'static str,
    pub table: Option<Answer>,
    pub analyze: Option<Answer>,
    pub trace: Option<BuildTrace>,
}

/// Every game of the API, family by family.
const FAMILIES: &[&[Game]] = &[
    subtraction::GAMES,
    wythoff::GAMES,
    score::GAMES,
    adhoc::GAMES,
    graph::GAMES,
    nim::GAMES,
    splitting::GAMES,
];

fn games() -> impl Iterator<Item = &'static Game> {
    FAMILIES.iter().flat_map(|family| family.iter())
}

/// The solver's version, e.g. `"0.1.0"`.
/// Runs one benchmark kernel ([`crate::kernels`]) once and returns its checksum as a decimal
/// string; `./x bench` times the calls.
#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = benchKernel)]
pub fn bench_kernel(name: &str) -> Result<String, JsError> {
    crate::kernels::Kernel::from_name(name)
        .map(|kernel| kernel.run().to_string())
        .ok_or_else(|| {
            JsError::new(&format!(
                "kernel: unknown kernel “{}”",
                crate::input::quote(name)
            ))
        })
}

#[wasm_bindgen]
pub fn version() -> String {
    crate::VERSION.to_string()
}

/// Fills the table a game has; see the README for the queries.
#[wasm_bindgen]
pub fn table(query: JsValue) -> Result<JsValue, JsError> {
    let (query, game) = find(query, "table", |g| g.table.is_some())?;
    match game.table {
        Some(answer) => answer(&query),
        None => Err(JsError::new("game: no table()")),
    }
}

/// Judges one position; see the README for the queries.
#[wasm_bindgen]
pub fn analyze(query: JsValue) -> Result<JsValue, JsError> {
    let (query, game) = find(query, "analyze", |g| g.analyze.is_some())?;
    match game.analyze {
        Some(answer) => answer(&query),
        None => Err(JsError::new("game: no analyze()")),
    }
}

/// One page of a game's step trace: `{ total, steps }` for the steps `from .. from + count`
/// (query fields; `from` defaults to 0, `count` to 100, at most 10 000).
#[wasm_bindgen]
pub fn trace(query: JsValue) -> Result<JsValue, JsError> {
    let (query, game) = find(query, "trace", |g| g.trace.is_some())?;
    let Some(build) = game.trace else {
        return Err(JsError::new("game: no trace()"));
    };
    let from = query.int_or(query::FROM, 0, u64::MAX, 0)?;
    let count = query.int_or(query::COUNT, 0, crate::trace::MAX_PAGE as u64, 100)?;
    let traced = build(&query)?;
    #[derive(Serialize)]
    struct Page {
        total: u64,
        from: u64,
        steps: Vec<crate::TraceStep>,
    }
    to_js(&Page {
        total: traced.total(),
        from: from.min(traced.total()),
        steps: traced.page(from, count as usize),
    })
}

/// Reads the query's `game` and finds the entry that answers `function`.
fn find(
    value: JsValue,
    function: &str,
    answers: impl Fn(&Game) -> bool,
) -> Result<(Query, &'static Game), JsError> {
    console_error_panic_hook::set_once();
    let query = Query::new(value)?;
    let name = query.game()?;
    let known = || {
        games()
            .filter(|g| answers(g))
            .map(|g| g.name)
            .collect::<Vec<_>>()
            .join(", ")
    };
    match games().find(|g| g.name == name) {
        Some(game) if answers(game) => Ok((query, game)),
        Some(_) => Err(JsError::new(&format!(
            "game: “{name}” has no {function}(); games with {function}(): {}",
            known()
        ))),
        None => Err(JsError::new(&format!(
            "game: unknown game “{}” for {function}(); known: {}",
            crate::input::quote(&name),
            known()
        ))),
    }
}
