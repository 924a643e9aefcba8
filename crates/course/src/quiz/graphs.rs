//! Lesson 6 (graphs): a token on a directed graph without cycles, labelled in reverse
//! topological order (L exactly where the Grundy number is 0); several tokens add up by XOR;
//! with cycles some vertices are draws (retrograde analysis); on an undirected bipartite graph
//! without revisits the mover wins exactly from the vertices in every maximum matching; on a
//! rooted tree the Grundy numbers go from the leaves up.

use super::{pick, shuffled, Form, Question};
use nimlab_solver::bipartite::{BipartiteGraph, Half, Vertex};
use nimlab_solver::graph::{GameGraph, Loops, PlayRule};
use nimlab_solver::input::RawInt;
use nimlab_solver::mex::{join, Mex};
use nimlab_solver::outcome::{GraphOutcome, Outcome};
use nimlab_solver::random::Rng;
use nimlab_solver::Localized;

pub const MAKERS: &[super::Maker] = &[dag_losing, token_sum, draws, bipartite, tree_root];

fn raw(edges: &[(usize, usize)]) -> Vec<(RawInt, RawInt)> {
    edges
        .iter()
        .map(|&(u, v)| (RawInt::Value(u as i128), RawInt::Value(v as i128)))
        .collect()
}

fn game_graph(n: usize, edges: &[(usize, usize)]) -> GameGraph {
    GameGraph::new(n as u64, &raw(edges), Loops::Refused)
        .unwrap_or_else(|_| GameGraph::single_vertex())
}

/// `0 → 1, 0 → 3`.
fn arrows(edges: &[(usize, usize)]) -> String {
    edges
        .iter()
        .map(|(u, v)| format!("{u} → {v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Grundy numbers of a graph without cycles (none when it has one).
fn grundy(n: usize, edges: &[(usize, usize)]) -> Vec<u32> {
    game_graph(n, edges).grundy().unwrap_or_default()
}

const DAG_N: usize = 6;

/// Six vertices, 6 to 8 arrows, each from a smaller number to a larger one: no cycle.
fn draw_dag(rng: &mut Rng) -> Vec<(usize, usize)> {
    let pairs: Vec<(usize, usize)> = (0..DAG_N)
        .flat_map(|u| (u + 1..DAG_N).map(move |v| (u, v)))
        .collect();
    let m = rng.range(6, 8) as usize;
    let mut edges = pick(rng, pairs, m);
    nimlab_solver::sorting::sort(&mut edges);
    edges
}

fn dag_rule(edges: &[(usize, usize)]) -> Localized {
    let list = arrows(edges);
    Localized::new(
        format!("Đồ thị có các đỉnh 0, 1, …, {} và các mũi tên {list}. Hai người lần lượt đẩy quân cờ theo một mũi tên đi ra từ đỉnh nó đang đứng; ai đến lượt mà không đẩy được thì thua.", DAG_N - 1),
        format!("A graph with vertices 0, 1, …, {} and arrows {list}. The players take turns pushing the token along an arrow leaving its vertex; whoever cannot push loses.", DAG_N - 1),
    )
}

fn grundy_list(g: &[u32]) -> Localized {
    Localized::new(
        format!("g(0), …, g({}) = {}", g.len().saturating_sub(1), join(g)),
        format!("g(0), …, g({}) = {}", g.len().saturating_sub(1), join(g)),
    )
}

/// Which vertices are L: exactly those of Grundy number 0.
fn dag_losing(rng: &mut Rng) -> Question {
    let edges = draw_dag(rng);
    let g = grundy(DAG_N, &edges);
    let lose: Vec<usize> = (0..g.len()).filter(|&v| g.get(v) == Some(&0)).collect();
    let win: Vec<usize> = (0..g.len()).filter(|&v| g.get(v) != Some(&0)).collect();
    let sinks: Vec<usize> = (0..DAG_N)
        .filter(|&v| !edges.iter().any(|&(u, _)| u == v))
        .collect();
    let mut candidates = vec![win.clone(), sinks];
    if let Some(&w) = pick(rng, win, 1).first() {
        let mut more = lose.clone();
        more.push(w);
        nimlab_solver::sorting::sort(&mut more);
        candidates.push(more);
    }
    if lose.len() >= 2 {
        let gone = pick(rng, lose.clone(), 1).first().copied();
        candidates.push(lose.iter().copied().filter(|&v| Some(v) != gone).collect());
    }
    let mut wrong: Vec<Vec<usize>> = Vec::new();
    for set in candidates {
        if !set.is_empty() && set != lose && !wrong.contains(&set) {
            wrong.push(set);
        }
    }
    let label = |set: &[usize]| Localized::new(join(set), join(set));
    let wrong = pick(rng, wrong, 3).iter().map(|s| label(s)).collect();
    let rule = dag_rule(&edges);
    let values = grundy_list(&g);
    let list = join(&lose);
    Question {
        prompt: Localized::new(
            format!("{} Những đỉnh nào là L (người đến lượt thua)?", rule.vi),
            format!("{} Which vertices are L (the player to move loses)?", rule.en),
        ),
        form: shuffled(rng, label(&lose), wrong),
        reason: Localized::new(
            format!("Tính theo thứ tự topo ngược, từ đỉnh {}: {}. Các đỉnh L đúng là các đỉnh có g = 0: {list}.", DAG_N - 1, values.vi),
            format!("In reverse topological order, from vertex {}: {}. The L vertices are exactly those with g = 0: {list}.", DAG_N - 1, values.en),
        ),
    }
}

fn draw_tokens(rng: &mut Rng) -> (Vec<(usize, usize)>, Vec<usize>) {
    let edges = draw_dag(rng);
    let g = grundy(DAG_N, &edges);
    let lose = rng.range(0, 1) == 0;
    let mut tokens = Vec::new();
    for _ in 0..50 {
        let count = rng.range(2, 3) as usize;
        tokens = pick(rng, (0..DAG_N).collect(), count);
        nimlab_solver::sorting::sort(&mut tokens);
        let x = tokens
            .iter()
            .fold(0, |x, &t| x ^ g.get(t).copied().unwrap_or(0));
        if (x == 0) == lose {
            break;
        }
    }
    (edges, tokens)
}

/// Several tokens: the XOR of their Grundy numbers.
fn token_sum(rng: &mut Rng) -> Question {
    let (edges, tokens) = draw_tokens(rng);
    let g = grundy(DAG_N, &edges);
    let values: Vec<u32> = tokens
        .iter()
        .map(|&t| g.get(t).copied().unwrap_or(0))
        .collect();
    let x = values.iter().fold(0, |x, &v| x ^ v);
    let terms = tokens
        .iter()
        .map(|t| format!("g({t})"))
        .collect::<Vec<_>>()
        .join(" ⊕ ");
    let numbers = values
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(" ⊕ ");
    let (vi, en) = if x == 0 {
        (", nên là L", ", so it is L")
    } else {
        (" ≠ 0, nên là W", " ≠ 0, so it is W")
    };
    let rule = dag_rule(&edges);
    let values_text = grundy_list(&g);
    let list = join(&tokens);
    Question {
        prompt: Localized::new(
            format!("{} Có một quân cờ ở mỗi đỉnh {list}; mỗi lượt chọn một quân và đẩy nó một bước. Người đến lượt thắng (W) hay thua (L)?", rule.vi),
            format!("{} There is a token on each of the vertices {list}; a move pushes one token of your choice one step. Does the player to move win (W) or lose (L)?", rule.en),
        ),
        form: Form::Outcome(Outcome::of_grundy(x)),
        reason: Localized::new(
            format!("Số Grundy: {}. Theo định lý Sprague–Grundy, {terms} = {numbers} = {x}{vi}.", values_text.vi),
            format!("Grundy numbers: {}. By the Sprague–Grundy theorem, {terms} = {numbers} = {x}{en}.", values_text.en),
        ),
    }
}

const CYCLE_N: usize = 7;

/// A graph that may have cycles, with at least one draw, and the vertex asked about.
fn draw_draws(rng: &mut Rng) -> (Vec<(usize, usize)>, usize) {
    let pairs: Vec<(usize, usize)> = (0..CYCLE_N)
        .flat_map(|u| (0..CYCLE_N).filter(move |&v| v != u).map(move |v| (u, v)))
        .collect();
    let lesson = vec![
        (0, 1),
        (0, 3),
        (1, 2),
        (2, 0),
        (3, 4),
        (5, 0),
        (5, 4),
        (6, 5),
    ];
    let edges = (0..100)
        .map(|_| {
            let m = rng.range(8, 10) as usize;
            let mut edges = pick(rng, pairs.clone(), m);
            nimlab_solver::sorting::sort(&mut edges);
            edges
        })
        .find(|edges| {
            outcomes(edges).contains(&GraphOutcome::Draw)
                && outcomes(edges).contains(&GraphOutcome::Lose)
        })
        .unwrap_or(lesson);
    // A class first (so that draws come up often), then a vertex of it.
    let labels = outcomes(&edges);
    let mut classes = vec![GraphOutcome::Win, GraphOutcome::Lose, GraphOutcome::Draw];
    classes.retain(|c| labels.contains(c));
    let class = pick(rng, classes, 1)
        .first()
        .copied()
        .unwrap_or(GraphOutcome::Draw);
    let of_class: Vec<usize> = (0..CYCLE_N)
        .filter(|&v| labels.get(v) == Some(&class))
        .collect();
    let v = pick(rng, of_class, 1).first().copied().unwrap_or(0);
    (edges, v)
}

fn outcomes(edges: &[(usize, usize)]) -> Vec<GraphOutcome> {
    game_graph(CYCLE_N, edges).outcomes(PlayRule::Normal)
}

fn class_label(class: GraphOutcome) -> Localized {
    match class {
        GraphOutcome::Win => Localized::new("thắng (W)", "win (W)"),
        GraphOutcome::Lose => Localized::new("thua (L)", "loss (L)"),
        GraphOutcome::Draw => Localized::new("hòa (D)", "draw (D)"),
    }
}

/// W, L or D on a graph with cycles, by retrograde analysis.
fn draws(rng: &mut Rng) -> Question {
    let (edges, v) = draw_draws(rng);
    let labels = outcomes(&edges);
    let class = labels.get(v).copied().unwrap_or(GraphOutcome::Draw);
    let of = |c: GraphOutcome| {
        let set: Vec<usize> = (0..CYCLE_N)
            .filter(|&u| labels.get(u) == Some(&c))
            .collect();
        if set.is_empty() {
            "∅".to_string()
        } else {
            format!("{{{}}}", join(set))
        }
    };
    let (w, l, d) = (
        of(GraphOutcome::Win),
        of(GraphOutcome::Lose),
        of(GraphOutcome::Draw),
    );
    let next: Vec<usize> = edges
        .iter()
        .filter(|&&(a, _)| a == v)
        .map(|&(_, b)| b)
        .collect();
    let find = |c: GraphOutcome| {
        next.iter()
            .copied()
            .find(|&u| labels.get(u) == Some(&c))
            .unwrap_or(0)
    };
    let (vi, en) = match class {
        GraphOutcome::Win => {
            let u = find(GraphOutcome::Lose);
            (
                format!("Đỉnh {v} đi tới {u}, một đỉnh L, nên là W."),
                format!("Vertex {v} moves to {u}, an L vertex, so it is W."),
            )
        }
        GraphOutcome::Lose if next.is_empty() => (
            format!("Đỉnh {v} không có mũi tên đi ra, nên là L."),
            format!("Vertex {v} has no outgoing arrow, so it is L."),
        ),
        GraphOutcome::Lose => (
            format!(
                "Mọi mũi tên từ {v} đều tới đỉnh W ({}), nên là L.",
                join(&next)
            ),
            format!(
                "Every arrow from {v} leads to a W vertex ({}), so it is L.",
                join(&next)
            ),
        ),
        GraphOutcome::Draw => {
            let u = find(GraphOutcome::Draw);
            (
                format!("Từ {v} không đi tới được đỉnh L nào; nước {v} → {u} giữ quân trong các đỉnh hòa, còn rời khỏi đó là trao cho đối thủ một đỉnh W, nên là D."),
                format!("From {v} no move reaches an L vertex; the move {v} → {u} keeps the token among the draws, and leaving them hands the opponent a W vertex, so it is D."),
            )
        }
    };
    let list = arrows(&edges);
    let wrong = [GraphOutcome::Win, GraphOutcome::Lose, GraphOutcome::Draw]
        .into_iter()
        .filter(|&c| c != class)
        .map(class_label)
        .collect();
    Question {
        prompt: Localized::new(
            format!("Đồ thị có các đỉnh 0, 1, …, {} và các mũi tên {list} (có chu trình). Hai người lần lượt đẩy quân cờ theo một mũi tên; ai đến lượt mà không đẩy được thì thua. Quân cờ ở đỉnh {v}: với người đến lượt, đó là thắng, thua hay hòa?", CYCLE_N - 1),
            format!("A graph with vertices 0, 1, …, {} and arrows {list} (it has cycles). The players take turns pushing the token along an arrow; whoever cannot push loses. The token is on vertex {v}: for the player to move, is it a win, a loss or a draw?", CYCLE_N - 1),
        ),
        form: shuffled(rng, class_label(class), wrong),
        reason: Localized::new(
            format!("Phân tích ngược cho W = {w}, L = {l}, D = {d}. {vi}"),
            format!("Retrograde analysis gives W = {w}, L = {l}, D = {d}. {en}"),
        ),
    }
}

fn name(vertex: Vertex) -> String {
    match vertex.half {
        Half::Left => format!("L{}", vertex.index + 1),
        Half::Right => format!("R{}", vertex.index + 1),
    }
}

/// Three vertices on each side, 3 to 5 edges `(left, right)`, and the token's vertex.
fn draw_bipartite(rng: &mut Rng) -> (Vec<(usize, usize)>, Vertex) {
    let pairs: Vec<(usize, usize)> = (0..3).flat_map(|l| (0..3).map(move |r| (l, r))).collect();
    let m = rng.range(3, 5) as usize;
    let mut edges = pick(rng, pairs, m);
    nimlab_solver::sorting::sort(&mut edges);
    let index = rng.range(0, 2) as usize;
    let vertex = if rng.range(0, 1) == 0 {
        Vertex::left(index)
    } else {
        Vertex::right(index)
    };
    (edges, vertex)
}

fn matching_text(pairs: &[(usize, usize)]) -> String {
    let inner = pairs
        .iter()
        .map(|(l, r)| format!("L{}R{}", l + 1, r + 1))
        .collect::<Vec<_>>()
        .join(", ");
    format!("{{{inner}}}")
}

/// The undirected game without revisits: W exactly in every maximum matching.
fn bipartite(rng: &mut Rng) -> Question {
    let (edges, v) = draw_bipartite(rng);
    let graph =
        BipartiteGraph::new(3, 3, &raw(&edges)).unwrap_or_else(|_| BipartiteGraph::empty(3, 3));
    let analysis = graph.analyze();
    let outcome = analysis.outcome(v);
    let m = analysis.matching.size();
    let who = name(v);
    let reason = match (outcome, analysis.winning_move(v)) {
        (Outcome::Win, Some(mate)) => {
            let to = name(Vertex {
                half: v.half.other(),
                index: mate,
            });
            let pairs = matching_text(&analysis.matching.pairs());
            Localized::new(
                format!("Một cặp ghép cực đại có {m} cạnh, chẳng hạn {pairs}; bỏ {who} đi thì chỉ còn ghép được {} cạnh, nên {who} thuộc mọi cặp ghép cực đại: đi theo cạnh ghép tới {to} là thắng.", m - 1),
                format!("A maximum matching has {m} edges, for instance {pairs}; without {who} only {} edges can be matched, so {who} is in every maximum matching: following the matching edge to {to} wins.", m - 1),
            )
        }
        _ => {
            let avoiding = graph.without(&[v]).maximum_matching();
            let pairs = matching_text(&avoiding.pairs());
            Localized::new(
                format!("Cặp ghép {pairs} có {m} cạnh, là một cặp ghép cực đại không chứa {who}; người đi sau luôn đi theo cạnh ghép của nó và thắng."),
                format!("The matching {pairs} has {m} edges: a maximum matching that leaves {who} out; the second player always follows its edges and wins."),
            )
        }
    };
    let list = edges
        .iter()
        .map(|(l, r)| format!("L{}–R{}", l + 1, r + 1))
        .collect::<Vec<_>>()
        .join(", ");
    Question {
        prompt: Localized::new(
            format!("Đồ thị hai phía vô hướng: bên trái L1, L2, L3, bên phải R1, R2, R3, các cạnh {list}. Quân cờ ở {who}; mỗi lượt dời quân sang một đỉnh kề chưa từng được đi qua (đỉnh xuất phát coi như đã đi qua); ai không dời được thì thua. Người đến lượt thắng (W) hay thua (L)?"),
            format!("An undirected bipartite graph: L1, L2, L3 on the left, R1, R2, R3 on the right, edges {list}. The token is on {who}; a move takes it to an adjacent vertex never visited before (the start counts as visited); whoever cannot move loses. Does the player to move win (W) or lose (L)?"),
        ),
        form: Form::Outcome(outcome),
        reason,
    }
}

const TREE_N: usize = 7;

/// The parent of each vertex 2, …, 7 (vertices numbered from 1, root 1).
fn draw_tree(rng: &mut Rng) -> Vec<usize> {
    (2..=TREE_N as u64)
        .map(|v| rng.range(1, v - 1) as usize)
        .collect()
}

/// The Grundy number of a tree's root, from the leaves up.
fn tree_root(rng: &mut Rng) -> Question {
    let parents = draw_tree(rng);
    // Arrows from parent to child, vertices numbered from 0 inside the graph.
    let edges: Vec<(usize, usize)> = parents
        .iter()
        .zip(1..)
        .map(|(&p, child)| (p - 1, child))
        .collect();
    let g = grundy(TREE_N, &edges);
    let root = g.first().copied().unwrap_or(0);
    let children: Vec<usize> = (2..=TREE_N)
        .filter(|&c| parents.get(c - 2) == Some(&1))
        .collect();
    let reached = Mex::of(children.iter().map(|&c| g.get(c - 1).copied().unwrap_or(0)));
    let list = parents
        .iter()
        .zip(2..)
        .map(|(p, c)| format!("{p}-{c}"))
        .collect::<Vec<_>>()
        .join(", ");
    Question {
        prompt: Localized::new(
            format!("Cây có gốc là đỉnh 1 và các cạnh {list}. Mỗi lượt dời quân cờ từ một đỉnh xuống một đỉnh con; ai không dời được thì thua. Số Grundy g(1) của gốc bằng bao nhiêu?"),
            format!("A tree rooted at vertex 1 with edges {list}. A move takes the token from a vertex down to a child; whoever cannot move loses. What is the Grundy number g(1) of the root?"),
        ),
        form: Form::Number {
            answer: u64::from(root),
            max: TREE_N as u64,
        },
        reason: Localized::new(
            format!("Lá có g = 0, và mỗi đỉnh nhận mex của các con: g(1), …, g({TREE_N}) = {}. Các con {} của gốc có g thuộc {}, nên g(1) = mex = {root}.", join(&g), join(&children), reached.set()),
            format!("Leaves have g = 0 and every vertex takes the mex of its children: g(1), …, g({TREE_N}) = {}. The root's children {} have g in {}, so g(1) = mex = {root}.", join(&g), join(&children), reached.set()),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::test_forms::choices;
    use std::collections::HashMap;

    fn right(q: &Question) -> String {
        choices(q)
            .iter()
            .find(|c| c.right)
            .map(|c| c.label.en.to_string())
            .unwrap()
    }

    /// Several tokens on a graph without cycles, by searching the game.
    fn tokens_win(
        edges: &[(usize, usize)],
        tokens: &[usize],
        memo: &mut HashMap<Vec<usize>, bool>,
    ) -> bool {
        let mut key = tokens.to_vec();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut wins = false;
        for i in 0..key.len() {
            for &(u, v) in edges {
                if u == key[i] && !wins {
                    let mut next = key.clone();
                    next[i] = v;
                    wins = !tokens_win(edges, &next, memo);
                }
            }
        }
        memo.insert(key, wins);
        wins
    }

    /// W, L, D by repeating the two rules until nothing changes (no queue).
    fn fixpoint(n: usize, edges: &[(usize, usize)]) -> Vec<GraphOutcome> {
        let mut label: Vec<Option<bool>> = vec![None; n];
        loop {
            let mut changed = false;
            for v in 0..n {
                if label[v].is_some() {
                    continue;
                }
                let next: Vec<usize> = edges.iter().filter(|e| e.0 == v).map(|e| e.1).collect();
                if next.iter().any(|&u| label[u] == Some(false)) {
                    label[v] = Some(true);
                    changed = true;
                } else if next.iter().all(|&u| label[u] == Some(true)) {
                    label[v] = Some(false);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        label
            .into_iter()
            .map(|l| match l {
                Some(true) => GraphOutcome::Win,
                Some(false) => GraphOutcome::Lose,
                None => GraphOutcome::Draw,
            })
            .collect()
    }

    /// The undirected game: move to an unvisited neighbour.
    fn path_wins(adj: &[Vec<usize>], at: usize, visited: u32) -> bool {
        adj[at]
            .iter()
            .any(|&u| visited >> u & 1 == 0 && !path_wins(adj, u, visited | 1 << u))
    }

    fn tree_grundy(parents: &[usize], v: usize) -> u64 {
        let reached: Vec<u64> = (2..=TREE_N)
            .filter(|&c| parents[c - 2] == v)
            .map(|c| tree_grundy(parents, c))
            .collect();
        (0..).find(|x| !reached.contains(x)).unwrap()
    }

    #[test]
    fn answers_agree_with_brute_force() {
        for seed in 1..=300 {
            let edges = draw_dag(&mut Rng::new(seed));
            let q = dag_losing(&mut Rng::new(seed));
            let mut memo = HashMap::new();
            let lose: Vec<usize> = (0..DAG_N)
                .filter(|&v| !tokens_win(&edges, &[v], &mut memo))
                .collect();
            assert_eq!(right(&q), join(&lose), "{edges:?}");

            let (edges, tokens) = draw_tokens(&mut Rng::new(seed));
            let q = token_sum(&mut Rng::new(seed));
            let mut memo = HashMap::new();
            let truth = if tokens_win(&edges, &tokens, &mut memo) {
                Outcome::Win
            } else {
                Outcome::Lose
            };
            assert_eq!(q.form, Form::Outcome(truth), "{edges:?} {tokens:?}");

            let (edges, v) = draw_draws(&mut Rng::new(seed));
            let q = draws(&mut Rng::new(seed));
            assert_eq!(
                right(&q),
                class_label(fixpoint(CYCLE_N, &edges)[v]).en,
                "{edges:?} {v}"
            );

            let (edges, v) = draw_bipartite(&mut Rng::new(seed));
            let q = bipartite(&mut Rng::new(seed));
            // Left vertex l is l, right vertex r is 3 + r.
            let mut adj = vec![Vec::new(); 6];
            for &(l, r) in &edges {
                adj[l].push(3 + r);
                adj[3 + r].push(l);
            }
            let start = match v.half {
                Half::Left => v.index,
                Half::Right => 3 + v.index,
            };
            let truth = if path_wins(&adj, start, 1 << start) {
                Outcome::Win
            } else {
                Outcome::Lose
            };
            assert_eq!(q.form, Form::Outcome(truth), "{edges:?} {v:?}");

            let parents = draw_tree(&mut Rng::new(seed));
            let q = tree_root(&mut Rng::new(seed));
            assert_eq!(
                q.form,
                Form::Number {
                    answer: tree_grundy(&parents, 1),
                    max: TREE_N as u64
                }
            );
        }
    }

    #[test]
    fn every_label_comes_up() {
        let forms: Vec<Form> = (1..=100)
            .map(|seed| token_sum(&mut Rng::new(seed)).form)
            .collect();
        assert!(forms.contains(&Form::Outcome(Outcome::Win)));
        assert!(forms.contains(&Form::Outcome(Outcome::Lose)));
        let forms: Vec<Form> = (1..=100)
            .map(|seed| bipartite(&mut Rng::new(seed)).form)
            .collect();
        assert!(forms.contains(&Form::Outcome(Outcome::Win)));
        assert!(forms.contains(&Form::Outcome(Outcome::Lose)));
        let rights: Vec<String> = (1..=100)
            .map(|seed| right(&draws(&mut Rng::new(seed))))
            .collect();
        for class in [GraphOutcome::Win, GraphOutcome::Lose, GraphOutcome::Draw] {
            assert!(rights.contains(&class_label(class).en.to_string()));
        }
    }
}
