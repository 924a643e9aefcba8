//! Playing against the computer, written once for every game: who starts, a new game, whose
//! turn it is and how the game ended, the position as the game draws it (clicking it makes a
//! move), a typed move, undo of a whole turn, the computer's reason, and the moves so far;
//! the computer's strength, and the coach ([`super::coach`]).
//!
//! The turns themselves are the solver's ([`Match`]), and so are the game's words for moves,
//! positions, reasons and endings ([`GameWords`]); a game's widget supplies a [`Board`]: its
//! rules, and how its position is drawn and clicked.

use std::rc::Rc;

use nimlab_course::words::panel as words;
use nimlab_course::words::GameWords;
use nimlab_solver::play::{Match, Side, Strength, MOVE};
use nimlab_solver::rules::Rules;
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlSelectElement};

pub use super::board::{Board, Play};
use super::coach::CoachView;
use super::fields::InputField;
use super::parts::selected;
use super::text::{Texts, Words};
use crate::dom::{self, Listener};

/// The panel, with the match being played.
pub struct PlayPanel<B: Board> {
    pub board: B,
    game: Option<Match<B::Rules>>,
    /// The start offered by the widget for the next new game.
    offered: <B::Rules as Rules>::Position,
    send: Rc<dyn Fn(Play<B>)>,
    /// Why the last move was refused.
    error: Option<InputError>,
    /// Why the board's set-up was refused (a new game did not start).
    refused: Option<InputError>,
    intro: Element,
    first: Element,
    strength: Element,
    coach: CoachView<B>,
    /// Counts the changes to the match, so the coach works only when something changed.
    version: u64,
    setup_error: Element,
    status: Element,
    area: Element,
    typed: InputField,
    typed_go: Element,
    undo: Element,
    reason_box: Element,
    reason: Element,
    reason_area: Element,
    history_title: Element,
    history: Element,
    _listeners: Vec<Listener>,
}

impl<B: Board> PlayPanel<B> {
    /// Builds the panel in `parent`; `prefix` adds the game's own class names
    /// (`{prefix}-game-status`, `{prefix}-undo`, …) beside the shared ones (`play-status`, …).
    pub fn new(
        parent: &Element,
        texts: &Texts,
        prefix: &str,
        mut board: B,
        offered: <B::Rules as Rules>::Position,
        send: Rc<dyn Fn(Play<B>)>,
    ) -> Result<PlayPanel<B>, JsValue> {
        let class = |shared: &str, own: &str| format!("{shared} {prefix}-{own}");
        let root = dom::child(parent, "div", &class("play", "game"), "")?;
        let intro = dom::child(&root, "p", &class("play-intro", "game-intro"), "")?;
        let setup = dom::child(&root, "div", &class("play-setup", "game-setup"), "")?;
        let first_class = class("play-first", "first");
        let first = setup_select(&setup, texts, &first_class, "first", words::WHO_STARTS)?;
        for (side, words) in [
            (Side::Learner, words::LEARNER),
            (Side::Computer, words::COMPUTER),
        ] {
            let option = texts.child(&first, "option", "", words)?;
            dom::set_attr(&option, "value", side.key());
        }
        let strength = strength_select(&setup, texts, &class("play-strength", "strength"))?;
        board.setup(&setup, texts)?;
        let new_game = texts.button(
            &setup,
            &format!("btn btn-primary {}", class("play-new", "new-game")),
            words::NEW_GAME,
        )?;
        let setup_error = dom::child(&root, "p", "field-error play-setup-error", "")?;
        dom::set_attr(&setup_error, "role", "alert");
        dom::set_hidden(&setup_error, true);
        let status = dom::child(&root, "p", &class("play-status", "game-status"), "")?;
        dom::set_attr(&status, "aria-live", "polite");
        let coach_top = dom::child(&root, "div", "play-coach-box", "")?;
        let area = dom::child(&root, "div", &class("play-board", "game-board"), "")?;
        let coach_below = dom::child(&root, "div", "play-values-box", "")?;

        let form = dom::child(&root, "form", &class("widget-form play-typed", "typed"), "")?;
        dom::set_attr(&form, "novalidate", "");
        let typed = InputField::new(&form, "move")?;
        texts.text(&typed.label, board.typed_label());
        let actions = dom::child(&form, "div", "form-actions", "")?;
        let typed_go = dom::child_with(&actions, "button", "btn", &[("type", "submit")])?;
        texts.text(&typed_go, words::MAKE_MOVE);
        let undo = texts.button(
            &actions,
            &format!("btn {}", class("play-undo", "undo")),
            words::UNDO,
        )?;
        let reason_box = dom::child(&root, "div", &class("play-reason", "reason"), "")?;
        let reason = dom::child(
            &reason_box,
            "p",
            &class("play-reason-text", "reason-text"),
            "",
        )?;
        let reason_area = dom::child(&reason_box, "div", "play-reason-picture", "")?;
        let history_title = texts.child(
            &root,
            "h5",
            &class("play-history-title", "history-title"),
            words::MOVES_SO_FAR,
        )?;
        let history = dom::child(&root, "ol", &class("play-history", "history"), "")?;
        let coach_end = dom::child(&root, "div", "play-review-box", "")?;
        let coach = CoachView::new([&coach_top, &coach_below, &coach_end], texts, &send)?;

        let (new_send, undo_send, typed_send) = (send.clone(), send.clone(), send.clone());
        let listeners = vec![
            Listener::new(&new_game, "click", move |_| new_send(Play::NewGame))?,
            Listener::new(&undo, "click", move |_| undo_send(Play::Undo))?,
            super::on_submit(&form, move || typed_send(Play::Typed))?,
        ];
        let mut panel = PlayPanel {
            board,
            game: None,
            offered,
            send,
            error: None,
            refused: None,
            intro,
            first,
            strength,
            coach,
            version: 0,
            setup_error,
            status,
            area,
            typed,
            typed_go,
            undo,
            reason_box,
            reason,
            reason_area,
            history_title,
            history,
            _listeners: listeners,
        };
        panel.new_game();
        Ok(panel)
    }

    /// The match being played.
    pub fn game(&self) -> Option<&Match<B::Rules>> {
        self.game.as_ref()
    }

    /// The widget's input changed: the next new game starts from `offered`, and one starts now.
    pub fn offer(&mut self, offered: <B::Rules as Rules>::Position) {
        self.offered = offered;
        self.new_game();
    }

    /// Who starts, as chosen (for a link).
    pub fn first(&self) -> Side {
        Side::from_key(&selected(&self.first))
    }

    /// Chooses who starts (from a link).
    pub fn set_first(&self, side: Side) {
        if let Some(select) = self.first.dyn_ref::<HtmlSelectElement>() {
            select.set_value(side.key());
        }
    }

    /// The computer's strength, as chosen.
    pub fn strength(&self) -> Strength {
        Strength::from_key(&selected(&self.strength))
    }

    /// Chooses the computer's strength (from a link).
    pub fn set_strength(&self, strength: Strength) {
        if let Some(select) = self.strength.dyn_ref::<HtmlSelectElement>() {
            select.set_value(&strength.key());
        }
    }

    /// Puts a match replayed elsewhere (a link's) in the panel, to play on from it.
    pub fn restore(&mut self, game: Match<B::Rules>) {
        self.version += 1;
        self.game = Some(game);
        self.error = None;
        self.refused = None;
    }

    /// Starts a game from the offered start (or the board's), with who starts and the
    /// computer's strength as chosen; a weaker computer's random moves differ each game.
    pub fn new_game(&mut self) {
        self.version += 1;
        match self.board.start(self.offered.clone()) {
            Ok(start) => {
                self.game = Some(Match::against(
                    self.board.rules(),
                    start,
                    self.first(),
                    self.strength(),
                    super::answers::fresh_seed(),
                ));
                self.error = None;
                self.refused = None;
                self.typed.set_value("");
            }
            Err(error) => self.refused = Some(error),
        }
    }

    pub fn update(&mut self, msg: Play<B>) {
        self.version += 1;
        match msg {
            Play::NewGame => self.new_game(),
            Play::Move(mv) => self.play(mv),
            Play::Coaching => {}
            Play::Listed(index) => {
                if let Some(mv) = self.coach.listed(index) {
                    self.play(mv);
                }
            }
            Play::Rewind(moves) => {
                if let Some(game) = &mut self.game {
                    game.rewind(moves);
                }
                self.error = None;
            }
            Play::Board(msg) => {
                let Some(game) = &self.game else { return };
                if let Some(mv) = self.board.update(msg, game) {
                    self.play(mv);
                }
            }
            Play::Typed => {
                let text = self.typed.value();
                let Some(game) = &mut self.game else { return };
                match game.play_typed(&text) {
                    Ok(()) => {
                        self.typed.set_value("");
                        self.error = None;
                    }
                    Err(error) => self.error = Some(refusal(game, error)),
                }
            }
            Play::Undo => {
                if let Some(game) = &mut self.game {
                    game.take_back();
                }
                self.error = None;
            }
        }
    }

    fn play(&mut self, mv: <B::Rules as Rules>::Move) {
        let Some(game) = &mut self.game else { return };
        self.error = game.play(mv).err().map(|error| refusal(game, error));
    }

    /// Draws the game now; a DOM call that fails is passed up, for the game's host to report.
    pub fn draw(&mut self, lang: Lang) -> Result<(), JsValue> {
        if let Some(game) = &mut self.game {
            self.coach.draw(&self.board, game, self.version, lang)?;
        }
        let Some(game) = &self.game else {
            return Ok(());
        };
        dom::set_text(&self.intro, &words::intro(game, lang));
        let learner_turn = game.to_move() == Side::Learner && !game.is_over();
        dom::set_text(&self.status, &self.status_text(game, lang));
        self.board.draw(&self.area, game, lang, &self.send)?;
        self.typed.show(self.error.as_ref(), lang);
        let refusal = self.refused.as_ref().map(|e| e.reason(lang));
        dom::show_text(&self.setup_error, refusal.as_deref().unwrap_or(""));
        dom::set_disabled(&self.typed_go, !learner_turn);
        dom::set_disabled(&self.undo, !game.can_take_back());
        let last = game.last_reply();
        dom::set_hidden(&self.reason_box, last.is_none());
        if let Some(turn) = last {
            dom::set_text(&self.reason, &words::reason(game, turn, lang));
        }
        self.board.draw_reason(&self.reason_area, last, lang)?;
        self.draw_history(game, lang)
    }

    /// Whose turn it is, or who won and why, under the rule of this game.
    fn status_text(&self, game: &Match<B::Rules>, lang: Lang) -> String {
        game.is_over()
            .then(|| B::Rules::ending(game, lang))
            .flatten()
            .unwrap_or_else(|| words::status(game, &self.board.how_to_move(lang), lang))
    }

    fn draw_history(&self, game: &Match<B::Rules>, lang: Lang) -> Result<(), JsValue> {
        dom::clear(&self.history);
        for turn in game.turns() {
            let text = words::history_line(game.rules(), turn, lang);
            dom::child(&self.history, "li", "", &text)?;
        }
        dom::set_hidden(&self.history_title, game.turns().is_empty());
        Ok(())
    }
}

/// Why a move is refused, in the panel's words once the game is over: the button that goes on
/// is the panel's to name (the solver only says the game is over).
fn refusal<R: Rules>(game: &Match<R>, error: InputError) -> InputError {
    if !game.is_over() {
        return error;
    }
    InputError::custom(MOVE, words::GAME_OVER.0, words::GAME_OVER.1)
}

/// The menu of the computer's strengths, perfect first.
fn strength_select(setup: &Element, texts: &Texts, class: &str) -> Result<Element, JsValue> {
    let select = setup_select(setup, texts, class, "strength", words::STRENGTH)?;
    for strength in Strength::CHOICES {
        let option = dom::child(&select, "option", "", "")?;
        let name = (strength.words(Lang::Vi), strength.words(Lang::En));
        texts.text(&option, name);
        dom::set_attr(&option, "value", &strength.key());
    }
    Ok(select)
}

/// A board's row of move buttons under its picture, one per legal move: the keyboard's way to
/// make the moves the picture's clicks make. Its classes are `{prefix}-moves`,
/// `{prefix}-moves-label` and, on each button, `{prefix}-move`.
pub struct MoveRow<M> {
    root: Element,
    label: Element,
    button_class: String,
    /// The moves the buttons offer now.
    offered: Vec<M>,
    listeners: Vec<Listener>,
}

impl<M: Clone + PartialEq + 'static> MoveRow<M> {
    pub fn new(parent: &Element, prefix: &str) -> Result<MoveRow<M>, JsValue> {
        let root = dom::child(parent, "div", &format!("{prefix}-moves"), "")?;
        dom::set_attr(&root, "role", "group");
        let label = dom::child(&root, "p", &format!("{prefix}-moves-label"), "")?;
        let label_id = dom::fresh_id(prefix);
        dom::set_attr(&label, "id", &label_id);
        dom::set_attr(&root, "aria-labelledby", &label_id);
        Ok(MoveRow {
            root,
            label,
            button_class: format!("{prefix}-move"),
            offered: Vec::new(),
            listeners: Vec::new(),
        })
    }

    /// Offers `legal` (none: the row hides), each button written `name(move)` and named for a
    /// screen reader `spoken(name)`, under the row's `title`; a press plays the move.
    pub fn show<B: Board>(
        &mut self,
        legal: &[M],
        name: impl Fn(&M) -> String,
        spoken: impl Fn(&str) -> String,
        title: &str,
        send: &Rc<dyn Fn(Play<B>)>,
        play: fn(M) -> Play<B>,
    ) {
        let selector = format!(".{}", self.button_class);
        if self.offered != legal {
            self.listeners.clear();
            for old in dom::select_all_in(&self.root, &selector) {
                old.remove();
            }
            let class = format!("btn {}", self.button_class);
            for mv in legal {
                let Ok(button) = dom::button(&self.root, &class, &name(mv)) else {
                    continue;
                };
                let (send, mv) = (send.clone(), mv.clone());
                if let Ok(l) = Listener::new(&button, "click", move |_| send(play(mv.clone()))) {
                    self.listeners.push(l);
                }
            }
            self.offered = legal.to_vec();
        }
        for button in dom::select_all_in(&self.root, &selector) {
            let shown = button.text_content().unwrap_or_default();
            dom::set_attr(&button, "aria-label", &spoken(&shown));
        }
        dom::set_hidden(&self.root, legal.is_empty());
        dom::set_text(&self.label, title);
    }
}

/// A labelled `<select>` of the board's set-up (where the token starts, say), named `name`.
pub fn setup_select(
    area: &Element,
    texts: &Texts,
    class: &str,
    name: &str,
    label: Words,
) -> Result<Element, JsValue> {
    let wrap = dom::child(area, "div", "field play-select", "")?;
    let label = texts.child(&wrap, "label", "", label)?;
    let id = dom::fresh_id(name);
    let select = dom::child_with(&wrap, "select", class, &[("id", &id), ("name", name)])?;
    dom::set_attr(&label, "for", &id);
    Ok(select)
}
