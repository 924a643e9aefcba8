//! Playing the token game on a directed graph against the computer ([`GraphRules`] for the
//! shared turn loop of [`crate::play`]): each turn moves the token along an edge; whoever cannot
//! move loses (wins, in misère play); a position that comes back with the same player to move
//! ends the game in a draw.
//!
//! **Theorem used.** The retrograde analysis ([`GameGraph::values`]) labels every vertex W, L
//! or D with its remoteness: a W vertex has an L successor, an L vertex has only W successors
//! (or none, in normal play), and the vertices it never decides are draws, where neither
//! player can force a win. The computer follows it: from W to the L successor of least
//! remoteness (it hurries), from D to a D successor (it holds the draw), from L to the W
//! successor of largest remoteness (it delays). The draw by repetition changes none of these
//! values (`graph_props` checks it against a literal search of play), so the coach values a
//! game with cycles without searching its histories.

use std::rc::Rc;

use super::{vertex, GameGraph, GraphOutcome, GraphValue, PlayRule};
use crate::input::{Field, InputError, Problem, RawInt};
use crate::remoteness::Unknown;
use crate::rules::{Judged, Rules};

/// A move typed by the learner: the vertex the token goes to.
pub const GRAPH_MOVE: Field = Field::new("move", "Nước đi", "Move", "3");

/// Why the computer chose its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphReason {
    /// From a W vertex to the L successor of least remoteness.
    Hurries,
    /// From a D vertex to a D successor: no successor is L, so a win cannot be forced, and a
    /// W successor would hand the win over.
    HoldsDraw,
    /// From an L vertex (every successor W) to the one the game lasts longest from.
    Delays,
}

/// The token game on one graph, under one rule. A position is the token's vertex; the
/// graph and its values are shared, so a clone is cheap.
#[derive(Clone, Debug)]
pub struct GraphRules {
    graph: Rc<GameGraph>,
    rule: PlayRule,
    values: Rc<Vec<GraphValue>>,
}

impl GraphRules {
    pub fn new(graph: GameGraph, rule: PlayRule) -> GraphRules {
        let values = graph.values(rule);
        GraphRules {
            graph: Rc::new(graph),
            rule,
            values: Rc::new(values),
        }
    }

    pub fn graph(&self) -> &GameGraph {
        &self.graph
    }

    pub fn rule(&self) -> PlayRule {
        self.rule
    }

    /// The value of vertex `v` for the player to move there (a draw past the graph's end,
    /// which no position of a match reaches).
    pub fn value(&self, v: usize) -> GraphValue {
        self.values.get(v).copied().unwrap_or(GraphValue {
            outcome: GraphOutcome::Draw,
            remoteness: None,
        })
    }

    /// The start of a game with the token on `start`, or why there is no such vertex.
    pub fn start(&self, start: &RawInt) -> Result<usize, InputError> {
        vertex(start, GRAPH_MOVE, self.graph.len())
    }

    /// The move perfect play makes from `v`, with its reason; `None` without a move.
    fn best(&self, v: usize) -> Option<(usize, GraphReason)> {
        let options = self.graph.successors(v);
        let remoteness = |w: &usize| self.value(*w).remoteness.unwrap_or(0);
        let first_with = |wanted: GraphOutcome| {
            options
                .iter()
                .copied()
                .filter(move |&w| self.value(w).outcome == wanted)
        };
        match self.value(v).outcome {
            GraphOutcome::Win => {
                let fastest = first_with(GraphOutcome::Lose).min_by_key(remoteness)?;
                Some((fastest, GraphReason::Hurries))
            }
            GraphOutcome::Draw => Some((
                first_with(GraphOutcome::Draw).next()?,
                GraphReason::HoldsDraw,
            )),
            GraphOutcome::Lose => {
                // The first of the slowest: `max_by_key` would take the last.
                let slowest = options.iter().map(remoteness).max()?;
                let delay = options.iter().copied().find(|w| remoteness(w) == slowest)?;
                Some((delay, GraphReason::Delays))
            }
        }
    }
}

impl Rules for GraphRules {
    type Position = usize;
    type Move = usize;
    type Reason = GraphReason;

    fn is_over(&self, v: &usize) -> bool {
        self.graph.successors(*v).is_empty()
    }

    fn play(&self, v: &usize, to: &usize) -> Result<usize, InputError> {
        if self.graph.successors(*v).contains(to) {
            return Ok(*to);
        }
        Err(InputError::custom(
            GRAPH_MOVE,
            format!("không có cạnh {v} → {to}; quân chỉ đi theo chiều một mũi tên."),
            format!("there is no edge {v} → {to}; the token moves along an arrow."),
        ))
    }

    fn reply(&self, v: &usize) -> Option<(usize, GraphReason)> {
        self.best(*v)
    }

    /// Reads a typed move: the number of the vertex the token goes to.
    fn read_move(&self, v: &usize, text: &str) -> Result<usize, InputError> {
        if text.trim().is_empty() {
            return Err(InputError::new(GRAPH_MOVE, Problem::Empty));
        }
        let to = vertex(&RawInt::parse(text.trim()), GRAPH_MOVE, self.graph.len())?;
        self.play(v, &to)
    }

    fn last_move_wins(&self) -> bool {
        self.rule == PlayRule::Normal
    }

    fn legal_moves(&self, v: &usize, cap: usize) -> Option<Vec<usize>> {
        let moves = self.graph.successors(*v);
        (moves.len() <= cap).then(|| moves.to_vec())
    }

    fn outcome(&self, v: &usize) -> GraphOutcome {
        self.value(*v).outcome
    }

    /// The retrograde analysis's values, draws included.
    fn known_value(&self, v: &usize) -> Option<Judged> {
        let value = self.value(*v);
        Some(Judged {
            outcome: value.outcome,
            remoteness: value.remoteness.ok_or(Unknown::Draw),
        })
    }

    fn reason_for(&self, v: &usize, to: &usize) -> Option<GraphReason> {
        let next = self.value(*to).outcome;
        match self.value(*v).outcome {
            GraphOutcome::Win => (next == GraphOutcome::Lose).then_some(GraphReason::Hurries),
            GraphOutcome::Draw => (next == GraphOutcome::Draw).then_some(GraphReason::HoldsDraw),
            GraphOutcome::Lose => Some(GraphReason::Delays),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::default_graph as rules;
    use crate::lang::Lang;
    use crate::play::{Match, Side, Strength};

    #[test]
    fn the_computer_hurries_holds_the_draw_and_delays() {
        let rules = rules(false);
        let letters: String = (0..7).map(|v| rules.value(v).outcome.letter()).collect();
        // 4 has no move (L); 3 and 5 reach it (W); 6 only reaches 5 (L); 0, 1, 2 go round.
        assert_eq!(letters, "DDDWLWL");
        assert_eq!(rules.reply(&5), Some((4, GraphReason::Hurries)));
        assert_eq!(rules.reply(&6), Some((5, GraphReason::Delays)));
        // From 0 the move to 3 (W) would lose; 1 keeps the draw.
        assert_eq!(rules.reply(&0), Some((1, GraphReason::HoldsDraw)));
        assert_eq!(rules.reply(&4), None);
    }

    #[test]
    fn a_thrown_draw_is_a_mistake_and_a_win_is_reviewed() {
        let rules = rules(false);
        let mut game = Match::new(rules.clone(), 0, Side::Learner);
        // 0 → 3 hands the computer a W vertex: it goes to 4 and you cannot move.
        game.play(3).expect("an edge");
        assert_eq!(game.winner(), Some(Side::Computer));
        assert_eq!(game.first_mistake(Side::Learner), Some(0));
        assert_eq!(game.best_move_after(0), Some(1), "1 kept the draw");
        // From 6 the learner is lost (every move to a W vertex); from 5 they win at once.
        let mut won = Match::new(rules.clone(), 5, Side::Learner);
        won.play(4).expect("an edge");
        assert_eq!(won.winner(), Some(Side::Learner));
        assert_eq!(won.first_mistake(Side::Learner), None);
        let values = Match::new(rules, 6, Side::Learner)
            .move_values()
            .expect("few moves");
        assert_eq!(values.len(), 1);
        assert!(!values[0].wins() && !values[0].draws());
        assert_eq!(values[0].after.remoteness, Ok(1));
    }

    #[test]
    fn typed_moves_and_their_refusals() {
        let rules = rules(false);
        assert_eq!(rules.read_move(&0, " 3 "), Ok(3));
        let refusal = |text: &str| rules.read_move(&0, text).unwrap_err().reason(Lang::En);
        assert_eq!(
            refusal("2"),
            "there is no edge 0 → 2; the token moves along an arrow."
        );
        assert!(refusal("99").contains("6"), "{}", refusal("99"));
        assert_eq!(refusal("x"), "“x” is not a whole number.");
        assert_eq!(
            refusal("-1"),
            "“-1” is negative; the vertices are numbered 0 to 6."
        );
        assert!(rules.read_move(&0, "  ").is_err());
        assert!(rules.start(&RawInt::Value(7)).is_err());
        assert_eq!(rules.start(&RawInt::Value(6)), Ok(6));
    }

    #[test]
    fn a_match_round_the_cycle_is_a_draw_by_repetition() {
        let rules = rules(false);
        let mut game = Match::new(rules.clone(), 0, Side::Learner);
        // You 0 → 1, the computer 1 → 2 (holding the draw), you 2 → 0, the computer 0 → 1,
        // you 1 → 2, the computer 2 → 0: the token is on 0 with you to move, as at the start.
        game.play(1).expect("an edge");
        assert_eq!(*game.position(), 2);
        game.play(0).expect("an edge");
        assert_eq!(*game.position(), 1, "the computer keeps the draw");
        game.play(2).expect("an edge");
        assert_eq!(*game.position(), 0);
        assert!(game.is_draw() && game.is_over());
        assert_eq!(game.winner(), None);
        assert!(game.play(1).is_err(), "no move after a draw");
        // Undo takes back the learner's move with the answer: play on from vertex 1.
        assert!(game.take_back());
        assert_eq!(*game.position(), 1);
        assert!(!game.is_over());
    }

    #[test]
    fn under_misere_play_the_dead_end_wins() {
        let rules = rules(true);
        // Under misère play the dead end 4 is won by the player to move.
        assert_eq!(rules.value(4).outcome, GraphOutcome::Win);
        assert_eq!(rules.value(3).outcome, GraphOutcome::Lose);
        let game = Match::against(rules, 3, Side::Computer, Strength::Perfect, 1);
        assert_eq!(
            game.winner(),
            Some(Side::Learner),
            "the computer had to go to 4"
        );
    }
}
