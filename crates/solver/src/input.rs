//! Input validation shared by the widgets and the JS API.
//!
//! Everything a person types or a page passes arrives here first. The result is either a value
//! the solver can trust or an [`InputError`] that names the field and the reason, readable in
//! Vietnamese and English. Nothing here panics, whatever the text.

use std::borrow::Cow;

use crate::lang::{Lang, Localized};

/// The longest piece of offending text quoted back in a message; hostile input can be long.
pub const QUOTE_LIMIT: usize = 24;

/// An input field, as a learner sees it in a widget and as a query names it in the JS API.
/// Each game module defines the fields it reads as constants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    api_name: &'static str,
    vi: &'static str,
    en: &'static str,
    example: &'static str,
    /// Each value is the number of stones one move takes, so 0 is "not a move"; elsewhere 0
    /// below the range is simply too small (a board of width 0, a guess of 0 rows, …).
    taken: bool,
}

impl Field {
    /// A field named `api_name` in queries, labelled `vi` / `en` in widgets, with an example
    /// value quoted when it is left empty.
    pub const fn new(
        api_name: &'static str,
        vi: &'static str,
        en: &'static str,
        example: &'static str,
    ) -> Field {
        Field {
            api_name,
            vi,
            en,
            example,
            taken: false,
        }
    }

    /// The same field, its values being stones taken by one move: 0 there is refused as
    /// "not a move" rather than as "too small".
    pub const fn taken(self) -> Field {
        Field {
            taken: true,
            ..self
        }
    }

    /// The move set `S` of a subtraction game.
    pub const MOVES: Field = Field::new("moves", "Tập nước đi", "Move set", "1 3 4").taken();
    /// The number of stones (a table runs over `0..=n`).
    pub const N: Field = Field::new("n", "Số sỏi n", "Stones n", "14");
    /// Judge-format input as a whole (the stdin box, an exercise's input).
    pub const STDIN: Field = Field::new("input", "Dữ liệu vào", "Input", "4 8 15 3 7");

    /// The field's name in JS API queries.
    pub fn api_name(self) -> &'static str {
        self.api_name
    }

    /// The field's label as the widgets show it.
    pub fn label(self, lang: Lang) -> &'static str {
        lang.pick(self.vi, self.en)
    }

    fn example(self) -> &'static str {
        self.example
    }
}

/// Why a value was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    Empty,
    NotInteger(String),
    /// A negative value, and the smallest the field allows.
    Negative {
        text: String,
        min: u64,
    },
    /// 0 in a field of stones taken by a move ([`Field::taken`]).
    Zero,
    TooLarge {
        text: String,
        max: u64,
    },
    Duplicate(u64),
    TooMany {
        max: usize,
    },
    TooFew {
        min: usize,
    },
    TooSmall {
        text: String,
        min: u64,
    },
    /// A value (or a token of judge input) that should be there is not.
    Missing,
    /// A JS number beyond 2^53 − 1, for a field whose range goes further.
    Inexact(String),
    /// A rule particular to one game, said in both languages.
    Custom(Localized),
}

/// A refused input: which field, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    pub field: Field,
    pub problem: Problem,
}

impl InputError {
    pub fn new(field: Field, problem: Problem) -> Self {
        InputError { field, problem }
    }

    /// An error for a rule particular to one game, e.g. "Wythoff needs exactly two heaps".
    pub fn custom(
        field: Field,
        vi: impl Into<Cow<'static, str>>,
        en: impl Into<Cow<'static, str>>,
    ) -> Self {
        InputError::new(field, Problem::Custom(Localized::new(vi, en)))
    }

    /// The reason alone, for a message shown right next to the field.
    pub fn reason(&self, lang: Lang) -> String {
        let example = self.field.example();
        match (&self.problem, lang) {
            (Problem::Empty, Lang::Vi) => format!("chưa có giá trị; ví dụ: {example}."),
            (Problem::Empty, Lang::En) => format!("nothing entered; for example: {example}."),
            (Problem::NotInteger(t), Lang::Vi) => format!("“{t}” không phải là số nguyên."),
            (Problem::NotInteger(t), Lang::En) => format!("“{t}” is not a whole number."),
            (Problem::Inexact(t), Lang::Vi) => format!(
                "“{t}” là số JS lớn hơn 2^53 − 1 nên không còn chính xác (số viết ra có thể đã bị \
                 làm tròn); hãy truyền nó dưới dạng chuỗi (\"123…\") hoặc BigInt (123…n)."
            ),
            (Problem::Inexact(t), Lang::En) => format!(
                "“{t}” is a JS number above 2^53 − 1, so it is no longer exact (the number written \
                 may have been rounded); pass it as a string (\"123…\") or a BigInt (123…n)."
            ),
            // The field may count anything (stones, rows, vertices, a guess): the reason names
            // the range rather than what is counted.
            (Problem::Negative { text, min }, Lang::Vi) => {
                format!("“{text}” là số âm; nhỏ nhất là {min}.")
            }
            (Problem::Negative { text, min }, Lang::En) => {
                format!("“{text}” is negative; the smallest allowed is {min}.")
            }
            (Problem::Zero, Lang::Vi) => {
                "0 không phải là nước đi: mỗi lượt phải bốc ít nhất 1 viên.".to_string()
            }
            (Problem::Zero, Lang::En) => {
                "0 is not a move: every move takes at least 1 stone.".to_string()
            }
            (Problem::TooLarge { text, max }, Lang::Vi) => {
                format!("“{text}” quá lớn; lớn nhất là {max}.")
            }
            (Problem::TooLarge { text, max }, Lang::En) => {
                format!("“{text}” is too large; the largest allowed is {max}.")
            }
            (Problem::Duplicate(v), Lang::Vi) if self.field.taken => {
                format!("số {v} được ghi hai lần; mỗi nước đi chỉ ghi một lần.")
            }
            (Problem::Duplicate(v), Lang::En) if self.field.taken => {
                format!("{v} is written twice; write each move once.")
            }
            // A permutation, a list of places: the values are not moves.
            (Problem::Duplicate(v), Lang::Vi) => {
                format!("số {v} được ghi hai lần; mỗi số chỉ ghi một lần.")
            }
            (Problem::Duplicate(v), Lang::En) => {
                format!("{v} is written twice; write each number once.")
            }
            (Problem::TooMany { max }, Lang::Vi) => format!("nhiều nhất {max} giá trị."),
            (Problem::TooMany { max }, Lang::En) => format!("at most {max} values."),
            (Problem::TooFew { min }, Lang::Vi) => format!("cần ít nhất {min} giá trị."),
            (Problem::TooFew { min }, Lang::En) => format!("at least {min} values are needed."),
            (Problem::TooSmall { text, min }, Lang::Vi) => {
                format!("“{text}” quá nhỏ; nhỏ nhất là {min}.")
            }
            (Problem::TooSmall { text, min }, Lang::En) => {
                format!("“{text}” is too small; the smallest allowed is {min}.")
            }
            (Problem::Missing, Lang::Vi) => "thiếu giá trị.".to_string(),
            (Problem::Missing, Lang::En) => "a value is missing.".to_string(),
            (Problem::Custom(reason), lang) => reason.get(lang).to_string(),
        }
    }

    /// The whole message with the field's label, e.g. "Tập nước đi: “x” không phải là số nguyên."
    pub fn message(&self, lang: Lang) -> String {
        format!("{}: {}", self.field.label(lang), self.reason(lang))
    }

    /// The message the JS API throws: English, starting with the query field's name.
    pub fn api_message(&self) -> String {
        format!("{}: {}", self.field.api_name(), self.reason(Lang::En))
    }
}

impl std::fmt::Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.api_message())
    }
}

impl std::error::Error for InputError {}

/// `Number.MAX_SAFE_INTEGER`: JS numbers up to it are exact.
pub const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// An integer as it was given, before any range check. Keeping the refused text lets the
/// message quote what the learner actually typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RawInt {
    /// A whole number that fits in an `i128`.
    Value(i128),
    /// A whole number too large (or too negative) for an `i128`, or a JS number beyond
    /// 2^53 − 1 (`inexact`: it may not be the number that was written).
    Huge {
        negative: bool,
        text: String,
        inexact: bool,
    },
    /// Anything else: letters, decimals, unicode digits, `NaN`, …
    NotInteger(String),
}

impl RawInt {
    /// Reads one token: an optional sign (`+`, `-` or the minus sign `−`) and ASCII digits.
    pub fn parse(token: &str) -> RawInt {
        let trimmed = token.trim();
        let (negative, digits) = if let Some(rest) = trimmed.strip_prefix('-') {
            (true, rest)
        } else if let Some(rest) = trimmed.strip_prefix('\u{2212}') {
            (true, rest)
        } else if let Some(rest) = trimmed.strip_prefix('+') {
            (false, rest)
        } else {
            (false, trimmed)
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return RawInt::NotInteger(quote(trimmed));
        }
        let magnitude = digits.bytes().try_fold(0i128, |acc, b| {
            acc.checked_mul(10)?.checked_add(i128::from(b - b'0'))
        });
        match magnitude {
            Some(m) if negative => RawInt::Value(-m),
            Some(m) => RawInt::Value(m),
            None => RawInt::Huge {
                negative,
                text: quote(trimmed),
                inexact: false,
            },
        }
    }

    /// Checks that the value lies in `min..=max` and returns it.
    pub fn bounded(&self, field: Field, min: u64, max: u64) -> Result<u64, InputError> {
        let fail = |problem| Err(InputError::new(field, problem));
        match self {
            RawInt::NotInteger(t) => fail(Problem::NotInteger(t.clone())),
            RawInt::Huge {
                negative: true,
                text,
                ..
            } => fail(Problem::Negative {
                text: text.clone(),
                min,
            }),
            // Past the field's range whatever the rounding was: say that, it is more useful.
            RawInt::Huge {
                text,
                inexact: true,
                ..
            } if max > MAX_SAFE_INTEGER => fail(Problem::Inexact(text.clone())),
            RawInt::Huge { text, .. } => fail(Problem::TooLarge {
                text: text.clone(),
                max,
            }),
            RawInt::Value(v) if *v < 0 => fail(Problem::Negative {
                text: crate::decimal::integer(*v),
                min,
            }),
            RawInt::Value(0) if min == 1 && field.taken => fail(Problem::Zero),
            RawInt::Value(v) if *v < i128::from(min) => fail(Problem::TooSmall {
                text: crate::decimal::integer(*v),
                min,
            }),
            RawInt::Value(v) => match u64::try_from(*v) {
                Ok(value) if value <= max => Ok(value),
                _ => fail(Problem::TooLarge {
                    text: crate::decimal::integer(*v),
                    max,
                }),
            },
        }
    }
}

/// Shortens text quoted back to the learner, on a character boundary.
pub fn quote(text: &str) -> String {
    let mut chars = text.chars();
    let head: String = chars.by_ref().take(QUOTE_LIMIT).collect();
    if chars.next().is_some() {
        format!("{head}…")
    } else {
        head
    }
}

/// Splits a typed list such as `1 3 4`, `1, 3, 4` or `{1; 3; 4}` into tokens.
pub fn list_tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '{' | '}' | '[' | ']'))
        .filter(|token| !token.is_empty())
}

/// Reads a typed list of integers for `field` before range checks (each game has its own
/// rules), refusing more than `max_len` tokens before reading them: the JS API's reading of a
/// list given as text, such as `"1 3 4"`.
pub fn raw_list(text: &str, field: Field, max_len: usize) -> Result<Vec<RawInt>, InputError> {
    let tokens: Vec<&str> = list_tokens(text).take(max_len.saturating_add(1)).collect();
    if tokens.len() > max_len {
        return Err(InputError::new(field, Problem::TooMany { max: max_len }));
    }
    Ok(tokens.into_iter().map(RawInt::parse).collect())
}

/// Reads one whole number typed into a field, within `min..=max`.
pub fn parse_number(text: &str, field: Field, min: u64, max: u64) -> Result<u64, InputError> {
    if text.trim().is_empty() {
        return Err(InputError::new(field, Problem::Empty));
    }
    RawInt::parse(text).bounded(field, min, max)
}

/// Refuses 0 with "too small" (the shared `Zero` message speaks of stones taken).
pub(crate) fn at_least_one(field: Field, value: u64) -> Result<u64, InputError> {
    if value == 0 {
        return Err(InputError::new(
            field,
            Problem::TooSmall {
                text: "0".to_string(),
                min: 1,
            },
        ));
    }
    Ok(value)
}

/// Reads one whole number of any size typed as an answer, before the question's own range
/// check: its value (saturated beyond `i128`) and its text as typed (shortened when huge), so
/// that the range check can quote it. Empty or non-numeric text is refused here.
pub fn read_answer(text: &str, field: Field) -> Result<(i128, String), InputError> {
    if text.trim().is_empty() {
        return Err(InputError::new(field, Problem::Empty));
    }
    match RawInt::parse(text) {
        RawInt::Value(v) => Ok((v, crate::decimal::integer(v))),
        RawInt::Huge { negative, text, .. } => {
            Ok((if negative { i128::MIN } else { i128::MAX }, text))
        }
        RawInt::NotInteger(t) => Err(InputError::new(field, Problem::NotInteger(t))),
    }
}

/// Judge-format input (the stdin of an exercise): whitespace-separated whole numbers, read
/// one at a time with a field and a range for each, so that a bad token gets a clear message.
pub struct JudgeInput<'a> {
    tokens: std::str::SplitAsciiWhitespace<'a>,
}

impl<'a> JudgeInput<'a> {
    pub fn new(text: &'a str) -> Self {
        JudgeInput {
            tokens: text.split_ascii_whitespace(),
        }
    }

    /// The next number, in `min..=max`; `Missing` when the input ends early.
    pub fn number(&mut self, field: Field, min: u64, max: u64) -> Result<u64, InputError> {
        let token = self
            .tokens
            .next()
            .ok_or(InputError::new(field, Problem::Missing))?;
        RawInt::parse(token).bounded(field, min, max)
    }

    /// The next number as a `usize` count or index, in `min..=max`.
    pub fn count(&mut self, field: Field, min: usize, max: usize) -> Result<usize, InputError> {
        let value = self.number(field, min as u64, max as u64)?;
        // `value <= max`, which is a usize.
        Ok(value as usize)
    }

    /// The next word as it is (for inputs with letters, e.g. a query type).
    pub fn word(&mut self, field: Field) -> Result<&'a str, InputError> {
        self.tokens
            .next()
            .ok_or(InputError::new(field, Problem::Missing))
    }

    /// Whether every token has been read.
    pub fn is_done(&mut self) -> bool {
        self.tokens.clone().next().is_none()
    }

    /// Refuses any token left after the last one the format reads. A widget rewrites its
    /// stdin box from what it read, so numbers past the end would silently vanish.
    pub fn finish(&mut self) -> Result<(), InputError> {
        match self.tokens.next() {
            None => Ok(()),
            Some(extra) => {
                let extra = quote(extra);
                Err(InputError::custom(
                    Field::STDIN,
                    format!("thừa “{extra}” sau chỗ dữ liệu kết thúc; hãy xóa phần thừa."),
                    format!("“{extra}” is left over after the end of the input; remove the extra."),
                ))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_signs_and_refuses_non_ascii_digits() {
        assert_eq!(RawInt::parse(" +7 "), RawInt::Value(7));
        assert_eq!(RawInt::parse("-2"), RawInt::Value(-2));
        assert_eq!(RawInt::parse("\u{2212}2"), RawInt::Value(-2));
        assert_eq!(RawInt::parse("３"), RawInt::NotInteger("３".into()));
        assert_eq!(RawInt::parse("1e3"), RawInt::NotInteger("1e3".into()));
        assert_eq!(RawInt::parse("-"), RawInt::NotInteger("-".into()));
        assert!(matches!(
            RawInt::parse(&"9".repeat(60)),
            RawInt::Huge {
                negative: false,
                ..
            }
        ));
    }

    #[test]
    fn an_inexact_js_number_is_refused_for_rounding_only_where_the_range_reaches_it() {
        let raw = |negative| RawInt::Huge {
            negative,
            text: "1000000000000000000".into(),
            inexact: true,
        };
        let problem = |raw: RawInt, max| raw.bounded(Field::N, 0, max).map_err(|e| e.problem);
        assert_eq!(
            problem(raw(false), u64::MAX),
            Err(Problem::Inexact("1000000000000000000".into()))
        );
        assert!(matches!(
            problem(raw(false), 1_000_000),
            Err(Problem::TooLarge { .. })
        ));
        assert!(matches!(
            problem(raw(true), u64::MAX),
            Err(Problem::Negative { .. })
        ));
        let message = InputError::new(Field::N, Problem::Inexact("1e18".into())).reason(Lang::En);
        assert!(message.contains("pass it as a string"), "{message}");
    }

    #[test]
    fn bounds_name_the_reason() {
        let n = |t: &str| parse_number(t, Field::N, 0, 200);
        assert_eq!(n("14"), Ok(14));
        assert_eq!(n("0"), Ok(0));
        assert_eq!(n("  ").unwrap_err().problem, Problem::Empty);
        assert_eq!(
            n("-1").unwrap_err().problem,
            Problem::Negative {
                text: "-1".into(),
                min: 0
            }
        );
        assert!(matches!(
            n("201").unwrap_err().problem,
            Problem::TooLarge { max: 200, .. }
        ));
        assert!(matches!(
            n(&"1".repeat(40)).unwrap_err().problem,
            Problem::TooLarge { .. }
        ));
        assert_eq!(
            parse_number("0", Field::MOVES, 1, 9).unwrap_err().problem,
            Problem::Zero
        );
        assert!(matches!(
            parse_number("2", Field::MOVES, 3, 9).unwrap_err().problem,
            Problem::TooSmall { min: 3, .. }
        ));
    }

    #[test]
    fn zero_is_not_a_move_only_where_values_are_stones_taken() {
        const ROWS: Field = Field::new("rows", "Số dòng", "Rows", "12");
        let message = |text: &str, field| {
            parse_number(text, field, 1, 40)
                .unwrap_err()
                .message(Lang::Vi)
        };
        assert_eq!(
            message("0", Field::MOVES),
            "Tập nước đi: 0 không phải là nước đi: mỗi lượt phải bốc ít nhất 1 viên."
        );
        // A row count, a board side, a coin number: nothing is taken, 0 is just too small.
        assert_eq!(message("0", ROWS), "Số dòng: “0” quá nhỏ; nhỏ nhất là 1.");
        // A negative value names the range, not stones, whatever the field counts.
        assert_eq!(
            message("-3", ROWS),
            "Số dòng: “-3” là số âm; nhỏ nhất là 1."
        );
        assert_eq!(
            parse_number(&format!("-{}", "9".repeat(50)), ROWS, 1, 40)
                .unwrap_err()
                .reason(Lang::En),
            "“-99999999999999999999999…” is negative; the smallest allowed is 1."
        );
    }

    /// The two sides of one check: text of the judge format past what it reads is refused.
    #[test]
    fn judge_input_refuses_what_is_left_over() {
        let mut input = JudgeInput::new("2 7\n 9 <b>");
        assert_eq!(input.number(Field::N, 0, 10), Ok(2));
        assert_eq!(input.number(Field::N, 0, 10), Ok(7));
        let err = input.finish().unwrap_err();
        assert_eq!(err.field, Field::STDIN);
        assert_eq!(
            err.message(Lang::Vi),
            "Dữ liệu vào: thừa “9” sau chỗ dữ liệu kết thúc; hãy xóa phần thừa."
        );
        assert_eq!(
            err.reason(Lang::En),
            "“9” is left over after the end of the input; remove the extra."
        );
        assert_eq!(JudgeInput::new(" 3 \n").number(Field::N, 0, 9), Ok(3));
        let mut done = JudgeInput::new("3\n\n  ");
        assert_eq!(done.number(Field::N, 0, 9), Ok(3));
        assert_eq!(done.finish(), Ok(()));
    }

    #[test]
    fn long_hostile_text_is_quoted_short() {
        let hostile = format!("<img src=x onerror=alert(1)>{}", "a".repeat(10_000));
        let err = parse_number(&hostile, Field::N, 0, 10).unwrap_err();
        let message = err.message(Lang::En);
        assert!(message.chars().count() < 80, "{message}");
        assert!(message.contains('…'));
    }

    #[test]
    fn judge_input_reads_numbers_in_order() {
        let mut input = JudgeInput::new("3\n 4 x");
        assert_eq!(input.count(Field::N, 0, 10), Ok(3));
        assert_eq!(input.number(Field::N, 0, 10), Ok(4));
        assert!(!input.is_done());
        assert_eq!(
            input.number(Field::N, 0, 10).unwrap_err().problem,
            Problem::NotInteger("x".into())
        );
        assert!(input.is_done());
        assert_eq!(
            input.number(Field::N, 0, 10).unwrap_err().problem,
            Problem::Missing
        );
    }

    #[test]
    fn messages_exist_in_both_languages() {
        let err = InputError::new(Field::MOVES, Problem::NotInteger("x".into()));
        assert_eq!(
            err.message(Lang::Vi),
            "Tập nước đi: “x” không phải là số nguyên."
        );
        assert_eq!(
            err.message(Lang::En),
            "Move set: “x” is not a whole number."
        );
        assert_eq!(err.api_message(), "moves: “x” is not a whole number.");
    }
}
