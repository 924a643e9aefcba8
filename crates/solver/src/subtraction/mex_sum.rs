//! A sum of subtraction games on a few small piles, as the mex lesson plays it: its input (the
//! typed fields and the program's judge input), the table of the piles' Grundy values in binary
//! with their XOR, the verdict, and the reason a guessed mex is wrong.
//!
//! **Theorem used (Sprague–Grundy).** A sum of games is lost for the player to move exactly
//! when the XOR of the parts' Grundy values is 0; one pile alone is lost exactly when its value
//! is 0. The XOR is taken column by column on the values written in binary: a column's bit is
//! the parity of the ones in it.

use super::{MexStep, MexTrace, MoveSet, MAX_MOVES};
use crate::input::{list_tokens, Field, InputError, JudgeInput, Problem, RawInt};
use crate::lang::Lang;
use crate::outcome::Outcome;

/// The largest pile, and the largest move (a larger move could never be played).
pub const MEX_MAX_PILE: u64 = 30;
/// At most this many piles.
pub const MEX_MAX_PILES: usize = 5;
/// The piles of the sum.
pub const PILES: Field = Field::new("piles", "Các đống", "Piles", "4 6");
/// The count `m` of moves in the judge input.
const MOVE_COUNT: Field = Field::new("m", "Số nước đi m", "Move count m", "3");
/// The count `k` of piles in the judge input.
const PILE_COUNT: Field = Field::new("k", "Số đống k", "Pile count k", "2");

/// Reads a typed move set for the sum: a move larger than any pile could never be played, so
/// moves stay within [`MEX_MAX_PILE`].
pub fn parse_mex_moves(text: &str) -> Result<MoveSet, InputError> {
    let moves = MoveSet::parse(text)?;
    let largest = moves.largest();
    if largest > MEX_MAX_PILE {
        return Err(InputError::new(
            Field::MOVES,
            Problem::TooLarge {
                text: largest.to_string(),
                max: MEX_MAX_PILE,
            },
        ));
    }
    Ok(moves)
}

/// Reads the typed piles: one to [`MEX_MAX_PILES`] sizes, each in `0..=MEX_MAX_PILE`.
pub fn parse_mex_piles(text: &str) -> Result<Vec<usize>, InputError> {
    let mut piles = Vec::new();
    for token in list_tokens(text) {
        if piles.len() == MEX_MAX_PILES {
            return Err(InputError::new(
                PILES,
                Problem::TooMany { max: MEX_MAX_PILES },
            ));
        }
        // At most MEX_MAX_PILE, so it fits in usize.
        piles.push(RawInt::parse(token).bounded(PILES, 0, MEX_MAX_PILE)? as usize);
    }
    if piles.is_empty() {
        return Err(InputError::new(PILES, Problem::Empty));
    }
    Ok(piles)
}

/// Reads the mex program's judge input: `m k`, then the `m` moves, then the `k` piles.
pub fn read_mex_input(text: &str) -> Result<(MoveSet, Vec<usize>), InputError> {
    let mut input = JudgeInput::new(text);
    let m = input.count(MOVE_COUNT, 1, (MEX_MAX_PILE as usize).min(MAX_MOVES))?;
    let k = input.count(PILE_COUNT, 1, MEX_MAX_PILES)?;
    let raw = (0..m)
        .map(|_| {
            input
                .number(Field::MOVES, 1, MEX_MAX_PILE)
                .map(|s| RawInt::Value(s.into()))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let moves = MoveSet::from_raw(&raw)?;
    let piles = (0..k)
        .map(|_| input.count(PILES, 0, MEX_MAX_PILE as usize))
        .collect::<Result<Vec<_>, _>>()?;
    if !input.is_done() {
        return Err(InputError::custom(
            Field::STDIN,
            format!("thừa số sau {k} đống; hãy xóa chúng hoặc sửa k."),
            format!("there are numbers after the {k} piles; remove them or change k."),
        ));
    }
    Ok((moves, piles))
}

/// The mex program's judge input for `moves` and `piles` (what [`read_mex_input`] reads).
pub fn mex_input(moves: &MoveSet, piles: &[usize]) -> String {
    let join = |list: Vec<String>| list.join(" ");
    format!(
        "{} {}\n{}\n{}",
        moves.values().len(),
        piles.len(),
        join(moves.values().iter().map(u64::to_string).collect()),
        join(piles.iter().map(usize::to_string).collect())
    )
}

/// One row of the pile table: a Grundy value, its binary digits and who wins it alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BinaryRow {
    pub grundy: u32,
    /// The digits, most significant first, as many as the table is wide.
    pub bits: Vec<u8>,
    pub outcome: Outcome,
}

impl BinaryRow {
    fn new(grundy: u32, width: usize) -> BinaryRow {
        BinaryRow {
            grundy,
            bits: (0..width)
                .rev()
                .map(|bit| (grundy >> bit & 1) as u8)
                .collect(),
            outcome: Outcome::of_grundy(grundy),
        }
    }
}

/// The piles in binary and their XOR, as the last steps of the trace fill it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PileTable {
    /// Binary digits per value: those of the largest pile value (at least one).
    pub width: usize,
    pub rows: Vec<BinaryRow>,
    /// The XOR of the rows: the value of the whole sum.
    pub sum: BinaryRow,
}

impl MexTrace {
    /// The table of the piles' values in binary, and their XOR.
    pub fn pile_table(&self) -> PileTable {
        let values: Vec<u32> = self
            .piles()
            .iter()
            .map(|&p| self.table().grundy[p])
            .collect();
        let top = values.iter().copied().max().unwrap_or(0);
        let width = (u32::BITS - top.leading_zeros()).max(1) as usize;
        PileTable {
            width,
            rows: values.iter().map(|&g| BinaryRow::new(g, width)).collect(),
            sum: BinaryRow::new(values.iter().fold(0, |x, g| x ^ g), width),
        }
    }

    /// The winning moves of the sum as `(pile index, stones taken)`: in a pile of value `g`,
    /// a move to a state of value `g ⊕ X` makes the XOR 0. When `X ≠ 0` some pile has one: a
    /// pile whose `g` has the highest bit of `X` has `g ⊕ X < g`, and a mex reaches every
    /// smaller value. When `X = 0` there is none.
    pub fn winning_moves(&self) -> Vec<(usize, u64)> {
        let table = self.pile_table();
        let x = table.sum.grundy;
        let grundy = &self.table().grundy;
        let mut moves = Vec::new();
        for (index, &pile) in self.piles().iter().enumerate() {
            let want = grundy[pile] ^ x;
            for &s in self.moves().values() {
                if x != 0 && s as usize <= pile && grundy[pile - s as usize] == want {
                    moves.push((index, s));
                }
            }
        }
        moves
    }

    /// Who wins the sum and how, for the summary once the last step is reached (the step's
    /// own sentence gives the XOR; this gives the strategy).
    pub fn verdict(&self, lang: Lang) -> String {
        let x = self.pile_table().sum.grundy;
        if x == 0 {
            return lang
                .pick(
                    "Người đi trước thua (L): X = 0, nên nước nào của họ cũng làm X khác 0, và \
                     người đi sau luôn đưa được X về 0.",
                    "The first player loses (L): X = 0, so any move of theirs makes X nonzero, \
                     and the second player can always bring X back to 0.",
                )
                .to_string();
        }
        let grundy = &self.table().grundy;
        let moves: Vec<String> = self
            .winning_moves()
            .into_iter()
            .map(|(index, s)| {
                let (p, number) = (self.piles()[index], index + 1);
                let (to, g) = (p - s as usize, grundy[p]);
                let gx = g ^ x;
                lang.pick(
                    format!("bốc {s} viên ở đống {number} ({p} → {to}, g: {g} → {gx})"),
                    format!("take {s} from pile {number} ({p} → {to}, g: {g} → {gx})"),
                )
            })
            .collect();
        let moves = moves.join(lang.pick("; hoặc ", "; or "));
        lang.pick(
            format!("Người đi trước thắng (W): X = {x} ≠ 0; nước thắng: {moves}; sau đó X = 0."),
            format!("The first player wins (W): X = {x} ≠ 0; winning move: {moves}; then X = 0."),
        )
    }

    /// Whether `guess` is the mex of state `x`, and why not: a value already reached is named
    /// with the state that gives it; a larger one is beaten by the smaller missing value.
    pub fn judge_mex(&self, x: usize, guess: u32, lang: Lang) -> Option<(bool, String)> {
        let Some(MexStep::Mex { value, present, .. }) = self.step(self.mex_step(x)) else {
            return None;
        };
        let list: Vec<String> = present.iter().map(u32::to_string).collect();
        let set = format!("{{{}}}", list.join(", "));
        if guess == value {
            return Some((
                true,
                lang.pick(
                    format!("Bạn đoán {guess}: đúng! mex{set} = {value}."),
                    format!("You guessed {guess}: right! mex{set} = {value}."),
                ),
            ));
        }
        let from = self.options(x).into_iter().find(|&(_, g)| g == guess);
        let why = match from {
            Some((t, _)) => lang.pick(
                format!("Bạn đoán {guess}, nhưng {guess} đã có trong tập {set} (vì g({t}) = {guess}), nên mex là {value}."),
                format!("You guessed {guess}, but {guess} is in the set {set} (since g({t}) = {guess}), so the mex is {value}."),
            ),
            None => lang.pick(
                format!("Bạn đoán {guess}, nhưng {value} nhỏ hơn và không có trong tập {set}, nên mex là {value}."),
                format!("You guessed {guess}, but {value} is smaller and missing from {set}, so the mex is {value}."),
            ),
        };
        Some((false, why))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::subtraction::SubtractionGame;

    fn trace(moves: &str, piles: &[usize]) -> MexTrace {
        let moves = MoveSet::parse(moves).expect("valid");
        MexTrace::new(&SubtractionGame::new(moves), piles)
    }

    #[test]
    fn fields_keep_moves_and_piles_within_the_widget_range() {
        assert_eq!(parse_mex_piles(" 4, 6 "), Ok(vec![4, 6]));
        let too_big = parse_mex_moves("1 31").unwrap_err();
        assert_eq!(too_big.field, Field::MOVES);
        assert_eq!(too_big.reason(Lang::Vi), "“31” quá lớn; lớn nhất là 30.");
        assert_eq!(
            parse_mex_piles("1 2 3 4 5 6").unwrap_err().reason(Lang::En),
            "at most 5 values."
        );
        assert_eq!(
            parse_mex_piles("").unwrap_err().reason(Lang::Vi),
            "chưa có giá trị; ví dụ: 4 6."
        );
        assert_eq!(parse_mex_piles("-1").unwrap_err().field, PILES);
    }

    #[test]
    fn judge_input_round_trips_and_refuses_what_is_left_over() {
        let moves = MoveSet::parse("1 3 4").expect("valid");
        let text = mex_input(&moves, &[4, 6]);
        assert_eq!(text, "3 2\n1 3 4\n4 6");
        assert_eq!(read_mex_input(&text), Ok((moves, vec![4, 6])));
        let cases = [
            (
                "1 6\n1\n1 2 3 4 5 6",
                "Số đống k: “6” quá lớn; lớn nhất là 5.",
            ),
            ("1 1\n1\n31", "Các đống: “31” quá lớn; lớn nhất là 30."),
            ("1 2\n1\n4", "Các đống: thiếu giá trị."),
            (
                "2 1\n1 1\n4",
                "Tập nước đi: số 1 được ghi hai lần; mỗi nước đi chỉ ghi một lần.",
            ),
            (
                "1 1\n1\n4 5",
                "Dữ liệu vào: thừa số sau 1 đống; hãy xóa chúng hoặc sửa k.",
            ),
        ];
        for (text, message) in cases {
            assert_eq!(read_mex_input(text).unwrap_err().message(Lang::Vi), message);
        }
    }

    #[test]
    fn the_pile_table_writes_values_in_binary_and_xors_them() {
        // Moves {1, 3, 4}: g(4) = g(6) = 2, so 2 ⊕ 2 = 0 and the first player loses.
        let t = trace("1 3 4", &[4, 6]);
        let table = t.pile_table();
        assert_eq!(table.width, 2);
        assert_eq!(table.rows[0].bits, vec![1, 0]);
        assert_eq!(table.rows[1].outcome, Outcome::Win);
        assert_eq!(table.sum.grundy, 0);
        assert_eq!(table.sum.outcome, Outcome::Lose);
        assert!(t.winning_moves().is_empty());
        assert!(t
            .verdict(Lang::Vi)
            .starts_with("Người đi trước thua (L): X = 0"));
        // Moves {1, 2, 3}: g(x) = x mod 4, so g(5) ⊕ g(7) = 1 ⊕ 3 = 2. Pile 7 goes down to
        // value 1 (7 → 5), and pile 5 goes up to value 3 (5 → 3): both make X = 0.
        let t = trace("1 2 3", &[5, 7]);
        assert_eq!(t.pile_table().sum.bits, vec![1, 0]);
        assert_eq!(t.winning_moves(), vec![(0, 2), (1, 2)]);
        assert_eq!(
            t.verdict(Lang::En),
            "The first player wins (W): X = 2 ≠ 0; winning move: take 2 from pile 1 \
             (5 → 3, g: 1 → 3); or take 2 from pile 2 (7 → 5, g: 3 → 1); then X = 0."
        );
        // A lone empty pile: one binary digit.
        let t = trace("1", &[0]);
        assert_eq!(t.pile_table().width, 1);
        assert_eq!(t.pile_table().sum.bits, vec![0]);
    }

    #[test]
    fn a_wrong_mex_is_explained() {
        let t = trace("1 3 4", &[4, 6]);
        assert_eq!(
            t.judge_mex(1, 1, Lang::Vi),
            Some((true, "Bạn đoán 1: đúng! mex{0} = 1.".to_string()))
        );
        assert_eq!(
            t.judge_mex(0, 1, Lang::Vi),
            Some((
                false,
                "Bạn đoán 1, nhưng 0 nhỏ hơn và không có trong tập {}, nên mex là 0.".to_string()
            ))
        );
        // State 2 reaches only 1, whose value is 1.
        assert_eq!(
            t.judge_mex(2, 1, Lang::En),
            Some((
                false,
                "You guessed 1, but 1 is in the set {1} (since g(1) = 1), so the mex is 0."
                    .to_string()
            ))
        );
        assert_eq!(t.judge_mex(7, 0, Lang::En), None);
    }
}
