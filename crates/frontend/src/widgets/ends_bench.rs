//! `ends-bench`: the score lesson's claim measured on the learner's own browser. The solver's
//! 2-D interval DP filled by length ([`GridFill`], [`Row::grid_by_length`] in slices: the
//! lesson's order, an `n × n` array) and the rolled 1-D version ([`Row::rolled_diff`], one array of `n`) run on the same
//! random row, a few repetitions each; the widget shows the median times, their ratio, the
//! memory each uses, and checks that both give the same `dp[0][n−1]`.
//!
//! The page never freezes: the work runs in `setTimeout` ticks of at most about [`TICK_MS`],
//! with a progress line and a Cancel button in between. A rolled repetition fits in one tick; a
//! 2-D repetition (seconds at n = 5000) is spread over many with the solver's resumable
//! [`GridFill`], and only the filling is timed. A repetition shorter than [`SLICE_MS`] is run
//! again and again until that much time has passed, and divided, since the browser's clock is
//! coarse.
//!
//! Placeholder: `data-n` (2 … 5000, default 2000). URL key: `{id}.n`.

use std::cell::RefCell;
use std::hint::black_box;
use std::rc::{Rc, Weak};

use nimlab_solver::input::{parse_number, Field, RawInt};
use nimlab_solver::score::{num, GridFill, Row, MAX_LEN};
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::practice::{fresh_seed, Rng};
use crate::dom::timer::{now, Ticker, TICK_MS};
use crate::dom::{self, Listener};
use crate::kit;
use crate::kit::embed_panel::EmbedPanel;
use crate::kit::form::InputField;
use crate::kit::share;
use crate::kit::Widget;

const LENGTH: Field = Field::new("n", "Độ dài dãy n", "Row length n", "2000");
const DEFAULT_N: usize = 2000;
const MIN_N: u64 = 2;
/// Repetitions of each method.
const REPS: usize = 5;
/// A repetition lasts at least this long (repeating a fast computation), so the clock's
/// coarse resolution does not turn a time into 0.
const SLICE_MS: f64 = 10.0;
/// Cells of the 2-D grid filled between two looks at the clock.
const CHUNK_CELLS: usize = 50_000;
/// Bytes of one cell (`i64`).
const CELL_BYTES: u64 = 8;

enum Msg {
    Run,
    Cancel,
    Tick,
}

/// A run in progress: repetitions alternate, 2-D first.
struct Run {
    row: Row,
    done: usize,
    grid_ms: Vec<f64>,
    rolled_ms: Vec<f64>,
    grid_answer: Option<i64>,
    rolled_answer: Option<i64>,
    /// Every repetition of each method gave the same answer as its first.
    steady: bool,
    /// The 2-D repetition under way, and the time spent on it so far.
    fill: Option<GridFill>,
    fill_ms: f64,
}

impl Run {
    fn total() -> usize {
        2 * REPS
    }
}

/// A finished measurement.
struct Outcome {
    n: usize,
    grid_ms: f64,
    rolled_ms: f64,
    grid_answer: i64,
    rolled_answer: i64,
    steady: bool,
}

enum Status {
    Idle,
    Running,
    Cancelled { done: usize },
    Finished,
}

struct State {
    id: String,
    lang: Lang,
    /// The n of the field (last good value).
    n: usize,
    run: Option<Run>,
    status: Status,
    result: Option<Outcome>,
    refused: Option<InputError>,
    timer: Rc<Ticker>,
    title: Element,
    intro: Element,
    field: InputField,
    start: Element,
    cancel: Element,
    progress: Element,
    caption: Element,
    heads: Vec<Element>,
    rows: [[Element; 5]; 2],
    ratio: Element,
    agree: Element,
    note: Element,
    embed: Option<EmbedPanel>,
    _listeners: Vec<Listener>,
}

pub struct EndsBench {
    state: Rc<RefCell<Option<State>>>,
}

impl Widget for EndsBench {
    fn set_lang(&self, lang: Lang) {
        if let Ok(mut slot) = self.state.try_borrow_mut() {
            if let Some(state) = slot.as_mut() {
                state.lang = lang;
                state.render();
            }
        }
    }
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

fn read_n(text: &str) -> Result<usize, InputError> {
    // ≤ MAX_LEN, a usize.
    parse_number(text, LENGTH, MIN_N, MAX_LEN as u64).map(|n| n as usize)
}

impl EndsBench {
    pub fn mount(placeholder: &Element, lang: Lang, id: &str) -> Result<EndsBench, JsValue> {
        let shared: Rc<RefCell<Option<State>>> = Rc::new(RefCell::new(None));
        let weak = Rc::downgrade(&shared);
        let dispatch: Rc<dyn Fn(Msg)> = Rc::new(move |msg| deliver(&weak, msg));
        while let Some(old) = placeholder.first_child() {
            placeholder.remove_child(&old)?;
        }
        let root = dom::child(placeholder, "section", "widget ends-bench-widget", "")?;
        let (title, intro) = kit::header(&root)?;
        let form = kit::form(&root)?;
        let field = InputField::new(&form, "n")?;
        dom::set_attr(&field.input, "inputmode", "numeric");
        let (actions, start) = kit::actions(&form)?;
        let cancel = dom::button(&actions, "btn ends-bench-cancel", "")?;
        let progress = dom::child(&root, "p", "ends-bench-progress", "")?;
        dom::set_attr(&progress, "aria-live", "polite");
        dom::set_attr(&progress, "role", "status");
        let caption = dom::child(&root, "p", "ends-bench-caption", "")?;
        let wrap = dom::child(&root, "div", "ends-bench-wrap", "")?;
        // A wide table scrolls inside its box; the box takes the focus so keys can scroll it.
        dom::set_attr(&wrap, "tabindex", "0");
        let table = dom::child(&wrap, "table", "ends-bench-table", "")?;
        let head = dom::child(&table, "tr", "", "")?;
        let mut heads = Vec::new();
        for _ in 0..5 {
            let th = dom::child(&head, "th", "", "")?;
            dom::set_attr(&th, "scope", "col");
            heads.push(th);
        }
        let make_row = |class: &str| -> Result<[Element; 5], JsValue> {
            let tr = dom::child(&table, "tr", class, "")?;
            let name = dom::child(&tr, "th", "", "")?;
            dom::set_attr(&name, "scope", "row");
            Ok([
                name,
                dom::child(&tr, "td", "ends-bench-time", "")?,
                dom::child(&tr, "td", "ends-bench-cells", "")?,
                dom::child(&tr, "td", "ends-bench-bytes", "")?,
                dom::child(&tr, "td", "ends-bench-answer", "")?,
            ])
        };
        let rows = [make_row("ends-bench-grid")?, make_row("ends-bench-rolled")?];
        let ratio = dom::child(&root, "p", "ends-bench-ratio", "")?;
        let agree = dom::child(&root, "p", "ends-bench-agree", "")?;
        let note = dom::child(&root, "p", "ends-bench-note", "")?;

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&form, move || d(Msg::Run))?);
        let d = dispatch.clone();
        listeners.push(Listener::new(&cancel, "click", move |_| d(Msg::Cancel))?);

        let d = dispatch.clone();
        let timer = Ticker::new(move || d(Msg::Tick));

        let from_url = share::get(id, "n").and_then(|t| read_n(&t).ok());
        let from_page = placeholder
            .get_attribute("data-n")
            .and_then(|t| read_n(&t).ok());
        let n = from_url.or(from_page).unwrap_or(DEFAULT_N);
        field.set_value(&n.to_string());
        let embed = EmbedPanel::new(&root, &root, placeholder)?;
        let state = State {
            id: id.to_string(),
            lang,
            n,
            run: None,
            status: Status::Idle,
            result: None,
            refused: None,
            timer,
            title,
            intro,
            field,
            start,
            cancel,
            progress,
            caption,
            heads,
            rows,
            ratio,
            agree,
            note,
            embed,
            _listeners: listeners,
        };
        state.render();
        dom::set_attr(&root, "data-ready", "true");
        *shared.borrow_mut() = Some(state);
        Ok(EndsBench { state: shared })
    }
}

/// A random row of `n` numbers from 1 to 1000, through the solver's checks.
fn random_row(n: usize) -> Row {
    let mut rng = Rng::new(fresh_seed());
    let raw: Vec<RawInt> = (0..n)
        .map(|_| RawInt::Value(i128::from(rng.range(1, 1000))))
        .collect();
    Row::from_raw(&raw).unwrap_or_else(|_| Row::lesson_example())
}

/// One repetition: runs `f` until [`SLICE_MS`] have passed (at least once); the time of one
/// run and its answer.
fn measure(f: impl Fn() -> i64) -> (f64, i64) {
    let start = now();
    let mut count = 0u32;
    loop {
        let answer = black_box(f());
        count += 1;
        let elapsed = now() - start;
        if elapsed >= SLICE_MS || count >= 100_000 {
            return (elapsed / f64::from(count), answer);
        }
    }
}

fn median(times: &[f64]) -> f64 {
    let mut sorted = times.to_vec();
    sorted.sort_by(|a, b| a.total_cmp(b));
    match sorted.len() {
        0 => 0.0,
        len if len % 2 == 1 => sorted.get(len / 2).copied().unwrap_or(0.0),
        len => {
            let (a, b) = (sorted.get(len / 2 - 1), sorted.get(len / 2));
            (a.copied().unwrap_or(0.0) + b.copied().unwrap_or(0.0)) / 2.0
        }
    }
}

/// `1234567` as `1.234.567` (vi) or `1,234,567` (en).
fn group(value: u64, lang: Lang) -> String {
    let digits = value.to_string();
    let sep = lang.pick('.', ',');
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(sep);
        }
        out.push(c);
    }
    out
}

/// A decimal with `places` digits, with the language's decimal mark.
fn decimal(value: f64, places: usize, lang: Lang) -> String {
    let text = format!("{value:.places$}");
    match lang {
        Lang::Vi => text.replace('.', ","),
        Lang::En => text,
    }
}

/// Bytes in decimal units, as the lesson counts them (200 MB for 25 million cells).
fn bytes(value: u64, lang: Lang) -> String {
    let units = [(1_000_000_000, "GB"), (1_000_000, "MB"), (1_000, "KB")];
    for (size, unit) in units {
        if value >= size {
            return format!("{} {unit}", decimal(value as f64 / size as f64, 1, lang));
        }
    }
    format!("{value} B")
}

fn millis(ms: f64, lang: Lang) -> String {
    let places = if ms < 1.0 {
        3
    } else if ms < 100.0 {
        2
    } else {
        0
    };
    format!("{} ms", decimal(ms, places, lang))
}

impl State {
    fn update(&mut self, msg: Msg) {
        match msg {
            Msg::Run => {
                if self.run.is_some() {
                    return;
                }
                match read_n(&self.field.value()) {
                    Ok(n) => {
                        self.refused = None;
                        self.n = n;
                        share::set(&self.id, &[("n", n.to_string())]);
                        self.run = Some(Run {
                            row: random_row(n),
                            done: 0,
                            grid_ms: Vec::new(),
                            rolled_ms: Vec::new(),
                            grid_answer: None,
                            rolled_answer: None,
                            steady: true,
                            fill: None,
                            fill_ms: 0.0,
                        });
                        self.status = Status::Running;
                        self.timer.schedule();
                    }
                    Err(error) => self.refused = Some(error),
                }
            }
            Msg::Cancel => {
                if let Some(run) = self.run.take() {
                    self.timer.cancel();
                    self.status = Status::Cancelled { done: run.done };
                }
            }
            Msg::Tick => self.tick(),
        }
    }

    fn tick(&mut self) {
        let Some(run) = self.run.as_mut() else {
            return;
        };
        let n = run.row.len();
        if run.done % 2 == 0 {
            let start = now();
            let mut fill = match run.fill.take() {
                Some(fill) => fill,
                None => {
                    run.fill_ms = 0.0;
                    GridFill::new(black_box(&run.row))
                }
            };
            while !fill.advance(CHUNK_CELLS) {
                if now() - start >= TICK_MS {
                    run.fill_ms += now() - start;
                    run.fill = Some(fill);
                    self.timer.schedule();
                    return;
                }
            }
            let elapsed = run.fill_ms + (now() - start);
            let answer = black_box(fill.diff()).unwrap_or_default();
            drop(fill);
            let ms = if elapsed < SLICE_MS {
                let row = &run.row;
                measure(|| {
                    let mut fill = GridFill::new(black_box(row));
                    fill.advance(usize::MAX);
                    fill.diff().unwrap_or_default()
                })
                .0
            } else {
                elapsed
            };
            run.grid_ms.push(ms);
            run.steady &= !matches!(run.grid_answer, Some(a) if a != answer);
            run.grid_answer = Some(answer);
        } else {
            let row = &run.row;
            let (ms, answer) = measure(|| black_box(row).rolled_diff());
            run.rolled_ms.push(ms);
            run.steady &= !matches!(run.rolled_answer, Some(a) if a != answer);
            run.rolled_answer = Some(answer);
        }
        run.done += 1;
        if run.done < Run::total() {
            self.timer.schedule();
            return;
        }
        if let Some(run) = self.run.take() {
            if let (Some(grid_answer), Some(rolled_answer)) = (run.grid_answer, run.rolled_answer) {
                self.result = Some(Outcome {
                    n,
                    grid_ms: median(&run.grid_ms),
                    rolled_ms: median(&run.rolled_ms),
                    grid_answer,
                    rolled_answer,
                    steady: run.steady,
                });
            }
            self.status = Status::Finished;
        }
    }

    fn render(&self) {
        let lang = self.lang;
        if let Some(embed) = &self.embed {
            embed.update(vec![("n", self.n.to_string())], lang);
        }
        dom::set_text(
            &self.title,
            lang.pick(
                "Đo trên máy của bạn: bảng hai chiều và mảng cuộn",
                "Measure it on your machine: the 2-D grid and the rolled array",
            ),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Máy tạo một dãy ngẫu nhiên dài n rồi tính hiệu số dp[0][n−1] bằng hai cách: bảng n × n điền theo độ dài, \
                 và mảng cuộn chỉ n ô. Mỗi cách chạy 5 lần; bảng dưới ghi thời gian trung vị. Hãy đoán trước: cách nào nhanh hơn, và nhanh hơn bao nhiêu lần?",
                "A random row of length n is solved for the lead dp[0][n−1] in two ways: the n × n grid filled by length, \
                 and the rolled array of only n cells. Each runs 5 times; the table shows the median times. Guess first: which is faster, and by how much?",
            ),
        );
        self.field.set_label(LENGTH.label(lang));
        self.field.show(self.refused.as_ref(), lang);
        let running = self.run.is_some();
        dom::set_text(&self.start, lang.pick("Đo", "Measure"));
        dom::set_disabled(&self.start, running);
        dom::set_text(&self.cancel, lang.pick("Huỷ", "Cancel"));
        dom::set_disabled(&self.cancel, !running);

        let total = Run::total();
        let progress = match (&self.status, &self.run) {
            (Status::Running, Some(run)) => {
                let (vi_what, en_what) = if run.done % 2 == 0 {
                    ("bảng hai chiều", "the 2-D grid")
                } else {
                    ("mảng cuộn", "the rolled array")
                };
                let (done, n) = (run.done, run.row.len());
                lang.pick(
                    format!("Đang đo với n = {n}: xong {done} / {total} lần chạy; tiếp theo là {vi_what}. Trang vẫn dùng được trong lúc đo."),
                    format!("Measuring with n = {n}: {done} of {total} runs done; next, {en_what}. The page stays usable meanwhile."),
                )
            }
            (Status::Cancelled { done }, _) => lang.pick(
                format!("Đã huỷ sau {done} / {total} lần chạy; chưa có kết quả mới."),
                format!("Cancelled after {done} of {total} runs; no new result."),
            ),
            (Status::Finished, _) => lang.pick(
                format!("Xong {total} / {total} lần chạy."),
                format!("All {total} runs done."),
            ),
            _ => lang
                .pick(
                    "Chưa đo. Bấm “Đo” (hoặc Enter trong ô n) để bắt đầu.",
                    "Not measured yet. Press “Measure” (or Enter in the n field) to start.",
                )
                .to_string(),
        };
        dom::set_text(&self.progress, &progress);

        let n = self.result.as_ref().map_or(self.n, |r| r.n) as u64;
        dom::set_text(
            &self.caption,
            &match &self.result {
                Some(_) => lang.pick(
                    format!("Kết quả lần đo gần nhất, n = {}:", group(n, lang)),
                    format!("The latest measurement, n = {}:", group(n, lang)),
                ),
                None => lang.pick(
                    format!(
                        "Bộ nhớ cần với n = {} (thời gian có sau khi đo):",
                        group(n, lang)
                    ),
                    format!(
                        "Memory needed for n = {} (times come with a measurement):",
                        group(n, lang)
                    ),
                ),
            },
        );
        let heads = [
            lang.pick("Cách tính", "Method"),
            lang.pick("Thời gian (trung vị)", "Time (median)"),
            lang.pick("Số ô", "Cells"),
            lang.pick("Bộ nhớ", "Memory"),
            "dp[0][n−1]",
        ];
        for (th, text) in self.heads.iter().zip(heads) {
            dom::set_text(th, text);
        }
        let names = [
            lang.pick("Bảng hai chiều (n × n)", "2-D grid (n × n)"),
            lang.pick("Mảng cuộn (n ô)", "Rolled array (n cells)"),
        ];
        let cells = [n * n, n];
        let times = self
            .result
            .as_ref()
            .map(|r| [(r.grid_ms, r.grid_answer), (r.rolled_ms, r.rolled_answer)]);
        for (k, row) in self.rows.iter().enumerate() {
            let [name, time, count, memory, answer] = row;
            dom::set_text(name, names[k]);
            let measured = times.map(|t| t[k]);
            dom::set_text(
                time,
                &measured.map_or("—".to_string(), |(ms, _)| millis(ms, lang)),
            );
            dom::set_text(count, &group(cells[k], lang));
            dom::set_text(memory, &bytes(cells[k] * CELL_BYTES, lang));
            dom::set_text(answer, &measured.map_or("—".to_string(), |(_, a)| num(a)));
        }

        let (ratio, agree) = match &self.result {
            None => (String::new(), String::new()),
            Some(r) => {
                let ratio = if r.rolled_ms > 0.0 {
                    let x = r.grid_ms / r.rolled_ms;
                    if x >= 1.0 {
                        lang.pick(
                            format!("Tỉ lệ: mảng cuộn nhanh hơn {} lần, dù hai cách làm cùng số phép tính.", decimal(x, 1, lang)),
                            format!("Ratio: the rolled array is {} times faster, with the same number of operations.", decimal(x, 1, lang)),
                        )
                    } else {
                        lang.pick(
                            format!("Tỉ lệ: lần này bảng hai chiều nhanh hơn {} lần (n nhỏ thì cả bảng nằm gọn trong cache).", decimal(1.0 / x, 1, lang)),
                            format!("Ratio: this time the 2-D grid is {} times faster (for a small n the whole grid fits in the cache).", decimal(1.0 / x, 1, lang)),
                        )
                    }
                } else {
                    lang.pick(
                        "Tỉ lệ: mảng cuộn quá nhanh để đồng hồ của trình duyệt đo được."
                            .to_string(),
                        "Ratio: the rolled array was too fast for the browser's clock.".to_string(),
                    )
                };
                let d = num(r.grid_answer);
                let agree = if r.grid_answer == r.rolled_answer && r.steady {
                    lang.pick(
                        format!("✓ Hai cách cho cùng đáp án: dp[0][{}] = {d}.", r.n - 1),
                        format!(
                            "✓ Both methods give the same answer: dp[0][{}] = {d}.",
                            r.n - 1
                        ),
                    )
                } else {
                    lang.pick(
                        format!("✗ Hai cách cho đáp án khác nhau ({d} và {}): đây là lỗi, xin báo cho chúng tôi.", num(r.rolled_answer)),
                        format!("✗ The methods disagree ({d} and {}): this is a bug, please report it.", num(r.rolled_answer)),
                    )
                };
                (ratio, agree)
            }
        };
        dom::set_text(&self.ratio, &ratio);
        dom::set_hidden(&self.ratio, ratio.is_empty());
        dom::set_text(&self.agree, &agree);
        dom::set_hidden(&self.agree, agree.is_empty());
        dom::set_text(
            &self.note,
            lang.pick(
                "Thời gian thay đổi theo máy, trình duyệt và những gì đang chạy cùng lúc; hãy so tỉ lệ hơn là từng con số. \
                 Thời gian của bảng hai chiều gồm cả việc cấp phát và xoá n × n ô. Đây là WebAssembly trong trình duyệt, không phải C++ đã biên dịch, nên tỉ lệ có thể khác số đo trong bài.",
                "Times vary between machines, browsers and whatever else is running; compare the ratio rather than single numbers. \
                 The 2-D time includes allocating and clearing the n × n cells. This is WebAssembly in a browser, not compiled C++, so the ratio may differ from the lesson's figure.",
            ),
        );
    }
}
