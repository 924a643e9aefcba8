//! The widgets a page can hold, mounted on placeholders such as
//! `<div data-widget="wl-table" data-moves="1,3,4" data-n="14">`.

mod bipartite;
mod ends;
mod mex;
mod nim;
mod practice;
mod sandbox;
mod wl_table;

use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::shell::Shell;

/// A mounted widget. Dropping it removes its listeners and stops its frame loop.
pub trait Widget {
    /// Rewrites every text of the widget in `lang`.
    fn set_lang(&self, lang: Lang);
}

/// Mounts the widget named by the placeholder's `data-widget` attribute.
pub fn mount(placeholder: &Element, lang: Lang) -> Result<Box<dyn Widget>, JsValue> {
    let kind = placeholder.get_attribute("data-widget").unwrap_or_default();
    match kind.as_str() {
        "wl-table" => Ok(Box::new(Shell::<wl_table::WlTable>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "wl"),
            "wl-table",
        )?)),
        "mex" => Ok(Box::new(Shell::<mex::Mex>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "mex"),
            "mex-widget",
        )?)),
        "nim" => Ok(Box::new(Shell::<nim::NimWidget>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "nim"),
            "nim-widget",
        )?)),
        "ends" => Ok(Box::new(Shell::<ends::Ends>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "ends"),
            "ends-widget",
        )?)),
        "bipartite" => Ok(Box::new(Shell::<bipartite::Bipartite>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "bp"),
            "bipartite-widget",
        )?)),
        // Not a stepping widget (it has no trace), so it has no shell.
        "wl-practice" => Ok(Box::new(practice::Practice::mount(placeholder, lang)?)),
        "sandbox" => Ok(Box::new(sandbox::Sandbox::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "sandbox"),
        )?)),
        other => Err(JsValue::from_str(&format!(
            "unknown widget “{}”",
            nimlab_solver::input::quote(other)
        ))),
    }
}

/// The prefix of a widget's keys in the URL: the placeholder's `id` if it has one, else a short
/// name for its kind, numbered when a page holds several of that kind.
fn widget_id(placeholder: &Element, short: &str) -> String {
    if let Some(id) = placeholder
        .get_attribute("id")
        .filter(|id| !id.trim().is_empty())
    {
        return id;
    }
    let kind = placeholder.get_attribute("data-widget").unwrap_or_default();
    let earlier = crate::dom::document()
        .map(|doc| crate::dom::select_all(&doc, "[data-widget]"))
        .unwrap_or_default()
        .into_iter()
        .take_while(|el| el != placeholder)
        .filter(|el| el.get_attribute("data-widget").as_deref() == Some(kind.as_str()))
        .count();
    if earlier == 0 {
        short.to_string()
    } else {
        format!("{short}{}", earlier + 1)
    }
}
