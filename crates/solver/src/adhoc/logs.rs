//! Cutting logs (seed 004, "Những Khúc Gỗ").
//!
//! **Rule.** There are `n` logs of integer lengths `a[i] ≥ 1`. A move cuts one log of length at
//! least 2 into two logs of positive integer lengths. Whoever cannot cut loses; "errorgorn"
//! moves first, "maomao90" second.
//!
//! **Theorem used.** Every game lasts exactly `Σ (a[i] − 1)` moves, so the first player wins
//! iff that number is odd. *Proof idea:* each cut adds exactly one log, and the game ends only
//! when every log has length 1, that is when there are `Σ a[i]` logs.

use crate::input::{Field, InputError, JudgeInput, Problem, RawInt};
use crate::outcome::Outcome;

/// The log lengths.
pub const LENGTHS: Field = Field::new("lengths", "Độ dài các khúc gỗ", "Log lengths", "1 2 3");
const TESTS: Field = Field::new("t", "Số bộ test", "Number of tests", "1");
const COUNT: Field = Field::new("n", "Số khúc gỗ n", "Number of logs n", "3");

/// The most logs in one game.
pub const MAX_LOGS: usize = 200_000;
/// The most test cases in judge input.
pub const MAX_TESTS: usize = 10_000;

/// A validated multiset of logs, each of length `1..=u64::MAX`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Logs {
    lengths: Vec<u64>,
}

impl Logs {
    pub fn from_raw(raw: &[RawInt]) -> Result<Logs, InputError> {
        if raw.is_empty() {
            return Err(InputError::new(LENGTHS, Problem::Empty));
        }
        if raw.len() > MAX_LOGS {
            return Err(InputError::new(LENGTHS, Problem::TooMany { max: MAX_LOGS }));
        }
        let lengths = raw
            .iter()
            .map(|value| value.bounded(LENGTHS, 1, u64::MAX))
            .collect::<Result<_, _>>()?;
        Ok(Logs { lengths })
    }

    pub fn lengths(&self) -> &[u64] {
        &self.lengths
    }

    /// `Σ (a[i] − 1)`: the number of moves of every game (below 2^82, so `u128` is exact).
    pub fn total_cuts(&self) -> u128 {
        self.lengths.iter().map(|&a| u128::from(a - 1)).sum()
    }

    pub fn outcome(&self) -> Outcome {
        if self.total_cuts() % 2 == 1 {
            Outcome::Win
        } else {
            Outcome::Lose
        }
    }

    pub fn winner_name(&self) -> &'static str {
        if self.outcome().is_win() {
            "errorgorn"
        } else {
            "maomao90"
        }
    }
}

/// Judge: `t`, then for each test `n` and the lengths; prints the winner's name.
pub fn solve_logs(input: &str) -> Result<String, InputError> {
    let mut judge = JudgeInput::new(input);
    let tests = judge.count(TESTS, 1, MAX_TESTS)?;
    let mut lines = Vec::with_capacity(tests);
    for _ in 0..tests {
        let n = judge.count(COUNT, 1, MAX_LOGS)?;
        let mut raw = Vec::with_capacity(n);
        for _ in 0..n {
            raw.push(RawInt::parse(judge.word(LENGTHS)?));
        }
        lines.push(Logs::from_raw(&raw)?.winner_name());
    }
    Ok(lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_sample() {
        // Seed 004, "Những Khúc Gỗ": input "1 / 1 / 1", output "maomao90".
        assert_eq!(solve_logs("1\n1\n1"), Ok("maomao90".to_string()));
        assert_eq!(
            solve_logs("2\n2\n1 2\n3\n2 2 2"),
            Ok("errorgorn\nerrorgorn".to_string())
        );
    }

    #[test]
    fn huge_lengths_are_exact() {
        let raw = vec![RawInt::Value(u64::MAX.into()); 3];
        let logs = Logs::from_raw(&raw).expect("valid");
        // 3 · (2^64 − 2) is even.
        assert_eq!(logs.total_cuts(), 3 * (u128::from(u64::MAX) - 1));
        assert_eq!(logs.outcome(), Outcome::Lose);
        assert!(solve_logs("1\n1\n0").is_err());
    }
}
