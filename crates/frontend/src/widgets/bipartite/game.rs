//! Playing the token game against the computer, beside the stepped analysis.
//!
//! The learner picks the start vertex and who moves first, then moves by clicking an unvisited
//! neighbour (in the picture or in the row of move buttons) or by typing its name (`R2`). The
//! computer answers at once with the solver's advice: the token's partner in a maximum
//! matching of what is left. Undo takes back the learner's last move and the reply to it.

use std::rc::Rc;

use nimlab_solver::bipartite::play::{Advice, TokenGame};
use nimlab_solver::bipartite::{vertex_name, BipartiteGraph, Vertex};
use nimlab_solver::{InputError, Lang, Outcome};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlSelectElement};

use super::view::GraphView;
use crate::dom::{self, Listener};
use crate::kit;
use crate::kit::form::InputField;

pub enum GameMsg {
    NewGame,
    /// A vertex clicked in the picture, by name.
    Click(String),
    /// A move button.
    MoveTo(Vertex),
    Typed,
    Undo,
    ToggleHint,
}

/// The game and who made its first move.
struct Play {
    game: TokenGame,
    learner_first: bool,
    /// The advice at the start, kept for the closing explanation.
    start_advice: Advice,
}

impl Play {
    fn learner_to_move(&self) -> bool {
        (self.game.moves_made() % 2 == 0) == self.learner_first
    }

    /// Whether one of the moves made so far is the learner's (so Undo has something to do).
    fn learner_has_moved(&self) -> bool {
        (0..self.game.moves_made()).any(|k| (k % 2 == 0) == self.learner_first)
    }

    /// The computer moves while it is its turn (once, since turns alternate).
    fn computer_plays(&mut self) -> Option<(Vertex, Vertex)> {
        if self.learner_to_move() {
            return None;
        }
        let from = self.game.token();
        let to = self.game.computer_move()?;
        self.game.play(to).ok()?;
        Some((from, to))
    }
}

pub struct GamePanel {
    pub root: Element,
    play: Option<Play>,
    last_reply: Option<(Vertex, Vertex, Outcome)>,
    move_error: Option<InputError>,
    hint: bool,
    dispatch: Rc<dyn Fn(GameMsg)>,
    title: Element,
    intro: Element,
    start_label: Element,
    start: Element,
    first_label: Element,
    first: Element,
    first_options: [Element; 2],
    new_game: Element,
    status: Element,
    view: GraphView,
    moves_label: Element,
    moves_box: Element,
    move_buttons: Vec<(Vertex, Element)>,
    typed: InputField,
    typed_go: Element,
    undo: Element,
    hint_button: Element,
    hint_text: Element,
    path_text: Element,
    result: Element,
    _listeners: Vec<Listener>,
    _move_listeners: Vec<Listener>,
}

fn choice(select: &Element) -> String {
    select
        .dyn_ref::<HtmlSelectElement>()
        .map(|s| s.value())
        .unwrap_or_default()
}

fn names(path: &[Vertex]) -> String {
    path.iter()
        .map(|&v| vertex_name(v))
        .collect::<Vec<_>>()
        .join(" → ")
}

impl GamePanel {
    pub fn new(parent: &Element, dispatch: Rc<dyn Fn(GameMsg)>) -> Result<GamePanel, JsValue> {
        let (root, title) =
            kit::panel(parent, "bipartite-game", "bipartite-game-title", "bp-game")?;
        let intro = dom::child(&root, "p", "bipartite-game-intro", "")?;

        let setup = dom::child(&root, "div", "bipartite-game-setup", "")?;
        let select = |name: &str| -> Result<(Element, Element), JsValue> {
            let wrap = dom::child(&setup, "div", "field bipartite-select", "")?;
            let label = dom::child(&wrap, "label", "", "")?;
            let select = dom::child(&wrap, "select", &format!("bipartite-{name}"), "")?;
            let id = dom::fresh_id(name);
            dom::set_attr(&select, "id", &id);
            dom::set_attr(&select, "name", name);
            dom::set_attr(&label, "for", &id);
            Ok((label, select))
        };
        let (start_label, start) = select("start")?;
        let (first_label, first) = select("first")?;
        let first_options = [
            dom::child(&first, "option", "", "")?,
            dom::child(&first, "option", "", "")?,
        ];
        dom::set_attr(&first_options[0], "value", "learner");
        dom::set_attr(&first_options[1], "value", "computer");
        let new_game = dom::button(&setup, "btn btn-primary bipartite-new-game", "")?;

        let status = dom::child(&root, "p", "bipartite-game-status", "")?;
        dom::set_attr(&status, "aria-live", "polite");
        let scroll = dom::child(&root, "div", "bipartite-picture", "")?;
        let view = GraphView::new(&scroll, "bipartite-game-svg")?;
        let path_text = dom::child(&root, "p", "bipartite-path", "")?;

        let moves_box = dom::child(&root, "div", "bipartite-moves", "")?;
        dom::set_attr(&moves_box, "role", "group");
        let moves_label = dom::child(&moves_box, "p", "bipartite-moves-label", "")?;
        let moves_id = dom::fresh_id("bp-moves");
        dom::set_attr(&moves_label, "id", &moves_id);
        dom::set_attr(&moves_box, "aria-labelledby", &moves_id);

        let form = dom::child(&root, "form", "widget-form bipartite-typed", "")?;
        dom::set_attr(&form, "novalidate", "");
        let typed = InputField::new(&form, "move")?;
        let actions = dom::child(&form, "div", "form-actions", "")?;
        let typed_go = dom::child(&actions, "button", "btn", "")?;
        dom::set_attr(&typed_go, "type", "submit");
        let undo = dom::button(&actions, "btn bipartite-undo", "")?;
        let hint_button = dom::button(&actions, "btn bipartite-hint-toggle", "")?;
        let hint_text = dom::child(&root, "p", "bipartite-hint", "")?;
        let result = dom::child(&root, "p", "bipartite-result", "")?;

        let mut listeners = Vec::new();
        let click = |el: &Element, make: fn() -> GameMsg| {
            let d = dispatch.clone();
            Listener::new(el, "click", move |_| d(make()))
        };
        listeners.push(click(&new_game, || GameMsg::NewGame)?);
        listeners.push(click(&undo, || GameMsg::Undo)?);
        listeners.push(click(&hint_button, || GameMsg::ToggleHint)?);
        let d = dispatch.clone();
        listeners.push(Listener::new(&form, "submit", move |event| {
            event.prevent_default();
            d(GameMsg::Typed);
        })?);
        let d = dispatch.clone();
        listeners.push(Listener::new(&view.svg, "click", move |event| {
            let name = event
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|el| el.closest("[data-vertex]").ok().flatten())
                .and_then(|el| el.get_attribute("data-vertex"));
            if let Some(name) = name {
                d(GameMsg::Click(name));
            }
        })?);

        Ok(GamePanel {
            root,
            play: None,
            last_reply: None,
            move_error: None,
            hint: false,
            dispatch,
            title,
            intro,
            start_label,
            start,
            first_label,
            first,
            first_options,
            new_game,
            status,
            view,
            moves_label,
            moves_box,
            move_buttons: Vec::new(),
            typed,
            typed_go,
            undo,
            hint_button,
            hint_text,
            path_text,
            result,
            _listeners: listeners,
            _move_listeners: Vec::new(),
        })
    }

    /// A new graph: the start list and the picture are rebuilt and a game starts on it.
    pub fn reset(&mut self, graph: &BipartiteGraph, edges: &[(usize, usize)]) {
        while let Some(old) = self.start.first_child() {
            let _ = self.start.remove_child(&old);
        }
        for vertex in graph.vertices() {
            let name = vertex_name(vertex);
            if let Ok(option) = dom::child(&self.start, "option", "", &name) {
                dom::set_attr(&option, "value", &name);
            }
        }
        self.view.rebuild(graph, edges);
        self.new_game(graph);
    }

    fn new_game(&mut self, graph: &BipartiteGraph) {
        let name = choice(&self.start);
        let start = graph
            .vertices()
            .find(|&v| vertex_name(v) == name)
            .or_else(|| graph.vertices().next());
        self.play = start
            .and_then(|s| TokenGame::new(graph.clone(), s))
            .map(|game| Play {
                start_advice: game.advice(),
                game,
                learner_first: choice(&self.first) != "computer",
            });
        self.last_reply = None;
        self.move_error = None;
        self.typed.set_value("");
        self.computer_turn();
    }

    fn computer_turn(&mut self) {
        let Some(play) = &mut self.play else { return };
        let advice = play.game.advice();
        if let Some((from, to)) = play.computer_plays() {
            self.last_reply = Some((from, to, advice.outcome));
        }
    }

    pub fn update(&mut self, msg: GameMsg, graph: &BipartiteGraph) {
        match msg {
            GameMsg::NewGame => self.new_game(graph),
            GameMsg::Click(name) => {
                self.try_move(&name);
            }
            GameMsg::MoveTo(vertex) => {
                self.try_move(&vertex_name(vertex));
            }
            GameMsg::Typed => {
                let text = self.typed.value();
                if self.try_move(&text) {
                    self.typed.set_value("");
                }
            }
            GameMsg::Undo => {
                if let Some(play) = self.play.as_mut().filter(|p| p.learner_has_moved()) {
                    // Takes back moves down to and including the learner's last one.
                    while let Some(k) = play.game.moves_made().checked_sub(1) {
                        let learners = (k % 2 == 0) == play.learner_first;
                        play.game.undo();
                        if learners {
                            break;
                        }
                    }
                }
                self.last_reply = None;
                self.move_error = None;
            }
            GameMsg::ToggleHint => self.hint = !self.hint,
        }
    }

    /// Plays the learner's move named `text`; `false` (with the reason at the field) if it is
    /// not legal or not the learner's turn.
    fn try_move(&mut self, text: &str) -> bool {
        let Some(play) = &mut self.play else {
            return false;
        };
        if !play.learner_to_move() || play.game.is_over() {
            return false;
        }
        let parsed = play.game.parse_move(text);
        match parsed.and_then(|vertex| play.game.play(vertex)) {
            Ok(()) => {
                self.move_error = None;
                self.last_reply = None;
                self.computer_turn();
                true
            }
            Err(error) => {
                self.move_error = Some(error);
                false
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
                "Chọn đỉnh đặt quân và ai đi trước. Mỗi lượt đẩy quân dọc một cạnh sang một đỉnh \
                 chưa từng đứng; ai không đi được thì thua. Máy luôn đi theo cặp ghép cực đại.",
                "Choose the start vertex and who moves first. Each turn slides the token along \
                 an edge to a vertex it has never been on; whoever cannot move loses. The \
                 computer always follows a maximum matching.",
            ),
        );
        dom::set_text(
            &self.start_label,
            lang.pick("Đặt quân ở", "Token starts on"),
        );
        dom::set_text(
            &self.first_label,
            lang.pick("Ai đi trước", "Who moves first"),
        );
        dom::set_text(&self.first_options[0], lang.pick("Bạn", "You"));
        dom::set_text(&self.first_options[1], lang.pick("Máy", "The computer"));
        dom::set_text(&self.new_game, lang.pick("Ván mới", "New game"));
        self.typed.set_label(lang.pick(
            "Hoặc gõ đỉnh muốn tới (ví dụ R2)",
            "Or type the vertex to go to (e.g. R2)",
        ));
        dom::set_text(&self.typed_go, lang.pick("Đi", "Move"));
        dom::set_text(&self.undo, lang.pick("Đi lại", "Undo"));
        dom::set_text(
            &self.moves_label,
            lang.pick("Đẩy quân tới:", "Move the token to:"),
        );
    }

    /// Draws the game from its state.
    pub fn draw(&mut self, lang: Lang) {
        self.typed.show(self.move_error.as_ref(), lang);
        dom::set_text(
            &self.hint_button,
            if self.hint {
                lang.pick("Ẩn gợi ý", "Hide hint")
            } else {
                lang.pick("Gợi ý", "Hint")
            },
        );
        dom::set_attr(
            &self.hint_button,
            "aria-pressed",
            if self.hint { "true" } else { "false" },
        );
        let Some(play) = &self.play else {
            dom::set_text(&self.status, "");
            return;
        };
        let game = &play.game;
        let learner = play.learner_to_move();
        let over = game.is_over();
        let legal = game.legal_moves();
        let advice = game.advice();
        let path = game.path();
        let token = game.token();

        // The picture: the walked path, the token, the moves open to the learner.
        for shape in self.view.vertices() {
            let v = shape.vertex;
            let order = path.iter().position(|&p| p == v);
            let is_token = v == token;
            let option = learner && !over && legal.contains(&v);
            let hinted = self.hint && learner && advice.best == Some(v);
            let badge = match (is_token, order, hinted, option) {
                (true, _, _, _) => "●".to_string(),
                (_, Some(k), _, _) => (k + 1).to_string(),
                (_, _, true, _) => "★".to_string(),
                (_, _, _, true) => "○".to_string(),
                _ => String::new(),
            };
            shape.paint(
                &[
                    ("is-token", is_token),
                    ("is-visited", order.is_some() && !is_token),
                    ("is-option", option),
                    ("is-hint", hinted),
                ],
                &badge,
            );
        }
        for edge in self.view.edges() {
            let (l, r) = (Vertex::left(edge.l), Vertex::right(edge.r));
            let walked = path
                .windows(2)
                .any(|w| (w[0] == l && w[1] == r) || (w[0] == r && w[1] == l));
            let gone = !walked && path[..game.moves_made()].iter().any(|&p| p == l || p == r);
            edge.paint(&[("is-walked", walked), ("is-gone", gone)]);
        }
        self.view.set_label(&lang.pick(
            format!("Đồ thị của ván chơi; quân đang ở {}", vertex_name(token)),
            format!("The game's graph; the token is on {}", vertex_name(token)),
        ));
        dom::set_text(
            &self.path_text,
            &lang.pick(
                format!("Đường quân đã đi: {}", names(path)),
                format!("The token's path: {}", names(path)),
            ),
        );

        let here = vertex_name(token);
        let reply = self.last_reply.map(|(from, to, outcome)| {
            let (f, t) = (vertex_name(from), vertex_name(to));
            match outcome {
                Outcome::Win => lang.pick(
                    format!("Máy đi {f} → {t}: {t} là bạn ghép của {f} trong một cặp ghép cực đại của phần còn lại. "),
                    format!("The computer moved {f} → {t}: {t} is the partner of {f} in a maximum matching of what is left. "),
                ),
                _ => lang.pick(
                    format!("Máy đi {f} → {t} (từ {f} máy không có nước thắng). "),
                    format!("The computer moved {f} → {t} (it had no winning move from {f}). "),
                ),
            }
        });
        let status = if over {
            if learner {
                lang.pick(
                    format!("Quân ở {here} không còn đỉnh kề nào chưa đi: bạn thua."),
                    format!("The token on {here} has no unvisited neighbour: you lose."),
                )
            } else {
                lang.pick(
                    format!("Quân ở {here} không còn đỉnh kề nào chưa đi: máy thua, bạn thắng!"),
                    format!("The token on {here} has no unvisited neighbour: the computer loses, you win!"),
                )
            }
        } else {
            lang.pick(
                format!("Đến lượt bạn: quân đang ở {here}."),
                format!("Your turn: the token is on {here}."),
            )
        };
        dom::set_text(
            &self.status,
            &format!("{}{status}", reply.unwrap_or_default()),
        );

        let hint = if self.hint && learner && !over {
            Some(match advice.best {
                Some(best) => {
                    let b = vertex_name(best);
                    lang.pick(
                        format!("Gợi ý: {here} có mặt trong mọi cặp ghép cực đại của phần còn lại, nên bạn thắng: hãy đi tới {b}, bạn ghép của {here}."),
                        format!("Hint: {here} is in every maximum matching of what is left, so you win: go to {b}, the partner of {here}."),
                    )
                }
                None => lang.pick(
                    format!("Gợi ý: có một cặp ghép cực đại của phần còn lại để {here} trống, nên nếu máy chơi đúng thì nước nào của bạn cũng thua."),
                    format!("Hint: some maximum matching of what is left leaves {here} free, so against best play every move of yours loses."),
                ),
            })
        } else {
            None
        };
        dom::set_text(&self.hint_text, hint.as_deref().unwrap_or(""));
        dom::set_hidden(&self.hint_text, hint.is_none());

        let result = over.then(|| self.explain(play, learner, lang));
        dom::set_text(&self.result, result.as_deref().unwrap_or(""));
        dom::set_hidden(&self.result, result.is_none());

        dom::set_disabled(&self.undo, !play.learner_has_moved());
        dom::set_disabled(&self.typed_go, !learner || over);
        dom::set_hidden(&self.moves_box, !learner || over);
        self.draw_move_buttons(if learner && !over { legal } else { Vec::new() }, lang);
    }

    /// Why the game ended as it did, in terms of the theorem.
    fn explain(&self, play: &Play, learner_lost: bool, lang: Lang) -> String {
        let start = play.game.path().first().copied().unwrap_or(Vertex::left(0));
        let s = vertex_name(start);
        let opener = if play.learner_first {
            lang.pick("bạn", "you")
        } else {
            lang.pick("máy", "the computer")
        };
        let start_is_w = play.start_advice.outcome == Outcome::Win;
        match (learner_lost, start_is_w) {
            (true, _) => lang.pick(
                format!("Vì sao: mỗi khi đến lượt máy mà quân đứng ở một đỉnh có mặt trong mọi cặp ghép cực đại của phần còn lại, máy đẩy quân sang bạn ghép của đỉnh đó; đỉnh bạn nhận được bị một cặp ghép cực đại bỏ trống, nên mọi nước của bạn đều tới một đỉnh đã ghép và máy luôn còn nước đáp. Ván bắt đầu ở {s}, người đi đầu là {opener}."),
                format!("Why: whenever the computer had the token on a vertex that is in every maximum matching of what was left, it slid the token to that vertex's partner; the vertex you received is left free by some maximum matching, so each of your moves reached a matched vertex and the computer always had a reply. The game started on {s}, with {opener} moving first."),
            ),
            (false, true) if play.learner_first => lang.pick(
                format!("Vì sao: {s} có mặt trong mọi cặp ghép cực đại, nên người đi đầu (bạn) thắng nếu luôn đẩy quân sang bạn ghép trong một cặp ghép cực đại; máy không còn đường thoát."),
                format!("Why: {s} is in every maximum matching, so the first mover (you) wins by always sliding the token to its partner in a maximum matching; the computer had no way out."),
            ),
            (false, _) => lang.pick(
                format!("Vì sao: mỗi nước của bạn đưa quân tới bạn ghép của nó trong một cặp ghép cực đại của phần còn lại, nên máy luôn nhận một đỉnh bị một cặp ghép cực đại bỏ trống và cuối cùng hết nước. Ván bắt đầu ở {s}, người đi đầu là {opener}."),
                format!("Why: each of your moves took the token to its partner in a maximum matching of what was left, so the computer always received a vertex left free by some maximum matching and finally ran out of moves. The game started on {s}, with {opener} moving first."),
            ),
        }
    }

    fn draw_move_buttons(&mut self, legal: Vec<Vertex>, lang: Lang) {
        let same = self.move_buttons.len() == legal.len()
            && self
                .move_buttons
                .iter()
                .zip(&legal)
                .all(|((v, _), w)| v == w);
        if !same {
            self._move_listeners.clear();
            for (_, button) in self.move_buttons.drain(..) {
                let _ = self.moves_box.remove_child(&button);
            }
            for vertex in legal {
                let Ok(button) =
                    dom::button(&self.moves_box, "btn bipartite-move", &vertex_name(vertex))
                else {
                    continue;
                };
                let d = self.dispatch.clone();
                if let Ok(l) = Listener::new(&button, "click", move |_| d(GameMsg::MoveTo(vertex)))
                {
                    self._move_listeners.push(l);
                }
                self.move_buttons.push((vertex, button));
            }
        }
        for (vertex, button) in &self.move_buttons {
            let name = vertex_name(*vertex);
            dom::set_attr(
                button,
                "aria-label",
                &lang.pick(
                    format!("Đẩy quân tới {name}"),
                    format!("Move the token to {name}"),
                ),
            );
        }
    }
}
