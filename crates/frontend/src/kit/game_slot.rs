//! The place of a widget's game against the computer. The game loads apart from its widget
//! (the play panel, the coach, the game's board and the solver's perfect play weigh 15–40 KB
//! gzip, which every reader would otherwise download for a game many never scroll to): on a
//! lesson page from a part of the page's own build (the `split-games` feature), in a frame or
//! an element from that of its build where it has one, else as a build of its own
//! (`game-module`). The page's loader offers it as
//! `globalThis.nimlabGame(kind, slot, lang, offer, report)` (nimlab-site's `game_loader.js`): it
//! waits until the slot comes into view, starts the game's build once per page, builds the
//! game at the end of the slot and fulfils with its handle, or `null` when the build cannot
//! load.
//!
//! A widget whose own picture shows the game (Wythoff's board, where the queen stands and is
//! moved) also gets the game's reports of what to show there ([`GameSlot::with_reports`]) and
//! passes the picture's clicks on ([`GameSlot::act`]).
//!
//! The widget tells the slot what the game starts from, as `key=value` pairs ("heaps" =
//! "3 4 5"), each time its input changes; the game reads them with the widget's own parser
//! (`kit::game_host`). Until the game is there the slot says so, and after a failure it
//! offers to try again. The slot's `data-game` says where it is (`waiting` until it comes into
//! view, then `loading` as the loader writes, `open`, `failed`), for the stylesheet and for
//! tests.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use nimlab_solver::Lang;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::text::{Texts, Words};
use crate::dom::{self, Listener};

/// The loader's function that opens a game (see the module's doc).
const OPENER: &str = "nimlabGame";
/// The loader's function that stops waiting for a slot to come into view.
const CANCEL: &str = "nimlabGameCancel";
/// The slot's attribute that says where its game is (see the module's doc).
const STATE: &str = "data-game";

/// The height each game takes with its widget's default input in a 720 px column, in px (the
/// mean of Vietnamese and English, measured in Chromium): the slot keeps it until its game is
/// there, so that what is below does not jump when the game comes (nor the reserved height of
/// its widget, `crates/site/src/reserve.rs`, go wrong). `embed_sturdy.test.mjs` checks each
/// against the real game, and prints the table anew when one is off.
const RESERVED_PX: &[(&str, u32)] = &[
    ("bipartite", 838),
    ("coins", 592),
    ("graph", 965),
    ("moore", 523),
    ("nim", 572),
    ("staircase", 639),
    ("wythoff", 500),
];

/// The status line of something loaded apart (a game here, a lesson's closing widget in
/// `widgets/later.rs`), and its button that asks again, hidden until a load fails.
pub struct LoadStatus {
    pub status: Element,
    pub retry: Element,
}

impl LoadStatus {
    /// The status line and the button named `retry`, at the end of `parent`.
    pub fn new(parent: &Element, texts: &Texts, retry: Words) -> Result<LoadStatus, JsValue> {
        let status = dom::child_with(parent, "p", "play-slot-status", &[("role", "status")])?;
        let retry = texts.button(parent, "btn play-slot-retry", retry)?;
        dom::set_hidden(&retry, true);
        Ok(LoadStatus { status, retry })
    }

    /// A click on `retry` calls `again` with what `me` points to, while it lives.
    pub fn on_retry<T: 'static>(retry: &Element, me: &Weak<T>, again: fn(&Rc<T>)) -> Vec<Listener> {
        let me = me.clone();
        Listener::new(retry, "click", move |_| {
            if let Some(it) = me.upgrade() {
                again(&it);
            }
        })
        .into_iter()
        .collect()
    }
}

/// A widget's game, loaded when it comes near the screen.
pub struct GameSlot {
    shared: Rc<Shared>,
}

struct Shared {
    kind: &'static str,
    root: Element,
    status: Element,
    retry: Element,
    texts: Rc<Texts>,
    /// What the game starts from, and the language, as last told.
    offer: RefCell<Vec<(&'static str, String)>>,
    game: RefCell<Game>,
    /// The function the game reports to (see [`GameSlot::with_reports`]), if the widget
    /// wants its reports.
    report: Option<Closure<dyn FnMut(js_sys::Array)>>,
    _listeners: Vec<Listener>,
}

/// What a widget does with the game's reports: `[key, value]` pairs.
pub type OnReport = Rc<dyn Fn(Vec<(String, String)>)>;

enum Game {
    NotLoaded,
    /// Asked of the loader with this offer.
    Loading,
    /// The game's handle in its own build (a wasm-bindgen object: `offer`, `setLang`, `free`),
    /// with the offer and language it has.
    Open {
        handle: JsValue,
        offer: Vec<(&'static str, String)>,
        lang: Lang,
    },
}

impl GameSlot {
    /// The slot in `parent` for the game of `kind` (its name in the games' registry), which
    /// starts from `offer`; it asks for the game at once (the loader waits until it is seen).
    pub fn new(
        parent: &Element,
        kind: &'static str,
        texts: &Rc<Texts>,
        offer: Vec<(&'static str, String)>,
    ) -> Result<GameSlot, JsValue> {
        GameSlot::build(parent, kind, texts, offer, None)
    }

    /// A slot whose game reports to `on_report` what the widget's own picture shows of it,
    /// after every change; each report comes on a later microtask, when the widget is free to
    /// take it (not from inside its own update, which passed on a click).
    pub fn with_reports(
        parent: &Element,
        kind: &'static str,
        texts: &Rc<Texts>,
        offer: Vec<(&'static str, String)>,
        on_report: OnReport,
    ) -> Result<GameSlot, JsValue> {
        let report = Closure::<dyn FnMut(js_sys::Array)>::new(move |pairs: js_sys::Array| {
            let pairs = dom::pairs_from_js(&pairs);
            let on_report = on_report.clone();
            let later = js_sys::Promise::resolve(&JsValue::UNDEFINED);
            dom::on_settled(&later, move |_| on_report(pairs));
        });
        GameSlot::build(parent, kind, texts, offer, Some(report))
    }

    fn build(
        parent: &Element,
        kind: &'static str,
        texts: &Rc<Texts>,
        offer: Vec<(&'static str, String)>,
        report: Option<Closure<dyn FnMut(js_sys::Array)>>,
    ) -> Result<GameSlot, JsValue> {
        let root = dom::child(parent, "div", "play-slot", "")?;
        dom::set_attr(&root, STATE, "waiting");
        if let Some((_, px)) = RESERVED_PX.iter().find(|(game, _)| *game == kind) {
            dom::set_style(&root, "min-height", &format!("{px}px"));
        }
        let LoadStatus { status, retry } =
            LoadStatus::new(&root, texts, ("Tải lại ván chơi", "Load the game again"))?;
        let shared = Rc::new_cyclic(|me: &Weak<Shared>| {
            let listeners = LoadStatus::on_retry(&retry, me, Shared::load);
            Shared {
                kind,
                root,
                status,
                retry,
                texts: texts.clone(),
                offer: RefCell::new(offer),
                game: RefCell::new(Game::NotLoaded),
                report,
                _listeners: listeners,
            }
        });
        shared.load();
        Ok(GameSlot { shared })
    }

    /// The widget's input changed: the game starts again from `offer`.
    pub fn offer(&self, offer: Vec<(&'static str, String)>) {
        *self.shared.offer.borrow_mut() = offer;
        self.shared.sync();
    }

    /// The page's language changed.
    pub fn set_lang(&self) {
        self.shared.sync();
    }

    /// Passes on an action of the widget's own picture (a click on its board); dropped while
    /// the game is not open, since the widget acts only on a game it was told about.
    pub fn act(&self, action: &[(&'static str, String)]) {
        self.shared.sync();
        if let Game::Open { handle, .. } = &*self.shared.game.borrow() {
            let args = js_sys::Array::of1(&dom::pairs_array(action));
            dom::call_method(handle, "act", &args);
        }
    }
}

impl Drop for GameSlot {
    /// The game's listeners live in its own build: they go with the widget. A game still
    /// waiting to be seen is not waited for any longer (the loader's answer, `null`, frees the
    /// callback that waited for it).
    fn drop(&mut self) {
        match &*self.shared.game.borrow() {
            Game::Open { handle, .. } => dom::call_method(handle, "free", &js_sys::Array::new()),
            Game::Loading => {
                if let Some(cancel) = dom::loader_function(CANCEL) {
                    let _ = cancel.call1(&JsValue::UNDEFINED, &self.shared.root);
                }
            }
            Game::NotLoaded => {}
        }
    }
}

impl Shared {
    /// Asks the loader for the game, unless it is open or on its way.
    fn load(self: &Rc<Self>) {
        if !matches!(*self.game.borrow(), Game::NotLoaded) {
            return;
        }
        dom::set_hidden(&self.retry, true);
        dom::set_hidden(&self.status, false);
        self.tell((
            "Ván chơi với máy đang tải…",
            "The game against the computer is loading…",
        ));
        let Some(opener) = dom::loader_function(OPENER) else {
            dom::set_attr(&self.root, STATE, "failed");
            self.tell((
                "Trang này không tải được ván chơi với máy.",
                "This page cannot load the game against the computer.",
            ));
            return;
        };
        *self.game.borrow_mut() = Game::Loading;
        dom::set_attr(&self.root, STATE, "waiting");
        let args = js_sys::Array::of5(
            &self.kind.into(),
            &self.root,
            &self.texts.lang().code().into(),
            &dom::pairs_array(&self.offer.borrow()),
            self.report
                .as_ref()
                .map_or(&JsValue::UNDEFINED, |report| report.as_ref()),
        );
        let sent = (self.offer.borrow().clone(), self.texts.lang());
        dom::open_handle(&opener, &args, Rc::downgrade(self), |shared, handle| {
            shared.opened(handle, sent)
        });
    }

    /// The game is open (and catches up with what changed meanwhile); or its build did not
    /// load, and the retry button asks again.
    fn opened(&self, handle: JsValue, (offer, lang): (Vec<(&'static str, String)>, Lang)) {
        if handle.is_object() {
            dom::set_attr(&self.root, STATE, "open");
            dom::clear_style(&self.root, "min-height");
            dom::set_hidden(&self.status, true);
            *self.game.borrow_mut() = Game::Open {
                handle,
                offer,
                lang,
            };
            self.sync();
        } else {
            *self.game.borrow_mut() = Game::NotLoaded;
            dom::set_attr(&self.root, STATE, "failed");
            self.tell((
                "Không tải được ván chơi với máy (mất mạng?).",
                "The game against the computer could not load (offline?).",
            ));
            dom::set_hidden(&self.retry, false);
        }
    }

    fn tell(&self, words: Words) {
        self.texts.text(&self.status, words);
    }

    /// Passes on to the open game the offer and the language it does not have yet.
    fn sync(&self) {
        let mut game = self.game.borrow_mut();
        let Game::Open {
            handle,
            offer,
            lang,
        } = &mut *game
        else {
            return;
        };
        let now = self.texts.lang();
        if *lang != now {
            *lang = now;
            let args = js_sys::Array::of1(&now.code().into());
            dom::call_method(handle, "setLang", &args);
        }
        let wanted = self.offer.borrow();
        if *offer != *wanted {
            offer.clone_from(&wanted);
            let args = js_sys::Array::of1(&dom::pairs_array(&wanted));
            dom::call_method(handle, "offer", &args);
        }
    }
}
