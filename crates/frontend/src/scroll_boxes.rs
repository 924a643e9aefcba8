//! The boxes of a page's text that scroll sideways on a narrow screen (a wide table, a program,
//! a long formula, a paragraph around one): each takes the keyboard focus while it overflows,
//! so a reader without a mouse or touch screen can scroll it with the arrow keys (WCAG 2.1.1;
//! axe's rule scrollable-region-focusable). A box that fits gets no tab stop: on a wide screen
//! the text has none, and a phone turned sideways loses those that no longer scroll. A section
//! far off screen is not laid out (`content-visibility: auto`), so its boxes get their stop
//! when it comes near the screen, as the reader scrolls or tabs towards it.
//!
//! The widgets' own scroll boxes take the focus where each is built (`tabindex="0"`).

use std::cell::RefCell;

use wasm_bindgen::JsValue;
use web_sys::{Document, Element};

use crate::dom::{self, Resizes};

/// The text's boxes that scroll sideways: those of web/style.css with `overflow-x: auto`.
const SCROLL_BOXES: &str = ".lesson-section div[lang] > table, .lesson-section div[lang] > pre, \
     math[display=\"block\"], .lesson-section div[lang] p, .lesson-section div[lang] :is(ul, ol)";

/// Marks the tab stops added here, so that only those are taken away again.
const MARK: &str = "data-scroll-stop";

thread_local! {
    static WATCH: RefCell<Option<Resizes>> = const { RefCell::new(None) };
}

/// Watches every scroll box of the page's text. A box's width changes when the window does
/// (and when its section is first laid out: sections off screen are skipped until then), and
/// its content never does, so the observer's callback is the one place to decide.
pub fn watch(doc: &Document) -> Result<(), JsValue> {
    let boxes = dom::select_all(doc, SCROLL_BOXES);
    if boxes.is_empty() {
        return Ok(());
    }
    let resizes = Resizes::new(|el| update(&el))?;
    for el in &boxes {
        resizes.observe(el);
    }
    WATCH.with(|watch| *watch.borrow_mut() = Some(resizes));
    Ok(())
}

/// Gives `el` a tab stop while its content is wider than its box, and takes it away after.
fn update(el: &Element) {
    let overflows = el.scroll_width() > el.client_width();
    let ours = el.has_attribute(MARK);
    if overflows && !ours && !el.has_attribute("tabindex") {
        dom::set_attr(el, "tabindex", "0");
        dom::set_attr(el, MARK, "");
    } else if !overflows && ours {
        dom::remove_attr(el, "tabindex");
        dom::remove_attr(el, MARK);
    }
}
