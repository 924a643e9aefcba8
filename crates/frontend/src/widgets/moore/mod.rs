//! Moore's Nim-k: the heaps in binary, each column's count of 1s and its remainder modulo
//! `k + 1` (the theorem), the verdict, and the winning move built column by column.
//!
//! The picture is the Nim widget's bit table ([`crate::kit::bits`]) with its last row showing
//! remainders instead of the XOR, and the heaps a move touches written bit by bit ("1→0", or
//! "1→?" while still free). The steps, their sentences and the program's variables are the
//! solver's [`MooreWalk`]. In predict mode the player stops before each column until the learner
//! says its remainder (buttons or digit keys). The game against the computer, with its coach,
//! opens in a panel below the widget (`game`, in a part of the build fetched when first seen).

#[cfg(all(feature = "game-module", feature = "widget-moore"))]
pub(super) mod game;

use std::rc::Rc;

use nimlab_course::widgets::{moore as words, ANALYSE, PLAY_AGAINST};
use nimlab_solver::input::InputError;
use nimlab_solver::nim::bit;
use nimlab_solver::nim::moore::{
    self, column_residues, sizes_text, MooreStep, MooreWalk, MAX_WIDGET_K,
};
use nimlab_solver::nim::moore_program::PROGRAMS;
use nimlab_solver::nim::play::{
    parse_widget_heaps, MAX_WIDGET_HEAP, MAX_WIDGET_HEAPS, MIN_WIDGET_HEAPS,
};
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom;
use crate::kit::bits::{self, BitsView, Residues, RowMark, RowView};
use crate::kit::code_panel::Source;
use crate::kit::fields::{Kind, Spec, Values};
use crate::kit::game_slot::GameSlot;
use crate::kit::predict::{Answer, Answering, PredictMode, PredictPanel, Predictor};
use crate::kit::stage::Part;
use crate::kit::stepper::{Build, CodeView, Effect, Stepper};
use crate::kit::text::{Texts, Words};
use crate::kit::Legend;

pub enum Msg {
    Answer(Answer),
    /// A digit key.
    Guess(usize),
}

pub struct MooreWidget {
    walk: MooreWalk,
    /// The remainder said for each column (highest bit first).
    predict: Predictor<usize>,
    /// Where the predict panel stands: made again when `k` changes the number of answers.
    predict_box: Element,
    texts: Rc<Texts>,
    dispatch: Rc<dyn Fn(Msg)>,
    note: Element,
    table: Element,
    summary: Element,
    after_box: Element,
    after_table: Element,
    game: GameSlot,
}

/// The answer buttons 0 ..= k.
fn predict_panel(
    parent: &Element,
    texts: &Texts,
    dispatch: &Rc<dyn Fn(Msg)>,
    modulus: u64,
) -> Result<PredictPanel, JsValue> {
    let buttons = words::GUESSES
        .iter()
        .take(modulus as usize)
        .enumerate()
        .map(|(r, words)| ("guess-remainder", r.to_string(), *words))
        .collect();
    let send = dispatch.clone();
    PredictPanel::new(
        parent,
        texts,
        Answering::Buttons(buttons),
        Rc::new(move |a| send(Msg::Answer(a))),
    )
}

impl Stepper for MooreWidget {
    type Msg = Msg;
    type Input = MooreWalk;

    fn fields(placeholder: &Element) -> Vec<Spec> {
        // A refused link opens on the lesson's own heaps.
        let heaps_label = words::heaps_label(MIN_WIDGET_HEAPS, MAX_WIDGET_HEAPS, MAX_WIDGET_HEAP);
        vec![
            Spec::new("heaps", ("", ""), "3 5 6 7", Kind::List)
                .labelled(heaps_label)
                .default_from(placeholder, |t| parse_widget_heaps(t).is_ok()),
            Spec::new("k", ("", ""), "2", Kind::Number)
                .labelled(words::k_label(MAX_WIDGET_K))
                .default_from(placeholder, |t| moore::parse_widget_k(t).is_ok()),
        ]
    }

    const APPLY: Words = ANALYSE;

    const PREDICT: Option<Words> = Some(words::PREDICT);

    fn parse(values: &Values) -> Result<MooreWalk, Vec<InputError>> {
        let heaps = parse_widget_heaps(values.get("heaps"));
        let k = moore::parse_widget_k(values.get("k"));
        match (heaps, k) {
            (Ok(heaps), Ok(k)) => MooreWalk::new(heaps, k).map_err(|e| vec![e]),
            (heaps, k) => Err(heaps.err().into_iter().chain(k.err()).collect()),
        }
    }

    fn build(build: Build<'_, Msg>, walk: MooreWalk) -> Result<MooreWidget, JsValue> {
        let stage = build.stage;
        stage.set_title(words::TITLE);
        stage.set_intro(words::INTRO);
        let texts = stage.texts().clone();
        let picture = stage.part(Part::Picture);
        Legend::bound(picture, "nim", words::LEGEND, &texts)?;
        let note = dom::child(picture, "p", "moore-nim-note", "")?;
        // A wide table scrolls inside its box; the box takes the focus so keys can scroll it.
        let scroll = dom::child_with(picture, "div", "nim-scroll", &[("tabindex", "0")])?;
        let table = dom::child(&scroll, "table", "nim-bits", "")?;
        let predict_box = dom::child(stage.part(Part::Practice), "div", "moore-predict", "")?;
        let analysis = stage.part(Part::Analysis);
        let summary = dom::child(analysis, "p", "summary moore-summary", "")?;
        let after_box = dom::child(analysis, "div", "nim-scroll moore-after", "")?;
        dom::set_attr(&after_box, "tabindex", "0");
        let after_table = dom::child(&after_box, "table", "nim-bits nim-bits-small", "")?;

        let play = stage.fold(Part::Play, PLAY_AGAINST)?;
        let game = GameSlot::new(&play, "moore", &texts, offer(&walk))?;
        let panel = predict_panel(&predict_box, &texts, &build.dispatch, walk.modulus())?;
        let mut predict = Predictor::new(panel, words::COLUMNS, words::HOW_ASKED);
        predict.clear(walk.width() as usize);
        Ok(MooreWidget {
            walk,
            predict,
            predict_box,
            texts,
            dispatch: build.dispatch,
            note,
            table,
            summary,
            after_box,
            after_table,
            game,
        })
    }

    fn load(&mut self, walk: MooreWalk) -> Result<(), JsValue> {
        if walk.modulus() != self.walk.modulus() {
            self.texts.forget_inside(&self.predict_box);
            dom::clear(&self.predict_box);
            let made = predict_panel(
                &self.predict_box,
                &self.texts,
                &self.dispatch,
                walk.modulus(),
            );
            if let Ok(panel) = made {
                self.predict.panel = panel;
            }
        }
        self.predict.clear(walk.width() as usize);
        self.game.offer(offer(&walk));
        self.walk = walk;
        Ok(())
    }

    fn values(&self) -> Values {
        Values::new(offer(&self.walk))
    }

    fn programs(&self) -> Vec<Source> {
        Source::all(&PROGRAMS)
    }

    fn stdin(&self) -> String {
        self.walk.input()
    }

    fn read_stdin(&self, text: &str) -> Result<MooreWalk, InputError> {
        let (heaps, k) = moore::read_input(text)?;
        MooreWalk::new(heaps, k)
    }

    fn total(&self) -> usize {
        self.walk.total()
    }

    fn update(&mut self, msg: Msg, _lang: Lang) -> Effect {
        match msg {
            Msg::Answer(Answer::Button(r)) | Msg::Guess(r) if (r as u64) < self.walk.modulus() => {
                self.predict.answer(r)
            }
            _ => Effect::none(),
        }
    }

    fn predictor(&mut self) -> Option<&mut dyn PredictMode> {
        Some(&mut self.predict)
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        match self.walk.last(position) {
            Some(MooreStep::Column { bit, .. }) => {
                self.predict.ask(self.walk.column(*bit), playing)
            }
            _ => true,
        }
    }

    fn on_reset(&mut self) {
        self.predict.clear(self.walk.width() as usize);
    }

    fn key(&self, key: &str) -> Option<Msg> {
        let mut chars = key.chars();
        match (chars.next().and_then(|c| c.to_digit(10)), chars.next()) {
            (Some(digit), None) if self.predict.enabled() => Some(Msg::Guess(digit as usize)),
            _ => None,
        }
    }

    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue> {
        let (heaps, k) = (sizes_text(self.walk.sizes(), ", "), self.walk.k());
        let caption = words::bits_caption(&heaps, k, lang);
        bits::draw(&self.table, &self.view(position), &caption, lang)?;
        dom::set_text(&self.note, &self.walk.k_note(lang));
        let done = position >= self.walk.total();
        dom::show_when(&self.summary, done, || self.walk.summary(lang));
        // The heaps after the winning move, once the walk has built it (its last step).
        let after = self.walk.winning_move().filter(|_| done);
        dom::set_hidden(&self.after_box, after.is_none());
        if let Some((_, after)) = after {
            // Over the same columns: every remainder is 0.
            let caption = lang.say(words::AFTER_CAPTION);
            let view = residue_view(after, self.walk.width(), self.walk.k());
            bits::draw(&self.after_table, &view, caption, lang)?;
        }
        self.draw_predict(lang);
        Ok(())
    }

    fn relabel(&mut self, _lang: Lang) {
        self.game.set_lang();
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        self.walk
            .sentence(position, lang)
            .unwrap_or_else(|| words::start(self.walk.modulus(), lang))
    }

    fn code(&self, position: usize) -> CodeView {
        let variables = self.walk.variables(position);
        match self.walk.last(position) {
            Some(step) => CodeView::at(&PROGRAMS, step.code_point(), variables),
            None => CodeView::start(variables),
        }
    }
}

impl MooreWidget {
    /// The picture after `position` steps, read from those steps alone.
    fn view(&self, position: usize) -> BitsView {
        let width = self.walk.width();
        let columns = width as usize;
        let sizes = self.walk.sizes();
        let mut rows: Vec<RowView> = sizes.iter().map(|&a| row(a, width, false)).collect();
        let mut ones = vec![None; columns];
        let mut residues = vec![None; columns];
        // A heap's new bits from the highest column down, those below bit `from` still open.
        let new_bits = |size: u64, from: u32| {
            let bits = (0..width).rev().map(|b| (b >= from).then(|| bit(size, b)));
            bits.collect()
        };
        let steps = self.walk.done(position);
        for step in steps {
            match step {
                MooreStep::Column {
                    bit: b,
                    ones: count,
                    residue,
                } => {
                    let c = self.walk.column(*b);
                    for cell in rows.iter_mut().filter_map(|row| row.read.get_mut(c)) {
                        *cell = true;
                    }
                    if let (Some(o), Some(r)) = (ones.get_mut(c), residues.get_mut(c)) {
                        (*o, *r) = (Some(*count), Some(*residue));
                    }
                }
                MooreStep::Verdict { .. } => {}
                MooreStep::Build(build) => {
                    for &i in &build.free {
                        let target = build.targets.get(i).copied().unwrap_or(0);
                        if let Some(row) = rows.get_mut(i) {
                            row.mark = RowMark::Lowered;
                            row.new_bits = Some(new_bits(target, build.bit));
                        }
                    }
                }
                MooreStep::Move { moves, after } => {
                    for m in moves {
                        let to = after.get(m.heap).copied().unwrap_or(0);
                        if let Some(row) = rows.get_mut(m.heap) {
                            row.mark = RowMark::Move { to };
                            row.new_bits = Some(new_bits(to, 0));
                        }
                    }
                }
            }
        }
        let focus = steps.last().and_then(|step| match step {
            MooreStep::Column { bit, .. } => Some(*bit),
            MooreStep::Build(b) => Some(b.bit),
            _ => None,
        });
        BitsView {
            width,
            rows,
            ones,
            xor: vec![None; columns],
            nim_sum: None,
            top_bit: None,
            current: None,
            residues: Some(Residues {
                modulus: self.walk.modulus() as usize,
                values: residues,
            }),
            focus,
            names: None,
        }
    }

    fn draw_predict(&self, lang: Lang) {
        let (walk, m) = (&self.walk, self.walk.modulus());
        self.predict.draw(
            |column| {
                let b = walk.width() as usize - 1 - column;
                words::question(b, m, m - 1, lang)
            },
            |column, &g| {
                let (ones, r) = walk.residue(column)?;
                Some(if g == r {
                    (true, words::right_guess(g, lang))
                } else {
                    (false, words::wrong_guess(g, ones, m, r, lang))
                })
            },
            lang,
        );
    }
}

/// The finished picture of `heaps` over `width` bit columns, the last row counting each
/// column's 1s modulo `k + 1`.
pub fn residue_view(heaps: &[u64], width: u32, k: u64) -> BitsView {
    let counts = column_residues(heaps, width, k);
    BitsView {
        width,
        rows: heaps.iter().map(|&a| row(a, width, true)).collect(),
        ones: counts.iter().map(|&(ones, _)| Some(ones)).collect(),
        xor: vec![None; width as usize],
        nim_sum: None,
        top_bit: None,
        current: None,
        residues: Some(Residues {
            modulus: k as usize + 1,
            values: counts.iter().map(|&(_, r)| Some(r)).collect(),
        }),
        focus: None,
        names: None,
    }
}

/// A heap's row, its bits all `read` or none.
fn row(size: u64, width: u32, read: bool) -> RowView {
    let bits: Vec<bool> = (0..width).rev().map(|b| bit(size, b)).collect();
    RowView {
        size,
        read: vec![read; bits.len()],
        bits,
        mark: RowMark::None,
        new_bits: None,
    }
}

/// The heaps and k, as the fields and the game take them.
fn offer(walk: &MooreWalk) -> Vec<(&'static str, String)> {
    vec![
        ("heaps", sizes_text(walk.sizes(), " ")),
        ("k", walk.k().to_string()),
    ]
}
