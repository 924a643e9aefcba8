//! The undirected-graph game: the play panel's words.

use nimlab_solver::bipartite::play::{path_names, token, TokenRules};
use nimlab_solver::bipartite::{vertex_name, Vertex};
use nimlab_solver::lang::Lang;
use nimlab_solver::outcome::Outcome;
use nimlab_solver::play::{Match, Side, Turn};

use super::{verdict_words, GameWords};

impl GameWords for TokenRules {
    fn move_words(&self, mv: &Vertex, lang: Lang) -> String {
        let name = vertex_name(*mv);
        lang.pick(format!("tới {name}"), format!("to {name}"))
    }

    fn position_words(&self, path: &Vec<Vertex>, lang: Lang) -> String {
        let walked = path_names(path, "–");
        lang.pick(format!("đường {walked}"), format!("path {walked}"))
    }

    fn reason_words(&self, turn: &Turn<Self>, lang: Lang) -> String {
        let from = turn.before.last().copied().unwrap_or(turn.mv);
        turn.reason
            .map(|reason| reason.sentence(from, turn.mv, lang))
            .unwrap_or_default()
    }

    fn theorem_words(&self, path: &Vec<Vertex>, lang: Lang) -> String {
        let advice = self.advice(path);
        let (v, m) = (vertex_name(token(path)), advice.matching_size);
        let verdict = verdict_words(advice.outcome, lang);
        match advice.outcome {
            Outcome::Win => lang.pick(
                format!("Quân ở {v}, đỉnh có mặt trong mọi cặp ghép cực đại (cỡ {m}) của phần còn lại: {verdict} bằng cách đi tới bạn ghép của {v}."),
                format!("The token is on {v}, a vertex in every maximum matching (of size {m}) of what is left: {verdict} by moving to the partner of {v}."),
            ),
            Outcome::Lose => lang.pick(
                format!("Quân ở {v}, và một cặp ghép cực đại (cỡ {m}) của phần còn lại bỏ trống {v}: {verdict}."),
                format!("The token is on {v}, and some maximum matching (of size {m}) of what is left leaves {v} free: {verdict}."),
            ),
        }
    }

    fn intro(game: &Match<Self>, lang: Lang) -> String {
        let start = path_names(&game.start()[..1.min(game.start().len())], "");
        let first = game.first().moves_first(lang);
        lang.pick(
            format!("Ván bắt đầu ở {start}, {first}. Mỗi lượt đẩy quân dọc một cạnh sang một đỉnh chưa từng đứng; ai không đi được thì thua. Máy luôn đi theo cặp ghép cực đại của phần còn lại."),
            format!("The game starts on {start} and {first}. Each turn slides the token along an edge to a vertex it has never been on; whoever cannot move loses. The computer always follows a maximum matching of what is left."),
        )
    }

    fn rule_words(&self, lang: Lang) -> String {
        lang.pick("ai không đi được thì thua", "whoever cannot move loses")
            .to_string()
    }

    fn ending(game: &Match<Self>, lang: Lang) -> Option<String> {
        let here = vertex_name(token(game.position()));
        Some(match game.winner()? {
            Side::Computer => lang.pick(
                format!("Quân ở {here} không còn đỉnh kề nào chưa đi: bạn thua."),
                format!("The token on {here} has no unvisited neighbour: you lose."),
            ),
            Side::Learner => lang.pick(
                format!("Quân ở {here} không còn đỉnh kề nào chưa đi: máy thua, bạn thắng!"),
                format!(
                    "The token on {here} has no unvisited neighbour: the computer loses, you win!"
                ),
            ),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_solver::fixtures::path_graph;
    use nimlab_solver::play::Match;

    #[test]
    fn the_games_words_say_its_moves_rule_start_and_end() {
        let rules = path_graph();
        let path = vec![Vertex::left(0), Vertex::right(0)];
        assert_eq!(path_names(&path, "–"), "L1–R1");
        assert_eq!(rules.position_words(&path, Lang::En), "path L1–R1");
        assert_eq!(rules.move_words(&Vertex::right(1), Lang::Vi), "tới R2");
        let game = Match::new(rules.clone(), path, Side::Learner);
        assert!(TokenRules::intro(&game, Lang::En)
            .starts_with("The game starts on L1 and you move first."));
        assert_eq!(TokenRules::ending(&game, Lang::En), None);
    }
}
