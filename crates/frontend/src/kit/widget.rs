//! What the page holds of a mounted widget, and why a placeholder could not be mounted.

use nimlab_solver::Lang;
use wasm_bindgen::JsValue;

/// A mounted widget. Dropping it removes its listeners and stops its frame loop.
pub trait Widget {
    /// Rewrites every text of the widget in `lang`.
    fn set_lang(&self, lang: Lang);

    /// The widget's root, when the page was opened on a link to one of its moments (the page
    /// then brings it into view).
    fn linked(&self) -> Option<web_sys::Element> {
        None
    }
}

/// Why a placeholder could not be mounted. A name from a link or an embed is the reader's (or
/// a stranger's) text, so it is said in the page's language; a DOM failure keeps the
/// browser's own words.
pub struct MountError {
    pub vi: String,
    pub en: String,
}

impl MountError {
    pub fn text(&self, lang: Lang) -> &str {
        lang.pick(&self.vi, &self.en)
    }
}

impl From<JsValue> for MountError {
    fn from(error: JsValue) -> Self {
        let detail = error.as_string().unwrap_or_default();
        MountError {
            vi: detail.clone(),
            en: detail,
        }
    }
}
