//! Nim against the computer, on the shared play panel: the heaps as buttons (choose one, then
//! how many stones), the rule (normal or misère), and the computer's reasoning drawn on the bit
//! table of the position it faced.

use std::rc::Rc;

use nimlab_course::widgets::{heap_name, nim as words};
use nimlab_solver::nim::play::{NimRules, Reason};
use nimlab_solver::nim::{Rule, WinningMove};
use nimlab_solver::play::{Match, Side, Turn};
use nimlab_solver::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlSelectElement};

use crate::dom::{self, Listener};
use crate::kit::bits;
use crate::kit::game_host::Offer;
use crate::kit::play::{setup_select, Board, Play};
use crate::kit::text::{Texts, Words};

/// Count buttons shown for the chosen heap; larger takes are typed.
const MAX_TAKE_BUTTONS: u64 = 15;
/// Stones drawn on a heap button; larger heaps show their number only.
const MAX_DRAWN_STONES: u64 = 15;

#[derive(Clone, Copy)]
pub enum Click {
    Heap(usize),
    Take(u64),
}

/// The heaps as the learner plays them.
#[derive(Default)]
pub struct NimBoard {
    rule: Option<Element>,
    selected: Option<usize>,
    /// The heaps drawn last, and their buttons' listeners.
    drawn: Vec<u64>,
    _listeners: Vec<Listener>,
}

impl Board for NimBoard {
    type Rules = NimRules;
    type Msg = Click;

    fn rules(&self) -> NimRules {
        let misere = self
            .rule
            .as_ref()
            .and_then(|el| el.dyn_ref::<HtmlSelectElement>())
            .is_some_and(|select| select.value() == "misere");
        NimRules {
            rule: if misere { Rule::Misere } else { Rule::Normal },
        }
    }

    fn setup(&mut self, area: &Element, texts: &Texts) -> Result<(), JsValue> {
        let select = setup_select(area, texts, "nim-rule", "rule", words::RULE)?;
        for (value, rule) in [
            ("normal", words::NORMAL_PLAY),
            ("misere", words::MISERE_PLAY),
        ] {
            let option = texts.child(&select, "option", "", rule)?;
            dom::set_attr(&option, "value", value);
        }
        self.rule = Some(select);
        Ok(())
    }

    fn draw(
        &mut self,
        area: &Element,
        game: &Match<NimRules>,
        lang: Lang,
        send: &Rc<dyn Fn(Play<NimBoard>)>,
    ) -> Result<(), JsValue> {
        let heaps = game.position();
        let learner_turn = game.to_move() == Side::Learner && !game.is_over();
        self.selected = self
            .selected
            .filter(|&i| learner_turn && heaps.get(i).is_some_and(|&a| a > 0));
        if self.drawn.len() != heaps.len() || area.child_element_count() == 0 {
            self.build(area, heaps.len(), send)?;
        }
        self.drawn = heaps.clone();
        for (i, button) in dom::select_all_in(area, ".nim-heap").iter().enumerate() {
            let size = heaps.get(i).copied().unwrap_or(0);
            let name = heap_name(i + 1, lang);
            if let Some(label) = button.first_element_child() {
                dom::set_text(&label, &name);
            }
            if let Ok(Some(count)) = button.query_selector(".nim-heap-count") {
                dom::set_text(&count, &size.to_string());
            }
            if let Ok(Some(stones)) = button.query_selector(".nim-heap-stones") {
                let drawn = if size <= MAX_DRAWN_STONES { size } else { 0 };
                dom::set_text(&stones, &"●".repeat(drawn as usize));
            }
            let chosen = self.selected == Some(i);
            dom::set_attr(button, "aria-pressed", &chosen.to_string());
            dom::set_class(button, "is-chosen", chosen);
            dom::set_attr(button, "aria-label", &words::heap_label(&name, size, lang));
            dom::set_disabled(button, !learner_turn || size == 0);
        }
        let chosen = self.selected.and_then(|i| Some((i, *heaps.get(i)?)));
        if let Ok(Some(take_box)) = area.query_selector(".nim-game-take") {
            dom::set_hidden(&take_box, chosen.is_none());
            if let Some((i, size)) = chosen {
                if let Ok(Some(label)) = take_box.query_selector(".nim-take-label") {
                    dom::set_text(&label, &words::take_question(i + 1, lang));
                }
                let buttons = dom::select_all_in(&take_box, ".nim-take");
                for (button, take) in buttons.iter().zip(1..) {
                    dom::set_hidden(button, take > size);
                    dom::set_attr(button, "aria-label", &words::take_label(take, i + 1, lang));
                }
                if let Ok(Some(hint)) = take_box.query_selector(".nim-take-hint") {
                    dom::show_when(&hint, size > MAX_TAKE_BUTTONS, || {
                        words::type_larger_takes(MAX_TAKE_BUTTONS, lang)
                    });
                }
            }
        }
        Ok(())
    }

    fn update(&mut self, click: Click, game: &Match<NimRules>) -> Option<WinningMove> {
        match click {
            Click::Heap(i) => {
                if game.position().get(i).is_some_and(|&a| a > 0) {
                    self.selected = Some(i);
                }
                None
            }
            Click::Take(take) => self.selected.map(|heap| WinningMove { heap, take }),
        }
    }

    fn draw_reason(
        &self,
        area: &Element,
        turn: Option<&Turn<NimRules>>,
        lang: Lang,
    ) -> Result<(), JsValue> {
        let Some(turn) = turn.filter(|t| matches!(t.reason, Some(Reason::Xor { .. }))) else {
            dom::clear(area);
            return Ok(());
        };
        let caption = lang.say(words::REASON_CAPTION);
        bits::small::draw_small(area, &turn.before, &[turn.mv], None, caption, lang)
    }

    fn draw_analysis(
        &self,
        area: &Element,
        game: &Match<NimRules>,
        lang: Lang,
    ) -> Result<(), JsValue> {
        let caption = lang.say(words::ANALYSIS_CAPTION);
        bits::small::draw_small(area, game.position(), &[], None, caption, lang)
    }

    fn how_to_move(&self, lang: Lang) -> String {
        lang.say(words::HOW_TO_MOVE).to_string()
    }

    fn typed_label(&self) -> Words {
        words::TYPED_MOVE
    }
}

impl NimBoard {
    /// The heap buttons and the take buttons, made again when the number of heaps changes.
    fn build(
        &mut self,
        area: &Element,
        count: usize,
        send: &Rc<dyn Fn(Play<NimBoard>)>,
    ) -> Result<(), JsValue> {
        dom::clear(area);
        self._listeners.clear();
        let listen = |button: &Element, click: Click| {
            let send = send.clone();
            Listener::new(button, "click", move |_| send(Play::Board(click)))
        };
        let heaps_box = dom::child_with(area, "div", "nim-game-heaps", &[("role", "group")])?;
        for i in 0..count {
            let button = dom::button(&heaps_box, "nim-heap", "")?;
            dom::child(&button, "span", "nim-heap-label", "")?;
            // A space between name and count, not drawn in the flex column, so the button's
            // text reads "Heap 1 3" (inside its label "Heap 1: 3 stones"), not "Heap 13".
            dom::child(&button, "span", "nim-heap-count", "")?.before_with_str_1(" ")?;
            dom::decoration(&button, "span", "nim-heap-stones")?;
            self._listeners.push(listen(&button, Click::Heap(i))?);
        }
        let take_box = dom::child_with(area, "div", "nim-game-take", &[("role", "group")])?;
        dom::child(&take_box, "p", "nim-take-label", "")?;
        let row = dom::child(&take_box, "div", "nim-take-buttons", "")?;
        for take in 1..=MAX_TAKE_BUTTONS {
            let button = dom::button(&row, "btn nim-take", &take.to_string())?;
            self._listeners.push(listen(&button, Click::Take(take))?);
        }
        dom::child(&take_box, "p", "nim-take-hint", "")?;
        Ok(())
    }
}

impl crate::kit::game_host::Offered for NimBoard {
    const PREFIX: &'static str = "nim";

    fn from_offer(offer: &Offer, _send: &Rc<dyn Fn(Play<Self>)>) -> Option<(NimBoard, Vec<u64>)> {
        Some((NimBoard::default(), offered_heaps(offer)?))
    }

    fn take_offer(&mut self, offer: &Offer) -> Option<Vec<u64>> {
        offered_heaps(offer)
    }
}

/// The heaps of the widget's field.
fn offered_heaps(offer: &Offer) -> Option<Vec<u64>> {
    let heaps = nimlab_solver::nim::play::parse_widget_heaps(offer.get("heaps")).ok()?;
    Some(heaps.sizes().to_vec())
}
