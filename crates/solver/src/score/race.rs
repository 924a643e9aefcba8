//! The score lesson's claim measured: three fills of the same interval DP on the same row, the
//! `n × n` grid by length ([`FillOrder::ByLength`], the lesson's order), the same grid by rows
//! from the bottom ([`FillOrder::ByRows`]) and the rolled array ([`Row::rolled_diff`]),
//! [`REPS`] repetitions each, taking turns in that order ([`Method::ALL`]), with the median
//! time of each, the ratios to the fastest, and a check that all three give `dp[0][n−1]`.
//!
//! The race runs in slices on the caller's clock ([`Race::advance`]), so a page never
//! freezes: a rolled repetition fits in one slice; a 2-D repetition (seconds at n = 5000) is
//! spread over many ([`GridFill`]), and only the filling is timed. A repetition shorter than
//! [`SLICE_MS`] is run again and again until that much time has passed, and divided, since a
//! browser's clock is coarse. The numbers are written as the lesson writes them in each
//! language.

use std::hint::black_box;

use super::{num, FillOrder, GridFill, Row};
use crate::lang::Lang;
use crate::sorting;

/// Repetitions of each method.
pub const REPS: usize = 5;
/// A repetition lasts at least this long (repeating a fast computation), so the clock's coarse
/// resolution does not turn a time into 0.
pub const SLICE_MS: f64 = 10.0;
/// Cells of a 2-D grid filled between two looks at the clock.
const CHUNK_CELLS: usize = 50_000;
/// Bytes of one cell (`i64`).
pub const CELL_BYTES: u64 = 8;

/// One of the three fills the race compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// The `n × n` grid filled by segment length (the lesson's order).
    ByLength,
    /// The same `n × n` grid filled row by row from the bottom.
    ByRows,
    /// One array of `n` cells rewritten length after length.
    Rolled,
}

impl Method {
    /// The methods in the order a race runs them (and a timing lists them).
    pub const ALL: [Method; 3] = [Method::ByLength, Method::ByRows, Method::Rolled];

    /// Its name inside a sentence: "bảng theo độ dài" / "the grid by length".
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            Method::ByLength => lang.pick("bảng theo độ dài", "the grid by length"),
            Method::ByRows => lang.pick("bảng theo hàng", "the grid by rows"),
            Method::Rolled => lang.pick("mảng cuộn", "the rolled array"),
        }
    }

    /// The cells of memory it fills for a row of `n`: `n²` for a grid, `n` rolled.
    pub fn cells(self, n: u64) -> u64 {
        match self {
            Method::ByLength | Method::ByRows => n * n,
            Method::Rolled => n,
        }
    }

    /// The grid's order, for the two 2-D methods.
    fn order(self) -> Option<FillOrder> {
        match self {
            Method::ByLength => Some(FillOrder::ByLength),
            Method::ByRows => Some(FillOrder::ByRows),
            Method::Rolled => None,
        }
    }

    /// Its place in [`Method::ALL`] (and in a [`Timing`]'s arrays).
    fn index(self) -> usize {
        match self {
            Method::ByLength => 0,
            Method::ByRows => 1,
            Method::Rolled => 2,
        }
    }
}

/// A race in progress. Per method (in the order of [`Method::ALL`]): the times so far and the
/// answer of the first repetition.
pub struct Race {
    row: Row,
    done: usize,
    ms: [Vec<f64>; 3],
    answers: [Option<i64>; 3],
    /// Every repetition of each method gave the same answer as its first.
    steady: bool,
    /// The 2-D repetition under way, and the time spent on it so far.
    fill: Option<(GridFill, f64)>,
}

/// A finished race: per method (in the order of [`Method::ALL`]) the median time (ms) and the
/// answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Timing {
    pub n: usize,
    pub ms: [f64; 3],
    pub answers: [i64; 3],
    pub steady: bool,
}

impl Race {
    pub fn new(row: Row) -> Race {
        Race {
            row,
            done: 0,
            ms: [Vec::new(), Vec::new(), Vec::new()],
            answers: [None; 3],
            steady: true,
            fill: None,
        }
    }

    /// The repetitions of all three methods.
    pub const TOTAL: usize = Method::ALL.len() * REPS;

    pub fn n(&self) -> usize {
        self.row.len()
    }

    /// The repetitions done.
    pub fn done(&self) -> usize {
        self.done
    }

    /// The method of the next repetition (the methods take turns).
    pub fn next_method(&self) -> Method {
        Method::ALL[self.done % Method::ALL.len()]
    }

    /// Works on the next repetition for at most about `budget` ms of `clock` (a short
    /// repetition is finished and timed even if it takes a little longer); `true` once every
    /// repetition is done.
    pub fn advance(&mut self, clock: &dyn Fn() -> f64, budget: f64) -> bool {
        if self.done >= Self::TOTAL {
            return true;
        }
        let method = self.next_method();
        let row = &self.row;
        let (ms, answer) = match method.order() {
            Some(order) => {
                let start = clock();
                let (mut fill, spent) = self
                    .fill
                    .take()
                    .filter(|(fill, _)| fill.order() == order)
                    .unwrap_or_else(|| (GridFill::with_order(black_box(row), order), 0.0));
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
                        let mut fill = GridFill::with_order(black_box(row), order);
                        fill.advance(usize::MAX);
                        fill.diff().unwrap_or_default()
                    };
                    measure(clock, whole).0
                } else {
                    elapsed
                };
                (ms, answer)
            }
            None => measure(clock, || black_box(row).rolled_diff()),
        };
        let k = method.index();
        self.ms[k].push(ms);
        self.steady &= !matches!(self.answers[k], Some(first) if first != answer);
        self.answers[k].get_or_insert(answer);
        self.done += 1;
        self.done >= Self::TOTAL
    }

    /// The result, once every repetition is done.
    pub fn timing(&self) -> Option<Timing> {
        match self.answers {
            [Some(by_length), Some(by_rows), Some(rolled)] if self.done >= Self::TOTAL => {
                Some(Timing {
                    n: self.n(),
                    ms: self.ms.each_ref().map(|times| median(times)),
                    answers: [by_length, by_rows, rolled],
                    steady: self.steady,
                })
            }
            _ => None,
        }
    }
}

impl Timing {
    /// The median time of `method`.
    pub fn ms_of(&self, method: Method) -> f64 {
        self.ms[method.index()]
    }

    /// The `dp[0][n−1]` that `method` gave (its first repetition's).
    pub fn answer_of(&self, method: Method) -> i64 {
        self.answers[method.index()]
    }

    /// The methods from the fastest to the slowest (a tie in the order of [`Method::ALL`]).
    pub fn finishing_order(&self) -> [Method; 3] {
        let mut order = Method::ALL;
        sorting::sort_by(&mut order, |a, b| {
            self.ms_of(*a)
                .total_cmp(&self.ms_of(*b))
                .then(a.index().cmp(&b.index()))
        });
        order
    }

    /// The fastest method.
    pub fn fastest(&self) -> Method {
        self.finishing_order()[0]
    }

    /// How many times the fastest method's time `method` took; `None` when the fastest was
    /// too fast for the clock.
    pub fn ratio_of(&self, method: Method) -> Option<f64> {
        let fastest = self.ms_of(self.fastest());
        (fastest > 0.0).then(|| self.ms_of(method) / fastest)
    }

    /// The ratio of `method` as a table cell writes it: `1 (nhanh nhất)` / `1 (fastest)` for
    /// the fastest, else `12,3` / `12.3` (its time divided by the fastest's), `—` if the clock
    /// could not tell.
    pub fn ratio_cell(&self, method: Method, lang: Lang) -> String {
        match self.ratio_of(method) {
            None => "—".to_string(),
            Some(_) if method == self.fastest() => {
                lang.pick("1 (nhanh nhất)", "1 (fastest)").to_string()
            }
            Some(x) => decimal(x, 1, lang),
        }
    }

    /// The finishing order and how many times slower the other two were than the first, in
    /// `lang`.
    pub fn ratio(&self, lang: Lang) -> String {
        let [first, second, third] = self.finishing_order();
        let (Some(x), Some(y)) = (self.ratio_of(second), self.ratio_of(third)) else {
            return lang
                .pick(
                    "Tỉ lệ: cách nhanh nhất quá nhanh để đồng hồ của trình duyệt đo được.",
                    "Ratios: the fastest method was too fast for the browser's clock.",
                )
                .to_string();
        };
        let (x, y) = (decimal(x, 1, lang), decimal(y, 1, lang));
        let [a, b, c] = [first, second, third].map(|m| m.name(lang));
        let mut text = lang.pick(
            format!("Về nhất: {a}; {b} chậm hơn {x} lần, {c} chậm hơn {y} lần, dù cả ba làm cùng số phép tính."),
            format!("First: {a}; {b} is {x} times slower, {c} {y} times slower, with the same number of operations."),
        );
        if first != Method::Rolled {
            text.push_str(lang.pick(
                " Lần này một bảng hai chiều về nhất: khi bảng còn vừa bộ nhớ đệm, ba cách gần như ngang nhau và thứ tự có thể đổi giữa các lần đo.",
                " This time a 2-D grid came first: while the grid fits in the cache, the three are close and the order can change from one measurement to the next.",
            ));
        }
        text
    }

    /// Whether the three methods gave the same `dp[0][n−1]` every time, in `lang`.
    pub fn agreement(&self, lang: Lang) -> String {
        let last = self.n.saturating_sub(1);
        let [a, b, c] = self.answers;
        let same = a == b && b == c;
        if same && self.steady {
            let a = num(a);
            return lang.pick(
                format!("✓ Cả ba cách cho cùng đáp án: dp[0][{last}] = {a}."),
                format!("✓ All three methods give the same answer: dp[0][{last}] = {a}."),
            );
        }
        if same {
            return lang
                .pick(
                    "✗ Một cách cho đáp án khác nhau giữa các lần chạy: đây là lỗi, xin báo cho chúng tôi.",
                    "✗ A method gave different answers from one run to another: this is a bug, please report it.",
                )
                .to_string();
        }
        let [a, b, c] = self.answers.map(num);
        lang.pick(
            format!("✗ Ba cách cho đáp án khác nhau (theo độ dài {a}, theo hàng {b}, mảng cuộn {c}): đây là lỗi, xin báo cho chúng tôi."),
            format!("✗ The three methods disagree (by length {a}, by rows {b}, rolled {c}): this is a bug, please report it."),
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

    /// A clock that moves 1 ms each time it is read.
    fn ticking() -> impl Fn() -> f64 {
        let now = Cell::new(0.0);
        move || {
            now.set(now.get() + 1.0);
            now.get()
        }
    }

    #[test]
    fn a_race_takes_turns_and_the_three_methods_agree() {
        let row = Row::parse("3 9 1 2 8 4 7 5 6 2 9 1").unwrap();
        let expected = row.rolled_diff();
        let mut race = Race::new(row);
        // Every repetition is repeated until SLICE_MS have passed; each slice does one.
        let clock = ticking();
        assert_eq!(Race::TOTAL, 15);
        assert_eq!(race.next_method(), Method::ByLength);
        let mut slices = 1;
        while !race.advance(&clock, 5.0) {
            assert_eq!(
                race.next_method(),
                Method::ALL[slices % 3],
                "the methods take turns"
            );
            slices += 1;
        }
        assert_eq!(slices, Race::TOTAL);
        assert_eq!(race.done(), Race::TOTAL);
        assert!(race.advance(&clock, 5.0), "a finished race stays finished");
        let timing = race.timing().unwrap();
        assert_eq!(timing.n, 12);
        assert_eq!(timing.answers, [expected; 3]);
        assert!(timing.steady);
        assert_eq!(timing.ms.len(), 3);
        assert!(timing.ms.iter().all(|&ms| ms > 0.0));
        assert_eq!(
            timing.agreement(Lang::En),
            format!(
                "✓ All three methods give the same answer: dp[0][11] = {}.",
                num(expected)
            )
        );
        assert!(timing
            .agreement(Lang::Vi)
            .starts_with("✓ Cả ba cách cho cùng đáp án: dp[0][11] = "));
        let mut order = timing.finishing_order().to_vec();
        sorting::sort_by_key(&mut order, |m| m.index());
        assert_eq!(
            order,
            Method::ALL,
            "each method once in the finishing order"
        );
    }

    #[test]
    fn a_race_on_a_random_row_finishes_with_three_timings() {
        let row = crate::random::Rng::new(77).row(150, 1, 1000);
        let expected = row.rolled_diff();
        let mut race = Race::new(row);
        let clock = ticking();
        let mut slices = 0;
        while !race.advance(&clock, 3.0) {
            assert!(race.timing().is_none());
            slices += 1;
            assert!(slices < 10_000);
        }
        let timing = race.timing().unwrap();
        assert_eq!(timing.answers, [expected; 3]);
        assert!(timing.steady);
        assert!(timing.ms.iter().all(|&ms| ms > 0.0));
        assert!(timing.agreement(Lang::Vi).starts_with("✓ Cả ba cách"));
        let fastest = timing.fastest();
        assert_eq!(timing.ratio_of(fastest), Some(1.0));
        for method in Method::ALL {
            assert!(timing.ratio_of(method).is_some_and(|x| x >= 1.0));
        }
    }

    #[test]
    fn a_long_grid_fill_is_spread_over_slices() {
        let row = Row::parse(&"7 ".repeat(600)).unwrap();
        // Each reading of the clock is 1 ms: the 360,000 cells take several slices of 3 ms,
        // whichever the order.
        let mut race = Race::new(row.clone());
        let clock = ticking();
        assert!(!race.advance(&clock, 3.0));
        assert_eq!(race.done(), 0, "still inside the first 2-D repetition");
        assert_eq!(race.next_method(), Method::ByLength);
        assert!(race.timing().is_none());
        while race.done() == 0 {
            race.advance(&clock, 3.0);
        }
        assert_eq!(race.next_method(), Method::ByRows);
        assert!(!race.advance(&clock, 3.0));
        assert_eq!(race.done(), 1, "still inside the first repetition by rows");
        while race.done() == 1 {
            race.advance(&clock, 3.0);
        }
        assert_eq!(race.next_method(), Method::Rolled);
        assert!(!race.advance(&clock, 3.0));
        assert_eq!(race.done(), 3, "a rolled repetition fits in one slice");
        assert_eq!(race.answers, [Some(0); 3]);
    }

    fn timing(ms: [f64; 3]) -> Timing {
        Timing {
            n: 300,
            ms,
            answers: [5, 5, 5],
            steady: true,
        }
    }

    #[test]
    fn medians_and_ratios() {
        assert_eq!(median(&[]), 0.0);
        assert_eq!(median(&[3.0]), 3.0);
        assert_eq!(median(&[4.0, 1.0, 9.0]), 4.0);
        assert_eq!(median(&[4.0, 1.0, 9.0, 2.0]), 3.0);
        let usual = timing([30.0, 4.2, 2.0]);
        assert_eq!(
            usual.finishing_order(),
            [Method::Rolled, Method::ByRows, Method::ByLength]
        );
        assert_eq!(usual.fastest(), Method::Rolled);
        assert_eq!(
            usual.ratio(Lang::Vi),
            "Về nhất: mảng cuộn; bảng theo hàng chậm hơn 2,1 lần, bảng theo độ dài chậm hơn 15,0 lần, dù cả ba làm cùng số phép tính."
        );
        assert_eq!(
            usual.ratio(Lang::En),
            "First: the rolled array; the grid by rows is 2.1 times slower, the grid by length 15.0 times slower, with the same number of operations."
        );
        let cells = |lang| Method::ALL.map(|m| usual.ratio_cell(m, lang));
        assert_eq!(cells(Lang::Vi), ["15,0", "2,1", "1 (nhanh nhất)"]);
        assert_eq!(cells(Lang::En), ["15.0", "2.1", "1 (fastest)"]);

        let grid_first = timing([1.0, 3.0, 2.0]);
        assert_eq!(
            grid_first.finishing_order(),
            [Method::ByLength, Method::Rolled, Method::ByRows]
        );
        let text = grid_first.ratio(Lang::En);
        assert!(text.starts_with(
            "First: the grid by length; the rolled array is 2.0 times slower, the grid by rows 3.0 times slower"
        ));
        assert!(text.ends_with(" This time a 2-D grid came first: while the grid fits in the cache, the three are close and the order can change from one measurement to the next."));
        assert_eq!(
            grid_first.ratio_cell(Method::ByLength, Lang::En),
            "1 (fastest)"
        );

        // A tie keeps the order of Method::ALL; a time of 0 has no ratio.
        assert_eq!(timing([2.0, 2.0, 2.0]).finishing_order(), Method::ALL);
        let instant = timing([3.0, 1.0, 0.0]);
        assert_eq!(instant.ratio_of(Method::ByLength), None);
        assert_eq!(instant.ratio_cell(Method::Rolled, Lang::Vi), "—");
        assert_eq!(
            instant.ratio(Lang::En),
            "Ratios: the fastest method was too fast for the browser's clock."
        );
    }

    #[test]
    fn disagreements_are_reported() {
        let wrong = Timing {
            answers: [5, 6, -5],
            ..timing([3.0, 2.0, 1.0])
        };
        assert_eq!(
            wrong.agreement(Lang::En),
            "✗ The three methods disagree (by length 5, by rows 6, rolled −5): this is a bug, please report it."
        );
        assert!(wrong.agreement(Lang::Vi).starts_with(
            "✗ Ba cách cho đáp án khác nhau (theo độ dài 5, theo hàng 6, mảng cuộn −5)"
        ));
        let unsteady = Timing {
            steady: false,
            ..timing([3.0, 2.0, 1.0])
        };
        assert!(unsteady
            .agreement(Lang::En)
            .starts_with("✗ A method gave different answers from one run to another"));
    }

    #[test]
    fn methods_name_their_memory() {
        assert_eq!(
            Method::ALL.map(|m| m.cells(2000)),
            [4_000_000, 4_000_000, 2000]
        );
        assert_eq!(Method::ByRows.name(Lang::Vi), "bảng theo hàng");
        assert_eq!(Method::ByLength.name(Lang::En), "the grid by length");
        for (k, m) in Method::ALL.into_iter().enumerate() {
            assert_eq!(m.index(), k);
        }
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
