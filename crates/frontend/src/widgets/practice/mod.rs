//! Fill it yourself: one practice engine for every "fill the table" exercise. The learner
//! answers cell after cell; each answer is checked at once, a first mistake on a cell gets a
//! hint (the cells it names are marked on the board) and a second one the full reason (the
//! cell is then filled for them). The score counts the cells right at the first try. Typed
//! answers that are not numbers (empty, letters, out of range) are explained at the field and
//! never count as mistakes.
//!
//! What differs between exercises lives in an [`Exercise`]: the instance (fixed by the
//! placeholder's `data-*` attributes or drawn from a seed), the board, which cells may be
//! answered now, and the texts. The engine owns the flow, the answer controls, the score and
//! the link: a random instance keeps `{id}.seed=N`, so the page's link opens the same instance
//! for a whole class. Exercises: [`WlPractice`] (W/L buttons and keys), [`GrundyPractice`]
//! (typed Grundy values), [`DpPractice`] (typed cells of the interval DP grid).

mod dp;
mod row;

pub use dp::DpPractice;
pub use row::{GrundyPractice, WlPractice};

use std::rc::Rc;

use nimlab_course::widgets::practice as words;
use nimlab_solver::random::{self, Rng};
use nimlab_solver::score::num;
use nimlab_solver::{Field, InputError, Lang, Outcome, Problem};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement, HtmlInputElement};

use crate::dom::{self, Listener};
use crate::kit::answers::{answer_form, fresh_seed, outcome_buttons, ANSWER};
use crate::kit::fields::FieldSet;
use crate::kit::predict::outcome_key;
use crate::kit::share;
use crate::kit::stage::Part;
use crate::kit::standalone::{Build, Standalone};
use crate::kit::text::{Texts, Words};
use crate::kit::MountError;

/// The right answer of one cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Outcome(Outcome),
    Number(i64),
}

/// Which cells are filled, the mistakes on each, and the cell being asked.
pub struct Progress {
    pub filled: Vec<bool>,
    pub mistakes: Vec<u8>,
    pub target: Option<usize>,
}

impl Progress {
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
    /// Answered with the W / L buttons and keys (else a number typed into a field).
    const LETTERS: bool;
    const TITLE: Words;
    const INTRO: Words;
    /// The board's DOM, built per instance.
    type Board;

    /// The instance the placeholder's attributes fix, if they are all valid.
    fn fixed(placeholder: &Element) -> Option<Self>;
    fn random(rng: &mut Rng) -> Self;
    /// The number of cells to fill.
    fn len(&self) -> usize;
    /// The right answer of `cell` (from the solver).
    fn truth(&self, cell: usize) -> Option<Answer>;
    /// Whether `cell` may be answered now; by default the cells are answered in order.
    fn open(&self, cell: usize, filled: &[bool]) -> bool {
        filled.iter().take(cell).all(|&f| f)
    }
    /// Reads a typed answer (typed exercises only).
    fn parse(&self, _text: &str) -> Result<i64, InputError> {
        Err(InputError::new(Field::STDIN, Problem::Missing))
    }
    /// Builds the board in `parent`; `select(cell)` asks for that cell next.
    fn build_board(
        &self,
        parent: &Element,
        texts: &Texts,
        select: Rc<dyn Fn(usize)>,
    ) -> Result<(Self::Board, Vec<Listener>), JsValue>;
    /// Draws the board; `hint` is the cell whose hint is on show: the cells it names are marked.
    fn draw_board(&self, board: &Self::Board, progress: &Progress, hint: Option<usize>, lang: Lang);
    /// The instance in one line.
    fn rules(&self, lang: Lang) -> String;
    fn question(&self, cell: usize, lang: Lang) -> String;
    /// The cell's name in a typed answer's label and verdict (`g(4)`, `dp[0][1]`).
    fn name(&self, _cell: usize) -> String {
        String::new()
    }
    /// What a right answer says: `g(4) = 2`.
    fn right(&self, cell: usize, _lang: Lang) -> String {
        match self.truth(cell) {
            Some(Answer::Number(v)) => format!("{} = {}", self.name(cell), num(v)),
            _ => String::new(),
        }
    }
    fn hint(&self, cell: usize, lang: Lang) -> String;
    fn reason(&self, cell: usize, lang: Lang) -> String;
    /// What the finished table says.
    fn finished(&self, lang: Lang) -> String;
}

pub enum Msg {
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

/// A practice widget.
pub struct Practice<K: Exercise> {
    kind: K,
    /// The seed of a random instance (`None`: the placeholder's fixed one).
    seed: Option<u64>,
    progress: Progress,
    said: Option<(usize, Said)>,
    /// The last refused text's reason, shown at the field.
    refused: Option<InputError>,
    texts: Rc<Texts>,
    select: Rc<dyn Fn(usize)>,
    rules: Element,
    seed_line: Element,
    board_box: Element,
    board: K::Board,
    board_listeners: Vec<Listener>,
    question: Element,
    /// The W and L buttons, or the Check button; disabled once all is filled.
    buttons: Vec<Element>,
    fields: Option<FieldSet>,
    feedback: Element,
    score: Element,
    summary: Element,
    _listeners: Vec<Listener>,
}

impl<K: Exercise> Standalone for Practice<K> {
    type Msg = Msg;

    fn build(build: Build<'_, Msg>) -> Result<Self, MountError> {
        let Build {
            stage,
            placeholder,
            id,
            dispatch,
        } = build;
        stage.set_title(K::TITLE);
        stage.set_intro(K::INTRO);
        let texts = stage.texts().clone();
        let input = stage.part(Part::Input);
        let rules = dom::child(input, "p", "practice-rules", "")?;
        let actions = dom::child(input, "div", "practice-actions", "")?;
        let new_game = texts.button(&actions, "btn practice-new", words::NEW_GAME)?;
        let seed_line = dom::child(&actions, "span", "practice-seed", "")?;
        let board_box = dom::child(stage.part(Part::Picture), "div", "practice-board", "")?;

        let practice = stage.part(Part::Practice);
        let question = dom::child(practice, "p", "predict-question", "")?;
        let d = dispatch.clone();
        let mut listeners = vec![Listener::new(&new_game, "click", move |_| d(Msg::NewGame))?];
        let (buttons, fields) = if K::LETTERS {
            let row = dom::child(practice, "div", "predict-buttons", "")?;
            let mut buttons = Vec::new();
            for (button, outcome) in outcome_buttons(&row, &texts)? {
                let d = dispatch.clone();
                listeners.push(Listener::new(&button, "click", move |_| {
                    d(Msg::Answer(outcome))
                })?);
                buttons.push(button);
            }
            (buttons, None)
        } else {
            let d = dispatch.clone();
            let class = "widget-form practice-form";
            let (fields, check, submit) =
                answer_form(practice, class, ("", ""), &texts, move || d(Msg::Submit))?;
            listeners.push(submit);
            (vec![check], Some(fields))
        };
        let polite = [("aria-live", "polite")];
        let feedback = dom::child_with(practice, "p", "predict-feedback", &polite)?;
        let score = dom::child(practice, "p", "predict-score", "")?;
        let analysis = stage.part(Part::Analysis);
        let summary = dom::child_with(analysis, "p", "practice-summary", &polite)?;

        // A link's seed, else the placeholder's instance, else a new random one.
        let seed = share::get_or_attribute(id, "seed", placeholder)
            .and_then(|text| random::read_seed(&text).ok());
        let fixed = seed.is_none().then(|| K::fixed(placeholder)).flatten();
        let (kind, seed) = match fixed {
            Some(kind) => (kind, None),
            None => {
                let seed = seed.unwrap_or_else(fresh_seed);
                (K::random(&mut Rng::new(seed)), Some(seed))
            }
        };
        let d = dispatch.clone();
        let select: Rc<dyn Fn(usize)> = Rc::new(move |cell| d(Msg::Select(cell)));
        let (board, board_listeners) = kind.build_board(&board_box, &texts, select.clone())?;
        let mut practice = Practice {
            progress: new_progress(kind.len()),
            kind,
            seed,
            said: None,
            refused: None,
            texts,
            select,
            rules,
            seed_line,
            board_box,
            board,
            board_listeners,
            question,
            buttons,
            fields,
            feedback,
            score,
            summary,
            _listeners: listeners,
        };
        practice.progress.target = practice.next_target();
        Ok(practice)
    }

    fn update(&mut self, msg: Msg, _lang: Lang) -> bool {
        match msg {
            Msg::NewGame => {
                self.new_game();
                return true;
            }
            Msg::Answer(outcome) if K::LETTERS => self.answer(Answer::Outcome(outcome)),
            Msg::Answer(_) => {}
            Msg::Submit => {
                let typed = self.field().map(|field| field.value());
                if let (Some(text), Some(_)) = (typed, self.progress.target) {
                    match self.kind.parse(&text) {
                        Ok(value) => {
                            self.refused = None;
                            self.answer(Answer::Number(value));
                        }
                        Err(error) => self.refused = Some(error),
                    }
                }
            }
            Msg::Select(cell) => {
                if !self.progress.is_filled(cell)
                    && cell < self.kind.len()
                    && self.kind.open(cell, &self.progress.filled)
                {
                    self.progress.target = Some(cell);
                    self.said = None;
                    self.refused = None;
                    if let Some(field) = self.field() {
                        field.set_value("");
                        if let Some(input) = field.input.dyn_ref::<HtmlElement>() {
                            let _ = input.focus();
                        }
                    }
                }
            }
        }
        false
    }

    fn draw(&mut self, lang: Lang) {
        let (kind, progress) = (&self.kind, &self.progress);
        dom::set_text(&self.rules, &kind.rules(lang));
        let hint = match self.said {
            Some((cell, Said::Hint)) => Some(cell),
            _ => None,
        };
        kind.draw_board(&self.board, progress, hint, lang);
        let done = progress.target.is_none();
        let question = match progress.target {
            Some(cell) => kind.question(cell, lang),
            None => lang.say(words::TABLE_DONE).into(),
        };
        dom::set_text(&self.question, &question);
        for button in &self.buttons {
            dom::set_disabled(button, done);
        }
        if let (Some(fields), Some(field)) = (&self.fields, self.field()) {
            let label = progress.target.map(|cell| format!("{} =", kind.name(cell)));
            match label {
                Some(label) => self.texts.text(&field.label, (label.clone(), label)),
                None => self.texts.text(&field.label, words::ALL_FILLED),
            }
            dom::set_disabled(&field.input, done);
            fields.show(self.refused.as_slice(), lang);
        }
        let feedback = match self.said {
            None => String::new(),
            Some((cell, Said::Right)) => words::said_right(&kind.right(cell, lang), lang),
            Some((cell, Said::Hint)) => words::said_hint(&kind.hint(cell, lang), lang),
            Some((cell, Said::Reason)) => words::said_reason(&kind.reason(cell, lang), lang),
        };
        dom::set_text(&self.feedback, &feedback);
        let answered = progress.filled.iter().filter(|&&f| f).count();
        let first_try = (0..kind.len())
            .filter(|&c| progress.is_filled(c) && progress.mistakes.get(c) == Some(&0))
            .count();
        dom::set_text(&self.score, &words::score(first_try, answered, lang));
        dom::show_when(&self.summary, done, || kind.finished(lang));
        let seed = self.seed.map(|seed| words::instance_code(seed, lang));
        dom::set_text(&self.seed_line, &seed.unwrap_or_default());
    }

    /// A random instance is its seed; a fixed one is the placeholder's attributes.
    fn share(&self) -> Vec<(&'static str, String)> {
        Vec::from_iter(self.seed.map(|seed| ("seed", seed.to_string())))
    }

    fn publish_at_mount(&self) -> bool {
        self.seed.is_some()
    }

    fn key(&self, key: &str) -> Option<Msg> {
        outcome_key(key).filter(|_| K::LETTERS).map(Msg::Answer)
    }
}

fn new_progress(len: usize) -> Progress {
    Progress {
        filled: vec![false; len],
        mistakes: vec![0; len],
        target: None,
    }
}

impl<K: Exercise> Practice<K> {
    fn field(&self) -> Option<&crate::kit::fields::InputField> {
        self.fields.as_ref()?.field(ANSWER)
    }

    fn new_game(&mut self) {
        let seed = fresh_seed();
        self.kind = K::random(&mut Rng::new(seed));
        self.seed = Some(seed);
        self.progress = new_progress(self.kind.len());
        self.progress.target = self.next_target();
        self.said = None;
        self.refused = None;
        if let Some(field) = self.field() {
            field.set_value("");
        }
        // The board's listeners and texts belong to cells that are gone.
        self.texts.forget_inside(&self.board_box);
        dom::clear(&self.board_box);
        if let Ok((board, listeners)) =
            self.kind
                .build_board(&self.board_box, &self.texts, self.select.clone())
        {
            self.board = board;
            self.board_listeners = listeners;
        }
    }

    fn answer(&mut self, given: Answer) {
        let Some(cell) = self.progress.target else {
            return;
        };
        let (Some(truth), Some(mistakes)) =
            (self.kind.truth(cell), self.progress.mistakes.get_mut(cell))
        else {
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
        let field = self.field();
        if matches!(said, Said::Hint) {
            // Keep the wrong text, selected, so typing replaces it.
            if let Some(input) = field.and_then(|f| f.input.dyn_ref::<HtmlInputElement>()) {
                input.select();
            }
            return;
        }
        if let Some(field) = field {
            field.set_value("");
        }
        if let Some(flag) = self.progress.filled.get_mut(cell) {
            *flag = true;
        }
        self.progress.target = self.next_target();
    }

    /// The first cell, in the exercise's order, that is empty and may be answered.
    fn next_target(&self) -> Option<usize> {
        (0..self.kind.len())
            .find(|&c| !self.progress.is_filled(c) && self.kind.open(c, &self.progress.filled))
    }
}
