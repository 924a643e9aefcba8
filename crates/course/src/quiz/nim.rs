//! Lesson 2 (nim): the XOR sum of the heaps decides Nim (Bouton); a winning move lowers a heap
//! carrying the highest bit of `X` to `a ⊕ X`; misère Nim differs only when every heap has at
//! most one stone; Moore's Nim-k counts each bit column modulo `k + 1`; staircase Nim is Nim on
//! the odd steps.

use super::{pick, shuffled, Form, Question};
use nimlab_solver::mex::join;
use nimlab_solver::nim::moore::{column_residues, Moore};
use nimlab_solver::nim::staircase;
use nimlab_solver::nim::{analyze, Heaps, NimVerdict, Rule};
use nimlab_solver::outcome::Outcome;
use nimlab_solver::random::Rng;
use nimlab_solver::Localized;

pub const MAKERS: &[super::Maker] = &[nim_sum, winning_move, misere, moore, staircase_move];

fn verdict(sizes: &[u64], rule: Rule) -> NimVerdict {
    match Heaps::new(sizes.to_vec()) {
        Some(heaps) => analyze(&heaps, rule),
        None => NimVerdict {
            outcome: Outcome::Lose,
            nim_sum: 0,
            winning_moves: Vec::new(),
        },
    }
}

/// `3 ⊕ 4 ⊕ 5`.
fn xor_text(sizes: &[u64]) -> String {
    sizes
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ⊕ ")
}

/// `5 = 0101, 9 = 1001` with `width` binary digits.
fn binary(sizes: &[u64], width: usize) -> String {
    sizes
        .iter()
        .map(|a| format!("{a} = {a:0width$b}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn distinct(sizes: &[u64]) -> bool {
    sizes
        .iter()
        .enumerate()
        .all(|(i, a)| !sizes.iter().skip(i + 1).any(|b| b == a))
}

/// W or L in words, with the verdict's letter.
fn verdict_words(outcome: Outcome) -> (&'static str, &'static str) {
    match outcome {
        Outcome::Win => ("người đi trước thắng (W)", "the first player wins (W)"),
        Outcome::Lose => ("người đi trước thua (L)", "the first player loses (L)"),
    }
}

fn draw_nim_sum(rng: &mut Rng) -> Vec<u64> {
    let n = rng.range(3, 4);
    (0..n).map(|_| rng.range(1, 15)).collect()
}

/// The XOR sum of three or four heaps, with Bouton's verdict in the reason.
fn nim_sum(rng: &mut Rng) -> Question {
    let sizes = draw_nim_sum(rng);
    let v = verdict(&sizes, Rule::Normal);
    let x = v.nim_sum;
    let sum = xor_text(&sizes);
    let bits = binary(&sizes, 4);
    let (vi, en) = verdict_words(v.outcome);
    let sign = if x == 0 { "=" } else { "≠" };
    Question {
        prompt: Localized::new(
            format!("Trò Nim với các đống {}. Tổng XOR X = {sum} bằng bao nhiêu?", join(&sizes)),
            format!("Nim with heaps {}. What is the XOR sum X = {sum}?", join(&sizes)),
        ),
        form: Form::Number { answer: x, max: 15 },
        reason: Localized::new(
            format!("Ở hệ nhị phân {bits}; cột nào có lẻ chữ số 1 thì cho bit 1, nên X = {x:04b} = {x}. Vì X {sign} 0, {vi} theo định lý Bouton."),
            format!("In binary {bits}; a column with an odd number of 1s gives a 1, so X = {x:04b} = {x}. Since X {sign} 0, {en} by Bouton's theorem."),
        ),
    }
}

fn draw_winning_move(rng: &mut Rng) -> Vec<u64> {
    (0..100)
        .map(|_| (0..3).map(|_| rng.range(1, 12)).collect::<Vec<u64>>())
        .find(|sizes| distinct(sizes) && sizes.iter().fold(0, |x, &a| x ^ a) != 0)
        .unwrap_or_else(|| vec![3, 4, 5])
}

fn take_label(a: u64, take: u64) -> Localized {
    Localized::new(
        format!("bốc {take} viên ở đống {a}"),
        format!("take {take} from the heap of {a}"),
    )
}

/// Which move wins: the heap carrying the highest bit of `X`, lowered to `a ⊕ X`.
fn winning_move(rng: &mut Rng) -> Question {
    let sizes = draw_winning_move(rng);
    let v = verdict(&sizes, Rule::Normal);
    let x = v.nim_sum;
    let winning = |heap: usize, take: u64| {
        v.winning_moves
            .iter()
            .any(|m| m.heap == heap && m.take == take)
    };
    let chosen = pick(rng, v.winning_moves.clone(), 1);
    let (heap, take) = chosen.first().map_or((0, 0), |m| (m.heap, m.take));
    let a = sizes.get(heap).copied().unwrap_or(0);
    // Tempting moves that do not win: take X, take one, take all, make two heaps equal.
    let mut wrong: Vec<(usize, u64)> = Vec::new();
    for (i, &b) in sizes.iter().enumerate() {
        let mut takes = vec![x, 1, b];
        takes.extend(sizes.iter().filter(|&&c| c < b).map(|&c| b - c));
        for t in takes {
            if (1..=b).contains(&t) && !winning(i, t) && !wrong.contains(&(i, t)) {
                wrong.push((i, t));
            }
        }
    }
    let wrong = pick(rng, wrong, 3)
        .into_iter()
        .map(|(i, t)| take_label(sizes.get(i).copied().unwrap_or(0), t))
        .collect();
    let after: Vec<u64> = sizes
        .iter()
        .enumerate()
        .map(|(i, &b)| if i == heap { b - take.min(b) } else { b })
        .collect();
    let list = join(&sizes);
    Question {
        prompt: Localized::new(
            format!("Trò Nim với các đống {list}, đến lượt bạn. Nước nào thắng?"),
            format!("Nim with heaps {list}, your turn. Which move wins?"),
        ),
        form: shuffled(rng, take_label(a, take), wrong),
        reason: Localized::new(
            format!("X = {} = {x}. Đống {a} mang bit cao nhất của X và {a} ⊕ {x} = {} < {a}: bốc {take} viên thì còn các đống {}, có tổng XOR bằng 0.", xor_text(&sizes), a ^ x, join(&after)),
            format!("X = {} = {x}. The heap of {a} carries the highest bit of X and {a} ⊕ {x} = {} < {a}: taking {take} leaves {}, whose XOR sum is 0.", xor_text(&sizes), a ^ x, join(&after)),
        ),
    }
}

fn draw_misere(rng: &mut Rng) -> Vec<u64> {
    if rng.range(0, 1) == 0 {
        vec![1; rng.range(2, 7) as usize]
    } else {
        let (a, b) = (rng.range(1, 7), rng.range(1, 7));
        let lose = rng.range(0, 1) == 0;
        let c = if lose && a != b {
            a ^ b
        } else {
            rng.range(1, 7)
        };
        vec![a, b, c]
    }
}

/// Misère Nim: parity of the single stones when every heap has at most one, else Bouton.
fn misere(rng: &mut Rng) -> Question {
    let sizes = draw_misere(rng);
    let v = verdict(&sizes, Rule::Misere);
    let list = join(&sizes);
    let reason = if sizes.iter().all(|&a| a <= 1) {
        let m = sizes.iter().filter(|&&a| a == 1).count();
        let (vi, en, letter) = if m % 2 == 1 {
            (
                "số lẻ: người đến lượt sẽ phải bốc viên cuối cùng",
                "an odd number: the player to move will have to take the last stone",
                'L',
            )
        } else {
            (
                "số chẵn: đối thủ sẽ phải bốc viên cuối cùng",
                "an even number: the opponent will have to take the last stone",
                'W',
            )
        };
        Localized::new(
            format!("Mọi đống đều có nhiều nhất 1 viên, nên mỗi nước bỏ đúng một đống. Có {m} đống 1 viên, {vi}, nên là {letter}."),
            format!("Every heap has at most 1 stone, so each move removes exactly one heap. There are {m} one-stone heaps, {en}, so it is {letter}."),
        )
    } else {
        let x = v.nim_sum;
        let (value, letter) = if x == 0 {
            ("0".to_string(), 'L')
        } else {
            (format!("{x} ≠ 0"), 'W')
        };
        Localized::new(
            format!("Có đống từ 2 viên trở lên, nên kết quả như Nim thường: X = {} = {value}, nên là {letter}.", xor_text(&sizes)),
            format!("Some heap has 2 stones or more, so the answer is the one of ordinary Nim: X = {} = {value}, so it is {letter}.", xor_text(&sizes)),
        )
    };
    Question {
        prompt: Localized::new(
            format!("Nim phản thường (ai bốc viên cuối cùng thì thua) với các đống {list}. Người đến lượt thắng (W) hay thua (L)?"),
            format!("Misère Nim (whoever takes the last stone loses) with heaps {list}. Does the player to move win (W) or lose (L)?"),
        ),
        form: Form::Outcome(v.outcome),
        reason,
    }
}

fn draw_moore(rng: &mut Rng) -> Vec<u64> {
    if rng.range(0, 1) == 0 {
        // A losing position: every bit column holds 0 or 3 ones among four heaps.
        for _ in 0..50 {
            let mut sizes = vec![0u64; 4];
            for b in 0..3 {
                if rng.range(0, 2) > 0 {
                    let skip = rng.range(0, 3) as usize;
                    for (i, a) in sizes.iter_mut().enumerate() {
                        if i != skip {
                            *a |= 1 << b;
                        }
                    }
                }
            }
            if sizes.iter().all(|&a| a > 0) {
                return sizes;
            }
        }
        vec![3, 5, 6, 7]
    } else {
        let n = rng.range(3, 4);
        (0..n).map(|_| rng.range(1, 7)).collect()
    }
}

/// Moore's Nim-k with k = 2: every bit column's count of 1s a multiple of 3.
fn moore(rng: &mut Rng) -> Question {
    let sizes = draw_moore(rng);
    let outcome = Heaps::new(sizes.clone())
        .and_then(|heaps| Moore::new(heaps, 2).ok())
        .map_or(Outcome::Lose, |game| game.outcome());
    let columns = column_residues(&sizes, 3, 2);
    let counts = join(columns.iter().map(|&(ones, _)| ones));
    let bad = [4u64, 2, 1]
        .iter()
        .zip(&columns)
        .find(|(_, column)| column.1 != 0)
        .map(|(&worth, &(ones, _))| (worth, ones));
    let bits = binary(&sizes, 3);
    let (vi, en) = match bad {
        None => (
            "đều chia hết cho 3, nên là L".to_string(),
            "all multiples of 3, so it is L".to_string(),
        ),
        Some((worth, ones)) => (
            format!("cột giá trị {worth} có {ones} chữ số 1, không chia hết cho 3, nên là W"),
            format!(
                "the count {ones} of the column worth {worth} is not a multiple of 3, so it is W"
            ),
        ),
    };
    let list = join(&sizes);
    Question {
        prompt: Localized::new(
            format!("Nim-k của Moore với k = 2: mỗi lượt bốc sỏi ở 1 hoặc 2 đống cùng lúc (mỗi đống được chọn mất ít nhất 1 viên). Các đống {list}: người đến lượt thắng (W) hay thua (L)?"),
            format!("Moore's Nim-k with k = 2: each turn takes stones from 1 or 2 heaps at once (each chosen heap loses at least one stone). Heaps {list}: does the player to move win (W) or lose (L)?"),
        ),
        form: Form::Outcome(outcome),
        reason: Localized::new(
            format!("Ở hệ nhị phân {bits}; số chữ số 1 ở các cột giá trị 4, 2, 1 là {counts}: {vi}."),
            format!("In binary {bits}; the columns worth 4, 2, 1 hold {counts} ones: {en}."),
        ),
    }
}

fn draw_staircase(rng: &mut Rng) -> Vec<u64> {
    (0..100)
        .map(|_| (0..4).map(|_| rng.range(1, 5)).collect::<Vec<u64>>())
        .find(|steps| steps.iter().step_by(2).fold(0, |x, &a| x ^ a) != 0)
        .unwrap_or_else(|| vec![2, 7, 3, 1])
}

/// The steps after moving `coins` from step index `from` one step down.
fn stair_after(steps: &[u64], from: usize, coins: u64) -> Vec<u64> {
    let mut after = steps.to_vec();
    if let Some(a) = after.get_mut(from) {
        *a -= coins.min(*a);
    }
    if let Some(below) = from.checked_sub(1).and_then(|i| after.get_mut(i)) {
        *below += coins;
    }
    after
}

fn stair_label(from: usize, coins: u64) -> Localized {
    let step = from + 1;
    let en_coins = if coins == 1 { "coin" } else { "coins" };
    if from == 0 {
        Localized::new(
            format!("chuyển {coins} xu từ bậc 1 xuống mặt đất"),
            format!("move {coins} {en_coins} from step 1 to the ground"),
        )
    } else {
        Localized::new(
            format!("chuyển {coins} xu từ bậc {step} xuống bậc {from}"),
            format!("move {coins} {en_coins} from step {step} down to step {from}"),
        )
    }
}

/// Staircase Nim: only the odd steps count.
fn staircase_move(rng: &mut Rng) -> Question {
    let steps = draw_staircase(rng);
    let outcome_of = |s: Vec<u64>| Heaps::new(s).map_or(Outcome::Lose, |h| staircase::outcome(&h));
    let right = Heaps::new(steps.clone())
        .and_then(|h| staircase::winning_move(&h))
        .map_or((0, 1), |m| (m.from, m.stones));
    let x = steps.iter().step_by(2).fold(0, |x, &a| x ^ a);
    let all = steps.iter().fold(0, |x, &a| x ^ a);
    // Moves that do not win: one coin, all coins, the X of the odd steps, the X of all steps.
    let mut wrong: Vec<(usize, u64)> = Vec::new();
    for (i, &a) in steps.iter().enumerate() {
        for t in [1, a, x, a - (a ^ all).min(a)] {
            let loses = outcome_of(stair_after(&steps, i, t)) == Outcome::Win;
            if (1..=a).contains(&t) && loses && (i, t) != right && !wrong.contains(&(i, t)) {
                wrong.push((i, t));
            }
        }
    }
    let wrong = pick(rng, wrong, 3)
        .into_iter()
        .map(|(i, t)| stair_label(i, t))
        .collect();
    let odd: Vec<u64> = steps.iter().step_by(2).copied().collect();
    let (from, coins) = right;
    let left = steps.get(from).map_or(0, |&a| a - coins.min(a));
    let list = join(&steps);
    Question {
        prompt: Localized::new(
            format!("Nim bậc thang: các bậc 1, 2, 3, 4 có lần lượt {list} xu. Mỗi lượt chuyển ít nhất 1 xu từ một bậc xuống bậc ngay dưới (từ bậc 1 thì xuống mặt đất); ai không đi được thì thua. Nước nào thắng?"),
            format!("Staircase Nim: steps 1, 2, 3, 4 hold {list} coins. Each turn moves at least 1 coin from a step down to the step just below (from step 1, to the ground); whoever cannot move loses. Which move wins?"),
        ),
        form: shuffled(rng, stair_label(from, coins), wrong),
        reason: Localized::new(
            format!("Chỉ các bậc lẻ có ý nghĩa: X = {} = {x}. Sau nước đó bậc {} còn {left} xu và tổng XOR các bậc lẻ bằng 0.", xor_text(&odd), from + 1),
            format!("Only the odd steps matter: X = {} = {x}. After that move step {} holds {left} coins and the XOR of the odd steps is 0.", xor_text(&odd), from + 1),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::{Choice, Response};
    use std::collections::HashMap;

    /// Whether the player to move wins, by trying every move: `moves` lists the positions one
    /// move away, `end_wins` says who wins when there is none.
    /// Heap games do not depend on the order of the heaps (`sorted`); staircases do.
    struct Search<F: Fn(&[u64]) -> Vec<Vec<u64>>> {
        moves: F,
        end_wins: bool,
        sorted: bool,
        memo: HashMap<Vec<u64>, bool>,
    }

    impl<F: Fn(&[u64]) -> Vec<Vec<u64>>> Search<F> {
        fn new(moves: F, end_wins: bool, sorted: bool) -> Self {
            Search {
                moves,
                end_wins,
                sorted,
                memo: HashMap::new(),
            }
        }

        fn wins(&mut self, position: &[u64]) -> bool {
            let mut position = position.to_vec();
            if self.sorted {
                position.sort_unstable();
            }
            if let Some(&known) = self.memo.get(&position) {
                return known;
            }
            let next = (self.moves)(&position);
            let result = if next.is_empty() {
                self.end_wins
            } else {
                next.iter().any(|p| !self.wins(p))
            };
            self.memo.insert(position, result);
            result
        }
    }

    fn nim_moves(p: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..p.len() {
            for to in 0..p[i] {
                let mut q = p.to_vec();
                q[i] = to;
                out.push(q);
            }
        }
        out
    }

    fn moore_moves(p: &[u64]) -> Vec<Vec<u64>> {
        // One heap lowered, or two heaps lowered at once.
        let mut out = nim_moves(p);
        for i in 0..p.len() {
            for j in i + 1..p.len() {
                for x in 0..p[i] {
                    for y in 0..p[j] {
                        let mut q = p.to_vec();
                        q[i] = x;
                        q[j] = y;
                        out.push(q);
                    }
                }
            }
        }
        out
    }

    fn stair_moves(p: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..p.len() {
            for t in 1..=p[i] {
                out.push(stair_after(p, i, t));
            }
        }
        out
    }

    fn outcome(wins: bool) -> Outcome {
        if wins {
            Outcome::Win
        } else {
            Outcome::Lose
        }
    }

    fn right_label(q: &Question) -> String {
        match &q.form {
            Form::Choice(choices) => choices
                .iter()
                .find(|c| c.right)
                .map(|c| c.label.en.to_string())
                .unwrap_or_default(),
            _ => panic!("not a choice: {}", q.prompt.en),
        }
    }

    fn choices(q: &Question) -> &[Choice] {
        match &q.form {
            Form::Choice(choices) => choices,
            _ => panic!("not a choice: {}", q.prompt.en),
        }
    }

    #[test]
    fn answers_agree_with_a_game_search() {
        let mut nim = Search::new(nim_moves, false, true);
        let mut misere_nim = Search::new(nim_moves, true, true);
        let mut moore_nim = Search::new(moore_moves, false, true);
        let mut stairs = Search::new(stair_moves, false, false);
        for seed in 1..=300 {
            // The XOR sum, and Bouton's verdict.
            let sizes = draw_nim_sum(&mut Rng::new(seed));
            let q = nim_sum(&mut Rng::new(seed));
            let x = sizes.iter().fold(0, |x, &a| x ^ a);
            assert_eq!(q.form, Form::Number { answer: x, max: 15 });
            assert_eq!(nim.wins(&sizes), x != 0, "{sizes:?}");

            // Every choice is a move; the right one, and only it, leaves a lost position.
            let sizes = draw_winning_move(&mut Rng::new(seed));
            let q = winning_move(&mut Rng::new(seed));
            assert!(nim.wins(&sizes));
            for choice in choices(&q) {
                let (i, t) = (0..sizes.len())
                    .flat_map(|i| (1..=sizes[i]).map(move |t| (i, t)))
                    .find(|&(i, t)| take_label(sizes[i], t).en == choice.label.en)
                    .expect("a move");
                let mut after = sizes.clone();
                after[i] -= t;
                assert_eq!(
                    !nim.wins(&after),
                    choice.right,
                    "{sizes:?}: {}",
                    choice.label.en
                );
            }

            let sizes = draw_misere(&mut Rng::new(seed));
            let q = misere(&mut Rng::new(seed));
            assert_eq!(
                q.form,
                Form::Outcome(outcome(misere_nim.wins(&sizes))),
                "{sizes:?}"
            );
            assert!(q.check(Response::Outcome(outcome(misere_nim.wins(&sizes)))));

            let sizes = draw_moore(&mut Rng::new(seed));
            let q = moore(&mut Rng::new(seed));
            assert_eq!(
                q.form,
                Form::Outcome(outcome(moore_nim.wins(&sizes))),
                "{sizes:?}"
            );

            let steps = draw_staircase(&mut Rng::new(seed));
            let q = staircase_move(&mut Rng::new(seed));
            assert!(stairs.wins(&steps));
            for choice in choices(&q) {
                let (i, t) = (0..steps.len())
                    .flat_map(|i| (1..=steps[i]).map(move |t| (i, t)))
                    .find(|&(i, t)| stair_label(i, t).en == choice.label.en)
                    .expect("a move");
                assert_eq!(
                    !stairs.wins(&stair_after(&steps, i, t)),
                    choice.right,
                    "{steps:?}: {}",
                    choice.label.en
                );
            }
            assert!(!right_label(&q).is_empty());
        }
    }

    #[test]
    fn both_outcomes_come_up() {
        for maker in [misere as fn(&mut Rng) -> Question, moore] {
            let outcomes: Vec<Form> = (1..=100)
                .map(|seed| maker(&mut Rng::new(seed)).form)
                .collect();
            assert!(outcomes.contains(&Form::Outcome(Outcome::Win)));
            assert!(outcomes.contains(&Form::Outcome(Outcome::Lose)));
        }
    }
}
