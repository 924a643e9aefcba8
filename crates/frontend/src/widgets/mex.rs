//! Grundy numbers computed by mex, then a sum of piles judged by XOR (Sprague–Grundy).
//!
//! The learner types a move set and a few piles. Each state `x` takes two steps of the
//! solver's trace: first the states `x − s` one move away are marked on the Grundy row and their
//! values are ticked on the mex row; then the first number missing from the mex row is starred
//! and written into `g(x)`. One step per pile then shows its value in binary, and the last step
//! XORs the columns; the verdict and the winning moves follow it. Every picture is drawn from
//! the position alone, so stepping back restores exactly the picture before. In predict mode
//! the player stops before each mex until the learner types it.
//!
//! What it says (title, rule, legend, headings, questions) is in `nimlab_course::widgets::mex`.

use std::rc::Rc;

use nimlab_course::widgets::{mex as words, MOVE_SET};
use nimlab_solver::input::{Field, InputError};
use nimlab_solver::subtraction::{
    self, BinaryRow, MexStep, MexTrace, MoveSet, SubtractionGame, MEX_MAX_PILE, MEX_MAX_PILES,
    MEX_PROGRAMS,
};
use nimlab_solver::{Lang, Outcome};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom;
use crate::kit::code_panel::Source;
use crate::kit::fields::spaced;
use crate::kit::fields::{Kind, Spec, Values};
use crate::kit::predict::{Answer, Answering, PredictMode, Predictor};
use crate::kit::stage::Part;
use crate::kit::stepper::{Build, CodeView, Effect, Stepper};
use crate::kit::text::{Texts, Words};
use crate::kit::Cell;

/// The largest mex a learner may type (anything above the number of moves is wrong anyway).
const MAX_GUESS: u64 = 99;
const GUESS: Field = Field::new("mex", words::GUESS.0, words::GUESS.1, "3");

pub enum Msg {
    Answer(Answer),
}

/// A row of the pile table: g, one cell per binary digit, and who wins the pile alone.
struct PileRow {
    root: Element,
    grundy: Element,
    bits: Vec<Element>,
    alone: Element,
}

pub struct Mex {
    trace: MexTrace,
    predict: Predictor<u32>,
    texts: Rc<Texts>,
    g_title: Element,
    g_row: Element,
    cells: Vec<Cell>,
    mex_title: Element,
    mex_row: Element,
    slots: Vec<Cell>,
    table: Element,
    rows: Vec<PileRow>,
    sum: Option<PileRow>,
    verdict: Element,
}

impl Stepper for Mex {
    type Msg = Msg;
    type Input = (MoveSet, Vec<usize>);

    fn fields(_placeholder: &Element) -> Vec<Spec> {
        vec![
            Spec::new("moves", MOVE_SET, "1 3 4", Kind::List),
            Spec::new("piles", ("", ""), "4 6", Kind::List)
                .labelled(words::piles_label(MEX_MAX_PILES, MEX_MAX_PILE)),
        ]
    }

    const APPLY: Words = words::APPLY;

    const PREDICT: Option<Words> = Some(words::PREDICT);

    fn parse(values: &Values) -> Result<Self::Input, Vec<InputError>> {
        let moves = subtraction::parse_mex_moves(values.get("moves"));
        let piles = subtraction::parse_mex_piles(values.get("piles"));
        match (moves, piles) {
            (Ok(moves), Ok(piles)) => Ok((moves, piles)),
            (moves, piles) => Err(moves.err().into_iter().chain(piles.err()).collect()),
        }
    }

    fn build(build: Build<'_, Msg>, input: Self::Input) -> Result<Mex, JsValue> {
        let stage = build.stage;
        stage.open(&words::OPENING, "")?;
        let texts = stage.texts().clone();
        let picture = stage.part(Part::Picture);
        let g_title = dom::child(picture, "h4", "mex-heading", "")?;
        let g_row = dom::child(picture, "ol", "wl-cells mex-g-row", "")?;
        texts.attr(&g_row, "aria-label", words::GRUNDY_TABLE);
        let mex_title = dom::child(picture, "h4", "mex-heading", "")?;
        let mex_row = dom::child(picture, "ol", "mex-row", "")?;
        texts.attr(&mex_row, "aria-label", words::MEX_ROW);
        texts.child(picture, "h4", "mex-heading", words::PILES_HEADING)?;
        // A wide table scrolls inside its box; the box takes the focus so keys can scroll it.
        let wrap = dom::child_with(picture, "div", "mex-piles-wrap", &[("tabindex", "0")])?;
        let table = dom::child(&wrap, "table", "mex-piles", "")?;

        let verdict = dom::child(stage.part(Part::Analysis), "p", "mex-verdict", "")?;
        let mut widget = Mex {
            trace: trace(input),
            predict: Predictor::in_practice(
                stage,
                &build.dispatch,
                Answering::Typed(words::GUESS),
                Msg::Answer,
                words::GUESSES,
                words::HOW_ASKED,
            )?,
            texts,
            g_title,
            g_row,
            cells: Vec::new(),
            mex_title,
            mex_row,
            slots: Vec::new(),
            table,
            rows: Vec::new(),
            sum: None,
            verdict,
        };
        widget.rebuild()?;
        Ok(widget)
    }

    fn load(&mut self, input: Self::Input) -> Result<(), JsValue> {
        self.trace = trace(input);
        self.rebuild()
    }

    fn values(&self) -> Values {
        Values::new(vec![
            ("moves", spaced(self.trace.moves().values())),
            ("piles", spaced(self.trace.piles())),
        ])
    }

    fn programs(&self) -> Vec<Source> {
        Source::all(&MEX_PROGRAMS)
    }

    fn stdin(&self) -> String {
        subtraction::mex_input(self.trace.moves(), self.trace.piles())
    }

    fn read_stdin(&self, text: &str) -> Result<Self::Input, InputError> {
        subtraction::read_mex_input(text)
    }

    fn total(&self) -> usize {
        // At most 2 · 31 + 5 + 1 steps.
        self.trace.total() as usize
    }

    fn update(&mut self, msg: Msg, lang: Lang) -> Effect {
        match msg {
            Msg::Answer(Answer::Typed(text)) => self.predict.typed(&text, GUESS, MAX_GUESS, lang),
            Msg::Answer(Answer::Button(_)) => Effect::none(),
        }
    }

    fn predictor(&mut self) -> Option<&mut dyn PredictMode> {
        Some(&mut self.predict)
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        match self.last(position) {
            Some(MexStep::Mex { x, .. }) => self.predict.ask(x, playing),
            _ => true,
        }
    }

    fn on_reset(&mut self) {
        self.predict.clear(self.trace.table().grundy.len());
    }

    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue> {
        // A question is held just before its mex step; once the learner jumps elsewhere
        // (scrubber, end, back) it no longer applies.
        if let Some(x) = self.predict.state.waiting_for() {
            if position as u64 != self.trace.mex_step(x) {
                self.predict.state.cancel();
            }
        }
        let last = self.last(position);
        self.draw_grundy_row(position, last.as_ref());
        self.draw_mex_row(last.as_ref(), lang);
        self.draw_piles(position, last.as_ref(), lang);
        let done = position >= self.total();
        dom::show_when(&self.verdict, done, || self.trace.verdict(lang));
        let trace = &self.trace;
        self.predict.draw_until(
            (done, words::NO_STEP_LEFT),
            |x| words::question(x, lang),
            |x, &guess| trace.judge_mex(x, guess, lang),
            lang,
        );
        Ok(())
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        match self.last(position) {
            Some(step) => step.sentence(lang),
            None => lang.say(words::OPENING.start).into(),
        }
    }

    fn code(&self, position: usize) -> CodeView {
        match self.last(position) {
            Some(step) => CodeView::at(&MEX_PROGRAMS, step.code_point(), step.variables()),
            None => CodeView::start([
                ("m", self.trace.mex_bound()),
                ("k", self.trace.piles().len()),
            ]),
        }
    }
}

fn trace((moves, piles): (MoveSet, Vec<usize>)) -> MexTrace {
    MexTrace::new(&SubtractionGame::new(moves), &piles)
}

impl Mex {
    /// The step that led to `position` (none at 0).
    fn last(&self, position: usize) -> Option<MexStep> {
        self.trace.step(position.checked_sub(1)? as u64)
    }

    /// A new input: no guesses; the rows of its cells, mex slots and piles with no marks.
    fn rebuild(&mut self) -> Result<(), JsValue> {
        self.on_reset();
        let texts = &self.texts;
        texts.forget_inside(&self.table);
        for parent in [&self.g_row, &self.mex_row, &self.table] {
            dom::clear(parent);
        }
        let top = self.trace.table().grundy.len() - 1;
        texts.text(&self.g_title, words::grundy_heading(top));
        self.cells = (0..=top)
            .map(|x| Cell::new(&self.g_row, x, "cell-value mex-g-value"))
            .collect::<Result<_, JsValue>>()?;
        self.slots = (0..=self.trace.mex_bound())
            .map(|v| {
                let root = dom::child(&self.mex_row, "li", "mex-slot", "")?;
                let value = dom::child(&root, "span", "mex-num", &v.to_string())?;
                let mark = dom::decoration(&root, "span", "mex-mark")?;
                Ok(Cell { root, value, mark })
            })
            .collect::<Result<_, JsValue>>()?;

        let width = self.trace.pile_table().width;
        let thead = dom::child(&self.table, "thead", "", "")?;
        let head_row = dom::child(&thead, "tr", "", "")?;
        for (index, head) in words::HEADS.into_iter().enumerate() {
            let class = if index == 3 { "mex-bits-head" } else { "" };
            let th = texts.child(&head_row, "th", class, head)?;
            dom::set_attr(&th, "scope", "col");
            if index == 3 {
                dom::set_attr(&th, "colspan", &width.to_string());
            }
        }
        let weights = dom::child(&thead, "tr", "mex-weights", "")?;
        for _ in 0..3 {
            dom::child(&weights, "td", "", "")?;
        }
        for bit in (0..width).rev() {
            dom::child(&weights, "td", "mex-bit", &(1u32 << bit).to_string())?;
        }
        dom::child(&weights, "td", "", "")?;

        let body = dom::child(&self.table, "tbody", "", "")?;
        let mut rows = Vec::new();
        for (index, size) in self.trace.piles().iter().enumerate() {
            let tr = dom::child(&body, "tr", "mex-pile", "")?;
            let head = format!("#{}", index + 1);
            rows.push(pile_row(&tr, &head, &size.to_string(), width)?);
        }
        self.rows = rows;
        let foot = dom::child(&self.table, "tfoot", "", "")?;
        let tr = dom::child(&foot, "tr", "mex-xor", "")?;
        self.sum = Some(pile_row(&tr, "", "", width)?);
        if let Some(th) = tr.first_element_child() {
            texts.text(&th, words::SUM_ROW);
        }
        Ok(())
    }

    fn draw_grundy_row(&self, position: usize, last: Option<&MexStep>) {
        let trace = &self.trace;
        let (current, reads): (Option<usize>, Vec<usize>) = match last {
            Some(MexStep::Gather { x, .. } | MexStep::Mex { x, .. }) => (
                Some(*x),
                trace.options(*x).into_iter().map(|(t, _)| t).collect(),
            ),
            _ => (None, Vec::new()),
        };
        let piles: &[usize] = match last {
            Some(MexStep::Pile { index, .. }) => &trace.piles()[*index..=*index],
            Some(MexStep::Verdict { .. }) => trace.piles(),
            _ => &[],
        };
        for (x, cell) in self.cells.iter().enumerate() {
            let value = trace.table().grundy[x];
            let written = trace.mex_step(x) < position as u64;
            let shown = written.then(|| value.to_string());
            dom::set_text(&cell.value, shown.as_deref().unwrap_or(""));
            dom::set_class(&cell.root, "is-w", written && value != 0);
            dom::set_class(&cell.root, "is-l", written && value == 0);
            let marks = [
                (current == Some(x), "is-current", "●"),
                (reads.contains(&x), "is-reading", "○"),
                (piles.contains(&x), "is-pile", "▲"),
            ];
            cell.mark(&marks);
        }
    }

    fn draw_mex_row(&self, last: Option<&MexStep>, lang: Lang) {
        let (x, present, mex): (Option<usize>, Vec<u32>, Option<u32>) = match last {
            Some(MexStep::Gather { x, options }) => {
                (Some(*x), options.iter().map(|&(_, g)| g).collect(), None)
            }
            Some(MexStep::Mex { x, value, present }) => (Some(*x), present.clone(), Some(*value)),
            _ => (None, Vec::new(), None),
        };
        for (v, slot) in self.slots.iter().enumerate() {
            let v = v as u32;
            let marks = [
                (present.contains(&v), "is-present", "✓"),
                (mex == Some(v), "is-mex", "★"),
            ];
            slot.mark(&marks);
        }
        let title = words::mex_heading(x, self.trace.mex_bound(), lang);
        dom::set_text(&self.mex_title, &title);
    }

    /// The pile rows as their steps pass; the ⊕ row once the last step has XORed them.
    fn draw_piles(&self, position: usize, last: Option<&MexStep>, lang: Lang) {
        let table = self.trace.pile_table();
        let current = match last {
            Some(MexStep::Pile { index, .. }) => Some(*index),
            _ => None,
        };
        for (index, (row, value)) in self.rows.iter().zip(&table.rows).enumerate() {
            let shown = self.trace.pile_step(index) < position as u64;
            fill_row(row, Some(value).filter(|_| shown), lang);
            dom::set_class(&row.root, "is-current", current == Some(index));
        }
        if let Some(row) = &self.sum {
            let done = position >= self.total();
            fill_row(row, Some(&table.sum).filter(|_| done), lang);
        }
    }
}

/// A row of the pile table: its heading, its size, then g, the binary digits and W/L.
fn pile_row(tr: &Element, head: &str, size: &str, width: usize) -> Result<PileRow, JsValue> {
    let th = dom::child(tr, "th", "", head)?;
    dom::set_attr(&th, "scope", "row");
    dom::child(tr, "td", "mex-size", size)?;
    let grundy = dom::child(tr, "td", "mex-g", "")?;
    let bits = (0..width)
        .map(|_| dom::child(tr, "td", "mex-bit", ""))
        .collect::<Result<_, _>>()?;
    let alone = dom::child(tr, "td", "mex-alone", "")?;
    Ok(PileRow {
        root: tr.clone(),
        grundy,
        bits,
        alone,
    })
}

/// Writes `value` into a row, or question marks before it is known.
fn fill_row(row: &PileRow, value: Option<&BinaryRow>, lang: Lang) {
    let grundy = value.map_or("?".to_string(), |v| v.grundy.to_string());
    dom::set_text(&row.grundy, &grundy);
    for (index, cell) in row.bits.iter().enumerate() {
        let digit = value.and_then(|v| v.bits.get(index).copied());
        dom::set_text(cell, &digit.map_or("·".to_string(), |d| d.to_string()));
        dom::set_class(cell, "is-one", digit == Some(1));
    }
    let outcome = value.map(|v| v.outcome);
    let alone = outcome.map_or("", |o| match o {
        Outcome::Win => lang.say(words::WIN),
        Outcome::Lose => lang.say(words::LOSE),
    });
    dom::set_text(&row.alone, alone);
    dom::set_class(&row.alone, "is-w", outcome == Some(Outcome::Win));
    dom::set_class(&row.alone, "is-l", outcome == Some(Outcome::Lose));
}
