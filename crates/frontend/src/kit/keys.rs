//! Which widget the keyboard speaks to.
//!
//! A learner clicks a picture (which gives no button the focus) and presses →; a teacher's
//! presentation clicker sends PageDown to whatever has the page. So the keys go to the widget
//! that was last clicked, tapped or focused anywhere in its area, as long as some of it is on
//! screen, whatever element holds the focus now, except a field being typed in.

use std::rc::Rc;

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, Event, KeyboardEvent};

use crate::dom::{self, Listener};

/// The window's property holding the root of the widget the keys go to. Kept by the window, not
/// by this wasm instance: a page may run several builds of the front end (the playground one
/// per family, a blog post one per kind), and the keys go to one widget among them all.
const ACTIVE: &str = "nimlabKeysGoTo";

fn set_active(root: &JsValue) {
    if let Some(window) = dom::window() {
        let _ = js_sys::Reflect::set(&window, &JsValue::from_str(ACTIVE), root);
    }
}

/// Makes `root`'s widget the one the keys go to.
pub fn activate(root: &Element) {
    set_active(root);
}

fn is_active(root: &Element) -> bool {
    let active = dom::window().and_then(|w| js_sys::Reflect::get(&w, &ACTIVE.into()).ok());
    active.and_then(|el| el.dyn_into::<Element>().ok()).as_ref() == Some(root)
}

/// Forgets `root` (its widget is being unmounted).
pub fn release(root: &Element) {
    if is_active(root) {
        set_active(&JsValue::NULL);
    }
}

/// A key meant for a widget: no Ctrl, Meta or Alt, and not typed into a field.
pub struct Key {
    pub key: String,
    /// The focus is on a control that handles Space and Enter itself (a button, a link, a
    /// folding summary).
    pub on_control: bool,
}

/// The key of a keydown, unless it is typed into a field or carries a modifier.
pub fn key_of(event: &Event) -> Option<Key> {
    let key = event.dyn_ref::<KeyboardEvent>()?;
    if key.ctrl_key() || key.meta_key() || key.alt_key() {
        return None;
    }
    let target = event.target().and_then(|t| t.dyn_into::<Element>().ok());
    let tag = target
        .as_ref()
        .map(|el| el.tag_name().to_ascii_lowercase())
        .unwrap_or_default();
    let editable = target
        .as_ref()
        .is_some_and(|el| el.get_attribute("contenteditable").is_some());
    if editable || matches!(tag.as_str(), "input" | "textarea" | "select") {
        return None;
    }
    Some(Key {
        key: key.key(),
        on_control: matches!(tag.as_str(), "button" | "a" | "summary"),
    })
}

/// Sends the keys meant for `root`'s widget to `handle`, which says whether it used one (the
/// browser's own action, such as scrolling, is then prevented). A key pressed inside `root`
/// is for it; a key pressed elsewhere is for it when it is the active widget and on screen.
pub fn listen(root: &Element, handle: Rc<dyn Fn(&Key) -> bool>) -> Result<Vec<Listener>, JsValue> {
    let doc = dom::document().ok_or_else(|| JsValue::from_str("no document"))?;
    let mut listeners = Vec::new();
    for kind in ["pointerdown", "focusin"] {
        let own = root.clone();
        listeners.push(Listener::new(root, kind, move |_| activate(&own))?);
    }
    let own = root.clone();
    listeners.push(Listener::new(&doc, "keydown", move |event| {
        let inside = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Node>().ok())
            .is_some_and(|node| own.contains(Some(&node)));
        let in_other_widget = !inside
            && event
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|el| el.closest("[data-stage]").ok().flatten())
                .is_some();
        let for_us = inside || (!in_other_widget && is_active(&own) && on_screen(&own));
        if !for_us {
            return;
        }
        if let Some(key) = key_of(&event) {
            if handle(&key) {
                event.prevent_default();
            }
        }
    })?);
    Ok(listeners)
}

/// Whether some of `el` is inside the window.
fn on_screen(el: &Element) -> bool {
    let rect = el.get_bounding_client_rect();
    let height = dom::window()
        .and_then(|w| w.inner_height().ok())
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    rect.bottom() > 0.0 && rect.top() < height
}
