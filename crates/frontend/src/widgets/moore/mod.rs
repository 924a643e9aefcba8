//! Moore's Nim-k: the heaps in binary, each column's count of 1s and its remainder modulo
//! `k + 1` (the theorem), the verdict, and the winning move built column by column.
//!
//! The picture is the Nim widget's bit table ([`super::nim::bits`]) with its last row showing
//! remainders instead of the XOR, and the heaps a move touches written bit by bit ("1→0", or
//! "1→?" while still free). The steps are the solver's [`MooreStep`]s. In predict mode the
//! player stops before each column until the learner says its remainder (buttons or digit keys).

mod game;

use std::rc::Rc;

use nimlab_solver::input::{parse_number, Field, InputError, JudgeInput};
use nimlab_solver::nim::moore::{read_k, BuildAction, Moore, MooreStep, K};
use nimlab_solver::nim::moore_program::PROGRAMS;
use nimlab_solver::nim::play::{self, MAX_WIDGET_HEAP, MAX_WIDGET_HEAPS, MIN_WIDGET_HEAPS};
use nimlab_solver::nim::{bit, BitTable, Heaps, WinningMove, HEAPS};
use nimlab_solver::{Lang, Outcome};
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::nim::bits::{self, BitsView, Residues, RowMark, RowView};
use crate::dom::{self, Listener};
use crate::kit::code_panel::Source;
use crate::kit::form::InputField;
use crate::kit::shell::{CodeView, Effect, Stepper};
use crate::kit::{self, Predict};

const DEFAULT_HEAPS: &str = "3 5 6 7";
const DEFAULT_K: u64 = 2;
/// The largest `k` the field takes: a move never touches more heaps than there are.
const MAX_WIDGET_K: u64 = MAX_WIDGET_HEAPS as u64;

pub enum Msg {
    Apply,
    SetPredict(bool),
    Guess(usize),
    Game(game::GameMsg),
}

/// One position being analysed.
struct Run {
    heaps: Heaps,
    /// `k` as typed (the solver clamps it to the number of heaps, which plays the same game).
    k: u64,
    game: Moore,
    table: BitTable,
    steps: Vec<MooreStep>,
}

impl Run {
    fn new(heaps: Heaps, k: u64) -> Option<Run> {
        let game = Moore::new(heaps.clone(), k).ok()?;
        let table = BitTable::new(&heaps);
        let steps = game.steps(table.width);
        Some(Run {
            heaps,
            k,
            game,
            table,
            steps,
        })
    }

    fn modulus(&self) -> usize {
        // `k` is at most MAX_WIDGET_K.
        self.k as usize + 1
    }

    fn text(&self, sep: &str) -> String {
        let list: Vec<String> = self.heaps.sizes().iter().map(u64::to_string).collect();
        list.join(sep)
    }

    fn column_index(&self, b: u32) -> usize {
        let width = self.table.width;
        (width - 1 - b.min(width - 1)) as usize
    }

    /// The bit of column index `c` (the inverse of [`Run::column_index`]).
    fn column_bit(&self, c: usize) -> u32 {
        let last = (self.table.width as usize).saturating_sub(1);
        (last - c.min(last)) as u32
    }

    /// The picture after `position` steps, read from those steps alone.
    fn view(&self, position: usize) -> BitsView {
        let width = self.table.width;
        let columns = width as usize;
        let sizes = self.heaps.sizes();
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
        let mut ones = vec![None; columns];
        let mut residues = vec![None; columns];
        let done = self.steps.get(..position).unwrap_or(&self.steps);
        for step in done {
            match step {
                MooreStep::Column {
                    bit: b,
                    ones: count,
                    residue,
                } => {
                    let c = self.column_index(*b);
                    for row in rows.iter_mut() {
                        if let Some(cell) = row.read.get_mut(c) {
                            *cell = true;
                        }
                    }
                    if let Some(slot) = ones.get_mut(c) {
                        *slot = Some(*count);
                    }
                    if let Some(slot) = residues.get_mut(c) {
                        *slot = Some(*residue);
                    }
                }
                MooreStep::Verdict { .. } => {}
                MooreStep::Build(build) => {
                    for &i in &build.free {
                        let Some(row) = rows.get_mut(i) else { continue };
                        let target = build.targets.get(i).copied().unwrap_or(0);
                        row.mark = RowMark::Lowered;
                        row.new_bits = Some(
                            (0..width)
                                .rev()
                                .map(|b| (b >= build.bit).then(|| bit(target, b)))
                                .collect(),
                        );
                    }
                }
                MooreStep::Move { moves, after } => {
                    for m in moves {
                        let Some(row) = rows.get_mut(m.heap) else {
                            continue;
                        };
                        let to = after.get(m.heap).copied().unwrap_or(0);
                        row.mark = RowMark::Move { to };
                        row.new_bits = Some((0..width).rev().map(|b| Some(bit(to, b))).collect());
                    }
                }
            }
        }
        let focus = position
            .checked_sub(1)
            .and_then(|k| self.steps.get(k))
            .and_then(|step| match step {
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
                modulus: self.modulus(),
                values: residues,
            }),
            focus,
        }
    }

    /// The move, if the walk has reached it by `position`.
    fn shown_move(&self, position: usize) -> Option<(&[WinningMove], &[u64])> {
        let done = self.steps.get(..position).unwrap_or(&self.steps);
        done.iter().find_map(|s| match s {
            MooreStep::Move { moves, after } => Some((moves.as_slice(), after.as_slice())),
            _ => None,
        })
    }

    /// The finished picture of the heaps after the move: every remainder is 0.
    fn after_view(&self, after: &[u64]) -> Option<BitsView> {
        if after.is_empty() {
            return None;
        }
        // Same columns as the main table (the heaps only shrink, so the width cannot grow).
        let width = self.table.width;
        let rows: Vec<RowView> = after
            .iter()
            .map(|&a| {
                let bits: Vec<bool> = (0..width).rev().map(|b| bit(a, b)).collect();
                RowView {
                    size: a,
                    read: vec![true; bits.len()],
                    bits,
                    mark: RowMark::None,
                    new_bits: None,
                }
            })
            .collect();
        let counts: Vec<usize> = (0..width)
            .rev()
            .map(|b| after.iter().filter(|&&a| bit(a, b)).count())
            .collect();
        Some(BitsView {
            width,
            rows,
            ones: counts.iter().map(|&c| Some(c)).collect(),
            xor: vec![None; width as usize],
            nim_sum: None,
            top_bit: None,
            current: None,
            residues: Some(Residues {
                modulus: self.modulus(),
                values: counts.iter().map(|&c| Some(c % self.modulus())).collect(),
            }),
            focus: None,
        })
    }

    fn nonzero_columns(&self) -> Vec<String> {
        self.steps
            .iter()
            .filter_map(|s| match s {
                MooreStep::Column { bit, residue, .. } if *residue != 0 => {
                    Some(format!("bit {bit}"))
                }
                _ => None,
            })
            .collect()
    }

    /// The verdict and the winning move in words, for the finished picture.
    fn summary(&self, lang: Lang) -> String {
        let m = self.modulus();
        match self.game.winning_move() {
            None => lang.pick(
                format!("Mọi cột đều có số chữ số 1 chia hết cho {m}: người đi trước thua (P)."),
                format!("Every column's count of 1s is a multiple of {m}: the player to move loses (P)."),
            ),
            Some(moves) => {
                let after = self
                    .steps
                    .last()
                    .and_then(|s| match s {
                        MooreStep::Move { after, .. } => Some(after.clone()),
                        _ => None,
                    })
                    .unwrap_or_default();
                let after: Vec<String> = after.iter().map(u64::to_string).collect();
                lang.pick(
                    format!(
                        "Số dư khác 0 ở cột {}: người đi trước thắng (N). Nước thắng: {}. Sau đó các đống là {} và mọi số dư bằng 0.",
                        self.nonzero_columns().join(", "),
                        move_list(&moves, self.heaps.sizes(), lang),
                        after.join(" ")
                    ),
                    format!(
                        "Nonzero remainder in column {}: the player to move wins (N). Winning move: {}. Afterwards the heaps are {} and every remainder is 0.",
                        self.nonzero_columns().join(", "),
                        move_list(&moves, self.heaps.sizes(), lang),
                        after.join(" ")
                    ),
                )
            }
        }
    }

    fn stdin(&self) -> String {
        format!(
            "{} {}\n{}",
            self.heaps.sizes().len(),
            self.k,
            self.text(" ")
        )
    }
}

/// "take 1 from heap 2 (3 → 2) and 2 from heap 3 (3 → 1)".
fn move_list(moves: &[WinningMove], sizes: &[u64], lang: Lang) -> String {
    let parts: Vec<String> = moves
        .iter()
        .map(|m| {
            let from = sizes.get(m.heap).copied().unwrap_or(0);
            let to = from.saturating_sub(m.take);
            let (take, heap) = (m.take, m.heap + 1);
            lang.pick(
                format!("bốc {take} viên ở đống {heap} ({from} → {to})"),
                format!("take {take} from heap {heap} ({from} → {to})"),
            )
        })
        .collect();
    parts.join(lang.pick(", đồng thời ", ", and at the same time "))
}

fn heap_names(heaps: &[usize]) -> String {
    let names: Vec<String> = heaps.iter().map(|i| (i + 1).to_string()).collect();
    names.join(", ")
}

/// The count `n` of heaps in the judge input.
const COUNT: Field = Field::new("n", "Số đống n", "Number of heaps n", "4");

pub struct MooreWidget {
    run: Run,
    /// For each column index (highest bit first), the remainder the learner said.
    predict: Predict<usize>,
    title: Element,
    intro: Element,
    heaps: InputField,
    k: InputField,
    apply: Element,
    predict_text: Element,
    predict_toggle: Element,
    legend: kit::Legend,
    nim_note: Element,
    table: Element,
    after_box: Element,
    after_table: Element,
    summary: Element,
    predict_box: Element,
    question: Element,
    guess_row: Element,
    guess_buttons: Vec<Element>,
    feedback: Element,
    score: Element,
    _listeners: Vec<Listener>,
    _guess_listeners: Vec<Listener>,
    dispatch: Rc<dyn Fn(Msg)>,
    game: game::GamePanel,
}

const LEGEND: &[kit::LegendEntry] = &[
    ("is-focus", "▸", "cột đang xét", "column being worked on"),
    (
        "is-nonzero",
        "≠0",
        "số dư khác 0: người đi trước thắng",
        "nonzero remainder: the player to move wins",
    ),
    (
        "is-carrier",
        "★",
        "đống bị nước thắng làm nhỏ đi",
        "heap the winning move lowers",
    ),
    (
        "is-changed",
        "1→0",
        "bit đổi giá trị (→? : còn tự chọn)",
        "bit that changes (→? : still free)",
    ),
];

impl Stepper for MooreWidget {
    type Msg = Msg;

    fn build(
        root: &Element,
        placeholder: &Element,
        lang: Lang,
        dispatch: Rc<dyn Fn(Msg)>,
    ) -> Result<MooreWidget, JsValue> {
        let (title, intro) = kit::header(root)?;
        let form = kit::form(root)?;
        let heaps = InputField::new(&form, "heaps")?;
        let k = InputField::new(&form, "k")?;
        dom::set_attr(&k.input, "inputmode", "numeric");
        let (actions, apply) = kit::actions(&form)?;
        let (predict_toggle, predict_text) = kit::predict_switch(&actions)?;

        let legend = kit::Legend::new(root, "nim", LEGEND)?;
        let nim_note = dom::child(root, "p", "moore-nim-note", "")?;
        let scroll = dom::child(root, "div", "nim-scroll", "")?;
        // A wide table scrolls inside its box; the box takes the focus so keys can scroll it.
        dom::set_attr(&scroll, "tabindex", "0");
        let table = dom::child(&scroll, "table", "nim-bits", "")?;

        let predict_box = dom::child(root, "div", "predict", "")?;
        let question = dom::child(&predict_box, "p", "predict-question", "")?;
        let guess_row = dom::child(&predict_box, "div", "predict-buttons", "")?;
        let feedback = dom::child(&predict_box, "p", "predict-feedback", "")?;
        dom::set_attr(&feedback, "aria-live", "polite");
        let score = dom::child(&predict_box, "p", "predict-score", "")?;

        let summary = dom::child(root, "p", "summary moore-summary", "")?;
        let after_box = dom::child(root, "div", "nim-scroll moore-after", "")?;
        // A wide table scrolls inside its box; the box takes the focus so keys can scroll it.
        dom::set_attr(&after_box, "tabindex", "0");
        let after_table = dom::child(&after_box, "table", "nim-bits nim-bits-small", "")?;

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&form, move || d(Msg::Apply))?);
        let d = dispatch.clone();
        listeners.push(kit::on_toggle(&predict_toggle, move |on| {
            d(Msg::SetPredict(on))
        })?);
        let d = dispatch.clone();
        listeners.push(Listener::new(root, "keydown", move |event| {
            let Some(key) = kit::shortcut(&event) else {
                return;
            };
            if let Some(digit) = key.key.chars().next().and_then(|c| c.to_digit(10)) {
                if key.key.chars().count() == 1 {
                    d(Msg::Guess(digit as usize));
                }
            }
        })?);

        let d = dispatch.clone();
        let game = game::GamePanel::new(root, Rc::new(move |m| d(Msg::Game(m))))?;

        let start = play::parse_widget_heaps(DEFAULT_HEAPS)
            .ok()
            .or_else(|| Heaps::new(vec![3, 5, 6, 7]))
            .and_then(|h| Run::new(h, DEFAULT_K))
            .ok_or_else(|| JsValue::from_str("no default heaps"))?;
        let mut widget = MooreWidget {
            run: start,
            predict: Predict::default(),
            title,
            intro,
            heaps,
            k,
            apply,
            predict_text,
            predict_toggle,
            legend,
            nim_note,
            table,
            after_box,
            after_table,
            summary,
            predict_box,
            question,
            guess_row,
            guess_buttons: Vec::new(),
            feedback,
            score,
            _listeners: listeners,
            _guess_listeners: Vec::new(),
            dispatch,
            game,
        };
        let attr = |name: &str, default: &str| {
            placeholder
                .get_attribute(name)
                .unwrap_or_else(|| default.to_string())
        };
        widget
            .heaps
            .set_value(&attr("data-heaps", DEFAULT_HEAPS).replace(',', " "));
        widget.k.set_value(&attr("data-k", &DEFAULT_K.to_string()));
        widget.read_fields(lang);
        widget.start_run_ui();
        Ok(widget)
    }

    fn footer(&self) -> Vec<Element> {
        vec![self.game.root.clone()]
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
                    self.start_run_ui();
                    return Effect::restart();
                }
                Effect::none()
            }
            Msg::SetPredict(on) => {
                self.predict.set_enabled(on);
                Effect::none()
            }
            Msg::Guess(value) => {
                if value >= self.run.modulus() {
                    return Effect::none();
                }
                self.predict.answer(value)
            }
            Msg::Game(msg) => {
                self.game.update(msg, self.run.heaps.sizes(), self.run.k);
                Effect::none()
            }
        }
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        let Some(MooreStep::Column { bit, .. }) =
            position.checked_sub(1).and_then(|k| self.run.steps.get(k))
        else {
            return true;
        };
        self.predict.ask(self.run.column_index(*bit), playing)
    }

    fn on_reset(&mut self) {
        self.clear_guesses();
    }

    fn draw(&mut self, position: usize, lang: Lang) {
        let view = self.run.view(position);
        let caption = lang.pick(
            format!(
                "Các đống {} ở hệ nhị phân, k = {}",
                self.run.text(", "),
                self.run.k
            ),
            format!(
                "The heaps {} in binary, k = {}",
                self.run.text(", "),
                self.run.k
            ),
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
        let after = self
            .run
            .shown_move(position)
            .and_then(|(_, after)| self.run.after_view(after));
        dom::set_hidden(&self.after_box, after.is_none());
        if let Some(view) = after {
            let caption = lang.pick(
                "Sau nước thắng: mọi số dư bằng 0, đối thủ ở thế thua",
                "After the winning move: every remainder is 0, the opponent is lost",
            );
            bits::draw(&self.after_table, &view, caption, lang);
        }
        let note = if self.run.k == 1 {
            lang.pick(
                "k = 1: mỗi lượt chỉ được bốc ở một đống, đó chính là Nim thường. Số dư mod 2 của mỗi cột đúng là hàng XOR của định lý Bouton.",
                "k = 1: each turn takes from one heap only, which is ordinary Nim. Each column's remainder mod 2 is exactly the XOR row of Bouton's theorem.",
            )
            .to_string()
        } else {
            let m = self.run.modulus();
            let k = self.run.k;
            lang.pick(
                format!("k = {k}: mỗi lượt bốc ở 1 đến {k} đống, nên ta đếm số chữ số 1 của mỗi cột theo modulo k + 1 = {m}. Với k = 1 ta có lại Nim thường."),
                format!("k = {k}: each turn takes from 1 to {k} heaps, so each column's count of 1s is taken modulo k + 1 = {m}. With k = 1 this is ordinary Nim again."),
            )
        };
        dom::set_text(&self.nim_note, &note);
        self.draw_predict(position, lang);
        self.game.draw(lang);
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        let m = self.run.modulus();
        let k = self.run.k;
        let Some(step) = position.checked_sub(1).and_then(|i| self.run.steps.get(i)) else {
            return lang.pick(
                format!("Các đống đã được viết ở hệ nhị phân. Bấm “Tiến một bước” hoặc “Chạy” (▶) để đếm số chữ số 1 của từng cột và lấy số dư khi chia cho k + 1 = {m}."),
                format!("The heaps are written in binary. Press “Step forward” or “Play” (▶) to count the 1s of each column and take the remainder modulo k + 1 = {m}."),
            );
        };
        match step {
            MooreStep::Column { bit, ones, residue } => {
                let tail_vi = if *residue == 0 {
                    "chia hết, cột này ổn".to_string()
                } else {
                    "khác 0, nên thế này là thắng cho người đi trước".to_string()
                };
                let tail_en = if *residue == 0 {
                    "a multiple, this column is fine".to_string()
                } else {
                    "not 0, so the player to move wins".to_string()
                };
                lang.pick(
                    format!("Cột bit {bit}: có {ones} đống mang chữ số 1; {ones} mod {m} = {residue}, {tail_vi}."),
                    format!("Column bit {bit}: {ones} heaps have a 1 here; {ones} mod {m} = {residue}, {tail_en}."),
                )
            }
            MooreStep::Verdict { outcome } => match outcome {
                Outcome::Lose => lang.pick(
                    format!("Mọi số dư bằng 0: người đi trước thua (P). Bốc ở tối đa {k} đống thì cột cao nhất bị đổi mất từ 1 đến {k} chữ số 1, không còn chia hết cho {m}."),
                    format!("Every remainder is 0: the player to move loses (P). Taking from at most {k} heaps removes between 1 and {k} ones from the highest changed column, which then is no multiple of {m}."),
                ),
                Outcome::Win => lang.pick(
                    format!("Có số dư khác 0 (cột {}): người đi trước thắng (N). Giờ dựng nước thắng, từ cột cao xuống.", self.run.nonzero_columns().join(", ")),
                    format!("Some remainder is not 0 (column {}): the player to move wins (N). Now build a winning move, from the highest column down.", self.run.nonzero_columns().join(", ")),
                ),
            },
            MooreStep::Build(b) => {
                let (bit, t, f) = (b.bit, b.residue, b.touched);
                match &b.action {
                    BuildAction::Nothing => lang.pick(
                        format!("Cột bit {bit}: để 0 ở các đống đã hạ, số chữ số 1 đã chia hết cho {m}; không phải đổi gì."),
                        format!("Column bit {bit}: with 0 in the lowered heaps, the count of 1s is already a multiple of {m}; nothing changes."),
                    ),
                    BuildAction::SetOnes(set) => lang.pick(
                        format!("Cột bit {bit}: số dư t = {t}, đã hạ f = {f} đống và t + f > k = {k}. Bật bit 1 ở {} đống đã hạ ({}), vì bit thấp của chúng được tự chọn: số chữ số 1 thành bội của {m}.", set.len(), lang.pick("đống ", "heap ").to_string() + &heap_names(set)),
                        format!("Column bit {bit}: remainder t = {t}, f = {f} heaps already lowered and t + f > k = {k}. Put a 1 in {} lowered heaps ({}), whose lower bits are free: the count becomes a multiple of {m}.", set.len(), lang.pick("đống ", "heap ").to_string() + &heap_names(set)),
                    ),
                    BuildAction::Lower(joining) => lang.pick(
                        format!("Cột bit {bit}: số dư t = {t}, mới hạ f = {f} đống và t + f ≤ k = {k}. Hạ đống {}: chữ số 1 ở cột này thành 0, các bit thấp hơn được tự chọn.", heap_names(joining)),
                        format!("Column bit {bit}: remainder t = {t}, only f = {f} heaps lowered and t + f ≤ k = {k}. Lower heap {}: its 1 here becomes 0 and its lower bits become free.", heap_names(joining)),
                    ),
                }
            }
            MooreStep::Move { moves, after } => {
                let after: Vec<String> = after.iter().map(u64::to_string).collect();
                lang.pick(
                    format!("Nước thắng ({} đống ≤ k = {k}): {}. Còn lại {}: mọi số dư bằng 0.", moves.len(), move_list(moves, self.run.heaps.sizes(), lang), after.join(" ")),
                    format!("Winning move ({} heaps ≤ k = {k}): {}. Left: {}, every remainder is 0.", moves.len(), move_list(moves, self.run.heaps.sizes(), lang), after.join(" ")),
                )
            }
        }
    }

    fn code(&self, position: usize) -> CodeView {
        let n = self.run.heaps.sizes().len();
        let mut variables = vec![
            ("n".to_string(), n.to_string()),
            ("k".to_string(), self.run.k.to_string()),
        ];
        let Some(step) = position.checked_sub(1).and_then(|i| self.run.steps.get(i)) else {
            return CodeView {
                lines: Vec::new(),
                variables,
            };
        };
        match step {
            MooreStep::Column { bit, ones, residue } => {
                variables.push(("b".to_string(), bit.to_string()));
                variables.push(("ones".to_string(), ones.to_string()));
                variables.push(("r".to_string(), residue.to_string()));
            }
            MooreStep::Verdict { outcome } => {
                let lose = *outcome == Outcome::Lose;
                variables.push(("lose".to_string(), lose.to_string()));
            }
            MooreStep::Build(b) => {
                variables.push(("b".to_string(), b.bit.to_string()));
                variables.push(("r".to_string(), b.residue.to_string()));
                let list: Vec<String> = b.free.iter().map(usize::to_string).collect();
                variables.push(("touched".to_string(), format!("[{}]", list.join(", "))));
                let t: Vec<String> = b.targets.iter().map(u64::to_string).collect();
                variables.push(("t".to_string(), format!("[{}]", t.join(", "))));
            }
            MooreStep::Move { moves, .. } => {
                let list: Vec<String> = moves.iter().map(|m| m.heap.to_string()).collect();
                variables.push(("touched".to_string(), format!("[{}]", list.join(", "))));
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
            lang.pick(
                "Nim-k của Moore: đếm chữ số 1 theo modulo k + 1",
                "Moore's Nim-k: counting 1s modulo k + 1",
            ),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Mỗi lượt được bốc sỏi ở 1 đến k đống cùng lúc (mỗi đống bao nhiêu cũng được). Viết các đống ở hệ nhị phân, đếm số chữ số 1 của từng cột và chia cho k + 1: người đi trước thua khi và chỉ khi mọi số dư bằng 0.",
                "Each turn takes stones from 1 up to k heaps at once (any amount from each). Write the heaps in binary, count the 1s in each column and divide by k + 1: the player to move loses exactly when every remainder is 0.",
            ),
        );
        self.heaps.set_label(&lang.pick(
            format!("Các đống ({MIN_WIDGET_HEAPS}–{MAX_WIDGET_HEAPS} đống, mỗi đống 0–{MAX_WIDGET_HEAP}; ví dụ 3 5 6 7)"),
            format!("Heaps ({MIN_WIDGET_HEAPS}–{MAX_WIDGET_HEAPS} heaps, each 0–{MAX_WIDGET_HEAP}; e.g. 3 5 6 7)"),
        ));
        self.k.set_label(&lang.pick(
            format!("Số đống tối đa mỗi lượt k (1–{MAX_WIDGET_K})"),
            format!("Heaps per move k (1–{MAX_WIDGET_K})"),
        ));
        dom::set_text(&self.apply, lang.pick("Phân tích", "Analyse"));
        dom::set_text(
            &self.predict_text,
            lang.pick(
                "Tự đoán số dư của mỗi cột",
                "Predict each column's remainder",
            ),
        );
        self.legend.relabel(lang);
        for (r, button) in self.guess_buttons.iter().enumerate() {
            dom::set_attr(
                button,
                "aria-label",
                &lang.pick(format!("Đoán số dư {r}"), format!("Guess remainder {r}")),
            );
        }
        dom::set_attr(
            &self.guess_row,
            "aria-label",
            lang.pick("Số dư bạn đoán", "Your guess for the remainder"),
        );
        self.read_fields_quietly(lang);
        self.game.relabel(lang);
    }

    fn stdin(&self) -> String {
        self.run.stdin()
    }

    fn apply_stdin(&mut self, text: &str, _lang: Lang) -> Result<(), InputError> {
        let mut input = JudgeInput::new(text);
        let n = input.count(COUNT, MIN_WIDGET_HEAPS, MAX_WIDGET_HEAPS)?;
        let k = read_k(input.number(K, 0, MAX_WIDGET_K))?;
        let sizes = (0..n)
            .map(|_| input.number(HEAPS, 0, MAX_WIDGET_HEAP))
            .collect::<Result<Vec<u64>, _>>()?;
        input.finish()?;
        let heaps =
            Heaps::new(sizes).ok_or(InputError::new(HEAPS, nimlab_solver::Problem::Empty))?;
        let run = Run::new(heaps, k).ok_or(InputError::new(K, nimlab_solver::Problem::Zero))?;
        self.run = run;
        self.heaps.set_value(&self.run.text(" "));
        self.k.set_value(&k.to_string());
        self.heaps.show(None, Lang::Vi);
        self.k.show(None, Lang::Vi);
        self.start_run_ui();
        Ok(())
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        vec![("heaps", self.run.text(",")), ("k", self.run.k.to_string())]
    }

    fn restore(&mut self, get: &dyn Fn(&str) -> Option<String>, lang: Lang) -> bool {
        let (heaps, k) = (get("heaps"), get("k"));
        if heaps.is_none() && k.is_none() {
            return false;
        }
        if let Some(heaps) = heaps {
            self.heaps.set_value(&heaps.replace(',', " "));
        }
        if let Some(k) = k {
            self.k.set_value(&k);
        }
        let ok = self.read_fields(lang);
        if ok {
            self.start_run_ui();
        }
        ok
    }
}

impl MooreWidget {
    /// Validates both fields, each error at its field; on success the walk starts over on the
    /// new input, on any error the current picture stays.
    fn read_fields(&mut self, lang: Lang) -> bool {
        let heaps = play::parse_widget_heaps(&self.heaps.value());
        let k = read_k(parse_number(&self.k.value(), K, 0, MAX_WIDGET_K));
        self.heaps.show(heaps.as_ref().err(), lang);
        self.k.show(k.as_ref().err(), lang);
        match (heaps, k) {
            (Ok(heaps), Ok(k)) => match Run::new(heaps, k) {
                Some(run) => {
                    self.run = run;
                    true
                }
                None => false,
            },
            _ => false,
        }
    }

    fn read_fields_quietly(&self, lang: Lang) {
        let heaps = play::parse_widget_heaps(&self.heaps.value());
        let k = read_k(parse_number(&self.k.value(), K, 0, MAX_WIDGET_K));
        self.heaps.show(heaps.as_ref().err(), lang);
        self.k.show(k.as_ref().err(), lang);
    }

    /// Clears the guesses, makes one answer button per possible remainder and starts a game.
    fn start_run_ui(&mut self) {
        self.game.new_game(self.run.heaps.sizes(), self.run.k);
        self.clear_guesses();
        self._guess_listeners.clear();
        while let Some(old) = self.guess_row.first_child() {
            let _ = self.guess_row.remove_child(&old);
        }
        let mut buttons = Vec::new();
        for r in 0..self.run.modulus() {
            let Ok(button) = dom::button(&self.guess_row, "btn guess", &r.to_string()) else {
                continue;
            };
            let d = self.dispatch.clone();
            if let Ok(l) = Listener::new(&button, "click", move |_| d(Msg::Guess(r))) {
                self._guess_listeners.push(l);
            }
            buttons.push(button);
        }
        self.guess_buttons = buttons;
    }

    fn clear_guesses(&mut self) {
        self.predict.clear(self.run.table.width as usize);
    }

    fn draw_predict(&self, position: usize, lang: Lang) {
        let p = &self.predict;
        dom::set_hidden(&self.predict_box, !p.enabled());
        kit::set_checked(&self.predict_toggle, p.enabled());
        let m = self.run.modulus();
        let question = match p.waiting_for().map(|c| self.run.column_bit(c)) {
            Some(b) => lang.pick(
                format!("Cột bit {b}: số chữ số 1 chia cho {m} dư bao nhiêu? Chọn trước khi xem (phím 0–{}).", m - 1),
                format!("Column bit {b}: what is its count of 1s modulo {m}? Choose before you look (keys 0–{}).", m - 1),
            ),
            None => lang.pick(
                "Bấm Tiến hoặc Chạy: trước mỗi cột, bạn sẽ được hỏi số dư của cột đó.".to_string(),
                "Press Step or Play: before each column you will be asked for its remainder.".to_string(),
            ),
        };
        dom::set_text(&self.question, &question);
        for (r, button) in self.guess_buttons.iter().enumerate() {
            dom::set_disabled(button, p.waiting_for().is_none());
            dom::set_attr(
                button,
                "aria-label",
                &lang.pick(format!("Đoán số dư {r}"), format!("Guess remainder {r}")),
            );
        }
        let last = position.checked_sub(1).and_then(|i| self.run.steps.get(i));
        let feedback = match last {
            Some(MooreStep::Column { bit, ones, residue }) => {
                let c = self.run.column_index(*bit);
                p.guess(c).map(|&g| {
                    if g == *residue {
                        lang.pick(
                            format!("✓ Bạn đoán {g}: đúng!"),
                            format!("✓ You guessed {g}: right!"),
                        )
                    } else {
                        lang.pick(
                            format!("✗ Bạn đoán {g}, nhưng {ones} mod {m} = {residue}."),
                            format!("✗ You guessed {g}, but {ones} mod {m} = {residue}."),
                        )
                    }
                })
            }
            _ => None,
        };
        dom::set_text(&self.feedback, feedback.as_deref().unwrap_or(""));
        let truth: Vec<usize> = self
            .run
            .steps
            .iter()
            .filter_map(|s| match s {
                MooreStep::Column { residue, .. } => Some(*residue),
                _ => None,
            })
            .collect();
        let (right, total) = p.score(|c, &g| Some(g == *truth.get(c)?));
        dom::set_text(
            &self.score,
            &lang.pick(
                format!("Đoán đúng {right} / {total} cột"),
                format!("Right: {right} of {total} columns"),
            ),
        );
    }
}
