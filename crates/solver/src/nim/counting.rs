//! A counting problem on Nim with a forced first heap (seed 000, "Luogu P5675 [GZOI2017]").
//!
//! **Problem.** There are `n` heaps `a_1, …, a_n` (`n, a_i ≤ 200`). Choose a non-empty set `S`
//! of them as the starting position of a game of Nim, and one heap `i ∈ S` from which the first
//! player must take on the first move (how many is up to the player). Count the choices
//! `(S, i)` after which the first player cannot win, modulo `10^9 + 7`.
//!
//! **Theorem used.** Let `w` be the XOR of `S` without `i`. The first player's move turns `a_i`
//! into some `a'_i < a_i`; it wins exactly when `a'_i = w` is possible (Bouton), i.e. when
//! `w < a_i`. So the first player cannot win exactly when `a_i ≤ w`. For each `i`, a DP over the
//! other heaps counts the subsets by their XOR (`cnt[v] + cnt[v ⊕ a_j]` when heap `j` is
//! considered); values stay below 256 because every `a_j < 256`. Total `O(n² · 256)`.

use crate::input::{Field, InputError, JudgeInput};

/// The number of heaps.
pub const COUNT: Field = Field::new("n", "Số đống n", "Number of heaps n", "3");
/// One heap's size.
pub const PILE: Field = Field::new("a", "Số sỏi a_i", "Heap size a_i", "1 2 3");

/// The most heaps (the problem's limit).
pub const MAX_PILES: usize = 200;
/// The largest heap (the problem's limit; it keeps every XOR below 256).
pub const MAX_PILE: u64 = 200;
/// Answers are printed modulo this prime.
pub const MODULUS: u64 = 1_000_000_007;

/// XORs of heaps of at most 200 stones stay below this.
const XOR_RANGE: usize = 256;

/// Counts the choices `(S, i)` the first player cannot win, modulo [`MODULUS`]. Exact for
/// heaps below 256 (larger ones are reduced mod 256); [`solve_forced_pile`] validates first.
pub fn count_losing_choices(piles: &[u64]) -> u64 {
    let mut total = 0u64;
    for (i, &forced) in piles.iter().enumerate() {
        let mut ways = [0u64; XOR_RANGE];
        ways[0] = 1;
        for (_, &a) in piles.iter().enumerate().filter(|&(j, _)| j != i) {
            let a = (a as usize) % XOR_RANGE;
            let previous = ways;
            for (v, cell) in ways.iter_mut().enumerate() {
                // `v ^ a < 256` because both are below 256.
                *cell = (previous[v] + previous[v ^ a]) % MODULUS;
            }
        }
        let from = usize::try_from(forced).map_or(XOR_RANGE, |f| f.min(XOR_RANGE));
        for &w in ways.iter().skip(from) {
            total = (total + w) % MODULUS;
        }
    }
    total
}

/// The judge format: `n`, then `a_1 … a_n`; prints the count modulo 10^9 + 7.
pub fn solve_forced_pile(input: &str) -> Result<String, InputError> {
    let mut reader = JudgeInput::new(input);
    let n = reader.count(COUNT, 1, MAX_PILES)?;
    let piles = (0..n)
        .map(|_| reader.number(PILE, 1, MAX_PILE))
        .collect::<Result<Vec<u64>, InputError>>()?;
    Ok(count_losing_choices(&piles).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_example_by_hand() {
        // Heaps 1 2 3 (worked by hand, no sample is printed in the seed):
        // forced 1: the others' XORs are 0, 2, 3, 1, three are ≥ 1;
        // forced 2: 0, 1, 3, 2, two are ≥ 2; forced 3: 0, 1, 2, 3, one is ≥ 3. Total 6.
        assert_eq!(solve_forced_pile("3\n1 2 3").as_deref(), Ok("6"));
        // One heap alone: the first player takes it all and wins.
        assert_eq!(solve_forced_pile("1\n5").as_deref(), Ok("0"));
        assert!(solve_forced_pile("2\n1 201").is_err());
        assert!(solve_forced_pile("2\n1").is_err());
    }

    #[test]
    fn largest_input_is_reduced_modulo() {
        // 200 heaps of 1: with heap i forced, the others' XOR is 1 ≥ 1 exactly when an odd
        // number of the other 199 heaps is chosen: 2^198 ways, so 200 · 2^198 mod 10^9 + 7.
        let input = format!("200\n{}", "1 ".repeat(200));
        let mut expected = 200u64;
        for _ in 0..198 {
            expected = expected * 2 % MODULUS;
        }
        assert_eq!(solve_forced_pile(&input), Ok(expected.to_string()));
    }
}
