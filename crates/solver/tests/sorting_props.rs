//! The solver's heapsort (`nimlab_solver::sorting`) against the standard library's sort on
//! random lists: the same order, whatever the length, the repeats and the key.

use nimlab_solver::sorting::{sort, sort_by, sort_by_key, sort_unique};
use proptest::prelude::*;

proptest! {
    #[test]
    fn sort_orders_as_the_standard_sort(mut items in prop::collection::vec(0u32..50, 0..300)) {
        let mut expected = items.clone();
        expected.sort_unstable();
        sort(&mut items);
        prop_assert_eq!(items, expected);
    }

    #[test]
    fn sort_unique_keeps_each_value_once(mut items in prop::collection::vec(any::<u64>().prop_map(|v| v % 40), 0..200)) {
        let mut expected = items.clone();
        expected.sort_unstable();
        expected.dedup();
        sort_unique(&mut items);
        prop_assert_eq!(items, expected);
    }

    #[test]
    fn sort_by_key_and_sort_by_order_pairs(mut items in prop::collection::vec((0usize..8, 0usize..8), 0..120)) {
        // Ties under the key are left in some order: compare the keys' sequence, and the
        // multiset of items.
        let mut expected = items.clone();
        expected.sort_unstable();
        let mut by_first = items.clone();
        sort_by_key(&mut by_first, |pair| pair.0);
        prop_assert!(by_first.windows(2).all(|w| w[0].0 <= w[1].0));
        let mut again = by_first.clone();
        again.sort_unstable();
        prop_assert_eq!(&again, &expected);
        sort_by(&mut items, |a, b| a.0.cmp(&b.0).then(a.1.cmp(&b.1)));
        prop_assert_eq!(items, expected);
    }

    #[test]
    fn sort_by_orders_floats_with_total_cmp(mut items in prop::collection::vec(-1e6f64..1e6, 0..100)) {
        let mut expected = items.clone();
        expected.sort_by(|a, b| a.total_cmp(b));
        sort_by(&mut items, |a, b| a.total_cmp(b));
        prop_assert_eq!(items, expected);
    }
}
