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

use nimlab_course::words::coach::{
    self as words, analysis_words, learner_mistake_words, move_value_words, turn_words,
};
use nimlab_course::words::GameWords;
use nimlab_solver::graph::GraphOutcome;
use nimlab_solver::play::{Match, Side, TurnReview};
use nimlab_solver::rules::Rules;
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
        let values_on = toggle(&switches, texts, words::SHOW_VALUES)?;
        dom::set_attr(&values_on, "class", "play-show-values");
        let coach_on = toggle(&switches, texts, words::COACH)?;
        dom::set_attr(&coach_on, "class", "play-coach");
        let warning = dom::child_with(top, "div", "play-warning", &[("role", "alert")])?;
        let warning_text = dom::child(&warning, "p", "play-warning-text", "")?;
        let take_back = texts.button(&warning, "btn play-warning-undo", words::TAKE_BACK)?;
        let analysis = dom::child(top, "div", "play-analysis", "")?;
        let analysis_text = dom::child(&analysis, "p", "play-analysis-text", "")?;
        let analysis_picture = dom::child(&analysis, "div", "play-analysis-picture", "")?;

        let values = dom::child(below, "div", "play-values", "")?;
        texts.child(&values, "h5", "play-values-title", words::VALUES_TITLE)?;
        texts.child(&values, "p", "play-values-key", words::VALUES_KEY)?;
        let values_note = dom::child(&values, "p", "play-values-note", "")?;
        let values_list = dom::child(&values, "ul", "play-values-list", "")?;

        let review = dom::child(end, "section", "play-review", "")?;
        texts.child(&review, "h5", "play-review-title", words::REVIEW_TITLE)?;
        let review_mistakes = dom::child(&review, "div", "play-review-mistakes", "")?;
        let review_list = dom::child(&review, "ol", "play-review-list", "")?;
        texts.child(&review, "p", "play-strip-title", words::STRIP_TITLE)?;
        let strip = dom::child_with(&review, "div", "play-strip", &[("role", "group")])?;
        texts.attr(&strip, "aria-label", words::STRIP);

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
        // The value buttons and the strip's cells say in `attribute` what they play.
        let pressed = |list: &Element, attribute: &'static str, make: fn(usize) -> Play<B>| {
            let send = send.clone();
            Listener::new(list, "click", move |event| {
                if let Some(index) = pressed_index(&event, attribute) {
                    send(make(index));
                }
            })
        };
        listeners.push(pressed(&values_list, "data-move", Play::Listed)?);
        listeners.push(pressed(&strip, "data-rewind", Play::Rewind)?);
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
            let judged = game.judge(&game.position().clone());
            dom::set_text(&self.analysis_text, &analysis_words(game, &judged, lang));
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
        let better = game
            .best_move_after(index)
            .map(|best| move_from(&rules, &turn.before, &best, lang));
        let review = game.review();
        let now = review.get(index).map(|r| r.after.outcome.flipped());
        let values = (review.get(index).map(|r| r.before.outcome), now);
        let text = words::thrown_win(&played, values, better.as_deref(), lang);
        dom::set_text(&self.warning_text, &text);
    }

    /// Every legal move as a button with the value it hands over, winning moves first and
    /// the fastest first among them, then drawing ones; losing moves from the slowest.
    fn draw_values(&mut self, game: &mut Match<B::Rules>, lang: Lang) -> Result<(), JsValue> {
        dom::clear(&self.values_list);
        self.listed.clear();
        let Some(mut moves) = game.move_values() else {
            dom::show_text(&self.values_note, lang.say(words::TOO_MANY_MOVES));
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
            let shown = move_from(&rules, &now, &value.mv, lang);
            let (_, class) = outcome_look(value.after.outcome.flipped());
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
            let drawn = review.get(slip).map(|r| r.after.outcome) == Some(GraphOutcome::Draw);
            let text = words::computer_slip(slip + 1, &shown, drawn, lang);
            dom::child(&self.review_mistakes, "p", "play-review-computer", &text)?;
        }
        let first = game.first_mistake(Side::Learner);
        dom::clear(&self.review_list);
        for (i, (turn, value)) in turns.iter().zip(&review).enumerate() {
            let shown = turn_words(&rules, &turn.mv, &turn.after, lang);
            let text = words::review_line(
                (turn.by, &shown, turn.random),
                (value.before, value.after),
                (value.is_mistake(), first == Some(i)),
                lang,
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
            // The side that moved first is to move again after an even number of moves.
            let learner_to_move = (moves % 2 == 0) == (game.first() == Side::Learner);
            let learners = if learner_to_move {
                judged.outcome
            } else {
                judged.outcome.flipped()
            };
            let (mark, class) = outcome_look(learners);
            let left = match (learners, judged.remoteness) {
                (_, Ok(r)) => r.to_string(),
                (GraphOutcome::Draw, Err(_)) => "∞".to_string(),
                (_, Err(_)) => "?".to_string(),
            };
            let label = match moves {
                0 => lang.say(words::START).to_string(),
                n => n.to_string(),
            };
            let text = format!("{label}\n{mark} {left}");
            let playable = learner_to_move && moves < count;
            let class = format!("play-strip-cell {class}");
            let cell = if playable {
                dom::button(&self.strip, &class, &text)
            } else {
                dom::child(&self.strip, "span", &class, &text)
            }?;
            // A button is named by its words; a plain cell shows them as a tooltip (a name on
            // a span is not read).
            let name = if playable { "aria-label" } else { "title" };
            let words = words::strip_cell(moves, (learners, &left), playable, lang);
            dom::set_attr(&cell, name, &words);
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

/// A move from `before` in words, with the position it leads to when it is legal there.
fn move_from<R: GameWords>(rules: &R, before: &R::Position, mv: &R::Move, lang: Lang) -> String {
    match rules.play(before, mv) {
        Ok(after) => turn_words(rules, mv, &after, lang),
        Err(_) => rules.move_words(mv, lang),
    }
}

/// An outcome's written sign beside its colour (✓ a win, = a draw, ✗ a loss), and its class.
fn outcome_look(outcome: GraphOutcome) -> (&'static str, &'static str) {
    match outcome {
        GraphOutcome::Win => ("✓", "is-win"),
        GraphOutcome::Draw => ("=", "is-draw"),
        GraphOutcome::Lose => ("✗", "is-lose"),
    }
}
