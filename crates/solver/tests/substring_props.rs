//! The solver's substring search (`nimlab_solver::substring`) against `str::find` on random
//! texts over a small alphabet (so that needles are often found, at several places), with
//! Vietnamese letters among them (several bytes a character).

use nimlab_solver::substring::{contains, find, replace};
use proptest::prelude::*;

const TEXT: &str = "[ab/*ư ]{0,40}";
const NEEDLE: &str = "[ab/*ư ]{0,4}";

proptest! {
    #[test]
    fn find_agrees_with_the_standard_search(haystack in TEXT, needle in NEEDLE) {
        prop_assert_eq!(find(&haystack, &needle), haystack.find(needle.as_str()));
        prop_assert_eq!(contains(&haystack, &needle), haystack.contains(needle.as_str()));
    }

    #[test]
    fn replace_agrees_with_the_standard_replace(haystack in TEXT, needle in NEEDLE, with in NEEDLE) {
        let expected = if needle.is_empty() {
            haystack.clone()
        } else {
            haystack.replace(needle.as_str(), &with)
        };
        prop_assert_eq!(replace(&haystack, &needle, &with), expected);
    }
}
