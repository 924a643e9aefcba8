//! Wythoff's queen: the play panel's words.

use nimlab_solver::lang::Lang;
use nimlab_solver::outcome::Outcome;
use nimlab_solver::play::{Match, Side, Turn};
use nimlab_solver::wythoff::{is_p_position, pair_of, pair_text, Heaps, PPosition};
use nimlab_solver::wythoff::{QueenGame, QueenMove, QueenReason};

use super::{verdict_words, GameWords};

impl GameWords for QueenGame {
    fn move_words(&self, mv: &QueenMove, _lang: Lang) -> String {
        pair_text(mv.from)
    }

    fn position_words(&self, queen: &Heaps, lang: Lang) -> String {
        let p = if is_p_position(*queen) {
            lang.pick(" (tới ô P)", " (to a P square)")
        } else {
            ""
        };
        format!("{}{p}", pair_text(*queen))
    }

    fn reason_words(&self, turn: &Turn<Self>, lang: Lang) -> String {
        let (from, to) = (pair_text(turn.mv.from), pair_text(turn.mv.to));
        match turn.reason {
            Some(QueenReason::ToP(p)) => {
                let k = p.k;
                lang.pick(
                    format!("Máy đi {from} → {to}: đó là cặp thua (a_{k}, b_{k}), nên bạn đến lượt ở một ô P."),
                    format!("The computer moved {from} → {to}: it is the losing pair (a_{k}, b_{k}), so you are to move on a P square."),
                )
            }
            _ => lang.pick(
                format!("Máy đi {from} → {to}: máy đứng ở ô P nên không có nước thắng; máy chọn nước kéo dài ván lâu nhất và chờ bạn sơ suất."),
                format!("The computer moved {from} → {to}: it stood on a P square, so no move wins; it plays the move that keeps the game going longest and waits for a slip."),
            ),
        }
    }

    fn theorem_words(&self, queen: &Heaps, lang: Lang) -> String {
        let square = pair_text(*queen);
        match pair_of(*queen) {
            Some(PPosition { k, a, b }) => {
                let verdict = verdict_words(Outcome::Lose, lang);
                lang.pick(
                    format!("{square} là cặp thua (a_{k}, b_{k}) = ({a}, {b}), với a_{k} = ⌊{k}φ⌋ và b_{k} = a_{k} + {k}: {verdict}."),
                    format!("{square} is the losing pair (a_{k}, b_{k}) = ({a}, {b}), where a_{k} = ⌊{k}φ⌋ and b_{k} = a_{k} + {k}: {verdict}."),
                )
            }
            None => {
                let verdict = verdict_words(Outcome::Win, lang);
                lang.pick(
                    format!("{square} không phải cặp thua (a_k, b_k) nào: {verdict}, bằng một nước tới một cặp thua."),
                    format!("{square} is none of the losing pairs (a_k, b_k): {verdict}, by a move onto one."),
                )
            }
        }
    }

    fn intro(game: &Match<Self>, lang: Lang) -> String {
        let start = pair_text(*game.start());
        let first = game.first().moves_first(lang);
        let verdict = if is_p_position(*game.start()) {
            lang.pick(
                "đó là ô P nên người đi trước thua nếu đối thủ không sơ suất",
                "it is a P square, so the player who starts loses unless the opponent slips",
            )
        } else {
            lang.pick(
                "đó là ô N nên người đi trước có nước thắng",
                "it is an N square, so the player who starts has a winning move",
            )
        };
        lang.pick(
            format!("Ván bắt đầu từ {start}, {first}: {verdict}. Máy luôn đi nước thắng khi có; hãy tự mình đi vào các ô P."),
            format!("The game starts from {start} and {first}: {verdict}. The computer plays a winning move whenever there is one; move onto P squares yourself."),
        )
    }

    fn rule_words(&self, lang: Lang) -> String {
        lang.pick(
            "ai đưa hậu vào góc (0, 0) thì thắng",
            "whoever moves the queen into the corner (0, 0) wins",
        )
        .to_string()
    }

    fn ending(game: &Match<Self>, lang: Lang) -> Option<String> {
        let at_start = game.turns().is_empty();
        let text = match game.winner()? {
            Side::Learner if at_start => lang.pick(
                "Hậu ở ngay góc (0, 0) và máy đi trước: máy không còn nước đi nên bạn thắng.",
                "The queen starts in the corner (0, 0) and the computer moves first: it cannot move, so you win.",
            ),
            Side::Learner => lang.pick(
                "Hậu đã vào góc (0, 0) sau nước đi của bạn: bạn thắng!",
                "The queen reached the corner (0, 0) on your move: you win!",
            ),
            Side::Computer if at_start => lang.pick(
                "Hậu ở ngay góc (0, 0): bạn không còn nước đi nên thua.",
                "The queen starts in the corner (0, 0): you cannot move, so you lose.",
            ),
            Side::Computer => lang.pick(
                "Máy đưa hậu vào góc (0, 0): máy thắng. Bấm “Đi lại” để thử cách khác.",
                "The computer moved the queen to the corner (0, 0): the computer wins. Press “Undo” to try another way.",
            ),
        };
        Some(text.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_solver::fixtures::{queen_match as game, square as h};
    use nimlab_solver::play::Side;
    use nimlab_solver::Lang;

    #[test]
    fn the_games_words_say_its_moves_rule_start_and_end() {
        let game = game(h(0, 0), Side::Computer);
        let rules = game.rules();
        assert_eq!(
            rules.rule_words(Lang::En),
            "whoever moves the queen into the corner (0, 0) wins"
        );
        assert!(QueenGame::intro(&game, Lang::En).contains("it is a P square"));
        assert!(QueenGame::ending(&game, Lang::En).is_some_and(
            |e| e.starts_with("The queen starts in the corner (0, 0) and the computer moves first")
        ));
    }
}
