//! The table of heaps written in binary, drawn from a [`BitsView`]: one row per heap, one
//! column per bit, the row counting the 1s of each column and the XOR row with each column's
//! parity. The same drawing serves the stepped trace and the computer's reasoning in a game.
//!
//! States are never told by colour alone: the bit being read is outlined and marked ●, the
//! highest bit of `X` is written "d" in its header, carrier rows are starred ★, skipped rows
//! crossed ✗, and the move is written out in its own column.

use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom;

#[cfg(all(
    feature = "game-module",
    any(
        feature = "widget-nim",
        feature = "widget-coins",
        feature = "widget-staircase",
        feature = "widget-moore"
    )
))]
pub mod small;

/// What a heap's row says about the search for a winning move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowMark {
    None,
    /// Tested: it lacks bit `d`.
    Skipped,
    /// Tested: it carries bit `d` (★).
    Carrier,
    /// The winning move lowers it to `to`.
    Move {
        to: u64,
    },
    /// Lowered by a move still being built (Moore's Nim-k): its new size is not known yet.
    Lowered,
}

pub struct RowView {
    pub size: u64,
    /// Bits from the highest column down.
    pub bits: Vec<bool>,
    /// Which bits the program has read so far.
    pub read: Vec<bool>,
    pub mark: RowMark,
    /// For a heap a move changes: its new bits (same order), `None` where still to be chosen;
    /// a changed bit is written "1→0", an open one "1→?".
    pub new_bits: Option<Vec<Option<bool>>>,
}

/// The last row as remainders modulo `modulus` instead of the XOR (Moore's Nim-k: the 1s of
/// each column modulo `k + 1`; with `modulus` 2 it is the XOR row again).
pub struct Residues {
    pub modulus: usize,
    /// Per column (highest first): the remainder, once the column is counted.
    pub values: Vec<Option<usize>>,
}

/// Everything one picture of the bit table shows.
pub struct BitsView {
    pub width: u32,
    pub rows: Vec<RowView>,
    /// Per column (highest first): the 1s counted so far, if the column has begun.
    pub ones: Vec<Option<usize>>,
    /// Per column: the parity, once the column is done.
    pub xor: Vec<Option<bool>>,
    /// `X`, once the program knows it.
    pub nim_sum: Option<u64>,
    /// The highest bit of `X`, once known.
    pub top_bit: Option<u32>,
    /// The cell of the current step: `(row, bit)`, row `rows.len()` being the XOR row.
    pub current: Option<(usize, u32)>,
    /// The last row as remainders instead of the XOR.
    pub residues: Option<Residues>,
    /// The column being worked on as a whole (its header is marked ▸).
    pub focus: Option<u32>,
    /// What the rows are when they are not heaps (the odd steps of a staircase, the heads of
    /// a coin row): written instead of "Heap 1, a[0]".
    pub names: Option<RowNames>,
}

/// The rows' own names and the headers of the name and size columns.
pub struct RowNames {
    pub header: &'static str,
    pub size_header: &'static str,
    pub rows: Vec<String>,
}

/// The labels of the table's fixed headers.
fn headers(lang: Lang) -> [&'static str; 5] {
    [
        lang.pick("Đống", "Heap"),
        lang.pick("Số sỏi", "Stones"),
        lang.pick("Nước đi", "Move"),
        lang.pick("Số chữ số 1", "Count of 1s"),
        lang.pick("XOR (X)", "XOR (X)"),
    ]
}

/// Draws `view` into `table` (emptied first). Small tables (at most 8 rows of 10 bits), so
/// drawing from scratch is cheap and leaves nothing of the previous picture behind.
pub fn draw(table: &Element, view: &BitsView, caption: &str, lang: Lang) -> Result<(), JsValue> {
    dom::clear(table);
    let [mut heap_h, mut size_h, move_h, ones_h, xor_h] = headers(lang);
    if let Some(names) = &view.names {
        (heap_h, size_h) = (names.header, names.size_header);
    }
    let last_h = match &view.residues {
        Some(r) => lang.pick(
            format!("Số dư mod {}", r.modulus),
            format!("Remainder mod {}", r.modulus),
        ),
        None => xor_h.to_string(),
    };
    let cap = dom::child(table, "caption", "nim-bits-caption", caption)?;
    dom::set_hidden(&cap, caption.is_empty());
    let columns: Vec<u32> = (0..view.width).rev().collect();

    let head = dom::child(table, "thead", "", "")?;
    let tr = dom::child(&head, "tr", "", "")?;
    scope(&dom::child(&tr, "th", "", heap_h)?, "col");
    scope(&dom::child(&tr, "th", "", size_h)?, "col");
    for &b in &columns {
        let top = view.top_bit == Some(b);
        let focus = view.focus == Some(b);
        let text = match (top, focus) {
            (true, _) => format!("bit {b} · d"),
            (false, true) => format!("▸ bit {b}"),
            (false, false) => format!("bit {b}"),
        };
        let th = dom::child(&tr, "th", "nim-bit-head", &text)?;
        scope(&th, "col");
        dom::set_class(&th, "is-top", top);
        mark_current(&th, "is-focus", focus);
    }
    scope(&dom::child(&tr, "th", "", move_h)?, "col");

    let body = dom::child(table, "tbody", "", "")?;
    for (i, row) in view.rows.iter().enumerate() {
        let tr = dom::child(&body, "tr", "nim-heap-row", "")?;
        let (symbol, class) = match row.mark {
            RowMark::None => ("", ""),
            RowMark::Skipped => ("✗ ", "is-skipped"),
            RowMark::Carrier | RowMark::Move { .. } | RowMark::Lowered => ("★ ", "is-carrier"),
        };
        if !class.is_empty() {
            dom::set_class(&tr, class, true);
        }
        let th = dom::child(&tr, "th", "nim-heap-name", "")?;
        scope(&th, "row");
        let mark = dom::child(&th, "span", "nim-row-mark", symbol)?;
        dom::set_attr(&mark, "aria-hidden", "true");
        match view.names.as_ref().and_then(|names| names.rows.get(i)) {
            Some(name) => drop(dom::child(&th, "span", "", name)?),
            None => {
                dom::child(&th, "span", "", &(i + 1).to_string())?;
                dom::child(&th, "span", "nim-index", &format!("a[{i}]"))?;
            }
        }
        dom::child(&tr, "td", "nim-size", &row.size.to_string())?;
        for (k, &b) in columns.iter().enumerate() {
            let value = row.bits.get(k).copied().unwrap_or(false);
            let read = row.read.get(k).copied().unwrap_or(false);
            let digit = if value { "1" } else { "0" };
            let new = row.new_bits.as_ref().map(|n| n.get(k).copied().flatten());
            let text = match new {
                Some(Some(v)) if v != value => format!("{digit}→{}", u8::from(v)),
                Some(None) => format!("{digit}→?"),
                _ => digit.to_string(),
            };
            let td = dom::child(&tr, "td", "nim-bit", &text)?;
            let changed = matches!(new, Some(Some(v)) if v != value);
            dom::set_class(&td, "is-changed", changed);
            dom::set_class(&td, "is-open", new == Some(None));
            dom::set_class(&td, "is-focus", view.focus == Some(b));
            dom::set_class(&td, "is-unread", !read);
            dom::set_class(&td, "is-top", view.top_bit == Some(b));
            dom::set_class(&td, "is-one", value);
            mark_current(&td, "is-current", view.current == Some((i, b)));
        }
        let text = match row.mark {
            RowMark::Move { to } => format!("{} → {to}", row.size),
            RowMark::Lowered => format!("{} → …", row.size),
            RowMark::Skipped => lang.pick("bỏ qua", "skip").to_string(),
            _ => String::new(),
        };
        dom::child(&tr, "td", "nim-move", &text)?;
    }

    let foot = dom::child(table, "tfoot", "", "")?;
    let tr = dom::child(&foot, "tr", "nim-ones-row", "")?;
    scope(&dom::child(&tr, "th", "", ones_h)?, "row");
    dom::child(&tr, "td", "", "")?;
    for (k, &b) in columns.iter().enumerate() {
        let text = written(view.ones.get(k).copied().flatten());
        let td = dom::child(&tr, "td", "nim-count", &text)?;
        dom::set_class(&td, "is-top", view.top_bit == Some(b));
    }
    dom::child(&tr, "td", "", "")?;

    let tr = dom::child(&foot, "tr", "nim-xor-row", "")?;
    scope(&dom::child(&tr, "th", "", &last_h)?, "row");
    dom::child(&tr, "td", "nim-size nim-x", &written(view.nim_sum))?;
    let xor_row = view.rows.len();
    for (k, &b) in columns.iter().enumerate() {
        // A remainder, or the parity as 1 or 0.
        let (value, class) = match &view.residues {
            Some(r) => (r.values.get(k).copied().flatten(), "nim-bit nim-residue"),
            None => (
                view.xor.get(k).copied().flatten().map(usize::from),
                "nim-bit nim-parity",
            ),
        };
        let td = dom::child(&tr, "td", class, &written(value))?;
        dom::set_class(&td, "is-top", view.top_bit == Some(b));
        dom::set_class(&td, "is-one", value.is_some_and(|v| v != 0));
        dom::set_class(&td, "is-focus", view.focus == Some(b));
        mark_current(&td, "is-current", view.current == Some((xor_row, b)));
    }
    dom::child(&tr, "td", "", "")?;
    Ok(())
}

/// A number as a cell writes it; nothing while it is not known.
fn written<T: ToString>(value: Option<T>) -> String {
    value.map(|v| v.to_string()).unwrap_or_default()
}

fn scope(th: &Element, value: &str) {
    dom::set_attr(th, "scope", value);
}

/// Marks the cell the step is at (`class`, and `aria-current` for a screen reader).
fn mark_current(cell: &Element, class: &str, on: bool) {
    if on {
        dom::set_class(cell, class, true);
        dom::set_attr(cell, "aria-current", "true");
    }
}
