//! Labelled input fields with their error message, shared by every widget's form.
//!
//! A field's message sits right under it, is linked with `aria-describedby`, and is announced
//! (`role="alert"`); the input is marked `aria-invalid` while its value is refused.

use std::cell::RefCell;

use nimlab_solver::{InputError, Lang};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom;

pub struct InputField {
    pub label: Element,
    pub input: Element,
    error: Element,
    name: &'static str,
    /// The refusal on show, kept so that [`InputField::refresh`] can say it in another language.
    shown: RefCell<Option<InputError>>,
}

impl InputField {
    /// A text field called `name` (its `name` attribute and CSS class `field-{name}`).
    pub fn new(form: &Element, name: &'static str) -> Result<InputField, JsValue> {
        let wrap = dom::child(form, "div", &format!("field field-{name}"), "")?;
        let label = dom::child(&wrap, "label", "", "")?;
        let input = dom::child(&wrap, "input", "", "")?;
        let error = dom::child(&wrap, "p", "field-error", "")?;
        let input_id = dom::fresh_id(name);
        let error_id = dom::fresh_id(&format!("{name}-error"));
        dom::set_attr(&label, "for", &input_id);
        for (attr, value) in [
            ("id", input_id.as_str()),
            ("type", "text"),
            ("name", name),
            ("autocomplete", "off"),
            ("spellcheck", "false"),
            ("aria-describedby", error_id.as_str()),
        ] {
            dom::set_attr(&input, attr, value);
        }
        dom::set_attr(&error, "id", &error_id);
        dom::set_attr(&error, "role", "alert");
        dom::set_hidden(&error, true);
        Ok(InputField {
            label,
            input,
            error,
            name,
            shown: RefCell::new(None),
        })
    }

    pub fn value(&self) -> String {
        dom::input_value(&self.input)
    }

    pub fn set_value(&self, value: &str) {
        dom::set_input_value(&self.input, value);
    }

    pub fn set_label(&self, text: &str) {
        dom::set_text(&self.label, text);
    }

    /// Says the refusal on show again in `lang`, for a widget that keeps no copy of it (a
    /// language switch must not leave a message in the old language).
    pub fn refresh(&self, lang: Lang) {
        let shown = self.shown.try_borrow().ok().and_then(|s| s.clone());
        if let Some(error) = shown {
            dom::set_text(&self.error, &error.reason(lang));
        }
    }

    /// Shows `error`'s reason under the field, or clears it.
    pub fn show(&self, error: Option<&InputError>, lang: Lang) {
        if let Ok(mut shown) = self.shown.try_borrow_mut() {
            *shown = error.cloned();
        }
        match error {
            Some(e) => {
                dom::set_text(&self.error, &e.reason(lang));
                dom::set_attr(&self.input, "aria-invalid", "true");
                dom::set_attr(&self.error, "data-field-error", self.name);
            }
            None => {
                dom::set_text(&self.error, "");
                let _ = self.input.remove_attribute("aria-invalid");
                let _ = self.error.remove_attribute("data-field-error");
            }
        }
        dom::set_hidden(&self.error, error.is_none());
    }
}
