//! The ZJOI 2009 row of piles ([`super::piles`]) solved twice, for the lesson's worked example:
//! a literal search of the game tree beside the closed rule.
//!
//! **Search.** A position is a segment `a[i..=j]` of the starting row whose end piles hold
//! `x ≤ a[i]` and `y ≤ a[j]` stones, the middle untouched, or the empty row. It is a W-position
//! exactly when some move reaches an L-position; the empty row is L (the player to move has
//! nothing to take). Memoised over those positions the search meets at most
//! `n(n+1)/2 · (max + 1)²` of them: fine for a short row of small piles, hopeless for piles of
//! 10^9 stones, which is why the rule is needed.
//!
//! **Rule.** `left(i, j)` and `right(i, j)` of every segment by increasing length, each with the
//! case of the formula that gave it ([`PartnerCase`]), as in the lesson's table. The row is L
//! exactly when `left(2, n) = a[1]`; a move at the left end leaving `x'` stones reaches an
//! L-position exactly when `x' = left(2, n)`, one at the right end leaving `y'` exactly when
//! `y' = right(1, n − 1)`.
//!
//! [`PileSearch`] is the trace the widget steps through: one step per cell of the rule, then one
//! per move from the starting row, judged by the search and by the rule (they agree on every
//! row, as the tests check against the search on all small rows).

use std::collections::BTreeMap;

use super::piles::{partner, PartnerCase, PileEnd, PILES};
use crate::input::{raw_list, InputError, Problem};
use crate::lang::Lang;
use crate::mex::join;
use crate::outcome::Outcome;

/// The most piles the search takes.
pub const MAX_SEARCH_PILES: usize = 7;
/// The largest pile the search takes.
pub const MAX_SEARCH_PILE: u64 = 9;

/// One partner of a segment as the rule computes it: from the segment one shorter (its `p`
/// and `q`) and the new end pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Partnering {
    pub value: u64,
    /// `None` for a segment of one pile, whose partners are the pile itself (plain Nim).
    pub case: Option<PartnerCase>,
    /// The partner on the same side of the shorter segment (`p`).
    pub same_side: u64,
    /// The partner on the other side of the shorter segment (`q`).
    pub other_side: u64,
    /// The end pile the shorter segment gained (`y` for `left`, `x` for `right`).
    pub end_pile: u64,
}

/// A cell of the rule's table: the segment `a[from..=to]` (0-based) and its two partners.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleCell {
    pub from: usize,
    pub to: usize,
    pub left: Partnering,
    pub right: Partnering,
}

/// A move from the starting row, judged twice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchedMove {
    pub end: PileEnd,
    pub take: u64,
    /// The row it leaves.
    pub leaves: Vec<u64>,
    /// What the search finds the row left is, for the player then to move.
    pub searched: Outcome,
    /// What the rule says of it.
    pub ruled: Outcome,
    /// The stones the end pile keeps, and the partner the rule compares them with.
    pub kept: u64,
    pub partner: u64,
    /// Positions the search has judged so far, this move's included.
    pub positions: usize,
}

/// The whole comparison for one starting row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PileSearch {
    piles: Vec<u64>,
    cells: Vec<RuleCell>,
    moves: Vec<SearchedMove>,
}

impl PileSearch {
    /// Reads a typed row such as `3 1 2 2`: 1 to [`MAX_SEARCH_PILES`] piles of 1 to
    /// [`MAX_SEARCH_PILE`] stones.
    pub fn parse(text: &str) -> Result<PileSearch, InputError> {
        let raw = raw_list(text, PILES, MAX_SEARCH_PILES)?;
        if raw.is_empty() {
            return Err(InputError::new(PILES, Problem::Empty));
        }
        let piles = raw
            .iter()
            .map(|value| value.bounded(PILES, 1, MAX_SEARCH_PILE))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(PileSearch::new(piles))
    }

    /// Searches and rules on a row already checked (each pile in `1..=MAX_SEARCH_PILE`).
    fn new(piles: Vec<u64>) -> PileSearch {
        let cells = rule_cells(&piles);
        let moves = searched_moves(&piles, &cells);
        PileSearch {
            piles,
            cells,
            moves,
        }
    }

    pub fn piles(&self) -> &[u64] {
        &self.piles
    }

    /// The rule's table in the order it is filled (by increasing length, then from the left).
    pub fn cells(&self) -> &[RuleCell] {
        &self.cells
    }

    /// Every move from the starting row, the left end's first.
    pub fn moves(&self) -> &[SearchedMove] {
        &self.moves
    }

    /// The comparison for the row that move `index` leaves, to walk down the game tree (`None`
    /// past the last move, or for a move that takes the last stone).
    pub fn after(&self, index: usize) -> Option<PileSearch> {
        let leaves = &self.moves.get(index)?.leaves;
        // A row a move leaves keeps the limits of the row it came from.
        (!leaves.is_empty()).then(|| PileSearch::new(leaves.clone()))
    }

    /// Steps: the rule's cells, then the moves.
    pub fn total(&self) -> usize {
        self.cells.len() + self.moves.len()
    }

    /// The positions the whole search judged.
    pub fn positions(&self) -> usize {
        self.moves.last().map_or(0, |m| m.positions)
    }

    /// The starting row for the player to move, by the search: W when some move leaves L.
    pub fn searched(&self) -> Outcome {
        outcome_if(self.moves.iter().any(|m| m.searched == Outcome::Lose))
    }

    /// The starting row by the rule: L exactly when `left(2, n) = a[1]`.
    pub fn ruled(&self) -> Outcome {
        let first = self.piles.first().copied().unwrap_or(0);
        outcome_if(self.left_of_rest() != first)
    }

    /// `left(2, n)`: 0 for a row of one pile (nothing is left of it but the empty row).
    pub fn left_of_rest(&self) -> u64 {
        partners_of_rest(&self.cells, self.piles.len()).0
    }
}

/// `left(2, n)` and `right(1, n − 1)`: what the end pile must keep for a move at the left or the
/// right end to leave an L-position (0 for a row of one pile, whose rest is the empty row).
fn partners_of_rest(cells: &[RuleCell], n: usize) -> (u64, u64) {
    let value_of = |from: usize, to: usize, pick: fn(&RuleCell) -> u64| {
        cells
            .iter()
            .find(|c| c.from == from && c.to == to)
            .map_or(0, pick)
    };
    match n.checked_sub(1) {
        Some(last) if last > 0 => (
            value_of(1, last, |c| c.left.value),
            value_of(0, last - 1, |c| c.right.value),
        ),
        _ => (0, 0),
    }
}

fn outcome_if(wins: bool) -> Outcome {
    if wins {
        Outcome::Win
    } else {
        Outcome::Lose
    }
}

/// The rule's table, by increasing segment length.
fn rule_cells(piles: &[u64]) -> Vec<RuleCell> {
    let n = piles.len();
    let mut table: BTreeMap<(usize, usize), RuleCell> = BTreeMap::new();
    let mut order = Vec::new();
    for len in 1..=n {
        for from in 0..=n - len {
            let to = from + len - 1;
            let cell = if len == 1 {
                let single = |pile: u64| Partnering {
                    value: pile,
                    case: None,
                    same_side: 0,
                    other_side: 0,
                    end_pile: pile,
                };
                RuleCell {
                    from,
                    to,
                    left: single(piles[from]),
                    right: single(piles[from]),
                }
            } else {
                let shorter = |from, to| table.get(&(from, to)).copied();
                let (Some(without_last), Some(without_first)) =
                    (shorter(from, to - 1), shorter(from + 1, to))
                else {
                    continue;
                };
                RuleCell {
                    from,
                    to,
                    left: partnering(without_last.left.value, without_last.right.value, piles[to]),
                    right: partnering(
                        without_first.right.value,
                        without_first.left.value,
                        piles[from],
                    ),
                }
            };
            table.insert((from, to), cell);
            order.push(cell);
        }
    }
    order
}

/// The lesson's formula: `p` the partner on this side of the shorter segment, `q` the other,
/// `end_pile` the pile gained on the other side.
fn partnering(p: u64, q: u64, end_pile: u64) -> Partnering {
    // piles::partner pairs a pile `x` with `x₀` on its own side: here the gained pile sits
    // opposite the partner sought, so `x₀` is `q`.
    let (value, case) = partner(q, p, end_pile);
    Partnering {
        value,
        case: Some(case),
        same_side: p,
        other_side: q,
        end_pile,
    }
}

/// A position of the search: `a[from..=to]` with `x` stones in its left end pile and `y` in
/// its right (the same pile, `x = y`, when `from = to`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Position {
    from: usize,
    to: usize,
    x: u64,
    y: u64,
}

struct Search<'a> {
    piles: &'a [u64],
    /// Position → whether the player to move wins.
    judged: BTreeMap<Position, bool>,
}

impl Search<'_> {
    /// Whether the player to move wins at `at` (`None`: the empty row, lost).
    fn wins(&mut self, at: Option<Position>) -> bool {
        let Some(at) = at else { return false };
        if let Some(&known) = self.judged.get(&at) {
            return known;
        }
        let wins = self.moves(at).into_iter().any(|next| !self.wins(next));
        self.judged.insert(at, wins);
        wins
    }

    /// Every position one move from `at`.
    fn moves(&self, at: Position) -> Vec<Option<Position>> {
        let mut next: Vec<_> = (0..at.x)
            .map(|kept| self.after(at, PileEnd::Left, kept))
            .collect();
        if at.from < at.to {
            next.extend((0..at.y).map(|kept| self.after(at, PileEnd::Right, kept)));
        }
        next
    }

    /// The position left when the pile at `end` keeps `kept` stones.
    fn after(&self, at: Position, end: PileEnd, kept: u64) -> Option<Position> {
        let pile = |k: usize| self.piles.get(k).copied().unwrap_or(0);
        let single = |k: usize, stones: u64| Position {
            from: k,
            to: k,
            x: stones,
            y: stones,
        };
        match end {
            _ if at.from == at.to => (kept > 0).then(|| single(at.from, kept)),
            PileEnd::Left if kept > 0 => Some(Position { x: kept, ..at }),
            PileEnd::Right if kept > 0 => Some(Position { y: kept, ..at }),
            PileEnd::Left if at.from + 1 == at.to => Some(single(at.to, at.y)),
            PileEnd::Right if at.from + 1 == at.to => Some(single(at.from, at.x)),
            PileEnd::Left => Some(Position {
                from: at.from + 1,
                x: pile(at.from + 1),
                ..at
            }),
            PileEnd::Right => Some(Position {
                to: at.to - 1,
                y: pile(at.to - 1),
                ..at
            }),
        }
    }

    /// The piles of a position, as a row.
    fn row(&self, at: Option<Position>) -> Vec<u64> {
        let Some(at) = at else { return Vec::new() };
        let mut row: Vec<u64> = self.piles.get(at.from..=at.to).unwrap_or(&[]).to_vec();
        if let Some(first) = row.first_mut() {
            *first = at.x;
        }
        if let Some(last) = row.last_mut() {
            *last = at.y;
        }
        row
    }
}

/// Every move from the whole row, searched one after the other (the count of positions grows
/// as the search goes) and ruled on with the table.
fn searched_moves(piles: &[u64], cells: &[RuleCell]) -> Vec<SearchedMove> {
    let n = piles.len();
    let Some(last) = n.checked_sub(1) else {
        return Vec::new();
    };
    let (left_partner, right_partner) = partners_of_rest(cells, n);
    let start = Position {
        from: 0,
        to: last,
        x: piles[0],
        y: piles[last],
    };
    let mut search = Search {
        piles,
        judged: BTreeMap::new(),
    };
    let mut ends = vec![(PileEnd::Left, start.x, left_partner)];
    if n > 1 {
        ends.push((PileEnd::Right, start.y, right_partner));
    }
    let mut moves = Vec::new();
    for (end, stones, partner) in ends {
        for take in 1..=stones {
            let kept = stones - take;
            let next = search.after(start, end, kept);
            let searched = outcome_if(search.wins(next));
            moves.push(SearchedMove {
                end,
                take,
                leaves: search.row(next),
                searched,
                ruled: outcome_if(kept != partner),
                kept,
                partner,
                positions: search.judged.len(),
            });
        }
    }
    moves
}

/// `[i, j]` as the lesson writes a segment, 1-based.
fn segment(from: usize, to: usize) -> String {
    format!("[{}, {}]", from + 1, to + 1)
}

/// A partner's arguments as the lesson writes them: `left(2, 4)`.
fn of_segment(name: &str, from: usize, to: usize) -> String {
    format!("{name}({}, {})", from + 1, to + 1)
}

impl RuleCell {
    /// The piles of the segment.
    pub fn piles<'a>(&self, row: &'a [u64]) -> &'a [u64] {
        row.get(self.from..=self.to).unwrap_or(&[])
    }

    /// How the rule found this cell, for the step that fills it.
    pub fn sentence(&self, row: &[u64], lang: Lang) -> String {
        let at = segment(self.from, self.to);
        let piles = join(self.piles(row));
        if self.from == self.to {
            return lang.pick(
                format!(
                    "Đoạn {at} chỉ có một đống {piles}: left = right = {piles}, vì hai đống \
                     bằng nhau là thế thua của Nim."
                ),
                format!(
                    "Segment {at} is one pile of {piles}: left = right = {piles}, since two \
                     equal piles are a losing position of Nim."
                ),
            );
        }
        let left = self
            .left
            .explain(("left", "right"), (self.from, self.to - 1), 'y', lang);
        let right = self
            .right
            .explain(("right", "left"), (self.from + 1, self.to), 'x', lang);
        lang.pick(
            format!("Đoạn {at} ({piles}). {left} {right}"),
            format!("Segment {at} ({piles}). {left} {right}"),
        )
    }
}

impl Partnering {
    /// "p = left(…) = 2, q = right(…) = 1, y = 2; since q < y ≤ p, left = y − 1 = 1."
    fn explain(
        &self,
        (name, other): (&str, &str),
        (from, to): (usize, usize),
        pile: char,
        lang: Lang,
    ) -> String {
        let (p, q, v, value) = (self.same_side, self.other_side, self.end_pile, self.value);
        let given = format!(
            "p = {} = {p}, q = {} = {q}, {pile} = {v}",
            of_segment(name, from, to),
            of_segment(other, from, to)
        );
        let (vi, en) = match self.case {
            Some(PartnerCase::Zero) => (format!("{pile} = q"), format!("{pile} = q")),
            Some(PartnerCase::Down) => (format!("q < {pile} ≤ p"), format!("q < {pile} ≤ p")),
            Some(PartnerCase::Up) => (format!("p ≤ {pile} < q"), format!("p ≤ {pile} < q")),
            Some(PartnerCase::Same) | None => (
                format!("{pile} không nằm giữa p và q"),
                format!("{pile} is not between p and q"),
            ),
        };
        let result = match self.case {
            Some(PartnerCase::Zero) => format!("{name} = 0"),
            Some(PartnerCase::Down) => format!("{name} = {pile} − 1 = {value}"),
            Some(PartnerCase::Up) => format!("{name} = {pile} + 1 = {value}"),
            Some(PartnerCase::Same) | None => format!("{name} = {pile} = {value}"),
        };
        lang.pick(
            format!("{given}; vì {vi} nên {result}."),
            format!("{given}; since {en}, {result}."),
        )
    }
}

impl SearchedMove {
    /// What the move does, such as "take 2 from the left pile, leaving 1, 1, 2, 2".
    pub fn describe(&self, lang: Lang) -> String {
        let end = match self.end {
            PileEnd::Left => lang.pick("trái", "left"),
            PileEnd::Right => lang.pick("phải", "right"),
        };
        let take = self.take;
        let rest = join(&self.leaves);
        match (self.leaves.is_empty(), lang) {
            (true, Lang::Vi) => format!("Bốc {take} ở đống {end}: hết sỏi"),
            (true, Lang::En) => format!("Take {take} from the {end} pile: no stones left"),
            (false, Lang::Vi) => format!("Bốc {take} ở đống {end}, còn {rest}"),
            (false, Lang::En) => format!("Take {take} from the {end} pile, leaving {rest}"),
        }
    }

    /// The rule's reason: the stones kept against the partner.
    pub fn rule_reason(&self, n: usize, lang: Lang) -> String {
        let partner_name = match (self.end, n) {
            (_, 1) => lang
                .pick("0 (không còn gì khác)", "0 (nothing else is left)")
                .into(),
            (PileEnd::Left, _) => of_segment("left", 1, n - 1),
            (PileEnd::Right, _) => of_segment("right", 0, n - 2),
        };
        let (kept, partner) = (self.kept, self.partner);
        let (relation, verdict) = if kept == partner {
            ("=", lang.pick("thua", "lost"))
        } else {
            ("≠", lang.pick("thắng", "won"))
        };
        lang.pick(
            format!(
                "Luật: đống còn {kept} {relation} {partner_name} = {partner}, nên thế đó {verdict} cho người đi tiếp."
            ),
            format!(
                "Rule: the pile keeps {kept} {relation} {partner_name} = {partner}, so that position is {verdict} for the player to move."
            ),
        )
    }

    /// The step that judges this move.
    pub fn sentence(&self, n: usize, lang: Lang) -> String {
        let what = self.describe(lang);
        let positions = self.positions;
        let found = match (self.searched, lang) {
            (Outcome::Lose, Lang::Vi) => "thế đó thua cho người đi tiếp, nên đây là nước thắng",
            (Outcome::Lose, Lang::En) => {
                "that position is lost for the player to move, so this is a winning move"
            }
            (Outcome::Win, Lang::Vi) => "thế đó thắng cho người đi tiếp, nên nước này không thắng",
            (Outcome::Win, Lang::En) => {
                "that position is won for the player to move, so this move does not win"
            }
        };
        let rule = self.rule_reason(n, lang);
        lang.pick(
            format!("{what}. Vét cạn ({positions} thế đã xét): {found}. {rule}"),
            format!("{what}. Search ({positions} positions judged so far): {found}. {rule}"),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::RawInt;
    use crate::score::PileRow;

    fn search(piles: &[u64]) -> PileSearch {
        PileSearch::new(piles.to_vec())
    }

    /// Whether `row` is won for the player to move, by a search of its own.
    fn wins(row: &[u64]) -> bool {
        if row.is_empty() {
            return false;
        }
        let moves = search(row);
        moves.searched() == Outcome::Win
    }

    #[test]
    fn the_lessons_row() {
        let found = search(&[3, 1, 2, 2]);
        let table: Vec<(usize, usize, u64, u64)> = found
            .cells()
            .iter()
            .map(|c| (c.from + 1, c.to + 1, c.left.value, c.right.value))
            .collect();
        // The lesson's table, row for row.
        assert_eq!(
            table,
            [
                (1, 1, 3, 3),
                (2, 2, 1, 1),
                (3, 3, 2, 2),
                (4, 4, 2, 2),
                (1, 2, 1, 3),
                (2, 3, 2, 1),
                (3, 4, 0, 0),
                (1, 3, 3, 3),
                (2, 4, 1, 1),
                (1, 4, 2, 3),
            ]
        );
        let cases: Vec<_> = found.cells().iter().map(|c| c.left.case).collect();
        assert_eq!(cases[6], Some(PartnerCase::Zero));
        assert_eq!(cases[8], Some(PartnerCase::Down));
        assert_eq!(cases[7], Some(PartnerCase::Up));
        assert_eq!(found.left_of_rest(), 1);
        assert_eq!(
            (found.searched(), found.ruled()),
            (Outcome::Win, Outcome::Win)
        );
        let winning: Vec<_> = found
            .moves()
            .iter()
            .filter(|m| m.searched == Outcome::Lose)
            .map(|m| (m.end, m.take, m.leaves.clone()))
            .collect();
        assert_eq!(winning, [(PileEnd::Left, 2, vec![1, 1, 2, 2])]);
        assert_eq!(found.total(), 10 + 3 + 2);
        let down = found.after(1).expect("the winning move leaves stones");
        assert_eq!(down.piles(), [1, 1, 2, 2]);
        assert_eq!(down.searched(), Outcome::Lose);
        assert_eq!(
            search(&[2]).after(1),
            None,
            "taking both stones leaves no row"
        );
        assert_eq!(found.after(5), None);
        assert!(found.cells()[8]
            .sentence(found.piles(), Lang::En)
            .contains("since q < y ≤ p, left = y − 1 = 1"));
    }

    #[test]
    fn search_and_rule_agree_on_every_small_row() {
        let mut piles = vec![1u64];
        for length in 1..=4 {
            piles.resize(length, 1);
            loop {
                let found = search(&piles);
                let raw: Vec<RawInt> = piles.iter().map(|&p| RawInt::Value(p.into())).collect();
                let verdict = PileRow::from_raw(&raw).expect("valid").verdict();
                assert_eq!(found.searched(), verdict.outcome, "{piles:?}");
                assert_eq!(found.ruled(), verdict.outcome, "{piles:?}");
                for m in found.moves() {
                    assert_eq!(m.searched, m.ruled, "{piles:?} {m:?}");
                    assert_eq!(m.searched == Outcome::Win, wins(&m.leaves), "{m:?}");
                }
                // Each partner is the one size that makes the segment with it L (uniqueness).
                for cell in found.cells() {
                    let segment = cell.piles(&piles);
                    for x in 0..=5 {
                        let mut with_left = vec![x];
                        with_left.extend_from_slice(segment);
                        with_left.retain(|&p| p > 0);
                        assert_eq!(wins(&with_left), x != cell.left.value, "{with_left:?}");
                        let mut with_right = segment.to_vec();
                        with_right.push(x);
                        with_right.retain(|&p| p > 0);
                        assert_eq!(wins(&with_right), x != cell.right.value, "{with_right:?}");
                    }
                }
                let Some(k) = piles.iter().position(|&p| p < 4) else {
                    break;
                };
                piles[k] += 1;
                piles[..k].iter_mut().for_each(|p| *p = 1);
            }
        }
    }

    #[test]
    fn the_largest_row_stays_small() {
        let found = PileSearch::parse("9 9 9 9 9 9 9").expect("within limits");
        // Every position the search meets is a segment with two end piles of 0..=9 stones.
        assert!(found.positions() <= 28 * 100, "{}", found.positions());
        assert_eq!(found.searched(), found.ruled());
    }

    #[test]
    fn bad_rows_are_refused_naming_the_field() {
        for text in [
            "",
            "  ",
            "3 0 2",
            "3 10",
            "1 2 3 4 5 6 7 8",
            "a b",
            "-1",
            "2.5",
        ] {
            let error = PileSearch::parse(text).expect_err(text);
            assert_eq!(error.field, PILES, "{text}");
        }
        assert_eq!(
            PileSearch::parse("{3; 1, 2 2}").map(|s| s.piles().to_vec()),
            Ok(vec![3, 1, 2, 2])
        );
    }
}
