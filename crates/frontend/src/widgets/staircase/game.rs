//! Staircase Nim against the computer, on the shared play panel: the staircase with clickable
//! steps (choose a step, then how many coins) and the ground's coins. The words (the computer's
//! reason, including passing on the coins the learner moved from an even step) are the
//! solver's [`StairRules`].

use std::rc::Rc;

use nimlab_course::widgets::staircase as words;
use nimlab_solver::nim::staircase::{
    place, StairMove, StairPosition, StairRules, MAX_WIDGET_COINS,
};
use nimlab_solver::play::{Match, Side};
use nimlab_solver::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement};

use super::{draw_stairs, Mark};
use crate::dom::{self, Listener};
use crate::kit::bits::{self, RowNames};
use crate::kit::game_host::{Offer, Offered};
use crate::kit::play::{Board, Play};
use crate::kit::stepper::Stepper;
use crate::kit::text::Words;

#[derive(Clone, Copy)]
pub enum Click {
    /// A step, from 1.
    Step(usize),
    Take(u64),
}

/// The staircase as the learner plays it.
#[derive(Default)]
pub struct StairBoard {
    /// The chosen step, from 1.
    selected: Option<usize>,
    _listeners: Vec<Listener>,
}

impl Board for StairBoard {
    type Rules = StairRules;
    type Msg = Click;

    fn rules(&self) -> StairRules {
        StairRules
    }

    fn draw(
        &mut self,
        area: &Element,
        game: &Match<StairRules>,
        lang: Lang,
        send: &Rc<dyn Fn(Play<StairBoard>)>,
    ) -> Result<(), JsValue> {
        let now = game.position();
        let learner_turn = game.to_move() == Side::Learner && !game.is_over();
        let coins_on = |step: usize| now.steps.get(step.wrapping_sub(1)).copied().unwrap_or(0);
        self.selected = self.selected.filter(|&s| learner_turn && coins_on(s) > 0);
        let marks: Vec<Mark> = (0..=now.steps.len())
            .map(|index| match now.last {
                Some(mv) if index == mv.from + 1 => Mark::From(mv.stones),
                Some(mv) if index == mv.from => Mark::To(mv.stones),
                _ => Mark::None,
            })
            .collect();
        // The steps are drawn afresh: the keyboard focus stays on the same step.
        let focused = dom::document()
            .and_then(|d| d.active_element())
            .filter(|el| area.contains(Some(el)))
            .and_then(|el| el.get_attribute("data-step"));
        dom::clear(area);
        self._listeners.clear();
        let listen = |button: &Element, click: Click| {
            let send = send.clone();
            Listener::new(button, "click", move |_| send(Play::Board(click)))
        };
        let scroll = dom::child(area, "div", "st-scroll", "")?;
        let list = dom::child(&scroll, "ol", "st-stairs st-game-stairs", "")?;
        dom::set_attr(&list, "aria-label", lang.say(words::CHOOSE_STEP));
        let steps = (now.ground, now.steps.as_slice());
        for (index, button) in draw_stairs(&list, steps, &marks, self.selected, true, lang)? {
            dom::set_disabled(&button, !learner_turn || coins_on(index) == 0);
            self._listeners.push(listen(&button, Click::Step(index))?);
            if focused == Some(index.to_string()) {
                if let Some(el) = button.dyn_ref::<HtmlElement>() {
                    let _ = el.focus();
                }
            }
        }
        let Some(step) = self.selected else {
            return Ok(());
        };
        let label_id = dom::fresh_id("st-take");
        let attrs = [("role", "group"), ("aria-labelledby", label_id.as_str())];
        let take = dom::child_with(area, "div", "st-take", &attrs)?;
        let below = place(step - 1, lang);
        let more = if coins_on(step) > MAX_WIDGET_COINS {
            words::type_larger_takes(MAX_WIDGET_COINS, lang)
        } else {
            String::new()
        };
        let question = words::take_question(step, &below, &more, lang);
        let label = dom::child(&take, "p", "st-take-label", &question)?;
        dom::set_attr(&label, "id", &label_id);
        let row = dom::child(&take, "div", "st-take-buttons", "")?;
        for c in 1..=coins_on(step).min(MAX_WIDGET_COINS) {
            let button = dom::button(&row, "btn st-take-button", &c.to_string())?;
            dom::set_attr(&button, "aria-label", &words::take_label(c, step, lang));
            self._listeners.push(listen(&button, Click::Take(c))?);
        }
        Ok(())
    }

    fn update(&mut self, click: Click, game: &Match<StairRules>) -> Option<StairMove> {
        match click {
            Click::Step(step) => {
                let coins = game.position().steps.get(step.wrapping_sub(1));
                if game.to_move() == Side::Learner && coins.is_some_and(|&c| c > 0) {
                    self.selected = Some(step);
                }
                None
            }
            Click::Take(stones) => Some(StairMove {
                from: self.selected? - 1,
                stones,
            }),
        }
    }

    /// The theorem's picture: only the odd steps count, as heaps of Nim.
    fn draw_analysis(
        &self,
        area: &Element,
        game: &Match<StairRules>,
        lang: Lang,
    ) -> Result<(), JsValue> {
        let odd: Vec<u64> = game.position().steps.iter().step_by(2).copied().collect();
        let rows = (0..odd.len())
            .map(|i| words::step_name(2 * i + 1, lang))
            .collect();
        let names = RowNames {
            header: lang.say(words::ODD_STEP),
            size_header: lang.say(words::COINS),
            rows,
        };
        let caption = lang.say(words::ANALYSIS_CAPTION);
        bits::small::draw_small(area, &odd, &[], Some(names), caption, lang)
    }

    fn how_to_move(&self, lang: Lang) -> String {
        lang.say(words::HOW_TO_MOVE).to_string()
    }

    fn typed_label(&self) -> Words {
        words::TYPED_MOVE
    }
}

impl Offered for StairBoard {
    const PREFIX: &'static str = "st";

    fn from_offer(
        offer: &Offer,
        _send: &Rc<dyn Fn(Play<Self>)>,
    ) -> Option<(StairBoard, StairPosition)> {
        Some((StairBoard::default(), read(offer)?))
    }

    fn take_offer(&mut self, offer: &Offer) -> Option<StairPosition> {
        read(offer)
    }
}

/// The start of the widget's staircase, read by the widget's own parser.
fn read(offer: &Offer) -> Option<StairPosition> {
    let stairs = super::Staircase::parse(&offer.values(&["steps"])).ok()?;
    Some(StairPosition::start(&stairs))
}
