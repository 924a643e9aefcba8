//! The queen game against the computer on the shared play panel, in its own build (see
//! `kit::game_host`). The queen is drawn and moved on the widget's board, in the widget's
//! build: the game reports where the queen stands and whether the learner is to move
//! ([`QueenBoard::report`]), and takes the board's clicks as moves ([`QueenBoard::act`]).
//!
//! The widget offers the board's size, the square selected on it (`start`) and a link's square
//! that was refused (`cell`, shown at the start field with its reason).

use std::rc::Rc;

use nimlab_course::widgets::wythoff as words;
use nimlab_solver::input::Field;
use nimlab_solver::play::{Match, Side};
use nimlab_solver::wythoff::{
    after, p_positions, pair_text, parse_square, winning_moves, Heaps, PPosition, QueenGame,
    QueenMove, MAX_BOARD, SQUARE,
};
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit;
use crate::kit::fields::InputField;
use crate::kit::game_host::{Offer, Offered};
use crate::kit::play::{Board, Play, PlayPanel};
use crate::kit::stepper::Stepper;
use crate::kit::text::{Texts, Words};

/// The start field (its messages talk about the start square).
const START: Field = Field::new("start", words::START_NAME.0, words::START_NAME.1, "4 6");

/// The queen game's set-up (the start square) and its words; the queen itself is drawn on the
/// widget's board.
pub struct QueenBoard {
    size: u64,
    /// The game is on the board: the learner started it (New game) or moved in it. Until then
    /// the board's clicks select squares.
    pub live: bool,
    start: Option<InputField>,
    pub start_error: Option<InputError>,
    /// The widget's `start` and `cell` as last taken: only a change is acted on.
    offered: (String, String),
    send: Rc<dyn Fn(Play<QueenBoard>)>,
    _submit: Option<Listener>,
}

impl QueenBoard {
    pub fn new(size: u64, send: Rc<dyn Fn(Play<QueenBoard>)>) -> QueenBoard {
        QueenBoard {
            size,
            live: false,
            start: None,
            start_error: None,
            offered: (String::new(), String::new()),
            send,
            _submit: None,
        }
    }

    /// A new board: the game goes off it, and the start square stays on it.
    pub fn set_size(&mut self, size: u64) {
        self.size = size;
        self.live = false;
        let text = self.start.as_ref().map(InputField::value);
        if parse_square(&text.unwrap_or_default(), size, START).is_err() {
            let corner = |v: u64| v.min(size - 1);
            self.set_start_text(&format!("{} {}", corner(4), corner(6)), None);
        }
    }

    /// Writes the start field's text, with why it is refused.
    pub fn set_start_text(&mut self, text: &str, error: Option<InputError>) {
        if let Some(field) = &self.start {
            field.set_value(text);
        }
        self.start_error = error;
    }
}

impl Board for QueenBoard {
    type Rules = QueenGame;
    type Msg = ();

    fn rules(&self) -> QueenGame {
        QueenGame { size: self.size }
    }

    fn setup(&mut self, area: &Element, texts: &Texts) -> Result<(), JsValue> {
        let form = dom::child(area, "form", "widget-form wy-game-setup", "")?;
        dom::set_attr(&form, "novalidate", "");
        let field = InputField::new(&form, "start")?;
        texts.text(&field.label, words::START_SQUARE);
        let send = self.send.clone();
        self._submit = Some(kit::on_submit(&form, move || send(Play::NewGame))?);
        self.start = Some(field);
        self.set_size(self.size);
        Ok(())
    }

    fn start(&mut self, _offered: Heaps) -> Result<Heaps, InputError> {
        let text = self.start.as_ref().map(InputField::value);
        let start = parse_square(&text.unwrap_or_default(), self.size, START);
        self.start_error = start.as_ref().err().cloned();
        // The refusal is said at the start field itself, not again under the set-up row.
        start.map_err(|_| InputError::custom(START, "", ""))
    }

    fn draw(
        &mut self,
        _area: &Element,
        _game: &Match<QueenGame>,
        lang: Lang,
        _send: &Rc<dyn Fn(Play<QueenBoard>)>,
    ) -> Result<(), JsValue> {
        if let Some(field) = &self.start {
            field.show(self.start_error.as_ref(), lang);
        }
        Ok(())
    }

    fn update(&mut self, _msg: (), _game: &Match<QueenGame>) -> Option<QueenMove> {
        None
    }

    /// The theorem's picture: the losing pairs up to the queen's larger coordinate, the one
    /// the queen stands on or the ones a move reaches marked (with a symbol, not colour alone).
    fn draw_analysis(
        &self,
        area: &Element,
        game: &Match<QueenGame>,
        lang: Lang,
    ) -> Result<(), JsValue> {
        dom::clear(area);
        let queen = *game.position();
        let targets: Vec<Heaps> = winning_moves(queen)
            .into_iter()
            .map(|mv| after(queen, mv))
            .collect();
        let largest = queen.a.max(queen.b);
        let pairs = std::iter::once(PPosition { k: 0, a: 0, b: 0 })
            .chain(p_positions(u64::MAX))
            .take_while(|pair| pair.a <= largest)
            .take(MAX_BOARD as usize + 1);
        let table = kit::titled_table(
            area,
            ["wy-pairs-title", "wy-scroll", "wy-pairs"],
            &words::pairs_title(largest, lang),
        )?;
        let head = dom::child(&dom::child(&table, "thead", "", "")?, "tr", "", "")?;
        for title in words::PAIRS_HEADS {
            let th = dom::child(&head, "th", "", lang.say(title))?;
            dom::set_attr(&th, "scope", "col");
        }
        let body = dom::child(&table, "tbody", "", "")?;
        let square = pair_text(queen);
        for pair in pairs {
            let on = |h: Heaps| (h.a, h.b) == (pair.a, pair.b) || (h.b, h.a) == (pair.a, pair.b);
            let (class, note) = if on(queen) {
                ("is-here", words::queen_on_pair(&square, lang))
            } else if let Some(&target) = targets.iter().find(|&&t| on(t)) {
                let to = pair_text(target);
                ("is-target", words::one_move_to(&to, &square, lang))
            } else {
                ("", String::new())
            };
            let row = dom::child(&body, "tr", class, "")?;
            let th = dom::child(&row, "th", "", &pair.k.to_string())?;
            dom::set_attr(&th, "scope", "row");
            dom::child(&row, "td", "", &pair.a.to_string())?;
            dom::child(&row, "td", "", &pair.b.to_string())?;
            dom::child(&row, "td", "wy-pair-note", &note)?;
        }
        Ok(())
    }

    /// The square the queen left (the history reads "(4, 6) → (3, 5)").
    fn how_to_move(&self, lang: Lang) -> String {
        lang.say(if self.live {
            words::HOW_TO_MOVE
        } else {
            words::HOW_TO_START
        })
        .to_string()
    }

    fn typed_label(&self) -> Words {
        words::TARGET_SQUARE
    }
}

/// The corner: the queen board reads its start from its own field, not from the offer.
const CORNER: Heaps = Heaps { a: 0, b: 0 };

impl Offered for QueenBoard {
    const PREFIX: &'static str = "wy";

    fn from_offer(offer: &Offer, send: &Rc<dyn Fn(Play<Self>)>) -> Option<(QueenBoard, Heaps)> {
        let size = offered_size(offer)?;
        Some((QueenBoard::new(size, send.clone()), CORNER))
    }

    /// A new board starts a new game; a square selected on it becomes the start, and starts a
    /// game unless one is on the board; a link's refused square is shown with its reason.
    fn take_offer(&mut self, offer: &Offer) -> Option<Heaps> {
        let size = offered_size(offer)?;
        let mut new_game = size != self.size;
        if new_game {
            self.set_size(size);
        }
        let (start, cell) = (offer.get("start"), offer.get("cell"));
        if start != self.offered.0 {
            if let Ok(square) = parse_square(start, size, SQUARE) {
                self.set_start_text(&format!("{} {}", square.a, square.b), None);
                new_game |= !self.live;
            }
        }
        if cell != self.offered.1 && !cell.is_empty() {
            if let Err(error) = parse_square(cell, size, SQUARE) {
                self.set_start_text(cell, Some(error));
            }
        }
        self.offered = (start.to_string(), cell.to_string());
        new_game.then_some(CORNER)
    }

    fn opened(panel: &mut PlayPanel<Self>, offer: &Offer) {
        if panel.board.take_offer(offer).is_some() {
            panel.new_game();
        }
    }

    /// The game goes on the board once the learner starts it or moves in it.
    fn settle(panel: &mut PlayPanel<Self>, new_game: bool) {
        let started = new_game && panel.board.start_error.is_none();
        let moved = panel
            .game()
            .is_some_and(|game| game.turns().iter().any(|turn| turn.by == Side::Learner));
        if started || moved {
            panel.board.live = true;
        }
    }

    /// Where the queen stands while the game is on the board, and whether the learner is to
    /// move (the board's clicks are then moves).
    fn report(panel: &PlayPanel<Self>) -> Vec<(&'static str, String)> {
        let Some(game) = panel.game().filter(|_| panel.board.live) else {
            return Vec::new();
        };
        let queen = game.position();
        let to_move = !game.is_over() && game.to_move() == Side::Learner;
        vec![
            ("queen", format!("{} {}", queen.a, queen.b)),
            ("to-move", if to_move { "learner" } else { "" }.to_string()),
        ]
    }

    /// A click on the board while the learner is to move: the queen goes there if she can.
    fn act(panel: &mut PlayPanel<Self>, action: &Offer) {
        let Some(game) = panel.game() else { return };
        let Ok(to) = parse_square(action.get("move"), panel.board.size, SQUARE) else {
            return;
        };
        let from = *game.position();
        panel.update(Play::Move(QueenMove { from, to }));
        Self::settle(panel, false);
    }
}

/// The board's size, read by the widget's own parser.
fn offered_size(offer: &Offer) -> Option<u64> {
    super::Wythoff::parse(&offer.values(&["size"])).ok()
}
