//! The solver sandbox of a judge exercise: the learner edits the input, runs it, and reads the
//! output exactly as a judge would print it, beside the expected sample output.
//!
//! Placeholder: `<div data-widget="sandbox" data-exercise="bai-1">` (an id of the solver's
//! exercise registry). It is not a stepping widget (there is no trace), so it implements
//! [`Widget`] directly: a state behind `Rc<RefCell<…>>`, messages delivered through a `Weak`
//! so the listeners (kept in the state) never keep it alive, and unmounting drops them all.
//!
//! URL state: after a run of an input other than the sample, the input is kept in the URL
//! fragment as `{id}.input` (when it is at most [`MAX_SHARED_INPUT`] bytes), so a shared link
//! opens the sandbox with that input already run; `{id}` is the placeholder's `id`.
//!
//! Data flow: learner action → message → state → `render`. A refused input shows its message
//! next to the box (`role="alert"`) and the last good output stays on screen.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use nimlab_solver::exercises::{self, Exercise};
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlTextAreaElement, KeyboardEvent};

use crate::dom::{self, Listener};
use crate::kit;
use crate::kit::embed_panel::EmbedPanel;
use crate::kit::share;
use crate::kit::{MountError, Widget};

/// The longest input kept in the URL; longer ones are not shared (a link stays usable).
pub const MAX_SHARED_INPUT: usize = 2000;

enum Msg {
    Run,
    RestoreSample,
}

/// The last successful run: what was read and what was printed.
struct Output {
    text: String,
    /// Whether the input that produced it was the sample.
    from_sample: bool,
    millis: f64,
}

struct State {
    id: String,
    exercise: &'static Exercise,
    lang: Lang,
    output: Option<Output>,
    error: Option<InputError>,
    /// Whether the latest press of Run was refused (the output on screen is an older one).
    stale: bool,
    title: Element,
    intro: Element,
    label: Element,
    input: Element,
    hint: Element,
    error_line: Element,
    run_button: Element,
    restore: Element,
    status: Element,
    actual_title: Element,
    actual: Element,
    expected_pane: Element,
    expected_title: Element,
    verdict: Element,
    /// What the URL keeps of the input (nothing for the sample), for the embed too.
    shared: Vec<(&'static str, String)>,
    embed: Option<EmbedPanel>,
    _listeners: Vec<Listener>,
}

/// A mounted sandbox.
pub struct Sandbox {
    state: Rc<RefCell<Option<State>>>,
}

impl Widget for Sandbox {
    fn set_lang(&self, lang: Lang) {
        if let Ok(mut slot) = self.state.try_borrow_mut() {
            if let Some(state) = slot.as_mut() {
                state.lang = lang;
                state.render();
            }
        }
    }
}

impl Sandbox {
    /// Mounts the sandbox of the placeholder's `data-exercise` on `placeholder` (emptied
    /// first); `id` prefixes its URL key.
    pub fn mount(placeholder: &Element, lang: Lang, id: &str) -> Result<Sandbox, MountError> {
        let wanted = placeholder
            .get_attribute("data-exercise")
            .unwrap_or_default();
        let exercise = exercises::find(wanted.trim()).ok_or_else(|| {
            let shown = nimlab_solver::input::quote(&wanted);
            let known = exercises::ALL
                .iter()
                .map(|e| e.id)
                .collect::<Vec<_>>()
                .join(", ");
            MountError {
                vi: format!("không có bài nào mã “{shown}”; các bài có: {known}."),
                en: format!("there is no exercise “{shown}”; the exercises are: {known}."),
            }
        })?;

        let shared: Rc<RefCell<Option<State>>> = Rc::new(RefCell::new(None));
        let weak = Rc::downgrade(&shared);
        let dispatch: Rc<dyn Fn(Msg)> = Rc::new(move |msg| deliver(&weak, msg));

        while let Some(old) = placeholder.first_child() {
            placeholder.remove_child(&old)?;
        }
        let root = dom::child(placeholder, "section", "widget sandbox-widget", "")?;
        dom::set_attr(&root, "data-exercise", exercise.id);
        let ids: Vec<&str> = exercises::ALL.iter().map(|e| e.id).collect();
        dom::set_attr(&root, "data-exercises", &ids.join(" "));
        let (title, intro) = kit::header(&root)?;

        let form = kit::form(&root)?;
        dom::set_class(&form, "sandbox-form", true);
        let field = dom::child(&form, "div", "field sandbox-field", "")?;
        let label = dom::child(&field, "label", "", "")?;
        let input = dom::child(&field, "textarea", "sandbox-input", "")?;
        let hint = dom::child(&field, "p", "sandbox-hint", "")?;
        let error_line = dom::child(&field, "p", "field-error", "")?;
        let input_id = dom::fresh_id("sandbox-input");
        let hint_id = dom::fresh_id("sandbox-hint");
        let error_id = dom::fresh_id("sandbox-error");
        let described = format!("{hint_id} {error_id}");
        dom::set_attr(&label, "for", &input_id);
        for (attr, value) in [
            ("id", input_id.as_str()),
            ("name", "input"),
            ("rows", "6"),
            ("spellcheck", "false"),
            ("autocomplete", "off"),
            ("autocapitalize", "off"),
            ("aria-describedby", described.as_str()),
        ] {
            dom::set_attr(&input, attr, value);
        }
        dom::set_attr(&hint, "id", &hint_id);
        dom::set_attr(&error_line, "id", &error_id);
        dom::set_attr(&error_line, "role", "alert");
        dom::set_hidden(&error_line, true);
        set_area(&input, exercise.sample_input);

        let (actions, run) = kit::actions(&form)?;
        dom::set_class(&run, "sandbox-run", true);
        let restore = dom::button(&actions, "btn sandbox-restore", "")?;

        let status = dom::child(&root, "p", "sandbox-status", "")?;
        dom::set_attr(&status, "aria-live", "polite");
        let results = dom::child(&root, "div", "sandbox-results", "")?;
        let actual_pane = dom::child(&results, "div", "sandbox-pane sandbox-actual", "")?;
        let actual_title = dom::child(&actual_pane, "h4", "sandbox-pane-title", "")?;
        let actual = dom::child(&actual_pane, "pre", "sandbox-output", "")?;
        let expected_pane = dom::child(&results, "div", "sandbox-pane sandbox-expected", "")?;
        let expected_title = dom::child(&expected_pane, "h4", "sandbox-pane-title", "")?;
        let expected = dom::child(
            &expected_pane,
            "pre",
            "sandbox-expected-output",
            exercise.sample_output,
        )?;
        for (pre, heading) in [(&actual, &actual_title), (&expected, &expected_title)] {
            let heading_id = dom::fresh_id("sandbox-pane");
            dom::set_attr(heading, "id", &heading_id);
            // Focusable so a keyboard user can scroll a long output and select it to copy.
            dom::set_attr(pre, "tabindex", "0");
            dom::set_attr(pre, "aria-labelledby", &heading_id);
        }
        let verdict = dom::child(&root, "p", "sandbox-verdict", "")?;

        let mut listeners = Vec::new();
        let on_run = dispatch.clone();
        listeners.push(kit::on_submit(&form, move || on_run(Msg::Run))?);
        let on_key = dispatch.clone();
        listeners.push(Listener::new(&input, "keydown", move |event| {
            let Some(key) = event.dyn_ref::<KeyboardEvent>() else {
                return;
            };
            if key.key() == "Enter" && (key.ctrl_key() || key.meta_key()) {
                event.prevent_default();
                on_key(Msg::Run);
            }
        })?);
        let on_restore = dispatch;
        listeners.push(Listener::new(&restore, "click", move |_| {
            on_restore(Msg::RestoreSample)
        })?);

        let embed = EmbedPanel::new(&root, &root, placeholder)?;
        let mut state = State {
            id: id.to_string(),
            exercise,
            lang,
            output: None,
            error: None,
            stale: false,
            title,
            intro,
            label,
            input,
            hint,
            error_line,
            run_button: run,
            restore,
            status,
            actual_title,
            actual,
            expected_pane,
            expected_title,
            verdict,
            shared: Vec::new(),
            embed,
            _listeners: listeners,
        };
        // A shared link: put its input in the box and run it (validated like anything typed).
        if let Some(shared_input) = share::get_or_attribute(id, "input", placeholder) {
            set_area(&state.input, &shared_input);
            state.run();
        }
        state.render();
        dom::set_attr(&root, "data-ready", "true");
        *shared.borrow_mut() = Some(state);
        Ok(Sandbox { state: shared })
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

fn area_value(el: &Element) -> String {
    el.dyn_ref::<HtmlTextAreaElement>()
        .map(HtmlTextAreaElement::value)
        .unwrap_or_default()
}

fn set_area(el: &Element, text: &str) {
    if let Some(area) = el.dyn_ref::<HtmlTextAreaElement>() {
        area.set_value(text);
    }
}

fn now() -> f64 {
    js_sys::Date::now()
}

impl State {
    fn update(&mut self, msg: Msg) {
        match msg {
            Msg::Run => self.run(),
            Msg::RestoreSample => {
                // Refill the box and run it, so the sample's answer and the expected output
                // are side by side again.
                set_area(&self.input, self.exercise.sample_input);
                self.run();
            }
        }
    }

    fn run(&mut self) {
        let text = area_value(&self.input);
        let started = now();
        match self.exercise.run(&text) {
            Ok(output) => {
                // Only an input that runs goes into the link: a refused one would hand the
                // next reader a page that opens on an error, and lose the last good input.
                self.remember(&text);
                self.output = Some(Output {
                    text: output,
                    from_sample: self.exercise.is_sample(&text),
                    millis: (now() - started).max(0.0),
                });
                self.error = None;
                self.stale = false;
            }
            Err(error) => {
                self.error = Some(error);
                self.stale = self.output.is_some();
            }
        }
    }

    /// Keeps `text` in the URL when it is not the sample and short enough to share.
    fn remember(&mut self, text: &str) {
        self.shared = if self.exercise.is_sample(text) || text.len() > MAX_SHARED_INPUT {
            Vec::new()
        } else {
            vec![("input", text.to_string())]
        };
        share::set(&self.id, &self.shared);
    }

    /// Whether the expected sample output belongs beside what is shown: after a run, when
    /// that run read the sample; before any run, when the box still holds the sample.
    fn shows_expected(&self) -> bool {
        match &self.output {
            Some(output) => output.from_sample,
            None => true,
        }
    }

    fn render(&mut self) {
        let lang = self.lang;
        if let Some(embed) = &self.embed {
            embed.update(self.shared.clone(), lang);
        }
        let exercise = self.exercise;
        dom::set_text(&self.title, exercise.title(lang));
        dom::set_text(
            &self.intro,
            lang.pick(
                "Sửa dữ liệu vào theo đúng định dạng của đề rồi bấm Chạy: bộ giải in kết quả y \
                 như một trình chấm chờ đợi, từng ký tự.",
                "Edit the input in the statement's format and press Run: the solver prints the \
                 answer exactly as a judge expects it, character for character.",
            ),
        );
        dom::set_text(
            &self.label,
            lang.pick("Dữ liệu vào (stdin)", "Input (stdin)"),
        );
        dom::set_text(
            &self.hint,
            lang.pick(
                "Ctrl+Enter cũng chạy. Tối đa 2 MB.",
                "Ctrl+Enter runs too. At most 2 MB.",
            ),
        );
        dom::set_text(&self.run_button, lang.pick("Chạy", "Run"));
        dom::set_text(
            &self.restore,
            lang.pick("Dùng lại dữ liệu mẫu", "Back to the sample"),
        );
        dom::set_text(
            &self.actual_title,
            lang.pick("Kết quả (stdout)", "Output (stdout)"),
        );
        dom::set_text(
            &self.expected_title,
            lang.pick("Kết quả mẫu của đề", "Sample output"),
        );

        match &self.error {
            Some(error) => {
                dom::set_text(&self.error_line, &error.message(lang));
                dom::set_attr(&self.input, "aria-invalid", "true");
            }
            None => {
                dom::set_text(&self.error_line, "");
                let _ = self.input.remove_attribute("aria-invalid");
            }
        }
        dom::set_hidden(&self.error_line, self.error.is_none());

        match &self.output {
            Some(output) => {
                dom::set_text(&self.actual, &output.text);
                dom::set_class(&self.actual, "is-empty", false);
            }
            None => {
                dom::set_text(&self.actual, lang.pick("(chưa chạy)", "(not run yet)"));
                dom::set_class(&self.actual, "is-empty", true);
            }
        }
        dom::set_text(&self.status, &self.status_text(lang));

        let expected = self.shows_expected();
        dom::set_hidden(&self.expected_pane, !expected);
        let verdict = match &self.output {
            Some(output) if output.from_sample => {
                let same = output.text == exercise.sample_output;
                dom::set_class(&self.verdict, "is-match", same);
                dom::set_class(&self.verdict, "is-mismatch", !same);
                if same {
                    lang.pick(
                        "✓ Khớp từng ký tự với kết quả mẫu.",
                        "✓ Matches the sample output character for character.",
                    )
                } else {
                    lang.pick("✗ Khác kết quả mẫu.", "✗ Differs from the sample output.")
                }
            }
            _ => {
                dom::set_class(&self.verdict, "is-match", false);
                dom::set_class(&self.verdict, "is-mismatch", false);
                ""
            }
        };
        dom::set_text(&self.verdict, verdict);
        dom::set_hidden(&self.verdict, verdict.is_empty());
    }

    fn status_text(&self, lang: Lang) -> String {
        let Some(output) = &self.output else {
            return lang
                .pick(
                    "Ô trên đang chứa dữ liệu mẫu của đề. Bấm Chạy để xem bộ giải trả lời.",
                    "The box holds the statement's sample. Press Run to see the solver's answer.",
                )
                .to_string();
        };
        if self.stale {
            return lang
                .pick(
                    "Dữ liệu mới chưa hợp lệ; kết quả bên dưới là của lần chạy đúng gần nhất.",
                    "The new input is not valid; the output below is from the last good run.",
                )
                .to_string();
        }
        let lines = if output.text.is_empty() {
            0
        } else {
            output.text.lines().count()
        };
        let millis = output.millis.round();
        let time = match (lang, millis < 1.0) {
            (Lang::Vi, true) => "dưới 1 ms".to_string(),
            (Lang::Vi, false) => format!("trong {millis} ms"),
            (Lang::En, true) => "under 1 ms".to_string(),
            (Lang::En, false) => format!("in {millis} ms"),
        };
        match lang {
            Lang::Vi => format!("Đã chạy xong: {lines} dòng kết quả, {time}."),
            Lang::En => {
                let noun = if lines == 1 { "line" } else { "lines" };
                format!("Done: {lines} {noun} of output {time}.")
            }
        }
    }
}
