//! The benchmark kernels: the solver's heavy loops on fixed inputs, each returning a checksum.
//!
//! `./x bench` runs the same kernels three ways — natively, as wasm (in Node and in Chromium)
//! and as plain JavaScript written the way the source lesson writes its code
//! (`tests/bench/kernels.mjs`) — and compares their medians. The checksums prove that the three
//! did the same work: a faster kernel that computes something else is not faster. The inputs
//! are generated inside each kernel (no parsing), so all three time exactly the loops.

use crate::input::RawInt;
use crate::nimber::nim_product;
use crate::octal::OctalCode;
use crate::score::Row;
use crate::subtraction::{MoveSet, SubtractionGame};
use crate::Outcome;

/// One kernel of the benchmark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kernel {
    /// W/L table of the subtraction game with the first ten primes as moves, n = 10^6.
    WinLose,
    /// Grundy table (mex of the options) of the same game, n = 10^6.
    Grundy,
    /// Interval DP "take from either end", n = 5000, 2-D grid by segment length (the lesson's order).
    IntervalGridByLength,
    /// The same 2-D grid filled row by row from the bottom (memory read in order).
    IntervalGridByRows,
    /// The same DP rolled into one array of n values.
    IntervalRolled,
    /// Kayles (octal 0.77) Grundy values to n = 10^5, with the period check on.
    OctalKayles,
    /// 10^6 nim-products of xorshift64 pairs.
    NimProducts,
}

impl Kernel {
    pub const ALL: [Kernel; 7] = [
        Kernel::WinLose,
        Kernel::Grundy,
        Kernel::IntervalGridByLength,
        Kernel::IntervalGridByRows,
        Kernel::IntervalRolled,
        Kernel::OctalKayles,
        Kernel::NimProducts,
    ];

    /// The name every implementation uses.
    pub fn name(self) -> &'static str {
        match self {
            Kernel::WinLose => "wl-table-1e6",
            Kernel::Grundy => "grundy-table-1e6",
            Kernel::IntervalGridByLength => "interval-dp-5000-2d-by-length",
            Kernel::IntervalGridByRows => "interval-dp-5000-2d-by-rows",
            Kernel::IntervalRolled => "interval-dp-5000-rolled",
            Kernel::OctalKayles => "octal-0.77-1e5",
            Kernel::NimProducts => "nim-products-1e6",
        }
    }

    pub fn from_name(name: &str) -> Option<Kernel> {
        Kernel::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Runs the kernel once; the checksum is the same in every implementation.
    pub fn run(self) -> u64 {
        match self {
            Kernel::WinLose => win_lose(),
            Kernel::Grundy => grundy(),
            Kernel::IntervalGridByLength => {
                checksum(row().and_then(|r| r.grid_by_length().get(0, ROW_LEN - 1)))
            }
            Kernel::IntervalGridByRows => {
                checksum(row().and_then(|r| r.grid().get(0, ROW_LEN - 1)))
            }
            Kernel::IntervalRolled => checksum(row().map(|r| r.rolled_diff())),
            Kernel::OctalKayles => kayles(),
            Kernel::NimProducts => nim_products(),
        }
    }
}

/// The subtraction kernels' size and moves (the first ten primes).
const TABLE_N: usize = 1_000_000;
const PRIMES: [u64; 10] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29];

fn ten_primes() -> Option<SubtractionGame> {
    let raw: Vec<RawInt> = PRIMES
        .into_iter()
        .map(|p| RawInt::Value(i128::from(p)))
        .collect();
    MoveSet::from_raw(&raw).ok().map(SubtractionGame::new)
}

/// The number of W positions in 0..=n.
fn win_lose() -> u64 {
    ten_primes().map_or(0, |game| {
        game.outcomes(TABLE_N)
            .iter()
            .filter(|&&o| o == Outcome::Win)
            .count() as u64
    })
}

/// The sum of the Grundy values of 0..=n.
fn grundy() -> u64 {
    ten_primes().map_or(0, |game| {
        game.table(TABLE_N)
            .grundy
            .iter()
            .map(|&g| u64::from(g))
            .sum()
    })
}

/// The interval kernels' row: a[i] = (i · 7919 mod 2 000 001) − 10^6, for i < 5000.
const ROW_LEN: usize = 5000;

fn row() -> Option<Row> {
    let raw: Vec<RawInt> = (0..ROW_LEN as i128)
        .map(|i| RawInt::Value((i * 7919) % 2_000_001 - 1_000_000))
        .collect();
    Row::from_raw(&raw).ok()
}

/// dp[0][n − 1] (the first player's best margin) as its two's-complement bits.
fn checksum(first_cell: Option<i64>) -> u64 {
    first_cell.unwrap_or(0) as u64
}

/// The sum of Kayles' Grundy values of 0..=10^5.
fn kayles() -> u64 {
    OctalCode::parse("0.77").map_or(0, |code| {
        code.grundy(100_000).iter().map(|&g| u64::from(g)).sum()
    })
}

/// The XOR of 10^6 nim-products a ⊗ b, the pairs drawn from xorshift64 (13, 7, 17) seeded
/// with 0x9e3779b97f4a7c15, a first then b.
fn nim_products() -> u64 {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..1_000_000).fold(0, |acc, _| {
        let a = next();
        let b = next();
        acc ^ nim_product(a, b)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for kernel in Kernel::ALL {
            assert_eq!(Kernel::from_name(kernel.name()), Some(kernel));
        }
        assert_eq!(Kernel::from_name("nope"), None);
    }

    #[test]
    fn the_three_interval_kernels_agree() {
        let by_length = Kernel::IntervalGridByLength.run();
        assert_eq!(Kernel::IntervalGridByRows.run(), by_length);
        assert_eq!(Kernel::IntervalRolled.run(), by_length);
    }

    #[test]
    fn checksums_are_not_trivial() {
        // A kernel that silently fell back to its empty input would give 0 here.
        for kernel in [
            Kernel::WinLose,
            Kernel::Grundy,
            Kernel::OctalKayles,
            Kernel::NimProducts,
        ] {
            assert_ne!(kernel.run(), 0, "{kernel:?}");
        }
        assert!(Kernel::WinLose.run() < 1_000_001);
    }
}
