//! The subtraction-game solver checked against an independent brute force: a memoised search
//! of the game graph from the top position down, with the W/L and mex rules applied literally.

use std::collections::{BTreeSet, HashMap};

use nimlab_solver::input::RawInt;
use nimlab_solver::subtraction::{MoveSet, PeriodRule, SubtractionGame};
use nimlab_solver::Outcome;
use proptest::prelude::*;

/// Grundy value of `position` by recursion over the game graph.
fn brute_grundy(position: u64, moves: &[u64], memo: &mut HashMap<u64, u64>) -> u64 {
    if let Some(&g) = memo.get(&position) {
        return g;
    }
    let options: BTreeSet<u64> = moves
        .iter()
        .filter(|&&s| s <= position)
        .map(|&s| brute_grundy(position - s, moves, memo))
        .collect();
    let mex = (0..).find(|g| !options.contains(g)).unwrap_or(0);
    memo.insert(position, mex);
    mex
}

/// W/L by the definition: W iff some move reaches an L position.
fn brute_wins(position: u64, moves: &[u64], memo: &mut HashMap<u64, bool>) -> bool {
    if let Some(&w) = memo.get(&position) {
        return w;
    }
    let wins = moves
        .iter()
        .any(|&s| s <= position && !brute_wins(position - s, moves, memo));
    memo.insert(position, wins);
    wins
}

fn move_set(moves: &[u64]) -> MoveSet {
    let raw: Vec<RawInt> = moves
        .iter()
        .map(|&m| RawInt::Value(i128::from(m)))
        .collect();
    MoveSet::from_raw(&raw).expect("generated move sets are valid")
}

fn move_sets() -> impl Strategy<Value = Vec<u64>> {
    proptest::collection::btree_set(1u64..=12, 1..=5).prop_map(|s| s.into_iter().collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn table_matches_brute_force(moves in move_sets(), n in 0usize..=150) {
        let game = SubtractionGame::new(move_set(&moves));
        let table = game.table(n);
        let mut wins = HashMap::new();
        let mut grundy = HashMap::new();
        // Ask from the top down so the memo is filled by the recursion, not in table order.
        for position in (0..=n as u64).rev() {
            let expected = if brute_wins(position, &moves, &mut wins) { Outcome::Win } else { Outcome::Lose };
            prop_assert_eq!(table.outcomes[position as usize], expected, "position {}", position);
            prop_assert_eq!(
                u64::from(table.grundy[position as usize]),
                brute_grundy(position, &moves, &mut grundy)
            );
        }
    }

    #[test]
    fn proven_period_holds_far_beyond_the_table(moves in move_sets(), n in 20usize..=120) {
        let game = SubtractionGame::new(move_set(&moves));
        let table = game.table(n);
        let Some(period) = game.outcome_period(&table) else {
            // No proof inside 0..=n: then no window of m cells repeats inside it.
            return Ok(());
        };
        prop_assert!(period.proof_end(game.window()) <= n);
        let rule = PeriodRule::new(period, &table.outcomes);
        let mut wins = HashMap::new();
        for position in 0..3000u64 {
            let expected = if brute_wins(position, &moves, &mut wins) { Outcome::Win } else { Outcome::Lose };
            prop_assert_eq!(rule.outcome_at(position), expected, "position {}", position);
        }
    }

    #[test]
    fn a_long_enough_table_always_proves_a_period(moves in move_sets()) {
        // With largest move m there are at most 2^m windows, so a repeat is certain by 2^m + m.
        let game = SubtractionGame::new(move_set(&moves));
        let m = game.window();
        let table = game.table((1 << m) + m);
        let period = game.outcome_period(&table);
        prop_assert!(period.is_some());
        let grundy_period = game.grundy_period(&game.table(20_000));
        prop_assert!(grundy_period.is_some());
    }

    #[test]
    fn outcome_row_matches_the_table(moves in move_sets(), n in 0usize..=300) {
        let game = SubtractionGame::new(move_set(&moves));
        prop_assert_eq!(game.outcomes(n), game.table(n).outcomes);
    }

    #[test]
    fn sums_match_a_search_of_the_sum_game(
        moves in move_sets(),
        piles in proptest::collection::vec(0usize..=10, 1..=3),
    ) {
        // The sum game searched directly: a move takes from one pile; no move loses.
        fn wins(piles: &mut Vec<usize>, moves: &[u64], memo: &mut HashMap<Vec<usize>, bool>) -> bool {
            let mut key = piles.clone();
            key.sort_unstable();
            if let Some(&w) = memo.get(&key) {
                return w;
            }
            let mut result = false;
            'search: for p in 0..piles.len() {
                for &s in moves {
                    let s = s as usize;
                    if s <= piles[p] {
                        piles[p] -= s;
                        let opponent_wins = wins(piles, moves, memo);
                        piles[p] += s;
                        if !opponent_wins {
                            result = true;
                            break 'search;
                        }
                    }
                }
            }
            memo.insert(key, result);
            result
        }
        let game = SubtractionGame::new(move_set(&moves));
        let expected = wins(&mut piles.clone(), &moves, &mut HashMap::new());
        prop_assert_eq!(game.sum_outcome(&piles) == Outcome::Win, expected);
    }

    #[test]
    fn parsing_never_panics_and_round_trips(text in "\\PC{0,40}") {
        if let Ok(set) = MoveSet::parse(&text) {
            let again = set.values().iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
            prop_assert_eq!(MoveSet::parse(&again), Ok(set));
        }
    }
}
