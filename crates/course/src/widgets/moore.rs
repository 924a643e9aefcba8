//! The moore widget: Moore's Nim-k, each bit column's count of 1s modulo k + 1, the winning
//! move built column by column, and the game against the computer.

use nimlab_solver::nim::moore::MAX_WIDGET_K;
use nimlab_solver::Lang;

use super::{LegendEntry, Words};

pub const TITLE: Words = (
    "Nim-k của Moore: đếm chữ số 1 theo modulo k + 1",
    "Moore's Nim-k: counting 1s modulo k + 1",
);
pub const INTRO: Words = (
    "Mỗi lượt được bốc sỏi ở 1 đến k đống cùng lúc (mỗi đống bao nhiêu cũng được). Viết các đống ở hệ nhị phân, đếm số chữ số 1 của từng cột và chia cho k + 1: người đi trước thua khi và chỉ khi mọi số dư bằng 0.",
    "Each turn takes stones from 1 up to k heaps at once (any amount from each). Write the heaps in binary, count the 1s in each column and divide by k + 1: the player to move loses exactly when every remainder is 0.",
);
pub const LEGEND: &[LegendEntry] = &[
    ("is-focus", "▸", "cột đang xét", "column being worked on"),
    (
        "is-nonzero",
        "≠0",
        "số dư khác 0: người đi trước thắng",
        "nonzero remainder: the player to move wins",
    ),
    (
        "is-carrier",
        "★",
        "đống bị nước thắng làm nhỏ đi",
        "heap the winning move lowers",
    ),
    (
        "is-changed",
        "1→0",
        "bit đổi giá trị (→? : còn tự chọn)",
        "bit that changes (→? : still free)",
    ),
];

/// The sentence at step 0, with the modulus `m` = k + 1.
pub fn start(m: u64, lang: Lang) -> String {
    lang.pick(
        format!("Các đống đã được viết ở hệ nhị phân. Bấm “Tiến một bước” hoặc “Chạy” (▶) để đếm số chữ số 1 của từng cột và lấy số dư khi chia cho k + 1 = {m}."),
        format!("The heaps are written in binary. Press “Step forward” or “Play” (▶) to count the 1s of each column and take the remainder modulo k + 1 = {m}."),
    )
}

// The form.

/// The field label of the heaps, with the limits.
pub fn heaps_label(min_heaps: usize, max_heaps: usize, max_heap: u64) -> (String, String) {
    (
        format!("Các đống ({min_heaps}–{max_heaps} đống, mỗi đống 0–{max_heap}; ví dụ 3 5 6 7)"),
        format!("Heaps ({min_heaps}–{max_heaps} heaps, each 0–{max_heap}; e.g. 3 5 6 7)"),
    )
}

/// The field label of `k`, with its limit.
pub fn k_label(max_k: u64) -> (String, String) {
    (
        format!("Số đống tối đa mỗi lượt k (1–{max_k})"),
        format!("Heaps per move k (1–{max_k})"),
    )
}

pub const PREDICT: Words = (
    "Tự đoán số dư của mỗi cột",
    "Predict each column's remainder",
);

// The picture.

/// The caption of the bit table of `heaps` (the sizes, listed).
pub fn bits_caption(heaps: &str, k: u64, lang: Lang) -> String {
    lang.pick(
        format!("Các đống {heaps} ở hệ nhị phân, k = {k}"),
        format!("The heaps {heaps} in binary, k = {k}"),
    )
}

pub const AFTER_CAPTION: Words = (
    "Sau nước thắng: mọi số dư bằng 0, đối thủ ở thế thua",
    "After the winning move: every remainder is 0, the opponent is lost",
);

// Predict mode.

/// The names of the answer buttons, remainders 0 to `MAX_WIDGET_K`.
pub const GUESSES: [Words; MAX_WIDGET_K as usize + 1] = [
    ("Đoán số dư 0", "Guess remainder 0"),
    ("Đoán số dư 1", "Guess remainder 1"),
    ("Đoán số dư 2", "Guess remainder 2"),
    ("Đoán số dư 3", "Guess remainder 3"),
    ("Đoán số dư 4", "Guess remainder 4"),
    ("Đoán số dư 5", "Guess remainder 5"),
    ("Đoán số dư 6", "Guess remainder 6"),
    ("Đoán số dư 7", "Guess remainder 7"),
    ("Đoán số dư 8", "Guess remainder 8"),
];
/// What predict mode's score counts.
pub const COLUMNS: Words = ("cột", "columns");
pub const HOW_ASKED: Words = (
    "Bấm Tiến hoặc Chạy: trước mỗi cột, bạn sẽ được hỏi số dư của cột đó.",
    "Press Step or Play: before each column you will be asked for its remainder.",
);

/// Predict mode's question before the column of bit `b`, modulo `m`, with keys 0 to `top`.
pub fn question(b: usize, m: u64, top: u64, lang: Lang) -> String {
    lang.pick(
        format!("Cột bit {b}: số chữ số 1 chia cho {m} dư bao nhiêu? Chọn trước khi xem (phím 0–{top})."),
        format!("Column bit {b}: what is its count of 1s modulo {m}? Choose before you look (keys 0–{top})."),
    )
}

/// The verdict on a right guess `g`.
pub fn right_guess(g: usize, lang: Lang) -> String {
    lang.pick(
        format!("Bạn đoán {g}: đúng!"),
        format!("You guessed {g}: right!"),
    )
}

/// The verdict on a wrong guess `g` of a column with `ones` 1s and remainder `r` modulo `m`.
pub fn wrong_guess(g: usize, ones: usize, m: u64, r: usize, lang: Lang) -> String {
    lang.pick(
        format!("Bạn đoán {g}, nhưng {ones} mod {m} = {r}."),
        format!("You guessed {g}, but {ones} mod {m} = {r}."),
    )
}

// The game against the computer.

pub const HEAPS_NOW: Words = ("Các đống hiện tại", "The heaps now");

/// The caption of the game's analysis, modulo `m` = k + 1.
pub fn analysis_caption(m: u64, lang: Lang) -> String {
    lang.pick(
        format!("Các đống hiện tại ở hệ nhị phân, và số chữ số 1 của mỗi cột chia cho {m}"),
        format!("The heaps now in binary, and each column's count of 1s modulo {m}"),
    )
}

pub const HOW_TO_MOVE: Words = ("gõ từng cặp “đống số viên”.", "type pairs “heap stones”.");
pub const TYPED_MOVE: Words = (
    "Nước đi: từng cặp số thứ tự đống rồi số viên (ví dụ 2 1, 3 2)",
    "Your move: pairs of heap number, then stones (e.g. 2 1, 3 2)",
);
