//! A game of Fibonacci Nim as a widget plays it: the start position, the takes so far, the
//! legality of a take with a reason a learner can read, and the computer's answer.
//!
//! The computer takes the smallest winning take ([`super::analyze`]); from a losing position
//! no take wins, so it takes 1 stone, the move that leaves the opponent the least room.

use super::{analyze, Position, PILE};
use crate::input::{list_tokens, Field, InputError, RawInt};

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

/// A game: where it started and every position since (`positions[k]` after `k` takes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    positions: Vec<Position>,
    takes: Vec<u64>,
}

impl Game {
    pub fn new(start: Position) -> Game {
        Game {
            positions: vec![start],
            takes: Vec::new(),
        }
    }

    /// The game after the takes listed in `text` (e.g. `"2,4,1"`), each checked in turn.
    pub fn replay(start: Position, text: &str) -> Result<Game, InputError> {
        let mut game = Game::new(start);
        for token in list_tokens(text) {
            if game.takes.len() >= MAX_GAME_MOVES {
                return Err(InputError::custom(
                    TAKES,
                    format!("một ván giữ tối đa {MAX_GAME_MOVES} nước."),
                    format!("a game keeps at most {MAX_GAME_MOVES} moves."),
                ));
            }
            let take = RawInt::parse(token).bounded(TAKES, 0, u64::MAX)?;
            game.play(take).map_err(|e| {
                let number = game.takes.len() + 1;
                InputError::custom(
                    TAKES,
                    format!("nước thứ {number}: {}", e.reason(crate::Lang::Vi)),
                    format!("move {number}: {}", e.reason(crate::Lang::En)),
                )
            })?;
        }
        Ok(game)
    }

    pub fn start(&self) -> Position {
        self.positions[0]
    }

    pub fn takes(&self) -> &[u64] {
        &self.takes
    }

    /// The position after the first `moves` takes (the current one past the end).
    pub fn position(&self, moves: usize) -> Position {
        let last = self.positions.len() - 1;
        self.positions[moves.min(last)]
    }

    pub fn current(&self) -> Position {
        self.position(self.takes.len())
    }

    /// Whether the player to move has no legal take (the pile is empty, or the first move
    /// faces a single stone).
    pub fn is_over(&self) -> bool {
        let now = self.current();
        now.n == 0 || now.quota == 0
    }

    /// Plays `take` if it is legal.
    pub fn play(&mut self, take: u64) -> Result<(), InputError> {
        let now = self.current();
        check_take(now, take, self.takes.is_empty())?;
        self.takes.push(take);
        self.positions.push(now.after(take));
        Ok(())
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<u64> {
        let take = self.takes.pop()?;
        self.positions.pop();
        Some(take)
    }

    /// The takes as a link carries them: `"2,4,1"`.
    pub fn takes_text(&self) -> String {
        let list: Vec<String> = self.takes.iter().map(u64::to_string).collect();
        list.join(",")
    }
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
        let game = Game::replay(Position::first_move(20), "2, 1 2").expect("legal");
        assert_eq!(game.takes(), &[2, 1, 2]);
        assert_eq!(game.current(), Position { n: 15, quota: 4 });
        assert_eq!(game.position(1), Position { n: 18, quota: 4 });
        assert_eq!(game.takes_text(), "2,1,2");
        let bad = Game::replay(Position::first_move(20), "2,5").expect_err("5 > 4");
        assert_eq!(
            bad.reason(Lang::En),
            "move 2: you may take at most 4: twice the 2 your opponent just took."
        );
        assert!(Game::replay(Position::first_move(20), "x").is_err());
        let mut g = Game::new(Position::first_move(5));
        assert!(g.play(5).is_err());
        assert!(g.play(2).is_ok());
        assert_eq!(g.undo(), Some(2));
        assert_eq!(g.undo(), None);
        assert!(Game::new(Position::first_move(1)).is_over());
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
