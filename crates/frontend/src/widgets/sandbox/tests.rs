//! "Test your own program", the sandbox's second part: judge tests made for the exercise (the
//! solver's [`generate`](nimlab_solver::exercises::generate): the smallest input, the largest,
//! then random ones growing toward the statement's limits, with their answers), downloaded as
//! numbered `.in`/`.out` files or as one zip, and a box where the learner pastes what their
//! program printed for a test, checked as a judge checks it: accepted, or the first line that
//! differs with both values.
//!
//! A run of tests is named by its code (the seed) and its count, which the link keeps, so a
//! teacher can hand a class the same tests.

use std::rc::Rc;

use nimlab_course::widgets::sandbox as words;
use nimlab_solver::decimal;
use nimlab_solver::exercises::generate::{self, check, JudgeTest, COUNT, SEED};
use nimlab_solver::exercises::generate::{DEFAULT_TESTS, MAX_TESTS};
use nimlab_solver::exercises::Exercise;
use nimlab_solver::input::parse_number;
use nimlab_solver::random::MAX_SEED;
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlSelectElement, HtmlTextAreaElement};

use crate::dom::{self, Listener};
use crate::kit::answers::{fresh_seed, show_verdict};
use crate::kit::fields::{FieldSet, Kind, Spec, Values};
use crate::kit::text::Texts;

/// What the learner does in the panel.
pub enum TestsMsg {
    Generate,
    /// Another code, drawn at random, and its tests.
    Another,
    /// Test `index`'s input (`false`) or expected output (`true`) as a file.
    Download(usize, bool),
    DownloadAll,
    Check,
}

/// The lines of a test's input shown before "…": enough to see its shape.
const PREVIEW_LINES: usize = 12;

/// The panel's elements and the run of tests on show.
pub struct TestsPanel {
    exercise: &'static Exercise,
    fields: FieldSet,
    /// The run made (its code and tests), once asked for.
    run: Option<(u64, Vec<JudgeTest>)>,
    /// Why the last press made nothing (the fields' errors show under them).
    errors: Vec<InputError>,
    /// What the last download came to, if it failed.
    download_failed: bool,
    status: Element,
    list: Element,
    download_all: Element,
    pick: HtmlSelectElement,
    answer: HtmlTextAreaElement,
    verdict: Element,
    /// The last check: the test it was for and its verdict.
    checked: Option<(usize, generate::Verdict)>,
    texts: Rc<Texts>,
    send: Rc<dyn Fn(TestsMsg)>,
    _listeners: Vec<Listener>,
    row_listeners: Vec<Listener>,
}

impl TestsPanel {
    /// Builds the panel in `parent`; `send` delivers its messages to the widget.
    pub fn new(
        parent: &Element,
        texts: &Rc<Texts>,
        exercise: &'static Exercise,
        send: Rc<dyn Fn(TestsMsg)>,
    ) -> Result<TestsPanel, JsValue> {
        texts.child(parent, "p", "sandbox-tests-intro", words::TESTS_INTRO)?;
        let novalidate = [("novalidate", "")];
        let form_class = "widget-form sandbox-tests-form";
        let form = dom::child_with(parent, "form", form_class, &novalidate)?;
        let count = DEFAULT_TESTS.to_string();
        let specs = vec![
            Spec::new(SEED.api_name(), ("", ""), "1", Kind::Number)
                .labelled(words::test_code_label(MAX_SEED)),
            Spec::new(COUNT.api_name(), ("", ""), &count, Kind::Number)
                .labelled(words::test_count_label(MAX_TESTS)),
        ];
        let fields = FieldSet::new(&form, specs, texts)?;
        let actions = dom::child(&form, "div", "form-actions", "")?;
        let make_class = "btn btn-primary sandbox-tests-make";
        let make = texts.button(&actions, make_class, words::MAKE_TESTS)?;
        dom::set_attr(&make, "type", "submit");
        let another = texts.button(&actions, "btn sandbox-tests-another", words::OTHER_TESTS)?;
        let status = dom::child(parent, "p", "sandbox-tests-status", "")?;
        dom::set_attr(&status, "aria-live", "polite");
        let list = dom::child(parent, "ol", "sandbox-tests-list", "")?;
        let download_all = texts.button(parent, "btn sandbox-tests-zip", words::DOWNLOAD_ALL)?;

        let title_class = "sandbox-tests-check-title";
        let check_title = texts.child(parent, "h4", title_class, words::JUDGE_YOUR_OUTPUT)?;
        dom::set_attr(&check_title, "id", &dom::fresh_id("sandbox-check"));
        let check_class = "widget-form sandbox-tests-check";
        let check_form = dom::child_with(parent, "form", check_class, &novalidate)?;
        let pick_wrap = dom::child(&check_form, "div", "field field-test", "")?;
        let pick_label = texts.child(&pick_wrap, "label", "", words::TEST)?;
        let pick = dom::child(&pick_wrap, "select", "sandbox-tests-pick", "")?;
        let pick_id = dom::fresh_id("sandbox-pick");
        dom::set_attr(&pick_label, "for", &pick_id);
        dom::set_attr(&pick, "id", &pick_id);
        dom::set_attr(&pick, "name", "test");
        let answer_wrap = dom::child(&check_form, "div", "field field-output", "")?;
        let answer_label = texts.child(&answer_wrap, "label", "", words::YOUR_OUTPUT)?;
        let answer_id = dom::fresh_id("sandbox-answer");
        dom::set_attr(&answer_label, "for", &answer_id);
        let attrs = [
            ("id", answer_id.as_str()),
            ("name", "output"),
            ("rows", "4"),
            ("spellcheck", "false"),
            ("autocomplete", "off"),
            ("autocapitalize", "off"),
        ];
        let answer = dom::child_with(&answer_wrap, "textarea", "sandbox-tests-answer", &attrs)?;
        let check_actions = dom::child(&check_form, "div", "form-actions", "")?;
        let judge_class = "btn btn-primary sandbox-tests-judge";
        let judge = texts.button(&check_actions, judge_class, words::JUDGE)?;
        dom::set_attr(&judge, "type", "submit");
        let verdict = dom::child_with(parent, "p", "sandbox-tests-verdict", &[("role", "status")])?;

        let on = |target: &Element, kind: &'static str, msg: fn() -> TestsMsg| {
            let send = send.clone();
            Listener::new(target, kind, move |event| {
                event.prevent_default();
                send(msg());
            })
        };
        let listeners = vec![
            on(&form, "submit", || TestsMsg::Generate)?,
            on(&another, "click", || TestsMsg::Another)?,
            on(&download_all, "click", || TestsMsg::DownloadAll)?,
            on(&check_form, "submit", || TestsMsg::Check)?,
        ];
        Ok(TestsPanel {
            exercise,
            fields,
            run: None,
            errors: Vec::new(),
            download_failed: false,
            status,
            list,
            download_all,
            pick: pick.dyn_into().map_err(JsValue::from)?,
            answer: answer.dyn_into().map_err(JsValue::from)?,
            verdict,
            checked: None,
            texts: texts.clone(),
            send,
            _listeners: listeners,
            row_listeners: Vec::new(),
        })
    }

    /// Puts a link's code and count in the fields and makes that run.
    pub fn restore(&mut self, get: &dyn Fn(&str) -> Option<String>) {
        if self.fields.restore(get) {
            self.generate();
        }
    }

    /// Handles a message; `true` when the run on show changed (the link keeps its code).
    pub fn update(&mut self, msg: TestsMsg) -> bool {
        match msg {
            TestsMsg::Generate => self.generate(),
            TestsMsg::Another => {
                let count = self.fields.values().get(COUNT.api_name()).to_string();
                let values = Values::new(vec![
                    (SEED.api_name(), fresh_seed().to_string()),
                    (COUNT.api_name(), count),
                ]);
                self.fields.set(&values, self.texts.lang());
                self.generate()
            }
            TestsMsg::Download(index, output) => {
                if let Some(test) = self.run.as_ref().and_then(|(_, tests)| tests.get(index)) {
                    let (extension, text) = match output {
                        true => ("out", &test.output),
                        false => ("in", &test.input),
                    };
                    let file = self.file_name(index, extension);
                    self.save(&file, vec![(file.clone(), text.clone())]);
                }
                false
            }
            TestsMsg::DownloadAll => {
                if let Some((seed, tests)) = &self.run {
                    let files = tests
                        .iter()
                        .enumerate()
                        .flat_map(|(index, test)| {
                            [
                                (self.file_name(index, "in"), test.input.clone()),
                                (self.file_name(index, "out"), test.output.clone()),
                            ]
                        })
                        .collect();
                    let name = format!("{}-tests-{seed}.zip", self.exercise.id);
                    self.save(&name, files);
                }
                false
            }
            TestsMsg::Check => {
                if self.run.is_none() && !self.generate() {
                    return false;
                }
                let index = self.pick.selected_index().max(0) as usize;
                if let Some(test) = self.run.as_ref().and_then(|(_, tests)| tests.get(index)) {
                    self.checked = Some((index, check(&test.output, &self.answer.value())));
                }
                false
            }
        }
    }

    /// Makes the run the fields name; `false` (with the fields' errors) when they name none.
    fn generate(&mut self) -> bool {
        let values = self.fields.values();
        let seed = parse_number(values.get(SEED.api_name()), SEED, 1, MAX_SEED);
        let count = parse_number(values.get(COUNT.api_name()), COUNT, 1, MAX_TESTS);
        self.errors = [seed.as_ref().err(), count.as_ref().err()]
            .into_iter()
            .flatten()
            .cloned()
            .collect();
        let (Ok(seed), Ok(count)) = (seed, count) else {
            return false;
        };
        match generate::judge_tests(self.exercise, count, seed) {
            Ok(tests) => {
                self.run = Some((seed, tests));
                self.checked = None;
                self.download_failed = false;
                self.rebuild_list();
                true
            }
            Err(error) => {
                self.errors = vec![error];
                false
            }
        }
    }

    /// What the link keeps: the run's code and count, once a run is on show.
    pub fn share(&self) -> Vec<(&'static str, String)> {
        match &self.run {
            Some((seed, tests)) => vec![
                (SEED.api_name(), seed.to_string()),
                (COUNT.api_name(), tests.len().to_string()),
            ],
            None => Vec::new(),
        }
    }

    /// `bai-1-03.in`: the exercise, the test's number from 1, and what the file holds.
    fn file_name(&self, index: usize, extension: &str) -> String {
        format!("{}-{:02}.{extension}", self.exercise.id, index + 1)
    }

    /// Hands `files` to the page's loader, which saves one as itself and several as a zip.
    fn save(&mut self, name: &str, files: Vec<(String, String)>) {
        let Some(download) = dom::loader_function("nimlabDownload") else {
            self.download_failed = true;
            return;
        };
        self.download_failed = false;
        let files = dom::pairs_array(&files);
        let promise = download.call2(&JsValue::UNDEFINED, &name.into(), &files);
        if let Ok(promise) = promise {
            let status = self.status.clone();
            let texts = self.texts.clone();
            dom::on_settled(&promise, move |outcome| {
                if !outcome.is_undefined() {
                    texts.text(&status, words::DOWNLOAD_FAILED);
                }
            });
        }
    }

    /// One row per test: its number, what it is, its size, a preview and its two files.
    fn rebuild_list(&mut self) {
        self.texts.forget_inside(&self.list);
        dom::clear(&self.list);
        self.row_listeners.clear();
        dom::clear(&self.pick);
        let Some((_, tests)) = &self.run else { return };
        for index in 0..tests.len() {
            let value = index.to_string();
            if let Ok(option) = dom::child_with(&self.pick, "option", "", &[("value", &value)]) {
                let number = (index + 1).to_string();
                self.texts.text(&option, words::test_choice(&number));
            }
        }
        self.row_listeners = tests
            .iter()
            .enumerate()
            .filter_map(|(index, test)| self.row(index, test).ok())
            .flatten()
            .collect();
    }

    /// The row of test `index`, and the listeners of its buttons.
    fn row(&self, index: usize, test: &JudgeTest) -> Result<Vec<Listener>, JsValue> {
        let item = dom::child(&self.list, "li", "sandbox-test", "")?;
        let kind = match index {
            0 => words::SMALLEST,
            1 => words::LARGEST,
            _ => words::RANDOM,
        };
        let lines = test.input.lines().count();
        let size = byte_size(test.input.len());
        let head = dom::child(&item, "p", "sandbox-test-head", "")?;
        self.texts
            .text(&head, words::test_head(index, kind, lines, &size));
        let files = dom::child(&item, "div", "sandbox-test-files", "")?;
        let mut listeners = Vec::new();
        for (output, name) in [
            (false, words::DOWNLOAD_INPUT),
            (true, words::DOWNLOAD_ANSWER),
        ] {
            let button = self.texts.button(&files, "btn sandbox-test-file", name)?;
            let label = match output {
                true => words::download_answer_of(index),
                false => words::download_input_of(index),
            };
            self.texts.attr(&button, "aria-label", label);
            let send = self.send.clone();
            listeners.push(Listener::new(&button, "click", move |_| {
                send(TestsMsg::Download(index, output));
            })?);
        }
        let preview = dom::child(&item, "details", "sandbox-test-preview", "")?;
        let summary = dom::child(&preview, "summary", "", "")?;
        self.texts.text(&summary, words::SHOW_INPUT);
        let shown: Vec<&str> = test.input.lines().take(PREVIEW_LINES).collect();
        let mut text = shown.join("\n");
        if lines > PREVIEW_LINES {
            text.push_str("\n…");
        }
        let pre = dom::child(&preview, "pre", "sandbox-test-input", &text)?;
        dom::set_attr(&pre, "tabindex", "0");
        Ok(listeners)
    }

    pub fn draw(&self, lang: Lang) {
        self.fields.show(&self.errors, lang);
        dom::set_hidden(&self.download_all, self.run.is_none());
        if !self.download_failed {
            let status = match &self.run {
                None => lang.say(words::NO_TESTS).to_string(),
                Some((seed, tests)) => {
                    let bytes = tests.iter().map(|t| t.input.len() + t.output.len()).sum();
                    words::tests_made(*seed, tests.len(), &byte_size(bytes), lang)
                }
            };
            dom::set_text(&self.status, &status);
        }
        let text = match &self.checked {
            Some((index, verdict)) => {
                let sign = match verdict {
                    generate::Verdict::Accepted => "✓",
                    _ => "✗",
                };
                words::judged(sign, *index, &verdict.words(lang), lang)
            }
            None => String::new(),
        };
        show_verdict(&self.verdict, &text);
    }
}

/// `512 B`, `3.4 KB`, `1.2 MB`: a size in words a learner reads at a glance.
fn byte_size(bytes: usize) -> String {
    match bytes {
        0..=999 => format!("{bytes} B"),
        1000..=999_999 => format!("{} KB", decimal::number(round1(bytes as f64 / 1000.0))),
        _ => format!("{} MB", decimal::number(round1(bytes as f64 / 1_000_000.0))),
    }
}

/// One decimal: what the size needs.
fn round1(value: f64) -> f64 {
    (value * 10.0).round() / 10.0
}
