//! A widget's fields, written once: the labelled inputs with their messages, where their
//! starting texts come from (a shared link, the placeholder's attributes, the defaults), how
//! they are written into a link, and their labels in both languages.
//!
//! A field's message sits right under it, is linked with `aria-describedby`, and is announced
//! (`role="alert"`); the input is marked `aria-invalid` while its value is refused. A refused
//! value stays in the field as typed, so nothing the learner wrote is lost.

use std::cell::RefCell;

use nimlab_solver::{InputError, Lang};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlInputElement, HtmlSelectElement};

use super::text::{Texts, Words};
use crate::dom;

/// How a field is edited, and how its value travels in a link.
#[derive(Clone, Copy)]
pub enum Kind {
    /// Free text.
    Text,
    /// A whole number (the phone's numeric keyboard).
    Number,
    /// Numbers separated by spaces in the field and by commas in a link (`1,3,4`).
    List,
    /// Items separated by commas (an edge list): `0-1, 1-2` in the field, `0-1,1-2` in a link.
    Items,
    /// One of a few values (a `<select>`): the value and its label.
    Choice(&'static [(&'static str, Words)]),
}

/// One field of a form.
#[derive(Clone)]
pub struct Spec {
    /// Its key in a link (`{id}.key`), its placeholder attribute (`data-key`), its input's
    /// name and CSS class (`field-key`), and the JS API field its errors name.
    pub key: &'static str,
    pub label: (String, String),
    pub default: String,
    pub kind: Kind,
}

impl Spec {
    pub fn new(key: &'static str, (vi, en): Words, default: &str, kind: Kind) -> Spec {
        Spec {
            key,
            label: (vi.to_string(), en.to_string()),
            default: default.to_string(),
            kind,
        }
    }

    /// The same field with a label written at run time (limits in it, say).
    pub fn labelled(self, label: (String, String)) -> Spec {
        Spec { label, ..self }
    }

    /// The same field with the placeholder's `data-{key}` as its default when `valid` takes
    /// it: a page's own state is what a refused link falls back to.
    pub fn default_from(self, placeholder: &Element, valid: impl Fn(&str) -> bool) -> Spec {
        let shown = placeholder
            .get_attribute(&format!("data-{}", self.key))
            .map(|value| self.shown_from_link(&value));
        match shown {
            Some(default) if valid(&default) => Spec { default, ..self },
            _ => self,
        }
    }

    /// The text a link or an attribute holds, as the field shows it.
    fn shown_from_link(&self, value: &str) -> String {
        match self.kind {
            Kind::List => value.replace(',', " "),
            Kind::Items => items(value).join(", "),
            _ => value.to_string(),
        }
    }

    /// The field's text as a link holds it.
    fn to_link(&self, value: &str) -> String {
        match self.kind {
            Kind::List => value.split_whitespace().collect::<Vec<_>>().join(","),
            Kind::Items => items(value).join(","),
            _ => value.trim().to_string(),
        }
    }
}

/// The comma-separated items of a text, trimmed, empty ones left out.
fn items(text: &str) -> Vec<&str> {
    text.split(',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .collect()
}

/// The fields' texts, by key.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Values(Vec<(&'static str, String)>);

impl Values {
    pub fn new(pairs: Vec<(&'static str, String)>) -> Values {
        Values(pairs)
    }

    /// The text of field `key` ("" if there is none).
    pub fn get(&self, key: &str) -> &str {
        self.0
            .iter()
            .find(|(k, _)| *k == key)
            .map_or("", |(_, v)| v.as_str())
    }

    pub fn pairs(&self) -> &[(&'static str, String)] {
        &self.0
    }
}

/// The attribute holding a value a `<select>` has no option for.
const PENDING: &str = "data-pending";

/// A labelled input (or select) with its message.
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
        InputField::with_tag(form, name, "input")
    }

    fn with_tag(form: &Element, name: &'static str, tag: &str) -> Result<InputField, JsValue> {
        let input_id = dom::fresh_id(name);
        let error_id = dom::fresh_id(&format!("{name}-error"));
        let wrap = dom::child(form, "div", &format!("field field-{name}"), "")?;
        let label = dom::child_with(&wrap, "label", "", &[("for", &input_id)])?;
        let mut attrs = vec![
            ("id", input_id.as_str()),
            ("name", name),
            ("aria-describedby", &error_id),
        ];
        if tag == "input" {
            attrs.extend([
                ("type", "text"),
                ("autocomplete", "off"),
                ("spellcheck", "false"),
            ]);
        }
        let input = dom::child_with(&wrap, tag, "", &attrs)?;
        let error = dom::child_with(&wrap, "p", "field-error", &[("id", &error_id)])?;
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
        if let Some(select) = self.input.dyn_ref::<HtmlSelectElement>() {
            return self
                .input
                .get_attribute(PENDING)
                .unwrap_or_else(|| select.value());
        }
        dom::input_value(&self.input)
    }

    /// Writes `value` into the field. A list cannot show a value none of its options has (a
    /// link's typo): it keeps its choice, and the value is held until its verdict is shown,
    /// so that the refusal quotes what the link said.
    pub fn set_value(&self, value: &str) {
        if let Some(select) = self.input.dyn_ref::<HtmlSelectElement>() {
            let before = select.value();
            select.set_value(value);
            if select.value() == value {
                dom::remove_attr(&self.input, PENDING);
            } else {
                select.set_value(&before);
                dom::set_attr(&self.input, PENDING, value);
            }
        } else {
            dom::set_input_value(&self.input, value);
        }
    }

    /// Says the refusal on show again in `lang`.
    pub fn refresh(&self, lang: Lang) {
        let shown = self.shown.try_borrow().ok().and_then(|s| s.clone());
        if let Some(error) = shown {
            dom::set_text(&self.error, &error.reason(lang));
        }
    }

    /// Shows `error`'s reason under the field, or clears it.
    pub fn show(&self, error: Option<&InputError>, lang: Lang) {
        // The verdict on a value a list could not show is said: the list's own choice counts.
        dom::remove_attr(&self.input, PENDING);
        if let Ok(mut shown) = self.shown.try_borrow_mut() {
            *shown = error.cloned();
        }
        let refused = error.is_some();
        let reason = error.map(|e| e.reason(lang)).unwrap_or_default();
        dom::set_text(&self.error, &reason);
        dom::set_attr_if(&self.input, "aria-invalid", "true", refused);
        dom::set_attr_if(&self.error, "data-field-error", self.name, refused);
        dom::set_hidden(&self.error, !refused);
    }
}

/// A form's fields.
pub struct FieldSet {
    fields: Vec<(Spec, InputField)>,
}

impl FieldSet {
    /// Builds the fields in `form`, their labels bound to `texts`.
    pub fn new(form: &Element, specs: Vec<Spec>, texts: &Texts) -> Result<FieldSet, JsValue> {
        let mut fields = Vec::new();
        for spec in specs {
            let field = match spec.kind {
                Kind::Choice(options) => {
                    let field = InputField::with_tag(form, spec.key, "select")?;
                    for (value, words) in options {
                        let option =
                            dom::child_with(&field.input, "option", "", &[("value", value)])?;
                        texts.text(&option, *words);
                    }
                    field
                }
                Kind::Number => {
                    let field = InputField::new(form, spec.key)?;
                    dom::set_attr(&field.input, "inputmode", "numeric");
                    field
                }
                Kind::Text | Kind::List | Kind::Items => InputField::new(form, spec.key)?,
            };
            texts.text(&field.label, spec.label.clone());
            field.set_value(&spec.default);
            fields.push((spec, field));
        }
        Ok(FieldSet { fields })
    }

    /// Puts each field's starting text in it: `get(key)` (a shared link's value, else the
    /// placeholder's attribute), else its default. Whether any was given.
    pub fn restore(&self, get: &dyn Fn(&str) -> Option<String>) -> bool {
        let mut any = false;
        for (spec, field) in &self.fields {
            if let Some(value) = get(spec.key) {
                field.set_value(&spec.shown_from_link(&value));
                any = true;
            }
        }
        any
    }

    /// The fields' texts as typed.
    pub fn values(&self) -> Values {
        Values(
            self.fields
                .iter()
                .map(|(spec, field)| (spec.key, field.value()))
                .collect(),
        )
    }

    /// The fields' default texts.
    pub fn defaults(&self) -> Values {
        Values(
            self.fields
                .iter()
                .map(|(spec, _)| (spec.key, spec.default.clone()))
                .collect(),
        )
    }

    /// Shows each error at the field it names (an error naming no field of the form goes to
    /// the first field), and clears the others.
    pub fn show(&self, errors: &[InputError], lang: Lang) {
        let owner = |error: &InputError| {
            self.fields
                .iter()
                .position(|(spec, _)| spec.key == error.field.api_name())
                .unwrap_or(0)
        };
        for (index, (_, field)) in self.fields.iter().enumerate() {
            let error = errors.iter().find(|e| owner(e) == index);
            field.show(error, lang);
        }
    }

    /// Writes `values` into the fields (an input accepted from the stdin box), clearing their
    /// messages.
    pub fn set(&self, values: &Values, lang: Lang) {
        for (spec, field) in &self.fields {
            if let Some((_, value)) = values.0.iter().find(|(k, _)| *k == spec.key) {
                field.set_value(&spec.shown_from_link(value));
                field.show(None, lang);
            }
        }
    }

    /// `values` as a link writes them.
    pub fn link(&self, values: &Values) -> Vec<(&'static str, String)> {
        self.fields
            .iter()
            .map(|(spec, _)| (spec.key, spec.to_link(values.get(spec.key))))
            .collect()
    }

    /// Says the messages on show in `lang`.
    pub fn refresh(&self, lang: Lang) {
        for (_, field) in &self.fields {
            field.refresh(lang);
        }
    }

    /// The field called `key`, for a widget that needs its element.
    pub fn field(&self, key: &str) -> Option<&InputField> {
        self.fields
            .iter()
            .find(|(spec, _)| spec.key == key)
            .map(|(_, field)| field)
    }

    pub fn is_empty(&self) -> bool {
        self.fields.is_empty()
    }
}

/// Reads a checkbox.
pub fn is_checked(toggle: &Element) -> bool {
    toggle
        .dyn_ref::<HtmlInputElement>()
        .is_some_and(HtmlInputElement::checked)
}

/// Numbers separated by spaces, as the fields take them.
pub fn spaced<T: ToString>(values: &[T]) -> String {
    let list: Vec<String> = values.iter().map(T::to_string).collect();
    list.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_travel_with_commas_and_show_with_spaces() {
        let spec = Spec::new("moves", ("S", "S"), "1 3 4", Kind::List);
        assert_eq!(spec.to_link(" 1  3 4 "), "1,3,4");
        assert_eq!(spec.shown_from_link("1,3,4"), "1 3 4");
        let n = Spec::new("n", ("n", "n"), "14", Kind::Number);
        assert_eq!(n.to_link(" 14 "), "14");
        assert_eq!(n.shown_from_link("1,4"), "1,4");
        let edges = Spec::new("edges", ("E", "E"), "0-1, 1-2", Kind::Items);
        assert_eq!(edges.to_link(" 0-1,  1-2 ,"), "0-1,1-2");
        assert_eq!(edges.shown_from_link("0-1,1-2"), "0-1, 1-2");
    }

    #[test]
    fn values_answer_by_key() {
        let values = Values::new(vec![("moves", "1 3".into()), ("n", "9".into())]);
        assert_eq!(values.get("n"), "9");
        assert_eq!(values.get("moves"), "1 3");
        assert_eq!(values.get("other"), "");
    }
}
