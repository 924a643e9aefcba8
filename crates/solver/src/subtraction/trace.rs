//! The step-by-step filling of the W/L table, as the code panel runs it: one step per test of
//! a move, one step per decided cell. Each step carries what the widget shows (the cells read,
//! the cell written, the code line, the variables) and a sentence in both languages.

use super::program::{CodePoint, PROGRAMS};
use super::{PeriodRule, SubtractionGame, Table};
use crate::lang::Lang;
use crate::mex::join;
use crate::outcome::Outcome;
use crate::trace::{page_range, TraceStep, Traced};

/// One step of the table filling, for the cell `cell` (the `i` of the program).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub cell: usize,
    pub kind: StepKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// Position 0: no stone left, the player to move has lost.
    Terminal,
    /// The program tests move `j`, taking `take` stones. `reaches` is the position it leads
    /// to and that position's outcome, or `None` when `take > cell`.
    Try {
        j: usize,
        take: u64,
        reaches: Option<(usize, Outcome)>,
    },
    /// The cell's outcome is written. `reachable` lists every position one move away;
    /// `winning` is the move `(j, s[j])` the program found into an L cell, if any.
    Decide {
        outcome: Outcome,
        reachable: Vec<usize>,
        winning: Option<(usize, u64)>,
    },
}

impl SubtractionGame {
    /// The whole trace of filling `0..=n`, in the program's order. Its length is at most
    /// `1 + n · (|S| + 1)`; widgets keep `n` small enough for that to be a few thousand.
    pub fn trace(&self, n: usize) -> Vec<Step> {
        let trace = SubtractionTrace::new(self, n);
        (0..trace.total()).filter_map(|k| trace.step(k)).collect()
    }
}

/// The trace of filling `0..=n`, read step by step without storing the steps: it keeps the
/// table and where each cell's steps begin, so memory grows with `n`, not with the steps.
pub struct SubtractionTrace {
    game: SubtractionGame,
    table: Table,
    /// `starts[i]` is the index of the first step about cell `i`; `starts[n + 1]` the total.
    starts: Vec<u64>,
}

impl SubtractionTrace {
    pub fn new(game: &SubtractionGame, n: usize) -> SubtractionTrace {
        let table = game.table(n);
        let mut starts = Vec::with_capacity(n + 2);
        let mut next = 0u64;
        for i in 0..=n {
            starts.push(next);
            next += if i == 0 {
                1
            } else {
                tries(game, &table, i) as u64 + 1
            };
        }
        starts.push(next);
        SubtractionTrace {
            game: game.clone(),
            table,
            starts,
        }
    }

    pub fn total(&self) -> u64 {
        self.starts.last().copied().unwrap_or(0)
    }

    /// The solved table the trace fills.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The game being solved.
    pub fn game(&self) -> &SubtractionGame {
        &self.game
    }

    /// The largest position of the table (`n`).
    pub fn n(&self) -> usize {
        self.table.outcomes.len().saturating_sub(1)
    }

    /// The index of the step that writes cell `cell` (its last step).
    pub fn write_step(&self, cell: usize) -> Option<u64> {
        Some(self.starts.get(cell + 1)?.saturating_sub(1))
    }

    /// The index of the first step about cell `cell`.
    pub fn first_step(&self, cell: usize) -> Option<u64> {
        self.starts
            .get(cell)
            .copied()
            .filter(|&start| start < self.total())
    }

    /// What the filled table says: its L cells, every other cell being W.
    pub fn summary(&self, lang: Lang) -> String {
        let lose_cells: Vec<String> = self
            .table
            .outcomes
            .iter()
            .enumerate()
            .filter(|(_, o)| **o == Outcome::Lose)
            .map(|(i, _)| i.to_string())
            .collect();
        let lose_cells = lose_cells.join(", ");
        lang.pick(
            format!("Xong: các ô L (người đến lượt thua) là {lose_cells}; mọi ô khác là W."),
            format!(
                "Done: the L cells (the player to move loses) are {lose_cells}; every other cell \
                 is W."
            ),
        )
    }

    /// The hint after a wrong answer on `cell` in a practice row: the cells it reaches and
    /// what to ask of them (their Grundy values and the mex when `grundy`, else whether one of
    /// them is L).
    pub fn hint(&self, cell: usize, grundy: bool, lang: Lang) -> String {
        let i = cell;
        let options = self.game.options(&self.table, i);
        let targets = join(options.iter().map(|(t, _)| t));
        if grundy && options.is_empty() {
            return lang.pick(
                format!("từ {i} không đi được nước nào, nên tập các số Grundy tới được là tập rỗng. mex của tập rỗng là bao nhiêu?"),
                format!("no move is possible from {i}, so the set of reachable Grundy numbers is empty. What is the mex of the empty set?"),
            );
        }
        if grundy {
            let values = join(options.iter().map(|(_, g)| g));
            let set = self.game.mex_at(&self.table, i).set();
            return lang.pick(
                format!("từ {i} đi được tới {targets}, có số Grundy lần lượt là {values}. g({i}) = mex{set}: số tự nhiên nhỏ nhất không có trong tập đó là số nào?"),
                format!("from {i} you can reach {targets}, with Grundy numbers {values}. g({i}) = mex{set}: which is the smallest natural number missing from that set?"),
            );
        }
        if options.is_empty() {
            return lang.pick(
                format!("từ ô {i} có nước đi nào không?"),
                format!("is there any move from cell {i}?"),
            );
        }
        lang.pick(
            format!("từ ô {i} đi được tới {targets}. Trong các ô đó có ô L nào không?"),
            format!("from cell {i} you can reach {targets}. Is any of them L?"),
        )
    }

    /// What a filled practice row shows: its losing cells (with `grundy`, the cells of value
    /// 0, which are exactly those).
    pub fn losing_words(&self, grundy: bool, lang: Lang) -> String {
        let losing = self
            .table
            .outcomes
            .iter()
            .enumerate()
            .filter(|(_, o)| **o == Outcome::Lose)
            .map(|(i, _)| i);
        let losing = join(losing);
        match grundy {
            true => lang.pick(
                format!("Các ô có g = 0: {losing}. Đó đúng là các thế thua (L) của trò chơi này."),
                format!("The cells with g = 0: {losing}. They are exactly the losing (L) positions of this game."),
            ),
            false => lang.pick(
                format!("Các ô thua (L): {losing}. Người đi trước thua đúng khi số sỏi là một trong các số đó."),
                format!("The losing cells (L): {losing}. The first player loses exactly when the pile is one of them."),
            ),
        }
    }

    /// The period `rule` proven from the table and its proof; with none, that the cells are
    /// not enough to prove one (and no proof).
    pub fn period_words(&self, rule: Option<&PeriodRule>, lang: Lang) -> (String, String) {
        let Some(rule) = rule else {
            let short = lang.pick(
                "Trong các ô 0..n chưa đủ để chứng minh một chu kỳ: hãy tăng n.",
                "The cells 0..n are not enough to prove a period: try a larger n.",
            );
            return (short.to_string(), String::new());
        };
        let (length, describe) = (rule.period.length, rule.describe(lang));
        let period = lang.pick(
            format!("Chu kỳ {length} (đã chứng minh): {describe}."),
            format!("Period {length} (proven): {describe}."),
        );
        let window = self.game.window();
        (period, rule.proof(window, &self.table.outcomes, lang))
    }

    /// The step at `index`, or `None` past the end.
    pub fn step(&self, index: u64) -> Option<Step> {
        if index >= self.total() {
            return None;
        }
        // The last cell whose first step is at or before `index`.
        let cell = self.starts.partition_point(|&start| start <= index) - 1;
        let offset = (index - self.starts[cell]) as usize;
        let outcomes = &self.table.outcomes;
        if cell == 0 {
            return Some(Step {
                cell,
                kind: StepKind::Terminal,
            });
        }
        let moves = self.game.moves.values();
        let kind = if offset < tries(&self.game, &self.table, cell) {
            let take = moves[offset];
            let target = usize::try_from(take).ok().and_then(|s| cell.checked_sub(s));
            StepKind::Try {
                j: offset,
                take,
                reaches: target.map(|t| (t, outcomes[t])),
            }
        } else {
            let winning = moves.iter().enumerate().find_map(|(j, &take)| {
                let target = usize::try_from(take)
                    .ok()
                    .and_then(|s| cell.checked_sub(s))?;
                (outcomes[target] == Outcome::Lose).then_some((j, take))
            });
            StepKind::Decide {
                outcome: outcomes[cell],
                reachable: self.game.moves.targets(cell).collect(),
                winning,
            }
        };
        Some(Step { cell, kind })
    }
}

/// How many moves the program tests at cell `i` before it decides: up to and including the
/// first move into an L cell, or all of them.
fn tries(game: &SubtractionGame, table: &Table, i: usize) -> usize {
    let moves = game.moves.values();
    moves
        .iter()
        .position(|&take| {
            usize::try_from(take)
                .ok()
                .and_then(|s| i.checked_sub(s))
                .is_some_and(|t| table.outcomes[t] == Outcome::Lose)
        })
        .map_or(moves.len(), |j| j + 1)
}

impl Traced for SubtractionTrace {
    fn total(&self) -> u64 {
        SubtractionTrace::total(self)
    }

    fn page(&self, from: u64, count: usize) -> Vec<TraceStep> {
        let n = self.table.outcomes.len().saturating_sub(1);
        page_range(self.total(), from, count)
            .filter_map(|k| self.step(k))
            .map(|step| step.view(n))
            .collect()
    }
}

impl Step {
    /// The step in the shape every family shares (for the JS API).
    pub fn view(&self, n: usize) -> TraceStep {
        let point = self.code_point();
        TraceStep {
            reads: self.reads().into_iter().map(|c| vec![c as u64]).collect(),
            write: self.written().map(|_| vec![self.cell as u64]),
            value: self.written().map(|o| o.letter().to_string()),
            ..TraceStep::at(&PROGRAMS, point, self.variables(n), |lang| {
                self.sentence(lang)
            })
        }
    }

    /// The cell this step writes, with its value.
    pub fn written(&self) -> Option<Outcome> {
        match &self.kind {
            StepKind::Terminal => Some(Outcome::Lose),
            StepKind::Decide { outcome, .. } => Some(*outcome),
            StepKind::Try { .. } => None,
        }
    }

    /// The cells this step reads.
    pub fn reads(&self) -> Vec<usize> {
        match &self.kind {
            StepKind::Terminal => Vec::new(),
            StepKind::Try { reaches, .. } => reaches.iter().map(|(t, _)| *t).collect(),
            StepKind::Decide { reachable, .. } => reachable.clone(),
        }
    }

    /// The cell handed to the opponent as an L position, if this step found one.
    pub fn losing_target(&self) -> Option<usize> {
        match &self.kind {
            StepKind::Try {
                reaches: Some((t, Outcome::Lose)),
                ..
            } => Some(*t),
            StepKind::Decide {
                winning: Some((_, take)),
                ..
            } => usize::try_from(*take).ok().map(|s| self.cell - s),
            _ => None,
        }
    }

    pub fn code_point(&self) -> CodePoint {
        match &self.kind {
            StepKind::Terminal => CodePoint::Init,
            StepKind::Try { .. } => CodePoint::Try,
            StepKind::Decide {
                outcome: Outcome::Win,
                ..
            } => CodePoint::SetWin,
            StepKind::Decide { .. } => CodePoint::StaysLose,
        }
    }

    /// The program's variables at this step, as the code panel lists them.
    pub fn variables(&self, n: usize) -> Vec<(&'static str, String)> {
        let dash = || "—".to_string();
        let (i, j, take, win) = match &self.kind {
            StepKind::Terminal => (dash(), dash(), dash(), false),
            StepKind::Try { j, take, .. } => (
                self.cell.to_string(),
                j.to_string(),
                take.to_string(),
                false,
            ),
            StepKind::Decide {
                outcome, winning, ..
            } => (
                self.cell.to_string(),
                winning.map_or_else(dash, |(j, _)| j.to_string()),
                winning.map_or_else(dash, |(_, take)| take.to_string()),
                outcome.is_win(),
            ),
        };
        vec![
            ("n", n.to_string()),
            ("i", i),
            ("j", j),
            ("s[j]", take),
            ("win[i]", win.to_string()),
        ]
    }

    /// What happens at this step, in one sentence.
    pub fn sentence(&self, lang: Lang) -> String {
        let i = self.cell;
        match &self.kind {
            StepKind::Terminal => lang.pick(
                "Ô 0: không còn viên nào để bốc, người đến lượt thua, nên ô 0 là L.".into(),
                "Cell 0: no stone left to take, the player to move has lost, so cell 0 is L."
                    .into(),
            ),
            StepKind::Try { take, reaches, .. } => match reaches {
                None => lang.pick(
                    format!("Ô {i}: muốn bốc {take} viên nhưng chỉ còn {i} viên, bỏ qua."),
                    format!("Cell {i}: cannot take {take} with only {i} left; skip."),
                ),
                Some((t, Outcome::Win)) => lang.pick(
                    format!("Ô {i}: bốc {take} viên còn {t}; ô {t} là W cho đối thủ, chưa được."),
                    format!(
                        "Cell {i}: taking {take} leaves {t}; cell {t} is W for the opponent, \
                         not good enough."
                    ),
                ),
                Some((t, Outcome::Lose)) => lang.pick(
                    format!("Ô {i}: bốc {take} viên còn {t}; ô {t} là L cho đối thủ!"),
                    format!("Cell {i}: taking {take} leaves {t}; cell {t} is L for the opponent!"),
                ),
            },
            StepKind::Decide {
                outcome,
                reachable,
                winning,
            } => decide_sentence(lang, i, *outcome, reachable, winning.map(|(_, take)| take)),
        }
    }
}

fn decide_sentence(
    lang: Lang,
    i: usize,
    outcome: Outcome,
    reachable: &[usize],
    winning_take: Option<u64>,
) -> String {
    let list = reachable
        .iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    match (outcome, winning_take) {
        (Outcome::Win, Some(take)) => {
            let t = i as u64 - take;
            lang.pick(
                format!("Từ ô {i} đi được tới {list}; ô {t} là L nên ô {i} là W: bốc {take} viên."),
                format!("From cell {i} you can reach {list}; cell {t} is L, so cell {i} is W: take {take}."),
            )
        }
        _ if reachable.is_empty() => lang.pick(
            format!("Từ ô {i} không bốc được nước nào, nên ô {i} là L."),
            format!("From cell {i} no move is possible, so cell {i} is L."),
        ),
        _ => lang.pick(
            format!("Từ ô {i} đi được tới {list}; ô nào cũng là W nên ô {i} là L."),
            format!("From cell {i} you can reach {list}; every one is W, so cell {i} is L."),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::subtraction::MoveSet;

    fn trace_of(moves: &str, n: usize) -> Vec<Step> {
        SubtractionGame::new(MoveSet::parse(moves).expect("valid")).trace(n)
    }

    #[test]
    fn trace_writes_every_cell_once_in_order() {
        let steps = trace_of("1 3 4", 14);
        let written: String = steps
            .iter()
            .filter_map(|s| s.written().map(|o| o.letter()))
            .collect();
        assert_eq!(written, "LWLWWWWLWLWWWWL");
        let cells: Vec<usize> = steps
            .iter()
            .filter(|s| s.written().is_some())
            .map(|s| s.cell)
            .collect();
        assert_eq!(cells, (0..=14).collect::<Vec<_>>());
        assert!(steps.last().is_some_and(|s| s.written().is_some()));
    }

    #[test]
    fn lesson_sentence_for_cell_6_with_bachet_3() {
        let steps = trace_of("1 2 3", 6);
        let decide = steps.last().expect("steps");
        assert_eq!(
            decide.sentence(Lang::Vi),
            "Từ ô 6 đi được tới 5, 4, 3; ô 4 là L nên ô 6 là W: bốc 2 viên."
        );
        assert_eq!(decide.losing_target(), Some(4));
        assert_eq!(decide.reads(), vec![5, 4, 3]);
        // The program breaks at the first L it meets: it never tests taking 3.
        let tries_for_6 = steps
            .iter()
            .filter(|s| s.cell == 6 && s.written().is_none())
            .count();
        assert_eq!(tries_for_6, 2);
    }

    #[test]
    fn pages_match_the_whole_trace() {
        let game = SubtractionGame::new(MoveSet::parse("2 3 7").expect("valid"));
        let whole = game.trace(40);
        let paged = SubtractionTrace::new(&game, 40);
        assert_eq!(paged.total(), whole.len() as u64);
        let views: Vec<TraceStep> = (0..paged.total())
            .step_by(7)
            .flat_map(|from| paged.page(from, 7))
            .collect();
        assert_eq!(views.len(), whole.len());
        for (view, step) in views.iter().zip(&whole) {
            assert_eq!(view, &step.view(40));
        }
        assert!(paged.page(paged.total(), 5).is_empty());
        assert_eq!(paged.page(u64::MAX, usize::MAX).len(), 0);
    }

    #[test]
    fn cells_without_moves_are_lose() {
        let steps = trace_of("2", 1);
        assert_eq!(steps.len(), 3);
        assert_eq!(
            steps[1].sentence(Lang::En),
            "Cell 1: cannot take 2 with only 1 left; skip."
        );
        assert_eq!(
            steps[2].sentence(Lang::En),
            "From cell 1 no move is possible, so cell 1 is L."
        );
        assert_eq!(steps[2].code_point(), CodePoint::StaysLose);
    }

    #[test]
    fn the_filled_table_and_its_period_in_words() {
        let game = SubtractionGame::new(MoveSet::parse("1 3 4").expect("valid"));
        let trace = SubtractionTrace::new(&game, 14);
        assert_eq!(
            trace.summary(Lang::En),
            "Done: the L cells (the player to move loses) are 0, 2, 7, 9, 14; every other cell is W."
        );
        let period = game.outcome_period(trace.table()).expect("period 7");
        let rule = PeriodRule::new(period, &trace.table().outcomes);
        let (line, proof) = trace.period_words(Some(&rule), Lang::En);
        assert_eq!(line, "Period 7 (proven): L exactly when n mod 7 ∈ {0, 2}.");
        assert!(proof.starts_with("The largest move is 4"), "{proof}");
        let (short, none) = trace.period_words(None, Lang::Vi);
        assert!(short.starts_with("Trong các ô 0..n chưa đủ"), "{short}");
        assert!(none.is_empty());
    }

    #[test]
    fn a_practice_row_hints_at_the_cells_reached_and_lists_its_losing_cells() {
        let game = SubtractionGame::new(MoveSet::parse("1 3 4").expect("valid"));
        let trace = SubtractionTrace::new(&game, 14);
        assert_eq!(
            trace.hint(5, false, Lang::En),
            "from cell 5 you can reach 4, 2, 1. Is any of them L?"
        );
        assert!(trace
            .hint(0, true, Lang::En)
            .starts_with("no move is possible from 0"));
        assert!(trace
            .hint(2, true, Lang::En)
            .starts_with("from 2 you can reach 1, with Grundy numbers 1."));
        assert_eq!(
            trace.losing_words(false, Lang::En),
            "The losing cells (L): 0, 2, 7, 9, 14. The first player loses exactly when the pile is one of them."
        );
    }
}
