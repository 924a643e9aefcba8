//! The remoteness of a subtraction game at any pile size, up to `2^64 − 1`.
//!
//! **Rule.** [`crate::remoteness`]: the winner hurries to a lost position, the loser delays.
//!
//! **Theorem used (arithmetic period).** Let `m` be the largest move and let the outcomes be
//! periodic with period `p` from `s` on (the W/L period of [`super`]). Take a multiple `q ≥ m`
//! of `p`, a start `T ≥ s + 2m`, and write `D(j) = R(j + q) − R(j)`. Suppose that
//!
//! 1. `D(j + q) = D(j)` for `T − m ≤ j < T` (the steps before the block repeat), and
//! 2. for each `T ≤ i < T + q`, the option the rule picks (the lost option of smallest
//!    remoteness from a won `i`, the option of largest remoteness from a lost `i`) also has
//!    the smallest (largest) step `D` among the options it was picked from, and `D(i)` equals
//!    that option's step.
//!
//! Then `R(j + k·q) = R(j) + k·D(j)` for every `k ≥ 0` and `T − m ≤ j < T + q`. By induction
//! on `k`, then on `j`: the options of `j + k·q` are those of `j` shifted by `k·q` (same
//! outcomes, since `j − m ≥ s`), each one's remoteness grows by `k` times its own step, and an
//! option that is both best now and grows the least (most) stays the best. So a checked block
//! of `q + m` steps proves the remoteness of every larger pile. When every step is the same
//! `d`, condition 2 holds as soon as the picks agree, and the rule is plain `R(i + q) = R(i) +
//! d`; games such as `S = {4, 12, 15}` need steps that differ from residue to residue.

use super::{SubtractionGame, MAX_TABLE_N};
use crate::outcome::Outcome;
use crate::remoteness::{Unknown, Value};

/// The remoteness of every pile, as proven: a table, then an arithmetic period past it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RemotenessRule {
    /// The value of every pile of the table (past `start + 2·length` when a period was found).
    values: Vec<Value>,
    period: Option<ArithmeticPeriod>,
}

/// `R(j + k·length) = R(j) + k·D(j)` for every `j ≥ start` and `k ≥ 0`, where
/// `D(j) = R(j + length) − R(j)` repeats with period `length` (the module's theorem).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArithmeticPeriod {
    pub start: usize,
    pub length: usize,
}

/// Tried lengths of an arithmetic period: multiples of the W/L period up to this many.
pub const MAX_PERIOD_MULTIPLE: usize = 64;
/// About how many cells one table's search for a period may read, all lengths together.
const PERIOD_SEARCH_WORK: usize = 64_000_000;

impl SubtractionGame {
    /// The value (outcome and remoteness) of every pile in `0..=n`.
    pub fn values(&self, n: usize) -> Vec<Value> {
        let steps = self.steps();
        let mut values: Vec<Value> = Vec::with_capacity(n + 1);
        for i in 0..=n {
            let options = steps
                .iter()
                .take_while(|&&s| s <= i)
                .filter_map(|&s| values.get(i - s).copied());
            values.push(Value::of_options(options, true));
        }
        values
    }

    /// The remoteness of every pile: filled tables of growing length until an arithmetic
    /// period is proven (see the module's theorem), within [`MAX_TABLE_N`] cells.
    pub fn remoteness_rule(&self) -> RemotenessRule {
        let window = self.window();
        let mut length = window.saturating_mul(16).clamp(1024, MAX_TABLE_N as usize);
        loop {
            let values = self.values(length);
            let period = self.arithmetic_period(&values);
            if period.is_some() || length as u64 >= MAX_TABLE_N {
                return RemotenessRule { values, period };
            }
            length = length.saturating_mul(2).min(MAX_TABLE_N as usize);
        }
    }

    /// An arithmetic period the theorem proves within `values`: the shortest length tried
    /// (multiples `q ≥ m` of the W/L period), from the first start where it holds.
    fn arithmetic_period(&self, values: &[Value]) -> Option<ArithmeticPeriod> {
        let window = self.window();
        let outcomes: Vec<_> = values.iter().map(|v| v.outcome).collect();
        let outcome_period =
            crate::period::find_period(&outcomes, window, |o| u64::from(o.is_win()))?;
        let earliest = outcome_period.start + 2 * window;
        let steps = self.steps();
        // Each length tried reads the table once per move: big tables try fewer lengths.
        let tries = PERIOD_SEARCH_WORK / (values.len() * steps.len()).max(1);
        (1..=tries.clamp(1, MAX_PERIOD_MULTIPLE))
            .map(|k| outcome_period.length * k)
            .filter(|&length| length >= window)
            .take_while(|&length| earliest + 2 * length <= values.len())
            .find_map(|length| {
                Block {
                    values,
                    steps: &steps,
                    length,
                }
                .first_start(earliest, window)
            })
    }
}

/// The checks of the theorem for one period length.
struct Block<'a> {
    values: &'a [Value],
    steps: &'a [usize],
    length: usize,
}

impl Block<'_> {
    /// `D(j) = R(j + length) − R(j)`, when both are in the table and it is not negative.
    fn step(&self, j: usize) -> Option<u64> {
        let later = self.values.get(j + self.length)?.remoteness;
        later.checked_sub(self.values.get(j)?.remoteness)
    }

    /// Condition 1 at `j`: the step repeats one period later.
    fn step_repeats(&self, j: usize) -> bool {
        self.step(j).is_some() && self.step(j) == self.step(j + self.length)
    }

    /// Condition 2 at `i`: the picked option is best both now and in its step.
    fn pick_stays_best(&self, i: usize) -> bool {
        let Some(value) = self.values.get(i) else {
            return false;
        };
        let hurry = value.outcome == Outcome::Win;
        let options = self.steps.iter().filter_map(|&s| {
            let j = i.checked_sub(s)?;
            let option = self.values.get(j)?;
            let counts = !hurry || option.outcome == Outcome::Lose;
            counts.then(|| (option.remoteness, self.step(j)))
        });
        let options: Vec<(u64, Option<u64>)> = options.collect();
        if options.iter().any(|(_, step)| step.is_none()) {
            return false;
        }
        let picked = if hurry {
            options.iter().min()
        } else {
            options.iter().max()
        };
        let Some(&(remoteness, step)) = picked else {
            return false;
        };
        let dominated = |&&(r, d): &&(u64, Option<u64>)| {
            if hurry {
                r >= remoteness && d >= step
            } else {
                r <= remoteness && d <= step
            }
        };
        options.iter().all(|o| dominated(&o)) && self.step(i) == step
    }

    /// The first start `T ≥ earliest` where condition 1 holds on `[T − m, T)` and condition 2
    /// on `[T, T + length)`.
    fn first_start(&self, earliest: usize, window: usize) -> Option<ArithmeticPeriod> {
        let end = self.values.len().checked_sub(2 * self.length)?;
        // Counts of failures before each index, so that each start is checked at once.
        let failures = |check: &dyn Fn(usize) -> bool| {
            let mut counts = vec![0usize; end + self.length + 1];
            for j in 0..end + self.length {
                counts[j + 1] = counts[j] + usize::from(j >= earliest - window && !check(j));
            }
            counts
        };
        let repeats = failures(&|j| self.step_repeats(j));
        let picks = failures(&|i| self.pick_stays_best(i));
        (earliest..=end)
            .find(|&t| repeats[t] == repeats[t - window] && picks[t + self.length] == picks[t])
            .map(|start| ArithmeticPeriod {
                start,
                length: self.length,
            })
    }
}

impl RemotenessRule {
    /// The proven period, if one was found.
    pub fn period(&self) -> Option<ArithmeticPeriod> {
        self.period
    }

    /// The value of pile `n`: from the table, or through the period past it.
    pub fn value(&self, n: u64) -> Result<Value, Unknown> {
        if let Some(&value) = usize::try_from(n).ok().and_then(|i| self.values.get(i)) {
            return Ok(value);
        }
        let period = self.period.ok_or(Unknown::NoPeriod)?;
        let (start, length) = (period.start as u64, period.length as u64);
        let past = n.checked_sub(start).ok_or(Unknown::NoPeriod)?;
        let index = usize::try_from(start + past % length).map_err(|_| Unknown::NoPeriod)?;
        let (Some(base), Some(next)) = (
            self.values.get(index),
            self.values.get(index + period.length),
        ) else {
            return Err(Unknown::NoPeriod);
        };
        let step = next.remoteness.saturating_sub(base.remoteness);
        let remoteness = u128::from(base.remoteness) + u128::from(past / length) * u128::from(step);
        // R(n) ≤ n, since every move takes a stone: the sum fits in u64.
        let remoteness = u64::try_from(remoteness).map_err(|_| Unknown::NoPeriod)?;
        Ok(Value::new(base.outcome, remoteness))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outcome::Outcome;
    use crate::subtraction::MoveSet;

    fn game(moves: &str) -> SubtractionGame {
        SubtractionGame::new(MoveSet::parse(moves).unwrap())
    }

    #[test]
    fn bachet_at_any_size() {
        let rule = game("1 2 3").remoteness_rule();
        let n: u64 = 1_000_000_000_000_000_000;
        // n = 4q: lost, two moves per round.
        assert_eq!(rule.value(n), Ok(Value::new(Outcome::Lose, n / 2)));
        assert_eq!(rule.value(n + 3), Ok(Value::new(Outcome::Win, n / 2 + 1)));
        assert_eq!(rule.value(u64::MAX).map(|v| v.outcome), Ok(Outcome::Win));
    }

    #[test]
    fn take_one_lasts_a_move_per_stone() {
        let rule = game("1").remoteness_rule();
        assert_eq!(
            rule.value(12_345_678_901),
            Ok(Value::new(Outcome::Win, 12_345_678_901))
        );
    }
}
