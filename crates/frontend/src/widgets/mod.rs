//! The widgets a page can hold, mounted on placeholders such as
//! `<div data-widget="wl-table" data-moves="1,3,4" data-n="14">`.

mod wl_table;

use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

/// A mounted widget. Dropping it removes its listeners and stops its frame loop.
pub trait Widget {
    /// Rewrites every text of the widget in `lang`.
    fn set_lang(&self, lang: Lang);
}

/// Mounts the widget named by the placeholder's `data-widget` attribute.
pub fn mount(placeholder: &Element, lang: Lang) -> Result<Box<dyn Widget>, JsValue> {
    let kind = placeholder.get_attribute("data-widget").unwrap_or_default();
    match kind.as_str() {
        "wl-table" => Ok(Box::new(wl_table::WlTable::mount(placeholder, lang)?)),
        other => Err(JsValue::from_str(&format!(
            "unknown widget “{}”",
            nimlab_solver::input::quote(other)
        ))),
    }
}
