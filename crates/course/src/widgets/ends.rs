//! The ends widget: "take a number from either end", the interval DP grid `dp[l][r]` filled
//! by increasing length, the rolled array, the answer and the game replayed.

use nimlab_solver::Lang;

use super::{LegendEntry, Words};

pub const TITLE: Words = (
    "Lấy số ở hai đầu dãy: bảng dp trên đoạn",
    "Take a number from either end: the interval DP grid",
);
pub const INTRO: Words = (
    "Hai người lần lượt lấy số ở đầu trái hoặc đầu phải của dãy còn lại và cộng vào \
     điểm mình. Ô dp[l][r] là số điểm người đến lượt hơn đối thủ trên đoạn a[l..r] \
     khi cả hai chơi tối ưu.",
    "Two players take turns removing the number at the left or right end of what is \
     left and add it to their score. Cell dp[l][r] is how far the player to move \
     ends ahead of the opponent on a[l..r] when both play perfectly.",
);
/// States are told by symbols and outlines, not colour alone.
pub const LEGEND: &[LegendEntry] = &[
    (
        "is-current",
        "●",
        "ô đang tô dp[l][r]",
        "cell being written dp[l][r]",
    ),
    (
        "is-read-left",
        "↑",
        "dp[l+1][r]: còn lại sau khi lấy đầu trái",
        "dp[l+1][r]: what is left after taking the left end",
    ),
    (
        "is-read-right",
        "→",
        "dp[l][r−1]: còn lại sau khi lấy đầu phải",
        "dp[l][r−1]: what is left after taking the right end",
    ),
    ("is-chosen", "✓", "lựa chọn tốt hơn", "the better choice"),
];
/// The sentence at step 0.
pub const START: Words = (
    "Bảng còn trống. Bấm “Tiến một bước” hoặc “Chạy” (▶): các ô được tô theo độ \
     dài đoạn tăng dần, bắt đầu từ đường chéo dp[i][i] = a[i].",
    "The grid is empty. Press “Step forward” or “Play” (▶): cells are filled by \
     increasing segment length, starting with the diagonal dp[i][i] = a[i].",
);

pub const ROW: Words = (
    "Dãy số (ví dụ 8 15 3 7; tối đa 5000 số, |aᵢ| ≤ 10⁹)",
    "Row of numbers (e.g. 8 15 3 7; at most 5000, |aᵢ| ≤ 10⁹)",
);
pub const APPLY: Words = ("Tính bảng", "Build grid");
pub const PREDICT: Words = (
    "Tự đoán đầu nên lấy trước mỗi ô",
    "Predict the end to take before each cell",
);

/// A long row's note in place of the grid.
pub fn too_big(n: usize, max_grid_len: usize, lang: Lang) -> String {
    lang.pick(
        format!(
            "Dãy có {n} số: bảng {n} × {n} quá lớn để vẽ (chỉ vẽ khi n ≤ {max_grid_len}). Đáp \
             án vẫn đầy đủ, và mỗi bước vẫn xem được: ô đang tô, công thức và hai ô nó đọc, \
             tính lại ngay từ dãy mà không lưu cả bảng."
        ),
        format!(
            "The row has {n} numbers: a {n} × {n} grid is too big to draw (drawn only for \
             n ≤ {max_grid_len}). The answer is complete, and every step can still be \
             viewed: the cell being written, its formula and the two cells it reads, \
             recomputed from the row without storing the grid."
        ),
    )
}

pub const CELL_BEING_WRITTEN: Words = ("Ô đang tô", "The cell being written");
pub const NO_CELL_YET: Words = ("Chưa tô ô nào.", "No cell written yet.");

/// The line of the input cell `dp[i][j]` read when the mover takes the `end` end `a[taken]`:
/// the cell's value, the number taken and the mover's lead; `arrow` and `tick` are its marks.
pub fn read_line(
    arrow: &str,
    (i, j): (usize, usize),
    end: &str,
    taken: usize,
    (dp, a, lead): (&str, &str, &str),
    tick: &str,
    lang: Lang,
) -> String {
    lang.pick(
        format!("{arrow} dp[{i}][{j}] = {dp}: lấy đầu {end} a[{taken}] = {a}, đối thủ còn đoạn [{i}, {j}]; hiệu {lead}{tick}"),
        format!("{arrow} dp[{i}][{j}] = {dp}: take the {end} end a[{taken}] = {a}, the opponent gets [{i}, {j}]; lead {lead}{tick}"),
    )
}

pub const GRID_CAPTION: Words = (
    "Bảng dp[l][r]: hàng l là đầu trái, cột r là đầu phải (số trong ngoặc là a[l], a[r])",
    "Grid dp[l][r]: row l is the left end, column r the right end (a[l], a[r] in brackets)",
);

pub const ROLLED_ARRAY: Words = (
    "Cùng phép tính với một mảng dp[l] (mảng cuộn)",
    "The same computation with one array dp[l] (the rolled array)",
);
// The states of a rolled array's entry.
pub const ROLL_NEW: Words = ("mới", "new");
pub const ROLL_WRITTEN: Words = ("✎ ghi", "✎ write");
pub const ROLL_READ: Words = ("○ đọc", "○ read");
pub const ROLL_OLD: Words = ("vòng trước", "prev. round");
pub const ROLL_IDLE: Words = ("xong", "done");

/// An overwritten entry's previous value.
pub fn was(old: &str, lang: Lang) -> String {
    lang.pick(format!("cũ {old}"), format!("was {old}"))
}

pub const GUESS_LEFT: Words = ("Đoán: lấy đầu trái", "Guess: take the left end");
pub const GUESS_RIGHT: Words = ("Đoán: lấy đầu phải", "Guess: take the right end");
/// What predict mode's score counts.
pub const GUESSES: Words = ("lần chọn", "choices");
pub const HOW_ASKED: Words = (
    "Bấm Tiến hoặc Chạy: trước mỗi ô có hai lựa chọn, bạn sẽ được hỏi nên lấy \
     đầu trái hay đầu phải.",
    "Press Step or Play: before each cell with two choices you will be asked \
     whether to take the left or the right end.",
);

/// Predict mode's question on segment `[l, r]`: each end's number and the opponent's lead
/// after it is taken.
pub fn question(
    (l, r): (usize, usize),
    (x, wl): (&str, &str),
    (y, wr): (&str, &str),
    lang: Lang,
) -> String {
    let (next, prev) = (l + 1, r - 1);
    lang.pick(
        format!(
            "Đoạn [{l}, {r}]: người đến lượt nên lấy đầu nào? Trái a[{l}] = {x} (rồi đối thủ hơn \
             dp[{next}][{r}] = {wl}) hay phải a[{r}] = {y} (rồi đối thủ hơn dp[{l}][{prev}] = \
             {wr})? Phím T / P."
        ),
        format!(
            "Segment [{l}, {r}]: which end should the mover take? Left a[{l}] = {x} (then the \
             opponent leads by dp[{next}][{r}] = {wl}) or right a[{r}] = {y} (then the opponent \
             leads by dp[{l}][{prev}] = {wr})? Keys L / R."
        ),
    )
}

/// The verdict when both ends lead by `gl`.
pub fn tie(gl: &str, lang: Lang) -> String {
    lang.pick(
        format!("Đúng: hai đầu ngang nhau (cùng hơn {gl}), lấy đầu nào cũng tối ưu."),
        format!("Right: both ends lead by {gl}, so either move is perfect."),
    )
}

/// The verdict on the guessed end `g` (leading by `gl`) against the other end `o` (by `ol`).
pub fn judged(right: bool, (g, gl): (&str, &str), (o, ol): (&str, &str), lang: Lang) -> String {
    if right {
        lang.pick(
            format!("Đúng: đầu {g} hơn {gl}, còn đầu {o} chỉ hơn {ol}."),
            format!("Right: the {g} end leads by {gl}, the {o} end only by {ol}."),
        )
    } else {
        lang.pick(
            format!("Chưa đúng: đầu {g} chỉ hơn {gl}, còn đầu {o} hơn {ol}."),
            format!("Not quite: the {g} end leads by only {gl}, the {o} end by {ol}."),
        )
    }
}

pub const ANSWER: Words = ("Đáp án", "The answer");
/// Said after [`answer_later`] while predict mode is on.
pub const PREDICT_ON: Words = (" (chế độ đoán đang bật)", " (predict mode is on)");

/// When the answer will show: once cell `dp[0][last]` is written; `mode` is [`PREDICT_ON`]
/// or empty.
pub fn answer_later(last: usize, mode: &str, lang: Lang) -> String {
    lang.pick(
        format!("Đáp án sẽ hiện khi ô dp[0][{last}] được tô{mode}."),
        format!("The answer appears once cell dp[0][{last}] is written{mode}."),
    )
}

/// A long row's answer being computed, `percent` done.
pub fn computing(n: usize, percent: u32, lang: Lang) -> String {
    lang.pick(
        format!("Đang tính đáp án cho {n} số ({percent}%): điểm khi chơi tối ưu, nước đầu và điểm của người tham lam. Trong lúc chờ bạn vẫn xem từng bước được."),
        format!("Computing the answer for {n} numbers ({percent}%): the perfect scores, the first move and greedy's scores. Meanwhile every step can still be viewed."),
    )
}

pub const REPLAY_CAPTION: Words = (
    "Ván đấu chơi lại từng lượt: tối ưu và tham lam (đối thủ luôn chơi tối ưu)",
    "The game replayed turn by turn: perfect play and greedy (the opponent always plays perfectly)",
);
/// The replay's column headings.
pub const REPLAY_HEADS: [Words; 6] = [
    ("Lượt", "Turn"),
    ("Người đi", "Mover"),
    ("Tối ưu: lấy", "Perfect: takes"),
    ("Điểm 1 – 2", "Score 1 – 2"),
    ("Tham lam: lấy", "Greedy: takes"),
    ("Điểm 1 – 2", "Score 1 – 2"),
];
pub const PLAYER_1: Words = ("Người 1", "Player 1");
pub const PLAYER_2: Words = ("Người 2", "Player 2");
/// The replay's row of final scores.
pub const RESULT: Words = ("Kết quả", "Result");
