//! The staircase widget: Staircase Nim, coins sliding down the steps, read as Nim on the odd
//! steps, and the game against the computer.

use nimlab_solver::Lang;

use super::{Opening, Words};

pub const OPENING: Opening = Opening {
    title: (
        "Nim bậc thang: chỉ các bậc lẻ được tính",
        "Staircase Nim: only the odd steps count",
    ),
    intro: (
        "Mỗi lượt chọn một bậc còn xu và chuyển ít nhất một xu từ bậc đó xuống bậc ngay dưới (từ bậc 1 thì xuống mặt đất, ra khỏi cuộc chơi). Ai không đi được thì thua. Đây là Nim trên các bậc lẻ: XOR số xu ở bậc 1, 3, 5, …",
        "Each turn picks a step with coins and moves one or more of them down to the step just below (from step 1 they drop to the ground and leave the game). Whoever cannot move loses. This is Nim on the odd steps: XOR the coins on steps 1, 3, 5, …",
    ),
    legend: &[
        (
            "is-odd",
            "◆",
            "bậc lẻ: chỉ các bậc này được tính",
            "odd step: only these count",
        ),
        ("is-reading", "●", "bậc đang đọc", "step being read"),
        ("is-read", "✓", "đã đọc vào X", "read into X"),
        ("is-from", "−c", "xu rời bậc này", "coins leave this step"),
        ("is-to", "+c", "xu đến bậc này", "coins land here"),
    ],
    start: (
        "Chỉ các bậc lẻ (◆) được tính. Bấm “Tiến một bước” hoặc “Chạy” (▶) để đọc từng bậc lẻ vào X.",
        "Only the odd steps (◆) count. Press “Step forward” or “Play” (▶) to read each odd step into X.",
    ),
};

/// The field label of the coins, with the limits.
pub fn steps_label(max_steps: usize, max_coins: u64) -> (String, String) {
    (
        format!("Số xu: mặt đất (luôn là 0) rồi các bậc 1, 2, … (tối đa {max_steps} bậc, mỗi bậc 0–{max_coins} xu; ví dụ 0 3 2 5 1)"),
        format!("Coins: the ground (always 0), then steps 1, 2, … (up to {max_steps} steps of 0–{max_coins} coins; e.g. 0 3 2 5 1)"),
    )
}

// The picture, the widget's and the game's.

pub const STAIRCASE: Words = (
    "Cầu thang: mặt đất bên trái, bậc cao dần sang phải",
    "The staircase: the ground on the left, steps rising to the right",
);
pub const GROUND: Words = ("đất", "ground");
pub const ODD: Words = ("lẻ ◆", "odd ◆");
pub const EVEN: Words = ("chẵn", "even");

/// The name of the ground, with its `coins`.
pub fn ground_label(coins: u64, lang: Lang) -> String {
    lang.pick(
        format!("Mặt đất: {coins} xu đã ra khỏi cuộc chơi"),
        format!("The ground: {coins} coins out of the game"),
    )
}

/// The name of step `index`, with its `parity` ([`ODD`] or [`EVEN`]) and its `coins`.
pub fn step_label(index: usize, parity: &str, coins: u64, lang: Lang) -> String {
    lang.pick(
        format!("Bậc {index}, {parity}: {coins} xu"),
        format!("Step {index}, {parity}: {coins} coins"),
    )
}

// The game against the computer.

pub const CHOOSE_STEP: Words = (
    "Các bậc: chọn một bậc để chuyển xu xuống",
    "The steps: choose one to move coins down from",
);

/// What is added to the take question when the step holds more than `max` coins.
pub fn type_larger_takes(max: u64, lang: Lang) -> String {
    lang.pick(
        format!(" (Hơn {max} xu: gõ nước đi bên dưới.)"),
        format!(" (More than {max}: type the move below.)"),
    )
}

/// The question once `step` is chosen: how many coins go down to `below`; `more` as
/// [`type_larger_takes`] or empty.
pub fn take_question(step: usize, below: &str, more: &str, lang: Lang) -> String {
    lang.pick(
        format!("Chuyển bao nhiêu xu từ bậc {step} xuống {below}?{more}"),
        format!("How many coins from step {step} down to {below}?{more}"),
    )
}

/// The name of the button moving `c` coins down from `step`.
pub fn take_label(c: u64, step: usize, lang: Lang) -> String {
    lang.pick(
        format!("Chuyển {c} xu từ bậc {step}"),
        format!("Move {c} coins from step {step}"),
    )
}

/// The row name of odd step `step` in the game's analysis.
pub fn step_name(step: usize, lang: Lang) -> String {
    lang.pick(format!("Bậc {step}"), format!("Step {step}"))
}

pub const ODD_STEP: Words = ("Bậc lẻ", "Odd step");
pub const COINS: Words = ("Số xu", "Coins");
pub const ANALYSIS_CAPTION: Words = (
    "Chỉ các bậc lẻ được tính: số xu của chúng ở hệ nhị phân, và X = XOR của chúng",
    "Only the odd steps count: their coins in binary, and X, their XOR",
);
pub const HOW_TO_MOVE: Words = (
    "chọn một bậc rồi số xu, hoặc gõ nước đi.",
    "choose a step, then how many coins, or type a move.",
);
pub const TYPED_MOVE: Words = (
    "Hoặc gõ nước đi: số thứ tự bậc rồi số xu (ví dụ 3 2)",
    "Or type a move: the step, then how many coins (e.g. 3 2)",
);
