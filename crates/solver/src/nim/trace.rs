//! The step trace of the program in [`super::program`]: `X` is built one bit column at a time,
//! heap by heap, then the heaps are tested until one carries the highest bit of `X`.
//!
//! Cells are `[row, b]` in the widget's bit table: rows `0..n` are the heaps, row `n` is the XOR
//! row, and `b` is the bit number (0 = lowest), so a cell keeps its coordinate whatever the width.

use super::program::{CodePoint, PROGRAMS};
use super::{bit, bit_length, Heaps};
use crate::lang::Lang;
use crate::trace::{page_range, TraceStep, Traced};

/// What one step of the program does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NimStepKind {
    /// Reads bit `bit` of heap `heap`; `ones` counts the 1s of this column so far, this one
    /// included.
    ReadBit {
        heap: usize,
        bit: u32,
        value: bool,
        ones: usize,
    },
    /// The column of bit `bit` is done: its parity is bit `bit` of `X`; `x_so_far` holds the
    /// columns done up to now.
    ColumnParity {
        bit: u32,
        ones: usize,
        x_so_far: u64,
    },
    /// `X` is known: P when it is 0, else N with highest bit `highest_bit`.
    CheckX { nim_sum: u64 },
    /// Tests whether heap `heap` shrinks when XORed with `X`.
    TestHeap { heap: usize, size: u64, target: u64 },
    /// The winning move found: heap `heap` goes from `size` to `target`.
    Move { heap: usize, size: u64, target: u64 },
}

/// One step, with the input it belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NimStep {
    pub kind: NimStepKind,
    /// The nim-sum of the whole position (known to the trace, shown once the program has it).
    pub nim_sum: u64,
}

/// The trace of the program on one position, read step by step without storing the steps:
/// memory is the heaps themselves.
pub struct NimTrace {
    heaps: Vec<u64>,
    width: u32,
    nim_sum: u64,
    /// The first heap carrying the highest bit of `X` (none when `X = 0`).
    first_carrier: Option<usize>,
}

impl NimTrace {
    pub fn new(heaps: &Heaps) -> NimTrace {
        let sizes = heaps.sizes().to_vec();
        let width = sizes
            .iter()
            .map(|&a| bit_length(a))
            .max()
            .unwrap_or(0)
            .max(1);
        let nim_sum = heaps.nim_sum();
        let first_carrier = bit_length(nim_sum)
            .checked_sub(1)
            .and_then(|d| sizes.iter().position(|&a| bit(a, d)));
        NimTrace {
            heaps: sizes,
            width,
            nim_sum,
            first_carrier,
        }
    }

    /// Steps of the column phase: one per heap and one for the parity, per column.
    fn column_steps(&self) -> u64 {
        u64::from(self.width) * (self.heaps.len() as u64 + 1)
    }

    pub fn total(&self) -> u64 {
        let search = self.first_carrier.map_or(0, |i| i as u64 + 2);
        self.column_steps() + 1 + search
    }

    /// The step at `index`, or `None` past the end. Costs `O(n)`; [`Traced::page`] reads a run
    /// of steps in `O(n + count)`.
    pub fn step(&self, index: u64) -> Option<NimStep> {
        self.step_after(index, None)
    }

    /// Where a column-phase step is: the bit and the row (`n` for the parity step).
    fn locate(&self, index: u64) -> (u32, usize) {
        let rows = self.heaps.len() as u64 + 1;
        // `index / rows < width ≤ 64`, and `index % rows ≤ n`.
        let column = (index / rows) as u32;
        (self.width - 1 - column, (index % rows) as usize)
    }

    /// Ones in column `b` among heaps `0..rows`.
    fn ones_in(&self, b: u32, rows: usize) -> usize {
        self.heaps.iter().take(rows).filter(|&&a| bit(a, b)).count()
    }

    /// The step at `index`; `previous` is the step just before it when the caller has it, so
    /// that the column's count is carried instead of recounted.
    fn step_after(&self, index: u64, previous: Option<&NimStep>) -> Option<NimStep> {
        if index >= self.total() {
            return None;
        }
        let kind = if index < self.column_steps() {
            let (b, row) = self.locate(index);
            let carried = match previous.map(|p| &p.kind) {
                Some(NimStepKind::ReadBit { bit, ones, .. }) if *bit == b => Some(*ones),
                _ if row == 0 => Some(0),
                _ => None,
            };
            let before = carried.unwrap_or_else(|| self.ones_in(b, row));
            match self.heaps.get(row) {
                Some(&a) => NimStepKind::ReadBit {
                    heap: row,
                    bit: b,
                    value: bit(a, b),
                    ones: before + usize::from(bit(a, b)),
                },
                None => NimStepKind::ColumnParity {
                    bit: b,
                    ones: before,
                    x_so_far: self.nim_sum & (u64::MAX << b),
                },
            }
        } else {
            let search = index - self.column_steps();
            match (search, self.first_carrier) {
                (0, _) | (_, None) => NimStepKind::CheckX {
                    nim_sum: self.nim_sum,
                },
                (k, Some(carrier)) => {
                    let heap = (k - 1) as usize;
                    let at = |i: usize| self.heaps.get(i).copied().unwrap_or(0);
                    if heap <= carrier {
                        NimStepKind::TestHeap {
                            heap,
                            size: at(heap),
                            target: at(heap) ^ self.nim_sum,
                        }
                    } else {
                        NimStepKind::Move {
                            heap: carrier,
                            size: at(carrier),
                            target: at(carrier) ^ self.nim_sum,
                        }
                    }
                }
            }
        };
        Some(NimStep {
            kind,
            nim_sum: self.nim_sum,
        })
    }

    /// The whole trace (for small positions and tests).
    pub fn steps(&self) -> Vec<NimStep> {
        self.run(0, self.total())
    }

    fn run(&self, from: u64, to: u64) -> Vec<NimStep> {
        let mut steps: Vec<NimStep> = Vec::new();
        for index in from..to {
            match self.step_after(index, steps.last()) {
                Some(step) => steps.push(step),
                None => break,
            }
        }
        steps
    }

    fn rows(&self) -> u64 {
        self.heaps.len() as u64
    }
}

impl Traced for NimTrace {
    fn total(&self) -> u64 {
        NimTrace::total(self)
    }

    fn page(&self, from: u64, count: usize) -> Vec<TraceStep> {
        let range = page_range(self.total(), from, count);
        self.run(range.start, range.end)
            .iter()
            .map(|step| step.view(self.rows()))
            .collect()
    }
}

impl NimStep {
    pub fn code_point(&self) -> CodePoint {
        match self.kind {
            NimStepKind::ReadBit { .. } => CodePoint::ReadBit,
            NimStepKind::ColumnParity { .. } => CodePoint::ColumnParity,
            NimStepKind::CheckX { .. } => CodePoint::Lose,
            NimStepKind::TestHeap { .. } => CodePoint::TestHeap,
            NimStepKind::Move { .. } => CodePoint::Move,
        }
    }

    /// The step in the shape every family shares; `n` is the number of heaps (the XOR row).
    pub fn view(&self, n: u64) -> TraceStep {
        let point = self.code_point();
        let cell = |row: u64, b: u32| vec![row, u64::from(b)];
        let highest = bit_length(self.nim_sum).saturating_sub(1);
        let (reads, write, value) = match self.kind {
            NimStepKind::ReadBit {
                heap, bit, value, ..
            } => (
                vec![cell(heap as u64, bit)],
                None,
                Some(u8::from(value).to_string()),
            ),
            NimStepKind::ColumnParity { bit, ones, .. } => {
                (Vec::new(), Some(cell(n, bit)), Some((ones % 2).to_string()))
            }
            NimStepKind::CheckX { .. } => (Vec::new(), None, None),
            NimStepKind::TestHeap { heap, .. } | NimStepKind::Move { heap, .. } => {
                (vec![cell(heap as u64, highest)], None, None)
            }
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

    /// The program's variables at this step, as the code panel lists them.
    pub fn variables(&self, n: u64) -> Vec<(&'static str, String)> {
        let dash = || "—".to_string();
        let (b, i, ones, x, target) = match self.kind {
            NimStepKind::ReadBit {
                heap, bit, ones, ..
            } => {
                // Columns above `bit` are done; X holds exactly their bits.
                let x = self.nim_sum & u64::MAX.checked_shl(bit + 1).unwrap_or(0);
                (
                    bit.to_string(),
                    heap.to_string(),
                    ones.to_string(),
                    x.to_string(),
                    dash(),
                )
            }
            NimStepKind::ColumnParity {
                bit,
                ones,
                x_so_far,
            } => (
                bit.to_string(),
                n.to_string(),
                ones.to_string(),
                x_so_far.to_string(),
                dash(),
            ),
            NimStepKind::CheckX { nim_sum } => {
                (dash(), dash(), dash(), nim_sum.to_string(), dash())
            }
            NimStepKind::TestHeap { heap, target, .. } | NimStepKind::Move { heap, target, .. } => {
                (
                    dash(),
                    heap.to_string(),
                    dash(),
                    self.nim_sum.to_string(),
                    target.to_string(),
                )
            }
        };
        vec![
            ("n", n.to_string()),
            ("b", b),
            ("i", i),
            ("ones", ones),
            ("X", x),
            ("target", target),
        ]
    }

    /// What happens at this step, in one sentence, with heaps numbered from 0 as the
    /// program's index `i` counts them.
    pub fn sentence(&self, lang: Lang) -> String {
        self.sentence_numbered(lang, 0)
    }

    /// The sentence with heaps numbered from `first` (1 for learners, as the lesson's table
    /// numbers them: heap 1 is `a[0]`).
    pub fn sentence_numbered(&self, lang: Lang, first: usize) -> String {
        let x = self.nim_sum;
        let name = |heap: usize| heap + first;
        let d = bit_length(x).saturating_sub(1);
        match self.kind {
            NimStepKind::ReadBit {
                heap,
                bit,
                value,
                ones,
            } => {
                let v = u8::from(value);
                let heap = name(heap);
                lang.pick(
                    format!("Cột bit {bit}: bit {bit} của đống {heap} là {v}; cột này đã có {ones} số 1."),
                    format!("Column of bit {bit}: bit {bit} of heap {heap} is {v}; {ones} ones in this column so far."),
                )
            }
            NimStepKind::ColumnParity { bit, ones, .. } if ones % 2 == 1 => lang.pick(
                format!("Cột bit {bit} có {ones} số 1, là số lẻ: bit {bit} của X là 1."),
                format!("The column of bit {bit} has {ones} ones, an odd count: bit {bit} of X is 1."),
            ),
            NimStepKind::ColumnParity { bit, ones, .. } => lang.pick(
                format!("Cột bit {bit} có {ones} số 1, là số chẵn: bit {bit} của X là 0."),
                format!("The column of bit {bit} has {ones} ones, an even count: bit {bit} of X is 0."),
            ),
            NimStepKind::CheckX { .. } if x == 0 => lang.pick(
                "X = 0: nước đi nào cũng làm X khác 0, nên người đi trước thua (P).".to_string(),
                "X = 0: every move makes X nonzero, so the player to move loses (P).".to_string(),
            ),
            NimStepKind::CheckX { .. } => lang.pick(
                format!("X = {x} ≠ 0: người đi trước thắng (N). Bit cao nhất của X là bit {d}; tìm một đống có bit này."),
                format!("X = {x} ≠ 0: the player to move wins (N). The highest bit of X is bit {d}; look for a heap that has it."),
            ),
            NimStepKind::TestHeap { heap, size, target } if target < size => {
                let heap = name(heap);
                lang.pick(
                format!("Đống {heap}: {size} ⊕ {x} = {target} < {size}, vì đống này có bit {d}."),
                format!("Heap {heap}: {size} ⊕ {x} = {target} < {size}, because this heap has bit {d}."),
                )
            }
            NimStepKind::TestHeap { heap, size, target } => {
                let heap = name(heap);
                lang.pick(
                format!("Đống {heap}: {size} ⊕ {x} = {target} không nhỏ hơn {size} (đống này không có bit {d}), bỏ qua."),
                format!("Heap {heap}: {size} ⊕ {x} = {target} is not below {size} (this heap lacks bit {d}); skip."),
                )
            }
            NimStepKind::Move { heap, size, target } => {
                let heap = name(heap);
                let take = size - target.min(size);
                lang.pick(
                    format!("Nước thắng: bốc {take} viên ở đống {heap} để còn {target}; khi đó XOR các đống bằng 0."),
                    format!("Winning move: take {take} from heap {heap}, leaving {target}; then the XOR of the heaps is 0."),
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trace(sizes: &[u64]) -> NimTrace {
        NimTrace::new(&Heaps::new(sizes.to_vec()).expect("valid"))
    }

    #[test]
    fn lesson_3_4_5_column_by_column() {
        let t = trace(&[3, 4, 5]);
        let steps = t.steps();
        // 3 columns of (3 heaps + parity), CheckX, tests of heap 0, the move.
        assert_eq!(steps.len(), 12 + 1 + 1 + 1);
        assert_eq!(t.total(), 15);
        let parities: Vec<(u32, usize)> = steps
            .iter()
            .filter_map(|s| match s.kind {
                NimStepKind::ColumnParity { bit, ones, .. } => Some((bit, ones)),
                _ => None,
            })
            .collect();
        assert_eq!(parities, vec![(2, 2), (1, 1), (0, 2)]);
        let last = steps.last().expect("steps");
        assert_eq!(
            last.sentence(Lang::Vi),
            "Nước thắng: bốc 2 viên ở đống 0 để còn 1; khi đó XOR các đống bằng 0."
        );
        assert_eq!(
            steps[12].sentence(Lang::En),
            "X = 2 ≠ 0: the player to move wins (N). The highest bit of X is bit 1; look for a heap that has it."
        );
        assert_eq!(
            last.sentence_numbered(Lang::Vi, 1),
            "Nước thắng: bốc 2 viên ở đống 1 để còn 1; khi đó XOR các đống bằng 0."
        );
        assert_eq!(
            steps[0].sentence_numbered(Lang::En, 1),
            "Column of bit 2: bit 2 of heap 1 is 0; 0 ones in this column so far."
        );
        let view = steps[7].view(3);
        assert_eq!(view.write, Some(vec![3, 1]));
        assert_eq!(view.value.as_deref(), Some("1"));
        assert_eq!(view.cpp_line, Some(17));
    }

    #[test]
    fn lose_position_ends_at_the_check() {
        let steps = trace(&[1, 2, 3]).steps();
        assert_eq!(steps.len(), 2 * 4 + 1);
        assert!(matches!(
            steps.last().map(|s| &s.kind),
            Some(NimStepKind::CheckX { nim_sum: 0 })
        ));
    }

    #[test]
    fn pages_equal_single_steps() {
        let t = trace(&[7, 0, 12, u64::MAX, 9, 1 << 40]);
        let whole: Vec<TraceStep> = (0..t.total())
            .filter_map(|k| t.step(k))
            .map(|s| s.view(6))
            .collect();
        let paged: Vec<TraceStep> = (0..t.total())
            .step_by(5)
            .flat_map(|from| t.page(from, 5))
            .collect();
        assert_eq!(paged, whole);
        assert!(t.page(t.total(), 3).is_empty());
        assert!(t.page(u64::MAX, usize::MAX).is_empty());
    }
}
