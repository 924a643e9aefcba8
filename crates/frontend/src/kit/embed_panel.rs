//! The "Nhúng / Embed" panel at the foot of every widget on the site: the two snippets that
//! put this widget, with its *current* input and step, into someone else's page — a frame of
//! `embed.html`, or a `<nimlab-widget>` element — each with a Copy button, and a link that
//! opens the frame on its own; then, folded by platform, what a blog engine takes (a Hugo
//! shortcode, a Jekyll include, a frame for WordPress's Custom HTML block).
//!
//! The snippets carry the lesson placeholder's attributes (the widget's configuration, such as
//! `game="octal"`) overridden by the widget's shareable state (the same `key=value` pairs its
//! link keeps in the URL fragment). The shell restores a widget from either, so an embed opens
//! exactly what the author was looking at.
//!
//! The frame snippet's starting height (and the element's `reserve`) is measured, not guessed:
//! the embed page itself is loaded out of sight in a frame as wide as a blog's column, and
//! reports its content's height as any frame does. The widget on this page cannot tell it: its
//! width, the page's media queries and its fit to the screen are this page's, not the frame's.

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use nimlab_solver::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlIFrameElement, HtmlTextAreaElement, MessageEvent};

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

/// The embed's themes: as the reader's system says, light, dark.
const THEMES: [&str; 3] = ["auto", "light", "dark"];

/// Placeholder attributes that are not part of the widget's input: the page sets them (and
/// `reserve` is the element's own).
const NOT_COPIED: [&str; 4] = ["widget", "step", "lang", "reserve"];

/// The files a blog engine needs, from `lessons/platforms/` (the authors' page shows the very
/// same files, so the two cannot drift apart). `SITE/` in them stands for the site's address.
const HUGO_SHORTCODE: &str = include_str!("../../../../lessons/platforms/hugo/nimlab.html");
const HUGO_FRAME_SHORTCODE: &str =
    include_str!("../../../../lessons/platforms/hugo/nimlab-frame.html");
const JEKYLL_INCLUDE: &str = include_str!("../../../../lessons/platforms/jekyll/nimlab.html");

/// The message a frame sends its parent: `{ type: "nimlab:height", height }`.
pub const HEIGHT_MESSAGE: &str = "nimlab:height";

/// The widget as an embed: its kind and its attributes (name without `data-`, value).
#[derive(Clone, Debug, PartialEq)]
pub struct EmbedSpec {
    pub kind: String,
    pub attributes: Vec<(String, String)>,
}

impl EmbedSpec {
    /// The placeholder's configuration, then `state` (the shareable pairs, the step, the
    /// language) replacing attributes of the same name or added after them.
    pub fn new(kind: &str, placeholder: &[(String, String)], state: &[(&str, String)]) -> Self {
        let mut attributes: Vec<(String, String)> = placeholder
            .iter()
            .filter(|(name, _)| is_attribute_name(name) && !NOT_COPIED.contains(&name.as_str()))
            .cloned()
            .collect();
        for (name, value) in state {
            if !is_attribute_name(name) {
                continue;
            }
            match attributes.iter_mut().find(|(n, _)| n == name) {
                Some(slot) => slot.1 = value.clone(),
                None => attributes.push((name.to_string(), value.clone())),
            }
        }
        EmbedSpec {
            kind: kind.to_string(),
            attributes,
        }
    }

    /// `SITE/embed.html?widget=…&…`, readable: commas and dots stay as they are.
    pub fn frame_url(&self, site: &str) -> String {
        let mut url = format!("{site}embed.html?widget={}", percent_encode(&self.kind));
        for (name, value) in &self.attributes {
            url.push_str(&format!("&{name}={}", percent_encode(value)));
        }
        url
    }

    /// The frame, and the loader that makes it follow its content's height (a platform that
    /// strips scripts keeps the frame at `height`). Sized and unframed by attributes, not a
    /// `style` attribute, so that a post under a strict Content-Security-Policy (no
    /// `'unsafe-inline'` styles) can hold it; `frameborder`, though old, is the one way to drop
    /// the border without CSS, and the post's own CSS still wins over it.
    pub fn frame_snippet(&self, site: &str, title: &str, height: u32) -> String {
        format!(
            "<iframe src=\"{}\" title=\"{}\" width=\"100%\" height=\"{height}\" \
             frameborder=\"0\" loading=\"lazy\"></iframe>\n<script type=\"module\" src=\"{}\"></script>",
            escape_html(&self.frame_url(site)),
            escape_html(title),
            escape_html(&format!("{site}embed.js")),
        )
    }

    /// The loader, then the element with the widget's attributes, and the space it keeps (in
    /// px) until its widget runs, when measured.
    pub fn element_snippet(&self, site: &str, reserve: Option<u32>) -> String {
        let mut element = format!("<nimlab-widget widget=\"{}\"", escape_html(&self.kind));
        for (name, value) in &self.attributes {
            element.push_str(&format!(" {name}=\"{}\"", escape_html(value)));
        }
        if let Some(reserve) = reserve {
            element.push_str(&format!(" reserve=\"{reserve}\""));
        }
        element.push_str("></nimlab-widget>");
        format!(
            "<script type=\"module\" src=\"{}\"></script>\n{element}",
            escape_html(&format!("{site}embed.js"))
        )
    }

    /// The widget's name, then its attributes: the parameters of a shortcode or an include.
    fn parameters(&self) -> impl Iterator<Item = (&str, &str)> {
        std::iter::once(("widget", self.kind.as_str())).chain(
            self.attributes
                .iter()
                .map(|(name, value)| (name.as_str(), value.as_str())),
        )
    }

    /// `{{< nimlab widget="…" … >}}`, the call of the Hugo shortcode in a Markdown post.
    pub fn hugo_call(&self) -> String {
        let mut call = String::from("{{< nimlab");
        for (name, value) in self.parameters() {
            call.push_str(&format!(" {name}={}", hugo_string(value)));
        }
        call.push_str(" >}}");
        call
    }

    /// `{% include nimlab.html widget="…" … %}`, the call of the Jekyll include in a post.
    pub fn jekyll_call(&self) -> String {
        let mut call = String::from("{% include nimlab.html");
        for (name, value) in self.parameters() {
            call.push_str(&format!(" {name}={}", jekyll_string(value)));
        }
        call.push_str(" %}");
        call
    }

    /// The frame snippet without its loader: WordPress strips scripts from the posts of anyone
    /// who may not post unfiltered HTML, so the frame keeps the height written in it.
    pub fn wordpress_snippet(&self, site: &str, title: &str, height: u32) -> String {
        self.frame_snippet(site, title, height)
            .lines()
            .filter(|line| !line.trim_start().starts_with("<script"))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// Lowercase letters, digits and hyphens, starting with a letter: the names an embed accepts.
pub fn is_attribute_name(name: &str) -> bool {
    name.len() <= 32
        && name.starts_with(|c: char| c.is_ascii_lowercase())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// Text for a quoted attribute of the snippets.
fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    // Writing into a String cannot fail.
    let _ = pulldown_cmark_escape::escape_html(&mut out, text);
    out
}

/// A value as a Hugo shortcode parameter. Hugo reads `"…"` with `\"` for a quote but has no way
/// to write a line break there, nor a backslash before a quote; it reads `` `…` `` as it is, with
/// no way to write a backtick. So: quotes when they need no escape, else backticks, else (a
/// value with a backtick *and* a quote, backslash or line break, never valid input) quotes,
/// dropping backslashes and turning control characters into spaces: less faithful, still one
/// parameter. Hugo escapes the value where the shortcode writes it.
fn hugo_string(value: &str) -> String {
    let needs_escape = |c: char| c == '"' || c == '\\' || c.is_control();
    if !value.contains(needs_escape) {
        return format!("\"{value}\"");
    }
    if !value.contains('`') {
        return format!("`{value}`");
    }
    let mut out = String::from('"');
    for c in value.chars() {
        match c {
            '\\' => {}
            '"' => out.push_str("\\\""),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A value as a Jekyll include parameter, in double quotes. Liquid ends a tag at the first `%}`
/// whatever the quotes, and Jekyll unescapes nothing but `\"`; so every character that could end
/// the quotes or the tag, or start markup, is written as an HTML character reference, which the
/// include's `escape_once` keeps and the browser reads back as the character.
fn jekyll_string(value: &str) -> String {
    let mut out = String::from('"');
    for c in value.chars() {
        match c {
            '"' | '\'' | '\\' | '%' | '{' | '}' | '&' | '<' | '>' => {
                out.push_str(&format!("&#{};", u32::from(c)))
            }
            c if c.is_control() => out.push_str(&format!("&#{};", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Percent-encodes a query value, keeping the characters that need no encoding there and read
/// naturally in a list (`,` and `.`).
fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b',' => {
                out.push(char::from(byte))
            }
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

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
            PlatformSnippet::HugoCall => (
                (
                    "Lệnh gọi trong bài (Markdown)",
                    "The call in your post (Markdown)",
                ),
                ("Chép lệnh gọi Hugo", "Copy the Hugo call"),
            ),
            PlatformSnippet::HugoShortcode => (
                (
                    "Tệp layouts/shortcodes/nimlab.html",
                    "The file layouts/shortcodes/nimlab.html",
                ),
                ("Chép tệp nimlab.html của Hugo", "Copy Hugo's nimlab.html"),
            ),
            PlatformSnippet::HugoFrameShortcode => (
                (
                    "Tệp layouts/shortcodes/nimlab-frame.html (bản khung nhúng)",
                    "The file layouts/shortcodes/nimlab-frame.html (the frame variant)",
                ),
                (
                    "Chép tệp nimlab-frame.html của Hugo",
                    "Copy Hugo's nimlab-frame.html",
                ),
            ),
            PlatformSnippet::JekyllCall => (
                ("Lệnh gọi trong bài", "The call in your post"),
                ("Chép lệnh gọi Jekyll", "Copy the Jekyll call"),
            ),
            PlatformSnippet::JekyllInclude => (
                (
                    "Tệp _includes/nimlab.html",
                    "The file _includes/nimlab.html",
                ),
                (
                    "Chép tệp nimlab.html của Jekyll",
                    "Copy Jekyll's nimlab.html",
                ),
            ),
            PlatformSnippet::WordPressFrame => (
                (
                    "Khung cho khối HTML tùy chỉnh (Custom HTML)",
                    "The frame for a Custom HTML block",
                ),
                ("Chép khung cho WordPress", "Copy the WordPress frame"),
            ),
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
        let file = |template: &str| template.replace("SITE/", site);
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
        summary: (
            "Hugo: shortcode (nên dùng)",
            "Hugo: a shortcode (recommended)",
        ),
        note: (
            "Lưu hai tệp dưới đây vào thư mục layouts/shortcodes/ của trang Hugo (một lần), rồi \
             dán lệnh gọi vào bài. Mặc định Hugo không in HTML viết thẳng trong Markdown (nó \
             ghi <!-- raw HTML omitted --> thay vào, trừ khi cấu hình có \
             [markup.goldmark.renderer] unsafe = true), còn shortcode thì luôn chạy: vì thế nên \
             dùng shortcode. Muốn khung nhúng thay cho thẻ, viết nimlab-frame thay cho nimlab.",
            "Save the two files below in your Hugo site's layouts/shortcodes/ folder (once), then \
             paste the call into your post. By default Hugo drops HTML written in Markdown (it \
             writes <!-- raw HTML omitted --> instead, unless the configuration sets \
             [markup.goldmark.renderer] unsafe = true), while shortcodes always work: that is \
             why the shortcode is the way to go. For a frame instead of an element, write \
             nimlab-frame in place of nimlab.",
        ),
        snippets: &[
            PlatformSnippet::HugoCall,
            PlatformSnippet::HugoShortcode,
            PlatformSnippet::HugoFrameShortcode,
        ],
    },
    Platform {
        name: "jekyll",
        summary: ("Jekyll: tệp include", "Jekyll: an include"),
        note: (
            "Lưu tệp dưới đây thành _includes/nimlab.html trong trang Jekyll (một lần), rồi dán \
             lệnh gọi vào bài.",
            "Save the file below as _includes/nimlab.html in your Jekyll site (once), then paste \
             the call into your post.",
        ),
        snippets: &[PlatformSnippet::JekyllCall, PlatformSnippet::JekyllInclude],
    },
    Platform {
        name: "wordpress",
        summary: (
            "WordPress: khối HTML tùy chỉnh",
            "WordPress: a Custom HTML block",
        ),
        note: (
            "Thêm một khối HTML tùy chỉnh (Custom HTML) và dán khung vào. Khối này giữ thẻ iframe \
             cho người được đăng HTML tự do (quyền unfiltered_html: quản trị viên và biên tập \
             viên của một trang WordPress đơn; trên mạng nhiều trang, chỉ quản trị viên mạng). \
             Với tác giả và cộng tác viên, WordPress xóa cả script lẫn iframe khi lưu bài: hãy \
             nhờ biên tập viên dán khung. Không có script nào chỉnh chiều cao, nên khung giữ \
             chiều cao ghi sẵn, đo từ mô phỏng bạn đang xem.",
            "Add a Custom HTML block and paste the frame into it. The block keeps an iframe for \
             people who may post unfiltered HTML (the unfiltered_html capability: administrators \
             and editors of a single WordPress site; on a multisite network, super admins only). \
             For authors and contributors WordPress strips scripts and iframes alike when the \
             post is saved: ask an editor to paste the frame. No script fits its height, so the \
             frame keeps the height written in it, measured from the widget you are looking at.",
        ),
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
    /// The author's choices: which parts the embed shows, and its theme.
    choices: Element,
    part_boxes: RefCell<Vec<(Part, Element)>>,
    theme: Element,
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
    state: Vec<(&'static str, String)>,
}

struct Shared {
    parts: Parts,
    /// The widget's bound texts (the part boxes' names are bound when they are made).
    texts: Rc<Texts>,
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
    /// Appends the panel to `slot`, for the widget whose root is `widget`. `None` inside an
    /// embed or on someone else's page: the snippets are for the site's own readers.
    pub fn new(
        slot: &Element,
        widget: &Element,
        placeholder: &Element,
        texts: &Rc<Texts>,
    ) -> Result<Option<EmbedPanel>, JsValue> {
        let embedded = dom::document().is_some_and(|doc| super::host::is_embed_page(&doc));
        if embedded || super::host::on_host_page() {
            return Ok(None);
        }
        let parts = build(slot, texts)?;
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
                texts: texts.clone(),
                widget: widget.clone(),
                kind: placeholder.get_attribute("data-widget").unwrap_or_default(),
                placeholder: data_attributes(placeholder),
                snapshot: RefCell::new(Snapshot {
                    lang: Lang::default(),
                    state: Vec::new(),
                }),
                measured: RefCell::new(None),
                measuring: RefCell::new(None),
                settled: Timeout::new(finish(me.clone())),
                give_up: Timeout::new(finish(me.clone())),
            }
        });
        let mut listeners = Vec::new();
        let toggled = Rc::downgrade(&shared);
        listeners.push(Listener::new(&shared.parts.toggle, "click", move |_| {
            if let Some(shared) = toggled.upgrade() {
                shared.toggle();
            }
        })?);
        let chosen = Rc::downgrade(&shared);
        listeners.push(Listener::new(&shared.parts.choices, "change", move |_| {
            if let Some(shared) = chosen.upgrade() {
                shared.fill();
            }
        })?);
        let parts = &shared.parts;
        let copyable = [
            (&parts.frame_code, &parts.frame_copy),
            (&parts.element_code, &parts.element_copy),
        ]
        .into_iter()
        .chain(parts.platform_codes.iter().map(|p| (&p.code, &p.copy)));
        for (code, button) in copyable {
            let copied = Rc::downgrade(&shared);
            let code = code.clone();
            listeners.push(Listener::new(button, "click", move |_| {
                if let Some(shared) = copied.upgrade() {
                    copy(&shared, &code);
                }
            })?);
        }
        Ok(Some(EmbedPanel {
            shared,
            _listeners: listeners,
        }))
    }

    /// The widget's current shareable state (its URL pairs and step) and language; the
    /// snippets follow it while the panel is open.
    pub fn update(&self, state: Vec<(&'static str, String)>, lang: Lang) {
        *self.shared.snapshot.borrow_mut() = Snapshot { lang, state };
        if self.shared.is_open() {
            self.shared.fill();
        }
    }
}

fn build(widget: &Element, texts: &Texts) -> Result<Parts, JsValue> {
    let bar = dom::child(widget, "div", "embed-bar", "")?;
    let toggle = texts.button(
        &bar,
        "btn embed-toggle",
        ("Nhúng vào trang khác", "Embed in your page"),
    )?;
    let panel = dom::child(widget, "div", "embed-panel", "")?;
    let panel_id = dom::fresh_id("embed");
    dom::set_attr(&panel, "id", &panel_id);
    dom::set_attr(&toggle, "aria-controls", &panel_id);
    dom::set_attr(&toggle, "aria-expanded", "false");
    dom::set_hidden(&panel, true);
    texts.child(
        &panel,
        "p",
        "embed-intro",
        (
            "Dán một trong hai đoạn dưới đây vào bài viết của bạn: mô phỏng sẽ mở đúng dữ liệu và \
             đúng bước bạn đang xem.",
            "Paste one of these into your post: the simulation opens with the input and at the \
             step you are looking at now.",
        ),
    )?;
    let choices = dom::child(&panel, "div", "embed-choices", "")?;
    let fieldset = dom::child(&choices, "fieldset", "embed-parts", "")?;
    texts.child(&fieldset, "legend", "", ("Phần hiển thị", "Parts to show"))?;
    let theme_wrap = dom::child(&choices, "div", "field embed-theme", "")?;
    let theme_label = texts.child(&theme_wrap, "label", "", ("Giao diện", "Theme"))?;
    let theme = dom::child(&theme_wrap, "select", "", "")?;
    let theme_id = dom::fresh_id("embed-theme");
    dom::set_attr(&theme, "id", &theme_id);
    dom::set_attr(&theme_label, "for", &theme_id);
    let theme_words = [
        ("Theo máy người đọc", "As the reader's system"),
        ("Sáng", "Light"),
        ("Tối", "Dark"),
    ];
    for (value, words) in THEMES.into_iter().zip(theme_words) {
        let option = texts.child(&theme, "option", "", words)?;
        dom::set_attr(&option, "value", value);
    }
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
        let copy = texts.button(&block, "btn embed-copy", ("Chép", "Copy"))?;
        texts.attr(&copy, "aria-label", copy_name.0, copy_name.1);
        Ok((code, copy))
    };
    let (frame_code, frame_copy) = snippet(
        &panel,
        "embed-frame",
        (
            "Khung (iframe), dùng được ở mọi nền tảng",
            "A frame (iframe), for any platform",
        ),
        ("Chép đoạn khung", "Copy the frame snippet"),
    )?;
    texts.child(
        &panel,
        "p",
        "embed-note",
        (
            "Dòng thứ hai giúp khung tự co giãn theo nội dung; nơi nào xoá thẻ script thì khung \
             giữ chiều cao đã ghi.",
            "The second line lets the frame follow its content's height; where scripts are \
             stripped, the frame keeps the height written in it.",
        ),
    )?;
    let (element_code, element_copy) = snippet(
        &panel,
        "embed-element",
        (
            "Thẻ <nimlab-widget>, nơi cho phép script",
            "A <nimlab-widget> element, where scripts are allowed",
        ),
        (
            "Chép đoạn thẻ nimlab-widget",
            "Copy the nimlab-widget snippet",
        ),
    )?;
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
    let preview = texts.child(
        &panel,
        "a",
        "embed-preview",
        (
            "Xem thử khung trong thẻ mới",
            "Preview the frame in a new tab",
        ),
    )?;
    dom::set_attr(&preview, "target", "_blank");
    dom::set_attr(&preview, "rel", "noopener");
    let status = dom::child(&panel, "p", "embed-status", "")?;
    dom::set_attr(&status, "role", "status");
    Ok(Parts {
        bar,
        toggle,
        panel,
        choices,
        part_boxes: RefCell::new(Vec::new()),
        theme,
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
    let kind = js_sys::Reflect::get(data, &"type".into())
        .ok()?
        .as_string()?;
    let height = js_sys::Reflect::get(data, &"height".into())
        .ok()?
        .as_f64()?;
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
        dom::set_attr(
            &self.parts.toggle,
            "aria-expanded",
            if open { "true" } else { "false" },
        );
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
            let Ok(label) = dom::child(&fieldset, "label", "toggle", "") else {
                continue;
            };
            let (Ok(check), Ok(_)) = (
                dom::child(&label, "input", "", ""),
                self.texts.child(&label, "span", "", part.words()),
            ) else {
                continue;
            };
            dom::set_attr(&check, "type", "checkbox");
            dom::set_attr(&check, "value", part.name());
            super::set_checked(&check, true);
            boxes.push((part, check));
        }
    }

    /// `panels` for the parts the author kept (none when every part is kept), and `theme`
    /// unless it follows the reader's system.
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
        let theme = self
            .parts
            .theme
            .dyn_ref::<web_sys::HtmlSelectElement>()
            .map(|s| s.value())
            .unwrap_or_default();
        if theme == "light" || theme == "dark" {
            chosen.push(("theme", theme));
        }
        chosen
    }

    /// Writes the snippets of the widget as it is now, with the heights measured for it (or,
    /// until they arrive, the last ones measured, else an estimate), and measures them if
    /// they are not yet.
    fn fill(self: &Rc<Self>) {
        let spec = {
            let snapshot = self.snapshot.borrow();
            let mut state = snapshot.state.clone();
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
        let measured = match measure.height.get() {
            Some(frame) => Measured {
                url: measure.url.clone(),
                frame: px(frame),
                widget,
            },
            None => Measured {
                url: measure.url.clone(),
                frame: self.estimate(),
                widget: None,
            },
        };
        *self.measured.borrow_mut() = Some(measured);
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
    let parts = &shared.parts;
    // Selected either way: if the clipboard is refused, Ctrl+C still copies it.
    code.select();
    let lang = shared.snapshot.borrow().lang;
    let status = parts.status.clone();
    let done = move |ok: bool| {
        let text = if ok {
            lang.pick("Đã chép vào bộ nhớ tạm.", "Copied to the clipboard.")
        } else {
            lang.pick(
                "Trình duyệt không cho chép tự động: đoạn mã đã được chọn, hãy bấm Ctrl+C.",
                "The browser refused to copy: the snippet is selected, press Ctrl+C.",
            )
        };
        dom::set_text(&status, text);
    };
    dom::copy_to_clipboard(&code.value(), done);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn state_overrides_the_placeholder_and_page_keys_are_dropped() {
        let placeholder = pairs(&[
            ("widget", "sg-table"),
            ("game", "octal"),
            ("n", "120"),
            ("step", "4"),
            ("lang", "en"),
        ]);
        let spec = EmbedSpec::new(
            "sg-table",
            &placeholder,
            &[
                ("n", "60".into()),
                ("cell", "3.1".into()),
                ("step", "7".into()),
            ],
        );
        assert_eq!(
            spec.attributes,
            pairs(&[
                ("game", "octal"),
                ("n", "60"),
                ("cell", "3.1"),
                ("step", "7")
            ])
        );
    }

    #[test]
    fn frame_url_is_readable_and_encoded() {
        let spec = EmbedSpec::new(
            "wl-table",
            &[],
            &[
                ("moves", "1,3,4".into()),
                ("n", "14".into()),
                ("note", "a b&c".into()),
            ],
        );
        assert_eq!(
            spec.frame_url("https://x.org/nimlab/"),
            "https://x.org/nimlab/embed.html?widget=wl-table&moves=1,3,4&n=14&note=a%20b%26c"
        );
    }

    #[test]
    fn hostile_values_stay_text_in_both_snippets() {
        let hostile = "\"><img src=x onerror=alert(1)>";
        let spec = EmbedSpec::new("nim", &[], &[("heaps", hostile.into())]);
        let element = spec.element_snippet("https://x.org/", None);
        assert!(element.contains("heaps=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt;\""));
        assert_eq!(element.matches('<').count(), 4, "{element}");
        let frame = spec.frame_snippet("https://x.org/", "nimlab: <b>", 300);
        assert!(frame.contains("%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E"));
        assert!(frame.contains("title=\"nimlab: &lt;b&gt;\""));
        assert!(frame.contains(" width=\"100%\" height=\"300\" frameborder=\"0\" "));
        assert!(
            !frame.contains("style="),
            "a strict CSP would block it: {frame}"
        );
        assert_eq!(frame.matches('<').count(), 4, "{frame}");
    }

    #[test]
    fn odd_names_are_not_copied() {
        let placeholder = pairs(&[("Bad", "1"), ("on click", "2"), ("ok-name", "3")]);
        let spec = EmbedSpec::new("nim", &placeholder, &[]);
        assert_eq!(spec.attributes, pairs(&[("ok-name", "3")]));
        let amp = EmbedSpec::new("nim", &[], &[("heaps", "1&2".into())]);
        assert!(amp.frame_snippet("s/", "t", 200).contains("heaps=1%262"));
        assert!(amp
            .element_snippet("s/", None)
            .contains("heaps=\"1&amp;2\""));
        assert!(amp
            .element_snippet("s/", Some(612))
            .ends_with(" heaps=\"1&amp;2\" reserve=\"612\"></nimlab-widget>"));
    }

    #[test]
    fn hugo_and_jekyll_calls_carry_the_state() {
        let spec = EmbedSpec::new(
            "wl-table",
            &[],
            &[
                ("moves", "1,3,4".into()),
                ("step", "5".into()),
                ("lang", "en".into()),
            ],
        );
        assert_eq!(
            spec.hugo_call(),
            r#"{{< nimlab widget="wl-table" moves="1,3,4" step="5" lang="en" >}}"#
        );
        assert_eq!(
            spec.jekyll_call(),
            r#"{% include nimlab.html widget="wl-table" moves="1,3,4" step="5" lang="en" %}"#
        );
    }

    #[test]
    fn hostile_values_stay_one_parameter_in_the_calls() {
        let hostile = "\"><img src=x onerror=alert(1)> >}} %} {{ \\";
        let spec = EmbedSpec::new("nim", &[], &[("heaps", hostile.into())]);
        // Hugo: raw backticks hold it as it is (Hugo escapes it where the shortcode writes it).
        assert_eq!(
            spec.hugo_call(),
            format!("{{{{< nimlab widget=\"nim\" heaps=`{hostile}` >}}}}")
        );
        // A backtick too: quotes, `\"` for the quote, the backslash dropped.
        let worse = EmbedSpec::new("nim", &[], &[("heaps", "a`\"\\\nb".into())]);
        assert_eq!(
            worse.hugo_call(),
            "{{< nimlab widget=\"nim\" heaps=\"a`\\\" b\" >}}"
        );
        // Jekyll: nothing that ends the quotes or the tag, or starts markup, is left.
        let jekyll = spec.jekyll_call();
        assert_eq!(
            jekyll,
            "{% include nimlab.html widget=\"nim\" heaps=\"&#34;&#62;&#60;img src=x \
             onerror=alert(1)&#62; &#62;&#125;&#125; &#37;&#125; &#123;&#123; &#92;\" %}"
        );
        assert_eq!(jekyll.matches('"').count(), 4, "{jekyll}");
        assert_eq!(jekyll.matches("%}").count(), 1, "{jekyll}");
    }

    #[test]
    fn the_wordpress_frame_is_the_frame_without_its_script() {
        let spec = EmbedSpec::new("nim", &[], &[("heaps", "3,4,5".into())]);
        let frame = spec.frame_snippet("https://x.org/", "nimlab: Nim", 640);
        let wordpress = spec.wordpress_snippet("https://x.org/", "nimlab: Nim", 640);
        assert!(frame.starts_with(&wordpress), "{frame}");
        assert!(wordpress.starts_with("<iframe ") && wordpress.ends_with("</iframe>"));
        assert!(wordpress.contains(" height=\"640\""));
        assert!(!wordpress.contains("<script"), "{wordpress}");
    }

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
