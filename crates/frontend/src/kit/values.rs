//! Tables of numbers coloured by value, shared by the SG-table and nim-product widgets: the
//! palette (one colour per value, the same on a DOM table and on a canvas), its legend, a DOM
//! table whose cells print their value, and the arrow-key cursor both pictures use.
//!
//! Colour is never the only signal: a DOM cell prints its value (and a `title`), and the marks
//! of a step (current cell, cells read, selected cell) are symbols and border shapes as well.

use std::rc::Rc;

use nimlab_solver::decimal;
use nimlab_solver::Lang;
use wasm_bindgen::{Clamped, JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d, Element, HtmlCanvasElement, ImageData};

use crate::dom::{self, Listener};
use crate::kit::text::{Texts, Words};

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
        let list = dom::decoration(&wrap, "ul", "value-legend-list")?;
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
        dom::clear(&self.list);
        let values: Vec<u64> = if max < 16 {
            (0..=max).collect()
        } else {
            (0..8).map(|k| k * max / 7).collect()
        };
        for v in values {
            if let Ok(item) = dom::child(&self.list, "li", "value-swatch", &v.to_string()) {
                dom::set_style(&item, "background", &css(v, max));
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

/// A cell as drawn: its `td` and what it shows now, so a redraw writes only what changed.
struct GridCell {
    td: Element,
    shown: CellView,
    /// The colour scale's maximum the background was painted for.
    max: u64,
}

impl GridCell {
    fn show(&mut self, view: CellView, max: u64) {
        let old = &self.shown;
        if old.value != view.value || (self.max != max && view.value.is_some()) {
            let text = view.value.map(|v| v.to_string()).unwrap_or_default();
            self.td.set_text_content(Some(&text));
            match view.value {
                Some(v) => dom::set_style(&self.td, "background", &css(v, max)),
                None => dom::clear_style(&self.td, "background"),
            }
        }
        let class = view.class();
        if old.class() != class {
            dom::set_attr(&self.td, "class", &class);
        }
        // The caption and the mark are drawn by CSS from these attributes (`::before`,
        // `::after`), so a cell is one element.
        for (name, was, now) in [
            ("title", old.label.as_str(), view.label.as_str()),
            ("data-caption", &old.caption, &view.caption),
            ("data-mark", old.mark(), view.mark()),
        ] {
            if was != now {
                dom::set_attr(&self.td, name, now);
            }
        }
        self.shown = view;
        self.max = max;
    }
}

impl CellView {
    fn class(&self) -> String {
        let mut class = String::from("vcell");
        for (on, name) in [
            (self.value.is_none(), " is-empty"),
            (self.current, " is-current"),
            (self.reading && !self.current, " is-reading"),
            (self.selected, " is-selected"),
            (self.example, " is-example"),
            (self.edge_right, " edge-right"),
            (self.edge_bottom, " edge-bottom"),
        ] {
            if on {
                class.push_str(name);
            }
        }
        class
    }

    /// The symbol in the cell's corner, so a mark never depends on colour alone.
    fn mark(&self) -> &'static str {
        if self.current {
            "●"
        } else if self.example {
            "★"
        } else if self.selected {
            "◆"
        } else if self.reading {
            "○"
        } else {
            ""
        }
    }
}

/// A table of values with row and column headings; a click on a cell reports it. A cell is a
/// single `td` (its caption and mark drawn by CSS from attributes), and a redraw writes only
/// the attributes that changed.
pub struct ValueGrid {
    pub wrap: Element,
    pub table: Element,
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
            let target = event.target().and_then(|t| t.dyn_into::<Element>().ok());
            let closest = |selector: &str| {
                target
                    .as_ref()
                    .and_then(|el| el.closest(selector).ok().flatten())
            };
            let read = |el: Option<Element>, name: &str| el?.get_attribute(name)?.parse().ok();
            if let (Some(r), Some(c)) = (
                read(closest("tr[data-r]"), "data-r"),
                read(closest("td[data-c]"), "data-c"),
            ) {
                on_cell(r, c);
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

    /// Rebuilds the table with `row_heads.len()` rows and `col_heads.len()` columns, all empty.
    pub fn reshape(&mut self, corner: &str, row_heads: &[String], col_heads: &[String]) {
        dom::clear(&self.table);
        self.rows.clear();
        if let Err(error) = self.build(corner, row_heads, col_heads) {
            web_sys::console::warn_1(&error);
        }
    }

    fn build(&mut self, corner: &str, rows: &[String], cols: &[String]) -> Result<(), JsValue> {
        let head = dom::child(&self.table, "thead", "", "")?;
        let tr = dom::child(&head, "tr", "", "")?;
        let th = dom::child(&tr, "th", "value-grid-corner", corner)?;
        dom::set_attr(&th, "scope", "col");
        for text in cols {
            dom::set_attr(&dom::child(&tr, "th", "", text)?, "scope", "col");
        }
        let body = dom::child(&self.table, "tbody", "", "")?;
        for (r, text) in rows.iter().enumerate() {
            let tr = dom::child_with(&body, "tr", "", &[("data-r", &r.to_string())])?;
            dom::set_attr(&dom::child(&tr, "th", "", text)?, "scope", "row");
            let blank = CellView::default();
            let row = (0..cols.len())
                .map(|c| {
                    let td = dom::child(&tr, "td", &blank.class(), "")?;
                    dom::set_attr(&td, "data-c", &c.to_string());
                    Ok(GridCell {
                        td,
                        shown: blank.clone(),
                        max: 0,
                    })
                })
                .collect::<Result<_, JsValue>>()?;
            self.rows.push(row);
        }
        Ok(())
    }

    /// The colour scale's largest value (cells are recoloured on the next `set`).
    pub fn set_max(&mut self, max: u64) {
        self.max = max;
    }

    /// Shows `view` in cell (`r`, `c`), touching the DOM only where something changed.
    pub fn set(&mut self, r: usize, c: usize, view: CellView) {
        if let Some(cell) = self.rows.get_mut(r).and_then(|row| row.get_mut(c)) {
            cell.show(view, self.max);
        }
    }
}

/// The most cells a [`ValueTable`] draws as DOM cells. Styling and laying out a table cell
/// costs tens of microseconds on a slow machine, so 4096 of them freeze the page for a few
/// hundred milliseconds; above this a table is a picture.
pub const DOM_CELLS_MAX: usize = 400;
/// The largest square table drawn as DOM cells.
pub const DOM_SIDE_MAX: usize = 20;
const _: () = assert!(DOM_SIDE_MAX * DOM_SIDE_MAX <= DOM_CELLS_MAX);

/// The picture's largest size in CSS pixels (fits a 375 px screen with the page's margins).
const PICTURE_WIDTH: f64 = 320.0;
const PICTURE_HEIGHT: f64 = 544.0;
/// Mark colours on the picture, those of the DOM cells' outlines.
const CURRENT_INK: &str = "#f2c230";
const TARGET_INK: &str = "#b3261e";
const READ_INK: &str = "#1b1f24";

/// A table too large for DOM cells drawn on a canvas: one block of pixels per cell in the
/// cell's colour, the marks of a step drawn over it (the current cell outlined in yellow,
/// the cells read with a dark dot, the selected one outlined in red), and the selected cell's
/// label read out in text under it. A click selects a cell.
pub struct ValueCanvas {
    pub wrap: Element,
    pub canvas: HtmlCanvasElement,
    readout: Element,
    rows: usize,
    cols: usize,
    views: Vec<CellView>,
    max: u64,
    _listeners: Vec<Listener>,
}

impl ValueCanvas {
    pub fn new(
        parent: &Element,
        class: &str,
        on_cell: impl Fn(usize, usize) + 'static,
    ) -> Result<ValueCanvas, JsValue> {
        let wrap = dom::child(parent, "div", &format!("value-canvas-box {class}"), "")?;
        let canvas: HtmlCanvasElement = dom::child(&wrap, "canvas", "value-canvas", "")?
            .dyn_into()
            .map_err(|_| JsValue::from_str("canvas"))?;
        dom::set_attr(&canvas, "tabindex", "0");
        dom::set_attr(&canvas, "role", "img");
        let readout = dom::child(&wrap, "p", "value-canvas-readout", "")?;
        dom::set_attr(&readout, "aria-live", "polite");
        let el = canvas.clone();
        let listener = Listener::new(&canvas, "click", move |event| {
            let shape = |name: &str| dom::leading_number(&el.get_attribute(name)?);
            if let (Some((x, y)), Some(rows), Some(cols)) = (
                pointer_share(&event, &el),
                shape("data-rows"),
                shape("data-cols"),
            ) {
                let r = (y * rows).floor().min(rows - 1.0);
                let c = (x * cols).floor().min(cols - 1.0);
                on_cell(r as usize, c as usize);
            }
        })?;
        Ok(ValueCanvas {
            wrap,
            canvas,
            readout,
            rows: 0,
            cols: 0,
            views: Vec::new(),
            max: 0,
            _listeners: vec![listener],
        })
    }

    /// For a widget that reads the selected cell out itself.
    pub fn hide_readout(&self) {
        dom::set_hidden(&self.readout, true);
    }

    /// Starts a picture of `rows × cols` empty cells.
    pub fn reshape(&mut self, rows: usize, cols: usize) {
        self.rows = rows;
        self.cols = cols;
        self.views = vec![CellView::default(); rows * cols];
        dom::set_attr(&self.canvas, "data-rows", &rows.to_string());
        dom::set_attr(&self.canvas, "data-cols", &cols.to_string());
    }

    pub fn set(&mut self, r: usize, c: usize, view: CellView) {
        if r < self.rows && c < self.cols {
            if let Some(slot) = self.views.get_mut(r * self.cols + c) {
                *slot = view;
            }
        }
    }

    /// Draws the cells set since the last reshape.
    pub fn paint(&self) {
        let ratio = dom::window()
            .map_or(1.0, |w| w.device_pixel_ratio())
            .max(1.0);
        let (rows, cols) = (self.rows.max(1), self.cols.max(1));
        // Whole device pixels per cell, so every cell is a crisp block; a block is at most three
        // times as wide as it is tall (a long octal row stays a readable strip).
        let mut tall = ((PICTURE_HEIGHT * ratio) / rows as f64).floor().max(1.0) as usize;
        let mut wide = ((PICTURE_WIDTH * ratio) / cols as f64).floor().max(1.0) as usize;
        wide = wide.min(3 * tall);
        tall = tall.min(wide);
        let (css_w, css_h) = ((cols * wide) as f64 / ratio, (rows * tall) as f64 / ratio);
        for (property, size) in [("width", css_w), ("height", css_h)] {
            let px = format!("{}px", decimal::number(size));
            dom::set_style(&self.canvas, property, &px);
        }
        let blocks = Blocks {
            rows,
            cols,
            wide,
            tall,
        };
        let Some(ctx) = blocks.paint(&self.canvas, |r, c| {
            let value = self.views.get(r * cols + c)?.value?;
            Some(colour(value, self.max))
        }) else {
            return;
        };
        self.paint_marks(&ctx, wide as f64, tall as f64, ratio);
        let selected = self.views.iter().find(|v| v.selected || v.example);
        let readout = selected.map_or(String::new(), |v| format!("◆ {}", v.label));
        dom::set_text(&self.readout, &readout);
    }

    fn paint_marks(&self, ctx: &CanvasRenderingContext2d, wide: f64, tall: f64, ratio: f64) {
        let cols = self.cols.max(1);
        let at = |k: usize| ((k % cols) as f64 * wide, (k / cols) as f64 * tall);
        let dot = (wide.min(tall) / 2.0).max(2.0 * ratio).min(wide.min(tall));
        ctx.set_fill_style_str(READ_INK);
        for (k, _) in self
            .views
            .iter()
            .enumerate()
            .filter(|(_, v)| v.reading && !v.current)
        {
            let (x, y) = at(k);
            ctx.fill_rect(x + (wide - dot) / 2.0, y + (tall - dot) / 2.0, dot, dot);
        }
        // The edges of sub-squares (thick lines, as the DOM cells' borders), in the same ink.
        let edge = (2.0 * ratio).max(1.0);
        for (k, view) in self.views.iter().enumerate() {
            let (x, y) = at(k);
            if view.edge_right {
                ctx.fill_rect(x + wide - edge / 2.0, y, edge, tall);
            }
            if view.edge_bottom {
                ctx.fill_rect(x, y + tall - edge / 2.0, wide, edge);
            }
        }
        let pad = 2.0 * ratio;
        let outline = |k: usize, ink: &str, width: f64| {
            let (x, y) = at(k);
            ctx.set_stroke_style_str(ink);
            ctx.set_line_width(width);
            ctx.stroke_rect(x - pad, y - pad, wide + 2.0 * pad, tall + 2.0 * pad);
        };
        for (k, view) in self.views.iter().enumerate() {
            if view.selected || view.example {
                outline(k, TARGET_INK, 3.0 * ratio);
            }
            if view.current {
                outline(k, CURRENT_INK, 3.0 * ratio);
            }
        }
    }
}

/// A picture of `rows × cols` blocks of `wide × tall` device pixels each.
pub struct Blocks {
    pub rows: usize,
    pub cols: usize,
    pub wide: usize,
    pub tall: usize,
}

impl Blocks {
    /// Sizes `canvas` to the blocks and fills each with `colour_of(row, column)` (white for
    /// `None`) in one image; the context, to draw marks over it.
    pub fn paint(
        &self,
        canvas: &HtmlCanvasElement,
        colour_of: impl Fn(usize, usize) -> Option<(u8, u8, u8)>,
    ) -> Option<CanvasRenderingContext2d> {
        let (px_w, px_h) = (self.cols * self.wide, self.rows * self.tall);
        if canvas.width() != px_w as u32 || canvas.height() != px_h as u32 {
            canvas.set_width(px_w as u32);
            canvas.set_height(px_h as u32);
        }
        let ctx = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())?;
        let mut data = vec![0xffu8; px_w * px_h * 4];
        for r in 0..self.rows {
            for c in 0..self.cols {
                let Some((red, green, blue)) = colour_of(r, c) else {
                    continue;
                };
                for y in r * self.tall..(r + 1) * self.tall {
                    let start = (y * px_w + c * self.wide) * 4;
                    if let Some(line) = data.get_mut(start..start + self.wide * 4) {
                        for pixel in line.chunks_exact_mut(4) {
                            pixel.copy_from_slice(&[red, green, blue, 0xff]);
                        }
                    }
                }
            }
        }
        if let Ok(image) =
            ImageData::new_with_u8_clamped_array_and_sh(Clamped(&data), px_w as u32, px_h as u32)
        {
            let _ = ctx.put_image_data(&image, 0.0, 0.0);
        }
        Some(ctx)
    }
}

/// Where a mouse event on `el` points, as shares of its width and height (each in `0..=1`).
pub fn pointer_share(event: &web_sys::Event, el: &HtmlCanvasElement) -> Option<(f64, f64)> {
    let read = |name: &str| {
        js_sys::Reflect::get(event, &JsValue::from_str(name))
            .ok()
            .and_then(|v| v.as_f64())
    };
    // Both in the window's pixels: the stage may scale the picture (CSS zoom), and an offset
    // inside the canvas would not be in the same units as its width.
    let rect = el.get_bounding_client_rect();
    let (w, h) = (rect.width(), rect.height());
    let (x, y) = (
        read("clientX")? - rect.left(),
        read("clientY")? - rect.top(),
    );
    (w > 0.0 && h > 0.0 && x >= 0.0 && y >= 0.0).then(|| ((x / w).min(1.0), (y / h).min(1.0)))
}

/// A table of values drawn as DOM cells when it is small (each prints its value) and as a
/// [`ValueCanvas`] when it has more than [`DOM_CELLS_MAX`] cells; the widget sets cells the
/// same way in both and calls [`ValueTable::finish`] after a redraw.
pub struct ValueTable {
    pub grid: ValueGrid,
    pub picture: ValueCanvas,
    on_canvas: bool,
    _keys: Vec<Listener>,
}

/// What the learner did on a table: clicked a cell (row, column), or pressed a cursor key.
pub enum Pick {
    Cell(usize, usize),
    Key(String),
}

impl ValueTable {
    /// A table in `parent` named by `names` (the focusable box, with how to use the keys; the
    /// table; the picture), which reports clicked cells and cursor keys to `on`.
    pub fn new(
        parent: &Element,
        class: &str,
        texts: &Texts,
        names: [Words; 3],
        on: Rc<dyn Fn(Pick)>,
    ) -> Result<ValueTable, JsValue> {
        let click = on.clone();
        let cell = move |r, c| click(Pick::Cell(r, c));
        let grid = ValueGrid::new(parent, class, cell.clone())?;
        dom::set_attr(&grid.wrap, "tabindex", "0");
        let picture = ValueCanvas::new(parent, class, cell)?;
        dom::set_hidden(&picture.wrap, true);
        let [wrap, table, canvas] = names;
        texts.attr(&grid.wrap, "aria-label", wrap);
        texts.attr(&grid.table, "aria-label", table);
        texts.attr(&picture.canvas, "aria-label", canvas);
        let mut keys = Vec::new();
        for target in [&grid.wrap, picture.canvas.as_ref()] {
            let on = on.clone();
            keys.push(on_cursor_keys(target, move |key| on(Pick::Key(key)))?);
        }
        Ok(ValueTable {
            grid,
            picture,
            on_canvas: false,
            _keys: keys,
        })
    }

    /// Hides the table whichever way it is drawn, or shows it again.
    pub fn set_hidden(&self, hidden: bool) {
        dom::set_hidden(&self.grid.wrap, hidden || self.on_canvas);
        dom::set_hidden(&self.picture.wrap, hidden || !self.on_canvas);
    }

    /// Whether the cells are a picture (their values are read out, not printed).
    pub fn on_canvas(&self) -> bool {
        self.on_canvas
    }

    /// Starts a table of `row_heads.len() × col_heads.len()` empty cells.
    pub fn reshape(&mut self, corner: &str, row_heads: &[String], col_heads: &[String]) {
        let (rows, cols) = (row_heads.len(), col_heads.len());
        self.on_canvas = rows * cols > DOM_CELLS_MAX;
        self.set_hidden(false);
        if self.on_canvas {
            self.grid.reshape(corner, &[], &[]);
            self.picture.reshape(rows, cols);
        } else {
            self.grid.reshape(corner, row_heads, col_heads);
            self.picture.reshape(0, 0);
        }
    }

    pub fn set_max(&mut self, max: u64) {
        self.grid.set_max(max);
        self.picture.max = max;
    }

    pub fn set(&mut self, r: usize, c: usize, view: CellView) {
        match self.on_canvas {
            true => self.picture.set(r, c, view),
            false => self.grid.set(r, c, view),
        }
    }

    /// Paints the picture (the DOM cells were written as they were set).
    pub fn finish(&self) {
        if self.on_canvas {
            self.picture.paint();
        }
    }
}

/// The cell an arrow key (or Home/End, PageUp/PageDown) moves a cursor to in a
/// `rows × cols` picture; `None` for other keys.
pub fn arrow(key: &str, r: usize, c: usize, rows: usize, cols: usize) -> Option<(usize, usize)> {
    let (last_r, last_c) = (rows.saturating_sub(1), cols.saturating_sub(1));
    let jump = 8;
    Some(match key {
        "ArrowLeft" => (r, c.saturating_sub(1)),
        "ArrowRight" => (r, (c + 1).min(last_c)),
        "ArrowUp" => (r.saturating_sub(1), c),
        "ArrowDown" => ((r + 1).min(last_r), c),
        "PageUp" => (r.saturating_sub(jump), c),
        "PageDown" => ((r + jump).min(last_r), c),
        "Home" => (r, 0),
        "End" => (r, last_c),
        _ => return None,
    })
}

/// A chosen cell as a link keeps it: `row.column`.
pub fn cell_text((r, c): (usize, usize)) -> String {
    format!("{r}.{c}")
}

/// Reads a cell a link kept (see [`cell_text`]).
pub fn parse_cell(text: &str) -> Option<(usize, usize)> {
    let (r, c) = text.split_once('.')?;
    Some((r.trim().parse().ok()?, c.trim().parse().ok()?))
}

/// Listens for the cursor keys on `target`, stopping them there so that the player (which
/// listens on the widget) does not step at the same time.
pub fn on_cursor_keys(
    target: &Element,
    moved: impl Fn(String) + 'static,
) -> Result<Listener, JsValue> {
    Listener::new(target, "keydown", move |event| {
        let Some(shortcut) = crate::kit::keys::key_of(&event) else {
            return;
        };
        if arrow(&shortcut.key, 0, 0, 1, 1).is_some() {
            event.prevent_default();
            event.stop_propagation();
            moved(shortcut.key);
        }
    })
}
