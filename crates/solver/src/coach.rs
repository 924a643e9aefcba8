//! What the coach of a game against the computer knows, written once for every game: the
//! value of a position (who wins, and in how many moves) and of every move from it, and the
//! move perfect play makes.
//!
//! **Rule.** Outcomes come from each game's theorem ([`Rules::outcome`], exact at any size);
//! remoteness from a search of the game's positions ([`crate::remoteness`]), exact within its
//! budget and otherwise unknown, with the reason. A game whose positions can repeat (a token on
//! a graph with cycles) knows both exactly from its own analysis instead
//! ([`Rules::known_value`]), draws included. Perfect play hurries when winning (the lost
//! option of smallest remoteness), keeps a draw when it cannot win, and delays when losing
//! (the option of largest remoteness).

use crate::outcome::GraphOutcome;
use crate::remoteness::{Explore, Search, SearchSize};
use crate::rules::{Judged, Rules};

/// At most this many moves of one position are valued (and coloured) for the learner.
pub const MAX_VALUED_MOVES: usize = 1_000;

/// A legal move with the value of the position it hands to the opponent.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveValue<M> {
    pub mv: M,
    /// The position after the move, for the opponent who moves next.
    pub after: Judged,
}

impl<M> MoveValue<M> {
    /// Whether the move wins for the side that makes it (it hands over a lost position).
    pub fn wins(&self) -> bool {
        self.after.outcome == GraphOutcome::Lose
    }

    /// Whether the move keeps the game drawn (it hands over a drawn position).
    pub fn draws(&self) -> bool {
        self.after.outcome == GraphOutcome::Draw
    }
}

/// A game's rules as the remoteness search sees them.
#[derive(Clone, Debug)]
pub struct Positions<R>(pub R);

impl<R: Rules> Explore for Positions<R> {
    type Position = R::Position;

    fn options(&self, position: &R::Position, cap: usize) -> Option<Vec<R::Position>> {
        if self.0.is_over(position) {
            return Some(Vec::new());
        }
        let moves = self.0.legal_moves(position, cap)?;
        Some(
            moves
                .iter()
                .filter_map(|mv| self.0.play(position, mv).ok())
                .collect(),
        )
    }

    fn canonical(&self, position: R::Position) -> R::Position {
        self.0.canonical(position)
    }

    fn last_move_wins(&self) -> bool {
        self.0.last_move_wins()
    }

    fn search_size(&self, position: &R::Position) -> Option<SearchSize> {
        self.0.search_size(position)
    }
}

/// The coach of one game: the rules and every value searched so far (kept from move to move).
#[derive(Clone, Debug)]
pub struct Coach<R: Rules> {
    search: Search<Positions<R>>,
    rules: R,
}

impl<R: Rules + Clone> Coach<R> {
    pub fn new(rules: R) -> Coach<R> {
        Coach {
            search: Search::new(Positions(rules.clone())),
            rules,
        }
    }

    /// The value of `position` for the side to move.
    pub fn judge(&mut self, position: &R::Position) -> Judged {
        if let Some(known) = self.rules.known_value(position) {
            return known;
        }
        let outcome = self.rules.outcome(position);
        let remoteness = self.search.value(position.clone()).map(|v| v.remoteness);
        Judged {
            outcome,
            remoteness,
        }
    }

    /// Every legal move from `position` with its value, while there are at most
    /// [`MAX_VALUED_MOVES`]; `None` past that.
    pub fn moves(&mut self, position: &R::Position) -> Option<Vec<MoveValue<R::Move>>> {
        if self.rules.is_over(position) {
            return Some(Vec::new());
        }
        let moves = self.rules.legal_moves(position, MAX_VALUED_MOVES)?;
        // The whole position first: when that search fails, its options are not searched
        // again one by one.
        let own = self.judge(position);
        let mut valued = Vec::with_capacity(moves.len());
        for mv in moves {
            let Ok(after) = self.rules.play(position, &mv) else {
                continue;
            };
            let judged = match own.remoteness {
                Ok(_) => self.judge(&after),
                Err(why) => self.rules.known_value(&after).unwrap_or(Judged {
                    outcome: self.rules.outcome(&after),
                    remoteness: Err(why),
                }),
            };
            valued.push(MoveValue { mv, after: judged });
        }
        Some(valued)
    }

    /// The move of perfect play from `position`: the fastest win, else a move that keeps a
    /// draw, else the slowest loss; `None` when the moves' remoteness is not known (or the
    /// game is over).
    pub fn best_move(&mut self, position: &R::Position) -> Option<R::Move> {
        let moves = self.moves(position)?;
        let winning = moves.iter().any(MoveValue::wins);
        if !winning {
            if let Some(draw) = moves.iter().find(|option| option.draws()) {
                return Some(draw.mv.clone());
            }
        }
        let mut best: Option<(u64, R::Move)> = None;
        for option in moves {
            if winning && !option.wins() {
                continue;
            }
            let r = option.after.remoteness.ok()?;
            let better = match &best {
                None => true,
                Some((b, _)) if winning => r < *b,
                Some((b, _)) => r > *b,
            };
            if better {
                best = Some((r, option.mv));
            }
        }
        best.map(|(_, mv)| mv)
    }

    /// Whether `mv` is a move of perfect play from `position`: it keeps the outcome and
    /// realises the remoteness. `true` when the remoteness is not known (nothing to compare).
    pub fn is_best(&mut self, position: &R::Position, mv: &R::Move) -> bool {
        let Ok(after) = self.rules.play(position, mv) else {
            return false;
        };
        let (now, next) = (self.judge(position), self.judge(&after));
        let keeps = next.outcome.flipped() == now.outcome;
        match (now.remoteness, next.remoteness) {
            (Ok(r), Ok(s)) => keeps && s + 1 == r,
            _ => keeps,
        }
    }

    pub fn rules(&self) -> &R {
        &self.rules
    }
}
