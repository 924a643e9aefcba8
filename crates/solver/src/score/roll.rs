//! The rolled array: the program keeps one array `dp[0..n)` instead of the grid, and the round
//! for length `len` writes `dp[l] = dp[l][l + len − 1]` over the value of the round before.
//!
//! **Why overwriting is safe.** The cell `[l, r]` reads `dp[l+1][r]` and `dp[l][r−1]`, both of
//! length `len − 1`. In the round for `len`, `l` runs left to right, so when `[l, r]` is written
//! `dp[l + 1]` has not been rewritten yet (it still holds `dp[l+1][r]`), and `dp[l]` holds
//! `dp[l][r−1]`, which this very formula reads just before overwriting it. Entries whose
//! segment of the previous round does not exist any more (`l + len − 2 ≥ n`) are finished:
//! they keep `dp[l][n−1]` and are not read again.
//!
//! This module says what the array holds right after any step, read from the step alone (the
//! two entries that matter) or from the grid (every entry, for a row short enough to draw).

use super::trace::{num, IntervalStep, StepKind};
use super::Grid;
use crate::lang::Lang;

/// What an entry of the rolled array is doing right after a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RollState {
    /// Already rewritten in this round: holds the current length.
    New,
    /// Being rewritten now.
    Written,
    /// Read now, still of the previous length.
    Read,
    /// Still of the previous length, read later in this round.
    Old,
    /// Finished: no longer read.
    Idle,
    /// Not written yet (the first round).
    Empty,
}

/// One entry `dp[index]` of the rolled array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RollEntry {
    pub index: usize,
    pub value: Option<i64>,
    /// The value just overwritten (for the entry being written in a round after the first).
    pub old: Option<i64>,
    /// The segment `[i, j]` whose `dp[i][j]` the entry holds.
    pub segment: Option<(usize, usize)>,
    pub state: RollState,
}

impl IntervalStep {
    /// The entries that matter right after this step: the one written and, when the step
    /// combines two cells, the one read (the other cell read is the written entry's old value).
    pub fn roll_focus(&self) -> Vec<RollEntry> {
        let (l, r) = (self.l, self.r);
        match self.kind {
            StepKind::Base { value } => vec![RollEntry {
                index: l,
                value: Some(value),
                old: None,
                segment: Some((l, r)),
                state: RollState::Written,
            }],
            StepKind::Combine {
                without_left,
                without_right,
                ..
            } => vec![
                RollEntry {
                    index: l,
                    value: Some(self.value()),
                    old: Some(without_right),
                    segment: Some((l, r)),
                    state: RollState::Written,
                },
                RollEntry {
                    index: l + 1,
                    value: Some(without_left),
                    old: None,
                    segment: Some((l + 1, r)),
                    state: RollState::Read,
                },
            ],
        }
    }
}

impl Grid {
    /// The whole rolled array right after `step` (before the first step every entry is empty),
    /// each entry read off this grid.
    pub fn rolled(&self, step: Option<&IntervalStep>) -> Vec<RollEntry> {
        let n = self.len();
        let empty = |index| RollEntry {
            index,
            value: None,
            old: None,
            segment: None,
            state: RollState::Empty,
        };
        let Some(step) = step else {
            return (0..n).map(empty).collect();
        };
        let (l, len) = (step.l, step.r - step.l + 1);
        let focus = step.roll_focus();
        let held = |index: usize, j: usize, state| RollEntry {
            index,
            value: self.get(index, j),
            old: None,
            segment: Some((index, j)),
            state,
        };
        (0..n)
            .map(|index| {
                if let Some(entry) = focus.iter().find(|e| e.index == index) {
                    *entry
                } else if index < l {
                    held(index, index + len - 1, RollState::New)
                } else if len == 1 {
                    empty(index)
                } else if index + len - 2 < n {
                    held(index, index + len - 2, RollState::Old)
                } else {
                    held(index, n - 1, RollState::Idle)
                }
            })
            .collect()
    }
}

/// Why the array may be overwritten at this step, in two sentences (before any step: what the
/// rolled array is).
pub fn roll_sentence(step: Option<&IntervalStep>, lang: Lang) -> String {
    let Some(s) = step else {
        return lang
            .pick(
                "Chương trình thật chỉ cần một mảng n số: vòng độ dài len ghi dp[l] = dp[l][l + \
                 len − 1] đè lên giá trị của vòng trước.",
                "A real program needs only one array of n numbers: the round for length len \
                 writes dp[l] = dp[l][l + len − 1] over the previous round's value.",
            )
            .to_string();
    };
    let (l, r) = (s.l, s.r);
    match s.kind {
        StepKind::Base { value } => lang.pick(
            format!(
                "Vòng độ dài 1: mảng bắt đầu từ chính dãy số, dp[{l}] = a[{l}] = {}.",
                num(value)
            ),
            format!(
                "Round for length 1: the array starts as the row itself, dp[{l}] = a[{l}] = {}.",
                num(value)
            ),
        ),
        StepKind::Combine { without_right, .. } => {
            let (old, next) = (num(without_right), l + 1);
            lang.pick(
                format!(
                    "Ghi đè dp[{l}]: giá trị cũ {old} chính là dp[{l}][{}] (bỏ đầu phải), và \
                     công thức vừa đọc xong nó nên mất đi cũng không sao. dp[{next}] vẫn còn \
                     dp[{next}][{r}] của vòng trước, vì l chạy từ trái sang phải nên ô bên phải \
                     chưa bị ghi ở vòng này.",
                    r - 1
                ),
                format!(
                    "Overwriting dp[{l}]: its old value {old} is exactly dp[{l}][{}] (right end \
                     removed), and the formula has just read it, so losing it costs nothing. \
                     dp[{next}] still holds dp[{next}][{r}] from the previous round: l runs left \
                     to right, so the entry to its right has not been rewritten yet in this \
                     round.",
                    r - 1
                ),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::{IntervalTrace, Row};

    /// The program's own array after each step, simulated literally.
    fn program_array(row: &Row, steps: usize) -> Vec<Option<i64>> {
        let a = row.values();
        let n = a.len();
        let mut dp: Vec<Option<i64>> = vec![None; n];
        let mut done = 0;
        for len in 1..=n {
            for l in 0..=n - len {
                if done == steps {
                    return dp;
                }
                let r = l + len - 1;
                dp[l] = Some(if len == 1 {
                    a[l]
                } else {
                    let (x, y) = (dp[l + 1].unwrap_or(0), dp[l].unwrap_or(0));
                    (a[l] - x).max(a[r] - y)
                });
                done += 1;
            }
        }
        dp
    }

    #[test]
    fn the_rolled_array_is_the_programs_array_at_every_step() {
        for text in ["8 15 3 7", "3 9 1 2 8", "5", "-4 7 0 12 -3 5"] {
            let row = Row::parse(text).expect("valid");
            let grid = row.grid();
            let trace = IntervalTrace::new(&row);
            for position in 0..=trace.total() {
                let step = position.checked_sub(1).and_then(|k| trace.step(k));
                let rolled = grid.rolled(step.as_ref());
                let values: Vec<Option<i64>> = rolled.iter().map(|e| e.value).collect();
                assert_eq!(
                    values,
                    program_array(&row, position as usize),
                    "{text} @ {position}"
                );
                if let Some(step) = &step {
                    for entry in step.roll_focus() {
                        assert_eq!(rolled[entry.index], entry);
                    }
                }
            }
        }
    }

    #[test]
    fn the_lessons_round_for_length_three() {
        // Step 9 of 8 15 3 7 writes dp[1][3] = 11 over dp[1][2] = 12 and reads dp[2][3] = 4.
        let row = Row::lesson_example();
        let step = IntervalTrace::new(&row).step(8).expect("step");
        let states: Vec<(Option<i64>, RollState)> = row
            .grid()
            .rolled(Some(&step))
            .iter()
            .map(|e| (e.value, e.state))
            .collect();
        assert_eq!(
            states,
            vec![
                (Some(-4), RollState::New),
                (Some(11), RollState::Written),
                (Some(4), RollState::Read),
                (Some(7), RollState::Idle)
            ]
        );
        assert_eq!(step.roll_focus()[0].old, Some(12));
        assert!(
            roll_sentence(Some(&step), Lang::En).starts_with("Overwriting dp[1]: its old value 12")
        );
        assert!(roll_sentence(None, Lang::Vi).starts_with("Chương trình thật"));
    }
}
