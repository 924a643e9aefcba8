//! Fill it yourself: one practice engine for every "fill the table" exercise. The learner
//! answers cell after cell; each answer is checked at once, a first mistake on a cell gets a
//! hint and a second one the full reason (the cell is then filled for them). The score counts
//! the cells right at the first try. Typed answers that are not numbers (empty, letters, too
//! large) are explained at the field and never count as mistakes.
//!
//! What differs between exercises lives in an [`Exercise`]: the instance (fixed by the
//! placeholder's `data-*` attributes or drawn from a seed), the board, which cells may be
//! answered now, and the texts. The engine owns the flow, the answer controls, the score and
//! the URL: a random instance writes `{id}.seed=N`, so the link of the page opens the same
//! instance for a whole class.
//!
//! Exercises: [`wl::WlPractice`] (`wl-practice`, W/L buttons), [`grundy::GrundyPractice`]
//! (`grundy-practice`, typed Grundy values) and [`dp::DpPractice`] (`dp-practice`, typed cells of
//! the interval DP grid).

mod dp;
mod grundy;
mod wl;

pub use dp::DpPractice;
pub use grundy::GrundyPractice;
pub use wl::WlPractice;

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use nimlab_solver::input::{parse_number, Field, RawInt};
use nimlab_solver::{InputError, Lang, Outcome, Problem};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement, HtmlInputElement};

use crate::dom::{self, Listener};
use crate::kit;
use crate::kit::embed_panel::EmbedPanel;
use crate::kit::form::InputField;
use crate::kit::share;
use crate::kit::Widget;

/// Seeds are short enough to read aloud: `1..=MAX_SEED`.
const MAX_SEED: u64 = 999_999;

/// The seed of a shared link, read like any typed number.
const SEED: Field = Field::new("seed", "Mã đề", "Instance code", "12345");

/// A small deterministic generator (SplitMix64): the same seed gives the same instance on every
/// browser, which is what makes a shared link reproducible.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `low..=high` (`low` when the range is empty).
    pub fn range(&mut self, low: u64, high: u64) -> u64 {
        if high <= low {
            return low;
        }
        low + self.next() % (high - low + 1)
    }
}

/// A fresh seed for a new random instance.
pub fn fresh_seed() -> u64 {
    1 + (js_sys::Math::random() * MAX_SEED as f64) as u64 % MAX_SEED
}

/// An answer to one cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Outcome(Outcome),
    Number(i64),
}

/// How the learner answers.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// W / L buttons (and the W and L keys).
    Letters,
    /// A number typed into a field, checked with Enter.
    Number,
}

/// Which cells are filled, the mistakes on each, and the cell being asked.
pub struct Progress {
    pub filled: Vec<bool>,
    pub mistakes: Vec<u8>,
    pub target: Option<usize>,
}

impl Progress {
    fn new(len: usize) -> Progress {
        Progress {
            filled: vec![false; len],
            mistakes: vec![0; len],
            target: None,
        }
    }

    pub fn is_filled(&self, cell: usize) -> bool {
        self.filled.get(cell).copied().unwrap_or(false)
    }

    /// Filled for the learner after two mistakes.
    pub fn is_missed(&self, cell: usize) -> bool {
        self.is_filled(cell) && self.mistakes.get(cell).is_some_and(|&m| m >= 2)
    }
}

/// One kind of exercise.
pub trait Exercise: Sized + 'static {
    /// The root's class, next to `widget practice-widget`.
    const CLASS: &'static str;
    const ENTRY: Entry;
    /// The board's DOM, built per instance.
    type Board;

    /// The instance the placeholder's attributes fix, if they are all valid.
    fn fixed(placeholder: &Element) -> Option<Self>;
    fn random(rng: &mut Rng) -> Self;
    /// The number of cells to fill.
    fn len(&self) -> usize;
    /// The right answer of `cell` (from the solver).
    fn truth(&self, cell: usize) -> Option<Answer>;
    /// Whether `cell` may be answered now. Cells are numbered in the order the exercise
    /// suggests; by default they are answered in that order only.
    fn open(&self, cell: usize, filled: &[bool]) -> bool {
        filled.iter().take(cell).all(|&f| f)
    }
    /// Reads a typed answer (only for [`Entry::Number`]).
    fn parse(&self, _text: &str) -> Result<i64, InputError> {
        Err(InputError::new(SEED, Problem::Missing))
    }
    /// Builds the board inside `parent`; `select(cell)` asks for that cell next.
    fn build_board(
        &self,
        parent: &Element,
        select: Rc<dyn Fn(usize)>,
    ) -> Result<(Self::Board, Vec<Listener>), JsValue>;
    fn draw_board(&self, board: &Self::Board, progress: &Progress, lang: Lang);
    fn title(lang: Lang) -> &'static str;
    fn intro(lang: Lang) -> &'static str;
    /// The instance in one line.
    fn rules(&self, lang: Lang) -> String;
    fn question(&self, cell: usize, lang: Lang) -> String;
    /// The field's label (typed answers only).
    fn label(&self, _cell: usize, _lang: Lang) -> String {
        String::new()
    }
    fn right(&self, cell: usize, lang: Lang) -> String;
    fn hint(&self, cell: usize, lang: Lang) -> String;
    fn reason(&self, cell: usize, lang: Lang) -> String;
    /// What the finished table says.
    fn finished(&self, lang: Lang) -> String;
}

/// Reads a whole number typed as an answer: `Err` for empty or non-numeric text (explained at
/// the field). A number too large for any type comes back saturated, with its text, so the
/// exercise's range check explains it.
pub fn read_int(text: &str, field: Field) -> Result<(i128, String), InputError> {
    if text.trim().is_empty() {
        return Err(InputError::new(field, Problem::Empty));
    }
    match RawInt::parse(text) {
        RawInt::Value(v) => Ok((v, v.to_string())),
        RawInt::Huge { negative, text, .. } => {
            Ok((if negative { i128::MIN } else { i128::MAX }, text))
        }
        RawInt::NotInteger(t) => Err(InputError::new(field, Problem::NotInteger(t))),
    }
}

/// A row of cells `0, 1, …` (the W/L and Grundy exercises share it).
pub struct RowBoard {
    cells: Vec<(Element, Element)>,
}

impl RowBoard {
    pub fn build(parent: &Element, count: usize) -> Result<RowBoard, JsValue> {
        let row = dom::child(parent, "ol", "wl-cells practice-cells", "")?;
        let mut cells = Vec::with_capacity(count);
        for i in 0..count {
            let root = dom::child(&row, "li", "cell", "")?;
            dom::child(&root, "span", "cell-index", &i.to_string())?;
            let value = dom::child(&root, "span", "cell-value", "")?;
            cells.push((root, value));
        }
        Ok(RowBoard { cells })
    }

    /// Writes the filled cells' values; `classes(i)` lists extra classes to switch on a
    /// filled cell (e.g. `is-l`).
    pub fn draw(
        &self,
        progress: &Progress,
        value: impl Fn(usize) -> String,
        classes: impl Fn(usize) -> Vec<(&'static str, bool)>,
    ) {
        for (i, (root, text)) in self.cells.iter().enumerate() {
            let filled = progress.is_filled(i);
            dom::set_text(text, &if filled { value(i) } else { String::new() });
            for (class, on) in classes(i) {
                dom::set_class(root, class, filled && on);
            }
            dom::set_class(root, "is-current", progress.target == Some(i));
            dom::set_class(root, "is-missed", progress.is_missed(i));
        }
    }
}

enum Msg {
    Answer(Outcome),
    Submit,
    Select(usize),
    NewGame,
}

/// What the learner was last told, about which cell.
#[derive(Clone, Copy)]
enum Said {
    Right,
    Hint,
    Reason,
}

enum Controls {
    Letters { w: Element, l: Element },
    Number { field: InputField, check: Element },
}

struct State<K: Exercise> {
    id: String,
    lang: Lang,
    kind: K,
    /// The seed of a random instance (`None`: the placeholder's fixed one).
    seed: Option<u64>,
    progress: Progress,
    said: Option<(usize, Said)>,
    /// The last refused text's reason, shown at the field.
    refused: Option<InputError>,
    select: Rc<dyn Fn(usize)>,
    title: Element,
    intro: Element,
    rules: Element,
    board_box: Element,
    board: K::Board,
    board_listeners: Vec<Listener>,
    question: Element,
    controls: Controls,
    feedback: Element,
    score: Element,
    summary: Element,
    seed_line: Element,
    new_game: Element,
    embed: Option<EmbedPanel>,
    _listeners: Vec<Listener>,
}

/// A mounted practice widget.
pub struct Practice<K: Exercise> {
    state: Rc<RefCell<Option<State<K>>>>,
}

impl<K: Exercise> Widget for Practice<K> {
    fn set_lang(&self, lang: Lang) {
        if let Ok(mut slot) = self.state.try_borrow_mut() {
            if let Some(state) = slot.as_mut() {
                state.lang = lang;
                state.render();
            }
        }
    }
}

impl<K: Exercise> Practice<K> {
    /// Mounts on `placeholder` (emptied first); `id` prefixes the URL key `seed`.
    pub fn mount(placeholder: &Element, lang: Lang, id: &str) -> Result<Practice<K>, JsValue> {
        let shared: Rc<RefCell<Option<State<K>>>> = Rc::new(RefCell::new(None));
        let weak = Rc::downgrade(&shared);
        let dispatch: Rc<dyn Fn(Msg)> = Rc::new(move |msg| deliver(&weak, msg));
        while let Some(old) = placeholder.first_child() {
            placeholder.remove_child(&old)?;
        }
        let root = dom::child(
            placeholder,
            "section",
            &format!("widget practice-widget {}", K::CLASS),
            "",
        )?;
        let (title, intro) = kit::header(&root)?;
        let rules = dom::child(&root, "p", "practice-rules", "")?;
        let board_box = dom::child(&root, "div", "practice-board", "")?;
        let question = dom::child(&root, "p", "predict-question", "")?;

        let mut listeners = Vec::new();
        let controls = match K::ENTRY {
            Entry::Letters => {
                let buttons = dom::child(&root, "div", "predict-buttons", "")?;
                let w = dom::button(&buttons, "btn guess guess-w", "W")?;
                let l = dom::button(&buttons, "btn guess guess-l", "L")?;
                for (button, outcome) in [(&w, Outcome::Win), (&l, Outcome::Lose)] {
                    let d = dispatch.clone();
                    listeners.push(Listener::new(button, "click", move |_| {
                        d(Msg::Answer(outcome))
                    })?);
                }
                let d = dispatch.clone();
                listeners.push(Listener::new(&root, "keydown", move |event| {
                    if let Some(outcome) = kit::outcome_key(&event) {
                        d(Msg::Answer(outcome));
                    }
                })?);
                Controls::Letters { w, l }
            }
            Entry::Number => {
                let form = kit::form(&root)?;
                dom::set_class(&form, "practice-form", true);
                let field = InputField::new(&form, "answer")?;
                dom::set_attr(&field.input, "inputmode", "numeric");
                let (_, check) = kit::actions(&form)?;
                let d = dispatch.clone();
                listeners.push(kit::on_submit(&form, move || d(Msg::Submit))?);
                Controls::Number { field, check }
            }
        };
        let feedback = dom::child(&root, "p", "predict-feedback", "")?;
        dom::set_attr(&feedback, "aria-live", "polite");
        let score = dom::child(&root, "p", "predict-score", "")?;
        let summary = dom::child(&root, "p", "practice-summary", "")?;
        dom::set_attr(&summary, "aria-live", "polite");
        let actions = dom::child(&root, "div", "practice-actions", "")?;
        let new_game = dom::button(&actions, "btn practice-new", "")?;
        let seed_line = dom::child(&actions, "span", "practice-seed", "")?;
        let d = dispatch.clone();
        listeners.push(Listener::new(&new_game, "click", move |_| d(Msg::NewGame))?);

        let from_url = share::get_or_attribute(id, "seed", placeholder)
            .and_then(|text| parse_number(&text, SEED, 1, MAX_SEED).ok());
        let (kind, seed) = match from_url {
            Some(seed) => (K::random(&mut Rng::new(seed)), Some(seed)),
            None => match K::fixed(placeholder) {
                Some(kind) => (kind, None),
                None => {
                    let seed = fresh_seed();
                    (K::random(&mut Rng::new(seed)), Some(seed))
                }
            },
        };
        let d = dispatch.clone();
        let select: Rc<dyn Fn(usize)> = Rc::new(move |cell| d(Msg::Select(cell)));
        let (board, board_listeners) = kind.build_board(&board_box, select.clone())?;
        let embed = EmbedPanel::new(&root, &root, placeholder)?;
        let mut state = State {
            id: id.to_string(),
            lang,
            progress: Progress::new(kind.len()),
            kind,
            seed,
            said: None,
            refused: None,
            select,
            title,
            intro,
            rules,
            board_box,
            board,
            board_listeners,
            question,
            controls,
            feedback,
            score,
            summary,
            seed_line,
            new_game,
            embed,
            _listeners: listeners,
        };
        state.progress.target = state.next_target();
        state.write_url();
        state.render();
        dom::set_attr(&root, "data-ready", "true");
        *shared.borrow_mut() = Some(state);
        Ok(Practice { state: shared })
    }
}

fn deliver<K: Exercise>(weak: &Weak<RefCell<Option<State<K>>>>, msg: Msg) {
    let Some(shared) = weak.upgrade() else { return };
    let Ok(mut slot) = shared.try_borrow_mut() else {
        return;
    };
    if let Some(state) = slot.as_mut() {
        state.update(msg);
        state.render();
    }
}

fn focus(el: &Element) {
    if let Some(html) = el.dyn_ref::<HtmlElement>() {
        let _ = html.focus();
    }
}

impl<K: Exercise> State<K> {
    fn update(&mut self, msg: Msg) {
        match msg {
            Msg::NewGame => {
                let seed = fresh_seed();
                self.kind = K::random(&mut Rng::new(seed));
                self.seed = Some(seed);
                self.progress = Progress::new(self.kind.len());
                self.progress.target = self.next_target();
                self.said = None;
                self.refused = None;
                if let Controls::Number { field, .. } = &self.controls {
                    field.set_value("");
                }
                while let Some(old) = self.board_box.first_child() {
                    let _ = self.board_box.remove_child(&old);
                }
                // The board's listeners belong to cells that are gone; the new game's button
                // is not one of them, so dropping them here is safe.
                if let Ok((board, listeners)) =
                    self.kind.build_board(&self.board_box, self.select.clone())
                {
                    self.board = board;
                    self.board_listeners = listeners;
                }
                self.write_url();
            }
            Msg::Answer(outcome) => {
                if K::ENTRY == Entry::Letters {
                    self.answer(Answer::Outcome(outcome));
                }
            }
            Msg::Submit => {
                let Controls::Number { field, .. } = &self.controls else {
                    return;
                };
                if self.progress.target.is_none() {
                    return;
                }
                match self.kind.parse(&field.value()) {
                    Ok(value) => {
                        self.refused = None;
                        self.answer(Answer::Number(value));
                    }
                    Err(error) => self.refused = Some(error),
                }
            }
            Msg::Select(cell) => {
                let may = cell < self.kind.len()
                    && !self.progress.is_filled(cell)
                    && self.kind.open(cell, &self.progress.filled);
                if may {
                    self.progress.target = Some(cell);
                    self.said = None;
                    self.refused = None;
                    if let Controls::Number { field, .. } = &self.controls {
                        field.set_value("");
                        focus(&field.input);
                    }
                }
            }
        }
    }

    fn answer(&mut self, given: Answer) {
        let Some(cell) = self.progress.target else {
            return;
        };
        let Some(truth) = self.kind.truth(cell) else {
            return;
        };
        let Some(mistakes) = self.progress.mistakes.get_mut(cell) else {
            return;
        };
        let said = if given == truth {
            Said::Right
        } else if *mistakes == 0 {
            *mistakes = 1;
            Said::Hint
        } else {
            *mistakes = 2;
            Said::Reason
        };
        self.said = Some((cell, said));
        if matches!(said, Said::Hint) {
            // Keep the wrong text, selected, so typing replaces it.
            if let Controls::Number { field, .. } = &self.controls {
                if let Some(input) = field.input.dyn_ref::<HtmlInputElement>() {
                    input.select();
                }
            }
            return;
        }
        if let Some(flag) = self.progress.filled.get_mut(cell) {
            *flag = true;
        }
        self.progress.target = self.next_target();
        if let Controls::Number { field, .. } = &self.controls {
            field.set_value("");
        }
    }

    /// The first cell, in the exercise's order, that is empty and may be answered.
    fn next_target(&self) -> Option<usize> {
        (0..self.kind.len())
            .find(|&c| !self.progress.is_filled(c) && self.kind.open(c, &self.progress.filled))
    }

    /// A random instance is its seed; a fixed one is the placeholder's attributes.
    fn shareable(&self) -> Vec<(&'static str, String)> {
        match self.seed {
            Some(seed) => vec![("seed", seed.to_string())],
            None => Vec::new(),
        }
    }

    fn write_url(&self) {
        share::set(&self.id, &self.shareable());
    }

    fn render(&self) {
        let lang = self.lang;
        if let Some(embed) = &self.embed {
            embed.update(self.shareable(), lang);
        }
        dom::set_text(&self.title, K::title(lang));
        dom::set_text(&self.intro, K::intro(lang));
        dom::set_text(&self.rules, &self.kind.rules(lang));
        self.kind.draw_board(&self.board, &self.progress, lang);
        let done = self.progress.target.is_none();
        let question = match self.progress.target {
            Some(cell) => self.kind.question(cell, lang),
            None => lang
                .pick("Xong cả bảng!", "The whole table is done!")
                .to_string(),
        };
        dom::set_text(&self.question, &question);
        match &self.controls {
            Controls::Letters { w, l } => {
                dom::set_disabled(w, done);
                dom::set_disabled(l, done);
                dom::set_attr(
                    w,
                    "aria-label",
                    lang.pick("Trả lời W (thắng)", "Answer W (win)"),
                );
                dom::set_attr(
                    l,
                    "aria-label",
                    lang.pick("Trả lời L (thua)", "Answer L (lose)"),
                );
            }
            Controls::Number { field, check } => {
                let label = self
                    .progress
                    .target
                    .map(|cell| self.kind.label(cell, lang))
                    .unwrap_or_else(|| lang.pick("Đã điền xong", "All filled").to_string());
                field.set_label(&label);
                field.show(self.refused.as_ref(), lang);
                dom::set_disabled(&field.input, done);
                dom::set_disabled(check, done);
                dom::set_text(check, lang.pick("Kiểm tra", "Check"));
            }
        }
        let feedback = match self.said {
            None => String::new(),
            Some((cell, Said::Right)) => self.kind.right(cell, lang),
            Some((cell, Said::Hint)) => self.kind.hint(cell, lang),
            Some((cell, Said::Reason)) => self.kind.reason(cell, lang),
        };
        dom::set_text(&self.feedback, &feedback);
        let answered = self.progress.filled.iter().filter(|&&f| f).count();
        let right_first = (0..self.kind.len())
            .filter(|&c| self.progress.is_filled(c) && self.progress.mistakes.get(c) == Some(&0))
            .count();
        dom::set_text(
            &self.score,
            &lang.pick(
                format!("Đúng ngay lần đầu: {right_first} / {answered} ô"),
                format!("Right at the first try: {right_first} of {answered} cells"),
            ),
        );
        dom::set_text(
            &self.summary,
            &if done {
                self.kind.finished(lang)
            } else {
                String::new()
            },
        );
        dom::set_hidden(&self.summary, !done);
        dom::set_text(
            &self.new_game,
            lang.pick("Bài mới (ngẫu nhiên)", "New random game"),
        );
        let seed_text = self.seed.map_or(String::new(), |seed| {
            lang.pick(
                format!("Mã đề {seed}: đường dẫn của trang mở lại đúng đề này."),
                format!("Instance {seed}: the page's link opens this very instance."),
            )
        });
        dom::set_text(&self.seed_line, &seed_text);
    }
}

/// The values of a list, comma separated.
pub fn list<T: ToString>(values: impl IntoIterator<Item = T>) -> String {
    values
        .into_iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_numbers() {
        let mut a = Rng::new(42);
        let mut b = Rng::new(42);
        for _ in 0..100 {
            let x = a.range(1, 6);
            assert_eq!(x, b.range(1, 6));
            assert!((1..=6).contains(&x));
        }
        assert_eq!(Rng::new(7).range(3, 3), 3);
    }
}
