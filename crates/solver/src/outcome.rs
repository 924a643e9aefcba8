//! Win/lose outcomes of a position, always seen from the player about to move.

/// Whether the player about to move wins (`Win`, an N-position) or loses (`Lose`, a
/// P-position) with perfect play on both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win,
    Lose,
}

impl Outcome {
    /// The letter the lessons write in a table cell: `W` or `L`.
    pub fn letter(self) -> char {
        match self {
            Outcome::Win => 'W',
            Outcome::Lose => 'L',
        }
    }

    /// The letter of the P/N naming: `N` (next player wins) or `P` (previous player wins).
    pub fn pn_letter(self) -> char {
        match self {
            Outcome::Win => 'N',
            Outcome::Lose => 'P',
        }
    }

    /// The outcome of a position of Grundy value `g`: lost exactly when `g = 0` (a position of
    /// value 0 has no move to a position of value 0, and every other one has; Sprague–Grundy).
    pub fn of_grundy(g: u32) -> Outcome {
        if g == 0 {
            Outcome::Lose
        } else {
            Outcome::Win
        }
    }

    pub fn is_win(self) -> bool {
        self == Outcome::Win
    }
}
