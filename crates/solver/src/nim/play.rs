//! What the Nim widget needs besides the trace: its input limits, a game against the computer
//! (moves typed as "heap stones", the computer's answer and its reason, undo), and Yaglom's
//! table Ia of losing triples written in binary (seed 003).
//!
//! The computer's theorem is Bouton's ([`analyze`]): it never lets a won position slip. The
//! shared match ([`crate::play::Match`]) picks, among the moves the theorem allows, the fastest
//! win, and in a lost position the move that keeps the game going longest (remoteness).

use super::{analyze, bit, bit_length, Heaps, Rule, Shape, WinningMove, HEAPS};
use crate::input::{list_tokens, Field, InputError, Problem, RawInt};
use crate::lang::Lang;
use crate::outcome::{GraphOutcome, Outcome};
use crate::remoteness::SearchSize;

/// The widget shows 2 to 8 heaps.
pub const MIN_WIDGET_HEAPS: usize = 2;
pub const MAX_WIDGET_HEAPS: usize = 8;
/// The largest heap the widget draws: ten bit columns.
pub const MAX_WIDGET_HEAP: u64 = 1023;

/// A move typed as "heap stones", e.g. `1 2`.
pub const MOVE: Field = Field::new("move", "Nước đi", "Move", "1 2");

/// Reads the widget's heaps: 2 to 8 of them, each from 0 to 1023.
pub fn parse_widget_heaps(text: &str) -> Result<Heaps, InputError> {
    let raw: Vec<RawInt> = list_tokens(text)
        .take(MAX_WIDGET_HEAPS + 1)
        .map(RawInt::parse)
        .collect();
    widget_heaps(&raw)
}

/// The number of heaps `n` in the judge input.
const HEAP_COUNT: Field = Field::new("n", "Số đống n", "Number of heaps n", "3");

/// Reads the Nim program's judge input, `n` then the `n` heaps, within the widget's limits.
pub fn read_heaps_input(text: &str) -> Result<Heaps, InputError> {
    let mut input = crate::input::JudgeInput::new(text);
    let n = input.count(HEAP_COUNT, MIN_WIDGET_HEAPS, MAX_WIDGET_HEAPS)?;
    let sizes = (0..n)
        .map(|_| input.number(HEAPS, 0, MAX_WIDGET_HEAP))
        .collect::<Result<Vec<u64>, _>>()?;
    input.finish()?;
    Heaps::new(sizes).ok_or(InputError::new(HEAPS, Problem::Empty))
}

/// The Nim program's judge input for `heaps` (what [`read_heaps_input`] reads).
pub fn heaps_input(heaps: &Heaps) -> String {
    let list: Vec<String> = heaps.sizes().iter().map(u64::to_string).collect();
    format!("{}\n{}", list.len(), list.join(" "))
}

/// Checks heaps given one by one against the widget's limits.
pub fn widget_heaps(raw: &[RawInt]) -> Result<Heaps, InputError> {
    if raw.is_empty() {
        return Err(InputError::new(HEAPS, Problem::Empty));
    }
    let sizes = raw
        .iter()
        .map(|value| value.bounded(HEAPS, 0, MAX_WIDGET_HEAP))
        .collect::<Result<Vec<u64>, InputError>>()?;
    if sizes.len() < MIN_WIDGET_HEAPS {
        return Err(InputError::new(
            HEAPS,
            Problem::TooFew {
                min: MIN_WIDGET_HEAPS,
            },
        ));
    }
    if sizes.len() > MAX_WIDGET_HEAPS {
        return Err(InputError::new(
            HEAPS,
            Problem::TooMany {
                max: MAX_WIDGET_HEAPS,
            },
        ));
    }
    Heaps::new(sizes).ok_or(InputError::new(HEAPS, Problem::Empty))
}

pub use crate::play::Side;

/// Nim (normal or misère) against the computer, for [`crate::play::Match`]: a position is the
/// heaps, a move takes stones from one heap, and the computer plays [`computer_move`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NimRules {
    pub rule: Rule,
}

impl crate::rules::Rules for NimRules {
    type Position = Vec<u64>;
    type Move = WinningMove;
    type Reason = Reason;

    fn is_over(&self, heaps: &Vec<u64>) -> bool {
        heaps.iter().all(|&a| a == 0)
    }

    fn play(&self, heaps: &Vec<u64>, mv: &WinningMove) -> Result<Vec<u64>, InputError> {
        let size = heaps.get(mv.heap).copied().unwrap_or(0);
        if mv.take == 0 || mv.take > size {
            return Err(InputError::custom(
                MOVE,
                "nước đi này không hợp lệ.",
                "this move is not legal.",
            ));
        }
        let mut after = heaps.clone();
        after[mv.heap] = size - mv.take;
        Ok(after)
    }

    fn reply(&self, heaps: &Vec<u64>) -> Option<(WinningMove, Reason)> {
        computer_move(heaps, self.rule).map(|choice| (choice.mv, choice.reason))
    }

    fn read_move(&self, heaps: &Vec<u64>, text: &str) -> Result<WinningMove, InputError> {
        read_move(heaps, text)
    }

    fn last_move_wins(&self) -> bool {
        self.rule == Rule::Normal
    }

    fn legal_moves(&self, heaps: &Vec<u64>, cap: usize) -> Option<Vec<WinningMove>> {
        let mut moves = Vec::new();
        for (heap, &a) in heaps.iter().enumerate() {
            if usize::try_from(a).ok()?.checked_add(moves.len())? > cap {
                return None;
            }
            moves.extend((1..=a).map(|take| WinningMove { heap, take }));
        }
        Some(moves)
    }

    fn outcome(&self, heaps: &Vec<u64>) -> GraphOutcome {
        Shape::of(heaps).outcome(self.rule).into()
    }

    fn reason_for(&self, heaps: &Vec<u64>, mv: &WinningMove) -> Option<Reason> {
        reason(heaps, self.rule, *mv)
    }

    fn canonical(&self, heaps: Vec<u64>) -> Vec<u64> {
        super::sorted_nonempty(heaps)
    }

    fn search_size(&self, heaps: &Vec<u64>) -> Option<SearchSize> {
        super::sorted_search_size(heaps)
    }
}

/// Why the computer chose its move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// `X ≠ 0`: heap `heap` carries bit `bit` (the highest of `X`) and goes to `from ⊕ X`.
    Xor {
        nim_sum: u64,
        bit: u32,
        heap: usize,
        from: u64,
        to: u64,
    },
    /// Misère with at most one heap above 1: leave an odd number of single stones.
    MisereOnes { ones_left: usize },
    /// The position is lost (`X = 0`, or its misère twin): the move that lasts longest, hoping
    /// for a slip.
    Lost { nim_sum: u64 },
}

/// A move the computer chose, with its reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub mv: WinningMove,
    pub reason: Reason,
}

/// The computer's move in `heaps` under `rule`; `None` when every heap is empty.
pub fn computer_move(heaps: &[u64], rule: Rule) -> Option<Choice> {
    let position = Heaps::new(heaps.to_vec())?;
    let verdict = analyze(&position, rule);
    // No winning move: take one stone from the largest heap (the first of the largest).
    let mv = match verdict.winning_moves.first() {
        Some(&mv) => mv,
        None => {
            let (heap, _) = heaps.iter().enumerate().filter(|&(_, &a)| a > 0).fold(
                None,
                |best: Option<(usize, u64)>, (i, &a)| match best {
                    Some((_, b)) if b >= a => best,
                    _ => Some((i, a)),
                },
            )?;
            WinningMove { heap, take: 1 }
        }
    };
    let reason = reason(heaps, rule, mv)?;
    Some(Choice { mv, reason })
}

/// Why the computer plays `mv` in `heaps`: a move to a P-position (by the XOR, or misère's
/// single stones), or any move from a lost position; `None` for a move that throws a win away.
pub fn reason(heaps: &[u64], rule: Rule, mv: WinningMove) -> Option<Reason> {
    let shape = Shape::of(heaps);
    let x = shape.nim_sum;
    let from = *heaps.get(mv.heap)?;
    let to = from.checked_sub(mv.take)?;
    if shape.outcome(rule) == Outcome::Lose {
        return Some(Reason::Lost { nim_sum: x });
    }
    if shape.after(from, to).outcome(rule) != Outcome::Lose {
        return None;
    }
    if x != 0 && to == from ^ x {
        return Some(Reason::Xor {
            nim_sum: x,
            bit: bit_length(x).saturating_sub(1),
            heap: mv.heap,
            from,
            to,
        });
    }
    let ones_left = heaps
        .iter()
        .enumerate()
        .filter(|&(i, &a)| if i == mv.heap { to == 1 } else { a == 1 })
        .count();
    Some(Reason::MisereOnes { ones_left })
}

/// Reads a typed move "heap stones" (heap numbered from 1) against `heaps`.
pub fn read_move(heaps: &[u64], text: &str) -> Result<WinningMove, InputError> {
    let mut tokens = list_tokens(text);
    let (Some(heap_text), count_text, extra) = (tokens.next(), tokens.next(), tokens.next()) else {
        return Err(InputError::new(MOVE, Problem::Empty));
    };
    let n = heaps.len() as u64;
    let heap = match RawInt::parse(heap_text) {
        RawInt::Value(v) if v < 1 || v > i128::from(n) => {
            return Err(InputError::custom(
                MOVE,
                format!(
                    "không có đống {}; các đống được đánh số từ 1 đến {n}.",
                    crate::input::quote(heap_text)
                ),
                format!(
                    "there is no heap {}; the heaps are numbered 1 to {n}.",
                    crate::input::quote(heap_text)
                ),
            ))
        }
        raw => raw.bounded(MOVE, 1, n)?,
    };
    let Some(count_text) = count_text else {
        return Err(InputError::custom(
            MOVE,
            "thiếu số viên: gõ số thứ tự đống rồi số viên muốn bốc, ví dụ 1 2.",
            "the number of stones is missing: type the heap number, then how many to take, e.g. 1 2.",
        ));
    };
    if extra.is_some() {
        return Err(InputError::custom(
            MOVE,
            "chỉ gõ hai số: số thứ tự đống rồi số viên muốn bốc, ví dụ 1 2.",
            "type just two numbers: the heap number, then how many to take, e.g. 1 2.",
        ));
    }
    // `1 <= heap <= n`, so it indexes the heaps.
    let index = (heap - 1) as usize;
    let size = heaps.get(index).copied().unwrap_or(0);
    if size == 0 {
        return Err(InputError::custom(
            MOVE,
            format!("đống {heap} đã hết sỏi; hãy chọn một đống khác."),
            format!("heap {heap} is empty; choose another heap."),
        ));
    }
    let take = match RawInt::parse(count_text) {
        RawInt::Value(v) if v > i128::from(size) => {
            return Err(InputError::custom(
                MOVE,
                format!("đống {heap} chỉ còn {size} viên; hãy bốc từ 1 đến {size} viên."),
                format!("heap {heap} has only {size} stones; take from 1 to {size}."),
            ))
        }
        // The take is stones taken (0 is "not a move"); the heap number above is not.
        raw => raw.bounded(MOVE.taken(), 1, size)?,
    };
    Ok(WinningMove { heap: index, take })
}

/// One move played in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub by: Side,
    pub mv: WinningMove,
    /// The heaps just before the move.
    pub before: Vec<u64>,
    /// The computer's reason (none for the learner's moves).
    pub reason: Option<Reason>,
}

/// A game of Nim between the learner and the computer, with its history for undo.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Vec<u64>,
    rule: Rule,
    first: Side,
    history: Vec<Played>,
    heaps: Vec<u64>,
}

impl Game {
    pub fn new(heaps: &Heaps, rule: Rule, first: Side) -> Game {
        Game {
            start: heaps.sizes().to_vec(),
            rule,
            first,
            history: Vec::new(),
            heaps: heaps.sizes().to_vec(),
        }
    }

    pub fn heaps(&self) -> &[u64] {
        &self.heaps
    }

    pub fn start(&self) -> &[u64] {
        &self.start
    }

    pub fn rule(&self) -> Rule {
        self.rule
    }

    pub fn first(&self) -> Side {
        self.first
    }

    pub fn history(&self) -> &[Played] {
        &self.history
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Side {
        if self.history.len() % 2 == 0 {
            self.first
        } else {
            self.first.other()
        }
    }

    pub fn is_over(&self) -> bool {
        self.heaps.iter().all(|&a| a == 0)
    }

    /// The side that took the last stone, once the game is over.
    pub fn last_taker(&self) -> Option<Side> {
        if !self.is_over() {
            return None;
        }
        self.history.last().map(|p| p.by)
    }

    /// The winner, once the game is over: the last taker in normal play, the other in misère.
    /// A game that starts with every heap empty is lost by the player to move (normal) or won
    /// by them (misère: the opponent is taken to have taken the last stone).
    pub fn winner(&self) -> Option<Side> {
        if !self.is_over() {
            return None;
        }
        let taker = self.history.last().map_or(self.to_move().other(), |p| p.by);
        Some(match self.rule {
            Rule::Normal => taker,
            Rule::Misere => taker.other(),
        })
    }

    /// Whether the player to move wins with perfect play.
    pub fn outcome(&self) -> Outcome {
        match Heaps::new(self.heaps.clone()) {
            Some(h) => analyze(&h, self.rule).outcome,
            None => Outcome::Lose,
        }
    }

    /// Reads a typed move "heap stones" (heap numbered from 1) against the current heaps.
    pub fn parse_move(&self, text: &str) -> Result<WinningMove, InputError> {
        read_move(&self.heaps, text)
    }

    /// Plays `mv` for the side to move; refuses a move that is not legal.
    pub fn play(&mut self, mv: WinningMove, reason: Option<Reason>) -> Result<(), InputError> {
        let size = self.heaps.get(mv.heap).copied().unwrap_or(0);
        if mv.take == 0 || mv.take > size {
            return Err(InputError::custom(
                MOVE,
                "nước đi này không hợp lệ.",
                "this move is not legal.",
            ));
        }
        let before = self.heaps.clone();
        if let Some(slot) = self.heaps.get_mut(mv.heap) {
            *slot = size - mv.take;
        }
        self.history.push(Played {
            by: self.to_move(),
            mv,
            before,
            reason,
        });
        Ok(())
    }

    /// Lets the computer play, if it is its turn and a stone is left.
    pub fn computer_plays(&mut self) -> Option<Choice> {
        if self.to_move() != Side::Computer || self.is_over() {
            return None;
        }
        let choice = computer_move(&self.heaps, self.rule)?;
        self.play(choice.mv, Some(choice.reason.clone())).ok()?;
        Some(choice)
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Played> {
        let last = self.history.pop()?;
        self.heaps = last.before.clone();
        Some(last)
    }
}

/// Yaglom's table Ia as printed in seed 003 (read back from binary), column by column. It
/// lists the losing triples by `c`, then by `b`, but skips `(3, 5, 6)`, which is losing too
/// (`011 ⊕ 101 = 110`): the widget shows the complete list and marks that one.
pub const TABLE_IA: [[u64; 3]; 15] = [
    [0, 1, 1],
    [0, 2, 2],
    [1, 2, 3],
    [0, 3, 3],
    [0, 4, 4],
    [1, 4, 5],
    [0, 5, 5],
    [2, 4, 6],
    [0, 6, 6],
    [3, 4, 7],
    [2, 5, 7],
    [1, 6, 7],
    [0, 7, 7],
    [0, 8, 8],
    [1, 8, 9],
];

/// One column of Yaglom's table Ia: a losing triple `a ≤ b ≤ c` (so `c = a ⊕ b`) and, for each
/// binary digit place from the highest down, how many of `a`, `b`, `c` have a 1 there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LosingTriple {
    pub triple: [u64; 3],
    /// Digit places, the bit length of `c`.
    pub width: u32,
    /// The sum of the digits in each place, from the highest place down (always 0 or 2).
    pub place_sums: Vec<u8>,
    /// Whether the printed table Ia has this triple.
    pub printed: bool,
}

/// The first `count` losing triples of three-heap Nim in the order of Yaglom's table Ia: every
/// `a ≤ b ≤ c` with `c ≥ 1` and `a ⊕ b ⊕ c = 0`, by `c`, then by `b`.
pub fn yaglom_table(count: usize) -> Vec<LosingTriple> {
    let mut out = Vec::new();
    let mut c: u64 = 1;
    while out.len() < count && c < (1 << 20) {
        for b in (c.div_ceil(2))..=c {
            let a = b ^ c;
            if a <= b && out.len() < count {
                let width = bit_length(c);
                let place_sums = (0..width)
                    .rev()
                    .map(|p| [a, b, c].iter().filter(|&&v| bit(v, p)).count() as u8)
                    .collect();
                out.push(LosingTriple {
                    triple: [a, b, c],
                    width,
                    place_sums,
                    printed: TABLE_IA.contains(&[a, b, c]),
                });
            }
        }
        c += 1;
    }
    out
}

/// "take 2 from heap 1" (heaps numbered from 1).
pub fn move_words(mv: WinningMove, lang: Lang) -> String {
    let (take, heap) = (mv.take, mv.heap + 1);
    lang.pick(
        format!("bốc {take} viên ở đống {heap}"),
        format!("take {take} from heap {heap}"),
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_heaps_input_reads_back_what_it_writes() {
        let heaps = Heaps::new(vec![3, 4, 5]).unwrap();
        assert_eq!(heaps_input(&heaps), "3\n3 4 5");
        assert_eq!(read_heaps_input("3\n3 4 5"), Ok(heaps));
        assert!(read_heaps_input("1\n3").is_err(), "one heap is too few");
        assert!(read_heaps_input("2\n3 1024").is_err());
        assert!(read_heaps_input("2\n3 4 9").is_err(), "a number left over");
    }

    use super::*;

    fn heaps(sizes: &[u64]) -> Heaps {
        Heaps::new(sizes.to_vec()).expect("valid heaps")
    }

    #[test]
    fn widget_limits() {
        assert_eq!(
            parse_widget_heaps("3, 4, 5").map(|h| h.sizes().to_vec()),
            Ok(vec![3, 4, 5])
        );
        let problem = |t: &str| parse_widget_heaps(t).unwrap_err().problem;
        assert_eq!(problem("7"), Problem::TooFew { min: 2 });
        assert_eq!(problem("1 2 3 4 5 6 7 8 9"), Problem::TooMany { max: 8 });
        assert_eq!(problem(""), Problem::Empty);
        assert!(matches!(
            problem("3 1024"),
            Problem::TooLarge { max: 1023, .. }
        ));
        assert!(matches!(problem("3 x"), Problem::NotInteger(_)));
        assert!(matches!(problem("3 -1"), Problem::Negative { .. }));
    }

    #[test]
    fn yaglom_table_ia_as_printed() {
        // The first 16 by the rule are the printed 15 and the skipped (3, 5, 6).
        let table = yaglom_table(16);
        let printed: Vec<[u64; 3]> = table
            .iter()
            .filter(|t| t.printed)
            .map(|t| t.triple)
            .collect();
        assert_eq!(printed, TABLE_IA.to_vec());
        let skipped: Vec<[u64; 3]> = table
            .iter()
            .filter(|t| !t.printed)
            .map(|t| t.triple)
            .collect();
        assert_eq!(skipped, vec![[3, 5, 6]]);
        assert_eq!(table[7].place_sums, vec![2, 2, 0]);
        for t in &table {
            assert!(t.place_sums.iter().all(|&s| s == 0 || s == 2));
            assert_eq!(t.place_sums.len() as u32, t.width);
        }
    }

    #[test]
    fn typed_moves() {
        let game = Game::new(&heaps(&[3, 4, 5]), Rule::Normal, Side::Learner);
        assert_eq!(game.parse_move("1 2"), Ok(WinningMove { heap: 0, take: 2 }));
        let reason = |t: &str, lang| game.parse_move(t).unwrap_err().reason(lang);
        assert_eq!(
            reason("9 1", crate::Lang::Vi),
            "không có đống 9; các đống được đánh số từ 1 đến 3."
        );
        assert_eq!(reason("x", crate::Lang::En), "“x” is not a whole number.");
        assert_eq!(
            reason("1 99", crate::Lang::En),
            "heap 1 has only 3 stones; take from 1 to 3."
        );
        assert_eq!(
            reason("1 0", crate::Lang::En),
            "0 is not a move: every move takes at least 1 stone."
        );
        assert!(reason("1", crate::Lang::Vi).starts_with("thiếu số viên"));
        assert!(reason("1 2 3", crate::Lang::Vi).starts_with("chỉ gõ hai số"));
        assert_eq!(game.parse_move("").unwrap_err().problem, Problem::Empty);
        let mut empty = Game::new(&heaps(&[0, 4]), Rule::Normal, Side::Learner);
        assert!(reason_of(&empty, "1 1").starts_with("heap 1 is empty"));
        assert!(empty.play(WinningMove { heap: 0, take: 1 }, None).is_err());
    }

    fn reason_of(game: &Game, text: &str) -> String {
        game.parse_move(text).unwrap_err().reason(crate::Lang::En)
    }

    /// The learner follows Bouton's rule by hand (XOR of the heaps), as the browser test does.
    fn xor_move(h: &[u64]) -> WinningMove {
        let x = h.iter().fold(0, |x, &a| x ^ a);
        let heap = h.iter().position(|&a| a ^ x < a).expect("a carrier");
        WinningMove {
            heap,
            take: h[heap] - (h[heap] ^ x),
        }
    }

    #[test]
    fn learner_with_the_xor_rule_beats_the_computer_from_3_4_5() {
        let mut game = Game::new(&heaps(&[3, 4, 5]), Rule::Normal, Side::Learner);
        while !game.is_over() {
            let mv = xor_move(game.heaps());
            game.play(mv, None).expect("legal");
            game.computer_plays();
        }
        assert_eq!(game.winner(), Some(Side::Learner));
        assert_eq!(game.last_taker(), Some(Side::Learner));
        // Undo takes back one move at a time and restores the heaps.
        let moves = game.history().len();
        game.undo();
        assert_eq!(game.history().len(), moves - 1);
        assert_eq!(game.to_move(), Side::Learner);
        while game.undo().is_some() {}
        assert_eq!(game.heaps(), &[3, 4, 5]);
    }

    #[test]
    fn the_computer_never_loses_a_won_position() {
        // Every position of three heaps up to 7, both rules: after the computer's move in a
        // won position the learner is in a lost one, and the computer then wins whatever the
        // learner does (here: one stone from the last heap that has any).
        for rule in [Rule::Normal, Rule::Misere] {
            for a in 0..8u64 {
                for b in 0..8u64 {
                    for c in 0..8u64 {
                        let start = heaps(&[a, b, c]);
                        let mut game = Game::new(&start, rule, Side::Computer);
                        if game.is_over() || game.outcome() != Outcome::Win {
                            continue;
                        }
                        while !game.is_over() {
                            game.computer_plays().expect("a move");
                            if game.is_over() {
                                break;
                            }
                            assert_eq!(game.outcome(), Outcome::Lose, "{a} {b} {c} {rule:?}");
                            let h = game.heaps();
                            let heap = h.iter().rposition(|&s| s > 0).expect("a stone");
                            game.play(WinningMove { heap, take: 1 }, None)
                                .expect("legal");
                        }
                        assert_eq!(game.winner(), Some(Side::Computer), "{a} {b} {c} {rule:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn computer_reasons() {
        let c = computer_move(&[3, 4, 5], Rule::Normal).expect("move");
        assert_eq!(c.mv, WinningMove { heap: 0, take: 2 });
        assert_eq!(
            c.reason,
            Reason::Xor {
                nim_sum: 2,
                bit: 1,
                heap: 0,
                from: 3,
                to: 1
            }
        );
        let lost = computer_move(&[1, 4, 5], Rule::Normal).expect("move");
        assert_eq!(lost.mv, WinningMove { heap: 2, take: 1 });
        assert_eq!(lost.reason, Reason::Lost { nim_sum: 0 });
        let misere = computer_move(&[5, 1], Rule::Misere).expect("move");
        assert_eq!(misere.mv, WinningMove { heap: 0, take: 5 });
        assert_eq!(misere.reason, Reason::MisereOnes { ones_left: 1 });
        assert_eq!(computer_move(&[0, 0], Rule::Normal), None);
    }

    #[test]
    fn misere_game_ends_with_the_last_taker_losing() {
        let mut game = Game::new(&heaps(&[1, 1]), Rule::Misere, Side::Learner);
        game.play(WinningMove { heap: 0, take: 1 }, None)
            .expect("legal");
        assert!(game.computer_plays().is_some());
        assert!(game.is_over());
        assert_eq!(game.last_taker(), Some(Side::Computer));
        assert_eq!(game.winner(), Some(Side::Learner));
    }
}
