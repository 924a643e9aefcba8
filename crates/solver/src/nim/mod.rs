//! Nim and its relatives.
//!
//! **Rule.** There are `n` heaps of stones. A move takes any positive number of stones from one
//! heap. In normal play the player who cannot move (every heap empty) loses; in misère play the
//! player who takes the last stone loses.
//!
//! **Theorem used (Bouton, 1901).** Let `X = a₀ ⊕ a₁ ⊕ … ⊕ a_{n−1}` (XOR, the nim-sum). The
//! player to move loses (a P-position) exactly when `X = 0`. Proof idea: the empty position has
//! `X = 0`; a move changes one heap, so from `X = 0` every move makes `X ≠ 0`; from `X ≠ 0` a heap
//! carrying the highest bit `d` of `X` can be lowered to `a_i ⊕ X` (bit `d` goes from 1 to 0,
//! higher bits stay), which makes `X = 0`. The winning moves are exactly those: one per heap
//! that carries bit `d`.
//!
//! **Misère.** When every heap has at most one stone the game is decided by parity: the player
//! to move loses exactly when the number of non-empty heaps is odd. Otherwise the outcome is the
//! normal-play one (P exactly when `X = 0`). Proof idea: with two or more heaps above 1 every
//! move keeps a heap above 1, so the induction of Bouton's proof goes through; with exactly one
//! heap above 1 (then `X ≠ 0`) the player to move shrinks it to 0 or 1 to leave an odd number of
//! single stones.
//!
//! Submodules: [`moore`] (take from up to `k` heaps), [`staircase`] (stones slide down steps),
//! [`counting`] (the forced-first-heap counting problem), [`exercises`] (judge exercises), and
//! the step trace of the XOR program in [`trace`].

pub mod counting;
pub mod exercises;
pub mod moore;
pub mod moore_program;
pub mod play;
pub mod program;
pub mod remoteness;
pub mod staircase;
pub mod staircase_program;
pub mod trace;

pub use trace::{NimStep, NimStepKind, NimTrace};

use crate::input::{list_tokens, Field, InputError, Problem, RawInt};
use crate::lang::Lang;
use crate::outcome::Outcome;
use crate::remoteness::SearchSize;

/// The heaps of a Nim position.
pub const HEAPS: Field = Field::new("heaps", "Các đống", "Heaps", "3 4 5");
/// Whether the last stone loses (misère play).
pub const MISERE: Field = Field::new(
    "misere",
    "Luật phản thường (misère)",
    "Misère play",
    "false",
);

/// At most this many heaps in a position.
pub const MAX_HEAPS: usize = 10_000;

/// The heaps of a position, each from 0 to 2^64 − 1 stones; at least one heap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heaps {
    sizes: Vec<u64>,
}

impl Heaps {
    /// Reads typed heaps such as `3 4 5` or `[3, 4, 5]` for `field`.
    pub fn parse(text: &str, field: Field) -> Result<Heaps, InputError> {
        let mut raw = Vec::new();
        for token in list_tokens(text) {
            if raw.len() == MAX_HEAPS {
                return Err(InputError::new(field, Problem::TooMany { max: MAX_HEAPS }));
            }
            raw.push(RawInt::parse(token));
        }
        Heaps::from_raw(&raw, field)
    }

    /// Checks heaps given one by one: 1 to [`MAX_HEAPS`] of them, each in `0..=2^64 − 1`.
    pub fn from_raw(raw: &[RawInt], field: Field) -> Result<Heaps, InputError> {
        if raw.is_empty() {
            return Err(InputError::new(field, Problem::Empty));
        }
        if raw.len() > MAX_HEAPS {
            return Err(InputError::new(field, Problem::TooMany { max: MAX_HEAPS }));
        }
        let sizes = raw
            .iter()
            .map(|value| value.bounded(field, 0, u64::MAX))
            .collect::<Result<Vec<u64>, InputError>>()?;
        Ok(Heaps { sizes })
    }

    /// Heaps from sizes already known to be valid; `None` when there are none or too many.
    pub fn new(sizes: Vec<u64>) -> Option<Heaps> {
        (!sizes.is_empty() && sizes.len() <= MAX_HEAPS).then_some(Heaps { sizes })
    }

    pub fn sizes(&self) -> &[u64] {
        &self.sizes
    }

    /// The nim-sum `X` of all heaps.
    pub fn nim_sum(&self) -> u64 {
        self.sizes.iter().fold(0, |x, &a| x ^ a)
    }
}

/// Who takes the last stone wins (normal) or loses (misère).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Rule {
    #[default]
    Normal,
    Misere,
}

/// A move: take `take` stones from heap `heap` (index from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct WinningMove {
    pub heap: usize,
    pub take: u64,
}

/// The verdict on a Nim position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NimVerdict {
    pub outcome: Outcome,
    pub nim_sum: u64,
    /// Every move into a P-position, by heap index (at most one per heap).
    pub winning_moves: Vec<WinningMove>,
}

/// What the misère rule needs to know about a position besides `X`.
#[derive(Clone, Copy)]
struct Shape {
    nim_sum: u64,
    /// Heaps with more than one stone.
    big: usize,
    /// Heaps with exactly one stone.
    ones: usize,
}

impl Shape {
    fn of(heaps: &[u64]) -> Shape {
        Shape {
            nim_sum: heaps.iter().fold(0, |x, &a| x ^ a),
            big: heaps.iter().filter(|&&a| a > 1).count(),
            ones: heaps.iter().filter(|&&a| a == 1).count(),
        }
    }

    /// The shape after heap `from` becomes `to`.
    fn after(self, from: u64, to: u64) -> Shape {
        let count = |a: u64, big: bool| usize::from(if big { a > 1 } else { a == 1 });
        Shape {
            nim_sum: self.nim_sum ^ from ^ to,
            big: self.big - count(from, true) + count(to, true),
            ones: self.ones - count(from, false) + count(to, false),
        }
    }

    fn outcome(self, rule: Rule) -> Outcome {
        let lose = match rule {
            Rule::Misere if self.big == 0 => self.ones % 2 == 1,
            _ => self.nim_sum == 0,
        };
        if lose {
            Outcome::Lose
        } else {
            Outcome::Win
        }
    }
}

/// The non-empty heaps, sorted: what a position's value depends on in Nim and Moore's Nim.
pub fn sorted_nonempty(mut heaps: Vec<u64>) -> Vec<u64> {
    heaps.retain(|&a| a > 0);
    crate::sorting::sort(&mut heaps);
    heaps
}

/// Bounds on a search from sorted heaps (the positions [`sorted_nonempty`] makes, which Nim's
/// and Moore's Nim's coach search): the sorted positions below them, sequences
/// `b₁ ≤ … ≤ b_k` with `b_i ≤ a_i`, counted by a running table over the last value (saturating,
/// and given up past a million stones in a heap); and the stones, which bound the moves of any
/// position below.
pub fn sorted_search_size(heaps: &[u64]) -> Option<SearchSize> {
    let largest = usize::try_from(*heaps.last()?).ok()?;
    let options_each = heaps.iter().fold(0u64, |sum, &a| sum.saturating_add(a));
    if largest > 1_000_000 {
        return Some(SearchSize {
            positions: u64::MAX,
            options_each,
        });
    }
    // ways[v]: sequences so far ending in value v.
    let mut ways = vec![0u64; largest + 1];
    ways[0] = 1;
    for &a in heaps {
        let mut running = 0u64;
        for (v, w) in ways.iter_mut().enumerate() {
            running = running.saturating_add(*w);
            *w = if v as u64 <= a { running } else { 0 };
        }
    }
    Some(SearchSize {
        positions: ways.iter().fold(0u64, |sum, &w| sum.saturating_add(w)),
        options_each,
    })
}

/// Judges a position under `rule` and lists every winning move, in `O(n)`.
pub fn analyze(heaps: &Heaps, rule: Rule) -> NimVerdict {
    let shape = Shape::of(heaps.sizes());
    let outcome = shape.outcome(rule);
    let mut winning_moves = Vec::new();
    if outcome.is_win() {
        for (heap, &a) in heaps.sizes().iter().enumerate() {
            // Only these new sizes can reach a P-position: the one that zeroes X, and (misère)
            // the two that may leave only single stones.
            let mut targets = vec![a ^ shape.nim_sum];
            if rule == Rule::Misere {
                targets.extend([0, 1]);
            }
            let best = targets
                .into_iter()
                .filter(|&to| to < a && shape.after(a, to).outcome(rule) == Outcome::Lose)
                .max();
            if let Some(to) = best {
                winning_moves.push(WinningMove { heap, take: a - to });
            }
        }
    }
    NimVerdict {
        outcome,
        nim_sum: shape.nim_sum,
        winning_moves,
    }
}

/// The bit columns the Nim widget draws (the lesson's table of heaps in binary with the XOR
/// row), and the move Bouton's proof makes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BitTable {
    /// How many bit columns: the bit length of the largest heap, at least 1.
    pub width: u32,
    /// For each heap, its bits from bit `width − 1` down to bit 0.
    pub rows: Vec<Vec<bool>>,
    /// For each column (same order), how many heaps have a 1 there.
    pub column_ones: Vec<usize>,
    /// The XOR row: each column's parity, i.e. the bits of `X`.
    pub xor_row: Vec<bool>,
    pub nim_sum: u64,
    /// The highest bit `d` of `X`, if `X ≠ 0`.
    pub highest_bit: Option<u32>,
    /// The heaps whose bit `d` is 1.
    pub carriers: Vec<usize>,
    /// For each carrier, the move `a_i → a_i ⊕ X`.
    pub moves: Vec<BitMove>,
}

/// One heap lowered from `from` to `to = from ⊕ X`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitMove {
    pub heap: usize,
    pub from: u64,
    pub to: u64,
}

/// The bit length of `a` (0 for 0).
pub fn bit_length(a: u64) -> u32 {
    u64::BITS - a.leading_zeros()
}

/// Bit `b` of `a`, for any `b < 64`.
pub fn bit(a: u64, b: u32) -> bool {
    a.checked_shr(b).is_some_and(|v| v & 1 == 1)
}

impl BitTable {
    /// The verdict on `heaps` (whose table this is) and its winning moves, in words.
    pub fn summary(&self, heaps: &Heaps, lang: Lang) -> String {
        let x = self.nim_sum;
        let Some(d) = self.highest_bit else {
            return lang
                .pick(
                    "X = 0: người đi trước thua (P). Đi thế nào thì X cũng khác 0, và đối thủ lại đưa được X về 0.",
                    "X = 0: the player to move loses (P). Any move makes X nonzero, and the opponent can bring it back to 0.",
                )
                .to_string();
        };
        let carriers: Vec<String> = self.carriers.iter().map(|i| (i + 1).to_string()).collect();
        let moves: Vec<String> = self
            .moves
            .iter()
            .map(|m| {
                let take = m.from - m.to;
                let heap = m.heap + 1;
                let (from, to) = (m.from, m.to);
                lang.pick(
                    format!("bốc {take} viên ở đống {heap} ({from} → {from} ⊕ {x} = {to})"),
                    format!("take {take} from heap {heap} ({from} → {from} ⊕ {x} = {to})"),
                )
            })
            .collect();
        let after: Vec<String> = self
            .moves
            .first()
            .map(|m| {
                heaps
                    .sizes()
                    .iter()
                    .enumerate()
                    .map(|(i, &a)| if i == m.heap { m.to } else { a }.to_string())
                    .collect()
            })
            .unwrap_or_default();
        lang.pick(
            format!(
                "X = {x} ≠ 0: người đi trước thắng (N). Bit cao nhất của X là bit {d}; đống mang bit này: {}. Nước thắng: {}. Sau nước đầu, các đống {} có XOR bằng 0.",
                carriers.join(", "),
                moves.join(lang.pick("; hoặc ", "; or ")),
                after.join(" ")
            ),
            format!(
                "X = {x} ≠ 0: the player to move wins (N). The highest bit of X is bit {d}; heaps carrying it: {}. Winning move: {}. After the first one, the heaps {} have XOR 0.",
                carriers.join(", "),
                moves.join(lang.pick("; hoặc ", "; or ")),
                after.join(" ")
            ),
        )
    }

    pub fn new(heaps: &Heaps) -> BitTable {
        let sizes = heaps.sizes();
        let width = sizes
            .iter()
            .map(|&a| bit_length(a))
            .max()
            .unwrap_or(0)
            .max(1);
        let columns = || (0..width).rev();
        let rows = sizes
            .iter()
            .map(|&a| columns().map(|b| bit(a, b)).collect())
            .collect();
        let column_ones: Vec<usize> = columns()
            .map(|b| sizes.iter().filter(|&&a| bit(a, b)).count())
            .collect();
        let xor_row = column_ones.iter().map(|c| c % 2 == 1).collect();
        let nim_sum = heaps.nim_sum();
        let highest_bit = bit_length(nim_sum).checked_sub(1);
        let carriers: Vec<usize> = match highest_bit {
            Some(d) => (0..sizes.len())
                .filter(|&i| sizes.get(i).is_some_and(|&a| bit(a, d)))
                .collect(),
            None => Vec::new(),
        };
        let moves = carriers
            .iter()
            .filter_map(|&heap| {
                let from = *sizes.get(heap)?;
                Some(BitMove {
                    heap,
                    from,
                    to: from ^ nim_sum,
                })
            })
            .collect();
        BitTable {
            width,
            rows,
            column_ones,
            xor_row,
            nim_sum,
            highest_bit,
            carriers,
            moves,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heaps(sizes: &[u64]) -> Heaps {
        Heaps::new(sizes.to_vec()).expect("valid heaps")
    }

    #[test]
    fn lesson_example_3_4_5() {
        // Seed 002, Phần 2, Bảng 2: 3 ⊕ 4 ⊕ 5 = 2; heap 1 (the 3) carries bit 1; take 2.
        let v = analyze(&heaps(&[3, 4, 5]), Rule::Normal);
        assert_eq!(v.outcome, Outcome::Win);
        assert_eq!(v.nim_sum, 2);
        assert_eq!(v.winning_moves, vec![WinningMove { heap: 0, take: 2 }]);
        let t = BitTable::new(&heaps(&[3, 4, 5]));
        assert_eq!(t.width, 3);
        assert_eq!(t.rows[0], vec![false, true, true]);
        assert_eq!(t.rows[2], vec![true, false, true]);
        assert_eq!(t.column_ones, vec![2, 1, 2]);
        assert_eq!(t.xor_row, vec![false, true, false]);
        assert_eq!(t.highest_bit, Some(1));
        assert_eq!(t.carriers, vec![0]);
        assert_eq!(
            t.moves,
            vec![BitMove {
                heap: 0,
                from: 3,
                to: 1
            }]
        );
    }

    #[test]
    fn misere_cases() {
        let m = |s: &[u64]| analyze(&heaps(s), Rule::Misere);
        // Three single stones: odd, the player to move takes the last one.
        assert_eq!(m(&[1, 1, 1]).outcome, Outcome::Lose);
        // Two single stones: take one, the opponent must take the last.
        let two = m(&[1, 0, 1]);
        assert_eq!(two.outcome, Outcome::Win);
        assert_eq!(two.winning_moves.len(), 2);
        // Nothing left: the opponent took the last stone and lost.
        assert_eq!(m(&[0, 0]).outcome, Outcome::Win);
        assert!(m(&[0, 0]).winning_moves.is_empty());
        // One big heap: leave an odd number of single stones.
        assert_eq!(
            m(&[5, 1]).winning_moves,
            vec![WinningMove { heap: 0, take: 5 }]
        );
        assert_eq!(
            m(&[5]).winning_moves,
            vec![WinningMove { heap: 0, take: 4 }]
        );
        // Two big heaps: as in normal play.
        assert_eq!(m(&[2, 2]).outcome, Outcome::Lose);
        assert_eq!(
            m(&[3, 4, 5]).winning_moves,
            vec![WinningMove { heap: 0, take: 2 }]
        );
    }

    #[test]
    fn heaps_near_the_top_of_u64() {
        let top = u64::MAX;
        let v = analyze(&heaps(&[top, top - 1]), Rule::Normal);
        assert_eq!(v.nim_sum, 1);
        assert_eq!(v.winning_moves, vec![WinningMove { heap: 0, take: 1 }]);
        let v = analyze(&heaps(&[top, 1 << 63, (1 << 63) - 1]), Rule::Misere);
        assert_eq!(v.outcome, Outcome::Lose);
        let v = analyze(&heaps(&[top, 1_000_000_000_000_000_000]), Rule::Normal);
        assert_eq!(
            v.winning_moves,
            vec![WinningMove {
                heap: 0,
                take: top - 1_000_000_000_000_000_000
            }]
        );
        assert_eq!(BitTable::new(&heaps(&[top])).width, 64);
        assert_eq!(BitTable::new(&heaps(&[0, 0])).width, 1);
    }

    #[test]
    fn parsing_refuses_with_the_field() {
        assert_eq!(
            Heaps::parse("3, 4; 5", HEAPS).map(|h| h.sizes().to_vec()),
            Ok(vec![3, 4, 5])
        );
        assert_eq!(
            Heaps::parse("  ", HEAPS).unwrap_err().problem,
            Problem::Empty
        );
        assert!(matches!(
            Heaps::parse("18446744073709551616", HEAPS)
                .unwrap_err()
                .problem,
            Problem::TooLarge { .. }
        ));
        let many = "1 ".repeat(MAX_HEAPS + 1);
        assert_eq!(
            Heaps::parse(&many, HEAPS).unwrap_err().problem,
            Problem::TooMany { max: MAX_HEAPS }
        );
    }

    #[test]
    fn the_bit_table_says_the_verdict_and_the_winning_moves() {
        let heaps = Heaps::new(vec![3, 5, 6, 7]).expect("valid");
        let table = BitTable::new(&heaps);
        assert_eq!(
            table.summary(&heaps, Lang::En),
            "X = 7 ≠ 0: the player to move wins (N). The highest bit of X is bit 2; heaps carrying it: 2, 3, 4. Winning move: take 3 from heap 2 (5 → 5 ⊕ 7 = 2); or take 5 from heap 3 (6 → 6 ⊕ 7 = 1); or take 7 from heap 4 (7 → 7 ⊕ 7 = 0). After the first one, the heaps 3 2 6 7 have XOR 0."
        );
        let lost = Heaps::new(vec![1, 2, 3]).expect("valid");
        assert!(BitTable::new(&lost)
            .summary(&lost, Lang::En)
            .starts_with("X = 0: the player to move loses (P)."));
    }
}
