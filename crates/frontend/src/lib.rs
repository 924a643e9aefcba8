//! # nimlab-frontend
//!
//! The site's front end: on start it mounts every widget placeholder of the page
//! (`<div data-widget="…">`) and wires the language switch. DOM code stays thin: widgets turn
//! the solver's steps into DOM updates; the player and the code panel are written once and
//! shared by every widget.

pub mod code_panel;
pub mod dom;
pub mod page;
pub mod player;
pub mod widgets;

use wasm_bindgen::prelude::*;

/// Runs when the wasm module is loaded.
#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    console_error_panic_hook::set_once();
    page::init()
}
