//! The retrograde analysis step by step, as the code panel runs it: one step per vertex without
//! moves, one per pop from the queue, one per edge told to a predecessor, and a last one that
//! names the draws. Each step carries the queue and the counter it changed.
//!
//! A page is produced by replaying the analysis from the start and keeping only the steps in
//! the page: memory stays `O(n + m)` whatever the number of steps, and a page costs `O(n + m)`.

use super::program::{RetroPoint, RETRO_PROGRAMS};
use super::{Cycle, GameGraph, GraphOutcome, PlayRule, Retrograde};
use crate::lang::Lang;
use crate::trace::{page_range, TraceStep, Traced};

/// How many queued vertices a step shows; the rest is summed up as a count.
const QUEUE_SHOWN: usize = 10;

/// What one step of the analysis does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RetroEvent {
    /// Vertex `v` has no move: the terminal rule decides it, and it is queued.
    Terminal { v: usize, outcome: GraphOutcome },
    /// Vertex `u`, already decided, leaves the queue.
    Pop { u: usize, outcome: GraphOutcome },
    /// The predecessor `p` of `u` was already decided.
    Skip { u: usize, p: usize },
    /// `u` is L, so its predecessor `p` is W.
    MarkWin { u: usize, p: usize },
    /// `u` is W; `p` still has `left` moves whose outcome is unknown.
    Decrement { u: usize, p: usize, left: usize },
    /// `u` was the last unknown move of `p`, and every move of `p` reaches W: `p` is L.
    MarkLose { u: usize, p: usize },
    /// The queue is empty; `draws` vertices were never decided.
    Finish { draws: usize },
}

impl RetroEvent {
    /// The vertex this event gives its letter to, with the letter.
    pub fn decides(self) -> Option<(usize, GraphOutcome)> {
        match self {
            RetroEvent::Terminal { v, outcome } => Some((v, outcome)),
            RetroEvent::MarkWin { p, .. } => Some((p, GraphOutcome::Win)),
            RetroEvent::MarkLose { p, .. } => Some((p, GraphOutcome::Lose)),
            _ => None,
        }
    }

    /// The vertex this event is about: the one without moves, or the predecessor told.
    pub fn subject(self) -> Option<usize> {
        match self {
            RetroEvent::Terminal { v, .. } => Some(v),
            _ => self.edge().map(|(p, _)| p),
        }
    }

    /// The edge `p → u` this event looks at.
    pub fn edge(self) -> Option<(usize, usize)> {
        match self {
            RetroEvent::Skip { u, p }
            | RetroEvent::MarkWin { u, p }
            | RetroEvent::Decrement { u, p, .. }
            | RetroEvent::MarkLose { u, p } => Some((p, u)),
            _ => None,
        }
    }
}

/// One step with the state right after it, as a widget draws it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RetroStep {
    pub event: RetroEvent,
    /// The front of the queue (at most [`QUEUE_SHOWN`] vertices).
    pub queue: Vec<usize>,
    /// How many vertices the queue holds in all.
    pub queued: usize,
    /// The counter `deg` of the vertex the step is about, after the step.
    pub counter: Option<usize>,
    /// The outcome of the popped vertex `u` and of the vertex written, after the step.
    pub outcome_u: Option<GraphOutcome>,
    pub outcome_p: Option<GraphOutcome>,
}

/// The whole retrograde analysis of one graph, read a page or a step at a time. It keeps the
/// graph and the final letters only; a step, a page or the state after a step replays the
/// analysis from the start (`O(n + m)`).
pub struct RetrogradeTrace {
    graph: GameGraph,
    rule: PlayRule,
    total: u64,
    outcomes: Vec<GraphOutcome>,
}

impl RetrogradeTrace {
    pub fn new(graph: &GameGraph, rule: PlayRule) -> RetrogradeTrace {
        let mut retro = Retrograde::new(graph, rule);
        let mut total = 0u64;
        while retro.advance(&mut |_, _| {}) {
            total += 1;
        }
        RetrogradeTrace {
            outcomes: retro.result,
            graph: graph.clone(),
            rule,
            total,
        }
    }

    pub fn total(&self) -> u64 {
        self.total
    }

    pub fn graph(&self) -> &GameGraph {
        &self.graph
    }

    pub fn rule(&self) -> PlayRule {
        self.rule
    }

    /// The final letter of every vertex.
    pub fn outcomes(&self) -> &[GraphOutcome] {
        &self.outcomes
    }

    /// Step `k` (from 0), or `None` past the end.
    pub fn step(&self, k: u64) -> Option<RetroStep> {
        self.steps(k, 1).pop()
    }

    /// The state after the first `position` steps (clipped to the end).
    pub fn state(&self, position: u64) -> RetroState {
        let mut retro = Retrograde::new(&self.graph, self.rule);
        let mut finished = false;
        for _ in 0..position.min(self.total) {
            retro.advance(&mut |event, _| finished = matches!(event, RetroEvent::Finish { .. }));
        }
        state_of(&retro, finished)
    }

    /// Why `v` ends with its letter, read off the final letters.
    pub fn why(&self, v: usize) -> Option<Why> {
        let moves = self.graph.successors(v);
        let to_lose = moves
            .iter()
            .copied()
            .find(|&u| self.outcomes.get(u) == Some(&GraphOutcome::Lose));
        Some(match (*self.outcomes.get(v)?, to_lose) {
            (GraphOutcome::Win, Some(u)) => Why::Reaches(u),
            (GraphOutcome::Win, None) => Why::NoMoveWins,
            (GraphOutcome::Lose, _) if moves.is_empty() => Why::NoMoveLoses,
            (GraphOutcome::Lose, _) => Why::AllReachWin,
            (GraphOutcome::Draw, _) => Why::Draw,
        })
    }

    /// The vertices of each letter, once the analysis is over.
    pub fn summary(&self, lang: Lang) -> String {
        let group = |outcome: GraphOutcome| -> String {
            let vs: Vec<String> = (0..self.outcomes.len())
                .filter(|&v| self.outcomes[v] == outcome)
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
        lang.pick(
            format!("Xong: W (thắng) = {w}; L (thua) = {l}; D (hòa) = {d}."),
            format!("Done: W (win) = {w}; L (lose) = {l}; D (draw) = {d}."),
        )
    }
}

/// Why a vertex has its final letter (the rule of the module doc, applied to one vertex).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// W: a move reaches this L vertex.
    Reaches(usize),
    /// W: no move, under misère play.
    NoMoveWins,
    /// L: no move, under normal play.
    NoMoveLoses,
    /// L: every move reaches a W vertex.
    AllReachWin,
    /// D: no move reaches L, but one reaches D, so the player to move avoids losing forever.
    Draw,
}

impl Why {
    pub fn sentence(self, lang: Lang) -> String {
        match self {
            Why::Reaches(u) => lang.pick(
                format!("Cuối cùng: W, vì đi tới {u} (L) là thắng."),
                format!("In the end: W, because moving to {u} (L) wins."),
            ),
            Why::NoMoveWins => lang
                .pick(
                    "Cuối cùng: W (luật phản thường: không đi được là thắng).",
                    "In the end: W (misère play: having no move wins).",
                )
                .to_string(),
            Why::NoMoveLoses => lang
                .pick(
                    "Cuối cùng: L (luật chuẩn: không đi được là thua).",
                    "In the end: L (normal play: having no move loses).",
                )
                .to_string(),
            Why::AllReachWin => lang
                .pick(
                    "Cuối cùng: L, vì mọi nước đều tới một đỉnh W.",
                    "In the end: L, because every move reaches a W vertex.",
                )
                .to_string(),
            Why::Draw => lang
                .pick(
                    "Cuối cùng: D (hòa): không nước nào tới L, nhưng có nước tới một đỉnh D, nên người đến lượt tránh được thua mãi mãi.",
                    "In the end: D (draw): no move reaches L, but some move reaches a D vertex, so the player to move can avoid losing forever.",
                )
                .to_string(),
        }
    }
}

/// Why Grundy values cannot be shown, if they cannot: they exist only on a graph without
/// cycles, and tell who wins only under normal play.
pub fn grundy_note(grundy: &Result<Vec<u32>, Cycle>, rule: PlayRule, lang: Lang) -> Option<String> {
    match (grundy, rule) {
        (Err(cycle), _) => Some(cycle.note(lang)),
        (Ok(_), PlayRule::Misere) => Some(
            lang.pick(
                "Số Grundy dùng cho luật chuẩn; với luật phản thường chúng không cho biết ai thắng.",
                "Grundy numbers belong to normal play; under misère play they do not tell who wins.",
            )
            .to_string(),
        ),
        (Ok(_), PlayRule::Normal) => None,
    }
}

/// The Grundy values in words, with what they say about the letters.
pub fn grundy_sentence(values: &[u32], lang: Lang) -> String {
    let list: Vec<String> = values
        .iter()
        .enumerate()
        .map(|(v, g)| format!("g({v}) = {g}"))
        .collect();
    let list = list.join(", ");
    lang.pick(
        format!("Số Grundy: {list}. Đỉnh L chính là đỉnh có g = 0."),
        format!("Grundy numbers: {list}. The L vertices are exactly those with g = 0."),
    )
}

impl RetrogradeTrace {
    /// The typed steps `from .. from + count`, clipped like a page.
    pub fn steps(&self, from: u64, count: usize) -> Vec<RetroStep> {
        let range = page_range(self.total, from, count);
        let mut steps = Vec::with_capacity((range.end - range.start) as usize);
        let mut retro = Retrograde::new(&self.graph, self.rule);
        let mut index = 0u64;
        while index < range.end
            && retro.advance(&mut |event, state| {
                if range.contains(&index) {
                    steps.push(snapshot(event, state));
                }
            })
        {
            index += 1;
        }
        steps
    }
}

/// The whole state of the analysis after some number of steps, for a widget that draws every
/// vertex (its letter, its counter) and the whole queue at any step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RetroState {
    /// The letter of each vertex: `None` while undecided; the undecided ones become `Draw`
    /// at the last step.
    pub outcomes: Vec<Option<GraphOutcome>>,
    /// For each vertex, its moves not yet known to reach a W vertex (`deg` in the program).
    pub remaining: Vec<usize>,
    /// Every vertex ever queued, in order; `order[..head]` have left the queue.
    pub order: Vec<usize>,
    pub head: usize,
}

impl RetroState {
    /// The vertex being processed: the last one that left the queue.
    pub fn current(&self) -> Option<usize> {
        self.head
            .checked_sub(1)
            .and_then(|i| self.order.get(i).copied())
    }

    /// The vertices still waiting in the queue, front first.
    pub fn queue(&self) -> &[usize] {
        self.order.get(self.head..).unwrap_or(&[])
    }

    /// The letter of `v` at this moment.
    pub fn letter(&self, v: usize) -> Option<GraphOutcome> {
        self.outcomes.get(v).copied().flatten()
    }

    /// Vertex `v` of `graph` at this moment, in words: where it moves and where it is entered
    /// from (each with its letter so far), and its own letter or counter.
    pub fn describe(&self, graph: &GameGraph, v: usize, lang: Lang) -> String {
        let list = |vs: &[usize]| -> String {
            let items: Vec<String> = vs
                .iter()
                .map(|&u| match self.letter(u) {
                    Some(o) => format!("{u} ({})", o.letter()),
                    None => u.to_string(),
                })
                .collect();
            items.join(", ")
        };
        let (succ, pred) = (graph.successors(v), graph.predecessors(v));
        let mut parts = vec![if succ.is_empty() {
            lang.pick(
                format!("Đỉnh {v} không có nước đi."),
                format!("Vertex {v} has no move."),
            )
        } else {
            let (to, k) = (list(succ), succ.len());
            lang.pick(
                format!("Từ đỉnh {v} đi được tới {to} ({k} nước)."),
                format!("From vertex {v} the token can move to {to} ({k} moves)."),
            )
        }];
        if !pred.is_empty() {
            let from = list(pred);
            parts.push(lang.pick(
                format!("Đi vào {v} từ: {from}."),
                format!("Edges into {v} come from: {from}."),
            ));
        }
        parts.push(match self.letter(v) {
            Some(o) => {
                let l = o.letter();
                lang.pick(format!("Lúc này: {l}."), format!("Now: {l}."))
            }
            None => {
                let counter = self.remaining.get(v).copied().unwrap_or(0);
                lang.pick(
                    format!("Lúc này chưa có chữ; bộ đếm deg = {counter}."),
                    format!("No letter yet; its counter deg = {counter}."),
                )
            }
        });
        parts.join(" ")
    }
}

fn state_of(state: &Retrograde<'_>, finished: bool) -> RetroState {
    let mut outcomes: Vec<Option<GraphOutcome>> = vec![None; state.result.len()];
    if finished {
        outcomes.fill(Some(GraphOutcome::Draw));
    }
    for &v in &state.order {
        if let Some(slot) = outcomes.get_mut(v) {
            *slot = state.result.get(v).copied();
        }
    }
    RetroState {
        outcomes,
        remaining: state.remaining.clone(),
        order: state.order.clone(),
        head: state.head,
    }
}

fn snapshot(event: RetroEvent, state: &Retrograde<'_>) -> RetroStep {
    let queue_all = state.order.get(state.head..).unwrap_or(&[]);
    let subject = event.subject();
    let outcome_of = |v: Option<usize>| v.and_then(|v| state.result.get(v).copied());
    RetroStep {
        event,
        queue: queue_all.iter().take(QUEUE_SHOWN).copied().collect(),
        queued: queue_all.len(),
        counter: subject.and_then(|v| state.remaining.get(v).copied()),
        outcome_u: outcome_of(state.current()),
        outcome_p: outcome_of(subject),
    }
}

impl Traced for RetrogradeTrace {
    fn total(&self) -> u64 {
        self.total
    }

    fn page(&self, from: u64, count: usize) -> Vec<TraceStep> {
        self.steps(from, count)
            .iter()
            .map(|step| step.view(self.rule))
            .collect()
    }
}

fn letter(outcome: Option<GraphOutcome>) -> String {
    outcome.map_or_else(|| "—".to_string(), |o| o.letter().to_string())
}

impl RetroStep {
    /// The step in the shape every family shares (for the JS API).
    pub fn view(&self, rule: PlayRule) -> TraceStep {
        let point = self.code_point();
        let (reads, write) = match self.event {
            RetroEvent::Terminal { v, .. } => (vec![], Some(v)),
            RetroEvent::Pop { u, .. } => (vec![u], None),
            RetroEvent::Skip { u, p } | RetroEvent::Decrement { u, p, .. } => (vec![u, p], None),
            RetroEvent::MarkWin { u, p } | RetroEvent::MarkLose { u, p } => (vec![u, p], Some(p)),
            RetroEvent::Finish { .. } => (vec![], None),
        };
        TraceStep {
            reads: reads.into_iter().map(|v| vec![v as u64]).collect(),
            write: write.map(|v| vec![v as u64]),
            value: write.map(|_| letter(self.outcome_p)),
            ..TraceStep::at(&RETRO_PROGRAMS, point, self.variables(), |lang| {
                self.sentence(lang, rule)
            })
        }
    }

    pub fn code_point(&self) -> RetroPoint {
        match self.event {
            RetroEvent::Terminal { .. } => RetroPoint::Terminal,
            RetroEvent::Pop { .. } => RetroPoint::Pop,
            RetroEvent::Skip { .. } => RetroPoint::Skip,
            RetroEvent::MarkWin { .. } => RetroPoint::MarkWin,
            RetroEvent::Decrement { .. } => RetroPoint::Decrement,
            RetroEvent::MarkLose { .. } => RetroPoint::MarkLose,
            RetroEvent::Finish { .. } => RetroPoint::Finish,
        }
    }

    /// The queue as the code panel writes it, e.g. `[3, 4, …+7]`.
    pub fn queue_text(&self) -> String {
        let mut parts: Vec<String> = self.queue.iter().map(usize::to_string).collect();
        if self.queued > self.queue.len() {
            parts.push(format!("…+{}", self.queued - self.queue.len()));
        }
        format!("[{}]", parts.join(", "))
    }

    /// The program's variables at this step.
    pub fn variables(&self) -> Vec<(&'static str, String)> {
        let counter = self
            .counter
            .map_or_else(|| "—".to_string(), |c| c.to_string());
        let mut vars = match self.event {
            RetroEvent::Terminal { v, .. } => vec![
                ("v", v.to_string()),
                ("deg[v]", counter),
                ("res[v]", letter(self.outcome_p)),
            ],
            RetroEvent::Pop { u, .. } => {
                vec![("u", u.to_string()), ("res[u]", letter(self.outcome_u))]
            }
            RetroEvent::Skip { u, p }
            | RetroEvent::MarkWin { u, p }
            | RetroEvent::Decrement { u, p, .. }
            | RetroEvent::MarkLose { u, p } => vec![
                ("u", u.to_string()),
                ("p", p.to_string()),
                ("res[u]", letter(self.outcome_u)),
                ("res[p]", letter(self.outcome_p)),
                ("deg[p]", counter),
            ],
            RetroEvent::Finish { draws } => vec![("D", draws.to_string())],
        };
        vars.push(("q", self.queue_text()));
        vars
    }

    /// What happens at this step, in one sentence.
    pub fn sentence(&self, lang: Lang, rule: PlayRule) -> String {
        match self.event {
            RetroEvent::Terminal { v, outcome } => {
                let (vi_rule, en_rule) = match rule {
                    PlayRule::Normal => ("luật chuẩn: không đi được thì thua", "normal play: no move loses"),
                    PlayRule::Misere => ("luật phản thường: không đi được thì thắng", "misère play: no move wins"),
                };
                let l = outcome.letter();
                lang.pick(
                    format!("Đỉnh {v} không có nước đi ({vi_rule}), nên {v} là {l}; đưa {v} vào hàng đợi."),
                    format!("Vertex {v} has no move ({en_rule}), so {v} is {l}; it joins the queue."),
                )
            }
            RetroEvent::Pop { u, outcome } => {
                let l = outcome.letter();
                lang.pick(
                    format!("Lấy đỉnh {u} ({l}) ra khỏi hàng đợi và báo cho mọi đỉnh có cạnh đi vào {u}."),
                    format!("Pop vertex {u} ({l}) and tell every vertex with an edge into {u}."),
                )
            }
            RetroEvent::Skip { p, .. } => {
                let l = letter(self.outcome_p);
                lang.pick(
                    format!("Đỉnh {p} đã xác định là {l}; bỏ qua."),
                    format!("Vertex {p} is already {l}; skip it."),
                )
            }
            RetroEvent::MarkWin { u, p } => lang.pick(
                format!("Có cạnh {p} → {u} và {u} là L: đi từ {p} tới {u} là thắng, nên {p} là W; đưa {p} vào hàng đợi."),
                format!("There is an edge {p} → {u} and {u} is L: moving there wins, so {p} is W; it joins the queue."),
            ),
            RetroEvent::Decrement { u, p, left } => lang.pick(
                format!("Có cạnh {p} → {u} nhưng {u} là W: nước này không giúp {p}; {p} còn {left} nước chưa biết."),
                format!("There is an edge {p} → {u} but {u} is W: that move does not help {p}; {left} of its moves are still unknown."),
            ),
            RetroEvent::MarkLose { u, p } => lang.pick(
                format!("Cạnh {p} → {u} tới W là nước chưa biết cuối cùng của {p}: mọi nước của {p} đều tới W, nên {p} là L; đưa {p} vào hàng đợi."),
                format!("The edge {p} → {u} into W was the last unknown move of {p}: every move of {p} reaches W, so {p} is L; it joins the queue."),
            ),
            RetroEvent::Finish { draws: 0 } => lang.pick(
                "Hàng đợi rỗng: mọi đỉnh đã xác định, không có hòa.".to_string(),
                "The queue is empty: every vertex is decided, there is no draw.".to_string(),
            ),
            RetroEvent::Finish { draws } => lang.pick(
                format!("Hàng đợi rỗng: {draws} đỉnh chưa xác định là hòa (D), vì từ đó không ai bị ép vào thế thua."),
                format!("The queue is empty: the {draws} undecided vertices are draws (D), since from them nobody can be forced into a loss."),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::DEFAULT_GRAPH;
    use crate::graph::tests::graph;

    #[test]
    fn steps_follow_the_queue() {
        // 0 → 1 → 2, and 3 ⇄ 4 with 3 → 2.
        let g = graph(5, &[(0, 1), (1, 2), (3, 4), (4, 3), (3, 2)]);
        let trace = RetrogradeTrace::new(&g, PlayRule::Normal);
        let steps = trace.steps(0, 100);
        assert_eq!(steps.len() as u64, trace.total());
        let events: Vec<RetroEvent> = steps.iter().map(|s| s.event).collect();
        use GraphOutcome::{Lose, Win};
        assert_eq!(
            events,
            vec![
                RetroEvent::Terminal {
                    v: 2,
                    outcome: Lose
                },
                RetroEvent::Pop {
                    u: 2,
                    outcome: Lose
                },
                RetroEvent::MarkWin { u: 2, p: 1 },
                RetroEvent::MarkWin { u: 2, p: 3 },
                RetroEvent::Pop { u: 1, outcome: Win },
                RetroEvent::MarkLose { u: 1, p: 0 },
                RetroEvent::Pop { u: 3, outcome: Win },
                // 4 has the single move 4 → 3 (W): its counter reaches 0 at once.
                RetroEvent::MarkLose { u: 3, p: 4 },
                RetroEvent::Pop {
                    u: 0,
                    outcome: Lose
                },
                RetroEvent::Pop {
                    u: 4,
                    outcome: Lose
                },
                RetroEvent::Skip { u: 4, p: 3 },
                RetroEvent::Finish { draws: 0 },
            ]
        );
        let view = steps[3].view(PlayRule::Normal);
        assert_eq!(view.write, Some(vec![3]));
        assert_eq!(view.value.as_deref(), Some("W"));
        assert_eq!(
            view.cpp_line,
            RETRO_PROGRAMS[0].line_of(RetroPoint::MarkWin)
        );
        assert_eq!(
            view.sentence.en,
            "There is an edge 3 → 2 and 2 is L: moving there wins, so 3 is W; it joins the queue."
        );
        let vars: Vec<(String, String)> = view.variables;
        assert!(vars.contains(&("q".to_string(), "[1, 3]".to_string())));
    }

    #[test]
    fn pages_match_the_whole_trace() {
        let g = graph(
            7,
            &[
                (0, 1),
                (1, 2),
                (2, 0),
                (2, 3),
                (4, 5),
                (5, 6),
                (6, 4),
                (4, 3),
                (5, 0),
            ],
        );
        for rule in [PlayRule::Normal, PlayRule::Misere] {
            let trace = RetrogradeTrace::new(&g, rule);
            let whole = trace.page(0, usize::MAX);
            assert_eq!(whole.len() as u64, trace.total());
            let paged: Vec<TraceStep> = (0..trace.total())
                .step_by(3)
                .flat_map(|from| trace.page(from, 3))
                .collect();
            assert_eq!(paged, whole);
            assert!(trace.page(trace.total(), 4).is_empty());
            assert!(trace.page(u64::MAX, usize::MAX).is_empty());
            // The letters written agree with the plain solver.
            let mut letters = vec!['D'; 7];
            for step in &whole {
                if let (Some(cell), Some(value)) = (&step.write, &step.value) {
                    letters[cell[0] as usize] = value.chars().next().unwrap_or('?');
                }
            }
            let expected: Vec<char> = g.outcomes(rule).iter().map(|o| o.letter()).collect();
            assert_eq!(letters, expected);
        }
    }

    #[test]
    fn states_follow_the_steps() {
        // 0 → 1 → 2 → 0 is a cycle, 1 → 3 and 3 is a sink.
        let g = graph(4, &[(0, 1), (1, 2), (2, 0), (1, 3)]);
        let trace = RetrogradeTrace::new(&g, PlayRule::Normal);
        let states: Vec<RetroState> = (0..=trace.total()).map(|k| trace.state(k)).collect();
        assert_eq!(states.len() as u64, trace.total() + 1);
        assert_eq!(states[0].remaining, vec![1, 2, 1, 0]);
        assert_eq!(states[0].outcomes, vec![None; 4]);
        // Step 1 decides the sink 3 (L) and queues it.
        assert_eq!(states[1].outcomes[3], Some(GraphOutcome::Lose));
        assert_eq!(states[1].queue(), &[3]);
        // Step 2 pops it; step 3 tells 1, which is W.
        assert_eq!(states[2].current(), Some(3));
        assert_eq!(states[2].queue(), &[] as &[usize]);
        assert_eq!(states[3].outcomes[1], Some(GraphOutcome::Win));
        // Pop 1; telling 0 (its only move reaches W): counter 1 → 0, so 0 is L.
        assert_eq!(states[5].remaining[0], 0);
        assert_eq!(states[5].outcomes[0], Some(GraphOutcome::Lose));
        let last = states.last().expect("at least one state");
        let letters: String = last
            .outcomes
            .iter()
            .map(|o| o.map_or('?', GraphOutcome::letter))
            .collect();
        assert_eq!(letters, "LWWL");
        let before_last = &states[states.len() - 2];
        assert!(before_last.outcomes.iter().all(Option::is_some));
        // With misère play 3 is W, and the cycle never gets decided: draws at the end.
        let misere = RetrogradeTrace::new(&g, PlayRule::Misere);
        let misere: Vec<RetroState> = (0..=misere.total()).map(|k| misere.state(k)).collect();
        let end: String = misere
            .last()
            .expect("at least one state")
            .outcomes
            .iter()
            .map(|o| o.map_or('?', GraphOutcome::letter))
            .collect();
        assert_eq!(end, "DDDW");
        assert!(misere[misere.len() - 2].outcomes[0].is_none());
    }

    #[test]
    fn single_steps_and_final_letters_agree_with_the_pages() {
        let g = graph(7, &DEFAULT_GRAPH);
        for rule in [PlayRule::Normal, PlayRule::Misere] {
            let trace = RetrogradeTrace::new(&g, rule);
            let whole = trace.steps(0, usize::MAX);
            for (k, step) in whole.iter().enumerate() {
                assert_eq!(trace.step(k as u64).as_ref(), Some(step));
            }
            assert_eq!(trace.step(trace.total()), None);
            assert_eq!(trace.outcomes(), g.outcomes(rule).as_slice());
            let end = trace.state(trace.total() + 5);
            let letters: Vec<Option<GraphOutcome>> =
                trace.outcomes().iter().map(|&o| Some(o)).collect();
            assert_eq!(end.outcomes, letters);
        }
    }

    #[test]
    fn events_name_the_vertex_they_decide_and_the_edge_they_look_at() {
        let mark = RetroEvent::MarkWin { u: 2, p: 1 };
        assert_eq!(mark.decides(), Some((1, GraphOutcome::Win)));
        assert_eq!(mark.edge(), Some((1, 2)));
        let pop = RetroEvent::Pop {
            u: 2,
            outcome: GraphOutcome::Lose,
        };
        assert_eq!((pop.decides(), pop.edge()), (None, None));
        let terminal = RetroEvent::Terminal {
            v: 4,
            outcome: GraphOutcome::Lose,
        };
        assert_eq!(terminal.decides(), Some((4, GraphOutcome::Lose)));
        assert_eq!(
            RetroEvent::Decrement {
                u: 0,
                p: 3,
                left: 1
            }
            .edge(),
            Some((3, 0))
        );
        assert_eq!(
            (terminal.subject(), mark.subject(), pop.subject()),
            (Some(4), Some(1), None)
        );
    }

    #[test]
    fn every_letter_has_its_reason() {
        // The lesson's graph: 0..6 = D D D W L W L under normal play, W W L L W L W misère.
        let g = graph(7, &DEFAULT_GRAPH);
        let normal = RetrogradeTrace::new(&g, PlayRule::Normal);
        let whys: Vec<Why> = (0..7).filter_map(|v| normal.why(v)).collect();
        assert_eq!(
            whys,
            vec![
                Why::Draw,
                Why::Draw,
                Why::Draw,
                Why::Reaches(4),
                Why::NoMoveLoses,
                Why::Reaches(4),
                Why::AllReachWin
            ]
        );
        let misere = RetrogradeTrace::new(&g, PlayRule::Misere);
        assert_eq!(misere.why(4), Some(Why::NoMoveWins));
        assert_eq!(misere.why(0), Some(Why::Reaches(3)));
        assert_eq!(misere.why(5), Some(Why::AllReachWin));
        assert_eq!(normal.why(7), None);
        // Every W reason names an L vertex one move away, every L vertex's moves reach W.
        for trace in [&normal, &misere] {
            for v in 0..7 {
                match trace.why(v) {
                    Some(Why::Reaches(u)) => {
                        assert!(g.successors(v).contains(&u));
                        assert_eq!(trace.outcomes()[u], GraphOutcome::Lose);
                    }
                    Some(Why::AllReachWin) => assert!(g
                        .successors(v)
                        .iter()
                        .all(|&u| trace.outcomes()[u] == GraphOutcome::Win)),
                    _ => {}
                }
            }
        }
        assert_eq!(
            Why::Reaches(4).sentence(Lang::Vi),
            "Cuối cùng: W, vì đi tới 4 (L) là thắng."
        );
        assert_eq!(
            normal.summary(Lang::Vi),
            "Xong: W (thắng) = 3, 5; L (thua) = 4, 6; D (hòa) = 0, 1, 2."
        );
        assert_eq!(
            misere.summary(Lang::En),
            "Done: W (win) = 0, 1, 4, 6; L (lose) = 2, 3, 5; D (draw) = —."
        );
        let end = normal.state(normal.total());
        assert_eq!(
            end.describe(&g, 0, Lang::Vi),
            "Từ đỉnh 0 đi được tới 1 (D), 3 (W) (2 nước). Đi vào 0 từ: 2 (D), 5 (W). Lúc này: D."
        );
        assert_eq!(
            normal.state(0).describe(&g, 4, Lang::En),
            "Vertex 4 has no move. Edges into 4 come from: 3, 5. No letter yet; its counter deg = 0."
        );
        assert_eq!(
            grundy_note(&g.grundy(), PlayRule::Normal, Lang::Vi).as_deref(),
            Some("Đồ thị có chu trình 0 → 1 → 2 → 0; số Grundy chỉ định nghĩa trên đồ thị không có chu trình.")
        );
        assert!(grundy_note(&Ok(vec![0]), PlayRule::Misere, Lang::En).is_some());
        assert_eq!(grundy_note(&Ok(vec![0]), PlayRule::Normal, Lang::En), None);
        assert_eq!(
            grundy_sentence(&[1, 0], Lang::En),
            "Grundy numbers: g(0) = 1, g(1) = 0. The L vertices are exactly those with g = 0."
        );
    }

    #[test]
    fn draws_are_named_at_the_end() {
        let g = graph(3, &[(0, 1), (1, 0), (2, 0)]);
        let trace = RetrogradeTrace::new(&g, PlayRule::Normal);
        assert_eq!(trace.total(), 1);
        let last = &trace.page(0, 1)[0];
        assert_eq!(
            last.sentence.vi,
            "Hàng đợi rỗng: 3 đỉnh chưa xác định là hòa (D), vì từ đó không ai bị ép vào thế thua."
        );
        assert_eq!(last.cpp_line, RETRO_PROGRAMS[0].line_of(RetroPoint::Finish));
    }
}
