//! Where each vertex of the drawing goes, and the shape of each arrow. Pure geometry, no DOM and
//! no game theory: the same graph always gets the same picture.
//!
//! A graph without cycles is drawn in layers, by the length of the longest path to a vertex
//! without moves (those sit at the bottom, and every arrow points down); any other graph, or a
//! graph with too many layers to read on a phone, is drawn on a circle, vertex 0 at the top and
//! the others clockwise.

use std::f64::consts::PI;

/// The radius of a vertex's circle, in drawing units.
pub const RADIUS: f64 = 17.0;
/// Room around the drawing for the letters and counters beside the vertices.
const MARGIN: f64 = RADIUS + 26.0;
const LAYER_GAP: f64 = 84.0;
const COLUMN_GAP: f64 = 72.0;
/// Layered drawings at most this tall and this wide; beyond, the circle reads better.
const MAX_LAYERS: usize = 6;
const MAX_LAYER_WIDTH: usize = 7;
/// How far a two-way pair of arrows bends apart.
const BEND: f64 = 20.0;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

impl Point {
    fn new(x: f64, y: f64) -> Point {
        Point { x, y }
    }

    fn towards(self, to: Point, distance: f64) -> Point {
        let (dx, dy) = (to.x - self.x, to.y - self.y);
        let len = (dx * dx + dy * dy).sqrt();
        if len < 1e-9 {
            return self;
        }
        Point::new(self.x + dx / len * distance, self.y + dy / len * distance)
    }

    fn at_angle(self, angle: f64, distance: f64) -> Point {
        Point::new(
            self.x + angle.cos() * distance,
            self.y + angle.sin() * distance,
        )
    }
}

/// The finished layout: each vertex's centre, and the box that holds everything.
pub struct Layout {
    pub centres: Vec<Point>,
    pub width: f64,
    pub height: f64,
    /// The direction (an angle) a vertex's loop points to, away from the rest of the drawing.
    outward: Vec<f64>,
}

impl Layout {
    /// Lays out `n` vertices joined by `edges`; `acyclic` says the graph has no cycle.
    pub fn new(n: usize, edges: &[(usize, usize)], acyclic: bool) -> Layout {
        let layered = if acyclic { layers(n, edges) } else { None };
        let (mut centres, outward) = match layered {
            Some(layers) => place_layers(n, &layers),
            None => place_circle(n),
        };
        let min_x = centres.iter().map(|p| p.x).fold(f64::INFINITY, f64::min);
        let min_y = centres.iter().map(|p| p.y).fold(f64::INFINITY, f64::min);
        let max_x = centres
            .iter()
            .map(|p| p.x)
            .fold(f64::NEG_INFINITY, f64::max);
        let max_y = centres
            .iter()
            .map(|p| p.y)
            .fold(f64::NEG_INFINITY, f64::max);
        if centres.is_empty() {
            return Layout {
                centres,
                width: 2.0 * MARGIN,
                height: 2.0 * MARGIN,
                outward,
            };
        }
        for p in &mut centres {
            p.x += MARGIN - min_x;
            p.y += MARGIN - min_y;
        }
        Layout {
            centres,
            width: max_x - min_x + 2.0 * MARGIN,
            height: max_y - min_y + 2.0 * MARGIN,
            outward,
        }
    }

    fn centre(&self, v: usize) -> Point {
        self.centres
            .get(v)
            .copied()
            .unwrap_or(Point::new(MARGIN, MARGIN))
    }

    /// The SVG path of the arrow `u → v`; `bent` when `v → u` is drawn too, so the two do not
    /// lie on top of each other. The path ends where the arrowhead's tip touches `v`'s circle.
    pub fn arrow(&self, u: usize, v: usize, bent: bool) -> String {
        let (a, b) = (self.centre(u), self.centre(v));
        if u == v {
            let angle = self.outward.get(u).copied().unwrap_or(-PI / 2.0);
            let start = a.at_angle(angle - 0.55, RADIUS);
            let end = a.at_angle(angle + 0.55, RADIUS + 1.0);
            let c1 = a.at_angle(angle - 0.6, RADIUS * 3.2);
            let c2 = a.at_angle(angle + 0.6, RADIUS * 3.2);
            return format!(
                "M {} {} C {} {} {} {} {} {}",
                f(start.x),
                f(start.y),
                f(c1.x),
                f(c1.y),
                f(c2.x),
                f(c2.y),
                f(end.x),
                f(end.y)
            );
        }
        // A straight arrow that would cross another vertex bends around it.
        let bend = if bent {
            Some(BEND)
        } else if self.hits_other(u, v, |t| lerp(a, b, t)) {
            [2.0, -2.0, 3.5, -3.5, 5.0, -5.0]
                .iter()
                .map(|k| k * BEND)
                .find(|&bend| {
                    let control = control_point(a, b, bend);
                    !self.hits_other(u, v, |t| quadratic(a, control, b, t))
                })
                .or(Some(2.0 * BEND))
        } else {
            None
        };
        if let Some(bend) = bend {
            let control = control_point(a, b, bend);
            let start = a.towards(control, RADIUS);
            let end = b.towards(control, RADIUS + 1.0);
            return format!(
                "M {} {} Q {} {} {} {}",
                f(start.x),
                f(start.y),
                f(control.x),
                f(control.y),
                f(end.x),
                f(end.y)
            );
        }
        let start = a.towards(b, RADIUS);
        let end = b.towards(a, RADIUS + 1.0);
        format!(
            "M {} {} L {} {}",
            f(start.x),
            f(start.y),
            f(end.x),
            f(end.y)
        )
    }
}

impl Layout {
    /// Whether the curve `at(t)`, `t` in `0..1`, passes over a vertex other than `u` and `v`.
    fn hits_other(&self, u: usize, v: usize, at: impl Fn(f64) -> Point) -> bool {
        let clearance = RADIUS + 4.0;
        (1..20).map(|i| at(f64::from(i) / 20.0)).any(|p| {
            self.centres
                .iter()
                .enumerate()
                .any(|(w, c)| w != u && w != v && (p.x - c.x).hypot(p.y - c.y) < clearance)
        })
    }
}

fn lerp(a: Point, b: Point, t: f64) -> Point {
    Point::new(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
}

fn quadratic(a: Point, control: Point, b: Point, t: f64) -> Point {
    let s = 1.0 - t;
    Point::new(
        s * s * a.x + 2.0 * s * t * control.x + t * t * b.x,
        s * s * a.y + 2.0 * s * t * control.y + t * t * b.y,
    )
}

/// The control point `bend` units to the side of the middle of `a → b`.
fn control_point(a: Point, b: Point, bend: f64) -> Point {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let len = dx.hypot(dy).max(1e-9);
    let mid = lerp(a, b, 0.5);
    Point::new(mid.x - dy / len * bend, mid.y + dx / len * bend)
}

/// One decimal is plenty for a drawing.
fn f(value: f64) -> String {
    format!("{:.1}", value)
}

/// The layers of a graph without cycles (layer 0: no moves), or `None` when a layered picture
/// would be too tall or too wide.
fn layers(n: usize, edges: &[(usize, usize)]) -> Option<Vec<Vec<usize>>> {
    // The longest path down from each vertex; n rounds are enough on a graph without cycles.
    let mut height = vec![0usize; n];
    for _ in 0..n {
        let mut changed = false;
        for &(u, v) in edges {
            let below = height.get(v).copied().unwrap_or(0) + 1;
            if let Some(h) = height.get_mut(u) {
                if *h < below {
                    *h = below;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let count = height.iter().copied().max().unwrap_or(0) + 1;
    let mut layers: Vec<Vec<usize>> = vec![Vec::new(); count];
    for (v, &h) in height.iter().enumerate() {
        if let Some(layer) = layers.get_mut(h) {
            layer.push(v);
        }
    }
    if count > MAX_LAYERS || layers.iter().any(|l| l.len() > MAX_LAYER_WIDTH) {
        return None;
    }
    // From the bottom up, each layer is ordered by where its moves land (fewer crossings).
    let mut slot = vec![0.5f64; n];
    for layer in layers.iter_mut() {
        let key = |v: &usize| {
            let targets: Vec<f64> = edges
                .iter()
                .filter(|(u, _)| u == v)
                .filter_map(|(_, w)| slot.get(*w).copied())
                .collect();
            if targets.is_empty() {
                f64::INFINITY
            } else {
                targets.iter().sum::<f64>() / targets.len() as f64
            }
        };
        let mut keyed: Vec<(f64, usize)> = layer.iter().map(|v| (key(v), *v)).collect();
        keyed.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        *layer = keyed.into_iter().map(|(_, v)| v).collect();
        let size = layer.len() as f64;
        for (i, &v) in layer.iter().enumerate() {
            if let Some(s) = slot.get_mut(v) {
                *s = (i as f64 + 0.5) / size;
            }
        }
    }
    Some(layers)
}

fn place_layers(n: usize, layers: &[Vec<usize>]) -> (Vec<Point>, Vec<f64>) {
    let widest = layers.iter().map(Vec::len).max().unwrap_or(1) as f64;
    let top = layers.len().saturating_sub(1);
    let mut centres = vec![Point::new(0.0, 0.0); n];
    for (k, layer) in layers.iter().enumerate() {
        let offset = (widest - layer.len() as f64) * COLUMN_GAP / 2.0;
        for (i, &v) in layer.iter().enumerate() {
            if let Some(c) = centres.get_mut(v) {
                *c = Point::new(offset + i as f64 * COLUMN_GAP, (top - k) as f64 * LAYER_GAP);
            }
        }
    }
    (centres, vec![-PI / 2.0; n])
}

fn place_circle(n: usize) -> (Vec<Point>, Vec<f64>) {
    if n == 1 {
        return (vec![Point::new(0.0, 0.0)], vec![-PI / 2.0]);
    }
    // Room for a vertex and its labels every 64 units along the circle.
    let radius = (n as f64 * 64.0 / (2.0 * PI)).max(78.0);
    let angles: Vec<f64> = (0..n)
        .map(|i| -PI / 2.0 + 2.0 * PI * i as f64 / n as f64)
        .collect();
    let centres = angles
        .iter()
        .map(|&a| Point::new(a.cos() * radius, a.sin() * radius))
        .collect();
    (centres, angles)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_graph_without_cycles_is_layered_with_arrows_pointing_down() {
        // 0 → 1 → 2 and 0 → 2: three layers, 2 at the bottom.
        let layout = Layout::new(3, &[(0, 1), (1, 2), (0, 2)], true);
        let y: Vec<f64> = layout.centres.iter().map(|p| p.y).collect();
        assert!(y[0] < y[1] && y[1] < y[2]);
        assert_eq!(layout.arrow(0, 1, false).split(' ').count(), 6);
    }

    #[test]
    fn an_arrow_that_would_cross_a_vertex_bends() {
        // 0 → 1 → 2 on a vertical line, and 0 → 2 would pass through 1.
        let layout = Layout::new(3, &[(0, 1), (1, 2), (0, 2)], true);
        assert!(layout.arrow(0, 1, false).contains(" L "));
        assert!(layout.arrow(0, 2, false).contains(" Q "));
    }

    #[test]
    fn other_graphs_sit_on_a_circle_that_fits_the_box() {
        let edges: Vec<(usize, usize)> = (0..30).map(|v| (v, (v + 1) % 30)).collect();
        let layout = Layout::new(30, &edges, false);
        for p in &layout.centres {
            assert!(p.x >= RADIUS && p.x <= layout.width - RADIUS);
            assert!(p.y >= RADIUS && p.y <= layout.height - RADIUS);
        }
        assert!(layout.arrow(3, 3, false).starts_with("M "));
        assert!(layout.arrow(3, 4, true).contains(" Q "));
    }
}
