//! The bipartite graph as a learner types it: vertices are named from 1 (`L1`, `R3`), an edge
//! is written `left-right` (`2-3` or `L2-R3`), edges are separated by commas, semicolons or
//! spaces. The judge input of the programs uses the same numbering: `nl nr m`, then `m` lines
//! `l r`.

use super::{BipartiteGraph, Half, Vertex, BIPARTITE_EDGES, LEFT, MAX_BIPARTITE_EDGES, RIGHT};
use crate::input::{list_tokens, quote, Field, InputError, JudgeInput, Problem, RawInt};

/// A vertex's name as the learner reads it: `L1`, `R3` (numbered from 1).
pub fn vertex_name(vertex: Vertex) -> String {
    let letter = match vertex.half {
        Half::Left => 'L',
        Half::Right => 'R',
    };
    format!("{letter}{}", vertex.index + 1)
}

/// An edge `(l, r)` (from 0) as it is typed: `1-2`.
pub fn edge_name(l: usize, r: usize) -> String {
    format!("{}-{}", l + 1, r + 1)
}

fn not_an_edge(token: &str) -> InputError {
    InputError::custom(
        BIPARTITE_EDGES,
        format!(
            "“{}” không phải là một cạnh; hãy viết đỉnh trái-đỉnh phải, ví dụ 1-2.",
            quote(token)
        ),
        format!(
            "“{}” is not an edge; write left-right, for example 1-2.",
            quote(token)
        ),
    )
}

/// One end of a typed edge: an optional `L`/`R` (matching its side), then a number from 1.
fn end(text: &str, token: &str, half: Half, size: usize) -> Result<usize, InputError> {
    let letter = match half {
        Half::Left => ['L', 'l'],
        Half::Right => ['R', 'r'],
    };
    let digits = text.strip_prefix(letter).unwrap_or(text);
    if digits.trim().is_empty() {
        return Err(not_an_edge(token));
    }
    if size == 0 {
        let (vi, en) = match half {
            Half::Left => ("trái", "left"),
            Half::Right => ("phải", "right"),
        };
        return Err(InputError::custom(
            BIPARTITE_EDGES,
            format!("bên {vi} không có đỉnh nào nên không thể có cạnh."),
            format!("the {en} side has no vertex, so there can be no edge."),
        ));
    }
    match RawInt::parse(digits).bounded(BIPARTITE_EDGES, 1, size as u64) {
        // `1 <= value <= size`, a usize.
        Ok(value) => Ok(value as usize - 1),
        Err(error) => match error.problem {
            Problem::Zero | Problem::Negative { .. } | Problem::TooSmall { .. } => {
                Err(InputError::custom(
                    BIPARTITE_EDGES,
                    format!(
                        "“{}” không phải là một đỉnh: các đỉnh được đánh số từ 1.",
                        quote(digits.trim())
                    ),
                    format!(
                        "“{}” is not a vertex: vertices are numbered from 1.",
                        quote(digits.trim())
                    ),
                ))
            }
            _ => Err(error),
        },
    }
}

/// Reads typed edges such as `1-1, 1-2, L2-R2` between `left` and `right` vertices; returns
/// them numbered from 0, in the order typed. Refuses a missing end, a vertex out of range and
/// an edge written twice, naming the edge.
pub fn parse_edges(
    text: &str,
    left: usize,
    right: usize,
) -> Result<Vec<(usize, usize)>, InputError> {
    let mut edges: Vec<(usize, usize)> = Vec::new();
    for token in list_tokens(text) {
        if edges.len() >= MAX_BIPARTITE_EDGES {
            return Err(InputError::new(
                BIPARTITE_EDGES,
                Problem::TooMany {
                    max: MAX_BIPARTITE_EDGES,
                },
            ));
        }
        // The separator is the first hyphen after the first character, so that a sign in
        // front (`-1-2`) is read as part of a number and refused as negative.
        let split = token
            .char_indices()
            .skip(1)
            .find(|&(_, c)| c == '-')
            .map(|(i, _)| i);
        let Some(split) = split else {
            return Err(not_an_edge(token));
        };
        let (l_text, r_text) = token.split_at_checked(split).unwrap_or((token, ""));
        let r_text = r_text.get(1..).unwrap_or_default(); // past the `-`
        let l = end(l_text, token, Half::Left, left)?;
        let r = end(r_text, token, Half::Right, right)?;
        if edges.contains(&(l, r)) {
            let name = format!(
                "{}–{}",
                vertex_name(Vertex::left(l)),
                vertex_name(Vertex::right(r))
            );
            return Err(InputError::custom(
                BIPARTITE_EDGES,
                format!("cạnh {name} được ghi hai lần; mỗi cạnh chỉ ghi một lần."),
                format!("the edge {name} is written twice; write each edge once."),
            ));
        }
        edges.push((l, r));
    }
    Ok(edges)
}

impl BipartiteGraph {
    /// The graph of edges already checked by [`parse_edges`] (numbered from 0).
    pub fn from_edges(
        left: usize,
        right: usize,
        edges: &[(usize, usize)],
    ) -> Result<BipartiteGraph, InputError> {
        let raw: Vec<(RawInt, RawInt)> = edges
            .iter()
            .map(|&(l, r)| (RawInt::Value(l as i128), RawInt::Value(r as i128)))
            .collect();
        BipartiteGraph::new(left as u64, right as u64, &raw)
    }
}

/// Reads how many vertices a side has, `1..=max`, as typed in a field (`field` is [`LEFT`] or
/// [`RIGHT`]); 0 and negative counts get a message about vertices.
pub fn parse_side(text: &str, field: Field, max: u64) -> Result<usize, InputError> {
    if text.trim().is_empty() {
        return Err(InputError::new(field, Problem::Empty));
    }
    side_count(RawInt::parse(text), field, max)
}

fn side_count(raw: RawInt, field: Field, max: u64) -> Result<usize, InputError> {
    match raw.bounded(field, 1, max) {
        // `value <= max`, which the callers keep small.
        Ok(value) => Ok(value as usize),
        Err(error) => match error.problem {
            Problem::Zero | Problem::Negative { .. } | Problem::TooSmall { .. } => {
                Err(InputError::custom(
                    field,
                    "mỗi bên cần ít nhất 1 đỉnh.",
                    "each side needs at least 1 vertex.",
                ))
            }
            _ => Err(error),
        },
    }
}

/// A graph read from the programs' judge input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JudgeGraph {
    pub left: usize,
    pub right: usize,
    /// Numbered from 0, in the order read.
    pub edges: Vec<(usize, usize)>,
}

/// The number `m` of edges in the judge input.
pub const EDGE_COUNT: Field = Field::new("m", "Số cạnh m", "Edge count m", "4");

/// The judge input of a graph, as [`parse_judge`] reads it back: `nl nr m`, then one edge
/// `l r` per line (numbered from 1).
pub fn judge_input(left: usize, right: usize, edges: &[(usize, usize)]) -> String {
    let mut text = format!("{left} {right} {}", edges.len());
    for &(l, r) in edges {
        text.push_str(&format!("\n{} {}", l + 1, r + 1));
    }
    text
}

/// The edges as a learner types them: `1-1, 1-2`.
pub fn edges_text(edges: &[(usize, usize)]) -> String {
    let names: Vec<String> = edges.iter().map(|&(l, r)| edge_name(l, r)).collect();
    names.join(", ")
}

/// Reads the judge input `nl nr m` then `m` pairs `l r` (from 1), with at most `max_side`
/// vertices on a side.
pub fn parse_judge(text: &str, max_side: usize) -> Result<JudgeGraph, InputError> {
    let mut input = JudgeInput::new(text);
    let mut size = |field: Field| match input.word(field) {
        Ok(token) => side_count(RawInt::parse(token), field, max_side as u64),
        Err(error) => Err(error),
    };
    let left = size(LEFT)?;
    let right = size(RIGHT)?;
    let m = input.count(EDGE_COUNT, 0, left.saturating_mul(right))?;
    let mut edges: Vec<(usize, usize)> = Vec::with_capacity(m);
    for _ in 0..m {
        let l = input.count(BIPARTITE_EDGES, 1, left)? - 1;
        let r = input.count(BIPARTITE_EDGES, 1, right)? - 1;
        if edges.contains(&(l, r)) {
            let name = format!("{} {}", l + 1, r + 1);
            return Err(InputError::custom(
                BIPARTITE_EDGES,
                format!("cạnh “{name}” được ghi hai lần; mỗi cạnh chỉ ghi một lần."),
                format!("the edge “{name}” is written twice; write each edge once."),
            ));
        }
        edges.push((l, r));
    }
    if !input.is_done() {
        return Err(InputError::custom(
            EDGE_COUNT,
            "còn thừa số sau m cạnh; hãy sửa m cho đúng số cạnh.",
            "there are numbers left after the m edges; make m the number of edges.",
        ));
    }
    Ok(JudgeGraph { left, right, edges })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn reads_the_typed_edge_syntax() {
        // The left end of an edge cannot carry the right side's letter.
        assert_eq!(
            parse_edges("1-1, 1-2; L2-R2  r3-3", 3, 3).map_err(|e| e.reason(Lang::En)),
            Err("“r3” is not a whole number.".to_string())
        );
        assert_eq!(
            parse_edges("1-1, 1-2; L2-R2  l3-R3", 3, 3),
            Ok(vec![(0, 0), (0, 1), (1, 1), (2, 2)])
        );
        assert_eq!(parse_edges("  ", 3, 3), Ok(vec![]));
    }

    #[test]
    fn refuses_bad_edges_with_their_reason() {
        let reason = |text: &str| parse_edges(text, 3, 3).unwrap_err().reason(Lang::En);
        assert_eq!(
            reason("1-"),
            "“1-” is not an edge; write left-right, for example 1-2."
        );
        assert_eq!(
            reason("12"),
            "“12” is not an edge; write left-right, for example 1-2."
        );
        assert_eq!(reason("4-1"), "“4” is too large; the largest allowed is 3.");
        assert_eq!(
            reason("0-1"),
            "“0” is not a vertex: vertices are numbered from 1."
        );
        assert_eq!(
            reason("1-1000000000000000000000000000000"),
            "“1000000000000000000000000000000” is too large; the largest allowed is 3."
        );
        assert_eq!(
            reason("-1-2"),
            "“-1” is not a vertex: vertices are numbered from 1."
        );
        assert_eq!(
            reason("1--2"),
            "“-2” is not a vertex: vertices are numbered from 1."
        );
        assert_eq!(
            reason("1-2, 2-2, 1-2"),
            "the edge L1–R2 is written twice; write each edge once."
        );
        assert_eq!(reason("<b>-1"), "“<b>” is not a whole number.");
    }

    #[test]
    fn a_graph_written_as_judge_input_reads_back() {
        let edges = vec![(0, 0), (0, 1), (1, 0), (2, 1)];
        let text = judge_input(3, 3, &edges);
        assert_eq!(text, "3 3 4\n1 1\n1 2\n2 1\n3 2");
        assert_eq!(
            parse_judge(&text, 8),
            Ok(JudgeGraph {
                left: 3,
                right: 3,
                edges: edges.clone()
            })
        );
        assert_eq!(
            parse_judge(&judge_input(2, 5, &[]), 8).map(|g| g.right),
            Ok(5)
        );
        assert_eq!(edges_text(&edges), "1-1, 1-2, 2-1, 3-2");
        assert_eq!(parse_edges(&edges_text(&edges), 3, 3), Ok(edges));
    }

    #[test]
    fn reads_the_judge_input() {
        assert_eq!(
            parse_judge("2 2 3\n1 1\n1 2\n2 1\n", 8),
            Ok(JudgeGraph {
                left: 2,
                right: 2,
                edges: vec![(0, 0), (0, 1), (1, 0)]
            })
        );
        assert!(parse_judge("2 2 1\n1 3\n", 8).is_err());
        assert!(parse_judge("9 2 0", 8).is_err());
        assert_eq!(
            parse_judge("0 2 0", 8).unwrap_err().reason(Lang::En),
            "each side needs at least 1 vertex."
        );
        assert_eq!(
            parse_side(" 0 ", RIGHT, 8).unwrap_err().reason(Lang::En),
            "each side needs at least 1 vertex."
        );
        assert_eq!(parse_side("8", LEFT, 8), Ok(8));
        assert!(parse_judge("2 2 2 1 1 1 1", 8).is_err());
        assert!(parse_judge("2 2 1 1 1 7", 8).is_err());
        assert_eq!(vertex_name(Vertex::right(2)), "R3");
        assert_eq!(edge_name(0, 1), "1-2");
    }
}
