//! Lesson 5 (wythoff): the losing pairs `(a_k, b_k) = (⌊kφ⌋, ⌊kφ²⌋)` of Wythoff's game, each
//! number in exactly one of them; a pair is lost exactly when its smaller pile is `a_d` for its
//! difference `d`; the winning move lands on such a pair; Zeckendorf's representation (greedy,
//! no two neighbouring Fibonacci numbers); Fibonacci Nim, won by taking the smallest term.

use super::{pick, shuffled, Form, Question};
use nimlab_solver::fibonacci::{self, Position, Zeckendorf};
use nimlab_solver::outcome::Outcome;
use nimlab_solver::random::Rng;
use nimlab_solver::wythoff::{self, classify, p_position, partner, Beatty, Heaps, Pile};
use nimlab_solver::Localized;

pub const MAKERS: &[super::Maker] = &[
    losing_partner,
    wythoff_outcome,
    wythoff_move,
    zeckendorf,
    fibonacci_nim,
];

/// `k` as a subscript: `a₁₂`.
fn sub(k: u64) -> String {
    k.to_string()
        .chars()
        .map(|c| match c {
            '0' => '₀',
            '1' => '₁',
            '2' => '₂',
            '3' => '₃',
            '4' => '₄',
            '5' => '₅',
            '6' => '₆',
            '7' => '₇',
            '8' => '₈',
            _ => '₉',
        })
        .collect()
}

const RULE_VI: &str = "Trò Wythoff: mỗi lượt bốc bao nhiêu viên tùy ý (ít nhất 1) ở một đống, hoặc bốc cùng một số viên ở cả hai đống; ai bốc viên cuối cùng thì thắng.";
const RULE_EN: &str = "Wythoff's game: each turn takes any number of stones (at least 1) from one pile, or the same number from both piles; whoever takes the last stone wins.";

fn draw_partner(rng: &mut Rng) -> u64 {
    rng.range(1, 40)
}

/// The one pile that makes a losing pair with a pile of `x`.
fn losing_partner(rng: &mut Rng) -> Question {
    let x = draw_partner(rng);
    let y = partner(x).unwrap_or(0);
    let reason = match classify(x) {
        Beatty::Upper(k) => {
            let (a, b) = (format!("a{}", sub(k)), format!("b{}", sub(k)));
            Localized::new(
                format!("{x} = ⌊{k}φ²⌋ = {b}, nên cặp thua chứa nó là ({a}, {b}) = ({x} − {k}, {x}) = ({y}, {x}); mỗi số chỉ thuộc đúng một cặp thua."),
                format!("{x} = ⌊{k}φ²⌋ = {b}, so the losing pair holding it is ({a}, {b}) = ({x} − {k}, {x}) = ({y}, {x}); each number belongs to exactly one losing pair."),
            )
        }
        Beatty::Lower(k) => {
            let (a, b) = (format!("a{}", sub(k)), format!("b{}", sub(k)));
            Localized::new(
                format!("{x} = ⌊{k}φ⌋ = {a}, nên cặp thua chứa nó là ({a}, {b}) = ({x}, {x} + {k}) = ({x}, {y}); mỗi số chỉ thuộc đúng một cặp thua."),
                format!("{x} = ⌊{k}φ⌋ = {a}, so the losing pair holding it is ({a}, {b}) = ({x}, {x} + {k}) = ({x}, {y}); each number belongs to exactly one losing pair."),
            )
        }
        Beatty::Zero => Localized::new("(0, 0) là cặp thua.", "(0, 0) is a losing pair."),
    };
    Question {
        prompt: Localized::new(
            format!("{RULE_VI} Một đống có {x} viên. Đống kia phải có bao nhiêu viên để người đến lượt thua?"),
            format!("{RULE_EN} One pile holds {x} stones. How many stones must the other pile hold for the player to move to lose?"),
        ),
        form: Form::Number {
            answer: y,
            max: 100,
        },
        reason,
    }
}

fn draw_outcome(rng: &mut Rng) -> (u64, u64) {
    let (x, y) = if rng.range(0, 1) == 0 {
        p_position(rng.range(1, 12)).map_or((3, 5), |p| (p.a, p.b))
    } else {
        (rng.range(1, 20), rng.range(1, 20))
    };
    if rng.range(0, 1) == 0 {
        (x, y)
    } else {
        (y, x)
    }
}

/// W or L of a pair: lost exactly when the smaller pile is `a_d` for the difference `d`.
fn wythoff_outcome(rng: &mut Rng) -> Question {
    let (x, y) = draw_outcome(rng);
    let outcome = wythoff::outcome(Heaps { a: x, b: y });
    let (small, large) = (x.min(y), x.max(y));
    let d = large - small;
    let a_d = p_position(d).map_or(0, |p| p.a);
    let a = format!("a{}", sub(d));
    let (vi, en) = match outcome {
        Outcome::Lose => (
            format!(
                "{small} = {a}, nên ({small}, {large}) = ({a}, b{}) là một cặp thua: L",
                sub(d)
            ),
            format!(
                "{small} = {a}, so ({small}, {large}) = ({a}, b{}) is a losing pair: L",
                sub(d)
            ),
        ),
        Outcome::Win => (
            format!("{small} ≠ {a_d}, nên đây không phải cặp thua: W"),
            format!("{small} ≠ {a_d}, so this is not a losing pair: W"),
        ),
    };
    Question {
        prompt: Localized::new(
            format!("{RULE_VI} Hai đống có {x} và {y} viên. Người đến lượt thắng (W) hay thua (L)?"),
            format!("{RULE_EN} The piles hold {x} and {y} stones. Does the player to move win (W) or lose (L)?"),
        ),
        form: Form::Outcome(outcome),
        reason: Localized::new(
            format!("Hiệu hai đống là d = {large} − {small} = {d}, và {a} = ⌊{d}φ⌋ = {a_d} (φ ≈ 1,618). {vi}."),
            format!("The difference is d = {large} − {small} = {d}, and {a} = ⌊{d}φ⌋ = {a_d} (φ ≈ 1.618). {en}."),
        ),
    }
}

fn draw_move(rng: &mut Rng) -> (u64, u64) {
    (0..100)
        .map(|_| (rng.range(1, 20), rng.range(1, 20)))
        .find(|&(x, y)| x < y && wythoff::outcome(Heaps { a: x, b: y }) == Outcome::Win)
        .unwrap_or((4, 6))
}

fn move_label(x: u64, y: u64, from: Pile, take: u64) -> Localized {
    match from {
        Pile::A => Localized::new(
            format!("bốc {take} viên ở đống {x}"),
            format!("take {take} from the pile of {x}"),
        ),
        Pile::B => Localized::new(
            format!("bốc {take} viên ở đống {y}"),
            format!("take {take} from the pile of {y}"),
        ),
        Pile::Both => Localized::new(
            format!("bốc {take} viên ở cả hai đống"),
            format!("take {take} from both piles"),
        ),
    }
}

/// The piles after a move.
fn after(x: u64, y: u64, from: Pile, take: u64) -> (u64, u64) {
    match from {
        Pile::A => (x - take.min(x), y),
        Pile::B => (x, y - take.min(y)),
        Pile::Both => (x - take.min(x), y - take.min(y)),
    }
}

/// Which move reaches a losing pair.
fn wythoff_move(rng: &mut Rng) -> Question {
    let (x, y) = draw_move(rng);
    let wins = wythoff::winning_moves(Heaps { a: x, b: y });
    let right = pick(rng, wins.clone(), 1)
        .first()
        .map_or((Pile::Both, 1), |m| (m.from, m.take));
    let mut others = Vec::new();
    for (from, most) in [(Pile::A, x), (Pile::B, y), (Pile::Both, x.min(y))] {
        for take in 1..=most {
            if !wins.iter().any(|m| m.from == from && m.take == take) {
                others.push((from, take));
            }
        }
    }
    let wrong = pick(rng, others, 3)
        .into_iter()
        .map(|(from, take)| move_label(x, y, from, take))
        .collect();
    let (from, take) = right;
    let (p, q) = after(x, y, from, take);
    let (p, q) = (p.min(q), p.max(q));
    let k = q - p;
    Question {
        prompt: Localized::new(
            format!("{RULE_VI} Hai đống có {x} và {y} viên, đến lượt bạn. Nước nào thắng?"),
            format!("{RULE_EN} The piles hold {x} and {y} stones, your turn. Which move wins?"),
        ),
        form: shuffled(rng, move_label(x, y, from, take), wrong),
        reason: Localized::new(
            format!("Nước đó để lại ({p}, {q}): hiệu {k} và {p} = ⌊{k}φ⌋, đúng cặp thua (a{}, b{}). Các nước còn lại trong danh sách đều để lại một cặp không thua.", sub(k), sub(k)),
            format!("That move leaves ({p}, {q}): difference {k} and {p} = ⌊{k}φ⌋, the losing pair (a{}, b{}). The other moves listed all leave a pair that is not losing.", sub(k), sub(k)),
        ),
    }
}

fn draw_zeckendorf(rng: &mut Rng) -> u64 {
    rng.range(20, 100)
}

/// Fibonacci notation of `n`, chosen among lookalikes.
fn zeckendorf(rng: &mut Rng) -> Question {
    let n = draw_zeckendorf(rng);
    let z = Zeckendorf::of(n);
    let right = z.digits();
    let bits = z.bits();
    // The same sum with one term split into the two below it (two neighbouring 1s), binary,
    // and the neighbours' representations.
    let split = (2..fibonacci::BASIS_LEN)
        .rev()
        .find(|&i| bits >> i & 1 == 1 && bits >> (i - 2) & 0b11 == 0)
        .map(|i| format!("{:b}", bits ^ (0b111 << (i - 2))));
    let mut wrong: Vec<String> = Vec::new();
    let candidates = [
        split,
        Some(format!("{n:b}")),
        Some(Zeckendorf::of(n + 1).digits()),
        Some(Zeckendorf::of(n - 1).digits()),
    ];
    for digits in candidates.into_iter().flatten() {
        if digits != right && !wrong.contains(&digits) {
            wrong.push(digits);
        }
    }
    let wrong = pick(rng, wrong, 3)
        .into_iter()
        .map(|d| Localized::new(d.clone(), d))
        .collect();
    let mut terms = z.terms();
    terms.reverse();
    let sum = terms
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" + ");
    Question {
        prompt: Localized::new(
            format!("Viết {n} ở hệ Fibonacci (biểu diễn Zeckendorf): tổng các số khác nhau trong 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, không có hai số liền nhau trong dãy; chữ số 1 ứng với số được dùng, chữ số cuối ứng với số 1. Cách viết nào đúng?"),
            format!("Write {n} in Fibonacci notation (its Zeckendorf representation): a sum of distinct numbers among 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, no two neighbours in that list; a digit 1 marks a number used, the last digit stands for 1. Which is right?"),
        ),
        form: shuffled(rng, Localized::new(right.clone(), right.clone()), wrong),
        reason: Localized::new(
            format!("Làm tham lam, mỗi lần lấy số Fibonacci lớn nhất không vượt quá phần còn lại: {n} = {sum}, không có hai số liền nhau, nên viết là {right}."),
            format!("Greedily, each time taking the largest Fibonacci number that fits what is left: {n} = {sum}, no two neighbours, so it is written {right}."),
        ),
    }
}

fn draw_fibonacci(rng: &mut Rng) -> u64 {
    if rng.range(0, 4) == 0 {
        [13, 21, 34, 55, 89]
            .get(rng.range(0, 4) as usize)
            .copied()
            .unwrap_or(21)
    } else {
        rng.range(10, 100)
    }
}

/// Fibonacci Nim: the smallest winning first move is the smallest Zeckendorf term.
fn fibonacci_nim(rng: &mut Rng) -> Question {
    let n = draw_fibonacci(rng);
    let verdict = fibonacci::analyze(Position::first_move(n));
    let take = verdict.winning_takes.first().copied().unwrap_or(0);
    let mut terms = verdict.zeckendorf.terms();
    terms.reverse();
    let sum = terms
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" + ");
    let reason = if take == 0 {
        Localized::new(
            format!("{n} là một số Fibonacci, nên người đi trước thua: không có nước thắng."),
            format!("{n} is a Fibonacci number, so the first player loses: no move wins."),
        )
    } else {
        Localized::new(
            format!("{n} = {sum}; số hạng nhỏ nhất là {take}. Bốc {take} viên thì còn {} viên, có số hạng nhỏ nhất lớn hơn {}, mà đối thủ chỉ được bốc tối đa {}; bốc ít hơn {take} thì đối thủ lại thắng.", n - take, 2 * take, 2 * take),
            format!("{n} = {sum}; the smallest term is {take}. Taking {take} leaves {} stones, whose smallest term exceeds {}, while the opponent may take at most {}; taking fewer than {take} lets the opponent win.", n - take, 2 * take, 2 * take),
        )
    };
    Question {
        prompt: Localized::new(
            format!("Fibonacci Nim: một đống {n} viên; nước đầu tiên bốc ít nhất 1 viên nhưng không được bốc hết, từ đó mỗi lượt bốc ít nhất 1 viên và không quá gấp đôi số viên đối thủ vừa bốc; ai bốc viên cuối cùng thì thắng. Bạn đi trước: nước đầu tiên bốc ít nhất bao nhiêu viên thì chắc thắng? Gõ 0 nếu không có nước thắng."),
            format!("Fibonacci Nim: one pile of {n} stones; the first move takes at least 1 stone but not the whole pile, and from then on each move takes at least 1 and at most twice what the opponent just took; whoever takes the last stone wins. You move first: what is the smallest first move that is sure to win? Type 0 if no move wins."),
        ),
        form: Form::Number {
            answer: take,
            max: n,
        },
        reason,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::test_forms::{choices, number};
    use std::collections::HashMap;

    /// Wythoff's game by its rule: `lose[x][y]` for piles up to `n`.
    fn wythoff_table(n: usize) -> Vec<Vec<bool>> {
        let mut lose = vec![vec![false; n + 1]; n + 1];
        for x in 0..=n {
            for y in 0..=n {
                let reaches_lose = (0..x).any(|a| lose[a][y])
                    || (0..y).any(|b| lose[x][b])
                    || (1..=x.min(y)).any(|t| lose[x - t][y - t]);
                lose[x][y] = !reaches_lose;
            }
        }
        lose
    }

    /// Fibonacci Nim by its rule: whether the player to move wins with `n` stones left when at
    /// most `quota` may be taken.
    fn fib_wins(n: u64, quota: u64, memo: &mut HashMap<(u64, u64), bool>) -> bool {
        if let Some(&w) = memo.get(&(n, quota)) {
            return w;
        }
        let w = (1..=quota.min(n)).any(|t| t == n || !fib_wins(n - t, 2 * t, memo));
        memo.insert((n, quota), w);
        w
    }

    #[test]
    fn answers_agree_with_brute_force() {
        let lose = wythoff_table(120);
        let mut memo = HashMap::new();
        for seed in 1..=300 {
            let x = draw_partner(&mut Rng::new(seed));
            let y = number(&losing_partner(&mut Rng::new(seed)));
            let others: Vec<u64> = (0..=120u64)
                .filter(|&y| lose[x as usize][y as usize])
                .collect();
            assert_eq!(others, vec![y], "{x}");

            let (x, y) = draw_outcome(&mut Rng::new(seed));
            let truth = if lose[x as usize][y as usize] {
                Outcome::Lose
            } else {
                Outcome::Win
            };
            assert_eq!(
                wythoff_outcome(&mut Rng::new(seed)).form,
                Form::Outcome(truth),
                "({x}, {y})"
            );

            let (x, y) = draw_move(&mut Rng::new(seed));
            let q = wythoff_move(&mut Rng::new(seed));
            for choice in choices(&q) {
                let (from, take) = [(Pile::A, x), (Pile::B, y), (Pile::Both, x.min(y))]
                    .into_iter()
                    .flat_map(|(from, most)| (1..=most).map(move |t| (from, t)))
                    .find(|&(from, t)| move_label(x, y, from, t).en == choice.label.en)
                    .expect("a move");
                let (p, q) = after(x, y, from, take);
                assert_eq!(
                    lose[p as usize][q as usize], choice.right,
                    "({x}, {y}): {}",
                    choice.label.en
                );
            }

            // The right digits read back as n, with no two neighbouring 1s; the others do not.
            let n = draw_zeckendorf(&mut Rng::new(seed));
            let q = zeckendorf(&mut Rng::new(seed));
            let fib = [1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144];
            for choice in choices(&q) {
                let digits = &choice.label.en;
                let value: u64 = digits
                    .bytes()
                    .rev()
                    .zip(fib)
                    .map(|(d, f)| if d == b'1' { f } else { 0 })
                    .sum();
                let zeck = value == n && !digits.contains("11");
                assert_eq!(zeck, choice.right, "{n}: {digits}");
            }

            // The smallest first move that wins, or 0.
            let n = draw_fibonacci(&mut Rng::new(seed));
            let smallest = (1..n)
                .find(|&t| !fib_wins(n - t, 2 * t, &mut memo))
                .unwrap_or(0);
            assert_eq!(number(&fibonacci_nim(&mut Rng::new(seed))), smallest, "{n}");
        }
    }

    #[test]
    fn both_outcomes_come_up() {
        let forms: Vec<Form> = (1..=100)
            .map(|seed| wythoff_outcome(&mut Rng::new(seed)).form)
            .collect();
        assert!(forms.contains(&Form::Outcome(Outcome::Win)));
        assert!(forms.contains(&Form::Outcome(Outcome::Lose)));
    }
}
