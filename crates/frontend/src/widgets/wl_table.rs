//! The W/L table of a subtraction game, filled cell by cell as the lesson's program does it.
//!
//! The learner types a move set and `n`; the player steps through the solver's trace, read a
//! step at a time. Each picture is drawn from the position alone (which steps have been
//! applied), so stepping back restores exactly the picture before. In predict mode the player
//! stops before each new cell until the learner says W or L (the kit's W and L buttons, or the
//! keys); the verdict shows at once.

use nimlab_course::widgets::{wl_table as words, MOVE_SET};
use nimlab_solver::input::{parse_number, Field, InputError};
use nimlab_solver::subtraction::{
    self, MoveSet, PeriodRule, Step, SubtractionGame, SubtractionTrace, PROGRAMS,
};
use nimlab_solver::{Lang, Outcome};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom;
use crate::kit::code_panel::Source;
use crate::kit::fields::{spaced, Kind, Spec, Values};
use crate::kit::predict::{verdict, Answer, Answering, PredictMode, Predictor};
use crate::kit::stage::Part;
use crate::kit::stepper::{Build, CodeView, Effect, Stepper};
use crate::kit::text::Words;
use crate::kit::Cell;

/// The largest `n` the widget steps through (a few thousand steps at most).
pub const MAX_STEP_N: u64 = 200;

pub enum Msg {
    Answer(Answer),
}

/// One table being filled: the trace (which holds the solved table) and its period.
struct Run {
    trace: SubtractionTrace,
    rule: Option<PeriodRule>,
    /// The player position from which the period's proof is on screen.
    proof_position: Option<usize>,
}

impl Run {
    fn new((moves, n): (MoveSet, usize)) -> Run {
        let game = SubtractionGame::new(moves);
        let trace = SubtractionTrace::new(&game, n);
        let period = game.outcome_period(trace.table());
        let proof_position = period
            .and_then(|p| trace.write_step(p.proof_end(game.window())))
            .map(|index| index as usize + 1);
        let rule = period.map(|p| PeriodRule::new(p, &trace.table().outcomes));
        Run {
            trace,
            rule,
            proof_position,
        }
    }

    fn n(&self) -> usize {
        self.trace.n()
    }

    /// The step that led to `position`, if any.
    fn last(&self, position: usize) -> Option<Step> {
        self.trace.step(position.checked_sub(1)? as u64)
    }

    fn outcome(&self, cell: usize) -> Option<Outcome> {
        self.trace.table().outcomes.get(cell).copied()
    }

    /// Whether cell `cell` is written within the first `position` steps.
    fn shown(&self, cell: usize, position: usize) -> bool {
        self.trace
            .write_step(cell)
            .is_some_and(|k| (k as usize) < position)
    }
}

pub struct WlTable {
    run: Run,
    predict: Predictor<Outcome>,
    row: Element,
    cells: Vec<Cell>,
    summary: Element,
    period: Element,
    proof: Element,
}

impl Stepper for WlTable {
    type Msg = Msg;
    type Input = (MoveSet, usize);

    fn fields(_placeholder: &Element) -> Vec<Spec> {
        vec![
            Spec::new("moves", MOVE_SET, "1 3 4", Kind::List),
            Spec::new("n", ("", ""), "14", Kind::Number).labelled(words::n_label(MAX_STEP_N)),
        ]
    }

    const APPLY: Words = words::APPLY;

    const PREDICT: Option<Words> = Some(words::PREDICT);

    fn parse(values: &Values) -> Result<Self::Input, Vec<InputError>> {
        let moves = MoveSet::parse(values.get("moves"));
        let n = parse_number(values.get("n"), Field::N, 0, MAX_STEP_N);
        match (moves, n) {
            // `n` is at most MAX_STEP_N, so it fits in usize.
            (Ok(moves), Ok(n)) => Ok((moves, n as usize)),
            (moves, n) => Err(moves.err().into_iter().chain(n.err()).collect()),
        }
    }

    fn build(build: Build<'_, Msg>, input: Self::Input) -> Result<WlTable, JsValue> {
        let stage = build.stage;
        stage.open(&words::OPENING, "")?;
        let texts = stage.texts().clone();
        let picture = stage.part(Part::Picture);
        let row = dom::child(picture, "ol", "wl-cells", "")?;
        texts.attr(&row, "aria-label", words::WIN_LOSE_TABLE);

        let results = stage.part(Part::Analysis);
        let summary = dom::child(results, "p", "summary", "")?;
        let period = dom::child(results, "p", "period", "")?;
        let proof = dom::child(results, "p", "period-proof", "")?;
        let mut widget = WlTable {
            run: Run::new(input),
            predict: Predictor::in_practice(
                stage,
                &build.dispatch,
                Answering::win_lose(),
                Msg::Answer,
                words::GUESSES,
                words::HOW_ASKED,
            )?,
            row,
            cells: Vec::new(),
            summary,
            period,
            proof,
        };
        widget.start();
        Ok(widget)
    }

    fn load(&mut self, input: Self::Input) -> Result<(), JsValue> {
        self.run = Run::new(input);
        self.start();
        Ok(())
    }

    fn values(&self) -> Values {
        Values::new(vec![
            ("moves", spaced(self.run.trace.game().moves.values())),
            ("n", self.run.n().to_string()),
        ])
    }

    fn programs(&self) -> Vec<Source> {
        Source::all(&PROGRAMS)
    }

    fn stdin(&self) -> String {
        subtraction::table_input(&self.run.trace.game().moves, self.run.n() as u64)
    }

    fn read_stdin(&self, text: &str) -> Result<Self::Input, InputError> {
        let (moves, n) = subtraction::read_table_input(text, MAX_STEP_N)?;
        Ok((moves, n as usize))
    }

    fn total(&self) -> usize {
        self.run.trace.total() as usize
    }

    fn update(&mut self, msg: Msg, _lang: Lang) -> Effect {
        match msg {
            Msg::Answer(answer) => self.predict.answer_win_lose(answer),
        }
    }

    fn predictor(&mut self) -> Option<&mut dyn PredictMode> {
        Some(&mut self.predict)
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        let Some(step) = self.run.last(position) else {
            return true;
        };
        // Asked at a cell's first step; cell 0 is L by the rules, nothing to guess.
        let opens = self.run.trace.first_step(step.cell) == Some(position as u64 - 1);
        step.cell == 0 || !opens || self.predict.ask(step.cell, playing)
    }

    fn on_reset(&mut self) {
        self.predict.clear(self.run.n() + 1);
    }

    fn key(&self, key: &str) -> Option<Msg> {
        self.predict.win_lose_key(key).map(Msg::Answer)
    }

    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue> {
        self.draw_cells(position);
        self.draw_results(position, lang);
        let run = &self.run;
        self.predict.draw(
            |cell| words::question(cell, lang),
            |cell, guess| {
                let truth = run.outcome(cell)?.letter();
                let (vi, en) = words::guessed(cell);
                Some(verdict(guess.letter(), truth, (&vi, &en), lang))
            },
            lang,
        );
        Ok(())
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        match self.run.last(position) {
            Some(step) => step.sentence(lang),
            None => lang.say(words::OPENING.start).to_string(),
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

impl WlTable {
    /// A new table: no guesses, one DOM cell per position.
    fn start(&mut self) {
        self.on_reset();
        dom::clear(&self.row);
        self.cells = (0..=self.run.n())
            .filter_map(|i| Cell::new(&self.row, i, "cell-value").ok())
            .collect();
    }

    fn draw_cells(&self, position: usize) {
        let run = &self.run;
        let last = run.last(position);
        let reads = last.as_ref().map(Step::reads).unwrap_or_default();
        let target = last.as_ref().and_then(Step::losing_target);
        for (i, cell) in self.cells.iter().enumerate() {
            let outcome = run.outcome(i).filter(|_| run.shown(i, position));
            let letter = outcome.map(|o| o.letter().to_string()).unwrap_or_default();
            dom::set_text(&cell.value, &letter);
            dom::set_class(&cell.root, "is-w", outcome == Some(Outcome::Win));
            dom::set_class(&cell.root, "is-l", outcome == Some(Outcome::Lose));
            let current = last.as_ref().is_some_and(|s| s.cell == i);
            let target_here = target == Some(i);
            let reading = reads.contains(&i) && !target_here;
            cell.mark(&[
                (current, "is-current", "●"),
                (reading, "is-reading", "○"),
                (target_here, "is-target", "★"),
            ]);
        }
    }

    /// The summaries, each only once its step is reached: the list of L cells at the end, the
    /// period from the step that proves it.
    fn draw_results(&self, position: usize, lang: Lang) {
        let run = &self.run;
        let done = position >= run.trace.total() as usize;
        dom::show_when(&self.summary, done, || run.trace.summary(lang));

        let proven = run.proof_position.is_some_and(|p| position >= p);
        let (period, proof) = match (&run.rule, proven) {
            (Some(rule), true) => run.trace.period_words(Some(rule), lang),
            _ if done => run.trace.period_words(None, lang),
            _ => (String::new(), String::new()),
        };
        dom::show_text(&self.period, &period);
        dom::show_text(&self.proof, &proof);
    }
}
