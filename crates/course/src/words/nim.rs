//! Nim and misère Nim: the play panel's words.

use nimlab_solver::lang::Lang;
use nimlab_solver::nim::play::{move_words, NimRules, Reason};
use nimlab_solver::nim::{analyze, Heaps, Rule, WinningMove};
use nimlab_solver::outcome::Outcome;
use nimlab_solver::play::{Match, Side, Turn};

use super::{verdict_words, xor_words, GameWords};

impl GameWords for NimRules {
    fn move_words(&self, mv: &WinningMove, lang: Lang) -> String {
        move_words(*mv, lang)
    }

    fn position_words(&self, heaps: &Vec<u64>, _lang: Lang) -> String {
        heaps_text(heaps)
    }

    fn reason_words(&self, turn: &Turn<Self>, lang: Lang) -> String {
        let words = move_words(turn.mv, lang);
        let misere = self.rule == Rule::Misere;
        match &turn.reason {
            Some(Reason::Xor { nim_sum, bit, heap, from, to }) => {
                let h = heap + 1;
                lang.pick(
                    format!("Máy tính X = {nim_sum} ≠ 0; bit cao nhất của X là bit {bit}, đống {h} mang bit này (★). Đổi {from} thành {from} ⊕ {nim_sum} = {to}: máy {words}, để lại X = 0."),
                    format!("The computer finds X = {nim_sum} ≠ 0; the highest bit of X is bit {bit}, and heap {h} carries it (★). Lowering {from} to {from} ⊕ {nim_sum} = {to}: the computer will {words}, leaving X = 0."),
                )
            }
            Some(Reason::MisereOnes { ones_left }) => lang.pick(
                format!("Luật misère, chỉ còn một đống lớn hơn 1: máy {words} để lại {ones_left} đống 1 viên (số lẻ), nên bạn sẽ phải bốc viên cuối cùng."),
                format!("Misère with only one heap above 1: the computer will {words}, leaving {ones_left} single-stone heaps (an odd number), so you will have to take the last stone."),
            ),
            Some(Reason::Lost { nim_sum }) if misere => lang.pick(
                format!("Luật misère: thế trước nước đi này (X = {nim_sum}) là thế thua của máy, không nước nào trao thế thua cho bạn. Máy {words} và chờ bạn sơ suất."),
                format!("Misère: the position before this move (X = {nim_sum}) is lost for the computer; no move hands you a loss. It will {words} and wait for a slip."),
            ),
            Some(Reason::Lost { nim_sum }) => lang.pick(
                format!("X = {nim_sum}: máy đang ở thế thua, không có nước nào đưa về thế thua cho bạn. Máy {words}, nước kéo dài ván lâu nhất, và chờ bạn sơ suất."),
                format!("X = {nim_sum}: the computer is in a losing position; no move hands you a loss. It will {words}, the move that keeps the game going longest, and wait for a slip."),
            ),
            None => String::new(),
        }
    }

    fn theorem_words(&self, heaps: &Vec<u64>, lang: Lang) -> String {
        let outcome =
            Heaps::new(heaps.clone()).map_or(Outcome::Lose, |h| analyze(&h, self.rule).outcome);
        let verdict = verdict_words(outcome, lang);
        if self.rule == Rule::Misere && heaps.iter().all(|&a| a <= 1) {
            let ones = heaps.iter().filter(|&&a| a == 1).count();
            return lang.pick(
                format!("Luật misère, mọi đống có nhiều nhất 1 viên: còn {ones} đống 1 viên, và số đống chẵn là thế thắng; vậy {verdict}."),
                format!("Misère with every heap at most 1: {ones} single-stone heaps are left, and an even count is a win; so {verdict}."),
            );
        }
        let (sum, _) = xor_words(heaps);
        let misere = match self.rule {
            Rule::Misere => lang.pick(
                "Luật misère, còn đống lớn hơn 1 nên tính như Nim thường: ",
                "Misère with a heap above 1 goes as normal Nim: ",
            ),
            Rule::Normal => "",
        };
        format!("{misere}X = {sum}: {verdict}.")
    }

    fn intro(game: &Match<Self>, lang: Lang) -> String {
        let start = heaps_text(game.start());
        let rule = game.rules().rule;
        let winner = Heaps::new(game.start().clone())
            .map(|h| analyze(&h, rule).outcome)
            .unwrap_or(Outcome::Lose);
        let first = game.first().moves_first(lang);
        let verdict = match (winner, rule) {
            (Outcome::Win, _) => lang.pick(
                "người đi trước có nước thắng",
                "the player who starts has a winning move",
            ),
            (Outcome::Lose, _) => lang.pick(
                "người đi trước thua nếu đối thủ không sơ suất",
                "the player who starts loses unless the opponent slips",
            ),
        };
        let how = match rule {
            Rule::Normal => lang.pick(
                "Máy luôn tính X (XOR các đống) trước khi đi và để lại X = 0 khi có thể.",
                "The computer always works out X (the XOR of the heaps) and leaves X = 0 when it can.",
            ),
            Rule::Misere => lang.pick(
                "Luật misère: máy chơi như Nim thường cho tới khi chỉ còn một đống lớn hơn 1, rồi để lại một số lẻ đống 1 viên.",
                "Misère: the computer plays as in normal Nim until only one heap is above 1, then leaves an odd number of single stones.",
            ),
        };
        lang.pick(
            format!("Ván bắt đầu từ {start}, {first}: {verdict}. {how}"),
            format!("The game starts from {start} and {first}: {verdict}. {how}"),
        )
    }

    fn rule_words(&self, lang: Lang) -> String {
        match self.rule {
            Rule::Normal => lang.pick(
                "luật chuẩn: bốc viên cuối thì thắng",
                "normal play: the last stone wins",
            ),
            Rule::Misere => lang.pick(
                "luật misère: bốc viên cuối thì thua",
                "misère: the last stone loses",
            ),
        }
        .to_string()
    }

    fn ending(game: &Match<Self>, lang: Lang) -> Option<String> {
        let winner = game.winner()?;
        let misere = game.rules().rule == Rule::Misere;
        let last_taker = game.turns().last().map(|turn| turn.by);
        Some(
            match (last_taker, winner, misere) {
                (None, Side::Learner, _) => lang.pick(
                    "Các đống đều trống ngay từ đầu: bạn thắng.",
                    "Every heap is empty from the start: you win.",
                ),
                (None, Side::Computer, _) => lang.pick(
                    "Các đống đều trống ngay từ đầu: máy thắng.",
                    "Every heap is empty from the start: the computer wins.",
                ),
                (Some(Side::Learner), Side::Learner, _) => lang.pick(
                    "Hết sỏi. Bạn bốc viên cuối cùng nên bạn thắng!",
                    "No stones left. You took the last stone, so you win!",
                ),
                (Some(Side::Computer), Side::Computer, _) => lang.pick(
                    "Hết sỏi. Máy bốc viên cuối cùng nên máy thắng.",
                    "No stones left. The computer took the last stone, so it wins.",
                ),
                (Some(Side::Learner), _, _) => lang.pick(
                    "Hết sỏi. Bạn bốc viên cuối cùng nên bạn thua (luật misère: ai bốc viên cuối thì thua).",
                    "No stones left. You took the last stone, so you lose (misère: the last stone loses).",
                ),
                (Some(Side::Computer), _, _) => lang.pick(
                    "Hết sỏi. Máy bốc viên cuối cùng nên máy thua: bạn thắng (luật misère)!",
                    "No stones left. The computer took the last stone, so it loses: you win (misère)!",
                ),
            }
            .to_string(),
        )
    }
}

fn heaps_text(heaps: &[u64]) -> String {
    heaps
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_games_words_say_its_moves_rule_start_and_end() {
        use nimlab_solver::play::{Match, Side};
        let rules = NimRules { rule: Rule::Normal };
        let mut game = Match::new(rules, vec![1, 2], Side::Learner);
        assert_eq!(
            rules.move_words(&WinningMove { heap: 1, take: 1 }, Lang::En),
            "take 1 from heap 2"
        );
        assert_eq!(rules.position_words(&vec![3, 2, 5], Lang::Vi), "3 2 5");
        assert_eq!(
            rules.rule_words(Lang::En),
            "normal play: the last stone wins"
        );
        assert!(NimRules::intro(&game, Lang::En)
            .starts_with("The game starts from 1 2 and you move first: the player who starts has a winning move."));
        game.play_typed("2 1").expect("legal");
        let reply = game.last_reply().expect("an answer");
        assert!(rules
            .reason_words(reply, Lang::En)
            .starts_with("X = 0: the computer is in a losing position"));
        assert_eq!(NimRules::ending(&game, Lang::En), None);
    }
}
