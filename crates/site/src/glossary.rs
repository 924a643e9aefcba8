//! One vocabulary for the whole course. The glossary page (the lesson with slug `glossary`)
//! names each term in Vietnamese and English and strikes out (`~~…~~`) the variants the course
//! does not use: struck out in a `:::vi` passage, a Vietnamese variant; in a `:::en` passage, an
//! English one. That page is the one list; [`findings`] reads it and looks for its variants in
//! every lesson's title, summary and passages of the same language, as words (case aside, a
//! plural `s` allowed), skipping code, math, raw HTML and struck-out text.

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
    /// `slug#section` (or `slug` for the title and summary).
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
