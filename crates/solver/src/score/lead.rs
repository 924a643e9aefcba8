//! What a learner filling the interval DP grid by hand needs: which cells can be filled now,
//! how far from 0 a cell can be, and the two candidates of a cell written out.
//!
//! **Order.** `dp[l][r]` for `l < r` reads `dp[l+1][r]` and `dp[l][r−1]`
//! ([`IntervalStep::reads`]), so it can be computed as soon as both are known; the diagonal
//! `dp[i][i] = a[i]` is known from the start. Filling by increasing length is one such order.
//!
//! **Bound.** `|dp[l][r]| ≤ Σ_{i=l..r} |a[i]| ≤ Σ |a|`: a lead is one sum of some of the
//! segment's numbers minus the sum of the others.

use super::{num, IntervalStep, Row, StepKind};
use crate::input::{read_answer, Field, InputError};
use crate::lang::Lang;

impl Row {
    /// The sum of the absolute values: no cell of the grid lies farther from 0.
    pub fn lead_bound(&self) -> i64 {
        self.values().iter().map(|v| v.abs()).sum()
    }

    /// Reads a typed cell of the grid: a whole number within [`Row::lead_bound`] of 0.
    pub fn read_lead(&self, text: &str, field: Field) -> Result<i64, InputError> {
        let (value, shown) = read_answer(text, field)?;
        let bound = self.lead_bound();
        i64::try_from(value)
            .ok()
            .filter(|v| v.unsigned_abs() <= bound.unsigned_abs())
            .ok_or_else(|| {
                let b = num(bound);
                InputError::custom(
                    field,
                    format!("“{shown}” quá xa: mọi ô của bảng này nằm giữa −{b} và {b} (tổng trị tuyệt đối của dãy)."),
                    format!("“{shown}” is out of reach: every cell of this grid lies between −{b} and {b} (the sum of the absolute values)."),
                )
            })
    }
}

impl IntervalStep {
    /// Whether this cell can be computed once the cells `known(l, r)` says are known: the
    /// diagonal always, another cell once both cells it reads are known.
    pub fn ready(&self, known: impl Fn(usize, usize) -> bool) -> bool {
        self.reads().iter().all(|&[l, r]| l == r || known(l, r))
    }

    /// The two candidates of a cell written out with their numbers:
    /// `lấy đầu trái thì hơn a[1] − dp[2][2] = 9 − 1 = 8; lấy đầu phải thì hơn …`.
    pub fn candidates(&self, lang: Lang) -> String {
        let StepKind::Combine {
            a_left,
            a_right,
            without_left,
            without_right,
        } = self.kind
        else {
            return String::new();
        };
        let paren = |v: i64| {
            if v < 0 {
                format!("({})", num(v))
            } else {
                num(v)
            }
        };
        let (l, r) = (self.l, self.r);
        let left = format!(
            "a[{l}] − dp[{}][{r}] = {} − {} = {}",
            l + 1,
            num(a_left),
            paren(without_left),
            num(self.take_left())
        );
        let right = format!(
            "a[{r}] − dp[{l}][{}] = {} − {} = {}",
            r - 1,
            num(a_right),
            paren(without_right),
            num(self.take_right())
        );
        lang.pick(
            format!("lấy đầu trái thì hơn {left}; lấy đầu phải thì hơn {right}"),
            format!("taking the left end leads by {left}; taking the right end leads by {right}"),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::IntervalTrace;

    const VALUE: Field = Field::new("answer", "Giá trị ô", "Cell value", "11");

    fn lesson() -> Row {
        Row::parse("3 9 1 2 8").unwrap()
    }

    #[test]
    fn no_cell_lies_beyond_the_bound() {
        for text in ["3 9 1 2 8", "-5 7 -2 0 4 -9", "1000 -1000", "4"] {
            let row = Row::parse(text).unwrap();
            let bound = row.lead_bound();
            let trace = IntervalTrace::new(&row);
            for step in trace.steps(0, trace.total() as usize) {
                assert!(step.value().abs() <= bound, "{text}: {step:?}");
            }
        }
        assert_eq!(lesson().lead_bound(), 23);
        assert_eq!(Row::parse("-5 7").unwrap().lead_bound(), 12);
    }

    #[test]
    fn a_typed_cell_is_read_within_the_bound() {
        let row = lesson();
        assert_eq!(row.read_lead("−5", VALUE), Ok(-5));
        assert_eq!(row.read_lead("23", VALUE), Ok(23));
        let reason = |text: &str| row.read_lead(text, VALUE).unwrap_err().reason(Lang::Vi);
        assert_eq!(reason(""), "chưa có giá trị; ví dụ: 11.");
        assert_eq!(reason("mười"), "“mười” không phải là số nguyên.");
        assert_eq!(
            reason("-24"),
            "“-24” quá xa: mọi ô của bảng này nằm giữa −23 và 23 (tổng trị tuyệt đối của dãy)."
        );
        assert!(reason(&"9".repeat(50)).starts_with("“999999999999999999999999…” quá xa"));
    }

    #[test]
    fn a_cell_is_ready_once_both_cells_it_reads_are_known() {
        let trace = IntervalTrace::new(&lesson());
        let step = |l: usize, r: usize| {
            trace
                .steps(0, trace.total() as usize)
                .into_iter()
                .find(|s| (s.l, s.r) == (l, r))
                .unwrap()
        };
        let nothing = |_: usize, _: usize| false;
        assert!(step(2, 2).ready(nothing), "the diagonal is given");
        assert!(
            step(0, 1).ready(nothing),
            "length 2 reads the diagonal only"
        );
        assert!(!step(0, 2).ready(nothing));
        assert!(!step(0, 2).ready(|l, r| (l, r) == (0, 1)));
        assert!(step(0, 2).ready(|l, r| matches!((l, r), (0, 1) | (1, 2))));
    }

    #[test]
    fn the_candidates_are_written_out() {
        let trace = IntervalTrace::new(&lesson());
        let step = trace
            .steps(0, trace.total() as usize)
            .into_iter()
            .find(|s| (s.l, s.r) == (1, 2))
            .unwrap();
        assert_eq!(
            step.candidates(Lang::Vi),
            "lấy đầu trái thì hơn a[1] − dp[2][2] = 9 − 1 = 8; lấy đầu phải thì hơn a[2] − dp[1][1] = 1 − 9 = −8"
        );
        assert!(step
            .candidates(Lang::En)
            .starts_with("taking the left end leads by a[1]"));
    }
}
