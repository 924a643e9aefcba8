//! Yaglom's table of Wythoff's losing pairs `(a_k, b_k)`, built one row per step by the mex
//! rule (the solver's [`YaglomTrace`]) and written in decimal, binary or Fibonacci (Zeckendorf)
//! notation, or all three side by side.
//!
//! In Fibonacci notation every row carries Theorem II's marks: the final 0s of `a_k` (always
//! an even number of them) are underlined, and the 0 appended to `a_k` to make `b_k` is boxed.
//! In binary the same pattern is tested row by row and the solver's first counterexample is
//! named once its row is built. A strip of numbers shows which numbers earlier rows have used,
//! so the mex is seen. In predict mode the player stops before each row until the learner has
//! typed `a_k`.

use nimlab_course::widgets::yaglom as words;
use nimlab_solver::input::{parse_number, Field, InputError};
use nimlab_solver::wythoff::{
    pairs_input, read_pairs_input, split_final_zeros, strip_label, used_by, Notation, PPosition,
    RowMark, TableView, YaglomStep, YaglomTrace, PROGRAMS,
};
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit::code_panel::Source;
use crate::kit::fields::{Kind, Spec, Values};
use crate::kit::player::Command;
use crate::kit::predict::{Answer, Answering, PredictMode, Predictor};
use crate::kit::stage::Part;
use crate::kit::stepper::{Build, CodeView, Effect, Stepper};
use crate::kit::text::Words;

/// The most rows the table holds (k = 0 .. MAX_ROWS − 1).
pub const MAX_ROWS: u64 = 40;

/// The rows field: how many pairs, counting `(0, 0)`.
const ROWS: Field = Field::new("rows", words::ROWS.0, words::ROWS.1, "12");
/// A guess of `a_k` in predict mode.
const GUESS: Field = Field::new("guess", words::GUESS.0, words::GUESS.1, "6");

pub enum Msg {
    View(TableView),
    Answer(Answer),
}

pub struct Yaglom {
    trace: YaglomTrace,
    view: TableView,
    /// A link's notation that was refused, said under the switch.
    view_error: Option<InputError>,
    predict: Predictor<u64>,
    view_buttons: Vec<(TableView, Element)>,
    view_message: Element,
    table: Element,
    strip: Element,
    pattern: Element,
    _listeners: Vec<Listener>,
}

impl Stepper for Yaglom {
    type Msg = Msg;
    type Input = u64;

    fn fields(placeholder: &Element) -> Vec<Spec> {
        let spec =
            Spec::new("rows", ("", ""), "12", Kind::Number).labelled(words::rows_label(MAX_ROWS));
        vec![spec.default_from(placeholder, |text| {
            parse_number(text, ROWS, 1, MAX_ROWS).is_ok()
        })]
    }

    const APPLY: Words = words::APPLY;

    const PREDICT: Option<Words> = Some(words::PREDICT);

    fn parse(values: &Values) -> Result<u64, Vec<InputError>> {
        parse_number(values.get("rows"), ROWS, 1, MAX_ROWS).map_err(|e| vec![e])
    }

    fn build(build: Build<'_, Msg>, rows: u64) -> Result<Yaglom, JsValue> {
        let stage = build.stage;
        stage.open(&words::OPENING, "yg")?;
        let texts = stage.texts().clone();
        let switch = dom::child(stage.part(Part::Input), "div", "yg-switch", "")?;
        let label = texts.child(&switch, "span", "yg-switch-label", words::NOTATION)?;
        let label_id = dom::fresh_id("yg-view");
        dom::set_attr(&label, "id", &label_id);
        let attrs = [("role", "group"), ("aria-labelledby", label_id.as_str())];
        let group = dom::child_with(&switch, "div", "yg-switch-buttons", &attrs)?;
        let mut view_buttons = Vec::new();
        let mut listeners = Vec::new();
        for view in TableView::ALL {
            let button = dom::button(&group, "btn yg-view", "")?;
            texts.text(&button, (view.label(Lang::Vi), view.label(Lang::En)));
            let send = build.dispatch.clone();
            let listener = Listener::new(&button, "click", move |_| send(Msg::View(view)))?;
            listeners.push(listener);
            view_buttons.push((view, button));
        }
        let view_message = dom::child(&switch, "p", "field-error yg-view-error", "")?;
        dom::set_attr(&view_message, "role", "alert");
        dom::set_hidden(&view_message, true);

        let picture = stage.part(Part::Picture);
        let scroll = dom::child_with(picture, "div", "yg-scroll", &[("tabindex", "0")])?;
        let table = dom::child(&scroll, "table", "yg-table", "")?;
        texts.child(picture, "p", "yg-strip-title", words::USED_NUMBERS_TITLE)?;
        let strip = dom::child(picture, "ol", "yg-strip", "")?;
        texts.attr(&strip, "aria-label", words::USED_NUMBERS);

        let pattern = dom::child(stage.part(Part::Analysis), "p", "yg-pattern", "")?;
        let mut widget = Yaglom {
            trace: YaglomTrace::new(rows),
            view: TableView::One(Notation::Fibonacci),
            view_error: None,
            predict: Predictor::in_practice(
                stage,
                &build.dispatch,
                Answering::Typed(words::GUESS_PROMPT),
                Msg::Answer,
                words::GUESSES,
                words::HOW_ASKED,
            )?,
            view_buttons,
            view_message,
            table,
            strip,
            pattern,
            _listeners: listeners,
        };
        widget.load(rows)?;
        Ok(widget)
    }

    fn load(&mut self, rows: u64) -> Result<(), JsValue> {
        self.trace = YaglomTrace::new(rows);
        self.predict.clear(rows as usize);
        Ok(())
    }

    fn values(&self) -> Values {
        Values::new(vec![("rows", self.trace.rows().to_string())])
    }

    fn programs(&self) -> Vec<Source> {
        Source::all(&PROGRAMS)
    }

    fn stdin(&self) -> String {
        pairs_input(self.trace.n())
    }

    fn read_stdin(&self, text: &str) -> Result<u64, InputError> {
        Ok(read_pairs_input(text, 0, MAX_ROWS - 1)? + 1)
    }

    fn total(&self) -> usize {
        self.trace.total() as usize
    }

    fn update(&mut self, msg: Msg, lang: Lang) -> Effect {
        match msg {
            Msg::View(view) => {
                self.view = view;
                self.view_error = None;
                Effect::none()
            }
            Msg::Answer(Answer::Typed(text)) => {
                let Some(row) = self.predict.state.waiting_for() else {
                    return Effect::commands(vec![Command::Forward]);
                };
                let last = self.trace.step(self.trace.n()).map_or(0, |s| s.pair.b);
                let guess = parse_number(&text, GUESS, 0, last.max(1) * 2);
                self.predict.panel.refuse(guess.as_ref().err(), lang);
                match guess {
                    Ok(guess) if row > 0 => self.predict.answer(guess),
                    _ => Effect::none(),
                }
            }
            Msg::Answer(Answer::Button(_)) => Effect::none(),
        }
    }

    fn predictor(&mut self) -> Option<&mut dyn PredictMode> {
        Some(&mut self.predict)
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        // Row 0 is (0, 0) by the rules: nothing to guess.
        let row = position.saturating_sub(1);
        row == 0 || self.predict.ask(row, playing)
    }

    fn on_reset(&mut self) {
        self.predict.clear(self.trace.rows() as usize);
    }

    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue> {
        for (view, button) in &self.view_buttons {
            let on = *view == self.view;
            dom::set_attr(button, "aria-pressed", if on { "true" } else { "false" });
            dom::set_class(button, "is-chosen", on);
        }
        let message = self.view_error.as_ref().map(|e| e.reason(lang));
        dom::show_text(&self.view_message, message.as_deref().unwrap_or(""));
        self.draw_table(position, lang)?;
        self.draw_strip(position, lang)?;
        let pattern = self.trace.pattern(self.view, position as u64, lang);
        dom::set_text(&self.pattern, &pattern);
        self.predict.draw(
            |k| words::question(k, lang),
            |row, &guess| Some(self.trace.step(row as u64)?.judge(guess, lang)),
            lang,
        );
        Ok(())
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        match self.last(position) {
            Some(step) => step.sentence(self.view, lang),
            None => lang.say(words::OPENING.start).to_string(),
        }
    }

    fn code(&self, position: usize) -> CodeView {
        let n = self.trace.n();
        match self.last(position) {
            Some(step) => CodeView::at(&PROGRAMS, step.code_point(), step.variables(n)),
            None => CodeView::start([("n", n)]),
        }
    }

    fn extra(&self) -> Vec<(&'static str, String)> {
        vec![("notation", self.view.name().to_string())]
    }

    fn restore_extra(&mut self, get: &dyn Fn(&str) -> Option<String>, _lang: Lang) {
        if let Some(text) = get("notation") {
            match TableView::parse(&text) {
                Ok(view) => self.view = view,
                Err(e) => self.view_error = Some(e),
            }
        }
    }
}

impl Yaglom {
    /// The step that led to `position`.
    fn last(&self, position: usize) -> Option<YaglomStep> {
        self.trace.step(position.checked_sub(1)? as u64)
    }

    fn draw_table(&self, position: usize, lang: Lang) -> Result<(), JsValue> {
        let table = &self.table;
        dom::clear(table);
        let notations = self.view.notations();
        let caption = words::table_caption(self.trace.n(), lang);
        dom::child(table, "caption", "", &caption)?;
        let tr = dom::child(&dom::child(table, "thead", "", "")?, "tr", "", "")?;
        dom::set_attr(&dom::child(&tr, "th", "", "k")?, "scope", "col");
        for &notation in &notations {
            for name in ["a_k", "b_k"] {
                let text = if notations.len() > 1 {
                    format!("{name} ({})", notation.word(lang))
                } else {
                    name.to_string()
                };
                dom::set_attr(&dom::child(&tr, "th", "yg-col", &text)?, "scope", "col");
            }
        }
        let marked = self.view.marked();
        if let Some(notation) = marked {
            let heading = RowMark::heading(notation, lang);
            dom::set_attr(&dom::child(&tr, "th", "", heading)?, "scope", "col");
        }
        let body = dom::child(table, "tbody", "", "")?;
        for row in 0..position.min(self.total()) as u64 {
            let Some(YaglomStep { pair }) = self.trace.step(row) else {
                continue;
            };
            let tr = dom::child(&body, "tr", "yg-row", "")?;
            dom::set_class(&tr, "is-current", row + 1 == position as u64);
            dom::set_attr(&tr, "data-k", &pair.k.to_string());
            let th = dom::child(&tr, "th", "", &pair.k.to_string())?;
            dom::set_attr(&th, "scope", "row");
            for &notation in &notations {
                number_cell(&tr, notation, pair, false)?;
                number_cell(&tr, notation, pair, true)?;
            }
            if let Some(notation) = marked {
                let mark = RowMark::of(pair, notation);
                let class = match mark {
                    RowMark::Given => "yg-mark",
                    RowMark::Broken => "yg-mark is-broken",
                    _ => "yg-mark is-ok",
                };
                dom::child(&tr, "td", class, &mark.text(lang))?;
            }
        }
        Ok(())
    }

    /// The numbers `0 ..= b_last`, each marked with the row that used it so far.
    fn draw_strip(&self, position: usize, lang: Lang) -> Result<(), JsValue> {
        let strip = &self.strip;
        dom::clear(strip);
        let rows = position as u64;
        let top = self.trace.step(self.trace.n()).map_or(0, |s| s.pair.b);
        let current = self.last(position).map(|s| s.pair);
        for number in 0..=top {
            let owner = used_by(number, rows);
            let li = dom::child(strip, "li", "yg-cell", "")?;
            dom::child(&li, "span", "yg-cell-n", &number.to_string())?;
            let tag = dom::child(&li, "span", "yg-cell-tag", owner.map_or("", |o| o.role()))?;
            dom::set_attr(&tag, "aria-hidden", "true");
            dom::set_class(&li, "is-used", owner.is_some());
            let now = current.is_some_and(|p| p.a == number || p.b == number);
            dom::set_class(&li, "is-current", now);
            dom::set_attr(&li, "aria-label", &strip_label(number, rows, lang));
        }
        Ok(())
    }
}

/// A number cell; in Fibonacci notation `a_k`'s final zeros are underlined and `b_k`'s
/// appended 0 is boxed.
fn number_cell(
    tr: &Element,
    notation: Notation,
    pair: PPosition,
    upper: bool,
) -> Result<(), JsValue> {
    let td = dom::child(tr, "td", &format!("yg-num yg-{}", notation.name()), "")?;
    dom::set_attr(&td, "data-col", if upper { "b" } else { "a" });
    let value = if upper { pair.b } else { pair.a };
    if notation != Notation::Fibonacci || pair.k == 0 {
        dom::set_text(&td, &notation.write(value));
        return Ok(());
    }
    let digits = notation.write(pair.a);
    let (head, zeros) = split_final_zeros(&digits);
    dom::child(&td, "span", "yg-head", head)?;
    if !zeros.is_empty() {
        dom::child(&td, "span", "yg-zeros", zeros)?;
    }
    if upper {
        dom::child(&td, "span", "yg-shift", "0")?;
    }
    dom::set_attr(&td, "title", &value.to_string());
    Ok(())
}
