//! Nimber arithmetic checked against the mex definitions (seed 000, "Phép toán trên Nim số")
//! computed literally for small values, and the field laws on the whole of `u64`.

use nimlab_solver::nimber::{nim_inverse, nim_product, nim_sum, operation_table, Op, TableSize};
use proptest::prelude::*;

/// The side of the brute-force product table: crosses the Fermat powers 2, 4 and 16.
const SMALL: usize = 40;
/// The side of the brute-force sum table: products of values below 40 lie below 256.
const SUMS: usize = 256;

/// `a ⊕ b = mex({a' ⊕ b : a' < a} ∪ {a ⊕ b' : b' < b})`, filled in increasing order.
fn mex_sums() -> Vec<Vec<usize>> {
    let mut t = vec![vec![0usize; SUMS]; SUMS];
    for a in 0..SUMS {
        for b in 0..SUMS {
            let options: Vec<usize> = (0..a)
                .map(|x| t[x][b])
                .chain((0..b).map(|y| t[a][y]))
                .collect();
            t[a][b] = mex(&options);
        }
    }
    t
}

/// `a ⊗ b = mex{(a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b}`, with ⊕ from `sums`.
fn mex_products(sums: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let mut t = vec![vec![0usize; SMALL]; SMALL];
    for a in 0..SMALL {
        for b in 0..SMALL {
            let mut options = Vec::new();
            for x in 0..a {
                for y in 0..b {
                    options.push(sums[sums[t[x][b]][t[a][y]]][t[x][y]]);
                }
            }
            t[a][b] = mex(&options);
        }
    }
    t
}

/// The least natural number not among `values`.
fn mex(values: &[usize]) -> usize {
    let mut seen = vec![false; values.len() + 1];
    for &v in values {
        if let Some(flag) = seen.get_mut(v) {
            *flag = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(values.len())
}

#[test]
fn sum_and_product_equal_their_mex_definitions() {
    let sums = mex_sums();
    let products = mex_products(&sums);
    for (a, row) in sums.iter().enumerate() {
        for (b, &sum) in row.iter().enumerate() {
            assert_eq!(nim_sum(a as u64, b as u64), sum as u64, "{a} ⊕ {b}");
        }
    }
    for (a, row) in products.iter().enumerate() {
        for (b, &product) in row.iter().enumerate() {
            assert_eq!(nim_product(a as u64, b as u64), product as u64, "{a} ⊗ {b}");
        }
    }
}

#[test]
fn oeis_a051775_by_antidiagonals() {
    // OEIS A051775: the nim-product i ⊗ j, i, j ≥ 0, read by antidiagonals. The first nine
    // antidiagonals, derived here from the mex definition (Python, by hand) before comparing.
    let expected: [u64; 45] = [
        0, 0, 0, 0, 1, 0, 0, 2, 2, 0, 0, 3, 3, 3, 0, 0, 4, 1, 1, 4, 0, 0, 5, 8, 2, 8, 5, 0, 0, 6,
        10, 12, 12, 10, 6, 0, 0, 7, 11, 15, 6, 15, 11, 7, 0,
    ];
    let terms: Vec<u64> = (0..9u64)
        .flat_map(|d| (0..=d).map(move |i| nim_product(i, d - i)))
        .collect();
    assert_eq!(terms, expected);
}

#[test]
fn fermat_powers_square_to_three_halves() {
    // F ⊗ F = 3F/2 for F = 2^(2^k) (Conway, On Numbers and Games, ch. 6; Wikipedia "Nimber").
    for k in 0..6 {
        let f = 1u64 << (1 << k);
        assert_eq!(nim_product(f, f), 3 * (f / 2), "F = {f}");
    }
    assert_eq!(nim_product(2, 2), 3);
    assert_eq!(nim_product(4, 4), 6);
    assert_eq!(nim_product(16, 16), 24);
    assert_eq!(nim_product(1 << 32, 1 << 32), 3 << 31);
}

#[test]
fn every_subfield_is_closed_and_has_inverses() {
    for size in [2u64, 4, 16, 256] {
        let table = operation_table(Op::Mul, TableSize::new(size).expect("subfield"));
        for a in 1..size {
            let row = &table[a as usize];
            assert!(row.iter().all(|&p| p < size), "closed, size {size}");
            let inverses = row.iter().filter(|&&p| p == 1).count();
            assert_eq!(inverses, 1, "{a} has one inverse in the field of {size}");
            assert_eq!(nim_inverse(a).map(|i| i < size), Some(true));
        }
    }
}

fn small() -> impl Strategy<Value = u64> {
    0u64..300
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn field_laws_on_all_of_u64(a in any::<u64>(), b in any::<u64>(), c in any::<u64>()) {
        prop_assert_eq!(nim_product(a, b), nim_product(b, a));
        prop_assert_eq!(nim_product(nim_product(a, b), c), nim_product(a, nim_product(b, c)));
        prop_assert_eq!(nim_product(a, b ^ c), nim_product(a, b) ^ nim_product(a, c));
        prop_assert_eq!(nim_product(a, 1), a);
        prop_assert_eq!(nim_product(a, 0), 0);
        if a != 0 {
            let inv = nim_inverse(a).expect("nonzero");
            prop_assert_eq!(nim_product(a, inv), 1);
        }
    }

    #[test]
    fn field_laws_across_the_table_boundary(a in small(), b in small(), c in small()) {
        prop_assert_eq!(nim_product(nim_product(a, b), c), nim_product(a, nim_product(b, c)));
        prop_assert_eq!(nim_product(a ^ b, c), nim_product(a, c) ^ nim_product(b, c));
    }

    #[test]
    fn products_stay_in_the_smallest_subfield(a in any::<u64>(), b in any::<u64>(), k in 0u32..6) {
        let size_bits = 1u32 << k;
        let mask = (1u64 << size_bits) - 1;
        let (a, b) = (a & mask, b & mask);
        prop_assert!(nim_product(a, b) <= mask);
    }

    #[test]
    fn op_parsing_never_panics(text in "\\PC{0,40}") {
        let _ = Op::parse(&text);
    }
}
