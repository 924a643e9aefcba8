//! Proven periods of sequences defined by a finite-window recurrence.
//!
//! **Rule.** If every term `x[i]` (for `i >= w`) is a function of the `w` terms just before it,
//! and the window `x[t..t + w]` equals the window `x[t + p..t + p + w]`, then
//! `x[i] = x[i + p]` for every `i >= t`: both windows produce the same next term, so the next
//! windows are equal as well, and so on by induction.
//!
//! The subtraction games are the example: with largest move `m`, the outcome (and the Grundy
//! value) of `i >= m` depends only on the `m` cells before `i`, so a repeated window of `m`
//! cells proves the period. The first repeated window gives both the shortest pre-period and
//! the shortest period, because the sequence of windows is the orbit of a function.

use std::collections::HashMap;

/// `x[i] = x[i + length]` for every `i >= start`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Period {
    pub start: usize,
    pub length: usize,
}

impl Period {
    /// Maps any index to the index in `start..start + length` with the same value.
    pub fn reduce(&self, index: u64) -> u64 {
        let start = self.start as u64;
        if index < start {
            index
        } else {
            start + (index - start) % self.length as u64
        }
    }

    /// The last index the proof reads: the end of the second, repeated window.
    pub fn proof_end(&self, window: usize) -> usize {
        self.start + self.length + window - 1
    }
}

/// Finds the period that the repeated-window rule proves within `seq`, if any.
///
/// `window` is the recurrence's window width (at least 1); `code` turns a term into a number
/// for hashing. Runs in time linear in `seq.len()`: a rolling hash finds candidate repeats and
/// each candidate is compared term by term before it is believed.
pub fn find_period<T: PartialEq>(
    seq: &[T],
    window: usize,
    code: impl Fn(&T) -> u64,
) -> Option<Period> {
    if window == 0 || seq.len() < window {
        return None;
    }
    const BASE: u64 = 0x9E37_79B9_7F4A_7C15 | 1;
    let top = (1..window).fold(1u64, |acc, _| acc.wrapping_mul(BASE));
    let mut hash = seq[..window].iter().fold(0u64, |acc, x| {
        acc.wrapping_mul(BASE).wrapping_add(code(x) + 1)
    });
    let mut first_seen: HashMap<u64, Vec<usize>> = HashMap::new();
    for t in 0..=seq.len() - window {
        if t > 0 {
            let leaving = code(&seq[t - 1]) + 1;
            let entering = code(&seq[t + window - 1]) + 1;
            hash = hash
                .wrapping_sub(leaving.wrapping_mul(top))
                .wrapping_mul(BASE)
                .wrapping_add(entering);
        }
        let earlier = first_seen.entry(hash).or_default();
        if let Some(&start) = earlier
            .iter()
            .find(|&&s| seq[s..s + window] == seq[t..t + window])
        {
            return Some(Period {
                start,
                length: t - start,
            });
        }
        earlier.push(t);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_preperiod_and_period() {
        let seq = [5, 1, 2, 3, 1, 2, 3, 1, 2];
        let p = find_period(&seq, 2, |&x| x).expect("period");
        assert_eq!(
            p,
            Period {
                start: 1,
                length: 3
            }
        );
        assert_eq!(p.proof_end(2), 5);
        // 10^18 − 1 is a multiple of 3, so 10^18 sits at the start of a period.
        assert_eq!(p.reduce(1_000_000_000_000_000_000), 1);
    }

    #[test]
    fn too_short_to_prove() {
        assert_eq!(find_period(&[1, 2, 3], 2, |&x| x), None);
        assert_eq!(find_period(&[1], 2, |&x| x), None);
        assert_eq!(find_period::<u64>(&[], 0, |&x| x), None);
    }

    #[test]
    fn hash_collisions_are_checked() {
        // A code that maps everything to 0 makes every window collide; the term-by-term
        // comparison must still reject the false candidates.
        let seq = [1, 2, 3, 4, 1, 2];
        assert_eq!(
            find_period(&seq, 2, |_| 0),
            Some(Period {
                start: 0,
                length: 4
            })
        );
    }
}
