//! A widget's words in both languages, bound once to the elements that show them.
//!
//! Most of a widget's text never changes except with the language: titles, labels, button
//! names, legends, `aria-label`s. A widget binds each such text to its element when it builds
//! it ([`Texts::text`], [`Texts::attr`]); a language switch then rewrites every bound text at
//! once, so a widget writes no relabelling code for them. Texts that change with the step are
//! drawn by the widget itself.

use std::borrow::Cow;
use std::cell::{Cell, RefCell};

use nimlab_solver::{Lang, Localized};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom;

/// A text in Vietnamese and English, as written in the sources: the literal form of
/// [`Localized`], which every text bound here becomes.
pub use nimlab_course::widgets::Words;

#[derive(PartialEq)]
enum Target {
    Text,
    Attribute(&'static str),
}

struct Bound {
    element: Element,
    target: Target,
    text: Localized,
}

impl Bound {
    fn same_slot(&self, other: &Bound) -> bool {
        self.element == other.element && self.target == other.target
    }

    fn show(&self, lang: Lang) {
        let text = self.text.get(lang);
        match self.target {
            Target::Text => dom::set_text(&self.element, text),
            Target::Attribute(name) => dom::set_attr(&self.element, name, text),
        }
    }
}

/// The bound texts of one widget, and the language they are shown in.
pub struct Texts {
    lang: Cell<Lang>,
    bound: RefCell<Vec<Bound>>,
}

impl Texts {
    pub fn new(lang: Lang) -> Texts {
        Texts {
            lang: Cell::new(lang),
            bound: RefCell::new(Vec::new()),
        }
    }

    pub fn lang(&self) -> Lang {
        self.lang.get()
    }

    /// Shows every bound text in `lang`.
    pub fn set_lang(&self, lang: Lang) {
        self.lang.set(lang);
        for bound in self.bound.borrow().iter() {
            bound.show(lang);
        }
    }

    fn bind(&self, element: &Element, target: Target, text: Localized) {
        let bound = Bound {
            element: element.clone(),
            target,
            text,
        };
        bound.show(self.lang());
        let mut list = self.bound.borrow_mut();
        // Binding an element again replaces its text (a label that depends on the input).
        list.retain(|old| !old.same_slot(&bound));
        list.push(bound);
    }

    /// `element`'s text, in both languages.
    pub fn text(
        &self,
        element: &Element,
        (vi, en): (impl Into<Cow<'static, str>>, impl Into<Cow<'static, str>>),
    ) {
        self.bind(element, Target::Text, Localized::new(vi, en));
    }

    /// `element`'s attribute `name` (`aria-label`, `title`, `placeholder`), in both languages.
    pub fn attr(
        &self,
        element: &Element,
        name: &'static str,
        (vi, en): (impl Into<Cow<'static, str>>, impl Into<Cow<'static, str>>),
    ) {
        self.bind(element, Target::Attribute(name), Localized::new(vi, en));
    }

    /// Creates `<tag class="…">` in `parent` showing `words`.
    pub fn child(
        &self,
        parent: &Element,
        tag: &str,
        class: &str,
        words: Words,
    ) -> Result<Element, JsValue> {
        let el = dom::child(parent, tag, class, "")?;
        self.text(&el, words);
        Ok(el)
    }

    /// Creates a `<button type="button">` in `parent` named `words`.
    pub fn button(&self, parent: &Element, class: &str, words: Words) -> Result<Element, JsValue> {
        let el = dom::button(parent, class, "")?;
        self.text(&el, words);
        Ok(el)
    }

    /// Forgets the texts bound inside `container` (its content is about to be rebuilt).
    pub fn forget_inside(&self, container: &Element) {
        self.bound.borrow_mut().retain(|bound| {
            !container.contains(Some(&bound.element)) || bound.element == *container
        });
    }
}
