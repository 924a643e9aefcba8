//! The discs widget: placing discs on a table against the computer, which wins by answering
//! each disc with its mirror image through the centre.

use nimlab_solver::Lang;

use super::{Opening, Words};

pub const OPENING: Opening = Opening {
    title: (
        "Đặt đĩa: chiến lược đối xứng",
        "Placing discs: the symmetry strategy",
    ),
    intro: (
        "Hai người lần lượt đặt các đĩa bán kính r lên bàn a × b; đĩa phải nằm trọn trên bàn và không chồng lên đĩa khác \
         (chạm nhau thì được). Ai không đặt được nữa thì thua. Máy đi trước; bạn bấm vào bàn hoặc gõ tọa độ tâm x y \
         (gốc ở góc dưới bên trái, bước 0,1).",
        "Two players take turns putting discs of radius r on an a × b table; a disc must lie wholly on the table and \
         overlap no other disc (touching is fine). Whoever cannot place one loses. The computer moves first; click \
         the table or type the centre x y (origin at the bottom-left corner, steps of 0.1).",
    ),
    legend: &[
        (
            "di-computer",
            "M",
            "M: đĩa của máy (đi trước)",
            "C: the computer's disc (moves first)",
        ),
        (
            "di-learner",
            "B",
            "B: đĩa của bạn (viền nét đứt)",
            "Y: your disc (dashed rim)",
        ),
        ("di-centre", "O", "O: tâm bàn", "O: the centre of the table"),
    ],
    // Said after the solver's sentence on the empty table.
    start: (
        "Bấm “Tiến một bước” để xem nước đầu tiên.",
        "Press “Step forward” to see its first move.",
    ),
};

pub const WIDTH: Words = ("Chiều rộng a", "Width a");
pub const HEIGHT: Words = ("Chiều cao b", "Height b");
pub const RADIUS: Words = ("Bán kính r", "Radius r");

/// The field label of a side (or the radius) `name`, with its limit.
pub fn side_label((vi, en): Words, max: u64) -> (String, String) {
    (format!("{vi} (1 – {max})"), format!("{en} (1 – {max})"))
}

pub const APPLY: Words = ("Bàn mới", "New table");

/// The picture's name.
pub fn table_label(width: u64, height: u64, radius: u64, lang: Lang) -> String {
    lang.pick(
        format!("Bàn {width} × {height}, đĩa bán kính {radius}"),
        format!("Table {width} × {height}, discs of radius {radius}"),
    )
}

/// The letter on the computer's discs.
pub const COMPUTER_LETTER: Words = ("M", "C");
/// The letter on the learner's discs.
pub const LEARNER_LETTER: Words = ("B", "Y");

pub const SPOT_LABEL: Words = (
    "Tâm đĩa của bạn: x y (ví dụ 2 2)",
    "Your disc's centre: x y (e.g. 2 2)",
);
pub const PLACE: Words = ("Đặt đĩa", "Place disc");
pub const GIVE_UP: Words = ("Hết chỗ rồi, tôi chịu thua", "No room left, I give up");

/// The status while the player shows move `position` of `total`.
pub fn replaying(position: usize, total: usize, lang: Lang) -> String {
    lang.pick(
        format!("Đang xem lại nước {position} / {total}. Đặt đĩa lúc này sẽ bỏ các nước sau nó."),
        format!(
            "Replaying move {position} of {total}. Placing a disc now drops the moves after it."
        ),
    )
}

/// The status when the learner is to move, `total` discs on the table.
pub fn your_turn(total: usize, lang: Lang) -> String {
    lang.pick(
        format!("Đến lượt bạn (đã có {total} đĩa). Bấm vào chỗ trống trên bàn hoặc gõ x y."),
        format!("Your turn ({total} discs placed). Click a free spot on the table or type x y."),
    )
}
