//! Below the player: a game against the computer on the board, and the analysis of any
//! position up to `2^64 − 1` with every winning move and the losing pair it aims at.

use std::rc::Rc;

use nimlab_solver::wythoff::{
    self, after, pair_of, parse_position, parse_square, Game, Heaps, Pile, Side, WinningMove,
    HEAPS, SQUARE,
};
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlSelectElement};

use crate::dom::{self, Listener};
use crate::kit;
use crate::kit::form::InputField;

pub enum GameMsg {
    NewGame,
    Typed,
    Undo,
}

/// The start field's own name (its messages talk about the start square).
const START: nimlab_solver::input::Field =
    nimlab_solver::input::Field::new("start", "Thế xuất phát", "Start", "4 6");

pub struct GamePanel {
    pub root: Element,
    pub game: Option<Game>,
    /// The learner's last refused move, shown at the move field and under the board.
    pub move_error: Option<InputError>,
    start_error: Option<InputError>,
    title: Element,
    intro: Element,
    start: InputField,
    first_label: Element,
    first: Element,
    first_options: [Element; 2],
    new_game: Element,
    status: Element,
    typed: InputField,
    typed_go: Element,
    undo: Element,
    history_title: Element,
    history: Element,
    _listeners: Vec<Listener>,
}

impl GamePanel {
    pub fn new(parent: &Element, dispatch: Rc<dyn Fn(GameMsg)>) -> Result<GamePanel, JsValue> {
        let (root, title) = kit::panel(parent, "wy-game", "wy-panel-title", "wy-game")?;
        let intro = dom::child(&root, "p", "wy-panel-intro", "")?;

        let setup = dom::child(&root, "form", "widget-form wy-game-setup", "")?;
        dom::set_attr(&setup, "novalidate", "");
        let start = InputField::new(&setup, "start")?;
        let wrap = dom::child(&setup, "div", "field wy-select", "")?;
        let first_label = dom::child(&wrap, "label", "", "")?;
        let first = dom::child(&wrap, "select", "wy-first", "")?;
        let id = dom::fresh_id("first");
        dom::set_attr(&first, "id", &id);
        dom::set_attr(&first, "name", "first");
        dom::set_attr(&first_label, "for", &id);
        let learner = dom::child(&first, "option", "", "")?;
        let computer = dom::child(&first, "option", "", "")?;
        dom::set_attr(&learner, "value", "learner");
        dom::set_attr(&computer, "value", "computer");
        let actions = dom::child(&setup, "div", "form-actions", "")?;
        let new_game = dom::child(&actions, "button", "btn btn-primary wy-new-game", "")?;
        dom::set_attr(&new_game, "type", "submit");

        let status = dom::child(&root, "p", "wy-game-status", "")?;
        dom::set_attr(&status, "aria-live", "polite");

        let form = dom::child(&root, "form", "widget-form wy-typed", "")?;
        dom::set_attr(&form, "novalidate", "");
        let typed = InputField::new(&form, "move")?;
        let actions = dom::child(&form, "div", "form-actions", "")?;
        let typed_go = dom::child(&actions, "button", "btn", "")?;
        dom::set_attr(&typed_go, "type", "submit");
        let undo = dom::button(&actions, "btn wy-undo", "")?;

        let history_title = dom::child(&root, "h5", "wy-history-title", "")?;
        let history = dom::child(&root, "ol", "wy-history", "")?;

        let mut listeners = Vec::new();
        let submit = |el: &Element, msg: fn() -> GameMsg| {
            let d = dispatch.clone();
            Listener::new(el, "submit", move |event| {
                event.prevent_default();
                d(msg());
            })
        };
        listeners.push(submit(&setup, || GameMsg::NewGame)?);
        listeners.push(submit(&form, || GameMsg::Typed)?);
        let d = dispatch.clone();
        listeners.push(Listener::new(&undo, "click", move |_| d(GameMsg::Undo))?);

        Ok(GamePanel {
            root,
            game: None,
            move_error: None,
            start_error: None,
            title,
            intro,
            start,
            first_label,
            first,
            first_options: [learner, computer],
            new_game,
            status,
            typed,
            typed_go,
            undo,
            history_title,
            history,
            _listeners: listeners,
        })
    }

    /// Puts a square in the start field (the square the learner selected).
    pub fn offer_start(&self, square: Heaps) {
        if !self.game.as_ref().is_some_and(|g| !g.is_over()) {
            self.start.set_value(&format!("{} {}", square.a, square.b));
            self.start.show(None, Lang::Vi);
        }
    }

    /// Shows a refused start square (from a shared link) at the start field.
    pub fn refuse_start(&mut self, text: &str, error: InputError, lang: Lang) {
        self.start.set_value(text);
        self.start_error = Some(error);
        self.start.show(self.start_error.as_ref(), lang);
    }

    /// Whether a game is going on and waits for the learner.
    pub fn learners_turn(&self) -> bool {
        self.game
            .as_ref()
            .is_some_and(|g| !g.is_over() && g.to_move() == Side::Learner)
    }

    /// A new board size ends the game (its squares may be gone).
    pub fn end(&mut self) {
        self.game = None;
        self.move_error = None;
    }

    pub fn update(&mut self, msg: GameMsg, size: u64, lang: Lang) {
        match msg {
            GameMsg::NewGame => match parse_square(&self.start.value(), size, START) {
                Ok(start) => {
                    let first = match dom_value(&self.first).as_str() {
                        "computer" => Side::Computer,
                        _ => Side::Learner,
                    };
                    let mut game = Game::new(start, first);
                    game.computer_plays();
                    self.game = Some(game);
                    self.start_error = None;
                    self.move_error = None;
                    self.typed.set_value("");
                }
                Err(e) => self.start_error = Some(e),
            },
            GameMsg::Typed => {
                let square = parse_square(&self.typed.value(), size, SQUARE);
                match square {
                    Ok(to) => self.learner_moves(to),
                    Err(e) => self.move_error = Some(e),
                }
                if self.move_error.is_none() {
                    self.typed.set_value("");
                }
            }
            GameMsg::Undo => {
                if let Some(game) = &mut self.game {
                    game.undo();
                }
                self.move_error = None;
            }
        }
        self.show_errors(lang);
    }

    /// The learner moves the queen to `to` (a click or a typed square); the computer answers.
    pub fn learner_moves(&mut self, to: Heaps) {
        let Some(game) = &mut self.game else { return };
        if game.to_move() != Side::Learner && !game.is_over() {
            return;
        }
        match game.play(to, SQUARE) {
            Ok(_) => {
                self.move_error = None;
                game.computer_plays();
            }
            Err(e) => self.move_error = Some(e),
        }
    }

    pub fn show_errors(&self, lang: Lang) {
        self.start.show(self.start_error.as_ref(), lang);
        self.typed.show(self.move_error.as_ref(), lang);
    }

    /// A one-line account of the game for under the board (`None` when no game is on).
    pub fn summary(&self, lang: Lang) -> Option<String> {
        let game = self.game.as_ref()?;
        let p = game.position();
        if let Some(winner) = game.winner() {
            return Some(match winner {
                Side::Learner => lang.pick(
                    "Hậu đã vào góc (0, 0) sau nước đi của bạn: bạn thắng!".to_string(),
                    "The queen reached the corner (0, 0) on your move: you win!".to_string(),
                ),
                Side::Computer if game.squares().is_empty() => lang.pick(
                    "Hậu ở ngay góc (0, 0): bạn không còn nước đi nên thua.".to_string(),
                    "The queen starts in the corner (0, 0): you cannot move, so you lose."
                        .to_string(),
                ),
                Side::Computer => lang.pick(
                    "Máy đưa hậu vào góc (0, 0): máy thắng. Bấm “Đi lại” để thử cách khác."
                        .to_string(),
                    "The computer moved the queen to the corner (0, 0): the computer wins. \
                     Press “Undo” to try another way."
                        .to_string(),
                ),
            });
        }
        if let Some(error) = &self.move_error {
            return Some(error.reason(lang));
        }
        let last = game
            .squares()
            .len()
            .checked_sub(1)
            .filter(|&i| game.mover(i) == Side::Computer);
        let before = match last {
            Some(i) => {
                let from = i
                    .checked_sub(1)
                    .and_then(|j| game.squares().get(j).copied())
                    .unwrap_or(game.start());
                lang.pick(
                    format!("Máy đi {} → {}. ", pair(from), pair(p)),
                    format!("The computer moved {} → {}. ", pair(from), pair(p)),
                )
            }
            None => String::new(),
        };
        Some(lang.pick(
            format!(
                "{before}Hậu ở {}; đến lượt bạn: bấm một ô ○ trên bàn cờ (hoặc gõ ô đích).",
                pair(p)
            ),
            format!(
                "{before}The queen is on {}; your turn: click a ○ square on the board (or type the target).",
                pair(p)
            ),
        ))
    }

    pub fn draw(&self, lang: Lang) {
        let status = match &self.game {
            None => lang
                .pick(
                    "Chưa có ván nào. Chọn ô xuất phát (hoặc bấm một ô trên bàn cờ) và người đi trước, rồi bấm “Ván mới”.",
                    "No game yet. Choose the start square (or click one on the board) and who moves first, then press “New game”.",
                )
                .to_string(),
            Some(_) => self.summary(lang).unwrap_or_default(),
        };
        dom::set_text(&self.status, &status);
        let playing = self.learners_turn();
        dom::set_disabled(&self.typed_go, !playing);
        let can_undo = self
            .game
            .as_ref()
            .is_some_and(|g| (0..g.squares().len()).any(|i| g.mover(i) == Side::Learner));
        dom::set_disabled(&self.undo, !can_undo);

        while let Some(old) = self.history.first_child() {
            let _ = self.history.remove_child(&old);
        }
        let Some(game) = &self.game else {
            dom::set_hidden(&self.history_title, true);
            return;
        };
        dom::set_hidden(&self.history_title, game.squares().is_empty());
        let mut from = game.start();
        for (i, &to) in game.squares().iter().enumerate() {
            let who = match game.mover(i) {
                Side::Learner => lang.pick("Bạn", "You"),
                Side::Computer => lang.pick("Máy", "Computer"),
            };
            let mark = if wythoff::is_p_position(to) {
                lang.pick(" (tới ô P)", " (to a P square)")
            } else {
                ""
            };
            let _ = dom::child(
                &self.history,
                "li",
                "",
                &format!("{who}: {} → {}{mark}", pair(from), pair(to)),
            );
            from = to;
        }
    }

    pub fn relabel(&self, lang: Lang) {
        dom::set_text(
            &self.title,
            lang.pick("Chơi với máy trên bàn cờ", "Play the computer on the board"),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Máy luôn đi nước thắng khi có. Hãy xuất phát từ một ô N và tự mình đi vào các ô P; \
                 từ một ô P, máy không có nước thắng và bạn sẽ có cơ hội.",
                "The computer plays a winning move whenever there is one. Start on an N square \
                 and move onto P squares yourself; from a P square the computer has no winning \
                 move, and you get your chance.",
            ),
        );
        self.start
            .set_label(lang.pick("Ô xuất phát x y (ví dụ 4 6)", "Start square x y (e.g. 4 6)"));
        dom::set_text(
            &self.first_label,
            lang.pick("Ai đi trước", "Who moves first"),
        );
        dom::set_text(&self.first_options[0], lang.pick("Bạn", "You"));
        dom::set_text(&self.first_options[1], lang.pick("Máy", "The computer"));
        dom::set_text(&self.new_game, lang.pick("Ván mới", "New game"));
        self.typed
            .set_label(lang.pick("Ô đích của nước đi x y", "Target square of your move x y"));
        dom::set_text(&self.typed_go, lang.pick("Đi", "Move"));
        dom::set_text(&self.undo, lang.pick("Đi lại (hoàn tác)", "Undo"));
        dom::set_text(
            &self.history_title,
            lang.pick("Các nước đã đi", "Moves so far"),
        );
        self.show_errors(lang);
    }
}

fn dom_value(select: &Element) -> String {
    select
        .dyn_ref::<HtmlSelectElement>()
        .map(|s| s.value())
        .unwrap_or_default()
}

pub fn pair(h: Heaps) -> String {
    format!("({}, {})", h.a, h.b)
}

/// The analysis of one position, as exact as the solver: the verdict, then one line per
/// winning move naming the losing pair `(a_k, b_k)` it lands on.
pub struct Analysis {
    pub root: Element,
    pub position: Heaps,
    error: Option<InputError>,
    title: Element,
    intro: Element,
    field: InputField,
    go: Element,
    verdict: Element,
    moves: Element,
    _listeners: Vec<Listener>,
}

/// The analysis shown at rest: a position with eighteen-digit piles.
pub const DEFAULT_ANALYSIS: Heaps = Heaps {
    a: 1_000_000_000_000_000_000,
    b: 1_618_033_988_749_894_000,
};

impl Analysis {
    pub fn new(parent: &Element, on_submit: Rc<dyn Fn()>) -> Result<Analysis, JsValue> {
        let (root, title) = kit::panel(parent, "wy-analysis", "wy-panel-title", "wy-analysis")?;
        let intro = dom::child(&root, "p", "wy-panel-intro", "")?;
        let form = dom::child(&root, "form", "widget-form", "")?;
        dom::set_attr(&form, "novalidate", "");
        let field = InputField::new(&form, "position")?;
        dom::set_attr(&field.input, "inputmode", "numeric");
        let actions = dom::child(&form, "div", "form-actions", "")?;
        let go = dom::child(&actions, "button", "btn btn-primary", "")?;
        dom::set_attr(&go, "type", "submit");
        let verdict = dom::child(&root, "p", "wy-verdict", "")?;
        dom::set_attr(&verdict, "aria-live", "polite");
        let moves = dom::child(&root, "ul", "wy-analysis-moves", "")?;
        let listeners = vec![crate::kit::on_submit(&form, move || on_submit())?];
        field.set_value(&format!("{} {}", DEFAULT_ANALYSIS.a, DEFAULT_ANALYSIS.b));
        Ok(Analysis {
            root,
            position: DEFAULT_ANALYSIS,
            error: None,
            title,
            intro,
            field,
            go,
            verdict,
            moves,
            _listeners: listeners,
        })
    }

    /// Reads `text` (or the field when `None`); keeps the last good position on errors.
    pub fn read(&mut self, text: Option<&str>, lang: Lang) -> bool {
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
        self.field.show(self.error.as_ref(), lang);
        self.error.is_none()
    }

    pub fn relabel(&self, lang: Lang) {
        dom::set_text(
            &self.title,
            lang.pick(
                "Phân tích một thế bất kỳ (hai đống tới 10^18 và hơn)",
                "Analyse any position (piles up to 10^18 and beyond)",
            ),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Quá lớn để vẽ, nhưng vẫn tính chính xác: bộ giải dùng a_k = ⌊kφ⌋ bằng căn bậc hai nguyên.",
                "Too big to draw, yet computed exactly: the solver finds a_k = ⌊kφ⌋ with an integer square root.",
            ),
        );
        self.field.set_label(lang.pick(
            "Hai đống x y (mỗi đống từ 0 tới 18446744073709551615)",
            "Two piles x y (each from 0 to 18446744073709551615)",
        ));
        dom::set_text(&self.go, lang.pick("Phân tích", "Analyse"));
        self.field.show(self.error.as_ref(), lang);
    }

    pub fn draw(&self, lang: Lang) {
        let h = self.position;
        let verdict = wythoff::analyze(h);
        let text = match pair_of(h) {
            Some(p) => lang.pick(
                format!(
                    "{} là P (người đến lượt thua): đó là cặp thua (a_k, b_k) = ({}, {}) với k = {}, nên mọi nước đi đều tới một ô N.",
                    pair(h), p.a, p.b, p.k
                ),
                format!(
                    "{} is P (the player to move loses): it is the losing pair (a_k, b_k) = ({}, {}) with k = {}, so every move leads to an N position.",
                    pair(h), p.a, p.b, p.k
                ),
            ),
            None => lang.pick(
                format!(
                    "{} là N (người đến lượt thắng), với {} nước thắng:",
                    pair(h),
                    verdict.winning_moves.len()
                ),
                format!(
                    "{} is N (the player to move wins), with {} winning move{}:",
                    pair(h),
                    verdict.winning_moves.len(),
                    if verdict.winning_moves.len() == 1 { "" } else { "s" }
                ),
            ),
        };
        dom::set_text(&self.verdict, &text);
        while let Some(old) = self.moves.first_child() {
            let _ = self.moves.remove_child(&old);
        }
        for mv in &verdict.winning_moves {
            let _ = dom::child(&self.moves, "li", "", &explain(h, *mv, lang));
        }
    }
}

/// One winning move in words, with the losing pair it reaches.
pub fn explain(h: Heaps, mv: WinningMove, lang: Lang) -> String {
    let to = after(h, mv);
    let Some(p) = pair_of(to) else {
        return String::new();
    };
    let (take, k, a, b) = (mv.take, p.k, p.a, p.b);
    let target = pair(to);
    match mv.from {
        Pile::Both => lang.pick(
            format!(
                "Bốc {take} viên ở cả hai đống → {target}: hiệu hai đống vẫn là {k}, và cặp thua có hiệu {k} là (a_{k}, b_{k}) = ({a}, {b})."
            ),
            format!(
                "Take {take} from both piles → {target}: the difference stays {k}, and the losing pair with difference {k} is (a_{k}, b_{k}) = ({a}, {b})."
            ),
        ),
        Pile::A | Pile::B => {
            let (which_vi, which_en, kept) = if mv.from == Pile::A {
                ("thứ nhất", "first", h.b)
            } else {
                ("thứ hai", "second", h.a)
            };
            let role = if kept == a { "a" } else { "b" };
            lang.pick(
                format!(
                    "Bốc {take} viên ở đống {which_vi} → {target}: đống kia giữ nguyên {kept} = {role}_{k}, nên cặp thua chứa nó là (a_{k}, b_{k}) = ({a}, {b})."
                ),
                format!(
                    "Take {take} from the {which_en} pile → {target}: the other pile stays {kept} = {role}_{k}, so the losing pair holding it is (a_{k}, b_{k}) = ({a}, {b})."
                ),
            )
        }
    }
}
