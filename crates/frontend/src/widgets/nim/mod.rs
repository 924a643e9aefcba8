//! Nim in bit columns (Bouton's theorem), a game against the computer, and Yaglom's table Ia.
//!
//! The stepped part follows the solver's [`NimTrace`]: the heaps are written in binary, the
//! program reads each bit column from the highest down, writes the column's parity into the
//! XOR row, checks `X`, then tests the heaps until one carries the highest bit `d` of `X` and
//! lowers it to `a_i ⊕ X`. The game panel sits beside the trace and does not step: the learner
//! plays against the computer, which answers with the solver's winning move and shows why.

pub(crate) mod bits;
mod game;
mod yaglom;

use std::rc::Rc;

use nimlab_solver::input::{Field, InputError, JudgeInput};
use nimlab_solver::nim::play::{self, MAX_WIDGET_HEAP, MAX_WIDGET_HEAPS, MIN_WIDGET_HEAPS};
use nimlab_solver::nim::program::PROGRAMS;
use nimlab_solver::nim::{BitTable, Heaps, NimStep, NimStepKind, NimTrace, WinningMove, HEAPS};
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit;
use crate::kit::code_panel::Source;
use crate::kit::form::InputField;
use crate::kit::shell::{CodeView, Effect, Stepper};

use bits::{BitsView, RowMark, RowView};

const DEFAULT_HEAPS: &str = "3 4 5";

pub enum Msg {
    Apply,
    Game(game::GameMsg),
}

/// One position being analysed: the heaps, their bit table and the program's steps.
struct Run {
    heaps: Heaps,
    table: BitTable,
    /// The whole trace: at most 10 columns × 9 rows + 10 steps, so it is kept.
    steps: Vec<NimStep>,
}

impl Run {
    fn new(heaps: Heaps) -> Run {
        let trace = NimTrace::new(&heaps);
        Run {
            table: BitTable::new(&heaps),
            steps: trace.steps(),
            heaps,
        }
    }

    fn text(&self, sep: &str) -> String {
        let list: Vec<String> = self.heaps.sizes().iter().map(u64::to_string).collect();
        list.join(sep)
    }

    /// The picture after `position` steps, read from those steps alone.
    fn view(&self, position: usize) -> BitsView {
        let sizes = self.heaps.sizes();
        let width = self.table.width;
        let column = |b: u32| (width - 1 - b.min(width - 1)) as usize;
        let mut rows: Vec<RowView> = self
            .table
            .rows
            .iter()
            .zip(sizes)
            .map(|(bits, &size)| RowView {
                size,
                bits: bits.clone(),
                read: vec![false; bits.len()],
                mark: RowMark::None,
                new_bits: None,
            })
            .collect();
        let columns = width as usize;
        let mut ones = vec![None; columns];
        let mut xor = vec![None; columns];
        let mut nim_sum = None;
        let done = self.steps.get(..position).unwrap_or(&self.steps);
        for step in done {
            match step.kind {
                NimStepKind::ReadBit {
                    heap,
                    bit,
                    ones: count,
                    ..
                } => {
                    if let Some(cell) = rows.get_mut(heap).and_then(|r| r.read.get_mut(column(bit)))
                    {
                        *cell = true;
                    }
                    if let Some(slot) = ones.get_mut(column(bit)) {
                        *slot = Some(count);
                    }
                }
                NimStepKind::ColumnParity {
                    bit, ones: count, ..
                } => {
                    if let Some(slot) = ones.get_mut(column(bit)) {
                        *slot = Some(count);
                    }
                    if let Some(slot) = xor.get_mut(column(bit)) {
                        *slot = Some(count % 2 == 1);
                    }
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
        if position >= self.steps.len() {
            // At rest every carrier's move is shown: each one is a winning move.
            for m in &self.table.moves {
                if let Some(row) = rows.get_mut(m.heap) {
                    row.mark = RowMark::Move { to: m.to };
                }
            }
        }
        let top_bit = nim_sum.and(self.table.highest_bit);
        let n = rows.len();
        let current = position
            .checked_sub(1)
            .and_then(|k| self.steps.get(k))
            .and_then(|step| match step.kind {
                NimStepKind::ReadBit { heap, bit, .. } => Some((heap, bit)),
                NimStepKind::ColumnParity { bit, .. } => Some((n, bit)),
                _ => None,
            });
        BitsView {
            width,
            rows,
            ones,
            xor,
            nim_sum,
            top_bit,
            current,
            residues: None,
            focus: None,
        }
    }

    /// The verdict and the winning moves in words, for the finished picture.
    fn summary(&self, lang: Lang) -> String {
        let x = self.table.nim_sum;
        let Some(d) = self.table.highest_bit else {
            return lang
                .pick(
                    "X = 0: người đi trước thua (P). Đi thế nào thì X cũng khác 0, và đối thủ lại đưa được X về 0.",
                    "X = 0: the player to move loses (P). Any move makes X nonzero, and the opponent can bring it back to 0.",
                )
                .to_string();
        };
        let carriers: Vec<String> = self
            .table
            .carriers
            .iter()
            .map(|i| (i + 1).to_string())
            .collect();
        let moves: Vec<String> = self
            .table
            .moves
            .iter()
            .map(|m| {
                let take = m.from - m.to;
                let heap = m.heap + 1;
                let (from, to) = (m.from, m.to);
                lang.pick(
                    format!("bốc {take} viên ở đống {heap} ({from} → {from} ⊕ {x} = {to})"),
                    format!("take {take} from heap {heap} ({from} → {from} ⊕ {x} = {to})"),
                )
            })
            .collect();
        let after: Vec<String> = self
            .table
            .moves
            .first()
            .map(|m| {
                self.heaps
                    .sizes()
                    .iter()
                    .enumerate()
                    .map(|(i, &a)| if i == m.heap { m.to } else { a }.to_string())
                    .collect()
            })
            .unwrap_or_default();
        lang.pick(
            format!(
                "X = {x} ≠ 0: người đi trước thắng (N). Bit cao nhất của X là bit {d}; đống mang bit này: {}. Nước thắng: {}. Sau nước đầu, các đống {} có XOR bằng 0.",
                carriers.join(", "),
                moves.join(lang.pick("; hoặc ", "; or ")),
                after.join(" ")
            ),
            format!(
                "X = {x} ≠ 0: the player to move wins (N). The highest bit of X is bit {d}; heaps carrying it: {}. Winning move: {}. After the first one, the heaps {} have XOR 0.",
                carriers.join(", "),
                moves.join(lang.pick("; hoặc ", "; or ")),
                after.join(" ")
            ),
        )
    }
}

/// The number of heaps `n` in the judge input.
const COUNT: Field = Field::new("n", "Số đống n", "Number of heaps n", "3");

pub struct NimWidget {
    run: Run,
    title: Element,
    intro: Element,
    heaps: InputField,
    apply: Element,
    legend: kit::Legend,
    bits_title: Element,
    table: Element,
    summary: Element,
    game: game::GamePanel,
    yaglom: yaglom::Yaglom,
    _listeners: Vec<Listener>,
}

const LEGEND: &[kit::LegendEntry] = &[
    ("is-current", "●", "bit đang đọc", "bit being read"),
    (
        "is-top",
        "d",
        "cột bit cao nhất của X",
        "column of the highest bit of X",
    ),
    (
        "is-carrier",
        "★",
        "đống mang bit d: nước thắng",
        "heap carrying bit d: winning move",
    ),
    (
        "is-skipped",
        "✗",
        "đống không có bit d",
        "heap without bit d",
    ),
];

impl Stepper for NimWidget {
    type Msg = Msg;

    fn build(
        root: &Element,
        placeholder: &Element,
        lang: Lang,
        dispatch: Rc<dyn Fn(Msg)>,
    ) -> Result<NimWidget, JsValue> {
        let (title, intro) = kit::header(root)?;

        let form = kit::form(root)?;
        let heaps = InputField::new(&form, "heaps")?;
        let (_, apply) = kit::actions(&form)?;

        let legend = kit::Legend::new(root, "nim", LEGEND)?;
        let bits_title = dom::child(root, "p", "nim-bits-title", "")?;
        let scroll = dom::child(root, "div", "nim-scroll", "")?;
        // A wide table scrolls inside its box; the box takes the focus so keys can scroll it.
        dom::set_attr(&scroll, "tabindex", "0");
        let table = dom::child(&scroll, "table", "nim-bits", "")?;
        let summary = dom::child(root, "p", "summary nim-summary", "")?;

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&form, move || d(Msg::Apply))?);

        let d = dispatch.clone();
        let game = game::GamePanel::new(root, Rc::new(move |m| d(Msg::Game(m))))?;
        let yaglom = yaglom::Yaglom::new(root)?;

        let start = play::parse_widget_heaps(DEFAULT_HEAPS)
            .ok()
            .or_else(|| Heaps::new(vec![3, 4, 5]))
            .ok_or_else(|| JsValue::from_str("no default heaps"))?;
        let mut widget = NimWidget {
            run: Run::new(start),
            title,
            intro,
            heaps,
            apply,
            legend,
            bits_title,
            table,
            summary,
            game,
            yaglom,
            _listeners: listeners,
        };
        let attr = placeholder
            .get_attribute("data-heaps")
            .unwrap_or_else(|| DEFAULT_HEAPS.to_string());
        widget.heaps.set_value(&attr.replace(',', " "));
        widget.read_fields(lang);
        widget.game.new_game(&widget.run.heaps);
        Ok(widget)
    }

    fn footer(&self) -> Vec<Element> {
        vec![self.game.root.clone(), self.yaglom.details.clone()]
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
                    self.game.new_game(&self.run.heaps);
                    return Effect::restart();
                }
                Effect::none()
            }
            Msg::Game(msg) => {
                self.game.update(msg, &self.run.heaps);
                Effect::none()
            }
        }
    }

    fn draw(&mut self, position: usize, lang: Lang) {
        let view = self.run.view(position);
        let caption = lang.pick(
            format!("Các đống {} viết ở hệ nhị phân", self.run.text(", ")),
            format!("The heaps {} written in binary", self.run.text(", ")),
        );
        bits::draw(&self.table, &view, &caption, lang);
        let done = position >= self.run.steps.len();
        let summary = if done {
            self.run.summary(lang)
        } else {
            String::new()
        };
        dom::set_text(&self.summary, &summary);
        dom::set_hidden(&self.summary, !done);
        self.game.draw(lang);
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        match position.checked_sub(1).and_then(|k| self.run.steps.get(k)) {
            Some(step) => step.sentence_numbered(lang, 1),
            None => lang
                .pick(
                    "Các đống đã được viết ở hệ nhị phân. Bấm “Tiến một bước” hoặc “Chạy” (▶) để đọc từng cột bit, từ bit cao xuống.",
                    "The heaps are written in binary. Press “Step forward” or “Play” (▶) to read the bit columns, from the highest down.",
                )
                .to_string(),
        }
    }

    fn code(&self, position: usize) -> CodeView {
        let n = self.run.heaps.sizes().len() as u64;
        match position.checked_sub(1).and_then(|k| self.run.steps.get(k)) {
            Some(step) => CodeView {
                lines: PROGRAMS
                    .iter()
                    .map(|p| p.line_of(step.code_point()))
                    .collect(),
                variables: step
                    .variables(n)
                    .into_iter()
                    .map(|(name, value)| (name.to_string(), value))
                    .collect(),
            },
            None => CodeView {
                lines: Vec::new(),
                variables: vec![("n".to_string(), n.to_string())],
            },
        }
    }

    fn relabel(&mut self, lang: Lang) {
        dom::set_text(
            &self.title,
            lang.pick(
                "Nim: các cột bit và định lý Bouton",
                "Nim: bit columns and Bouton's theorem",
            ),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Mỗi lượt chọn một đống và bốc bao nhiêu viên cũng được (ít nhất 1); ai bốc viên cuối cùng thì thắng. \
                 Viết các đống ở hệ nhị phân và XOR từng cột: người đi trước thắng khi và chỉ khi X ≠ 0.",
                "Each turn picks one heap and takes any number of stones from it (at least 1); whoever takes the last \
                 stone wins. Write the heaps in binary and XOR each column: the player to move wins exactly when X ≠ 0.",
            ),
        );
        self.heaps.set_label(&lang.pick(
            format!(
                "Các đống ({MIN_WIDGET_HEAPS}–{MAX_WIDGET_HEAPS} đống, mỗi đống 0–{MAX_WIDGET_HEAP}; ví dụ 3 4 5)"
            ),
            format!(
                "Heaps ({MIN_WIDGET_HEAPS}–{MAX_WIDGET_HEAPS} heaps, each 0–{MAX_WIDGET_HEAP}; e.g. 3 4 5)"
            ),
        ));
        dom::set_text(&self.apply, lang.pick("Phân tích", "Analyse"));
        self.legend.relabel(lang);
        dom::set_text(
            &self.bits_title,
            lang.pick(
                "Đống được đánh số từ 1 như trong bài; trong chương trình, đống 1 là a[0].",
                "Heaps are numbered from 1 as in the lesson; in the program, heap 1 is a[0].",
            ),
        );
        self.read_fields_quietly(lang);
        self.game.relabel(lang);
        self.yaglom.relabel(lang);
    }

    fn stdin(&self) -> String {
        format!("{}\n{}", self.run.heaps.sizes().len(), self.run.text(" "))
    }

    fn apply_stdin(&mut self, text: &str, _lang: Lang) -> Result<(), InputError> {
        let mut input = JudgeInput::new(text);
        let n = input.count(COUNT, MIN_WIDGET_HEAPS, MAX_WIDGET_HEAPS)?;
        let sizes = (0..n)
            .map(|_| input.number(HEAPS, 0, MAX_WIDGET_HEAP))
            .collect::<Result<Vec<u64>, _>>()?;
        input.finish()?;
        let heaps =
            Heaps::new(sizes).ok_or(InputError::new(HEAPS, nimlab_solver::Problem::Empty))?;
        self.run = Run::new(heaps);
        self.heaps.set_value(&self.run.text(" "));
        self.heaps.show(None, Lang::Vi);
        self.game.new_game(&self.run.heaps);
        Ok(())
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        vec![("heaps", self.run.text(","))]
    }

    fn restore(&mut self, get: &dyn Fn(&str) -> Option<String>, lang: Lang) -> bool {
        let Some(heaps) = get("heaps") else {
            return false;
        };
        self.heaps.set_value(&heaps.replace(',', " "));
        let ok = self.read_fields(lang);
        if ok {
            self.game.new_game(&self.run.heaps);
        }
        ok
    }
}

impl NimWidget {
    /// Validates the heaps field; on success the trace starts over on the new heaps, on error
    /// the message shows at the field and the current picture stays.
    fn read_fields(&mut self, lang: Lang) -> bool {
        let parsed = play::parse_widget_heaps(&self.heaps.value());
        self.heaps.show(parsed.as_ref().err(), lang);
        match parsed {
            Ok(heaps) => {
                self.run = Run::new(heaps);
                true
            }
            Err(_) => false,
        }
    }

    fn read_fields_quietly(&self, lang: Lang) {
        let parsed = play::parse_widget_heaps(&self.heaps.value());
        self.heaps.show(parsed.as_ref().err(), lang);
    }
}

/// "take 2 from heap 1", heap numbered from 1.
pub(crate) fn move_words(mv: WinningMove, lang: Lang) -> String {
    let (take, heap) = (mv.take, mv.heap + 1);
    lang.pick(
        format!("bốc {take} viên ở đống {heap}"),
        format!("take {take} from heap {heap}"),
    )
}
