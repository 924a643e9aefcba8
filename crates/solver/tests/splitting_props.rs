//! E&D (SDOI2009) checked against the table printed in the seed and against an independent
//! brute force: a memoised search of the game graph of one group, by the mex definition.

use std::collections::{BTreeSet, HashMap};

use nimlab_solver::input::RawInt;
use nimlab_solver::splitting::{brute_table, closed_form_table, solve_ed, Group, Groups};
use nimlab_solver::Outcome;
use proptest::prelude::*;

/// The SG table f(i, j), 1 ≤ i, j ≤ 16, printed in seed `000_98566f6c043945c1.txt` under
/// "Luogu P2148 [SDOI2009] E&D" (the table the seed's brute-force program produced).
const SEED_TABLE: [[u32; 16]; 16] = [
    [0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4],
    [1, 1, 2, 2, 1, 1, 3, 3, 1, 1, 2, 2, 1, 1, 4, 4],
    [0, 2, 0, 2, 0, 3, 0, 3, 0, 2, 0, 2, 0, 4, 0, 4],
    [2, 2, 2, 2, 3, 3, 3, 3, 2, 2, 2, 2, 4, 4, 4, 4],
    [0, 1, 0, 3, 0, 1, 0, 3, 0, 1, 0, 4, 0, 1, 0, 4],
    [1, 1, 3, 3, 1, 1, 3, 3, 1, 1, 4, 4, 1, 1, 4, 4],
    [0, 3, 0, 3, 0, 3, 0, 3, 0, 4, 0, 4, 0, 4, 0, 4],
    [3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4],
    [0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2, 0, 1, 0, 4],
    [1, 1, 2, 2, 1, 1, 4, 4, 1, 1, 2, 2, 1, 1, 4, 4],
    [0, 2, 0, 2, 0, 4, 0, 4, 0, 2, 0, 2, 0, 4, 0, 4],
    [2, 2, 2, 2, 4, 4, 4, 4, 2, 2, 2, 2, 4, 4, 4, 4],
    [0, 1, 0, 4, 0, 1, 0, 4, 0, 1, 0, 4, 0, 1, 0, 4],
    [1, 1, 4, 4, 1, 1, 4, 4, 1, 1, 4, 4, 1, 1, 4, 4],
    [0, 4, 0, 4, 0, 4, 0, 4, 0, 4, 0, 4, 0, 4, 0, 4],
    [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
];

/// Grundy value of the group (a, b) by recursion over its moves.
fn brute(a: u64, b: u64, memo: &mut HashMap<(u64, u64), u64>) -> u64 {
    if let Some(&g) = memo.get(&(a, b)) {
        return g;
    }
    let mut reached = BTreeSet::new();
    for pile in [a, b] {
        for x in 1..pile {
            reached.insert(brute(x, pile - x, memo));
        }
    }
    let mex = (0..).find(|v| !reached.contains(v)).unwrap_or(0);
    memo.insert((a, b), mex);
    mex
}

#[test]
fn the_seed_table_is_reproduced_cell_for_cell() {
    let brute = brute_table(16);
    let closed = closed_form_table(16);
    for (i, row) in SEED_TABLE.iter().enumerate() {
        assert_eq!(brute[i], row, "brute force, row {}", i + 1);
        assert_eq!(closed[i], row, "closed form, row {}", i + 1);
    }
}

#[test]
fn the_definition_table_agrees_with_the_recursion_up_to_40() {
    let table = brute_table(40);
    let mut memo = HashMap::new();
    for a in 1..=40u64 {
        for b in 1..=40u64 {
            assert_eq!(
                u64::from(table[a as usize - 1][b as usize - 1]),
                brute(a, b, &mut memo)
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn closed_form_equals_the_game_graph(a in 1u64..=60, b in 1u64..=60) {
        let group = Group::new(a, b).expect("non-empty");
        prop_assert_eq!(u64::from(group.grundy()), brute(a, b, &mut HashMap::new()));
    }

    #[test]
    fn several_groups_are_worth_the_xor(piles in proptest::collection::vec(1u64..=40, 1..=4)) {
        let piles: Vec<u64> = piles.iter().chain(piles.iter().rev()).copied().collect();
        let raw: Vec<RawInt> = piles.iter().map(|&p| RawInt::Value(i128::from(p))).collect();
        let verdict = Groups::from_raw(&raw).expect("valid").verdict();
        let mut memo = HashMap::new();
        let xor = piles.chunks(2).fold(0, |acc, pair| acc ^ brute(pair[0], pair[1], &mut memo));
        prop_assert_eq!(u64::from(verdict.grundy), xor);
        prop_assert_eq!(verdict.outcome == Outcome::Lose, xor == 0);
    }

    #[test]
    fn huge_piles_follow_the_bit_rule(a in 1u64.., b in 1u64..) {
        // The closed form is mex(S_a ∪ S_b) with S_k = the 1 bits of k − 1.
        let g = Group::new(a, b).expect("non-empty").grundy();
        let union = (a - 1) | (b - 1);
        prop_assert!((0..g).all(|d| union >> d & 1 == 1));
        prop_assert!(g == 64 || union >> g & 1 == 0);
        for split in Group::new(a, b).expect("non-empty").winning_splits() {
            prop_assert_eq!(Group::new(split.into.0, split.into.1).map(Group::grundy), Some(0));
        }
    }

    #[test]
    fn judge_input_never_panics(text in "\\PC{0,40}") {
        let _ = solve_ed(&text);
    }
}
