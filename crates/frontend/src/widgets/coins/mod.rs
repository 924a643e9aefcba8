//! Coin-turning games: a row (or grid) of coins, the base value `g(x)` of each place computed
//! by mex over its turn sets, and the XOR of the heads' values with the verdict.
//!
//! The stepped part follows the solver's [`CoinStep`] trace: for each place its turn sets with
//! the XOR of each, then the mex, and at last the sum of the heads. Clicking a coin of the row
//! turns it over (the input changes, the step stays). In predict mode the player stops before
//! each mex until the learner has typed a guess. The game panel below plays the position
//! against the computer.

mod game;

use std::rc::Rc;

use nimlab_solver::coin_turning::program::PROGRAMS;
use nimlab_solver::coin_turning::trace::{widget_board, widget_rule, COIN_HEADS};
use nimlab_solver::coin_turning::{CoinBoard, CoinRule, CoinStep, COINS_N, RULE};
use nimlab_solver::input::{parse_number, Field, InputError, JudgeInput};
use nimlab_solver::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlSelectElement};

use crate::dom::{self, Listener};
use crate::kit::code_panel::Source;
use crate::kit::form::InputField;
use crate::kit::player::Command;
use crate::kit::shell::{CodeView, Effect, Stepper};
use crate::kit::{self, Predict};

const DEFAULT_RULE: &str = "ruler";
const DEFAULT_N: &str = "12";
const DEFAULT_HEADS: &str = "3 5 8";
/// The rules of the select, in its order.
const RULES: [CoinRule; 3] = [CoinRule::TurningTurtles, CoinRule::Ruler, CoinRule::Grid];

pub enum Msg {
    Apply,
    Toggle(usize),
    SetPredict(bool),
    Guess,
    Game(game::GameMsg),
}

/// One board being analysed: the rule, its size, the heads and the trace.
struct Run {
    board: CoinBoard,
    /// The row's length or the grid's side, as typed.
    n: u64,
    heads: Vec<usize>,
    steps: Vec<CoinStep>,
    values: Vec<u64>,
}

impl Run {
    fn new(board: CoinBoard, n: u64, heads: Vec<usize>) -> Run {
        Run {
            steps: board.trace(&heads),
            values: board.base_values(),
            board,
            n,
            heads,
        }
    }

    fn rule(&self) -> CoinRule {
        self.board.rule()
    }

    fn heads_text(&self, sep: &str) -> String {
        let list: Vec<String> = self.heads.iter().map(|h| (h + 1).to_string()).collect();
        list.join(sep)
    }

    fn faces(&self) -> Vec<bool> {
        let mut faces = vec![false; self.board.places()];
        for &h in &self.heads {
            if let Some(face) = faces.get_mut(h) {
                *face = true;
            }
        }
        faces
    }

    /// The judge input of the programs: `rule n k`, then the heads.
    fn stdin(&self) -> String {
        format!(
            "{} {} {}\n{}",
            self.rule().name(),
            self.n,
            self.heads.len(),
            self.heads_text(" ")
        )
    }

    /// The number of the step that writes `g(place)`, counted from 1 (a position).
    fn written_at(place: usize) -> usize {
        2 * place + 2
    }
}

struct Coin {
    button: Element,
    face: Element,
    value: Element,
    mark: Element,
}

/// The field of the predicted value.
const GUESS: Field = Field::new("guess", "Giá trị g bạn đoán", "Your g value", "2");

pub struct Coins {
    run: Run,
    position: usize,
    predict: Predict<u64>,
    /// Why the typed guess was refused, shown at the guess field.
    guess_error: Option<InputError>,
    title: Element,
    intro: Element,
    rule_label: Element,
    rule: Element,
    rule_options: Vec<Element>,
    rule_error: Element,
    n: InputField,
    heads: InputField,
    apply: Element,
    predict_text: Element,
    predict_toggle: Element,
    rule_sentence: Element,
    theorem: Element,
    legend: kit::Legend,
    scroll: Element,
    row: Element,
    coins: Vec<Coin>,
    options_title: Element,
    options: Element,
    sum: Element,
    verdict: Element,
    predict_box: Element,
    question: Element,
    guess: InputField,
    guess_go: Element,
    feedback: Element,
    score: Element,
    game: game::GamePanel,
    dispatch: Rc<dyn Fn(Msg)>,
    _listeners: Vec<Listener>,
    _coin_listeners: Vec<Listener>,
}

const LEGEND: &[kit::LegendEntry] = &[
    ("co-heads", "H", "H: xu ngửa", "H: heads"),
    ("co-tails", "T", "T: xu sấp", "T: tails"),
    (
        "co-current",
        "●",
        "xu đang tính g",
        "coin whose g is being found",
    ),
    (
        "co-turned",
        "○",
        "xu lật cùng trong một cách lật",
        "coin turned with it",
    ),
];

impl Stepper for Coins {
    type Msg = Msg;

    fn build(
        root: &Element,
        placeholder: &Element,
        lang: Lang,
        dispatch: Rc<dyn Fn(Msg)>,
    ) -> Result<Coins, JsValue> {
        let (title, intro) = kit::header(root)?;
        let form = kit::form(root)?;
        let wrap = dom::child(&form, "div", "field field-rule", "")?;
        let rule_label = dom::child(&wrap, "label", "", "")?;
        let rule = dom::child(&wrap, "select", "co-rule-select", "")?;
        let rule_id = dom::fresh_id("rule");
        dom::set_attr(&rule, "id", &rule_id);
        dom::set_attr(&rule, "name", "rule");
        dom::set_attr(&rule_label, "for", &rule_id);
        let mut rule_options = Vec::new();
        for r in RULES {
            let option = dom::child(&rule, "option", "", "")?;
            dom::set_attr(&option, "value", r.name());
            rule_options.push(option);
        }
        let rule_error = dom::child(&wrap, "p", "field-error", "")?;
        let error_id = dom::fresh_id("rule-error");
        dom::set_attr(&rule_error, "id", &error_id);
        dom::set_attr(&rule_error, "role", "alert");
        dom::set_attr(&rule, "aria-describedby", &error_id);
        dom::set_hidden(&rule_error, true);
        let n = InputField::new(&form, "n")?;
        dom::set_attr(&n.input, "inputmode", "numeric");
        let heads = InputField::new(&form, "heads")?;
        let (actions, apply) = kit::actions(&form)?;
        let (predict_toggle, predict_text) = kit::predict_switch(&actions)?;

        let rule_sentence = dom::child(root, "p", "co-rule", "")?;
        let theorem = dom::child(root, "p", "co-theorem", "")?;
        let legend = kit::Legend::new(root, "co", LEGEND)?;
        let scroll = dom::child(root, "div", "co-scroll", "")?;
        let row = dom::child(&scroll, "ol", "co-row", "")?;

        let options_box = dom::child(root, "div", "co-options-box", "")?;
        let options_title = dom::child(&options_box, "p", "co-options-title", "")?;
        let options = dom::child(&options_box, "ul", "co-options", "")?;
        let results = dom::child(root, "div", "results", "")?;
        let sum = dom::child(&results, "p", "co-sum", "")?;
        let verdict = dom::child(&results, "p", "co-verdict", "")?;

        let predict_box = dom::child(root, "div", "predict", "")?;
        let question = dom::child(&predict_box, "p", "predict-question", "")?;
        let guess_form = kit::form(&predict_box)?;
        dom::set_class(&guess_form, "co-guess", true);
        let guess = InputField::new(&guess_form, "guess")?;
        dom::set_attr(&guess.input, "inputmode", "numeric");
        let (_, guess_go) = kit::actions(&guess_form)?;
        let feedback = dom::child(&predict_box, "p", "predict-feedback", "")?;
        dom::set_attr(&feedback, "aria-live", "polite");
        let score = dom::child(&predict_box, "p", "predict-score", "")?;

        let d = dispatch.clone();
        let game = game::GamePanel::new(root, Rc::new(move |m| d(Msg::Game(m))))?;

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&form, move || d(Msg::Apply))?);
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&guess_form, move || d(Msg::Guess))?);
        let d = dispatch.clone();
        listeners.push(kit::on_toggle(&predict_toggle, move |on| {
            d(Msg::SetPredict(on))
        })?);

        let board = widget_board(CoinRule::Ruler, DEFAULT_N)
            .or_else(|_| CoinBoard::new(CoinRule::Ruler, 12))
            .map_err(|e| JsValue::from_str(&e.api_message()))?;
        let mut widget = Coins {
            run: Run::new(board, 12, vec![2, 4, 7]),
            position: 0,
            predict: Predict::default(),
            guess_error: None,
            title,
            intro,
            rule_label,
            rule,
            rule_options,
            rule_error,
            n,
            heads,
            apply,
            predict_text,
            predict_toggle,
            rule_sentence,
            theorem,
            legend,
            scroll,
            row,
            coins: Vec::new(),
            options_title,
            options,
            sum,
            verdict,
            predict_box,
            question,
            guess,
            guess_go,
            feedback,
            score,
            game,
            dispatch,
            _listeners: listeners,
            _coin_listeners: Vec::new(),
        };
        let attr = |name: &str, default: &str| {
            placeholder
                .get_attribute(name)
                .unwrap_or_else(|| default.to_string())
        };
        widget.set_rule_choice(&attr("data-rule", DEFAULT_RULE));
        widget.n.set_value(&attr("data-n", DEFAULT_N));
        widget
            .heads
            .set_value(&attr("data-heads", DEFAULT_HEADS).replace(',', " "));
        widget.read_fields(lang);
        widget.rebuild_coins();
        widget.game.new_game(&widget.run.board, &widget.run.faces());
        Ok(widget)
    }

    fn sources(&self) -> Vec<Source> {
        Source::all(&PROGRAMS)
    }

    fn footer(&self) -> Vec<Element> {
        vec![self.game.root.clone()]
    }

    fn total(&self) -> usize {
        self.run.steps.len()
    }

    fn update(&mut self, msg: Msg, lang: Lang) -> Effect {
        match msg {
            Msg::Apply => {
                let _ = self.rule.remove_attribute("data-pending");
                if self.read_fields(lang) {
                    return Effect::restart();
                }
                Effect::none()
            }
            Msg::Toggle(place) => {
                let mut faces = self.run.faces();
                let Some(face) = faces.get_mut(place) else {
                    return Effect::none();
                };
                *face = !*face;
                let heads: Vec<usize> = (0..faces.len()).filter(|&p| faces[p]).collect();
                let run = Run::new(self.run.board.clone(), self.run.n, heads);
                self.run = run;
                self.heads.set_value(&self.run.heads_text(" "));
                self.heads.show(None, lang);
                self.game.new_game(&self.run.board, &self.run.faces());
                // Only the sum changes: the same step stays on screen.
                Effect {
                    restart: true,
                    commands: vec![Command::Seek(self.position)],
                }
            }
            Msg::SetPredict(on) => {
                self.predict.set_enabled(on);
                Effect::none()
            }
            Msg::Guess => {
                if self.predict.waiting_for().is_none() {
                    return Effect::none();
                }
                match parse_number(&self.guess.value(), GUESS, 0, 1 << 20) {
                    Ok(value) => {
                        self.guess_error = None;
                        self.guess.set_value("");
                        self.predict.answer(value)
                    }
                    Err(e) => {
                        self.guess_error = Some(e);
                        Effect::none()
                    }
                }
            }
            Msg::Game(msg) => {
                self.game.update(msg, &self.run.board, &self.run.faces());
                Effect::none()
            }
        }
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        let Some(CoinStep::Mex { place, .. }) = self.run.steps.get(position - 1) else {
            return true;
        };
        self.predict.ask(*place, playing)
    }

    fn on_reset(&mut self) {
        self.clear_guesses();
    }

    fn draw(&mut self, position: usize, lang: Lang) {
        self.position = position;
        self.draw_coins(position, lang);
        self.draw_options(position, lang);
        self.draw_sum(position, lang);
        self.draw_predict(position, lang);
        self.game.draw(&self.run.board, lang);
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        match position.checked_sub(1).and_then(|k| self.run.steps.get(k)) {
            Some(step) => step.sentence(lang),
            None => lang
                .pick(
                    "Chưa tính giá trị nào. Bấm “Tiến một bước” để tính g(1), g(2), … lần lượt bằng mex.",
                    "No value computed yet. Press “Step forward” to find g(1), g(2), … in turn by mex.",
                )
                .to_string(),
        }
    }

    fn code(&self, position: usize) -> CodeView {
        let run = &self.run;
        let mut variables = vec![
            ("rule".to_string(), run.rule().name().to_string()),
            ("n".to_string(), run.n.to_string()),
        ];
        let Some(step) = position.checked_sub(1).and_then(|k| run.steps.get(k)) else {
            return CodeView {
                lines: Vec::new(),
                variables,
            };
        };
        match step {
            CoinStep::Options { place, options } => {
                let mut values: Vec<u64> = options.iter().map(|o| o.value).collect();
                values.sort_unstable();
                values.dedup();
                variables.push(("s".to_string(), (place + 1).to_string()));
                variables.push(("options".to_string(), braces(&values)));
            }
            CoinStep::Mex { place, seen, value } => {
                variables.push(("s".to_string(), (place + 1).to_string()));
                variables.push(("options".to_string(), braces(seen)));
                variables.push(("g[s]".to_string(), value.to_string()));
            }
            CoinStep::Sum { sum, .. } => {
                variables.push(("total".to_string(), sum.to_string()));
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
            lang.pick("Trò chơi lật xu", "Coin-turning games"),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Mỗi nước lật một đồng xu đang ngửa cùng vài đồng xu ở bên trái nó, theo luật đã chọn; \
                 ai không còn xu ngửa để lật thì thua. Bấm vào một đồng xu để lật nó.",
                "Each move turns over a coin showing heads together with some coins to its left, as \
                 the chosen rule allows; whoever finds no head to turn loses. Click a coin to turn it over.",
            ),
        );
        dom::set_text(&self.rule_label, lang.pick("Luật", "Rule"));
        for (option, rule) in self.rule_options.iter().zip(RULES) {
            let text = match rule {
                CoinRule::TurningTurtles => {
                    lang.pick("turtles: lật 1 hoặc 2 xu", "turtles: one or two coins")
                }
                CoinRule::Ruler => {
                    lang.pick("ruler: lật một dãy liền nhau", "ruler: a run of coins")
                }
                _ => lang.pick(
                    "grid: lật một xu trên bàn n × n",
                    "grid: one coin on an n × n board",
                ),
            };
            dom::set_text(option, text);
        }
        self.n.set_label(lang.pick(
            "Số xu n (hàng: 1 – 32; grid: cạnh 1 – 5)",
            "Coins n (row: 1 – 32; grid: side 1 – 5)",
        ));
        self.heads.set_label(lang.pick(
            "Các xu ngửa (số thứ tự từ 1, ví dụ 3 5 8)",
            "Coins showing heads (numbered from 1, e.g. 3 5 8)",
        ));
        dom::set_text(&self.apply, lang.pick("Xếp xu", "Lay out coins"));
        dom::set_text(
            &self.predict_text,
            lang.pick("Tự đoán g(x) trước mỗi mex", "Predict g(x) before each mex"),
        );
        dom::set_text(
            &self.theorem,
            lang.pick(
                "Định lý: mỗi thế là tổng của các thế chỉ có một xu ngửa (lật một xu hai lần thì như chưa lật), \
                 nên giá trị Grundy của thế là XOR các g(x) của những xu đang ngửa.",
                "Theorem: every position is the sum of the positions with a single head (turning a coin twice \
                 is the same as not turning it), so its Grundy value is the XOR of g(x) over the coins showing heads.",
            ),
        );
        self.legend.relabel(lang);
        dom::set_attr(
            &self.scroll,
            "aria-label",
            lang.pick("Hàng xu", "Row of coins"),
        );
        self.guess
            .set_label(lang.pick("Giá trị g bạn đoán", "Your g value"));
        dom::set_text(&self.guess_go, lang.pick("Trả lời", "Answer"));
        self.game.relabel(lang);
        self.read_fields_quietly(lang);
    }

    fn stdin(&self) -> String {
        self.run.stdin()
    }

    fn apply_stdin(&mut self, text: &str, lang: Lang) -> Result<(), InputError> {
        let mut input = JudgeInput::new(text);
        let rule = widget_rule(input.word(RULE)?)?;
        let n = input.word(COINS_N)?;
        let board = widget_board(rule, n)?;
        let count = input.count(COUNT, 0, board.places())?;
        let mut coins = Vec::with_capacity(count);
        for _ in 0..count {
            coins.push(input.word(COIN_HEADS)?);
        }
        input.finish()?;
        let heads = board.parse_coins(&coins.join(" "))?;
        let n = parse_number(n, COINS_N, 1, u64::MAX)?;
        self.start(Run::new(board, n, heads));
        self.set_rule_choice(self.run.rule().name());
        self.n.set_value(&n.to_string());
        self.heads.set_value(&self.run.heads_text(" "));
        self.read_fields_quietly(lang);
        Ok(())
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        vec![
            ("rule", self.run.rule().name().to_string()),
            ("n", self.run.n.to_string()),
            ("heads", self.run.heads_text(",")),
        ]
    }

    fn restore(&mut self, get: &dyn Fn(&str) -> Option<String>, lang: Lang) -> bool {
        let (rule, n, heads) = (get("rule"), get("n"), get("heads"));
        if rule.is_none() && n.is_none() && heads.is_none() {
            return false;
        }
        if let Some(rule) = rule {
            self.set_rule_choice(&rule);
        }
        if let Some(n) = n {
            self.n.set_value(&n);
        }
        if let Some(heads) = heads {
            self.heads.set_value(&heads.replace(',', " "));
        }
        let ok = self.read_fields(lang);
        self.game.new_game(&self.run.board, &self.run.faces());
        ok
    }
}

/// The count `k` of heads in the judge input.
const COUNT: Field = Field::new("k", "Số xu ngửa k", "Head count k", "3");

fn braces(values: &[u64]) -> String {
    let list: Vec<String> = values.iter().map(u64::to_string).collect();
    format!("{{{}}}", list.join(", "))
}

/// The rule in one sentence.
fn rule_sentence(rule: CoinRule, lang: Lang) -> &'static str {
    match rule {
        CoinRule::TurningTurtles => lang.pick(
            "Luật turtles: lật một xu đang ngửa, và nếu muốn thì lật thêm đúng một xu bất kỳ ở bên trái nó.",
            "Rule turtles: turn over one coin showing heads and, if you like, exactly one more coin anywhere to its left.",
        ),
        CoinRule::Ruler => lang.pick(
            "Luật ruler: lật một dãy xu liền nhau, dài bao nhiêu cũng được, miễn xu ngoài cùng bên phải đang ngửa.",
            "Rule ruler: turn over a run of adjacent coins, of any length, as long as its rightmost coin shows heads.",
        ),
        _ => lang.pick(
            "Luật grid: trên bàn n × n (xu đánh số theo từng hàng), lật đúng một xu đang ngửa.",
            "Rule grid: on an n × n board (coins numbered row by row), turn over exactly one coin showing heads.",
        ),
    }
}

impl Coins {
    /// The rule typed in the select, or what a URL or the placeholder says.
    fn rule_choice(&self) -> String {
        self.rule
            .dyn_ref::<HtmlSelectElement>()
            .map(|s| s.value())
            .unwrap_or_default()
    }

    /// Selects the rule named `text`; an unknown name keeps its text in the select's data so
    /// its error can be shown (the select itself cannot hold it).
    fn set_rule_choice(&self, text: &str) {
        dom::set_attr(&self.rule, "data-pending", text);
        if let Some(select) = self.rule.dyn_ref::<HtmlSelectElement>() {
            // An unknown name (its message shows at the field) leaves the rule in use on
            // show, not whichever option the list happens to start with.
            let shown = widget_rule(text).unwrap_or(self.run.rule());
            select.set_value(shown.name());
        }
    }

    /// The rule to read: a pending (URL or placeholder) name once, else the select's value.
    fn pending_rule(&self) -> String {
        match self.rule.get_attribute("data-pending") {
            Some(text) => text,
            None => self.rule_choice(),
        }
    }

    fn show_rule_error(&self, error: Option<&InputError>, lang: Lang) {
        match error {
            Some(e) => {
                dom::set_text(&self.rule_error, &e.reason(lang));
                dom::set_attr(&self.rule, "aria-invalid", "true");
                dom::set_attr(&self.rule_error, "data-field-error", "rule");
            }
            None => {
                dom::set_text(&self.rule_error, "");
                let _ = self.rule.remove_attribute("aria-invalid");
                let _ = self.rule_error.remove_attribute("data-field-error");
            }
        }
        dom::set_hidden(&self.rule_error, error.is_none());
    }

    /// Checks the three fields; shows each field's error; `Ok` gives the new run.
    fn check_fields(&self, lang: Lang) -> Option<Run> {
        let rule = widget_rule(&self.pending_rule());
        self.show_rule_error(rule.as_ref().err(), lang);
        let rule = rule.ok();
        let board = rule.map(|r| widget_board(r, &self.n.value()));
        self.n
            .show(board.as_ref().and_then(|b| b.as_ref().err()), lang);
        let board = board.and_then(Result::ok);
        let heads = board.as_ref().map(|b| b.parse_coins(&self.heads.value()));
        self.heads
            .show(heads.as_ref().and_then(|h| h.as_ref().err()), lang);
        let n = parse_number(&self.n.value(), COINS_N, 1, u64::MAX).ok()?;
        match (board, heads) {
            (Some(board), Some(Ok(heads))) => Some(Run::new(board, n, heads)),
            _ => None,
        }
    }

    /// Validates the fields; on success the trace starts over, else the old board stays.
    fn read_fields(&mut self, lang: Lang) -> bool {
        match self.check_fields(lang) {
            Some(run) => {
                self.start(run);
                self.game.new_game(&self.run.board, &self.run.faces());
                true
            }
            None => false,
        }
    }

    fn read_fields_quietly(&self, lang: Lang) {
        let _ = self.check_fields(lang);
    }

    fn start(&mut self, run: Run) {
        let rebuild = run.board != self.run.board || self.coins.is_empty();
        self.run = run;
        self.clear_guesses();
        if rebuild {
            self.rebuild_coins();
        }
    }

    fn clear_guesses(&mut self) {
        self.predict.clear(self.run.board.places());
        self.guess_error = None;
    }

    fn rebuild_coins(&mut self) {
        self._coin_listeners.clear();
        while let Some(old) = self.row.first_child() {
            let _ = self.row.remove_child(&old);
        }
        let columns = if self.run.rule() == CoinRule::Grid {
            self.run.n
        } else {
            self.run.board.places() as u64
        };
        dom::set_style(&self.row, "--co-columns", &columns.to_string());
        dom::set_class(&self.row, "is-grid", self.run.rule() == CoinRule::Grid);
        let mut coins = Vec::new();
        for place in 0..self.run.board.places() {
            let Ok(item) = dom::child(&self.row, "li", "co-place", "") else {
                continue;
            };
            let (Ok(button), Ok(value)) = (
                dom::button(&item, "co-coin", ""),
                dom::child(&item, "span", "co-value", ""),
            ) else {
                continue;
            };
            let (Ok(number), Ok(face), Ok(mark)) = (
                dom::child(&button, "span", "co-number", &(place + 1).to_string()),
                dom::child(&button, "span", "co-face", ""),
                dom::child(&button, "span", "co-mark", ""),
            ) else {
                continue;
            };
            dom::set_attr(&number, "aria-hidden", "true");
            dom::set_attr(&face, "aria-hidden", "true");
            dom::set_attr(&mark, "aria-hidden", "true");
            // A space between number and face, not drawn in the flex column, so the button's
            // text reads "1 T", the words its label starts with ("Coin 1: T (tails)…"), not
            // "1T" (WCAG 2.5.3, label in name).
            let _ = face.before_with_str_1(" ");
            let d = self.dispatch.clone();
            if let Ok(l) = Listener::new(&button, "click", move |_| d(Msg::Toggle(place))) {
                self._coin_listeners.push(l);
            }
            coins.push(Coin {
                button,
                face,
                value,
                mark,
            });
        }
        self.coins = coins;
    }

    /// The step on screen and the place it is about.
    fn current(&self, position: usize) -> Option<&CoinStep> {
        position.checked_sub(1).and_then(|k| self.run.steps.get(k))
    }

    fn draw_coins(&self, position: usize, lang: Lang) {
        let run = &self.run;
        let faces = run.faces();
        let step = self.current(position);
        let current = step.and_then(CoinStep::place);
        let turned: Vec<usize> = match step {
            Some(CoinStep::Options { options, .. }) => {
                options.iter().flat_map(|o| o.others.clone()).collect()
            }
            _ => Vec::new(),
        };
        let summed = matches!(step, Some(CoinStep::Sum { .. }));
        dom::set_text(&self.rule_sentence, rule_sentence(run.rule(), lang));
        for (place, coin) in self.coins.iter().enumerate() {
            let heads = faces.get(place).copied().unwrap_or(false);
            dom::set_text(&coin.face, if heads { "H" } else { "T" });
            dom::set_class(&coin.button, "is-heads", heads);
            dom::set_class(&coin.button, "is-tails", !heads);
            dom::set_attr(
                &coin.button,
                "aria-pressed",
                if heads { "true" } else { "false" },
            );
            let shown = position >= Run::written_at(place);
            let value = run.values.get(place).copied().filter(|_| shown);
            let value_text = value.map(|v| format!("g={v}")).unwrap_or_default();
            dom::set_text(&coin.value, &value_text);
            let is_current = current == Some(place);
            let is_turned = turned.contains(&place);
            dom::set_class(&coin.button, "is-current", is_current);
            dom::set_class(&coin.button, "is-turned", is_turned);
            dom::set_class(&coin.button, "is-summed", summed && heads);
            let mark = match (is_current, is_turned) {
                (true, _) => "●",
                (_, true) => "○",
                _ => "",
            };
            dom::set_text(&coin.mark, mark);
            // The letter first, as on the coin, then the word: "T (tails)".
            let face_word = if heads {
                lang.pick("H (ngửa)", "H (heads)")
            } else {
                lang.pick("T (sấp)", "T (tails)")
            };
            let g = value
                .map(|v| lang.pick(format!(", g = {v}"), format!(", g = {v}")))
                .unwrap_or_default();
            dom::set_attr(
                &coin.button,
                "aria-label",
                &lang.pick(
                    format!("Xu {}: {face_word}{g}. Bấm để lật.", place + 1),
                    format!("Coin {}: {face_word}{g}. Press to turn it over.", place + 1),
                ),
            );
        }
    }

    fn draw_options(&self, position: usize, lang: Lang) {
        while let Some(old) = self.options.first_child() {
            let _ = self.options.remove_child(&old);
        }
        let step = self.current(position);
        let (place, options, mex) = match step {
            Some(CoinStep::Options { place, options }) => (*place, options, None),
            Some(CoinStep::Mex { place, value, .. }) => match self.run.steps.get(2 * place) {
                Some(CoinStep::Options { options, .. }) => (*place, options, Some(*value)),
                _ => {
                    dom::set_text(&self.options_title, "");
                    return;
                }
            },
            _ => {
                dom::set_text(
                    &self.options_title,
                    lang.pick(
                        "Các cách lật của xu đang tính sẽ hiện ở đây khi chạy từng bước.",
                        "The ways to turn the coin being computed appear here as you step.",
                    ),
                );
                return;
            }
        };
        let coin = place + 1;
        dom::set_text(
            &self.options_title,
            &lang.pick(
                format!("Các cách lật xu {coin} (các xu khác được lật cùng → XOR giá trị của chúng):"),
                format!("The ways to turn coin {coin} (other coins turned with it → XOR of their values):"),
            ),
        );
        for option in options {
            let text = if option.others.is_empty() {
                lang.pick(
                    format!("chỉ xu {coin} → 0"),
                    format!("coin {coin} alone → 0"),
                )
            } else {
                let coins: Vec<String> =
                    option.others.iter().map(|t| (t + 1).to_string()).collect();
                let values: Vec<String> = option
                    .others
                    .iter()
                    .filter_map(|&t| self.run.values.get(t))
                    .map(u64::to_string)
                    .collect();
                format!(
                    "{{{}}} → {} = {}",
                    coins.join(", "),
                    values.join(" ⊕ "),
                    option.value
                )
            };
            let _ = dom::child(&self.options, "li", "co-option", &text);
        }
        if let Some(value) = mex {
            let _ = dom::child(
                &self.options,
                "li",
                "co-option co-mex",
                &lang.pick(
                    format!("mex = {value}, vậy g({coin}) = {value}"),
                    format!("mex = {value}, so g({coin}) = {value}"),
                ),
            );
        }
    }

    fn draw_sum(&self, position: usize, lang: Lang) {
        let done = position >= self.run.steps.len();
        let (sum_text, verdict_text) = match self.run.steps.last() {
            Some(CoinStep::Sum {
                heads,
                values,
                sum,
                outcome,
            }) if done => {
                let sum_text = if heads.is_empty() {
                    lang.pick(
                        "Không có xu ngửa: tổng XOR = 0.",
                        "No coin shows heads: XOR sum = 0.",
                    )
                    .to_string()
                } else {
                    let gs: Vec<String> = heads.iter().map(|h| format!("g({})", h + 1)).collect();
                    let vs: Vec<String> = values.iter().map(u64::to_string).collect();
                    format!("{} = {} = {sum}", gs.join(" ⊕ "), vs.join(" ⊕ "))
                };
                let verdict = if outcome.is_win() {
                    lang.pick(
                        format!("Tổng {sum} ≠ 0: người đi trước thắng (thế W)."),
                        format!("Sum {sum} ≠ 0: the first player wins (a W position)."),
                    )
                } else {
                    lang.pick(
                        "Tổng = 0: người đi trước thua (thế L).".to_string(),
                        "Sum = 0: the first player loses (an L position).".to_string(),
                    )
                };
                (sum_text, verdict)
            }
            _ => (String::new(), String::new()),
        };
        dom::set_text(&self.sum, &sum_text);
        dom::set_hidden(&self.sum, sum_text.is_empty());
        dom::set_text(&self.verdict, &verdict_text);
        dom::set_hidden(&self.verdict, verdict_text.is_empty());
    }

    fn draw_predict(&self, position: usize, lang: Lang) {
        let p = &self.predict;
        dom::set_hidden(&self.predict_box, !p.enabled());
        kit::set_checked(&self.predict_toggle, p.enabled());
        let question = match p.waiting_for() {
            Some(place) => lang.pick(
                format!(
                    "g({}) bằng bao nhiêu? Gõ số bạn đoán rồi bấm Trả lời.",
                    place + 1
                ),
                format!(
                    "What is g({})? Type your guess and press Answer.",
                    place + 1
                ),
            ),
            None => lang
                .pick(
                    "Bấm Tiến hoặc Chạy: trước mỗi mex, bạn sẽ được hỏi g(x) bằng bao nhiêu.",
                    "Press Step or Play: before each mex you will be asked for g(x).",
                )
                .to_string(),
        };
        dom::set_text(&self.question, &question);
        self.guess.show(self.guess_error.as_ref(), lang);
        dom::set_disabled(&self.guess_go, p.waiting_for().is_none());
        dom::set_disabled(&self.guess.input, p.waiting_for().is_none());
        let feedback = match self.current(position) {
            Some(CoinStep::Mex { place, value, .. }) => p.guess(*place).map(|&guess| {
                let coin = place + 1;
                if guess == *value {
                    lang.pick(
                        format!("✓ Bạn đoán g({coin}) = {guess}: đúng!"),
                        format!("✓ You guessed g({coin}) = {guess}: right!"),
                    )
                } else {
                    lang.pick(
                        format!("✗ Bạn đoán {guess}, nhưng g({coin}) = {value}."),
                        format!("✗ You guessed {guess}, but g({coin}) = {value}."),
                    )
                }
            }),
            _ => None,
        };
        dom::set_text(&self.feedback, feedback.as_deref().unwrap_or(""));
        let values = &self.run.values;
        let (right, total) = p.score(|place, guess| Some(*guess == *values.get(place)?));
        dom::set_text(
            &self.score,
            &lang.pick(
                format!("Đoán đúng {right} / {total} giá trị"),
                format!("Right: {right} of {total} values"),
            ),
        );
    }
}
