//! The widgets a page can hold, mounted on placeholders such as
//! `<div data-widget="wl-table" data-moves="1,3,4" data-n="14">`.

mod bipartite;
mod coins;
mod discs;
mod ends;
mod ends_bench;
mod fib_nim;
mod graph;
// Only in a split build holding a later kind: its split point's export would otherwise stay in
// the main module with what it calls (1.5 KB of the graph embed's wasm), no part importing it.
#[cfg(all(
    feature = "split-games",
    any(feature = "widget-sandbox", feature = "widget-quiz")
))]
mod later;
mod mex;
mod moore;
mod nim;
mod nim_product;
mod pile_search;
mod practice;
mod quiz;
mod sandbox;
mod sg_table;
mod staircase;
mod wl_table;
mod wythoff;
mod yaglom;

use nimlab_solver::Lang;
use web_sys::Element;

use crate::dom;
use crate::kit::standalone::{Host, Standalone};
use crate::kit::stepper::{Shell, Stepper};
use crate::kit::{MountError, Widget};

/// Mounts a widget of one kind on a placeholder, with its URL key prefix and CSS class.
type Mount = fn(&Element, Lang, &str, &str) -> Result<Box<dyn Widget>, MountError>;

/// A kind of widget a placeholder can name (`data-widget`).
struct Kind {
    name: &'static str,
    /// The prefix of its keys in the URL (numbered when a page holds several).
    short: &'static str,
    class: &'static str,
    mount: Mount,
}

/// Every widget a page can hold: the kinds this build was made with (features `widget-…`,
/// all by default; a page or an embed built for fewer kinds carries only their code). An entry
/// whose feature is off is `None`, so nothing refers to that widget's code and the linker drops it.
///
/// The kinds listed `later` close a lesson: in a build with a part of its own they are mounted
/// from it (see `later`), so the registry of the main module names them without their code.
macro_rules! registry {
    (
        now { $($feature:literal => $entry:expr,)* }
        later { $($later_feature:literal => $later_entry:expr,)* }
    ) => {
        const REGISTRY: &[Option<Kind>] = &[
            $(if cfg!(feature = $feature) { Some($entry) } else { None },)*
            $(if cfg!(feature = $later_feature) { Some(deferred($later_entry)) } else { None },)*
        ];

        /// Mounts a later kind with its own code (the part's side of `later`).
        #[cfg(all(
            feature = "split-games",
            any(feature = "widget-sandbox", feature = "widget-quiz")
        ))]
        fn mount_later_kind(
            placeholder: &Element,
            lang: Lang,
            id: &str,
            class: &str,
        ) -> Result<Box<dyn Widget>, MountError> {
            let name = placeholder.get_attribute("data-widget").unwrap_or_default();
            $(
                // A constant's function pointer: the call is direct, so this code is the
                // part's alone.
                if cfg!(feature = $later_feature) && name == const { $later_entry }.name {
                    return (const { $later_entry }.mount)(placeholder, lang, id, class);
                }
            )*
            Err(unknown_kind(&name))
        }
    };
}

#[rustfmt::skip]
registry! {
    now {
        "widget-wl-table" => staged::<wl_table::WlTable>("wl-table", "wl", "wl-table"),
        "widget-mex" => staged::<mex::Mex>("mex", "mex", "mex-widget"),
        "widget-nim" => staged::<nim::NimWidget>("nim", "nim", "nim-widget"),
        "widget-moore" => staged::<moore::MooreWidget>("moore", "mo", "moore-widget"),
        "widget-staircase" => staged::<staircase::Staircase>("staircase", "st", "staircase-widget"),
        "widget-ends" => staged::<ends::Ends>("ends", "ends", "ends-widget"),
        "widget-yaglom" => staged::<yaglom::Yaglom>("yaglom", "yg", "yaglom-widget"),
        "widget-fib-nim" => staged::<fib_nim::FibNim>("fib-nim", "fn", "fib-nim-widget"),
        "widget-wl-practice" => standalone::<practice::Practice<practice::WlPractice>>("wl-practice", "wlp", "practice-widget wl-practice"),
        "widget-grundy-practice" => standalone::<practice::Practice<practice::GrundyPractice>>("grundy-practice", "gp", "practice-widget grundy-practice"),
        "widget-dp-practice" => standalone::<practice::Practice<practice::DpPractice>>("dp-practice", "dpp", "practice-widget dp-practice"),
        "widget-ends-bench" => standalone::<ends_bench::EndsBench>("ends-bench", "bench", "ends-bench-widget"),
        "widget-wythoff" => staged::<wythoff::Wythoff>("wythoff", "wy", "wythoff-widget"),
        "widget-graph" => staged::<graph::GraphWidget>("graph", "gr", "graph-widget"),
        "widget-sg-table" => staged::<sg_table::SgTable>("sg-table", "sg", "sg-table-widget"),
        "widget-nim-product" => staged::<nim_product::NimProduct>("nim-product", "np", "nim-product-widget"),
        "widget-coins" => staged::<coins::Coins>("coins", "co", "coins-widget"),
        "widget-discs" => staged::<discs::Discs>("discs", "di", "discs-widget"),
        "widget-bipartite" => staged::<bipartite::Bipartite>("bipartite", "bp", "bipartite-widget"),
        "widget-pile-search" => staged::<pile_search::PileSearchWidget>("pile-search", "ps", "pile-search-widget"),
    }
    later {
        "widget-sandbox" => standalone::<sandbox::Sandbox>("sandbox", "sandbox", "sandbox-widget"),
        "widget-quiz" => standalone::<quiz::Quiz>("quiz", "quiz", "practice-widget quiz-widget"),
    }
}

/// A later kind's entry: mounted from the build's part when it has one.
const fn deferred(kind: Kind) -> Kind {
    #[cfg(all(
        feature = "split-games",
        any(feature = "widget-sandbox", feature = "widget-quiz")
    ))]
    return Kind {
        mount: later::mount,
        ..kind
    };
    #[cfg(not(all(
        feature = "split-games",
        any(feature = "widget-sandbox", feature = "widget-quiz")
    )))]
    kind
}

/// The registry entry of a stepping widget on the stage.
const fn staged<W: Stepper>(name: &'static str, short: &'static str, class: &'static str) -> Kind {
    Kind {
        name,
        short,
        class,
        mount: |el, lang, id, class| Ok(Box::new(Shell::mount::<W>(el, lang, id, class)?)),
    }
}

/// The registry entry of a widget with no trace to step through, on the stage.
const fn standalone<W: Standalone>(
    name: &'static str,
    short: &'static str,
    class: &'static str,
) -> Kind {
    Kind {
        name,
        short,
        class,
        mount: |el, lang, id, class| Ok(Box::new(Host::<W>::mount(el, lang, id, class)?)),
    }
}

/// Every `data-widget` name [`mount`] knows, for the message about an unknown one.
pub fn kinds() -> impl Iterator<Item = &'static str> {
    REGISTRY.iter().flatten().map(|kind| kind.name)
}

/// The refusal of a widget name that is not in the registry.
fn unknown_kind(kind: &str) -> MountError {
    let known = kinds().collect::<Vec<_>>().join(", ");
    if kind.trim().is_empty() {
        return MountError::new(
            format!("chưa ghi tên mô phỏng (widget); các tên có: {known}."),
            format!("no widget is named (widget); the names are: {known}."),
        );
    }
    let shown = nimlab_solver::input::quote(kind);
    MountError::new(
        format!("không có mô phỏng nào tên “{shown}”; các tên có: {known}."),
        format!("there is no widget called “{shown}”; the names are: {known}."),
    )
}

/// Mounts the widget named by the placeholder's `data-widget` attribute.
pub fn mount(placeholder: &Element, lang: Lang) -> Result<Box<dyn Widget>, MountError> {
    let name = placeholder.get_attribute("data-widget").unwrap_or_default();
    let kind = REGISTRY
        .iter()
        .flatten()
        .find(|kind| kind.name == name)
        .ok_or_else(|| unknown_kind(&name))?;
    let id = widget_id(placeholder, kind.short);
    (kind.mount)(placeholder, lang, &id, kind.class)
}

/// The prefix of a widget's keys in the URL: the placeholder's `id` if it has one, else a short
/// name for its kind, numbered when a page holds several of that kind.
fn widget_id(placeholder: &Element, short: &str) -> String {
    let id = placeholder.get_attribute("id").unwrap_or_default();
    if !id.trim().is_empty() {
        return id;
    }
    let kind = placeholder.get_attribute("data-widget").unwrap_or_default();
    let earlier = dom::document()
        .map(|doc| dom::select_all(&doc, "[data-widget]"))
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

/// Opens the game against the computer of the widget `kind` in `parent` (a game's build, see
/// `kit::game_host`): the games this build holds, by their widget's features.
#[cfg(feature = "game-module")]
pub fn open_game(
    kind: &str,
    parent: &Element,
    lang: Lang,
    offer: &crate::kit::game_host::Offer,
    report: Option<js_sys::Function>,
) -> Result<Box<dyn crate::kit::game_host::OpenGame>, wasm_bindgen::JsValue> {
    use crate::kit::game_host::open;
    match kind {
        #[cfg(feature = "widget-nim")]
        "nim" => open::<nim::game::NimBoard>(parent, lang, offer, report),
        #[cfg(feature = "widget-moore")]
        "moore" => open::<moore::game::MooreBoard>(parent, lang, offer, report),
        #[cfg(feature = "widget-staircase")]
        "staircase" => open::<staircase::game::StairBoard>(parent, lang, offer, report),
        #[cfg(feature = "widget-coins")]
        "coins" => open::<coins::game::CoinPlay>(parent, lang, offer, report),
        #[cfg(feature = "widget-bipartite")]
        "bipartite" => open::<bipartite::game::TokenBoard>(parent, lang, offer, report),
        #[cfg(feature = "widget-graph")]
        "graph" => open::<graph::game::GraphBoard>(parent, lang, offer, report),
        #[cfg(feature = "widget-wythoff")]
        "wythoff" => open::<wythoff::game::QueenBoard>(parent, lang, offer, report),
        _ => Err(format!("this build holds no game called {kind:?}").into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_widget_is_named_in_both_languages_with_the_names_that_exist() {
        let error = unknown_kind("<img src=x onerror=alert(1)>");
        let (vi, en) = (error.text(Lang::Vi), error.text(Lang::En));
        assert!(
            vi.starts_with(
                "không có mô phỏng nào tên “<img src=x onerror=alert…”; các tên có: wl-table, "
            ),
            "{vi}"
        );
        assert!(en.starts_with("there is no widget called “<img"), "{en}");
        assert!(unknown_kind(" ")
            .text(Lang::Vi)
            .starts_with("chưa ghi tên mô phỏng (widget)"));
    }

    #[test]
    fn names_and_url_prefixes_are_unique() {
        for (i, a) in REGISTRY.iter().flatten().enumerate() {
            for b in REGISTRY[i + 1..].iter().flatten() {
                assert_ne!(a.name, b.name);
                assert_ne!(a.short, b.short);
            }
        }
        assert_eq!(kinds().count(), 22);
    }
}
