//! The SG pattern explorer ("bấm bảng"): the Grundy values of a splitting game of the E&D kind
//! as a 2-D table g(a, b), or of an octal game as the row g(0..n) folded into lines of a chosen
//! width (by default the proven period, so the period shows as vertical stripes), coloured by
//! value, with the pattern the solver proves written under it.
//!
//! The shell's player fills the cells in the solver's order, each by the mex of the values its
//! moves reach (the cells read are marked); a click (or the arrow keys on the focused table)
//! selects any cell and shows its options and their mex. In predict mode the player stops
//! before each new cell until the learner types its value.

use std::rc::Rc;

use nimlab_solver::input::{parse_number, Field, InputError, JudgeInput};
use nimlab_solver::octal::{
    FillState, GrundyFill, Leave, OctalCode, OctalTrace, StepKind, CODE, PROGRAMS, WORK_BUDGET,
};
use nimlab_solver::splitting::{
    brute_table, cell_step, closed_form_table, fill_order, parse_size, Group,
    SgTable as GrundyTable, MAX_TABLE_SIZE, SIZE,
};
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::timer::{self, Ticker};
use crate::dom::{self, Listener};
use crate::kit::code_panel::Source;
use crate::kit::form::InputField;
use crate::kit::shell::{CodeView, Effect, Stepper};
use crate::kit::{self, Predict};
use crate::widgets::values::{self, CellView, ValueLegend, ValueTable};

/// The largest octal `n` the widget shows and steps (about n² / 2 steps per splitting digit).
pub const MAX_OCTAL_N: u64 = 1000;
/// The widest line of the octal row.
pub const MAX_WIDTH: u64 = 40;
/// How far the octal values are computed to look for a period the Guy–Smith rule proves.
const PERIOD_SEARCH_N: usize = 4096;
/// Work units (64-bit words of split tests) of the period search between two looks at the
/// clock; the search runs in ticks, so a code whose values keep growing (seconds of work)
/// never freezes the page.
const SEARCH_SLICE: u64 = 20_000;
const WIDTH: Field = Field::new("width", "Độ rộng hàng", "Row width", "12");
const GUESS: Field = Field::new("guess", "Giá trị đoán", "Your guess", "3");

pub enum Msg {
    Apply,
    SetPredict(bool),
    Guess,
    Select(usize, usize),
    Key(String),
    /// A slice of the octal values or of the period search is due.
    Tick,
    /// Drop the octal values being computed; the table shown stays.
    Cancel,
}

/// What the Guy–Smith rule says about the code.
#[derive(Clone, Copy)]
enum PeriodInfo {
    Proven {
        start: usize,
        length: usize,
        /// The last `n` the rule's check compares.
        checked_to: usize,
    },
    /// Nothing proven within `g(0..=reached)`.
    NotFound { reached: usize },
    /// The search is still running; `g(0..computed)` are known so far, nothing is proven.
    Searching { computed: usize },
}

struct SplitRun {
    size: usize,
    table: GrundyTable,
    order: Vec<(usize, usize)>,
    /// `step_of[a − 1][b − 1]`: the index of the step that fills the cell.
    step_of: Vec<Vec<usize>>,
    closed_form_holds: bool,
}

impl SplitRun {
    fn new(size: usize) -> SplitRun {
        let table = brute_table(size);
        let order = fill_order(size);
        let mut step_of = vec![vec![0; size]; size];
        for (k, &(a, b)) in order.iter().enumerate() {
            if let Some(slot) = step_of.get_mut(a - 1).and_then(|row| row.get_mut(b - 1)) {
                *slot = k;
            }
        }
        let closed_form_holds = closed_form_table(size) == table;
        SplitRun {
            size,
            table,
            order,
            step_of,
            closed_form_holds,
        }
    }

    fn value(&self, a: usize, b: usize) -> Option<u32> {
        self.table
            .get(a.checked_sub(1)?)?
            .get(b.checked_sub(1)?)
            .copied()
    }
}

struct OctalRun {
    code: OctalCode,
    n: usize,
    trace: OctalTrace,
    period: PeriodInfo,
    /// The period search while it runs (in ticks).
    search: Option<Box<GrundyFill>>,
    /// The width typed by the learner; `None`: from the period.
    chosen_width: Option<usize>,
}

/// The values of an octal input still being computed, in ticks, when they take longer than
/// one: the table on screen stays the previous input's (and usable) until they are ready, and
/// a new input or the Cancel button drops them.
struct PendingOctal {
    code: OctalCode,
    n: usize,
    chosen_width: Option<usize>,
    fill: GrundyFill,
}

impl PendingOctal {
    fn new(code: OctalCode, n: usize, chosen_width: Option<usize>) -> PendingOctal {
        let fill = GrundyFill::new(&code, n, WORK_BUDGET);
        PendingOctal {
            code,
            n,
            chosen_width,
            fill,
        }
    }

    /// Computes for about a tick; `true` once the values are all there (or refused).
    fn advance(&mut self) -> bool {
        let fill = &mut self.fill;
        timer::work_for_a_tick(|| fill.advance(SEARCH_SLICE) != FillState::Running)
    }

    /// The run over the values, or the `n` field's error for a code whose values keep
    /// growing (the work budget ran out first).
    fn finish(self) -> Result<OctalRun, InputError> {
        let code = self.code;
        match self.fill.finish() {
            Ok(values) => Ok(OctalRun::from_values(code, values, self.chosen_width)),
            Err(reached) => Err(InputError::custom(
                Field::N,
                format!(
                    "giá trị Grundy của mã {} tăng mãi; chỉ tính nhanh được tới n = {reached}.",
                    code.text()
                ),
                format!(
                    "the Grundy values of code {} keep growing; they can be computed quickly only up to n = {reached}.",
                    code.text()
                ),
            )),
        }
    }

    fn progress(&self) -> (usize, usize) {
        (self.fill.computed(), self.n + 1)
    }
}

impl OctalRun {
    /// Checks the work first: a code whose values keep growing is refused at the `n` field.
    /// All at once: for inputs from a link, an embed or the code panel.
    fn new(code: OctalCode, n: usize, chosen_width: Option<usize>) -> Result<OctalRun, InputError> {
        let mut pending = PendingOctal::new(code, n, chosen_width);
        pending.fill.advance(u64::MAX);
        pending.finish()
    }

    /// The run over `G(0..=n)` computed already; the period search starts.
    fn from_values(code: OctalCode, values: Vec<u32>, chosen_width: Option<usize>) -> OctalRun {
        let n = values.len().saturating_sub(1);
        let trace = OctalTrace::from_grundy(&code, values);
        let search = GrundyFill::new(&code, PERIOD_SEARCH_N.max(n), WORK_BUDGET / 8);
        let mut run = OctalRun {
            code,
            n,
            trace,
            period: PeriodInfo::Searching { computed: 0 },
            search: Some(Box::new(search)),
            chosen_width,
        };
        // The first tick's worth at once: most codes are settled by then, and the table
        // opens at the period's width without a jump.
        run.advance();
        run
    }

    /// Works on the period search for about a tick; `true` while more is left.
    fn advance(&mut self) -> bool {
        let Some(search) = self.search.as_mut() else {
            return false;
        };
        let finished =
            timer::work_for_a_tick(|| search.advance(SEARCH_SLICE) != FillState::Running);
        if !finished {
            self.period = PeriodInfo::Searching {
                computed: search.computed(),
            };
            return true;
        }
        if let Some(search) = self.search.take() {
            self.period = self.period_of(search.finish());
        }
        false
    }

    /// What the Guy–Smith rule proves on the values the search computed.
    fn period_of(&self, values: Result<Vec<u32>, usize>) -> PeriodInfo {
        let code = &self.code;
        match values {
            Ok(g) => match code.period(&g) {
                Some(p) => PeriodInfo::Proven {
                    start: p.start,
                    length: p.length,
                    checked_to: (2 * p.start.max(1) + p.length + code.last_move())
                        .saturating_sub(1),
                },
                None => PeriodInfo::NotFound {
                    reached: g.len().saturating_sub(1),
                },
            },
            Err(reached) => PeriodInfo::NotFound { reached },
        }
    }

    fn width(&self) -> usize {
        if let Some(w) = self.chosen_width {
            return w;
        }
        match self.period {
            // A short period is repeated so each line has a few cells; stripes stay straight.
            Proven { length, .. } if length as u64 <= MAX_WIDTH => {
                length * 6_usize.div_ceil(length)
            }
            _ => 10,
        }
    }

    fn value(&self, i: usize) -> Option<u32> {
        self.trace.grundy().get(i).copied()
    }

    /// The heap the step before `position` is about, and whether its value is written.
    fn at(&self, position: usize) -> Option<(usize, bool, nimlab_solver::octal::Step)> {
        let step = self.trace.step(position.checked_sub(1)? as u64)?;
        let written = matches!(step.kind, StepKind::Mex { .. });
        Some((step.heap, written, step))
    }

    fn stdin(&self) -> String {
        format!("{} {}", self.code.text(), self.n)
    }
}

use PeriodInfo::Proven;

enum Run {
    Split(SplitRun),
    Octal(OctalRun),
}

pub struct SgTable {
    run: Run,
    /// An octal input whose values are being computed; `run` is shown meanwhile.
    pending: Option<PendingOctal>,
    /// Why the last octal input was refused after its values were tried (work budget).
    budget_error: Option<InputError>,
    progress: Element,
    progress_text: Element,
    cancel: Element,
    selected: (usize, usize),
    /// Guesses by cell (the step order's cell index).
    predict: Predict<u32>,
    title: Element,
    intro: Element,
    fields: Vec<(InputField, Field)>,
    apply: Element,
    predict_text: Element,
    predict_toggle: Element,
    legend: kit::Legend,
    values_legend: ValueLegend,
    table: ValueTable,
    shape: Option<(usize, usize, usize)>,
    predict_box: Element,
    question: Element,
    guess: InputField,
    guess_button: Element,
    feedback: Element,
    score: Element,
    pattern: Element,
    example: Element,
    example_parts: [Element; 3],
    info_title: Element,
    info: Element,
    /// Drives the octal period search.
    ticker: Rc<Ticker>,
    _listeners: Vec<Listener>,
}

const LEGEND: &[kit::LegendEntry] = &[
    ("is-current", "●", "ô đang tính", "cell being computed"),
    (
        "is-reading",
        "○",
        "ô mà các nước đi dẫn tới",
        "cells the moves lead to",
    ),
    ("is-selected", "◆", "ô bạn chọn", "the cell you chose"),
    (
        "is-example",
        "★",
        "ô ví dụ của quy luật",
        "the pattern's example",
    ),
];

impl Stepper for SgTable {
    type Msg = Msg;

    fn build(
        root: &Element,
        placeholder: &Element,
        lang: Lang,
        dispatch: Rc<dyn Fn(Msg)>,
    ) -> Result<SgTable, JsValue> {
        let attr = |name: &str, default: &str| {
            placeholder
                .get_attribute(name)
                .unwrap_or_else(|| default.to_string())
        };
        let octal = attr("data-game", "split") == "octal";
        let (title, intro) = kit::header(root)?;
        let form = kit::form(root)?;
        let mut fields = Vec::new();
        if octal {
            let code = InputField::new(&form, "code")?;
            code.set_value(&attr("data-code", "0.77"));
            fields.push((code, CODE));
            let n = InputField::new(&form, "n")?;
            n.set_value(&attr("data-n", "120"));
            dom::set_attr(&n.input, "inputmode", "numeric");
            fields.push((n, Field::N));
            let width = InputField::new(&form, "width")?;
            width.set_value(&attr("data-width", ""));
            dom::set_attr(&width.input, "inputmode", "numeric");
            fields.push((width, WIDTH));
        } else {
            let size = InputField::new(&form, "size")?;
            size.set_value(&attr("data-size", "20"));
            dom::set_attr(&size.input, "inputmode", "numeric");
            fields.push((size, SIZE));
        }
        let (actions, apply) = kit::actions(&form)?;
        let (predict_toggle, predict_text) = kit::predict_switch(&actions)?;
        let progress = dom::child(root, "div", "sg-progress", "")?;
        dom::set_attr(&progress, "role", "status");
        dom::set_hidden(&progress, true);
        let progress_text = dom::child(&progress, "span", "sg-progress-text", "")?;
        let cancel = dom::button(&progress, "btn sg-cancel", "")?;

        // The octal row has no pattern example (★).
        let marks = if octal { &LEGEND[..3] } else { LEGEND };
        let legend = kit::Legend::new(root, "sg", marks)?;
        let values_legend = ValueLegend::new(root)?;
        let d = dispatch.clone();
        let table = ValueTable::new(root, "sg-grid", move |r, c| d(Msg::Select(r, c)))?;

        let predict_box = dom::child(root, "form", "predict sg-predict", "")?;
        dom::set_attr(&predict_box, "novalidate", "");
        let question = dom::child(&predict_box, "p", "predict-question", "")?;
        let guess = InputField::new(&predict_box, "guess")?;
        dom::set_attr(&guess.input, "inputmode", "numeric");
        let guess_button = dom::child(&predict_box, "button", "btn btn-primary", "")?;
        dom::set_attr(&guess_button, "type", "submit");
        let feedback = dom::child(&predict_box, "p", "predict-feedback", "")?;
        dom::set_attr(&feedback, "aria-live", "polite");
        let score = dom::child(&predict_box, "p", "predict-score", "")?;

        let results = dom::child(root, "div", "results sg-results", "")?;
        let pattern = dom::child(&results, "p", "sg-pattern", "")?;
        let example = dom::child(&results, "p", "sg-example", "")?;
        let example_parts = [
            dom::child(&example, "span", "", "")?,
            dom::child(&example, "mark", "", "")?,
            dom::child(&example, "span", "", "")?,
        ];
        let info_box = dom::child(&results, "div", "sg-info", "")?;
        let info_title = dom::child(&info_box, "p", "sg-info-title", "")?;
        let info = dom::child(&info_box, "p", "sg-info-text", "")?;
        dom::set_attr(&info, "aria-live", "polite");

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&form, move || d(Msg::Apply))?);
        let d = dispatch.clone();
        listeners.push(kit::on_toggle(&predict_toggle, move |on| {
            d(Msg::SetPredict(on))
        })?);
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&predict_box, move || d(Msg::Guess))?);
        let d = dispatch.clone();
        listeners.push(Listener::new(&cancel, "click", move |_| d(Msg::Cancel))?);
        for target in table.focus_targets() {
            let d = dispatch.clone();
            listeners.push(values::on_cursor_keys(target, move |key| d(Msg::Key(key)))?);
        }

        let d = dispatch.clone();
        let ticker = Ticker::new(move || d(Msg::Tick));
        let run = if octal {
            match OctalCode::parse("0.77").and_then(|c| OctalRun::new(c, 120, None)) {
                Ok(run) => Run::Octal(run),
                Err(_) => Run::Split(SplitRun::new(20)),
            }
        } else {
            Run::Split(SplitRun::new(20))
        };
        let mut widget = SgTable {
            run,
            pending: None,
            budget_error: None,
            progress,
            progress_text,
            cancel,
            selected: (0, 0),
            predict: Predict::default(),
            title,
            intro,
            fields,
            apply,
            predict_text,
            predict_toggle,
            legend,
            values_legend,
            table,
            shape: None,
            predict_box,
            question,
            guess,
            guess_button,
            feedback,
            score,
            pattern,
            example,
            example_parts,
            info_title,
            info,
            ticker,
            _listeners: listeners,
        };
        widget.read_fields(lang);
        widget.reset_selection();
        Ok(widget)
    }

    fn sources(&self) -> Vec<Source> {
        match self.run {
            Run::Octal(_) => Source::all(&PROGRAMS),
            // The splitting family has no program of its own yet: no code runner.
            Run::Split(_) => Vec::new(),
        }
    }

    fn total(&self) -> usize {
        match &self.run {
            Run::Split(run) => run.order.len(),
            Run::Octal(run) => usize::try_from(run.trace.total()).unwrap_or(usize::MAX),
        }
    }

    fn update(&mut self, msg: Msg, lang: Lang) -> Effect {
        match msg {
            Msg::Apply if matches!(self.run, Run::Octal(_)) => self.apply_octal(lang),
            Msg::Apply => {
                if self.read_fields(lang) {
                    self.reset_selection();
                    return Effect::restart();
                }
                Effect::none()
            }
            Msg::SetPredict(on) => {
                self.predict.set_enabled(on);
                Effect::none()
            }
            Msg::Guess => {
                if self.predict.waiting_for().is_none() {
                    return Effect::none();
                }
                let guess = parse_number(&self.guess.value(), GUESS, 0, 1000);
                self.guess.show(guess.as_ref().err(), lang);
                let Ok(guess) = guess else {
                    return Effect::none();
                };
                self.guess.set_value("");
                self.predict.answer(guess as u32)
            }
            Msg::Select(r, c) => {
                if let Some(cell) = self.cell_of(r, c) {
                    self.selected = cell;
                }
                Effect::none()
            }
            Msg::Tick if self.pending.is_some() => self.tick_pending(lang),
            Msg::Cancel => {
                self.pending = None;
                self.draw_progress(lang);
                Effect::none()
            }
            Msg::Tick => {
                if let Run::Octal(run) = &mut self.run {
                    if run.advance() {
                        self.ticker.schedule();
                    }
                }
                Effect::none()
            }
            Msg::Key(key) => {
                let (rows, cols, _) = self.grid_shape();
                let (r, c) = self.grid_pos(self.selected);
                if let Some((r, c)) = values::arrow(&key, r, c, rows, cols) {
                    if let Some(cell) = self.cell_of(r, c) {
                        self.selected = cell;
                    }
                }
                Effect::none()
            }
        }
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        let Some(cell) = self.opened_cell(position) else {
            return true;
        };
        cell == 0 || self.predict.ask(cell, playing)
    }

    fn on_reset(&mut self) {
        self.clear_guesses();
    }

    fn draw(&mut self, position: usize, lang: Lang) {
        self.draw_grid(position, lang);
        self.draw_results(lang);
        self.draw_predict(position, lang);
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        let start = lang.pick(
            "Bảng còn trống. Bấm “Tiến một bước” hoặc “Chạy” (▶) để tính từng ô bằng mex.",
            "The table is empty. Press “Step forward” or “Play” (▶) to compute each cell by a mex.",
        );
        match &self.run {
            Run::Split(run) => position
                .checked_sub(1)
                .and_then(|k| run.order.get(k))
                .and_then(|&(a, b)| cell_step(&run.table, a, b))
                .map(|step| step.sentence(lang))
                .unwrap_or_else(|| start.to_string()),
            Run::Octal(run) => run
                .at(position)
                .map(|(_, _, step)| step.sentence(lang))
                .unwrap_or_else(|| start.to_string()),
        }
    }

    fn code(&self, position: usize) -> CodeView {
        match &self.run {
            Run::Octal(run) => match run.at(position) {
                Some((_, _, step)) => CodeView {
                    lines: PROGRAMS
                        .iter()
                        .map(|p| p.line_of(step.code_point()))
                        .collect(),
                    variables: step
                        .variables(run.n)
                        .into_iter()
                        .map(|(name, value)| (name.to_string(), value))
                        .collect(),
                },
                None => CodeView {
                    lines: Vec::new(),
                    variables: vec![("n".to_string(), run.n.to_string())],
                },
            },
            Run::Split(_) => CodeView {
                lines: Vec::new(),
                variables: Vec::new(),
            },
        }
    }

    fn relabel(&mut self, lang: Lang) {
        // The guess's refusal is kept nowhere else: the field says it again.
        self.guess.refresh(lang);
        let octal = matches!(self.run, Run::Octal(_));
        dom::set_text(
            &self.title,
            if octal {
                lang.pick(
                    "Bảng Grundy của trò chơi bát phân",
                    "The Grundy row of an octal game",
                )
            } else {
                lang.pick(
                    "Bảng Grundy của trò tách đống E&D",
                    "The Grundy table of the splitting game E&D",
                )
            },
        );
        dom::set_text(
            &self.intro,
            if octal {
                lang.pick(
                    "Ô i là g(i), giá trị Grundy của một hàng i vật; dãy được xếp thành các dòng \
                     bằng nhau, mặc định dài bằng chu kỳ, nên một chu kỳ hiện ra thành các cột cùng màu. \
                     Bấm vào một ô để xem các nước đi của nó và mex.",
                    "Cell i is g(i), the Grundy value of a row of i objects; the sequence is folded \
                     into equal lines, by default as long as the period, so a period shows as columns \
                     of one colour. Click a cell to see its moves and their mex.",
                )
            } else {
                lang.pick(
                    "Ô ở hàng a, cột b là g(a, b) của một nhóm hai đống a và b: bỏ một đống, tách \
                     đống kia thành hai đống khác rỗng. Bấm vào một ô để xem các cách tách và mex.",
                    "The cell in row a, column b is g(a, b) for a group of piles a and b: throw one \
                     pile away and split the other into two non-empty piles. Click a cell to see \
                     its splits and their mex.",
                )
            },
        );
        for (field, kind) in &self.fields {
            let label = match field_name(*kind) {
                "code" => lang
                    .pick("Mã bát phân (ví dụ 0.77)", "Octal code (e.g. 0.77)")
                    .to_string(),
                "n" => lang.pick(
                    format!("Số vật lớn nhất n (0 – {MAX_OCTAL_N})"),
                    format!("Largest row n (0 – {MAX_OCTAL_N})"),
                ),
                "width" => lang.pick(
                    format!("Độ rộng dòng (1 – {MAX_WIDTH}, trống: theo chu kỳ)"),
                    format!("Line width (1 – {MAX_WIDTH}, empty: the period)"),
                ),
                _ => lang.pick(
                    format!("Kích thước bảng (1 – {MAX_TABLE_SIZE})"),
                    format!("Table size (1 – {MAX_TABLE_SIZE})"),
                ),
            };
            field.set_label(&label);
        }
        dom::set_text(&self.apply, lang.pick("Lập bảng", "Build table"));
        dom::set_text(
            &self.predict_text,
            lang.pick("Tự đoán trước mỗi ô", "Predict each cell first"),
        );
        self.guess
            .set_label(lang.pick("Giá trị của ô", "The cell's value"));
        dom::set_text(&self.guess_button, lang.pick("Kiểm tra", "Check"));
        self.legend.relabel(lang);
        dom::set_attr(
            &self.table.grid.wrap,
            "aria-label",
            lang.pick(
                "Bảng giá trị Grundy; phím mũi tên chọn ô",
                "Table of Grundy values; arrow keys choose a cell",
            ),
        );
        self.table.set_labels(
            lang.pick("Bảng giá trị Grundy", "Table of Grundy values"),
            lang.pick(
                "Bảng giá trị Grundy dạng ảnh; phím mũi tên chọn ô, giá trị đọc ở dòng dưới",
                "Table of Grundy values as a picture; arrow keys choose a cell, its value is read out below",
            ),
        );
        dom::set_text(
            &self.info_title,
            lang.pick("Ô bạn chọn (◆)", "The cell you chose (◆)"),
        );
        self.read_fields_quietly(lang);
    }

    fn stdin(&self) -> String {
        match &self.run {
            Run::Split(run) => run.size.to_string(),
            Run::Octal(run) => run.stdin(),
        }
    }

    fn apply_stdin(&mut self, text: &str, lang: Lang) -> Result<(), InputError> {
        let mut input = JudgeInput::new(text);
        match &self.run {
            Run::Split(_) => {
                let size = input.count(SIZE, 1, MAX_TABLE_SIZE as usize)?;
                input.finish()?;
                self.set_field(SIZE, &size.to_string());
                self.start(Run::Split(SplitRun::new(size)));
            }
            Run::Octal(run) => {
                let width = run.chosen_width;
                let code = OctalCode::parse(input.word(CODE)?)?;
                let n = input.count(Field::N, 0, MAX_OCTAL_N as usize)?;
                input.finish()?;
                let run = OctalRun::new(code, n, width)?;
                self.set_field(CODE, &run.code.text());
                self.set_field(Field::N, &n.to_string());
                self.start(Run::Octal(run));
            }
        }
        for (field, _) in &self.fields {
            field.show(None, lang);
        }
        self.reset_selection();
        Ok(())
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        let mut params = match &self.run {
            Run::Split(run) => vec![("size", run.size.to_string())],
            Run::Octal(run) => {
                let mut p = vec![("code", run.code.text()), ("n", run.n.to_string())];
                if let Some(w) = run.chosen_width {
                    p.push(("width", w.to_string()));
                }
                p
            }
        };
        params.push(("cell", format!("{}.{}", self.selected.0, self.selected.1)));
        params
    }

    fn restore(&mut self, get: &dyn Fn(&str) -> Option<String>, lang: Lang) -> bool {
        let mut any = false;
        let names: Vec<Field> = self.fields.iter().map(|(_, f)| *f).collect();
        for kind in names {
            if let Some(value) = get(field_name(kind)) {
                self.set_field(kind, &value);
                any = true;
            }
        }
        if any && self.read_fields(lang) {
            self.reset_selection();
        }
        if let Some(cell) = get("cell") {
            let mut parts = cell.split('.').map(|p| p.trim().parse::<usize>().ok());
            if let (Some(Some(x)), Some(Some(y))) = (parts.next(), parts.next()) {
                if self.valid_cell((x, y)) {
                    self.selected = (x, y);
                    any = true;
                }
            }
        }
        any
    }
}

fn field_name(field: Field) -> &'static str {
    field.api_name()
}

/// `v` in binary with at least `width` digits.
fn binary(v: usize, width: usize) -> String {
    format!("{v:0width$b}")
}

impl SgTable {
    fn field(&self, kind: Field) -> Option<&InputField> {
        self.fields
            .iter()
            .find(|(_, f)| *f == kind)
            .map(|(field, _)| field)
    }

    fn set_field(&self, kind: Field, value: &str) {
        if let Some(field) = self.field(kind) {
            field.set_value(value);
        }
    }

    fn value_of(&self, kind: Field) -> String {
        self.field(kind).map(InputField::value).unwrap_or_default()
    }

    /// Validates the fields, showing each error next to its field; on success the table
    /// starts over on the new input, else the current table stays.
    fn read_fields(&mut self, lang: Lang) -> bool {
        match self.parse(lang) {
            Some(run) => {
                self.start(run);
                true
            }
            None => false,
        }
    }

    /// Shows the fields' errors in the page's language without computing anything.
    fn read_fields_quietly(&self, lang: Lang) {
        match self.run {
            Run::Split(_) => {
                let _ = self.parse(lang);
            }
            Run::Octal(_) => {
                if self.parse_octal(lang).is_some() {
                    self.show(Field::N, self.budget_error.as_ref(), lang);
                }
                self.draw_progress(lang);
            }
        }
    }

    fn parse(&self, lang: Lang) -> Option<Run> {
        match self.run {
            Run::Split(_) => {
                let size = parse_size(&self.value_of(SIZE));
                self.show(SIZE, size.as_ref().err(), lang);
                size.ok().map(|s| Run::Split(SplitRun::new(s)))
            }
            Run::Octal(_) => {
                let (code, n, width) = self.parse_octal(lang)?;
                let run = OctalRun::new(code, n, width);
                self.show(Field::N, run.as_ref().err(), lang);
                run.ok().map(Run::Octal)
            }
        }
    }

    /// The octal fields read, each error shown at its field.
    fn parse_octal(&self, lang: Lang) -> Option<(OctalCode, usize, Option<usize>)> {
        let code = OctalCode::parse(&self.value_of(CODE));
        let n = parse_number(&self.value_of(Field::N), Field::N, 0, MAX_OCTAL_N);
        let width_text = self.value_of(WIDTH);
        let width = if width_text.trim().is_empty() {
            Ok(None)
        } else {
            parse_number(&width_text, WIDTH, 1, MAX_WIDTH).map(|w| Some(w as usize))
        };
        self.show(CODE, code.as_ref().err(), lang);
        self.show(WIDTH, width.as_ref().err(), lang);
        self.show(Field::N, n.as_ref().err(), lang);
        let (Ok(code), Ok(n), Ok(width)) = (code, n, width) else {
            return None;
        };
        Some((code, n as usize, width))
    }

    /// The form's button on an octal table: the values are computed for a tick at once (most
    /// codes are done by then), else in later ticks with a progress line, while the table
    /// shown stays usable. A new input replaces the one being computed.
    fn apply_octal(&mut self, lang: Lang) -> Effect {
        self.pending = None;
        self.budget_error = None;
        let Some((code, n, width)) = self.parse_octal(lang) else {
            self.draw_progress(lang);
            return Effect::none();
        };
        let mut pending = PendingOctal::new(code, n, width);
        let started = timer::now();
        let done = pending.advance();
        // Finishing costs a period-search tick and a redraw: only in this task if the values
        // took little of it.
        if done && timer::now() - started < timer::TICK_MS / 2.0 {
            return self.finish_pending(pending, lang);
        }
        self.pending = Some(pending);
        self.ticker.schedule();
        self.draw_progress(lang);
        Effect::none()
    }

    fn tick_pending(&mut self, lang: Lang) -> Effect {
        let Some(mut pending) = self.pending.take() else {
            return Effect::none();
        };
        // A tick either computes or finishes, so that no task does both.
        if pending.fill.state() != FillState::Running {
            return self.finish_pending(pending, lang);
        }
        pending.advance();
        self.pending = Some(pending);
        self.ticker.schedule();
        self.draw_progress(lang);
        Effect::none()
    }

    fn finish_pending(&mut self, pending: PendingOctal, lang: Lang) -> Effect {
        let result = pending.finish();
        self.show(Field::N, result.as_ref().err(), lang);
        self.budget_error = result.as_ref().err().cloned();
        self.draw_progress(lang);
        match result {
            Ok(run) => {
                self.start(Run::Octal(run));
                self.reset_selection();
                Effect::restart()
            }
            Err(_) => Effect::none(),
        }
    }

    /// The progress line of the values being computed (hidden when none are).
    fn draw_progress(&self, lang: Lang) {
        dom::set_hidden(&self.progress, self.pending.is_none());
        let Some(pending) = &self.pending else {
            return;
        };
        let (done, all) = pending.progress();
        let code = pending.code.text();
        dom::set_text(
            &self.progress_text,
            &lang.pick(
                format!(
                    "Đang tính g(0) … g({}) của mã {code}: xong {done} / {all} giá trị. Bảng \
                     đang hiện vẫn dùng được; bảng mới sẽ thay khi tính xong.",
                    pending.n
                ),
                format!(
                    "Computing g(0) … g({}) of code {code}: {done} / {all} values done. The \
                     table shown stays usable; the new one replaces it when ready.",
                    pending.n
                ),
            ),
        );
        dom::set_text(&self.cancel, lang.pick("Hủy", "Cancel"));
    }

    fn show(&self, kind: Field, error: Option<&InputError>, lang: Lang) {
        if let Some(field) = self.field(kind) {
            field.show(error, lang);
        }
    }

    /// Shows `run` from step 0; an octal period search still running goes on in ticks (the
    /// previous input's search stops).
    fn start(&mut self, run: Run) {
        self.run = run;
        self.ticker.cancel();
        if matches!(&self.run, Run::Octal(run) if run.search.is_some()) {
            self.ticker.schedule();
        }
        self.clear_guesses();
        self.shape = None;
    }

    fn cells(&self) -> usize {
        match &self.run {
            Run::Split(run) => run.order.len(),
            Run::Octal(run) => run.n + 1,
        }
    }

    fn clear_guesses(&mut self) {
        self.predict.clear(self.cells());
    }

    /// The default selection: the lesson's example (3, 6) when it fits, heap 4 for octal.
    fn reset_selection(&mut self) {
        self.selected = match &self.run {
            Run::Split(run) if run.size >= 6 => (3, 6),
            Run::Split(run) => (run.size, run.size),
            Run::Octal(run) => (run.n.min(4), 0),
        };
    }

    fn valid_cell(&self, (x, y): (usize, usize)) -> bool {
        match &self.run {
            Run::Split(run) => (1..=run.size).contains(&x) && (1..=run.size).contains(&y),
            Run::Octal(run) => x <= run.n && y == 0,
        }
    }

    /// Rows, columns, and the octal width (0 for the split table).
    fn grid_shape(&self) -> (usize, usize, usize) {
        match &self.run {
            Run::Split(run) => (run.size, run.size, 0),
            Run::Octal(run) => {
                let w = run.width().max(1);
                ((run.n + 1).div_ceil(w), w, w)
            }
        }
    }

    /// The cell (a, b) or (i, 0) shown at grid position (r, c), if any.
    fn cell_of(&self, r: usize, c: usize) -> Option<(usize, usize)> {
        let cell = match &self.run {
            Run::Split(_) => (r + 1, c + 1),
            Run::Octal(run) => (r * run.width().max(1) + c, 0),
        };
        self.valid_cell(cell).then_some(cell)
    }

    fn grid_pos(&self, (x, y): (usize, usize)) -> (usize, usize) {
        match &self.run {
            Run::Split(_) => (x.saturating_sub(1), y.saturating_sub(1)),
            Run::Octal(run) => {
                let w = run.width().max(1);
                (x / w, x % w)
            }
        }
    }

    /// The cell index (in the step order) whose first step is the step entering `position`.
    fn opened_cell(&self, position: usize) -> Option<usize> {
        let index = position.checked_sub(1)?;
        match &self.run {
            Run::Split(run) => (index < run.order.len()).then_some(index),
            Run::Octal(run) => {
                let step = run.trace.step(index as u64)?;
                let range = run.trace.heap_steps(step.heap)?;
                (range.start == index as u64).then_some(step.heap)
            }
        }
    }

    /// The cell written by the step entering `position` and its value.
    fn written_at(&self, position: usize) -> Option<(usize, u32)> {
        let index = position.checked_sub(1)?;
        match &self.run {
            Run::Split(run) => {
                let &(a, b) = run.order.get(index)?;
                Some((index, run.value(a, b)?))
            }
            Run::Octal(run) => match run.at(position)? {
                (heap, true, _) => Some((heap, run.value(heap)?)),
                _ => None,
            },
        }
    }

    fn cell_label(&self, cell: usize) -> String {
        match &self.run {
            Run::Split(run) => run
                .order
                .get(cell)
                .map(|(a, b)| format!("({a}, {b})"))
                .unwrap_or_default(),
            Run::Octal(_) => cell.to_string(),
        }
    }

    fn draw_grid(&mut self, position: usize, lang: Lang) {
        let shape = self.grid_shape();
        let (rows, cols, _) = shape;
        if self.shape != Some(shape) {
            let (corner, row_heads, col_heads): (String, Vec<String>, Vec<String>) = match &self.run
            {
                Run::Split(_) => (
                    "a \\ b".to_string(),
                    (1..=rows).map(|a| a.to_string()).collect(),
                    (1..=cols).map(|b| b.to_string()).collect(),
                ),
                Run::Octal(_) => (
                    "i".to_string(),
                    (0..rows).map(|r| (r * cols).to_string()).collect(),
                    (0..cols).map(|c| format!("+{c}")).collect(),
                ),
            };
            self.table.reshape(&corner, &row_heads, &col_heads);
            self.shape = Some(shape);
        }
        let max = match &self.run {
            Run::Split(run) => run.table.iter().flatten().copied().max().unwrap_or(0),
            Run::Octal(run) => run.trace.grundy().iter().copied().max().unwrap_or(0),
        };
        self.table.set_max(u64::from(max));
        self.values_legend
            .draw(u64::from(max), !self.table.on_canvas(), lang);

        let selected = self.selected;
        // The finished table rests without step marks, so its pattern reads clearly.
        let marked = position < self.total();
        match &self.run {
            Run::Split(run) => {
                let current = position
                    .checked_sub(1)
                    .and_then(|k| run.order.get(k))
                    .copied()
                    .filter(|_| marked);
                let reads = current
                    .and_then(|(a, b)| cell_step(&run.table, a, b))
                    .map(|s| s.reads)
                    .unwrap_or_default();
                let views: Vec<(usize, usize, CellView)> = (1..=run.size)
                    .flat_map(|a| (1..=run.size).map(move |b| (a, b)))
                    .map(|(a, b)| {
                        let shown = run
                            .step_of
                            .get(a - 1)
                            .and_then(|row| row.get(b - 1))
                            .is_some_and(|&k| k < position);
                        let value = run.value(a, b).filter(|_| shown).map(u64::from);
                        let label = match value {
                            Some(v) => format!("g({a}, {b}) = {v}"),
                            None => format!("g({a}, {b}) = ?"),
                        };
                        let view = CellView {
                            value,
                            caption: String::new(),
                            current: current == Some((a, b)),
                            reading: reads.contains(&(a, b)),
                            selected: selected == (a, b),
                            example: selected == (a, b),
                            edge_right: false,
                            edge_bottom: false,
                            label,
                        };
                        (a - 1, b - 1, view)
                    })
                    .collect();
                for (r, c, view) in views {
                    self.table.set(r, c, view);
                }
            }
            Run::Octal(run) => {
                let at = run.at(position);
                let current = at.as_ref().map(|(heap, _, _)| *heap).filter(|_| marked);
                let reads: Vec<usize> = match at.as_ref().filter(|_| marked) {
                    Some((_, _, step)) => match step.kind {
                        StepKind::Move { .. } => step.reads(),
                        // The mex step: every cell the heap's moves read.
                        StepKind::Mex { .. } => run
                            .code
                            .moves(step.heap)
                            .flat_map(|m| match m.leave {
                                Leave::Nothing => Vec::new(),
                                Leave::One(r) => vec![r],
                                Leave::Two(x, y) => vec![x, y],
                            })
                            .collect(),
                    },
                    None => Vec::new(),
                };
                let (done_below, current_written) = match &at {
                    Some((heap, written, _)) => (*heap, *written),
                    None => (0, false),
                };
                let w = cols.max(1);
                for r in 0..rows {
                    for c in 0..cols {
                        let i = r * w + c;
                        if i > run.n {
                            self.table.set(r, c, CellView::default());
                            continue;
                        }
                        let shown = i < done_below || (i == done_below && current_written);
                        let value = run.value(i).filter(|_| shown).map(u64::from);
                        let label = match value {
                            Some(v) => format!("g({i}) = {v}"),
                            None => format!("g({i}) = ?"),
                        };
                        let view = CellView {
                            value,
                            caption: i.to_string(),
                            current: current == Some(i),
                            reading: reads.contains(&i),
                            selected: selected.0 == i,
                            example: false,
                            edge_right: false,
                            edge_bottom: false,
                            label,
                        };
                        self.table.set(r, c, view);
                    }
                }
            }
        }
        self.table.finish();
        self.draw_info(lang);
    }

    /// The selected cell's options and their mex.
    fn draw_info(&self, lang: Lang) {
        let text = match &self.run {
            Run::Split(run) => {
                let (a, b) = self.selected;
                let step = cell_step(&run.table, a, b);
                let splits = step
                    .as_ref()
                    .map(|s| {
                        s.reads
                            .iter()
                            .map(|&(x, y)| {
                                format!("({x}, {y}) → {}", run.value(x, y).unwrap_or_default())
                            })
                            .collect::<Vec<_>>()
                            .join("; ")
                    })
                    .unwrap_or_default();
                let sentence = step.map(|s| s.sentence(lang)).unwrap_or_default();
                if splits.is_empty() {
                    sentence
                } else {
                    format!(
                        "{} {splits}. {sentence}",
                        lang.pick("Các nhóm sau khi tách:", "Groups after a split:")
                    )
                }
            }
            Run::Octal(run) => {
                let heap = self.selected.0;
                let mut moves = Vec::new();
                let mut mex = String::new();
                if let Some(range) = run.trace.heap_steps(heap) {
                    let count = range.end - range.start;
                    for k in range.clone() {
                        let Some(step) = run.trace.step(k) else { break };
                        match step.kind {
                            StepKind::Move { play, value } => {
                                if moves.len() < 24 {
                                    moves.push(match play.leave {
                                        Leave::Nothing => format!("∅ → {value}"),
                                        Leave::One(r) => format!("{r} → {value}"),
                                        Leave::Two(x, y) => format!("{x} + {y} → {value}"),
                                    });
                                } else if moves.len() == 24 {
                                    moves.push(lang.pick(
                                        format!("… ({count} nước)"),
                                        format!("… ({count} moves)"),
                                    ));
                                }
                            }
                            StepKind::Mex { .. } => mex = step.sentence(lang),
                        }
                    }
                }
                if moves.is_empty() {
                    mex
                } else {
                    format!(
                        "{} {}. {mex}",
                        lang.pick(
                            format!("Đống {heap} đi tới:"),
                            format!("Heap {heap} moves to:")
                        ),
                        moves.join("; ")
                    )
                }
            }
        };
        dom::set_text(&self.info, &text);
    }

    fn draw_results(&self, lang: Lang) {
        match &self.run {
            Run::Split(run) => {
                let cells = run.size * run.size;
                let pattern = if run.closed_form_holds {
                    lang.pick(
                        format!(
                            "Quy luật: g(a, b) là số bit 1 liên tiếp ở cuối của (a − 1) OR (b − 1) \
                             (bằng số mũ của 2 trong ((a − 1) OR (b − 1)) + 1). Bộ giải đã so quy \
                             luật với bảng tính bằng mex: khớp trên cả {cells} ô."
                        ),
                        format!(
                            "Pattern: g(a, b) is the number of trailing 1 bits of (a − 1) OR (b − 1) \
                             (the exponent of 2 in ((a − 1) OR (b − 1)) + 1). The solver compared it \
                             with the table computed by mex: it matches on all {cells} cells."
                        ),
                    )
                } else {
                    lang.pick(
                        "Quy luật bit 1 ở cuối không khớp với bảng này.".to_string(),
                        "The trailing-ones pattern does not match this table.".to_string(),
                    )
                };
                dom::set_text(&self.pattern, &pattern);
                let (a, b) = self.selected;
                let value = Group::new(a as u64, b as u64).map(Group::grundy);
                let (x, y) = (a.saturating_sub(1), b.saturating_sub(1));
                let or = x | y;
                let width = (usize::BITS - or.leading_zeros()).max(1) as usize;
                let bits = binary(or, width);
                let ones = value.unwrap_or(0) as usize;
                let (head, tail) = bits.split_at(bits.len().saturating_sub(ones.min(bits.len())));
                let v = value.unwrap_or(0);
                let intro = lang.pick(
                    format!(
                        "Ví dụ ô ★ ({a}, {b}): {x} OR {y} = {} OR {} = {head}",
                        binary(x, width),
                        binary(y, width)
                    ),
                    format!(
                        "Example, cell ★ ({a}, {b}): {x} OR {y} = {} OR {} = {head}",
                        binary(x, width),
                        binary(y, width)
                    ),
                );
                let end = lang.pick(
                    format!(" — {ones} bit 1 ở cuối, nên g({a}, {b}) = {v}."),
                    format!(" — {ones} trailing 1 bits, so g({a}, {b}) = {v}."),
                );
                dom::set_text(&self.example_parts[0], &intro);
                dom::set_text(&self.example_parts[1], tail);
                dom::set_hidden(&self.example_parts[1], tail.is_empty());
                dom::set_text(&self.example_parts[2], &end);
                dom::set_hidden(&self.example, false);
            }
            Run::Octal(run) => {
                let code = run.code.text();
                let text = match run.period {
                    Proven {
                        start,
                        length,
                        checked_to,
                    } => {
                        let pre = if start == 0 {
                            lang.pick(
                                "không có tiền chu kỳ".to_string(),
                                "no preperiod".to_string(),
                            )
                        } else {
                            lang.pick(
                                format!(
                                    "tiền chu kỳ g(0) … g({}), ngoại lệ cuối cùng ở n = {}",
                                    start - 1,
                                    start - 1
                                ),
                                format!(
                                    "preperiod g(0) … g({}), the last exception at n = {}",
                                    start - 1,
                                    start - 1
                                ),
                            )
                        };
                        lang.pick(
                            format!(
                                "Mã {code}: chu kỳ {length} từ n = {start} ({pre}). Đã chứng minh \
                                 bằng quy tắc Guy–Smith: g(n + {length}) = g(n) được kiểm với mọi n từ \
                                 {} tới {checked_to}, nên đúng mãi mãi.",
                                start.max(1)
                            ),
                            format!(
                                "Code {code}: period {length} from n = {start} ({pre}). Proven by the \
                                 Guy–Smith rule: g(n + {length}) = g(n) was checked for every n from {} \
                                 to {checked_to}, so it holds forever.",
                                start.max(1)
                            ),
                        )
                    }
                    PeriodInfo::Searching { computed } => lang.pick(
                        format!(
                            "Mã {code}: đang tìm chu kỳ… đã tính g(0) … g({}); chưa chứng minh được \
                             chu kỳ nào. Trong lúc chờ bảng vẫn dùng được.",
                            computed.saturating_sub(1)
                        ),
                        format!(
                            "Code {code}: searching for a period… g(0) … g({}) computed so far; no \
                             period is proven yet. The table stays usable meanwhile.",
                            computed.saturating_sub(1)
                        ),
                    ),
                    PeriodInfo::NotFound { reached } => lang.pick(
                        format!(
                            "Mã {code}: bộ giải chưa chứng minh được chu kỳ nào trong g(0) … g({reached})."
                        ),
                        format!(
                            "Code {code}: the solver proved no period within g(0) … g({reached})."
                        ),
                    ),
                };
                dom::set_text(&self.pattern, &text);
                dom::set_hidden(&self.example, true);
            }
        }
    }

    fn draw_predict(&self, position: usize, lang: Lang) {
        let p = &self.predict;
        dom::set_hidden(&self.predict_box, !p.enabled());
        kit::set_checked(&self.predict_toggle, p.enabled());
        let question = match p.waiting_for() {
            Some(cell) => {
                let name = self.cell_label(cell);
                let g = match &self.run {
                    Run::Split(_) => format!("g{name}"),
                    Run::Octal(_) => format!("g({name})"),
                };
                lang.pick(
                    format!("{g} bằng bao nhiêu? Gõ số rồi bấm Kiểm tra (Enter)."),
                    format!("What is {g}? Type a number and press Check (Enter)."),
                )
            }
            None => lang
                .pick(
                    "Bấm Tiến hoặc Chạy: trước mỗi ô mới, bạn sẽ được hỏi giá trị của nó.",
                    "Press Step or Play: before each new cell you will be asked for its value.",
                )
                .to_string(),
        };
        dom::set_text(&self.question, &question);
        dom::set_disabled(&self.guess_button, p.waiting_for().is_none());
        dom::set_disabled(&self.guess.input, p.waiting_for().is_none());

        let feedback = self.written_at(position).and_then(|(cell, truth)| {
            let guess = *p.guess(cell)?;
            Some(if guess == truth {
                lang.pick(
                    format!("✓ Bạn đoán {guess}: đúng!"),
                    format!("✓ You guessed {guess}: right!"),
                )
            } else {
                lang.pick(
                    format!("✗ Bạn đoán {guess}, nhưng giá trị đúng là {truth}."),
                    format!("✗ You guessed {guess}, but the value is {truth}."),
                )
            })
        });
        dom::set_text(&self.feedback, feedback.as_deref().unwrap_or(""));
        let truth = |cell: usize| match &self.run {
            Run::Split(run) => run.order.get(cell).and_then(|&(a, b)| run.value(a, b)),
            Run::Octal(run) => run.value(cell),
        };
        let (right, total) = p.score(|cell, &guess| Some(Some(guess) == truth(cell)));
        dom::set_text(
            &self.score,
            &lang.pick(
                format!("Đoán đúng {right} / {total} ô"),
                format!("Right: {right} of {total} cells"),
            ),
        );
    }
}
