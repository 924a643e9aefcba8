//! Wythoff's game on a board: the queen at `(x, y)` moves left, down or diagonally down-left,
//! and whoever cannot move (the queen in the corner) loses.
//!
//! The shell's player steps through the solver's mex construction of the losing pairs: each
//! pair `(a_k, b_k)` lights its two P squares, and the squares of their rows, columns and
//! diagonals that become N at that moment are hatched. Every picture is drawn from the
//! position alone. Around it: selecting a square shows its moves (winning ones starred), a
//! game against the computer, predict mode (guess the next pair before it is built), and the
//! exact analysis of any position up to `2^64 − 1`.

mod board;
mod game;

use std::rc::Rc;

use nimlab_solver::input::{parse_number, Field, JudgeInput};
use nimlab_solver::wythoff::{
    self, board_for_pairs, board_pairs, p_position, parse_size, parse_square, queen_targets, Heaps,
    Step, StepKind, WythoffTrace, MAX_BOARD, PAIRS, PROGRAMS,
};
use nimlab_solver::{InputError, Lang, Outcome};
use wasm_bindgen::JsValue;
use web_sys::Element;

use self::board::{BoardEvent, BoardView, Letter, Look};
use self::game::{pair, Analysis, GameMsg, GamePanel};
use crate::dom::{self, Listener};
use crate::kit::code_panel::Source;
use crate::kit::form::InputField;
use crate::kit::shell::{CodeView, Effect, Stepper};
use crate::kit::{self, Predict};

const DEFAULT_SIZE: u64 = 12;

pub enum Msg {
    Apply,
    SetPredict(bool),
    Guess,
    Board(BoardEvent),
    Game(GameMsg),
    Analyse,
}

/// The guessed field of predict mode: the next `a_k`.
const GUESS: Field = Field::new("guess", "Số a_k", "The number a_k", "3");

/// One board being filled: its size and the trace of the pairs that fit on it.
struct Run {
    size: u64,
    n: u64,
    steps: Vec<Step>,
    /// For each `k = 0..=n`, the index of the step that records pair `k`.
    pair_step: Vec<usize>,
}

impl Run {
    fn new(size: u64) -> Run {
        let n = board_pairs(size);
        let trace = WythoffTrace::new(n);
        let steps: Vec<Step> = (0..trace.total()).map_while(|i| trace.step(i)).collect();
        let pair_step = steps
            .iter()
            .enumerate()
            .filter(|(_, s)| matches!(s.kind, StepKind::Start | StepKind::Pair { .. }))
            .map(|(i, _)| i)
            .collect();
        Run {
            size,
            n,
            steps,
            pair_step,
        }
    }

    /// The pairs `k` recorded once `position` steps have run.
    fn pairs_shown(&self, position: usize) -> usize {
        self.pair_step.iter().filter(|&&i| i < position).count()
    }

    fn last(&self, position: usize) -> Option<&Step> {
        position.checked_sub(1).and_then(|i| self.steps.get(i))
    }

    /// The pair the last step recorded, if it recorded one.
    fn new_pair(&self, position: usize) -> Option<usize> {
        let step = self.last(position)?;
        matches!(step.kind, StepKind::Start | StepKind::Pair { .. }).then_some(step.k as usize)
    }

    fn index(&self, x: u64, y: u64) -> Option<usize> {
        (x < self.size && y < self.size).then(|| (y * self.size + x) as usize)
    }

    /// Which squares are known P or N after `position` steps, and the pair that decided each.
    fn picture(&self, position: usize) -> Picture {
        let cells = (self.size * self.size) as usize;
        let mut picture = Picture {
            p_by: vec![None; cells],
            n_by: vec![None; cells],
        };
        let count = self.pairs_shown(position);
        let squares: Vec<(usize, u64, u64)> = (0..count as u64)
            .filter_map(p_position)
            .flat_map(|p| [(p.k as usize, p.a, p.b), (p.k as usize, p.b, p.a)])
            .collect();
        for &(k, x, y) in &squares {
            if let Some(slot) = self.index(x, y).and_then(|i| picture.p_by.get_mut(i)) {
                *slot = Some(k);
            }
        }
        for &(k, x, y) in &squares {
            for t in 1..self.size {
                for (sx, sy) in [(x + t, y), (x, y + t), (x + t, y + t)] {
                    let Some(i) = self.index(sx, sy) else {
                        continue;
                    };
                    if picture.p_by.get(i).is_some_and(Option::is_none) {
                        if let Some(slot) = picture.n_by.get_mut(i) {
                            slot.get_or_insert(k);
                        }
                    }
                }
            }
        }
        picture
    }

    /// The judge input of the program: how many pairs to list.
    fn stdin(&self) -> String {
        self.n.to_string()
    }
}

struct Picture {
    p_by: Vec<Option<usize>>,
    n_by: Vec<Option<usize>>,
}

/// A guess in predict mode: the number `a_k`, or a square `(x, y)` clicked on the board.
#[derive(Clone, Copy)]
struct Guess {
    a: u64,
    b: Option<u64>,
}

impl Guess {
    fn is_right(&self, k: u64) -> bool {
        let Some(p) = p_position(k) else { return false };
        match self.b {
            None => self.a == p.a,
            Some(b) => (self.a, b) == (p.a, p.b) || (self.a, b) == (p.b, p.a),
        }
    }

    fn text(&self) -> String {
        match self.b {
            None => self.a.to_string(),
            Some(b) => format!("({}, {b})", self.a),
        }
    }
}

pub struct Wythoff {
    run: Run,
    /// Guesses by round `k`.
    predict: Predict<Guess>,
    /// Why the typed guess was refused, shown at the guess field.
    guess_error: Option<InputError>,
    selected: Option<Heaps>,
    cursor: (u64, u64),
    title: Element,
    intro: Element,
    size: InputField,
    apply: Element,
    predict_text: Element,
    predict_toggle: Element,
    legend: kit::Legend,
    board: BoardView,
    used_title: Element,
    used: Element,
    used_items: Vec<(Element, Element)>,
    predict_box: Element,
    question: Element,
    guess: InputField,
    guess_go: Element,
    feedback: Element,
    score: Element,
    info: Element,
    moves: Element,
    summary: Element,
    game: GamePanel,
    analysis: Analysis,
    _listeners: Vec<Listener>,
}

const LEGEND: &[kit::LegendEntry] = &[
    (
        "is-p",
        "P",
        "P: người đến lượt thua",
        "P: the player to move loses",
    ),
    (
        "is-n",
        "N",
        "N: người đến lượt thắng",
        "N: the player to move wins",
    ),
    ("is-new-p", "◆", "ô P vừa dựng", "P square just built"),
    (
        "is-new-n",
        "╱",
        "vừa thành N: một nước tới ô P mới",
        "just became N: one move reaches the new P",
    ),
    ("is-selected", "●", "ô đang chọn", "selected square"),
    (
        "is-target",
        "○",
        "ô đi tới được",
        "square the queen can reach",
    ),
    (
        "is-winning",
        "★",
        "nước thắng (tới ô P)",
        "winning move (to a P square)",
    ),
    (
        "is-queen",
        "♛",
        "quân hậu của ván đang chơi",
        "the queen of the game",
    ),
];

impl Stepper for Wythoff {
    type Msg = Msg;

    fn build(
        root: &Element,
        placeholder: &Element,
        lang: Lang,
        dispatch: Rc<dyn Fn(Msg)>,
    ) -> Result<Wythoff, JsValue> {
        let (title, intro) = kit::header(root)?;
        let form = kit::form(root)?;
        let size = InputField::new(&form, "size")?;
        dom::set_attr(&size.input, "inputmode", "numeric");
        let (actions, apply) = kit::actions(&form)?;
        let (predict_toggle, predict_text) = kit::predict_switch(&actions)?;
        let legend = kit::Legend::new(root, "wy", LEGEND)?;

        let d = dispatch.clone();
        let board = BoardView::new(root, Rc::new(move |e| d(Msg::Board(e))))?;

        let used_box = dom::child(root, "div", "wy-used-box", "")?;
        let used_title = dom::child(&used_box, "p", "wy-used-title", "")?;
        let used_scroll = dom::child(&used_box, "div", "wy-scroll", "")?;
        // A long row scrolls inside its box; the box takes the focus so keys can scroll it.
        dom::set_attr(&used_scroll, "tabindex", "0");
        let used = dom::child(&used_scroll, "ol", "wy-used", "")?;

        let predict_box = dom::child(root, "div", "predict", "")?;
        let question = dom::child(&predict_box, "p", "predict-question", "")?;
        let guess_form = dom::child(&predict_box, "form", "widget-form wy-guess", "")?;
        dom::set_attr(&guess_form, "novalidate", "");
        let guess = InputField::new(&guess_form, "guess")?;
        dom::set_attr(&guess.input, "inputmode", "numeric");
        let guess_actions = dom::child(&guess_form, "div", "form-actions", "")?;
        let guess_go = dom::child(&guess_actions, "button", "btn", "")?;
        dom::set_attr(&guess_go, "type", "submit");
        let feedback = dom::child(&predict_box, "p", "predict-feedback", "")?;
        dom::set_attr(&feedback, "aria-live", "polite");
        let score = dom::child(&predict_box, "p", "predict-score", "")?;

        let results = dom::child(root, "div", "results", "")?;
        let info = dom::child(&results, "p", "wy-info", "")?;
        dom::set_attr(&info, "aria-live", "polite");
        let moves = dom::child(&results, "ul", "wy-moves", "")?;
        let summary = dom::child(&results, "p", "summary", "")?;

        // The game and the analysis go below the player; the shell moves them (footer).
        let doc = root
            .owner_document()
            .ok_or_else(|| JsValue::from_str("no document"))?;
        let holder = dom::element(&doc, "div", "")?;
        let d = dispatch.clone();
        let game = GamePanel::new(&holder, Rc::new(move |m| d(Msg::Game(m))))?;
        let d = dispatch.clone();
        let analysis = Analysis::new(&holder, Rc::new(move || d(Msg::Analyse)))?;

        let mut listeners = vec![board.keys()?];
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&form, move || d(Msg::Apply))?);
        let d = dispatch.clone();
        listeners.push(kit::on_toggle(&predict_toggle, move |on| {
            d(Msg::SetPredict(on))
        })?);
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&guess_form, move || d(Msg::Guess))?);

        let mut widget = Wythoff {
            run: Run::new(DEFAULT_SIZE),
            predict: Predict::default(),
            guess_error: None,
            selected: None,
            cursor: (0, 0),
            title,
            intro,
            size,
            apply,
            predict_text,
            predict_toggle,
            legend,
            board,
            used_title,
            used,
            used_items: Vec::new(),
            predict_box,
            question,
            guess,
            guess_go,
            feedback,
            score,
            info,
            moves,
            summary,
            game,
            analysis,
            _listeners: listeners,
        };
        let size = placeholder
            .get_attribute("data-size")
            .unwrap_or_else(|| DEFAULT_SIZE.to_string());
        widget.size.set_value(&size);
        if !widget.read_size(lang) {
            widget.start(Run::new(DEFAULT_SIZE));
        }
        Ok(widget)
    }

    fn sources(&self) -> Vec<Source> {
        Source::all(&PROGRAMS)
    }

    fn footer(&self) -> Vec<Element> {
        vec![self.game.root.clone(), self.analysis.root.clone()]
    }

    fn total(&self) -> usize {
        self.run.steps.len()
    }

    fn update(&mut self, msg: Msg, lang: Lang) -> Effect {
        match msg {
            Msg::Apply => {
                if self.read_size(lang) {
                    return Effect::restart();
                }
                Effect::none()
            }
            Msg::SetPredict(on) => {
                self.predict.set_enabled(on);
                Effect::none()
            }
            Msg::Guess => {
                if self.predict.waiting_for().is_none() {
                    return Effect::none();
                }
                let max = self.run.size.saturating_sub(1);
                match parse_number(&self.guess.value(), GUESS, 0, max) {
                    Ok(a) => self.answer(Guess { a, b: None }),
                    Err(e) => {
                        self.guess_error = Some(e);
                        self.guess.show(self.guess_error.as_ref(), lang);
                        Effect::none()
                    }
                }
            }
            Msg::Board(BoardEvent::Cursor(dx, dy)) => {
                let max = self.run.size.saturating_sub(1);
                let shift = |v: u64, d: i8| match d {
                    -1 => v.saturating_sub(1),
                    1 => (v + 1).min(max),
                    _ => v,
                };
                self.cursor = (shift(self.cursor.0, dx), shift(self.cursor.1, dy));
                Effect::none()
            }
            Msg::Board(BoardEvent::Pick(x, y)) => {
                self.cursor = (x, y);
                let square = Heaps { a: x, b: y };
                if self.predict.waiting_for().is_some() {
                    return self.answer(Guess { a: x, b: Some(y) });
                }
                if self.game_on() {
                    self.game.learner_moves(square);
                    self.game.show_errors(lang);
                } else {
                    self.selected = Some(square);
                    self.game.offer_start(square);
                }
                Effect::none()
            }
            Msg::Game(msg) => {
                self.game.update(msg, self.run.size, lang);
                if let Some(game) = &self.game.game {
                    let p = game.position();
                    self.cursor = (p.a, p.b);
                }
                if self.game_on() {
                    // The queen takes over from the selection until the game ends.
                    self.selected = None;
                }
                Effect::none()
            }
            Msg::Analyse => {
                self.analysis.read(None, lang);
                Effect::none()
            }
        }
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        let index = position.saturating_sub(1);
        let Some(step) = self.run.steps.get(index) else {
            return true;
        };
        let opens_round = step.k > 0
            && matches!(step.kind, StepKind::Probe { .. })
            && index
                .checked_sub(1)
                .and_then(|i| self.run.steps.get(i))
                .is_some_and(|before| before.k != step.k);
        !opens_round || self.predict.ask(step.k as usize, playing)
    }

    fn on_reset(&mut self) {
        self.clear_guesses();
    }

    fn draw(&mut self, position: usize, lang: Lang) {
        let picture = self.run.picture(position);
        self.draw_board(position, &picture, lang);
        self.draw_used(position);
        self.draw_predict(position, lang);
        self.draw_info(lang);
        self.draw_summary(position, lang);
        self.game.draw(lang);
        self.analysis.draw(lang);
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        let Some(step) = self.run.last(position) else {
            return lang
                .pick(
                    "Bàn cờ còn trống. Bấm “Tiến một bước”: trước tiên ô (0, 0) là P, rồi từng cặp thua (a_k, b_k) được dựng bằng mex.",
                    "The board is empty. Press “Step forward”: first the square (0, 0) is P, then each losing pair (a_k, b_k) is built by mex.",
                )
                .to_string();
        };
        let said = step.sentence(lang);
        let picture = self.run.picture(position);
        let k = step.k as usize;
        let hatched = picture.n_by.iter().filter(|&&by| by == Some(k)).count();
        let board = match step.kind {
            StepKind::Start => lang.pick(
                format!(" Trên bàn cờ: ô (0, 0) là P; {hatched} ô cùng hàng, cùng cột hoặc cùng đường chéo với nó (gạch chéo) thành N, vì một nước là vào góc."),
                format!(" On the board: (0, 0) is P; the {hatched} squares on its row, column or diagonal (hatched) become N, since one move reaches the corner."),
            ),
            StepKind::Pair { a, b } => lang.pick(
                format!(" Trên bàn cờ: hai ô P mới ({a}, {b}) và ({b}, {a}); {hatched} ô gạch chéo vừa thành N vì một nước đi tới được một trong hai ô đó."),
                format!(" On the board: two new P squares ({a}, {b}) and ({b}, {a}); the {hatched} hatched squares just became N, since one move reaches one of them."),
            ),
            StepKind::Probe { .. } => String::new(),
        };
        format!("{said}{board}")
    }

    fn code(&self, position: usize) -> CodeView {
        match self.run.last(position) {
            Some(step) => CodeView {
                lines: PROGRAMS
                    .iter()
                    .map(|p| p.line_of(step.code_point()))
                    .collect(),
                variables: step
                    .variables(self.run.n)
                    .into_iter()
                    .map(|(name, value)| (name.to_string(), value))
                    .collect(),
            },
            None => CodeView {
                lines: Vec::new(),
                variables: vec![("n".to_string(), self.run.n.to_string())],
            },
        }
    }

    fn relabel(&mut self, lang: Lang) {
        dom::set_text(
            &self.title,
            lang.pick("Quân hậu Wythoff trên bàn cờ", "Wythoff's queen on a board"),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Ô (x, y) là hai đống x và y. Mỗi lượt quân hậu đi sang trái, xuống dưới hoặc chéo xuống trái, bao xa tùy ý; ai không còn nước đi (hậu ở góc (0, 0)) thì thua.",
                "Square (x, y) stands for piles x and y. Each turn the queen moves left, down or diagonally down-left, as far as it likes; whoever cannot move (the queen in the corner (0, 0)) loses.",
            ),
        );
        self.size.set_label(&lang.pick(
            format!("Cỡ bàn cờ (2 – {MAX_BOARD})"),
            format!("Board size (2 – {MAX_BOARD})"),
        ));
        dom::set_text(&self.apply, lang.pick("Vẽ bàn cờ", "Draw board"));
        dom::set_text(
            &self.predict_text,
            lang.pick("Tự đoán trước mỗi cặp", "Predict each pair first"),
        );
        self.legend.relabel(lang);
        dom::set_text(
            &self.used_title,
            lang.pick(
                "Các số đã dùng (mex là số nhỏ nhất chưa dùng):",
                "Numbers used so far (mex is the smallest unused one):",
            ),
        );
        self.guess.set_label(lang.pick(
            "a_k (hoặc bấm ô (a_k, b_k) trên bàn cờ)",
            "a_k (or click the square (a_k, b_k) on the board)",
        ));
        dom::set_text(&self.guess_go, lang.pick("Kiểm tra", "Check"));
        self.guess.show(self.guess_error.as_ref(), lang);
        self.read_size_quietly(lang);
        self.game.relabel(lang);
        self.analysis.relabel(lang);
    }

    fn stdin(&self) -> String {
        self.run.stdin()
    }

    fn apply_stdin(&mut self, text: &str, _lang: Lang) -> Result<(), InputError> {
        let mut input = JudgeInput::new(text);
        let n = input.number(PAIRS, 1, board_pairs(MAX_BOARD))?;
        input.finish()?;
        let size = if board_pairs(self.run.size) == n {
            self.run.size
        } else {
            board_for_pairs(n).unwrap_or(MAX_BOARD).min(MAX_BOARD)
        };
        self.size.set_value(&size.to_string());
        self.size.show(None, Lang::Vi);
        self.start(Run::new(size));
        Ok(())
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        let mut params = vec![("size", self.run.size.to_string())];
        if let Some(s) = self.selected {
            params.push(("cell", format!("{},{}", s.a, s.b)));
        }
        let p = self.analysis.position;
        params.push(("pos", format!("{},{}", p.a, p.b)));
        params
    }

    fn restore(&mut self, get: &dyn Fn(&str) -> Option<String>, lang: Lang) -> bool {
        let (size, cell, pos) = (get("size"), get("cell"), get("pos"));
        if size.is_none() && cell.is_none() && pos.is_none() {
            return false;
        }
        let mut good = true;
        if let Some(size) = size {
            self.size.set_value(&size);
            good &= self.read_size(lang);
        }
        if let Some(cell) = cell {
            match parse_square(&cell.replace(',', " "), self.run.size, wythoff::SQUARE) {
                Ok(square) => {
                    self.selected = Some(square);
                    self.cursor = (square.a, square.b);
                    self.game.offer_start(square);
                }
                Err(e) => {
                    self.game.refuse_start(&cell, e, lang);
                    good = false;
                }
            }
        }
        if let Some(pos) = pos {
            good &= self.analysis.read(Some(&pos.replace(',', " ")), lang);
        }
        good
    }
}

impl Wythoff {
    /// Validates the size field; on success the board starts over, else the old one stays.
    fn read_size(&mut self, lang: Lang) -> bool {
        let size = parse_size(&self.size.value());
        self.size.show(size.as_ref().err(), lang);
        match size {
            Ok(size) => {
                self.start(Run::new(size));
                true
            }
            Err(_) => false,
        }
    }

    fn read_size_quietly(&self, lang: Lang) {
        let size = parse_size(&self.size.value());
        self.size.show(size.as_ref().err(), lang);
    }

    fn start(&mut self, run: Run) {
        let size = run.size;
        self.run = run;
        self.clear_guesses();
        self.game.end();
        self.selected = self.selected.filter(|s| s.a < size && s.b < size);
        self.cursor = (self.cursor.0.min(size - 1), self.cursor.1.min(size - 1));
        self.board.rebuild(size);
        self.rebuild_used();
    }

    fn clear_guesses(&mut self) {
        self.predict.clear(self.run.n as usize + 1);
        self.guess_error = None;
    }

    fn game_on(&self) -> bool {
        self.game.game.as_ref().is_some_and(|g| !g.is_over())
    }

    /// Records the learner's guess for the round being asked, and moves on.
    fn answer(&mut self, guess: Guess) -> Effect {
        if self.predict.waiting_for().is_none() {
            return Effect::none();
        }
        self.guess_error = None;
        self.guess.set_value("");
        self.guess.show(None, Lang::Vi);
        self.predict.answer(guess)
    }

    fn rebuild_used(&mut self) {
        while let Some(old) = self.used.first_child() {
            let _ = self.used.remove_child(&old);
        }
        self.used_items.clear();
        for v in 0..self.run.size {
            let Ok(li) = dom::child(&self.used, "li", "wy-number", "") else {
                continue;
            };
            let _ = dom::child(&li, "span", "wy-number-value", &v.to_string());
            if let Ok(tag) = dom::child(&li, "span", "wy-number-tag", "") {
                self.used_items.push((li, tag));
            }
        }
    }

    fn draw_board(&self, position: usize, picture: &Picture, lang: Lang) {
        let run = &self.run;
        let new_pair = run.new_pair(position);
        let game = self.game.game.as_ref();
        let game_on = self.game_on();
        let queen = game.map(|g| g.position());
        let from = if game_on {
            queen.filter(|_| self.game.learners_turn())
        } else {
            self.selected
        };
        let targets: Vec<Heaps> = from.map(queen_targets).unwrap_or_default();
        let selected = self.selected.filter(|_| !game_on);
        let asking = self.predict.waiting_for().is_some();
        let guess = run
            .last(position)
            .and_then(|s| self.predict.guess(s.k as usize))
            .copied()
            .and_then(|g| g.b.map(|b| (g.a, b)));
        self.board.draw(self.cursor, lang, |x, y| {
            let i = run.index(x, y);
            let p_by = i.and_then(|i| picture.p_by.get(i).copied().flatten());
            let n_by = i.and_then(|i| picture.n_by.get(i).copied().flatten());
            let here = Heaps { a: x, b: y };
            let target = !asking && targets.contains(&here);
            Look {
                letter: match (p_by, n_by) {
                    (Some(_), _) => Letter::P,
                    (None, Some(_)) => Letter::N,
                    _ => Letter::Unknown,
                },
                new_p: p_by.is_some() && p_by == new_pair,
                new_n: n_by.is_some() && n_by == new_pair,
                selected: selected == Some(here),
                queen: queen == Some(here),
                target,
                winning: target && !game_on && wythoff::is_p_position(here),
                guess: guess == Some((x, y)),
            }
        });
    }

    fn draw_used(&self, position: usize) {
        let run = &self.run;
        let count = run.pairs_shown(position) as u64;
        let mut tags: Vec<Option<String>> = vec![None; run.size as usize];
        for p in (0..count).filter_map(p_position) {
            for (v, tag) in [(p.a, format!("a{}", p.k)), (p.b, format!("b{}", p.k))] {
                if let Some(slot) = tags.get_mut(v as usize) {
                    slot.get_or_insert(tag);
                }
            }
        }
        let last = run.last(position);
        let probe = last.and_then(|s| match s.kind {
            StepKind::Probe { cell, used } => Some((cell, used)),
            _ => None,
        });
        let fresh = last.and_then(|s| match s.kind {
            StepKind::Pair { a, b } => Some((a, b)),
            StepKind::Start => Some((0, 0)),
            StepKind::Probe { .. } => None,
        });
        for (v, (tag, (li, tag_el))) in tags.iter().zip(&self.used_items).enumerate() {
            let v = v as u64;
            let probed = probe.filter(|(cell, _)| *cell == v);
            let mark = match probed {
                Some((_, true)) => "✗".to_string(),
                Some((_, false)) => "mex".to_string(),
                None => tag.clone().unwrap_or_default(),
            };
            dom::set_text(tag_el, &mark);
            dom::set_class(li, "is-used", tag.is_some());
            dom::set_class(li, "is-probe", probed.is_some());
            dom::set_class(li, "is-fresh", fresh.is_some_and(|(a, b)| a == v || b == v));
        }
    }

    fn draw_predict(&self, position: usize, lang: Lang) {
        let p = &self.predict;
        dom::set_hidden(&self.predict_box, !p.enabled());
        kit::set_checked(&self.predict_toggle, p.enabled());
        let question = match p.waiting_for() {
            Some(k) => lang.pick(
                format!("Cặp thứ {k}: a_{k} là số nào? Gõ số rồi bấm “Kiểm tra”, hoặc bấm thẳng ô (a_{k}, b_{k}) trên bàn cờ."),
                format!("Pair {k}: which number is a_{k}? Type it and press “Check”, or click the square (a_{k}, b_{k}) on the board."),
            ),
            None => lang
                .pick(
                    "Bấm Tiến hoặc Chạy: trước mỗi cặp mới, bạn sẽ được hỏi cặp đó là gì.",
                    "Press Step or Play: before each new pair you will be asked what it is.",
                )
                .to_string(),
        };
        dom::set_text(&self.question, &question);
        dom::set_disabled(&self.guess_go, p.waiting_for().is_none());

        let feedback = self.run.last(position).and_then(|step| {
            let StepKind::Pair { a, b } = step.kind else {
                return None;
            };
            let guess = *p.guess(step.k as usize)?;
            let (g, k) = (guess.text(), step.k);
            Some(if guess.is_right(k) {
                lang.pick(
                    format!("✓ Bạn đoán {g}: đúng!"),
                    format!("✓ You guessed {g}: right!"),
                )
            } else {
                lang.pick(
                    format!("✗ Bạn đoán {g}, nhưng cặp thứ {k} là ({a}, {b})."),
                    format!("✗ You guessed {g}, but pair {k} is ({a}, {b})."),
                )
            })
        });
        dom::set_text(&self.feedback, feedback.as_deref().unwrap_or(""));
        let (right, total) = p.score(|k, g| Some(g.is_right(k as u64)));
        dom::set_text(
            &self.score,
            &lang.pick(
                format!("Đoán đúng {right} / {total} cặp"),
                format!("Right: {right} of {total} pairs"),
            ),
        );
    }

    fn draw_info(&self, lang: Lang) {
        while let Some(old) = self.moves.first_child() {
            let _ = self.moves.remove_child(&old);
        }
        // The game's account stays under the board until a square is selected after it.
        let game_first = self.game_on() || self.selected.is_none();
        if let Some(summary) = self.game.summary(lang).filter(|_| game_first) {
            dom::set_text(&self.info, &summary);
            return;
        }
        let Some(square) = self.selected else {
            dom::set_text(
                &self.info,
                lang.pick(
                    "Bấm một ô (hoặc dùng phím mũi tên rồi Enter) để xem ô đó thắng hay thua và các nước đi của nó.",
                    "Click a square (or use the arrow keys, then Enter) to see whether it wins or loses, and its moves.",
                ),
            );
            return;
        };
        let verdict = wythoff::analyze(square);
        let targets = queen_targets(square);
        let winning: Vec<String> = verdict
            .winning_moves
            .iter()
            .map(|&m| pair(wythoff::after(square, m)))
            .collect();
        let s = pair(square);
        let count = targets.len();
        let text = match (verdict.outcome, count) {
            (_, 0) => lang.pick(
                format!("Ô {s}: P, hậu đã ở góc nên người đến lượt không đi được và thua."),
                format!("Square {s}: P, the queen is in the corner, so the player to move cannot move and loses."),
            ),
            (Outcome::Lose, _) => lang.pick(
                format!("Ô {s}: P (người đến lượt thua). Có {count} nước đi, không nước nào tới ô P:"),
                format!("Square {s}: P (the player to move loses). It has {count} moves, none of them to a P square:"),
            ),
            (Outcome::Win, _) => lang.pick(
                format!("Ô {s}: N (người đến lượt thắng). Có {count} nước đi; nước thắng (★) tới {}:", winning.join(", ")),
                format!("Square {s}: N (the player to move wins). It has {count} moves; the winning ones (★) go to {}:", winning.join(", ")),
            ),
        };
        dom::set_text(&self.info, &text);
        for t in targets {
            let win = wythoff::is_p_position(t);
            let text = if win {
                format!("★ {}", pair(t))
            } else {
                pair(t)
            };
            if let Ok(li) = dom::child(&self.moves, "li", "wy-move", &text) {
                dom::set_class(&li, "is-winning", win);
            }
        }
    }

    fn draw_summary(&self, position: usize, lang: Lang) {
        let run = &self.run;
        let done = position >= run.steps.len();
        let mut squares = Vec::new();
        for p in (0..=run.n).filter_map(p_position) {
            squares.push(pair(Heaps { a: p.a, b: p.b }));
            if p.a != p.b {
                squares.push(pair(Heaps { a: p.b, b: p.a }));
            }
        }
        let next = p_position(run.n + 1)
            .map(|p| format!("({}, {})", p.a, p.b))
            .unwrap_or_default();
        let (s, list, k) = (run.size, squares.join(", "), run.n + 1);
        let text = lang.pick(
            format!("Xong: trên bàn {s} × {s}, các ô P là {list}; mọi ô khác là N. Cặp tiếp theo (a_{k}, b_{k}) = {next} đã nằm ngoài bàn."),
            format!("Done: on the {s} × {s} board the P squares are {list}; every other square is N. The next pair (a_{k}, b_{k}) = {next} lies off the board."),
        );
        dom::set_text(&self.summary, if done { &text } else { "" });
        dom::set_hidden(&self.summary, !done);
    }
}
