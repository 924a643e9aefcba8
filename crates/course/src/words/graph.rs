//! Tokens on a directed graph: the play panel's words.

use nimlab_solver::graph::play::{GraphReason, GraphRules};
use nimlab_solver::graph::{GraphOutcome, GraphValue, PlayRule};
use nimlab_solver::lang::Lang;
use nimlab_solver::outcome::Outcome;
use nimlab_solver::play::{Match, Side, Turn};
use nimlab_solver::rules::Rules;

use super::{verdict_words, GameWords};

impl GameWords for GraphRules {
    fn move_words(&self, to: &usize, lang: Lang) -> String {
        lang.pick(format!("tới đỉnh {to}"), format!("to vertex {to}"))
    }

    fn position_words(&self, v: &usize, lang: Lang) -> String {
        lang.pick(format!("đỉnh {v}"), format!("vertex {v}"))
    }

    fn reason_words(&self, turn: &Turn<Self>, lang: Lang) -> String {
        let (from, to) = (turn.before, turn.mv);
        let after = value_words(self.value(to), lang);
        match turn.reason {
            Some(GraphReason::Hurries) => lang.pick(
                format!("Máy đi {from} → {to}: {to} là đỉnh L ({after}), người đến lượt ở đó thua; trong các đỉnh L kề {from}, máy chọn đỉnh kết thúc ván nhanh nhất."),
                format!("The computer moved {from} → {to}: {to} is an L vertex ({after}), lost for the player to move there; of the L vertices next to {from}, it took the one that ends the game soonest."),
            ),
            Some(GraphReason::HoldsDraw) => lang.pick(
                format!("Máy đi {from} → {to}: từ {from} không có đỉnh L nào để thắng, nên máy giữ hòa bằng cách tới {to}, một đỉnh D ({after}); đi tới đỉnh W là trao thắng cho bạn."),
                format!("The computer moved {from} → {to}: {from} has no L successor to win with, so it holds the draw by going to {to}, a D vertex ({after}); a W vertex would hand you the win."),
            ),
            Some(GraphReason::Delays) => lang.pick(
                format!("Máy đi {from} → {to}: mọi đỉnh kề {from} đều là W, nên máy thua nếu bạn chơi đúng; nó chọn {to} ({after}) để ván kéo dài nhất và chờ bạn sơ suất."),
                format!("The computer moved {from} → {to}: every successor of {from} is W, so it loses if you play well; it took {to} ({after}) to make the game last longest and wait for your slip."),
            ),
            None => String::new(),
        }
    }

    fn theorem_words(&self, v: &usize, lang: Lang) -> String {
        let value = self.value(*v);
        let here = value_words(value, lang);
        if self.is_over(v) {
            // The theorem's verdict in the words every game uses ("the player to move wins").
            let verdict = match value.outcome {
                GraphOutcome::Win => verdict_words(Outcome::Win, lang),
                _ => verdict_words(Outcome::Lose, lang),
            };
            return match self.rule() {
                PlayRule::Normal => lang.pick(
                    format!("Đỉnh {v} không có cạnh đi ra, nên {verdict} ({here})."),
                    format!("Vertex {v} has no outgoing edge, so {verdict} ({here})."),
                ),
                PlayRule::Misere => lang.pick(
                    format!(
                        "Đỉnh {v} không có cạnh đi ra: theo luật phản thường, {verdict} ({here})."
                    ),
                    format!(
                        "Vertex {v} has no outgoing edge: under misère play {verdict} ({here})."
                    ),
                ),
            };
        }
        match value.outcome {
            GraphOutcome::Win => {
                let lost = named(self, *v, GraphOutcome::Lose);
                lang.pick(
                    format!("Phân tích ngược gán {v} chữ W ({here}): nó có đỉnh kề L ({lost}), nên người đến lượt thắng bằng cách đi tới đó."),
                    format!("The retrograde analysis labels {v} W ({here}): it has an L successor ({lost}), so the player to move wins by going there."),
                )
            }
            GraphOutcome::Lose => {
                let all = list_words(self.graph().successors(*v));
                lang.pick(
                    format!("Phân tích ngược gán {v} chữ L ({here}): mọi đỉnh kề ({all}) đều là W, nên người đến lượt thua nếu đối thủ chơi đúng."),
                    format!("The retrograde analysis labels {v} L ({here}): every successor ({all}) is W, so the player to move loses against perfect play."),
                )
            }
            GraphOutcome::Draw => {
                let drawn = named(self, *v, GraphOutcome::Draw);
                lang.pick(
                    format!("Phân tích ngược không quyết định được {v}, nên nó là D (hòa): không đỉnh kề nào là L, và có đỉnh kề D ({drawn}) để tránh thua; không ai ép được chiến thắng."),
                    format!("The retrograde analysis never decides {v}, so it is D (a draw): no successor is L, and a D successor ({drawn}) avoids a loss; neither player can force a win."),
                )
            }
        }
    }

    fn intro(game: &Match<Self>, lang: Lang) -> String {
        let start = game.start();
        let first = game.first().moves_first(lang);
        let rule = game.rules().rule_words(lang);
        lang.pick(
            format!("Quân bắt đầu ở đỉnh {start}, {first}. Mỗi lượt đẩy quân theo một mũi tên; {rule}. Máy đi theo phân tích ngược: mỗi đỉnh là W, L hoặc D."),
            format!("The token starts on vertex {start} and {first}. Each turn moves it along an arrow; {rule}. The computer follows the retrograde analysis: every vertex is W, L or D."),
        )
    }

    fn rule_words(&self, lang: Lang) -> String {
        match self.rule() {
            PlayRule::Normal => lang.pick(
                "ai không đi được thì thua; quân trở lại một đỉnh với cùng người đến lượt thì hòa",
                "whoever cannot move loses; the token back on a vertex with the same player to move is a draw",
            ),
            PlayRule::Misere => lang.pick(
                "luật phản thường: ai không đi được thì thắng; quân trở lại một đỉnh với cùng người đến lượt thì hòa",
                "misère play: whoever cannot move wins; the token back on a vertex with the same player to move is a draw",
            ),
        }
        .to_string()
    }

    fn ending(game: &Match<Self>, lang: Lang) -> Option<String> {
        let here = *game.position();
        if game.is_draw() {
            let whose = match game.to_move() {
                Side::Learner => lang.pick("bạn", "you"),
                Side::Computer => lang.pick("máy", "the computer"),
            };
            return Some(lang.pick(
                format!("Quân trở lại đỉnh {here} và lại đến lượt {whose}, như trước đó: ván hòa."),
                format!(
                    "The token is back on vertex {here} with {whose} to move, as before: a draw."
                ),
            ));
        }
        let words = match (game.winner()?, game.rules().rule()) {
            (Side::Learner, PlayRule::Normal) => (
                format!("Đỉnh {here} không có cạnh đi ra và máy không đi được: bạn thắng!"),
                format!("Vertex {here} has no outgoing edge and the computer cannot move: you win!"),
            ),
            (Side::Computer, PlayRule::Normal) => (
                format!("Đỉnh {here} không có cạnh đi ra và bạn không đi được: bạn thua."),
                format!("Vertex {here} has no outgoing edge and you cannot move: you lose."),
            ),
            (Side::Learner, PlayRule::Misere) => (
                format!("Đỉnh {here} không có cạnh đi ra: bạn không đi được, và theo luật phản thường bạn thắng!"),
                format!("Vertex {here} has no outgoing edge: you cannot move, and under misère play you win!"),
            ),
            (Side::Computer, PlayRule::Misere) => (
                format!("Đỉnh {here} không có cạnh đi ra: máy không đi được, và theo luật phản thường máy thắng."),
                format!("Vertex {here} has no outgoing edge: the computer cannot move, and under misère play it wins."),
            ),
        };
        Some(lang.pick(words.0, words.1))
    }
}

/// The longest list of vertices a sentence names.
const NAMED_VERTICES: usize = 6;

/// The successors of `v` whose outcome is `wanted`, named (at most a few).
fn named(rules: &GraphRules, v: usize, wanted: GraphOutcome) -> String {
    let matching: Vec<usize> = rules
        .graph()
        .successors(v)
        .iter()
        .copied()
        .filter(|&w| rules.value(w).outcome == wanted)
        .collect();
    list_words(&matching)
}

/// Vertices by number, "4, 6, 7", with an ellipsis past a few.
fn list_words(vertices: &[usize]) -> String {
    let mut names: Vec<String> = vertices
        .iter()
        .take(NAMED_VERTICES)
        .map(usize::to_string)
        .collect();
    if vertices.len() > NAMED_VERTICES {
        names.push("…".into());
    }
    names.join(", ")
}

/// A vertex's letter and, when the game ends, how many moves it lasts: "L, 2 moves".
fn value_words(value: GraphValue, lang: Lang) -> String {
    let letter = value.outcome.letter();
    match value.remoteness {
        Some(1) => lang.pick(
            format!("{letter}, còn 1 nước"),
            format!("{letter}, 1 move left"),
        ),
        Some(r) => lang.pick(
            format!("{letter}, còn {r} nước"),
            format!("{letter}, {r} moves left"),
        ),
        None => lang.pick(
            format!("{letter}, không bao giờ kết thúc"),
            format!("{letter}, never ending"),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_solver::fixtures::default_graph as rules;
    use nimlab_solver::play::Strength;

    #[test]
    fn a_draw_by_repetition_ends_in_those_words() {
        // Round the cycle 0 → 1 → 2 → 0 (the solver's tests play it move by move).
        let mut game = Match::new(rules(false), 0, Side::Learner);
        for to in [1, 0, 2] {
            game.play(to).expect("an edge");
        }
        assert_eq!(
            GraphRules::ending(&game, Lang::En).as_deref(),
            Some("The token is back on vertex 0 with you to move, as before: a draw.")
        );
    }

    #[test]
    fn misere_play_and_the_words_of_the_theorem() {
        let rules = rules(true);
        // Under misère play the dead end 4 is won by the player to move (the solver's tests).
        let words = rules.theorem_words(&4, Lang::En);
        assert!(
            words.contains("under misère play the player to move wins"),
            "{words}"
        );
        let draw = self::rules(false).theorem_words(&0, Lang::En);
        assert!(draw.contains("so it is D (a draw)"), "{draw}");
        let game = Match::against(rules, 3, Side::Computer, Strength::Perfect, 1);
        assert!(GraphRules::intro(&game, Lang::En)
            .starts_with("The token starts on vertex 3 and the computer moves first."));
    }
}
