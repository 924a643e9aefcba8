//! Lesson 1 (win-lose): a position is L when every move leads to W, and W when some move leads
//! to L; the table of a subtraction game fills from 0 upward; Bachet's game (take 1 to k) is
//! lost exactly at the multiples of k + 1.

use super::{set, shuffled, Form, Question};
use nimlab_solver::mex::join;
use nimlab_solver::outcome::Outcome;
use nimlab_solver::random::Rng;
use nimlab_solver::subtraction::{MoveSet, SubtractionGame};
use nimlab_solver::Localized;

pub const MAKERS: &[super::Maker] = &[
    outcome_of_n,
    bachet_move,
    count_losing,
    winning_move,
    bachet_huge,
];

fn losing_positions(game: &SubtractionGame, n: usize) -> Vec<usize> {
    let table = game.table(n);
    (0..=n)
        .filter(|&i| table.outcomes.get(i) == Some(&Outcome::Lose))
        .collect()
}

/// W or L at `n` for a small random move set.
fn outcome_of_n(rng: &mut Rng) -> Question {
    let count = rng.range(2, 3) as usize;
    let moves = rng.move_set(count, 5);
    let n = rng.range(8, 18) as usize;
    let game = SubtractionGame::new(moves.clone());
    let table = game.table(n);
    let truth = table.outcomes.get(n).copied().unwrap_or(Outcome::Lose);
    let lost = join(losing_positions(&game, n));
    let s = set(&moves);
    let why = match truth {
        Outcome::Win => {
            let to = game
                .moves
                .targets(n)
                .find(|&t| table.outcomes.get(t) == Some(&Outcome::Lose))
                .unwrap_or(0);
            Localized::new(
                format!("Các ô L từ 0 đến {n}: {lost}. Từ {n} bỏ {} viên còn {to}, một ô L, nên {n} là W.", n - to),
                format!("The L cells from 0 to {n}: {lost}. From {n}, taking {} leaves {to}, an L cell, so {n} is W.", n - to),
            )
        }
        Outcome::Lose => Localized::new(
            format!("Các ô L từ 0 đến {n}: {lost}. Mọi nước đi từ {n} đều tới một ô W, nên {n} là L."),
            format!("The L cells from 0 to {n}: {lost}. Every move from {n} reaches a W cell, so {n} is L."),
        ),
    };
    Question {
        prompt: Localized::new(
            format!("Mỗi lượt được bốc s viên với s ∈ {s}; ai không đi được thì thua. Còn {n} viên: người đến lượt thắng (W) hay thua (L)?"),
            format!("Each turn takes s stones with s ∈ {s}; a player who cannot move loses. With {n} stones, does the player to move win (W) or lose (L)?"),
        ),
        form: Form::Outcome(truth),
        reason: why,
    }
}

/// Bachet's game: how many to take to win (0 when every move loses).
fn bachet_move(rng: &mut Rng) -> Question {
    let k = rng.range(2, 6);
    let n = rng.range(10, 60);
    let take = n % (k + 1);
    let why = if take == 0 {
        Localized::new(
            format!("{n} chia hết cho k + 1 = {}: đây là thế thua, bốc bao nhiêu cũng để lại một số không chia hết cho {}.", k + 1, k + 1),
            format!("{n} is a multiple of k + 1 = {}: a losing position, and every move leaves a number that is not a multiple of {}.", k + 1, k + 1),
        )
    } else {
        Localized::new(
            format!("{n} mod {} = {take}: bốc {take} viên để lại {}, một bội của {}, thế thua cho đối thủ.", k + 1, n - take, k + 1),
            format!("{n} mod {} = {take}: take {take} to leave {}, a multiple of {}, which loses for the opponent.", k + 1, n - take, k + 1),
        )
    };
    Question {
        prompt: Localized::new(
            format!("Trò Bachet: mỗi lượt bốc từ 1 đến {k} viên, ai bốc viên cuối thắng. Còn {n} viên, đến lượt bạn. Bạn nên bốc mấy viên để chắc thắng? Gõ 0 nếu không có nước thắng."),
            format!("Bachet's game: each turn takes 1 to {k} stones, whoever takes the last one wins. There are {n} stones and it is your turn. How many should you take to be sure to win? Type 0 if no move wins."),
        ),
        form: Form::Number { answer: take, max: k },
        reason: why,
    }
}

/// How many L positions in `0..=n`.
fn count_losing(rng: &mut Rng) -> Question {
    let moves = rng.move_set(2, 4);
    let n = rng.range(10, 16) as usize;
    let game = SubtractionGame::new(moves.clone());
    let lost = losing_positions(&game, n);
    let s = set(&moves);
    Question {
        prompt: Localized::new(
            format!("Trò bốc sỏi với tập nước đi {s}. Trong các ô 0, 1, …, {n} của bảng thắng/thua, có bao nhiêu ô L?"),
            format!("The subtraction game with move set {s}. Among the cells 0, 1, …, {n} of the win/lose table, how many are L?"),
        ),
        form: Form::Number { answer: lost.len() as u64, max: n as u64 + 1 },
        reason: Localized::new(
            format!("Điền bảng từ 0 lên: các ô L là {}, tất cả {} ô.", join(&lost), lost.len()),
            format!("Filling the table from 0 upward, the L cells are {}: {} of them.", join(&lost), lost.len()),
        ),
    }
}

/// The one winning move from a W position with exactly one.
fn winning_move(rng: &mut Rng) -> Question {
    // A move set and a position with exactly one winning move (found in a few tries; the
    // fallback, {1, 2} at 4, has one: take 1).
    let (moves, n, table) = (0..200)
        .map(|_| {
            let moves = rng.move_set(3, 6);
            let n = rng.range(7, 20) as usize;
            let table = SubtractionGame::new(moves.clone()).table(n);
            (moves, n, table)
        })
        .find(|(moves, n, table)| {
            moves
                .targets(*n)
                .filter(|&t| table.outcomes.get(t) == Some(&Outcome::Lose))
                .count()
                == 1
        })
        .unwrap_or_else(|| {
            let moves = MoveSet::bachet(2);
            let table = SubtractionGame::new(moves.clone()).table(4);
            (moves, 4, table)
        });
    let lose = |t: usize| table.outcomes.get(t) == Some(&Outcome::Lose);
    let right = moves
        .values()
        .iter()
        .copied()
        .find(|&s| s as usize <= n && lose(n - s as usize))
        .unwrap_or(1);
    let label = |s: u64| Localized::new(format!("bốc {s}"), format!("take {s}"));
    let wrong = moves
        .values()
        .iter()
        .copied()
        .filter(|&s| s != right)
        .map(label)
        .collect();
    let s = set(&moves);
    Question {
        prompt: Localized::new(
            format!("Tập nước đi {s}, còn {n} viên, đến lượt bạn. Nước nào thắng?"),
            format!("Move set {s}, {n} stones left, your turn. Which move wins?"),
        ),
        form: shuffled(rng, label(right), wrong),
        reason: Localized::new(
            format!("Bốc {right} còn {}, một ô L; các nước khác để lại ô W cho đối thủ (hoặc không đi được vì thiếu sỏi).", n - right as usize),
            format!("Taking {right} leaves {}, an L cell; the other moves leave a W cell to the opponent (or need more stones than there are).", n - right as usize),
        ),
    }
}

/// Bachet at a huge n: only the rule answers.
fn bachet_huge(rng: &mut Rng) -> Question {
    let k = rng.range(2, 9);
    let lose = rng.range(0, 1) == 0;
    let base = rng.range(10u64.pow(16), 10u64.pow(17)) * (k + 1);
    let n = if lose { base } else { base + rng.range(1, k) };
    let truth = if lose { Outcome::Lose } else { Outcome::Win };
    let r = n % (k + 1);
    Question {
        prompt: Localized::new(
            format!("Bốc từ 1 đến {k} viên mỗi lượt, ai bốc viên cuối thắng. Còn {n} viên: người đến lượt thắng (W) hay thua (L)?"),
            format!("Take 1 to {k} stones a turn, whoever takes the last one wins. With {n} stones, does the player to move win (W) or lose (L)?"),
        ),
        form: Form::Outcome(truth),
        reason: Localized::new(
            format!("Các thế thua là bội của k + 1 = {}. {n} mod {} = {r}, nên đây là {}.", k + 1, k + 1, if lose { "L" } else { "W" }),
            format!("The losing positions are the multiples of k + 1 = {}. {n} mod {} = {r}, so this is {}.", k + 1, k + 1, if lose { "L" } else { "W" }),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::Response;

    /// Bachet's answers agree with the subtraction game's table for {1, …, k}.
    #[test]
    fn bachet_questions_agree_with_the_table() {
        for seed in 1..200 {
            let mut rng = Rng::new(seed);
            let q = bachet_move(&mut rng);
            let Form::Number { answer, max: k } = q.form else {
                panic!()
            };
            let n: usize = q
                .prompt
                .en
                .split("There are ")
                .nth(1)
                .and_then(|s| s.split(' ').next())
                .and_then(|s| s.parse().ok())
                .unwrap_or(0);
            let table = SubtractionGame::new(MoveSet::bachet(k)).table(n);
            let wins = (1..=k as usize)
                .filter(|&s| s <= n && table.outcomes[n - s] == Outcome::Lose)
                .collect::<Vec<_>>();
            match answer {
                0 => assert!(wins.is_empty()),
                take => assert_eq!(wins, vec![take as usize]),
            }
            assert!(q.check(Response::Number(answer)));
        }
    }
}
