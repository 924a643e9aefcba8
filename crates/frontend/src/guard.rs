//! What a bug does to the page: one widget stops and says so, the rest of the page goes on.
//!
//! A Rust panic in wasm aborts the call that was running (the browser sees a
//! `RuntimeError: unreachable`); the instance itself survives, but the widget that was running
//! may be left half-updated with its state still borrowed. Without this module the learner
//! would be left with a frozen box and no word why. So every callback the front end hands the
//! browser (listeners, timers, frames) remembers which widget created it (`dom::owner`), and the
//! panic hook ([`install`]) replaces that widget with a message in the page's language and a
//! button that mounts it again from its last saved state (its URL parameters or attributes).
//! Until then the failed widget's remaining callbacks do nothing, so one bug cannot cascade.
//!
//! A DOM call that fails (which the browser does not do to a well-formed page, so a bug too) is
//! not swallowed where it happens: drawing code (`Stepper::load`/`draw`, `Board::draw`) passes
//! it up with `?`, and the one place that called the drawing hands it to [`reported`], which
//! stops the widget the same way, once, without a trap. A JavaScript exception thrown through a
//! widget's Rust code leaves its state borrowed with no panic at all; the next message that
//! finds it so after its task reports it here too (`kit::with_mounted`).

use std::cell::Cell;
use std::panic::PanicHookInfo;

use nimlab_solver::Lang;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

use crate::dom::{self, owner};

/// How a failed widget is mounted again (the page's `mount`): given at [`install`], so that
/// this module needs nothing above it.
pub type Remount = fn(&Element);

thread_local! {
    static REMOUNT: Cell<Option<Remount>> = const { Cell::new(None) };
}

/// Replaces the default panic hook: the panic is logged to the console as before (for whoever
/// debugs it) and shown in the widget that was running, whose restart button calls `remount`.
pub fn install(remount: Remount) {
    REMOUNT.with(|slot| slot.set(Some(remount)));
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show_failure(info);
    }));
}

/// What a drawing that failed (a DOM call refused, [`reported`]) does: the same as a panic,
/// without the trap: logged to the console, and the widget that was running stops and offers
/// to start again. Drawing code passes its errors up with `?` to the one place that calls it
/// (the stepper's shell, the play panel's host), which reports here. A widget already stopped
/// is not reported again: the rest of the callback under way still runs, and may fail too.
pub fn report(error: &JsValue) {
    let detail = error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.to_string()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| format!("{error:?}"));
    match owner::stop_running() {
        Some(Some(placeholder)) => {
            web_sys::console::error_1(error);
            show_widget_failure(&placeholder, &detail);
        }
        Some(None) => {}
        None => {
            web_sys::console::error_1(error);
            let _ = page_failure(&detail);
        }
    }
}

/// Reports `result`'s error, if any (see [`report`]).
pub fn reported(result: Result<(), JsValue>) {
    #[cfg(feature = "test-hooks")]
    let result = result.and_then(|()| owner::injected_dom_fault());
    if let Err(error) = result {
        report(&error);
    }
}

fn show_failure(info: &PanicHookInfo) {
    let detail = info.to_string();
    match owner::fail_running() {
        Some(placeholder) => show_widget_failure(&placeholder, &detail),
        None => {
            let _ = page_failure(&detail);
        }
    }
}

fn show_widget_failure(placeholder: &Element, detail: &str) {
    let _ = widget_failure(placeholder, placeholder_lang(placeholder), detail);
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
fn widget_failure(placeholder: &Element, lang: Lang, detail: &str) -> Result<(), JsValue> {
    placeholder.set_text_content(None);
    let panel = dom::child_with(placeholder, "div", "widget-failure", &[("role", "alert")])?;
    let text = (
        "Mô phỏng này gặp lỗi và đã dừng. Đây là lỗi của trang, không phải của bạn; phần còn lại của trang vẫn dùng được.",
        "This simulation hit a bug and stopped. The fault is the page's, not yours; the rest of the page still works.",
    );
    let restart = (
        "Mở lại mô phỏng (trạng thái đã lưu gần nhất)",
        "Restart the simulation (last saved state)",
    );
    let again = placeholder.clone();
    explain(&panel, lang, [text, restart], detail, move || {
        if let Some(remount) = REMOUNT.with(Cell::get) {
            remount(&again);
        }
    })
}

/// A bug outside any widget (the page's own start or language switch): a banner at the top
/// offering to load the page again.
fn page_failure(detail: &str) -> Result<(), JsValue> {
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
    let text = (
        "Trang gặp lỗi. Tải lại trang để dùng tiếp.",
        "The page hit a bug. Load it again to go on.",
    );
    let reload = ("Tải lại trang", "Reload");
    explain(&banner, lang, [text, reload], detail, || {
        if let Some(window) = dom::window() {
            let _ = window.location().reload();
        }
    })
}

/// The message `text` in `panel`, a button named `button` that runs `run`, and the panic's own
/// words, folded away, for a teacher reporting the bug.
fn explain(
    panel: &Element,
    lang: Lang,
    [text, button]: [(&str, &str); 2],
    detail: &str,
    run: impl FnOnce() + 'static,
) -> Result<(), JsValue> {
    dom::child(panel, "p", "widget-failure-text", lang.say(text))?;
    let button = dom::button(panel, "btn btn-primary widget-restart", lang.say(button))?;
    on_click_once(&button, run)?;
    let details = dom::child(panel, "details", "widget-failure-details", "")?;
    let summary = ("Chi tiết (để báo lỗi)", "Details (for a bug report)");
    dom::child(&details, "summary", "", lang.say(summary))?;
    dom::child(&details, "pre", "", detail)?;
    Ok(())
}

/// A click handler that frees itself after its one run: the panic hook has no widget to keep
/// a [`dom::Listener`] in, and a restart replaces the button anyway.
fn on_click_once(button: &Element, run: impl FnOnce() + 'static) -> Result<(), JsValue> {
    let callback = Closure::once_into_js(run);
    let options = web_sys::AddEventListenerOptions::new();
    options.set_once(true);
    button.add_event_listener_with_callback_and_add_event_listener_options(
        "click",
        callback.unchecked_ref(),
        &options,
    )
}
