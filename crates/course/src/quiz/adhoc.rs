//! Lesson 8 (adhoc): games whose number of turns is fixed (cutting logs, deleting pairs of equal
//! letters), so only its parity matters; the symmetry strategy (placing discs: take the centre,
//! then mirror); the pairing strategy (Bachet: answer `x` with `k + 1 − x`); brute force first,
//! then the pattern (steps of 1, 2 or `k`).

use super::{shuffled, Form, Question};
use nimlab_solver::adhoc::discs::{Spot, Table, TENTHS};
use nimlab_solver::adhoc::{Board, Logs, OneTwoK};
use nimlab_solver::input::RawInt;
use nimlab_solver::mex::join;
use nimlab_solver::outcome::Outcome;
use nimlab_solver::random::Rng;
use nimlab_solver::subtraction::{MoveSet, SubtractionGame};
use nimlab_solver::Localized;

pub const MAKERS: &[super::Maker] = &[log_cuts, letters, discs, pairing, one_two_k];

/// Who makes the last move of a game of `turns` turns.
fn parity_words(turns: u64) -> (&'static str, &'static str) {
    if turns % 2 == 1 {
        (
            "số lẻ, nên người đi trước đi nước cuối cùng và thắng",
            "an odd number, so the first player makes the last move and wins",
        )
    } else {
        (
            "số chẵn, nên người đi sau đi nước cuối cùng và thắng",
            "an even number, so the second player makes the last move and wins",
        )
    }
}

fn draw_logs(rng: &mut Rng) -> Vec<u64> {
    let n = rng.range(3, 5);
    (0..n).map(|_| rng.range(1, 9)).collect()
}

/// Cutting logs: every game lasts `Σ (a − 1)` turns.
fn log_cuts(rng: &mut Rng) -> Question {
    let lengths = draw_logs(rng);
    let raw: Vec<RawInt> = lengths
        .iter()
        .map(|&a| RawInt::Value(i128::from(a)))
        .collect();
    let cuts = Logs::from_raw(&raw).map_or(0, |logs| logs.total_cuts() as u64);
    let total: u64 = lengths.iter().sum();
    let n = lengths.len();
    let (vi, en) = parity_words(cuts);
    let list = join(&lengths);
    Question {
        prompt: Localized::new(
            format!("Có các khúc gỗ dài {list}. Mỗi lượt chặt một khúc dài ít nhất 2 thành hai khúc có độ dài nguyên dương; ai không chặt được nữa thì thua. Dù hai người chơi thế nào, ván đấu kéo dài đúng bao nhiêu lượt?"),
            format!("Logs of lengths {list}. Each turn cuts one log of length at least 2 into two logs of positive integer lengths; whoever cannot cut loses. However both play, how many turns does the game last?"),
        ),
        form: Form::Number {
            answer: cuts,
            max: 100,
        },
        reason: Localized::new(
            format!("Mỗi nhát chặt tăng số khúc gỗ đúng 1, và ván dừng khi mọi khúc dài 1, tức là có {total} khúc: từ {n} khúc, đúng {total} − {n} = {cuts} lượt, {vi}."),
            format!("Each cut adds exactly one log, and play stops when every log has length 1, that is with {total} logs: from {n} logs, exactly {total} − {n} = {cuts} turns, {en}."),
        ),
    }
}

fn draw_letters(rng: &mut Rng) -> String {
    let len = rng.range(6, 10);
    (0..len)
        .map(|_| if rng.range(0, 1) == 0 { 'a' } else { 'b' })
        .collect()
}

/// What is left once every pair of equal neighbours is deleted (in any order: always this).
fn reduced(word: &str) -> String {
    let mut stack: Vec<char> = Vec::new();
    for c in word.chars() {
        if stack.last() == Some(&c) {
            stack.pop();
        } else {
            stack.push(c);
        }
    }
    stack.into_iter().collect()
}

/// Deleting pairs of equal neighbours: the final word is unique, so the number of turns is.
fn letters(rng: &mut Rng) -> Question {
    let word = draw_letters(rng);
    let rest = reduced(&word);
    let turns = ((word.len() - rest.len()) / 2) as u64;
    let outcome = if turns % 2 == 1 {
        Outcome::Win
    } else {
        Outcome::Lose
    };
    let (vi, en) = parity_words(turns);
    let (vi_rest, en_rest) = if rest.is_empty() {
        ("xâu rỗng".to_string(), "the empty word".to_string())
    } else {
        (rest.clone(), rest.clone())
    };
    Question {
        prompt: Localized::new(
            format!("Xâu {word}. Mỗi lượt xóa hai ký tự kề nhau giống nhau (phần còn lại nối liền); ai không xóa được thì thua. Người đi trước thắng (W) hay thua (L)?"),
            format!("The word {word}. Each turn deletes two equal adjacent letters (what is left closes up); whoever cannot delete loses. Does the first player win (W) or lose (L)?"),
        ),
        form: Form::Outcome(outcome),
        reason: Localized::new(
            format!("Xóa theo thứ tự nào thì cuối cùng cũng còn {vi_rest} (như rút gọn các cặp ngoặc), nên mọi ván có đúng ({} − {})/2 = {turns} lượt, {vi}.", word.len(), rest.len()),
            format!("Whatever the order, what is left at the end is {en_rest} (like reducing pairs of brackets), so every game lasts exactly ({} − {})/2 = {turns} turns, {en}.", word.len(), rest.len()),
        ),
    }
}

/// A table `a × b` (even sides) and the centre of the opponent's disc, in whole units.
fn draw_discs(rng: &mut Rng) -> (u64, u64, (u64, u64)) {
    let a = 2 * rng.range(3, 6);
    let b = 2 * rng.range(3, 6);
    let table = Table::new(Board {
        width: a,
        height: b,
        radius: 1,
    });
    let spot = (0..100)
        .map(|_| (rng.range(1, a - 1), rng.range(1, b - 1)))
        .find(|&(x, y)| {
            2 * x != a
                && 2 * y != b
                && table.is_some_and(|t| t.check(&[t.centre()], tenths(x, y)).is_ok())
        })
        .unwrap_or((1, 1));
    (a, b, spot)
}

fn tenths(x: u64, y: u64) -> Spot {
    Spot {
        x: x as i64 * TENTHS,
        y: y as i64 * TENTHS,
    }
}

fn point(x: u64, y: u64) -> Localized {
    Localized::new(format!("({x}, {y})"), format!("({x}, {y})"))
}

/// The symmetry strategy: answer a disc with its mirror image through the centre.
fn discs(rng: &mut Rng) -> Question {
    let (a, b, (x, y)) = draw_discs(rng);
    let mirror = Table::new(Board {
        width: a,
        height: b,
        radius: 1,
    })
    .map_or((0, 0), |t| {
        let m = t.mirror(tenths(x, y));
        ((m.x / TENTHS) as u64, (m.y / TENTHS) as u64)
    });
    let mut wrong: Vec<(u64, u64)> = Vec::new();
    for p in [(a - x, y), (x, b - y), (y, x)] {
        let on_table = (1..a).contains(&p.0) && (1..b).contains(&p.1);
        if on_table && p != mirror && p != (x, y) && !wrong.contains(&p) {
            wrong.push(p);
        }
    }
    let wrong = wrong.into_iter().map(|(p, q)| point(p, q)).collect();
    let (cx, cy) = (a / 2, b / 2);
    let (mx, my) = mirror;
    Question {
        prompt: Localized::new(
            format!("Bàn hình chữ nhật {a} × {b}, tọa độ tính từ góc dưới bên trái. Hai người lần lượt đặt một đĩa bán kính 1 nằm trọn trên bàn, không chồng lên đĩa đã đặt; ai không đặt được thì thua. Bạn đi trước và đã đặt đĩa đầu tiên đúng tâm bàn ({cx}, {cy}); đối thủ vừa đặt một đĩa có tâm ({x}, {y}). Theo chiến lược đối xứng, bạn đặt đĩa tiếp theo có tâm ở đâu?"),
            format!("A rectangular table {a} × {b}, coordinates from the bottom-left corner. The players take turns placing a disc of radius 1 wholly on the table, overlapping no disc already placed; whoever cannot place one loses. You moved first and put the first disc on the centre ({cx}, {cy}); the opponent has just placed a disc centred at ({x}, {y}). With the symmetry strategy, where do you centre your next disc?"),
        ),
        form: shuffled(rng, point(mx, my), wrong),
        reason: Localized::new(
            format!("Điểm đối xứng với ({x}, {y}) qua tâm ({cx}, {cy}) là ({a} − {x}, {b} − {y}) = ({mx}, {my}). Sau mỗi nước như vậy cả bộ đĩa lại đối xứng qua tâm, nên chỗ đó luôn còn trống và bạn không bao giờ hết nước trước."),
            format!("The mirror image of ({x}, {y}) through the centre ({cx}, {cy}) is ({a} − {x}, {b} − {y}) = ({mx}, {my}). After each such move the discs are symmetric through the centre again, so that spot is always free and you never run out of moves first."),
        ),
    }
}

/// Bachet's `k`, the stones `n` (a multiple of `k + 1`) and the opponent's first take.
fn draw_pairing(rng: &mut Rng) -> (u64, u64, u64) {
    let k = rng.range(3, 6);
    let n = rng.range(3, 8) * (k + 1);
    (k, n, rng.range(1, k))
}

/// The pairing strategy in Bachet's game: answer `x` with `k + 1 − x`.
fn pairing(rng: &mut Rng) -> Question {
    let (k, n, x) = draw_pairing(rng);
    let left = (n - x) as usize;
    let table = SubtractionGame::new(MoveSet::bachet(k)).table(left);
    let reply = (1..=k)
        .find(|&t| {
            t as usize <= left && table.outcomes.get(left - t as usize) == Some(&Outcome::Lose)
        })
        .unwrap_or(0);
    let after = n - x - reply;
    Question {
        prompt: Localized::new(
            format!("Trò Bachet: mỗi lượt bốc từ 1 đến {k} viên, ai bốc viên cuối cùng thì thắng. Có {n} viên và đối thủ đi trước; họ vừa bốc {x} viên. Theo chiến lược ghép cặp, bạn bốc mấy viên?"),
            format!("Bachet's game: each turn takes 1 to {k} stones, whoever takes the last stone wins. There are {n} stones and the opponent moves first; they have just taken {x}. With the pairing strategy, how many do you take?"),
        ),
        form: Form::Number { answer: reply, max: k },
        reason: Localized::new(
            format!("Nước bốc {x} được ghép với nước bốc {} − {x} = {reply}: mỗi cặp lượt bớt đúng {} viên, nên còn {after} viên, vẫn chia hết cho {}, và viên cuối cùng về tay bạn.", k + 1, k + 1, k + 1),
            format!("Taking {x} is paired with taking {} − {x} = {reply}: each pair of turns removes exactly {} stones, leaving {after}, still a multiple of {}, so the last stone is yours.", k + 1, k + 1, k + 1),
        ),
    }
}

fn draw_one_two_k(rng: &mut Rng) -> (u64, u64) {
    let k = rng.range(3, 12);
    let start = rng.range(1_000, 99_000);
    let lose = rng.range(0, 1) == 0;
    let n = (start..start + k + 2)
        .find(|&n| OneTwoK::new(n, k).is_ok_and(|g| (g.outcome() == Outcome::Lose) == lose))
        .unwrap_or(start);
    (n, k)
}

/// Steps of 1, 2 or `k`: the pattern found by brute force, used for a large `n`.
fn one_two_k(rng: &mut Rng) -> Question {
    let (n, k) = draw_one_two_k(rng);
    let outcome = OneTwoK::new(n, k).map_or(Outcome::Lose, |g| g.outcome());
    let letter = outcome.letter();
    let (vi, en) = if k % 3 != 0 {
        (
            format!("{k} không chia hết cho 3, nên bước {k} không đổi gì so với chỉ có bước 1, 2: L đúng khi n chia hết cho 3. {n} mod 3 = {}, nên là {letter}.", n % 3),
            format!("{k} is not a multiple of 3, so the step of {k} changes nothing from steps 1 and 2 alone: L exactly when 3 divides n. {n} mod 3 = {}, so it is {letter}.", n % 3),
        )
    } else {
        let r = n % (k + 1);
        (
            format!("{k} chia hết cho 3, nên bảng có chu kỳ {}: với r = n mod {}, L đúng khi r chia hết cho 3 và r ≠ {k}. Ở đây r = {r}, nên là {letter}.", k + 1, k + 1),
            format!("{k} is a multiple of 3, so the table has period {}: with r = n mod {}, L exactly when 3 divides r and r ≠ {k}. Here r = {r}, so it is {letter}.", k + 1, k + 1),
        )
    };
    Question {
        prompt: Localized::new(
            format!("Quân cờ ở ô {n}; mỗi lượt lùi 1, 2 hoặc {k} ô, không được lùi quá ô 0; ai không đi được thì thua. Người đến lượt thắng (W) hay thua (L)?"),
            format!("A token stands on cell {n}; each turn moves it back 1, 2 or {k} cells, never past cell 0; whoever cannot move loses. Does the player to move win (W) or lose (L)?"),
        ),
        form: Form::Outcome(outcome),
        reason: Localized::new(vi, en),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::test_forms::choices;
    use std::collections::{BTreeSet, HashMap};

    /// Every possible length of a game of cutting logs, by playing all of them.
    fn game_lengths(logs: &[u64], memo: &mut HashMap<Vec<u64>, BTreeSet<u64>>) -> BTreeSet<u64> {
        let mut key = logs.to_vec();
        key.sort_unstable();
        if let Some(known) = memo.get(&key) {
            return known.clone();
        }
        let mut lengths = BTreeSet::new();
        for i in 0..key.len() {
            for cut in 1..key[i] {
                let mut next = key.clone();
                let whole = next.remove(i);
                next.extend([cut, whole - cut]);
                lengths.extend(game_lengths(&next, memo).into_iter().map(|l| l + 1));
            }
        }
        if lengths.is_empty() {
            lengths.insert(0);
        }
        memo.insert(key, lengths.clone());
        lengths
    }

    /// Deleting pairs of equal letters, by trying every deletion.
    fn letters_win(word: &str, memo: &mut HashMap<String, bool>) -> bool {
        if let Some(&w) = memo.get(word) {
            return w;
        }
        let b = word.as_bytes();
        let w = (0..b.len().saturating_sub(1)).any(|i| {
            b[i] == b[i + 1] && {
                let next: String = word
                    .chars()
                    .take(i)
                    .chain(word.chars().skip(i + 2))
                    .collect();
                !letters_win(&next, memo)
            }
        });
        memo.insert(word.to_string(), w);
        w
    }

    fn lose_table(moves: &[u64], n: u64) -> Vec<bool> {
        let mut lose = vec![true; n as usize + 1];
        for i in 0..=n as usize {
            lose[i] = !moves
                .iter()
                .any(|&s| s as usize <= i && lose[i - s as usize]);
        }
        lose
    }

    #[test]
    fn answers_agree_with_brute_force() {
        let mut log_memo = HashMap::new();
        let mut word_memo = HashMap::new();
        for seed in 1..=300 {
            let logs = draw_logs(&mut Rng::new(seed));
            let lengths = game_lengths(&logs, &mut log_memo);
            assert_eq!(lengths.len(), 1, "{logs:?}: every game as long");
            let q = log_cuts(&mut Rng::new(seed));
            assert_eq!(
                q.form,
                Form::Number {
                    answer: *lengths.first().unwrap(),
                    max: 100
                }
            );

            let word = draw_letters(&mut Rng::new(seed));
            let truth = if letters_win(&word, &mut word_memo) {
                Outcome::Win
            } else {
                Outcome::Lose
            };
            assert_eq!(
                letters(&mut Rng::new(seed)).form,
                Form::Outcome(truth),
                "{word}"
            );

            // The mirror spot is free (on the table, clear of the centre disc and the new one).
            let (a, b, (x, y)) = draw_discs(&mut Rng::new(seed));
            let (a, b, x, y) = (a as i64, b as i64, x as i64, y as i64);
            // Coordinates doubled: two discs of radius 1 overlap when their centres are closer than 2.
            let far = |p: (i64, i64), q: (i64, i64)| (p.0 - q.0).pow(2) + (p.1 - q.1).pow(2) >= 16;
            let centre2 = (a, b);
            assert!(
                far((2 * x, 2 * y), centre2),
                "({x}, {y}) overlaps the centre"
            );
            let mirror = (a - x, b - y);
            assert!((1..a).contains(&mirror.0) && (1..b).contains(&mirror.1));
            assert!(
                far((2 * mirror.0, 2 * mirror.1), centre2)
                    && far((2 * mirror.0, 2 * mirror.1), (2 * x, 2 * y))
            );
            let q = discs(&mut Rng::new(seed));
            for choice in choices(&q) {
                assert_eq!(
                    choice.label.en == format!("({}, {})", mirror.0, mirror.1),
                    choice.right
                );
            }

            // The reply leaves a losing position, by the game's own table.
            let (k, n, x) = draw_pairing(&mut Rng::new(seed));
            let lose = lose_table(&(1..=k).collect::<Vec<_>>(), n);
            assert!(lose[n as usize]);
            let replies: Vec<u64> = (1..=k).filter(|&t| lose[(n - x - t) as usize]).collect();
            let q = pairing(&mut Rng::new(seed));
            assert_eq!(
                q.form,
                Form::Number {
                    answer: replies[0],
                    max: k
                }
            );
            assert_eq!(replies, vec![k + 1 - x]);

            let (n, k) = draw_one_two_k(&mut Rng::new(seed));
            let lose = lose_table(&[1, 2, k], n);
            let truth = if lose[n as usize] {
                Outcome::Lose
            } else {
                Outcome::Win
            };
            assert_eq!(
                one_two_k(&mut Rng::new(seed)).form,
                Form::Outcome(truth),
                "n = {n}, k = {k}"
            );
        }
    }

    #[test]
    fn both_outcomes_come_up() {
        for maker in [letters as fn(&mut Rng) -> Question, one_two_k] {
            let forms: Vec<Form> = (1..=100)
                .map(|seed| maker(&mut Rng::new(seed)).form)
                .collect();
            assert!(forms.contains(&Form::Outcome(Outcome::Win)));
            assert!(forms.contains(&Form::Outcome(Outcome::Lose)));
        }
    }
}
