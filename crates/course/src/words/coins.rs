//! Coin-turning games: the play panel's words.

use nimlab_solver::coin_turning::play::{coin_list, CoinGame, CoinReason};
use nimlab_solver::coin_turning::trace::Turn;
use nimlab_solver::lang::Lang;
use nimlab_solver::outcome::Outcome;
use nimlab_solver::play::{Match, Side, Turn as Played};

use super::{nonzero_mark, verdict_words, GameWords};

impl GameWords for CoinGame {
    fn move_words(&self, turn: &Turn, lang: Lang) -> String {
        let coins = coin_list(&turn.coins());
        lang.pick(format!("lật xu {coins}"), format!("turned {coins}"))
    }

    fn position_words(&self, faces: &Vec<bool>, _lang: Lang) -> String {
        faces.iter().map(|&h| if h { 'H' } else { 'T' }).collect()
    }

    fn reason_words(&self, turn: &Played<Self>, lang: Lang) -> String {
        let coins = coin_list(&turn.mv.coins());
        match turn.reason {
            Some(CoinReason::ToZero { sum }) => lang.pick(
                format!("Máy lật xu {coins}: tổng XOR các g(x) của xu ngửa đang là {sum} ≠ 0, và nước này đưa tổng về 0."),
                format!("The computer turned coin(s) {coins}: the XOR of g(x) over the heads was {sum} ≠ 0, and this move brings it to 0."),
            ),
            _ => lang.pick(
                format!("Máy lật xu {coins}: tổng đang là 0, không nước nào đưa tổng về 0 được; máy chọn nước kéo dài ván lâu nhất và chờ bạn sơ suất."),
                format!("The computer turned coin(s) {coins}: the sum was 0, so no move brings it back to 0; it plays the move that keeps the game going longest and waits for a slip."),
            ),
        }
    }

    fn theorem_words(&self, faces: &Vec<bool>, lang: Lang) -> String {
        let sum = self.board.sum(faces);
        let nonzero = nonzero_mark(sum);
        let verdict = verdict_words(
            if sum == 0 {
                Outcome::Lose
            } else {
                Outcome::Win
            },
            lang,
        );
        lang.pick(
            format!("Tổng XOR các g(x) của những xu ngửa là {sum}{nonzero}: {verdict}."),
            format!("The XOR of g(x) over the heads is {sum}{nonzero}: {verdict}."),
        )
    }

    fn intro(game: &Match<Self>, lang: Lang) -> String {
        let sum = game.rules().board.sum(game.start());
        let first = game.first().moves_first(lang);
        let verdict = if sum == 0 {
            lang.pick(
                "tổng XOR bằng 0 nên người đi trước thua nếu đối thủ không sơ suất",
                "the XOR sum is 0, so the player who starts loses unless the opponent slips",
            )
        } else {
            lang.pick(
                "tổng XOR khác 0 nên người đi trước có nước thắng",
                "the XOR sum is not 0, so the player who starts has a winning move",
            )
        };
        lang.pick(
            format!("Ván bắt đầu từ thế ở trên (tổng XOR = {sum}), {first}: {verdict}. Máy luôn đưa tổng XOR về 0 khi có thể."),
            format!("The game starts from the position above (XOR sum {sum}) and {first}: {verdict}. The computer brings the XOR sum back to 0 whenever it can."),
        )
    }

    fn rule_words(&self, lang: Lang) -> String {
        lang.pick(
            "ai lật xu ngửa cuối cùng thì thắng",
            "whoever turns the last head wins",
        )
        .to_string()
    }

    fn ending(game: &Match<Self>, lang: Lang) -> Option<String> {
        let text = match game.winner()? {
            Side::Learner if game.turns().is_empty() => lang.pick(
                "Không có xu ngửa nào và máy đi trước: máy không có nước đi. Bạn thắng!",
                "No coin shows heads and the computer moves first: it has no move. You win!",
            ),
            Side::Learner => lang.pick(
                "Bạn vừa lật xu ngửa cuối cùng: máy không còn nước đi. Bạn thắng!",
                "You turned the last head: the computer has no move. You win!",
            ),
            Side::Computer => lang.pick(
                "Không còn xu ngửa và đến lượt bạn: bạn thua. Thế ban đầu có tổng 0, hoặc máy đã trả tổng về 0 sau mỗi nước của bạn.",
                "No coin shows heads and it is your turn: you lose. Either the start had sum 0, or the computer brought the sum back to 0 after each of your moves.",
            ),
        };
        Some(text.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_solver::coin_turning::CoinRule;
    use nimlab_solver::fixtures::coin_match as game;
    use nimlab_solver::play::Side;
    use nimlab_solver::Lang;

    #[test]
    fn the_games_words_say_its_moves_rule_start_and_end() {
        let game = game(CoinRule::Ruler, 8, &[1, 2, 5, 6], Side::Learner);
        let rules = game.rules();
        assert_eq!(coin_list(&[2, 3]), "3, 4");
        assert_eq!(rules.position_words(&vec![true, false], Lang::En), "HT");
        assert_eq!(
            rules.rule_words(Lang::En),
            "whoever turns the last head wins"
        );
        assert!(CoinGame::intro(&game, Lang::En)
            .contains("(XOR sum 0) and you move first: the XOR sum is 0"));
        assert_eq!(CoinGame::ending(&game, Lang::En), None);
    }
}
