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

/// The largest side and radius the disc-placing widget draws (whole units).
pub const MAX_WIDGET_SIDE: u64 = 60;
/// Coordinates in the widget are kept in tenths of a unit, so every test of legality is an
/// exact comparison of whole numbers.
pub const TENTHS: i64 = 10;

/// A point of the table in tenths of a unit, from the bottom-left corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Spot {
    pub x: i64,
    pub y: i64,
}

impl Spot {
    /// The coordinates as the learner types them, e.g. `2 2` or `3.5 1.2`.
    pub fn text(self) -> String {
        format!("{} {}", tenths_text(self.x), tenths_text(self.y))
    }
}

/// `35` → `3.5`, `20` → `2`.
pub fn tenths_text(value: i64) -> String {
    let sign = if value < 0 { "-" } else { "" };
    let v = value.unsigned_abs();
    if v % 10 == 0 {
        format!("{sign}{}", v / 10)
    } else {
        format!("{sign}{}.{}", v / 10, v % 10)
    }
}

/// Why a disc may not go at a spot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Part of the disc would hang over the edge.
    OffTable,
    /// It would overlap the disc with this index (in the order of placing).
    Overlaps(usize),
}

/// A table in tenths: legality of a spot, the centre, the mirror image, and a search for room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Table {
    pub width: i64,
    pub height: i64,
    pub radius: i64,
}

impl Table {
    /// The table of a board whose sides and radius are at most [`MAX_WIDGET_SIDE`].
    pub fn new(board: Board) -> Option<Table> {
        let side = |v: u64| (v <= MAX_WIDGET_SIDE).then(|| v as i64 * TENTHS);
        Some(Table {
            width: side(board.width)?,
            height: side(board.height)?,
            radius: side(board.radius)?,
        })
    }

    /// The centre of the table (whole tenths, since the sides are whole units).
    pub fn centre(self) -> Spot {
        Spot {
            x: self.width / 2,
            y: self.height / 2,
        }
    }

    /// The image of `spot` through the centre.
    pub fn mirror(self, spot: Spot) -> Spot {
        Spot {
            x: self.width - spot.x,
            y: self.height - spot.y,
        }
    }

    /// Whether a disc centred at `spot` lies on the table and overlaps none of `placed`
    /// (touching is allowed: the distance of centres may equal `2r`).
    pub fn check(self, placed: &[Spot], spot: Spot) -> Result<(), Refusal> {
        let r = self.radius;
        if spot.x < r || spot.y < r || spot.x > self.width - r || spot.y > self.height - r {
            return Err(Refusal::OffTable);
        }
        let reach = (2 * r) * (2 * r);
        match placed.iter().position(|p| {
            let (dx, dy) = (p.x - spot.x, p.y - spot.y);
            dx * dx + dy * dy < reach
        }) {
            Some(index) => Err(Refusal::Overlaps(index)),
            None => Ok(()),
        }
    }

    /// A free spot on the grid of tenths, if any. A spot off that grid could still be free,
    /// so `None` says "no room found", which is only an approximation of "no room".
    pub fn free_spot(self, placed: &[Spot]) -> Option<Spot> {
        let r = self.radius;
        (r..=self.height - r)
            .flat_map(|y| (r..=self.width - r).map(move |x| Spot { x, y }))
            .find(|&spot| self.check(placed, spot).is_ok())
    }
}

/// Reads a spot typed as two numbers `x y` (a comma also separates them), each with at most
/// one digit after the decimal point.
pub fn parse_spot(text: &str) -> Result<Spot, InputError> {
    let tokens: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';' || c == '(' || c == ')')
        .filter(|t| !t.is_empty())
        .collect();
    let [x, y] = tokens.as_slice() else {
        return Err(InputError::custom(
            SPOT,
            "hãy gõ hai số x y, ví dụ 2 2 hoặc 3.5 1.",
            "type two numbers x y, for example 2 2 or 3.5 1.",
        ));
    };
    Ok(Spot {
        x: parse_tenths(x)?,
        y: parse_tenths(y)?,
    })
}

/// Where the learner places a disc, typed as `x y`.
pub const SPOT: Field = Field::new("spot", "Chỗ đặt x y", "Spot x y", "2 2");

fn parse_tenths(token: &str) -> Result<i64, InputError> {
    let refuse = || {
        let t = crate::input::quote(token);
        InputError::custom(
            SPOT,
            format!("“{t}” không phải là số không âm có nhiều nhất một chữ số thập phân."),
            format!("“{t}” is not a non-negative number with at most one decimal digit."),
        )
    };
    let (whole, frac) = match token.split_once(['.', ',']) {
        Some((w, f)) => (w, f),
        None => (token, ""),
    };
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || whole.len() > 6 || !digits(whole) || frac.len() > 1 || !digits(frac) {
        return Err(refuse());
    }
    let w: i64 = whole.parse().map_err(|_| refuse())?;
    let f: i64 = if frac.is_empty() {
        0
    } else {
        frac.parse().map_err(|_| refuse())?
    };
    Ok(w * TENTHS + f)
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

    #[test]
    fn mirror_answers_stay_legal() {
        let board = Board {
            width: 10,
            height: 6,
            radius: 1,
        };
        let table = Table::new(board).expect("small");
        let centre = table.centre();
        assert_eq!(centre, Spot { x: 50, y: 30 });
        let mut placed = vec![centre];
        let learner = Spot { x: 20, y: 20 };
        assert_eq!(table.check(&placed, learner), Ok(()));
        placed.push(learner);
        let answer = table.mirror(learner);
        assert_eq!(answer, Spot { x: 80, y: 40 });
        assert_eq!(table.check(&placed, answer), Ok(()));
        placed.push(answer);
        assert_eq!(
            table.check(&placed, Spot { x: 25, y: 25 }),
            Err(Refusal::Overlaps(1))
        );
        assert_eq!(
            table.check(&placed, Spot { x: 5, y: 20 }),
            Err(Refusal::OffTable)
        );
        // Touching is allowed: centres exactly 2r apart.
        assert_eq!(table.check(&placed, Spot { x: 20, y: 40 }), Ok(()));
        assert_eq!(
            table.check(&placed, Spot { x: 20, y: 39 }),
            Err(Refusal::Overlaps(1))
        );
        // Play greedily on the grid: the mirror answer is always legal until no room is found.
        while let Some(spot) = table.free_spot(&placed) {
            placed.push(spot);
            let mirror = table.mirror(spot);
            assert_eq!(table.check(&placed, mirror), Ok(()), "{placed:?}");
            placed.push(mirror);
        }
        assert!(placed.len() >= 7);
    }

    #[test]
    fn spots_are_read_in_tenths() {
        assert_eq!(parse_spot("2 2"), Ok(Spot { x: 20, y: 20 }));
        assert_eq!(parse_spot(" (3.5, 1.2) "), Ok(Spot { x: 35, y: 12 }));
        assert_eq!(Spot { x: 35, y: 10 }.text(), "3.5 1");
        for bad in ["", "2", "1 2 3", "2.25 1", "-1 2", "x 2", "1e3 2", "<b> 2"] {
            assert_eq!(parse_spot(bad).map_err(|e| e.field), Err(SPOT), "{bad}");
        }
        assert!(Table::new(Board {
            width: 61,
            height: 6,
            radius: 1
        })
        .is_none());
    }
}
