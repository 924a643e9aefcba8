//! What the page holds of a mounted widget, and why a placeholder could not be mounted.

use std::borrow::Cow;
use std::cell::RefCell;
use std::rc::Weak;

use nimlab_solver::{Lang, Localized};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// A mounted widget. Dropping it removes its listeners and stops its frame loop.
pub trait Widget {
    /// Rewrites every text of the widget in `lang`.
    fn set_lang(&self, lang: Lang);

    /// The widget's root, when the page was opened on a link to one of its moments (the page
    /// then brings it into view).
    fn linked(&self) -> Option<web_sys::Element> {
        None
    }
}

/// Why a placeholder could not be mounted. A name from a link or an embed is the reader's (or
/// a stranger's) text, so it is said in the page's language; a DOM failure keeps the
/// browser's own words.
pub struct MountError(pub Localized);

impl MountError {
    pub fn new(vi: impl Into<Cow<'static, str>>, en: impl Into<Cow<'static, str>>) -> MountError {
        MountError(Localized::new(vi, en))
    }

    pub fn text(&self, lang: Lang) -> &str {
        self.0.get(lang)
    }

    /// Puts the refusal, in `lang`, in place of what `placeholder` held.
    pub fn show(&self, placeholder: &web_sys::Element, lang: Lang) {
        let detail = self.text(lang);
        let text = lang.pick(
            format!("Không mở được mô phỏng này: {detail}"),
            format!("This simulation could not start: {detail}"),
        );
        placeholder.set_text_content(None);
        if let Ok(p) = crate::dom::child(placeholder, "p", "widget-error", &text) {
            crate::dom::set_attr(&p, "role", "alert");
        }
    }
}

impl From<JsValue> for MountError {
    fn from(error: JsValue) -> Self {
        let detail = error.as_string().unwrap_or_default();
        MountError::new(detail.clone(), detail)
    }
}

/// Runs `f` on a mounted widget's state, if the widget is still mounted (its state is held
/// weakly by its listeners) and not busy (a message sent while it handles another is dropped,
/// not run re-entrantly).
pub fn with_mounted<S: 'static, R>(
    weak: &Weak<RefCell<Option<S>>>,
    f: impl FnOnce(&mut S) -> R,
) -> Option<R> {
    let shared = weak.upgrade()?;
    let Ok(mut slot) = shared.try_borrow_mut() else {
        let weak = weak.clone();
        check_released(Box::new(move || {
            weak.upgrade().is_some_and(|s| s.try_borrow_mut().is_err())
        }));
        return None;
    };
    slot.as_mut().map(f)
}

/// A busy widget is free again once the task that made it busy is over. If it is still busy
/// then (`still_busy`), a call into it never returned: a JavaScript exception thrown through
/// Rust code skips its destructors and leaves the state borrowed, and the widget would drop
/// every later message (a click, a key) without a word. It is stopped and says so instead,
/// as after a panic (`guard::report`).
#[inline(never)]
fn check_released(still_busy: Box<dyn Fn() -> bool>) {
    let owner = crate::dom::owner::owner();
    let check = Closure::once_into_js(move || {
        if still_busy() {
            crate::dom::owner::run_as(owner.as_ref(), || {
                crate::guard::report(&JsValue::from_str(
                    "a widget's state stayed borrowed after its callback: a call never returned",
                ))
            });
        }
    });
    if let Some(window) = web_sys::window() {
        window.queue_microtask(check.unchecked_ref());
    }
}
