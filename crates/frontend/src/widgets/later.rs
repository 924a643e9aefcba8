//! The widgets that close a lesson (its quick check, its exercises) in a lesson page's build
//! with a part of its own (the `split-games` feature): their code goes into that part beside
//! the games, and each placeholder mounts its widget when it comes into view, or at once when
//! the page was opened on a link to one of its moments. The reader who stops before the end
//! downloads neither: the quick check alone is 13 KB gzip of the Wythoff lesson's build, which
//! is what kept three lessons' first screen over 200 KB.
//!
//! Until the part is there the placeholder (which keeps its reserved height) says so; if the
//! part cannot load, a button asks again. The loader's `nimlabSeen` waits for the view
//! (nimlab-site's `game_loader.js`, as for the games).

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use nimlab_solver::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

use crate::dom::{self, owner, Listener};
use crate::kit::game_slot::LoadStatus;
use crate::kit::text::Texts;
use crate::kit::{share, MountError, Widget};

/// The loader's function that fulfils with true once an element is in view.
const SEEN: &str = "nimlabSeen";
/// The loader's function that stops waiting for an element to come into view.
const CANCEL: &str = "nimlabGameCancel";

/// A widget whose code is in the page build's part: a placeholder until it is mounted.
pub struct Later {
    shared: Rc<Shared>,
}

struct Shared {
    placeholder: Element,
    id: String,
    class: String,
    /// The status line and the retry button, until the widget replaces them.
    texts: Texts,
    status: Element,
    retry: Element,
    state: RefCell<State>,
    _listeners: Vec<Listener>,
}

enum State {
    /// Waiting for the placeholder to come into view.
    Waiting,
    Loading,
    Mounted(Box<dyn Widget>),
    /// The part did not load: the retry button asks again.
    Failed,
}

/// The registry's mount of a later kind (see the module's doc).
pub fn mount(
    placeholder: &Element,
    lang: Lang,
    id: &str,
    class: &str,
) -> Result<Box<dyn Widget>, MountError> {
    placeholder.set_text_content(None);
    let texts = Texts::new(lang);
    let LoadStatus { status, retry } = LoadStatus::new(
        placeholder,
        &texts,
        ("Tải lại mô phỏng", "Load the simulation again"),
    )?;
    texts.text(
        &status,
        ("Mô phỏng này đang tải…", "This simulation is loading…"),
    );
    let shared = Rc::new_cyclic(|me: &Weak<Shared>| {
        let listeners = LoadStatus::on_retry(&retry, me, Shared::load);
        Shared {
            placeholder: placeholder.clone(),
            id: id.to_string(),
            class: class.to_string(),
            texts,
            status,
            retry,
            state: RefCell::new(State::Waiting),
            _listeners: listeners,
        }
    });
    match dom::loader_function(SEEN) {
        // A link to one of its moments: the page goes there, so the widget is wanted now.
        Some(seen) if !share::has_keys(id) => {
            let me = Rc::downgrade(&shared);
            match seen.call1(&JsValue::UNDEFINED, placeholder) {
                Ok(promise) => dom::on_settled(&promise, move |in_view| {
                    if let Some(shared) = me.upgrade().filter(|_| in_view.is_truthy()) {
                        shared.load();
                    }
                }),
                Err(_) => shared.load(),
            }
        }
        _ => shared.load(),
    }
    Ok(Box::new(Later { shared }))
}

impl Widget for Later {
    fn set_lang(&self, lang: Lang) {
        self.shared.texts.set_lang(lang);
        if let State::Mounted(widget) = &*self.shared.state.borrow() {
            widget.set_lang(lang);
        }
    }

    fn linked(&self) -> Option<Element> {
        match &*self.shared.state.borrow() {
            State::Mounted(widget) => widget.linked(),
            _ => share::has_keys(&self.shared.id).then(|| self.shared.placeholder.clone()),
        }
    }
}

impl Drop for Later {
    /// A widget still waiting to be seen is not waited for any longer.
    fn drop(&mut self) {
        if matches!(*self.shared.state.borrow(), State::Waiting) {
            if let Some(cancel) = dom::loader_function(CANCEL) {
                let _ = cancel.call1(&JsValue::UNDEFINED, &self.shared.placeholder);
            }
        }
    }
}

impl Shared {
    /// Loads the part and mounts the widget, unless it is on its way or there.
    fn load(self: &Rc<Self>) {
        if matches!(*self.state.borrow(), State::Loading | State::Mounted(_)) {
            return;
        }
        *self.state.borrow_mut() = State::Loading;
        dom::set_hidden(&self.retry, true);
        let me = Box::new(Rc::downgrade(self));
        wasm_bindgen_futures::spawn_local(async move {
            let failed = mount_in_part(me.clone()).await.is_err();
            if let Some(shared) = me.upgrade().filter(|_| failed) {
                *shared.state.borrow_mut() = State::Failed;
                shared.texts.text(
                    &shared.status,
                    (
                        "Không tải được mô phỏng này (mất mạng?).",
                        "This simulation could not load (offline?).",
                    ),
                );
                dom::set_hidden(&shared.retry, false);
            }
        });
    }

    /// In the part: mounts the widget in place of the status line, as the page would have.
    fn mount_now(&self) {
        let lang = self.texts.lang();
        let mounted = owner::run_as(Some(&self.placeholder), || {
            super::mount_later_kind(&self.placeholder, lang, &self.id, &self.class)
        });
        match mounted {
            Some(Ok(widget)) => {
                let linked = widget.linked();
                *self.state.borrow_mut() = State::Mounted(widget);
                if let Some(root) = linked {
                    if let Some(focusable) = root.dyn_ref::<web_sys::HtmlElement>() {
                        let _ = focusable.focus();
                    }
                    crate::kit::keys::activate(&root);
                    root.scroll_into_view();
                }
            }
            Some(Err(error)) => error.show(&self.placeholder, lang),
            None => {}
        }
    }
}

/// The part did not load.
struct PartMissing;

impl From<wasm_split_helpers::SplitLoaderError> for PartMissing {
    fn from(_: wasm_split_helpers::SplitLoaderError) -> PartMissing {
        PartMissing
    }
}

// Only this build's own code calls across the split (see `game_exports` in lib.rs): the box
// keeps the argument one pointer.
#[allow(improper_ctypes_definitions, clippy::boxed_local)]
#[wasm_split_helpers::wasm_split(games, fallible)]
fn mount_in_part(later: Box<Weak<Shared>>) -> Result<(), PartMissing> {
    if let Some(shared) = later.upgrade() {
        shared.mount_now();
    }
    Ok(())
}
