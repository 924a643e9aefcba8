//! The picture of a bipartite graph in SVG: left vertices in one column, right vertices in the
//! other, edges as lines. The widget paints states on it by classes (each state also has a
//! shape: a thick line with a diamond for a matched edge, a dashed line for a path, a ring
//! for the current vertex) and by the badge letter beside each vertex.

use nimlab_solver::bipartite::{vertex_name, BipartiteGraph, Side, Vertex};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom;

const SVG_NS: &str = "http://www.w3.org/2000/svg";
const WIDTH: f64 = 320.0;
const LEFT_X: f64 = 100.0;
const RIGHT_X: f64 = 220.0;
const BADGE_DX: f64 = 44.0;
const TOP: f64 = 34.0;
const GAP: f64 = 52.0;
const RADIUS: f64 = 19.0;

pub struct VertexShape {
    pub vertex: Vertex,
    group: Element,
    badge: Element,
}

pub struct EdgeShape {
    pub l: usize,
    pub r: usize,
    group: Element,
}

/// One drawn graph.
pub struct GraphView {
    pub svg: Element,
    vertices: Vec<VertexShape>,
    edges: Vec<EdgeShape>,
}

fn svg_child(parent: &Element, tag: &str, attrs: &[(&str, String)]) -> Result<Element, JsValue> {
    let doc = parent
        .owner_document()
        .ok_or_else(|| JsValue::from_str("element has no document"))?;
    let el = doc.create_element_ns(Some(SVG_NS), tag)?;
    for (name, value) in attrs {
        el.set_attribute(name, value)?;
    }
    parent.append_child(&el)?;
    Ok(el)
}

fn position(vertex: Vertex) -> (f64, f64) {
    let x = match vertex.side {
        Side::Left => LEFT_X,
        Side::Right => RIGHT_X,
    };
    (x, TOP + GAP * vertex.index as f64)
}

impl GraphView {
    pub fn new(parent: &Element, class: &str) -> Result<GraphView, JsValue> {
        let svg = svg_child(
            parent,
            "svg",
            &[
                ("class", format!("bipartite-svg {class}")),
                ("role", "img".to_string()),
                ("preserveAspectRatio", "xMidYMin meet".to_string()),
                // Clicking a vertex one may move to is a pointer shortcut for typing its name
                // in the move field (the keyboard's way; the keyboard test checks it is there).
                (
                    "data-pointer-shortcut-for",
                    r#"input[name="move"]"#.to_string(),
                ),
            ],
        )?;
        Ok(GraphView {
            svg,
            vertices: Vec::new(),
            edges: Vec::new(),
        })
    }

    /// Draws `graph` from scratch with the edges in `edges` (from 0), every state cleared.
    pub fn rebuild(&mut self, graph: &BipartiteGraph, edges: &[(usize, usize)]) {
        while let Some(old) = self.svg.first_child() {
            let _ = self.svg.remove_child(&old);
        }
        let rows = graph.left_len().max(graph.right_len()).max(1);
        let height = TOP * 2.0 + GAP * (rows as f64 - 1.0);
        dom::set_attr(&self.svg, "viewBox", &format!("0 0 {WIDTH} {height}"));
        let edge_layer = svg_child(&self.svg, "g", &[("class", "bipartite-edges".into())]);
        let vertex_layer = svg_child(&self.svg, "g", &[("class", "bipartite-vertices".into())]);
        let (Ok(edge_layer), Ok(vertex_layer)) = (edge_layer, vertex_layer) else {
            return;
        };
        self.edges = edges
            .iter()
            .filter_map(|&(l, r)| {
                let (x1, y1) = position(Vertex::left(l));
                let (x2, y2) = position(Vertex::right(r));
                let name = format!(
                    "{}-{}",
                    vertex_name(Vertex::left(l)),
                    vertex_name(Vertex::right(r))
                );
                let group = svg_child(
                    &edge_layer,
                    "g",
                    &[("class", "bipartite-edge".into()), ("data-edge", name)],
                )
                .ok()?;
                svg_child(
                    &group,
                    "line",
                    &[
                        ("x1", x1.to_string()),
                        ("y1", y1.to_string()),
                        ("x2", x2.to_string()),
                        ("y2", y2.to_string()),
                    ],
                )
                .ok()?;
                // The matched edge's marker: a diamond on the line, nearer its left end so
                // that two matched edges that cross keep their diamonds apart.
                let (mx, my) = (x1 + (x2 - x1) * 0.3, y1 + (y2 - y1) * 0.3);
                let points = format!(
                    "{},{} {},{} {},{} {},{}",
                    mx,
                    my - 7.0,
                    mx + 7.0,
                    my,
                    mx,
                    my + 7.0,
                    mx - 7.0,
                    my
                );
                svg_child(
                    &group,
                    "polygon",
                    &[("class", "bipartite-diamond".into()), ("points", points)],
                )
                .ok()?;
                Some(EdgeShape { l, r, group })
            })
            .collect();
        self.vertices = graph
            .vertices()
            .filter_map(|vertex| {
                let (x, y) = position(vertex);
                let name = vertex_name(vertex);
                let group = svg_child(
                    &vertex_layer,
                    "g",
                    &[
                        ("class", "bipartite-vertex".into()),
                        ("data-vertex", name.clone()),
                    ],
                )
                .ok()?;
                svg_child(
                    &group,
                    "circle",
                    &[
                        ("class", "bipartite-ring".into()),
                        ("cx", x.to_string()),
                        ("cy", y.to_string()),
                        ("r", (RADIUS + 6.0).to_string()),
                    ],
                )
                .ok()?;
                svg_child(
                    &group,
                    "circle",
                    &[
                        ("class", "bipartite-dot".into()),
                        ("cx", x.to_string()),
                        ("cy", y.to_string()),
                        ("r", RADIUS.to_string()),
                    ],
                )
                .ok()?;
                let text = svg_child(
                    &group,
                    "text",
                    &[
                        ("class", "bipartite-name".into()),
                        ("x", x.to_string()),
                        ("y", (y + 5.0).to_string()),
                        ("text-anchor", "middle".into()),
                    ],
                )
                .ok()?;
                dom::set_text(&text, &name);
                let bx = match vertex.side {
                    Side::Left => x - BADGE_DX,
                    Side::Right => x + BADGE_DX,
                };
                let badge = svg_child(
                    &group,
                    "text",
                    &[
                        ("class", "bipartite-badge".into()),
                        ("x", bx.to_string()),
                        ("y", (y + 6.0).to_string()),
                        ("text-anchor", "middle".into()),
                    ],
                )
                .ok()?;
                Some(VertexShape {
                    vertex,
                    group,
                    badge,
                })
            })
            .collect();
    }

    pub fn vertices(&self) -> &[VertexShape] {
        &self.vertices
    }

    pub fn edges(&self) -> &[EdgeShape] {
        &self.edges
    }

    pub fn set_label(&self, text: &str) {
        dom::set_attr(&self.svg, "aria-label", text);
    }
}

impl VertexShape {
    /// Sets the vertex's states (classes) and its badge.
    pub fn paint(&self, states: &[(&str, bool)], badge: &str) {
        for (class, on) in states {
            dom::set_class(&self.group, class, *on);
        }
        dom::set_text(&self.badge, badge);
    }
}

impl EdgeShape {
    pub fn paint(&self, states: &[(&str, bool)]) {
        for (class, on) in states {
            dom::set_class(&self.group, class, *on);
        }
    }
}
