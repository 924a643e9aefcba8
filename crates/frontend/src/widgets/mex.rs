//! Grundy numbers computed by mex, then a sum of piles judged by XOR (Sprague–Grundy).
//!
//! The learner types a move set and a few piles. Each state `x` takes two steps of the
//! solver's trace: first the states `x − s` one move away are marked on the Grundy row and their
//! values are ticked on the mex row; then the first number missing from the mex row is starred
//! and written into `g(x)`. One step per pile then shows its value in binary, and the last step
//! XORs the columns and gives the verdict. Every picture is drawn from the position alone, so
//! stepping back restores exactly the picture before. In predict mode the player stops before
//! each mex until the learner types it.

use std::rc::Rc;

use nimlab_solver::input::{
    list_tokens, parse_number, Field, InputError, JudgeInput, Problem, RawInt,
};
use nimlab_solver::subtraction::{MexStep, MexTrace, MoveSet, SubtractionGame, MEX_PROGRAMS};
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit::code_panel::Source;
use crate::kit::form::InputField;
use crate::kit::player::Command;
use crate::kit::shell::{CodeView, Effect, Stepper};
use crate::kit::{self, Predict};

/// The largest pile, and the largest move (a larger move could never be played).
pub const MAX_PILE: u64 = 30;
/// At most this many piles.
pub const MAX_PILES: usize = 5;
/// The largest mex a learner may type (anything above the number of moves is wrong anyway).
const MAX_GUESS: u64 = 99;
const DEFAULT_MOVES: &str = "1 3 4";
const DEFAULT_PILES: &str = "4 6";

const PILES: Field = Field::new("piles", "Các đống", "Piles", "4 6");
/// The count `m` of moves in the judge input.
const MOVE_COUNT: Field = Field::new("m", "Số nước đi m", "Move count m", "3");
/// The count `k` of piles in the judge input.
const PILE_COUNT: Field = Field::new("k", "Số đống k", "Pile count k", "2");
const GUESS: Field = Field::new("mex", "Mex bạn đoán", "Your mex", "3");

pub enum Msg {
    Apply,
    SetPredict(bool),
    /// The predict form was sent: check the typed mex, or step on when nothing is asked.
    Answer,
}

/// One game being solved: the moves, the piles and the solver's trace.
struct Run {
    moves: MoveSet,
    piles: Vec<usize>,
    trace: MexTrace,
}

impl Run {
    fn new(moves: MoveSet, piles: Vec<usize>) -> Run {
        let trace = MexTrace::new(&SubtractionGame::new(moves.clone()), &piles);
        Run {
            moves,
            piles,
            trace,
        }
    }

    /// The number of states `0..=max pile`.
    fn states(&self) -> usize {
        self.trace.table().grundy.len()
    }

    fn grundy(&self, x: usize) -> Option<u32> {
        self.trace.table().grundy.get(x).copied()
    }

    fn total(&self) -> usize {
        // At most 2 · 31 + 5 + 1 steps.
        self.trace.total() as usize
    }

    /// The step that led to `position` (none at 0).
    fn last(&self, position: usize) -> Option<MexStep> {
        let index = position.checked_sub(1)?;
        self.trace.step(index as u64)
    }

    /// The states one move away from `x`, with their Grundy values.
    fn options(&self, x: usize) -> Vec<(usize, u32)> {
        match self.trace.step(2 * x as u64) {
            Some(MexStep::Gather { options, .. }) => options,
            _ => Vec::new(),
        }
    }

    /// The index of the step that shows pile `index`.
    fn pile_step(&self, index: usize) -> usize {
        2 * self.states() + index
    }

    fn moves_text(&self, sep: &str) -> String {
        let list: Vec<String> = self.moves.values().iter().map(u64::to_string).collect();
        list.join(sep)
    }

    fn piles_text(&self, sep: &str) -> String {
        let list: Vec<String> = self.piles.iter().map(usize::to_string).collect();
        list.join(sep)
    }

    /// The judge input of the program: `m k`, then the moves, then the piles.
    fn stdin(&self) -> String {
        format!(
            "{} {}\n{}\n{}",
            self.moves.values().len(),
            self.piles.len(),
            self.moves_text(" "),
            self.piles_text(" ")
        )
    }

    /// The widest binary value among the piles' Grundy values (at least one digit).
    fn bits(&self) -> usize {
        let top = self
            .piles
            .iter()
            .filter_map(|&p| self.grundy(p))
            .max()
            .unwrap_or(0);
        (32 - top.leading_zeros()).max(1) as usize
    }
}

struct Cell {
    root: Element,
    value: Element,
    mark: Element,
}

struct Slot {
    root: Element,
    mark: Element,
}

struct PileRow {
    root: Element,
    grundy: Element,
    bits: Vec<Element>,
    alone: Element,
}

pub struct Mex {
    run: Run,
    predict: Predict<u32>,
    title: Element,
    intro: Element,
    moves: InputField,
    piles: InputField,
    apply: Element,
    predict_text: Element,
    predict_toggle: Element,
    legend: kit::Legend,
    g_title: Element,
    g_row: Element,
    cells: Vec<Cell>,
    mex_title: Element,
    mex_row: Element,
    slots: Vec<Slot>,
    piles_title: Element,
    table: Element,
    head: Vec<Element>,
    pile_rows: Vec<PileRow>,
    xor_row: Option<PileRow>,
    xor_head: Option<Element>,
    verdict: Element,
    predict_box: Element,
    question: Element,
    guess: InputField,
    check: Element,
    feedback: Element,
    score: Element,
    _listeners: Vec<Listener>,
}

/// The symbols of the legend: every mark is a symbol as well as a colour.
const LEGEND: &[kit::LegendEntry] = &[
    (
        "is-l",
        "0",
        "g = 0: người đến lượt thua (L)",
        "g = 0: the player to move loses (L)",
    ),
    (
        "is-w",
        "2",
        "g ≠ 0: người đến lượt thắng (W)",
        "g ≠ 0: the player to move wins (W)",
    ),
    (
        "is-current",
        "●",
        "ô x đang tính g(x)",
        "state x whose g(x) is being found",
    ),
    (
        "is-reading",
        "○",
        "ô x − s đi tới được",
        "state x − s one move away",
    ),
    (
        "is-present",
        "✓",
        "số có trong tập Grundy",
        "value in the Grundy set",
    ),
    (
        "is-mex",
        "★",
        "mex: số nhỏ nhất còn thiếu",
        "mex: the smallest missing value",
    ),
    ("is-pile", "▲", "cỡ một đống", "size of a pile"),
];

impl Stepper for Mex {
    type Msg = Msg;

    fn build(
        root: &Element,
        placeholder: &Element,
        lang: Lang,
        dispatch: Rc<dyn Fn(Msg)>,
    ) -> Result<Mex, JsValue> {
        let (title, intro) = kit::header(root)?;

        let form = kit::form(root)?;
        let moves = InputField::new(&form, "moves")?;
        let piles = InputField::new(&form, "piles")?;
        let (actions, apply) = kit::actions(&form)?;
        let (predict_toggle, predict_text) = kit::predict_switch(&actions)?;

        let legend = kit::Legend::new(root, "", LEGEND)?;

        let g_title = dom::child(root, "h4", "mex-heading", "")?;
        let g_row = dom::child(root, "ol", "wl-cells mex-g-row", "")?;
        let mex_title = dom::child(root, "h4", "mex-heading", "")?;
        let mex_row = dom::child(root, "ol", "mex-row", "")?;

        let predict_box = dom::child(root, "div", "predict", "")?;
        let question = dom::child(&predict_box, "p", "predict-question", "")?;
        let guess_form = dom::child(&predict_box, "form", "mex-guess", "")?;
        dom::set_attr(&guess_form, "novalidate", "");
        let guess = InputField::new(&guess_form, "guess")?;
        dom::set_attr(&guess.input, "inputmode", "numeric");
        let check = dom::child(&guess_form, "button", "btn btn-primary mex-check", "")?;
        dom::set_attr(&check, "type", "submit");
        let feedback = dom::child(&predict_box, "p", "predict-feedback", "")?;
        dom::set_attr(&feedback, "aria-live", "polite");
        let score = dom::child(&predict_box, "p", "predict-score", "")?;

        let piles_title = dom::child(root, "h4", "mex-heading", "")?;
        let wrap = dom::child(root, "div", "mex-piles-wrap", "")?;
        // A wide table scrolls inside its box; the box takes the focus so keys can scroll it.
        dom::set_attr(&wrap, "tabindex", "0");
        let table = dom::child(&wrap, "table", "mex-piles", "")?;
        let verdict = dom::child(root, "p", "mex-verdict", "")?;

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&form, move || d(Msg::Apply))?);
        let d = dispatch.clone();
        listeners.push(Listener::new(&guess_form, "submit", move |event| {
            event.prevent_default();
            d(Msg::Answer);
        })?);
        let d = dispatch.clone();
        listeners.push(kit::on_toggle(&predict_toggle, move |on| {
            d(Msg::SetPredict(on))
        })?);

        let mut widget = Mex {
            run: Run::new(default_moves(), vec![4, 6]),
            predict: Predict::default(),
            title,
            intro,
            moves,
            piles,
            apply,
            predict_text,
            predict_toggle,
            legend,
            g_title,
            g_row,
            cells: Vec::new(),
            mex_title,
            mex_row,
            slots: Vec::new(),
            piles_title,
            table,
            head: Vec::new(),
            pile_rows: Vec::new(),
            xor_row: None,
            xor_head: None,
            verdict,
            predict_box,
            question,
            guess,
            check,
            feedback,
            score,
            _listeners: listeners,
        };
        let attr = |name: &str, default: &str| {
            placeholder
                .get_attribute(name)
                .unwrap_or_else(|| default.to_string())
        };
        widget
            .moves
            .set_value(&attr("data-moves", DEFAULT_MOVES).replace(',', " "));
        widget
            .piles
            .set_value(&attr("data-piles", DEFAULT_PILES).replace(',', " "));
        if !widget.read_fields(lang) {
            widget.rebuild()?;
        }
        Ok(widget)
    }

    fn sources(&self) -> Vec<Source> {
        Source::all(&MEX_PROGRAMS)
    }

    fn total(&self) -> usize {
        self.run.total()
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
            Msg::Answer => {
                if self.predict.waiting_for().is_none() {
                    // Nothing is asked: the form's button (or Enter) steps on, so the whole
                    // predict flow works from the keyboard inside this one field.
                    self.guess.show(None, lang);
                    return Effect::commands(vec![Command::Forward]);
                }
                let guess = match parse_number(&self.guess.value(), GUESS, 0, MAX_GUESS) {
                    Ok(value) => value as u32,
                    Err(error) => {
                        self.guess.show(Some(&error), lang);
                        return Effect::none();
                    }
                };
                self.guess.show(None, lang);
                self.guess.set_value("");
                self.predict.answer(guess)
            }
        }
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        let Some(MexStep::Mex { x, .. }) = self.run.last(position) else {
            return true;
        };
        self.predict.ask(x, playing)
    }

    fn on_reset(&mut self) {
        self.clear_guesses();
    }

    fn draw(&mut self, position: usize, lang: Lang) {
        // A question is held just before its mex step (position 2x + 1); once the learner
        // jumps elsewhere (scrubber, end, back) it no longer applies.
        if let Some(x) = self.predict.waiting_for() {
            if position != 2 * x + 1 {
                self.predict.cancel();
            }
        }
        let last = self.run.last(position);
        self.draw_grundy_row(position, last.as_ref());
        self.draw_mex_row(last.as_ref(), lang);
        self.draw_headings(lang);
        self.draw_piles(position, last.as_ref(), lang);
        self.draw_predict(last.as_ref(), lang);
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        match self.run.last(position) {
            Some(step) => step.sentence(lang),
            None => lang
                .pick(
                    "Chưa tính ô nào. Bấm “Tiến một bước” hoặc “Chạy” (▶): mỗi ô x mất hai bước, \
                     gom các số Grundy đi tới được rồi lấy mex.",
                    "No state is done yet. Press “Step forward” or “Play” (▶): each state x takes \
                     two steps, gathering the Grundy values one move away, then taking their mex.",
                )
                .to_string(),
        }
    }

    fn code(&self, position: usize) -> CodeView {
        match self.run.last(position) {
            Some(step) => CodeView {
                lines: MEX_PROGRAMS
                    .iter()
                    .map(|p| p.line_of(step.code_point()))
                    .collect(),
                variables: step.variables(),
            },
            None => CodeView {
                lines: Vec::new(),
                variables: vec![
                    ("m".to_string(), self.run.moves.values().len().to_string()),
                    ("k".to_string(), self.run.piles.len().to_string()),
                ],
            },
        }
    }

    fn relabel(&mut self, lang: Lang) {
        // The guess's refusal is kept nowhere else: the field says it again.
        self.guess.refresh(lang);
        dom::set_text(
            &self.title,
            lang.pick(
                "Số Grundy bằng mex, rồi XOR các đống",
                "Grundy numbers by mex, then XOR the piles",
            ),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Mỗi lượt chọn một đống và bốc đúng s viên khỏi đống đó, với s thuộc S. \
                 g(x) là mex (số tự nhiên nhỏ nhất còn thiếu) của các g(x − s). \
                 Người đi trước thắng khi XOR các g của mọi đống khác 0.",
                "Each turn picks one pile and takes exactly s stones from it, for some s in S. \
                 g(x) is the mex (the smallest natural number missing) of the values g(x − s). \
                 The first player wins when the XOR of every pile's g is not 0.",
            ),
        );
        self.moves
            .set_label(lang.pick("Tập nước đi S (ví dụ 1 3 4)", "Move set S (e.g. 1 3 4)"));
        self.piles.set_label(&lang.pick(
            format!("Các đống (tối đa {MAX_PILES} đống, mỗi đống 0 – {MAX_PILE})"),
            format!("Piles (up to {MAX_PILES}, each 0 – {MAX_PILE})"),
        ));
        self.guess.set_label(lang.pick("Mex bạn đoán", "Your mex"));
        dom::set_text(&self.apply, lang.pick("Tính", "Compute"));
        dom::set_text(
            &self.predict_text,
            lang.pick("Tự đoán mex trước", "Predict each mex first"),
        );
        self.legend.relabel(lang);
        dom::set_attr(
            &self.g_row,
            "aria-label",
            lang.pick("Bảng Grundy", "Grundy table"),
        );
        dom::set_attr(
            &self.mex_row,
            "aria-label",
            lang.pick("Hàng mex", "Mex row"),
        );
        dom::set_text(
            &self.piles_title,
            lang.pick(
                "Các đống: g ở hệ nhị phân, XOR theo từng cột",
                "The piles: g in binary, XOR column by column",
            ),
        );
        // Field errors are re-read so their messages follow the language.
        self.read_fields_quietly(lang);
    }

    fn stdin(&self) -> String {
        self.run.stdin()
    }

    fn apply_stdin(&mut self, text: &str, _lang: Lang) -> Result<(), InputError> {
        let mut input = JudgeInput::new(text);
        let m = input.count(MOVE_COUNT, 1, MAX_PILE as usize)?;
        let k = input.count(PILE_COUNT, 1, MAX_PILES)?;
        let raw = (0..m)
            .map(|_| {
                input
                    .number(Field::MOVES, 1, MAX_PILE)
                    .map(|s| RawInt::Value(s.into()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let moves = MoveSet::from_raw(&raw)?;
        let piles = (0..k)
            .map(|_| input.number(PILES, 0, MAX_PILE).map(|p| p as usize))
            .collect::<Result<Vec<_>, _>>()?;
        if !input.is_done() {
            return Err(InputError::custom(
                Field::STDIN,
                format!("thừa số sau {k} đống; hãy xoá chúng hoặc sửa k."),
                format!("there are numbers after the {k} piles; remove them or change k."),
            ));
        }
        self.start(Run::new(moves, piles));
        self.moves.set_value(&self.run.moves_text(" "));
        self.piles.set_value(&self.run.piles_text(" "));
        self.moves.show(None, Lang::Vi);
        self.piles.show(None, Lang::Vi);
        Ok(())
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        vec![
            ("moves", self.run.moves_text(",")),
            ("piles", self.run.piles_text(",")),
        ]
    }

    fn restore(&mut self, get: &dyn Fn(&str) -> Option<String>, lang: Lang) -> bool {
        let (moves, piles) = (get("moves"), get("piles"));
        if moves.is_none() && piles.is_none() {
            return false;
        }
        if let Some(moves) = moves {
            self.moves.set_value(&moves.replace(',', " "));
        }
        if let Some(piles) = piles {
            self.piles.set_value(&piles.replace(',', " "));
        }
        self.read_fields(lang)
    }
}

/// Reads a typed move set; a move larger than any pile could never be played, so the widget
/// keeps moves within the piles' range.
fn parse_moves(text: &str) -> Result<MoveSet, InputError> {
    let moves = MoveSet::parse(text)?;
    let largest = moves.largest();
    if largest > MAX_PILE {
        return Err(InputError::new(
            Field::MOVES,
            Problem::TooLarge {
                text: largest.to_string(),
                max: MAX_PILE,
            },
        ));
    }
    Ok(moves)
}

/// Reads the typed piles: one to [`MAX_PILES`] sizes, each in `0..=MAX_PILE`.
fn parse_piles(text: &str) -> Result<Vec<usize>, InputError> {
    let mut piles = Vec::new();
    for token in list_tokens(text) {
        if piles.len() == MAX_PILES {
            return Err(InputError::new(PILES, Problem::TooMany { max: MAX_PILES }));
        }
        // At most MAX_PILE, so it fits in usize.
        piles.push(RawInt::parse(token).bounded(PILES, 0, MAX_PILE)? as usize);
    }
    if piles.is_empty() {
        return Err(InputError::new(PILES, Problem::Empty));
    }
    Ok(piles)
}

impl Mex {
    /// Validates both fields, showing each field's error next to it. On success the trace
    /// starts over on the new input; on any error the current picture stays.
    fn read_fields(&mut self, lang: Lang) -> bool {
        let moves = parse_moves(&self.moves.value());
        let piles = parse_piles(&self.piles.value());
        self.moves.show(moves.as_ref().err(), lang);
        self.piles.show(piles.as_ref().err(), lang);
        match (moves, piles) {
            (Ok(moves), Ok(piles)) => {
                self.start(Run::new(moves, piles));
                true
            }
            _ => false,
        }
    }

    /// Re-shows the fields' messages in `lang` without touching the picture.
    fn read_fields_quietly(&self, lang: Lang) {
        self.moves
            .show(parse_moves(&self.moves.value()).as_ref().err(), lang);
        self.piles
            .show(parse_piles(&self.piles.value()).as_ref().err(), lang);
    }

    fn start(&mut self, run: Run) {
        self.run = run;
        self.clear_guesses();
        // Building elements only fails for invalid tag names, which are literals.
        let _ = self.rebuild();
    }

    fn clear_guesses(&mut self) {
        self.predict.clear(self.run.states());
    }

    /// Builds the rows of the current input (cells, mex slots, pile rows) with no marks.
    fn rebuild(&mut self) -> Result<(), JsValue> {
        for parent in [&self.g_row, &self.mex_row, &self.table] {
            while let Some(old) = parent.first_child() {
                parent.remove_child(&old)?;
            }
        }
        self.cells = (0..self.run.states())
            .map(|x| {
                let root = dom::child(&self.g_row, "li", "cell", "")?;
                dom::child(&root, "span", "cell-index", &x.to_string())?;
                let value = dom::child(&root, "span", "cell-value mex-g-value", "")?;
                let mark = dom::child(&root, "span", "cell-mark", "")?;
                dom::set_attr(&mark, "aria-hidden", "true");
                Ok(Cell { root, value, mark })
            })
            .collect::<Result<_, JsValue>>()?;
        // g(x) never exceeds the number of moves, so the mex row 0..=m holds every mex.
        self.slots = (0..=self.run.moves.values().len())
            .map(|v| {
                let root = dom::child(&self.mex_row, "li", "mex-slot", "")?;
                dom::child(&root, "span", "mex-num", &v.to_string())?;
                let mark = dom::child(&root, "span", "mex-mark", "")?;
                dom::set_attr(&mark, "aria-hidden", "true");
                Ok(Slot { root, mark })
            })
            .collect::<Result<_, JsValue>>()?;

        let bits = self.run.bits();
        let thead = dom::child(&self.table, "thead", "", "")?;
        let head_row = dom::child(&thead, "tr", "", "")?;
        let mut head = Vec::new();
        for (index, class) in ["", "", "", "mex-bits-head", ""].iter().enumerate() {
            let th = dom::child(&head_row, "th", class, "")?;
            dom::set_attr(&th, "scope", "col");
            if index == 3 {
                dom::set_attr(&th, "colspan", &bits.to_string());
            }
            head.push(th);
        }
        self.head = head;
        let weights = dom::child(&thead, "tr", "mex-weights", "")?;
        for _ in 0..3 {
            dom::child(&weights, "td", "", "")?;
        }
        for bit in (0..bits).rev() {
            dom::child(&weights, "td", "mex-bit", &(1u32 << bit).to_string())?;
        }
        dom::child(&weights, "td", "", "")?;

        let body = dom::child(&self.table, "tbody", "", "")?;
        self.pile_rows = self
            .run
            .piles
            .iter()
            .enumerate()
            .map(|(index, &size)| {
                let tr = dom::child(&body, "tr", "mex-pile", "")?;
                let th = dom::child(&tr, "th", "", &format!("#{}", index + 1))?;
                dom::set_attr(&th, "scope", "row");
                dom::child(&tr, "td", "mex-size", &size.to_string())?;
                pile_cells(&tr, bits)
            })
            .collect::<Result<_, JsValue>>()?;
        let foot = dom::child(&self.table, "tfoot", "", "")?;
        let tr = dom::child(&foot, "tr", "mex-xor", "")?;
        let th = dom::child(&tr, "th", "", "")?;
        dom::set_attr(&th, "scope", "row");
        self.xor_head = Some(th);
        dom::child(&tr, "td", "mex-size", "")?;
        self.xor_row = Some(pile_cells(&tr, bits)?);
        Ok(())
    }

    fn draw_grundy_row(&self, position: usize, last: Option<&MexStep>) {
        let run = &self.run;
        let (current, reads) = match last {
            Some(MexStep::Gather { x, options }) => {
                (Some(*x), options.iter().map(|&(t, _)| t).collect())
            }
            Some(MexStep::Mex { x, .. }) => (
                Some(*x),
                run.options(*x).into_iter().map(|(t, _)| t).collect(),
            ),
            _ => (None, Vec::new()),
        };
        let piles: Vec<usize> = match last {
            Some(MexStep::Pile { size, .. }) => vec![*size],
            Some(MexStep::Verdict { .. }) => run.piles.clone(),
            _ => Vec::new(),
        };
        for (x, cell) in self.cells.iter().enumerate() {
            // g(x) is written by step 2x + 1.
            let value = run.grundy(x).filter(|_| 2 * x + 1 < position);
            dom::set_text(
                &cell.value,
                &value.map(|g| g.to_string()).unwrap_or_default(),
            );
            dom::set_class(&cell.root, "is-w", value.is_some_and(|g| g != 0));
            dom::set_class(&cell.root, "is-l", value == Some(0));
            let is_current = current == Some(x);
            let reading = reads.contains(&x);
            let pile = piles.contains(&x);
            dom::set_class(&cell.root, "is-current", is_current);
            dom::set_class(&cell.root, "is-reading", reading);
            dom::set_class(&cell.root, "is-pile", pile);
            let mark = match (is_current, reading, pile) {
                (true, _, _) => "●",
                (_, true, _) => "○",
                (_, _, true) => "▲",
                _ => "",
            };
            dom::set_text(&cell.mark, mark);
        }
    }

    fn draw_mex_row(&self, last: Option<&MexStep>, lang: Lang) {
        let m = self.run.moves.values().len();
        let (x, present, mex): (Option<usize>, Vec<u32>, Option<u32>) = match last {
            Some(MexStep::Gather { x, options }) => {
                (Some(*x), options.iter().map(|&(_, g)| g).collect(), None)
            }
            Some(MexStep::Mex { x, value, present }) => (Some(*x), present.clone(), Some(*value)),
            _ => (None, Vec::new(), None),
        };
        for (v, slot) in self.slots.iter().enumerate() {
            let v = v as u32;
            let is_present = present.contains(&v);
            let is_mex = mex == Some(v);
            dom::set_class(&slot.root, "is-present", is_present);
            dom::set_class(&slot.root, "is-mex", is_mex);
            let mark = match (is_present, is_mex) {
                (true, _) => "✓",
                (_, true) => "★",
                _ => "",
            };
            dom::set_text(&slot.mark, mark);
        }
        let title = match x {
            Some(x) => lang.pick(
                format!("Hàng mex 0 … {m} cho ô {x}: ✓ là g của các ô đi tới được, ★ là số nhỏ nhất còn thiếu"),
                format!("Mex row 0 … {m} for state {x}: ✓ marks the g of the states one move away, ★ the smallest missing"),
            ),
            None => lang.pick(
                format!("Hàng mex 0 … {m} (g(x) không vượt quá m = {m}, số nước đi)"),
                format!("Mex row 0 … {m} (g(x) is at most m = {m}, the number of moves)"),
            ),
        };
        dom::set_text(&self.mex_title, &title);
    }

    /// The table's headings (the table is rebuilt for each input, so they are written here).
    fn draw_headings(&self, lang: Lang) {
        let top = self.run.states() - 1;
        dom::set_text(
            &self.g_title,
            &lang.pick(
                format!("Bảng Grundy g(x), x = 0 … {top}"),
                format!("Grundy table g(x), x = 0 … {top}"),
            ),
        );
        let heads = [
            lang.pick("Đống", "Pile"),
            lang.pick("Số viên x", "Stones x"),
            "g(x)",
            lang.pick("Nhị phân", "Binary"),
            lang.pick("Người đi trước", "First player"),
        ];
        for (cell, text) in self.head.iter().zip(heads) {
            dom::set_text(cell, text);
        }
        if let Some(th) = &self.xor_head {
            dom::set_text(th, lang.pick("⊕ cả tổng", "⊕ the sum"));
        }
    }

    fn draw_piles(&self, position: usize, last: Option<&MexStep>, lang: Lang) {
        let run = &self.run;
        let width = run.bits();
        let current = match last {
            Some(MexStep::Pile { index, .. }) => Some(*index),
            _ => None,
        };
        for (index, (row, &size)) in self.pile_rows.iter().zip(&run.piles).enumerate() {
            let shown = run.pile_step(index) < position;
            let value = run.grundy(size).filter(|_| shown);
            fill_row(row, value, width, lang);
            dom::set_class(&row.root, "is-current", current == Some(index));
        }
        let done = position >= run.total();
        let total = run
            .piles
            .iter()
            .filter_map(|&p| run.grundy(p))
            .fold(0, |x, g| x ^ g);
        if let Some(row) = &self.xor_row {
            fill_row(row, Some(total).filter(|_| done), width, lang);
        }
        let verdict = match last {
            Some(step @ MexStep::Verdict { .. }) => step.sentence(lang),
            _ => String::new(),
        };
        dom::set_text(&self.verdict, &verdict);
        dom::set_hidden(&self.verdict, verdict.is_empty());
    }

    fn draw_predict(&self, last: Option<&MexStep>, lang: Lang) {
        let p = &self.predict;
        dom::set_hidden(&self.predict_box, !p.enabled());
        kit::set_checked(&self.predict_toggle, p.enabled());
        let question = match p.waiting_for() {
            Some(x) => lang.pick(
                format!("g({x}) = mex của các số ✓ là bao nhiêu? Gõ số rồi nhấn Enter."),
                format!("What is g({x}), the mex of the ✓ values? Type it and press Enter."),
            ),
            None => lang
                .pick(
                    "Bấm Tiến hoặc Chạy (hay Enter trong ô dưới): trước mỗi bước mex, bạn sẽ được hỏi.",
                    "Press Step or Play (or Enter in the field below): before each mex you will be asked.",
                )
                .to_string(),
        };
        dom::set_text(&self.question, &question);
        dom::set_text(
            &self.check,
            if p.waiting_for().is_some() {
                lang.pick("Kiểm tra", "Check")
            } else {
                lang.pick("Bước tiếp", "Next step")
            },
        );

        let feedback = match last {
            Some(MexStep::Mex { x, value, present }) => p
                .guess(*x)
                .map(|&guess| self.judge(*x, guess, *value, present, lang)),
            _ => None,
        };
        dom::set_text(&self.feedback, feedback.as_deref().unwrap_or(""));
        let (right, total) = p.score(|x, &guess| Some(guess == self.run.grundy(x)?));
        dom::set_text(
            &self.score,
            &lang.pick(
                format!("Đoán đúng {right} / {total} lần"),
                format!("Right: {right} of {total} guesses"),
            ),
        );
    }

    /// Whether a guessed mex is right, and if not, why.
    fn judge(&self, x: usize, guess: u32, value: u32, present: &[u32], lang: Lang) -> String {
        let list: Vec<String> = present.iter().map(u32::to_string).collect();
        let set = format!("{{{}}}", list.join(", "));
        if guess == value {
            return lang.pick(
                format!("✓ Bạn đoán {guess}: đúng! mex{set} = {value}."),
                format!("✓ You guessed {guess}: right! mex{set} = {value}."),
            );
        }
        let from = self
            .run
            .options(x)
            .into_iter()
            .find(|&(_, g)| g == guess)
            .map(|(t, _)| t);
        match from {
            Some(t) => lang.pick(
                format!("✗ Bạn đoán {guess}, nhưng {guess} đã có trong tập {set} (vì g({t}) = {guess}), nên mex là {value}."),
                format!("✗ You guessed {guess}, but {guess} is in the set {set} (since g({t}) = {guess}), so the mex is {value}."),
            ),
            None => lang.pick(
                format!("✗ Bạn đoán {guess}, nhưng {value} nhỏ hơn và không có trong tập {set}, nên mex là {value}."),
                format!("✗ You guessed {guess}, but {value} is smaller and missing from {set}, so the mex is {value}."),
            ),
        }
    }
}

/// The cells after a pile row's size: g, one cell per binary digit, and the outcome alone.
fn pile_cells(tr: &Element, bits: usize) -> Result<PileRow, JsValue> {
    let grundy = dom::child(tr, "td", "mex-g", "")?;
    let bits = (0..bits)
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

/// Writes `value` (or question marks before it is known) into a row: g, its binary digits
/// (most significant first) and W/L.
fn fill_row(row: &PileRow, value: Option<u32>, width: usize, lang: Lang) {
    dom::set_text(
        &row.grundy,
        &value.map_or("?".to_string(), |g| g.to_string()),
    );
    for (index, cell) in row.bits.iter().enumerate() {
        let bit = width - 1 - index;
        let digit = value.map(|g| (g >> bit) & 1);
        dom::set_text(cell, &digit.map_or("·".to_string(), |d| d.to_string()));
        dom::set_class(cell, "is-one", digit == Some(1));
    }
    let alone = value.map(|g| {
        if g == 0 {
            lang.pick("L (thua)", "L (lose)")
        } else {
            lang.pick("W (thắng)", "W (win)")
        }
    });
    dom::set_text(&row.alone, alone.unwrap_or(""));
    dom::set_class(&row.alone, "is-w", value.is_some_and(|g| g != 0));
    dom::set_class(&row.alone, "is-l", value == Some(0));
}

fn default_moves() -> MoveSet {
    // The default is a literal known to be valid; Bachet's game is the fallback that needs no
    // parsing, so no `unwrap` is needed.
    MoveSet::parse(DEFAULT_MOVES).unwrap_or_else(|_| MoveSet::bachet(3))
}
