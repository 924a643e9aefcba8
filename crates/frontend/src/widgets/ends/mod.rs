//! "Take a number from either end": the interval DP grid `dp[l][r]` filled by increasing
//! length, the rolled 1-D array that replaces it, the final scores and the game replayed.
//!
//! Every step comes from the solver's lazy [`IntervalTrace`]: for a short row (at most
//! [`MAX_GRID_LEN`] numbers) all steps are kept and the whole grid is drawn; for a long row (up
//! to 5000 numbers, 12.5 million steps) a page of steps around the position is computed on
//! demand, and the widget shows the current cell's formula and its two inputs without drawing
//! the grid. Each picture is drawn from the position alone. In predict mode the player stops
//! before each cell that has a choice until the learner says which end the mover should take.

mod view;

use std::cell::RefCell;
use std::rc::Rc;

use nimlab_solver::score::{
    num, read_row_exact, End, Grid, IntervalStep, IntervalTrace, Row, StepKind, Summary,
    SummaryFill, Turn, PROGRAMS,
};
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::timer::{self, Ticker};
use crate::dom::{self, Listener};
use crate::kit::code_panel::Source;
use crate::kit::form::InputField;
use crate::kit::shell::{CodeView, Effect, Stepper};
use crate::kit::{self, Predict};

/// The longest row whose grid is drawn (a 12 × 12 table still fits a phone with scrolling).
pub const MAX_GRID_LEN: usize = 12;
const DEFAULT_VALUES: &str = "8 15 3 7";
/// Steps fetched at once from the lazy trace for a long row.
const PAGE: usize = 512;
/// The longest row whose answer is computed at once; a longer one (up to 3 × 12.5 million
/// cells at n = 5000, a second or more in a slow browser) is computed in ticks.
const AT_ONCE_LEN: usize = 300;
/// Cells of each rolled array computed between two looks at the clock.
const CHUNK_CELLS: usize = 20_000;

pub enum Msg {
    Apply,
    SetPredict(bool),
    Guess(End),
    /// A slice of the answer's computation is due.
    Tick,
}

/// What a short row keeps: every step, the grid, and both replays.
struct Small {
    steps: Vec<IntervalStep>,
    grid: Grid,
    /// For each cell `l * n + r`, the index of the step that writes it.
    order: Vec<usize>,
    best: Vec<Turn>,
    greedy: Vec<Turn>,
}

struct Page {
    start: usize,
    steps: Vec<IntervalStep>,
}

/// One row being solved.
struct Run {
    row: Row,
    trace: IntervalTrace,
    total: usize,
    /// The scores, greedy's and the first move; `None` while `fill` is still at work.
    summary: Option<Summary>,
    fill: Option<SummaryFill>,
    /// Whether the trace's checkpoints are all recorded (after the answer, in ticks too), so
    /// that a jump far into a long trace is quick.
    recorded: bool,
    small: Option<Small>,
    page: RefCell<Option<Page>>,
}

impl Run {
    fn new(row: Row) -> Run {
        let trace = IntervalTrace::new(&row);
        // At most 5000 · 5001 / 2 steps: fits any usize the site runs on.
        let total = usize::try_from(trace.total()).unwrap_or(usize::MAX);
        let n = row.len();
        let small = (n <= MAX_GRID_LEN).then(|| {
            let steps = trace.steps(0, total);
            let mut order = vec![0; n * n];
            for (index, step) in steps.iter().enumerate() {
                if let Some(slot) = order.get_mut(step.l * n + step.r) {
                    *slot = index;
                }
            }
            Small {
                steps,
                grid: row.grid(),
                order,
                best: row.optimal_play(),
                greedy: row.greedy_play(),
            }
        });
        let mut fill = SummaryFill::new(&row);
        let summary = if n <= AT_ONCE_LEN {
            fill.advance(usize::MAX);
            fill.summary()
        } else {
            None
        };
        // Small traces keep their steps; a long one records checkpoints in ticks.
        let recorded = small.is_some();
        Run {
            fill: summary.is_none().then_some(fill),
            recorded,
            summary,
            trace,
            total,
            small,
            page: RefCell::new(None),
            row,
        }
    }

    fn n(&self) -> usize {
        self.row.len()
    }

    /// Works on the answer, then on the trace's checkpoints, for about a tick; `true` while
    /// more is left.
    fn advance(&mut self) -> bool {
        if let Some(fill) = self.fill.as_mut() {
            if !timer::work_for_a_tick(|| fill.advance(CHUNK_CELLS)) {
                return true;
            }
            self.summary = fill.summary();
            self.fill = None;
            return !self.recorded;
        }
        if !self.recorded {
            let trace = &mut self.trace;
            self.recorded = timer::work_for_a_tick(|| trace.record(CHUNK_CELLS));
        }
        !self.recorded
    }

    /// Whether work is left for the ticker.
    fn busy(&self) -> bool {
        self.fill.is_some() || !self.recorded
    }

    /// How far the answer's computation is, from 0 to 1 (1: done).
    fn progress(&self) -> f64 {
        self.fill.as_ref().map_or(1.0, SummaryFill::progress)
    }

    /// Step `k` (0-based), from the kept steps or from a page of the lazy trace.
    fn step(&self, k: usize) -> Option<IntervalStep> {
        if let Some(small) = &self.small {
            return small.steps.get(k).cloned();
        }
        if k >= self.total {
            return None;
        }
        let Ok(mut page) = self.page.try_borrow_mut() else {
            return self.trace.steps(k as u64, 1).into_iter().next();
        };
        let hit = page
            .as_ref()
            .is_some_and(|p| k >= p.start && k < p.start + p.steps.len());
        if !hit {
            let start = k - k % PAGE;
            *page = Some(Page {
                start,
                steps: self.trace.steps(start as u64, PAGE),
            });
        }
        page.as_ref()
            .and_then(|p| p.steps.get(k - p.start))
            .cloned()
    }

    /// The step that led to `position`.
    fn last(&self, position: usize) -> Option<IntervalStep> {
        position.checked_sub(1).and_then(|k| self.step(k))
    }

    fn values_text(&self, separator: &str) -> String {
        let list: Vec<String> = self.row.values().iter().map(i64::to_string).collect();
        list.join(separator)
    }

    /// The programs' judge input: `n`, then the row.
    fn stdin(&self) -> String {
        format!("{}\n{}", self.n(), self.values_text(" "))
    }
}

pub struct Ends {
    run: Run,
    /// By step index: the end guessed and whether it was a perfect move.
    predict: Predict<(End, bool)>,
    title: Element,
    intro: Element,
    values: InputField,
    apply: Element,
    predict_text: Element,
    predict_toggle: Element,
    view: view::View,
    predict_box: Element,
    question: Element,
    guess_left: Element,
    guess_right: Element,
    feedback: Element,
    score: Element,
    /// Drives the answer's computation for a long row.
    ticker: Rc<Ticker>,
    _listeners: Vec<Listener>,
}

impl Stepper for Ends {
    type Msg = Msg;

    fn build(
        root: &Element,
        placeholder: &Element,
        lang: Lang,
        dispatch: Rc<dyn Fn(Msg)>,
    ) -> Result<Ends, JsValue> {
        let (title, intro) = kit::header(root)?;

        let form = kit::form(root)?;
        let values = InputField::new(&form, "values")?;
        let (actions, apply) = kit::actions(&form)?;
        let (predict_toggle, predict_text) = kit::predict_switch(&actions)?;

        let predict_box = dom::child(root, "div", "predict ends-predict", "")?;
        let question = dom::child(&predict_box, "p", "predict-question", "")?;
        let buttons = dom::child(&predict_box, "div", "predict-buttons", "")?;
        let guess_left = dom::button(&buttons, "btn guess ends-guess-left", "")?;
        let guess_right = dom::button(&buttons, "btn guess ends-guess-right", "")?;
        let feedback = dom::child(&predict_box, "p", "predict-feedback", "")?;
        dom::set_attr(&feedback, "aria-live", "polite");
        let score = dom::child(&predict_box, "p", "predict-score", "")?;

        let view = view::View::new(root)?;

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&form, move || d(Msg::Apply))?);
        let d = dispatch.clone();
        listeners.push(kit::on_toggle(&predict_toggle, move |on| {
            d(Msg::SetPredict(on))
        })?);
        for (button, side) in [(&guess_left, End::Left), (&guess_right, End::Right)] {
            let d = dispatch.clone();
            listeners.push(Listener::new(button, "click", move |_| {
                d(Msg::Guess(side))
            })?);
        }
        let d = dispatch.clone();
        listeners.push(Listener::new(root, "keydown", move |event| {
            if let Some(side) = guess_key(&event) {
                d(Msg::Guess(side));
            }
        })?);

        let d = dispatch.clone();
        let ticker = Ticker::new(move || d(Msg::Tick));

        let mut widget = Ends {
            run: Run::new(Row::lesson_example()),
            predict: Predict::default(),
            title,
            intro,
            values,
            apply,
            predict_text,
            predict_toggle,
            view,
            predict_box,
            question,
            guess_left,
            guess_right,
            feedback,
            score,
            ticker,
            _listeners: listeners,
        };
        let attr = placeholder
            .get_attribute("data-values")
            .unwrap_or_else(|| DEFAULT_VALUES.to_string());
        widget.values.set_value(&attr.replace(',', " "));
        widget.read_fields(lang);
        widget.view.rebuild(&widget.run);
        Ok(widget)
    }

    fn sources(&self) -> Vec<Source> {
        Source::all(&PROGRAMS)
    }

    fn total(&self) -> usize {
        self.run.total
    }

    fn update(&mut self, msg: Msg, lang: Lang) -> Effect {
        match msg {
            Msg::Apply => {
                if self.read_fields(lang) {
                    return Effect::restart();
                }
                Effect::none()
            }
            Msg::SetPredict(on) => {
                self.predict.set_enabled(on);
                Effect::none()
            }
            Msg::Guess(side) => {
                // Only a step of the trace is asked about.
                let Some(step) = self.predict.waiting_for().and_then(|k| self.run.step(k)) else {
                    return Effect::none();
                };
                let lead = match side {
                    End::Left => step.take_left(),
                    End::Right => step.take_right(),
                };
                self.predict.answer((side, lead == step.value()))
            }
            Msg::Tick => {
                if self.run.advance() {
                    self.ticker.schedule();
                }
                Effect::none()
            }
        }
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        let index = position - 1;
        let combines = self
            .run
            .step(index)
            .is_some_and(|s| matches!(s.kind, StepKind::Combine { .. }));
        !combines || self.predict.ask(index, playing)
    }

    fn on_reset(&mut self) {
        self.clear_guesses();
    }

    fn draw(&mut self, position: usize, lang: Lang) {
        let spoiler = self.predict.enabled() && position < self.run.total;
        self.view.draw(&self.run, position, spoiler, lang);
        self.draw_predict(position, lang);
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        match self.run.last(position) {
            Some(step) => step.sentence(lang),
            None => lang
                .pick(
                    "Bảng còn trống. Bấm “Tiến một bước” hoặc “Chạy” (▶): các ô được tô theo độ \
                     dài đoạn tăng dần, bắt đầu từ đường chéo dp[i][i] = a[i].",
                    "The grid is empty. Press “Step forward” or “Play” (▶): cells are filled by \
                     increasing segment length, starting with the diagonal dp[i][i] = a[i].",
                )
                .to_string(),
        }
    }

    fn code(&self, position: usize) -> CodeView {
        match self.run.last(position) {
            Some(step) => CodeView {
                lines: PROGRAMS
                    .iter()
                    .map(|p| p.line_of(step.code_point()))
                    .collect(),
                variables: step
                    .variables(self.run.n())
                    .into_iter()
                    .map(|(name, value)| (name.to_string(), value))
                    .collect(),
            },
            None => CodeView {
                lines: Vec::new(),
                variables: vec![("n".to_string(), self.run.n().to_string())],
            },
        }
    }

    fn relabel(&mut self, lang: Lang) {
        dom::set_text(
            &self.title,
            lang.pick(
                "Lấy số ở hai đầu dãy: bảng dp trên đoạn",
                "Take a number from either end: the interval DP grid",
            ),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Hai người lần lượt lấy số ở đầu trái hoặc đầu phải của dãy còn lại và cộng vào \
                 điểm mình. Ô dp[l][r] là số điểm người đến lượt hơn đối thủ trên đoạn a[l..r] \
                 khi cả hai chơi tối ưu.",
                "Two players take turns removing the number at the left or right end of what is \
                 left and add it to their score. Cell dp[l][r] is how far the player to move \
                 ends ahead of the opponent on a[l..r] when both play perfectly.",
            ),
        );
        self.values.set_label(lang.pick(
            "Dãy số (ví dụ 8 15 3 7; tối đa 5000 số, |aᵢ| ≤ 10⁹)",
            "Row of numbers (e.g. 8 15 3 7; at most 5000, |aᵢ| ≤ 10⁹)",
        ));
        dom::set_text(&self.apply, lang.pick("Tính bảng", "Build grid"));
        dom::set_text(
            &self.predict_text,
            lang.pick(
                "Tự đoán đầu nên lấy trước mỗi ô",
                "Predict the end to take before each cell",
            ),
        );
        dom::set_text(&self.guess_left, lang.pick("← Trái (T)", "← Left (L)"));
        dom::set_text(&self.guess_right, lang.pick("Phải (P) →", "Right (R) →"));
        dom::set_attr(
            &self.guess_left,
            "aria-label",
            lang.pick("Đoán: lấy đầu trái", "Guess: take the left end"),
        );
        dom::set_attr(
            &self.guess_right,
            "aria-label",
            lang.pick("Đoán: lấy đầu phải", "Guess: take the right end"),
        );
        self.view.relabel(lang);
        self.read_fields_quietly(lang);
    }

    fn stdin(&self) -> String {
        self.run.stdin()
    }

    fn apply_stdin(&mut self, text: &str, lang: Lang) -> Result<(), InputError> {
        let row = read_row_exact(text)?;
        self.start(Run::new(row));
        self.values.set_value(&self.run.values_text(" "));
        self.values.show(None, lang);
        Ok(())
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        vec![("values", self.run.values_text(","))]
    }

    fn restore(&mut self, get: &dyn Fn(&str) -> Option<String>, lang: Lang) -> bool {
        let Some(values) = get("values") else {
            return false;
        };
        self.values.set_value(&values.replace(',', " "));
        self.read_fields(lang)
    }
}

impl Ends {
    /// Validates the row, showing the error at the field. On success the grid starts over on
    /// the new row; on an error the current picture stays.
    fn read_fields(&mut self, lang: Lang) -> bool {
        let row = Row::parse(&self.values.value());
        self.values.show(row.as_ref().err(), lang);
        match row {
            Ok(row) => {
                self.start(Run::new(row));
                true
            }
            Err(_) => false,
        }
    }

    /// Re-shows the field's message in `lang` without touching the picture.
    fn read_fields_quietly(&self, lang: Lang) {
        let row = Row::parse(&self.values.value());
        self.values.show(row.as_ref().err(), lang);
    }

    /// Shows `run` from step 0; a long row's answer is computed in ticks from now on (any
    /// computation for the previous row stops).
    fn start(&mut self, run: Run) {
        self.run = run;
        self.ticker.cancel();
        if self.run.busy() {
            self.ticker.schedule();
        }
        self.clear_guesses();
        self.view.rebuild(&self.run);
    }

    fn clear_guesses(&mut self) {
        self.predict.clear(self.run.total);
    }

    fn draw_predict(&self, position: usize, lang: Lang) {
        let p = &self.predict;
        dom::set_hidden(&self.predict_box, !p.enabled());
        kit::set_checked(&self.predict_toggle, p.enabled());
        let waiting = p.waiting_for().and_then(|k| self.run.step(k));
        let question = match &waiting {
            Some(step) => {
                let (l, r) = (step.l, step.r);
                let (without_left, without_right) = inputs(step);
                let a = self.run.row.values();
                let (x, y) = (
                    a.get(l).copied().unwrap_or(0),
                    a.get(r).copied().unwrap_or(0),
                );
                lang.pick(
                    format!(
                        "Đoạn [{l}, {r}]: người đến lượt nên lấy đầu nào? Trái a[{l}] = {} (rồi \
                         đối thủ hơn dp[{}][{r}] = {}) hay phải a[{r}] = {} (rồi đối thủ hơn \
                         dp[{l}][{}] = {})? Phím T / P.",
                        num(x),
                        l + 1,
                        num(without_left),
                        num(y),
                        r - 1,
                        num(without_right)
                    ),
                    format!(
                        "Segment [{l}, {r}]: which end should the mover take? Left a[{l}] = {} \
                         (then the opponent leads by dp[{}][{r}] = {}) or right a[{r}] = {} (then \
                         the opponent leads by dp[{l}][{}] = {})? Keys L / R.",
                        num(x),
                        l + 1,
                        num(without_left),
                        num(y),
                        r - 1,
                        num(without_right)
                    ),
                )
            }
            None => lang
                .pick(
                    "Bấm Tiến hoặc Chạy: trước mỗi ô có hai lựa chọn, bạn sẽ được hỏi nên lấy \
                     đầu trái hay đầu phải.",
                    "Press Step or Play: before each cell with two choices you will be asked \
                     whether to take the left or the right end.",
                )
                .to_string(),
        };
        dom::set_text(&self.question, &question);
        dom::set_disabled(&self.guess_left, waiting.is_none());
        dom::set_disabled(&self.guess_right, waiting.is_none());

        let feedback = position.checked_sub(1).and_then(|k| {
            let (side, right) = *p.guess(k)?;
            let step = self.run.step(k)?;
            let lead = |s: End| match s {
                End::Left => step.take_left(),
                End::Right => step.take_right(),
            };
            let other = match side {
                End::Left => End::Right,
                End::Right => End::Left,
            };
            let (g, o) = (end_name(side, lang), end_name(other, lang));
            let (gl, ol) = (num(lead(side)), num(lead(other)));
            Some(if step.is_tie() {
                lang.pick(
                    format!("✓ Đúng: hai đầu ngang nhau (cùng hơn {gl}), lấy đầu nào cũng tối ưu."),
                    format!("✓ Right: both ends lead by {gl}, so either move is perfect."),
                )
            } else if right {
                lang.pick(
                    format!("✓ Đúng: đầu {g} hơn {gl}, còn đầu {o} chỉ hơn {ol}."),
                    format!("✓ Right: the {g} end leads by {gl}, the {o} end only by {ol}."),
                )
            } else {
                lang.pick(
                    format!("✗ Chưa đúng: đầu {g} chỉ hơn {gl}, còn đầu {o} hơn {ol}."),
                    format!("✗ Not quite: the {g} end leads by only {gl}, the {o} end by {ol}."),
                )
            })
        });
        dom::set_text(&self.feedback, feedback.as_deref().unwrap_or(""));
        let (right, total) = p.score(|_, &(_, ok)| Some(ok));
        dom::set_text(
            &self.score,
            &lang.pick(
                format!("Đoán đúng {right} / {total} lần chọn"),
                format!("Right: {right} of {total} choices"),
            ),
        );
    }
}

/// `(dp[l+1][r], dp[l][r−1])` of a step that combines two cells (zeros for a single number).
fn inputs(step: &IntervalStep) -> (i64, i64) {
    match step.kind {
        StepKind::Combine {
            without_left,
            without_right,
            ..
        } => (without_left, without_right),
        StepKind::Base { .. } => (0, 0),
    }
}

fn end_name(side: End, lang: Lang) -> &'static str {
    match side {
        End::Left => lang.pick("trái", "left"),
        End::Right => lang.pick("phải", "right"),
    }
}

/// L / T (trái) or R / P (phải) pressed outside a text field answers the predict question.
fn guess_key(event: &web_sys::Event) -> Option<End> {
    match kit::shortcut(event)?.key.as_str() {
        "l" | "L" | "t" | "T" => Some(End::Left),
        "r" | "R" | "p" | "P" => Some(End::Right),
        _ => None,
    }
}
