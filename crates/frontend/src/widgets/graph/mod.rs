//! A token on a directed graph: the graph drawn as SVG, then labelled W, L or D by the
//! retrograde analysis of the solver, one event per step (a vertex without moves, a pop from
//! the queue, an edge told to a predecessor, the draws at the end).
//!
//! Placeholder: `<div data-widget="graph" data-vertices="7" data-edges="0-1,1-2,2-0"
//! data-rule="normal">` (`data-rule="misere"` for misère play; `data-view="grundy"` turns on
//! the Grundy values when the graph has no cycle). Vertices are numbered from 0, as in the
//! program of the code runner; edges are written `u-v` (also `u->v`, `u→v` or `u v`),
//! separated by commas. URL keys: `{id}.vertices`, `{id}.edges`, `{id}.rule`, `{id}.view`,
//! `{id}.step`.
//!
//! Every picture is drawn from the position alone, with the solver's state after that many
//! steps (each vertex's letter and counter, the queue), read from its lazy trace, so stepping
//! back restores exactly the picture before. In predict mode the player stops before each
//! vertex gets its letter until the learner says W or L. Below, the learner plays the token game
//! on the same graph against the computer, which follows the analysis (`game.rs`), with the
//! shared coach: values of every move (win, lose or draw), the analysis picture, the review.

mod drawing;
#[cfg(all(feature = "game-module", feature = "widget-graph"))]
pub(super) mod game;
mod layout;

use std::rc::Rc;

use nimlab_course::widgets::{graph as words, PLAY_AGAINST};
use nimlab_solver::graph::input::{self, TypedGraph};
use nimlab_solver::graph::{
    edge_list_text, grundy_note, grundy_sentence, Cycle, GraphOutcome, PlayRule, RetroEvent,
    RetroState, RetroStep, RetrogradeTrace, RETRO_PROGRAMS,
};
use nimlab_solver::input::InputError;
use nimlab_solver::{Lang, Outcome};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::guard;
use crate::kit::code_panel::Source;
use crate::kit::fields::{self, Kind, Spec, Values};
use crate::kit::game_slot::GameSlot;
use crate::kit::predict::{verdict, Answer, Answering, PredictMode, Predictor};
use crate::kit::stage::Part;
use crate::kit::stepper::{Build, CodeView, Effect, Stepper};
use crate::kit::text::Words;
use crate::kit::{self, Legend};

use drawing::{Drawing, Highlight};

/// The most vertices the drawing holds (and so the widget accepts).
pub const MAX_DRAWN_VERTICES: u64 = 30;
/// The most edges the drawing holds.
pub const MAX_DRAWN_EDGES: usize = 120;
const DEFAULT_EDGES: &str = "0-1, 1-2, 2-0, 0-3, 3-4, 5-4, 5-0, 6-5";

pub enum Msg {
    Answer(Answer),
    Select(usize),
    Misere(bool),
    Grundy(bool),
}

/// A graph from the fields (the rule stays as it is) or from the judge input (with its rule).
pub struct Input {
    pub(super) graph: TypedGraph,
    rule: Option<PlayRule>,
}

/// One analysis: the solver's trace (which holds the graph and the final letters), the edges
/// in the order given, and the Grundy values if the graph has no cycle.
struct Run {
    trace: RetrogradeTrace,
    edges: Vec<(usize, usize)>,
    grundy: Result<Vec<u32>, Cycle>,
}

impl Run {
    fn new((graph, edges): TypedGraph, rule: PlayRule) -> Run {
        Run {
            grundy: graph.grundy(),
            trace: RetrogradeTrace::new(&graph, rule),
            edges,
        }
    }

    fn n(&self) -> usize {
        self.trace.graph().len()
    }

    fn rule(&self) -> PlayRule {
        self.trace.rule()
    }

    /// The step that led to `position`, if any.
    fn last(&self, position: usize) -> Option<RetroStep> {
        self.trace.step(position.checked_sub(1)? as u64)
    }
}

pub struct GraphWidget {
    run: Run,
    predict: Predictor<Outcome>,
    show_grundy: bool,
    selected: Option<usize>,
    dispatch: Rc<dyn Fn(Msg)>,
    misere: Element,
    grundy_toggle: Element,
    note: Element,
    drawing: Drawing,
    queue: Element,
    picks: Element,
    info: Element,
    summary: Element,
    grundy_line: Element,
    game: GameSlot,
    _listeners: Vec<Listener>,
    pick_listeners: Vec<Listener>,
}

/// The graph and its rule, as the fields, the link and the game take them.
fn offer(run: &Run) -> Vec<(&'static str, String)> {
    vec![
        ("vertices", run.n().to_string()),
        ("edges", edge_list_text(&run.edges)),
        ("rule", rule_name(run.rule()).to_string()),
    ]
}

fn rule_name(rule: PlayRule) -> &'static str {
    ["normal", "misere"][usize::from(rule == PlayRule::Misere)]
}

fn rule_of(text: &str) -> PlayRule {
    PlayRule::from_misere(matches!(text.trim(), "misere" | "misère"))
}

impl Stepper for GraphWidget {
    type Msg = Msg;
    type Input = Input;

    fn fields(_placeholder: &Element) -> Vec<Spec> {
        vec![
            Spec::new("vertices", ("", ""), "7", Kind::Number)
                .labelled(words::vertices_label(MAX_DRAWN_VERTICES)),
            Spec::new("edges", words::EDGES, DEFAULT_EDGES, Kind::Items),
        ]
    }

    const APPLY: Words = words::APPLY;

    const PREDICT: Option<Words> = Some(words::PREDICT);

    fn parse(values: &Values) -> Result<Input, Vec<InputError>> {
        let (vertices, edges) = (values.get("vertices"), values.get("edges"));
        let graph = input::read_fields(vertices, edges, MAX_DRAWN_VERTICES, MAX_DRAWN_EDGES)?;
        Ok(Input { graph, rule: None })
    }

    fn build(build: Build<'_, Msg>, input: Input) -> Result<GraphWidget, JsValue> {
        let stage = build.stage;
        stage.set_title(words::TITLE);
        stage.set_intro(words::INTRO);
        let texts = stage.texts().clone();
        let actions = build.actions;
        if let Some(form) = actions.parent_element() {
            let syntax = dom::child(&form, "p", "gr-syntax", "")?;
            texts.text(&syntax, words::edge_syntax(MAX_DRAWN_EDGES));
            form.insert_before(&syntax, Some(actions))?;
        }
        let misere = kit::toggle(actions, &texts, words::MISERE)?;
        let grundy_toggle = kit::toggle(actions, &texts, words::SHOW_GRUNDY)?;
        let mut listeners = vec![];
        for (toggle, make) in [
            (&misere, Msg::Misere as fn(bool) -> Msg),
            (&grundy_toggle, Msg::Grundy),
        ] {
            let (d, read) = (build.dispatch.clone(), toggle.clone());
            listeners.push(Listener::new(toggle, "change", move |_| {
                d(make(fields::is_checked(&read)))
            })?);
        }

        let picture = stage.part(Part::Picture);
        let note = dom::child(picture, "p", "gr-note", "")?;
        Legend::bound(picture, "gr", words::LEGEND, &texts)?;
        let drawing = Drawing::new(picture)?;
        let row = |class: &str, title: Words, tag: &str| -> Result<Element, JsValue> {
            let wrap = dom::child(picture, "div", &format!("{class}-box"), "")?;
            texts.child(&wrap, "span", &format!("{class}-title"), title)?;
            dom::child(&wrap, tag, class, "")
        };
        let queue = row("gr-queue", words::QUEUE_TITLE, "ol")?;
        texts.attr(&queue, "aria-label", words::QUEUE);
        let picks = row("gr-picks", words::PICK_TITLE, "div")?;
        dom::set_attr(&picks, "role", "group");
        texts.attr(&picks, "aria-label", words::PICK_VERTEX);
        let info = dom::child_with(picture, "p", "gr-info", &[("aria-live", "polite")])?;

        let results = stage.part(Part::Analysis);
        let summary = dom::child(results, "p", "summary", "")?;
        let grundy_line = dom::child(results, "p", "gr-grundy-line", "")?;
        let run = Run::new(input.graph, input.rule.unwrap_or_default());
        let play = stage.fold(Part::Play, PLAY_AGAINST)?;
        let game = GameSlot::new(&play, "graph", &texts, offer(&run))?;
        let mut widget = GraphWidget {
            run,
            predict: Predictor::in_practice(
                stage,
                &build.dispatch,
                Answering::win_lose(),
                Msg::Answer,
                words::VERTICES,
                words::HOW_ASKED,
            )?,
            show_grundy: build.placeholder.get_attribute("data-view").as_deref() == Some("grundy"),
            selected: None,
            dispatch: build.dispatch,
            misere,
            grundy_toggle,
            note,
            drawing,
            queue,
            picks,
            info,
            summary,
            grundy_line,
            game,
            _listeners: listeners,
            pick_listeners: Vec::new(),
        };
        widget.start()?;
        Ok(widget)
    }

    fn load(&mut self, input: Input) -> Result<(), JsValue> {
        self.run = Run::new(input.graph, input.rule.unwrap_or(self.run.rule()));
        self.start()
    }

    fn values(&self) -> Values {
        Values::new(vec![
            ("vertices", self.run.n().to_string()),
            ("edges", edge_list_text(&self.run.edges)),
        ])
    }

    fn relabel(&mut self, _lang: Lang) {
        self.game.set_lang();
    }

    fn programs(&self) -> Vec<Source> {
        Source::all(&RETRO_PROGRAMS)
    }

    fn stdin(&self) -> String {
        input::judge_input(self.run.n(), &self.run.edges, self.run.rule())
    }

    fn read_stdin(&self, text: &str) -> Result<Input, InputError> {
        let (graph, rule) = input::read_judge(text, MAX_DRAWN_VERTICES as usize, MAX_DRAWN_EDGES)?;
        Ok(Input {
            graph,
            rule: Some(rule),
        })
    }

    fn total(&self) -> usize {
        self.run.trace.total() as usize
    }

    fn update(&mut self, msg: Msg, _lang: Lang) -> Effect {
        match msg {
            Msg::Answer(answer) => return self.predict.answer_win_lose(answer),
            Msg::Select(v) => self.selected = (v < self.run.n()).then_some(v),
            Msg::Grundy(on) => self.show_grundy = on,
            Msg::Misere(on) => {
                let rule = PlayRule::from_misere(on);
                if rule != self.run.rule() {
                    guard::reported(self.reload(rule));
                    return Effect::restart();
                }
            }
        }
        Effect::none()
    }

    fn predictor(&mut self) -> Option<&mut dyn PredictMode> {
        Some(&mut self.predict)
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        match self.run.last(position).and_then(|s| s.event.decides()) {
            Some((v, _)) => self.predict.ask(v, playing),
            None => true,
        }
    }

    fn on_reset(&mut self) {
        self.predict.clear(self.run.n());
    }

    fn key(&self, key: &str) -> Option<Msg> {
        self.predict.win_lose_key(key).map(Msg::Answer)
    }

    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue> {
        let step = self.run.last(position);
        let state = self.run.trace.state(position as u64);
        let done = position >= self.total();
        let grundy = self.grundy();
        // What the step points at: the vertex taken from the queue (while edges are told),
        // the vertex decided or told, the edge looked at.
        let highlight = step.map_or_else(Highlight::default, |s| Highlight {
            current: match s.event {
                RetroEvent::Terminal { .. } | RetroEvent::Finish { .. } => None,
                _ => state.current(),
            },
            subject: s.event.subject(),
            edge: s.event.edge(),
        });
        self.drawing.draw(&state, highlight, self.selected, grundy);
        let label = words::drawing_label(self.run.n(), self.run.edges.len(), lang);
        dom::set_attr(&self.drawing.svg, "aria-label", &label);
        self.draw_queue(&state, done, lang)?;
        self.draw_picks(&state, lang);
        self.draw_info(&state, lang);
        // The lists and the Grundy values' meaning wait for the last step.
        dom::show_when(&self.summary, done, || self.run.trace.summary(lang));
        let line = grundy.filter(|_| done).map(|g| grundy_sentence(g, lang));
        dom::show_text(&self.grundy_line, line.as_deref().unwrap_or(""));
        self.draw_switches(lang);
        self.predict.draw(
            |v| words::question(v, lang),
            |v, guess| {
                let truth = self.run.trace.outcomes().get(v)?.letter();
                let (vi, en) = words::guessed(v);
                Some(verdict(guess.letter(), truth, (&vi, &en), lang))
            },
            lang,
        );
        Ok(())
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        match self.run.last(position) {
            Some(step) => step.sentence(lang, self.run.rule()),
            None => lang.say(words::START).to_string(),
        }
    }

    fn code(&self, position: usize) -> CodeView {
        match self.run.last(position) {
            Some(step) => CodeView::at(&RETRO_PROGRAMS, step.code_point(), step.variables()),
            None => CodeView::start([
                ("n", self.run.n()),
                ("m", self.run.edges.len()),
                ("misere", usize::from(self.run.rule() == PlayRule::Misere)),
            ]),
        }
    }

    fn extra(&self) -> Vec<(&'static str, String)> {
        let view = ["letters", "grundy"][usize::from(self.show_grundy)];
        vec![
            ("rule", rule_name(self.run.rule()).to_string()),
            ("view", view.to_string()),
        ]
    }

    fn restore_extra(&mut self, get: &dyn Fn(&str) -> Option<String>, _lang: Lang) {
        if let Some(view) = get("view") {
            self.show_grundy = view.trim() == "grundy";
        }
        let rule = get("rule").map_or(PlayRule::Normal, |r| rule_of(&r));
        if rule != self.run.rule() {
            guard::reported(self.reload(rule));
        }
    }
}

impl GraphWidget {
    /// The same graph under another rule.
    fn reload(&mut self, rule: PlayRule) -> Result<(), JsValue> {
        let graph = (self.run.trace.graph().clone(), self.run.edges.clone());
        self.run = Run::new(graph, rule);
        self.start()
    }

    /// A new analysis: no guess, no vertex picked, the drawing and the vertex buttons built,
    /// and a new game on the new graph.
    fn start(&mut self) -> Result<(), JsValue> {
        self.selected = None;
        self.game.offer(offer(&self.run));
        self.predict.clear(self.run.n());
        let d = self.dispatch.clone();
        self.drawing.rebuild(
            self.run.n(),
            &self.run.edges,
            self.run.grundy.is_ok(),
            Rc::new(move |v| d(Msg::Select(v))),
        )?;
        self.pick_listeners.clear();
        dom::clear(&self.picks);
        for v in 0..self.run.n() {
            let button = dom::button(&self.picks, "btn gr-pick", "")?;
            let d = self.dispatch.clone();
            let listener = Listener::new(&button, "click", move |_| d(Msg::Select(v)))?;
            self.pick_listeners.push(listener);
        }
        Ok(())
    }

    /// The Grundy values, when they are on and mean something: no cycle, normal play.
    fn grundy(&self) -> Option<&[u32]> {
        let shown = self.show_grundy && self.run.rule() == PlayRule::Normal;
        self.run.grundy.as_deref().ok().filter(|_| shown)
    }

    /// The queue as chips in the order vertices joined it: those that left are ticked, the
    /// one being processed is marked ●, the waiting ones are plain.
    fn draw_queue(&self, state: &RetroState, finished: bool, lang: Lang) -> Result<(), JsValue> {
        dom::clear(&self.queue);
        if state.order.is_empty() {
            let empty = lang.say(words::EMPTY_QUEUE);
            dom::child(&self.queue, "li", "gr-chip is-empty", empty)?;
            return Ok(());
        }
        for (i, &v) in state.order.iter().enumerate() {
            let letter = state
                .letter(v)
                .map_or(String::new(), |o| o.letter().to_string());
            let (mark, class, status) = if i + 1 == state.head && !finished {
                ("● ", "is-current", words::BEING_PROCESSED)
            } else if i < state.head {
                ("✓ ", "is-done", words::LEFT_THE_QUEUE)
            } else {
                ("", "is-waiting", words::WAITING)
            };
            let text = format!("{mark}{v} {letter}");
            let chip = dom::child(&self.queue, "li", &format!("gr-chip {class}"), &text)?;
            dom::set_attr(
                &chip,
                "aria-label",
                &words::chip_label(v, &letter, status, lang),
            );
        }
        Ok(())
    }

    fn draw_picks(&self, state: &RetroState, lang: Lang) {
        for (v, button) in dom::select_all_in(&self.picks, ".gr-pick")
            .iter()
            .enumerate()
        {
            let (text, label) = match state.letter(v).map(GraphOutcome::letter) {
                Some(l) => (format!("{v} {l}"), words::vertex_lettered(v, l, lang)),
                None => (v.to_string(), words::vertex_unlettered(v, lang)),
            };
            dom::set_text(button, &text);
            let pressed = (self.selected == Some(v)).to_string();
            dom::set_attrs(button, &[("aria-label", label), ("aria-pressed", pressed)]);
        }
    }

    /// The picked vertex: its moves, the edges into it, its letter or counter now, and (once
    /// it has its letter) why it ends with it.
    fn draw_info(&self, state: &RetroState, lang: Lang) {
        let Some(v) = self.selected else {
            dom::set_text(&self.info, lang.say(words::PICK_HINT));
            return;
        };
        let mut parts = vec![state.describe(self.run.trace.graph(), v, lang)];
        if state.letter(v).is_some() {
            parts.extend(self.run.trace.why(v).map(|why| why.sentence(lang)));
            let value = self.grundy().and_then(|values| values.get(v));
            parts.extend(value.map(|g| format!("g({v}) = {g}.")));
        }
        dom::set_text(&self.info, &parts.join(" "));
    }

    /// The switches as they stand; the Grundy switch is off limits (and the note says why) on
    /// a graph with a cycle or under misère play.
    fn draw_switches(&self, lang: Lang) {
        kit::set_checked(&self.misere, self.run.rule() == PlayRule::Misere);
        let note = grundy_note(&self.run.grundy, self.run.rule(), lang);
        kit::set_checked(&self.grundy_toggle, self.grundy().is_some());
        dom::set_disabled(&self.grundy_toggle, note.is_some());
        dom::show_text(&self.note, note.as_deref().unwrap_or(""));
    }
}
