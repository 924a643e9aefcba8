//! A graph as a drawing widget's fields hold it (a vertex count and an edge list `0-1, 1-2`)
//! and as the programs' judge input holds it (`n m misere`, then one edge `u v` a line): read
//! and written here, so that both always agree.

use super::{parse_edge_list, GameGraph, Loops, PlayRule, EDGES, VERTICES};
use crate::input::{at_least_one, parse_number, Field, InputError, JudgeInput, Problem, RawInt};

/// The vertex count as a drawing widget's field names it (its key `vertices`).
pub const DRAWN_VERTICES: Field = Field::new("vertices", "Số đỉnh", "Vertices", "6");
/// The number `m` of edges in the judge input.
pub const EDGE_COUNT: Field = Field::new("m", "Số cạnh m", "Edge count m", "8");
/// The rule flag of the judge input: 1 for misère play.
pub const RULE_FLAG: Field = Field::new("misere", "Luật (0 hoặc 1)", "Rule (0 or 1)", "0");

/// A checked graph with its edges in the order given (the order the program reads them, which
/// decides the order of its steps).
pub type TypedGraph = (GameGraph, Vec<(usize, usize)>);

/// Reads a vertex count typed in a field, `1..=max` (the most a drawing holds).
fn vertex_count(text: &str, max: u64) -> Result<u64, InputError> {
    let n = parse_number(text, DRAWN_VERTICES, 0, max).map_err(|err| match err.problem {
        Problem::TooLarge { text, .. } => InputError::custom(
            DRAWN_VERTICES,
            format!("“{text}” quá lớn: hình vẽ chỉ chứa được tối đa {max} đỉnh."),
            format!("“{text}” is too large: the drawing holds at most {max} vertices."),
        ),
        _ => err,
    })?;
    at_least_one(DRAWN_VERTICES, n)
}

/// Reads the fields of a drawn graph: at most `max_vertices` vertices and `max_edges` edges
/// (loops allowed). Every field's error is returned; the edges are checked against the count
/// only once the count is good.
pub fn read_fields(
    vertices: &str,
    edges: &str,
    max_vertices: u64,
    max_edges: usize,
) -> Result<TypedGraph, Vec<InputError>> {
    let n = vertex_count(vertices, max_vertices);
    let edges = parse_edge_list(edges).and_then(|list| {
        if list.len() > max_edges {
            Err(InputError::new(EDGES, Problem::TooMany { max: max_edges }))
        } else {
            Ok(list)
        }
    });
    match (n, edges) {
        (Ok(n), Ok(edges)) => GameGraph::with_edges(n, &edges, Loops::Allowed).map_err(|e| vec![e]),
        (n, edges) => Err(n.err().into_iter().chain(edges.err()).collect()),
    }
}

/// Reads the programs' judge input: `n m misere`, then `m` edges `u v`, nothing after them;
/// at most `max_vertices` vertices and `max_edges` edges.
pub fn read_judge(
    text: &str,
    max_vertices: usize,
    max_edges: usize,
) -> Result<(TypedGraph, PlayRule), InputError> {
    let mut input = JudgeInput::new(text);
    let n = input.count(VERTICES, 0, max_vertices)?;
    let n = at_least_one(VERTICES, n as u64)?;
    let m = input.count(EDGE_COUNT, 0, max_edges)?;
    let misere = input.number(RULE_FLAG, 0, 1)? == 1;
    let mut raw = Vec::with_capacity(m);
    for _ in 0..m {
        let u = RawInt::parse(input.word(EDGES)?);
        let v = RawInt::parse(input.word(EDGES)?);
        raw.push((u, v));
    }
    input.finish()?;
    let graph = GameGraph::with_edges(n, &raw, Loops::Allowed)?;
    Ok((graph, PlayRule::from_misere(misere)))
}

/// The judge input of a graph, as [`read_judge`] reads it back.
pub fn judge_input(n: usize, edges: &[(usize, usize)], rule: PlayRule) -> String {
    let misere = u8::from(rule == PlayRule::Misere);
    let mut text = format!("{n} {} {misere}", edges.len());
    for (u, v) in edges {
        text.push_str(&format!("\n{u} {v}"));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    const LESSON: &str = "0-1, 1-2, 2-0, 0-3, 3-4, 5-4, 5-0, 6-5";

    #[test]
    fn fields_read_a_graph_and_name_each_bad_field() {
        let (graph, edges) = read_fields("7", LESSON, 30, 120).expect("valid");
        assert_eq!(graph.len(), 7);
        assert_eq!(edges[6], (5, 0));
        let reasons = |n: &str, e: &str| -> Vec<(String, String)> {
            read_fields(n, e, 30, 120)
                .unwrap_err()
                .iter()
                .map(|e| (e.field.api_name().to_string(), e.reason(Lang::Vi)))
                .collect()
        };
        assert_eq!(
            reasons("31", "0-1, 1-"),
            vec![
                (
                    "vertices".to_string(),
                    "“31” quá lớn: hình vẽ chỉ chứa được tối đa 30 đỉnh.".to_string()
                ),
                (
                    "edges".to_string(),
                    "cạnh “1-” thiếu một đầu; viết mỗi cạnh là hai đỉnh nối bằng dấu gạch, ví dụ 0-1."
                        .to_string()
                ),
            ]
        );
        assert_eq!(reasons("0", "")[0].1, "“0” quá nhỏ; nhỏ nhất là 1.");
        assert_eq!(reasons("", "0-1")[0].1, "chưa có giá trị; ví dụ: 6.");
        assert_eq!(reasons("7", "0-1, 1-7")[0].1, "“7” quá lớn; lớn nhất là 6.");
        let many: Vec<String> = (0..121).map(|i| format!("{}-{}", i % 11, i / 11)).collect();
        assert_eq!(reasons("11", &many.join(", "))[0].0, "edges");
    }

    #[test]
    fn a_graph_written_as_judge_input_reads_back() {
        let (graph, edges) = read_fields("4", "0-1, 1-0, 1-2, 3-3", 30, 120).expect("valid");
        for rule in [PlayRule::Normal, PlayRule::Misere] {
            let text = judge_input(graph.len(), &edges, rule);
            let ((again, again_edges), again_rule) =
                read_judge(&text, 30, 120).expect("reads back");
            assert_eq!(
                (again, again_edges, again_rule),
                (graph.clone(), edges.clone(), rule)
            );
        }
        assert_eq!(judge_input(2, &[(0, 1)], PlayRule::Misere), "2 1 1\n0 1");
        let reason = |text: &str| read_judge(text, 30, 120).unwrap_err().message(Lang::Vi);
        assert_eq!(reason("40 0 0"), "Số đỉnh: “40” quá lớn; lớn nhất là 30.");
        assert_eq!(
            reason("4 1 0\n0 9"),
            "Các cạnh: “9” quá lớn; lớn nhất là 3."
        );
        assert_eq!(reason("NaN"), "Số đỉnh: “NaN” không phải là số nguyên.");
        assert!(
            read_judge("2 1 0\n0 1 5", 30, 120).is_err(),
            "nothing after the edges"
        );
        assert!(read_judge("0 0 0", 30, 120).is_err());
    }
}
