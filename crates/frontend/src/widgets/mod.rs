//! The widgets a page can hold, mounted on placeholders such as
//! `<div data-widget="wl-table" data-moves="1,3,4" data-n="14">`.

mod bipartite;
mod coins;
mod discs;
mod ends;
mod ends_bench;
mod fib_nim;
mod graph;
mod mex;
mod moore;
mod nim;
mod nim_product;
mod practice;
mod sandbox;
mod sg_table;
mod staircase;
mod values;
mod wl_table;
mod wythoff;
mod yaglom;

use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::shell::Shell;

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

/// Every `data-widget` name [`mount`] knows, for the message about an unknown one.
pub const KINDS: &[&str] = &[
    "wl-table",
    "mex",
    "nim",
    "moore",
    "staircase",
    "ends",
    "yaglom",
    "fib-nim",
    "wl-practice",
    "grundy-practice",
    "dp-practice",
    "ends-bench",
    "wythoff",
    "graph",
    "sg-table",
    "nim-product",
    "coins",
    "discs",
    "bipartite",
    "sandbox",
];

/// The refusal of a widget name that is not one of [`KINDS`].
fn unknown_kind(kind: &str) -> MountError {
    let known = KINDS.join(", ");
    if kind.trim().is_empty() {
        return MountError {
            vi: format!("chưa ghi tên mô phỏng (widget); các tên có: {known}."),
            en: format!("no widget is named (widget); the names are: {known}."),
        };
    }
    let shown = nimlab_solver::input::quote(kind);
    MountError {
        vi: format!("không có mô phỏng nào tên “{shown}”; các tên có: {known}."),
        en: format!("there is no widget called “{shown}”; the names are: {known}."),
    }
}

/// A mounted widget. Dropping it removes its listeners and stops its frame loop.
pub trait Widget {
    /// Rewrites every text of the widget in `lang`.
    fn set_lang(&self, lang: Lang);
}

/// Mounts the widget named by the placeholder's `data-widget` attribute.
pub fn mount(placeholder: &Element, lang: Lang) -> Result<Box<dyn Widget>, MountError> {
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
        "moore" => Ok(Box::new(Shell::<moore::MooreWidget>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "mo"),
            "moore-widget",
        )?)),
        "staircase" => Ok(Box::new(Shell::<staircase::Staircase>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "st"),
            "staircase-widget",
        )?)),
        "ends" => Ok(Box::new(Shell::<ends::Ends>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "ends"),
            "ends-widget",
        )?)),
        "yaglom" => Ok(Box::new(Shell::<yaglom::Yaglom>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "yg"),
            "yaglom-widget",
        )?)),
        "fib-nim" => Ok(Box::new(Shell::<fib_nim::FibNim>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "fn"),
            "fib-nim-widget",
        )?)),
        // Not stepping widgets (they have no trace), so they have no shell.
        "wl-practice" => Ok(Box::new(practice::Practice::<practice::WlPractice>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "wlp"),
        )?)),
        "grundy-practice" => Ok(Box::new(
            practice::Practice::<practice::GrundyPractice>::mount(
                placeholder,
                lang,
                &widget_id(placeholder, "gp"),
            )?,
        )),
        "dp-practice" => Ok(Box::new(practice::Practice::<practice::DpPractice>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "dpp"),
        )?)),
        "ends-bench" => Ok(Box::new(ends_bench::EndsBench::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "bench"),
        )?)),
        "wythoff" => Ok(Box::new(Shell::<wythoff::Wythoff>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "wy"),
            "wythoff-widget",
        )?)),
        "graph" => Ok(Box::new(Shell::<graph::GraphWidget>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "gr"),
            "graph-widget",
        )?)),
        "sg-table" => Ok(Box::new(Shell::<sg_table::SgTable>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "sg"),
            "sg-table-widget",
        )?)),
        "nim-product" => Ok(Box::new(Shell::<nim_product::NimProduct>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "np"),
            "nim-product-widget",
        )?)),
        "coins" => Ok(Box::new(Shell::<coins::Coins>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "co"),
            "coins-widget",
        )?)),
        "discs" => Ok(Box::new(Shell::<discs::Discs>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "di"),
            "discs-widget",
        )?)),
        "bipartite" => Ok(Box::new(Shell::<bipartite::Bipartite>::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "bp"),
            "bipartite-widget",
        )?)),
        "sandbox" => Ok(Box::new(sandbox::Sandbox::mount(
            placeholder,
            lang,
            &widget_id(placeholder, "sandbox"),
        )?)),
        other => Err(unknown_kind(other)),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_widget_is_named_in_both_languages_with_the_names_that_exist() {
        let error = unknown_kind("<img src=x onerror=alert(1)>");
        assert!(
            error.vi.starts_with(
                "không có mô phỏng nào tên “<img src=x onerror=alert…”; các tên có: wl-table, "
            ),
            "{}",
            error.vi
        );
        assert!(
            error.en.starts_with("there is no widget called “<img"),
            "{}",
            error.en
        );
        assert!(unknown_kind(" ")
            .vi
            .starts_with("chưa ghi tên mô phỏng (widget)"));
        assert_eq!(error.text(Lang::En), error.en);
    }

    /// The list the message gives is the list `mount` knows: every `"kind" =>` arm.
    #[test]
    fn the_names_listed_are_the_names_mounted() {
        let source = include_str!("mod.rs");
        let body = source
            .split("match kind.as_str() {")
            .nth(1)
            .and_then(|rest| rest.split("other => Err(unknown_kind(other))").next())
            .unwrap_or_default();
        let mut arms: Vec<&str> = body
            .lines()
            .filter_map(|line| line.trim().strip_prefix('"'))
            .filter_map(|line| line.split_once("\" =>"))
            .map(|(kind, _)| kind)
            .collect();
        let mut kinds = KINDS.to_vec();
        arms.sort_unstable();
        kinds.sort_unstable();
        assert_eq!(arms, kinds);
    }
}
