//! What the lesson says under a solved row, in both languages: the scores and how they follow
//! from `S` and `d`, the perfect first move, the parity strategy, greedy against perfect play,
//! and each turn of a replayed game.

use super::trace::{num, paren};
use super::{IndexClass, ParityPlan, Row, Summary, Turn};
use crate::lang::Lang;

/// The longest row whose total is written out term by term (`8 + 15 + 3 + 7 = 33`).
pub const SPELLED_SUM_LEN: usize = 12;

impl Summary {
    /// Whether greedy (always the larger end) ends with less than perfect play against a
    /// perfect opponent.
    pub fn greedy_falls_short(&self) -> bool {
        self.greedy.first < self.scores.first
    }

    /// The scores from `S` and `d = dp[0][n−1]`: the first player gets `(S + d) / 2`.
    pub fn answer(&self, row: &Row, lang: Lang) -> String {
        let s = self.scores;
        let (d, total, last) = (s.diff(), row.total(), row.len() - 1);
        let sum = if row.len() <= SPELLED_SUM_LEN {
            let terms: Vec<String> = row.values().iter().map(|&v| paren(v)).collect();
            format!("{} = {}", terms.join(" + "), num(total))
        } else {
            num(total)
        };
        let (tn, dn, dv) = (num(total), paren(d), num(d));
        let (first, second) = (num(s.first), num(s.second));
        lang.pick(
            format!(
                "Tổng S = {sum}, hiệu d = dp[0][{last}] = {dv}. Người đi trước được (S + d) / 2 = \
                 ({tn} + {dn}) / 2 = {first}; người đi sau được (S − d) / 2 = ({tn} − {dn}) / 2 = \
                 {second}."
            ),
            format!(
                "Total S = {sum}, difference d = dp[0][{last}] = {dv}. The first player gets \
                 (S + d) / 2 = ({tn} + {dn}) / 2 = {first}; the second gets (S − d) / 2 = \
                 ({tn} − {dn}) / 2 = {second}."
            ),
        )
    }

    /// The perfect first move and the number it takes.
    pub fn first_move_sentence(&self, row: &Row, lang: Lang) -> String {
        let end = self.first_move;
        let (word, taken) = (end.word(lang), num(row.at(end)));
        lang.pick(
            format!("Nước đầu tối ưu: lấy đầu {word} ({taken})."),
            format!("Best first move: take the {word} end ({taken})."),
        )
    }

    /// Greedy's scores against perfect play, and what that teaches.
    pub fn greedy_sentence(&self, lang: Lang) -> String {
        let (g, s) = (self.greedy, self.scores);
        let (g1, g2) = (num(g.first), num(g.second));
        if self.greedy_falls_short() {
            let (s1, s2) = (num(s.first), num(s.second));
            lang.pick(
                format!(
                    "Tham lam (luôn lấy đầu lớn hơn) chỉ được {g1} – {g2} trước đối thủ chơi tối \
                     ưu, còn chơi tối ưu được {s1} – {s2}: lấy số lớn ngay có thể mở đường cho \
                     đối thủ."
                ),
                format!(
                    "Greedy (always the larger end) gets only {g1} – {g2} against a perfect \
                     opponent, perfect play gets {s1} – {s2}: grabbing the big number can open \
                     the way for the opponent."
                ),
            )
        } else {
            lang.pick(
                format!(
                    "Với dãy này tham lam (luôn lấy đầu lớn hơn) cũng được {g1} – {g2}. Nhưng \
                     trên dãy 8 15 3 7, tham lam chỉ được 15 – 18 còn chơi tối ưu được 22 – 11."
                ),
                format!(
                    "On this row greedy (always the larger end) also gets {g1} – {g2}. But on \
                     8 15 3 7 greedy gets only 15 – 18 while perfect play gets 22 – 11."
                ),
            )
        }
    }
}

impl ParityPlan {
    /// The parity strategy for an even row: the class to take and what it secures.
    pub fn sentence(&self, lang: Lang) -> String {
        let (vi, en, sum) = match self.take {
            IndexClass::Even => ("chẵn", "even", self.even_sum),
            IndexClass::Odd => ("lẻ", "odd", self.odd_sum),
        };
        let sum = num(sum);
        lang.pick(
            format!(
                "n chẵn: người đi trước có thể lấy hết các số ở vị trí {vi} (tổng {sum}), nên \
                 không bao giờ thua; tối ưu còn được nhiều hơn hoặc bằng."
            ),
            format!(
                "n is even: the first player can take every number at an {en} position (sum \
                 {sum}), so they never lose; perfect play gets at least that."
            ),
        )
    }
}

impl Turn {
    /// The number taken and from which end, e.g. `7 (right)`; a tie says the other end is as
    /// good.
    pub fn words(&self, lang: Lang) -> String {
        let (value, end) = (num(self.value), self.end.word(lang));
        if self.tie {
            lang.pick(
                format!("{value} ({end}; đầu kia cũng tối ưu)"),
                format!("{value} ({end}; the other end is as good)"),
            )
        } else {
            format!("{value} ({end})")
        }
    }

    /// Both totals after the turn, `22 – 11`.
    pub fn score(&self) -> String {
        format!("{} – {}", num(self.first), num(self.second))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::SummaryFill;

    fn summary(row: &Row) -> Summary {
        let mut fill = SummaryFill::new(row);
        fill.advance(usize::MAX);
        fill.summary().expect("done")
    }

    #[test]
    fn the_lessons_row_in_words() {
        let row = Row::lesson_example();
        let s = summary(&row);
        assert_eq!(
            s.answer(&row, Lang::Vi),
            "Tổng S = 8 + 15 + 3 + 7 = 33, hiệu d = dp[0][3] = 11. Người đi trước được (S + d) / 2 \
             = (33 + 11) / 2 = 22; người đi sau được (S − d) / 2 = (33 − 11) / 2 = 11."
        );
        assert_eq!(
            s.first_move_sentence(&row, Lang::En),
            "Best first move: take the right end (7)."
        );
        assert!(s.greedy_falls_short());
        assert!(s.greedy_sentence(Lang::Vi).contains("chỉ được 15 – 18"));
        let parity = row.parity_plan().expect("even");
        assert!(parity.sentence(Lang::Vi).contains("vị trí lẻ (tổng 22)"));
        let best = row.optimal_play();
        let words: Vec<String> = best.iter().map(|t| t.words(Lang::Vi)).collect();
        assert_eq!(
            words,
            [
                "7 (phải)",
                "8 (trái; đầu kia cũng tối ưu)",
                "15 (trái)",
                "3 (trái)"
            ]
        );
        assert_eq!(best.last().map(Turn::score).as_deref(), Some("22 – 11"));
    }

    #[test]
    fn negative_numbers_are_bracketed_and_long_rows_summed() {
        let row = Row::parse("-5 3").expect("valid");
        assert_eq!(
            summary(&row).answer(&row, Lang::En),
            "Total S = (−5) + 3 = −2, difference d = dp[0][1] = 8. The first player gets (S + d) \
             / 2 = (−2 + 8) / 2 = 3; the second gets (S − d) / 2 = (−2 − 8) / 2 = −5."
        );
        let ones = Row::parse(&vec!["1"; SPELLED_SUM_LEN + 1].join(" ")).expect("valid");
        assert!(summary(&ones)
            .answer(&ones, Lang::En)
            .starts_with("Total S = 13, "));
        let even = Row::parse("5 5").expect("valid");
        let s = summary(&even);
        assert!(!s.greedy_falls_short());
        assert!(s
            .greedy_sentence(Lang::En)
            .starts_with("On this row greedy"));
    }
}
