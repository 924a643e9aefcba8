//! A quick check at the end of a lesson: five questions on the lesson's ideas, drawn from a
//! seed (`data-topic` names the lesson, the first one when none), answered in any order. Each
//! answer is judged at once, right or wrong, with the reason; the score counts the right
//! answers; text that is not a number is explained at its field and never counts. A link keeps
//! the seed, so a teacher's link opens the same questions for a whole class.

use std::rc::Rc;

use nimlab_course::quiz::{Form, Question, Response, Topic, TOPICS};
use nimlab_course::widgets::quiz as words;
use nimlab_solver::random;
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit::answers::{answer_form, fresh_seed, outcome_buttons, show_verdict, ANSWER};
use crate::kit::fields::FieldSet;
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

/// One question on show: the learner's answer, its controls and what it says back.
struct Item {
    question: Question,
    /// The first answer given; later ones change nothing.
    given: Option<Response>,
    /// The last refused text's reason, shown at its field.
    refused: Option<InputError>,
    /// The W/L or choice buttons, each with the response it gives.
    buttons: Vec<(Element, Response)>,
    /// The field of a typed answer, and its Check button.
    typed: Option<(FieldSet, Element)>,
    verdict: Element,
    _listeners: Vec<Listener>,
}

pub struct Quiz {
    topic: Topic,
    seed: u64,
    texts: Rc<Texts>,
    dispatch: Rc<dyn Fn(Msg)>,
    seed_line: Element,
    list: Element,
    items: Vec<Item>,
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
        let score_class = "predict-score quiz-score";
        let score = dom::child_with(practice, "p", score_class, &[("aria-live", "polite")])?;
        let summary = dom::child(stage.part(Part::Analysis), "p", "quiz-summary", "")?;
        let d = dispatch.clone();
        let listeners = vec![Listener::new(&new_quiz, "click", move |_| d(Msg::NewQuiz))?];
        let seed = share::get_or_attribute(id, "seed", placeholder)
            .and_then(|text| random::read_seed(&text).ok())
            .unwrap_or_else(fresh_seed);
        let mut quiz = Quiz {
            topic,
            seed,
            texts,
            dispatch,
            seed_line,
            list,
            items: Vec::new(),
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
            Msg::Answer(index, response) => {
                if let Some(item) = self.items.get_mut(index) {
                    item.given.get_or_insert(response);
                }
            }
            Msg::Submit(index) => {
                let Some(item) = self.items.get_mut(index) else {
                    return false;
                };
                let field = item
                    .typed
                    .as_ref()
                    .and_then(|(fields, _)| fields.field(ANSWER));
                if let Some(text) = field.map(|field| field.value()) {
                    match item.question.read_number(&text) {
                        Ok(value) => {
                            item.refused = None;
                            item.given.get_or_insert(Response::Number(value));
                        }
                        Err(error) => item.refused = Some(error),
                    }
                }
            }
        }
        false
    }

    fn draw(&mut self, lang: Lang) {
        for item in &self.items {
            let (question, given) = (&item.question, item.given);
            for (button, response) in &item.buttons {
                let chosen = given == Some(*response);
                dom::set_disabled(button, given.is_some());
                dom::set_attr(button, "aria-pressed", &chosen.to_string());
                let right = given.is_some() && question.check(*response);
                dom::set_class(button, "is-right", right);
                dom::set_class(button, "is-wrong", chosen && !right);
            }
            if let Some((fields, check)) = &item.typed {
                fields.show(item.refused.as_slice(), lang);
                if let Some(field) = fields.field(ANSWER) {
                    dom::set_disabled(&field.input, given.is_some());
                }
                dom::set_disabled(check, given.is_some());
            }
            let verdict = match given {
                None => String::new(),
                Some(response) if question.check(response) => {
                    words::right(question.reason.get(lang), lang)
                }
                Some(_) => words::wrong(&question.answer(lang), question.reason.get(lang), lang),
            };
            show_verdict(&item.verdict, &verdict);
        }
        let (right, answered) = self.tally();
        let total = self.items.len();
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

impl Quiz {
    /// Draws the questions of `seed` and builds their items.
    fn start(&mut self, seed: u64) -> Result<(), JsValue> {
        self.seed = seed;
        self.texts.forget_inside(&self.list);
        dom::clear(&self.list);
        self.items.clear();
        let questions = self.topic.quiz(seed).unwrap_or_default();
        for (index, question) in questions.into_iter().enumerate() {
            self.items.push(self.build_item(index, question)?);
        }
        Ok(())
    }

    fn build_item(&self, index: usize, question: Question) -> Result<Item, JsValue> {
        let texts = &self.texts;
        let li = dom::child(&self.list, "li", "quiz-question", "")?;
        let prompt = dom::child(&li, "p", "quiz-prompt", "")?;
        texts.text(
            &prompt,
            (question.prompt.vi.clone(), question.prompt.en.clone()),
        );
        let mut listeners = Vec::new();
        let mut buttons = Vec::new();
        let mut typed = None;
        match &question.form {
            Form::Outcome(_) => {
                let row = dom::child(&li, "div", "predict-buttons quiz-choices", "")?;
                for (button, outcome) in outcome_buttons(&row, texts)? {
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
                let d = self.dispatch.clone();
                let submit = move || d(Msg::Submit(index));
                let class = "widget-form quiz-form";
                let (fields, check, listener) =
                    answer_form(&li, class, words::ANSWER_FIELD, texts, submit)?;
                listeners.push(listener);
                typed = Some((fields, check));
            }
        }
        for (button, response) in &buttons {
            let (d, response) = (self.dispatch.clone(), *response);
            listeners.push(Listener::new(button, "click", move |_| {
                d(Msg::Answer(index, response))
            })?);
        }
        let verdict = dom::child_with(&li, "p", "quiz-verdict", &[("role", "status")])?;
        Ok(Item {
            question,
            given: None,
            refused: None,
            buttons,
            typed,
            verdict,
            _listeners: listeners,
        })
    }

    /// (right answers, answers given).
    fn tally(&self) -> (usize, usize) {
        let given = self
            .items
            .iter()
            .filter_map(|item| Some((item.given?, &item.question)));
        let right = given.clone().filter(|(g, q)| q.check(*g)).count();
        (right, given.count())
    }
}
