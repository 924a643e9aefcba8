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

use super::staircase_program::StairCode;
use super::{bit, bit_length, Heaps};
use crate::input::{list_tokens, Field, InputError, Problem, RawInt};
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

/// One step of the staircase widget's walk (steps numbered from 1 as in the lesson).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StairStep {
    /// Odd step `step` holds `coins`; `x` is the XOR of the odd steps read so far.
    Read { step: usize, coins: u64, x: u64 },
    /// Every odd step is read: `x` is their XOR.
    Verdict { x: u64 },
    /// Odd step `step` tested: `coins ⊕ x = target`, smaller exactly when it carries the
    /// highest bit of `x`.
    Test {
        step: usize,
        coins: u64,
        target: u64,
    },
    /// The winning move: `stones` coins from step `step` down one step.
    Move {
        step: usize,
        stones: u64,
        target: u64,
    },
}

impl StairStep {
    pub fn code_point(&self) -> StairCode {
        match self {
            StairStep::Read { .. } => StairCode::Read,
            StairStep::Verdict { .. } => StairCode::Lose,
            StairStep::Test { .. } => StairCode::Test,
            StairStep::Move { .. } => StairCode::Move,
        }
    }
}

/// The widget's walk: read the odd steps into `X`, judge, then test the odd steps up to the
/// first one carrying the highest bit of `X` and move its surplus down.
pub fn steps(stairs: &Heaps) -> Vec<StairStep> {
    let sizes = stairs.sizes();
    let mut out = Vec::new();
    let mut x = 0;
    for (index, &coins) in sizes.iter().enumerate().step_by(2) {
        x ^= coins;
        out.push(StairStep::Read {
            step: index + 1,
            coins,
            x,
        });
    }
    out.push(StairStep::Verdict { x });
    if let Some(mv) = winning_move(stairs) {
        for (index, &coins) in sizes.iter().enumerate().step_by(2) {
            let target = coins ^ x;
            if index == mv.from {
                out.push(StairStep::Move {
                    step: index + 1,
                    stones: mv.stones,
                    target,
                });
                break;
            }
            out.push(StairStep::Test {
                step: index + 1,
                coins,
                target,
            });
        }
    }
    out
}

/// The stones after `mv`, or `None` when the move is not possible.
pub fn apply(stairs: &[u64], mv: StairMove) -> Option<Vec<u64>> {
    let mut next = stairs.to_vec();
    let from = next.get_mut(mv.from)?;
    if mv.stones == 0 || mv.stones > *from {
        return None;
    }
    *from -= mv.stones;
    if let Some(to) = mv.to() {
        let below = next.get_mut(to)?;
        *below = below.checked_add(mv.stones)?;
    }
    Some(next)
}

/// Why the computer plays its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reply {
    /// The opponent moved `stones` coins from an even step onto an odd one; the same coins go
    /// one step further down, and the odd steps are as before.
    Copy,
    /// A Nim move on an odd step, making the XOR of the odd steps 0 (it was `x`).
    Nim { x: u64 },
    /// The position is lost (`X = 0`): one coin from the highest step, to last long.
    Lost,
}

/// The computer's move after the opponent's `last` move (if any), or `None` when no coin can
/// move. When the opponent moved coins from an even step and passing the same coins on wins,
/// the computer does that; otherwise it plays [`winning_move`], or a waiting move when lost.
pub fn computer_move(stairs: &[u64], last: Option<StairMove>) -> Option<(StairMove, Reply)> {
    let heaps = Heaps::new(stairs.to_vec())?;
    if let Some(last) = last {
        // An even step has index 1, 3, …: the coins landed on the odd step just below.
        if let Some(landed) = last.to().filter(|_| last.from % 2 == 1) {
            let copy = StairMove {
                from: landed,
                stones: last.stones,
            };
            let zero = apply(stairs, copy)
                .and_then(Heaps::new)
                .is_some_and(|next| odd_xor(&next) == 0);
            if zero {
                return Some((copy, Reply::Copy));
            }
        }
    }
    if let Some(mv) = winning_move(&heaps) {
        return Some((mv, Reply::Nim { x: odd_xor(&heaps) }));
    }
    let from = stairs.iter().rposition(|&c| c > 0)?;
    Some((StairMove { from, stones: 1 }, Reply::Lost))
}

/// The widget's input: the ground first, then steps 1..m (so the `i`-th number is step `i`).
pub const WIDGET_STEPS: Field = Field::new(
    "steps",
    "Số xu: mặt đất (0) rồi các bậc 1, 2, …",
    "Coins: the ground (0), then steps 1, 2, …",
    "0 3 2 5 1",
);
/// The widget draws 1 to 8 steps of at most 20 coins each.
pub const MAX_WIDGET_STEPS: usize = 8;
pub const MAX_WIDGET_COINS: u64 = 20;
/// A move typed as "step coins", e.g. `3 2`.
pub const STAIR_MOVE: Field = Field::new("move", "Nước đi", "Move", "3 2");

/// Reads the widget's list "ground, step 1, …, step m": the ground must be 0 (coins there are
/// out of the game), 1 to [`MAX_WIDGET_STEPS`] steps of 0 to [`MAX_WIDGET_COINS`] coins.
/// Returns the steps 1..m, lowest first (the solver's convention).
pub fn parse_widget_steps(text: &str) -> Result<Heaps, InputError> {
    let raw: Vec<RawInt> = list_tokens(text)
        .take(MAX_WIDGET_STEPS + 2)
        .map(RawInt::parse)
        .collect();
    let Some((ground, steps)) = raw.split_first() else {
        return Err(InputError::new(WIDGET_STEPS, Problem::Empty));
    };
    let sizes = raw
        .iter()
        .map(|value| value.bounded(WIDGET_STEPS, 0, MAX_WIDGET_COINS))
        .collect::<Result<Vec<u64>, InputError>>()?;
    if ground.bounded(WIDGET_STEPS, 0, 0).is_err() {
        return Err(InputError::custom(
            WIDGET_STEPS,
            "số đầu tiên là mặt đất (bậc 0) và phải bằng 0; ví dụ 0 3 2 5 1 là 3 xu ở bậc 1, 2 xu ở bậc 2, …",
            "the first number is the ground (step 0) and must be 0; e.g. 0 3 2 5 1 means 3 coins on step 1, 2 on step 2, …",
        ));
    }
    if steps.is_empty() {
        return Err(InputError::custom(
            WIDGET_STEPS,
            "cần ít nhất một bậc sau mặt đất, ví dụ 0 3 2.",
            "give at least one step after the ground, e.g. 0 3 2.",
        ));
    }
    if steps.len() > MAX_WIDGET_STEPS {
        return Err(InputError::new(
            WIDGET_STEPS,
            Problem::TooMany {
                max: MAX_WIDGET_STEPS + 1,
            },
        ));
    }
    Heaps::new(sizes.get(1..).unwrap_or_default().to_vec())
        .ok_or(InputError::new(WIDGET_STEPS, Problem::Empty))
}

/// Reads a typed move "step coins" (steps numbered from 1) against the current `stairs`.
pub fn parse_move(stairs: &[u64], text: &str) -> Result<StairMove, InputError> {
    let tokens: Vec<&str> = list_tokens(text).take(3).collect();
    let (step_text, coins_text) =
        match tokens.as_slice() {
            [] => return Err(InputError::new(STAIR_MOVE, Problem::Empty)),
            [step, coins] => (*step, *coins),
            _ => return Err(InputError::custom(
                STAIR_MOVE,
                "gõ đúng hai số: số thứ tự bậc rồi số xu muốn chuyển xuống, ví dụ 3 2.",
                "type exactly two numbers: the step, then how many coins to move down, e.g. 3 2.",
            )),
        };
    let m = stairs.len() as u64;
    let step = RawInt::parse(step_text).bounded(STAIR_MOVE, 1, m)?;
    // `1 <= step <= m`, so it indexes the steps.
    let from = (step - 1) as usize;
    let coins = stairs.get(from).copied().unwrap_or(0);
    if coins == 0 {
        return Err(InputError::custom(
            STAIR_MOVE,
            format!("bậc {step} không có xu nào; hãy chọn bậc khác."),
            format!("step {step} has no coins; choose another step."),
        ));
    }
    // The coins moved are what the move takes (0 is "not a move"); the step above is a number.
    let stones = RawInt::parse(coins_text).bounded(STAIR_MOVE.taken(), 1, coins)?;
    Ok(StairMove { from, stones })
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

    #[test]
    fn walk_and_replies() {
        // Steps 1..4 hold 3 2 5 1 (the lesson's placeholder without the ground).
        let s = steps(&[3, 2, 5, 1]);
        assert_eq!(
            super::steps(&s),
            vec![
                StairStep::Read {
                    step: 1,
                    coins: 3,
                    x: 3
                },
                StairStep::Read {
                    step: 3,
                    coins: 5,
                    x: 6
                },
                StairStep::Verdict { x: 6 },
                StairStep::Test {
                    step: 1,
                    coins: 3,
                    target: 5
                },
                StairStep::Move {
                    step: 3,
                    stones: 2,
                    target: 3
                },
            ]
        );
        assert_eq!(
            apply(&[3, 2, 5, 1], StairMove { from: 2, stones: 2 }),
            Some(vec![3, 4, 3, 1])
        );
        assert_eq!(apply(&[3, 2], StairMove { from: 1, stones: 3 }), None);
        assert_eq!(
            apply(&[3, 2], StairMove { from: 0, stones: 3 }),
            Some(vec![0, 2])
        );
        // From 3 4 3 1 (X = 0) the opponent moves 2 coins from step 2 to step 1: copy them.
        let after = [5, 2, 3, 1];
        assert_eq!(
            computer_move(&after, Some(StairMove { from: 1, stones: 2 })),
            Some((StairMove { from: 0, stones: 2 }, Reply::Copy))
        );
        // An odd-step move is answered by Nim.
        assert_eq!(
            computer_move(&[3, 4, 1, 1], Some(StairMove { from: 2, stones: 2 })),
            Some((StairMove { from: 0, stones: 2 }, Reply::Nim { x: 2 }))
        );
        // Lost: one coin from the highest step.
        assert_eq!(
            computer_move(&[3, 4, 3, 1], None),
            Some((StairMove { from: 3, stones: 1 }, Reply::Lost))
        );
        assert_eq!(computer_move(&[0, 0], None), None);
    }

    #[test]
    fn widget_input_has_the_ground_first() {
        let s = parse_widget_steps("0 3 2 5 1").expect("valid");
        assert_eq!(s.sizes(), &[3, 2, 5, 1]);
        assert!(
            parse_widget_steps("3 2 5 1").is_err(),
            "the ground must be 0"
        );
        assert!(parse_widget_steps("0").is_err());
        assert!(parse_widget_steps("").is_err());
        assert!(parse_widget_steps("0 21").is_err());
        assert!(parse_widget_steps("0 1 1 1 1 1 1 1 1 1").is_err());
        assert!(parse_widget_steps("0 1 1 1 1 1 1 1 1").is_ok());
        assert!(parse_widget_steps("0 x").is_err());
        let stairs = [3, 0, 5];
        assert_eq!(
            parse_move(&stairs, "3 2"),
            Ok(StairMove { from: 2, stones: 2 })
        );
        assert!(parse_move(&stairs, "2 1").is_err());
        assert!(parse_move(&stairs, "4 1").is_err());
        assert!(parse_move(&stairs, "1 4").is_err());
        assert!(parse_move(&stairs, "1").is_err());
        assert!(parse_move(&stairs, "1 1 1").is_err());
    }
}
