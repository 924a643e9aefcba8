//! Remoteness: how many moves are left when both players play perfectly *and* mind the clock.
//!
//! **Rule (C. A. B. Smith, 1966).** A position with no move left has remoteness 0. A won
//! position (some move leads to a lost one) has remoteness 1 + the *smallest* remoteness among
//! its lost options: the winner hurries. A lost position (every move leads to a won one) has
//! remoteness 1 + the *largest* remoteness among its options: the loser delays. So a won
//! position has odd remoteness and a lost one even, in normal play; in misère play the end
//! position is won by the side to move (its opponent made the last move) and the parities swap.
//!
//! **Theorem used.** The rule is a recursion on the game's positions, so any game whose
//! positions form a finite acyclic graph has exactly one remoteness function, found by a search
//! that values each position after its options. [`Search`] does that with a budget of
//! positions: past it the answer is [`Unknown`], never a guess. Families with a structure
//! (the arithmetic period of a subtraction game) prove their remoteness for any size instead.

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

use crate::outcome::Outcome;
use crate::Lang;

/// A position's value: who wins with perfect play, and in how many moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Value {
    pub outcome: Outcome,
    pub remoteness: u64,
}

impl Value {
    /// The value of a position whose options have values `options` (Smith's rule);
    /// `last_move_wins` says how a position with no option ends.
    pub fn of_options(options: impl IntoIterator<Item = Value>, last_move_wins: bool) -> Value {
        let mut fastest_win: Option<u64> = None;
        let mut slowest: Option<u64> = None;
        for option in options {
            if option.outcome == Outcome::Lose {
                fastest_win =
                    Some(fastest_win.map_or(option.remoteness, |r| r.min(option.remoteness)));
            }
            slowest = Some(slowest.map_or(option.remoteness, |r| r.max(option.remoteness)));
        }
        match (fastest_win, slowest) {
            (Some(r), _) => Value::new(Outcome::Win, r.saturating_add(1)),
            (None, Some(r)) => Value::new(Outcome::Lose, r.saturating_add(1)),
            (None, None) if last_move_wins => Value::new(Outcome::Lose, 0),
            (None, None) => Value::new(Outcome::Win, 0),
        }
    }

    pub fn new(outcome: Outcome, remoteness: u64) -> Value {
        Value {
            outcome,
            remoteness,
        }
    }
}

/// Why a remoteness is not given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unknown {
    /// More than this many positions would have to be searched.
    TooManyPositions(usize),
    /// A position has more options than the search takes from one position.
    TooManyOptions(usize),
    /// The search would read more than this many moves, all positions together.
    TooMuchWork(usize),
    /// The exact value is larger than a JS number holds exactly (`2^53 − 1`).
    BeyondExactNumbers,
    /// No arithmetic period showed up within the table the solver fills.
    NoPeriod,
    /// The position is a draw: with perfect play the game never ends, so no count of moves
    /// belongs to it.
    Draw,
    /// The position is a sum of several games (tokens on a graph): the remoteness of a sum
    /// is not a function of its parts' values, and is not searched here.
    SumOfGames,
}

impl Unknown {
    /// The reason in English, as the JS API says it.
    pub fn describe(self) -> String {
        match self {
            Unknown::TooManyPositions(budget) => {
                format!("more than {budget} positions would have to be searched to make it exact")
            }
            Unknown::TooMuchWork(budget) => {
                format!("the search would read more than {budget} moves to make it exact")
            }
            Unknown::TooManyOptions(cap) => {
                format!("a position on the way has more than {cap} moves to search")
            }
            Unknown::BeyondExactNumbers => {
                "larger than 2^53 - 1, the largest whole number JavaScript holds exactly".into()
            }
            Unknown::NoPeriod => "no period of the remoteness could be proven".into(),
            Unknown::Draw => "a draw: with perfect play the game never ends".into(),
            Unknown::SumOfGames => {
                "given for one token only: a sum of several games would need a search of their joint positions".into()
            }
        }
    }
}

impl Unknown {
    /// Why the number of moves is not known, for a page in `lang`.
    pub fn words(self, lang: Lang) -> String {
        match self {
            Unknown::TooManyPositions(budget) => lang.pick(
                format!("phải xét hơn {budget} thế cờ mới biết chính xác"),
                format!("more than {budget} positions would have to be searched"),
            ),
            Unknown::TooMuchWork(budget) => lang.pick(
                format!("phải đọc hơn {budget} nước đi mới biết chính xác"),
                format!("more than {budget} moves would have to be read"),
            ),
            Unknown::TooManyOptions(cap) => lang.pick(
                format!("có thế cờ trên đường đi với hơn {cap} nước"),
                format!("a position on the way has more than {cap} moves"),
            ),
            Unknown::BeyondExactNumbers => {
                lang.pick("lớn hơn 2^53 − 1", "larger than 2^53 − 1").into()
            }
            Unknown::NoPeriod => lang
                .pick("không chứng minh được chu kỳ", "no period could be proven")
                .into(),
            Unknown::Draw => lang
                .pick(
                    "hòa: nếu hai bên chơi tốt nhất, ván không bao giờ kết thúc",
                    "a draw: with best play the game never ends",
                )
                .into(),
            Unknown::SumOfGames => lang
                .pick(
                    "chỉ tính cho một quân: tổng của nhiều trò chơi cần xét mọi thế cờ chung",
                    "given for one token only: a sum of games needs a search of their joint positions",
                )
                .into(),
        }
    }
}

/// The largest whole number a JS number (an `f64`) holds exactly.
pub const MAX_EXACT_NUMBER: u64 = (1 << 53) - 1;

/// A game as [`Search`] sees it: positions and the positions one move away.
pub trait Explore {
    type Position: Clone + Eq + Hash + std::fmt::Debug;

    /// The positions one move away from `position`, or `None` when there are more than `cap`.
    fn options(&self, position: &Self::Position, cap: usize) -> Option<Vec<Self::Position>>;

    /// One position standing for every position with the same value (heaps sorted, say), so
    /// the search values each class once.
    fn canonical(&self, position: Self::Position) -> Self::Position {
        position
    }

    /// Normal play (the last move wins) or misère play.
    fn last_move_wins(&self) -> bool {
        true
    }

    /// Bounds on the search from `position`, if the game can count them cheaply: a search
    /// that might pass its budgets is then refused before it starts.
    fn search_size(&self, _position: &Self::Position) -> Option<SearchSize> {
        None
    }
}

/// Bounds on a search: at least as many positions as it would value, and at least as many
/// options as any of them has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchSize {
    pub positions: u64,
    pub options_each: u64,
}

/// At most this many positions are valued by one search.
pub const POSITION_BUDGET: usize = 100_000;
/// At most this many options are read from one position.
pub const OPTION_CAP: usize = 10_000;
/// At most this many options are read by one search, all positions together: what keeps a
/// search within about a second in the browser.
pub const OPTION_BUDGET: usize = 2_000_000;

/// A depth-first search that values positions after their options, remembering every value.
/// The positions searched must form an acyclic graph (a cycle is reported as too large).
#[derive(Clone, Debug)]
pub struct Search<G: Explore> {
    game: G,
    values: HashMap<G::Position, Value>,
    budget: usize,
    /// Options still allowed to be read.
    options_left: usize,
}

/// A position whose options are being valued.
struct Frame<P> {
    position: P,
    options: Vec<P>,
    next: usize,
}

impl<G: Explore> Search<G> {
    pub fn new(game: G) -> Self {
        Search::with_budget(game, POSITION_BUDGET)
    }

    pub fn with_budget(game: G, budget: usize) -> Self {
        Search {
            game,
            values: HashMap::new(),
            budget,
            options_left: OPTION_BUDGET,
        }
    }

    /// The value of `position`, or why it cannot be made exact within the budget. Values
    /// found on the way are kept for the next call.
    pub fn value(&mut self, position: G::Position) -> Result<Value, Unknown> {
        let start = self.game.canonical(position);
        if let Some(&value) = self.values.get(&start) {
            return Ok(value);
        }
        self.refuse_a_long_search(&start)?;
        // Written with an explicit stack: a game a million moves long must not overflow the
        // wasm stack.
        let mut on_stack: HashSet<G::Position> = HashSet::new();
        on_stack.insert(start.clone());
        let mut stack = vec![self.open(start)?];
        while let Some(frame) = stack.last_mut() {
            if let Some(option) = frame.options.get(frame.next).cloned() {
                frame.next += 1;
                if self.values.contains_key(&option) {
                    continue;
                }
                if on_stack.contains(&option) || stack.len() > self.budget {
                    return Err(Unknown::TooManyPositions(self.budget));
                }
                let child = self.open(option)?;
                on_stack.insert(child.position.clone());
                stack.push(child);
                continue;
            }
            let value = Value::of_options(
                frame
                    .options
                    .iter()
                    .filter_map(|p| self.values.get(p).copied()),
                self.game.last_move_wins(),
            );
            let Some(done) = stack.pop() else { break };
            on_stack.remove(&done.position);
            if self.values.len() >= self.budget {
                return Err(Unknown::TooManyPositions(self.budget));
            }
            self.values.insert(done.position.clone(), value);
            if stack.is_empty() {
                return Ok(value);
            }
        }
        Err(Unknown::TooManyPositions(self.budget))
    }

    /// Refuses, before it starts, a search the game's count says may pass the budgets: one
    /// that might take seconds is not begun. The count is a bound, so this says "maybe too
    /// many", and the reason says which budget.
    fn refuse_a_long_search(&self, start: &G::Position) -> Result<(), Unknown> {
        let Some(size) = self.game.search_size(start) else {
            return Ok(());
        };
        if size.positions > (self.budget - self.values.len().min(self.budget)) as u64 {
            return Err(Unknown::TooManyPositions(self.budget));
        }
        if size.positions.saturating_mul(size.options_each) > self.options_left as u64 {
            return Err(Unknown::TooMuchWork(OPTION_BUDGET));
        }
        Ok(())
    }

    fn open(&mut self, position: G::Position) -> Result<Frame<G::Position>, Unknown> {
        let options = self
            .game
            .options(&position, OPTION_CAP)
            .ok_or(Unknown::TooManyOptions(OPTION_CAP))?;
        self.options_left = self
            .options_left
            .checked_sub(options.len())
            .ok_or(Unknown::TooMuchWork(OPTION_BUDGET))?;
        let mut options: Vec<_> = options
            .into_iter()
            .map(|p| self.game.canonical(p))
            .collect();
        // Equal heaps, say, give equal options once made canonical: each is read once.
        let mut seen = HashSet::new();
        options.retain(|p| seen.insert(p.clone()));
        Ok(Frame {
            position,
            options,
            next: 0,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Take 1 to `k` stones from one pile.
    struct Bachet {
        k: u64,
        misere: bool,
    }

    impl Explore for Bachet {
        type Position = u64;
        fn options(&self, &n: &u64, _: usize) -> Option<Vec<u64>> {
            Some((1..=self.k.min(n)).map(|s| n - s).collect())
        }
        fn last_move_wins(&self) -> bool {
            !self.misere
        }
    }

    #[test]
    fn bachet_remoteness_is_two_per_round_plus_the_opening() {
        // n = q(k + 1) + r: the winner takes r, then each round of the loser's 1 and the
        // winner's k takes two moves.
        for k in 1..5 {
            let game = Bachet { k, misere: false };
            let mut search = Search::new(game);
            for n in 0..60 {
                let q = n / (k + 1);
                let r = n % (k + 1);
                let want = if r == 0 {
                    Value::new(Outcome::Lose, 2 * q)
                } else {
                    Value::new(Outcome::Win, 2 * q + 1)
                };
                assert_eq!(search.value(n), Ok(want), "k = {k}, n = {n}");
            }
        }
    }

    #[test]
    fn misere_ends_are_won_by_the_side_to_move() {
        let game = Bachet { k: 2, misere: true };
        let mut search = Search::new(game);
        assert_eq!(search.value(0), Ok(Value::new(Outcome::Win, 0)));
        assert_eq!(search.value(1), Ok(Value::new(Outcome::Lose, 1)));
        assert_eq!(search.value(2), Ok(Value::new(Outcome::Win, 2)));
        assert_eq!(search.value(3), Ok(Value::new(Outcome::Win, 2)));
        assert_eq!(search.value(4), Ok(Value::new(Outcome::Lose, 3)));
    }

    #[test]
    fn a_long_game_does_not_overflow_the_stack_and_the_budget_is_kept() {
        let game = Bachet {
            k: 1,
            misere: false,
        };
        assert_eq!(
            Search::new(game).value(90_000),
            Ok(Value::new(Outcome::Lose, 90_000))
        );
        assert_eq!(
            Search::with_budget(
                Bachet {
                    k: 1,
                    misere: false
                },
                100
            )
            .value(1_000),
            Err(Unknown::TooManyPositions(100))
        );
    }

    /// A cycle of two positions: not a finite game, so no value.
    struct Loop;
    impl Explore for Loop {
        type Position = bool;
        fn options(&self, &p: &bool, _: usize) -> Option<Vec<bool>> {
            Some(vec![!p])
        }
    }

    #[test]
    fn a_cycle_is_refused_not_looped_on() {
        assert!(Search::new(Loop).value(true).is_err());
    }
}
