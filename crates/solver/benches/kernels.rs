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
