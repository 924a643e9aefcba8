//! Fibonacci Nim against the computer, with the pile drawn as its Zeckendorf parts.
//!
//! One pile of `n`; the first move takes 1..n−1 stones, every later move at most twice the
//! previous take; taking the last stone wins. The pile is a bar split into its non-neighbouring
//! Fibonacci parts (largest on the left, drawn to the scale of the starting pile), and the
//! quota (the most the player to move may take) is a second bar ending where the pile ends:
//! the player to move wins exactly when the smallest part fits under the quota
//! ([`fibonacci::analyze`]). The game's moves are the steps of the player, so the scrubber
//! replays the game and a shared link restores the game and the step. The starting `n` is
//! analysed exactly up to 10^18.

use std::rc::Rc;

use nimlab_solver::fibonacci::{
    self, computer_take, parse_pile, Game, Position, Zeckendorf, MAX_PILE, PILE, PROGRAMS, QUOTA,
    TAKE,
};
use nimlab_solver::input::{parse_number, InputError, JudgeInput, Problem};
use nimlab_solver::{Lang, Outcome};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlSelectElement};

use crate::dom::{self, Listener};
use crate::kit;
use crate::kit::code_panel::Source;
use crate::kit::form::InputField;
use crate::kit::player::Command;
use crate::kit::shell::{CodeView, Effect, Stepper};

/// Take buttons shown; larger takes are typed.
const MAX_TAKE_BUTTONS: u64 = 21;
const DEFAULT_N: &str = "20";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Learner,
    Computer,
}

impl Side {
    fn other(self) -> Side {
        match self {
            Side::Learner => Side::Computer,
            Side::Computer => Side::Learner,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Side::Learner => "you",
            Side::Computer => "computer",
        }
    }

    fn who(self, lang: Lang) -> &'static str {
        match self {
            Side::Learner => lang.pick("Bạn", "You"),
            Side::Computer => lang.pick("Máy", "The computer"),
        }
    }
}

pub enum Msg {
    NewGame,
    Take(u64),
    Typed,
    Undo,
    SetHints(bool),
}

pub struct FibNim {
    game: Game,
    first: Side,
    hints: bool,
    move_error: Option<InputError>,
    title: Element,
    intro: Element,
    n: InputField,
    first_label: Element,
    first_select: Element,
    first_options: [Element; 2],
    apply: Element,
    hints_toggle: Element,
    hints_text: Element,
    analysis: Element,
    status: Element,
    legend: kit::Legend,
    pile_caption: Element,
    pile_bar: Element,
    quota_caption: Element,
    quota_bar: Element,
    parts: Element,
    verdict: Element,
    controls: Element,
    behind: Element,
    take_label: Element,
    take_buttons: Vec<Element>,
    hint: Element,
    typed: InputField,
    typed_go: Element,
    undo: Element,
    history_title: Element,
    history: Element,
    _listeners: Vec<Listener>,
}

const LEGEND: &[kit::LegendEntry] = &[
    (
        "fn-part",
        "▭",
        "một phần Zeckendorf của đống (số Fibonacci)",
        "one Zeckendorf part of the pile (a Fibonacci number)",
    ),
    (
        "fn-part is-smallest",
        "★",
        "phần nhỏ nhất: bốc nó là thắng nếu giới hạn cho phép",
        "the smallest part: taking it wins if the quota allows",
    ),
    (
        "fn-quota",
        "↤",
        "giới hạn: bốc được tối đa bấy nhiêu viên",
        "quota: the most stones that may be taken now",
    ),
    (
        "fn-taken",
        "−",
        "số viên vừa bị bốc",
        "the stones just taken",
    ),
];

/// `20 = 13 + 5 + 2`.
fn sum_text(n: u64) -> String {
    let terms: Vec<String> = Zeckendorf::of(n)
        .terms()
        .iter()
        .rev()
        .map(u64::to_string)
        .collect();
    if terms.len() <= 1 {
        n.to_string()
    } else {
        format!("{n} = {}", terms.join(" + "))
    }
}

fn percent(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64 * 100.0
    }
}

impl Stepper for FibNim {
    type Msg = Msg;

    fn build(
        root: &Element,
        placeholder: &Element,
        lang: Lang,
        dispatch: Rc<dyn Fn(Msg)>,
    ) -> Result<FibNim, JsValue> {
        let (title, intro) = kit::header(root)?;
        let form = kit::form(root)?;
        let n = InputField::new(&form, "n")?;
        dom::set_attr(&n.input, "inputmode", "numeric");
        let wrap = dom::child(&form, "div", "field fn-first-field", "")?;
        let first_label = dom::child(&wrap, "label", "", "")?;
        let first_select = dom::child(&wrap, "select", "fn-first", "")?;
        let select_id = dom::fresh_id("fn-first");
        dom::set_attr(&first_select, "id", &select_id);
        dom::set_attr(&first_select, "name", "first");
        dom::set_attr(&first_label, "for", &select_id);
        let you = dom::child(&first_select, "option", "", "")?;
        dom::set_attr(&you, "value", Side::Learner.name());
        let computer = dom::child(&first_select, "option", "", "")?;
        dom::set_attr(&computer, "value", Side::Computer.name());
        let (actions, apply) = kit::actions(&form)?;
        let (hints_toggle, hints_text) = kit::predict_switch(&actions)?;

        let analysis = dom::child(root, "p", "summary fn-analysis", "")?;
        let legend = kit::Legend::new(root, "fn", LEGEND)?;
        let picture = dom::child(root, "div", "fn-picture", "")?;
        let pile_caption = dom::child(&picture, "p", "fn-caption fn-pile-caption", "")?;
        let pile_bar = dom::child(&picture, "div", "fn-bar fn-pile", "")?;
        dom::set_attr(&pile_bar, "aria-hidden", "true");
        let quota_caption = dom::child(&picture, "p", "fn-caption fn-quota-caption", "")?;
        let quota_bar = dom::child(&picture, "div", "fn-bar fn-quota-bar", "")?;
        dom::set_attr(&quota_bar, "aria-hidden", "true");
        let parts = dom::child(&picture, "ul", "fn-parts", "")?;
        let verdict = dom::child(&picture, "p", "fn-verdict", "")?;

        let status = dom::child(root, "p", "fn-status", "")?;
        dom::set_attr(&status, "aria-live", "polite");
        let controls = dom::child(root, "div", "fn-controls", "")?;
        let behind = dom::child(root, "p", "fn-behind", "")?;
        let take_label = dom::child(&controls, "p", "fn-take-label", "")?;
        let take_id = dom::fresh_id("fn-take");
        dom::set_attr(&take_label, "id", &take_id);
        let row = dom::child(&controls, "div", "fn-take-buttons", "")?;
        dom::set_attr(&row, "role", "group");
        dom::set_attr(&row, "aria-labelledby", &take_id);
        let mut take_buttons = Vec::new();
        for k in 1..=MAX_TAKE_BUTTONS {
            take_buttons.push(dom::button(&row, "btn fn-take", &k.to_string())?);
        }
        let hint = dom::child(&controls, "p", "fn-hint", "")?;
        let typed_form = dom::child(&controls, "form", "widget-form fn-typed", "")?;
        dom::set_attr(&typed_form, "novalidate", "");
        let typed = InputField::new(&typed_form, "take")?;
        dom::set_attr(&typed.input, "inputmode", "numeric");
        let typed_actions = dom::child(&typed_form, "div", "form-actions", "")?;
        let typed_go = dom::child(&typed_actions, "button", "btn", "")?;
        dom::set_attr(&typed_go, "type", "submit");
        let undo = dom::button(&typed_actions, "btn fn-undo", "")?;
        let history_title = dom::child(root, "h4", "fn-history-title", "")?;
        let history = dom::child(root, "ol", "fn-history", "")?;

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&form, move || d(Msg::NewGame))?);
        let d = dispatch.clone();
        listeners.push(kit::on_toggle(&hints_toggle, move |on| {
            d(Msg::SetHints(on))
        })?);
        for (k, button) in take_buttons.iter().enumerate() {
            let d = dispatch.clone();
            let take = k as u64 + 1;
            listeners.push(Listener::new(button, "click", move |_| d(Msg::Take(take)))?);
        }
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&typed_form, move || d(Msg::Typed))?);
        let d = dispatch.clone();
        listeners.push(Listener::new(&undo, "click", move |_| d(Msg::Undo))?);

        let mut widget = FibNim {
            game: Game::new(Position::first_move(20)),
            first: Side::Learner,
            hints: false,
            move_error: None,
            title,
            intro,
            n,
            first_label,
            first_select,
            first_options: [you, computer],
            apply,
            hints_toggle,
            hints_text,
            analysis,
            status,
            legend,
            pile_caption,
            pile_bar,
            quota_caption,
            quota_bar,
            parts,
            verdict,
            controls,
            behind,
            take_label,
            take_buttons,
            hint,
            typed,
            typed_go,
            undo,
            history_title,
            history,
            _listeners: listeners,
        };
        let n = placeholder
            .get_attribute("data-n")
            .unwrap_or_else(|| DEFAULT_N.to_string());
        widget.n.set_value(&n);
        widget.read_fields(lang);
        Ok(widget)
    }

    fn sources(&self) -> Vec<Source> {
        Source::all(&PROGRAMS)
    }

    fn total(&self) -> usize {
        self.game.takes().len()
    }

    fn update(&mut self, msg: Msg, lang: Lang) -> Effect {
        let to_end = || Effect {
            restart: true,
            commands: vec![Command::End],
        };
        match msg {
            Msg::NewGame => {
                if self.read_fields(lang) {
                    return to_end();
                }
                Effect::none()
            }
            Msg::SetHints(on) => {
                self.hints = on;
                Effect::none()
            }
            Msg::Take(take) => {
                if self.learner_takes(take) {
                    return to_end();
                }
                Effect::none()
            }
            Msg::Typed => {
                if self.learner_to_move() {
                    // A take past 2^64 − 1 is past the pile too: it gets the game's reason
                    // ("only 20 stones are left"), not the number type's largest value.
                    let typed =
                        parse_number(&self.typed.value(), TAKE, 0, u64::MAX).or_else(|error| {
                            match error.problem {
                                Problem::TooLarge { .. } => Ok(u64::MAX),
                                _ => Err(error),
                            }
                        });
                    match typed {
                        Ok(take) => {
                            if self.learner_takes(take) {
                                self.typed.set_value("");
                                return to_end();
                            }
                        }
                        Err(e) => self.move_error = Some(e),
                    }
                }
                Effect::none()
            }
            Msg::Undo => {
                if self.can_undo() {
                    self.game.undo();
                    while self.to_move() == Side::Computer && self.game.undo().is_some() {}
                    self.move_error = None;
                    return to_end();
                }
                Effect::none()
            }
        }
    }

    fn draw(&mut self, position: usize, lang: Lang) {
        kit::set_checked(&self.hints_toggle, self.hints);
        let _ = self.draw_picture(position, lang);
        self.draw_controls(position, lang);
        self.draw_history(lang);
        dom::set_text(&self.analysis, &self.analysis_text(lang));
        dom::set_text(&self.status, &self.status_text(lang));
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        let Some(index) = position.checked_sub(1) else {
            let start = self.game.start();
            return lang.pick(
                format!(
                    "Đầu ván: đống {}; nước đầu được bốc 1 – {} viên.",
                    sum_text(start.n),
                    start.quota
                ),
                format!(
                    "Start: the pile is {}; the first move may take 1 – {}.",
                    sum_text(start.n),
                    start.quota
                ),
            );
        };
        let Some(&take) = self.game.takes().get(index) else {
            return String::new();
        };
        let before = self.game.position(index);
        let after = self.game.position(position);
        let who = self.mover(index).who(lang);
        if after.n == 0 {
            return lang.pick(
                format!(
                    "{who} bốc {take} viên, lấy viên cuối cùng: {} thắng.",
                    who.to_lowercase()
                ),
                format!(
                    "{who} took {take}, the last stones: {} won.",
                    who.to_lowercase()
                ),
            );
        }
        let next = self.mover(position).who(lang);
        let z = Zeckendorf::of(after.n).smallest_term().unwrap_or(0);
        let verdict = if z <= after.quota {
            lang.pick(
                format!(
                    "phần nhỏ nhất {z} ≤ {}: {} có nước thắng.",
                    after.quota,
                    next.to_lowercase()
                ),
                format!(
                    "the smallest part {z} ≤ {}: {} has a winning move.",
                    after.quota,
                    next.to_lowercase()
                ),
            )
        } else {
            lang.pick(
                format!(
                    "phần nhỏ nhất {z} > {}: {} không có nước thắng.",
                    after.quota,
                    next.to_lowercase()
                ),
                format!(
                    "the smallest part {z} > {}: {} has no winning move.",
                    after.quota,
                    next.to_lowercase()
                ),
            )
        };
        lang.pick(
            format!(
                "{who} bốc {take}: {} → {}. Giới hạn mới 2 × {take} = {}; {verdict}",
                before.n,
                sum_text(after.n),
                after.quota
            ),
            format!(
                "{who} took {take}: {} → {}. New quota 2 × {take} = {}; {verdict}",
                before.n,
                sum_text(after.n),
                after.quota
            ),
        )
    }

    fn code(&self, position: usize) -> CodeView {
        let now = self.game.position(position);
        let verdict = fibonacci::analyze(now);
        let z = verdict.zeckendorf.smallest_term().unwrap_or(0);
        let win = now.n > 0 && z <= now.quota;
        let point = if win {
            fibonacci::CodePoint::Win
        } else {
            fibonacci::CodePoint::Lose
        };
        CodeView {
            lines: PROGRAMS.iter().map(|p| p.line_of(point)).collect(),
            variables: vec![
                ("n".to_string(), now.n.to_string()),
                ("q".to_string(), now.quota.to_string()),
                ("z".to_string(), z.to_string()),
                (
                    "output".to_string(),
                    if win { z.to_string() } else { "0".to_string() },
                ),
            ],
        }
    }

    fn relabel(&mut self, lang: Lang) {
        dom::set_text(
            &self.title,
            lang.pick(
                "Fibonacci Nim: chơi với máy",
                "Fibonacci Nim: play the computer",
            ),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Một đống n viên. Nước đầu bốc 1 đến n − 1 viên; sau đó mỗi lượt bốc ít nhất 1 và không quá gấp đôi số viên đối thủ vừa bốc. Ai bốc viên cuối cùng thì thắng. \
                 Đống được vẽ thành các phần Zeckendorf: ai đến lượt mà giới hạn với tới phần nhỏ nhất thì thắng.",
                "One pile of n stones. The first move takes 1 to n − 1; after that each move takes at least 1 and at most twice what the opponent just took. Whoever takes the last stone wins. \
                 The pile is drawn as its Zeckendorf parts: the player to move wins exactly when the quota reaches the smallest part.",
            ),
        );
        self.n
            .set_label(lang.pick("Số viên n (2 – 10^18)", "Stones n (2 – 10^18)"));
        dom::set_text(&self.first_label, lang.pick("Ai đi trước", "Who starts"));
        dom::set_text(&self.first_options[0], lang.pick("Bạn", "You"));
        dom::set_text(&self.first_options[1], lang.pick("Máy", "The computer"));
        dom::set_text(&self.apply, lang.pick("Ván mới", "New game"));
        dom::set_text(&self.hints_text, lang.pick("Hiện gợi ý", "Show hints"));
        self.legend.relabel(lang);
        self.typed.set_label(lang.pick(
            "Hoặc gõ số viên muốn bốc",
            "Or type how many stones to take",
        ));
        dom::set_text(&self.typed_go, lang.pick("Bốc", "Take"));
        dom::set_text(&self.undo, lang.pick("Đi lại (hoàn tác)", "Undo"));
        dom::set_text(
            &self.history_title,
            lang.pick("Các nước đã đi", "Moves so far"),
        );
        let n = parse_pile(&self.n.value());
        self.n.show(n.as_ref().err(), lang);
    }

    fn stdin(&self) -> String {
        let start = self.game.start();
        format!("{} {}", start.n, start.quota)
    }

    fn apply_stdin(&mut self, text: &str, _lang: Lang) -> Result<(), InputError> {
        let mut input = JudgeInput::new(text);
        let n = input.number(PILE, 2, MAX_PILE)?;
        let quota = input.number(QUOTA, 1, u64::MAX)?;
        input.finish()?;
        let start = Position::new(n, Some(quota))?;
        self.n.set_value(&n.to_string());
        self.n.show(None, Lang::Vi);
        self.start(start);
        Ok(())
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        let start = self.game.start();
        let mut keys = vec![
            ("n", start.n.to_string()),
            ("first", self.first.name().to_string()),
            ("takes", self.game.takes_text()),
        ];
        if start.quota != start.n - 1 {
            keys.push(("quota", start.quota.to_string()));
        }
        keys
    }

    fn restore(&mut self, get: &dyn Fn(&str) -> Option<String>, lang: Lang) -> bool {
        let Some(n) = get("n") else {
            return false;
        };
        self.n.set_value(&n);
        if let Some(first) = get("first") {
            self.set_first(if first == Side::Computer.name() {
                Side::Computer
            } else {
                Side::Learner
            });
        }
        let Ok(n) = parse_pile(&n) else {
            self.read_fields(lang);
            return false;
        };
        self.n.show(None, lang);
        let quota = get("quota").and_then(|q| q.trim().parse::<u64>().ok());
        let start = Position::new(n, quota).unwrap_or(Position::first_move(n));
        let takes = get("takes").unwrap_or_default();
        self.first = self.chosen_first();
        match Game::replay(start, &takes) {
            Ok(game) => {
                self.game = game;
                self.move_error = None;
                true
            }
            Err(e) => {
                self.start(start);
                self.move_error = Some(e);
                false
            }
        }
    }
}

impl FibNim {
    fn chosen_first(&self) -> Side {
        let value = self
            .first_select
            .dyn_ref::<HtmlSelectElement>()
            .map(|s| s.value())
            .unwrap_or_default();
        if value == Side::Computer.name() {
            Side::Computer
        } else {
            Side::Learner
        }
    }

    fn set_first(&self, side: Side) {
        if let Some(select) = self.first_select.dyn_ref::<HtmlSelectElement>() {
            select.set_value(side.name());
        }
    }

    /// Validates `n`; a good value starts a new game, a bad one keeps the current game.
    fn read_fields(&mut self, lang: Lang) -> bool {
        let n = parse_pile(&self.n.value());
        self.n.show(n.as_ref().err(), lang);
        match n {
            Ok(n) => {
                self.start(Position::first_move(n));
                true
            }
            Err(_) => false,
        }
    }

    fn start(&mut self, start: Position) {
        self.first = self.chosen_first();
        self.game = Game::new(start);
        self.move_error = None;
        self.typed.set_value("");
        self.computer_moves();
    }

    /// Who makes the take with this index (0 is the first move).
    fn mover(&self, index: usize) -> Side {
        if index % 2 == 0 {
            self.first
        } else {
            self.first.other()
        }
    }

    fn to_move(&self) -> Side {
        self.mover(self.game.takes().len())
    }

    fn learner_to_move(&self) -> bool {
        self.to_move() == Side::Learner && !self.game.is_over()
    }

    fn can_undo(&self) -> bool {
        (0..self.game.takes().len()).any(|i| self.mover(i) == Side::Learner)
    }

    fn computer_moves(&mut self) {
        if self.to_move() == Side::Computer && !self.game.is_over() {
            if let Some(take) = computer_take(self.game.current()) {
                let _ = self.game.play(take);
            }
        }
    }

    /// Plays the learner's take if legal (the computer answers at once); an illegal take is
    /// explained at the typed field.
    fn learner_takes(&mut self, take: u64) -> bool {
        if !self.learner_to_move() {
            return false;
        }
        match self.game.play(take) {
            Ok(()) => {
                self.move_error = None;
                self.computer_moves();
                true
            }
            Err(e) => {
                self.move_error = Some(e);
                false
            }
        }
    }

    fn analysis_text(&self, lang: Lang) -> String {
        let start = self.game.start();
        let verdict = fibonacci::analyze(start);
        let digits = verdict.zeckendorf.digits();
        let sum = sum_text(start.n);
        match (verdict.outcome, verdict.winning_takes.first()) {
            (Outcome::Win, Some(&take)) => lang.pick(
                format!("Phân tích: {sum} (hệ Fibonacci: {digits}). Người đi trước thắng: bốc {take}, phần nhỏ nhất, còn lại {} viên mà đối thủ chỉ được bốc tối đa {}.", start.n - take, take.saturating_mul(2)),
                format!("Analysis: {sum} (Fibonacci notation: {digits}). The first player wins: take {take}, the smallest part, leaving {} while the opponent may take at most {}.", start.n - take, take.saturating_mul(2)),
            ),
            _ if fibonacci::is_fibonacci(start.n) => lang.pick(
                format!("Phân tích: {} là một số Fibonacci (hệ Fibonacci: {digits}), nên người đi trước thua: phần nhỏ nhất là cả đống, không được bốc ở nước đầu.", start.n),
                format!("Analysis: {} is a Fibonacci number (Fibonacci notation: {digits}), so the first player loses: the smallest part is the whole pile, which the first move may not take.", start.n),
            ),
            _ => lang.pick(
                format!("Phân tích: {sum} (hệ Fibonacci: {digits}). Phần nhỏ nhất lớn hơn giới hạn {}: người đi trước thua.", start.quota),
                format!("Analysis: {sum} (Fibonacci notation: {digits}). The smallest part exceeds the quota {}: the first player loses.", start.quota),
            ),
        }
    }

    fn status_text(&self, lang: Lang) -> String {
        if self.game.is_over() {
            let last = self
                .game
                .takes()
                .len()
                .checked_sub(1)
                .map(|i| self.mover(i));
            return match last {
                Some(Side::Learner) => lang.pick(
                    "Bạn bốc viên cuối cùng: bạn thắng!",
                    "You took the last stone: you win!",
                ),
                Some(Side::Computer) => lang.pick(
                    "Máy bốc viên cuối cùng: máy thắng. Bấm “Đi lại” hoặc chơi ván mới.",
                    "The computer took the last stone: it wins. Press “Undo” or start a new game.",
                ),
                None => lang.pick("Không còn nước đi.", "No move is possible."),
            }
            .to_string();
        }
        let now = self.game.current();
        let quota = now.quota.min(now.n);
        match self.to_move() {
            Side::Learner => lang.pick(
                format!(
                    "Lượt của bạn: còn {} viên, được bốc 1 – {quota} viên.",
                    now.n
                ),
                format!(
                    "Your turn: {} stones left, you may take 1 – {quota}.",
                    now.n
                ),
            ),
            Side::Computer => lang.pick(
                "Lượt của máy.".to_string(),
                "The computer's turn.".to_string(),
            ),
        }
    }

    fn draw_picture(&self, position: usize, lang: Lang) -> Result<(), JsValue> {
        let whole = self.game.start().n;
        let now = self.game.position(position);
        let taken = position
            .checked_sub(1)
            .and_then(|i| self.game.takes().get(i))
            .copied();
        let zeck = Zeckendorf::of(now.n);
        let terms = zeck.terms();
        let smallest = terms.first().copied();
        let reach = now.quota.min(now.n);
        let wins = smallest.is_some_and(|z| z <= now.quota);

        dom::set_text(
            &self.pile_caption,
            &lang.pick(
                format!(
                    "Đống: {} (hệ Fibonacci: {})",
                    sum_text(now.n),
                    zeck.digits()
                ),
                format!(
                    "Pile: {} (Fibonacci notation: {})",
                    sum_text(now.n),
                    zeck.digits()
                ),
            ),
        );
        clear(&self.pile_bar)?;
        for &term in terms.iter().rev() {
            let is_small = Some(term) == smallest;
            let class = if is_small {
                "fn-part is-smallest"
            } else {
                "fn-part"
            };
            let seg = dom::child(&self.pile_bar, "span", class, "")?;
            dom::set_style(&seg, "width", &format!("{:.4}%", percent(term, whole)));
            let label = if is_small {
                format!("★{term}")
            } else {
                term.to_string()
            };
            dom::child(&seg, "span", "fn-part-label", &label)?;
        }
        if let Some(t) = taken {
            let seg = dom::child(&self.pile_bar, "span", "fn-taken", "")?;
            dom::set_style(&seg, "width", &format!("{:.4}%", percent(t, whole)));
            dom::child(&seg, "span", "fn-part-label", &format!("−{t}"))?;
        }

        let quota_words = if now.n == 0 {
            lang.pick("Hết sỏi.".to_string(), "No stones left.".to_string())
        } else {
            lang.pick(
                format!(
                    "Giới hạn lượt này: tối đa {} viên ↤ tính từ cuối đống",
                    now.quota
                ),
                format!(
                    "Quota now: at most {} stones ↤ counted from the end of the pile",
                    now.quota
                ),
            )
        };
        dom::set_text(&self.quota_caption, &quota_words);
        clear(&self.quota_bar)?;
        let spacer = dom::child(&self.quota_bar, "span", "fn-spacer", "")?;
        dom::set_style(
            &spacer,
            "width",
            &format!("{:.4}%", percent(now.n - reach, whole)),
        );
        if reach > 0 {
            let seg = dom::child(&self.quota_bar, "span", "fn-quota", "")?;
            dom::set_style(&seg, "width", &format!("{:.4}%", percent(reach, whole)));
            dom::child(&seg, "span", "fn-part-label", &format!("↤{}", now.quota))?;
        }

        clear(&self.parts)?;
        dom::set_attr(
            &self.parts,
            "aria-label",
            lang.pick("Các phần Zeckendorf", "Zeckendorf parts"),
        );
        for &term in terms.iter().rev() {
            let is_small = Some(term) == smallest;
            let li = dom::child(&self.parts, "li", "fn-chip", "")?;
            dom::set_class(&li, "is-smallest", is_small);
            let text = if is_small {
                lang.pick(
                    format!("★ {term} (nhỏ nhất)"),
                    format!("★ {term} (smallest)"),
                )
            } else {
                term.to_string()
            };
            dom::set_text(&li, &text);
        }
        let verdict = match smallest {
            None => String::new(),
            Some(z) if wins => lang.pick(
                format!("✓ Phần nhỏ nhất {z} ≤ giới hạn {}: người đến lượt thắng nếu bốc {z}.", now.quota),
                format!("✓ Smallest part {z} ≤ quota {}: the player to move wins by taking {z}.", now.quota),
            ),
            Some(z) => lang.pick(
                format!("✗ Phần nhỏ nhất {z} > giới hạn {}: người đến lượt thua nếu đối thủ chơi đúng.", now.quota),
                format!("✗ Smallest part {z} > quota {}: the player to move loses against perfect play.", now.quota),
            ),
        };
        // During the learner's own turn the verdict is a hint: shown only when asked for.
        let live = position >= self.total();
        let secret = live && self.learner_to_move() && !self.hints;
        dom::set_text(&self.verdict, if secret { "" } else { &verdict });
        dom::set_hidden(&self.verdict, secret || verdict.is_empty());
        dom::set_class(&self.verdict, "is-win", wins);
        Ok(())
    }

    fn draw_controls(&self, position: usize, lang: Lang) {
        let live = position >= self.total();
        let playing = self.learner_to_move();
        dom::set_hidden(&self.controls, !(live && playing));
        let behind = if live {
            String::new()
        } else {
            lang.pick(
                format!(
                    "Bạn đang xem lại nước {position} / {}. Bấm “Tới cuối” (⏭) để chơi tiếp.",
                    self.total()
                ),
                format!(
                    "You are replaying move {position} of {}. Press “Go to end” (⏭) to play on.",
                    self.total()
                ),
            )
        };
        dom::set_text(&self.behind, &behind);
        dom::set_hidden(&self.behind, behind.is_empty());
        dom::set_disabled(&self.undo, !self.can_undo());

        let now = self.game.current();
        let best = fibonacci::analyze(now).winning_takes.first().copied();
        dom::set_text(
            &self.take_label,
            &lang.pick(
                format!("Bốc bao nhiêu viên? (tối đa {})", now.quota.min(now.n)),
                format!("How many stones? (at most {})", now.quota.min(now.n)),
            ),
        );
        for (k, button) in self.take_buttons.iter().enumerate() {
            let take = k as u64 + 1;
            dom::set_hidden(button, take > now.n);
            let over = take > now.quota;
            let hinted = self.hints && best == Some(take);
            dom::set_class(button, "is-over", over);
            dom::set_class(button, "is-hint", hinted);
            dom::set_text(
                button,
                &if hinted {
                    format!("★{take}")
                } else {
                    take.to_string()
                },
            );
            let label = match (over, hinted) {
                (true, _) => lang.pick(
                    format!("Bốc {take} (vượt giới hạn)"),
                    format!("Take {take} (over the quota)"),
                ),
                (false, true) => lang.pick(
                    format!("Bốc {take} (gợi ý: nước thắng)"),
                    format!("Take {take} (hint: the winning move)"),
                ),
                _ => lang.pick(format!("Bốc {take}"), format!("Take {take}")),
            };
            dom::set_attr(button, "aria-label", &label);
        }
        let hint = if !self.hints {
            String::new()
        } else {
            let z = Zeckendorf::of(now.n).smallest_term().unwrap_or(0);
            match best {
                Some(t) => lang.pick(
                    format!("Gợi ý: bốc {t}: phần nhỏ nhất của {} là {z} ≤ {}.", sum_text(now.n), now.quota),
                    format!("Hint: take {t}: the smallest part of {} is {z} ≤ {}.", sum_text(now.n), now.quota),
                ),
                None => lang.pick(
                    format!("Gợi ý: không có nước thắng (phần nhỏ nhất {z} > {}); bốc 1 và chờ máy sơ suất.", now.quota),
                    format!("Hint: no winning move (smallest part {z} > {}); take 1 and hope for a slip.", now.quota),
                ),
            }
        };
        dom::set_text(&self.hint, &hint);
        dom::set_hidden(&self.hint, hint.is_empty());
        self.typed.show(self.move_error.as_ref(), lang);
    }

    fn draw_history(&self, lang: Lang) {
        let _ = clear(&self.history);
        for (i, &take) in self.game.takes().iter().enumerate() {
            let after = self.game.position(i + 1);
            let text = lang.pick(
                format!("{}: bốc {take} → còn {}", self.mover(i).who(lang), after.n),
                format!(
                    "{}: took {take} → {} left",
                    self.mover(i).who(lang),
                    after.n
                ),
            );
            let _ = dom::child(&self.history, "li", "", &text);
        }
        dom::set_hidden(&self.history_title, self.game.takes().is_empty());
    }
}

fn clear(el: &Element) -> Result<(), JsValue> {
    while let Some(old) = el.first_child() {
        el.remove_child(&old)?;
    }
    Ok(())
}
