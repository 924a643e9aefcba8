//! The coins widget: coin-turning games, the value g(x) of each place by mex over its turn sets,
//! the XOR of the heads' values; and the position played against the computer.

use nimlab_solver::Lang;

use super::{LegendEntry, Words};

pub const TITLE: Words = ("Trò chơi lật xu", "Coin-turning games");
pub const INTRO: Words = (
    "Mỗi nước lật một đồng xu đang ngửa cùng vài đồng xu ở bên trái nó, theo luật đã chọn; \
     ai không còn xu ngửa để lật thì thua. Bấm vào một đồng xu để lật nó.",
    "Each move turns over a coin showing heads together with some coins to its left, as \
     the chosen rule allows; whoever finds no head to turn loses. Click a coin to turn it over.",
);
pub const THEOREM: Words = (
    "Định lý: mỗi thế là tổng của các thế chỉ có một xu ngửa (lật một xu hai lần thì như chưa lật), \
     nên số Grundy của thế là XOR các g(x) của những xu đang ngửa.",
    "Theorem: every position is the sum of the positions with a single head (turning a coin twice \
     is the same as not turning it), so its Grundy number is the XOR of g(x) over the coins showing heads.",
);
pub const LEGEND: &[LegendEntry] = &[
    ("co-heads", "H", "H: xu ngửa", "H: heads"),
    ("co-tails", "T", "T: xu sấp", "T: tails"),
    (
        "co-current",
        "●",
        "xu đang tính g",
        "coin whose g is being found",
    ),
    (
        "co-turned",
        "○",
        "xu lật cùng trong một cách lật",
        "coin turned with it",
    ),
];
/// The sentence at step 0.
pub const START: Words = (
    "Chưa tính giá trị nào. Bấm “Tiến một bước” để tính g(1), g(2), … lần lượt bằng mex.",
    "No value computed yet. Press “Step forward” to find g(1), g(2), … in turn by mex.",
);

pub const RULE: Words = ("Luật", "Rule");
pub const TURTLES: Words = ("turtles: lật 1 hoặc 2 xu", "turtles: one or two coins");
pub const RULER: Words = ("ruler: lật một dãy liền nhau", "ruler: a run of coins");
pub const GRID: Words = (
    "grid: lật một xu trên bàn n × n",
    "grid: one coin on an n × n board",
);
pub const COINS_N: Words = (
    "Số xu n (hàng: 1 – 32; grid: cạnh 1 – 5)",
    "Coins n (row: 1 – 32; grid: side 1 – 5)",
);
pub const HEADS: Words = (
    "Các xu ngửa (số thứ tự từ 1, ví dụ 3 5 8)",
    "Coins showing heads (numbered from 1, e.g. 3 5 8)",
);
pub const APPLY: Words = ("Xếp xu", "Lay out coins");
pub const PREDICT: Words = ("Tự đoán g(x) trước mỗi mex", "Predict g(x) before each mex");

pub const ROW_OF_COINS: Words = ("Hàng xu", "Row of coins");

/// "H (heads)" or "T (tails)": the letter first, as on the coin.
pub fn face(heads: bool, lang: Lang) -> &'static str {
    match heads {
        true => lang.pick("H (ngửa)", "H (heads)"),
        false => lang.pick("T (sấp)", "T (tails)"),
    }
}

/// A coin of the widget's row for a screen reader: its number, its `face` and `g` (its value
/// when known, as ", g = 3").
pub fn coin_label(coin_no: usize, face: &str, g: &str, lang: Lang) -> String {
    lang.pick(
        format!("Xu {coin_no}: {face}{g}. Bấm để lật."),
        format!("Coin {coin_no}: {face}{g}. Press to turn it over."),
    )
}

/// What the box of turn sets says before the first step.
pub const OPTIONS_IDLE: Words = (
    "Các cách lật của xu đang tính sẽ hiện ở đây khi chạy từng bước.",
    "The ways to turn the coin being computed appear here as you step.",
);

/// The guessed value's field, and how its refusals name it.
pub const GUESS: Words = ("Giá trị g bạn đoán", "Your g value");
/// What predict mode's score counts.
pub const VALUES: Words = ("giá trị", "values");
pub const HOW_ASKED: Words = (
    "Bấm Tiến hoặc Chạy: trước mỗi mex, bạn sẽ được hỏi g(x) bằng bao nhiêu.",
    "Press Step or Play: before each mex you will be asked for g(x).",
);

/// Predict mode's question before the mex of `coin`.
pub fn question(coin: usize, lang: Lang) -> String {
    lang.pick(
        format!("g({coin}) bằng bao nhiêu? Gõ số bạn đoán rồi bấm Kiểm tra."),
        format!("What is g({coin})? Type your guess and press Check."),
    )
}

/// The verdict on a right `guess` of g(`coin`).
pub fn guessed_right(coin: usize, guess: u64, lang: Lang) -> String {
    lang.pick(
        format!("Bạn đoán g({coin}) = {guess}: đúng!"),
        format!("You guessed g({coin}) = {guess}: right!"),
    )
}

/// The verdict on a wrong `guess` of g(`coin`), which is `value`.
pub fn guessed_wrong(coin: usize, guess: u64, value: u64, lang: Lang) -> String {
    lang.pick(
        format!("Bạn đoán {guess}, nhưng g({coin}) = {value}."),
        format!("You guessed {guess}, but g({coin}) = {value}."),
    )
}

/// A coin of the game's row for a screen reader: its number and its `face`.
pub fn game_coin_label(coin: usize, face: &str, lang: Lang) -> String {
    lang.pick(format!("Xu {coin}: {face}"), format!("Coin {coin}: {face}"))
}

/// The game's Nim sum `now`.
pub fn sum_now(now: u64, lang: Lang) -> String {
    lang.pick(
        format!("Tổng XOR các g(x) của xu ngửa lúc này: {now}"),
        format!("XOR of g(x) over the heads now: {now}"),
    )
}

/// The title of the ways to turn with the chosen `coin`.
pub fn ways_to_turn(coin: usize, lang: Lang) -> String {
    lang.pick(
        format!("Các cách lật với xu {coin} ở ngoài cùng bên phải:"),
        format!("Ways to turn with coin {coin} as the rightmost:"),
    )
}

/// "Turn coins 3, 4": a choice button turning the `count` coins listed in `coins`.
pub fn turn_coins(coins: &str, count: usize, lang: Lang) -> String {
    let plural = if count > 1 { "s" } else { "" };
    lang.pick(
        format!("Lật xu {coins}"),
        format!("Turn coin{plural} {coins}"),
    )
}

pub fn coin_name(coin: usize, lang: Lang) -> String {
    lang.pick(format!("Xu {coin}"), format!("Coin {coin}"))
}

/// The heading of the rows of the theorem's table, one per head.
pub const HEAD: Words = ("Xu ngửa", "Head");
pub const NIM_HEAPS: Words = (
    "Mỗi xu ngửa là một đống Nim cỡ g(x): các g(x) ở hệ nhị phân, và X = XOR của chúng",
    "Each head is a Nim heap of size g(x): the g(x) in binary, and X, their XOR",
);

/// How the learner moves once `coin` is chosen.
pub fn coin_chosen(coin: usize, lang: Lang) -> String {
    lang.pick(
        format!("xu {coin} đã chọn: chọn một cách lật bên dưới."),
        format!("coin {coin} chosen: pick one way to turn below."),
    )
}

/// How the learner moves before choosing a coin.
pub const HOW_TO_MOVE: Words = (
    "chọn một xu đang ngửa, rồi một cách lật; hoặc gõ các xu cần lật.",
    "pick a coin showing heads, then a way to turn it; or type the coins to turn.",
);
pub const TYPED_COINS: Words = (
    "Hoặc gõ các xu cần lật, số thứ tự từ 1 (ví dụ 8, hoặc 7 8)",
    "Or type the coins to turn, numbered from 1 (e.g. 8, or 7 8)",
);
