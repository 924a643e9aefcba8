//! Staircase Nim: the play panel's words.

use nimlab_solver::lang::Lang;
use nimlab_solver::nim::staircase::{
    coins_text, move_words, Reply, StairMove, StairPosition, StairRules,
};
use nimlab_solver::play::{Match, Side, Turn};

use super::{verdict_words, xor_words, GameWords};

impl GameWords for StairRules {
    fn move_words(&self, mv: &StairMove, lang: Lang) -> String {
        move_words(*mv, lang)
    }

    fn position_words(&self, position: &StairPosition, _lang: Lang) -> String {
        coins_text(&position.steps)
    }

    fn reason_words(&self, turn: &Turn<Self>, lang: Lang) -> String {
        let words = move_words(turn.mv, lang);
        let step = turn.mv.from + 1;
        match turn.reason {
            Some(Reply::Copy) => {
                let (even, c) = (step + 1, turn.mv.stones);
                lang.pick(
                    format!("Bạn vừa chuyển {c} xu từ bậc chẵn {even} xuống bậc lẻ {step}. Máy {words}: đúng số xu đó đi tiếp một bậc, các bậc lẻ trở lại như trước và XOR vẫn bằng 0."),
                    format!("You just moved {c} coins from the even step {even} onto the odd step {step}. The computer will {words}: the same coins go one step further, the odd steps are as before and their XOR is still 0."),
                )
            }
            Some(Reply::Nim { x }) => lang.pick(
                format!("XOR các bậc lẻ là {x} ≠ 0. Máy {words}: nước Nim trên bậc lẻ {step}, để lại XOR các bậc lẻ bằng 0."),
                format!("The odd steps XOR to {x} ≠ 0. The computer will {words}: a Nim move on the odd step {step}, leaving the odd steps with XOR 0."),
            ),
            Some(Reply::OntoOdd { x }) => lang.pick(
                format!("XOR các bậc lẻ là {x} ≠ 0. Máy {words}: số xu đó rơi xuống bậc lẻ {}, để lại XOR các bậc lẻ bằng 0.", step - 1),
                format!("The odd steps XOR to {x} ≠ 0. The computer will {words}: the coins land on the odd step {}, leaving the odd steps with XOR 0.", step - 1),
            ),
            Some(Reply::Lost) => lang.pick(
                format!("XOR các bậc lẻ bằng 0: máy đang ở thế thua. Máy {words}, nước kéo dài ván lâu nhất, và chờ bạn sơ suất."),
                format!("The odd steps XOR to 0: the computer is losing. It will {words}, the move that keeps the game going longest, and wait for a slip."),
            ),
            None => String::new(),
        }
    }

    fn theorem_words(&self, position: &StairPosition, lang: Lang) -> String {
        let odd: Vec<u64> = position.steps.iter().step_by(2).copied().collect();
        let (sum, outcome) = xor_words(&odd);
        let verdict = verdict_words(outcome, lang);
        lang.pick(
            format!("XOR số xu ở các bậc lẻ (1, 3, 5, …) là {sum}: {verdict}."),
            format!("The XOR of the coins on the odd steps (1, 3, 5, …) is {sum}: {verdict}."),
        )
    }

    fn intro(game: &Match<Self>, lang: Lang) -> String {
        let (coins, m) = (coins_text(&game.start().steps), game.start().steps.len());
        let first = game.first().moves_first(lang);
        lang.pick(
            format!("Ván bắt đầu từ các bậc {coins} (bậc 1 đến {m}), {first}. Chọn một bậc rồi số xu để chuyển xuống một bậc. Máy giữ XOR các bậc lẻ bằng 0; nếu bạn chuyển xu từ bậc chẵn, máy chuyển tiếp đúng số xu đó."),
            format!("The game starts from the steps {coins} (steps 1 to {m}), and {first}. Pick a step, then how many coins to move one step down. The computer keeps the odd steps' XOR at 0; if you move coins from an even step, it passes the same coins on."),
        )
    }

    fn rule_words(&self, lang: Lang) -> String {
        lang.pick(
            "chuyển xu xuống một bậc, ai không đi được thì thua",
            "coins move one step down; whoever cannot move loses",
        )
        .to_string()
    }

    fn ending(game: &Match<Self>, lang: Lang) -> Option<String> {
        game.winner()?;
        let words = match game.turns().last().map(|turn| turn.by) {
            None => (
                "Cầu thang trống ngay từ đầu: người đi trước thua.",
                "The staircase is empty from the start: the player to move loses.",
            ),
            Some(Side::Learner) => (
                "Mọi xu đã xuống đất, máy không đi được nữa: bạn thắng!",
                "Every coin is on the ground and the computer cannot move: you win!",
            ),
            Some(Side::Computer) => (
                "Mọi xu đã xuống đất, bạn không đi được nữa: máy thắng.",
                "Every coin is on the ground and you cannot move: the computer wins.",
            ),
        };
        Some(lang.pick(words.0, words.1).to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_solver::nim::staircase::{StairMove, StairPosition};
    use nimlab_solver::nim::Heaps;

    use nimlab_solver::rules::Rules;

    fn steps(s: &[u64]) -> Heaps {
        Heaps::new(s.to_vec()).expect("valid")
    }

    #[test]
    fn coins_dropped_onto_an_odd_step_have_words_of_their_own() {
        use nimlab_solver::play::{Match, Side, Turn};
        // 2 7 3 1: one coin from step 2 onto step 1 wins (3 ⊕ 3 = 0; the solver's tests).
        let before = StairPosition::start(&steps(&[2, 7, 3, 1]));
        let mv = StairMove { from: 1, stones: 1 };
        let reason = StairRules.reason_for(&before, &mv);
        let after = StairRules.play(&before, &mv).expect("legal");
        let game = Match::new(StairRules, before.clone(), Side::Learner);
        let turn = Turn::<StairRules> {
            by: Side::Computer,
            mv,
            before,
            after,
            reason,
            random: false,
        };
        let words = game.rules().reason_words(&turn, Lang::En);
        assert!(
            words.contains("the coins land on the odd step 1"),
            "{words}"
        );
    }

    #[test]
    fn the_games_words_say_its_rule_start_and_end() {
        use nimlab_solver::play::{Match, Side};
        let game = Match::new(
            StairRules,
            StairPosition::start(&steps(&[0, 0])),
            Side::Computer,
        );
        assert_eq!(
            StairRules.rule_words(Lang::En),
            "coins move one step down; whoever cannot move loses"
        );
        assert!(StairRules::intro(&game, Lang::En).starts_with("The game starts from the steps"));
        assert_eq!(
            StairRules::ending(&game, Lang::En).as_deref(),
            Some("The staircase is empty from the start: the player to move loses.")
        );
    }
}
