//! Octal games checked against published values (OEIS) and against an independent brute force:
//! a memoised search of the game graph whose positions are multisets of heaps, with the mex
//! rule applied to whole positions (no XOR shortcut), so the Sprague–Grundy theorem is tested
//! too.

use std::collections::{BTreeSet, HashMap};

use nimlab_solver::octal::{Leave, OctalCode, OctalTrace};
use nimlab_solver::period::Period;
use nimlab_solver::Traced;
use proptest::prelude::*;

/// A position: heaps in increasing order, empty heaps dropped.
type Position = Vec<usize>;

/// Every position one move away, by the code's digits read literally.
fn successors(digits: &[u8], position: &Position) -> Vec<Position> {
    let mut next = Vec::new();
    for (index, &heap) in position.iter().enumerate() {
        let others = || {
            let mut rest = position.clone();
            rest.remove(index);
            rest
        };
        for (k, &d) in digits.iter().enumerate() {
            if k > heap {
                break;
            }
            let left = heap - k;
            if d & 1 != 0 && left == 0 {
                next.push(others());
            }
            if d & 2 != 0 && left >= 1 {
                let mut p = others();
                p.push(left);
                next.push(p);
            }
            if d & 4 != 0 {
                for x in 1..left {
                    let mut p = others();
                    p.push(x);
                    p.push(left - x);
                    next.push(p);
                }
            }
        }
    }
    for p in &mut next {
        p.sort_unstable();
    }
    next
}

fn brute_grundy(digits: &[u8], position: &Position, memo: &mut HashMap<Position, u32>) -> u32 {
    if let Some(&g) = memo.get(position) {
        return g;
    }
    let reached: BTreeSet<u32> = successors(digits, position)
        .iter()
        .map(|p| brute_grundy(digits, p, memo))
        .collect();
    let mex = (0..).find(|v| !reached.contains(v)).unwrap_or(0);
    memo.insert(position.clone(), mex);
    mex
}

/// `G(0..=n)` by the plain mex over the listed moves of each heap: none of the solver's bit
/// planes, and no copying by a proven period.
fn plain_grundy(code: &OctalCode, n: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(n + 1);
    for heap in 0..=n {
        let reached: BTreeSet<u32> = code
            .moves(heap)
            .map(|m| match m.leave {
                Leave::Nothing => 0,
                Leave::One(r) => g[r],
                Leave::Two(x, y) => g[x] ^ g[y],
            })
            .collect();
        g.push((0..).find(|v| !reached.contains(v)).unwrap_or(0));
    }
    g
}

fn code_text(head: u8, tail: &[u8]) -> String {
    let tail: String = tail.iter().map(|d| char::from(b'0' + d)).collect();
    format!("{head}.{tail}")
}

fn codes() -> impl Strategy<Value = (u8, Vec<u8>)> {
    (
        prop_oneof![Just(0u8), Just(4u8)],
        proptest::collection::vec(0u8..=7, 1..=3),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn grundy_sequence_matches_the_game_graph((head, tail) in codes(), n in 0usize..=18) {
        let code = OctalCode::parse(&code_text(head, &tail)).expect("generated codes are valid");
        let mut digits = vec![head];
        digits.extend(&tail);
        let g = code.grundy(n);
        let mut memo = HashMap::new();
        for heap in (0..=n).rev() {
            let position: Position = if heap == 0 { vec![] } else { vec![heap] };
            prop_assert_eq!(g[heap], brute_grundy(&digits, &position, &mut memo), "heap {}", heap);
        }
    }

    #[test]
    fn several_heaps_are_worth_the_xor((head, tail) in codes(), heaps in proptest::collection::vec(1usize..=7, 1..=3)) {
        let code = OctalCode::parse(&code_text(head, &tail)).expect("valid");
        let mut digits = vec![head];
        digits.extend(&tail);
        let g = code.grundy(7);
        let mut position = heaps.clone();
        position.sort_unstable();
        let xor = heaps.iter().fold(0, |acc, &h| acc ^ g[h]);
        prop_assert_eq!(brute_grundy(&digits, &position, &mut HashMap::new()), xor);
    }

    #[test]
    fn proven_periods_hold_far_beyond((head, tail) in codes(), n in 10usize..=300) {
        let code = OctalCode::parse(&code_text(head, &tail)).expect("valid");
        let g = code.grundy(n);
        if let Some(Period { start, length }) = code.period(&g) {
            let long = plain_grundy(&code, 1500);
            for m in start..=1500 - length {
                prop_assert_eq!(long[m], long[m + length], "m = {}", m);
            }
            // Nothing shorter or earlier holds on the long run.
            if start > 0 {
                prop_assert_ne!(long[start - 1], long[start - 1 + length]);
            }
            for p in 1..length {
                prop_assert!((start..=1500 - p).any(|m| long[m] != long[m + p]), "p = {}", p);
            }
        }
    }

    #[test]
    fn long_sequences_equal_the_plain_mex((head, tail) in codes()) {
        // Past n = 256 the solver may copy values through a proven period; the plain mex
        // computes every one of them.
        let code = OctalCode::parse(&code_text(head, &tail)).expect("valid");
        prop_assert_eq!(code.grundy(1200), plain_grundy(&code, 1200));
    }

    #[test]
    fn parser_never_panics(text in "\\PC{0,40}") {
        if let Ok(code) = OctalCode::parse(&text) {
            prop_assert_eq!(OctalCode::parse(&code.text()), Ok(code));
        }
    }

    #[test]
    fn parser_never_panics_on_near_codes(text in "[0-9.,]{0,20}") {
        let _ = OctalCode::parse(&text);
    }
}

/// OEIS A002186, Sprague–Grundy values of Kayles (octal game .77), n = 0..=104.
const A002186: [u32; 105] = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2,
    1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8,
    1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
    4, 1, 2, 8, 1, 4, 7, 2, 1,
];

/// OEIS A002187, Sprague–Grundy values of Dawson's chess (octal game .137), n = 0..=131.
const A002187: [u32; 132] = [
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2,
    7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
    0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2,
    1, 1, 0, 4,
];

fn sequence(code: &str, n: usize) -> (OctalCode, Vec<u32>) {
    let code = OctalCode::parse(code).expect("valid");
    let g = code.grundy(n);
    (code, g)
}

#[test]
fn kayles_is_oeis_a002186_with_period_12_from_71() {
    let (code, g) = sequence("0.77", 1000);
    assert_eq!(g[..A002186.len()], A002186);
    // A002186: "From n=71 on, the sequence is periodic with period 12. The only exceptions
    // are n=0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57 and 70."
    assert_eq!(
        code.period(&g),
        Some(Period {
            start: 71,
            length: 12
        })
    );
    let exceptions: Vec<usize> = (0..71).filter(|&m| g[m] != g[71 + (m + 1) % 12]).collect();
    assert_eq!(
        exceptions,
        [0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70]
    );
    // The Guy–Smith rule with e = 71, p = 12, t = 2 reads up to 2e + 2p + t − 1 = 167.
    assert_eq!(code.period(&g[..=167]), code.period(&g));
    assert_eq!(code.period(&g[..=166]), None);
}

#[test]
fn dawsons_chess_is_oeis_a002187_with_period_34_from_52() {
    let (code, g) = sequence("0.137", 1000);
    assert_eq!(g[..A002187.len()], A002187);
    // A002187: "Has period 34 with the only exceptions at n=0, 14, 16, 17, 31, 34 and 51."
    assert_eq!(
        code.period(&g),
        Some(Period {
            start: 52,
            length: 34
        })
    );
    let exceptions: Vec<usize> = (0..52).filter(|&m| g[m] != g[m + 34 * 3]).collect();
    assert_eq!(exceptions, [0, 14, 16, 17, 31, 34, 51]);
}

#[test]
fn dawsons_kayles_is_dawsons_chess_shifted_by_one() {
    // A002187, comment: "Octal game .07 (Dawson's Kayles) has values a(n-1)."
    let (code, g) = sequence("0.07", 1000);
    assert_eq!(g[0], 0);
    assert_eq!(g[1..=A002187.len()], A002187);
    let (_, chess) = sequence("0.137", 999);
    assert_eq!(g[1..], chess[..]);
    assert_eq!(
        code.period(&g),
        Some(Period {
            start: 53,
            length: 34
        })
    );
}

#[test]
fn kayles_relatives_in_oeis_comments() {
    // A002186, comment: "Octal games 4.4, … have values a(n-1)"; A002187: ".4 … have values
    // a(n-2)".
    let (_, kayles) = sequence("0.77", 300);
    let (_, four_four) = sequence("4.4", 301);
    assert_eq!(four_four[1..], kayles[..]);
    let (_, chess) = sequence("0.137", 300);
    let (_, point_four) = sequence("0.4", 302);
    assert_eq!(point_four[2..], chess[..]);
}

#[test]
fn the_full_range_runs_and_keeps_the_period() {
    let (code, g) = sequence("0.77", 100_000);
    assert_eq!(g.len(), 100_001);
    assert_eq!(
        code.period(&g),
        Some(Period {
            start: 71,
            length: 12
        })
    );
    assert!(g[71..].iter().zip(&g[83..]).all(|(a, b)| a == b));
    assert_eq!(g[..=3000], plain_grundy(&code, 3000)[..]);
}

#[test]
fn trace_total_counts_every_move_and_mex() {
    // Kayles, n = 4: heaps 0..=4 have 0, 1, 2, 3, 4 moves (heap 3: leave 2, split 1 + 1,
    // leave 1; heap 4: leave 3, split 1 + 2, leave 2, split 1 + 1), plus one mex step each.
    let code = OctalCode::parse("0.77").expect("valid");
    let trace = OctalTrace::new(&code, 4);
    assert_eq!(trace.total(), (1 + 2 + 3 + 4) + 5);
    let big = OctalTrace::new(&code, 5000);
    assert!(big.total() > 12_000_000);
    let last = big.page(big.total() - 1, 10);
    assert_eq!(last.len(), 1);
    assert_eq!(last[0].write, Some(vec![5000]));
}
