//! Where each vertex of the drawing goes, and the shape of each arrow. Pure geometry, no DOM and
//! no game theory: the same graph always gets the same picture.
//!
//! A graph without cycles is drawn in layers, by the length of the longest path to a vertex
//! without moves (those sit at the bottom, and every arrow points down); any other graph, or a
//! graph with too many layers to read on a phone, is drawn on a circle, vertex 0 at the top and
//! the others clockwise. A vertex is a disc that holds all its labels; arrows start and end on
//! the discs' rims and bend around every other disc, so no arrow crosses a label.

use std::f64::consts::PI;

use nimlab_solver::{decimal, sorting};

/// The radius of a vertex's disc, in drawing units (its number, letter and counter fit in it).
pub const RADIUS: f64 = 25.0;
/// How close an arrow may pass to a disc it does not join.
const CLEARANCE: f64 = RADIUS + 4.0;
/// Room around the drawing.
const PAD: f64 = 6.0;
const LAYER_GAP: f64 = 90.0;
const COLUMN_GAP: f64 = 76.0;
/// Layered drawings at most this tall and this wide; beyond, the circle reads better.
const MAX_LAYERS: usize = 6;
const MAX_LAYER_WIDTH: usize = 7;
/// How far a two-way pair of arrows bends apart, and the step of the bends tried around a disc.
const BEND: f64 = 22.0;

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
        let len = length(dx, dy);
        if len < 1e-9 {
            return self;
        }
        Point::new(self.x + dx / len * distance, self.y + dy / len * distance)
    }

    fn at_angle(self, angle: f64, distance: f64) -> Point {
        let (cos, sin) = cos_sin(angle);
        Point::new(self.x + cos * distance, self.y + sin * distance)
    }

    fn distance(self, to: Point) -> f64 {
        length(to.x - self.x, to.y - self.y)
    }
}

/// The length of the vector (dx, dy). Coordinates are at most a few thousand units, so the
/// square root cannot overflow and `f64::hypot` (a libm routine in wasm) is not needed.
fn length(dx: f64, dy: f64) -> f64 {
    (dx * dx + dy * dy).sqrt()
}

/// (cos, sin) of `angle`, from the browser's `Math` in wasm: Rust's own are libm code, some
/// 6 KB of the graph widget's build for a few angles of a layout.
fn cos_sin(angle: f64) -> (f64, f64) {
    #[cfg(target_arch = "wasm32")]
    return (js_sys::Math::cos(angle), js_sys::Math::sin(angle));
    #[cfg(not(target_arch = "wasm32"))]
    (angle.cos(), angle.sin())
}

/// An arrow's curve: a straight line, a quadratic bend, or a loop (a cubic).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Curve {
    Line(Point, Point),
    Quad(Point, Point, Point),
    Cubic(Point, Point, Point, Point),
}

impl Curve {
    fn at(self, t: f64) -> Point {
        let s = 1.0 - t;
        let (weights, points): (Vec<f64>, Vec<Point>) = match self {
            Curve::Line(a, b) => (vec![s, t], vec![a, b]),
            Curve::Quad(a, c, b) => (vec![s * s, 2.0 * s * t, t * t], vec![a, c, b]),
            Curve::Cubic(a, c, d, b) => (
                vec![s * s * s, 3.0 * s * s * t, 3.0 * s * t * t, t * t * t],
                vec![a, c, d, b],
            ),
        };
        let sum = |f: fn(&Point) -> f64| weights.iter().zip(&points).map(|(w, p)| w * f(p)).sum();
        Point::new(sum(|p| p.x), sum(|p| p.y))
    }

    /// Points along the curve, ends included.
    fn samples(self) -> impl Iterator<Item = Point> {
        (0..=64).map(move |i| self.at(f64::from(i) / 64.0))
    }

    fn path(self) -> String {
        let p = |q: Point| format!("{} {}", decimal::fixed(q.x, 1), decimal::fixed(q.y, 1));
        match self {
            Curve::Line(a, b) => format!("M {} L {}", p(a), p(b)),
            Curve::Quad(a, c, b) => format!("M {} Q {} {}", p(a), p(c), p(b)),
            Curve::Cubic(a, c, d, b) => format!("M {} C {} {} {}", p(a), p(c), p(d), p(b)),
        }
    }
}

/// The finished layout: each vertex's centre, each arrow's path, and the box (`x y width
/// height`, an SVG `viewBox`) that holds them.
pub struct Layout {
    pub centres: Vec<Point>,
    /// One SVG path per edge, in the order of the edges.
    pub arrows: Vec<String>,
    pub view: [f64; 4],
}

impl Layout {
    /// Lays out `n` vertices joined by `edges`; `acyclic` says the graph has no cycle.
    pub fn new(n: usize, edges: &[(usize, usize)], acyclic: bool) -> Layout {
        let (centres, outward) = place(n, edges, acyclic);
        let curves: Vec<Curve> = edges
            .iter()
            .map(|&(u, v)| arrow(&centres, &outward, u, v, u != v && edges.contains(&(v, u))))
            .collect();
        // The box holds every disc and every arrow, with a little room.
        let corners = centres
            .iter()
            .flat_map(|c| [-RADIUS, RADIUS].map(|d| Point::new(c.x + d, c.y + d)));
        let points: Vec<Point> = corners
            .chain(curves.iter().flat_map(|c| c.samples()))
            .collect();
        let low = |f: fn(&Point) -> f64| points.iter().map(f).fold(f64::INFINITY, f64::min);
        let high = |f: fn(&Point) -> f64| points.iter().map(f).fold(f64::NEG_INFINITY, f64::max);
        let (x, y) = (low(|p| p.x) - PAD, low(|p| p.y) - PAD);
        Layout {
            view: [x, y, high(|p| p.x) + PAD - x, high(|p| p.y) + PAD - y],
            arrows: curves.iter().map(|c| c.path()).collect(),
            centres,
        }
    }
}

/// Each vertex's centre, and the direction pointing away from the rest of the drawing.
fn place(n: usize, edges: &[(usize, usize)], acyclic: bool) -> (Vec<Point>, Vec<f64>) {
    let layered = if acyclic { layers(n, edges) } else { None };
    match layered {
        Some(layers) => place_layers(n, &layers),
        None => place_circle(n),
    }
}

/// The arrow `u → v`: from rim to rim (its arrowhead's tip just off `v`'s rim); `bent` when
/// `v → u` is drawn too, so that the two do not lie on top of each other. A loop points away
/// from the rest of the drawing; an arrow that would come near another disc bends around it.
fn arrow(centres: &[Point], outward: &[f64], u: usize, v: usize, bent: bool) -> Curve {
    let centre = |w: usize| centres.get(w).copied().unwrap_or(Point::new(0.0, 0.0));
    let (a, b) = (centre(u), centre(v));
    if u == v {
        let angle = outward.get(u).copied().unwrap_or(-PI / 2.0);
        return Curve::Cubic(
            a.at_angle(angle - 0.55, RADIUS),
            a.at_angle(angle - 0.6, RADIUS * 2.6),
            a.at_angle(angle + 0.6, RADIUS * 2.6),
            a.at_angle(angle + 0.55, RADIUS + 1.0),
        );
    }
    let bend_by = |bend: f64| {
        let control = control_point(a, b, bend);
        Curve::Quad(
            a.towards(control, RADIUS),
            control,
            b.towards(control, RADIUS + 1.0),
        )
    };
    // How close a curve comes to a disc other than u's and v's.
    let nearest = |curve: Curve| {
        curve
            .samples()
            .flat_map(|p| {
                centres
                    .iter()
                    .enumerate()
                    .filter(move |&(w, _)| w != u && w != v)
                    .map(move |(_, c)| p.distance(*c))
            })
            .fold(f64::INFINITY, f64::min)
    };
    let straight = Curve::Line(a.towards(b, RADIUS), b.towards(a, RADIUS + 1.0));
    let first = if bent { bend_by(BEND) } else { straight };
    if nearest(first) >= CLEARANCE {
        return first;
    }
    // Bends further out until the curve clears every disc (a two-way pair keeps its side);
    // if none does, the one that comes least close.
    let sides: &[f64] = if bent { &[1.0] } else { &[1.0, -1.0] };
    let candidates = (1..=8).flat_map(|k| sides.iter().map(move |s| s * BEND * f64::from(k)));
    let mut best = (nearest(first), first);
    for bend in candidates {
        let curve = bend_by(bend);
        let gap = nearest(curve);
        if gap >= CLEARANCE {
            return curve;
        }
        if gap > best.0 {
            best = (gap, curve);
        }
    }
    best.1
}

/// The control point `bend` units to the side of the middle of `a → b`.
fn control_point(a: Point, b: Point, bend: f64) -> Point {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let len = length(dx, dy).max(1e-9);
    Point::new(
        (a.x + b.x) / 2.0 - dy / len * bend,
        (a.y + b.y) / 2.0 + dx / len * bend,
    )
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
            if let Some(h) = height.get_mut(u).filter(|h| **h < below) {
                *h = below;
                changed = true;
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
        sorting::sort_by(&mut keyed, |a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
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
    // Room for a disc every 76 units along the circle.
    let radius = (n as f64 * 76.0 / (2.0 * PI)).max(90.0);
    let angles: Vec<f64> = (0..n)
        .map(|i| -PI / 2.0 + 2.0 * PI * i as f64 / n as f64)
        .collect();
    let centres = angles
        .iter()
        .map(|&a| {
            let (cos, sin) = cos_sin(a);
            Point::new(cos * radius, sin * radius)
        })
        .collect();
    (centres, angles)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every arrow keeps clear of the discs it does not join, except where no bend can.
    fn clear(n: usize, edges: &[(usize, usize)], acyclic: bool) -> bool {
        let (centres, outward) = place(n, edges, acyclic);
        edges.iter().all(|&(u, v)| {
            let bent = u != v && edges.contains(&(v, u));
            arrow(&centres, &outward, u, v, bent).samples().all(|p| {
                centres
                    .iter()
                    .enumerate()
                    .all(|(w, c)| w == u || w == v || p.distance(*c) >= CLEARANCE)
            })
        })
    }

    #[test]
    fn a_graph_without_cycles_is_layered_with_arrows_pointing_down() {
        // 0 → 1 → 2 and 0 → 2: three layers, 2 at the bottom; 0 → 2 bends around 1.
        let layout = Layout::new(3, &[(0, 1), (1, 2), (0, 2)], true);
        let y: Vec<f64> = layout.centres.iter().map(|p| p.y).collect();
        assert!(y[0] < y[1] && y[1] < y[2]);
        assert!(layout.arrows[0].contains(" L "));
        assert!(layout.arrows[2].contains(" Q "));
        assert!(clear(3, &[(0, 1), (1, 2), (0, 2)], true));
    }

    #[test]
    fn arrows_keep_clear_of_the_discs_they_do_not_join() {
        let lesson: Vec<(usize, usize)> = nimlab_solver::fixtures::DEFAULT_GRAPH
            .iter()
            .map(|&(u, v)| (u as usize, v as usize))
            .collect();
        assert!(clear(7, &lesson, false));
        let dag = [(0, 1), (0, 3), (1, 3), (2, 3), (2, 4), (3, 5), (4, 5)];
        assert!(clear(6, &dag, true));
        let dense: Vec<(usize, usize)> = (0..10)
            .flat_map(|u| {
                (0..10)
                    .filter(move |&v| v != u && (u * 7 + v * 3) % 4 == 0)
                    .map(move |v| (u, v))
            })
            .collect();
        assert!(clear(10, &dense, false));
    }

    #[test]
    fn everything_fits_the_box() {
        let edges: Vec<(usize, usize)> =
            (0..30).map(|v| (v, (v + 1) % 30)).chain([(3, 3)]).collect();
        let layout = Layout::new(30, &edges, false);
        let [x, y, w, h] = layout.view;
        for p in &layout.centres {
            assert!(p.x - RADIUS >= x && p.x + RADIUS <= x + w);
            assert!(p.y - RADIUS >= y && p.y + RADIUS <= y + h);
        }
        assert!(layout.arrows[30].starts_with("M ") && layout.arrows[30].contains(" C "));
        let pair = Layout::new(2, &[(0, 1), (1, 0)], false);
        assert!(pair.arrows.iter().all(|a| a.contains(" Q ")));
    }
}
