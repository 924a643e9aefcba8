//! The computation of `G(0..=n)` step by step, as the code panel runs it: for each heap `i`,
//! one step per move (its value), then one step for the mex written into `g[i]`.
//!
//! A step is found from its index alone: the trace keeps `G` and where each heap's steps begin,
//! so memory grows with `n`, never with the number of steps (about `n² / 2` per splitting
//! digit).

use super::program::{CodePoint, PROGRAMS};
use super::{Leave, OctalCode, OctalMove};
use crate::lang::Lang;
use crate::sorting;
use crate::trace::{page_range, TraceStep, Traced};

/// One step, about the heap of `heap` tokens (the `i` of the program).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub heap: usize,
    pub kind: StepKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// A move of the heap and the value of what it leaves.
    Move { play: OctalMove, value: u32 },
    /// `g[heap] = mex`: `reached` are the distinct values of the moves, increasing.
    Mex { reached: Vec<u32>, value: u32 },
}

/// The trace of computing `G(0..=n)` for one code, read a step at a time.
pub struct OctalTrace {
    code: OctalCode,
    grundy: Vec<u32>,
    /// `starts[i]` is the index of the first step about heap `i`; `starts[n + 1]` the total.
    starts: Vec<u64>,
}

impl OctalTrace {
    pub fn new(code: &OctalCode, n: usize) -> OctalTrace {
        OctalTrace::from_grundy(code, code.grundy(n))
    }

    /// The trace over values computed already (`grundy` = `G(0..=n)` of `code`, e.g. by a
    /// [`super::GrundyFill`] run in slices), so they are not computed a second time.
    pub fn from_grundy(code: &OctalCode, grundy: Vec<u32>) -> OctalTrace {
        let n = grundy.len().saturating_sub(1);
        let mut starts = Vec::with_capacity(n + 2);
        let mut next = 0u64;
        for i in 0..=n {
            starts.push(next);
            next += code.move_count(i) + 1;
        }
        starts.push(next);
        OctalTrace {
            code: code.clone(),
            grundy,
            starts,
        }
    }

    pub fn total(&self) -> u64 {
        self.starts.last().copied().unwrap_or(0)
    }

    /// `n`: the largest heap of the trace.
    pub fn n(&self) -> usize {
        self.grundy.len().saturating_sub(1)
    }

    /// The indices of the steps about heap `heap` (its moves, then its mex), or `None` past `n`.
    pub fn heap_steps(&self, heap: usize) -> Option<std::ops::Range<u64>> {
        Some(*self.starts.get(heap)?..*self.starts.get(heap + 1)?)
    }

    /// The Grundy values `G(0..=n)` the trace writes.
    pub fn grundy(&self) -> &[u32] {
        &self.grundy
    }

    /// The step at `index`, or `None` past the end.
    pub fn step(&self, index: u64) -> Option<Step> {
        if index >= self.total() {
            return None;
        }
        let heap = self.starts.partition_point(|&start| start <= index) - 1;
        let offset = index - self.starts.get(heap)?;
        let value_of = |leave: Leave| match leave {
            Leave::Nothing => 0,
            Leave::One(r) => self.grundy[r],
            Leave::Two(x, y) => self.grundy[x] ^ self.grundy[y],
        };
        let kind = match self.move_at(heap, offset) {
            Some(play) => StepKind::Move {
                value: value_of(play.leave),
                play,
            },
            None => {
                let mut reached: Vec<u32> =
                    self.code.moves(heap).map(|m| value_of(m.leave)).collect();
                sorting::sort_unique(&mut reached);
                StepKind::Mex {
                    reached,
                    value: self.grundy[heap],
                }
            }
        };
        Some(Step { heap, kind })
    }

    /// The `offset`-th move of heap `i` in the program's order, without listing the others;
    /// `None` for the mex step after the last move.
    fn move_at(&self, i: usize, mut offset: u64) -> Option<OctalMove> {
        for k in 0..=self.code.last_move().min(i) {
            let d = self.code.digit(k);
            let rest = i - k;
            let mut candidates = [
                (d & 1 != 0 && rest == 0).then_some(Leave::Nothing),
                (d & 2 != 0 && rest >= 1).then_some(Leave::One(rest)),
            ]
            .into_iter()
            .flatten();
            for leave in candidates.by_ref() {
                if offset == 0 {
                    return Some(OctalMove { take: k, leave });
                }
                offset -= 1;
            }
            let splits = if d & 4 != 0 { rest as u64 / 2 } else { 0 };
            if offset < splits {
                let x = offset as usize + 1;
                return Some(OctalMove {
                    take: k,
                    leave: Leave::Two(x, rest - x),
                });
            }
            offset -= splits;
        }
        None
    }

    /// Heap `heap`'s moves with the value each reaches (the first 24, then how many there
    /// are), then its mex sentence: what its steps do, in a few lines.
    pub fn explain_heap(&self, heap: usize, lang: Lang) -> String {
        let Some(steps) = self.heap_steps(heap) else {
            return String::new();
        };
        let count = steps.end - steps.start - 1;
        let mut moves = Vec::new();
        let mut mex = String::new();
        for step in steps.filter_map(|k| self.step(k)) {
            match step.kind {
                StepKind::Move { play, value } if moves.len() < 24 => {
                    moves.push(format!("{} → {value}", play.leave));
                }
                StepKind::Move { .. } if moves.len() == 24 => {
                    moves.push(lang.pick(format!("… ({count} nước)"), format!("… ({count} moves)")))
                }
                StepKind::Move { .. } => {}
                StepKind::Mex { .. } => mex = step.sentence(lang),
            }
        }
        if moves.is_empty() {
            return mex;
        }
        let head = lang.pick(
            format!("Đống {heap} đi tới:"),
            format!("Heap {heap} moves to:"),
        );
        format!("{head} {}. {mex}", moves.join("; "))
    }

    /// The whole trace, for small `n` (tests and widgets with a few thousand steps).
    pub fn steps(&self) -> Vec<Step> {
        (0..self.total()).filter_map(|k| self.step(k)).collect()
    }
}

impl Traced for OctalTrace {
    fn total(&self) -> u64 {
        OctalTrace::total(self)
    }

    fn page(&self, from: u64, count: usize) -> Vec<TraceStep> {
        let n = self.n();
        page_range(self.total(), from, count)
            .filter_map(|k| self.step(k))
            .map(|step| step.view(n))
            .collect()
    }
}

impl Step {
    /// The step in the shape every family shares (for the JS API).
    pub fn view(&self, n: usize) -> TraceStep {
        let point = self.code_point();
        let (write, value) = match &self.kind {
            StepKind::Mex { value, .. } => (Some(vec![self.heap as u64]), Some(value.to_string())),
            StepKind::Move { .. } => (None, None),
        };
        TraceStep {
            reads: self.reads().into_iter().map(|c| vec![c as u64]).collect(),
            write,
            value,
            ..TraceStep::at(&PROGRAMS, point, self.variables(n), |lang| {
                self.sentence(lang)
            })
        }
    }

    /// The cells of `g` this step reads.
    pub fn reads(&self) -> Vec<usize> {
        match &self.kind {
            StepKind::Move { play, .. } => play.leave.cells(),
            StepKind::Mex { .. } => Vec::new(),
        }
    }

    pub fn code_point(&self) -> CodePoint {
        match &self.kind {
            StepKind::Move { play, .. } => match play.leave {
                Leave::Nothing => CodePoint::WholeHeap,
                Leave::One(_) => CodePoint::OneHeap,
                Leave::Two(..) => CodePoint::Split,
            },
            StepKind::Mex { .. } => CodePoint::Mex,
        }
    }

    /// The program's variables at this step, as the code panel lists them.
    pub fn variables(&self, n: usize) -> Vec<(&'static str, String)> {
        let dash = || "—".to_string();
        let i = self.heap;
        match &self.kind {
            StepKind::Move { play, value } => {
                let (x, y) = match play.leave {
                    Leave::Two(x, y) => (x.to_string(), y.to_string()),
                    _ => (dash(), dash()),
                };
                vec![
                    ("n", n.to_string()),
                    ("i", i.to_string()),
                    ("k", play.take.to_string()),
                    ("rest", (i - play.take).to_string()),
                    ("x", x),
                    ("value", value.to_string()),
                ]
                .into_iter()
                .chain(matches!(play.leave, Leave::Two(..)).then(|| ("rest - x", y)))
                .collect()
            }
            StepKind::Mex { value, .. } => vec![
                ("n", n.to_string()),
                ("i", i.to_string()),
                ("mex", value.to_string()),
            ],
        }
    }

    /// What happens at this step, in one sentence.
    pub fn sentence(&self, lang: Lang) -> String {
        let i = self.heap;
        match &self.kind {
            StepKind::Move { play, value } => move_sentence(lang, i, *play, *value),
            StepKind::Mex { reached, value } if reached.is_empty() => lang.pick(
                format!("Đống {i} không có nước đi nào, nên g({i}) = mex ∅ = {value}."),
                format!("Heap {i} has no move, so g({i}) = mex ∅ = {value}."),
            ),
            StepKind::Mex { reached, value } => {
                let set = reached
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(", ");
                lang.pick(
                    format!(
                        "Các nước đi từ đống {i} cho giá trị {{{set}}}; số nhỏ nhất không có mặt là \
                         {value}, nên g({i}) = {value}."
                    ),
                    format!(
                        "The moves from heap {i} reach values {{{set}}}; the smallest missing one \
                         is {value}, so g({i}) = {value}."
                    ),
                )
            }
        }
    }
}

fn move_sentence(lang: Lang, i: usize, play: OctalMove, value: u32) -> String {
    let k = play.take;
    match play.leave {
        Leave::Nothing => lang.pick(
            format!("Đống {i}: bốc cả {k} viên, không còn đống nào; giá trị 0."),
            format!("Heap {i}: take all {k}, no heap is left; value 0."),
        ),
        Leave::One(r) => lang.pick(
            format!("Đống {i}: bốc {k} viên, còn một đống {r}; giá trị g({r}) = {value}."),
            format!("Heap {i}: take {k}, one heap of {r} is left; value g({r}) = {value}."),
        ),
        Leave::Two(x, y) => {
            let (vi, en) = if k == 0 {
                (
                    format!("Đống {i}: không bốc viên nào, tách thành {x} + {y}"),
                    format!("Heap {i}: take nothing and split it into {x} + {y}"),
                )
            } else {
                (
                    format!(
                        "Đống {i}: bốc {k} viên rồi tách {} viên còn lại thành {x} + {y}",
                        i - k
                    ),
                    format!(
                        "Heap {i}: take {k} and split the other {} into {x} + {y}",
                        i - k
                    ),
                )
            };
            let sum = format!("g({x}) ⊕ g({y}) = {value}");
            lang.pick(
                format!("{vi}; giá trị {sum}."),
                format!("{en}; value {sum}."),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trace(code: &str, n: usize) -> OctalTrace {
        OctalTrace::new(&OctalCode::parse(code).expect("valid"), n)
    }

    #[test]
    fn mex_steps_write_the_grundy_row_in_order() {
        let t = trace("0.77", 12);
        let written: Vec<(usize, u32)> = t
            .steps()
            .iter()
            .filter_map(|s| match s.kind {
                StepKind::Mex { value, .. } => Some((s.heap, value)),
                StepKind::Move { .. } => None,
            })
            .collect();
        let expected: Vec<(usize, u32)> = t.grundy.iter().copied().enumerate().collect();
        assert_eq!(written, expected);
    }

    #[test]
    fn a_trace_over_values_computed_in_slices_is_the_same_trace() {
        for code in ["0.77", "0.6", "4.07", "0.137"] {
            let code = OctalCode::parse(code).expect("valid");
            let mut fill = super::super::GrundyFill::new(&code, 300, u64::MAX);
            while fill.advance(7) == super::super::FillState::Running {}
            let values = fill.finish().expect("no budget");
            let sliced = OctalTrace::from_grundy(&code, values);
            let direct = OctalTrace::new(&code, 300);
            assert_eq!(sliced.grundy, direct.grundy);
            assert_eq!(sliced.starts, direct.starts);
        }
    }

    #[test]
    fn kayles_heap_4_sentences() {
        // Kayles, heap 4: take 1 → 3 or 1 + 2; take 2 → 2 or 1 + 1. G = 0 1 2 3, so the values
        // are 3, 1 ⊕ 2 = 3, 2, 0 and the mex is 1.
        let t = trace("0.77", 4);
        let steps: Vec<Step> = t.steps().into_iter().filter(|s| s.heap == 4).collect();
        assert_eq!(steps.len(), 5);
        assert_eq!(
            steps[1].sentence(Lang::En),
            "Heap 4: take 1 and split the other 3 into 1 + 2; value g(1) ⊕ g(2) = 3."
        );
        assert_eq!(
            steps[1].sentence(Lang::Vi),
            "Đống 4: bốc 1 viên rồi tách 3 viên còn lại thành 1 + 2; giá trị g(1) ⊕ g(2) = 3."
        );
        assert_eq!(steps[1].reads(), vec![1, 2]);
        assert_eq!(
            steps[4].sentence(Lang::Vi),
            "Các nước đi từ đống 4 cho giá trị {0, 2, 3}; số nhỏ nhất không có mặt là 1, nên g(4) = 1."
        );
        assert_eq!(steps[4].view(4).write, Some(vec![4]));
        assert_eq!(
            steps[4].view(4).cpp_line,
            PROGRAMS[0].line_of(CodePoint::Mex)
        );
        assert_eq!(
            t.steps()[0].sentence(Lang::En),
            "Heap 0 has no move, so g(0) = mex ∅ = 0."
        );
    }

    #[test]
    fn whole_heap_and_zero_take_sentences() {
        let whole = trace("0.137", 1).steps();
        assert_eq!(
            whole[1].sentence(Lang::En),
            "Heap 1: take all 1, no heap is left; value 0."
        );
        let split = trace("4.0", 2).steps();
        assert_eq!(
            split[2].sentence(Lang::Vi),
            "Đống 2: không bốc viên nào, tách thành 1 + 1; giá trị g(1) ⊕ g(1) = 0."
        );
    }

    #[test]
    fn pages_match_the_whole_trace() {
        for code in ["0.77", "0.137", "4.07", "0.6"] {
            let t = trace(code, 30);
            let whole = t.steps();
            assert_eq!(whole.len() as u64, t.total());
            let paged: Vec<TraceStep> = (0..t.total())
                .step_by(9)
                .flat_map(|from| t.page(from, 9))
                .collect();
            let views: Vec<TraceStep> = whole.iter().map(|s| s.view(30)).collect();
            assert_eq!(paged, views, "{code}");
            assert!(t.page(t.total(), 3).is_empty());
            assert!(t.page(u64::MAX, usize::MAX).is_empty());
        }
    }
    #[test]
    fn a_heap_is_explained_by_its_moves_and_mex() {
        let t = trace("0.77", 40);
        assert_eq!(
            t.explain_heap(4, Lang::Vi),
            "Đống 4 đi tới: 3 → 3; 1 + 2 → 3; 2 → 2; 1 + 1 → 0. Các nước đi từ đống 4 cho giá trị \
             {0, 2, 3}; số nhỏ nhất không có mặt là 1, nên g(4) = 1."
        );
        assert_eq!(
            t.explain_heap(0, Lang::En),
            "Heap 0 has no move, so g(0) = mex ∅ = 0."
        );
        // Heap 40 has 2 + 2 · 19 = 40 moves: 24 are listed, then their count.
        let long = t.explain_heap(40, Lang::En);
        assert_eq!(long.matches(" → ").count(), 24);
        assert!(
            long.contains("; … (40 moves). The moves from heap 40"),
            "{long}"
        );
        assert_eq!(t.explain_heap(41, Lang::En), "");
    }

    #[test]
    fn heap_steps_end_with_the_mex() {
        let t = trace("0.77", 20);
        for heap in 0..=20 {
            let range = t.heap_steps(heap).expect("inside");
            let last = t.step(range.end - 1).expect("step");
            assert_eq!(last.heap, heap);
            assert!(matches!(last.kind, StepKind::Mex { .. }));
            assert_eq!(t.step(range.start).map(|s| s.heap), Some(heap));
        }
        assert_eq!(t.heap_steps(21), None);
        assert_eq!(t.grundy()[11], 6);
    }
}
