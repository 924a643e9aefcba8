//! Which widget the running code works for.
//!
//! Every callback the front end hands the browser (listeners, timers, frames) remembers the
//! widget that created it ([`owned`]), so that when one panics the panic hook knows which
//! widget to replace with a message (see `guard`), and that widget's remaining callbacks do
//! nothing until it is mounted again: one bug cannot cascade. A widget is named by its
//! placeholder element.

use std::cell::RefCell;

use web_sys::Element;

thread_local! {
    /// The placeholder of the widget the running code works for: set while a widget mounts
    /// and while a callback it created runs.
    static OWNER: RefCell<Option<Element>> = const { RefCell::new(None) };
    /// Widgets that panicked and have not been mounted again.
    static FAILED: RefCell<Vec<Element>> = const { RefCell::new(Vec::new()) };
    /// Widgets whose next callback panics on purpose ([`inject_fault`]).
    #[cfg(feature = "test-hooks")]
    static ARMED: RefCell<Vec<Element>> = const { RefCell::new(Vec::new()) };
    /// Widgets whose next drawing fails on purpose ([`inject_dom_fault`]).
    #[cfg(feature = "test-hooks")]
    static DOM_ARMED: RefCell<Vec<Element>> = const { RefCell::new(Vec::new()) };
    /// Widgets whose next drawing throws a JavaScript exception ([`inject_throw`]).
    #[cfg(feature = "test-hooks")]
    static THROW_ARMED: RefCell<Vec<Element>> = const { RefCell::new(Vec::new()) };
}

/// The widget the running code works for, if any.
pub fn owner() -> Option<Element> {
    OWNER.with(|owner| owner.borrow().clone())
}

/// Runs `work` on behalf of `owner`'s widget; `None` without running it when that widget has
/// failed and waits to be mounted again.
pub fn run_as<R>(owner: Option<&Element>, work: impl FnOnce() -> R) -> Option<R> {
    let previous = enter(owner)?;
    let result = work();
    leave(previous);
    Some(result)
}

/// `handler`, run on behalf of the widget that is running now (the one creating the
/// callback), wherever the browser calls it from later.
pub fn owned<A>(mut handler: impl FnMut(A)) -> impl FnMut(A) {
    let owner = owner();
    move |arg| {
        run_as(owner.as_ref(), || handler(arg));
    }
}

// `enter` and `leave` are kept out of line: `run_as` is inlined into every callback of every
// widget, and its bookkeeping, copied into each, weighed as much as the callbacks' own work.

/// Makes `owner` the running widget; the one it replaces, or `None` when `owner`'s widget has
/// failed and must not run.
#[inline(never)]
fn enter(owner: Option<&Element>) -> Option<Option<Element>> {
    if let Some(owner) = owner {
        if is_listed(&FAILED, owner) {
            return None;
        }
        #[cfg(feature = "test-hooks")]
        if take_listed(&ARMED, owner) {
            OWNER.with(|slot| *slot.borrow_mut() = Some(owner.clone()));
            panic!("a fault injected for a test of the recovery path");
        }
    }
    Some(OWNER.with(|slot| slot.replace(owner.cloned())))
}

/// Gives the running slot back to `previous` once a widget's work is done.
#[inline(never)]
fn leave(previous: Option<Element>) {
    OWNER.with(|slot| *slot.borrow_mut() = previous);
}

/// The panic hook's side: takes the widget that was running when the panic struck and marks
/// it failed, so its callbacks stop until it is mounted again.
pub fn fail_running() -> Option<Element> {
    let owner = OWNER.with(|slot| slot.borrow_mut().take())?;
    FAILED.with(|failed| failed.borrow_mut().push(owner.clone()));
    Some(owner)
}

/// A drawing's reported failure (`guard::report`): marks the running widget failed, as
/// [`fail_running`] does, but leaves it running until the work under way returns. `None` when
/// no widget runs; `Some(None)` when the widget was marked already (reported once).
pub fn stop_running() -> Option<Option<Element>> {
    let owner = owner()?;
    if is_listed(&FAILED, &owner) {
        return Some(None);
    }
    FAILED.with(|failed| failed.borrow_mut().push(owner.clone()));
    Some(Some(owner))
}

/// Forgets that `placeholder`'s widget failed: it is being unmounted or mounted again.
pub fn forget(placeholder: &Element) {
    take_listed(&FAILED, placeholder);
}

/// Makes the next callback of `placeholder`'s widget panic, as a bug in it would: the tests'
/// way to check that a panic leaves a message and a working page.
#[cfg(feature = "test-hooks")]
pub fn inject_fault(placeholder: &Element) {
    ARMED.with(|armed| armed.borrow_mut().push(placeholder.clone()));
}

/// Makes the next drawing of `placeholder`'s widget fail as a refused DOM call would: the
/// tests' way to check that such a failure is reported once and stops that widget only.
#[cfg(feature = "test-hooks")]
pub fn inject_dom_fault(placeholder: &Element) {
    DOM_ARMED.with(|armed| armed.borrow_mut().push(placeholder.clone()));
}

/// Makes the next drawing of `placeholder`'s widget throw a JavaScript exception through its
/// Rust code, which skips the destructors on the way and leaves the widget's state borrowed:
/// the tests' way to check that such a widget stops and says so (`kit::with_mounted`) rather
/// than dropping every later click in silence.
#[cfg(feature = "test-hooks")]
pub fn inject_throw(placeholder: &Element) {
    THROW_ARMED.with(|armed| armed.borrow_mut().push(placeholder.clone()));
}

/// The failure [`inject_dom_fault`] or [`inject_throw`] asked for, if the running widget is
/// armed with one.
#[cfg(feature = "test-hooks")]
pub fn injected_dom_fault() -> Result<(), wasm_bindgen::JsValue> {
    if owner().is_some_and(|owner| take_listed(&THROW_ARMED, &owner)) {
        wasm_bindgen::throw_str("a JavaScript exception injected for a test");
    }
    match owner() {
        Some(owner) if take_listed(&DOM_ARMED, &owner) => {
            Err(js_sys::Error::new("a DOM fault injected for a test").into())
        }
        _ => Ok(()),
    }
}

fn is_listed(list: &'static std::thread::LocalKey<RefCell<Vec<Element>>>, el: &Element) -> bool {
    list.with(|list| list.borrow().iter().any(|listed| listed == el))
}

fn take_listed(list: &'static std::thread::LocalKey<RefCell<Vec<Element>>>, el: &Element) -> bool {
    list.with(|list| {
        let mut list = list.borrow_mut();
        let before = list.len();
        list.retain(|listed| listed != el);
        list.len() != before
    })
}
