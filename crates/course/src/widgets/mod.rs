//! What each stepping widget says, one module per widget kind: its title, the rule in a few
//! sentences, the legend of its picture, the sentence before its first step, and the questions
//! of its predict mode. The front end (`nimlab-frontend`'s `widgets/`) builds and draws the
//! pictures and binds these texts to them; the games' words are in [`crate::words`] and the
//! quick checks in [`crate::quiz`], so the course's text is read, reviewed and corrected here.

pub mod bipartite;
pub mod coins;
pub mod discs;
pub mod ends;
pub mod ends_bench;
pub mod fib_nim;
pub mod graph;
pub mod mex;
pub mod moore;
pub mod nim;
pub mod nim_product;
pub mod pile_search;
pub mod practice;
pub mod quiz;
pub mod sandbox;
pub mod sg_table;
pub mod staircase;
pub mod wl_table;
pub mod wythoff;
pub mod yaglom;

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

/// The legend's W and L of a table or a graph whose states are won or lost.
pub const WIN_ENTRY: LegendEntry = (
    "is-w",
    "W",
    "W: người đến lượt thắng",
    "W: the player to move wins",
);
pub const LOSE_ENTRY: LegendEntry = (
    "is-l",
    "L",
    "L: người đến lượt thua",
    "L: the player to move loses",
);

/// The form's field of a move set, as the subtraction widgets name it.
pub const MOVE_SET: Words = ("Tập nước đi S (ví dụ 1 3 4)", "Move set S (e.g. 1 3 4)");

/// The fold of a widget's game against the computer.
pub const PLAY_AGAINST: Words = ("Chơi với máy", "Play against the computer");

/// The button of the widgets that analyse the position typed in their form.
pub const ANALYSE: Words = ("Phân tích", "Analyse");

/// The name of heap `number` (from 1) in a game's picture.
pub fn heap_name(number: usize, lang: nimlab_solver::Lang) -> String {
    lang.pick(format!("Đống {number}"), format!("Heap {number}"))
}

/// The names of the W and L answer buttons (each shows its letter) of a practice table and a
/// quick check.
pub const ANSWER_WIN: Words = ("Trả lời W (thắng)", "Answer W (win)");
pub const ANSWER_LOSE: Words = ("Trả lời L (thua)", "Answer L (lose)");
/// The button that checks a typed answer.
pub const CHECK: Words = ("Kiểm tra", "Check");
