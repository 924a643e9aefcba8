//! Small pieces every widget's own part is built from: the header, the form with its submit
//! button and predict switch, the legend, and the predict-mode bookkeeping. Written once so
//! widgets look and behave alike.

use nimlab_solver::{Lang, Outcome};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, Event, KeyboardEvent};

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

/// A switch (a checkbox and its text) in `row`, its text following the language.
pub fn toggle(
    row: &Element,
    texts: &super::text::Texts,
    (vi, en): super::text::Words,
) -> Result<Element, JsValue> {
    let (toggle, text) = predict_switch(row)?;
    texts.text(&text, vi, en);
    Ok(toggle)
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

    /// A legend in `root` whose texts follow the language through `texts`.
    pub fn bound(
        root: &Element,
        family: &str,
        entries: &[LegendEntry],
        texts: &super::text::Texts,
    ) -> Result<(), JsValue> {
        let legend = Legend::new(root, family, entries)?;
        for (el, vi, en) in legend.texts {
            texts.text(&el, vi, en);
        }
        Ok(())
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
