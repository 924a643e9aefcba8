//! The ad hoc rules against literal searches of their game graphs, and the disc-placing
//! symmetry strategy against random opponents (that game has no finite graph to search).

use std::collections::{BTreeMap, HashMap};

use nimlab_solver::adhoc::{
    solve_discs, solve_logs, solve_one_two_k, solve_permutation, Board, Logs, OneTwoK, Permutation,
};
use nimlab_solver::input::RawInt;
use nimlab_solver::Outcome;
use proptest::prelude::*;

fn raw(values: &[u64]) -> Vec<RawInt> {
    values.iter().map(|&v| RawInt::Value(v.into())).collect()
}

/// W iff some legal jump (distance a positive multiple of a[i], to a larger value) reaches L.
fn brute_jump(a: &[usize], i: usize, memo: &mut HashMap<usize, bool>) -> bool {
    if let Some(&w) = memo.get(&i) {
        return w;
    }
    let wins = (0..a.len()).any(|j| {
        let distance = i.abs_diff(j);
        distance > 0 && distance % a[i] == 0 && a[j] > a[i] && !brute_jump(a, j, memo)
    });
    memo.insert(i, wins);
    wins
}

/// W iff some cut reaches L; the state is the multiset of log lengths.
fn brute_logs(logs: &BTreeMap<u64, usize>, memo: &mut HashMap<Vec<(u64, usize)>, bool>) -> bool {
    let key: Vec<(u64, usize)> = logs.iter().map(|(&l, &c)| (l, c)).collect();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut wins = false;
    for &length in logs.keys() {
        for piece in 1..length {
            let mut next = logs.clone();
            let count = next.entry(length).or_insert(0);
            *count -= 1;
            if *count == 0 {
                next.remove(&length);
            }
            *next.entry(piece).or_insert(0) += 1;
            *next.entry(length - piece).or_insert(0) += 1;
            wins |= !brute_logs(&next, memo);
        }
    }
    memo.insert(key, wins);
    wins
}

/// Discs in doubled coordinates (the centre of an a × b table is then an integer point).
struct Table {
    width2: i64,
    height2: i64,
    radius2: i64,
    centres: Vec<(i64, i64)>,
}

impl Table {
    fn legal(&self, (x, y): (i64, i64)) -> bool {
        let inside = x >= self.radius2
            && y >= self.radius2
            && x + self.radius2 <= self.width2
            && y + self.radius2 <= self.height2;
        // Touching is allowed; overlapping is not.
        inside
            && self
                .centres
                .iter()
                .all(|&(cx, cy)| (cx - x).pow(2) + (cy - y).pow(2) >= (2 * self.radius2).pow(2))
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn permutation_rule_equals_the_search(values in (1usize..=40).prop_flat_map(|n| Just((1..=n as u64).collect::<Vec<_>>()).prop_shuffle())) {
        let perm = Permutation::from_raw(&raw(&values)).expect("a permutation");
        let a: Vec<usize> = values.iter().map(|&v| v as usize).collect();
        let mut memo = HashMap::new();
        for (i, outcome) in perm.outcomes().iter().enumerate() {
            prop_assert_eq!(outcome.is_win(), brute_jump(&a, i, &mut memo), "cell {}", i);
        }
    }

    #[test]
    fn one_two_k_rule_equals_the_search(k in 3u64..=40, n in 0u64..=400) {
        let mut wins: Vec<bool> = Vec::new();
        for m in 0..=n {
            let w = [1, 2, k].iter().any(|&s| s <= m && !wins[(m - s) as usize]);
            wins.push(w);
        }
        let game = OneTwoK::new(n, k).expect("valid");
        prop_assert_eq!(game.outcome().is_win(), wins[n as usize]);
        for step in game.winning_steps() {
            prop_assert!(!wins[(n - step) as usize]);
        }
    }

    #[test]
    fn one_two_k_far_positions_follow_the_period(k in 3u64..=1_000_000_000_000, q in 0u64..1_000_000, r in 0u64..=2000) {
        // Shifting by whole periods (3(k + 1) covers both cases) never changes the outcome.
        let r = r % (k + 1);
        let period = 3 * (k + 1);
        let near = OneTwoK::new(r, k).expect("valid").outcome();
        if let Some(far) = q.checked_mul(period).and_then(|s| s.checked_add(r)) {
            prop_assert_eq!(OneTwoK::new(far, k).expect("valid").outcome(), near);
        }
    }

    #[test]
    fn logs_parity_equals_the_search(lengths in proptest::collection::vec(1u64..=6, 1..=3)) {
        let logs = Logs::from_raw(&raw(&lengths)).expect("valid");
        let mut multiset = BTreeMap::new();
        for &l in &lengths {
            *multiset.entry(l).or_insert(0) += 1;
        }
        let mut memo = HashMap::new();
        prop_assert_eq!(logs.outcome() == Outcome::Win, brute_logs(&multiset, &mut memo));
    }

    #[test]
    fn the_mirror_reply_is_always_legal(
        a in 2i64..=30, b in 2i64..=30, r in 1i64..=6,
        tries in proptest::collection::vec((0i64..=60, 0i64..=60), 0..60),
    ) {
        let board = Board { width: a as u64, height: b as u64, radius: r as u64 };
        prop_assume!(board.disc_fits());
        let mut table = Table { width2: 2 * a, height2: 2 * b, radius2: 2 * r, centres: Vec::new() };
        let centre = (a, b);
        prop_assert!(table.legal(centre));
        table.centres.push(centre);
        for (x, y) in tries {
            if table.legal((x, y)) {
                table.centres.push((x, y));
                let mirror = (2 * a - x, 2 * b - y);
                prop_assert!(table.legal(mirror), "mirror of {:?} on {}×{} r={}", (x, y), a, b, r);
                table.centres.push(mirror);
            }
        }
    }

    #[test]
    fn judges_never_panic(text in "\\PC{0,40}") {
        let _ = solve_permutation(&text);
        let _ = solve_one_two_k(&text);
        let _ = solve_logs(&text);
        let _ = solve_discs(&text);
    }

    #[test]
    fn judges_never_panic_on_numbers(text in "[-0-9 \\n]{0,40}") {
        let _ = solve_permutation(&text);
        let _ = solve_one_two_k(&text);
        let _ = solve_logs(&text);
        let _ = solve_discs(&text);
    }
}
