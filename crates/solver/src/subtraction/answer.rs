//! What a learner filling the Grundy row of a subtraction game is told: the options of a cell
//! with their Grundy values, the mex of those values with its reason, and whether a typed value
//! can be a Grundy value of this game at all.
//!
//! **Rule used.** `g(i) = mex { g(i − s) : s ∈ S, s ≤ i }` (see the module). A position has at
//! most `|S|` options, so its Grundy value is at most `|S|` (see [`crate::mex`]).

use super::{SubtractionGame, Table};
use crate::input::{read_answer, Field, InputError};
use crate::mex::Mex;

impl SubtractionGame {
    /// The positions one move away from `i`, in the order of the moves, with their Grundy
    /// values in `table` (which must reach `i`).
    pub fn options(&self, table: &Table, i: usize) -> Vec<(usize, u32)> {
        self.moves
            .targets(i)
            .filter_map(|t| Some((t, *table.grundy.get(t)?)))
            .collect()
    }

    /// The set of Grundy values one move away from `i` and its mex, which is `g(i)`.
    pub fn mex_at(&self, table: &Table, i: usize) -> Mex {
        Mex::of(self.options(table, i).into_iter().map(|(_, g)| g))
    }

    /// Reads a typed Grundy value of this game: a whole number from 0 to `|S|`; anything else
    /// is refused with the reason (a mex is never negative, and never above `|S|` here).
    pub fn read_grundy(&self, text: &str, field: Field) -> Result<u32, InputError> {
        let (value, shown) = read_answer(text, field)?;
        let moves = self.moves.values().len();
        if value < 0 {
            return Err(InputError::custom(
                field,
                format!("“{shown}” là số âm; số Grundy là một mex nên không bao giờ âm."),
                format!("“{shown}” is negative; a Grundy number is a mex, never negative."),
            ));
        }
        // 0 ≤ value here; at most MAX_MOVES (64) once the bound is checked.
        u32::try_from(value)
            .ok()
            .filter(|&g| g as usize <= moves)
            .ok_or_else(|| {
                InputError::custom(
                    field,
                    format!("“{shown}” quá lớn: mỗi ô chỉ đi được tới nhiều nhất {moves} ô, nên g không vượt quá {moves}."),
                    format!("“{shown}” is too large: a cell reaches at most {moves} cells, so g never exceeds {moves}."),
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use crate::input::Field;
    use crate::subtraction::{MoveSet, SubtractionGame};
    use crate::Lang;

    const VALUE: Field = Field::new("answer", "Số Grundy", "Grundy number", "2");

    fn lesson() -> SubtractionGame {
        SubtractionGame::new(MoveSet::parse("2 3 5").unwrap())
    }

    #[test]
    fn options_in_the_order_of_the_moves_and_their_mex() {
        let game = lesson();
        let table = game.table(14);
        assert_eq!(game.options(&table, 4), vec![(2, 1), (1, 0)]);
        assert_eq!(game.options(&table, 1), vec![]);
        let mex = game.mex_at(&table, 4);
        assert_eq!((mex.set(), mex.value()), ("{0, 1}".to_string(), 2));
        assert_eq!(
            mex.reason(Lang::Vi),
            "0, 1 đều có trong tập, còn 2 thì không."
        );
        // The rule: every cell's Grundy value is the mex of its options.
        for i in 0..=14 {
            assert_eq!(game.mex_at(&table, i).value(), table.grundy[i], "g({i})");
        }
    }

    #[test]
    fn a_typed_grundy_value_is_at_most_the_number_of_moves() {
        let game = lesson();
        assert_eq!(game.read_grundy(" 3 ", VALUE), Ok(3));
        assert_eq!(game.read_grundy("0", VALUE), Ok(0));
        let reason = |text: &str| game.read_grundy(text, VALUE).unwrap_err().reason(Lang::Vi);
        assert_eq!(reason(""), "chưa có giá trị; ví dụ: 2.");
        assert_eq!(reason("abc"), "“abc” không phải là số nguyên.");
        assert_eq!(
            reason("-1"),
            "“-1” là số âm; số Grundy là một mex nên không bao giờ âm."
        );
        assert_eq!(
            reason("4"),
            "“4” quá lớn: mỗi ô chỉ đi được tới nhiều nhất 3 ô, nên g không vượt quá 3."
        );
        assert_eq!(
            reason(&"9".repeat(41)),
            format!(
                "“{}…” quá lớn: mỗi ô chỉ đi được tới nhiều nhất 3 ô, nên g không vượt quá 3.",
                "9".repeat(24)
            )
        );
        assert!(reason(&format!("-{}", "9".repeat(41))).contains("số âm"));
    }
}
