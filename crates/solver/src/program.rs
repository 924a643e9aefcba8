//! The short programs a code panel shows beside a widget (a C++ program and its Python twin),
//! and where each step of a trace sits in them.
//!
//! Line numbers are never written by hand: each code point names a piece of text found on
//! exactly one line (an anchor), so editing a program cannot silently shift the highlight.
//!
//! The programs are written with Vietnamese comments; each program lists the English of every
//! comment, and [`Program::text`] gives the program in either language. Only comments change,
//! so a line has the same number in both, and the anchors (found in `source`) serve both.

use std::borrow::Cow;

use crate::highlight::{self, Token};
use crate::lang::Lang;

/// One program of a code panel; `P` names the places a trace can be at.
#[derive(Clone, Copy, Debug)]
pub struct Program<P: 'static> {
    /// The tab's label, e.g. `"C++"`.
    pub language: &'static str,
    /// The program with its Vietnamese comments.
    pub source: &'static str,
    /// For each comment of `source` (its text after `//` or `#`, or a piece of it), the
    /// English: (Vietnamese text, English text).
    pub english: &'static [(&'static str, &'static str)],
    /// For each code point, a piece of text found on exactly one line of `source`.
    pub anchors: &'static [(P, &'static str)],
}

impl<P> Program<P> {
    /// The program with its comments in `lang`: `source` itself in Vietnamese; in English,
    /// `source` with each Vietnamese text of [`Program::english`] replaced by its English.
    pub fn text(&self, lang: Lang) -> Cow<'static, str> {
        match lang {
            Lang::Vi => Cow::Borrowed(self.source),
            Lang::En => Cow::Owned(replace_all(self.source, self.english)),
        }
    }

    /// Everything wrong with the English comments (for the programs' tests): a Vietnamese
    /// text missing from `source` or found outside a comment, a line count or a piece of code
    /// that differs between the two languages, a Vietnamese letter left in the English.
    pub fn english_problems(&self) -> Vec<String> {
        let language = self.language;
        let english = self.text(Lang::En);
        let mut problems = Vec::new();
        let comments: Vec<std::ops::Range<usize>> = spans(language, self.source)
            .filter(|(kind, _)| *kind == Token::Comment)
            .map(|(_, range)| range)
            .collect();
        for (vi, _) in self.english {
            let found: Vec<usize> = self.source.match_indices(vi).map(|(at, _)| at).collect();
            if vi.is_empty() || found.is_empty() {
                problems.push(format!("{language}: “{vi}” is not in the program"));
            }
            let in_comment = |at: usize| {
                let range = at..at + vi.len();
                comments
                    .iter()
                    .any(|c| c.start <= range.start && range.end <= c.end)
            };
            if !found.iter().all(|&at| in_comment(at)) {
                problems.push(format!("{language}: “{vi}” is found outside a comment"));
            }
        }
        if english.lines().count() != self.source.lines().count() {
            problems.push(format!(
                "{language}: the English has another number of lines"
            ));
        }
        if code_of(language, self.source) != code_of(language, &english) {
            problems.push(format!(
                "{language}: the English changes more than comments"
            ));
        }
        for (number, line) in english.lines().enumerate() {
            let letters = vietnamese_letters(line);
            if !letters.is_empty() {
                let number = number + 1;
                problems.push(format!(
                    "{language} line {number}: Vietnamese left: “{line}”"
                ));
            }
        }
        problems
    }
}

impl<P: PartialEq + Copy + std::fmt::Debug> Program<P> {
    /// The 1-based line where `point` is, if the program has it.
    pub fn line_of(&self, point: P) -> Option<usize> {
        let (_, anchor) = self.anchors.iter().find(|(p, _)| *p == point)?;
        self.source
            .lines()
            .position(|line| crate::substring::contains(line, anchor))
            .map(|index| index + 1)
    }

    /// Every anchor that is not on exactly one line (for the programs' tests).
    pub fn misplaced_anchors(&self) -> Vec<String> {
        self.anchors
            .iter()
            .filter(|(_, anchor)| self.source.lines().filter(|l| l.contains(anchor)).count() != 1)
            .map(|(point, anchor)| format!("{} {point:?}: “{anchor}”", self.language))
            .collect()
    }
}

/// A program whatever its code points, for what every program of the crate must satisfy.
/// Its methods are [`Program`]'s fields and methods.
pub trait Listing {
    fn language(&self) -> &'static str;
    fn source(&self) -> &'static str;
    fn english(&self) -> &'static [(&'static str, &'static str)];
    fn text(&self, lang: Lang) -> Cow<'static, str>;
    fn english_problems(&self) -> Vec<String>;
    fn misplaced_anchors(&self) -> Vec<String>;
}

impl<P: PartialEq + Copy + std::fmt::Debug> Listing for Program<P> {
    fn language(&self) -> &'static str {
        self.language
    }
    fn source(&self) -> &'static str {
        self.source
    }
    fn english(&self) -> &'static [(&'static str, &'static str)] {
        self.english
    }
    fn text(&self, lang: Lang) -> Cow<'static, str> {
        Program::text(self, lang)
    }
    fn english_problems(&self) -> Vec<String> {
        Program::english_problems(self)
    }
    fn misplaced_anchors(&self) -> Vec<String> {
        Program::misplaced_anchors(self)
    }
}

/// `source` with every `(from, to)` of `pairs` replaced, in one pass from the left, the
/// longest `from` winning where several start at the same place.
fn replace_all(source: &str, pairs: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(source.len() + source.len() / 4);
    let mut rest = source;
    while let Some(c) = rest.chars().next() {
        let found = pairs
            .iter()
            .filter(|(from, _)| !from.is_empty() && rest.starts_with(from))
            .max_by_key(|(from, _)| from.len());
        match found {
            Some((from, to)) => {
                out.push_str(to);
                rest = rest.get(from.len()..).unwrap_or_default();
            }
            None => {
                out.push(c);
                rest = rest.get(c.len_utf8()..).unwrap_or_default();
            }
        }
    }
    out
}

/// The tokens of `text` but its comments.
fn code_of<'a>(language: &str, text: &'a str) -> Vec<(Token, &'a str)> {
    let mut tokens = highlight::tokens(language, text);
    tokens.retain(|(kind, _)| *kind != Token::Comment);
    tokens
}

/// The tokens of `text` with their byte ranges.
fn spans<'a>(
    language: &str,
    text: &'a str,
) -> impl Iterator<Item = (Token, std::ops::Range<usize>)> + 'a {
    let mut at = 0;
    highlight::tokens(language, text)
        .into_iter()
        .map(move |(kind, piece)| {
            at += piece.len();
            (kind, at - piece.len()..at)
        })
}

/// The letters of `text` that only Vietnamese (or another language than English) would write:
/// Latin letters with diacritics (U+00C0–U+024F but `×` and `÷`, U+1E00–U+1EFF) and combining
/// diacritics (U+0300–U+036F). ASCII, dashes and math symbols (`⊕`, `≤`, `→`) are not.
pub(crate) fn vietnamese_letters(text: &str) -> Vec<char> {
    text.chars()
        .filter(|&c| {
            matches!(c, '\u{C0}'..='\u{24F}' | '\u{1E00}'..='\u{1EFF}' | '\u{300}'..='\u{36F}')
                && c != '×'
                && c != '÷'
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_problems_are_found() {
        let program = Program::<()> {
            language: "C++",
            source: "int a; // một\nint b; // hai ba\nint c; // bốn\n",
            english: &[("một", "one\n"), ("ba", "three"), ("năm", "five")],
            anchors: &[],
        };
        assert_eq!(
            program.english_problems(),
            [
                "C++: “năm” is not in the program",
                "C++: the English has another number of lines",
                "C++: the English changes more than comments",
                "C++ line 4: Vietnamese left: “int c; // bốn”",
            ]
        );
        // A text that is also code would change the code.
        let program = Program {
            source: "int ba; // ba một\n",
            english: &[("ba", "three"), ("một", "one")],
            ..program
        };
        assert_eq!(
            program.english_problems(),
            [
                "C++: “ba” is found outside a comment",
                "C++: the English changes more than comments",
            ]
        );
    }

    #[test]
    fn replacing_is_one_pass_and_longest_first() {
        let pairs = [("ab", "x"), ("abc", "ab"), ("b", "y")];
        assert_eq!(replace_all("abcab b", &pairs), "abx y");
        assert_eq!(replace_all("đống", &[("", "z")]), "đống");
    }

    #[test]
    fn vietnamese_letters_but_not_math() {
        assert_eq!(
            vietnamese_letters("g[x] ≤ m, 2 ⊕ 2 × 3 → Sprague–Grundy"),
            []
        );
        assert_eq!(vietnamese_letters("ô Đ ạ"), ['ô', 'Đ', 'ạ']);
        assert_eq!(vietnamese_letters("e\u{301}"), ['\u{301}']);
    }
}
