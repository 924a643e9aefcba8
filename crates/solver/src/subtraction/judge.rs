//! The judge-format exercises on subtraction games (exercises 1, 2 and 4 of the source
//! lesson): read the stdin text, answer exactly as a judge expects. "An" moves first; the
//! winner's name is printed.

use super::{MoveSet, SubtractionGame};
use crate::input::{Field, InputError, JudgeInput, RawInt};
use crate::outcome::Outcome;

const GAMES: Field = Field::new("t", "Số ván T", "Games T", "3");
const STONES: Field = Field::new("n", "Số sỏi n", "Stones n", "10");
const MOST: Field = Field::new("k", "Bốc nhiều nhất k", "At most k", "3").taken();
const MOVE_COUNT: Field = Field::new("m", "Số nước đi m", "Move count m", "3");
const QUERIES: Field = Field::new("q", "Số câu hỏi q", "Queries q", "4");
const PILES: Field = Field::new("piles", "Số đống", "Piles", "2");
const MOVE: Field = Field::new("s", "Nước đi s", "Move s", "1 3 4").taken();

/// Exercise limits, as the statements give them.
pub const MAX_GAMES: usize = 100_000;
pub const MAX_BIG: u64 = 1_000_000_000_000_000_000;
pub const MAX_LIST: usize = 100_000;
pub const MAX_SMALL: u64 = 100_000;

fn winner(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win => "An",
        Outcome::Lose => "Binh",
    }
}

/// Exercise 1: `T` games of Bachet's game (take 1..=k), `1 ≤ n, k ≤ 10^18`. The first player
/// loses exactly when `k + 1` divides `n`.
pub fn solve_bachet(input: &str) -> Result<String, InputError> {
    let mut input = JudgeInput::new(input);
    let games = input.count(GAMES, 1, MAX_GAMES)?;
    let mut lines = Vec::with_capacity(games);
    for _ in 0..games {
        let n = input.number(STONES, 1, MAX_BIG)?;
        let k = input.number(MOST, 1, MAX_BIG)?;
        // k + 1 ≤ 10^18 + 1 fits in u64.
        let outcome = if n % (k + 1) == 0 {
            Outcome::Lose
        } else {
            Outcome::Win
        };
        lines.push(winner(outcome));
    }
    Ok(lines.join("\n"))
}

fn read_moves(input: &mut JudgeInput, count: usize) -> Result<MoveSet, InputError> {
    let raw = (0..count)
        .map(|_| {
            input
                .number(MOVE, 1, MAX_SMALL)
                .map(|s| RawInt::Value(i128::from(s)))
        })
        .collect::<Result<Vec<_>, _>>()?;
    MoveSet::from_raw(&raw)
}

/// Exercise 2: one move set, `q` starting piles; the W/L table is filled once up to the
/// largest pile and each question is a look-up.
pub fn solve_move_set(input: &str) -> Result<String, InputError> {
    let mut input = JudgeInput::new(input);
    let m = input.count(MOVE_COUNT, 1, 10)?;
    let q = input.count(QUERIES, 1, MAX_LIST)?;
    let game = SubtractionGame::new(read_moves(&mut input, m)?);
    let piles = (0..q)
        .map(|_| input.count(STONES, 1, MAX_SMALL as usize))
        .collect::<Result<Vec<_>, _>>()?;
    let table = game.table(piles.iter().copied().max().unwrap_or(0));
    Ok(piles
        .iter()
        .map(|&n| winner(table.outcomes[n]))
        .collect::<Vec<_>>()
        .join("\n"))
}

/// Exercise 4: a sum of subtraction games on `n` piles with the same move set. By the
/// Sprague–Grundy theorem the first player wins exactly when the XOR of the piles' Grundy
/// values is not 0.
pub fn solve_sum(input: &str) -> Result<String, InputError> {
    let mut input = JudgeInput::new(input);
    let m = input.count(MOVE_COUNT, 1, 10)?;
    let n = input.count(PILES, 1, MAX_LIST)?;
    let game = SubtractionGame::new(read_moves(&mut input, m)?);
    let piles = (0..n)
        .map(|_| input.count(STONES, 0, MAX_SMALL as usize))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(winner(game.sum_outcome(&piles)).to_string())
}

impl SubtractionGame {
    /// The outcome of several piles played side by side (a move is made in one pile).
    pub fn sum_outcome(&self, piles: &[usize]) -> Outcome {
        let table = self.table(piles.iter().copied().max().unwrap_or(0));
        let nim_sum = piles.iter().fold(0, |x, &p| x ^ table.grundy[p]);
        if nim_sum == 0 {
            Outcome::Lose
        } else {
            Outcome::Win
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::Problem;

    // The samples printed with exercises 1, 2 and 4 of 002_2be10b415b5e8b28.txt.
    #[test]
    fn exercise_1_sample() {
        assert_eq!(
            solve_bachet("3\n10 3\n8 3\n5 9\n"),
            Ok("An\nBinh\nAn".into())
        );
    }

    #[test]
    fn exercise_2_sample() {
        assert_eq!(
            solve_move_set("3 4\n1 3 4\n2 5 7 10\n"),
            Ok("Binh\nAn\nBinh\nAn".into())
        );
    }

    #[test]
    fn exercise_4_sample() {
        // g(4) = g(6) = 2 for moves {1, 3, 4}: 2 ⊕ 2 = 0, so the second player wins.
        assert_eq!(solve_sum("3 2\n1 3 4\n4 6\n"), Ok("Binh".into()));
    }

    #[test]
    fn bachet_at_the_limits() {
        // 10^18 = (10^18 − 1 + 1)·1: a multiple of k + 1 when k = 10^18 − 1.
        let input = format!("2\n{MAX_BIG} {}\n{MAX_BIG} {MAX_BIG}\n", MAX_BIG - 1);
        assert_eq!(solve_bachet(&input), Ok("Binh\nAn".into()));
    }

    #[test]
    fn bad_judge_input_names_the_field() {
        let err = solve_bachet("2\n10 3\n").unwrap_err();
        assert_eq!((err.field, err.problem), (STONES, Problem::Missing));
        let err = solve_move_set("2 1\n3 3\n5").unwrap_err();
        assert_eq!(err.problem, Problem::Duplicate(3));
        assert!(solve_sum("").is_err());
    }
}
