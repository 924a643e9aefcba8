//! The steps of the bipartite analysis, as the widget animates them and the programs of
//! [`super::program`] perform them: first one search for an augmenting path from each left
//! vertex (Kuhn's method, the same breadth-first search as
//! [`BipartiteGraph::maximum_matching`]), then one verdict per vertex, left vertices first.
//!
//! The searches come from an iterator that holds only the current matching and its search
//! buffers, so memory stays linear in the graph however the steps are consumed; each step
//! holds its own path (at most `2 · min(left, right) + 1` vertices). A verdict is computed
//! from the final matching alone, on demand, with its witness path.

use super::program::KuhnPoint;
use super::{vertex_name, BipartiteAnalysis, BipartiteGraph, Half, Matching, Vertex};
use crate::lang::Lang;
use crate::outcome::Outcome;

/// One search for an augmenting path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Search {
    /// The left vertex the search starts from.
    pub start: usize,
    /// The augmenting path found: `L start, R, L, R, …`, ending at a right vertex the matching
    /// left free; its edges alternate unmatched / matched. `None`: no path, `start` stays free.
    pub path: Option<Vec<Vertex>>,
    /// The size of the matching after the step.
    pub size: usize,
}

/// The verdict for the token starting on one vertex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub vertex: Vertex,
    /// For the player to move from `vertex`.
    pub outcome: Outcome,
    /// For an L vertex, the even alternating path from a free vertex of the same side that
    /// frees it (`[vertex]` when it is free itself); empty for a W vertex.
    pub witness: Vec<Vertex>,
    /// The vertex's partner in the final matching.
    pub partner: Option<usize>,
}

/// One step of the trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    Search(Search),
    Verdict(Verdict),
}

/// The whole analysis of one graph, read a step at a time: one search per left vertex, then
/// one verdict per vertex, left ones first. Only the graph and its analysis are kept: a search
/// step replays the searches up to it (`O(V · E)`, for the small graphs a picture holds) and a
/// verdict is computed from the final matching.
#[derive(Clone, Debug)]
pub struct BipartiteTrace {
    graph: BipartiteGraph,
    analysis: BipartiteAnalysis,
}

impl BipartiteTrace {
    pub fn new(graph: BipartiteGraph) -> BipartiteTrace {
        BipartiteTrace {
            analysis: graph.analyze(),
            graph,
        }
    }

    pub fn graph(&self) -> &BipartiteGraph {
        &self.graph
    }

    /// The number of searches, which come first.
    pub fn searches(&self) -> usize {
        self.graph.left_len()
    }

    pub fn total(&self) -> usize {
        2 * self.graph.left_len() + self.graph.right_len()
    }

    /// Step `k` (from 0), or `None` past the end.
    pub fn step(&self, k: usize) -> Option<Step> {
        match k.checked_sub(self.searches()) {
            None => self.graph.searches().nth(k).map(Step::Search),
            Some(index) => self.verdict(index).map(Step::Verdict),
        }
    }

    /// The verdict at `index` among the verdicts (left vertices first).
    pub fn verdict(&self, index: usize) -> Option<Verdict> {
        let vertex = self.graph.vertices().nth(index)?;
        Some(self.graph.verdict(&self.analysis.matching, vertex))
    }

    /// Where `vertex`'s verdict comes among the verdicts.
    pub fn verdict_index(&self, vertex: Vertex) -> usize {
        match vertex.half {
            Half::Left => vertex.index,
            Half::Right => self.graph.left_len() + vertex.index,
        }
    }

    /// The final outcome for the player to move from `vertex`.
    pub fn outcome(&self, vertex: Vertex) -> Outcome {
        self.analysis.outcome(vertex)
    }

    /// The matching after the steps before `position` (the final one once every search is
    /// done).
    pub fn matching_at(&self, position: usize) -> Matching {
        let mut searches = self.graph.searches();
        for _ in searches.by_ref().take(position) {}
        searches.matching().clone()
    }

    /// The W and L vertices, and what they mean for the variant where the first player places
    /// the token (a perfect matching makes every vertex W).
    pub fn summary(&self, lang: Lang) -> String {
        let list = |wanted: Outcome| -> String {
            let names: Vec<String> = self
                .graph
                .vertices()
                .filter(|&v| self.outcome(v) == wanted)
                .map(vertex_name)
                .collect();
            if names.is_empty() {
                lang.pick("không có", "none").to_string()
            } else {
                names.join(", ")
            }
        };
        let (wins, losses) = (list(Outcome::Win), list(Outcome::Lose));
        let variant = match self.analysis.first_picks_outcome() {
            Outcome::Lose => lang.pick(
                "Cặp ghép hoàn hảo: nếu một người chọn chỗ đặt quân rồi để đối thủ đi trước, người đó luôn thua.",
                "The matching is perfect: a player who places the token and lets the opponent move first always loses.",
            ),
            Outcome::Win => lang.pick(
                "Không có cặp ghép hoàn hảo: người chọn chỗ đặt quân rồi để đối thủ đi trước sẽ thắng bằng cách đặt ở một đỉnh L.",
                "There is no perfect matching: a player who places the token and lets the opponent move first wins by placing it on an L vertex.",
            ),
        };
        lang.pick(
            format!("W (người đến lượt thắng): {wins}. L (người đến lượt thua): {losses}. {variant}"),
            format!("W (the player to move wins): {wins}. L (the player to move loses): {losses}. {variant}"),
        )
    }
}

impl Matching {
    /// The matching in words; `maximum` says the searches are over.
    pub fn sentence(&self, maximum: bool, lang: Lang) -> String {
        let pairs: Vec<String> = self
            .pairs()
            .into_iter()
            .map(|(l, r)| {
                let (l, r) = (Vertex::left(l), Vertex::right(r));
                format!("{}–{}", vertex_name(l), vertex_name(r))
            })
            .collect();
        let (size, list) = (pairs.len(), pairs.join(", "));
        match (size, maximum) {
            (0, false) => lang
                .pick("Chưa có cạnh nào được ghép.", "No edge is matched yet.")
                .to_string(),
            (0, true) => lang
                .pick(
                    "Cặp ghép cực đại không có cạnh nào (đồ thị không có cạnh).",
                    "The maximum matching has no edge (the graph has none).",
                )
                .to_string(),
            (_, false) => lang.pick(
                format!("Cặp ghép hiện có {size} cạnh: {list}."),
                format!("The matching so far has {size} edges: {list}."),
            ),
            (_, true) => lang.pick(
                format!("Cặp ghép cực đại có {size} cạnh: {list}."),
                format!("The maximum matching has {size} edges: {list}."),
            ),
        }
    }
}

/// The searches of Kuhn's method, one per left vertex.
pub struct Searches<'a> {
    graph: &'a BipartiteGraph,
    matching: Matching,
    parent: Vec<Option<usize>>,
    next: usize,
}

impl BipartiteGraph {
    /// The searches for augmenting paths, in the order Kuhn's method makes them.
    pub fn searches(&self) -> Searches<'_> {
        Searches {
            graph: self,
            matching: Matching {
                mate_left: vec![None; self.left.len()],
                mate_right: vec![None; self.right.len()],
            },
            parent: vec![None; self.right.len()],
            next: 0,
        }
    }

    /// The verdict for a token starting on `vertex`, given a maximum `matching`.
    pub fn verdict(&self, matching: &Matching, vertex: Vertex) -> Verdict {
        let witness = self.freeing_path(matching, vertex);
        Verdict {
            vertex,
            outcome: if witness.is_some() {
                Outcome::Lose
            } else {
                Outcome::Win
            },
            witness: witness.unwrap_or_default(),
            partner: matching.mate(vertex),
        }
    }

    /// Every vertex, left ones first, in the order of the verdict steps.
    pub fn vertices(&self) -> impl Iterator<Item = Vertex> {
        let left = (0..self.left.len()).map(Vertex::left);
        left.chain((0..self.right.len()).map(Vertex::right))
    }
}

impl Searches<'_> {
    /// The matching built so far (the final, maximum one once the iterator is done).
    pub fn matching(&self) -> &Matching {
        &self.matching
    }
}

impl Iterator for Searches<'_> {
    type Item = Search;

    fn next(&mut self) -> Option<Search> {
        let start = self.next;
        if start >= self.graph.left.len() {
            return None;
        }
        self.next += 1;
        self.parent.iter_mut().for_each(|p| *p = None);
        let found = self
            .graph
            .augmenting_path_end(start, &self.matching, &mut self.parent);
        let path = found.map(|free| {
            // Walk back from the free right vertex before the edges are flipped.
            let mut path = vec![Vertex::right(free)];
            let mut r = free;
            while let Some(x) = self.parent.get(r).copied().flatten() {
                path.push(Vertex::left(x));
                match self.matching.mate_left.get(x).copied().flatten() {
                    Some(previous) => {
                        path.push(Vertex::right(previous));
                        r = previous;
                    }
                    None => break,
                }
            }
            path.reverse();
            super::flip_path(free, &self.parent, &mut self.matching);
            path
        });
        Some(Search {
            start,
            path,
            size: self.matching.size(),
        })
    }
}

fn names(path: &[Vertex]) -> String {
    path.iter()
        .map(|&v| vertex_name(v))
        .collect::<Vec<_>>()
        .join("–")
}

impl Step {
    pub fn code_point(&self) -> KuhnPoint {
        match self {
            Step::Search(Search { path: Some(_), .. }) => KuhnPoint::Augment,
            Step::Search(Search { path: None, .. }) => KuhnPoint::NoPath,
            Step::Verdict(v) if v.outcome == Outcome::Win => KuhnPoint::StaysWin,
            Step::Verdict(v) if v.witness.len() <= 1 => KuhnPoint::FreeLose,
            Step::Verdict(_) => KuhnPoint::ReachedLose,
        }
    }

    /// The programs' variables at this step (vertices numbered from 1, as in the programs).
    pub fn variables(&self) -> Vec<(&'static str, String)> {
        match self {
            Step::Search(s) => {
                let free = s
                    .path
                    .as_ref()
                    .and_then(|p| p.last())
                    .map_or(0, |v| v.index + 1);
                vec![
                    ("s", (s.start + 1).to_string()),
                    ("freeR", free.to_string()),
                    ("size", s.size.to_string()),
                ]
            }
            Step::Verdict(v) => {
                let half = match v.vertex.half {
                    Half::Left => "L",
                    Half::Right => "R",
                };
                vec![
                    ("v", vertex_name(v.vertex)),
                    ("side", half.to_string()),
                    ("res[v]", v.outcome.letter().to_string()),
                ]
            }
        }
    }

    pub fn sentence(&self, lang: Lang) -> String {
        match self {
            Step::Search(s) => search_sentence(s, lang),
            Step::Verdict(v) => verdict_sentence(v, lang),
        }
    }
}

fn search_sentence(s: &Search, lang: Lang) -> String {
    let start = vertex_name(Vertex::left(s.start));
    let size = s.size;
    match &s.path {
        None => lang.pick(
            format!(
                "Thử {start}: không đường xen kẽ nào từ {start} tới được một đỉnh phải còn trống, \
                 nên {start} chưa được ghép; cặp ghép vẫn có {size} cạnh."
            ),
            format!(
                "Try {start}: no alternating path from {start} reaches a free right vertex, so \
                 {start} stays unmatched; the matching keeps {size} edges."
            ),
        ),
        Some(path) if path.len() == 2 => {
            let free = path.last().map(|&v| vertex_name(v)).unwrap_or_default();
            lang.pick(
                format!(
                    "Thử {start}: {free} còn trống, nên cạnh {start}–{free} vào cặp ghép \
                     (giờ có {size} cạnh)."
                ),
                format!(
                    "Try {start}: {free} is free, so the edge {start}–{free} joins the matching \
                     (now {size} edges)."
                ),
            )
        }
        Some(path) => {
            let free = path.last().map(|&v| vertex_name(v)).unwrap_or_default();
            let route = names(path);
            lang.pick(
                format!(
                    "Thử {start}: đường tăng {route} (cạnh chưa ghép và đã ghép xen kẽ, kết thúc \
                     ở đỉnh trống {free}). Đảo mọi cạnh trên đường: cặp ghép lớn lên thành {size} \
                     cạnh."
                ),
                format!(
                    "Try {start}: augmenting path {route} (unmatched and matched edges \
                     alternate, ending at the free vertex {free}). Flipping every edge on it \
                     grows the matching to {size} edges."
                ),
            )
        }
    }
}

fn verdict_sentence(v: &Verdict, lang: Lang) -> String {
    let name = vertex_name(v.vertex);
    let half = v.vertex.half;
    match (v.outcome, v.witness.len()) {
        (Outcome::Win, _) => {
            let partner = v
                .partner
                .map(|p| {
                    vertex_name(Vertex {
                        half: half.other(),
                        index: p,
                    })
                })
                .unwrap_or_default();
            lang.pick(
                format!(
                    "{name} là W: {name} có mặt trong mọi cặp ghép cực đại (không đường xen kẽ \
                     nào từ một đỉnh trống cùng bên tới được nó), nên ai đi từ {name} thắng bằng \
                     cách đẩy quân sang bạn ghép {partner}."
                ),
                format!(
                    "{name} is W: {name} is in every maximum matching (no alternating path from \
                     a free vertex on its side reaches it), so whoever moves from {name} wins by \
                     sliding the token to its partner {partner}."
                ),
            )
        }
        (_, 0 | 1) => lang.pick(
            format!(
                "{name} là L: cặp ghép cực đại này để {name} trống, nên mọi nước từ {name} đều \
                 tới một đỉnh đã ghép, và đối thủ đáp lại bằng bạn ghép của đỉnh đó."
            ),
            format!(
                "{name} is L: this maximum matching leaves {name} free, so every move from \
                 {name} reaches a matched vertex, and the opponent answers with its partner."
            ),
        ),
        _ => {
            let route = names(&v.witness);
            lang.pick(
                format!(
                    "{name} là L: đảo các cạnh dọc đường xen kẽ {route} cho một cặp ghép cực đại \
                     khác để {name} trống, nên {name} không có mặt trong mọi cặp ghép cực đại."
                ),
                format!(
                    "{name} is L: flipping the edges along the alternating path {route} gives \
                     another maximum matching that leaves {name} free, so {name} is not in \
                     every maximum matching."
                ),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(left: usize, right: usize, edges: &[(usize, usize)]) -> BipartiteGraph {
        BipartiteGraph::from_edges(left, right, edges).expect("valid graph")
    }

    #[test]
    fn searches_build_the_same_matching_as_kuhn() {
        // Greedy would stop at L1–R1; L2 finds the augmenting path L2–R1–L1–R2.
        let g = graph(2, 2, &[(0, 0), (0, 1), (1, 0)]);
        let mut searches = g.searches();
        let first = searches.next().expect("a first search");
        assert_eq!(first.path, Some(vec![Vertex::left(0), Vertex::right(0)]));
        let second = searches.next().expect("a second search");
        assert_eq!(
            second.path,
            Some(vec![
                Vertex::left(1),
                Vertex::right(0),
                Vertex::left(0),
                Vertex::right(1)
            ])
        );
        assert_eq!(second.size, 2);
        assert!(searches.next().is_none());
        assert_eq!(searches.matching(), &g.maximum_matching());
        let step = Step::Search(second);
        assert_eq!(
            step.sentence(Lang::En),
            "Try L2: augmenting path L2–R1–L1–R2 (unmatched and matched edges alternate, \
             ending at the free vertex R2). Flipping every edge on it grows the matching to 2 \
             edges."
        );
        assert_eq!(step.code_point(), KuhnPoint::Augment);
    }

    #[test]
    fn the_trace_reads_searches_then_verdicts() {
        // The playground's graph: L1–R1, L1–R2, L2–R1, L3–R2 on 3 + 3 vertices.
        let g = graph(3, 3, &[(0, 0), (0, 1), (1, 0), (2, 1)]);
        let trace = BipartiteTrace::new(g.clone());
        assert_eq!((trace.searches(), trace.total()), (3, 9));
        let searches: Vec<Search> = g.searches().collect();
        for (k, search) in searches.iter().enumerate() {
            assert_eq!(trace.step(k), Some(Step::Search(search.clone())));
        }
        assert_eq!(trace.matching_at(1).pairs(), vec![(0, 0)]);
        assert_eq!(trace.matching_at(9), g.maximum_matching());
        assert_eq!(
            trace.matching_at(1).sentence(false, Lang::Vi),
            "Cặp ghép hiện có 1 cạnh: L1–R1."
        );
        assert_eq!(
            trace.matching_at(3).sentence(true, Lang::En),
            "The maximum matching has 2 edges: L1–R2, L2–R1."
        );
        let r3 = Vertex::right(2);
        assert_eq!(trace.verdict_index(r3), 5);
        match trace.step(3 + 5) {
            Some(Step::Verdict(v)) => assert_eq!((v.vertex, v.outcome), (r3, Outcome::Lose)),
            other => panic!("{other:?}"),
        }
        assert_eq!(trace.step(9), None);
        assert!(trace.summary(Lang::Vi).starts_with(
            "W (người đến lượt thắng): R1, R2. L (người đến lượt thua): L1, L2, L3, R3. Không có cặp ghép hoàn hảo"
        ));
        let perfect = BipartiteTrace::new(graph(1, 1, &[(0, 0)]));
        assert!(perfect.summary(Lang::En).ends_with("always loses."));
        assert_eq!(
            BipartiteTrace::new(graph(1, 1, &[]))
                .matching_at(1)
                .sentence(true, Lang::En),
            "The maximum matching has no edge (the graph has none)."
        );
    }

    #[test]
    fn verdicts_agree_with_the_analysis() {
        // A star: R1 joined to L1, L2, L3. Only R1 is in every maximum matching.
        let g = graph(3, 1, &[(0, 0), (1, 0), (2, 0)]);
        let searches: Vec<Search> = g.searches().collect();
        assert_eq!(searches.iter().filter(|s| s.path.is_none()).count(), 2);
        let m = g.maximum_matching();
        let a = g.analyze();
        for v in g.vertices() {
            let verdict = g.verdict(&m, v);
            assert_eq!(verdict.outcome, a.outcome(v));
        }
        assert_eq!(
            g.verdict(&m, Vertex::left(2)).witness,
            vec![Vertex::left(2)]
        );
        let v = g.verdict(&m, Vertex::left(0));
        assert_eq!(
            v.witness,
            vec![Vertex::left(1), Vertex::right(0), Vertex::left(0)]
        );
        assert_eq!(Step::Verdict(v).code_point(), KuhnPoint::ReachedLose);
        let w = Step::Verdict(g.verdict(&m, Vertex::right(0)));
        assert!(w.sentence(Lang::Vi).starts_with("R1 là W"));
    }
}
