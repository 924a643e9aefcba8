//! The page around the widgets: its language, the language switch, and the widgets mounted on
//! the page's placeholders.
//!
//! Page text is written in both languages in the HTML (`<span lang="vi">` beside
//! `<span lang="en">`); the stylesheet shows the one matching `<html lang>`. The choice lives
//! in the URL (`?lang=en`), so a shared link opens in the same language.

use std::cell::RefCell;

use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::{Document, Element, Url};

use crate::dom::{self, Listener};
use crate::widgets::{self, Widget};

struct Page {
    lang: Lang,
    /// Each mounted widget with the placeholder it lives in.
    widgets: Vec<(Element, Box<dyn Widget>)>,
    _listeners: Vec<Listener>,
}

thread_local! {
    static PAGE: RefCell<Option<Page>> = const { RefCell::new(None) };
}

pub fn init() -> Result<(), JsValue> {
    let doc = dom::document().ok_or_else(|| JsValue::from_str("no document"))?;
    let lang = initial_lang(&doc);
    apply_lang(&doc, lang);

    let mut listeners = Vec::new();
    for el in dom::select_all(&doc, "[data-lang-switch]") {
        let target = Lang::from_code(&el.get_attribute("data-lang-switch").unwrap_or_default());
        listeners.push(Listener::new(&el, "click", move |event| {
            event.prevent_default();
            switch_lang(target);
        })?);
    }

    PAGE.with(|page| {
        *page.borrow_mut() = Some(Page {
            lang,
            widgets: Vec::new(),
            _listeners: listeners,
        })
    });
    for el in dom::select_all(&doc, "[data-widget]") {
        mount(&el);
    }
    Ok(())
}

/// Mounts (or mounts again) the widget of one placeholder.
pub fn mount(placeholder: &Element) {
    unmount(placeholder);
    PAGE.with(|page| {
        let Ok(mut page) = page.try_borrow_mut() else {
            return;
        };
        let Some(page) = page.as_mut() else { return };
        match widgets::mount(placeholder, page.lang) {
            Ok(widget) => page.widgets.push((placeholder.clone(), widget)),
            Err(error) => show_mount_error(placeholder, &error, page.lang),
        }
    });
}

/// Unmounts the widget of one placeholder: its listeners and frame loop are released and
/// the placeholder is emptied.
pub fn unmount(placeholder: &Element) {
    let removed = PAGE.with(|page| {
        let Ok(mut page) = page.try_borrow_mut() else {
            return None;
        };
        let page = page.as_mut()?;
        let index = page.widgets.iter().position(|(el, _)| el == placeholder)?;
        Some(page.widgets.remove(index))
    });
    if removed.is_some() {
        drop(removed);
        placeholder.set_text_content(None);
    }
}

/// `?lang=` in the URL wins; otherwise the `lang` the HTML was written with.
fn initial_lang(doc: &Document) -> Lang {
    let from_url = dom::window()
        .and_then(|w| w.location().href().ok())
        .and_then(|href| Url::new(&href).ok())
        .and_then(|url| url.search_params().get("lang"));
    let from_html = doc
        .document_element()
        .map(|html| html.get_attribute("lang"));
    Lang::from_code(&from_url.or(from_html.flatten()).unwrap_or_default())
}

/// Sets `<html lang>` (which the stylesheet uses to show one language), the page title,
/// and which switch is current.
fn apply_lang(doc: &Document, lang: Lang) {
    if let Some(html) = doc.document_element() {
        dom::set_attr(&html, "lang", lang.code());
    }
    let title_attr = format!("data-title-{}", lang.code());
    if let Some(title) = dom::select_all(doc, "title").first() {
        if let Some(text) = title.get_attribute(&title_attr) {
            doc.set_title(&text);
        }
    }
    for el in dom::select_all(doc, "[data-lang-switch]") {
        let on = el.get_attribute("data-lang-switch").as_deref() == Some(lang.code());
        dom::set_attr(&el, "aria-current", if on { "true" } else { "false" });
    }
}

fn switch_lang(lang: Lang) {
    let Some(doc) = dom::document() else { return };
    apply_lang(&doc, lang);
    remember_in_url(lang);
    PAGE.with(|page| {
        if let Ok(mut page) = page.try_borrow_mut() {
            if let Some(page) = page.as_mut() {
                page.lang = lang;
                for (_, widget) in &page.widgets {
                    widget.set_lang(lang);
                }
            }
        }
    });
}

fn remember_in_url(lang: Lang) {
    let Some(window) = dom::window() else { return };
    let Ok(href) = window.location().href() else {
        return;
    };
    let Ok(url) = Url::new(&href) else { return };
    url.search_params().set("lang", lang.code());
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url.href()));
    }
}

fn show_mount_error(el: &Element, error: &JsValue, lang: Lang) {
    let detail = error.as_string().unwrap_or_default();
    let text = lang.pick(
        format!("Không mở được mô phỏng này: {detail}"),
        format!("This simulation could not start: {detail}"),
    );
    el.set_text_content(None);
    if let Ok(p) = dom::child(el, "p", "widget-error", &text) {
        dom::set_attr(&p, "role", "alert");
    }
}
