//! `ends-bench`: the score lesson's claim measured on the learner's own browser: the solver's
//! race ([`Race`]) of the three fills of the interval DP on one random row (the `n × n` grid by
//! length, the same grid by rows, the rolled array: [`Method::ALL`]), run in ticks of at most
//! about [`TICK_MS`] with a progress line and a Cancel button in between, so the page never
//! freezes. The widget shows each method's median time, its ratio to the fastest, the memory it
//! uses, the finishing order, and whether all three gave the same `dp[0][n−1]`.
//!
//! Placeholder: `data-n` (2 … 5000, default 2000). Link key: `{id}.n`, written when a run starts.

use std::rc::Rc;

use nimlab_course::widgets::ends_bench as words;
use nimlab_solver::input::{parse_number, Field};
use nimlab_solver::random::Rng;
use nimlab_solver::score::race::{bytes, group, millis, Method, Race, Timing, CELL_BYTES};
use nimlab_solver::score::{num, MAX_LEN};
use nimlab_solver::{InputError, Lang};
use web_sys::Element;

use crate::dom::timer::{now, Ticker, TICK_MS};
use crate::dom::{self, Listener};
use crate::kit::answers::fresh_seed;
use crate::kit::fields::{FieldSet, Kind, Spec};
use crate::kit::share;
use crate::kit::stage::Part;
use crate::kit::standalone::{Build, Standalone};
use crate::kit::MountError;

const LENGTH: Field = Field::new("n", words::ROW_LENGTH.0, words::ROW_LENGTH.1, "2000");
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
        stage.set_title(words::TITLE);
        stage.set_intro(words::INTRO);
        let texts = stage.texts().clone();
        let input = stage.part(Part::Input);
        let form = dom::child_with(input, "form", "widget-form", &[("novalidate", "")])?;
        let label = (LENGTH.label(Lang::Vi), LENGTH.label(Lang::En));
        let spec = Spec::new("n", label, &DEFAULT_N.to_string(), Kind::Number);
        let fields = FieldSet::new(&form, vec![spec], &texts)?;
        let actions = dom::child(&form, "div", "form-actions", "")?;
        let start = texts.button(&actions, "btn btn-primary", words::MEASURE)?;
        dom::set_attr(&start, "type", "submit");
        let cancel = texts.button(&actions, "btn ends-bench-cancel", words::CANCEL)?;
        let live = [("aria-live", "polite"), ("role", "status")];
        let progress = dom::child_with(input, "p", "ends-bench-progress", &live)?;

        let picture = stage.part(Part::Picture);
        let caption = dom::child(picture, "p", "ends-bench-caption", "")?;
        // A wide table scrolls inside its box; the box takes the focus so keys can scroll it.
        let wrap = dom::child_with(picture, "div", "ends-bench-wrap", &[("tabindex", "0")])?;
        let table = dom::child(&wrap, "table", "ends-bench-table", "")?;
        let head = dom::child(&table, "tr", "", "")?;
        for heading in words::HEADS {
            dom::set_attr(&texts.child(&head, "th", "", heading)?, "scope", "col");
        }
        let mut rows = Vec::new();
        for (class, method) in [
            ("ends-bench-by-length", words::GRID_BY_LENGTH),
            ("ends-bench-by-rows", words::GRID_BY_ROWS),
            ("ends-bench-rolled", words::ROLLED_ARRAY),
        ] {
            let tr = dom::child(&table, "tr", class, "")?;
            dom::set_attr(&texts.child(&tr, "th", "", method)?, "scope", "row");
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
        texts.child(analysis, "p", "ends-bench-note", words::CAVEAT)?;

        let d = dispatch.clone();
        let submit = crate::kit::on_submit(&form, move || d(Msg::Run))?;
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
                    self.run = Some(Race::new(Rng::new(fresh_seed()).row(n, 1, 1000)));
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
                words::measuring(race.n(), race.done(), total, next, lang)
            }
            (None, Status::Cancelled(done)) => words::cancelled(*done, total, lang),
            (None, Status::Finished) => words::finished(total, lang),
            (None, Status::Idle) => lang.say(words::NOT_MEASURED).to_string(),
        };
        dom::set_text(&self.progress, &progress);

        let result = self.result.as_ref();
        let n = result.map_or(self.n, |r| r.n) as u64;
        let caption = words::caption(&group(n, lang), result.is_some(), lang);
        dom::set_text(&self.caption, &caption);
        // A measured cell waits for its run: a dash until then.
        let measured = |el: &Element, text: Option<String>| {
            dom::set_text(el, text.as_deref().unwrap_or("—"));
        };
        for ([time, factor, count, memory, answer], method) in self.rows.iter().zip(Method::ALL) {
            measured(time, result.map(|r| millis(r.ms_of(method), lang)));
            measured(factor, result.map(|r| r.ratio_cell(method, lang)));
            let cells = method.cells(n);
            dom::set_text(count, &group(cells, lang));
            dom::set_text(memory, &bytes(cells * CELL_BYTES, lang));
            measured(answer, result.map(|r| num(r.answer_of(method))));
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
