//! The "Nhúng / Embed" button at the foot of every widget on the site's pages. The panel it
//! opens (`embed_panel.rs`) is a build of its own, fetched on the button's first press: the
//! snippets, the platforms' files and the measuring frame weigh some 12 KB gzip that every
//! page would otherwise download for a panel few readers open.
//!
//! The page's loader offers the panel as `globalThis.nimlabPanel(...)` (nimlab-site's
//! `panel_loader.js`), which starts the panel's build once and hands back the panel it opened
//! (or `null` when the build cannot load). From then on that panel answers the button; this
//! side only passes on the widget's state and language. A page whose loader offers no panel
//! (someone else's post, the embed frame) gets no button.

use std::cell::RefCell;
use std::rc::Rc;

use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::text::Texts;
use crate::dom::{self, Listener};

/// The loader's function that opens a panel (see the module's doc).
const OPENER: &str = "nimlabPanel";

/// A widget's Embed button, and its panel once opened.
pub struct EmbedToggle {
    shared: Rc<Shared>,
}

struct Shared {
    toggle: Element,
    /// The slot, the bar, the button, the widget's root and its placeholder, as the loader
    /// takes them.
    elements: js_sys::Array,
    opener: js_sys::Function,
    snapshot: RefCell<Snapshot>,
    panel: RefCell<Panel>,
    /// Says when the panel's build could not load.
    status: Element,
    texts: Rc<Texts>,
    /// The first press's listener, dropped once the panel answers the button.
    press: RefCell<Option<Listener>>,
}

struct Snapshot {
    lang: Lang,
    state: Vec<(&'static str, String)>,
}

enum Panel {
    NotLoaded,
    Loading,
    /// The panel's handle in its own build (a wasm-bindgen object: `update`, `free`).
    Open(JsValue),
}

impl EmbedToggle {
    /// Appends the button to `slot`, for the widget whose root is `widget`. `None` inside an
    /// embed or on someone else's page: the snippets are for the site's own readers.
    pub fn new(
        slot: &Element,
        widget: &Element,
        placeholder: &Element,
        texts: &Rc<Texts>,
    ) -> Result<Option<EmbedToggle>, JsValue> {
        let embedded = dom::document().is_some_and(|doc| super::host::is_embed_page(&doc));
        let Some(opener) =
            dom::loader_function(OPENER).filter(|_| !embedded && !super::host::on_host_page())
        else {
            return Ok(None);
        };
        let bar = dom::child(slot, "div", "embed-bar", "")?;
        let words = ("Nhúng vào trang khác", "Embed in your page");
        let toggle = texts.button(&bar, "btn embed-toggle", words)?;
        dom::set_attr(&toggle, "aria-expanded", "false");
        let status = dom::child_with(&bar, "p", "embed-load-status", &[("role", "status")])?;
        let shared = Rc::new(Shared {
            elements: js_sys::Array::of5(slot, &bar, &toggle, widget, placeholder),
            toggle,
            opener,
            snapshot: RefCell::new(Snapshot {
                lang: texts.lang(),
                state: Vec::new(),
            }),
            panel: RefCell::new(Panel::NotLoaded),
            status,
            texts: texts.clone(),
            press: RefCell::new(None),
        });
        let pressed = Rc::downgrade(&shared);
        let press = Listener::new(&shared.toggle, "click", move |_| {
            if let Some(shared) = pressed.upgrade() {
                shared.load();
            }
        })?;
        *shared.press.borrow_mut() = Some(press);
        Ok(Some(EmbedToggle { shared }))
    }

    /// The widget's current shareable state (its URL pairs and step) and language, which the
    /// panel's snippets follow.
    pub fn update(&self, state: Vec<(&'static str, String)>, lang: Lang) {
        *self.shared.snapshot.borrow_mut() = Snapshot { lang, state };
        if let Panel::Open(handle) = &*self.shared.panel.borrow() {
            let args = self.shared.snapshot_args();
            dom::call_method(handle, "update", &args);
        }
    }
}

impl Drop for EmbedToggle {
    /// The panel's listeners and timers live in its own build: they go with the widget.
    fn drop(&mut self) {
        if let Panel::Open(handle) = &*self.shared.panel.borrow() {
            dom::call_method(handle, "free", &js_sys::Array::new());
        }
    }
}

impl Shared {
    /// The language and the state, as the panel's `update` takes them: `"vi"`, then an array
    /// of `[key, value]` pairs.
    fn snapshot_args(&self) -> js_sys::Array {
        let snapshot = self.snapshot.borrow();
        let state = dom::pairs_array(&snapshot.state);
        js_sys::Array::of2(&snapshot.lang.code().into(), &state)
    }

    /// Starts the panel's build (the loader fetches it once for every widget) and opens the
    /// panel, unless it is on its way.
    fn load(self: &Rc<Self>) {
        if !matches!(*self.panel.borrow(), Panel::NotLoaded) {
            return;
        }
        *self.panel.borrow_mut() = Panel::Loading;
        dom::set_attr(&self.toggle, "aria-busy", "true");
        self.texts.text(&self.status, ("", ""));
        let args = self.elements.concat(&self.snapshot_args());
        dom::open_handle(&self.opener, &args, Rc::downgrade(self), Shared::opened);
    }

    /// The panel is open and answers the button from now on; or its build did not load, and
    /// the next press tries again.
    fn opened(&self, handle: JsValue) {
        self.toggle.remove_attribute("aria-busy").ok();
        if handle.is_object() {
            self.press.borrow_mut().take();
            *self.panel.borrow_mut() = Panel::Open(handle);
        } else {
            *self.panel.borrow_mut() = Panel::NotLoaded;
            let failed = (
                "Không tải được phần nhúng (mất mạng?). Bấm lại để thử lần nữa.",
                "The embed panel could not load (offline?). Press again to retry.",
            );
            self.texts.text(&self.status, failed);
        }
    }
}
