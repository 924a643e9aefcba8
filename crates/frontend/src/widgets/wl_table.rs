//! The W/L table of a subtraction game, filled cell by cell as the lesson's program does it.
//!
//! The learner types a move set and `n`; the player steps through the solver's trace. Each
//! picture is drawn from the position alone (which steps have been applied), so stepping back
//! restores exactly the picture before. In predict mode the player stops before each new cell
//! until the learner says W or L, and the widget keeps score.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use nimlab_solver::input::{parse_number, Field, InputError};
use nimlab_solver::subtraction::{MoveSet, PeriodRule, Step, SubtractionGame, Table, PROGRAMS};
use nimlab_solver::{Lang, Outcome};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, KeyboardEvent};

use super::Widget;
use crate::code_panel::{CodePanel, Source};
use crate::dom::{self, Listener};
use crate::player::{Command, Player, PlayerState};

/// The largest `n` the widget steps through (a few thousand steps at most).
pub const MAX_STEP_N: u64 = 200;
const DEFAULT_MOVES: &str = "1 3 4";
const DEFAULT_N: usize = 14;

enum Msg {
    Apply,
    SetPredict(bool),
    Guess(Outcome),
    Player(Command),
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

    fn stdin(&self) -> String {
        let moves = self.game.moves.values();
        let list: Vec<String> = moves.iter().map(u64::to_string).collect();
        format!("{} {}\n{}", self.n, moves.len(), list.join(" "))
    }
}

#[derive(Default)]
struct Predict {
    enabled: bool,
    guesses: Vec<Option<Outcome>>,
    waiting_for: Option<usize>,
    resume_playing: bool,
}

struct Cell {
    root: Element,
    value: Element,
    mark: Element,
}

/// The widget's elements that change.
struct View {
    root: Element,
    title: Element,
    intro: Element,
    moves_label: Element,
    moves_input: Element,
    moves_error: Element,
    n_label: Element,
    n_input: Element,
    n_error: Element,
    apply: Element,
    predict_text: Element,
    predict_toggle: Element,
    legend: Vec<(Element, &'static str, &'static str)>,
    row: Element,
    cells: Vec<Cell>,
    sentence: Element,
    predict_box: Element,
    question: Element,
    guess_w: Element,
    guess_l: Element,
    feedback: Element,
    score: Element,
    summary: Element,
    period: Element,
    proof: Element,
}

struct State {
    lang: Lang,
    run: Run,
    player_state: PlayerState,
    predict: Predict,
    view: View,
    player: Player,
    code: CodePanel,
    _listeners: Vec<Listener>,
}

pub struct WlTable {
    state: Rc<RefCell<Option<State>>>,
}

impl Widget for WlTable {
    fn set_lang(&self, lang: Lang) {
        if let Ok(mut slot) = self.state.try_borrow_mut() {
            if let Some(state) = slot.as_mut() {
                state.lang = lang;
                state.relabel();
                state.render();
            }
        }
    }
}

impl WlTable {
    pub fn mount(placeholder: &Element, lang: Lang) -> Result<WlTable, JsValue> {
        let shared: Rc<RefCell<Option<State>>> = Rc::new(RefCell::new(None));
        let weak = Rc::downgrade(&shared);
        let dispatch: Rc<dyn Fn(Msg)> = Rc::new(move |msg| deliver(&weak, msg));
        let state = State::build(placeholder, lang, dispatch)?;
        *shared.borrow_mut() = Some(state);
        if let Some(state) = shared.borrow_mut().as_mut() {
            state.start_from_placeholder(placeholder);
        }
        Ok(WlTable { state: shared })
    }
}

/// Hands a message to the widget, unless it is gone or already busy (a nested event).
fn deliver(weak: &Weak<RefCell<Option<State>>>, msg: Msg) {
    let Some(shared) = weak.upgrade() else { return };
    let Ok(mut slot) = shared.try_borrow_mut() else {
        return;
    };
    if let Some(state) = slot.as_mut() {
        state.update(msg);
    }
}

impl State {
    fn build(
        placeholder: &Element,
        lang: Lang,
        dispatch: Rc<dyn Fn(Msg)>,
    ) -> Result<State, JsValue> {
        while let Some(old) = placeholder.first_child() {
            placeholder.remove_child(&old)?;
        }
        let root = dom::child(placeholder, "section", "widget wl-table", "")?;
        let title = dom::child(&root, "h3", "widget-title", "")?;
        let title_id = dom::fresh_id("title");
        dom::set_attr(&title, "id", &title_id);
        dom::set_attr(&root, "aria-labelledby", &title_id);
        let intro = dom::child(&root, "p", "widget-intro", "")?;

        let form = dom::child(&root, "form", "widget-form", "")?;
        dom::set_attr(&form, "novalidate", "");
        let (moves_label, moves_input, moves_error) = field(&form, "moves", "text")?;
        dom::set_attr(&moves_input, "spellcheck", "false");
        let (n_label, n_input, n_error) = field(&form, "n", "text")?;
        dom::set_attr(&n_input, "inputmode", "numeric");
        let actions = dom::child(&form, "div", "form-actions", "")?;
        let apply = dom::child(&actions, "button", "btn btn-primary", "")?;
        dom::set_attr(&apply, "type", "submit");
        let toggle_label = dom::child(&actions, "label", "toggle", "")?;
        let predict_toggle = dom::child(&toggle_label, "input", "", "")?;
        dom::set_attr(&predict_toggle, "type", "checkbox");
        let predict_text = dom::child(&toggle_label, "span", "", "")?;

        let legend_el = dom::child(&root, "ul", "legend", "")?;
        let mut legend = Vec::new();
        for (class, symbol, vi, en) in LEGEND {
            let item = dom::child(&legend_el, "li", "", "")?;
            let swatch = dom::child(&item, "span", &format!("swatch {class}"), symbol)?;
            dom::set_attr(&swatch, "aria-hidden", "true");
            legend.push((dom::child(&item, "span", "", "")?, *vi, *en));
        }

        let row = dom::child(&root, "ol", "wl-cells", "")?;
        let sentence = dom::child(&root, "p", "step-sentence", "")?;
        dom::set_attr(&sentence, "aria-live", "polite");

        let predict_box = dom::child(&root, "div", "predict", "")?;
        let question = dom::child(&predict_box, "p", "predict-question", "")?;
        let guesses = dom::child(&predict_box, "div", "predict-buttons", "")?;
        let guess_w = dom::button(&guesses, "btn guess guess-w", "W")?;
        let guess_l = dom::button(&guesses, "btn guess guess-l", "L")?;
        let feedback = dom::child(&predict_box, "p", "predict-feedback", "")?;
        dom::set_attr(&feedback, "aria-live", "polite");
        let score = dom::child(&predict_box, "p", "predict-score", "")?;

        let player_dispatch = dispatch.clone();
        let player = Player::new(
            &root,
            &root,
            Rc::new(move |c| player_dispatch(Msg::Player(c))),
        )?;

        let results = dom::child(&root, "div", "results", "")?;
        let summary = dom::child(&results, "p", "summary", "")?;
        let period = dom::child(&results, "p", "period", "")?;
        let proof = dom::child(&results, "p", "period-proof", "")?;

        let sources: Vec<Source> = PROGRAMS
            .iter()
            .map(|p| Source {
                language: p.language,
                text: p.source,
            })
            .collect();
        let code = CodePanel::new(&root, &sources)?;

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(Listener::new(&form, "submit", move |event| {
            event.prevent_default();
            d(Msg::Apply);
        })?);
        let d = dispatch.clone();
        let toggle = predict_toggle.clone();
        listeners.push(Listener::new(&predict_toggle, "change", move |_| {
            let on = toggle
                .dyn_ref::<web_sys::HtmlInputElement>()
                .is_some_and(|i| i.checked());
            d(Msg::SetPredict(on));
        })?);
        for (button, outcome) in [(&guess_w, Outcome::Win), (&guess_l, Outcome::Lose)] {
            let d = dispatch.clone();
            listeners.push(Listener::new(button, "click", move |_| {
                d(Msg::Guess(outcome))
            })?);
        }
        let d = dispatch.clone();
        listeners.push(Listener::new(&root, "keydown", move |event| {
            let Some(key) = event.dyn_ref::<KeyboardEvent>() else {
                return;
            };
            let typing = event
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .is_some_and(|el| el.tag_name().eq_ignore_ascii_case("input"));
            if typing || key.ctrl_key() || key.meta_key() || key.alt_key() {
                return;
            }
            match key.key().as_str() {
                "w" | "W" => d(Msg::Guess(Outcome::Win)),
                "l" | "L" => d(Msg::Guess(Outcome::Lose)),
                _ => {}
            }
        })?);

        let run = Run::new(default_moves(), DEFAULT_N);
        let player_state = PlayerState::new(run.steps.len(), run.steps.len());
        Ok(State {
            lang,
            run,
            player_state,
            predict: Predict::default(),
            view: View {
                root,
                title,
                intro,
                moves_label,
                moves_input,
                moves_error,
                n_label,
                n_input,
                n_error,
                apply,
                predict_text,
                predict_toggle,
                legend,
                row,
                cells: Vec::new(),
                sentence,
                predict_box,
                question,
                guess_w,
                guess_l,
                feedback,
                score,
                summary,
                period,
                proof,
            },
            player,
            code,
            _listeners: listeners,
        })
    }

    /// Takes the placeholder's `data-moves` and `data-n`, shows the finished table (the
    /// resting picture), and reports bad attributes at their fields.
    fn start_from_placeholder(&mut self, placeholder: &Element) {
        let moves = placeholder
            .get_attribute("data-moves")
            .unwrap_or_else(|| DEFAULT_MOVES.to_string());
        let n = placeholder
            .get_attribute("data-n")
            .unwrap_or_else(|| DEFAULT_N.to_string());
        dom::set_input_value(&self.view.moves_input, &moves.replace(',', " "));
        dom::set_input_value(&self.view.n_input, &n);
        self.relabel();
        if let Some(run) = self.read_inputs() {
            self.start_run(run);
        }
        self.player_state = PlayerState::new(self.run.steps.len(), self.run.steps.len());
        self.rebuild_cells();
        self.render();
        dom::set_attr(&self.view.root, "data-ready", "true");
    }

    fn update(&mut self, msg: Msg) {
        match msg {
            Msg::Apply => {
                if let Some(run) = self.read_inputs() {
                    self.start_run(run);
                    self.rebuild_cells();
                }
            }
            Msg::SetPredict(on) => {
                self.predict.enabled = on;
                self.predict.waiting_for = None;
            }
            Msg::Guess(outcome) => self.guess(outcome),
            Msg::Player(command) => {
                if command == Command::Reset {
                    self.clear_guesses();
                }
                self.move_player(command);
            }
        }
        self.render();
    }

    /// Validates both fields; shows each field's error next to it. On any error the current
    /// table stays as it is.
    fn read_inputs(&mut self) -> Option<Run> {
        let moves = MoveSet::parse(&dom::input_value(&self.view.moves_input));
        let n = parse_number(
            &dom::input_value(&self.view.n_input),
            Field::N,
            0,
            MAX_STEP_N,
        );
        self.show_error(Field::MOVES, moves.as_ref().err());
        self.show_error(Field::N, n.as_ref().err());
        // `n` is at most MAX_STEP_N, so the conversion cannot fail.
        let n = usize::try_from(n.ok()?).ok()?;
        Some(Run::new(moves.ok()?, n))
    }

    fn start_run(&mut self, run: Run) {
        self.code.set_stdin(&run.stdin());
        self.run = run;
        self.player_state.restart(self.run.steps.len());
        self.clear_guesses();
    }

    fn clear_guesses(&mut self) {
        self.predict.guesses = vec![None; self.run.n + 1];
        self.predict.waiting_for = None;
        self.predict.resume_playing = false;
    }

    fn move_player(&mut self, command: Command) {
        let was_playing = self.player_state.playing;
        let run = &self.run;
        let predict = &mut self.predict;
        self.player_state.apply(command, |position| {
            let index = position - 1;
            let cell = run.steps[index].cell;
            let must_ask = predict.enabled
                && cell > 0
                && run.opens_cell(index)
                && predict.guesses.get(cell).is_some_and(Option::is_none);
            if must_ask {
                predict.waiting_for = Some(cell);
            }
            !must_ask
        });
        if self.predict.waiting_for.is_some() {
            self.predict.resume_playing |= was_playing;
        }
    }

    fn guess(&mut self, outcome: Outcome) {
        let Some(cell) = self.predict.waiting_for.take() else {
            return;
        };
        if let Some(slot) = self.predict.guesses.get_mut(cell) {
            *slot = Some(outcome);
        }
        self.move_player(Command::Forward);
        if std::mem::take(&mut self.predict.resume_playing) {
            self.move_player(Command::TogglePlay);
        }
    }

    fn show_error(&self, field: Field, error: Option<&InputError>) {
        let (input, message) = if field == Field::N {
            (&self.view.n_input, &self.view.n_error)
        } else {
            (&self.view.moves_input, &self.view.moves_error)
        };
        match error {
            Some(e) => {
                dom::set_text(message, &e.reason(self.lang));
                dom::set_attr(input, "aria-invalid", "true");
                dom::set_attr(message, "data-field-error", field.api_name());
            }
            None => {
                dom::set_text(message, "");
                let _ = input.remove_attribute("aria-invalid");
                let _ = message.remove_attribute("data-field-error");
            }
        }
        dom::set_hidden(message, error.is_none());
    }

    fn rebuild_cells(&mut self) {
        while let Some(old) = self.view.row.first_child() {
            let _ = self.view.row.remove_child(&old);
        }
        self.view.cells = (0..=self.run.n)
            .filter_map(|i| {
                let root = dom::child(&self.view.row, "li", "cell", "").ok()?;
                dom::child(&root, "span", "cell-index", &i.to_string()).ok()?;
                let value = dom::child(&root, "span", "cell-value", "").ok()?;
                let mark = dom::child(&root, "span", "cell-mark", "").ok()?;
                dom::set_attr(&mark, "aria-hidden", "true");
                Some(Cell { root, value, mark })
            })
            .collect();
    }

    /// The texts that only change with the language.
    fn relabel(&self) {
        let lang = self.lang;
        let v = &self.view;
        dom::set_text(
            &v.title,
            lang.pick("Tô bảng thắng / thua", "Filling the win/lose table"),
        );
        dom::set_text(
            &v.intro,
            lang.pick(
                "Mỗi lượt bốc đúng s viên, với s thuộc tập nước đi S; ai hết nước đi thì thua. \
                 Ô i cho biết người đến lượt khi còn i viên thắng (W) hay thua (L).",
                "Each turn takes exactly s stones, for some s in the move set S; whoever cannot \
                 move loses. Cell i says whether the player to move with i stones left wins (W) \
                 or loses (L).",
            ),
        );
        dom::set_text(
            &v.moves_label,
            lang.pick("Tập nước đi S (ví dụ 1 3 4)", "Move set S (e.g. 1 3 4)"),
        );
        dom::set_text(
            &v.n_label,
            &lang.pick(
                format!("Số sỏi n (0 – {MAX_STEP_N})"),
                format!("Stones n (0 – {MAX_STEP_N})"),
            ),
        );
        dom::set_text(&v.apply, lang.pick("Lập bảng", "Build table"));
        dom::set_text(
            &v.predict_text,
            lang.pick("Tự đoán trước mỗi ô", "Predict each cell first"),
        );
        for (el, vi, en) in &v.legend {
            dom::set_text(el, lang.pick(vi, en));
        }
        dom::set_attr(
            &v.guess_w,
            "aria-label",
            lang.pick("Đoán W (thắng)", "Guess W (win)"),
        );
        dom::set_attr(
            &v.guess_l,
            "aria-label",
            lang.pick("Đoán L (thua)", "Guess L (lose)"),
        );
        dom::set_attr(
            &v.row,
            "aria-label",
            lang.pick("Bảng thắng thua", "Win/lose table"),
        );
        self.code.relabel(lang);
    }

    /// Draws the picture of the current position.
    fn render(&mut self) {
        let lang = self.lang;
        let position = self.player_state.position;
        let run = &self.run;
        let last = position.checked_sub(1).and_then(|k| run.steps.get(k));
        let reads = last.map(Step::reads).unwrap_or_default();
        let target = last.and_then(Step::losing_target);
        for (i, cell) in self.view.cells.iter().enumerate() {
            let shown = run.write_step.get(i).is_some_and(|&k| k < position);
            let outcome = run.table.outcomes.get(i).copied().filter(|_| shown);
            dom::set_text(
                &cell.value,
                &outcome.map(|o| o.letter().to_string()).unwrap_or_default(),
            );
            dom::set_class(&cell.root, "is-w", outcome == Some(Outcome::Win));
            dom::set_class(&cell.root, "is-l", outcome == Some(Outcome::Lose));
            let current = last.is_some_and(|s| s.cell == i);
            let target_here = target == Some(i);
            let reading = reads.contains(&i);
            dom::set_class(&cell.root, "is-current", current);
            dom::set_class(&cell.root, "is-reading", reading && !target_here);
            dom::set_class(&cell.root, "is-target", target_here);
            let mark = if current {
                "●"
            } else if target_here {
                "★"
            } else if reading {
                "○"
            } else {
                ""
            };
            dom::set_text(&cell.mark, mark);
        }

        let sentence = match last {
            Some(step) => step.sentence(lang),
            None => lang
                .pick(
                    "Bảng còn trống. Bấm “Tiến một bước” (▶|) hoặc “Chạy” (▶) để tô từ ô 0.",
                    "The table is empty. Press “Step forward” (▶|) or “Play” (▶) to fill it from cell 0.",
                )
                .to_string(),
        };
        dom::set_text(&self.view.sentence, &sentence);
        dom::set_attr(
            &self.view.sentence,
            "aria-live",
            if self.player_state.playing {
                "off"
            } else {
                "polite"
            },
        );

        self.render_results();
        self.render_predict();
        self.render_code();
        self.player.render(&self.player_state, lang);
    }

    fn render_results(&self) {
        let lang = self.lang;
        let run = &self.run;
        let done = self.player_state.at_end();
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
        dom::set_text(&self.view.summary, if done { &summary } else { "" });
        dom::set_hidden(&self.view.summary, !done);

        let proven = run
            .proof_position
            .is_some_and(|p| self.player_state.position >= p);
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
        dom::set_text(&self.view.period, &period);
        dom::set_hidden(&self.view.period, period.is_empty());
        dom::set_text(&self.view.proof, &proof);
        dom::set_hidden(&self.view.proof, proof.is_empty());
    }

    fn render_predict(&self) {
        let lang = self.lang;
        let v = &self.view;
        let p = &self.predict;
        dom::set_hidden(&v.predict_box, !p.enabled);
        if let Some(input) = v.predict_toggle.dyn_ref::<web_sys::HtmlInputElement>() {
            input.set_checked(p.enabled);
        }
        let question = match p.waiting_for {
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
        dom::set_text(&v.question, &question);
        dom::set_disabled(&v.guess_w, p.waiting_for.is_none());
        dom::set_disabled(&v.guess_l, p.waiting_for.is_none());

        let position = self.player_state.position;
        let decided = position
            .checked_sub(1)
            .and_then(|k| self.run.steps.get(k))
            .filter(|s| s.written().is_some());
        let feedback = decided.and_then(|step| {
            let guess = (*p.guesses.get(step.cell)?)?;
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
        dom::set_text(&v.feedback, feedback.as_deref().unwrap_or(""));
        let (right, total) = self
            .predict
            .guesses
            .iter()
            .zip(&self.run.table.outcomes)
            .filter_map(|(guess, truth)| guess.map(|g| g == *truth))
            .fold((0, 0), |(r, t), ok| (r + usize::from(ok), t + 1));
        dom::set_text(
            &v.score,
            &lang.pick(
                format!("Đoán đúng {right} / {total} ô"),
                format!("Right: {right} of {total} cells"),
            ),
        );
    }

    fn render_code(&self) {
        let position = self.player_state.position;
        match position.checked_sub(1).and_then(|k| self.run.steps.get(k)) {
            Some(step) => {
                let lines: Vec<Option<usize>> = PROGRAMS
                    .iter()
                    .map(|p| p.line_of(step.code_point()))
                    .collect();
                self.code.show(&lines, &step.variables(self.run.n));
            }
            None => self.code.show(&[], &[("n", self.run.n.to_string())]),
        }
    }
}

/// The symbols of the legend: cell states are told by letters and shapes, not colour alone.
const LEGEND: &[(&str, &str, &str, &str)] = &[
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

fn default_moves() -> MoveSet {
    // The default is a literal known to be valid; Bachet's game is the fallback that needs no
    // parsing, so no `unwrap` is needed.
    MoveSet::parse(DEFAULT_MOVES).unwrap_or_else(|_| MoveSet::bachet(3))
}

/// A labelled text field with its error message, linked for screen readers.
fn field(form: &Element, name: &str, kind: &str) -> Result<(Element, Element, Element), JsValue> {
    let wrap = dom::child(form, "div", &format!("field field-{name}"), "")?;
    let label = dom::child(&wrap, "label", "", "")?;
    let input = dom::child(&wrap, "input", "", "")?;
    let error = dom::child(&wrap, "p", "field-error", "")?;
    let input_id = dom::fresh_id(name);
    let error_id = dom::fresh_id(&format!("{name}-error"));
    dom::set_attr(&label, "for", &input_id);
    dom::set_attr(&input, "id", &input_id);
    dom::set_attr(&input, "type", kind);
    dom::set_attr(&input, "name", name);
    dom::set_attr(&input, "autocomplete", "off");
    dom::set_attr(&input, "aria-describedby", &error_id);
    dom::set_attr(&error, "id", &error_id);
    dom::set_attr(&error, "role", "alert");
    dom::set_hidden(&error, true);
    Ok((label, input, error))
}
