//! The board filled by the mex construction: when each square of a `size × size` board becomes
//! known, and which pair decided it.
//!
//! **Rule used.** A square is P exactly when it is a losing pair `(a_k, b_k)` or `(b_k, a_k)`;
//! it is N as soon as one queen move reaches a P square. So once the pairs `0 .. k` are known,
//! every square with a move onto one of their squares is known N, and the pair that decided it
//! is the first of them it reaches. No P square reaches another (the theorem), so a square is
//! never both. Computed once per board (at most 30 × 30 squares); a step only compares indices.

use super::p_position;
use super::trace::{Step, StepKind};
use crate::lang::Lang;

/// What a square is, and the pair `k` that decided it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    /// The square is the pair `k` itself (either order).
    P(u64),
    /// One move reaches a square of pair `k` (and none of an earlier pair).
    N(u64),
}

impl Known {
    /// The pair that decided the square.
    pub fn pair(self) -> u64 {
        match self {
            Known::P(k) | Known::N(k) => k,
        }
    }
}

/// The squares of one board with the pair that decides each, and how many squares each pair
/// turns N.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardFill {
    size: u64,
    known: Vec<Option<Known>>,
    hatched: Vec<usize>,
}

impl BoardFill {
    pub fn new(size: u64) -> BoardFill {
        let cells = (size * size) as usize;
        let mut known: Vec<Option<Known>> = vec![None; cells];
        let index = |x: u64, y: u64| (x < size && y < size).then(|| (y * size + x) as usize);
        let pairs: Vec<(u64, u64, u64)> = (0..)
            .map_while(p_position)
            .take_while(|p| p.a < size)
            .flat_map(|p| [(p.k, p.a, p.b), (p.k, p.b, p.a)])
            .filter(|&(_, x, y)| index(x, y).is_some())
            .collect();
        for &(k, x, y) in &pairs {
            if let Some(i) = index(x, y) {
                known[i] = Some(Known::P(k));
            }
        }
        let mut hatched = vec![0; pairs.last().map_or(0, |p| p.0 as usize + 1)];
        // Pairs in increasing k: the first pair a square reaches decides it.
        for &(k, x, y) in &pairs {
            for t in 1..size {
                for (sx, sy) in [(x + t, y), (x, y + t), (x + t, y + t)] {
                    if let Some(slot) = index(sx, sy).and_then(|i| known.get_mut(i)) {
                        if slot.is_none() {
                            *slot = Some(Known::N(k));
                            hatched[k as usize] += 1;
                        }
                    }
                }
            }
        }
        BoardFill {
            size,
            known,
            hatched,
        }
    }

    pub fn size(&self) -> u64 {
        self.size
    }

    /// What `(x, y)` is once the pairs `0 .. pairs` are known (`None`: not known yet).
    pub fn square(&self, x: u64, y: u64, pairs: u64) -> Option<Known> {
        if x >= self.size || y >= self.size {
            return None;
        }
        let known = self.known.get((y * self.size + x) as usize).copied()??;
        (known.pair() < pairs).then_some(known)
    }

    /// How many squares pair `k` turns N (the hatched squares of its step).
    pub fn hatched(&self, k: u64) -> usize {
        self.hatched.get(k as usize).copied().unwrap_or(0)
    }

    /// The finished board in words: its P squares, and the next pair, already off the board.
    pub fn summary(&self, lang: Lang) -> String {
        let s = self.size;
        let pairs: Vec<_> = (0..)
            .map_while(p_position)
            .take_while(|p| p.b < s)
            .collect();
        let mut squares = Vec::new();
        for p in &pairs {
            squares.push(format!("({}, {})", p.a, p.b));
            if p.a != p.b {
                squares.push(format!("({}, {})", p.b, p.a));
            }
        }
        let list = squares.join(", ");
        let k = pairs.len() as u64;
        let next = p_position(k).map_or(String::new(), |p| format!("({}, {})", p.a, p.b));
        lang.pick(
            format!("Xong: trên bàn {s} × {s}, các ô P là {list}; mọi ô khác là N. Cặp tiếp theo (a_{k}, b_{k}) = {next} đã nằm ngoài bàn."),
            format!("Done: on the {s} × {s} board the P squares are {list}; every other square is N. The next pair (a_{k}, b_{k}) = {next} lies off the board."),
        )
    }

    /// The step's sentence, with what it does on the board.
    pub fn sentence(&self, step: &Step, lang: Lang) -> String {
        let said = step.sentence(lang);
        let hatched = self.hatched(step.k);
        let board = match step.kind {
            StepKind::Start => lang.pick(
                format!(" Trên bàn cờ: ô (0, 0) là P; {hatched} ô cùng hàng, cùng cột hoặc cùng đường chéo với nó (gạch chéo) thành N, vì một nước là vào góc."),
                format!(" On the board: (0, 0) is P; the {hatched} squares on its row, column or diagonal (hatched) become N, since one move reaches the corner."),
            ),
            StepKind::Pair { a, b } => lang.pick(
                format!(" Trên bàn cờ: hai ô P mới ({a}, {b}) và ({b}, {a}); {hatched} ô gạch chéo vừa thành N vì một nước đi tới được một trong hai ô đó."),
                format!(" On the board: two new P squares ({a}, {b}) and ({b}, {a}); the {hatched} hatched squares just became N, since one move reaches one of them."),
            ),
            StepKind::Probe { .. } => String::new(),
        };
        format!("{said}{board}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wythoff::{is_p_position, pair_of, queen_move, queen_targets, Heaps, WythoffTrace};

    fn reaches(from: Heaps, to: Heaps) -> bool {
        queen_move(from, to).is_some()
    }

    #[test]
    fn every_square_is_decided_by_the_first_pair_it_reaches() {
        for size in [2, 3, 12, 30] {
            let fill = BoardFill::new(size);
            let all = u64::MAX;
            for x in 0..size {
                for y in 0..size {
                    let here = Heaps { a: x, b: y };
                    let expected = match pair_of(here) {
                        Some(p) => Known::P(p.k),
                        None => {
                            let first = queen_targets(here)
                                .into_iter()
                                .filter_map(pair_of)
                                .map(|p| p.k)
                                .min()
                                .expect("an N square reaches a P square");
                            Known::N(first)
                        }
                    };
                    assert_eq!(fill.square(x, y, all), Some(expected), "({x}, {y})");
                    assert_eq!(is_p_position(here), matches!(expected, Known::P(_)));
                    if let Known::N(k) = expected {
                        assert!(fill.square(x, y, k).is_none(), "not known before pair {k}");
                        let p = p_position(k).expect("small");
                        let (pa, pb) = (Heaps { a: p.a, b: p.b }, Heaps { a: p.b, b: p.a });
                        assert!(reaches(here, pa) || reaches(here, pb));
                    }
                }
            }
        }
    }

    #[test]
    fn hatched_counts_of_the_lesson_board() {
        let fill = BoardFill::new(12);
        // The corner's row, column and diagonal: 3 × 11 squares.
        assert_eq!(fill.hatched(0), 33);
        assert_eq!(fill.hatched(1), 52);
        let total: usize = (0..5).map(|k| fill.hatched(k)).sum();
        assert_eq!(total, 144 - 9, "every square but the 9 P squares is N");
        assert_eq!(fill.hatched(99), 0);
        assert_eq!(fill.square(1, 5, 1), None);
        assert_eq!(
            fill.square(1, 5, 2),
            Some(Known::N(1)),
            "(1, 5) moves down to (1, 2)"
        );
        assert_eq!(fill.square(12, 0, 9), None, "off the board");
    }

    #[test]
    fn the_finished_board_in_words() {
        assert_eq!(
            BoardFill::new(12).summary(Lang::Vi),
            "Xong: trên bàn 12 × 12, các ô P là (0, 0), (1, 2), (2, 1), (3, 5), (5, 3), (4, 7), (7, 4), (6, 10), (10, 6); mọi ô khác là N. Cặp tiếp theo (a_5, b_5) = (8, 13) đã nằm ngoài bàn."
        );
        assert!(BoardFill::new(2)
            .summary(Lang::En)
            .contains("the P squares are (0, 0);"));
    }

    #[test]
    fn sentences_say_what_the_step_does_on_the_board() {
        let fill = BoardFill::new(12);
        let trace = WythoffTrace::new(4);
        let pair = trace.step(3).expect("the pair (1, 2)");
        assert_eq!(
            fill.sentence(&pair, Lang::Vi),
            "Cặp thứ 1: a = 1, b = a + 1 = 2. Đánh dấu 1 và 2 đã dùng. Trên bàn cờ: hai ô P mới (1, 2) và (2, 1); 52 ô gạch chéo vừa thành N vì một nước đi tới được một trong hai ô đó."
        );
        let start = trace.step(0).expect("the start");
        assert!(fill
            .sentence(&start, Lang::En)
            .ends_with("the 33 squares on its row, column or diagonal (hatched) become N, since one move reaches the corner."));
        let probe = trace.step(1).expect("a probe");
        assert_eq!(fill.sentence(&probe, Lang::En), probe.sentence(Lang::En));
    }
}
