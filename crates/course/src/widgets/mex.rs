//! The mex widget: Grundy numbers of a subtraction game by mex, then a sum of piles by XOR.

use nimlab_solver::Lang;

use super::{Opening, Words};

pub const OPENING: Opening = Opening {
    title: (
        "Số Grundy bằng mex, rồi XOR các đống",
        "Grundy numbers by mex, then XOR the piles",
    ),
    intro: (
        "Mỗi lượt chọn một đống và bốc đúng s viên khỏi đống đó, với s thuộc S. \
         g(x) là mex (số tự nhiên nhỏ nhất còn thiếu) của các g(x − s). \
         Người đi trước thắng khi XOR các g của mọi đống khác 0.",
        "Each turn picks one pile and takes exactly s stones from it, for some s in S. \
         g(x) is the mex (the smallest natural number missing) of the values g(x − s). \
         The first player wins when the XOR of every pile's g is not 0.",
    ),
    legend: &[
        (
            "is-l",
            "0",
            "g = 0: người đến lượt thua (L)",
            "g = 0: the player to move loses (L)",
        ),
        (
            "is-w",
            "2",
            "g ≠ 0: người đến lượt thắng (W)",
            "g ≠ 0: the player to move wins (W)",
        ),
        (
            "is-current",
            "●",
            "ô x đang tính g(x)",
            "state x whose g(x) is being found",
        ),
        (
            "is-reading",
            "○",
            "ô x − s đi tới được",
            "state x − s one move away",
        ),
        (
            "is-present",
            "✓",
            "số có trong tập Grundy",
            "value in the Grundy set",
        ),
        (
            "is-mex",
            "★",
            "mex: số nhỏ nhất còn thiếu",
            "mex: the smallest missing value",
        ),
        ("is-pile", "▲", "cỡ một đống", "size of a pile"),
    ],
    start: (
        "Chưa tính ô nào. Bấm “Tiến một bước” hoặc “Chạy” (▶): mỗi ô x mất hai bước, \
         gom các số Grundy đi tới được rồi lấy mex.",
        "No state is done yet. Press “Step forward” or “Play” (▶): each state x takes \
         two steps, gathering the Grundy numbers one move away, then taking their mex.",
    ),
};

pub const APPLY: Words = ("Tính", "Compute");
pub const PREDICT: Words = ("Tự đoán mex trước", "Predict each mex first");
pub const GUESS: Words = ("Mex bạn đoán", "Your mex");
/// What predict mode's score counts.
pub const GUESSES: Words = ("lần", "guesses");
pub const HOW_ASKED: Words = (
    "Bấm Tiến hoặc Chạy (hay Enter trong ô dưới): trước mỗi bước mex, bạn sẽ được hỏi.",
    "Press Step or Play (or Enter in the field below): before each mex you will be asked.",
);
pub const NO_STEP_LEFT: Words = (
    "Hết các bước: bấm “Về đầu” để đoán lại từ đầu.",
    "No step is left: press “Back to start” to guess again.",
);

pub const GRUNDY_TABLE: Words = ("Bảng Grundy", "Grundy table");
pub const MEX_ROW: Words = ("Hàng mex", "Mex row");
pub const PILES_HEADING: Words = (
    "Các đống: g ở hệ nhị phân, XOR theo từng cột",
    "The piles: g in binary, XOR column by column",
);
/// The pile table's column headings.
pub const HEADS: [Words; 5] = [
    ("Đống", "Pile"),
    ("Số viên x", "Stones x"),
    ("g(x)", "g(x)"),
    ("Nhị phân", "Binary"),
    ("Người đi trước", "First player"),
];
pub const SUM_ROW: Words = ("⊕ cả tổng", "⊕ the sum");
pub const WIN: Words = ("W (thắng)", "W (win)");
pub const LOSE: Words = ("L (thua)", "L (lose)");

/// The field labels of the piles, with the limits.
pub fn piles_label(max_piles: usize, max_pile: u64) -> (String, String) {
    (
        format!("Các đống (tối đa {max_piles} đống, mỗi đống 0 – {max_pile})"),
        format!("Piles (up to {max_piles}, each 0 – {max_pile})"),
    )
}

/// The heading of the Grundy row of states `0 ..= top`.
pub fn grundy_heading(top: usize) -> (String, String) {
    (
        format!("Bảng Grundy g(x), x = 0 … {top}"),
        format!("Grundy table g(x), x = 0 … {top}"),
    )
}

/// The heading of the mex row `0 ..= m`, for state `x` or before any.
pub fn mex_heading(x: Option<usize>, m: usize, lang: Lang) -> String {
    match x {
        Some(x) => lang.pick(
            format!("Hàng mex 0 … {m} cho ô {x}: ✓ là g của các ô đi tới được, ★ là số nhỏ nhất còn thiếu"),
            format!("Mex row 0 … {m} for state {x}: ✓ marks the g of the states one move away, ★ the smallest missing"),
        ),
        None => lang.pick(
            format!("Hàng mex 0 … {m} (g(x) không vượt quá m = {m}, số nước đi)"),
            format!("Mex row 0 … {m} (g(x) is at most m = {m}, the number of moves)"),
        ),
    }
}

/// Predict mode's question before the mex of state `x`.
pub fn question(x: usize, lang: Lang) -> String {
    lang.pick(
        format!("g({x}) = mex của các số ✓ là bao nhiêu? Gõ số rồi nhấn Enter."),
        format!("What is g({x}), the mex of the ✓ values? Type it and press Enter."),
    )
}
