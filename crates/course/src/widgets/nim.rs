//! The nim widget: Nim's heaps in bit columns (Bouton's theorem), the game against the
//! computer, and Yaglom's table Ia of the losing triples.

use nimlab_solver::Lang;

use super::{Opening, Words};

pub const OPENING: Opening = Opening {
    title: (
        "Nim: các cột bit và định lý Bouton",
        "Nim: bit columns and Bouton's theorem",
    ),
    intro: (
        "Mỗi lượt chọn một đống và bốc bao nhiêu viên cũng được (ít nhất 1); ai bốc viên cuối cùng thì thắng. \
         Viết các đống ở hệ nhị phân và XOR từng cột: người đi trước thắng khi và chỉ khi X ≠ 0.",
        "Each turn picks one heap and takes any number of stones from it (at least 1); whoever takes the last \
         stone wins. Write the heaps in binary and XOR each column: the player to move wins exactly when X ≠ 0.",
    ),
    legend: &[
        ("is-current", "●", "bit đang đọc", "bit being read"),
        (
            "is-top",
            "d",
            "cột bit cao nhất của X",
            "column of the highest bit of X",
        ),
        (
            "is-carrier",
            "★",
            "đống mang bit d: nước thắng",
            "heap carrying bit d: winning move",
        ),
        (
            "is-skipped",
            "✗",
            "đống không có bit d",
            "heap without bit d",
        ),
    ],
    start: (
        "Các đống đã được viết ở hệ nhị phân. Bấm “Tiến một bước” hoặc “Chạy” (▶) để đọc từng cột bit, từ bit cao xuống.",
        "The heaps are written in binary. Press “Step forward” or “Play” (▶) to read the bit columns, from the highest down.",
    ),
};

/// The field label of the heaps, with the limits.
pub fn heaps_label(min_heaps: usize, max_heaps: usize, max_heap: u64) -> (String, String) {
    (
        format!("Các đống ({min_heaps}–{max_heaps} đống, mỗi đống 0–{max_heap}; ví dụ 3 4 5)"),
        format!("Heaps ({min_heaps}–{max_heaps} heaps, each 0–{max_heap}; e.g. 3 4 5)"),
    )
}

pub const HEAP_NUMBERING: Words = (
    "Đống được đánh số từ 1 như trong bài; trong chương trình, đống 1 là a[0].",
    "Heaps are numbered from 1 as in the lesson; in the program, heap 1 is a[0].",
);

/// The caption of the bit table of `heaps` (the sizes, listed).
pub fn bits_caption(heaps: &str, lang: Lang) -> String {
    lang.pick(
        format!("Các đống {heaps} viết ở hệ nhị phân"),
        format!("The heaps {heaps} written in binary"),
    )
}

// Yaglom's table Ia, in the analysis.

pub const YAGLOM_SUMMARY: Words = (
    "Bảng Ia của Yaglom: các bộ ba thua viết ở hệ nhị phân",
    "Yaglom's table Ia: the losing triples in binary",
);
pub const YAGLOM_INTRO: Words = (
    "Mỗi cột là một thế thua (a, b, c) của Nim ba đống, với a ≤ b ≤ c. Viết ba số ở hệ nhị phân, chồng lên nhau và canh lề phải: ở mỗi hàng chữ số, tổng luôn là 0 hoặc 2, tức là số chẵn. Đó chính là X = a ⊕ b ⊕ c = 0.",
    "Each column is a losing position (a, b, c) of three-heap Nim, with a ≤ b ≤ c. Write the three numbers in binary, stacked and aligned to the right: in every digit place the sum is 0 or 2, an even number. That is exactly X = a ⊕ b ⊕ c = 0.",
);
/// The note on the triple our copy of the article skips.
pub const YAGLOM_MISSING: Words = (
    "✱ Bản sao bài báo mà chúng tôi dùng thiếu bộ (3, 5, 6) = (11, 101, 110) trong bảng này (một lỗi của bản sao, không phải của Yaglom), dù nó cũng là một thế thua: mỗi hàng chữ số đều có tổng chẵn.",
    "✱ The copy of the article we worked from lacks (3, 5, 6) = (11, 101, 110) in this table (a slip of that copy, not Yaglom's), though it is losing too: every digit place has an even sum.",
);
pub const YAGLOM_CAPTION: Words = (
    "Bảng Ia: bộ ba thua, hệ nhị phân",
    "Table Ia: losing triples, in binary",
);
/// The heading of the row of digit-place sums.
pub const PLACE_SUMS: Words = ("tổng", "sum");

// The game against the computer.

pub const RULE: Words = ("Luật", "Rule");
pub const NORMAL_PLAY: Words = (
    "Luật chuẩn: bốc viên cuối thì thắng",
    "Normal play: last stone wins",
);
pub const MISERE_PLAY: Words = ("Misère: bốc viên cuối thì thua", "Misère: last stone loses");

/// The name of a heap button: the heap's `name` and its `size`.
pub fn heap_label(name: &str, size: u64, lang: Lang) -> String {
    lang.pick(
        format!("{name}: {size} viên"),
        format!("{name}: {size} stones"),
    )
}

/// The question once heap `heap` (from 1) is chosen.
pub fn take_question(heap: usize, lang: Lang) -> String {
    lang.pick(
        format!("Bốc bao nhiêu viên ở đống {heap}?"),
        format!("How many stones from heap {heap}?"),
    )
}

/// The name of the button taking `take` stones from heap `heap` (from 1).
pub fn take_label(take: u64, heap: usize, lang: Lang) -> String {
    lang.pick(
        format!("Bốc {take} viên ở đống {heap}"),
        format!("Take {take} from heap {heap}"),
    )
}

/// The hint under the take buttons of a heap larger than `max` buttons.
pub fn type_larger_takes(max: u64, lang: Lang) -> String {
    lang.pick(
        format!("Muốn bốc nhiều hơn {max} viên? Gõ nước đi vào ô bên dưới."),
        format!("To take more than {max}, type the move in the box below."),
    )
}

pub const REASON_CAPTION: Words = (
    "Máy suy nghĩ trên bảng bit của thế cờ trước nước đi",
    "The computer's reasoning on the bit table before its move",
);
pub const ANALYSIS_CAPTION: Words = (
    "Các đống hiện tại ở hệ nhị phân, và X = XOR của chúng",
    "The heaps now in binary, and X, their XOR",
);
pub const HOW_TO_MOVE: Words = (
    "chọn một đống rồi chọn số viên, hoặc gõ nước đi.",
    "choose a heap, then how many stones, or type a move.",
);
pub const TYPED_MOVE: Words = (
    "Hoặc gõ nước đi: số thứ tự đống rồi số viên (ví dụ 1 2)",
    "Or type a move: heap number, then stones (e.g. 1 2)",
);
