//! Fibonacci Nim as a widget plays it: the legality of a take with a reason a learner can
//! read, the computer's answer, the rules of the shared turn loop, a game replayed from a link,
//! and the judge input.
//!
//! The computer takes the smallest winning take ([`super::analyze`]); from a losing position
//! no take wins, so it takes 1 stone, the move that leaves the opponent the least room.
//!
//! The game's words for the play panel are the course's (`nimlab_course::words`): they are made
//! of the sentences of the `words` module (the pile as a Zeckendorf sum, the verdict).

use super::{analyze, outcome, Position, PILE, QUOTA};
use crate::input::{list_tokens, parse_number, Field, InputError, JudgeInput, Problem, RawInt};
use crate::outcome::{GraphOutcome, Outcome};
use crate::play::{Match, Side, Strength};
use crate::remoteness::SearchSize;
use crate::rules::Rules;
use crate::Lang;

/// A take typed by the learner.
pub const TAKE: Field = Field::new("take", "Số viên bốc", "Stones to take", "2");
/// The takes of a game, as a shared link carries them.
pub const TAKES: Field = Field::new("takes", "Các nước đã đi", "Moves played", "2 4");
/// The most moves a game keeps (a shared link with more is refused).
pub const MAX_GAME_MOVES: usize = 1000;
/// The largest pile a game or an analysis starts from.
pub const MAX_PILE: u64 = 1_000_000_000_000_000_000;

/// Whether `take` is a legal move from `position`; `opening` says it is the game's first move
/// (then the quota is `n − 1`, and taking the whole pile gets its own explanation).
pub fn check_take(position: Position, take: u64, opening: bool) -> Result<(), InputError> {
    let Position { n, quota } = position;
    if n == 0 {
        return Err(InputError::custom(
            TAKE,
            "hết sỏi rồi: ván đã kết thúc.",
            "no stones are left: the game is over.",
        ));
    }
    if take == 0 {
        return Err(InputError::custom(
            TAKE,
            "mỗi lượt phải bốc ít nhất 1 viên.",
            "every move takes at least one stone.",
        ));
    }
    if take > n {
        return Err(InputError::custom(
            TAKE,
            format!("trong đống chỉ còn {n} viên."),
            format!("only {n} stones are left in the pile."),
        ));
    }
    if take > quota {
        return Err(if opening && take == n {
            InputError::custom(
                TAKE,
                format!("nước đầu tiên không được bốc cả đống: bốc tối đa {quota} viên (n − 1)."),
                format!("the first move may not take the whole pile: at most {quota} (n − 1)."),
            )
        } else if opening {
            InputError::custom(
                TAKE,
                format!("nước đầu tiên được bốc tối đa {quota} viên."),
                format!("the first move may take at most {quota}."),
            )
        } else {
            let last = quota / 2;
            InputError::custom(
                TAKE,
                format!("chỉ được bốc tối đa {quota} viên: gấp đôi {last} viên đối thủ vừa bốc."),
                format!("you may take at most {quota}: twice the {last} your opponent just took."),
            )
        });
    }
    Ok(())
}

/// The computer's take: the smallest winning take, else 1. `None` when no move is legal.
pub fn computer_take(position: Position) -> Option<u64> {
    if position.n == 0 || position.quota == 0 {
        return None;
    }
    Some(
        analyze(position)
            .winning_takes
            .first()
            .copied()
            .unwrap_or(1),
    )
}

/// Fibonacci Nim against the computer, for [`Match`]: a position is the pile and the quota, a
/// move takes stones, and the computer plays [`computer_take`]. The first move (from `start`:
/// the pile only shrinks, so no later position equals it) is refused with its own words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FibRules {
    pub start: Position,
}

/// Why the computer took its stones: the smallest Zeckendorf part `z` of the pile it faced and
/// the quota it had.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FibReason {
    /// `z ≤ quota`: taking `take` (`z`, or a sum of the smallest parts) leaves a pile whose
    /// smallest part is more than twice `take`, out of the opponent's reach.
    Smallest { z: u64, quota: u64, take: u64 },
    /// `z > quota`: every take loses against perfect play; one stone leaves the least room.
    Lost { z: u64, quota: u64 },
}

impl Rules for FibRules {
    type Position = Position;
    type Move = u64;
    type Reason = FibReason;

    /// No take is left: the pile is empty (or, in a position given by hand, the quota is 0).
    fn is_over(&self, position: &Position) -> bool {
        position.n == 0 || position.quota == 0
    }

    fn play(&self, position: &Position, take: &u64) -> Result<Position, InputError> {
        check_take(*position, *take, *position == self.start)?;
        Ok(position.after(*take))
    }

    fn reply(&self, position: &Position) -> Option<(u64, FibReason)> {
        let take = computer_take(*position)?;
        Some((take, self.reason_for(position, &take)?))
    }

    /// A take typed as a whole number; one past 2^64 − 1 is past the pile too, and gets the
    /// game's reason ("only 20 stones are left") rather than the number type's largest value.
    fn read_move(&self, _: &Position, text: &str) -> Result<u64, InputError> {
        parse_number(text, TAKE, 0, u64::MAX).or_else(|error| match error.problem {
            Problem::TooLarge { .. } => Ok(u64::MAX),
            _ => Err(error),
        })
    }

    fn legal_moves(&self, position: &Position, cap: usize) -> Option<Vec<u64>> {
        let most = position.quota.min(position.n);
        if usize::try_from(most).ok()? > cap {
            return None;
        }
        let opening = *position == self.start;
        Some(
            (1..=most)
                .filter(|&take| check_take(*position, take, opening).is_ok())
                .collect(),
        )
    }

    fn outcome(&self, position: &Position) -> GraphOutcome {
        outcome(*position).into()
    }

    /// The theorem's words fit a winning take, or any take from a lost pile.
    fn reason_for(&self, position: &Position, take: &u64) -> Option<FibReason> {
        let (z, quota) = (position.smallest_part(), position.quota);
        if z > quota {
            return Some(FibReason::Lost { z, quota });
        }
        let after = position.after(*take);
        (outcome(after) == Outcome::Lose).then_some(FibReason::Smallest {
            z,
            quota,
            take: *take,
        })
    }

    /// A quota past the pile is the same as the whole pile.
    fn canonical(&self, position: Position) -> Position {
        Position {
            n: position.n,
            quota: position.quota.min(position.n),
        }
    }

    fn search_size(&self, position: &Position) -> Option<SearchSize> {
        let sides = position.n.saturating_add(1);
        Some(SearchSize {
            positions: sides.saturating_mul(sides),
            options_each: position.n,
        })
    }
}

/// The match from `start`, `first` moving first, against a computer of `strength` (its later
/// random moves following `seed`), that made the takes listed in `text` (every take of the
/// game, the computer's too, as a link keeps them: `"2,1,2"`), each checked in turn: a take
/// that is not legal is refused with its number, and so is a computer's take the perfect
/// computer would not make (a weaker one's are kept as they were played).
pub fn replay(
    start: Position,
    first: Side,
    strength: Strength,
    seed: u64,
    text: &str,
) -> Result<Match<FibRules>, InputError> {
    let mut takes = Vec::new();
    for (index, token) in list_tokens(text).enumerate() {
        if index >= MAX_GAME_MOVES {
            return Err(InputError::custom(
                TAKES,
                format!("một ván giữ tối đa {MAX_GAME_MOVES} nước."),
                format!("a game keeps at most {MAX_GAME_MOVES} moves."),
            ));
        }
        takes.push(RawInt::parse(token).bounded(TAKES, 0, u64::MAX)?);
    }
    let numbered = |index: usize, e: InputError| {
        let number = index + 1;
        InputError::custom(
            TAKES,
            format!("nước thứ {number}: {}", e.reason(Lang::Vi)),
            format!("move {number}: {}", e.reason(Lang::En)),
        )
    };
    let rules = FibRules { start };
    let mut game = Match::replay(rules, start, first, (strength, seed), &takes, numbered)?;
    if strength == Strength::Perfect {
        if let Some(index) = game.turns().iter().position(|turn| turn.random) {
            let take = takes.get(index).copied().unwrap_or(0);
            let made = game.better_turn(index).map_or(0, |turn| turn.mv);
            return Err(numbered(
                index,
                InputError::custom(
                    TAKES,
                    format!("máy bốc {made} viên ở đây, không phải {take}."),
                    format!("the computer takes {made} here, not {take}."),
                ),
            ));
        }
    }
    Ok(game)
}

/// The takes of a game as a link keeps them: `"2,1,2"`.
pub fn takes_text(game: &Match<FibRules>) -> String {
    let list: Vec<String> = game.turns().iter().map(|t| t.mv.to_string()).collect();
    list.join(",")
}

/// Reads the program's judge input `n q`: a pile of 2 to 10^18 stones and the quota of the
/// player to move (at least 1).
pub fn read_input(text: &str) -> Result<Position, InputError> {
    let mut input = JudgeInput::new(text);
    let n = input.number(PILE, 2, MAX_PILE)?;
    let quota = input.number(QUOTA, 1, u64::MAX)?;
    input.finish()?;
    Position::new(n, Some(quota))
}

/// The judge input of a start position (what [`read_input`] reads).
pub fn input(start: Position) -> String {
    format!("{} {}", start.n, start.quota)
}

/// Reads the pile field of the game and the analysis: `2..=MAX_PILE`.
pub fn parse_pile(text: &str) -> Result<u64, InputError> {
    crate::input::parse_number(text, PILE, 2, MAX_PILE)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn takes_are_checked_with_reasons() {
        let start = Position::first_move(20);
        assert!(check_take(start, 2, true).is_ok());
        let whole = check_take(start, 20, true).expect_err("whole pile");
        assert_eq!(
            whole.reason(Lang::En),
            "the first move may not take the whole pile: at most 19 (n − 1)."
        );
        let later = Position { n: 18, quota: 4 };
        let over = check_take(later, 5, false).expect_err("over quota");
        assert_eq!(
            over.reason(Lang::Vi),
            "chỉ được bốc tối đa 4 viên: gấp đôi 2 viên đối thủ vừa bốc."
        );
        assert!(check_take(later, 0, false).is_err());
        assert!(check_take(Position { n: 3, quota: 6 }, 3, false).is_ok());
        assert!(check_take(Position { n: 3, quota: 6 }, 4, false).is_err());
    }

    #[test]
    fn the_computer_wins_when_it_can_and_stalls_when_it_cannot() {
        assert_eq!(computer_take(Position::first_move(20)), Some(2));
        assert_eq!(computer_take(Position::first_move(21)), Some(1));
        assert_eq!(computer_take(Position { n: 18, quota: 4 }), Some(1));
        assert_eq!(computer_take(Position { n: 3, quota: 6 }), Some(3));
        assert_eq!(computer_take(Position { n: 0, quota: 4 }), None);
        assert_eq!(computer_take(Position::first_move(1)), None);
    }

    #[test]
    fn perfect_play_wins_every_non_fibonacci_start() {
        // The first player following `computer_take` against every answer of the opponent
        // (all legal takes, exhaustively) always takes the last stone, for n ≤ 40.
        fn first_wins(position: Position) -> bool {
            let Some(take) = computer_take(position) else {
                return false;
            };
            let next = position.after(take);
            if next.n == 0 {
                return true;
            }
            (1..=next.quota.min(next.n)).all(|reply| {
                let back = next.after(reply);
                back.n != 0 && first_wins(back)
            })
        }
        for n in 2..=40 {
            let wins = first_wins(Position::first_move(n));
            assert_eq!(wins, !super::super::is_fibonacci(n), "n={n}");
        }
    }

    #[test]
    fn replays_check_every_move() {
        let start = Position::first_move(20);
        // The learner takes 2, the computer 1 (18 with a quota of 4 is lost for it), the
        // learner 2, and the computer answers 15 = 13 + 2 with its smallest part.
        let game = replay(start, Side::Learner, Strength::Perfect, 1, "2, 1 2").expect("legal");
        assert_eq!(takes_text(&game), "2,1,2,2");
        assert_eq!(*game.position_after(3), Position { n: 15, quota: 4 });
        assert_eq!(*game.position(), Position { n: 13, quota: 4 });
        assert_eq!(*game.position_after(1), Position { n: 18, quota: 4 });
        let bad = replay(start, Side::Learner, Strength::Perfect, 1, "2,9").expect_err("9 > 4");
        assert_eq!(
            bad.reason(Lang::En),
            "move 2: you may take at most 4: twice the 2 your opponent just took."
        );
        let other = replay(start, Side::Learner, Strength::Perfect, 1, "2,3")
            .expect_err("not the computer's take");
        assert_eq!(
            other.reason(Lang::Vi),
            "nước thứ 2: máy bốc 1 viên ở đây, không phải 3."
        );
        assert!(replay(start, Side::Learner, Strength::Perfect, 1, "x").is_err());
        // A weaker computer's take is kept as it was played, and marked as random.
        let weaker = replay(start, Side::Learner, Strength::Random, 3, "2,3").expect("legal");
        assert!(takes_text(&weaker).starts_with("2,3"));
        assert!(weaker.turns()[1].random && !weaker.turns()[0].random);
        assert_eq!(weaker.strength(), Strength::Random);
        // The computer starts at once, with or without takes after it.
        let opened = replay(start, Side::Computer, Strength::Perfect, 1, "").expect("no takes");
        assert_eq!(takes_text(&opened), "2");
        assert_eq!(
            opened.turns()[0].reason,
            Some(FibReason::Smallest {
                z: 2,
                quota: 19,
                take: 2
            })
        );
        assert_eq!(
            takes_text(&replay(start, Side::Computer, Strength::Perfect, 1, "2").expect("legal")),
            "2"
        );
        let first = replay(
            Position::first_move(5),
            Side::Learner,
            Strength::Perfect,
            1,
            "5",
        )
        .expect_err("whole pile");
        assert_eq!(
            first.reason(Lang::En),
            "move 1: the first move may not take the whole pile: at most 4 (n − 1)."
        );
    }

    #[test]
    fn a_match_of_fibonacci_nim() {
        let start = Position::first_move(21);
        let mut game = Match::new(FibRules { start }, start, Side::Learner);
        let refused = |game: &mut Match<FibRules>, text: &str| {
            game.play_typed(text).unwrap_err().reason(Lang::Vi)
        };
        assert_eq!(
            refused(&mut game, "21"),
            "nước đầu tiên không được bốc cả đống: bốc tối đa 20 viên (n − 1)."
        );
        assert_eq!(refused(&mut game, "0"), "mỗi lượt phải bốc ít nhất 1 viên.");
        assert_eq!(
            refused(&mut game, "18446744073709551616"),
            "trong đống chỉ còn 21 viên."
        );
        assert_eq!(refused(&mut game, "abc"), "“abc” không phải là số nguyên.");
        // 21 − 1 = 20 = 13 + 5 + 2: the computer takes the smallest part.
        game.play_typed("1").expect("legal");
        assert_eq!(game.last_reply().map(|t| t.mv), Some(2));
        assert_eq!(*game.position(), Position { n: 18, quota: 4 });
        assert_eq!(
            refused(&mut game, "5"),
            "chỉ được bốc tối đa 4 viên: gấp đôi 2 viên đối thủ vừa bốc."
        );
        // Taking 1 each time, the learner loses.
        while !game.is_over() {
            game.play(1).expect("legal");
        }
        assert_eq!(game.winner(), Some(Side::Computer));
        assert!(matches!(
            game.last_reply().and_then(|t| t.reason),
            Some(FibReason::Smallest { .. })
        ));
    }

    #[test]
    fn the_judge_input_reads_back_what_it_writes() {
        let start = Position { n: 18, quota: 4 };
        assert_eq!(input(start), "18 4");
        assert_eq!(read_input("18 4"), Ok(start));
        assert_eq!(input(Position::first_move(20)), "20 19");
        assert_eq!(
            read_input("").unwrap_err().message(Lang::Vi),
            "Số viên n: thiếu giá trị."
        );
        assert!(read_input("1 1").is_err());
        assert!(read_input("20 0").is_err());
        assert!(read_input("20 4 4").is_err(), "a number left over");
    }

    #[test]
    fn a_pile_of_ten_to_the_eighteen() {
        let n = MAX_PILE;
        let v = analyze(Position::first_move(n));
        assert_eq!(v.winning_takes.first(), Some(&2));
        assert_eq!(parse_pile("1000000000000000000"), Ok(n));
        assert!(parse_pile("1000000000000000001").is_err());
        assert!(parse_pile("1").is_err());
    }
}
