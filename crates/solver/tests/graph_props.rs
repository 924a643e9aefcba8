//! Games on graphs, the bipartite-graph game and coin-turning games, each checked against an
//! independent brute force on small random inputs: the W/L definitions iterated to a fixed point,
//! the mex definition, literal game-tree searches, and every coin configuration of a board.

use std::collections::{BTreeSet, HashMap};

use nimlab_solver::bipartite::{BipartiteGraph, Half, Vertex};
use nimlab_solver::coin_turning::{CoinBoard, CoinRule};
use nimlab_solver::graph::{
    parse_edges, solve_tree_tokens, GameGraph, GraphOutcome, Loops, PlayRule, RetrogradeTrace,
};
use nimlab_solver::input::RawInt;
use nimlab_solver::{Outcome, Traced};
use proptest::prelude::*;

fn raw_pairs(edges: &[(usize, usize)]) -> Vec<(RawInt, RawInt)> {
    edges
        .iter()
        .map(|&(u, v)| (RawInt::Value(u as i128), RawInt::Value(v as i128)))
        .collect()
}

fn game_graph(n: usize, edges: &[(usize, usize)]) -> GameGraph {
    GameGraph::new(n as u64, &raw_pairs(edges), Loops::Allowed).expect("generated graphs are valid")
}

/// W/L/D by the definitions alone: repeat "W if some move reaches L, L if every move reaches W"
/// until nothing changes; what stays unknown is a draw.
fn fixed_point(n: usize, edges: &[(usize, usize)], misere: bool) -> Vec<GraphOutcome> {
    let mut known: Vec<Option<bool>> = vec![None; n];
    loop {
        let mut changed = false;
        for v in 0..n {
            if known[v].is_some() {
                continue;
            }
            let targets: Vec<Option<bool>> = edges
                .iter()
                .filter(|&&(u, _)| u == v)
                .map(|&(_, w)| known[w])
                .collect();
            let decided = if targets.is_empty() {
                Some(misere)
            } else if targets.contains(&Some(false)) {
                Some(true)
            } else if targets.iter().all(|t| *t == Some(true)) {
                Some(false)
            } else {
                None
            };
            if decided.is_some() {
                known[v] = decided;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    known
        .into_iter()
        .map(|k| match k {
            Some(true) => GraphOutcome::Win,
            Some(false) => GraphOutcome::Lose,
            None => GraphOutcome::Draw,
        })
        .collect()
}

/// The token game played to its end, with the rule a match against the computer keeps: the
/// game is a draw as soon as the token comes back to a vertex with the same player to move.
/// A literal search over the positions seen so far (a bit per vertex and player), the winner
/// hurrying and the loser delaying: (outcome for the player to move, remoteness).
struct Repetitions<'a> {
    successors: &'a [Vec<usize>],
    misere: bool,
    memo: HashMap<(usize, u64), (GraphOutcome, u64)>,
}

impl Repetitions<'_> {
    /// The value at vertex `v` with `parity`'s player to move, `seen` holding every position
    /// met so far (this one included).
    fn value(&mut self, v: usize, parity: usize, seen: u64) -> (GraphOutcome, u64) {
        if let Some(&known) = self.memo.get(&(2 * v + parity, seen)) {
            return known;
        }
        let moves = &self.successors[v];
        let value = if moves.is_empty() {
            let outcome = if self.misere {
                GraphOutcome::Win
            } else {
                GraphOutcome::Lose
            };
            (outcome, 0)
        } else {
            let mut options = Vec::new();
            for &w in moves {
                let bit = 1u64 << (2 * w + 1 - parity);
                options.push(if seen & bit != 0 {
                    (GraphOutcome::Draw, 0)
                } else {
                    self.value(w, 1 - parity, seen | bit)
                });
            }
            let fastest_win = options
                .iter()
                .filter(|o| o.0 == GraphOutcome::Lose)
                .map(|o| o.1)
                .min();
            match fastest_win {
                Some(r) => (GraphOutcome::Win, r + 1),
                None if options.iter().any(|o| o.0 == GraphOutcome::Draw) => {
                    (GraphOutcome::Draw, 0)
                }
                None => (
                    GraphOutcome::Lose,
                    options.iter().map(|o| o.1).max().unwrap_or(0) + 1,
                ),
            }
        };
        self.memo.insert((2 * v + parity, seen), value);
        value
    }
}

fn graphs() -> impl Strategy<Value = (usize, Vec<(usize, usize)>)> {
    (1usize..=8).prop_flat_map(|n| {
        let edges = proptest::collection::btree_set((0..n, 0..n), 0..=(n * n).min(20));
        (Just(n), edges.prop_map(|set| set.into_iter().collect()))
    })
}

/// Graphs without cycles: edges go from a later to an earlier vertex of a shuffled order.
fn dags() -> impl Strategy<Value = (usize, Vec<(usize, usize)>)> {
    (1usize..=8).prop_flat_map(|n| {
        let order = Just((0..n).collect::<Vec<_>>()).prop_shuffle();
        let pairs = proptest::collection::btree_set((0..n, 0..n), 0..=20);
        (Just(n), order, pairs).prop_map(|(n, order, pairs)| {
            let edges: BTreeSet<(usize, usize)> = pairs
                .into_iter()
                .filter(|(a, b)| a > b)
                .map(|(a, b)| (order[a], order[b]))
                .collect();
            (n, edges.into_iter().collect())
        })
    })
}

/// Who wins a sum of tokens, by searching the product game.
fn sum_wins(
    tokens: Vec<usize>,
    edges: &[(usize, usize)],
    memo: &mut HashMap<Vec<usize>, bool>,
) -> bool {
    let mut key = tokens.clone();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut wins = false;
    for i in 0..tokens.len() {
        for &(u, v) in edges {
            if u == tokens[i] {
                let mut next = tokens.clone();
                next[i] = v;
                if !sum_wins(next, edges, memo) {
                    wins = true;
                }
            }
        }
    }
    memo.insert(key, wins);
    wins
}

/// Whether `v` reaches itself by a non-empty path.
fn on_cycle(n: usize, edges: &[(usize, usize)], v: usize) -> bool {
    let mut seen = vec![false; n];
    let mut stack: Vec<usize> = edges.iter().filter(|e| e.0 == v).map(|e| e.1).collect();
    while let Some(x) = stack.pop() {
        if x == v {
            return true;
        }
        if !std::mem::replace(&mut seen[x], true) {
            stack.extend(edges.iter().filter(|e| e.0 == x).map(|e| e.1));
        }
    }
    false
}

/// The bipartite-graph game by literal search: `alive` is the set of vertices not deleted.
fn token_wins(
    alive: u32,
    at: usize,
    adjacent: &[Vec<usize>],
    memo: &mut HashMap<(u32, usize), bool>,
) -> bool {
    if let Some(&w) = memo.get(&(alive, at)) {
        return w;
    }
    let rest = alive & !(1 << at);
    let wins = adjacent[at]
        .iter()
        .any(|&u| rest >> u & 1 == 1 && !token_wins(rest, u, adjacent, memo));
    memo.insert((alive, at), wins);
    wins
}

/// The coins a move at `s` turns, written from the source's definitions of the four games.
fn literal_moves(rule: CoinRule, n: usize, parents: &[usize], s: usize) -> Vec<Vec<usize>> {
    match rule {
        CoinRule::TurningTurtles => (0..=s)
            .map(|t| if t == s { vec![s] } else { vec![t, s] })
            .collect(),
        CoinRule::Ruler => (0..=s).map(|t| (t..=s).collect()).collect(),
        CoinRule::Grid => {
            let _ = n;
            vec![vec![s]]
        }
        CoinRule::Tree => {
            let mut path = Vec::new();
            let mut v = s;
            while v > 0 {
                v = parents[v - 1];
                path.push(v);
            }
            (0..1usize << path.len())
                .map(|mask| {
                    let mut set: Vec<usize> = (0..path.len())
                        .filter(|b| mask >> b & 1 == 1)
                        .map(|b| path[b])
                        .collect();
                    set.push(s);
                    set
                })
                .collect()
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn retrograde_matches_the_fixed_point((n, edges) in graphs(), misere in any::<bool>()) {
        let graph = game_graph(n, &edges);
        let rule = PlayRule::from_misere(misere);
        prop_assert_eq!(graph.outcomes(rule), fixed_point(n, &edges, misere));
        // The trace writes the same letters.
        let trace = RetrogradeTrace::new(&graph, rule);
        let mut letters = vec!["D".to_string(); n];
        for step in trace.page(0, usize::MAX) {
            if let (Some(cell), Some(value)) = (step.write, step.value) {
                letters[cell[0] as usize] = value;
            }
        }
        let expected: Vec<String> = graph.outcomes(rule).iter().map(|o| o.letter().to_string()).collect();
        prop_assert_eq!(letters, expected);
    }

    /// Values with remoteness from the retrograde analysis are those of the game a match plays,
    /// where a repeated position ends in a draw: the repetition rule changes no outcome and no
    /// remoteness, so the coach can value a game with cycles without searching its histories.
    #[test]
    fn values_are_those_of_play_with_draws_by_repetition(
        (n, edges) in (1usize..=6).prop_flat_map(|n| {
            let edges = proptest::collection::btree_set((0..n, 0..n), 0..=(n * n).min(14));
            (Just(n), edges.prop_map(|set| set.into_iter().collect::<Vec<_>>()))
        }),
        misere in any::<bool>(),
    ) {
        let graph = game_graph(n, &edges);
        let values = graph.values(PlayRule::from_misere(misere));
        let successors: Vec<Vec<usize>> = (0..n).map(|v| graph.successors(v).to_vec()).collect();
        let mut play = Repetitions { successors: &successors, misere, memo: HashMap::new() };
        for (v, value) in values.iter().enumerate() {
            let (outcome, remoteness) = play.value(v, 0, 1 << (2 * v));
            prop_assert_eq!(value.outcome, outcome, "vertex {} of {:?}", v, edges);
            let expected = (outcome != GraphOutcome::Draw).then_some(remoteness);
            prop_assert_eq!(value.remoteness, expected, "vertex {} of {:?}", v, edges);
        }
    }

    #[test]
    fn grundy_values_satisfy_the_mex_definition((n, edges) in dags()) {
        let graph = game_graph(n, &edges);
        let grundy = graph.grundy().expect("a DAG has Grundy values");
        for v in 0..n {
            let options: BTreeSet<u32> = edges.iter().filter(|e| e.0 == v).map(|e| grundy[e.1]).collect();
            let mex = (0..).find(|g| !options.contains(g)).unwrap_or(0);
            prop_assert_eq!(grundy[v], mex, "vertex {}", v);
        }
        let outcomes = graph.outcomes(PlayRule::Normal);
        for v in 0..n {
            prop_assert_eq!(outcomes[v] == GraphOutcome::Lose, grundy[v] == 0);
        }
    }

    #[test]
    fn cycles_are_real_and_only_refused_when_present((n, edges) in graphs()) {
        let graph = game_graph(n, &edges);
        match graph.grundy() {
            Ok(_) => prop_assert!((0..n).all(|v| !on_cycle(n, &edges, v))),
            Err(cycle) => {
                prop_assert!(!cycle.vertices.is_empty());
                let k = cycle.vertices.len();
                for i in 0..k {
                    let edge = (cycle.vertices[i], cycle.vertices[(i + 1) % k]);
                    prop_assert!(edges.contains(&edge), "{:?} is not an edge", edge);
                }
            }
        }
    }

    #[test]
    fn token_sums_match_the_product_game((n, edges) in dags(), picks in proptest::collection::vec(0usize..8, 0..=3)) {
        let graph = game_graph(n, &edges);
        let tokens: Vec<usize> = picks.into_iter().map(|t| t % n).collect();
        let verdict = graph.judge_tokens(&tokens, PlayRule::Normal).expect("a DAG adds by XOR");
        let wins = sum_wins(tokens, &edges, &mut HashMap::new());
        prop_assert_eq!(verdict.outcome == GraphOutcome::Win, wins);
    }

    #[test]
    fn bipartite_game_matches_the_search(
        left in 0usize..=4,
        right in 0usize..=4,
        pairs in proptest::collection::btree_set((0usize..4, 0usize..4), 0..=10),
    ) {
        let edges: Vec<(usize, usize)> = pairs.into_iter().filter(|&(l, r)| l < left && r < right).collect();
        let graph = BipartiteGraph::new(left as u64, right as u64, &raw_pairs(&edges)).expect("valid");
        let analysis = graph.analyze();
        // Vertices of the search: left l is l, right r is left + r.
        let mut adjacent = vec![Vec::new(); left + right];
        for &(l, r) in &edges {
            adjacent[l].push(left + r);
            adjacent[left + r].push(l);
        }
        let everyone = (1u32 << (left + right)) - 1;
        let mut memo = HashMap::new();
        let mut some_start_loses = false;
        for index in 0..left + right {
            let vertex = if index < left {
                Vertex { half: Half::Left, index }
            } else {
                Vertex { half: Half::Right, index: index - left }
            };
            let wins = token_wins(everyone, index, &adjacent, &mut memo);
            some_start_loses |= !wins;
            prop_assert_eq!(analysis.outcome(vertex) == Outcome::Win, wins, "{:?}", vertex);
            if let Some(target) = analysis.winning_move(vertex) {
                let target = if index < left { left + target } else { target };
                prop_assert!(!token_wins(everyone & !(1 << index), target, &adjacent, &mut memo));
            }
        }
        let first_wins = analysis.first_picks_outcome() == Outcome::Win;
        prop_assert_eq!(first_wins, some_start_loses);
        // The matching is a matching of the graph, of the largest size a search finds.
        let pairs = analysis.matching.pairs();
        prop_assert!(pairs.iter().all(|p| edges.contains(p)));
        let best = (0u32..1 << edges.len())
            .filter(|mask| {
                let chosen: Vec<_> = (0..edges.len()).filter(|i| mask >> i & 1 == 1).map(|i| edges[i]).collect();
                let ls: BTreeSet<_> = chosen.iter().map(|e| e.0).collect();
                let rs: BTreeSet<_> = chosen.iter().map(|e| e.1).collect();
                ls.len() == chosen.len() && rs.len() == chosen.len()
            })
            .map(u32::count_ones)
            .max()
            .unwrap_or(0);
        prop_assert_eq!(pairs.len() as u32, best);
    }

    #[test]
    fn coin_positions_are_the_xor_of_base_values(
        rule_index in 0usize..4,
        n in 1usize..=9,
        parent_picks in proptest::collection::vec(any::<u16>(), 8),
    ) {
        let rule = CoinRule::ALL[rule_index];
        let (board, parents, places) = match rule {
            CoinRule::Grid => {
                let side = 1 + n % 3;
                (CoinBoard::new(rule, side as u64).expect("valid"), vec![], side * side)
            }
            CoinRule::Tree => {
                let parents: Vec<usize> = (1..n).map(|v| parent_picks[v - 1] as usize % v).collect();
                let raw: Vec<RawInt> = parents.iter().map(|&p| RawInt::Value(p as i128)).collect();
                (CoinBoard::tree(&raw).expect("valid"), parents, n)
            }
            _ => (CoinBoard::new(rule, n as u64).expect("valid"), vec![], n),
        };
        let base = board.base_values();
        prop_assert_eq!(&base, &board.recurrence_values());
        // Grundy value of every configuration by the literal moves; a move lowers the mask
        // because the chosen head, the highest coin turned, goes from heads to tails.
        let mut grundy = vec![0u64; 1 << places];
        for mask in 0usize..1 << places {
            let mut options = BTreeSet::new();
            for s in (0..places).filter(|s| mask >> s & 1 == 1) {
                for set in literal_moves(rule, places, &parents, s) {
                    let next = set.iter().fold(mask, |m, &t| m ^ (1 << t));
                    options.insert(grundy[next]);
                }
            }
            grundy[mask] = (0..).find(|g| !options.contains(g)).unwrap_or(0);
            let heads: Vec<usize> = (0..places).filter(|s| mask >> s & 1 == 1).collect();
            prop_assert_eq!(board.judge(&heads).1, grundy[mask], "mask {:b}", mask);
        }
    }

    #[test]
    fn parsers_never_panic(text in "\\PC{0,40}") {
        let _ = parse_edges(&text);
        let _ = solve_tree_tokens(&text);
        let _ = CoinRule::parse(&text);
    }

    #[test]
    fn tree_judge_matches_the_token_search(n in 1usize..=8, picks in proptest::collection::vec(any::<u16>(), 8), tokens in proptest::collection::vec(any::<u16>(), 0..=3)) {
        let parents: Vec<usize> = (1..n).map(|v| picks[v - 1] as usize % v).collect();
        let tokens: Vec<usize> = tokens.into_iter().map(|t| t as usize % n).collect();
        let mut input = format!("{n} {}\n", tokens.len());
        for (child, p) in parents.iter().enumerate() {
            // Written child first half of the time, to test that edges are undirected.
            if child % 2 == 0 {
                input.push_str(&format!("{} {}\n", p + 1, child + 2));
            } else {
                input.push_str(&format!("{} {}\n", child + 2, p + 1));
            }
        }
        let list: Vec<String> = tokens.iter().map(|t| (t + 1).to_string()).collect();
        input.push_str(&list.join(" "));
        let down: Vec<(usize, usize)> = parents.iter().enumerate().map(|(c, &p)| (p, c + 1)).collect();
        let expected = if sum_wins(tokens, &down, &mut HashMap::new()) { "An" } else { "Binh" };
        prop_assert_eq!(solve_tree_tokens(&input), Ok(expected.to_string()));
    }
}
