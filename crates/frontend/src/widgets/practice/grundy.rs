//! `grundy-practice`: a subtraction game and an empty row of Grundy values; the learner types
//! g(0), g(1), … in order. A mistake gets a hint naming the Grundy values reachable from the
//! cell (g(i − s) for each move s) and asking for their mex; a second one the answer with its
//! reason. Cells of value 0 are marked L (they are exactly the losing positions).
//!
//! Placeholder: `data-moves` and `data-n` (≤ 30) fix the game; without them (or with a bad
//! one) a random game: two or three moves from 1 to 6, n from 12 to 18.

use std::rc::Rc;

use nimlab_solver::input::{parse_number, Field};
use nimlab_solver::subtraction::{MoveSet, SubtractionGame, Table};
use nimlab_solver::{InputError, Lang};
use wasm_bindgen::JsValue;
use web_sys::Element;

use super::wl::random_moves;
use super::{list, read_int, Answer, Entry, Exercise, Progress, Rng, RowBoard};
use crate::dom::Listener;

const MAX_N: u64 = 30;

/// The typed Grundy value.
const VALUE: Field = Field::new("answer", "Số Grundy", "Grundy value", "2");

pub struct GrundyPractice {
    game: SubtractionGame,
    table: Table,
}

impl GrundyPractice {
    fn new(moves: MoveSet, n: usize) -> GrundyPractice {
        let game = SubtractionGame::new(moves);
        GrundyPractice {
            table: game.table(n),
            game,
        }
    }

    fn g(&self, i: usize) -> Option<u32> {
        self.table.grundy.get(i).copied()
    }

    /// The positions reachable from `i` and their Grundy values, in the order of the moves.
    fn reached(&self, i: usize) -> (Vec<usize>, Vec<u32>) {
        let targets: Vec<usize> = self.game.moves.targets(i).collect();
        let values = targets.iter().filter_map(|&t| self.g(t)).collect();
        (targets, values)
    }

    /// The set of reachable values, as a set is written: sorted, each once.
    fn value_set(&self, i: usize) -> String {
        let (_, mut values) = self.reached(i);
        values.sort_unstable();
        values.dedup();
        format!("{{{}}}", list(values))
    }
}

impl Exercise for GrundyPractice {
    const CLASS: &'static str = "grundy-practice";
    const ENTRY: Entry = Entry::Number;
    type Board = RowBoard;

    fn fixed(placeholder: &Element) -> Option<Self> {
        let moves = MoveSet::parse(&placeholder.get_attribute("data-moves")?).ok()?;
        let n = parse_number(&placeholder.get_attribute("data-n")?, Field::N, 0, MAX_N).ok()?;
        Some(GrundyPractice::new(moves, n as usize))
    }

    fn random(rng: &mut Rng) -> Self {
        let count = rng.range(2, 3) as usize;
        let moves = random_moves(rng, count, 6);
        GrundyPractice::new(moves, rng.range(12, 18) as usize)
    }

    fn len(&self) -> usize {
        self.table.grundy.len()
    }

    fn truth(&self, cell: usize) -> Option<Answer> {
        self.g(cell).map(|g| Answer::Number(i64::from(g)))
    }

    /// A whole number from 0 to |S| (a mex of at most |S| values never exceeds |S|).
    fn parse(&self, text: &str) -> Result<i64, InputError> {
        let (value, shown) = read_int(text, VALUE)?;
        let moves = self.game.moves.values().len();
        if value < 0 {
            return Err(InputError::custom(
                VALUE,
                format!("“{shown}” là số âm; số Grundy là một mex nên không bao giờ âm."),
                format!("“{shown}” is negative; a Grundy value is a mex, never negative."),
            ));
        }
        if value > moves as i128 {
            return Err(InputError::custom(
                VALUE,
                format!("“{shown}” quá lớn: mỗi ô chỉ đi được tới nhiều nhất {moves} ô, nên g không vượt quá {moves}."),
                format!("“{shown}” is too large: a cell reaches at most {moves} cells, so g never exceeds {moves}."),
            ));
        }
        // 0 ≤ value ≤ 64 here.
        Ok(value as i64)
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
            |i| self.g(i).map_or(String::new(), |g| g.to_string()),
            |i| {
                vec![
                    ("is-l", self.g(i) == Some(0)),
                    ("is-w", self.g(i).is_some_and(|g| g > 0)),
                ]
            },
        );
    }

    fn title(lang: Lang) -> &'static str {
        lang.pick("Tự tính số Grundy", "Compute the Grundy values yourself")
    }

    fn intro(lang: Lang) -> &'static str {
        lang.pick(
            "Điền g(0), g(1), … theo thứ tự: g(x) là mex của các số Grundy mà x đi tới được. \
             Gõ số rồi nhấn Enter; mỗi ô được chấm ngay, sai thì có gợi ý. Ô có g = 0 là thế thua.",
            "Fill in g(0), g(1), … in order: g(x) is the mex of the Grundy values x can reach. \
             Type a number and press Enter; each cell is checked at once, a wrong one gets a hint. \
             Cells with g = 0 are losing positions.",
        )
    }

    fn rules(&self, lang: Lang) -> String {
        let set = list(self.game.moves.values().iter());
        let n = self.len().saturating_sub(1);
        lang.pick(
            format!("Mỗi lượt bốc đúng s viên, s ∈ {{{set}}}; điền g(0) … g({n})."),
            format!("Each move takes exactly s stones, s ∈ {{{set}}}; fill g(0) … g({n})."),
        )
    }

    fn question(&self, i: usize, lang: Lang) -> String {
        lang.pick(
            format!("g({i}) bằng bao nhiêu? Gõ số rồi nhấn Enter."),
            format!("What is g({i})? Type a number and press Enter."),
        )
    }

    fn label(&self, i: usize, _lang: Lang) -> String {
        format!("g({i}) =")
    }

    fn right(&self, i: usize, lang: Lang) -> String {
        let g = self.g(i).unwrap_or_default();
        lang.pick(
            format!("✓ Đúng: g({i}) = {g}."),
            format!("✓ Right: g({i}) = {g}."),
        )
    }

    fn hint(&self, i: usize, lang: Lang) -> String {
        let (targets, values) = self.reached(i);
        if targets.is_empty() {
            return lang.pick(
                format!("✗ Chưa đúng. Gợi ý: từ {i} không đi được nước nào, nên tập các số Grundy tới được là tập rỗng. mex của tập rỗng là bao nhiêu?"),
                format!("✗ Not yet. Hint: no move is possible from {i}, so the set of reachable Grundy values is empty. What is the mex of the empty set?"),
            );
        }
        let (targets, values, set) = (list(targets), list(values), self.value_set(i));
        lang.pick(
            format!("✗ Chưa đúng. Gợi ý: từ {i} đi được tới {targets}, có số Grundy lần lượt là {values}. g({i}) = mex{set}: số tự nhiên nhỏ nhất không có trong tập đó là số nào?"),
            format!("✗ Not yet. Hint: from {i} you can reach {targets}, with Grundy values {values}. g({i}) = mex{set}: which is the smallest natural number missing from that set?"),
        )
    }

    fn reason(&self, i: usize, lang: Lang) -> String {
        let g = self.g(i).unwrap_or_default();
        let set = self.value_set(i);
        let below = list(0..g);
        let why = match (g, lang) {
            (0, Lang::Vi) => "số 0 không có trong tập.".to_string(),
            (0, Lang::En) => "0 is not in the set.".to_string(),
            (1, Lang::Vi) => "0 có trong tập, còn 1 thì không.".to_string(),
            (1, Lang::En) => "0 is in the set, 1 is not.".to_string(),
            (_, Lang::Vi) => format!("{below} đều có trong tập, còn {g} thì không."),
            (_, Lang::En) => format!("{below} are all in the set, {g} is not."),
        };
        lang.pick(
            format!("✗ Vẫn chưa đúng. g({i}) = mex{set} = {g}: {why}"),
            format!("✗ Still not right. g({i}) = mex{set} = {g}: {why}"),
        )
    }

    fn finished(&self, lang: Lang) -> String {
        let zeros = list((0..self.len()).filter(|&i| self.g(i) == Some(0)));
        lang.pick(
            format!("Các ô có g = 0: {zeros}. Đó đúng là các thế thua (L) của trò chơi này."),
            format!("The cells with g = 0: {zeros}. They are exactly the losing (L) positions of this game."),
        )
    }
}
