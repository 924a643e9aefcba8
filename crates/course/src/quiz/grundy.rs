//! Lesson 3 (grundy): the mex of a set; the Grundy number of a pile in a subtraction game, as
//! the mex of the Grundy numbers it reaches; a sum of games is won exactly when the XOR of its
//! components' Grundy numbers is not 0 (Sprague–Grundy), which also finds the winning move;
//! Bachet's game has `g(n) = n mod (k + 1)`; Grundy tables repeat with a period.

use super::{pick, set, shuffled, Form, Question};
use nimlab_solver::lang::Lang;
use nimlab_solver::mex::{join, Mex};
use nimlab_solver::outcome::Outcome;
use nimlab_solver::random::Rng;
use nimlab_solver::subtraction::{MoveSet, SubtractionGame, Table};
use nimlab_solver::Localized;

pub const MAKERS: &[super::Maker] = &[mex_of_set, pile_grundy, sum_outcome, bachet_sum, period];

fn grundy_at(table: &Table, n: usize) -> u32 {
    table.grundy.get(n).copied().unwrap_or(0)
}

fn draw_mex(rng: &mut Rng) -> Vec<u32> {
    let m = rng.range(3, 6);
    (0..m).map(|_| rng.range(0, m + 1) as u32).collect()
}

/// The mex of a small set, written with its repeats as drawn.
fn mex_of_set(rng: &mut Rng) -> Question {
    let values = draw_mex(rng);
    let mex = Mex::of(values.iter().copied());
    let g = mex.value();
    let shown = format!("{{{}}}", join(&values));
    Question {
        prompt: Localized::new(
            format!("mex {shown} bằng bao nhiêu?"),
            format!("What is mex {shown}?"),
        ),
        form: Form::Number {
            answer: u64::from(g),
            max: 10,
        },
        reason: Localized::new(
            format!("mex {shown} = {g}: {}", mex.reason(Lang::Vi)),
            format!("mex {shown} = {g}: {}", mex.reason(Lang::En)),
        ),
    }
}

fn draw_pile(rng: &mut Rng) -> (MoveSet, usize) {
    let count = rng.range(2, 3) as usize;
    (rng.move_set(count, 5), rng.range(6, 12) as usize)
}

/// `g(n)` in a subtraction game: the mex of the Grundy numbers `n` reaches.
fn pile_grundy(rng: &mut Rng) -> Question {
    let (moves, n) = draw_pile(rng);
    let game = SubtractionGame::new(moves.clone());
    let table = game.table(n);
    let g = grundy_at(&table, n);
    let targets: Vec<usize> = moves.targets(n).collect();
    let reached = Mex::of(targets.iter().map(|&t| grundy_at(&table, t)));
    let before = join(table.grundy.iter().take(n));
    let s = set(&moves);
    Question {
        prompt: Localized::new(
            format!("Trò bốc sỏi với tập nước đi S = {s}: mỗi lượt bốc s viên với s ∈ S. Số Grundy g({n}) của đống {n} viên bằng bao nhiêu?"),
            format!("The subtraction game with move set S = {s}: each turn takes s stones with s ∈ S. What is the Grundy number g({n}) of a pile of {n}?"),
        ),
        form: Form::Number {
            answer: u64::from(g),
            max: 10,
        },
        reason: Localized::new(
            format!("Điền bảng từ 0: g(0), …, g({}) = {before}. Từ {n} đi được tới các đống {}, có số Grundy {}, nên g({n}) = mex {} = {g}.", n - 1, join(&targets), reached.set(), reached.set()),
            format!("Filling the table from 0: g(0), …, g({}) = {before}. From {n} the moves reach {}, with Grundy numbers {}, so g({n}) = mex {} = {g}.", n - 1, join(&targets), reached.set(), reached.set()),
        ),
    }
}

fn draw_sum(rng: &mut Rng) -> (MoveSet, Vec<usize>) {
    let count = rng.range(2, 3) as usize;
    let moves = rng.move_set(count, 4);
    let table = SubtractionGame::new(moves.clone()).table(12);
    let lose = rng.range(0, 1) == 0;
    let mut piles = Vec::new();
    for _ in 0..50 {
        piles = (0..2).map(|_| rng.range(3, 12) as usize).collect();
        let x = piles.iter().fold(0, |x, &p| x ^ grundy_at(&table, p));
        if (x == 0) == lose {
            break;
        }
    }
    (moves, piles)
}

/// Two piles of one subtraction game: the XOR of their Grundy numbers decides.
fn sum_outcome(rng: &mut Rng) -> Question {
    let (moves, piles) = draw_sum(rng);
    let largest = piles.iter().copied().max().unwrap_or(0);
    let table = SubtractionGame::new(moves.clone()).table(largest);
    let values: Vec<u32> = piles.iter().map(|&p| grundy_at(&table, p)).collect();
    let x = values.iter().fold(0, |x, &g| x ^ g);
    let outcome = Outcome::of_grundy(x);
    let (end, letter) = if x == 0 {
        (String::new(), 'L')
    } else {
        (format!(" = {x} ≠ 0"), 'W')
    };
    let gs = piles
        .iter()
        .zip(&values)
        .map(|(p, g)| format!("g({p}) = {g}"))
        .collect::<Vec<_>>()
        .join(", ");
    let mut xor = values
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(" ⊕ ");
    if x == 0 {
        xor.push_str(" = 0");
    }
    let s = set(&moves);
    let (first, second) = (
        piles.first().copied().unwrap_or(0),
        piles.get(1).copied().unwrap_or(0),
    );
    Question {
        prompt: Localized::new(
            format!("Tập nước đi S = {s}, hai đống có {first} và {second} viên. Mỗi lượt chọn một đống và bốc s ∈ S viên ở đống đó; ai không đi được thì thua. Người đến lượt thắng (W) hay thua (L)?"),
            format!("Move set S = {s}, two piles of {first} and {second} stones. Each turn picks a pile and takes s ∈ S stones from it; whoever cannot move loses. Does the player to move win (W) or lose (L)?"),
        ),
        form: Form::Outcome(outcome),
        reason: Localized::new(
            format!("Bảng Grundy cho {gs}. Theo định lý Sprague–Grundy, tổng là {xor}{end}, nên là {letter}."),
            format!("The Grundy table gives {gs}. By the Sprague–Grundy theorem the sum is {xor}{end}, so it is {letter}."),
        ),
    }
}

/// Two Bachet piles: `(size, k)` each.
fn draw_bachet(rng: &mut Rng) -> [(usize, u64); 2] {
    (0..100)
        .map(|_| {
            let k1 = rng.range(2, 4);
            let k2 = rng.range(2, 4);
            [
                (rng.range(5, 20) as usize, k1),
                (rng.range(5, 20) as usize, k2),
            ]
        })
        .find(|piles| piles.iter().fold(0, |x, &(n, k)| x ^ (n as u64 % (k + 1))) != 0)
        .unwrap_or([(10, 3), (7, 2)])
}

fn pile_name(i: usize) -> &'static str {
    if i == 0 {
        "A"
    } else {
        "B"
    }
}

fn bachet_label(pile: usize, take: u64) -> Localized {
    let name = pile_name(pile);
    Localized::new(
        format!("bốc {take} viên ở đống {name}"),
        format!("take {take} from pile {name}"),
    )
}

/// A sum of two Bachet piles: which move brings the XOR of `n mod (k + 1)` to 0.
fn bachet_sum(rng: &mut Rng) -> Question {
    let piles = draw_bachet(rng);
    let tables: Vec<Table> = piles
        .iter()
        .map(|&(n, k)| SubtractionGame::new(MoveSet::bachet(k)).table(n))
        .collect();
    let value = |i: usize, n: usize| tables.get(i).map_or(0, |t| grundy_at(t, n));
    let values: Vec<u32> = piles
        .iter()
        .enumerate()
        .map(|(i, &(n, _))| value(i, n))
        .collect();
    let x = values.iter().fold(0, |x, &g| x ^ g);
    let mut wins = Vec::new();
    let mut loses = Vec::new();
    for (i, &(n, k)) in piles.iter().enumerate() {
        for take in 1..=k.min(n as u64) {
            let after = value(i, n - take as usize);
            let other = values.get(1 - i).copied().unwrap_or(0);
            if after ^ other == 0 {
                wins.push((i, take));
            } else {
                loses.push((i, take));
            }
        }
    }
    let (pile, take) = pick(rng, wins, 1).first().copied().unwrap_or((0, 1));
    let wrong = pick(rng, loses, 3)
        .into_iter()
        .map(|(i, t)| bachet_label(i, t))
        .collect();
    let [(n1, k1), (n2, k2)] = piles;
    let [g1, g2] = [values.first(), values.get(1)].map(|g| g.copied().unwrap_or(0));
    let (n, _) = piles.get(pile).copied().unwrap_or((0, 1));
    let left = n - (take as usize).min(n);
    let g_left = value(pile, left);
    let name = pile_name(pile);
    Question {
        prompt: Localized::new(
            format!("Đống A có {n1} viên, mỗi lượt ở đó được bốc từ 1 đến {k1} viên; đống B có {n2} viên, bốc từ 1 đến {k2} viên. Mỗi lượt chọn một đống và đi ở đống đó; ai không đi được thì thua. Nước nào thắng?"),
            format!("Pile A holds {n1} stones and a move there takes 1 to {k1}; pile B holds {n2} stones, taking 1 to {k2}. Each turn picks a pile and moves in it; whoever cannot move loses. Which move wins?"),
        ),
        form: shuffled(rng, bachet_label(pile, take), wrong),
        reason: Localized::new(
            format!("Trong trò Bachet g(n) = n mod (k + 1): g(A) = {n1} mod {} = {g1}, g(B) = {n2} mod {} = {g2}, tổng {g1} ⊕ {g2} = {x}. Bốc {take} viên ở đống {name} còn {left} viên, có số Grundy {g_left}, và tổng về 0.", k1 + 1, k2 + 1),
            format!("In Bachet's game g(n) = n mod (k + 1): g(A) = {n1} mod {} = {g1}, g(B) = {n2} mod {} = {g2}, sum {g1} ⊕ {g2} = {x}. Taking {take} from pile {name} leaves {left} stones, of Grundy number {g_left}, and the sum becomes 0.", k1 + 1, k2 + 1),
        ),
    }
}

fn draw_period(rng: &mut Rng) -> MoveSet {
    rng.move_set(2, 5)
}

/// The smallest period of a subtraction game's Grundy numbers, proven by two equal windows.
fn period(rng: &mut Rng) -> Question {
    let moves = draw_period(rng);
    let game = SubtractionGame::new(moves.clone());
    let table = game.table(60);
    let found = game.grundy_period(&table);
    let (start, p) = found.map_or((0, 1), |f| (f.start, f.length));
    let w = game.window();
    let shown = join(table.grundy.iter().take(start + p + w));
    let window = join(table.grundy.iter().skip(start).take(w));
    let s = set(&moves);
    Question {
        prompt: Localized::new(
            format!("Tập nước đi S = {s}. Bảng số Grundy g(0), g(1), g(2), … lặp lại từ một lúc nào đó: g(x + p) = g(x). Chu kỳ p nhỏ nhất bằng bao nhiêu?"),
            format!("Move set S = {s}. The table of Grundy numbers g(0), g(1), g(2), … repeats from some point on: g(x + p) = g(x). What is the smallest period p?"),
        ),
        form: Form::Number {
            answer: p as u64,
            max: 30,
        },
        reason: Localized::new(
            format!("Bảng bắt đầu bằng {shown}. Mỗi ô chỉ phụ thuộc {w} ô ngay trước nó, và cửa sổ {window} ở các ô {start}–{} lặp lại ở các ô {}–{}, nên chu kỳ là {p}.", start + w - 1, start + p, start + p + w - 1),
            format!("The table starts {shown}. Each cell depends only on the {w} cells before it, and the window {window} at cells {start}–{} comes back at cells {}–{}, so the period is {p}.", start + w - 1, start + p, start + p + w - 1),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::test_forms::{choices, number};
    use std::collections::HashMap;

    /// Grundy numbers of a subtraction game straight from the definition.
    fn brute(moves: &[u64], n: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::new();
        for x in 0..=n {
            let reached: Vec<u32> = moves
                .iter()
                .filter(|&&s| s as usize <= x)
                .map(|&s| g[x - s as usize])
                .collect();
            g.push((0..).find(|v| !reached.contains(v)).unwrap());
        }
        g
    }

    /// Whether the first player wins a sum of piles (size, moves), by searching the game itself.
    fn sum_wins(piles: &[(usize, Vec<u64>)]) -> bool {
        fn search(
            sizes: &mut Vec<usize>,
            moves: &[Vec<u64>],
            memo: &mut HashMap<Vec<usize>, bool>,
        ) -> bool {
            if let Some(&known) = memo.get(sizes) {
                return known;
            }
            let mut wins = false;
            for i in 0..sizes.len() {
                for &s in &moves[i] {
                    if !wins && s as usize <= sizes[i] {
                        sizes[i] -= s as usize;
                        wins = !search(sizes, moves, memo);
                        sizes[i] += s as usize;
                    }
                }
            }
            memo.insert(sizes.clone(), wins);
            wins
        }
        let mut sizes: Vec<usize> = piles.iter().map(|p| p.0).collect();
        let moves: Vec<Vec<u64>> = piles.iter().map(|p| p.1.clone()).collect();
        search(&mut sizes, &moves, &mut HashMap::new())
    }

    #[test]
    fn answers_agree_with_brute_force() {
        for seed in 1..=300 {
            let values = draw_mex(&mut Rng::new(seed));
            let q = mex_of_set(&mut Rng::new(seed));
            let mex = (0..).find(|v| !values.contains(v)).unwrap();
            assert_eq!(number(&q), u64::from(mex), "{values:?}");

            let (moves, n) = draw_pile(&mut Rng::new(seed));
            let q = pile_grundy(&mut Rng::new(seed));
            assert_eq!(number(&q), u64::from(brute(moves.values(), n)[n]));

            let (moves, piles) = draw_sum(&mut Rng::new(seed));
            let q = sum_outcome(&mut Rng::new(seed));
            let game: Vec<(usize, Vec<u64>)> = piles
                .iter()
                .map(|&p| (p, moves.values().to_vec()))
                .collect();
            let truth = if sum_wins(&game) {
                Outcome::Win
            } else {
                Outcome::Lose
            };
            assert_eq!(q.form, Form::Outcome(truth), "{piles:?} {moves:?}");

            // Each choice is a move of the game; exactly the winning ones are right.
            let piles = draw_bachet(&mut Rng::new(seed));
            let q = bachet_sum(&mut Rng::new(seed));
            let game: Vec<(usize, Vec<u64>)> =
                piles.iter().map(|&(n, k)| (n, (1..=k).collect())).collect();
            assert!(sum_wins(&game));
            for choice in choices(&q) {
                let (i, t) = (0..2)
                    .flat_map(|i| (1..=piles[i].1).map(move |t| (i, t)))
                    .find(|&(i, t)| bachet_label(i, t).en == choice.label.en)
                    .expect("a move");
                let mut next = game.clone();
                next[i].0 -= t as usize;
                assert_eq!(
                    !sum_wins(&next),
                    choice.right,
                    "{piles:?}: {}",
                    choice.label.en
                );
            }

            // The smallest p with g(x + p) = g(x) for every x past some point (within 400).
            let moves = draw_period(&mut Rng::new(seed));
            let q = period(&mut Rng::new(seed));
            let g = brute(moves.values(), 400);
            let p = (1..100)
                .find(|&p| (100..300).all(|x| g[x] == g[x + p]))
                .unwrap();
            assert_eq!(number(&q), p as u64, "{moves:?}");
        }
    }

    #[test]
    fn both_outcomes_come_up() {
        let forms: Vec<Form> = (1..=100)
            .map(|seed| sum_outcome(&mut Rng::new(seed)).form)
            .collect();
        assert!(forms.contains(&Form::Outcome(Outcome::Win)));
        assert!(forms.contains(&Form::Outcome(Outcome::Lose)));
    }
}
