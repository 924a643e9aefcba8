//! Wythoff's game as a queen on a board (the lesson's picture): the square `(x, y)` is the
//! position with piles `x` and `y`, and a move goes left, down or diagonally down-left by any
//! distance. This module holds what a board widget needs beyond the theorem: the board's
//! size limit, reading squares, the queen's legal moves and the computer's move (the game itself
//! is [`super::queen`]).

use super::{p_position, partner, winning_moves, Heaps, PPosition, Pile, WinningMove};
use crate::input::{list_tokens, parse_number, Field, InputError, Problem, RawInt};

/// The smallest board drawn (`2 × 2` already holds a move into the corner).
pub const MIN_BOARD: u64 = 2;
/// The largest board drawn: 30 × 30 squares keep every square a touch target that the page
/// can still scroll through; bigger positions go to the analysis field.
pub const MAX_BOARD: u64 = 30;

/// The side of the square board.
pub const SIZE: Field = Field::new("size", "Cỡ bàn cờ", "Board size", "12");
/// A square typed as `x y`.
pub const SQUARE: Field = Field::new("square", "Ô", "Square", "4 6");

/// Reads the board size, `MIN_BOARD..=MAX_BOARD`.
pub fn parse_size(text: &str) -> Result<u64, InputError> {
    parse_number(text, SIZE, MIN_BOARD, MAX_BOARD).map_err(|error| match error.problem {
        Problem::Negative { text, .. } => InputError::custom(
            SIZE,
            format!("“{text}” là số âm; bàn cờ cần từ {MIN_BOARD} đến {MAX_BOARD} ô mỗi cạnh."),
            format!("“{text}” is negative; a board has {MIN_BOARD} to {MAX_BOARD} squares a side."),
        ),
        Problem::Zero => InputError::new(
            SIZE,
            Problem::TooSmall {
                text: "0".into(),
                min: MIN_BOARD,
            },
        ),
        _ => error,
    })
}

/// Reads a position typed as `x y` (also `(x, y)` or `x, y`): two piles up to `2^64 − 1`.
/// A bad number is named before a wrong count, since it is usually the real mistake. Errors
/// name `field`.
pub fn parse_position(text: &str, field: Field) -> Result<Heaps, InputError> {
    let cleaned = text.replace(['(', ')'], " ");
    let raw: Vec<RawInt> = list_tokens(&cleaned).take(3).map(RawInt::parse).collect();
    for token in &raw {
        token.bounded(field, 0, u64::MAX)?;
    }
    Heaps::from_raw(&raw).map_err(|error| InputError { field, ..error })
}

/// Reads a square of a `size × size` board.
pub fn parse_square(text: &str, size: u64, field: Field) -> Result<Heaps, InputError> {
    let heaps = parse_position(text, field)?;
    if heaps.a >= size || heaps.b >= size {
        let last = size.saturating_sub(1);
        return Err(InputError::custom(
            field,
            format!(
                "ô ({}, {}) nằm ngoài bàn cờ {size} × {size}; mỗi toạ độ từ 0 đến {last}.",
                heaps.a, heaps.b
            ),
            format!(
                "square ({}, {}) is off the {size} × {size} board; each coordinate runs from 0 to {last}.",
                heaps.a, heaps.b
            ),
        ));
    }
    Ok(heaps)
}

/// How many losing pairs `(a_k, b_k)`, `k ≥ 1`, fit on a `size × size` board (`b_k < size`).
pub fn board_pairs(size: u64) -> u64 {
    (1..)
        .map_while(p_position)
        .take_while(|p| p.b < size)
        .count() as u64
}

/// The smallest board that shows the first `n` pairs: `b_n + 1`.
pub fn board_for_pairs(n: u64) -> Option<u64> {
    p_position(n)?.b.checked_add(1)
}

/// The board that shows the program's `n` pairs: `size` itself when it shows exactly `n`, else
/// the smallest board that does (at most [`MAX_BOARD`]).
pub fn board_showing(n: u64, size: u64) -> u64 {
    if board_pairs(size) == n {
        return size;
    }
    board_for_pairs(n)
        .unwrap_or(MAX_BOARD)
        .clamp(MIN_BOARD, MAX_BOARD)
}

/// The losing pair a P-position is (`None` for an N-position).
pub fn pair_of(heaps: Heaps) -> Option<PPosition> {
    if partner(heaps.a) != Some(heaps.b) {
        return None;
    }
    let k = heaps.a.abs_diff(heaps.b);
    p_position(k)
}

/// The square a move leads to.
pub fn after(heaps: Heaps, mv: WinningMove) -> Heaps {
    let Heaps { a, b } = heaps;
    match mv.from {
        Pile::A => Heaps {
            a: a.saturating_sub(mv.take),
            b,
        },
        Pile::B => Heaps {
            a,
            b: b.saturating_sub(mv.take),
        },
        Pile::Both => Heaps {
            a: a.saturating_sub(mv.take),
            b: b.saturating_sub(mv.take),
        },
    }
}

/// The move from `from` to `to`, if the queen can make it: left along the row, down the
/// column, or diagonally down-left, at least one square.
pub fn queen_move(from: Heaps, to: Heaps) -> Option<WinningMove> {
    let (da, db) = (from.a.checked_sub(to.a)?, from.b.checked_sub(to.b)?);
    match (da, db) {
        (0, 0) => None,
        (0, take) => Some(WinningMove {
            from: Pile::B,
            take,
        }),
        (take, 0) => Some(WinningMove {
            from: Pile::A,
            take,
        }),
        (x, y) if x == y => Some(WinningMove {
            from: Pile::Both,
            take: x,
        }),
        _ => None,
    }
}

/// Why the queen cannot go from `from` to `to`, in words; `Ok` with the move if it can.
pub fn check_move(from: Heaps, to: Heaps, field: Field) -> Result<WinningMove, InputError> {
    if let Some(mv) = queen_move(from, to) {
        return Ok(mv);
    }
    let (f, t) = (
        format!("({}, {})", from.a, from.b),
        format!("({}, {})", to.a, to.b),
    );
    let (vi, en) = if from == to {
        (
            format!("hậu đang ở {f}; mỗi lượt phải đi ít nhất một ô."),
            format!("the queen is already on {f}; a move goes at least one square."),
        )
    } else if to.a > from.a || to.b > from.b {
        (
            format!("từ {f} không đi tới {t} được: hậu chỉ đi sang trái, xuống dưới hoặc chéo xuống trái."),
            format!("{t} cannot be reached from {f}: the queen only moves left, down or diagonally down-left."),
        )
    } else {
        (
            format!("{t} không cùng hàng, cùng cột hay cùng đường chéo với {f}."),
            format!("{t} is not on the row, the column or the diagonal of {f}."),
        )
    };
    Err(InputError::custom(field, vi, en))
}

/// Every square the queen reaches from `from`: the row to the left, the column below, then
/// the diagonal, nearest first. Meant for board squares (its length is `a + b + min(a, b)`).
pub fn queen_targets(from: Heaps) -> Vec<Heaps> {
    let Heaps { a, b } = from;
    let row = (0..a).rev().map(|x| Heaps { a: x, b });
    let column = (0..b).rev().map(|y| Heaps { a, b: y });
    let diagonal = (1..=a.min(b)).map(|t| Heaps { a: a - t, b: b - t });
    row.chain(column).chain(diagonal).collect()
}

/// The computer's move: the first winning move if there is one; otherwise the smallest move,
/// one stone from the larger pile, which keeps the game long and gives the learner chances
/// to go wrong. `None` at `(0, 0)`.
pub fn computer_move(from: Heaps) -> Option<Heaps> {
    if let Some(&mv) = winning_moves(from).first() {
        return Some(after(from, mv));
    }
    let Heaps { a, b } = from;
    match (a, b) {
        (0, 0) => None,
        _ if a >= b => Some(Heaps { a: a - 1, b }),
        _ => Some(Heaps { a, b: b - 1 }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wythoff::is_p_position;

    fn h(a: u64, b: u64) -> Heaps {
        Heaps { a, b }
    }

    #[test]
    fn sizes_and_pairs_on_the_board() {
        assert_eq!(parse_size(" 12 "), Ok(12));
        assert!(parse_size("0").is_err());
        assert!(parse_size("31").is_err());
        assert!(parse_size("abc").is_err());
        let negative = parse_size("-3").expect_err("negative");
        assert_eq!(
            negative.reason(crate::Lang::En),
            "“-3” is negative; a board has 2 to 30 squares a side."
        );
        assert_eq!(board_pairs(12), 4);
        assert_eq!(board_pairs(13), 4);
        assert_eq!(board_pairs(14), 5);
        assert_eq!(board_pairs(2), 0);
        assert_eq!(board_pairs(MAX_BOARD), 11);
        assert_eq!(board_for_pairs(4), Some(11));
        assert_eq!(board_for_pairs(11), Some(29));
        assert_eq!(board_showing(4, 12), 12, "12 × 12 already shows 4 pairs");
        assert_eq!(board_showing(6, 12), 16);
        assert_eq!(board_showing(11, 12), 29);
        assert_eq!(board_showing(0, 12), MIN_BOARD);
    }

    #[test]
    fn squares_are_read_and_checked() {
        assert_eq!(parse_position("(4, 6)", SQUARE), Ok(h(4, 6)));
        assert_eq!(parse_square("4 6", 12, SQUARE), Ok(h(4, 6)));
        let off = parse_square("4 12", 12, SQUARE).expect_err("off");
        assert_eq!(
            off.reason(crate::Lang::En),
            "square (4, 12) is off the 12 × 12 board; each coordinate runs from 0 to 11."
        );
        assert_eq!(off.field, SQUARE);
        assert!(parse_position("1 2 3", SQUARE).is_err());
        let bad = parse_position("<b>x", SQUARE).expect_err("markup");
        assert_eq!(
            bad.reason(crate::Lang::Vi),
            "“<b>x” không phải là số nguyên."
        );
        assert!(parse_position("4", SQUARE).is_err());
        assert!(parse_position("1000000000000000000000000000000 1", SQUARE).is_err());
    }

    #[test]
    fn queen_moves_agree_with_the_rules() {
        let targets = queen_targets(h(4, 6));
        assert_eq!(targets.len(), 4 + 6 + 4);
        for t in &targets {
            assert!(queen_move(h(4, 6), *t).is_some());
        }
        assert_eq!(queen_move(h(4, 6), h(4, 6)), None);
        assert_eq!(queen_move(h(4, 6), h(3, 4)), None);
        assert_eq!(queen_move(h(4, 6), h(5, 6)), None);
        assert_eq!(
            queen_move(h(4, 6), h(1, 3)),
            Some(WinningMove {
                from: Pile::Both,
                take: 3
            })
        );
        // The winning moves are exactly the targets that are P-positions.
        for a in 0..20 {
            for b in 0..20 {
                let mut to_p: Vec<Heaps> = queen_targets(h(a, b))
                    .into_iter()
                    .filter(|t| is_p_position(*t))
                    .collect();
                let mut winning: Vec<Heaps> = winning_moves(h(a, b))
                    .into_iter()
                    .map(|m| after(h(a, b), m))
                    .collect();
                to_p.sort_by_key(|t| (t.a, t.b));
                winning.sort_by_key(|t| (t.a, t.b));
                assert_eq!(to_p, winning, "({a}, {b})");
            }
        }
        let err = check_move(h(4, 6), h(2, 5), SQUARE).expect_err("knight");
        assert_eq!(
            err.reason(crate::Lang::En),
            "(2, 5) is not on the row, the column or the diagonal of (4, 6)."
        );
    }

    #[test]
    fn pairs_of_p_positions() {
        assert_eq!(pair_of(h(5, 3)).map(|p| p.k), Some(2));
        assert_eq!(pair_of(h(0, 0)).map(|p| p.k), Some(0));
        assert_eq!(pair_of(h(4, 6)), None);
    }
}
