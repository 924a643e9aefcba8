//! Small pieces a widget's own part is built from: a switch, a form's submit, the legend and
//! the test for a keydown meant as a shortcut. Written once so widgets look and behave alike.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, Event, KeyboardEvent};

use super::text::{Texts, Words};
use crate::dom::{self, Listener};

/// A switch (a checkbox and its text) in `row`, its text following the language.
pub fn toggle(row: &Element, texts: &Texts, words: Words) -> Result<Element, JsValue> {
    let label = dom::child(row, "label", "toggle", "")?;
    let toggle = dom::child_with(&label, "input", "", &[("type", "checkbox")])?;
    texts.child(&label, "span", "", words)?;
    Ok(toggle)
}

/// A table under its title, in a box that scrolls it sideways when it is wider than the
/// screen: the title stays outside the box (a caption would scroll away with the table), and
/// names the table. `classes`: the title's, the box's and the table's.
pub fn titled_table(
    area: &Element,
    [title_class, box_class, table_class]: [&str; 3],
    title: &str,
) -> Result<Element, JsValue> {
    let heading = dom::child(area, "p", title_class, title)?;
    let id = dom::fresh_id("table-title");
    dom::set_attr(&heading, "id", &id);
    // The box takes the focus so keys can scroll it.
    let scroll = dom::child_with(area, "div", box_class, &[("tabindex", "0")])?;
    dom::child_with(&scroll, "table", table_class, &[("aria-labelledby", &id)])
}

/// Calls `apply` when the form is submitted (button or Enter), without reloading the page.
pub fn on_submit(form: &Element, apply: impl Fn() + 'static) -> Result<Listener, JsValue> {
    Listener::new(form, "submit", move |event| {
        event.prevent_default();
        apply();
    })
}

/// Ticks or clears a checkbox.
pub fn set_checked(toggle: &Element, on: bool) {
    if let Some(input) = toggle.dyn_ref::<web_sys::HtmlInputElement>() {
        input.set_checked(on);
    }
}

/// The value chosen in a `<select>`.
pub(super) fn selected(select: &Element) -> String {
    select
        .dyn_ref::<web_sys::HtmlSelectElement>()
        .map(|s| s.value())
        .unwrap_or_default()
}

pub use nimlab_course::widgets::LegendEntry;

/// A legend: states are told by a symbol and a shape as well as a colour.
pub struct Legend;

impl Legend {
    /// A legend in `root` whose texts follow the language through `texts`. `family` (e.g.
    /// `"nim"`) adds the classes `nim-legend` and `nim-swatch` for the widget's own styles;
    /// `""` adds none.
    pub fn bound(
        root: &Element,
        family: &str,
        entries: &[LegendEntry],
        texts: &Texts,
    ) -> Result<(), JsValue> {
        let own = |kind: &str| match family {
            "" => kind.to_string(),
            _ => format!("{kind} {family}-{kind}"),
        };
        let list = dom::child(root, "ul", &own("legend"), "")?;
        let swatch_class = own("swatch");
        for (class, symbol, vi, en) in entries {
            let item = dom::child(&list, "li", "", "")?;
            let swatch = dom::child(&item, "span", &format!("{swatch_class} {class}"), symbol)?;
            dom::set_attr(&swatch, "aria-hidden", "true");
            texts.child(&item, "span", "", (*vi, *en))?;
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

/// A cell of a row of positions (`0 … n`): its index, its value, and a mark that is a symbol
/// as well as a class.
pub struct Cell {
    pub root: Element,
    pub value: Element,
    pub mark: Element,
}

impl Cell {
    /// Cell `index` at the end of `row`, its value shown in a span of class `value_class`.
    pub fn new(row: &Element, index: usize, value_class: &str) -> Result<Cell, JsValue> {
        let root = dom::child(row, "li", "cell", "")?;
        dom::child(&root, "span", "cell-index", &index.to_string())?;
        let value = dom::child(&root, "span", value_class, "")?;
        let mark = dom::decoration(&root, "span", "cell-mark")?;
        Ok(Cell { root, value, mark })
    }

    /// Sets each mark's class, and the symbol of the first that is on.
    pub fn mark(&self, marks: &[(bool, &str, &str)]) {
        for &(on, class, _) in marks {
            dom::set_class(&self.root, class, on);
        }
        let symbol = marks.iter().find(|m| m.0).map_or("", |m| m.2);
        dom::set_text(&self.mark, symbol);
    }
}
