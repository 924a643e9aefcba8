//! One vocabulary for the whole course. The glossary page (the lesson with slug `glossary`)
//! names each term in Vietnamese and English and strikes out (`~~…~~`) the variants the course
//! does not use: struck out in a `:::vi` passage, a Vietnamese variant; in a `:::en` passage, an
//! English one. That page is the one list; [`findings`] reads it and looks for its variants in
//! every lesson's title, summary and passages of the same language, as words (case aside, a
//! plural `s` allowed), skipping code, math, raw HTML and struck-out text. [`source_findings`]
//! looks for them in the string literals of the widgets' and the solver's Rust sources, whose
//! words the reader sees too (the tests below read `crates/frontend/src`, `crates/course/src` and
//! `crates/solver/src`).

use crate::source::{Lesson, Part};
use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

/// The slug of the glossary page.
pub const SLUG: &str = "glossary";

/// The variants the glossary strikes out, per language.
#[derive(Debug, Default)]
pub struct Avoided {
    pub vi: Vec<String>,
    pub en: Vec<String>,
}

/// A lesson that uses a variant the glossary avoids.
#[derive(Debug, PartialEq, Eq)]
pub struct Finding {
    /// `slug#section` (or `slug` for the title and summary), or `file:line` for a Rust source.
    pub place: String,
    pub lang: &'static str,
    pub variant: String,
    /// The words around it.
    pub context: String,
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(
            f,
            "{} ({}): “{}” in “…{}…”",
            self.place, self.lang, self.variant, self.context
        )
    }
}

fn options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_MATH
        | Options::ENABLE_HEADING_ATTRIBUTES
}

/// The text of a passage a reader reads as words: no code, math, raw HTML or struck-out text
/// (each replaced by a gap, so the words on its two sides stay apart), line breaks as spaces.
pub fn prose(markdown: &str) -> String {
    let mut out = String::new();
    let mut hidden = 0usize;
    for event in Parser::new_ext(markdown, options()) {
        match event {
            Event::Start(Tag::CodeBlock(_) | Tag::Strikethrough) => {
                hidden += 1;
                out.push_str(" ¦ ");
            }
            Event::End(TagEnd::CodeBlock | TagEnd::Strikethrough) => {
                hidden = hidden.saturating_sub(1);
                out.push_str(" ¦ ");
            }
            Event::Text(text) if hidden == 0 => out.push_str(&text),
            Event::SoftBreak | Event::HardBreak => out.push(' '),
            Event::Code(_)
            | Event::InlineMath(_)
            | Event::DisplayMath(_)
            | Event::Html(_)
            | Event::InlineHtml(_) => out.push_str(" ¦ "),
            Event::End(
                TagEnd::Paragraph
                | TagEnd::Heading(_)
                | TagEnd::Item
                | TagEnd::TableCell
                | TagEnd::BlockQuote(_),
            ) => out.push('\n'),
            _ => {}
        }
    }
    out
}

/// The struck-out words of a passage.
fn struck_out(markdown: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut current: Option<String> = None;
    for event in Parser::new_ext(markdown, options()) {
        match event {
            Event::Start(Tag::Strikethrough) => current = Some(String::new()),
            Event::End(TagEnd::Strikethrough) => {
                if let Some(word) = current.take() {
                    let word = word.split_whitespace().collect::<Vec<_>>().join(" ");
                    if !word.is_empty() && !words.contains(&word) {
                        words.push(word);
                    }
                }
            }
            Event::Text(text) | Event::Code(text) => {
                if let Some(word) = current.as_mut() {
                    word.push_str(&text);
                }
            }
            _ => {}
        }
    }
    words
}

/// The variants the glossary page strikes out.
pub fn avoided(glossary: &Lesson) -> Avoided {
    let mut avoided = Avoided::default();
    for section in &glossary.sections {
        for part in &section.parts {
            if let Part::Text(text) = part {
                for (list, markdown) in [(&mut avoided.vi, &text.vi), (&mut avoided.en, &text.en)] {
                    for word in struck_out(markdown) {
                        if !list.contains(&word) {
                            list.push(word);
                        }
                    }
                }
            }
        }
    }
    avoided
}

/// Where `variant` occurs in `text` as words: case aside, not inside a longer word, a plural
/// `s` allowed after it. Byte offsets into `text.to_lowercase()`.
pub fn occurrences(text: &str, variant: &str) -> Vec<usize> {
    let text = text.to_lowercase();
    let variant = variant.to_lowercase();
    if variant.is_empty() {
        return Vec::new();
    }
    let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    text.match_indices(&variant)
        .filter(|(at, _)| {
            let before = text[..*at].chars().next_back();
            let mut after = text[at + variant.len()..].chars();
            let next = after.next();
            let ends = !word(next) || (next == Some('s') && !word(after.next()));
            !word(before) && ends
        })
        .map(|(at, _)| at)
        .collect()
}

/// About `radius` characters of `text` (lowercased) on each side of byte offset `at`.
fn context(text: &str, at: usize, radius: usize) -> String {
    let text = text.to_lowercase();
    let before: String = text[..at]
        .chars()
        .rev()
        .take(radius)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    let after: String = text[at..].chars().take(radius * 2).collect();
    format!("{before}{after}")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every use, in `lessons`, of a variant the glossary avoids. `Err` when there is no glossary
/// page or it strikes out nothing.
pub fn findings(lessons: &[Lesson]) -> Result<Vec<Finding>, String> {
    let glossary = lessons
        .iter()
        .find(|lesson| lesson.slug == SLUG)
        .ok_or(format!("no lesson has the slug “{SLUG}”"))?;
    let avoided = avoided(glossary);
    if avoided.vi.is_empty() || avoided.en.is_empty() {
        return Err(format!(
            "the glossary strikes out no variant in one of its languages: {avoided:?}"
        ));
    }
    let mut found = Vec::new();
    let mut look = |place: &str, lang: &'static str, markdown: &str| {
        let text = prose(markdown);
        let variants = if lang == "vi" {
            &avoided.vi
        } else {
            &avoided.en
        };
        for variant in variants {
            for at in occurrences(&text, variant) {
                found.push(Finding {
                    place: place.to_string(),
                    lang,
                    variant: variant.clone(),
                    context: context(&text, at, 30),
                });
            }
        }
    };
    for lesson in lessons {
        for (lang, text) in [("vi", &lesson.title.vi), ("en", &lesson.title.en)] {
            look(&lesson.slug, lang, text);
        }
        for (lang, text) in [("vi", &lesson.summary.vi), ("en", &lesson.summary.en)] {
            look(&lesson.slug, lang, text);
        }
        for section in &lesson.sections {
            let place = format!("{}#{}", lesson.slug, section.id);
            for part in &section.parts {
                if let Part::Text(text) = part {
                    look(&place, "vi", &text.vi);
                    look(&place, "en", &text.en);
                }
            }
        }
    }
    Ok(found)
}

/// A string literal of a Rust source file: its text (escapes decoded) and, for each byte of
/// the text, the line of the source it comes from.
#[derive(Debug)]
pub struct Literal {
    pub text: String,
    lines: Vec<usize>,
}

impl Literal {
    /// The source line (from 1) of byte `at` of the text.
    pub fn line(&self, at: usize) -> usize {
        self.lines[at.min(self.lines.len().saturating_sub(1))]
    }

    fn push(&mut self, c: char, line: usize) {
        self.text.push(c);
        self.lines
            .extend(std::iter::repeat(line).take(c.len_utf8()));
    }
}

/// The string literals of a Rust source: `"…"`, `b"…"`, `r"…"`, `r#"…"#` and so on, not
/// comments (doc comments included), char literals or lifetimes. A simple scanner, not a full
/// lexer; the text is lowercased, which is how [`occurrences`] reads it anyway.
pub fn literals(source: &str) -> Vec<Literal> {
    let chars: Vec<char> = source.chars().collect();
    let mut found = Vec::new();
    let (mut i, mut line) = (0, 1);
    let at = |i: usize| chars.get(i).copied();
    while let Some(c) = at(i) {
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            '/' if at(i + 1) == Some('/') => {
                while at(i).is_some_and(|c| c != '\n') {
                    i += 1;
                }
            }
            '/' if at(i + 1) == Some('*') => {
                // Block comments nest.
                let mut depth = 0;
                while let Some(c) = at(i) {
                    if c == '/' && at(i + 1) == Some('*') {
                        depth += 1;
                        i += 2;
                    } else if c == '*' && at(i + 1) == Some('/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        line += usize::from(c == '\n');
                        i += 1;
                    }
                }
            }
            // A char literal ('x', '\'', '"'), or else the quote of a lifetime or label.
            '\'' => {
                i += match (at(i + 1), at(i + 2)) {
                    (Some('\\'), _) => {
                        let close = (i + 3..chars.len()).find(|&j| chars[j] == '\'');
                        close.map_or(1, |j| j + 1 - i)
                    }
                    (Some(_), Some('\'')) => 3,
                    _ => 1,
                };
            }
            '"' => {
                let mut literal = Literal {
                    text: String::new(),
                    lines: Vec::new(),
                };
                i += 1;
                while let Some(c) = at(i) {
                    i += 1;
                    match c {
                        '"' => break,
                        '\\' => {
                            let escaped = at(i).unwrap_or(' ');
                            i += 1;
                            match escaped {
                                // A line continuation: the newline and the next line's indent.
                                '\n' => {
                                    line += 1;
                                    while at(i).is_some_and(char::is_whitespace) {
                                        line += usize::from(at(i) == Some('\n'));
                                        i += 1;
                                    }
                                }
                                'n' | 'r' | 't' => literal.push('\n', line),
                                'u' => {
                                    let close = (i..chars.len()).find(|&j| chars[j] == '}');
                                    let close = close.unwrap_or(i);
                                    let hex: String = chars[i..close]
                                        .iter()
                                        .filter(|c| c.is_ascii_hexdigit())
                                        .collect();
                                    let decoded = u32::from_str_radix(&hex, 16)
                                        .ok()
                                        .and_then(char::from_u32)
                                        .unwrap_or(' ');
                                    literal.push(decoded, line);
                                    i = close + 1;
                                }
                                'x' => {
                                    literal.push(' ', line);
                                    i += 2;
                                }
                                other => literal.push(other, line),
                            }
                        }
                        c => {
                            for lower in c.to_lowercase() {
                                literal.push(lower, line);
                            }
                            line += usize::from(c == '\n');
                        }
                    }
                }
                found.push(literal);
            }
            c if c.is_alphanumeric() || c == '_' => {
                let start = i;
                while at(i).is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                // A raw string: r"…", r#"…"#, br"…", cr"…"; no escapes inside.
                let hashes = (i..).take_while(|&j| at(j) == Some('#')).count();
                if matches!(word.as_str(), "r" | "br" | "cr") && at(i + hashes) == Some('"') {
                    let mut literal = Literal {
                        text: String::new(),
                        lines: Vec::new(),
                    };
                    i += hashes + 1;
                    let closes = |j: usize| {
                        at(j) == Some('"') && (1..=hashes).all(|k| at(j + k) == Some('#'))
                    };
                    while at(i).is_some() && !closes(i) {
                        for lower in chars[i].to_lowercase() {
                            literal.push(lower, line);
                        }
                        line += usize::from(chars[i] == '\n');
                        i += 1;
                    }
                    i += hashes + 1;
                    found.push(literal);
                }
            }
            _ => i += 1,
        }
    }
    found
}

/// Every use, in the string literals of `source` (a Rust file; `file` names it), of a variant
/// the glossary avoids: a Vietnamese variant in any literal, an English one too, as words. The
/// English variants are phrases of several words, so identifiers (`grundy_value`,
/// `grundyValue`, `grundy-value`) never match; a literal's words are the ones its reader sees.
pub fn source_findings(avoided: &Avoided, file: &str, source: &str) -> Vec<Finding> {
    let mut found = Vec::new();
    for literal in literals(source) {
        for (lang, variants) in [("vi", &avoided.vi), ("en", &avoided.en)] {
            for variant in variants {
                for at in occurrences(&literal.text, variant) {
                    found.push(Finding {
                        place: format!("{file}:{}", literal.line(at)),
                        lang,
                        variant: variant.clone(),
                        context: context(&literal.text, at, 30),
                    });
                }
            }
        }
    }
    found
}

/// The links of a passage (their destinations).
pub fn links(markdown: &str) -> Vec<String> {
    Parser::new_ext(markdown, options())
        .filter_map(|event| match event {
            Event::Start(Tag::Link { dest_url, .. }) => Some(dest_url.to_string()),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::{parse, read_all};

    fn lessons() -> Vec<Lesson> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../lessons");
        read_all(&dir).expect("the lessons read")
    }

    #[test]
    fn variants_are_words_of_the_prose_only() {
        let text = prose(
            "Theo **luật\nthường**, `luật thường` và $luật thường$ không tính.\n\n```\nluật thường\n```\n~~luật thường~~ <b>luật</b> thường",
        );
        // Only the first: code, math, struck-out text and raw HTML tags are gaps in the prose.
        assert_eq!(occurrences(&text, "luật thường").len(), 1, "{text}");
        assert_eq!(occurrences(&prose("*luật* thường"), "luật thường").len(), 1);
        // Inside a longer word it is another word; case and a plural s do not matter.
        assert!(occurrences("hoàn toàn", "hoà").is_empty());
        assert!(occurrences("Khóa học", "khoá").is_empty());
        assert_eq!(occurrences("Khoá học", "khoá"), vec![0]);
        assert_eq!(occurrences("the Grundy values of", "Grundy value").len(), 1);
        assert!(occurrences("Grundy valued", "Grundy value").is_empty());
        assert!(occurrences("topological", "topo").is_empty());
    }

    #[test]
    fn the_glossary_strikes_out_and_the_check_finds() {
        let lessons = [
            parse("---\nslug: glossary\ntitle-vi: Thuật ngữ\ntitle-en: Glossary\n---\n@section terms\n:::vi\n- **luật chuẩn**, không nói ~~luật thường~~.\n:::\n:::en\n- **normal play**, not ~~normal rule~~.\n:::\n")
                .expect("valid"),
            parse("---\nslug: demo\ntitle-vi: Thử\ntitle-en: Try\n---\n@section s\n:::vi\nTheo luật thường thì sao?\n:::\n:::en\nUnder the normal rules, and the luật thường.\n:::\n")
                .expect("valid"),
        ];
        let avoided = avoided(&lessons[0]);
        assert_eq!(avoided.vi, ["luật thường"]);
        assert_eq!(avoided.en, ["normal rule"]);
        let found = findings(&lessons).expect("a glossary");
        // The glossary's own struck-out words do not count; a Vietnamese variant in English
        // text is no finding either.
        assert_eq!(found.len(), 2, "{found:?}");
        assert_eq!(found[0].place, "demo#s");
        assert_eq!(found[0].lang, "vi");
        assert_eq!(found[1].variant, "normal rule");
        assert!(findings(&lessons[1..]).is_err());
    }

    #[test]
    fn every_lesson_speaks_the_glossary_s_vocabulary() {
        let lessons = lessons();
        let found = findings(&lessons).expect("the glossary page");
        let list: Vec<String> = found.iter().map(ToString::to_string).collect();
        assert!(
            found.is_empty(),
            "use the glossary's term (lessons/*-glossary.md) instead of the struck-out variant:\n{}",
            list.join("\n")
        );
    }

    #[test]
    fn the_scanner_reads_string_literals_only() {
        let source = r##"
// “luật thường” in a comment
/// or a doc comment, /* or a block */
/* nested /* block */ "not a literal" */
fn f<'a>(x: &'a str) -> [&'a str; 5] {
    let _ = ('"', '\'', b'"');
    ["Luật \
      Thường", "a\nHuỷ", r#"raw "huỷ""#, br"bytes", "gi\u{e1}"]
}
"##;
        let texts: Vec<String> = literals(source).into_iter().map(|l| l.text).collect();
        assert_eq!(
            texts,
            ["luật thường", "a\nhuỷ", "raw \"huỷ\"", "bytes", "giá"]
        );
        let avoided = Avoided {
            vi: vec!["luật thường".into(), "huỷ".into()],
            en: vec!["Grundy value".into()],
        };
        let places: Vec<String> = source_findings(&avoided, "f.rs", source)
            .iter()
            .map(|f| f.place.clone())
            .collect();
        // The phrase starts on line 7 (the continuation joins it); the others on line 8.
        assert_eq!(places, ["f.rs:7", "f.rs:8", "f.rs:8"]);
        let identifiers = r#"let grundy_value = "grundy_value"; "grundyValue grundy-value";"#;
        assert!(source_findings(&avoided, "g.rs", identifiers).is_empty());
        let prose = r#"let help = "the Grundy values of each vertex";"#;
        assert_eq!(source_findings(&avoided, "h.rs", prose).len(), 1);
    }

    /// The `.rs` files under `dir`, sorted.
    fn rust_files(dir: &std::path::Path, files: &mut Vec<std::path::PathBuf>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|entry| entry.expect("a directory entry").path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                rust_files(&path, files);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                files.push(path);
            }
        }
    }

    #[test]
    fn the_widgets_and_the_solver_speak_the_glossary_s_vocabulary() {
        let lessons = lessons();
        let glossary = lessons
            .iter()
            .find(|l| l.slug == SLUG)
            .expect("the glossary");
        let avoided = avoided(glossary);
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut files = Vec::new();
        for dir in [
            "crates/frontend/src",
            "crates/course/src",
            "crates/solver/src",
        ] {
            rust_files(&root.join(dir), &mut files);
        }
        assert!(
            files.len() > 50,
            "the sources are there ({} files)",
            files.len()
        );
        let mut found = Vec::new();
        for path in &files {
            let source =
                std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let name = path
                .strip_prefix(&root)
                .unwrap_or(path)
                .display()
                .to_string();
            found.extend(source_findings(&avoided, &name, &source));
        }
        let list: Vec<String> = found.iter().map(ToString::to_string).collect();
        assert!(
            found.is_empty(),
            "use the glossary's term (lessons/*-glossary.md) instead of the struck-out variant \
             in these string literals:\n{}",
            list.join("\n")
        );
    }

    #[test]
    fn the_glossary_links_lead_to_sections_that_exist() {
        let lessons = lessons();
        let glossary = lessons
            .iter()
            .find(|l| l.slug == SLUG)
            .expect("the glossary page");
        let mut count = 0;
        for section in &glossary.sections {
            for part in &section.parts {
                let Part::Text(text) = part else { continue };
                for link in links(&text.vi).into_iter().chain(links(&text.en)) {
                    let Some((page, id)) = link.split_once('#') else {
                        panic!("a glossary link names its section: {link}");
                    };
                    let slug = page.strip_suffix(".html").unwrap_or(page);
                    let lesson = lessons
                        .iter()
                        .find(|l| l.slug == slug)
                        .unwrap_or_else(|| panic!("{link}: no lesson “{slug}”"));
                    assert!(
                        lesson.sections.iter().any(|s| s.id == id),
                        "{link}: no section “{id}” in {slug}"
                    );
                    count += 1;
                }
            }
        }
        assert!(count >= 20, "the glossary links its terms ({count} links)");
    }
}
