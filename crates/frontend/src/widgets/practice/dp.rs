//! `dp-practice`: the interval DP grid of "take a number from either end", filled by the
//! learner. The diagonal is given (`dp[l][l] = a[l]`); every other cell of the upper triangle
//! is typed, once both cells it reads are known (the solver's order rule). The suggested cell
//! (outlined, asked in the question) is the first such cell by increasing length, then left
//! end, as the program fills them; any other open cell (marked `?`) can be chosen by clicking
//! it or pressing Enter on it. A mistake gets a hint showing both candidates with their numbers
//! (the cells and numbers it names are marked); a second one the solver's sentence for the
//! cell. The finished grid ends with the answer: the first player scores `(S + dp[0][n−1]) / 2`.
//!
//! Placeholder: `data-values` (2 to 8 numbers, each at most 999 in absolute value) fixes the
//! row; without it (or with a bad one) a random row of 4 to 6 numbers from 1 to 20.

use std::rc::Rc;

use nimlab_course::widgets::practice as words;
use nimlab_solver::input::Field;
use nimlab_solver::mex::join;
use nimlab_solver::random::Rng;
use nimlab_solver::score::{num, IntervalStep, IntervalTrace, Row};
use nimlab_solver::sorting;
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::{Answer, Exercise, Progress};
use crate::dom::{self, Listener};
use crate::kit::text::{Texts, Words};

/// The grid fits a phone up to this length.
const MAX_LEN: usize = 8;
const MAX_ABS: i64 = 999;

/// The typed cell value.
const VALUE: Field = Field::new("answer", words::DP_VALUE.0, words::DP_VALUE.1, "11");

pub struct DpPractice {
    row: Row,
    trace: IntervalTrace,
    /// The segment `[l, r]` of each cell to fill (length ≥ 2), in the program's order.
    cells: Vec<[usize; 2]>,
}

impl DpPractice {
    fn new(row: Row) -> DpPractice {
        let trace = IntervalTrace::new(&row);
        // The first n steps are the diagonal (length 1).
        let cells = trace
            .steps(row.len() as u64, trace.total() as usize)
            .iter()
            .map(|s| [s.l, s.r])
            .collect();
        DpPractice { row, trace, cells }
    }

    /// The solver's step that fills `cell`.
    fn step(&self, cell: usize) -> Option<IntervalStep> {
        self.trace.steps((self.row.len() + cell) as u64, 1).pop()
    }

    fn cell_of(&self, l: usize, r: usize) -> Option<usize> {
        self.cells.iter().position(|&c| c == [l, r])
    }

    fn a(&self) -> &[i64] {
        self.row.values()
    }
}

pub struct DpBoard {
    /// The column heads, whose numbers `a[r]` a hint may name.
    heads: Vec<Element>,
    /// Every cell of the grid, `l · n + r`.
    grid: Vec<Element>,
    /// Per cell to fill: the button, its value and its mark.
    cells: Vec<[Element; 3]>,
}

impl Exercise for DpPractice {
    const LETTERS: bool = false;
    const TITLE: Words = words::DP_TITLE;
    const INTRO: Words = words::DP_INTRO;
    type Board = DpBoard;

    fn fixed(placeholder: &Element) -> Option<Self> {
        let row = Row::parse(&placeholder.get_attribute("data-values")?).ok()?;
        let fits =
            (2..=MAX_LEN).contains(&row.len()) && row.values().iter().all(|v| v.abs() <= MAX_ABS);
        fits.then(|| DpPractice::new(row))
    }

    fn random(rng: &mut Rng) -> Self {
        let len = rng.range(4, 6) as usize;
        DpPractice::new(rng.row(len, 1, 20))
    }

    fn len(&self) -> usize {
        self.cells.len()
    }

    fn truth(&self, cell: usize) -> Option<Answer> {
        self.step(cell).map(|s| Answer::Number(s.value()))
    }

    fn open(&self, cell: usize, filled: &[bool]) -> bool {
        let known = |l, r| {
            self.cell_of(l, r)
                .is_some_and(|c| filled.get(c).copied().unwrap_or(false))
        };
        self.step(cell).is_some_and(|s| s.ready(known))
    }

    fn parse(&self, text: &str) -> Result<i64, InputError> {
        self.row.read_lead(text, VALUE)
    }

    fn build_board(
        &self,
        parent: &Element,
        texts: &Texts,
        select: Rc<dyn Fn(usize)>,
    ) -> Result<(DpBoard, Vec<Listener>), JsValue> {
        texts.child(parent, "p", "practice-grid-caption", words::DP_GRID_CAPTION)?;
        let wrap = dom::child(parent, "div", "practice-grid-wrap", "")?;
        let table = dom::child(&wrap, "table", "practice-grid", "")?;
        let head = dom::child(&table, "tr", "", "")?;
        // The empty corner is no header of anything: a plain cell.
        dom::child(&head, "td", "", "")?;
        let mut heads = Vec::new();
        for (r, value) in self.a().iter().enumerate() {
            let th = dom::child(&head, "th", "", &format!("r = {r}"))?;
            dom::set_attr(&th, "scope", "col");
            dom::child(&th, "span", "practice-head-value", &num(*value))?;
            heads.push(th);
        }
        let (mut grid, mut cells, mut listeners) = (Vec::new(), Vec::new(), Vec::new());
        for l in 0..self.a().len() {
            let tr = dom::child(&table, "tr", "", "")?;
            let th = dom::child(&tr, "th", "", &format!("l = {l}"))?;
            dom::set_attr(&th, "scope", "row");
            for (r, value) in self.a().iter().enumerate() {
                let td = dom::child(&tr, "td", "practice-dp-cell", "")?;
                if l > r {
                    dom::set_class(&td, "is-void", true);
                } else if l == r {
                    dom::set_class(&td, "is-given", true);
                    dom::child(&td, "span", "practice-dp-value", &num(*value))?;
                } else if let Some(cell) = self.cell_of(l, r) {
                    let button = dom::button(&td, "practice-dp-btn", "")?;
                    let value = dom::child(&button, "span", "practice-dp-value", "")?;
                    let mark = dom::decoration(&button, "span", "practice-dp-mark")?;
                    let pick = select.clone();
                    listeners.push(Listener::new(&button, "click", move |_| pick(cell))?);
                    cells.push((cell, [button, value, mark]));
                }
                grid.push(td);
            }
        }
        sorting::sort_by_key(&mut cells, |(cell, _)| *cell);
        let cells = cells.into_iter().map(|(_, parts)| parts).collect();
        Ok((DpBoard { heads, grid, cells }, listeners))
    }

    fn draw_board(&self, board: &DpBoard, progress: &Progress, hint: Option<usize>, lang: Lang) {
        for (cell, [button, value, mark]) in board.cells.iter().enumerate() {
            let Some(step) = self.step(cell) else {
                continue;
            };
            let filled = progress.is_filled(cell);
            let open = !filled && self.open(cell, &progress.filled);
            let current = progress.target == Some(cell);
            let missed = progress.is_missed(cell);
            let shown = match (filled, open) {
                (true, _) => num(step.value()),
                (_, true) => "?".to_string(),
                _ => "·".to_string(),
            };
            dom::set_text(value, &shown);
            let sign = match (current, missed, filled) {
                (true, _, _) => "▲",
                (_, true, _) => "!",
                (_, _, true) => "✓",
                _ => "",
            };
            dom::set_text(mark, sign);
            dom::set_disabled(button, !open || current);
            dom::set_class(button, "is-current", current);
            dom::set_class(button, "is-open", open && !current);
            dom::set_class(button, "is-filled", filled);
            dom::set_class(button, "is-missed", missed);
            if current {
                dom::set_attr(button, "aria-current", "true");
            } else {
                dom::remove_attr(button, "aria-current");
            }
            let name = self.name(cell);
            let label = match (filled, current, open) {
                (true, _, _) => format!("{name} = {}", num(step.value())),
                (_, true, _) => words::dp_cell_asked(&name, lang),
                (_, _, true) => words::dp_cell_open(&name, lang),
                _ => words::dp_cell_waiting(&name, lang),
            };
            dom::set_attr(button, "aria-label", &label);
        }
        // The hint on show names the two cells the asked one reads, and the two end numbers.
        let step = hint.and_then(|cell| self.step(cell));
        let reads = step.as_ref().map(IntervalStep::reads).unwrap_or_default();
        let n = self.a().len();
        for (index, td) in board.grid.iter().enumerate() {
            dom::set_class(td, "is-reading", reads.contains(&[index / n, index % n]));
        }
        for (r, th) in board.heads.iter().enumerate() {
            let named = step.as_ref().is_some_and(|s| s.l == r || s.r == r);
            dom::set_class(th, "is-reading", named);
        }
    }

    fn rules(&self, lang: Lang) -> String {
        let values = join(self.a().iter().map(|&v| num(v)));
        let total = num(self.row.total());
        words::dp_rules(&values, &total, lang)
    }

    fn question(&self, cell: usize, lang: Lang) -> String {
        let [l, r] = self.cells.get(cell).copied().unwrap_or_default();
        let values = self.a().get(l..=r).unwrap_or_default();
        let segment = join(values.iter().map(|&v| num(v)));
        words::dp_question(&self.name(cell), &segment, lang)
    }

    fn name(&self, cell: usize) -> String {
        self.cells
            .get(cell)
            .map_or(String::new(), |[l, r]| format!("dp[{l}][{r}]"))
    }

    fn hint(&self, cell: usize, lang: Lang) -> String {
        let candidates = self.step(cell).map(|s| s.candidates(lang));
        words::dp_hint(&candidates.unwrap_or_default(), &self.name(cell), lang)
    }

    fn reason(&self, cell: usize, lang: Lang) -> String {
        self.step(cell).map_or(String::new(), |s| s.sentence(lang))
    }

    fn finished(&self, lang: Lang) -> String {
        let scores = self.row.scores();
        let (s, d) = (num(self.row.total()), scores.diff());
        let dd = if d < 0 {
            format!("({})", num(d))
        } else {
            num(d)
        };
        let (first, second) = (num(scores.first), num(scores.second));
        let (last, d) = (self.a().len() - 1, num(d));
        words::dp_finished(last, &d, &s, &dd, &first, &second, lang)
    }
}
