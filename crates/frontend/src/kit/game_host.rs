//! The game against the computer in its own build (the `game-module` feature): the play
//! panel of one game, opened in the slot a widget of another build made for it
//! (`kit::game_slot`), started from the widget's offer and told its language.
//!
//! A game's board reads the offer with its widget's own parser ([`Offered`]), so the game
//! starts from exactly the input the widget accepted. A game drawn on its widget's own picture
//! (Wythoff's queen on the widget's board) also reports what that picture shows of it after
//! every change, and takes the picture's clicks as actions.

use std::cell::RefCell;
use std::rc::Rc;

use nimlab_solver::rules::Rules;
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::fields::Values;
use super::play::{Board, Play, PlayPanel};
use super::text::Texts;
use super::with_mounted;

/// What a widget offers its game: `key=value` pairs (`heaps` = `3 4 5`).
pub struct Offer(Vec<(String, String)>);

impl Offer {
    /// The pairs of a JS array of `[key, value]` arrays; anything else is left out.
    pub fn from_js(pairs: &js_sys::Array) -> Offer {
        Offer(crate::dom::pairs_from_js(pairs))
    }

    /// The values of the fields `keys`, as the widget's own parser reads them.
    pub fn values(&self, keys: &[&'static str]) -> Values {
        Values::new(
            keys.iter()
                .map(|key| (*key, self.get(key).to_string()))
                .collect(),
        )
    }

    /// The value of `key` ("" when there is none).
    pub fn get(&self, key: &str) -> &str {
        self.0
            .iter()
            .find(|(k, _)| k == key)
            .map_or("", |(_, v)| v.as_str())
    }
}

/// The start of a game of this board's rules.
pub type Start<B> = <<B as Board>::Rules as Rules>::Position;

/// A board its widget's offer sets up.
pub trait Offered: Board {
    /// The prefix of the panel's own class names (`nim-game-status`, …).
    const PREFIX: &'static str;

    /// The board for `offer`, and the start it offers; `None` if the offer is refused (the
    /// widget offers only inputs its parser accepted, so that is a bug or a stranger's call).
    /// `send` plays the panel's messages (for the board's own controls).
    fn from_offer(offer: &Offer, send: &Rc<dyn Fn(Play<Self>)>) -> Option<(Self, Start<Self>)>;

    /// Takes a new offer: the board follows it, and the start for a new game comes back
    /// (`None`: the game goes on).
    fn take_offer(&mut self, offer: &Offer) -> Option<Start<Self>>;

    /// Once the panel is built: what of the offer needs the board's controls (none by default).
    fn opened(_panel: &mut PlayPanel<Self>, _offer: &Offer) {}

    /// After each message of the panel: the board's own bookkeeping (none by default).
    fn settle(_panel: &mut PlayPanel<Self>, _new_game: bool) {}

    /// What the widget's own picture shows of the game, sent to the widget after every
    /// change: none by default, the game being drawn in its panel alone.
    fn report(_panel: &PlayPanel<Self>) -> Vec<(&'static str, String)> {
        Vec::new()
    }

    /// An action of the widget's own picture (a click on its board): none by default.
    fn act(_panel: &mut PlayPanel<Self>, _action: &Offer) {}
}

/// An open game, whatever its board.
pub trait OpenGame {
    fn offer(&self, offer: &Offer);
    fn act(&self, action: &Offer);
    fn set_lang(&self, lang: Lang);
}

struct Hosted<B: Board> {
    panel: PlayPanel<B>,
    texts: Rc<Texts>,
    /// The widget's function that takes the reports, if it wants them, and the last one sent.
    report: Option<js_sys::Function>,
    reported: Vec<(&'static str, String)>,
}

type Slot<B> = Rc<RefCell<Option<Hosted<B>>>>;

/// The panel of `B`'s game in `parent`, started from `offer`, in `lang`; what the widget's
/// picture shows of it goes to `report` (`[key, value]` pairs).
pub fn open<B: Offered>(
    parent: &Element,
    lang: Lang,
    offer: &Offer,
    report: Option<js_sys::Function>,
) -> Result<Box<dyn OpenGame>, JsValue> {
    let slot: Slot<B> = Rc::new(RefCell::new(None));
    let weak = Rc::downgrade(&slot);
    let send: Rc<dyn Fn(Play<B>)> = Rc::new(move |msg| {
        with_mounted(&weak, |hosted: &mut Hosted<B>| {
            let new_game = matches!(msg, Play::NewGame);
            hosted.panel.update(msg);
            B::settle(&mut hosted.panel, new_game);
            hosted.draw();
        });
    });
    let (board, start) = B::from_offer(offer, &send)
        .ok_or_else(|| JsValue::from_str("the game's offer was refused"))?;
    let texts = Rc::new(Texts::new(lang));
    let mut panel = PlayPanel::new(parent, &texts, B::PREFIX, board, start, send)?;
    B::opened(&mut panel, offer);
    let mut hosted = Hosted {
        panel,
        texts,
        report,
        reported: Vec::new(),
    };
    hosted.draw();
    *slot.borrow_mut() = Some(hosted);
    Ok(Box::new(slot))
}

impl<B: Offered> Hosted<B> {
    /// Draws the panel, and tells the widget what its picture shows if that changed.
    fn draw(&mut self) {
        crate::guard::reported(self.panel.draw(self.texts.lang()));
        let Some(to) = &self.report else { return };
        let report = B::report(&self.panel);
        if report != self.reported {
            let _ = to.call1(&JsValue::NULL, &crate::dom::pairs_array(&report));
            self.reported = report;
        }
    }
}

/// Runs `f` on the open game unless it is busy (a call from inside its own update is dropped).
fn with_open<B: Offered>(slot: &Slot<B>, f: impl FnOnce(&mut Hosted<B>)) {
    if let Ok(mut slot) = slot.try_borrow_mut() {
        if let Some(hosted) = slot.as_mut() {
            f(hosted);
        }
    }
}

impl<B: Offered> OpenGame for Slot<B> {
    fn offer(&self, offer: &Offer) {
        with_open(self, |hosted| {
            if let Some(start) = hosted.panel.board.take_offer(offer) {
                hosted.panel.offer(start);
            }
            hosted.draw();
        });
    }

    fn act(&self, action: &Offer) {
        with_open(self, |hosted| {
            B::act(&mut hosted.panel, action);
            hosted.draw();
        });
    }

    fn set_lang(&self, lang: Lang) {
        with_open(self, |hosted| {
            hosted.texts.set_lang(lang);
            hosted.draw();
        });
    }
}
