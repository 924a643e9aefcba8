//! Judge exercise "Bài 6 — Quân cờ trên cây" (seed 002): tokens on a tree rooted at 1 move down
//! to a child; a token on a leaf is stuck. Each token is its own game, so the sum is judged by
//! the XOR of the tokens' Grundy values, computed from the leaves up without recursion (the
//! tree may be a path of 2·10^5 vertices).

use super::{GameGraph, MAX_TOKENS, MAX_VERTICES};
use crate::input::{at_least_one, Field, InputError, JudgeInput};

/// The number of vertices `n` of the tree.
pub const TREE_N: Field = Field::new("n", "Số đỉnh n", "Vertices n", "7");
/// The number of tokens `k`.
pub const TREE_TOKEN_COUNT: Field = Field::new("k", "Số quân k", "Tokens k", "2");
/// An edge `u v` of the tree (vertices from 1).
pub const TREE_EDGES: Field = Field::new("edges", "Các cạnh", "Edges", "1 2");
/// A vertex holding a token.
pub const TREE_TOKENS: Field = Field::new("tokens", "Các quân cờ", "Tokens", "2 6");

/// Reads `n k`, the `n − 1` edges and the `k` token vertices, and names the winner: `An`
/// (who moves first) or `Binh`.
pub fn solve_tree_tokens(input: &str) -> Result<String, InputError> {
    let mut judge = JudgeInput::new(input);
    let n = judge.count(TREE_N, 0, MAX_VERTICES as usize)?;
    let n = at_least_one(TREE_N, n as u64)? as usize;
    let k = judge.count(TREE_TOKEN_COUNT, 0, MAX_TOKENS)?;
    let mut neighbours: Vec<Vec<usize>> = vec![Vec::new(); n];
    for _ in 1..n {
        let u = judge.count(TREE_EDGES, 1, n)? - 1;
        let v = judge.count(TREE_EDGES, 1, n)? - 1;
        if let Some(list) = neighbours.get_mut(u) {
            list.push(v);
        }
        if let Some(list) = neighbours.get_mut(v) {
            list.push(u);
        }
    }
    let downward = orient_from_root(&neighbours)?;
    let graph = GameGraph::from_checked(n, &downward);
    // Edges point from parent to child, so the graph has no cycle; an error cannot happen.
    let grundy = graph.grundy().map_err(|cycle| cycle.to_input_error())?;
    let mut sum = 0u32;
    for _ in 0..k {
        let c = judge.count(TREE_TOKENS, 1, n)? - 1;
        sum ^= grundy.get(c).copied().unwrap_or(0);
    }
    Ok(if sum != 0 { "An" } else { "Binh" }.to_string())
}

/// The parent → child edges of the tree rooted at vertex 0, found with an explicit stack.
/// With `n − 1` edges the graph is a tree exactly when every vertex is reached.
fn orient_from_root(neighbours: &[Vec<usize>]) -> Result<Vec<(usize, usize)>, InputError> {
    let n = neighbours.len();
    let mut seen = vec![false; n];
    let mut edges = Vec::with_capacity(n.saturating_sub(1));
    let mut stack = vec![0usize];
    if let Some(root) = seen.first_mut() {
        *root = true;
    }
    while let Some(u) = stack.pop() {
        for &v in neighbours.get(u).map_or(&[][..], Vec::as_slice) {
            if let Some(flag) = seen.get_mut(v) {
                if !*flag {
                    *flag = true;
                    edges.push((u, v));
                    stack.push(v);
                }
            }
        }
    }
    match seen.iter().position(|&s| !s) {
        None => Ok(edges),
        Some(v) => Err(InputError::custom(
            TREE_EDGES,
            format!(
                "các cạnh không tạo thành một cây: không đi được từ đỉnh 1 tới đỉnh {}.",
                v + 1
            ),
            format!(
                "the edges do not form a tree: vertex {} cannot be reached from vertex 1.",
                v + 1
            ),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample_of_the_exercise() {
        // Seed 002, Bài 6: g(2) = 1 and g(6) = 1, so the XOR is 0 and Binh wins.
        let input = "7 2\n1 2\n1 3\n2 4\n2 5\n3 6\n6 7\n2 6\n";
        assert_eq!(solve_tree_tokens(input), Ok("Binh".to_string()));
        // One token on 6 alone (g = 1) is a win; a token on 3 (g = 0) is not.
        assert_eq!(
            solve_tree_tokens("7 1\n1 2\n1 3\n2 4\n2 5\n3 6\n6 7\n6"),
            Ok("An".to_string())
        );
        assert_eq!(
            solve_tree_tokens("7 1\n1 2\n1 3\n2 4\n2 5\n3 6\n6 7\n3"),
            Ok("Binh".to_string())
        );
    }

    #[test]
    fn a_path_of_200000_vertices_needs_no_recursion() {
        let n = MAX_VERTICES as usize;
        let mut input = format!("{n} 1\n");
        for v in 2..=n {
            input.push_str(&format!("{} {v}\n", v - 1));
        }
        // The root of a path of n vertices is n − 1 moves from the leaf: odd, so An wins.
        let root = format!("{input}1");
        assert_eq!(solve_tree_tokens(&root), Ok("An".to_string()));
        let second = format!("{input}2");
        assert_eq!(solve_tree_tokens(&second), Ok("Binh".to_string()));
    }

    #[test]
    fn bad_input_names_the_field() {
        let err = solve_tree_tokens("3 1\n1 2\n2 2\n1").unwrap_err();
        assert_eq!(err.field, TREE_EDGES);
        assert!(err.api_message().contains("vertex 3 cannot be reached"));
        assert_eq!(
            solve_tree_tokens("3 1\n1 2\n2 4\n1").unwrap_err().field,
            TREE_EDGES
        );
        assert_eq!(
            solve_tree_tokens("3 1\n1 2\n2 3").unwrap_err().field,
            TREE_TOKENS
        );
        assert_eq!(solve_tree_tokens("0 1").unwrap_err().field, TREE_N);
        assert_eq!(solve_tree_tokens("1 0"), Ok("Binh".to_string()));
    }
}
