//! # nimlab-solver
//!
//! Exact solvers for impartial combinatorial games, written for teaching: every family offers
//! the tables a lesson shows, the step-by-step traces a widget animates, and input validation
//! whose messages a learner can read (in Vietnamese and English).
//!
//! The crate knows nothing about the DOM. The front end renders what it returns; blog authors
//! reach the same functions through the JS API (feature `wasm`).
//!
//! Families (one module each):
//! - [`subtraction`]: take exactly `s` stones for some `s` in a move set `S`.
//! - [`wythoff`] and [`fibonacci`]: Wythoff's game (exact `⌊kφ⌋` pairs, Yaglom's tables in
//!   decimal, binary and Zeckendorf notation) and Fibonacci Nim with Zeckendorf notation.
//! - [`score`]: score games on intervals (take a number from either end) and ZJOI 2009's end piles.
//! - [`adhoc`]: ad hoc games (permutation jumps, 1-2-K jumps, cutting logs, placing discs).
//! - [`nim`]: Nim and misère Nim (Bouton's XOR rule), Moore's Nim-k, staircase Nim, the
//!   forced-heap counting DP and the Nim judge exercises; [`nimber`]: nim-sum and nim-product.
//! - [`graph`]: tokens on a directed graph (Grundy values, W/L/D by retrograde analysis);
//!   [`bipartite`]: the undirected-graph game solved by maximum matching;
//!   [`coin_turning`]: coin-turning games and their base Grundy values.
//! - [`splitting`]: E&D, throw one pile of a pair away and split the other in two.
//! - [`octal`]: octal games such as Kayles (`0.77`), given by their code.
//!
//! Beside the families: [`program`], the programs of the code panels (with their comments in
//! English), [`programs`], the list of every family's programs, and [`highlight`], the syntax
//! colouring of those programs and of the lessons' code.

// Slicing a string by index panics with a message whose formatting is about 4 KB gzip of every
// build that links it (it was most of what kept the sg-table embed over its 120 KB budget):
// slice with `get`, and split with `split_at_checked` (`str::split_at` is refused by
// crates/clippy.toml).
#![deny(clippy::string_slice)]

pub mod adhoc;
pub mod bipartite;
pub mod coach;
pub mod coin_turning;
pub mod decimal;
pub mod exercises;
pub mod fibonacci;
#[cfg(any(test, feature = "fixtures"))]
pub mod fixtures;
pub mod graph;
pub mod highlight;
pub mod input;
pub mod kernels;
pub mod lang;
pub mod mex;
pub mod nim;
pub mod nimber;
pub mod octal;
pub mod outcome;
pub mod period;
pub mod play;
pub mod program;
pub mod programs;
pub mod random;
pub mod remoteness;
pub mod rules;
pub mod score;
pub mod sorting;
pub mod splitting;
pub mod substring;
pub mod subtraction;
pub mod trace;
pub mod wythoff;

#[cfg(feature = "wasm")]
pub mod wasm;

pub use input::{Field, InputError, Problem};
pub use lang::{Lang, Localized};
pub use outcome::Outcome;
pub use period::Period;
pub use trace::{TraceStep, Traced};

/// The crate version, as the JS API's `version()` reports it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
