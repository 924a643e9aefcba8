//! Remoteness checked against a brute force that applies Smith's definition literally: the
//! game tree explored by plain recursion (no memo, no sorting of heaps), the winner taking the
//! fastest win and the loser the slowest loss.

use nimlab_solver::graph::GraphOutcome;
use nimlab_solver::nim::remoteness::values as nim_values;
use nimlab_solver::nim::{Heaps, Rule};
use nimlab_solver::subtraction::{MoveSet, SubtractionGame};
use proptest::prelude::*;

/// `(wins, remoteness)` of a position from its children, by the definition.
fn brute<P>(position: &P, children: &dyn Fn(&P) -> Vec<P>, last_move_wins: bool) -> (bool, u64) {
    let options: Vec<(bool, u64)> = children(position)
        .iter()
        .map(|child| brute(child, children, last_move_wins))
        .collect();
    if options.is_empty() {
        return (!last_move_wins, 0);
    }
    let fastest_win = options.iter().filter(|o| !o.0).map(|o| o.1).min();
    match fastest_win {
        Some(r) => (true, r + 1),
        None => (false, 1 + options.iter().map(|o| o.1).max().unwrap_or(0)),
    }
}

fn move_set(moves: &[u64]) -> MoveSet {
    let text: Vec<String> = moves.iter().map(u64::to_string).collect();
    MoveSet::parse(&text.join(" ")).expect("distinct moves in range")
}

// `brute` hands each position as `&P`, and here `P` is the `Vec` itself.
#[allow(clippy::ptr_arg)]
fn nim_children(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for (i, &a) in heaps.iter().enumerate() {
        for to in 0..a {
            let mut after = heaps.clone();
            after[i] = to;
            out.push(after);
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn subtraction_tables_and_periods_match_the_definition(
        moves in prop::collection::btree_set(1u64..=6, 1..=3),
        n in 0u64..=18,
    ) {
        let moves: Vec<u64> = moves.into_iter().collect();
        let game = SubtractionGame::new(move_set(&moves));
        let children = |&p: &u64| -> Vec<u64> {
            moves.iter().filter(|&&s| s <= p).map(|&s| p - s).collect()
        };
        let (wins, remoteness) = brute(&n, &children, true);
        let value = game.values(n as usize)[n as usize];
        prop_assert_eq!(value.outcome.is_win(), wins);
        prop_assert_eq!(value.remoteness, remoteness);
        let by_rule = game.remoteness_rule().value(n).expect("small piles are in the table");
        prop_assert_eq!(by_rule, value);
    }

    #[test]
    fn subtraction_periods_continue_the_table(
        moves in prop::collection::btree_set(1u64..=16, 1..=5),
    ) {
        // The rule fills at least 1,024 cells; piles past them are read through the proven
        // arithmetic period, and must agree with a table filled that far.
        let moves: Vec<u64> = moves.into_iter().collect();
        let game = SubtractionGame::new(move_set(&moves));
        let rule = game.remoteness_rule();
        prop_assert!(rule.period().is_some(), "no period for {:?}", moves);
        let table = game.values(20_000);
        for (n, &want) in table.iter().enumerate() {
            prop_assert_eq!(rule.value(n as u64), Ok(want), "S = {:?}, n = {}", moves, n);
        }
    }

    #[test]
    fn nim_values_and_every_move_match_the_definition(
        sizes in prop::collection::vec(0u64..=4, 1..=3),
        misere in any::<bool>(),
    ) {
        let rule = if misere { Rule::Misere } else { Rule::Normal };
        let normal = rule == Rule::Normal;
        let (wins, remoteness) = brute(&sizes, &nim_children, normal);
        let heaps = Heaps::new(sizes.clone()).expect("1 to 3 heaps");
        let got = nim_values(&heaps, rule);
        prop_assert_eq!(got.outcome == GraphOutcome::Win, wins);
        prop_assert_eq!(got.remoteness, Ok(remoteness));
        let moves = got.moves.expect("at most 12 moves");
        let children = nim_children(&sizes);
        prop_assert_eq!(moves.len(), children.len());
        for mv in &moves {
            let mut after = sizes.clone();
            after[mv.mv.heap] -= mv.mv.take;
            let (child_wins, child_remoteness) = brute(&after, &nim_children, normal);
            prop_assert_eq!(mv.after.outcome == GraphOutcome::Win, child_wins, "{:?}", mv);
            prop_assert_eq!(mv.after.remoteness, Ok(child_remoteness), "{:?}", mv);
        }
    }
}
