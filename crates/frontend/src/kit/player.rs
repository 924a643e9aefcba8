//! The player shared by every widget: step back and forward, play and pause at four speeds,
//! reset, jump to the end or to any step with the scrubber, and the keyboard.
//!
//! The player owns its bar (the buttons) and the animation frame loop, and knows nothing of
//! what a step means. It reports every command to its widget through a `dispatch` callback;
//! the widget then calls [`PlayerState::apply`] with a gate (a widget may hold the player
//! before a step, as predict mode does) and redraws. Only user actions and frames dispatch,
//! never the widget's own calls, so there is no re-entrant update.

use std::cell::Cell;
use std::rc::{Rc, Weak};

use nimlab_solver::Lang;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

use super::text::{Texts, Words};
use crate::dom::{self, Listener};

/// How fast playing goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    Slow,
    Medium,
    Fast,
    VeryFast,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Medium, Speed::Fast, Speed::VeryFast];

    /// Milliseconds between two steps while playing.
    fn interval_ms(self) -> f64 {
        match self {
            Speed::Slow => 1200.0,
            Speed::Medium => 600.0,
            Speed::Fast => 200.0,
            Speed::VeryFast => 16.0,
        }
    }

    /// The speed the reader chose last time, on any widget of the site (kept in the browser's
    /// storage), else medium.
    pub fn remembered() -> Speed {
        let stored = speed_storage().and_then(|s| s.get_item(SPEED_KEY).ok().flatten());
        Speed::ALL
            .into_iter()
            .find(|speed| Some(speed.name()) == stored.as_deref())
            .unwrap_or(Speed::Medium)
    }

    fn remember(self) {
        if let Some(storage) = speed_storage() {
            // A full or refused storage only means the choice is not kept.
            let _ = storage.set_item(SPEED_KEY, self.name());
        }
    }

    fn name(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Medium => "medium",
            Speed::Fast => "fast",
            Speed::VeryFast => "very-fast",
        }
    }

    fn words(self) -> Words {
        match self {
            Speed::Slow => ("Chậm", "Slow"),
            Speed::Medium => ("Vừa", "Medium"),
            Speed::Fast => ("Nhanh", "Fast"),
            Speed::VeryFast => ("Rất nhanh", "Very fast"),
        }
    }
}

const SPEED_KEY: &str = "nimlab-speed";

/// The browser's storage, where it may be used (a sandboxed frame or strict privacy settings
/// refuse it).
fn speed_storage() -> Option<web_sys::Storage> {
    dom::window()?.local_storage().ok().flatten()
}

/// What the learner asked the player to do.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Command {
    Reset,
    Back,
    TogglePlay,
    Forward,
    End,
    Seek(usize),
    SetSpeed(Speed),
    /// An animation frame at this timestamp (milliseconds).
    Frame(f64),
}

/// Where the player stands: `position` steps of `total` have been applied.
#[derive(Clone, Debug)]
pub struct PlayerState {
    pub position: usize,
    pub total: usize,
    pub playing: bool,
    pub speed: Speed,
    last_frame: Option<f64>,
}

impl PlayerState {
    pub fn new(total: usize, position: usize) -> Self {
        PlayerState {
            position: position.min(total),
            total,
            playing: false,
            speed: Speed::Medium,
            last_frame: None,
        }
    }

    /// The same state at `speed`.
    pub fn with_speed(self, speed: Speed) -> Self {
        PlayerState { speed, ..self }
    }

    /// Starts over with a new trace, keeping the speed.
    pub fn restart(&mut self, total: usize) {
        *self = PlayerState {
            speed: self.speed,
            ..PlayerState::new(total, 0)
        };
    }

    pub fn at_end(&self) -> bool {
        self.position >= self.total
    }

    /// Applies a command. `may_enter(p)` is asked before each single step forward into
    /// position `p`; a `false` stops there (and pauses). Returns whether the position or the
    /// play state changed, i.e. whether the widget should redraw.
    pub fn apply(&mut self, command: Command, mut may_enter: impl FnMut(usize) -> bool) -> bool {
        let before = (self.position, self.playing, self.speed);
        match command {
            Command::Reset => self.seek(0),
            Command::Back => self.seek(self.position.saturating_sub(1)),
            Command::Forward => {
                self.playing = false;
                self.step_forward(&mut may_enter);
            }
            Command::End => self.seek(self.total),
            Command::Seek(p) => self.seek(p),
            Command::TogglePlay => {
                if self.playing {
                    self.playing = false;
                } else {
                    if self.at_end() {
                        self.position = 0;
                    }
                    self.playing = true;
                    self.last_frame = None;
                }
            }
            Command::SetSpeed(speed) => self.speed = speed,
            Command::Frame(now) => self.frame(now, &mut may_enter),
        }
        before != (self.position, self.playing, self.speed)
    }

    /// Goes to `position` (at most the end) and pauses.
    fn seek(&mut self, position: usize) {
        self.position = position.min(self.total);
        self.playing = false;
    }

    fn step_forward(&mut self, may_enter: &mut impl FnMut(usize) -> bool) -> bool {
        if self.at_end() || !may_enter(self.position + 1) {
            self.playing = false;
            return false;
        }
        self.position += 1;
        true
    }

    fn frame(&mut self, now: f64, may_enter: &mut impl FnMut(usize) -> bool) {
        if !self.playing {
            return;
        }
        let Some(last) = self.last_frame else {
            // The first frame only sets the clock, and the first step comes at once.
            self.last_frame = Some(now);
            self.step_forward(may_enter);
            return;
        };
        let interval = self.speed.interval_ms();
        // At most a few steps per frame, so a tab that was hidden does not jump ahead.
        let due = (((now - last) / interval).floor() as usize).min(4);
        for _ in 0..due {
            if !self.step_forward(may_enter) {
                break;
            }
        }
        if due > 0 {
            self.last_frame = Some(last + due as f64 * interval);
        }
        if self.at_end() {
            self.playing = false;
        }
    }
}

type Dispatch = Rc<dyn Fn(Command)>;

/// The bar of controls, its listeners and its frame loop.
pub struct Player {
    reset: Element,
    back: Element,
    play: Element,
    play_icon: Element,
    forward: Element,
    end: Element,
    speeds: Vec<(Speed, Element)>,
    scrubber: Element,
    counter: Element,
    frames: FrameLoop,
    _listeners: Vec<Listener>,
}

impl Player {
    /// Builds the bar at the end of `parent` (the stage routes the keyboard shortcuts to the
    /// shell, see [`command_for`]), its fixed words bound to `texts`.
    pub fn new(parent: &Element, texts: &Texts, dispatch: Dispatch) -> Result<Player, JsValue> {
        let bar = dom::child_with(parent, "div", "player", &[("role", "group")])?;
        let steps = dom::child(&bar, "div", "player-steps", "")?;
        // The play button's label follows the state (Play, Pause); the others' are fixed, and
        // their title repeats it.
        let button =
            |class: &str, path: &str, words: Words| icon_button(&steps, class, path, texts, words);
        let (reset, _) = button("player-btn", icons::RESET, ("Về đầu", "Back to start"))?;
        let (back, _) = button("player-btn", icons::BACK, ("Lùi một bước", "Step back"))?;
        let play_words = ("Chạy / dừng", "Play / pause");
        let (play, play_icon) = button("player-btn player-play", icons::PLAY, play_words)?;
        let forward_words = ("Tiến một bước", "Step forward");
        let (forward, _) = button("player-btn", icons::FORWARD, forward_words)?;
        let (end, _) = button("player-btn", icons::END, ("Tới cuối", "Go to end"))?;
        // The scrubber stands beside the step buttons, so that a narrow column holds the
        // player in two rows; the speeds, set once, come last.
        let scrub_row = dom::child(&bar, "div", "player-scrub", "")?;
        let scrubber = dom::child(&scrub_row, "input", "player-scrubber", "")?;
        texts.attr(&scrubber, "aria-label", ("Bước", "Step"));
        dom::set_attr(&scrubber, "type", "range");
        dom::set_attr(&scrubber, "min", "0");
        let counter = dom::decoration(&scrub_row, "span", "player-counter")?;
        let speed_group = dom::child_with(&bar, "div", "player-speeds", &[("role", "group")])?;
        let speed_words = ("Tốc độ", "Speed");
        let speed_label = texts.child(&speed_group, "span", "player-speed-label", speed_words)?;
        let speed_label_id = dom::fresh_id("speed");
        dom::set_attr(&speed_label, "id", &speed_label_id);
        dom::set_attr(&speed_group, "aria-labelledby", &speed_label_id);
        let mut speeds = Vec::new();
        for speed in Speed::ALL {
            let button = texts.button(&speed_group, "player-speed", speed.words())?;
            speeds.push((speed, button));
        }

        let mut listeners = Vec::new();
        let on_click = |el: &Element, command: Command| {
            let dispatch = dispatch.clone();
            Listener::new(el, "click", move |_| dispatch(command))
        };
        listeners.push(on_click(&reset, Command::Reset)?);
        listeners.push(on_click(&back, Command::Back)?);
        listeners.push(on_click(&play, Command::TogglePlay)?);
        listeners.push(on_click(&forward, Command::Forward)?);
        listeners.push(on_click(&end, Command::End)?);
        for (speed, el) in &speeds {
            let dispatch = dispatch.clone();
            let speed = *speed;
            listeners.push(Listener::new(el, "click", move |_| {
                speed.remember();
                dispatch(Command::SetSpeed(speed))
            })?);
        }
        let scrub_dispatch = dispatch.clone();
        let scrub_el = scrubber.clone();
        listeners.push(Listener::new(&scrubber, "input", move |_| {
            if let Ok(p) = dom::input_value(&scrub_el).parse::<usize>() {
                scrub_dispatch(Command::Seek(p));
            }
        })?);

        Ok(Player {
            reset,
            back,
            play,
            play_icon,
            forward,
            end,
            speeds,
            scrubber,
            counter,
            frames: FrameLoop::new(dispatch),
            _listeners: listeners,
        })
    }

    /// Brings the bar in line with the state, and runs the frame loop only while playing.
    pub fn render(&self, state: &PlayerState, lang: Lang) {
        let (icon, name) = if state.playing {
            (icons::PAUSE, lang.pick("Dừng", "Pause"))
        } else {
            (icons::PLAY, lang.pick("Chạy", "Play"))
        };
        dom::set_attr(&self.play_icon, "d", icon);
        dom::set_attr(&self.play, "aria-label", name);
        let mut lost_focus = false;
        for (button, disabled) in [
            (&self.reset, state.position == 0),
            (&self.back, state.position == 0),
            (&self.forward, state.at_end()),
            (&self.end, state.at_end()),
        ] {
            lost_focus |= disabled && button.matches(":focus").unwrap_or(false);
            dom::set_disabled(button, disabled);
        }
        // A disabled button drops the focus to the page: the next key would go nowhere. Play
        // is never disabled, and the keys keep working from it.
        if lost_focus {
            if let Some(play) = self.play.dyn_ref::<web_sys::HtmlElement>() {
                let _ = play.focus();
            }
        }
        for (speed, el) in &self.speeds {
            dom::set_bool_attr(el, "aria-pressed", *speed == state.speed);
        }
        dom::set_attr(&self.scrubber, "max", &state.total.to_string());
        dom::set_input_value(&self.scrubber, &state.position.to_string());
        let counter = lang.pick(
            format!("Bước {} / {}", state.position, state.total),
            format!("Step {} / {}", state.position, state.total),
        );
        dom::set_attr(&self.scrubber, "aria-valuetext", &counter);
        dom::set_text(&self.counter, &counter);
        if state.playing {
            self.frames.start();
        } else {
            self.frames.stop();
        }
    }
}

/// A button in `parent` showing the icon `path` and named `words` (its label and its title);
/// with the icon's path, so that the icon can change.
pub fn icon_button(
    parent: &Element,
    class: &str,
    path: &str,
    texts: &Texts,
    words: Words,
) -> Result<(Element, Element), JsValue> {
    let button = dom::button(parent, class, "")?;
    let shape = dom::icon(&button, path)?;
    texts.attr(&button, "aria-label", words);
    texts.attr(&button, "title", words);
    Ok((button, shape))
}

/// The player's icons, as SVG paths on a 24×24 grid.
mod icons {
    pub const RESET: &str = "M3 5h2v14H3zM13 5v14L5 12zM21 5v14l-8-7z";
    pub const BACK: &str = "M5 5h2v14H5zM19 5v14L8 12z";
    pub const PLAY: &str = "M7 4v16l13-8z";
    pub const PAUSE: &str = "M6 5h4v14H6zM14 5h4v14h-4z";
    pub const FORWARD: &str = "M5 5v14l11-7zM17 5h2v14h-2z";
    pub const END: &str = "M3 5v14l8-7zM11 5v14l8-7zM19 5h2v14h-2z";
}

/// The player's command for a key the stage routed to a widget: → and PageDown step forward
/// (a presentation clicker sends PageDown), ← and PageUp back, Space plays or pauses (except
/// on a control, which handles Space itself), Home and End jump.
pub fn command_for(key: &super::keys::Key) -> Option<Command> {
    match key.key.as_str() {
        "ArrowRight" | "PageDown" => Some(Command::Forward),
        "ArrowLeft" | "PageUp" => Some(Command::Back),
        " " if !key.on_control => Some(Command::TogglePlay),
        "Home" => Some(Command::Reset),
        "End" => Some(Command::End),
        _ => None,
    }
}

/// A self-scheduling `requestAnimationFrame` loop with at most one frame in flight.
///
/// Stopping only clears a flag and cancels the pending frame: the closure is never dropped
/// while it may be running, only when the player itself goes away.
struct FrameLoop {
    shared: Rc<FrameShared>,
}

struct FrameShared {
    running: Cell<bool>,
    pending: Cell<Option<i32>>,
    callback: Closure<dyn FnMut(f64)>,
}

impl FrameShared {
    fn request(&self) {
        let Some(window) = dom::window() else { return };
        if let Ok(id) = window.request_animation_frame(self.callback.as_ref().unchecked_ref()) {
            self.pending.set(Some(id));
        }
    }
}

impl FrameLoop {
    fn new(dispatch: Dispatch) -> FrameLoop {
        let shared = Rc::new_cyclic(|weak: &Weak<FrameShared>| {
            let weak = weak.clone();
            FrameShared {
                running: Cell::new(false),
                pending: Cell::new(None),
                callback: Closure::new(crate::dom::owner::owned(move |now: f64| {
                    let Some(shared) = weak.upgrade() else { return };
                    shared.pending.set(None);
                    dispatch(Command::Frame(now));
                    if shared.running.get() && shared.pending.get().is_none() {
                        shared.request();
                    }
                })),
            }
        });
        FrameLoop { shared }
    }

    fn start(&self) {
        if !self.shared.running.replace(true) && self.shared.pending.get().is_none() {
            self.shared.request();
        }
    }

    fn stop(&self) {
        self.shared.running.set(false);
        if let (Some(id), Some(window)) = (self.shared.pending.take(), dom::window()) {
            let _ = window.cancel_animation_frame(id);
        }
    }
}

impl Drop for FrameLoop {
    fn drop(&mut self) {
        self.stop();
    }
}

/// What a widget asks of the shell after handling one of its own messages.
#[derive(Default)]
pub struct Effect {
    /// The input changed: the trace starts over at step 0.
    pub restart: bool,
    /// Player commands to run, in order (predict mode moves on after an answer).
    pub commands: Vec<Command>,
}

impl Effect {
    pub fn none() -> Effect {
        Effect::default()
    }

    pub fn restart() -> Effect {
        Effect {
            restart: true,
            commands: Vec::new(),
        }
    }

    pub fn commands(commands: Vec<Command>) -> Effect {
        Effect {
            restart: false,
            commands,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn back_then_forward_returns_to_the_same_step() {
        let mut p = PlayerState::new(10, 10);
        assert!(p.apply(Command::Back, |_| true));
        assert_eq!(p.position, 9);
        assert!(p.apply(Command::Forward, |_| true));
        assert_eq!(p.position, 10);
        assert!(!p.apply(Command::Forward, |_| true));
    }

    #[test]
    fn gate_holds_the_player_and_pauses() {
        let mut p = PlayerState::new(10, 0);
        p.apply(Command::TogglePlay, |_| true);
        p.apply(Command::Frame(0.0), |_| true);
        assert_eq!(p.position, 1);
        p.apply(Command::Frame(10_000.0), |pos| pos < 3);
        assert_eq!(p.position, 2);
        assert!(!p.playing);
    }

    #[test]
    fn playing_at_the_end_starts_over_and_stops_at_the_end() {
        let mut p = PlayerState::new(3, 3);
        p.apply(Command::SetSpeed(Speed::VeryFast), |_| true);
        p.apply(Command::TogglePlay, |_| true);
        assert_eq!(p.position, 0);
        let mut now = 0.0;
        while p.playing {
            p.apply(Command::Frame(now), |_| true);
            now += 16.0;
        }
        assert_eq!(p.position, 3);
    }

    #[test]
    fn seek_is_clamped() {
        let mut p = PlayerState::new(5, 0);
        p.apply(Command::Seek(99), |_| true);
        assert_eq!(p.position, 5);
    }
}
