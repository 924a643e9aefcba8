//! Nim in bit columns (Bouton's theorem), a game against the computer, and Yaglom's table Ia.
//!
//! The stepped part follows the solver's [`NimTrace`]: the heaps are written in binary, the
//! program reads each bit column from the highest down, writes the column's parity into the
//! XOR row, checks `X`, then tests the heaps until one carries the highest bit `d` of `X` and
//! lowers it to `a_i ⊕ X`. The game panel sits beside the trace and does not step: the learner
//! plays against the computer, which answers with the solver's winning move and shows why.

#[cfg(all(feature = "game-module", feature = "widget-nim"))]
pub(super) mod game;
mod yaglom;

use nimlab_course::widgets::{nim as words, ANALYSE, PLAY_AGAINST};
use nimlab_solver::input::InputError;
use nimlab_solver::nim::moore::sizes_text;
use nimlab_solver::nim::play::{self, MAX_WIDGET_HEAP, MAX_WIDGET_HEAPS, MIN_WIDGET_HEAPS};
use nimlab_solver::nim::program::PROGRAMS;
use nimlab_solver::nim::{BitTable, Heaps, NimStep, NimStepKind, NimTrace};
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom;
use crate::kit::bits::{self, BitsView, RowMark, RowView};
use crate::kit::code_panel::Source;
use crate::kit::fields::{Kind, Spec, Values};
use crate::kit::game_slot::GameSlot;
use crate::kit::stage::Part;
use crate::kit::stepper::{Build, CodeView, Stepper};
use crate::kit::text::Words;

/// The widget has no message of its own: its game is in another build.
pub enum Msg {}

/// One position being analysed: the heaps, their bit table and the program's trace.
struct Run {
    heaps: Heaps,
    table: BitTable,
    trace: NimTrace,
}

impl Run {
    fn new(heaps: Heaps) -> Run {
        Run {
            table: BitTable::new(&heaps),
            trace: NimTrace::new(&heaps),
            heaps,
        }
    }

    fn total(&self) -> usize {
        self.trace.total() as usize
    }

    /// The step that led to `position`, if any.
    fn last(&self, position: usize) -> Option<NimStep> {
        self.trace.step(position.checked_sub(1)? as u64)
    }

    fn text(&self, sep: &str) -> String {
        sizes_text(self.heaps.sizes(), sep)
    }

    /// The picture after `position` steps, read from those steps alone.
    fn view(&self, position: usize) -> BitsView {
        let width = self.table.width;
        let column = |b: u32| (width - 1 - b.min(width - 1)) as usize;
        let mut rows: Vec<RowView> = self
            .table
            .rows
            .iter()
            .zip(self.heaps.sizes())
            .map(|(bits, &size)| RowView {
                size,
                bits: bits.clone(),
                read: vec![false; bits.len()],
                mark: RowMark::None,
                new_bits: None,
            })
            .collect();
        let mut ones = vec![None; width as usize];
        let mut xor = vec![None; width as usize];
        let mut nim_sum = None;
        for step in (0..position as u64).map_while(|k| self.trace.step(k)) {
            match step.kind {
                NimStepKind::ReadBit {
                    heap,
                    bit,
                    ones: count,
                    ..
                } => {
                    if let Some(row) = rows.get_mut(heap) {
                        set(&mut row.read, column(bit), true);
                    }
                    set(&mut ones, column(bit), Some(count));
                }
                NimStepKind::ColumnParity {
                    bit, ones: count, ..
                } => {
                    set(&mut ones, column(bit), Some(count));
                    set(&mut xor, column(bit), Some(count % 2 == 1));
                }
                NimStepKind::CheckX { nim_sum: x } => nim_sum = Some(x),
                NimStepKind::TestHeap { heap, size, target } => {
                    if let Some(row) = rows.get_mut(heap) {
                        row.mark = if target < size {
                            RowMark::Carrier
                        } else {
                            RowMark::Skipped
                        };
                    }
                }
                NimStepKind::Move { heap, target, .. } => {
                    if let Some(row) = rows.get_mut(heap) {
                        row.mark = RowMark::Move { to: target };
                    }
                }
            }
        }
        if position >= self.total() {
            // At rest every carrier's move is shown: each one is a winning move.
            for m in &self.table.moves {
                if let Some(row) = rows.get_mut(m.heap) {
                    row.mark = RowMark::Move { to: m.to };
                }
            }
        }
        let current = self.last(position).and_then(|step| match step.kind {
            NimStepKind::ReadBit { heap, bit, .. } => Some((heap, bit)),
            NimStepKind::ColumnParity { bit, .. } => Some((rows.len(), bit)),
            _ => None,
        });
        BitsView {
            width,
            rows,
            ones,
            xor,
            nim_sum,
            top_bit: nim_sum.and(self.table.highest_bit),
            current,
            residues: None,
            focus: None,
            names: None,
        }
    }
}

pub struct NimWidget {
    run: Run,
    table: Element,
    summary: Element,
    game: GameSlot,
}

impl Stepper for NimWidget {
    type Msg = Msg;
    type Input = Heaps;

    fn fields(_placeholder: &Element) -> Vec<Spec> {
        let label = words::heaps_label(MIN_WIDGET_HEAPS, MAX_WIDGET_HEAPS, MAX_WIDGET_HEAP);
        vec![Spec::new("heaps", ("", ""), "3 4 5", Kind::List).labelled(label)]
    }

    const APPLY: Words = ANALYSE;

    fn parse(values: &Values) -> Result<Heaps, Vec<InputError>> {
        play::parse_widget_heaps(values.get("heaps")).map_err(|e| vec![e])
    }

    fn build(build: Build<'_, Msg>, heaps: Heaps) -> Result<NimWidget, JsValue> {
        let stage = build.stage;
        stage.open(&words::OPENING, "nim")?;
        let texts = stage.texts().clone();
        let picture = stage.part(Part::Picture);
        texts.child(picture, "p", "nim-bits-title", words::HEAP_NUMBERING)?;
        // A wide table scrolls inside its box; the box takes the focus so keys can scroll it.
        let scroll = dom::child_with(picture, "div", "nim-scroll", &[("tabindex", "0")])?;
        let table = dom::child(&scroll, "table", "nim-bits", "")?;
        let summary = dom::child(stage.part(Part::Analysis), "p", "summary nim-summary", "")?;

        let play_area = stage.fold(Part::Play, PLAY_AGAINST)?;
        let run = Run::new(heaps);
        let game = GameSlot::new(&play_area, "nim", &texts, offer(&run))?;
        yaglom::build(&stage.tail(Part::Analysis)?, &texts)?;
        Ok(NimWidget {
            run,
            table,
            summary,
            game,
        })
    }

    fn load(&mut self, heaps: Heaps) -> Result<(), JsValue> {
        self.run = Run::new(heaps);
        self.game.offer(offer(&self.run));
        Ok(())
    }

    fn values(&self) -> Values {
        Values::new(offer(&self.run))
    }

    fn programs(&self) -> Vec<Source> {
        Source::all(&PROGRAMS)
    }

    fn stdin(&self) -> String {
        play::heaps_input(&self.run.heaps)
    }

    fn read_stdin(&self, text: &str) -> Result<Heaps, InputError> {
        play::read_heaps_input(text)
    }

    fn total(&self) -> usize {
        self.run.total()
    }

    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue> {
        let caption = words::bits_caption(&self.run.text(", "), lang);
        bits::draw(&self.table, &self.run.view(position), &caption, lang)?;
        dom::show_when(&self.summary, position >= self.run.total(), || {
            self.run.table.summary(&self.run.heaps, lang)
        });
        Ok(())
    }

    fn relabel(&mut self, _lang: Lang) {
        self.game.set_lang();
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        match self.run.last(position) {
            Some(step) => step.sentence_numbered(lang, 1),
            None => lang.say(words::OPENING.start).to_string(),
        }
    }

    fn code(&self, position: usize) -> CodeView {
        let n = self.run.heaps.sizes().len() as u64;
        match self.run.last(position) {
            Some(step) => CodeView::at(&PROGRAMS, step.code_point(), step.variables(n)),
            None => CodeView::start([("n", n)]),
        }
    }
}

/// The heaps as the fields and the game take them.
fn offer(run: &Run) -> Vec<(&'static str, String)> {
    vec![("heaps", run.text(" "))]
}

/// Sets `slots[index]`, if there is such a slot.
fn set<T>(slots: &mut [T], index: usize, value: T) {
    if let Some(slot) = slots.get_mut(index) {
        *slot = value;
    }
}
