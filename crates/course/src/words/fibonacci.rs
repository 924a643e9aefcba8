//! Fibonacci Nim: the play panel's words.

use nimlab_solver::fibonacci::{sum_text, verdict, FibReason, FibRules, Position};
use nimlab_solver::play::{Match, Side, Turn};
use nimlab_solver::Lang;

use super::GameWords;

impl GameWords for FibRules {
    fn move_words(&self, take: &u64, lang: Lang) -> String {
        lang.pick(format!("bốc {take}"), format!("took {take}"))
    }

    fn position_words(&self, position: &Position, lang: Lang) -> String {
        let n = position.n;
        lang.pick(format!("còn {n}"), format!("{n} left"))
    }

    fn reason_words(&self, turn: &Turn<Self>, lang: Lang) -> String {
        let sum = sum_text(turn.before.n);
        match turn.reason {
            Some(FibReason::Smallest { z, quota, take }) => {
                let reach = take.saturating_mul(2);
                lang.pick(
                    format!("Đống {sum}: phần nhỏ nhất {z} ≤ giới hạn {quota}, nên máy bốc {take}. Phần nhỏ nhất của số còn lại lớn hơn {reach}, bạn không với tới."),
                    format!("Pile {sum}: its smallest part {z} ≤ quota {quota}, so the computer takes {take}. The smallest part of what is left is more than {reach}, out of your reach."),
                )
            }
            Some(FibReason::Lost { z, quota }) => {
                let take = turn.mv;
                lang.pick(
                format!("Đống {sum}: phần nhỏ nhất {z} > giới hạn {quota}: máy đang thua, nên bốc {take} viên, nước kéo dài ván lâu nhất, và chờ bạn sơ suất."),
                format!("Pile {sum}: its smallest part {z} > quota {quota}: the computer is losing, so it takes {take}, the move that keeps the game going longest, and waits for a slip."),
                )
            }
            None => String::new(),
        }
    }

    fn theorem_words(&self, position: &Position, lang: Lang) -> String {
        if position.n == 0 {
            return lang.pick("Đống đã hết sỏi.", "The pile is empty.").into();
        }
        let sum = sum_text(position.n);
        let verdict = verdict(*position, lang);
        let verdict = verdict.trim_start_matches(['✓', '✗', ' ']);
        lang.pick(
            format!("Đống {sum}. {verdict}"),
            format!("Pile {sum}. {verdict}"),
        )
    }

    fn intro(game: &Match<Self>, lang: Lang) -> String {
        let Position { n, quota } = *game.start();
        let first = game.first().moves_first(lang);
        lang.pick(
            format!("Ván bắt đầu từ đống {n} viên, {first}: nước đầu được bốc 1 – {quota} viên, sau đó mỗi lượt tối đa gấp đôi nước vừa rồi. Máy bốc phần Zeckendorf nhỏ nhất khi giới hạn cho phép."),
            format!("The game starts from a pile of {n} and {first}: the first move may take 1 – {quota}, each later one at most twice the move before. The computer takes the smallest Zeckendorf part when the quota allows."),
        )
    }

    fn rule_words(&self, lang: Lang) -> String {
        lang.pick("bốc viên cuối thì thắng", "the last stone wins")
            .to_string()
    }

    fn ending(game: &Match<Self>, lang: Lang) -> Option<String> {
        game.winner()?;
        let words = match game.turns().last().map(|turn| turn.by) {
            Some(Side::Learner) => (
                "Bạn bốc viên cuối cùng: bạn thắng!",
                "You took the last stone: you win!",
            ),
            Some(Side::Computer) => (
                "Máy bốc viên cuối cùng: máy thắng. Bấm “Đi lại” hoặc chơi ván mới.",
                "The computer took the last stone: it wins. Press “Undo” or start a new game.",
            ),
            None => ("Không còn nước đi.", "No move is possible."),
        };
        Some(lang.pick(words.0, words.1).to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_games_words_say_its_moves_rule_and_start() {
        let start = Position::first_move(21);
        let rules = FibRules { start };
        let game = Match::new(rules, start, Side::Learner);
        assert_eq!(rules.move_words(&3, Lang::En), "took 3");
        assert_eq!(rules.rule_words(Lang::Vi), "bốc viên cuối thì thắng");
        assert!(FibRules::intro(&game, Lang::En)
            .starts_with("The game starts from a pile of 21 and you move first"));
        assert_eq!(FibRules::ending(&game, Lang::En), None);
    }
}
