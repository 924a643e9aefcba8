//! Fill it yourself: a subtraction game and an empty W/L row; the learner labels the cells from
//! 0 upwards, each answer is checked at once, a mistake gets a hint (which cells the position
//! reaches, and the question to ask of them) and a second mistake the full reason. A new random
//! game is one click away.
//!
//! Placeholder: `<div data-widget="wl-practice">` for a random game, or with `data-moves` and
//! `data-n` for a fixed one (a lesson's exercise, a test). Not a stepping widget: it implements
//! [`Widget`] directly, with the same ownership pattern as the shell (listeners kept in the
//! state, messages through a `Weak`).

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use nimlab_solver::input::{parse_number, Field};
use nimlab_solver::subtraction::{MoveSet, Step, SubtractionGame, Table};
use nimlab_solver::{Lang, Outcome};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit;
use crate::widgets::Widget;

/// The row is short enough to see at once on a phone.
const MAX_N: u64 = 30;

enum Msg {
    Answer(Outcome),
    NewGame,
}

/// One game to fill.
struct Game {
    game: SubtractionGame,
    table: Table,
    steps: Vec<Step>,
}

impl Game {
    fn new(moves: MoveSet, n: usize) -> Game {
        let game = SubtractionGame::new(moves);
        Game {
            table: game.table(n),
            steps: game.trace(n),
            game,
        }
    }

    /// A random game: two or three moves from 1 to 5, and n from 14 to 20.
    fn random() -> Game {
        let pick = |below: u32| (js_sys::Math::random() * f64::from(below)) as u64;
        let mut moves = vec![1 + pick(5)];
        let wanted = 2 + pick(2) as usize;
        while moves.len() < wanted {
            let m = 1 + pick(5);
            if !moves.contains(&m) {
                moves.push(m);
            }
        }
        let text: Vec<String> = moves.iter().map(u64::to_string).collect();
        let set = MoveSet::parse(&text.join(" ")).unwrap_or_else(|_| MoveSet::bachet(3));
        Game::new(set, 14 + pick(7) as usize)
    }

    fn n(&self) -> usize {
        self.table.outcomes.len() - 1
    }

    /// The step that decides `cell`: its sentence is the full reason.
    fn decision(&self, cell: usize) -> Option<&Step> {
        self.steps
            .iter()
            .find(|s| s.cell == cell && s.written().is_some())
    }
}

/// What the learner was last told.
enum Feedback {
    Right(usize),
    Hint(usize),
    Reason(usize),
}

struct State {
    lang: Lang,
    game: Game,
    /// Cells labelled so far (the next one to label is `filled`).
    filled: usize,
    /// Mistakes made on each cell.
    mistakes: Vec<u8>,
    feedback: Option<Feedback>,
    title: Element,
    intro: Element,
    rules: Element,
    row: Element,
    cells: Vec<(Element, Element)>,
    question: Element,
    answer_w: Element,
    answer_l: Element,
    feedback_line: Element,
    score: Element,
    new_game: Element,
    _listeners: Vec<Listener>,
}

pub struct Practice {
    state: Rc<RefCell<Option<State>>>,
}

impl Widget for Practice {
    fn set_lang(&self, lang: Lang) {
        if let Ok(mut slot) = self.state.try_borrow_mut() {
            if let Some(state) = slot.as_mut() {
                state.lang = lang;
                state.render();
            }
        }
    }
}

impl Practice {
    pub fn mount(placeholder: &Element, lang: Lang) -> Result<Practice, JsValue> {
        let shared: Rc<RefCell<Option<State>>> = Rc::new(RefCell::new(None));
        let weak = Rc::downgrade(&shared);
        let dispatch: Rc<dyn Fn(Msg)> = Rc::new(move |msg| deliver(&weak, msg));
        while let Some(old) = placeholder.first_child() {
            placeholder.remove_child(&old)?;
        }
        let root = dom::child(placeholder, "section", "widget practice-widget", "")?;
        let (title, intro) = kit::header(&root)?;
        let rules = dom::child(&root, "p", "practice-rules", "")?;
        let row = dom::child(&root, "ol", "wl-cells practice-cells", "")?;
        let question = dom::child(&root, "p", "predict-question", "")?;
        let buttons = dom::child(&root, "div", "predict-buttons", "")?;
        let answer_w = dom::button(&buttons, "btn guess guess-w", "W")?;
        let answer_l = dom::button(&buttons, "btn guess guess-l", "L")?;
        let feedback_line = dom::child(&root, "p", "predict-feedback", "")?;
        dom::set_attr(&feedback_line, "aria-live", "polite");
        let score = dom::child(&root, "p", "predict-score", "")?;
        let new_game = dom::button(&root, "btn", "")?;

        let mut listeners = Vec::new();
        for (button, outcome) in [(&answer_w, Outcome::Win), (&answer_l, Outcome::Lose)] {
            let d = dispatch.clone();
            listeners.push(Listener::new(button, "click", move |_| {
                d(Msg::Answer(outcome))
            })?);
        }
        let d = dispatch.clone();
        listeners.push(Listener::new(&new_game, "click", move |_| d(Msg::NewGame))?);
        let d = dispatch.clone();
        listeners.push(Listener::new(&root, "keydown", move |event| {
            if let Some(outcome) = kit::outcome_key(&event) {
                d(Msg::Answer(outcome));
            }
        })?);

        let game = fixed_game(placeholder).unwrap_or_else(Game::random);
        let mut state = State {
            lang,
            mistakes: vec![0; game.n() + 1],
            game,
            filled: 0,
            feedback: None,
            title,
            intro,
            rules,
            row,
            cells: Vec::new(),
            question,
            answer_w,
            answer_l,
            feedback_line,
            score,
            new_game,
            _listeners: listeners,
        };
        state.rebuild_cells();
        state.render();
        dom::set_attr(&root, "data-ready", "true");
        *shared.borrow_mut() = Some(state);
        Ok(Practice { state: shared })
    }
}

/// The game the placeholder fixes with `data-moves` and `data-n`, if both are valid.
fn fixed_game(placeholder: &Element) -> Option<Game> {
    let moves = MoveSet::parse(&placeholder.get_attribute("data-moves")?).ok()?;
    let n = parse_number(&placeholder.get_attribute("data-n")?, Field::N, 0, MAX_N).ok()?;
    Some(Game::new(moves, n as usize))
}

fn deliver(weak: &Weak<RefCell<Option<State>>>, msg: Msg) {
    let Some(shared) = weak.upgrade() else { return };
    let Ok(mut slot) = shared.try_borrow_mut() else {
        return;
    };
    if let Some(state) = slot.as_mut() {
        state.update(msg);
        state.render();
    }
}

impl State {
    fn update(&mut self, msg: Msg) {
        match msg {
            Msg::NewGame => {
                self.game = Game::random();
                self.filled = 0;
                self.mistakes = vec![0; self.game.n() + 1];
                self.feedback = None;
                self.rebuild_cells();
            }
            Msg::Answer(outcome) => self.answer(outcome),
        }
    }

    fn answer(&mut self, outcome: Outcome) {
        let cell = self.filled;
        let Some(&truth) = self.game.table.outcomes.get(cell) else {
            return;
        };
        let Some(mistakes) = self.mistakes.get_mut(cell) else {
            return;
        };
        if outcome == truth {
            self.feedback = Some(Feedback::Right(cell));
            self.filled += 1;
        } else if *mistakes == 0 {
            *mistakes = 1;
            self.feedback = Some(Feedback::Hint(cell));
        } else {
            *mistakes = 2;
            self.feedback = Some(Feedback::Reason(cell));
            self.filled += 1;
        }
    }

    fn rebuild_cells(&mut self) {
        while let Some(old) = self.row.first_child() {
            let _ = self.row.remove_child(&old);
        }
        let row = &self.row;
        self.cells = (0..=self.game.n())
            .filter_map(|i| {
                let root = dom::child(row, "li", "cell", "").ok()?;
                dom::child(&root, "span", "cell-index", &i.to_string()).ok()?;
                let value = dom::child(&root, "span", "cell-value", "").ok()?;
                Some((root, value))
            })
            .collect();
    }

    fn render(&self) {
        let lang = self.lang;
        dom::set_text(
            &self.title,
            lang.pick(
                "Tự tô bảng thắng / thua",
                "Fill the win/lose table yourself",
            ),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Tô từng ô từ 0 trở lên: W nếu có nước đi tới một ô L, L nếu mọi nước đi đều tới ô W. \
                 Mỗi câu trả lời được kiểm tra ngay; sai thì có gợi ý.",
                "Label the cells from 0 upwards: W if some move reaches an L cell, L if every move \
                 reaches a W cell. Each answer is checked at once; a wrong one gets a hint.",
            ),
        );
        let moves: Vec<String> = self
            .game
            .game
            .moves
            .values()
            .iter()
            .map(u64::to_string)
            .collect();
        let (set, n) = (moves.join(", "), self.game.n());
        dom::set_text(
            &self.rules,
            &lang.pick(
                format!("Mỗi lượt bốc đúng s viên, s ∈ {{{set}}}; các ô 0 … {n}."),
                format!("Each move takes exactly s stones, s ∈ {{{set}}}; cells 0 … {n}."),
            ),
        );
        for (i, (root, value)) in self.cells.iter().enumerate() {
            let outcome = self
                .game
                .table
                .outcomes
                .get(i)
                .copied()
                .filter(|_| i < self.filled);
            dom::set_text(
                value,
                &outcome.map_or(String::new(), |o| o.letter().to_string()),
            );
            dom::set_class(root, "is-w", outcome == Some(Outcome::Win));
            dom::set_class(root, "is-l", outcome == Some(Outcome::Lose));
            dom::set_class(root, "is-current", i == self.filled);
            dom::set_class(
                root,
                "is-missed",
                i < self.filled && self.mistakes.get(i) == Some(&2),
            );
        }
        let done = self.filled > n;
        let question = if done {
            lang.pick(
                "Xong cả bảng!".to_string(),
                "The whole table is done!".to_string(),
            )
        } else {
            let i = self.filled;
            lang.pick(
                format!("Ô {i} là W hay L? (phím W / L)"),
                format!("Is cell {i} W or L? (keys W / L)"),
            )
        };
        dom::set_text(&self.question, &question);
        dom::set_disabled(&self.answer_w, done);
        dom::set_disabled(&self.answer_l, done);
        dom::set_attr(
            &self.answer_w,
            "aria-label",
            lang.pick("Trả lời W (thắng)", "Answer W (win)"),
        );
        dom::set_attr(
            &self.answer_l,
            "aria-label",
            lang.pick("Trả lời L (thua)", "Answer L (lose)"),
        );
        dom::set_text(&self.feedback_line, &self.feedback_text());
        let right_first = (0..self.filled.min(n + 1))
            .filter(|&i| self.mistakes.get(i) == Some(&0))
            .count();
        dom::set_text(
            &self.score,
            &lang.pick(
                format!(
                    "Đúng ngay lần đầu: {right_first} / {} ô",
                    self.filled.min(n + 1)
                ),
                format!(
                    "Right at the first try: {right_first} of {} cells",
                    self.filled.min(n + 1)
                ),
            ),
        );
        dom::set_text(
            &self.new_game,
            lang.pick("Bài mới (ngẫu nhiên)", "New random game"),
        );
    }

    fn feedback_text(&self) -> String {
        let lang = self.lang;
        let reason = |cell: usize| {
            self.game
                .decision(cell)
                .map(|step| step.sentence(lang))
                .unwrap_or_default()
        };
        match self.feedback {
            None => String::new(),
            Some(Feedback::Right(cell)) => {
                let letter = self
                    .game
                    .table
                    .outcomes
                    .get(cell)
                    .map_or('?', |o| o.letter());
                lang.pick(
                    format!("✓ Đúng: ô {cell} là {letter}."),
                    format!("✓ Right: cell {cell} is {letter}."),
                )
            }
            Some(Feedback::Hint(cell)) => {
                let targets: Vec<String> = self
                    .game
                    .game
                    .moves
                    .targets(cell)
                    .map(|t| t.to_string())
                    .collect();
                if targets.is_empty() {
                    lang.pick(
                        format!("✗ Chưa đúng. Gợi ý: từ ô {cell} có nước đi nào không?"),
                        format!("✗ Not yet. Hint: is there any move from cell {cell}?"),
                    )
                } else {
                    let list = targets.join(", ");
                    lang.pick(
                        format!("✗ Chưa đúng. Gợi ý: từ ô {cell} đi được tới {list}. Trong các ô đó có ô L nào không?"),
                        format!("✗ Not yet. Hint: from cell {cell} you can reach {list}. Is any of them L?"),
                    )
                }
            }
            Some(Feedback::Reason(cell)) => lang.pick(
                format!("✗ Vẫn chưa đúng. {}", reason(cell)),
                format!("✗ Still not right. {}", reason(cell)),
            ),
        }
    }
}
