//! What a bug does to the page: one widget stops and says so, the rest of the page goes on.
//!
//! A Rust panic in wasm aborts the call that was running (the browser sees a
//! `RuntimeError: unreachable`); the instance itself survives, but the widget that was running
//! may be left half-updated with its state still borrowed. Without this module the learner
//! would be left with a frozen box and no word why. So every callback the front end hands the
//! browser (listeners, timers, frames) remembers which widget created it ([`owned`]), and the
//! panic hook ([`install`]) replaces that widget with a message in the page's language and a
//! button that mounts it again from its last saved state (its URL parameters or attributes).
//! Until then the failed widget's remaining callbacks do nothing, so one bug cannot cascade.

use std::cell::RefCell;
use std::panic::PanicHookInfo;

use nimlab_solver::Lang;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::Element;

use crate::dom;

thread_local! {
    /// The placeholder of the widget the running code works for: set while a widget mounts
    /// and while a callback it created runs.
    static OWNER: RefCell<Option<Element>> = const { RefCell::new(None) };
    /// Widgets that panicked and have not been mounted again.
    static FAILED: RefCell<Vec<Element>> = const { RefCell::new(Vec::new()) };
    /// Widgets whose next callback panics on purpose ([`inject_fault`]).
    static ARMED: RefCell<Vec<Element>> = const { RefCell::new(Vec::new()) };
}

/// Replaces the default panic hook: the panic is logged to the console as before (for whoever
/// debugs it) and shown in the widget that was running.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show_failure(info);
    }));
}

/// The widget the running code works for, if any.
pub fn owner() -> Option<Element> {
    OWNER.with(|owner| owner.borrow().clone())
}

/// Runs `work` on behalf of `owner`'s widget; `None` without running it when that widget has
/// failed and waits to be mounted again.
pub fn run_as<R>(owner: Option<&Element>, work: impl FnOnce() -> R) -> Option<R> {
    if let Some(owner) = owner {
        if is_listed(&FAILED, owner) {
            return None;
        }
        if take_listed(&ARMED, owner) {
            OWNER.with(|slot| *slot.borrow_mut() = Some(owner.clone()));
            panic!("a fault injected for a test of the recovery path");
        }
    }
    let previous = OWNER.with(|slot| slot.replace(owner.cloned()));
    let result = work();
    OWNER.with(|slot| *slot.borrow_mut() = previous);
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

/// Forgets that `placeholder`'s widget failed: it is being unmounted or mounted again.
pub fn forget(placeholder: &Element) {
    take_listed(&FAILED, placeholder);
}

/// Makes the next callback of `placeholder`'s widget panic, as a bug in it would: the tests'
/// way to check that a panic leaves a message and a working page.
pub fn inject_fault(placeholder: &Element) {
    ARMED.with(|armed| armed.borrow_mut().push(placeholder.clone()));
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

fn show_failure(info: &PanicHookInfo) {
    let owner = OWNER.with(|slot| slot.borrow_mut().take());
    let detail = info.to_string();
    match owner {
        Some(placeholder) => {
            FAILED.with(|failed| failed.borrow_mut().push(placeholder.clone()));
            let lang = placeholder_lang(&placeholder);
            let _ = widget_failure(&placeholder, lang, &detail);
        }
        None => {
            let _ = page_failure(&detail);
        }
    }
}

/// The language the failed widget spoke: its own `data-lang`, else the page's.
fn placeholder_lang(placeholder: &Element) -> Lang {
    let page_lang = || {
        dom::document()
            .and_then(|doc| doc.document_element())
            .and_then(|html| html.get_attribute("lang"))
    };
    let code = placeholder.get_attribute("data-lang").or_else(page_lang);
    Lang::from_code(code.as_deref().unwrap_or_default())
}

/// Empties the widget's box and puts the message, the restart button and the details there.
fn widget_failure(
    placeholder: &Element,
    lang: Lang,
    detail: &str,
) -> Result<(), wasm_bindgen::JsValue> {
    placeholder.set_text_content(None);
    let panel = dom::child(placeholder, "div", "widget-failure", "")?;
    dom::set_attr(&panel, "role", "alert");
    dom::child(
        &panel,
        "p",
        "widget-failure-text",
        lang.pick(
            "Mô phỏng này gặp lỗi và đã dừng. Đây là lỗi của trang, không phải của bạn; phần còn lại của trang vẫn dùng được.",
            "This simulation hit a bug and stopped. The fault is the page's, not yours; the rest of the page still works.",
        ),
    )?;
    let restart = dom::button(
        &panel,
        "btn btn-primary widget-restart",
        lang.pick(
            "Mở lại mô phỏng (trạng thái đã lưu gần nhất)",
            "Restart the simulation (last saved state)",
        ),
    )?;
    let again = placeholder.clone();
    on_click_once(&restart, move || crate::page::mount(&again))?;
    add_details(&panel, lang, detail)
}

/// A bug outside any widget (the page's own start or language switch): a banner at the top
/// offering to load the page again.
fn page_failure(detail: &str) -> Result<(), wasm_bindgen::JsValue> {
    let Some(doc) = dom::document() else {
        return Ok(());
    };
    let Some(body) = doc.body() else {
        return Ok(());
    };
    let lang = Lang::from_code(
        &doc.document_element()
            .and_then(|html| html.get_attribute("lang"))
            .unwrap_or_default(),
    );
    let banner = dom::element(&doc, "div", "page-failure")?;
    dom::set_attr(&banner, "role", "alert");
    body.prepend_with_node_1(&banner)?;
    dom::child(
        &banner,
        "p",
        "widget-failure-text",
        lang.pick(
            "Trang gặp lỗi. Tải lại trang để dùng tiếp.",
            "The page hit a bug. Load it again to go on.",
        ),
    )?;
    let reload = dom::button(
        &banner,
        "btn btn-primary widget-restart",
        lang.pick("Tải lại trang", "Reload"),
    )?;
    on_click_once(&reload, || {
        if let Some(window) = dom::window() {
            let _ = window.location().reload();
        }
    })?;
    add_details(&banner, lang, detail)
}

/// The panic's own words, folded away, for a teacher reporting the bug.
fn add_details(parent: &Element, lang: Lang, detail: &str) -> Result<(), wasm_bindgen::JsValue> {
    let details = dom::child(parent, "details", "widget-failure-details", "")?;
    dom::child(
        &details,
        "summary",
        "",
        lang.pick("Chi tiết (để báo lỗi)", "Details (for a bug report)"),
    )?;
    dom::child(&details, "pre", "", detail)?;
    Ok(())
}

/// A click handler that frees itself after its one run: the panic hook has no widget to keep
/// a [`dom::Listener`] in, and a restart replaces the button anyway.
fn on_click_once(
    button: &Element,
    run: impl FnOnce() + 'static,
) -> Result<(), wasm_bindgen::JsValue> {
    let callback = Closure::once_into_js(run);
    let options = web_sys::AddEventListenerOptions::new();
    options.set_once(true);
    button.add_event_listener_with_callback_and_add_event_listener_options(
        "click",
        callback.unchecked_ref(),
        &options,
    )
}
