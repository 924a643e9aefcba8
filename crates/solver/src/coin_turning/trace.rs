//! The base values of a row (or grid) computed one place at a time, as the recurrence says,
//! then the heads added up with XOR: the steps the coin-turning widget shows. A second part
//! plays the game: the legal turns of a position and the turn that hands over a zero sum.
//!
//! Places count from 0 inside, but every sentence names coins from 1, as the page does.

use super::program::CodePoint;
use super::{CoinBoard, CoinRule, COINS_N, RULE};
use crate::input::{list_tokens, parse_number, Field, InputError, RawInt};
use crate::lang::Lang;
use crate::outcome::Outcome;

/// The longest row the widget steps through (a few hundred steps).
pub const MAX_WIDGET_ROW: u64 = 32;
/// The largest side of a grid in the widget.
pub const MAX_WIDGET_SIDE: u64 = 5;
/// The coins showing heads, numbered from 1 as on the page.
pub const COIN_HEADS: Field = Field::new("heads", "Các xu ngửa", "Heads", "3 5 8");

/// A rule the widget draws: a row or a grid (a tree needs a picture of its own).
pub fn widget_rule(text: &str) -> Result<CoinRule, InputError> {
    match CoinRule::parse(text)? {
        CoinRule::Tree => Err(InputError::custom(
            RULE,
            "luật tree cần vẽ một cây; ở đây chỉ có hàng xu (turtles, ruler) và bàn ô vuông (grid).",
            "the tree rule needs a tree to draw; here there are rows (turtles, ruler) and the grid only.",
        )),
        rule => Ok(rule),
    }
}

/// The widget's board: a row of `1..=32` coins or a grid of side `1..=5`.
pub fn widget_board(rule: CoinRule, n: &str) -> Result<CoinBoard, InputError> {
    let max = if rule == CoinRule::Grid {
        MAX_WIDGET_SIDE
    } else {
        MAX_WIDGET_ROW
    };
    CoinBoard::new(rule, parse_number(n, COINS_N, 1, max)?)
}

/// One turn set of a place, with the XOR of the base values of its other coins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnOption {
    /// The other coins turned with the place (places from 0).
    pub others: Vec<usize>,
    /// `g` of the position left by turning the single head at the place this way.
    pub value: u64,
}

/// One step of the widget's trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CoinStep {
    /// The turn sets of `place` are listed, each with the XOR of its other coins.
    Options {
        place: usize,
        options: Vec<TurnOption>,
    },
    /// `g(place)` is the mex of the values listed just before.
    Mex {
        place: usize,
        /// The distinct option values, increasing.
        seen: Vec<u64>,
        value: u64,
    },
    /// The heads' base values added with XOR, and the verdict.
    Sum {
        heads: Vec<usize>,
        values: Vec<u64>,
        sum: u64,
        outcome: Outcome,
    },
}

fn coin_list(places: &[usize]) -> String {
    let list: Vec<String> = places.iter().map(|p| (p + 1).to_string()).collect();
    list.join(", ")
}

fn value_list(values: &[u64]) -> String {
    let list: Vec<String> = values.iter().map(u64::to_string).collect();
    list.join(", ")
}

impl CoinStep {
    pub fn place(&self) -> Option<usize> {
        match self {
            CoinStep::Options { place, .. } | CoinStep::Mex { place, .. } => Some(*place),
            CoinStep::Sum { .. } => None,
        }
    }

    pub fn code_point(&self) -> CodePoint {
        match self {
            CoinStep::Options { .. } => CodePoint::Options,
            CoinStep::Mex { .. } => CodePoint::Mex,
            CoinStep::Sum { .. } => CodePoint::Sum,
        }
    }

    /// What the step does, in one or two sentences.
    pub fn sentence(&self, lang: Lang) -> String {
        match self {
            CoinStep::Options { place, options } => {
                let coin = place + 1;
                let parts: Vec<String> = options
                    .iter()
                    .map(|o| {
                        if o.others.is_empty() {
                            lang.pick(format!("chỉ {coin} → 0"), format!("{coin} alone → 0"))
                        } else {
                            format!("{{{}}} → {}", coin_list(&o.others), o.value)
                        }
                    })
                    .collect();
                lang.pick(
                    format!(
                        "Xu {coin}: có {} cách lật; mỗi cách để lại các xu khác ngửa, giá trị là XOR của chúng: {}.",
                        options.len(),
                        parts.join("; ")
                    ),
                    format!(
                        "Coin {coin}: {} ways to turn; each leaves the other coins heads up, worth the XOR of their values: {}.",
                        options.len(),
                        parts.join("; ")
                    ),
                )
            }
            CoinStep::Mex { place, seen, value } => lang.pick(
                format!(
                    "Các giá trị đi tới được là {{{}}}; số nhỏ nhất không có mặt là {value}, nên g({}) = {value}.",
                    value_list(seen),
                    place + 1
                ),
                format!(
                    "The reachable values are {{{}}}; the smallest number missing is {value}, so g({}) = {value}.",
                    value_list(seen),
                    place + 1
                ),
            ),
            CoinStep::Sum {
                heads,
                values,
                sum,
                outcome,
            } => {
                let terms = if values.is_empty() {
                    "0".to_string()
                } else {
                    let list: Vec<String> = values.iter().map(u64::to_string).collect();
                    list.join(" ⊕ ")
                };
                let verdict = match outcome {
                    Outcome::Win => lang.pick(
                        "khác 0 nên người đi trước thắng",
                        "not 0, so the first player wins",
                    ),
                    _ => lang.pick(
                        "bằng 0 nên người đi trước thua",
                        "0, so the first player loses",
                    ),
                };
                if heads.is_empty() {
                    lang.pick(
                        "Không có xu ngửa: tổng là 0, người đi trước không có nước đi và thua.".to_string(),
                        "No coin shows heads: the sum is 0, the first player has no move and loses.".to_string(),
                    )
                } else {
                    lang.pick(
                        format!(
                            "Xu ngửa {}: tổng XOR {terms} = {sum}, {verdict}.",
                            coin_list(heads)
                        ),
                        format!(
                            "Heads on {}: XOR sum {terms} = {sum}, {verdict}.",
                            coin_list(heads)
                        ),
                    )
                }
            }
        }
    }
}

/// A move: turn the head at `place` and the coins `others` (all before it in the rule's order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub place: usize,
    pub others: Vec<usize>,
}

impl Turn {
    /// Every coin the move turns, increasing.
    pub fn coins(&self) -> Vec<usize> {
        let mut all = self.others.clone();
        all.push(self.place);
        all.sort_unstable();
        all
    }
}

impl CoinBoard {
    /// Reads the coins showing heads, numbered from 1 (an empty list is all tails); returns
    /// places from 0, each once.
    pub fn parse_coins(&self, text: &str) -> Result<Vec<usize>, InputError> {
        let mut seen = vec![false; self.places()];
        let mut heads = Vec::new();
        for token in list_tokens(text) {
            let coin = RawInt::parse(token).bounded(COIN_HEADS, 1, self.places() as u64)? as usize;
            match seen.get_mut(coin - 1) {
                Some(flag) if *flag => {
                    return Err(InputError::custom(
                        COIN_HEADS,
                        format!("xu {coin} được ghi hai lần; mỗi xu chỉ ghi một lần."),
                        format!("coin {coin} is listed twice; list each coin once."),
                    ))
                }
                Some(flag) => *flag = true,
                None => {}
            }
            heads.push(coin - 1);
        }
        heads.sort_unstable();
        Ok(heads)
    }

    /// The steps: for each place its options then its mex, then the sum of `heads`.
    /// Meant for the widget's small boards (the turn sets are listed in full).
    pub fn trace(&self, heads: &[usize]) -> Vec<CoinStep> {
        let mut values: Vec<u64> = Vec::with_capacity(self.places());
        let mut steps = Vec::with_capacity(2 * self.places() + 1);
        for place in 0..self.places() {
            let options: Vec<TurnOption> = self
                .turn_sets(place)
                .into_iter()
                .map(|others| {
                    let value = others
                        .iter()
                        .filter_map(|&t| values.get(t))
                        .fold(0, |a, g| a ^ g);
                    TurnOption { others, value }
                })
                .collect();
            let mut seen: Vec<u64> = options.iter().map(|o| o.value).collect();
            seen.sort_unstable();
            seen.dedup();
            let value = (0..).find(|g| seen.binary_search(g).is_err()).unwrap_or(0);
            steps.push(CoinStep::Options { place, options });
            steps.push(CoinStep::Mex { place, seen, value });
            values.push(value);
        }
        let mut sorted: Vec<usize> = heads.to_vec();
        sorted.sort_unstable();
        let head_values: Vec<u64> = sorted
            .iter()
            .filter_map(|&h| values.get(h).copied())
            .collect();
        let (outcome, sum) = self.judge(&sorted);
        steps.push(CoinStep::Sum {
            heads: sorted,
            values: head_values,
            sum,
            outcome,
        });
        steps
    }

    /// Every legal move of the position whose faces are `heads_up` (true = heads).
    pub fn turns(&self, heads_up: &[bool]) -> Vec<Turn> {
        (0..self.places())
            .filter(|&p| heads_up.get(p).copied().unwrap_or(false))
            .flat_map(|place| {
                self.turn_sets(place)
                    .into_iter()
                    .map(move |others| Turn { place, others })
            })
            .collect()
    }

    /// Whether `turn` is a legal move of the position.
    pub fn is_legal(&self, heads_up: &[bool], turn: &Turn) -> bool {
        heads_up.get(turn.place).copied().unwrap_or(false)
            && self.turn_sets(turn.place).contains(&turn.others)
    }

    /// The position after `turn` (which the caller has checked with [`is_legal`](Self::is_legal)).
    pub fn apply(&self, heads_up: &[bool], turn: &Turn) -> Vec<bool> {
        let mut next = heads_up.to_vec();
        for coin in turn.coins() {
            if let Some(face) = next.get_mut(coin) {
                *face = !*face;
            }
        }
        next
    }

    /// The XOR of the base values of the heads.
    pub fn sum(&self, heads_up: &[bool]) -> u64 {
        let values = self.base_values();
        heads_up
            .iter()
            .zip(&values)
            .filter(|(h, _)| **h)
            .fold(0, |acc, (_, g)| acc ^ g)
    }

    /// The computer's move: one that leaves sum 0 if there is one (the first found, rightmost
    /// head first), else turning the rightmost head alone (every rule allows it); `None` when
    /// no coin shows heads.
    pub fn answer(&self, heads_up: &[bool]) -> Option<Turn> {
        let values = self.base_values();
        let sum = self.sum(heads_up);
        let heads: Vec<usize> = (0..self.places())
            .rev()
            .filter(|&p| heads_up.get(p).copied().unwrap_or(false))
            .collect();
        if sum != 0 {
            for &place in &heads {
                let g = values.get(place).copied().unwrap_or(0);
                for others in self.turn_sets(place) {
                    let rest = others
                        .iter()
                        .filter_map(|&t| values.get(t))
                        .fold(0, |a, v| a ^ v);
                    if g ^ rest == sum {
                        return Some(Turn { place, others });
                    }
                }
            }
        }
        heads.first().map(|&place| Turn {
            place,
            others: Vec::new(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::CoinRule;
    use super::*;

    #[test]
    fn the_trace_ends_with_the_closed_forms_and_the_sum() {
        for rule in [CoinRule::TurningTurtles, CoinRule::Ruler, CoinRule::Grid] {
            let board =
                CoinBoard::new(rule, if rule == CoinRule::Grid { 4 } else { 20 }).expect("valid");
            let steps = board.trace(&[2, 4, 7]);
            assert_eq!(steps.len(), 2 * board.places() + 1);
            let values: Vec<u64> = steps
                .iter()
                .filter_map(|s| match s {
                    CoinStep::Mex { value, .. } => Some(*value),
                    _ => None,
                })
                .collect();
            assert_eq!(values, board.base_values(), "{rule:?}");
            let Some(CoinStep::Sum { sum, .. }) = steps.last() else {
                panic!("the last step is the sum");
            };
            assert_eq!(*sum, board.judge(&[2, 4, 7]).1);
        }
    }

    #[test]
    fn widget_input_is_checked() {
        assert_eq!(widget_rule(" Ruler"), Ok(CoinRule::Ruler));
        assert_eq!(widget_rule("tree").unwrap_err().field, RULE);
        let board = widget_board(CoinRule::Ruler, "12").expect("valid");
        assert_eq!(board.parse_coins("8, 3 5"), Ok(vec![2, 4, 7]));
        assert_eq!(board.parse_coins(""), Ok(vec![]));
        let err = board.parse_coins("3 13").unwrap_err();
        assert_eq!(
            err.reason(Lang::En),
            "“13” is too large; the largest allowed is 12."
        );
        assert!(board.parse_coins("3 3").is_err());
        assert!(board.parse_coins("0").is_err());
        assert!(widget_board(CoinRule::Grid, "6").is_err());
        assert_eq!(
            widget_board(CoinRule::Grid, "5").map(|b| b.places()),
            Ok(25)
        );
        assert!(widget_board(CoinRule::TurningTurtles, "33").is_err());
    }

    #[test]
    fn the_lesson_example_reads_well() {
        // Ruler, 12 coins, heads on coins 3, 5, 8: g = 1, 1, 8, so the sum is 8.
        let board = CoinBoard::new(CoinRule::Ruler, 12).expect("valid");
        let steps = board.trace(&[7, 2, 4]);
        assert_eq!(
            steps[6].sentence(Lang::En),
            "Coin 4: 4 ways to turn; each leaves the other coins heads up, worth the XOR of their values: {1, 2, 3} → 2; {2, 3} → 3; {3} → 1; 4 alone → 0."
        );
        assert_eq!(
            steps[7].sentence(Lang::Vi),
            "Các giá trị đi tới được là {0, 1, 2, 3}; số nhỏ nhất không có mặt là 4, nên g(4) = 4."
        );
        assert_eq!(
            steps[24].sentence(Lang::En),
            "Heads on 3, 5, 8: XOR sum 1 ⊕ 1 ⊕ 8 = 8, not 0, so the first player wins."
        );
    }

    #[test]
    fn the_answer_always_hands_over_a_zero_sum_when_it_can() {
        for rule in [CoinRule::TurningTurtles, CoinRule::Ruler, CoinRule::Grid] {
            let board = CoinBoard::new(rule, 3).expect("valid");
            let places = board.places();
            for mask in 0u32..(1 << places) {
                let faces: Vec<bool> = (0..places).map(|p| mask >> p & 1 == 1).collect();
                let Some(turn) = board.answer(&faces) else {
                    assert_eq!(mask, 0);
                    continue;
                };
                assert!(board.is_legal(&faces, &turn));
                let after = board.apply(&faces, &turn);
                if board.sum(&faces) != 0 {
                    assert_eq!(board.sum(&after), 0, "{rule:?} {faces:?}");
                }
                // The sum is 0 exactly when no legal turn reaches sum 0 (brute force).
                let to_zero = board
                    .turns(&faces)
                    .iter()
                    .any(|t| board.sum(&board.apply(&faces, t)) == 0);
                assert_eq!(to_zero, board.sum(&faces) != 0, "{rule:?} {faces:?}");
            }
        }
    }
}
