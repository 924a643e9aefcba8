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

/// The outcome of a position where play may go on forever: a game whose positions can repeat
/// (a token on a graph with cycles) has draws besides wins and losses. Every game without
/// repeated positions is one whose outcomes are only [`Outcome`]'s two, and converts into
/// this one; the coach of a game against the computer speaks this one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GraphOutcome {
    Win,
    Lose,
    /// With perfect play the game never ends.
    Draw,
}

impl GraphOutcome {
    /// The same position's outcome for the other player: a win for one is a loss for the
    /// other, and a draw stays a draw.
    pub fn flipped(self) -> GraphOutcome {
        match self {
            GraphOutcome::Win => GraphOutcome::Lose,
            GraphOutcome::Lose => GraphOutcome::Win,
            GraphOutcome::Draw => GraphOutcome::Draw,
        }
    }

    /// How good the outcome is for its player, for comparing two: a loss, a draw, a win.
    pub fn rank(self) -> u8 {
        match self {
            GraphOutcome::Lose => 0,
            GraphOutcome::Draw => 1,
            GraphOutcome::Win => 2,
        }
    }

    /// `W`, `L` or `D`, as the table writes it.
    pub fn letter(self) -> char {
        match self {
            GraphOutcome::Win => 'W',
            GraphOutcome::Lose => 'L',
            GraphOutcome::Draw => 'D',
        }
    }

    /// `N`, `P` or `D`, as `analyze` answers it.
    pub fn pn_letter(self) -> char {
        match self {
            GraphOutcome::Win => 'N',
            GraphOutcome::Lose => 'P',
            GraphOutcome::Draw => 'D',
        }
    }
}

impl From<Outcome> for GraphOutcome {
    fn from(outcome: Outcome) -> Self {
        match outcome {
            Outcome::Win => GraphOutcome::Win,
            Outcome::Lose => GraphOutcome::Lose,
        }
    }
}
