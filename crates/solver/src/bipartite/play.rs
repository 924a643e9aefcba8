//! Playing the token game: the token's path so far, the legal moves, and the advice of the
//! theorem for the player to move.
//!
//! The vertices the token has visited are gone, so the position is the token's vertex in the
//! graph without them; the advice is the theorem applied to that smaller graph: the player to
//! move wins exactly when the token's vertex is in every maximum matching of it, and then a
//! winning move is to the token's partner in one. (Keeping one maximum matching of the whole
//! graph from a W start also works; recomputing lets the computer punish any slip.)

use super::{vertex_name, BipartiteGraph, Side, Vertex};
use crate::input::{quote, Field, InputError, RawInt};
use crate::outcome::Outcome;

/// A move typed by the learner, such as `R2` (or `2`: the side is the other one).
pub const TOKEN_MOVE: Field = Field::new("move", "Nước đi", "Move", "R2");

/// What the theorem says about the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Advice {
    /// For the player to move.
    pub outcome: Outcome,
    /// A winning move (the token's partner in a maximum matching of what is left).
    pub best: Option<Vertex>,
    /// The size of a maximum matching of what is left.
    pub matching_size: usize,
}

/// A game in progress: the graph and the token's path, from its start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenGame {
    graph: BipartiteGraph,
    path: Vec<Vertex>,
}

impl TokenGame {
    /// A game with the token on `start`; `None` if there is no such vertex.
    pub fn new(graph: BipartiteGraph, start: Vertex) -> Option<TokenGame> {
        let size = match start.side {
            Side::Left => graph.left_len(),
            Side::Right => graph.right_len(),
        };
        (start.index < size).then(|| TokenGame {
            graph,
            path: vec![start],
        })
    }

    pub fn graph(&self) -> &BipartiteGraph {
        &self.graph
    }

    /// The vertices the token has been on, from the start to where it is now.
    pub fn path(&self) -> &[Vertex] {
        &self.path
    }

    /// How many moves have been made.
    pub fn moves_made(&self) -> usize {
        self.path.len().saturating_sub(1)
    }

    pub fn token(&self) -> Vertex {
        // The path always holds the start; the fallback is never used.
        self.path.last().copied().unwrap_or(Vertex::left(0))
    }

    /// The unvisited neighbours of the token.
    pub fn legal_moves(&self) -> Vec<Vertex> {
        let token = self.token();
        let other = token.side.other();
        self.graph
            .neighbours(token)
            .iter()
            .map(|&index| Vertex { side: other, index })
            .filter(|v| !self.path.contains(v))
            .collect()
    }

    pub fn is_over(&self) -> bool {
        self.legal_moves().is_empty()
    }

    /// What is left of the graph: without the visited vertices, except the token's.
    pub fn remaining(&self) -> BipartiteGraph {
        let visited = &self.path[..self.moves_made()];
        self.graph.without(visited)
    }

    pub fn advice(&self) -> Advice {
        let analysis = self.remaining().analyze();
        let token = self.token();
        let outcome = analysis.outcome(token);
        let best = analysis.winning_move(token).map(|index| Vertex {
            side: token.side.other(),
            index,
        });
        Advice {
            outcome,
            best,
            matching_size: analysis.matching.size(),
        }
    }

    /// The computer's move: a winning one if there is one, else the first legal move.
    pub fn computer_move(&self) -> Option<Vertex> {
        self.advice()
            .best
            .or_else(|| self.legal_moves().first().copied())
    }

    /// Moves the token to `to` if that is legal.
    pub fn play(&mut self, to: Vertex) -> Result<(), InputError> {
        let token = self.token();
        let (to_name, from_name) = (vertex_name(to), vertex_name(token));
        if to.side == token.side || !self.graph.neighbours(token).contains(&to.index) {
            return Err(InputError::custom(
                TOKEN_MOVE,
                format!("{to_name} không nối với {from_name}; quân chỉ đi dọc một cạnh."),
                format!("{to_name} is not joined to {from_name}; the token moves along an edge."),
            ));
        }
        if self.path.contains(&to) {
            return Err(InputError::custom(
                TOKEN_MOVE,
                format!("quân đã từng đứng ở {to_name}; chỉ được tới đỉnh chưa đi qua."),
                format!("the token has already been on {to_name}; it may only go somewhere new."),
            ));
        }
        self.path.push(to);
        Ok(())
    }

    /// Takes back the last move; `false` at the start.
    pub fn undo(&mut self) -> bool {
        if self.path.len() > 1 {
            self.path.pop();
            true
        } else {
            false
        }
    }

    /// Reads a typed move: `R2`, `r2` or `2` (the side opposite the token's), then checks it
    /// is legal.
    pub fn parse_move(&self, text: &str) -> Result<Vertex, InputError> {
        let token = self.token();
        let side = token.side.other();
        let vertex = parse_vertex(text, side, &self.graph)?;
        if vertex.side != side {
            let (vi, en) = match side {
                Side::Left => ("trái (L)", "left (L)"),
                Side::Right => ("phải (R)", "right (R)"),
            };
            let here = vertex_name(token);
            return Err(InputError::custom(
                TOKEN_MOVE,
                format!("quân đang ở {here} nên chỉ đi được sang một đỉnh bên {vi}."),
                format!("the token is on {here}, so it can only go to a {en} vertex."),
            ));
        }
        let mut probe = self.clone();
        probe.play(vertex)?;
        Ok(vertex)
    }
}

/// A vertex typed as `L2`, `R3`, or a bare number on `default_side`; numbered from 1.
pub fn parse_vertex(
    text: &str,
    default_side: Side,
    graph: &BipartiteGraph,
) -> Result<Vertex, InputError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(InputError::new(TOKEN_MOVE, crate::input::Problem::Empty));
    }
    let (side, digits) = match trimmed.chars().next() {
        Some('L' | 'l') => (Side::Left, &trimmed[1..]),
        Some('R' | 'r') => (Side::Right, &trimmed[1..]),
        _ => (default_side, trimmed),
    };
    let size = match side {
        Side::Left => graph.left_len(),
        Side::Right => graph.right_len(),
    };
    let not_vertex = || {
        InputError::custom(
            TOKEN_MOVE,
            format!(
                "“{}” không phải là tên đỉnh; hãy viết như R2 hoặc L1.",
                quote(trimmed)
            ),
            format!(
                "“{}” is not a vertex name; write it like R2 or L1.",
                quote(trimmed)
            ),
        )
    };
    match RawInt::parse(digits) {
        RawInt::Value(v) if v >= 1 && v <= size as i128 => Ok(Vertex {
            side,
            // `1 <= v <= size`.
            index: v as usize - 1,
        }),
        RawInt::NotInteger(_) => Err(not_vertex()),
        _ => {
            let letter = match side {
                Side::Left => 'L',
                Side::Right => 'R',
            };
            Err(InputError::custom(
                TOKEN_MOVE,
                format!(
                    "không có đỉnh “{}”: bên {letter} có các đỉnh {letter}1 … {letter}{size}.",
                    quote(trimmed)
                ),
                format!(
                    "there is no vertex “{}”: side {letter} has {letter}1 … {letter}{size}.",
                    quote(trimmed)
                ),
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    fn path_graph() -> BipartiteGraph {
        // The path L1 — R1 — L2 — R2.
        BipartiteGraph::from_edges(2, 2, &[(0, 0), (1, 0), (1, 1)]).expect("valid graph")
    }

    #[test]
    fn the_computer_wins_from_a_w_start() {
        // Perfect matching {L1R1, L2R2}: every vertex is W. From L2 the partner is R2, a dead end.
        let game = TokenGame::new(path_graph(), Vertex::left(1)).expect("a vertex");
        let advice = game.advice();
        assert_eq!(advice.outcome, Outcome::Win);
        assert_eq!(advice.best, Some(Vertex::right(1)));
        assert_eq!(game.computer_move(), Some(Vertex::right(1)));
        // From R1 the partner is L1 (R1–L2 would leave L2–R2 to the opponent).
        let game = TokenGame::new(path_graph(), Vertex::right(0)).expect("a vertex");
        assert_eq!(game.advice().best, Some(Vertex::left(0)));
    }

    #[test]
    fn moves_are_checked_and_undone() {
        let mut game = TokenGame::new(path_graph(), Vertex::right(0)).expect("a vertex");
        assert_eq!(game.legal_moves(), vec![Vertex::left(0), Vertex::left(1)]);
        assert_eq!(game.parse_move("2"), Ok(Vertex::left(1)));
        assert_eq!(game.parse_move("l1"), Ok(Vertex::left(0)));
        let err = |g: &TokenGame, t: &str| g.parse_move(t).unwrap_err().reason(Lang::En);
        assert_eq!(
            err(&game, "R2"),
            "the token is on R1, so it can only go to a left (L) vertex."
        );
        assert_eq!(
            err(&game, "L3"),
            "there is no vertex “L3”: side L has L1 … L2."
        );
        assert_eq!(
            err(&game, "<i>"),
            "“<i>” is not a vertex name; write it like R2 or L1."
        );
        game.play(Vertex::left(1)).expect("legal");
        game.play(Vertex::right(1)).expect("legal");
        assert!(game.is_over());
        assert_eq!(game.moves_made(), 2);
        assert!(game.undo());
        assert_eq!(
            err(&game, "R1"),
            "the token has already been on R1; it may only go somewhere new."
        );
        assert!(game.undo());
        assert!(!game.undo());
        assert!(TokenGame::new(path_graph(), Vertex::left(2)).is_none());
    }
}
