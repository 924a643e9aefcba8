//! The mex construction of the losing pairs, step by step, as the program in
//! [`super::program`] runs it: `a_k` is the smallest number not used by an earlier pair,
//! `b_k = a_k + k`.
//!
//! Steps: one for the pair `(0, 0)`; then for each `k`, one probe of `used[a]` per number the
//! mex loop looks at (from `a_{k−1}` up to `a_k`), and one step that records the pair. So
//! pair `k` starts at step `1 + a_{k−1} + 2(k − 1)`, and since `a_{k−1}` has a closed form
//! ([`super::p_position`]), any step is found by a binary search over `k` without running the
//! loop: a page costs nothing for the steps before it, and memory stays constant.

use super::p_position;
use super::program::{CodePoint, PROGRAMS};
use crate::lang::Lang;
use crate::trace::{page_range, TraceStep, Traced};

/// What one step does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// `used[0] = true`: the pair `(0, 0)`.
    Start,
    /// The mex loop tests `used[cell]`; `used` says whether it was taken (then `a++`).
    Probe { cell: u64, used: bool },
    /// The pair `(a, b)` with `b = a + k` is recorded and both numbers are marked.
    Pair { a: u64, b: u64 },
}

/// One step, within the round of pair `k` (`k = 0` for the start).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub k: u64,
    pub kind: StepKind,
}

/// The trace of the program run with input `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WythoffTrace {
    n: u64,
}

/// `a_k`; the trace only asks for `k ≤ MAX_TRACE_N`, far inside the exact range.
fn lower(k: u64) -> u64 {
    p_position(k).map_or(0, |p| p.a)
}

/// The index of the first step of round `k ≥ 1`.
fn round_start(k: u64) -> u64 {
    1 + lower(k - 1) + 2 * (k - 1)
}

impl WythoffTrace {
    /// The trace for `n` pairs, `n` clamped to [`super::MAX_TRACE_N`].
    pub fn new(n: u64) -> WythoffTrace {
        WythoffTrace {
            n: n.min(super::MAX_TRACE_N),
        }
    }

    pub fn n(&self) -> u64 {
        self.n
    }

    /// `1 + a_n + 2n`: the start, `a_n` probes that find a used number, and per round one
    /// probe that finds a free number and one pair step.
    pub fn total(&self) -> u64 {
        1 + lower(self.n) + 2 * self.n
    }

    /// The step at `index`, or `None` past the end.
    pub fn step(&self, index: u64) -> Option<Step> {
        if index >= self.total() {
            return None;
        }
        if index == 0 {
            return Some(Step {
                k: 0,
                kind: StepKind::Start,
            });
        }
        // The last round k in 1..=n whose first step is at or before `index`.
        let (mut low, mut high) = (1u64, self.n);
        while low < high {
            let mid = low + (high - low).div_ceil(2);
            if round_start(mid) <= index {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        let k = low;
        let (previous, a) = (lower(k - 1), lower(k));
        let offset = index - round_start(k);
        let probes = a - previous + 1;
        let kind = if offset < probes {
            StepKind::Probe {
                cell: previous + offset,
                used: offset + 1 < probes,
            }
        } else {
            StepKind::Pair { a, b: a + k }
        };
        Some(Step { k, kind })
    }
}

impl WythoffTrace {
    /// How many pairs (`k = 0, 1, …`) the first `position` steps have recorded.
    pub fn pairs_known(&self, position: u64) -> u64 {
        match position.checked_sub(1).and_then(|index| self.step(index)) {
            None => 0,
            Some(Step {
                k,
                kind: StepKind::Probe { .. },
            }) => k,
            Some(Step { k, .. }) => k + 1,
        }
    }

    /// The round `k ≥ 1` whose first step (its first probe) is at `index`: where a learner
    /// predicting the pair is asked before the mex loop starts.
    pub fn opens_round(&self, index: u64) -> Option<u64> {
        let step = self.step(index)?;
        (step.k > 0 && round_start(step.k) == index).then_some(step.k)
    }
}

/// A learner's guess of pair `k` before it is built: its `a_k`, or the square `(a_k, b_k)`
/// clicked on a board (either order: `(b_k, a_k)` is the same losing position).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PairGuess {
    pub a: u64,
    pub b: Option<u64>,
}

impl PairGuess {
    pub fn is_right(&self, k: u64) -> bool {
        match self.b {
            None => p_position(k).is_some_and(|p| p.a == self.a),
            Some(b) => super::pair_of(super::Heaps { a: self.a, b }).is_some_and(|p| p.k == k),
        }
    }

    /// Whether the guess of pair `k` is right, and if not, what the pair is.
    pub fn verdict(&self, k: u64, lang: Lang) -> Option<(bool, String)> {
        let p = p_position(k)?;
        let g = match self.b {
            None => self.a.to_string(),
            Some(b) => format!("({}, {b})", self.a),
        };
        Some(if self.is_right(k) {
            (
                true,
                lang.pick(
                    format!("Bạn đoán {g}: đúng!"),
                    format!("You guessed {g}: right!"),
                ),
            )
        } else {
            let (a, b) = (p.a, p.b);
            (
                false,
                lang.pick(
                    format!("Bạn đoán {g}, nhưng cặp thứ {k} là ({a}, {b})."),
                    format!("You guessed {g}, but pair {k} is ({a}, {b})."),
                ),
            )
        })
    }
}

impl Traced for WythoffTrace {
    fn total(&self) -> u64 {
        WythoffTrace::total(self)
    }

    fn page(&self, from: u64, count: usize) -> Vec<TraceStep> {
        page_range(self.total(), from, count)
            .filter_map(|index| self.step(index))
            .map(|step| step.view(self.n))
            .collect()
    }
}

impl Step {
    /// The step in the shape every family shares. `reads` are cells of the `used` number
    /// line; `write` is the row `k` of the table of pairs, with the pair as its value.
    pub fn view(&self, n: u64) -> TraceStep {
        let point = self.code_point();
        let (reads, write, value) = match self.kind {
            StepKind::Start => (vec![], Some(vec![0]), Some("(0, 0)".to_string())),
            StepKind::Probe { cell, .. } => (vec![vec![cell]], None, None),
            StepKind::Pair { a, b } => (vec![], Some(vec![self.k]), Some(format!("({a}, {b})"))),
        };
        TraceStep {
            reads,
            write,
            value,
            ..TraceStep::at(&PROGRAMS, point, self.variables(n), |lang| {
                self.sentence(lang)
            })
        }
    }

    pub fn code_point(&self) -> CodePoint {
        match self.kind {
            StepKind::Start => CodePoint::Start,
            StepKind::Probe { .. } => CodePoint::Probe,
            StepKind::Pair { .. } => CodePoint::Pair,
        }
    }

    /// The program's variables at this step, as the code panel lists them.
    pub fn variables(&self, n: u64) -> Vec<(&'static str, String)> {
        let dash = || "—".to_string();
        let (k, a, b, used) = match self.kind {
            StepKind::Start => (dash(), "0".to_string(), dash(), true),
            StepKind::Probe { cell, used } => (self.k.to_string(), cell.to_string(), dash(), used),
            StepKind::Pair { a, b } => (self.k.to_string(), a.to_string(), b.to_string(), true),
        };
        vec![
            ("n", n.to_string()),
            ("k", k),
            ("a", a),
            ("b", b),
            ("used[a]", used.to_string()),
        ]
    }

    /// What happens at this step, in one sentence.
    pub fn sentence(&self, lang: Lang) -> String {
        let k = self.k;
        match self.kind {
            StepKind::Start => lang.pick(
                "Cặp (0, 0): cả hai đống đều hết, người đến lượt không đi được nên thua. Đánh dấu số 0 đã dùng.".into(),
                "Pair (0, 0): both piles are empty, the player to move cannot move and loses. Mark 0 as used."
                    .into(),
            ),
            StepKind::Probe { cell, used: true } => lang.pick(
                format!("k = {k}: số {cell} đã thuộc một cặp trước, thử số tiếp theo."),
                format!("k = {k}: {cell} already belongs to an earlier pair; try the next number."),
            ),
            StepKind::Probe { cell, used: false } => lang.pick(
                format!("k = {k}: số {cell} chưa dùng, nên a = {cell} là số nhỏ nhất chưa xuất hiện (mex)."),
                format!("k = {k}: {cell} is not used yet, so a = {cell}, the smallest unused number (mex)."),
            ),
            StepKind::Pair { a, b } => lang.pick(
                format!("Cặp thứ {k}: a = {a}, b = a + {k} = {b}. Đánh dấu {a} và {b} đã dùng."),
                format!("Pair {k}: a = {a}, b = a + {k} = {b}. Mark {a} and {b} as used."),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The program run literally: its `used` array and its `while` loop.
    fn run_program(n: u64) -> Vec<Step> {
        let mut used = vec![false; 3 * n as usize + 3];
        used[0] = true;
        let mut steps = vec![Step {
            k: 0,
            kind: StepKind::Start,
        }];
        let mut a = 0usize;
        for k in 1..=n {
            loop {
                let taken = used[a];
                steps.push(Step {
                    k,
                    kind: StepKind::Probe {
                        cell: a as u64,
                        used: taken,
                    },
                });
                if !taken {
                    break;
                }
                a += 1;
            }
            let b = a + k as usize;
            used[a] = true;
            used[b] = true;
            steps.push(Step {
                k,
                kind: StepKind::Pair {
                    a: a as u64,
                    b: b as u64,
                },
            });
        }
        steps
    }

    #[test]
    fn closed_form_steps_equal_the_program_run() {
        for n in [0, 1, 2, 5, 40, 300] {
            let trace = WythoffTrace::new(n);
            let run = run_program(n);
            assert_eq!(trace.total(), run.len() as u64, "n={n}");
            for (index, step) in run.iter().enumerate() {
                assert_eq!(
                    trace.step(index as u64).as_ref(),
                    Some(step),
                    "n={n} i={index}"
                );
            }
            assert_eq!(trace.step(trace.total()), None);
        }
    }

    #[test]
    fn guesses_of_a_pair() {
        let typed = PairGuess { a: 3, b: None };
        assert!(typed.is_right(2) && !typed.is_right(3));
        for (a, b) in [(3, 5), (5, 3)] {
            assert!(PairGuess { a, b: Some(b) }.is_right(2), "either order");
        }
        assert!(!PairGuess { a: 3, b: Some(4) }.is_right(2));
        assert_eq!(
            PairGuess { a: 2, b: Some(4) }.verdict(2, Lang::Vi),
            Some((false, "Bạn đoán (2, 4), nhưng cặp thứ 2 là (3, 5).".into()))
        );
        assert_eq!(
            PairGuess { a: 1, b: None }.verdict(1, Lang::En),
            Some((true, "You guessed 1: right!".into()))
        );
    }

    #[test]
    fn pairs_known_and_rounds_opened() {
        let trace = WythoffTrace::new(5);
        let run = run_program(5);
        for position in 0..=run.len() {
            let recorded = run[..position]
                .iter()
                .filter(|s| !matches!(s.kind, StepKind::Probe { .. }))
                .count() as u64;
            assert_eq!(trace.pairs_known(position as u64), recorded, "{position}");
        }
        let opened: Vec<(u64, u64)> = (0..trace.total())
            .filter_map(|i| Some((i, trace.opens_round(i)?)))
            .collect();
        assert_eq!(opened, [(1, 1), (4, 2), (8, 3), (11, 4), (15, 5)]);
        for (index, k) in opened {
            let before = run[index as usize - 1];
            assert_ne!(before.k, k, "the step before belongs to the round before");
        }
    }

    #[test]
    fn pages_and_sentences() {
        let trace = WythoffTrace::new(3);
        // 0; k=1: probe 0 (used), 1 (free), pair (1, 2); k=2: probe 1, 2, 3, pair (3, 5); …
        let steps = trace.page(0, 100);
        assert_eq!(steps.len() as u64, trace.total());
        assert_eq!(steps[3].value.as_deref(), Some("(1, 2)"));
        assert_eq!(steps[3].write, Some(vec![1]));
        assert_eq!(
            steps[3].sentence.en,
            "Pair 1: a = 1, b = a + 1 = 2. Mark 1 and 2 as used."
        );
        assert_eq!(
            steps[5].sentence.vi,
            "k = 2: số 2 đã thuộc một cặp trước, thử số tiếp theo."
        );
        assert_eq!(
            steps[6].sentence.en,
            "k = 2: 3 is not used yet, so a = 3, the smallest unused number (mex)."
        );
        assert_eq!(steps[6].cpp_line, Some(11));
        assert_eq!(trace.page(2, 3), steps[2..5].to_vec());
        assert!(trace.page(u64::MAX, usize::MAX).is_empty());
        let big = WythoffTrace::new(u64::MAX);
        assert_eq!(big.n(), crate::wythoff::MAX_TRACE_N);
        let last = big.page(big.total() - 1, 1);
        assert_eq!(last[0].value.as_deref(), Some("(1618033, 2618033)"));
    }
}
