//! Playing a game against the computer, written once for every game the site lets a learner
//! play: whose turn it is, the moves so far with the computer's reasons, who won, and undo of a
//! whole turn.
//!
//! A game says its rules by implementing [`Rules`]: which positions are over, the position a
//! move leads to (refusing illegal moves with a message), its legal moves, its theorem's
//! outcome, the computer's move and why, and how a typed move reads. A [`Match`] runs the
//! turns: the learner moves, the computer answers at once at its [`Strength`], and undo takes
//! back the learner's last move with the answer it got. In normal play the player who makes
//! the last move wins; in misère play ([`Rules::last_move_wins`] false) that player loses. A
//! game whose positions can repeat (a token on a graph with cycles) is a draw as soon as a
//! position comes back with the same player to move: that rule changes no value of perfect
//! play (the winner's best moves never repeat a position), and it ends every game.
//!
//! The match keeps a [`Coach`]: the value of every position and move (who wins, and in how
//! many moves), which the perfect computer uses to hurry when winning and delay when losing,
//! and which the review of a game ([`Match::review`], [`Match::first_mistake`]) reads.

use crate::coach::{Coach, MoveValue, MAX_VALUED_MOVES};
use crate::input::{Field, InputError};
use crate::lang::Lang;
use crate::random::Rng;
use crate::rules::{Judged, Rules};

/// A move typed or chosen in a game against the computer.
pub const MOVE: Field = Field::new("move", "Nước đi", "Move", "1 2");

/// Who plays a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Learner,
    Computer,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Learner => Side::Computer,
            Side::Computer => Side::Learner,
        }
    }

    /// The side's name in a link or a form ("learner", "computer").
    pub fn key(self) -> &'static str {
        match self {
            Side::Learner => "learner",
            Side::Computer => "computer",
        }
    }

    /// The side a link or a form names: the computer for "computer", else the learner.
    pub fn from_key(text: &str) -> Side {
        match text.trim() {
            "computer" => Side::Computer,
            _ => Side::Learner,
        }
    }

    /// Who moves first, as an introduction says it ("you move first", "the computer moves
    /// first"): English verbs agree with the side.
    pub fn moves_first(self, lang: Lang) -> &'static str {
        match self {
            Side::Learner => lang.pick("bạn đi trước", "you move first"),
            Side::Computer => lang.pick("máy đi trước", "the computer moves first"),
        }
    }
}

/// Why a move is refused once the game is over.
fn over() -> InputError {
    InputError::custom(MOVE, "ván đã kết thúc.", "the game is over.")
}

/// One move of a match.
#[derive(Clone, Debug, PartialEq)]
pub struct Turn<R: Rules> {
    pub by: Side,
    pub mv: R::Move,
    pub before: R::Position,
    pub after: R::Position,
    /// The computer's reason (none for the learner's moves, and for a move picked at random).
    pub reason: Option<R::Reason>,
    /// A computer's move picked at random (by a weaker opponent), not by the theorem.
    pub random: bool,
}

/// How well the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strength {
    /// Always the best move: the fastest win, or the slowest loss.
    Perfect,
    /// The best move `percent` times in 100, otherwise a legal move at random.
    Learner { percent: u8 },
    /// A legal move at random.
    Random,
}

impl Strength {
    /// The strengths a learner can choose, strongest first.
    pub const CHOICES: [Strength; 4] = [
        Strength::Perfect,
        Strength::Learner { percent: 75 },
        Strength::Learner { percent: 50 },
        Strength::Random,
    ];

    /// The strength's name in a link or a form ("perfect", "learner-75", "random").
    pub fn key(self) -> String {
        match self {
            Strength::Perfect => "perfect".into(),
            Strength::Learner { percent } => format!("learner-{percent}"),
            Strength::Random => "random".into(),
        }
    }

    /// The strength a link or a form names, among [`Strength::CHOICES`]; perfect otherwise.
    pub fn from_key(text: &str) -> Strength {
        Strength::CHOICES
            .into_iter()
            .find(|s| s.key() == text.trim())
            .unwrap_or(Strength::Perfect)
    }

    /// The strength in words, for a menu.
    pub fn words(self, lang: Lang) -> String {
        match self {
            Strength::Perfect => lang.pick("Hoàn hảo", "Perfect").into(),
            Strength::Learner { percent } => lang.pick(
                format!("Người học (đúng {percent}% số nước)"),
                format!("Learner (best move {percent}% of the time)"),
            ),
            Strength::Random => lang.pick("Ngẫu nhiên", "Random").into(),
        }
    }
}

/// One move of a finished or running match, as the review shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnReview {
    /// The position before the move, for the side that moved.
    pub before: Judged,
    /// The position after it, for the other side.
    pub after: Judged,
}

impl TurnReview {
    /// A mistake: the move made the mover's outcome worse (a won position handed over as won
    /// or drawn for the opponent, a drawn one as won).
    pub fn is_mistake(&self) -> bool {
        self.after.outcome.flipped().rank() < self.before.outcome.rank()
    }
}

/// A game between the learner and the computer, from a start position.
#[derive(Clone, Debug)]
pub struct Match<R: Rules> {
    rules: R,
    first: Side,
    start: R::Position,
    turns: Vec<Turn<R>>,
    strength: Strength,
    /// Where a weaker opponent's random moves come from.
    rng: Rng,
    coach: Coach<R>,
}

impl<R: Rules> Match<R> {
    /// A match from `start` against the perfect computer; if it moves first, it does so at
    /// once.
    pub fn new(rules: R, start: R::Position, first: Side) -> Match<R> {
        Match::against(rules, start, first, Strength::Perfect, 1)
    }

    /// A match against a computer of `strength`, whose random moves follow `seed`.
    pub fn against(
        rules: R,
        start: R::Position,
        first: Side,
        strength: Strength,
        seed: u64,
    ) -> Match<R> {
        let mut game = Match::unplayed(rules, start, first, strength, seed);
        game.computer_plays();
        game
    }

    fn unplayed(
        rules: R,
        start: R::Position,
        first: Side,
        strength: Strength,
        seed: u64,
    ) -> Match<R> {
        Match {
            coach: Coach::new(rules.clone()),
            rules,
            first,
            start,
            turns: Vec::new(),
            strength,
            rng: Rng::new(seed),
        }
    }

    /// A match from recorded moves (a link's game), each made by whoever was to move: the
    /// computer's as recorded, marked random when perfect play would not make them (a weaker
    /// computer's). The computer answers after the last one if it is to move. Refused at the
    /// first move that is not legal, with the error `numbered` makes of its index and reason.
    pub fn replay(
        rules: R,
        start: R::Position,
        first: Side,
        (strength, seed): (Strength, u64),
        moves: &[R::Move],
        numbered: impl Fn(usize, InputError) -> InputError,
    ) -> Result<Match<R>, InputError> {
        let mut game = Match::unplayed(rules, start, first, strength, seed);
        for (index, mv) in moves.iter().enumerate() {
            game.record(mv.clone())
                .map_err(|error| numbered(index, error))?;
        }
        game.computer_plays();
        Ok(game)
    }

    /// Appends `mv` by the side to move, without the computer answering.
    fn record(&mut self, mv: R::Move) -> Result<(), InputError> {
        let before = self.position().clone();
        // The game's own refusal first: it names what is wrong with the move.
        let after = self.rules.play(&before, &mv)?;
        if self.is_over() {
            return Err(over());
        }
        let by = self.to_move();
        let (reason, random) = match by {
            Side::Learner => (None, false),
            Side::Computer if self.coach.is_best(&before, &mv) => {
                let theirs = self.rules.reply(&before).filter(|(reply, _)| *reply == mv);
                let reason = theirs
                    .map(|(_, reason)| reason)
                    .or_else(|| self.rules.reason_for(&before, &mv));
                (reason, false)
            }
            Side::Computer => (None, true),
        };
        self.turns.push(Turn {
            by,
            mv,
            before,
            after,
            reason,
            random,
        });
        Ok(())
    }

    pub fn strength(&self) -> Strength {
        self.strength
    }

    pub fn rules(&self) -> &R {
        &self.rules
    }

    pub fn first(&self) -> Side {
        self.first
    }

    pub fn start(&self) -> &R::Position {
        &self.start
    }

    pub fn turns(&self) -> &[Turn<R>] {
        &self.turns
    }

    /// The position now.
    pub fn position(&self) -> &R::Position {
        self.turns.last().map_or(&self.start, |turn| &turn.after)
    }

    /// The position after the first `moves` moves (clipped to the moves made).
    pub fn position_after(&self, moves: usize) -> &R::Position {
        match moves.min(self.turns.len()).checked_sub(1) {
            Some(last) => &self.turns[last].after,
            None => &self.start,
        }
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Side {
        if self.turns.len() % 2 == 0 {
            self.first
        } else {
            self.first.other()
        }
    }

    /// Whether the game has ended: no move is left, or it is drawn by repetition.
    pub fn is_over(&self) -> bool {
        self.rules.is_over(self.position()) || self.is_draw()
    }

    /// Whether the position now stood before with the same player to move (a game whose
    /// positions can repeat ends so, drawn).
    pub fn is_draw(&self) -> bool {
        let moves = self.turns.len();
        let now = self.position();
        (0..moves)
            .rev()
            .skip(1)
            .step_by(2)
            .any(|earlier| self.position_after(earlier) == now)
    }

    /// The winner, once the game is over (`None` too for a draw). A game over from the start
    /// is lost by the side to move in normal play (it cannot move) and won by it in misère
    /// play.
    pub fn winner(&self) -> Option<Side> {
        if !self.is_over() || self.is_draw() {
            return None;
        }
        let last_mover = self.to_move().other();
        Some(if self.rules.last_move_wins() {
            last_mover
        } else {
            last_mover.other()
        })
    }

    /// The learner's move; the computer answers at once. Refused when it is not the learner's
    /// turn, the game is over, or the move is not legal.
    pub fn play(&mut self, mv: R::Move) -> Result<(), InputError> {
        if self.is_over() {
            return Err(over());
        }
        if self.to_move() != Side::Learner {
            return Err(InputError::custom(
                MOVE,
                "chưa tới lượt bạn: máy đang đi.",
                "it is not your turn: the computer is to move.",
            ));
        }
        let after = self.rules.play(self.position(), &mv)?;
        self.turns.push(Turn {
            by: Side::Learner,
            before: self.position().clone(),
            after,
            mv,
            reason: None,
            random: false,
        });
        self.computer_plays();
        Ok(())
    }

    /// Reads and plays a typed move.
    pub fn play_typed(&mut self, text: &str) -> Result<(), InputError> {
        let mv = self.rules.read_move(self.position(), text)?;
        self.play(mv)
    }

    fn computer_plays(&mut self) {
        if self.to_move() != Side::Computer || self.is_over() {
            return;
        }
        let before = self.position().clone();
        let Some((mv, reason)) = self.computer_choice(&before) else {
            return;
        };
        if let Ok(after) = self.rules.play(&before, &mv) {
            self.turns.push(Turn {
                by: Side::Computer,
                random: reason.is_none(),
                mv,
                before,
                after,
                reason,
            });
        }
    }

    /// The computer's move at its strength, with its reason (`None`: picked at random).
    fn computer_choice(&mut self, before: &R::Position) -> Option<(R::Move, Option<R::Reason>)> {
        let plays_best = match self.strength {
            Strength::Perfect => true,
            Strength::Learner { percent } => self.rng.range(1, 100) <= u64::from(percent),
            Strength::Random => false,
        };
        if !plays_best {
            if let Some(moves) = self.rules.legal_moves(before, MAX_VALUED_MOVES) {
                let last = moves.len().checked_sub(1)?;
                let pick = self.rng.range(0, last as u64) as usize;
                return Some((moves.get(pick)?.clone(), None));
            }
        }
        let (mv, reason) = self.perfect_choice(before)?;
        Some((mv, Some(reason)))
    }

    /// The move of perfect play from `before`, with the theorem's reason: the theorem's own
    /// move when it is as fast (as slow) as any; otherwise the search's, when the game has
    /// words for it.
    fn perfect_choice(&mut self, before: &R::Position) -> Option<(R::Move, R::Reason)> {
        let (theirs, reason) = self.rules.reply(before)?;
        if !self.coach.is_best(before, &theirs) {
            if let Some(best) = self.coach.best_move(before) {
                if let Some(reason) = self.rules.reason_for(before, &best) {
                    return Some((best, reason));
                }
            }
        }
        Some((theirs, reason))
    }

    /// The move perfect play makes instead of move `index`, as a turn of the same side with
    /// the theorem's reason: what the review shows beside a mistake.
    pub fn better_turn(&mut self, index: usize) -> Option<Turn<R>> {
        let turn = self.turns.get(index)?;
        let (by, before) = (turn.by, turn.before.clone());
        let (mv, reason) = self.perfect_choice(&before)?;
        let after = self.rules.play(&before, &mv).ok()?;
        Some(Turn {
            by,
            mv,
            before,
            after,
            reason: Some(reason),
            random: false,
        })
    }

    /// Whether the learner has a move to take back.
    pub fn can_take_back(&self) -> bool {
        self.turns.iter().any(|turn| turn.by == Side::Learner)
    }

    /// Takes back the learner's last move with the computer's answer to it: the learner is to
    /// move again in the position before. `false` when the learner has not moved yet.
    pub fn take_back(&mut self) -> bool {
        let Some(last) = self.turns.iter().rposition(|turn| turn.by == Side::Learner) else {
            return false;
        };
        self.turns.truncate(last);
        true
    }

    /// Goes back to the position after the first `moves` moves (clipped to the moves made),
    /// to replay from there; the computer moves at once if it is its turn.
    pub fn rewind(&mut self, moves: usize) {
        self.turns.truncate(moves);
        self.computer_plays();
    }

    /// The value of `position` for the side to move there.
    pub fn judge(&mut self, position: &R::Position) -> Judged {
        self.coach.judge(position)
    }

    /// Every legal move of the position now with the value it hands over, while there are
    /// at most [`MAX_VALUED_MOVES`].
    pub fn move_values(&mut self) -> Option<Vec<MoveValue<R::Move>>> {
        let position = self.position().clone();
        self.coach.moves(&position)
    }

    /// The move of perfect play from the position after the first `moves` moves.
    pub fn best_move_after(&mut self, moves: usize) -> Option<R::Move> {
        let position = self.position_after(moves).clone();
        self.coach.best_move(&position)
    }

    /// Each move so far with the value before and after it.
    pub fn review(&mut self) -> Vec<TurnReview> {
        (0..self.turns.len())
            .filter_map(|i| self.review_turn(i))
            .collect()
    }

    /// Move `index` with the value before and after it.
    fn review_turn(&mut self, index: usize) -> Option<TurnReview> {
        let turn = self.turns.get(index)?;
        let (before, after) = (turn.before.clone(), turn.after.clone());
        Some(TurnReview {
            before: self.coach.judge(&before),
            after: self.coach.judge(&after),
        })
    }

    /// The index of `side`'s first move that threw a won position away.
    pub fn first_mistake(&mut self, side: Side) -> Option<usize> {
        let review = self.review();
        (0..review.len()).find(|&i| self.turns[i].by == side && review[i].is_mistake())
    }

    /// The learner's last move, when it threw a won position away: its index.
    pub fn thrown_win(&mut self) -> Option<usize> {
        let last = self
            .turns
            .iter()
            .rposition(|turn| turn.by == Side::Learner)?;
        self.review_turn(last)?.is_mistake().then_some(last)
    }

    /// The last move the computer made, with its reason.
    pub fn last_reply(&self) -> Option<&Turn<R>> {
        self.turns
            .iter()
            .rev()
            .find(|turn| turn.by == Side::Computer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::Problem;
    use crate::outcome::GraphOutcome;
    use crate::outcome::Outcome;

    /// Take 1 or 2 from one pile; the computer leaves a multiple of 3 when it can.
    #[derive(Clone, Debug)]
    struct TakeAway {
        misere: bool,
    }

    const TAKE: Field = Field::new("take", "Số viên", "Stones", "1");

    impl Rules for TakeAway {
        type Position = u64;
        type Move = u64;
        type Reason = &'static str;

        fn is_over(&self, position: &u64) -> bool {
            *position == 0
        }

        fn play(&self, position: &u64, mv: &u64) -> Result<u64, InputError> {
            if !(1..=2).contains(mv) || mv > position {
                return Err(InputError::new(
                    TAKE,
                    Problem::TooLarge {
                        text: mv.to_string(),
                        max: 2,
                    },
                ));
            }
            Ok(position - mv)
        }

        fn reply(&self, position: &u64) -> Option<(u64, &'static str)> {
            match position % 3 {
                0 if *position > 0 => Some((1, "lost: a small move")),
                0 => None,
                r => Some((r, "leaves a multiple of 3")),
            }
        }

        fn read_move(&self, _: &u64, text: &str) -> Result<u64, InputError> {
            text.trim()
                .parse()
                .map_err(|_| InputError::new(TAKE, Problem::NotInteger(text.to_string())))
        }

        fn last_move_wins(&self) -> bool {
            !self.misere
        }

        fn legal_moves(&self, position: &u64, _: usize) -> Option<Vec<u64>> {
            Some((1..=2).filter(|take| take <= position).collect())
        }

        fn outcome(&self, position: &u64) -> GraphOutcome {
            let lost = if self.misere { 1 } else { 0 };
            Outcome::of_grundy(u32::from(position % 3 != lost)).into()
        }
    }

    fn normal(start: u64, first: Side) -> Match<TakeAway> {
        Match::new(TakeAway { misere: false }, start, first)
    }

    #[test]
    fn the_computer_answers_at_once_and_opens_when_it_starts() {
        let mut game = normal(7, Side::Computer);
        assert_eq!(game.turns().len(), 1);
        assert_eq!(*game.position(), 6);
        assert_eq!(game.to_move(), Side::Learner);
        game.play(2).unwrap();
        assert_eq!(
            *game.position(),
            3,
            "the computer took 1 back to a multiple of 3"
        );
        assert_eq!(game.turns()[2].reason, Some("leaves a multiple of 3"));
        assert_eq!(game.last_reply().map(|t| t.mv), Some(1));
    }

    #[test]
    fn a_replay_keeps_the_recorded_moves_and_marks_the_ones_perfect_play_would_not_make() {
        let rules = TakeAway { misere: false };
        // From 7 the computer opened with 2 (perfect play takes 1, to 6), the learner took 1,
        // the computer 1 (4 → 3, perfect), the learner 1; then the computer answers from 2.
        let keep = |_, error| error;
        let game = Match::replay(
            rules.clone(),
            7,
            Side::Computer,
            (Strength::Random, 5),
            &[2, 1, 1, 1],
            keep,
        )
        .expect("legal moves");
        let made: Vec<(Side, u64, bool)> = game
            .turns()
            .iter()
            .map(|t| (t.by, t.mv, t.random))
            .collect();
        assert_eq!(
            made.get(..4),
            Some(
                &[
                    (Side::Computer, 2, true),
                    (Side::Learner, 1, false),
                    (Side::Computer, 1, false),
                    (Side::Learner, 1, false),
                ][..]
            )
        );
        assert_eq!(game.turns()[2].reason, Some("leaves a multiple of 3"));
        assert_eq!(
            game.turns().len(),
            5,
            "the computer answers the last move itself"
        );
        assert_eq!(game.strength(), Strength::Random);
        // An illegal move is refused with its index; so is a move after the end.
        let index_of = |index: usize, _| InputError::custom(TAKE, index.to_string(), "");
        let perfect = (Strength::Perfect, 1);
        let refused = Match::replay(rules.clone(), 7, Side::Learner, perfect, &[1, 3], index_of);
        assert_eq!(refused.err().map(|e| e.reason(Lang::Vi)), Some("1".into()));
        let past = Match::replay(rules, 2, Side::Learner, perfect, &[2, 1], index_of);
        assert_eq!(past.err().map(|e| e.reason(Lang::Vi)), Some("1".into()));
    }

    #[test]
    fn illegal_and_typed_moves() {
        let mut game = normal(4, Side::Learner);
        assert!(game.play(3).is_err());
        assert!(game.play_typed("abc").is_err());
        assert_eq!(game.turns().len(), 0, "a refused move changes nothing");
        game.play_typed(" 1 ").unwrap();
        assert_eq!(
            *game.position(),
            2,
            "4 → 3, lost for the computer: it takes 1"
        );
        assert_eq!(game.turns()[1].reason, Some("lost: a small move"));
    }

    #[test]
    fn undo_takes_back_a_whole_turn() {
        let mut game = normal(8, Side::Learner);
        assert!(!game.take_back(), "nothing to take back yet");
        game.play(1).unwrap();
        assert_eq!(*game.position(), 6);
        assert!(game.take_back());
        assert_eq!(*game.position(), 8);
        assert_eq!(game.to_move(), Side::Learner);
        assert!(game.turns().is_empty());
        // The computer's opening stays: only the learner's moves are taken back.
        let mut opened = normal(7, Side::Computer);
        opened.play(1).unwrap();
        assert!(opened.take_back());
        assert_eq!(opened.turns().len(), 1);
        assert_eq!(opened.to_move(), Side::Learner);
        assert!(!opened.can_take_back());
    }

    #[test]
    fn winners_in_normal_and_misere_play() {
        let mut game = normal(2, Side::Learner);
        game.play(2).unwrap();
        assert!(game.is_over());
        assert_eq!(game.winner(), Some(Side::Learner));
        assert!(game.play(1).is_err(), "no move after the end");
        let mut misere = Match::new(TakeAway { misere: true }, 2, Side::Learner);
        misere.play(2).unwrap();
        assert_eq!(misere.winner(), Some(Side::Computer));
        // Over from the start: the side to move cannot move.
        assert_eq!(normal(0, Side::Learner).winner(), Some(Side::Computer));
        let empty_misere = Match::new(TakeAway { misere: true }, 0, Side::Learner);
        assert_eq!(empty_misere.winner(), Some(Side::Learner));
    }

    #[test]
    fn positions_after_any_number_of_moves() {
        let mut game = normal(8, Side::Learner);
        game.play(1).unwrap();
        assert_eq!(*game.position_after(0), 8);
        assert_eq!(*game.position_after(1), 7);
        assert_eq!(*game.position_after(2), 6);
        assert_eq!(*game.position_after(99), 6);
    }

    #[test]
    fn a_side_reads_back_its_key() {
        for side in [Side::Learner, Side::Computer] {
            assert_eq!(Side::from_key(side.key()), side);
        }
        assert_eq!(Side::from_key(" computer "), Side::Computer);
        assert_eq!(Side::from_key("someone"), Side::Learner);
    }
}
