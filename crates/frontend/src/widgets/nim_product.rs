//! The nim-multiplication table (and, by a switch, the nim-sum table) of `0..size`, coloured by
//! value. Up to 32 × 32 it is a DOM table with its numbers, filled cell by cell by the mex
//! definition; larger (up to 256 × 256) it is a canvas, one block of pixels per cell, with a
//! crosshair readout "a ⊗ b = c" for the mouse and for the keyboard, stepped row by row. The
//! squares of side 4, 16 and 256 (the subfields) are outlined. A calculator multiplies any two
//! `u64`s exactly.

use std::rc::Rc;

use nimlab_solver::input::{parse_number, InputError, JudgeInput};
use nimlab_solver::nimber::{
    mex_step, nim_product, nim_sum, parse_side, Op, A, B, MAX_SIDE, MAX_STEP_SIDE, OP, SIZE,
};
use nimlab_solver::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlCanvasElement};

use crate::dom::{self, Listener};
use crate::kit;
use crate::kit::code_panel::Source;
use crate::kit::form::InputField;
use crate::kit::shell::{CodeView, Effect, Stepper};
use crate::widgets::values::{self, CellView, ValueLegend, ValueTable};

/// The subfields outlined: squares of side 2^(2^k).
const SUBFIELDS: [usize; 3] = [4, 16, 256];
/// The largest side whose cells print their numbers (DOM cells; beyond, a picture).
const PRINTED_SIDE: usize = values::DOM_SIDE_MAX;
/// The canvas's largest width in CSS pixels (fits a 375 px screen with the page's margins).
const CANVAS_CSS: f64 = 320.0;

pub enum Msg {
    Apply,
    SetOp(Op),
    Select(usize, usize),
    Key(String),
    /// A pointer on the canvas at this fraction of its width and height; `true` for a click.
    Point(f64, f64, bool),
    /// The pointer left the canvas.
    Leave,
    Calc,
}

struct Run {
    op: Op,
    side: usize,
    table: Vec<Vec<u64>>,
}

impl Run {
    fn new(op: Op, side: usize) -> Run {
        let table = (0..side as u64)
            .map(|a| (0..side as u64).map(|b| op.apply(a, b)).collect())
            .collect();
        Run { op, side, table }
    }

    /// Small tables step cell by cell; large ones row by row.
    fn by_cell(&self) -> bool {
        self.side <= MAX_STEP_SIDE
    }

    fn value(&self, a: usize, b: usize) -> u64 {
        self.table
            .get(a)
            .and_then(|row| row.get(b))
            .copied()
            .unwrap_or(0)
    }

    /// Values lie below the smallest power of two ≥ side (a subfield or a nim-sum range).
    fn max(&self) -> u64 {
        (self.side as u64)
            .next_power_of_two()
            .saturating_sub(1)
            .max(1)
    }

    fn symbol(&self) -> &'static str {
        match self.op {
            Op::Add => "⊕",
            Op::Mul => "⊗",
        }
    }

    fn op_name(&self) -> &'static str {
        match self.op {
            Op::Add => "add",
            Op::Mul => "mul",
        }
    }

    /// Whether cell (a, b) is filled at `position`.
    fn shown(&self, position: usize, a: usize, b: usize) -> bool {
        if self.by_cell() {
            a * self.side + b < position
        } else {
            a < position
        }
    }
}

pub struct NimProduct {
    run: Run,
    cursor: (usize, usize),
    /// The cell under the mouse (read out, but not kept in the URL).
    hover: Option<(usize, usize)>,
    title: Element,
    intro: Element,
    size: InputField,
    apply: Element,
    op_mul: Element,
    op_add: Element,
    legend: kit::Legend,
    values_legend: ValueLegend,
    table: ValueTable,
    grid_side: Option<(usize, Op)>,
    canvas_box: Element,
    canvas: HtmlCanvasElement,
    readout: Element,
    note: Element,
    calc_title: Element,
    calc_a: InputField,
    calc_b: InputField,
    calc_button: Element,
    calc_out: Element,
    calc_result: Option<(u64, u64)>,
    position: usize,
    _listeners: Vec<Listener>,
}

const LEGEND: &[kit::LegendEntry] = &[
    ("is-current", "●", "ô đang tính", "cell being computed"),
    (
        "is-reading",
        "○",
        "ô nhỏ hơn mà định nghĩa mex đọc",
        "smaller cells the mex definition reads",
    ),
    ("is-selected", "◆", "ô của con trỏ", "the cursor's cell"),
    (
        "is-subfield",
        "▢",
        "viền đậm: hình vuông 4, 16, 256 (trường con)",
        "thick outline: squares 4, 16, 256 (subfields)",
    ),
];

impl Stepper for NimProduct {
    type Msg = Msg;

    fn build(
        root: &Element,
        placeholder: &Element,
        lang: Lang,
        dispatch: Rc<dyn Fn(Msg)>,
    ) -> Result<NimProduct, JsValue> {
        let (title, intro) = kit::header(root)?;
        let form = kit::form(root)?;
        let size = InputField::new(&form, "size")?;
        dom::set_attr(&size.input, "inputmode", "numeric");
        size.set_value(
            &placeholder
                .get_attribute("data-size")
                .unwrap_or_else(|| "16".into()),
        );
        let ops = dom::child(&form, "div", "np-ops", "")?;
        dom::set_attr(&ops, "role", "group");
        let op_mul = dom::button(&ops, "btn np-op", "")?;
        let op_add = dom::button(&ops, "btn np-op", "")?;
        let (_actions, apply) = kit::actions(&form)?;

        let legend = kit::Legend::new(root, "np", LEGEND)?;
        let values_legend = ValueLegend::new(root)?;
        let d = dispatch.clone();
        let table = ValueTable::new(root, "np-grid", move |r, c| d(Msg::Select(r, c)))?;
        // The cursor line below says the same for every picture.
        table.picture.hide_readout();

        let canvas_box = dom::child(root, "div", "np-canvas-box", "")?;
        let canvas: HtmlCanvasElement = dom::child(&canvas_box, "canvas", "np-canvas", "")?
            .dyn_into()
            .map_err(|_| JsValue::from_str("canvas"))?;
        dom::set_attr(&canvas, "tabindex", "0");
        dom::set_attr(&canvas, "role", "img");
        let readout = dom::child(root, "p", "np-readout", "")?;
        dom::set_attr(&readout, "aria-live", "polite");
        let note = dom::child(root, "p", "np-note", "")?;

        let calc = dom::child(root, "form", "widget-form np-calc", "")?;
        dom::set_attr(&calc, "novalidate", "");
        let calc_title = dom::child(&calc, "p", "np-calc-title", "")?;
        let calc_a = InputField::new(&calc, "ca")?;
        let calc_b = InputField::new(&calc, "cb")?;
        for field in [&calc_a, &calc_b] {
            dom::set_attr(&field.input, "inputmode", "numeric");
        }
        calc_a.set_value("2");
        calc_b.set_value("3");
        let calc_actions = dom::child(&calc, "div", "form-actions", "")?;
        let calc_button = dom::child(&calc_actions, "button", "btn btn-primary", "")?;
        dom::set_attr(&calc_button, "type", "submit");
        let calc_out = dom::child(&calc, "p", "np-calc-out", "")?;
        dom::set_attr(&calc_out, "aria-live", "polite");

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&form, move || d(Msg::Apply))?);
        for (button, op) in [(&op_mul, Op::Mul), (&op_add, Op::Add)] {
            let d = dispatch.clone();
            listeners.push(Listener::new(button, "click", move |_| d(Msg::SetOp(op)))?);
        }
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&calc, move || d(Msg::Calc))?);
        let [grid_target, picture_target] = table.focus_targets();
        for target in [grid_target, picture_target, canvas.as_ref()] {
            let d = dispatch.clone();
            listeners.push(values::on_cursor_keys(target, move |key| d(Msg::Key(key)))?);
        }
        let d = dispatch.clone();
        listeners.push(Listener::new(&canvas, "mouseleave", move |_| {
            d(Msg::Leave)
        })?);
        for kind in ["mousemove", "click"] {
            let click = kind == "click";
            let d = dispatch.clone();
            let el = canvas.clone();
            listeners.push(Listener::new(&canvas, kind, move |event| {
                if let Some((x, y)) = values::pointer_share(&event, &el) {
                    d(Msg::Point(x, y, click));
                }
            })?);
        }

        let op = match placeholder.get_attribute("data-op").as_deref() {
            Some("sum") | Some("add") => Op::Add,
            _ => Op::Mul,
        };
        let mut widget = NimProduct {
            run: Run::new(op, 16),
            cursor: (2, 3),
            hover: None,
            title,
            intro,
            size,
            apply,
            op_mul,
            op_add,
            legend,
            values_legend,
            table,
            grid_side: None,
            canvas_box,
            canvas,
            readout,
            note,
            calc_title,
            calc_a,
            calc_b,
            calc_button,
            calc_out,
            calc_result: None,
            position: 0,
            _listeners: listeners,
        };
        widget.read_size(op, lang);
        widget.calculate(lang);
        Ok(widget)
    }

    fn sources(&self) -> Vec<Source> {
        // The nimber family has no program of its own yet: no code runner.
        Vec::new()
    }

    fn total(&self) -> usize {
        if self.run.by_cell() {
            self.run.side * self.run.side
        } else {
            self.run.side
        }
    }

    fn update(&mut self, msg: Msg, lang: Lang) -> Effect {
        match msg {
            Msg::Apply => {
                if self.read_size(self.run.op, lang) {
                    return Effect::restart();
                }
                Effect::none()
            }
            Msg::SetOp(op) => {
                if op != self.run.op && self.read_size(op, lang) {
                    return Effect::restart();
                }
                Effect::none()
            }
            Msg::Select(r, c) => {
                self.cursor = (r.min(self.run.side - 1), c.min(self.run.side - 1));
                Effect::none()
            }
            Msg::Key(key) => {
                let side = self.run.side;
                if let Some(cell) = values::arrow(&key, self.cursor.0, self.cursor.1, side, side) {
                    self.cursor = cell;
                    self.hover = None;
                }
                Effect::none()
            }
            Msg::Point(x, y, click) => {
                let side = self.run.side as f64;
                let cell = |t: f64| ((t * side).floor().max(0.0) as usize).min(self.run.side - 1);
                let at = (cell(y), cell(x));
                if click {
                    self.cursor = at;
                    self.hover = None;
                } else {
                    self.hover = Some(at);
                }
                Effect::none()
            }
            Msg::Leave => {
                self.hover = None;
                Effect::none()
            }
            Msg::Calc => {
                self.calculate(lang);
                Effect::none()
            }
        }
    }

    fn draw(&mut self, position: usize, lang: Lang) {
        self.position = position;
        let max = self.run.max();
        let small = self.run.by_cell();
        self.values_legend
            .draw(max, small && !self.table.on_canvas(), lang);
        self.table.set_hidden(!small);
        dom::set_hidden(&self.canvas_box, small);
        if small {
            self.draw_grid(position);
        } else {
            self.draw_canvas(position);
        }
        self.draw_readout(position, lang);
        self.draw_calc(lang);
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        let run = &self.run;
        let Some(index) = position.checked_sub(1) else {
            let text = if run.by_cell() {
                lang.pick(
                    "Bảng còn trống. Bấm “Tiến một bước” hoặc “Chạy” (▶) để điền từng ô bằng định nghĩa mex.",
                    "The table is empty. Press “Step forward” or “Play” (▶) to fill each cell by the mex definition.",
                )
            } else {
                lang.pick(
                    "Bảng còn trống. Bấm “Tiến một bước” hoặc “Chạy” (▶) để điền từng hàng, hay “Tới cuối” để xem cả bảng.",
                    "The table is empty. Press “Step forward” or “Play” (▶) to fill it row by row, or “Go to end” to see it all.",
                )
            };
            return text.to_string();
        };
        if run.by_cell() {
            let (a, b) = (index / run.side, index % run.side);
            mex_step(run.op, a as u64, b as u64).sentence(lang)
        } else {
            let s = run.symbol();
            let last = run.side - 1;
            lang.pick(
                format!(
                    "Hàng {index}: đã điền {index} {s} 0 … {index} {s} {last}. Bảng lớn hơn 32 chỉ \
                     để xem và điền theo hàng; từng ô theo định nghĩa mex chỉ có ở bảng ≤ 32."
                ),
                format!(
                    "Row {index}: {index} {s} 0 … {index} {s} {last} are filled. Tables larger than \
                     32 are for looking and fill row by row; the cell-by-cell mex definition is for \
                     tables ≤ 32."
                ),
            )
        }
    }

    fn code(&self, _position: usize) -> CodeView {
        CodeView {
            lines: Vec::new(),
            variables: Vec::new(),
        }
    }

    fn relabel(&mut self, lang: Lang) {
        dom::set_text(
            &self.title,
            lang.pick(
                "Bảng nhân nim (và bảng cộng nim)",
                "The nim-multiplication table (and the nim-sum table)",
            ),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Ô ở hàng a, cột b là a ⊗ b (hoặc a ⊕ b). Màu theo giá trị và số in trong ô. Các \
                 hình vuông cạnh 4, 16, 256 ở góc là các trường con: nhân hai số trong đó không \
                 bao giờ ra ngoài.",
                "The cell in row a, column b is a ⊗ b (or a ⊕ b). The colour follows the value and \
                 the number is printed in the cell. The corner squares of side 4, 16, 256 are \
                 subfields: a product of two numbers inside never leaves them.",
            ),
        );
        self.size.set_label(&lang.pick(
            format!(
                "Kích thước bảng (1 – {MAX_SIDE}; ≤ {PRINTED_SIDE}: có số trong ô; ≤ \
                 {MAX_STEP_SIDE}: điền từng ô)"
            ),
            format!(
                "Table size (1 – {MAX_SIDE}; ≤ {PRINTED_SIDE}: numbers in cells; ≤ \
                 {MAX_STEP_SIDE}: filled cell by cell)"
            ),
        ));
        dom::set_text(&self.apply, lang.pick("Lập bảng", "Build table"));
        dom::set_text(&self.op_mul, lang.pick("⊗ Nhân nim", "⊗ Nim-product"));
        dom::set_text(
            &self.op_add,
            lang.pick("⊕ Cộng nim (XOR)", "⊕ Nim-sum (XOR)"),
        );
        self.legend.relabel(lang);
        dom::set_attr(
            &self.table.grid.wrap,
            "aria-label",
            lang.pick(
                "Bảng phép toán nim; phím mũi tên di chuyển con trỏ",
                "Nimber operation table; arrow keys move the cursor",
            ),
        );
        let picture = lang.pick(
            "Bảng phép toán nim dạng ảnh; phím mũi tên di chuyển con trỏ, kết quả đọc ở dòng dưới",
            "Nimber operation table as a picture; arrow keys move the cursor, the value is read out below",
        );
        self.table.set_labels(
            lang.pick("Bảng phép toán nim", "Nimber operation table"),
            picture,
        );
        dom::set_attr(&self.canvas, "aria-label", picture);
        dom::set_text(
            &self.calc_title,
            lang.pick(
                "Máy tính: a ⊗ b với a, b bất kỳ từ 0 tới 2⁶⁴ − 1",
                "Calculator: a ⊗ b for any a, b from 0 to 2⁶⁴ − 1",
            ),
        );
        self.calc_a.set_label(lang.pick("Số a", "Number a"));
        self.calc_b.set_label(lang.pick("Số b", "Number b"));
        dom::set_text(&self.calc_button, lang.pick("Tính", "Compute"));
        // Field errors are re-read so their messages follow the language.
        self.size
            .show(parse_side(&self.size.value()).err().as_ref(), lang);
        let _ = self.read_calc(lang);
    }

    fn stdin(&self) -> String {
        format!("{} {}", self.run.op_name(), self.run.side)
    }

    fn apply_stdin(&mut self, text: &str, lang: Lang) -> Result<(), InputError> {
        let mut input = JudgeInput::new(text);
        let op = Op::parse(input.word(OP)?)?;
        let side = input.count(SIZE, 1, MAX_SIDE as usize)?;
        input.finish()?;
        self.size.set_value(&side.to_string());
        self.size.show(None, lang);
        self.start(Run::new(op, side));
        Ok(())
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        // The calculator's last good pair, not the fields' text: a refused number must not
        // reach the link (it would open on an error) nor replace the pair it refused.
        let (a, b) = match self.calc_result {
            Some((a, b)) => (a.to_string(), b.to_string()),
            None => (self.calc_a.value(), self.calc_b.value()),
        };
        vec![
            ("size", self.run.side.to_string()),
            ("op", self.run.op_name().to_string()),
            ("cell", format!("{}.{}", self.cursor.0, self.cursor.1)),
            ("a", a),
            ("b", b),
        ]
    }

    fn restore(&mut self, get: &dyn Fn(&str) -> Option<String>, lang: Lang) -> bool {
        let mut any = false;
        let mut op = self.run.op;
        if let Some(text) = get("op") {
            any = true;
            // An unknown operation in the URL keeps the current one.
            if let Ok(parsed) = Op::parse(&text) {
                op = parsed;
            }
        }
        if let Some(size) = get("size") {
            self.size.set_value(&size);
            any = true;
        }
        if any {
            self.read_size(op, lang);
        }
        if let Some(cell) = get("cell") {
            let mut parts = cell.split('.').map(|p| p.trim().parse::<usize>().ok());
            if let (Some(Some(a)), Some(Some(b))) = (parts.next(), parts.next()) {
                if a < self.run.side && b < self.run.side {
                    self.cursor = (a, b);
                    any = true;
                }
            }
        }
        for (key, field) in [("a", &self.calc_a), ("b", &self.calc_b)] {
            if let Some(value) = get(key) {
                field.set_value(&value);
                any = true;
            }
        }
        self.calculate(lang);
        any
    }
}

impl NimProduct {
    /// Validates the size field; on success the table starts over with `op`.
    fn read_size(&mut self, op: Op, lang: Lang) -> bool {
        let side = parse_side(&self.size.value());
        self.size.show(side.as_ref().err(), lang);
        match side {
            Ok(side) => {
                self.start(Run::new(op, side));
                true
            }
            Err(_) => false,
        }
    }

    fn start(&mut self, run: Run) {
        self.run = run;
        self.hover = None;
        let last = self.run.side - 1;
        self.cursor = (self.cursor.0.min(last), self.cursor.1.min(last));
        dom::set_attr(
            &self.op_mul,
            "aria-pressed",
            if self.run.op == Op::Mul {
                "true"
            } else {
                "false"
            },
        );
        dom::set_attr(
            &self.op_add,
            "aria-pressed",
            if self.run.op == Op::Add {
                "true"
            } else {
                "false"
            },
        );
    }

    fn read_calc(&self, lang: Lang) -> Option<(u64, u64)> {
        let a = parse_number(&self.calc_a.value(), A, 0, u64::MAX);
        let b = parse_number(&self.calc_b.value(), B, 0, u64::MAX);
        self.calc_a.show(a.as_ref().err(), lang);
        self.calc_b.show(b.as_ref().err(), lang);
        Some((a.ok()?, b.ok()?))
    }

    /// Reads the calculator; a refused field keeps the last result on screen.
    fn calculate(&mut self, lang: Lang) {
        if let Some(pair) = self.read_calc(lang) {
            self.calc_result = Some(pair);
        }
    }

    fn draw_calc(&self, lang: Lang) {
        let text = match self.calc_result {
            Some((a, b)) => lang.pick(
                format!(
                    "{a} ⊗ {b} = {}; {a} ⊕ {b} = {}",
                    nim_product(a, b),
                    nim_sum(a, b)
                ),
                format!(
                    "{a} ⊗ {b} = {}; {a} ⊕ {b} = {}",
                    nim_product(a, b),
                    nim_sum(a, b)
                ),
            ),
            None => String::new(),
        };
        dom::set_text(&self.calc_out, &text);
    }

    /// The cell being filled at `position` (cell steps) or its row (row steps).
    fn current(&self, position: usize) -> Option<(usize, usize)> {
        let index = position.checked_sub(1)?;
        let side = self.run.side;
        if self.run.by_cell() {
            Some((index / side, index % side))
        } else {
            Some((index, 0))
        }
    }

    fn draw_grid(&mut self, position: usize) {
        let run = &self.run;
        let side = run.side;
        // Headings change with the side and with the operation's symbol.
        if self.grid_side != Some((side, run.op)) {
            let heads: Vec<String> = (0..side).map(|v| v.to_string()).collect();
            self.table.reshape(run.symbol(), &heads, &heads);
            self.grid_side = Some((side, run.op));
        }
        self.table.set_max(run.max());
        // The finished table rests without step marks, so its pattern reads clearly.
        let current = self.current(position).filter(|_| position < side * side);
        let s = run.symbol();
        let mut views = Vec::with_capacity(side * side);
        for a in 0..side {
            for b in 0..side {
                let reading = current.is_some_and(|(ca, cb)| match run.op {
                    Op::Mul => a <= ca && b <= cb && (a, b) != (ca, cb),
                    Op::Add => (a == ca && b < cb) || (b == cb && a < ca),
                });
                let shown = run.shown(position, a, b);
                let value = shown.then(|| run.value(a, b));
                let label = match value {
                    Some(v) => format!("{a} {s} {b} = {v}"),
                    None => format!("{a} {s} {b} = ?"),
                };
                let edge =
                    |x: usize, y: usize| SUBFIELDS.iter().any(|&f| x + 1 == f && y < f && f < side);
                views.push((
                    a,
                    b,
                    CellView {
                        value,
                        caption: String::new(),
                        current: current == Some((a, b)),
                        reading,
                        selected: self.cursor == (a, b),
                        example: false,
                        edge_right: edge(b, a),
                        edge_bottom: edge(a, b),
                        label,
                    },
                ));
            }
        }
        for (a, b, view) in views {
            self.table.set(a, b, view);
        }
        self.table.finish();
    }

    fn draw_canvas(&self, position: usize) {
        let run = &self.run;
        let side = run.side;
        let ratio = dom::window()
            .map_or(1.0, |w| w.device_pixel_ratio())
            .max(1.0);
        // Whole pixels per cell so every cell is a crisp block.
        let block = ((CANVAS_CSS * ratio) / side as f64).ceil().max(1.0) as usize;
        let px = side * block;
        let css = (px as f64 / ratio).min(CANVAS_CSS).round();
        dom::set_style(&self.canvas, "width", &format!("{css}px"));
        dom::set_style(&self.canvas, "height", &format!("{css}px"));
        let max = run.max();
        let blocks = values::Blocks {
            rows: side,
            cols: side,
            wide: block,
            tall: block,
        };
        let Some(ctx) = blocks.paint(&self.canvas, |a, b| {
            run.shown(position, a, 0)
                .then(|| values::colour(run.value(a, b), max))
        }) else {
            return;
        };
        let unit = block as f64;
        // The subfields' outlines.
        ctx.set_line_width((2.0 * ratio).max(2.0));
        ctx.set_stroke_style_str("#1b1f24");
        for f in SUBFIELDS.iter().filter(|&&f| f <= side) {
            let s = *f as f64 * unit;
            ctx.stroke_rect(1.0, 1.0, s - 2.0, s - 2.0);
        }
        // The crosshair: the pointed cell's row and column, and the cell outlined.
        let (ca, cb) = self.hover.unwrap_or(self.cursor);
        ctx.set_line_width(ratio.max(1.0));
        ctx.set_stroke_style_str("rgba(0,0,0,0.55)");
        ctx.stroke_rect(0.0, ca as f64 * unit, px as f64, unit);
        ctx.stroke_rect(cb as f64 * unit, 0.0, unit, px as f64);
        ctx.set_line_width((3.0 * ratio).max(3.0));
        ctx.set_stroke_style_str("#b3261e");
        let pad = 2.0 * ratio;
        ctx.stroke_rect(
            cb as f64 * unit - pad,
            ca as f64 * unit - pad,
            unit + 2.0 * pad,
            unit + 2.0 * pad,
        );
        // The row being filled.
        if let Some((row, _)) = self.current(position).filter(|_| position < side) {
            ctx.set_stroke_style_str("#f2c230");
            ctx.set_line_width((2.0 * ratio).max(2.0));
            ctx.stroke_rect(0.0, row as f64 * unit, px as f64, unit);
        }
    }

    fn draw_readout(&self, position: usize, lang: Lang) {
        let run = &self.run;
        let (a, b) = self.hover.unwrap_or(self.cursor);
        let s = run.symbol();
        let text = if run.shown(position, a, b) {
            let v = run.value(a, b);
            lang.pick(
                format!("◆ Con trỏ: {a} {s} {b} = {v} (hàng {a}, cột {b})"),
                format!("◆ Cursor: {a} {s} {b} = {v} (row {a}, column {b})"),
            )
        } else {
            lang.pick(
                format!("◆ Con trỏ: {a} {s} {b} = ? (ô chưa điền)"),
                format!("◆ Cursor: {a} {s} {b} = ? (not filled yet)"),
            )
        };
        dom::set_text(&self.readout, &text);
        let note = if run.by_cell() {
            lang.pick(
                "Bấm vào một ô, hoặc đặt tiêu điểm vào bảng rồi dùng phím mũi tên, để đọc giá trị.",
                "Click a cell, or focus the table and use the arrow keys, to read a value.",
            )
        } else {
            lang.pick(
                "Ô quá nhỏ để in số: rê chuột, bấm, hoặc đặt tiêu điểm vào ảnh rồi dùng phím mũi tên để đọc giá trị ở dòng trên.",
                "The cells are too small for numbers: hover, click, or focus the picture and use the arrow keys to read a value in the line above.",
            )
        };
        dom::set_text(&self.note, note);
    }
}
