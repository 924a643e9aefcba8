//! A quick check at the end of a lesson: five questions on the lesson's ideas, drawn from a
//! seed (`data-topic` names the lesson, the first one when none), answered in any order. Each
//! answer is judged at once, right or wrong, with the reason; the score counts the right
//! answers; text that is not a number is explained at its field and never counts. A link keeps
//! the seed, so a teacher's link opens the same questions for a whole class.

use std::rc::Rc;

use nimlab_course::quiz::{Form, Question, Response, Topic, TOPICS};
use nimlab_course::widgets::{quiz as words, ANSWER_LOSE, ANSWER_WIN, CHECK};
use nimlab_solver::random;
use nimlab_solver::{InputError, Lang, Outcome};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit::fields::{FieldSet, Kind, Spec};
use crate::kit::share;
use crate::kit::stage::Part;
use crate::kit::standalone::{Build, Standalone};
use crate::kit::text::Texts;
use crate::kit::MountError;

pub enum Msg {
    Answer(usize, Response),
    /// The typed answer of a question was sent.
    Submit(usize),
    NewQuiz,
}

/// The typed answer's field.
const ANSWER: &str = "answer";

/// One question on show: its controls and what it says back.
struct Item {
    /// The W/L or choice buttons, each with the response it gives.
    buttons: Vec<(Element, Response)>,
    fields: Option<FieldSet>,
    check: Option<Element>,
    verdict: Element,
}

pub struct Quiz {
    topic: Topic,
    seed: u64,
    questions: Vec<Question>,
    /// Per question: the learner's answer, once given.
    given: Vec<Option<Response>>,
    /// Per question: the last refused text's reason, shown at its field.
    refused: Vec<Option<InputError>>,
    texts: Rc<Texts>,
    dispatch: Rc<dyn Fn(Msg)>,
    seed_line: Element,
    list: Element,
    items: Vec<Item>,
    item_listeners: Vec<Listener>,
    score: Element,
    summary: Element,
    _listeners: Vec<Listener>,
}

/// The refusal of a placeholder whose `data-topic` names no lesson.
fn unknown_topic(name: &str) -> MountError {
    let known: Vec<&str> = TOPICS.iter().map(|(name, _)| *name).collect();
    let known = known.join(", ");
    let shown = nimlab_solver::input::quote(name);
    let (vi, en) = words::unknown_topic(&shown, &known);
    MountError::new(vi, en)
}

impl Standalone for Quiz {
    type Msg = Msg;

    fn build(build: Build<'_, Msg>) -> Result<Self, MountError> {
        let Build {
            stage,
            placeholder,
            id,
            dispatch,
        } = build;
        // With no topic named (an embed with its defaults), the first lesson's.
        let name = placeholder
            .get_attribute("data-topic")
            .filter(|name| !name.trim().is_empty())
            .unwrap_or_else(|| Topic::WinLose.name().to_string());
        let topic = Topic::from_name(&name).ok_or_else(|| unknown_topic(&name))?;
        if topic.quiz(1).is_none() {
            // Only a page whose build was made for other topics: nimlab-site builds each
            // page with the topics its placeholders name.
            let (vi, en) = words::not_in_build(topic.name());
            return Err(MountError::new(vi, en));
        }
        let (vi, en) = words::title(&topic.title());
        stage.set_title_text(vi, en);
        stage.set_intro(words::INTRO);
        let texts = stage.texts().clone();
        let input = stage.part(Part::Input);
        let actions = dom::child(input, "div", "practice-actions", "")?;
        let new_quiz = texts.button(&actions, "btn quiz-new", words::NEW_QUIZ)?;
        let seed_line = dom::child(&actions, "span", "practice-seed", "")?;
        let practice = stage.part(Part::Practice);
        let list = dom::child(practice, "ol", "quiz-list", "")?;
        let score = dom::child(practice, "p", "predict-score quiz-score", "")?;
        dom::set_attr(&score, "aria-live", "polite");
        let summary = dom::child(stage.part(Part::Analysis), "p", "quiz-summary", "")?;
        let d = dispatch.clone();
        let listeners = vec![Listener::new(&new_quiz, "click", move |_| d(Msg::NewQuiz))?];
        let seed = share::get_or_attribute(id, "seed", placeholder)
            .and_then(|text| random::read_seed(&text).ok())
            .unwrap_or_else(fresh_seed);
        let mut quiz = Quiz {
            topic,
            seed,
            questions: Vec::new(),
            given: Vec::new(),
            refused: Vec::new(),
            texts,
            dispatch,
            seed_line,
            list,
            items: Vec::new(),
            item_listeners: Vec::new(),
            score,
            summary,
            _listeners: listeners,
        };
        quiz.start(seed)?;
        Ok(quiz)
    }

    fn update(&mut self, msg: Msg, _lang: Lang) -> bool {
        match msg {
            Msg::NewQuiz => {
                crate::guard::reported(self.start(fresh_seed()));
                return true;
            }
            Msg::Answer(index, response) => self.answer(index, response),
            Msg::Submit(index) => {
                let typed = self
                    .items
                    .get(index)
                    .and_then(|item| item.fields.as_ref())
                    .and_then(|fields| fields.field(ANSWER))
                    .map(|field| field.value());
                if let (Some(text), Some(question)) = (typed, self.questions.get(index)) {
                    match question.read_number(&text) {
                        Ok(value) => {
                            self.set_refused(index, None);
                            self.answer(index, Response::Number(value));
                        }
                        Err(error) => self.set_refused(index, Some(error)),
                    }
                }
            }
        }
        false
    }

    fn draw(&mut self, lang: Lang) {
        for (index, item) in self.items.iter().enumerate() {
            let (Some(question), Some(given)) = (self.questions.get(index), self.given.get(index))
            else {
                continue;
            };
            let given = *given;
            for (button, response) in &item.buttons {
                let chosen = given == Some(*response);
                dom::set_disabled(button, given.is_some());
                dom::set_attr(
                    button,
                    "aria-pressed",
                    if chosen { "true" } else { "false" },
                );
                let right = given.is_some() && question.check(*response);
                dom::set_class(button, "is-right", right);
                dom::set_class(button, "is-wrong", chosen && !right);
            }
            if let Some(fields) = &item.fields {
                let refused = self.refused.get(index).cloned().flatten();
                fields.show(refused.as_slice(), lang);
                if let Some(field) = fields.field(ANSWER) {
                    dom::set_disabled(&field.input, given.is_some());
                }
            }
            if let Some(check) = &item.check {
                dom::set_disabled(check, given.is_some());
            }
            let verdict = match given {
                None => String::new(),
                Some(response) if question.check(response) => {
                    words::right(question.reason.get(lang), lang)
                }
                Some(_) => words::wrong(&question.answer(lang), question.reason.get(lang), lang),
            };
            dom::show_text(&item.verdict, &verdict);
            dom::set_class(&item.verdict, "is-match", verdict.starts_with('✓'));
            dom::set_class(&item.verdict, "is-mismatch", verdict.starts_with('✗'));
        }
        let (right, answered) = self.tally();
        let total = self.questions.len();
        dom::set_text(&self.score, &words::score(right, total, answered, lang));
        let summary = match (answered == total && total > 0, right == total) {
            (false, _) => String::new(),
            (true, true) => lang.say(words::ALL_RIGHT).to_string(),
            (true, false) => words::some_right(right, total, lang),
        };
        dom::show_text(&self.summary, &summary);
        dom::set_text(&self.seed_line, &words::quiz_code(self.seed, lang));
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        vec![("seed", self.seed.to_string())]
    }

    fn publish_at_mount(&self) -> bool {
        true
    }
}

/// A seed for a new quiz, from the page's random numbers.
fn fresh_seed() -> u64 {
    random::seed_from_unit(js_sys::Math::random())
}

impl Quiz {
    /// Draws the questions of `seed` and builds their items.
    fn start(&mut self, seed: u64) -> Result<(), JsValue> {
        self.seed = seed;
        self.questions = self.topic.quiz(seed).unwrap_or_default();
        self.given = vec![None; self.questions.len()];
        self.refused = vec![None; self.questions.len()];
        self.texts.forget_inside(&self.list);
        dom::clear(&self.list);
        self.items.clear();
        self.item_listeners.clear();
        for index in 0..self.questions.len() {
            let (item, listeners) = self.build_item(index)?;
            self.items.push(item);
            self.item_listeners.extend(listeners);
        }
        Ok(())
    }

    fn build_item(&self, index: usize) -> Result<(Item, Vec<Listener>), JsValue> {
        let texts = &self.texts;
        let question = self.questions.get(index).ok_or("no such question")?;
        let li = dom::child(&self.list, "li", "quiz-question", "")?;
        let prompt = dom::child(&li, "p", "quiz-prompt", "")?;
        texts.text(
            &prompt,
            (question.prompt.vi.clone(), question.prompt.en.clone()),
        );
        let mut listeners = Vec::new();
        let mut buttons = Vec::new();
        let (mut fields, mut check) = (None, None);
        match &question.form {
            Form::Outcome(_) => {
                let row = dom::child(&li, "div", "predict-buttons quiz-choices", "")?;
                for (outcome, name) in [(Outcome::Win, ANSWER_WIN), (Outcome::Lose, ANSWER_LOSE)] {
                    let letter = outcome.letter().to_string();
                    let class = format!("btn guess guess-{}", letter.to_ascii_lowercase());
                    let button = dom::button(&row, &class, &letter)?;
                    texts.attr(&button, "aria-label", name);
                    buttons.push((button, Response::Outcome(outcome)));
                }
            }
            Form::Choice(choices) => {
                let row = dom::child(&li, "div", "quiz-choices", "")?;
                for (at, choice) in choices.iter().enumerate() {
                    let button = dom::button(&row, "btn quiz-choice", "")?;
                    texts.text(&button, (choice.label.vi.clone(), choice.label.en.clone()));
                    buttons.push((button, Response::Choice(at)));
                }
            }
            Form::Number { .. } => {
                let form = dom::child(&li, "form", "widget-form quiz-form", "")?;
                dom::set_attr(&form, "novalidate", "");
                let spec = Spec::new(ANSWER, words::ANSWER_FIELD, "", Kind::Number);
                fields = Some(FieldSet::new(&form, vec![spec], texts)?);
                let row = dom::child(&form, "div", "form-actions", "")?;
                let button = texts.button(&row, "btn btn-primary", CHECK)?;
                dom::set_attr(&button, "type", "submit");
                let d = self.dispatch.clone();
                listeners.push(Listener::new(&form, "submit", move |event| {
                    event.prevent_default();
                    d(Msg::Submit(index));
                })?);
                check = Some(button);
            }
        }
        for (button, response) in &buttons {
            let (d, response) = (self.dispatch.clone(), *response);
            listeners.push(Listener::new(button, "click", move |_| {
                d(Msg::Answer(index, response))
            })?);
        }
        let verdict = dom::child(&li, "p", "quiz-verdict", "")?;
        dom::set_attr(&verdict, "role", "status");
        let item = Item {
            buttons,
            fields,
            check,
            verdict,
        };
        Ok((item, listeners))
    }

    /// Takes the first answer to a question; later ones change nothing.
    fn answer(&mut self, index: usize, response: Response) {
        if let Some(slot @ None) = self.given.get_mut(index) {
            *slot = Some(response);
        }
    }

    fn set_refused(&mut self, index: usize, error: Option<InputError>) {
        if let Some(slot) = self.refused.get_mut(index) {
            *slot = error;
        }
    }

    /// (right answers, answers given).
    fn tally(&self) -> (usize, usize) {
        let given = self.given.iter().zip(&self.questions);
        let answered = given.clone().filter(|(g, _)| g.is_some()).count();
        let right = given
            .filter(|(g, q)| g.is_some_and(|response| q.check(response)))
            .count();
        (right, answered)
    }
}
