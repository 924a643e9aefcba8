//! The row `G(0..=n)` as the SG-table lesson shows it: folded into lines whose width follows
//! the proven period, the cells a mex step reads, the program's judge input, and what the
//! Guy–Smith rule proved, in words.

use super::{FillState, GrundyFill, Leave, OctalCode, CODE, WORK_BUDGET};
use crate::input::{parse_number, Field, InputError, JudgeInput};
use crate::lang::Lang;
use crate::period::Period;

/// The widest line a folded row may have.
pub const MAX_WIDTH: u64 = 40;
/// The width of a line of the folded row; empty: from the period.
pub const WIDTH: Field = Field::new("width", "Độ rộng hàng", "Row width", "12");
/// The width of a line when no short period is known.
const PLAIN_WIDTH: usize = 10;
/// A line holds at least this many cells when a short period is repeated on it.
const FEW_CELLS: usize = 6;

/// Reads a typed line width: empty for "from the period", else `1..=MAX_WIDTH`.
pub fn parse_width(text: &str) -> Result<Option<usize>, InputError> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    // At most MAX_WIDTH, so it fits in usize.
    parse_number(text, WIDTH, 1, MAX_WIDTH).map(|w| Some(w as usize))
}

/// The width of the lines the row is folded into: a multiple of the period (repeated until a
/// line holds a few cells), so that each column keeps one value past the preperiod and the
/// period shows as stripes; 10 without a short period.
pub fn fold_width(period: Option<Period>) -> usize {
    match period {
        Some(p) if p.length as u64 <= MAX_WIDTH => p.length * FEW_CELLS.div_ceil(p.length),
        _ => PLAIN_WIDTH,
    }
}

/// Reads the octal program's judge input, `code n`, with `n` at most `max_n`.
pub fn read_table_input(text: &str, max_n: u64) -> Result<(OctalCode, usize), InputError> {
    let mut input = JudgeInput::new(text);
    let code = OctalCode::parse(input.word(CODE)?)?;
    // At most max_n, which the caller keeps within usize.
    let n = input.number(Field::N, 0, max_n)? as usize;
    input.finish()?;
    Ok((code, n))
}

/// The octal program's judge input for `code` and `n` (what [`read_table_input`] reads).
pub fn table_input(code: &OctalCode, n: usize) -> String {
    format!("{} {n}", code.text())
}

/// How far the values are computed to look for a period the Guy–Smith rule proves.
pub const PERIOD_SEARCH_N: usize = 4096;

/// The search for a period of `G` that the Guy–Smith rule proves, over `G(0..=max(n, 4096))`
/// computed in resumable slices (a page spreads it over many frames), within an eighth of the
/// work budget.
pub struct PeriodSearch {
    code: OctalCode,
    fill: Option<GrundyFill>,
    /// The period proven (if any) and the last `n` whose value was computed.
    found: Option<(Option<Period>, usize)>,
}

impl PeriodSearch {
    pub fn new(code: &OctalCode, n: usize) -> PeriodSearch {
        PeriodSearch {
            code: code.clone(),
            fill: Some(GrundyFill::new(
                code,
                PERIOD_SEARCH_N.max(n),
                WORK_BUDGET / 8,
            )),
            found: None,
        }
    }

    /// Works `slice` more units; whether the search goes on.
    pub fn advance(&mut self, slice: u64) -> bool {
        let Some(fill) = self.fill.as_mut() else {
            return false;
        };
        if fill.advance(slice) == FillState::Running {
            return true;
        }
        if let Some(fill) = self.fill.take() {
            self.found = Some(match fill.finish() {
                Ok(g) => (self.code.period(&g), g.len().saturating_sub(1)),
                Err(reached) => (None, reached),
            });
        }
        false
    }

    /// How many values are computed so far.
    pub fn computed(&self) -> usize {
        self.fill.as_ref().map_or(0, GrundyFill::computed)
    }

    /// Once the search is over: the period proven, if any, and how far it looked.
    pub fn found(&self) -> Option<(Option<Period>, usize)> {
        self.found
    }
}

impl Leave {
    /// The heaps left, whose values a move reads.
    pub fn cells(self) -> Vec<usize> {
        match self {
            Leave::Nothing => Vec::new(),
            Leave::One(r) => vec![r],
            Leave::Two(x, y) => vec![x, y],
        }
    }
}

impl std::fmt::Display for Leave {
    /// `∅`, `3` or `1 + 2`, as the lesson writes what a move leaves.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Leave::Nothing => f.write_str("∅"),
            Leave::One(r) => write!(f, "{r}"),
            Leave::Two(x, y) => write!(f, "{x} + {y}"),
        }
    }
}

impl OctalCode {
    /// Why `G(0..=n)` of this code is refused when the work budget ran out at `reached`.
    pub fn too_slow(&self, reached: usize) -> InputError {
        let code = self.text();
        InputError::custom(
            Field::N,
            format!("số Grundy của mã {code} tăng mãi; chỉ tính nhanh được tới n = {reached}."),
            format!("the Grundy numbers of code {code} keep growing; they can be computed quickly only up to n = {reached}."),
        )
    }

    /// The period search still running, with `G(0..computed)` known so far.
    pub fn searching_words(&self, computed: usize, lang: Lang) -> String {
        let (code, last) = (self.text(), computed.saturating_sub(1));
        lang.pick(
            format!("Mã {code}: đang tìm chu kỳ… đã tính g(0) … g({last}); chưa chứng minh được chu kỳ nào. Trong lúc chờ bảng vẫn dùng được."),
            format!("Code {code}: searching for a period… g(0) … g({last}) computed so far; no period is proven yet. The table stays usable meanwhile."),
        )
    }

    /// The values `G(0..=n)` being computed, `done` of them so far.
    pub fn computing_words(&self, done: usize, n: usize, lang: Lang) -> String {
        let (all, code) = (n + 1, self.text());
        lang.pick(
            format!(
                "Đang tính g(0) … g({n}) của mã {code}: xong {done} / {all} giá trị. Bảng đang \
                 hiện vẫn dùng được; bảng mới sẽ thay khi tính xong."
            ),
            format!(
                "Computing g(0) … g({n}) of code {code}: {done} / {all} values done. The table \
                 shown stays usable; the new one replaces it when ready."
            ),
        )
    }

    /// Every cell of `G` the moves of a heap of `n` read: what its mex step looks at.
    pub fn reads(&self, n: usize) -> Vec<usize> {
        self.moves(n).flat_map(|m| m.leave.cells()).collect()
    }

    /// The last `n` the Guy–Smith rule compares for `period`: `G(n + p) = G(n)` is checked
    /// for `e ≤ n < 2e + p + t` (with `e = max(start, 1)`), which proves it for every `n ≥ e`.
    pub fn guy_smith_last(&self, period: Period) -> usize {
        (2 * period.start.max(1) + period.length + self.last_move()).saturating_sub(1)
    }

    /// What the rule proved on `G(0..=reached)`: the period with its preperiod and the range
    /// checked, or that none was proven there.
    pub fn period_report(&self, period: Option<Period>, reached: usize, lang: Lang) -> String {
        let code = self.text();
        let Some(p) = period else {
            return lang.pick(
                format!(
                    "Mã {code}: bộ giải chưa chứng minh được chu kỳ nào trong g(0) … g({reached})."
                ),
                format!("Code {code}: the solver proved no period within g(0) … g({reached})."),
            );
        };
        let (start, length, first) = (p.start, p.length, p.start.max(1));
        let last = self.guy_smith_last(p);
        let pre = match start.checked_sub(1) {
            None => lang
                .pick("không có tiền chu kỳ", "no preperiod")
                .to_string(),
            Some(e) => lang.pick(
                format!("tiền chu kỳ g(0) … g({e}), ngoại lệ cuối cùng ở n = {e}"),
                format!("preperiod g(0) … g({e}), the last exception at n = {e}"),
            ),
        };
        lang.pick(
            format!(
                "Mã {code}: chu kỳ {length} từ n = {start} ({pre}). Đã chứng minh bằng quy tắc \
                 Guy–Smith: g(n + {length}) = g(n) được kiểm với mọi n từ {first} tới {last}, nên \
                 đúng mãi mãi."
            ),
            format!(
                "Code {code}: period {length} from n = {start} ({pre}). Proven by the Guy–Smith \
                 rule: g(n + {length}) = g(n) was checked for every n from {first} to {last}, so \
                 it holds forever."
            ),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(text: &str) -> OctalCode {
        OctalCode::parse(text).expect("valid")
    }

    #[test]
    fn kayles_folds_into_lines_of_its_period_and_reports_it() {
        let kayles = code("0.77");
        let g = kayles.grundy(4096);
        let period = kayles.period(&g).expect("Kayles is periodic");
        assert_eq!((period.start, period.length), (71, 12));
        assert_eq!(fold_width(Some(period)), 12);
        // The rule compares n from 71 to 2 · 71 + 12 + 2 − 1 = 155.
        assert_eq!(kayles.guy_smith_last(period), 155);
        for n in 71..=155 {
            assert_eq!(g[n + 12], g[n]);
        }
        let report = kayles.period_report(Some(period), 4096, Lang::En);
        assert!(
            report.contains(
                "period 12 from n = 71 (preperiod g(0) … g(70), the last exception at n = 70)"
            ),
            "{report}"
        );
        assert!(report.contains("from 71 to 155"), "{report}");
        assert_eq!(
            code("0.6").period_report(None, 2541, Lang::En),
            "Code 0.6: the solver proved no period within g(0) … g(2541)."
        );
    }

    #[test]
    fn the_period_search_runs_in_slices() {
        let mut search = PeriodSearch::new(&code("0.77"), 120);
        assert_eq!(search.found(), None);
        let mut slices = 0;
        while search.advance(1000) {
            slices += 1;
            assert!(search.computed() <= 4097);
        }
        assert!(slices > 0);
        let (period, reached) = search.found().expect("over");
        assert_eq!(period.map(|p| (p.start, p.length)), Some((71, 12)));
        assert_eq!(reached, 4096);
        assert!(!search.advance(1000));
        // 0.6's values keep growing: no period within what the budget computes.
        let mut growing = PeriodSearch::new(&code("0.6"), 10);
        while growing.advance(u64::MAX) {}
        assert!(matches!(growing.found(), Some((None, _))));
        assert!(code("0.6")
            .too_slow(2541)
            .reason(Lang::En)
            .ends_with("only up to n = 2541."));
    }

    #[test]
    fn short_periods_repeat_on_a_line_and_long_ones_do_not_fold() {
        let p = |start, length| Some(Period { start, length });
        assert_eq!(fold_width(p(0, 1)), 6);
        assert_eq!(fold_width(p(3, 4)), 8);
        assert_eq!(fold_width(p(0, 40)), 40);
        assert_eq!(fold_width(p(0, 41)), 10);
        assert_eq!(fold_width(None), 10);
        // A period from n = 0 has no preperiod; the check still starts at e = 1.
        let report = code("4.0").period_report(p(0, 2), 100, Lang::Vi);
        assert!(report.contains("không có tiền chu kỳ"), "{report}");
        assert!(report.contains("từ 1 tới 3"), "{report}");
    }

    #[test]
    fn widths_and_judge_input_are_read_with_their_limits() {
        assert_eq!(parse_width(" "), Ok(None));
        assert_eq!(parse_width("12"), Ok(Some(12)));
        assert_eq!(
            parse_width("0").unwrap_err().reason(Lang::Vi),
            "“0” quá nhỏ; nhỏ nhất là 1."
        );
        assert_eq!(parse_width("41").unwrap_err().field, WIDTH);
        assert_eq!(read_table_input("0.77 120", 1000), Ok((code("0.77"), 120)));
        assert_eq!(table_input(&code(".07"), 40), "0.07 40");
        assert_eq!(
            read_table_input("0.77 1001", 1000).unwrap_err().field,
            Field::N
        );
        assert!(read_table_input("0.77 120 wide", 1000)
            .unwrap_err()
            .reason(Lang::En)
            .contains("“wide” is left over"));
        assert_eq!(read_table_input("0.78 3", 1000).unwrap_err().field, CODE);
    }

    #[test]
    fn a_mex_step_reads_every_heap_its_moves_leave() {
        // Kayles, heap 4: take 1 → 3 or 1 + 2; take 2 → 2 or 1 + 1.
        assert_eq!(code("0.77").reads(4), vec![3, 1, 2, 2, 1, 1]);
        assert_eq!(code("0.137").reads(1), Vec::<usize>::new());
        let shown: Vec<String> = code("0.77").moves(4).map(|m| m.leave.to_string()).collect();
        assert_eq!(shown, ["3", "1 + 2", "2", "1 + 1"]);
        assert_eq!(Leave::Nothing.to_string(), "∅");
    }

    #[test]
    fn the_work_in_progress_is_said_with_the_code() {
        let code = OctalCode::parse("0.77").expect("valid");
        assert_eq!(
            code.searching_words(10, Lang::En),
            "Code 0.77: searching for a period… g(0) … g(9) computed so far; no period is proven \
             yet. The table stays usable meanwhile."
        );
        assert!(code
            .computing_words(3, 120, Lang::En)
            .starts_with("Computing g(0) … g(120) of code 0.77: 3 / 121 values done."));
    }
}
