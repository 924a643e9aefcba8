//! The coach of the play panel, written once for every game against the computer: the value
//! of every legal move ("show values"), the position's own analysis and a warning when a move
//! throws a win away (coach mode), and after the game a review that names the first mistake,
//! explains it with the game's theorem, and a value strip whose positions can be replayed.
//!
//! Values are the solver's ([`Match::judge`], [`Match::move_values`], [`Match::review`]):
//! outcomes from each game's theorem, remoteness (how many moves the game lasts when the
//! winner hurries and the loser delays) from a budgeted search; a game whose positions can
//! repeat (a token on a graph with cycles) also has draws. A colour never stands alone: each
//! value is also written, with ✓, = or ✗.

use std::rc::Rc;

use nimlab_course::words::GameWords;
use nimlab_solver::coach::MoveValue;
use nimlab_solver::graph::GraphOutcome;
use nimlab_solver::play::{Match, Side, TurnReview};
use nimlab_solver::rules::{Judged, Rules};
use nimlab_solver::{sorting, Lang};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

use super::board::{Board, Play};
use super::parts::toggle;
use super::text::Texts;
use crate::dom::{self, Listener};

type Move<B> = <<B as Board>::Rules as Rules>::Move;

/// The coach's part of the panel. Its three boxes sit above the board, below it, and at the
/// end of the panel.
pub struct CoachView<B: Board> {
    values_on: Element,
    coach_on: Element,
    analysis: Element,
    analysis_text: Element,
    analysis_picture: Element,
    warning: Element,
    warning_text: Element,
    values: Element,
    values_note: Element,
    values_list: Element,
    review: Element,
    review_mistakes: Element,
    review_list: Element,
    strip: Element,
    /// The moves of the value buttons, in their order (`data-move` indexes it).
    listed: Vec<Move<B>>,
    /// The version of the match and the language last drawn: the values are worked out and
    /// the lists built again only when either changed.
    drawn: Option<(u64, Lang)>,
    _listeners: Vec<Listener>,
}

impl<B: Board> CoachView<B> {
    /// Builds the switches and the analysis in `top`, the values list in `below`, the review
    /// in `end`.
    pub fn new(
        [top, below, end]: [&Element; 3],
        texts: &Texts,
        send: &Rc<dyn Fn(Play<B>)>,
    ) -> Result<CoachView<B>, JsValue> {
        let switches = dom::child(top, "div", "play-switches", "")?;
        let values_on = toggle(
            &switches,
            texts,
            ("Hiện giá trị từng nước đi", "Show the value of every move"),
        )?;
        dom::set_attr(&values_on, "class", "play-show-values");
        let coach_on = toggle(
            &switches,
            texts,
            (
                "Huấn luyện: phân tích thế cờ, cảnh báo nước sai",
                "Coach: analyse the position, warn of a thrown win",
            ),
        )?;
        dom::set_attr(&coach_on, "class", "play-coach");
        let warning = dom::child(top, "div", "play-warning", "")?;
        dom::set_attr(&warning, "role", "alert");
        let warning_text = dom::child(&warning, "p", "play-warning-text", "")?;
        let take_back = texts.button(
            &warning,
            "btn play-warning-undo",
            ("Đi lại nước này", "Take this move back"),
        )?;
        let analysis = dom::child(top, "div", "play-analysis", "")?;
        let analysis_text = dom::child(&analysis, "p", "play-analysis-text", "")?;
        let analysis_picture = dom::child(&analysis, "div", "play-analysis-picture", "")?;

        let values = dom::child(below, "div", "play-values", "")?;
        texts.child(
            &values,
            "h5",
            "play-values-title",
            (
                "Giá trị các nước đi của bạn",
                "The value of each of your moves",
            ),
        )?;
        texts.child(
            &values,
            "p",
            "play-values-key",
            (
                "✓ thắng, ✗ thua (= hòa, ở trò chơi có thể hòa), nếu sau đó hai bên đều chơi tốt nhất; “trong N nước” đếm cả nước này và các nước của hai bên tới hết ván. Bấm một nước để đi.",
                "✓ win, ✗ lose (= draw, in a game that can be drawn), if both sides then play their best; “in N moves” counts this move and both sides' moves to the end. Press a move to play it.",
            ),
        )?;
        let values_note = dom::child(&values, "p", "play-values-note", "")?;
        let values_list = dom::child(&values, "ul", "play-values-list", "")?;

        let review = dom::child(end, "section", "play-review", "")?;
        texts.child(
            &review,
            "h5",
            "play-review-title",
            ("Xem lại ván đấu", "Review of the game"),
        )?;
        let review_mistakes = dom::child(&review, "div", "play-review-mistakes", "")?;
        let review_list = dom::child(&review, "ol", "play-review-list", "")?;
        texts.child(
            &review,
            "p",
            "play-strip-title",
            (
                "Giá trị theo từng nước, với bạn (✓ thắng, ✗ thua, = hòa, số nước còn lại). Bấm một ô đến lượt bạn để quay lại thế cờ đó và chơi tiếp.",
                "The value after each move, for you (✓ win, ✗ lose, = draw, moves left). Press a cell where you are to move to go back there and play on.",
            ),
        )?;
        let strip = dom::child(&review, "div", "play-strip", "")?;
        dom::set_attr(&strip, "role", "group");
        texts.attr(
            &strip,
            "aria-label",
            ("Giá trị theo từng nước", "The value after each move"),
        );

        let mut listeners = Vec::new();
        for switch in [&values_on, &coach_on] {
            let send = send.clone();
            listeners.push(Listener::new(switch, "change", move |_| {
                send(Play::Coaching)
            })?);
        }
        let undo_send = send.clone();
        listeners.push(Listener::new(&take_back, "click", move |_| {
            undo_send(Play::Undo)
        })?);
        let value_send = send.clone();
        listeners.push(Listener::new(&values_list, "click", move |event| {
            if let Some(index) = pressed_index(&event, "data-move") {
                value_send(Play::Listed(index));
            }
        })?);
        let strip_send = send.clone();
        listeners.push(Listener::new(&strip, "click", move |event| {
            if let Some(moves) = pressed_index(&event, "data-rewind") {
                strip_send(Play::Rewind(moves));
            }
        })?);
        for hidden in [&warning, &analysis, &values, &review] {
            dom::set_hidden(hidden, true);
        }
        Ok(CoachView {
            values_on,
            coach_on,
            analysis,
            analysis_text,
            analysis_picture,
            warning,
            warning_text,
            values,
            values_note,
            values_list,
            review,
            review_mistakes,
            review_list,
            strip,
            listed: Vec::new(),
            drawn: None,
            _listeners: listeners,
        })
    }

    /// The move of value button `index`.
    pub fn listed(&self, index: usize) -> Option<Move<B>> {
        self.listed.get(index).cloned()
    }

    /// Draws the coach for `game` at `version` (the panel's count of changes).
    pub fn draw(
        &mut self,
        board: &B,
        game: &mut Match<B::Rules>,
        version: u64,
        lang: Lang,
    ) -> Result<(), JsValue> {
        if self.drawn == Some((version, lang)) {
            return Ok(());
        }
        self.drawn = Some((version, lang));
        let learner_turn = game.to_move() == Side::Learner && !game.is_over();
        let coaching = super::fields::is_checked(&self.coach_on);
        let show_values = super::fields::is_checked(&self.values_on) && learner_turn;
        self.draw_warning(game, coaching, lang);
        dom::set_hidden(&self.analysis, !coaching);
        if coaching {
            let now = game.position().clone();
            let judged = game.judge(&now);
            let text = analysis_words(game, &judged, lang);
            dom::set_text(&self.analysis_text, &text);
            board.draw_analysis(&self.analysis_picture, game, lang)?;
        }
        dom::set_hidden(&self.values, !show_values);
        if show_values {
            self.draw_values(game, lang)?;
        }
        let over = game.is_over() && !game.turns().is_empty();
        dom::set_hidden(&self.review, !over);
        if over {
            self.draw_review(game, lang)?;
        }
        Ok(())
    }

    /// The warning after a learner's move that threw a won position away.
    fn draw_warning(&self, game: &mut Match<B::Rules>, coaching: bool, lang: Lang) {
        let thrown = if coaching { game.thrown_win() } else { None };
        dom::set_hidden(&self.warning, thrown.is_none());
        let Some(index) = thrown else { return };
        let rules = game.rules().clone();
        let Some(turn) = game.turns().get(index).cloned() else {
            return;
        };
        let played = turn_words(&rules, &turn.mv, &turn.after, lang);
        let better = match game.best_move_after(index) {
            Some(best) => {
                let after = rules.play(&turn.before, &best).ok();
                let shown = after.map_or_else(
                    || rules.move_words(&best, lang),
                    |after| turn_words(&rules, &best, &after, lang),
                );
                lang.pick(
                    format!(" Nước tốt hơn: {shown}."),
                    format!(" A better move: {shown}."),
                )
            }
            None => String::new(),
        };
        let review = game.review();
        let now = review.get(index).map(|r| r.after.outcome.flipped());
        let lost = match (turn_outcome(&review, index), now) {
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
        dom::set_text(
            &self.warning_text,
            &lang.pick(
                format!("⚠ Nước vừa rồi của bạn ({played}) đã {lost}.{better}"),
                format!("⚠ Your last move ({played}) {lost}.{better}"),
            ),
        );
    }

    /// Every legal move as a button with the value it hands over, winning moves first and
    /// the fastest first among them, then drawing ones; losing moves from the slowest.
    fn draw_values(&mut self, game: &mut Match<B::Rules>, lang: Lang) -> Result<(), JsValue> {
        dom::clear(&self.values_list);
        self.listed.clear();
        let Some(mut moves) = game.move_values() else {
            dom::show_text(
                &self.values_note,
                lang.pick(
                    "Thế cờ này có quá nhiều nước đi để liệt kê.",
                    "This position has too many moves to list.",
                ),
            );
            return Ok(());
        };
        dom::show_text(&self.values_note, "");
        // The solver's heapsort: the standard library's sort would add its code to every build.
        sorting::sort_by_key(&mut moves, |value| {
            let wins = value.wins();
            let r = value.after.remoteness.unwrap_or(u64::MAX);
            let rank = 2 - value.after.outcome.flipped().rank();
            (rank, if wins { r } else { u64::MAX - r })
        });
        let rules = game.rules().clone();
        let now = game.position().clone();
        for (index, value) in moves.iter().enumerate() {
            let shown = match rules.play(&now, &value.mv) {
                Ok(after) => turn_words(&rules, &value.mv, &after, lang),
                Err(_) => rules.move_words(&value.mv, lang),
            };
            let class = outcome_class(value.after.outcome.flipped());
            let item = dom::child(&self.values_list, "li", "", "")?;
            let text = format!("{} — {}", shown, move_value_words(value, lang));
            let button = dom::button(&item, &format!("btn play-value {class}"), &text)?;
            dom::set_attr(&button, "data-move", &index.to_string());
        }
        self.listed = moves.into_iter().map(|value| value.mv).collect();
        Ok(())
    }

    /// The review of a finished game: each move's value before and after, the first
    /// mistakes explained, and the value strip.
    fn draw_review(&self, game: &mut Match<B::Rules>, lang: Lang) -> Result<(), JsValue> {
        let review = game.review();
        let rules = game.rules().clone();
        let turns = game.turns().to_vec();
        dom::clear(&self.review_mistakes);
        dom::child(
            &self.review_mistakes,
            "p",
            "play-review-learner",
            &learner_mistake_words(game, &review, lang),
        )?;
        if let Some(slip) = game.first_mistake(Side::Computer) {
            let turn = &turns[slip];
            let shown = turn_words(&rules, &turn.mv, &turn.after, lang);
            let n = slip + 1;
            let drawn = review.get(slip).map(|r| r.after.outcome) == Some(GraphOutcome::Draw);
            let (handed_vi, handed_en) = if drawn {
                ("một thế hòa", "a drawn position")
            } else {
                ("một thế thắng", "a won position")
            };
            dom::child(
                &self.review_mistakes,
                "p",
                "play-review-computer",
                &lang.pick(
                    format!("Máy sơ suất lần đầu ở nước {n} ({shown}): nó trao cho bạn {handed_vi}."),
                    format!("The computer first slipped at move {n} ({shown}): it handed you {handed_en}."),
                ),
            )?;
        }
        let first = game.first_mistake(Side::Learner);
        dom::clear(&self.review_list);
        for (i, (turn, value)) in turns.iter().zip(&review).enumerate() {
            let who = side_words(turn.by, lang);
            let shown = turn_words(&rules, &turn.mv, &turn.after, lang);
            let random = if turn.random {
                lang.pick(" (ngẫu nhiên)", " (at random)")
            } else {
                ""
            };
            let before = judged_words(value.before, lang);
            let after = judged_words(flipped(value.after), lang);
            let mark = match (value.is_mistake(), first == Some(i)) {
                (true, true) => lang.pick(" ⚠ sai lầm đầu tiên", " ⚠ first mistake"),
                (true, false) => lang.pick(" ⚠ sai lầm", " ⚠ mistake"),
                _ => "",
            };
            let text = lang.pick(
                format!("{who}: {shown}{random}. Trước: {before}; sau: {after}.{mark}"),
                format!("{who}: {shown}{random}. Before: {before}; after: {after}.{mark}"),
            );
            let item = dom::child(&self.review_list, "li", "", &text)?;
            dom::set_class(&item, "is-mistake", value.is_mistake());
        }
        self.draw_strip(game, &review, lang)
    }

    /// One cell per position of the game, with its value for the learner; the positions where
    /// the learner is to move are buttons that rewind the game to them.
    fn draw_strip(
        &self,
        game: &Match<B::Rules>,
        review: &[TurnReview],
        lang: Lang,
    ) -> Result<(), JsValue> {
        dom::clear(&self.strip);
        let count = game.turns().len();
        for moves in 0..=count {
            // The value of the position after `moves` moves, for the side to move there.
            let judged = match moves.checked_sub(1) {
                None => review.first().map(|r| r.before),
                Some(last) => review.get(last).map(|r| r.after),
            };
            let Some(judged) = judged else { continue };
            let to_move = if moves % 2 == 0 {
                game.first()
            } else {
                game.first().other()
            };
            let learners = if to_move == Side::Learner {
                judged.outcome
            } else {
                judged.outcome.flipped()
            };
            let (mark, class) = (outcome_mark(learners), outcome_class(learners));
            let left = match (learners, judged.remoteness) {
                (_, Ok(r)) => r.to_string(),
                (GraphOutcome::Draw, Err(_)) => "∞".to_string(),
                (_, Err(_)) => "?".to_string(),
            };
            let label = match moves {
                0 => lang.pick("Đầu", "Start").to_string(),
                n => n.to_string(),
            };
            let text = format!("{label}\n{mark} {left}");
            let playable = to_move == Side::Learner && moves < count;
            let cell = if playable {
                dom::button(&self.strip, &format!("play-strip-cell {class}"), &text)
            } else {
                dom::child(
                    &self.strip,
                    "span",
                    &format!("play-strip-cell {class}"),
                    &text,
                )
            };
            let cell = cell?;
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
            // A button is named by its words; a plain cell shows them as a tooltip (a name on
            // a span is not read).
            let name = if playable { "aria-label" } else { "title" };
            dom::set_attr(&cell, name, &format!("{place}: {whose}, {left}{action}"));
            if playable {
                dom::set_attr(&cell, "data-rewind", &moves.to_string());
            }
        }
        Ok(())
    }
}

/// The index a pressed button carries in `attribute`.
fn pressed_index(event: &web_sys::Event, attribute: &str) -> Option<usize> {
    let target = event.target()?.dyn_into::<Element>().ok()?;
    let button = target.closest(&format!("[{attribute}]")).ok()??;
    button.get_attribute(attribute)?.parse().ok()
}

/// A move with the position it leads to ("take 1 from heap 1 → 0 4 4").
fn turn_words<R: GameWords>(rules: &R, mv: &R::Move, after: &R::Position, lang: Lang) -> String {
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

/// ✓ a win, = a draw, ✗ a loss: the written sign beside the colour.
fn outcome_mark(outcome: GraphOutcome) -> &'static str {
    match outcome {
        GraphOutcome::Win => "✓",
        GraphOutcome::Draw => "=",
        GraphOutcome::Lose => "✗",
    }
}

fn outcome_class(outcome: GraphOutcome) -> &'static str {
    match outcome {
        GraphOutcome::Win => "is-win",
        GraphOutcome::Draw => "is-draw",
        GraphOutcome::Lose => "is-lose",
    }
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
fn move_value_words<M>(value: &MoveValue<M>, lang: Lang) -> String {
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
fn analysis_words<R: GameWords>(game: &Match<R>, judged: &Judged, lang: Lang) -> String {
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
fn learner_mistake_words<R: GameWords>(
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
