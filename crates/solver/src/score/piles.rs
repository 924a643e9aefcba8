//! ZJOI 2009 "取石子游戏" (Luogu P2599), seed 000: piles in a row, take from an end pile.
//!
//! **Rule.** Piles `a[0], …, a[n−1]` (each at least 1) stand in a row. A move takes any
//! positive number of stones from the leftmost or the rightmost pile; an emptied pile leaves
//! the row. Whoever takes the last stone wins (normal play).
//!
//! **Theorem used.** For a segment `S`, exactly one pile size `x ≥ 0` put to the left of `S`
//! makes the whole row a P-position; call it `left(S)`; likewise `right(S)` on the right.
//! (Two such sizes cannot both work, since the larger moves to the smaller. Some size in
//! `0..=last pile` works: each of the `last` moves on the right end makes at most one size a
//! W-position, and the first size not made W so, with no smaller P size, is P.)
//! Fix a middle segment `M` and write `x₀ = left(M)`, `y₀ = right(M)`. The P-positions of
//! `(x, M, y)` pair each `x` with one `y`, and the pairing is known from `x₀, y₀` alone:
//! `y = 0` when `x = x₀`; `y = x` when `x` is below both or above both; otherwise
//! `y = x − 1` if `x₀ < y₀` and `y = x + 1` if `x₀ > y₀`. (Each row and column of the
//! `x`-by-`y` grid holds one P cell, the first one not excluded by a smaller P cell in its row or
//! column; the formula is that greedy filling, shifted by the two cells on the axes.)
//! So `left(a[i..=j])` comes from `left` and `right` of `a[i..j]` and `right(a[i..=j])` from
//! those of `a[i+1..=j]`: an interval DP, rolled over diagonals here (two arrays of `n`).
//! The row is P exactly when `left(row) = 0`.

use crate::input::{Field, InputError, JudgeInput, Problem, RawInt};
use crate::outcome::Outcome;

/// The piles of the row.
pub const PILES: Field = Field::new("piles", "Các đống đá", "Piles", "3 1 9 4");
const TESTS: Field = Field::new("t", "Số bộ test", "Number of tests", "1");
const COUNT: Field = Field::new("n", "Số đống n", "Number of piles n", "4");

/// The most piles in a row (the DP is `O(n²)` time, `O(n)` memory).
pub const MAX_PILES: usize = 5000;
/// The largest pile.
pub const MAX_PILE: u64 = 1_000_000_000;
/// The most test cases in judge input.
pub const MAX_TESTS: usize = 100;

/// A validated row of piles, each in `1..=MAX_PILE`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PileRow {
    piles: Vec<u64>,
}

/// Which end pile a move takes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PileEnd {
    Left,
    Right,
}

/// A move that leaves a P-position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PileWinningMove {
    pub end: PileEnd,
    pub take: u64,
}

/// The verdict on a row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PileVerdict {
    pub outcome: Outcome,
    /// `left(row)`: the one pile size that, put on the left, makes the row a P-position.
    pub left_partner: u64,
    /// Every winning move (at most one per end).
    pub winning_moves: Vec<PileWinningMove>,
}

impl PileRow {
    pub fn from_raw(raw: &[RawInt]) -> Result<PileRow, InputError> {
        if raw.is_empty() {
            return Err(InputError::new(PILES, Problem::Empty));
        }
        if raw.len() > MAX_PILES {
            return Err(InputError::new(PILES, Problem::TooMany { max: MAX_PILES }));
        }
        let piles = raw
            .iter()
            .map(|value| value.bounded(PILES, 1, MAX_PILE))
            .collect::<Result<_, _>>()?;
        Ok(PileRow { piles })
    }

    pub fn piles(&self) -> &[u64] {
        &self.piles
    }

    /// Judges the row in `O(n²)`.
    pub fn verdict(&self) -> PileVerdict {
        let a = &self.piles;
        let n = a.len();
        // Diagonal of length 1: a single pile p is P next to a pile of p (plain Nim).
        let mut left = a.clone();
        let mut right = a.clone();
        // `left`/`right` of the diagonal of length n − 1, for the winning moves.
        let (mut inner_left, mut inner_right) = (vec![0u64; 2], vec![0u64; 2]);
        for len in 2..=n {
            if len == n {
                inner_left = left.clone();
                inner_right = right.clone();
            }
            let (next_left, next_right) = next_diagonal(&left, &right, a, len);
            left = next_left;
            right = next_right;
        }
        let left_partner = left.first().copied().unwrap_or(0);
        let first = a.first().copied().unwrap_or(0);
        let last = a.last().copied().unwrap_or(0);
        // After a move at the left end the row is (x', a[1..n]); for n = 1 it is just (x').
        let left_target = if n == 1 {
            0
        } else {
            inner_left.get(1).copied().unwrap_or(0)
        };
        let right_target = inner_right.first().copied().unwrap_or(0);
        let mut winning_moves = Vec::new();
        if left_target < first {
            winning_moves.push(PileWinningMove {
                end: PileEnd::Left,
                take: first - left_target,
            });
        }
        if n > 1 && right_target < last {
            winning_moves.push(PileWinningMove {
                end: PileEnd::Right,
                take: last - right_target,
            });
        }
        PileVerdict {
            outcome: if left_partner == 0 {
                Outcome::Lose
            } else {
                Outcome::Win
            },
            left_partner,
            winning_moves,
        }
    }
}

/// `left` and `right` of every segment of length `len`, from those of length `len − 1`.
fn next_diagonal(left: &[u64], right: &[u64], a: &[u64], len: usize) -> (Vec<u64>, Vec<u64>) {
    let count = a.len() + 1 - len;
    let mut next_left = Vec::with_capacity(count);
    let mut next_right = Vec::with_capacity(count);
    for i in 0..count {
        let at = |v: &[u64], k: usize| v.get(k).copied().unwrap_or(0);
        // Segment a[i..=j]: its left partner pairs with y = a[j] around the middle a[i..j];
        // the pairing seen from the y side swaps the roles of x₀ and y₀.
        next_left.push(partner(at(right, i), at(left, i), at(a, i + len - 1)).0);
        // Its right partner pairs with x = a[i] around the middle a[i+1..=j].
        next_right.push(partner(at(left, i + 1), at(right, i + 1), at(a, i)).0);
    }
    (next_left, next_right)
}

/// Which case of the rule gave a partner (the lesson's four cases, seen from the new end pile
/// `x` against `x₀ = left(M)` and `y₀ = right(M)` of the middle).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PartnerCase {
    /// `x = x₀`: the row `(x, M)` is P already, the partner is 0.
    Zero,
    /// `x₀ < x ≤ y₀`: the partner is `x − 1`.
    Down,
    /// `y₀ ≤ x < x₀`: the partner is `x + 1`.
    Up,
    /// `x` below both or above both: the partner is `x` itself.
    Same,
}

/// The `y` with `(x, M, y)` a P-position, given `x₀ = left(M)` and `y₀ = right(M)`, and the
/// case that gave it.
pub(super) fn partner(x0: u64, y0: u64, x: u64) -> (u64, PartnerCase) {
    if x == x0 {
        (0, PartnerCase::Zero)
    } else if (x < x0 && x < y0) || (x > x0 && x > y0) {
        (x, PartnerCase::Same)
    } else if x0 < y0 {
        // x0 < x ≤ y0, so x ≥ 1.
        (x - 1, PartnerCase::Down)
    } else {
        // y0 ≤ x < x0, so x + 1 ≤ x0 cannot overflow.
        (x + 1, PartnerCase::Up)
    }
}

/// ZJOI 2009 judge: `T`, then for each test `n` and the piles; prints `1` when the first
/// player wins and `0` otherwise, one line per test.
pub fn solve_zjoi_piles(input: &str) -> Result<String, InputError> {
    let mut judge = JudgeInput::new(input);
    let tests = judge.count(TESTS, 1, MAX_TESTS)?;
    let mut lines = Vec::with_capacity(tests);
    for _ in 0..tests {
        let n = judge.count(COUNT, 1, MAX_PILES)?;
        let mut raw = Vec::with_capacity(n);
        for _ in 0..n {
            raw.push(RawInt::parse(judge.word(PILES)?));
        }
        let verdict = PileRow::from_raw(&raw)?.verdict();
        lines.push(if verdict.outcome.is_win() { "1" } else { "0" });
    }
    Ok(lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn row(piles: &[u64]) -> PileRow {
        let raw: Vec<RawInt> = piles.iter().map(|&p| RawInt::Value(p.into())).collect();
        PileRow::from_raw(&raw).expect("valid")
    }

    /// Literal search: W iff some move (shrink or remove an end pile) reaches an L row.
    fn brute(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(piles) {
            return w;
        }
        let n = piles.len();
        let mut wins = false;
        for end in [0, n.saturating_sub(1)] {
            let Some(&pile) = piles.get(end) else { break };
            for rest in 0..pile {
                let mut next = piles.to_vec();
                if rest == 0 {
                    next.remove(end);
                } else {
                    next[end] = rest;
                }
                if !brute(&next, memo) {
                    wins = true;
                }
            }
        }
        memo.insert(piles.to_vec(), wins);
        wins
    }

    #[test]
    fn sample_of_the_original_problem() {
        // The seed gives the DP but no sample; Luogu P2599's sample is "1 / 4 / 3 1 9 4" → 0.
        assert_eq!(solve_zjoi_piles("1\n4\n3 1 9 4\n"), Ok("0".to_string()));
        assert!(!brute(&[3, 1, 9, 4], &mut HashMap::new()));
        assert_eq!(solve_zjoi_piles("2\n1\n5\n2\n3 3"), Ok("1\n0".to_string()));
    }

    #[test]
    fn small_rows_match_the_brute_force() {
        let mut memo = HashMap::new();
        let mut piles = vec![1u64];
        // Every row of length 1..=4 with piles 1..=4.
        for length in 1..=4 {
            piles.resize(length, 1);
            loop {
                let verdict = row(&piles).verdict();
                assert_eq!(
                    verdict.outcome.is_win(),
                    brute(&piles, &mut memo),
                    "{piles:?}"
                );
                for m in &verdict.winning_moves {
                    let mut next = piles.clone();
                    let end = if m.end == PileEnd::Left {
                        0
                    } else {
                        length - 1
                    };
                    next[end] -= m.take;
                    if next[end] == 0 {
                        next.remove(end);
                    }
                    assert!(!brute(&next, &mut memo), "{piles:?} {m:?}");
                }
                let Some(k) = piles.iter().position(|&p| p < 4) else {
                    break;
                };
                piles[k] += 1;
                piles[..k].iter_mut().for_each(|p| *p = 1);
            }
        }
    }

    #[test]
    fn large_piles_do_not_overflow() {
        // Rows of 10^9-sized piles: every winning move the DP names must leave a row the DP
        // itself calls P (the brute force cannot reach these sizes).
        let rows: [&[u64]; 4] = [
            &[MAX_PILE, 1, MAX_PILE],
            &[MAX_PILE, 1, MAX_PILE - 1],
            &[MAX_PILE - 7, MAX_PILE, 3, MAX_PILE],
            &[1, MAX_PILE, MAX_PILE - 1, 2, MAX_PILE],
        ];
        for piles in rows {
            let verdict = row(piles).verdict();
            assert_eq!(verdict.outcome.is_win(), !verdict.winning_moves.is_empty());
            for m in &verdict.winning_moves {
                let mut next = piles.to_vec();
                let end = if m.end == PileEnd::Left {
                    0
                } else {
                    next.len() - 1
                };
                next[end] -= m.take;
                if next[end] == 0 {
                    next.remove(end);
                }
                assert_eq!(
                    row(&next).verdict().outcome,
                    Outcome::Lose,
                    "{piles:?} {m:?}"
                );
            }
        }
        assert_eq!(row(&[MAX_PILE, MAX_PILE]).verdict().outcome, Outcome::Lose);
        assert!(solve_zjoi_piles("1\n2\n0 1").is_err());
        assert!(solve_zjoi_piles("1\n3\n1 2").is_err());
    }
}
