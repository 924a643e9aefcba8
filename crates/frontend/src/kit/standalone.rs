//! A widget that is not a stepper (a practice, a measurement, a sandbox), written once: its
//! stage, its state behind `Rc<RefCell<…>>`, its messages delivered through a `Weak` (so the
//! listeners it keeps never keep it alive, and unmounting drops them all), a drawing after
//! every message, the stage's keys and link, the state a link keeps (written into the URL
//! when the widget says it changed) and the Embed button.
//!
//! Data flow: learner action → message → [`Standalone::update`] → [`Standalone::draw`].

use std::cell::RefCell;
use std::rc::Rc;

use nimlab_solver::Lang;
use web_sys::Element;

use super::embed_spec::EmbedSpec;
use super::embed_toggle::EmbedToggle;
use super::stage::{Ask, Part, Stage};
use super::{host, share, with_mounted, MountError, Widget};
use crate::dom;

/// What a widget is given to build itself.
pub struct Build<'a, M> {
    pub stage: &'a mut Stage,
    pub placeholder: &'a Element,
    /// The prefix of its keys in the URL.
    pub id: &'a str,
    /// Sends the widget one of its own messages.
    pub dispatch: Rc<dyn Fn(M)>,
}

/// A widget with no trace to step through.
pub trait Standalone: Sized + 'static {
    type Msg: 'static;

    /// Builds the widget's parts on the stage (the Embed button is added after them).
    fn build(build: Build<'_, Self::Msg>) -> Result<Self, MountError>;

    /// Handles one message; `true` when the state a link keeps changed (the URL is rewritten).
    fn update(&mut self, msg: Self::Msg, lang: Lang) -> bool;

    /// Draws what changes with the state and the language (bound texts follow by themselves).
    fn draw(&mut self, lang: Lang);

    /// The state a link and an embed keep (`key=value` pairs under the widget's id).
    fn share(&self) -> Vec<(&'static str, String)>;

    /// Whether the URL takes that state at mount (an instance drawn at random).
    fn publish_at_mount(&self) -> bool {
        false
    }

    /// A key meant for this widget (W and L for an answer, …).
    fn key(&self, _key: &str) -> Option<Self::Msg> {
        None
    }
}

struct State<W> {
    id: String,
    lang: Lang,
    widget: W,
    stage: Stage,
    embed: Option<EmbedToggle>,
    /// The placeholder's kind and attributes, for the link of an embed frame.
    kind: String,
    attributes: Vec<(String, String)>,
}

/// A mounted [`Standalone`] widget.
pub struct Host<W> {
    state: Rc<RefCell<Option<State<W>>>>,
    linked: Option<Element>,
}

impl<W: Standalone> Widget for Host<W> {
    fn set_lang(&self, lang: Lang) {
        if let Ok(mut slot) = self.state.try_borrow_mut() {
            if let Some(state) = slot.as_mut() {
                state.lang = lang;
                state.stage.set_lang(lang);
                state.render();
            }
        }
    }

    fn linked(&self) -> Option<Element> {
        self.linked.clone()
    }
}

impl<W: Standalone> Host<W> {
    /// Mounts `W` on `placeholder` (emptied first), its root classed `class`; `id` prefixes
    /// its URL keys.
    pub fn mount(
        placeholder: &Element,
        lang: Lang,
        id: &str,
        class: &str,
    ) -> Result<Host<W>, MountError> {
        let shared: Rc<RefCell<Option<State<W>>>> = Rc::new(RefCell::new(None));
        let weak = Rc::downgrade(&shared);
        let dispatch: Rc<dyn Fn(W::Msg)> = Rc::new(move |msg| {
            with_mounted(&weak, |state: &mut State<W>| state.update(msg));
        });
        let mut stage = Stage::new(placeholder, class, lang)?;
        let widget = W::build(Build {
            stage: &mut stage,
            placeholder,
            id,
            dispatch,
        })?;
        let slot = stage.tail(Part::Embed)?;
        let embed = EmbedToggle::new(&slot, &stage.root, placeholder, stage.texts())?;
        stage.finish();
        // No step to tell: the sentence stays out of the way.
        let sentence = stage.part(Part::Sentence);
        if sentence.text_content().unwrap_or_default().is_empty() {
            dom::set_hidden(sentence, true);
        }
        let weak = Rc::downgrade(&shared);
        stage.listen(Rc::new(move |ask| {
            with_mounted(&weak, |state: &mut State<W>| state.answer(ask)).unwrap_or(false)
        }))?;
        let mut state = State {
            id: id.to_string(),
            lang,
            widget,
            stage,
            embed,
            kind: placeholder.get_attribute("data-widget").unwrap_or_default(),
            attributes: data_attributes(placeholder),
        };
        // Opened on a link to this widget (before it writes its own state into the URL).
        let linked = share::has_keys(id);
        if state.widget.publish_at_mount() {
            share::set(id, &state.widget.share());
        }
        state.render();
        let root = state.stage.root.clone();
        dom::set_attr(&root, "data-ready", "true");
        *shared.borrow_mut() = Some(state);
        Ok(Host {
            state: shared,
            linked: linked.then_some(root),
        })
    }
}

impl<W: Standalone> State<W> {
    /// The stage's questions: a key (whether it was used), the link to this moment.
    fn answer(&mut self, ask: Ask) -> bool {
        match ask {
            Ask::Key(key) => match self.widget.key(&key.key) {
                Some(msg) => {
                    self.update(msg);
                    true
                }
                None => false,
            },
            Ask::Link => {
                let url = self.link();
                self.stage.offer_link(&url);
                true
            }
        }
    }

    fn update(&mut self, msg: W::Msg) {
        if self.widget.update(msg, self.lang) {
            share::set(&self.id, &self.widget.share());
        }
        self.render();
    }

    fn render(&mut self) {
        self.widget.draw(self.lang);
        if let Some(embed) = &self.embed {
            embed.update(self.widget.share(), self.lang);
        }
    }

    /// On the site, this page opening this widget in this state; in an embed frame, the
    /// frame's own address with this state.
    fn link(&self) -> String {
        let mut state = self.widget.share();
        if dom::document().is_some_and(|doc| host::is_embed_page(&doc)) {
            state.push(("lang", self.lang.code().to_string()));
            let spec = EmbedSpec::new(&self.kind, &self.attributes, &state);
            return spec.frame_url(&dom::site_address());
        }
        // With no state of its own, the link leads to the widget's place on the page.
        let url = share::link(&self.id, &state);
        match state.is_empty() {
            true => format!("{url}{}", self.id),
            false => url,
        }
    }
}

/// The placeholder's `data-*` attributes as (name without `data-`, value).
fn data_attributes(placeholder: &Element) -> Vec<(String, String)> {
    let names = placeholder.get_attribute_names();
    (0..names.length())
        .filter_map(|i| names.get(i).as_string())
        .filter_map(|name| {
            let value = placeholder.get_attribute(&name)?;
            Some((name.strip_prefix("data-")?.to_string(), value))
        })
        .collect()
}
