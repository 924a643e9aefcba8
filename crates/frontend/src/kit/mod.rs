//! The kit: everything a widget is built from, written once. The stage and its player, the
//! code panel, fields, predict mode, the URL state, the embed panel, and the [`Widget`] trait
//! the page mounts. It stands on `dom` and the solver only; widgets stand on it, and nothing
//! in it knows a widget or the page.

/// The Nim bit table several widgets draw (Nim, Moore, the staircase, the coins games).
pub mod answers;
pub mod bits;
pub mod board;
pub mod coach;
pub mod code_panel;
/// The Embed panel. Only the panel's own build (`panel-module`) opens it, so the linker leaves
/// it out of every other.
pub mod embed_panel;
/// The Embed button under each widget, on the site's own pages. A frame or an element on
/// someone else's page never shows it (`host`), so the builds made for them leave it out:
/// without the `embed-toggle` feature a widget has no button.
#[cfg(feature = "embed-toggle")]
pub mod embed_toggle;
#[cfg(not(feature = "embed-toggle"))]
pub mod embed_toggle {
    use nimlab_solver::Lang;
    use std::rc::Rc;
    use wasm_bindgen::JsValue;
    use web_sys::Element;

    use super::text::Texts;

    /// The button of a build without one: never made.
    pub struct EmbedToggle;

    impl EmbedToggle {
        pub fn new(
            _slot: &Element,
            _widget: &Element,
            _placeholder: &Element,
            _texts: &Rc<Texts>,
        ) -> Result<Option<EmbedToggle>, JsValue> {
            Ok(None)
        }

        pub fn update(&self, _state: Vec<(&'static str, String)>, _lang: Lang) {}
    }
}
pub mod embed_spec;
pub mod fields;
/// The game against the computer in its own build; only a game's build opens it.
#[cfg(feature = "game-module")]
pub mod game_host;
pub mod game_slot;
pub mod host;
pub mod keys;
mod parts;
pub mod play;
pub mod player;
pub mod predict;
pub mod share;
pub mod stage;
pub mod standalone;
pub mod stepper;
pub mod text;
/// The value pictures and tables of the widgets that show a table of values (sg-table, nim-product).
pub mod values;
mod widget;

pub use parts::*;
pub use widget::{with_mounted, MountError, Widget};
