//! Moore's Nim-k against the computer, on the shared play panel: the heaps as cards, a move
//! typed as pairs "heap stones" (up to `k` heaps), and the computer's reason with the column
//! remainders of the position it faced.

use std::rc::Rc;

use nimlab_solver::nim::moore::{moves_words, MooreRules};
use nimlab_solver::nim::WinningMove;
use nimlab_solver::play::{Match, Side, Turn};
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::sizes_text;
use crate::dom;
use crate::kit::play::{Board, Play};
use crate::kit::text::Words;

/// Stones drawn on a heap card; larger heaps show their number only.
const MAX_DRAWN_STONES: u64 = 20;

/// The heaps as the learner plays them (moves are typed, so the cards take no clicks).
pub struct MooreBoard {
    pub k: u64,
}

impl Board for MooreBoard {
    type Rules = MooreRules;
    type Msg = ();

    fn rules(&self) -> MooreRules {
        MooreRules { k: self.k }
    }

    fn draw(
        &mut self,
        area: &Element,
        game: &Match<MooreRules>,
        lang: Lang,
        _send: &Rc<dyn Fn(Play<MooreBoard>)>,
    ) {
        dom::clear(area);
        let _ = (|| -> Result<(), JsValue> {
            let list = dom::child(area, "ul", "moore-game-heaps", "")?;
            dom::set_attr(
                &list,
                "aria-label",
                lang.pick("Các đống hiện tại", "The heaps now"),
            );
            for (i, &a) in game.position().iter().enumerate() {
                let item = dom::child(&list, "li", "moore-heap", "")?;
                let name = lang.pick(format!("Đống {}", i + 1), format!("Heap {}", i + 1));
                dom::child(&item, "span", "moore-heap-label", &name)?;
                dom::child(&item, "span", "moore-heap-count", &a.to_string())?;
                if a <= MAX_DRAWN_STONES {
                    let stones = "●".repeat(a as usize);
                    let drawn = dom::child(&item, "span", "moore-heap-stones", &stones)?;
                    dom::set_attr(&drawn, "aria-hidden", "true");
                }
            }
            Ok(())
        })();
    }

    fn update(&mut self, _: (), _: &Match<MooreRules>) -> Option<Vec<WinningMove>> {
        None
    }

    fn describe(&self, mv: &Vec<WinningMove>, lang: Lang) -> String {
        moves_words(mv, None, lang)
    }

    fn position(&self, heaps: &Vec<u64>, _lang: Lang) -> String {
        sizes_text(heaps, " ")
    }

    fn reason(&self, game: &Match<MooreRules>, turn: &Turn<MooreRules>, lang: Lang) -> String {
        let Some(reason) = &turn.reason else {
            return String::new();
        };
        let words = moves_words(&turn.mv, Some(&turn.before), lang);
        let m = game.rules().modulus();
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

    fn intro(&self, game: &Match<MooreRules>, lang: Lang) -> String {
        let (start, k) = (sizes_text(game.start(), " "), game.rules().k);
        let first = match game.first() {
            Side::Learner => lang.pick("bạn", "you"),
            Side::Computer => lang.pick("máy", "the computer"),
        };
        lang.pick(
            format!("Ván bắt đầu từ các đống {start} với k = {k}, {first} đi trước. Máy đếm số dư của từng cột trước khi đi. Hãy để lại mọi số dư bằng 0 sau mỗi lượt của bạn."),
            format!("The game starts from the heaps {start} with k = {k}, and {first} moves first. The computer works out each column's remainder before it moves. Leave every remainder at 0 after each of your turns."),
        )
    }

    fn rule(&self, rules: &MooreRules, lang: Lang) -> String {
        let k = rules.k;
        lang.pick(
            format!("bốc ở 1 đến {k} đống, bốc viên cuối thì thắng"),
            format!("1 to {k} heaps a turn, the last stone wins"),
        )
    }

    fn ending(&self, game: &Match<MooreRules>, lang: Lang) -> Option<String> {
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

    fn how_to_move(&self, lang: Lang) -> String {
        lang.pick("gõ từng cặp “đống số viên”.", "type pairs “heap stones”.")
            .to_string()
    }

    fn typed_label(&self) -> Words {
        (
            "Nước đi: từng cặp số thứ tự đống rồi số viên (ví dụ 2 1, 3 2)",
            "Your move: pairs of heap number, then stones (e.g. 2 1, 3 2)",
        )
    }
}
