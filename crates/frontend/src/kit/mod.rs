//! The kit: everything a widget is built from, written once. The stage and its player, the
//! code panel, fields, predict mode, the URL state, the embed panel, and the [`Widget`] trait
//! the page mounts. It stands on `dom` and the solver only; widgets stand on it, and nothing
//! in it knows a widget or the page.

pub mod code_panel;
pub mod embed_panel;
pub mod fields;
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
mod widget;

pub use parts::*;
pub use widget::{with_mounted, MountError, Widget};
