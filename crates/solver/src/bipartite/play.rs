//! Playing the token game against the computer ([`TokenRules`] for the shared turn loop of
//! [`crate::play`]): the legal moves from the token's path, and the advice of the theorem for
//! the player to move, which is also the computer's strategy.
//!
//! The vertices the token has visited are gone, so the position is the token's vertex in the
//! graph without them; the advice is the theorem applied to that smaller graph: the player to
//! move wins exactly when the token's vertex is in every maximum matching of it, and then a
//! winning move is to the token's partner in one. (Keeping one maximum matching of the whole
//! graph from a W start also works; recomputing lets the computer punish any slip.)

use super::{vertex_name, BipartiteGraph, Half, Vertex};
use crate::input::{quote, Field, InputError, RawInt};
use crate::lang::Lang;
use crate::outcome::{GraphOutcome, Outcome};
use crate::play::Side;
use crate::remoteness::SearchSize;
use crate::rules::Rules;
use crate::sorting;

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

/// Why the computer chose its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenReason {
    /// The token's vertex is in every maximum matching of what is left: the computer goes to
    /// its partner in one, and wins.
    Partner,
    /// Some maximum matching of what is left misses the token's vertex: every move loses
    /// against best play, so the computer makes the game last and waits for a slip.
    NoWin,
}

/// The token game on one graph, against the computer. A position is the token's path from its
/// start: the vertices visited before the token's are gone. Whoever cannot move loses (normal
/// play); the computer follows the theorem on what is left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenRules {
    pub graph: BipartiteGraph,
}

/// Where the token is: the end of its path.
pub fn token(path: &[Vertex]) -> Vertex {
    // A path always holds its start; the fallback is never used.
    path.last().copied().unwrap_or(Vertex::left(0))
}

impl TokenRules {
    pub fn new(graph: BipartiteGraph) -> TokenRules {
        TokenRules { graph }
    }

    /// The start of a game with the token on `start`; `None` if there is no such vertex.
    pub fn start(&self, start: Vertex) -> Option<Vec<Vertex>> {
        let size = match start.half {
            Half::Left => self.graph.left_len(),
            Half::Right => self.graph.right_len(),
        };
        (start.index < size).then(|| vec![start])
    }

    /// The unvisited neighbours of the token.
    pub fn next_vertices(&self, path: &[Vertex]) -> Vec<Vertex> {
        let token = token(path);
        let other = token.half.other();
        self.graph
            .neighbours(token)
            .iter()
            .map(|&index| Vertex { half: other, index })
            .filter(|v| !path.contains(v))
            .collect()
    }

    /// What is left of the graph: without the visited vertices, except the token's.
    pub fn remaining(&self, path: &[Vertex]) -> BipartiteGraph {
        self.graph.without(&path[..path.len().saturating_sub(1)])
    }

    /// The theorem applied to what is left, for the player to move.
    pub fn advice(&self, path: &[Vertex]) -> Advice {
        let analysis = self.remaining(path).analyze();
        let token = token(path);
        Advice {
            outcome: analysis.outcome(token),
            best: analysis.winning_move(token).map(|index| Vertex {
                half: token.half.other(),
                index,
            }),
            matching_size: analysis.matching.size(),
        }
    }

    /// Why the game that started on `start` ended as it did, in terms of the theorem: `loser`
    /// had no move left, `first` made the first move.
    pub fn explain(&self, start: Vertex, loser: Side, first: Side, lang: Lang) -> String {
        let s = vertex_name(start);
        let opener = match first {
            Side::Learner => lang.pick("bạn", "you"),
            Side::Computer => lang.pick("máy", "the computer"),
        };
        let start_wins = self.advice(&[start]).outcome == Outcome::Win;
        match loser {
            Side::Learner => lang.pick(
                format!("Vì sao: mỗi khi đến lượt máy mà quân đứng ở một đỉnh có mặt trong mọi cặp ghép cực đại của phần còn lại, máy đẩy quân sang bạn ghép của đỉnh đó; đỉnh bạn nhận được bị một cặp ghép cực đại bỏ trống, nên mọi nước của bạn đều tới một đỉnh đã ghép và máy luôn còn nước đáp. Ván bắt đầu ở {s}, người đi đầu là {opener}."),
                format!("Why: whenever the computer had the token on a vertex that is in every maximum matching of what was left, it slid the token to that vertex's partner; the vertex you received is left free by some maximum matching, so each of your moves reached a matched vertex and the computer always had a reply. The game started on {s}, with {opener} moving first."),
            ),
            Side::Computer if start_wins && first == Side::Learner => lang.pick(
                format!("Vì sao: {s} có mặt trong mọi cặp ghép cực đại, nên người đi đầu (bạn) thắng nếu luôn đẩy quân sang bạn ghép trong một cặp ghép cực đại; máy không còn đường thoát."),
                format!("Why: {s} is in every maximum matching, so the first mover (you) wins by always sliding the token to its partner in a maximum matching; the computer had no way out."),
            ),
            Side::Computer => lang.pick(
                format!("Vì sao: mỗi nước của bạn đưa quân tới bạn ghép của nó trong một cặp ghép cực đại của phần còn lại, nên máy luôn nhận một đỉnh bị một cặp ghép cực đại bỏ trống và cuối cùng hết nước. Ván bắt đầu ở {s}, người đi đầu là {opener}."),
                format!("Why: each of your moves took the token to its partner in a maximum matching of what was left, so the computer always received a vertex left free by some maximum matching and finally ran out of moves. The game started on {s}, with {opener} moving first."),
            ),
        }
    }
}

impl Advice {
    /// The hint for the learner with the token on `here`.
    pub fn hint(&self, here: Vertex, lang: Lang) -> String {
        let here = vertex_name(here);
        match self.best {
            Some(best) => {
                let b = vertex_name(best);
                lang.pick(
                    format!("Gợi ý: {here} có mặt trong mọi cặp ghép cực đại của phần còn lại, nên bạn thắng: hãy đi tới {b}, bạn ghép của {here}."),
                    format!("Hint: {here} is in every maximum matching of what is left, so you win: go to {b}, the partner of {here}."),
                )
            }
            None => lang.pick(
                format!("Gợi ý: có một cặp ghép cực đại của phần còn lại để {here} trống, nên nếu máy chơi đúng thì nước nào của bạn cũng thua."),
                format!("Hint: some maximum matching of what is left leaves {here} free, so against best play every move of yours loses."),
            ),
        }
    }
}

impl TokenReason {
    /// The computer's move `from → to` and why.
    pub fn sentence(self, from: Vertex, to: Vertex, lang: Lang) -> String {
        let (f, t) = (vertex_name(from), vertex_name(to));
        match self {
            TokenReason::Partner => lang.pick(
                format!("Máy đi {f} → {t}: {t} là bạn ghép của {f} trong một cặp ghép cực đại của phần còn lại."),
                format!("The computer moved {f} → {t}: {t} is the partner of {f} in a maximum matching of what is left."),
            ),
            TokenReason::NoWin => lang.pick(
                format!("Máy đi {f} → {t} (từ {f} máy không có nước thắng)."),
                format!("The computer moved {f} → {t} (it had no winning move from {f})."),
            ),
        }
    }
}

impl Rules for TokenRules {
    type Position = Vec<Vertex>;
    type Move = Vertex;
    type Reason = TokenReason;

    fn is_over(&self, path: &Vec<Vertex>) -> bool {
        self.next_vertices(path).is_empty()
    }

    fn play(&self, path: &Vec<Vertex>, to: &Vertex) -> Result<Vec<Vertex>, InputError> {
        let token = token(path);
        let (to_name, from_name) = (vertex_name(*to), vertex_name(token));
        if to.half == token.half || !self.graph.neighbours(token).contains(&to.index) {
            return Err(InputError::custom(
                TOKEN_MOVE,
                format!("{to_name} không nối với {from_name}; quân chỉ đi dọc một cạnh."),
                format!("{to_name} is not joined to {from_name}; the token moves along an edge."),
            ));
        }
        if path.contains(to) {
            return Err(InputError::custom(
                TOKEN_MOVE,
                format!("quân đã từng đứng ở {to_name}; chỉ được tới đỉnh chưa đi qua."),
                format!("the token has already been on {to_name}; it may only go somewhere new."),
            ));
        }
        let mut next = path.clone();
        next.push(*to);
        Ok(next)
    }

    /// A winning move (the token's partner) if there is one, else the first legal move.
    fn reply(&self, path: &Vec<Vertex>) -> Option<(Vertex, TokenReason)> {
        match self.advice(path).best {
            Some(best) => Some((best, TokenReason::Partner)),
            None => Some((*self.next_vertices(path).first()?, TokenReason::NoWin)),
        }
    }

    /// Reads a typed move: `R2`, `r2` or `2` (the side opposite the token's), then checks it
    /// is legal.
    fn read_move(&self, path: &Vec<Vertex>, text: &str) -> Result<Vertex, InputError> {
        let token = token(path);
        let half = token.half.other();
        let vertex = parse_vertex(text, half, &self.graph)?;
        if vertex.half != half {
            let (vi, en) = match half {
                Half::Left => ("trái (L)", "left (L)"),
                Half::Right => ("phải (R)", "right (R)"),
            };
            let here = vertex_name(token);
            return Err(InputError::custom(
                TOKEN_MOVE,
                format!("quân đang ở {here} nên chỉ đi được sang một đỉnh bên {vi}."),
                format!("the token is on {here}, so it can only go to a {en} vertex."),
            ));
        }
        self.play(path, &vertex)?;
        Ok(vertex)
    }

    fn legal_moves(&self, path: &Vec<Vertex>, cap: usize) -> Option<Vec<Vertex>> {
        let moves = self.next_vertices(path);
        (moves.len() <= cap).then_some(moves)
    }

    fn outcome(&self, path: &Vec<Vertex>) -> GraphOutcome {
        self.advice(path).outcome.into()
    }

    fn reason_for(&self, path: &Vec<Vertex>, to: &Vertex) -> Option<TokenReason> {
        if self.advice(path).outcome == Outcome::Lose {
            return Some(TokenReason::NoWin);
        }
        let after = self.play(path, to).ok()?;
        (self.advice(&after).outcome == Outcome::Lose).then_some(TokenReason::Partner)
    }

    /// The token and the set of visited vertices: the order they were visited in does not
    /// change the future.
    fn canonical(&self, mut path: Vec<Vertex>) -> Vec<Vertex> {
        if let Some(token) = path.pop() {
            sorting::sort_by_key(&mut path, |v| (v.half == Half::Right, v.index));
            path.push(token);
        }
        path
    }

    /// Each vertex is visited or not.
    fn search_size(&self, path: &Vec<Vertex>) -> Option<SearchSize> {
        let vertices = self.graph.left_len() + self.graph.right_len();
        let free = u32::try_from(vertices.saturating_sub(path.len())).unwrap_or(u32::MAX);
        Some(SearchSize {
            positions: 2u64.saturating_pow(free).saturating_mul(vertices as u64),
            options_each: vertices as u64,
        })
    }
}

/// A vertex typed as `L2`, `R3`, or a bare number on `default_side`; numbered from 1.
pub fn parse_vertex(
    text: &str,
    default_side: Half,
    graph: &BipartiteGraph,
) -> Result<Vertex, InputError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(InputError::new(TOKEN_MOVE, crate::input::Problem::Empty));
    }
    let (half, digits) = match trimmed.chars().next() {
        Some('L' | 'l') => (Half::Left, trimmed.get(1..).unwrap_or_default()),
        Some('R' | 'r') => (Half::Right, trimmed.get(1..).unwrap_or_default()),
        _ => (default_side, trimmed),
    };
    let size = match half {
        Half::Left => graph.left_len(),
        Half::Right => graph.right_len(),
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
            half,
            // `1 <= v <= size`.
            index: v as usize - 1,
        }),
        RawInt::NotInteger(_) => Err(not_vertex()),
        _ => {
            let letter = match half {
                Half::Left => 'L',
                Half::Right => 'R',
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

/// The vertices of `path` by name, joined by `sep`.
pub fn path_names(path: &[Vertex], sep: &str) -> String {
    let names: Vec<String> = path.iter().map(|&v| vertex_name(v)).collect();
    names.join(sep)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::path_graph;
    use crate::play::Match;

    #[test]
    fn the_computer_follows_the_matching() {
        // Perfect matching {L1R1, L2R2}: every vertex is W. From L2 the partner is R2, a dead end.
        let rules = path_graph();
        let advice = rules.advice(&[Vertex::left(1)]);
        assert_eq!(advice.outcome, Outcome::Win);
        assert_eq!(advice.best, Some(Vertex::right(1)));
        assert_eq!(
            rules.reply(&vec![Vertex::left(1)]),
            Some((Vertex::right(1), TokenReason::Partner))
        );
        // From R1 the partner is L1 (R1–L2 would leave L2–R2 to the opponent).
        assert_eq!(
            rules.advice(&[Vertex::right(0)]).best,
            Some(Vertex::left(0))
        );
        // After L1 → R1 the token on R1 has lost L1: what is left is R1 — L2 — R2, where R1 is
        // missed by the matching {L2R2}, so every move loses; the computer takes the first one.
        let path = vec![Vertex::left(0), Vertex::right(0)];
        assert_eq!(rules.advice(&path).outcome, Outcome::Lose);
        assert_eq!(
            rules.reply(&path),
            Some((Vertex::left(1), TokenReason::NoWin))
        );
        assert!(TokenReason::Partner
            .sentence(Vertex::left(0), Vertex::right(0), Lang::Vi)
            .starts_with("Máy đi L1 → R1: R1 là bạn ghép của L1"));
        assert!(advice.hint(Vertex::left(1), Lang::En).contains("go to R2"));
    }

    #[test]
    fn legal_and_illegal_moves() {
        let rules = path_graph();
        let start = rules.start(Vertex::right(0)).expect("a vertex");
        assert_eq!(
            rules.next_vertices(&start),
            vec![Vertex::left(0), Vertex::left(1)]
        );
        assert_eq!(rules.read_move(&start, "2"), Ok(Vertex::left(1)));
        assert_eq!(rules.read_move(&start, "l1"), Ok(Vertex::left(0)));
        let err =
            |path: &Vec<Vertex>, t: &str| rules.read_move(path, t).unwrap_err().reason(Lang::En);
        assert_eq!(
            err(&start, "R2"),
            "the token is on R1, so it can only go to a left (L) vertex."
        );
        assert_eq!(
            err(&start, "L3"),
            "there is no vertex “L3”: side L has L1 … L2."
        );
        assert_eq!(
            err(&start, "<i>"),
            "“<i>” is not a vertex name; write it like R2 or L1."
        );
        let from_l2 = vec![Vertex::right(0), Vertex::left(1)];
        assert_eq!(
            rules
                .play(&from_l2, &Vertex::right(0))
                .unwrap_err()
                .reason(Lang::En),
            "the token has already been on R1; it may only go somewhere new."
        );
        assert_eq!(
            rules
                .play(&start, &Vertex::right(1))
                .unwrap_err()
                .reason(Lang::En),
            "R2 is not joined to R1; the token moves along an edge."
        );
        assert!(rules.start(Vertex::left(2)).is_none());
    }

    #[test]
    fn a_match_the_computer_wins_and_undo_takes_back_a_whole_turn() {
        let rules = path_graph();
        // The computer opens on L1 (W): L1 → R1; the learner must go to L2; the computer
        // answers R2 and the learner is stuck.
        let start = rules.start(Vertex::left(0)).expect("a vertex");
        let mut game = Match::new(rules.clone(), start, Side::Computer);
        assert_eq!(game.position(), &vec![Vertex::left(0), Vertex::right(0)]);
        assert!(
            game.play(Vertex::right(1)).is_err(),
            "R2 is not joined to R1"
        );
        game.play_typed("L2").expect("legal");
        assert!(game.is_over());
        assert_eq!(game.winner(), Some(Side::Computer));
        assert_eq!(game.turns().len(), 3);
        assert!(game.take_back());
        assert_eq!(game.position(), &vec![Vertex::left(0), Vertex::right(0)]);
        assert!(!game.can_take_back(), "the computer's opening stays");
        // From L2 the learner moves to its partner R2 and wins at once.
        let start = rules.start(Vertex::left(1)).expect("a vertex");
        let mut game = Match::new(rules.clone(), start, Side::Learner);
        game.play(Vertex::right(1)).expect("legal");
        assert_eq!(game.winner(), Some(Side::Learner));
        let why = rules.explain(Vertex::left(1), Side::Computer, Side::Learner, Lang::En);
        assert!(
            why.starts_with("Why: L2 is in every maximum matching"),
            "{why}"
        );
        // A vertex with no edge: the player to move has lost at once.
        let lonely = TokenRules::new(BipartiteGraph::from_edges(1, 2, &[(0, 0)]).expect("valid"));
        let game = Match::new(lonely.clone(), vec![Vertex::right(1)], Side::Learner);
        assert_eq!(game.winner(), Some(Side::Computer));
    }
}
