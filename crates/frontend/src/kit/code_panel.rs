//! The code runner shared by widgets that run a program ("chạy tay từng dòng"): one tab per
//! language (C++ and its Python twin), the current line highlighted, the variables of that
//! moment, and an editable stdin box in the judge format. Running the stdin hands the text to
//! the widget, which validates it like its own fields and restarts on it.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use nimlab_solver::highlight;
use nimlab_solver::{Lang, Localized};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

use super::text::Texts;
use crate::dom::{self, Listener};

/// A program shown in a tab, in both languages (only its comments differ).
#[derive(Clone)]
pub struct Source {
    pub language: &'static str,
    pub text: Localized,
}

impl Source {
    /// The tabs for a family's programs (C++ first, then its Python twin).
    pub fn all<P>(programs: &[nimlab_solver::program::Program<P>]) -> Vec<Source> {
        programs
            .iter()
            .map(|p| Source {
                language: p.language,
                text: Localized::new(p.text(Lang::Vi), p.text(Lang::En)),
            })
            .collect()
    }
}

struct Tab {
    button: Element,
    panel: Element,
    /// Each line's row (number and text) and its text.
    lines: Vec<(Element, Element)>,
    source: Source,
    /// The language the text is shown in.
    shown: Cell<Lang>,
}

impl Tab {
    /// Writes the program's text in `lang`, coloured, into the rows.
    fn write(&self, lang: Lang) -> Result<(), JsValue> {
        let text = self.source.text.get(lang);
        let lines = highlight::lines(self.source.language, text);
        for ((_, row_text), tokens) in self.lines.iter().zip(lines) {
            dom::clear(row_text);
            for (token, piece) in tokens {
                let class = highlight::class(token);
                if class.is_empty() {
                    dom::text_node(row_text, piece)?;
                } else {
                    dom::child(row_text, "span", class, piece)?;
                }
            }
        }
        self.shown.set(lang);
        Ok(())
    }
}

pub struct CodePanel {
    tabs: Rc<Vec<Tab>>,
    vars: Element,
    stdin: Element,
    stdin_error: Element,
    /// The refusal shown under the box, kept so that it can be said again in another language.
    refused: RefCell<Option<nimlab_solver::InputError>>,
    _listeners: Vec<Listener>,
}

impl CodePanel {
    /// `on_run` receives the stdin box's text when the learner presses "Chạy"; the panel's
    /// fixed words are bound to `texts`.
    pub fn new(
        parent: &Element,
        texts: &Texts,
        sources: &[Source],
        on_run: Rc<dyn Fn(String)>,
    ) -> Result<CodePanel, JsValue> {
        let root = dom::child(parent, "div", "code-panel", "")?;
        let tablist = dom::child_with(&root, "div", "code-tabs", &[("role", "tablist")])?;
        let body = dom::child(&root, "div", "code-body", "")?;
        let mut tabs = Vec::new();
        for source in sources {
            let source = source.clone();
            let button = dom::button(&tablist, "code-tab", source.language)?;
            let panel = dom::child(&body, "pre", "code", "")?;
            let tab_id = dom::fresh_id("tab");
            let panel_id = dom::fresh_id("code");
            dom::set_attr(&button, "role", "tab");
            dom::set_attr(&button, "id", &tab_id);
            dom::set_attr(&button, "aria-controls", &panel_id);
            dom::set_attr(&panel, "role", "tabpanel");
            dom::set_attr(&panel, "id", &panel_id);
            dom::set_attr(&panel, "aria-labelledby", &tab_id);
            dom::set_attr(&panel, "tabindex", "0");
            let code = dom::child(&panel, "code", "", "")?;
            let mut lines = Vec::new();
            for number in 1..=source.text.vi.lines().count() {
                let row = dom::child(&code, "span", "code-line", "")?;
                let gutter = dom::child(&row, "span", "code-number", &number.to_string())?;
                dom::set_attr(&gutter, "aria-hidden", "true");
                let text = dom::child(&row, "span", "code-text", "")?;
                lines.push((row, text));
            }
            let tab = Tab {
                button,
                panel,
                lines,
                source,
                shown: Cell::new(Lang::Vi),
            };
            tab.write(Lang::Vi)?;
            tabs.push(tab);
        }
        select(&tabs, 0);
        let side = dom::child(&body, "div", "code-side", "")?;
        let title = ("Biến lúc này", "Variables now");
        texts.child(&side, "h4", "code-vars-title", title)?;
        let vars = dom::child(&side, "dl", "code-vars", "")?;
        let stdin_words = ("Dữ liệu vào (stdin) — sửa được", "Input (stdin) — editable");
        let stdin_label = texts.child(&side, "label", "code-vars-title", stdin_words)?;
        let stdin = dom::child(&side, "textarea", "code-stdin", "")?;
        let stdin_id = dom::fresh_id("stdin");
        let error_id = dom::fresh_id("stdin-error");
        dom::set_attr(&stdin_label, "for", &stdin_id);
        dom::set_attr(&stdin, "id", &stdin_id);
        dom::set_attr(&stdin, "rows", "3");
        dom::set_attr(&stdin, "spellcheck", "false");
        dom::set_attr(&stdin, "aria-describedby", &error_id);
        let run_words = ("Chạy với dữ liệu này", "Run with this input");
        let run = texts.button(&side, "btn code-run", run_words)?;
        let error_attrs = [("id", error_id.as_str()), ("role", "alert")];
        let stdin_error = dom::child_with(&side, "p", "field-error", &error_attrs)?;
        dom::set_hidden(&stdin_error, true);

        let tabs = Rc::new(tabs);
        let mut listeners = Vec::new();
        let box_el = stdin.clone();
        listeners.push(Listener::new(&run, "click", move |_| {
            on_run(
                box_el
                    .dyn_ref::<web_sys::HtmlTextAreaElement>()
                    .map(|t| t.value())
                    .unwrap_or_default(),
            )
        })?);
        for index in 0..tabs.len() {
            let all = tabs.clone();
            listeners.push(Listener::new(&tabs[index].button, "click", move |_| {
                select(&all, index)
            })?);
        }
        Ok(CodePanel {
            tabs,
            vars,
            stdin,
            stdin_error,
            refused: RefCell::new(None),
            _listeners: listeners,
        })
    }

    /// Highlights line `lines[k]` (1-based, `None` for no line) in tab `k`, and lists the
    /// variables of this moment.
    pub fn show(
        &self,
        lines: &[Option<usize>],
        variables: &[(String, String)],
    ) -> Result<(), JsValue> {
        for (index, tab) in self.tabs.iter().enumerate() {
            // A tab with no line given (before the first step) has none highlighted.
            let line = lines.get(index).copied().flatten();
            for (number, (row, _)) in tab.lines.iter().enumerate() {
                let on = line == Some(number + 1);
                dom::set_class(row, "is-current", on);
                dom::set_attr_if(row, "aria-current", "step", on);
            }
        }
        dom::clear(&self.vars);
        for (name, value) in variables {
            let pair = dom::child(&self.vars, "div", "code-var", "")?;
            dom::child(&pair, "dt", "", name)?;
            dom::child(&pair, "dd", "", value)?;
        }
        Ok(())
    }

    /// Puts the judge input of the widget's current input in the box.
    pub fn set_stdin(&self, text: &str) {
        if let Some(area) = self.stdin.dyn_ref::<web_sys::HtmlTextAreaElement>() {
            area.set_value(text);
        }
    }

    /// Shows why the stdin box was refused, or clears the message.
    pub fn show_stdin_error(&self, error: Option<&nimlab_solver::InputError>, lang: Lang) {
        if let Ok(mut refused) = self.refused.try_borrow_mut() {
            *refused = error.cloned();
        }
        let text = error.map(|e| e.message(lang)).unwrap_or_default();
        dom::set_text(&self.stdin_error, &text);
        dom::set_hidden(&self.stdin_error, error.is_none());
        dom::set_attr_if(&self.stdin, "aria-invalid", "true", error.is_some());
    }

    pub fn relabel(&self, lang: Lang) {
        // The programs' comments follow the language like every other text.
        for tab in self.tabs.iter() {
            if tab.shown.get() != lang {
                crate::guard::reported(tab.write(lang));
            }
        }
        // A refusal under the box follows the language like the fields' messages do.
        let refused = self.refused.try_borrow().ok().and_then(|r| r.clone());
        if let Some(error) = refused {
            dom::set_text(&self.stdin_error, &error.message(lang));
        }
    }
}

fn select(tabs: &[Tab], chosen: usize) {
    for (index, tab) in tabs.iter().enumerate() {
        let on = index == chosen;
        dom::set_bool_attr(&tab.button, "aria-selected", on);
        dom::set_attr(&tab.button, "tabindex", if on { "0" } else { "-1" });
        dom::set_hidden(&tab.panel, !on);
    }
}
