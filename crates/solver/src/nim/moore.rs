//! Moore's Nim-k.
//!
//! **Rule.** Heaps as in Nim, but a move takes stones (any positive number from each) from at
//! least 1 and at most `k` heaps at once. The player who cannot move loses.
//!
//! **Theorem used (Moore, 1910).** Write the heaps in binary and count, for each bit, how many
//! heaps have a 1 there. The player to move loses exactly when every count is divisible by
//! `k + 1`. Proof idea: as in Bouton's proof; a move touches at most `k` heaps, so it changes
//! each count by at most `k` and cannot turn "all divisible" into "all divisible" again (its
//! highest changed bit only loses 1s); from a position with some count not divisible, the
//! construction of [`winning_move`] fixes the bits from the top down using at most `k` heaps.
//!
//! For the widget: its walk over the bit columns with each step's sentence and variables
//! ([`MooreWalk`]), the column remainders ([`column_residues`]), the judge input
//! ([`read_input`], [`input`]) and the game against the computer ([`MooreRules`]).

use super::moore_program::MooreCode;
use super::play::{MAX_WIDGET_HEAP, MAX_WIDGET_HEAPS, MIN_WIDGET_HEAPS};
use super::{bit, bit_length, Heaps, WinningMove, HEAPS};
use crate::input::{list_tokens, parse_number, Field, InputError, JudgeInput, Problem, RawInt};
use crate::lang::Lang;
use crate::outcome::{GraphOutcome, Outcome};
use crate::remoteness::SearchSize;
use crate::rules::Rules;
use crate::sorting;

/// The most heaps one move may touch.
pub const K: Field = Field::new("k", "Số đống tối đa k", "Heaps per move k", "2");

/// The largest `k` accepted; any `k` from the number of heaps up plays the same game.
pub const MAX_K: u64 = u64::MAX;

/// Refuses `k = 0` with a message saying why (a move touches at least one heap).
/// `k` as read in `0..=max`, checked with [`check_k`]; a negative `k` names 1 as the smallest
/// allowed (the range it was read in starts at 0 only so that 0 gets its own reason).
pub fn read_k(read: Result<u64, InputError>) -> Result<u64, InputError> {
    match read {
        Ok(k) => check_k(k),
        Err(InputError {
            problem: Problem::Negative { text, .. },
            ..
        }) => Err(InputError::new(K, Problem::Negative { text, min: 1 })),
        Err(error) => Err(error),
    }
}

pub fn check_k(k: u64) -> Result<u64, InputError> {
    if k == 0 {
        return Err(InputError::custom(
            K,
            "k phải ít nhất là 1: mỗi nước đi bốc ở ít nhất một đống.",
            "k must be at least 1: every move takes from at least one heap.",
        ));
    }
    Ok(k)
}

/// Moore's Nim-k on one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moore {
    heaps: Heaps,
    /// `k`, clamped to the number of heaps: a move can never touch more.
    k: usize,
}

impl Moore {
    /// `k` must be at least 1 (a move touches a heap).
    pub fn new(heaps: Heaps, k: u64) -> Result<Moore, InputError> {
        let k = check_k(k)?;
        let n = heaps.sizes().len();
        let k = usize::try_from(k).map_or(n, |k| k.min(n));
        Ok(Moore { heaps, k })
    }

    pub fn k(&self) -> usize {
        self.k
    }

    /// For each bit 63..=0, how many heaps have a 1 there, modulo `k + 1`.
    fn residue(&self, values: &[u64], b: u32) -> usize {
        values.iter().filter(|&&a| bit(a, b)).count() % (self.k + 1)
    }

    pub fn outcome(&self) -> Outcome {
        let sizes = self.heaps.sizes();
        if (0..u64::BITS).all(|b| self.residue(sizes, b) == 0) {
            Outcome::Lose
        } else {
            Outcome::Win
        }
    }

    /// One winning move (up to `k` heaps, each with its take), or `None` in a P-position.
    ///
    /// From the top bit down: the heaps already lowered ("free", their lower bits can be set at
    /// will) absorb a column's residue `r` by setting `k + 1 − r` of their bits when there are
    /// enough of them; otherwise `r` more heaps with a 1 in this column lower it to 0 and join
    /// them. Either way the column's count becomes a multiple of `k + 1`, and there are never
    /// more than `k` free heaps (when `r` heaps join, fewer than `k + 1 − r` were free).
    pub fn winning_move(&self) -> Option<Vec<WinningMove>> {
        if self.outcome() == Outcome::Lose {
            return None;
        }
        let (_, moves) = self.build((0..u64::BITS).rev());
        Some(moves)
    }

    /// The construction of [`Moore::winning_move`] over the columns `bits` (highest first):
    /// what each column does, then the move.
    fn build(&self, bits: impl Iterator<Item = u32>) -> (Vec<Build>, Vec<WinningMove>) {
        let sizes = self.heaps.sizes();
        let mut target = sizes.to_vec();
        let mut free: Vec<usize> = Vec::new();
        let mut record = Vec::new();
        for b in bits {
            let mask = 1u64 << b;
            // Free heaps start every column at 0 and are set to 1 as needed.
            for &i in &free {
                if let Some(t) = target.get_mut(i) {
                    *t &= !mask;
                }
            }
            let r = self.residue(&target, b);
            let touched = free.len();
            let action = if r == 0 {
                BuildAction::Nothing
            } else if free.len() >= self.k + 1 - r {
                let set: Vec<usize> = free.iter().take(self.k + 1 - r).copied().collect();
                for &i in &set {
                    if let Some(t) = target.get_mut(i) {
                        *t |= mask;
                    }
                }
                BuildAction::SetOnes(set)
            } else {
                let joining: Vec<usize> = (0..sizes.len())
                    .filter(|i| !free.contains(i) && target.get(*i).is_some_and(|&t| t & mask != 0))
                    .take(r)
                    .collect();
                for &i in &joining {
                    if let Some(t) = target.get_mut(i) {
                        *t &= !mask;
                    }
                }
                free.extend(joining.iter().copied());
                BuildAction::Lower(joining)
            };
            record.push(Build {
                bit: b,
                residue: r,
                touched,
                action,
                targets: target.clone(),
                free: free.clone(),
            });
        }
        sorting::sort(&mut free);
        let moves = free
            .iter()
            .filter_map(|&heap| {
                let (a, t) = (*sizes.get(heap)?, *target.get(heap)?);
                (t < a).then_some(WinningMove { heap, take: a - t })
            })
            .collect();
        (record, moves)
    }

    /// The widget's walk, over the bit columns `width − 1` down to 0 (`width` covering the
    /// largest heap): each column's count and residue, the verdict, and in an N-position the
    /// construction of the winning move column by column, then the move.
    pub fn steps(&self, width: u32) -> Vec<MooreStep> {
        let sizes = self.heaps.sizes();
        let width = width.clamp(1, u64::BITS);
        let modulus = self.k + 1;
        let mut steps: Vec<MooreStep> = (0..width)
            .rev()
            .map(|b| {
                let ones = sizes.iter().filter(|&&a| bit(a, b)).count();
                MooreStep::Column {
                    bit: b,
                    ones,
                    residue: ones % modulus,
                }
            })
            .collect();
        let outcome = self.outcome();
        steps.push(MooreStep::Verdict { outcome });
        if outcome == Outcome::Win {
            let (record, moves) = self.build((0..width).rev());
            steps.extend(record.into_iter().map(MooreStep::Build));
            let mut after = sizes.to_vec();
            for m in &moves {
                if let Some(a) = after.get_mut(m.heap) {
                    *a -= m.take;
                }
            }
            steps.push(MooreStep::Move { moves, after });
        }
        steps
    }
}

/// A move typed as pairs "heap stones", e.g. `2 1, 3 2`.
pub const MOORE_MOVE: Field = Field::new("move", "Nước đi", "Move", "2 1, 3 2");

/// Reads a typed move: pairs "heap stones" (heaps numbered from 1), at most `k` distinct
/// heaps, each losing 1 to all of its stones.
pub fn parse_move(sizes: &[u64], k: u64, text: &str) -> Result<Vec<WinningMove>, InputError> {
    let tokens: Vec<&str> = list_tokens(text).take(2 * sizes.len() + 2).collect();
    if tokens.is_empty() {
        return Err(InputError::new(MOORE_MOVE, Problem::Empty));
    }
    if tokens.len() % 2 == 1 {
        return Err(InputError::custom(
            MOORE_MOVE,
            "gõ từng cặp: số thứ tự đống rồi số viên, ví dụ 2 1, 3 2.",
            "type pairs: a heap number, then how many stones, e.g. 2 1, 3 2.",
        ));
    }
    let n = sizes.len() as u64;
    let mut moves: Vec<WinningMove> = Vec::new();
    for pair in tokens.chunks(2) {
        let (Some(heap_text), Some(take_text)) = (pair.first(), pair.get(1)) else {
            continue;
        };
        let heap = RawInt::parse(heap_text).bounded(MOORE_MOVE, 1, n)?;
        // `1 <= heap <= n`, so it indexes the heaps.
        let index = (heap - 1) as usize;
        if moves.iter().any(|m| m.heap == index) {
            return Err(InputError::custom(
                MOORE_MOVE,
                format!("đống {heap} được gõ hai lần; mỗi đống chỉ ghi một lần."),
                format!("heap {heap} is given twice; name each heap once."),
            ));
        }
        let size = sizes.get(index).copied().unwrap_or(0);
        if size == 0 {
            return Err(InputError::custom(
                MOORE_MOVE,
                format!("đống {heap} đã hết sỏi."),
                format!("heap {heap} is empty."),
            ));
        }
        // The take is stones (0 is "not a move"); the heap number above is not.
        let take = RawInt::parse(take_text).bounded(MOORE_MOVE.taken(), 1, size)?;
        moves.push(WinningMove { heap: index, take });
    }
    if moves.len() as u64 > k {
        return Err(InputError::custom(
            MOORE_MOVE,
            format!("mỗi lượt chỉ được bốc ở tối đa k = {k} đống."),
            format!("a turn may take from at most k = {k} heaps."),
        ));
    }
    sorting::sort(&mut moves);
    Ok(moves)
}

/// The computer's move: a winning move when there is one (`true`), else one stone from the
/// largest heap (`false`), to last long; `None` when every heap is empty.
pub fn computer_move(sizes: &[u64], k: u64) -> Option<(Vec<WinningMove>, bool)> {
    let heaps = Heaps::new(sizes.to_vec())?;
    let game = Moore::new(heaps, k).ok()?;
    if let Some(moves) = game.winning_move() {
        return Some((moves, true));
    }
    let (heap, _) = sizes
        .iter()
        .enumerate()
        .filter(|(_, &a)| a > 0)
        .max_by_key(|(i, &a)| (a, std::cmp::Reverse(*i)))?;
    Some((vec![WinningMove { heap, take: 1 }], false))
}

/// What the construction of the winning move does at one column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildAction {
    /// The untouched heaps' 1s are already a multiple of `k + 1`.
    Nothing,
    /// These touched heaps get a 1 here (their other touched heaps a 0).
    SetOnes(Vec<usize>),
    /// These untouched heaps with a 1 here are lowered: the 1 becomes 0, and they join the
    /// touched heaps (every touched heap gets a 0 here).
    Lower(Vec<usize>),
}

/// One column of the construction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Build {
    pub bit: u32,
    /// The untouched heaps' 1s in this column, modulo `k + 1` (`t` in the lesson).
    pub residue: usize,
    /// How many heaps were touched before this column (`f` in the lesson).
    pub touched: usize,
    pub action: BuildAction,
    /// The new heap sizes so far: exact in this column and above; a touched heap's lower bits
    /// are still to be chosen.
    pub targets: Vec<u64>,
    /// The touched heaps after this column, in the order they were touched.
    pub free: Vec<usize>,
}

/// One step of the Moore widget's walk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MooreStep {
    /// Column `bit` has `ones` heaps with a 1; `residue = ones mod (k + 1)`.
    Column {
        bit: u32,
        ones: usize,
        residue: usize,
    },
    /// Every column is counted: lose exactly when every residue is 0.
    Verdict { outcome: Outcome },
    /// One column of the winning move's construction.
    Build(Build),
    /// The winning move, and the heaps after it.
    Move {
        moves: Vec<WinningMove>,
        after: Vec<u64>,
    },
}

impl MooreStep {
    pub fn code_point(&self) -> MooreCode {
        match self {
            MooreStep::Column { .. } => MooreCode::Residue,
            MooreStep::Verdict { .. } => MooreCode::Verdict,
            MooreStep::Build(b) => match b.action {
                BuildAction::Nothing => MooreCode::Nothing,
                BuildAction::SetOnes(_) => MooreCode::SetOnes,
                BuildAction::Lower(_) => MooreCode::Lower,
            },
            MooreStep::Move { .. } => MooreCode::Move,
        }
    }
}

/// The widget's largest `k`: a move never touches more heaps than the widget shows.
pub const MAX_WIDGET_K: u64 = MAX_WIDGET_HEAPS as u64;

/// Reads the widget's `k` field: 1 to [`MAX_WIDGET_K`], with 0 refused for its own reason.
pub fn parse_widget_k(text: &str) -> Result<u64, InputError> {
    read_k(parse_number(text, K, 0, MAX_WIDGET_K))
}

/// The number of heaps `n` in the judge input.
const HEAP_COUNT: Field = Field::new("n", "Số đống n", "Number of heaps n", "4");

/// Reads the Moore program's judge input, `n k` then the `n` heaps, within the widget's limits
/// (2 to 8 heaps of 0 to 1023 stones, `k` from 1 to 8).
pub fn read_input(text: &str) -> Result<(Heaps, u64), InputError> {
    let mut input = JudgeInput::new(text);
    let n = input.count(HEAP_COUNT, MIN_WIDGET_HEAPS, MAX_WIDGET_HEAPS)?;
    let k = read_k(input.number(K, 0, MAX_WIDGET_K))?;
    let sizes = (0..n)
        .map(|_| input.number(HEAPS, 0, MAX_WIDGET_HEAP))
        .collect::<Result<Vec<u64>, _>>()?;
    input.finish()?;
    let heaps = Heaps::new(sizes).ok_or(InputError::new(HEAPS, Problem::Empty))?;
    Ok((heaps, k))
}

/// The judge input of `heaps` and `k` (what [`read_input`] reads).
pub fn input(heaps: &Heaps, k: u64) -> String {
    format!(
        "{} {k}\n{}",
        heaps.sizes().len(),
        sizes_text(heaps.sizes(), " ")
    )
}

/// The heap sizes joined by `sep`.
pub fn sizes_text(sizes: &[u64], sep: &str) -> String {
    let list: Vec<String> = sizes.iter().map(u64::to_string).collect();
    list.join(sep)
}

/// The bit columns of the lesson's table for `sizes`: the bit length of the largest, at least 1.
pub fn width_of(sizes: &[u64]) -> u32 {
    sizes
        .iter()
        .map(|&a| bit_length(a))
        .max()
        .unwrap_or(0)
        .max(1)
}

/// Each bit column's count of 1s and its remainder modulo `k + 1`, from bit `width − 1` down to
/// bit 0: the last two rows of the lesson's table. The position is lost for the player to move
/// exactly when every remainder is 0 (Moore's theorem).
pub fn column_residues(sizes: &[u64], width: u32, k: u64) -> Vec<(usize, usize)> {
    let modulus = k.saturating_add(1);
    (0..width.min(u64::BITS))
        .rev()
        .map(|b| {
            let ones = sizes.iter().filter(|&&a| bit(a, b)).count();
            // The remainder is below `modulus`, and at most `ones`.
            (ones, (ones as u64 % modulus) as usize)
        })
        .collect()
}

/// A move of several heaps in words, heaps numbered from 1: "take 1 from heap 2 (2 → 1), and
/// at the same time take 2 from heap 3 (3 → 1)"; without the heaps before it, only the takes.
pub fn moves_words(moves: &[WinningMove], before: Option<&[u64]>, lang: Lang) -> String {
    let parts: Vec<String> = moves
        .iter()
        .map(|m| {
            let (take, heap) = (m.take, m.heap + 1);
            let change = match before.and_then(|sizes| sizes.get(m.heap)) {
                Some(&from) => format!(" ({from} → {})", from.saturating_sub(m.take)),
                None => String::new(),
            };
            lang.pick(
                format!("bốc {take} viên ở đống {heap}{change}"),
                format!("take {take} from heap {heap}{change}"),
            )
        })
        .collect();
    parts.join(lang.pick(", đồng thời ", ", and at the same time "))
}

fn heap_names(heaps: &[usize]) -> String {
    let names: Vec<String> = heaps.iter().map(|i| (i + 1).to_string()).collect();
    names.join(", ")
}

/// The Moore widget's walk on one position: [`Moore::steps`] over the bit columns of the largest
/// heap, with what each step says and the program's variables at it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MooreWalk {
    heaps: Heaps,
    /// `k` as given: the words say it; a `k` beyond the number of heaps plays as that number.
    k: u64,
    width: u32,
    steps: Vec<MooreStep>,
}

impl MooreWalk {
    /// The walk on `heaps`; `k` must be at least 1.
    pub fn new(heaps: Heaps, k: u64) -> Result<MooreWalk, InputError> {
        let width = width_of(heaps.sizes());
        let steps = Moore::new(heaps.clone(), k)?.steps(width);
        Ok(MooreWalk {
            heaps,
            k,
            width,
            steps,
        })
    }

    pub fn heaps(&self) -> &Heaps {
        &self.heaps
    }

    pub fn sizes(&self) -> &[u64] {
        self.heaps.sizes()
    }

    /// The judge input of the walk's position (see [`input`]).
    pub fn input(&self) -> String {
        input(&self.heaps, self.k)
    }

    pub fn k(&self) -> u64 {
        self.k
    }

    /// The bit columns, `width − 1` down to 0.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// `k + 1`, what each column's count of 1s is divided by.
    pub fn modulus(&self) -> u64 {
        self.k.saturating_add(1)
    }

    pub fn total(&self) -> usize {
        self.steps.len()
    }

    /// The first `position` steps (all of them past the end).
    pub fn done(&self, position: usize) -> &[MooreStep] {
        &self.steps[..position.min(self.steps.len())]
    }

    /// The step that led to `position` (none at 0).
    pub fn last(&self, position: usize) -> Option<&MooreStep> {
        self.steps.get(position.checked_sub(1)?)
    }

    /// The column (from 0, highest bit first) of bit `b`.
    pub fn column(&self, b: u32) -> usize {
        let top = self.width - 1;
        (top - b.min(top)) as usize
    }

    /// Column `column`'s count of 1s and remainder.
    pub fn residue(&self, column: usize) -> Option<(usize, usize)> {
        self.steps
            .iter()
            .filter_map(|s| match s {
                MooreStep::Column { ones, residue, .. } => Some((*ones, *residue)),
                _ => None,
            })
            .nth(column)
    }

    /// The winning move and the heaps after it (none in a P-position).
    pub fn winning_move(&self) -> Option<(&[WinningMove], &[u64])> {
        self.steps.iter().find_map(|s| match s {
            MooreStep::Move { moves, after } => Some((moves.as_slice(), after.as_slice())),
            _ => None,
        })
    }

    /// "bit 1, bit 0": the columns whose remainder is not 0.
    fn nonzero_columns(&self) -> String {
        let columns: Vec<String> = self
            .steps
            .iter()
            .filter_map(|s| match s {
                MooreStep::Column { bit, residue, .. } if *residue != 0 => {
                    Some(format!("bit {bit}"))
                }
                _ => None,
            })
            .collect();
        columns.join(", ")
    }

    /// What the step that led to `position` did, in one sentence (none at 0); heaps numbered
    /// from 1 as in the lesson.
    pub fn sentence(&self, position: usize, lang: Lang) -> Option<String> {
        let (m, k) = (self.modulus(), self.k);
        Some(match self.last(position)? {
            MooreStep::Column { bit, ones, residue } => {
                let tail = match residue {
                    0 => lang.pick("chia hết, cột này ổn", "a multiple, this column is fine"),
                    _ => lang.pick(
                        "khác 0, nên thế này là thắng cho người đi trước",
                        "not 0, so the player to move wins",
                    ),
                };
                lang.pick(
                    format!("Cột bit {bit}: có {ones} đống mang chữ số 1; {ones} mod {m} = {residue}, {tail}."),
                    format!("Column bit {bit}: {ones} heaps have a 1 here; {ones} mod {m} = {residue}, {tail}."),
                )
            }
            MooreStep::Verdict { outcome: Outcome::Lose } => lang.pick(
                format!("Mọi số dư bằng 0: người đi trước thua (P). Bốc ở tối đa {k} đống thì cột cao nhất bị đổi mất từ 1 đến {k} chữ số 1, không còn chia hết cho {m}."),
                format!("Every remainder is 0: the player to move loses (P). Taking from at most {k} heaps removes between 1 and {k} ones from the highest changed column, which then is no multiple of {m}."),
            ),
            MooreStep::Verdict { outcome: Outcome::Win } => {
                let columns = self.nonzero_columns();
                lang.pick(
                    format!("Có số dư khác 0 (cột {columns}): người đi trước thắng (N). Giờ dựng nước thắng, từ cột cao xuống."),
                    format!("Some remainder is not 0 (column {columns}): the player to move wins (N). Now build a winning move, from the highest column down."),
                )
            }
            MooreStep::Build(b) => {
                let (bit, t, f) = (b.bit, b.residue, b.touched);
                match &b.action {
                    BuildAction::Nothing => lang.pick(
                        format!("Cột bit {bit}: để 0 ở các đống đã hạ, số chữ số 1 đã chia hết cho {m}; không phải đổi gì."),
                        format!("Column bit {bit}: with 0 in the lowered heaps, the count of 1s is already a multiple of {m}; nothing changes."),
                    ),
                    BuildAction::SetOnes(set) => {
                        let (count, names) = (set.len(), heap_names(set));
                        lang.pick(
                            format!("Cột bit {bit}: số dư t = {t}, đã hạ f = {f} đống và t + f > k = {k}. Bật bit 1 ở {count} đống đã hạ (đống {names}), vì bit thấp của chúng được tự chọn: số chữ số 1 thành bội của {m}."),
                            format!("Column bit {bit}: remainder t = {t}, f = {f} heaps already lowered and t + f > k = {k}. Put a 1 in {count} lowered heaps (heap {names}), whose lower bits are free: the count becomes a multiple of {m}."),
                        )
                    }
                    BuildAction::Lower(joining) => {
                        let names = heap_names(joining);
                        lang.pick(
                            format!("Cột bit {bit}: số dư t = {t}, mới hạ f = {f} đống và t + f ≤ k = {k}. Hạ đống {names}: chữ số 1 ở cột này thành 0, các bit thấp hơn được tự chọn."),
                            format!("Column bit {bit}: remainder t = {t}, only f = {f} heaps lowered and t + f ≤ k = {k}. Lower heap {names}: its 1 here becomes 0 and its lower bits become free."),
                        )
                    }
                }
            }
            MooreStep::Move { moves, after } => {
                let (count, words) = (moves.len(), moves_words(moves, Some(self.sizes()), lang));
                let after = sizes_text(after, " ");
                lang.pick(
                    format!("Nước thắng ({count} đống ≤ k = {k}): {words}. Còn lại {after}: mọi số dư bằng 0."),
                    format!("Winning move ({count} heaps ≤ k = {k}): {words}. Left: {after}, every remainder is 0."),
                )
            }
        })
    }

    /// The program's variables after `position` steps, as the code panel lists them.
    pub fn variables(&self, position: usize) -> Vec<(&'static str, String)> {
        let list = |items: Vec<String>| format!("[{}]", items.join(", "));
        let mut vars = vec![
            ("n", self.sizes().len().to_string()),
            ("k", self.k.to_string()),
        ];
        match self.last(position) {
            None => {}
            Some(MooreStep::Column { bit, ones, residue }) => vars.extend([
                ("b", bit.to_string()),
                ("ones", ones.to_string()),
                ("r", residue.to_string()),
            ]),
            Some(MooreStep::Verdict { outcome }) => {
                vars.push(("lose", (*outcome == Outcome::Lose).to_string()))
            }
            Some(MooreStep::Build(b)) => vars.extend([
                ("b", b.bit.to_string()),
                ("r", b.residue.to_string()),
                (
                    "touched",
                    list(b.free.iter().map(usize::to_string).collect()),
                ),
                ("t", list(b.targets.iter().map(u64::to_string).collect())),
            ]),
            Some(MooreStep::Move { moves, .. }) => vars.push((
                "touched",
                list(moves.iter().map(|m| m.heap.to_string()).collect()),
            )),
        }
        vars
    }

    /// The verdict and the winning move in words, for the finished walk.
    pub fn summary(&self, lang: Lang) -> String {
        let m = self.modulus();
        match self.winning_move() {
            None => lang.pick(
                format!("Mọi cột đều có số chữ số 1 chia hết cho {m}: người đi trước thua (P)."),
                format!("Every column's count of 1s is a multiple of {m}: the player to move loses (P)."),
            ),
            Some((moves, after)) => {
                let columns = self.nonzero_columns();
                let words = moves_words(moves, Some(self.sizes()), lang);
                let after = sizes_text(after, " ");
                lang.pick(
                    format!("Số dư khác 0 ở cột {columns}: người đi trước thắng (N). Nước thắng: {words}. Sau đó các đống là {after} và mọi số dư bằng 0."),
                    format!("Nonzero remainder in column {columns}: the player to move wins (N). Winning move: {words}. Afterwards the heaps are {after} and every remainder is 0."),
                )
            }
        }
    }

    /// What `k` makes of the game: with `k = 1` it is Nim, and the remainders mod 2 are the XOR.
    pub fn k_note(&self, lang: Lang) -> String {
        let (k, m) = (self.k, self.modulus());
        if k == 1 {
            return lang
                .pick(
                    "k = 1: mỗi lượt chỉ được bốc ở một đống, đó chính là Nim thường. Số dư mod 2 của mỗi cột đúng là hàng XOR của định lý Bouton.",
                    "k = 1: each turn takes from one heap only, which is ordinary Nim. Each column's remainder mod 2 is exactly the XOR row of Bouton's theorem.",
                )
                .to_string();
        }
        lang.pick(
            format!("k = {k}: mỗi lượt bốc ở 1 đến {k} đống, nên ta đếm số chữ số 1 của mỗi cột theo modulo k + 1 = {m}. Với k = 1 ta có lại Nim thường."),
            format!("k = {k}: each turn takes from 1 to {k} heaps, so each column's count of 1s is taken modulo k + 1 = {m}. With k = 1 this is ordinary Nim again."),
        )
    }
}

/// Moore's Nim-k against the computer, for [`crate::play::Match`]: a position is the heaps, a
/// move takes stones from 1 to `k` different heaps, and the computer plays [`computer_move`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MooreRules {
    pub k: u64,
}

impl MooreRules {
    /// `k + 1`, what the computer divides each column's count of 1s by.
    pub fn modulus(&self) -> u64 {
        self.k.saturating_add(1)
    }
}

/// Why the computer chose its move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MooreReason {
    /// The remainders mod `k + 1` of the position it faced, highest bit first.
    pub residues: Vec<usize>,
    /// Some remainder was not 0 and the move makes them all 0; otherwise the computer is lost
    /// and takes one stone from the largest heap.
    pub winning: bool,
}

impl Rules for MooreRules {
    type Position = Vec<u64>;
    type Move = Vec<WinningMove>;
    type Reason = MooreReason;

    fn is_over(&self, heaps: &Vec<u64>) -> bool {
        heaps.iter().all(|&a| a == 0)
    }

    /// Legal: 1 to `k` different heaps, each losing 1 to all of its stones.
    fn play(&self, heaps: &Vec<u64>, moves: &Vec<WinningMove>) -> Result<Vec<u64>, InputError> {
        let illegal = || {
            InputError::custom(
                MOORE_MOVE,
                "nước đi này không hợp lệ.",
                "this move is not legal.",
            )
        };
        if moves.is_empty() || moves.len() as u64 > self.k {
            return Err(illegal());
        }
        let mut after = heaps.clone();
        for (i, m) in moves.iter().enumerate() {
            let twice = moves[..i].iter().any(|o| o.heap == m.heap);
            let size = after.get_mut(m.heap).ok_or_else(illegal)?;
            if twice || m.take == 0 || m.take > *size {
                return Err(illegal());
            }
            *size -= m.take;
        }
        Ok(after)
    }

    fn reply(&self, heaps: &Vec<u64>) -> Option<(Vec<WinningMove>, MooreReason)> {
        let (moves, winning) = computer_move(heaps, self.k)?;
        let residues = column_residues(heaps, width_of(heaps), self.k)
            .into_iter()
            .map(|(_, r)| r)
            .collect();
        Some((moves, MooreReason { residues, winning }))
    }

    fn read_move(&self, heaps: &Vec<u64>, text: &str) -> Result<Vec<WinningMove>, InputError> {
        parse_move(heaps, self.k, text)
    }

    fn legal_moves(&self, heaps: &Vec<u64>, cap: usize) -> Option<Vec<Vec<WinningMove>>> {
        let mut moves = Vec::new();
        let room = usize::try_from(self.k).unwrap_or(usize::MAX);
        extend_moves(heaps, 0, room, &mut Vec::new(), &mut moves, cap)?;
        Some(moves)
    }

    fn outcome(&self, heaps: &Vec<u64>) -> GraphOutcome {
        Heaps::new(heaps.clone())
            .and_then(|heaps| Moore::new(heaps, self.k).ok())
            .map_or(Outcome::Lose, |game| game.outcome())
            .into()
    }

    fn reason_for(&self, heaps: &Vec<u64>, mv: &Vec<WinningMove>) -> Option<MooreReason> {
        let winning = self.outcome(heaps) == GraphOutcome::Win;
        if winning && self.outcome(&self.play(heaps, mv).ok()?) != GraphOutcome::Lose {
            return None;
        }
        let residues = column_residues(heaps, width_of(heaps), self.k)
            .into_iter()
            .map(|(_, r)| r)
            .collect();
        Some(MooreReason { residues, winning })
    }

    fn canonical(&self, heaps: Vec<u64>) -> Vec<u64> {
        super::sorted_nonempty(heaps)
    }

    fn search_size(&self, heaps: &Vec<u64>) -> Option<SearchSize> {
        let nim = super::sorted_search_size(heaps)?;
        // A move lowers up to k heaps: at most (stones)^k of them from any position below.
        let k = u32::try_from(self.k).unwrap_or(u32::MAX);
        Some(SearchSize {
            positions: nim.positions,
            options_each: nim.options_each.saturating_pow(k),
        })
    }
}

/// Adds to `out` every move that lowers 1 to `room` heaps from index `from` on, each move
/// starting with `current`; `None` once there would be more than `cap`.
fn extend_moves(
    heaps: &[u64],
    from: usize,
    room: usize,
    current: &mut Vec<WinningMove>,
    out: &mut Vec<Vec<WinningMove>>,
    cap: usize,
) -> Option<()> {
    for (heap, &a) in heaps.iter().enumerate().skip(from) {
        for take in 1..=a {
            if out.len() >= cap {
                return None;
            }
            current.push(WinningMove { heap, take });
            out.push(current.clone());
            if room > 1 {
                extend_moves(heaps, heap + 1, room - 1, current, out, cap)?;
            }
            current.pop();
        }
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k_is_read_from_1_up() {
        use crate::input::parse_number;
        let reason = |text: &str| {
            read_k(parse_number(text, K, 0, MAX_K))
                .unwrap_err()
                .reason(crate::Lang::En)
        };
        assert_eq!(reason("-1"), "“-1” is negative; the smallest allowed is 1.");
        assert!(reason("0").starts_with("k must be at least 1"));
        assert_eq!(read_k(parse_number("2", K, 0, MAX_K)), Ok(2));
    }

    fn moore(sizes: &[u64], k: u64) -> Moore {
        Moore::new(Heaps::new(sizes.to_vec()).expect("valid"), k).expect("valid k")
    }

    #[test]
    fn k_equal_one_is_nim() {
        let game = moore(&[3, 4, 5], 1);
        assert_eq!(game.outcome(), Outcome::Win);
        assert_eq!(
            game.winning_move(),
            Some(vec![WinningMove { heap: 0, take: 2 }])
        );
        assert_eq!(moore(&[1, 2, 3], 1).winning_move(), None);
    }

    #[test]
    fn counts_modulo_k_plus_one() {
        // k = 2: three equal heaps are P (each bit count is 3 ≡ 0 mod 3).
        assert_eq!(moore(&[5, 5, 5], 2).outcome(), Outcome::Lose);
        assert_eq!(moore(&[5, 5], 2).outcome(), Outcome::Win);
        // Take both heaps at once.
        assert_eq!(
            moore(&[5, 5], 2).winning_move(),
            Some(vec![
                WinningMove { heap: 0, take: 5 },
                WinningMove { heap: 1, take: 5 }
            ])
        );
        // Any k beyond the number of heaps behaves as k = n: take everything.
        let all = moore(&[u64::MAX, 1 << 63], u64::MAX);
        assert_eq!(all.k(), 2);
        assert_eq!(
            all.winning_move(),
            Some(vec![
                WinningMove {
                    heap: 0,
                    take: u64::MAX
                },
                WinningMove {
                    heap: 1,
                    take: 1 << 63
                }
            ])
        );
        assert!(Moore::new(Heaps::new(vec![1]).expect("valid"), 0).is_err());
    }

    /// Every position reachable in one move of Nim-k.
    fn successors(sizes: &[u64], k: usize) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        // Each heap keeps a size from 0 to itself; at most k heaps change, at least one.
        let mut current = sizes.to_vec();
        fn walk(
            i: usize,
            changed: usize,
            k: usize,
            sizes: &[u64],
            cur: &mut Vec<u64>,
            out: &mut Vec<Vec<u64>>,
        ) {
            if i == sizes.len() {
                if changed > 0 {
                    out.push(cur.clone());
                }
                return;
            }
            walk(i + 1, changed, k, sizes, cur, out);
            if changed < k {
                for v in 0..sizes[i] {
                    cur[i] = v;
                    walk(i + 1, changed + 1, k, sizes, cur, out);
                }
                cur[i] = sizes[i];
            }
        }
        walk(0, 0, k, sizes, &mut current, &mut out);
        out
    }

    fn brute_lose(sizes: &[u64], k: usize) -> bool {
        thread_local! {
            static SEEN: std::cell::RefCell<std::collections::HashMap<(Vec<u64>, usize), bool>> =
                Default::default();
        }
        if let Some(known) = SEEN.with(|m| m.borrow().get(&(sizes.to_vec(), k)).copied()) {
            return known;
        }
        let lose = successors(sizes, k).iter().all(|next| !brute_lose(next, k));
        SEEN.with(|m| m.borrow_mut().insert((sizes.to_vec(), k), lose));
        lose
    }

    #[test]
    fn theorem_and_move_agree_with_brute_force() {
        for k in 1..=3u64 {
            for a in 0..6u64 {
                for b in 0..6u64 {
                    for c in 0..5u64 {
                        let sizes = [a, b, c];
                        let game = moore(&sizes, k);
                        let lose = brute_lose(&sizes, k as usize);
                        assert_eq!(game.outcome() == Outcome::Lose, lose, "{sizes:?} k={k}");
                        let steps = game.steps(3);
                        match game.winning_move() {
                            None => assert!(lose),
                            Some(moves) => {
                                assert!(!moves.is_empty() && moves.len() <= k as usize);
                                let mut after = sizes.to_vec();
                                for m in &moves {
                                    after[m.heap] -= m.take;
                                }
                                assert!(brute_lose(&after, k as usize), "{sizes:?} k={k}");
                                assert_eq!(
                                    steps.last(),
                                    Some(&MooreStep::Move { moves, after }),
                                    "the walk ends on the same move"
                                );
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn walk_of_the_lesson_position() {
        // 3 5 6 7 with k = 2: columns 4: 011+101+110+111 → bit 2: 3 ones, bit 1: 3, bit 0: 3.
        let game = moore(&[3, 5, 6, 7], 2);
        let steps = game.steps(3);
        assert_eq!(
            steps[..3],
            [
                MooreStep::Column {
                    bit: 2,
                    ones: 3,
                    residue: 0
                },
                MooreStep::Column {
                    bit: 1,
                    ones: 3,
                    residue: 0
                },
                MooreStep::Column {
                    bit: 0,
                    ones: 3,
                    residue: 0
                },
            ]
        );
        assert_eq!(
            steps[3],
            MooreStep::Verdict {
                outcome: Outcome::Lose
            }
        );
        assert_eq!(steps.len(), 4);
        // 1 2 3 with k = 2: bit 1 has 2 ones, bit 0 has 2 ones: residues 2, 2: N.
        let game = moore(&[1, 2, 3], 2);
        let steps = game.steps(2);
        assert_eq!(
            steps[0],
            MooreStep::Column {
                bit: 1,
                ones: 2,
                residue: 2
            }
        );
        assert_eq!(
            steps[1],
            MooreStep::Column {
                bit: 0,
                ones: 2,
                residue: 2
            }
        );
        // Bit 1: no touched heap, r = 2: heaps 2 and 3 (indices 1, 2) lose their bit 1.
        match &steps[3] {
            MooreStep::Build(b) => {
                assert_eq!(b.action, BuildAction::Lower(vec![1, 2]));
                assert_eq!(b.targets, vec![1, 0, 1]);
            }
            other => panic!("{other:?}"),
        }
        // Bit 0: untouched heap 1 has a 1, r = 1; two touched heaps take a 1 → 1, 1, 1.
        match &steps[4] {
            MooreStep::Build(b) => {
                assert_eq!((b.residue, b.touched), (1, 2));
                assert_eq!(b.action, BuildAction::SetOnes(vec![1, 2]));
                assert_eq!(b.targets, vec![1, 1, 1]);
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            steps[5],
            MooreStep::Move {
                moves: vec![
                    WinningMove { heap: 1, take: 1 },
                    WinningMove { heap: 2, take: 2 }
                ],
                after: vec![1, 1, 1]
            }
        );
    }

    #[test]
    fn typed_moves_and_the_computer() {
        let sizes = [1, 2, 3];
        assert_eq!(
            parse_move(&sizes, 2, "3 2, 2 1"),
            Ok(vec![
                WinningMove { heap: 1, take: 1 },
                WinningMove { heap: 2, take: 2 }
            ])
        );
        assert!(
            parse_move(&sizes, 1, "3 2, 2 1").is_err(),
            "more than k heaps"
        );
        assert!(parse_move(&sizes, 2, "2 1, 2 1").is_err(), "a heap twice");
        assert!(parse_move(&sizes, 2, "2").is_err());
        assert!(parse_move(&sizes, 2, "4 1").is_err());
        assert!(parse_move(&sizes, 2, "1 2").is_err());
        assert!(parse_move(&sizes, 2, "").is_err());
        assert!(parse_move(&[0, 2], 2, "1 1").is_err());
        assert_eq!(
            computer_move(&sizes, 2),
            Some((
                vec![
                    WinningMove { heap: 1, take: 1 },
                    WinningMove { heap: 2, take: 2 }
                ],
                true
            ))
        );
        assert_eq!(
            computer_move(&[1, 1, 1], 2),
            Some((vec![WinningMove { heap: 0, take: 1 }], false))
        );
        assert_eq!(computer_move(&[0, 0], 2), None);
    }

    #[test]
    fn the_judge_input_reads_back_what_it_writes() {
        let heaps = Heaps::new(vec![3, 5, 6, 7]).expect("valid");
        assert_eq!(input(&heaps, 2), "4 2\n3 5 6 7");
        assert_eq!(read_input("4 2\n3 5 6 7"), Ok((heaps, 2)));
        let reason = |text: &str| read_input(text).unwrap_err().message(Lang::Vi);
        assert_eq!(
            reason("3 0\n3 4 5"),
            "Số đống tối đa k: k phải ít nhất là 1: mỗi nước đi bốc ở ít nhất một đống."
        );
        assert!(reason("3 9\n3 4 5").contains("“9” quá lớn; lớn nhất là 8."));
        assert!(
            reason("1 2\n3").starts_with("Số đống n"),
            "one heap is too few"
        );
        assert!(read_input("2 1\n3 1024").is_err());
        assert!(read_input("2 1\n3 4 9").is_err(), "a number left over");
        assert_eq!(parse_widget_k("8"), Ok(8));
        assert!(parse_widget_k("9").is_err());
        assert_eq!(
            parse_widget_k("-1").unwrap_err().reason(Lang::En),
            "“-1” is negative; the smallest allowed is 1."
        );
    }

    #[test]
    fn column_residues_are_the_last_rows_of_the_table() {
        assert_eq!(column_residues(&[1, 2, 3], 2, 2), vec![(2, 2), (2, 2)]);
        // After the winning move 1 2 3 → 1 1 1, over the same two columns: all 0.
        assert_eq!(column_residues(&[1, 1, 1], 2, 2), vec![(0, 0), (3, 0)]);
        // k = 1: the remainders are the XOR row.
        assert_eq!(
            column_residues(&[3, 4, 5], 3, 1),
            vec![(2, 0), (1, 1), (2, 0)]
        );
        assert_eq!(column_residues(&[u64::MAX], 64, u64::MAX).len(), 64);
    }

    fn walk(sizes: &[u64], k: u64) -> MooreWalk {
        MooreWalk::new(Heaps::new(sizes.to_vec()).expect("valid"), k).expect("valid k")
    }

    #[test]
    fn the_walk_says_each_step() {
        let w = walk(&[1, 2, 3], 2);
        assert_eq!((w.total(), w.width(), w.modulus()), (6, 2, 3));
        assert_eq!(w.sentence(0, Lang::Vi), None);
        let said = |p: usize| w.sentence(p, Lang::Vi).expect("a step");
        assert_eq!(said(1), "Cột bit 1: có 2 đống mang chữ số 1; 2 mod 3 = 2, khác 0, nên thế này là thắng cho người đi trước.");
        assert_eq!(said(3), "Có số dư khác 0 (cột bit 1, bit 0): người đi trước thắng (N). Giờ dựng nước thắng, từ cột cao xuống.");
        assert_eq!(said(4), "Cột bit 1: số dư t = 2, mới hạ f = 0 đống và t + f ≤ k = 2. Hạ đống 2, 3: chữ số 1 ở cột này thành 0, các bit thấp hơn được tự chọn.");
        assert_eq!(said(5), "Cột bit 0: số dư t = 1, đã hạ f = 2 đống và t + f > k = 2. Bật bit 1 ở 2 đống đã hạ (đống 2, 3), vì bit thấp của chúng được tự chọn: số chữ số 1 thành bội của 3.");
        assert_eq!(said(6), "Nước thắng (2 đống ≤ k = 2): bốc 1 viên ở đống 2 (2 → 1), đồng thời bốc 2 viên ở đống 3 (3 → 1). Còn lại 1 1 1: mọi số dư bằng 0.");
        assert_eq!(
            w.sentence(3, Lang::En).expect("a step"),
            "Some remainder is not 0 (column bit 1, bit 0): the player to move wins (N). Now build a winning move, from the highest column down."
        );
        assert_eq!(
            w.variables(0),
            vec![("n", "3".to_string()), ("k", "2".to_string())]
        );
        assert_eq!(
            w.variables(4),
            vec![
                ("n", "3".to_string()),
                ("k", "2".to_string()),
                ("b", "1".to_string()),
                ("r", "2".to_string()),
                ("touched", "[1, 2]".to_string()),
                ("t", "[1, 0, 1]".to_string()),
            ]
        );
        assert_eq!(w.residue(0), Some((2, 2)));
        assert_eq!(w.residue(2), None);
        assert_eq!((w.column(1), w.column(0)), (0, 1));
        assert_eq!(
            w.winning_move().map(|(_, after)| after),
            Some(&[1, 1, 1][..])
        );
        assert!(w.summary(Lang::En).starts_with(
            "Nonzero remainder in column bit 1, bit 0: the player to move wins (N). Winning move: take 1 from heap 2 (2 → 1), and at the same time take 2 from heap 3 (3 → 1)."
        ));
        let lost = walk(&[3, 5, 6, 7], 2);
        assert_eq!(
            lost.summary(Lang::Vi),
            "Mọi cột đều có số chữ số 1 chia hết cho 3: người đi trước thua (P)."
        );
        assert_eq!(lost.winning_move(), None);
        assert!(walk(&[3, 4, 5], 1)
            .k_note(Lang::Vi)
            .starts_with("k = 1: mỗi lượt chỉ được bốc ở một đống, đó chính là Nim thường."));
    }

    #[test]
    fn a_match_of_moore_nim() {
        use crate::play::{Match, Side};
        let rules = MooreRules { k: 2 };
        let mut game = Match::new(rules, vec![1, 2, 3], Side::Learner);
        let mv = |pairs: &[(usize, u64)]| -> Vec<WinningMove> {
            pairs
                .iter()
                .map(|&(heap, take)| WinningMove { heap, take })
                .collect()
        };
        for illegal in [
            mv(&[]),
            mv(&[(0, 1), (1, 1), (2, 1)]),
            mv(&[(1, 1), (1, 1)]),
            mv(&[(0, 2)]),
            mv(&[(5, 1)]),
            mv(&[(0, 0)]),
        ] {
            assert!(game.play(illegal.clone()).is_err(), "{illegal:?}");
        }
        assert!(
            game.play_typed("1 1, 2 1, 3 1").is_err(),
            "more than k heaps"
        );
        assert!(game.turns().is_empty());
        // The winning move: 1 2 3 → 1 1 1; the computer is lost and takes one stone.
        game.play_typed("2 1, 3 2").expect("legal");
        let reply = game.last_reply().expect("the computer answered");
        assert_eq!(reply.mv, mv(&[(0, 1)]));
        assert_eq!(
            reply.reason,
            Some(MooreReason {
                residues: vec![0],
                winning: false
            })
        );
        assert_eq!(game.position(), &vec![0, 1, 1]);
        game.play(mv(&[(1, 1), (2, 1)])).expect("legal");
        assert_eq!(game.winner(), Some(Side::Learner));
        // The computer starts from the won 1 2 3 and says why with the remainders.
        let opened = Match::new(rules, vec![1, 2, 3], Side::Computer);
        let first = &opened.turns()[0];
        assert_eq!(first.mv, mv(&[(1, 1), (2, 2)]));
        assert_eq!(
            first.reason,
            Some(MooreReason {
                residues: vec![2, 2],
                winning: true
            })
        );
        assert_eq!(opened.position(), &vec![1, 1, 1]);
    }
}
