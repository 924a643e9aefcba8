//! Yaglom's table Ia (seed 003): the first losing triples of three-heap Nim written in binary,
//! one triple per column as in the article, with the sum of each digit place below: always 0
//! or 2. The solver lists the triples; the copy of the article we worked from skips (3, 5, 6)
//! (a slip of that copy, not Yaglom's: lessons/02-nim.md, section yaglom), marked here.

use nimlab_course::widgets::nim as words;
use nimlab_solver::nim::play::yaglom_table;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom;
use crate::kit::text::Texts;

/// The 15 columns of the table in our copy of the article and the one it skips.
const COLUMNS: usize = 16;

/// Builds the table in `parent`, once: nothing in it changes but the language of its words,
/// which are bound to `texts`.
pub fn build(parent: &Element, texts: &Texts) -> Result<(), JsValue> {
    let details = dom::child(parent, "details", "nim-yaglom", "")?;
    texts.child(&details, "summary", "", words::YAGLOM_SUMMARY)?;
    texts.child(&details, "p", "", words::YAGLOM_INTRO)?;
    let scroll = dom::child_with(&details, "div", "nim-scroll", &[("tabindex", "0")])?;
    let table = dom::child(&scroll, "table", "nim-yaglom-table", "")?;
    texts.child(&details, "p", "nim-yaglom-note", words::YAGLOM_MISSING)?;
    let triples = yaglom_table(COLUMNS);
    texts.child(&table, "caption", "", words::YAGLOM_CAPTION)?;
    let tr = dom::child(&dom::child(&table, "thead", "", "")?, "tr", "", "")?;
    dom::set_attr(&dom::child(&tr, "th", "", "№")?, "scope", "col");
    for (k, t) in triples.iter().enumerate() {
        let star = if t.printed { "" } else { "✱" };
        let th = dom::child(&tr, "th", "", &format!("{}{star}", k + 1))?;
        dom::set_attr(&th, "scope", "col");
        dom::set_class(&th, "is-missing", !t.printed);
    }
    let body = dom::child(&table, "tbody", "", "")?;
    for (row, name) in ["a", "b", "c"].iter().enumerate() {
        let tr = dom::child(&body, "tr", "", "")?;
        dom::set_attr(&dom::child(&tr, "th", "", name)?, "scope", "row");
        for t in &triples {
            let value = t.triple.get(row).copied().unwrap_or(0);
            let td = dom::child(&tr, "td", "nim-binary", &format!("{value:b}"))?;
            dom::set_attr(&td, "title", &value.to_string());
            dom::set_class(&td, "is-missing", !t.printed);
        }
    }
    let foot = dom::child(&table, "tfoot", "", "")?;
    let tr = dom::child(&foot, "tr", "nim-place-sums", "")?;
    let th = texts.child(&tr, "th", "", words::PLACE_SUMS)?;
    dom::set_attr(&th, "scope", "row");
    for t in &triples {
        let sums: String = t.place_sums.iter().map(|s| s.to_string()).collect();
        let td = dom::child(&tr, "td", "nim-binary", &sums)?;
        dom::set_class(&td, "is-missing", !t.printed);
    }
    Ok(())
}
