//! Judge exercises on Nim from the lesson (seed 002, "Bài tập"): An moves first, both play
//! perfectly, and the winner's name is printed (`An` or `Binh`).
//!
//! - Bài 3: count An's winning first moves — the heaps carrying the highest bit of `X`.
//! - Bài 7: Nim on a range `a_l..a_r` with point updates — a Fenwick tree over XOR, since
//!   `x ⊕ x = 0` makes the range XOR `P_r ⊕ P_{l−1}` for prefix XORs `P`.
//! - Bài 8: replace `x` by `x / d` for a divisor `d > 1` — each number is a Nim heap of `Ω(x)`
//!   stones (prime factors with multiplicity), because dividing by `d` removes `Ω(d)` factors and
//!   any count from 1 to `Ω(x)` can be removed; `Ω` comes from a smallest-prime-factor sieve.

use crate::input::{Field, InputError, JudgeInput};

/// The number of heaps (or numbers, or array elements).
pub const N: Field = Field::new("n", "Số phần tử n", "Count n", "3");
/// A heap size or array value.
pub const VALUE: Field = Field::new("a", "Giá trị a_i", "Value a_i", "3 4 5");
/// The number of operations of Bài 7.
pub const Q: Field = Field::new("q", "Số thao tác q", "Operations q", "4");
/// An operation's type (1 = assign, 2 = ask).
pub const OPERATION: Field = Field::new("type", "Loại thao tác", "Operation type", "2");
/// A position in the array, from 1.
pub const POSITION: Field = Field::new("i", "Vị trí", "Position", "3");

/// Bài 3's limits: up to 2·10^5 heaps of 1 to 10^18 stones.
pub const MAX_HEAPS_3: usize = 200_000;
pub const MAX_HEAP_3: u64 = 1_000_000_000_000_000_000;
/// Bài 7's limits: up to 10^5 values of 1 to 10^9, up to 10^5 operations.
pub const MAX_N_7: usize = 100_000;
pub const MAX_Q_7: usize = 100_000;
pub const MAX_VALUE_7: u64 = 1_000_000_000;
/// Bài 8's limits: up to 10^5 numbers of 1 to 10^6.
pub const MAX_N_8: usize = 100_000;
pub const MAX_VALUE_8: u64 = 1_000_000;

fn winner(first_wins: bool) -> &'static str {
    if first_wins {
        "An"
    } else {
        "Binh"
    }
}

/// Bài 3: `n`, then the heaps; prints the winner and An's number of winning first moves
/// (`Binh 0` when An loses).
pub fn solve_count_winning_moves(input: &str) -> Result<String, InputError> {
    let mut reader = JudgeInput::new(input);
    let n = reader.count(N, 1, MAX_HEAPS_3)?;
    let sizes = (0..n)
        .map(|_| reader.number(VALUE, 1, MAX_HEAP_3))
        .collect::<Result<Vec<u64>, InputError>>()?;
    let x = sizes.iter().fold(0, |x, &a| x ^ a);
    if x == 0 {
        return Ok("Binh 0".to_string());
    }
    // Heap i has a winning move exactly when a_i ⊕ X < a_i (it carries the top bit of X).
    let count = sizes.iter().filter(|&&a| a ^ x < a).count();
    Ok(format!("An {count}"))
}

/// A Fenwick tree whose "sum" is XOR, over positions `1..=n`.
struct XorFenwick {
    tree: Vec<u64>,
}

impl XorFenwick {
    fn new(values: &[u64]) -> XorFenwick {
        let mut tree = vec![0u64; values.len() + 1];
        for (k, &v) in values.iter().enumerate() {
            let i = k + 1;
            if let Some(cell) = tree.get_mut(i) {
                *cell ^= v;
            }
            // Linear build: pass each node's total to its parent.
            let parent = i + (i & i.wrapping_neg());
            let node = tree.get(i).copied().unwrap_or(0);
            if let Some(cell) = tree.get_mut(parent) {
                *cell ^= node;
            }
        }
        XorFenwick { tree }
    }

    /// XORs `delta` into position `i` (from 1).
    fn update(&mut self, mut i: usize, delta: u64) {
        while let Some(cell) = self.tree.get_mut(i).filter(|_| i > 0) {
            *cell ^= delta;
            i += i & i.wrapping_neg();
        }
    }

    /// The XOR of positions `1..=i`.
    fn prefix(&self, mut i: usize) -> u64 {
        let mut x = 0;
        while i > 0 {
            x ^= self.tree.get(i).copied().unwrap_or(0);
            i &= i - 1;
        }
        x
    }
}

/// Bài 7: `n q`, the array, then `q` operations `1 i v` (set `a_i = v`) or `2 l r` (who wins
/// Nim on `a_l..a_r`); prints one name per question.
pub fn solve_range_nim(input: &str) -> Result<String, InputError> {
    let mut reader = JudgeInput::new(input);
    let n = reader.count(N, 1, MAX_N_7)?;
    let q = reader.count(Q, 0, MAX_Q_7)?;
    let mut values = (0..n)
        .map(|_| reader.number(VALUE, 1, MAX_VALUE_7))
        .collect::<Result<Vec<u64>, InputError>>()?;
    let mut tree = XorFenwick::new(&values);
    let mut answers = Vec::new();
    for _ in 0..q {
        let kind = reader.number(OPERATION, 1, 2)?;
        let first = reader.count(POSITION, 1, n)?;
        if kind == 1 {
            let v = reader.number(VALUE, 1, MAX_VALUE_7)?;
            if let Some(slot) = values.get_mut(first - 1) {
                // Assigning is XORing out the old value and XORing in the new one.
                tree.update(first, *slot ^ v);
                *slot = v;
            }
        } else {
            let last = reader.count(POSITION, 1, n)?;
            if last < first {
                return Err(InputError::custom(
                    POSITION,
                    format!("đoạn {first} {last} có đầu trái lớn hơn đầu phải."),
                    format!("the range {first} {last} starts after it ends."),
                ));
            }
            let x = tree.prefix(last) ^ tree.prefix(first - 1);
            answers.push(winner(x != 0));
        }
    }
    Ok(answers.join("\n"))
}

/// `Ω(x)` for every `x ≤ limit`, from the smallest prime factor of each number.
pub fn omega_table(limit: usize) -> Vec<u32> {
    let mut smallest = vec![0usize; limit + 1];
    for p in 2..=limit {
        if smallest.get(p) == Some(&0) {
            for multiple in (p..=limit).step_by(p) {
                if let Some(cell) = smallest.get_mut(multiple).filter(|c| **c == 0) {
                    *cell = p;
                }
            }
        }
    }
    let mut omega = vec![0u32; limit + 1];
    for x in 2..=limit {
        // Ω(x) = Ω(x / p) + 1 for the smallest prime p of x; x / p < x is already known.
        let p = smallest.get(x).copied().unwrap_or(x).max(1);
        let rest = omega.get(x / p).copied().unwrap_or(0);
        if let Some(cell) = omega.get_mut(x) {
            *cell = rest + 1;
        }
    }
    omega
}

/// Bài 8: `n`, then the numbers; prints the winner of the splitting game.
pub fn solve_splitting_game(input: &str) -> Result<String, InputError> {
    let mut reader = JudgeInput::new(input);
    let n = reader.count(N, 1, MAX_N_8)?;
    let values = (0..n)
        .map(|_| reader.count(VALUE, 1, MAX_VALUE_8 as usize))
        .collect::<Result<Vec<usize>, InputError>>()?;
    let limit = values.iter().copied().max().unwrap_or(1);
    let omega = omega_table(limit);
    let x = values
        .iter()
        .fold(0u32, |x, &v| x ^ omega.get(v).copied().unwrap_or(0));
    Ok(winner(x != 0).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_of_the_seed() {
        // Seed 002, Bài 3: Input "3 / 3 4 5", Output "An 1".
        assert_eq!(solve_count_winning_moves("3\n3 4 5").as_deref(), Ok("An 1"));
        // Seed 002, Bài 7: the sample with one assignment between the questions.
        let input = "5 4\n1 2 3 4 5\n2 1 3\n2 2 4\n1 3 2\n2 1 3\n";
        assert_eq!(solve_range_nim(input).as_deref(), Ok("Binh\nAn\nAn"));
        // Seed 002, Bài 8: Input "3 / 12 8 5", Output "An" (Ω = 3, 3, 1).
        assert_eq!(solve_splitting_game("3\n12 8 5").as_deref(), Ok("An"));
    }

    #[test]
    fn edge_cases() {
        assert_eq!(solve_count_winning_moves("2\n7 7").as_deref(), Ok("Binh 0"));
        // 10^18 ⊕ 1 ⊕ … : three heaps carry the top bit.
        let big = MAX_HEAP_3;
        let input = format!("3\n{big} {big} {big}");
        assert_eq!(solve_count_winning_moves(&input).as_deref(), Ok("An 3"));
        assert!(solve_count_winning_moves("1\n1000000000000000001").is_err());
        assert!(solve_range_nim("3 1\n1 2 3\n2 3 1").is_err());
        assert!(solve_range_nim("3 1\n1 2 3\n2 1 4").is_err());
        assert!(solve_range_nim("3 1\n1 2 3\n3 1 2").is_err());
        assert_eq!(solve_range_nim("1 0\n5").as_deref(), Ok(""));
        assert_eq!(solve_splitting_game("2\n1 1").as_deref(), Ok("Binh"));
        assert_eq!(omega_table(12), vec![0, 0, 1, 1, 2, 1, 2, 1, 3, 2, 2, 1, 3]);
        // 2^19 = 524288 has Ω = 19; 999983 is prime.
        let omega = omega_table(1_000_000);
        assert_eq!(omega[524_288], 19);
        assert_eq!(omega[999_983], 1);
        assert_eq!(omega[1_000_000], 12);
    }

    #[test]
    fn fenwick_matches_prefix_xor() {
        let values: Vec<u64> = (1..=37).map(|i| i * 7919 % 1000).collect();
        let tree = XorFenwick::new(&values);
        let mut prefix = 0;
        for (k, &v) in values.iter().enumerate() {
            prefix ^= v;
            assert_eq!(tree.prefix(k + 1), prefix);
        }
    }
}
