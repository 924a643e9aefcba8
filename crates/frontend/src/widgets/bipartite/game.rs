//! The token game against the computer, on the shared play panel over the solver's
//! [`TokenRules`]: the learner picks the start vertex (and, in the panel, who moves first), then
//! moves by clicking an unvisited neighbour (in the picture or in the row of move buttons) or by
//! typing its name (`R2`). The computer answers with the theorem's move: the token's partner in
//! a maximum matching of what is left. A hint says the same for the learner.

use std::rc::Rc;

use nimlab_course::widgets::bipartite as words;
use nimlab_solver::bipartite::play::{path_names, token, TokenRules};
use nimlab_solver::bipartite::{vertex_name, BipartiteGraph, Vertex};
use nimlab_solver::play::{Match, Side};
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlSelectElement};

use super::view::GraphView;
use crate::dom::{self, Listener};
use crate::kit::game_host::{Offer, Offered};
use crate::kit::play::{setup_select, Board, MoveRow, Play};
use crate::kit::stepper::Stepper;
use crate::kit::text::{Texts, Words};

pub enum Click {
    Hint,
}

/// The parts of the board, built at its first drawing.
struct Parts {
    view: GraphView,
    path: Element,
    moves: MoveRow<Vertex>,
    hint_button: Element,
    hint: Element,
    result: Element,
    _listeners: Vec<Listener>,
}

pub struct TokenBoard {
    graph: BipartiteGraph,
    edges: Vec<(usize, usize)>,
    start: Option<Element>,
    hint: bool,
    parts: Option<Parts>,
    /// The picture must be drawn again (a new graph).
    stale: bool,
}

impl TokenBoard {
    pub fn new(graph: BipartiteGraph, edges: Vec<(usize, usize)>) -> TokenBoard {
        TokenBoard {
            graph,
            edges,
            start: None,
            hint: false,
            parts: None,
            stale: true,
        }
    }

    /// A new graph: its vertices in the start list, its picture drawn at the next drawing.
    pub fn set_graph(&mut self, graph: BipartiteGraph, edges: Vec<(usize, usize)>) {
        self.graph = graph;
        self.edges = edges;
        self.stale = true;
        if let Some(select) = &self.start {
            dom::clear(select);
            for vertex in self.graph.vertices() {
                let name = vertex_name(vertex);
                if let Ok(option) = dom::child(select, "option", "", &name) {
                    dom::set_attr(&option, "value", &name);
                }
            }
        }
    }

    fn build(
        &mut self,
        area: &Element,
        send: &Rc<dyn Fn(Play<TokenBoard>)>,
    ) -> Result<Parts, JsValue> {
        let scroll = dom::child(area, "div", "bipartite-picture", "")?;
        let view = GraphView::new(&scroll, "bipartite-game-svg")?;
        // Clicking a vertex one may move to is a pointer shortcut for typing its name in the
        // move field (the keyboard's way; the keyboard test checks it is there).
        let field = r#"input[name="move"]"#;
        dom::set_attr(&view.svg, "data-pointer-shortcut-for", field);
        let path = dom::child(area, "p", "bipartite-path", "")?;
        let moves = MoveRow::new(area, "bipartite")?;
        let hint_button = dom::button(area, "btn bipartite-hint-toggle", "")?;
        let hint = dom::child(area, "p", "bipartite-hint", "")?;
        let result = dom::child(area, "p", "bipartite-result", "")?;
        let clicks = send.clone();
        let graph = self.graph.clone();
        let hint_send = send.clone();
        let listeners = vec![
            Listener::new(&view.svg, "click", move |event| {
                let name = event
                    .target()
                    .and_then(|t| t.dyn_into::<Element>().ok())
                    .and_then(|el| el.closest("[data-vertex]").ok().flatten())
                    .and_then(|el| el.get_attribute("data-vertex"));
                let vertex = name.and_then(|n| graph.vertices().find(|&v| vertex_name(v) == n));
                if let Some(vertex) = vertex {
                    clicks(Play::Move(vertex));
                }
            })?,
            Listener::new(&hint_button, "click", move |_| {
                hint_send(Play::Board(Click::Hint))
            })?,
        ];
        Ok(Parts {
            view,
            path,
            moves,
            hint_button,
            hint,
            result,
            _listeners: listeners,
        })
    }
}

impl Board for TokenBoard {
    type Rules = TokenRules;
    type Msg = Click;

    fn rules(&self) -> TokenRules {
        TokenRules::new(self.graph.clone())
    }

    fn setup(&mut self, area: &Element, texts: &Texts) -> Result<(), JsValue> {
        self.start = Some(setup_select(
            area,
            texts,
            "bipartite-start",
            "start",
            words::TOKEN_STARTS_ON,
        )?);
        self.set_graph(self.graph.clone(), self.edges.clone());
        Ok(())
    }

    fn start(&mut self, offered: Vec<Vertex>) -> Result<Vec<Vertex>, InputError> {
        let chosen = self
            .start
            .as_ref()
            .and_then(|s| s.dyn_ref::<HtmlSelectElement>())
            .map(HtmlSelectElement::value)
            .and_then(|name| self.graph.vertices().find(|&v| vertex_name(v) == name));
        let rules = self.rules();
        Ok(chosen
            .and_then(|v| rules.start(v))
            .or_else(|| rules.start(*offered.first()?))
            .unwrap_or(offered))
    }

    fn draw(
        &mut self,
        area: &Element,
        game: &Match<TokenRules>,
        lang: Lang,
        send: &Rc<dyn Fn(Play<TokenBoard>)>,
    ) -> Result<(), JsValue> {
        if self.parts.is_none() || area.child_element_count() == 0 {
            dom::clear(area);
            self.parts = Some(self.build(area, send)?);
            self.stale = true;
        }
        let rules = self.rules();
        let hint_on = self.hint;
        let Some(parts) = self.parts.as_mut() else {
            return Ok(());
        };
        if std::mem::take(&mut self.stale) {
            parts.view.rebuild(&self.graph, &self.edges)?;
        }
        let path = game.position();
        let here = token(path);
        let learner = game.to_move() == Side::Learner && !game.is_over();
        let legal = if learner {
            rules.next_vertices(path)
        } else {
            Vec::new()
        };
        let advice = learner.then(|| rules.advice(path));
        let best = advice.as_ref().and_then(|a| a.best).filter(|_| hint_on);
        for shape in &parts.view.vertices {
            let v = shape.vertex;
            let order = path.iter().position(|&p| p == v);
            let (is_token, option, hinted) = (v == here, legal.contains(&v), best == Some(v));
            let badge = match (is_token, order) {
                (true, _) => "●".to_string(),
                (_, Some(k)) => (k + 1).to_string(),
                _ if hinted => "★".to_string(),
                _ if option => "○".to_string(),
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
        let gone = &path[..path.len().saturating_sub(1)];
        for edge in &parts.view.edges {
            let walked = path.windows(2).any(|w| edge.joins(w[0], w[1]));
            let touched = gone.contains(&edge.ends.0) || gone.contains(&edge.ends.1);
            edge.paint(&[("is-walked", walked), ("is-gone", !walked && touched)]);
        }
        dom::set_attr(
            &parts.view.svg,
            "aria-label",
            &words::game_graph_label(&vertex_name(here), lang),
        );
        let walked = path_names(path, " → ");
        dom::set_text(&parts.path, &words::token_path(&walked, lang));
        parts.moves.show(
            &legal,
            |&v| vertex_name(v),
            |name| words::move_to(name, lang),
            lang.say(words::MOVE_TO),
            send,
            Play::Move,
        );
        let hint_words = if hint_on {
            words::HIDE_HINT
        } else {
            words::HINT
        };
        dom::set_text(&parts.hint_button, lang.say(hint_words));
        dom::set_attr(&parts.hint_button, "aria-pressed", &hint_on.to_string());
        let hint = advice.filter(|_| hint_on).map(|a| a.hint(here, lang));
        dom::show_text(&parts.hint, hint.as_deref().unwrap_or(""));
        let why = game.winner().map(|winner| {
            let start = game.start().first().copied().unwrap_or(here);
            rules.explain(start, winner.other(), game.first(), lang)
        });
        dom::show_text(&parts.result, why.as_deref().unwrap_or(""));
        Ok(())
    }

    fn update(&mut self, click: Click, _game: &Match<TokenRules>) -> Option<Vertex> {
        let Click::Hint = click;
        self.hint = !self.hint;
        None
    }

    /// The theorem's picture: what is left of the graph with one maximum matching drawn,
    /// one that leaves the token free when there is such a matching (the mover then loses).
    fn draw_analysis(
        &self,
        area: &Element,
        game: &Match<TokenRules>,
        lang: Lang,
    ) -> Result<(), JsValue> {
        dom::clear(area);
        let path = game.position();
        let here = token(path);
        let left = game.rules().remaining(path);
        let every = left.maximum_matching();
        let avoiding = left.without(&[here]).maximum_matching();
        let free = avoiding.size() == every.size();
        let matching = if free { avoiding } else { every };
        let mut view = GraphView::new(area, "bipartite-analysis-svg")?;
        view.rebuild(&self.graph, &self.edges)?;
        let gone = &path[..path.len().saturating_sub(1)];
        for shape in &view.vertices {
            let v = shape.vertex;
            let (is_token, visited) = (v == here, gone.contains(&v));
            let matched = matching.mate(v).is_some();
            let badge = match (is_token, visited, matched) {
                (true, _, true) => "●",
                (true, _, false) => "● ∅",
                (false, false, false) => "∅",
                (false, ..) => "",
            };
            shape.paint(
                &[
                    ("is-token", is_token),
                    ("is-visited", visited),
                    ("is-free", !visited && !matched),
                ],
                badge,
            );
        }
        let pairs = matching.pairs();
        for edge in &view.edges {
            let in_matching = pairs
                .iter()
                .any(|&(l, r)| edge.joins(Vertex::left(l), Vertex::right(r)));
            let touched = gone.contains(&edge.ends.0) || gone.contains(&edge.ends.1);
            edge.paint(&[("is-matched", in_matching), ("is-gone", touched)]);
        }
        let (v, m) = (vertex_name(here), matching.size());
        let names: Vec<String> = pairs
            .iter()
            .map(|&(l, r)| (vertex_name(Vertex::left(l)), vertex_name(Vertex::right(r))))
            .map(|(l, r)| format!("{l}–{r}"))
            .collect();
        let said = words::matching_left(free, m, &v, &names.join(", "), lang);
        dom::set_attr(&view.svg, "aria-label", &said);
        dom::child(area, "p", "bipartite-analysis-words", &said)?;
        Ok(())
    }

    fn how_to_move(&self, lang: Lang) -> String {
        lang.say(words::HOW_TO_MOVE).to_string()
    }

    fn typed_label(&self) -> Words {
        words::TYPED_VERTEX
    }
}

impl Offered for TokenBoard {
    const PREFIX: &'static str = "bipartite";

    fn from_offer(
        offer: &Offer,
        _send: &Rc<dyn Fn(Play<Self>)>,
    ) -> Option<(TokenBoard, Vec<Vertex>)> {
        let input = read(offer)?;
        let start = first_vertex(&input.graph);
        Some((TokenBoard::new(input.graph, input.edges), start))
    }

    fn take_offer(&mut self, offer: &Offer) -> Option<Vec<Vertex>> {
        let input = read(offer)?;
        let start = first_vertex(&input.graph);
        self.set_graph(input.graph, input.edges);
        Some(start)
    }
}

/// The widget's graph, read by the widget's own parser.
fn read(offer: &Offer) -> Option<super::Input> {
    super::Bipartite::parse(&offer.values(&["left", "right", "edges"])).ok()
}

/// The path a game starts with: the first vertex (the board's own choice may replace it).
fn first_vertex(graph: &BipartiteGraph) -> Vec<Vertex> {
    vec![graph.vertices().next().unwrap_or(Vertex::left(0))]
}
