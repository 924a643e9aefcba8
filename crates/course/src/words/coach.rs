//! What the coach of the play panel says, for every game: the value of each move, the
//! position's analysis by the game's theorem, the warning after a thrown win, and the review of
//! a finished game that names the first mistake.

use nimlab_solver::coach::MoveValue;
use nimlab_solver::graph::GraphOutcome;
use nimlab_solver::lang::Lang;
use nimlab_solver::play::{Match, Side, TurnReview};
use nimlab_solver::rules::Judged;

use super::GameWords;

use crate::widgets::Words;

pub const SHOW_VALUES: Words = ("Hiện giá trị từng nước đi", "Show the value of every move");
pub const COACH: Words = (
    "Huấn luyện: phân tích thế cờ, cảnh báo nước sai",
    "Coach: analyse the position, warn of a thrown win",
);
pub const TAKE_BACK: Words = ("Đi lại nước này", "Take this move back");
pub const VALUES_TITLE: Words = (
    "Giá trị các nước đi của bạn",
    "The value of each of your moves",
);
pub const VALUES_KEY: Words = (
    "✓ thắng, ✗ thua (= hòa, ở trò chơi có thể hòa), nếu sau đó hai bên đều chơi tốt nhất; “trong N nước” đếm cả nước này và các nước của hai bên tới hết ván. Bấm một nước để đi.",
    "✓ win, ✗ lose (= draw, in a game that can be drawn), if both sides then play their best; “in N moves” counts this move and both sides' moves to the end. Press a move to play it.",
);
pub const TOO_MANY_MOVES: Words = (
    "Thế cờ này có quá nhiều nước đi để liệt kê.",
    "This position has too many moves to list.",
);
pub const REVIEW_TITLE: Words = ("Xem lại ván đấu", "Review of the game");
pub const STRIP_TITLE: Words = (
    "Giá trị theo từng nước, với bạn (✓ thắng, ✗ thua, = hòa, số nước còn lại). Bấm một ô đến lượt bạn để quay lại thế cờ đó và chơi tiếp.",
    "The value after each move, for you (✓ win, ✗ lose, = draw, moves left). Press a cell where you are to move to go back there and play on.",
);
pub const STRIP: Words = ("Giá trị theo từng nước", "The value after each move");
/// The strip's first cell: the position the game started from.
pub const START: Words = ("Đầu", "Start");

/// The warning after the learner's move `played`, which turned `before` (the learner's value
/// before it) into `now` (the learner's value after it); `better` a better move, if any.
pub fn thrown_win(
    played: &str,
    (before, now): (Option<GraphOutcome>, Option<GraphOutcome>),
    better: Option<&str>,
    lang: Lang,
) -> String {
    let better = match better {
        Some(shown) => lang.pick(
            format!(" Nước tốt hơn: {shown}."),
            format!(" A better move: {shown}."),
        ),
        None => String::new(),
    };
    let lost = match (before, now) {
        (Some(GraphOutcome::Win), Some(GraphOutcome::Draw)) => lang.pick(
            "bỏ mất thế thắng: trước nó bạn đang thắng, giờ máy giữ được hòa",
            "threw a win away: before it you were winning, now the computer can hold a draw",
        ),
        (Some(GraphOutcome::Draw), _) => lang.pick(
            "bỏ mất thế hòa: trước nó bạn giữ được hòa, giờ máy thắng nếu không sơ suất",
            "threw the draw away: before it you could hold a draw, now the computer wins unless it slips",
        ),
        _ => lang.pick(
            "bỏ mất thế thắng: trước nó bạn đang thắng, giờ máy thắng nếu không sơ suất",
            "threw a win away: before it you were winning, now the computer wins unless it slips",
        ),
    };
    lang.pick(
        format!("⚠ Nước vừa rồi của bạn ({played}) đã {lost}.{better}"),
        format!("⚠ Your last move ({played}) {lost}.{better}"),
    )
}

/// The computer's first slip, at move `n` (`shown`), which handed the learner a drawn
/// position (`drawn`) or a won one.
pub fn computer_slip(n: usize, shown: &str, drawn: bool, lang: Lang) -> String {
    let (handed_vi, handed_en) = if drawn {
        ("một thế hòa", "a drawn position")
    } else {
        ("một thế thắng", "a won position")
    };
    lang.pick(
        format!("Máy sơ suất lần đầu ở nước {n} ({shown}): nó trao cho bạn {handed_vi}."),
        format!("The computer first slipped at move {n} ({shown}): it handed you {handed_en}."),
    )
}

/// A turn in the review: who played `shown` (`random`: a random move), the values before and
/// after it, and whether it was a mistake (the first one).
pub fn review_line(
    (by, shown, random): (Side, &str, bool),
    (before, after): (Judged, Judged),
    (mistake, first): (bool, bool),
    lang: Lang,
) -> String {
    let who = side_words(by, lang);
    let random = if random {
        lang.pick(" (ngẫu nhiên)", " (at random)")
    } else {
        ""
    };
    let before = judged_words(before, lang);
    let after = judged_words(flipped(after), lang);
    let mark = match (mistake, first) {
        (true, true) => lang.pick(" ⚠ sai lầm đầu tiên", " ⚠ first mistake"),
        (true, false) => lang.pick(" ⚠ sai lầm", " ⚠ mistake"),
        _ => "",
    };
    lang.pick(
        format!("{who}: {shown}{random}. Trước: {before}; sau: {after}.{mark}"),
        format!("{who}: {shown}{random}. Before: {before}; after: {after}.{mark}"),
    )
}

/// The name of the strip's cell after `moves` moves: the learner's value there (`left`
/// moves left) and, when it is a button (`playable`), what it does.
pub fn strip_cell(
    moves: usize,
    (learners, left): (GraphOutcome, &str),
    playable: bool,
    lang: Lang,
) -> String {
    let whose = match learners {
        GraphOutcome::Win => lang.pick("bạn thắng", "you win"),
        GraphOutcome::Draw => lang.pick("hòa", "a draw"),
        GraphOutcome::Lose => lang.pick("bạn thua", "you lose"),
    };
    let place = match moves {
        0 => lang.pick("Đầu ván".to_string(), "Start".to_string()),
        n => lang.pick(format!("Sau nước {n}"), format!("After move {n}")),
    };
    let action = if playable {
        lang.pick(
            ": quay lại và chơi tiếp từ đây",
            ": go back and play on from here",
        )
    } else {
        ""
    };
    format!("{place}: {whose}, {left}{action}")
}

/// A move with the position it leads to ("take 1 from heap 1 → 0 4 4").
pub fn turn_words<R: GameWords>(
    rules: &R,
    mv: &R::Move,
    after: &R::Position,
    lang: Lang,
) -> String {
    format!(
        "{} → {}",
        rules.move_words(mv, lang),
        rules.position_words(after, lang)
    )
}

fn side_words(side: Side, lang: Lang) -> &'static str {
    match side {
        Side::Learner => lang.pick("Bạn", "You"),
        Side::Computer => lang.pick("Máy", "Computer"),
    }
}

/// The same value seen by the other side.
fn flipped(judged: Judged) -> Judged {
    Judged {
        outcome: judged.outcome.flipped(),
        ..judged
    }
}

/// The outcome before move `index`, for the side that made it.
fn turn_outcome(review: &[TurnReview], index: usize) -> Option<GraphOutcome> {
    review.get(index).map(|r| r.before.outcome)
}

/// "in 9 moves", or why the count is unknown.
fn count_words(judged: Judged, lang: Lang) -> String {
    match judged.remoteness {
        Ok(1) => lang.pick("trong 1 nước", "in 1 move").into(),
        Ok(r) => lang.pick(format!("trong {r} nước"), format!("in {r} moves")),
        Err(why) => lang.pick(
            format!("(số nước chưa rõ: {})", why.words(lang)),
            format!("(moves unknown: {})", why.words(lang)),
        ),
    }
}

/// A value for the side it belongs to: "winning in 9 moves", "lost" at the end.
fn judged_words(judged: Judged, lang: Lang) -> String {
    let count = count_words(judged, lang);
    match (judged.outcome, judged.remoteness) {
        (GraphOutcome::Draw, _) => lang.pick("hòa", "drawn").into(),
        (GraphOutcome::Win, Ok(0)) => lang.pick("đã thắng", "won").into(),
        (GraphOutcome::Lose, Ok(0)) => lang.pick("đã thua", "lost").into(),
        (GraphOutcome::Win, _) => lang.pick(format!("thắng {count}"), format!("winning {count}")),
        (GraphOutcome::Lose, _) => lang.pick(format!("thua {count}"), format!("losing {count}")),
    }
}

/// A move's value for the learner who makes it: "✓ you win in 3 moves", counting this move.
pub fn move_value_words<M>(value: &MoveValue<M>, lang: Lang) -> String {
    let total = Judged {
        remoteness: value.after.remoteness.map(|r| r + 1),
        ..value.after
    };
    let count = count_words(total, lang);
    if value.draws() {
        return lang
            .pick("= hòa (ván không kết thúc)", "= draw (play never ends)")
            .into();
    }
    match (value.wins(), value.after.remoteness) {
        (true, Ok(0)) => lang.pick("✓ thắng ngay", "✓ wins at once").into(),
        (false, Ok(0)) => lang.pick("✗ thua ngay", "✗ loses at once").into(),
        (true, _) => lang.pick(format!("✓ thắng {count}"), format!("✓ win {count}")),
        (false, _) => lang.pick(format!("✗ thua {count}"), format!("✗ lose {count}")),
    }
}

/// The position now and its value for the side to move.
pub fn analysis_words<R: GameWords>(game: &Match<R>, judged: &Judged, lang: Lang) -> String {
    let position = game.rules().position_words(game.position(), lang);
    if game.is_over() {
        return lang.pick(
            format!("Thế cờ cuối: {position}. Ván đã kết thúc."),
            format!("The final position: {position}. The game is over."),
        );
    }
    let count = count_words(*judged, lang);
    let learner = game.to_move() == Side::Learner;
    let theorem = game.rules().theorem_words(game.position(), lang);
    let theorem = lang.pick(
        format!(" Định lý của bài: {theorem}"),
        format!(" The lesson's theorem: {theorem}"),
    );
    let value = match (judged.outcome, learner) {
        (GraphOutcome::Draw, true) => lang.pick(
            format!("Thế cờ hiện tại: {position}. Không nước nào của bạn thắng được, nhưng bạn giữ được hòa: hãy đi tới một thế hòa, tránh thế thắng cho máy."),
            format!("The position now: {position}. None of your moves wins, but you can hold a draw: move to a drawn position, never to one the computer wins."),
        ),
        (GraphOutcome::Draw, false) => lang.pick(
            format!("Thế cờ hiện tại: {position}. Máy đến lượt và giữ được hòa."),
            format!("The position now: {position}. The computer is to move and can hold a draw."),
        ),
        (GraphOutcome::Win, true) => lang.pick(
            format!("Thế cờ hiện tại: {position}. Bạn đang thắng: có nước thắng, và nếu hai bên chơi tốt nhất thì ván kết thúc {count}."),
            format!("The position now: {position}. You are winning: you have a winning move, and with best play on both sides the game ends {count}."),
        ),
        (GraphOutcome::Lose, true) => lang.pick(
            format!("Thế cờ hiện tại: {position}. Bạn đang thua: nước nào cũng trao cho máy một thế thắng; nếu máy không sơ suất, ván kết thúc {count}. Hãy chọn nước kéo dài ván và chờ máy sơ suất."),
            format!("The position now: {position}. You are losing: every move hands the computer a win; unless it slips, the game ends {count}. Choose a move that makes the game last and wait for a slip."),
        ),
        (GraphOutcome::Win, false) => lang.pick(
            format!("Thế cờ hiện tại: {position}. Máy đến lượt và đang thắng ({count})."),
            format!("The position now: {position}. The computer is to move and winning ({count})."),
        ),
        (GraphOutcome::Lose, false) => lang.pick(
            format!("Thế cờ hiện tại: {position}. Máy đến lượt và đang thua ({count})."),
            format!("The position now: {position}. The computer is to move and losing ({count})."),
        ),
    };
    value + &theorem
}

/// The learner's first mistake, explained by what the game's theorem reads in the positions
/// before and after it and after the right move; or why there was none.
pub fn learner_mistake_words<R: GameWords>(
    game: &mut Match<R>,
    review: &[TurnReview],
    lang: Lang,
) -> String {
    let Some(index) = game.first_mistake(Side::Learner) else {
        let won = game.winner() == Some(Side::Learner);
        let started_lost = review.iter().zip(game.turns()).all(|(value, turn)| {
            turn.by == Side::Computer || value.before.outcome == GraphOutcome::Lose
        });
        return match (won, started_lost) {
            (true, _) => lang.pick(
                "Bạn không mắc sai lầm nào: nước nào của bạn cũng giữ thế thắng.",
                "You made no mistake: each of your moves kept the win.",
            ),
            (false, true) => lang.pick(
                "Bạn không bỏ lỡ thế thắng nào: mỗi lần tới lượt bạn đều đứng ở thế thua, và máy không sơ suất.",
                "You threw no win away: each time you were to move the position was lost, and the computer did not slip.",
            ),
            (false, false) => lang.pick(
                "Bạn không trao thế thắng cho máy ở nước nào.",
                "None of your moves handed the computer a win.",
            ),
        }
        .into();
    };
    let rules = game.rules().clone();
    let Some(turn) = game.turns().get(index).cloned() else {
        return String::new();
    };
    let n = index + 1;
    let played = turn_words(&rules, &turn.mv, &turn.after, lang);
    let before = rules.position_words(&turn.before, lang);
    let after = rules.position_words(&turn.after, lang);
    let (theorem_before, theorem_after) = (
        rules.theorem_words(&turn.before, lang),
        rules.theorem_words(&turn.after, lang),
    );
    let stood = match turn_outcome(review, index) {
        Some(GraphOutcome::Draw) => lang.pick("bạn giữ được hòa", "you could hold a draw"),
        _ => lang.pick("bạn đang thắng", "you were winning"),
    };
    let mut text = lang.pick(
        format!("Sai lầm đầu tiên của bạn là nước {n}: {played}. Trước nước đó, ở {before}, {stood}: {theorem_before} Sau nó máy đến lượt ở {after}: {theorem_after}"),
        format!("Your first mistake was move {n}: {played}. Before it, at {before}, {stood}: {theorem_before} After it the computer was to move at {after}: {theorem_after}"),
    );
    if let Some(better) = game.better_turn(index) {
        let shown = turn_words(&rules, &better.mv, &better.after, lang);
        let theorem = rules.theorem_words(&better.after, lang);
        text.push_str(&lang.pick(
            format!(" Nước đúng: {shown}, và ở đó {theorem}"),
            format!(" The right move: {shown}, and there {theorem}"),
        ));
    }
    text
}
