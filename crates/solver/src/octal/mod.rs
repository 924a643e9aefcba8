//! Octal games, given by their code, such as Kayles `0.77`, Dawson's Kayles `0.07` and
//! Dawson's chess `0.137`.
//!
//! **Rule.** The position is a row of heaps. A move picks one heap and removes `k` tokens from
//! it, as the code's digit `d_k` allows (`d_0` before the point, `d_1, d_2, …` after it): bit 1
//! of `d_k` allows removing a whole heap of exactly `k`; bit 2 allows leaving one non-empty
//! heap; bit 4 allows leaving two non-empty heaps (the rest is split in two). `d_0` may only be
//! 0 or 4: removing nothing must split. The player who cannot move loses (normal play).
//!
//! **Theorems used.** *Sprague–Grundy:* a row of heaps is worth the XOR of the heaps' values, so
//! `G(n) = mex` of the values of the options of one heap of `n`, a split `x + y` being worth
//! `G(x) ⊕ G(y)`. *Guy–Smith periodicity:* let `t` be the largest `k` with `d_k ≠ 0`; if
//! `G(n + p) = G(n)` for every `n` with `e ≤ n < 2e + p + t` (with `e ≥ 1`), then it holds for
//! every `n ≥ e`. Proof idea: by induction, an option of `n + p` leaves at most one heap below
//! `e + p` (the larger part of a split is at least half of `n + p − k ≥ 2e + 2p`), and moving
//! that larger heap down by `p` matches it with an option of `n` of the same value, and back.

mod program;
mod row;
mod trace;

pub use program::{CodePoint, Program, PROGRAMS};
pub use row::{
    fold_width, parse_width, read_table_input, table_input, PeriodSearch, MAX_WIDTH,
    PERIOD_SEARCH_N, WIDTH,
};
pub use trace::{OctalTrace, Step, StepKind};

use crate::input::{quote, Field, InputError, Problem};
use crate::period::Period;

/// The code of the game, e.g. `0.77`.
pub const CODE: Field = Field::new("code", "Mã trò chơi bát phân", "Octal code", "0.77");

/// At most this many digits after the point: moves remove at most this many tokens.
pub const MAX_DIGITS: usize = 16;
/// The largest `n` a Grundy table is computed for (`O(n²)` work for codes that split).
pub const MAX_TABLE_N: u64 = 100_000;
/// The work the JS API allows one table (64-bit words of split tests): a fraction of a second
/// natively. Codes that settle into a period reach [`MAX_TABLE_N`] far below it.
pub const WORK_BUDGET: u64 = 400_000_000;
/// The largest `n` a step trace is offered for; it has about `n² / 2` steps per splitting digit.
pub const MAX_TRACE_N: u64 = 5_000;

/// An octal game: the digits `d_0, d_1, …, d_t` of its code, with `d_t ≠ 0` unless every
/// digit is 0 (the game without moves).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalCode {
    digits: Vec<u8>,
}

/// What a move leaves of the heap it was played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    /// The whole heap was removed.
    Nothing,
    /// One heap of this size.
    One(usize),
    /// Two heaps, the smaller first.
    Two(usize, usize),
}

/// A move on a heap: remove `take` tokens and leave `leave`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OctalMove {
    pub take: usize,
    pub leave: Leave,
}

impl OctalCode {
    /// Reads a code such as `0.77`, `.07`, `4.07` or `0,137` (a decimal comma is accepted).
    pub fn parse(text: &str) -> Result<OctalCode, InputError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(InputError::new(CODE, Problem::Empty));
        }
        if let Some(bad) = text.chars().find(|c| !matches!(c, '0'..='7' | '.' | ',')) {
            return Err(not_octal(bad));
        }
        let mut parts = text.split(['.', ',']);
        let (head, tail) = match (parts.next(), parts.next(), parts.next()) {
            (Some(head), Some(tail), None) => (head, tail),
            _ => return Err(one_point(text)),
        };
        let first = match head.as_bytes() {
            [] | [b'0'] => 0,
            [b'4'] => 4,
            _ => return Err(bad_head(head)),
        };
        if tail.is_empty() {
            return Err(InputError::custom(
                CODE,
                "cần ít nhất một chữ số sau dấu chấm, ví dụ 0.77.",
                "needs at least one digit after the point, e.g. 0.77.",
            ));
        }
        if tail.len() > MAX_DIGITS {
            return Err(InputError::custom(
                CODE,
                format!("nhiều nhất {MAX_DIGITS} chữ số sau dấu chấm."),
                format!("at most {MAX_DIGITS} digits after the point."),
            ));
        }
        let mut digits = vec![first];
        digits.extend(tail.bytes().map(|b| b - b'0'));
        Ok(OctalCode::from_digits(digits))
    }

    /// Drops trailing zero digits, which allow nothing.
    fn from_digits(mut digits: Vec<u8>) -> OctalCode {
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        OctalCode { digits }
    }

    /// The code written in the usual way, e.g. `0.77`, `4.07`, `0.0`.
    pub fn text(&self) -> String {
        let tail: String = self
            .digits
            .iter()
            .skip(1)
            .map(|d| char::from(b'0' + d))
            .collect();
        let head = self.digit(0);
        if tail.is_empty() {
            format!("{head}.0")
        } else {
            format!("{head}.{tail}")
        }
    }

    /// The digit `d_k` (0 beyond the code).
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// `t`: the largest number of tokens a move removes (0 when only `d_0` is set, or no move).
    pub fn last_move(&self) -> usize {
        self.digits.len() - 1
    }

    /// Every move on a heap of `n`, in the order the program lists them: by `k`, then
    /// removing the whole heap, leaving one heap, splitting into `x + (rest − x)` for
    /// `x = 1, 2, …`.
    pub fn moves(&self, n: usize) -> impl Iterator<Item = OctalMove> + '_ {
        (0..=self.last_move().min(n)).flat_map(move |k| {
            let d = self.digit(k);
            let rest = n - k;
            let whole = (d & 1 != 0 && rest == 0).then_some(Leave::Nothing);
            let one = (d & 2 != 0 && rest >= 1).then_some(Leave::One(rest));
            let splits =
                (1..=if d & 4 != 0 { rest / 2 } else { 0 }).map(move |x| Leave::Two(x, rest - x));
            whole
                .into_iter()
                .chain(one)
                .chain(splits)
                .map(move |leave| OctalMove { take: k, leave })
        })
    }

    /// How many moves a heap of `n` has (without listing them).
    pub fn move_count(&self, n: usize) -> u64 {
        (0..=self.last_move().min(n))
            .map(|k| digit_move_count(self.digit(k), n - k))
            .sum()
    }

    /// `G(0..=n)`. The mex is found value by value: `v` is tried against the single-heap
    /// moves, then against the splits 64 at a time on bit planes of `G` (see [`Planes`]),
    /// stopping at the first split that reaches it, so a heap costs about one full scan per
    /// splitting digit: `O(n² · planes / 128)` word operations in all. At `n` = 256, 512, …
    /// the values so far are tested with the Guy–Smith rule; once it proves a period, every
    /// later value is copied from one period earlier, which the theorem makes exact.
    pub fn grundy(&self, n: usize) -> Vec<u32> {
        // Without a budget the computation always runs to `n`.
        self.grundy_within(n, u64::MAX).unwrap_or_default()
    }

    /// As [`Self::grundy`], but gives up once `budget` units of work (64-bit words of split
    /// tests) are spent, returning `Err(reached)`: the largest `n` fully computed. Codes
    /// whose values keep growing (such as `0.6`) cost far more than those that settle into a
    /// period early, and the API must answer promptly whatever the code.
    pub fn grundy_within(&self, n: usize, budget: u64) -> Result<Vec<u32>, usize> {
        let mut fill = GrundyFill::new(self, n, budget);
        fill.advance(u64::MAX);
        fill.finish()
    }

    /// The period that the Guy–Smith rule proves inside `grundy` (= `G(0..=N)`), with the
    /// smallest period and then the smallest start; `None` when the values computed are not
    /// enough to prove one.
    ///
    /// Any `(e, p)` the rule proves is true for ever, so the true smallest period and start
    /// pass the check as soon as anything does: for each `p`, the only candidate is `e` = one
    /// past the last `n` with `G(n) ≠ G(n + p)`.
    pub fn period(&self, grundy: &[u32]) -> Option<Period> {
        let last = grundy.len().checked_sub(1)?;
        let t = self.last_move();
        for p in 1..=last {
            // The rule reads up to index 2e + 2p + t − 1 ≤ last, with e ≥ 1 (see the theorem).
            let room = (last + 1).checked_sub(2 * p + t + 2)?;
            let largest_start = 1 + room / 2;
            let mismatch = (0..=last - p).rev().find(|&m| grundy[m] != grundy[m + p]);
            let start = mismatch.map_or(0, |m| m + 1);
            if start <= largest_start {
                return Some(Period { start, length: p });
            }
        }
        None
    }
}

/// Where a [`GrundyFill`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FillState {
    /// More heaps to compute.
    Running,
    /// `G(0..=n)` is complete.
    Done,
    /// The budget ran out; `G(0..=reached)` is complete.
    GaveUp { reached: usize },
}

/// [`OctalCode::grundy_within`] in resumable slices: [`GrundyFill::advance`] computes heaps
/// until a given amount of work is spent, so a page can spread a long computation (seconds for
/// codes whose values keep growing) over many frames. Same values, same budget rule.
pub struct GrundyFill {
    code: OctalCode,
    n: usize,
    budget: u64,
    g: Vec<u32>,
    planes: Planes,
    singles: Vec<u32>,
    next_check: usize,
    /// The work spent so far (64-bit words of split tests).
    work: u64,
    state: FillState,
}

impl GrundyFill {
    pub fn new(code: &OctalCode, n: usize, budget: u64) -> GrundyFill {
        GrundyFill {
            code: code.clone(),
            n,
            budget,
            g: Vec::with_capacity(n + 1),
            planes: Planes::new(n),
            singles: Vec::with_capacity(code.last_move() + 1),
            next_check: 256,
            work: 0,
            state: FillState::Running,
        }
    }

    pub fn state(&self) -> FillState {
        self.state
    }

    /// The values computed so far, `G(0..computed())`.
    pub fn computed(&self) -> usize {
        self.g.len()
    }

    /// Computes heaps until `slice` more units of work are spent or the fill stops; the state.
    pub fn advance(&mut self, slice: u64) -> FillState {
        let stop = self.work.saturating_add(slice);
        while self.state == FillState::Running && self.work < stop {
            self.state = self.heap();
        }
        if self.state == FillState::Running && self.g.len() > self.n {
            self.state = FillState::Done;
        }
        self.state
    }

    /// The values once done, or `Err(reached)` once the budget ran out (as
    /// [`OctalCode::grundy_within`]); `Err` of the heaps so far while running.
    pub fn finish(self) -> Result<Vec<u32>, usize> {
        match self.state {
            FillState::Done => Ok(self.g),
            FillState::GaveUp { reached } => Err(reached),
            FillState::Running => Err(self.g.len().saturating_sub(1)),
        }
    }

    /// Computes `G(i)` for the next heap `i` (or copies the rest once a period is proven).
    fn heap(&mut self) -> FillState {
        let i = self.g.len();
        if i > self.n {
            return FillState::Done;
        }
        let code = &self.code;
        if i == self.next_check {
            self.next_check *= 2;
            if let Some(period) = code.period(&self.g) {
                // i ≥ start + length: every copied value is one the theorem covers.
                for m in i..=self.n {
                    let value = self.g[m - period.length];
                    self.g.push(value);
                }
                return FillState::Done;
            }
        }
        self.singles.clear();
        for k in 0..=code.last_move().min(i) {
            let d = code.digit(k);
            let rest = i - k;
            if d & 1 != 0 && rest == 0 {
                self.singles.push(0);
            }
            if d & 2 != 0 && rest >= 1 {
                self.singles.push(self.g[rest]);
            }
        }
        let (singles, planes, work) = (&self.singles, &self.planes, &mut self.work);
        let mut reached = |v: u32| {
            singles.contains(&v)
                || (0..=code.last_move().min(i)).any(|k| {
                    if code.digit(k) & 4 == 0 {
                        return false;
                    }
                    *work = work.saturating_add((i - k) as u64 / 128 + 1);
                    planes.split_reaches(i - k, v)
                })
        };
        let value = (0u32..).find(|&v| !reached(v)).unwrap_or(0);
        if self.work > self.budget {
            return FillState::GaveUp {
                reached: i.saturating_sub(1),
            };
        }
        self.planes.push(i, value);
        self.g.push(value);
        if i == self.n {
            FillState::Done
        } else {
            FillState::Running
        }
    }
}

/// Moves that digit `d` allows when `rest` tokens stay after removing `k`.
fn digit_move_count(d: u8, rest: usize) -> u64 {
    let whole = u64::from(d & 1 != 0 && rest == 0);
    let one = u64::from(d & 2 != 0 && rest >= 1);
    let splits = if d & 4 != 0 { rest as u64 / 2 } else { 0 };
    whole + one + splits
}

/// `G(0..=n)` as bit planes: bit `i` of `forward[j]` is bit `j` of `G(i)`, and bit `n − i` of
/// `reversed[j]` is the same bit, so that `G(x)` and `G(rest − x)` for `x = 1, 2, …` are both
/// read left to right, 64 splits per word.
struct Planes {
    n: usize,
    forward: Vec<Vec<u64>>,
    reversed: Vec<Vec<u64>>,
}

impl Planes {
    fn new(n: usize) -> Planes {
        Planes {
            n,
            forward: Vec::new(),
            reversed: Vec::new(),
        }
    }

    /// Records `G(i) = value`, adding planes when the value needs more bits.
    fn push(&mut self, i: usize, value: u32) {
        let bits = (u32::BITS - value.leading_zeros()) as usize;
        let words = self.n / 64 + 1;
        while self.forward.len() < bits {
            self.forward.push(vec![0; words]);
            self.reversed.push(vec![0; words]);
        }
        let mirrored = self.n - i;
        for (j, (f, r)) in self.forward.iter_mut().zip(&mut self.reversed).enumerate() {
            if value >> j & 1 == 1 {
                set_bit(f, i);
                set_bit(r, mirrored);
            }
        }
    }

    /// Whether some split `x + (rest − x)`, `1 ≤ x ≤ rest / 2`, has `G(x) ⊕ G(rest − x) = v`.
    /// Every `G` below `rest` must be recorded.
    fn split_reaches(&self, rest: usize, v: u32) -> bool {
        if v.checked_shr(self.forward.len() as u32).unwrap_or(0) != 0 {
            // A XOR of values below 2^planes is below 2^planes.
            return false;
        }
        let len = rest / 2;
        let mirrored_start = self.n + 1 - rest;
        let mut done = 0;
        while done < len {
            let valid = match len - done {
                left if left >= 64 => u64::MAX,
                left => (1u64 << left) - 1,
            };
            let mut hit = valid;
            for (j, (f, r)) in self.forward.iter().zip(&self.reversed).enumerate() {
                let x = bits_at(f, 1 + done) ^ bits_at(r, mirrored_start + done);
                hit &= if v >> j & 1 == 1 { x } else { !x };
                if hit == 0 {
                    break;
                }
            }
            if hit != 0 {
                return true;
            }
            done += 64;
        }
        false
    }
}

fn set_bit(plane: &mut [u64], index: usize) {
    if let Some(word) = plane.get_mut(index / 64) {
        *word |= 1 << (index % 64);
    }
}

/// The 64 bits of `plane` from bit `start` on (zeros past its end).
fn bits_at(plane: &[u64], start: usize) -> u64 {
    let (word, offset) = (start / 64, start % 64);
    let low = plane.get(word).copied().unwrap_or(0) >> offset;
    if offset == 0 {
        low
    } else {
        low | plane.get(word + 1).copied().unwrap_or(0) << (64 - offset)
    }
}

fn not_octal(bad: char) -> InputError {
    // A space quoted back reads as empty quotes, “ ”: name it instead.
    if bad.is_whitespace() {
        return InputError::custom(
            CODE,
            "mã bát phân viết liền, không có dấu cách; ví dụ 0.77.",
            "an octal code is written in one piece, without spaces; for example 0.77.",
        );
    }
    let bad = quote(&bad.to_string());
    InputError::custom(
        CODE,
        format!("“{bad}” không phải là chữ số bát phân (0–7) hay dấu chấm; ví dụ 0.77."),
        format!("“{bad}” is not an octal digit (0–7) or a point; for example 0.77."),
    )
}

fn one_point(text: &str) -> InputError {
    let text = quote(text);
    InputError::custom(
        CODE,
        format!("“{text}” cần đúng một dấu chấm, như 0.77 hay 4.07."),
        format!("“{text}” needs exactly one point, as in 0.77 or 4.07."),
    )
}

fn bad_head(head: &str) -> InputError {
    let head = quote(head);
    InputError::custom(
        CODE,
        format!(
            "trước dấu chấm chỉ được 0 hoặc 4 (4: được tách một đống mà không bốc), không phải “{head}”."
        ),
        format!(
            "before the point only 0 or 4 is allowed (4: a heap may be split without removing), not “{head}”."
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(text: &str) -> OctalCode {
        OctalCode::parse(text).expect("valid code")
    }

    #[test]
    fn grundy_fill_in_slices_equals_the_whole_run() {
        for text in ["0.77", "0.137", "4.07", "0.6", "0.0", "0.6666"] {
            let c = code(text);
            for (n, budget) in [(0, u64::MAX), (600, u64::MAX), (600, 20_000), (300, 500)] {
                let whole = c.grundy_within(n, budget);
                for slice in [1, 7, 1000] {
                    let mut fill = GrundyFill::new(&c, n, budget);
                    let mut rounds = 0;
                    while fill.advance(slice) == FillState::Running {
                        rounds += 1;
                        assert!(rounds < 1_000_000);
                    }
                    assert_eq!(fill.finish(), whole, "{text} n = {n} budget {budget}");
                }
            }
        }
        // A budget too small for 0.6 up to 600 gives up part of the way.
        assert!(matches!(code("0.6").grundy_within(600, 500), Err(r) if r < 600));
    }

    #[test]
    fn parses_the_usual_forms() {
        assert_eq!(code("0.77").text(), "0.77");
        assert_eq!(code(".07").text(), "0.07");
        assert_eq!(code(" 4.070 ").text(), "4.07");
        assert_eq!(code("0,137").text(), "0.137");
        assert_eq!(code("0.000").text(), "0.0");
        assert_eq!(code("0.77").last_move(), 2);
        assert_eq!(code("4.0").last_move(), 0);
    }

    #[test]
    fn refuses_bad_codes_in_both_languages() {
        let err = |t: &str| OctalCode::parse(t).unwrap_err();
        assert_eq!(err("").problem, Problem::Empty);
        assert!(err("0.78")
            .api_message()
            .starts_with("code: “8” is not an octal digit"));
        assert!(err("0.7.7").api_message().contains("exactly one point"));
        assert!(err("77").api_message().contains("exactly one point"));
        assert!(err("1.77")
            .message(crate::Lang::Vi)
            .contains("chỉ được 0 hoặc 4"));
        assert!(err("04.7").api_message().contains("only 0 or 4"));
        assert!(err("0.").api_message().contains("at least one digit"));
        assert!(err(&format!("0.{}", "7".repeat(17)))
            .api_message()
            .contains("at most 16"));
        assert!(err("0. 77").api_message().contains("without spaces"));
        assert!(err("0.7x")
            .message(crate::Lang::Vi)
            .contains("không phải là chữ số bát phân"));
    }

    #[test]
    fn moves_are_listed_and_counted_alike() {
        for text in ["0.77", "0.137", "4.07", "0.6", "0.0"] {
            let c = code(text);
            for n in 0..30 {
                assert_eq!(c.moves(n).count() as u64, c.move_count(n), "{text} {n}");
            }
        }
        let kayles: Vec<OctalMove> = code("0.77").moves(4).collect();
        assert_eq!(
            kayles,
            vec![
                OctalMove {
                    take: 1,
                    leave: Leave::One(3)
                },
                OctalMove {
                    take: 1,
                    leave: Leave::Two(1, 2)
                },
                OctalMove {
                    take: 2,
                    leave: Leave::One(2)
                },
                OctalMove {
                    take: 2,
                    leave: Leave::Two(1, 1)
                },
            ]
        );
    }

    #[test]
    fn kayles_first_values_and_period() {
        // OEIS A002186 (Kayles, 0.77): 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6.
        let kayles = code("0.77");
        let g = kayles.grundy(11);
        assert_eq!(
            kayles.grundy_within(100_000, WORK_BUDGET).map(|g| g.len()),
            Ok(100_001)
        );
        // 0.6's values keep growing: it runs out of budget, and says how far it got.
        let growing = OctalCode::parse("0.6").expect("valid code");
        let budget = WORK_BUDGET / 1000;
        let reached = growing
            .grundy_within(100_000, budget)
            .expect_err("over budget");
        assert!((100..100_000).contains(&reached), "{reached}");
        let within = growing.grundy_within(reached, budget);
        assert_eq!(within, Ok(growing.grundy(reached)));
        assert_eq!(g, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
        assert_eq!(kayles.period(&g), None);
    }

    #[test]
    fn bit_planes_equal_a_plain_mex_over_the_moves() {
        for text in [
            "0.77",
            "0.137",
            "4.07",
            "0.6",
            "4.4",
            "0.3777",
            "0.0",
            "4.0",
            "0.7777777777777777",
        ] {
            let c = code(text);
            let g = c.grundy(400);
            for (n, &value) in g.iter().enumerate() {
                let reached: Vec<u32> = c
                    .moves(n)
                    .map(|m| match m.leave {
                        Leave::Nothing => 0,
                        Leave::One(r) => g[r],
                        Leave::Two(x, y) => g[x] ^ g[y],
                    })
                    .collect();
                let mex = (0..).find(|v| !reached.contains(v)).unwrap_or(0);
                assert_eq!(value, mex, "{text} n = {n}");
            }
        }
    }

    #[test]
    fn bits_are_read_across_words() {
        let plane = [0x8000_0000_0000_0000u64, 0b101];
        assert_eq!(bits_at(&plane, 63), 0b1011);
        assert_eq!(bits_at(&plane, 64), 0b101);
        assert_eq!(bits_at(&plane, 200), 0);
    }
}
