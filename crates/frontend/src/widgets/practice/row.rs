//! `wl-practice` and `grundy-practice`: a subtraction game and an empty row that the learner
//! fills from 0 upwards, with W / L (buttons or keys) or with typed Grundy values. A mistake
//! gets a hint naming the cells the position reaches (marked on the board) and the question to
//! ask of them; a second one the solver's reason. Grundy cells of value 0 are marked L: they
//! are exactly the losing positions.
//!
//! Placeholder: `data-moves` and `data-n` (≤ 30) fix the game; without them (or with a bad
//! one) a random game of two or three moves from 1 to 5 (Grundy: 1 to 6), n from 14 to 20
//! (Grundy: 12 to 18).

use std::rc::Rc;

use nimlab_course::widgets::practice as words;
use nimlab_solver::input::{parse_number, Field};
use nimlab_solver::mex::join;
use nimlab_solver::random::Rng;
use nimlab_solver::subtraction::{MoveSet, SubtractionGame, SubtractionTrace};
use nimlab_solver::{InputError, Lang, Outcome};
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::{Answer, Exercise, Progress};
use crate::dom::{self, Listener};
use crate::kit::text::{Texts, Words};

/// The row is short enough to see at once on a phone.
const MAX_N: u64 = 30;

/// The typed Grundy value.
const VALUE: Field = Field::new("answer", words::GRUNDY_VALUE.0, words::GRUNDY_VALUE.1, "2");

/// A subtraction game and its row `0..=n`, solved once (the trace holds the table); the
/// learner writes W/L letters, or Grundy values when `GRUNDY`.
pub struct RowPractice<const GRUNDY: bool>(SubtractionTrace);

pub type WlPractice = RowPractice<false>;
pub type GrundyPractice = RowPractice<true>;

impl<const GRUNDY: bool> RowPractice<GRUNDY> {
    fn new(moves: MoveSet, n: usize) -> Self {
        RowPractice(SubtractionTrace::new(&SubtractionGame::new(moves), n))
    }

    fn game(&self) -> &SubtractionGame {
        self.0.game()
    }

    fn outcome(&self, cell: usize) -> Option<Outcome> {
        self.0.table().outcomes.get(cell).copied()
    }

    fn g(&self, cell: usize) -> Option<u32> {
        self.0.table().grundy.get(cell).copied()
    }

    /// The cells the hint on `hint` names: the positions one move away.
    fn named(&self, hint: Option<usize>) -> Vec<usize> {
        hint.map_or(Vec::new(), |cell| self.game().moves.targets(cell).collect())
    }
}

impl<const GRUNDY: bool> Exercise for RowPractice<GRUNDY> {
    const LETTERS: bool = !GRUNDY;
    const TITLE: Words = if GRUNDY {
        words::GRUNDY_TITLE
    } else {
        words::WL_TITLE
    };
    const INTRO: Words = if GRUNDY {
        words::GRUNDY_INTRO
    } else {
        words::WL_INTRO
    };
    type Board = RowBoard;

    fn fixed(placeholder: &Element) -> Option<Self> {
        let moves = MoveSet::parse(&placeholder.get_attribute("data-moves")?).ok()?;
        let n = parse_number(&placeholder.get_attribute("data-n")?, Field::N, 0, MAX_N).ok()?;
        Some(Self::new(moves, n as usize))
    }

    fn random(rng: &mut Rng) -> Self {
        let count = rng.range(2, 3) as usize;
        let (largest, low, high) = if GRUNDY { (6, 12, 18) } else { (5, 14, 20) };
        let moves = rng.move_set(count, largest);
        Self::new(moves, rng.range(low, high) as usize)
    }

    fn len(&self) -> usize {
        self.0.n() + 1
    }

    fn truth(&self, cell: usize) -> Option<Answer> {
        match GRUNDY {
            true => self.g(cell).map(|g| Answer::Number(i64::from(g))),
            false => self.outcome(cell).map(Answer::Outcome),
        }
    }

    fn parse(&self, text: &str) -> Result<i64, InputError> {
        self.game().read_grundy(text, VALUE).map(i64::from)
    }

    fn build_board(
        &self,
        parent: &Element,
        _: &Texts,
        _: Rc<dyn Fn(usize)>,
    ) -> Result<(RowBoard, Vec<Listener>), JsValue> {
        let row = dom::child(parent, "ol", "wl-cells practice-cells", "")?;
        let mut cells = Vec::with_capacity(self.len());
        for i in 0..self.len() {
            let root = dom::child(&row, "li", "cell", "")?;
            dom::child(&root, "span", "cell-index", &i.to_string())?;
            let value = dom::child(&root, "span", "cell-value", "")?;
            let mark = dom::decoration(&root, "span", "cell-mark")?;
            cells.push([root, value, mark]);
        }
        Ok((RowBoard(cells), Vec::new()))
    }

    /// Writes the filled cells, marks the cell asked and the cells the hint on show names.
    fn draw_board(&self, board: &RowBoard, progress: &Progress, hint: Option<usize>, _: Lang) {
        let named = self.named(hint);
        for (i, [root, text, mark]) in board.0.iter().enumerate() {
            let filled = progress.is_filled(i);
            let value = match GRUNDY {
                true => self.g(i).map(|g| g.to_string()),
                false => self.outcome(i).map(|o| o.letter().to_string()),
            };
            let losing = self.outcome(i) == Some(Outcome::Lose);
            dom::set_text(text, &value.filter(|_| filled).unwrap_or_default());
            dom::set_class(root, "is-l", filled && losing);
            dom::set_class(root, "is-w", filled && !losing);
            dom::set_class(root, "is-current", progress.target == Some(i));
            dom::set_class(root, "is-missed", progress.is_missed(i));
            dom::set_class(root, "is-reading", named.contains(&i));
            dom::set_text(mark, if named.contains(&i) { "○" } else { "" });
        }
    }

    fn rules(&self, lang: Lang) -> String {
        let set = join(self.game().moves.values());
        words::row_rules(&set, self.0.n(), GRUNDY, lang)
    }

    fn question(&self, i: usize, lang: Lang) -> String {
        match GRUNDY {
            true => words::grundy_question(i, lang),
            false => words::wl_question(i, lang),
        }
    }

    fn name(&self, i: usize) -> String {
        format!("g({i})")
    }

    fn right(&self, i: usize, lang: Lang) -> String {
        let letter = self.outcome(i).map_or('?', |o| o.letter());
        match GRUNDY {
            true => format!("g({i}) = {}", self.g(i).unwrap_or_default()),
            false => words::wl_right(i, letter, lang),
        }
    }

    fn hint(&self, i: usize, lang: Lang) -> String {
        self.0.hint(i, GRUNDY, lang)
    }

    /// Grundy: the mex and why; W/L: the sentence of the solver's step that decides the cell.
    fn reason(&self, i: usize, lang: Lang) -> String {
        if GRUNDY {
            let mex = self.game().mex_at(self.0.table(), i);
            let (set, g) = (mex.set(), mex.value());
            return format!("g({i}) = mex{set} = {g}: {}", mex.reason(lang));
        }
        let trace = &self.0;
        let step = trace.write_step(i).and_then(|k| trace.step(k));
        step.map(|s| s.sentence(lang)).unwrap_or_default()
    }

    fn finished(&self, lang: Lang) -> String {
        self.0.losing_words(GRUNDY, lang)
    }
}

/// The row of cells `0, 1, …`: each with its index, its value and a mark.
pub struct RowBoard(Vec<[Element; 3]>);
