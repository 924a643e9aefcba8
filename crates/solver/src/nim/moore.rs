//! Moore's Nim-k.
//!
//! **Rule.** Heaps as in Nim, but a move takes stones (any positive number from each) from at
//! least 1 and at most `k` heaps at once. The player who cannot move loses.
//!
//! **Theorem used (Moore, 1910).** Write the heaps in binary and count, for each bit, how many
//! heaps have a 1 there. The player to move loses exactly when every count is divisible by
//! `k + 1`. Proof idea: as in Bouton's proof; a move touches at most `k` heaps, so it changes
//! each count by at most `k` and cannot turn "all divisible" into "all divisible" again (its
//! highest changed bit only loses 1s); from a position with some count not divisible, the
//! construction of [`winning_move`] fixes the bits from the top down using at most `k` heaps.

use super::{bit, Heaps, WinningMove};
use crate::input::{Field, InputError};
use crate::outcome::Outcome;

/// The most heaps one move may touch.
pub const K: Field = Field::new("k", "Số đống tối đa k", "Heaps per move k", "2");

/// The largest `k` accepted; any `k` from the number of heaps up plays the same game.
pub const MAX_K: u64 = u64::MAX;

/// Moore's Nim-k on one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moore {
    heaps: Heaps,
    /// `k`, clamped to the number of heaps: a move can never touch more.
    k: usize,
}

impl Moore {
    /// `k` must be at least 1 (a move touches a heap).
    pub fn new(heaps: Heaps, k: u64) -> Result<Moore, InputError> {
        if k == 0 {
            return Err(InputError::custom(
                K,
                "k phải ít nhất là 1: mỗi nước đi bốc ở ít nhất một đống.",
                "k must be at least 1: every move takes from at least one heap.",
            ));
        }
        let n = heaps.sizes().len();
        let k = usize::try_from(k).map_or(n, |k| k.min(n));
        Ok(Moore { heaps, k })
    }

    pub fn k(&self) -> usize {
        self.k
    }

    /// For each bit 63..=0, how many heaps have a 1 there, modulo `k + 1`.
    fn residue(&self, values: &[u64], b: u32) -> usize {
        values.iter().filter(|&&a| bit(a, b)).count() % (self.k + 1)
    }

    pub fn outcome(&self) -> Outcome {
        let sizes = self.heaps.sizes();
        if (0..u64::BITS).all(|b| self.residue(sizes, b) == 0) {
            Outcome::Lose
        } else {
            Outcome::Win
        }
    }

    /// One winning move (up to `k` heaps, each with its take), or `None` in a P-position.
    ///
    /// From the top bit down: the heaps already lowered ("free", their lower bits can be set at
    /// will) absorb a column's residue `r` by setting `k + 1 − r` of their bits when there are
    /// enough of them; otherwise `r` more heaps with a 1 in this column lower it to 0 and join
    /// them. Either way the column's count becomes a multiple of `k + 1`, and there are never
    /// more than `k` free heaps (when `r` heaps join, fewer than `k + 1 − r` were free).
    pub fn winning_move(&self) -> Option<Vec<WinningMove>> {
        if self.outcome() == Outcome::Lose {
            return None;
        }
        let sizes = self.heaps.sizes();
        let mut target = sizes.to_vec();
        let mut free: Vec<usize> = Vec::new();
        for b in (0..u64::BITS).rev() {
            let mask = 1u64 << b;
            // Free heaps start every column at 0 and are set to 1 as needed.
            for &i in &free {
                if let Some(t) = target.get_mut(i) {
                    *t &= !mask;
                }
            }
            let r = self.residue(&target, b);
            if r == 0 {
                continue;
            }
            let need = self.k + 1 - r;
            if free.len() >= need {
                for &i in free.iter().take(need) {
                    if let Some(t) = target.get_mut(i) {
                        *t |= mask;
                    }
                }
            } else {
                let joining: Vec<usize> = (0..sizes.len())
                    .filter(|i| !free.contains(i) && target.get(*i).is_some_and(|&t| t & mask != 0))
                    .take(r)
                    .collect();
                for &i in &joining {
                    if let Some(t) = target.get_mut(i) {
                        *t &= !mask;
                    }
                }
                free.extend(joining);
            }
        }
        free.sort_unstable();
        let moves = free
            .iter()
            .filter_map(|&heap| {
                let (a, t) = (*sizes.get(heap)?, *target.get(heap)?);
                (t < a).then_some(WinningMove { heap, take: a - t })
            })
            .collect();
        Some(moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moore(sizes: &[u64], k: u64) -> Moore {
        Moore::new(Heaps::new(sizes.to_vec()).expect("valid"), k).expect("valid k")
    }

    #[test]
    fn k_equal_one_is_nim() {
        let game = moore(&[3, 4, 5], 1);
        assert_eq!(game.outcome(), Outcome::Win);
        assert_eq!(
            game.winning_move(),
            Some(vec![WinningMove { heap: 0, take: 2 }])
        );
        assert_eq!(moore(&[1, 2, 3], 1).winning_move(), None);
    }

    #[test]
    fn counts_modulo_k_plus_one() {
        // k = 2: three equal heaps are P (each bit count is 3 ≡ 0 mod 3).
        assert_eq!(moore(&[5, 5, 5], 2).outcome(), Outcome::Lose);
        assert_eq!(moore(&[5, 5], 2).outcome(), Outcome::Win);
        // Take both heaps at once.
        assert_eq!(
            moore(&[5, 5], 2).winning_move(),
            Some(vec![
                WinningMove { heap: 0, take: 5 },
                WinningMove { heap: 1, take: 5 }
            ])
        );
        // Any k beyond the number of heaps behaves as k = n: take everything.
        let all = moore(&[u64::MAX, 1 << 63], u64::MAX);
        assert_eq!(all.k(), 2);
        assert_eq!(
            all.winning_move(),
            Some(vec![
                WinningMove {
                    heap: 0,
                    take: u64::MAX
                },
                WinningMove {
                    heap: 1,
                    take: 1 << 63
                }
            ])
        );
        assert!(Moore::new(Heaps::new(vec![1]).expect("valid"), 0).is_err());
    }
}
