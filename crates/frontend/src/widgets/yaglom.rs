//! Yaglom's table of Wythoff's losing pairs `(a_k, b_k)`, built one row per step by the mex
//! rule and written in decimal, binary or Fibonacci (Zeckendorf) notation, or all three side
//! by side.
//!
//! In Fibonacci notation every row carries Theorem II's marks: the final 0s of `a_k` (always
//! an even number of them) are underlined, and the 0 appended to `a_k` to make `b_k` is boxed.
//! In binary the same pattern is tested row by row and the solver's first counterexample is
//! named. A strip of numbers shows which numbers earlier rows have used, so the mex is seen.
//! In predict mode the player stops before each row until the learner has typed `a_k`.

use std::rc::Rc;

use nimlab_solver::input::{parse_number, Field, InputError, JudgeInput};
use nimlab_solver::wythoff::{
    first_counterexample, p_position, shift_pattern_holds, Notation, PPosition, Step, StepKind,
    NOTATION, PAIRS, PROGRAMS,
};
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit::code_panel::Source;
use crate::kit::form::InputField;
use crate::kit::shell::{CodeView, Effect, Stepper};
use crate::kit::{self, Predict};

/// The most rows the table holds (k = 0 .. MAX_ROWS − 1).
pub const MAX_ROWS: u64 = 40;
const DEFAULT_ROWS: &str = "12";

/// The rows field: how many pairs, counting `(0, 0)`.
const ROWS: Field = Field::new("rows", "Số dòng", "Rows", "12");
/// A guess of `a_k` in predict mode.
const GUESS: Field = Field::new("guess", "Dự đoán a_k", "Your a_k", "6");

/// How the table is written: one notation, or all three side by side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    One(Notation),
    All,
}

impl View {
    const ALL: [View; 4] = [
        View::One(Notation::Decimal),
        View::One(Notation::Binary),
        View::One(Notation::Fibonacci),
        View::All,
    ];

    fn name(self) -> &'static str {
        match self {
            View::One(n) => n.name(),
            View::All => "all",
        }
    }

    /// `"decimal"`, `"binary"`, `"fibonacci"` (the solver's names) or `"all"`.
    fn parse(text: &str) -> Result<View, InputError> {
        if text.trim() == "all" {
            return Ok(View::All);
        }
        Notation::parse(text).map(View::One).map_err(|_| {
            let shown = nimlab_solver::input::quote(text);
            InputError::custom(
                NOTATION,
                format!("“{shown}” không phải là cách viết đã biết; chọn decimal, binary, fibonacci hoặc all."),
                format!("“{shown}” is not a known notation; choose decimal, binary, fibonacci or all."),
            )
        })
    }

    fn label(self, lang: Lang) -> &'static str {
        match self {
            View::One(Notation::Decimal) => lang.pick("Thập phân", "Decimal"),
            View::One(Notation::Binary) => lang.pick("Nhị phân", "Binary"),
            View::One(Notation::Fibonacci) => lang.pick("Fibonacci", "Fibonacci"),
            View::All => lang.pick("Cả ba", "All three"),
        }
    }

    /// The notations shown, in column order.
    fn notations(self) -> Vec<Notation> {
        match self {
            View::One(n) => vec![n],
            View::All => vec![Notation::Decimal, Notation::Binary, Notation::Fibonacci],
        }
    }
}

pub enum Msg {
    Apply,
    SetView(View),
    SetPredict(bool),
    Guess,
}

pub struct Yaglom {
    /// Row `k` holds `(a_k, b_k)`, `k = 0 .. rows − 1`.
    pairs: Vec<PPosition>,
    view: View,
    view_error: Option<InputError>,
    binary_break: Option<PPosition>,
    predict: Predict<u64>,
    /// Why the typed guess was refused, shown at the guess field.
    guess_error: Option<InputError>,
    title: Element,
    intro: Element,
    rows: InputField,
    apply: Element,
    predict_toggle: Element,
    predict_text: Element,
    view_label: Element,
    view_buttons: Vec<(View, Element)>,
    view_message: Element,
    legend: kit::Legend,
    table: Element,
    strip_title: Element,
    strip: Element,
    pattern: Element,
    predict_box: Element,
    question: Element,
    guess: InputField,
    guess_go: Element,
    feedback: Element,
    score: Element,
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

fn pairs_for(rows: u64) -> Vec<PPosition> {
    (0..rows).filter_map(p_position).collect()
}

/// How many 0s the digits end with (none for "0" itself).
fn final_zeros(digits: &str) -> usize {
    if digits == "0" {
        return 0;
    }
    digits.len() - digits.trim_end_matches('0').len()
}

impl Stepper for Yaglom {
    type Msg = Msg;

    fn build(
        root: &Element,
        placeholder: &Element,
        lang: Lang,
        dispatch: Rc<dyn Fn(Msg)>,
    ) -> Result<Yaglom, JsValue> {
        let (title, intro) = kit::header(root)?;
        let form = kit::form(root)?;
        let rows = InputField::new(&form, "rows")?;
        dom::set_attr(&rows.input, "inputmode", "numeric");
        let (actions, apply) = kit::actions(&form)?;
        let (predict_toggle, predict_text) = kit::predict_switch(&actions)?;

        let switch = dom::child(root, "div", "yg-switch", "")?;
        let view_label = dom::child(&switch, "span", "yg-switch-label", "")?;
        let label_id = dom::fresh_id("yg-view");
        dom::set_attr(&view_label, "id", &label_id);
        let group = dom::child(&switch, "div", "yg-switch-buttons", "")?;
        dom::set_attr(&group, "role", "group");
        dom::set_attr(&group, "aria-labelledby", &label_id);
        let mut view_buttons = Vec::new();
        for view in View::ALL {
            let button = dom::button(&group, "btn yg-view", "")?;
            dom::set_attr(&button, "data-view", view.name());
            view_buttons.push((view, button));
        }
        let view_message = dom::child(&switch, "p", "field-error yg-view-error", "")?;
        dom::set_attr(&view_message, "role", "alert");
        dom::set_hidden(&view_message, true);

        let legend = kit::Legend::new(root, "yg", LEGEND)?;
        let scroll = dom::child(root, "div", "yg-scroll", "")?;
        dom::set_attr(&scroll, "tabindex", "0");
        let table = dom::child(&scroll, "table", "yg-table", "")?;
        let pattern = dom::child(root, "p", "yg-pattern", "")?;
        let strip_title = dom::child(root, "p", "yg-strip-title", "")?;
        let strip = dom::child(root, "ol", "yg-strip", "")?;

        let predict_box = dom::child(root, "div", "predict", "")?;
        let question = dom::child(&predict_box, "p", "predict-question", "")?;
        let guess_form = dom::child(&predict_box, "form", "widget-form yg-guess", "")?;
        dom::set_attr(&guess_form, "novalidate", "");
        let guess = InputField::new(&guess_form, "guess")?;
        dom::set_attr(&guess.input, "inputmode", "numeric");
        let guess_actions = dom::child(&guess_form, "div", "form-actions", "")?;
        let guess_go = dom::child(&guess_actions, "button", "btn", "")?;
        dom::set_attr(&guess_go, "type", "submit");
        let feedback = dom::child(&predict_box, "p", "predict-feedback", "")?;
        dom::set_attr(&feedback, "aria-live", "polite");
        let score = dom::child(&predict_box, "p", "predict-score", "")?;

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&form, move || d(Msg::Apply))?);
        let d = dispatch.clone();
        listeners.push(kit::on_toggle(&predict_toggle, move |on| {
            d(Msg::SetPredict(on))
        })?);
        for (view, button) in &view_buttons {
            let (d, view) = (dispatch.clone(), *view);
            listeners.push(Listener::new(button, "click", move |_| {
                d(Msg::SetView(view))
            })?);
        }
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&guess_form, move || d(Msg::Guess))?);

        let mut widget = Yaglom {
            pairs: pairs_for(12),
            view: View::One(Notation::Fibonacci),
            view_error: None,
            binary_break: None,
            predict: Predict::default(),
            guess_error: None,
            title,
            intro,
            rows,
            apply,
            predict_toggle,
            predict_text,
            view_label,
            view_buttons,
            view_message,
            legend,
            table,
            strip_title,
            strip,
            pattern,
            predict_box,
            question,
            guess,
            guess_go,
            feedback,
            score,
            _listeners: listeners,
        };
        let attr = |name: &str, default: &str| {
            placeholder
                .get_attribute(name)
                .unwrap_or_else(|| default.to_string())
        };
        widget.rows.set_value(&attr("data-rows", DEFAULT_ROWS));
        widget.read_view(&attr("data-notation", "fibonacci"));
        widget.read_fields(lang);
        Ok(widget)
    }

    fn sources(&self) -> Vec<Source> {
        Source::all(&PROGRAMS)
    }

    fn total(&self) -> usize {
        self.pairs.len()
    }

    fn update(&mut self, msg: Msg, lang: Lang) -> Effect {
        match msg {
            Msg::Apply => {
                if self.read_fields(lang) {
                    return Effect::restart();
                }
                Effect::none()
            }
            Msg::SetView(view) => {
                self.view = view;
                self.view_error = None;
                Effect::none()
            }
            Msg::SetPredict(on) => {
                self.predict.set_enabled(on);
                self.guess_error = None;
                Effect::none()
            }
            Msg::Guess => {
                if self.predict.waiting_for().is_none() {
                    return Effect::none();
                }
                let max = self.pairs.last().map_or(0, |p| p.b);
                match parse_number(&self.guess.value(), GUESS, 0, max.max(1) * 2) {
                    Ok(value) => {
                        self.guess_error = None;
                        self.guess.set_value("");
                        self.predict.answer(value)
                    }
                    Err(e) => {
                        self.guess_error = Some(e);
                        Effect::none()
                    }
                }
            }
        }
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        let row = position - 1;
        row == 0 || self.predict.ask(row, playing)
    }

    fn on_reset(&mut self) {
        self.clear_guesses();
    }

    fn draw(&mut self, position: usize, lang: Lang) {
        for (view, button) in &self.view_buttons {
            let on = *view == self.view;
            dom::set_attr(button, "aria-pressed", if on { "true" } else { "false" });
            dom::set_class(button, "is-chosen", on);
        }
        let message = self
            .view_error
            .as_ref()
            .map(|e| e.reason(lang))
            .unwrap_or_default();
        dom::set_text(&self.view_message, &message);
        dom::set_hidden(&self.view_message, message.is_empty());
        let _ = self.draw_table(position, lang);
        let _ = self.draw_strip(position, lang);
        dom::set_text(&self.pattern, &self.pattern_text(position, lang));
        self.draw_predict(position, lang);
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        let Some(row) = position.checked_sub(1) else {
            return lang
                .pick(
                    "Bảng còn trống. Bấm “Tiến một bước” hoặc “Chạy” (▶): mỗi bước dựng một dòng (a_k, b_k).",
                    "The table is empty. Press “Step forward” or “Play” (▶): each step builds one row (a_k, b_k).",
                )
                .to_string();
        };
        let Some(p) = self.pairs.get(row) else {
            return String::new();
        };
        if p.k == 0 {
            return lang
                .pick(
                    "Dòng k = 0: cặp (0, 0), hai đống rỗng, người đến lượt thua. Số 0 đã được dùng.",
                    "Row k = 0: the pair (0, 0), two empty piles, the player to move loses. The number 0 is now used.",
                )
                .to_string();
        }
        let (k, a, b, prev) = (p.k, p.a, p.b, p.k - 1);
        let mut text = lang.pick(
            format!("Dòng k = {k}: số nhỏ nhất chưa xuất hiện ở các dòng 0–{prev} là a = {a} (mex); b = a + k = {a} + {k} = {b}."),
            format!("Row k = {k}: the smallest number not used by rows 0–{prev} is a = {a} (the mex); b = a + k = {a} + {k} = {b}."),
        );
        let extra = match self.view {
            View::One(Notation::Decimal) => String::new(),
            View::One(Notation::Binary) => {
                let (ab, bb) = (Notation::Binary.write(a), Notation::Binary.write(b));
                if shift_pattern_holds(*p, Notation::Binary) {
                    lang.pick(
                        format!(" Nhị phân: a = {ab}, b = {bb}; ở dòng này b tình cờ đúng là a thêm một chữ số 0."),
                        format!(" Binary: a = {ab}, b = {bb}; in this row b happens to be a with a 0 appended."),
                    )
                } else {
                    let doubled = Notation::Binary.write(a.saturating_mul(2));
                    lang.pick(
                        format!(" Nhị phân: a = {ab}, b = {bb}; thêm 0 vào a được {doubled}, không phải b."),
                        format!(" Binary: a = {ab}, b = {bb}; a with a 0 appended is {doubled}, not b."),
                    )
                }
            }
            View::One(Notation::Fibonacci) | View::All => {
                let (af, bf) = (Notation::Fibonacci.write(a), Notation::Fibonacci.write(b));
                let zeros = final_zeros(&af);
                lang.pick(
                    format!(" Hệ Fibonacci: a = {af} tận cùng bằng {zeros} chữ số 0 (số chẵn), b = {bf} chính là a viết thêm một chữ số 0."),
                    format!(" Fibonacci notation: a = {af} ends in {zeros} zeros (an even number), and b = {bf} is a with one 0 appended."),
                )
            }
        };
        text.push_str(&extra);
        text
    }

    fn code(&self, position: usize) -> CodeView {
        let n = self.pairs.len().saturating_sub(1) as u64;
        let step = position.checked_sub(1).and_then(|row| {
            let p = self.pairs.get(row)?;
            Some(if p.k == 0 {
                Step {
                    k: 0,
                    kind: StepKind::Start,
                }
            } else {
                Step {
                    k: p.k,
                    kind: StepKind::Pair { a: p.a, b: p.b },
                }
            })
        });
        match step {
            Some(step) => CodeView {
                lines: PROGRAMS
                    .iter()
                    .map(|p| p.line_of(step.code_point()))
                    .collect(),
                variables: step
                    .variables(n)
                    .into_iter()
                    .map(|(name, value)| (name.to_string(), value))
                    .collect(),
            },
            None => CodeView {
                lines: Vec::new(),
                variables: vec![("n".to_string(), n.to_string())],
            },
        }
    }

    fn relabel(&mut self, lang: Lang) {
        dom::set_text(
            &self.title,
            lang.pick(
                "Bảng của Yaglom: các cặp thua viết theo ba cách",
                "Yaglom's table: the losing pairs written three ways",
            ),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Mỗi dòng là một thế thua (a_k, b_k) của trò Wythoff: a_k là số nhỏ nhất chưa dùng ở các dòng trước, b_k = a_k + k. \
                 Đổi cách viết số: ở hệ Fibonacci hiện ra một quy luật mà hệ nhị phân không có.",
                "Each row is a losing position (a_k, b_k) of Wythoff's game: a_k is the smallest number not used by earlier rows, \
                 and b_k = a_k + k. Switch the notation: Fibonacci notation shows a rule that binary does not.",
            ),
        );
        self.rows.set_label(&lang.pick(
            format!("Số dòng (1 – {MAX_ROWS}), tính cả dòng k = 0"),
            format!("Rows (1 – {MAX_ROWS}), counting row k = 0"),
        ));
        dom::set_text(&self.apply, lang.pick("Dựng bảng", "Build table"));
        dom::set_text(
            &self.predict_text,
            lang.pick("Tự đoán a_k trước mỗi dòng", "Predict a_k before each row"),
        );
        dom::set_text(&self.view_label, lang.pick("Cách viết số:", "Notation:"));
        for (view, button) in &self.view_buttons {
            dom::set_text(button, view.label(lang));
        }
        self.legend.relabel(lang);
        dom::set_text(
            &self.strip_title,
            lang.pick(
                "Các số đã dùng (chữ a hoặc b cho biết số đó là a_j hay b_j):",
                "Numbers used so far (the letter a or b says whether it is some a_j or b_j):",
            ),
        );
        dom::set_attr(
            &self.strip,
            "aria-label",
            lang.pick("Các số đã dùng", "Numbers used so far"),
        );
        self.guess.set_label(lang.pick(
            "a_k bằng bao nhiêu? (gõ số rồi Enter)",
            "What is a_k? (type a number, then Enter)",
        ));
        dom::set_text(&self.guess_go, lang.pick("Trả lời", "Answer"));
        self.read_fields_quietly(lang);
    }

    fn stdin(&self) -> String {
        self.pairs.len().saturating_sub(1).to_string()
    }

    fn apply_stdin(&mut self, text: &str, _lang: Lang) -> Result<(), InputError> {
        let mut input = JudgeInput::new(text);
        let n = input.number(PAIRS, 0, MAX_ROWS - 1)?;
        input.finish()?;
        self.start(n + 1);
        self.rows.set_value(&(n + 1).to_string());
        self.rows.show(None, Lang::Vi);
        Ok(())
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        vec![
            ("rows", self.pairs.len().to_string()),
            ("notation", self.view.name().to_string()),
        ]
    }

    fn restore(&mut self, get: &dyn Fn(&str) -> Option<String>, lang: Lang) -> bool {
        let (rows, view) = (get("rows"), get("notation"));
        if rows.is_none() && view.is_none() {
            return false;
        }
        if let Some(view) = view {
            self.read_view(&view);
        }
        if let Some(rows) = rows {
            self.rows.set_value(&rows);
        }
        self.read_fields(lang)
    }
}

impl Yaglom {
    fn read_view(&mut self, text: &str) {
        match View::parse(text) {
            Ok(view) => {
                self.view = view;
                self.view_error = None;
            }
            Err(e) => self.view_error = Some(e),
        }
    }

    fn read_fields(&mut self, lang: Lang) -> bool {
        let rows = parse_number(&self.rows.value(), ROWS, 1, MAX_ROWS);
        self.rows.show(rows.as_ref().err(), lang);
        match rows {
            Ok(rows) => {
                self.start(rows);
                true
            }
            Err(_) => false,
        }
    }

    fn read_fields_quietly(&self, lang: Lang) {
        let rows = parse_number(&self.rows.value(), ROWS, 1, MAX_ROWS);
        self.rows.show(rows.as_ref().err(), lang);
    }

    fn start(&mut self, rows: u64) {
        self.pairs = pairs_for(rows);
        self.binary_break = first_counterexample(rows.saturating_sub(1), Notation::Binary);
        self.clear_guesses();
    }

    fn clear_guesses(&mut self) {
        self.predict.clear(self.pairs.len());
        self.guess_error = None;
    }

    /// Whether the pattern column is shown for this notation.
    fn marks(notation: Notation) -> bool {
        notation != Notation::Decimal
    }

    fn draw_table(&self, position: usize, lang: Lang) -> Result<(), JsValue> {
        let table = &self.table;
        while let Some(old) = table.first_child() {
            table.remove_child(&old)?;
        }
        let notations = self.view.notations();
        let caption = lang.pick(
            format!(
                "Các cặp thua (a_k, b_k), k = 0 – {}",
                self.pairs.len().saturating_sub(1)
            ),
            format!(
                "Losing pairs (a_k, b_k), k = 0 – {}",
                self.pairs.len().saturating_sub(1)
            ),
        );
        dom::child(table, "caption", "", &caption)?;
        let head = dom::child(table, "thead", "", "")?;
        let tr = dom::child(&head, "tr", "", "")?;
        dom::set_attr(&dom::child(&tr, "th", "", "k")?, "scope", "col");
        for &notation in &notations {
            let suffix = match notation {
                Notation::Decimal => lang.pick("thập phân", "decimal"),
                Notation::Binary => lang.pick("nhị phân", "binary"),
                Notation::Fibonacci => "Fibonacci",
            };
            for name in ["a_k", "b_k"] {
                let text = if notations.len() > 1 {
                    format!("{name} ({suffix})")
                } else {
                    name.to_string()
                };
                let th = dom::child(&tr, "th", "yg-col", &text)?;
                dom::set_attr(&th, "scope", "col");
            }
        }
        let mark_notation = notations.iter().rev().copied().find(|&n| Self::marks(n));
        if let Some(notation) = mark_notation {
            let text = match notation {
                Notation::Fibonacci => lang.pick("Định lý II", "Theorem II"),
                _ => lang.pick("b = a thêm 0?", "b = a then 0?"),
            };
            dom::set_attr(&dom::child(&tr, "th", "", text)?, "scope", "col");
        }
        let body = dom::child(table, "tbody", "", "")?;
        for (row, p) in self.pairs.iter().enumerate().take(position) {
            let tr = dom::child(&body, "tr", "yg-row", "")?;
            let current = row + 1 == position && position < self.pairs.len() + 1;
            dom::set_class(&tr, "is-current", current && position > 0);
            dom::set_attr(&tr, "data-k", &p.k.to_string());
            let th = dom::child(&tr, "th", "", &p.k.to_string())?;
            dom::set_attr(&th, "scope", "row");
            for &notation in &notations {
                self.number_cell(&tr, notation, p, false)?;
                self.number_cell(&tr, notation, p, true)?;
            }
            if let Some(notation) = mark_notation {
                let (text, class) = if p.k == 0 {
                    ("—".to_string(), "yg-mark")
                } else if notation == Notation::Fibonacci {
                    let zeros = final_zeros(&notation.write(p.a));
                    (
                        lang.pick(
                            format!("✓ {zeros} số 0 · b = a0"),
                            format!("✓ {zeros} zeros · b = a0"),
                        ),
                        "yg-mark is-ok",
                    )
                } else if shift_pattern_holds(*p, notation) {
                    ("✓".to_string(), "yg-mark is-ok")
                } else {
                    (
                        lang.pick("✗ không", "✗ no").to_string(),
                        "yg-mark is-broken",
                    )
                };
                dom::child(&tr, "td", class, &text)?;
            }
        }
        Ok(())
    }

    /// A number cell; in Fibonacci notation `a_k`'s final zeros are underlined and `b_k`'s
    /// appended 0 is boxed.
    fn number_cell(
        &self,
        tr: &Element,
        notation: Notation,
        p: &PPosition,
        upper: bool,
    ) -> Result<(), JsValue> {
        let class = format!("yg-num yg-{}", notation.name());
        let td = dom::child(tr, "td", &class, "")?;
        dom::set_attr(&td, "data-col", if upper { "b" } else { "a" });
        let value = if upper { p.b } else { p.a };
        if notation != Notation::Fibonacci || p.k == 0 {
            dom::set_text(&td, &notation.write(value));
            return Ok(());
        }
        let a = notation.write(p.a);
        let zeros = final_zeros(&a);
        let head = a.get(..a.len() - zeros).unwrap_or(&a);
        let tail = a.get(a.len() - zeros..).unwrap_or("");
        dom::child(&td, "span", "yg-head", head)?;
        if !tail.is_empty() {
            dom::child(&td, "span", "yg-zeros", tail)?;
        }
        if upper {
            dom::child(&td, "span", "yg-shift", "0")?;
        }
        dom::set_attr(&td, "title", &value.to_string());
        Ok(())
    }

    fn draw_strip(&self, position: usize, lang: Lang) -> Result<(), JsValue> {
        let strip = &self.strip;
        while let Some(old) = strip.first_child() {
            strip.remove_child(&old)?;
        }
        let top = self.pairs.last().map_or(0, |p| p.b);
        let shown = &self.pairs[..position.min(self.pairs.len())];
        let current = position.checked_sub(1).and_then(|row| self.pairs.get(row));
        for number in 0..=top {
            let owner = shown
                .iter()
                .find(|p| p.a == number || p.b == number)
                .map(|p| (p.k, if p.a == number { "a" } else { "b" }));
            let li = dom::child(strip, "li", "yg-cell", "")?;
            dom::child(&li, "span", "yg-cell-n", &number.to_string())?;
            let tag = owner.map(|(_, s)| s).unwrap_or("");
            let tag_el = dom::child(&li, "span", "yg-cell-tag", tag)?;
            dom::set_attr(&tag_el, "aria-hidden", "true");
            dom::set_class(&li, "is-used", owner.is_some());
            let now = current.is_some_and(|p| p.a == number || p.b == number);
            dom::set_class(&li, "is-current", now);
            let label = match owner {
                Some((k, s)) => lang.pick(
                    format!("{number}: đã dùng, là {s}_{k}"),
                    format!("{number}: used, it is {s}_{k}"),
                ),
                None => lang.pick(
                    format!("{number}: chưa dùng"),
                    format!("{number}: not used yet"),
                ),
            };
            dom::set_attr(&li, "aria-label", &label);
        }
        Ok(())
    }

    /// What the notation shows, once the table is complete enough to say it.
    fn pattern_text(&self, position: usize, lang: Lang) -> String {
        let done = position >= self.pairs.len();
        let binary = match self.binary_break {
            Some(p) => {
                let (a, b) = (Notation::Binary.write(p.a), Notation::Binary.write(p.b));
                let doubled = Notation::Binary.write(p.a.saturating_mul(2));
                lang.pick(
                    format!("Ở hệ nhị phân không có quy luật như vậy: dòng k = {} có a = {a}, b = {b}, nhưng a thêm một chữ số 0 là {doubled} ≠ b.", p.k),
                    format!("Binary shows no such rule: row k = {} has a = {a}, b = {b}, but a with a 0 appended is {doubled} ≠ b.", p.k),
                )
            }
            None => lang
                .pick(
                    "Ở hệ nhị phân, các dòng này chưa đủ để thấy quy luật bị phá: thêm dòng.",
                    "In binary these rows are too few to see the pattern break: add rows.",
                )
                .to_string(),
        };
        let fibonacci = lang.pick(
            "Định lý II: ở hệ Fibonacci, mọi a_k tận cùng bằng một số chẵn chữ số 0 (gạch dưới), và b_k là a_k viết thêm một chữ số 0 (đóng khung).",
            "Theorem II: in Fibonacci notation every a_k ends in an even number of zeros (underlined), and b_k is a_k with one 0 appended (boxed).",
        );
        match self.view {
            View::One(Notation::Fibonacci) => fibonacci.to_string(),
            View::One(Notation::Binary) => binary,
            View::One(Notation::Decimal) => lang
                .pick(
                    "Ở hệ thập phân, a_k chỉ là dãy số nhỏ nhất chưa dùng; thử đổi sang nhị phân, rồi Fibonacci.",
                    "In decimal, a_k is just the smallest unused number each time; switch to binary, then to Fibonacci.",
                )
                .to_string(),
            View::All if done => format!("{fibonacci} {binary}"),
            View::All => fibonacci.to_string(),
        }
    }

    fn draw_predict(&self, position: usize, lang: Lang) {
        let p = &self.predict;
        dom::set_hidden(&self.predict_box, !p.enabled());
        kit::set_checked(&self.predict_toggle, p.enabled());
        let question = match p.waiting_for().and_then(|row| self.pairs.get(row)) {
            Some(pair) => lang.pick(
                format!(
                    "Dòng k = {}: a_{} là số nhỏ nhất chưa dùng. Đó là số nào?",
                    pair.k, pair.k
                ),
                format!(
                    "Row k = {}: a_{} is the smallest unused number. Which is it?",
                    pair.k, pair.k
                ),
            ),
            None => lang
                .pick(
                    "Bấm Tiến hoặc Chạy: trước mỗi dòng mới, bạn sẽ được hỏi a_k.",
                    "Press Step or Play: before each new row you will be asked for a_k.",
                )
                .to_string(),
        };
        dom::set_text(&self.question, &question);
        let waiting = p.waiting_for().is_some();
        dom::set_disabled(&self.guess.input, !waiting);
        dom::set_disabled(&self.guess_go, !waiting);
        self.guess.show(self.guess_error.as_ref(), lang);

        let decided = position
            .checked_sub(1)
            .and_then(|row| Some((row, self.pairs.get(row)?)));
        let feedback = decided.and_then(|(row, pair)| {
            let guess = *p.guess(row)?;
            let (k, a) = (pair.k, pair.a);
            if guess == a {
                return Some(lang.pick(
                    format!("✓ Đúng: a_{k} = {a}."),
                    format!("✓ Right: a_{k} = {a}."),
                ));
            }
            let owner = self.pairs[..row]
                .iter()
                .find(|q| q.a == guess || q.b == guess);
            Some(match owner {
                Some(q) => lang.pick(
                    format!("✗ {guess} đã được dòng k = {} dùng; a_{k} = {a}.", q.k),
                    format!("✗ {guess} is already used by row k = {}; a_{k} = {a}.", q.k),
                ),
                None if guess > a => lang.pick(
                    format!("✗ Còn số nhỏ hơn {guess} chưa dùng: a_{k} = {a}."),
                    format!("✗ A smaller number than {guess} is still unused: a_{k} = {a}."),
                ),
                None => lang.pick(
                    format!("✗ Bạn đoán {guess}; a_{k} = {a}."),
                    format!("✗ You said {guess}; a_{k} = {a}."),
                ),
            })
        });
        dom::set_text(&self.feedback, feedback.as_deref().unwrap_or(""));
        let (right, total) = p.score(|row, &guess| Some(guess == self.pairs.get(row)?.a));
        dom::set_text(
            &self.score,
            &lang.pick(
                format!("Đoán đúng {right} / {total} dòng"),
                format!("Right: {right} of {total} rows"),
            ),
        );
    }
}
