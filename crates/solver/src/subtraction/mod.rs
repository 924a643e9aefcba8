//! Subtraction games: a pile of `n` stones; a move removes exactly `s` stones for some `s` in a
//! finite move set `S`; the player who cannot move loses (normal play).
//!
//! **Rule used (W/L).** Position 0 is L. A position is W exactly when some move reaches an L
//! position, and L when every move (possibly none) reaches a W position. Filling the table from
//! 0 upwards therefore only reads cells already filled. Grundy values follow the same order:
//! `g(i) = mex { g(i - s) : s ∈ S, s ≤ i }`, and `g(i) = 0` exactly when `i` is L.
//!
//! **Theorem used (periodicity).** With largest move `m`, each cell `i ≥ m` depends only on the
//! `m` cells before it, so a window of `m` cells that repeats `p` cells later proves that the
//! table is periodic with period `p` from that window on (see [`crate::period`]). Bachet's game
//! (`S = {1, …, k}`) is the case whose L cells are the multiples of `k + 1`.

mod answer;
pub mod judge;
mod mex_sum;
mod mex_trace;
mod program;
mod remoteness;
mod trace;

pub use mex_sum::{
    mex_input, parse_mex_moves, parse_mex_piles, read_mex_input, BinaryRow, PileTable,
    MEX_MAX_PILE, MEX_MAX_PILES, PILES,
};
pub use mex_trace::{MexPoint, MexStep, MexTrace, MEX_PROGRAMS};
pub use program::{CodePoint, Program, PROGRAMS};
pub use remoteness::{ArithmeticPeriod, RemotenessRule};
pub use trace::{Step, StepKind, SubtractionTrace};

use crate::input::{list_tokens, Field, InputError, Problem, RawInt};
use crate::outcome::Outcome;
use crate::period::{find_period, Period};

/// At most this many moves in a move set.
pub const MAX_MOVES: usize = 64;
/// The largest single move accepted.
pub const MAX_MOVE: u64 = 1_000_000;
/// The largest `n` a table is computed for (the JS API's limit; widgets set lower ones).
pub const MAX_TABLE_N: u64 = 1_000_000;
/// The largest `n` a step trace is offered for (its memory grows with `n`, not the steps).
pub const MAX_TRACE_N: u64 = 100_000;

/// The count `m` of moves in the W/L program's judge input.
const MOVE_COUNT: Field = Field::new("m", "Số nước đi m", "Move count m", "3");

/// Reads the W/L program's judge input, `n m` then the `m` moves, with `n` at most `max_n`.
pub fn read_table_input(text: &str, max_n: u64) -> Result<(MoveSet, u64), InputError> {
    let mut input = crate::input::JudgeInput::new(text);
    let n = input.number(Field::N, 0, max_n)?;
    let m = input.count(MOVE_COUNT, 1, MAX_MOVES)?;
    let raw = (0..m)
        .map(|_| {
            input
                .number(Field::MOVES, 1, MAX_MOVE)
                .map(|s| RawInt::Value(s.into()))
        })
        .collect::<Result<Vec<_>, _>>()?;
    input.finish()?;
    Ok((MoveSet::from_raw(&raw)?, n))
}

/// The W/L program's judge input for `moves` and `n` (what [`read_table_input`] reads).
pub fn table_input(moves: &MoveSet, n: u64) -> String {
    let list: Vec<String> = moves.values().iter().map(u64::to_string).collect();
    format!("{n} {}\n{}", list.len(), list.join(" "))
}

/// The moves allowed: distinct positive stone counts, kept in increasing order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveSet {
    moves: Vec<u64>,
}

impl MoveSet {
    /// Reads a typed move set such as `1 3 4` or `{1, 3, 4}`.
    pub fn parse(text: &str) -> Result<MoveSet, InputError> {
        let mut raw = Vec::new();
        for token in list_tokens(text) {
            if raw.len() == MAX_MOVES {
                return Err(InputError::new(
                    Field::MOVES,
                    Problem::TooMany { max: MAX_MOVES },
                ));
            }
            raw.push(RawInt::parse(token));
        }
        MoveSet::from_raw(&raw)
    }

    /// Checks moves given one by one (from the JS API or from [`MoveSet::parse`]).
    pub fn from_raw(raw: &[RawInt]) -> Result<MoveSet, InputError> {
        let fail = |problem| Err(InputError::new(Field::MOVES, problem));
        if raw.is_empty() {
            return fail(Problem::Empty);
        }
        if raw.len() > MAX_MOVES {
            return fail(Problem::TooMany { max: MAX_MOVES });
        }
        // Kept sorted as they come: a binary search finds a duplicate and the place of a new
        // move, and no sort routine is linked into the page's wasm for a list this short.
        let mut moves: Vec<u64> = Vec::with_capacity(raw.len());
        for value in raw {
            let take = value.bounded(Field::MOVES, 1, MAX_MOVE)?;
            match moves.binary_search(&take) {
                Ok(_) => return fail(Problem::Duplicate(take)),
                Err(place) => moves.insert(place, take),
            }
        }
        Ok(MoveSet { moves })
    }

    /// Bachet's game: take from 1 to `k` stones, with `k` clamped to `1..=MAX_MOVES`.
    pub fn bachet(k: u64) -> MoveSet {
        MoveSet {
            moves: (1..=k.clamp(1, MAX_MOVES as u64)).collect(),
        }
    }

    /// The moves in increasing order.
    pub fn values(&self) -> &[u64] {
        &self.moves
    }

    /// The largest move `m`: the width of the window each cell depends on.
    pub fn largest(&self) -> u64 {
        self.moves.last().copied().unwrap_or(0)
    }

    /// The positions reachable from `i`, in the order of the moves.
    pub fn targets(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        self.moves
            .iter()
            .filter_map(move |&s| usize::try_from(s).ok().and_then(|s| i.checked_sub(s)))
    }
}

/// The W/L and Grundy values of every position `0..=n`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    pub outcomes: Vec<Outcome>,
    pub grundy: Vec<u32>,
}

impl Table {
    /// One letter per position, e.g. `LWLWWWWLWLWWWWL` for `S = {1, 3, 4}`, `n = 14`.
    pub fn outcome_letters(&self) -> String {
        self.outcomes.iter().map(|o| o.letter()).collect()
    }
}

/// A subtraction game with a fixed move set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubtractionGame {
    pub moves: MoveSet,
}

impl SubtractionGame {
    pub fn new(moves: MoveSet) -> Self {
        SubtractionGame { moves }
    }

    /// Fills the table over `0..=n` in `O(n · |S|)`.
    pub fn table(&self, n: usize) -> Table {
        let steps = self.steps();
        // Filled in place rather than pushed: at opt-level "z" a push is a call per cell.
        let mut grundy = vec![0u32; n + 1];
        // A position has at most |S| options, so its mex is at most |S|.
        let mut seen = vec![false; steps.len() + 1];
        for i in 0..=n {
            seen.fill(false);
            // Plain loops over sorted moves (not iterator adapters): the site's wasm is
            // optimised for size, and adapters there stay calls in this innermost loop.
            for &s in &steps {
                if s > i {
                    break;
                }
                // s ≤ i ≤ n, so i − s is a cell already filled.
                let g = grundy[i - s] as usize;
                if g < seen.len() {
                    seen[g] = true;
                }
            }
            let mut mex = 0;
            while mex < seen.len() && seen[mex] {
                mex += 1;
            }
            grundy[i] = mex as u32;
        }
        let outcomes = grundy
            .iter()
            .map(|&g| if g == 0 { Outcome::Lose } else { Outcome::Win })
            .collect();
        Table { outcomes, grundy }
    }

    /// The W/L row alone over `0..=n`, as the lesson's program fills it: a cell stops
    /// looking at moves as soon as one reaches an L cell. Cheaper than [`Self::table`] when
    /// the Grundy values are not needed.
    pub fn outcomes(&self, n: usize) -> Vec<Outcome> {
        let steps = self.steps();
        let mut outcomes = vec![Outcome::Lose; n + 1];
        for i in 0..=n {
            let mut wins = false;
            for &s in &steps {
                if s > i {
                    break;
                }
                // s ≤ i ≤ n, so i − s is a cell already filled.
                if outcomes[i - s] == Outcome::Lose {
                    wins = true;
                    break;
                }
            }
            if wins {
                outcomes[i] = Outcome::Win;
            }
        }
        outcomes
    }

    /// The moves as indices, in increasing order (a move too large for `usize` can never be
    /// made, so it is left out).
    pub(crate) fn steps(&self) -> Vec<usize> {
        self.moves
            .values()
            .iter()
            .filter_map(|&s| usize::try_from(s).ok())
            .collect()
    }

    /// The window width of the recurrence: the largest move.
    pub fn window(&self) -> usize {
        usize::try_from(self.moves.largest()).unwrap_or(usize::MAX)
    }

    /// The W/L period proven inside `table`, if its cells are enough to prove one.
    pub fn outcome_period(&self, table: &Table) -> Option<Period> {
        find_period(&table.outcomes, self.window(), |o| u64::from(o.is_win()))
    }

    /// The Grundy period proven inside `table`, if any.
    pub fn grundy_period(&self, table: &Table) -> Option<Period> {
        find_period(&table.grundy, self.window(), |&g| u64::from(g))
    }
}

/// The verdict on one position, however large, read from a proven Grundy period.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub outcome: Outcome,
    pub grundy: u32,
    /// Every move into a position of Grundy value 0 (a P-position), smallest first.
    pub winning_takes: Vec<u64>,
    pub period: Period,
}

impl SubtractionGame {
    /// Judges position `n` (up to `u64::MAX`): fills tables of growing length until the
    /// Grundy values prove a period (at most [`MAX_TABLE_N`] cells), then reads `n` through
    /// it. `None` when no period shows up within that many cells.
    pub fn verdict(&self, n: u64) -> Option<Verdict> {
        let window = self.window();
        let mut length = window.saturating_mul(8).max(1024);
        let (table, period) = loop {
            let table = self.table(length);
            if let Some(period) = self.grundy_period(&table) {
                break (table, period);
            }
            if length as u64 >= MAX_TABLE_N {
                return None;
            }
            length = length.saturating_mul(2).min(MAX_TABLE_N as usize);
        };
        let grundy_at = |position: u64| table.grundy[period.reduce(position) as usize];
        let grundy = grundy_at(n);
        let winning_takes = self
            .moves
            .values()
            .iter()
            .filter(|&&take| take <= n && grundy_at(n - take) == 0)
            .copied()
            .collect();
        Some(Verdict {
            outcome: if grundy == 0 {
                Outcome::Lose
            } else {
                Outcome::Win
            },
            grundy,
            winning_takes,
            period,
        })
    }
}

/// What a period says in words: the residues of the L cells, and the L cells before it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PeriodRule {
    pub period: Period,
    /// `r` in `0..length` such that `i ≡ r (mod length)`, `i ≥ start`, is L.
    pub lose_residues: Vec<usize>,
    /// L cells below `start`, which the rule does not cover.
    pub lose_before_start: Vec<usize>,
}

impl PeriodRule {
    pub fn new(period: Period, outcomes: &[Outcome]) -> PeriodRule {
        let lose = |i: &usize| outcomes.get(*i) == Some(&Outcome::Lose);
        // The cell of residue `r` inside the period's first window, so the residues come out
        // in order without a sort.
        let Period { start, length } = period;
        let cell_of = |r: usize| start + (r + length - start % length) % length;
        let lose_residues = (0..length).filter(|&r| lose(&cell_of(r))).collect();
        let lose_before_start = (0..period.start).filter(lose).collect();
        PeriodRule {
            period,
            lose_residues,
            lose_before_start,
        }
    }

    /// Reads the outcome of any position, up to `u64::MAX`, from the proven period.
    pub fn outcome_at(&self, position: u64) -> Outcome {
        let lose = if position < self.period.start as u64 {
            self.lose_before_start.contains(&(position as usize))
        } else {
            let residue = (position % self.period.length as u64) as usize;
            self.lose_residues.contains(&residue)
        };
        if lose {
            Outcome::Lose
        } else {
            Outcome::Win
        }
    }

    /// One sentence, e.g. "L exactly when n mod 7 ∈ {0, 2}".
    pub fn describe(&self, lang: crate::Lang) -> String {
        let join = |v: &[usize]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let p = self.period.length;
        let residues = join(&self.lose_residues);
        let core = if self.lose_residues.is_empty() {
            lang.pick("không có ô L nào".to_string(), "no cell is L".to_string())
        } else {
            lang.pick(
                format!("L đúng khi n mod {p} ∈ {{{residues}}}"),
                format!("L exactly when n mod {p} ∈ {{{residues}}}"),
            )
        };
        if self.period.start == 0 {
            return core;
        }
        let start = self.period.start;
        let before = if self.lose_before_start.is_empty() {
            lang.pick("không có ô L nào".to_string(), "none".to_string())
        } else {
            join(&self.lose_before_start)
        };
        lang.pick(
            format!("với n ≥ {start}: {core}; các ô L trước đó: {before}"),
            format!("for n ≥ {start}: {core}; the L cells before that: {before}"),
        )
    }
}

impl PeriodRule {
    /// Why the period is proven, citing the two equal windows of `window` cells.
    pub fn proof(&self, window: usize, outcomes: &[Outcome], lang: crate::Lang) -> String {
        let Period { start, length } = self.period;
        let cells = |from: usize| {
            let letters: String = outcomes
                .iter()
                .skip(from)
                .take(window)
                .map(|o| o.letter())
                .collect();
            let span = if window == 1 {
                from.to_string()
            } else {
                format!("{from}–{}", from + window - 1)
            };
            (span, letters)
        };
        let (first, letters) = cells(start);
        let (second, _) = cells(start + length);
        lang.pick(
            format!(
                "Nước đi lớn nhất là {window}, nên mỗi ô chỉ phụ thuộc {window} ô ngay trước nó. \
                 Các ô {first} ({letters}) lặp lại y hệt ở các ô {second}, nên từ ô {start} \
                 trở đi bảng lặp lại với chu kỳ {length}."
            ),
            format!(
                "The largest move is {window}, so each cell depends only on the {window} cells \
                 before it. Cells {first} ({letters}) repeat exactly at cells {second}, so from \
                 cell {start} on the table repeats with period {length}."
            ),
        )
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_table_input_reads_back_what_it_writes() {
        let moves = MoveSet::parse("4 1 3").unwrap();
        let text = table_input(&moves, 14);
        assert_eq!(text, "14 3\n1 3 4");
        assert_eq!(read_table_input(&text, 200), Ok((moves, 14)));
        let too_big = read_table_input("201 1\n1", 200).unwrap_err();
        assert_eq!(too_big.field, Field::N);
        let left_over = read_table_input("5 1\n1 7", 200).unwrap_err();
        assert!(
            left_over.reason(crate::Lang::En).contains('7'),
            "{left_over:?}"
        );
        let repeated = read_table_input("5 2\n1 1", 200).unwrap_err();
        assert_eq!(repeated.field, Field::MOVES);
    }

    use super::*;
    use crate::Lang;

    fn game(text: &str) -> SubtractionGame {
        SubtractionGame::new(MoveSet::parse(text).expect("valid move set"))
    }

    #[test]
    fn lesson_table_for_1_3_4() {
        let g = game("1 3 4");
        let t = g.table(14);
        assert_eq!(t.outcome_letters(), "LWLWWWWLWLWWWWL");
        assert_eq!(t.grundy, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0]);
        let period = g.outcome_period(&t).expect("period proven by n = 14");
        assert_eq!(
            period,
            Period {
                start: 0,
                length: 7
            }
        );
        let rule = PeriodRule::new(period, &t.outcomes);
        assert_eq!(rule.describe(Lang::En), "L exactly when n mod 7 ∈ {0, 2}");
        assert_eq!(rule.describe(Lang::Vi), "L đúng khi n mod 7 ∈ {0, 2}");
        assert_eq!(
            rule.proof(4, &t.outcomes, Lang::En),
            "The largest move is 4, so each cell depends only on the 4 cells before it. \
             Cells 0–3 (LWLW) repeat exactly at cells 7–10, so from cell 0 on the table \
             repeats with period 7."
        );
        assert_eq!(rule.outcome_at(1_000_000_000_000_000_000), Outcome::Win);
        assert_eq!(rule.outcome_at(7 * 142_857_142_857_142_857), Outcome::Lose);
    }

    #[test]
    fn verdicts_near_the_top_of_u64() {
        // Bachet with k = 3: L exactly on multiples of 4; 2^64 − 1 ≡ 3 (mod 4): take 3.
        let bachet = SubtractionGame::new(MoveSet::bachet(3));
        let top = bachet.verdict(u64::MAX).expect("period");
        assert_eq!(top.outcome, Outcome::Win);
        assert_eq!(top.winning_takes, vec![3]);
        let even = bachet.verdict(1_000_000_000_000_000_000).expect("period");
        assert_eq!(even.outcome, Outcome::Lose);
        assert!(even.winning_takes.is_empty());
        // {1, 3, 4}: period 7, L on residues 0 and 2; 10^18 ≡ 1 (mod 7) → W, take 1 to 10^18 − 1 ≡ 0.
        let lesson = game("1 3 4")
            .verdict(1_000_000_000_000_000_000)
            .expect("period");
        assert_eq!(lesson.outcome, Outcome::Win);
        assert_eq!(lesson.winning_takes, vec![1]);
        assert_eq!(
            game("1 3 4").verdict(0).map(|v| v.outcome),
            Some(Outcome::Lose)
        );
    }

    #[test]
    fn bachet_loses_on_multiples_of_k_plus_one() {
        for k in 1..=9u64 {
            let g = SubtractionGame::new(MoveSet::bachet(k));
            let t = g.table(100);
            for (i, o) in t.outcomes.iter().enumerate() {
                assert_eq!(*o == Outcome::Lose, i as u64 % (k + 1) == 0, "k={k} i={i}");
            }
            let period = g.outcome_period(&t).expect("period");
            assert_eq!(period.length as u64, k + 1);
        }
    }

    #[test]
    fn preperiod_is_described() {
        // S = {2, 3}: L L W W W L L W W W … has period 5 from 0; S = {3} is L L L W W W ….
        let g = game("2 5");
        let t = g.table(60);
        let period = g.outcome_period(&t).expect("period");
        let rule = PeriodRule::new(period, &t.outcomes);
        for i in 0..=60 {
            assert_eq!(rule.outcome_at(i as u64), t.outcomes[i], "i={i}");
        }
    }

    #[test]
    fn move_set_parsing_refuses_bad_input() {
        let problem = |t: &str| MoveSet::parse(t).unwrap_err().problem;
        assert_eq!(problem(""), Problem::Empty);
        assert_eq!(problem(" , ; "), Problem::Empty);
        assert_eq!(problem("0 -2 x"), Problem::Zero);
        assert_eq!(
            problem("-2 x"),
            Problem::Negative {
                text: "-2".into(),
                min: 1
            }
        );
        assert_eq!(problem("x"), Problem::NotInteger("x".into()));
        assert_eq!(problem("1 3 1"), Problem::Duplicate(1));
        assert!(matches!(problem("1 2000000"), Problem::TooLarge { .. }));
        let many = (1..=65)
            .map(|i| i.to_string())
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(problem(&many), Problem::TooMany { max: MAX_MOVES });
        assert_eq!(
            MoveSet::parse("{4, 1; 3}").map(|m| m.values().to_vec()),
            Ok(vec![1, 3, 4])
        );
    }

    #[test]
    fn moves_larger_than_n_never_apply() {
        let t = game("5").table(4);
        assert_eq!(t.outcome_letters(), "LLLLL");
        assert_eq!(game("5").outcome_period(&t), None);
    }
}
