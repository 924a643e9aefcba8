//! Playing Nim against the computer, beside the stepped trace.
//!
//! The learner picks a heap (a button per heap) and a count (a button per count, up to
//! [`MAX_TAKE_BUTTONS`]), or types a move as "heap stones". The computer answers at once with
//! the solver's move and its reason, drawn on a bit table. Undo takes back one move at a time;
//! when that leaves the computer to move, it waits for "Computer, move".

use std::rc::Rc;

use nimlab_solver::nim::play::{Game, Reason, Side};
use nimlab_solver::nim::{BitTable, Heaps, Rule, WinningMove};
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlSelectElement};

use super::bits::{self, BitsView};
use super::move_words;
use crate::dom::{self, Listener};
use crate::kit;
use crate::kit::form::InputField;

/// Count buttons shown for the chosen heap; larger takes are typed.
const MAX_TAKE_BUTTONS: u64 = 15;
/// Stones drawn on a heap button; larger heaps show their number only.
const MAX_DRAWN_STONES: u64 = 15;

pub enum GameMsg {
    NewGame,
    Select(usize),
    Take(u64),
    Typed,
    Undo,
    ComputerGo,
}

struct HeapButton {
    button: Element,
    name: Element,
    count: Element,
    stones: Element,
}

pub struct GamePanel {
    /// The panel's section (moved below the player and code by the widget).
    pub root: Element,
    game: Option<Game>,
    selected: Option<usize>,
    move_error: Option<InputError>,
    dispatch: Rc<dyn Fn(GameMsg)>,
    title: Element,
    intro: Element,
    first_label: Element,
    first: Element,
    first_options: [Element; 2],
    rule_label: Element,
    rule: Element,
    rule_options: [Element; 2],
    new_game: Element,
    status: Element,
    heaps_box: Element,
    heap_buttons: Vec<HeapButton>,
    take_box: Element,
    take_label: Element,
    take_buttons: Vec<Element>,
    take_hint: Element,
    typed: InputField,
    typed_go: Element,
    undo: Element,
    computer_go: Element,
    reason_box: Element,
    reason: Element,
    reason_table: Element,
    history_title: Element,
    history: Element,
    _listeners: Vec<Listener>,
    _heap_listeners: Vec<Listener>,
}

impl GamePanel {
    pub fn new(parent: &Element, dispatch: Rc<dyn Fn(GameMsg)>) -> Result<GamePanel, JsValue> {
        let (root, title) = kit::panel(parent, "nim-game", "nim-game-title", "game")?;
        let intro = dom::child(&root, "p", "nim-game-intro", "")?;

        let setup = dom::child(&root, "div", "nim-game-setup", "")?;
        let select = |name: &str| -> Result<(Element, Element, [Element; 2]), JsValue> {
            let wrap = dom::child(&setup, "div", "field nim-select", "")?;
            let label = dom::child(&wrap, "label", "", "")?;
            let select = dom::child(&wrap, "select", &format!("nim-{name}"), "")?;
            let id = dom::fresh_id(name);
            dom::set_attr(&select, "id", &id);
            dom::set_attr(&select, "name", name);
            dom::set_attr(&label, "for", &id);
            let a = dom::child(&select, "option", "", "")?;
            let b = dom::child(&select, "option", "", "")?;
            Ok((label, select, [a, b]))
        };
        let (first_label, first, first_options) = select("first")?;
        dom::set_attr(&first_options[0], "value", "learner");
        dom::set_attr(&first_options[1], "value", "computer");
        let (rule_label, rule, rule_options) = select("rule")?;
        dom::set_attr(&rule_options[0], "value", "normal");
        dom::set_attr(&rule_options[1], "value", "misere");
        let new_game = dom::button(&setup, "btn btn-primary nim-new-game", "")?;

        let status = dom::child(&root, "p", "nim-game-status", "")?;
        dom::set_attr(&status, "aria-live", "polite");
        let heaps_box = dom::child(&root, "div", "nim-game-heaps", "")?;
        dom::set_attr(&heaps_box, "role", "group");

        let take_box = dom::child(&root, "div", "nim-game-take", "")?;
        dom::set_attr(&take_box, "role", "group");
        let take_label = dom::child(&take_box, "p", "nim-take-label", "")?;
        let take_id = dom::fresh_id("take");
        dom::set_attr(&take_label, "id", &take_id);
        dom::set_attr(&take_box, "aria-labelledby", &take_id);
        let take_row = dom::child(&take_box, "div", "nim-take-buttons", "")?;
        let mut take_buttons = Vec::new();
        for k in 1..=MAX_TAKE_BUTTONS {
            take_buttons.push(dom::button(&take_row, "btn nim-take", &k.to_string())?);
        }
        let take_hint = dom::child(&take_box, "p", "nim-take-hint", "")?;

        let form = dom::child(&root, "form", "widget-form nim-typed", "")?;
        dom::set_attr(&form, "novalidate", "");
        let typed = InputField::new(&form, "move")?;
        let actions = dom::child(&form, "div", "form-actions", "")?;
        let typed_go = dom::child(&actions, "button", "btn", "")?;
        dom::set_attr(&typed_go, "type", "submit");
        let undo = dom::button(&actions, "btn nim-undo", "")?;
        let computer_go = dom::button(&actions, "btn nim-computer-go", "")?;

        let reason_box = dom::child(&root, "div", "nim-reason", "")?;
        let reason = dom::child(&reason_box, "p", "nim-reason-text", "")?;
        let scroll = dom::child(&reason_box, "div", "nim-scroll", "")?;
        // A wide table scrolls inside its box; the box takes the focus so keys can scroll it.
        dom::set_attr(&scroll, "tabindex", "0");
        let reason_table = dom::child(&scroll, "table", "nim-bits nim-bits-small", "")?;
        let history_title = dom::child(&root, "h5", "nim-history-title", "")?;
        let history = dom::child(&root, "ol", "nim-history", "")?;

        let mut listeners = Vec::new();
        let click = |el: &Element, make: fn() -> GameMsg| {
            let d = dispatch.clone();
            Listener::new(el, "click", move |_| d(make()))
        };
        listeners.push(click(&new_game, || GameMsg::NewGame)?);
        listeners.push(click(&undo, || GameMsg::Undo)?);
        listeners.push(click(&computer_go, || GameMsg::ComputerGo)?);
        for (k, button) in take_buttons.iter().enumerate() {
            let d = dispatch.clone();
            let take = k as u64 + 1;
            listeners.push(Listener::new(button, "click", move |_| {
                d(GameMsg::Take(take))
            })?);
        }
        let d = dispatch.clone();
        listeners.push(Listener::new(&form, "submit", move |event| {
            event.prevent_default();
            d(GameMsg::Typed);
        })?);

        Ok(GamePanel {
            root,
            game: None,
            selected: None,
            move_error: None,
            dispatch,
            title,
            intro,
            first_label,
            first,
            first_options,
            rule_label,
            rule,
            rule_options,
            new_game,
            status,
            heaps_box,
            heap_buttons: Vec::new(),
            take_box,
            take_label,
            take_buttons,
            take_hint,
            typed,
            typed_go,
            undo,
            computer_go,
            reason_box,
            reason,
            reason_table,
            history_title,
            history,
            _listeners: listeners,
            _heap_listeners: Vec::new(),
        })
    }

    fn choice(select: &Element) -> String {
        select
            .dyn_ref::<HtmlSelectElement>()
            .map(|s| s.value())
            .unwrap_or_default()
    }

    /// Starts a game on `heaps` with the chosen first player and rule; the computer moves at
    /// once if it starts.
    pub fn new_game(&mut self, heaps: &Heaps) {
        let first = if Self::choice(&self.first) == "computer" {
            Side::Computer
        } else {
            Side::Learner
        };
        let rule = if Self::choice(&self.rule) == "misere" {
            Rule::Misere
        } else {
            Rule::Normal
        };
        let mut game = Game::new(heaps, rule, first);
        game.computer_plays();
        self.game = Some(game);
        self.selected = None;
        self.move_error = None;
        self.typed.set_value("");
        self.rebuild_heaps();
    }

    fn rebuild_heaps(&mut self) {
        self._heap_listeners.clear();
        while let Some(old) = self.heaps_box.first_child() {
            let _ = self.heaps_box.remove_child(&old);
        }
        let count = self.game.as_ref().map_or(0, |g| g.heaps().len());
        let mut buttons = Vec::new();
        for i in 0..count {
            let Ok(button) = dom::button(&self.heaps_box, "nim-heap", "") else {
                continue;
            };
            let (Ok(name), Ok(count), Ok(stones)) = (
                dom::child(&button, "span", "nim-heap-label", ""),
                dom::child(&button, "span", "nim-heap-count", ""),
                dom::child(&button, "span", "nim-heap-stones", ""),
            ) else {
                continue;
            };
            dom::set_attr(&stones, "aria-hidden", "true");
            // A space between name and count, not drawn in the flex column, so the button's
            // text reads "Heap 1 3" (inside its label "Heap 1: 3 stones"), not "Heap 13".
            let _ = count.before_with_str_1(" ");
            let d = self.dispatch.clone();
            if let Ok(l) = Listener::new(&button, "click", move |_| d(GameMsg::Select(i))) {
                self._heap_listeners.push(l);
            }
            buttons.push(HeapButton {
                button,
                name,
                count,
                stones,
            });
        }
        self.heap_buttons = buttons;
    }

    pub fn update(&mut self, msg: GameMsg, heaps: &Heaps) {
        match msg {
            GameMsg::NewGame => self.new_game(heaps),
            GameMsg::Select(i) => {
                let playable = self.game.as_ref().is_some_and(|g| {
                    g.to_move() == Side::Learner && g.heaps().get(i).is_some_and(|&a| a > 0)
                });
                if playable {
                    self.selected = Some(i);
                }
            }
            GameMsg::Take(take) => {
                if let Some(heap) = self.selected {
                    self.learner_moves(WinningMove { heap, take });
                }
            }
            GameMsg::Typed => {
                let Some(game) = &self.game else { return };
                if game.to_move() != Side::Learner || game.is_over() {
                    return;
                }
                match game.parse_move(&self.typed.value()) {
                    Ok(mv) => {
                        self.learner_moves(mv);
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
                self.keep_selection();
            }
            GameMsg::ComputerGo => {
                if let Some(game) = &mut self.game {
                    game.computer_plays();
                }
                self.keep_selection();
            }
        }
    }

    fn learner_moves(&mut self, mv: WinningMove) {
        let Some(game) = &mut self.game else { return };
        if game.to_move() != Side::Learner || game.play(mv, None).is_err() {
            return;
        }
        self.move_error = None;
        game.computer_plays();
        self.keep_selection();
    }

    /// Keeps the chosen heap only while it still has stones and it is the learner's turn.
    fn keep_selection(&mut self) {
        let keep = match (&self.game, self.selected) {
            (Some(g), Some(i)) => {
                g.to_move() == Side::Learner
                    && !g.is_over()
                    && g.heaps().get(i).is_some_and(|&a| a > 0)
            }
            _ => false,
        };
        if !keep {
            self.selected = None;
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
                "Máy luôn tính X trước khi đi. Bạn đi trước với 3 4 5 và giữ X = 0 sau mỗi lượt của mình thì máy không thể thắng.",
                "The computer always works out X before it moves. Start first from 3 4 5 and leave X = 0 after each of your turns, and the computer cannot win.",
            ),
        );
        dom::set_text(&self.first_label, lang.pick("Ai đi trước", "Who starts"));
        dom::set_text(&self.first_options[0], lang.pick("Bạn", "You"));
        dom::set_text(&self.first_options[1], lang.pick("Máy", "The computer"));
        dom::set_text(&self.rule_label, lang.pick("Luật", "Rule"));
        dom::set_text(
            &self.rule_options[0],
            lang.pick("Thường: viên cuối thắng", "Normal: last stone wins"),
        );
        dom::set_text(
            &self.rule_options[1],
            lang.pick(
                "Ngược (misère): bốc viên cuối thì thua",
                "Misère: last stone loses",
            ),
        );
        dom::set_text(
            &self.new_game,
            lang.pick("Ván mới với các đống trên", "New game with these heaps"),
        );
        self.typed.set_label(lang.pick(
            "Hoặc gõ nước đi: số thứ tự đống rồi số viên (ví dụ 1 2)",
            "Or type a move: heap number, then stones (e.g. 1 2)",
        ));
        dom::set_text(&self.typed_go, lang.pick("Đi", "Make move"));
        dom::set_text(&self.undo, lang.pick("Đi lại (hoàn tác)", "Undo"));
        dom::set_text(&self.computer_go, lang.pick("Máy đi", "Computer, move"));
        dom::set_text(
            &self.history_title,
            lang.pick("Các nước đã đi", "Moves so far"),
        );
    }

    pub fn draw(&self, lang: Lang) {
        let Some(game) = &self.game else { return };
        let learner_turn = game.to_move() == Side::Learner && !game.is_over();
        dom::set_text(&self.status, &status(game, lang));
        dom::set_attr(
            &self.heaps_box,
            "aria-label",
            lang.pick(
                "Các đống: chọn một đống để bốc",
                "Heaps: choose one to take from",
            ),
        );
        for (i, hb) in self.heap_buttons.iter().enumerate() {
            let size = game.heaps().get(i).copied().unwrap_or(0);
            dom::set_text(
                &hb.name,
                &lang.pick(format!("Đống {}", i + 1), format!("Heap {}", i + 1)),
            );
            dom::set_text(&hb.count, &size.to_string());
            let stones = if size <= MAX_DRAWN_STONES {
                "●".repeat(size as usize)
            } else {
                String::new()
            };
            dom::set_text(&hb.stones, &stones);
            let chosen = self.selected == Some(i);
            dom::set_attr(
                &hb.button,
                "aria-pressed",
                if chosen { "true" } else { "false" },
            );
            dom::set_class(&hb.button, "is-chosen", chosen);
            dom::set_attr(
                &hb.button,
                "aria-label",
                &lang.pick(
                    format!("Đống {}: {size} viên", i + 1),
                    format!("Heap {}: {size} stones", i + 1),
                ),
            );
            dom::set_disabled(&hb.button, !learner_turn || size == 0);
        }

        let chosen = self.selected.and_then(|i| Some((i, *game.heaps().get(i)?)));
        dom::set_hidden(&self.take_box, chosen.is_none() || !learner_turn);
        if let Some((i, size)) = chosen {
            dom::set_text(
                &self.take_label,
                &lang.pick(
                    format!("Bốc bao nhiêu viên ở đống {}?", i + 1),
                    format!("How many stones from heap {}?", i + 1),
                ),
            );
            for (k, button) in self.take_buttons.iter().enumerate() {
                let take = k as u64 + 1;
                dom::set_hidden(button, take > size);
                dom::set_attr(
                    button,
                    "aria-label",
                    &lang.pick(
                        format!("Bốc {take} viên ở đống {}", i + 1),
                        format!("Take {take} from heap {}", i + 1),
                    ),
                );
            }
            let hint = if size > MAX_TAKE_BUTTONS {
                lang.pick(
                    format!(
                        "Muốn bốc nhiều hơn {MAX_TAKE_BUTTONS} viên? Gõ nước đi vào ô bên dưới."
                    ),
                    format!(
                        "To take more than {MAX_TAKE_BUTTONS}, type the move in the box below."
                    ),
                )
            } else {
                String::new()
            };
            dom::set_text(&self.take_hint, &hint);
            dom::set_hidden(&self.take_hint, hint.is_empty());
        }

        self.typed.show(self.move_error.as_ref(), lang);
        dom::set_disabled(&self.typed_go, !learner_turn);
        dom::set_disabled(&self.undo, game.history().is_empty());
        let computer_waits = game.to_move() == Side::Computer && !game.is_over();
        dom::set_hidden(&self.computer_go, !computer_waits);

        self.draw_reason(game, lang);
        self.draw_history(game, lang);
    }

    fn draw_reason(&self, game: &Game, lang: Lang) {
        let last = game.history().iter().rev().find(|p| p.by == Side::Computer);
        let Some(played) = last else {
            dom::set_hidden(&self.reason_box, true);
            return;
        };
        dom::set_hidden(&self.reason_box, false);
        let words = move_words(played.mv, lang);
        let text = match &played.reason {
            Some(Reason::Xor {
                nim_sum,
                bit,
                heap,
                from,
                to,
            }) => {
                let h = heap + 1;
                lang.pick(
                    format!("Máy tính X = {nim_sum} ≠ 0; bit cao nhất của X là bit {bit}, đống {h} mang bit này (★). Đổi {from} thành {from} ⊕ {nim_sum} = {to}: máy {words}, để lại X = 0."),
                    format!("The computer finds X = {nim_sum} ≠ 0; the highest bit of X is bit {bit}, and heap {h} carries it (★). Lowering {from} to {from} ⊕ {nim_sum} = {to}: the computer will {words}, leaving X = 0."),
                )
            }
            Some(Reason::MisereOnes { ones_left }) => lang.pick(
                format!("Luật ngược, chỉ còn một đống lớn hơn 1: máy {words} để lại {ones_left} đống 1 viên (số lẻ), nên bạn sẽ phải bốc viên cuối cùng."),
                format!("Misère with only one heap above 1: the computer will {words}, leaving {ones_left} single-stone heaps (an odd number), so you will have to take the last stone."),
            ),
            Some(Reason::Lost { nim_sum }) => lang.pick(
                format!("X = {nim_sum}: máy đang ở thế thua, không có nước nào đưa về thế thua cho bạn. Máy {words} (đống lớn nhất) và chờ bạn sơ suất."),
                format!("X = {nim_sum}: the computer is in a losing position; no move hands you a loss. It will {words} (the largest heap) and wait for a slip."),
            ),
            None => String::new(),
        };
        dom::set_text(&self.reason, &text);
        let show_table = matches!(played.reason, Some(Reason::Xor { .. }));
        dom::set_hidden(&self.reason_table, !show_table);
        if let (true, Some(before)) = (show_table, Heaps::new(played.before.clone())) {
            let table = BitTable::new(&before);
            let view = BitsView::finished(&table, &played.before, &[played.mv]);
            let caption = lang.pick(
                "Máy suy nghĩ trên bảng bit của thế cờ trước nước đi",
                "The computer's reasoning on the bit table before its move",
            );
            bits::draw(&self.reason_table, &view, caption, lang);
        }
    }

    fn draw_history(&self, game: &Game, lang: Lang) {
        while let Some(old) = self.history.first_child() {
            let _ = self.history.remove_child(&old);
        }
        for played in game.history() {
            let who = match played.by {
                Side::Learner => lang.pick("Bạn", "You"),
                Side::Computer => lang.pick("Máy", "Computer"),
            };
            let mut after = played.before.clone();
            if let Some(slot) = after.get_mut(played.mv.heap) {
                *slot = slot.saturating_sub(played.mv.take);
            }
            let after: Vec<String> = after.iter().map(u64::to_string).collect();
            let text = format!(
                "{who}: {} → {}",
                move_words(played.mv, lang),
                after.join(" ")
            );
            let _ = dom::child(&self.history, "li", "", &text);
        }
        dom::set_hidden(&self.history_title, game.history().is_empty());
    }
}

/// Whose turn it is, or how the game ended.
fn status(game: &Game, lang: Lang) -> String {
    let rule = match game.rule() {
        Rule::Normal => lang.pick("luật thường", "normal rule"),
        Rule::Misere => lang.pick("luật ngược", "misère rule"),
    };
    if game.is_over() {
        let Some(winner) = game.winner() else {
            return String::new();
        };
        return match (game.last_taker(), winner) {
            (None, Side::Learner) => lang.pick(
                format!("Các đống đều trống ngay từ đầu: bạn thắng ({rule})."),
                format!("Every heap is empty from the start: you win ({rule})."),
            ),
            (None, Side::Computer) => lang.pick(
                format!("Các đống đều trống ngay từ đầu: máy thắng ({rule})."),
                format!("Every heap is empty from the start: the computer wins ({rule})."),
            ),
            (Some(Side::Learner), Side::Learner) => lang.pick(
                "Hết sỏi. Bạn bốc viên cuối cùng nên bạn thắng!".to_string(),
                "No stones left. You took the last stone, so you win!".to_string(),
            ),
            (Some(Side::Computer), Side::Computer) => lang.pick(
                "Hết sỏi. Máy bốc viên cuối cùng nên máy thắng.".to_string(),
                "No stones left. The computer took the last stone, so it wins.".to_string(),
            ),
            (Some(Side::Learner), Side::Computer) => lang.pick(
                "Hết sỏi. Bạn bốc viên cuối cùng nên bạn thua (luật ngược: ai bốc viên cuối thì thua).".to_string(),
                "No stones left. You took the last stone, so you lose (misère: the last stone loses).".to_string(),
            ),
            (Some(Side::Computer), Side::Learner) => lang.pick(
                "Hết sỏi. Máy bốc viên cuối cùng nên máy thua: bạn thắng (luật ngược)!".to_string(),
                "No stones left. The computer took the last stone, so it loses: you win (misère)!".to_string(),
            ),
        };
    }
    match game.to_move() {
        Side::Learner => lang.pick(
            format!("Lượt của bạn ({rule}): chọn một đống rồi chọn số viên, hoặc gõ nước đi."),
            format!("Your turn ({rule}): choose a heap, then how many stones, or type a move."),
        ),
        Side::Computer => lang.pick(
            format!("Lượt của máy ({rule}): bấm “Máy đi”."),
            format!("The computer's turn ({rule}): press “Computer, move”."),
        ),
    }
}
