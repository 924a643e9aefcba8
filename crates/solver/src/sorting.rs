//! Sorting for the solver's and the widgets' lists, small in wasm.
//!
//! The standard library's `sort_unstable` is pattern-defeating quicksort with small-sort
//! networks: about 3.5 KB of wasm for each element type it sorts, and a build of one widget
//! sorted two or three types (the coin-turning widget's build carried 7 KB of it; its budget as
//! an embed is 120 KB gzip in all). The lists sorted here are a position's options, reached
//! values, coins or vertices for a step's picture: heapsort's `O(n log n)` worst case serves
//! them as well, in a few hundred bytes a type. The order is `sort_unstable`'s (equal elements
//! in no particular order), checked against it by `tests/sorting_props.rs`.

use std::cmp::Ordering;

/// Sorts `items` in ascending order.
pub fn sort<T: Ord>(items: &mut [T]) {
    heapsort(items, &|a: &T, b: &T| a < b);
}

/// Sorts `items` in ascending order and keeps one of each run of equal elements.
pub fn sort_unique<T: Ord>(items: &mut Vec<T>) {
    sort(items);
    items.dedup();
}

/// Sorts `items` by `order`, which must be a total order.
pub fn sort_by<T>(items: &mut [T], order: impl Fn(&T, &T) -> Ordering) {
    heapsort(items, &|a: &T, b: &T| order(a, b) == Ordering::Less);
}

/// Sorts `items` by the key `key` gives each.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    heapsort(items, &|a: &T, b: &T| key(a) < key(b));
}

/// Builds a max-heap in place, then moves its top to the end of the unsorted part, one by one.
fn heapsort<T>(items: &mut [T], less: &dyn Fn(&T, &T) -> bool) {
    let len = items.len();
    for node in (0..len / 2).rev() {
        sift_down(items, node, len, less);
    }
    for end in (1..len).rev() {
        items.swap(0, end);
        sift_down(items, 0, end, less);
    }
}

/// Moves `items[node]` down the heap `items[..end]` until both its children are not larger.
fn sift_down<T>(items: &mut [T], mut node: usize, end: usize, less: &dyn Fn(&T, &T) -> bool) {
    loop {
        let mut child = 2 * node + 1;
        if child >= end {
            return;
        }
        if child + 1 < end && less(&items[child], &items[child + 1]) {
            child += 1;
        }
        if !less(&items[node], &items[child]) {
            return;
        }
        items.swap(node, child);
        node = child;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_the_edge_cases() {
        let mut empty: Vec<u32> = Vec::new();
        sort(&mut empty);
        assert!(empty.is_empty());
        let mut one = vec![7];
        sort(&mut one);
        assert_eq!(one, [7]);
        let mut repeats = vec![3, 1, 3, 0, 1, 3];
        sort_unique(&mut repeats);
        assert_eq!(repeats, [0, 1, 3]);
        let mut backwards: Vec<u64> = (0..100).rev().collect();
        sort(&mut backwards);
        assert!(backwards.windows(2).all(|w| w[0] < w[1]));
    }
}
