//! Every game played against the computer, checked the same way on random small positions:
//! its theorem's outcome ([`Rules::outcome`]) against a search of its positions by the
//! definition (a position is won when some move hands over a lost one), its list of legal
//! moves against its own move check, its words for the moves perfect play makes, and the
//! coach's perfect move (the fastest win, the slowest loss).

use nimlab_solver::bipartite::play::TokenRules;
use nimlab_solver::bipartite::{BipartiteGraph, Half, Vertex};
use nimlab_solver::coach::{Coach, Positions};
use nimlab_solver::coin_turning::play::CoinGame;
use nimlab_solver::coin_turning::{CoinBoard, CoinRule};
use nimlab_solver::fibonacci::FibRules;
use nimlab_solver::fibonacci::Position as FibPosition;
use nimlab_solver::input::RawInt;
use nimlab_solver::nim::moore::MooreRules;
use nimlab_solver::nim::play::NimRules;
use nimlab_solver::nim::staircase::{StairPosition, StairRules};
use nimlab_solver::nim::{Heaps, Rule};
use nimlab_solver::play::Rules;
use nimlab_solver::remoteness::Search;
use nimlab_solver::wythoff::Heaps as Queen;
use nimlab_solver::wythoff::QueenGame;
use nimlab_solver::Outcome;
use proptest::prelude::*;

/// Checks `position` and every move from it; returns a description of the first mismatch.
fn check<R: Rules + Clone>(rules: &R, position: &R::Position) -> Result<(), String> {
    let mut search = Search::new(Positions(rules.clone()));
    let searched = search
        .value(position.clone())
        .map_err(|why| format!("{position:?}: small positions are searched ({why:?})"))?;
    if searched.outcome != rules.outcome(position) {
        return Err(format!(
            "{position:?}: the theorem says {:?}, the search {:?}",
            rules.outcome(position),
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
        if option.after.outcome != value.outcome || option.after.remoteness != Ok(value.remoteness)
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
