//! The small finished bit tables the games against the computer draw in their own builds (the
//! computer's reasoning, coach mode's analysis): Nim's, the coins' and the staircase's, and
//! Moore's table, which writes its own rows.

// A build of Moore's game alone uses the table's place and not the drawing.
#![cfg_attr(
    not(any(
        feature = "widget-nim",
        feature = "widget-coins",
        feature = "widget-staircase"
    )),
    allow(dead_code)
)]

use nimlab_solver::nim::{BitTable, Heaps, WinningMove};
use nimlab_solver::Lang;
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::{draw, BitsView, RowMark, RowNames, RowView};
use crate::dom;

impl BitsView {
    /// The finished picture of `table`, with the winning moves `moves` written out (for the
    /// games' small tables, in their own build).
    pub fn finished(table: &BitTable, sizes: &[u64], moves: &[WinningMove]) -> BitsView {
        let rows = table
            .rows
            .iter()
            .zip(sizes)
            .enumerate()
            .map(|(i, (bits, &size))| {
                let winning = moves.iter().find(|m| m.heap == i);
                RowView {
                    size,
                    bits: bits.clone(),
                    read: vec![true; bits.len()],
                    mark: winning.map_or(RowMark::None, |m| RowMark::Move {
                        to: size.saturating_sub(m.take),
                    }),
                    new_bits: None,
                }
            })
            .collect();
        BitsView {
            width: table.width,
            rows,
            ones: table.column_ones.iter().map(|&c| Some(c)).collect(),
            xor: table.xor_row.iter().map(|&b| Some(b)).collect(),
            nim_sum: Some(table.nim_sum),
            top_bit: table.highest_bit,
            current: None,
            residues: None,
            focus: None,
            names: None,
        }
    }
}

/// The finished bit table of `values` with the winning moves `moves`, in the small table of
/// `area` (a game's reasoning or analysis); with `names`, the rows are not heaps. No values:
/// no table.
pub fn draw_small(
    area: &Element,
    values: &[u64],
    moves: &[WinningMove],
    names: Option<RowNames>,
    caption: &str,
    lang: Lang,
) -> Result<(), JsValue> {
    let Some(heaps) = Heaps::new(values.to_vec()) else {
        dom::clear(area);
        return Ok(());
    };
    let table = small_table_in(area, caption)?;
    let mut view = BitsView::finished(&BitTable::new(&heaps), values, moves);
    view.names = names;
    draw(&table, &view, "", lang)
}

/// The small bit table in `area` (a game's reasoning or analysis), made on the first call,
/// under `title`.
pub fn small_table_in(area: &Element, title: &str) -> Result<Element, JsValue> {
    let Some(table) = area.query_selector("table.nim-bits")? else {
        let classes = ["nim-bits-title", "nim-scroll", "nim-bits nim-bits-small"];
        return crate::kit::titled_table(area, classes, title);
    };
    if let Some(heading) = area.query_selector("p.nim-bits-title")? {
        dom::set_text(&heading, title);
    }
    Ok(table)
}
