//! The rules of a game played against the computer ([`Rules`]), read by both the coach (module
//! `coach`: the value of every position and move) and the match (module `play`: the turns, the
//! computer's answer and its reason, a typed move), and the value of a position ([`Judged`]).
//!
//! **Rule.** A game states where each move leads, its legal moves, who wins by its theorem
//! ([`Rules::outcome`], exact at any size), and whether the last move wins (normal play) or
//! loses (misère play, [`Rules::last_move_wins`] false). A game whose positions can repeat
//! values its positions itself ([`Rules::known_value`], draws included); every other game's
//! values the coach searches.
//!
//! The module sits below both readers because the match keeps a coach: were the rules in the
//! match's module, the coach's module and the match's would import each other.

use crate::input::InputError;
use crate::outcome::GraphOutcome;
use crate::remoteness::{SearchSize, Unknown};

/// A position's value as the coach gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judged {
    /// For the side to move, by the game's theorem (a draw only where positions can repeat).
    pub outcome: GraphOutcome,
    /// The remoteness, or why it is not known exactly.
    pub remoteness: Result<u64, Unknown>,
}

/// The rules of a game played against the computer.
pub trait Rules: Clone + std::fmt::Debug {
    type Position: Clone + Eq + std::hash::Hash + std::fmt::Debug;
    type Move: Clone + PartialEq + std::fmt::Debug;
    /// Why the computer chose its move (what the learner is shown).
    type Reason: Clone + std::fmt::Debug;

    /// Whether no move is left from `position`.
    fn is_over(&self, position: &Self::Position) -> bool;

    /// The position `mv` leads to, or why it is not a legal move from `position`.
    fn play(
        &self,
        position: &Self::Position,
        mv: &Self::Move,
    ) -> Result<Self::Position, InputError>;

    /// The computer's move from `position` and its reason; `None` only when the game is over.
    fn reply(&self, position: &Self::Position) -> Option<(Self::Move, Self::Reason)>;

    /// Reads a move typed by the learner (checked against `position`).
    fn read_move(&self, position: &Self::Position, text: &str) -> Result<Self::Move, InputError>;

    /// Normal play (the last move wins) or misère play (the last move loses).
    fn last_move_wins(&self) -> bool {
        true
    }

    /// Every legal move from `position`, or `None` when there are more than `cap` of them.
    fn legal_moves(&self, position: &Self::Position, cap: usize) -> Option<Vec<Self::Move>>;

    /// Who wins from `position` with perfect play, by the game's theorem: exact at any size,
    /// where a search of the positions is not. Only a game whose positions can repeat has
    /// draws.
    fn outcome(&self, position: &Self::Position) -> GraphOutcome;

    /// The exact value of `position` (outcome and remoteness) when the game works it out
    /// itself, as a graph's retrograde analysis does; `None` (every game whose positions never
    /// repeat): the coach searches the positions for the remoteness.
    fn known_value(&self, _position: &Self::Position) -> Option<Judged> {
        None
    }

    /// Why the computer would play `mv` from `position`, in the game's own terms, when those
    /// terms fit that move; `None` when only [`Rules::reply`]'s own move has words.
    fn reason_for(&self, _position: &Self::Position, _mv: &Self::Move) -> Option<Self::Reason> {
        None
    }

    /// One position standing for all with the same future (heaps sorted, say), so that the
    /// remoteness search values each once.
    fn canonical(&self, position: Self::Position) -> Self::Position {
        position
    }

    /// Bounds on a remoteness search from `position`, when the game can count them cheaply.
    fn search_size(&self, _position: &Self::Position) -> Option<SearchSize> {
        None
    }
}
