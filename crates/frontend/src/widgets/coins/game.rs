//! A coin-turning position against the computer, on the shared play panel: the learner picks
//! a coin showing heads (the rightmost coin of the move), then one of the ways the rule allows
//! to turn it, or types the coins to turn. The turns are the solver's ([`CoinGame`]).

use std::rc::Rc;

use nimlab_course::widgets::coins as words;
use nimlab_solver::coin_turning::play::coin_list;
use nimlab_solver::coin_turning::{CoinBoard, CoinGame, Turn};
use nimlab_solver::play::{Match, Side};
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit::bits::{self, RowNames};
use crate::kit::game_host::{Offer, Offered};
use crate::kit::play::{Board, Play};
use crate::kit::stepper::Stepper;
use crate::kit::text::Words;

/// The board's own click: a coin chosen as the head of the move.
pub struct Select(usize);

/// The row of coins of the game, the chosen coin and the ways to turn it.
pub struct CoinPlay {
    board: CoinBoard,
    selected: Option<usize>,
    /// The row drawn for this board (built again when the board changes).
    drawn: Option<CoinBoard>,
    sum: Option<Element>,
    coins: Vec<(Element, Element)>,
    choices_label: Option<Element>,
    choices: Option<Element>,
    _listeners: Vec<Listener>,
    _choice_listeners: Vec<Listener>,
}

impl CoinPlay {
    pub fn new(board: CoinBoard) -> CoinPlay {
        CoinPlay {
            board,
            selected: None,
            drawn: None,
            sum: None,
            coins: Vec::new(),
            choices_label: None,
            choices: None,
            _listeners: Vec::new(),
            _choice_listeners: Vec::new(),
        }
    }

    /// The board of the next game.
    pub fn set_board(&mut self, board: CoinBoard) {
        self.board = board;
        self.selected = None;
    }

    fn build(&mut self, area: &Element, send: &Rc<dyn Fn(Play<CoinPlay>)>) -> Result<(), JsValue> {
        dom::clear(area);
        self._listeners.clear();
        self.sum = Some(dom::child(area, "p", "co-game-sum", "")?);
        let scroll = dom::child(area, "div", "co-scroll", "")?;
        let row = dom::child(&scroll, "ol", "co-row co-game-row", "")?;
        dom::set_style(&row, "--co-columns", &self.board.columns().to_string());
        self.coins = (0..self.board.places())
            .map(|place| {
                let item = dom::child(&row, "li", "co-place", "")?;
                let (button, face) = super::coin_button(&item, place)?;
                let send = send.clone();
                let listener =
                    Listener::new(&button, "click", move |_| send(Play::Board(Select(place))))?;
                self._listeners.push(listener);
                Ok((button, face))
            })
            .collect::<Result<_, JsValue>>()?;
        let choices_box = dom::child(area, "div", "co-choices-box", "")?;
        let id = dom::fresh_id("co-choices");
        let label = dom::child_with(&choices_box, "p", "co-choices-label", &[("id", &id)])?;
        let choices = dom::child(&choices_box, "div", "co-choices", "")?;
        dom::set_attr(&choices, "role", "group");
        dom::set_attr(&choices, "aria-labelledby", &id);
        (self.choices_label, self.choices) = (Some(label), Some(choices));
        self.drawn = Some(self.board.clone());
        Ok(())
    }

    /// The buttons of the ways to turn the chosen coin.
    fn draw_choices(
        &mut self,
        faces: &[bool],
        lang: Lang,
        send: &Rc<dyn Fn(Play<CoinPlay>)>,
    ) -> Result<(), JsValue> {
        self._choice_listeners.clear();
        let (Some(label), Some(choices)) = (&self.choices_label, &self.choices) else {
            return Ok(());
        };
        dom::clear(choices);
        let Some(place) = self.selected else {
            dom::set_text(label, "");
            return Ok(());
        };
        dom::set_text(label, &words::ways_to_turn(place + 1, lang));
        let turns = self.board.turns(faces);
        for turn in turns.into_iter().filter(|t| t.place == place) {
            let button = dom::button(choices, "btn co-choice", &turn_words(&turn, lang))?;
            let send = send.clone();
            let listener =
                Listener::new(&button, "click", move |_| send(Play::Move(turn.clone())))?;
            self._choice_listeners.push(listener);
        }
        Ok(())
    }
}

/// "Turn coins 3, 4": the words of a choice button.
fn turn_words(turn: &Turn, lang: Lang) -> String {
    let coins = turn.coins();
    words::turn_coins(&coin_list(&coins), coins.len(), lang)
}

impl Board for CoinPlay {
    type Rules = CoinGame;
    type Msg = Select;

    fn rules(&self) -> CoinGame {
        CoinGame {
            board: self.board.clone(),
        }
    }

    fn draw(
        &mut self,
        area: &Element,
        game: &Match<CoinGame>,
        lang: Lang,
        send: &Rc<dyn Fn(Play<CoinPlay>)>,
    ) -> Result<(), JsValue> {
        if self.drawn.as_ref() != Some(&self.board) || area.child_element_count() == 0 {
            self.build(area, send)?;
        }
        let faces = game.position();
        let playing = game.to_move() == Side::Learner && !game.is_over();
        if !playing || self.selected.is_some_and(|p| !faces[p]) {
            self.selected = None;
        }
        for (place, (button, face)) in self.coins.iter().enumerate() {
            let heads = faces.get(place).copied().unwrap_or(false);
            dom::set_text(face, if heads { "H" } else { "T" });
            dom::set_class(button, "is-heads", heads);
            dom::set_class(button, "is-tails", !heads);
            let chosen = self.selected == Some(place);
            dom::set_class(button, "is-current", chosen);
            dom::set_attr(button, "aria-pressed", &chosen.to_string());
            dom::set_disabled(button, !heads || !playing);
            let label = words::game_coin_label(place + 1, words::face(heads, lang), lang);
            dom::set_attr(button, "aria-label", &label);
        }
        if let Some(sum) = &self.sum {
            dom::set_text(sum, &words::sum_now(self.board.sum(faces), lang));
        }
        self.draw_choices(faces, lang, send)
    }

    /// The theorem's picture: each head stands for a heap of size g(x), and the position is
    /// their Nim sum.
    fn draw_analysis(
        &self,
        area: &Element,
        game: &Match<CoinGame>,
        lang: Lang,
    ) -> Result<(), JsValue> {
        let values = self.board.base_values();
        let heads: Vec<(usize, u64)> = game
            .position()
            .iter()
            .zip(values)
            .enumerate()
            .filter(|(_, (heads, _))| **heads)
            .map(|(place, (_, value))| (place + 1, value))
            .collect();
        let rows = heads
            .iter()
            .map(|&(coin, _)| words::coin_name(coin, lang))
            .collect();
        let names = RowNames {
            header: lang.say(words::HEAD),
            size_header: "g(x)",
            rows,
        };
        let caption = lang.say(words::NIM_HEAPS);
        let sizes: Vec<u64> = heads.iter().map(|&(_, value)| value).collect();
        bits::small::draw_small(area, &sizes, &[], Some(names), caption, lang)
    }

    fn update(&mut self, Select(place): Select, game: &Match<CoinGame>) -> Option<Turn> {
        let playing = game.to_move() == Side::Learner && !game.is_over();
        if playing && game.position().get(place).copied().unwrap_or(false) {
            self.selected = Some(place);
        }
        None
    }

    fn how_to_move(&self, lang: Lang) -> String {
        match self.selected {
            Some(place) => words::coin_chosen(place + 1, lang),
            None => lang.say(words::HOW_TO_MOVE).to_string(),
        }
    }

    fn typed_label(&self) -> Words {
        words::TYPED_COINS
    }
}

impl Offered for CoinPlay {
    const PREFIX: &'static str = "co";

    fn from_offer(offer: &Offer, _send: &Rc<dyn Fn(Play<Self>)>) -> Option<(CoinPlay, Vec<bool>)> {
        let input = read(offer)?;
        Some((CoinPlay::new(input.board.clone()), input.faces()))
    }

    fn take_offer(&mut self, offer: &Offer) -> Option<Vec<bool>> {
        let input = read(offer)?;
        self.set_board(input.board.clone());
        Some(input.faces())
    }
}

/// The widget's rule, row and faces, read by the widget's own parser.
fn read(offer: &Offer) -> Option<nimlab_solver::coin_turning::CoinInput> {
    super::Coins::parse(&offer.values(&["rule", "n", "heads"])).ok()
}
