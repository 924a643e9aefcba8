//! 1-2-K jumps (seed 004, "Bước Nhảy 1-2-K").
//!
//! **Rule.** A token stands on cell `n` of the strip `0..=n`. A move takes it back 1, 2 or `k`
//! cells (`k ≥ 3`) without leaving the strip; whoever cannot move loses.
//!
//! **Theorem used.** If `3 ∤ k`, `n` is L exactly when `3 | n`. If `3 | k`, let
//! `r = n mod (k + 1)`: `n` is L exactly when `3 | r` and `r ≠ k`.
//! *Proof idea (induction on n).* Without the `k` step, the multiples of 3 are L (steps 1 and 2
//! never reach another multiple, and from any other cell one of them does). When `3 ∤ k`, the
//! `k` step from a multiple of 3 lands off the multiples, so nothing changes. When `3 | k`,
//! from the residue `r = k` the `k` step reaches residue 0 (L), so it is W; a block of `k + 1`
//! cells then starts again with residue 0 L, because its three moves reach residues `k`, `k − 1`
//! (both W) and `1` (W). Inside a block, L residues `r` (multiples of 3 below `k`) reach `r − 1`,
//! `r − 2` and `r + 1`, none a multiple of 3; W residues step 1 or 2 down to a multiple of 3.
//! All arithmetic is in `u128`, so `n, k` up to 2^64 − 1 are exact (`k + 1` may be 2^64).

use crate::input::{Field, InputError, JudgeInput};
use crate::outcome::Outcome;

/// The starting cell.
pub const N: Field = Field::new(
    "n",
    "Ô xuất phát n",
    "Starting cell n",
    "1000000000000000000",
);
/// The long step.
pub const K: Field = Field::new("k", "Bước dài k", "Long step k", "3");
const TESTS: Field = Field::new("t", "Số bộ test", "Number of tests", "1");

/// The smallest long step (1 and 2 are the short ones).
pub const MIN_K: u64 = 3;
/// The most test cases in judge input (the seed's limit).
pub const MAX_TESTS: usize = 100;

/// A position of the game: the token on cell `n`, long step `k`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OneTwoK {
    pub n: u64,
    pub k: u64,
}

impl OneTwoK {
    pub fn new(n: u64, k: u64) -> Result<OneTwoK, InputError> {
        if k < MIN_K {
            return Err(InputError::new(
                K,
                crate::input::Problem::TooSmall {
                    text: k.to_string(),
                    min: MIN_K,
                },
            ));
        }
        Ok(OneTwoK { n, k })
    }

    /// The outcome of cell `n` by the theorem, in `O(1)`.
    pub fn outcome(self) -> Outcome {
        outcome_at(self.n, self.k)
    }

    /// The steps (among 1, 2, k) that leave an L cell, smallest first.
    pub fn winning_steps(self) -> Vec<u64> {
        let mut steps = vec![1, 2, self.k];
        steps.dedup();
        steps
            .into_iter()
            .filter(|&s| s <= self.n && outcome_at(self.n - s, self.k) == Outcome::Lose)
            .collect()
    }

    /// The judge's word: `Alice` moves first.
    pub fn winner_name(self) -> &'static str {
        if self.outcome().is_win() {
            "Alice"
        } else {
            "Bob"
        }
    }
}

fn outcome_at(n: u64, k: u64) -> Outcome {
    let lose = if k % 3 != 0 {
        n % 3 == 0
    } else {
        let r = u128::from(n) % (u128::from(k) + 1);
        r % 3 == 0 && r != u128::from(k)
    };
    if lose {
        Outcome::Lose
    } else {
        Outcome::Win
    }
}

/// Judge: `t`, then `t` lines `n k`; prints `Alice` or `Bob` for each.
pub fn solve_one_two_k(input: &str) -> Result<String, InputError> {
    let mut judge = JudgeInput::new(input);
    let tests = judge.count(TESTS, 1, MAX_TESTS)?;
    let mut lines = Vec::with_capacity(tests);
    for _ in 0..tests {
        let n = judge.number(N, 0, u64::MAX)?;
        let k = judge.number(K, MIN_K, u64::MAX)?;
        lines.push(OneTwoK::new(n, k)?.winner_name());
    }
    Ok(lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(n: u64, k: u64) -> OneTwoK {
        OneTwoK::new(n, k).expect("valid")
    }

    #[test]
    fn seed_sample() {
        // Seed 004, "Bước Nhảy 1-2-K": input "1 / 0 3", output "Bob".
        assert_eq!(solve_one_two_k("1\n0 3"), Ok("Bob".to_string()));
    }

    #[test]
    fn brute_force_up_to_300() {
        for k in 3..=20u64 {
            let mut wins: Vec<bool> = Vec::new();
            for n in 0..300u64 {
                let w = [1, 2, k].iter().any(|&s| s <= n && !wins[(n - s) as usize]);
                wins.push(w);
                assert_eq!(game(n, k).outcome().is_win(), w, "n={n} k={k}");
            }
        }
    }

    #[test]
    fn near_the_top_of_u64() {
        let top = u64::MAX; // 2^64 − 1 ≡ 0 (mod 3) and ≡ 3 (mod 4)
        let e18 = 1_000_000_000_000_000_000u64; // ≡ 1 (mod 3), ≡ 0 (mod 4)
                                                // k = 3: period 4, L exactly on multiples of 4.
        assert_eq!(game(top, 3).outcome(), Outcome::Win);
        assert_eq!(game(top, 3).winning_steps(), vec![3]);
        assert_eq!(game(e18, 3).outcome(), Outcome::Lose);
        // k = 10^18, not a multiple of 3: L exactly on multiples of 3.
        assert_eq!(game(e18, e18).outcome(), Outcome::Win);
        assert_eq!(game(e18, e18).winning_steps(), vec![1, e18]);
        assert_eq!(game(e18 - 1, e18).outcome(), Outcome::Lose);
        // k = 10^18 − 1 (a multiple of 3): period 10^18; n = k jumps straight to 0.
        assert_eq!(game(e18 - 1, e18 - 1).outcome(), Outcome::Win);
        assert_eq!(game(e18, e18 - 1).outcome(), Outcome::Lose);
        // k = 2^64 − 1 (a multiple of 3): k + 1 = 2^64 only fits in u128.
        assert_eq!(game(top, top).outcome(), Outcome::Win);
        assert_eq!(game(top, top).winning_steps(), vec![top]);
        assert_eq!(game(top - 3, top).outcome(), Outcome::Lose);
        assert_eq!(
            solve_one_two_k("2\n18446744073709551615 18446744073709551615\n1000000000000000000 3"),
            Ok("Alice\nBob".to_string())
        );
    }

    #[test]
    fn small_k_is_refused() {
        assert!(solve_one_two_k("1\n5 2").is_err());
        assert!(solve_one_two_k("1\n18446744073709551616 3").is_err());
    }
}
