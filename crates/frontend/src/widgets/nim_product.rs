//! The nim-multiplication table (and, by a switch, the nim-sum table) of `0..size`, coloured by
//! value. Up to 32 × 32 it is filled cell by cell by the mex definition (a DOM table with its
//! numbers up to 20, a picture beyond); larger (up to 256 × 256) it is a canvas filled row by
//! row, with a crosshair readout "a ⊗ b = c" for the mouse and for the keyboard. The squares of
//! side 4, 16 and 256 (the subfields) are outlined. A calculator multiplies any two `u64`s.

use std::rc::Rc;

use nimlab_course::widgets::nim_product as words;
use nimlab_solver::decimal;
use nimlab_solver::input::{parse_number, Field, InputError};
use nimlab_solver::nimber::{self, Op, TableTrace, MAX_SIDE, MAX_STEP_SIDE};
use nimlab_solver::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlCanvasElement};

use crate::dom::{self, Listener};
use crate::kit::fields::{FieldSet, Kind, Spec, Values};
use crate::kit::on_submit;
use crate::kit::stage::Part;
use crate::kit::stepper::{Build, Effect, Stepper};
use crate::kit::text::Words;
use crate::kit::values::{self, CellView, Pick, ValueLegend, ValueTable};

/// The largest side whose cells print their numbers (DOM cells; beyond, a picture).
const PRINTED_SIDE: usize = values::DOM_SIDE_MAX;
/// The canvas's largest width in CSS pixels (fits a 375 px screen with the page's margins).
const CANVAS_CSS: f64 = 320.0;
/// The calculator's numbers.
const CA: Field = Field::new("ca", words::NUMBER_A.0, words::NUMBER_A.1, "2");
const CB: Field = Field::new("cb", words::NUMBER_B.0, words::NUMBER_B.1, "3");

pub enum Msg {
    Op(Op),
    Pick(Pick),
    /// A pointer on the canvas at this fraction of its width and height; `true` for a click.
    Point(f64, f64, bool),
    /// The pointer left the canvas.
    Leave,
    Calc,
}

pub struct NimProduct {
    trace: TableTrace,
    cursor: (usize, usize),
    /// The cell under the mouse (read out, but not kept in the URL).
    hover: Option<(usize, usize)>,
    ops: [(Element, Op); 2],
    legend: ValueLegend,
    table: ValueTable,
    /// The table the DOM grid was shaped for.
    shaped: Option<TableTrace>,
    canvas: HtmlCanvasElement,
    readout: Element,
    note: Element,
    calc: FieldSet,
    calc_out: Element,
    /// The calculator's last good pair: a refused number keeps the last result.
    pair: Option<(u64, u64)>,
    _listeners: Vec<Listener>,
}

impl Stepper for NimProduct {
    type Msg = Msg;
    type Input = usize;

    fn fields(_placeholder: &Element) -> Vec<Spec> {
        let label = words::size_label(MAX_SIDE, PRINTED_SIDE, MAX_STEP_SIDE);
        vec![Spec::new("size", ("", ""), "16", Kind::Number).labelled(label)]
    }

    const APPLY: Words = words::APPLY;

    fn parse(values: &Values) -> Result<usize, Vec<InputError>> {
        nimber::parse_side(values.get("size")).map_err(|e| vec![e])
    }

    fn build(build: Build<'_, Msg>, side: usize) -> Result<NimProduct, JsValue> {
        let stage = build.stage;
        let texts = stage.texts().clone();
        let mut listeners = Vec::new();
        let mut button = |name, op| -> Result<(Element, Op), JsValue> {
            let el = texts.button(build.actions, "btn np-op", name)?;
            let send = build.dispatch.clone();
            listeners.push(Listener::new(&el, "click", move |_| send(Msg::Op(op)))?);
            Ok((el, op))
        };
        let ops = [
            button(words::NIM_PRODUCT, Op::Mul)?,
            button(words::NIM_SUM, Op::Add)?,
        ];

        stage.open(&words::OPENING, "np")?;
        let picture = stage.part(Part::Picture);
        let legend = ValueLegend::new(picture)?;
        let send = build.dispatch.clone();
        let table = ValueTable::new(
            picture,
            "np-grid",
            &texts,
            words::TABLE_NAMES,
            Rc::new(move |pick| send(Msg::Pick(pick))),
        )?;
        // The cursor line below says the same for every picture.
        table.picture.hide_readout();
        let canvas_box = dom::child(picture, "div", "np-canvas-box", "")?;
        let attrs = [("tabindex", "0"), ("role", "img")];
        let canvas = dom::child_with(&canvas_box, "canvas", "np-canvas", &attrs)?;
        let canvas: HtmlCanvasElement =
            canvas.dyn_into().map_err(|_| JsValue::from_str("canvas"))?;
        texts.attr(&canvas, "aria-label", words::PICTURE);
        let send = build.dispatch.clone();
        listeners.push(values::on_cursor_keys(&canvas, move |key| {
            send(Msg::Pick(Pick::Key(key)))
        })?);
        let send = build.dispatch.clone();
        listeners.push(Listener::new(&canvas, "mouseleave", move |_| {
            send(Msg::Leave)
        })?);
        for kind in ["mousemove", "click"] {
            let (send, el) = (build.dispatch.clone(), canvas.clone());
            listeners.push(Listener::new(&canvas, kind, move |event| {
                if let Some((x, y)) = values::pointer_share(&event, &el) {
                    send(Msg::Point(x, y, kind == "click"));
                }
            })?);
        }
        let readout = dom::child_with(picture, "p", "np-readout", &[("aria-live", "polite")])?;
        let note = dom::child(picture, "p", "np-note", "")?;

        let body = stage.fold(Part::Analysis, words::CALCULATOR)?;
        let form = dom::child_with(&body, "form", "widget-form np-calc", &[("novalidate", "")])?;
        let calc = FieldSet::new(
            &form,
            vec![
                Spec::new("ca", words::NUMBER_A, "2", Kind::Number),
                Spec::new("cb", words::NUMBER_B, "3", Kind::Number),
            ],
            &texts,
        )?;
        let actions = dom::child(&form, "div", "form-actions", "")?;
        let compute = texts.child(&actions, "button", "btn btn-primary", words::COMPUTE)?;
        dom::set_attr(&compute, "type", "submit");
        let send = build.dispatch.clone();
        listeners.push(on_submit(&form, move || send(Msg::Calc))?);
        let calc_out = dom::child_with(&form, "p", "np-calc-out", &[("aria-live", "polite")])?;

        let mut widget = NimProduct {
            trace: TableTrace::new(Op::Mul, side),
            cursor: (2, 3),
            hover: None,
            ops,
            legend,
            table,
            shaped: None,
            canvas,
            readout,
            note,
            calc,
            calc_out,
            pair: None,
            _listeners: listeners,
        };
        widget.load(side)?;
        widget.calculate(texts.lang());
        Ok(widget)
    }

    fn load(&mut self, side: usize) -> Result<(), JsValue> {
        self.trace = TableTrace::new(self.trace.op(), side);
        self.hover = None;
        let last = side - 1;
        self.cursor = (self.cursor.0.min(last), self.cursor.1.min(last));
        Ok(())
    }

    fn values(&self) -> Values {
        Values::new(vec![("size", self.trace.side().to_string())])
    }

    fn total(&self) -> usize {
        self.trace.total()
    }

    fn update(&mut self, msg: Msg, lang: Lang) -> Effect {
        let side = self.trace.side();
        match msg {
            Msg::Op(op) if op != self.trace.op() => {
                self.trace = TableTrace::new(op, side);
                return Effect::restart();
            }
            Msg::Op(_) => {}
            Msg::Pick(Pick::Cell(r, c)) => self.cursor = (r.min(side - 1), c.min(side - 1)),
            Msg::Pick(Pick::Key(key)) => {
                if let Some(cell) = values::arrow(&key, self.cursor.0, self.cursor.1, side, side) {
                    self.cursor = cell;
                    self.hover = None;
                }
            }
            Msg::Point(x, y, click) => {
                let cell = |t: f64| ((t * side as f64).floor().max(0.0) as usize).min(side - 1);
                let at = (cell(y), cell(x));
                if click {
                    self.cursor = at;
                }
                self.hover = (!click).then_some(at);
            }
            Msg::Leave => self.hover = None,
            Msg::Calc => self.calculate(lang),
        }
        Effect::none()
    }

    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue> {
        for (button, op) in &self.ops {
            let pressed = *op == self.trace.op();
            dom::set_attr(button, "aria-pressed", &pressed.to_string());
        }
        let small = self.trace.by_cell();
        let printed = small && !self.table.on_canvas();
        self.legend.draw(self.trace.max_value(), printed, lang);
        self.table.set_hidden(!small);
        if let Some(parent) = self.canvas.parent_element() {
            dom::set_hidden(&parent, small);
        }
        if small {
            self.draw_grid(position);
        } else {
            self.draw_canvas(position);
        }
        self.draw_readout(position, lang);
        let out = self.pair.map(|(a, b)| {
            let (product, sum) = (nimber::nim_product(a, b), nimber::nim_sum(a, b));
            format!("{a} ⊗ {b} = {product}; {a} ⊕ {b} = {sum}")
        });
        dom::set_text(&self.calc_out, out.as_deref().unwrap_or(""));
        Ok(())
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        if let Some(step) = position.checked_sub(1).and_then(|k| self.trace.step(k)) {
            return step.sentence(lang);
        }
        let text = if self.trace.by_cell() {
            words::OPENING.start
        } else {
            words::START_BY_ROW
        };
        lang.say(text).to_string()
    }

    fn relabel(&mut self, lang: Lang) {
        self.calc.refresh(lang);
    }

    fn extra(&self) -> Vec<(&'static str, String)> {
        // The calculator's last good pair, not the fields' text: a refused number must not
        // reach the link (it would open on an error) nor replace the pair it refused.
        let (a, b) = match self.pair {
            Some((a, b)) => (a.to_string(), b.to_string()),
            None => {
                let values = self.calc.values();
                (values.get("ca").to_string(), values.get("cb").to_string())
            }
        };
        vec![
            ("op", self.trace.op().name().to_string()),
            ("cell", values::cell_text(self.cursor)),
            ("a", a),
            ("b", b),
        ]
    }

    fn restore_extra(&mut self, get: &dyn Fn(&str) -> Option<String>, lang: Lang) {
        // An unknown operation keeps the product.
        if let Some(op) = get("op").and_then(|text| Op::parse(&text).ok()) {
            self.trace = TableTrace::new(op, self.trace.side());
        }
        let side = self.trace.side();
        let cell = get("cell").and_then(|text| values::parse_cell(&text));
        if let Some(cell) = cell.filter(|&(a, b)| a < side && b < side) {
            self.cursor = cell;
        }
        let key = |field: &str| if field == "ca" { "a" } else { "b" };
        if self.calc.restore(&|field| get(key(field))) {
            self.calculate(lang);
        }
    }
}

impl NimProduct {
    /// Reads the calculator; a refused field keeps the last result on screen.
    fn calculate(&mut self, lang: Lang) {
        let values = self.calc.values();
        let a = parse_number(values.get("ca"), CA, 0, u64::MAX);
        let b = parse_number(values.get("cb"), CB, 0, u64::MAX);
        let errors: Vec<InputError> = [&a, &b]
            .into_iter()
            .filter_map(|r| r.as_ref().err().cloned())
            .collect();
        self.calc.show(&errors, lang);
        if let (Ok(a), Ok(b)) = (a, b) {
            self.pair = Some((a, b));
        }
    }

    /// The step entering `position`, while the table is being filled (the finished table
    /// rests without step marks, so its pattern reads clearly).
    fn current(&self, position: usize) -> Option<(usize, usize)> {
        let index = position.checked_sub(1)?;
        (position < self.trace.total())
            .then(|| self.trace.cell(index))
            .flatten()
    }

    fn draw_grid(&mut self, position: usize) {
        let trace = self.trace;
        let side = trace.side();
        let symbol = trace.op().symbol();
        if self.shaped != Some(trace) {
            let heads: Vec<String> = (0..side).map(|v| v.to_string()).collect();
            self.table.reshape(symbol, &heads, &heads);
            self.shaped = Some(trace);
        }
        self.table.set_max(trace.max_value());
        let current = self.current(position);
        let step = current.and(position.checked_sub(1).and_then(|k| trace.step(k)));
        for a in 0..side {
            for b in 0..side {
                let value = trace.filled(position, a, b).then(|| trace.value(a, b));
                let shown = value.map_or("?".to_string(), |v| v.to_string());
                let (edge_right, edge_bottom) = trace.edges(a, b);
                let view = CellView {
                    value,
                    current: current == Some((a, b)),
                    reading: step.as_ref().is_some_and(|s| s.reads(a, b)),
                    selected: self.cursor == (a, b),
                    edge_right,
                    edge_bottom,
                    label: format!("{a} {symbol} {b} = {shown}"),
                    ..CellView::default()
                };
                self.table.set(a, b, view);
            }
        }
        self.table.finish();
    }

    fn draw_canvas(&self, position: usize) {
        let trace = &self.trace;
        let side = trace.side();
        let ratio = dom::window()
            .map_or(1.0, |w| w.device_pixel_ratio())
            .max(1.0);
        // Whole pixels per cell so every cell is a crisp block.
        let block = ((CANVAS_CSS * ratio) / side as f64).ceil().max(1.0) as usize;
        let px = side * block;
        let css = (px as f64 / ratio).min(CANVAS_CSS).round();
        let css = format!("{}px", decimal::number(css));
        dom::set_style(&self.canvas, "width", &css);
        dom::set_style(&self.canvas, "height", &css);
        let max = trace.max_value();
        let blocks = values::Blocks {
            rows: side,
            cols: side,
            wide: block,
            tall: block,
        };
        let Some(ctx) = blocks.paint(&self.canvas, |a, b| {
            trace
                .filled(position, a, b)
                .then(|| values::colour(trace.value(a, b), max))
        }) else {
            return;
        };
        let (unit, full) = (block as f64, px as f64);
        let outline = |ink: &str, width: f64, (x, y, w, h): (f64, f64, f64, f64)| {
            ctx.set_stroke_style_str(ink);
            ctx.set_line_width(width * ratio);
            ctx.stroke_rect(x, y, w, h);
        };
        for f in trace.subfields() {
            let s = f as f64 * unit;
            outline("#1b1f24", 2.0, (1.0, 1.0, s - 2.0, s - 2.0));
        }
        // The crosshair: the pointed cell's row and column, and the cell outlined.
        let (ca, cb) = self.hover.unwrap_or(self.cursor);
        let (top, left) = (ca as f64 * unit, cb as f64 * unit);
        outline("rgba(0,0,0,0.55)", 1.0, (0.0, top, full, unit));
        outline("rgba(0,0,0,0.55)", 1.0, (left, 0.0, unit, full));
        let pad = 2.0 * ratio;
        outline(
            "#b3261e",
            3.0,
            (left - pad, top - pad, unit + 2.0 * pad, unit + 2.0 * pad),
        );
        if let Some((row, _)) = self.current(position) {
            outline("#f2c230", 2.0, (0.0, row as f64 * unit, full, unit));
        }
    }

    fn draw_readout(&self, position: usize, lang: Lang) {
        let (a, b) = self.hover.unwrap_or(self.cursor);
        let trace = &self.trace;
        let value = trace.filled(position, a, b).then(|| trace.value(a, b));
        let text = words::cursor(a, trace.op().symbol(), b, value, lang);
        dom::set_text(&self.readout, &text);
        let note = if self.trace.by_cell() {
            words::READ_CELLS
        } else {
            words::READ_PICTURE
        };
        dom::set_text(&self.note, lang.say(note));
    }
}
