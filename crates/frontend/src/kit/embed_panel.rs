//! The "Nhúng / Embed" panel at the foot of every widget on the site: the two snippets that
//! put this widget, with its *current* input and step, into someone else's page — a frame of
//! `embed.html`, or a `<nimlab-widget>` element — each with a Copy button, and a link that
//! opens the frame on its own; then, folded by platform, what a blog engine takes (a Hugo
//! shortcode, a Jekyll include, a frame for WordPress's Custom HTML block).
//!
//! The snippets (`embed_spec.rs`) carry the lesson placeholder's attributes (the widget's configuration, such as
//! `game="octal"`) overridden by the widget's shareable state (the same `key=value` pairs its
//! link keeps in the URL fragment). The shell restores a widget from either, so an embed opens
//! exactly what the author was looking at.
//!
//! The panel is a build of its own (the front end's `panel-module` feature), which a widget's
//! Embed button (`embed_toggle.rs`) fetches on its first press and hands the widget's
//! elements, state and language; the panel has its own bound texts, in the language it is told.
//!
//! The frame snippet's starting height (and the element's `reserve`) is measured, not guessed:
//! the embed page itself is loaded out of sight in a frame as wide as a blog's column, and
//! reports its content's height as any frame does. The widget on this page cannot tell it: its
//! width, the page's media queries and its fit to the screen are this page's, not the frame's.

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use nimlab_course::embed as words;
use nimlab_solver::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlIFrameElement, HtmlTextAreaElement, MessageEvent};

use super::embed_spec::{EmbedSpec, HEIGHT_MESSAGE};
use super::parts::selected;
use super::stage::Part;
use super::text::{Texts, Words};
use crate::dom::timer::Timeout;
use crate::dom::{self, Listener};

/// What the embed page adds around the widget (its padding and the link back to the lesson),
/// in CSS pixels: until the measure arrives, the frame's height is the widget's height here
/// plus this.
const EMBED_CHROME_PX: f64 = 64.0;

/// The measured page settles over a few frames after its widget starts (fonts, a box learning
/// that it scrolls): its height is taken once it has not changed for this long.
const SETTLED_MS: i32 = 400;
/// A measure still unsettled after this long takes the last height reported.
const GIVE_UP_MS: i32 = 15_000;

/// The files a blog engine needs, from `lessons/platforms/` (the authors' page shows the very
/// same files, so the two cannot drift apart). `SITE/` in them stands for the site's address.
const HUGO_SHORTCODE: &str = include_str!("../../../../lessons/platforms/hugo/nimlab.html");
const HUGO_FRAME_SHORTCODE: &str =
    include_str!("../../../../lessons/platforms/hugo/nimlab-frame.html");
const JEKYLL_INCLUDE: &str = include_str!("../../../../lessons/platforms/jekyll/nimlab.html");

/// A snippet for a blog engine: a file to save once, or the call for this widget in a post.
#[derive(Clone, Copy, Debug, PartialEq)]
enum PlatformSnippet {
    HugoCall,
    HugoShortcode,
    HugoFrameShortcode,
    JekyllCall,
    JekyllInclude,
    WordPressFrame,
}

impl PlatformSnippet {
    /// The snippet's class, `embed-snippet embed-<name>`: tests and readers find it by it.
    fn name(self) -> &'static str {
        match self {
            PlatformSnippet::HugoCall => "hugo-call",
            PlatformSnippet::HugoShortcode => "hugo-shortcode",
            PlatformSnippet::HugoFrameShortcode => "hugo-frame-shortcode",
            PlatformSnippet::JekyllCall => "jekyll-call",
            PlatformSnippet::JekyllInclude => "jekyll-include",
            PlatformSnippet::WordPressFrame => "wordpress-frame",
        }
    }

    /// The label above the snippet (where a file goes), then the name of its Copy button.
    fn words(self) -> (Words, Words) {
        match self {
            PlatformSnippet::HugoCall => words::HUGO_CALL,
            PlatformSnippet::HugoShortcode => words::HUGO_SHORTCODE,
            PlatformSnippet::HugoFrameShortcode => words::HUGO_FRAME_SHORTCODE,
            PlatformSnippet::JekyllCall => words::JEKYLL_CALL,
            PlatformSnippet::JekyllInclude => words::JEKYLL_INCLUDE,
            PlatformSnippet::WordPressFrame => words::WORD_PRESS_FRAME,
        }
    }

    /// A whole file shows more of its lines at once than a call or a frame.
    fn rows(self) -> u32 {
        match self {
            PlatformSnippet::HugoShortcode
            | PlatformSnippet::HugoFrameShortcode
            | PlatformSnippet::JekyllInclude => 8,
            _ => 4,
        }
    }

    /// The snippet for the widget `spec` describes; `title` and `height` are the frame's.
    fn text(self, spec: &EmbedSpec, site: &str, title: &str, height: u32) -> String {
        // The site's address comes from the page's own URL, whose path has `"`, `<`, `{` and
        // the like percent-encoded, so it is written into the templates as it is.
        let file = |template: &str| nimlab_solver::substring::replace(template, "SITE/", site);
        match self {
            PlatformSnippet::HugoCall => spec.hugo_call(),
            PlatformSnippet::HugoShortcode => file(HUGO_SHORTCODE),
            PlatformSnippet::HugoFrameShortcode => file(HUGO_FRAME_SHORTCODE),
            PlatformSnippet::JekyllCall => spec.jekyll_call(),
            PlatformSnippet::JekyllInclude => file(JEKYLL_INCLUDE),
            PlatformSnippet::WordPressFrame => spec.wordpress_snippet(site, title, height),
        }
    }
}

/// A blog engine, folded under its name: what to do, then its snippets.
struct Platform {
    name: &'static str,
    summary: Words,
    note: Words,
    snippets: &'static [PlatformSnippet],
}

const PLATFORMS: [Platform; 3] = [
    Platform {
        name: "hugo",
        summary: words::HUGO_SUMMARY,
        note: words::HUGO_NOTE,
        snippets: &[
            PlatformSnippet::HugoCall,
            PlatformSnippet::HugoShortcode,
            PlatformSnippet::HugoFrameShortcode,
        ],
    },
    Platform {
        name: "jekyll",
        summary: words::JEKYLL_SUMMARY,
        note: words::JEKYLL_NOTE,
        snippets: &[PlatformSnippet::JekyllCall, PlatformSnippet::JekyllInclude],
    },
    Platform {
        name: "wordpress",
        summary: words::WORDPRESS_SUMMARY,
        note: words::WORDPRESS_NOTE,
        snippets: &[PlatformSnippet::WordPressFrame],
    },
];

/// One snippet of a platform in the panel.
struct PlatformCode {
    snippet: PlatformSnippet,
    code: HtmlTextAreaElement,
    copy: Element,
}

struct Parts {
    bar: Element,
    toggle: Element,
    panel: Element,
    /// The author's choices: which parts the embed shows, its theme and a frame's faces.
    choices: Element,
    part_boxes: RefCell<Vec<(Part, Element)>>,
    theme: Element,
    font: Element,
    frame_code: HtmlTextAreaElement,
    frame_copy: Element,
    element_code: HtmlTextAreaElement,
    element_copy: Element,
    platform_codes: Vec<PlatformCode>,
    preview: Element,
    status: Element,
}

struct Snapshot {
    lang: Lang,
    state: Vec<(String, String)>,
}

struct Shared {
    parts: Parts,
    /// The panel's bound texts (the part boxes' names are bound when they are made).
    texts: Texts,
    widget: Element,
    kind: String,
    placeholder: Vec<(String, String)>,
    snapshot: RefCell<Snapshot>,
    /// The last measured embed, and the one being measured (one at a time: a frame removed
    /// while it loads would cut its requests off).
    measured: RefCell<Option<Measured>>,
    measuring: RefCell<Option<Measure>>,
    settled: Timeout,
    give_up: Timeout,
}

/// The heights of an embed at the column's width, in CSS pixels.
#[derive(Clone)]
struct Measured {
    url: String,
    /// The embed page's content: the frame's height.
    frame: u32,
    /// The widget alone: the space an element keeps for it.
    widget: Option<u32>,
}

/// The embed page loading out of sight to be measured.
struct Measure {
    url: String,
    frame: HtmlIFrameElement,
    /// The last content height the page reported.
    height: Rc<Cell<Option<f64>>>,
    _heights: Listener,
}

impl Drop for Measure {
    fn drop(&mut self) {
        self.frame.remove();
    }
}

/// The panel of one widget. Dropping it removes its listeners.
pub struct EmbedPanel {
    shared: Rc<Shared>,
    _listeners: Vec<Listener>,
}

impl EmbedPanel {
    /// Opens the panel in `slot`, below the widget's `bar` and its `toggle` (which it answers
    /// from now on), for the widget whose root is `widget`.
    pub fn open(
        slot: &Element,
        (bar, toggle): (Element, Element),
        widget: &Element,
        placeholder: &Element,
        lang: Lang,
        state: Vec<(String, String)>,
    ) -> Result<EmbedPanel, JsValue> {
        let texts = Texts::new(lang);
        let parts = build(slot, bar, toggle, &texts)?;
        let shared = Rc::new_cyclic(|me: &Weak<Shared>| {
            let finish = |me: Weak<Shared>| {
                move || {
                    if let Some(shared) = me.upgrade() {
                        shared.finish_measure();
                    }
                }
            };
            Shared {
                parts,
                texts,
                widget: widget.clone(),
                kind: placeholder.get_attribute("data-widget").unwrap_or_default(),
                placeholder: data_attributes(placeholder),
                snapshot: RefCell::new(Snapshot { lang, state }),
                measured: RefCell::new(None),
                measuring: RefCell::new(None),
                settled: Timeout::new(finish(me.clone())),
                give_up: Timeout::new(finish(me.clone())),
            }
        });
        let parts = &shared.parts;
        let mut listeners = vec![
            on(&shared, &parts.toggle, "click", Shared::toggle)?,
            on(&shared, &parts.choices, "change", Shared::fill)?,
        ];
        let copyable = [
            (&parts.frame_code, &parts.frame_copy),
            (&parts.element_code, &parts.element_copy),
        ]
        .into_iter()
        .chain(parts.platform_codes.iter().map(|p| (&p.code, &p.copy)));
        for (code, button) in copyable {
            let code = code.clone();
            listeners.push(on(&shared, button, "click", move |shared| {
                copy(shared, &code)
            })?);
        }
        // Opened by the press that loaded it.
        shared.toggle();
        Ok(EmbedPanel {
            shared,
            _listeners: listeners,
        })
    }

    /// The widget's current shareable state (its URL pairs and step) and language; the
    /// snippets follow it while the panel is open.
    pub fn update(&self, state: Vec<(String, String)>, lang: Lang) {
        if lang != self.shared.texts.lang() {
            self.shared.texts.set_lang(lang);
        }
        *self.shared.snapshot.borrow_mut() = Snapshot { lang, state };
        if self.shared.is_open() {
            self.shared.fill();
        }
    }
}

/// A listener on `target` that calls `act` with the panel, while the panel lives.
fn on(
    shared: &Rc<Shared>,
    target: &Element,
    kind: &'static str,
    act: impl Fn(&Rc<Shared>) + 'static,
) -> Result<Listener, JsValue> {
    let weak = Rc::downgrade(shared);
    Listener::new(target, kind, move |_| {
        if let Some(shared) = weak.upgrade() {
            act(&shared);
        }
    })
}

fn build(slot: &Element, bar: Element, toggle: Element, texts: &Texts) -> Result<Parts, JsValue> {
    let panel_id = dom::fresh_id("embed");
    let panel = dom::child_with(slot, "div", "embed-panel", &[("id", &panel_id)])?;
    dom::set_attr(&toggle, "aria-controls", &panel_id);
    dom::set_attr(&toggle, "aria-expanded", "false");
    dom::set_hidden(&panel, true);
    texts.child(&panel, "p", "embed-intro", words::INTRO)?;
    let choices = dom::child(&panel, "div", "embed-choices", "")?;
    let fieldset = dom::child(&choices, "fieldset", "embed-parts", "")?;
    texts.child(&fieldset, "legend", "", words::PARTS)?;
    let select = |class: &str, label: Words, options: &[(&str, Words)]| {
        let wrap = dom::child(&choices, "div", &format!("field {class}"), "")?;
        let label = texts.child(&wrap, "label", "", label)?;
        let id = dom::fresh_id(class);
        let select = dom::child_with(&wrap, "select", "", &[("id", &id)])?;
        dom::set_attr(&label, "for", &id);
        for (value, words) in options {
            let option = texts.child(&select, "option", "", *words)?;
            dom::set_attr(&option, "value", value);
        }
        Ok::<Element, JsValue>(select)
    };
    let theme = select("embed-theme", words::THEME, &words::THEMES)?;
    let font = select("embed-font", words::FONT, &words::FONTS)?;
    let snippet = |parent: &Element,
                   class: &str,
                   title: Words,
                   copy_name: Words|
     -> Result<(HtmlTextAreaElement, Element), JsValue> {
        let block = dom::child(parent, "div", &format!("embed-snippet {class}"), "")?;
        let label = texts.child(&block, "label", "embed-label", title)?;
        let code: HtmlTextAreaElement = dom::child(&block, "textarea", "embed-code", "")?
            .dyn_into()
            .map_err(|_| JsValue::from_str("textarea"))?;
        let id = dom::fresh_id("embed-code");
        dom::set_attr(&code, "id", &id);
        dom::set_attr(&label, "for", &id);
        code.set_read_only(true);
        code.set_rows(4);
        dom::set_attr(&code, "spellcheck", "false");
        let copy = texts.button(&block, "btn embed-copy", words::COPY)?;
        texts.attr(&copy, "aria-label", copy_name);
        Ok((code, copy))
    };
    let (frame_code, frame_copy) = snippet(&panel, "embed-frame", words::FRAME, words::COPY_FRAME)?;
    texts.child(&panel, "p", "embed-note", words::FRAME_NOTE)?;
    let (element_code, element_copy) =
        snippet(&panel, "embed-element", words::ELEMENT, words::COPY_ELEMENT)?;
    let mut platform_codes = Vec::new();
    for platform in &PLATFORMS {
        let fold = dom::child(
            &panel,
            "details",
            &format!("embed-platform embed-{}", platform.name),
            "",
        )?;
        texts.child(&fold, "summary", "", platform.summary)?;
        texts.child(&fold, "p", "embed-note", platform.note)?;
        for &kind in platform.snippets {
            let (label, copy_name) = kind.words();
            let (code, copy) = snippet(&fold, &format!("embed-{}", kind.name()), label, copy_name)?;
            code.set_rows(kind.rows());
            platform_codes.push(PlatformCode {
                snippet: kind,
                code,
                copy,
            });
        }
    }
    let preview = texts.child(&panel, "a", "embed-preview", words::PREVIEW)?;
    dom::set_attr(&preview, "target", "_blank");
    dom::set_attr(&preview, "rel", "noopener");
    let status = dom::child_with(&panel, "p", "embed-status", &[("role", "status")])?;
    Ok(Parts {
        bar,
        toggle,
        panel,
        choices,
        part_boxes: RefCell::new(Vec::new()),
        theme,
        font,
        frame_code,
        frame_copy,
        element_code,
        element_copy,
        platform_codes,
        preview,
        status,
    })
}

/// The `height` of a `nimlab:height` message, if it is one.
fn reported_height(data: &JsValue) -> Option<f64> {
    let field = |name: &str| js_sys::Reflect::get(data, &name.into()).ok();
    let kind = field("type")?.as_string()?;
    let height = field("height")?.as_f64()?;
    (kind == HEIGHT_MESSAGE && height.is_finite() && height > 0.0).then_some(height)
}

/// A height in whole CSS pixels, rounded up so that nothing is cut off, within reason.
fn px(height: f64) -> u32 {
    height.ceil().clamp(0.0, 20_000.0) as u32
}

/// The placeholder's `data-*` attributes as (name without `data-`, value).
fn data_attributes(placeholder: &Element) -> Vec<(String, String)> {
    let names = placeholder.get_attribute_names();
    (0..names.length())
        .filter_map(|i| names.get(i).as_string())
        .filter_map(|name| {
            let short = name.strip_prefix("data-")?.to_string();
            let value = placeholder.get_attribute(&name)?;
            Some((short, value))
        })
        .collect()
}

impl Shared {
    fn is_open(&self) -> bool {
        !self.parts.panel.has_attribute("hidden")
    }

    fn toggle(self: &Rc<Self>) {
        let open = !self.is_open();
        dom::set_hidden(&self.parts.panel, !open);
        dom::set_attr(&self.parts.toggle, "aria-expanded", &open.to_string());
        dom::set_text(&self.parts.status, "");
        if open {
            self.offer_parts();
            self.fill();
        }
    }

    /// A box for each part the widget lays out (ticked: shown in the embed), made when the
    /// panel first opens, once the widget has all its parts.
    fn offer_parts(&self) {
        let mut boxes = self.parts.part_boxes.borrow_mut();
        if !boxes.is_empty() {
            return;
        }
        let Ok(Some(fieldset)) = self.parts.choices.query_selector("fieldset") else {
            return;
        };
        for el in dom::select_all_in(&self.widget, "[data-part]:not([hidden])") {
            let name = el.get_attribute("data-part").unwrap_or_default();
            let Some(part) = Part::named(&name).filter(|&p| p != Part::Embed) else {
                continue;
            };
            if boxes.iter().any(|(p, _)| *p == part) {
                continue;
            }
            let Ok(check) = super::toggle(&fieldset, &self.texts, part.words()) else {
                continue;
            };
            dom::set_attr(&check, "value", part.name());
            super::set_checked(&check, true);
            boxes.push((part, check));
        }
    }

    /// `panels` for the parts the author kept (none when every part is kept), `theme` unless it
    /// follows the reader's system, and `font` when a frame is to have the site's faces.
    fn choices(&self) -> Vec<(&'static str, String)> {
        let mut chosen = Vec::new();
        let boxes = self.parts.part_boxes.borrow();
        let kept: Vec<&str> = boxes
            .iter()
            .filter(|(_, check)| super::fields::is_checked(check))
            .map(|(part, _)| part.name())
            .collect();
        if kept.len() < boxes.len() {
            chosen.push(("panels", kept.join(",")));
        }
        let theme = selected(&self.parts.theme);
        if theme == "light" || theme == "dark" {
            chosen.push(("theme", theme));
        }
        if selected(&self.parts.font) == "nimlab" {
            chosen.push(("font", "nimlab".to_string()));
        }
        chosen
    }

    /// Writes the snippets of the widget as it is now, with the heights measured for it (or,
    /// until they arrive, the last ones measured, else an estimate), and measures them if
    /// they are not yet.
    fn fill(self: &Rc<Self>) {
        let spec = {
            let snapshot = self.snapshot.borrow();
            let mut state: Vec<(&str, String)> = snapshot
                .state
                .iter()
                .map(|(key, value)| (key.as_str(), value.clone()))
                .collect();
            state.extend(self.choices());
            state.push(("lang", snapshot.lang.code().to_string()));
            EmbedSpec::new(&self.kind, &self.placeholder, &state)
        };
        let site = dom::site_address();
        let url = spec.frame_url(&site);
        let measured = self.measured.borrow().clone();
        let (frame, widget) = match &measured {
            Some(m) => (m.frame, m.widget),
            None => (self.estimate(), None),
        };
        let title = format!("nimlab: {}", self.title());
        self.parts
            .frame_code
            .set_value(&spec.frame_snippet(&site, &title, frame));
        self.parts
            .element_code
            .set_value(&spec.element_snippet(&site, widget));
        for platform in &self.parts.platform_codes {
            let text = platform.snippet.text(&spec, &site, &title, frame);
            platform.code.set_value(&text);
        }
        dom::set_attr(&self.parts.preview, "href", &url);
        if !measured.is_some_and(|m| m.url == url) {
            self.measure(url);
        }
    }

    /// The frame's height from the widget on this page, for the moment before the measure.
    fn estimate(&self) -> u32 {
        // The widget down to this panel's bar: the panel itself is not part of the embed.
        let widget_top = self.widget.get_bounding_client_rect().top();
        let bar_top = self.parts.bar.get_bounding_client_rect().top();
        let height = bar_top - widget_top + EMBED_CHROME_PX;
        ((height / 10.0).ceil() * 10.0).clamp(200.0, 4000.0) as u32
    }

    /// Loads the embed `url` out of sight, in a frame as wide as a blog's column (720 px: see
    /// `.embed-measure` in the stylesheet), unless a measure is under way (when it ends, `fill`
    /// asks for the newest state).
    fn measure(self: &Rc<Self>, url: String) {
        if self.measuring.borrow().is_some() {
            return;
        }
        let Some(doc) = dom::document() else { return };
        let Some(body) = doc.body() else { return };
        let Some(frame) = dom::element(&doc, "iframe", "embed-measure")
            .ok()
            .and_then(|el| el.dyn_into::<HtmlIFrameElement>().ok())
        else {
            return;
        };
        // Out of the focus order and of the accessibility tree (the stylesheet makes it
        // transparent).
        dom::set_attr(&frame, "inert", "");
        dom::set_attr(&frame, "aria-hidden", "true");
        dom::set_attr(&frame, "tabindex", "-1");
        dom::set_attr(&frame, "title", "nimlab");
        let height = Rc::new(Cell::new(None));
        let Some(window) = dom::window() else { return };
        // Offline the embed page cannot start (the site's offline copy leaves out the builds
        // made for embeds): the snippets keep the estimate until a change online.
        if !window.navigator().on_line() {
            return;
        }
        let heard = height.clone();
        let source = frame.clone();
        let me = Rc::downgrade(self);
        let Ok(heights) = Listener::new(&window, "message", move |event| {
            let Some(message) = event.dyn_ref::<MessageEvent>() else {
                return;
            };
            let from_frame = match (message.source(), source.content_window()) {
                (Some(from), Some(frame)) => JsValue::from(from) == JsValue::from(frame),
                _ => false,
            };
            if let Some(value) = from_frame
                .then(|| reported_height(&message.data()))
                .flatten()
            {
                heard.set(Some(value));
                if let Some(shared) = me.upgrade() {
                    shared.settled.schedule(SETTLED_MS);
                }
            }
        }) else {
            return;
        };
        frame.set_src(&url);
        if body.append_child(&frame).is_err() {
            return;
        }
        self.give_up.schedule(GIVE_UP_MS);
        *self.measuring.borrow_mut() = Some(Measure {
            url,
            frame,
            height,
            _heights: heights,
        });
    }

    /// Takes the measured page's heights, removes its frame, and writes the snippets again. A
    /// page that reported nothing keeps the estimate, and is not measured again.
    fn finish_measure(self: &Rc<Self>) {
        self.settled.cancel();
        self.give_up.cancel();
        let Some(measure) = self.measuring.borrow_mut().take() else {
            return;
        };
        let widget = measure
            .frame
            .content_document()
            .and_then(|doc| doc.query_selector(".widget").ok().flatten())
            .map(|widget| px(widget.get_bounding_client_rect().height()));
        let height = measure.height.get();
        *self.measured.borrow_mut() = Some(Measured {
            url: measure.url.clone(),
            frame: height.map_or_else(|| self.estimate(), px),
            widget: height.and(widget),
        });
        drop(measure);
        if self.is_open() {
            self.fill();
        }
    }

    /// The widget's heading, for the frame's accessible title.
    fn title(&self) -> String {
        self.widget
            .query_selector("h2, h3, h4")
            .ok()
            .flatten()
            .and_then(|h| h.text_content())
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
            .unwrap_or_else(|| self.kind.clone())
    }
}

fn copy(shared: &Rc<Shared>, code: &HtmlTextAreaElement) {
    // Selected either way: if the clipboard is refused, Ctrl+C still copies it.
    code.select();
    let lang = shared.snapshot.borrow().lang;
    let status = shared.parts.status.clone();
    let done = move |ok: bool| {
        let text = lang.say(if ok {
            words::COPIED
        } else {
            words::COPY_REFUSED
        });
        dom::set_text(&status, text);
    };
    dom::copy_to_clipboard(&code.value(), done);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn platform_files_get_the_site_address() {
        let spec = EmbedSpec::new("nim", &[], &[]);
        for text in [
            PlatformSnippet::HugoShortcode,
            PlatformSnippet::HugoFrameShortcode,
            PlatformSnippet::JekyllInclude,
        ]
        .map(|s| s.text(&spec, "https://x.org/nimlab/", "t", 300))
        {
            assert!(!text.contains("SITE/"), "{text}");
            assert!(
                text.contains("<script type=\"module\" src=\"https://x.org/nimlab/embed.js\">"),
                "{text}"
            );
        }
        let every: Vec<PlatformSnippet> = PLATFORMS
            .iter()
            .flat_map(|p| p.snippets.iter().copied())
            .collect();
        assert_eq!(every.len(), 6, "each snippet once");
    }
}
