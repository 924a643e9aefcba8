//! Playing a coin-turning position against the computer, below the stepped trace.
//!
//! The learner picks a coin showing heads (the rightmost coin of the move), then one of the
//! ways the rule allows to turn it, from a list of buttons. The computer answers at once with
//! the solver's move, which hands back a XOR sum of 0 whenever it can. Undo takes back the
//! learner's last move and the answer to it.

use std::rc::Rc;

use nimlab_solver::coin_turning::{CoinBoard, Turn};
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit;

pub enum GameMsg {
    NewGame,
    Select(usize),
    Choose(usize),
    Undo,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Learner,
    Computer,
}

/// One move played, with the faces before it.
struct Played {
    side: Side,
    before: Vec<bool>,
    turn: Turn,
}

struct GameCoin {
    button: Element,
    face: Element,
}

pub struct GamePanel {
    /// The panel's section (moved below the player and code by the widget).
    pub root: Element,
    lang: Lang,
    board: Option<CoinBoard>,
    faces: Vec<bool>,
    played: Vec<Played>,
    selected: Option<usize>,
    dispatch: Rc<dyn Fn(GameMsg)>,
    title: Element,
    intro: Element,
    new_game: Element,
    undo: Element,
    status: Element,
    sum: Element,
    row: Element,
    coins: Vec<GameCoin>,
    choices_label: Element,
    choices: Element,
    choice_turns: Vec<Turn>,
    history_title: Element,
    history: Element,
    _listeners: Vec<Listener>,
    _coin_listeners: Vec<Listener>,
    _choice_listeners: Vec<Listener>,
}

fn coin_list(coins: &[usize]) -> String {
    let list: Vec<String> = coins.iter().map(|c| (c + 1).to_string()).collect();
    list.join(", ")
}

impl GamePanel {
    pub fn new(parent: &Element, dispatch: Rc<dyn Fn(GameMsg)>) -> Result<GamePanel, JsValue> {
        let (root, title) = kit::panel(parent, "co-game", "co-game-title", "co-game")?;
        let intro = dom::child(&root, "p", "co-game-intro", "")?;
        let status = dom::child(&root, "p", "co-game-status", "")?;
        dom::set_attr(&status, "aria-live", "polite");
        let sum = dom::child(&root, "p", "co-game-sum", "")?;
        let scroll = dom::child(&root, "div", "co-scroll", "")?;
        let row = dom::child(&scroll, "ol", "co-row co-game-row", "")?;
        let choices_box = dom::child(&root, "div", "co-choices-box", "")?;
        let choices_label = dom::child(&choices_box, "p", "co-choices-label", "")?;
        let label_id = dom::fresh_id("co-choices");
        dom::set_attr(&choices_label, "id", &label_id);
        let choices = dom::child(&choices_box, "div", "co-choices", "")?;
        dom::set_attr(&choices, "role", "group");
        dom::set_attr(&choices, "aria-labelledby", &label_id);
        let actions = dom::child(&root, "div", "form-actions", "")?;
        let new_game = dom::button(&actions, "btn co-new-game", "")?;
        let undo = dom::button(&actions, "btn co-undo", "")?;
        let history_title = dom::child(&root, "h5", "co-history-title", "")?;
        let history = dom::child(&root, "ol", "co-history", "")?;

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(Listener::new(&new_game, "click", move |_| {
            d(GameMsg::NewGame)
        })?);
        let d = dispatch.clone();
        listeners.push(Listener::new(&undo, "click", move |_| d(GameMsg::Undo))?);
        Ok(GamePanel {
            root,
            lang: Lang::Vi,
            board: None,
            faces: Vec::new(),
            played: Vec::new(),
            selected: None,
            dispatch,
            title,
            intro,
            new_game,
            undo,
            status,
            sum,
            row,
            coins: Vec::new(),
            choices_label,
            choices,
            choice_turns: Vec::new(),
            history_title,
            history,
            _listeners: listeners,
            _coin_listeners: Vec::new(),
            _choice_listeners: Vec::new(),
        })
    }

    /// Starts a game from `faces`; the learner moves first.
    pub fn new_game(&mut self, board: &CoinBoard, faces: &[bool]) {
        let resize = self.board.as_ref().map(CoinBoard::places) != Some(board.places())
            || self.board.as_ref().map(CoinBoard::rule) != Some(board.rule());
        self.board = Some(board.clone());
        self.faces = faces.to_vec();
        self.played.clear();
        self.selected = None;
        if resize {
            self.rebuild_row(board);
        }
        self.rebuild_choices();
    }

    fn rebuild_row(&mut self, board: &CoinBoard) {
        self._coin_listeners.clear();
        while let Some(old) = self.row.first_child() {
            let _ = self.row.remove_child(&old);
        }
        let places = board.places();
        let columns = if board.rule() == nimlab_solver::coin_turning::CoinRule::Grid {
            (1..=places).find(|s| s * s >= places).unwrap_or(1)
        } else {
            places
        };
        dom::set_style(&self.row, "--co-columns", &columns.to_string());
        let mut coins = Vec::new();
        for place in 0..places {
            let Ok(item) = dom::child(&self.row, "li", "co-place", "") else {
                continue;
            };
            let Ok(button) = dom::button(&item, "co-coin", "") else {
                continue;
            };
            let (Ok(number), Ok(face)) = (
                dom::child(&button, "span", "co-number", &(place + 1).to_string()),
                dom::child(&button, "span", "co-face", ""),
            ) else {
                continue;
            };
            dom::set_attr(&number, "aria-hidden", "true");
            dom::set_attr(&face, "aria-hidden", "true");
            // The button's text reads "1 T", the words its label starts with (as in the
            // analysis row above).
            let _ = face.before_with_str_1(" ");
            let d = self.dispatch.clone();
            if let Ok(l) = Listener::new(&button, "click", move |_| d(GameMsg::Select(place))) {
                self._coin_listeners.push(l);
            }
            coins.push(GameCoin { button, face });
        }
        self.coins = coins;
    }

    fn over(&self) -> bool {
        !self.faces.iter().any(|&f| f)
    }

    pub fn update(&mut self, msg: GameMsg, board: &CoinBoard, faces: &[bool]) {
        match msg {
            GameMsg::NewGame => self.new_game(board, faces),
            GameMsg::Select(place) => {
                if !self.over() && self.faces.get(place).copied().unwrap_or(false) {
                    self.selected = Some(place);
                }
                self.rebuild_choices();
            }
            GameMsg::Choose(index) => {
                let Some(turn) = self.choice_turns.get(index).cloned() else {
                    return;
                };
                self.play(Side::Learner, turn);
                if let Some(answer) = self.board.as_ref().and_then(|b| b.answer(&self.faces)) {
                    self.play(Side::Computer, answer);
                }
                self.selected = None;
                self.rebuild_choices();
            }
            GameMsg::Undo => {
                while let Some(last) = self.played.pop() {
                    self.faces = last.before;
                    if last.side == Side::Learner {
                        break;
                    }
                }
                self.selected = None;
                self.rebuild_choices();
            }
        }
    }

    fn play(&mut self, side: Side, turn: Turn) {
        let Some(board) = &self.board else { return };
        if !board.is_legal(&self.faces, &turn) {
            return;
        }
        let after = board.apply(&self.faces, &turn);
        let before = std::mem::replace(&mut self.faces, after);
        self.played.push(Played { side, before, turn });
    }

    /// The buttons of the ways to turn the selected coin.
    fn rebuild_choices(&mut self) {
        self._choice_listeners.clear();
        while let Some(old) = self.choices.first_child() {
            let _ = self.choices.remove_child(&old);
        }
        let lang = self.lang;
        let turns: Vec<Turn> = match (&self.board, self.selected) {
            (Some(board), Some(place)) => board
                .turns(&self.faces)
                .into_iter()
                .filter(|t| t.place == place)
                .collect(),
            _ => Vec::new(),
        };
        for (index, turn) in turns.iter().enumerate() {
            let coins = turn.coins();
            let text = lang.pick(
                format!("Lật xu {}", coin_list(&coins)),
                format!(
                    "Turn coin{} {}",
                    if coins.len() > 1 { "s" } else { "" },
                    coin_list(&coins)
                ),
            );
            let Ok(button) = dom::button(&self.choices, "btn co-choice", &text) else {
                continue;
            };
            let d = self.dispatch.clone();
            if let Ok(l) = Listener::new(&button, "click", move |_| d(GameMsg::Choose(index))) {
                self._choice_listeners.push(l);
            }
        }
        self.choice_turns = turns;
    }

    pub fn relabel(&mut self, lang: Lang) {
        self.lang = lang;
        dom::set_text(
            &self.title,
            lang.pick("Chơi với máy", "Play against the computer"),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Bạn đi trước từ thế ở trên. Chọn một xu đang ngửa (xu ngoài cùng bên phải bạn lật), \
                 rồi chọn một cách lật trong danh sách; máy đáp ngay bằng một nước để tổng XOR về 0 nếu được.",
                "You move first from the position above. Pick a coin showing heads (the rightmost coin \
                 you turn), then one way to turn from the list; the computer answers at once, bringing the \
                 XOR sum back to 0 when it can.",
            ),
        );
        dom::set_text(&self.new_game, lang.pick("Ván mới", "New game"));
        dom::set_text(&self.undo, lang.pick("Đi lại", "Undo"));
        dom::set_text(
            &self.history_title,
            lang.pick("Các nước đã đi", "Moves so far"),
        );
        self.rebuild_choices();
    }

    pub fn draw(&self, board: &CoinBoard, lang: Lang) {
        let values = board.base_values();
        for (place, coin) in self.coins.iter().enumerate() {
            let heads = self.faces.get(place).copied().unwrap_or(false);
            dom::set_text(&coin.face, if heads { "H" } else { "T" });
            dom::set_class(&coin.button, "is-heads", heads);
            dom::set_class(&coin.button, "is-tails", !heads);
            let selected = self.selected == Some(place);
            dom::set_class(&coin.button, "is-current", selected);
            dom::set_attr(
                &coin.button,
                "aria-pressed",
                if selected { "true" } else { "false" },
            );
            dom::set_disabled(&coin.button, !heads || self.over());
            let face = if heads {
                lang.pick("H (ngửa)", "H (heads)")
            } else {
                lang.pick("T (sấp)", "T (tails)")
            };
            dom::set_attr(
                &coin.button,
                "aria-label",
                &lang.pick(
                    format!("Xu {}: {face}", place + 1),
                    format!("Coin {}: {face}", place + 1),
                ),
            );
        }
        let sum = self
            .faces
            .iter()
            .zip(&values)
            .filter(|(h, _)| **h)
            .fold(0, |acc, (_, g)| acc ^ g);
        dom::set_text(
            &self.sum,
            &lang.pick(
                format!("Tổng XOR các g(x) của xu ngửa lúc này: {sum}"),
                format!("XOR of g(x) over the heads now: {sum}"),
            ),
        );
        let last = self.played.last();
        let status = if self.over() {
            match last.map(|p| p.side) {
                Some(Side::Learner) => lang
                    .pick(
                        "Bạn vừa lật xu ngửa cuối cùng: máy không còn nước đi. Bạn thắng!",
                        "You turned the last head: the computer has no move. You win!",
                    )
                    .to_string(),
                _ => lang
                    .pick(
                        "Không còn xu ngửa và đến lượt bạn: bạn thua. Thế ban đầu có tổng 0, hoặc máy đã trả tổng về 0 sau mỗi nước của bạn.",
                        "No coin shows heads and it is your turn: you lose. Either the start had sum 0, or the computer brought the sum back to 0 after each of your moves.",
                    )
                    .to_string(),
            }
        } else {
            let answer = match last {
                Some(Played {
                    side: Side::Computer,
                    turn,
                    ..
                }) => lang.pick(
                    format!("Máy lật xu {}. ", coin_list(&turn.coins())),
                    format!("The computer turned coin(s) {}. ", coin_list(&turn.coins())),
                ),
                _ => String::new(),
            };
            let next = match self.selected {
                Some(place) => lang.pick(
                    format!("Xu {} đã chọn: chọn một cách lật bên dưới.", place + 1),
                    format!("Coin {} chosen: pick one way to turn below.", place + 1),
                ),
                None => lang
                    .pick(
                        "Đến lượt bạn: chọn một xu đang ngửa.",
                        "Your turn: pick a coin showing heads.",
                    )
                    .to_string(),
            };
            format!("{answer}{next}")
        };
        dom::set_text(&self.status, &status);
        dom::set_text(
            &self.choices_label,
            &match self.selected {
                Some(place) => lang.pick(
                    format!("Các cách lật với xu {} ở ngoài cùng bên phải:", place + 1),
                    format!("Ways to turn with coin {} as the rightmost:", place + 1),
                ),
                None => String::new(),
            },
        );
        dom::set_disabled(&self.undo, self.played.is_empty());
        while let Some(old) = self.history.first_child() {
            let _ = self.history.remove_child(&old);
        }
        for p in &self.played {
            let who = match p.side {
                Side::Learner => lang.pick("Bạn", "You"),
                Side::Computer => lang.pick("Máy", "Computer"),
            };
            let text = lang.pick(
                format!("{who}: lật xu {}", coin_list(&p.turn.coins())),
                format!("{who}: turned {}", coin_list(&p.turn.coins())),
            );
            let _ = dom::child(&self.history, "li", "", &text);
        }
    }
}
