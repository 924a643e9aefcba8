//! Lesson 4 (grundy-advanced): Kayles, an octal game whose values come from splitting a row in
//! two; the nim-product computed by distributing over powers of 2; coin-turning games, where
//! every head is a component: on a tree a head at depth `d` is worth `2^d`, on the ruler row a
//! coin `x` the largest power of 2 dividing `x`, and in Turning Corners a coin `(x, y)` is worth
//! `x ⊗ y`.

use super::{pick, shuffled, Form, Question};
use nimlab_solver::coin_turning::{CoinBoard, CoinRule};
use nimlab_solver::input::RawInt;
use nimlab_solver::mex::{join, Mex};
use nimlab_solver::nimber::nim_product_recursive;
use nimlab_solver::octal::{Leave, OctalCode};
use nimlab_solver::outcome::Outcome;
use nimlab_solver::random::Rng;
use nimlab_solver::Localized;

pub const MAKERS: &[super::Maker] = &[kayles_next, nim_product, tree_coins, ruler_move, corners];

/// `a ⊕ b ⊕ c`, with `= x` after it.
fn xor_sum(values: &[u64]) -> String {
    let x = values.iter().fold(0, |x, &g| x ^ g);
    let terms: Vec<String> = values.iter().map(u64::to_string).collect();
    if terms.len() == 1 {
        format!("{x}")
    } else {
        format!("{} = {x}", terms.join(" ⊕ "))
    }
}

fn draw_kayles(rng: &mut Rng) -> usize {
    rng.range(3, 9) as usize
}

/// One more value of Kayles, from the values below it.
fn kayles_next(rng: &mut Rng) -> Question {
    let n = draw_kayles(rng);
    let code = OctalCode::parse("0.77").ok();
    let g = code.as_ref().map_or_else(Vec::new, |code| code.grundy(n));
    let at = |i: usize| g.get(i).copied().unwrap_or(0);
    let reached = Mex::of(
        code.iter()
            .flat_map(|code| code.moves(n))
            .map(|m| match m.leave {
                Leave::Nothing => 0,
                Leave::One(a) => at(a),
                Leave::Two(a, b) => at(a) ^ at(b),
            }),
    );
    let value = at(n);
    let before = join(g.iter().take(n));
    Question {
        prompt: Localized::new(
            format!("Kayles: một hàng ki, mỗi lượt đánh đổ 1 ki hoặc 2 ki kề nhau ở bất cứ đâu; đổ ở giữa thì hàng vỡ thành hai hàng. Biết g(0), …, g({}) = {before}. Số Grundy g({n}) của hàng {n} ki bằng bao nhiêu?", n - 1),
            format!("Kayles: a row of pins; each turn knocks down 1 pin or 2 adjacent pins, anywhere; knocking pins out of the middle breaks the row into two rows. Given g(0), …, g({}) = {before}, what is the Grundy number g({n}) of a row of {n} pins?", n - 1),
        ),
        form: Form::Number {
            answer: u64::from(value),
            max: 20,
        },
        reason: Localized::new(
            format!("Mỗi nước để lại hai hàng i và j (một hàng có thể rỗng) với i + j = {} hoặc {}, có giá trị g(i) ⊕ g(j); các giá trị đó là {}, nên g({n}) = mex = {value}.", n - 1, n - 2, reached.set()),
            format!("Every move leaves two rows i and j (one may be empty) with i + j = {} or {}, worth g(i) ⊕ g(j); those values are {}, so g({n}) = mex = {value}.", n - 1, n - 2, reached.set()),
        ),
    }
}

fn draw_product(rng: &mut Rng) -> (u64, u64) {
    (rng.range(2, 7), rng.range(2, 7))
}

/// The powers of 2 in `a`, largest first.
fn powers(a: u64) -> Vec<u64> {
    (0..u64::BITS)
        .rev()
        .map(|b| 1u64 << b)
        .filter(|p| a & p != 0)
        .collect()
}

/// A small nim-product, by distributing over the powers of 2.
fn nim_product(rng: &mut Rng) -> Question {
    let (a, b) = draw_product(rng);
    let product = nim_product_recursive(a, b);
    // The factors that are not powers of 2, written as sums of them.
    let split = [a, b]
        .iter()
        .filter(|v| !v.is_power_of_two())
        .map(|&v| {
            let parts: Vec<String> = powers(v).iter().map(u64::to_string).collect();
            format!("{v} = {}", parts.join(" ⊕ "))
        })
        .collect::<Vec<_>>()
        .join(", ");
    let (vi_split, en_split) = if split.is_empty() {
        ("Với".to_string(), "For".to_string())
    } else {
        (
            format!("Tách {split} rồi phân phối; với"),
            format!("Split {split} and distribute; for"),
        )
    };
    let mut terms = Vec::new();
    let mut values = Vec::new();
    for p in powers(a) {
        for q in powers(b) {
            let v = nim_product_recursive(p, q);
            terms.push(format!("{p} ⊗ {q} = {v}"));
            values.push(v);
        }
    }
    let terms = terms.join(", ");
    let (vi_sum, en_sum) = if values.len() > 1 {
        let sum = xor_sum(&values);
        (format!(" Cộng lại: {sum}."), format!(" Adding up: {sum}."))
    } else {
        (String::new(), String::new())
    };
    Question {
        prompt: Localized::new(
            format!("Tích nim {a} ⊗ {b} bằng bao nhiêu?"),
            format!("What is the nim-product {a} ⊗ {b}?"),
        ),
        form: Form::Number {
            answer: product,
            max: 15,
        },
        reason: Localized::new(
            format!("{vi_split} F = 2, 4 thì F ⊗ x = F·x khi x < F và F ⊗ F = F ⊕ F/2: {terms}.{vi_sum}"),
            format!("{en_split} F = 2, 4, F ⊗ x = F·x when x < F and F ⊗ F = F ⊕ F/2: {terms}.{en_sum}"),
        ),
    }
}

/// A rooted tree (the parent of each vertex from 1) and its heads.
fn draw_tree(rng: &mut Rng) -> (Vec<u64>, Vec<usize>) {
    let n = rng.range(6, 7) as usize;
    let parents: Vec<u64> = (1..n as u64)
        .map(|v| rng.range(v.saturating_sub(3), v - 1))
        .collect();
    let count = rng.range(2, 4) as usize;
    let mut heads = pick(rng, (0..n).collect(), count);
    nimlab_solver::sorting::sort(&mut heads);
    (parents, heads)
}

fn tree_board(parents: &[u64]) -> Option<CoinBoard> {
    let raw: Vec<RawInt> = parents
        .iter()
        .map(|&p| RawInt::Value(i128::from(p)))
        .collect();
    CoinBoard::tree(&raw).ok()
}

/// Coins on a tree: a head at depth d is worth 2^d.
fn tree_coins(rng: &mut Rng) -> Question {
    let (parents, heads) = draw_tree(rng);
    let board = tree_board(&parents);
    let values = board.as_ref().map_or_else(Vec::new, CoinBoard::base_values);
    let sum = board.as_ref().map_or(0, |b| b.judge(&heads).1);
    let worth: Vec<u64> = heads
        .iter()
        .map(|&h| values.get(h).copied().unwrap_or(0))
        .collect();
    let depths = heads
        .iter()
        .zip(&worth)
        .map(|(h, w)| (h, w.trailing_zeros(), w));
    let vi_depths = depths
        .clone()
        .map(|(h, d, w)| format!("đỉnh {h} ở độ sâu {d} (g = {w})"))
        .collect::<Vec<_>>()
        .join(", ");
    let en_depths = depths
        .map(|(h, d, w)| format!("vertex {h} at depth {d} (g = {w})"))
        .collect::<Vec<_>>()
        .join(", ");
    let last = parents.len();
    let list = join(&parents);
    let heads_list = join(&heads);
    let total = xor_sum(&worth);
    Question {
        prompt: Localized::new(
            format!("Trò lật xu trên cây có gốc 0; cha của các đỉnh 1, …, {last} lần lượt là {list}. Mỗi nước chọn một xu ngửa ở đỉnh v, lật nó, và nếu muốn thì lật thêm bất kỳ tập nào trong các tổ tiên của v. Xu ngửa ở các đỉnh {heads_list}. Số Grundy của thế cờ bằng bao nhiêu?"),
            format!("Turning coins on a tree rooted at 0; the parents of vertices 1, …, {last} are {list}. A move picks a head at a vertex v, turns it, and may also turn any set of the ancestors of v. Heads at vertices {heads_list}. What is the Grundy number of the position?"),
        ),
        form: Form::Number {
            answer: sum,
            max: 127,
        },
        reason: Localized::new(
            format!("Mỗi xu ngửa ở độ sâu d có g = 2^d: {vi_depths}. Tổng là {total}."),
            format!("A head at depth d has g = 2^d: {en_depths}. The sum is {total}."),
        ),
    }
}

fn ruler_board(n: u64) -> Option<CoinBoard> {
    CoinBoard::new(CoinRule::Ruler, n).ok()
}

/// The Grundy number of heads on the ruler row (coins numbered from 1).
fn ruler_sum(board: &Option<CoinBoard>, heads: &[u64]) -> u64 {
    let places: Vec<usize> = heads.iter().map(|&c| c as usize - 1).collect();
    board.as_ref().map_or(0, |b| b.judge(&places).1)
}

fn draw_ruler(rng: &mut Rng) -> (u64, Vec<u64>) {
    let n = rng.range(8, 12);
    let board = ruler_board(n);
    for _ in 0..100 {
        let count = rng.range(3, 4) as usize;
        let mut heads = pick(rng, (1..=n).collect(), count);
        nimlab_solver::sorting::sort(&mut heads);
        if ruler_sum(&board, &heads) != 0 {
            return (n, heads);
        }
    }
    (12, vec![3, 5, 8])
}

/// The heads after turning coins `t..=x`.
fn turned(heads: &[u64], t: u64, x: u64) -> Vec<u64> {
    let mut after: Vec<u64> = heads
        .iter()
        .copied()
        .filter(|c| !(t..=x).contains(c))
        .collect();
    after.extend((t..=x).filter(|c| !heads.contains(c)));
    nimlab_solver::sorting::sort(&mut after);
    after
}

fn ruler_label(t: u64, x: u64) -> Localized {
    if t == x {
        Localized::new(format!("lật riêng xu {x}"), format!("turn coin {x} alone"))
    } else {
        Localized::new(
            format!("lật các xu từ {t} tới {x}"),
            format!("turn coins {t} to {x}"),
        )
    }
}

/// The ruler game: which run of coins, ending at a head, brings the sum to 0.
fn ruler_move(rng: &mut Rng) -> Question {
    let (n, heads) = draw_ruler(rng);
    let board = ruler_board(n);
    let mut wins = Vec::new();
    let mut loses = Vec::new();
    for &x in &heads {
        for t in 1..=x {
            if ruler_sum(&board, &turned(&heads, t, x)) == 0 {
                wins.push((t, x));
            } else {
                loses.push((t, x));
            }
        }
    }
    let (t, x) = pick(rng, wins, 1).first().copied().unwrap_or((1, 1));
    let wrong = pick(rng, loses, 3)
        .into_iter()
        .map(|(t, x)| ruler_label(t, x))
        .collect();
    let values = board.as_ref().map_or_else(Vec::new, CoinBoard::base_values);
    let worth = |coins: &[u64]| -> Vec<u64> {
        coins
            .iter()
            .map(|&c| values.get(c as usize - 1).copied().unwrap_or(0))
            .collect()
    };
    let after = turned(&heads, t, x);
    let (vi_after, en_after) = if after.is_empty() {
        (
            "không còn xu ngửa nào".to_string(),
            "no head is left".to_string(),
        )
    } else {
        let sum = xor_sum(&worth(&after));
        (
            format!("các xu ngửa còn lại là {} với tổng {sum}", join(&after)),
            format!("the heads left are {}, with sum {sum}", join(&after)),
        )
    };
    let list = join(&heads);
    let g = join(worth(&heads));
    let sum = xor_sum(&worth(&heads));
    Question {
        prompt: Localized::new(
            format!("Trò lật xu ruler: một hàng {n} đồng xu đánh số 1 tới {n}, mỗi nước chọn một xu ngửa x và lật các xu liền nhau t, t + 1, …, x (1 ≤ t ≤ x). Xu ngửa ở {list}. Nước nào thắng?"),
            format!("The ruler coin-turning game: a row of {n} coins numbered 1 to {n}; a move picks a head x and turns the consecutive coins t, t + 1, …, x (1 ≤ t ≤ x). Heads at {list}. Which move wins?"),
        ),
        form: shuffled(rng, ruler_label(t, x), wrong),
        reason: Localized::new(
            format!("Với ruler, g(x) là lũy thừa lớn nhất của 2 chia hết x: các xu {list} có g = {g}, tổng {sum}. Sau nước đó {vi_after}."),
            format!("In ruler, g(x) is the largest power of 2 dividing x: coins {list} have g = {g}, sum {sum}. After that move {en_after}."),
        ),
    }
}

fn draw_corners(rng: &mut Rng) -> Vec<(u64, u64)> {
    let lose = rng.range(0, 1) == 0;
    let cells: Vec<(u64, u64)> = (1..4).flat_map(|x| (1..4).map(move |y| (x, y))).collect();
    let mut heads = Vec::new();
    for _ in 0..100 {
        let count = rng.range(2, 3) as usize;
        heads = pick(rng, cells.clone(), count);
        nimlab_solver::sorting::sort(&mut heads);
        let sum = heads
            .iter()
            .fold(0, |s, &(x, y)| s ^ nim_product_recursive(x, y));
        if (sum == 0) == lose {
            break;
        }
    }
    heads
}

/// Turning Corners on a 4 × 4 board: a head at `(x, y)` is worth `x ⊗ y` (Tartan's theorem).
fn corners(rng: &mut Rng) -> Question {
    let heads = draw_corners(rng);
    let values: Vec<u64> = heads
        .iter()
        .map(|&(x, y)| nim_product_recursive(x, y))
        .collect();
    let x = values.iter().fold(0, |s, &v| s ^ v);
    let outcome = if x == 0 { Outcome::Lose } else { Outcome::Win };
    let cells = heads
        .iter()
        .map(|(x, y)| format!("({x}, {y})"))
        .collect::<Vec<_>>()
        .join(", ");
    let products = heads
        .iter()
        .zip(&values)
        .map(|((x, y), v)| format!("g({x}, {y}) = {x} ⊗ {y} = {v}"))
        .collect::<Vec<_>>()
        .join(", ");
    let (vi, en) = if x == 0 {
        (", nên là L", ", so it is L")
    } else {
        (" ≠ 0, nên là W", " ≠ 0, so it is W")
    };
    let sum = xor_sum(&values);
    Question {
        prompt: Localized::new(
            format!("Lật bốn góc trên bàn 4 × 4, các ô (x, y) với x, y = 0, 1, 2, 3: mỗi nước chọn một xu ngửa (x, y) và hai số a < x, b < y, rồi lật bốn xu (a, b), (a, y), (x, b), (x, y). Xu ngửa ở {cells}. Người đến lượt thắng (W) hay thua (L)?"),
            format!("Turning Corners on a 4 × 4 board, cells (x, y) with x, y = 0, 1, 2, 3: a move picks a head (x, y) and two numbers a < x, b < y, then turns the four coins (a, b), (a, y), (x, b), (x, y). Heads at {cells}. Does the player to move win (W) or lose (L)?"),
        ),
        form: Form::Outcome(outcome),
        reason: Localized::new(
            format!("Theo định lý Tartan, {products}. Tổng {sum}{vi}."),
            format!("By Tartan's theorem, {products}. The sum {sum}{en}."),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::test_forms::{choices, number};

    fn mex(values: &[u64]) -> u64 {
        (0..).find(|v| !values.contains(v)).unwrap()
    }

    /// Kayles by its rule: knock 1 pin or 2 adjacent pins out of a row of `n`.
    fn kayles(n: usize) -> Vec<u64> {
        let mut g = vec![0u64; n + 1];
        for len in 1..=n {
            let mut reached = Vec::new();
            for take in 1..=2usize.min(len) {
                for left in 0..=len - take {
                    reached.push(g[left] ^ g[len - take - left]);
                }
            }
            g[len] = mex(&reached);
        }
        g
    }

    /// The nim-product by its mex definition, for `a, b < 16`.
    fn products() -> Vec<Vec<u64>> {
        let mut p = vec![vec![0u64; 16]; 16];
        for a in 0..16 {
            for b in 0..16 {
                let mut reached = Vec::new();
                for x in 0..a {
                    for y in 0..b {
                        reached.push(p[x][b] ^ p[a][y] ^ p[x][y]);
                    }
                }
                p[a][b] = mex(&reached);
            }
        }
        p
    }

    /// The Grundy number of a coin-turning position (a bit mask of heads) by searching the
    /// game: `moves(s)` lists the sets turned together with head `s`.
    fn grundy(mask: u32, moves: &dyn Fn(usize) -> Vec<u32>, memo: &mut Vec<Option<u64>>) -> u64 {
        if let Some(g) = memo[mask as usize] {
            return g;
        }
        let mut reached = Vec::new();
        for s in 0..32 {
            if mask >> s & 1 == 1 {
                for turn in moves(s) {
                    reached.push(grundy(mask ^ turn, moves, memo));
                }
            }
        }
        let g = mex(&reached);
        memo[mask as usize] = Some(g);
        g
    }

    /// The searches recurse as deep as the longest game: a thread with room for that.
    #[test]
    fn answers_agree_with_brute_force() {
        std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn(check_every_seed)
            .unwrap()
            .join()
            .unwrap();
    }

    fn check_every_seed() {
        let table = products();
        let corner_moves = |s: usize| {
            // Cell (x, y) is bit 4x + y.
            let (x, y) = (s / 4, s % 4);
            let mut out = Vec::new();
            for a in 0..x {
                for b in 0..y {
                    out.push(
                        (1u32 << (4 * a + b)) | (1 << (4 * a + y)) | (1 << (4 * x + b)) | (1 << s),
                    );
                }
            }
            out
        };
        let mut corner_memo = vec![None; 1 << 16];
        for seed in 1..=300 {
            let n = draw_kayles(&mut Rng::new(seed));
            assert_eq!(number(&kayles_next(&mut Rng::new(seed))), kayles(n)[n]);

            let (a, b) = draw_product(&mut Rng::new(seed));
            assert_eq!(
                number(&nim_product(&mut Rng::new(seed))),
                table[a as usize][b as usize]
            );

            let (parents, heads) = draw_tree(&mut Rng::new(seed));
            let ancestors = |v: usize| {
                let mut out = Vec::new();
                let mut at = v;
                while at > 0 {
                    at = parents[at - 1] as usize;
                    out.push(at);
                }
                out
            };
            let tree_moves = |s: usize| {
                let up = ancestors(s);
                (0u32..1 << up.len())
                    .map(|pick| {
                        up.iter()
                            .enumerate()
                            .filter(|(i, _)| pick >> i & 1 == 1)
                            .fold(1u32 << s, |m, (_, &a)| m | 1 << a)
                    })
                    .collect()
            };
            let mask = heads.iter().fold(0u32, |m, &h| m | 1 << h);
            let mut memo = vec![None; 1 << (parents.len() + 1)];
            assert_eq!(
                number(&tree_coins(&mut Rng::new(seed))),
                grundy(mask, &tree_moves, &mut memo)
            );

            // Ruler: coin c is bit c − 1; every choice is a move, right exactly when it wins.
            let (n, heads) = draw_ruler(&mut Rng::new(seed));
            let ruler_moves = |s: usize| {
                (0..=s)
                    .map(|t| ((1u32 << (s + 1)) - 1) ^ ((1 << t) - 1))
                    .collect()
            };
            let mut memo = vec![None; 1 << n];
            let mask = heads.iter().fold(0u32, |m, &c| m | 1 << (c - 1));
            assert_ne!(grundy(mask, &ruler_moves, &mut memo), 0);
            let q = ruler_move(&mut Rng::new(seed));
            for choice in choices(&q) {
                let (t, x) = heads
                    .iter()
                    .flat_map(|&x| (1..=x).map(move |t| (t, x)))
                    .find(|&(t, x)| ruler_label(t, x).en == choice.label.en)
                    .expect("a move");
                let run = ((1u32 << x) - 1) ^ ((1 << (t - 1)) - 1);
                assert_eq!(
                    grundy(mask ^ run, &ruler_moves, &mut memo) == 0,
                    choice.right,
                    "{heads:?}: {}",
                    choice.label.en
                );
            }

            let heads = draw_corners(&mut Rng::new(seed));
            let mask = heads.iter().fold(0u32, |m, &(x, y)| m | 1 << (4 * x + y));
            let g = grundy(mask, &corner_moves, &mut corner_memo);
            let truth = if g == 0 { Outcome::Lose } else { Outcome::Win };
            assert_eq!(
                corners(&mut Rng::new(seed)).form,
                Form::Outcome(truth),
                "{heads:?}"
            );
        }
    }

    #[test]
    fn both_outcomes_come_up() {
        let forms: Vec<Form> = (1..=100)
            .map(|seed| corners(&mut Rng::new(seed)).form)
            .collect();
        assert!(forms.contains(&Form::Outcome(Outcome::Win)));
        assert!(forms.contains(&Form::Outcome(Outcome::Lose)));
    }
}
