//! The filling of the interval DP grid, one step per cell, in the program's order: by length,
//! then by left end. Step `k` is found by arithmetic (the diagonal of length `len` starts at
//! step `(len − 1)(n + 1) − (len − 1)·len / 2`), so no step is ever stored.
//!
//! **How a page gets its values.** A step needs `dp[l+1][r]` and `dp[l][r−1]`, which lie on the
//! previous diagonal. A page recomputes the diagonals from length 1 up to the last one it shows
//! with two rolling buffers of `n` numbers: `O(n)` memory whatever the page, and `O(n²)` time
//! for a page at the very end (12.5 million cheap cells at n = 5000). Keeping the `n × n` grid
//! instead would cost 200 MB there.
//!
//! **Checkpoints.** [`IntervalTrace::record`] (run in slices by a page) keeps every
//! [`CHECKPOINT_EVERY`]-th diagonal; a page then starts from the nearest one below it, so a jump
//! to the end costs at most that many diagonals (1.3 million cells at n = 5000) for about
//! `n² / (2 · CHECKPOINT_EVERY)` numbers kept (0.4 MB at n = 5000).

use std::cell::RefCell;

use super::program::{CodePoint, PROGRAMS};
use super::{End, Row};
use crate::lang::Lang;
use crate::trace::{page_range, TraceStep, Traced};

/// One cell of the grid being written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntervalStep {
    pub l: usize,
    pub r: usize,
    pub kind: StepKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// `dp[i][i] = a[i]`.
    Base { value: i64 },
    /// `dp[l][r]` from the two shorter segments.
    Combine {
        a_left: i64,
        a_right: i64,
        /// `dp[l+1][r]`: the opponent's lead after we take the left end.
        without_left: i64,
        /// `dp[l][r−1]`: the opponent's lead after we take the right end.
        without_right: i64,
    },
}

impl IntervalStep {
    /// The value written in `dp[l][r]`.
    pub fn value(&self) -> i64 {
        match self.kind {
            StepKind::Base { value } => value,
            StepKind::Combine { .. } => self.take_left().max(self.take_right()),
        }
    }

    /// The mover's lead when taking the left end (the only end for a single number).
    pub fn take_left(&self) -> i64 {
        match self.kind {
            StepKind::Base { value } => value,
            StepKind::Combine {
                a_left,
                without_left,
                ..
            } => a_left - without_left,
        }
    }

    pub fn take_right(&self) -> i64 {
        match self.kind {
            StepKind::Base { value } => value,
            StepKind::Combine {
                a_right,
                without_right,
                ..
            } => a_right - without_right,
        }
    }

    /// The end a perfect mover takes (the left one on a tie).
    pub fn choice(&self) -> End {
        if self.take_left() >= self.take_right() {
            End::Left
        } else {
            End::Right
        }
    }

    pub fn code_point(&self) -> CodePoint {
        match self.kind {
            StepKind::Base { .. } => CodePoint::Base,
            StepKind::Combine { .. } => CodePoint::Combine,
        }
    }

    /// The grid cells `[l, r]` read: the segments without the left end and without the right end.
    pub fn reads(&self) -> Vec<[usize; 2]> {
        match self.kind {
            StepKind::Base { .. } => Vec::new(),
            StepKind::Combine { .. } => vec![[self.l + 1, self.r], [self.l, self.r - 1]],
        }
    }

    /// The program's variables at this step.
    pub fn variables(&self, n: usize) -> Vec<(&'static str, String)> {
        match self.kind {
            StepKind::Base { value } => vec![
                ("n", n.to_string()),
                ("i", self.l.to_string()),
                ("a[i]", value.to_string()),
                ("dp[i][i]", value.to_string()),
            ],
            StepKind::Combine {
                a_left,
                a_right,
                without_left,
                without_right,
            } => vec![
                ("n", n.to_string()),
                ("len", (self.r - self.l + 1).to_string()),
                ("l", self.l.to_string()),
                ("r", self.r.to_string()),
                ("a[l]", a_left.to_string()),
                ("a[r]", a_right.to_string()),
                ("dp[l+1][r]", without_left.to_string()),
                ("dp[l][r-1]", without_right.to_string()),
                ("dp[l][r]", self.value().to_string()),
            ],
        }
    }

    /// What happens at this step, in one sentence.
    pub fn sentence(&self, lang: Lang) -> String {
        let (l, r) = (self.l, self.r);
        let value = num(self.value());
        match self.kind {
            StepKind::Base { .. } => lang.pick(
                format!("Đoạn [{l}, {l}] chỉ có một số: người đến lượt lấy nó, dp[{l}][{l}] = {value}."),
                format!("Segment [{l}, {l}] holds one number: the mover takes it, dp[{l}][{l}] = {value}."),
            ),
            StepKind::Combine {
                a_left,
                a_right,
                without_left,
                without_right,
            } => {
                let left = format!(
                    "{} − {} = {}",
                    num(a_left),
                    paren(without_left),
                    num(self.take_left())
                );
                let right = format!(
                    "{} − {} = {}",
                    num(a_right),
                    paren(without_right),
                    num(self.take_right())
                );
                let (vi_end, en_end) = match self.choice() {
                    End::Left => ("trái", "left"),
                    End::Right => ("phải", "right"),
                };
                lang.pick(
                    format!(
                        "Đoạn [{l}, {r}]: lấy đầu trái thì hơn {left}; lấy đầu phải thì hơn \
                         {right}; chọn đầu {vi_end}, dp[{l}][{r}] = {value}."
                    ),
                    format!(
                        "Segment [{l}, {r}]: taking the left end leads by {left}; taking the \
                         right end leads by {right}; take the {en_end} end, dp[{l}][{r}] = {value}."
                    ),
                )
            }
        }
    }

    /// The arithmetic of this step with its numbers, as the lesson writes it:
    /// `max(8 − 11, 7 − (−4)) = 11`, or just `8` for a single number.
    pub fn formula(&self) -> String {
        match self.kind {
            StepKind::Base { value } => num(value),
            StepKind::Combine {
                a_left,
                a_right,
                without_left,
                without_right,
            } => format!(
                "max({} − {}, {} − {}) = {}",
                num(a_left),
                paren(without_left),
                num(a_right),
                paren(without_right),
                num(self.value())
            ),
        }
    }

    /// Whether both ends lead by the same amount (either move is perfect).
    pub fn is_tie(&self) -> bool {
        matches!(self.kind, StepKind::Combine { .. }) && self.take_left() == self.take_right()
    }

    /// The step in the shape every family shares (for the JS API).
    pub fn view(&self, n: usize) -> TraceStep {
        let point = self.code_point();
        TraceStep {
            reads: self
                .reads()
                .iter()
                .map(|[l, r]| vec![*l as u64, *r as u64])
                .collect(),
            write: Some(vec![self.l as u64, self.r as u64]),
            value: Some(self.value().to_string()),
            ..TraceStep::at(&PROGRAMS, point, self.variables(n), |lang| {
                self.sentence(lang)
            })
        }
    }
}

/// A number with the typographic minus sign (`−4`, not `-4`), as the lesson prints numbers.
pub fn num(v: i64) -> String {
    if v < 0 {
        format!("−{}", v.unsigned_abs())
    } else {
        v.to_string()
    }
}

/// A subtracted number, in parentheses when negative.
pub(super) fn paren(v: i64) -> String {
    if v < 0 {
        format!("({})", num(v))
    } else {
        num(v)
    }
}

/// Diagonals between two checkpoints.
pub const CHECKPOINT_EVERY: usize = 256;

/// The paged trace of the grid filling. It keeps the row and the checkpoints recorded so far.
pub struct IntervalTrace {
    row: Row,
    /// `(len, diagonal of length len)`, by increasing `len`; the first is the row itself.
    checkpoints: Vec<(usize, Vec<i64>)>,
    /// Where [`Self::record`] is: the last diagonal it computed and its length.
    recorder: (usize, Vec<i64>),
    /// The diagonals [`Self::step`] read last, so that stepping along costs `O(1)` and stepping
    /// onto the next diagonal `O(n)`.
    window: RefCell<Option<Window>>,
}

/// The diagonal of length `len` and the one before it (empty for `len = 1`).
struct Window {
    len: usize,
    previous: Vec<i64>,
    current: Vec<i64>,
}

impl IntervalTrace {
    pub fn new(row: &Row) -> IntervalTrace {
        let first = row.values().to_vec();
        IntervalTrace {
            row: row.clone(),
            checkpoints: vec![(1, first.clone())],
            recorder: (1, first),
            window: RefCell::new(None),
        }
    }

    /// Computes diagonals for up to `budget` cells, keeping every [`CHECKPOINT_EVERY`]-th;
    /// `true` once all are recorded. Pages are the same with or without checkpoints, only
    /// faster with them.
    pub fn record(&mut self, budget: usize) -> bool {
        let a = self.row.values();
        let mut left = budget;
        while self.recorder.0 < a.len() && left > 0 {
            let len = self.recorder.0 + 1;
            let next = next_diagonal(&self.recorder.1, a, len);
            left = left.saturating_sub(next.len().max(1));
            if len % CHECKPOINT_EVERY == 0 {
                self.checkpoints.push((len, next.clone()));
            }
            self.recorder = (len, next);
        }
        self.recorder.0 >= a.len()
    }

    /// The latest checkpoint from which the diagonal of length `len` can be stepped to, with
    /// the diagonal before it known: one of a smaller length (the row itself for `len ≤ 1`).
    /// The recorder's last diagonal counts too, while it is on its way.
    fn checkpoint_before(&self, len: usize) -> (usize, &[i64]) {
        self.checkpoints
            .iter()
            .chain(std::iter::once(&self.recorder))
            .filter(|(at, _)| *at < len.max(2))
            .max_by_key(|(at, _)| *at)
            .map_or((1, self.row.values()), |(at, diagonal)| (*at, diagonal))
    }

    fn n(&self) -> u64 {
        self.row.len() as u64
    }

    /// `n(n + 1) / 2`: one step per cell of the upper triangle.
    pub fn total(&self) -> u64 {
        let n = self.n();
        n * (n + 1) / 2
    }

    /// The index of the first step on the diagonal of length `len` (`1..=n + 1`).
    fn diagonal_start(&self, len: u64) -> u64 {
        let before = len - 1;
        before * (self.n() + 1) - before * len / 2
    }

    /// The diagonal length and left end of step `k < total`.
    fn locate(&self, k: u64) -> (usize, usize) {
        // The largest len in 1..=n whose diagonal starts at or before k.
        let (mut low, mut high) = (1u64, self.n());
        while low < high {
            let mid = low + (high - low).div_ceil(2);
            if self.diagonal_start(mid) <= k {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        (low as usize, (k - self.diagonal_start(low)) as usize)
    }

    /// The index of the step that writes `dp[l][r]` (`l ≤ r < n`).
    pub fn index_of(&self, l: usize, r: usize) -> u64 {
        self.diagonal_start((r - l + 1) as u64) + l as u64
    }

    /// Step `k`, or `None` past the end. Memory stays `O(n)`: the two diagonals around the
    /// last step read are kept, so stepping forward or back along a diagonal, or onto the next
    /// one, is quick; a jump starts from the nearest checkpoint.
    pub fn step(&self, k: u64) -> Option<IntervalStep> {
        if k >= self.total() {
            return None;
        }
        let (len, l) = self.locate(k);
        let Ok(mut window) = self.window.try_borrow_mut() else {
            return self.steps(k, 1).pop();
        };
        let a = self.row.values();
        match window.as_mut() {
            Some(w) if w.len == len => {}
            Some(w) if w.len + 1 == len => {
                let next = next_diagonal(&w.current, a, len);
                w.previous = std::mem::replace(&mut w.current, next);
                w.len = len;
            }
            _ => {
                let (mut at, start) = self.checkpoint_before(len);
                let (mut previous, mut current) = (Vec::new(), start.to_vec());
                while at < len {
                    at += 1;
                    previous = current;
                    current = next_diagonal(&previous, a, at);
                }
                *window = Some(Window {
                    len,
                    previous,
                    current,
                });
            }
        }
        let w = window.as_ref()?;
        Some(self.step_at(len, l, &w.previous))
    }

    /// The typed steps `from .. from + count` (clipped like a page).
    pub fn steps(&self, from: u64, count: usize) -> Vec<IntervalStep> {
        let range = page_range(self.total(), from, count);
        if range.is_empty() {
            return Vec::new();
        }
        let a = self.row.values();
        let (first_len, first_l) = self.locate(range.start);
        let mut steps = Vec::with_capacity((range.end - range.start) as usize);
        // `previous[l]` is dp[l][l + len − 2]: the diagonal before the current one.
        let mut previous: Vec<i64> = Vec::new();
        let (mut len, start) = self.checkpoint_before(first_len);
        let mut current: Vec<i64> = start.to_vec();
        loop {
            if len >= first_len {
                let start_l = if len == first_len { first_l } else { 0 };
                for l in start_l..current.len() {
                    if steps.len() as u64 == range.end - range.start {
                        return steps;
                    }
                    steps.push(self.step_at(len, l, &previous));
                }
            }
            if len == a.len() {
                return steps;
            }
            len += 1;
            previous = current;
            current = next_diagonal(&previous, a, len);
        }
    }

    /// The step for `dp[l][l + len − 1]`, reading the previous diagonal.
    fn step_at(&self, len: usize, l: usize, previous: &[i64]) -> IntervalStep {
        let a = self.row.values();
        let r = l + len - 1;
        let at = |i: usize| a.get(i).copied().unwrap_or(0);
        let kind = if len == 1 {
            StepKind::Base { value: at(l) }
        } else {
            StepKind::Combine {
                a_left: at(l),
                a_right: at(r),
                without_left: previous.get(l + 1).copied().unwrap_or(0),
                without_right: previous.get(l).copied().unwrap_or(0),
            }
        };
        IntervalStep { l, r, kind }
    }
}

/// The diagonal of length `len` from the one of length `len − 1`.
fn next_diagonal(previous: &[i64], a: &[i64], len: usize) -> Vec<i64> {
    let rights = a.get(len - 1..).unwrap_or(&[]);
    previous
        .windows(2)
        .zip(a)
        .zip(rights)
        .map(|((pair, &left), &right)| (left - pair[1]).max(right - pair[0]))
        .collect()
}

impl Traced for IntervalTrace {
    fn total(&self) -> u64 {
        IntervalTrace::total(self)
    }

    fn page(&self, from: u64, count: usize) -> Vec<TraceStep> {
        let n = self.row.len();
        self.steps(from, count)
            .iter()
            .map(|step| step.view(n))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every step, straight from the full grid.
    fn naive(row: &Row) -> Vec<IntervalStep> {
        let grid = row.grid();
        let a = row.values();
        let n = a.len();
        let mut steps = Vec::new();
        for len in 1..=n {
            for l in 0..=n - len {
                let r = l + len - 1;
                let kind = if len == 1 {
                    StepKind::Base { value: a[l] }
                } else {
                    StepKind::Combine {
                        a_left: a[l],
                        a_right: a[r],
                        without_left: grid.get(l + 1, r).expect("cell"),
                        without_right: grid.get(l, r - 1).expect("cell"),
                    }
                };
                let step = IntervalStep { l, r, kind };
                assert_eq!(Some(step.value()), grid.get(l, r));
                steps.push(step);
            }
        }
        steps
    }

    #[test]
    fn pages_equal_the_naive_trace() {
        for text in ["8 15 3 7", "5", "1 -2 3 -4 5 -6 7", "3 9 1 2 8 8 4 0 6 5 1"] {
            let row = Row::parse(text).expect("valid");
            let whole = naive(&row);
            let trace = IntervalTrace::new(&row);
            assert_eq!(trace.total(), whole.len() as u64);
            for page in 1..=5 {
                let paged: Vec<IntervalStep> = (0..trace.total())
                    .step_by(page)
                    .flat_map(|from| trace.steps(from, page))
                    .collect();
                assert_eq!(paged, whole, "{text} page {page}");
            }
            assert!(trace.page(trace.total(), 3).is_empty());
            assert!(trace.page(u64::MAX, usize::MAX).is_empty());
        }
    }

    #[test]
    fn single_steps_in_any_order_equal_the_naive_trace() {
        let text: Vec<String> = (0..40).map(|i| ((i * 37) % 23 - 11).to_string()).collect();
        for text in ["8 15 3 7", "5", &text.join(" ")] {
            let row = Row::parse(text).expect("valid");
            let whole = naive(&row);
            let trace = IntervalTrace::new(&row);
            let total = whole.len() as u64;
            // Forward, backward, and jumping about.
            let order = (0..total)
                .chain((0..total).rev())
                .chain((0..total).map(|k| (k * 7919) % total));
            for k in order {
                assert_eq!(
                    trace.step(k).as_ref(),
                    whole.get(k as usize),
                    "{text} step {k}"
                );
                let step = &whole[k as usize];
                assert_eq!(trace.index_of(step.l, step.r), k);
            }
            assert_eq!(trace.step(total), None);
        }
    }

    #[test]
    fn checkpoints_change_no_page_at_any_stage_of_recording() {
        let n = 2 * CHECKPOINT_EVERY + 90;
        let text: Vec<String> = (0..n).map(|i| ((i * 7919) % 201).to_string()).collect();
        let row = Row::parse(&text.join(" ")).expect("valid");
        let plain = IntervalTrace::new(&row);
        let mut recorded = IntervalTrace::new(&row);
        let total = plain.total();
        // Pages around each checkpoint's diagonal, and at the very start and end.
        let starts: Vec<u64> = [1, 2, 255, 256, 257, 511, 512, 513, n as u64]
            .iter()
            .flat_map(|&len| {
                let start = plain.diagonal_start(len);
                [start.saturating_sub(3), start, start + 1]
            })
            .chain([0, total - 1])
            .collect();
        let mut rounds = 0;
        loop {
            for &from in &starts {
                assert_eq!(recorded.steps(from, 7), plain.steps(from, 7), "from {from}");
            }
            if recorded.record(40_000) {
                break;
            }
            rounds += 1;
        }
        assert!(rounds >= 2, "recorded in slices ({rounds} rounds)");
        for &from in &starts {
            assert_eq!(recorded.steps(from, 7), plain.steps(from, 7), "from {from}");
        }
        let lengths: Vec<usize> = recorded.checkpoints.iter().map(|(len, _)| *len).collect();
        assert_eq!(lengths, vec![1, CHECKPOINT_EVERY, 2 * CHECKPOINT_EVERY]);
        assert!(recorded.record(1), "nothing more to record");
    }

    #[test]
    fn lesson_step_for_the_whole_row() {
        // Seed 002, Bảng 5: dp[0][3] = max(8 − 11, 7 − (−4)) = 11, take the right end.
        let trace = IntervalTrace::new(&Row::parse("8 15 3 7").expect("valid"));
        let last = trace.steps(9, 1);
        let step = last.first().expect("step 9");
        assert_eq!((step.l, step.r, step.value()), (0, 3, 11));
        assert_eq!(step.choice(), End::Right);
        assert_eq!(step.formula(), "max(8 − 11, 7 − (−4)) = 11");
        assert!(!step.is_tie());
        // dp[0][2] of 8 15 3: both ends lead by −4 (the lesson's "8 (hoặc 3)").
        let tie = trace.steps(7, 1);
        let tie = tie.first().expect("step 7");
        assert_eq!(
            (tie.l, tie.r, tie.formula()),
            (0, 2, "max(8 − 12, 3 − 7) = −4".to_string())
        );
        assert!(tie.is_tie());
        assert_eq!(
            trace.steps(0, 1).first().map(IntervalStep::formula),
            Some("8".to_string())
        );
        assert_eq!(
            step.sentence(Lang::En),
            "Segment [0, 3]: taking the left end leads by 8 − 11 = −3; taking the right end \
             leads by 7 − (−4) = 11; take the right end, dp[0][3] = 11."
        );
        let view = step.view(4);
        assert_eq!(view.reads, vec![vec![1, 3], vec![0, 2]]);
        assert_eq!(view.write, Some(vec![0, 3]));
        assert_eq!(view.cpp_line, Some(16));
        assert_eq!(view.python_line, Some(13));
    }

    #[test]
    fn the_last_page_at_n_5000_works() {
        let text: Vec<String> = (0..5000)
            .map(|i| ((i * 7919) % 2001 - 1000).to_string())
            .collect();
        let row = Row::parse(&text.join(" ")).expect("valid");
        let trace = IntervalTrace::new(&row);
        assert_eq!(trace.total(), 12_502_500);
        let page = trace.steps(trace.total() - 3, 10);
        assert_eq!(page.len(), 3);
        let last = page.last().expect("last step");
        assert_eq!((last.l, last.r), (0, 4999));
        assert_eq!(last.value(), row.rolled_diff());
        assert_eq!((page[0].l, page[0].r), (0, 4998));
        assert_eq!((page[1].l, page[1].r), (1, 4999));
    }
}
