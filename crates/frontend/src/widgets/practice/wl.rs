//! `wl-practice`: a subtraction game and an empty W/L row; the learner labels the cells from 0
//! upwards with the W / L buttons (or keys). A mistake gets a hint (which cells the position
//! reaches, and the question to ask of them), a second one the solver's full reason.
//!
//! Placeholder: `data-moves` and `data-n` (≤ 30) fix the game; without them (or with a bad
//! one) a random game: two or three moves from 1 to 5, n from 14 to 20.

use std::rc::Rc;

use nimlab_solver::input::{parse_number, Field};
use nimlab_solver::subtraction::{MoveSet, Step, SubtractionGame, Table};
use nimlab_solver::{Lang, Outcome};
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::{list, Answer, Entry, Exercise, Progress, Rng, RowBoard};
use crate::dom::Listener;

/// The row is short enough to see at once on a phone.
const MAX_N: u64 = 30;

pub struct WlPractice {
    game: SubtractionGame,
    table: Table,
    steps: Vec<Step>,
}

impl WlPractice {
    fn new(moves: MoveSet, n: usize) -> WlPractice {
        let game = SubtractionGame::new(moves);
        WlPractice {
            table: game.table(n),
            steps: game.trace(n),
            game,
        }
    }

    fn n(&self) -> usize {
        self.table.outcomes.len().saturating_sub(1)
    }

    /// The step that decides `cell`: its sentence is the full reason.
    fn decision(&self, cell: usize) -> Option<&Step> {
        self.steps
            .iter()
            .find(|s| s.cell == cell && s.written().is_some())
    }

    fn outcome(&self, cell: usize) -> Option<Outcome> {
        self.table.outcomes.get(cell).copied()
    }
}

/// A random move set: `count` distinct moves from `1..=largest`, through the solver's parser.
pub fn random_moves(rng: &mut Rng, count: usize, largest: u64) -> MoveSet {
    let mut moves: Vec<u64> = Vec::new();
    while moves.len() < count {
        let m = rng.range(1, largest);
        if !moves.contains(&m) {
            moves.push(m);
        }
    }
    MoveSet::parse(&list(moves)).unwrap_or_else(|_| MoveSet::bachet(3))
}

impl Exercise for WlPractice {
    const CLASS: &'static str = "wl-practice";
    const ENTRY: Entry = Entry::Letters;
    type Board = RowBoard;

    fn fixed(placeholder: &Element) -> Option<Self> {
        let moves = MoveSet::parse(&placeholder.get_attribute("data-moves")?).ok()?;
        let n = parse_number(&placeholder.get_attribute("data-n")?, Field::N, 0, MAX_N).ok()?;
        Some(WlPractice::new(moves, n as usize))
    }

    fn random(rng: &mut Rng) -> Self {
        let count = rng.range(2, 3) as usize;
        let moves = random_moves(rng, count, 5);
        WlPractice::new(moves, rng.range(14, 20) as usize)
    }

    fn len(&self) -> usize {
        self.table.outcomes.len()
    }

    fn truth(&self, cell: usize) -> Option<Answer> {
        self.outcome(cell).map(Answer::Outcome)
    }

    fn build_board(
        &self,
        parent: &Element,
        _select: Rc<dyn Fn(usize)>,
    ) -> Result<(RowBoard, Vec<Listener>), JsValue> {
        Ok((RowBoard::build(parent, self.len())?, Vec::new()))
    }

    fn draw_board(&self, board: &RowBoard, progress: &Progress, _lang: Lang) {
        board.draw(
            progress,
            |i| {
                self.outcome(i)
                    .map_or(String::new(), |o| o.letter().to_string())
            },
            |i| {
                let o = self.outcome(i);
                vec![
                    ("is-w", o == Some(Outcome::Win)),
                    ("is-l", o == Some(Outcome::Lose)),
                ]
            },
        );
    }

    fn title(lang: Lang) -> &'static str {
        lang.pick(
            "Tự tô bảng thắng / thua",
            "Fill the win/lose table yourself",
        )
    }

    fn intro(lang: Lang) -> &'static str {
        lang.pick(
            "Tô từng ô từ 0 trở lên: W nếu có nước đi tới một ô L, L nếu mọi nước đi đều tới ô W. \
             Mỗi câu trả lời được kiểm tra ngay; sai thì có gợi ý.",
            "Label the cells from 0 upwards: W if some move reaches an L cell, L if every move \
             reaches a W cell. Each answer is checked at once; a wrong one gets a hint.",
        )
    }

    fn rules(&self, lang: Lang) -> String {
        let (set, n) = (list(self.game.moves.values().iter()), self.n());
        lang.pick(
            format!("Mỗi lượt bốc đúng s viên, s ∈ {{{set}}}; các ô 0 … {n}."),
            format!("Each move takes exactly s stones, s ∈ {{{set}}}; cells 0 … {n}."),
        )
    }

    fn question(&self, i: usize, lang: Lang) -> String {
        lang.pick(
            format!("Ô {i} là W hay L? (phím W / L)"),
            format!("Is cell {i} W or L? (keys W / L)"),
        )
    }

    fn right(&self, cell: usize, lang: Lang) -> String {
        let letter = self.outcome(cell).map_or('?', |o| o.letter());
        lang.pick(
            format!("✓ Đúng: ô {cell} là {letter}."),
            format!("✓ Right: cell {cell} is {letter}."),
        )
    }

    fn hint(&self, cell: usize, lang: Lang) -> String {
        let targets: Vec<usize> = self.game.moves.targets(cell).collect();
        if targets.is_empty() {
            lang.pick(
                format!("✗ Chưa đúng. Gợi ý: từ ô {cell} có nước đi nào không?"),
                format!("✗ Not yet. Hint: is there any move from cell {cell}?"),
            )
        } else {
            let reach = list(targets);
            lang.pick(
                format!("✗ Chưa đúng. Gợi ý: từ ô {cell} đi được tới {reach}. Trong các ô đó có ô L nào không?"),
                format!("✗ Not yet. Hint: from cell {cell} you can reach {reach}. Is any of them L?"),
            )
        }
    }

    fn reason(&self, cell: usize, lang: Lang) -> String {
        let why = self
            .decision(cell)
            .map(|step| step.sentence(lang))
            .unwrap_or_default();
        lang.pick(
            format!("✗ Vẫn chưa đúng. {why}"),
            format!("✗ Still not right. {why}"),
        )
    }

    fn finished(&self, lang: Lang) -> String {
        let losing = list((0..self.len()).filter(|&i| self.outcome(i) == Some(Outcome::Lose)));
        lang.pick(
            format!("Các ô thua (L): {losing}. Người đi trước thua đúng khi số sỏi là một trong các số đó."),
            format!("The losing cells (L): {losing}. The first player loses exactly when the pile is one of them."),
        )
    }
}
