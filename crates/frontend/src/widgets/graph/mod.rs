//! A token on a directed graph: the graph drawn as SVG, then labelled W, L or D by the
//! retrograde analysis of the solver, one event per step (a vertex without moves, a pop from
//! the queue, an edge told to a predecessor, the draws at the end).
//!
//! Placeholder: `<div data-widget="graph" data-vertices="7" data-edges="0-1,1-2,2-0"
//! data-rule="normal">` (`data-rule="misere"` for misère play; `data-view="grundy"` turns on
//! the Grundy values when the graph has no cycle). Vertices are numbered from 0, as in the
//! program of the code runner; edges are written `u-v` (also `u->v`, `u→v` or `u v`),
//! separated by commas. URL keys: `{id}.n`, `{id}.edges`, `{id}.rule`, `{id}.step`.
//!
//! Every picture is drawn from the position alone, with the solver's state after that many
//! steps (each vertex's letter and counter, the queue), so stepping back restores exactly the
//! picture before. In predict mode the player stops before each vertex gets its letter until
//! the learner says W or L.

mod drawing;
mod layout;

use std::rc::Rc;

use nimlab_solver::graph::{
    edge_list_text, parse_edge_list, Cycle, GameGraph, GraphOutcome, Loops, PlayRule, RetroEvent,
    RetroState, RetroStep, RetrogradeTrace, EDGES, RETRO_PROGRAMS, VERTICES,
};
use nimlab_solver::input::{parse_number, Field, InputError, JudgeInput, Problem, RawInt};
use nimlab_solver::{Lang, Outcome};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit::code_panel::Source;
use crate::kit::form::InputField;
use crate::kit::shell::{CodeView, Effect, Stepper};
use crate::kit::{self, Predict};

use drawing::{Drawing, Highlight};

/// The most vertices the drawing holds (and so the widget accepts).
pub const MAX_DRAWN_VERTICES: u64 = 30;
/// The most edges the drawing holds.
pub const MAX_DRAWN_EDGES: usize = 120;
const DEFAULT_N: &str = "7";
const DEFAULT_EDGES: &str = "0-1, 1-2, 2-0, 0-3, 3-4, 5-4, 5-0, 6-5";

/// The count `m` and the rule flag of the judge input.
const EDGE_COUNT: Field = Field::new("m", "Số cạnh m", "Edge count m", "8");
const RULE_FLAG: Field = Field::new("misere", "Luật (0 hoặc 1)", "Rule (0 or 1)", "0");

pub enum Msg {
    Apply,
    SetMisere(bool),
    SetPredict(bool),
    SetGrundy(bool),
    Select(usize),
    Guess(Outcome),
}

/// One analysis: the graph, the steps and the state after each of them.
struct Run {
    graph: GameGraph,
    edges: Vec<(usize, usize)>,
    rule: PlayRule,
    steps: Vec<RetroStep>,
    /// `states[k]`: the state after `k` steps.
    states: Vec<RetroState>,
    grundy: Result<Vec<u32>, Cycle>,
}

impl Run {
    /// `edges` are the graph's edges in the order given, which is the order the program
    /// reads them and so the order of its steps.
    fn new((graph, edges): (GameGraph, Vec<(usize, usize)>), rule: PlayRule) -> Run {
        let trace = RetrogradeTrace::new(&graph, rule);
        // The drawing holds at most MAX_DRAWN_EDGES edges, so the trace has a few hundred
        // steps: all of them are kept.
        let steps = trace.steps(0, usize::MAX);
        let states = trace.states();
        let grundy = graph.grundy();
        Run {
            edges,
            graph,
            rule,
            steps,
            states,
            grundy,
        }
    }

    fn n(&self) -> usize {
        self.graph.len()
    }

    fn state(&self, position: usize) -> Option<&RetroState> {
        self.states.get(position).or(self.states.last())
    }

    fn last(&self) -> Option<&RetroState> {
        self.states.last()
    }

    /// The final letter of `v`.
    fn outcome(&self, v: usize) -> Option<GraphOutcome> {
        self.last()
            .and_then(|s| s.outcomes.get(v).copied().flatten())
    }

    /// The judge input of the program: `n m misere`, then one edge `u v` a line.
    fn stdin(&self) -> String {
        let misere = u8::from(self.rule == PlayRule::Misere);
        let mut text = format!("{} {} {misere}", self.n(), self.edges.len());
        for (u, v) in &self.edges {
            text.push_str(&format!("\n{u} {v}"));
        }
        text
    }
}

/// The vertex a step gives a letter to, with that letter.
fn labelled(step: &RetroStep) -> Option<(usize, GraphOutcome)> {
    match step.event {
        RetroEvent::Terminal { v, outcome } => Some((v, outcome)),
        RetroEvent::MarkWin { p, .. } => Some((p, GraphOutcome::Win)),
        RetroEvent::MarkLose { p, .. } => Some((p, GraphOutcome::Lose)),
        _ => None,
    }
}

/// The edge a step looks at, `p → u`.
fn told_edge(step: &RetroStep) -> Option<(usize, usize)> {
    match step.event {
        RetroEvent::Skip { u, p }
        | RetroEvent::MarkWin { u, p }
        | RetroEvent::Decrement { u, p, .. }
        | RetroEvent::MarkLose { u, p } => Some((p, u)),
        _ => None,
    }
}

/// What the drawing points at after `step`.
fn highlight_of(step: &RetroStep, state: &RetroState) -> Highlight {
    let edge = told_edge(step);
    match step.event {
        RetroEvent::Terminal { v, .. } => Highlight {
            current: None,
            subject: Some(v),
            edge: None,
        },
        RetroEvent::Finish { .. } => Highlight::default(),
        _ => Highlight {
            current: state.current(),
            subject: edge.map(|(p, _)| p),
            edge,
        },
    }
}

pub struct GraphWidget {
    run: Run,
    predict: Predict<Outcome>,
    show_grundy: bool,
    selected: Option<usize>,
    dispatch: Rc<dyn Fn(Msg)>,
    title: Element,
    intro: Element,
    vertices: InputField,
    edges: InputField,
    syntax: Element,
    apply: Element,
    misere_toggle: Element,
    misere_text: Element,
    predict_toggle: Element,
    predict_text: Element,
    grundy_toggle: Element,
    grundy_text: Element,
    grundy_note: Element,
    legend: kit::Legend,
    drawing: Drawing,
    queue_title: Element,
    queue: Element,
    picks_title: Element,
    picks: Element,
    pick_buttons: Vec<Element>,
    info: Element,
    predict_box: Element,
    question: Element,
    guess_w: Element,
    guess_l: Element,
    feedback: Element,
    score: Element,
    summary: Element,
    grundy_line: Element,
    _listeners: Vec<Listener>,
    pick_listeners: Vec<Listener>,
}

/// Vertex states are told by letters and outline shapes, not colour alone.
const LEGEND: &[kit::LegendEntry] = &[
    (
        "is-w",
        "W",
        "W: người đến lượt thắng",
        "W: the player to move wins",
    ),
    (
        "is-l",
        "L",
        "L: người đến lượt thua",
        "L: the player to move loses",
    ),
    (
        "is-d",
        "D",
        "D: hòa, ván đấu không bao giờ kết thúc",
        "D: a draw, play never ends",
    ),
    (
        "is-counter",
        "2",
        "số nước đi còn chưa biết (deg)",
        "moves still unknown (deg)",
    ),
    (
        "is-current",
        "●",
        "đỉnh vừa lấy khỏi hàng đợi (u)",
        "vertex just taken from the queue (u)",
    ),
    (
        "is-subject",
        "○",
        "đỉnh đang được báo tin (p)",
        "vertex being told (p)",
    ),
];

impl Stepper for GraphWidget {
    type Msg = Msg;

    fn build(
        root: &Element,
        placeholder: &Element,
        lang: Lang,
        dispatch: Rc<dyn Fn(Msg)>,
    ) -> Result<GraphWidget, JsValue> {
        let (title, intro) = kit::header(root)?;

        let form = kit::form(root)?;
        let vertices = InputField::new(&form, "vertices")?;
        dom::set_attr(&vertices.input, "inputmode", "numeric");
        let edges = InputField::new(&form, "edges")?;
        let syntax = dom::child(&form, "p", "gr-syntax", "")?;
        let (actions, apply) = kit::actions(&form)?;
        let (misere_toggle, misere_text) = kit::predict_switch(&actions)?;
        let (predict_toggle, predict_text) = kit::predict_switch(&actions)?;
        let (grundy_toggle, grundy_text) = kit::predict_switch(&actions)?;
        let grundy_note = dom::child(root, "p", "gr-note", "")?;

        let legend = kit::Legend::new(root, "gr", LEGEND)?;
        let drawing = Drawing::new(root)?;

        let queue_box = dom::child(root, "div", "gr-queue-box", "")?;
        let queue_title = dom::child(&queue_box, "span", "gr-queue-title", "")?;
        let queue = dom::child(&queue_box, "ol", "gr-queue", "")?;

        let picks_box = dom::child(root, "div", "gr-picks-box", "")?;
        let picks_title = dom::child(&picks_box, "span", "gr-picks-title", "")?;
        let picks = dom::child(&picks_box, "div", "gr-picks", "")?;
        dom::set_attr(&picks, "role", "group");
        let info = dom::child(root, "p", "gr-info", "")?;
        dom::set_attr(&info, "aria-live", "polite");

        let predict_box = dom::child(root, "div", "predict", "")?;
        let question = dom::child(&predict_box, "p", "predict-question", "")?;
        let guesses = dom::child(&predict_box, "div", "predict-buttons", "")?;
        let guess_w = dom::button(&guesses, "btn guess guess-w", "W")?;
        let guess_l = dom::button(&guesses, "btn guess guess-l", "L")?;
        let feedback = dom::child(&predict_box, "p", "predict-feedback", "")?;
        dom::set_attr(&feedback, "aria-live", "polite");
        let score = dom::child(&predict_box, "p", "predict-score", "")?;

        let results = dom::child(root, "div", "results", "")?;
        let summary = dom::child(&results, "p", "summary", "")?;
        let grundy_line = dom::child(&results, "p", "gr-grundy-line", "")?;

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&form, move || d(Msg::Apply))?);
        let d = dispatch.clone();
        listeners.push(kit::on_toggle(&misere_toggle, move |on| {
            d(Msg::SetMisere(on))
        })?);
        let d = dispatch.clone();
        listeners.push(kit::on_toggle(&predict_toggle, move |on| {
            d(Msg::SetPredict(on))
        })?);
        let d = dispatch.clone();
        listeners.push(kit::on_toggle(&grundy_toggle, move |on| {
            d(Msg::SetGrundy(on))
        })?);
        for (button, outcome) in [(&guess_w, Outcome::Win), (&guess_l, Outcome::Lose)] {
            let d = dispatch.clone();
            listeners.push(Listener::new(button, "click", move |_| {
                d(Msg::Guess(outcome))
            })?);
        }
        let d = dispatch.clone();
        listeners.push(Listener::new(root, "keydown", move |event| {
            if let Some(outcome) = kit::outcome_key(&event) {
                d(Msg::Guess(outcome));
            }
        })?);

        let attr = |name: &str, default: &str| {
            placeholder
                .get_attribute(name)
                .unwrap_or_else(|| default.to_string())
        };
        let rule = rule_of(&attr("data-rule", "normal"));
        let mut widget = GraphWidget {
            run: Run::new(default_graph(), rule),
            predict: Predict::default(),
            show_grundy: attr("data-view", "").trim() == "grundy",
            selected: None,
            dispatch,
            title,
            intro,
            vertices,
            edges,
            syntax,
            apply,
            misere_toggle,
            misere_text,
            predict_toggle,
            predict_text,
            grundy_toggle,
            grundy_text,
            grundy_note,
            legend,
            drawing,
            queue_title,
            queue,
            picks_title,
            picks,
            pick_buttons: Vec::new(),
            info,
            predict_box,
            question,
            guess_w,
            guess_l,
            feedback,
            score,
            summary,
            grundy_line,
            _listeners: listeners,
            pick_listeners: Vec::new(),
        };
        widget.vertices.set_value(&attr("data-vertices", DEFAULT_N));
        widget.edges.set_value(&attr("data-edges", DEFAULT_EDGES));
        if !widget.read_fields(lang) {
            widget.rebuild();
        }
        Ok(widget)
    }

    fn sources(&self) -> Vec<Source> {
        Source::all(&RETRO_PROGRAMS)
    }

    fn total(&self) -> usize {
        self.run.steps.len()
    }

    fn update(&mut self, msg: Msg, lang: Lang) -> Effect {
        match msg {
            Msg::Apply => {
                if self.read_fields(lang) {
                    return Effect::restart();
                }
                Effect::none()
            }
            Msg::SetMisere(on) => {
                let rule = if on {
                    PlayRule::Misere
                } else {
                    PlayRule::Normal
                };
                if rule == self.run.rule {
                    return Effect::none();
                }
                let graph = (self.run.graph.clone(), self.run.edges.clone());
                self.start(Run::new(graph, rule));
                Effect::restart()
            }
            Msg::SetPredict(on) => {
                self.predict.set_enabled(on);
                Effect::none()
            }
            Msg::SetGrundy(on) => {
                self.show_grundy = on;
                Effect::none()
            }
            Msg::Select(v) => {
                self.selected = (v < self.run.n()).then_some(v);
                Effect::none()
            }
            Msg::Guess(outcome) => self.predict.answer(outcome),
        }
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        let Some(step) = position.checked_sub(1).and_then(|k| self.run.steps.get(k)) else {
            return true;
        };
        let Some((v, _)) = labelled(step) else {
            return true;
        };
        self.predict.ask(v, playing)
    }

    fn on_reset(&mut self) {
        self.clear_guesses();
    }

    fn draw(&mut self, position: usize, lang: Lang) {
        let step = position.checked_sub(1).and_then(|k| self.run.steps.get(k));
        let grundy = match (&self.run.grundy, self.show_grundy && self.grundy_allowed()) {
            (Ok(values), true) => Some(values.as_slice()),
            _ => None,
        };
        if let Some(state) = self.run.state(position) {
            let highlight = step.map(|s| highlight_of(s, state)).unwrap_or_default();
            self.drawing.draw(state, highlight, self.selected, grundy);
            self.drawing
                .relabel(self.run.n(), self.run.edges.len(), lang);
            let finished = step.is_some_and(|s| matches!(s.event, RetroEvent::Finish { .. }));
            self.draw_queue(state, finished, lang);
            self.draw_picks(state, lang);
            self.draw_info(state, lang);
        }
        self.draw_results(position, grundy, lang);
        self.draw_predict(position, lang);
        self.draw_toggles(lang);
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        match position.checked_sub(1).and_then(|k| self.run.steps.get(k)) {
            Some(step) => step.sentence(lang, self.run.rule),
            None => lang
                .pick(
                    "Chưa đỉnh nào có chữ. Số nhỏ cạnh mỗi đỉnh là số nước đi của nó. Bấm “Tiến một bước” hoặc “Chạy” (▶) để bắt đầu từ các đỉnh không có nước đi.",
                    "No vertex has a letter yet. The small number beside each vertex counts its moves. Press “Step forward” or “Play” (▶) to start from the vertices without moves.",
                )
                .to_string(),
        }
    }

    fn code(&self, position: usize) -> CodeView {
        match position.checked_sub(1).and_then(|k| self.run.steps.get(k)) {
            Some(step) => CodeView {
                lines: RETRO_PROGRAMS
                    .iter()
                    .map(|p| p.line_of(step.code_point()))
                    .collect(),
                variables: step
                    .variables()
                    .into_iter()
                    .map(|(name, value)| (name.to_string(), value))
                    .collect(),
            },
            None => CodeView {
                lines: Vec::new(),
                variables: vec![
                    ("n".to_string(), self.run.n().to_string()),
                    ("m".to_string(), self.run.edges.len().to_string()),
                    (
                        "misere".to_string(),
                        u8::from(self.run.rule == PlayRule::Misere).to_string(),
                    ),
                ],
            },
        }
    }

    fn relabel(&mut self, lang: Lang) {
        dom::set_text(
            &self.title,
            lang.pick(
                "Quân cờ trên đồ thị có hướng: thắng, thua hay hòa",
                "A token on a directed graph: win, lose or draw",
            ),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Một quân cờ đứng ở một đỉnh; mỗi lượt đẩy nó theo một mũi tên. Phân tích ngược đi từ các đỉnh không có nước đi, dùng một hàng đợi và một bộ đếm ở mỗi đỉnh, để gán cho từng đỉnh chữ W, L hoặc D.",
                "A token stands on a vertex; each turn pushes it along one arrow. Retrograde analysis starts from the vertices without moves and, with a queue and a counter at each vertex, gives every vertex the letter W, L or D.",
            ),
        );
        self.vertices.set_label(&lang.pick(
            format!("Số đỉnh n (1 – {MAX_DRAWN_VERTICES})"),
            format!("Vertices n (1 – {MAX_DRAWN_VERTICES})"),
        ));
        self.edges.set_label(lang.pick("Các cạnh u-v", "Edges u-v"));
        dom::set_text(
            &self.syntax,
            &lang.pick(
                format!("Đỉnh đánh số từ 0 tới n − 1. Mỗi cạnh viết u-v (đi từ u tới v), các cạnh cách nhau bằng dấu phẩy, ví dụ 0-1, 1-2, 2-0. Nhiều nhất {MAX_DRAWN_EDGES} cạnh."),
                format!("Vertices are numbered 0 to n − 1. Write each edge as u-v (from u to v), separated by commas, e.g. 0-1, 1-2, 2-0. At most {MAX_DRAWN_EDGES} edges."),
            ),
        );
        dom::set_text(
            &self.apply,
            lang.pick("Vẽ và phân tích", "Draw and analyse"),
        );
        dom::set_text(
            &self.misere_text,
            lang.pick(
                "Luật phản thường (hết nước đi thì thắng)",
                "Misère play (no move wins)",
            ),
        );
        dom::set_text(
            &self.predict_text,
            lang.pick("Tự đoán trước mỗi đỉnh", "Predict each vertex first"),
        );
        dom::set_text(
            &self.grundy_text,
            lang.pick("Hiện giá trị Grundy", "Show Grundy values"),
        );
        self.legend.relabel(lang);
        dom::set_text(&self.queue_title, lang.pick("Hàng đợi:", "Queue:"));
        dom::set_attr(
            &self.queue,
            "aria-label",
            lang.pick(
                "Hàng đợi, theo thứ tự vào",
                "The queue, in the order vertices joined it",
            ),
        );
        dom::set_text(
            &self.picks_title,
            lang.pick("Chọn một đỉnh:", "Pick a vertex:"),
        );
        dom::set_attr(
            &self.picks,
            "aria-label",
            lang.pick("Chọn một đỉnh", "Pick a vertex"),
        );
        dom::set_attr(
            &self.guess_w,
            "aria-label",
            lang.pick("Đoán W (thắng)", "Guess W (win)"),
        );
        dom::set_attr(
            &self.guess_l,
            "aria-label",
            lang.pick("Đoán L (thua)", "Guess L (lose)"),
        );
        self.drawing
            .relabel(self.run.n(), self.run.edges.len(), lang);
        // Field errors are re-read so their messages follow the language.
        self.read_fields_quietly(lang);
    }

    fn stdin(&self) -> String {
        self.run.stdin()
    }

    fn apply_stdin(&mut self, text: &str, _lang: Lang) -> Result<(), InputError> {
        let mut input = JudgeInput::new(text);
        let n = input.count(VERTICES, 0, MAX_DRAWN_VERTICES as usize)?;
        let n = at_least_one(n as u64)?;
        let m = input.count(EDGE_COUNT, 0, MAX_DRAWN_EDGES)?;
        let misere = input.number(RULE_FLAG, 0, 1)?;
        let mut raw = Vec::with_capacity(m);
        for _ in 0..m {
            let u = RawInt::parse(input.word(EDGES)?);
            let v = RawInt::parse(input.word(EDGES)?);
            raw.push((u, v));
        }
        input.finish()?;
        let graph = GameGraph::with_edges(n, &raw, Loops::Allowed)?;
        self.start(Run::new(graph, PlayRule::from_misere(misere == 1)));
        self.write_fields();
        Ok(())
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        let rule = match self.run.rule {
            PlayRule::Normal => "normal",
            PlayRule::Misere => "misere",
        };
        vec![
            ("vertices", self.run.n().to_string()),
            ("edges", edge_list_text(&self.run.edges).replace(' ', "")),
            ("rule", rule.to_string()),
        ]
    }

    fn restore(&mut self, get: &dyn Fn(&str) -> Option<String>, lang: Lang) -> bool {
        // `n` is the name links used before the key matched the placeholder's `data-vertices`
        // (asked first: `vertices` may come from the placeholder, an old link's `n` only from
        // the URL).
        let n = get("n").or_else(|| get("vertices"));
        let (edges, rule) = (get("edges"), get("rule"));
        if n.is_none() && edges.is_none() && rule.is_none() {
            return false;
        }
        if let Some(n) = n {
            self.vertices.set_value(&n);
        }
        if let Some(edges) = edges {
            self.edges.set_value(&edges);
        }
        if let Some(rule) = rule {
            self.run.rule = rule_of(&rule);
        }
        let ok = self.read_fields(lang);
        if !ok {
            // The fields show what was refused; the picture stays the last good graph, with
            // the rule from the link.
            let graph = (self.run.graph.clone(), self.run.edges.clone());
            let rule = self.run.rule;
            self.start(Run::new(graph, rule));
        }
        ok
    }
}

/// The text with its first letter in upper case (a field's reason, used as a sentence).
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn rule_of(text: &str) -> PlayRule {
    match text.trim() {
        "misere" | "misère" => PlayRule::Misere,
        _ => PlayRule::Normal,
    }
}

/// Refuses 0 vertices (the shared "zero" message speaks of stones taken).
fn at_least_one(n: u64) -> Result<u64, InputError> {
    if n == 0 {
        return Err(InputError::new(
            VERTICES,
            Problem::TooSmall {
                text: "0".to_string(),
                min: 1,
            },
        ));
    }
    Ok(n)
}

/// Reads the vertex count typed in the field; beyond the drawing's limit, says so.
fn parse_vertices(text: &str) -> Result<u64, InputError> {
    let n = parse_number(text, VERTICES, 0, MAX_DRAWN_VERTICES).map_err(|err| {
        match err.problem {
            Problem::TooLarge { text, .. } => InputError::custom(
                VERTICES,
                format!("“{text}” quá lớn: hình vẽ chỉ chứa được tối đa {MAX_DRAWN_VERTICES} đỉnh."),
                format!("“{text}” is too large: the drawing holds at most {MAX_DRAWN_VERTICES} vertices."),
            ),
            _ => err,
        }
    })?;
    at_least_one(n)
}

/// Reads the edge list typed in the field, at most [`MAX_DRAWN_EDGES`] of them.
fn parse_edges(text: &str) -> Result<Vec<(RawInt, RawInt)>, InputError> {
    let edges = parse_edge_list(text)?;
    if edges.len() > MAX_DRAWN_EDGES {
        return Err(InputError::new(
            EDGES,
            Problem::TooMany {
                max: MAX_DRAWN_EDGES,
            },
        ));
    }
    Ok(edges)
}

/// Both fields checked together: a bad count is the count's fault; edges are checked against
/// a good count.
type Checked = (GameGraph, Vec<(usize, usize)>);

fn parse_graph(n: &str, edges: &str) -> (Result<u64, InputError>, Result<Checked, InputError>) {
    let n = parse_vertices(n);
    let graph = match (&n, parse_edges(edges)) {
        (_, Err(err)) => Err(err),
        (Ok(n), Ok(edges)) => GameGraph::with_edges(*n, &edges, Loops::Allowed),
        // No graph without a good count, but the edges themselves were fine.
        (Err(err), Ok(_)) => Err(err.clone()),
    };
    (n, graph)
}

impl GraphWidget {
    /// Validates both fields, showing each field's error next to it. On success the analysis
    /// starts over on the new graph; on any error the current picture stays.
    fn read_fields(&mut self, lang: Lang) -> bool {
        let (n, graph) = parse_graph(&self.vertices.value(), &self.edges.value());
        self.show_errors(&n, &graph, lang);
        match graph {
            Ok(graph) if n.is_ok() => {
                let rule = self.run.rule;
                self.start(Run::new(graph, rule));
                true
            }
            _ => false,
        }
    }

    fn show_errors(
        &self,
        n: &Result<u64, InputError>,
        graph: &Result<Checked, InputError>,
        lang: Lang,
    ) {
        self.vertices.show(n.as_ref().err(), lang);
        let edge_error = graph.as_ref().err().filter(|e| e.field == EDGES);
        self.edges.show(edge_error, lang);
    }

    fn read_fields_quietly(&self, lang: Lang) {
        let (n, graph) = parse_graph(&self.vertices.value(), &self.edges.value());
        self.show_errors(&n, &graph, lang);
    }

    fn write_fields(&self) {
        self.vertices.set_value(&self.run.n().to_string());
        self.edges.set_value(&edge_list_text(&self.run.edges));
        self.vertices.show(None, Lang::Vi);
        self.edges.show(None, Lang::Vi);
    }

    fn start(&mut self, run: Run) {
        self.run = run;
        self.selected = None;
        self.clear_guesses();
        self.rebuild();
    }

    fn clear_guesses(&mut self) {
        self.predict.clear(self.run.n());
    }

    /// Whether Grundy values can be shown: no cycle, normal play.
    fn grundy_allowed(&self) -> bool {
        self.run.grundy.is_ok() && self.run.rule == PlayRule::Normal
    }

    /// Builds the drawing and the vertex buttons of a new graph.
    fn rebuild(&mut self) {
        let acyclic = self.run.grundy.is_ok();
        let dispatch = self.dispatch.clone();
        let _ = self.drawing.rebuild(
            self.run.n(),
            &self.run.edges,
            acyclic,
            Rc::new(move |v| dispatch(Msg::Select(v))),
        );
        self.pick_listeners.clear();
        while let Some(old) = self.picks.first_child() {
            let _ = self.picks.remove_child(&old);
        }
        self.pick_buttons = (0..self.run.n())
            .filter_map(|v| {
                let button = dom::button(&self.picks, "btn gr-pick", "").ok()?;
                let d = self.dispatch.clone();
                let listener = Listener::new(&button, "click", move |_| d(Msg::Select(v))).ok()?;
                self.pick_listeners.push(listener);
                Some(button)
            })
            .collect();
    }

    fn letter_at(state: &RetroState, v: usize) -> Option<GraphOutcome> {
        state.outcomes.get(v).copied().flatten()
    }

    /// The queue as chips in the order vertices joined it: those that left are ticked, the
    /// one being processed is marked ●, the waiting ones are plain.
    fn draw_queue(&self, state: &RetroState, finished: bool, lang: Lang) {
        while let Some(old) = self.queue.first_child() {
            let _ = self.queue.remove_child(&old);
        }
        if state.order.is_empty() {
            let _ = dom::child(
                &self.queue,
                "li",
                "gr-chip is-empty",
                lang.pick("(trống)", "(empty)"),
            );
            return;
        }
        for (i, &v) in state.order.iter().enumerate() {
            let letter = Self::letter_at(state, v)
                .map(|o| o.letter().to_string())
                .unwrap_or_default();
            let done = i < state.head;
            let is_current = i + 1 == state.head && !finished;
            let (mark, class) = match (is_current, done) {
                (true, _) => ("● ", "gr-chip is-current"),
                (_, true) => ("✓ ", "gr-chip is-done"),
                _ => ("", "gr-chip is-waiting"),
            };
            if let Ok(chip) = dom::child(&self.queue, "li", class, &format!("{mark}{v} {letter}")) {
                let status = match (is_current, done) {
                    (true, _) => lang.pick("đang xử lý", "being processed"),
                    (_, true) => lang.pick("đã ra khỏi hàng đợi", "left the queue"),
                    _ => lang.pick("đang chờ", "waiting"),
                };
                dom::set_attr(
                    &chip,
                    "aria-label",
                    &lang.pick(
                        format!("đỉnh {v} {letter}, {status}"),
                        format!("vertex {v} {letter}, {status}"),
                    ),
                );
            }
        }
    }

    fn draw_picks(&self, state: &RetroState, lang: Lang) {
        for (v, button) in self.pick_buttons.iter().enumerate() {
            let letter = Self::letter_at(state, v).map(GraphOutcome::letter);
            let text = match letter {
                Some(l) => format!("{v} {l}"),
                None => v.to_string(),
            };
            dom::set_text(button, &text);
            let label = match letter {
                Some(l) => lang.pick(format!("Đỉnh {v}: {l}"), format!("Vertex {v}: {l}")),
                None => lang.pick(
                    format!("Đỉnh {v}: chưa có chữ"),
                    format!("Vertex {v}: no letter yet"),
                ),
            };
            dom::set_attr(button, "aria-label", &label);
            let pressed = if self.selected == Some(v) {
                "true"
            } else {
                "false"
            };
            dom::set_attr(button, "aria-pressed", pressed);
        }
    }

    fn draw_info(&self, state: &RetroState, lang: Lang) {
        let Some(v) = self.selected else {
            dom::set_text(
                &self.info,
                lang.pick(
                    "Bấm vào một đỉnh (trên hình hoặc ở hàng nút trên) để xem nó đi tới đâu và vì sao nó có chữ đó.",
                    "Click a vertex (in the drawing or in the row of buttons above) to see where it moves and why it has its letter.",
                ),
            );
            return;
        };
        let list = |vs: &[usize]| -> String {
            vs.iter()
                .map(|u| match Self::letter_at(state, *u) {
                    Some(o) => format!("{u} ({})", o.letter()),
                    None => u.to_string(),
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        let succ = self.run.graph.successors(v);
        let pred = self.run.graph.predecessors(v);
        let mut parts = Vec::new();
        parts.push(if succ.is_empty() {
            lang.pick(
                format!("Đỉnh {v} không có nước đi."),
                format!("Vertex {v} has no move."),
            )
        } else {
            lang.pick(
                format!(
                    "Từ đỉnh {v} đi được tới {} ({} nước).",
                    list(succ),
                    succ.len()
                ),
                format!(
                    "From vertex {v} the token can move to {} ({} moves).",
                    list(succ),
                    succ.len()
                ),
            )
        });
        if !pred.is_empty() {
            parts.push(lang.pick(
                format!("Đi vào {v} từ: {}.", list(pred)),
                format!("Edges into {v} come from: {}.", list(pred)),
            ));
        }
        let counter = state.remaining.get(v).copied().unwrap_or(0);
        parts.push(match Self::letter_at(state, v) {
            Some(o) => lang.pick(
                format!("Lúc này: {}.", o.letter()),
                format!("Now: {}.", o.letter()),
            ),
            None => lang.pick(
                format!("Lúc này chưa có chữ; bộ đếm deg = {counter}."),
                format!("No letter yet; its counter deg = {counter}."),
            ),
        });
        parts.push(self.verdict(v, lang));
        if self.show_grundy && self.grundy_allowed() {
            if let Some(g) = self.run.grundy.as_ref().ok().and_then(|g| g.get(v)) {
                parts.push(format!("g({v}) = {g}."));
            }
        }
        dom::set_text(&self.info, &parts.join(" "));
    }

    /// Why `v` ends with its letter, read off the solver's final letters.
    fn verdict(&self, v: usize, lang: Lang) -> String {
        let succ = self.run.graph.successors(v);
        let to_lose = succ
            .iter()
            .copied()
            .find(|&u| self.run.outcome(u) == Some(GraphOutcome::Lose));
        match (self.run.outcome(v), to_lose) {
            (Some(GraphOutcome::Win), Some(u)) => lang.pick(
                format!("Cuối cùng: W, vì đi tới {u} (L) là thắng."),
                format!("In the end: W, because moving to {u} (L) wins."),
            ),
            (Some(GraphOutcome::Win), None) => lang.pick(
                "Cuối cùng: W (luật phản thường: không đi được là thắng).".to_string(),
                "In the end: W (misère play: having no move wins).".to_string(),
            ),
            (Some(GraphOutcome::Lose), _) if succ.is_empty() => lang.pick(
                "Cuối cùng: L (luật thường: không đi được là thua).".to_string(),
                "In the end: L (normal play: having no move loses).".to_string(),
            ),
            (Some(GraphOutcome::Lose), _) => lang.pick(
                "Cuối cùng: L, vì mọi nước đều tới một đỉnh W.".to_string(),
                "In the end: L, because every move reaches a W vertex.".to_string(),
            ),
            (Some(GraphOutcome::Draw), _) => lang.pick(
                "Cuối cùng: D (hòa): không nước nào tới L, nhưng có nước tới một đỉnh D, nên người đến lượt tránh được thua mãi mãi.".to_string(),
                "In the end: D (draw): no move reaches L, but some move reaches a D vertex, so the player to move can avoid losing forever.".to_string(),
            ),
            (None, _) => String::new(),
        }
    }

    fn draw_results(&self, position: usize, grundy: Option<&[u32]>, lang: Lang) {
        let done = position >= self.run.steps.len();
        let group = |outcome: GraphOutcome| -> String {
            let vs: Vec<String> = (0..self.run.n())
                .filter(|&v| self.run.outcome(v) == Some(outcome))
                .map(|v| v.to_string())
                .collect();
            if vs.is_empty() {
                "—".to_string()
            } else {
                vs.join(", ")
            }
        };
        let (w, l, d) = (
            group(GraphOutcome::Win),
            group(GraphOutcome::Lose),
            group(GraphOutcome::Draw),
        );
        let summary = lang.pick(
            format!("Xong: W (thắng) = {w}; L (thua) = {l}; D (hòa) = {d}."),
            format!("Done: W (win) = {w}; L (lose) = {l}; D (draw) = {d}."),
        );
        dom::set_text(&self.summary, if done { &summary } else { "" });
        dom::set_hidden(&self.summary, !done);
        let line = grundy.map(|values| {
            let list: Vec<String> = values
                .iter()
                .enumerate()
                .map(|(v, g)| format!("g({v}) = {g}"))
                .collect();
            lang.pick(
                format!(
                    "Giá trị Grundy: {}. Đỉnh L chính là đỉnh có g = 0.",
                    list.join(", ")
                ),
                format!(
                    "Grundy values: {}. The L vertices are exactly those with g = 0.",
                    list.join(", ")
                ),
            )
        });
        dom::set_text(&self.grundy_line, line.as_deref().unwrap_or(""));
        dom::set_hidden(&self.grundy_line, line.is_none());
    }

    fn draw_toggles(&self, lang: Lang) {
        kit::set_checked(&self.misere_toggle, self.run.rule == PlayRule::Misere);
        kit::set_checked(&self.predict_toggle, self.predict.enabled());
        let allowed = self.grundy_allowed();
        kit::set_checked(&self.grundy_toggle, self.show_grundy && allowed);
        dom::set_disabled(&self.grundy_toggle, !allowed);
        // Whenever the switch is off limits, the note says why.
        let note = match (&self.run.grundy, self.run.rule) {
            (Err(cycle), _) => Some(capitalized(&cycle.to_input_error().reason(lang))),
            (Ok(_), PlayRule::Misere) => Some(
                lang.pick(
                    "Giá trị Grundy dùng cho luật thường; với luật phản thường chúng không cho biết ai thắng.",
                    "Grundy values belong to normal play; under misère play they do not tell who wins.",
                )
                .to_string(),
            ),
            _ => None,
        };
        dom::set_text(&self.grundy_note, note.as_deref().unwrap_or(""));
        dom::set_hidden(&self.grundy_note, note.is_none());
    }

    fn draw_predict(&self, position: usize, lang: Lang) {
        let p = &self.predict;
        dom::set_hidden(&self.predict_box, !p.enabled());
        let question = match p.waiting_for() {
            Some(v) => lang.pick(
                format!("Đỉnh {v} sắp có chữ: W hay L? Chọn trước khi xem (phím W / L)."),
                format!("Vertex {v} is about to get its letter: W or L? Choose before you look (keys W / L)."),
            ),
            None => lang
                .pick(
                    "Bấm Tiến hoặc Chạy: trước khi một đỉnh có chữ, bạn sẽ được hỏi nó là W hay L.",
                    "Press Step or Play: before a vertex gets its letter, you will be asked whether it is W or L.",
                )
                .to_string(),
        };
        dom::set_text(&self.question, &question);
        dom::set_disabled(&self.guess_w, p.waiting_for().is_none());
        dom::set_disabled(&self.guess_l, p.waiting_for().is_none());

        let decided = position
            .checked_sub(1)
            .and_then(|k| self.run.steps.get(k))
            .and_then(labelled);
        let feedback = decided.and_then(|(v, truth)| {
            let guess = *p.guess(v)?;
            let (g, t) = (guess.letter(), truth.letter());
            Some(if GraphOutcome::from(guess) == truth {
                lang.pick(
                    format!("✓ Bạn đoán {g}: đúng!"),
                    format!("✓ You guessed {g}: right!"),
                )
            } else {
                lang.pick(
                    format!("✗ Bạn đoán {g}, nhưng đỉnh {v} là {t}."),
                    format!("✗ You guessed {g}, but vertex {v} is {t}."),
                )
            })
        });
        dom::set_text(&self.feedback, feedback.as_deref().unwrap_or(""));
        let (right, total) =
            p.score(|v, &guess| Some(GraphOutcome::from(guess) == self.run.outcome(v)?));
        dom::set_text(
            &self.score,
            &lang.pick(
                format!("Đoán đúng {right} / {total} đỉnh"),
                format!("Right: {right} of {total} vertices"),
            ),
        );
    }
}

fn default_graph() -> Checked {
    // The default is a literal known to be valid; one vertex is the fallback that needs no
    // parsing, so no `unwrap` is needed.
    match parse_graph(DEFAULT_N, DEFAULT_EDGES) {
        (_, Ok(graph)) => graph,
        _ => (GameGraph::single_vertex(), Vec::new()),
    }
}
