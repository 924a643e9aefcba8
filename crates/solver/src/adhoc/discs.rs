//! Placing discs (seed 004, "Đặt Đĩa Tròn").
//!
//! **Rule.** On an `a × b` table two players take turns placing a disc of radius `r`, lying
//! wholly on the table and overlapping no disc already placed. Whoever cannot place loses.
//!
//! **Theorem used.** If not even one disc fits (`2r > min(a, b)`) the first player loses at once.
//! Otherwise the first player wins by symmetry: put the first disc at the centre, then answer
//! each disc with its mirror image through the centre. *Why the mirror is always free:* the
//! position is centrally symmetric before the opponent moves; if the mirror spot overlapped a
//! placed disc `D`, the opponent's disc would overlap the mirror of `D`, which is placed too;
//! and the opponent's disc cannot overlap its own mirror, since two mirror discs that overlap
//! both cover the centre, where the first disc lies. The mirror of a disc on the table lies on
//! the table. Positions are continuous, so there is no finite game graph to search; the
//! property tests check the strategy instead.

use crate::input::{Field, InputError, JudgeInput};
use crate::outcome::Outcome;

pub const WIDTH: Field = Field::new("width", "Chiều rộng a", "Width a", "3");
pub const HEIGHT: Field = Field::new("height", "Chiều dài b", "Height b", "3");
pub const RADIUS: Field = Field::new("radius", "Bán kính r", "Radius r", "1");

/// A table and a disc size, all positive, up to 2^64 − 1 (doubling is done in `u128`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub width: u64,
    pub height: u64,
    pub radius: u64,
}

impl Board {
    /// Whether one disc fits at all: its diameter is at most the shorter side.
    pub fn disc_fits(self) -> bool {
        2 * u128::from(self.radius) <= u128::from(self.width.min(self.height))
    }

    pub fn outcome(self) -> Outcome {
        if self.disc_fits() {
            Outcome::Win
        } else {
            Outcome::Lose
        }
    }

    pub fn winner_name(self) -> &'static str {
        if self.disc_fits() {
            "First"
        } else {
            "Second"
        }
    }
}

/// Judge: `a b r`; prints `First` or `Second`.
pub fn solve_discs(input: &str) -> Result<String, InputError> {
    let mut judge = JudgeInput::new(input);
    let board = Board {
        width: judge.number(WIDTH, 1, u64::MAX)?,
        height: judge.number(HEIGHT, 1, u64::MAX)?,
        radius: judge.number(RADIUS, 1, u64::MAX)?,
    };
    Ok(board.winner_name().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_sample() {
        // Seed 004, "Đặt Đĩa Tròn": input "3 3 1", output "First".
        assert_eq!(solve_discs("3 3 1"), Ok("First".to_string()));
        assert_eq!(solve_discs("3 1 1"), Ok("Second".to_string()));
        assert_eq!(solve_discs("2 2 1"), Ok("First".to_string()));
    }

    #[test]
    fn doubling_near_the_top_of_u64() {
        let top = u64::MAX;
        let fits = Board {
            width: top,
            height: top,
            radius: top / 2,
        };
        assert_eq!(fits.outcome(), Outcome::Win);
        let too_big = Board {
            width: top,
            height: top,
            radius: top / 2 + 1,
        };
        assert_eq!(too_big.outcome(), Outcome::Lose);
        assert!(solve_discs("3 3 0").is_err());
    }
}
