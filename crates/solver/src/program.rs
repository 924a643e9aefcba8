//! The short programs a code panel shows beside a widget (a C++ program and its Python twin),
//! and where each step of a trace sits in them.
//!
//! Line numbers are never written by hand: each code point names a piece of text found on
//! exactly one line (an anchor), so editing a program cannot silently shift the highlight.

/// One program of a code panel; `P` names the places a trace can be at.
#[derive(Clone, Copy, Debug)]
pub struct Program<P: 'static> {
    /// The tab's label, e.g. `"C++"`.
    pub language: &'static str,
    pub source: &'static str,
    /// For each code point, a piece of text found on exactly one line of `source`.
    pub anchors: &'static [(P, &'static str)],
}

impl<P: PartialEq + Copy + std::fmt::Debug> Program<P> {
    /// The 1-based line where `point` is, if the program has it.
    pub fn line_of(&self, point: P) -> Option<usize> {
        let (_, anchor) = self.anchors.iter().find(|(p, _)| *p == point)?;
        self.source
            .lines()
            .position(|line| line.contains(anchor))
            .map(|index| index + 1)
    }

    /// Every anchor that is not on exactly one line (for the programs' tests).
    pub fn misplaced_anchors(&self) -> Vec<String> {
        self.anchors
            .iter()
            .filter(|(_, anchor)| self.source.lines().filter(|l| l.contains(anchor)).count() != 1)
            .map(|(point, anchor)| format!("{} {point:?}: “{anchor}”", self.language))
            .collect()
    }
}
