//! What the Fibonacci Nim widget says about a game: the pile as its Zeckendorf sum, the
//! analysis of the start, whether the player to move wins (the smallest part against the
//! quota), a hint, each move in one sentence, and the program's variables at a position. The
//! play panel's words for the game are the course's (`nimlab_course::words`), made of these.

use super::play::FibRules;
use super::{analyze, is_fibonacci, outcome, CodePoint, Position, Zeckendorf};
use crate::play::{Side, Turn};
use crate::Lang;

/// `20 = 13 + 5 + 2`; a Fibonacci number is written alone.
pub fn sum_text(n: u64) -> String {
    let terms: Vec<String> = Zeckendorf::of(n)
        .terms()
        .iter()
        .rev()
        .map(u64::to_string)
        .collect();
    if terms.len() <= 1 {
        n.to_string()
    } else {
        format!("{n} = {}", terms.join(" + "))
    }
}

/// "You" or "The computer", and the same in the middle of a sentence.
fn who(side: Side, lang: Lang) -> (&'static str, &'static str) {
    match side {
        Side::Learner => lang.pick(("Bạn", "bạn"), ("You", "you")),
        Side::Computer => lang.pick(("Máy", "máy"), ("The computer", "the computer")),
    }
}

impl Position {
    /// The most stones the player to move may take: the quota, or the pile when it is smaller.
    pub fn reach(self) -> u64 {
        self.quota.min(self.n)
    }

    /// The smallest part `z(n)` of the pile's Zeckendorf sum (0 for an empty pile).
    pub fn smallest_part(self) -> u64 {
        Zeckendorf::of(self.n).smallest_term().unwrap_or(0)
    }

    /// Where the program is when it judges this position: it prints `z` (a win) or 0.
    pub fn code_point(self) -> CodePoint {
        if outcome(self).is_win() {
            CodePoint::Win
        } else {
            CodePoint::Lose
        }
    }

    /// The program's variables when it judges this position.
    pub fn variables(self) -> Vec<(&'static str, String)> {
        let z = self.smallest_part();
        let output = if outcome(self).is_win() { z } else { 0 };
        vec![
            ("n", self.n.to_string()),
            ("q", self.quota.to_string()),
            ("z", z.to_string()),
            ("output", output.to_string()),
        ]
    }
}

/// The analysis of a game's start: the pile's Zeckendorf sum and notation, who wins and how.
pub fn analysis(start: Position, lang: Lang) -> String {
    let verdict = analyze(start);
    let digits = verdict.zeckendorf.digits();
    let (n, sum) = (start.n, sum_text(start.n));
    match verdict.winning_takes.first() {
        Some(&take) => {
            let (left, quota) = (n - take, take.saturating_mul(2));
            lang.pick(
                format!("Phân tích: {sum} (hệ Fibonacci: {digits}). Người đi trước thắng: bốc {take}, phần nhỏ nhất, còn lại {left} viên mà đối thủ chỉ được bốc tối đa {quota}."),
                format!("Analysis: {sum} (Fibonacci notation: {digits}). The first player wins: take {take}, the smallest part, leaving {left} while the opponent may take at most {quota}."),
            )
        }
        None if is_fibonacci(n) && start.quota.saturating_add(1) == n => lang.pick(
            format!("Phân tích: {n} là một số Fibonacci (hệ Fibonacci: {digits}), nên người đi trước thua: phần nhỏ nhất là cả đống, không được bốc ở nước đầu."),
            format!("Analysis: {n} is a Fibonacci number (Fibonacci notation: {digits}), so the first player loses: the smallest part is the whole pile, which the first move may not take."),
        ),
        None => {
            let quota = start.quota;
            lang.pick(
                format!("Phân tích: {sum} (hệ Fibonacci: {digits}). Phần nhỏ nhất lớn hơn giới hạn {quota}: người đi trước thua."),
                format!("Analysis: {sum} (Fibonacci notation: {digits}). The smallest part exceeds the quota {quota}: the first player loses."),
            )
        }
    }
}

/// Whether the player to move wins, by the theorem: "✓ Smallest part 2 ≤ quota 19: …"; empty
/// once the pile is empty.
pub fn verdict(position: Position, lang: Lang) -> String {
    let (z, q) = (position.smallest_part(), position.quota);
    if position.n == 0 {
        String::new()
    } else if z <= q {
        lang.pick(
            format!("✓ Phần nhỏ nhất {z} ≤ giới hạn {q}: người đến lượt thắng nếu bốc {z}."),
            format!("✓ Smallest part {z} ≤ quota {q}: the player to move wins by taking {z}."),
        )
    } else {
        lang.pick(
            format!(
                "✗ Phần nhỏ nhất {z} > giới hạn {q}: người đến lượt thua nếu đối thủ chơi đúng."
            ),
            format!(
                "✗ Smallest part {z} > quota {q}: the player to move loses against perfect play."
            ),
        )
    }
}

/// The hint for the player to move: the winning take and why, or that there is none.
pub fn hint(position: Position, lang: Lang) -> String {
    let (z, q, sum) = (
        position.smallest_part(),
        position.quota,
        sum_text(position.n),
    );
    match analyze(position).winning_takes.first() {
        Some(t) => lang.pick(
            format!("Gợi ý: bốc {t}: phần nhỏ nhất của {sum} là {z} ≤ {q}."),
            format!("Hint: take {t}: the smallest part of {sum} is {z} ≤ {q}."),
        ),
        None => lang.pick(
            format!(
                "Gợi ý: không có nước thắng (phần nhỏ nhất {z} > {q}); bốc 1 và chờ máy sơ suất."
            ),
            format!("Hint: no winning move (smallest part {z} > {q}); take 1 and hope for a slip."),
        ),
    }
}

/// The sentence before the first move.
pub fn start_sentence(start: Position, lang: Lang) -> String {
    let (sum, q) = (sum_text(start.n), start.quota);
    lang.pick(
        format!("Đầu ván: đống {sum}; nước đầu được bốc 1 – {q} viên."),
        format!("Start: the pile is {sum}; the first move may take 1 – {q}."),
    )
}

/// One move in a sentence: the pile before and after (as its Zeckendorf sum), the new quota and
/// whether the player to move next can win.
pub fn turn_sentence(turn: &Turn<FibRules>, lang: Lang) -> String {
    let (take, before, after) = (turn.mv, turn.before, turn.after);
    let (mover, mover_low) = who(turn.by, lang);
    if after.n == 0 {
        return lang.pick(
            format!("{mover} bốc {take} viên, lấy viên cuối cùng: {mover_low} thắng."),
            format!("{mover} took {take}, the last stones: {mover_low} won."),
        );
    }
    let (_, next) = who(turn.by.other(), lang);
    let has = if turn.by == Side::Computer {
        "have"
    } else {
        "has"
    };
    let (z, q) = (after.smallest_part(), after.quota);
    let verdict = match (z <= q, lang) {
        (true, Lang::Vi) => format!("phần nhỏ nhất {z} ≤ {q}: {next} có nước thắng."),
        (true, Lang::En) => format!("the smallest part {z} ≤ {q}: {next} {has} a winning move."),
        (false, Lang::Vi) => format!("phần nhỏ nhất {z} > {q}: {next} không có nước thắng."),
        (false, Lang::En) => format!("the smallest part {z} > {q}: {next} {has} no winning move."),
    };
    let (from, to) = (before.n, sum_text(after.n));
    lang.pick(
        format!("{mover} bốc {take}: {from} → {to}. Giới hạn mới 2 × {take} = {q}; {verdict}"),
        format!("{mover} took {take}: {from} → {to}. New quota 2 × {take} = {q}; {verdict}"),
    )
}

#[cfg(test)]
mod tests {
    use super::super::play::replay;
    use super::*;
    use crate::play::Strength;

    #[test]
    fn the_pile_and_its_analysis() {
        assert_eq!(sum_text(20), "20 = 13 + 5 + 2");
        assert_eq!(sum_text(21), "21");
        assert_eq!(
            analysis(Position::first_move(20), Lang::Vi),
            "Phân tích: 20 = 13 + 5 + 2 (hệ Fibonacci: 101010). Người đi trước thắng: bốc 2, phần nhỏ nhất, còn lại 18 viên mà đối thủ chỉ được bốc tối đa 4."
        );
        assert_eq!(
            analysis(Position::first_move(21), Lang::Vi),
            "Phân tích: 21 là một số Fibonacci (hệ Fibonacci: 1000000), nên người đi trước thua: phần nhỏ nhất là cả đống, không được bốc ở nước đầu."
        );
        assert!(analysis(Position { n: 18, quota: 4 }, Lang::En)
            .ends_with("The smallest part exceeds the quota 4: the first player loses."));
        assert_eq!(
            verdict(Position::first_move(20), Lang::En),
            "✓ Smallest part 2 ≤ quota 19: the player to move wins by taking 2."
        );
        assert!(verdict(Position { n: 18, quota: 4 }, Lang::Vi)
            .starts_with("✗ Phần nhỏ nhất 5 > giới hạn 4"));
        assert_eq!(verdict(Position { n: 0, quota: 4 }, Lang::Vi), "");
        assert_eq!(
            hint(Position::first_move(20), Lang::Vi),
            "Gợi ý: bốc 2: phần nhỏ nhất của 20 = 13 + 5 + 2 là 2 ≤ 19."
        );
        assert!(hint(Position { n: 18, quota: 4 }, Lang::En).starts_with("Hint: no winning move"));
    }

    #[test]
    fn moves_in_sentences_and_the_program_at_a_position() {
        let start = Position::first_move(20);
        assert_eq!(
            start_sentence(start, Lang::Vi),
            "Đầu ván: đống 20 = 13 + 5 + 2; nước đầu được bốc 1 – 19 viên."
        );
        let game = replay(start, Side::Learner, Strength::Perfect, 1, "2").expect("legal");
        assert_eq!(
            turn_sentence(&game.turns()[0], Lang::Vi),
            "Bạn bốc 2: 20 → 18 = 13 + 5. Giới hạn mới 2 × 2 = 4; phần nhỏ nhất 5 > 4: máy không có nước thắng."
        );
        assert_eq!(
            turn_sentence(&game.turns()[1], Lang::En),
            "The computer took 1: 18 → 17 = 13 + 3 + 1. New quota 2 × 1 = 2; the smallest part 1 ≤ 2: you have a winning move."
        );
        let end = replay(
            Position { n: 3, quota: 6 },
            Side::Computer,
            Strength::Perfect,
            1,
            "",
        )
        .expect("legal");
        assert_eq!(
            turn_sentence(&end.turns()[0], Lang::Vi),
            "Máy bốc 3 viên, lấy viên cuối cùng: máy thắng."
        );
        assert_eq!(Position { n: 18, quota: 4 }.code_point(), CodePoint::Lose);
        assert_eq!(
            (start.reach(), Position { n: 3, quota: 6 }.reach()),
            (19, 3)
        );
        assert_eq!(
            start.variables(),
            vec![
                ("n", "20".to_string()),
                ("q", "19".to_string()),
                ("z", "2".to_string()),
                ("output", "2".to_string())
            ]
        );
    }
}
