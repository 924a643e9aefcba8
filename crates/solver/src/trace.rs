//! Traces: the steps a widget animates, in one shape shared by every game family.
//!
//! A family keeps its own typed steps for its widget; for the JS API and for any generic
//! viewer it also offers them as [`TraceStep`]s through [`Traced`]. Traces can be very long
//! (the interval DP at n = 5000 has 12.5 million steps), so they are read a page at a time and
//! a family computes a page without keeping the earlier steps: memory grows with the input,
//! never with the number of steps.

use crate::lang::{Lang, Localized};
use crate::program::Program;

/// The most steps one page may hold.
pub const MAX_PAGE: usize = 10_000;

/// A cell of what a widget draws: `[i]` in a row of cells, `[i, j]` in a grid, `[v]` for a
/// vertex.
pub type Coord = Vec<u64>;

/// One step as the learner sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "wasm", derive(serde::Serialize))]
#[cfg_attr(feature = "wasm", serde(rename_all = "camelCase"))]
pub struct TraceStep {
    /// The cells this step reads.
    pub reads: Vec<Coord>,
    /// The cell this step writes, if any, and the value written there.
    pub write: Option<Coord>,
    pub value: Option<String>,
    /// The line of the C++ program (1-based) and of its Python twin that did it.
    pub cpp_line: Option<usize>,
    pub python_line: Option<usize>,
    /// The program's variables at this moment, as (name, value).
    pub variables: Vec<(String, String)>,
    pub sentence: Localized,
}

impl TraceStep {
    /// A step at `point` of a C++ program and its Python twin (in that order), with the
    /// program's variables and the sentence in both languages. It reads and writes nothing;
    /// set `reads`, `write` and `value` with struct-update syntax.
    pub fn at<P, N>(
        programs: &[Program<P>; 2],
        point: P,
        variables: impl IntoIterator<Item = (N, String)>,
        sentence: impl Fn(Lang) -> String,
    ) -> TraceStep
    where
        P: PartialEq + Copy + std::fmt::Debug,
        N: ToString,
    {
        TraceStep {
            reads: Vec::new(),
            write: None,
            value: None,
            cpp_line: programs[0].line_of(point),
            python_line: programs[1].line_of(point),
            variables: variables
                .into_iter()
                .map(|(name, value)| (name.to_string(), value))
                .collect(),
            sentence: Localized::new(sentence(Lang::Vi), sentence(Lang::En)),
        }
    }
}

/// A trace that can be read a page at a time.
pub trait Traced {
    /// How many steps the whole trace has.
    fn total(&self) -> u64;

    /// The steps `from .. from + count`, clipped to the end of the trace and to [`MAX_PAGE`].
    fn page(&self, from: u64, count: usize) -> Vec<TraceStep>;
}

/// The range a page covers, clipped to the trace and to [`MAX_PAGE`].
pub fn page_range(total: u64, from: u64, count: usize) -> std::ops::Range<u64> {
    let start = from.min(total);
    let end = start.saturating_add(count.min(MAX_PAGE) as u64).min(total);
    start..end
}
