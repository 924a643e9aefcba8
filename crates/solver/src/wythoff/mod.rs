//! Wythoff's game (Yaglom's "i-zian-shi-tsy", "picking stones").
//!
//! **Rule.** Two piles. A move takes any positive number of stones from one pile, or the same
//! positive number from both. Whoever takes the last stone wins (normal play).
//!
//! **Theorem used.** With `φ = (1 + √5) / 2`, the losing positions (P-positions) are `(0, 0)`
//! and the pairs `(a_k, b_k)`, `(b_k, a_k)` for `k ≥ 1`, where `a_k = ⌊kφ⌋` and
//! `b_k = a_k + k = ⌊kφ²⌋`. Proof idea: `1/φ + 1/φ² = 1`, so by Rayleigh's theorem the two
//! Beatty sequences `a` and `b` split the positive integers, each number appearing once; the
//! differences `b_k − a_k = k` are all distinct too. A move keeps one pile or the difference,
//! so it never joins two of these pairs; from any other position one of the three ways of
//! moving reaches one (see [`winning_moves`]).
//!
//! **Exact arithmetic.** `kφ = (k + √(5k²)) / 2` and `√(5k²)` is irrational for `k ≥ 1`, so
//! `⌊kφ⌋ = ⌊(k + isqrt(5k²)) / 2⌋` with an integer square root in `u128`: no floating point.
//! The inverse (which sequence a number belongs to, and at which index) is a binary search
//! over the exact `b_k`, and Rayleigh's partition gives the rest.

mod board;
mod exercises;
mod explain;
mod fill;
mod notation;
mod program;
mod queen;
mod trace;
mod yaglom;

pub use board::{
    after, board_for_pairs, board_pairs, board_showing, check_move, computer_move, pair_of,
    parse_position, parse_size, parse_square, queen_move, queen_targets, MAX_BOARD, MIN_BOARD,
    SIZE, SQUARE,
};
pub use exercises::{odd_piles_outcome, quaternary_columns_balanced};
pub use explain::{explain, pair_text, square_sentence, verdict_sentence};
pub use fill::{BoardFill, Known};
pub use notation::{
    first_counterexample, notation_rows, shift_pattern_holds, theorem_two_holds, Notation,
    NotationRow, NOTATION,
};
pub use program::{pairs_input, read_pairs_input, CodePoint, Program, PROGRAMS};
pub use queen::{QueenGame, QueenMove, QueenReason};
pub use trace::{PairGuess, Step, StepKind, WythoffTrace};
pub use yaglom::{split_final_zeros, strip_label, RowMark, TableView, YaglomStep, YaglomTrace};

use crate::input::{Field, InputError, Problem, RawInt};
use crate::outcome::Outcome;

/// The largest `k` whose pair fits in `u64`: `b_k = 2^64 − 1` exactly for this `k`, so every
/// P-position `(a, b)` with `a, b ≤ 2^64 − 1` has index `k ≤ MAX_INDEX`.
pub const MAX_INDEX: u64 = 7_046_029_254_386_353_130;
/// The most P-positions a table lists (the JS API's limit; they stay below 2^53).
pub const MAX_TABLE_COUNT: u64 = 100_000;
/// The most pairs the mex construction is traced for (memory does not grow with it).
pub const MAX_TRACE_N: u64 = 1_000_000;

/// The two piles of a position, as the player gave them.
pub const HEAPS: Field = Field::new("heaps", "Các đống", "Heaps", "3 5");
/// How many P-positions `(a_k, b_k)`, `k = 1, 2, …`, a table lists.
pub const COUNT: Field = Field::new("count", "Số cặp", "Pairs", "15");
/// How many pairs the traced program builds (its stdin `n`).
pub const PAIRS: Field = Field::new("n", "Số cặp n", "Pairs n", "10");

/// The `k`-th losing pair `(a_k, b_k)` with `a_k ≤ b_k` (`k = 0` is `(0, 0)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PPosition {
    pub k: u64,
    pub a: u64,
    pub b: u64,
}

/// The exact `⌊√n⌋` (Newton's method from above; every step stays above the root).
pub fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    let bits = 128 - n.leading_zeros();
    let mut x = 1u128 << bits.div_ceil(2);
    loop {
        let next = (x + n / x) / 2;
        if next >= x {
            return x;
        }
        x = next;
    }
}

/// The `k`-th P-position, or `None` when `b_k` exceeds `u64` (`k > MAX_INDEX`).
pub fn p_position(k: u64) -> Option<PPosition> {
    let wide = u128::from(k);
    let five_k_squared = wide.checked_mul(wide)?.checked_mul(5)?;
    let a = (wide + isqrt(five_k_squared)) / 2;
    Some(PPosition {
        k,
        a: u64::try_from(a).ok()?,
        b: u64::try_from(a + wide).ok()?,
    })
}

/// The P-positions `k = 1, 2, …, count` (fewer if `count` passes [`MAX_INDEX`]).
pub fn p_positions(count: u64) -> impl Iterator<Item = PPosition> {
    (1..=count).map_while(p_position)
}

/// Where a number sits in Rayleigh's partition of the whole numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Beatty {
    /// 0, the pile of the pair `(0, 0)`.
    Zero,
    /// `a_k = ⌊kφ⌋` (OEIS A000201), with its index `k`.
    Lower(u64),
    /// `b_k = ⌊kφ²⌋` (OEIS A001950), with its index `k`.
    Upper(u64),
}

/// Which Beatty sequence `n` belongs to, and where. `b_j ≤ n` for exactly the `j ≤ J`; if
/// `b_J ≠ n`, then `n` is a lower term, and its index is the count of lower terms up to
/// `n`, which is `n − J` because the two sequences share out `1..=n`.
pub fn classify(n: u64) -> Beatty {
    if n == 0 {
        return Beatty::Zero;
    }
    let upper_at_most_n = |j: u64| p_position(j).is_some_and(|p| p.b <= n);
    // Invariant: b_low ≤ n and the answer J lies in low..=high.
    let (mut low, mut high) = (0u64, MAX_INDEX);
    while low < high {
        let mid = low + (high - low).div_ceil(2);
        if upper_at_most_n(mid) {
            low = mid;
        } else {
            high = mid - 1;
        }
    }
    match p_position(low) {
        Some(p) if low > 0 && p.b == n => Beatty::Upper(low),
        _ => Beatty::Lower(n - low),
    }
}

impl Beatty {
    /// The index `k` of the pair `(a_k, b_k)` the number belongs to (0 for 0).
    pub fn index(self) -> u64 {
        match self {
            Beatty::Zero => 0,
            Beatty::Lower(k) | Beatty::Upper(k) => k,
        }
    }

    /// `"a"` for 0 and the lower terms `a_k`, `"b"` for the upper terms `b_k`.
    pub fn role(self) -> &'static str {
        match self {
            Beatty::Zero | Beatty::Lower(_) => "a",
            Beatty::Upper(_) => "b",
        }
    }
}

/// Where `n` sits among the pairs `k = 0 .. pairs`, if one of them holds it: the numbers the
/// mex construction has marked used once it has recorded those pairs (each number belongs to
/// exactly one pair, by Rayleigh's partition; 0 counts as `a_0`).
pub fn used_by(n: u64, pairs: u64) -> Option<Beatty> {
    let place = classify(n);
    (place.index() < pairs).then_some(place)
}

/// The one pile size that makes a P-position with a pile of `n`; `None` when it exceeds
/// `u64` (for lower terms `a_k` with `k > MAX_INDEX`).
pub fn partner(n: u64) -> Option<u64> {
    match classify(n) {
        Beatty::Zero => Some(0),
        Beatty::Lower(k) => n.checked_add(k),
        Beatty::Upper(k) => Some(n - k),
    }
}

/// A position: the two piles in the order they were given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Heaps {
    pub a: u64,
    pub b: u64,
}

impl Heaps {
    /// Checks a list of piles as typed or sent: exactly two whole numbers in `0..=2^64 − 1`.
    pub fn from_raw(raw: &[RawInt]) -> Result<Heaps, InputError> {
        match raw {
            [] => Err(InputError::new(HEAPS, Problem::Empty)),
            [a, b] => Ok(Heaps {
                a: a.bounded(HEAPS, 0, u64::MAX)?,
                b: b.bounded(HEAPS, 0, u64::MAX)?,
            }),
            _ => Err(InputError::custom(
                HEAPS,
                format!(
                    "trò chơi Wythoff cần đúng hai đống, ở đây có {} đống.",
                    raw.len()
                ),
                format!("Wythoff's game needs exactly two heaps, not {}.", raw.len()),
            )),
        }
    }
}

/// Which pile a move takes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Pile {
    A,
    B,
    Both,
}

impl Pile {
    /// The name the JS API uses: `"a"`, `"b"` or `"both"`.
    pub fn api_name(self) -> &'static str {
        match self {
            Pile::A => "a",
            Pile::B => "b",
            Pile::Both => "both",
        }
    }
}

/// A move into a P-position: take `take` stones from `from` (from each pile for `Both`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct WinningMove {
    pub from: Pile,
    pub take: u64,
}

/// Whether `heaps` is a P-position (the player to move loses).
pub fn is_p_position(heaps: Heaps) -> bool {
    partner(heaps.a) == Some(heaps.b)
}

/// The outcome for the player to move.
pub fn outcome(heaps: Heaps) -> Outcome {
    if is_p_position(heaps) {
        Outcome::Lose
    } else {
        Outcome::Win
    }
}

/// Every move into a P-position, in the order A, B, both. Each way of moving has at most
/// one: a pile of size `v` facing `w` must drop to `partner(w)`; a move on both keeps the
/// difference `d`, so it must land on `(a_d, b_d)`. (If `b_d` passes `u64`, then `a_d` is
/// already above the smaller pile, since `a_d + d > max ≥ min + d`.)
pub fn winning_moves(heaps: Heaps) -> Vec<WinningMove> {
    let Heaps { a, b } = heaps;
    let single = |from, own: u64, other: u64| {
        partner(other)
            .filter(|&target| target < own)
            .map(|target| WinningMove {
                from,
                take: own - target,
            })
    };
    let smaller = a.min(b);
    let both = p_position(a.abs_diff(b))
        .filter(|p| p.a < smaller)
        .map(|p| WinningMove {
            from: Pile::Both,
            take: smaller - p.a,
        });
    [single(Pile::A, a, b), single(Pile::B, b, a), both]
        .into_iter()
        .flatten()
        .collect()
}

/// The verdict on one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub outcome: Outcome,
    pub winning_moves: Vec<WinningMove>,
}

pub fn analyze(heaps: Heaps) -> Verdict {
    Verdict {
        outcome: outcome(heaps),
        winning_moves: winning_moves(heaps),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn isqrt_is_exact_at_the_edges() {
        for n in 0..2000u128 {
            let r = isqrt(n);
            assert!(r * r <= n && (r + 1) * (r + 1) > n, "n={n}");
        }
        assert_eq!(isqrt(u128::MAX), u128::from(u64::MAX));
        let r = u128::from(u64::MAX - 7);
        assert_eq!(isqrt(r * r), r);
        assert_eq!(isqrt(r * r - 1), r - 1);
    }

    #[test]
    fn first_pairs_and_the_top_of_u64() {
        let pairs: Vec<(u64, u64)> = p_positions(5).map(|p| (p.a, p.b)).collect();
        assert_eq!(pairs, [(1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]);
        // ⌊10^18 φ⌋: φ = 1.6180339887498948482…
        let p = p_position(1_000_000_000_000_000_000).expect("fits");
        assert_eq!(p.a, 1_618_033_988_749_894_848);
        assert_eq!(p.b, 2_618_033_988_749_894_848);
        let top = p_position(MAX_INDEX).expect("fits");
        assert_eq!(top.b, u64::MAX);
        assert_eq!(p_position(MAX_INDEX + 1), None);
        assert_eq!(p_position(u64::MAX), None);
    }

    #[test]
    fn classify_inverts_both_sequences() {
        assert_eq!(classify(0), Beatty::Zero);
        for p in p_positions(300) {
            assert_eq!(classify(p.a), Beatty::Lower(p.k));
            assert_eq!(classify(p.b), Beatty::Upper(p.k));
        }
        let top = p_position(MAX_INDEX).expect("fits");
        assert_eq!(classify(u64::MAX), Beatty::Upper(MAX_INDEX));
        assert_eq!(classify(top.a), Beatty::Lower(MAX_INDEX));
        // u64::MAX − 1 is a lower term whose partner is beyond u64.
        assert!(matches!(classify(u64::MAX - 1), Beatty::Lower(k) if k > MAX_INDEX));
        assert_eq!(partner(u64::MAX - 1), None);
    }

    #[test]
    fn winning_moves_examples() {
        let moves = |a, b| winning_moves(Heaps { a, b });
        assert!(moves(3, 5).is_empty());
        // (4, 5): 4 → 3 makes (3, 5); 5 → 7 is impossible; both −1 → (3, 4)? no; d = 1 → (1, 2): take 3.
        assert_eq!(
            moves(4, 5),
            vec![
                WinningMove {
                    from: Pile::A,
                    take: 1
                },
                WinningMove {
                    from: Pile::Both,
                    take: 3
                }
            ]
        );
        assert_eq!(
            moves(7, 7),
            vec![
                WinningMove {
                    from: Pile::A,
                    take: 3
                },
                WinningMove {
                    from: Pile::B,
                    take: 3
                },
                WinningMove {
                    from: Pile::Both,
                    take: 7
                }
            ]
        );
        let top = p_position(MAX_INDEX).expect("fits");
        assert_eq!(
            outcome(Heaps {
                a: u64::MAX,
                b: top.a
            }),
            Outcome::Lose
        );
        let near = moves(top.a, u64::MAX - 1);
        assert!(near.iter().all(|m| m.from != Pile::B));
    }

    #[test]
    fn used_numbers_are_found_by_their_pair() {
        assert_eq!(used_by(0, 0), None);
        assert_eq!(used_by(0, 1), Some(Beatty::Zero));
        assert_eq!(used_by(2, 1), None);
        assert_eq!(used_by(2, 2), Some(Beatty::Upper(1)));
        assert_eq!(used_by(3, 3).map(|b| (b.role(), b.index())), Some(("a", 2)));
        for p in p_positions(50) {
            assert_eq!(used_by(p.b, p.k + 1).map(Beatty::role), Some("b"));
            assert_eq!(used_by(p.a, p.k), None, "a_k is unused before row k");
        }
    }

    #[test]
    fn heaps_must_be_two() {
        let raw = |v: &[i128]| v.iter().map(|&x| RawInt::Value(x)).collect::<Vec<_>>();
        assert_eq!(Heaps::from_raw(&raw(&[3, 5])), Ok(Heaps { a: 3, b: 5 }));
        let err = Heaps::from_raw(&raw(&[1, 2, 3])).expect_err("three heaps");
        assert_eq!(
            err.api_message(),
            "heaps: Wythoff's game needs exactly two heaps, not 3."
        );
        assert!(Heaps::from_raw(&raw(&[-1, 2])).is_err());
        assert!(Heaps::from_raw(&[]).is_err());
    }
}
