//! The SVG picture of the graph: one disc per vertex holding its number, its letter (W, L, D)
//! and its counter (or its Grundy value), and one arrow per edge from rim to rim, so that no
//! arrow ever crosses a label. Elements are created once per graph (in the SVG namespace, never
//! from markup) and only their classes and texts change per step.

use std::rc::Rc;

use nimlab_solver::decimal;
#[cfg(all(feature = "game-module", feature = "widget-graph"))]
use nimlab_solver::graph::GraphValue;
use nimlab_solver::graph::{GraphOutcome, RetroState};
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::layout::{Layout, RADIUS};
use crate::dom::{self, Listener};

/// What a step points at: the vertex taken from the queue, the vertex being decided or told,
/// and the edge `p → u` being looked at.
#[derive(Clone, Copy, Default)]
pub struct Highlight {
    pub current: Option<usize>,
    pub subject: Option<usize>,
    pub edge: Option<(usize, usize)>,
}

struct VertexView {
    group: Element,
    letter: Element,
    counter: Element,
    counter_box: Element,
    grundy: Element,
}

pub struct Drawing {
    pub svg: Element,
    edge_layer: Element,
    vertex_layer: Element,
    markers: [String; 2],
    vertices: Vec<VertexView>,
    edges: Vec<(Element, (usize, usize))>,
    listeners: Vec<Listener>,
}

fn num(value: f64) -> String {
    decimal::fixed(value, 1)
}

impl VertexView {
    /// Shows a vertex: its letter, its outcome's colour and the `marks` as classes, the
    /// `counter` (its box hidden without one) and the Grundy value's text.
    fn show(
        &self,
        letter: &str,
        outcome: Option<GraphOutcome>,
        marks: &[(&str, bool)],
        counter: Option<String>,
        grundy: &str,
    ) {
        dom::set_text(&self.letter, letter);
        let outcomes = [
            ("is-w", outcome == Some(GraphOutcome::Win)),
            ("is-l", outcome == Some(GraphOutcome::Lose)),
            ("is-d", outcome == Some(GraphOutcome::Draw)),
        ];
        for &(class, on) in outcomes.iter().chain(marks) {
            dom::set_class(&self.group, class, on);
        }
        dom::set_text(&self.counter, counter.as_deref().unwrap_or(""));
        dom::set_class(&self.counter_box, "is-hidden", counter.is_none());
        dom::set_text(&self.grundy, grundy);
    }
}

impl Drawing {
    pub fn new(parent: &Element) -> Result<Drawing, JsValue> {
        let canvas = dom::child(parent, "div", "gr-canvas", "")?;
        let svg = dom::svg(&canvas, "svg", "gr-svg")?;
        dom::set_attr(&svg, "role", "img");
        // Clicking a vertex is a pointer shortcut for its button below the picture (`.gr-pick`),
        // which is how a keyboard selects one; the keyboard test checks the buttons are there.
        dom::set_attr(&svg, "data-pointer-shortcut-for", ".gr-pick");
        let defs = dom::svg(&svg, "defs", "")?;
        let markers = [dom::fresh_id("gr-arrow"), dom::fresh_id("gr-arrow-active")];
        for (id, class) in markers.iter().zip(["gr-head", "gr-head is-active"]) {
            let marker = dom::svg(&defs, "marker", "")?;
            dom::set_attrs(
                &marker,
                &[
                    ("id", id.clone()),
                    ("viewBox", "0 0 10 10".into()),
                    ("refX", "9".into()),
                    ("refY", "5".into()),
                    ("markerWidth", "10".into()),
                    ("markerHeight", "10".into()),
                    ("markerUnits", "userSpaceOnUse".into()),
                    ("orient", "auto".into()),
                ],
            );
            let head = dom::svg(&marker, "polygon", class)?;
            dom::set_attr(&head, "points", "0,0 10,5 0,10");
        }
        Ok(Drawing {
            edge_layer: dom::svg(&svg, "g", "gr-edges")?,
            vertex_layer: dom::svg(&svg, "g", "gr-vertices")?,
            svg,
            markers,
            vertices: Vec::new(),
            edges: Vec::new(),
            listeners: Vec::new(),
        })
    }

    /// Draws a new graph from scratch; a click on a vertex calls `select` with it.
    pub fn rebuild(
        &mut self,
        n: usize,
        edges: &[(usize, usize)],
        acyclic: bool,
        select: Rc<dyn Fn(usize)>,
    ) -> Result<(), JsValue> {
        self.listeners.clear();
        self.vertices.clear();
        self.edges.clear();
        dom::clear(&self.edge_layer);
        dom::clear(&self.vertex_layer);
        let layout = Layout::new(n, edges, acyclic);
        let [x, y, w, h] = layout.view;
        dom::set_attrs(
            &self.svg,
            &[
                ("viewBox", [x, y, w, h].map(num).join(" ")),
                ("width", num(w * 1.6)),
                ("height", num(h * 1.6)),
            ],
        );
        for (&(u, v), d) in edges.iter().zip(&layout.arrows) {
            let path = dom::svg(&self.edge_layer, "path", "gr-edge")?;
            dom::set_attrs(
                &path,
                &[
                    ("d", d.clone()),
                    ("marker-end", format!("url(#{})", self.markers[0])),
                    ("data-edge", format!("{u}-{v}")),
                ],
            );
            self.edges.push((path, (u, v)));
        }
        for (v, centre) in layout.centres.iter().enumerate() {
            let (x, y) = (centre.x, centre.y);
            let group = dom::svg(&self.vertex_layer, "g", "gr-vertex")?;
            dom::set_attr(&group, "data-vertex", &v.to_string());
            let at = |tag: &str, class: &str, dx: f64, dy: f64| -> Result<Element, JsValue> {
                let el = dom::svg(&group, tag, class)?;
                dom::set_attrs(&el, &[("x", num(x + dx)), ("y", num(y + dy))]);
                Ok(el)
            };
            let circle = dom::svg(&group, "circle", "gr-dot")?;
            dom::set_attrs(
                &circle,
                &[("cx", num(x)), ("cy", num(y)), ("r", num(RADIUS))],
            );
            // Inside the disc: the number on top; below it the letter, and beside it the
            // counter (in its box) or, once decided, the Grundy value.
            dom::set_text(&at("text", "gr-num", 0.0, -3.0)?, &v.to_string());
            let letter = at("text", "gr-letter", -9.0, 13.0)?;
            let counter_box = at("rect", "gr-count-box", 2.0, 3.0)?;
            dom::set_attrs(
                &counter_box,
                &[
                    ("width", "14".into()),
                    ("height", "13".into()),
                    ("rx", "6".into()),
                ],
            );
            let counter = at("text", "gr-count", 9.0, 13.0)?;
            let grundy = at("text", "gr-grundy", 8.0, 13.0)?;
            let select = select.clone();
            self.listeners
                .push(Listener::new(&group, "click", move |_| select(v))?);
            self.vertices.push(VertexView {
                group,
                letter,
                counter,
                counter_box,
                grundy,
            });
        }
        Ok(())
    }

    /// Shows the state after some step: letters, counters, what the step points at, and the
    /// Grundy value of each decided vertex when `grundy` is given.
    pub fn draw(
        &self,
        state: &RetroState,
        highlight: Highlight,
        selected: Option<usize>,
        grundy: Option<&[u32]>,
    ) {
        for (v, view) in self.vertices.iter().enumerate() {
            let outcome = state.outcomes.get(v).copied().flatten();
            let letter = outcome.map_or(String::new(), |o| o.letter().to_string());
            let marks = [
                ("is-current", highlight.current == Some(v)),
                ("is-subject", highlight.subject == Some(v)),
                ("is-selected", selected == Some(v)),
            ];
            // A counter matters while the vertex waits for its letter (and explains a draw).
            let counting = matches!(outcome, None | Some(GraphOutcome::Draw));
            let counter =
                counting.then(|| state.remaining.get(v).copied().unwrap_or(0).to_string());
            let value = grundy
                .filter(|_| !counting)
                .and_then(|values| values.get(v))
                .map_or(String::new(), |g| format!("g={g}"));
            view.show(&letter, outcome, &marks, counter, &value);
        }
        self.mark_edges(|ends| highlight.edge == Some(ends));
    }

    /// Marks the arrows `active` picks out, with the matching arrowhead.
    fn mark_edges(&self, active: impl Fn((usize, usize)) -> bool) {
        for (path, ends) in &self.edges {
            let active = active(*ends);
            dom::set_class(path, "is-active", active);
            let marker = &self.markers[usize::from(active)];
            dom::set_attr(path, "marker-end", &format!("url(#{marker})"));
        }
    }

    /// Shows a match's position: the token's vertex (●, a thick ring), the vertices its arrows
    /// reach (○, a dashed ring) and those arrows; with `values` (the coach's picture), each
    /// vertex's letter instead of the marks and, where the game ends, its remoteness in the
    /// counter's place. Only the game's own build draws a match.
    #[cfg(all(feature = "game-module", feature = "widget-graph"))]
    pub fn draw_play(&self, token: usize, moves: &[usize], values: Option<&[GraphValue]>) {
        for (v, view) in self.vertices.iter().enumerate() {
            let value = values.and_then(|values| values.get(v));
            let outcome = value.map(|value| value.outcome);
            // Without values the letter's place marks the token and its moves.
            let letter = match outcome {
                Some(o) => o.letter().to_string(),
                None if v == token => "●".into(),
                None if moves.contains(&v) => "○".into(),
                None => String::new(),
            };
            let marks = [("is-token", v == token), ("is-option", moves.contains(&v))];
            let remoteness = value.and_then(|value| value.remoteness);
            view.show(
                &letter,
                outcome,
                &marks,
                remoteness.map(|r| r.to_string()),
                "",
            );
        }
        self.mark_edges(|(u, v)| u == token && moves.contains(&v));
    }
}
