//! Wythoff's queen game against the computer, on a `size × size` board, for the shared turn
//! loop ([`crate::play::Match`]).
//!
//! **Rule.** The queen stands on `(x, y)` (the piles `x` and `y`); a move takes it left, down
//! or diagonally down-left, at least one square. Whoever moves it into the corner `(0, 0)`
//! wins (normal play: the player left without a move loses).
//!
//! **The computer.** From an N square it moves onto a P square, a losing pair `(a_k, b_k)`
//! (see [`super::winning_moves`]); from a P square no move wins. The shared match
//! ([`crate::play::Match`]) picks the fastest win, and from a P square the move that keeps the
//! game going longest, which gives the learner the most chances to slip.

use super::{check_move, computer_move, pair_of, parse_square, Heaps, PPosition};
use crate::input::InputError;
use crate::outcome::GraphOutcome;
use crate::play::MOVE;
use crate::remoteness::SearchSize;
use crate::rules::Rules;

/// A move of the queen from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QueenMove {
    pub from: Heaps,
    pub to: Heaps,
}

/// Why the computer moved the queen where it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueenReason {
    /// It reached the losing pair `(a_k, b_k)`: the learner now stands on a P square.
    ToP(PPosition),
    /// It stood on a P square, where no move wins: the move that lasts longest, hoping for a
    /// slip.
    Stall,
}

/// The queen game on a board of side `size`: a typed target square must lie on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QueenGame {
    pub size: u64,
}

impl Rules for QueenGame {
    type Position = Heaps;
    type Move = QueenMove;
    type Reason = QueenReason;

    fn is_over(&self, queen: &Heaps) -> bool {
        *queen == Heaps { a: 0, b: 0 }
    }

    fn play(&self, queen: &Heaps, mv: &QueenMove) -> Result<Heaps, InputError> {
        check_move(*queen, mv.to, MOVE)?;
        Ok(mv.to)
    }

    fn reply(&self, queen: &Heaps) -> Option<(QueenMove, QueenReason)> {
        let to = computer_move(*queen)?;
        let reason = pair_of(to).map_or(QueenReason::Stall, QueenReason::ToP);
        Some((QueenMove { from: *queen, to }, reason))
    }

    fn read_move(&self, queen: &Heaps, text: &str) -> Result<QueenMove, InputError> {
        let to = parse_square(text, self.size, MOVE)?;
        Ok(QueenMove { from: *queen, to })
    }

    /// Left, down, or diagonally toward the corner, any distance.
    fn legal_moves(&self, queen: &Heaps, cap: usize) -> Option<Vec<QueenMove>> {
        let Heaps { a, b } = *queen;
        let count = a.checked_add(b)?.checked_add(a.min(b))?;
        if usize::try_from(count).ok()? > cap {
            return None;
        }
        let from = *queen;
        let left = (1..=a).map(|t| Heaps { a: a - t, b });
        let down = (1..=b).map(|t| Heaps { a, b: b - t });
        let diagonal = (1..=a.min(b)).map(|t| Heaps { a: a - t, b: b - t });
        Some(
            left.chain(down)
                .chain(diagonal)
                .map(|to| QueenMove { from, to })
                .collect(),
        )
    }

    fn outcome(&self, queen: &Heaps) -> GraphOutcome {
        if pair_of(*queen).is_some() {
            GraphOutcome::Lose
        } else {
            GraphOutcome::Win
        }
    }

    fn reason_for(&self, queen: &Heaps, mv: &QueenMove) -> Option<QueenReason> {
        if pair_of(*queen).is_some() {
            return Some(QueenReason::Stall);
        }
        pair_of(mv.to).map(QueenReason::ToP)
    }

    /// The board is symmetric in its diagonal.
    fn canonical(&self, queen: Heaps) -> Heaps {
        Heaps {
            a: queen.a.min(queen.b),
            b: queen.a.max(queen.b),
        }
    }

    fn search_size(&self, queen: &Heaps) -> Option<SearchSize> {
        Some(SearchSize {
            positions: queen
                .a
                .saturating_add(1)
                .saturating_mul(queen.b.saturating_add(1)),
            options_each: queen
                .a
                .saturating_add(queen.b)
                .saturating_add(queen.a.min(queen.b)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{queen_match as game, square as h};
    use crate::play::Side;
    use crate::wythoff::is_p_position;
    use crate::Lang;

    #[test]
    fn the_learner_wins_from_an_n_square_by_moving_onto_p_squares() {
        let mut game = game(h(4, 6), Side::Learner);
        while !game.is_over() {
            let to = computer_move(*game.position()).expect("a move");
            assert!(is_p_position(to), "the winning move reaches a P square");
            let from = *game.position();
            game.play(QueenMove { from, to }).expect("legal");
            // The computer, left on a P square, can only stall.
            if let Some(turn) = game.last_reply().filter(|t| t.before == to) {
                assert_eq!(turn.reason, Some(QueenReason::Stall));
            }
        }
        assert_eq!(game.winner(), Some(Side::Learner));
        assert_eq!(*game.position(), h(0, 0));
    }

    #[test]
    fn the_computer_starts_on_an_n_square_and_wins() {
        // From (7, 7) the diagonal wins at once: the fastest win, not the first one found.
        assert_eq!(game(h(7, 7), Side::Computer).turns()[0].mv.to, h(0, 0));
        let mut game = game(h(5, 9), Side::Computer);
        let first = game.turns()[0].clone();
        assert_eq!(
            first.mv.to,
            h(5, 3),
            "its only winning move: 9 → 3 on the second pile"
        );
        assert_eq!(
            first.reason,
            Some(QueenReason::ToP(crate::wythoff::PPosition {
                k: 2,
                a: 3,
                b: 5
            }))
        );
        while !game.is_over() {
            let p = *game.position();
            let to = if p.b > 0 {
                h(p.a, p.b - 1)
            } else {
                h(p.a - 1, p.b)
            };
            game.play(QueenMove { from: p, to })
                .expect("one square down is legal");
        }
        assert_eq!(game.winner(), Some(Side::Computer));
        let moves = game.turns().len();
        assert!(
            game.take_back(),
            "undo takes back the learner's move and the reply"
        );
        assert_eq!(game.turns().len(), moves - 2);
        assert_eq!(game.to_move(), Side::Learner);
    }

    #[test]
    fn illegal_and_typed_moves_are_explained() {
        let mut game = game(h(4, 7), Side::Learner);
        let knight = game.play(QueenMove {
            from: h(4, 7),
            to: h(2, 6),
        });
        assert_eq!(
            knight.map_err(|e| e.reason(Lang::Vi)),
            Err("(2, 6) không cùng hàng, cùng cột hay cùng đường chéo với (4, 7).".into())
        );
        let up = game.play_typed("5 7").expect_err("up and right");
        assert!(up.reason(Lang::Vi).contains("hậu chỉ đi sang trái"));
        let off = game.play_typed("4 40").expect_err("off the board");
        assert_eq!(
            off.reason(Lang::Vi),
            "ô (4, 40) nằm ngoài bàn cờ 12 × 12; mỗi toạ độ từ 0 đến 11."
        );
        assert_eq!(
            game.play_typed("-1 5").map_err(|e| e.reason(Lang::Vi)),
            Err("“-1” là số âm; nhỏ nhất là 0.".into())
        );
        assert!(game.turns().is_empty(), "a refused move changes nothing");
        game.play_typed("(4, 5)").expect("down one square");
        assert_eq!(game.turns().len(), 2, "the computer answered at once");
        // (4, 5) → (1, 2) wins in 3 moves; (3, 5) would take 5.
        assert_eq!(game.turns()[1].mv.to, h(1, 2));
    }

    #[test]
    fn a_game_over_from_the_start_is_lost_by_the_side_to_move() {
        let game = game(h(0, 0), Side::Learner);
        assert!(game.is_over());
        assert_eq!(game.winner(), Some(Side::Computer));
        assert!(QueenGame { size: 12 }.reply(&h(0, 0)).is_none());
    }
}
