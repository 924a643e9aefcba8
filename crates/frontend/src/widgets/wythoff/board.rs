//! The board itself: `size × size` squares with `(0, 0)` at the bottom left and the
//! coordinates on the axes. It is one keyboard stop (a grid with an active descendant): the
//! arrow keys move a cursor, Enter or Space picks the cursor's square; a click picks a square.
//! The board only shows what it is told: every square's look comes in a [`Look`].

use std::rc::Rc;

use nimlab_course::widgets::wythoff as words;
use nimlab_solver::wythoff::Known;
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

/// Everything a square shows: its letter and its marks.
#[derive(Clone, Copy, Default)]
pub struct Look {
    /// P or N once the construction has decided it.
    pub known: Option<Known>,
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
        let marks = [
            (self.queen, "♛"),
            (self.selected, "●"),
            (self.winning, "★"),
            (self.guess, "?"),
            (self.target, "○"),
            (self.new_p, "◆"),
        ];
        marks.into_iter().find(|(on, _)| *on).map_or("", |(_, m)| m)
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
    _listeners: Vec<Listener>,
}

impl BoardView {
    pub fn new(parent: &Element, send: Rc<dyn Fn(BoardEvent)>) -> Result<BoardView, JsValue> {
        let root = dom::child(parent, "div", "wy-scroll", "")?;
        let grid = dom::child(&root, "div", "wy-board", "")?;
        dom::set_attr(&grid, "role", "grid");
        dom::set_attr(&grid, "tabindex", "0");
        let d = send.clone();
        let click = Listener::new(&grid, "click", move |event| {
            let square = event
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|el| el.closest("[data-x]").ok().flatten());
            if let Some((x, y)) = square.and_then(|el| coordinates(&el)) {
                d(BoardEvent::Pick(x, y));
            }
        })?;
        // The arrows move the cursor and Enter picks its square; they never reach the player.
        let own = grid.clone();
        let keys = Listener::new(&grid, "keydown", move |event| {
            let Some(key) = crate::kit::shortcut(&event) else {
                return;
            };
            let event_for = |msg| {
                event.prevent_default();
                event.stop_propagation();
                send(msg);
            };
            match key.key.as_str() {
                "ArrowLeft" => event_for(BoardEvent::Cursor(-1, 0)),
                "ArrowRight" => event_for(BoardEvent::Cursor(1, 0)),
                "ArrowUp" => event_for(BoardEvent::Cursor(0, 1)),
                "ArrowDown" => event_for(BoardEvent::Cursor(0, -1)),
                "Enter" | " " => {
                    let cursor = own
                        .get_attribute("aria-activedescendant")
                        .and_then(|id| own.owner_document()?.get_element_by_id(&id))
                        .and_then(|el| coordinates(&el));
                    if let Some((x, y)) = cursor {
                        event_for(BoardEvent::Pick(x, y));
                    }
                }
                _ => {}
            }
        })?;
        Ok(BoardView {
            grid,
            size: 0,
            squares: Vec::new(),
            _listeners: vec![click, keys],
        })
    }

    /// Draws an empty `size × size` board (rows from the top, `y = size − 1`, down to 0).
    pub fn rebuild(&mut self, size: u64) -> Result<(), JsValue> {
        dom::clear(&self.grid);
        self.size = size;
        let mut squares = Vec::new();
        for y in (0..size).rev() {
            let row = dom::child_with(&self.grid, "div", "wy-row", &[("role", "row")])?;
            let label = dom::child(&row, "span", "wy-axis wy-axis-y", &y.to_string())?;
            dom::set_attr(&label, "aria-hidden", "true");
            for x in 0..size {
                squares.push(Self::square(&row, x, y)?);
            }
        }
        let row = dom::decoration(&self.grid, "div", "wy-row wy-axis-row")?;
        dom::child(&row, "span", "wy-axis wy-corner", "y\u{2009}/\u{2009}x")?;
        for x in 0..size {
            dom::child(&row, "span", "wy-axis wy-axis-x", &x.to_string())?;
        }
        self.squares = squares;
        Ok(())
    }

    fn square(row: &Element, x: u64, y: u64) -> Result<Square, JsValue> {
        let root = dom::child(row, "div", "wy-square", "")?;
        let id = dom::fresh_id("wy-square");
        dom::set_attr(&root, "id", &id);
        dom::set_attr(&root, "role", "gridcell");
        dom::set_attr(&root, "data-x", &x.to_string());
        dom::set_attr(&root, "data-y", &y.to_string());
        let letter = dom::child(&root, "span", "wy-letter", "")?;
        let mark = dom::decoration(&root, "span", "wy-mark")?;
        Ok(Square {
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
        let label = words::board_label(self.size, lang);
        dom::set_attr(&self.grid, "aria-label", &label);
        for square in &self.squares {
            let (x, y) = (square.x, square.y);
            let look = look(x, y);
            let letter = match look.known {
                Some(Known::P(_)) => "P",
                Some(Known::N(_)) => "N",
                None => "",
            };
            dom::set_text(&square.letter, letter);
            dom::set_text(&square.mark, look.mark());
            let el = &square.root;
            dom::set_class(el, "is-p", letter == "P");
            dom::set_class(el, "is-n", letter == "N");
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
    let marks = [
        (matches!(look.known, Some(Known::P(_))), words::P_LOSING),
        (matches!(look.known, Some(Known::N(_))), words::N_WINNING),
        (look.queen, words::QUEEN),
        (look.selected, words::SELECTED),
        (look.winning, words::WINNING_MOVE),
        (look.target && !look.winning, words::REACHABLE),
        (look.new_p, words::NEW_P),
        (look.new_n, words::JUST_BECAME_N),
        (look.guess, words::YOUR_GUESS),
    ];
    let mut parts = vec![format!("({x}, {y})")];
    let shown = marks.into_iter().filter(|(on, _)| *on);
    parts.extend(shown.map(|(_, said)| lang.say(said).to_string()));
    parts.join(", ")
}

fn coordinates(el: &Element) -> Option<(u64, u64)> {
    let x = el.get_attribute("data-x")?.parse().ok()?;
    let y = el.get_attribute("data-y")?.parse().ok()?;
    Some((x, y))
}
