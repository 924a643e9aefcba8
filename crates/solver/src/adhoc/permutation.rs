//! Jumping on a permutation (seed 004, "Bước Nhảy Trên Hoán Vị").
//!
//! **Rule.** A token stands on a cell of a permutation `a[1..=n]`. From cell `i` it may jump to
//! cell `j` when `|i − j|` is a positive multiple of `a[i]` and `a[j] > a[i]`. Players alternate;
//! whoever cannot jump loses. For every starting cell, say who wins.
//!
//! **Theorem used.** Every jump increases the value under the token, so the game graph is
//! acyclic and cells can be decided by value, largest first: when cell `i` (value `v`) comes,
//! every target is decided, and `i` is W iff some target is L. The targets of `i` are the cells
//! `≡ i (mod v)`, about `n / v` of them, so the whole work is `Σ n / v = O(n log n)`.

use crate::input::{Field, InputError, JudgeInput, Problem, RawInt};
use crate::outcome::Outcome;

/// The permutation.
pub const VALUES: Field = Field::new("values", "Hoán vị", "Permutation", "3 1 2");
const LENGTH: Field = Field::new("n", "Độ dài n", "Length n", "3");

/// The longest permutation accepted (the seed's limit is 5000; the rule is `O(n log n)`).
pub const MAX_LEN: usize = 200_000;

/// A validated permutation of `1..=n`, stored 0-based by cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Permutation {
    values: Vec<usize>,
}

impl Permutation {
    pub fn from_raw(raw: &[RawInt]) -> Result<Permutation, InputError> {
        if raw.is_empty() {
            return Err(InputError::new(VALUES, Problem::Empty));
        }
        if raw.len() > MAX_LEN {
            return Err(InputError::new(VALUES, Problem::TooMany { max: MAX_LEN }));
        }
        let n = raw.len();
        let mut seen = vec![false; n + 1];
        let mut values = Vec::with_capacity(n);
        for value in raw {
            let v = value.bounded(VALUES, 1, n as u64)?;
            // v ≤ n, a usize.
            let v = v as usize;
            match seen.get_mut(v) {
                Some(flag) if !*flag => *flag = true,
                _ => return Err(InputError::new(VALUES, Problem::Duplicate(v as u64))),
            }
            values.push(v);
        }
        Ok(Permutation { values })
    }

    pub fn values(&self) -> &[usize] {
        &self.values
    }

    /// The outcome for the player to move from each cell, in cell order.
    pub fn outcomes(&self) -> Vec<Outcome> {
        let n = self.values.len();
        // cell_of[v] is the 0-based cell holding value v.
        let mut cell_of = vec![0usize; n + 1];
        for (cell, &v) in self.values.iter().enumerate() {
            if let Some(slot) = cell_of.get_mut(v) {
                *slot = cell;
            }
        }
        let mut wins = vec![false; n];
        for v in (1..=n).rev() {
            let i = cell_of.get(v).copied().unwrap_or(0);
            // The cells ≡ i (mod v), on both sides of i, in one sweep.
            let wins_here = (i % v..n).step_by(v).any(|j| {
                self.values.get(j).is_some_and(|&w| w > v) && !wins.get(j).copied().unwrap_or(true)
            });
            if let Some(slot) = wins.get_mut(i) {
                *slot = wins_here;
            }
        }
        wins.into_iter()
            .map(|w| if w { Outcome::Win } else { Outcome::Lose })
            .collect()
    }

    /// The judge's letters: `A` where the first player wins, `B` where they lose.
    pub fn letters(&self) -> String {
        self.outcomes()
            .iter()
            .map(|o| if o.is_win() { 'A' } else { 'B' })
            .collect()
    }
}

/// Judge: `n`, then the permutation; prints one letter per starting cell.
pub fn solve_permutation(input: &str) -> Result<String, InputError> {
    let mut judge = JudgeInput::new(input);
    let n = judge.count(LENGTH, 1, MAX_LEN)?;
    let mut raw = Vec::with_capacity(n);
    for _ in 0..n {
        raw.push(RawInt::parse(judge.word(VALUES)?));
    }
    Ok(Permutation::from_raw(&raw)?.letters())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn perm(values: &[u64]) -> Permutation {
        let raw: Vec<RawInt> = values.iter().map(|&v| RawInt::Value(v.into())).collect();
        Permutation::from_raw(&raw).expect("valid")
    }

    #[test]
    fn seed_sample() {
        // Seed 004, "Bước Nhảy Trên Hoán Vị": input "1 / 1", output "B".
        assert_eq!(solve_permutation("1\n1"), Ok("B".to_string()));
    }

    #[test]
    fn small_example_by_hand() {
        // 3 1 2: from value 3 no jump (L); value 2 at cell 3 jumps 2 cells to value 3 (W);
        // value 1 at cell 2 reaches both; value 3 is L, so W.
        assert_eq!(perm(&[3, 1, 2]).letters(), "BAA");
        assert_eq!(solve_permutation("3\n3 1 2"), Ok("BAA".to_string()));
    }

    #[test]
    fn non_permutations_are_refused() {
        assert_eq!(
            solve_permutation("3\n1 1 2").unwrap_err().problem,
            Problem::Duplicate(1)
        );
        // A permutation's values are not moves: the message says "number".
        assert_eq!(
            solve_permutation("3\n1 1 2")
                .unwrap_err()
                .reason(crate::Lang::En),
            "1 is written twice; write each number once."
        );
        assert!(matches!(
            solve_permutation("2\n1 3").unwrap_err().problem,
            Problem::TooLarge { max: 2, .. }
        ));
        assert!(solve_permutation("2\n1").is_err());
    }
}
