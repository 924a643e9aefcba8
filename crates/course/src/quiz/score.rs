//! Lesson 7 (score): take a number from either end of a row; the interval DP on the score
//! difference gives both scores and the right first move (taking the larger end can be a
//! trap); with an even length the first player can take every number of one colour and never
//! loses; the two-ended piles of ZJOI 2009 (an interval DP for a win/lose game); free picks
//! with two prices per item, where both players take the largest `a + b`.

use super::{shuffled, Form, Question};
use nimlab_solver::input::RawInt;
use nimlab_solver::mex::join;
use nimlab_solver::outcome::Outcome;
use nimlab_solver::random::Rng;
use nimlab_solver::score::{num, End, PileRow, Row};
use nimlab_solver::Localized;

pub const MAKERS: &[super::Maker] = &[first_score, first_move, parity, end_piles, two_prices];

const GAME_VI: &str = "An và Bình lần lượt lấy một số ở đầu trái hoặc đầu phải của phần dãy còn lại và cộng số đó vào điểm của mình; An đi trước.";
const GAME_EN: &str = "An and Bình take turns taking a number from the left or the right end of what is left of the row, adding it to their score; An moves first.";

fn draw_first_score(rng: &mut Rng) -> Row {
    let len = rng.range(4, 5) as usize;
    rng.row(len, 1, 12)
}

/// An's score under perfect play: `(S + d) / 2` with `d` from the interval DP.
fn first_score(rng: &mut Rng) -> Question {
    let row = draw_first_score(rng);
    let d = row.rolled_diff();
    let total = row.total();
    let scores = row.scores();
    let last = row.len() - 1;
    let list = join(row.values());
    Question {
        prompt: Localized::new(
            format!("Dãy {list}. {GAME_VI} Cả hai chơi tối ưu: An được bao nhiêu điểm?"),
            format!("The row {list}. {GAME_EN} Both play perfectly: how many points does An score?"),
        ),
        form: Form::Number {
            answer: scores.first.unsigned_abs(),
            max: total.unsigned_abs(),
        },
        reason: Localized::new(
            format!("Quy hoạch động trên đoạn cho hiệu số d = dp[0][{last}] = {}; tổng S = {total}, nên An được (S + d)/2 = ({total} + {})/2 = {}, Bình được {}.", num(d), num(d), scores.first, scores.second),
            format!("The interval DP gives the score difference d = dp[0][{last}] = {}; the total is S = {total}, so An scores (S + d)/2 = ({total} + {})/2 = {}, and Bình {}.", num(d), num(d), scores.first, scores.second),
        ),
    }
}

/// The two candidates of the first move: `a[0] − dp[1][n−1]` and `a[n−1] − dp[0][n−2]`.
fn first_candidates(row: &Row) -> (i64, i64) {
    let grid = row.grid();
    let n = row.len();
    (
        row.at(End::Left) - grid.get(1, n - 1).unwrap_or(0),
        row.at(End::Right) - grid.get(0, n - 2).unwrap_or(0),
    )
}

fn draw_first_move(rng: &mut Rng) -> Row {
    // Half the time the larger end is a trap.
    let trap = rng.range(0, 1) == 0;
    let mut row = Row::lesson_example();
    for _ in 0..200 {
        let len = rng.range(4, 5) as usize;
        let candidate = rng.row(len, 1, 15);
        let (left, right) = first_candidates(&candidate);
        let best = if left > right { End::Left } else { End::Right };
        let (taken, other) = (candidate.at(best), candidate.at(best.other()));
        let fits = if trap { taken < other } else { taken > other };
        if left != right && fits {
            row = candidate;
            break;
        }
    }
    row
}

fn end_label(row: &Row, end: End) -> Localized {
    let v = row.at(end);
    match end {
        End::Left => Localized::new(
            format!("lấy {v} ở đầu trái"),
            format!("take the {v} at the left end"),
        ),
        End::Right => Localized::new(
            format!("lấy {v} ở đầu phải"),
            format!("take the {v} at the right end"),
        ),
    }
}

/// Which end a perfect first player takes: the larger end may expose a big number.
fn first_move(rng: &mut Rng) -> Question {
    let row = draw_first_move(rng);
    let best = row.best_first_move();
    let (left, right) = first_candidates(&row);
    let n = row.len();
    let (a, z) = (row.at(End::Left), row.at(End::Right));
    let inner_left = a - left;
    let inner_right = z - right;
    let list = join(row.values());
    let paren = |v: i64| {
        if v < 0 {
            format!("({})", num(v))
        } else {
            v.to_string()
        }
    };
    Question {
        prompt: Localized::new(
            format!("Dãy {list}. {GAME_VI} Cả hai chơi tối ưu: nước đầu tiên của An là gì?"),
            format!("The row {list}. {GAME_EN} Both play perfectly: what is An's first move?"),
        ),
        form: shuffled(rng, end_label(&row, best), vec![end_label(&row, best.other())]),
        reason: Localized::new(
            format!("Lấy đầu trái cho hiệu số {a} − dp[1][{}] = {a} − {} = {}; lấy đầu phải cho {z} − dp[0][{}] = {z} − {} = {}. An chọn cách cho hiệu số lớn hơn.", n - 1, paren(inner_left), num(left), n - 2, paren(inner_right), num(right)),
            format!("Taking the left end gives the difference {a} − dp[1][{}] = {a} − {} = {}; taking the right end gives {z} − dp[0][{}] = {z} − {} = {}. An picks the larger difference.", n - 1, paren(inner_left), num(left), n - 2, paren(inner_right), num(right)),
        ),
    }
}

fn draw_parity(rng: &mut Rng) -> Row {
    rng.row(6, 1, 9)
}

/// The colour strategy of an even-length row: all odd places or all even places.
fn parity(rng: &mut Rng) -> Question {
    let row = draw_parity(rng);
    let plan = row.parity_plan();
    let secured = plan.map_or(0, |p| p.secured);
    let (red, blue) = plan.map_or((0, 0), |p| (p.even_sum, p.odd_sum));
    let sum_of = |skip: usize| {
        row.values()
            .iter()
            .skip(skip)
            .step_by(2)
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(" + ")
    };
    let list = join(row.values());
    Question {
        prompt: Localized::new(
            format!("Dãy {list} (6 số). {GAME_VI} Tô các vị trí 1, 3, 5 màu đỏ và các vị trí 2, 4, 6 màu xanh. Nếu An chọn màu có tổng lớn hơn rồi lấy toàn bộ các số màu đó, An được bao nhiêu điểm?"),
            format!("The row {list} (6 numbers). {GAME_EN} Colour places 1, 3, 5 red and places 2, 4, 6 blue. If An chooses the colour with the larger sum and takes every number of that colour, how many points does An score?"),
        ),
        form: Form::Number {
            answer: secured.unsigned_abs(),
            max: row.total().unsigned_abs(),
        },
        reason: Localized::new(
            format!("Đỏ: {} = {red}; xanh: {} = {blue}. Vì n chẵn, hai đầu luôn khác màu khi đến lượt An, nên An lấy được toàn bộ một màu: {secured} điểm, ít nhất một nửa tổng, nên An không thua.", sum_of(0), sum_of(1)),
            format!("Red: {} = {red}; blue: {} = {blue}. Since n is even, the two ends have different colours on each of An's turns, so An can take a whole colour: {secured} points, at least half the total, so An never loses.", sum_of(0), sum_of(1)),
        ),
    }
}

fn pile_row(piles: &[u64]) -> Option<PileRow> {
    let raw: Vec<RawInt> = piles
        .iter()
        .map(|&p| RawInt::Value(i128::from(p)))
        .collect();
    PileRow::from_raw(&raw).ok()
}

/// `left(2, n)`: the one pile that, put left of `rest`, makes a losing row.
fn left_partner(rest: &[u64]) -> u64 {
    pile_row(rest).map_or(0, |r| r.verdict().left_partner)
}

fn draw_end_piles(rng: &mut Rng) -> Vec<u64> {
    let (b, c) = (rng.range(1, 4), rng.range(1, 4));
    let p = left_partner(&[b, c]);
    let a = if rng.range(0, 1) == 0 && p > 0 {
        p
    } else {
        rng.range(1, 4)
    };
    vec![a, b, c]
}

/// The two-ended piles (ZJOI 2009): the row is lost exactly when `a₁ = left(2, n)`.
fn end_piles(rng: &mut Rng) -> Question {
    let piles = draw_end_piles(rng);
    let outcome = pile_row(&piles).map_or(Outcome::Lose, |r| r.verdict().outcome);
    let rest = piles.get(1..).unwrap_or(&[]);
    let p = left_partner(rest);
    let a = piles.first().copied().unwrap_or(0);
    let rest_list = join(rest);
    let (vi, en) = if a == p {
        (
            format!("đống đầu có đúng {a} viên, nên là L"),
            format!("the first pile holds exactly {a}, so it is L"),
        )
    } else {
        (
            format!("đống đầu có {a} ≠ {p} viên, nên là W"),
            format!("the first pile holds {a} ≠ {p}, so it is W"),
        )
    };
    let list = join(&piles);
    Question {
        prompt: Localized::new(
            format!("Các đống sỏi xếp thành hàng {list}. Mỗi lượt chọn đống ngoài cùng bên trái hoặc ngoài cùng bên phải và bốc bao nhiêu viên tùy ý (ít nhất 1); đống hết sỏi thì biến mất. Ai bốc viên cuối cùng thì thắng. Người đến lượt thắng (W) hay thua (L)?"),
            format!("Piles of stones in a row: {list}. Each turn picks the leftmost or the rightmost pile and takes any number of stones from it (at least 1); an empty pile disappears. Whoever takes the last stone wins. Does the player to move win (W) or lose (L)?"),
        ),
        form: Form::Outcome(outcome),
        reason: Localized::new(
            format!("Với đoạn {rest_list} sau đống đầu, left = {p}: đặt thêm đúng một đống {p} viên bên trái thì được thế thua. Cả hàng thua khi và chỉ khi đống đầu bằng left; ở đây {vi}."),
            format!("For the segment {rest_list} after the first pile, left = {p}: putting exactly one pile of {p} on its left makes a losing row. The whole row is lost exactly when its first pile equals left; here {en}."),
        ),
    }
}

/// Items `(a, b)`: worth `a` to An, `b` to Bình; the sums `a + b` all different.
fn draw_two_prices(rng: &mut Rng) -> Vec<(u64, u64)> {
    let count = rng.range(3, 4) as usize;
    let fallback = vec![(3, 10), (5, 1), (4, 4)];
    (0..100)
        .map(|_| {
            (0..count)
                .map(|_| (rng.range(1, 10), rng.range(1, 10)))
                .collect::<Vec<_>>()
        })
        .find(|items| {
            let sums: Vec<u64> = items.iter().map(|&(a, b)| a + b).collect();
            sums.iter()
                .enumerate()
                .all(|(i, s)| !sums.iter().skip(i + 1).any(|t| t == s))
        })
        .unwrap_or(fallback)
}

fn item_label(i: usize, (a, b): (u64, u64)) -> Localized {
    Localized::new(
        format!("món {} (An {a}, Bình {b})", i + 1),
        format!("item {} (An {a}, Bình {b})", i + 1),
    )
}

/// Free picks with two prices: both players take the largest `a + b`.
fn two_prices(rng: &mut Rng) -> Question {
    let items = draw_two_prices(rng);
    let best = (0..items.len())
        .max_by_key(|&i| items.get(i).map_or(0, |&(a, b)| a + b))
        .unwrap_or(0);
    let item = |i: usize| items.get(i).copied().unwrap_or((0, 0));
    let wrong = (0..items.len())
        .filter(|&i| i != best)
        .map(|i| item_label(i, item(i)))
        .collect();
    let list = |word: &str| {
        items
            .iter()
            .enumerate()
            .map(|(i, &(a, b))| format!("{word} {} ({a}, {b})", i + 1))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (vi_list, en_list) = (list("món"), list("item"));
    let sums = items
        .iter()
        .map(|&(a, b)| (a + b).to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let (a, b) = item(best);
    Question {
        prompt: Localized::new(
            format!("Mỗi món (a, b) đáng a điểm nếu An lấy, b điểm nếu Bình lấy: {vi_list}. Hai người lần lượt chọn một món còn lại, An đi trước; mỗi người muốn hơn đối thủ càng nhiều càng tốt. An nên lấy món nào trước?"),
            format!("Each item (a, b) is worth a points if An takes it and b points if Bình does: {en_list}. The players take turns choosing an item that is left, An first; each wants to lead by as much as possible. Which item should An take first?"),
        ),
        form: shuffled(rng, item_label(best, (a, b)), wrong),
        reason: Localized::new(
            format!("Hiệu số của An là tổng a + b trên các món An lấy, trừ tổng mọi b, nên cả hai tranh món có a + b lớn nhất: các tổng là {sums}, lớn nhất là món {} ({a} + {b} = {}).", best + 1, a + b),
            format!("An's lead is the sum of a + b over An's items minus the sum of every b, so both players go for the largest a + b: the sums are {sums}, the largest is item {} ({a} + {b} = {}).", best + 1, a + b),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::test_forms::choices;
    use std::collections::HashMap;

    /// The mover's best lead on `a`, trying both ends all the way down.
    fn lead(a: &[i64]) -> i64 {
        match a {
            [] => 0,
            [x] => *x,
            [first, rest @ ..] => {
                let (last, inner) = a.split_last().unwrap();
                (first - lead(rest)).max(last - lead(inner))
            }
        }
    }

    /// What An gets taking only `colour` (0: places 1, 3, 5; 1: places 2, 4, 6) against any
    /// reply of Bình: the least over Bình's play (`offset` is the place of `a[0]`).
    fn colour_plan(a: &[i64], offset: usize, colour: usize, an: bool) -> Option<i64> {
        if a.is_empty() {
            return Some(0);
        }
        let ends = [
            (a[0], offset, &a[1..], offset + 1),
            (
                a[a.len() - 1],
                offset + a.len() - 1,
                &a[..a.len() - 1],
                offset,
            ),
        ];
        if an {
            // The plan's move: the end of the chosen colour (there is one).
            ends.iter()
                .find(|e| e.1 % 2 == colour)
                .and_then(|&(v, _, rest, o)| colour_plan(rest, o, colour, false).map(|s| s + v))
        } else {
            ends.iter()
                .map(|&(_, _, rest, o)| colour_plan(rest, o, colour, true))
                .min()
                .flatten()
        }
    }

    /// The two-ended piles by their rule.
    fn piles_win(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(piles) {
            return w;
        }
        let mut wins = false;
        let n = piles.len();
        for end in [0, n.saturating_sub(1)] {
            for left in 0..piles.get(end).copied().unwrap_or(0) {
                let mut next = piles.to_vec();
                if left == 0 {
                    next.remove(end);
                } else {
                    next[end] = left;
                }
                if !piles_win(&next, memo) {
                    wins = true;
                }
            }
        }
        memo.insert(piles.to_vec(), wins);
        wins
    }

    /// An's best lead with two prices when `an` is to move and `left` items remain.
    fn two_price_lead(items: &[(u64, u64)], left: u32, an: bool) -> i64 {
        let options = (0..items.len()).filter(|i| left >> i & 1 == 1).map(|i| {
            let (a, b) = items[i];
            let rest = two_price_lead(items, left & !(1 << i), !an);
            if an {
                rest + a as i64
            } else {
                rest - b as i64
            }
        });
        if an {
            options.max().unwrap_or(0)
        } else {
            options.min().unwrap_or(0)
        }
    }

    #[test]
    fn answers_agree_with_brute_force() {
        let mut memo = HashMap::new();
        for seed in 1..=300 {
            let row = draw_first_score(&mut Rng::new(seed));
            let a = row.values();
            let total: i64 = a.iter().sum();
            let q = first_score(&mut Rng::new(seed));
            assert_eq!(
                q.form,
                Form::Number {
                    answer: ((total + lead(a)) / 2) as u64,
                    max: total as u64
                }
            );

            // The right end, and only it, reaches the best lead.
            let row = draw_first_move(&mut Rng::new(seed));
            let a = row.values();
            let n = a.len();
            let best = lead(a);
            let q = first_move(&mut Rng::new(seed));
            for choice in choices(&q) {
                let gives = if choice.label.en.contains("left") {
                    a[0] - lead(&a[1..])
                } else {
                    a[n - 1] - lead(&a[..n - 1])
                };
                assert_eq!(gives == best, choice.right, "{a:?}");
            }

            let row = draw_parity(&mut Rng::new(seed));
            let a = row.values();
            let q = parity(&mut Rng::new(seed));
            let plan = (0..2)
                .map(|c| colour_plan(a, 0, c, true).unwrap())
                .max()
                .unwrap();
            assert_eq!(
                q.form,
                Form::Number {
                    answer: plan as u64,
                    max: a.iter().sum::<i64>() as u64
                }
            );
            assert!(2 * plan >= a.iter().sum::<i64>());

            let piles = draw_end_piles(&mut Rng::new(seed));
            let truth = if piles_win(&piles, &mut memo) {
                Outcome::Win
            } else {
                Outcome::Lose
            };
            assert_eq!(
                end_piles(&mut Rng::new(seed)).form,
                Form::Outcome(truth),
                "{piles:?}"
            );

            // Every item is a choice; only the right one keeps the best lead.
            let items = draw_two_prices(&mut Rng::new(seed));
            let all = (1u32 << items.len()) - 1;
            let best = two_price_lead(&items, all, true);
            let q = two_prices(&mut Rng::new(seed));
            assert_eq!(choices(&q).len(), items.len());
            for choice in choices(&q) {
                let i = (0..items.len())
                    .find(|&i| item_label(i, items[i]).en == choice.label.en)
                    .unwrap();
                let gives = items[i].0 as i64 + two_price_lead(&items, all & !(1 << i), false);
                assert_eq!(
                    gives == best,
                    choice.right,
                    "{items:?}: {}",
                    choice.label.en
                );
            }
        }
    }

    #[test]
    fn both_outcomes_and_traps_come_up() {
        let forms: Vec<Form> = (1..=100)
            .map(|seed| end_piles(&mut Rng::new(seed)).form)
            .collect();
        assert!(forms.contains(&Form::Outcome(Outcome::Win)));
        assert!(forms.contains(&Form::Outcome(Outcome::Lose)));
        // The right first move is sometimes the smaller end.
        let traps = (1..=100)
            .filter(|&seed| {
                let row = draw_first_move(&mut Rng::new(seed));
                let best = row.best_first_move();
                row.at(best) < row.at(best.other())
            })
            .count();
        assert!(traps > 20, "{traps}");
    }
}
