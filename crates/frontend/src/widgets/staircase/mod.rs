//! Staircase Nim: coins on steps 1..m slide down one step at a time; only the odd steps count.
//!
//! The stepped part follows the solver's [`StairWalk`]: each odd step's coins are read into the
//! XOR, the verdict, then the odd steps are tested until one carries the highest bit of `X` and
//! its surplus moves one step down; the walk says each step and keeps the running XOR. The game
//! against the computer has its own panel (`game::StairBoard`, in the game's own build).
//!
//! Input: the ground first (it must be 0), then steps 1..m, so the i-th number is step i, as in
//! the picture and the lesson.

#[cfg(all(feature = "game-module", feature = "widget-staircase"))]
pub(super) mod game;

use nimlab_course::widgets::{staircase as words, ANALYSE, PLAY_AGAINST};
use nimlab_solver::input::InputError;
use nimlab_solver::nim::staircase::{
    self, parse_widget_steps, StairStep, StairWalk, MAX_WIDGET_COINS, MAX_WIDGET_STEPS,
};
use nimlab_solver::nim::staircase_program::PROGRAMS;
use nimlab_solver::nim::Heaps;
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom;
use crate::kit::code_panel::Source;
use crate::kit::fields::{Kind, Spec, Values};
use crate::kit::game_slot::GameSlot;
use crate::kit::stage::Part;
use crate::kit::stepper::{Build, CodeView, Stepper};
use crate::kit::text::Words;

/// The widget has no message of its own: its game is in another build.
pub enum Msg {}

/// What a step of the staircase picture is marked with.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    None,
    /// Read into the XOR (✓).
    Read,
    /// Being read (●).
    Reading,
    /// Tested and skipped (✗).
    Skipped,
    /// Coins leave it (−c).
    From(u64),
    /// Coins land on it (+c).
    To(u64),
}

/// Draws the staircase into `list` (emptied first): the ground and steps 1..m, rising to the
/// right, each with its coin stack, its number, odd steps marked. With `buttons`, the steps
/// are buttons (the game) and their elements are returned.
fn draw_stairs(
    list: &Element,
    (ground, stairs): (u64, &[u64]),
    marks: &[Mark],
    chosen: Option<usize>,
    buttons: bool,
    lang: Lang,
) -> Result<Vec<(usize, Element)>, JsValue> {
    dom::clear(list);
    let mut made = Vec::new();
    let all = std::iter::once(ground).chain(stairs.iter().copied());
    for (index, coins) in all.enumerate() {
        let item = dom::child(list, "li", "st-step", "")?;
        let odd = index % 2 == 1;
        dom::set_class(&item, "is-odd", odd);
        dom::set_class(&item, "is-ground", index == 0);
        dom::set_style(&item, "--level", &index.to_string());
        let (symbol, class) = match marks.get(index).copied().unwrap_or(Mark::None) {
            Mark::None => (String::new(), ""),
            Mark::Read => ("✓".to_string(), "is-read"),
            Mark::Reading => ("●".to_string(), "is-reading"),
            Mark::Skipped => ("✗".to_string(), "is-skipped"),
            Mark::From(c) => (format!("−{c}"), "is-from"),
            Mark::To(c) => (format!("+{c}"), "is-to"),
        };
        if !class.is_empty() {
            dom::set_class(&item, class, true);
        }
        // The mark sits above the step's column, outside its button: it tells the last
        // move, which the history says in words, and is no part of the button's label.
        let mark = dom::child(&item, "span", "st-mark", &symbol)?;
        dom::set_attr(&mark, "aria-hidden", "true");
        let holder = if buttons && index > 0 {
            let b = dom::button(&item, "st-step-button", "")?;
            dom::set_attr(&b, "data-step", &index.to_string());
            let pressed = chosen == Some(index);
            dom::set_class(&b, "is-chosen", pressed);
            dom::set_attr(&b, "aria-pressed", if pressed { "true" } else { "false" });
            made.push((index, b.clone()));
            b
        } else {
            dom::child(&item, "span", "st-column", "")?
        };
        let parity = lang.say(match (index, odd) {
            (0, _) => words::GROUND,
            (_, true) => words::ODD,
            (_, false) => words::EVEN,
        });
        let label = if index == 0 {
            words::ground_label(coins, lang)
        } else {
            words::step_label(index, parity, coins, lang)
        };
        // A button carries its own name; a plain step, the list item.
        let named = if buttons && index > 0 { &holder } else { &item };
        dom::set_attr(named, "aria-label", &label);
        // The column is written bottom up (block, coins, count) and drawn top down by the
        // stylesheet (`column-reverse`), with spaces between the parts that the flex layout
        // does not draw: its text then reads "1 odd ◆ 3", in the order of its label "Step
        // 1, odd ◆: 3 coins" (WCAG 2.5.3, label in name).
        let block = dom::child(&holder, "span", "st-block", "")?;
        dom::child(&block, "span", "st-name", &index.to_string())?;
        dom::child(&block, "span", "st-parity", parity)?.before_with_str_1(" ")?;
        let stack = dom::child(&holder, "span", "st-coins", &"●".repeat(coins as usize))?;
        dom::set_attr(&stack, "aria-hidden", "true");
        stack.before_with_str_1(" ")?;
        dom::child(&holder, "span", "st-count", &coins.to_string())?.before_with_str_1(" ")?;
    }
    Ok(made)
}

pub struct Staircase {
    walk: StairWalk,
    picture: Element,
    xor: Element,
    summary: Element,
    game: GameSlot,
}

impl Stepper for Staircase {
    type Msg = Msg;
    type Input = Heaps;

    fn fields(_placeholder: &Element) -> Vec<Spec> {
        vec![Spec::new("steps", ("", ""), "0 3 2 5 1", Kind::List)
            .labelled(words::steps_label(MAX_WIDGET_STEPS, MAX_WIDGET_COINS))]
    }

    const APPLY: Words = ANALYSE;

    fn parse(values: &Values) -> Result<Heaps, Vec<InputError>> {
        parse_widget_steps(values.get("steps")).map_err(|e| vec![e])
    }

    fn build(build: Build<'_, Msg>, stairs: Heaps) -> Result<Staircase, JsValue> {
        let stage = build.stage;
        stage.open(&words::OPENING, "st")?;
        let texts = stage.texts().clone();
        let picture_part = stage.part(Part::Picture);
        // A long staircase scrolls inside its box; the box takes the focus so keys can scroll it.
        let scroll = dom::child_with(picture_part, "div", "st-scroll", &[("tabindex", "0")])?;
        let picture = dom::child(&scroll, "ol", "st-stairs", "")?;
        texts.attr(&picture, "aria-label", words::STAIRCASE);
        let xor = dom::child(picture_part, "p", "st-xor", "")?;
        let summary = dom::child(stage.part(Part::Analysis), "p", "summary st-summary", "")?;
        let play = stage.fold(Part::Play, PLAY_AGAINST)?;
        let game = GameSlot::new(&play, "staircase", &texts, offer(&stairs))?;
        Ok(Staircase {
            walk: StairWalk::new(stairs),
            picture,
            xor,
            summary,
            game,
        })
    }

    fn load(&mut self, stairs: Heaps) -> Result<(), JsValue> {
        self.game.offer(offer(&stairs));
        self.walk = StairWalk::new(stairs);
        Ok(())
    }

    fn values(&self) -> Values {
        Values::new(offer(self.walk.stairs()))
    }

    fn programs(&self) -> Vec<Source> {
        Source::all(&PROGRAMS)
    }

    fn stdin(&self) -> String {
        staircase::input(self.walk.stairs())
    }

    fn read_stdin(&self, text: &str) -> Result<Heaps, InputError> {
        staircase::read_input(text)
    }

    fn total(&self) -> usize {
        self.walk.total()
    }

    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue> {
        let coins = self.walk.stairs().sizes();
        let marks = self.marks(position);
        draw_stairs(&self.picture, (0, coins), &marks, None, false, lang)?;
        dom::set_text(&self.xor, &self.walk.xor_line(position));
        dom::show_when(&self.summary, position >= self.walk.total(), || {
            self.walk.summary(lang)
        });
        Ok(())
    }

    fn relabel(&mut self, _lang: Lang) {
        self.game.set_lang();
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        self.walk
            .sentence(position, lang)
            .unwrap_or_else(|| lang.say(words::OPENING.start).to_string())
    }

    fn code(&self, position: usize) -> CodeView {
        let variables = self.walk.variables(position);
        match self.walk.last(position) {
            Some(step) => CodeView::at(&PROGRAMS, step.code_point(), variables),
            None => CodeView::start(variables),
        }
    }
}

impl Staircase {
    /// The marks of the ground and steps 1..m after `position` steps.
    fn marks(&self, position: usize) -> Vec<Mark> {
        let done = self.walk.done(position);
        let mut marks = vec![Mark::None; self.walk.stairs().sizes().len() + 1];
        let mut set = |index: usize, mark: Mark| {
            if let Some(slot) = marks.get_mut(index) {
                *slot = mark;
            }
        };
        for (i, step) in done.iter().enumerate() {
            match *step {
                StairStep::Read { step, .. } if i + 1 == done.len() => set(step, Mark::Reading),
                StairStep::Read { step, .. } => set(step, Mark::Read),
                StairStep::Verdict { .. } => {}
                StairStep::Test { step, .. } => set(step, Mark::Skipped),
                StairStep::Move { step, stones, .. } => {
                    set(step, Mark::From(stones));
                    set(step - 1, Mark::To(stones));
                }
            }
        }
        marks
    }
}

/// The coins on the steps, as the field and the game take them.
fn offer(stairs: &Heaps) -> Vec<(&'static str, String)> {
    vec![("steps", staircase::widget_text(stairs))]
}
