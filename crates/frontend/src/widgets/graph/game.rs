//! The token game against the computer, on the shared play panel over the solver's
//! [`GraphRules`]: the learner picks the start vertex (and, in the panel, who moves first), then
//! moves the token along an arrow by clicking the vertex it reaches (in the picture or in the
//! row of move buttons) or by typing its number. The computer follows the retrograde analysis;
//! a position that comes back with the same player to move is a draw.

use std::rc::Rc;

use nimlab_course::widgets::graph as words;
use nimlab_solver::graph::play::GraphRules;
use nimlab_solver::graph::{GameGraph, GraphValue, PlayRule};
use nimlab_solver::input::RawInt;
use nimlab_solver::play::{Match, Side};
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlSelectElement};

use super::drawing::Drawing;
use crate::dom;
use crate::kit::game_host::{Offer, Offered};
use crate::kit::play::{setup_select, Board, MoveRow, Play};
use crate::kit::stepper::Stepper;
use crate::kit::text::{Texts, Words};

/// The parts of the board, built at its first drawing.
struct Parts {
    drawing: Drawing,
    moves: MoveRow<usize>,
}

pub struct GraphBoard {
    rules: GraphRules,
    edges: Vec<(usize, usize)>,
    start: Option<Element>,
    parts: Option<Parts>,
    /// The picture must be drawn again (a new graph).
    stale: bool,
}

impl GraphBoard {
    pub fn new(graph: GameGraph, edges: Vec<(usize, usize)>, rule: PlayRule) -> GraphBoard {
        GraphBoard {
            rules: GraphRules::new(graph, rule),
            edges,
            start: None,
            parts: None,
            stale: true,
        }
    }

    /// A new graph or rule: its vertices in the start list, its picture drawn at the next
    /// drawing.
    pub fn set_graph(&mut self, graph: GameGraph, edges: Vec<(usize, usize)>, rule: PlayRule) {
        self.rules = GraphRules::new(graph, rule);
        self.edges = edges;
        self.stale = true;
        self.fill_start();
    }

    /// The graph's vertices in the start list.
    fn fill_start(&self) {
        if let Some(select) = &self.start {
            dom::clear(select);
            for v in 0..self.rules.graph().len() {
                let v = v.to_string();
                if let Ok(option) = dom::child(select, "option", "", &v) {
                    dom::set_attr(&option, "value", &v);
                }
            }
        }
    }

    /// A drawing of the graph in `area`, whose clicks call `select`.
    fn drawing(&self, area: &Element, select: Rc<dyn Fn(usize)>) -> Result<Drawing, JsValue> {
        let mut drawing = Drawing::new(area)?;
        let acyclic = self.rules.graph().grundy().is_ok();
        drawing.rebuild(self.rules.graph().len(), &self.edges, acyclic, select)?;
        Ok(drawing)
    }
}

impl Board for GraphBoard {
    type Rules = GraphRules;
    type Msg = ();

    fn rules(&self) -> GraphRules {
        self.rules.clone()
    }

    fn setup(&mut self, area: &Element, texts: &Texts) -> Result<(), JsValue> {
        let label = words::TOKEN_STARTS_ON;
        self.start = Some(setup_select(area, texts, "gr-play-start", "start", label)?);
        self.fill_start();
        Ok(())
    }

    fn start(&mut self, offered: usize) -> Result<usize, InputError> {
        let chosen = self
            .start
            .as_ref()
            .and_then(|s| s.dyn_ref::<HtmlSelectElement>())
            .map(HtmlSelectElement::value);
        match chosen {
            Some(text) if !text.is_empty() => self.rules.start(&RawInt::parse(&text)),
            _ => self.rules.start(&RawInt::Value(offered as i128)),
        }
    }

    fn draw(
        &mut self,
        area: &Element,
        game: &Match<GraphRules>,
        lang: Lang,
        send: &Rc<dyn Fn(Play<GraphBoard>)>,
    ) -> Result<(), JsValue> {
        if self.stale || self.parts.is_none() || area.child_element_count() == 0 {
            dom::clear(area);
            let clicks = send.clone();
            let drawing = self.drawing(area, Rc::new(move |v| clicks(Play::Move(v))))?;
            // Clicking a vertex is a pointer shortcut for its move button below the picture.
            dom::set_attr(&drawing.svg, "data-pointer-shortcut-for", ".gr-play-move");
            let moves = MoveRow::new(area, "gr-play")?;
            self.parts = Some(Parts { drawing, moves });
            self.stale = false;
        }
        let Some(parts) = self.parts.as_mut() else {
            return Ok(());
        };
        let here = *game.position();
        let learner = game.to_move() == Side::Learner && !game.is_over();
        let legal = if learner {
            self.rules.graph().successors(here)
        } else {
            &[]
        };
        parts.drawing.draw_play(here, legal, None);
        let label = words::game_graph_label(here, lang);
        dom::set_attr(&parts.drawing.svg, "aria-label", &label);
        parts.moves.show(
            legal,
            usize::to_string,
            |v| words::move_to(v, lang),
            lang.say(words::MOVE_TO),
            send,
            Play::Move,
        );
        Ok(())
    }

    fn update(&mut self, _: (), _: &Match<GraphRules>) -> Option<usize> {
        None
    }

    /// The retrograde analysis's picture: every vertex's letter and remoteness, with the
    /// token and the vertices it can reach marked.
    fn draw_analysis(
        &self,
        area: &Element,
        game: &Match<GraphRules>,
        lang: Lang,
    ) -> Result<(), JsValue> {
        dom::clear(area);
        let here = *game.position();
        let drawing = self.drawing(area, Rc::new(|_| {}))?;
        let graph = self.rules.graph();
        let values: Vec<GraphValue> = (0..graph.len()).map(|v| self.rules.value(v)).collect();
        drawing.draw_play(here, graph.successors(here), Some(&values));
        let said = words::analysis_words(here, lang);
        dom::set_attr(&drawing.svg, "aria-label", &said);
        dom::child(area, "p", "gr-analysis-words", &said)?;
        Ok(())
    }

    fn how_to_move(&self, lang: Lang) -> String {
        lang.say(words::HOW_TO_MOVE).to_string()
    }

    fn typed_label(&self) -> Words {
        words::TYPED_VERTEX
    }
}

impl Offered for GraphBoard {
    const PREFIX: &'static str = "gr";

    fn from_offer(offer: &Offer, _send: &Rc<dyn Fn(Play<Self>)>) -> Option<(GraphBoard, usize)> {
        let ((graph, edges), rule) = read(offer)?;
        Some((GraphBoard::new(graph, edges, rule), 0))
    }

    fn take_offer(&mut self, offer: &Offer) -> Option<usize> {
        let ((graph, edges), rule) = read(offer)?;
        self.set_graph(graph, edges, rule);
        Some(0)
    }
}

/// The widget's graph, read by the widget's own parser, and its rule.
fn read(offer: &Offer) -> Option<(super::TypedGraph, PlayRule)> {
    let input = super::GraphWidget::parse(&offer.values(&["vertices", "edges"])).ok()?;
    Some((input.graph, super::rule_of(offer.get("rule"))))
}
