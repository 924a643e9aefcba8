//! The score-game solvers against literal game-tree searches: every line of play is explored,
//! with no DP, no difference trick and no parity argument.

use std::collections::HashMap;

use nimlab_solver::input::RawInt;
use nimlab_solver::score::{
    solve_ends_first, solve_ends_scores, solve_zjoi_piles, IntervalTrace, PileEnd, PileRow, Row,
    SummaryFill,
};
use nimlab_solver::{Outcome, Traced};
use proptest::prelude::*;

fn row(values: &[i64]) -> Row {
    let raw: Vec<RawInt> = values.iter().map(|&v| RawInt::Value(v.into())).collect();
    Row::from_raw(&raw).expect("generated rows are valid")
}

/// (score of the player to move, score of the other) on `a`, both maximising their own score.
fn brute_scores(a: &[i64]) -> (i64, i64) {
    let [first, .., last] = a else {
        return (a.first().copied().unwrap_or(0), 0);
    };
    let (left_them, left_me) = brute_scores(&a[1..]);
    let (right_them, right_me) = brute_scores(&a[..a.len() - 1]);
    let left = (first + left_me, left_them);
    let right = (last + right_me, right_them);
    if left.0 >= right.0 {
        left
    } else {
        right
    }
}

/// Greedy to move (`greedy_turn`) or the opponent, who minimises greedy's lead: (greedy, other).
fn brute_greedy(a: &[i64], greedy_turn: bool) -> (i64, i64) {
    if a.is_empty() {
        return (0, 0);
    }
    let n = a.len();
    let take = |left: bool| {
        let (value, rest) = if left {
            (a[0], &a[1..])
        } else {
            (a[n - 1], &a[..n - 1])
        };
        let (g, o) = brute_greedy(rest, !greedy_turn);
        if greedy_turn {
            (g + value, o)
        } else {
            (g, o + value)
        }
    };
    if greedy_turn {
        take(a[0] >= a[n - 1])
    } else {
        let (l, r) = (take(true), take(false));
        if l.0 - l.1 <= r.0 - r.1 {
            l
        } else {
            r
        }
    }
}

fn rows(max_len: usize) -> impl Strategy<Value = Vec<i64>> {
    proptest::collection::vec(
        prop_oneof![-20i64..=20, -1_000_000_000i64..=1_000_000_000],
        1..=max_len,
    )
}

/// W iff some move (shrink or remove an end pile) reaches an L row.
fn brute_piles(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    let mut wins = false;
    let ends = match piles.len() {
        0 => vec![],
        1 => vec![0],
        n => vec![0, n - 1],
    };
    for end in ends {
        for rest in 0..piles[end] {
            let mut next = piles.to_vec();
            if rest == 0 {
                next.remove(end);
            } else {
                next[end] = rest;
            }
            wins |= !brute_piles(&next, memo);
        }
    }
    memo.insert(piles.to_vec(), wins);
    wins
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn dp_equals_the_game_tree(values in rows(11)) {
        let r = row(&values);
        let (first, second) = brute_scores(&values);
        let scores = r.scores();
        prop_assert_eq!((scores.first, scores.second), (first, second));
        prop_assert_eq!(r.rolled_diff(), first - second);
        prop_assert_eq!(r.grid().get(0, values.len() - 1), Some(first - second));
        // The best first move really achieves the optimum.
        let n = values.len();
        if n > 1 {
            let rest = match r.best_first_move() {
                nimlab_solver::score::End::Left => (values[0], &values[1..]),
                nimlab_solver::score::End::Right => (values[n - 1], &values[..n - 1]),
            };
            prop_assert_eq!(rest.0 + brute_scores(rest.1).1, first);
        }
    }

    #[test]
    fn every_grid_cell_is_its_segment_game(values in rows(9)) {
        let grid = row(&values).grid();
        prop_assert_eq!(&row(&values).grid_by_length(), &grid);
        for l in 0..values.len() {
            for rr in l..values.len() {
                let (me, them) = brute_scores(&values[l..=rr]);
                prop_assert_eq!(grid.get(l, rr), Some(me - them));
            }
        }
    }

    #[test]
    fn greedy_against_a_perfect_reply(values in rows(11)) {
        let (g, o) = brute_greedy(&values, true);
        let greedy = row(&values).greedy();
        prop_assert_eq!((greedy.first, greedy.second), (g, o));
        prop_assert!(greedy.first <= row(&values).scores().first);
    }

    #[test]
    fn summary_in_slices_is_the_brute_force(values in rows(11), budget in 1usize..40) {
        let r = row(&values);
        let mut fill = SummaryFill::new(&r);
        let mut rounds = 0;
        while !fill.advance(budget) {
            rounds += 1;
            prop_assert!(rounds <= values.len());
        }
        let summary = fill.summary().expect("done");
        let (me, them) = brute_scores(&values);
        prop_assert_eq!((summary.scores.first, summary.scores.second), (me, them));
        let (g, o) = brute_greedy(&values, true);
        prop_assert_eq!((summary.greedy.first, summary.greedy.second), (g, o));
        prop_assert_eq!(summary.first_move, r.best_first_move());
    }

    #[test]
    fn parity_plan_is_secured(values in rows(12)) {
        let r = row(&values);
        if let Some(plan) = r.parity_plan() {
            prop_assert!(r.scores().first >= plan.secured);
            prop_assert!(r.scores().diff() >= (plan.even_sum - plan.odd_sum).abs());
        } else {
            prop_assert!(values.len() % 2 == 1);
        }
    }

    #[test]
    fn trace_pages_are_the_grid(values in rows(30), from in 0u64..600, count in 0usize..50) {
        let r = row(&values);
        let grid = r.grid();
        let trace = IntervalTrace::new(&r);
        let n = values.len() as u64;
        prop_assert_eq!(trace.total(), n * (n + 1) / 2);
        let steps = trace.steps(from, count);
        let views = trace.page(from, count);
        prop_assert_eq!(steps.len() as u64, count.min(trace.total().saturating_sub(from) as usize) as u64);
        prop_assert_eq!(steps.len(), views.len());
        // Cells appear by length then left end.
        let mut order = Vec::new();
        for len in 1..=values.len() {
            for l in 0..=values.len() - len {
                order.push((l, l + len - 1));
            }
        }
        for (k, (step, view)) in steps.iter().zip(&views).enumerate() {
            let index = from as usize + k;
            prop_assert_eq!((step.l, step.r), order[index]);
            prop_assert_eq!(Some(step.value()), grid.get(step.l, step.r));
            prop_assert_eq!(view.value.clone(), Some(step.value().to_string()));
        }
    }

    #[test]
    fn zjoi_piles_equal_the_brute_force(piles in proptest::collection::vec(1u64..=5, 1..=5)) {
        let raw: Vec<RawInt> = piles.iter().map(|&p| RawInt::Value(p.into())).collect();
        let verdict = PileRow::from_raw(&raw).expect("valid").verdict();
        let mut memo = HashMap::new();
        prop_assert_eq!(verdict.outcome == Outcome::Win, brute_piles(&piles, &mut memo));
        // The winning moves are exactly the moves to an L row.
        let mut expected = Vec::new();
        let ends: &[PileEnd] = if piles.len() > 1 { &[PileEnd::Left, PileEnd::Right] } else { &[PileEnd::Left] };
        for &end in ends {
            let index = if end == PileEnd::Left { 0 } else { piles.len() - 1 };
            for take in 1..=piles[index] {
                let mut next = piles.clone();
                next[index] -= take;
                if next[index] == 0 {
                    next.remove(index);
                }
                if !brute_piles(&next, &mut memo) {
                    expected.push((end, take));
                }
            }
        }
        let found: Vec<(PileEnd, u64)> = verdict.winning_moves.iter().map(|m| (m.end, m.take)).collect();
        prop_assert_eq!(found, expected);
    }

    #[test]
    fn parsers_never_panic(text in "\\PC{0,40}") {
        let _ = Row::parse(&text);
        let _ = solve_ends_scores(&text);
        let _ = solve_ends_first(&text);
        let _ = solve_zjoi_piles(&text);
    }

    #[test]
    fn judges_never_panic_on_numbers(text in "[-0-9 \\n]{0,40}") {
        let _ = solve_ends_scores(&text);
        let _ = solve_zjoi_piles(&text);
    }
}
