//! The pictures of the ends widget: the current cell's formula, the grid (short rows), the
//! rolled 1-D array, and, once the last cell is written, the answer with the game replayed.
//! Everything is drawn from the position alone; the grid's cells are built once per row and
//! only restyled.

use nimlab_course::widgets::ends as words;
use nimlab_solver::score::{
    num, roll_sentence, End, IntervalStep, RollEntry, RollState, StepKind, Turn,
};
use nimlab_solver::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement};

use super::{inputs, lead, Run, MAX_GRID_LEN};
use crate::dom;
use crate::kit::text::Texts;
use crate::kit::Legend;

struct GridCell {
    at: (usize, usize),
    root: Element,
    value: Element,
    mark: Element,
}

pub struct View {
    note: Element,
    symbolic: Element,
    numbers: Element,
    reads: [Element; 2],
    caption: Element,
    grid_wrap: Element,
    grid: Element,
    cells: Vec<GridCell>,
    roll_list: Element,
    roll_text: Element,
    hidden_note: Element,
    answer: Element,
    first_move: Element,
    parity: Element,
    greedy: Element,
    replay: Element,
}

impl View {
    pub fn new(picture: &Element, results: &Element, texts: &Texts) -> Result<View, JsValue> {
        let note = dom::child(picture, "p", "ends-note", "")?;
        Legend::bound(picture, "ends", words::LEGEND, texts)?;
        let formula = dom::child(picture, "div", "ends-formula", "")?;
        texts.child(&formula, "h4", "ends-subtitle", words::CELL_BEING_WRITTEN)?;
        let symbolic = dom::child(&formula, "p", "ends-formula-symbolic", "")?;
        let numbers = dom::child(&formula, "p", "ends-formula-numbers", "")?;
        let list = dom::child(&formula, "ul", "ends-reads", "")?;
        let reads = [
            dom::child(&list, "li", "ends-read ends-read-left", "")?,
            dom::child(&list, "li", "ends-read ends-read-right", "")?,
        ];
        let caption = texts.child(picture, "p", "ends-grid-caption", words::GRID_CAPTION)?;
        let id = dom::fresh_id("ends-grid");
        let grid_wrap = region(picture, "ends-grid-wrap", &caption, &id)?;
        let grid = dom::child(&grid_wrap, "table", "ends-grid", "")?;
        let roll = dom::child(picture, "div", "ends-roll", "")?;
        texts.child(&roll, "h4", "ends-subtitle", words::ROLLED_ARRAY)?;
        let roll_list = dom::child(&roll, "ol", "ends-roll-list", "")?;
        let roll_text = dom::child(&roll, "p", "ends-roll-text", "")?;

        let box_ = dom::child(results, "div", "results ends-results", "")?;
        texts.child(&box_, "h4", "ends-subtitle", words::ANSWER)?;
        Ok(View {
            note,
            symbolic,
            numbers,
            reads,
            caption,
            grid_wrap,
            grid,
            cells: Vec::new(),
            roll_list,
            roll_text,
            hidden_note: dom::child(&box_, "p", "ends-hidden-note", "")?,
            answer: dom::child(&box_, "p", "summary ends-answer", "")?,
            first_move: dom::child(&box_, "p", "ends-first-move", "")?,
            parity: dom::child(&box_, "p", "ends-parity", "")?,
            greedy: dom::child(&box_, "p", "ends-greedy", "")?,
            replay: dom::child(&box_, "div", "ends-replay-wrap", "")?,
        })
    }

    /// Builds the grid's cells for a new row (none for a long row).
    pub fn rebuild(&mut self, run: &Run) -> Result<(), JsValue> {
        dom::clear(&self.grid);
        self.cells.clear();
        if run.small.is_none() {
            return Ok(());
        }
        let a = run.row.values();
        let row = dom::child(&dom::child(&self.grid, "thead", "", "")?, "tr", "", "")?;
        let corner = dom::child(&row, "th", "ends-corner", "dp[l][r]")?;
        dom::set_attr(&corner, "scope", "col");
        let header = |tr: &Element, text: String, scope: &str, value: i64| {
            let th = dom::child(tr, "th", "", &text)?;
            dom::set_attr(&th, "scope", scope);
            dom::child(&th, "span", "ends-head-value", &format!("({})", num(value)))
        };
        for (r, &value) in a.iter().enumerate() {
            header(&row, format!("r = {r}"), "col", value)?;
        }
        let body = dom::child(&self.grid, "tbody", "", "")?;
        for (l, &value) in a.iter().enumerate() {
            let tr = dom::child(&body, "tr", "", "")?;
            header(&tr, format!("l = {l}"), "row", value)?;
            for r in 0..a.len() {
                if r < l {
                    dom::child(&tr, "td", "ends-cell is-void", "")?;
                    continue;
                }
                let root = dom::child(&tr, "td", "ends-cell", "")?;
                let value = dom::child(&root, "span", "ends-cell-value", "")?;
                let mark = dom::decoration(&root, "span", "ends-cell-mark")?;
                dom::set_attr(&root, "data-cell", &format!("{l},{r}"));
                self.cells.push(GridCell {
                    at: (l, r),
                    root,
                    value,
                    mark,
                });
            }
        }
        Ok(())
    }

    pub fn draw(
        &self,
        run: &Run,
        position: usize,
        predicting: bool,
        lang: Lang,
    ) -> Result<(), JsValue> {
        let last = run.last(position);
        let step = last.as_ref();
        let (n, long) = (run.n(), run.small.is_none());
        dom::show_when(&self.note, long, || words::too_big(n, MAX_GRID_LEN, lang));
        dom::set_hidden(&self.grid_wrap, long);
        dom::set_hidden(&self.caption, long);
        self.draw_formula(run, step, lang);
        self.draw_grid(run, position, step);
        self.draw_roll(run, step, lang)?;
        self.draw_results(run, position >= run.total(), predicting, lang)
    }

    fn draw_formula(&self, run: &Run, step: Option<&IntervalStep>, lang: Lang) {
        let a = run.row.values();
        let at = |i: usize| num(a.get(i).copied().unwrap_or(0));
        let (symbolic, numbers) = match step {
            None => (lang.say(words::NO_CELL_YET).to_string(), String::new()),
            Some(s) if matches!(s.kind, StepKind::Base { .. }) => (
                format!("dp[{0}][{0}] = a[{0}]", s.l),
                format!("dp[{0}][{0}] = {1}", s.l, s.formula()),
            ),
            Some(s) => (
                format!(
                    "dp[{l}][{r}] = max(a[{l}] − dp[{}][{r}], a[{r}] − dp[{l}][{}])",
                    s.l + 1,
                    s.r - 1,
                    l = s.l,
                    r = s.r
                ),
                s.formula(),
            ),
        };
        dom::set_text(&self.symbolic, &symbolic);
        dom::show_text(&self.numbers, &numbers);
        let combine = step.filter(|s| matches!(s.kind, StepKind::Combine { .. }));
        for (el, end) in self.reads.iter().zip([End::Left, End::Right]) {
            let Some(s) = combine else {
                dom::show_text(el, "");
                continue;
            };
            let (without_left, without_right) = inputs(s);
            let chosen = s.is_tie() || s.choice() == end;
            let tick = if chosen { " ✓" } else { "" };
            let (arrow, (i, j), dp, taken) = match end {
                End::Left => ("↑", (s.l + 1, s.r), without_left, s.l),
                End::Right => ("→", (s.l, s.r - 1), without_right, s.r),
            };
            let (dp, a, lead) = (num(dp), at(taken), num(lead(s, end)));
            let text = words::read_line(
                arrow,
                (i, j),
                end.word(lang),
                taken,
                (&dp, &a, &lead),
                tick,
                lang,
            );
            dom::show_text(el, &text);
            dom::set_class(el, "is-chosen", chosen);
        }
    }

    fn draw_grid(&self, run: &Run, position: usize, step: Option<&IntervalStep>) {
        let Some(small) = &run.small else { return };
        let combine = step.filter(|s| matches!(s.kind, StepKind::Combine { .. }));
        let below = combine.map(|s| (s.l + 1, s.r));
        let beside = combine.map(|s| (s.l, s.r - 1));
        let chosen = |end| combine.is_some_and(|s| s.is_tie() || s.choice() == end);
        for cell in &self.cells {
            let (l, r) = cell.at;
            let written = run.trace.index_of(l, r) < position as u64;
            let value = small.grid.get(l, r).filter(|_| written);
            dom::set_text(&cell.value, &value.map(num).unwrap_or_default());
            let current = step.is_some_and(|s| (s.l, s.r) == cell.at);
            let (read_left, read_right) = (below == Some(cell.at), beside == Some(cell.at));
            let best = (read_left && chosen(End::Left)) || (read_right && chosen(End::Right));
            for (class, on) in [
                ("is-empty", !written),
                ("is-current", current),
                ("is-read-left", read_left),
                ("is-read-right", read_right),
                ("is-chosen", best),
            ] {
                dom::set_class(&cell.root, class, on);
            }
            let mark = match (current, read_left, read_right, best) {
                (true, ..) => "●",
                (_, true, _, true) => "↑✓",
                (_, true, ..) => "↑",
                (_, _, true, true) => "→✓",
                (_, _, true, _) => "→",
                _ => "",
            };
            dom::set_text(&cell.mark, mark);
            if current {
                self.reveal(&cell.root);
            }
        }
    }

    /// Scrolls the grid's own box sideways (never the page) so the current cell is in view on
    /// a narrow screen. The box is positioned, so it is the cell's offset parent.
    fn reveal(&self, cell: &Element) {
        let Some(html) = cell.dyn_ref::<HtmlElement>() else {
            return;
        };
        let (left, width) = (html.offset_left(), html.offset_width());
        let (view, scroll) = (self.grid_wrap.client_width(), self.grid_wrap.scroll_left());
        if view > 0 && (left < scroll || left + width > scroll + view) {
            self.grid_wrap
                .set_scroll_left((left + width / 2 - view / 2).max(0));
        }
    }

    /// The rolled array: every entry for a short row (read off the grid), the two that matter
    /// for a long one, with why overwriting is safe.
    fn draw_roll(&self, run: &Run, step: Option<&IntervalStep>, lang: Lang) -> Result<(), JsValue> {
        dom::clear(&self.roll_list);
        let entries = match &run.small {
            Some(small) => small.grid.rolled(step),
            None => step.map(IntervalStep::roll_focus).unwrap_or_default(),
        };
        let gap = run.small.is_none() && !entries.is_empty();
        if gap {
            dom::child(&self.roll_list, "li", "ends-roll-gap", "…")?;
        }
        for entry in &entries {
            draw_entry(&self.roll_list, entry, lang)?;
        }
        if gap {
            dom::child(&self.roll_list, "li", "ends-roll-gap", "…")?;
        }
        dom::set_text(&self.roll_text, &roll_sentence(step, lang));
        Ok(())
    }

    /// The answer and what goes with it, once the last cell is written; before that, when it
    /// will appear (or, for a long row, how far its computation is).
    fn draw_results(
        &self,
        run: &Run,
        done: bool,
        predicting: bool,
        lang: Lang,
    ) -> Result<(), JsValue> {
        let summary = run.summary.filter(|_| done);
        let mode = if predicting {
            lang.say(words::PREDICT_ON)
        } else {
            ""
        };
        let waiting = run.summary.is_some() && !done;
        dom::show_when(&self.hidden_note, waiting, || {
            words::answer_later(run.n() - 1, mode, lang)
        });
        let row = &run.row;
        let answer = match (&run.fill, summary) {
            (Some(fill), _) => {
                // A whole percent, as an integer (see nimlab_solver::decimal for why not a float).
                let (percent, n) = ((fill.progress() * 100.0).floor() as u32, run.n());
                words::computing(n, percent, lang)
            }
            (None, Some(s)) => s.answer(row, lang),
            (None, None) => String::new(),
        };
        dom::show_text(&self.answer, &answer);
        let say =
            |el: &Element, text: Option<String>| dom::show_text(el, text.as_deref().unwrap_or(""));
        let first_move = summary.map(|s| s.first_move_sentence(row, lang));
        say(&self.first_move, first_move);
        let parity = summary.and(row.parity_plan()).map(|p| p.sentence(lang));
        say(&self.parity, parity);
        say(&self.greedy, summary.map(|s| s.greedy_sentence(lang)));
        dom::clear(&self.replay);
        if let (Some(small), Some(_)) = (&run.small, summary) {
            draw_replay(&self.replay, &small.best, &small.greedy, lang)?;
        }
        dom::set_hidden(&self.replay, summary.is_none() || run.small.is_none());
        Ok(())
    }
}

/// A box in `parent` that scrolls sideways, named by `caption`, which takes the id `id`; it
/// takes the focus so keys can scroll it.
fn region(parent: &Element, class: &str, caption: &Element, id: &str) -> Result<Element, JsValue> {
    dom::set_attr(caption, "id", id);
    let attrs = [
        ("tabindex", "0"),
        ("role", "region"),
        ("aria-labelledby", id),
    ];
    dom::child_with(parent, "div", class, &attrs)
}

fn draw_entry(list: &Element, entry: &RollEntry, lang: Lang) -> Result<(), JsValue> {
    let (class, state) = match entry.state {
        RollState::New => ("is-new", words::ROLL_NEW),
        RollState::Written => ("is-written", words::ROLL_WRITTEN),
        RollState::Read => ("is-read", words::ROLL_READ),
        RollState::Old => ("is-old", words::ROLL_OLD),
        RollState::Idle => ("is-idle", words::ROLL_IDLE),
        RollState::Empty => ("is-empty", ("", "")),
    };
    let item = dom::child(list, "li", &format!("ends-roll-entry {class}"), "")?;
    let index = format!("dp[{}]", entry.index);
    dom::child(&item, "span", "ends-roll-index", &index)?;
    let value = entry.value.map(num).unwrap_or_default();
    dom::child(&item, "span", "ends-roll-value", &value)?;
    if let Some(old) = entry.old {
        dom::child(&item, "span", "ends-roll-was", &words::was(&num(old), lang))?;
    }
    let segment = entry.segment.map(|(i, j)| format!("[{i}, {j}]"));
    dom::child(
        &item,
        "span",
        "ends-roll-segment",
        &segment.unwrap_or_default(),
    )?;
    dom::child(&item, "span", "ends-roll-state", lang.say(state))?;
    Ok(())
}

/// Both plays side by side, turn by turn.
fn draw_replay(
    parent: &Element,
    best: &[Turn],
    greedy: &[Turn],
    lang: Lang,
) -> Result<(), JsValue> {
    let title = lang.say(words::REPLAY_CAPTION);
    let caption = dom::child(parent, "p", "ends-replay-caption", title)?;
    let id = dom::fresh_id("ends-replay");
    let wrap = region(parent, "ends-replay-scroll", &caption, &id)?;
    let table = dom::child_with(&wrap, "table", "ends-replay", &[("aria-labelledby", &id)])?;
    let tr = dom::child(&dom::child(&table, "thead", "", "")?, "tr", "", "")?;
    for head in words::REPLAY_HEADS {
        dom::set_attr(&dom::child(&tr, "th", "", lang.say(head))?, "scope", "col");
    }
    let body = dom::child(&table, "tbody", "", "")?;
    for (turn, (b, g)) in best.iter().zip(greedy).enumerate() {
        let tr = dom::child(&body, "tr", "", "")?;
        let mover = lang.say([words::PLAYER_1, words::PLAYER_2][turn % 2]);
        for (class, text) in [
            ("", (turn + 1).to_string()),
            ("", mover.to_string()),
            ("ends-replay-best", b.words(lang)),
            ("", b.score()),
            ("ends-replay-greedy", g.words(lang)),
            ("", g.score()),
        ] {
            dom::child(&tr, "td", class, &text)?;
        }
    }
    if let (Some(b), Some(g)) = (best.last(), greedy.last()) {
        let tr = dom::child(&dom::child(&table, "tfoot", "", "")?, "tr", "", "")?;
        let th = dom::child(&tr, "th", "", lang.say(words::RESULT))?;
        dom::set_attr(&th, "colspan", "3");
        dom::set_attr(&th, "scope", "row");
        dom::child(&tr, "td", "ends-replay-best-total", &b.score())?;
        dom::child(&tr, "td", "", "")?;
        dom::child(&tr, "td", "ends-replay-greedy-total", &g.score())?;
    }
    Ok(())
}
