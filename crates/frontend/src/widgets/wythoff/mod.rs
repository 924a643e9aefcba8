//! Wythoff's game on a board: the queen at `(x, y)` moves left, down or diagonally down-left,
//! and whoever cannot move (the queen in the corner) loses.
//!
//! The player steps through the solver's mex construction of the losing pairs (its lazy
//! [`WythoffTrace`]): each pair `(a_k, b_k)` lights its two P squares, and the squares that
//! become N at that moment are hatched (the solver's [`BoardFill`] says which). Every picture
//! is drawn from the position alone. Around it: selecting a square shows its moves (winning
//! ones starred), the queen game against the computer on the same board, predict mode (guess
//! the next pair before it is built, typed or clicked), and the exact analysis of any
//! position up to `2^64 − 1`.

mod analysis;
mod board;
#[cfg(all(feature = "game-module", feature = "widget-wythoff"))]
pub(super) mod game;

use std::rc::Rc;

use nimlab_course::widgets::{wythoff as words, PLAY_AGAINST};
use nimlab_solver::input::{parse_number, Field, InputError};
use nimlab_solver::rules::Rules;
use nimlab_solver::wythoff::{
    board_pairs, board_showing, pair_of, pair_text, pairs_input, parse_size, parse_square,
    queen_targets, read_pairs_input, square_sentence, used_by, BoardFill, Heaps, Known, PairGuess,
    QueenGame, QueenMove, Step, StepKind, WythoffTrace, MAX_BOARD, PROGRAMS, SQUARE,
};
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use self::analysis::Analysis;
use self::board::{BoardEvent, BoardView, Look};
use crate::dom;
use crate::kit::code_panel::Source;
use crate::kit::fields::{Kind, Spec, Values};
use crate::kit::game_slot::GameSlot;
use crate::kit::player::Command;
use crate::kit::predict::{Answer, Answering, PredictMode, Predictor};
use crate::kit::stage::Part;
use crate::kit::stepper::{Build, CodeView, Effect, Stepper};
use crate::kit::text::Words;

pub enum Msg {
    Board(BoardEvent),
    Answer(Answer),
    /// The game (in its own build) reports what the board shows of it.
    Game(Vec<(String, String)>),
    Analyse,
}

/// The game against the computer as the board shows it: the queen, while the game is on the
/// board, and whether the learner is to move (the board's clicks are then moves).
#[derive(Clone, Copy, Default)]
struct QueenView {
    at: Option<Heaps>,
    to_move: bool,
}

impl QueenView {
    /// The game's report (see `game::QueenBoard::report`); nothing on the board when it says
    /// nothing that parses.
    fn read(report: &[(String, String)]) -> QueenView {
        let get = |key: &str| {
            report
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.as_str())
        };
        let at = get("queen").and_then(|square| parse_square(square, MAX_BOARD, SQUARE).ok());
        QueenView {
            at,
            to_move: at.is_some() && get("to-move") == Some("learner"),
        }
    }
}

/// The guessed field of predict mode: the next `a_k`.
const GUESS: Field = Field::new("guess", words::GUESSED.0, words::GUESSED.1, "3");

pub struct Wythoff {
    size: u64,
    trace: WythoffTrace,
    fill: BoardFill,
    predict: Predictor<PairGuess>,
    selected: Option<Heaps>,
    /// A link's square that was refused (the game's start field shows why).
    refused_cell: Option<String>,
    /// Why the last click on the board, as a move of the game, was refused.
    refused: Option<InputError>,
    cursor: (u64, u64),
    board: BoardView,
    used: Element,
    used_items: Vec<(Element, Element)>,
    info: Element,
    moves: Element,
    summary: Element,
    game: GameSlot,
    queen: QueenView,
    analysis: Analysis,
}

impl Stepper for Wythoff {
    type Msg = Msg;
    type Input = u64;

    fn fields(placeholder: &Element) -> Vec<Spec> {
        let spec =
            Spec::new("size", ("", ""), "12", Kind::Number).labelled(words::size_label(MAX_BOARD));
        vec![spec.default_from(placeholder, |text| parse_size(text).is_ok())]
    }

    const APPLY: Words = words::APPLY;

    const PREDICT: Option<Words> = Some(words::PREDICT);

    fn parse(values: &Values) -> Result<u64, Vec<InputError>> {
        parse_size(values.get("size")).map_err(|e| vec![e])
    }

    fn build(build: Build<'_, Msg>, size: u64) -> Result<Wythoff, JsValue> {
        let stage = build.stage;
        stage.open(&words::OPENING, "wy")?;
        let texts = stage.texts().clone();
        let picture = stage.part(Part::Picture);
        let d = build.dispatch.clone();
        let board = BoardView::new(picture, Rc::new(move |e| d(Msg::Board(e))))?;
        let used_box = dom::child(picture, "div", "wy-used-box", "")?;
        texts.child(&used_box, "p", "wy-used-title", words::USED_NUMBERS)?;
        // A long row scrolls inside its box; the box takes the focus so keys can scroll it.
        let used_scroll = dom::child_with(&used_box, "div", "wy-scroll", &[("tabindex", "0")])?;
        let used = dom::child(&used_scroll, "ol", "wy-used", "")?;

        let results = stage.part(Part::Analysis);
        let info = dom::child_with(results, "p", "wy-info", &[("aria-live", "polite")])?;
        let moves = dom::child(results, "ul", "wy-moves", "")?;
        let summary = dom::child(results, "p", "summary", "")?;

        let play_area = stage.fold(Part::Play, PLAY_AGAINST)?;
        let d = build.dispatch.clone();
        let game = GameSlot::with_reports(
            &play_area,
            "wythoff",
            &texts,
            offer(size, None, None),
            Rc::new(move |report| d(Msg::Game(report))),
        )?;
        let analysis_area = stage.fold(Part::Analysis, words::ANALYSE_ANY)?;
        let d = build.dispatch.clone();
        let analysis = Analysis::new(&analysis_area, &texts, Rc::new(move || d(Msg::Analyse)))?;
        let mut widget = Wythoff {
            size,
            trace: WythoffTrace::new(board_pairs(size)),
            fill: BoardFill::new(size),
            predict: Predictor::in_practice(
                stage,
                &build.dispatch,
                Answering::Typed(words::GUESS_LABEL),
                Msg::Answer,
                words::PAIRS,
                words::HOW_ASKED,
            )?,
            selected: None,
            refused_cell: None,
            refused: None,
            cursor: (0, 0),
            board,
            used,
            used_items: Vec::new(),
            info,
            moves,
            summary,
            game,
            queen: QueenView::default(),
            analysis,
        };
        widget.start(size)?;
        Ok(widget)
    }

    fn load(&mut self, size: u64) -> Result<(), JsValue> {
        self.start(size)?;
        self.offer();
        Ok(())
    }

    fn values(&self) -> Values {
        Values::new(vec![("size", self.size.to_string())])
    }

    fn programs(&self) -> Vec<Source> {
        Source::all(&PROGRAMS)
    }

    fn stdin(&self) -> String {
        pairs_input(self.trace.n())
    }

    fn read_stdin(&self, text: &str) -> Result<u64, InputError> {
        let n = read_pairs_input(text, 1, board_pairs(MAX_BOARD))?;
        Ok(board_showing(n, self.size))
    }

    fn total(&self) -> usize {
        self.trace.total() as usize
    }

    fn update(&mut self, msg: Msg, lang: Lang) -> Effect {
        match msg {
            Msg::Board(BoardEvent::Cursor(dx, dy)) => {
                let shift = |v: u64, d: i8| v.saturating_add_signed(d.into()).min(self.size - 1);
                self.cursor = (shift(self.cursor.0, dx), shift(self.cursor.1, dy));
            }
            Msg::Board(BoardEvent::Pick(x, y)) => {
                self.cursor = (x, y);
                let square = Heaps { a: x, b: y };
                if self.predict.state.waiting_for().is_some() {
                    return self.predict.answer(PairGuess { a: x, b: Some(y) });
                }
                match self.queen.at.filter(|_| self.queen.to_move) {
                    Some(from) => {
                        let rules = QueenGame { size: self.size };
                        self.refused = rules.play(&from, &QueenMove { from, to: square }).err();
                        self.game.act(&[("move", format!("{x} {y}"))]);
                    }
                    None => {
                        self.selected = Some(square);
                        self.refused_cell = None;
                        self.refused = None;
                        self.offer();
                    }
                }
            }
            Msg::Answer(Answer::Typed(text)) => {
                if self.predict.state.waiting_for().is_none() {
                    return Effect::commands(vec![Command::Forward]);
                }
                let guess = parse_number(&text, GUESS, 0, self.size - 1);
                self.predict.panel.refuse(guess.as_ref().err(), lang);
                if let Ok(a) = guess {
                    return self.predict.answer(PairGuess { a, b: None });
                }
            }
            Msg::Answer(Answer::Button(_)) => {}
            Msg::Game(report) => {
                self.queen = QueenView::read(&report);
                if let Some(queen) = self.queen.at {
                    self.cursor = (queen.a, queen.b);
                    self.selected = None;
                }
            }
            Msg::Analyse => self.analysis.read(None),
        }
        Effect::none()
    }

    fn predictor(&mut self) -> Option<&mut dyn PredictMode> {
        Some(&mut self.predict)
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        let round = self.trace.opens_round(position.saturating_sub(1) as u64);
        round.map_or(true, |k| self.predict.ask(k as usize, playing))
    }

    fn on_reset(&mut self) {
        self.predict.clear(self.trace.n() as usize + 1);
    }

    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue> {
        let pairs = self.trace.pairs_known(position as u64);
        let last = self.last(position);
        self.draw_board(last, pairs, lang);
        self.draw_used(last.map(|s| s.kind), pairs);
        self.draw_info(pairs, lang);
        let done = position as u64 >= self.trace.total();
        dom::show_when(&self.summary, done, || self.fill.summary(lang));
        self.predict.draw(
            |k| words::question(k, lang),
            |k, guess| guess.verdict(k as u64, lang),
            lang,
        );
        self.analysis.draw(lang)
    }

    fn relabel(&mut self, _lang: Lang) {
        self.game.set_lang();
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        match self.last(position) {
            Some(step) => self.fill.sentence(&step, lang),
            None => lang.say(words::OPENING.start).to_string(),
        }
    }

    fn code(&self, position: usize) -> CodeView {
        let n = self.trace.n();
        match self.last(position) {
            Some(step) => CodeView::at(&PROGRAMS, step.code_point(), step.variables(n)),
            None => CodeView::start([("n", n)]),
        }
    }

    fn extra(&self) -> Vec<(&'static str, String)> {
        let cell = self.selected.map(|s| ("cell", format!("{},{}", s.a, s.b)));
        let p = self.analysis.position;
        cell.into_iter()
            .chain([("pos", format!("{},{}", p.a, p.b))])
            .collect()
    }

    fn restore_extra(&mut self, get: &dyn Fn(&str) -> Option<String>, _lang: Lang) {
        if let Some(cell) = get("cell") {
            match parse_square(&cell.replace(',', " "), self.size, SQUARE) {
                Ok(square) => {
                    self.selected = Some(square);
                    self.cursor = (square.a, square.b);
                }
                Err(_) => self.refused_cell = Some(cell),
            }
            self.offer();
        }
        if let Some(pos) = get("pos") {
            self.analysis.read(Some(&pos.replace(',', " ")));
        }
    }
}

impl Wythoff {
    /// The step that led to `position`.
    fn last(&self, position: usize) -> Option<Step> {
        self.trace.step(position.checked_sub(1)? as u64)
    }

    /// A board of `size`: the trace, what each square becomes, the board's squares.
    fn start(&mut self, size: u64) -> Result<(), JsValue> {
        self.size = size;
        self.trace = WythoffTrace::new(board_pairs(size));
        self.fill = BoardFill::new(size);
        self.predict.clear(self.trace.n() as usize + 1);
        self.selected = self.selected.filter(|s| s.a < size && s.b < size);
        self.refused = None;
        self.cursor = (self.cursor.0.min(size - 1), self.cursor.1.min(size - 1));
        self.board.rebuild(size)?;
        dom::clear(&self.used);
        self.used_items = (0..size)
            .map(|v| {
                let li = dom::child(&self.used, "li", "wy-number", "")?;
                dom::child(&li, "span", "wy-number-value", &v.to_string())?;
                let tag = dom::child(&li, "span", "wy-number-tag", "")?;
                Ok((li, tag))
            })
            .collect::<Result<_, JsValue>>()?;
        Ok(())
    }

    /// Tells the game the board, the square selected on it and a link's refused square.
    fn offer(&self) {
        let cell = self.refused_cell.as_deref();
        self.game.offer(offer(self.size, self.selected, cell));
    }

    /// Whether `square` may show what it is: always, unless predicting and not yet reached.
    fn reveals(&self, square: Heaps, pairs: u64) -> bool {
        !self.predict.enabled() || self.fill.square(square.a, square.b, pairs).is_some()
    }

    fn draw_board(&self, last: Option<Step>, pairs: u64, lang: Lang) {
        let new_pair = last
            .filter(|s| !matches!(s.kind, StepKind::Probe { .. }))
            .map(|s| s.k);
        let (queen, playing) = (self.queen.at, self.queen.to_move);
        let from = if playing { queen } else { self.selected };
        let targets = from.map(queen_targets).unwrap_or_default();
        let asking = self.predict.state.waiting_for().is_some();
        let guess = last
            .and_then(|s| self.predict.state.guess(s.k as usize))
            .and_then(|g| Some((g.a, g.b?)));
        self.board.draw(self.cursor, lang, |x, y| {
            let known = self.fill.square(x, y, pairs);
            let here = Heaps { a: x, b: y };
            let target = !asking && targets.contains(&here);
            let decided_now = |k: u64| new_pair == Some(k);
            Look {
                known,
                new_p: matches!(known, Some(Known::P(k)) if decided_now(k)),
                new_n: matches!(known, Some(Known::N(k)) if decided_now(k)),
                selected: !playing && self.selected == Some(here),
                queen: queen == Some(here),
                target,
                winning: target && !playing && pair_of(here).is_some() && self.reveals(here, pairs),
                guess: guess == Some((x, y)),
            }
        });
    }

    fn draw_used(&self, kind: Option<StepKind>, pairs: u64) {
        for (v, (li, tag)) in (0..).zip(&self.used_items) {
            let owner = used_by(v, pairs);
            let probed = match kind {
                Some(StepKind::Probe { cell, used }) if cell == v => Some(used),
                _ => None,
            };
            let mark = match (probed, owner) {
                (Some(true), _) => "✗".to_string(),
                (Some(false), _) => "mex".to_string(),
                (None, Some(o)) => format!("{}{}", o.role(), o.index()),
                (None, None) => String::new(),
            };
            dom::set_text(tag, &mark);
            dom::set_class(li, "is-used", owner.is_some());
            dom::set_class(li, "is-probe", probed.is_some());
            let fresh = match kind {
                Some(StepKind::Pair { a, b }) => a == v || b == v,
                Some(StepKind::Start) => v == 0,
                _ => false,
            };
            dom::set_class(li, "is-fresh", fresh);
        }
    }

    fn draw_info(&self, pairs: u64, lang: Lang) {
        dom::clear(&self.moves);
        if let Some(error) = &self.refused {
            dom::set_text(&self.info, &error.reason(lang));
            return;
        }
        if let Some(q) = self.queen.at.filter(|_| self.queen.to_move) {
            dom::set_text(&self.info, &words::queen_to_move(&pair_text(q), lang));
            return;
        }
        let Some(square) = self.selected else {
            dom::set_text(&self.info, lang.say(words::HOW_TO_SELECT));
            return;
        };
        let text = if self.reveals(square, pairs) {
            square_sentence(square, lang)
        } else {
            words::not_known_yet(&pair_text(square), lang)
        };
        dom::set_text(&self.info, &text);
        for t in queen_targets(square) {
            let win = pair_of(t).is_some() && self.reveals(t, pairs);
            let text = format!("{}{}", if win { "★ " } else { "" }, pair_text(t));
            if let Ok(li) = dom::child(&self.moves, "li", "wy-move", &text) {
                dom::set_class(&li, "is-winning", win);
            }
        }
    }
}

/// What the game starts from: the board's size, the square selected on it, a link's square
/// that was refused.
fn offer(size: u64, selected: Option<Heaps>, refused: Option<&str>) -> Vec<(&'static str, String)> {
    let start = selected.map(|s| format!("{} {}", s.a, s.b));
    vec![
        ("size", size.to_string()),
        ("start", start.unwrap_or_default()),
        ("cell", refused.unwrap_or_default().to_string()),
    ]
}
