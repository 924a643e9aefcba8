//! Tables of numbers coloured by value, shared by the SG-table and nim-product widgets: the
//! palette (one colour per value, the same on a DOM table and on a canvas), its legend, a DOM
//! table whose cells print their value, and the arrow-key cursor both pictures use.
//!
//! Colour is never the only signal: a DOM cell prints its value (and a `title`), and the marks
//! of a step (current cell, cells read, selected cell) are symbols and border shapes as well.

use nimlab_solver::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

use crate::dom::{self, Listener};

/// Light colours, each readable under dark ink, for values 0–15 (told apart by hue).
const CATEGORICAL: [(u8, u8, u8); 16] = [
    (0xf1, 0xf3, 0xf6), // 0: near white, the value that means "lost"
    (0xc9, 0xe4, 0xff),
    (0xff, 0xd8, 0xa8),
    (0xc8, 0xf0, 0xc4),
    (0xf6, 0xc6, 0xe8),
    (0xfc, 0xf0, 0x9c),
    (0xd4, 0xcc, 0xff),
    (0xa8, 0xe6, 0xe0),
    (0xff, 0xa8, 0x78),
    (0xdc, 0xe8, 0xa4),
    (0xb8, 0xd0, 0xf0),
    (0xf0, 0xd0, 0xb0),
    (0xe0, 0xb8, 0xf0),
    (0xb0, 0xe8, 0xb8),
    (0xf8, 0xd8, 0xd0),
    (0xc8, 0xc8, 0xc8),
];

/// The colour of `value` in a picture whose values lie in `0..=max`: distinct hues for up to
/// 16 values, else a hue ramp (so neighbouring values look alike and structure shows).
pub fn colour(value: u64, max: u64) -> (u8, u8, u8) {
    if max < CATEGORICAL.len() as u64 {
        return CATEGORICAL[(value % CATEGORICAL.len() as u64) as usize];
    }
    if value == 0 {
        return CATEGORICAL[0];
    }
    let t = value.min(max) as f64 / max.max(1) as f64;
    hsl(20.0 + 290.0 * t, 0.75, 0.74)
}

/// `colour` as CSS (`#rrggbb`).
pub fn css(value: u64, max: u64) -> String {
    let (r, g, b) = colour(value, max);
    format!("#{r:02x}{g:02x}{b:02x}")
}

fn hsl(h: f64, s: f64, l: f64) -> (u8, u8, u8) {
    let c = (1.0 - (2.0 * l - 1.0).abs()) * s;
    let hp = (h % 360.0) / 60.0;
    let x = c * (1.0 - (hp % 2.0 - 1.0).abs());
    let (r, g, b) = match hp as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let m = l - c / 2.0;
    let byte = |v: f64| ((v + m) * 255.0).round().clamp(0.0, 255.0) as u8;
    (byte(r), byte(g), byte(b))
}

/// The legend of the values: a numbered swatch per value (or the ends of the ramp).
pub struct ValueLegend {
    title: Element,
    list: Element,
    shown: Option<u64>,
}

impl ValueLegend {
    pub fn new(parent: &Element) -> Result<ValueLegend, JsValue> {
        let wrap = dom::child(parent, "div", "value-legend", "")?;
        let title = dom::child(&wrap, "span", "value-legend-title", "")?;
        let list = dom::child(&wrap, "ul", "value-legend-list", "")?;
        dom::set_attr(&list, "aria-hidden", "true");
        Ok(ValueLegend {
            title,
            list,
            shown: None,
        })
    }

    /// Shows the swatches of `0..=max`; `printed` says whether the cells print their values.
    pub fn draw(&mut self, max: u64, printed: bool, lang: Lang) {
        let title = match printed {
            true => lang.pick(
                format!("Màu theo giá trị (0 – {max}, số in trong ô):"),
                format!("Colour by value (0 – {max}, printed in the cell):"),
            ),
            false => lang.pick(
                format!("Màu theo giá trị (0 – {max}, đọc số ở dòng con trỏ):"),
                format!("Colour by value (0 – {max}, read the number on the cursor line):"),
            ),
        };
        dom::set_text(&self.title, &title);
        if self.shown == Some(max) {
            return;
        }
        self.shown = Some(max);
        while let Some(old) = self.list.first_child() {
            let _ = self.list.remove_child(&old);
        }
        let values: Vec<u64> = if max < 16 {
            (0..=max).collect()
        } else {
            (0..8).map(|k| k * max / 7).collect()
        };
        for v in values {
            if let Ok(item) = dom::child(&self.list, "li", "value-swatch", &v.to_string()) {
                dom::set_attr(&item, "style", &format!("background:{}", css(v, max)));
            }
        }
    }
}

/// What one DOM cell shows.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct CellView {
    pub value: Option<u64>,
    /// The small caption above the value (an index), if any.
    pub caption: String,
    pub current: bool,
    pub reading: bool,
    pub selected: bool,
    pub example: bool,
    /// Thick right / bottom border (the edge of a sub-square).
    pub edge_right: bool,
    pub edge_bottom: bool,
    /// The `title` and accessible name of the cell.
    pub label: String,
}

struct GridCell {
    td: Element,
    caption: Element,
    value: Element,
    mark: Element,
    shown: Option<CellView>,
}

/// A table of values with row and column headings; a click on a cell or an arrow key on the
/// focused table reports the cell.
pub struct ValueGrid {
    pub wrap: Element,
    table: Element,
    rows: Vec<Vec<GridCell>>,
    max: u64,
    _listeners: Vec<Listener>,
}

impl ValueGrid {
    /// `on_cell(row, column)` is called for a click on a cell.
    pub fn new(
        parent: &Element,
        class: &str,
        on_cell: impl Fn(usize, usize) + 'static,
    ) -> Result<ValueGrid, JsValue> {
        let wrap = dom::child(parent, "div", &format!("value-grid-wrap {class}"), "")?;
        let table = dom::child(&wrap, "table", "value-grid", "")?;
        let listener = Listener::new(&table, "click", move |event| {
            let cell = event
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|el| el.closest("td[data-r]").ok().flatten());
            if let Some(td) = cell {
                let read = |name: &str| td.get_attribute(name)?.parse::<usize>().ok();
                if let (Some(r), Some(c)) = (read("data-r"), read("data-c")) {
                    on_cell(r, c);
                }
            }
        })?;
        Ok(ValueGrid {
            wrap,
            table,
            rows: Vec::new(),
            max: 0,
            _listeners: vec![listener],
        })
    }

    /// Rebuilds the table with `row_heads.len()` rows and `col_heads.len()` columns.
    pub fn reshape(&mut self, corner: &str, row_heads: &[String], col_heads: &[String]) {
        while let Some(old) = self.table.first_child() {
            let _ = self.table.remove_child(&old);
        }
        self.rows.clear();
        let Ok(head) = dom::child(&self.table, "thead", "", "") else {
            return;
        };
        let Ok(tr) = dom::child(&head, "tr", "", "") else {
            return;
        };
        if let Ok(th) = dom::child(&tr, "th", "value-grid-corner", corner) {
            dom::set_attr(&th, "scope", "col");
        }
        for text in col_heads {
            if let Ok(th) = dom::child(&tr, "th", "", text) {
                dom::set_attr(&th, "scope", "col");
            }
        }
        let Ok(body) = dom::child(&self.table, "tbody", "", "") else {
            return;
        };
        for (r, text) in row_heads.iter().enumerate() {
            let Ok(tr) = dom::child(&body, "tr", "", "") else {
                return;
            };
            if let Ok(th) = dom::child(&tr, "th", "", text) {
                dom::set_attr(&th, "scope", "row");
            }
            let row = (0..col_heads.len())
                .filter_map(|c| {
                    let td = dom::child(&tr, "td", "vcell", "").ok()?;
                    dom::set_attr(&td, "data-r", &r.to_string());
                    dom::set_attr(&td, "data-c", &c.to_string());
                    let caption = dom::child(&td, "span", "vcell-caption", "").ok()?;
                    let value = dom::child(&td, "span", "vcell-value", "").ok()?;
                    let mark = dom::child(&td, "span", "vcell-mark", "").ok()?;
                    dom::set_attr(&mark, "aria-hidden", "true");
                    Some(GridCell {
                        td,
                        caption,
                        value,
                        mark,
                        shown: None,
                    })
                })
                .collect();
            self.rows.push(row);
        }
    }

    /// The colour scale's largest value (cells are recoloured on the next `set`).
    pub fn set_max(&mut self, max: u64) {
        if self.max != max {
            self.max = max;
            for row in &mut self.rows {
                for cell in row {
                    cell.shown = None;
                }
            }
        }
    }

    pub fn set_label(&self, label: &str) {
        dom::set_attr(&self.table, "aria-label", label);
    }

    /// Shows `view` in cell (`r`, `c`), touching the DOM only where something changed.
    pub fn set(&mut self, r: usize, c: usize, view: CellView) {
        let max = self.max;
        let Some(cell) = self.rows.get_mut(r).and_then(|row| row.get_mut(c)) else {
            return;
        };
        if cell.shown.as_ref() == Some(&view) {
            return;
        }
        dom::set_text(&cell.caption, &view.caption);
        dom::set_hidden(&cell.caption, view.caption.is_empty());
        let text = view.value.map(|v| v.to_string()).unwrap_or_default();
        dom::set_text(&cell.value, &text);
        match view.value {
            Some(v) => dom::set_attr(&cell.td, "style", &format!("background:{}", css(v, max))),
            None => {
                let _ = cell.td.remove_attribute("style");
            }
        }
        dom::set_class(&cell.td, "is-empty", view.value.is_none());
        dom::set_class(&cell.td, "is-current", view.current);
        dom::set_class(&cell.td, "is-reading", view.reading && !view.current);
        dom::set_class(&cell.td, "is-selected", view.selected);
        dom::set_class(&cell.td, "is-example", view.example);
        dom::set_class(&cell.td, "edge-right", view.edge_right);
        dom::set_class(&cell.td, "edge-bottom", view.edge_bottom);
        let mark = if view.current {
            "●"
        } else if view.example {
            "★"
        } else if view.selected {
            "◆"
        } else if view.reading {
            "○"
        } else {
            ""
        };
        dom::set_text(&cell.mark, mark);
        dom::set_attr(&cell.td, "title", &view.label);
        cell.shown = Some(view);
    }
}

/// The cell an arrow key (or Home/End, PageUp/PageDown) moves a cursor to in a
/// `rows × cols` picture; `None` for other keys.
pub fn arrow(key: &str, r: usize, c: usize, rows: usize, cols: usize) -> Option<(usize, usize)> {
    let (last_r, last_c) = (rows.saturating_sub(1), cols.saturating_sub(1));
    let jump = 8;
    let moved = match key {
        "ArrowLeft" => (r, c.saturating_sub(1)),
        "ArrowRight" => (r, (c + 1).min(last_c)),
        "ArrowUp" => (r.saturating_sub(1), c),
        "ArrowDown" => ((r + 1).min(last_r), c),
        "PageUp" => (r.saturating_sub(jump), c),
        "PageDown" => ((r + jump).min(last_r), c),
        "Home" => (r, 0),
        "End" => (r, last_c),
        _ => return None,
    };
    Some(moved)
}

/// Listens for the cursor keys on `target`, stopping them there so that the player (which
/// listens on the widget) does not step at the same time.
pub fn on_cursor_keys(
    target: &Element,
    moved: impl Fn(String) + 'static,
) -> Result<Listener, JsValue> {
    Listener::new(target, "keydown", move |event| {
        let Some(shortcut) = crate::kit::shortcut(&event) else {
            return;
        };
        if arrow(&shortcut.key, 0, 0, 1, 1).is_some() {
            event.prevent_default();
            event.stop_propagation();
            moved(shortcut.key);
        }
    })
}
