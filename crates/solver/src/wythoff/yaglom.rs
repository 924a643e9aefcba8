//! Yaglom's table of the losing pairs, built one row per step as the program builds it (the
//! mex of the numbers used by the rows above, then `b = a + k`), written in decimal, binary or
//! Fibonacci notation, or all three side by side: what the Yaglom widget steps through.
//!
//! Each row carries the mark of its notation: in Fibonacci notation Theorem II (`a_k` ends in
//! an even number of 0s and `b_k` is `a_k` with one more 0, see [`theorem_two_holds`]); in
//! binary the same pattern tested row by row, which breaks at [`first_counterexample`].

use super::notation::{first_counterexample, shift_pattern_holds, theorem_two_holds};
use super::program::CodePoint;
use super::trace::{Step, StepKind};
use super::{p_position, used_by, Notation, PPosition, NOTATION};
use crate::input::InputError;
use crate::lang::Lang;

/// How the table is written: one notation, or all three side by side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableView {
    One(Notation),
    All,
}

impl TableView {
    pub const ALL: [TableView; 4] = [
        TableView::One(Notation::Decimal),
        TableView::One(Notation::Binary),
        TableView::One(Notation::Fibonacci),
        TableView::All,
    ];

    /// `"decimal"`, `"binary"`, `"fibonacci"` (the notations' names) or `"all"`.
    pub fn name(self) -> &'static str {
        match self {
            TableView::One(n) => n.name(),
            TableView::All => "all",
        }
    }

    /// Reads a view's name (from a link or a page's attribute).
    pub fn parse(text: &str) -> Result<TableView, InputError> {
        if text.trim() == "all" {
            return Ok(TableView::All);
        }
        Notation::parse(text).map(TableView::One).map_err(|_| {
            let shown = crate::input::quote(text);
            InputError::custom(
                NOTATION,
                format!("“{shown}” không phải là cách viết đã biết; chọn decimal, binary, fibonacci hoặc all."),
                format!("“{shown}” is not a known notation; choose decimal, binary, fibonacci or all."),
            )
        })
    }

    /// The view's name on its button.
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            TableView::One(Notation::Decimal) => lang.pick("Thập phân", "Decimal"),
            TableView::One(Notation::Binary) => lang.pick("Nhị phân", "Binary"),
            TableView::One(Notation::Fibonacci) => "Fibonacci",
            TableView::All => lang.pick("Cả ba", "All three"),
        }
    }

    /// The notations shown, in column order.
    pub fn notations(self) -> Vec<Notation> {
        match self {
            TableView::One(n) => vec![n],
            TableView::All => vec![Notation::Decimal, Notation::Binary, Notation::Fibonacci],
        }
    }

    /// The notation whose pattern the marks column tests (decimal has none).
    pub fn marked(self) -> Option<Notation> {
        match self {
            TableView::One(Notation::Decimal) => None,
            TableView::One(n) => Some(n),
            TableView::All => Some(Notation::Fibonacci),
        }
    }
}

impl Notation {
    /// The notation in words, for a column heading.
    pub fn word(self, lang: Lang) -> &'static str {
        match self {
            Notation::Decimal => lang.pick("thập phân", "decimal"),
            Notation::Binary => lang.pick("nhị phân", "binary"),
            Notation::Fibonacci => "Fibonacci",
        }
    }
}

/// The digits of a number split before its final 0s (`"0"` has none to split).
pub fn split_final_zeros(digits: &str) -> (&str, &str) {
    if digits == "0" {
        return (digits, "");
    }
    // Checked, though `0` is one byte: `split_at`'s panic message would link the formatting of
    // a bad slice into the build.
    digits
        .split_at_checked(digits.trim_end_matches('0').len())
        .unwrap_or((digits, ""))
}

/// The mark of one row in the marks column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowMark {
    /// Row 0, `(0, 0)`: nothing to test.
    Given,
    /// Theorem II holds (always, in Fibonacci notation), `a_k` ending in `zeros` 0s.
    Theorem { zeros: usize },
    /// The pattern holds in this row (binary, by chance).
    Holds,
    /// The pattern breaks in this row.
    Broken,
}

impl RowMark {
    pub fn of(pair: PPosition, notation: Notation) -> RowMark {
        if pair.k == 0 {
            RowMark::Given
        } else if notation == Notation::Fibonacci && theorem_two_holds(pair) {
            let zeros = split_final_zeros(&notation.write(pair.a)).1.len();
            RowMark::Theorem { zeros }
        } else if shift_pattern_holds(pair, notation) {
            RowMark::Holds
        } else {
            RowMark::Broken
        }
    }

    pub fn text(self, lang: Lang) -> String {
        match self {
            RowMark::Given => "—".into(),
            RowMark::Theorem { zeros } => lang.pick(
                format!("✓ {zeros} số 0 · b = a0"),
                format!("✓ {zeros} zeros · b = a0"),
            ),
            RowMark::Holds => "✓".into(),
            RowMark::Broken => lang.pick("✗ không", "✗ no").into(),
        }
    }

    /// The heading of the marks column for `notation`.
    pub fn heading(notation: Notation, lang: Lang) -> &'static str {
        match notation {
            Notation::Fibonacci => lang.pick("Định lý II", "Theorem II"),
            _ => lang.pick("b = a thêm 0?", "b = a then 0?"),
        }
    }
}

/// The rows `k = 0 .. rows` of the table, one step each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct YaglomTrace {
    rows: u64,
}

/// One row being built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct YaglomStep {
    pub pair: PPosition,
}

impl YaglomTrace {
    pub fn new(rows: u64) -> YaglomTrace {
        YaglomTrace { rows }
    }

    pub fn rows(&self) -> u64 {
        self.rows
    }

    /// The program's input `n`: the pairs after `(0, 0)`.
    pub fn n(&self) -> u64 {
        self.rows.saturating_sub(1)
    }

    pub fn total(&self) -> u64 {
        self.rows
    }

    /// The step that builds row `index`.
    pub fn step(&self, index: u64) -> Option<YaglomStep> {
        (index < self.rows)
            .then(|| p_position(index))
            .flatten()
            .map(|pair| YaglomStep { pair })
    }

    /// The first row that breaks the pattern in binary, if the table has one.
    pub fn binary_break(&self) -> Option<PPosition> {
        first_counterexample(self.n(), Notation::Binary)
    }

    /// What the notation shows once `position` rows are built: Theorem II for Fibonacci, and
    /// for binary the first counterexample once its row is on the table.
    pub fn pattern(&self, view: TableView, position: u64, lang: Lang) -> String {
        let fibonacci = lang.pick(
            "Định lý II: ở hệ Fibonacci, mọi a_k tận cùng bằng một số chẵn chữ số 0 (gạch dưới), và b_k là a_k viết thêm một chữ số 0 (đóng khung).",
            "Theorem II: in Fibonacci notation every a_k ends in an even number of zeros (underlined), and b_k is a_k with one 0 appended (boxed).",
        );
        let done = position >= self.rows;
        let binary = match self.binary_break().filter(|p| p.k < position) {
            Some(p) => {
                let (a, b) = (Notation::Binary.write(p.a), Notation::Binary.write(p.b));
                let k = p.k;
                lang.pick(
                    format!("Ở hệ nhị phân không có quy luật như vậy: dòng k = {k} có a = {a}, b = {b}, nhưng a thêm một chữ số 0 là {a}0 ≠ b."),
                    format!("Binary shows no such rule: row k = {k} has a = {a}, b = {b}, but a with a 0 appended is {a}0 ≠ b."),
                )
            }
            None if done => lang
                .pick(
                    "Ở hệ nhị phân, các dòng này chưa đủ để thấy quy luật bị phá: thêm dòng.",
                    "In binary these rows are too few to see the pattern break: add rows.",
                )
                .to_string(),
            None => lang
                .pick(
                    "Ở hệ nhị phân, b có phải là a viết thêm một chữ số 0 không? Dựng tiếp các dòng để xem.",
                    "In binary, is b always a with a 0 appended? Build more rows to see.",
                )
                .to_string(),
        };
        match view {
            TableView::One(Notation::Fibonacci) => fibonacci.to_string(),
            TableView::One(Notation::Binary) => binary,
            TableView::One(Notation::Decimal) => lang
                .pick(
                    "Ở hệ thập phân, a_k chỉ là dãy số nhỏ nhất chưa dùng; thử đổi sang nhị phân, rồi Fibonacci.",
                    "In decimal, a_k is just the smallest unused number each time; switch to binary, then to Fibonacci.",
                )
                .to_string(),
            TableView::All if done => format!("{fibonacci} {binary}"),
            TableView::All => fibonacci.to_string(),
        }
    }
}

impl YaglomStep {
    /// The program's step that records this row's pair.
    fn program_step(&self) -> Step {
        let PPosition { k, a, b } = self.pair;
        Step {
            k,
            kind: if k == 0 {
                StepKind::Start
            } else {
                StepKind::Pair { a, b }
            },
        }
    }

    pub fn code_point(&self) -> CodePoint {
        self.program_step().code_point()
    }

    /// The program's variables once the row is recorded (`n` its input).
    pub fn variables(&self, n: u64) -> Vec<(&'static str, String)> {
        self.program_step().variables(n)
    }

    /// How the row is found, and what its digits show in `view`.
    pub fn sentence(&self, view: TableView, lang: Lang) -> String {
        let PPosition { k, a, b } = self.pair;
        if k == 0 {
            return lang
                .pick(
                    "Dòng k = 0: cặp (0, 0), hai đống rỗng, người đến lượt thua. Số 0 đã được dùng.",
                    "Row k = 0: the pair (0, 0), two empty piles, the player to move loses. The number 0 is now used.",
                )
                .to_string();
        }
        let prev = k - 1;
        let found = lang.pick(
            format!("Dòng k = {k}: số nhỏ nhất chưa xuất hiện ở các dòng 0–{prev} là a = {a} (mex); b = a + k = {a} + {k} = {b}."),
            format!("Row k = {k}: the smallest number not used by rows 0–{prev} is a = {a} (the mex); b = a + k = {a} + {k} = {b}."),
        );
        let digits = match view {
            TableView::One(Notation::Decimal) => String::new(),
            TableView::One(Notation::Binary) => {
                let (ab, bb) = (Notation::Binary.write(a), Notation::Binary.write(b));
                if shift_pattern_holds(self.pair, Notation::Binary) {
                    lang.pick(
                        format!(" Nhị phân: a = {ab}, b = {bb}; ở dòng này b tình cờ đúng là a thêm một chữ số 0."),
                        format!(" Binary: a = {ab}, b = {bb}; in this row b happens to be a with a 0 appended."),
                    )
                } else {
                    lang.pick(
                        format!(
                            " Nhị phân: a = {ab}, b = {bb}; thêm 0 vào a được {ab}0, không phải b."
                        ),
                        format!(
                            " Binary: a = {ab}, b = {bb}; a with a 0 appended is {ab}0, not b."
                        ),
                    )
                }
            }
            TableView::One(Notation::Fibonacci) | TableView::All => {
                let (af, bf) = (Notation::Fibonacci.write(a), Notation::Fibonacci.write(b));
                let zeros = split_final_zeros(&af).1.len();
                lang.pick(
                    format!(" Hệ Fibonacci: a = {af} tận cùng bằng {zeros} chữ số 0 (số chẵn), b = {bf} chính là a viết thêm một chữ số 0."),
                    format!(" Fibonacci notation: a = {af} ends in {zeros} zeros (an even number), and b = {bf} is a with one 0 appended."),
                )
            }
        };
        format!("{found}{digits}")
    }

    /// Whether `guess` is this row's `a_k`, and why not: the row that already used it, or a
    /// smaller number still unused.
    pub fn judge(&self, guess: u64, lang: Lang) -> (bool, String) {
        let PPosition { k, a, .. } = self.pair;
        if guess == a {
            return (
                true,
                lang.pick(
                    format!("Đúng: a_{k} = {a}."),
                    format!("Right: a_{k} = {a}."),
                ),
            );
        }
        let why = match used_by(guess, k) {
            Some(owner) => {
                let row = owner.index();
                lang.pick(
                    format!("{guess} đã được dòng k = {row} dùng; a_{k} = {a}."),
                    format!("{guess} is already used by row k = {row}; a_{k} = {a}."),
                )
            }
            None if guess > a => lang.pick(
                format!("Còn số nhỏ hơn {guess} chưa dùng: a_{k} = {a}."),
                format!("A smaller number than {guess} is still unused: a_{k} = {a}."),
            ),
            None => lang.pick(
                format!("Bạn đoán {guess}; a_{k} = {a}."),
                format!("You said {guess}; a_{k} = {a}."),
            ),
        };
        (false, why)
    }
}

/// A number of the strip of used numbers once `rows` rows are built: which row used it, as
/// `a` or `b`, in words for a screen reader.
pub fn strip_label(number: u64, rows: u64, lang: Lang) -> String {
    match used_by(number, rows) {
        Some(owner) => {
            let (role, k) = (owner.role(), owner.index());
            lang.pick(
                format!("{number}: đã dùng, là {role}_{k}"),
                format!("{number}: used, it is {role}_{k}"),
            )
        }
        None => lang.pick(
            format!("{number}: chưa dùng"),
            format!("{number}: not used yet"),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_round_trip_and_refuse_with_a_message() {
        for view in TableView::ALL {
            assert_eq!(TableView::parse(view.name()), Ok(view));
        }
        assert_eq!(
            TableView::parse("<b>hex").map_err(|e| e.reason(Lang::Vi)),
            Err("“<b>hex” không phải là cách viết đã biết; chọn decimal, binary, fibonacci hoặc all.".into())
        );
        assert_eq!(TableView::All.notations().len(), 3);
        assert_eq!(TableView::One(Notation::Decimal).marked(), None);
        assert_eq!(TableView::All.marked(), Some(Notation::Fibonacci));
    }

    #[test]
    fn rows_sentences_and_code_steps() {
        let trace = YaglomTrace::new(12);
        assert_eq!((trace.total(), trace.n()), (12, 11));
        assert_eq!(trace.step(12), None);
        let row = trace.step(4).expect("row 4");
        assert_eq!(
            row.sentence(TableView::One(Notation::Fibonacci), Lang::Vi),
            "Dòng k = 4: số nhỏ nhất chưa xuất hiện ở các dòng 0–3 là a = 6 (mex); b = a + k = 6 + 4 = 10. \
             Hệ Fibonacci: a = 1001 tận cùng bằng 0 chữ số 0 (số chẵn), b = 10010 chính là a viết thêm một chữ số 0."
        );
        assert!(trace
            .step(2)
            .expect("row 2")
            .sentence(TableView::One(Notation::Binary), Lang::En)
            .ends_with("a with a 0 appended is 110, not b."));
        assert_eq!(row.code_point(), CodePoint::Pair);
        assert_eq!(
            trace.step(0).map(|s| s.code_point()),
            Some(CodePoint::Start)
        );
        assert_eq!(row.variables(11)[1], ("k", "4".to_string()));
    }

    #[test]
    fn marks_and_final_zeros() {
        assert_eq!(split_final_zeros("10100"), ("101", "00"));
        assert_eq!(split_final_zeros("0"), ("0", ""));
        let trace = YaglomTrace::new(12);
        let mark = |k, n| RowMark::of(trace.step(k).expect("row").pair, n);
        assert_eq!(mark(0, Notation::Binary), RowMark::Given);
        assert_eq!(mark(5, Notation::Fibonacci), RowMark::Theorem { zeros: 4 });
        assert_eq!(mark(1, Notation::Binary), RowMark::Holds);
        assert_eq!(mark(2, Notation::Binary).text(Lang::Vi), "✗ không");
        assert_eq!(
            mark(2, Notation::Fibonacci).text(Lang::En),
            "✓ 2 zeros · b = a0"
        );
    }

    #[test]
    fn the_binary_counterexample_shows_once_its_row_is_built() {
        let trace = YaglomTrace::new(12);
        let binary = TableView::One(Notation::Binary);
        assert!(!trace.pattern(binary, 2, Lang::Vi).contains("k = 2"));
        assert_eq!(
            trace.pattern(binary, 3, Lang::Vi),
            "Ở hệ nhị phân không có quy luật như vậy: dòng k = 2 có a = 11, b = 101, nhưng a thêm một chữ số 0 là 110 ≠ b."
        );
        assert!(!trace
            .pattern(TableView::All, 11, Lang::Vi)
            .contains("k = 2"));
        assert!(trace
            .pattern(TableView::All, 12, Lang::Vi)
            .contains("dòng k = 2"));
        assert!(YaglomTrace::new(2)
            .pattern(binary, 2, Lang::En)
            .contains("too few"));
    }

    #[test]
    fn guesses_are_judged_with_the_row_that_used_the_number() {
        let row = YaglomTrace::new(12).step(2).expect("row 2");
        assert_eq!(row.judge(3, Lang::Vi), (true, "Đúng: a_2 = 3.".into()));
        assert_eq!(
            row.judge(2, Lang::Vi),
            (false, "2 đã được dòng k = 1 dùng; a_2 = 3.".into())
        );
        assert_eq!(
            row.judge(9, Lang::En),
            (
                false,
                "A smaller number than 9 is still unused: a_2 = 3.".into()
            )
        );
        assert_eq!(strip_label(2, 2, Lang::Vi), "2: đã dùng, là b_1");
        assert_eq!(strip_label(0, 1, Lang::En), "0: used, it is a_0");
        assert_eq!(strip_label(3, 2, Lang::En), "3: not used yet");
    }
}
