//! Seeded random instances: a practice's random game, a measurement's random row.
//!
//! The generator is SplitMix64, written out here so that the same seed gives the same numbers
//! on every browser and machine: that is what makes a link to a random exercise reproducible
//! (`#gp.seed=4242` opens the same instance for a whole class). Seeds are short enough to read
//! aloud (`1..=MAX_SEED`).

use crate::input::{parse_number, Field, InputError, RawInt};
use crate::score::Row;
use crate::subtraction::MoveSet;

/// The largest seed: six digits.
pub const MAX_SEED: u64 = 999_999;

/// A seed typed or carried by a link.
pub const SEED: Field = Field::new("seed", "Mã đề", "Instance code", "12345");

/// Reads a seed from a link, like any typed number: `1..=MAX_SEED`.
pub fn read_seed(text: &str) -> Result<u64, InputError> {
    parse_number(text, SEED, 1, MAX_SEED)
}

/// A seed in `1..=MAX_SEED` from a number in `[0, 1)` (the page's `Math.random()`).
pub fn seed_from_unit(unit: f64) -> u64 {
    let scaled = (unit.clamp(0.0, 1.0) * MAX_SEED as f64) as u64;
    1 + scaled % MAX_SEED
}

/// A deterministic generator (SplitMix64).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `low..=high` (`low` when the range is empty).
    pub fn range(&mut self, low: u64, high: u64) -> u64 {
        if high <= low {
            return low;
        }
        low + self.next() % (high - low + 1)
    }

    /// `count` distinct moves from `1..=largest` (at most `largest` of them), as a move set.
    pub fn move_set(&mut self, count: usize, largest: u64) -> MoveSet {
        let largest = largest.clamp(1, crate::subtraction::MAX_MOVE);
        let count = count.clamp(
            1,
            largest.min(crate::subtraction::MAX_MOVES as u64) as usize,
        );
        let mut moves: Vec<RawInt> = Vec::with_capacity(count);
        while moves.len() < count {
            let take = RawInt::Value(i128::from(self.range(1, largest)));
            if !moves.contains(&take) {
                moves.push(take);
            }
        }
        // Distinct moves within the limits: always accepted.
        MoveSet::from_raw(&moves).unwrap_or_else(|_| MoveSet::bachet(3))
    }

    /// A row of `len` numbers from `low..=high` (`len` at least 1).
    pub fn row(&mut self, len: usize, low: u64, high: u64) -> Row {
        let raw: Vec<RawInt> = (0..len.max(1))
            .map(|_| RawInt::Value(i128::from(self.range(low, high))))
            .collect();
        // Numbers below MAX_ABS and a length within MAX_LEN are accepted; a longer row is not.
        Row::from_raw(&raw).unwrap_or_else(|_| Row::lesson_example())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_numbers() {
        let (mut a, mut b) = (Rng::new(42), Rng::new(42));
        for _ in 0..100 {
            let x = a.range(1, 6);
            assert_eq!(x, b.range(1, 6));
            assert!((1..=6).contains(&x));
        }
        assert_eq!(Rng::new(7).range(3, 3), 3);
        assert_eq!(Rng::new(7).range(5, 2), 5);
        // SplitMix64's published first output for seed 0.
        assert_eq!(Rng::new(0).next(), 0xE220_A839_7B1D_CDAF);
    }

    #[test]
    fn move_sets_are_distinct_moves_in_range() {
        for seed in 1..200 {
            let mut rng = Rng::new(seed);
            let moves = rng.move_set(3, 5);
            assert_eq!(moves.values().len(), 3);
            assert!(moves.values().iter().all(|&m| (1..=5).contains(&m)));
        }
        // More moves than there are numbers: all of them, no endless loop.
        assert_eq!(Rng::new(1).move_set(9, 4).values(), &[1, 2, 3, 4]);
        assert_eq!(
            Rng::new(5).move_set(2, 6),
            Rng::new(5).move_set(2, 6),
            "reproducible"
        );
    }

    #[test]
    fn rows_have_their_length_and_range() {
        let row = Rng::new(99).row(6, 1, 20);
        assert_eq!(row.len(), 6);
        assert!(row.values().iter().all(|&v| (1..=20).contains(&v)));
        assert_eq!(Rng::new(3).row(0, 1, 9).len(), 1);
    }

    #[test]
    fn seeds_from_a_link_and_from_the_page() {
        assert_eq!(read_seed("4242"), Ok(4242));
        assert!(read_seed("NaN").is_err());
        assert!(read_seed("0").is_err());
        assert!(read_seed("1000000").is_err());
        for unit in [0.0, 0.5, 0.999_999_9, 1.0, -3.0, f64::NAN] {
            assert!((1..=MAX_SEED).contains(&seed_from_unit(unit)), "{unit}");
        }
    }
}
