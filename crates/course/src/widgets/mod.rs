//! What each stepping widget says, one module per widget kind: its title, the rule in a few
//! sentences, the legend of its picture, the sentence before its first step, and the questions
//! of its predict mode. The front end (`nimlab-frontend`'s `widgets/`) builds and draws the
//! pictures and binds these texts to them; the games' words are in [`crate::words`] and the
//! quick checks in [`crate::quiz`], so the course's text is read, reviewed and corrected here.

pub mod mex;

/// A text in Vietnamese and English, as written in the sources.
pub type Words = (&'static str, &'static str);

/// A legend entry: the CSS class of the swatch, its symbol, and the text in vi and en.
pub type LegendEntry = (&'static str, &'static str, &'static str, &'static str);

/// What a stepping widget shows before its first step.
pub struct Opening {
    pub title: Words,
    /// The rule of the game and what the picture shows.
    pub intro: Words,
    /// States are told by a symbol and a shape as well as a colour.
    pub legend: &'static [LegendEntry],
    /// The sentence at step 0: what the first step will do.
    pub start: Words,
}

/// The form's field of a move set, as the subtraction widgets name it.
pub const MOVE_SET: Words = ("Tập nước đi S (ví dụ 1 3 4)", "Move set S (e.g. 1 3 4)");
