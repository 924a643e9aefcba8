//! Wythoff's game checked against an independent brute force: the W/L table of every
//! position up to 60 × 60, filled from the rule of the game alone (a position is W exactly
//! when some move reaches an L position), with no golden ratio anywhere.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use nimlab_solver::wythoff::{
    self, classify, notation_rows, p_position, p_positions, theorem_two_holds, Beatty, Heaps,
    Notation, Pile, WinningMove, WythoffTrace, MAX_INDEX,
};
use nimlab_solver::{Outcome, Traced};
use proptest::prelude::*;

const SIDE: usize = 60;

/// Every move from `(a, b)`, as (pile, take, target).
fn moves(a: u64, b: u64) -> Vec<(Pile, u64, (u64, u64))> {
    let mut all = Vec::new();
    for take in 1..=a {
        all.push((Pile::A, take, (a - take, b)));
    }
    for take in 1..=b {
        all.push((Pile::B, take, (a, b - take)));
    }
    for take in 1..=a.min(b) {
        all.push((Pile::Both, take, (a - take, b - take)));
    }
    all
}

/// The brute-force table, built once for all tests.
fn brute_table() -> &'static [Vec<bool>] {
    static TABLE: OnceLock<Vec<Vec<bool>>> = OnceLock::new();
    TABLE.get_or_init(fill_brute_table)
}

/// `wins[a][b]` by the definition, filled in an order where every target is already known.
fn fill_brute_table() -> Vec<Vec<bool>> {
    let mut wins = vec![vec![false; SIDE + 1]; SIDE + 1];
    for a in 0..=SIDE {
        for b in 0..=SIDE {
            wins[a][b] = moves(a as u64, b as u64)
                .iter()
                .any(|&(_, _, (x, y))| !wins[x as usize][y as usize]);
        }
    }
    wins
}

fn brute_winning_moves(wins: &[Vec<bool>], a: u64, b: u64) -> BTreeSet<WinningMove> {
    moves(a, b)
        .into_iter()
        .filter(|&(_, _, (x, y))| !wins[x as usize][y as usize])
        .map(|(from, take, _)| WinningMove { from, take })
        .collect()
}

#[test]
fn every_position_up_to_60_matches_the_game() {
    let wins = brute_table();
    for a in 0..=SIDE as u64 {
        for b in 0..=SIDE as u64 {
            let heaps = Heaps { a, b };
            let expected = if wins[a as usize][b as usize] {
                Outcome::Win
            } else {
                Outcome::Lose
            };
            assert_eq!(wythoff::outcome(heaps), expected, "({a}, {b})");
            let fast: BTreeSet<WinningMove> = wythoff::winning_moves(heaps).into_iter().collect();
            assert_eq!(fast, brute_winning_moves(wins, a, b), "({a}, {b})");
        }
    }
}

#[test]
fn published_lower_and_upper_wythoff_sequences() {
    // OEIS A000201, lower Wythoff sequence floor(n*phi), n = 1..68 as listed there.
    let a000201: [u64; 68] = [
        1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32, 33, 35, 37, 38,
        40, 42, 43, 45, 46, 48, 50, 51, 53, 55, 56, 58, 59, 61, 63, 64, 66, 67, 69, 71, 72, 74, 76,
        77, 79, 80, 82, 84, 85, 87, 88, 90, 92, 93, 95, 97, 98, 100, 101, 103, 105, 106, 108, 110,
    ];
    // OEIS A001950, upper Wythoff sequence floor(n*phi^2), n = 1..60 as listed there.
    let a001950: [u64; 60] = [
        2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52, 54, 57, 60,
        62, 65, 68, 70, 73, 75, 78, 81, 83, 86, 89, 91, 94, 96, 99, 102, 104, 107, 109, 112, 115,
        117, 120, 123, 125, 128, 130, 133, 136, 138, 141, 143, 146, 149, 151, 154, 157,
    ];
    let lower: Vec<u64> = p_positions(68).map(|p| p.a).collect();
    let upper: Vec<u64> = p_positions(60).map(|p| p.b).collect();
    assert_eq!(lower, a000201);
    assert_eq!(upper, a001950);
}

#[test]
fn values_near_10_18_and_2_64() {
    // floor(10^18 * phi) with phi = 1.6180339887498948482045868…
    let p = p_position(1_000_000_000_000_000_000).expect("fits");
    assert_eq!(
        (p.a, p.b),
        (1_618_033_988_749_894_848, 2_618_033_988_749_894_848)
    );
    assert!(wythoff::is_p_position(Heaps { a: p.b, b: p.a }));
    // Five more in pile a: take them back, or keep the difference 10^18 − 5 and land on
    // a_(10^18 − 5) = 1618033988749894840 (computed independently with Python's math.isqrt).
    let moved = wythoff::winning_moves(Heaps { a: p.a + 5, b: p.b });
    assert_eq!(
        moved,
        vec![
            WinningMove {
                from: Pile::A,
                take: 5
            },
            WinningMove {
                from: Pile::Both,
                take: 13
            },
        ]
    );
    let shifted = p_position(1_000_000_000_000_000_000 - 5).expect("fits");
    assert_eq!(shifted.a, 1_618_033_988_749_894_840);
    let top = p_position(MAX_INDEX).expect("fits");
    assert_eq!(top.b, u64::MAX);
    assert!(wythoff::is_p_position(Heaps {
        a: top.a,
        b: u64::MAX
    }));
    // (2^64 − 1, 2^64 − 1): take everything from both; or drop either pile to its partner.
    let corner = wythoff::winning_moves(Heaps {
        a: u64::MAX,
        b: u64::MAX,
    });
    assert_eq!(
        corner,
        vec![
            WinningMove {
                from: Pile::A,
                take: u64::MAX - top.a
            },
            WinningMove {
                from: Pile::B,
                take: u64::MAX - top.a
            },
            WinningMove {
                from: Pile::Both,
                take: u64::MAX
            },
        ]
    );
}

#[test]
fn theorem_two_for_every_pair_up_to_a_million() {
    // Seed 003, Theorem II, for k = 1..10^6.
    assert!(p_positions(1_000_000).all(theorem_two_holds));
}

fn big_pile() -> impl Strategy<Value = u64> {
    prop_oneof![
        Just(u64::MAX),
        (u64::MAX - 1000)..=u64::MAX,
        0u64..1000,
        any::<u64>(),
        (999_999_999_999_999_000u64..=1_000_000_000_000_001_000),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn fast_rule_matches_brute_force_on_random_positions(a in 0u64..=60, b in 0u64..=60) {
        let wins = brute_table();
        let heaps = Heaps { a, b };
        prop_assert_eq!(wythoff::outcome(heaps).is_win(), wins[a as usize][b as usize]);
        let fast: BTreeSet<WinningMove> = wythoff::winning_moves(heaps).into_iter().collect();
        prop_assert_eq!(fast, brute_winning_moves(wins, a, b));
    }

    #[test]
    fn winning_moves_lead_to_p_positions_at_any_size(a in big_pile(), b in big_pile()) {
        let heaps = Heaps { a, b };
        let moves = wythoff::winning_moves(heaps);
        // N exactly when a winning move exists (exercises 6 and 7 of seed 003).
        prop_assert_eq!(moves.is_empty(), !wythoff::outcome(heaps).is_win());
        for m in moves {
            let target = match m.from {
                Pile::A => Heaps { a: a - m.take, b },
                Pile::B => Heaps { a, b: b - m.take },
                Pile::Both => Heaps { a: a - m.take, b: b - m.take },
            };
            prop_assert!(m.take >= 1);
            prop_assert!(wythoff::is_p_position(target), "{:?} -> {:?}", heaps, target);
        }
    }

    #[test]
    fn no_move_joins_two_p_positions(k in 0u64..=MAX_INDEX, take in 1u64..=u64::MAX, which in 0u8..3) {
        let p = p_position(k).expect("k ≤ MAX_INDEX");
        let pair = Heaps { a: p.a, b: p.b };
        prop_assert!(wythoff::is_p_position(pair));
        prop_assert!(wythoff::winning_moves(pair).is_empty());
        let target = match which {
            0 if take <= p.a => Heaps { a: p.a - take, b: p.b },
            1 if take <= p.b => Heaps { a: p.a, b: p.b - take },
            2 if take <= p.a => Heaps { a: p.a - take, b: p.b - take },
            _ => return Ok(()),
        };
        prop_assert!(!wythoff::is_p_position(target));
    }

    #[test]
    fn classify_is_exact(n in big_pile()) {
        match classify(n) {
            Beatty::Zero => prop_assert_eq!(n, 0),
            Beatty::Upper(k) => prop_assert_eq!(p_position(k).map(|p| p.b), Some(n)),
            Beatty::Lower(k) if k <= MAX_INDEX => {
                prop_assert_eq!(p_position(k).map(|p| p.a), Some(n));
            }
            Beatty::Lower(_) => {
                // Its partner passes u64: n lies above the last lower term that has one.
                let top = p_position(MAX_INDEX).expect("fits");
                prop_assert!(n > top.a);
            }
        }
    }

    #[test]
    fn theorem_two_near_10_18_and_the_top(k in prop_oneof![
        1u64..=1_000_000,
        999_999_999_999_000_000u64..=1_000_000_000_001_000_000,
        (MAX_INDEX - 1_000_000)..=MAX_INDEX,
    ]) {
        // Seed 003, Theorem II.
        let p = p_position(k).expect("k ≤ MAX_INDEX");
        prop_assert!(theorem_two_holds(p));
    }

    #[test]
    fn theorem_two_converse(n in 1u64..=u64::MAX / 3) {
        // A number whose Fibonacci digits end in an even number of 0s is a lower term, and
        // writing a 0 after it gives its partner.
        let z = nimlab_solver::fibonacci::Zeckendorf::of(n);
        let even = z.trailing_zeros() % 2 == 0;
        prop_assert_eq!(even, matches!(classify(n), Beatty::Lower(_)));
        if let (true, Some(shifted)) = (even, z.shifted_left()) {
            let pair = Heaps { a: n, b: shifted.value() };
            prop_assert!(wythoff::is_p_position(pair));
        }
    }

    #[test]
    fn trace_pages_agree_with_single_steps(n in 0u64..=2000, from in 0u64..10_000, count in 0usize..50) {
        let trace = WythoffTrace::new(n);
        let page = trace.page(from, count);
        let expected: Vec<_> = (from..trace.total()).take(count).filter_map(|i| trace.step(i)).map(|s| s.view(n)).collect();
        prop_assert_eq!(page, expected);
    }

    #[test]
    fn notation_rows_read_back(count in 0u64..200) {
        for notation in [Notation::Decimal, Notation::Binary, Notation::Fibonacci] {
            let rows = notation_rows(count, notation);
            prop_assert_eq!(rows.len() as u64, count);
        }
        for (row, p) in notation_rows(count, Notation::Binary).iter().zip(p_positions(count)) {
            prop_assert_eq!(u64::from_str_radix(&row.a, 2).ok(), Some(p.a));
            prop_assert_eq!(u64::from_str_radix(&row.b, 2).ok(), Some(p.b));
        }
    }

    #[test]
    fn parsing_never_panics(text in "\\PC{0,40}") {
        let raw: Vec<_> = nimlab_solver::input::list_tokens(&text)
            .map(nimlab_solver::input::RawInt::parse)
            .collect();
        if let Ok(heaps) = Heaps::from_raw(&raw) {
            let _ = wythoff::analyze(heaps);
        }
        let _ = Notation::parse(&text);
    }
}
