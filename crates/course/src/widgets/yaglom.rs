//! The yaglom widget: Yaglom's table of Wythoff's losing pairs, built row by row by the mex
//! rule and written in decimal, binary or Fibonacci notation.

use nimlab_solver::Lang;

use super::{Opening, Words};

pub const OPENING: Opening = Opening {
    title: (
        "Bảng của Yaglom: các cặp thua viết theo ba cách",
        "Yaglom's table: the losing pairs written three ways",
    ),
    intro: (
        "Mỗi dòng là một thế thua (a_k, b_k) của trò Wythoff: a_k là số nhỏ nhất chưa dùng ở các dòng trước, b_k = a_k + k. \
         Đổi cách viết số: ở hệ Fibonacci hiện ra một quy luật mà hệ nhị phân không có.",
        "Each row is a losing position (a_k, b_k) of Wythoff's game: a_k is the smallest number not used by earlier rows, \
         and b_k = a_k + k. Switch the notation: Fibonacci notation shows a rule that binary does not.",
    ),
    legend: &[
        (
            "yg-zeros",
            "0̲",
            "các chữ số 0 cuối của a_k (luôn là số chẵn)",
            "the final 0s of a_k (always an even number)",
        ),
        (
            "yg-shift",
            "0",
            "chữ số 0 viết thêm vào a_k để được b_k",
            "the 0 appended to a_k to make b_k",
        ),
        ("is-current", "●", "dòng vừa dựng", "the row just built"),
    ],
    start: (
        "Bảng còn trống. Bấm “Tiến một bước” hoặc “Chạy” (▶): mỗi bước dựng một dòng (a_k, b_k).",
        "The table is empty. Press “Step forward” or “Play” (▶): each step builds one row (a_k, b_k).",
    ),
};

// The form.

/// The rows field's name in its error messages.
pub const ROWS: Words = ("Số dòng", "Rows");

/// The field label of the rows, with their limit.
pub fn rows_label(max_rows: u64) -> (String, String) {
    (
        format!("Số dòng (1 – {max_rows}), tính cả dòng k = 0"),
        format!("Rows (1 – {max_rows}), counting row k = 0"),
    )
}

pub const APPLY: Words = ("Dựng bảng", "Build table");
pub const PREDICT: Words = ("Tự đoán a_k trước mỗi dòng", "Predict a_k before each row");
pub const NOTATION: Words = ("Cách viết số:", "Notation:");

// The picture.

/// The caption of the table of rows `0 ..= last`.
pub fn table_caption(last: u64, lang: Lang) -> String {
    lang.pick(
        format!("Các cặp thua (a_k, b_k), k = 0 – {last}"),
        format!("Losing pairs (a_k, b_k), k = 0 – {last}"),
    )
}

pub const USED_NUMBERS_TITLE: Words = (
    "Các số đã dùng (chữ a hoặc b cho biết số đó là a_j hay b_j):",
    "Numbers used so far (the letter a or b says whether it is some a_j or b_j):",
);
pub const USED_NUMBERS: Words = ("Các số đã dùng", "Numbers used so far");

// Predict mode.

/// The guess field's name in its error messages.
pub const GUESS: Words = ("Dự đoán a_k", "Your a_k");
pub const GUESS_PROMPT: Words = (
    "a_k bằng bao nhiêu? (gõ số rồi Enter)",
    "What is a_k? (type a number, then Enter)",
);
/// What predict mode's score counts.
pub const GUESSES: Words = ("dòng", "rows");
pub const HOW_ASKED: Words = (
    "Bấm Tiến hoặc Chạy: trước mỗi dòng mới, bạn sẽ được hỏi a_k.",
    "Press Step or Play: before each new row you will be asked for a_k.",
);

/// Predict mode's question before row `k`.
pub fn question(k: usize, lang: Lang) -> String {
    lang.pick(
        format!("Dòng k = {k}: a_{k} là số nhỏ nhất chưa dùng. Đó là số nào?"),
        format!("Row k = {k}: a_{k} is the smallest unused number. Which is it?"),
    )
}
