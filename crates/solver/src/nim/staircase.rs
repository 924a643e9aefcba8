//! Staircase Nim.
//!
//! **Rule.** Stones lie on the steps of a staircase. A move either takes any positive number of
//! stones off the lowest step, or moves any positive number of stones from a step down to the
//! step just below it. The player who cannot move loses.
//!
//! **Convention.** As in the source (seed 000), steps are numbered from 1 at the bottom; here
//! `steps[0]` is step 1, the step stones leave the staircase from, and `steps[j]` is step
//! `j + 1`. The *odd steps* are steps 1, 3, 5, … — the indices 0, 2, 4, … of the list.
//!
//! **Theorem used.** The player to move loses exactly when the XOR of the odd steps is 0.
//! Proof idea: stones moved from an even step onto an odd one can be moved on at once by the
//! opponent, so they change nothing; moving stones down from an odd step (or off step 1) is
//! exactly a Nim move on that step. So the game is Nim on the odd steps, and Bouton's
//! theorem applies.
//!
//! For the widget: its walk with each step's sentence and variables and the running XOR
//! ([`StairWalk`]), the judge input ([`read_input`], [`input`]) and the game against the
//! computer ([`StairRules`]), whose positions keep the coins that reached the ground.

use super::staircase_program::StairCode;
use super::{bit, bit_length, Heaps};
use crate::input::{list_tokens, Field, InputError, JudgeInput, Problem, RawInt};
use crate::lang::Lang;
use crate::outcome::{GraphOutcome, Outcome};
use crate::remoteness::SearchSize;
use crate::rules::Rules;

/// The stones on each step, lowest step first.
pub const STEPS: Field = Field::new(
    "steps",
    "Số sỏi trên từng bậc",
    "Stones per step",
    "3 1 4 1 5",
);

/// A staircase move: `stones` stones go from step index `from` down to `from − 1`, or off the
/// staircase when `from` is 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StairMove {
    pub from: usize,
    pub stones: u64,
}

impl StairMove {
    /// The index of the step the stones land on, `None` when they leave the staircase.
    pub fn to(&self) -> Option<usize> {
        self.from.checked_sub(1)
    }
}

/// The XOR of the odd steps (indices 0, 2, 4, …).
pub fn odd_xor(steps: &Heaps) -> u64 {
    steps.sizes().iter().step_by(2).fold(0, |x, &a| x ^ a)
}

pub fn outcome(steps: &Heaps) -> Outcome {
    if odd_xor(steps) == 0 {
        Outcome::Lose
    } else {
        Outcome::Win
    }
}

/// One winning move, or `None` in a P-position: the Nim move on the first odd step carrying
/// the highest bit of the odd XOR, moving the surplus stones one step down.
pub fn winning_move(steps: &Heaps) -> Option<StairMove> {
    let x = odd_xor(steps);
    let d = bit_length(x).checked_sub(1)?;
    steps
        .sizes()
        .iter()
        .enumerate()
        .step_by(2)
        .find(|(_, &a)| bit(a, d))
        .map(|(from, &a)| StairMove {
            from,
            stones: a - (a ^ x),
        })
}

/// One step of the staircase widget's walk (steps numbered from 1 as in the lesson).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StairStep {
    /// Odd step `step` holds `coins`; `x` is the XOR of the odd steps read so far.
    Read { step: usize, coins: u64, x: u64 },
    /// Every odd step is read: `x` is their XOR.
    Verdict { x: u64 },
    /// Odd step `step` tested: `coins ⊕ x = target`, smaller exactly when it carries the
    /// highest bit of `x`.
    Test {
        step: usize,
        coins: u64,
        target: u64,
    },
    /// The winning move: `stones` coins from step `step` down one step.
    Move {
        step: usize,
        stones: u64,
        target: u64,
    },
}

impl StairStep {
    pub fn code_point(&self) -> StairCode {
        match self {
            StairStep::Read { .. } => StairCode::Read,
            StairStep::Verdict { .. } => StairCode::Lose,
            StairStep::Test { .. } => StairCode::Test,
            StairStep::Move { .. } => StairCode::Move,
        }
    }
}

/// The widget's walk: read the odd steps into `X`, judge, then test the odd steps up to the
/// first one carrying the highest bit of `X` and move its surplus down.
pub fn steps(stairs: &Heaps) -> Vec<StairStep> {
    let sizes = stairs.sizes();
    let mut out = Vec::new();
    let mut x = 0;
    for (index, &coins) in sizes.iter().enumerate().step_by(2) {
        x ^= coins;
        out.push(StairStep::Read {
            step: index + 1,
            coins,
            x,
        });
    }
    out.push(StairStep::Verdict { x });
    if let Some(mv) = winning_move(stairs) {
        for (index, &coins) in sizes.iter().enumerate().step_by(2) {
            let target = coins ^ x;
            if index == mv.from {
                out.push(StairStep::Move {
                    step: index + 1,
                    stones: mv.stones,
                    target,
                });
                break;
            }
            out.push(StairStep::Test {
                step: index + 1,
                coins,
                target,
            });
        }
    }
    out
}

/// The stones after `mv`, or `None` when the move is not possible.
pub fn apply(stairs: &[u64], mv: StairMove) -> Option<Vec<u64>> {
    let mut next = stairs.to_vec();
    let from = next.get_mut(mv.from)?;
    if mv.stones == 0 || mv.stones > *from {
        return None;
    }
    *from -= mv.stones;
    if let Some(to) = mv.to() {
        let below = next.get_mut(to)?;
        *below = below.checked_add(mv.stones)?;
    }
    Some(next)
}

/// Why the computer plays its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reply {
    /// The opponent moved `stones` coins from an even step onto an odd one; the same coins go
    /// one step further down, and the odd steps are as before.
    Copy,
    /// A Nim move on an odd step, making the XOR of the odd steps 0 (it was `x`).
    Nim { x: u64 },
    /// Coins from an even step onto the odd step below, which makes the XOR of the odd steps
    /// 0 (it was `x`).
    OntoOdd { x: u64 },
    /// The position is lost (`X = 0`): one coin from the highest step, to last long.
    Lost,
}

/// The computer's move after the opponent's `last` move (if any), or `None` when no coin can
/// move. When the opponent moved coins from an even step and passing the same coins on wins,
/// the computer does that; otherwise it plays [`winning_move`], or a waiting move when lost.
pub fn computer_move(stairs: &[u64], last: Option<StairMove>) -> Option<(StairMove, Reply)> {
    let heaps = Heaps::new(stairs.to_vec())?;
    if let Some(last) = last {
        // An even step has index 1, 3, …: the coins landed on the odd step just below.
        if let Some(landed) = last.to().filter(|_| last.from % 2 == 1) {
            let copy = StairMove {
                from: landed,
                stones: last.stones,
            };
            let zero = apply(stairs, copy)
                .and_then(Heaps::new)
                .is_some_and(|next| odd_xor(&next) == 0);
            if zero {
                return Some((copy, Reply::Copy));
            }
        }
    }
    if let Some(mv) = winning_move(&heaps) {
        return Some((mv, Reply::Nim { x: odd_xor(&heaps) }));
    }
    let from = stairs.iter().rposition(|&c| c > 0)?;
    Some((StairMove { from, stones: 1 }, Reply::Lost))
}

/// The widget's input: the ground first, then steps 1..m (so the `i`-th number is step `i`).
pub const WIDGET_STEPS: Field = Field::new(
    "steps",
    "Số xu: mặt đất (0) rồi các bậc 1, 2, …",
    "Coins: the ground (0), then steps 1, 2, …",
    "0 3 2 5 1",
);
/// The widget draws 1 to 8 steps of at most 20 coins each.
pub const MAX_WIDGET_STEPS: usize = 8;
pub const MAX_WIDGET_COINS: u64 = 20;
/// A move typed as "step coins", e.g. `3 2`.
pub const STAIR_MOVE: Field = Field::new("move", "Nước đi", "Move", "3 2");

/// Reads the widget's list "ground, step 1, …, step m": the ground must be 0 (coins there are
/// out of the game), 1 to [`MAX_WIDGET_STEPS`] steps of 0 to [`MAX_WIDGET_COINS`] coins.
/// Returns the steps 1..m, lowest first (the solver's convention).
pub fn parse_widget_steps(text: &str) -> Result<Heaps, InputError> {
    let raw: Vec<RawInt> = list_tokens(text)
        .take(MAX_WIDGET_STEPS + 2)
        .map(RawInt::parse)
        .collect();
    let Some((ground, steps)) = raw.split_first() else {
        return Err(InputError::new(WIDGET_STEPS, Problem::Empty));
    };
    let sizes = raw
        .iter()
        .map(|value| value.bounded(WIDGET_STEPS, 0, MAX_WIDGET_COINS))
        .collect::<Result<Vec<u64>, InputError>>()?;
    if ground.bounded(WIDGET_STEPS, 0, 0).is_err() {
        return Err(InputError::custom(
            WIDGET_STEPS,
            "số đầu tiên là mặt đất (bậc 0) và phải bằng 0; ví dụ 0 3 2 5 1 là 3 xu ở bậc 1, 2 xu ở bậc 2, …",
            "the first number is the ground (step 0) and must be 0; e.g. 0 3 2 5 1 means 3 coins on step 1, 2 on step 2, …",
        ));
    }
    if steps.is_empty() {
        return Err(InputError::custom(
            WIDGET_STEPS,
            "cần ít nhất một bậc sau mặt đất, ví dụ 0 3 2.",
            "give at least one step after the ground, e.g. 0 3 2.",
        ));
    }
    if steps.len() > MAX_WIDGET_STEPS {
        return Err(InputError::new(
            WIDGET_STEPS,
            Problem::TooMany {
                max: MAX_WIDGET_STEPS + 1,
            },
        ));
    }
    Heaps::new(sizes.get(1..).unwrap_or_default().to_vec())
        .ok_or(InputError::new(WIDGET_STEPS, Problem::Empty))
}

/// Reads a typed move "step coins" (steps numbered from 1) against the current `stairs`.
pub fn parse_move(stairs: &[u64], text: &str) -> Result<StairMove, InputError> {
    let tokens: Vec<&str> = list_tokens(text).take(3).collect();
    let (step_text, coins_text) =
        match tokens.as_slice() {
            [] => return Err(InputError::new(STAIR_MOVE, Problem::Empty)),
            [step, coins] => (*step, *coins),
            _ => return Err(InputError::custom(
                STAIR_MOVE,
                "gõ đúng hai số: số thứ tự bậc rồi số xu muốn chuyển xuống, ví dụ 3 2.",
                "type exactly two numbers: the step, then how many coins to move down, e.g. 3 2.",
            )),
        };
    let m = stairs.len() as u64;
    let step = RawInt::parse(step_text).bounded(STAIR_MOVE, 1, m)?;
    // `1 <= step <= m`, so it indexes the steps.
    let from = (step - 1) as usize;
    let coins = stairs.get(from).copied().unwrap_or(0);
    if coins == 0 {
        return Err(InputError::custom(
            STAIR_MOVE,
            format!("bậc {step} không có xu nào; hãy chọn bậc khác."),
            format!("step {step} has no coins; choose another step."),
        ));
    }
    // The coins moved are what the move takes (0 is "not a move"); the step above is a number.
    let stones = RawInt::parse(coins_text).bounded(STAIR_MOVE.taken(), 1, coins)?;
    Ok(StairMove { from, stones })
}

/// The number of steps `m` in the judge input.
const STEP_COUNT: Field = Field::new("m", "Số bậc m", "Number of steps m", "4");

/// Reads the staircase program's judge input, `m` then the coins on steps 1..m (the ground is
/// not given), within the widget's limits.
pub fn read_input(text: &str) -> Result<Heaps, InputError> {
    let mut input = JudgeInput::new(text);
    let m = input.count(STEP_COUNT, 1, MAX_WIDGET_STEPS)?;
    let coins = (0..m)
        .map(|_| input.number(WIDGET_STEPS, 0, MAX_WIDGET_COINS))
        .collect::<Result<Vec<u64>, _>>()?;
    input.finish()?;
    Heaps::new(coins).ok_or(InputError::new(WIDGET_STEPS, Problem::Empty))
}

/// The judge input of `stairs` (what [`read_input`] reads).
pub fn input(stairs: &Heaps) -> String {
    format!("{}\n{}", stairs.sizes().len(), coins_text(stairs.sizes()))
}

/// The coins, lowest step first: "3 2 5 1".
pub fn coins_text(coins: &[u64]) -> String {
    let list: Vec<String> = coins.iter().map(u64::to_string).collect();
    list.join(" ")
}

/// The widget's field for `stairs`: the ground (0) first, then steps 1..m.
pub fn widget_text(stairs: &Heaps) -> String {
    format!("0 {}", coins_text(stairs.sizes()))
}

/// "step 3", or "the ground" for 0 (places numbered as in the lesson, the ground first).
pub fn place(index: usize, lang: Lang) -> String {
    match index {
        0 => lang.pick("mặt đất", "the ground").to_string(),
        _ => lang.pick(format!("bậc {index}"), format!("step {index}")),
    }
}

/// "move 2 coins from step 3 down to step 2".
pub fn move_words(mv: StairMove, lang: Lang) -> String {
    let (c, step, below) = (mv.stones, mv.from + 1, place(mv.from, lang));
    lang.pick(
        format!("chuyển {c} xu từ bậc {step} xuống {below}"),
        format!("move {c} coins from step {step} down to {below}"),
    )
}

/// The staircase widget's walk on one position ([`steps`]), with what each step says, the
/// program's variables and the XOR of the odd steps read so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StairWalk {
    stairs: Heaps,
    steps: Vec<StairStep>,
}

impl StairWalk {
    pub fn new(stairs: Heaps) -> StairWalk {
        StairWalk {
            steps: steps(&stairs),
            stairs,
        }
    }

    pub fn stairs(&self) -> &Heaps {
        &self.stairs
    }

    pub fn total(&self) -> usize {
        self.steps.len()
    }

    /// The first `position` steps (all of them past the end).
    pub fn done(&self, position: usize) -> &[StairStep] {
        &self.steps[..position.min(self.steps.len())]
    }

    /// The step that led to `position` (none at 0).
    pub fn last(&self, position: usize) -> Option<&StairStep> {
        self.steps.get(position.checked_sub(1)?)
    }

    /// What the step that led to `position` did, in one sentence (none at 0).
    pub fn sentence(&self, position: usize, lang: Lang) -> Option<String> {
        Some(match *self.last(position)? {
            StairStep::Read { step, coins, x } => {
                let before = x ^ coins;
                lang.pick(
                    format!("Bậc lẻ {step} có {coins} xu: X = {before} ⊕ {coins} = {x}."),
                    format!("Odd step {step} holds {coins} coins: X = {before} ⊕ {coins} = {x}."),
                )
            }
            StairStep::Verdict { x: 0 } => lang
                .pick(
                    "X = 0: Nim trên các bậc lẻ là thế thua, nên người đi trước thua (P).",
                    "X = 0: the Nim on the odd steps is lost, so the player to move loses (P).",
                )
                .to_string(),
            StairStep::Verdict { x } => lang.pick(
                format!("X = {x} ≠ 0: người đi trước thắng (N). Tìm một bậc lẻ mang bit cao nhất của X."),
                format!("X = {x} ≠ 0: the player to move wins (N). Look for an odd step carrying the highest bit of X."),
            ),
            StairStep::Test {
                step,
                coins,
                target,
            } => lang.pick(
                format!("Bậc {step}: {coins} ⊕ X = {target} ≥ {coins}, không bớt được; bỏ qua."),
                format!("Step {step}: {coins} ⊕ X = {target} ≥ {coins}, it cannot shrink; skip."),
            ),
            StairStep::Move {
                step,
                stones,
                target,
            } => {
                let below = place(step - 1, lang);
                lang.pick(
                    format!("Bậc {step}: còn lại {target} xu là đủ. Chuyển {stones} xu xuống {below}; XOR các bậc lẻ thành 0."),
                    format!("Step {step}: {target} coins should stay. Move {stones} coins down to {below}; the odd steps now XOR to 0."),
                )
            }
        })
    }

    /// The program's variables after `position` steps, as the code panel lists them.
    pub fn variables(&self, position: usize) -> Vec<(&'static str, String)> {
        let mut vars = vec![("m", self.stairs.sizes().len().to_string())];
        match self.last(position) {
            None => {}
            Some(StairStep::Read { step, x, .. }) => {
                vars.extend([("i", step.to_string()), ("X", x.to_string())])
            }
            Some(StairStep::Verdict { x }) => vars.push(("X", x.to_string())),
            Some(StairStep::Test { step, target, .. } | StairStep::Move { step, target, .. }) => {
                vars.extend([
                    ("i", step.to_string()),
                    ("X", odd_xor(&self.stairs).to_string()),
                    ("target", target.to_string()),
                ])
            }
        }
        vars
    }

    /// The XOR of the odd steps as read after `position` steps: "X = a1 ⊕ a3 = 3 ⊕ … = 3",
    /// "X = a1 ⊕ a3 = 3 ⊕ 5 = 6" once every odd step is read.
    pub fn xor_line(&self, position: usize) -> String {
        let names: Vec<String> = (1..=self.stairs.sizes().len())
            .step_by(2)
            .map(|step| format!("a{step}"))
            .collect();
        let mut line = format!("X = {}", names.join(" ⊕ "));
        let read: Vec<(u64, u64)> = self
            .done(position)
            .iter()
            .filter_map(|s| match *s {
                StairStep::Read { coins, x, .. } => Some((coins, x)),
                _ => None,
            })
            .collect();
        if let Some(&(_, so_far)) = read.last() {
            let values: Vec<String> = read.iter().map(|(c, _)| c.to_string()).collect();
            line.push_str(&format!(" = {}", values.join(" ⊕ ")));
            if values.len() < names.len() {
                line.push_str(" ⊕ …");
            }
            line.push_str(&format!(" = {so_far}"));
        }
        line
    }

    /// The verdict and the winning move in words, for the finished walk.
    pub fn summary(&self, lang: Lang) -> String {
        let x = odd_xor(&self.stairs);
        let Some(mv) = winning_move(&self.stairs) else {
            return lang.pick(
                format!("X = {x}: người đi trước thua (P). Nước nào trên bậc lẻ cũng làm X khác 0; nước nào từ bậc chẵn thì đối thủ chỉ việc chuyển tiếp đúng số xu đó."),
                format!("X = {x}: the player to move loses (P). Any move on an odd step makes X nonzero; any move from an even step, the opponent simply passes the same coins on."),
            );
        };
        let step = mv.from + 1;
        let coins = self.stairs.sizes().get(mv.from).copied().unwrap_or(0);
        let (c, left, below) = (mv.stones, coins - mv.stones, place(mv.from, lang));
        lang.pick(
            format!("X = {x} ≠ 0: người đi trước thắng (N). Nước thắng: chuyển {c} xu từ bậc {step} xuống {below}; bậc {step} còn {coins} ⊕ {x} = {left} và XOR các bậc lẻ bằng 0. Các bậc chẵn không ảnh hưởng gì."),
            format!("X = {x} ≠ 0: the player to move wins (N). Winning move: move {c} coins from step {step} down to {below}; step {step} keeps {coins} ⊕ {x} = {left} and the odd steps XOR to 0. The even steps play no part."),
        )
    }
}

/// A position of a game against the computer: the coins on steps 1..m (lowest first), the
/// coins that reached the ground (out of the game), and the move that led here, which the
/// computer answers by passing the same coins on when they came from an even step.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StairPosition {
    pub steps: Vec<u64>,
    pub ground: u64,
    pub last: Option<StairMove>,
}

impl StairPosition {
    /// A game's start: nothing on the ground yet.
    pub fn start(steps: &Heaps) -> StairPosition {
        StairPosition {
            steps: steps.sizes().to_vec(),
            ground: 0,
            last: None,
        }
    }
}

/// Staircase Nim against the computer, for [`crate::play::Match`]: a move slides coins from
/// one step to the step below (off the staircase from step 1), and the computer plays
/// [`computer_move`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StairRules;

impl Rules for StairRules {
    type Position = StairPosition;
    type Move = StairMove;
    type Reason = Reply;

    fn is_over(&self, position: &StairPosition) -> bool {
        position.steps.iter().all(|&c| c == 0)
    }

    fn play(&self, position: &StairPosition, mv: &StairMove) -> Result<StairPosition, InputError> {
        let illegal = || {
            InputError::custom(
                STAIR_MOVE,
                "nước đi này không hợp lệ.",
                "this move is not legal.",
            )
        };
        let steps = apply(&position.steps, *mv).ok_or_else(illegal)?;
        let landed = if mv.to().is_none() { mv.stones } else { 0 };
        let ground = position.ground.checked_add(landed).ok_or_else(illegal)?;
        Ok(StairPosition {
            steps,
            ground,
            last: Some(*mv),
        })
    }

    fn reply(&self, position: &StairPosition) -> Option<(StairMove, Reply)> {
        computer_move(&position.steps, position.last)
    }

    fn read_move(&self, position: &StairPosition, text: &str) -> Result<StairMove, InputError> {
        parse_move(&position.steps, text)
    }

    fn legal_moves(&self, position: &StairPosition, cap: usize) -> Option<Vec<StairMove>> {
        let mut moves = Vec::new();
        for (from, &coins) in position.steps.iter().enumerate() {
            if usize::try_from(coins).ok()?.checked_add(moves.len())? > cap {
                return None;
            }
            moves.extend((1..=coins).map(|stones| StairMove { from, stones }));
        }
        Some(moves)
    }

    fn outcome(&self, position: &StairPosition) -> GraphOutcome {
        Heaps::new(position.steps.clone())
            .map_or(Outcome::Lose, |steps| outcome(&steps))
            .into()
    }

    fn reason_for(&self, position: &StairPosition, mv: &StairMove) -> Option<Reply> {
        if self.outcome(position) == GraphOutcome::Lose {
            return Some(Reply::Lost);
        }
        let after = self.play(position, mv).ok()?;
        if self.outcome(&after) != GraphOutcome::Lose {
            return None;
        }
        let x = Heaps::new(position.steps.clone()).map_or(0, |steps| odd_xor(&steps));
        match computer_move(&position.steps, position.last) {
            Some((copy, Reply::Copy)) if copy == *mv => Some(Reply::Copy),
            // Index 0 is step 1: an odd index is an even step.
            _ if mv.from % 2 == 1 => Some(Reply::OntoOdd { x }),
            _ => Some(Reply::Nim { x }),
        }
    }

    /// The coins on the steps: the ground and the last move do not change the future.
    fn canonical(&self, position: StairPosition) -> StairPosition {
        StairPosition {
            steps: position.steps,
            ground: 0,
            last: None,
        }
    }

    /// Coins only move down, so step `i` never holds more than the coins now at `i` or above.
    fn search_size(&self, position: &StairPosition) -> Option<SearchSize> {
        let mut above = 0u64;
        let mut positions = 1u64;
        for &coins in position.steps.iter().rev() {
            above = above.saturating_add(coins);
            positions = positions.saturating_mul(above.saturating_add(1));
        }
        Some(SearchSize {
            positions,
            options_each: above,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(s: &[u64]) -> Heaps {
        Heaps::new(s.to_vec()).expect("valid")
    }

    #[test]
    fn only_odd_steps_count() {
        // Odd steps 3, 4, 5 (indices 0, 2, 4) have XOR 2; the even steps do not matter.
        let s = steps(&[3, 100, 4, 7, 5]);
        assert_eq!(odd_xor(&s), 2);
        assert_eq!(outcome(&s), Outcome::Win);
        let m = winning_move(&s).expect("N-position");
        assert_eq!(m, StairMove { from: 0, stones: 2 });
        assert_eq!(m.to(), None);
        assert_eq!(outcome(&steps(&[0, 9])), Outcome::Lose);
        assert_eq!(winning_move(&steps(&[0, 9])), None);
        let high = winning_move(&steps(&[1, 0, u64::MAX])).expect("N");
        assert_eq!(
            high,
            StairMove {
                from: 2,
                stones: u64::MAX - 1
            }
        );
        assert_eq!(high.to(), Some(1));
    }

    #[test]
    fn walk_and_replies() {
        // Steps 1..4 hold 3 2 5 1 (the lesson's placeholder without the ground).
        let s = steps(&[3, 2, 5, 1]);
        assert_eq!(
            super::steps(&s),
            vec![
                StairStep::Read {
                    step: 1,
                    coins: 3,
                    x: 3
                },
                StairStep::Read {
                    step: 3,
                    coins: 5,
                    x: 6
                },
                StairStep::Verdict { x: 6 },
                StairStep::Test {
                    step: 1,
                    coins: 3,
                    target: 5
                },
                StairStep::Move {
                    step: 3,
                    stones: 2,
                    target: 3
                },
            ]
        );
        assert_eq!(
            apply(&[3, 2, 5, 1], StairMove { from: 2, stones: 2 }),
            Some(vec![3, 4, 3, 1])
        );
        assert_eq!(apply(&[3, 2], StairMove { from: 1, stones: 3 }), None);
        assert_eq!(
            apply(&[3, 2], StairMove { from: 0, stones: 3 }),
            Some(vec![0, 2])
        );
        // From 3 4 3 1 (X = 0) the opponent moves 2 coins from step 2 to step 1: copy them.
        let after = [5, 2, 3, 1];
        assert_eq!(
            computer_move(&after, Some(StairMove { from: 1, stones: 2 })),
            Some((StairMove { from: 0, stones: 2 }, Reply::Copy))
        );
        // An odd-step move is answered by Nim.
        assert_eq!(
            computer_move(&[3, 4, 1, 1], Some(StairMove { from: 2, stones: 2 })),
            Some((StairMove { from: 0, stones: 2 }, Reply::Nim { x: 2 }))
        );
        // Lost: one coin from the highest step.
        assert_eq!(
            computer_move(&[3, 4, 3, 1], None),
            Some((StairMove { from: 3, stones: 1 }, Reply::Lost))
        );
        assert_eq!(computer_move(&[0, 0], None), None);
    }

    #[test]
    fn widget_input_has_the_ground_first() {
        let s = parse_widget_steps("0 3 2 5 1").expect("valid");
        assert_eq!(s.sizes(), &[3, 2, 5, 1]);
        assert!(
            parse_widget_steps("3 2 5 1").is_err(),
            "the ground must be 0"
        );
        assert!(parse_widget_steps("0").is_err());
        assert!(parse_widget_steps("").is_err());
        assert!(parse_widget_steps("0 21").is_err());
        assert!(parse_widget_steps("0 1 1 1 1 1 1 1 1 1").is_err());
        assert!(parse_widget_steps("0 1 1 1 1 1 1 1 1").is_ok());
        assert!(parse_widget_steps("0 x").is_err());
        let stairs = [3, 0, 5];
        assert_eq!(
            parse_move(&stairs, "3 2"),
            Ok(StairMove { from: 2, stones: 2 })
        );
        assert!(parse_move(&stairs, "2 1").is_err());
        assert!(parse_move(&stairs, "4 1").is_err());
        assert!(parse_move(&stairs, "1 4").is_err());
        assert!(parse_move(&stairs, "1").is_err());
        assert!(parse_move(&stairs, "1 1 1").is_err());
    }

    #[test]
    fn the_judge_input_reads_back_what_it_writes() {
        let s = steps(&[3, 2, 5, 1]);
        assert_eq!(input(&s), "4\n3 2 5 1");
        assert_eq!(read_input("4\n3 2 5 1"), Ok(s.clone()));
        assert_eq!(widget_text(&s), "0 3 2 5 1");
        assert_eq!(
            read_input("0").unwrap_err().message(Lang::Vi),
            "Số bậc m: “0” quá nhỏ; nhỏ nhất là 1."
        );
        assert!(read_input("2\n5 99").is_err(), "at most 20 coins a step");
        assert!(
            read_input("9\n1 1 1 1 1 1 1 1 1").is_err(),
            "at most 8 steps"
        );
        assert!(read_input("1\n5 5").is_err(), "a number left over");
    }

    #[test]
    fn the_walk_says_each_step_and_the_running_xor() {
        let w = StairWalk::new(steps(&[3, 2, 5, 1]));
        assert_eq!(w.total(), 5);
        assert_eq!(w.sentence(0, Lang::Vi), None);
        let said = |p: usize| w.sentence(p, Lang::Vi).expect("a step");
        assert_eq!(said(1), "Bậc lẻ 1 có 3 xu: X = 0 ⊕ 3 = 3.");
        assert_eq!(said(2), "Bậc lẻ 3 có 5 xu: X = 3 ⊕ 5 = 6.");
        assert_eq!(
            said(3),
            "X = 6 ≠ 0: người đi trước thắng (N). Tìm một bậc lẻ mang bit cao nhất của X."
        );
        assert_eq!(said(4), "Bậc 1: 3 ⊕ X = 5 ≥ 3, không bớt được; bỏ qua.");
        assert_eq!(
            said(5),
            "Bậc 3: còn lại 3 xu là đủ. Chuyển 2 xu xuống bậc 2; XOR các bậc lẻ thành 0."
        );
        assert_eq!(
            w.sentence(1, Lang::En).expect("a step"),
            "Odd step 1 holds 3 coins: X = 0 ⊕ 3 = 3."
        );
        assert_eq!(w.xor_line(0), "X = a1 ⊕ a3");
        assert_eq!(w.xor_line(1), "X = a1 ⊕ a3 = 3 ⊕ … = 3");
        assert_eq!(w.xor_line(5), "X = a1 ⊕ a3 = 3 ⊕ 5 = 6");
        let vars = |p: usize| -> Vec<(&str, String)> { w.variables(p) };
        assert_eq!(vars(0), vec![("m", "4".to_string())]);
        assert_eq!(
            vars(5),
            vec![
                ("m", "4".to_string()),
                ("i", "3".to_string()),
                ("X", "6".to_string()),
                ("target", "3".to_string())
            ]
        );
        assert_eq!(
            w.summary(Lang::Vi),
            "X = 6 ≠ 0: người đi trước thắng (N). Nước thắng: chuyển 2 xu từ bậc 3 xuống bậc 2; bậc 3 còn 5 ⊕ 6 = 3 và XOR các bậc lẻ bằng 0. Các bậc chẵn không ảnh hưởng gì."
        );
        assert!(StairWalk::new(steps(&[5, 0, 5]))
            .summary(Lang::Vi)
            .starts_with("X = 0: người đi trước thua (P)"));
        assert_eq!(
            move_words(StairMove { from: 0, stones: 2 }, Lang::Vi),
            "chuyển 2 xu từ bậc 1 xuống mặt đất"
        );
    }

    #[test]
    fn a_match_of_staircase_nim() {
        use crate::play::{Match, Side};
        let start = StairPosition::start(&steps(&[3, 4, 3, 1]));
        let mut game = Match::new(StairRules, start.clone(), Side::Learner);
        assert!(game.play(StairMove { from: 1, stones: 5 }).is_err());
        assert!(game.play(StairMove { from: 7, stones: 1 }).is_err());
        assert!(game.play_typed("2 0").is_err());
        // Two coins from the even step 2 onto step 1: the computer passes them on to the ground.
        game.play_typed("2 2").expect("legal");
        let reply = game.last_reply().expect("an answer");
        assert_eq!(reply.mv, StairMove { from: 0, stones: 2 });
        assert_eq!(reply.reason, Some(Reply::Copy));
        assert_eq!(game.position().steps, vec![3, 2, 3, 1]);
        assert_eq!(game.position().ground, 2);
        // A move on an odd step gets a Nim answer.
        game.play(StairMove { from: 2, stones: 1 }).expect("legal");
        assert!(matches!(
            game.last_reply().and_then(|t| t.reason),
            Some(Reply::Nim { x: 1 })
        ));
        // Undo takes back whole turns, the ground with them.
        assert!(game.take_back() && game.take_back());
        assert_eq!(game.position(), &start);
        // One coin on step 1: taking it wins.
        let mut last = Match::new(
            StairRules,
            StairPosition::start(&steps(&[1])),
            Side::Learner,
        );
        last.play(StairMove { from: 0, stones: 1 }).expect("legal");
        assert_eq!(last.position().ground, 1);
        assert_eq!(last.winner(), Some(Side::Learner));
    }

    #[test]
    fn a_winning_move_may_drop_coins_onto_an_odd_step() {
        // 2 7 3 1: the odd steps XOR to 2 ⊕ 3 = 1. Besides the theorem's coin off step 3, one
        // coin from step 2 onto step 1 wins too (3 ⊕ 3 = 0), with a reason of its own.
        let before = StairPosition::start(&steps(&[2, 7, 3, 1]));
        let mv = StairMove { from: 1, stones: 1 };
        assert_eq!(
            StairRules.reason_for(&before, &mv),
            Some(Reply::OntoOdd { x: 1 })
        );
        let after = StairRules.play(&before, &mv).expect("legal");
        assert_eq!(StairRules.outcome(&after), GraphOutcome::Lose);
    }
}
