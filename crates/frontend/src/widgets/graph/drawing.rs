//! The SVG picture of the graph: one circle and number per vertex, one arrow per edge, and
//! beside each vertex its letter (W, L, D) and its counter. Elements are created once per graph
//! (with `createElementNS`, never markup) and only their classes and texts change per step.

use std::rc::Rc;

use nimlab_solver::graph::{GraphOutcome, RetroState};
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::layout::{Layout, RADIUS};
use crate::dom::{self, Listener};

const SVG_NS: &str = "http://www.w3.org/2000/svg";

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
    badge: Element,
    counter: Element,
    counter_box: Element,
    grundy: Element,
}

struct EdgeView {
    path: Element,
    ends: (usize, usize),
}

pub struct Drawing {
    svg: Element,
    edge_layer: Element,
    vertex_layer: Element,
    marker: String,
    active_marker: String,
    vertices: Vec<VertexView>,
    edges: Vec<EdgeView>,
    listeners: Vec<Listener>,
}

fn svg_child(parent: &Element, tag: &str, class: &str) -> Result<Element, JsValue> {
    let doc = parent
        .owner_document()
        .ok_or_else(|| JsValue::from_str("element has no document"))?;
    let el = doc.create_element_ns(Some(SVG_NS), tag)?;
    if !class.is_empty() {
        el.set_attribute("class", class)?;
    }
    parent.append_child(&el)?;
    Ok(el)
}

fn set_attrs(el: &Element, attrs: &[(&str, String)]) {
    for (name, value) in attrs {
        dom::set_attr(el, name, value);
    }
}

fn num(value: f64) -> String {
    format!("{value:.1}")
}

impl Drawing {
    pub fn new(root: &Element) -> Result<Drawing, JsValue> {
        let canvas = dom::child(root, "div", "gr-canvas", "")?;
        let svg = svg_child(&canvas, "svg", "gr-svg")?;
        dom::set_attr(&svg, "role", "img");
        // Clicking a vertex is a pointer shortcut for its button below the picture (`.gr-pick`),
        // which is how a keyboard selects one; the keyboard test checks the buttons are there.
        dom::set_attr(&svg, "data-pointer-shortcut-for", ".gr-pick");
        let defs = svg_child(&svg, "defs", "")?;
        let marker = dom::fresh_id("gr-arrow");
        let active_marker = dom::fresh_id("gr-arrow-active");
        for (id, class) in [(&marker, "gr-head"), (&active_marker, "gr-head is-active")] {
            let m = svg_child(&defs, "marker", "")?;
            set_attrs(
                &m,
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
            let head = svg_child(&m, "polygon", class)?;
            dom::set_attr(&head, "points", "0,0 10,5 0,10");
        }
        let edge_layer = svg_child(&svg, "g", "gr-edges")?;
        let vertex_layer = svg_child(&svg, "g", "gr-vertices")?;
        Ok(Drawing {
            svg,
            edge_layer,
            vertex_layer,
            marker,
            active_marker,
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
        for layer in [&self.edge_layer, &self.vertex_layer] {
            while let Some(old) = layer.first_child() {
                layer.remove_child(&old)?;
            }
        }
        let layout = Layout::new(n, edges, acyclic);
        set_attrs(
            &self.svg,
            &[
                (
                    "viewBox",
                    format!("0 0 {} {}", num(layout.width), num(layout.height)),
                ),
                ("width", num(layout.width * 1.6)),
                ("height", num(layout.height * 1.6)),
            ],
        );
        for &(u, v) in edges {
            let bent = u != v && edges.contains(&(v, u));
            let path = svg_child(&self.edge_layer, "path", "gr-edge")?;
            set_attrs(
                &path,
                &[
                    ("d", layout.arrow(u, v, bent)),
                    ("marker-end", format!("url(#{})", self.marker)),
                    ("data-edge", format!("{u}-{v}")),
                ],
            );
            self.edges.push(EdgeView { path, ends: (u, v) });
        }
        for (v, centre) in layout.centres.iter().enumerate() {
            let (x, y) = (centre.x, centre.y);
            let group = svg_child(&self.vertex_layer, "g", "gr-vertex")?;
            dom::set_attr(&group, "data-vertex", &v.to_string());
            let circle = svg_child(&group, "circle", "gr-dot")?;
            set_attrs(
                &circle,
                &[("cx", num(x)), ("cy", num(y)), ("r", num(RADIUS))],
            );
            let number = svg_child(&group, "text", "gr-num")?;
            set_attrs(&number, &[("x", num(x)), ("y", num(y + 5.0))]);
            dom::set_text(&number, &v.to_string());
            let badge = svg_child(&group, "rect", "gr-badge")?;
            set_attrs(
                &badge,
                &[
                    ("x", num(x + 8.0)),
                    ("y", num(y - RADIUS - 14.0)),
                    ("width", "19".into()),
                    ("height", "19".into()),
                    ("rx", "4".into()),
                ],
            );
            let letter = svg_child(&group, "text", "gr-letter")?;
            set_attrs(
                &letter,
                &[("x", num(x + 17.5)), ("y", num(y - RADIUS + 0.5))],
            );
            let counter_box = svg_child(&group, "rect", "gr-count-box")?;
            set_attrs(
                &counter_box,
                &[
                    ("x", num(x + 9.0)),
                    ("y", num(y + RADIUS - 5.0)),
                    ("width", "17".into()),
                    ("height", "15".into()),
                    ("rx", "7".into()),
                ],
            );
            let counter = svg_child(&group, "text", "gr-count")?;
            set_attrs(
                &counter,
                &[("x", num(x + 17.5)), ("y", num(y + RADIUS + 6.5))],
            );
            let grundy = svg_child(&group, "text", "gr-grundy")?;
            set_attrs(
                &grundy,
                &[("x", num(x - RADIUS + 2.0)), ("y", num(y + RADIUS + 14.0))],
            );
            let select = select.clone();
            self.listeners
                .push(Listener::new(&group, "click", move |_| select(v))?);
            self.vertices.push(VertexView {
                group,
                letter,
                badge,
                counter,
                counter_box,
                grundy,
            });
        }
        Ok(())
    }

    /// Shows the state after some step: letters, counters, what the step points at.
    pub fn draw(
        &self,
        state: &RetroState,
        highlight: Highlight,
        selected: Option<usize>,
        grundy: Option<&[u32]>,
    ) {
        for (v, view) in self.vertices.iter().enumerate() {
            let outcome = state.outcomes.get(v).copied().flatten();
            let letter = outcome.map(|o| o.letter().to_string()).unwrap_or_default();
            dom::set_text(&view.letter, &letter);
            let g = &view.group;
            dom::set_class(g, "is-w", outcome == Some(GraphOutcome::Win));
            dom::set_class(g, "is-l", outcome == Some(GraphOutcome::Lose));
            dom::set_class(g, "is-d", outcome == Some(GraphOutcome::Draw));
            dom::set_class(&view.badge, "is-hidden", outcome.is_none());
            // A counter matters while the vertex waits for its letter (and explains a draw).
            let counting = matches!(outcome, None | Some(GraphOutcome::Draw));
            let count = state.remaining.get(v).copied().unwrap_or(0);
            dom::set_text(
                &view.counter,
                &if counting {
                    count.to_string()
                } else {
                    String::new()
                },
            );
            dom::set_class(&view.counter_box, "is-hidden", !counting);
            dom::set_class(g, "is-current", highlight.current == Some(v));
            dom::set_class(g, "is-subject", highlight.subject == Some(v));
            dom::set_class(g, "is-selected", selected == Some(v));
            let value = grundy
                .and_then(|values| values.get(v))
                .map(|g| format!("g={g}"))
                .unwrap_or_default();
            dom::set_text(&view.grundy, &value);
        }
        for edge in &self.edges {
            let active = highlight.edge == Some(edge.ends);
            dom::set_class(&edge.path, "is-active", active);
            let marker = if active {
                &self.active_marker
            } else {
                &self.marker
            };
            dom::set_attr(&edge.path, "marker-end", &format!("url(#{marker})"));
        }
    }

    pub fn relabel(&self, n: usize, m: usize, lang: Lang) {
        dom::set_attr(
            &self.svg,
            "aria-label",
            &lang.pick(
                format!("Hình vẽ đồ thị có hướng: {n} đỉnh, {m} cạnh. Các chữ của từng đỉnh có ở hàng nút chọn đỉnh bên dưới."),
                format!("Drawing of the directed graph: {n} vertices, {m} edges. Each vertex's letter is also on the row of vertex buttons below."),
            ),
        );
    }
}
