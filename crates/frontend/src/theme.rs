//! The site's theme switch: auto (the system's light or dark), dark, light, in turn. The choice
//! is kept in this browser and applied before the page is drawn by `static/theme.js`; here the
//! switch changes it and says which one is on.
//!
//! A theme can also be asked for: `?theme=light|dark|auto` on any page, the frame's query, the
//! element's `theme` attribute, a placeholder's `data-theme`. Each colour of the stylesheet is a
//! `light-dark()` pair, so a page and a single widget can each be either, with WCAG AA contrast
//! in both (axe checks both themes). Text is set in Be Vietnam Pro, code in JetBrains Mono,
//! formulas in Noto Sans Math, each face one file cut down to the characters the site shows
//! (the math font to its formulas'), shipped in `static/fonts/` (`./x fonts` refreshes them);
//! when the faces are linked is decided by `static/theme.js`.

use wasm_bindgen::JsValue;
use web_sys::{Document, Element};

use crate::dom::{self, Listener};

const KEY: &str = "nimlab-theme";

/// The themes, in the order the switch goes through them, with their names.
const THEMES: [(&str, &str, &str); 3] = [
    ("auto", "tự động", "auto"),
    ("dark", "tối", "dark"),
    ("light", "sáng", "light"),
];

/// The place in [`THEMES`] of the theme on now: `<html data-theme>`, none meaning auto.
fn current(doc: &Document) -> usize {
    let chosen = doc
        .document_element()
        .and_then(|html| html.get_attribute("data-theme"))
        .unwrap_or_default();
    THEMES
        .iter()
        .position(|(name, _, _)| *name == chosen)
        .unwrap_or(0)
}

/// Wires every `[data-theme-switch]` button of the page; the listeners live as long as it.
pub fn wire(doc: &Document) -> Result<Vec<Listener>, JsValue> {
    let mut listeners = Vec::new();
    for button in dom::select_all(doc, "[data-theme-switch]") {
        show(doc, &button);
        let (doc, pressed) = (doc.clone(), button.clone());
        listeners.push(Listener::new(&button, "click", move |_| {
            let next = THEMES[(current(&doc) + 1) % THEMES.len()].0;
            apply(&doc, next);
            show(&doc, &pressed);
        })?);
    }
    Ok(listeners)
}

fn apply(doc: &Document, theme: &str) {
    if let Some(html) = doc.document_element() {
        dom::set_attr_if(&html, "data-theme", theme, theme != "auto");
    }
    if let Some(storage) = dom::window().and_then(|w| w.local_storage().ok().flatten()) {
        // Refused storage only means the choice is not kept for the next page.
        let _ = if theme == "auto" {
            storage.remove_item(KEY)
        } else {
            storage.set_item(KEY, theme)
        };
    }
}

/// The button's words: the theme on now, in each language (both are in the page).
fn show(doc: &Document, button: &Element) {
    let (now, vi, en) = THEMES[current(doc)];
    for (lang, text) in [
        ("vi", format!("Giao diện: {vi}")),
        ("en", format!("Theme: {en}")),
    ] {
        if let Ok(Some(span)) = button.query_selector(&format!("[lang=\"{lang}\"]")) {
            dom::set_text(&span, &text);
        }
    }
    dom::set_attr(button, "data-theme-now", now);
}
