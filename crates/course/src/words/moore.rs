//! Moore's Nim-k: the play panel's words.

use nimlab_solver::lang::Lang;
use nimlab_solver::nim::moore::{column_residues, moves_words, sizes_text, width_of, MooreRules};
use nimlab_solver::nim::WinningMove;
use nimlab_solver::outcome::Outcome;
use nimlab_solver::play::{Match, Side, Turn};

use super::{verdict_words, GameWords};

impl GameWords for MooreRules {
    fn move_words(&self, mv: &Vec<WinningMove>, lang: Lang) -> String {
        moves_words(mv, None, lang)
    }

    fn position_words(&self, heaps: &Vec<u64>, _lang: Lang) -> String {
        sizes_text(heaps, " ")
    }

    fn reason_words(&self, turn: &Turn<Self>, lang: Lang) -> String {
        let Some(reason) = &turn.reason else {
            return String::new();
        };
        let words = moves_words(&turn.mv, Some(&turn.before), lang);
        let m = self.modulus();
        let list: Vec<String> = reason.residues.iter().map(usize::to_string).collect();
        let rest = list.join(", ");
        if reason.winning {
            lang.pick(
                format!("Trước nước của máy, số dư mod {m} của các cột là {rest}: chưa đều bằng 0. Máy {words}, để mọi cột có số chữ số 1 chia hết cho {m}."),
                format!("Before the computer's move the remainders mod {m} were {rest}: not all 0. The computer will {words}, making every column's count of 1s a multiple of {m}."),
            )
        } else {
            lang.pick(
                format!("Mọi số dư mod {m} đều bằng 0 ({rest}): máy đang thua. Máy {words} và chờ bạn sơ suất."),
                format!("Every remainder mod {m} is 0 ({rest}): the computer is losing. It will {words} and wait for a slip."),
            )
        }
    }

    fn theorem_words(&self, heaps: &Vec<u64>, lang: Lang) -> String {
        let m = self.modulus();
        let residues: Vec<usize> = column_residues(heaps, width_of(heaps), self.k)
            .into_iter()
            .map(|(_, r)| r)
            .collect();
        let list = residues
            .iter()
            .map(usize::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        let lost = residues.iter().all(|&r| r == 0);
        let verdict = verdict_words(if lost { Outcome::Lose } else { Outcome::Win }, lang);
        let (vi, en) = if lost {
            ("đều bằng 0", "all 0")
        } else {
            ("chưa đều bằng 0", "not all 0")
        };
        lang.pick(
            format!("Số chữ số 1 của từng cột bit (từ bit cao), chia cho {m}, dư {list}: {vi}, nên {verdict}."),
            format!("The count of 1s of each bit column (highest first) modulo {m} is {list}: {en}, so {verdict}."),
        )
    }

    fn intro(game: &Match<Self>, lang: Lang) -> String {
        let (start, k) = (sizes_text(game.start(), " "), game.rules().k);
        let first = game.first().moves_first(lang);
        lang.pick(
            format!("Ván bắt đầu từ các đống {start} với k = {k}, {first}. Máy đếm số dư của từng cột trước khi đi. Hãy để lại mọi số dư bằng 0 sau mỗi lượt của bạn."),
            format!("The game starts from the heaps {start} with k = {k}, and {first}. The computer works out each column's remainder before it moves. Leave every remainder at 0 after each of your turns."),
        )
    }

    fn rule_words(&self, lang: Lang) -> String {
        let k = self.k;
        lang.pick(
            format!("bốc ở 1 đến {k} đống, bốc viên cuối thì thắng"),
            format!("1 to {k} heaps a turn, the last stone wins"),
        )
    }

    fn ending(game: &Match<Self>, lang: Lang) -> Option<String> {
        game.winner()?;
        let words = match game.turns().last().map(|turn| turn.by) {
            None => (
                "Các đống đều trống ngay từ đầu: người đi trước thua.",
                "Every heap is empty from the start: the player to move loses.",
            ),
            Some(Side::Learner) => (
                "Hết sỏi. Bạn bốc viên cuối cùng nên bạn thắng!",
                "No stones left. You took the last stone, so you win!",
            ),
            Some(Side::Computer) => (
                "Hết sỏi. Máy bốc viên cuối cùng nên máy thắng.",
                "No stones left. The computer took the last stone, so it wins.",
            ),
        };
        Some(lang.pick(words.0, words.1).to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_games_words_say_its_rule_start_and_end() {
        use nimlab_solver::play::{Match, Side};
        let rules = MooreRules { k: 2 };
        let game = Match::new(rules, vec![0, 0], Side::Learner);
        assert_eq!(
            rules.rule_words(Lang::En),
            "1 to 2 heaps a turn, the last stone wins"
        );
        assert_eq!(rules.position_words(&vec![1, 2, 3], Lang::En), "1 2 3");
        assert!(MooreRules::intro(&game, Lang::En)
            .starts_with("The game starts from the heaps 0 0 with k = 2, and you move first."));
        assert_eq!(
            MooreRules::ending(&game, Lang::En).as_deref(),
            Some("Every heap is empty from the start: the player to move loses.")
        );
    }
}
