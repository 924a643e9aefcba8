//! The exercises of seed 003 whose answer is a definite rule a program can check.
//!
//! - Exercise 4: Nim with three piles, read in base 4. Losing exactly when, in every base-4
//!   digit place, the three digits are `0 0 0`, `d d 0` (in some order) or `1 2 3` (in some
//!   order). Why: a base-4 digit is two binary digits, and these are exactly the triples of
//!   two-bit numbers whose XOR is 0, which is Theorem I place by place.
//! - Exercise 8: Wythoff's rule with an odd number of piles (take from one pile, or the same
//!   amount from every pile). Losing exactly when the Nim sum is 0. Why: taking `t` from all
//!   piles flips, in every pile, the bit at the lowest set bit of `t` (no borrow reaches it),
//!   and an odd number of flips changes the Nim sum there; so the new moves never lead from a
//!   Nim sum of 0 to another, and the Nim moves still answer everything else.
//! - Exercise 5 (one losing pair per difference) is tested on the table; the exercises asking
//!   for proofs (1–3, 6, 7) are the property tests; the final problem (four piles) has no
//!   known answer, as the author says, so it is left out.

use crate::outcome::Outcome;
use crate::sorting;

/// Exercise 4: whether every base-4 digit place of `a`, `b`, `c` holds `0 0 0`, `d d 0` or
/// `1 2 3`, in some order.
pub fn quaternary_columns_balanced(a: u64, b: u64, c: u64) -> bool {
    (0..32).all(|place| {
        let digit = |n: u64| (n >> (2 * place)) & 3;
        let mut column = [digit(a), digit(b), digit(c)];
        sorting::sort(&mut column);
        matches!(column, [0, 0, 0] | [1, 2, 3]) || (column[0] == 0 && column[1] == column[2])
    })
}

/// Exercise 8: the outcome of Wythoff's rule on an odd number of piles, or `None` for an
/// even number (where the rule is not this simple).
pub fn odd_piles_outcome(heaps: &[u64]) -> Option<Outcome> {
    if heaps.len() % 2 == 0 {
        return None;
    }
    let nim_sum = heaps.iter().fold(0, |sum, &h| sum ^ h);
    Some(if nim_sum == 0 {
        Outcome::Lose
    } else {
        Outcome::Win
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wythoff::p_positions;
    use std::collections::HashMap;

    #[test]
    fn exercise_4_is_the_nim_sum_in_base_4() {
        for a in 0..64u64 {
            for b in 0..64u64 {
                for c in 0..64u64 {
                    assert_eq!(quaternary_columns_balanced(a, b, c), a ^ b ^ c == 0);
                }
            }
        }
        let big = 0x0123_4567_89ab_cdef_u64;
        assert!(quaternary_columns_balanced(big, u64::MAX, !big));
        assert!(!quaternary_columns_balanced(big, u64::MAX, big));
    }

    /// Whether the player to move wins, by the rule of exercise 8 applied literally.
    fn brute_wins(heaps: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(&heaps) {
            return w;
        }
        let mut options = Vec::new();
        for i in 0..heaps.len() {
            for take in 1..=heaps[i] {
                let mut next = heaps.clone();
                next[i] -= take;
                options.push(next);
            }
        }
        let least = heaps.iter().copied().min().unwrap_or(0);
        for take in 1..=least {
            options.push(heaps.iter().map(|h| h - take).collect());
        }
        let wins = options.into_iter().any(|next| !brute_wins(next, memo));
        memo.insert(heaps, wins);
        wins
    }

    #[test]
    fn exercise_8_matches_the_game_on_three_and_five_piles() {
        let mut memo = HashMap::new();
        for a in 0..8u64 {
            for b in 0..8u64 {
                for c in 0..8u64 {
                    let expected = brute_wins(vec![a, b, c], &mut memo);
                    assert_eq!(
                        odd_piles_outcome(&[a, b, c]).map(Outcome::is_win),
                        Some(expected)
                    );
                }
            }
        }
        for code in 0..4u64.pow(5) {
            let heaps: Vec<u64> = (0..5).map(|i| code / 4u64.pow(i) % 4).collect();
            let expected = brute_wins(heaps.clone(), &mut memo);
            assert_eq!(
                odd_piles_outcome(&heaps).map(Outcome::is_win),
                Some(expected)
            );
        }
        assert_eq!(odd_piles_outcome(&[1, 2]), None);
    }

    #[test]
    fn exercise_5_one_losing_pair_per_difference() {
        // Seed 003, exercise 5, checked on the first 15 pairs of table II (and beyond).
        let differences: Vec<u64> = p_positions(1000).map(|p| p.b - p.a).collect();
        assert_eq!(differences, (1..=1000).collect::<Vec<_>>());
    }
}
