//! Playing Moore's Nim-k against the computer, beside the stepped walk.
//!
//! The learner types a move as pairs "heap stones" (up to `k` heaps); the computer answers at
//! once with the solver's winning move, or one stone from the largest heap when it is lost, and
//! says why with the column remainders. Undo takes back the learner's last move and the reply.

use std::rc::Rc;

use nimlab_solver::nim::moore::{computer_move, parse_move, Moore, MooreStep};
use nimlab_solver::nim::play::Side;
use nimlab_solver::nim::{BitTable, Heaps, WinningMove};
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlSelectElement};

use super::move_list;
use crate::dom::{self, Listener};
use crate::kit;
use crate::kit::form::InputField;

/// Stones drawn on a heap card; larger heaps show their number only.
const MAX_DRAWN_STONES: u64 = 20;

pub enum GameMsg {
    NewGame,
    Typed,
    Undo,
}

struct Played {
    by: Side,
    moves: Vec<WinningMove>,
    before: Vec<u64>,
    /// For the computer: whether its move was a winning one.
    winning: bool,
}

struct Game {
    heaps: Vec<u64>,
    k: u64,
    first: Side,
    history: Vec<Played>,
}

impl Game {
    fn to_move(&self) -> Side {
        if self.history.len() % 2 == 0 {
            self.first
        } else {
            self.first.other()
        }
    }

    fn is_over(&self) -> bool {
        self.heaps.iter().all(|&a| a == 0)
    }

    fn play(&mut self, by: Side, moves: Vec<WinningMove>, winning: bool) {
        let before = self.heaps.clone();
        for m in &moves {
            if let Some(a) = self.heaps.get_mut(m.heap) {
                *a = a.saturating_sub(m.take);
            }
        }
        self.history.push(Played {
            by,
            moves,
            before,
            winning,
        });
    }

    fn computer_plays(&mut self) {
        if self.to_move() != Side::Computer || self.is_over() {
            return;
        }
        if let Some((moves, winning)) = computer_move(&self.heaps, self.k) {
            self.play(Side::Computer, moves, winning);
        }
    }

    fn undo(&mut self) {
        if !self.history.iter().any(|p| p.by == Side::Learner) {
            return;
        }
        while let Some(p) = self.history.pop() {
            self.heaps = p.before;
            if p.by == Side::Learner {
                break;
            }
        }
    }
}

pub struct GamePanel {
    pub root: Element,
    game: Option<Game>,
    move_error: Option<InputError>,
    title: Element,
    intro: Element,
    first_label: Element,
    first: Element,
    first_options: [Element; 2],
    new_game: Element,
    status: Element,
    heaps_box: Element,
    typed: InputField,
    typed_go: Element,
    undo: Element,
    reason: Element,
    history_title: Element,
    history: Element,
    _listeners: Vec<Listener>,
}

impl GamePanel {
    pub fn new(parent: &Element, dispatch: Rc<dyn Fn(GameMsg)>) -> Result<GamePanel, JsValue> {
        let (root, title) = kit::panel(parent, "moore-game", "moore-game-title", "moore-game")?;
        let intro = dom::child(&root, "p", "moore-game-intro", "")?;
        let setup = dom::child(&root, "div", "moore-game-setup", "")?;
        let wrap = dom::child(&setup, "div", "field moore-select", "")?;
        let first_label = dom::child(&wrap, "label", "", "")?;
        let first = dom::child(&wrap, "select", "moore-first", "")?;
        let id = dom::fresh_id("moore-first");
        dom::set_attr(&first, "id", &id);
        dom::set_attr(&first, "name", "first");
        dom::set_attr(&first_label, "for", &id);
        let a = dom::child(&first, "option", "", "")?;
        let b = dom::child(&first, "option", "", "")?;
        dom::set_attr(&a, "value", "learner");
        dom::set_attr(&b, "value", "computer");
        let new_game = dom::button(&setup, "btn btn-primary moore-new-game", "")?;
        let status = dom::child(&root, "p", "moore-game-status", "")?;
        dom::set_attr(&status, "aria-live", "polite");
        let heaps_box = dom::child(&root, "ul", "moore-game-heaps", "")?;
        let form = dom::child(&root, "form", "widget-form moore-typed", "")?;
        dom::set_attr(&form, "novalidate", "");
        let typed = InputField::new(&form, "move")?;
        let actions = dom::child(&form, "div", "form-actions", "")?;
        let typed_go = dom::child(&actions, "button", "btn", "")?;
        dom::set_attr(&typed_go, "type", "submit");
        let undo = dom::button(&actions, "btn moore-undo", "")?;
        let reason = dom::child(&root, "p", "moore-reason", "")?;
        let history_title = dom::child(&root, "h5", "moore-history-title", "")?;
        let history = dom::child(&root, "ol", "moore-history", "")?;

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(Listener::new(&new_game, "click", move |_| {
            d(GameMsg::NewGame)
        })?);
        let d = dispatch.clone();
        listeners.push(Listener::new(&undo, "click", move |_| d(GameMsg::Undo))?);
        let d = dispatch;
        listeners.push(Listener::new(&form, "submit", move |event| {
            event.prevent_default();
            d(GameMsg::Typed);
        })?);
        Ok(GamePanel {
            root,
            game: None,
            move_error: None,
            title,
            intro,
            first_label,
            first,
            first_options: [a, b],
            new_game,
            status,
            heaps_box,
            typed,
            typed_go,
            undo,
            reason,
            history_title,
            history,
            _listeners: listeners,
        })
    }

    pub fn new_game(&mut self, heaps: &[u64], k: u64) {
        let first = match self.first.dyn_ref::<HtmlSelectElement>().map(|s| s.value()) {
            Some(v) if v == "computer" => Side::Computer,
            _ => Side::Learner,
        };
        let mut game = Game {
            heaps: heaps.to_vec(),
            k,
            first,
            history: Vec::new(),
        };
        game.computer_plays();
        self.game = Some(game);
        self.move_error = None;
        self.typed.set_value("");
    }

    pub fn update(&mut self, msg: GameMsg, heaps: &[u64], k: u64) {
        match msg {
            GameMsg::NewGame => self.new_game(heaps, k),
            GameMsg::Typed => {
                let Some(game) = &mut self.game else { return };
                if game.to_move() != Side::Learner || game.is_over() {
                    return;
                }
                match parse_move(&game.heaps, game.k, &self.typed.value()) {
                    Ok(moves) => {
                        game.play(Side::Learner, moves, false);
                        game.computer_plays();
                        self.move_error = None;
                        self.typed.set_value("");
                    }
                    Err(e) => self.move_error = Some(e),
                }
            }
            GameMsg::Undo => {
                if let Some(game) = &mut self.game {
                    game.undo();
                }
                self.move_error = None;
            }
        }
    }

    pub fn relabel(&self, lang: Lang) {
        dom::set_text(
            &self.title,
            lang.pick("Chơi với máy", "Play against the computer"),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Máy đếm số dư của từng cột trước khi đi. Hãy để lại mọi số dư bằng 0 sau mỗi lượt của bạn.",
                "The computer works out each column's remainder before it moves. Leave every remainder at 0 after each of your turns.",
            ),
        );
        dom::set_text(&self.first_label, lang.pick("Ai đi trước", "Who starts"));
        dom::set_text(&self.first_options[0], lang.pick("Bạn", "You"));
        dom::set_text(&self.first_options[1], lang.pick("Máy", "The computer"));
        dom::set_text(
            &self.new_game,
            lang.pick(
                "Ván mới với các đống và k trên",
                "New game with these heaps and k",
            ),
        );
        self.typed.set_label(lang.pick(
            "Nước đi: từng cặp số thứ tự đống rồi số viên (ví dụ 2 1, 3 2)",
            "Your move: pairs of heap number, then stones (e.g. 2 1, 3 2)",
        ));
        dom::set_text(&self.typed_go, lang.pick("Đi", "Make move"));
        dom::set_text(&self.undo, lang.pick("Đi lại (hoàn tác)", "Undo"));
        dom::set_text(
            &self.history_title,
            lang.pick("Các nước đã đi", "Moves so far"),
        );
    }

    pub fn draw(&self, lang: Lang) {
        let Some(game) = &self.game else { return };
        let learner_turn = game.to_move() == Side::Learner && !game.is_over();
        dom::set_text(&self.status, &status(game, lang));
        while let Some(old) = self.heaps_box.first_child() {
            let _ = self.heaps_box.remove_child(&old);
        }
        dom::set_attr(
            &self.heaps_box,
            "aria-label",
            lang.pick("Các đống hiện tại", "The heaps now"),
        );
        for (i, &a) in game.heaps.iter().enumerate() {
            let Ok(item) = dom::child(&self.heaps_box, "li", "moore-heap", "") else {
                continue;
            };
            let _ = dom::child(
                &item,
                "span",
                "moore-heap-label",
                &lang.pick(format!("Đống {}", i + 1), format!("Heap {}", i + 1)),
            );
            let _ = dom::child(&item, "span", "moore-heap-count", &a.to_string());
            if a <= MAX_DRAWN_STONES {
                if let Ok(stones) =
                    dom::child(&item, "span", "moore-heap-stones", &"●".repeat(a as usize))
                {
                    dom::set_attr(&stones, "aria-hidden", "true");
                }
            }
        }
        self.typed.show(self.move_error.as_ref(), lang);
        dom::set_disabled(&self.typed_go, !learner_turn);
        dom::set_disabled(
            &self.undo,
            !game.history.iter().any(|p| p.by == Side::Learner),
        );
        let reason = game
            .history
            .iter()
            .rev()
            .find(|p| p.by == Side::Computer)
            .map(|p| reason_text(p, game.k, lang))
            .unwrap_or_default();
        dom::set_text(&self.reason, &reason);
        dom::set_hidden(&self.reason, reason.is_empty());
        while let Some(old) = self.history.first_child() {
            let _ = self.history.remove_child(&old);
        }
        for p in &game.history {
            let who = match p.by {
                Side::Learner => lang.pick("Bạn", "You"),
                Side::Computer => lang.pick("Máy", "Computer"),
            };
            let mut after = p.before.clone();
            for m in &p.moves {
                if let Some(a) = after.get_mut(m.heap) {
                    *a = a.saturating_sub(m.take);
                }
            }
            let after: Vec<String> = after.iter().map(u64::to_string).collect();
            let text = format!(
                "{who}: {} → {}",
                move_list(&p.moves, &p.before, lang),
                after.join(" ")
            );
            let _ = dom::child(&self.history, "li", "", &text);
        }
        dom::set_hidden(&self.history_title, game.history.is_empty());
    }
}

/// The remainders of the columns of `heaps`, highest first, as the solver's walk counts them.
fn remainders(heaps: &[u64], k: u64) -> Vec<String> {
    let Some(h) = Heaps::new(heaps.to_vec()) else {
        return Vec::new();
    };
    let width = BitTable::new(&h).width;
    let Ok(game) = Moore::new(h, k) else {
        return Vec::new();
    };
    game.steps(width)
        .iter()
        .filter_map(|s| match s {
            MooreStep::Column { residue, .. } => Some(residue.to_string()),
            _ => None,
        })
        .collect()
}

fn reason_text(p: &Played, k: u64, lang: Lang) -> String {
    let words = move_list(&p.moves, &p.before, lang);
    let m = k + 1;
    let rest = remainders(&p.before, k).join(", ");
    if p.winning {
        lang.pick(
            format!("Trước nước của máy, số dư mod {m} của các cột là {rest}: chưa đều bằng 0. Máy {words}, để mọi cột có số chữ số 1 chia hết cho {m}."),
            format!("Before the computer's move the remainders mod {m} were {rest}: not all 0. The computer will {words}, making every column's count of 1s a multiple of {m}."),
        )
    } else {
        lang.pick(
            format!("Mọi số dư mod {m} đều bằng 0 ({rest}): máy đang thua. Máy {words} và chờ bạn sơ suất."),
            format!("Every remainder mod {m} is 0 ({rest}): the computer is losing. It will {words} and wait for a slip."),
        )
    }
}

fn status(game: &Game, lang: Lang) -> String {
    if game.is_over() {
        return match game.history.last().map(|p| p.by) {
            Some(Side::Learner) => lang
                .pick(
                    "Hết sỏi. Bạn bốc viên cuối cùng nên bạn thắng!",
                    "No stones left. You took the last stone, so you win!",
                )
                .to_string(),
            Some(Side::Computer) => lang
                .pick(
                    "Hết sỏi. Máy bốc viên cuối cùng nên máy thắng.",
                    "No stones left. The computer took the last stone, so it wins.",
                )
                .to_string(),
            None => lang
                .pick(
                    "Các đống đều trống ngay từ đầu: người đi trước thua.",
                    "Every heap is empty from the start: the player to move loses.",
                )
                .to_string(),
        };
    }
    match game.to_move() {
        Side::Learner => lang.pick(
            format!("Lượt của bạn: bốc ở 1 đến {} đống.", game.k),
            format!("Your turn: take from 1 to {} heaps.", game.k),
        ),
        Side::Computer => lang
            .pick("Lượt của máy.", "The computer's turn.")
            .to_string(),
    }
}
