//! The base values of a row (or grid) computed one place at a time, as the recurrence says,
//! then the heads added up with XOR: the steps the coin-turning widget shows ([`CoinTrace`],
//! read a step at a time), with the widget's input and its judge format. A second part plays
//! the game: the legal turns of a position and the turn that hands over a zero sum.
//!
//! **Layout.** Place `s` has two steps: its turn sets (index `2s`), then its mex (index
//! `2s + 1`); the sum of the heads is the last step, `2 · places`.
//!
//! Places count from 0 inside, but every sentence names coins from 1, as the page does.

use super::program::CodePoint;
use super::{CoinBoard, CoinRule, COINS_N, RULE};
use crate::input::{list_tokens, parse_number, Field, InputError, JudgeInput, RawInt};
use crate::lang::Lang;
use crate::outcome::Outcome;
use crate::sorting;

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

/// The trace of one board and its heads, read a step at a time: a step is made when asked
/// for (the layout is fixed, see the module's doc), from the base values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoinTrace {
    board: CoinBoard,
    heads: Vec<usize>,
    values: Vec<u64>,
}

/// The turn sets of a place in words, as the widget lists them beside the row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionsInWords {
    pub title: String,
    /// One line per turn set: the coins turned with the place and the XOR of their values.
    pub lines: Vec<String>,
    /// The mex, once the step writing it is reached.
    pub mex: Option<String>,
}

impl CoinTrace {
    /// The trace of `board` with `heads` (places from 0) showing heads.
    pub fn new(board: CoinBoard, heads: &[usize]) -> CoinTrace {
        let mut heads = heads.to_vec();
        sorting::sort_unique(&mut heads);
        CoinTrace {
            values: board.base_values(),
            board,
            heads,
        }
    }

    pub fn board(&self) -> &CoinBoard {
        &self.board
    }

    /// The base value `g` of every place.
    pub fn values(&self) -> &[u64] {
        &self.values
    }

    /// Two steps per place, then the sum.
    pub fn total(&self) -> u64 {
        2 * self.board.places() as u64 + 1
    }

    /// The turn sets of `place`, each with the XOR of its other coins' values.
    fn options(&self, place: usize) -> Vec<TurnOption> {
        self.board
            .turn_sets(place)
            .into_iter()
            .map(|others| {
                let value = others
                    .iter()
                    .filter_map(|&t| self.values.get(t))
                    .fold(0, |a, g| a ^ g);
                TurnOption { others, value }
            })
            .collect()
    }

    pub fn step(&self, index: u64) -> Option<CoinStep> {
        let places = self.board.places() as u64;
        if index > 2 * places {
            return None;
        }
        if index == 2 * places {
            let values: Vec<u64> = self
                .heads
                .iter()
                .filter_map(|&h| self.values.get(h).copied())
                .collect();
            let (outcome, sum) = self.board.judge(&self.heads);
            return Some(CoinStep::Sum {
                heads: self.heads.clone(),
                values,
                sum,
                outcome,
            });
        }
        let place = (index / 2) as usize;
        let options = self.options(place);
        if index % 2 == 0 {
            return Some(CoinStep::Options { place, options });
        }
        let mut seen: Vec<u64> = options.iter().map(|o| o.value).collect();
        sorting::sort_unique(&mut seen);
        let value = (0..).find(|g| seen.binary_search(g).is_err()).unwrap_or(0);
        Some(CoinStep::Mex { place, seen, value })
    }

    /// `g(place)` once the first `position` steps have run (its mex step is `2 · place + 1`).
    pub fn value_shown(&self, place: usize, position: u64) -> Option<u64> {
        (position > 2 * place as u64 + 1)
            .then(|| self.values.get(place).copied())
            .flatten()
    }

    /// The place whose `g` the step at `index` writes (a mex step), if it writes one.
    pub fn mex_place(&self, index: u64) -> Option<usize> {
        (index % 2 == 1 && index < 2 * self.board.places() as u64).then_some((index / 2) as usize)
    }

    /// The program's variables after the first `position` steps (`rule`, `n`, then the
    /// step's own: the place `s`, the set of option values, `g[s]`, the total).
    pub fn variables(&self, position: u64) -> Vec<(&'static str, String)> {
        let mut vars = vec![
            ("rule", self.board.rule().name().to_string()),
            ("n", self.board.columns().to_string()),
        ];
        match position.checked_sub(1).and_then(|i| self.step(i)) {
            Some(CoinStep::Options { place, options }) => {
                let mut values: Vec<u64> = options.iter().map(|o| o.value).collect();
                sorting::sort_unique(&mut values);
                vars.push(("s", (place + 1).to_string()));
                vars.push(("options", format!("{{{}}}", value_list(&values))));
            }
            Some(CoinStep::Mex { place, seen, value }) => {
                vars.push(("s", (place + 1).to_string()));
                vars.push(("options", format!("{{{}}}", value_list(&seen))));
                vars.push(("g[s]", value.to_string()));
            }
            Some(CoinStep::Sum { sum, .. }) => vars.push(("total", sum.to_string())),
            None => {}
        }
        vars
    }

    /// The turn sets of the place the step that led to `position` is about, in words.
    pub fn options_in_words(&self, position: u64, lang: Lang) -> Option<OptionsInWords> {
        let (place, mex) = match position.checked_sub(1).and_then(|i| self.step(i))? {
            CoinStep::Options { place, .. } => (place, None),
            CoinStep::Mex { place, value, .. } => (place, Some(value)),
            CoinStep::Sum { .. } => return None,
        };
        let coin = place + 1;
        let lines = self
            .options(place)
            .iter()
            .map(|option| {
                if option.others.is_empty() {
                    return lang.pick(
                        format!("chỉ xu {coin} → 0"),
                        format!("coin {coin} alone → 0"),
                    );
                }
                let values: Vec<String> = option
                    .others
                    .iter()
                    .filter_map(|&t| self.values.get(t))
                    .map(u64::to_string)
                    .collect();
                format!(
                    "{{{}}} → {} = {}",
                    coin_list(&option.others),
                    values.join(" ⊕ "),
                    option.value
                )
            })
            .collect();
        Some(OptionsInWords {
            title: lang.pick(
                format!("Các cách lật xu {coin} (các xu khác được lật cùng → XOR giá trị của chúng):"),
                format!("The ways to turn coin {coin} (other coins turned with it → XOR of their values):"),
            ),
            lines,
            mex: mex.map(|value| {
                lang.pick(
                    format!("mex = {value}, vậy g({coin}) = {value}"),
                    format!("mex = {value}, so g({coin}) = {value}"),
                )
            }),
        })
    }
}

impl CoinStep {
    /// The sum of the heads and the verdict, for the summary under the row (the sum step
    /// only).
    pub fn sum_lines(&self, lang: Lang) -> Option<(String, String)> {
        let CoinStep::Sum {
            heads,
            values,
            sum,
            outcome,
        } = self
        else {
            return None;
        };
        let sum_text = if heads.is_empty() {
            lang.pick(
                "Không có xu ngửa: tổng XOR = 0.",
                "No coin shows heads: XOR sum = 0.",
            )
            .to_string()
        } else {
            let gs: Vec<String> = heads.iter().map(|h| format!("g({})", h + 1)).collect();
            let vs: Vec<String> = values.iter().map(u64::to_string).collect();
            format!("{} = {} = {sum}", gs.join(" ⊕ "), vs.join(" ⊕ "))
        };
        let verdict = if outcome.is_win() {
            lang.pick(
                format!("Tổng {sum} ≠ 0: người đi trước thắng (thế W)."),
                format!("Sum {sum} ≠ 0: the first player wins (a W position)."),
            )
        } else {
            lang.pick(
                "Tổng = 0: người đi trước thua (thế L).".to_string(),
                "Sum = 0: the first player loses (an L position).".to_string(),
            )
        };
        Some((sum_text, verdict))
    }
}

impl CoinRule {
    /// The rule in one sentence.
    pub fn sentence(self, lang: Lang) -> &'static str {
        match self {
            CoinRule::TurningTurtles => lang.pick(
                "Luật turtles: lật một xu đang ngửa, và nếu muốn thì lật thêm đúng một xu bất kỳ ở bên trái nó.",
                "Rule turtles: turn over one coin showing heads and, if you like, exactly one more coin anywhere to its left.",
            ),
            CoinRule::Ruler => lang.pick(
                "Luật ruler: lật một dãy xu liền nhau, dài bao nhiêu cũng được, miễn xu ngoài cùng bên phải đang ngửa.",
                "Rule ruler: turn over a run of adjacent coins, of any length, as long as its rightmost coin shows heads.",
            ),
            CoinRule::Grid => lang.pick(
                "Luật grid: trên bàn n × n (xu đánh số theo từng hàng), lật đúng một xu đang ngửa.",
                "Rule grid: on an n × n board (coins numbered row by row), turn over exactly one coin showing heads.",
            ),
            CoinRule::Tree => lang.pick(
                "Luật tree: lật một đỉnh đang ngửa cùng với bao nhiêu tổ tiên của nó cũng được.",
                "Rule tree: turn over a vertex showing heads together with any of its ancestors.",
            ),
        }
    }
}

/// The widget's input: a row or a grid, and the coins showing heads (places from 0,
/// increasing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoinInput {
    pub board: CoinBoard,
    pub heads: Vec<usize>,
}

/// The count `k` of heads in the judge input.
pub const HEAD_COUNT: Field = Field::new("k", "Số xu ngửa k", "Head count k", "3");

impl CoinInput {
    /// Reads the widget's fields: the rule, `n`, and the heads numbered from 1. Each wrong
    /// field gets its error (`n` is checked once the rule is known, the heads once `n` is).
    pub fn parse(rule: &str, n: &str, heads: &str) -> Result<CoinInput, Vec<InputError>> {
        let rule = widget_rule(rule).map_err(|e| vec![e])?;
        let board = widget_board(rule, n).map_err(|e| vec![e])?;
        let heads = board.parse_coins(heads).map_err(|e| vec![e])?;
        Ok(CoinInput { board, heads })
    }

    /// The heads numbered from 1, joined by `sep`.
    pub fn heads_text(&self, sep: &str) -> String {
        let list: Vec<String> = self.heads.iter().map(|h| (h + 1).to_string()).collect();
        list.join(sep)
    }

    /// Each coin's face, heads `true`.
    pub fn faces(&self) -> Vec<bool> {
        let mut faces = vec![false; self.board.places()];
        for &h in &self.heads {
            if let Some(face) = faces.get_mut(h) {
                *face = true;
            }
        }
        faces
    }

    /// The same board with the coin at `place` turned over.
    pub fn toggled(&self, place: usize) -> CoinInput {
        let mut faces = self.faces();
        if let Some(face) = faces.get_mut(place) {
            *face = !*face;
        }
        CoinInput {
            board: self.board.clone(),
            heads: (0..faces.len()).filter(|&p| faces[p]).collect(),
        }
    }

    /// The programs' judge input: `rule n k`, then the `k` heads numbered from 1.
    pub fn judge_input(&self) -> String {
        format!(
            "{} {} {}\n{}",
            self.board.rule().name(),
            self.board.columns(),
            self.heads.len(),
            self.heads_text(" ")
        )
    }

    /// Reads the judge input (what [`CoinInput::judge_input`] writes), within the widget's
    /// limits.
    pub fn read_judge_input(text: &str) -> Result<CoinInput, InputError> {
        let mut input = JudgeInput::new(text);
        let rule = widget_rule(input.word(RULE)?)?;
        let board = widget_board(rule, input.word(COINS_N)?)?;
        let count = input.count(HEAD_COUNT, 0, board.places())?;
        let mut coins = Vec::with_capacity(count);
        for _ in 0..count {
            coins.push(input.word(COIN_HEADS)?);
        }
        input.finish()?;
        let heads = board.parse_coins(&coins.join(" "))?;
        Ok(CoinInput { board, heads })
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
        sorting::sort(&mut all);
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
        sorting::sort(&mut heads);
        Ok(heads)
    }

    /// The steps: for each place its options then its mex, then the sum of `heads` (all of
    /// [`CoinTrace`] at once, for the board's few coins).
    pub fn trace(&self, heads: &[usize]) -> Vec<CoinStep> {
        let trace = CoinTrace::new(self.clone(), heads);
        (0..trace.total()).filter_map(|i| trace.step(i)).collect()
    }

    /// The row's length, or the side of a grid: the columns the board is drawn in (a tree
    /// is drawn as a row of its vertices).
    pub fn columns(&self) -> usize {
        match self.rule {
            CoinRule::Grid => (1..=self.places())
                .find(|s| s * s >= self.places())
                .unwrap_or(1),
            _ => self.places(),
        }
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
    fn the_lazy_trace_matches_the_recurrence_and_its_layout() {
        let board = CoinBoard::new(CoinRule::Ruler, 12).expect("valid");
        let trace = CoinTrace::new(board.clone(), &[7, 2, 4]);
        assert_eq!(trace.total(), 25);
        for place in 0..12 {
            let Some(CoinStep::Mex { value, .. }) = trace.step(2 * place as u64 + 1) else {
                panic!("the mex of {place}");
            };
            assert_eq!(value, board.base_values()[place]);
            assert_eq!(trace.mex_place(2 * place as u64 + 1), Some(place));
            assert_eq!(trace.mex_place(2 * place as u64), None);
            let written = 2 * place as u64 + 2;
            assert_eq!(trace.value_shown(place, written - 1), None);
            assert_eq!(trace.value_shown(place, written), Some(value));
        }
        assert_eq!(trace.step(25), None);
        assert_eq!(trace.mex_place(24), None);
        let (sum, verdict) = trace
            .step(24)
            .and_then(|s| s.sum_lines(Lang::Vi))
            .expect("sum");
        assert_eq!(sum, "g(3) ⊕ g(5) ⊕ g(8) = 1 ⊕ 1 ⊕ 8 = 8");
        assert_eq!(verdict, "Tổng 8 ≠ 0: người đi trước thắng (thế W).");
        assert_eq!(trace.step(23).and_then(|s| s.sum_lines(Lang::Vi)), None);
    }

    #[test]
    fn variables_and_options_in_words() {
        let board = CoinBoard::new(CoinRule::Ruler, 12).expect("valid");
        let trace = CoinTrace::new(board, &[2, 4, 7]);
        let names = |p| trace.variables(p);
        assert_eq!(names(0), vec![("rule", "ruler".into()), ("n", "12".into())]);
        assert_eq!(names(7)[3], ("options", "{0, 1, 2, 3}".to_string()));
        assert_eq!(names(8)[4], ("g[s]", "4".to_string()));
        assert_eq!(names(25)[2], ("total", "8".to_string()));
        let words = trace.options_in_words(7, Lang::Vi).expect("coin 4");
        assert_eq!(
            words.lines,
            [
                "{1, 2, 3} → 1 ⊕ 2 ⊕ 1 = 2",
                "{2, 3} → 2 ⊕ 1 = 3",
                "{3} → 1 = 1",
                "chỉ xu 4 → 0"
            ]
        );
        assert_eq!(words.mex, None);
        let mex = trace.options_in_words(8, Lang::Vi).and_then(|w| w.mex);
        assert_eq!(mex.as_deref(), Some("mex = 4, vậy g(4) = 4"));
        assert_eq!(trace.options_in_words(0, Lang::Vi), None);
        assert_eq!(trace.options_in_words(25, Lang::Vi), None);
    }

    #[test]
    fn the_judge_input_reads_back() {
        let input = CoinInput::parse("ruler", "12", "8 3 5").expect("valid");
        assert_eq!(input.heads, vec![2, 4, 7]);
        assert_eq!(input.judge_input(), "ruler 12 3\n3 5 8");
        assert_eq!(
            CoinInput::read_judge_input(&input.judge_input()),
            Ok(input.clone())
        );
        let grid = CoinInput::parse("grid", "3", "").expect("valid");
        assert_eq!(grid.judge_input(), "grid 3 0\n");
        assert_eq!(CoinInput::read_judge_input(&grid.judge_input()), Ok(grid));
        let tree = CoinInput::read_judge_input("tree 8 1\n1").expect_err("no tree");
        assert!(tree.message(Lang::Vi).contains("luật tree cần vẽ một cây"));
        let errors = CoinInput::parse("ruler", "33", "1").expect_err("too long");
        assert_eq!(errors[0].field.api_name(), "n");
        let toggled = input.toggled(7).toggled(11);
        assert_eq!(toggled.heads_text(","), "3,5,12");
        assert_eq!(toggled.faces().iter().filter(|&&f| f).count(), 3);
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
