//! The fib_nim widget: Fibonacci Nim against the computer, the pile drawn as its Zeckendorf
//! parts beside the quota of the player to move.

use nimlab_solver::Lang;

use super::{LegendEntry, Words};

pub const TITLE: Words = (
    "Fibonacci Nim: chơi với máy",
    "Fibonacci Nim: play the computer",
);
pub const INTRO: Words = (
    "Một đống n viên. Nước đầu bốc 1 đến n − 1 viên; sau đó mỗi lượt bốc ít nhất 1 và không quá gấp đôi số viên đối thủ vừa bốc. Ai bốc viên cuối cùng thì thắng. \
     Đống được vẽ thành các phần Zeckendorf: ai đến lượt mà giới hạn với tới phần nhỏ nhất thì thắng.",
    "One pile of n stones. The first move takes 1 to n − 1; after that each move takes at least 1 and at most twice what the opponent just took. Whoever takes the last stone wins. \
     The pile is drawn as its Zeckendorf parts: the player to move wins exactly when the quota reaches the smallest part.",
);
pub const LEGEND: &[LegendEntry] = &[
    (
        "fn-part",
        "▭",
        "một phần Zeckendorf của đống (số Fibonacci)",
        "one Zeckendorf part of the pile (a Fibonacci number)",
    ),
    (
        "fn-part is-smallest",
        "★",
        "phần nhỏ nhất: bốc nó là thắng nếu giới hạn cho phép",
        "the smallest part: taking it wins if the quota allows",
    ),
    (
        "fn-quota",
        "↤",
        "giới hạn: bốc được tối đa bấy nhiêu viên",
        "quota: the most stones that may be taken now",
    ),
    (
        "fn-taken",
        "−",
        "số viên vừa bị bốc",
        "the stones just taken",
    ),
];

// The form.

pub const N_LABEL: Words = ("Số viên n (2 – 10^18)", "Stones n (2 – 10^18)");
pub const APPLY: Words = ("Chơi với n này", "Play with this n");
pub const SHOW_HINTS: Words = ("Hiện gợi ý", "Show hints");

// The picture.

pub const ZECKENDORF_PARTS: Words = ("Các phần Zeckendorf", "Zeckendorf parts");

/// The caption of the pile: its Zeckendorf `sum` and its Fibonacci `digits`.
pub fn pile_caption(sum: &str, digits: &str, lang: Lang) -> String {
    lang.pick(
        format!("Đống: {sum} (hệ Fibonacci: {digits})"),
        format!("Pile: {sum} (Fibonacci notation: {digits})"),
    )
}

/// The chip of the smallest part, `term`.
pub fn smallest_part(term: u64, lang: Lang) -> String {
    lang.pick(
        format!("★ {term} (nhỏ nhất)"),
        format!("★ {term} (smallest)"),
    )
}

pub const NO_STONES_LEFT: Words = ("Hết sỏi.", "No stones left.");

/// The caption of the quota bar, for quota `q`.
pub fn quota_caption(q: u64, lang: Lang) -> String {
    lang.pick(
        format!("Giới hạn lượt này: tối đa {q} viên ↤ tính từ cuối đống"),
        format!("Quota now: at most {q} stones ↤ counted from the end of the pile"),
    )
}

// The game's panel.

/// Said while the player shows move `position` of the `total` made.
pub fn replaying(position: usize, total: usize, lang: Lang) -> String {
    lang.pick(
        format!("Bạn đang xem lại nước {position} / {total}. Bấm “Tới cuối” (⏭) để chơi tiếp."),
        format!("You are replaying move {position} of {total}. Press “Go to end” (⏭) to play on."),
    )
}

/// The question over the take buttons, with the most the learner may take.
pub fn take_question(reach: u64, lang: Lang) -> String {
    lang.pick(
        format!("Bốc bao nhiêu viên? (tối đa {reach})"),
        format!("How many stones? (at most {reach})"),
    )
}

/// The name of the button taking `take` stones: `over` the quota, or `hinted` as the winning
/// move.
pub fn take_label(take: u64, over: bool, hinted: bool, lang: Lang) -> String {
    match (over, hinted) {
        (true, _) => lang.pick(
            format!("Bốc {take} (vượt giới hạn)"),
            format!("Take {take} (over the quota)"),
        ),
        (false, true) => lang.pick(
            format!("Bốc {take} (gợi ý: nước thắng)"),
            format!("Take {take} (hint: the winning move)"),
        ),
        _ => lang.pick(format!("Bốc {take}"), format!("Take {take}")),
    }
}

/// The title of the game's analysis table.
pub const DIGITS_TITLE: Words = (
    "Đống ở hệ Fibonacci: chữ số 1 dưới mỗi phần Zeckendorf, ★ phần nhỏ nhất; ✓ những số giới hạn lượt này với tới",
    "The pile in Fibonacci notation: a 1 under each Zeckendorf part, ★ the smallest; ✓ the numbers the quota reaches",
);
pub const FIBONACCI_NUMBER: Words = ("Số Fibonacci", "Fibonacci number");

/// The heading of the row marking the parts quota `q` reaches.
pub fn reach_heading(q: u64, lang: Lang) -> String {
    lang.pick(format!("≤ giới hạn {q}"), format!("≤ quota {q}"))
}

/// How the learner moves with `n` stones left and at most `reach` to take.
pub fn how_to_move(n: u64, reach: u64, lang: Lang) -> String {
    lang.pick(
        format!("còn {n} viên, được bốc 1 – {reach} viên."),
        format!("{n} stones left, you may take 1 – {reach}."),
    )
}

pub const TYPED_MOVE: Words = (
    "Hoặc gõ số viên muốn bốc",
    "Or type how many stones to take",
);
