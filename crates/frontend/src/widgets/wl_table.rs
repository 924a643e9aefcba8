//! The W/L table of a subtraction game, filled cell by cell as the lesson's program does it.
//!
//! The learner types a move set and `n`; the shell's player steps through the solver's trace.
//! Each picture is drawn from the position alone (which steps have been applied), so stepping
//! back restores exactly the picture before. In predict mode the player stops before each new
//! cell until the learner says W or L, and the widget keeps score.

use std::rc::Rc;

use nimlab_solver::input::{parse_number, Field, InputError, JudgeInput, RawInt};
use nimlab_solver::subtraction::{
    MoveSet, PeriodRule, Step, SubtractionGame, Table, MAX_MOVE, MAX_MOVES, PROGRAMS,
};
use nimlab_solver::{Lang, Outcome};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit::code_panel::Source;
use crate::kit::form::InputField;
use crate::kit::shell::{CodeView, Effect, Stepper};
use crate::kit::{self, Predict};

/// The largest `n` the widget steps through (a few thousand steps at most).
pub const MAX_STEP_N: u64 = 200;
const DEFAULT_MOVES: &str = "1 3 4";
const DEFAULT_N: &str = "14";

pub enum Msg {
    Apply,
    SetPredict(bool),
    Guess(Outcome),
}

/// One table being filled: the game, its solved table and the trace.
struct Run {
    game: SubtractionGame,
    n: usize,
    table: Table,
    steps: Vec<Step>,
    /// For each cell, the index of the step that writes it.
    write_step: Vec<usize>,
    rule: Option<PeriodRule>,
    /// The player position from which the period's proof is on screen.
    proof_position: Option<usize>,
}

impl Run {
    fn new(moves: MoveSet, n: usize) -> Run {
        let game = SubtractionGame::new(moves);
        let table = game.table(n);
        let steps = game.trace(n);
        let mut write_step = vec![0; n + 1];
        for (index, step) in steps.iter().enumerate() {
            if step.written().is_some() {
                write_step[step.cell] = index;
            }
        }
        let period = game.outcome_period(&table);
        let proof_position = period
            .and_then(|p| write_step.get(p.proof_end(game.window())))
            .map(|&index| index + 1);
        let rule = period.map(|p| PeriodRule::new(p, &table.outcomes));
        Run {
            game,
            n,
            table,
            steps,
            write_step,
            rule,
            proof_position,
        }
    }

    /// Whether the step at `index` is the first one about its cell.
    fn opens_cell(&self, index: usize) -> bool {
        index == 0 || self.steps[index - 1].cell != self.steps[index].cell
    }

    fn moves_text(&self) -> String {
        let list: Vec<String> = self
            .game
            .moves
            .values()
            .iter()
            .map(u64::to_string)
            .collect();
        list.join(" ")
    }

    /// The judge input of the lesson's program: `n m`, then the moves.
    fn stdin(&self) -> String {
        let moves = self.game.moves.values();
        format!("{} {}\n{}", self.n, moves.len(), self.moves_text())
    }
}

struct Cell {
    root: Element,
    value: Element,
    mark: Element,
}

pub struct WlTable {
    run: Run,
    predict: Predict<Outcome>,
    title: Element,
    intro: Element,
    moves: InputField,
    n: InputField,
    apply: Element,
    predict_text: Element,
    predict_toggle: Element,
    legend: kit::Legend,
    row: Element,
    cells: Vec<Cell>,
    predict_box: Element,
    question: Element,
    guess_w: Element,
    guess_l: Element,
    feedback: Element,
    score: Element,
    summary: Element,
    period: Element,
    proof: Element,
    _listeners: Vec<Listener>,
}

/// The symbols of the legend: cell states are told by letters and shapes, not colour alone.
const LEGEND: &[kit::LegendEntry] = &[
    (
        "is-w",
        "W",
        "W: người đến lượt thắng",
        "W: the player to move wins",
    ),
    (
        "is-l",
        "L",
        "L: người đến lượt thua",
        "L: the player to move loses",
    ),
    (
        "is-current",
        "●",
        "ô đang xét (i)",
        "cell being decided (i)",
    ),
    (
        "is-reading",
        "○",
        "ô đi tới được (i − s)",
        "cell one move away (i − s)",
    ),
    (
        "is-target",
        "★",
        "ô L trao cho đối thủ",
        "L cell handed to the opponent",
    ),
];

impl Stepper for WlTable {
    type Msg = Msg;

    fn build(
        root: &Element,
        placeholder: &Element,
        lang: Lang,
        dispatch: Rc<dyn Fn(Msg)>,
    ) -> Result<WlTable, JsValue> {
        let (title, intro) = kit::header(root)?;

        let form = kit::form(root)?;
        let moves = InputField::new(&form, "moves")?;
        let n = InputField::new(&form, "n")?;
        dom::set_attr(&n.input, "inputmode", "numeric");
        let (actions, apply) = kit::actions(&form)?;
        let (predict_toggle, predict_text) = kit::predict_switch(&actions)?;

        let legend = kit::Legend::new(root, "", LEGEND)?;
        let row = dom::child(root, "ol", "wl-cells", "")?;

        let predict_box = dom::child(root, "div", "predict", "")?;
        let question = dom::child(&predict_box, "p", "predict-question", "")?;
        let guesses = dom::child(&predict_box, "div", "predict-buttons", "")?;
        let guess_w = dom::button(&guesses, "btn guess guess-w", "W")?;
        let guess_l = dom::button(&guesses, "btn guess guess-l", "L")?;
        let feedback = dom::child(&predict_box, "p", "predict-feedback", "")?;
        dom::set_attr(&feedback, "aria-live", "polite");
        let score = dom::child(&predict_box, "p", "predict-score", "")?;

        let results = dom::child(root, "div", "results", "")?;
        let summary = dom::child(&results, "p", "summary", "")?;
        let period = dom::child(&results, "p", "period", "")?;
        let proof = dom::child(&results, "p", "period-proof", "")?;

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&form, move || d(Msg::Apply))?);
        let d = dispatch.clone();
        listeners.push(kit::on_toggle(&predict_toggle, move |on| {
            d(Msg::SetPredict(on))
        })?);
        for (button, outcome) in [(&guess_w, Outcome::Win), (&guess_l, Outcome::Lose)] {
            let d = dispatch.clone();
            listeners.push(Listener::new(button, "click", move |_| {
                d(Msg::Guess(outcome))
            })?);
        }
        let d = dispatch.clone();
        listeners.push(Listener::new(root, "keydown", move |event| {
            if let Some(outcome) = kit::outcome_key(&event) {
                d(Msg::Guess(outcome));
            }
        })?);

        let mut widget = WlTable {
            run: Run::new(default_moves(), 14),
            predict: Predict::default(),
            title,
            intro,
            moves,
            n,
            apply,
            predict_text,
            predict_toggle,
            legend,
            row,
            cells: Vec::new(),
            predict_box,
            question,
            guess_w,
            guess_l,
            feedback,
            score,
            summary,
            period,
            proof,
            _listeners: listeners,
        };
        let attr = |name: &str, default: &str| {
            placeholder
                .get_attribute(name)
                .unwrap_or_else(|| default.to_string())
        };
        widget
            .moves
            .set_value(&attr("data-moves", DEFAULT_MOVES).replace(',', " "));
        widget.n.set_value(&attr("data-n", DEFAULT_N));
        widget.read_fields(lang);
        widget.rebuild_cells();
        Ok(widget)
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
                    return Effect::restart();
                }
                Effect::none()
            }
            Msg::SetPredict(on) => {
                self.predict.set_enabled(on);
                Effect::none()
            }
            Msg::Guess(outcome) => self.predict.answer(outcome),
        }
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        let index = position - 1;
        let Some(step) = self.run.steps.get(index) else {
            return true;
        };
        let cell = step.cell;
        if cell == 0 || !self.run.opens_cell(index) {
            return true;
        }
        self.predict.ask(cell, playing)
    }

    fn on_reset(&mut self) {
        self.clear_guesses();
    }

    fn draw(&mut self, position: usize, lang: Lang) {
        self.draw_cells(position);
        self.draw_results(position, lang);
        self.draw_predict(position, lang);
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        match position.checked_sub(1).and_then(|k| self.run.steps.get(k)) {
            Some(step) => step.sentence(lang),
            None => lang
                .pick(
                    "Bảng còn trống. Bấm “Tiến một bước” hoặc “Chạy” (▶) để tô từ ô 0.",
                    "The table is empty. Press “Step forward” or “Play” (▶) to fill it from cell 0.",
                )
                .to_string(),
        }
    }

    fn code(&self, position: usize) -> CodeView {
        match position.checked_sub(1).and_then(|k| self.run.steps.get(k)) {
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
            lang.pick("Tô bảng thắng / thua", "Filling the win/lose table"),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Mỗi lượt bốc đúng s viên, với s thuộc tập nước đi S; ai hết nước đi thì thua. \
                 Ô i cho biết người đến lượt khi còn i viên thắng (W) hay thua (L).",
                "Each turn takes exactly s stones, for some s in the move set S; whoever cannot \
                 move loses. Cell i says whether the player to move with i stones left wins (W) \
                 or loses (L).",
            ),
        );
        self.moves
            .set_label(lang.pick("Tập nước đi S (ví dụ 1 3 4)", "Move set S (e.g. 1 3 4)"));
        self.n.set_label(&lang.pick(
            format!("Số sỏi n (0 – {MAX_STEP_N})"),
            format!("Stones n (0 – {MAX_STEP_N})"),
        ));
        dom::set_text(&self.apply, lang.pick("Lập bảng", "Build table"));
        dom::set_text(
            &self.predict_text,
            lang.pick("Tự đoán trước mỗi ô", "Predict each cell first"),
        );
        self.legend.relabel(lang);
        dom::set_attr(
            &self.guess_w,
            "aria-label",
            lang.pick("Đoán W (thắng)", "Guess W (win)"),
        );
        dom::set_attr(
            &self.guess_l,
            "aria-label",
            lang.pick("Đoán L (thua)", "Guess L (lose)"),
        );
        dom::set_attr(
            &self.row,
            "aria-label",
            lang.pick("Bảng thắng thua", "Win/lose table"),
        );
        // Field errors are re-read so their messages follow the language.
        self.read_fields_quietly(lang);
    }

    fn stdin(&self) -> String {
        self.run.stdin()
    }

    fn apply_stdin(&mut self, text: &str, _lang: Lang) -> Result<(), InputError> {
        let mut input = JudgeInput::new(text);
        let n = input.count(Field::N, 0, MAX_STEP_N as usize)?;
        let m = input.count(COUNT, 1, MAX_MOVES)?;
        let raw = (0..m)
            .map(|_| {
                input
                    .number(Field::MOVES, 1, MAX_MOVE)
                    .map(|s| RawInt::Value(s.into()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        input.finish()?;
        let moves = MoveSet::from_raw(&raw)?;
        self.start(Run::new(moves, n));
        self.moves.set_value(&self.run.moves_text());
        self.n.set_value(&n.to_string());
        self.moves.show(None, Lang::Vi);
        self.n.show(None, Lang::Vi);
        Ok(())
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        vec![
            ("moves", self.run.moves_text().replace(' ', ",")),
            ("n", self.run.n.to_string()),
        ]
    }

    fn restore(&mut self, get: &dyn Fn(&str) -> Option<String>, lang: Lang) -> bool {
        let (moves, n) = (get("moves"), get("n"));
        if moves.is_none() && n.is_none() {
            return false;
        }
        if let Some(moves) = moves {
            self.moves.set_value(&moves.replace(',', " "));
        }
        if let Some(n) = n {
            self.n.set_value(&n);
        }
        self.read_fields(lang)
    }
}

/// The count `m` of moves in the judge input.
const COUNT: Field = Field::new("m", "Số nước đi m", "Move count m", "3");

impl WlTable {
    /// Validates both fields, showing each field's error next to it. On success the table
    /// starts over on the new input; on any error the current table stays.
    fn read_fields(&mut self, lang: Lang) -> bool {
        let moves = MoveSet::parse(&self.moves.value());
        let n = parse_number(&self.n.value(), Field::N, 0, MAX_STEP_N);
        self.moves.show(moves.as_ref().err(), lang);
        self.n.show(n.as_ref().err(), lang);
        match (moves, n) {
            // `n` is at most MAX_STEP_N, so it fits in usize.
            (Ok(moves), Ok(n)) => {
                self.start(Run::new(moves, n as usize));
                true
            }
            _ => false,
        }
    }

    /// Re-shows the fields' messages in `lang` without touching the table.
    fn read_fields_quietly(&self, lang: Lang) {
        let moves = MoveSet::parse(&self.moves.value());
        let n = parse_number(&self.n.value(), Field::N, 0, MAX_STEP_N);
        self.moves.show(moves.as_ref().err(), lang);
        self.n.show(n.as_ref().err(), lang);
    }

    fn start(&mut self, run: Run) {
        self.run = run;
        self.clear_guesses();
        self.rebuild_cells();
    }

    fn clear_guesses(&mut self) {
        self.predict.clear(self.run.n + 1);
    }

    fn rebuild_cells(&mut self) {
        while let Some(old) = self.row.first_child() {
            let _ = self.row.remove_child(&old);
        }
        let row = &self.row;
        self.cells = (0..=self.run.n)
            .filter_map(|i| {
                let root = dom::child(row, "li", "cell", "").ok()?;
                dom::child(&root, "span", "cell-index", &i.to_string()).ok()?;
                let value = dom::child(&root, "span", "cell-value", "").ok()?;
                let mark = dom::child(&root, "span", "cell-mark", "").ok()?;
                dom::set_attr(&mark, "aria-hidden", "true");
                Some(Cell { root, value, mark })
            })
            .collect();
    }

    fn draw_cells(&self, position: usize) {
        let run = &self.run;
        let last = position.checked_sub(1).and_then(|k| run.steps.get(k));
        let reads = last.map(Step::reads).unwrap_or_default();
        let target = last.and_then(Step::losing_target);
        for (i, cell) in self.cells.iter().enumerate() {
            let shown = run.write_step.get(i).is_some_and(|&k| k < position);
            let outcome = run.table.outcomes.get(i).copied().filter(|_| shown);
            let letter = outcome.map(|o| o.letter().to_string()).unwrap_or_default();
            dom::set_text(&cell.value, &letter);
            dom::set_class(&cell.root, "is-w", outcome == Some(Outcome::Win));
            dom::set_class(&cell.root, "is-l", outcome == Some(Outcome::Lose));
            let current = last.is_some_and(|s| s.cell == i);
            let target_here = target == Some(i);
            let reading = reads.contains(&i) && !target_here;
            dom::set_class(&cell.root, "is-current", current);
            dom::set_class(&cell.root, "is-reading", reading);
            dom::set_class(&cell.root, "is-target", target_here);
            let mark = match (current, target_here, reading) {
                (true, _, _) => "●",
                (_, true, _) => "★",
                (_, _, true) => "○",
                _ => "",
            };
            dom::set_text(&cell.mark, mark);
        }
    }

    fn draw_results(&self, position: usize, lang: Lang) {
        let run = &self.run;
        let done = position >= run.steps.len();
        let lose_cells: Vec<String> = run
            .table
            .outcomes
            .iter()
            .enumerate()
            .filter(|(_, o)| **o == Outcome::Lose)
            .map(|(i, _)| i.to_string())
            .collect();
        let summary = lang.pick(
            format!(
                "Xong: các ô L (người đến lượt thua) là {}; mọi ô khác là W.",
                lose_cells.join(", ")
            ),
            format!(
                "Done: the L cells (the player to move loses) are {}; every other cell is W.",
                lose_cells.join(", ")
            ),
        );
        dom::set_text(&self.summary, if done { &summary } else { "" });
        dom::set_hidden(&self.summary, !done);

        let proven = run.proof_position.is_some_and(|p| position >= p);
        let (period, proof) = match (&run.rule, proven) {
            (Some(rule), true) => (
                lang.pick(
                    format!(
                        "Chu kỳ {} (đã chứng minh): {}.",
                        rule.period.length,
                        rule.describe(lang)
                    ),
                    format!(
                        "Period {} (proven): {}.",
                        rule.period.length,
                        rule.describe(lang)
                    ),
                ),
                rule.proof(run.game.window(), &run.table.outcomes, lang),
            ),
            _ if done => (
                lang.pick(
                    "Trong các ô 0..n chưa đủ để chứng minh một chu kỳ: hãy tăng n.",
                    "The cells 0..n are not enough to prove a period: try a larger n.",
                )
                .to_string(),
                String::new(),
            ),
            _ => (String::new(), String::new()),
        };
        dom::set_text(&self.period, &period);
        dom::set_hidden(&self.period, period.is_empty());
        dom::set_text(&self.proof, &proof);
        dom::set_hidden(&self.proof, proof.is_empty());
    }

    fn draw_predict(&self, position: usize, lang: Lang) {
        let p = &self.predict;
        dom::set_hidden(&self.predict_box, !p.enabled());
        kit::set_checked(&self.predict_toggle, p.enabled());
        let question = match p.waiting_for() {
            Some(cell) => lang.pick(
                format!("Ô {cell} là W hay L? Chọn trước khi xem (phím W / L)."),
                format!("Is cell {cell} W or L? Choose before you look (keys W / L)."),
            ),
            None => lang
                .pick(
                    "Bấm Tiến hoặc Chạy: trước mỗi ô mới, bạn sẽ được hỏi ô đó là W hay L.",
                    "Press Step or Play: before each new cell you will be asked whether it is W or L.",
                )
                .to_string(),
        };
        dom::set_text(&self.question, &question);
        dom::set_disabled(&self.guess_w, p.waiting_for().is_none());
        dom::set_disabled(&self.guess_l, p.waiting_for().is_none());

        let decided = position
            .checked_sub(1)
            .and_then(|k| self.run.steps.get(k))
            .filter(|s| s.written().is_some());
        let feedback = decided.and_then(|step| {
            let guess = *p.guess(step.cell)?;
            let truth = *self.run.table.outcomes.get(step.cell)?;
            let (g, t, i) = (guess.letter(), truth.letter(), step.cell);
            Some(if guess == truth {
                lang.pick(
                    format!("✓ Bạn đoán {g}: đúng!"),
                    format!("✓ You guessed {g}: right!"),
                )
            } else {
                lang.pick(
                    format!("✗ Bạn đoán {g}, nhưng ô {i} là {t}."),
                    format!("✗ You guessed {g}, but cell {i} is {t}."),
                )
            })
        });
        dom::set_text(&self.feedback, feedback.as_deref().unwrap_or(""));
        let outcomes = &self.run.table.outcomes;
        let (right, total) = p.score(|cell, guess| Some(*guess == *outcomes.get(cell)?));
        dom::set_text(
            &self.score,
            &lang.pick(
                format!("Đoán đúng {right} / {total} ô"),
                format!("Right: {right} of {total} cells"),
            ),
        );
    }
}

fn default_moves() -> MoveSet {
    // The default is a literal known to be valid; Bachet's game is the fallback that needs no
    // parsing, so no `unwrap` is needed.
    MoveSet::parse(DEFAULT_MOVES).unwrap_or_else(|_| MoveSet::bachet(3))
}
