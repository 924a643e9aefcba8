//! The practice widgets (`wl-practice`, `grundy-practice`, `dp-practice`): the learner fills a
//! table cell by cell, each answer checked at once, with a hint and then the reason.

use nimlab_solver::Lang;

use super::Words;

// What every exercise says.

pub const NEW_GAME: Words = ("Bài mới (ngẫu nhiên)", "New random game");
pub const TABLE_DONE: Words = ("Xong cả bảng!", "The whole table is done!");
/// The typed answer's label once every cell is filled.
pub const ALL_FILLED: Words = ("Đã điền xong", "All filled");

/// What a right answer is told; `right` is the cell's value (`g(4) = 2`).
pub fn said_right(right: &str, lang: Lang) -> String {
    lang.pick(format!("✓ Đúng: {right}."), format!("✓ Right: {right}."))
}

/// What a first mistake on a cell is told.
pub fn said_hint(hint: &str, lang: Lang) -> String {
    lang.pick(
        format!("✗ Chưa đúng. Gợi ý: {hint}"),
        format!("✗ Not yet. Hint: {hint}"),
    )
}

/// What a second mistake on a cell is told.
pub fn said_reason(reason: &str, lang: Lang) -> String {
    lang.pick(
        format!("✗ Vẫn chưa đúng. {reason}"),
        format!("✗ Still not right. {reason}"),
    )
}

pub fn score(first_try: usize, answered: usize, lang: Lang) -> String {
    lang.pick(
        format!("Đúng ngay lần đầu: {first_try} / {answered} ô"),
        format!("Right at the first try: {first_try} of {answered} cells"),
    )
}

/// The line naming a random instance by its seed.
pub fn instance_code(seed: u64, lang: Lang) -> String {
    lang.pick(
        format!("Mã đề {seed}: đường dẫn của trang mở lại đúng đề này."),
        format!("Instance {seed}: the page's link opens this very instance."),
    )
}

// `wl-practice` and `grundy-practice`: a row of a subtraction game.

pub const WL_TITLE: Words = (
    "Tự tô bảng thắng / thua",
    "Fill the win/lose table yourself",
);
pub const WL_INTRO: Words = (
    "Tô từng ô từ 0 trở lên: W nếu có nước đi tới một ô L, L nếu mọi nước đi đều tới ô W. \
     Mỗi câu trả lời được kiểm tra ngay; sai thì có gợi ý.",
    "Label the cells from 0 upwards: W if some move reaches an L cell, L if every move \
     reaches a W cell. Each answer is checked at once; a wrong one gets a hint.",
);
pub const GRUNDY_TITLE: Words = ("Tự tính số Grundy", "Compute the Grundy numbers yourself");
pub const GRUNDY_INTRO: Words = (
    "Điền g(0), g(1), … theo thứ tự: g(x) là mex của các số Grundy mà x đi tới được. \
     Gõ số rồi nhấn Enter; mỗi ô được chấm ngay, sai thì có gợi ý. Ô có g = 0 là thế thua.",
    "Fill in g(0), g(1), … in order: g(x) is the mex of the Grundy numbers x can reach. \
     Type a number and press Enter; each cell is checked at once, a wrong one gets a hint. \
     Cells with g = 0 are losing positions.",
);
/// The typed Grundy value's field.
pub const GRUNDY_VALUE: Words = ("Số Grundy", "Grundy number");

/// The game of the row `0 ..= n` in one line: its move set `set` and what to fill.
pub fn row_rules(set: &str, n: usize, grundy: bool, lang: Lang) -> String {
    let (vi, en) = match grundy {
        true => (format!("điền g(0) … g({n})"), format!("fill g(0) … g({n})")),
        false => (format!("các ô 0 … {n}"), format!("cells 0 … {n}")),
    };
    lang.pick(
        format!("Mỗi lượt bốc đúng s viên, s ∈ {{{set}}}; {vi}."),
        format!("Each move takes exactly s stones, s ∈ {{{set}}}; {en}."),
    )
}

pub fn wl_question(i: usize, lang: Lang) -> String {
    lang.pick(
        format!("Ô {i} là W hay L? (phím W / L)"),
        format!("Is cell {i} W or L? (keys W / L)"),
    )
}

pub fn grundy_question(i: usize, lang: Lang) -> String {
    lang.pick(
        format!("g({i}) bằng bao nhiêu? Gõ số rồi nhấn Enter."),
        format!("What is g({i})? Type a number and press Enter."),
    )
}

/// A right W/L answer: cell `i` is `letter`.
pub fn wl_right(i: usize, letter: char, lang: Lang) -> String {
    lang.pick(
        format!("ô {i} là {letter}"),
        format!("cell {i} is {letter}"),
    )
}

// `dp-practice`: the interval DP grid of "take a number from either end".

pub const DP_TITLE: Words = ("Tự điền bảng quy hoạch động", "Fill the DP grid yourself");
pub const DP_INTRO: Words = (
    "dp[l][r] là hiệu số (người sắp đi trừ người kia) trên đoạn a[l..r] khi cả hai chơi tối ưu: \
     dp[l][r] = max(a[l] − dp[l+1][r], a[r] − dp[l][r−1]). Điền các ô theo độ dài tăng dần: \
     gõ số rồi nhấn Enter, máy gợi ý ô tiếp theo; muốn điền ô “?” khác thì bấm vào nó.",
    "dp[l][r] is the lead (player to move minus the other) on the segment a[l..r] under perfect \
     play: dp[l][r] = max(a[l] − dp[l+1][r], a[r] − dp[l][r−1]). Fill the cells by increasing \
     length: type a number and press Enter, the next cell is suggested; to fill another “?” cell, \
     click it.",
);
/// The typed cell value's field.
pub const DP_VALUE: Words = ("Giá trị ô", "Cell value");
pub const DP_GRID_CAPTION: Words = (
    "Ô ở hàng l, cột r là dp[l][r]. Đường chéo có sẵn; ô “?” điền được ngay, ô “·” cần các ô ngắn hơn trước.",
    "The cell in row l, column r is dp[l][r]. The diagonal is given; a “?” cell can be filled now, a “·” cell needs shorter ones first.",
);

/// The label of the cell `name` being asked.
pub fn dp_cell_asked(name: &str, lang: Lang) -> String {
    lang.pick(
        format!("{name}: đang hỏi ô này"),
        format!("{name}: being asked"),
    )
}

/// The label of the cell `name` that may be filled now.
pub fn dp_cell_open(name: &str, lang: Lang) -> String {
    lang.pick(
        format!("{name}: chọn để điền ô này"),
        format!("{name}: choose to fill this cell"),
    )
}

/// The label of the cell `name` that waits for shorter ones.
pub fn dp_cell_waiting(name: &str, lang: Lang) -> String {
    lang.pick(
        format!("{name}: cần điền các ô ngắn hơn trước"),
        format!("{name}: needs shorter cells first"),
    )
}

/// The row `values` and its total in one line.
pub fn dp_rules(values: &str, total: &str, lang: Lang) -> String {
    lang.pick(
        format!("Dãy a = {values} (tổng S = {total}), đánh số từ 0."),
        format!("Row a = {values} (total S = {total}), numbered from 0."),
    )
}

/// The question of the cell `name`, on the numbers `segment`.
pub fn dp_question(name: &str, segment: &str, lang: Lang) -> String {
    lang.pick(
        format!("{name} (đoạn {segment}) bằng bao nhiêu? Gõ số rồi nhấn Enter."),
        format!("What is {name} (segment {segment})? Type a number and press Enter."),
    )
}

/// The hint on the cell `name`: its two `candidates`, as the solver writes them.
pub fn dp_hint(candidates: &str, name: &str, lang: Lang) -> String {
    lang.pick(
        format!("{candidates}. {name} là số lớn hơn trong hai số đó."),
        format!("{candidates}. {name} is the larger of the two."),
    )
}

/// The finished grid: `dp[0][last] = d`, the row's total `s`, `dd` the lead in brackets when
/// negative, and the two players' scores.
pub fn dp_finished(
    last: usize,
    d: &str,
    s: &str,
    dd: &str,
    first: &str,
    second: &str,
    lang: Lang,
) -> String {
    lang.pick(
        format!("Xong! dp[0][{last}] = {d} là hiệu số của người đi trước trừ người đi sau. Với S = {s}, người đi trước được ({s} + {dd}) / 2 = {first} điểm, người đi sau được ({s} − {dd}) / 2 = {second} điểm."),
        format!("Done! dp[0][{last}] = {d} is the first player's score minus the second's. With S = {s}, the first player scores ({s} + {dd}) / 2 = {first} and the second ({s} − {dd}) / 2 = {second}."),
    )
}
