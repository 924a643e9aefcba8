//! Score games on a row: take a number from either end.
//!
//! **Rule.** A row `a[0], …, a[n−1]` of integers lies on the table. Two players move in turn;
//! a move takes the number at the left end or at the right end of what is left and adds it to
//! the mover's score. When the row is empty the game ends; each player wants the largest score.
//!
//! **Theorem used (minimax on intervals).** The total is fixed, so maximising one's score is
//! maximising the difference "mine − theirs". Let `dp[l][r]` be that difference for the mover
//! on the segment `a[l..=r]` under perfect play. Then `dp[l][l] = a[l]` and
//! `dp[l][r] = max(a[l] − dp[l+1][r], a[r] − dp[l][r−1])`: after taking an end, the roles swap
//! and the opponent is ahead by the `dp` of the rest. With total `S` and `d = dp[0][n−1]` the
//! first player scores `(S + d) / 2`, the second `(S − d) / 2` (`S + d` is twice a score, so
//! the division is exact). Every cell reads two cells of the previous length only, so one array
//! indexed by the left end, rewritten length after length, holds all that is needed
//! ([`Row::rolled_diff`]); the full grid ([`Row::grid`], filled by rows, or
//! [`Row::grid_by_length`], in the lesson's order) is for display. [`race`] times the three
//! fills against each other in a page, the two grids in slices ([`GridFill`]).
//!
//! **Theorem (parity strategy, even `n`).** Colour positions even and odd. With `n` even the
//! first player can take *every* number of the colour of their choice, so they secure at least
//! `max(E, O)` (the even-index and odd-index sums) and never lose. Proof: before each of the
//! first player's turns the row has even length, so its two ends have different colours and the
//! chosen colour is at one end: take it. The row left has odd length and both its ends have the
//! other colour, so the opponent must take a number of the other colour, and the row is again
//! of even length. By induction every number of the chosen colour goes to the first player.
//!
//! **Greedy is a trap.** Taking the larger end looks natural but loses on `8 15 3 7`: taking
//! 8 exposes 15 (greedy ends 15 – 18, perfect play 22 – 11). [`Row::greedy`] computes what the
//! greedy first player gets against an opponent who answers it perfectly.
//!
//! Magnitudes: `|a[i]| ≤ 10^9` and `n ≤ 5000`, so every sum and difference is at most
//! `5 · 10^12` in absolute value: `i64` never overflows (and the values stay below 2^53).

mod lead;
mod pile_search;
mod piles;
mod program;
pub mod race;
mod roll;
mod trace;
mod words;

pub use pile_search::{
    Partnering, PileSearch, RuleCell, SearchedMove, MAX_SEARCH_PILE, MAX_SEARCH_PILES,
};
pub use piles::{
    solve_zjoi_piles, PartnerCase, PileEnd, PileRow, PileVerdict, PileWinningMove, MAX_PILE,
    MAX_PILES, PILES,
};
pub use program::{CodePoint, Program, PROGRAMS};
pub use roll::{roll_sentence, RollEntry, RollState};
pub use trace::{num, IntervalStep, IntervalTrace, StepKind};

use crate::input::{list_tokens, Field, InputError, JudgeInput, Problem, RawInt};
use crate::lang::Lang;

/// The row of numbers.
pub const VALUES: Field = Field::new("values", "Dãy số", "Row of numbers", "8 15 3 7");
/// The length of the row in judge input.
pub const LENGTH: Field = Field::new("n", "Độ dài dãy n", "Row length n", "4");

/// The longest row accepted (the seeds' limit; the DP is `O(n²)` time).
pub const MAX_LEN: usize = 5000;
/// The largest absolute value of a number of the row.
pub const MAX_ABS: i64 = 1_000_000_000;
/// The longest row whose full grid `table()` returns (a grid to look at, not to scroll).
pub const MAX_TABLE_LEN: usize = 200;

/// Which end of the row a move takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Left,
    Right,
}

impl End {
    pub fn name(self) -> &'static str {
        match self {
            End::Left => "left",
            End::Right => "right",
        }
    }

    /// The end in words: "trái" / "left".
    pub fn word(self, lang: Lang) -> &'static str {
        match self {
            End::Left => lang.pick("trái", "left"),
            End::Right => lang.pick("phải", "right"),
        }
    }

    pub fn other(self) -> End {
        match self {
            End::Left => End::Right,
            End::Right => End::Left,
        }
    }
}

/// A validated row: `1..=MAX_LEN` numbers, each with `|a[i]| ≤ MAX_ABS`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    values: Vec<i64>,
}

/// Both players' totals under perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scores {
    pub first: i64,
    pub second: i64,
}

impl Scores {
    /// First minus second.
    pub fn diff(self) -> i64 {
        self.first - self.second
    }

    fn from_diff(total: i64, diff: i64) -> Scores {
        // total + diff = 2 · first, so both halves are exact.
        Scores {
            first: (total + diff) / 2,
            second: (total - diff) / 2,
        }
    }
}

/// The colour class the parity strategy takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IndexClass {
    /// Positions 0, 2, 4, … (counted from 0).
    Even,
    /// Positions 1, 3, 5, ….
    Odd,
}

/// The parity strategy for an even-length row (see the module doc for the proof).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParityPlan {
    pub even_sum: i64,
    pub odd_sum: i64,
    /// The class with the larger sum (even on a tie).
    pub take: IndexClass,
    /// What the plan secures: `max(even_sum, odd_sum)`.
    pub secured: i64,
}

/// The full DP grid: `dp[l][r]` for `l ≤ r`, stored row-major as an `n × n` array.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    n: usize,
    cells: Vec<i64>,
}

impl Grid {
    pub fn len(&self) -> usize {
        self.n
    }

    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// `dp[l][r]`, or `None` outside the upper triangle.
    pub fn get(&self, l: usize, r: usize) -> Option<i64> {
        if l > r || r >= self.n {
            return None;
        }
        self.cells.get(l * self.n + r).copied()
    }

    /// The row `l` of the grid, `None` below the diagonal (as a table shows it).
    pub fn display_row(&self, l: usize) -> Vec<Option<i64>> {
        (0..self.n).map(|r| self.get(l, r)).collect()
    }
}

impl Row {
    /// Reads a typed row such as `8 15 3 7` or `-1, 2, -3`.
    pub fn parse(text: &str) -> Result<Row, InputError> {
        let raw: Vec<RawInt> = list_tokens(text)
            .take(MAX_LEN + 1)
            .map(RawInt::parse)
            .collect();
        Row::from_raw(&raw)
    }

    /// Checks numbers given one by one (from the JS API or from [`Row::parse`]).
    pub fn from_raw(raw: &[RawInt]) -> Result<Row, InputError> {
        if raw.is_empty() {
            return Err(InputError::new(VALUES, Problem::Empty));
        }
        if raw.len() > MAX_LEN {
            return Err(InputError::new(VALUES, Problem::TooMany { max: MAX_LEN }));
        }
        let values = raw
            .iter()
            .map(|value| signed(value, VALUES))
            .collect::<Result<_, _>>()?;
        Ok(Row { values })
    }

    /// The lessons' row `8 15 3 7` (seed 002, Part 4), without parsing.
    pub fn lesson_example() -> Row {
        Row {
            values: vec![8, 15, 3, 7],
        }
    }

    pub fn values(&self) -> &[i64] {
        &self.values
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Always false: a row has at least one number.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    pub fn total(&self) -> i64 {
        self.values.iter().sum()
    }

    /// The number at one end of the whole row (what a first move there takes).
    pub fn at(&self, end: End) -> i64 {
        match end {
            End::Left => self.values.first(),
            End::Right => self.values.last(),
        }
        .copied()
        .unwrap_or(0)
    }

    /// The whole grid, filled row by row from the bottom (`l` from `n − 1` down, `r` upwards):
    /// each cell reads `dp[l+1][r]` from the row below and `dp[l][r−1]` just written, two
    /// sequential streams. `O(n²)` time and an `n × n` array (200 MB at n = 5000), for display
    /// (and for [`race`], in slices: [`FillOrder::ByRows`]).
    pub fn grid(&self) -> Grid {
        let a = &self.values;
        let n = a.len();
        let mut cells = vec![0i64; n * n];
        for l in (0..n).rev() {
            // Row l + 1 (already final) and row l, split so both can be borrowed.
            let (upper, lower) = cells.split_at_mut((l + 1) * n);
            let here = &mut upper[l * n..];
            here[l] = a[l];
            for r in l + 1..n {
                // r ≥ l + 1 and l + 1 < n here, so row l + 1 exists.
                let take_left = a[l] - lower[r];
                let take_right = a[r] - here[r - 1];
                here[r] = take_left.max(take_right);
            }
        }
        Grid { n, cells }
    }

    /// The same grid filled in the lesson's order, by length then left end. Every cell jumps
    /// to another row of the array, which is why this order is many times slower at large `n`
    /// (seed 004 measures about 15× against the rolled array); kept for that comparison.
    pub fn grid_by_length(&self) -> Grid {
        let a = &self.values;
        let n = a.len();
        let mut cells = vec![0i64; n * n];
        for (i, &value) in a.iter().enumerate() {
            cells[i * n + i] = value;
        }
        // All indices below are < n² by the loop bounds (l + len − 1 < n).
        for len in 2..=n {
            for l in 0..=n - len {
                let r = l + len - 1;
                let take_left = a[l] - cells[(l + 1) * n + r];
                let take_right = a[r] - cells[l * n + r - 1];
                cells[l * n + r] = take_left.max(take_right);
            }
        }
        Grid { n, cells }
    }

    /// `dp[0][n−1]` with one array of `n` numbers: after the round for length `len`, `dp[l]`
    /// holds `dp[l][l + len − 1]`. Reading `dp[l + 1]` before it is rewritten is what makes the
    /// left-to-right order correct.
    pub fn rolled_diff(&self) -> i64 {
        let mut dp = self.values.clone();
        for len in 2..=dp.len() {
            roll_once(&mut dp, &self.values, len);
        }
        dp.first().copied().unwrap_or(0)
    }

    /// Both totals under perfect play.
    pub fn scores(&self) -> Scores {
        Scores::from_diff(self.total(), self.rolled_diff())
    }

    /// The end a perfect first player takes (the left one on a tie).
    pub fn best_first_move(&self) -> End {
        let a = &self.values;
        let n = a.len();
        if n < 2 {
            return End::Left;
        }
        let mut dp = a.clone();
        for len in 2..n {
            roll_once(&mut dp, a, len);
        }
        // Now dp[0] = dp[0][n−2] and dp[1] = dp[1][n−1].
        let (first, last) = (a.first(), a.last());
        match (first, last, dp.first(), dp.get(1)) {
            (Some(&x), Some(&y), Some(&without_last), Some(&without_first)) => {
                if x - without_first >= y - without_last {
                    End::Left
                } else {
                    End::Right
                }
            }
            _ => End::Left,
        }
    }

    /// The parity strategy, for even lengths only.
    pub fn parity_plan(&self) -> Option<ParityPlan> {
        if self.values.len() % 2 != 0 {
            return None;
        }
        let even_sum: i64 = self.values.iter().step_by(2).sum();
        let odd_sum: i64 = self.values.iter().skip(1).step_by(2).sum();
        let take = if even_sum >= odd_sum {
            IndexClass::Even
        } else {
            IndexClass::Odd
        };
        Some(ParityPlan {
            even_sum,
            odd_sum,
            take,
            secured: even_sum.max(odd_sum),
        })
    }

    /// What a first player who always takes the larger end (the left one on a tie) scores
    /// against an opponent who knows it and answers perfectly. Two rolled arrays, rewritten in
    /// place length after length ([`greedy_once`]): `g[l]` is the difference (greedy minus
    /// opponent) when greedy is to move on the segment of the current length starting at `l`,
    /// `h[l]` the same when the opponent is to move. `O(n²)` time, `2n` numbers.
    pub fn greedy(&self) -> Scores {
        let a = &self.values;
        // Length 1: greedy takes the number; the opponent takes it away from greedy.
        let mut g = a.clone();
        let mut h: Vec<i64> = a.iter().map(|&x| -x).collect();
        for len in 2..=a.len() {
            greedy_once(&mut g, &mut h, a, len);
        }
        Scores::from_diff(self.total(), g.first().copied().unwrap_or(0))
    }
}

/// One round of [`Row::greedy`]'s arrays: from the segments of length `len − 1` to those of
/// length `len`. Left to right, `g[l + 1]` and `h[l + 1]` still hold length `len − 1` when
/// `[l, r]` reads them, as in [`roll_once`].
fn greedy_once(g: &mut [i64], h: &mut [i64], a: &[i64], len: usize) {
    let Some(count) = (a.len() + 1).checked_sub(len) else {
        return;
    };
    for l in 0..count {
        let r = l + len - 1;
        // Segments of length len − 1: [l + 1, r] starts at l + 1, [l, r − 1] at l; r < n.
        let greedy_move = if a[l] >= a[r] {
            a[l] + h[l + 1]
        } else {
            a[r] + h[l]
        };
        let reply = (g[l + 1] - a[l]).min(g[l] - a[r]);
        g[l] = greedy_move;
        h[l] = reply;
    }
}

/// What the widget prints under a row: both totals under perfect play, greedy's totals and
/// the perfect first move ([`Row::scores`], [`Row::greedy`], [`Row::best_first_move`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    pub scores: Scores,
    pub greedy: Scores,
    pub first_move: End,
}

/// [`Summary`] in resumable slices: the three rolled arrays advance together, length after
/// length, and [`SummaryFill::advance`] stops after about `budget` cells, so a page can
/// spread the 3 × 12.5 million cells of `n = 5000` over many frames. Same results as the
/// three one-shot methods.
pub struct SummaryFill {
    a: Vec<i64>,
    total: i64,
    dp: Vec<i64>,
    g: Vec<i64>,
    h: Vec<i64>,
    /// The next length to compute.
    len: usize,
    first_move: End,
}

impl SummaryFill {
    pub fn new(row: &Row) -> SummaryFill {
        let a = row.values.clone();
        SummaryFill {
            total: row.total(),
            dp: a.clone(),
            g: a.clone(),
            h: a.iter().map(|&x| -x).collect(),
            a,
            len: 2,
            first_move: End::Left,
        }
    }

    pub fn is_done(&self) -> bool {
        self.len > self.a.len()
    }

    /// Computes whole lengths until at least `budget` cells (of each array) are done, or all
    /// are; `true` once the summary is ready.
    pub fn advance(&mut self, budget: usize) -> bool {
        let n = self.a.len();
        let mut spent = 0;
        while self.len <= n && spent < budget {
            let len = self.len;
            if len == n {
                self.first_move = self.last_choice();
            }
            roll_once(&mut self.dp, &self.a, len);
            greedy_once(&mut self.g, &mut self.h, &self.a, len);
            spent += n + 1 - len;
            self.len += 1;
        }
        self.is_done()
    }

    /// With the arrays at length `n − 1`: the end a perfect first player takes, as
    /// [`Row::best_first_move`] decides it.
    fn last_choice(&self) -> End {
        let (first, last) = (self.a.first(), self.a.last());
        match (first, last, self.dp.first(), self.dp.get(1)) {
            (Some(&x), Some(&y), Some(&without_last), Some(&without_first))
                if x - without_first < y - without_last =>
            {
                End::Right
            }
            _ => End::Left,
        }
    }

    /// The share of the work done, from 0 to 1 (the cells of length `len` are `n + 1 − len`).
    pub fn progress(&self) -> f64 {
        let n = self.a.len() as f64;
        let remaining = (n + 1.0 - self.len as f64).max(0.0);
        let all = n * (n - 1.0) / 2.0;
        if all <= 0.0 {
            return 1.0;
        }
        (1.0 - remaining * (remaining + 1.0) / 2.0 / all).clamp(0.0, 1.0)
    }

    /// The summary once every length is done.
    pub fn summary(&self) -> Option<Summary> {
        if !self.is_done() {
            return None;
        }
        let first = |v: &[i64]| v.first().copied().unwrap_or(0);
        Some(Summary {
            scores: Scores::from_diff(self.total, first(&self.dp)),
            greedy: Scores::from_diff(self.total, first(&self.g)),
            first_move: self.first_move,
        })
    }
}

/// One turn of a replayed game: who moved is told by its index (even: first player).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    pub end: End,
    /// The number taken.
    pub value: i64,
    /// Both ends were equally good for the mover (a perfect mover could take either).
    pub tie: bool,
    /// The totals of the first and second player after this turn.
    pub first: i64,
    pub second: i64,
}

/// One bit per segment `[l, r]`, stored as an `n × n` bitset (3 MB at n = 5000).
struct Choices {
    n: usize,
    bits: Vec<u64>,
}

impl Choices {
    fn new(n: usize) -> Choices {
        Choices {
            n,
            bits: vec![0; (n * n).div_ceil(64) + 1],
        }
    }

    fn index(&self, l: usize, r: usize) -> usize {
        l * self.n + r
    }

    fn set(&mut self, l: usize, r: usize) {
        let i = self.index(l, r);
        if let Some(word) = self.bits.get_mut(i / 64) {
            *word |= 1 << (i % 64);
        }
    }

    fn get(&self, l: usize, r: usize) -> bool {
        let i = self.index(l, r);
        self.bits
            .get(i / 64)
            .is_some_and(|word| word >> (i % 64) & 1 == 1)
    }
}

impl Row {
    /// The game replayed with both players perfect (the left end on a tie), turn by turn.
    /// One rolled array for the values and one bit per segment for the choices: `O(n²)` time,
    /// `O(n)` numbers and `2n²` bits of memory.
    pub fn optimal_play(&self) -> Vec<Turn> {
        let a = &self.values;
        let n = a.len();
        let mut right = Choices::new(n);
        let mut tie = Choices::new(n);
        let mut dp = a.clone();
        for len in 2..=n {
            for l in 0..=n - len {
                let r = l + len - 1;
                // dp[l + 1] still holds dp[l+1][r] and dp[l] holds dp[l][r−1].
                let take_left = a[l] - dp[l + 1];
                let take_right = a[r] - dp[l];
                if take_right > take_left {
                    right.set(l, r);
                }
                if take_right == take_left {
                    tie.set(l, r);
                }
                dp[l] = take_left.max(take_right);
            }
        }
        replay(a, |l, r, _| {
            let end = if l < r && right.get(l, r) {
                End::Right
            } else {
                End::Left
            };
            (end, l < r && tie.get(l, r))
        })
    }

    /// The game replayed with a greedy first player (the larger end, the left one on a tie)
    /// against an opponent who knows it and answers perfectly: the play behind [`Row::greedy`].
    pub fn greedy_play(&self) -> Vec<Turn> {
        let a = &self.values;
        let n = a.len();
        // As in `greedy`: g when greedy moves, h when the opponent moves, by left end.
        let mut answer_right = Choices::new(n);
        let mut answer_tie = Choices::new(n);
        let mut g = a.clone();
        let mut h: Vec<i64> = a.iter().map(|&x| -x).collect();
        for len in 2..=n {
            let mut next_g = Vec::with_capacity(n - len + 1);
            let mut next_h = Vec::with_capacity(n - len + 1);
            for l in 0..=n - len {
                let r = l + len - 1;
                next_g.push(if a[l] >= a[r] {
                    a[l] + h[l + 1]
                } else {
                    a[r] + h[l]
                });
                let (left, right) = (g[l + 1] - a[l], g[l] - a[r]);
                if right < left {
                    answer_right.set(l, r);
                }
                if right == left {
                    answer_tie.set(l, r);
                }
                next_h.push(left.min(right));
            }
            g = next_g;
            h = next_h;
        }
        replay(a, |l, r, turn| {
            if turn % 2 == 0 {
                let end = if a[l] >= a[r] { End::Left } else { End::Right };
                (end, false)
            } else {
                let end = if l < r && answer_right.get(l, r) {
                    End::Right
                } else {
                    End::Left
                };
                (end, l < r && answer_tie.get(l, r))
            }
        })
    }
}

/// Plays the row to the end, asking `choose(l, r, turn)` for each move.
fn replay(a: &[i64], mut choose: impl FnMut(usize, usize, usize) -> (End, bool)) -> Vec<Turn> {
    let mut turns = Vec::with_capacity(a.len());
    let (mut l, mut r) = (0, a.len());
    let (mut first, mut second) = (0, 0);
    // The row left is a[l..r] (r exclusive), never empty inside the loop.
    while l < r {
        let turn = turns.len();
        let (end, tie) = choose(l, r - 1, turn);
        let value = match end {
            End::Left => {
                l += 1;
                a[l - 1]
            }
            End::Right => {
                r -= 1;
                a[r]
            }
        };
        if turn % 2 == 0 {
            first += value;
        } else {
            second += value;
        }
        turns.push(Turn {
            end,
            value,
            tie,
            first,
            second,
        });
    }
    turns
}

/// One round of the rolled DP: from the cells of length `len − 1` to those of length `len`.
fn roll_once(dp: &mut [i64], a: &[i64], len: usize) {
    // Cells let dp[l] be rewritten while dp[l + 1] (still of length len − 1) is read.
    let cells = std::cell::Cell::from_mut(dp).as_slice_of_cells();
    let rights = a.get(len - 1..).unwrap_or(&[]);
    for ((pair, &left), &right) in cells.windows(2).zip(a).zip(rights) {
        let (here, next) = (&pair[0], &pair[1]);
        here.set((left - next.get()).max(right - here.get()));
    }
}

/// The order in which a [`GridFill`] writes the cells of the grid (both are correct: each cell
/// is written after the two it reads).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FillOrder {
    /// By segment length, then left end, as [`Row::grid_by_length`]: the lesson's order, two
    /// cells written one after the other a whole row of the array apart.
    ByLength,
    /// Row by row from the bottom (`l` from `n − 1` down, `r` upwards in each row), as
    /// [`Row::grid`]: two neighbouring rows of the array read and written in order.
    ByRows,
}

/// [`Row::grid_by_length`] or [`Row::grid`] in resumable slices: [`GridFill::advance`] fills
/// at most `budget` cells and returns, so a page can spread the 12.5 million cells of
/// `n = 5000` over many frames (and time only the filling) instead of freezing for seconds.
/// Same order, same cells, on the same full `n × n` array.
pub struct GridFill {
    a: Vec<i64>,
    n: usize,
    cells: Vec<i64>,
    order: FillOrder,
    /// The next cell. By length: `outer` is the segment length and `inner` the left end. By
    /// rows: `outer` is `n − l` for the row `l` (so both orders start at 2 and are done past
    /// `n`) and `inner` is the right end `r`.
    outer: usize,
    inner: usize,
}

impl GridFill {
    /// A fill of `row`'s grid by length (the lesson's order): [`Self::with_order`] with
    /// [`FillOrder::ByLength`].
    pub fn new(row: &Row) -> GridFill {
        GridFill::with_order(row, FillOrder::ByLength)
    }

    /// A fill of `row`'s grid in `order`. The `n × n` grid (200 MB at `n = 5000`) is zeroed
    /// by [`Self::advance`] in slices too: zeroing it at once would itself freeze a page.
    pub fn with_order(row: &Row, order: FillOrder) -> GridFill {
        let a = row.values.clone();
        let n = a.len();
        let inner = match order {
            FillOrder::ByLength => 0,
            // Row n − 2 starts at r = n − 1.
            FillOrder::ByRows => n.saturating_sub(1),
        };
        GridFill {
            a,
            n,
            cells: Vec::new(),
            order,
            outer: 2,
            inner,
        }
    }

    pub fn order(&self) -> FillOrder {
        self.order
    }

    /// Zeroes up to `budget` more cells of the grid (the diagonal is written once all are);
    /// the budget left.
    fn allocate(&mut self, budget: usize) -> usize {
        let total = self.n * self.n;
        if self.cells.len() == total {
            return budget;
        }
        if self.cells.capacity() < total {
            self.cells.reserve_exact(total);
        }
        let grow = budget.min(total - self.cells.len());
        self.cells.resize(self.cells.len() + grow, 0);
        if self.cells.len() == total {
            let n = self.n;
            for (i, &value) in self.a.iter().enumerate() {
                self.cells[i * n + i] = value;
            }
        }
        budget - grow
    }

    /// Whether every cell is written.
    pub fn is_done(&self) -> bool {
        self.outer > self.n
    }

    /// Fills up to `budget` more cells; `true` once the grid is complete.
    /// Zeroing a cell of the grid counts as filling one.
    pub fn advance(&mut self, budget: usize) -> bool {
        let left = self.allocate(budget);
        if self.cells.len() < self.n * self.n {
            return false;
        }
        match self.order {
            FillOrder::ByLength => self.by_length(left),
            FillOrder::ByRows => self.by_rows(left),
        }
        self.is_done()
    }

    /// Up to `left` cells in the order of [`Row::grid_by_length`].
    fn by_length(&mut self, mut left: usize) {
        let GridFill {
            a,
            n,
            cells,
            outer,
            inner,
            ..
        } = self;
        let n = *n;
        while *outer <= n && left > 0 {
            let len = *outer;
            // The segments of this length start at 0 ..= n − len.
            let count = n + 1 - len;
            let end = count.min(inner.saturating_add(left));
            // l + len − 1 < n, so every index below is < n².
            for l in *inner..end {
                let r = l + len - 1;
                let take_left = a[l] - cells[(l + 1) * n + r];
                let take_right = a[r] - cells[l * n + r - 1];
                cells[l * n + r] = take_left.max(take_right);
            }
            left -= end - *inner;
            *inner = end;
            if end == count {
                *outer += 1;
                *inner = 0;
            }
        }
    }

    /// Up to `left` cells in the order of [`Row::grid`].
    fn by_rows(&mut self, mut left: usize) {
        let GridFill {
            a,
            n,
            cells,
            outer,
            inner,
            ..
        } = self;
        let n = *n;
        while *outer <= n && left > 0 {
            // outer ≥ 2, so l + 1 < n: the row below exists and is final.
            let l = n - *outer;
            let end = n.min(inner.saturating_add(left));
            let (upper, lower) = cells.split_at_mut((l + 1) * n);
            let (here, below) = (&mut upper[l * n..], &lower[..n]);
            // l < r < n: dp[l+1][r] from the row below, dp[l][r−1] just written.
            for r in *inner..end {
                here[r] = (a[l] - below[r]).max(a[r] - here[r - 1]);
            }
            left -= end - *inner;
            *inner = end;
            if end == n {
                *outer += 1;
                // The next row, l − 1, starts at r = l (past the last row, 0: done).
                *inner = n + 1 - *outer;
            }
        }
    }

    /// `dp[0][n−1]` once the grid is complete.
    pub fn diff(&self) -> Option<i64> {
        if !self.is_done() {
            return None;
        }
        self.n
            .checked_sub(1)
            .and_then(|last| self.cells.get(last).copied())
    }

    /// The grid's memory in cells (`n²`).
    pub fn cell_count(&self) -> usize {
        self.n * self.n
    }
}

/// A signed number with `|v| ≤ MAX_ABS`.
fn signed(raw: &RawInt, field: Field) -> Result<i64, InputError> {
    let out_of_range = |text: String| {
        InputError::custom(
            field,
            format!("“{text}” vượt quá giới hạn: trị tuyệt đối tối đa là {MAX_ABS}."),
            format!("“{text}” is out of range: the absolute value is at most {MAX_ABS}."),
        )
    };
    match raw {
        RawInt::NotInteger(text) => Err(InputError::new(field, Problem::NotInteger(text.clone()))),
        RawInt::Huge { text, .. } => Err(out_of_range(text.clone())),
        // `unsigned_abs`, not `abs`: −2^63 has no `i64` absolute value (a panic in debug
        // builds, and in release builds it stayed negative and was let through).
        RawInt::Value(v) => i64::try_from(*v)
            .ok()
            .filter(|v| v.unsigned_abs() <= MAX_ABS.unsigned_abs())
            .ok_or_else(|| out_of_range(v.to_string())),
    }
}

/// Reads `n` then `n` numbers of judge input (the programs' stdin).
pub fn read_row(input: &str) -> Result<Row, InputError> {
    read_row_from(&mut JudgeInput::new(input))
}

/// The judge input of a row, as [`read_row_exact`] reads it back: `n`, then the numbers.
pub fn row_input(row: &Row) -> String {
    let values: Vec<String> = row.values.iter().map(i64::to_string).collect();
    format!("{}\n{}", row.len(), values.join(" "))
}

/// Like [`read_row`], refusing anything after the row: the widget's stdin box, which is
/// rewritten from the row it read, would drop it silently. (The exercises read like a judge's
/// program, which stops at the last number it needs.)
pub fn read_row_exact(input: &str) -> Result<Row, InputError> {
    let mut judge = JudgeInput::new(input);
    let row = read_row_from(&mut judge)?;
    judge.finish()?;
    Ok(row)
}

fn read_row_from(judge: &mut JudgeInput) -> Result<Row, InputError> {
    let bad_length = |text: String| {
        InputError::custom(
            LENGTH,
            format!("“{text}” không phải độ dài hợp lệ: dãy cần từ 1 tới {MAX_LEN} số."),
            format!("“{text}” is not a valid length: a row holds 1 to {MAX_LEN} numbers."),
        )
    };
    // Zero and negative lengths get a message about rows (the shared ones speak of stones).
    let n = match RawInt::parse(judge.word(LENGTH)?) {
        RawInt::Value(v) if v < 1 => return Err(bad_length(v.to_string())),
        RawInt::Huge {
            negative: true,
            text,
            ..
        } => return Err(bad_length(text)),
        // At most MAX_LEN once bounded, so it fits in usize.
        raw => raw.bounded(LENGTH, 1, MAX_LEN as u64)? as usize,
    };
    let mut raw = Vec::with_capacity(n);
    for _ in 0..n {
        raw.push(RawInt::parse(judge.word(VALUES)?));
    }
    Row::from_raw(&raw)
}

/// Exercise "Bài 5 – Lấy hai đầu dãy" (seed 002): prints both scores, `first second`.
pub fn solve_ends_scores(input: &str) -> Result<String, InputError> {
    let scores = read_row(input)?.scores();
    Ok(format!("{} {}", scores.first, scores.second))
}

/// Example "Lấy Số Hai Đầu" (seed 004, numbers may be negative): prints the first score.
pub fn solve_ends_first(input: &str) -> Result<String, InputError> {
    Ok(read_row(input)?.scores().first.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_widget_reads_a_row_exactly_and_the_exercises_like_a_judge() {
        assert_eq!(read_row("2 8 15 3").map(|r| r.len()), Ok(2));
        let err = read_row_exact("2 8 15 3").unwrap_err();
        assert_eq!(
            err.reason(crate::Lang::En),
            "“3” is left over after the end of the input; remove the extra."
        );
        assert_eq!(read_row_exact("2\n8 15\n").map(|r| r.len()), Ok(2));
    }

    #[test]
    fn a_row_written_as_judge_input_reads_back() {
        for text in ["8 15 3 7", "-5", "1000000000 -1000000000 0"] {
            let row = Row::parse(text).expect("valid");
            let input = row_input(&row);
            assert_eq!(read_row_exact(&input), Ok(row.clone()), "{input}");
        }
        assert_eq!(row_input(&Row::lesson_example()), "4\n8 15 3 7");
        let row = Row::lesson_example();
        assert_eq!((row.at(End::Left), row.at(End::Right)), (8, 7));
        assert_eq!(End::Left.other(), End::Right);
        assert_eq!(End::Right.word(Lang::Vi), "phải");
    }
    use crate::lang::Lang;

    /// Rows for the sliced fills: the lesson's, one number, ties, and negatives.
    fn sample_rows() -> Vec<Row> {
        let mut rows = vec![Row::lesson_example()];
        rows.extend(
            ["5", "4 4", "1 9", "3 9 1 2 8", "-4 7 0 12 -3 5 5 9 -1 2 6"]
                .into_iter()
                .map(row),
        );
        rows
    }

    #[test]
    fn grid_fill_in_slices_matches_the_whole_grid() {
        for row in sample_rows() {
            let n = row.len();
            for (order, whole) in [
                (FillOrder::ByLength, row.grid_by_length()),
                (FillOrder::ByRows, row.grid()),
            ] {
                for budget in [1, 2, 3, 7, 1000] {
                    let mut fill = GridFill::with_order(&row, order);
                    assert_eq!(fill.order(), order);
                    let mut rounds = 0;
                    while !fill.advance(budget) {
                        assert_eq!(fill.diff(), None);
                        rounds += 1;
                        assert!(rounds < 1000);
                    }
                    assert_eq!(fill.cells, whole.cells, "{order:?}, budget {budget}");
                    assert_eq!(fill.diff(), whole.get(0, n - 1));
                    assert_eq!(fill.diff(), Some(row.rolled_diff()));
                    assert_eq!(fill.cell_count(), n * n);
                }
            }
        }
        for order in [FillOrder::ByLength, FillOrder::ByRows] {
            let mut fill = GridFill::with_order(&Row::lesson_example(), order);
            // The grid is zeroed in slices too: nothing at first, then at most the budget a
            // slice.
            assert_eq!(fill.cells.capacity(), 0);
            assert!(!fill.advance(5));
            assert_eq!(fill.cells.len(), 5);
            assert!(!fill.advance(0));
            assert!(fill.advance(usize::MAX));
            assert_eq!(fill.diff(), Some(11));
        }
    }

    #[test]
    fn the_fill_by_rows_agrees_with_the_fill_by_length_and_the_rolled_array() {
        // Random rows of every length to 60 and a few long ones, with negatives and ties,
        // each filled in uneven slices: the two grids are the same cell for cell, and their
        // corner is the rolled array's answer.
        let mut seed = 2024u64;
        let mut next = |modulus: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % modulus
        };
        let lengths: Vec<usize> = (1..=60).chain([127, 300]).collect();
        for n in lengths {
            let text: Vec<String> = (0..n)
                .map(|_| (next(2001) as i64 - 1000).to_string())
                .collect();
            let r = row(&text.join(" "));
            let budget = 1 + next(97) as usize;
            let fill = |order| {
                let mut fill = GridFill::with_order(&r, order);
                while !fill.advance(budget) {}
                fill
            };
            let (by_length, by_rows) = (fill(FillOrder::ByLength), fill(FillOrder::ByRows));
            assert_eq!(by_rows.cells, by_length.cells, "n = {n}");
            assert_eq!(by_rows.diff(), Some(r.rolled_diff()), "n = {n}");
            assert_eq!(by_length.diff(), Some(r.rolled_diff()), "n = {n}");
            assert_eq!(r.grid(), r.grid_by_length(), "n = {n}");
        }
    }

    #[test]
    fn summary_in_slices_matches_the_one_shot_methods() {
        for row in sample_rows() {
            let expected = Summary {
                scores: row.scores(),
                greedy: row.greedy(),
                first_move: row.best_first_move(),
            };
            for budget in [1, 2, 3, 7, 1000] {
                let mut fill = SummaryFill::new(&row);
                let mut rounds = 0;
                while !fill.advance(budget) {
                    assert_eq!(fill.summary(), None);
                    assert!(fill.progress() < 1.0);
                    rounds += 1;
                    assert!(rounds < 1000);
                }
                assert_eq!(fill.summary(), Some(expected));
                assert_eq!(fill.progress(), 1.0);
            }
        }
    }

    fn row(text: &str) -> Row {
        Row::parse(text).expect("valid row")
    }

    #[test]
    fn lesson_grid_for_8_15_3_7() {
        // Seed 002, Part 4, "Bảng 5": the dp grid of 8 15 3 7, indexed from 0.
        let grid = row("8 15 3 7").grid();
        assert_eq!(row("8 15 3 7").grid_by_length(), grid);
        let expected = [
            [Some(8), Some(7), Some(-4), Some(11)],
            [None, Some(15), Some(12), Some(11)],
            [None, None, Some(3), Some(4)],
            [None, None, None, Some(7)],
        ];
        for (l, line) in expected.iter().enumerate() {
            assert_eq!(grid.display_row(l), line.to_vec());
        }
        assert_eq!(row("8 15 3 7").rolled_diff(), 11);
        assert_eq!(
            row("8 15 3 7").scores(),
            Scores {
                first: 22,
                second: 11
            }
        );
        assert_eq!(row("8 15 3 7").best_first_move(), End::Right);
        assert_eq!(Row::lesson_example(), row("8 15 3 7"));
    }

    #[test]
    fn greedy_falls_into_the_trap() {
        // Seed 002, Part 4, "Bảng 4": greedy 15 – 18, perfect play 22 – 11.
        let r = row("8 15 3 7");
        assert_eq!(
            r.greedy(),
            Scores {
                first: 15,
                second: 18
            }
        );
        assert!(r.greedy().diff() < 0 && r.scores().diff() > 0);
    }

    #[test]
    fn replays_of_the_lesson_row() {
        // Seed 002, "Bảng 4": perfect 7, 8 (or 3), 15, 3 → 22 – 11; greedy 8, 15, 7, 3 → 15 – 18.
        let r = row("8 15 3 7");
        let taken = |turns: &[Turn]| turns.iter().map(|t| t.value).collect::<Vec<_>>();
        let best = r.optimal_play();
        assert_eq!(taken(&best), vec![7, 8, 15, 3]);
        assert_eq!(best[0].end, End::Right);
        assert_eq!(
            best.iter().map(|t| t.tie).collect::<Vec<_>>(),
            vec![false, true, false, false]
        );
        let last = best.last().expect("turns");
        assert_eq!((last.first, last.second), (22, 11));
        let greedy = r.greedy_play();
        assert_eq!(taken(&greedy), vec![8, 15, 7, 3]);
        let last = greedy.last().expect("turns");
        assert_eq!((last.first, last.second), (15, 18));
    }

    #[test]
    fn replays_agree_with_the_scores() {
        let mut seed = 12345u64;
        for n in 1..=40 {
            let text: Vec<String> = (0..n)
                .map(|_| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    ((seed >> 33) % 41) as i64 - 20
                })
                .map(|v| v.to_string())
                .collect();
            let r = row(&text.join(" "));
            let best = r.optimal_play();
            assert_eq!(best.len(), n);
            let end = best.last().expect("turns");
            assert_eq!(
                Scores {
                    first: end.first,
                    second: end.second
                },
                r.scores()
            );
            assert_eq!(best[0].end, r.best_first_move());
            let greedy = r.greedy_play();
            let end = greedy.last().expect("turns");
            assert_eq!(
                Scores {
                    first: end.first,
                    second: end.second
                },
                r.greedy()
            );
        }
    }

    #[test]
    fn parity_plan_on_the_lesson_row() {
        // Even positions 8 + 3 = 11, odd positions 15 + 7 = 22: take the odd ones.
        let plan = row("8 15 3 7").parity_plan().expect("even length");
        assert_eq!(
            plan,
            ParityPlan {
                even_sum: 11,
                odd_sum: 22,
                take: IndexClass::Odd,
                secured: 22
            }
        );
        assert_eq!(row("1 2 3").parity_plan(), None);
    }

    #[test]
    fn judges_match_the_seed_samples() {
        // Seed 002, exercise "Bài 5": input "4 / 8 15 3 7", output "22 11".
        assert_eq!(solve_ends_scores("4\n8 15 3 7\n"), Ok("22 11".to_string()));
        // Seed 004, "Lấy Số Hai Đầu": input "1 / 1", output "1".
        assert_eq!(solve_ends_first("1\n1\n"), Ok("1".to_string()));
        assert_eq!(solve_ends_first("3\n-5 -1 -7"), Ok("-12".to_string()));
        assert!(solve_ends_first("2\n1").is_err());
        assert!(solve_ends_first("0").is_err());
        let reason = |t: &str| read_row(t).unwrap_err().reason(Lang::En);
        assert_eq!(
            reason("0"),
            "“0” is not a valid length: a row holds 1 to 5000 numbers."
        );
        assert_eq!(
            reason("-3 1"),
            "“-3” is not a valid length: a row holds 1 to 5000 numbers."
        );
        assert_eq!(
            reason("5001"),
            "“5001” is too large; the largest allowed is 5000."
        );
        assert_eq!(reason("3\n1 2"), "a value is missing.");
    }

    #[test]
    fn extreme_values_do_not_overflow() {
        let top = vec![MAX_ABS.to_string(); MAX_LEN].join(" ");
        let r = row(&top);
        assert_eq!(r.scores().first, 2_500 * MAX_ABS);
        assert_eq!(r.scores().second, 2_500 * MAX_ABS);
        let low = vec![(-MAX_ABS).to_string(); 5].join(" ");
        assert_eq!(row(&low).scores().first, -3 * MAX_ABS);
    }

    #[test]
    fn bad_rows_are_refused() {
        let problem = |t: &str| Row::parse(t).unwrap_err().problem;
        assert_eq!(problem(""), Problem::Empty);
        assert_eq!(problem("1 x"), Problem::NotInteger("x".into()));
        assert!(matches!(problem("1000000001"), Problem::Custom(_)));
        assert!(matches!(problem(&"9".repeat(50)), Problem::Custom(_)));
        let many = vec!["1"; MAX_LEN + 1].join(" ");
        assert_eq!(problem(&many), Problem::TooMany { max: MAX_LEN });
        assert_eq!(row("-1000000000").values(), &[-MAX_ABS]);
    }

    #[test]
    fn the_most_negative_i64_is_refused_as_out_of_range() {
        // Found by the fuzz test: `i64::MIN.abs()` overflows, so this panicked in debug
        // builds and was accepted (still negative) in release builds.
        let error = Row::parse("-9223372036854775808").unwrap_err();
        assert_eq!(
            error.reason(Lang::En),
            "“-9223372036854775808” is out of range: the absolute value is at most 1000000000."
        );
        assert!(error.reason(Lang::Vi).contains("vượt quá giới hạn"));
        assert!(Row::parse("-9223372036854775807").is_err());
        assert!(solve_ends_first("1\n-9223372036854775808").is_err());
        assert!(solve_ends_scores("2\n1 -9223372036854775808").is_err());
    }
}
