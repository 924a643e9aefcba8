//! The shell every stepping widget lives in, written once: the player (buttons, speeds,
//! scrubber, keyboard, frame loop), the step's sentence in an `aria-live` region, the code
//! runner with its stdin box, the state in the URL, and the language.
//!
//! A widget implements [`Stepper`]: it builds its own form and picture, says how many steps
//! its current input has, and draws the picture of any position from scratch, so jumping to
//! any step (even in a trace of millions) is instant and stepping back restores exactly the
//! picture before. Data flows one way: learner action → shell → widget state → drawing.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use nimlab_solver::{InputError, Lang};
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::code_panel::{CodePanel, Source};
use super::embed_panel::EmbedPanel;
use super::player::{Command, Player, PlayerState};
use super::share;
use super::Widget;
use crate::dom;
use crate::dom::timer::Timeout;

pub use super::stepper::{CodeView, Effect};

/// A widget that steps through a trace.
pub trait Stepper: Sized + 'static {
    /// The widget's own messages (its form, its predict buttons, …).
    type Msg: 'static;

    /// Builds the widget's form and picture inside `root`, with the input the placeholder's
    /// `data-*` attributes give (bad attributes are shown at their fields, defaults used).
    fn build(
        root: &Element,
        placeholder: &Element,
        lang: Lang,
        dispatch: Rc<dyn Fn(Self::Msg)>,
    ) -> Result<Self, JsValue>;

    /// The programs of the code runner, C++ first (none: no code runner).
    fn sources(&self) -> Vec<Source>;

    /// Parts of the widget that belong after the player and the code runner (a game panel, a
    /// reference table); the shell moves them there once, at mount.
    fn footer(&self) -> Vec<Element> {
        Vec::new()
    }

    /// The number of steps of the current input.
    fn total(&self) -> usize;

    /// The position shown when nobody has pressed anything: the finished picture.
    fn resting_position(&self) -> usize {
        self.total()
    }

    fn update(&mut self, msg: Self::Msg, lang: Lang) -> Effect;

    /// Asked before each single step forward into `position`; `false` holds the player there
    /// (predict mode). `playing` says whether the player was playing.
    fn may_enter(&mut self, _position: usize, _playing: bool) -> bool {
        true
    }

    /// The player went back to step 0.
    fn on_reset(&mut self) {}

    /// Draws the picture of `position` (steps applied so far) and the widget's own texts.
    fn draw(&mut self, position: usize, lang: Lang);

    /// The sentence of the step that led to `position` (or how to start, at 0).
    fn sentence(&self, position: usize, lang: Lang) -> String;

    fn code(&self, position: usize) -> CodeView;

    /// Rewrites the texts that only change with the language.
    fn relabel(&mut self, lang: Lang);

    /// The judge input of the current input.
    fn stdin(&self) -> String;

    /// Validates a judge input and, if good, makes it the current input.
    fn apply_stdin(&mut self, text: &str, lang: Lang) -> Result<(), InputError>;

    /// The input as URL parameters.
    fn share(&self) -> Vec<(&'static str, String)>;

    /// Takes the input from URL parameters (`get(key)`), validating it; `true` if any was
    /// there.
    fn restore(&mut self, get: &dyn Fn(&str) -> Option<String>, lang: Lang) -> bool;
}

enum ShellMsg<M> {
    Own(M),
    Player(Command),
    Stdin(String),
    /// The player has rested long enough: write the URL and the embed snippets.
    Publish,
}

/// How long the player must rest before its state goes into the URL. Writing the URL (and
/// the embed snippets) on every step of a held arrow key cost more than drawing the step.
const PUBLISH_DELAY_MS: i32 = 200;

struct ShellState<W: Stepper> {
    id: String,
    lang: Lang,
    widget: W,
    position: PlayerState,
    player: Player,
    code: Option<CodePanel>,
    sentence: Element,
    embed: Option<EmbedPanel>,
    root: Element,
    publish: Timeout,
    /// The state last written to the URL (at mount: the state the page opened on, whatever
    /// the URL holds). A rest that changed nothing (a refused input, a language switch)
    /// leaves the URL exactly as it was.
    published: Vec<(&'static str, String)>,
}

/// A mounted stepping widget.
pub struct Shell<W: Stepper> {
    state: Rc<RefCell<Option<ShellState<W>>>>,
}

impl<W: Stepper> Widget for Shell<W> {
    fn set_lang(&self, lang: Lang) {
        if let Ok(mut slot) = self.state.try_borrow_mut() {
            if let Some(state) = slot.as_mut() {
                state.lang = lang;
                state.widget.relabel(lang);
                if let Some(code) = &state.code {
                    code.relabel(lang);
                }
                state.render();
                // The panel's own words change now, not when the player next rests.
                state.offer_embed();
            }
        }
    }
}

impl<W: Stepper> Shell<W> {
    /// Mounts the widget on `placeholder` (emptied first); `id` prefixes its URL keys.
    pub fn mount(
        placeholder: &Element,
        lang: Lang,
        id: &str,
        class: &str,
    ) -> Result<Self, JsValue> {
        let shared: Rc<RefCell<Option<ShellState<W>>>> = Rc::new(RefCell::new(None));
        let weak = Rc::downgrade(&shared);
        let dispatch: Rc<dyn Fn(ShellMsg<W::Msg>)> = Rc::new(move |msg| deliver(&weak, msg));

        while let Some(old) = placeholder.first_child() {
            placeholder.remove_child(&old)?;
        }
        let root = dom::child(placeholder, "section", &format!("widget {class}"), "")?;
        let own = dispatch.clone();
        let mut widget = W::build(
            &root,
            placeholder,
            lang,
            Rc::new(move |m| own(ShellMsg::Own(m))),
        )?;
        widget.relabel(lang);
        let sentence = dom::child(&root, "p", "step-sentence", "")?;
        dom::set_attr(&sentence, "aria-live", "polite");
        let keys = dispatch.clone();
        let player = Player::new(
            &root,
            Some(&root),
            Rc::new(move |c| keys(ShellMsg::Player(c))),
        )?;
        let sources = widget.sources();
        let code = if sources.is_empty() {
            None
        } else {
            let run = dispatch.clone();
            let panel = CodePanel::new(
                &root,
                &sources,
                Rc::new(move |text| run(ShellMsg::Stdin(text))),
            )?;
            panel.relabel(lang);
            Some(panel)
        };

        for part in widget.footer() {
            root.append_child(&part)?;
        }
        let embed = EmbedPanel::new(&root, &root, placeholder)?;
        let restored = widget.restore(&|key| share::get_or_attribute(id, key, placeholder), lang);
        // A shared link's step wins; else the placeholder's `data-step` (an embed, a lesson
        // that opens on a chosen moment); else the resting picture.
        let parse_step = |text: String| text.trim().parse::<usize>().ok();
        let step = share::get(id, "step")
            .filter(|_| restored)
            .and_then(parse_step)
            .or_else(|| placeholder.get_attribute("data-step").and_then(parse_step));
        let position = step.map_or_else(|| widget.resting_position(), |s| s.min(widget.total()));
        let mut state = ShellState {
            id: id.to_string(),
            lang,
            position: PlayerState::new(widget.total(), position)
                .with_speed(crate::kit::player::Speed::remembered()),
            widget,
            player,
            code,
            sentence,
            embed,
            root: root.clone(),
            publish: {
                let publish = dispatch.clone();
                Timeout::new(move || publish(ShellMsg::Publish))
            },
            published: Vec::new(),
        };
        state.published = state.shareable();
        if let Some(code) = &state.code {
            code.set_stdin(&state.widget.stdin());
        }
        // The URL stays as the learner opened it until they change something.
        state.show();
        state.offer_embed();
        dom::set_attr(&root, "data-ready", "true");
        *shared.borrow_mut() = Some(state);
        Ok(Shell { state: shared })
    }
}

fn deliver<W: Stepper>(weak: &Weak<RefCell<Option<ShellState<W>>>>, msg: ShellMsg<W::Msg>) {
    let Some(shared) = weak.upgrade() else { return };
    let Ok(mut slot) = shared.try_borrow_mut() else {
        return;
    };
    if let Some(state) = slot.as_mut() {
        state.update(msg);
    }
}

impl<W: Stepper> ShellState<W> {
    fn update(&mut self, msg: ShellMsg<W::Msg>) {
        match msg {
            ShellMsg::Publish => {
                self.publish();
                // Nothing on screen changed: no render (which would schedule again).
                return;
            }
            ShellMsg::Own(msg) => {
                let effect = self.widget.update(msg, self.lang);
                self.apply(effect);
            }
            ShellMsg::Player(command) => self.command(command),
            ShellMsg::Stdin(text) => {
                let result = self.widget.apply_stdin(&text, self.lang);
                if let Some(code) = &self.code {
                    code.show_stdin_error(result.as_ref().err(), self.lang);
                }
                if result.is_ok() {
                    self.apply(Effect::restart());
                }
            }
        }
        self.render();
    }

    fn apply(&mut self, effect: Effect) {
        if effect.restart {
            self.position.restart(self.widget.total());
            if let Some(code) = &self.code {
                code.set_stdin(&self.widget.stdin());
            }
        }
        for command in effect.commands {
            self.command(command);
        }
    }

    fn command(&mut self, command: Command) {
        if command == Command::Reset {
            self.widget.on_reset();
        }
        let playing = self.position.playing;
        let widget = &mut self.widget;
        self.position
            .apply(command, |position| widget.may_enter(position, playing));
    }

    fn render(&mut self) {
        self.show();
        if self.position.playing {
            self.publish.cancel();
        } else {
            // Marked for the tests, which read the URL once it is written.
            dom::set_attr(&self.root, "data-url-pending", "");
            self.publish.schedule(PUBLISH_DELAY_MS);
        }
    }

    fn publish(&mut self) {
        let _ = self.root.remove_attribute("data-url-pending");
        let now = self.shareable();
        if now != self.published {
            share::set(&self.id, &now);
            self.published = now;
        }
        self.offer_embed();
    }

    /// The input and the step: the widget's link, and its embed's attributes.
    fn shareable(&self) -> Vec<(&'static str, String)> {
        let mut params = self.widget.share();
        params.push(("step", self.position.position.to_string()));
        params
    }

    fn offer_embed(&self) {
        if let Some(embed) = &self.embed {
            embed.update(self.shareable(), self.lang);
        }
    }

    /// Draws the widget, the sentence, the code and the player at the current position.
    fn show(&mut self) {
        let position = self.position.position;
        self.widget.draw(position, self.lang);
        dom::set_text(&self.sentence, &self.widget.sentence(position, self.lang));
        // While playing, every step would be read out; announce only when the player rests.
        let live = if self.position.playing {
            "off"
        } else {
            "polite"
        };
        dom::set_attr(&self.sentence, "aria-live", live);
        if let Some(code) = &self.code {
            let view = self.widget.code(position);
            code.show(&view.lines, &view.variables);
        }
        self.player.render(&self.position, self.lang);
    }
}
