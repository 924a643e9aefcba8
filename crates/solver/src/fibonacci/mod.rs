//! Zeckendorf notation and Fibonacci Nim.
//!
//! **Zeckendorf notation.** With the Fibonacci basis `1, 2, 3, 5, 8, …` (each term the sum of
//! the two before it, as Yaglom writes it), every whole number is a sum of basis terms no two
//! of which are neighbours, in exactly one way. The greedy choice (always the largest term that
//! fits) finds it: after taking `F_i ≤ n < F_{i+1}` the rest is `n − F_i < F_{i−1}`, so the
//! next term is at most `F_{i−2}`. Written as digits this is a string of 0s and 1s with no two
//! 1s side by side.
//!
//! **Fibonacci Nim (rule).** One pile of `n` stones. The first player takes at least one stone
//! and not all of them; afterwards each player takes at least one and at most twice what the
//! opponent has just taken. Whoever takes the last stone wins. A position is the pair `(n, q)`,
//! where the quota `q` is the most the player to move may take (`n − 1` on the first move).
//!
//! **Theorem used.** `(n, q)` with `n ≥ 1` is a win exactly when `q` is at least the smallest
//! term `z(n)` of the Zeckendorf sum of `n`; so the first player loses exactly when `n` is a
//! Fibonacci number (then `z(n) = n > n − 1`). Proof idea: taking `z(n)` leaves a sum whose
//! smallest term is more than twice `z(n)`, out of the opponent's reach; and any take `t`
//! smaller than `z(n)` leaves `n − t` whose smallest term is at most `2t` (adding `t` back to
//! `n − t` must carry in Zeckendorf notation), so the opponent can answer in kind.
//!
//! **Every winning move.** Taking `t` wins when it takes all, or when `z(n − t) > 2t`. Then
//! `t < z(n − t) / 2`, so the terms of `t` sit at least two places below those of `n − t`, and
//! the two sums together are the Zeckendorf sum of `n`: `t` is a sum of the smallest terms of
//! `n`. So the winning moves are found among the (at most 92) sums of the `i` smallest terms.
//!
//! For the widget: the game against the computer ([`FibRules`], a game replayed from a link
//! with [`replay`]), the judge input ([`read_input`], [`input`]) and what the widget says
//! about positions and moves ([`analysis`], [`verdict`], [`hint`], [`turn_sentence`]).

mod play;
mod program;
mod words;

pub use play::{
    check_take, computer_take, input, parse_pile, read_input, replay, takes_text, FibReason,
    FibRules, MAX_GAME_MOVES, MAX_PILE, TAKE, TAKES,
};
pub use program::{CodePoint, Program, PROGRAMS};
pub use words::{analysis, hint, start_sentence, sum_text, turn_sentence, verdict};

use crate::input::{Field, InputError};
use crate::outcome::Outcome;

/// How many Fibonacci numbers of the basis `1, 2, 3, 5, …` fit in a `u64`: the last is
/// `F(93) = 12 200 160 415 121 876 738` (OEIS A000045 numbering).
pub const BASIS_LEN: usize = 92;

/// The basis `1, 2, 3, 5, 8, …` up to the largest one below 2^64 (OEIS A000045 from F(2)).
pub const BASIS: [u64; BASIS_LEN] = basis();

const fn basis() -> [u64; BASIS_LEN] {
    let mut terms = [0u64; BASIS_LEN];
    terms[0] = 1;
    terms[1] = 2;
    let mut i = 2;
    while i < BASIS_LEN {
        terms[i] = terms[i - 1] + terms[i - 2];
        i += 1;
    }
    terms
}

/// The pile size `n` of Fibonacci Nim.
pub const PILE: Field = Field::new("n", "Số viên n", "Stones n", "100");
/// The quota: the most stones the player to move may take now.
pub const QUOTA: Field = Field::new("quota", "Giới hạn lượt này", "Quota", "4");

/// A whole number written in Zeckendorf notation: bit `i` set means the basis term
/// `BASIS[i]` is in the sum. Always the representation of some `u64`, with no two
/// neighbouring bits set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Zeckendorf {
    bits: u128,
}

impl Zeckendorf {
    /// The greedy representation of `n`.
    pub fn of(n: u64) -> Zeckendorf {
        let mut rest = n;
        let mut bits = 0u128;
        for (i, &term) in BASIS.iter().enumerate().rev() {
            if term <= rest {
                rest -= term;
                bits |= 1 << i;
            }
        }
        Zeckendorf { bits }
    }

    /// Reads digits such as `"10010"` (most significant first). `None` for other characters,
    /// for two neighbouring 1s, or for a value beyond `u64`.
    pub fn parse(digits: &str) -> Option<Zeckendorf> {
        let digits = digits.trim_start_matches('0');
        if digits.len() > BASIS_LEN {
            return None;
        }
        let mut bits = 0u128;
        for byte in digits.bytes() {
            bits = (bits << 1)
                | match byte {
                    b'0' => 0,
                    b'1' => 1,
                    _ => return None,
                };
        }
        Zeckendorf::from_bits(bits)
    }

    /// A bit pattern, if it is a valid representation of a `u64`.
    pub fn from_bits(bits: u128) -> Option<Zeckendorf> {
        let fits = bits >> BASIS_LEN == 0;
        let no_neighbours = bits & (bits >> 1) == 0;
        let candidate = Zeckendorf { bits };
        (fits && no_neighbours && candidate.checked_value().is_some()).then_some(candidate)
    }

    pub fn bits(self) -> u128 {
        self.bits
    }

    fn checked_value(self) -> Option<u64> {
        self.term_indices()
            .try_fold(0u64, |sum, i| sum.checked_add(BASIS[i]))
    }

    /// The number written (the sum of the terms).
    pub fn value(self) -> u64 {
        // Every `Zeckendorf` is built from a u64 or checked by `from_bits`.
        self.checked_value().unwrap_or(u64::MAX)
    }

    /// Indices into [`BASIS`] of the terms, smallest first.
    pub fn term_indices(self) -> impl Iterator<Item = usize> {
        let bits = self.bits;
        (0..BASIS_LEN).filter(move |&i| bits >> i & 1 == 1)
    }

    /// The terms of the sum, smallest first: `12 → [1, 3, 8]`.
    pub fn terms(self) -> Vec<u64> {
        self.term_indices().map(|i| BASIS[i]).collect()
    }

    /// The smallest term, `z(n)`; `None` for 0.
    pub fn smallest_term(self) -> Option<u64> {
        self.term_indices().next().map(|i| BASIS[i])
    }

    /// How many 0s the digits end with (0 for the number 0, written `0`).
    pub fn trailing_zeros(self) -> u32 {
        if self.bits == 0 {
            0
        } else {
            self.bits.trailing_zeros()
        }
    }

    /// Every term moved one place up (a 0 written at the end), if the result is still a `u64`.
    pub fn shifted_left(self) -> Option<Zeckendorf> {
        Zeckendorf::from_bits(self.bits << 1)
    }

    /// The digits, most significant first; `"0"` for zero.
    pub fn digits(self) -> String {
        if self.bits == 0 {
            return "0".to_string();
        }
        let top = 127 - self.bits.leading_zeros() as usize;
        (0..=top)
            .rev()
            .map(|i| if self.bits >> i & 1 == 1 { '1' } else { '0' })
            .collect()
    }
}

/// Whether `n` is in the basis `1, 2, 3, 5, 8, …`.
pub fn is_fibonacci(n: u64) -> bool {
    BASIS.binary_search(&n).is_ok()
}

/// A position of Fibonacci Nim: `n` stones, and at most `quota` may be taken now. A quota
/// of `n` or more means the pile may be taken whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub n: u64,
    pub quota: u64,
}

impl Position {
    /// The opening position: anything but the whole pile may be taken.
    pub fn first_move(n: u64) -> Position {
        Position {
            n,
            quota: n.saturating_sub(1),
        }
    }

    /// Checks a position given by the JS API or a widget: `quota` absent means the first move.
    pub fn new(n: u64, quota: Option<u64>) -> Result<Position, InputError> {
        match quota {
            None => Ok(Position::first_move(n)),
            Some(0) if n > 0 => Err(InputError::custom(
                QUOTA,
                "giới hạn phải ít nhất là 1: mỗi lượt bốc ít nhất 1 viên.",
                "the quota must be at least 1: every move takes at least one stone.",
            )),
            Some(quota) => Ok(Position { n, quota }),
        }
    }

    /// The position after taking `take` stones: the opponent may take up to twice as many.
    /// A doubled quota beyond `u64` is clipped, which changes nothing (it exceeds the pile).
    pub fn after(self, take: u64) -> Position {
        Position {
            n: self.n - take.min(self.n),
            quota: take.saturating_mul(2),
        }
    }
}

/// The verdict on a position: who wins, and every take that keeps the win.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub outcome: Outcome,
    /// Every winning take, smallest first; the first is the smallest Zeckendorf term.
    pub winning_takes: Vec<u64>,
    pub zeckendorf: Zeckendorf,
}

/// The outcome of `position` by the theorem: a win exactly when `quota ≥ z(n)`.
pub fn outcome(position: Position) -> Outcome {
    match Zeckendorf::of(position.n).smallest_term() {
        Some(z) if position.quota >= z => Outcome::Win,
        _ => Outcome::Lose,
    }
}

/// Judges a position and lists every winning take (see the module doc for why the
/// candidates are the sums of the smallest Zeckendorf terms).
pub fn analyze(position: Position) -> Verdict {
    let zeckendorf = Zeckendorf::of(position.n);
    let terms = zeckendorf.terms();
    let mut winning_takes = Vec::new();
    let mut tail_sum = 0u64;
    for (i, &term) in terms.iter().enumerate() {
        // The terms sum to n, a u64, so no partial sum overflows.
        tail_sum = tail_sum.saturating_add(term);
        if tail_sum > position.quota {
            break;
        }
        let takes_all = tail_sum == position.n;
        let next_out_of_reach = terms
            .get(i + 1)
            .is_some_and(|&next| u128::from(next) > 2 * u128::from(tail_sum));
        if takes_all || next_out_of_reach {
            winning_takes.push(tail_sum);
        }
    }
    Verdict {
        outcome: outcome(position),
        winning_takes,
        zeckendorf,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basis_is_fibonacci_up_to_two_to_the_64() {
        // OEIS A000045 (Fibonacci numbers): F(93) = 12200160415121876738 is the last below 2^64.
        assert_eq!(BASIS[..10], [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
        assert_eq!(BASIS[BASIS_LEN - 1], 12_200_160_415_121_876_738);
        assert!(BASIS[BASIS_LEN - 1]
            .checked_add(BASIS[BASIS_LEN - 2])
            .is_none());
    }

    #[test]
    fn zeckendorf_examples() {
        assert_eq!(Zeckendorf::of(0).digits(), "0");
        assert_eq!(Zeckendorf::of(12).terms(), vec![1, 3, 8]);
        assert_eq!(Zeckendorf::of(12).digits(), "10101");
        assert_eq!(Zeckendorf::of(100).digits(), "1000010100");
        assert_eq!(
            Zeckendorf::parse("1000010100").map(Zeckendorf::value),
            Some(100)
        );
        assert_eq!(Zeckendorf::parse("0110"), None);
        assert_eq!(Zeckendorf::parse("102"), None);
        let top = Zeckendorf::of(u64::MAX);
        assert_eq!(top.value(), u64::MAX);
        assert_eq!(Zeckendorf::parse(&top.digits()), Some(top));
        assert_eq!(top.shifted_left(), None);
    }

    #[test]
    fn fibonacci_nim_small_cases() {
        // 1, 2, 3, 5, 8 lose for the first player; 4, 6, 7 win.
        let first: String = (1..=8)
            .map(|n| outcome(Position::first_move(n)).pn_letter())
            .collect();
        assert_eq!(first, "PPPNPNNP");
        // 17 = 13 + 3 + 1: taking 1 leaves 16 = 13 + 3 (3 > 2), taking 4 leaves 13 (13 > 8).
        let v = analyze(Position { n: 17, quota: 16 });
        assert_eq!(v.winning_takes, vec![1, 4]);
        let all = analyze(Position { n: 4, quota: 9 });
        assert_eq!(all.winning_takes, vec![1, 4]);
        assert!(analyze(Position::first_move(13)).winning_takes.is_empty());
    }

    #[test]
    fn quota_zero_is_refused_except_on_an_empty_pile() {
        assert!(Position::new(5, Some(0)).is_err());
        assert_eq!(
            outcome(Position::new(0, Some(0)).expect("valid")),
            Outcome::Lose
        );
        assert_eq!(Position::new(5, None), Ok(Position { n: 5, quota: 4 }));
    }
}
