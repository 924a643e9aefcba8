//! The stage: the one frame every widget is laid out in.
//!
//! A widget builds into named parts, each marked `data-part="…"` in the DOM: `intro`, `input`
//! (its fields), `picture` (the board, table or grid), `sentence` (what this step does),
//! `player` (the step controls), `practice` (predicting, answering), `analysis` (summaries,
//! reference tables), `code` (program, variables, stdin), `play` (playing the computer) and
//! `embed`. The stylesheet keeps picture, sentence and player together (the player right under
//! the picture, never below the code), puts the code beside them on a wide stage and below
//! them on a narrow one, and lets the secondary panels fold away. `panels` (placeholder
//! `data-panels`, embed `panels=`, element attribute) names the parts to lay out.
//!
//! The stage also owns what every widget offers the same way: a full-screen button, a link to
//! the moment on screen, and the list of keyboard shortcuts. Keys reach the widget last
//! clicked or focused (see [`keys`](super::keys)).
//!
//! **Layout.** On a stage at least 50rem wide (a lesson at 1100 px and wider, a full-width
//! embed) the code stands beside picture, sentence and player; on a narrower one it folds below
//! them. Code, play and reference tables are folding panels (`<details>`). On a window at least
//! 1100 px wide, a picture taller than the screen leaves under the site's header with its
//! sentence and player is scaled down to fit (never below 60 %, measured again whenever the
//! stage changes size), so a step needs no scrolling; in a post or a frame the host page's layout
//! decides. Full screen uses the Fullscreen API, or the stage covering the window where that is
//! missing: the introduction and the fields give their room to the picture, which is scaled as
//! large as it fits with the sentence and the player. A `panels` name that is not a part is said
//! in the widget, and every part is laid out.
//!
//! **Questions before answers.** A lesson opens a widget where its text asks a question
//! (`data-step="0"`); otherwise a widget rests on its finished picture. Turning predict mode on
//! goes back to step 0, and from then on nothing not yet reached is on screen.
//!
//! **Keys** (listed by the `?` tool): → or PageDown step forward (presentation clickers send
//! PageDown), ← or PageUp back, Space plays and pauses, Home and End go to the start and the
//! end, F toggles full screen (Esc leaves), `?` shows the list; predict mode adds a widget's own
//! answers (W / L, digits). Never while typing in a field. The chosen speed is remembered by the
//! browser for every widget (`player.rs`).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use nimlab_course::widgets::Opening;
use nimlab_solver::decimal;
use nimlab_solver::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement};

use super::keys::{self, Key};
use super::player::icon_button;
use super::text::{Texts, Words};
use super::Legend;
use crate::dom::timer::Timeout;
use crate::dom::{self, Listener, Resizes};

/// A named part of the stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Intro,
    Input,
    Picture,
    Sentence,
    Player,
    Practice,
    Analysis,
    Code,
    Play,
    Embed,
}

impl Part {
    pub const ALL: [Part; 10] = [
        Part::Intro,
        Part::Input,
        Part::Picture,
        Part::Sentence,
        Part::Player,
        Part::Practice,
        Part::Analysis,
        Part::Code,
        Part::Play,
        Part::Embed,
    ];

    /// The part's name in `data-part` and in `panels`.
    pub fn name(self) -> &'static str {
        match self {
            Part::Intro => "intro",
            Part::Input => "input",
            Part::Picture => "picture",
            Part::Sentence => "sentence",
            Part::Player => "player",
            Part::Practice => "practice",
            Part::Analysis => "analysis",
            Part::Code => "code",
            Part::Play => "play",
            Part::Embed => "embed",
        }
    }

    pub fn named(name: &str) -> Option<Part> {
        Part::ALL.into_iter().find(|part| part.name() == name)
    }

    /// The part as an author choosing what to embed reads it.
    pub fn words(self) -> Words {
        match self {
            Part::Intro => ("Lời giới thiệu", "Introduction"),
            Part::Input => ("Ô nhập dữ liệu", "Input fields"),
            Part::Picture => ("Hình", "Picture"),
            Part::Sentence => ("Câu giải thích bước", "Step sentence"),
            Part::Player => ("Nút bước", "Step controls"),
            Part::Practice => ("Tự đoán, luyện tập", "Predict, practise"),
            Part::Analysis => ("Phân tích, bảng tham khảo", "Analysis, reference tables"),
            Part::Code => ("Chương trình", "Program"),
            Part::Play => ("Chơi với máy", "Play against the computer"),
            Part::Embed => ("Nhúng", "Embed"),
        }
    }
}

/// The parts a `panels` list names (commas or spaces between them, any case), or the first
/// name that is not a part. An empty list names every part.
pub fn parse_panels(text: &str) -> Result<Vec<Part>, String> {
    let mut parts = Vec::new();
    for name in text.split(|c: char| c == ',' || c.is_whitespace()) {
        let name = name.trim().to_ascii_lowercase();
        if name.is_empty() {
            continue;
        }
        let part = Part::named(&name).ok_or(name)?;
        if !parts.contains(&part) {
            parts.push(part);
        }
    }
    if parts.is_empty() {
        parts = Part::ALL.to_vec();
    }
    Ok(parts)
}

/// What the stage asks of its widget.
pub enum Ask<'a> {
    /// A key for the widget (the player's or its own); answer whether it was used.
    Key(&'a Key),
    /// The learner wants a link to this moment: the widget answers with
    /// [`Stage::offer_link`].
    Link,
}

/// The full-screen state and the tool buttons, shared with their listeners.
struct Tools {
    root: Element,
    picture: Element,
    zoom: Element,
    texts: Rc<Texts>,
    fullscreen: Element,
    shortcuts: Element,
    shortcuts_button: Element,
    link_box: Element,
    link_field: Element,
    status: Element,
    enlarged: Cell<bool>,
}

/// One widget's frame. Dropping it removes its listeners.
pub struct Stage {
    pub root: Element,
    texts: Rc<Texts>,
    tools: Rc<Tools>,
    title: Element,
    link: Element,
    /// Each part's outer element (what `panels` shows or hides).
    parts: Vec<(Part, Element)>,
    /// Where each part's content goes (a folding panel's body, the picture's zoom box).
    bodies: Vec<(Part, Element)>,
    body: Element,
    shown: Vec<Part>,
    panels_error: Option<String>,
    cues: ScrollCues,
    /// Fits the picture to the screen again whenever the stage changes size (a new input, a
    /// step that adds a row, a lesson section laid out as it scrolls into view).
    fit: Option<Resizes>,
    /// Shows the link to copy by hand if the clipboard has not answered in time.
    link_wait: RefCell<Option<Timeout>>,
    _listeners: Vec<Listener>,
}

/// The stage's boxes that scroll sideways (a wide table on a phone): each says so under it
/// while its content is wider than it, and fades at the edge where more is hidden. Without
/// ResizeObserver (very old browsers) the boxes only lack their cue.
struct ScrollCues {
    resizes: Option<Resizes>,
    scrolls: Vec<Listener>,
}

/// Marks a box the cues watch.
const WATCHED: &str = "data-scroll-cue";
/// How long the clipboard may take before the link is shown to copy by hand.
const LINK_WAIT_MS: i32 = 1000;

/// Updates a box's cue: `data-overflows` while its content is wider, `data-at-end` once it is
/// scrolled to the end; the hint after it shows while it overflows.
fn cue(el: &Element) {
    let overflows = el.scroll_width() > el.client_width() + 1;
    let at_end = el.scroll_left() + el.client_width() >= el.scroll_width() - 1;
    dom::set_attr_if(el, "data-overflows", "", overflows);
    dom::set_attr_if(el, "data-at-end", "", at_end);
    if let Some(hint) = el
        .next_element_sibling()
        .filter(|next| next.class_list().contains("scroll-hint"))
    {
        dom::set_hidden(&hint, !overflows);
    }
}

/// Icons of the tool buttons, as SVG paths on a 24×24 grid.
mod icons {
    pub const LINK: &str = "M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0zM7.8 19.1a3.5 3.5 0 0 1-2.5-6l2.8-2.8a1 1 0 1 1 1.4 1.4l-2.8 2.8a1.5 1.5 0 0 0 2.1 2.1l2.8-2.8a1 1 0 1 1 1.4 1.4l-2.8 2.8a3.5 3.5 0 0 1-2.4 1.1zM15.2 14.3a1 1 0 0 1-.7-1.7l2.8-2.8a1.5 1.5 0 0 0-2.1-2.1l-2.8 2.8a1 1 0 1 1-1.4-1.4l2.8-2.8a3.5 3.5 0 0 1 4.9 4.9l-2.8 2.8a1 1 0 0 1-.7.3z";
    pub const FULLSCREEN: &str =
        "M4 4h6v2H6v4H4zM14 4h6v6h-2V6h-4zM4 14h2v4h4v2H4zM18 14h2v6h-6v-2h4z";
    pub const KEYS: &str = "M3 6h18a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zm1 2v8h16V8zm1 1h2v2H5zm3 0h2v2H8zm3 0h2v2h-2zm3 0h2v2h-2zm3 0h2v2h-2zM7 13h10v2H7z";
}

/// The keys every widget answers, with what they do.
const SHORTCUTS: &[(&[&str], Words)] = &[
    (&["→", "PageDown"], ("Tiến một bước", "Step forward")),
    (&["←", "PageUp"], ("Lùi một bước", "Step back")),
    (&["Space"], ("Chạy / dừng", "Play / pause")),
    (&["Home"], ("Về đầu", "Back to start")),
    (&["End"], ("Tới cuối", "Go to end")),
    (
        &["F"],
        ("Toàn màn hình; Esc để thoát", "Full screen; Esc to leave"),
    ),
    (
        &["?"],
        ("Hiện / ẩn danh sách phím này", "Show / hide this list"),
    ),
];

impl Stage {
    /// Builds an empty stage in `placeholder` (emptied first), with the CSS class `class`.
    pub fn new(placeholder: &Element, class: &str, lang: Lang) -> Result<Stage, JsValue> {
        while let Some(old) = placeholder.first_child() {
            placeholder.remove_child(&old)?;
        }
        let texts = Rc::new(Texts::new(lang));
        let root = dom::child(placeholder, "section", &format!("widget stage {class}"), "")?;
        dom::set_attr(&root, "data-stage", "");
        // A widget's own theme (an embed's `theme=`, an element's `theme`); otherwise it
        // follows the page.
        if let Some(theme) = placeholder
            .get_attribute("data-theme")
            .filter(|t| t == "light" || t == "dark")
        {
            dom::set_attr(&root, "data-theme", &theme);
        }
        // Focusable by script (a link to a moment focuses it), and a click anywhere in it
        // focuses it, which makes the keys go to this widget.
        dom::set_attr(&root, "tabindex", "-1");
        let head = dom::child(&root, "div", "stage-head", "")?;
        let title_id = dom::fresh_id("title");
        let title = dom::child_with(&head, "h3", "widget-title", &[("id", &title_id)])?;
        dom::set_attr(&root, "aria-labelledby", &title_id);
        let toolbar = dom::child_with(&head, "div", "stage-tools", &[("role", "group")])?;
        texts.attr(&toolbar, "aria-label", ("Công cụ", "Tools"));
        let tool = |class: &str, icon: &str, words: Words| {
            let class = format!("stage-tool {class}");
            icon_button(&toolbar, &class, icon, &texts, words).map(|(button, _)| button)
        };
        let link_words = ("Chép liên kết tới bước này", "Copy a link to this step");
        let link = tool("stage-link", icons::LINK, link_words)?;
        let fullscreen_words = ("Toàn màn hình (F)", "Full screen (F)");
        let fullscreen = tool("stage-fullscreen", icons::FULLSCREEN, fullscreen_words)?;
        dom::set_attr(&fullscreen, "aria-pressed", "false");
        // On someone else's page there is no page of ours to link to.
        dom::set_hidden(&link, super::host::on_host_page());
        let keys_words = ("Phím tắt (?)", "Keyboard shortcuts (?)");
        let shortcuts_button = tool("stage-keys", icons::KEYS, keys_words)?;
        let intro = dom::child(&root, "p", "widget-intro", "")?;
        let status = dom::child_with(&root, "p", "stage-status", &[("role", "status")])?;
        let link_box = dom::child(&root, "div", "stage-link-box", "")?;
        dom::set_hidden(&link_box, true);
        let label_words = ("Liên kết tới bước này", "Link to this step");
        let link_label = texts.child(&link_box, "label", "", label_words)?;
        let link_field = dom::child(&link_box, "input", "stage-link-field", "")?;
        let link_id = dom::fresh_id("link");
        dom::set_attr(&link_field, "id", &link_id);
        dom::set_attr(&link_field, "readonly", "");
        dom::set_attr(&link_field, "type", "text");
        dom::set_attr(&link_label, "for", &link_id);
        let shortcuts = shortcut_list(&root, &texts)?;
        dom::set_attr(&shortcuts_button, "aria-expanded", "false");
        dom::set_attr(&shortcuts_button, "aria-controls", &shortcuts.id());

        let input = dom::child(&root, "div", "stage-input", "")?;
        let body = dom::child(&root, "div", "stage-body", "")?;
        let view = dom::child(&body, "div", "stage-view", "")?;
        let picture = dom::child(&view, "div", "stage-picture", "")?;
        let zoom = dom::child(&picture, "div", "stage-zoom", "")?;
        let sentence = dom::child_with(&view, "p", "step-sentence", &[("aria-live", "polite")])?;
        let player = dom::child(&view, "div", "stage-player", "")?;
        let practice = dom::child(&view, "div", "stage-practice", "")?;
        let analysis = dom::child(&view, "div", "stage-analysis", "")?;
        let mut parts = Vec::new();
        let mut bodies = Vec::new();
        for (part, outer, content) in [
            (Part::Intro, &intro, &intro),
            (Part::Input, &input, &input),
            (Part::Picture, &picture, &zoom),
            (Part::Sentence, &sentence, &sentence),
            (Part::Player, &player, &player),
            (Part::Practice, &practice, &practice),
            (Part::Analysis, &analysis, &analysis),
        ] {
            dom::set_attr(outer, "data-part", part.name());
            parts.push((part, outer.clone()));
            bodies.push((part, content.clone()));
        }
        let (shown, panels_error) =
            match parse_panels(&placeholder.get_attribute("data-panels").unwrap_or_default()) {
                Ok(shown) => (shown, None),
                Err(unknown) => (Part::ALL.to_vec(), Some(unknown)),
            };
        let tools = Rc::new(Tools {
            root: root.clone(),
            picture,
            zoom,
            texts: texts.clone(),
            fullscreen,
            shortcuts,
            shortcuts_button,
            link_box,
            link_field,
            status,
            enlarged: Cell::new(false),
        });
        let mut stage = Stage {
            root,
            texts,
            tools,
            title,
            link,
            parts,
            bodies,
            body,
            shown,
            panels_error,
            cues: ScrollCues {
                // A box, or its content (a table whose font arrived), changed size.
                resizes: Resizes::new(|el| {
                    let watched = if el.has_attribute(WATCHED) {
                        Some(el)
                    } else {
                        el.parent_element()
                    };
                    if let Some(watched) = watched {
                        cue(&watched);
                    }
                })
                .ok(),
                scrolls: Vec::new(),
            },
            fit: None,
            link_wait: RefCell::new(None),
            _listeners: Vec::new(),
        };
        stage.tool_listeners()?;
        let tools = stage.tools.clone();
        stage.fit = Resizes::new(move |_| tools.fit_picture()).ok();
        if let Some(fit) = &stage.fit {
            fit.observe(&stage.root);
        }
        Ok(stage)
    }

    fn tool_listeners(&mut self) -> Result<(), JsValue> {
        let tools = self.tools.clone();
        let on = |el: &web_sys::EventTarget, kind: &'static str, act: fn(&Tools)| {
            let tools = tools.clone();
            Listener::new(el, kind, move |_| act(&tools))
        };
        let doc = dom::document().ok_or_else(|| JsValue::from_str("no document"))?;
        let window = dom::window().ok_or_else(|| JsValue::from_str("no window"))?;
        self._listeners = vec![
            on(&tools.fullscreen, "click", Tools::toggle_fullscreen)?,
            on(&tools.shortcuts_button, "click", Tools::toggle_shortcuts)?,
            on(&doc, "fullscreenchange", Tools::fullscreen_changed)?,
            on(&window, "resize", Tools::fit_picture)?,
        ];
        Ok(())
    }

    /// The texts of this widget, which follow the language.
    pub fn texts(&self) -> &Rc<Texts> {
        &self.texts
    }

    /// Where `part`'s content goes.
    pub fn part(&self, part: Part) -> &Element {
        self.bodies
            .iter()
            .find(|(p, _)| *p == part)
            .map(|(_, el)| el)
            .unwrap_or(&self.root)
    }

    pub fn set_title(&self, (vi, en): Words) {
        self.texts.text(&self.title, (vi, en));
    }

    /// A title made at run time (a quiz's, with its lesson's name).
    pub fn set_title_text(&self, vi: String, en: String) {
        self.texts.text(&self.title, (vi, en));
    }

    pub fn set_intro(&self, (vi, en): Words) {
        self.texts.text(self.part(Part::Intro), (vi, en));
    }

    /// The title, the introduction and, at the top of the picture, the legend of `opening`;
    /// `family` as [`Legend::bound`] takes it.
    pub fn open(&self, opening: &Opening, family: &str) -> Result<(), JsValue> {
        self.set_title(opening.title);
        self.set_intro(opening.intro);
        let picture = self.part(Part::Picture);
        Legend::bound(picture, family, opening.legend, &self.texts)
    }

    /// A folding panel for a secondary part (`code`, `play`, `analysis`, `embed`), open at
    /// first, titled `words`: its body, where the content goes. The code panel stands in the
    /// stage's body (beside the picture on a wide stage); the others follow it.
    pub fn fold(&mut self, part: Part, words: Words) -> Result<Element, JsValue> {
        let details = if part == Part::Code {
            dom::child(&self.body, "details", "stage-fold stage-code", "")?
        } else {
            dom::child(&self.root, "details", "stage-fold", "")?
        };
        dom::set_attr(&details, "data-part", part.name());
        dom::set_attr(&details, "open", "");
        let summary = dom::child(&details, "summary", "stage-fold-title", "")?;
        let heading = self.texts.child(&summary, "h4", "", words)?;
        let heading_id = dom::fresh_id("fold");
        dom::set_attr(&heading, "id", &heading_id);
        dom::set_attr(&details, "role", "group");
        dom::set_attr(&details, "aria-labelledby", &heading_id);
        let body = dom::child(&details, "div", "stage-fold-body", "")?;
        self.parts.push((part, details));
        self.bodies.push((part, body.clone()));
        Ok(body)
    }

    /// Leaves `part` out of the stage whatever it holds (a sandbox's runner in teacher mode),
    /// as `panels` leaves out the parts it does not name.
    pub fn leave_out(&mut self, part: Part) {
        self.shown.retain(|shown| *shown != part);
    }

    /// A plain (not folding) part after the others: the embed panel's place.
    pub fn tail(&mut self, part: Part) -> Result<Element, JsValue> {
        let class = format!("stage-{}", part.name());
        let el = dom::child_with(&self.root, "div", &class, &[("data-part", part.name())])?;
        self.parts.push((part, el.clone()));
        self.bodies.push((part, el.clone()));
        Ok(el)
    }

    /// Watches the boxes of the picture and the analysis that scroll sideways (those a widget
    /// made focusable for the keys, `tabindex="0"`), new ones included: called after each
    /// drawing, it only looks for boxes not yet watched.
    pub fn watch_scroll_boxes(&mut self) {
        let selector = format!(
            ":is([data-part=\"picture\"], [data-part=\"analysis\"]) div[tabindex=\"0\"]:not([{WATCHED}])"
        );
        for el in dom::select_all_in(&self.root, &selector) {
            dom::set_attr(&el, WATCHED, "");
            let hint = dom::document().and_then(|doc| dom::element(&doc, "p", "scroll-hint").ok());
            if let Some(hint) = hint {
                let _ = el.after_with_node_1(&hint);
                self.texts.text(
                    &hint, ("⇆ Rộng hơn khung: kéo ngang (hoặc dùng phím mũi tên) để xem hết.", "⇆ Wider than the frame: scroll sideways (or use the arrow keys) to see it all."));
                dom::set_hidden(&hint, true);
            }
            // Said at once too: a frame out of view gets no resize callbacks until it is
            // painted, and its height must not change when it is scrolled to.
            cue(&el);
            if let Some(resizes) = &self.cues.resizes {
                resizes.observe(&el);
                if let Some(content) = el.first_element_child() {
                    resizes.observe(&content);
                }
            }
            let watched = el.clone();
            if let Ok(listener) = Listener::new(&el, "scroll", move |_| cue(&watched)) {
                self.cues.scrolls.push(listener);
            }
        }
    }

    /// Lays out the parts `panels` chose and that have something in them; says so when
    /// `panels` named a part that does not exist.
    pub fn finish(&self) {
        for ((part, outer), (_, content)) in self.parts.iter().zip(&self.bodies) {
            let empty = content.child_element_count() == 0
                && content.text_content().unwrap_or_default().is_empty()
                && !matches!(part, Part::Sentence | Part::Intro);
            dom::set_hidden(outer, empty || !self.shown.contains(part));
        }
        if let Some(unknown) = &self.panels_error {
            let names: Vec<&str> = Part::ALL.iter().map(|p| p.name()).collect();
            let names = names.join(", ");
            let shown = nimlab_solver::input::quote(unknown);
            self.texts.text(
                &self.tools.status,
                (
                    format!("panels: không có phần “{shown}”; các phần có: {names}."),
                    format!("panels: there is no part “{shown}”; the parts are: {names}."),
                ),
            );
        }
    }

    /// Sends the keys meant for this widget and the link button's press to `ask`.
    pub fn listen(&mut self, ask: Rc<dyn Fn(Ask) -> bool>) -> Result<(), JsValue> {
        let tools = self.tools.clone();
        let widget = ask.clone();
        let handle = Rc::new(move |key: &Key| match key.key.as_str() {
            "?" => {
                tools.toggle_shortcuts();
                true
            }
            "f" | "F" => {
                tools.toggle_fullscreen();
                true
            }
            "Escape" if tools.enlarged.get() => {
                tools.set_enlarged(false);
                true
            }
            _ => widget(Ask::Key(key)),
        });
        self._listeners.extend(keys::listen(&self.root, handle)?);
        self._listeners
            .push(Listener::new(&self.link, "click", move |_| {
                ask(Ask::Link);
            })?);
        Ok(())
    }

    /// Copies `url` (the link to this moment) to the clipboard, or shows it to copy by hand:
    /// at once when the browser refuses, and after `LINK_WAIT_MS` when it has not answered
    /// (a browser may hold the promise while it asks the reader, or forever).
    pub fn offer_link(&self, url: &str) {
        let tools = self.tools.clone();
        dom::set_input_value(&tools.link_field, url);
        let settled = Rc::new(Cell::new(false));
        let waiting = (tools.clone(), settled.clone());
        let wait = Timeout::new(move || {
            let (tools, settled) = &waiting;
            if !settled.get() {
                tools.offer_field((
                    "Liên kết tới bước này ở ô bên dưới: hãy bấm Ctrl+C để chép.",
                    "The link to this step is in the field below: press Ctrl+C to copy it.",
                ));
            }
        });
        wait.schedule(LINK_WAIT_MS);
        // The last request's wait replaces (and cancels) an earlier one.
        self.link_wait.replace(Some(wait));
        dom::copy_to_clipboard(url, move |copied| {
            settled.set(true);
            if copied {
                dom::set_hidden(&tools.link_box, true);
                tools.say((
                    "Đã chép liên kết tới bước này.",
                    "Link to this step copied.",
                ));
            } else {
                tools.offer_field((
                    "Trình duyệt không cho chép tự động: liên kết đã được chọn, hãy bấm Ctrl+C.",
                    "The browser refused to copy: the link is selected, press Ctrl+C.",
                ));
            }
        });
    }

    pub fn set_lang(&self, lang: Lang) {
        self.texts.set_lang(lang);
    }
}

impl Drop for Stage {
    fn drop(&mut self) {
        keys::release(&self.root);
        if self.tools.enlarged.get() {
            self.tools.set_enlarged(false);
        }
    }
}

/// The list of shortcuts, hidden until asked for.
fn shortcut_list(root: &Element, texts: &Texts) -> Result<Element, JsValue> {
    let panel = dom::child(root, "div", "stage-shortcuts", "")?;
    dom::set_attr(&panel, "id", &dom::fresh_id("keys"));
    dom::set_hidden(&panel, true);
    texts.child(&panel, "h4", "", ("Phím tắt", "Keyboard shortcuts"))?;
    let note = (
        "Phím tác động lên mô phỏng bạn bấm vào gần nhất.",
        "Keys act on the simulation you last clicked.",
    );
    texts.child(&panel, "p", "stage-shortcuts-note", note)?;
    let list = dom::child(&panel, "dl", "", "")?;
    for (keys, words) in SHORTCUTS {
        let row = dom::child(&list, "div", "", "")?;
        let term = dom::child(&row, "dt", "", "")?;
        for (index, key) in keys.iter().enumerate() {
            if index > 0 {
                dom::child(&term, "span", "", " / ")?;
            }
            dom::child(&term, "kbd", "", key)?;
        }
        texts.child(&row, "dd", "", *words)?;
    }
    Ok(panel)
}

impl Tools {
    /// Shows the link field with its text selected, and says why.
    fn offer_field(&self, words: Words) {
        dom::set_hidden(&self.link_box, false);
        self.say(words);
        if let Some(field) = self.link_field.dyn_ref::<web_sys::HtmlInputElement>() {
            field.select();
        }
    }

    fn say(&self, (vi, en): Words) {
        self.texts.text(&self.status, (vi, en));
    }

    fn toggle_shortcuts(&self) {
        let open = self.shortcuts.has_attribute("hidden");
        dom::set_hidden(&self.shortcuts, !open);
        dom::set_bool_attr(&self.shortcuts_button, "aria-expanded", open);
    }

    fn is_fullscreen(&self) -> bool {
        self.enlarged.get()
            || dom::document()
                .and_then(|doc| doc.fullscreen_element())
                .is_some_and(|el| el == self.root)
    }

    /// The browser's full screen where it is offered; otherwise the stage covers the window.
    fn toggle_fullscreen(&self) {
        let doc = dom::document();
        if self.is_fullscreen() {
            if self.enlarged.get() {
                self.set_enlarged(false);
            } else if let Some(doc) = doc {
                doc.exit_fullscreen();
            }
            return;
        }
        let offered = doc.as_ref().is_some_and(|d| d.fullscreen_enabled());
        if !offered || self.root.request_fullscreen().is_err() {
            self.set_enlarged(true);
        }
    }

    fn set_enlarged(&self, on: bool) {
        self.enlarged.set(on);
        dom::set_class(&self.root, "is-enlarged", on);
        if let Some(body) = dom::document().and_then(|d| d.body()) {
            dom::set_class(&body, "has-enlarged-stage", on);
        }
        self.fullscreen_changed();
    }

    fn fullscreen_changed(&self) {
        let on = self.is_fullscreen();
        dom::set_class(&self.root, "is-fullscreen", on);
        dom::set_bool_attr(&self.fullscreen, "aria-pressed", on);
        self.fit_picture();
    }

    /// Scales the picture by `scale` (none: its own size). The stylesheet reads the scale too
    /// (`--zoom`), to keep focus outlines inside the picture as thick as elsewhere.
    fn set_zoom(&self, scale: Option<f64>) {
        for property in ["zoom", "--zoom"] {
            match scale {
                Some(scale) => dom::set_style(&self.zoom, property, &decimal::fixed(scale, 3)),
                None => dom::clear_style(&self.zoom, property),
            }
        }
    }

    /// Scales the picture so that it, the sentence and the player fill the screen: as large as
    /// its column and the height the screen leaves once the parts above and below it are
    /// counted allow. The picture may reflow (a row of cells wraps), so the largest scale that
    /// fits is searched for, measuring each try.
    fn fit_picture(&self) {
        self.set_zoom(None);
        dom::clear_style(&self.picture, "max-height");
        dom::set_class(&self.picture, "is-capped", false);
        dom::remove_attr(&self.picture, "tabindex");
        let fullscreen = self.is_fullscreen();
        let (Some(picture), Some(window)) = (self.picture.dyn_ref::<HtmlElement>(), dom::window())
        else {
            return;
        };
        let size = |value: Result<JsValue, JsValue>| value.ok().and_then(|v| v.as_f64());
        let screen = size(window.inner_height()).unwrap_or(0.0);
        // In someone else's post or a frame the page's own layout decides the widget's size.
        let on_site_page = !super::host::on_host_page()
            && !window
                .document()
                .is_some_and(|doc| super::host::is_embed_page(&doc));
        let wide = size(window.inner_width()).unwrap_or(0.0) >= WIDE_SCREEN;
        if !(fullscreen || wide && on_site_page) {
            return;
        }
        let box_ = picture.get_bounding_client_rect();
        // Full screen, the picture grows or shrinks to the screen; on a page it only shrinks,
        // below what covers the window's top: the stage's scroll margin, which the stylesheet
        // sets to the sticky header's height (so a scrolled-to stage is not under it either).
        let (above, range) = if fullscreen {
            let root = self.root.get_bounding_client_rect();
            (box_.top() - root.top(), (SMALLEST_SCALE, 4.0))
        } else {
            let covered = window
                .get_computed_style(&self.root)
                .ok()
                .flatten()
                .and_then(|style| style.get_property_value("scroll-margin-top").ok())
                .and_then(|value| dom::leading_number(&value))
                .unwrap_or(0.0);
            (covered, (SMALLEST_SCALE, 1.0))
        };
        let below = BELOW_PICTURE
            .iter()
            .filter_map(|selector| self.root.query_selector(selector).ok().flatten())
            .map(|el| el.get_bounding_client_rect().bottom() - box_.bottom())
            .fold(0.0, f64::max);
        let height = screen - above - below - 24.0;
        let fits = |scale: f64| {
            self.set_zoom(Some(scale));
            let tall = picture.get_bounding_client_rect().height();
            tall <= height && picture.scroll_width() <= picture.client_width() + 1
        };
        if !fullscreen && fits(1.0) {
            self.set_zoom(None);
            return;
        }
        let (mut low, mut high) = range;
        for _ in 0..8 {
            let middle = (low + high) / 2.0;
            if fits(middle) {
                low = middle;
            } else {
                high = middle;
            }
        }
        // Even the smallest readable scale is too tall (a long table): the picture keeps that
        // height and scrolls inside, so the sentence and the player stay beside it.
        if !fits(low) {
            let max = format!("{}px", decimal::fixed(height, 0));
            dom::set_style(&self.picture, "max-height", &max);
            dom::set_class(&self.picture, "is-capped", true);
            // A box that scrolls is reached by the keyboard too.
            dom::set_attr(&self.picture, "tabindex", "0");
        }
    }
}

/// The parts under the picture that stay on screen with it (a question of predict mode, under
/// them, may need a scroll, as on a phone).
const BELOW_PICTURE: [&str; 2] = [".step-sentence", ".stage-player"];
/// From this window width on (a laptop, a projector), a picture taller than the screen leaves
/// with its sentence and player is scaled down to fit, so a step needs no scrolling.
const WIDE_SCREEN: f64 = 1100.0;
/// Below this scale the picture's text would be too small to read: it scrolls instead.
const SMALLEST_SCALE: f64 = 0.6;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn panels_name_parts_in_any_order_and_case() {
        assert_eq!(
            parse_panels("picture,player"),
            Ok(vec![Part::Picture, Part::Player])
        );
        assert_eq!(
            parse_panels(" Player  PICTURE,,player "),
            Ok(vec![Part::Player, Part::Picture])
        );
        assert_eq!(parse_panels(""), Ok(Part::ALL.to_vec()));
        assert_eq!(parse_panels(" , "), Ok(Part::ALL.to_vec()));
    }

    #[test]
    fn an_unknown_part_is_named() {
        assert_eq!(parse_panels("picture,pictur"), Err("pictur".to_string()));
        assert_eq!(parse_panels("<img src=x>"), Err("<img".to_string()));
    }

    #[test]
    fn every_part_has_its_own_name() {
        for part in Part::ALL {
            assert_eq!(Part::named(part.name()), Some(part));
        }
    }
}
