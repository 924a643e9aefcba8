//! The wythoff widget: Wythoff's queen on a board, its losing pairs built by mex, the queen game
//! against the computer on the same board, and the analysis of any position.

use nimlab_solver::Lang;

use super::{Opening, Words};

pub const OPENING: Opening = Opening {
    title: ("Quân hậu Wythoff trên bàn cờ", "Wythoff's queen on a board"),
    intro: (
        "Ô (x, y) là hai đống x và y. Mỗi lượt quân hậu đi sang trái, xuống dưới hoặc chéo xuống trái, bao xa tùy ý; ai không còn nước đi (hậu ở góc (0, 0)) thì thua.",
        "Square (x, y) stands for piles x and y. Each turn the queen moves left, down or diagonally down-left, as far as it likes; whoever cannot move (the queen in the corner (0, 0)) loses.",
    ),
    legend: &[
        (
            "is-p",
            "P",
            "P: người đến lượt thua",
            "P: the player to move loses",
        ),
        (
            "is-n",
            "N",
            "N: người đến lượt thắng",
            "N: the player to move wins",
        ),
        ("is-new-p", "◆", "ô P vừa dựng", "P square just built"),
        (
            "is-new-n",
            "╱",
            "vừa thành N: một nước tới ô P mới",
            "just became N: one move reaches the new P",
        ),
        ("is-selected", "●", "ô đang chọn", "selected square"),
        (
            "is-target",
            "○",
            "ô đi tới được",
            "square the queen can reach",
        ),
        (
            "is-winning",
            "★",
            "nước thắng (tới ô P)",
            "winning move (to a P square)",
        ),
        (
            "is-queen",
            "♛",
            "quân hậu của ván đang chơi",
            "the queen of the game",
        ),
    ],
    start: (
        "Bàn cờ còn trống. Bấm “Tiến một bước”: trước tiên ô (0, 0) là P, rồi từng cặp thua (a_k, b_k) được dựng bằng mex.",
        "The board is empty. Press “Step forward”: first the square (0, 0) is P, then each losing pair (a_k, b_k) is built by mex.",
    ),
};

/// The field label of the board's size, with its limit.
pub fn size_label(max_board: u64) -> (String, String) {
    (
        format!("Cỡ bàn cờ (2 – {max_board})"),
        format!("Board size (2 – {max_board})"),
    )
}

pub const APPLY: Words = ("Vẽ bàn cờ", "Draw board");
pub const PREDICT: Words = ("Tự đoán trước mỗi cặp", "Predict each pair first");

pub const USED_NUMBERS: Words = (
    "Các số đã dùng (mex là số nhỏ nhất chưa dùng):",
    "Numbers used so far (mex is the smallest unused one):",
);

/// The board's name for a screen reader, with its keys.
pub fn board_label(size: u64, lang: Lang) -> String {
    lang.pick(
        format!("Bàn cờ {size} × {size}; phím mũi tên di chuyển, Enter để chọn ô"),
        format!("{size} × {size} board; arrow keys move, Enter picks a square"),
    )
}

// A square as a screen reader says it, after its coordinates: its letter, then its marks.
pub const P_LOSING: Words = ("P, thua", "P, losing");
pub const N_WINNING: Words = ("N, thắng", "N, winning");
pub const QUEEN: Words = ("quân hậu", "queen");
pub const SELECTED: Words = ("đang chọn", "selected");
pub const WINNING_MOVE: Words = ("nước thắng", "winning move");
pub const REACHABLE: Words = ("đi tới được", "reachable");
pub const NEW_P: Words = ("P mới", "new P");
pub const JUST_BECAME_N: Words = ("vừa thành N", "just became N");
pub const YOUR_GUESS: Words = ("ô bạn đoán", "your guess");

/// What the learner may do while the queen of the game on the board stands `at` a square.
pub fn queen_to_move(at: &str, lang: Lang) -> String {
    lang.pick(
        format!("Hậu đang ở {at}: bấm một ô ○ để đi (ván ở khung “Chơi với máy”)."),
        format!("The queen is on {at}: click a ○ square to move it (the game is in “Play against the computer”)."),
    )
}

/// What the learner may do while no square is selected.
pub const HOW_TO_SELECT: Words = (
    "Bấm một ô (hoặc dùng phím mũi tên rồi Enter) để xem ô đó thắng hay thua và các nước đi của nó.",
    "Click a square (or use the arrow keys, then Enter) to see whether it wins or loses, and its moves.",
);

/// A selected square `s` that predict mode has not reached yet, before its moves.
pub fn not_known_yet(s: &str, lang: Lang) -> String {
    lang.pick(
        format!("Ô {s}: chưa biết ở bước này; hãy đoán rồi bước tiếp. Các nước đi của nó:"),
        format!("Square {s}: not known yet at this step; guess, then step on. Its moves:"),
    )
}

/// How refusals of a guessed `a_k` name it.
pub const GUESSED: Words = ("Số a_k", "The number a_k");
pub const GUESS_LABEL: Words = (
    "a_k (hoặc bấm ô (a_k, b_k) trên bàn cờ)",
    "a_k (or click the square (a_k, b_k) on the board)",
);
/// What predict mode's score counts.
pub const PAIRS: Words = ("cặp", "pairs");
pub const HOW_ASKED: Words = (
    "Bấm Tiến hoặc Chạy: trước mỗi cặp mới, bạn sẽ được hỏi cặp đó là gì.",
    "Press Step or Play: before each new pair you will be asked what it is.",
);

/// Predict mode's question before pair `k`.
pub fn question(k: usize, lang: Lang) -> String {
    lang.pick(
        format!("Cặp thứ {k}: a_{k} là số nào? Gõ số rồi bấm “Kiểm tra”, hoặc bấm thẳng ô (a_{k}, b_{k}) trên bàn cờ."),
        format!("Pair {k}: which number is a_{k}? Type it and press “Check”, or click the square (a_{k}, b_{k}) on the board."),
    )
}

pub const ANALYSE_ANY: Words = (
    "Phân tích một thế bất kỳ (hai đống tới 10^18 và hơn)",
    "Analyse any position (piles up to 10^18 and beyond)",
);
pub const EXACT_BEYOND_BOARD: Words = (
    "Quá lớn để vẽ, nhưng vẫn tính chính xác: bộ giải dùng a_k = ⌊kφ⌋ bằng căn bậc hai nguyên.",
    "Too big to draw, yet computed exactly: the solver finds a_k = ⌊kφ⌋ with an integer square root.",
);
pub const TWO_PILES: Words = (
    "Hai đống x y (mỗi đống từ 0 tới 18446744073709551615)",
    "Two piles x y (each from 0 to 18446744073709551615)",
);

/// How refusals of the game's start square name it.
pub const START_NAME: Words = ("Thế xuất phát", "Start");
pub const START_SQUARE: Words = ("Ô xuất phát x y (ví dụ 4 6)", "Start square x y (e.g. 4 6)");
/// How the learner moves once the queen is on the board.
pub const HOW_TO_MOVE: Words = (
    "bấm một ô ○ trên bàn cờ (hoặc gõ ô đích).",
    "click a ○ square on the board (or type the target).",
);
/// How the learner moves before the queen is on the board.
pub const HOW_TO_START: Words = (
    "bấm “Ván mới” để đặt hậu lên ô xuất phát, rồi bấm một ô ○ trên bàn cờ (hoặc gõ ô đích).",
    "press “New game” to put the queen on the start square, then click a ○ square on the board (or type the target).",
);
pub const TARGET_SQUARE: Words = ("Ô đích của nước đi x y", "Target square of your move x y");

/// The title of the game's table of losing pairs up to the queen's larger coordinate.
pub fn pairs_title(largest: u64, lang: Lang) -> String {
    lang.pick(
        format!("Các cặp thua (a_k, b_k) với a_k ≤ {largest}: đứng ở một cặp là thua, đi được tới một cặp là thắng"),
        format!("The losing pairs (a_k, b_k) with a_k ≤ {largest}: standing on one loses, moving onto one wins"),
    )
}

/// The column headings of the table of losing pairs.
pub const PAIRS_HEADS: [Words; 4] = [
    ("k", "k"),
    ("a_k = ⌊kφ⌋", "a_k = ⌊kφ⌋"),
    ("b_k = a_k + k", "b_k = a_k + k"),
    ("Với hậu ở", "For the queen on"),
];

/// The note of the pair the queen stands on, `square`.
pub fn queen_on_pair(square: &str, lang: Lang) -> String {
    lang.pick(
        format!("★ {square}: hậu đứng trên cặp này"),
        format!("★ {square}: the queen is on this pair"),
    )
}

/// The note of a pair, `to`, that a winning move from `square` reaches.
pub fn one_move_to(to: &str, square: &str, lang: Lang) -> String {
    lang.pick(
        format!("→ {to}: một nước từ {square} tới đây"),
        format!("→ {to}: one move from {square}"),
    )
}
