//! Predict mode, written once: the question before each step that reveals an answer, the
//! answer controls, the verdict on the answer at once, and the score.

use std::collections::BTreeMap;
use std::rc::Rc;

use nimlab_solver::{Field, InputError, Lang, Outcome};
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::fields::InputField;
use super::player::{Command, Effect};
use super::stage::{Part, Stage};
use super::text::{Texts, Words};
use crate::dom::{self, Listener};

/// Predict mode: when it is on, the player stops just before a step that reveals an answer (a
/// cell's W/L, a mex, a pair, …) and the learner is asked to guess it first; once they answer,
/// the step is taken (and playing goes on if it had been playing). Each question has a slot (a
/// cell, a vertex, a row, …) and is asked once: a slot with a guess is never asked again until
/// the guesses are cleared (new input, or the player back at step 0).
///
/// This is the bookkeeping only; which steps ask, what a guess is and how it is judged stay in
/// the widget. A widget calls [`Predict::ask`] from `may_enter`, [`Predict::answer`] when the
/// learner answers, [`Predict::set_enabled`] from its switch and [`Predict::clear`] from
/// `on_reset` and when it starts a new input.
pub struct Predict<G> {
    enabled: bool,
    /// Slots `0 .. slots` may be asked.
    slots: usize,
    /// The guesses so far, by slot (sparse: a long trace asks about few of its steps).
    guesses: BTreeMap<usize, G>,
    waiting_for: Option<usize>,
    /// The player was playing when the question stopped it: answering plays on.
    resume_playing: bool,
}

impl<G> Default for Predict<G> {
    fn default() -> Predict<G> {
        Predict::new(0)
    }
}

impl<G> Predict<G> {
    /// Predict mode off, with slots `0 .. slots` and no guesses.
    pub fn new(slots: usize) -> Predict<G> {
        Predict {
            enabled: false,
            slots,
            guesses: BTreeMap::new(),
            waiting_for: None,
            resume_playing: false,
        }
    }

    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// Turns predict mode on or off; a question being asked is dropped (the guesses stay).
    pub fn set_enabled(&mut self, on: bool) {
        self.enabled = on;
        self.cancel();
    }

    /// Forgets every guess and the question, with slots `0 .. slots` from now on.
    pub fn clear(&mut self, slots: usize) {
        self.slots = slots;
        self.guesses.clear();
        self.cancel();
    }

    /// Drops the question being asked, if any (the learner went elsewhere); the guesses stay.
    pub fn cancel(&mut self) {
        self.waiting_for = None;
        self.resume_playing = false;
    }

    /// Called before the step that reveals `slot`'s answer: whether the player may take it.
    /// In predict mode, a slot without a guess yet holds the player and becomes the question;
    /// `playing` says whether it was playing, so that answering plays on.
    pub fn ask(&mut self, slot: usize, playing: bool) -> bool {
        let must_ask = self.enabled && slot < self.slots && !self.guesses.contains_key(&slot);
        if must_ask {
            self.waiting_for = Some(slot);
            self.resume_playing |= playing;
        }
        !must_ask
    }

    /// The slot being asked about, if any.
    pub fn waiting_for(&self) -> Option<usize> {
        self.waiting_for
    }

    /// Records the learner's answer to the question being asked and moves on: the shell takes
    /// the held step (and plays on if the question had stopped playing). Nothing happens when
    /// nothing is asked.
    pub fn answer(&mut self, guess: G) -> Effect {
        let Some(slot) = self.waiting_for.take() else {
            return Effect::none();
        };
        self.guesses.insert(slot, guess);
        let mut commands = vec![Command::Forward];
        if std::mem::take(&mut self.resume_playing) {
            commands.push(Command::TogglePlay);
        }
        Effect::commands(commands)
    }

    /// The guess made for `slot`, if any.
    pub fn guess(&self, slot: usize) -> Option<&G> {
        self.guesses.get(&slot)
    }

    /// `(right, counted)` over the guesses so far: `judge(slot, guess)` says whether a guess is
    /// right, or `None` to leave it out (its answer is not known).
    pub fn score(&self, mut judge: impl FnMut(usize, &G) -> Option<bool>) -> (usize, usize) {
        self.guesses
            .iter()
            .filter_map(|(&slot, guess)| judge(slot, guess))
            .fold((0, 0), |(right, counted), ok| {
                (right + usize::from(ok), counted + 1)
            })
    }
}

/// How the learner answers.
pub enum Answering {
    /// One button per answer: its CSS class, its text, its accessible name.
    Buttons(Vec<(&'static str, String, Words)>),
    /// A typed answer in a field labelled so, checked by the widget.
    Typed(Words),
}

impl Answering {
    /// The W and L buttons of a win/lose question (the keys are [`outcome_key`]).
    pub fn win_lose() -> Answering {
        Answering::Buttons(vec![
            ("guess-w", "W".into(), ("Đoán W (thắng)", "Guess W (win)")),
            ("guess-l", "L".into(), ("Đoán L (thua)", "Guess L (lose)")),
        ])
    }
}

/// The outcome a key guesses in a win/lose question: W or L, in either case.
pub fn outcome_key(key: &str) -> Option<Outcome> {
    match key {
        "w" | "W" => Some(Outcome::Win),
        "l" | "L" => Some(Outcome::Lose),
        _ => None,
    }
}

/// What the learner did in the panel.
pub enum Answer {
    /// Pressed the answer button at this index.
    Button(usize),
    /// Sent this text from the field (Enter or the button).
    Typed(String),
}

/// The panel: the question, the answer controls, the verdict, the score.
pub struct PredictPanel {
    root: Element,
    question: Element,
    buttons: Vec<Element>,
    /// A typed panel's field and its button.
    typed: Option<(InputField, Element)>,
    feedback: Element,
    score: Element,
    _listeners: Vec<Listener>,
}

impl PredictPanel {
    pub fn new(
        parent: &Element,
        texts: &Texts,
        answering: Answering,
        on: Rc<dyn Fn(Answer)>,
    ) -> Result<PredictPanel, JsValue> {
        let root = dom::child(parent, "div", "predict", "")?;
        dom::set_hidden(&root, true);
        let question = dom::child(&root, "p", "predict-question", "")?;
        let mut listeners = Vec::new();
        let mut buttons = Vec::new();
        let mut typed = None;
        match answering {
            Answering::Buttons(list) => {
                let row = dom::child(&root, "div", "predict-buttons", "")?;
                for (index, (class, text, name)) in list.into_iter().enumerate() {
                    let button = dom::button(&row, &format!("btn guess {class}"), &text)?;
                    texts.attr(&button, "aria-label", name);
                    let on = on.clone();
                    listeners.push(Listener::new(&button, "click", move |_| {
                        on(Answer::Button(index))
                    })?);
                    buttons.push(button);
                }
            }
            Answering::Typed(label) => {
                let form = dom::child(&root, "form", "widget-form predict-guess", "")?;
                dom::set_attr(&form, "novalidate", "");
                let input = InputField::new(&form, "guess")?;
                dom::set_attr(&input.input, "inputmode", "numeric");
                texts.text(&input.label, label);
                let actions = dom::child(&form, "div", "form-actions", "")?;
                let button = dom::child(&actions, "button", "btn btn-primary predict-check", "")?;
                dom::set_attr(&button, "type", "submit");
                let sent = input.input.clone();
                listeners.push(super::on_submit(&form, move || {
                    on(Answer::Typed(dom::input_value(&sent)))
                })?);
                typed = Some((input, button));
            }
        }
        let feedback = dom::child_with(&root, "p", "predict-feedback", &[("aria-live", "polite")])?;
        let score = dom::child(&root, "p", "predict-score", "")?;
        Ok(PredictPanel {
            root,
            question,
            buttons,
            typed,
            feedback,
            score,
            _listeners: listeners,
        })
    }

    /// Shows why a typed answer was refused (or clears it); the field keeps the text.
    pub fn refuse(&self, error: Option<&InputError>, lang: Lang) {
        if let Some((field, _)) = &self.typed {
            field.show(error, lang);
        }
    }

    /// Empties the field after an accepted answer.
    pub fn clear_field(&self) {
        if let Some((field, _)) = &self.typed {
            field.set_value("");
        }
    }

    /// At the end of the trace no step is left: a typed panel's button stops offering "Next
    /// step" and rests disabled with its field (call after each draw).
    pub fn set_finished(&self, finished: bool, lang: Lang) {
        if let Some((field, check)) = &self.typed {
            if finished {
                dom::set_text(check, lang.pick("Kiểm tra", "Check"));
            }
            dom::set_disabled(check, finished);
            dom::set_disabled(&field.input, finished);
        }
    }
}

/// The verdict on a guess (a letter W, L, …, or a number): right, or what the thing asked
/// about (a cell, a vertex, in both languages) really is.
pub fn verdict<T: PartialEq + std::fmt::Display>(
    guess: T,
    truth: T,
    (vi, en): (&str, &str),
    lang: Lang,
) -> (bool, String) {
    if guess == truth {
        let right = lang.pick(
            format!("Bạn đoán {guess}: đúng!"),
            format!("You guessed {guess}: right!"),
        );
        return (true, right);
    }
    let wrong = lang.pick(
        format!("Bạn đoán {guess}, nhưng {vi} là {truth}."),
        format!("You guessed {guess}, but {en} is {truth}."),
    );
    (false, wrong)
}

/// Predict mode with its panel: the bookkeeping, what was answered last, and the panel.
pub struct Predictor<G> {
    pub state: Predict<G>,
    pub panel: PredictPanel,
    /// The slot answered last: its verdict shows at once, until the next question.
    last: Option<usize>,
    /// What is counted ("ô" / "cells"), for the score.
    unit: Words,
    /// What the panel says between questions (how the questions come).
    idle: Words,
}

impl Predictor<Outcome> {
    /// A W/L question's answer: the W button (or key) guesses a win, the L one a loss.
    pub fn answer_win_lose(&mut self, answer: Answer) -> Effect {
        match answer {
            Answer::Button(index) => self.answer([Outcome::Win, Outcome::Lose][index.min(1)]),
            Answer::Typed(_) => Effect::none(),
        }
    }

    /// The answer a key gives to a W/L question while predicting: W or L, in either case.
    pub fn win_lose_key(&self, key: &str) -> Option<Answer> {
        let outcome = outcome_key(key).filter(|_| self.enabled())?;
        Some(Answer::Button(usize::from(outcome == Outcome::Lose)))
    }
}

/// A widget's predict mode, seen by the shell: its switch.
pub trait PredictMode {
    fn enabled(&self) -> bool;
    fn set_enabled(&mut self, on: bool);
}

impl<G> PredictMode for Predictor<G> {
    fn enabled(&self) -> bool {
        self.state.enabled()
    }

    fn set_enabled(&mut self, on: bool) {
        self.state.set_enabled(on);
    }
}

impl<G> Predictor<G> {
    /// `unit` is what the score counts; `idle` what the panel says between questions.
    pub fn new(panel: PredictPanel, unit: Words, idle: Words) -> Predictor<G> {
        Predictor {
            state: Predict::default(),
            panel,
            last: None,
            unit,
            idle,
        }
    }

    /// Predict mode with its panel in the stage's practice part, where the learner answers so,
    /// each answer sent to the widget as `to_msg(answer)`; `unit` and `idle` as in
    /// [`Predictor::new`].
    pub fn in_practice<M: 'static>(
        stage: &Stage,
        dispatch: &Rc<dyn Fn(M)>,
        answering: Answering,
        to_msg: fn(Answer) -> M,
        unit: Words,
        idle: Words,
    ) -> Result<Predictor<G>, JsValue> {
        let send = dispatch.clone();
        let panel = PredictPanel::new(
            stage.part(Part::Practice),
            stage.texts(),
            answering,
            Rc::new(move |answer| send(to_msg(answer))),
        )?;
        Ok(Predictor::new(panel, unit, idle))
    }

    /// Forgets the guesses (new input, or back at step 0), with `slots` slots.
    pub fn clear(&mut self, slots: usize) {
        self.state.clear(slots);
        self.last = None;
    }

    /// See [`Predict::ask`].
    pub fn ask(&mut self, slot: usize, playing: bool) -> bool {
        let open = self.state.ask(slot, playing);
        if !open {
            self.last = None;
        }
        open
    }

    /// Records the answer to the question being asked; the step is taken (see
    /// [`Predict::answer`]) and the verdict shows at once.
    pub fn answer(&mut self, guess: G) -> Effect {
        let slot = self.state.waiting_for();
        let effect = self.state.answer(guess);
        if slot.is_some() {
            self.last = slot;
            self.panel.clear_field();
        }
        effect
    }

    /// A typed answer: a whole number in `0..=max`, read as `field` and refused at the panel's
    /// field when it is not one. With no question asked, the button (or Enter) steps on
    /// instead, so the whole predict flow works from the keyboard inside that one field.
    pub fn typed(&mut self, text: &str, field: Field, max: u64, lang: Lang) -> Effect
    where
        G: TryFrom<u64>,
    {
        if self.state.waiting_for().is_none() {
            self.panel.refuse(None, lang);
            return Effect::commands(vec![Command::Forward]);
        }
        let guess = nimlab_solver::input::parse_number(text, field, 0, max);
        self.panel.refuse(guess.as_ref().err(), lang);
        guess
            .ok()
            .and_then(|g| G::try_from(g).ok())
            .map_or_else(Effect::none, |guess| self.answer(guess))
    }

    /// Draws the panel: `question(slot)` for the slot asked (between questions, the idle
    /// words), `judge(slot, guess)` is whether a guess is right and why (`None`: not known).
    pub fn draw(
        &self,
        question: impl FnOnce(usize) -> String,
        judge: impl Fn(usize, &G) -> Option<(bool, String)>,
        lang: Lang,
    ) {
        self.draw_with(self.idle, question, judge, lang);
    }

    /// [`Predictor::draw`] for a typed panel that rests at the end of the trace: once `done`,
    /// the panel says `ended` and its field and button are disabled.
    pub fn draw_until(
        &self,
        (done, ended): (bool, Words),
        question: impl FnOnce(usize) -> String,
        judge: impl Fn(usize, &G) -> Option<(bool, String)>,
        lang: Lang,
    ) {
        let idle = if done { ended } else { self.idle };
        self.draw_with(idle, question, judge, lang);
        self.panel.set_finished(done, lang);
    }

    fn draw_with(
        &self,
        idle: Words,
        question: impl FnOnce(usize) -> String,
        judge: impl Fn(usize, &G) -> Option<(bool, String)>,
        lang: Lang,
    ) {
        let panel = &self.panel;
        dom::set_hidden(&panel.root, !self.state.enabled());
        if !self.state.enabled() {
            return;
        }
        let asked = self.state.waiting_for();
        let shown = asked.map_or_else(|| lang.say(idle).to_string(), question);
        dom::set_text(&panel.question, &shown);
        for button in &panel.buttons {
            dom::set_disabled(button, asked.is_none());
        }
        if let Some((field, check)) = &panel.typed {
            let text = if asked.is_some() {
                lang.pick("Kiểm tra", "Check")
            } else {
                lang.pick("Bước tiếp", "Next step")
            };
            dom::set_text(check, text);
            field.refresh(lang);
        }
        let verdict = self
            .last
            .filter(|_| asked.is_none())
            .and_then(|slot| judge(slot, self.state.guess(slot)?));
        let marked = verdict.as_ref().map(|(right, why)| {
            let mark = if *right { "✓" } else { "✗" };
            format!("{mark} {why}")
        });
        dom::set_text(&panel.feedback, marked.as_deref().unwrap_or(""));
        let right = verdict.map(|v| v.0);
        dom::set_class(&panel.feedback, "is-right", right == Some(true));
        dom::set_class(&panel.feedback, "is-wrong", right == Some(false));
        let (right, counted) = self
            .state
            .score(|slot, guess| judge(slot, guess).map(|v| v.0));
        let unit = lang.say(self.unit);
        let score = lang.pick(
            format!("Đoán đúng {right} / {counted} {unit}"),
            format!("Right: {right} of {counted} {unit}"),
        );
        dom::set_text(&panel.score, &score);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Predict mode on, with slots `0 .. slots`.
    fn asking(slots: usize) -> Predict<u32> {
        let mut p = Predict::new(slots);
        p.set_enabled(true);
        p
    }

    fn commands(effect: Effect) -> Vec<Command> {
        assert!(!effect.restart);
        effect.commands
    }

    #[test]
    fn letters_are_judged_in_both_languages() {
        assert_eq!(
            verdict('W', 'W', ("ô 3", "cell 3"), Lang::Vi),
            (true, "Bạn đoán W: đúng!".to_string())
        );
        assert_eq!(
            verdict('L', 'W', ("ô 3", "cell 3"), Lang::En),
            (false, "You guessed L, but cell 3 is W.".to_string())
        );
    }

    #[test]
    fn off_never_asks() {
        let mut p: Predict<u32> = Predict::new(3);
        assert!(p.ask(1, false));
        assert!(p.ask(1, true));
        assert_eq!(p.waiting_for(), None);
        assert!(commands(p.answer(5)).is_empty());
        assert_eq!(p.guess(1), None);
    }

    #[test]
    fn asks_each_slot_once() {
        let mut p = asking(3);
        assert!(!p.ask(2, false));
        assert_eq!(p.waiting_for(), Some(2));
        assert_eq!(commands(p.answer(7)), vec![Command::Forward]);
        assert_eq!(p.waiting_for(), None);
        assert_eq!(p.guess(2), Some(&7));
        // Stepping into the same slot again (after stepping back) does not ask again.
        assert!(p.ask(2, false));
        // A second answer with nothing asked changes nothing.
        assert!(commands(p.answer(9)).is_empty());
        assert_eq!(p.guess(2), Some(&7));
    }

    #[test]
    fn slots_out_of_range_are_not_asked() {
        let mut p = asking(2);
        assert!(p.ask(2, true));
        assert_eq!(p.waiting_for(), None);
        assert!(!p.ask(1, true));
    }

    #[test]
    fn answering_resumes_playing() {
        let mut p = asking(3);
        assert!(!p.ask(0, true));
        assert_eq!(
            commands(p.answer(1)),
            vec![Command::Forward, Command::TogglePlay]
        );
        // The next question, asked while paused, only steps.
        assert!(!p.ask(1, false));
        assert_eq!(commands(p.answer(1)), vec![Command::Forward]);
    }

    #[test]
    fn playing_is_remembered_while_asking_again() {
        let mut p = asking(3);
        assert!(!p.ask(0, true));
        // The shell asks again (e.g. Step pressed while the question is open): still resumes.
        assert!(!p.ask(0, false));
        assert_eq!(
            commands(p.answer(1)),
            vec![Command::Forward, Command::TogglePlay]
        );
    }

    #[test]
    fn switching_or_cancelling_drops_the_question() {
        let mut p = asking(3);
        assert!(!p.ask(0, true));
        p.set_enabled(false);
        assert!(!p.enabled());
        assert_eq!(p.waiting_for(), None);
        p.set_enabled(true);
        assert!(!p.ask(0, false));
        // The earlier playing was dropped with its question.
        assert_eq!(commands(p.answer(1)), vec![Command::Forward]);
        assert!(!p.ask(1, true));
        p.cancel();
        assert_eq!(p.waiting_for(), None);
        assert!(commands(p.answer(1)).is_empty());
        assert_eq!(p.guess(1), None);
        assert!(p.enabled());
    }

    #[test]
    fn clear_forgets_guesses_and_resizes() {
        let mut p = asking(2);
        assert!(!p.ask(1, false));
        let _ = p.answer(4);
        assert!(!p.ask(0, true));
        p.clear(5);
        assert!(p.enabled());
        assert_eq!(p.waiting_for(), None);
        assert_eq!(p.guess(1), None);
        assert_eq!(p.score(|_, _| Some(true)), (0, 0));
        assert!(!p.ask(4, false));
        assert_eq!(commands(p.answer(4)), vec![Command::Forward]);
    }

    #[test]
    fn score_counts_judged_guesses_in_slot_order() {
        let mut p = asking(5);
        for (slot, guess) in [(3, 3), (0, 1), (1, 1), (4, 0)] {
            assert!(!p.ask(slot, false));
            let _ = p.answer(guess);
        }
        let mut seen = Vec::new();
        let score = p.score(|slot, &guess| {
            seen.push(slot);
            // Slot 4's answer is unknown: left out.
            (slot != 4).then_some(guess as usize == slot)
        });
        assert_eq!(seen, vec![0, 1, 3, 4]);
        assert_eq!(score, (2, 3));
    }
}
