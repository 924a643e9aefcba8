//! The nim_product widget: the nim-multiplication (or nim-sum) table coloured by value, filled
//! cell by cell or row by row, with a cursor readout and a calculator.

use nimlab_solver::Lang;

use super::{Opening, Words};

pub const OPENING: Opening = Opening {
    title: (
        "Bảng nhân nim (và bảng cộng nim)",
        "The nim-multiplication table (and the nim-sum table)",
    ),
    intro: (
        "Ô ở hàng a, cột b là a ⊗ b (hoặc a ⊕ b). Màu theo giá trị và số in trong ô. Các \
         hình vuông cạnh 4, 16, 256 ở góc là các trường con: nhân hai số trong đó không \
         bao giờ ra ngoài.",
        "The cell in row a, column b is a ⊗ b (or a ⊕ b). The colour follows the value and \
         the number is printed in the cell. The corner squares of side 4, 16, 256 are \
         subfields: a product of two numbers inside never leaves them.",
    ),
    legend: &[
        ("is-current", "●", "ô đang tính", "cell being computed"),
        (
            "is-reading",
            "○",
            "ô nhỏ hơn mà định nghĩa mex đọc",
            "smaller cells the mex definition reads",
        ),
        ("is-selected", "◆", "ô của con trỏ", "the cursor's cell"),
        (
            "is-subfield",
            "▢",
            "viền đậm: hình vuông 4, 16, 256 (trường con)",
            "thick outline: squares 4, 16, 256 (subfields)",
        ),
    ],
    start: (
        "Bảng còn trống. Bấm “Tiến một bước” hoặc “Chạy” (▶) để điền từng ô bằng định nghĩa mex.",
        "The table is empty. Press “Step forward” or “Play” (▶) to fill each cell by the mex definition.",
    ),
};

/// The step-0 sentence of a table too large to fill cell by cell.
pub const START_BY_ROW: Words = (
    "Bảng còn trống. Bấm “Tiến một bước” hoặc “Chạy” (▶) để điền từng hàng, hay “Tới cuối” để xem cả bảng.",
    "The table is empty. Press “Step forward” or “Play” (▶) to fill it row by row, or “Go to end” to see it all.",
);

/// The field label of the table's size, with its limits.
pub fn size_label(max_side: u64, printed_side: usize, max_step_side: usize) -> (String, String) {
    (
        format!(
            "Kích thước bảng (1 – {max_side}; ≤ {printed_side}: có số trong ô; ≤ \
             {max_step_side}: điền từng ô)"
        ),
        format!(
            "Table size (1 – {max_side}; ≤ {printed_side}: numbers in cells; ≤ \
             {max_step_side}: filled cell by cell)"
        ),
    )
}

pub const APPLY: Words = ("Lập bảng", "Build table");
pub const NIM_PRODUCT: Words = ("⊗ Nhân nim", "⊗ Nim-product");
pub const NIM_SUM: Words = ("⊕ Cộng nim (XOR)", "⊕ Nim-sum (XOR)");

/// The table drawn as a picture (the large table's canvas too).
pub const PICTURE: Words = (
    "Bảng phép toán nim dạng ảnh; phím mũi tên di chuyển con trỏ, kết quả đọc ở dòng dưới",
    "Nimber operation table as a picture; arrow keys move the cursor, the value is read out below",
);
/// The table's names: the focusable box, the table, the picture.
pub const TABLE_NAMES: [Words; 3] = [
    (
        "Bảng phép toán nim; phím mũi tên di chuyển con trỏ",
        "Nimber operation table; arrow keys move the cursor",
    ),
    ("Bảng phép toán nim", "Nimber operation table"),
    PICTURE,
];

/// The readout of the cursor's cell `a symbol b`, with its value once filled.
pub fn cursor(a: usize, symbol: &str, b: usize, value: Option<u64>, lang: Lang) -> String {
    let s = symbol;
    match value {
        Some(v) => lang.pick(
            format!("◆ Con trỏ: {a} {s} {b} = {v} (hàng {a}, cột {b})"),
            format!("◆ Cursor: {a} {s} {b} = {v} (row {a}, column {b})"),
        ),
        None => lang.pick(
            format!("◆ Con trỏ: {a} {s} {b} = ? (ô chưa điền)"),
            format!("◆ Cursor: {a} {s} {b} = ? (not filled yet)"),
        ),
    }
}

/// How to read a value in a table with numbers in its cells.
pub const READ_CELLS: Words = (
    "Bấm vào một ô, hoặc đặt tiêu điểm vào bảng rồi dùng phím mũi tên, để đọc giá trị.",
    "Click a cell, or focus the table and use the arrow keys, to read a value.",
);
/// How to read a value in a picture.
pub const READ_PICTURE: Words = (
    "Ô quá nhỏ để in số: rê chuột, bấm, hoặc đặt tiêu điểm vào ảnh rồi dùng phím mũi tên để đọc giá trị ở dòng trên.",
    "The cells are too small for numbers: hover, click, or focus the picture and use the arrow keys to read a value in the line above.",
);

pub const CALCULATOR: Words = (
    "Máy tính: a ⊗ b với a, b bất kỳ từ 0 tới 2⁶⁴ − 1",
    "Calculator: a ⊗ b for any a, b from 0 to 2⁶⁴ − 1",
);
pub const NUMBER_A: Words = ("Số a", "Number a");
pub const NUMBER_B: Words = ("Số b", "Number b");
pub const COMPUTE: Words = ("Tính", "Compute");
