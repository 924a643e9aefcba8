//! The minimum excludant, and why it is what it is.
//!
//! **Definition used.** `mex S` is the smallest natural number not in `S`. So `mex S = g`
//! exactly when `0, 1, …, g − 1` are all in `S` and `g` is not: that is the reason a learner is
//! given, and it is why a position with `k` options has a Grundy value of at most `k`.

use crate::lang::Lang;
use crate::sorting;

/// A set of Grundy values (sorted, each once) and its mex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mex {
    present: Vec<u32>,
    value: u32,
}

impl Mex {
    /// The mex of `values` (in any order, repeats allowed).
    pub fn of(values: impl IntoIterator<Item = u32>) -> Mex {
        let mut present: Vec<u32> = values.into_iter().collect();
        sorting::sort_unique(&mut present);
        let value = present
            .iter()
            .zip(0u32..)
            .take_while(|(have, want)| *have == want)
            .count() as u32;
        Mex { present, value }
    }

    pub fn value(&self) -> u32 {
        self.value
    }

    /// The values present, sorted, each once.
    pub fn present(&self) -> &[u32] {
        &self.present
    }

    /// The set as it is written: `{0, 1, 3}`, `{}`.
    pub fn set(&self) -> String {
        format!("{{{}}}", join(self.present.iter()))
    }

    /// Why the mex is its value: every smaller number is in the set, and the value is not.
    pub fn reason(&self, lang: Lang) -> String {
        let g = self.value;
        let below = join(0..g);
        match (g, lang) {
            (0, Lang::Vi) => "số 0 không có trong tập.".to_string(),
            (0, Lang::En) => "0 is not in the set.".to_string(),
            (1, Lang::Vi) => "0 có trong tập, còn 1 thì không.".to_string(),
            (1, Lang::En) => "0 is in the set, 1 is not.".to_string(),
            (_, Lang::Vi) => format!("{below} đều có trong tập, còn {g} thì không."),
            (_, Lang::En) => format!("{below} are all in the set, {g} is not."),
        }
    }
}

/// Numbers joined by commas: `0, 1, 2`.
pub fn join<T: ToString>(values: impl IntoIterator<Item = T>) -> String {
    values
        .into_iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_smallest_missing_number() {
        assert_eq!(Mex::of([]).value(), 0);
        assert_eq!(Mex::of([1, 2]).value(), 0);
        assert_eq!(Mex::of([0, 2]).value(), 1);
        let mex = Mex::of([1, 0, 1, 3]);
        assert_eq!(mex.value(), 2);
        assert_eq!(mex.present(), &[0, 1, 3]);
        assert_eq!(mex.set(), "{0, 1, 3}");
        assert_eq!(Mex::of([]).set(), "{}");
    }

    #[test]
    fn the_reason_names_every_smaller_number() {
        assert_eq!(Mex::of([1]).reason(Lang::Vi), "số 0 không có trong tập.");
        assert_eq!(
            Mex::of([0, 2]).reason(Lang::En),
            "0 is in the set, 1 is not."
        );
        assert_eq!(
            Mex::of([1, 0]).reason(Lang::Vi),
            "0, 1 đều có trong tập, còn 2 thì không."
        );
        assert_eq!(
            Mex::of([2, 0, 1, 4]).reason(Lang::En),
            "0, 1, 2 are all in the set, 3 is not."
        );
    }

    #[test]
    fn k_values_have_a_mex_of_at_most_k() {
        let mut state = 7u32;
        for len in 0..12 {
            let values: Vec<u32> = (0..len)
                .map(|_| {
                    state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                    (state >> 16) % 6
                })
                .collect();
            let mex = Mex::of(values.iter().copied());
            assert!(mex.value() as usize <= values.len());
            assert!(!values.contains(&mex.value()));
            assert!((0..mex.value()).all(|g| values.contains(&g)));
        }
    }
}
