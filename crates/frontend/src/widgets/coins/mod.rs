//! Coin-turning games: a row (or grid) of coins, the base value `g(x)` of each place computed
//! by mex over its turn sets, and the XOR of the heads' values with the verdict.
//!
//! The stepped part follows the solver's [`CoinTrace`], read a step at a time: for each place
//! its turn sets with the XOR of each, then the mex, and at last the sum of the heads.
//! Clicking a coin of the row turns it over (the input changes, the step stays). In predict
//! mode the player stops before each mex until the learner has typed a guess. The play panel
//! below plays the position against the computer.

#[cfg(all(feature = "game-module", feature = "widget-coins"))]
pub(super) mod game;

use std::rc::Rc;

use nimlab_course::widgets::{coins as words, PLAY_AGAINST};
use nimlab_solver::coin_turning::program::PROGRAMS;
use nimlab_solver::coin_turning::{CoinInput, CoinStep, CoinTrace};
use nimlab_solver::input::{Field, InputError};
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit::code_panel::Source;
use crate::kit::fields::{Kind, Spec, Values};
use crate::kit::game_slot::GameSlot;
use crate::kit::player::Command;
use crate::kit::predict::{Answer, Answering, PredictMode, Predictor};
use crate::kit::stage::Part;
use crate::kit::stepper::{Build, CodeView, Effect, Stepper};
use crate::kit::text::Words;
use crate::kit::Legend;

pub enum Msg {
    Toggle(usize),
    Answer(Answer),
}

/// The field of the predicted value.
const GUESS: Field = Field::new("guess", words::GUESS.0, words::GUESS.1, "2");

/// The rules the widget draws, in the list's order.
const RULES: &[(&str, Words)] = &[
    ("turtles", words::TURTLES),
    ("ruler", words::RULER),
    ("grid", words::GRID),
];

struct Coin {
    button: Element,
    face: Element,
    value: Element,
    mark: Element,
}

pub struct Coins {
    input: CoinInput,
    trace: CoinTrace,
    position: usize,
    predict: Predictor<u64>,
    rule: Element,
    row: Element,
    coins: Vec<Coin>,
    options_title: Element,
    options: Element,
    sum: Element,
    verdict: Element,
    game: GameSlot,
    dispatch: Rc<dyn Fn(Msg)>,
    _coin_listeners: Vec<Listener>,
}

impl Stepper for Coins {
    type Msg = Msg;
    type Input = CoinInput;

    fn fields(placeholder: &Element) -> Vec<Spec> {
        let attr = |key: &str| placeholder.get_attribute(&format!("data-{key}"));
        let lesson = CoinInput::parse(
            &attr("rule").unwrap_or_default(),
            &attr("n").unwrap_or_default(),
            &attr("heads").unwrap_or_default().replace(',', " "),
        );
        let own = |_: &str| lesson.is_ok();
        vec![
            Spec::new("rule", words::RULE, "ruler", Kind::Choice(RULES))
                .default_from(placeholder, own),
            Spec::new("n", words::COINS_N, "12", Kind::Number).default_from(placeholder, own),
            Spec::new("heads", words::HEADS, "3 5 8", Kind::List).default_from(placeholder, own),
        ]
    }

    const APPLY: Words = words::APPLY;

    const PREDICT: Option<Words> = Some(words::PREDICT);

    fn parse(values: &Values) -> Result<CoinInput, Vec<InputError>> {
        CoinInput::parse(values.get("rule"), values.get("n"), values.get("heads"))
    }

    fn build(build: Build<'_, Msg>, input: CoinInput) -> Result<Coins, JsValue> {
        let stage = build.stage;
        stage.set_title(words::TITLE);
        stage.set_intro(words::INTRO);
        let texts = stage.texts().clone();
        let picture = stage.part(Part::Picture);
        let rule = dom::child(picture, "p", "co-rule", "")?;
        texts.child(picture, "p", "co-theorem", words::THEOREM)?;
        Legend::bound(picture, "co", words::LEGEND, &texts)?;
        let scroll = dom::child(picture, "div", "co-scroll", "")?;
        texts.attr(&scroll, "aria-label", words::ROW_OF_COINS);
        let row = dom::child(&scroll, "ol", "co-row", "")?;
        let options_box = dom::child(picture, "div", "co-options-box", "")?;
        let options_title = dom::child(&options_box, "p", "co-options-title", "")?;
        let options = dom::child(&options_box, "ul", "co-options", "")?;

        let results = stage.part(Part::Analysis);
        let sum = dom::child(results, "p", "co-sum", "")?;
        let verdict = dom::child(results, "p", "co-verdict", "")?;

        let play_area = stage.fold(Part::Play, PLAY_AGAINST)?;
        let game = GameSlot::new(&play_area, "coins", &texts, offer(&input))?;
        let mut widget = Coins {
            trace: CoinTrace::new(input.board.clone(), &input.heads),
            input,
            position: 0,
            predict: Predictor::in_practice(
                stage,
                &build.dispatch,
                Answering::Typed(words::GUESS),
                Msg::Answer,
                words::VALUES,
                words::HOW_ASKED,
            )?,
            rule,
            row,
            coins: Vec::new(),
            options_title,
            options,
            sum,
            verdict,
            game,
            dispatch: build.dispatch.clone(),
            _coin_listeners: Vec::new(),
        };
        widget.rebuild_coins()?;
        widget.predict.clear(widget.input.board.places());
        Ok(widget)
    }

    fn load(&mut self, input: CoinInput) -> Result<(), JsValue> {
        let rebuild = input.board != self.input.board;
        self.trace = CoinTrace::new(input.board.clone(), &input.heads);
        self.game.offer(offer(&input));
        self.input = input;
        self.predict.clear(self.input.board.places());
        if rebuild {
            self.rebuild_coins()?;
        }
        Ok(())
    }

    fn values(&self) -> Values {
        Values::new(offer(&self.input))
    }

    fn programs(&self) -> Vec<Source> {
        Source::all(&PROGRAMS)
    }

    fn stdin(&self) -> String {
        self.input.judge_input()
    }

    fn read_stdin(&self, text: &str) -> Result<CoinInput, InputError> {
        CoinInput::read_judge_input(text)
    }

    fn total(&self) -> usize {
        self.trace.total() as usize
    }

    fn update(&mut self, msg: Msg, lang: Lang) -> Effect {
        match msg {
            Msg::Toggle(place) => {
                crate::guard::reported(self.load(self.input.toggled(place)));
                // Only the sum changes: the same step stays on screen.
                Effect {
                    restart: true,
                    commands: vec![Command::Seek(self.position)],
                }
            }
            Msg::Answer(Answer::Typed(text)) => self.predict.typed(&text, GUESS, 1 << 20, lang),
            Msg::Answer(Answer::Button(_)) => Effect::none(),
        }
    }

    fn predictor(&mut self) -> Option<&mut dyn PredictMode> {
        Some(&mut self.predict)
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        let mex = position
            .checked_sub(1)
            .and_then(|i| self.trace.mex_place(i as u64));
        mex.map_or(true, |place| self.predict.ask(place, playing))
    }

    fn on_reset(&mut self) {
        self.predict.clear(self.input.board.places());
    }

    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue> {
        self.position = position;
        dom::set_text(&self.rule, self.input.board.rule().sentence(lang));
        self.draw_coins(position, lang);
        self.draw_options(position, lang)?;
        let last = self.trace.step(self.trace.total() - 1);
        let summary = last
            .filter(|_| position as u64 >= self.trace.total())
            .and_then(|step| step.sum_lines(lang))
            .unwrap_or_default();
        dom::show_text(&self.sum, &summary.0);
        dom::show_text(&self.verdict, &summary.1);
        let trace = &self.trace;
        self.predict.draw(
            |place| words::question(place + 1, lang),
            |place, &guess| {
                let value = *trace.values().get(place)?;
                let coin = place + 1;
                Some(if guess == value {
                    (true, words::guessed_right(coin, guess, lang))
                } else {
                    (false, words::guessed_wrong(coin, guess, value, lang))
                })
            },
            lang,
        );
        Ok(())
    }

    fn relabel(&mut self, _lang: Lang) {
        self.game.set_lang();
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        match self.current(position) {
            Some(step) => step.sentence(lang),
            None => lang.say(words::START).to_string(),
        }
    }

    fn code(&self, position: usize) -> CodeView {
        let variables = self.trace.variables(position as u64);
        match self.current(position) {
            Some(step) => CodeView::at(&PROGRAMS, step.code_point(), variables),
            None => CodeView::start(variables),
        }
    }
}

impl Coins {
    /// The step that led to `position`.
    fn current(&self, position: usize) -> Option<CoinStep> {
        self.trace.step(position.checked_sub(1)? as u64)
    }

    fn rebuild_coins(&mut self) -> Result<(), JsValue> {
        self._coin_listeners.clear();
        dom::clear(&self.row);
        let board = &self.input.board;
        dom::set_style(&self.row, "--co-columns", &board.columns().to_string());
        let grid = board.rule() == nimlab_solver::coin_turning::CoinRule::Grid;
        dom::set_class(&self.row, "is-grid", grid);
        self.coins = (0..board.places())
            .map(|place| {
                let item = dom::child(&self.row, "li", "co-place", "")?;
                let (button, face) = coin_button(&item, place)?;
                let value = dom::child(&item, "span", "co-value", "")?;
                let mark = dom::decoration(&button, "span", "co-mark")?;
                let d = self.dispatch.clone();
                let listener = Listener::new(&button, "click", move |_| d(Msg::Toggle(place)))?;
                self._coin_listeners.push(listener);
                Ok(Coin {
                    button,
                    face,
                    value,
                    mark,
                })
            })
            .collect::<Result<_, JsValue>>()?;
        Ok(())
    }

    fn draw_coins(&self, position: usize, lang: Lang) {
        let faces = self.input.faces();
        let step = self.current(position);
        let current = step.as_ref().and_then(CoinStep::place);
        let turned: Vec<usize> = match &step {
            Some(CoinStep::Options { options, .. }) => {
                options.iter().flat_map(|o| o.others.clone()).collect()
            }
            _ => Vec::new(),
        };
        let summed = matches!(step, Some(CoinStep::Sum { .. }));
        for (place, coin) in self.coins.iter().enumerate() {
            let heads = faces.get(place).copied().unwrap_or(false);
            dom::set_text(&coin.face, if heads { "H" } else { "T" });
            dom::set_class(&coin.button, "is-heads", heads);
            dom::set_class(&coin.button, "is-tails", !heads);
            dom::set_attr(&coin.button, "aria-pressed", &heads.to_string());
            let value = self.trace.value_shown(place, position as u64);
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
            let g = value.map(|v| format!(", g = {v}")).unwrap_or_default();
            let label = words::coin_label(place + 1, words::face(heads, lang), &g, lang);
            dom::set_attr(&coin.button, "aria-label", &label);
        }
    }

    fn draw_options(&self, position: usize, lang: Lang) -> Result<(), JsValue> {
        dom::clear(&self.options);
        let Some(options) = self.trace.options_in_words(position as u64, lang) else {
            dom::set_text(&self.options_title, lang.say(words::OPTIONS_IDLE));
            return Ok(());
        };
        dom::set_text(&self.options_title, &options.title);
        for line in &options.lines {
            dom::child(&self.options, "li", "co-option", line)?;
        }
        if let Some(mex) = &options.mex {
            dom::child(&self.options, "li", "co-option co-mex", mex)?;
        }
        Ok(())
    }
}

/// A coin's button in `item`, with its number and its face (returned with it).
fn coin_button(item: &Element, place: usize) -> Result<(Element, Element), JsValue> {
    let button = dom::button(item, "co-coin", "")?;
    let number = dom::child(&button, "span", "co-number", &(place + 1).to_string())?;
    dom::set_attr(&number, "aria-hidden", "true");
    let face = dom::decoration(&button, "span", "co-face")?;
    // A space between number and face, not drawn in the flex column, so the button's text
    // reads "1 T", the words its label starts with ("Coin 1: T (tails)…"), not "1T" (WCAG
    // 2.5.3, label in name).
    face.before_with_str_1(" ")?;
    Ok((button, face))
}

/// The rule, the row and its faces, as the fields and the game take them.
fn offer(input: &CoinInput) -> Vec<(&'static str, String)> {
    vec![
        ("rule", input.board.rule().name().to_string()),
        ("n", input.board.columns().to_string()),
        ("heads", input.heads_text(" ")),
    ]
}
