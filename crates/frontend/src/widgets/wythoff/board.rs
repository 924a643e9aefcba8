//! The board itself: `size × size` squares with `(0, 0)` at the bottom left and the
//! coordinates on the axes. It is one keyboard stop (a grid with an active descendant): the
//! arrow keys move a cursor, Enter or Space picks the cursor's square; a click picks a square.
//! The board only shows what it is told: every square's look comes in a [`Look`].

use std::rc::Rc;

use nimlab_solver::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

use crate::dom::{self, Listener};

/// What the learner did on the board.
pub enum BoardEvent {
    /// A square was clicked, or Enter/Space pressed on the cursor.
    Pick(u64, u64),
    /// An arrow key: move the cursor by `(dx, dy)` (up is `+y`).
    Cursor(i8, i8),
}

/// The state a square is drawn in.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub enum Letter {
    #[default]
    Unknown,
    P,
    N,
}

/// Everything a square shows: its letter and its marks.
#[derive(Clone, Copy, Default)]
pub struct Look {
    pub letter: Letter,
    /// A P square found by the last step.
    pub new_p: bool,
    /// An N square found by the last step (hatched).
    pub new_n: bool,
    pub selected: bool,
    pub queen: bool,
    /// A square the selected square (or the queen) can move to.
    pub target: bool,
    /// A target that is a P square: a winning move.
    pub winning: bool,
    /// The learner's guess in predict mode.
    pub guess: bool,
}

impl Look {
    fn mark(&self) -> &'static str {
        if self.queen {
            "♛"
        } else if self.selected {
            "●"
        } else if self.winning {
            "★"
        } else if self.guess {
            "?"
        } else if self.target {
            "○"
        } else if self.new_p {
            "◆"
        } else {
            ""
        }
    }
}

struct Square {
    x: u64,
    y: u64,
    root: Element,
    letter: Element,
    mark: Element,
    id: String,
}

pub struct BoardView {
    grid: Element,
    size: u64,
    squares: Vec<Square>,
    dispatch: Rc<dyn Fn(BoardEvent)>,
    _listeners: Vec<Listener>,
}

impl BoardView {
    pub fn new(parent: &Element, dispatch: Rc<dyn Fn(BoardEvent)>) -> Result<BoardView, JsValue> {
        let root = dom::child(parent, "div", "wy-scroll", "")?;
        let grid = dom::child(&root, "div", "wy-board", "")?;
        dom::set_attr(&grid, "role", "grid");
        dom::set_attr(&grid, "tabindex", "0");
        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(Listener::new(&grid, "click", move |event| {
            let square = event
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|el| el.closest("[data-x]").ok().flatten());
            if let Some((x, y)) = square.and_then(|el| coordinates(&el)) {
                d(BoardEvent::Pick(x, y));
            }
        })?);
        Ok(BoardView {
            grid,
            size: 0,
            squares: Vec::new(),
            dispatch,
            _listeners: listeners,
        })
    }

    /// Keyboard handling needs the cursor, which the widget owns: it installs this listener
    /// with a function telling where the cursor is.
    pub fn keys(&self) -> Result<Listener, JsValue> {
        let d = self.dispatch.clone();
        let grid = self.grid.clone();
        Listener::new(&self.grid, "keydown", move |event| {
            let Some(key) = crate::kit::shortcut(&event) else {
                return;
            };
            let step = match key.key.as_str() {
                "ArrowLeft" => Some((-1, 0)),
                "ArrowRight" => Some((1, 0)),
                "ArrowUp" => Some((0, 1)),
                "ArrowDown" => Some((0, -1)),
                _ => None,
            };
            if let Some((dx, dy)) = step {
                event.prevent_default();
                event.stop_propagation();
                d(BoardEvent::Cursor(dx, dy));
            } else if key.key == "Enter" || key.key == " " {
                event.prevent_default();
                event.stop_propagation();
                let cursor = grid
                    .get_attribute("aria-activedescendant")
                    .and_then(|id| grid.owner_document()?.get_element_by_id(&id))
                    .and_then(|el| coordinates(&el));
                if let Some((x, y)) = cursor {
                    d(BoardEvent::Pick(x, y));
                }
            }
        })
    }

    /// Draws an empty `size × size` board (rows from the top, `y = size − 1`, down to 0).
    pub fn rebuild(&mut self, size: u64) {
        while let Some(old) = self.grid.first_child() {
            let _ = self.grid.remove_child(&old);
        }
        self.size = size;
        let mut squares = Vec::new();
        for y in (0..size).rev() {
            let Ok(row) = dom::child(&self.grid, "div", "wy-row", "") else {
                continue;
            };
            dom::set_attr(&row, "role", "row");
            if let Ok(label) = dom::child(&row, "span", "wy-axis wy-axis-y", &y.to_string()) {
                dom::set_attr(&label, "aria-hidden", "true");
            }
            for x in 0..size {
                squares.extend(Self::square(&row, x, y));
            }
        }
        if let Ok(row) = dom::child(&self.grid, "div", "wy-row wy-axis-row", "") {
            dom::set_attr(&row, "aria-hidden", "true");
            let _ = dom::child(&row, "span", "wy-axis wy-corner", "y\u{2009}/\u{2009}x");
            for x in 0..size {
                let _ = dom::child(&row, "span", "wy-axis wy-axis-x", &x.to_string());
            }
        }
        self.squares = squares;
    }

    fn square(row: &Element, x: u64, y: u64) -> Option<Square> {
        let root = dom::child(row, "div", "wy-square", "").ok()?;
        let id = dom::fresh_id("wy-square");
        dom::set_attr(&root, "id", &id);
        dom::set_attr(&root, "role", "gridcell");
        dom::set_attr(&root, "data-x", &x.to_string());
        dom::set_attr(&root, "data-y", &y.to_string());
        let letter = dom::child(&root, "span", "wy-letter", "").ok()?;
        let mark = dom::child(&root, "span", "wy-mark", "").ok()?;
        dom::set_attr(&mark, "aria-hidden", "true");
        Some(Square {
            x,
            y,
            root,
            letter,
            mark,
            id,
        })
    }

    /// Draws every square from `look(x, y)` and the cursor.
    pub fn draw(&self, cursor: (u64, u64), lang: Lang, look: impl Fn(u64, u64) -> Look) {
        dom::set_attr(
            &self.grid,
            "aria-label",
            &lang.pick(
                format!(
                    "Bàn cờ {0} × {0}; phím mũi tên di chuyển, Enter để chọn ô",
                    self.size
                ),
                format!(
                    "{0} × {0} board; arrow keys move, Enter picks a square",
                    self.size
                ),
            ),
        );
        for square in &self.squares {
            let (x, y) = (square.x, square.y);
            let look = look(x, y);
            let letter = match look.letter {
                Letter::Unknown => "",
                Letter::P => "P",
                Letter::N => "N",
            };
            dom::set_text(&square.letter, letter);
            dom::set_text(&square.mark, look.mark());
            let el = &square.root;
            dom::set_class(el, "is-p", look.letter == Letter::P);
            dom::set_class(el, "is-n", look.letter == Letter::N);
            dom::set_class(el, "is-new-p", look.new_p);
            dom::set_class(el, "is-new-n", look.new_n);
            dom::set_class(el, "is-selected", look.selected);
            dom::set_class(el, "is-queen", look.queen);
            dom::set_class(el, "is-target", look.target);
            dom::set_class(el, "is-winning", look.winning);
            dom::set_class(el, "is-guess", look.guess);
            let is_cursor = (x, y) == cursor;
            dom::set_class(el, "is-cursor", is_cursor);
            if is_cursor {
                dom::set_attr(&self.grid, "aria-activedescendant", &square.id);
            }
            dom::set_attr(el, "aria-label", &describe(x, y, &look, lang));
        }
    }
}

/// What a screen reader says for a square: its coordinates, letter and marks.
fn describe(x: u64, y: u64, look: &Look, lang: Lang) -> String {
    let mut parts = vec![format!("({x}, {y})")];
    match look.letter {
        Letter::P => parts.push(lang.pick("P, thua", "P, losing").to_string()),
        Letter::N => parts.push(lang.pick("N, thắng", "N, winning").to_string()),
        Letter::Unknown => {}
    }
    let marks = [
        (look.queen, "quân hậu", "queen"),
        (look.selected, "đang chọn", "selected"),
        (look.winning, "nước thắng", "winning move"),
        (look.target && !look.winning, "đi tới được", "reachable"),
        (look.new_p, "P mới", "new P"),
        (look.new_n, "vừa thành N", "just became N"),
        (look.guess, "ô bạn đoán", "your guess"),
    ];
    for (on, vi, en) in marks {
        if on {
            parts.push(lang.pick(vi, en).to_string());
        }
    }
    parts.join(", ")
}

fn coordinates(el: &Element) -> Option<(u64, u64)> {
    let x = el.get_attribute("data-x")?.parse().ok()?;
    let y = el.get_attribute("data-y")?.parse().ok()?;
    Some((x, y))
}
