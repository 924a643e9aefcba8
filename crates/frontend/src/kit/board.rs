//! What a game's widget supplies to the play panel ([`Board`]) and what the learner does in
//! it ([`Play`]): the vocabulary the panel ([`super::play`]) and its coach ([`super::coach`])
//! share, apart from both so that neither has to know the other's insides.

use std::rc::Rc;

use nimlab_course::words::GameWords;
use nimlab_solver::play::{Match, Turn};
use nimlab_solver::rules::Rules;
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::text::{Texts, Words};

/// What a game's widget supplies to the panel.
pub trait Board: Sized + 'static {
    type Rules: GameWords;
    /// The board's own clicks that do not make a move yet (choosing a heap, say).
    type Msg: 'static;

    /// The rules of a new game (a rule the board lets the learner choose is read here).
    fn rules(&self) -> Self::Rules;

    /// The controls of the board's own set-up (a rule, a start square), built once in `area`.
    fn setup(&mut self, _area: &Element, _texts: &Texts) -> Result<(), JsValue> {
        Ok(())
    }

    /// The start of a new game: `offered` (the widget's input), or the board's own choice;
    /// an error is shown at the board's set-up.
    fn start(
        &mut self,
        offered: <Self::Rules as Rules>::Position,
    ) -> Result<<Self::Rules as Rules>::Position, InputError> {
        Ok(offered)
    }

    /// Draws the position in `area`; a click that makes a move sends `Play::Move`, other
    /// clicks `Play::Board`.
    fn draw(
        &mut self,
        area: &Element,
        game: &Match<Self::Rules>,
        lang: Lang,
        send: &Rc<dyn Fn(Play<Self>)>,
    ) -> Result<(), JsValue>;

    /// Handles one of the board's own clicks; a move it completes is played.
    fn update(
        &mut self,
        msg: Self::Msg,
        game: &Match<Self::Rules>,
    ) -> Option<<Self::Rules as Rules>::Move>;

    /// What the computer's reasoning looked like (a bit table, say), in `area`.
    fn draw_reason(
        &self,
        _area: &Element,
        _turn: Option<&Turn<Self::Rules>>,
        _lang: Lang,
    ) -> Result<(), JsValue> {
        Ok(())
    }

    /// The game's own picture of the position now, for coach mode (Nim's bit columns and X).
    fn draw_analysis(
        &self,
        _area: &Element,
        _game: &Match<Self::Rules>,
        _lang: Lang,
    ) -> Result<(), JsValue> {
        Ok(())
    }

    /// How to make a move ("choose a heap, then how many stones, or type a move").
    fn how_to_move(&self, lang: Lang) -> String;

    /// The typed move's label, with an example.
    fn typed_label(&self) -> Words;
}

/// What the learner did in the panel.
pub enum Play<B: Board> {
    NewGame,
    Move(<B::Rules as Rules>::Move),
    Typed,
    Undo,
    Board(B::Msg),
    /// A coach switch changed.
    Coaching,
    /// A move of the coach's list of values, by its place there.
    Listed(usize),
    /// Back to the position after this many moves, to play on from there.
    Rewind(usize),
}
