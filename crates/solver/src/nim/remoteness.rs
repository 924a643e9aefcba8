//! The remoteness of a Nim position, and the value of every move from it.
//!
//! **Rule.** [`crate::remoteness`]: the winner hurries, the loser delays.
//!
//! **Theorem used.** A Nim position's value depends only on the multiset of its non-empty
//! heaps, so the search values each multiset once (heaps sorted, empty ones dropped: the
//! canonical position of [`NimRules`], searched by the shared [`Coach`]). No
//! closed form of Nim's remoteness is known: past [`crate::remoteness::POSITION_BUDGET`]
//! multisets the remoteness is reported as unknown. The outcome of every move stays exact at
//! any size (Bouton's theorem, [`super::analyze`]).

use super::play::NimRules;
use super::{Heaps, Rule, WinningMove};
use crate::coach::{Coach, MoveValue};
use crate::outcome::GraphOutcome;
use crate::remoteness::Unknown;

/// The value of a Nim position: its outcome (exact), its remoteness (exact or unknown), and,
/// while there are at most [`crate::coach::MAX_VALUED_MOVES`] legal moves, every one of them
/// with the value it hands over.
#[derive(Clone, Debug, PartialEq)]
pub struct NimValues {
    pub outcome: GraphOutcome,
    pub remoteness: Result<u64, Unknown>,
    pub moves: Option<Vec<MoveValue<WinningMove>>>,
}

/// Values `heaps` under `rule`, and its moves, through the shared coach.
pub fn values(heaps: &Heaps, rule: Rule) -> NimValues {
    let mut coach = Coach::new(NimRules { rule });
    let position = heaps.sizes().to_vec();
    let own = coach.judge(&position);
    NimValues {
        outcome: own.outcome,
        remoteness: own.remoteness,
        moves: coach.moves(&position),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heaps(sizes: &[u64]) -> Heaps {
        Heaps::new(sizes.to_vec()).unwrap()
    }

    #[test]
    fn two_equal_heaps_last_two_moves_per_stone() {
        // The loser takes one stone, the winner copies it: 2n moves.
        for n in 1..12 {
            let v = values(&heaps(&[n, n]), Rule::Normal);
            assert_eq!(v.outcome, GraphOutcome::Lose);
            assert_eq!(v.remoteness, Ok(2 * n));
        }
    }

    #[test]
    fn the_lessons_position_and_its_moves() {
        let v = values(&heaps(&[1, 4, 4]), Rule::Normal);
        assert_eq!(v.outcome, GraphOutcome::Win);
        // Take the single stone: 4 4 is lost in 8 moves, so 1 4 4 is won in 9.
        assert_eq!(v.remoteness, Ok(9));
        let moves = v.moves.unwrap();
        assert_eq!(moves.len(), 9);
        let winning: Vec<_> = moves.iter().filter(|m| m.wins()).collect();
        assert_eq!(winning.len(), 1);
        assert_eq!(winning[0].mv, WinningMove { heap: 0, take: 1 });
        assert_eq!(winning[0].after.remoteness, Ok(8));
    }

    #[test]
    fn huge_heaps_keep_exact_outcomes_and_say_why_remoteness_is_unknown() {
        let v = values(&heaps(&[u64::MAX, 5]), Rule::Misere);
        assert_eq!(v.outcome, GraphOutcome::Win);
        assert!(v.remoteness.is_err());
        assert_eq!(v.moves, None, "more than 1,000 moves");
    }
}
