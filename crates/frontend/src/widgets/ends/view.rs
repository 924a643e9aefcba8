//! The pictures of the ends widget: the current cell's formula, the grid (short rows), the
//! rolled 1-D array, and the answer with the game replayed. Everything is drawn from the
//! position alone; the grid's cells are built once per row and only restyled.

use nimlab_solver::score::{num, End, IndexClass, IntervalStep, StepKind, Turn};
use nimlab_solver::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement};

use super::{end_name, inputs, Run};
use crate::dom;
use crate::kit;

struct GridCell {
    l: usize,
    r: usize,
    root: Element,
    value: Element,
    mark: Element,
}

/// The legend: states are told by symbols and outlines, not colour alone.
const LEGEND: &[kit::LegendEntry] = &[
    (
        "is-current",
        "●",
        "ô đang tô dp[l][r]",
        "cell being written dp[l][r]",
    ),
    (
        "is-read-left",
        "↑",
        "dp[l+1][r]: còn lại sau khi lấy đầu trái",
        "dp[l+1][r]: what is left after taking the left end",
    ),
    (
        "is-read-right",
        "→",
        "dp[l][r−1]: còn lại sau khi lấy đầu phải",
        "dp[l][r−1]: what is left after taking the right end",
    ),
    ("is-chosen", "✓", "lựa chọn tốt hơn", "the better choice"),
];

pub struct View {
    note: Element,
    legend: kit::Legend,
    formula_title: Element,
    symbolic: Element,
    numbers: Element,
    read_left: Element,
    read_right: Element,
    grid_wrap: Element,
    grid: Element,
    caption: Element,
    cells: Vec<GridCell>,
    roll_title: Element,
    roll_list: Element,
    roll_text: Element,
    answer_title: Element,
    answer: Element,
    first_move: Element,
    parity: Element,
    greedy: Element,
    hidden_note: Element,
    replay: Element,
}

impl View {
    pub fn new(root: &Element) -> Result<View, JsValue> {
        let note = dom::child(root, "p", "ends-note", "")?;
        let legend = kit::Legend::new(root, "ends", LEGEND)?;

        let formula = dom::child(root, "div", "ends-formula", "")?;
        let formula_title = dom::child(&formula, "h4", "ends-subtitle", "")?;
        let symbolic = dom::child(&formula, "p", "ends-formula-symbolic", "")?;
        let numbers = dom::child(&formula, "p", "ends-formula-numbers", "")?;
        let reads = dom::child(&formula, "ul", "ends-reads", "")?;
        let read_left = dom::child(&reads, "li", "ends-read ends-read-left", "")?;
        let read_right = dom::child(&reads, "li", "ends-read ends-read-right", "")?;

        let caption = dom::child(root, "p", "ends-grid-caption", "")?;
        let grid_wrap = dom::child(root, "div", "ends-grid-wrap", "")?;
        dom::set_attr(&grid_wrap, "tabindex", "0");
        let grid = dom::child(&grid_wrap, "table", "ends-grid", "")?;
        let caption_id = dom::fresh_id("ends-grid");
        dom::set_attr(&caption, "id", &caption_id);
        dom::set_attr(&grid_wrap, "aria-labelledby", &caption_id);
        dom::set_attr(&grid_wrap, "role", "region");

        let roll = dom::child(root, "div", "ends-roll", "")?;
        let roll_title = dom::child(&roll, "h4", "ends-subtitle", "")?;
        let roll_list = dom::child(&roll, "ol", "ends-roll-list", "")?;
        let roll_text = dom::child(&roll, "p", "ends-roll-text", "")?;

        let results = dom::child(root, "div", "results ends-results", "")?;
        let answer_title = dom::child(&results, "h4", "ends-subtitle", "")?;
        let hidden_note = dom::child(&results, "p", "ends-hidden-note", "")?;
        let answer = dom::child(&results, "p", "summary ends-answer", "")?;
        let first_move = dom::child(&results, "p", "ends-first-move", "")?;
        let parity = dom::child(&results, "p", "ends-parity", "")?;
        let greedy = dom::child(&results, "p", "ends-greedy", "")?;
        let replay = dom::child(&results, "div", "ends-replay-wrap", "")?;

        Ok(View {
            note,
            legend,
            formula_title,
            symbolic,
            numbers,
            read_left,
            read_right,
            grid_wrap,
            grid,
            caption,
            cells: Vec::new(),
            roll_title,
            roll_list,
            roll_text,
            answer_title,
            answer,
            first_move,
            parity,
            greedy,
            hidden_note,
            replay,
        })
    }

    /// Builds the grid's cells for a new row (none for a long row).
    pub fn rebuild(&mut self, run: &Run) {
        while let Some(old) = self.grid.first_child() {
            let _ = self.grid.remove_child(&old);
        }
        self.cells.clear();
        let Some(small) = &run.small else { return };
        let _ = self.build_grid(run.row.values(), small.grid.len());
    }

    fn build_grid(&mut self, a: &[i64], n: usize) -> Result<(), JsValue> {
        let head = dom::child(&self.grid, "thead", "", "")?;
        let row = dom::child(&head, "tr", "", "")?;
        let corner = dom::child(&row, "th", "ends-corner", "dp[l][r]")?;
        dom::set_attr(&corner, "scope", "col");
        for (r, value) in a.iter().enumerate() {
            let th = dom::child(&row, "th", "", &format!("r = {r}"))?;
            dom::set_attr(&th, "scope", "col");
            dom::child(
                &th,
                "span",
                "ends-head-value",
                &format!("({})", num(*value)),
            )?;
        }
        let body = dom::child(&self.grid, "tbody", "", "")?;
        for (l, value) in a.iter().enumerate() {
            let tr = dom::child(&body, "tr", "", "")?;
            let th = dom::child(&tr, "th", "", &format!("l = {l}"))?;
            dom::set_attr(&th, "scope", "row");
            dom::child(
                &th,
                "span",
                "ends-head-value",
                &format!("({})", num(*value)),
            )?;
            for r in 0..n {
                if r < l {
                    dom::child(&tr, "td", "ends-cell is-void", "")?;
                    continue;
                }
                let root = dom::child(&tr, "td", "ends-cell", "")?;
                let value = dom::child(&root, "span", "ends-cell-value", "")?;
                let mark = dom::child(&root, "span", "ends-cell-mark", "")?;
                dom::set_attr(&mark, "aria-hidden", "true");
                dom::set_attr(&root, "data-cell", &format!("{l},{r}"));
                self.cells.push(GridCell {
                    l,
                    r,
                    root,
                    value,
                    mark,
                });
            }
        }
        Ok(())
    }

    pub fn relabel(&self, lang: Lang) {
        self.legend.relabel(lang);
        dom::set_text(
            &self.formula_title,
            lang.pick("Ô đang tô", "The cell being written"),
        );
        dom::set_text(
            &self.caption,
            lang.pick(
                "Bảng dp[l][r]: hàng l là đầu trái, cột r là đầu phải (số trong ngoặc là a[l], a[r])",
                "Grid dp[l][r]: row l is the left end, column r the right end (a[l], a[r] in brackets)",
            ),
        );
        dom::set_text(
            &self.roll_title,
            lang.pick(
                "Cùng phép tính với một mảng dp[l] (mảng cuộn)",
                "The same computation with one array dp[l] (the rolled array)",
            ),
        );
        dom::set_text(&self.answer_title, lang.pick("Đáp án", "The answer"));
    }

    pub fn draw(&self, run: &Run, position: usize, spoiler: bool, lang: Lang) {
        let step = run.last(position);
        self.draw_note(run, lang);
        self.draw_formula(run, step.as_ref(), lang);
        self.draw_grid(run, position, step.as_ref());
        self.draw_roll(run, step.as_ref(), lang);
        self.draw_results(run, spoiler, lang);
    }

    fn draw_note(&self, run: &Run, lang: Lang) {
        let n = run.n();
        let long = run.small.is_none();
        let max = super::MAX_GRID_LEN;
        let text = lang.pick(
            format!(
                "Dãy có {n} số: bảng {n} × {n} quá lớn để vẽ (chỉ vẽ khi n ≤ {max}). Đáp án vẫn \
                 đầy đủ, và mỗi bước vẫn xem được: ô đang tô, công thức và hai ô nó đọc, tính \
                 lại ngay từ dãy mà không lưu cả bảng."
            ),
            format!(
                "The row has {n} numbers: a {n} × {n} grid is too big to draw (drawn only for \
                 n ≤ {max}). The answer is complete, and every step can still be viewed: the \
                 cell being written, its formula and the two cells it reads, recomputed from \
                 the row without storing the grid."
            ),
        );
        dom::set_text(&self.note, if long { &text } else { "" });
        dom::set_hidden(&self.note, !long);
        dom::set_hidden(&self.grid_wrap, long);
        dom::set_hidden(&self.caption, long);
    }

    fn draw_formula(&self, run: &Run, step: Option<&IntervalStep>, lang: Lang) {
        let a = run.row.values();
        let at = |i: usize| num(a.get(i).copied().unwrap_or(0));
        let (symbolic, numbers) = match step {
            None => (
                lang.pick("Chưa tô ô nào.", "No cell written yet.")
                    .to_string(),
                String::new(),
            ),
            Some(s) => match s.kind {
                StepKind::Base { .. } => (
                    format!("dp[{0}][{0}] = a[{0}]", s.l),
                    format!("dp[{0}][{0}] = {1}", s.l, s.formula()),
                ),
                StepKind::Combine { .. } => (
                    format!(
                        "dp[{l}][{r}] = max(a[{l}] − dp[{}][{r}], a[{r}] − dp[{l}][{}])",
                        s.l + 1,
                        s.r - 1,
                        l = s.l,
                        r = s.r
                    ),
                    s.formula(),
                ),
            },
        };
        dom::set_text(&self.symbolic, &symbolic);
        dom::set_text(&self.numbers, &numbers);
        dom::set_hidden(&self.numbers, numbers.is_empty());
        let combine = step.filter(|s| matches!(s.kind, StepKind::Combine { .. }));
        for (el, side) in [(&self.read_left, End::Left), (&self.read_right, End::Right)] {
            let Some(s) = combine else {
                dom::set_text(el, "");
                dom::set_hidden(el, true);
                continue;
            };
            let (without_left, without_right) = inputs(s);
            let chosen = s.is_tie() || s.choice() == side;
            let tick = if chosen { " ✓" } else { "" };
            let text = match side {
                End::Left => lang.pick(
                    format!(
                        "↑ dp[{}][{}] = {}: lấy đầu trái a[{}] = {}, đối thủ còn đoạn [{}, {}]; \
                         hiệu {}{tick}",
                        s.l + 1,
                        s.r,
                        num(without_left),
                        s.l,
                        at(s.l),
                        s.l + 1,
                        s.r,
                        num(s.take_left())
                    ),
                    format!(
                        "↑ dp[{}][{}] = {}: take the left end a[{}] = {}, the opponent gets \
                         [{}, {}]; lead {}{tick}",
                        s.l + 1,
                        s.r,
                        num(without_left),
                        s.l,
                        at(s.l),
                        s.l + 1,
                        s.r,
                        num(s.take_left())
                    ),
                ),
                End::Right => lang.pick(
                    format!(
                        "→ dp[{}][{}] = {}: lấy đầu phải a[{}] = {}, đối thủ còn đoạn [{}, {}]; \
                         hiệu {}{tick}",
                        s.l,
                        s.r - 1,
                        num(without_right),
                        s.r,
                        at(s.r),
                        s.l,
                        s.r - 1,
                        num(s.take_right())
                    ),
                    format!(
                        "→ dp[{}][{}] = {}: take the right end a[{}] = {}, the opponent gets \
                         [{}, {}]; lead {}{tick}",
                        s.l,
                        s.r - 1,
                        num(without_right),
                        s.r,
                        at(s.r),
                        s.l,
                        s.r - 1,
                        num(s.take_right())
                    ),
                ),
            };
            dom::set_text(el, &text);
            dom::set_hidden(el, false);
            dom::set_class(el, "is-chosen", chosen);
        }
    }

    fn draw_grid(&self, run: &Run, position: usize, step: Option<&IntervalStep>) {
        let Some(small) = &run.small else { return };
        let n = run.n();
        let combine = step.filter(|s| matches!(s.kind, StepKind::Combine { .. }));
        let below = combine.map(|s| (s.l + 1, s.r));
        let beside = combine.map(|s| (s.l, s.r - 1));
        let left_chosen = combine.is_some_and(|s| s.is_tie() || s.choice() == End::Left);
        let right_chosen = combine.is_some_and(|s| s.is_tie() || s.choice() == End::Right);
        for cell in &self.cells {
            let at = (cell.l, cell.r);
            let written = small
                .order
                .get(cell.l * n + cell.r)
                .is_some_and(|&k| k < position);
            let value = small.grid.get(cell.l, cell.r).filter(|_| written);
            dom::set_text(&cell.value, &value.map(num).unwrap_or_default());
            dom::set_class(&cell.root, "is-empty", !written);
            let current = step.is_some_and(|s| (s.l, s.r) == at);
            let read_left = below == Some(at);
            let read_right = beside == Some(at);
            let chosen = (read_left && left_chosen) || (read_right && right_chosen);
            dom::set_class(&cell.root, "is-current", current);
            dom::set_class(&cell.root, "is-read-left", read_left);
            dom::set_class(&cell.root, "is-read-right", read_right);
            dom::set_class(&cell.root, "is-chosen", chosen);
            let mark = match (current, read_left, read_right) {
                (true, _, _) => "●",
                (_, true, _) if chosen => "↑✓",
                (_, true, _) => "↑",
                (_, _, true) if chosen => "→✓",
                (_, _, true) => "→",
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
        let view = self.grid_wrap.client_width();
        let scroll = self.grid_wrap.scroll_left();
        if view > 0 && (left < scroll || left + width > scroll + view) {
            self.grid_wrap
                .set_scroll_left((left + width / 2 - view / 2).max(0));
        }
    }

    fn draw_roll(&self, run: &Run, step: Option<&IntervalStep>, lang: Lang) {
        while let Some(old) = self.roll_list.first_child() {
            let _ = self.roll_list.remove_child(&old);
        }
        let entries = roll_entries(run, step);
        let long = run.small.is_none();
        if long && !entries.is_empty() {
            let _ = dom::child(&self.roll_list, "li", "ends-roll-gap", "…");
        }
        for entry in &entries {
            let _ = draw_entry(&self.roll_list, entry, lang);
        }
        if long && !entries.is_empty() {
            let _ = dom::child(&self.roll_list, "li", "ends-roll-gap", "…");
        }
        dom::set_text(&self.roll_text, &roll_sentence(step, lang));
    }

    fn draw_results(&self, run: &Run, spoiler: bool, lang: Lang) {
        let n = run.n();
        let last = n - 1;
        dom::set_hidden(&self.hidden_note, !spoiler);
        dom::set_text(
            &self.hidden_note,
            &lang.pick(
                format!("Đáp án sẽ hiện khi ô dp[0][{last}] được tô (chế độ đoán đang bật)."),
                format!(
                    "The answer appears once cell dp[0][{last}] is written (predict mode is on)."
                ),
            ),
        );
        let Some(summary) = run.summary else {
            self.draw_pending(run, spoiler, lang);
            return;
        };
        let s = summary.scores;
        let d = s.diff();
        let total = run.row.total();
        self.hide_results(spoiler);
        let sum = if n <= super::MAX_GRID_LEN {
            let terms: Vec<String> = run.row.values().iter().map(|v| paren(*v)).collect();
            format!("{} = {}", terms.join(" + "), num(total))
        } else {
            num(total)
        };
        let (tn, dn) = (num(total), paren(d));
        let answer = lang.pick(
            format!(
                "Tổng S = {sum}, hiệu d = dp[0][{last}] = {}. Người đi trước được (S + d) / 2 = \
                 ({tn} + {dn}) / 2 = {}; người đi sau được (S − d) / 2 = ({tn} − {dn}) / 2 = {}.",
                num(d),
                num(s.first),
                num(s.second)
            ),
            format!(
                "Total S = {sum}, difference d = dp[0][{last}] = {}. The first player gets \
                 (S + d) / 2 = ({tn} + {dn}) / 2 = {}; the second gets (S − d) / 2 = \
                 ({tn} − {dn}) / 2 = {}.",
                num(d),
                num(s.first),
                num(s.second)
            ),
        );
        dom::set_text(&self.answer, &answer);
        let a = run.row.values();
        let first_move = summary.first_move;
        let taken = match first_move {
            End::Left => a.first(),
            End::Right => a.last(),
        }
        .copied()
        .unwrap_or(0);
        dom::set_text(
            &self.first_move,
            &lang.pick(
                format!(
                    "Nước đầu tối ưu: lấy đầu {} ({}).",
                    end_name(first_move, lang),
                    num(taken)
                ),
                format!(
                    "Best first move: take the {} end ({}).",
                    end_name(first_move, lang),
                    num(taken)
                ),
            ),
        );
        let parity = run.row.parity_plan().map(|plan| {
            let (vi, en, sum) = match plan.take {
                IndexClass::Even => ("chẵn", "even", plan.even_sum),
                IndexClass::Odd => ("lẻ", "odd", plan.odd_sum),
            };
            lang.pick(
                format!(
                    "n chẵn: người đi trước có thể lấy hết các số ở vị trí {vi} (tổng {}), nên \
                     không bao giờ thua; tối ưu còn được nhiều hơn hoặc bằng.",
                    num(sum)
                ),
                format!(
                    "n is even: the first player can take every number at an {en} position \
                     (sum {}), so they never lose; perfect play gets at least that.",
                    num(sum)
                ),
            )
        });
        dom::set_text(&self.parity, parity.as_deref().unwrap_or(""));
        if parity.is_none() {
            dom::set_hidden(&self.parity, true);
        }
        let g = summary.greedy;
        let greedy = if g.first < s.first {
            lang.pick(
                format!(
                    "Tham lam (luôn lấy đầu lớn hơn) chỉ được {} – {} trước đối thủ chơi tối ưu, \
                     còn chơi tối ưu được {} – {}: lấy số lớn ngay có thể mở đường cho đối thủ.",
                    num(g.first),
                    num(g.second),
                    num(s.first),
                    num(s.second)
                ),
                format!(
                    "Greedy (always the larger end) gets only {} – {} against a perfect \
                     opponent, perfect play gets {} – {}: grabbing the big number can open the \
                     way for the opponent.",
                    num(g.first),
                    num(g.second),
                    num(s.first),
                    num(s.second)
                ),
            )
        } else {
            lang.pick(
                format!(
                    "Với dãy này tham lam (luôn lấy đầu lớn hơn) cũng được {} – {}. Nhưng trên \
                     dãy 8 15 3 7, tham lam chỉ được 15 – 18 còn chơi tối ưu được 22 – 11.",
                    num(g.first),
                    num(g.second)
                ),
                format!(
                    "On this row greedy (always the larger end) also gets {} – {}. But on \
                     8 15 3 7 greedy gets only 15 – 18 while perfect play gets 22 – 11.",
                    num(g.first),
                    num(g.second)
                ),
            )
        };
        dom::set_text(&self.greedy, &greedy);
        while let Some(old) = self.replay.first_child() {
            let _ = self.replay.remove_child(&old);
        }
        if let Some(small) = &run.small {
            let _ = draw_replay(&self.replay, &small.best, &small.greedy, lang);
        }
    }
}

impl View {
    fn hide_results(&self, hidden: bool) {
        for el in [
            &self.answer,
            &self.first_move,
            &self.parity,
            &self.greedy,
            &self.replay,
        ] {
            dom::set_hidden(el, hidden);
        }
    }

    /// A long row whose answer is still being computed (in ticks, so the page stays usable):
    /// how far it is, in place of the answer.
    fn draw_pending(&self, run: &Run, spoiler: bool, lang: Lang) {
        self.hide_results(true);
        dom::set_hidden(&self.answer, spoiler);
        let percent = (run.progress() * 100.0).floor();
        let n = run.n();
        dom::set_text(
            &self.answer,
            &lang.pick(
                format!(
                    "Đang tính đáp án cho {n} số ({percent}%): điểm khi chơi tối ưu, nước đầu \
                     và điểm của người tham lam. Trong lúc chờ bạn vẫn xem từng bước được."
                ),
                format!(
                    "Computing the answer for {n} numbers ({percent}%): the perfect scores, the \
                     first move and greedy's scores. Meanwhile every step can still be viewed."
                ),
            ),
        );
        while let Some(old) = self.replay.first_child() {
            let _ = self.replay.remove_child(&old);
        }
    }
}

/// A subtracted number, in brackets when negative.
fn paren(v: i64) -> String {
    if v < 0 {
        format!("({})", num(v))
    } else {
        num(v)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum RollState {
    /// Already rewritten in this round: holds the current length.
    New,
    /// Being rewritten now.
    Written,
    /// Read now, still of the previous length.
    Read,
    /// Still of the previous length, read later in this round.
    Old,
    /// Finished: no longer read.
    Idle,
    /// Not written yet (the first round).
    Empty,
}

#[derive(Clone, Copy)]
struct Entry {
    index: usize,
    value: Option<i64>,
    old: Option<i64>,
    segment: Option<(usize, usize)>,
    state: RollState,
}

/// The rolled array right after `step`: all entries for a short row, the two that matter for
/// a long one.
fn roll_entries(run: &Run, step: Option<&IntervalStep>) -> Vec<Entry> {
    let n = run.n();
    let Some(s) = step else {
        return match run.small {
            Some(_) => (0..n)
                .map(|index| Entry {
                    index,
                    value: None,
                    old: None,
                    segment: None,
                    state: RollState::Empty,
                })
                .collect(),
            None => Vec::new(),
        };
    };
    let (l, r) = (s.l, s.r);
    let len = r - l + 1;
    let (without_left, without_right) = inputs(s);
    let combine = matches!(s.kind, StepKind::Combine { .. });
    let written = Entry {
        index: l,
        value: Some(s.value()),
        old: combine.then_some(without_right),
        segment: Some((l, r)),
        state: RollState::Written,
    };
    let read = Entry {
        index: l + 1,
        value: Some(without_left),
        old: None,
        segment: Some((l + 1, r)),
        state: RollState::Read,
    };
    let Some(small) = &run.small else {
        return if combine {
            vec![written, read]
        } else {
            vec![written]
        };
    };
    let cell = |i: usize, j: usize| (small.grid.get(i, j), Some((i, j)));
    let mut entries = Vec::with_capacity(n);
    for index in 0..n {
        let (state, (value, segment)) = if index < l {
            (RollState::New, cell(index, index + len - 1))
        } else if index == l {
            entries.push(written);
            continue;
        } else if index == l + 1 && combine {
            entries.push(read);
            continue;
        } else if !combine {
            (RollState::Empty, (None, None))
        } else if index + len - 2 < n {
            (RollState::Old, cell(index, index + len - 2))
        } else {
            (RollState::Idle, cell(index, n - 1))
        };
        entries.push(Entry {
            index,
            value,
            old: None,
            segment,
            state,
        });
    }
    entries
}

fn draw_entry(list: &Element, entry: &Entry, lang: Lang) -> Result<(), JsValue> {
    let (class, vi, en) = match entry.state {
        RollState::New => ("is-new", "mới", "new"),
        RollState::Written => ("is-written", "✎ ghi", "✎ write"),
        RollState::Read => ("is-read", "○ đọc", "○ read"),
        RollState::Old => ("is-old", "vòng trước", "prev. round"),
        RollState::Idle => ("is-idle", "xong", "done"),
        RollState::Empty => ("is-empty", "", ""),
    };
    let item = dom::child(list, "li", &format!("ends-roll-entry {class}"), "")?;
    dom::child(
        &item,
        "span",
        "ends-roll-index",
        &format!("dp[{}]", entry.index),
    )?;
    let value = entry.value.map(num).unwrap_or_default();
    dom::child(&item, "span", "ends-roll-value", &value)?;
    if let Some(old) = entry.old {
        dom::child(
            &item,
            "span",
            "ends-roll-was",
            &lang.pick(format!("cũ {}", num(old)), format!("was {}", num(old))),
        )?;
    }
    let segment = entry
        .segment
        .map(|(i, j)| format!("[{i}, {j}]"))
        .unwrap_or_default();
    dom::child(&item, "span", "ends-roll-segment", &segment)?;
    dom::child(&item, "span", "ends-roll-state", lang.pick(vi, en))?;
    Ok(())
}

/// Why overwriting is safe at this step, in two sentences of our own.
fn roll_sentence(step: Option<&IntervalStep>, lang: Lang) -> String {
    let Some(s) = step else {
        return lang
            .pick(
                "Chương trình thật chỉ cần một mảng n số: vòng độ dài len ghi dp[l] = dp[l][l + \
                 len − 1] đè lên giá trị của vòng trước.",
                "A real program needs only one array of n numbers: the round for length len \
                 writes dp[l] = dp[l][l + len − 1] over the previous round's value.",
            )
            .to_string();
    };
    let (l, r) = (s.l, s.r);
    match s.kind {
        StepKind::Base { value } => lang.pick(
            format!(
                "Vòng độ dài 1: mảng bắt đầu từ chính dãy số, dp[{l}] = a[{l}] = {}.",
                num(value)
            ),
            format!(
                "Round for length 1: the array starts as the row itself, dp[{l}] = a[{l}] = {}.",
                num(value)
            ),
        ),
        StepKind::Combine { without_right, .. } => lang.pick(
            format!(
                "Ghi đè dp[{l}]: giá trị cũ {} chính là dp[{l}][{}] (bỏ đầu phải), và công thức \
                 vừa đọc xong nó nên mất đi cũng không sao. dp[{}] vẫn còn dp[{}][{r}] của vòng \
                 trước, vì l chạy từ trái sang phải nên ô bên phải chưa bị ghi ở vòng này.",
                num(without_right),
                r - 1,
                l + 1,
                l + 1
            ),
            format!(
                "Overwriting dp[{l}]: its old value {} is exactly dp[{l}][{}] (right end \
                 removed), and the formula has just read it, so losing it costs nothing. dp[{}] \
                 still holds dp[{}][{r}] from the previous round: l runs left to right, so the \
                 entry to its right has not been rewritten yet in this round.",
                num(without_right),
                r - 1,
                l + 1,
                l + 1
            ),
        ),
    }
}

/// Both plays side by side, turn by turn.
fn draw_replay(
    parent: &Element,
    best: &[Turn],
    greedy: &[Turn],
    lang: Lang,
) -> Result<(), JsValue> {
    let caption = dom::child(
        parent,
        "p",
        "ends-replay-caption",
        lang.pick(
            "Ván đấu chơi lại từng lượt: tối ưu và tham lam (đối thủ luôn chơi tối ưu)",
            "The game replayed turn by turn: perfect play and greedy (the opponent always plays perfectly)",
        ),
    )?;
    let caption_id = dom::fresh_id("ends-replay");
    dom::set_attr(&caption, "id", &caption_id);
    let wrap = dom::child(parent, "div", "ends-replay-scroll", "")?;
    dom::set_attr(&wrap, "tabindex", "0");
    dom::set_attr(&wrap, "role", "region");
    dom::set_attr(&wrap, "aria-labelledby", &caption_id);
    let table = dom::child(&wrap, "table", "ends-replay", "")?;
    dom::set_attr(&table, "aria-labelledby", &caption_id);
    let head = dom::child(&table, "thead", "", "")?;
    let tr = dom::child(&head, "tr", "", "")?;
    for (vi, en) in [
        ("Lượt", "Turn"),
        ("Người đi", "Mover"),
        ("Tối ưu: lấy", "Perfect: takes"),
        ("Điểm 1 – 2", "Score 1 – 2"),
        ("Tham lam: lấy", "Greedy: takes"),
        ("Điểm 1 – 2", "Score 1 – 2"),
    ] {
        let th = dom::child(&tr, "th", "", lang.pick(vi, en))?;
        dom::set_attr(&th, "scope", "col");
    }
    let body = dom::child(&table, "tbody", "", "")?;
    for (turn, (b, g)) in best.iter().zip(greedy).enumerate() {
        let tr = dom::child(&body, "tr", "", "")?;
        dom::child(&tr, "td", "", &(turn + 1).to_string())?;
        let mover = if turn % 2 == 0 {
            lang.pick("Người 1", "Player 1")
        } else {
            lang.pick("Người 2", "Player 2")
        };
        dom::child(&tr, "td", "", mover)?;
        dom::child(&tr, "td", "ends-replay-best", &take_text(b, lang))?;
        dom::child(
            &tr,
            "td",
            "",
            &format!("{} – {}", num(b.first), num(b.second)),
        )?;
        dom::child(&tr, "td", "ends-replay-greedy", &take_text(g, lang))?;
        dom::child(
            &tr,
            "td",
            "",
            &format!("{} – {}", num(g.first), num(g.second)),
        )?;
    }
    if let (Some(b), Some(g)) = (best.last(), greedy.last()) {
        let foot = dom::child(&table, "tfoot", "", "")?;
        let tr = dom::child(&foot, "tr", "", "")?;
        let th = dom::child(&tr, "th", "", lang.pick("Kết quả", "Result"))?;
        dom::set_attr(&th, "colspan", "3");
        dom::set_attr(&th, "scope", "row");
        dom::child(
            &tr,
            "td",
            "ends-replay-best-total",
            &format!("{} – {}", num(b.first), num(b.second)),
        )?;
        dom::child(&tr, "td", "", "")?;
        dom::child(
            &tr,
            "td",
            "ends-replay-greedy-total",
            &format!("{} – {}", num(g.first), num(g.second)),
        )?;
    }
    Ok(())
}

fn take_text(turn: &Turn, lang: Lang) -> String {
    let end = end_name(turn.end, lang);
    if turn.tie {
        lang.pick(
            format!("{} ({end}; đầu kia cũng tối ưu)", num(turn.value)),
            format!("{} ({end}; the other end is as good)", num(turn.value)),
        )
    } else {
        format!("{} ({end})", num(turn.value))
    }
}
