//! Fibonacci Nim against the computer, with the pile drawn as its Zeckendorf parts.
//!
//! One pile of `n`; the first move takes 1..n−1 stones, every later move at most twice the
//! previous take; taking the last stone wins. The pile is a bar split into its non-neighbouring
//! Fibonacci parts (largest on the left, drawn to the scale of the starting pile), and the
//! quota (the most the player to move may take) is a second bar ending where the pile ends:
//! the player to move wins exactly when the smallest part fits under the quota. The game is
//! played on the shared play panel over the solver's turn loop ([`FibRules`]); its moves are the
//! player's steps, so the scrubber replays the game ([`Match::position_after`]) and a link
//! restores the game and the step. The starting `n` is analysed exactly up to 10^18.

use std::rc::Rc;

use nimlab_course::widgets::{fib_nim as words, PLAY_AGAINST};
use nimlab_solver::decimal;
use nimlab_solver::fibonacci::{self, parse_pile, FibRules, Position, Zeckendorf, PROGRAMS};
use nimlab_solver::input::InputError;
use nimlab_solver::play::{Match, Side, Strength};
use nimlab_solver::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit::code_panel::Source;
use crate::kit::fields::{self, Kind, Spec, Values};
use crate::kit::play::{Board, Play, PlayPanel};
use crate::kit::player::Command;
use crate::kit::stage::Part;
use crate::kit::stepper::{Build, CodeView, Effect, Stepper};
use crate::kit::text::Words;
use crate::kit::{self, Legend};

/// Take buttons shown; larger takes are typed.
const MAX_TAKE_BUTTONS: u64 = 21;

pub enum Msg {
    Play(Play<FibBoard>),
    Hints(bool),
}

pub struct FibNim {
    /// Why a link's game was refused (the game starts over from its start).
    refused: Option<InputError>,
    refusal: Element,
    analysis: Element,
    pile_caption: Element,
    pile_bar: Element,
    quota_caption: Element,
    quota_bar: Element,
    parts: Element,
    verdict: Element,
    game: PlayPanel<FibBoard>,
    _listeners: Vec<Listener>,
}

fn percent(part: u64, whole: u64) -> String {
    let share = if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64 * 100.0
    };
    format!("{}%", decimal::fixed(share, 4))
}

impl Stepper for FibNim {
    type Msg = Msg;
    type Input = Position;

    fn fields(_placeholder: &Element) -> Vec<Spec> {
        vec![Spec::new("n", words::N_LABEL, "20", Kind::Number)]
    }

    const APPLY: Words = words::APPLY;

    fn parse(values: &Values) -> Result<Position, Vec<InputError>> {
        parse_pile(values.get("n"))
            .map(Position::first_move)
            .map_err(|e| vec![e])
    }

    fn build(build: Build<'_, Msg>, start: Position) -> Result<FibNim, JsValue> {
        let stage = build.stage;
        stage.set_title(words::TITLE);
        stage.set_intro(words::INTRO);
        let texts = stage.texts().clone();
        let hints = kit::toggle(build.actions, &texts, words::SHOW_HINTS)?;
        let send = build.dispatch.clone();
        let read = hints.clone();
        let listeners = vec![Listener::new(&hints, "change", move |_| {
            send(Msg::Hints(fields::is_checked(&read)))
        })?];

        let picture = stage.part(Part::Picture);
        Legend::bound(picture, "fn", words::LEGEND, &texts)?;
        let pile_caption = dom::child(picture, "p", "fn-caption fn-pile-caption", "")?;
        let pile_bar = dom::decoration(picture, "div", "fn-bar fn-pile")?;
        let quota_caption = dom::child(picture, "p", "fn-caption fn-quota-caption", "")?;
        let quota_bar = dom::decoration(picture, "div", "fn-bar fn-quota-bar")?;
        let parts = dom::child(picture, "ul", "fn-parts", "")?;
        texts.attr(&parts, "aria-label", words::ZECKENDORF_PARTS);
        let verdict = dom::child(picture, "p", "fn-verdict", "")?;
        let analysis = dom::child(stage.part(Part::Analysis), "p", "summary fn-analysis", "")?;

        let play = stage.fold(Part::Play, PLAY_AGAINST)?;
        let refusal = dom::child(&play, "p", "field-error fn-link-error", "")?;
        dom::set_attr(&refusal, "role", "alert");
        let send = build.dispatch.clone();
        let game = PlayPanel::new(
            &play,
            &texts,
            "fn",
            FibBoard {
                start,
                now: start,
                hints: false,
                replaying: None,
                _listeners: Vec::new(),
            },
            start,
            Rc::new(move |m| send(Msg::Play(m))),
        )?;
        Ok(FibNim {
            refused: None,
            refusal,
            analysis,
            pile_caption,
            pile_bar,
            quota_caption,
            quota_bar,
            parts,
            verdict,
            game,
            _listeners: listeners,
        })
    }

    fn load(&mut self, start: Position) -> Result<(), JsValue> {
        self.refused = None;
        self.game.offer(start);
        Ok(())
    }

    fn values(&self) -> Values {
        Values::new(vec![("n", self.game.board.start.n.to_string())])
    }

    fn programs(&self) -> Vec<Source> {
        Source::all(&PROGRAMS)
    }

    fn stdin(&self) -> String {
        fibonacci::input(self.game.board.start)
    }

    fn read_stdin(&self, text: &str) -> Result<Position, InputError> {
        fibonacci::read_input(text)
    }

    fn total(&self) -> usize {
        self.game.game().map_or(0, |g| g.turns().len())
    }

    fn update(&mut self, msg: Msg, _lang: Lang) -> Effect {
        let play = match msg {
            Msg::Hints(on) => {
                self.game.board.hints = on;
                return Effect::none();
            }
            Msg::Play(play) => play,
        };
        let shape = |g: Option<&Match<FibRules>>| g.map(|g| (g.turns().len(), g.first()));
        let before = shape(self.game.game());
        let new_game = matches!(play, Play::NewGame);
        self.game.update(play);
        if new_game || shape(self.game.game()) != before {
            self.refused = None;
            // The game changed: the player shows where it stands now.
            return Effect {
                restart: true,
                commands: vec![Command::End],
            };
        }
        Effect::none()
    }

    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue> {
        let Some(game) = self.game.game() else {
            return Ok(());
        };
        let total = game.turns().len();
        let live = position >= total;
        let now = *game.position_after(position);
        let taken = position
            .checked_sub(1)
            .and_then(|i| game.turns().get(i))
            .map(|t| t.mv);
        let learner_turn = game.to_move() == Side::Learner && !game.is_over();
        // The answers are hints: during the learner's own turn they show only when asked for,
        // and the analysis of the start once the game is over.
        let hints = self.game.board.hints;
        let secret = live && learner_turn && !hints;
        let analysed = hints || (live && game.is_over());
        let current = *game.position();
        self.draw_picture(now, game.start().n, taken, lang)?;
        dom::show_when(&self.verdict, !secret, || fibonacci::verdict(now, lang));
        dom::set_class(&self.verdict, "is-win", fibonacci::outcome(now).is_win());
        dom::show_when(&self.analysis, analysed, || {
            fibonacci::analysis(*game.start(), lang)
        });
        let refusal = self.refused.as_ref().map(|e| e.reason(lang));
        dom::show_text(&self.refusal, refusal.as_deref().unwrap_or(""));
        let board = &mut self.game.board;
        board.now = current;
        board.replaying = (!live).then_some((position, total));
        self.game.draw(lang)
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        let Some(game) = self.game.game() else {
            return String::new();
        };
        match position.checked_sub(1).and_then(|i| game.turns().get(i)) {
            Some(turn) => fibonacci::turn_sentence(turn, lang),
            None => fibonacci::start_sentence(*game.start(), lang),
        }
    }

    /// The program judges the position after each move: none before the first, and on the
    /// learner's own turn only with the hints (it would give the answer away).
    fn code(&self, position: usize) -> CodeView {
        let Some(game) = self.game.game() else {
            return CodeView::default();
        };
        let now = *game.position_after(position);
        let live = position >= game.turns().len();
        let learner_turn = game.to_move() == Side::Learner && !game.is_over();
        let asked = live && learner_turn && !self.game.board.hints;
        if position == 0 || asked {
            return CodeView::start([("n", now.n), ("q", now.quota)]);
        }
        CodeView::at(&PROGRAMS, now.code_point(), now.variables())
    }

    fn extra(&self) -> Vec<(&'static str, String)> {
        let Some(game) = self.game.game() else {
            return Vec::new();
        };
        let start = *game.start();
        let mut keys = vec![
            ("first", game.first().key().to_string()),
            ("takes", fibonacci::takes_text(game)),
        ];
        if start.quota != start.n - 1 {
            keys.push(("quota", start.quota.to_string()));
        }
        // A weaker computer's moves are in the takes; its strength plays on from there.
        if game.strength() != Strength::Perfect {
            keys.push(("strength", game.strength().key()));
        }
        keys
    }

    /// A link's game: who started, the quota of a start given by the stdin box, the computer's
    /// strength, and every take, replayed and checked by the solver. A game the computer opens
    /// gets its first move even with no takes in the link.
    fn restore_extra(&mut self, get: &dyn Fn(&str) -> Option<String>, _lang: Lang) {
        let (first, quota, takes) = (get("first"), get("quota"), get("takes"));
        let strength = get("strength");
        if first.is_none() && quota.is_none() && takes.is_none() && strength.is_none() {
            return;
        }
        let strength = Strength::from_key(strength.as_deref().unwrap_or_default());
        let quota = quota.and_then(|q| q.trim().parse::<u64>().ok());
        let start = quota
            .and_then(|q| Position::new(self.game.board.start.n, Some(q)).ok())
            .unwrap_or(self.game.board.start);
        let first = Side::from_key(first.as_deref().unwrap_or_default());
        self.game.set_first(first);
        self.game.set_strength(strength);
        self.game.offer(start);
        let seed = crate::kit::answers::fresh_seed();
        match fibonacci::replay(start, first, strength, seed, &takes.unwrap_or_default()) {
            Ok(replayed) => self.game.restore(replayed),
            Err(error) => self.refused = Some(error),
        }
    }
}

impl FibNim {
    /// The pile `now` as its Zeckendorf parts and the quota, to the scale of the starting pile
    /// `whole`; `taken`, the stones the move before took.
    fn draw_picture(
        &self,
        now: Position,
        whole: u64,
        taken: Option<u64>,
        lang: Lang,
    ) -> Result<(), JsValue> {
        let zeck = Zeckendorf::of(now.n);
        let terms = zeck.terms();
        let smallest = terms.first().copied();
        let caption = words::pile_caption(&fibonacci::sum_text(now.n), &zeck.digits(), lang);
        dom::set_text(&self.pile_caption, &caption);
        dom::clear(&self.pile_bar);
        dom::clear(&self.parts);
        // A bar's segment, `part` of the starting pile wide, with its label.
        let segment = |bar: &Element, class: &str, part, label: &str| -> Result<Element, JsValue> {
            let seg = dom::child(bar, "span", class, "")?;
            dom::set_style(&seg, "width", &percent(part, whole));
            dom::child(&seg, "span", "fn-part-label", label)?;
            Ok(seg)
        };
        for &term in terms.iter().rev() {
            let is_small = Some(term) == smallest;
            let star = if is_small { "★" } else { "" };
            let seg = segment(&self.pile_bar, "fn-part", term, &format!("{star}{term}"))?;
            dom::set_class(&seg, "is-smallest", is_small);
            let chip = if is_small {
                words::smallest_part(term, lang)
            } else {
                term.to_string()
            };
            let li = dom::child(&self.parts, "li", "fn-chip", &chip)?;
            dom::set_class(&li, "is-smallest", is_small);
        }
        if let Some(t) = taken {
            segment(&self.pile_bar, "fn-taken", t, &format!("−{t}"))?;
        }
        let q = now.quota;
        let quota_words = if now.n == 0 {
            lang.say(words::NO_STONES_LEFT).to_string()
        } else {
            words::quota_caption(q, lang)
        };
        dom::set_text(&self.quota_caption, &quota_words);
        dom::clear(&self.quota_bar);
        let reach = now.reach();
        let spacer = dom::child(&self.quota_bar, "span", "fn-spacer", "")?;
        dom::set_style(&spacer, "width", &percent(now.n - reach, whole));
        if reach > 0 {
            segment(&self.quota_bar, "fn-quota", reach, &format!("↤{q}"))?;
        }
        Ok(())
    }
}

/// The take buttons of the learner's turn, with the hint when asked for.
pub struct FibBoard {
    /// The start of the games the form and the stdin box offer (its first move is refused in
    /// its own words).
    start: Position,
    /// The position of the game now, for the status line.
    now: Position,
    hints: bool,
    /// The move shown and the moves made, while the player replays an earlier position.
    replaying: Option<(usize, usize)>,
    _listeners: Vec<Listener>,
}

impl Board for FibBoard {
    type Rules = FibRules;
    type Msg = ();

    fn rules(&self) -> FibRules {
        FibRules { start: self.start }
    }

    fn start(&mut self, offered: Position) -> Result<Position, InputError> {
        self.start = offered;
        Ok(offered)
    }

    fn draw(
        &mut self,
        area: &Element,
        game: &Match<FibRules>,
        lang: Lang,
        send: &Rc<dyn Fn(Play<FibBoard>)>,
    ) -> Result<(), JsValue> {
        // The buttons are drawn afresh: the keyboard focus stays on the same take.
        let focused = dom::document()
            .and_then(|d| d.active_element())
            .filter(|el| area.contains(Some(el)))
            .and_then(|el| el.get_attribute("data-take"));
        dom::clear(area);
        self._listeners.clear();
        let now = *game.position();
        let learner_turn = game.to_move() == Side::Learner && !game.is_over();
        if let Some((position, total)) = self.replaying {
            let behind = words::replaying(position, total, lang);
            dom::child(area, "p", "fn-behind", &behind)?;
        }
        let controls = dom::child(area, "div", "fn-controls", "")?;
        dom::set_hidden(&controls, self.replaying.is_some() || !learner_turn);
        let reach = now.reach();
        let question = words::take_question(reach, lang);
        let label = dom::child(&controls, "p", "fn-take-label", &question)?;
        let label_id = dom::fresh_id("fn-take");
        dom::set_attr(&label, "id", &label_id);
        let attrs = [("role", "group"), ("aria-labelledby", label_id.as_str())];
        let row = dom::child_with(&controls, "div", "fn-take-buttons", &attrs)?;
        let best = fibonacci::analyze(now).winning_takes.first().copied();
        for take in 1..=now.n.min(MAX_TAKE_BUTTONS) {
            let (over, hinted) = (take > reach, self.hints && best == Some(take));
            let star = if hinted { "★" } else { "" };
            let button = dom::button(&row, "btn fn-take", &format!("{star}{take}"))?;
            dom::set_class(&button, "is-over", over);
            dom::set_class(&button, "is-hint", hinted);
            let name = words::take_label(take, over, hinted, lang);
            dom::set_attr(&button, "aria-label", &name);
            dom::set_attr(&button, "data-take", &take.to_string());
            if focused == Some(take.to_string()) {
                if let Some(el) = button.dyn_ref::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                }
            }
            let send = send.clone();
            let listener = Listener::new(&button, "click", move |_| send(Play::Move(take)))?;
            self._listeners.push(listener);
        }
        if self.hints {
            dom::child(&controls, "p", "fn-hint", &fibonacci::hint(now, lang))?;
        }
        Ok(())
    }

    fn update(&mut self, _: (), _: &Match<FibRules>) -> Option<u64> {
        None
    }

    /// The theorem's picture: the pile in Fibonacci notation (a 1 under each part), the
    /// smallest part starred, and which parts the quota reaches.
    fn draw_analysis(
        &self,
        area: &Element,
        game: &Match<FibRules>,
        lang: Lang,
    ) -> Result<(), JsValue> {
        dom::clear(area);
        let now = *game.position();
        let zeck = Zeckendorf::of(now.n);
        let Some(smallest) = zeck.smallest_term() else {
            return Ok(());
        };
        let basis = fibonacci::BASIS.iter().take(zeck.digits().len());
        let terms: Vec<u64> = basis.rev().copied().collect();
        let classes = ["fn-digits-title", "fn-scroll", "fn-digits"];
        let table = kit::titled_table(area, classes, lang.say(words::DIGITS_TITLE))?;
        let head = dom::child(&dom::child(&table, "thead", "", "")?, "tr", "", "")?;
        header(&head, lang.say(words::FIBONACCI_NUMBER), "col")?;
        for &term in &terms {
            let th = header(&head, &term.to_string(), "col")?;
            dom::set_class(&th, "is-smallest", term == smallest);
        }
        let body = dom::child(&table, "tbody", "", "")?;
        let digits = dom::child(&body, "tr", "fn-digit-row", "")?;
        header(&digits, &format!("n = {}", now.n), "row")?;
        for (&term, digit) in terms.iter().zip(zeck.digits().chars()) {
            let text = match (digit, term == smallest) {
                ('1', true) => "★1".to_string(),
                (d, _) => d.to_string(),
            };
            let td = dom::child(&digits, "td", "fn-digit", &text)?;
            dom::set_class(&td, "is-one", digit == '1');
            dom::set_class(&td, "is-smallest", term == smallest);
        }
        let reach = dom::child(&body, "tr", "fn-reach-row", "")?;
        let q = now.quota;
        header(&reach, &words::reach_heading(q, lang), "row")?;
        for &term in &terms {
            let td = dom::child(&reach, "td", "", if term <= q { "✓" } else { "" })?;
            dom::set_class(&td, "is-smallest", term == smallest);
        }
        Ok(())
    }

    fn how_to_move(&self, lang: Lang) -> String {
        words::how_to_move(self.now.n, self.now.reach(), lang)
    }

    fn typed_label(&self) -> Words {
        words::TYPED_MOVE
    }
}

/// A header cell `text` of the table's `scope` (`col` or `row`).
fn header(tr: &Element, text: &str, scope: &str) -> Result<Element, JsValue> {
    let th = dom::child(tr, "th", "", text)?;
    dom::set_attr(&th, "scope", scope);
    Ok(th)
}
