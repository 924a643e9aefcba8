//! The embedded page (`embed.html?widget=nim&heaps=3,4,5&lang=en&step=4`): one widget in a
//! frame on someone else's page. The query becomes the placeholder a lesson would have written
//! (`widget` → `data-widget`, every other name → `data-<name>`), so an embed takes exactly the
//! attributes the lessons use. Values are untrusted text: they only ever become attribute
//! values, and the widget validates them like anything typed. The page tells its parent how
//! tall it is, so the frame can fit its content.

use std::cell::RefCell;

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Document, Element, EventTarget, MessageEvent, Url};

use crate::dom::{self, Listener, Resizes};
use crate::kit::embed_spec::{is_attribute_name, HEIGHT_MESSAGE};

/// The message a parent sends to ask for the height again (`embed.js` starting after the frame
/// had already reported it): `{ type: "nimlab:measure" }`.
pub const MEASURE_MESSAGE: &str = "nimlab:measure";

/// Names the query may not turn into attributes: read by the page itself (`font` by
/// static/theme.js).
const PAGE_PARAMETERS: [&str; 3] = ["widget", "lang", "font"];

/// The observer of the page's size and the listeners, kept alive for the page's lifetime.
struct HeightWatch {
    _resizes: Resizes,
    _asked: Listener,
    _faces: Option<Listener>,
}

thread_local! {
    static HEIGHT_WATCH: RefCell<Option<HeightWatch>> = const { RefCell::new(None) };
}

/// Builds the placeholder from the query inside `<main>` and shows the link back to the lesson.
pub fn build_placeholder(doc: &Document) -> Result<(), JsValue> {
    let main = doc
        .get_element_by_id("main")
        .ok_or_else(|| JsValue::from_str("embed.html has no <main>"))?;
    let slot = dom::element(doc, "div", "widget-slot")?;
    let mut kind = String::new();
    for (name, value) in query_pairs() {
        if name == "widget" {
            kind = value.clone();
        }
        if let Some(attribute) = attribute_for(&name) {
            dom::set_attr(&slot, &attribute, &value);
        }
    }
    // An empty kind still mounts: the front end then says, in the page's language, that the
    // widget is unknown.
    dom::set_attr(&slot, "data-widget", &kind);
    main.append_child(&slot)?;
    for link in dom::select_all(doc, "[data-lesson-for]") {
        let matches = link.get_attribute("data-lesson-for").as_deref() == Some(kind.as_str());
        dom::set_hidden(&link, !matches);
    }
    Ok(())
}

/// `data-<name>` for a query name a placeholder may carry: lowercase letters, digits and
/// hyphens, starting with a letter; `None` for the page's own parameters and anything else.
fn attribute_for(name: &str) -> Option<String> {
    (is_attribute_name(name) && !PAGE_PARAMETERS.contains(&name)).then(|| format!("data-{name}"))
}

fn query_pairs() -> Vec<(String, String)> {
    let url = dom::window()
        .and_then(|w| w.location().href().ok())
        .and_then(|href| Url::new(&href).ok());
    // `URLSearchParams` is iterable as [name, value] arrays.
    url.map_or_else(Vec::new, |url| {
        dom::pairs_from_js(&js_sys::Array::from(&url.search_params()))
    })
}

/// Sends the height of the page's content to the parent frame now and whenever it changes,
/// growing or shrinking. The content is `<html>`'s own box: `scrollHeight` would never report
/// less than the frame's current height, so a frame could grow but never shrink back.
pub fn report_height(doc: &Document) -> Result<(), JsValue> {
    let Some(root) = doc.document_element() else {
        return Ok(());
    };
    let resizes = Resizes::new(|root| post_height(&root))?;
    resizes.observe(&root);
    post_height(&root);
    let window = dom::window().ok_or_else(|| JsValue::from_str("no window"))?;
    let asked_root = root.clone();
    let asked = Listener::new(&window, "message", move |event| {
        let kind = event
            .dyn_ref::<MessageEvent>()
            .and_then(|m| js_sys::Reflect::get(&m.data(), &"type".into()).ok())
            .and_then(|t| t.as_string());
        if kind.as_deref() == Some(MEASURE_MESSAGE) {
            post_height(&asked_root);
        }
    })?;
    // A frame out of the post's view is not drawn, so its observer stays silent when the
    // faces arrive and the text takes its final size. The font set's event comes anyway, and
    // reading the box then lays the page out.
    let faces_root = root.clone();
    let faces = js_sys::Reflect::get(doc, &"fonts".into())
        .ok()
        .and_then(|fonts| fonts.dyn_into::<EventTarget>().ok())
        .map(|fonts| Listener::new(&fonts, "loadingdone", move |_| post_height(&faces_root)))
        .transpose()?;
    HEIGHT_WATCH.with(|watch| {
        *watch.borrow_mut() = Some(HeightWatch {
            _resizes: resizes,
            _asked: asked,
            _faces: faces,
        })
    });
    Ok(())
}

/// The height of the content: `<html>`'s box, which the stylesheet leaves at its content's
/// height (no `height: 100%`), in whole pixels rounded up so that nothing is cut off.
fn content_height(root: &Element) -> f64 {
    root.get_bounding_client_rect().height().ceil()
}

fn post_height(root: &Element) {
    let Some(window) = dom::window() else { return };
    let Ok(Some(parent)) = window.parent() else {
        return;
    };
    let message = js_sys::Object::new();
    for (key, value) in [
        ("type", JsValue::from(HEIGHT_MESSAGE)),
        ("height", JsValue::from(content_height(root))),
    ] {
        let _ = js_sys::Reflect::set(&message, &key.into(), &value);
    }
    // Only a number crosses, so any parent may read it.
    let _ = parent.post_message(&message, "*");
}

#[cfg(test)]
mod tests {
    use super::attribute_for;

    #[test]
    fn query_names_become_data_attributes() {
        assert_eq!(attribute_for("moves").as_deref(), Some("data-moves"));
        assert_eq!(attribute_for("step").as_deref(), Some("data-step"));
        assert_eq!(
            attribute_for("data-view").as_deref(),
            Some("data-data-view")
        );
    }

    #[test]
    fn page_parameters_and_odd_names_are_not_attributes() {
        for name in [
            "widget", "lang", "", "Moves", "on click", "x\"y", "1abc", "onerror=",
        ] {
            assert_eq!(attribute_for(name), None, "{name:?}");
        }
        assert_eq!(attribute_for(&"a".repeat(40)), None);
    }
}
