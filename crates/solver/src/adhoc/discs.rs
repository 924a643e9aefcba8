//! Placing discs (seed 004, "Đặt Đĩa Tròn").
//!
//! **Rule.** On an `a × b` table two players take turns placing a disc of radius `r`, lying
//! wholly on the table and overlapping no disc already placed. Whoever cannot place loses.
//!
//! **Theorem used.** If not even one disc fits (`2r > min(a, b)`) the first player loses at once.
//! Otherwise the first player wins by symmetry: put the first disc at the centre, then answer
//! each disc with its mirror image through the centre. *Why the mirror is always free:* the
//! position is centrally symmetric before the opponent moves; if the mirror spot overlapped a
//! placed disc `D`, the opponent's disc would overlap the mirror of `D`, which is placed too;
//! and the opponent's disc cannot overlap its own mirror, since two mirror discs that overlap
//! both cover the centre, where the first disc lies. The mirror of a disc on the table lies on
//! the table. Positions are continuous, so there is no finite game graph to search; the
//! property tests check the strategy instead.

use crate::input::{Field, InputError, JudgeInput};
use crate::lang::Lang;
use crate::outcome::Outcome;

pub const WIDTH: Field = Field::new("width", "Chiều rộng a", "Width a", "3");
pub const HEIGHT: Field = Field::new("height", "Chiều dài b", "Height b", "3");
pub const RADIUS: Field = Field::new("radius", "Bán kính r", "Radius r", "1");

/// A table and a disc size, all positive, up to 2^64 − 1 (doubling is done in `u128`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub width: u64,
    pub height: u64,
    pub radius: u64,
}

impl Board {
    /// Whether one disc fits at all: its diameter is at most the shorter side.
    pub fn disc_fits(self) -> bool {
        2 * u128::from(self.radius) <= u128::from(self.width.min(self.height))
    }

    pub fn outcome(self) -> Outcome {
        if self.disc_fits() {
            Outcome::Win
        } else {
            Outcome::Lose
        }
    }

    pub fn winner_name(self) -> &'static str {
        if self.disc_fits() {
            "First"
        } else {
            "Second"
        }
    }
}

/// Judge: `a b r`; prints `First` or `Second`.
pub fn solve_discs(input: &str) -> Result<String, InputError> {
    let mut judge = JudgeInput::new(input);
    let board = Board {
        width: judge.number(WIDTH, 1, u64::MAX)?,
        height: judge.number(HEIGHT, 1, u64::MAX)?,
        radius: judge.number(RADIUS, 1, u64::MAX)?,
    };
    Ok(board.winner_name().to_string())
}

/// The largest side and radius the disc-placing widget draws (whole units).
pub const MAX_WIDGET_SIDE: u64 = 60;
/// Coordinates in the widget are kept in tenths of a unit, so every test of legality is an
/// exact comparison of whole numbers.
pub const TENTHS: i64 = 10;

/// A point of the table in tenths of a unit, from the bottom-left corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Spot {
    pub x: i64,
    pub y: i64,
}

impl Spot {
    /// The coordinates as the learner types them, e.g. `2 2` or `3.5 1.2`.
    pub fn text(self) -> String {
        format!("{} {}", tenths_text(self.x), tenths_text(self.y))
    }

    /// The point as a sentence writes it, `(3.5, 1.2)`.
    pub fn point(self) -> String {
        format!("({}, {})", tenths_text(self.x), tenths_text(self.y))
    }
}

/// `35` → `3.5`, `20` → `2`.
pub fn tenths_text(value: i64) -> String {
    let sign = if value < 0 { "-" } else { "" };
    let v = value.unsigned_abs();
    if v % 10 == 0 {
        format!("{sign}{}", v / 10)
    } else {
        format!("{sign}{}.{}", v / 10, v % 10)
    }
}

/// Why a disc may not go at a spot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Part of the disc would hang over the edge.
    OffTable,
    /// It would overlap the disc with this index (in the order of placing).
    Overlaps(usize),
}

/// A table in tenths: legality of a spot, the centre, the mirror image, and a search for room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Table {
    pub width: i64,
    pub height: i64,
    pub radius: i64,
}

impl Table {
    /// The table of a board whose sides and radius are at most [`MAX_WIDGET_SIDE`].
    pub fn new(board: Board) -> Option<Table> {
        let side = |v: u64| (v <= MAX_WIDGET_SIDE).then(|| v as i64 * TENTHS);
        Some(Table {
            width: side(board.width)?,
            height: side(board.height)?,
            radius: side(board.radius)?,
        })
    }

    /// The centre of the table (whole tenths, since the sides are whole units).
    pub fn centre(self) -> Spot {
        Spot {
            x: self.width / 2,
            y: self.height / 2,
        }
    }

    /// The image of `spot` through the centre.
    pub fn mirror(self, spot: Spot) -> Spot {
        Spot {
            x: self.width - spot.x,
            y: self.height - spot.y,
        }
    }

    /// Whether a disc centred at `spot` lies on the table and overlaps none of `placed`
    /// (touching is allowed: the distance of centres may equal `2r`).
    pub fn check(self, placed: &[Spot], spot: Spot) -> Result<(), Refusal> {
        let r = self.radius;
        if spot.x < r || spot.y < r || spot.x > self.width - r || spot.y > self.height - r {
            return Err(Refusal::OffTable);
        }
        let reach = (2 * r) * (2 * r);
        match placed.iter().position(|p| {
            let (dx, dy) = (p.x - spot.x, p.y - spot.y);
            dx * dx + dy * dy < reach
        }) {
            Some(index) => Err(Refusal::Overlaps(index)),
            None => Ok(()),
        }
    }

    /// A free spot on the grid of tenths, if any. A spot off that grid could still be free,
    /// so `None` says "no room found", which is only an approximation of "no room".
    pub fn free_spot(self, placed: &[Spot]) -> Option<Spot> {
        let r = self.radius;
        (r..=self.height - r)
            .flat_map(|y| (r..=self.width - r).map(move |x| Spot { x, y }))
            .find(|&spot| self.check(placed, spot).is_ok())
    }
}

/// A game on a table the widget draws, against the symmetry strategy: the computer puts the
/// first disc on the centre, then answers each disc of the learner with its mirror image. The
/// learner's discs are the whole state; every disc follows from them, in the order placed:
/// the centre, then each learner disc and its answer. A refused spot is said with its reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SymmetryGame {
    board: Board,
    /// `None` when not even one disc fits (or the table is too large to draw).
    table: Option<Table>,
    learner: Vec<Spot>,
    /// Whether a free spot on the grid of tenths remains after the last answer.
    room: bool,
}

impl SymmetryGame {
    pub fn new(board: Board) -> SymmetryGame {
        let table = Table::new(board).filter(|_| board.disc_fits());
        let mut game = SymmetryGame {
            board,
            table,
            learner: Vec::new(),
            room: false,
        };
        game.look_for_room();
        game
    }

    pub fn board(&self) -> Board {
        self.board
    }

    /// Whether at least one disc fits on the table (and it is small enough to draw).
    pub fn fits(&self) -> bool {
        self.table.is_some()
    }

    pub fn table(&self) -> Option<Table> {
        self.table
    }

    /// Every disc in the order placed: the centre, then each learner disc and its mirror.
    pub fn discs(&self) -> Vec<Spot> {
        self.discs_after(self.learner.len())
    }

    fn discs_after(&self, rounds: usize) -> Vec<Spot> {
        let Some(table) = self.table else {
            return Vec::new();
        };
        let mut discs = vec![table.centre()];
        for &spot in self.learner.iter().take(rounds) {
            discs.push(spot);
            discs.push(table.mirror(spot));
        }
        discs
    }

    /// Whether the disc at `index` (from 0, in the order placed) is the computer's: the
    /// computer moves first, so it places every other disc.
    pub fn by_computer(index: usize) -> bool {
        index % 2 == 0
    }

    /// The learner's discs whose answer is among the first `shown` discs: the rounds kept when
    /// the learner places a disc while looking back at that moment.
    pub fn rounds_shown(shown: usize) -> usize {
        shown.saturating_sub(1) / 2
    }

    /// Whether the learner still has a free spot (searched on the grid of tenths, so `false`
    /// means no room was found).
    pub fn room(&self) -> bool {
        self.room
    }

    fn look_for_room(&mut self) {
        self.room = self
            .table
            .is_some_and(|table| table.free_spot(&self.discs()).is_some());
    }

    /// Keeps the first `rounds` learner discs, then places one at `spot` (the computer
    /// answers at once), or says why it may not go there.
    pub fn place(&mut self, rounds: usize, spot: Spot) -> Result<(), InputError> {
        let Some(table) = self.table else {
            return Err(InputError::custom(
                SPOT,
                "bàn quá nhỏ: không đặt nổi một đĩa nào.",
                "the table is too small: not a single disc fits.",
            ));
        };
        let rounds = rounds.min(self.learner.len());
        let placed = self.discs_after(rounds);
        table
            .check(&placed, spot)
            .map_err(|refusal| self.refusal(refusal, spot, &placed))?;
        self.learner.truncate(rounds);
        self.learner.push(spot);
        self.look_for_room();
        Ok(())
    }

    fn refusal(&self, refusal: Refusal, spot: Spot, placed: &[Spot]) -> InputError {
        let Board {
            width: a,
            height: b,
            radius: r,
        } = self.board;
        let at = spot.point();
        match refusal {
            Refusal::OffTable => {
                let (x, y) = (a.saturating_sub(r), b.saturating_sub(r));
                InputError::custom(
                    SPOT,
                    format!("đĩa tâm {at} sẽ lòi ra ngoài mép bàn: tâm phải cách mỗi cạnh ít nhất r = {r}, tức {r} ≤ x ≤ {x} và {r} ≤ y ≤ {y}."),
                    format!("a disc centred at {at} would hang over the edge: its centre must be at least r = {r} from every side, so {r} ≤ x ≤ {x} and {r} ≤ y ≤ {y}."),
                )
            }
            Refusal::Overlaps(index) => {
                let other = placed.get(index).map(|s| s.point()).unwrap_or_default();
                let (number, gap) = (index + 1, 2 * r);
                InputError::custom(
                    SPOT,
                    format!("đĩa tâm {at} sẽ chồng lên đĩa {number} tâm {other}: hai tâm phải cách nhau ít nhất 2r = {gap}."),
                    format!("a disc centred at {at} would overlap disc {number} centred at {other}: centres must be at least 2r = {gap} apart."),
                )
            }
        }
    }

    /// The learner's discs as a link keeps them: `2 2;1.5 4.5`.
    pub fn moves_text(&self) -> String {
        let list: Vec<String> = self.learner.iter().map(|s| s.text()).collect();
        list.join(";")
    }

    /// Replays the learner's discs of a link, one by one; the first one refused stops the
    /// replay and comes back as typed, with its reason (`None`: every disc was placed).
    pub fn replay(&mut self, moves: &str) -> Option<(String, InputError)> {
        for text in moves.split(';').filter(|t| !t.trim().is_empty()) {
            let rounds = self.learner.len();
            if let Err(error) = parse_spot(text).and_then(|spot| self.place(rounds, spot)) {
                return Some((text.to_string(), error));
            }
        }
        None
    }

    /// What the disc that brought the game to `position` discs did (how to start, at 0).
    pub fn sentence(&self, position: usize, lang: Lang) -> String {
        let Some(table) = self.table else {
            return lang
                .pick(
                    "Bàn quá nhỏ: không đặt nổi một đĩa nào.",
                    "The table is too small: not a single disc fits.",
                )
                .to_string();
        };
        let discs = self.discs();
        let Some(&spot) = position.checked_sub(1).and_then(|k| discs.get(k)) else {
            return lang
                .pick(
                    "Bàn còn trống. Máy đi trước.",
                    "The table is empty. The computer moves first.",
                )
                .to_string();
        };
        let at = spot.point();
        if position == 1 {
            lang.pick(
                format!("Máy đặt đĩa đầu tiên đúng tâm O {at}."),
                format!("The computer puts the first disc right on the centre O {at}."),
            )
        } else if !Self::by_computer(position - 1) {
            lang.pick(
                format!("Bạn đặt đĩa {position} tại {at}."),
                format!("You place disc {position} at {at}."),
            )
        } else {
            let yours = table.mirror(spot).point();
            lang.pick(
                format!("Máy đáp tại {at}: ảnh đối xứng qua O của đĩa bạn đặt tại {yours}. Bàn lại đối xứng tâm, nên chỗ này chắc chắn còn trống."),
                format!("The computer answers at {at}: the mirror image through O of your disc at {yours}. The table is symmetric again, so this spot is sure to be free."),
            )
        }
    }

    /// How the game ended, once it has: not a disc fits, the learner gave up, or no room was
    /// found for the learner. `None` while the game goes on.
    pub fn verdict(&self, gave_up: bool, lang: Lang) -> Option<String> {
        let Board {
            width,
            height,
            radius,
        } = self.board;
        Some(if self.table.is_none() {
            let (d, side) = (2 * u128::from(radius), width.min(height));
            lang.pick(
                format!("2r = {d} > min(a, b) = {side}: không đặt nổi một đĩa nào. Máy đi trước không có nước đi nên thua ngay; người đi sau thắng."),
                format!("2r = {d} > min(a, b) = {side}: not a single disc fits. The computer, moving first, has no move and loses at once; the second player wins."),
            )
        } else if gave_up {
            lang.pick(
                "Bạn chịu thua vì hết chỗ: người đi trước (máy) thắng, đúng như chiến lược đối xứng bảo đảm.",
                "You gave up for lack of room: the first player (the computer) wins, as the symmetry strategy guarantees.",
            )
            .to_string()
        } else if !self.room {
            lang.pick(
                "Không còn chỗ đặt đĩa (máy dò trên lưới bước 0,1 nên đây là kiểm tra gần đúng): bạn không đi được và thua. Người đi trước (máy) thắng nhờ đối xứng tâm.",
                "No room left for a disc (the computer searched a grid of 0.1 steps, so this check is approximate): you cannot move and lose. The first player (the computer) wins by central symmetry.",
            )
            .to_string()
        } else {
            return None;
        })
    }
}

/// Reads a spot typed as two numbers `x y` (a comma also separates them), each with at most
/// one digit after the decimal point.
pub fn parse_spot(text: &str) -> Result<Spot, InputError> {
    let tokens: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';' || c == '(' || c == ')')
        .filter(|t| !t.is_empty())
        .collect();
    let [x, y] = tokens.as_slice() else {
        return Err(InputError::custom(
            SPOT,
            "hãy gõ hai số x y, ví dụ 2 2 hoặc 3.5 1.",
            "type two numbers x y, for example 2 2 or 3.5 1.",
        ));
    };
    Ok(Spot {
        x: parse_tenths(x)?,
        y: parse_tenths(y)?,
    })
}

/// Where the learner places a disc, typed as `x y`.
pub const SPOT: Field = Field::new("spot", "Chỗ đặt x y", "Spot x y", "2 2");

fn parse_tenths(token: &str) -> Result<i64, InputError> {
    let refuse = || {
        let t = crate::input::quote(token);
        InputError::custom(
            SPOT,
            format!("“{t}” không phải là số không âm có nhiều nhất một chữ số thập phân."),
            format!("“{t}” is not a non-negative number with at most one decimal digit."),
        )
    };
    let (whole, frac) = match token.split_once(['.', ',']) {
        Some((w, f)) => (w, f),
        None => (token, ""),
    };
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || whole.len() > 6 || !digits(whole) || frac.len() > 1 || !digits(frac) {
        return Err(refuse());
    }
    let w: i64 = whole.parse().map_err(|_| refuse())?;
    let f: i64 = if frac.is_empty() {
        0
    } else {
        frac.parse().map_err(|_| refuse())?
    };
    Ok(w * TENTHS + f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_sample() {
        // Seed 004, "Đặt Đĩa Tròn": input "3 3 1", output "First".
        assert_eq!(solve_discs("3 3 1"), Ok("First".to_string()));
        assert_eq!(solve_discs("3 1 1"), Ok("Second".to_string()));
        assert_eq!(solve_discs("2 2 1"), Ok("First".to_string()));
    }

    #[test]
    fn doubling_near_the_top_of_u64() {
        let top = u64::MAX;
        let fits = Board {
            width: top,
            height: top,
            radius: top / 2,
        };
        assert_eq!(fits.outcome(), Outcome::Win);
        let too_big = Board {
            width: top,
            height: top,
            radius: top / 2 + 1,
        };
        assert_eq!(too_big.outcome(), Outcome::Lose);
        assert!(solve_discs("3 3 0").is_err());
    }

    #[test]
    fn mirror_answers_stay_legal() {
        let board = Board {
            width: 10,
            height: 6,
            radius: 1,
        };
        let table = Table::new(board).expect("small");
        let centre = table.centre();
        assert_eq!(centre, Spot { x: 50, y: 30 });
        let mut placed = vec![centre];
        let learner = Spot { x: 20, y: 20 };
        assert_eq!(table.check(&placed, learner), Ok(()));
        placed.push(learner);
        let answer = table.mirror(learner);
        assert_eq!(answer, Spot { x: 80, y: 40 });
        assert_eq!(table.check(&placed, answer), Ok(()));
        placed.push(answer);
        assert_eq!(
            table.check(&placed, Spot { x: 25, y: 25 }),
            Err(Refusal::Overlaps(1))
        );
        assert_eq!(
            table.check(&placed, Spot { x: 5, y: 20 }),
            Err(Refusal::OffTable)
        );
        // Touching is allowed: centres exactly 2r apart.
        assert_eq!(table.check(&placed, Spot { x: 20, y: 40 }), Ok(()));
        assert_eq!(
            table.check(&placed, Spot { x: 20, y: 39 }),
            Err(Refusal::Overlaps(1))
        );
        // Play greedily on the grid: the mirror answer is always legal until no room is found.
        while let Some(spot) = table.free_spot(&placed) {
            placed.push(spot);
            let mirror = table.mirror(spot);
            assert_eq!(table.check(&placed, mirror), Ok(()), "{placed:?}");
            placed.push(mirror);
        }
        assert!(placed.len() >= 7);
    }

    #[test]
    fn the_symmetry_game_answers_refuses_and_replays() {
        let board = Board {
            width: 10,
            height: 6,
            radius: 1,
        };
        let mut game = SymmetryGame::new(board);
        assert_eq!(game.discs(), vec![Spot { x: 50, y: 30 }]);
        assert!(game.room());
        game.place(0, Spot { x: 20, y: 20 }).expect("free");
        assert_eq!(game.discs()[2], Spot { x: 80, y: 40 });
        assert!(SymmetryGame::by_computer(2) && !SymmetryGame::by_computer(1));
        assert_eq!(
            game.sentence(3, Lang::Vi),
            "Máy đáp tại (8, 4): ảnh đối xứng qua O của đĩa bạn đặt tại (2, 2). Bàn lại đối xứng tâm, nên chỗ này chắc chắn còn trống."
        );
        assert_eq!(game.sentence(2, Lang::En), "You place disc 2 at (2, 2).");
        let overlap = game.place(1, Spot { x: 25, y: 25 }).unwrap_err();
        assert_eq!(
            overlap.reason(Lang::Vi),
            "đĩa tâm (2.5, 2.5) sẽ chồng lên đĩa 2 tâm (2, 2): hai tâm phải cách nhau ít nhất 2r = 2."
        );
        let off = game.place(1, Spot { x: 5, y: 30 }).unwrap_err();
        assert!(off
            .reason(Lang::Vi)
            .ends_with("tức 1 ≤ x ≤ 9 và 1 ≤ y ≤ 5."));
        // Placing while looking back at 3 discs keeps one round and drops the rest.
        game.place(1, Spot { x: 15, y: 45 }).expect("free");
        assert_eq!(SymmetryGame::rounds_shown(3), 1);
        game.place(SymmetryGame::rounds_shown(3), Spot { x: 90, y: 10 })
            .expect("free");
        assert_eq!(game.moves_text(), "2 2;9 1");
        let mut again = SymmetryGame::new(board);
        assert_eq!(again.replay(&game.moves_text()), None);
        assert_eq!(again, game);
        let mut bad = SymmetryGame::new(board);
        let (text, error) = bad.replay("2 2;2.5 2.5;4 4").expect("refused");
        assert_eq!(text, "2.5 2.5");
        assert_eq!(error.field, SPOT);
        assert_eq!(bad.discs().len(), 3);
        assert_eq!(game.verdict(false, Lang::En), None);
        assert!(game
            .verdict(true, Lang::Vi)
            .expect("over")
            .starts_with("Bạn chịu thua"));
        // Not one disc fits; and a full table where the learner runs out of room.
        let small = SymmetryGame::new(Board {
            width: 3,
            height: 1,
            radius: 1,
        });
        assert!(small.discs().is_empty());
        assert!(small
            .verdict(false, Lang::Vi)
            .expect("over")
            .starts_with("2r = 2 > min(a, b) = 1"));
        let mut narrow = SymmetryGame::new(Board {
            width: 6,
            height: 2,
            radius: 1,
        });
        narrow.place(0, Spot { x: 10, y: 10 }).expect("free");
        assert!(!narrow.room());
        assert!(narrow
            .verdict(false, Lang::Vi)
            .expect("over")
            .starts_with("Không còn chỗ"));
    }

    #[test]
    fn spots_are_read_in_tenths() {
        assert_eq!(parse_spot("2 2"), Ok(Spot { x: 20, y: 20 }));
        assert_eq!(parse_spot(" (3.5, 1.2) "), Ok(Spot { x: 35, y: 12 }));
        assert_eq!(Spot { x: 35, y: 10 }.text(), "3.5 1");
        for bad in ["", "2", "1 2 3", "2.25 1", "-1 2", "x 2", "1e3 2", "<b> 2"] {
            assert_eq!(parse_spot(bad).map_err(|e| e.field), Err(SPOT), "{bad}");
        }
        assert!(Table::new(Board {
            width: 61,
            height: 6,
            radius: 1
        })
        .is_none());
    }
}
