//! The Nim family checked against independent brute force: memoised searches of each game's
//! graph with the W/L rule applied literally (a position is W exactly when some move reaches an
//! L position), never the XOR rules the solver uses.

use std::collections::HashMap;

use nimlab_solver::nim::counting::{count_losing_choices, solve_forced_pile};
use nimlab_solver::nim::exercises::{
    omega_table, solve_count_winning_moves, solve_range_nim, solve_splitting_game,
};
use nimlab_solver::nim::moore::Moore;
use nimlab_solver::nim::{
    analyze, staircase, BitTable, Heaps, NimStepKind, NimTrace, Rule, WinningMove, HEAPS,
};
use nimlab_solver::{Outcome, Traced};
use proptest::prelude::*;

/// Every position one move away in a game, given the rule for moves.
type Moves = fn(&[u64], usize) -> Vec<Vec<u64>>;

/// Whether the player to move wins, by search. `terminal_wins` is the verdict when there is no
/// move (false in normal play, true in misère play).
fn wins(
    position: &[u64],
    moves: Moves,
    k: usize,
    terminal_wins: bool,
    memo: &mut HashMap<Vec<u64>, bool>,
) -> bool {
    if let Some(&w) = memo.get(position) {
        return w;
    }
    let next = moves(position, k);
    let result = if next.is_empty() {
        terminal_wins
    } else {
        next.iter().any(|p| !wins(p, moves, k, terminal_wins, memo))
    };
    memo.insert(position.to_vec(), result);
    result
}

/// Nim by search, with heaps in any order (the key is sorted: the order cannot matter).
fn nim_wins(position: &[u64], misere: bool, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = position.to_vec();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let next = nim_moves(&key, 1);
    let result = if next.is_empty() {
        misere
    } else {
        next.iter().any(|p| !nim_wins(p, misere, memo))
    };
    memo.insert(key, result);
    result
}

/// Nim: lower one heap.
fn nim_moves(position: &[u64], _: usize) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for (i, &a) in position.iter().enumerate() {
        for to in 0..a {
            let mut p = position.to_vec();
            p[i] = to;
            out.push(p);
        }
    }
    out
}

/// Moore's Nim-k: lower between 1 and k heaps, each by any positive amount.
fn moore_moves(position: &[u64], k: usize) -> Vec<Vec<u64>> {
    let n = position.len();
    let mut out = Vec::new();
    for mask in 1u32..(1 << n) {
        if mask.count_ones() as usize > k || (0..n).any(|i| mask >> i & 1 == 1 && position[i] == 0)
        {
            continue;
        }
        // Every combination of new sizes below the old ones on the chosen heaps.
        let mut current = vec![position.to_vec()];
        for i in (0..n).filter(|i| mask >> i & 1 == 1) {
            current = current
                .into_iter()
                .flat_map(|p| {
                    (0..position[i]).map(move |to| {
                        let mut q = p.clone();
                        q[i] = to;
                        q
                    })
                })
                .collect();
        }
        out.extend(current);
    }
    out
}

/// Staircase: take from step 0, or move stones from step j to step j − 1.
fn stair_moves(position: &[u64], _: usize) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for (j, &a) in position.iter().enumerate() {
        for c in 1..=a {
            let mut p = position.to_vec();
            p[j] -= c;
            if j > 0 {
                p[j - 1] += c;
            }
            out.push(p);
        }
    }
    out
}

fn outcome_of(win: bool) -> Outcome {
    if win {
        Outcome::Win
    } else {
        Outcome::Lose
    }
}

fn heaps_of(sizes: &[u64]) -> Heaps {
    Heaps::new(sizes.to_vec()).expect("1..=4 heaps")
}

fn small_heaps(max: u64) -> impl Strategy<Value = Vec<u64>> {
    proptest::collection::vec(0..=max, 1..=4)
}

/// The moves from `sizes` into a losing position, by search.
fn brute_winning_moves(sizes: &[u64], misere: bool) -> Vec<WinningMove> {
    let mut memo = HashMap::new();
    let mut moves = Vec::new();
    for (heap, &a) in sizes.iter().enumerate() {
        for take in 1..=a {
            let mut p = sizes.to_vec();
            p[heap] -= take;
            if !nim_wins(&p, misere, &mut memo) {
                moves.push(WinningMove { heap, take });
            }
        }
    }
    moves
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn nim_matches_search(sizes in small_heaps(7), misere in any::<bool>()) {
        let rule = if misere { Rule::Misere } else { Rule::Normal };
        let verdict = analyze(&heaps_of(&sizes), rule);
        let mut memo = HashMap::new();
        let expected = outcome_of(nim_wins(&sizes, misere, &mut memo));
        prop_assert_eq!(verdict.outcome, expected);
        prop_assert_eq!(verdict.winning_moves, brute_winning_moves(&sizes, misere));
    }

    #[test]
    fn moore_matches_search(sizes in small_heaps(4), k in 1u64..=4) {
        let game = Moore::new(heaps_of(&sizes), k).expect("k ≥ 1");
        let mut memo = HashMap::new();
        let k_used = (k as usize).min(sizes.len());
        let expected = outcome_of(wins(&sizes, moore_moves, k_used, false, &mut memo));
        prop_assert_eq!(game.outcome(), expected);
        match game.winning_move() {
            None => prop_assert_eq!(expected, Outcome::Lose),
            Some(moves) => {
                prop_assert!(!moves.is_empty() && moves.len() <= k as usize);
                let mut after = sizes.clone();
                for m in &moves {
                    prop_assert!(m.take >= 1 && m.take <= after[m.heap]);
                    prop_assert_eq!(after[m.heap], sizes[m.heap], "heap touched twice");
                    after[m.heap] -= m.take;
                }
                prop_assert!(!wins(&after, moore_moves, k_used, false, &mut memo));
            }
        }
    }

    #[test]
    fn staircase_matches_search(steps in small_heaps(4)) {
        let heaps = heaps_of(&steps);
        let mut memo = HashMap::new();
        let expected = outcome_of(wins(&steps, stair_moves, 0, false, &mut memo));
        prop_assert_eq!(staircase::outcome(&heaps), expected);
        match staircase::winning_move(&heaps) {
            None => prop_assert_eq!(expected, Outcome::Lose),
            Some(m) => {
                prop_assert!(m.stones >= 1 && m.stones <= steps[m.from]);
                let mut after = steps.clone();
                after[m.from] -= m.stones;
                if let Some(to) = m.to() {
                    after[to] += m.stones;
                }
                prop_assert!(!wins(&after, stair_moves, 0, false, &mut memo));
            }
        }
    }

    #[test]
    fn forced_heap_count_matches_search(piles in proptest::collection::vec(1u64..=7, 1..=6)) {
        // Every non-empty subset S and forced heap i in S: the first player must take from i.
        let n = piles.len();
        let mut memo = HashMap::new();
        let mut expected = 0u64;
        for mask in 1u32..(1 << n) {
            let chosen: Vec<u64> = (0..n).filter(|i| mask >> i & 1 == 1).map(|i| piles[i]).collect();
            for forced in 0..chosen.len() {
                let first_wins = (1..=chosen[forced]).any(|take| {
                    let mut p = chosen.clone();
                    p[forced] -= take;
                    !nim_wins(&p, false, &mut memo)
                });
                expected += u64::from(!first_wins);
            }
        }
        prop_assert_eq!(count_losing_choices(&piles), expected);
        let input = format!("{n}\n{}", piles.iter().map(u64::to_string).collect::<Vec<_>>().join(" "));
        prop_assert_eq!(solve_forced_pile(&input), Ok(expected.to_string()));
    }

    #[test]
    fn exercise_3_counts_the_searched_winning_moves(sizes in proptest::collection::vec(1u64..=7, 1..=4)) {
        let moves = brute_winning_moves(&sizes, false);
        let expected = if moves.is_empty() { "Binh 0".to_string() } else { format!("An {}", moves.len()) };
        let input = format!("{}\n{}", sizes.len(), sizes.iter().map(u64::to_string).collect::<Vec<_>>().join(" "));
        prop_assert_eq!(solve_count_winning_moves(&input), Ok(expected));
    }

    #[test]
    fn exercise_7_matches_a_plain_array(
        values in proptest::collection::vec(1u64..=8, 1..=8),
        ops in proptest::collection::vec((any::<bool>(), 0usize..8, 0usize..8, 1u64..=8), 0..20),
    ) {
        let n = values.len();
        let mut array = values.clone();
        let mut lines = Vec::new();
        let mut expected = Vec::new();
        let mut memo = HashMap::new();
        for (assign, x, y, v) in ops {
            let (x, y) = (x % n, y % n);
            if assign {
                array[x] = v;
                lines.push(format!("1 {} {v}", x + 1));
            } else {
                let (l, r) = (x.min(y), x.max(y));
                // Who wins Nim on a[l..=r], by search over the heaps themselves.
                let first = nim_wins(&array[l..=r], false, &mut memo);
                expected.push(if first { "An" } else { "Binh" });
                lines.push(format!("2 {} {}", l + 1, r + 1));
            }
        }
        let input = format!(
            "{n} {}\n{}\n{}",
            lines.len(),
            values.iter().map(u64::to_string).collect::<Vec<_>>().join(" "),
            lines.join("\n")
        );
        prop_assert_eq!(solve_range_nim(&input), Ok(expected.join("\n")));
    }

    #[test]
    fn exercise_8_matches_the_divisor_game(numbers in proptest::collection::vec(1u64..=24, 1..=3)) {
        fn divisor_moves(position: &[u64], _: usize) -> Vec<Vec<u64>> {
            let mut out = Vec::new();
            for (i, &x) in position.iter().enumerate() {
                for d in (2..=x).filter(|d| x % d == 0) {
                    let mut p = position.to_vec();
                    p[i] = x / d;
                    out.push(p);
                }
            }
            out
        }
        let mut memo = HashMap::new();
        let first = wins(&numbers, divisor_moves, 0, false, &mut memo);
        let input = format!("{}\n{}", numbers.len(), numbers.iter().map(u64::to_string).collect::<Vec<_>>().join(" "));
        prop_assert_eq!(solve_splitting_game(&input), Ok(if first { "An" } else { "Binh" }.to_string()));
    }

    #[test]
    fn big_heaps_follow_bouton(sizes in proptest::collection::vec(any::<u64>(), 1..=6)) {
        let heaps = heaps_of(&sizes);
        let verdict = analyze(&heaps, Rule::Normal);
        let table = BitTable::new(&heaps);
        prop_assert_eq!(verdict.winning_moves.len(), table.carriers.len());
        for m in &verdict.winning_moves {
            let after = sizes[m.heap] - m.take;
            prop_assert!(m.take >= 1);
            prop_assert_eq!(verdict.nim_sum ^ sizes[m.heap] ^ after, 0);
        }
        let x_bits: u64 = table.xor_row.iter().fold(0, |x, &b| x << 1 | u64::from(b));
        prop_assert_eq!(x_bits, verdict.nim_sum);
        // The trace writes the same XOR row and ends on the first carrier's move.
        let trace = NimTrace::new(&heaps);
        let steps = trace.steps();
        prop_assert_eq!(steps.len() as u64, trace.total());
        let written: u64 = steps.iter().fold(0, |x, s| match s.kind {
            NimStepKind::ColumnParity { ones, .. } => x << 1 | (ones % 2) as u64,
            _ => x,
        });
        prop_assert_eq!(written, verdict.nim_sum);
        if let Some(first) = verdict.winning_moves.first() {
            let last = steps.last().map(|s| s.kind.clone());
            let is_first_move = matches!(last, Some(NimStepKind::Move { heap, .. }) if heap == first.heap);
            prop_assert!(is_first_move);
        }
        let paged: Vec<_> = (0..trace.total()).step_by(97).flat_map(|f| trace.page(f, 97)).collect();
        prop_assert_eq!(paged.len() as u64, trace.total());
    }

    #[test]
    fn omega_matches_trial_division(x in 1usize..=5000) {
        let mut rest = x;
        let mut count = 0;
        let mut p = 2;
        while rest > 1 {
            while rest % p == 0 {
                rest /= p;
                count += 1;
            }
            p += 1;
        }
        prop_assert_eq!(omega_table(x)[x], count);
    }

    #[test]
    fn parsers_never_panic(text in "\\PC{0,40}") {
        let _ = Heaps::parse(&text, HEAPS);
        let _ = solve_count_winning_moves(&text);
        let _ = solve_range_nim(&text);
        let _ = solve_splitting_game(&text);
        let _ = solve_forced_pile(&text);
    }

    #[test]
    fn judge_parsers_never_panic_on_numbers(tokens in proptest::collection::vec(0u64..12, 0..12)) {
        let text = tokens.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        let _ = solve_count_winning_moves(&text);
        let _ = solve_range_nim(&text);
        let _ = solve_splitting_game(&text);
        let _ = solve_forced_pile(&text);
    }
}
