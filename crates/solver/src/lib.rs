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
//! - [`splitting`]: E&D, throw one pile of a pair away and split the other in two.
//! - [`octal`]: octal games such as Kayles (`0.77`), given by their code.

pub mod input;
pub mod lang;
pub mod octal;
pub mod outcome;
pub mod period;
pub mod splitting;
pub mod subtraction;
pub mod trace;

#[cfg(feature = "wasm")]
pub mod wasm;

pub use input::{Field, InputError, Problem};
pub use lang::Lang;
pub use outcome::Outcome;
pub use period::Period;
pub use trace::{Localized, TraceStep, Traced};

/// The crate version, as the JS API's `version()` reports it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
