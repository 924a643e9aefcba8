//! The sg_table widget: the Grundy table g(a, b) of the splitting game E&D, or an octal game's
//! Grundy row folded into lines, filled cell by cell by mex.

use nimlab_solver::Lang;

use super::{LegendEntry, Opening, Words};

/// The marks of the E&D table; the octal row has all but the last (no pattern example).
const MARKS: &[LegendEntry] = &[
    ("is-current", "●", "ô đang tính", "cell being computed"),
    (
        "is-reading",
        "○",
        "ô mà các nước đi dẫn tới",
        "cells the moves lead to",
    ),
    ("is-selected", "◆", "ô bạn chọn", "the cell you chose"),
    (
        "is-example",
        "★",
        "ô ví dụ của quy luật",
        "the pattern's example",
    ),
];

const START: Words = (
    "Bảng còn trống. Bấm “Tiến một bước” hoặc “Chạy” (▶) để tính từng ô bằng mex.",
    "The table is empty. Press “Step forward” or “Play” (▶) to compute each cell by a mex.",
);

/// The E&D table (`data-game="split"`).
pub const SPLIT: Opening = Opening {
    title: (
        "Bảng Grundy của trò tách đống E&D",
        "The Grundy table of the splitting game E&D",
    ),
    intro: (
        "Ô ở hàng a, cột b là g(a, b) của một nhóm hai đống a và b: bỏ một đống, tách \
         đống kia thành hai đống khác rỗng. Bấm vào một ô để xem các cách tách và mex.",
        "The cell in row a, column b is g(a, b) for a group of piles a and b: throw \
         one pile away and split the other into two non-empty piles. Click a cell to \
         see its splits and their mex.",
    ),
    legend: MARKS,
    start: START,
};

/// The octal row (`data-game="octal"`).
pub const OCTAL: Opening = Opening {
    title: (
        "Bảng Grundy của trò chơi bát phân",
        "The Grundy row of an octal game",
    ),
    intro: (
        "Ô i là g(i), số Grundy của một hàng i vật; dãy được xếp thành các dòng \
         bằng nhau, mặc định dài bằng chu kỳ, nên một chu kỳ hiện ra thành các cột cùng \
         màu. Bấm vào một ô để xem các nước đi của nó và mex.",
        "Cell i is g(i), the Grundy number of a row of i objects; the sequence is folded \
         into equal lines, by default as long as the period, so a period shows as \
         columns of one colour. Click a cell to see its moves and their mex.",
    ),
    legend: MARKS.split_at(3).0,
    start: START,
};

/// The field label of the E&D table's size, with its limit.
pub fn size_label(max: u64) -> (String, String) {
    (
        format!("Kích thước bảng (1 – {max})"),
        format!("Table size (1 – {max})"),
    )
}

pub const OCTAL_CODE: Words = ("Mã bát phân (ví dụ 0.77)", "Octal code (e.g. 0.77)");

/// The field label of the octal row's `n`, with its limit.
pub fn n_label(max: u64) -> (String, String) {
    (
        format!("Số vật lớn nhất n (0 – {max})"),
        format!("Largest row n (0 – {max})"),
    )
}

/// The field label of the octal row's line width, with its limit.
pub fn width_label(max: u64) -> (String, String) {
    (
        format!("Độ rộng dòng (1 – {max}, trống: theo chu kỳ)"),
        format!("Line width (1 – {max}, empty: the period)"),
    )
}

pub const APPLY: Words = ("Lập bảng", "Build table");
pub const PREDICT: Words = ("Tự đoán trước mỗi ô", "Predict each cell first");
/// The button that drops octal values being computed.
pub const CANCEL: Words = ("Hủy", "Cancel");

/// The table's names: the focusable box, the table, the picture.
pub const TABLE_NAMES: [Words; 3] = [
    (
        "Bảng số Grundy; phím mũi tên chọn ô",
        "Table of Grundy numbers; arrow keys choose a cell",
    ),
    ("Bảng số Grundy", "Table of Grundy numbers"),
    (
        "Bảng số Grundy dạng ảnh; phím mũi tên chọn ô, giá trị đọc ở dòng dưới",
        "Table of Grundy numbers as a picture; arrow keys choose a cell, its value is read out below",
    ),
];

/// The guess field, as an invalid guess names it.
pub const GUESS: Words = ("Giá trị đoán", "Your guess");
/// The label of the typed answer.
pub const VALUE_ASKED: Words = ("Giá trị của ô", "The cell's value");
/// What predict mode's score counts.
pub const GUESSES: Words = ("ô", "cells");
pub const HOW_ASKED: Words = (
    "Bấm Tiến hoặc Chạy: trước mỗi ô mới, bạn sẽ được hỏi giá trị của nó.",
    "Press Step or Play: before each new cell you will be asked for its value.",
);
pub const TABLE_FULL: Words = (
    "Bảng đã đầy: bấm “Về đầu” để đoán lại từ đầu.",
    "The table is full: press “Back to start” to guess again.",
);
/// What the verdict calls the answer.
pub const TRUE_VALUE: Words = ("giá trị đúng", "the value");

/// Predict mode's question before the cell named `label` (`g(a, b)`, `g(i)`).
pub fn question(label: &str, lang: Lang) -> String {
    lang.pick(
        format!("{label} bằng bao nhiêu? Gõ số rồi bấm Kiểm tra (Enter)."),
        format!("What is {label}? Type a number and press Check (Enter)."),
    )
}

pub const CHOSEN_CELL: Words = ("Ô bạn chọn (◆)", "The cell you chose (◆)");

/// The chosen E&D cell `(a, b)` before its step.
pub fn cell_not_computed(a: usize, b: usize, lang: Lang) -> String {
    lang.pick(
        format!("Ô ({a}, {b}) chưa được tính ở bước này: g({a}, {b}) = ?"),
        format!("Cell ({a}, {b}) is not computed yet at this step: g({a}, {b}) = ?"),
    )
}

/// The chosen octal heap before its steps.
pub fn heap_not_computed(heap: usize, lang: Lang) -> String {
    lang.pick(
        format!("Đống {heap} chưa được tính ở bước này: g({heap}) = ?"),
        format!("Heap {heap} is not computed yet at this step: g({heap}) = ?"),
    )
}
