//! The solver's kernels, measured natively: `./x bench` (or `cargo bench -p nimlab-solver`).
//! Figures are printed, never asserted: the machines are shared and noisy.

use nimlab_solver::input::RawInt;
use nimlab_solver::subtraction::{MoveSet, SubtractionGame};

fn main() {
    divan::main();
}

/// Ten moves, as in the benchmark the issues name: the first ten primes.
fn ten_moves() -> SubtractionGame {
    let raw: Vec<RawInt> = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
        .into_iter()
        .map(RawInt::Value)
        .collect();
    SubtractionGame::new(MoveSet::from_raw(&raw).expect("ten distinct positive moves"))
}

const MILLION: usize = 1_000_000;

#[divan::bench(sample_count = 10)]
fn wl_table_1e6_ten_moves(bencher: divan::Bencher) {
    let game = ten_moves();
    bencher.bench(|| game.outcomes(divan::black_box(MILLION)));
}

#[divan::bench(sample_count = 10)]
fn grundy_table_1e6_ten_moves(bencher: divan::Bencher) {
    let game = ten_moves();
    bencher.bench(|| game.table(divan::black_box(MILLION)));
}

/// A row of 5000 numbers in ±10^6, spread by a multiplicative step.
fn row_5000() -> nimlab_solver::score::Row {
    let text: Vec<String> = (0..5000i64)
        .map(|i| ((i * 7919) % 2_000_001 - 1_000_000).to_string())
        .collect();
    nimlab_solver::score::Row::parse(&text.join(" ")).expect("5000 numbers within the limits")
}

/// The lesson's 2-D interval DP, filled by length then left end (as seed 004 times it).
#[divan::bench(sample_count = 5)]
fn interval_dp_5000_grid_by_length(bencher: divan::Bencher) {
    let row = row_5000();
    bencher.bench(|| row.grid_by_length());
}

/// The same 2-D grid filled row by row from the bottom, reading memory in order.
#[divan::bench(sample_count = 5)]
fn interval_dp_5000_grid_by_rows(bencher: divan::Bencher) {
    let row = row_5000();
    bencher.bench(|| row.grid());
}

/// The rolled 1-D array: same answer, O(n) memory.
#[divan::bench(sample_count = 10)]
fn interval_dp_5000_rolled(bencher: divan::Bencher) {
    let row = row_5000();
    bencher.bench(|| row.rolled_diff());
}

/// A million nim-products of pseudo-random u64 pairs (xorshift64).
#[divan::bench(sample_count = 10)]
fn nim_product_1e6_pairs(bencher: divan::Bencher) {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let pairs: Vec<(u64, u64)> = (0..1_000_000)
        .map(|_| {
            let mut next = || {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state
            };
            (next(), next())
        })
        .collect();
    bencher.bench(|| {
        pairs.iter().fold(0, |acc, &(a, b)| {
            acc ^ nimlab_solver::nimber::nim_product(a, b)
        })
    });
}

/// Kayles (octal 0.77) Grundy values to n = 10^5, with the Guy–Smith period check on.
#[divan::bench(sample_count = 10)]
fn octal_077_1e5(bencher: divan::Bencher) {
    let kayles = nimlab_solver::octal::OctalCode::parse("0.77").expect("Kayles' code");
    bencher.bench(|| kayles.grundy(divan::black_box(100_000)));
}

/// Dawson's chess (0.137) to n = 10^5: another period, found later.
#[divan::bench(sample_count = 10)]
fn octal_0137_1e5(bencher: divan::Bencher) {
    let dawson = nimlab_solver::octal::OctalCode::parse("0.137").expect("Dawson's code");
    bencher.bench(|| dawson.grundy(divan::black_box(100_000)));
}
