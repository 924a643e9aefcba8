//! The page around the widgets: its language, the language switch, and the widgets mounted on
//! the page's placeholders.
//!
//! Page text is written in both languages in the HTML (`<span lang="vi">` beside
//! `<span lang="en">`); the stylesheet shows the one matching `<html lang>`. The choice lives
//! in the URL (`?lang=en`), so a shared link opens in the same language, and every link to
//! another page of the site carries it, so the reader stays in the language they chose.

use std::cell::RefCell;
use std::rc::Rc;

use nimlab_solver::Lang;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Document, Element, Url};

use crate::dom::owner;
use crate::dom::{self, Listener};
use crate::kit::{host, Widget};
use crate::widgets;

struct Page {
    lang: Lang,
    /// Whether other builds of the front end share the page (see [`init_shared`]): its
    /// language switch is then announced to them.
    shared: bool,
    /// Each mounted widget with the placeholder it lives in. Shared, so that the page is not
    /// borrowed while a widget runs: a panic there must not leave the whole page locked.
    widgets: Vec<(Element, Rc<dyn Widget>)>,
    _listeners: Vec<Listener>,
}

thread_local! {
    static PAGE: RefCell<Option<Page>> = const { RefCell::new(None) };
}

fn set_page(lang: Lang, shared: bool, listeners: Vec<Listener>) {
    let page = Page {
        lang,
        shared,
        widgets: Vec::new(),
        _listeners: listeners,
    };
    PAGE.with(|slot| *slot.borrow_mut() = Some(page));
}

/// Runs `f` on the page, unless it has not started or is busy.
fn with_page<R>(f: impl FnOnce(&mut Page) -> R) -> Option<R> {
    PAGE.with(|page| Some(f(page.try_borrow_mut().ok()?.as_mut()?)))
}

/// The event a shared page's language switch sends to the other builds on it; the language is
/// `<html lang>`, set before.
const LANG_SWITCHED: &str = "nimlab:lang";

pub fn init() -> Result<(), JsValue> {
    start(false)
}

/// Starts a page whose widgets several builds of the front end share (the playground loads
/// each family's build as its section nears the screen, see nimlab-site's `shared.js`): this
/// build runs the page (its language and switch, code blocks, theme) and mounts no widget
/// itself; the loader mounts each placeholder with the build that holds its kind. The others
/// [`join`] the page.
pub fn init_shared() -> Result<(), JsValue> {
    start(true)
}

fn start(shared: bool) -> Result<(), JsValue> {
    let doc = dom::document().ok_or_else(|| JsValue::from_str("no document"))?;
    let lang = initial_lang(&doc);
    apply_lang(&doc, lang);

    set_page(lang, shared, wire_furniture(&doc)?);
    let embedded = host::is_embed_page(&doc);
    if embedded {
        crate::embed::build_placeholder(&doc)?;
    }
    if !shared {
        for el in dom::select_all(&doc, "[data-widget]") {
            mount(&el);
        }
    }
    if embedded {
        crate::embed::report_height(&doc)?;
    }
    return_to_deep_link(&doc);
    Ok(())
}

/// The site's own furniture around the widgets: the language and theme switches, the copy
/// buttons of code blocks, the shadows of boxes that scroll.
#[cfg(feature = "site-page")]
fn wire_furniture(doc: &Document) -> Result<Vec<Listener>, JsValue> {
    let mut listeners = Vec::new();
    for el in dom::select_all(doc, "[data-lang-switch]") {
        let target = Lang::from_code(&el.get_attribute("data-lang-switch").unwrap_or_default());
        listeners.push(Listener::new(&el, "click", move |event| {
            event.prevent_default();
            switch_lang(target);
        })?);
    }
    listeners.extend(crate::code_blocks::prepare(doc)?);
    listeners.extend(crate::theme::wire(doc)?);
    crate::scroll_boxes::watch(doc)?;
    Ok(listeners)
}

/// A frame in someone else's post has none of the site's furniture (see the `site-page`
/// feature).
#[cfg(not(feature = "site-page"))]
fn wire_furniture(_doc: &Document) -> Result<Vec<Listener>, JsValue> {
    Ok(Vec::new())
}

/// The browser scrolled to `#section` before the widgets above it were mounted and grew; go
/// there again now that the page has its final height. A link to a widget's moment (its keys
/// in the fragment, no section) brings that widget into view and gives it the keyboard.
fn return_to_deep_link(doc: &Document) {
    if let Some(section) = crate::kit::share::anchor().and_then(|id| doc.get_element_by_id(&id)) {
        bring_into_view(section);
    } else {
        show_linked_widget();
    }
}

/// Brings the first widget opened on a link to one of its moments into view and gives it the
/// keyboard; `false` when this build holds no such widget. On a shared page the loader asks
/// each build in turn once every widget is mounted.
pub fn show_linked_widget() -> bool {
    let Some(widget) = first_linked_widget() else {
        return false;
    };
    if let Some(root) = widget.dyn_ref::<web_sys::HtmlElement>() {
        let _ = root.focus();
    }
    crate::kit::keys::activate(&widget);
    bring_into_view(widget);
    true
}

fn bring_into_view(target: Element) {
    target.scroll_into_view();
    // The players draw their first picture on the next frame, and the sections that come into
    // view are laid out only then (`content-visibility: auto`) and drawn the frame after, each
    // of which can still move the target: go there again on each of the next frames.
    scroll_on_frames(target, 3);
}

/// The first widget of the page (in mounting order) opened on a link to one of its moments.
fn first_linked_widget() -> Option<Element> {
    with_page(|page| page.widgets.iter().find_map(|(_, widget)| widget.linked())).flatten()
}

fn scroll_on_frames(target: Element, frames: u32) {
    let Some(window) = dom::window() else {
        return;
    };
    let again = Closure::once_into_js(move || {
        target.scroll_into_view();
        if frames > 1 {
            scroll_on_frames(target, frames - 1);
        }
    });
    let _ = window.request_animation_frame(again.unchecked_ref());
}

/// Joins a page another build started with [`init_shared`]: this build mounts the widgets the
/// loader gives it, in the page's language, and follows the page's language switch.
pub fn join() -> Result<(), JsValue> {
    let doc = dom::document().ok_or_else(|| JsValue::from_str("no document"))?;
    let follow = Listener::new(&doc, LANG_SWITCHED, |_| {
        if let Some(doc) = dom::document() {
            relabel_widgets(lang_of_html(&doc));
        }
    })?;
    set_page(lang_of_html(&doc), true, vec![follow]);
    Ok(())
}

fn lang_of_html(doc: &Document) -> Lang {
    let code = doc
        .document_element()
        .and_then(|html| html.get_attribute("lang"))
        .unwrap_or_default();
    Lang::from_code(code.split('-').next().unwrap_or_default())
}

/// Starts on a host page: nothing is mounted or changed until `mount` is called; widgets speak
/// the page's language (`<html lang>`) unless their placeholder says `data-lang`.
pub fn init_host() {
    host::set_on_host_page();
    if PAGE.with(|page| page.try_borrow_mut().is_ok_and(|page| page.is_none())) {
        let lang = dom::document()
            .map(|doc| lang_of_html(&doc))
            .unwrap_or_default();
        set_page(lang, false, Vec::new());
    }
}

/// Mounts (or mounts again) the widget of one placeholder.
pub fn mount(placeholder: &Element) {
    unmount(placeholder);
    let Some(page_lang) = with_page(|page| page.lang) else {
        return;
    };
    let lang = placeholder
        .get_attribute("data-lang")
        .map_or(page_lang, |code| Lang::from_code(&code));
    // The page is not borrowed while the widget builds itself (see `Page::widgets`), and
    // whatever it creates runs on its behalf (see `guard`).
    let mounted = owner::run_as(Some(placeholder), || widgets::mount(placeholder, lang));
    match mounted {
        Some(Ok(widget)) => {
            name_region(placeholder, lang);
            let first = with_page(|page| {
                page.widgets.push((placeholder.clone(), Rc::from(widget)));
                page.widgets.len() == 1
            });
            if first == Some(true) {
                mark_first_widget();
            }
        }
        Some(Err(error)) => error.show(placeholder, lang),
        None => {}
    }
}

/// `performance.mark("nimlab:first-widget")`: the moment the page's first widget answers
/// input (the benchmark's start-up figure).
fn mark_first_widget() {
    if let Some(performance) = dom::window().and_then(|w| w.performance()) {
        let _ = performance.mark("nimlab:first-widget");
    }
}

/// Unmounts the widget of one placeholder: its listeners and frame loop are released and
/// the placeholder is emptied.
pub fn unmount(placeholder: &Element) {
    let removed = with_page(|page| {
        let index = page.widgets.iter().position(|(el, _)| el == placeholder)?;
        Some(page.widgets.remove(index))
    })
    .flatten();
    owner::forget(placeholder);
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

/// Sets `<html lang>` (which the stylesheet uses to show one language), the page title, the
/// landmarks' names, and which switch is current.
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
    // A landmark's name is an attribute, which cannot hold one `<span>` per language: the
    // HTML gives both (`data-label-vi`, `data-label-en`) and the chosen one is read out.
    let label_attr = format!("data-label-{}", lang.code());
    for el in dom::select_all(doc, "[data-label-vi]") {
        if let Some(label) = el.get_attribute(&label_attr) {
            dom::set_attr(&el, "aria-label", &label);
        }
    }
    for el in dom::select_all(doc, "[data-lang-switch]") {
        let on = el.get_attribute("data-lang-switch").as_deref() == Some(lang.code());
        dom::set_bool_attr(&el, "aria-current", on);
    }
    for link in dom::select_all(doc, "a[href]:not([data-lang-switch])") {
        if let Some(localized) = link
            .get_attribute("href")
            .and_then(|href| with_lang(&href, lang))
        {
            dom::set_attr(&link, "href", &localized);
        }
    }
}

/// `href` with its `lang` parameter set to `lang` (none for Vietnamese, the pages' own
/// language), when it is a relative link to a page of the site (an `.html` file or a folder);
/// `None` for anything else (other sites, files, `#x`).
fn with_lang(href: &str, lang: Lang) -> Option<String> {
    let (rest, hash) = href.split_once('#').unwrap_or((href, ""));
    let (path, query) = rest.split_once('?').unwrap_or((rest, ""));
    let is_page = path.ends_with(".html") || path.ends_with('/') || path == ".";
    if path.is_empty() || path.contains(':') || path.starts_with("//") || !is_page {
        return None;
    }
    let mut params: Vec<&str> = query
        .split('&')
        .filter(|pair| !pair.is_empty() && !pair.starts_with("lang="))
        .collect();
    let lang_pair = format!("lang={}", lang.code());
    if lang != Lang::Vi {
        params.push(&lang_pair);
    }
    let query = if params.is_empty() {
        String::new()
    } else {
        format!("?{}", params.join("&"))
    };
    let hash = if href.contains('#') {
        format!("#{hash}")
    } else {
        String::new()
    };
    Some(format!("{path}{query}{hash}"))
}

/// Where the reader is: the section at the top of the screen and how far into it. The two
/// languages' texts differ in length, so after a switch the page scrolls to the same share of
/// the same section instead of leaving the reader somewhere else.
#[cfg(feature = "site-page")]
struct Place {
    section: Element,
    share_read: f64,
}

#[cfg(feature = "site-page")]
impl Place {
    fn of(doc: &Document) -> Option<Place> {
        dom::select_all(doc, "main section")
            .into_iter()
            .find_map(|section| {
                let rect = section.get_bounding_client_rect();
                (rect.top() <= 0.0 && rect.bottom() > 0.0 && rect.height() > 0.0).then(|| Place {
                    share_read: -rect.top() / rect.height(),
                    section,
                })
            })
    }

    fn restore(&self) {
        let rect = self.section.get_bounding_client_rect();
        let wanted_top = -self.share_read * rect.height();
        if let Some(window) = dom::window() {
            window.scroll_by_with_x_and_y(0.0, rect.top() - wanted_top);
        }
    }
}

#[cfg(feature = "site-page")]
fn switch_lang(lang: Lang) {
    let Some(doc) = dom::document() else { return };
    let place = Place::of(&doc);
    apply_lang(&doc, lang);
    if let Some(place) = place {
        place.restore();
    }
    remember_in_url(lang);
    if relabel_widgets(lang) {
        if let Ok(event) = web_sys::Event::new(LANG_SWITCHED) {
            let _ = doc.dispatch_event(&event);
        }
    }
}

/// Shows this build's widgets in `lang`; whether the page is shared with other builds.
fn relabel_widgets(lang: Lang) -> bool {
    let (shared, widgets) = with_page(|page| {
        page.lang = lang;
        (page.shared, page.widgets.clone())
    })
    .unwrap_or_default();
    for (placeholder, widget) in widgets {
        owner::run_as(Some(&placeholder), || widget.set_lang(lang));
        name_region(&placeholder, lang);
    }
    shared
}

/// Names a widget of a lesson by its title and the heading of the lesson's section it sits in
/// ("Bảng thắng/thua Tự tay tô bảng"): a lesson may hold two widgets of one kind, and the list
/// of landmarks a screen reader offers must tell them apart. Elsewhere (the embed frame, a blog
/// post) the widget's title alone names it, as the widget set it.
fn name_region(placeholder: &Element, lang: Lang) {
    let Some(region) = placeholder.first_element_child() else {
        return;
    };
    let labels = region.get_attribute("aria-labelledby").unwrap_or_default();
    let Some(title) = labels.split_whitespace().next() else {
        return;
    };
    let heading = placeholder
        .closest(".lesson-section")
        .ok()
        .flatten()
        .and_then(|section| {
            let own = format!(":scope > div[lang=\"{}\"] > h2", lang.code());
            section.query_selector(&own).ok().flatten()
        });
    let Some(heading) = heading else { return };
    if heading.id().is_empty() {
        heading.set_id(&dom::fresh_id("section-title"));
    }
    let labels = format!("{title} {}", heading.id());
    dom::set_attr(&region, "aria-labelledby", &labels);
}

#[cfg(feature = "site-page")]
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

#[cfg(test)]
mod tests {
    use super::with_lang;
    use nimlab_solver::Lang;

    #[test]
    fn site_pages_carry_the_language() {
        assert_eq!(
            with_lang("nim.html", Lang::En).as_deref(),
            Some("nim.html?lang=en")
        );
        assert_eq!(
            with_lang("win-lose.html#period", Lang::En).as_deref(),
            Some("win-lose.html?lang=en#period")
        );
        assert_eq!(
            with_lang("./?lang=en#course", Lang::Vi).as_deref(),
            Some("./#course")
        );
        assert_eq!(with_lang("nim.html", Lang::Vi).as_deref(), Some("nim.html"));
        assert_eq!(
            with_lang("exercises.html?x=1&lang=vi", Lang::En).as_deref(),
            Some("exercises.html?x=1&lang=en")
        );
    }

    #[test]
    fn other_links_are_left_alone() {
        for href in [
            "#period",
            "?lang=en",
            "https://example.org/a.html",
            "//cdn.example.org/x.html",
            "javascript:alert(1)//.html",
            "static/favicon.svg",
        ] {
            assert_eq!(with_lang(href, Lang::En), None, "{href}");
        }
    }
}
