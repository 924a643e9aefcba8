//! Yaglom's view of the losing pairs ("Two games with matchsticks", seed 003): the same table
//! written in decimal, in binary, and in the Fibonacci (Zeckendorf) system. Only the last one
//! shows a rule (Theorem II): `a_k`'s digits end in an even number of 0s, and `b_k`'s digits
//! are `a_k`'s with one more 0 written at the end.

use super::{p_positions, PPosition};
use crate::fibonacci::Zeckendorf;
use crate::input::{Field, InputError};

/// The notation a table is written in.
pub const NOTATION: Field = Field::new("notation", "Hệ ghi số", "Notation", "fibonacci");

/// A way of writing whole numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    Decimal,
    Binary,
    /// Sums of non-neighbouring terms of `1, 2, 3, 5, 8, …` (see [`crate::fibonacci`]).
    Fibonacci,
}

impl Notation {
    /// The notation named `"decimal"`, `"binary"` or `"fibonacci"`.
    pub fn from_name(name: &str) -> Option<Notation> {
        match name {
            "decimal" => Some(Notation::Decimal),
            "binary" => Some(Notation::Binary),
            "fibonacci" => Some(Notation::Fibonacci),
            _ => None,
        }
    }

    /// Reads the notation field, e.g. `"fibonacci"`.
    pub fn parse(name: &str) -> Result<Notation, InputError> {
        Notation::from_name(name.trim()).ok_or_else(|| {
            InputError::custom(
                NOTATION,
                format!(
                    "“{}” không phải là hệ ghi số đã biết; chọn decimal, binary hoặc fibonacci.",
                    crate::input::quote(name)
                ),
                format!(
                    "“{}” is not a known notation; choose decimal, binary or fibonacci.",
                    crate::input::quote(name)
                ),
            )
        })
    }

    /// The name the JS API uses.
    pub fn name(self) -> &'static str {
        match self {
            Notation::Decimal => "decimal",
            Notation::Binary => "binary",
            Notation::Fibonacci => "fibonacci",
        }
    }

    /// `n` written in this notation, most significant digit first.
    pub fn write(self, n: u64) -> String {
        match self {
            Notation::Decimal => n.to_string(),
            Notation::Binary => format!("{n:b}"),
            Notation::Fibonacci => Zeckendorf::of(n).digits(),
        }
    }
}

/// One column of Yaglom's table: the index `k` (always decimal, as he numbers the columns)
/// and the pair written in the chosen notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationRow {
    pub k: u64,
    pub a: String,
    pub b: String,
}

/// The first `count` losing pairs (`k = 1, 2, …`) written in `notation`.
pub fn notation_rows(count: u64, notation: Notation) -> Vec<NotationRow> {
    p_positions(count)
        .map(|p| NotationRow {
            k: p.k,
            a: notation.write(p.a),
            b: notation.write(p.b),
        })
        .collect()
}

/// Theorem II on one pair: in Fibonacci notation `a_k` ends in an even number of 0s and
/// `b_k` is `a_k` moved one place to the left.
pub fn theorem_two_holds(pair: PPosition) -> bool {
    let a = Zeckendorf::of(pair.a);
    a.trailing_zeros() % 2 == 0 && a.shifted_left() == Some(Zeckendorf::of(pair.b))
}

/// Theorem II's pattern read in any notation: `a` written with an even number of final 0s,
/// and `b` written as `a` with one more 0 at the end. It holds for every pair in Fibonacci
/// notation (Theorem II); in binary it would mean `b = 2a`, and in decimal `b = 10a`.
pub fn shift_pattern_holds(pair: PPosition, notation: Notation) -> bool {
    let (a, b) = (notation.write(pair.a), notation.write(pair.b));
    let zeros = a.len() - a.trim_end_matches('0').len();
    zeros % 2 == 0 && b == format!("{a}0")
}

/// The first pair `k = 1..=count` that breaks the pattern in `notation` (none in Fibonacci
/// notation, by Theorem II).
pub fn first_counterexample(count: u64, notation: Notation) -> Option<PPosition> {
    p_positions(count).find(|&p| !shift_pattern_holds(p, notation))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(rows: &[NotationRow], k: usize) -> (&str, &str) {
        let r = &rows[k - 1];
        (r.a.as_str(), r.b.as_str())
    }

    #[test]
    fn seed_003_decimal_table_columns() {
        // Seed 003: "24 and 39 form the last column of table II" (15 columns), and columns
        // 1, 2, 5 and 13 are made of Fibonacci numbers.
        let rows = notation_rows(15, Notation::Decimal);
        assert_eq!(rows.len(), 15);
        assert_eq!(row(&rows, 15), ("24", "39"));
        assert_eq!(row(&rows, 1), ("1", "2"));
        assert_eq!(row(&rows, 2), ("3", "5"));
        assert_eq!(row(&rows, 5), ("8", "13"));
        assert_eq!(row(&rows, 13), ("21", "34"));
    }

    #[test]
    fn seed_003_binary_table_iia() {
        // Seed 003, table IIa, as far as the scanned text is legible. Its a-row reads
        // 1, 11, 100, 110, 1000, 1001, 1011 for k = 1..7 and its b-row 10, 101, 111, 1010,
        // 1101, 1111 for k = 1..6; the second block starts 1110, 10000, 10001, 10011, 10101,
        // which are a_9 … a_13. The other printed cells are scrambled by the scan (e.g. a_8 is
        // printed "1011", a repeat of a_7, where 12 is 1100), so they are not compared.
        let rows = notation_rows(15, Notation::Binary);
        let a: Vec<&str> = rows.iter().map(|r| r.a.as_str()).collect();
        let b: Vec<&str> = rows.iter().map(|r| r.b.as_str()).collect();
        assert_eq!(a[..7], ["1", "11", "100", "110", "1000", "1001", "1011"]);
        assert_eq!(b[..6], ["10", "101", "111", "1010", "1101", "1111"]);
        assert_eq!(a[8..13], ["1110", "10000", "10001", "10011", "10101"]);
        assert_eq!(a[7], "1100");
    }

    #[test]
    fn fibonacci_table_shows_theorem_two() {
        // The seed's Fibonacci-notation table is cut off in the scan; its rule (Theorem II)
        // is checked on the first 15 pairs, with the digits written out.
        let rows = notation_rows(15, Notation::Fibonacci);
        assert_eq!(row(&rows, 1), ("1", "10"));
        assert_eq!(row(&rows, 2), ("100", "1000"));
        assert_eq!(row(&rows, 3), ("101", "1010"));
        assert_eq!(row(&rows, 15), ("1000100", "10001000"));
        for r in &rows {
            assert_eq!(format!("{}0", r.a), r.b, "k={}", r.k);
            let zeros = r.a.len() - r.a.trim_end_matches('0').len();
            assert_eq!(zeros % 2, 0, "k={}", r.k);
        }
        assert!(p_positions(15).all(theorem_two_holds));
    }

    #[test]
    fn the_pattern_breaks_only_outside_fibonacci_notation() {
        // Binary: (1, 2) = (1, 10) fits, but (3, 5) = (11, 101) does not (11 then 0 is 6).
        let binary = first_counterexample(40, Notation::Binary).expect("binary breaks");
        assert_eq!((binary.k, binary.a, binary.b), (2, 3, 5));
        let decimal = first_counterexample(40, Notation::Decimal).expect("decimal breaks");
        assert_eq!(decimal.k, 1);
        assert_eq!(first_counterexample(2000, Notation::Fibonacci), None);
        for p in p_positions(2000) {
            assert_eq!(
                shift_pattern_holds(p, Notation::Fibonacci),
                theorem_two_holds(p)
            );
        }
    }

    #[test]
    fn names_round_trip() {
        assert_eq!(Notation::from_name("binary"), Some(Notation::Binary));
        assert_eq!(Notation::from_name("Binary"), None);
        assert_eq!(Notation::Fibonacci.write(0), "0");
        assert_eq!(Notation::parse(" fibonacci "), Ok(Notation::Fibonacci));
        assert_eq!(
            Notation::parse("hex").map_err(|e| e.api_message()),
            Err(
                "notation: “hex” is not a known notation; choose decimal, binary or fibonacci."
                    .to_string()
            )
        );
        for n in [Notation::Decimal, Notation::Binary, Notation::Fibonacci] {
            assert_eq!(Notation::from_name(n.name()), Some(n));
        }
    }
}
