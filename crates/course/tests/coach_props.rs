//! Every game played against the computer, checked the same way on random small positions:
//! its theorem's outcome ([`Rules::outcome`]) against a search of its positions by the
//! definition (a position is won when some move hands over a lost one), its list of legal
//! moves against its own move check, its words for the moves perfect play makes, and the
//! coach's perfect move (the fastest win, the slowest loss). The token game on a graph with
//! cycles, which has draws, is checked by playing it: the perfect computer never does worse
//! than the retrograde analysis says, and every match ends.

use nimlab_course::words::GameWords;
use nimlab_solver::bipartite::play::TokenRules;
use nimlab_solver::bipartite::{BipartiteGraph, Half, Vertex};
use nimlab_solver::coach::{Coach, Positions};
use nimlab_solver::coin_turning::play::CoinGame;
use nimlab_solver::coin_turning::{CoinBoard, CoinRule};
use nimlab_solver::fibonacci::FibRules;
use nimlab_solver::fibonacci::Position as FibPosition;
use nimlab_solver::graph::play::GraphRules;
use nimlab_solver::graph::{GameGraph, GraphOutcome, Loops, PlayRule};
use nimlab_solver::input::RawInt;
use nimlab_solver::nim::moore::MooreRules;
use nimlab_solver::nim::play::NimRules;
use nimlab_solver::nim::staircase::{StairPosition, StairRules};
use nimlab_solver::nim::{Heaps, Rule, WinningMove};
use nimlab_solver::play::{Match, Side, Strength};
use nimlab_solver::random::Rng;
use nimlab_solver::remoteness::Search;
use nimlab_solver::rules::Rules;
use nimlab_solver::wythoff::Heaps as Queen;
use nimlab_solver::wythoff::QueenGame;
use nimlab_solver::{Lang, Outcome};
use proptest::prelude::*;

/// Checks `position` and every move from it; returns a description of the first mismatch.
fn check<R: GameWords + Clone>(rules: &R, position: &R::Position) -> Result<(), String> {
    let mut search = Search::new(Positions(rules.clone()));
    let searched = search
        .value(position.clone())
        .map_err(|why| format!("{position:?}: small positions are searched ({why:?})"))?;
    if GraphOutcome::from(searched.outcome) != rules.outcome(position) {
        return Err(format!(
            "{position:?}: the theorem says {:?}, the search {:?}",
            rules.outcome(position),
            searched.outcome
        ));
    }
    let words = rules.theorem_words(position, Lang::En);
    let says_win = words.contains("the player to move wins");
    let says_loss = words.contains("the player to move loses");
    if !rules.is_over(position)
        && (says_win != (searched.outcome == Outcome::Win) || says_win == says_loss)
    {
        return Err(format!(
            "{position:?}: the theorem's words “{words}” for {:?}",
            searched.outcome
        ));
    }
    let mut coach = Coach::new(rules.clone());
    let moves = coach
        .moves(position)
        .ok_or("small positions list their moves")?;
    for option in &moves {
        let after = rules
            .play(position, &option.mv)
            .map_err(|e| format!("{:?} refused: {e:?}", option.mv))?;
        let value = search
            .value(after.clone())
            .map_err(|why| format!("{why:?}"))?;
        if option.after.outcome != value.outcome.into()
            || option.after.remoteness != Ok(value.remoteness)
        {
            return Err(format!(
                "{position:?} → {after:?}: coach {:?}, search {value:?}",
                option.after
            ));
        }
        let perfect = option.wins() || searched.outcome == Outcome::Lose;
        if perfect && rules.reason_for(position, &option.mv).is_none() {
            return Err(format!(
                "{position:?}: no words for the perfect move {:?}",
                option.mv
            ));
        }
    }
    if rules.is_over(position) != moves.is_empty() {
        return Err(format!("{position:?}: over exactly when no move is left"));
    }
    if let Some(best) = coach.best_move(position) {
        let after = rules.play(position, &best).map_err(|e| format!("{e:?}"))?;
        let value = search.value(after).map_err(|why| format!("{why:?}"))?;
        if value.remoteness + 1 != searched.remoteness {
            return Err(format!(
                "{position:?}: best move {best:?} does not realise remoteness {}",
                searched.remoteness
            ));
        }
    } else if !moves.is_empty() {
        return Err(format!(
            "{position:?}: no best move among {} moves",
            moves.len()
        ));
    }
    Ok(())
}

fn heaps(sizes: &[u64]) -> Heaps {
    Heaps::new(sizes.to_vec()).expect("1 or more heaps")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn nim_normal_and_misere(sizes in prop::collection::vec(0u64..=5, 1..=3), misere in any::<bool>()) {
        let rule = if misere { Rule::Misere } else { Rule::Normal };
        prop_assert_eq!(check(&NimRules { rule }, &sizes), Ok(()));
    }

    #[test]
    fn moore(sizes in prop::collection::vec(0u64..=4, 1..=3), k in 1u64..=3) {
        prop_assert_eq!(check(&MooreRules { k }, &sizes), Ok(()));
    }

    #[test]
    fn staircase(steps in prop::collection::vec(0u64..=3, 1..=4)) {
        let position = StairPosition::start(&heaps(&steps));
        prop_assert_eq!(check(&StairRules, &position), Ok(()));
    }

    #[test]
    fn wythoff_queen(a in 0u64..=12, b in 0u64..=12) {
        prop_assert_eq!(check(&QueenGame { size: 13 }, &Queen { a, b }), Ok(()));
    }

    #[test]
    fn fibonacci_nim(n in 0u64..=30, quota in 1u64..=30, opening in any::<bool>()) {
        let start = if opening { FibPosition::first_move(n) } else { FibPosition { n, quota } };
        prop_assert_eq!(check(&FibRules { start }, &start), Ok(()));
    }

    #[test]
    fn coin_turning(rule_index in 0usize..3, n in 1u64..=7, faces in prop::collection::vec(any::<bool>(), 9)) {
        let rule = [CoinRule::TurningTurtles, CoinRule::Ruler, CoinRule::Grid][rule_index];
        let n = if rule == CoinRule::Grid { 1 + n % 3 } else { n };
        let board = CoinBoard::new(rule, n).expect("a small board");
        let faces: Vec<bool> = faces.into_iter().take(board.places()).collect();
        prop_assert_eq!(check(&CoinGame { board }, &faces), Ok(()));
    }

    #[test]
    fn bipartite_tokens(
        left in 1usize..=4,
        right in 1usize..=4,
        edges in prop::collection::btree_set((0usize..4, 0usize..4), 0..=10),
        start in 0usize..4,
    ) {
        let edges: Vec<(RawInt, RawInt)> = edges
            .into_iter()
            .filter(|&(l, r)| l < left && r < right)
            .map(|(l, r)| (RawInt::Value(l as i128), RawInt::Value(r as i128)))
            .collect();
        let graph = BipartiteGraph::new(left as u64, right as u64, &edges).expect("valid");
        let rules = TokenRules { graph };
        let path = vec![Vertex { half: Half::Left, index: start % left }];
        prop_assert_eq!(check(&rules, &path), Ok(()));
    }
}

/// A Nim match from `heaps` against the computer at `strength`.
fn nim_match(sizes: &[u64], first: Side, strength: Strength, seed: u64) -> Match<NimRules> {
    Match::against(
        NimRules { rule: Rule::Normal },
        sizes.to_vec(),
        first,
        strength,
        seed,
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn the_perfect_computer_hurries_to_win_and_delays_its_loss(
        sizes in prop::collection::vec(0u64..=6, 2..=3),
        learner_moves in prop::collection::vec((0usize..3, 1u64..=6), 0..6),
    ) {
        let mut game = nim_match(&sizes, Side::Computer, Strength::Perfect, 1);
        for (heap, take) in learner_moves {
            if game.is_over() {
                break;
            }
            let _ = game.play(WinningMove { heap, take });
        }
        let mut search = Search::new(Positions(NimRules { rule: Rule::Normal }));
        for turn in game.turns().iter().filter(|t| t.by == Side::Computer) {
            let before = search.value(turn.before.clone()).expect("small");
            let after = search.value(turn.after.clone()).expect("small");
            prop_assert_eq!(after.remoteness + 1, before.remoteness, "{:?}", turn);
            prop_assert!(turn.reason.is_some() && !turn.random);
        }
    }

    #[test]
    fn weaker_computers_play_legal_moves_to_the_end(
        sizes in prop::collection::vec(0u64..=5, 1..=3),
        seed in 1u64..1_000,
        strength_index in 1usize..4,
    ) {
        let strength = Strength::CHOICES[strength_index];
        let mut game = nim_match(&sizes, Side::Computer, strength, seed);
        // The learner always takes one stone from the first heap it can.
        while !game.is_over() {
            let heap = game.position().iter().position(|&a| a > 0).expect("not over");
            let played = game.play(WinningMove { heap, take: 1 });
            prop_assert!(played.is_ok());
        }
        for turn in game.turns().iter().filter(|t| t.by == Side::Computer) {
            prop_assert_eq!(turn.random, turn.reason.is_none());
        }
        if strength == Strength::Random {
            prop_assert!(game.turns().iter().all(|t| t.by == Side::Learner || t.random));
        }
    }
}

/// The token game on `n` vertices with `edges` (loops allowed).
fn graph_rules(n: usize, edges: &[(usize, usize)], misere: bool) -> GraphRules {
    let raw: Vec<(RawInt, RawInt)> = edges
        .iter()
        .map(|&(u, v)| (RawInt::Value(u as i128), RawInt::Value(v as i128)))
        .collect();
    let graph = GameGraph::new(n as u64, &raw, Loops::Allowed).expect("a valid graph");
    GraphRules::new(graph, PlayRule::from_misere(misere))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// A learner moving at random against the perfect computer on a random graph: the match
    /// ends (a position comes back at the latest after one visit of each vertex by each
    /// player), the computer never makes a mistake, it ends at least as well as the value of
    /// its first position says, and a won position is won in exactly its remoteness against
    /// a learner who always delays.
    #[test]
    fn graph_matches_end_no_worse_for_the_computer_than_its_values(
        (n, edges) in (1usize..=7).prop_flat_map(|n| {
            let edges = proptest::collection::btree_set((0..n, 0..n), 0..=(n * n).min(16));
            (Just(n), edges.prop_map(|set| set.into_iter().collect::<Vec<_>>()))
        }),
        misere in any::<bool>(),
        start in 0usize..7,
        computer_first in any::<bool>(),
        seed in 1u64..10_000,
    ) {
        let rules = graph_rules(n, &edges, misere);
        let start = start % n;
        let first = if computer_first { Side::Computer } else { Side::Learner };
        let mut game = Match::new(rules.clone(), start, first);
        let mut rng = Rng::new(seed);
        let mut moves = 0;
        while !game.is_over() {
            let options = rules.legal_moves(game.position(), usize::MAX).expect("listed");
            let pick = rng.range(0, options.len() as u64 - 1) as usize;
            prop_assert!(game.play(options[pick]).is_ok());
            moves += 1;
            prop_assert!(moves <= 2 * n + 1, "a match of {} learner moves", moves);
        }
        prop_assert_eq!(game.first_mistake(Side::Computer), None);
        // The theorem's words state each vertex's value.
        for v in 0..n {
            let words = rules.theorem_words(&v, Lang::En);
            let says = match rules.value(v).outcome {
                GraphOutcome::Win => "the player to move wins",
                GraphOutcome::Lose => "the player to move loses",
                GraphOutcome::Draw => "D (a draw)",
            };
            prop_assert!(words.contains(says), "vertex {}: {}", v, words);
        }
        let computer_turn = game.turns().iter().find(|t| t.by == Side::Computer);
        if let Some(turn) = computer_turn {
            let value = rules.value(turn.before).outcome;
            let result = match game.winner() {
                Some(Side::Computer) => GraphOutcome::Win,
                Some(Side::Learner) => GraphOutcome::Lose,
                None => GraphOutcome::Draw,
            };
            prop_assert!(result.rank() >= value.rank(), "{:?} from {:?}", result, value);
            prop_assert!(turn.reason.is_some());
        }
        // The computer on a won vertex against a learner who delays with perfect play.
        let won = (0..n).find(|&v| rules.value(v).outcome == GraphOutcome::Win);
        if let Some(v) = won {
            let remoteness = rules.value(v).remoteness.expect("a win ends");
            let mut game = Match::new(rules.clone(), v, Side::Computer);
            while !game.is_over() {
                let best = game.best_move_after(game.turns().len()).expect("valued");
                prop_assert!(game.play(best).is_ok());
            }
            prop_assert_eq!(game.winner(), Some(Side::Computer));
            prop_assert_eq!(game.turns().len() as u64, remoteness);
        }
    }
}

#[test]
fn a_thrown_win_is_found_reviewed_and_rewound() {
    // The lesson's 1 4 4: taking the single stone wins; lowering a 4 to 3 throws the win away.
    let mut game = nim_match(&[1, 4, 4], Side::Learner, Strength::Perfect, 1);
    assert_eq!(game.thrown_win(), None, "no move yet");
    game.play(WinningMove { heap: 2, take: 1 }).expect("legal");
    assert_eq!(game.thrown_win(), Some(0));
    assert_eq!(game.first_mistake(Side::Learner), Some(0));
    assert_eq!(game.first_mistake(Side::Computer), None);
    let review = game.review();
    assert_eq!(review[0].before.outcome, GraphOutcome::Win);
    assert_eq!(review[0].before.remoteness, Ok(9));
    assert_eq!(
        review[0].after.outcome,
        GraphOutcome::Win,
        "1 4 3 is won for the computer"
    );
    assert_eq!(
        game.best_move_after(0),
        Some(WinningMove { heap: 0, take: 1 }),
        "the better move"
    );
    let better = game.better_turn(0).expect("a better move exists");
    assert_eq!(better.mv, WinningMove { heap: 0, take: 1 });
    assert_eq!(better.after, vec![0, 4, 4]);
    assert!(better.reason.is_some(), "explained by the theorem");
    let words = game.rules().reason_words(&better, Lang::En);
    assert!(words.contains("X = 1"), "the XOR of 1 4 4: {words}");
    assert_eq!(game.better_turn(5), None, "no such move");
    // Undo takes back the whole turn; rewinding to the start does the same.
    assert!(game.take_back());
    assert_eq!(game.position(), &vec![1, 4, 4]);
    game.play(WinningMove { heap: 0, take: 1 }).expect("legal");
    assert_eq!(game.thrown_win(), None);
    game.rewind(0);
    assert!(game.turns().is_empty());
    assert_eq!(game.to_move(), Side::Learner);
}

#[test]
fn strengths_read_back_their_keys() {
    for strength in Strength::CHOICES {
        assert_eq!(Strength::from_key(&strength.key()), strength);
    }
    assert_eq!(Strength::from_key("<script>"), Strength::Perfect);
}
