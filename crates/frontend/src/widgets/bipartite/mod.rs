//! The bipartite-graph game: a token moves along edges to vertices it has never visited, and
//! whoever cannot move loses. The player to move from `v` wins exactly when `v` is in every
//! maximum matching (the solver's theorem, [`nimlab_solver::bipartite`]).
//!
//! The player steps through the solver's lazy [`BipartiteTrace`]: first Kuhn's searches for
//! augmenting paths, one per left vertex (the path drawn dashed, matched edges thick with a
//! diamond), then one W/L verdict per vertex with its reason (for an L vertex, the alternating
//! path that frees it). The resting picture is the final matching with every label. In predict
//! mode the player stops before each verdict until the learner says W or L. The shared play
//! panel plays the token game against the computer, which follows the matching strategy.

#[cfg(all(feature = "game-module", feature = "widget-bipartite"))]
pub(super) mod game;
mod view;

use nimlab_course::widgets::{bipartite as words, ANALYSE, PLAY_AGAINST};
use nimlab_solver::bipartite::program::PROGRAMS;
use nimlab_solver::bipartite::trace::Step;
use nimlab_solver::bipartite::{
    edges_text, judge_input, parse_edges, parse_judge, parse_side, vertex_name, BipartiteGraph,
    BipartiteTrace, Vertex, LEFT, RIGHT,
};
use nimlab_solver::{InputError, Lang, Outcome};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom;
use crate::kit::code_panel::Source;
use crate::kit::fields::{Kind, Spec, Values};
use crate::kit::game_slot::GameSlot;
use crate::kit::predict::{verdict, Answer, Answering, PredictMode, Predictor};
use crate::kit::stage::Part;
use crate::kit::stepper::{Build, CodeView, Effect, Stepper};
use crate::kit::text::Words;
use view::GraphView;

/// The most vertices drawn on each side (the picture must stay readable at 375 px).
pub const MAX_DRAWN_SIDE: u64 = 8;

pub enum Msg {
    Answer(Answer),
}

/// A checked graph with its edges (numbered from 0) in the order typed.
pub struct Input {
    pub(super) graph: BipartiteGraph,
    pub(super) edges: Vec<(usize, usize)>,
}

pub struct Bipartite {
    trace: BipartiteTrace,
    edges: Vec<(usize, usize)>,
    /// One guess per verdict (left vertices, then right ones).
    predict: Predictor<Outcome>,
    view: GraphView,
    matching: Element,
    summary: Element,
    game: GameSlot,
}

impl Stepper for Bipartite {
    type Msg = Msg;
    type Input = Input;

    fn fields(_placeholder: &Element) -> Vec<Spec> {
        let side = |key, label: Words, default| {
            Spec::new(key, ("", ""), default, Kind::Number)
                .labelled(words::side_label(label, MAX_DRAWN_SIDE))
        };
        vec![
            side("left", words::LEFT_VERTICES, "3"),
            side("right", words::RIGHT_VERTICES, "3"),
            Spec::new("edges", words::EDGES, "1-1, 1-2, 2-1, 3-2", Kind::Items),
        ]
    }

    const APPLY: Words = ANALYSE;

    const PREDICT: Option<Words> = Some(words::PREDICT);

    fn parse(values: &Values) -> Result<Input, Vec<InputError>> {
        let left = parse_side(values.get("left"), LEFT, MAX_DRAWN_SIDE);
        let right = parse_side(values.get("right"), RIGHT, MAX_DRAWN_SIDE);
        // The edges can only be checked against valid sides.
        let (Ok(left), Ok(right)) = (left.clone(), right.clone()) else {
            return Err(left.err().into_iter().chain(right.err()).collect());
        };
        let edges = parse_edges(values.get("edges"), left, right).map_err(|e| vec![e])?;
        let graph = BipartiteGraph::from_edges(left, right, &edges).map_err(|e| vec![e])?;
        Ok(Input { graph, edges })
    }

    fn build(build: Build<'_, Msg>, input: Input) -> Result<Bipartite, JsValue> {
        let stage = build.stage;
        stage.open(&words::OPENING, "bipartite")?;
        let picture = stage.part(Part::Picture);
        let frame = dom::child(picture, "div", "bipartite-picture", "")?;
        let view = GraphView::new(&frame, "bipartite-main-svg")?;
        let results = stage.part(Part::Analysis);
        let matching = dom::child(results, "p", "bipartite-matching", "")?;
        let summary = dom::child(results, "p", "bipartite-summary", "")?;
        let area = stage.fold(Part::Play, PLAY_AGAINST)?;
        let game = GameSlot::new(
            &area,
            "bipartite",
            stage.texts(),
            offer(&input.graph, &input.edges),
        )?;
        let mut widget = Bipartite {
            trace: BipartiteTrace::new(input.graph.clone()),
            edges: Vec::new(),
            predict: Predictor::in_practice(
                stage,
                &build.dispatch,
                Answering::win_lose(),
                Msg::Answer,
                words::VERTICES,
                words::HOW_ASKED,
            )?,
            view,
            matching,
            summary,
            game,
        };
        widget.load(input)?;
        Ok(widget)
    }

    fn load(&mut self, input: Input) -> Result<(), JsValue> {
        self.view.rebuild(&input.graph, &input.edges)?;
        self.game.offer(offer(&input.graph, &input.edges));
        self.trace = BipartiteTrace::new(input.graph);
        self.edges = input.edges;
        self.predict.clear(self.verdicts());
        Ok(())
    }

    fn values(&self) -> Values {
        Values::new(offer(self.trace.graph(), &self.edges))
    }

    fn programs(&self) -> Vec<Source> {
        Source::all(&PROGRAMS)
    }

    fn stdin(&self) -> String {
        let g = self.trace.graph();
        judge_input(g.left_len(), g.right_len(), &self.edges)
    }

    fn read_stdin(&self, text: &str) -> Result<Input, InputError> {
        let judge = parse_judge(text, MAX_DRAWN_SIDE as usize)?;
        let graph = BipartiteGraph::from_edges(judge.left, judge.right, &judge.edges)?;
        Ok(Input {
            graph,
            edges: judge.edges,
        })
    }

    fn total(&self) -> usize {
        self.trace.total()
    }

    fn update(&mut self, msg: Msg, _lang: Lang) -> Effect {
        match msg {
            Msg::Answer(answer) => self.predict.answer_win_lose(answer),
        }
    }

    fn predictor(&mut self) -> Option<&mut dyn PredictMode> {
        Some(&mut self.predict)
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        let slot = position.checked_sub(1 + self.trace.searches());
        slot.map_or(true, |index| self.predict.ask(index, playing))
    }

    fn on_reset(&mut self) {
        self.predict.clear(self.verdicts());
    }

    fn key(&self, key: &str) -> Option<Msg> {
        self.predict.win_lose_key(key).map(Msg::Answer)
    }

    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue> {
        self.draw_picture(position, lang);
        let maximum = position >= self.trace.searches();
        let matching = self.trace.matching_at(position).sentence(maximum, lang);
        dom::set_text(&self.matching, &matching);
        let done = position >= self.total();
        dom::show_when(&self.summary, done, || self.trace.summary(lang));
        let trace = &self.trace;
        self.predict.draw(
            // A slot is asked from its verdict, so the verdict is there.
            |index| {
                let name = trace.verdict(index).map(|v| vertex_name(v.vertex));
                name.map_or_else(String::new, |name| words::question(&name, lang))
            },
            |index, guess| {
                let label = trace.verdict(index)?;
                let name = vertex_name(label.vertex);
                let truth = label.outcome.letter();
                Some(verdict(guess.letter(), truth, (&name, &name), lang))
            },
            lang,
        );
        Ok(())
    }

    fn relabel(&mut self, _lang: Lang) {
        self.game.set_lang();
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        match position.checked_sub(1).and_then(|k| self.trace.step(k)) {
            Some(step) => step.sentence(lang),
            None => lang.say(words::OPENING.start).to_string(),
        }
    }

    fn code(&self, position: usize) -> CodeView {
        match position.checked_sub(1).and_then(|k| self.trace.step(k)) {
            Some(step) => CodeView::at(&PROGRAMS, step.code_point(), step.variables()),
            None => {
                let g = self.trace.graph();
                CodeView::start([
                    ("nl", g.left_len()),
                    ("nr", g.right_len()),
                    ("m", self.edges.len()),
                ])
            }
        }
    }
}

impl Bipartite {
    fn verdicts(&self) -> usize {
        self.trace.total() - self.trace.searches()
    }

    /// The main picture after `position` steps: the matching so far, the path of the step
    /// (a search's augmenting path, an L verdict's freeing path, a W verdict's partner), and the
    /// labels given so far.
    fn draw_picture(&self, position: usize, lang: Lang) {
        let trace = &self.trace;
        let matching = trace.matching_at(position);
        let step = position.checked_sub(1).and_then(|k| trace.step(k));
        let (path, current, partner) = match &step {
            Some(Step::Search(s)) => (
                s.path.clone().unwrap_or_default(),
                Some(Vertex::left(s.start)),
                None,
            ),
            Some(Step::Verdict(v)) => {
                // A W verdict points at the partner the winner moves to.
                let partner = v
                    .partner
                    .filter(|_| v.outcome == Outcome::Win)
                    .map(|index| Vertex {
                        half: v.vertex.half.other(),
                        index,
                    });
                (v.witness.clone(), Some(v.vertex), partner)
            }
            None => (Vec::new(), None, None),
        };
        for edge in &self.view.edges {
            let (l, r) = edge.ends;
            let matched = matching.mate(l) == Some(r.index);
            let on_path = path.windows(2).any(|w| edge.joins(w[0], w[1]))
                || current.zip(partner).is_some_and(|(a, b)| edge.joins(a, b));
            edge.paint(&[("is-matched", matched), ("is-path", on_path)]);
        }
        let shown = position.saturating_sub(trace.searches());
        let waiting = self.predict.state.waiting_for();
        for shape in &self.view.vertices {
            let v = shape.vertex;
            let index = trace.verdict_index(v);
            let outcome = (index < shown).then(|| trace.outcome(v));
            let badge = match (outcome, waiting == Some(index)) {
                (Some(o), _) => o.letter().to_string(),
                (None, true) => "?".to_string(),
                _ => String::new(),
            };
            shape.paint(
                &[
                    ("is-w", outcome == Some(Outcome::Win)),
                    ("is-l", outcome == Some(Outcome::Lose)),
                    ("is-current", current == Some(v)),
                    ("is-path", path.contains(&v) || partner == Some(v)),
                    ("is-free", matching.mate(v).is_none()),
                ],
                &badge,
            );
        }
        let g = trace.graph();
        let label = words::graph_label(g.left_len(), g.right_len(), self.edges.len(), lang);
        dom::set_attr(&self.view.svg, "aria-label", &label);
    }
}

/// The sides and the edges, as the fields and the game take them.
fn offer(graph: &BipartiteGraph, edges: &[(usize, usize)]) -> Vec<(&'static str, String)> {
    vec![
        ("left", graph.left_len().to_string()),
        ("right", graph.right_len().to_string()),
        ("edges", edges_text(edges)),
    ]
}
