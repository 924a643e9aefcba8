//! The shell every stepping widget lives in, written once: the stage with its parts, the form
//! (fields, Apply, the predict switch), the player and its keys, the sentence, the code panel
//! with its stdin box, the state in the URL and in the embed snippets, the link to a moment,
//! and the language.
//!
//! A widget implements [`Stepper`]: it names its fields and parses their texts into an input,
//! builds its picture for that input, says how many steps the input has, and draws any
//! position from scratch, so jumping to any step (even in a trace of millions) is instant and
//! stepping back restores exactly the picture before. At mount the input is parsed and solved
//! once. Data flows one way: learner action → shell → widget state → drawing.
//!
//! The shell itself is not generic: a widget is held as `dyn` [`Steps`], so its code is in the
//! wasm once, whatever the number of widgets.

use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

use nimlab_solver::program::Program;
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::code_panel::{CodePanel, Source};
use super::embed_toggle::EmbedToggle;
use super::fields::{self, FieldSet, Spec, Values};
use super::host;
use super::keys::Key;
use super::player::{self, Command, Player, PlayerState, Speed};
// Widgets name it with the rest of the stepper's vocabulary.
pub use super::player::Effect;
use super::predict::PredictMode;
use super::share;
use super::stage::{Ask, Part, Stage};
use super::text::Words;
use super::{with_mounted, Widget};
use crate::dom::timer::Timeout;
use crate::dom::{self, Listener};
use crate::guard;

/// The code panel's view of one position: the line in each program (none before the first
/// step), and the variables.
#[derive(Default)]
pub struct CodeView {
    pub lines: Vec<Option<usize>>,
    pub variables: Vec<(String, String)>,
}

impl CodeView {
    /// No line yet, and these variables.
    pub fn start<N: ToString, V: ToString>(
        variables: impl IntoIterator<Item = (N, V)>,
    ) -> CodeView {
        CodeView {
            lines: Vec::new(),
            variables: named(variables),
        }
    }

    /// The line of `point` in each of `programs`, and these variables.
    pub fn at<P: PartialEq + Copy + std::fmt::Debug, N: ToString, V: ToString>(
        programs: &[Program<P>],
        point: P,
        variables: impl IntoIterator<Item = (N, V)>,
    ) -> CodeView {
        CodeView {
            lines: programs.iter().map(|p| p.line_of(point)).collect(),
            variables: named(variables),
        }
    }
}

fn named<N: ToString, V: ToString>(
    variables: impl IntoIterator<Item = (N, V)>,
) -> Vec<(String, String)> {
    variables
        .into_iter()
        .map(|(name, value)| (name.to_string(), value.to_string()))
        .collect()
}

/// What a widget is given to build itself.
pub struct Build<'a, M> {
    pub stage: &'a mut Stage,
    pub placeholder: &'a Element,
    /// Sends the widget one of its own messages.
    pub dispatch: Rc<dyn Fn(M)>,
    /// The form's row of buttons (Apply, predict), for a widget's own switches.
    pub actions: &'a Element,
}

/// A widget that steps through a trace.
pub trait Stepper: Sized + 'static {
    /// The widget's own messages (its controls, its answers, …).
    type Msg: 'static;
    /// A parsed, valid input.
    type Input: 'static;

    /// The fields of its form (they may depend on the placeholder, say which game it shows).
    fn fields(placeholder: &Element) -> Vec<Spec>;

    /// The Apply button's name.
    const APPLY: Words = ("Áp dụng", "Apply");

    /// The predict switch's text, if the widget has predict mode.
    const PREDICT: Option<Words> = None;

    /// Reads the fields' texts: the input, or an error for each field that is wrong.
    fn parse(values: &Values) -> Result<Self::Input, Vec<InputError>>;

    /// Builds the widget's picture and controls for `input`.
    fn build(build: Build<'_, Self::Msg>, input: Self::Input) -> Result<Self, JsValue>;

    /// Takes a new input (from the form or the stdin box); the trace starts over. A DOM call
    /// that fails is passed up, and reported once by the shell (`guard::report`).
    fn load(&mut self, input: Self::Input) -> Result<(), JsValue>;

    /// The current input as the fields' texts.
    fn values(&self) -> Values;

    /// The programs of the code panel, C++ first (none: no code panel).
    fn programs(&self) -> Vec<Source> {
        Vec::new()
    }

    /// The judge input of the current input.
    fn stdin(&self) -> String {
        String::new()
    }

    /// Reads a judge input into an input.
    fn read_stdin(&self, _text: &str) -> Result<Self::Input, InputError> {
        Err(InputError::new(
            nimlab_solver::input::Field::STDIN,
            nimlab_solver::Problem::Missing,
        ))
    }

    /// The number of steps of the current input.
    fn total(&self) -> usize;

    /// The position shown when the lesson chose none: the finished picture.
    fn resting_position(&self) -> usize {
        self.total()
    }

    fn update(&mut self, _msg: Self::Msg, _lang: Lang) -> Effect {
        Effect::none()
    }

    /// The widget's predict mode, if it has one (the shell switches it; the player goes back
    /// to step 0 when it is switched on).
    fn predictor(&mut self) -> Option<&mut dyn PredictMode> {
        None
    }

    /// Asked before each single step forward into `position`; `false` holds the player there
    /// (predict mode). `playing` says whether the player was playing.
    fn may_enter(&mut self, _position: usize, _playing: bool) -> bool {
        true
    }

    /// The player went back to step 0.
    fn on_reset(&mut self) {}

    /// A key the player does not use (W and L for a guess, …).
    fn key(&self, _key: &str) -> Option<Self::Msg> {
        None
    }

    /// Draws the picture of `position` (steps applied so far) and the widget's own texts. A
    /// DOM call that fails is passed up, and reported once by the shell (`guard::report`).
    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue>;

    /// The sentence of the step that led to `position` (or how to start, at 0).
    fn sentence(&self, position: usize, lang: Lang) -> String;

    fn code(&self, _position: usize) -> CodeView {
        CodeView::default()
    }

    /// Rewrites the texts that change with the language and are not bound to the stage's
    /// texts.
    fn relabel(&mut self, _lang: Lang) {}

    /// State a link keeps besides the fields (a chosen cell, the moves of a game).
    fn extra(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }

    /// Takes that state back from a link or the placeholder (`get(key)`).
    fn restore_extra(&mut self, _get: &dyn Fn(&str) -> Option<String>, _lang: Lang) {}
}

/// A [`Stepper`] with its types hidden, so that the shell is written (and compiled) once.
pub trait Steps {
    fn handle(&mut self, msg: Box<dyn Any>, lang: Lang) -> Effect;
    fn apply(&mut self, values: &Values) -> Result<(), Vec<InputError>>;
    fn apply_stdin(&mut self, text: &str) -> Result<(), InputError>;
    fn values(&self) -> Values;
    fn stdin(&self) -> String;
    fn total(&self) -> usize;
    fn set_predict(&mut self, on: bool);
    fn predicting(&mut self) -> bool;
    fn may_enter(&mut self, position: usize, playing: bool) -> bool;
    fn on_reset(&mut self);
    fn key(&self, key: &str) -> Option<Box<dyn Any>>;
    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue>;
    fn sentence(&self, position: usize, lang: Lang) -> String;
    fn code(&self, position: usize) -> CodeView;
    fn relabel(&mut self, lang: Lang);
    fn extra(&self) -> Vec<(&'static str, String)>;
}

impl<W: Stepper> Steps for W {
    fn handle(&mut self, msg: Box<dyn Any>, lang: Lang) -> Effect {
        match msg.downcast::<W::Msg>() {
            Ok(msg) => self.update(*msg, lang),
            Err(_) => Effect::none(),
        }
    }

    fn apply(&mut self, values: &Values) -> Result<(), Vec<InputError>> {
        let input = W::parse(values)?;
        guard::reported(self.load(input));
        Ok(())
    }

    fn apply_stdin(&mut self, text: &str) -> Result<(), InputError> {
        let input = self.read_stdin(text)?;
        guard::reported(self.load(input));
        Ok(())
    }

    fn values(&self) -> Values {
        Stepper::values(self)
    }

    fn stdin(&self) -> String {
        Stepper::stdin(self)
    }

    fn total(&self) -> usize {
        Stepper::total(self)
    }

    fn set_predict(&mut self, on: bool) {
        if let Some(predict) = self.predictor() {
            predict.set_enabled(on);
        }
    }

    fn predicting(&mut self) -> bool {
        self.predictor().is_some_and(|predict| predict.enabled())
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        Stepper::may_enter(self, position, playing)
    }

    fn on_reset(&mut self) {
        Stepper::on_reset(self)
    }

    fn key(&self, key: &str) -> Option<Box<dyn Any>> {
        Stepper::key(self, key).map(|msg| Box::new(msg) as Box<dyn Any>)
    }

    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue> {
        Stepper::draw(self, position, lang)
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        Stepper::sentence(self, position, lang)
    }

    fn code(&self, position: usize) -> CodeView {
        Stepper::code(self, position)
    }

    fn relabel(&mut self, lang: Lang) {
        Stepper::relabel(self, lang)
    }

    fn extra(&self) -> Vec<(&'static str, String)> {
        Stepper::extra(self)
    }
}

enum ShellMsg {
    Own(Box<dyn Any>),
    Player(Command),
    Apply,
    Predict(bool),
    Stdin(String),
    /// The player has rested long enough: write the URL and the embed snippets.
    Publish,
}

/// How long the player must rest before its state goes into the URL. Writing the URL (and
/// the embed snippets) on every step of a held arrow key cost more than drawing the step.
const PUBLISH_DELAY_MS: i32 = 200;

struct ShellState {
    id: String,
    lang: Lang,
    widget: Box<dyn Steps>,
    stage: Stage,
    fields: FieldSet,
    /// The fields' texts of the input on show (what the link keeps).
    accepted: Values,
    predict: Option<Element>,
    position: PlayerState,
    player: Player,
    code: Option<CodePanel>,
    embed: Option<EmbedToggle>,
    publish: Timeout,
    /// The state last written to the URL. A rest that changed nothing (a refused input, a
    /// language switch) leaves the URL exactly as it was.
    published: Vec<(&'static str, String)>,
    /// The embed's kind and the placeholder's attributes (for the link of an embed frame).
    kind: String,
    _listeners: Vec<Listener>,
}

/// A mounted stepping widget.
pub struct Shell {
    state: Rc<RefCell<Option<ShellState>>>,
    /// The stage's root when the page was opened on a link to one of this widget's moments.
    linked: Option<Element>,
}

impl Widget for Shell {
    fn set_lang(&self, lang: Lang) {
        if let Ok(mut slot) = self.state.try_borrow_mut() {
            if let Some(state) = slot.as_mut() {
                state.lang = lang;
                state.stage.set_lang(lang);
                state.fields.refresh(lang);
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

    fn linked(&self) -> Option<Element> {
        self.linked.clone()
    }
}

impl Shell {
    /// Mounts `W` on `placeholder` (emptied first); `id` prefixes its URL keys.
    ///
    /// Only what needs `W` is written here; the rest of the shell is built once for every
    /// kind ([`Frame`]), not once per kind by the compiler.
    pub fn mount<W: Stepper>(
        placeholder: &Element,
        lang: Lang,
        id: &str,
        class: &str,
    ) -> Result<Shell, JsValue> {
        let mut frame = Frame::new(placeholder, lang, id, class, W::fields(placeholder))?;
        frame.form_buttons(W::APPLY, W::PREDICT)?;
        let (input, accepted) = frame.input(W::parse)?;
        let own = frame.dispatch.clone();
        let mut widget = W::build(
            Build {
                stage: &mut frame.stage,
                placeholder,
                dispatch: Rc::new(move |msg: W::Msg| own(ShellMsg::Own(Box::new(msg)))),
                actions: &frame.actions,
            },
            input,
        )?;
        widget.restore_extra(&|key| frame.get(key), lang);
        widget.relabel(lang);
        let sources = widget.programs();
        let resting = widget.resting_position();
        frame.finish(Box::new(widget), accepted, &sources, resting)
    }
}

/// A stepping widget's shell while it is built: the stage and the input form, before the
/// widget is built into them.
struct Frame {
    shared: Rc<RefCell<Option<ShellState>>>,
    dispatch: Rc<dyn Fn(ShellMsg)>,
    placeholder: Element,
    id: String,
    lang: Lang,
    stage: Stage,
    form: Element,
    fields: FieldSet,
    actions: Element,
    predict: Option<Element>,
    listeners: Vec<Listener>,
    /// Whether the page was opened on a link to one of this widget's moments.
    linked: bool,
}

impl Frame {
    /// The stage on `placeholder`, with the input form of `specs`.
    fn new(
        placeholder: &Element,
        lang: Lang,
        id: &str,
        class: &str,
        specs: Vec<Spec>,
    ) -> Result<Frame, JsValue> {
        let shared: Rc<RefCell<Option<ShellState>>> = Rc::new(RefCell::new(None));
        let weak = Rc::downgrade(&shared);
        let dispatch: Rc<dyn Fn(ShellMsg)> = Rc::new(move |msg| {
            with_mounted(&weak, |state: &mut ShellState| state.update(msg));
        });
        let stage = Stage::new(placeholder, class, lang)?;
        let form = dom::child(stage.part(Part::Input), "form", "widget-form", "")?;
        dom::set_attr(&form, "novalidate", "");
        let fields = FieldSet::new(&form, specs, stage.texts())?;
        let actions = dom::child(&form, "div", "form-actions", "")?;
        let submit = dispatch.clone();
        let listeners = vec![super::on_submit(&form, move || submit(ShellMsg::Apply))?];
        Ok(Frame {
            shared,
            dispatch,
            placeholder: placeholder.clone(),
            id: id.to_string(),
            lang,
            stage,
            form,
            fields,
            actions,
            predict: None,
            listeners,
            linked: share::has_keys(id),
        })
    }

    /// The form's Apply button, and the predict switch when the widget has one.
    fn form_buttons(&mut self, apply: Words, predict: Option<Words>) -> Result<(), JsValue> {
        let texts = self.stage.texts().clone();
        let button = dom::child(&self.actions, "button", "btn btn-primary", "")?;
        dom::set_attr(&button, "type", "submit");
        texts.text(&button, apply);
        if let Some(words) = predict {
            let toggle = super::toggle(&self.actions, &texts, words)?;
            let d = self.dispatch.clone();
            let read = toggle.clone();
            self.listeners
                .push(Listener::new(&toggle, "change", move |_| {
                    d(ShellMsg::Predict(fields::is_checked(&read)))
                })?);
            self.predict = Some(toggle);
        }
        Ok(())
    }

    /// The value of `key` in a shared link, else the placeholder's attribute.
    fn get(&self, key: &str) -> Option<String> {
        share::get_or_attribute(&self.id, key, &self.placeholder)
    }

    /// The input: a shared link's, else the placeholder's, else the defaults; parsed once.
    /// With the texts that gave it (what the link keeps).
    fn input<I>(
        &self,
        parse: fn(&Values) -> Result<I, Vec<InputError>>,
    ) -> Result<(I, Values), JsValue> {
        self.fields.restore(&|key: &str| self.get(key));
        match parse(&self.fields.values()) {
            Ok(input) => Ok((input, self.fields.values())),
            Err(errors) => {
                self.fields.show(&errors, self.lang);
                let defaults = self.fields.defaults();
                let input = parse(&defaults).map_err(|_| {
                    JsValue::from_str("the widget's default input is refused (a bug)")
                })?;
                Ok((input, defaults))
            }
        }
    }

    /// Adds the player, the code panel and the Embed button around the built `widget`, and
    /// shows it at its first position.
    fn finish(
        self,
        widget: Box<dyn Steps>,
        accepted: Values,
        sources: &[Source],
        resting: usize,
    ) -> Result<Shell, JsValue> {
        let Frame {
            shared,
            dispatch,
            placeholder,
            id,
            lang,
            mut stage,
            form,
            fields,
            predict,
            listeners,
            linked,
            ..
        } = self;
        let texts = stage.texts().clone();
        if fields.is_empty() && predict.is_none() {
            dom::set_hidden(&form, true);
        }

        let keys = dispatch.clone();
        let commands: Rc<dyn Fn(Command)> = Rc::new(move |c| keys(ShellMsg::Player(c)));
        let player = Player::new(stage.part(Part::Player), &texts, commands)?;
        let code = if sources.is_empty() {
            None
        } else {
            let body = stage.fold(Part::Code, ("Chương trình", "Program"))?;
            let run = dispatch.clone();
            let on_run: Rc<dyn Fn(String)> = Rc::new(move |text| run(ShellMsg::Stdin(text)));
            let panel = CodePanel::new(&body, &texts, sources, on_run)?;
            panel.relabel(lang);
            panel.set_stdin(&widget.stdin());
            Some(panel)
        };
        let embed_slot = stage.tail(Part::Embed)?;
        let embed = EmbedToggle::new(&embed_slot, &stage.root, &placeholder, stage.texts())?;

        // A shared link's step wins; else the placeholder's `data-step` (a lesson that opens on
        // a question, an embed); else the resting picture.
        let parse_step = |text: String| text.trim().parse::<usize>().ok();
        let step = share::get(&id, "step")
            .and_then(parse_step)
            .or_else(|| placeholder.get_attribute("data-step").and_then(parse_step));
        let total = widget.total();
        let position = step.map_or(resting, |s| s.min(total));
        stage.finish();
        let mut state = ShellState {
            id,
            lang,
            widget,
            position: PlayerState::new(total, position).with_speed(Speed::remembered()),
            player,
            code,
            embed,
            fields,
            accepted,
            predict,
            publish: {
                let publish = dispatch.clone();
                Timeout::new(move || publish(ShellMsg::Publish))
            },
            published: Vec::new(),
            kind: placeholder.get_attribute("data-widget").unwrap_or_default(),
            stage,
            _listeners: listeners,
        };
        state.published = state.shareable();
        let weak = Rc::downgrade(&shared);
        state.stage.listen(Rc::new(move |ask| {
            with_mounted(&weak, |state: &mut ShellState| state.answer(ask)).unwrap_or(false)
        }))?;
        // The URL stays as the learner opened it until they change something.
        state.show();
        state.offer_embed();
        dom::set_attr(&state.stage.root, "data-ready", "true");
        let root = state.stage.root.clone();
        *shared.borrow_mut() = Some(state);
        Ok(Shell {
            state: shared,
            linked: linked.then_some(root),
        })
    }
}

impl ShellState {
    /// The stage's questions: a key (whether it was used), the link to this moment.
    fn answer(&mut self, ask: Ask) -> bool {
        match ask {
            Ask::Key(key) => self.key(key),
            Ask::Link => {
                self.publish();
                let url = self.link();
                self.stage.offer_link(&url);
                true
            }
        }
    }

    fn update(&mut self, msg: ShellMsg) {
        match msg {
            ShellMsg::Publish => {
                self.publish();
                // Nothing on screen changed: no render (which would schedule again).
                return;
            }
            ShellMsg::Own(msg) => {
                let effect = self.widget.handle(msg, self.lang);
                // The widget changed its input itself (a coin turned over on the picture): the
                // fields and the link follow. A restart on the same input (values computed in
                // the background are ready) leaves alone what the reader is typing meanwhile.
                if effect.restart {
                    let values = self.widget.values();
                    if values != self.accepted {
                        self.fields.set(&values, self.lang);
                        self.accepted = values;
                    }
                }
                self.apply(effect);
            }
            ShellMsg::Player(command) => self.command(command),
            ShellMsg::Apply => {
                let values = self.fields.values();
                match self.widget.apply(&values) {
                    Ok(()) => {
                        self.fields.show(&[], self.lang);
                        self.accepted = self.widget.values();
                        self.apply(Effect::restart());
                    }
                    Err(errors) => self.fields.show(&errors, self.lang),
                }
            }
            ShellMsg::Predict(on) => {
                self.widget.set_predict(on);
                if on {
                    // Nothing not yet reached may show: the questions start at step 0.
                    self.command(Command::Reset);
                }
            }
            ShellMsg::Stdin(text) => {
                let result = self.widget.apply_stdin(&text);
                if let Some(code) = &self.code {
                    code.show_stdin_error(result.as_ref().err(), self.lang);
                }
                if result.is_ok() {
                    self.accepted = self.widget.values();
                    self.fields.set(&self.accepted, self.lang);
                    self.apply(Effect::restart());
                }
            }
        }
        self.render();
    }

    fn key(&mut self, key: &Key) -> bool {
        if let Some(command) = player::command_for(key) {
            self.command(command);
        } else if let Some(msg) = self.widget.key(&key.key) {
            let effect = self.widget.handle(msg, self.lang);
            self.apply(effect);
        } else {
            return false;
        }
        self.render();
        true
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
            dom::set_attr(&self.stage.root, "data-url-pending", "");
            self.publish.schedule(PUBLISH_DELAY_MS);
        }
    }

    fn publish(&mut self) {
        dom::remove_attr(&self.stage.root, "data-url-pending");
        let now = self.shareable();
        if now != self.published {
            share::set(&self.id, &now);
            self.published = now;
        }
        self.offer_embed();
    }

    /// The input, the widget's other state and the step: the widget's link, and its embed's
    /// attributes.
    fn shareable(&self) -> Vec<(&'static str, String)> {
        let mut params = self.fields.link(&self.accepted);
        params.extend(self.widget.extra());
        params.push(("step", self.position.position.to_string()));
        params
    }

    /// The link to this moment: on the site, this page opening this widget at this step; in
    /// an embed frame, the frame's own address with this state.
    fn link(&self) -> String {
        if dom::document().is_some_and(|doc| host::is_embed_page(&doc)) {
            let mut state = self.shareable();
            state.push(("lang", self.lang.code().to_string()));
            let spec = super::embed_spec::EmbedSpec::new(&self.kind, &[], &state);
            return spec.frame_url(&dom::site_address());
        }
        share::link(&self.id, &self.shareable())
    }

    fn offer_embed(&self) {
        if let Some(embed) = &self.embed {
            embed.update(self.shareable(), self.lang);
        }
    }

    /// Draws the widget, the sentence, the code and the player at the current position.
    fn show(&mut self) {
        let position = self.position.position;
        guard::reported(self.widget.draw(position, self.lang));
        let sentence = self.stage.part(Part::Sentence);
        dom::set_text(sentence, &self.widget.sentence(position, self.lang));
        // While playing, every step would be read out; announce only when the player rests.
        let live = if self.position.playing {
            "off"
        } else {
            "polite"
        };
        dom::set_attr(sentence, "aria-live", live);
        if let Some(toggle) = &self.predict {
            super::set_checked(toggle, self.widget.predicting());
        }
        if let Some(code) = &self.code {
            let view = self.widget.code(position);
            guard::reported(code.show(&view.lines, &view.variables));
        }
        self.player.render(&self.position, self.lang);
        self.stage.watch_scroll_boxes();
    }
}
