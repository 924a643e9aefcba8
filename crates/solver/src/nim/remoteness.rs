//! The remoteness of a Nim position, and the value of every move from it.
//!
//! **Rule.** [`crate::remoteness`]: the winner hurries, the loser delays.
//!
//! **Theorem used.** A Nim position's value depends only on the multiset of its non-empty
//! heaps, so the search values each multiset once (heaps sorted, empty ones dropped). No
//! closed form of Nim's remoteness is known: past [`crate::remoteness::POSITION_BUDGET`]
//! multisets the remoteness is reported as unknown. The outcome of every move stays exact at
//! any size (Bouton's theorem, [`super::analyze`]).

use super::{Heaps, Rule, Shape, WinningMove};
use crate::outcome::Outcome;
use crate::remoteness::{Explore, Search, SearchSize, Unknown, Value};

/// Nim under a rule, as the remoteness search sees it.
#[derive(Clone, Debug)]
pub struct NimPositions {
    pub rule: Rule,
}

impl Explore for NimPositions {
    type Position = Vec<u64>;

    fn options(&self, heaps: &Vec<u64>, cap: usize) -> Option<Vec<Vec<u64>>> {
        let mut options = Vec::new();
        for (i, &a) in heaps.iter().enumerate() {
            // Equal heaps give equal options: a sorted position takes the first of a run only.
            if i > 0 && heaps.get(i - 1) == Some(&a) {
                continue;
            }
            let total = usize::try_from(a)
                .ok()
                .and_then(|a| a.checked_add(options.len()));
            if total.map_or(true, |total| total > cap) {
                return None;
            }
            for to in 0..a {
                let mut after = heaps.clone();
                after[i] = to;
                options.push(after);
            }
        }
        Some(options)
    }

    fn canonical(&self, heaps: Vec<u64>) -> Vec<u64> {
        super::sorted_nonempty(heaps)
    }

    fn last_move_wins(&self) -> bool {
        self.rule == Rule::Normal
    }

    /// The sorted positions below a sorted one: sequences `b₁ ≤ … ≤ b_k` with `b_i ≤ a_i`,
    /// counted by a running table over the last value (saturating, and given up past a
    /// million stones in a heap).
    fn search_size(&self, heaps: &Vec<u64>) -> Option<SearchSize> {
        let largest = usize::try_from(*heaps.last()?).ok()?;
        // A position below has at most as many stones, so at most as many moves.
        let options_each = heaps.iter().fold(0u64, |sum, &a| sum.saturating_add(a));
        if largest > 1_000_000 {
            return Some(SearchSize {
                positions: u64::MAX,
                options_each,
            });
        }
        // ways[v]: sequences so far ending in value v.
        let mut ways = vec![0u64; largest + 1];
        ways[0] = 1;
        for &a in heaps {
            let mut running = 0u64;
            for (v, w) in ways.iter_mut().enumerate() {
                running = running.saturating_add(*w);
                *w = if v as u64 <= a { running } else { 0 };
            }
        }
        Some(SearchSize {
            positions: ways.iter().fold(0u64, |sum, &w| sum.saturating_add(w)),
            options_each,
        })
    }
}

/// A legal move with the value of the position it hands to the opponent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveValue {
    pub mv: WinningMove,
    /// The outcome for the opponent, who moves next (exact at any size).
    pub outcome: Outcome,
    /// The remoteness of the position after the move, or why it is not known.
    pub remoteness: Result<u64, Unknown>,
}

/// The value of a Nim position: its outcome (exact), its remoteness (exact or unknown), and,
/// while there are at most `max_moves` legal moves, every one of them with its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NimValues {
    pub outcome: Outcome,
    pub remoteness: Result<u64, Unknown>,
    pub moves: Option<Vec<MoveValue>>,
}

/// Values `heaps` under `rule` and, if there are at most `max_moves` of them, its moves.
pub fn values(heaps: &Heaps, rule: Rule, max_moves: usize) -> NimValues {
    let sizes = heaps.sizes();
    let mut search = Search::new(NimPositions { rule });
    let own = search.value(sizes.to_vec());
    let outcome = Shape::of(sizes).outcome(rule);
    let shape = Shape::of(sizes);
    let count = sizes
        .iter()
        .try_fold(0usize, |n, &a| usize::try_from(a).ok()?.checked_add(n));
    let moves = count.filter(|&n| n <= max_moves).map(|_| {
        let mut moves = Vec::new();
        for (heap, &a) in sizes.iter().enumerate() {
            for take in 1..=a {
                let after_shape = shape.after(a, a - take);
                // The whole position was searched first, so every option's value is kept:
                // when it failed, the options are not searched again one by one.
                let remoteness = match own {
                    Ok(_) => {
                        let mut after = sizes.to_vec();
                        after[heap] = a - take;
                        search.value(after).map(|v: Value| v.remoteness)
                    }
                    Err(why) => Err(why),
                };
                moves.push(MoveValue {
                    mv: WinningMove { heap, take },
                    outcome: after_shape.outcome(rule),
                    remoteness,
                });
            }
        }
        moves
    });
    NimValues {
        outcome,
        remoteness: own.map(|v| v.remoteness),
        moves,
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
            let v = values(&heaps(&[n, n]), Rule::Normal, 0);
            assert_eq!(v.outcome, Outcome::Lose);
            assert_eq!(v.remoteness, Ok(2 * n));
        }
    }

    #[test]
    fn the_lessons_position_and_its_moves() {
        let v = values(&heaps(&[1, 4, 4]), Rule::Normal, 1_000);
        assert_eq!(v.outcome, Outcome::Win);
        // Take the single stone: 4 4 is lost in 8 moves, so 1 4 4 is won in 9.
        assert_eq!(v.remoteness, Ok(9));
        let moves = v.moves.unwrap();
        assert_eq!(moves.len(), 9);
        let winning: Vec<_> = moves
            .iter()
            .filter(|m| m.outcome == Outcome::Lose)
            .collect();
        assert_eq!(winning.len(), 1);
        assert_eq!(winning[0].mv, WinningMove { heap: 0, take: 1 });
        assert_eq!(winning[0].remoteness, Ok(8));
    }

    #[test]
    fn huge_heaps_keep_exact_outcomes_and_say_why_remoteness_is_unknown() {
        let v = values(&heaps(&[u64::MAX, 5]), Rule::Misere, 1_000);
        assert_eq!(v.outcome, Outcome::Win);
        assert!(v.remoteness.is_err());
        assert_eq!(v.moves, None, "more than 1,000 moves");
    }
}
