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

use super::moore_program::MooreCode;
use super::{bit, Heaps, WinningMove};
use crate::input::{list_tokens, Field, InputError, Problem, RawInt};
use crate::outcome::Outcome;

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
        free.sort_unstable();
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
    moves.sort_unstable();
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
}
