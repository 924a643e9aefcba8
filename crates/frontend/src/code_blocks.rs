//! The code blocks of a page's text (the programs of a lesson, the snippets of the authors'
//! page): a Copy button on each, and the site's own address written where the text says
//! `SITE/`, so a snippet copied from the page works as it is.

use nimlab_solver::substring;
use wasm_bindgen::JsValue;
use web_sys::{Document, Element};

use crate::dom::{self, Listener};

/// What the text writes in place of the site's address.
const SITE_TOKEN: &str = "SITE/";

/// How long the button says "copied" before it reads "Copy" again.
const COPIED_MS: i32 = 2000;

/// Prepares every code block of the page; the returned listeners live as long as the page.
pub fn prepare(doc: &Document) -> Result<Vec<Listener>, JsValue> {
    let site = dom::site_address();
    let mut listeners = Vec::new();
    for pre in dom::select_all(doc, ".lesson-section pre") {
        if let Ok(Some(code)) = pre.query_selector("code") {
            write_site_address(&code, &site);
        }
        listeners.push(copy_button(&pre)?);
    }
    Ok(listeners)
}

/// Writes the site's address where the text of `node` (a coloured program, its tokens in
/// spans) says `SITE/`: each token is one text node, and an address sits inside one token.
fn write_site_address(node: &web_sys::Node, site: &str) {
    if node.node_type() == web_sys::Node::TEXT_NODE {
        let text = node.text_content().unwrap_or_default();
        // The solver's search: `str`'s links the two-way searcher into every page's build.
        if substring::contains(&text, SITE_TOKEN) {
            node.set_text_content(Some(&substring::replace(&text, SITE_TOKEN, site)));
        }
        return;
    }
    let children = node.child_nodes();
    for index in 0..children.length() {
        if let Some(child) = children.item(index) {
            write_site_address(&child, site);
        }
    }
}

/// A button before the block (the page's two languages in it, shown by the stylesheet).
fn copy_button(pre: &Element) -> Result<Listener, JsValue> {
    let bar = dom::element(&dom::document_of(pre)?, "div", "copy-bar")?;
    pre.before_with_node_1(&bar)?;
    let button = dom::button(&bar, "btn copy-code", "")?;
    set_label(&button, false)?;
    let block = pre.clone();
    let target = button.clone();
    Listener::new(&button, "click", move |_| {
        let text = block.text_content().unwrap_or_default();
        let button = target.clone();
        dom::copy_to_clipboard(&text, move |ok| {
            if set_label(&button, ok).is_ok() && ok {
                let back = button.clone();
                let reset = wasm_bindgen::closure::Closure::once_into_js(move || {
                    let _ = set_label(&back, false);
                });
                if let Some(window) = dom::window() {
                    let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                        wasm_bindgen::JsCast::unchecked_ref(&reset),
                        COPIED_MS,
                    );
                }
            }
        });
    })
}

fn set_label(button: &Element, copied: bool) -> Result<(), JsValue> {
    while let Some(old) = button.first_child() {
        button.remove_child(&old)?;
    }
    let (vi, en) = if copied {
        ("Đã chép ✓", "Copied ✓")
    } else {
        ("Chép", "Copy")
    };
    dom::set_attr(&dom::child(button, "span", "", vi)?, "lang", "vi");
    dom::set_attr(&dom::child(button, "span", "", en)?, "lang", "en");
    Ok(())
}
