//! A thin layer over web-sys: building elements and keeping event listeners.
//!
//! Text always goes in through `set_text_content`, never as HTML, so nothing a learner types
//! or a URL carries can become markup. Listeners are owned values: dropping one removes it
//! from its target, which is how a widget releases everything when it is unmounted.
//!
//! The lowest layer of the front end: it imports nothing else of the crate.

pub mod owner;
pub mod timer;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    Document, Element, Event, EventTarget, HtmlElement, HtmlInputElement, NodeList, ResizeObserver,
    ResizeObserverEntry,
};

pub fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

pub fn document() -> Option<Document> {
    window()?.document()
}

/// Every element of the document that matches `selector`, in document order.
pub fn select_all(doc: &Document, selector: &str) -> Vec<Element> {
    elements(doc.query_selector_all(selector))
}

/// Every element inside `parent` that matches `selector`, in document order.
pub fn select_all_in(parent: &Element, selector: &str) -> Vec<Element> {
    elements(parent.query_selector_all(selector))
}

fn elements(list: Result<NodeList, JsValue>) -> Vec<Element> {
    let Ok(list) = list else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|index| list.item(index))
        .filter_map(|node| node.dyn_into::<Element>().ok())
        .collect()
}

/// The document `el` belongs to.
pub fn document_of(el: &Element) -> Result<Document, JsValue> {
    el.owner_document()
        .ok_or_else(|| JsValue::from_str("element has no document"))
}

/// Creates `<tag class="…">`. Creating an element only fails for invalid tag names, which
/// are literals in this crate; `Err` is passed on rather than hidden.
pub fn element(doc: &Document, tag: &str, class: &str) -> Result<Element, JsValue> {
    let el = doc.create_element(tag)?;
    if !class.is_empty() {
        el.set_class_name(class);
    }
    Ok(el)
}

/// Creates `<tag class="…">text</tag>` and appends it to `parent`.
pub fn child(parent: &Element, tag: &str, class: &str, text: &str) -> Result<Element, JsValue> {
    let el = element(&document_of(parent)?, tag, class)?;
    if !text.is_empty() {
        el.set_text_content(Some(text));
    }
    parent.append_child(&el)?;
    Ok(el)
}

/// Creates an empty `<tag class="…">` in `parent` with the attributes `attrs`.
pub fn child_with(
    parent: &Element,
    tag: &str,
    class: &str,
    attrs: &[(&str, &str)],
) -> Result<Element, JsValue> {
    let el = child(parent, tag, class, "")?;
    for (name, value) in attrs {
        set_attr(&el, name, value);
    }
    Ok(el)
}

/// Creates an empty `<tag class="…">` in `parent` that screen readers skip (`aria-hidden`): a
/// mark or a picture whose meaning the text around it already says.
pub fn decoration(parent: &Element, tag: &str, class: &str) -> Result<Element, JsValue> {
    child_with(parent, tag, class, &[("aria-hidden", "true")])
}

/// Appends the text `text` to `parent`, as a text node.
pub fn text_node(parent: &Element, text: &str) -> Result<(), JsValue> {
    parent.append_child(&document_of(parent)?.create_text_node(text))?;
    Ok(())
}

/// Creates a `<button type="button">` in `parent`.
pub fn button(parent: &Element, class: &str, text: &str) -> Result<Element, JsValue> {
    let b = child(parent, "button", class, text)?;
    b.set_attribute("type", "button")?;
    Ok(b)
}

const SVG_NS: &str = "http://www.w3.org/2000/svg";

/// Appends a 24×24 icon drawn by one SVG path, and returns the path so the icon can change.
/// Icons are drawn rather than typed as symbols, which not every system font has.
pub fn icon(parent: &Element, path: &str) -> Result<Element, JsValue> {
    let doc = document_of(parent)?;
    let svg = doc.create_element_ns(Some(SVG_NS), "svg")?;
    for (name, value) in [
        ("viewBox", "0 0 24 24"),
        ("width", "20"),
        ("height", "20"),
        ("aria-hidden", "true"),
        ("focusable", "false"),
        ("class", "icon"),
    ] {
        svg.set_attribute(name, value)?;
    }
    let shape = doc.create_element_ns(Some(SVG_NS), "path")?;
    shape.set_attribute("d", path)?;
    shape.set_attribute("fill", "currentColor")?;
    svg.append_child(&shape)?;
    parent.append_child(&svg)?;
    Ok(shape)
}

/// Creates the SVG element `<tag class="…">` (in the SVG namespace) and appends it to `parent`.
pub fn svg(parent: &Element, tag: &str, class: &str) -> Result<Element, JsValue> {
    let el = document_of(parent)?.create_element_ns(Some(SVG_NS), tag)?;
    if !class.is_empty() {
        el.set_attribute("class", class)?;
    }
    parent.append_child(&el)?;
    Ok(el)
}

/// Sets several attributes of `el` at once.
pub fn set_attrs(el: &Element, attrs: &[(&str, String)]) {
    for (name, value) in attrs {
        set_attr(el, name, value);
    }
}

pub fn set_text(el: &Element, text: &str) {
    if el.text_content().as_deref() != Some(text) {
        el.set_text_content(Some(text));
    }
}

/// Shows `text` in `el`, and hides `el` while the text is empty.
pub fn show_text(el: &Element, text: &str) {
    set_text(el, text);
    set_hidden(el, text.is_empty());
}

/// Shows `text()` in `el` once `shown`, else hides `el` (a result that waits for its step).
pub fn show_when(el: &Element, shown: bool, text: impl FnOnce() -> String) {
    show_text(el, &if shown { text() } else { String::new() });
}

/// Removes every child of `el`.
pub fn clear(el: &Element) {
    while let Some(old) = el.first_child() {
        let _ = el.remove_child(&old);
    }
}

pub fn set_class(el: &Element, class: &str, on: bool) {
    let list = el.class_list();
    // class_list toggles only fail for empty or whitespace class names, which are literals.
    let _ = if on {
        list.add_1(class)
    } else {
        list.remove_1(class)
    };
}

/// Sets an attribute. Setting and removing fail only for a name that is not a valid XML name,
/// and every name here is a literal of the front end's: nothing to report.
pub fn set_attr(el: &Element, name: &str, value: &str) {
    let _ = el.set_attribute(name, value);
}

/// Removes an attribute (see [`set_attr`]).
pub fn remove_attr(el: &Element, name: &str) {
    let _ = el.remove_attribute(name);
}

/// Sets the attribute `name` to `value` while `on`, and removes it otherwise.
pub fn set_attr_if(el: &Element, name: &str, value: &str, on: bool) {
    if on {
        set_attr(el, name, value);
    } else {
        remove_attr(el, name);
    }
}

/// Sets a `true`/`false` attribute (`aria-pressed`, `aria-expanded`).
pub fn set_bool_attr(el: &Element, name: &str, on: bool) {
    set_attr(el, name, if on { "true" } else { "false" });
}

/// Sets one CSS property of `el`'s inline style through the CSSOM, which a page's
/// Content-Security-Policy allows without `'unsafe-inline'` (a `style` attribute it would block).
pub fn set_style(el: &Element, property: &str, value: &str) {
    if let Some(html) = el.dyn_ref::<HtmlElement>() {
        let _ = html.style().set_property(property, value);
    }
}

/// Removes one CSS property from `el`'s inline style.
pub fn clear_style(el: &Element, property: &str) {
    if let Some(html) = el.dyn_ref::<HtmlElement>() {
        let _ = html.style().remove_property(property);
    }
}

pub fn set_hidden(el: &Element, hidden: bool) {
    if let Some(html) = el.dyn_ref::<HtmlElement>() {
        html.set_hidden(hidden);
    }
}

pub fn set_disabled(el: &Element, disabled: bool) {
    set_attr_if(el, "disabled", "", disabled);
}

pub fn input_value(el: &Element) -> String {
    el.dyn_ref::<HtmlInputElement>()
        .map(|input| input.value())
        .unwrap_or_default()
}

pub fn set_input_value(el: &Element, value: &str) {
    if let Some(input) = el.dyn_ref::<HtmlInputElement>() {
        input.set_value(value);
    }
}

/// A unique id for `for=`/`aria-describedby=` pairs, across all widgets of the page. One taken
/// in the document is skipped: another build of the front end on the same page (the
/// playground loads one per family) counts from 1 too.
pub fn fresh_id(prefix: &str) -> String {
    thread_local!(static NEXT: std::cell::Cell<u32> = const { std::cell::Cell::new(0) });
    let doc = document();
    loop {
        let n = NEXT.with(|next| {
            let n = next.get() + 1;
            next.set(n);
            n
        });
        let id = format!("nl-{prefix}-{n}");
        let taken = doc
            .as_ref()
            .is_some_and(|doc| doc.get_element_by_id(&id).is_some());
        if !taken {
            return id;
        }
    }
}

#[cfg(feature = "test-hooks")]
thread_local! {
    static LIVE_LISTENERS: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// How many [`Listener`]s are attached right now (for the tests that mount and unmount
/// widgets repeatedly and check that nothing is left behind).
#[cfg(feature = "test-hooks")]
pub fn live_listeners() -> u32 {
    LIVE_LISTENERS.with(|live| live.get())
}

/// An event listener that is removed from its target when dropped.
pub struct Listener {
    target: EventTarget,
    kind: &'static str,
    callback: Closure<dyn FnMut(Event)>,
}

impl Listener {
    pub fn new(
        target: &EventTarget,
        kind: &'static str,
        handler: impl FnMut(Event) + 'static,
    ) -> Result<Listener, JsValue> {
        Listener::attach(target, kind, Box::new(owner::owned(handler)))
    }

    // Out of line, so that what every listener does alike is written once and not into each
    // of the hundreds of call sites, one per handler type.
    #[inline(never)]
    fn attach(
        target: &EventTarget,
        kind: &'static str,
        handler: Box<dyn FnMut(Event)>,
    ) -> Result<Listener, JsValue> {
        let callback = Closure::wrap(handler);
        target.add_event_listener_with_callback(kind, callback.as_ref().unchecked_ref())?;
        #[cfg(feature = "test-hooks")]
        LIVE_LISTENERS.with(|live| live.set(live.get() + 1));
        Ok(Listener {
            target: target.clone(),
            kind,
            callback,
        })
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        #[cfg(feature = "test-hooks")]
        LIVE_LISTENERS.with(|live| live.set(live.get().saturating_sub(1)));
        let _ = self
            .target
            .remove_event_listener_with_callback(self.kind, self.callback.as_ref().unchecked_ref());
    }
}

/// A ResizeObserver with its callback, disconnected when dropped.
pub struct Resizes {
    observer: ResizeObserver,
    _callback: Closure<dyn FnMut(js_sys::Array)>,
}

impl Resizes {
    /// Calls `changed` with each observed element whose size changed.
    pub fn new(mut changed: impl FnMut(Element) + 'static) -> Result<Resizes, JsValue> {
        let callback = Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
            for entry in entries.iter() {
                if let Ok(entry) = entry.dyn_into::<ResizeObserverEntry>() {
                    changed(entry.target());
                }
            }
        });
        let observer = ResizeObserver::new(callback.as_ref().unchecked_ref())?;
        Ok(Resizes {
            observer,
            _callback: callback,
        })
    }

    pub fn observe(&self, el: &Element) {
        self.observer.observe(el);
    }
}

impl Drop for Resizes {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}

/// Copies `text` to the clipboard, then calls `done` with whether it worked (refused on a page
/// that is not secure, or by the reader's settings).
pub fn copy_to_clipboard(text: &str, done: impl FnOnce(bool) + 'static) {
    // `navigator.clipboard` only exists on secure pages (https, localhost).
    let clipboard = window()
        .map(|w| w.navigator())
        .and_then(|n| js_sys::Reflect::get(&n, &"clipboard".into()).ok())
        .filter(|c| !c.is_undefined() && !c.is_null());
    let Some(clipboard) = clipboard else {
        done(false);
        return;
    };
    let clipboard: web_sys::Clipboard = clipboard.unchecked_into();
    // `writeText` fulfils with `undefined` and rejects with an error object.
    on_settled(&clipboard.write_text(text), move |outcome| {
        done(outcome.is_undefined())
    });
}

/// Runs `done` with what `promise` fulfils or rejects with, as the widget running now. One
/// handler for both outcomes, so it runs (and is freed) exactly once.
pub fn on_settled(promise: &JsValue, done: impl FnOnce(JsValue) + 'static) {
    let owner = owner::owner();
    let settle = Closure::once_into_js(move |outcome: JsValue| {
        owner::run_as(owner.as_ref(), || done(outcome));
    });
    if let Some(then) = function_at(promise, "then") {
        let _ = then.call2(promise, &settle, &settle);
    }
}

/// Calls `handle.name(...args)` on an object another build made (a panel's or a game's
/// handle); that build reports its own failures.
pub fn call_method(handle: &JsValue, name: &str, args: &js_sys::Array) {
    if let Some(method) = function_at(handle, name) {
        let _ = method.apply(handle, args);
    }
}

/// Calls the loader's function `open` with `args`, and `opened` with what `owner` points to and
/// the handle of another build it fulfils with (`null`: that build could not load). A handle
/// that comes after its owner went is freed.
pub fn open_handle<T: 'static>(
    open: &js_sys::Function,
    args: &js_sys::Array,
    owner: std::rc::Weak<T>,
    opened: impl FnOnce(&T, JsValue) + 'static,
) {
    let settled = move |handle: JsValue| {
        if let Some(owner) = owner.upgrade() {
            opened(&owner, handle);
        } else if handle.is_object() {
            call_method(&handle, "free", &js_sys::Array::new());
        }
    };
    match open.apply(&JsValue::UNDEFINED, args) {
        Ok(promise) => on_settled(&promise, settled),
        Err(_) => settled(JsValue::NULL),
    }
}

/// The function `object.name`, if it is one.
fn function_at(object: &JsValue, name: &str) -> Option<js_sys::Function> {
    js_sys::Reflect::get(object, &name.into())
        .ok()?
        .dyn_into()
        .ok()
}

/// `[key, value]` pairs as a JS array of two-element arrays, as they cross to another build.
pub fn pairs_array<K: AsRef<str>>(pairs: &[(K, String)]) -> js_sys::Array {
    pairs
        .iter()
        .map(|(key, value)| {
            js_sys::Array::of2(&JsValue::from_str(key.as_ref()), &JsValue::from_str(value))
        })
        .collect()
}

/// The `[key, value]` pairs of strings of a JS array (see [`pairs_array`]); anything else is
/// left out.
pub fn pairs_from_js(pairs: &js_sys::Array) -> Vec<(String, String)> {
    pairs
        .iter()
        .filter_map(|pair| {
            let pair = pair.dyn_into::<js_sys::Array>().ok()?;
            Some((pair.get(0).as_string()?, pair.get(1).as_string()?))
        })
        .collect()
}

/// A function the page's loader offers on `globalThis` (`nimlabPanel`, `nimlabGame`).
pub fn loader_function(name: &str) -> Option<js_sys::Function> {
    function_at(window()?.as_ref(), name)
}

/// The directory of the current page, where every page and `embed.js` are, with its `/`.
pub fn site_address() -> String {
    window()
        .and_then(|w| w.location().href().ok())
        .and_then(|href| web_sys::Url::new_with_base("./", &href).ok())
        .map(|url| url.href())
        .unwrap_or_default()
}

/// The number at the start of `text` ("12.5px" gives 12.5), as JS's `parseFloat` reads it;
/// none when there is no number. JS parses it: Rust's float parsing would add to every build
/// (see `nimlab_solver::decimal`).
pub fn leading_number(text: &str) -> Option<f64> {
    let value = js_sys::parse_float(text);
    value.is_finite().then_some(value)
}
