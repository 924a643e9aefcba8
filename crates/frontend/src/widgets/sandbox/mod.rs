//! The solver sandbox of a judge exercise: the learner edits the input, runs it, and reads the
//! output exactly as a judge would print it, beside the expected sample output.
//!
//! Placeholder: `<div data-widget="sandbox" data-exercise="bai-1">` (an id of the solver's
//! exercise registry). After a run of an input other than the sample, the link keeps the input
//! as `{id}.input` (when it is at most [`MAX_SHARED_INPUT`] bytes), so a shared link opens the
//! sandbox with that input already run. A refused input shows its message next to the box
//! (`role="alert"`) and the last good output stays on screen.
//!
//! Below it, the learner tests their own program on judge tests made for the exercise
//! ([`tests`]). In teacher mode (`?teacher=1`, see `static/theme.js`) only that part shows: the
//! solver's own runner would hand out the answer to any input.

mod tests;

use std::rc::Rc;

use nimlab_course::widgets::sandbox as words;
use nimlab_solver::exercises::{self, Exercise};
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlTextAreaElement, KeyboardEvent};

use tests::{TestsMsg, TestsPanel};

use crate::dom::{self, Listener};
use crate::kit::answers::show_verdict;
use crate::kit::share;
use crate::kit::stage::Part;
use crate::kit::standalone::{Build, Standalone};
use crate::kit::MountError;

/// The longest input kept in the URL; longer ones are not shared (a link stays usable).
pub const MAX_SHARED_INPUT: usize = 2000;

pub enum Msg {
    Run,
    RestoreSample,
    Tests(TestsMsg),
}

/// The last successful run: what was printed, whether the input was the sample, how long.
struct Output {
    text: String,
    from_sample: bool,
    millis: f64,
}

pub struct Sandbox {
    exercise: &'static Exercise,
    output: Option<Output>,
    error: Option<InputError>,
    /// Whether the latest press of Run was refused (the output on screen is an older one).
    stale: bool,
    input: HtmlTextAreaElement,
    error_line: Element,
    status: Element,
    actual: Element,
    expected_pane: Element,
    verdict: Element,
    /// What the link keeps of the input (nothing for the sample), for the embed too.
    shared: Vec<(&'static str, String)>,
    tests: TestsPanel,
    _listeners: Vec<Listener>,
}

impl Standalone for Sandbox {
    type Msg = Msg;

    fn build(build: Build<'_, Msg>) -> Result<Self, MountError> {
        let Build {
            stage,
            placeholder,
            id,
            dispatch,
        } = build;
        let wanted = placeholder.get_attribute("data-exercise");
        let exercise = exercises::lookup(&wanted.unwrap_or_default())
            .map_err(|e| MountError::new(e.reason(Lang::Vi), e.reason(Lang::En)))?;
        let root = &stage.root;
        dom::set_attr(root, "data-exercise", exercise.id);
        let ids: Vec<&str> = exercises::ALL.iter().map(|e| e.id).collect();
        dom::set_attr(root, "data-exercises", &ids.join(" "));
        stage.set_title((exercise.title_vi, exercise.title_en));
        let teacher = teacher_mode();
        stage.set_intro(match teacher {
            false => words::INTRO,
            true => words::TEACHER_INTRO,
        });
        let texts = stage.texts().clone();

        let input_part = stage.part(Part::Input);
        let class = "widget-form sandbox-form";
        let form = dom::child_with(input_part, "form", class, &[("novalidate", "")])?;
        let field = dom::child(&form, "div", "field sandbox-field", "")?;
        let [input_id, hint_id, error_id] =
            ["sandbox-input", "sandbox-hint", "sandbox-error"].map(dom::fresh_id);
        let label = texts.child(&field, "label", "", words::INPUT)?;
        dom::set_attr(&label, "for", &input_id);
        let described = format!("{hint_id} {error_id}");
        let attrs = [
            ("id", input_id.as_str()),
            ("name", "input"),
            ("rows", "6"),
            ("spellcheck", "false"),
            ("autocomplete", "off"),
            ("autocapitalize", "off"),
            ("aria-describedby", described.as_str()),
        ];
        let input = dom::child_with(&field, "textarea", "sandbox-input", &attrs)?;
        let input: HtmlTextAreaElement = input.dyn_into().map_err(JsValue::from)?;
        input.set_value(exercise.sample_input);
        let hint = texts.child(&field, "p", "sandbox-hint", words::INPUT_HINT)?;
        dom::set_attr(&hint, "id", &hint_id);
        let error_attrs = [("id", error_id.as_str()), ("role", "alert")];
        let error_line = dom::child_with(&field, "p", "field-error", &error_attrs)?;
        dom::set_hidden(&error_line, true);
        let actions = dom::child(&form, "div", "form-actions", "")?;
        let run = texts.button(&actions, "btn btn-primary sandbox-run", words::RUN)?;
        dom::set_attr(&run, "type", "submit");
        let restore = texts.button(&actions, "btn sandbox-restore", words::BACK_TO_SAMPLE)?;

        let analysis = stage.part(Part::Analysis);
        let status = dom::child_with(analysis, "p", "sandbox-status", &[("aria-live", "polite")])?;
        let results = dom::child(analysis, "div", "sandbox-results", "")?;
        let pane = |class: &str, title, out_class: &str| -> Result<_, MountError> {
            let pane = dom::child(&results, "div", &format!("sandbox-pane {class}"), "")?;
            let heading = texts.child(&pane, "h4", "sandbox-pane-title", title)?;
            let heading_id = dom::fresh_id("sandbox-pane");
            dom::set_attr(&heading, "id", &heading_id);
            // Focusable so a keyboard user can scroll a long output and select it to copy.
            let attrs = [("tabindex", "0"), ("aria-labelledby", heading_id.as_str())];
            let pre = dom::child_with(&pane, "pre", out_class, &attrs)?;
            Ok((pane, pre))
        };
        let (_, actual) = pane("sandbox-actual", words::OUTPUT, "sandbox-output")?;
        let (expected_pane, expected) = pane(
            "sandbox-expected",
            words::SAMPLE_OUTPUT,
            "sandbox-expected-output",
        )?;
        dom::set_text(&expected, exercise.sample_output);
        let verdict = dom::child(analysis, "p", "sandbox-verdict", "")?;

        let d = dispatch.clone();
        let submit = crate::kit::on_submit(&form, move || d(Msg::Run))?;
        let d = dispatch.clone();
        let keys = Listener::new(&input, "keydown", move |event| {
            let key = event.dyn_ref::<KeyboardEvent>();
            if key.is_some_and(|k| k.key() == "Enter" && (k.ctrl_key() || k.meta_key())) {
                event.prevent_default();
                d(Msg::Run);
            }
        })?;
        let d = dispatch.clone();
        let back = Listener::new(&restore, "click", move |_| d(Msg::RestoreSample))?;
        let tests_area = stage.fold(Part::Practice, words::TEST_YOUR_PROGRAM)?;
        let send = Rc::new(move |msg| dispatch(Msg::Tests(msg)));
        let tests = TestsPanel::new(&tests_area, &texts, exercise, send)?;
        if teacher {
            stage.leave_out(Part::Input);
            stage.leave_out(Part::Analysis);
        }
        let mut sandbox = Sandbox {
            exercise,
            output: None,
            error: None,
            stale: false,
            input,
            error_line,
            status,
            actual,
            expected_pane,
            verdict,
            shared: Vec::new(),
            tests,
            _listeners: vec![submit, keys, back],
        };
        let linked = |key: &str| share::get_or_attribute(id, key, placeholder);
        sandbox.tests.restore(&linked);
        // A shared link: its input goes in the box and runs (validated like anything typed).
        if let Some(text) = linked("input") {
            sandbox.input.set_value(&text);
            sandbox.run();
        }
        Ok(sandbox)
    }

    fn update(&mut self, msg: Msg, _lang: Lang) -> bool {
        match msg {
            Msg::Tests(msg) => return self.tests.update(msg),
            Msg::RestoreSample => {
                // The sample's answer and the expected output side by side again.
                self.input.set_value(self.exercise.sample_input);
            }
            Msg::Run => {}
        }
        self.run()
    }

    fn draw(&mut self, lang: Lang) {
        let message = self.error.as_ref().map(|e| e.message(lang));
        dom::show_text(&self.error_line, message.as_deref().unwrap_or(""));
        if self.error.is_some() {
            dom::set_attr(&self.input, "aria-invalid", "true");
        } else {
            dom::remove_attr(&self.input, "aria-invalid");
        }
        let printed = self.output.as_ref().map(|o| o.text.as_str());
        let not_run = lang.say(words::NOT_RUN);
        dom::set_text(&self.actual, printed.unwrap_or(not_run));
        dom::set_class(&self.actual, "is-empty", printed.is_none());
        dom::set_text(&self.status, &self.status_text(lang));
        // The expected output belongs beside a run of the sample, or beside the sample not
        // yet run.
        let from_sample = self.output.as_ref().map_or(true, |o| o.from_sample);
        dom::set_hidden(&self.expected_pane, !from_sample);
        let same = printed.map(|text| text == self.exercise.sample_output);
        let verdict = match same.filter(|_| from_sample) {
            Some(true) => lang.say(words::MATCHES_SAMPLE),
            Some(false) => lang.say(words::DIFFERS_FROM_SAMPLE),
            None => "",
        };
        show_verdict(&self.verdict, verdict);
        self.tests.draw(lang);
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        [self.shared.clone(), self.tests.share()].concat()
    }
}

impl Sandbox {
    /// Runs the box's input; `true` when it ran (the link keeps it then).
    fn run(&mut self) -> bool {
        let text = self.input.value();
        let started = js_sys::Date::now();
        match self.exercise.run(&text) {
            Ok(output) => {
                let from_sample = self.exercise.is_sample(&text);
                // Only an input that runs goes into the link: a refused one would hand the
                // next reader a page that opens on an error.
                self.shared = if from_sample || text.len() > MAX_SHARED_INPUT {
                    Vec::new()
                } else {
                    vec![("input", text)]
                };
                self.output = Some(Output {
                    text: output,
                    from_sample,
                    millis: (js_sys::Date::now() - started).max(0.0),
                });
                self.error = None;
                self.stale = false;
                true
            }
            Err(error) => {
                self.error = Some(error);
                self.stale = self.output.is_some();
                false
            }
        }
    }

    fn status_text(&self, lang: Lang) -> String {
        let Some(output) = &self.output else {
            return lang.say(words::SAMPLE_NOT_RUN).to_string();
        };
        if self.stale {
            return lang.say(words::STALE_OUTPUT).to_string();
        }
        let lines = output.text.lines().count();
        // Whole milliseconds as an integer: formatting the float would cost every build (dom::fixed).
        let millis = output.millis.round() as u64;
        words::ran(lines, millis, lang)
    }
}

/// Whether the page is in teacher mode (`?teacher=1`: `static/theme.js` marks the page).
fn teacher_mode() -> bool {
    dom::document()
        .and_then(|doc| doc.document_element())
        .is_some_and(|root| root.has_attribute("data-teacher"))
}
