//! Staircase Nim: coins on steps 1..m slide down one step at a time; only the odd steps count.
//!
//! The stepped part follows the solver's [`StairStep`]s: each odd step's coins are read into
//! the XOR, the verdict, then the odd steps are tested until one carries the highest bit of `X`
//! and its surplus moves one step down. The game panel beside it does not step: the learner
//! picks a step and a number of coins (buttons, or typed as "step coins"), and the computer
//! answers at once with the solver's reply, including passing on coins the learner moved from an
//! even step, with one sentence saying why.
//!
//! Input: the ground first (it must be 0), then steps 1..m, so the i-th number is step i, as in
//! the picture and the lesson.

use std::rc::Rc;

use nimlab_solver::input::{Field, InputError, JudgeInput};
use nimlab_solver::nim::play::Side;
use nimlab_solver::nim::staircase::{
    self, computer_move, parse_widget_steps, Reply, StairMove, StairStep, MAX_WIDGET_COINS,
    MAX_WIDGET_STEPS, WIDGET_STEPS,
};
use nimlab_solver::nim::staircase_program::PROGRAMS;
use nimlab_solver::nim::Heaps;
use nimlab_solver::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlSelectElement};

use crate::dom::{self, Listener};
use crate::kit;
use crate::kit::code_panel::Source;
use crate::kit::form::InputField;
use crate::kit::shell::{CodeView, Effect, Stepper};

const DEFAULT_STEPS: &str = "0 3 2 5 1";
/// Count buttons for the chosen step; coins pile up during a game, larger moves are typed.
const MAX_TAKE_BUTTONS: u64 = MAX_WIDGET_COINS;

pub enum Msg {
    Apply,
    Game(GameMsg),
}

pub enum GameMsg {
    NewGame,
    Select(usize),
    Take(u64),
    Typed,
    Undo,
}

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

/// "step 3" or "the ground" for an index into the ground-first list (0 = ground).
fn place(index: usize, lang: Lang) -> String {
    if index == 0 {
        lang.pick("mặt đất", "the ground").to_string()
    } else {
        lang.pick(format!("bậc {index}"), format!("step {index}"))
    }
}

/// Draws the staircase into `list` (emptied first): the ground and steps 1..m, rising to the
/// right, each with its coin stack, its number, odd steps marked. With `buttons`, the steps
/// are buttons (the game) and their elements are returned.
fn draw_stairs(
    list: &Element,
    ground: u64,
    stairs: &[u64],
    marks: &[Mark],
    chosen: Option<usize>,
    buttons: bool,
    lang: Lang,
) -> Vec<(usize, Element)> {
    while let Some(old) = list.first_child() {
        let _ = list.remove_child(&old);
    }
    let mut made = Vec::new();
    let all = std::iter::once(ground).chain(stairs.iter().copied());
    for (index, coins) in all.enumerate() {
        let Ok(item) = dom::child(list, "li", "st-step", "") else {
            continue;
        };
        let odd = index % 2 == 1;
        dom::set_class(&item, "is-odd", odd);
        dom::set_class(&item, "is-ground", index == 0);
        dom::set_style(&item, "--level", &index.to_string());
        let mark = marks.get(index).copied().unwrap_or(Mark::None);
        let (symbol, class) = match mark {
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
        // The mark sits above the step's column, outside its button: it tells the last move,
        // which the history says in words, and is no part of the button's label.
        if let Ok(m) = dom::child(&item, "span", "st-mark", &symbol) {
            dom::set_attr(&m, "aria-hidden", "true");
        }
        let holder = if buttons && index > 0 {
            match dom::button(&item, "st-step-button", "") {
                Ok(b) => {
                    dom::set_attr(&b, "data-step", &index.to_string());
                    dom::set_class(&b, "is-chosen", chosen == Some(index));
                    dom::set_attr(
                        &b,
                        "aria-pressed",
                        if chosen == Some(index) {
                            "true"
                        } else {
                            "false"
                        },
                    );
                    made.push((index, b.clone()));
                    b
                }
                Err(_) => continue,
            }
        } else {
            match dom::child(&item, "span", "st-column", "") {
                Ok(column) => column,
                Err(_) => continue,
            }
        };
        let parity = match (index, odd) {
            (0, _) => lang.pick("đất", "ground"),
            (_, true) => lang.pick("lẻ ◆", "odd ◆"),
            (_, false) => lang.pick("chẵn", "even"),
        };
        let label = if index == 0 {
            lang.pick(
                format!("Mặt đất: {coins} xu đã ra khỏi cuộc chơi"),
                format!("The ground: {coins} coins out of the game"),
            )
        } else {
            lang.pick(
                format!("Bậc {index}, {parity}: {coins} xu"),
                format!("Step {index}, {parity}: {coins} coins"),
            )
        };
        // A button carries its own name; a plain step, the list item.
        let named = if buttons && index > 0 { &holder } else { &item };
        dom::set_attr(named, "aria-label", &label);
        // The column is written bottom up (block, coins, count) and drawn top down by the
        // stylesheet (`column-reverse`), with spaces between the parts that the flex layout
        // does not draw: its text then reads "1 odd ◆ 3", in the order of its label "Step 1,
        // odd ◆: 3 coins" (WCAG 2.5.3, label in name).
        let _ = (|| -> Result<(), JsValue> {
            let block = dom::child(&holder, "span", "st-block", "")?;
            dom::child(&block, "span", "st-name", &index.to_string())?;
            let parity = dom::child(&block, "span", "st-parity", parity)?;
            parity.before_with_str_1(" ")?;
            let stack = dom::child(&holder, "span", "st-coins", &"●".repeat(coins as usize))?;
            dom::set_attr(&stack, "aria-hidden", "true");
            stack.before_with_str_1(" ")?;
            let count = dom::child(&holder, "span", "st-count", &coins.to_string())?;
            count.before_with_str_1(" ")?;
            Ok(())
        })();
    }
    made
}

/// One position being analysed.
struct Run {
    stairs: Heaps,
    steps: Vec<StairStep>,
}

impl Run {
    fn new(stairs: Heaps) -> Run {
        Run {
            steps: staircase::steps(&stairs),
            stairs,
        }
    }

    /// The list as typed: ground first.
    fn text(&self, sep: &str) -> String {
        let list: Vec<String> = std::iter::once(0)
            .chain(self.stairs.sizes().iter().copied())
            .map(|c| c.to_string())
            .collect();
        list.join(sep)
    }

    /// The marks (ground first) and the XOR terms read after `position` steps.
    fn marks(&self, position: usize) -> (Vec<Mark>, Vec<u64>, Option<u64>) {
        let m = self.stairs.sizes().len();
        let mut marks = vec![Mark::None; m + 1];
        let mut terms = Vec::new();
        let mut x = None;
        let done = self.steps.get(..position).unwrap_or(&self.steps);
        for (i, step) in done.iter().enumerate() {
            let last = i + 1 == done.len();
            match step {
                StairStep::Read { step, coins, .. } => {
                    if let Some(slot) = marks.get_mut(*step) {
                        *slot = if last { Mark::Reading } else { Mark::Read };
                    }
                    terms.push(*coins);
                }
                StairStep::Verdict { x: v } => x = Some(*v),
                StairStep::Test { step, .. } => {
                    if let Some(slot) = marks.get_mut(*step) {
                        *slot = Mark::Skipped;
                    }
                }
                StairStep::Move { step, stones, .. } => {
                    if let Some(slot) = marks.get_mut(*step) {
                        *slot = Mark::From(*stones);
                    }
                    if let Some(slot) = marks.get_mut(step - 1) {
                        *slot = Mark::To(*stones);
                    }
                }
            }
        }
        (marks, terms, x)
    }

    fn summary(&self, lang: Lang) -> String {
        let x = staircase::odd_xor(&self.stairs);
        match staircase::winning_move(&self.stairs) {
            None => lang.pick(
                format!("X = {x}: người đi trước thua (P). Nước nào trên bậc lẻ cũng làm X khác 0; nước nào từ bậc chẵn thì đối thủ chỉ việc chuyển tiếp đúng số xu đó."),
                format!("X = {x}: the player to move loses (P). Any move on an odd step makes X nonzero; any move from an even step, the opponent simply passes the same coins on."),
            ),
            Some(mv) => {
                let step = mv.from + 1;
                let coins = self.stairs.sizes().get(mv.from).copied().unwrap_or(0);
                let (c, left) = (mv.stones, coins - mv.stones);
                lang.pick(
                    format!("X = {x} ≠ 0: người đi trước thắng (N). Nước thắng: chuyển {c} xu từ bậc {step} xuống {}; bậc {step} còn {coins} ⊕ {x} = {left} và XOR các bậc lẻ bằng 0. Các bậc chẵn không ảnh hưởng gì.", place(step - 1, lang)),
                    format!("X = {x} ≠ 0: the player to move wins (N). Winning move: move {c} coins from step {step} down to {}; step {step} keeps {coins} ⊕ {x} = {left} and the odd steps XOR to 0. The even steps play no part.", place(step - 1, lang)),
                )
            }
        }
    }
}

/// The count `m` of steps in the judge input.
const COUNT: Field = Field::new("m", "Số bậc m", "Number of steps m", "4");

pub struct Staircase {
    run: Run,
    title: Element,
    intro: Element,
    steps: InputField,
    apply: Element,
    legend: kit::Legend,
    picture: Element,
    xor: Element,
    summary: Element,
    game: GamePanel,
    _listeners: Vec<Listener>,
}

const LEGEND: &[kit::LegendEntry] = &[
    (
        "is-odd",
        "◆",
        "bậc lẻ: chỉ các bậc này được tính",
        "odd step: only these count",
    ),
    ("is-reading", "●", "bậc đang đọc", "step being read"),
    ("is-read", "✓", "đã đọc vào X", "read into X"),
    ("is-from", "−c", "xu rời bậc này", "coins leave this step"),
    ("is-to", "+c", "xu đến bậc này", "coins land here"),
];

impl Stepper for Staircase {
    type Msg = Msg;

    fn build(
        root: &Element,
        placeholder: &Element,
        lang: Lang,
        dispatch: Rc<dyn Fn(Msg)>,
    ) -> Result<Staircase, JsValue> {
        let (title, intro) = kit::header(root)?;
        let form = kit::form(root)?;
        let steps = InputField::new(&form, "steps")?;
        let (_, apply) = kit::actions(&form)?;
        let legend = kit::Legend::new(root, "st", LEGEND)?;
        let scroll = dom::child(root, "div", "st-scroll", "")?;
        // A long staircase scrolls inside its box; the box takes the focus so keys can scroll it.
        dom::set_attr(&scroll, "tabindex", "0");
        let picture = dom::child(&scroll, "ol", "st-stairs", "")?;
        let xor = dom::child(root, "p", "st-xor", "")?;
        let summary = dom::child(root, "p", "summary st-summary", "")?;

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&form, move || d(Msg::Apply))?);
        let d = dispatch.clone();
        let game = GamePanel::new(root, Rc::new(move |m| d(Msg::Game(m))))?;

        let start = parse_widget_steps(DEFAULT_STEPS)
            .ok()
            .or_else(|| Heaps::new(vec![3, 2, 5, 1]))
            .ok_or_else(|| JsValue::from_str("no default steps"))?;
        let mut widget = Staircase {
            run: Run::new(start),
            title,
            intro,
            steps,
            apply,
            legend,
            picture,
            xor,
            summary,
            game,
            _listeners: listeners,
        };
        let attr = placeholder
            .get_attribute("data-steps")
            .unwrap_or_else(|| DEFAULT_STEPS.to_string());
        widget.steps.set_value(&attr.replace(',', " "));
        widget.read_fields(lang);
        widget.game.new_game(widget.run.stairs.sizes());
        Ok(widget)
    }

    fn footer(&self) -> Vec<Element> {
        vec![self.game.root.clone()]
    }

    fn sources(&self) -> Vec<Source> {
        Source::all(&PROGRAMS)
    }

    fn total(&self) -> usize {
        self.run.steps.len()
    }

    fn update(&mut self, msg: Msg, lang: Lang) -> Effect {
        match msg {
            Msg::Apply => {
                if self.read_fields(lang) {
                    self.game.new_game(self.run.stairs.sizes());
                    return Effect::restart();
                }
                Effect::none()
            }
            Msg::Game(msg) => {
                self.game.update(msg, self.run.stairs.sizes());
                Effect::none()
            }
        }
    }

    fn draw(&mut self, position: usize, lang: Lang) {
        let (marks, terms, x) = self.run.marks(position);
        draw_stairs(
            &self.picture,
            0,
            self.run.stairs.sizes(),
            &marks,
            None,
            false,
            lang,
        );
        dom::set_attr(
            &self.picture,
            "aria-label",
            lang.pick(
                "Cầu thang: mặt đất bên trái, bậc cao dần sang phải",
                "The staircase: the ground on the left, steps rising to the right",
            ),
        );
        let names: Vec<String> = (0..self.run.stairs.sizes().len())
            .step_by(2)
            .map(|i| format!("a{}", i + 1))
            .collect();
        let values: Vec<String> = terms.iter().map(u64::to_string).collect();
        let so_far = terms.iter().fold(0, |a, &b| a ^ b);
        let mut text = format!("X = {}", names.join(" ⊕ "));
        if !values.is_empty() {
            text.push_str(&format!(" = {}", values.join(" ⊕ ")));
            if values.len() < names.len() && x.is_none() {
                text.push_str(" ⊕ …");
            }
            text.push_str(&format!(" = {so_far}"));
        }
        dom::set_text(&self.xor, &text);
        let done = position >= self.run.steps.len();
        let summary = if done {
            self.run.summary(lang)
        } else {
            String::new()
        };
        dom::set_text(&self.summary, &summary);
        dom::set_hidden(&self.summary, !done);
        self.game.draw(lang);
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        let Some(step) = position.checked_sub(1).and_then(|i| self.run.steps.get(i)) else {
            return lang
                .pick(
                    "Chỉ các bậc lẻ (◆) được tính. Bấm “Tiến một bước” hoặc “Chạy” (▶) để đọc từng bậc lẻ vào X.",
                    "Only the odd steps (◆) count. Press “Step forward” or “Play” (▶) to read each odd step into X.",
                )
                .to_string();
        };
        match *step {
            StairStep::Read { step, coins, x } => lang.pick(
                format!("Bậc lẻ {step} có {coins} xu: X = {} ⊕ {coins} = {x}.", x ^ coins),
                format!("Odd step {step} holds {coins} coins: X = {} ⊕ {coins} = {x}.", x ^ coins),
            ),
            StairStep::Verdict { x: 0 } => lang
                .pick(
                    "X = 0: Nim trên các bậc lẻ là thế thua, nên người đi trước thua (P).",
                    "X = 0: the Nim on the odd steps is lost, so the player to move loses (P).",
                )
                .to_string(),
            StairStep::Verdict { x } => lang.pick(
                format!("X = {x} ≠ 0: người đi trước thắng (N). Tìm một bậc lẻ mang bit cao nhất của X."),
                format!("X = {x} ≠ 0: the player to move wins (N). Look for an odd step carrying the highest bit of X."),
            ),
            StairStep::Test {
                step,
                coins,
                target,
            } => lang.pick(
                format!("Bậc {step}: {coins} ⊕ X = {target} ≥ {coins}, không bớt được; bỏ qua."),
                format!("Step {step}: {coins} ⊕ X = {target} ≥ {coins}, it cannot shrink; skip."),
            ),
            StairStep::Move {
                step,
                stones,
                target,
            } => lang.pick(
                format!("Bậc {step}: còn lại {target} xu là đủ. Chuyển {stones} xu xuống {}; XOR các bậc lẻ thành 0.", place(step - 1, lang)),
                format!("Step {step}: {target} coins should stay. Move {stones} coins down to {}; the odd steps now XOR to 0.", place(step - 1, lang)),
            ),
        }
    }

    fn code(&self, position: usize) -> CodeView {
        let m = self.run.stairs.sizes().len();
        let mut variables = vec![("m".to_string(), m.to_string())];
        let Some(step) = position.checked_sub(1).and_then(|i| self.run.steps.get(i)) else {
            return CodeView {
                lines: Vec::new(),
                variables,
            };
        };
        let x = staircase::odd_xor(&self.run.stairs);
        match *step {
            StairStep::Read { step, x, .. } => {
                variables.push(("i".to_string(), step.to_string()));
                variables.push(("X".to_string(), x.to_string()));
            }
            StairStep::Verdict { x } => variables.push(("X".to_string(), x.to_string())),
            StairStep::Test { step, target, .. } | StairStep::Move { step, target, .. } => {
                variables.push(("i".to_string(), step.to_string()));
                variables.push(("X".to_string(), x.to_string()));
                variables.push(("target".to_string(), target.to_string()));
            }
        }
        CodeView {
            lines: PROGRAMS
                .iter()
                .map(|p| p.line_of(step.code_point()))
                .collect(),
            variables,
        }
    }

    fn relabel(&mut self, lang: Lang) {
        dom::set_text(
            &self.title,
            lang.pick(
                "Nim bậc thang: chỉ các bậc lẻ được tính",
                "Staircase Nim: only the odd steps count",
            ),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Mỗi lượt chọn một bậc còn xu và chuyển ít nhất một xu từ bậc đó xuống bậc ngay dưới (từ bậc 1 thì xuống mặt đất, ra khỏi cuộc chơi). Ai không đi được thì thua. Đây là Nim trên các bậc lẻ: XOR số xu ở bậc 1, 3, 5, …",
                "Each turn picks a step with coins and moves one or more of them down to the step just below (from step 1 they drop to the ground and leave the game). Whoever cannot move loses. This is Nim on the odd steps: XOR the coins on steps 1, 3, 5, …",
            ),
        );
        self.steps.set_label(&lang.pick(
            format!("Số xu: mặt đất (luôn là 0) rồi các bậc 1, 2, … (tối đa {MAX_WIDGET_STEPS} bậc, mỗi bậc 0–{MAX_WIDGET_COINS} xu; ví dụ 0 3 2 5 1)"),
            format!("Coins: the ground (always 0), then steps 1, 2, … (up to {MAX_WIDGET_STEPS} steps of 0–{MAX_WIDGET_COINS} coins; e.g. 0 3 2 5 1)"),
        ));
        dom::set_text(&self.apply, lang.pick("Phân tích", "Analyse"));
        self.legend.relabel(lang);
        let parsed = parse_widget_steps(&self.steps.value());
        self.steps.show(parsed.as_ref().err(), lang);
        self.game.relabel(lang);
    }

    fn stdin(&self) -> String {
        let list: Vec<String> = self.run.stairs.sizes().iter().map(u64::to_string).collect();
        format!("{}\n{}", list.len(), list.join(" "))
    }

    fn apply_stdin(&mut self, text: &str, _lang: Lang) -> Result<(), InputError> {
        let mut input = JudgeInput::new(text);
        let m = input.count(COUNT, 1, MAX_WIDGET_STEPS)?;
        let coins = (0..m)
            .map(|_| input.number(WIDGET_STEPS, 0, MAX_WIDGET_COINS))
            .collect::<Result<Vec<u64>, _>>()?;
        input.finish()?;
        let stairs = Heaps::new(coins)
            .ok_or(InputError::new(WIDGET_STEPS, nimlab_solver::Problem::Empty))?;
        self.run = Run::new(stairs);
        self.steps.set_value(&self.run.text(" "));
        self.steps.show(None, Lang::Vi);
        self.game.new_game(self.run.stairs.sizes());
        Ok(())
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        vec![("steps", self.run.text(","))]
    }

    fn restore(&mut self, get: &dyn Fn(&str) -> Option<String>, lang: Lang) -> bool {
        let Some(steps) = get("steps") else {
            return false;
        };
        self.steps.set_value(&steps.replace(',', " "));
        let ok = self.read_fields(lang);
        if ok {
            self.game.new_game(self.run.stairs.sizes());
        }
        ok
    }
}

impl Staircase {
    /// Validates the field; on success the walk starts over, on error the message shows at the
    /// field and the current picture stays.
    fn read_fields(&mut self, lang: Lang) -> bool {
        let parsed = parse_widget_steps(&self.steps.value());
        self.steps.show(parsed.as_ref().err(), lang);
        match parsed {
            Ok(stairs) => {
                self.run = Run::new(stairs);
                true
            }
            Err(_) => false,
        }
    }
}

/// One move of a game.
struct Played {
    by: Side,
    mv: StairMove,
    reply: Option<Reply>,
    /// The steps (1..m) before the move.
    before: Vec<u64>,
}

/// A game against the computer on steps 1..m (solver indices: 0 is step 1).
struct StairGame {
    stairs: Vec<u64>,
    ground: u64,
    first: Side,
    history: Vec<Played>,
}

impl StairGame {
    fn to_move(&self) -> Side {
        if self.history.len() % 2 == 0 {
            self.first
        } else {
            self.first.other()
        }
    }

    fn is_over(&self) -> bool {
        self.stairs.iter().all(|&c| c == 0)
    }

    fn play(&mut self, by: Side, mv: StairMove, reply: Option<Reply>) -> bool {
        let Some(next) = staircase::apply(&self.stairs, mv) else {
            return false;
        };
        let before = std::mem::replace(&mut self.stairs, next);
        if mv.to().is_none() {
            self.ground += mv.stones;
        }
        self.history.push(Played {
            by,
            mv,
            reply,
            before,
        });
        true
    }

    /// The computer answers if it is its turn.
    fn computer_plays(&mut self) {
        if self.to_move() != Side::Computer || self.is_over() {
            return;
        }
        let last = self
            .history
            .last()
            .filter(|p| p.by == Side::Learner)
            .map(|p| p.mv);
        if let Some((mv, reply)) = computer_move(&self.stairs, last) {
            self.play(Side::Computer, mv, Some(reply));
        }
    }

    /// Takes back moves up to and including the learner's last one.
    fn undo(&mut self) {
        if !self.history.iter().any(|p| p.by == Side::Learner) {
            return;
        }
        while let Some(p) = self.history.pop() {
            if p.mv.to().is_none() {
                self.ground -= p.mv.stones;
            }
            self.stairs = p.before;
            if p.by == Side::Learner {
                break;
            }
        }
    }
}

/// "move 2 coins from step 3 to step 2".
fn move_words(mv: StairMove, lang: Lang) -> String {
    let (c, step) = (mv.stones, mv.from + 1);
    lang.pick(
        format!(
            "chuyển {c} xu từ bậc {step} xuống {}",
            place(step - 1, lang)
        ),
        format!(
            "move {c} coins from step {step} down to {}",
            place(step - 1, lang)
        ),
    )
}

struct GamePanel {
    root: Element,
    game: Option<StairGame>,
    /// The chosen step (1..m).
    selected: Option<usize>,
    move_error: Option<InputError>,
    dispatch: Rc<dyn Fn(GameMsg)>,
    title: Element,
    intro: Element,
    first_label: Element,
    first: Element,
    first_options: [Element; 2],
    new_game: Element,
    status: Element,
    picture: Element,
    take_box: Element,
    take_label: Element,
    take_buttons: Vec<Element>,
    typed: InputField,
    typed_go: Element,
    undo: Element,
    reason: Element,
    history_title: Element,
    history: Element,
    _listeners: Vec<Listener>,
    _step_listeners: Vec<Listener>,
}

impl GamePanel {
    fn new(parent: &Element, dispatch: Rc<dyn Fn(GameMsg)>) -> Result<GamePanel, JsValue> {
        let (root, title) = kit::panel(parent, "st-game", "st-game-title", "st-game")?;
        let intro = dom::child(&root, "p", "st-game-intro", "")?;
        let setup = dom::child(&root, "div", "st-game-setup", "")?;
        let wrap = dom::child(&setup, "div", "field st-select", "")?;
        let first_label = dom::child(&wrap, "label", "", "")?;
        let first = dom::child(&wrap, "select", "st-first", "")?;
        let id = dom::fresh_id("st-first");
        dom::set_attr(&first, "id", &id);
        dom::set_attr(&first, "name", "first");
        dom::set_attr(&first_label, "for", &id);
        let a = dom::child(&first, "option", "", "")?;
        let b = dom::child(&first, "option", "", "")?;
        dom::set_attr(&a, "value", "learner");
        dom::set_attr(&b, "value", "computer");
        let new_game = dom::button(&setup, "btn btn-primary st-new-game", "")?;

        let status = dom::child(&root, "p", "st-game-status", "")?;
        dom::set_attr(&status, "aria-live", "polite");
        let scroll = dom::child(&root, "div", "st-scroll", "")?;
        let picture = dom::child(&scroll, "ol", "st-stairs st-game-stairs", "")?;

        let take_box = dom::child(&root, "div", "st-take", "")?;
        dom::set_attr(&take_box, "role", "group");
        let take_label = dom::child(&take_box, "p", "st-take-label", "")?;
        let take_id = dom::fresh_id("st-take");
        dom::set_attr(&take_label, "id", &take_id);
        dom::set_attr(&take_box, "aria-labelledby", &take_id);
        let row = dom::child(&take_box, "div", "st-take-buttons", "")?;
        let mut take_buttons = Vec::new();
        for c in 1..=MAX_TAKE_BUTTONS {
            take_buttons.push(dom::button(&row, "btn st-take-button", &c.to_string())?);
        }

        let form = dom::child(&root, "form", "widget-form st-typed", "")?;
        dom::set_attr(&form, "novalidate", "");
        let typed = InputField::new(&form, "move")?;
        let actions = dom::child(&form, "div", "form-actions", "")?;
        let typed_go = dom::child(&actions, "button", "btn", "")?;
        dom::set_attr(&typed_go, "type", "submit");
        let undo = dom::button(&actions, "btn st-undo", "")?;

        let reason = dom::child(&root, "p", "st-reason", "")?;
        let history_title = dom::child(&root, "h5", "st-history-title", "")?;
        let history = dom::child(&root, "ol", "st-history", "")?;

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(Listener::new(&new_game, "click", move |_| {
            d(GameMsg::NewGame)
        })?);
        let d = dispatch.clone();
        listeners.push(Listener::new(&undo, "click", move |_| d(GameMsg::Undo))?);
        for (k, button) in take_buttons.iter().enumerate() {
            let d = dispatch.clone();
            let take = k as u64 + 1;
            listeners.push(Listener::new(button, "click", move |_| {
                d(GameMsg::Take(take))
            })?);
        }
        let d = dispatch.clone();
        listeners.push(Listener::new(&form, "submit", move |event| {
            event.prevent_default();
            d(GameMsg::Typed);
        })?);

        Ok(GamePanel {
            root,
            game: None,
            selected: None,
            move_error: None,
            dispatch,
            title,
            intro,
            first_label,
            first,
            first_options: [a, b],
            new_game,
            status,
            picture,
            take_box,
            take_label,
            take_buttons,
            typed,
            typed_go,
            undo,
            reason,
            history_title,
            history,
            _listeners: listeners,
            _step_listeners: Vec::new(),
        })
    }

    fn new_game(&mut self, stairs: &[u64]) {
        let first = match self.first.dyn_ref::<HtmlSelectElement>().map(|s| s.value()) {
            Some(v) if v == "computer" => Side::Computer,
            _ => Side::Learner,
        };
        let mut game = StairGame {
            stairs: stairs.to_vec(),
            ground: 0,
            first,
            history: Vec::new(),
        };
        game.computer_plays();
        self.game = Some(game);
        self.selected = None;
        self.move_error = None;
        self.typed.set_value("");
    }

    fn update(&mut self, msg: GameMsg, start: &[u64]) {
        match msg {
            GameMsg::NewGame => self.new_game(start),
            GameMsg::Select(step) => {
                let ok = self.game.as_ref().is_some_and(|g| {
                    g.to_move() == Side::Learner
                        && g.stairs.get(step.wrapping_sub(1)).is_some_and(|&c| c > 0)
                });
                if ok {
                    self.selected = Some(step);
                }
            }
            GameMsg::Take(stones) => {
                if let Some(step) = self.selected {
                    self.learner_moves(StairMove {
                        from: step - 1,
                        stones,
                    });
                }
            }
            GameMsg::Typed => {
                let Some(game) = &self.game else { return };
                if game.to_move() != Side::Learner || game.is_over() {
                    return;
                }
                match staircase::parse_move(&game.stairs, &self.typed.value()) {
                    Ok(mv) => {
                        self.typed.set_value("");
                        self.learner_moves(mv);
                    }
                    Err(e) => self.move_error = Some(e),
                }
            }
            GameMsg::Undo => {
                if let Some(game) = &mut self.game {
                    game.undo();
                }
                self.move_error = None;
                self.selected = None;
            }
        }
    }

    fn learner_moves(&mut self, mv: StairMove) {
        let Some(game) = &mut self.game else { return };
        if game.to_move() != Side::Learner || !game.play(Side::Learner, mv, None) {
            return;
        }
        self.move_error = None;
        game.computer_plays();
        let keep = self
            .selected
            .is_some_and(|s| game.stairs.get(s - 1).is_some_and(|&c| c > 0));
        if !keep || game.is_over() {
            self.selected = None;
        }
    }

    fn relabel(&self, lang: Lang) {
        dom::set_text(
            &self.title,
            lang.pick("Chơi với máy", "Play against the computer"),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Chọn một bậc rồi số xu để chuyển xuống một bậc. Máy giữ XOR các bậc lẻ bằng 0; nếu bạn chuyển xu từ bậc chẵn, máy chuyển tiếp đúng số xu đó. Thử xem!",
                "Pick a step, then how many coins to move one step down. The computer keeps the odd steps' XOR at 0; if you move coins from an even step, it passes the same coins on. Try it!",
            ),
        );
        dom::set_text(&self.first_label, lang.pick("Ai đi trước", "Who starts"));
        dom::set_text(&self.first_options[0], lang.pick("Bạn", "You"));
        dom::set_text(&self.first_options[1], lang.pick("Máy", "The computer"));
        dom::set_text(
            &self.new_game,
            lang.pick("Ván mới với các bậc trên", "New game with these steps"),
        );
        self.typed.set_label(lang.pick(
            "Hoặc gõ nước đi: số thứ tự bậc rồi số xu (ví dụ 3 2)",
            "Or type a move: the step, then how many coins (e.g. 3 2)",
        ));
        dom::set_text(&self.typed_go, lang.pick("Đi", "Make move"));
        dom::set_text(&self.undo, lang.pick("Đi lại (hoàn tác)", "Undo"));
        dom::set_text(
            &self.history_title,
            lang.pick("Các nước đã đi", "Moves so far"),
        );
    }

    fn draw(&mut self, lang: Lang) {
        let Some(game) = &self.game else { return };
        let learner_turn = game.to_move() == Side::Learner && !game.is_over();
        dom::set_text(&self.status, &status(game, lang));

        let mut marks = vec![Mark::None; game.stairs.len() + 1];
        if let Some(last) = game.history.last() {
            if let Some(slot) = marks.get_mut(last.mv.from + 1) {
                *slot = Mark::From(last.mv.stones);
            }
            if let Some(slot) = marks.get_mut(last.mv.from) {
                *slot = Mark::To(last.mv.stones);
            }
        }
        // The step buttons are drawn afresh: keep the keyboard focus on the same step.
        let focused = dom::document()
            .and_then(|d| d.active_element())
            .filter(|el| self.picture.contains(Some(el)))
            .and_then(|el| el.get_attribute("data-step"));
        let made = draw_stairs(
            &self.picture,
            game.ground,
            &game.stairs,
            &marks,
            self.selected,
            true,
            lang,
        );
        dom::set_attr(
            &self.picture,
            "aria-label",
            lang.pick(
                "Các bậc: chọn một bậc để chuyển xu xuống",
                "The steps: choose one to move coins down from",
            ),
        );
        self._step_listeners.clear();
        for (index, button) in made {
            let coins = game.stairs.get(index - 1).copied().unwrap_or(0);
            dom::set_disabled(&button, !learner_turn || coins == 0);
            let d = self.dispatch.clone();
            if let Ok(l) = Listener::new(&button, "click", move |_| d(GameMsg::Select(index))) {
                self._step_listeners.push(l);
            }
            let was_focused = focused.as_deref() == Some(index.to_string().as_str());
            if was_focused {
                match button.dyn_ref::<web_sys::HtmlElement>() {
                    Some(el) if !el.has_attribute("disabled") => {
                        let _ = el.focus();
                    }
                    _ => {}
                }
            }
        }

        let chosen = self
            .selected
            .and_then(|s| Some((s, *game.stairs.get(s.checked_sub(1)?)?)));
        dom::set_hidden(&self.take_box, chosen.is_none() || !learner_turn);
        if let Some((step, coins)) = chosen {
            let below = place(step - 1, lang);
            dom::set_text(
                &self.take_label,
                &lang.pick(
                    format!("Chuyển bao nhiêu xu từ bậc {step} xuống {below}?"),
                    format!("How many coins from step {step} down to {below}?"),
                ),
            );
            if coins > MAX_TAKE_BUTTONS {
                dom::set_text(
                    &self.take_label,
                    &lang.pick(
                        format!("Chuyển bao nhiêu xu từ bậc {step} xuống {below}? (Hơn {MAX_TAKE_BUTTONS} xu: gõ nước đi bên dưới.)"),
                        format!("How many coins from step {step} down to {below}? (More than {MAX_TAKE_BUTTONS}: type the move below.)"),
                    ),
                );
            }
            for (k, button) in self.take_buttons.iter().enumerate() {
                let c = k as u64 + 1;
                dom::set_hidden(button, c > coins);
                dom::set_attr(
                    button,
                    "aria-label",
                    &lang.pick(
                        format!("Chuyển {c} xu từ bậc {step}"),
                        format!("Move {c} coins from step {step}"),
                    ),
                );
            }
        }
        self.typed.show(self.move_error.as_ref(), lang);
        dom::set_disabled(&self.typed_go, !learner_turn);
        dom::set_disabled(
            &self.undo,
            !game.history.iter().any(|p| p.by == Side::Learner),
        );

        let reason = game
            .history
            .iter()
            .rev()
            .find(|p| p.by == Side::Computer)
            .map(|p| reason_text(p, lang))
            .unwrap_or_default();
        dom::set_text(&self.reason, &reason);
        dom::set_hidden(&self.reason, reason.is_empty());

        while let Some(old) = self.history.first_child() {
            let _ = self.history.remove_child(&old);
        }
        for played in &game.history {
            let who = match played.by {
                Side::Learner => lang.pick("Bạn", "You"),
                Side::Computer => lang.pick("Máy", "Computer"),
            };
            let after = staircase::apply(&played.before, played.mv).unwrap_or_default();
            let after: Vec<String> = after.iter().map(u64::to_string).collect();
            let text = format!(
                "{who}: {} → {}",
                move_words(played.mv, lang),
                after.join(" ")
            );
            let _ = dom::child(&self.history, "li", "", &text);
        }
        dom::set_hidden(&self.history_title, game.history.is_empty());
    }
}

/// Why the computer played `played`, in one sentence.
fn reason_text(played: &Played, lang: Lang) -> String {
    let words = move_words(played.mv, lang);
    let step = played.mv.from + 1;
    match played.reply {
        Some(Reply::Copy) => {
            let even = step + 1;
            let c = played.mv.stones;
            lang.pick(
                format!("Bạn vừa chuyển {c} xu từ bậc chẵn {even} xuống bậc lẻ {step}. Máy {words}: đúng số xu đó đi tiếp một bậc, các bậc lẻ trở lại như trước và XOR vẫn bằng 0."),
                format!("You just moved {c} coins from the even step {even} onto the odd step {step}. The computer will {words}: the same coins go one step further, the odd steps are as before and their XOR is still 0."),
            )
        }
        Some(Reply::Nim { x }) => lang.pick(
            format!("XOR các bậc lẻ là {x} ≠ 0. Máy {words}: nước Nim trên bậc lẻ {step}, để lại XOR các bậc lẻ bằng 0."),
            format!("The odd steps XOR to {x} ≠ 0. The computer will {words}: a Nim move on the odd step {step}, leaving the odd steps with XOR 0."),
        ),
        Some(Reply::Lost) => lang.pick(
            format!("XOR các bậc lẻ bằng 0: máy đang ở thế thua. Máy {words} (một xu ở bậc cao nhất) và chờ bạn sơ suất."),
            format!("The odd steps XOR to 0: the computer is losing. It will {words} (one coin from the highest step) and wait for a slip."),
        ),
        None => String::new(),
    }
}

fn status(game: &StairGame, lang: Lang) -> String {
    if game.is_over() {
        let last = game.history.last().map(|p| p.by);
        return match last {
            Some(Side::Learner) => lang
                .pick(
                    "Mọi xu đã xuống đất, máy không đi được nữa: bạn thắng!",
                    "Every coin is on the ground and the computer cannot move: you win!",
                )
                .to_string(),
            Some(Side::Computer) => lang
                .pick(
                    "Mọi xu đã xuống đất, bạn không đi được nữa: máy thắng.",
                    "Every coin is on the ground and you cannot move: the computer wins.",
                )
                .to_string(),
            None => lang
                .pick(
                    "Cầu thang trống ngay từ đầu: người đi trước thua.",
                    "The staircase is empty from the start: the player to move loses.",
                )
                .to_string(),
        };
    }
    match game.to_move() {
        Side::Learner => lang
            .pick(
                "Lượt của bạn: chọn một bậc rồi số xu, hoặc gõ nước đi.",
                "Your turn: choose a step, then how many coins, or type a move.",
            )
            .to_string(),
        Side::Computer => lang
            .pick("Lượt của máy.", "The computer's turn.")
            .to_string(),
    }
}
