//! The registry of the code panels' programs: every family's programs listed once, so that
//! what every program must satisfy (English for each comment, anchors on exactly one line) is
//! checked over all of them.
//!
//! The list lives apart from [`crate::program`]: every family's programs are built from the
//! `Program` type, so the module of that type must not import the families back.

use crate::program::{Listing, Program};
use crate::{bipartite, coin_turning, fibonacci, graph, nim, octal, score, subtraction, wythoff};

/// Every program of the crate, with the path of the constant that holds it (e.g.
/// `"nim::moore_program::PROGRAMS"`). A test checks that no program is left out.
pub fn all_programs() -> Vec<(&'static str, &'static dyn Listing)> {
    fn family<P: PartialEq + Copy + std::fmt::Debug>(
        name: &'static str,
        programs: &'static [Program<P>],
    ) -> impl Iterator<Item = (&'static str, &'static dyn Listing)> {
        programs.iter().map(move |p| (name, p as &dyn Listing))
    }
    family("subtraction::PROGRAMS", &subtraction::PROGRAMS)
        .chain(family(
            "subtraction::MEX_PROGRAMS",
            &subtraction::MEX_PROGRAMS,
        ))
        .chain(family("nim::program::PROGRAMS", &nim::program::PROGRAMS))
        .chain(family(
            "nim::moore_program::PROGRAMS",
            &nim::moore_program::PROGRAMS,
        ))
        .chain(family(
            "nim::staircase_program::PROGRAMS",
            &nim::staircase_program::PROGRAMS,
        ))
        .chain(family("score::PROGRAMS", &score::PROGRAMS))
        .chain(family("wythoff::PROGRAMS", &wythoff::PROGRAMS))
        .chain(family("fibonacci::PROGRAMS", &fibonacci::PROGRAMS))
        .chain(family("graph::RETRO_PROGRAMS", &graph::RETRO_PROGRAMS))
        .chain(family("octal::PROGRAMS", &octal::PROGRAMS))
        .chain(family(
            "coin_turning::program::PROGRAMS",
            &coin_turning::program::PROGRAMS,
        ))
        .chain(family(
            "bipartite::program::PROGRAMS",
            &bipartite::program::PROGRAMS,
        ))
        .collect()
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use super::*;
    use crate::highlight::{self, Token};
    use crate::program::vietnamese_letters;
    use crate::Lang;

    /// The comments that read the same in both languages.
    const NEUTRAL: &[&str] = &["b_n < 3n + 3", "1, 2, 3, 5, 8, ..."];

    #[test]
    fn vietnamese_is_the_source_itself() {
        for (name, program) in all_programs() {
            let text = program.text(Lang::Vi);
            assert!(matches!(text, Cow::Borrowed(_)), "{name}");
            assert_eq!(text, program.source(), "{name}");
        }
    }

    #[test]
    fn every_program_has_its_comments_in_english() {
        for (name, program) in all_programs() {
            assert_eq!(program.english_problems(), Vec::<String>::new(), "{name}");
            assert_eq!(program.misplaced_anchors(), Vec::<String>::new(), "{name}");
            assert!(!program.english().is_empty(), "{name}");
        }
    }

    #[test]
    fn every_comment_is_translated_or_neutral() {
        for (name, program) in all_programs() {
            let language = program.language();
            let source = program.source();
            let english = program.text(Lang::En);
            let comments = |text: &str| -> Vec<String> {
                highlight::tokens(language, text)
                    .into_iter()
                    .filter(|(kind, _)| *kind == Token::Comment)
                    .map(|(_, text)| text.to_string())
                    .collect()
            };
            let (vi, en) = (comments(source), comments(&english));
            assert_eq!(vi.len(), en.len(), "{name} {language}");
            for (vi, en) in vi.iter().zip(&en) {
                let body = vi.trim_start_matches(['/', '#']).trim();
                assert!(
                    vi != en || NEUTRAL.contains(&body),
                    "{name} {language}: “{vi}” has no English"
                );
                assert!(vietnamese_letters(en).is_empty(), "{name} {language}: {en}");
            }
        }
    }

    #[test]
    fn one_vietnamese_text_has_one_english() {
        let mut seen = std::collections::HashMap::new();
        for (name, program) in all_programs() {
            for &(vi, en) in program.english() {
                let first = *seen.entry(vi).or_insert(en);
                assert_eq!(first, en, "{name} {}: “{vi}”", program.language());
            }
        }
    }

    /// Every program literal of the crate names its `english` field on a line of its own (the
    /// compiler requires the field in every literal); each one must be in [`all_programs`].
    #[test]
    fn no_program_is_left_out() {
        fn count(dir: &std::path::Path) -> usize {
            let mut total = 0;
            for entry in std::fs::read_dir(dir).expect("readable source folder") {
                let path = entry.expect("a folder entry").path();
                if path.is_dir() {
                    total += count(&path);
                } else if path.extension().is_some_and(|e| e == "rs")
                    // program.rs's own literals are examples for its tests, not programs.
                    && !path.ends_with("src/program.rs")
                {
                    let text = std::fs::read_to_string(&path).expect("readable source");
                    total += text
                        .lines()
                        .filter(|line| line.trim_start().starts_with("english:"))
                        .count();
                }
            }
            total
        }
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        assert_eq!(count(&src), all_programs().len());
    }

    #[test]
    fn english_replaces_comments_only() {
        let (_, subtraction) = all_programs()[0];
        let english = subtraction.text(Lang::En);
        let line = english.lines().nth(8).expect("nine lines at least");
        assert_eq!(
            line,
            "    vector<bool> win(n + 1, false);      // cell 0: no stones left, the player to move loses"
        );
        assert_eq!(
            english.lines().count(),
            subtraction.source().lines().count()
        );
    }
}
