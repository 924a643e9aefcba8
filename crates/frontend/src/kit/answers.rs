//! The answer controls of the exercises and the quick checks, written once: the W and L
//! buttons, a one-number form with its Check button, the verdict line, and a fresh seed for a
//! new random instance.

use nimlab_course::widgets::{ANSWER_LOSE, ANSWER_WIN, CHECK};
use nimlab_solver::Outcome;
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::fields::{FieldSet, Kind, Spec};
use super::on_submit;
use super::text::{Texts, Words};
use crate::dom::{self, Listener};

/// The typed answer's field of [`answer_form`].
pub const ANSWER: &str = "answer";

/// The W and L buttons in `row`, each with the outcome it answers.
pub fn outcome_buttons(row: &Element, texts: &Texts) -> Result<Vec<(Element, Outcome)>, JsValue> {
    let mut buttons = Vec::new();
    for (outcome, name) in [(Outcome::Win, ANSWER_WIN), (Outcome::Lose, ANSWER_LOSE)] {
        let letter = outcome.letter().to_string();
        let class = format!("btn guess guess-{}", letter.to_ascii_lowercase());
        let button = dom::button(row, &class, &letter)?;
        texts.attr(&button, "aria-label", name);
        buttons.push((button, outcome));
    }
    Ok(buttons)
}

/// A form in `parent` with one number field ([`ANSWER`], labelled `label`) and a Check button:
/// the fields, the button, and the listener that calls `submit`.
pub fn answer_form(
    parent: &Element,
    class: &str,
    label: Words,
    texts: &Texts,
    submit: impl Fn() + 'static,
) -> Result<(FieldSet, Element, Listener), JsValue> {
    let form = dom::child_with(parent, "form", class, &[("novalidate", "")])?;
    let spec = Spec::new(ANSWER, label, "", Kind::Number);
    let fields = FieldSet::new(&form, vec![spec], texts)?;
    let row = dom::child(&form, "div", "form-actions", "")?;
    let check = texts.button(&row, "btn btn-primary", CHECK)?;
    dom::set_attr(&check, "type", "submit");
    Ok((fields, check, on_submit(&form, submit)?))
}

/// A seed for a new random instance, from the page's random numbers.
pub fn fresh_seed() -> u64 {
    nimlab_solver::random::seed_from_unit(js_sys::Math::random())
}

/// Shows a verdict (hidden while empty), styled by the mark it starts with: `✓` or `✗`.
pub fn show_verdict(el: &Element, text: &str) {
    dom::show_text(el, text);
    dom::set_class(el, "is-match", text.starts_with('✓'));
    dom::set_class(el, "is-mismatch", text.starts_with('✗'));
}
