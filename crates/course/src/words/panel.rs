//! What the play panel says around every game: its setup, whose turn it is or how the game
//! ended, why the computer moved so, and the moves so far.

use nimlab_solver::lang::Lang;
use nimlab_solver::play::{Match, Side, Turn};

use super::GameWords;

use crate::widgets::Words;

pub const WHO_STARTS: Words = ("Ai đi trước", "Who starts");
pub const LEARNER: Words = ("Bạn", "You");
pub const COMPUTER: Words = ("Máy", "The computer");
pub const STRENGTH: Words = ("Máy chơi", "Computer's strength");
pub const NEW_GAME: Words = ("Ván mới", "New game");
pub const MAKE_MOVE: Words = ("Đi", "Make move");
pub const UNDO: Words = ("Đi lại (hoàn tác)", "Undo my last turn");
pub const MOVES_SO_FAR: Words = ("Các nước đã đi", "Moves so far");
/// Why a move is refused once the game is over.
pub const GAME_OVER: Words = (
    "ván đã kết thúc; bấm “Ván mới” để chơi tiếp.",
    "the game is over; press “New game” to play again.",
);

/// The game's introduction and the computer's strength.
pub fn intro<R: GameWords>(game: &Match<R>, lang: Lang) -> String {
    let strength = game.strength().words(lang);
    lang.pick(
        format!("{} Máy chơi ở mức: {strength}.", R::intro(game, lang)),
        format!("{} The computer plays: {strength}.", R::intro(game, lang)),
    )
}

/// Why the computer made its last move `turn`.
pub fn reason<R: GameWords>(game: &Match<R>, turn: &Turn<R>, lang: Lang) -> String {
    if !turn.random {
        return game.rules().reason_words(turn, lang);
    }
    let strength = game.strength().words(lang);
    lang.pick(
        format!("Máy chọn nước này ngẫu nhiên, không theo định lý (mức: {strength})."),
        format!("The computer picked this move at random, not by the theorem (level: {strength})."),
    )
}

/// Whose turn it is (`how` the learner moves), or who won, under the rule of `game`.
pub fn status<R: GameWords>(game: &Match<R>, how: &str, lang: Lang) -> String {
    let rule = game.rules().rule_words(lang);
    match game.winner() {
        Some(Side::Learner) => lang.pick(
            format!("Hết nước đi. Bạn thắng! ({rule})"),
            format!("No move is left. You win! ({rule})"),
        ),
        Some(Side::Computer) => lang.pick(
            format!("Hết nước đi. Máy thắng. ({rule})"),
            format!("No move is left. The computer wins. ({rule})"),
        ),
        None if game.is_over() => lang.pick(
            format!("Thế cờ lặp lại với cùng người đến lượt: hòa. ({rule})"),
            format!("A position came back with the same player to move: a draw. ({rule})"),
        ),
        None => lang.pick(
            format!("Lượt của bạn ({rule}): {how}"),
            format!("Your turn ({rule}): {how}"),
        ),
    }
}

/// A line of the moves so far: who played what, and the position it led to.
pub fn history_line<R: GameWords>(rules: &R, turn: &Turn<R>, lang: Lang) -> String {
    let who = match (turn.by, turn.random) {
        (Side::Learner, _) => lang.pick("Bạn", "You"),
        (Side::Computer, false) => lang.pick("Máy", "Computer"),
        (Side::Computer, true) => lang.pick("Máy (ngẫu nhiên)", "Computer (at random)"),
    };
    format!(
        "{who}: {} → {}",
        rules.move_words(&turn.mv, lang),
        rules.position_words(&turn.after, lang)
    )
}
