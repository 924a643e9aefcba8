//! `ends-bench`: the score lesson's claim measured on the learner's own browser: the solver's
//! race ([`Race`]) of the three fills of the interval DP on one random row (the `n × n` grid by
//! length, the same grid by rows, the rolled array: [`Method::ALL`]), run in ticks of at most
//! about [`TICK_MS`] with a progress line and a Cancel button in between, so the page never
//! freezes. The widget shows each method's median time, its ratio to the fastest, the memory it
//! uses, the finishing order, and whether all three gave the same `dp[0][n−1]`.
//!
//! Placeholder: `data-n` (2 … 5000, default 2000). Link key: `{id}.n`, written when a run starts.

use std::rc::Rc;

use nimlab_solver::input::{parse_number, Field};
use nimlab_solver::random::{self, Rng};
use nimlab_solver::score::race::{bytes, group, millis, Method, Race, Timing, CELL_BYTES};
use nimlab_solver::score::{num, MAX_LEN};
use nimlab_solver::{InputError, Lang};
use web_sys::Element;

use crate::dom::timer::{now, Ticker, TICK_MS};
use crate::dom::{self, Listener};
use crate::kit::fields::{FieldSet, Kind, Spec};
use crate::kit::share;
use crate::kit::stage::Part;
use crate::kit::standalone::{Build, Standalone};
use crate::kit::MountError;

const LENGTH: Field = Field::new("n", "Độ dài dãy n", "Row length n", "2000");
const DEFAULT_N: usize = 2000;

pub enum Msg {
    Run,
    Cancel,
    Tick,
}

/// How the last run ended (while one runs, its progress is shown instead).
enum Status {
    Idle,
    Cancelled(usize),
    Finished,
}

pub struct EndsBench {
    /// The n of the field (last good value).
    n: usize,
    run: Option<Race>,
    status: Status,
    result: Option<Timing>,
    refused: Vec<InputError>,
    timer: Rc<Ticker>,
    fields: FieldSet,
    start: Element,
    cancel: Element,
    progress: Element,
    caption: Element,
    /// Per method (in the order of [`Method::ALL`]): time, ratio to the fastest, cells,
    /// bytes, answer.
    rows: Vec<[Element; 5]>,
    ratio: Element,
    agree: Element,
    _listeners: Vec<Listener>,
}

fn read_n(text: &str) -> Result<usize, InputError> {
    // ≤ MAX_LEN, a usize.
    parse_number(text, LENGTH, 2, MAX_LEN as u64).map(|n| n as usize)
}

impl Standalone for EndsBench {
    type Msg = Msg;

    fn build(build: Build<'_, Msg>) -> Result<Self, MountError> {
        let Build {
            stage,
            placeholder,
            id,
            dispatch,
        } = build;
        stage.set_title((
            "Đo trên máy của bạn: ba cách điền, cùng một công thức",
            "Measure it on your machine: three fills, one formula",
        ));
        stage.set_intro((
            "Máy tạo một dãy ngẫu nhiên dài n rồi tính hiệu số dp[0][n−1] bằng ba cách: bảng n × n điền theo độ dài, \
             bảng n × n điền theo hàng (từ hàng dưới cùng lên), và mảng cuộn chỉ n ô. Mỗi cách chạy 5 lần, lần lượt xen kẽ nhau; \
             bảng dưới ghi thời gian trung vị và tỉ lệ với cách nhanh nhất. Hãy đoán trước: cách nào về nhất, cách nào về bét, và chậm hơn bao nhiêu lần?",
            "A random row of length n is solved for the score difference dp[0][n−1] in three ways: the n × n grid filled by length, \
             the n × n grid filled by rows (from the bottom row up), and the rolled array of only n cells. Each runs 5 times, taking turns; \
             the table shows the median times and their ratios to the fastest. Guess first: which comes first, which comes last, and how many times slower?",
        ));
        let texts = stage.texts().clone();
        let input = stage.part(Part::Input);
        let form = dom::child(input, "form", "widget-form", "")?;
        dom::set_attr(&form, "novalidate", "");
        let label = (LENGTH.label(Lang::Vi), LENGTH.label(Lang::En));
        let spec = Spec::new("n", label, &DEFAULT_N.to_string(), Kind::Number);
        let fields = FieldSet::new(&form, vec![spec], &texts)?;
        let actions = dom::child(&form, "div", "form-actions", "")?;
        let start = texts.button(&actions, "btn btn-primary", ("Đo", "Measure"))?;
        dom::set_attr(&start, "type", "submit");
        let cancel = texts.button(&actions, "btn ends-bench-cancel", ("Hủy", "Cancel"))?;
        let progress = dom::child(input, "p", "ends-bench-progress", "")?;
        dom::set_attr(&progress, "aria-live", "polite");
        dom::set_attr(&progress, "role", "status");

        let picture = stage.part(Part::Picture);
        let caption = dom::child(picture, "p", "ends-bench-caption", "")?;
        let wrap = dom::child(picture, "div", "ends-bench-wrap", "")?;
        // A wide table scrolls inside its box; the box takes the focus so keys can scroll it.
        dom::set_attr(&wrap, "tabindex", "0");
        let table = dom::child(&wrap, "table", "ends-bench-table", "")?;
        let head = dom::child(&table, "tr", "", "")?;
        for words in [
            ("Cách tính", "Method"),
            ("Thời gian (trung vị)", "Time (median)"),
            ("Tỉ lệ với cách nhanh nhất", "Ratio to the fastest"),
            ("Số ô", "Cells"),
            ("Bộ nhớ", "Memory"),
            ("dp[0][n−1]", "dp[0][n−1]"),
        ] {
            dom::set_attr(&texts.child(&head, "th", "", words)?, "scope", "col");
        }
        let mut rows = Vec::new();
        for (class, words) in [
            (
                "ends-bench-by-length",
                ("Bảng n × n, theo độ dài", "n × n grid, by length"),
            ),
            (
                "ends-bench-by-rows",
                ("Bảng n × n, theo hàng", "n × n grid, by rows"),
            ),
            (
                "ends-bench-rolled",
                ("Mảng cuộn, n ô", "Rolled array, n cells"),
            ),
        ] {
            let tr = dom::child(&table, "tr", class, "")?;
            dom::set_attr(&texts.child(&tr, "th", "", words)?, "scope", "row");
            let cell = |what: &str| dom::child(&tr, "td", &format!("ends-bench-{what}"), "");
            rows.push([
                cell("time")?,
                cell("factor")?,
                cell("cells")?,
                cell("bytes")?,
                cell("answer")?,
            ]);
        }
        let analysis = stage.part(Part::Analysis);
        let ratio = dom::child(analysis, "p", "ends-bench-ratio", "")?;
        let agree = dom::child(analysis, "p", "ends-bench-agree", "")?;
        texts.child(
            analysis,
            "p",
            "ends-bench-note",
            (
                "Thời gian thay đổi theo máy, trình duyệt và những gì đang chạy cùng lúc; hãy so tỉ lệ hơn là từng con số. \
                 Thời gian của hai bảng n × n gồm cả việc cấp phát và xóa n × n ô. Đây là WebAssembly trong trình duyệt, không phải C++ đã biên dịch, nên tỉ lệ có thể khác số đo trong bài.",
                "Times vary between machines, browsers and whatever else is running; compare the ratios rather than single numbers. \
                 The times of both n × n grids include allocating and clearing the n × n cells. This is WebAssembly in a browser, not compiled C++, so the ratios may differ from the lesson's figures.",
            ),
        )?;

        let d = dispatch.clone();
        let submit = Listener::new(&form, "submit", move |event| {
            event.prevent_default();
            d(Msg::Run);
        })?;
        let d = dispatch.clone();
        let stop = Listener::new(&cancel, "click", move |_| d(Msg::Cancel))?;
        let timer = Ticker::new(move || dispatch(Msg::Tick));

        // A link's n, else the placeholder's, else the default; a refused one is said.
        fields.restore(&|key| share::get_or_attribute(id, key, placeholder));
        let (n, refused) = match read_n(fields.values().get("n")) {
            Ok(n) => (n, Vec::new()),
            Err(error) => (DEFAULT_N, vec![error]),
        };
        Ok(EndsBench {
            n,
            run: None,
            status: Status::Idle,
            result: None,
            refused,
            timer,
            fields,
            start,
            cancel,
            progress,
            caption,
            rows,
            ratio,
            agree,
            _listeners: vec![submit, stop],
        })
    }

    fn update(&mut self, msg: Msg, _lang: Lang) -> bool {
        match msg {
            Msg::Run if self.run.is_none() => match read_n(self.fields.values().get("n")) {
                Ok(n) => {
                    self.refused.clear();
                    self.n = n;
                    let seed = random::seed_from_unit(js_sys::Math::random());
                    self.run = Some(Race::new(Rng::new(seed).row(n, 1, 1000)));
                    self.timer.schedule();
                    return true;
                }
                Err(error) => self.refused = vec![error],
            },
            Msg::Run => {}
            Msg::Cancel => {
                if let Some(race) = self.run.take() {
                    self.timer.cancel();
                    self.status = Status::Cancelled(race.done());
                }
            }
            Msg::Tick => {
                if let Some(race) = self.run.as_mut() {
                    if !race.advance(&now, TICK_MS) {
                        self.timer.schedule();
                    } else {
                        self.result = race.timing();
                        self.run = None;
                        self.status = Status::Finished;
                    }
                }
            }
        }
        false
    }

    fn draw(&mut self, lang: Lang) {
        self.fields.show(&self.refused, lang);
        let running = self.run.is_some();
        dom::set_disabled(&self.start, running);
        dom::set_disabled(&self.cancel, !running);
        let total = Race::TOTAL;
        let progress = match (&self.run, &self.status) {
            (Some(race), _) => {
                let next = race.next_method().name(lang);
                let (done, n) = (race.done(), race.n());
                lang.pick(
                    format!("Đang đo với n = {n}: xong {done} / {total} lần chạy; tiếp theo là {next}. Trang vẫn dùng được trong lúc đo."),
                    format!("Measuring with n = {n}: {done} of {total} runs done; next, {next}. The page stays usable meanwhile."),
                )
            }
            (None, Status::Cancelled(done)) => lang.pick(
                format!("Đã hủy sau {done} / {total} lần chạy; chưa có kết quả mới."),
                format!("Cancelled after {done} of {total} runs; no new result."),
            ),
            (None, Status::Finished) => lang.pick(
                format!("Xong {total} / {total} lần chạy."),
                format!("All {total} runs done."),
            ),
            (None, Status::Idle) => lang
                .pick(
                    "Chưa đo. Bấm “Đo” (hoặc Enter trong ô n) để bắt đầu.",
                    "Not measured yet. Press “Measure” (or Enter in the n field) to start.",
                )
                .to_string(),
        };
        dom::set_text(&self.progress, &progress);

        let result = self.result.as_ref();
        let n = result.map_or(self.n, |r| r.n) as u64;
        let shown = group(n, lang);
        let caption = match result {
            Some(_) => lang.pick(
                format!("Kết quả lần đo gần nhất, n = {shown}:"),
                format!("The latest measurement, n = {shown}:"),
            ),
            None => lang.pick(
                format!("Bộ nhớ cần với n = {shown} (thời gian có sau khi đo):"),
                format!("Memory needed for n = {shown} (times come with a measurement):"),
            ),
        };
        dom::set_text(&self.caption, &caption);
        for ([time, factor, count, memory, answer], method) in self.rows.iter().zip(Method::ALL) {
            let dash = || "—".to_string();
            dom::set_text(
                time,
                &result.map_or_else(dash, |r| millis(r.ms_of(method), lang)),
            );
            dom::set_text(
                factor,
                &result.map_or_else(dash, |r| r.ratio_cell(method, lang)),
            );
            let cells = method.cells(n);
            dom::set_text(count, &group(cells, lang));
            dom::set_text(memory, &bytes(cells * CELL_BYTES, lang));
            dom::set_text(
                answer,
                &result.map_or_else(dash, |r| num(r.answer_of(method))),
            );
        }
        let ratio = result.map_or(String::new(), |r| r.ratio(lang));
        dom::show_text(&self.ratio, &ratio);
        let agree = result.map_or(String::new(), |r| r.agreement(lang));
        dom::show_text(&self.agree, &agree);
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        vec![("n", self.n.to_string())]
    }
}
