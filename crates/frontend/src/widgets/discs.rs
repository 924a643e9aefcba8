//! Placing discs on a table, won by the first player through central symmetry.
//!
//! The computer moves first: it puts its disc on the centre O, then answers each disc of the
//! learner with the mirror image through O, drawn with a dashed line from the learner's disc
//! through O to the answer. The learner places a disc by clicking the table or by typing
//! `x y`. The game is the solver's [`SymmetryGame`] (legality decided in whole tenths of a
//! unit, so the test is exact); the discs placed are the steps of the shared player, so
//! scrubbing replays the game, placing a disc while looking back drops the later ones, and a
//! shared link (`{id}.moves`) restores it.

use nimlab_course::widgets::discs as words;
use nimlab_solver::adhoc::discs::{
    parse_spot, tenths_text, Spot, SymmetryGame, HEIGHT, RADIUS, TENTHS, WIDTH,
};
use nimlab_solver::adhoc::Board;
use nimlab_solver::input::{parse_number, InputError};
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit::fields::{InputField, Kind, Spec, Values};
use crate::kit::on_submit;
use crate::kit::player::Command;
use crate::kit::stage::Part;
use crate::kit::stepper::{Build, Effect, Stepper};
use crate::kit::text::Words;

/// The largest side (and radius) the widget draws, so the search for room stays quick.
const MAX_SIDE: u64 = 30;

/// The margin around the table in the drawing (room for the unit labels), in tenths.
fn margin(w: i64, h: i64) -> i64 {
    (w.max(h) / 40).clamp(3, 12) + 8
}

pub enum Msg {
    Click(f64, f64),
    Typed,
    GiveUp,
}

pub struct Discs {
    game: SymmetryGame,
    position: usize,
    gave_up: bool,
    spot_error: Option<InputError>,
    picture: Element,
    table_rect: Element,
    grid: Element,
    centre: [Element; 2],
    discs_layer: Element,
    mirror: Element,
    spot: InputField,
    place: Element,
    give_up: Element,
    status: Element,
    verdict: Element,
    _listeners: Vec<Listener>,
}

impl Stepper for Discs {
    type Msg = Msg;
    type Input = Board;

    fn fields(_placeholder: &Element) -> Vec<Spec> {
        let side = |key, name: Words, default| {
            Spec::new(key, ("", ""), default, Kind::Number)
                .labelled(words::side_label(name, MAX_SIDE))
        };
        vec![
            side("width", words::WIDTH, "10"),
            side("height", words::HEIGHT, "6"),
            side("radius", words::RADIUS, "1"),
        ]
    }

    const APPLY: Words = words::APPLY;

    fn parse(values: &Values) -> Result<Board, Vec<InputError>> {
        let read = |key, field| parse_number(values.get(key), field, 1, MAX_SIDE);
        match (
            read("width", WIDTH),
            read("height", HEIGHT),
            read("radius", RADIUS),
        ) {
            (Ok(width), Ok(height), Ok(radius)) => Ok(Board {
                width,
                height,
                radius,
            }),
            (w, h, r) => Err([w.err(), h.err(), r.err()].into_iter().flatten().collect()),
        }
    }

    fn build(build: Build<'_, Msg>, board: Board) -> Result<Discs, JsValue> {
        let stage = build.stage;
        stage.open(&words::OPENING, "di")?;
        let texts = stage.texts().clone();
        let picture = stage.part(Part::Picture);
        let frame = dom::child(picture, "div", "di-frame", "")?;
        let svg = dom::svg(&frame, "svg", "di-table")?;
        dom::set_attr(&svg, "role", "img");
        let table_rect = dom::svg(&svg, "rect", "di-board")?;
        let grid = dom::svg(&svg, "g", "di-grid")?;
        dom::set_attr(&grid, "aria-hidden", "true");
        let centre = [
            dom::svg(&svg, "circle", "di-o")?,
            dom::svg(&svg, "text", "di-o-label")?,
        ];
        dom::set_text(&centre[1], "O");
        let discs_layer = dom::svg(&svg, "g", "di-discs")?;
        let mirror = dom::svg(&svg, "line", "di-mirror")?;

        let area = stage.part(Part::Practice);
        let form = dom::child_with(area, "form", "widget-form di-play", &[("novalidate", "")])?;
        let spot = InputField::new(&form, "spot")?;
        texts.text(&spot.label, words::SPOT_LABEL);
        let actions = dom::child(&form, "div", "form-actions", "")?;
        let place = texts.child(&actions, "button", "btn btn-primary", words::PLACE)?;
        dom::set_attr(&place, "type", "submit");
        let give_up = texts.button(&actions, "btn di-give-up", words::GIVE_UP)?;
        let status = dom::child_with(area, "p", "di-status", &[("aria-live", "polite")])?;
        let verdict = dom::child(area, "p", "di-verdict", "")?;

        let d = build.dispatch;
        let (typed, gave, clicked, target) = (d.clone(), d.clone(), d, svg.clone());
        let listeners = vec![
            on_submit(&form, move || typed(Msg::Typed))?,
            Listener::new(&give_up, "click", move |_| gave(Msg::GiveUp))?,
            Listener::new(&svg, "click", move |event| {
                // Where the click fell, as fractions 0..1 of the drawing.
                let rect = target.get_bounding_client_rect();
                let client = |key: &str| {
                    js_sys::Reflect::get(&event, &JsValue::from_str(key))
                        .ok()
                        .and_then(|v| v.as_f64())
                };
                if let (Some(x), Some(y)) = (client("clientX"), client("clientY")) {
                    if rect.width() > 0.0 && rect.height() > 0.0 {
                        let fx = (x - rect.left()) / rect.width();
                        let fy = (y - rect.top()) / rect.height();
                        clicked(Msg::Click(fx, fy));
                    }
                }
            })?,
        ];
        Ok(Discs {
            game: SymmetryGame::new(board),
            position: 0,
            gave_up: false,
            spot_error: None,
            picture: svg,
            table_rect,
            grid,
            centre,
            discs_layer,
            mirror,
            spot,
            place,
            give_up,
            status,
            verdict,
            _listeners: listeners,
        })
    }

    fn load(&mut self, board: Board) -> Result<(), JsValue> {
        self.game = SymmetryGame::new(board);
        self.gave_up = false;
        self.spot_error = None;
        self.spot.set_value("");
        Ok(())
    }

    fn values(&self) -> Values {
        let b = self.game.board();
        Values::new(vec![
            ("width", b.width.to_string()),
            ("height", b.height.to_string()),
            ("radius", b.radius.to_string()),
        ])
    }

    fn total(&self) -> usize {
        self.game.discs().len()
    }

    fn update(&mut self, msg: Msg, _lang: Lang) -> Effect {
        let Some(table) = self.game.table() else {
            return Effect::none();
        };
        let spot = match msg {
            Msg::GiveUp => {
                self.gave_up = true;
                return Effect::commands(vec![Command::End]);
            }
            Msg::Click(fx, fy) => {
                // The click turned into tenths (y grows upwards).
                let m = margin(table.width, table.height);
                let x = (fx * (table.width + 2 * m) as f64).round() as i64 - m;
                let y = table.height - ((fy * (table.height + 2 * m) as f64).round() as i64 - m);
                let spot = Spot { x, y };
                self.spot.set_value(&spot.text());
                Ok(spot)
            }
            Msg::Typed => parse_spot(&self.spot.value()),
        };
        // The learner's disc goes after the rounds on screen (later moves are dropped).
        let rounds = SymmetryGame::rounds_shown(self.position);
        self.spot_error = spot.and_then(|spot| self.game.place(rounds, spot)).err();
        if self.spot_error.is_some() {
            return Effect::none();
        }
        self.gave_up = false;
        Effect {
            restart: true,
            commands: vec![Command::End],
        }
    }

    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue> {
        self.position = position;
        self.draw_table(position, lang)?;
        let total = self.total();
        let at_end = position >= total;
        self.spot.show(self.spot_error.as_ref(), lang);
        let over = self.game.table().is_none() || (at_end && (self.gave_up || !self.game.room()));
        dom::set_disabled(&self.place, over);
        dom::set_disabled(&self.give_up, over);
        dom::show_when(&self.status, !over, || match at_end {
            true => words::your_turn(total, lang),
            false => words::replaying(position, total, lang),
        });
        let ended = at_end || self.game.table().is_none();
        dom::show_when(&self.verdict, ended, || {
            self.game.verdict(self.gave_up, lang).unwrap_or_default()
        });
        Ok(())
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        let said = self.game.sentence(position, lang);
        if position > 0 || !self.game.fits() {
            return said;
        }
        // How to start names the player's button: the course's words, not the solver's.
        let how = lang.say(words::OPENING.start);
        format!("{said} {how}")
    }

    fn extra(&self) -> Vec<(&'static str, String)> {
        vec![("moves", self.game.moves_text())]
    }

    fn restore_extra(&mut self, get: &dyn Fn(&str) -> Option<String>, _lang: Lang) {
        // The learner's moves are replayed one by one; the first bad one stops the replay.
        if let Some((text, error)) = self.game.replay(&get("moves").unwrap_or_default()) {
            self.spot.set_value(&text);
            self.spot_error = Some(error);
        }
    }
}

impl Discs {
    fn draw_table(&self, position: usize, lang: Lang) -> Result<(), JsValue> {
        let b = self.game.board();
        let tenths = |v: u64| v as i64 * TENTHS;
        let (w, h, r) = (tenths(b.width), tenths(b.height), tenths(b.radius));
        let m = margin(w, h);
        let view = format!("{} {} {} {}", -m, -m, w + 2 * m, h + 2 * m);
        dom::set_attr(&self.picture, "viewBox", &view);
        let label = words::table_label(b.width, b.height, b.radius, lang);
        dom::set_attr(&self.picture, "aria-label", &label);
        set_numbers(
            &self.table_rect,
            &[("x", 0), ("y", 0), ("width", w), ("height", h)],
        );
        self.draw_grid(w, h)?;
        let (cx, cy, small) = (w / 2, h - h / 2, (w.max(h) / 40).clamp(3, 12));
        set_numbers(
            &self.centre[0],
            &[("cx", cx), ("cy", cy), ("r", small / 2 + 1)],
        );
        let (lx, ly) = (cx + small / 2 + 2, cy - small / 2 - 2);
        set_numbers(
            &self.centre[1],
            &[("x", lx), ("y", ly), ("font-size", small * 2)],
        );
        dom::clear(&self.discs_layer);
        let discs = self.game.discs();
        for (index, spot) in discs.iter().take(position).enumerate() {
            let (class, letter) = if SymmetryGame::by_computer(index) {
                ("di-disc is-computer", words::COMPUTER_LETTER)
            } else {
                ("di-disc is-learner", words::LEARNER_LETTER)
            };
            let group = dom::svg(&self.discs_layer, "g", class)?;
            let circle = dom::svg(&group, "circle", "")?;
            set_numbers(&circle, &[("cx", spot.x), ("cy", h - spot.y), ("r", r)]);
            dom::set_attr(&circle, "data-x", &tenths_text(spot.x));
            dom::set_attr(&circle, "data-y", &tenths_text(spot.y));
            dom::set_attr(&circle, "data-index", &(index + 1).to_string());
            let label = dom::svg(&group, "text", "")?;
            dom::set_text(&label, &format!("{}{}", lang.say(letter), index + 1));
            set_numbers(
                &label,
                &[("x", spot.x), ("y", h - spot.y), ("font-size", r * 3 / 5)],
            );
        }
        // The mirror line, from the learner's disc through O to the answer.
        let answer = position >= 3 && SymmetryGame::by_computer(position - 1);
        match discs.get(position.saturating_sub(2)..position) {
            Some([from, to]) if answer => {
                set_numbers(
                    &self.mirror,
                    &[
                        ("x1", from.x),
                        ("y1", h - from.y),
                        ("x2", to.x),
                        ("y2", h - to.y),
                    ],
                );
                // Re-inserting the line restarts its drawing animation, once per answer shown
                // (not on every redraw while the player runs).
                let step = position.to_string();
                if self.mirror.get_attribute("data-step").as_deref() != Some(step.as_str()) {
                    dom::set_attr(&self.mirror, "data-step", &step);
                    if let Some(parent) = self.mirror.parent_node() {
                        parent.append_child(&self.mirror)?;
                    }
                }
                dom::set_class(&self.mirror, "is-shown", true);
            }
            _ => {
                dom::set_class(&self.mirror, "is-shown", false);
                self.mirror.remove_attribute("data-step")?;
            }
        }
        Ok(())
    }

    /// Light lines at every whole unit, numbered along the bottom and left edges, so the
    /// learner can read coordinates off the drawing.
    fn draw_grid(&self, w: i64, h: i64) -> Result<(), JsValue> {
        let key = format!("{w}x{h}");
        if self.grid.get_attribute("data-size").as_deref() == Some(key.as_str()) {
            return Ok(());
        }
        dom::set_attr(&self.grid, "data-size", &key);
        dom::clear(&self.grid);
        let every = if w.max(h) > 12 * TENTHS { 5 } else { 1 };
        let font = (w.max(h) / 40).clamp(3, 12) + 1;
        let line = |x1, y1, x2, y2| -> Result<(), JsValue> {
            let el = dom::svg(&self.grid, "line", "")?;
            set_numbers(&el, &[("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)]);
            Ok(())
        };
        let number = |x, y, unit: i64| -> Result<(), JsValue> {
            let el = dom::svg(&self.grid, "text", "")?;
            set_numbers(&el, &[("x", x), ("y", y), ("font-size", font)]);
            dom::set_text(&el, &unit.to_string());
            Ok(())
        };
        for unit in 0..=w / TENTHS {
            let x = unit * TENTHS;
            if unit > 0 && x < w {
                line(x, 0, x, h)?;
            }
            if unit % every == 0 {
                number(x, h + font + 1, unit)?;
            }
        }
        for unit in 0..=h / TENTHS {
            let y = h - unit * TENTHS;
            if unit > 0 && y > 0 {
                line(0, y, w, y)?;
            }
            if unit % every == 0 && unit > 0 {
                number(-font, y + font / 3, unit)?;
            }
        }
        Ok(())
    }
}

/// Sets attributes that are numbers (lengths in tenths).
fn set_numbers(el: &Element, attrs: &[(&str, i64)]) {
    for (name, value) in attrs {
        dom::set_attr(el, name, &value.to_string());
    }
}
