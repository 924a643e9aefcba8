//! A coin-turning position played against the computer, for the shared turn loop
//! ([`crate::play::Match`]).
//!
//! **Rule.** A move turns over a coin showing heads together with one of the sets the rule
//! allows for it (all of them to its left); whoever finds no head to turn loses (normal play).
//!
//! **The computer.** The position's Grundy value is the XOR of `g` over the heads (the
//! module's theorem), so when it is not 0 some move brings it to 0 and the computer plays it
//! ([`CoinBoard::answer`]); at 0 no move does, and it turns the rightmost head alone.

use super::trace::Turn;
use super::CoinBoard;
use crate::input::{list_tokens, Field, InputError, Problem, RawInt};
use crate::outcome::{GraphOutcome, Outcome};
use crate::remoteness::SearchSize;
use crate::rules::Rules;
use crate::sorting;

/// A move typed as the coins it turns, numbered from 1 (`3 4`: coin 4 showing heads, and 3).
pub const COIN_MOVE: Field = Field::new("move", "Nước đi", "Move", "8");

/// Why the computer turned what it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoinReason {
    /// The XOR of the heads' values was `sum ≠ 0`; the move brings it to 0.
    ToZero { sum: u64 },
    /// The sum was 0: no move hands the learner a zero sum; the move that lasts longest,
    /// hoping for a slip.
    Stall,
}

/// A board's game: a position is each coin's face (heads `true`), a move a [`Turn`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoinGame {
    pub board: CoinBoard,
}

/// The coins numbered from 1, as a list ("3, 4").
pub fn coin_list(coins: &[usize]) -> String {
    let list: Vec<String> = coins.iter().map(|c| (c + 1).to_string()).collect();
    list.join(", ")
}

impl Rules for CoinGame {
    type Position = Vec<bool>;
    type Move = Turn;
    type Reason = CoinReason;

    fn is_over(&self, faces: &Vec<bool>) -> bool {
        !faces.iter().any(|&heads| heads)
    }

    fn play(&self, faces: &Vec<bool>, turn: &Turn) -> Result<Vec<bool>, InputError> {
        let coin = turn.place + 1;
        if !faces.get(turn.place).copied().unwrap_or(false) {
            return Err(InputError::custom(
                COIN_MOVE,
                format!("xu {coin} đang sấp: mỗi nước lật một xu đang ngửa, là xu ngoài cùng bên phải trong các xu được lật."),
                format!("coin {coin} shows tails: a move turns a coin showing heads, the rightmost of the coins it turns."),
            ));
        }
        let mut wanted = turn.others.clone();
        sorting::sort(&mut wanted);
        let allowed = self.board.turn_sets(turn.place).into_iter().any(|mut set| {
            sorting::sort(&mut set);
            set == wanted
        });
        if !allowed {
            let (coins, rule) = (coin_list(&turn.coins()), self.board.rule());
            return Err(InputError::custom(
                COIN_MOVE,
                format!(
                    "luật {} không cho lật cùng lúc các xu {coins}. {}",
                    rule.name(),
                    rule.sentence(crate::Lang::Vi)
                ),
                format!(
                    "the rule {} does not turn the coins {coins} together. {}",
                    rule.name(),
                    rule.sentence(crate::Lang::En)
                ),
            ));
        }
        Ok(self.board.apply(faces, turn))
    }

    fn reply(&self, faces: &Vec<bool>) -> Option<(Turn, CoinReason)> {
        let sum = self.board.sum(faces);
        let turn = self.board.answer(faces)?;
        let reason = if sum == 0 {
            CoinReason::Stall
        } else {
            CoinReason::ToZero { sum }
        };
        Some((turn, reason))
    }

    /// The coins to turn, numbered from 1, in any order: the rightmost is the head turned.
    fn read_move(&self, _faces: &Vec<bool>, text: &str) -> Result<Turn, InputError> {
        let places = self.board.places() as u64;
        let mut coins = Vec::new();
        for token in list_tokens(text).take(places as usize + 1) {
            let coin = RawInt::parse(token).bounded(COIN_MOVE, 1, places)? as usize;
            if coins.contains(&(coin - 1)) {
                return Err(InputError::custom(
                    COIN_MOVE,
                    format!("xu {coin} được ghi hai lần; mỗi xu chỉ ghi một lần."),
                    format!("coin {coin} is listed twice; list each coin once."),
                ));
            }
            coins.push(coin - 1);
        }
        sorting::sort(&mut coins);
        let Some(place) = coins.pop() else {
            return Err(InputError::new(COIN_MOVE, Problem::Empty));
        };
        // The set in the rule's own order, when the rule allows it.
        let others = self
            .board
            .turn_sets(place)
            .into_iter()
            .find(|set| {
                let mut sorted = set.clone();
                sorting::sort(&mut sorted);
                sorted == coins
            })
            .unwrap_or(coins);
        Ok(Turn { place, others })
    }

    fn legal_moves(&self, faces: &Vec<bool>, cap: usize) -> Option<Vec<Turn>> {
        let mut moves = Vec::new();
        for place in (0..faces.len()).filter(|&p| faces[p]) {
            for others in self.board.turn_sets(place) {
                if moves.len() >= cap {
                    return None;
                }
                moves.push(Turn { place, others });
            }
        }
        Some(moves)
    }

    fn outcome(&self, faces: &Vec<bool>) -> GraphOutcome {
        Outcome::of_grundy(u32::from(self.board.sum(faces) != 0)).into()
    }

    fn reason_for(&self, faces: &Vec<bool>, turn: &Turn) -> Option<CoinReason> {
        let sum = self.board.sum(faces);
        if sum == 0 {
            return Some(CoinReason::Stall);
        }
        let after = self.play(faces, turn).ok()?;
        (self.board.sum(&after) == 0).then_some(CoinReason::ToZero { sum })
    }

    /// Each coin shows heads or tails.
    fn search_size(&self, faces: &Vec<bool>) -> Option<SearchSize> {
        let places = u32::try_from(faces.len()).unwrap_or(u32::MAX);
        let sets: usize = (0..faces.len())
            .map(|p| self.board.turn_sets(p).len())
            .sum();
        Some(SearchSize {
            positions: 2u64.saturating_pow(places),
            options_each: sets as u64,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coin_turning::CoinRule;
    use crate::fixtures::coin_match as game;
    use crate::play::{Match, Side};
    use crate::Lang;

    #[test]
    fn from_a_zero_sum_every_answer_keeps_the_sum_zero_and_the_learner_loses() {
        // Ruler, 8 coins, heads 2 3 6 7: 2 ⊕ 1 ⊕ 2 ⊕ 1 = 0.
        let mut game = game(CoinRule::Ruler, 8, &[1, 2, 5, 6], Side::Learner);
        let board = game.rules().board.clone();
        let mut rounds = 0;
        while !game.is_over() {
            let faces = game.position().clone();
            let head = (0..faces.len()).rev().find(|&p| faces[p]).expect("a head");
            game.play(Turn {
                place: head,
                others: Vec::new(),
            })
            .expect("a head alone is always legal");
            assert_eq!(board.sum(game.position()), 0, "the computer's answer");
            rounds += 1;
        }
        assert_eq!(game.winner(), Some(Side::Computer));
        assert_eq!(game.turns().len(), 2 * rounds);
        assert!(game.take_back());
        assert_eq!(game.turns().len(), 2 * rounds - 2);
        assert_eq!(game.to_move(), Side::Learner);
    }

    #[test]
    fn the_computer_brings_a_nonzero_sum_to_zero_and_says_so() {
        // Ruler, 12 coins, heads 3 5 8: sum 8; the computer starts.
        let game = game(CoinRule::Ruler, 12, &[2, 4, 7], Side::Computer);
        let turn = &game.turns()[0];
        assert_eq!(turn.reason, Some(CoinReason::ToZero { sum: 8 }));
        assert_eq!(game.rules().board.sum(game.position()), 0);
        let mut lost = self::game(CoinRule::Ruler, 12, &[2, 4], Side::Computer);
        let turn = lost.turns()[0].clone();
        assert_eq!(turn.reason, Some(CoinReason::Stall));
        // The move that keeps the game going longest: no other leaves a longer game.
        let made = lost
            .judge(&turn.after)
            .remoteness
            .expect("12 coins are searched");
        assert_eq!(lost.judge(&turn.before).remoteness, Ok(made + 1));
    }

    #[test]
    fn typed_moves_are_read_and_checked() {
        let mut game = game(CoinRule::Ruler, 12, &[2, 4, 7], Side::Learner);
        let refused = |game: &mut Match<CoinGame>, text: &str| {
            game.play_typed(text)
                .map_err(|e| e.reason(Lang::Vi))
                .expect_err(text)
        };
        assert_eq!(refused(&mut game, ""), "chưa có giá trị; ví dụ: 8.");
        assert_eq!(refused(&mut game, "13"), "“13” quá lớn; lớn nhất là 12.");
        assert_eq!(
            refused(&mut game, "3 3"),
            "xu 3 được ghi hai lần; mỗi xu chỉ ghi một lần."
        );
        assert!(refused(&mut game, "4").starts_with("xu 4 đang sấp"));
        assert!(
            refused(&mut game, "2 8").starts_with("luật ruler không cho lật cùng lúc các xu 2, 8.")
        );
        assert!(refused(&mut game, "abc").contains("không phải là số nguyên"));
        assert!(game.turns().is_empty());
        game.play_typed("8 6 7").expect("a run ending at coin 8");
        assert_eq!(
            game.turns()[0].mv,
            Turn {
                place: 7,
                others: vec![5, 6]
            }
        );
        assert_eq!(game.turns().len(), 2, "the computer answered");
    }

    #[test]
    fn turtles_and_the_grid_allow_their_own_sets() {
        let mut turtles = game(CoinRule::TurningTurtles, 3, &[2], Side::Learner);
        turtles.play_typed("3").expect("coin 3 alone");
        assert_eq!(
            turtles.winner(),
            Some(Side::Learner),
            "the learner turned the last head"
        );
        let mut grid = game(CoinRule::Grid, 3, &[0, 4], Side::Learner);
        let err = grid.play_typed("1 5").expect_err("two coins");
        assert!(err
            .reason(Lang::En)
            .starts_with("the rule grid does not turn"));
    }
}
