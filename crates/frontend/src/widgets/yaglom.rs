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
use crate::kit::{self, Legend};

/// The most rows the table holds (k = 0 .. MAX_ROWS − 1).
pub const MAX_ROWS: u64 = 40;

/// The rows field: how many pairs, counting `(0, 0)`.
const ROWS: Field = Field::new("rows", "Số dòng", "Rows", "12");
/// A guess of `a_k` in predict mode.
const GUESS: Field = Field::new("guess", "Dự đoán a_k", "Your a_k", "6");

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

const LEGEND: &[kit::LegendEntry] = &[
    (
        "yg-zeros",
        "0̲",
        "các chữ số 0 cuối của a_k (luôn là số chẵn)",
        "the final 0s of a_k (always an even number)",
    ),
    (
        "yg-shift",
        "0",
        "chữ số 0 viết thêm vào a_k để được b_k",
        "the 0 appended to a_k to make b_k",
    ),
    ("is-current", "●", "dòng vừa dựng", "the row just built"),
];

impl Stepper for Yaglom {
    type Msg = Msg;
    type Input = u64;

    fn fields(placeholder: &Element) -> Vec<Spec> {
        let spec = Spec::new("rows", ("", ""), "12", Kind::Number).labelled((
            format!("Số dòng (1 – {MAX_ROWS}), tính cả dòng k = 0"),
            format!("Rows (1 – {MAX_ROWS}), counting row k = 0"),
        ));
        vec![spec.default_from(placeholder, |text| {
            parse_number(text, ROWS, 1, MAX_ROWS).is_ok()
        })]
    }

    const APPLY: Words = ("Dựng bảng", "Build table");

    const PREDICT: Option<Words> =
        Some(("Tự đoán a_k trước mỗi dòng", "Predict a_k before each row"));

    fn parse(values: &Values) -> Result<u64, Vec<InputError>> {
        parse_number(values.get("rows"), ROWS, 1, MAX_ROWS).map_err(|e| vec![e])
    }

    fn build(build: Build<'_, Msg>, rows: u64) -> Result<Yaglom, JsValue> {
        let stage = build.stage;
        stage.set_title((
            "Bảng của Yaglom: các cặp thua viết theo ba cách",
            "Yaglom's table: the losing pairs written three ways",
        ));
        stage.set_intro((
            "Mỗi dòng là một thế thua (a_k, b_k) của trò Wythoff: a_k là số nhỏ nhất chưa dùng ở các dòng trước, b_k = a_k + k. \
             Đổi cách viết số: ở hệ Fibonacci hiện ra một quy luật mà hệ nhị phân không có.",
            "Each row is a losing position (a_k, b_k) of Wythoff's game: a_k is the smallest number not used by earlier rows, \
             and b_k = a_k + k. Switch the notation: Fibonacci notation shows a rule that binary does not.",
        ));
        let texts = stage.texts().clone();
        let switch = dom::child(stage.part(Part::Input), "div", "yg-switch", "")?;
        let label = texts.child(
            &switch,
            "span",
            "yg-switch-label",
            ("Cách viết số:", "Notation:"),
        )?;
        let label_id = dom::fresh_id("yg-view");
        dom::set_attr(&label, "id", &label_id);
        let group = dom::child(&switch, "div", "yg-switch-buttons", "")?;
        dom::set_attr(&group, "role", "group");
        dom::set_attr(&group, "aria-labelledby", &label_id);
        let mut view_buttons = Vec::new();
        let mut listeners = Vec::new();
        for view in TableView::ALL {
            let button = dom::button(&group, "btn yg-view", "")?;
            texts.text(&button, (view.label(Lang::Vi), view.label(Lang::En)));
            let send = build.dispatch.clone();
            listeners.push(Listener::new(&button, "click", move |_| {
                send(Msg::View(view))
            })?);
            view_buttons.push((view, button));
        }
        let view_message = dom::child(&switch, "p", "field-error yg-view-error", "")?;
        dom::set_attr(&view_message, "role", "alert");
        dom::set_hidden(&view_message, true);

        let picture = stage.part(Part::Picture);
        Legend::bound(picture, "yg", LEGEND, &texts)?;
        let scroll = dom::child(picture, "div", "yg-scroll", "")?;
        dom::set_attr(&scroll, "tabindex", "0");
        let table = dom::child(&scroll, "table", "yg-table", "")?;
        texts.child(
            picture,
            "p",
            "yg-strip-title",
            (
                "Các số đã dùng (chữ a hoặc b cho biết số đó là a_j hay b_j):",
                "Numbers used so far (the letter a or b says whether it is some a_j or b_j):",
            ),
        )?;
        let strip = dom::child(picture, "ol", "yg-strip", "")?;
        texts.attr(
            &strip,
            "aria-label",
            ("Các số đã dùng", "Numbers used so far"),
        );

        let pattern = dom::child(stage.part(Part::Analysis), "p", "yg-pattern", "")?;
        let mut widget = Yaglom {
            trace: YaglomTrace::new(rows),
            view: TableView::One(Notation::Fibonacci),
            view_error: None,
            predict: Predictor::in_practice(
                stage,
                &build.dispatch,
                Answering::Typed((
                    "a_k bằng bao nhiêu? (gõ số rồi Enter)",
                    "What is a_k? (type a number, then Enter)",
                )),
                Msg::Answer,
                ("dòng", "rows"),
                (
                    "Bấm Tiến hoặc Chạy: trước mỗi dòng mới, bạn sẽ được hỏi a_k.",
                    "Press Step or Play: before each new row you will be asked for a_k.",
                ),
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
        let trace = &self.trace;
        self.predict.draw(
            |k| {
                lang.pick(
                    format!("Dòng k = {k}: a_{k} là số nhỏ nhất chưa dùng. Đó là số nào?"),
                    format!("Row k = {k}: a_{k} is the smallest unused number. Which is it?"),
                )
            },
            |row, &guess| Some(trace.step(row as u64)?.judge(guess, lang)),
            lang,
        );
        Ok(())
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        match self.last(position) {
            Some(step) => step.sentence(self.view, lang),
            None => lang
                .pick(
                    "Bảng còn trống. Bấm “Tiến một bước” hoặc “Chạy” (▶): mỗi bước dựng một dòng (a_k, b_k).",
                    "The table is empty. Press “Step forward” or “Play” (▶): each step builds one row (a_k, b_k).",
                )
                .to_string(),
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
        let last = self.trace.n();
        let caption = lang.pick(
            format!("Các cặp thua (a_k, b_k), k = 0 – {last}"),
            format!("Losing pairs (a_k, b_k), k = 0 – {last}"),
        );
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
            dom::set_attr(
                &dom::child(&tr, "th", "", &pair.k.to_string())?,
                "scope",
                "row",
            );
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
            let tag = owner.map_or("", |o| o.role());
            dom::set_attr(
                &dom::child(&li, "span", "yg-cell-tag", tag)?,
                "aria-hidden",
                "true",
            );
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
