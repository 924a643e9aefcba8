//! The score lesson's claim measured: the 2-D grid filled by length ([`GridFill`]) against the
//! rolled array ([`Row::rolled_diff`]) on the same row, [`REPS`] repetitions each, alternating
//! (the grid first), with the median time of each and a check that both give `dp[0][n−1]`.
//!
//! The race runs in slices on the caller's clock ([`Race::advance`]), so a page never
//! freezes: a rolled repetition fits in one slice; a 2-D repetition (seconds at n = 5000) is
//! spread over many, and only the filling is timed. A repetition shorter than [`SLICE_MS`] is
//! run again and again until that much time has passed, and divided, since a browser's clock
//! is coarse. The numbers are written as the lesson writes them in each language.

use std::hint::black_box;

use super::{num, GridFill, Row};
use crate::lang::Lang;
use crate::sorting;

/// Repetitions of each method.
pub const REPS: usize = 5;
/// A repetition lasts at least this long (repeating a fast computation), so the clock's coarse
/// resolution does not turn a time into 0.
pub const SLICE_MS: f64 = 10.0;
/// Cells of the 2-D grid filled between two looks at the clock.
const CHUNK_CELLS: usize = 50_000;
/// Bytes of one cell (`i64`).
pub const CELL_BYTES: u64 = 8;

/// A race in progress. Per method (0: the grid, 1: the rolled array): the times so far and the
/// answer of the first repetition.
pub struct Race {
    row: Row,
    done: usize,
    ms: [Vec<f64>; 2],
    answers: [Option<i64>; 2],
    /// Every repetition of each method gave the same answer as its first.
    steady: bool,
    /// The 2-D repetition under way, and the time spent on it so far.
    fill: Option<(GridFill, f64)>,
}

/// A finished race: per method the median time (ms) and the answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Timing {
    pub n: usize,
    pub ms: [f64; 2],
    pub answers: [i64; 2],
    pub steady: bool,
}

impl Race {
    pub fn new(row: Row) -> Race {
        Race {
            row,
            done: 0,
            ms: [Vec::new(), Vec::new()],
            answers: [None, None],
            steady: true,
            fill: None,
        }
    }

    /// The repetitions of both methods.
    pub const TOTAL: usize = 2 * REPS;

    pub fn n(&self) -> usize {
        self.row.len()
    }

    /// The repetitions done.
    pub fn done(&self) -> usize {
        self.done
    }

    /// Whether the next repetition is the 2-D grid's.
    pub fn grid_next(&self) -> bool {
        self.done % 2 == 0
    }

    /// Works on the next repetition for at most about `budget` ms of `clock` (a short
    /// repetition is finished and timed even if it takes a little longer); `true` once every
    /// repetition is done.
    pub fn advance(&mut self, clock: &dyn Fn() -> f64, budget: f64) -> bool {
        if self.done >= Self::TOTAL {
            return true;
        }
        let method = self.done % 2;
        let row = &self.row;
        let (ms, answer) = if method == 0 {
            let start = clock();
            let (mut fill, spent) = self
                .fill
                .take()
                .unwrap_or_else(|| (GridFill::new(black_box(row)), 0.0));
            while !fill.advance(CHUNK_CELLS) {
                if clock() - start >= budget {
                    self.fill = Some((fill, spent + clock() - start));
                    return false;
                }
            }
            let elapsed = spent + (clock() - start);
            let answer = black_box(fill.diff()).unwrap_or_default();
            drop(fill);
            let ms = if elapsed < SLICE_MS {
                let whole = || {
                    let mut fill = GridFill::new(black_box(row));
                    fill.advance(usize::MAX);
                    fill.diff().unwrap_or_default()
                };
                measure(clock, whole).0
            } else {
                elapsed
            };
            (ms, answer)
        } else {
            measure(clock, || black_box(row).rolled_diff())
        };
        self.ms[method].push(ms);
        self.steady &= !matches!(self.answers[method], Some(first) if first != answer);
        self.answers[method].get_or_insert(answer);
        self.done += 1;
        self.done >= Self::TOTAL
    }

    /// The result, once every repetition is done.
    pub fn timing(&self) -> Option<Timing> {
        match self.answers {
            [Some(grid), Some(rolled)] if self.done >= Self::TOTAL => Some(Timing {
                n: self.n(),
                ms: self.ms.each_ref().map(|times| median(times)),
                answers: [grid, rolled],
                steady: self.steady,
            }),
            _ => None,
        }
    }
}

impl Timing {
    /// How many times faster the rolled array was (or the grid, for a small n), in `lang`.
    pub fn ratio(&self, lang: Lang) -> String {
        let [grid, rolled] = self.ms;
        if rolled <= 0.0 {
            return lang
                .pick(
                    "Tỉ lệ: mảng cuộn quá nhanh để đồng hồ của trình duyệt đo được.",
                    "Ratio: the rolled array was too fast for the browser's clock.",
                )
                .to_string();
        }
        if grid >= rolled {
            let x = decimal(grid / rolled, 1, lang);
            return lang.pick(
                format!("Tỉ lệ: mảng cuộn nhanh hơn {x} lần, dù hai cách làm cùng số phép tính."),
                format!("Ratio: the rolled array is {x} times faster, with the same number of operations."),
            );
        }
        let x = decimal(rolled / grid, 1, lang);
        lang.pick(
            format!("Tỉ lệ: lần này bảng hai chiều nhanh hơn {x} lần (n nhỏ thì cả bảng nằm gọn trong cache)."),
            format!("Ratio: this time the 2-D grid is {x} times faster (for a small n the whole grid fits in the cache)."),
        )
    }

    /// Whether both methods gave the same `dp[0][n−1]` every time, in `lang`.
    pub fn agreement(&self, lang: Lang) -> String {
        let ([a, b], last) = (self.answers.map(num), self.n - 1);
        if self.answers[0] == self.answers[1] && self.steady {
            return lang.pick(
                format!("✓ Hai cách cho cùng đáp án: dp[0][{last}] = {a}."),
                format!("✓ Both methods give the same answer: dp[0][{last}] = {a}."),
            );
        }
        lang.pick(
            format!(
                "✗ Hai cách cho đáp án khác nhau ({a} và {b}): đây là lỗi, xin báo cho chúng tôi."
            ),
            format!("✗ The methods disagree ({a} and {b}): this is a bug, please report it."),
        )
    }
}

/// One repetition: runs `f` until [`SLICE_MS`] have passed (at least once); the time of one
/// run and its answer.
fn measure(clock: &dyn Fn() -> f64, f: impl Fn() -> i64) -> (f64, i64) {
    let start = clock();
    let mut count = 0u32;
    loop {
        let answer = black_box(f());
        count += 1;
        let elapsed = clock() - start;
        if elapsed >= SLICE_MS || count >= 100_000 {
            return (elapsed / f64::from(count), answer);
        }
    }
}

fn median(times: &[f64]) -> f64 {
    let mut sorted = times.to_vec();
    sorting::sort_by(&mut sorted, |a, b| a.total_cmp(b));
    let mid = sorted.len() / 2;
    match (sorted.get(mid.wrapping_sub(1)), sorted.get(mid)) {
        (Some(a), Some(b)) if sorted.len() % 2 == 0 => (a + b) / 2.0,
        (_, Some(m)) => *m,
        _ => 0.0,
    }
}

/// `1234567` as `1.234.567` (vi) or `1,234,567` (en).
pub fn group(value: u64, lang: Lang) -> String {
    let digits = value.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(lang.pick('.', ','));
        }
        out.push(c);
    }
    out
}

/// A decimal with `places` digits and the language's decimal mark.
pub fn decimal(value: f64, places: usize, lang: Lang) -> String {
    let text = crate::decimal::fixed(value, places);
    match lang {
        Lang::Vi => text.replace('.', ","),
        Lang::En => text,
    }
}

/// Bytes in decimal units, as the lesson counts them (200 MB for 25 million cells).
pub fn bytes(value: u64, lang: Lang) -> String {
    let units = [(1_000_000_000, "GB"), (1_000_000, "MB"), (1_000, "KB")];
    match units.into_iter().find(|&(size, _)| value >= size) {
        Some((size, unit)) => format!("{} {unit}", decimal(value as f64 / size as f64, 1, lang)),
        None => format!("{value} B"),
    }
}

/// Milliseconds with as many decimals as they need.
pub fn millis(ms: f64, lang: Lang) -> String {
    let places = match ms {
        ms if ms < 1.0 => 3,
        ms if ms < 100.0 => 2,
        _ => 0,
    };
    format!("{} ms", decimal(ms, places, lang))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[test]
    fn a_race_alternates_and_both_methods_agree() {
        let row = Row::parse("3 9 1 2 8 4 7 5 6 2 9 1").unwrap();
        let expected = row.rolled_diff();
        let mut race = Race::new(row);
        // A clock that moves 1 ms each time it is read: every repetition is repeated until
        // SLICE_MS have passed; each slice does one repetition.
        let now = Cell::new(0.0);
        let clock = || {
            now.set(now.get() + 1.0);
            now.get()
        };
        assert!(race.grid_next());
        let mut slices = 1;
        while !race.advance(&clock, 5.0) {
            slices += 1;
            assert_eq!(race.grid_next(), slices % 2 == 1, "the methods alternate");
        }
        assert_eq!(slices, Race::TOTAL);
        assert_eq!(race.done(), Race::TOTAL);
        let timing = race.timing().unwrap();
        assert_eq!(timing.answers, [expected, expected]);
        assert!(timing.steady);
        assert!(timing.ms.iter().all(|&ms| ms > 0.0));
        assert!(timing
            .agreement(Lang::En)
            .starts_with("✓ Both methods give the same answer: dp[0][11] = "));
    }

    #[test]
    fn a_long_grid_fill_is_spread_over_slices() {
        let row = Row::parse(&"7 ".repeat(600)).unwrap();
        let mut race = Race::new(row);
        // Each reading of the clock is 1 ms: the 360,000 cells take several slices of 3 ms.
        let now = Cell::new(0.0);
        let clock = || {
            now.set(now.get() + 1.0);
            now.get()
        };
        assert!(!race.advance(&clock, 3.0));
        assert_eq!(race.done(), 0, "still inside the first 2-D repetition");
        assert!(race.timing().is_none());
    }

    #[test]
    fn medians_and_ratios() {
        assert_eq!(median(&[]), 0.0);
        assert_eq!(median(&[3.0]), 3.0);
        assert_eq!(median(&[4.0, 1.0, 9.0]), 4.0);
        assert_eq!(median(&[4.0, 1.0, 9.0, 2.0]), 3.0);
        let timing = Timing {
            n: 300,
            ms: [30.0, 2.0],
            answers: [5, 5],
            steady: true,
        };
        assert_eq!(
            timing.ratio(Lang::Vi),
            "Tỉ lệ: mảng cuộn nhanh hơn 15,0 lần, dù hai cách làm cùng số phép tính."
        );
        let slower = Timing {
            ms: [1.0, 2.0],
            ..timing.clone()
        };
        assert!(slower
            .ratio(Lang::En)
            .starts_with("Ratio: this time the 2-D grid is 2.0 times"));
        let wrong = Timing {
            answers: [5, 6],
            ..timing
        };
        assert!(wrong
            .agreement(Lang::En)
            .starts_with("✗ The methods disagree (5 and 6)"));
    }

    #[test]
    fn numbers_as_the_lesson_writes_them() {
        assert_eq!(group(4_000_000, Lang::Vi), "4.000.000");
        assert_eq!(group(2000, Lang::En), "2,000");
        assert_eq!(group(300, Lang::Vi), "300");
        assert_eq!(bytes(32_000_000, Lang::Vi), "32,0 MB");
        assert_eq!(bytes(2_400, Lang::En), "2.4 KB");
        assert_eq!(bytes(999, Lang::En), "999 B");
        assert_eq!(millis(0.5, Lang::Vi), "0,500 ms");
        assert_eq!(millis(12.345, Lang::En), "12.35 ms");
        assert_eq!(millis(1234.0, Lang::En), "1234 ms");
    }
}
