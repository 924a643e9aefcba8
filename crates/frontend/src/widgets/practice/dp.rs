//! `dp-practice`: the interval DP grid of "take a number from either end", filled by the
//! learner. The diagonal is given (`dp[l][l] = a[l]`); every other cell of the upper triangle
//! is typed. The order rule: a cell may be filled once both cells it reads (`dp[l+1][r]` and
//! `dp[l][r−1]`, the segments without the left end and without the right end) are known. The
//! suggested cell (outlined, asked in the question) is the first such cell by increasing length,
//! then left end, as the program fills them; any other open cell (marked `?`) can be chosen by
//! clicking it or pressing Enter on it. A mistake gets a hint showing both candidates with their
//! numbers; a second one the solver's sentence for the cell. The finished grid ends with the
//! answer: the first player scores `(S + dp[0][n−1]) / 2`.
//!
//! Placeholder: `data-values` (2 to 8 numbers, each at most 999 in absolute value) fixes the
//! row; without it (or with a bad one) a random row of 4 to 6 numbers from 1 to 20.

use std::rc::Rc;

use nimlab_solver::input::{Field, RawInt};
use nimlab_solver::score::{num, IntervalStep, IntervalTrace, Row, StepKind};
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::{list, read_int, Answer, Entry, Exercise, Progress, Rng};
use crate::dom::{self, Listener};

/// The grid fits a phone up to this length.
const MAX_LEN: usize = 8;
const MAX_ABS: i64 = 999;

/// The typed cell value.
const VALUE: Field = Field::new("answer", "Giá trị ô", "Cell value", "11");

pub struct DpPractice {
    row: Row,
    /// The cells to fill (length ≥ 2), by length then left end.
    steps: Vec<IntervalStep>,
    /// `index[l · n + r]`: the cell number of segment `[l, r]`, if it is one to fill.
    index: Vec<Option<usize>>,
}

impl DpPractice {
    fn new(row: Row) -> DpPractice {
        let n = row.len();
        let trace = IntervalTrace::new(&row);
        // The first n steps are the diagonal (length 1).
        let steps: Vec<IntervalStep> = trace
            .steps(n as u64, trace.total() as usize)
            .into_iter()
            .filter(|s| matches!(s.kind, StepKind::Combine { .. }))
            .collect();
        let mut index = vec![None; n * n];
        for (k, s) in steps.iter().enumerate() {
            if let Some(slot) = index.get_mut(s.l * n + s.r) {
                *slot = Some(k);
            }
        }
        DpPractice { row, steps, index }
    }

    fn n(&self) -> usize {
        self.row.len()
    }

    fn cell_of(&self, l: usize, r: usize) -> Option<usize> {
        if l > r || r >= self.n() {
            return None;
        }
        self.index.get(l * self.n() + r).copied().flatten()
    }

    /// Whether `dp[l][r]` is known: the diagonal, or a filled cell.
    fn known(&self, l: usize, r: usize, filled: &[bool]) -> bool {
        l == r
            || self
                .cell_of(l, r)
                .is_some_and(|c| filled.get(c).copied().unwrap_or(false))
    }

    fn name(step: &IntervalStep) -> String {
        format!("dp[{}][{}]", step.l, step.r)
    }

    fn a(&self) -> &[i64] {
        self.row.values()
    }

    /// The largest `|dp|` possible: the sum of the absolute values.
    fn bound(&self) -> i64 {
        self.a().iter().map(|v| v.abs()).sum()
    }
}

/// A subtracted number, in parentheses when negative: `7 − (−4)`.
fn paren(v: i64) -> String {
    if v < 0 {
        format!("({})", num(v))
    } else {
        num(v)
    }
}

pub struct DpBoard {
    caption: Element,
    /// Per cell to fill: the button, its value and its mark.
    cells: Vec<(Element, Element, Element)>,
}

impl Exercise for DpPractice {
    const CLASS: &'static str = "dp-practice";
    const ENTRY: Entry = Entry::Number;
    type Board = DpBoard;

    fn fixed(placeholder: &Element) -> Option<Self> {
        let row = Row::parse(&placeholder.get_attribute("data-values")?).ok()?;
        let fits =
            (2..=MAX_LEN).contains(&row.len()) && row.values().iter().all(|v| v.abs() <= MAX_ABS);
        fits.then(|| DpPractice::new(row))
    }

    fn random(rng: &mut Rng) -> Self {
        let n = rng.range(4, 6);
        let raw: Vec<RawInt> = (0..n)
            .map(|_| RawInt::Value(i128::from(rng.range(1, 20))))
            .collect();
        let row = Row::from_raw(&raw).unwrap_or_else(|_| Row::lesson_example());
        DpPractice::new(row)
    }

    fn len(&self) -> usize {
        self.steps.len()
    }

    fn truth(&self, cell: usize) -> Option<Answer> {
        self.steps.get(cell).map(|s| Answer::Number(s.value()))
    }

    /// Open once both cells it reads are known.
    fn open(&self, cell: usize, filled: &[bool]) -> bool {
        self.steps
            .get(cell)
            .is_some_and(|s| self.known(s.l + 1, s.r, filled) && self.known(s.l, s.r - 1, filled))
    }

    fn parse(&self, text: &str) -> Result<i64, InputError> {
        let (value, shown) = read_int(text, VALUE)?;
        let bound = self.bound();
        if value.unsigned_abs() > bound.unsigned_abs() as u128 {
            let b = num(bound);
            return Err(InputError::custom(
                VALUE,
                format!("“{shown}” quá xa: mọi ô của bảng này nằm giữa −{b} và {b} (tổng trị tuyệt đối của dãy)."),
                format!("“{shown}” is out of reach: every cell of this grid lies between −{b} and {b} (the sum of the absolute values)."),
            ));
        }
        // |value| ≤ bound, an i64.
        Ok(value as i64)
    }

    fn build_board(
        &self,
        parent: &Element,
        select: Rc<dyn Fn(usize)>,
    ) -> Result<(DpBoard, Vec<Listener>), JsValue> {
        let n = self.n();
        let caption = dom::child(parent, "p", "practice-grid-caption", "")?;
        let wrap = dom::child(parent, "div", "practice-grid-wrap", "")?;
        let table = dom::child(&wrap, "table", "practice-grid", "")?;
        let head = dom::child(&table, "tr", "", "")?;
        // The empty corner is no header of anything: a plain cell.
        dom::child(&head, "td", "", "")?;
        for (r, value) in self.a().iter().enumerate() {
            let th = dom::child(&head, "th", "", &format!("r = {r}"))?;
            dom::set_attr(&th, "scope", "col");
            dom::child(&th, "span", "practice-head-value", &num(*value))?;
        }
        let mut cells: Vec<Option<(Element, Element, Element)>> = vec![None; self.len()];
        let mut listeners = Vec::new();
        for l in 0..n {
            let tr = dom::child(&table, "tr", "", "")?;
            let th = dom::child(&tr, "th", "", &format!("l = {l}"))?;
            dom::set_attr(&th, "scope", "row");
            for r in 0..n {
                let td = dom::child(&tr, "td", "practice-dp-cell", "")?;
                if l > r {
                    dom::set_class(&td, "is-void", true);
                } else if l == r {
                    dom::set_class(&td, "is-given", true);
                    let value = self.a().get(l).copied().unwrap_or_default();
                    dom::child(&td, "span", "practice-dp-value", &num(value))?;
                } else if let Some(cell) = self.cell_of(l, r) {
                    let button = dom::button(&td, "practice-dp-btn", "")?;
                    let value = dom::child(&button, "span", "practice-dp-value", "")?;
                    let mark = dom::child(&button, "span", "practice-dp-mark", "")?;
                    dom::set_attr(&mark, "aria-hidden", "true");
                    let pick = select.clone();
                    listeners.push(Listener::new(&button, "click", move |_| pick(cell))?);
                    if let Some(slot) = cells.get_mut(cell) {
                        *slot = Some((button, value, mark));
                    }
                }
            }
        }
        let cells = cells.into_iter().flatten().collect();
        Ok((DpBoard { caption, cells }, listeners))
    }

    fn draw_board(&self, board: &DpBoard, progress: &Progress, lang: Lang) {
        dom::set_text(
            &board.caption,
            lang.pick(
                "Ô ở hàng l, cột r là dp[l][r]. Đường chéo có sẵn; ô “?” điền được ngay, ô “·” cần các ô ngắn hơn trước.",
                "The cell in row l, column r is dp[l][r]. The diagonal is given; a “?” cell can be filled now, a “·” cell needs shorter ones first.",
            ),
        );
        for (cell, ((button, value, mark), step)) in board.cells.iter().zip(&self.steps).enumerate()
        {
            let filled = progress.is_filled(cell);
            let open = !filled && self.open(cell, &progress.filled);
            let current = progress.target == Some(cell);
            let name = Self::name(step);
            let shown = if filled {
                num(step.value())
            } else if open {
                "?".to_string()
            } else {
                "·".to_string()
            };
            dom::set_text(value, &shown);
            let sign = if current {
                "▲"
            } else if progress.is_missed(cell) {
                "!"
            } else if filled {
                "✓"
            } else {
                ""
            };
            dom::set_text(mark, sign);
            dom::set_disabled(button, !open || current);
            dom::set_class(button, "is-current", current);
            dom::set_class(button, "is-open", open && !current);
            dom::set_class(button, "is-filled", filled);
            dom::set_class(button, "is-missed", progress.is_missed(cell));
            if current {
                dom::set_attr(button, "aria-current", "true");
            } else {
                let _ = button.remove_attribute("aria-current");
            }
            let label = if filled {
                format!("{name} = {}", num(step.value()))
            } else if current {
                lang.pick(
                    format!("{name}: đang hỏi ô này"),
                    format!("{name}: being asked"),
                )
            } else if open {
                lang.pick(
                    format!("{name}: chọn để điền ô này"),
                    format!("{name}: choose to fill this cell"),
                )
            } else {
                lang.pick(
                    format!("{name}: cần điền các ô ngắn hơn trước"),
                    format!("{name}: needs shorter cells first"),
                )
            };
            dom::set_attr(button, "aria-label", &label);
        }
    }

    fn title(lang: Lang) -> &'static str {
        lang.pick("Tự điền bảng quy hoạch động", "Fill the DP grid yourself")
    }

    fn intro(lang: Lang) -> &'static str {
        lang.pick(
            "dp[l][r] là hiệu số (người sắp đi trừ người kia) trên đoạn a[l..r] khi cả hai chơi tối ưu: \
             dp[l][r] = max(a[l] − dp[l+1][r], a[r] − dp[l][r−1]). Điền các ô theo độ dài tăng dần: \
             gõ số rồi nhấn Enter, máy gợi ý ô tiếp theo; muốn điền ô “?” khác thì bấm vào nó.",
            "dp[l][r] is the lead (player to move minus the other) on the segment a[l..r] under perfect \
             play: dp[l][r] = max(a[l] − dp[l+1][r], a[r] − dp[l][r−1]). Fill the cells by increasing \
             length: type a number and press Enter, the next cell is suggested; to fill another “?” cell, \
             click it.",
        )
    }

    fn rules(&self, lang: Lang) -> String {
        let values = list(self.a().iter().map(|&v| num(v)));
        let total = num(self.row.total());
        lang.pick(
            format!("Dãy a = {values} (tổng S = {total}), đánh số từ 0."),
            format!("Row a = {values} (total S = {total}), numbered from 0."),
        )
    }

    fn question(&self, cell: usize, lang: Lang) -> String {
        let Some(step) = self.steps.get(cell) else {
            return String::new();
        };
        let name = Self::name(step);
        let segment = list(
            self.a()
                .get(step.l..=step.r)
                .unwrap_or_default()
                .iter()
                .map(|&v| num(v)),
        );
        lang.pick(
            format!("{name} (đoạn {segment}) bằng bao nhiêu? Gõ số rồi nhấn Enter."),
            format!("What is {name} (segment {segment})? Type a number and press Enter."),
        )
    }

    fn label(&self, cell: usize, _lang: Lang) -> String {
        self.steps
            .get(cell)
            .map_or(String::new(), |s| format!("{} =", Self::name(s)))
    }

    fn right(&self, cell: usize, lang: Lang) -> String {
        let Some(step) = self.steps.get(cell) else {
            return String::new();
        };
        let (name, value) = (Self::name(step), num(step.value()));
        lang.pick(
            format!("✓ Đúng: {name} = {value}."),
            format!("✓ Right: {name} = {value}."),
        )
    }

    fn hint(&self, cell: usize, lang: Lang) -> String {
        let Some(step) = self.steps.get(cell) else {
            return String::new();
        };
        let StepKind::Combine {
            a_left,
            a_right,
            without_left,
            without_right,
        } = step.kind
        else {
            return String::new();
        };
        let (l, r, name) = (step.l, step.r, Self::name(step));
        let left = format!(
            "a[{l}] − dp[{}][{r}] = {} − {} = {}",
            l + 1,
            num(a_left),
            paren(without_left),
            num(step.take_left())
        );
        let right = format!(
            "a[{r}] − dp[{l}][{}] = {} − {} = {}",
            r - 1,
            num(a_right),
            paren(without_right),
            num(step.take_right())
        );
        lang.pick(
            format!("✗ Chưa đúng. Gợi ý: lấy đầu trái thì hơn {left}; lấy đầu phải thì hơn {right}. {name} là số lớn hơn trong hai số đó."),
            format!("✗ Not yet. Hint: taking the left end leads by {left}; taking the right end leads by {right}. {name} is the larger of the two."),
        )
    }

    fn reason(&self, cell: usize, lang: Lang) -> String {
        let why = self
            .steps
            .get(cell)
            .map(|s| s.sentence(lang))
            .unwrap_or_default();
        lang.pick(
            format!("✗ Vẫn chưa đúng. {why}"),
            format!("✗ Still not right. {why}"),
        )
    }

    fn finished(&self, lang: Lang) -> String {
        let n = self.n();
        let scores = self.row.scores();
        let (total, d) = (self.row.total(), scores.diff());
        let (s, dd) = (num(total), paren(d));
        let (first, second) = (num(scores.first), num(scores.second));
        let last = n.saturating_sub(1);
        lang.pick(
            format!("Xong! dp[0][{last}] = {} là hiệu số của người đi trước trừ người đi sau. Với S = {s}, người đi trước được ({s} + {dd}) / 2 = {first} điểm, người đi sau được ({s} − {dd}) / 2 = {second} điểm.", num(d)),
            format!("Done! dp[0][{last}] = {} is the first player's score minus the second's. With S = {s}, the first player scores ({s} + {dd}) / 2 = {first} and the second ({s} − {dd}) / 2 = {second}.", num(d)),
        )
    }
}
