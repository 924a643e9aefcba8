//! Coin-turning games (seed 000): a coin lies on each place of a board, heads or tails. A move
//! picks a place `s` showing heads and a set `T` allowed for `s` (it contains `s`, and every
//! other place of `T` comes before `s`), and turns over every coin of `T`. The player who cannot
//! move (all tails) loses. The source's four examples:
//!
//! 1. [`CoinRule::TurningTurtles`]: a row; turn `s`, and optionally one more coin left of it.
//! 2. [`CoinRule::Ruler`]: a row; turn a run of consecutive coins whose right end is `s`.
//! 3. [`CoinRule::Grid`]: an `n × n` grid; turn the coin `s` alone.
//! 4. [`CoinRule::Tree`]: a rooted tree; turn `s` and any of its ancestors.
//!
//! **Theorem used.** A position is the sum of the positions with a single head, so its Grundy
//! value is the XOR of the *base values* `g(s)` of its heads, and
//! `g(s) = mex over T of XOR { g(t) : t ∈ T, t ≠ s }`. Proof idea: replace each head by a
//! stone that, when played, drops stones on `T ∖ {s}`; two stones on one place cancel (the
//! copycat strategy), so only the parity of each place matters, which is the coin's face.
//!
//! **Closed forms used** (each by induction on `s`, checked against the recurrence in tests):
//! turtles `g(s) = s` (the options are `0` and every smaller value); ruler `g(s)` = the largest
//! power of 2 dividing `s` (the ruler function); grid `g = 1`; tree `g(v) = 2^depth(v)` (the
//! XORs of subsets of `1, 2, …, 2^(d−1)` are exactly the numbers below `2^d`). Places of a row
//! are numbered from 0 here, so the source's coin `s` is place `s − 1`.

pub mod play;
pub mod program;
pub mod trace;

pub use play::{CoinGame, CoinReason, COIN_MOVE};
pub use trace::{CoinInput, CoinStep, CoinTrace, OptionsInWords, Turn, TurnOption};

use crate::input::{at_least_one, Field, InputError, Problem, RawInt};
use crate::outcome::Outcome;

/// The longest row.
pub const MAX_ROW: u64 = 1_000_000;
/// The largest side of a grid (so at most 10^6 coins).
pub const MAX_GRID_SIDE: u64 = 1_000;
/// The most vertices a tree may have.
pub const MAX_TREE_VERTICES: usize = 200_000;
/// The deepest vertex of a tree: its base value `2^depth` must fit in 64 bits.
pub const MAX_TREE_DEPTH: usize = 63;
/// The most heads listed in one position.
pub const MAX_HEADS: usize = 1_000_000;

/// Which of the source's four games.
pub const RULE: Field = Field::new("rule", "Luật lật xu", "Rule", "ruler");
/// The length of a row, or the side of a grid.
pub const COINS_N: Field = Field::new("n", "Số đồng xu n", "Coins n", "8");
/// The parent of each vertex `1, 2, …` of a tree rooted at 0; a parent comes before its child.
pub const PARENTS: Field = Field::new("parents", "Cha của mỗi đỉnh", "Parents", "0 0 1 1");
/// The places showing heads.
pub const HEADS: Field = Field::new("heads", "Các đồng xu ngửa", "Heads", "0 2");

/// The source's four coin-turning games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CoinRule {
    TurningTurtles,
    Ruler,
    Grid,
    Tree,
}

impl CoinRule {
    pub const ALL: [CoinRule; 4] = [
        CoinRule::TurningTurtles,
        CoinRule::Ruler,
        CoinRule::Grid,
        CoinRule::Tree,
    ];

    /// The name queries use.
    pub fn name(self) -> &'static str {
        match self {
            CoinRule::TurningTurtles => "turtles",
            CoinRule::Ruler => "ruler",
            CoinRule::Grid => "grid",
            CoinRule::Tree => "tree",
        }
    }

    pub fn parse(text: &str) -> Result<CoinRule, InputError> {
        let wanted = text.trim();
        CoinRule::ALL
            .into_iter()
            .find(|rule| rule.name().eq_ignore_ascii_case(wanted))
            .ok_or_else(|| {
                InputError::custom(
                    RULE,
                    format!(
                        "“{}” không phải là luật đã biết; chọn turtles, ruler, grid hoặc tree.",
                        crate::input::quote(wanted)
                    ),
                    format!(
                        "“{}” is not a known rule; choose turtles, ruler, grid or tree.",
                        crate::input::quote(wanted)
                    ),
                )
            })
    }
}

/// A board with its rule: the places, and for the tree the parent of each vertex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoinBoard {
    rule: CoinRule,
    places: usize,
    /// For the tree: `parent[v]` (none for the root 0).
    parent: Vec<Option<usize>>,
}

impl CoinBoard {
    /// A row of `n` coins (turtles or ruler) or an `n × n` grid.
    pub fn new(rule: CoinRule, n: u64) -> Result<CoinBoard, InputError> {
        let places = match rule {
            CoinRule::TurningTurtles | CoinRule::Ruler => at_least_one(
                COINS_N,
                RawInt::Value(i128::from(n)).bounded(COINS_N, 0, MAX_ROW)?,
            )? as usize,
            CoinRule::Grid => {
                let side = RawInt::Value(i128::from(n)).bounded(COINS_N, 0, MAX_GRID_SIDE)?;
                let side = at_least_one(COINS_N, side)?;
                (side * side) as usize
            }
            CoinRule::Tree => {
                return Err(InputError::custom(
                    PARENTS,
                    "luật tree cần danh sách cha của các đỉnh.",
                    "the tree rule needs the list of parents.",
                ))
            }
        };
        Ok(CoinBoard {
            rule,
            places,
            parent: Vec::new(),
        })
    }

    /// A tree rooted at 0 where vertex `i` (from 1) has parent `parents[i − 1] < i`.
    pub fn tree(parents: &[RawInt]) -> Result<CoinBoard, InputError> {
        if parents.len() >= MAX_TREE_VERTICES {
            return Err(InputError::new(
                PARENTS,
                Problem::TooMany {
                    max: MAX_TREE_VERTICES - 1,
                },
            ));
        }
        let mut parent = vec![None];
        let mut depth = vec![0usize];
        for (child, raw) in (1..).zip(parents) {
            let p = raw.bounded(PARENTS, 0, child as u64 - 1).map_err(|_| {
                InputError::custom(
                    PARENTS,
                    format!(
                        "cha của đỉnh {child} phải là một đỉnh từ 0 tới {}.",
                        child - 1
                    ),
                    format!(
                        "the parent of vertex {child} must be a vertex from 0 to {}.",
                        child - 1
                    ),
                )
            })? as usize;
            let d = depth.get(p).copied().unwrap_or(0) + 1;
            if d > MAX_TREE_DEPTH {
                return Err(InputError::custom(
                    PARENTS,
                    format!("đỉnh {child} ở độ sâu {d}; sâu nhất là {MAX_TREE_DEPTH}, để giá trị 2^độ sâu vừa 64 bit."),
                    format!("vertex {child} is at depth {d}; the deepest allowed is {MAX_TREE_DEPTH}, so that 2^depth fits in 64 bits."),
                ));
            }
            parent.push(Some(p));
            depth.push(d);
        }
        Ok(CoinBoard {
            rule: CoinRule::Tree,
            places: parent.len(),
            parent,
        })
    }

    pub fn rule(&self) -> CoinRule {
        self.rule
    }

    /// How many coins the board has.
    pub fn places(&self) -> usize {
        self.places
    }

    /// The ancestors of `v`, nearest first.
    fn ancestors(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        std::iter::successors(self.parent.get(v).copied().flatten(), move |&a| {
            self.parent.get(a).copied().flatten()
        })
    }

    /// The base value of every place, by the closed forms.
    pub fn base_values(&self) -> Vec<u64> {
        match self.rule {
            CoinRule::TurningTurtles => (1..=self.places as u64).collect(),
            CoinRule::Ruler => (1..=self.places as u64)
                .map(|s| s & s.wrapping_neg())
                .collect(),
            CoinRule::Grid => vec![1; self.places],
            CoinRule::Tree => (0..self.places)
                .map(|v| {
                    1u64.checked_shl(self.ancestors(v).count() as u32)
                        .unwrap_or(0)
                })
                .collect(),
        }
    }

    /// The other coins a move at `s` may turn with it: every allowed `T ∖ {s}`. Their number
    /// grows like `s` on a row and like `2^depth` on the tree: meant for boards of a few coins.
    pub fn turn_sets(&self, s: usize) -> Vec<Vec<usize>> {
        match self.rule {
            CoinRule::TurningTurtles => std::iter::once(Vec::new())
                .chain((0..s).map(|t| vec![t]))
                .collect(),
            CoinRule::Ruler => (0..=s).map(|t| (t..s).collect()).collect(),
            CoinRule::Grid => vec![Vec::new()],
            CoinRule::Tree => {
                let ancestors: Vec<usize> = self.ancestors(s).collect();
                let count = 1usize.checked_shl(ancestors.len() as u32).unwrap_or(0);
                (0..count)
                    .map(|mask| {
                        ancestors
                            .iter()
                            .enumerate()
                            .filter(|(bit, _)| mask >> bit & 1 == 1)
                            .map(|(_, &a)| a)
                            .collect()
                    })
                    .collect()
            }
        }
    }

    /// The base values by the recurrence itself, as the source states it (small boards).
    pub fn recurrence_values(&self) -> Vec<u64> {
        let mut values: Vec<u64> = Vec::with_capacity(self.places);
        for s in 0..self.places {
            let options: Vec<u64> = self
                .turn_sets(s)
                .iter()
                .map(|set| {
                    set.iter()
                        .filter_map(|&t| values.get(t))
                        .fold(0, |a, g| a ^ g)
                })
                .collect();
            let mex = (0..).find(|g| !options.contains(g)).unwrap_or(0);
            values.push(mex);
        }
        values
    }

    /// Checks the places showing heads (a place listed twice is refused: a coin has one face).
    pub fn heads(&self, raw: &[RawInt]) -> Result<Vec<usize>, InputError> {
        if raw.len() > MAX_HEADS {
            return Err(InputError::new(HEADS, Problem::TooMany { max: MAX_HEADS }));
        }
        let mut seen = vec![false; self.places];
        let mut heads = Vec::with_capacity(raw.len());
        for r in raw {
            let place = r.bounded(HEADS, 0, self.places as u64 - 1)? as usize;
            match seen.get_mut(place) {
                Some(flag) if *flag => {
                    return Err(InputError::custom(
                        HEADS,
                        format!("chỗ {place} được ghi hai lần; mỗi đồng xu chỉ có một mặt."),
                        format!("place {place} is listed twice; a coin shows only one face."),
                    ))
                }
                Some(flag) => *flag = true,
                None => {}
            }
            heads.push(place);
        }
        Ok(heads)
    }

    /// The Grundy value of a position and who wins it.
    pub fn judge(&self, heads: &[usize]) -> (Outcome, u64) {
        let values = self.base_values();
        let sum = heads
            .iter()
            .filter_map(|&h| values.get(h))
            .fold(0, |acc, g| acc ^ g);
        let outcome = if sum == 0 {
            Outcome::Lose
        } else {
            Outcome::Win
        };
        (outcome, sum)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(parents: &[i128]) -> CoinBoard {
        let raw: Vec<RawInt> = parents.iter().map(|&p| RawInt::Value(p)).collect();
        CoinBoard::tree(&raw).expect("valid tree")
    }

    #[test]
    fn closed_forms_agree_with_the_recurrence() {
        for rule in [CoinRule::TurningTurtles, CoinRule::Ruler, CoinRule::Grid] {
            let board = CoinBoard::new(rule, 40).expect("valid");
            let small =
                CoinBoard::new(rule, if rule == CoinRule::Grid { 6 } else { 200 }).expect("valid");
            assert_eq!(small.base_values(), small.recurrence_values(), "{rule:?}");
            assert_eq!(
                board.places(),
                if rule == CoinRule::Grid { 1600 } else { 40 }
            );
        }
        // A broom: a path 0–1–2–3 with extra leaves on 0 and 2.
        let broom = tree(&[0, 1, 2, 0, 2]);
        assert_eq!(broom.base_values(), vec![1, 2, 4, 8, 2, 8]);
        assert_eq!(broom.base_values(), broom.recurrence_values());
    }

    #[test]
    fn ruler_is_the_ruler_function() {
        // OEIS A006519: the highest power of 2 dividing n: 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, …
        let ruler = CoinBoard::new(CoinRule::Ruler, 16)
            .expect("valid")
            .base_values();
        assert_eq!(ruler, vec![1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16]);
        let top = CoinBoard::new(CoinRule::Ruler, MAX_ROW)
            .expect("valid")
            .base_values();
        // 10^6 = 2^6 · 15625.
        assert_eq!(top.last(), Some(&64));
        assert_eq!(top.get(524_287), Some(&524_288));
    }

    #[test]
    fn deep_trees_reach_the_top_bit() {
        let path: Vec<i128> = (0..63).collect();
        let deep = tree(&path);
        assert_eq!(deep.base_values().last(), Some(&(1u64 << 63)));
        let (outcome, sum) = deep.judge(&[62, 63]);
        assert_eq!((outcome, sum), (Outcome::Win, (1u64 << 63) | (1u64 << 62)));
        let too_deep: Vec<RawInt> = (0..64).map(RawInt::Value).collect();
        assert_eq!(CoinBoard::tree(&too_deep).unwrap_err().field, PARENTS);
        assert!(CoinBoard::tree(&[RawInt::Value(1)]).is_err());
    }

    #[test]
    fn positions_add_by_xor() {
        let turtles = CoinBoard::new(CoinRule::TurningTurtles, 8).expect("valid");
        // Heads on places 0, 1, 2 (the source's coins 1, 2, 3): 1 ⊕ 2 ⊕ 3 = 0.
        assert_eq!(turtles.judge(&[0, 1, 2]), (Outcome::Lose, 0));
        let grid = CoinBoard::new(CoinRule::Grid, 3).expect("valid");
        assert_eq!(grid.judge(&[0, 4, 8]).0, Outcome::Win);
        assert_eq!(grid.judge(&[0, 4]).0, Outcome::Lose);
        let err = grid.heads(&[RawInt::Value(9)]).unwrap_err();
        assert_eq!(
            err.api_message(),
            "heads: “9” is too large; the largest allowed is 8."
        );
        assert!(grid.heads(&[RawInt::Value(1), RawInt::Value(1)]).is_err());
        assert_eq!(CoinRule::parse(" Ruler "), Ok(CoinRule::Ruler));
        assert!(CoinRule::parse("chess")
            .unwrap_err()
            .api_message()
            .starts_with("rule: "));
    }
}
