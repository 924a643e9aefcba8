//! # nimlab-course
//!
//! What the site teaches with the solver's answers, kept out of the solver so that it holds
//! game theory only: [`quiz`], each lesson's quick check (questions drawn at random from the
//! lesson's ideas, answered and explained by the solver); and every text a reader reads around
//! the lessons: [`widgets`], what each stepping widget says, [`words`], what the play panel and
//! its coach say of each game against the computer, and [`embed`], what the Embed panel says.

// The same rule as the solver's (crates/solver/src/lib.rs): slicing a string by index links
// the panic's formatting into every build.
#![deny(clippy::string_slice)]

pub mod embed;
pub mod quiz;
pub mod widgets;
pub mod words;
