//! The wl_table widget: a subtraction game's win/lose table, filled cell by cell, with its
//! period once proven.

use nimlab_solver::Lang;

use super::{Opening, Words, LOSE_ENTRY, WIN_ENTRY};

pub const OPENING: Opening = Opening {
    title: ("Tô bảng thắng / thua", "Filling the win/lose table"),
    intro: (
        "Mỗi lượt bốc đúng s viên, với s thuộc tập nước đi S; ai hết nước đi thì thua. \
         Ô i cho biết người đến lượt khi còn i viên thắng (W) hay thua (L).",
        "Each turn takes exactly s stones, for some s in the move set S; whoever cannot \
         move loses. Cell i says whether the player to move with i stones left wins (W) \
         or loses (L).",
    ),
    legend: &[
        WIN_ENTRY,
        LOSE_ENTRY,
        (
            "is-current",
            "●",
            "ô đang xét (i)",
            "cell being decided (i)",
        ),
        (
            "is-reading",
            "○",
            "ô đi tới được (i − s)",
            "cell one move away (i − s)",
        ),
        (
            "is-target",
            "★",
            "ô L trao cho đối thủ",
            "L cell handed to the opponent",
        ),
    ],
    start: (
        "Bảng còn trống. Bấm “Tiến một bước” hoặc “Chạy” (▶) để tô từ ô 0.",
        "The table is empty. Press “Step forward” or “Play” (▶) to fill it from cell 0.",
    ),
};

/// The field label of `n`, with its limit.
pub fn n_label(max: u64) -> (String, String) {
    (
        format!("Số sỏi n (0 – {max})"),
        format!("Stones n (0 – {max})"),
    )
}

pub const APPLY: Words = ("Lập bảng", "Build table");
pub const PREDICT: Words = ("Tự đoán trước mỗi ô", "Predict each cell first");

pub const WIN_LOSE_TABLE: Words = ("Bảng thắng thua", "Win/lose table");

/// What predict mode's score counts.
pub const GUESSES: Words = ("ô", "cells");
pub const HOW_ASKED: Words = (
    "Bấm Tiến hoặc Chạy: trước mỗi ô mới, bạn sẽ được hỏi ô đó là W hay L.",
    "Press Step or Play: before each new cell you will be asked whether it is W or L.",
);

/// Predict mode's question before cell `cell` is written.
pub fn question(cell: usize, lang: Lang) -> String {
    lang.pick(
        format!("Ô {cell} là W hay L? Chọn trước khi xem (phím W / L)."),
        format!("Is cell {cell} W or L? Choose before you look (keys W / L)."),
    )
}

/// Cell `cell`, as the verdict names what was guessed.
pub fn guessed(cell: usize) -> (String, String) {
    (format!("ô {cell}"), format!("cell {cell}"))
}
