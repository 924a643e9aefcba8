//! Below the game: the analysis of any position up to `2^64 − 1`, with every winning move and
//! the losing pair it aims at.

use std::rc::Rc;

use nimlab_course::widgets::{wythoff as words, ANALYSE};
use nimlab_solver::wythoff::{
    explain, parse_position, verdict_sentence, winning_moves, Heaps, HEAPS,
};
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit::fields::InputField;
use crate::kit::text::Texts;

/// The analysis of one position, as exact as the solver: the verdict, then one line per
/// winning move naming the losing pair `(a_k, b_k)` it lands on.
pub struct Analysis {
    pub position: Heaps,
    error: Option<InputError>,
    field: InputField,
    verdict: Element,
    moves: Element,
    _submit: Listener,
}

/// The analysis shown at rest: a position with eighteen-digit piles.
const DEFAULT_ANALYSIS: Heaps = Heaps {
    a: 1_000_000_000_000_000_000,
    b: 1_618_033_988_749_894_000,
};

impl Analysis {
    pub fn new(
        parent: &Element,
        texts: &Texts,
        on_submit: Rc<dyn Fn()>,
    ) -> Result<Analysis, JsValue> {
        texts.child(parent, "p", "wy-panel-intro", words::EXACT_BEYOND_BOARD)?;
        let form = dom::child(parent, "form", "widget-form wy-analysis", "")?;
        dom::set_attr(&form, "novalidate", "");
        let field = InputField::new(&form, "position")?;
        dom::set_attr(&field.input, "inputmode", "numeric");
        texts.text(&field.label, words::TWO_PILES);
        let actions = dom::child(&form, "div", "form-actions", "")?;
        let go = dom::child_with(&actions, "button", "btn btn-primary", &[("type", "submit")])?;
        texts.text(&go, ANALYSE);
        let verdict = dom::child_with(parent, "p", "wy-verdict", &[("aria-live", "polite")])?;
        let moves = dom::child(parent, "ul", "wy-analysis-moves", "")?;
        field.set_value(&format!("{} {}", DEFAULT_ANALYSIS.a, DEFAULT_ANALYSIS.b));
        Ok(Analysis {
            position: DEFAULT_ANALYSIS,
            error: None,
            field,
            verdict,
            moves,
            _submit: crate::kit::on_submit(&form, move || on_submit())?,
        })
    }

    /// Reads `text` (or the field when `None`); the last good position stays on errors.
    pub fn read(&mut self, text: Option<&str>) {
        if let Some(text) = text {
            self.field.set_value(text);
        }
        let parsed = parse_position(&self.field.value(), HEAPS);
        self.position = *parsed.as_ref().unwrap_or(&self.position);
        self.error = parsed.err();
    }

    pub fn draw(&self, lang: Lang) -> Result<(), JsValue> {
        self.field.show(self.error.as_ref(), lang);
        let h = self.position;
        dom::set_text(&self.verdict, &verdict_sentence(h, lang));
        dom::clear(&self.moves);
        for mv in winning_moves(h) {
            dom::child(&self.moves, "li", "", &explain(h, mv, lang))?;
        }
        Ok(())
    }
}
