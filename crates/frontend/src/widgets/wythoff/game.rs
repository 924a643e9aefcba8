//! Below the player: the queen game against the computer on the shared play panel (the
//! queen is drawn and moved on the widget's own board), and the analysis of any position up
//! to `2^64 − 1` with every winning move and the losing pair it aims at.

use std::rc::Rc;

use nimlab_solver::input::Field;
use nimlab_solver::play::Match;
use nimlab_solver::wythoff::{
    after, explain, p_positions, pair_text, parse_position, parse_square, verdict_sentence,
    winning_moves, Heaps, PPosition, QueenGame, QueenMove, HEAPS, MAX_BOARD,
};
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit;
use crate::kit::fields::InputField;
use crate::kit::play::{Board, Play};
use crate::kit::text::{Texts, Words};

/// The start field (its messages talk about the start square).
const START: Field = Field::new("start", "Thế xuất phát", "Start", "4 6");

/// The queen game's set-up (the start square) and its words; the queen itself is drawn on the
/// widget's board.
pub struct QueenBoard {
    size: u64,
    /// The game is on the board: the learner started it (New game) or moved in it. Until then
    /// the board's clicks select squares.
    pub live: bool,
    start: Option<InputField>,
    pub start_error: Option<InputError>,
    send: Rc<dyn Fn(Play<QueenBoard>)>,
    _listeners: Vec<Listener>,
}

impl QueenBoard {
    pub fn new(size: u64, send: Rc<dyn Fn(Play<QueenBoard>)>) -> QueenBoard {
        QueenBoard {
            size,
            live: false,
            start: None,
            start_error: None,
            send,
            _listeners: Vec::new(),
        }
    }

    /// A new board: the game goes off it, and the start square stays on it.
    pub fn set_size(&mut self, size: u64) {
        self.size = size;
        self.live = false;
        let text = self
            .start
            .as_ref()
            .map(InputField::value)
            .unwrap_or_default();
        if parse_square(&text, size, START).is_err() {
            let corner = |v: u64| v.min(size - 1);
            self.offer_start(Heaps {
                a: corner(4),
                b: corner(6),
            });
        }
    }

    /// Puts `square` in the start field (a selected square, or a link's).
    pub fn offer_start(&mut self, square: Heaps) {
        self.set_start_text(&format!("{} {}", square.a, square.b), None);
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
        texts.text(
            &field.label,
            "Ô xuất phát x y (ví dụ 4 6)",
            "Start square x y (e.g. 4 6)",
        );
        let send = self.send.clone();
        self._listeners
            .push(Listener::new(&form, "submit", move |event| {
                event.prevent_default();
                send(Play::NewGame);
            })?);
        self.start = Some(field);
        let size = self.size;
        self.set_size(size);
        Ok(())
    }

    fn start(&mut self, _offered: Heaps) -> Result<Heaps, InputError> {
        let text = self
            .start
            .as_ref()
            .map(InputField::value)
            .unwrap_or_default();
        let start = parse_square(&text, self.size, START);
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
    ) {
        if let Some(field) = &self.start {
            field.show(self.start_error.as_ref(), lang);
        }
    }

    fn update(&mut self, _msg: (), _game: &Match<QueenGame>) -> Option<QueenMove> {
        None
    }

    /// The theorem's picture: the losing pairs up to the queen's larger coordinate, the one
    /// the queen stands on or the ones a move reaches marked (with a symbol, not colour alone).
    fn draw_analysis(&self, area: &Element, game: &Match<QueenGame>, lang: Lang) {
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
        let _ = (|| -> Result<(), JsValue> {
            let table = kit::titled_table(
                area,
                ["wy-pairs-title", "wy-scroll", "wy-pairs"],
                &lang.pick(
                    format!("Các cặp thua (a_k, b_k) với a_k ≤ {largest}: đứng ở một cặp là thua, đi được tới một cặp là thắng"),
                    format!("The losing pairs (a_k, b_k) with a_k ≤ {largest}: standing on one loses, moving onto one wins"),
                ),
            )?;
            let head = dom::child(&dom::child(&table, "thead", "", "")?, "tr", "", "")?;
            for title in [
                "k",
                "a_k = ⌊kφ⌋",
                "b_k = a_k + k",
                lang.pick("Với hậu ở", "For the queen on"),
            ] {
                dom::set_attr(&dom::child(&head, "th", "", title)?, "scope", "col");
            }
            let body = dom::child(&table, "tbody", "", "")?;
            let square = pair_text(queen);
            for pair in pairs {
                let on =
                    |h: Heaps| (h.a, h.b) == (pair.a, pair.b) || (h.b, h.a) == (pair.a, pair.b);
                let (class, note) = if on(queen) {
                    (
                        "is-here",
                        lang.pick(
                            format!("★ {square}: hậu đứng trên cặp này"),
                            format!("★ {square}: the queen is on this pair"),
                        ),
                    )
                } else if let Some(&target) = targets.iter().find(|&&t| on(t)) {
                    let to = pair_text(target);
                    (
                        "is-target",
                        lang.pick(
                            format!("→ {to}: một nước từ {square} tới đây"),
                            format!("→ {to}: one move from {square}"),
                        ),
                    )
                } else {
                    ("", String::new())
                };
                let row = dom::child(&body, "tr", class, "")?;
                dom::set_attr(
                    &dom::child(&row, "th", "", &pair.k.to_string())?,
                    "scope",
                    "row",
                );
                dom::child(&row, "td", "", &pair.a.to_string())?;
                dom::child(&row, "td", "", &pair.b.to_string())?;
                dom::child(&row, "td", "wy-pair-note", &note)?;
            }
            Ok(())
        })();
    }

    /// The square the queen left (the history reads "(4, 6) → (3, 5)").
    fn how_to_move(&self, lang: Lang) -> String {
        if self.live {
            lang.pick(
                "bấm một ô ○ trên bàn cờ (hoặc gõ ô đích).",
                "click a ○ square on the board (or type the target).",
            )
        } else {
            lang.pick(
                "bấm “Ván mới” để đặt hậu lên ô xuất phát, rồi bấm một ô ○ trên bàn cờ (hoặc gõ ô đích).",
                "press “New game” to put the queen on the start square, then click a ○ square on the board (or type the target).",
            )
        }
        .to_string()
    }

    fn typed_label(&self) -> Words {
        ("Ô đích của nước đi x y", "Target square of your move x y")
    }
}

/// The analysis of one position, as exact as the solver: the verdict, then one line per
/// winning move naming the losing pair `(a_k, b_k)` it lands on.
pub struct Analysis {
    pub position: Heaps,
    error: Option<InputError>,
    field: InputField,
    verdict: Element,
    moves: Element,
    _listeners: Vec<Listener>,
}

/// The analysis shown at rest: a position with eighteen-digit piles.
const DEFAULT_ANALYSIS: Heaps = Heaps {
    a: 1_000_000_000_000_000_000,
    b: 1_618_033_988_749_894_000,
};

impl Analysis {
    pub fn new(
        parent: &Element,
        texts: &Texts,
        on_submit: Rc<dyn Fn()>,
    ) -> Result<Analysis, JsValue> {
        texts.child(
            parent,
            "p",
            "wy-panel-intro",
            (
                "Quá lớn để vẽ, nhưng vẫn tính chính xác: bộ giải dùng a_k = ⌊kφ⌋ bằng căn bậc hai nguyên.",
                "Too big to draw, yet computed exactly: the solver finds a_k = ⌊kφ⌋ with an integer square root.",
            ),
        )?;
        let form = dom::child(parent, "form", "widget-form wy-analysis", "")?;
        dom::set_attr(&form, "novalidate", "");
        let field = InputField::new(&form, "position")?;
        dom::set_attr(&field.input, "inputmode", "numeric");
        texts.text(
            &field.label,
            "Hai đống x y (mỗi đống từ 0 tới 18446744073709551615)",
            "Two piles x y (each from 0 to 18446744073709551615)",
        );
        let actions = dom::child(&form, "div", "form-actions", "")?;
        let go = dom::child(&actions, "button", "btn btn-primary", "")?;
        dom::set_attr(&go, "type", "submit");
        texts.text(&go, "Phân tích", "Analyse");
        let verdict = dom::child(parent, "p", "wy-verdict", "")?;
        dom::set_attr(&verdict, "aria-live", "polite");
        let moves = dom::child(parent, "ul", "wy-analysis-moves", "")?;
        let listeners = vec![crate::kit::on_submit(&form, move || on_submit())?];
        field.set_value(&format!("{} {}", DEFAULT_ANALYSIS.a, DEFAULT_ANALYSIS.b));
        Ok(Analysis {
            position: DEFAULT_ANALYSIS,
            error: None,
            field,
            verdict,
            moves,
            _listeners: listeners,
        })
    }

    /// Reads `text` (or the field when `None`); the last good position stays on errors.
    pub fn read(&mut self, text: Option<&str>) {
        if let Some(text) = text {
            self.field.set_value(text);
        }
        match parse_position(&self.field.value(), HEAPS) {
            Ok(position) => {
                self.position = position;
                self.error = None;
            }
            Err(e) => self.error = Some(e),
        }
    }

    pub fn draw(&self, lang: Lang) {
        self.field.show(self.error.as_ref(), lang);
        let h = self.position;
        dom::set_text(&self.verdict, &verdict_sentence(h, lang));
        dom::clear(&self.moves);
        for mv in winning_moves(h) {
            let _ = dom::child(&self.moves, "li", "", &explain(h, mv, lang));
        }
    }
}
