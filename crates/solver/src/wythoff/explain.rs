//! A position's verdict and its winning moves in words, exact at any size up to `2^64 − 1`:
//! each winning move is named with the losing pair `(a_k, b_k)` it lands on, which is why it
//! wins (see [`super::winning_moves`]: a move keeps one pile or the difference of the two, and
//! exactly one pair holds that pile or that difference).

use super::{after, analyze, pair_of, queen_targets, Heaps, Pile, WinningMove};
use crate::lang::Lang;
use crate::outcome::Outcome;

/// `(a, b)`, as the lessons write a position.
pub fn pair_text(h: Heaps) -> String {
    format!("({}, {})", h.a, h.b)
}

/// The verdict on a position: P with its pair, or N with the number of winning moves.
pub fn verdict_sentence(h: Heaps, lang: Lang) -> String {
    let s = pair_text(h);
    match pair_of(h) {
        Some(p) => {
            let (a, b, k) = (p.a, p.b, p.k);
            lang.pick(
                format!("{s} là P (người đến lượt thua): đó là cặp thua (a_k, b_k) = ({a}, {b}) với k = {k}, nên mọi nước đi đều tới một ô N."),
                format!("{s} is P (the player to move loses): it is the losing pair (a_k, b_k) = ({a}, {b}) with k = {k}, so every move leads to an N position."),
            )
        }
        None => {
            let count = analyze(h).winning_moves.len();
            let plural = if count == 1 { "" } else { "s" };
            lang.pick(
                format!("{s} là N (người đến lượt thắng), với {count} nước thắng:"),
                format!("{s} is N (the player to move wins), with {count} winning move{plural}:"),
            )
        }
    }
}

/// One winning move in words, with the losing pair it reaches.
pub fn explain(h: Heaps, mv: WinningMove, lang: Lang) -> String {
    let to = after(h, mv);
    let Some(p) = pair_of(to) else {
        return String::new();
    };
    let (take, k, a, b) = (mv.take, p.k, p.a, p.b);
    let target = pair_text(to);
    match mv.from {
        Pile::Both => lang.pick(
            format!("Bốc {take} viên ở cả hai đống → {target}: hiệu hai đống vẫn là {k}, và cặp thua có hiệu {k} là (a_{k}, b_{k}) = ({a}, {b})."),
            format!("Take {take} from both piles → {target}: the difference stays {k}, and the losing pair with difference {k} is (a_{k}, b_{k}) = ({a}, {b})."),
        ),
        Pile::A | Pile::B => {
            let (which_vi, which_en, kept) = if mv.from == Pile::A {
                ("thứ nhất", "first", h.b)
            } else {
                ("thứ hai", "second", h.a)
            };
            let role = if kept == a { "a" } else { "b" };
            lang.pick(
                format!("Bốc {take} viên ở đống {which_vi} → {target}: đống kia giữ nguyên {kept} = {role}_{k}, nên cặp thua chứa nó là (a_{k}, b_{k}) = ({a}, {b})."),
                format!("Take {take} from the {which_en} pile → {target}: the other pile stays {kept} = {role}_{k}, so the losing pair holding it is (a_{k}, b_{k}) = ({a}, {b})."),
            )
        }
    }
}

/// A board square's verdict with the count of its queen moves and where the winning ones go
/// (meant for board squares: it counts every move).
pub fn square_sentence(square: Heaps, lang: Lang) -> String {
    let verdict = analyze(square);
    let count = queen_targets(square).len();
    let s = pair_text(square);
    let winning: Vec<String> = verdict
        .winning_moves
        .iter()
        .map(|&m| pair_text(after(square, m)))
        .collect();
    let winning = winning.join(", ");
    match (verdict.outcome, count) {
        (_, 0) => lang.pick(
            format!("Ô {s}: P, hậu đã ở góc nên người đến lượt không đi được và thua."),
            format!("Square {s}: P, the queen is in the corner, so the player to move cannot move and loses."),
        ),
        (Outcome::Lose, _) => lang.pick(
            format!("Ô {s}: P (người đến lượt thua). Có {count} nước đi, không nước nào tới ô P:"),
            format!("Square {s}: P (the player to move loses). It has {count} moves, none of them to a P square:"),
        ),
        (Outcome::Win, _) => lang.pick(
            format!("Ô {s}: N (người đến lượt thắng). Có {count} nước đi; nước thắng (★) tới {winning}:"),
            format!("Square {s}: N (the player to move wins). It has {count} moves; the winning ones (★) go to {winning}:"),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wythoff::winning_moves;

    fn h(a: u64, b: u64) -> Heaps {
        Heaps { a, b }
    }

    #[test]
    fn verdicts_at_10_to_the_18() {
        let big = h(1_000_000_000_000_000_000, 1_000_000_000_000_000_000);
        let moves = winning_moves(big);
        assert_eq!(
            verdict_sentence(big, Lang::Vi),
            format!(
                "(1000000000000000000, 1000000000000000000) là N (người đến lượt thắng), với {} nước thắng:",
                moves.len()
            )
        );
        let both = moves.last().copied().expect("moves");
        assert_eq!(
            explain(big, both, Lang::Vi),
            "Bốc 1000000000000000000 viên ở cả hai đống → (0, 0): hiệu hai đống vẫn là 0, và cặp thua có hiệu 0 là (a_0, b_0) = (0, 0)."
        );
        let pair = h(2_618_033_988_749_894_848, 1_618_033_988_749_894_848);
        assert_eq!(
            verdict_sentence(pair, Lang::Vi),
            "(2618033988749894848, 1618033988749894848) là P (người đến lượt thua): đó là cặp thua (a_k, b_k) = (1618033988749894848, 2618033988749894848) với k = 1000000000000000000, nên mọi nước đi đều tới một ô N."
        );
        assert_eq!(
            verdict_sentence(h(4, 5), Lang::En),
            "(4, 5) is N (the player to move wins), with 2 winning moves:"
        );
    }

    #[test]
    fn single_pile_moves_name_the_kept_pile() {
        let one = explain(h(4, 5), winning_moves(h(4, 5))[0], Lang::En);
        assert_eq!(
            one,
            "Take 1 from the first pile → (3, 5): the other pile stays 5 = b_2, so the losing pair holding it is (a_2, b_2) = (3, 5)."
        );
    }

    #[test]
    fn board_squares_in_words() {
        assert_eq!(
            square_sentence(h(4, 6), Lang::Vi),
            "Ô (4, 6): N (người đến lượt thắng). Có 14 nước đi; nước thắng (★) tới (3, 5):"
        );
        assert_eq!(
            square_sentence(h(4, 6), Lang::En),
            "Square (4, 6): N (the player to move wins). It has 14 moves; the winning ones (★) go to (3, 5):"
        );
        assert!(square_sentence(h(3, 5), Lang::Vi).starts_with(
            "Ô (3, 5): P (người đến lượt thua). Có 11 nước đi, không nước nào tới ô P:"
        ));
        assert!(square_sentence(h(0, 0), Lang::En).contains("the queen is in the corner"));
    }
}
