//! Zeckendorf notation and Fibonacci Nim checked against independent brute force: the
//! representation against an exhaustive search of sums of non-neighbouring Fibonacci
//! numbers, and the game against a memoised search of `(n, quota)` by the rule alone.

use std::collections::{BTreeSet, HashMap};

use nimlab_solver::fibonacci::{self, is_fibonacci, Position, Zeckendorf, BASIS, BASIS_LEN};
use nimlab_solver::Outcome;
use proptest::prelude::*;

/// Whether the player to move wins `(n, quota)` by the rule: take 1..=min(quota, n), the
/// opponent's quota is twice the take; no stones left means the mover has lost.
fn brute_wins(n: u64, quota: u64, memo: &mut HashMap<(u64, u64), bool>) -> bool {
    let quota = quota.min(n);
    if let Some(&w) = memo.get(&(n, quota)) {
        return w;
    }
    let wins = (1..=quota).any(|take| !brute_wins(n - take, 2 * take, memo));
    memo.insert((n, quota), wins);
    wins
}

fn brute_winning_takes(n: u64, quota: u64, memo: &mut HashMap<(u64, u64), bool>) -> Vec<u64> {
    (1..=quota.min(n))
        .filter(|&take| !brute_wins(n - take, 2 * take, memo))
        .collect()
}

/// Every way of writing `n` as a sum of distinct, non-neighbouring terms of 1, 2, 3, 5, …
fn all_representations(n: u64) -> BTreeSet<u128> {
    fn go(rest: u64, below: usize, bits: u128, out: &mut BTreeSet<u128>) {
        if rest == 0 {
            out.insert(bits);
            return;
        }
        for i in (0..below).rev() {
            if BASIS[i] <= rest {
                // The next term must skip index i − 1.
                go(rest - BASIS[i], i.saturating_sub(1), bits | 1 << i, out);
            }
        }
    }
    let mut out = BTreeSet::new();
    go(n, BASIS_LEN, 0, &mut out);
    out
}

#[test]
fn published_fibonacci_numbers() {
    // OEIS A000045, Fibonacci numbers F(2..=30) (1, 2, 3, 5, … as Yaglom's basis), and the
    // footnote list of seed 003: 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377.
    let a000045 = [
        1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 2584, 4181, 6765,
        10946, 17711, 28657, 46368, 75025, 121393, 196418, 317811, 514229, 832040,
    ];
    assert_eq!(BASIS[..a000045.len()], a000045);
    // F(93) = 12200160415121876738, the largest Fibonacci number below 2^64.
    assert_eq!(BASIS[BASIS_LEN - 1], 12_200_160_415_121_876_738);
}

#[test]
fn zeckendorf_is_the_only_representation_up_to_2000() {
    for n in 0..=2000u64 {
        let z = Zeckendorf::of(n);
        assert_eq!(all_representations(n), BTreeSet::from([z.bits()]), "n={n}");
    }
}

#[test]
fn every_position_up_to_60_matches_the_game() {
    let mut memo = HashMap::new();
    for n in 0..=60u64 {
        for quota in 0..=61u64 {
            let position = Position { n, quota };
            let expected = brute_wins(n, quota, &mut memo);
            assert_eq!(
                fibonacci::outcome(position).is_win(),
                expected,
                "({n}, {quota})"
            );
            assert_eq!(
                fibonacci::analyze(position).winning_takes,
                brute_winning_takes(n, quota, &mut memo),
                "({n}, {quota})"
            );
        }
        // The first move: lose exactly on Fibonacci numbers (seed 000, Fibonacci Nim).
        let first = fibonacci::outcome(Position::first_move(n));
        assert_eq!(first == Outcome::Lose, n == 0 || is_fibonacci(n), "n={n}");
    }
}

#[test]
fn values_near_10_18_and_2_64() {
    // 10^18 is not a Fibonacci number: the first player wins by taking its smallest term.
    let v = fibonacci::analyze(Position::first_move(1_000_000_000_000_000_000));
    assert_eq!(v.outcome, Outcome::Win);
    let smallest = v.zeckendorf.smallest_term().expect("positive");
    assert_eq!(v.winning_takes.first(), Some(&smallest));
    assert_eq!(v.zeckendorf.value(), 1_000_000_000_000_000_000);
    // F(93) loses for the first player; F(93) + 1 wins by taking 1.
    let f93 = BASIS[BASIS_LEN - 1];
    assert_eq!(fibonacci::outcome(Position::first_move(f93)), Outcome::Lose);
    assert!(fibonacci::analyze(Position::first_move(f93))
        .winning_takes
        .is_empty());
    assert_eq!(
        fibonacci::analyze(Position::first_move(f93 + 1)).winning_takes,
        vec![1]
    );
    let top = fibonacci::analyze(Position {
        n: u64::MAX,
        quota: u64::MAX,
    });
    assert_eq!(top.zeckendorf.value(), u64::MAX);
    assert_eq!(top.winning_takes.last(), Some(&u64::MAX));
}

fn any_pile() -> impl Strategy<Value = u64> {
    prop_oneof![
        0u64..100_000,
        any::<u64>(),
        (u64::MAX - 1000)..=u64::MAX,
        999_999_999_999_999_000u64..=1_000_000_000_000_001_000,
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn zeckendorf_round_trips_without_neighbours(n in any_pile()) {
        let z = Zeckendorf::of(n);
        prop_assert_eq!(z.value(), n);
        prop_assert_eq!(z.bits() & (z.bits() >> 1), 0);
        prop_assert_eq!(z.terms().iter().sum::<u64>(), n);
        prop_assert_eq!(Zeckendorf::parse(&z.digits()), Some(z));
        prop_assert_eq!(Zeckendorf::from_bits(z.bits()), Some(z));
    }

    #[test]
    fn small_positions_match_brute_force(n in 0u64..=60, quota in 0u64..=70) {
        let mut memo = HashMap::new();
        let position = Position { n, quota };
        prop_assert_eq!(fibonacci::outcome(position).is_win(), brute_wins(n, quota, &mut memo));
        prop_assert_eq!(fibonacci::analyze(position).winning_takes, brute_winning_takes(n, quota, &mut memo));
    }

    #[test]
    fn winning_takes_leave_losing_positions(n in any_pile(), quota in any_pile()) {
        let position = Position { n, quota };
        let verdict = fibonacci::analyze(position);
        prop_assert_eq!(verdict.winning_takes.is_empty(), !verdict.outcome.is_win());
        for &take in &verdict.winning_takes {
            prop_assert!(take >= 1 && take <= quota && take <= n);
            prop_assert_eq!(fibonacci::outcome(position.after(take)), Outcome::Lose);
        }
        // The strategy of the theorem: the smallest term, when it is allowed.
        if let Some(z) = verdict.zeckendorf.smallest_term() {
            prop_assert_eq!(verdict.winning_takes.first() == Some(&z), z <= quota);
        }
    }

    #[test]
    fn parsing_digits_never_panics(text in "\\PC{0,40}", digits in "[01]{0,100}") {
        let _ = Zeckendorf::parse(&text);
        if let Some(z) = Zeckendorf::parse(&digits) {
            prop_assert_eq!(z.digits(), if digits.trim_start_matches('0').is_empty() { "0".to_string() } else { digits.trim_start_matches('0').to_string() });
        }
    }
}
