//! Moore's Nim-k against the computer, on the shared play panel: the heaps as cards and a move
//! typed as pairs "heap stones" (up to `k` heaps). The words (the computer's reason with the
//! column remainders of the position it faced) are the solver's [`MooreRules`].

use std::rc::Rc;

use nimlab_course::widgets::{heap_name, moore as words};
use nimlab_solver::nim::moore::{width_of, MooreRules};
use nimlab_solver::nim::WinningMove;
use nimlab_solver::play::Match;
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::residue_view;
use crate::dom;
use crate::kit::bits;
use crate::kit::game_host::{Offer, Offered};
use crate::kit::play::{Board, Play};
use crate::kit::stepper::Stepper;
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
    ) -> Result<(), JsValue> {
        dom::clear(area);
        let label = lang.say(words::HEAPS_NOW);
        let list = dom::child_with(area, "ul", "moore-game-heaps", &[("aria-label", label)])?;
        for (i, &a) in game.position().iter().enumerate() {
            let item = dom::child(&list, "li", "moore-heap", "")?;
            dom::child(&item, "span", "moore-heap-label", &heap_name(i + 1, lang))?;
            dom::child(&item, "span", "moore-heap-count", &a.to_string())?;
            if a <= MAX_DRAWN_STONES {
                let stones = dom::decoration(&item, "span", "moore-heap-stones")?;
                dom::set_text(&stones, &"●".repeat(a as usize));
            }
        }
        Ok(())
    }

    fn draw_analysis(
        &self,
        area: &Element,
        game: &Match<MooreRules>,
        lang: Lang,
    ) -> Result<(), JsValue> {
        let heaps = game.position();
        let caption = words::analysis_caption(self.k + 1, lang);
        let table = bits::small::small_table_in(area, &caption)?;
        let view = residue_view(heaps, width_of(heaps), self.k);
        bits::draw(&table, &view, "", lang)
    }

    fn update(&mut self, _: (), _: &Match<MooreRules>) -> Option<Vec<WinningMove>> {
        None
    }

    fn how_to_move(&self, lang: Lang) -> String {
        lang.say(words::HOW_TO_MOVE).to_string()
    }

    fn typed_label(&self) -> Words {
        words::TYPED_MOVE
    }
}

impl Offered for MooreBoard {
    const PREFIX: &'static str = "moore";

    fn from_offer(offer: &Offer, _send: &Rc<dyn Fn(Play<Self>)>) -> Option<(MooreBoard, Vec<u64>)> {
        let walk = read(offer)?;
        Some((MooreBoard { k: walk.k() }, walk.sizes().to_vec()))
    }

    fn take_offer(&mut self, offer: &Offer) -> Option<Vec<u64>> {
        let walk = read(offer)?;
        self.k = walk.k();
        Some(walk.sizes().to_vec())
    }
}

/// The widget's heaps and k, read by the widget's own parser.
fn read(offer: &Offer) -> Option<nimlab_solver::nim::moore::MooreWalk> {
    super::MooreWidget::parse(&offer.values(&["heaps", "k"])).ok()
}
