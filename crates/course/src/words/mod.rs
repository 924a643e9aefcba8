//! The words of each game against the computer, for the play panel: its moves, its positions,
//! the computer's reasons, how a match starts and ends, and the rule ([`GameWords`], one module
//! per game). The rules themselves, the computer's play and its reasons as data are the
//! solver's (`nimlab_solver::play`, `Rules`); what a learner reads of them is here.

mod bipartite;
pub mod coach;
mod coins;
mod fibonacci;
mod graph;
mod moore;
mod nim;
pub mod panel;
mod staircase;
mod wythoff;

use nimlab_solver::lang::Lang;
use nimlab_solver::outcome::Outcome;
use nimlab_solver::play::{Match, Turn};
use nimlab_solver::rules::Rules;

/// A game's words for the play panel: its moves, positions and the computer's reasons, how a
/// match starts and ends, and its rule.
pub trait GameWords: Rules + Sized {
    /// A move in words ("take 2 from heap 1").
    fn move_words(&self, mv: &Self::Move, lang: Lang) -> String;

    /// A position in words ("3 2 5").
    fn position_words(&self, position: &Self::Position, lang: Lang) -> String;

    /// Why the computer played `turn`.
    fn reason_words(&self, turn: &Turn<Self>, lang: Lang) -> String;

    /// The introduction of `game`: its start, who moves first, how the computer plays.
    fn intro(game: &Match<Self>, lang: Lang) -> String;

    /// What the game's theorem reads in `position` for the player to move there: the numbers
    /// it works out (X, the odd steps' XOR, the smallest Zeckendorf part, …) and its verdict.
    fn theorem_words(&self, position: &Self::Position, lang: Lang) -> String;

    /// The rule in a few words ("normal play: the last stone wins").
    fn rule_words(&self, lang: Lang) -> String;

    /// How `game` ended and who won, in the game's own words ("No stones left. You took the
    /// last stone, so you win!"); `None` while it goes on (or for the panel's plain words).
    fn ending(game: &Match<Self>, lang: Lang) -> Option<String>;
}

/// A theorem's verdict for the player to move: "the player to move wins".
pub fn verdict_words(outcome: Outcome, lang: Lang) -> &'static str {
    match outcome {
        Outcome::Win => lang.pick("người đến lượt thắng", "the player to move wins"),
        Outcome::Lose => lang.pick(
            "người đến lượt thua nếu đối thủ chơi đúng",
            "the player to move loses against perfect play",
        ),
    }
}

/// " ≠ 0" after a sum that is not 0, nothing after 0: "X = 1 ⊕ 4 ⊕ 5 = 0".
pub fn nonzero_mark(sum: u64) -> &'static str {
    if sum == 0 {
        ""
    } else {
        " ≠ 0"
    }
}

/// The XOR of `values` written out ("3 ⊕ 4 ⊕ 5 = 2 ≠ 0"), and the outcome it gives the player
/// to move in a Nim-like sum (a win when it is not 0).
pub fn xor_words(values: &[u64]) -> (String, Outcome) {
    let x = values.iter().fold(0, |x, &a| x ^ a);
    let terms: Vec<String> = values.iter().map(u64::to_string).collect();
    let outcome = if x == 0 { Outcome::Lose } else { Outcome::Win };
    (
        format!("{} = {x}{}", terms.join(" ⊕ "), nonzero_mark(x)),
        outcome,
    )
}
