//! Placing discs on a table, won by the first player through central symmetry.
//!
//! The computer moves first: it puts its disc on the centre O, then answers each disc of the
//! learner with the mirror image through O, drawn with a dashed line from the learner's disc
//! through O to the answer. The learner places a disc by clicking the table or by typing
//! `x y`. Legality is decided in whole tenths of a unit by the solver ([`Table::check`]), so
//! the test is exact. The moves so far are the steps of the shared player, so scrubbing
//! replays the game and a shared link restores it.

use std::rc::Rc;

use nimlab_solver::adhoc::discs::{
    parse_spot, tenths_text, Refusal, Spot, Table, HEIGHT, RADIUS, SPOT, TENTHS, WIDTH,
};
use nimlab_solver::adhoc::Board;
use nimlab_solver::input::{parse_number, InputError, JudgeInput};
use nimlab_solver::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, Event};

use crate::dom::{self, Listener};
use crate::kit;
use crate::kit::code_panel::Source;
use crate::kit::form::InputField;
use crate::kit::player::Command;
use crate::kit::shell::{CodeView, Effect, Stepper};

/// The largest side (and radius) the widget draws, so the search for room stays quick.
const MAX_SIDE: u64 = 30;
const DEFAULT: (&str, &str, &str) = ("10", "6", "1");
/// The margin around the table in the drawing (room for the unit labels), in tenths.
fn margin(w: i64, h: i64) -> i64 {
    (w.max(h) / 40).clamp(3, 12) + 8
}
const SVG_NS: &str = "http://www.w3.org/2000/svg";

pub enum Msg {
    Apply,
    Click(f64, f64),
    Typed,
    GiveUp,
}

/// A game: the table and the learner's discs; the computer's follow from them.
struct Run {
    board: Board,
    table: Option<Table>,
    learner: Vec<Spot>,
    /// Whether a free spot on the grid of tenths remains after the last answer.
    room: bool,
}

impl Run {
    fn new(board: Board) -> Run {
        let table = Table::new(board).filter(|_| board.disc_fits());
        let mut run = Run {
            board,
            table,
            learner: Vec::new(),
            room: true,
        };
        run.find_room();
        run
    }

    /// Every disc in the order placed: O, then each learner disc and its mirror.
    fn discs(&self) -> Vec<Spot> {
        let Some(table) = self.table else {
            return Vec::new();
        };
        let mut discs = vec![table.centre()];
        for &spot in &self.learner {
            discs.push(spot);
            discs.push(table.mirror(spot));
        }
        discs
    }

    fn find_room(&mut self) {
        self.room = match self.table {
            Some(table) => table.free_spot(&self.discs()).is_some(),
            None => false,
        };
    }

    /// Keeps the first `rounds` learner moves, then tries `spot`.
    fn place(&mut self, rounds: usize, spot: Spot) -> Result<(), Refusal> {
        let Some(table) = self.table else {
            return Err(Refusal::OffTable);
        };
        let kept: Vec<Spot> = self.learner.iter().take(rounds).copied().collect();
        let mut discs = vec![table.centre()];
        for &s in &kept {
            discs.push(s);
            discs.push(table.mirror(s));
        }
        table.check(&discs, spot)?;
        self.learner = kept;
        self.learner.push(spot);
        self.find_room();
        Ok(())
    }

    fn moves_text(&self) -> String {
        let list: Vec<String> = self.learner.iter().map(|s| s.text()).collect();
        list.join(";")
    }
}

fn point(spot: Spot) -> String {
    format!("({}, {})", tenths_text(spot.x), tenths_text(spot.y))
}

fn svg(parent: &Element, tag: &str, class: &str) -> Result<Element, JsValue> {
    let doc = parent
        .owner_document()
        .ok_or_else(|| JsValue::from_str("element has no document"))?;
    let el = doc.create_element_ns(Some(SVG_NS), tag)?;
    if !class.is_empty() {
        el.set_attribute("class", class)?;
    }
    parent.append_child(&el)?;
    Ok(el)
}

pub struct Discs {
    run: Run,
    position: usize,
    gave_up: bool,
    spot_error: Option<InputError>,
    title: Element,
    intro: Element,
    width: InputField,
    height: InputField,
    radius: InputField,
    apply: Element,
    legend: kit::Legend,
    picture: Element,
    table_rect: Element,
    grid: Element,
    centre_mark: Element,
    centre_label: Element,
    discs_layer: Element,
    mirror: Element,
    spot: InputField,
    place: Element,
    give_up: Element,
    status: Element,
    verdict: Element,
    _listeners: Vec<Listener>,
}

const LEGEND: &[kit::LegendEntry] = &[
    (
        "di-computer",
        "M",
        "M: đĩa của máy (đi trước)",
        "C: the computer's disc (moves first)",
    ),
    (
        "di-learner",
        "B",
        "B: đĩa của bạn (viền nét đứt)",
        "Y: your disc (dashed rim)",
    ),
    ("di-centre", "O", "O: tâm bàn", "O: the centre of the table"),
];

impl Stepper for Discs {
    type Msg = Msg;

    fn build(
        root: &Element,
        placeholder: &Element,
        lang: Lang,
        dispatch: Rc<dyn Fn(Msg)>,
    ) -> Result<Discs, JsValue> {
        let (title, intro) = kit::header(root)?;
        let form = kit::form(root)?;
        let width = InputField::new(&form, "width")?;
        let height = InputField::new(&form, "height")?;
        let radius = InputField::new(&form, "radius")?;
        for field in [&width, &height, &radius] {
            dom::set_attr(&field.input, "inputmode", "numeric");
        }
        let (_, apply) = kit::actions(&form)?;
        let legend = kit::Legend::new(root, "di", LEGEND)?;

        let frame = dom::child(root, "div", "di-frame", "")?;
        let picture = svg(&frame, "svg", "di-table")?;
        dom::set_attr(&picture, "role", "img");
        let table_rect = svg(&picture, "rect", "di-board")?;
        let grid = svg(&picture, "g", "di-grid")?;
        dom::set_attr(&grid, "aria-hidden", "true");
        let centre_mark = svg(&picture, "circle", "di-o")?;
        let centre_label = svg(&picture, "text", "di-o-label")?;
        centre_label.set_text_content(Some("O"));
        let discs_layer = svg(&picture, "g", "di-discs")?;
        let mirror = svg(&picture, "line", "di-mirror")?;

        let play = kit::form(root)?;
        dom::set_class(&play, "di-play", true);
        let spot = InputField::new(&play, "spot")?;
        let (actions, place) = kit::actions(&play)?;
        let give_up = dom::button(&actions, "btn di-give-up", "")?;
        let status = dom::child(root, "p", "di-status", "")?;
        dom::set_attr(&status, "aria-live", "polite");
        let verdict = dom::child(root, "p", "di-verdict", "")?;

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&form, move || d(Msg::Apply))?);
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&play, move || d(Msg::Typed))?);
        let d = dispatch.clone();
        listeners.push(Listener::new(&give_up, "click", move |_| d(Msg::GiveUp))?);
        let d = dispatch.clone();
        let target = picture.clone();
        listeners.push(Listener::new(&picture, "click", move |event| {
            if let Some((x, y)) = relative_click(&target, &event) {
                d(Msg::Click(x, y));
            }
        })?);

        let board = Board {
            width: 10,
            height: 6,
            radius: 1,
        };
        let mut widget = Discs {
            run: Run::new(board),
            position: 0,
            gave_up: false,
            spot_error: None,
            title,
            intro,
            width,
            height,
            radius,
            apply,
            legend,
            picture,
            table_rect,
            grid,
            centre_mark,
            centre_label,
            discs_layer,
            mirror,
            spot,
            place,
            give_up,
            status,
            verdict,
            _listeners: listeners,
        };
        let attr = |name: &str, default: &str| {
            placeholder
                .get_attribute(name)
                .unwrap_or_else(|| default.to_string())
        };
        widget.width.set_value(&attr("data-width", DEFAULT.0));
        widget.height.set_value(&attr("data-height", DEFAULT.1));
        widget.radius.set_value(&attr("data-radius", DEFAULT.2));
        widget.read_fields(lang);
        Ok(widget)
    }

    fn sources(&self) -> Vec<Source> {
        Vec::new()
    }

    fn total(&self) -> usize {
        self.run.discs().len()
    }

    fn update(&mut self, msg: Msg, lang: Lang) -> Effect {
        match msg {
            Msg::Apply => {
                if self.read_fields(lang) {
                    return Effect {
                        restart: true,
                        commands: vec![Command::End],
                    };
                }
                Effect::none()
            }
            Msg::Click(fx, fy) => {
                let Some(table) = self.run.table else {
                    return Effect::none();
                };
                // The click as a fraction of the drawing, turned into tenths (y grows upwards).
                let m = margin(table.width, table.height);
                let span_x = (table.width + 2 * m) as f64;
                let span_y = (table.height + 2 * m) as f64;
                let x = (fx * span_x).round() as i64 - m;
                let y = table.height - ((fy * span_y).round() as i64 - m);
                self.spot.set_value(&Spot { x, y }.text());
                self.try_place(Spot { x, y })
            }
            Msg::Typed => match parse_spot(&self.spot.value()) {
                Ok(spot) => self.try_place(spot),
                Err(e) => {
                    self.spot_error = Some(e);
                    Effect::none()
                }
            },
            Msg::GiveUp => {
                if self.run.table.is_some() {
                    self.gave_up = true;
                    return Effect::commands(vec![Command::End]);
                }
                Effect::none()
            }
        }
    }

    fn draw(&mut self, position: usize, lang: Lang) {
        self.position = position;
        self.draw_table(position, lang);
        self.draw_texts(position, lang);
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        let discs = self.run.discs();
        let Some(table) = self.run.table else {
            return lang
                .pick(
                    "Bàn quá nhỏ: không đặt nổi một đĩa nào.",
                    "The table is too small: not a single disc fits.",
                )
                .to_string();
        };
        match position {
            0 => lang
                .pick(
                    "Bàn còn trống. Máy đi trước; bấm “Tiến một bước” để xem nước đầu tiên.",
                    "The table is empty. The computer moves first; press “Step forward” to see its first move.",
                )
                .to_string(),
            1 => lang.pick(
                format!("Máy đặt đĩa đầu tiên đúng tâm O {}.", point(table.centre())),
                format!("The computer puts the first disc right on the centre O {}.", point(table.centre())),
            ),
            p => {
                let Some(&spot) = discs.get(p - 1) else {
                    return String::new();
                };
                if p % 2 == 0 {
                    lang.pick(
                        format!("Bạn đặt đĩa {p} tại {}.", point(spot)),
                        format!("You place disc {p} at {}.", point(spot)),
                    )
                } else {
                    let yours = table.mirror(spot);
                    lang.pick(
                        format!(
                            "Máy đáp tại {}: ảnh đối xứng qua O của đĩa bạn đặt tại {}. Bàn lại đối xứng tâm, nên chỗ này chắc chắn còn trống.",
                            point(spot),
                            point(yours)
                        ),
                        format!(
                            "The computer answers at {}: the mirror image through O of your disc at {}. The table is symmetric again, so this spot is sure to be free.",
                            point(spot),
                            point(yours)
                        ),
                    )
                }
            }
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
                "Đặt đĩa: chiến lược đối xứng",
                "Placing discs: the symmetry strategy",
            ),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Hai người lần lượt đặt các đĩa bán kính r lên bàn a × b; đĩa phải nằm trọn trên bàn và không chồng lên đĩa khác \
                 (chạm nhau thì được). Ai không đặt được nữa thì thua. Máy đi trước; bạn bấm vào bàn hoặc gõ tọa độ tâm x y \
                 (gốc ở góc dưới bên trái, bước 0,1).",
                "Two players take turns putting discs of radius r on an a × b table; a disc must lie wholly on the table and \
                 overlap no other disc (touching is fine). Whoever cannot place one loses. The computer moves first; click \
                 the table or type the centre x y (origin at the bottom-left corner, steps of 0.1).",
            ),
        );
        self.width.set_label(&lang.pick(
            format!("Chiều rộng a (1 – {MAX_SIDE})"),
            format!("Width a (1 – {MAX_SIDE})"),
        ));
        self.height.set_label(&lang.pick(
            format!("Chiều cao b (1 – {MAX_SIDE})"),
            format!("Height b (1 – {MAX_SIDE})"),
        ));
        self.radius.set_label(&lang.pick(
            format!("Bán kính r (1 – {MAX_SIDE})"),
            format!("Radius r (1 – {MAX_SIDE})"),
        ));
        dom::set_text(&self.apply, lang.pick("Bàn mới", "New table"));
        self.spot.set_label(lang.pick(
            "Tâm đĩa của bạn: x y (ví dụ 2 2)",
            "Your disc's centre: x y (e.g. 2 2)",
        ));
        dom::set_text(&self.place, lang.pick("Đặt đĩa", "Place disc"));
        dom::set_text(
            &self.give_up,
            lang.pick("Hết chỗ rồi, tôi chịu thua", "No room left, I give up"),
        );
        self.legend.relabel(lang);
        self.read_fields_quietly(lang);
    }

    fn stdin(&self) -> String {
        let b = self.run.board;
        format!("{} {} {}", b.width, b.height, b.radius)
    }

    fn apply_stdin(&mut self, text: &str, lang: Lang) -> Result<(), InputError> {
        let mut input = JudgeInput::new(text);
        let board = Board {
            width: input.number(WIDTH, 1, MAX_SIDE)?,
            height: input.number(HEIGHT, 1, MAX_SIDE)?,
            radius: input.number(RADIUS, 1, MAX_SIDE)?,
        };
        input.finish()?;
        self.width.set_value(&board.width.to_string());
        self.height.set_value(&board.height.to_string());
        self.radius.set_value(&board.radius.to_string());
        self.read_fields(lang);
        Ok(())
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        let b = self.run.board;
        vec![
            ("width", b.width.to_string()),
            ("height", b.height.to_string()),
            ("radius", b.radius.to_string()),
            ("moves", self.run.moves_text()),
        ]
    }

    fn restore(&mut self, get: &dyn Fn(&str) -> Option<String>, lang: Lang) -> bool {
        let keys = [get("width"), get("height"), get("radius"), get("moves")];
        if keys.iter().all(Option::is_none) {
            return false;
        }
        let [width, height, radius, moves] = keys;
        for (field, value) in [
            (&self.width, width),
            (&self.height, height),
            (&self.radius, radius),
        ] {
            if let Some(value) = value {
                field.set_value(&value);
            }
        }
        if !self.read_fields(lang) {
            return false;
        }
        // The learner's moves are replayed one by one; the first bad one stops the replay.
        for text in moves
            .unwrap_or_default()
            .split(';')
            .filter(|t| !t.trim().is_empty())
        {
            let rounds = self.run.learner.len();
            let placed = parse_spot(text).and_then(|spot| {
                self.run
                    .place(rounds, spot)
                    .map_err(|refusal| self.refusal_error(spot, refusal))
            });
            if let Err(e) = placed {
                self.spot.set_value(text);
                self.spot_error = Some(e);
                break;
            }
        }
        true
    }
}

/// Where a click fell, as fractions `0..1` of the drawing's width and height.
fn relative_click(target: &Element, event: &Event) -> Option<(f64, f64)> {
    let number = |obj: &JsValue, key: &str| {
        js_sys::Reflect::get(obj, &JsValue::from_str(key))
            .ok()
            .and_then(|v| v.as_f64())
    };
    let rect = js_sys::Reflect::get(target, &JsValue::from_str("getBoundingClientRect"))
        .ok()?
        .dyn_into::<js_sys::Function>()
        .ok()?
        .call0(target)
        .ok()?;
    let (left, top) = (number(&rect, "left")?, number(&rect, "top")?);
    let (width, height) = (number(&rect, "width")?, number(&rect, "height")?);
    let (x, y) = (number(event, "clientX")?, number(event, "clientY")?);
    if width <= 0.0 || height <= 0.0 {
        return None;
    }
    Some(((x - left) / width, (y - top) / height))
}

impl Discs {
    fn read_fields(&mut self, lang: Lang) -> bool {
        let [w, h, r] = self.parse_fields(lang);
        match (w, h, r) {
            (Ok(width), Ok(height), Ok(radius)) => {
                self.run = Run::new(Board {
                    width,
                    height,
                    radius,
                });
                self.gave_up = false;
                self.spot_error = None;
                self.spot.set_value("");
                true
            }
            _ => false,
        }
    }

    fn parse_fields(&self, lang: Lang) -> [Result<u64, InputError>; 3] {
        let w = parse_number(&self.width.value(), WIDTH, 1, MAX_SIDE);
        let h = parse_number(&self.height.value(), HEIGHT, 1, MAX_SIDE);
        let r = parse_number(&self.radius.value(), RADIUS, 1, MAX_SIDE);
        self.width.show(w.as_ref().err(), lang);
        self.height.show(h.as_ref().err(), lang);
        self.radius.show(r.as_ref().err(), lang);
        [w, h, r]
    }

    fn read_fields_quietly(&self, lang: Lang) {
        let _ = self.parse_fields(lang);
    }

    fn refusal_error(&self, spot: Spot, refusal: Refusal) -> InputError {
        let r = self.run.board.radius;
        let (a, b) = (self.run.board.width, self.run.board.height);
        let discs = self.run.discs();
        match refusal {
            Refusal::OffTable => InputError::custom(
                SPOT,
                format!(
                    "đĩa tâm {} sẽ lòi ra ngoài mép bàn: tâm phải cách mỗi cạnh ít nhất r = {r}, tức {r} ≤ x ≤ {} và {r} ≤ y ≤ {}.",
                    point(spot),
                    a.saturating_sub(r),
                    b.saturating_sub(r)
                ),
                format!(
                    "a disc centred at {} would hang over the edge: its centre must be at least r = {r} from every side, so {r} ≤ x ≤ {} and {r} ≤ y ≤ {}.",
                    point(spot),
                    a.saturating_sub(r),
                    b.saturating_sub(r)
                ),
            ),
            Refusal::Overlaps(index) => {
                let other = discs.get(index).map(|&s| point(s)).unwrap_or_default();
                InputError::custom(
                    SPOT,
                    format!(
                        "đĩa tâm {} sẽ chồng lên đĩa {} tâm {other}: hai tâm phải cách nhau ít nhất 2r = {}.",
                        point(spot),
                        index + 1,
                        2 * r
                    ),
                    format!(
                        "a disc centred at {} would overlap disc {} centred at {other}: centres must be at least 2r = {} apart.",
                        point(spot),
                        index + 1,
                        2 * r
                    ),
                )
            }
        }
    }

    /// Places the learner's disc after the rounds shown on screen (later moves are dropped),
    /// then jumps to the computer's answer.
    fn try_place(&mut self, spot: Spot) -> Effect {
        if self.run.table.is_none() {
            return Effect::none();
        }
        let rounds = self.position.saturating_sub(1) / 2;
        match self.run.place(rounds, spot) {
            Ok(()) => {
                self.spot_error = None;
                self.gave_up = false;
                Effect {
                    restart: true,
                    commands: vec![Command::End],
                }
            }
            Err(refusal) => {
                self.spot_error = Some(self.refusal_error(spot, refusal));
                Effect::none()
            }
        }
    }

    fn draw_table(&self, position: usize, lang: Lang) {
        let b = self.run.board;
        let tenths = |v: u64| v as i64 * TENTHS;
        let (w, h) = (tenths(b.width), tenths(b.height));
        let r = tenths(b.radius);
        dom::set_attr(
            &self.picture,
            "viewBox",
            &format!(
                "{} {} {} {}",
                -margin(w, h),
                -margin(w, h),
                w + 2 * margin(w, h),
                h + 2 * margin(w, h)
            ),
        );
        dom::set_attr(
            &self.picture,
            "aria-label",
            &lang.pick(
                format!("Bàn {} × {}, đĩa bán kính {}", b.width, b.height, b.radius),
                format!(
                    "Table {} × {}, discs of radius {}",
                    b.width, b.height, b.radius
                ),
            ),
        );
        for (name, value) in [("x", 0), ("y", 0), ("width", w), ("height", h)] {
            dom::set_attr(&self.table_rect, name, &value.to_string());
        }
        self.draw_grid(w, h);
        let (cx, cy) = (w / 2, h - h / 2);
        let small = (w.max(h) / 40).clamp(3, 12);
        for (el, attrs) in [
            (
                &self.centre_mark,
                [("cx", cx), ("cy", cy), ("r", small / 2 + 1)],
            ),
            (
                &self.centre_label,
                [
                    ("x", cx + small / 2 + 2),
                    ("y", cy - small / 2 - 2),
                    ("font-size", small * 2),
                ],
            ),
        ] {
            for (name, value) in attrs {
                dom::set_attr(el, name, &value.to_string());
            }
        }
        while let Some(old) = self.discs_layer.first_child() {
            let _ = self.discs_layer.remove_child(&old);
        }
        let discs = self.run.discs();
        let shown = discs.get(..position).unwrap_or(&discs);
        for (index, spot) in shown.iter().enumerate() {
            let computer = index % 2 == 0;
            let class = if computer {
                "di-disc is-computer"
            } else {
                "di-disc is-learner"
            };
            let Ok(group) = svg(&self.discs_layer, "g", class) else {
                continue;
            };
            if let Ok(circle) = svg(&group, "circle", "") {
                for (name, value) in [("cx", spot.x), ("cy", h - spot.y), ("r", r)] {
                    dom::set_attr(&circle, name, &value.to_string());
                }
                dom::set_attr(&circle, "data-x", &tenths_text(spot.x));
                dom::set_attr(&circle, "data-y", &tenths_text(spot.y));
                dom::set_attr(&circle, "data-index", &(index + 1).to_string());
            }
            if let Ok(label) = svg(&group, "text", "") {
                let letter = match (computer, lang) {
                    (true, Lang::Vi) => "M",
                    (true, Lang::En) => "C",
                    (false, Lang::Vi) => "B",
                    (false, Lang::En) => "Y",
                };
                label.set_text_content(Some(&format!("{letter}{}", index + 1)));
                dom::set_attr(&label, "x", &spot.x.to_string());
                dom::set_attr(&label, "y", &(h - spot.y).to_string());
                dom::set_attr(&label, "font-size", &(r * 3 / 5).to_string());
            }
        }
        // The mirror line, from the learner's disc through O to the answer.
        let answer = position >= 3 && position % 2 == 1;
        match (
            answer,
            discs.get(position.wrapping_sub(2)),
            discs.get(position.wrapping_sub(1)),
        ) {
            (true, Some(from), Some(to)) => {
                for (name, value) in [
                    ("x1", from.x),
                    ("y1", h - from.y),
                    ("x2", to.x),
                    ("y2", h - to.y),
                ] {
                    dom::set_attr(&self.mirror, name, &value.to_string());
                }
                // Re-inserting the line restarts its drawing animation, once per answer shown
                // (not on every redraw while the player runs).
                let step = position.to_string();
                if self.mirror.get_attribute("data-step").as_deref() != Some(step.as_str()) {
                    dom::set_attr(&self.mirror, "data-step", &step);
                    if let Some(parent) = self.mirror.parent_node() {
                        let _ = parent.append_child(&self.mirror);
                    }
                }
                dom::set_class(&self.mirror, "is-shown", true);
            }
            _ => {
                dom::set_class(&self.mirror, "is-shown", false);
                let _ = self.mirror.remove_attribute("data-step");
            }
        }
    }

    /// Light lines at every whole unit, numbered along the bottom and left edges, so the
    /// learner can read coordinates off the drawing.
    fn draw_grid(&self, w: i64, h: i64) {
        let key = format!("{w}x{h}");
        if self.grid.get_attribute("data-size").as_deref() == Some(key.as_str()) {
            return;
        }
        dom::set_attr(&self.grid, "data-size", &key);
        while let Some(old) = self.grid.first_child() {
            let _ = self.grid.remove_child(&old);
        }
        let every = if w.max(h) > 12 * TENTHS { 5 } else { 1 };
        let font = (w.max(h) / 40).clamp(3, 12) + 1;
        let line = |x1: i64, y1: i64, x2: i64, y2: i64| {
            if let Ok(l) = svg(&self.grid, "line", "") {
                for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] {
                    dom::set_attr(&l, name, &value.to_string());
                }
            }
        };
        let label = |x: i64, y: i64, text: String| {
            if let Ok(t) = svg(&self.grid, "text", "") {
                t.set_text_content(Some(&text));
                dom::set_attr(&t, "x", &x.to_string());
                dom::set_attr(&t, "y", &y.to_string());
                dom::set_attr(&t, "font-size", &font.to_string());
            }
        };
        for unit in 0..=w / TENTHS {
            let x = unit * TENTHS;
            if unit > 0 && x < w {
                line(x, 0, x, h);
            }
            if unit % every == 0 {
                label(x, h + font + 1, unit.to_string());
            }
        }
        for unit in 0..=h / TENTHS {
            let y = h - unit * TENTHS;
            if unit > 0 && y > 0 {
                line(0, y, w, y);
            }
            if unit % every == 0 && unit > 0 {
                label(-font, y + font / 3, unit.to_string());
            }
        }
    }

    fn draw_texts(&self, position: usize, lang: Lang) {
        let run = &self.run;
        let b = run.board;
        let total = run.discs().len();
        let at_end = position >= total;
        self.spot.show(self.spot_error.as_ref(), lang);
        let playable = run.table.is_some() && !(at_end && (self.gave_up || !run.room));
        dom::set_disabled(&self.place, !playable);
        dom::set_disabled(&self.give_up, !playable);
        let status = if run.table.is_none() {
            String::new()
        } else if !at_end {
            lang.pick(
                format!("Đang xem lại nước {position} / {total}. Đặt đĩa lúc này sẽ bỏ các nước sau nó."),
                format!("Replaying move {position} of {total}. Placing a disc now drops the moves after it."),
            )
        } else if playable {
            lang.pick(
                format!(
                    "Đến lượt bạn (đã có {total} đĩa). Bấm vào chỗ trống trên bàn hoặc gõ x y."
                ),
                format!(
                    "Your turn ({total} discs placed). Click a free spot on the table or type x y."
                ),
            )
        } else {
            String::new()
        };
        dom::set_text(&self.status, &status);
        dom::set_hidden(&self.status, status.is_empty());
        let verdict = if run.table.is_none() {
            lang.pick(
                format!(
                    "2r = {} > min(a, b) = {}: không đặt nổi một đĩa nào. Máy đi trước không có nước đi nên thua ngay; người đi sau thắng.",
                    2 * b.radius,
                    b.width.min(b.height)
                ),
                format!(
                    "2r = {} > min(a, b) = {}: not a single disc fits. The computer, moving first, has no move and loses at once; the second player wins.",
                    2 * b.radius,
                    b.width.min(b.height)
                ),
            )
        } else if at_end && self.gave_up {
            lang.pick(
                "Bạn chịu thua vì hết chỗ: người đi trước (máy) thắng, đúng như chiến lược đối xứng bảo đảm.".to_string(),
                "You gave up for lack of room: the first player (the computer) wins, as the symmetry strategy guarantees.".to_string(),
            )
        } else if at_end && !run.room {
            lang.pick(
                "Không còn chỗ đặt đĩa (máy dò trên lưới bước 0,1 nên đây là kiểm tra gần đúng): bạn không đi được và thua. Người đi trước (máy) thắng nhờ đối xứng tâm.".to_string(),
                "No room left for a disc (the computer searched a grid of 0.1 steps, so this check is approximate): you cannot move and lose. The first player (the computer) wins by central symmetry.".to_string(),
            )
        } else {
            String::new()
        };
        dom::set_text(&self.verdict, &verdict);
        dom::set_hidden(&self.verdict, verdict.is_empty());
    }
}
