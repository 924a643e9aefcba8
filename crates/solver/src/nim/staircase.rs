//! Staircase Nim.
//!
//! **Rule.** Stones lie on the steps of a staircase. A move either takes any positive number of
//! stones off the lowest step, or moves any positive number of stones from a step down to the
//! step just below it. The player who cannot move loses.
//!
//! **Convention.** As in the source (seed 000), steps are numbered from 1 at the bottom; here
//! `steps[0]` is step 1, the step stones leave the staircase from, and `steps[j]` is step
//! `j + 1`. The *odd steps* are steps 1, 3, 5, … — the indices 0, 2, 4, … of the list.
//!
//! **Theorem used.** The player to move loses exactly when the XOR of the odd steps is 0.
//! Proof idea: stones moved from an even step onto an odd one can be moved on at once by the
//! opponent, so they change nothing; moving stones down from an odd step (or off step 1) is
//! exactly a Nim move on that step. So the game is Nim on the odd steps, and Bouton's
//! theorem applies.

use super::{bit, bit_length, Heaps};
use crate::input::Field;
use crate::outcome::Outcome;

/// The stones on each step, lowest step first.
pub const STEPS: Field = Field::new(
    "steps",
    "Số sỏi trên từng bậc",
    "Stones per step",
    "3 1 4 1 5",
);

/// A staircase move: `stones` stones go from step index `from` down to `from − 1`, or off the
/// staircase when `from` is 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StairMove {
    pub from: usize,
    pub stones: u64,
}

impl StairMove {
    /// The index of the step the stones land on, `None` when they leave the staircase.
    pub fn to(&self) -> Option<usize> {
        self.from.checked_sub(1)
    }
}

/// The XOR of the odd steps (indices 0, 2, 4, …).
pub fn odd_xor(steps: &Heaps) -> u64 {
    steps.sizes().iter().step_by(2).fold(0, |x, &a| x ^ a)
}

pub fn outcome(steps: &Heaps) -> Outcome {
    if odd_xor(steps) == 0 {
        Outcome::Lose
    } else {
        Outcome::Win
    }
}

/// One winning move, or `None` in a P-position: the Nim move on the first odd step carrying
/// the highest bit of the odd XOR, moving the surplus stones one step down.
pub fn winning_move(steps: &Heaps) -> Option<StairMove> {
    let x = odd_xor(steps);
    let d = bit_length(x).checked_sub(1)?;
    steps
        .sizes()
        .iter()
        .enumerate()
        .step_by(2)
        .find(|(_, &a)| bit(a, d))
        .map(|(from, &a)| StairMove {
            from,
            stones: a - (a ^ x),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(s: &[u64]) -> Heaps {
        Heaps::new(s.to_vec()).expect("valid")
    }

    #[test]
    fn only_odd_steps_count() {
        // Odd steps 3, 4, 5 (indices 0, 2, 4) have XOR 2; the even steps do not matter.
        let s = steps(&[3, 100, 4, 7, 5]);
        assert_eq!(odd_xor(&s), 2);
        assert_eq!(outcome(&s), Outcome::Win);
        let m = winning_move(&s).expect("N-position");
        assert_eq!(m, StairMove { from: 0, stones: 2 });
        assert_eq!(m.to(), None);
        assert_eq!(outcome(&steps(&[0, 9])), Outcome::Lose);
        assert_eq!(winning_move(&steps(&[0, 9])), None);
        let high = winning_move(&steps(&[1, 0, u64::MAX])).expect("N");
        assert_eq!(
            high,
            StairMove {
                from: 2,
                stones: u64::MAX - 1
            }
        );
        assert_eq!(high.to(), Some(1));
    }
}
