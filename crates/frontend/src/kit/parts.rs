//! Small pieces every widget's own part is built from: the header, the form with its submit
//! button and predict switch, the legend, and the predict-mode bookkeeping. Written once so
//! widgets look and behave alike.

use std::collections::BTreeMap;

use nimlab_solver::{Lang, Outcome};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, Event, KeyboardEvent};

use super::player::Command;
use super::shell::Effect;
use crate::dom::{self, Listener};

/// The widget's title and one-paragraph introduction; the section is labelled by the title.
pub fn header(root: &Element) -> Result<(Element, Element), JsValue> {
    let title = dom::child(root, "h3", "widget-title", "")?;
    let title_id = dom::fresh_id("title");
    dom::set_attr(&title, "id", &title_id);
    dom::set_attr(root, "aria-labelledby", &title_id);
    let intro = dom::child(root, "p", "widget-intro", "")?;
    Ok((title, intro))
}

/// A part of a widget with its own `h4` title (playing against the computer, an analysis): a
/// group named by its title, not a landmark of its own. Landmarks are the widgets themselves;
/// a "Play against the computer" region in each game widget would give a page several
/// landmarks of one name.
pub fn panel(
    parent: &Element,
    class: &str,
    title_class: &str,
    id_prefix: &str,
) -> Result<(Element, Element), JsValue> {
    let root = dom::child(parent, "div", class, "")?;
    dom::set_attr(&root, "role", "group");
    let title = dom::child(&root, "h4", title_class, "")?;
    let title_id = dom::fresh_id(id_prefix);
    dom::set_attr(&title, "id", &title_id);
    dom::set_attr(&root, "aria-labelledby", &title_id);
    Ok((root, title))
}

/// The widget's form; the browser's own validation is off, the solver validates.
pub fn form(root: &Element) -> Result<Element, JsValue> {
    let form = dom::child(root, "form", "widget-form", "")?;
    dom::set_attr(&form, "novalidate", "");
    Ok(form)
}

/// The form's last row with its submit button.
pub fn actions(form: &Element) -> Result<(Element, Element), JsValue> {
    let actions = dom::child(form, "div", "form-actions", "")?;
    let apply = dom::child(&actions, "button", "btn btn-primary", "")?;
    dom::set_attr(&apply, "type", "submit");
    Ok((actions, apply))
}

/// The predict-mode switch: a checkbox and its label text.
pub fn predict_switch(actions: &Element) -> Result<(Element, Element), JsValue> {
    let label = dom::child(actions, "label", "toggle", "")?;
    let toggle = dom::child(&label, "input", "", "")?;
    dom::set_attr(&toggle, "type", "checkbox");
    let text = dom::child(&label, "span", "", "")?;
    Ok((toggle, text))
}

/// Calls `apply` when the form is submitted (button or Enter), without reloading the page.
pub fn on_submit(form: &Element, apply: impl Fn() + 'static) -> Result<Listener, JsValue> {
    Listener::new(form, "submit", move |event| {
        event.prevent_default();
        apply();
    })
}

/// Calls `changed(checked)` when the checkbox changes.
pub fn on_toggle(toggle: &Element, changed: impl Fn(bool) + 'static) -> Result<Listener, JsValue> {
    let input = toggle.clone();
    Listener::new(toggle, "change", move |_| {
        changed(
            input
                .dyn_ref::<web_sys::HtmlInputElement>()
                .is_some_and(|i| i.checked()),
        )
    })
}

/// Ticks or clears a checkbox.
pub fn set_checked(toggle: &Element, on: bool) {
    if let Some(input) = toggle.dyn_ref::<web_sys::HtmlInputElement>() {
        input.set_checked(on);
    }
}

/// A legend entry: the CSS class of the swatch, its symbol, and the text in vi and en.
pub type LegendEntry = (&'static str, &'static str, &'static str, &'static str);

/// A legend: states are told by a symbol and a shape as well as a colour.
pub struct Legend {
    texts: Vec<(Element, &'static str, &'static str)>,
}

impl Legend {
    /// `family` (e.g. `"nim"`) adds the classes `nim-legend` and `nim-swatch` for the
    /// widget's own styles; `""` adds none.
    pub fn new(root: &Element, family: &str, entries: &[LegendEntry]) -> Result<Legend, JsValue> {
        let (list_class, swatch_class) = if family.is_empty() {
            ("legend".to_string(), "swatch".to_string())
        } else {
            (
                format!("legend {family}-legend"),
                format!("swatch {family}-swatch"),
            )
        };
        let list = dom::child(root, "ul", &list_class, "")?;
        let mut texts = Vec::new();
        for (class, symbol, vi, en) in entries {
            let item = dom::child(&list, "li", "", "")?;
            let swatch = dom::child(&item, "span", &format!("{swatch_class} {class}"), symbol)?;
            dom::set_attr(&swatch, "aria-hidden", "true");
            texts.push((dom::child(&item, "span", "", "")?, *vi, *en));
        }
        Ok(Legend { texts })
    }

    pub fn relabel(&self, lang: Lang) {
        for (el, vi, en) in &self.texts {
            dom::set_text(el, lang.pick(vi, en));
        }
    }
}

/// A keydown meant as a shortcut: no Ctrl, Meta or Alt, and not typed into a field.
pub struct Shortcut {
    pub key: String,
    /// Whether a button has the focus (it handles Space and Enter itself).
    pub on_button: bool,
}

pub fn shortcut(event: &Event) -> Option<Shortcut> {
    let key = event.dyn_ref::<KeyboardEvent>()?;
    if key.ctrl_key() || key.meta_key() || key.alt_key() {
        return None;
    }
    let tag = event
        .target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .map(|el| el.tag_name().to_ascii_lowercase())
        .unwrap_or_default();
    if matches!(tag.as_str(), "input" | "textarea" | "select") {
        return None;
    }
    Some(Shortcut {
        key: key.key(),
        on_button: tag == "button",
    })
}

/// The W and L keys answer "is this position W or L?".
pub fn outcome_key(event: &Event) -> Option<Outcome> {
    match shortcut(event)?.key.as_str() {
        "w" | "W" => Some(Outcome::Win),
        "l" | "L" => Some(Outcome::Lose),
        _ => None,
    }
}

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
