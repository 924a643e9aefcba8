//! The SG pattern explorer ("bấm bảng"): the Grundy values of a splitting game of the E&D kind
//! as a 2-D table g(a, b) (`data-game="split"`), or of an octal game as the row g(0..n) folded
//! into lines of a chosen width, by default the proven period, so the period shows as vertical
//! stripes (`data-game="octal"`); coloured by value, with the pattern the solver proves under it
//! once the table is filled.
//!
//! The player fills the cells in the solver's order, each by the mex of the values its moves
//! reach (the cells read are marked); a click (or the arrow keys on the focused table) selects
//! a cell and shows its options and their mex once it is computed. In predict mode the player
//! stops before each new cell until the learner types its value. Octal values that take long
//! are computed in ticks, the old table staying usable, and the period search runs in ticks.

use std::rc::Rc;

use nimlab_course::widgets::sg_table as words;
use nimlab_solver::input::{parse_number, Field, InputError};
use nimlab_solver::octal::{
    self, FillState, GrundyFill, OctalCode, OctalTrace, PeriodSearch, StepKind, MAX_WIDTH,
    PROGRAMS, WORK_BUDGET,
};
use nimlab_solver::splitting::{self, Group, SplitTrace, MAX_TABLE_SIZE};
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::timer::{self, Ticker};
use crate::dom::{self, Listener};
use crate::kit::code_panel::Source;
use crate::kit::fields::{Kind, Spec, Values};
use crate::kit::predict::{verdict, Answer, Answering, PredictMode, Predictor};
use crate::kit::stage::Part;
use crate::kit::stepper::{Build, CodeView, Effect, Stepper};
use crate::kit::text::Words;
use crate::kit::values::{self, CellView, Pick, ValueLegend, ValueTable};

/// The largest octal `n` the widget shows and steps (about n² / 2 steps per splitting digit).
pub const MAX_OCTAL_N: u64 = 1000;
/// Work units (64-bit words of split tests) between two looks at the clock; the work runs in
/// ticks, so a code whose values keep growing (seconds of work) never freezes the page.
const SLICE: u64 = 20_000;
const GUESS: Field = Field::new("guess", words::GUESS.0, words::GUESS.1, "3");

/// A cell: `(a, b)` of the E&D table, or `(i, 0)` on the octal row.
type Cell = (usize, usize);

pub enum Msg {
    Answer(Answer),
    Pick(Pick),
    /// A slice of the octal values or of the period search is due.
    Tick,
    /// Drop the octal values being computed; the table shown stays.
    Cancel,
}

/// A valid input: an E&D table of a side, or an octal code up to `n` with a chosen width.
pub enum Input {
    Split(usize),
    Octal(OctalCode, usize, Option<usize>),
}

struct OctalRun {
    code: OctalCode,
    trace: OctalTrace,
    /// The width typed by the learner; `None`: from the period.
    chosen: Option<usize>,
    search: PeriodSearch,
}

impl OctalRun {
    /// The run over `G(0..=n)` computed already; the period search starts, a tick's worth at
    /// once (most codes settle then, and the table opens at the period's width).
    fn new(code: OctalCode, values: Vec<u32>, chosen: Option<usize>) -> OctalRun {
        let mut run = OctalRun {
            search: PeriodSearch::new(&code, values.len()),
            trace: OctalTrace::from_grundy(&code, values),
            code,
            chosen,
        };
        run.advance();
        run
    }

    /// Works on the period search for about a tick; `true` while more is left.
    fn advance(&mut self) -> bool {
        let search = &mut self.search;
        !timer::work_for_a_tick(|| !search.advance(SLICE))
    }

    fn n(&self) -> usize {
        self.trace.n()
    }

    fn width(&self) -> usize {
        let period = self.search.found().and_then(|(p, _)| p);
        self.chosen
            .unwrap_or_else(|| octal::fold_width(period))
            .max(1)
    }

    /// The step that led to `position`.
    fn at(&self, position: usize) -> Option<octal::Step> {
        self.trace.step(position.checked_sub(1)? as u64)
    }
}

/// Octal values being computed in ticks; the table on screen stays the previous input's until
/// they are ready, and a new input or Cancel drops them.
struct Pending {
    code: OctalCode,
    n: usize,
    chosen: Option<usize>,
    fill: GrundyFill,
}

impl Pending {
    fn new(code: OctalCode, n: usize, chosen: Option<usize>) -> Pending {
        Pending {
            fill: GrundyFill::new(&code, n, WORK_BUDGET),
            code,
            n,
            chosen,
        }
    }

    /// Computes for about a tick; whether the values are all there (or refused).
    fn advance(&mut self) -> bool {
        let fill = &mut self.fill;
        timer::work_for_a_tick(|| fill.advance(SLICE) != FillState::Running)
    }

    /// The run over the values, or why the code is refused (its values keep growing: the work
    /// budget ran out first).
    fn finish(self) -> Result<OctalRun, InputError> {
        match self.fill.finish() {
            Ok(values) => Ok(OctalRun::new(self.code, values, self.chosen)),
            Err(reached) => Err(self.code.too_slow(reached)),
        }
    }
}

enum Run {
    Split(SplitTrace),
    Octal(Box<OctalRun>),
}

pub struct SgTable {
    run: Run,
    pending: Option<Pending>,
    /// Why the last octal input was refused once its values were tried.
    refused: Option<InputError>,
    selected: Cell,
    predict: Predictor<u32>,
    legend: ValueLegend,
    table: ValueTable,
    shape: Option<(usize, usize)>,
    progress: Element,
    progress_text: Element,
    cancel: Element,
    pattern: Element,
    example: [Element; 4],
    info: Element,
    ticker: Rc<Ticker>,
    _listeners: Vec<Listener>,
}

fn is_octal(placeholder: &Element) -> bool {
    placeholder.get_attribute("data-game").as_deref() == Some("octal")
}

impl Stepper for SgTable {
    type Msg = Msg;
    type Input = Input;

    fn fields(placeholder: &Element) -> Vec<Spec> {
        if !is_octal(placeholder) {
            return vec![Spec::new("size", ("", ""), "20", Kind::Number)
                .labelled(words::size_label(MAX_TABLE_SIZE))];
        }
        vec![
            Spec::new("code", words::OCTAL_CODE, "0.77", Kind::Text),
            Spec::new("n", ("", ""), "120", Kind::Number).labelled(words::n_label(MAX_OCTAL_N)),
            Spec::new("width", ("", ""), "", Kind::Number).labelled(words::width_label(MAX_WIDTH)),
        ]
    }

    const APPLY: Words = words::APPLY;

    const PREDICT: Option<Words> = Some(words::PREDICT);

    fn parse(values: &Values) -> Result<Input, Vec<InputError>> {
        if !values.pairs().iter().any(|(key, _)| *key == "code") {
            return splitting::parse_size(values.get("size"))
                .map(Input::Split)
                .map_err(|e| vec![e]);
        }
        let code = OctalCode::parse(values.get("code"));
        let n = parse_number(values.get("n"), Field::N, 0, MAX_OCTAL_N);
        let width = octal::parse_width(values.get("width"));
        match (code, n, width) {
            // `n` is at most MAX_OCTAL_N, so it fits in usize.
            (Ok(code), Ok(n), Ok(width)) => Ok(Input::Octal(code, n as usize, width)),
            (code, n, width) => Err([code.err(), n.err(), width.err()]
                .into_iter()
                .flatten()
                .collect()),
        }
    }

    fn build(build: Build<'_, Msg>, input: Input) -> Result<SgTable, JsValue> {
        let octal = is_octal(build.placeholder);
        let stage = build.stage;
        let texts = stage.texts().clone();
        let send = build.dispatch.clone();
        let progress = dom::child(stage.part(Part::Input), "div", "sg-progress", "")?;
        dom::set_attr(&progress, "role", "status");
        let progress_text = dom::child(&progress, "span", "sg-progress-text", "")?;
        let cancel = texts.button(&progress, "btn sg-cancel", words::CANCEL)?;
        let listener = Listener::new(&cancel, "click", move |_| send(Msg::Cancel))?;

        stage.open(if octal { &words::OCTAL } else { &words::SPLIT }, "sg")?;
        let picture = stage.part(Part::Picture);
        let legend = ValueLegend::new(picture)?;
        let send = build.dispatch.clone();
        let table = ValueTable::new(
            picture,
            "sg-grid",
            &texts,
            words::TABLE_NAMES,
            Rc::new(move |pick| send(Msg::Pick(pick))),
        )?;

        let results = dom::child(stage.part(Part::Analysis), "div", "results sg-results", "")?;
        let pattern = dom::child(&results, "p", "sg-pattern", "")?;
        let example = dom::child(&results, "p", "sg-example", "")?;
        let example = [
            dom::child(&example, "span", "", "")?,
            dom::child(&example, "mark", "", "")?,
            dom::child(&example, "span", "", "")?,
            example,
        ];
        let info_box = dom::child(&results, "div", "sg-info", "")?;
        texts.child(&info_box, "p", "sg-info-title", words::CHOSEN_CELL)?;
        let info = dom::child_with(&info_box, "p", "sg-info-text", &[("aria-live", "polite")])?;

        let send = build.dispatch.clone();
        let ticker = Ticker::new(move || send(Msg::Tick));
        // The input of a link, an embed or the page is computed at once; a code whose values
        // keep growing shows those computed within the budget, and says why.
        let (run, refused) = match input {
            Input::Split(size) => (Run::Split(SplitTrace::new(size)), None),
            Input::Octal(code, n, width) => {
                let values = code.grundy_within(n, WORK_BUDGET);
                let refused = values.as_ref().err().map(|&reached| code.too_slow(reached));
                let values = values.unwrap_or_else(|reached| code.grundy(reached));
                let run = OctalRun::new(code, values, width);
                (Run::Octal(Box::new(run)), refused)
            }
        };
        let mut widget = SgTable {
            run,
            pending: None,
            refused,
            selected: (0, 0),
            predict: Predictor::in_practice(
                stage,
                &build.dispatch,
                Answering::Typed(words::VALUE_ASKED),
                Msg::Answer,
                words::GUESSES,
                words::HOW_ASKED,
            )?,
            legend,
            table,
            shape: None,
            progress,
            progress_text,
            cancel,
            pattern,
            example,
            info,
            ticker,
            _listeners: vec![listener],
        };
        widget.start();
        Ok(widget)
    }

    fn load(&mut self, input: Input) -> Result<(), JsValue> {
        self.pending = None;
        self.refused = None;
        match input {
            Input::Split(size) => {
                self.run = Run::Split(SplitTrace::new(size));
                self.start();
            }
            // The values are computed for a tick at once (most codes are done by then), else in
            // later ticks with a progress line, while the table shown stays usable.
            Input::Octal(code, n, width) => {
                let mut next = Pending::new(code, n, width);
                let started = timer::now();
                let done = next.advance();
                // Finishing costs a period-search tick and a redraw: only in this task if the
                // values took little of it.
                if done && timer::now() - started < timer::TICK_MS / 2.0 {
                    self.finish(next);
                } else {
                    self.pending = Some(next);
                    self.ticker.schedule();
                }
            }
        }
        Ok(())
    }

    fn values(&self) -> Values {
        let octal = |code: &OctalCode, n: usize, chosen: Option<usize>| {
            Values::new(vec![
                ("code", code.text()),
                ("n", n.to_string()),
                ("width", chosen.map(|w| w.to_string()).unwrap_or_default()),
            ])
        };
        // While new values are computed, the input is theirs (the table follows when ready).
        if let Some(p) = &self.pending {
            return octal(&p.code, p.n, p.chosen);
        }
        match &self.run {
            Run::Split(trace) => Values::new(vec![("size", trace.size().to_string())]),
            Run::Octal(run) => octal(&run.code, run.n(), run.chosen),
        }
    }

    fn programs(&self) -> Vec<Source> {
        match self.run {
            Run::Octal(_) => Source::all(&PROGRAMS),
            // The splitting family has no program of its own yet: no code runner.
            Run::Split(_) => Vec::new(),
        }
    }

    fn stdin(&self) -> String {
        match &self.run {
            Run::Octal(run) => octal::table_input(&run.code, run.n()),
            Run::Split(_) => String::new(),
        }
    }

    fn read_stdin(&self, text: &str) -> Result<Input, InputError> {
        let chosen = match &self.run {
            Run::Octal(run) => run.chosen,
            Run::Split(_) => None,
        };
        let (code, n) = octal::read_table_input(text, MAX_OCTAL_N)?;
        Ok(Input::Octal(code, n, chosen))
    }

    fn total(&self) -> usize {
        match &self.run {
            Run::Split(trace) => trace.total(),
            Run::Octal(run) => usize::try_from(run.trace.total()).unwrap_or(usize::MAX),
        }
    }

    fn update(&mut self, msg: Msg, lang: Lang) -> Effect {
        match msg {
            Msg::Answer(Answer::Typed(text)) => {
                return self.predict.typed(&text, GUESS, 1000, lang)
            }
            Msg::Answer(Answer::Button(_)) => {}
            Msg::Pick(Pick::Cell(r, c)) => self.select(r, c),
            Msg::Pick(Pick::Key(key)) => {
                let (rows, cols) = self.grid_shape();
                let (r, c) = self.grid_pos(self.selected);
                if let Some((r, c)) = values::arrow(&key, r, c, rows, cols) {
                    self.select(r, c);
                }
            }
            Msg::Cancel => self.pending = None,
            Msg::Tick => {
                if let Some(mut next) = self.pending.take() {
                    // A tick either computes or finishes, so that no task does both.
                    if next.fill.state() != FillState::Running {
                        return self.finish(next);
                    }
                    next.advance();
                    self.pending = Some(next);
                    self.ticker.schedule();
                } else if let Run::Octal(run) = &mut self.run {
                    if run.advance() {
                        self.ticker.schedule();
                    }
                }
            }
        }
        Effect::none()
    }

    fn predictor(&mut self) -> Option<&mut dyn PredictMode> {
        Some(&mut self.predict)
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        match self.opened_cell(position) {
            // Cell 0 is given by the rules: nothing to guess.
            Some(cell) if cell > 0 => self.predict.ask(cell, playing),
            _ => true,
        }
    }

    fn on_reset(&mut self) {
        let cells = match &self.run {
            Run::Split(trace) => trace.total(),
            Run::Octal(run) => run.n() + 1,
        };
        self.predict.clear(cells);
    }

    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue> {
        // A question is held just before its cell's first step; a jump elsewhere drops it.
        if let Some(cell) = self.predict.state.waiting_for() {
            if self.opened_cell(position + 1) != Some(cell) {
                self.predict.state.cancel();
            }
        }
        self.draw_grid(position, lang);
        self.draw_results(position, lang);
        self.draw_progress(lang);
        let label = |cell: usize| match &self.run {
            Run::Split(trace) => trace
                .cell(cell)
                .map(|(a, b)| format!("g({a}, {b})"))
                .unwrap_or_default(),
            Run::Octal(_) => format!("g({cell})"),
        };
        let truth = |cell: usize| match &self.run {
            Run::Split(trace) => trace.step(cell).map(|s| s.value),
            Run::Octal(run) => run.trace.grundy().get(cell).copied(),
        };
        let done = position >= self.total();
        self.predict.draw_until(
            (done, words::TABLE_FULL),
            |cell| words::question(&label(cell), lang),
            |cell, &guess| Some(verdict(guess, truth(cell)?, words::TRUE_VALUE, lang)),
            lang,
        );
        Ok(())
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        let step = match &self.run {
            Run::Split(trace) => position
                .checked_sub(1)
                .and_then(|k| trace.step(k))
                .map(|s| s.sentence(lang)),
            Run::Octal(run) => run.at(position).map(|s| s.sentence(lang)),
        };
        let opening = match self.run {
            Run::Split(_) => &words::SPLIT,
            Run::Octal(_) => &words::OCTAL,
        };
        step.unwrap_or_else(|| lang.say(opening.start).to_string())
    }

    fn code(&self, position: usize) -> CodeView {
        let Run::Octal(run) = &self.run else {
            return CodeView::default();
        };
        let n = run.n();
        match run.at(position) {
            Some(step) => CodeView::at(&PROGRAMS, step.code_point(), step.variables(n)),
            None => CodeView::start([("n", n)]),
        }
    }

    fn extra(&self) -> Vec<(&'static str, String)> {
        vec![("cell", values::cell_text(self.selected))]
    }

    fn restore_extra(&mut self, get: &dyn Fn(&str) -> Option<String>, _lang: Lang) {
        let cell = get("cell").and_then(|text| values::parse_cell(&text));
        if let Some(cell) = cell.filter(|&cell| self.valid_cell(cell)) {
            self.selected = cell;
        }
    }
}

impl SgTable {
    /// Shows the run from step 0: no guesses, the lesson's example cell (3, 6) chosen when it
    /// fits (heap 4 on the octal row); a period search still running goes on in ticks.
    fn start(&mut self) {
        self.ticker.cancel();
        self.selected = match &self.run {
            Run::Split(trace) if trace.size() >= 6 => (3, 6),
            Run::Split(trace) => (trace.size(), trace.size()),
            Run::Octal(run) => {
                if run.search.found().is_none() {
                    self.ticker.schedule();
                }
                (run.n().min(4), 0)
            }
        };
        self.on_reset();
        self.shape = None;
    }

    /// The computed values replace the table, or the code is refused.
    fn finish(&mut self, next: Pending) -> Effect {
        match next.finish() {
            Ok(run) => {
                self.run = Run::Octal(Box::new(run));
                self.start();
                Effect::restart()
            }
            Err(error) => {
                self.refused = Some(error);
                Effect::none()
            }
        }
    }

    fn select(&mut self, r: usize, c: usize) {
        let cell = match &self.run {
            Run::Split(_) => (r + 1, c + 1),
            Run::Octal(run) => (r * run.width() + c, 0),
        };
        if self.valid_cell(cell) {
            self.selected = cell;
        }
    }

    fn valid_cell(&self, (x, y): Cell) -> bool {
        match &self.run {
            Run::Split(trace) => trace.step_of(x, y).is_some(),
            Run::Octal(run) => x <= run.n() && y == 0,
        }
    }

    /// Rows and columns of the grid.
    fn grid_shape(&self) -> (usize, usize) {
        match &self.run {
            Run::Split(trace) => (trace.size(), trace.size()),
            Run::Octal(run) => ((run.n() + 1).div_ceil(run.width()), run.width()),
        }
    }

    fn grid_pos(&self, (x, y): Cell) -> (usize, usize) {
        match &self.run {
            Run::Split(_) => (x.saturating_sub(1), y.saturating_sub(1)),
            Run::Octal(run) => (x / run.width(), x % run.width()),
        }
    }

    /// The cell (in the step order) whose first step is the step entering `position`.
    fn opened_cell(&self, position: usize) -> Option<usize> {
        let index = position.checked_sub(1)?;
        match &self.run {
            Run::Split(trace) => (index < trace.total()).then_some(index),
            Run::Octal(run) => {
                let heap = run.trace.step(index as u64)?.heap;
                (run.trace.heap_steps(heap)?.start == index as u64).then_some(heap)
            }
        }
    }

    /// Whether cell `(x, y)` is written within the first `position` steps.
    fn written(&self, (x, y): Cell, position: usize) -> bool {
        match &self.run {
            Run::Split(trace) => trace.step_of(x, y).is_some_and(|k| k < position),
            Run::Octal(run) => run
                .trace
                .heap_steps(x)
                .is_some_and(|steps| steps.end <= position as u64),
        }
    }

    fn draw_grid(&mut self, position: usize, lang: Lang) {
        let (rows, cols) = self.grid_shape();
        if self.shape != Some((rows, cols)) {
            let (corner, row_heads, col_heads): (&str, Vec<_>, Vec<_>) = match &self.run {
                Run::Split(_) => (
                    "a \\ b",
                    (1..=rows).map(|a| a.to_string()).collect(),
                    (1..=cols).map(|b| b.to_string()).collect(),
                ),
                Run::Octal(_) => (
                    "i",
                    (0..rows).map(|r| (r * cols).to_string()).collect(),
                    (0..cols).map(|c| format!("+{c}")).collect(),
                ),
            };
            self.table.reshape(corner, &row_heads, &col_heads);
            self.shape = Some((rows, cols));
        }
        let max = match &self.run {
            Run::Split(trace) => trace.table().iter().flatten().copied().max(),
            Run::Octal(run) => run.trace.grundy().iter().copied().max(),
        };
        let max = u64::from(max.unwrap_or(0));
        self.table.set_max(max);
        self.legend.draw(max, !self.table.on_canvas(), lang);

        // The finished table rests without step marks, so its pattern reads clearly.
        let marked = position < self.total();
        let (current, reads): (Option<Cell>, Vec<Cell>) = match &self.run {
            Run::Split(trace) => match position.checked_sub(1).and_then(|k| trace.step(k)) {
                Some(step) if marked => (Some((step.a, step.b)), step.reads),
                _ => (None, Vec::new()),
            },
            Run::Octal(run) => match run.at(position) {
                Some(step) if marked => {
                    let reads = match step.kind {
                        StepKind::Move { .. } => step.reads(),
                        StepKind::Mex { .. } => run.code.reads(step.heap),
                    };
                    let reads = reads.into_iter().map(|i| (i, 0)).collect();
                    (Some((step.heap, 0)), reads)
                }
                _ => (None, Vec::new()),
            },
        };
        for r in 0..rows {
            for c in 0..cols {
                let cell = match &self.run {
                    Run::Split(_) => (r + 1, c + 1),
                    Run::Octal(_) => (r * cols + c, 0),
                };
                let view = self.cell_view(cell, position, current, &reads);
                self.table.set(r, c, view);
            }
        }
        self.table.finish();
    }

    fn cell_view(
        &self,
        cell: Cell,
        position: usize,
        current: Option<Cell>,
        reads: &[Cell],
    ) -> CellView {
        let (value, name, caption) = match &self.run {
            Run::Split(trace) => {
                let (a, b) = cell;
                (trace.value(a, b), format!("g({a}, {b})"), String::new())
            }
            Run::Octal(run) => match run.trace.grundy().get(cell.0) {
                Some(&v) => (Some(v), format!("g({})", cell.0), cell.0.to_string()),
                // Past n: the last line's empty end.
                None => return CellView::default(),
            },
        };
        let value = value
            .filter(|_| self.written(cell, position))
            .map(u64::from);
        let shown = value.map_or("?".to_string(), |v| v.to_string());
        let selected = self.selected == cell;
        CellView {
            value,
            caption,
            current: current == Some(cell),
            reading: reads.contains(&cell),
            selected,
            example: selected && matches!(self.run, Run::Split(_)),
            label: format!("{name} = {shown}"),
            ..CellView::default()
        }
    }

    /// The pattern and its example once the table is filled (a period search still running
    /// is said at any step: it tells nothing of the values); the chosen cell once computed.
    fn draw_results(&self, position: usize, lang: Lang) {
        let done = position >= self.total();
        let pattern = match &self.run {
            Run::Split(trace) if done => trace.pattern(lang),
            Run::Octal(run) => match run.search.found() {
                None => run.code.searching_words(run.search.computed(), lang),
                Some((period, reached)) if done => run.code.period_report(period, reached, lang),
                Some(_) => String::new(),
            },
            Run::Split(_) => String::new(),
        };
        dom::show_text(&self.pattern, &pattern);

        let example = Some(self.selected)
            .filter(|_| done && matches!(self.run, Run::Split(_)))
            .and_then(|(a, b)| Group::new(a as u64, b as u64));
        dom::set_hidden(&self.example[3], example.is_none());
        if let Some(group) = example {
            let parts = group.worked().sentence(group.piles(), lang);
            for (part, text) in self.example.iter().zip(parts) {
                dom::show_text(part, &text);
            }
        }
        dom::set_text(&self.info, &self.info_text(position, lang));
    }

    /// The chosen cell's options and their mex, once the cell is computed.
    fn info_text(&self, position: usize, lang: Lang) -> String {
        let (x, y) = self.selected;
        let written = self.written(self.selected, position);
        match &self.run {
            Run::Split(trace) if written => trace
                .step_of(x, y)
                .and_then(|k| trace.step(k))
                .map(|step| step.explain(trace.table(), lang))
                .unwrap_or_default(),
            Run::Octal(run) if written => run.trace.explain_heap(x, lang),
            Run::Split(_) => words::cell_not_computed(x, y, lang),
            Run::Octal(_) => words::heap_not_computed(x, lang),
        }
    }

    /// The progress line of values being computed, or why the last code was refused.
    fn draw_progress(&self, lang: Lang) {
        let text = match (&self.pending, &self.refused) {
            (Some(p), _) => p.code.computing_words(p.fill.computed(), p.n, lang),
            (None, Some(error)) => error.message(lang),
            (None, None) => String::new(),
        };
        dom::set_hidden(&self.progress, text.is_empty());
        dom::set_hidden(&self.cancel, self.pending.is_none());
        dom::set_text(&self.progress_text, &text);
    }
}
