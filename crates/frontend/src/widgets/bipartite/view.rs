//! The picture of a bipartite graph in SVG: left vertices in one column, right vertices in the
//! other, edges as lines. The widget paints states on it by classes (each state also has a
//! shape: a thick line with a diamond for a matched edge, a dashed line for a path, a ring
//! for the current vertex) and by the badge beside each vertex.

use nimlab_solver::bipartite::{vertex_name, BipartiteGraph, Half, Vertex};
use nimlab_solver::decimal;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom;

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
    pub ends: (Vertex, Vertex),
    group: Element,
}

/// One drawn graph.
pub struct GraphView {
    pub svg: Element,
    pub vertices: Vec<VertexShape>,
    pub edges: Vec<EdgeShape>,
}

fn position(vertex: Vertex) -> (f64, f64) {
    let x = match vertex.half {
        Half::Left => LEFT_X,
        Half::Right => RIGHT_X,
    };
    (x, TOP + GAP * vertex.index as f64)
}

impl GraphView {
    pub fn new(parent: &Element, class: &str) -> Result<GraphView, JsValue> {
        let svg = dom::svg(parent, "svg", &format!("bipartite-svg {class}"))?;
        dom::set_attr(&svg, "role", "img");
        dom::set_attr(&svg, "preserveAspectRatio", "xMidYMin meet");
        Ok(GraphView {
            svg,
            vertices: Vec::new(),
            edges: Vec::new(),
        })
    }

    /// Draws `graph` from scratch with the edges in `edges` (from 0), every state cleared.
    pub fn rebuild(
        &mut self,
        graph: &BipartiteGraph,
        edges: &[(usize, usize)],
    ) -> Result<(), JsValue> {
        dom::clear(&self.svg);
        self.vertices.clear();
        self.edges.clear();
        let rows = graph.left_len().max(graph.right_len()).max(1);
        let height = TOP * 2.0 + GAP * (rows as f64 - 1.0);
        let [width, height] = [WIDTH, height].map(decimal::number);
        dom::set_attr(&self.svg, "viewBox", &format!("0 0 {width} {height}"));
        let edge_layer = dom::svg(&self.svg, "g", "bipartite-edges")?;
        let vertex_layer = dom::svg(&self.svg, "g", "bipartite-vertices")?;
        for &(l, r) in edges {
            let ends = (Vertex::left(l), Vertex::right(r));
            let ((x1, y1), (x2, y2)) = (position(ends.0), position(ends.1));
            let group = dom::svg(&edge_layer, "g", "bipartite-edge")?;
            let name = format!("{}-{}", vertex_name(ends.0), vertex_name(ends.1));
            dom::set_attr(&group, "data-edge", &name);
            let line = dom::svg(&group, "line", "")?;
            let xy = [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)];
            dom::set_attrs(&line, &xy.map(|(k, v)| (k, decimal::number(v))));
            // The matched edge's marker: a diamond on the line, nearer its left end so that
            // two matched edges that cross keep their diamonds apart.
            let (mx, my) = (x1 + (x2 - x1) * 0.3, y1 + (y2 - y1) * 0.3);
            let diamond = dom::svg(&group, "polygon", "bipartite-diamond")?;
            let points = [(0.0, -7.0), (7.0, 0.0), (0.0, 7.0), (-7.0, 0.0)].map(|(dx, dy)| {
                format!("{},{}", decimal::number(mx + dx), decimal::number(my + dy))
            });
            dom::set_attr(&diamond, "points", &points.join(" "));
            self.edges.push(EdgeShape { ends, group });
        }
        for vertex in graph.vertices() {
            let (x, y) = position(vertex);
            let group = dom::svg(&vertex_layer, "g", "bipartite-vertex")?;
            dom::set_attr(&group, "data-vertex", &vertex_name(vertex));
            for (class, r) in [("bipartite-ring", RADIUS + 6.0), ("bipartite-dot", RADIUS)] {
                let circle = dom::svg(&group, "circle", class)?;
                let attrs = [("cx", x), ("cy", y), ("r", r)];
                dom::set_attrs(&circle, &attrs.map(|(k, v)| (k, decimal::number(v))));
            }
            let text = |class: &str, x: f64, y: f64| -> Result<Element, JsValue> {
                let el = dom::svg(&group, "text", class)?;
                dom::set_attrs(&el, &[("x", decimal::number(x)), ("y", decimal::number(y))]);
                dom::set_attr(&el, "text-anchor", "middle");
                Ok(el)
            };
            dom::set_text(&text("bipartite-name", x, y + 5.0)?, &vertex_name(vertex));
            let bx = match vertex.half {
                Half::Left => x - BADGE_DX,
                Half::Right => x + BADGE_DX,
            };
            let badge = text("bipartite-badge", bx, y + 6.0)?;
            self.vertices.push(VertexShape {
                vertex,
                group,
                badge,
            });
        }
        Ok(())
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

    /// Whether the edge joins `a` and `b` (either way).
    pub fn joins(&self, a: Vertex, b: Vertex) -> bool {
        self.ends == (a, b) || self.ends == (b, a)
    }
}
