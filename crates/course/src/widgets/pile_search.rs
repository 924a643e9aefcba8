//! The pile_search widget: the ZJOI 2009 row of piles taken from both ends, the closed rule's
//! table of `left` and `right` beside a brute-force search of every move.

use nimlab_solver::{Lang, Outcome};

use super::Words;

pub const TITLE: Words = (
    "Bốc sỏi ở hai đầu: vét cạn bên cạnh công thức",
    "Stones at both ends: brute force beside the rule",
);
pub const INTRO: Words = (
    "Mỗi lượt bốc bao nhiêu viên tùy ý từ đống ngoài cùng bên trái hoặc bên phải; ai bốc \
     viên cuối cùng thì thắng. Bên trái, công thức điền left và right cho mọi đoạn; bên \
     phải, một chương trình vét cạn xét từng nước đi từ hàng ban đầu. Hai cách luôn cho \
     cùng kết luận, nhưng vét cạn chỉ chạy nổi với đống nhỏ.",
    "Each turn takes any number of stones from the leftmost or the rightmost pile; \
     whoever takes the last stone wins. On the left, the rule fills left and right for \
     every segment; on the right, a brute-force search judges each move from the \
     starting row. They always agree, but the search only copes with small piles.",
);
/// The sentence at step 0.
pub const START: Words = (
    "Bấm “Tiến một bước” hoặc “Chạy” (▶): trước hết công thức điền bảng theo độ \
     dài đoạn tăng dần, rồi vét cạn xét lần lượt từng nước đi từ hàng ban đầu.",
    "Press “Step forward” or “Play” (▶): first the rule fills its table by \
     increasing segment length, then the search judges each move from the \
     starting row in turn.",
);

/// The field label of the row, with its limits.
pub fn piles_label(max_piles: usize, max_pile: u64) -> (String, String) {
    (
        format!(
            "Hàng các đống (ví dụ 3 1 2 2; tối đa {max_piles} đống, mỗi đống 1 – {max_pile} viên)"
        ),
        format!("Row of piles (e.g. 3 1 2 2; at most {max_piles} piles of 1 – {max_pile} stones)"),
    )
}

pub const APPLY: Words = ("Giải", "Solve");

pub const RULE: Words = ("Công thức", "The rule");
pub const RULE_TABLE: Words = ("Bảng left, right", "Table of left, right");
/// The rule table's column headings.
pub const RULE_HEADS: [Words; 4] = [
    ("đoạn", "segment"),
    ("các đống", "piles"),
    ("left", "left"),
    ("right", "right"),
];

pub const BRUTE_FORCE: Words = ("Vét cạn", "Brute force");
/// The badge of a move the search finds winning (it leaves an L position).
pub const WINNING_MOVE: Words = ("L: nước thắng", "L: a winning move");
/// What a move's badge means.
pub const BADGE_MEANING: Words = (
    "Vét cạn: thế còn lại thắng (W) hay thua (L) cho người đi tiếp",
    "Search: the position left is won (W) or lost (L) for the player to move",
);
pub const GO_THERE: Words = ("Đi tới thế này", "Go there");

pub const CONCLUSION_LATER: Words = (
    "Kết luận hiện ra khi mọi nước đi đã được xét.",
    "The conclusion shows once every move is judged.",
);

/// The conclusion: the first player's lot by the search (over `positions` positions) and by
/// the rule (`rest` against the first pile, over `cells` cells), and whether they agree.
pub fn conclusion(
    searched: Outcome,
    ruled: Outcome,
    positions: usize,
    cells: usize,
    (rest, relation, first): (&str, &str, u64),
    lang: Lang,
) -> String {
    let word = |outcome: Outcome| match (outcome, lang) {
        (Outcome::Win, Lang::Vi) => "THẮNG",
        (Outcome::Lose, Lang::Vi) => "THUA",
        (Outcome::Win, Lang::En) => "WINS",
        (Outcome::Lose, Lang::En) => "LOSES",
    };
    let agree = searched == ruled;
    let (searched, ruled) = (word(searched), word(ruled));
    lang.pick(
        format!(
            "Vét cạn: người đi trước {searched} (đã xét {positions} thế). Công thức: {rest} \
             {relation} a[1] = {first}, nên người đi trước {ruled} ({cells} ô). {}",
            if agree {
                "Hai cách khớp nhau."
            } else {
                "Hai cách KHÔNG khớp!"
            }
        ),
        format!(
            "Search: the first player {searched} ({positions} positions judged). Rule: \
             {rest} {relation} a[1] = {first}, so the first player {ruled} ({cells} cells). {}",
            if agree {
                "The two agree."
            } else {
                "The two DISAGREE!"
            }
        ),
    )
}

/// The button back up the game tree, to the row `row`.
pub fn back_to(row: &str, lang: Lang) -> String {
    lang.pick(
        format!("← Về hàng trước ({row})"),
        format!("← Back to the previous row ({row})"),
    )
}
