//! "Take a number from either end": the interval DP grid `dp[l][r]` filled by increasing
//! length, the rolled 1-D array that replaces it, the final scores and the game replayed.
//!
//! Every step comes from the solver's lazy [`IntervalTrace`], one at a time: for a short row
//! (at most [`MAX_GRID_LEN`] numbers) the whole grid is drawn; for a long row (up to 5000
//! numbers, 12.5 million steps) the widget shows the current cell's formula and its two inputs
//! without drawing the grid. Each picture is drawn from the position alone. The answer, the
//! first move, the parity plan, greedy and the replay appear once the last cell is written. In
//! predict mode the player stops before each cell that has a choice until the learner says
//! which end the mover should take.

mod view;

use std::rc::Rc;

use nimlab_course::widgets::ends as words;
use nimlab_solver::score::{
    num, read_row_exact, row_input, End, Grid, IntervalStep, IntervalTrace, Row, StepKind, Summary,
    SummaryFill, Turn, PROGRAMS,
};
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::timer::{self, Ticker};
use crate::kit::code_panel::Source;
use crate::kit::fields::{Kind, Spec, Values};
use crate::kit::predict::{Answer, Answering, PredictMode, Predictor};
use crate::kit::stage::Part;
use crate::kit::stepper::{Build, CodeView, Effect, Stepper};
use crate::kit::text::Words;

/// The longest row whose grid is drawn (a 12 × 12 table still fits a phone with scrolling).
pub const MAX_GRID_LEN: usize = 12;
/// The longest row whose answer is computed at once; a longer one (up to 3 × 12.5 million
/// cells at n = 5000, a second or more in a slow browser) is computed in ticks.
const AT_ONCE_LEN: usize = 300;
/// Cells of each rolled array computed between two looks at the clock.
const CHUNK_CELLS: usize = 20_000;

pub enum Msg {
    Answer(Answer),
    Guess(End),
    /// A slice of the answer's computation is due.
    Tick,
}

/// What a short row keeps to draw: the grid and both replays.
struct Small {
    grid: Grid,
    best: Vec<Turn>,
    greedy: Vec<Turn>,
}

/// One row being solved.
struct Run {
    row: Row,
    trace: IntervalTrace,
    /// The scores, greedy's and the first move; `None` while `fill` is still at work.
    summary: Option<Summary>,
    fill: Option<SummaryFill>,
    /// Whether the trace's checkpoints are all recorded (after the answer, in ticks too), so
    /// that a jump far into a long trace is quick.
    recorded: bool,
    small: Option<Small>,
}

impl Run {
    fn new(row: Row) -> Run {
        let n = row.len();
        let small = (n <= MAX_GRID_LEN).then(|| Small {
            grid: row.grid(),
            best: row.optimal_play(),
            greedy: row.greedy_play(),
        });
        let mut fill = SummaryFill::new(&row);
        let summary = if n <= AT_ONCE_LEN {
            fill.advance(usize::MAX);
            fill.summary()
        } else {
            None
        };
        Run {
            fill: summary.is_none().then_some(fill),
            // A short trace needs no checkpoints; a long one records them in ticks.
            recorded: small.is_some(),
            summary,
            trace: IntervalTrace::new(&row),
            small,
            row,
        }
    }

    fn n(&self) -> usize {
        self.row.len()
    }

    fn total(&self) -> usize {
        // At most 5000 · 5001 / 2 steps: fits any usize the site runs on.
        usize::try_from(self.trace.total()).unwrap_or(usize::MAX)
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

    fn busy(&self) -> bool {
        self.fill.is_some() || !self.recorded
    }

    /// The step that led to `position`.
    fn last(&self, position: usize) -> Option<IntervalStep> {
        self.trace.step(position.checked_sub(1)? as u64)
    }
}

pub struct Ends {
    run: Run,
    /// By step index: the end guessed and whether it was a perfect move.
    predict: Predictor<(End, bool)>,
    view: view::View,
    /// Drives the answer's computation for a long row.
    ticker: Rc<Ticker>,
}

impl Stepper for Ends {
    type Msg = Msg;
    type Input = Row;

    fn fields(_placeholder: &Element) -> Vec<Spec> {
        vec![Spec::new("values", words::ROW, "8 15 3 7", Kind::List)]
    }

    const APPLY: Words = words::APPLY;

    const PREDICT: Option<Words> = Some(words::PREDICT);

    fn parse(values: &Values) -> Result<Row, Vec<InputError>> {
        Row::parse(values.get("values")).map_err(|e| vec![e])
    }

    fn build(build: Build<'_, Msg>, row: Row) -> Result<Ends, JsValue> {
        let stage = build.stage;
        stage.set_title(words::TITLE);
        stage.set_intro(words::INTRO);
        let view = view::View::new(
            stage.part(Part::Picture),
            stage.part(Part::Analysis),
            stage.texts(),
        )?;
        let tick = build.dispatch.clone();
        let mut widget = Ends {
            run: Run::new(row.clone()),
            predict: Predictor::in_practice(
                stage,
                &build.dispatch,
                Answering::Buttons(vec![
                    ("ends-guess-left", "←".into(), words::GUESS_LEFT),
                    ("ends-guess-right", "→".into(), words::GUESS_RIGHT),
                ]),
                Msg::Answer,
                words::GUESSES,
                words::HOW_ASKED,
            )?,
            view,
            ticker: Ticker::new(move || tick(Msg::Tick)),
        };
        widget.load(row)?;
        Ok(widget)
    }

    /// Shows the row from step 0; a long row's answer is computed in ticks from now on (any
    /// computation for the previous row stops).
    fn load(&mut self, row: Row) -> Result<(), JsValue> {
        if row != self.run.row {
            self.run = Run::new(row);
        }
        self.ticker.cancel();
        if self.run.busy() {
            self.ticker.schedule();
        }
        self.predict.clear(self.run.total());
        self.view.rebuild(&self.run)
    }

    fn values(&self) -> Values {
        let list: Vec<String> = self.run.row.values().iter().map(i64::to_string).collect();
        Values::new(vec![("values", list.join(" "))])
    }

    fn programs(&self) -> Vec<Source> {
        Source::all(&PROGRAMS)
    }

    fn stdin(&self) -> String {
        row_input(&self.run.row)
    }

    fn read_stdin(&self, text: &str) -> Result<Row, InputError> {
        read_row_exact(text)
    }

    fn total(&self) -> usize {
        self.run.total()
    }

    fn update(&mut self, msg: Msg, _lang: Lang) -> Effect {
        let end = match msg {
            Msg::Tick => {
                if self.run.advance() {
                    self.ticker.schedule();
                }
                return Effect::none();
            }
            Msg::Answer(Answer::Button(0)) => End::Left,
            Msg::Answer(Answer::Button(_)) => End::Right,
            Msg::Answer(Answer::Typed(_)) => return Effect::none(),
            Msg::Guess(end) => end,
        };
        // Only a step of the trace is asked about; the guess is judged now.
        let asked = self.predict.state.waiting_for();
        let Some(step) = asked.and_then(|k| self.run.trace.step(k as u64)) else {
            return Effect::none();
        };
        self.predict.answer((end, lead(&step, end) == step.value()))
    }

    fn predictor(&mut self) -> Option<&mut dyn PredictMode> {
        Some(&mut self.predict)
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        let index = position - 1;
        let step = self.run.trace.step(index as u64);
        let combines = step.is_some_and(|s| matches!(s.kind, StepKind::Combine { .. }));
        !combines || self.predict.ask(index, playing)
    }

    fn on_reset(&mut self) {
        self.predict.clear(self.run.total());
    }

    fn key(&self, key: &str) -> Option<Msg> {
        // L / T (trái) or R / P (phải) answer the predict question.
        match key {
            _ if !self.predict.enabled() => None,
            "l" | "L" | "t" | "T" => Some(Msg::Guess(End::Left)),
            "r" | "R" | "p" | "P" => Some(Msg::Guess(End::Right)),
            _ => None,
        }
    }

    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue> {
        self.view
            .draw(&self.run, position, self.predict.enabled(), lang)?;
        let run = &self.run;
        self.predict.draw(
            // A slot is asked from its step, so the step is there.
            |k| {
                let step = run.trace.step(k as u64);
                step.map_or_else(String::new, |step| question(run, &step, lang))
            },
            |k, &(end, right)| {
                let step = run.trace.step(k as u64)?;
                let (g, o) = (end.word(lang), end.other().word(lang));
                let (gl, ol) = (num(lead(&step, end)), num(lead(&step, end.other())));
                Some(if step.is_tie() {
                    (true, words::tie(&gl, lang))
                } else {
                    (right, words::judged(right, (g, &gl), (o, &ol), lang))
                })
            },
            lang,
        );
        Ok(())
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        match self.run.last(position) {
            Some(step) => step.sentence(lang),
            None => lang.say(words::START).to_string(),
        }
    }

    fn code(&self, position: usize) -> CodeView {
        let n = self.run.n();
        match self.run.last(position) {
            Some(step) => CodeView::at(&PROGRAMS, step.code_point(), step.variables(n)),
            None => CodeView::start([("n", n)]),
        }
    }
}

/// The mover's lead when taking `end` at this step.
fn lead(step: &IntervalStep, end: End) -> i64 {
    match end {
        End::Left => step.take_left(),
        End::Right => step.take_right(),
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

/// Which end should the mover take on this step's segment, with both leads' ingredients.
fn question(run: &Run, step: &IntervalStep, lang: Lang) -> String {
    let (l, r) = (step.l, step.r);
    let (without_left, without_right) = inputs(step);
    let a = run.row.values();
    let at = |i: usize| num(a.get(i).copied().unwrap_or(0));
    let (x, y, wl, wr) = (at(l), at(r), num(without_left), num(without_right));
    words::question((l, r), (&x, &wl), (&y, &wr), lang)
}
