//! Lesson sources: `lessons/NN-slug.md`, bilingual Markdown.
//!
//! ```text
//! ---
//! slug: win-lose
//! title-vi: Thắng và thua
//! title-en: Winning and losing
//! summary-vi: …
//! summary-en: …
//! ---
//! @section intro
//! :::vi
//! ## Heading
//! Markdown with $math$.
//! :::
//! :::en
//! ## Heading
//! …
//! :::
//! <div class="widget-slot" data-widget="wl-table" data-moves="1,3,4" data-n="14"></div>
//! ```
//!
//! A section (`@section id`) is shared by both languages, so `#id` deep-links into either.
//! Passages come as a `:::vi` block followed by its `:::en` twin; raw HTML outside the blocks
//! (widget placeholders) appears once. Mistakes are reported with the file and line.
//!
//! A line `@include platforms/hugo/nimlab.html` (inside a code fence, say) is replaced by that
//! file's text, read from the lessons folder: the authors' page shows the very files the
//! widgets' embed panel gives (`crates/frontend/src/kit/embed_panel.rs` includes them too).
//! Inside a `:::vi` or `:::en` block, an included program speaks that language: its comment
//! lines marked `vi: ` and `en: ` (`// vi: …` in C++, `# en: …` in Python; the reference
//! solutions of `lessons/solutions/`) keep the block's language only, without the mark, so
//! `// vi: Thắng khi …` shows as `// Thắng khi …` in Vietnamese and not at all in English.
//! Other lines, and files with no marked line (the platforms' HTML), are included as they are.

use std::borrow::Cow;
use std::path::Path;

use nimlab_solver::{Lang, Localized};

#[derive(Debug)]
pub enum Part {
    /// A passage in both languages (Markdown).
    Text(Localized),
    /// HTML shared by both languages (widget placeholders).
    Raw(String),
}

#[derive(Debug)]
pub struct Section {
    pub id: String,
    pub parts: Vec<Part>,
}

impl Section {
    /// The section's first `##` heading in each language: its table-of-contents entry.
    pub fn heading(&self) -> Localized {
        let first = |pick: fn(&Localized) -> &str| {
            self.parts
                .iter()
                .filter_map(|part| match part {
                    Part::Text(text) => pick(text)
                        .lines()
                        .find_map(|line| line.strip_prefix("## ").map(str::trim)),
                    Part::Raw(_) => None,
                })
                .next()
                .unwrap_or("")
                .to_string()
        };
        Localized::new(first(|t| &t.vi), first(|t| &t.en))
    }
}

#[derive(Debug)]
pub struct Lesson {
    pub slug: String,
    pub title: Localized,
    pub summary: Localized,
    pub sections: Vec<Section>,
}

/// Every `lessons/*.md`, in file-name order (the `NN-` prefix orders the course).
pub fn read_all(dir: &Path) -> Result<Vec<Lesson>, String> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    files.sort();
    let lessons = files
        .iter()
        .map(|path| {
            let text = crate::files::read(path)?;
            let text = include_files(&text, dir)
                .map_err(|(line, message)| format!("{}:{line}: {message}", path.display()))?;
            parse(&text).map_err(|(line, message)| format!("{}:{line}: {message}", path.display()))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut slugs: Vec<&str> = lessons.iter().map(|l| l.slug.as_str()).collect();
    slugs.sort_unstable();
    if let Some(pair) = slugs.windows(2).find(|pair| pair[0] == pair[1]) {
        return Err(format!("two lessons use the slug “{}”", pair[0]));
    }
    Ok(lessons)
}

type ParseError = (usize, String);

/// `text` with every `@include PATH` line replaced by the file at `PATH` under `dir` (without
/// its last line end), indented as the directive is; inside a `:::vi` or `:::en` block, with
/// the comment lines of that language only (see [`in_language`]).
fn include_files(text: &str, dir: &Path) -> Result<String, ParseError> {
    let mut out = String::with_capacity(text.len());
    // The language of the block the line stands in, read as `sections` reads blocks: `:::vi`
    // or `:::en` opens one, a line `:::` closes it.
    let mut block: Option<Lang> = None;
    for (index, line) in text.lines().enumerate() {
        match line.trim().strip_prefix(":::").map(str::trim) {
            Some("vi") => block = Some(Lang::Vi),
            Some("en") => block = Some(Lang::En),
            Some("") => block = None,
            _ => {}
        }
        let Some(name) = line.trim_start().strip_prefix("@include ") else {
            out.push_str(line);
            out.push('\n');
            continue;
        };
        let name = name.trim();
        let relative = Path::new(name);
        // The lessons' own files only: a plain relative path, never one that climbs out.
        let inside = relative
            .components()
            .all(|part| matches!(part, std::path::Component::Normal(_)));
        if !inside {
            return Err((
                index + 1,
                format!("@include “{name}”: give a path inside the lessons folder"),
            ));
        }
        let included = crate::files::read(&dir.join(relative)).map_err(|e| (index + 1, e))?;
        let indent = &line[..line.len() - line.trim_start().len()];
        for included_line in included.lines() {
            let shown = match block {
                Some(lang) => in_language(included_line, lang),
                None => Some(Cow::Borrowed(included_line)),
            };
            let Some(shown) = shown else { continue };
            out.push_str(indent);
            out.push_str(&shown);
            out.push('\n');
        }
    }
    Ok(out)
}

/// A line of an included program as a `lang` block shows it: a comment line marked with the
/// other language is dropped (`None`); one marked with `lang` loses its mark (`// vi: Thắng`
/// → `// Thắng`); any other line is kept as it is. A comment line is one whose first
/// non-blank characters are `//` or `#`, then the mark `vi:` or `en:` (spaces between allowed;
/// the one space after the mark goes with it).
fn in_language(line: &str, lang: Lang) -> Option<Cow<'_, str>> {
    let body = line.trim_start();
    let Some(after) = body.strip_prefix("//").or_else(|| body.strip_prefix('#')) else {
        return Some(Cow::Borrowed(line));
    };
    let rest = after.trim_start();
    let (marked, text) = match (rest.strip_prefix("vi:"), rest.strip_prefix("en:")) {
        (Some(text), _) => (Lang::Vi, text),
        (_, Some(text)) => (Lang::En, text),
        _ => return Some(Cow::Borrowed(line)),
    };
    if marked != lang {
        return None;
    }
    // Everything before the mark (indent, `//` and the spaces after it), then the comment.
    let before = &line[..line.len() - rest.len()];
    let text = text.strip_prefix(' ').unwrap_or(text);
    Some(Cow::Owned(format!("{before}{text}").trim_end().to_string()))
}

/// Reads one lesson file.
pub fn parse(text: &str) -> Result<Lesson, ParseError> {
    let lines: Vec<&str> = text.lines().collect();
    let (meta, body_start) = front_matter(&lines)?;
    let field = |name: &str| -> Result<String, ParseError> {
        meta.iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value.to_string())
            .ok_or((1, format!("the front matter needs “{name}:”")))
    };
    let slug = field("slug")?;
    if !is_identifier(&slug) {
        return Err((
            1,
            format!("slug “{slug}”: use lowercase letters, digits and hyphens"),
        ));
    }
    let lesson = Lesson {
        slug,
        title: Localized::new(field("title-vi")?, field("title-en")?),
        summary: Localized::new(
            field("summary-vi").unwrap_or_default(),
            field("summary-en").unwrap_or_default(),
        ),
        sections: sections(&lines, body_start)?,
    };
    Ok(lesson)
}

/// The front matter's `key: value` pairs.
type Meta<'a> = Vec<(&'a str, &'a str)>;

fn front_matter<'a>(lines: &[&'a str]) -> Result<(Meta<'a>, usize), ParseError> {
    if lines.first().map(|l| l.trim()) != Some("---") {
        return Err((1, "the file must start with a “---” front matter".into()));
    }
    let end = lines
        .iter()
        .skip(1)
        .position(|l| l.trim() == "---")
        .map(|i| i + 1)
        .ok_or((1, "the front matter is not closed by “---”".to_string()))?;
    let mut meta = Vec::new();
    for (index, line) in lines.iter().enumerate().take(end).skip(1) {
        let (key, value) = line
            .split_once(':')
            .ok_or((index + 1, format!("expected “key: value”, found “{line}”")))?;
        meta.push((key.trim(), value.trim()));
    }
    Ok((meta, end + 1))
}

fn sections(lines: &[&str], start: usize) -> Result<Vec<Section>, ParseError> {
    let mut sections: Vec<Section> = Vec::new();
    let mut index = start;
    while index < lines.len() {
        let line = lines[index];
        let number = index + 1;
        let trimmed = line.trim();
        if let Some(id) = trimmed.strip_prefix("@section ") {
            let id = id.trim();
            if !is_identifier(id) {
                return Err((
                    number,
                    format!("section id “{id}”: use lowercase letters, digits and hyphens"),
                ));
            }
            if sections.iter().any(|s| s.id == id) {
                return Err((number, format!("section “{id}” appears twice")));
            }
            sections.push(Section {
                id: id.to_string(),
                parts: Vec::new(),
            });
            index += 1;
            continue;
        }
        if trimmed.is_empty() {
            index += 1;
            continue;
        }
        let section = sections
            .last_mut()
            .ok_or((number, "text before the first “@section”".to_string()))?;
        if let Some(lang) = trimmed.strip_prefix(":::") {
            let (body, next) = block(lines, index)?;
            match lang.trim() {
                "vi" => section.parts.push(Part::Text(Localized::new(body, ""))),
                "en" => match section.parts.last_mut() {
                    Some(Part::Text(text)) if text.en.is_empty() => text.en = body.into(),
                    _ => {
                        return Err((
                            number,
                            "an “:::en” block must follow its “:::vi” twin".into(),
                        ))
                    }
                },
                other => {
                    return Err((
                        number,
                        format!("unknown block “:::{other}” (use :::vi or :::en)"),
                    ))
                }
            }
            index = next;
            continue;
        }
        match section.parts.last_mut() {
            Some(Part::Raw(html)) => {
                html.push('\n');
                html.push_str(line);
            }
            _ => section.parts.push(Part::Raw(line.to_string())),
        }
        index += 1;
    }
    for section in &sections {
        for part in &section.parts {
            if let Part::Text(text) = part {
                if text.en.trim().is_empty() || text.vi.trim().is_empty() {
                    return Err((
                        0,
                        format!(
                            "section “{}”: a passage lacks its English or Vietnamese twin",
                            section.id
                        ),
                    ));
                }
            }
        }
    }
    Ok(sections)
}

/// The body of the block opening at `open`, and the line after its closing `:::`.
fn block(lines: &[&str], open: usize) -> Result<(String, usize), ParseError> {
    let close = lines
        .iter()
        .skip(open + 1)
        .position(|l| l.trim() == ":::")
        .map(|i| i + open + 1)
        .ok_or((open + 1, "this block is not closed by “:::”".to_string()))?;
    Ok((lines[open + 1..close].join("\n"), close + 1))
}

fn is_identifier(text: &str) -> bool {
    !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "---\nslug: demo\ntitle-vi: Thử\ntitle-en: Try\n---\n@section intro\n:::vi\n## Mở đầu\nChào $x$.\n:::\n:::en\n## Opening\nHello $x$.\n:::\n<div data-widget=\"wl-table\"></div>\n";

    #[test]
    fn reads_sections_blocks_and_raw_html() {
        let lesson = parse(SAMPLE).expect("valid lesson");
        assert_eq!(lesson.slug, "demo");
        assert_eq!(lesson.sections.len(), 1);
        let section = &lesson.sections[0];
        assert_eq!(section.heading(), Localized::fixed("Mở đầu", "Opening"));
        assert!(matches!(&section.parts[1], Part::Raw(html) if html.contains("wl-table")));
    }

    #[test]
    fn include_lines_become_the_file() {
        let dir = std::env::temp_dir().join(format!("nimlab-include-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("platforms")).expect("temp dir");
        std::fs::write(dir.join("platforms/a.html"), "<a>\n  b\n").expect("temp file");
        let text = "```html\n  @include platforms/a.html\n```\n";
        assert_eq!(
            include_files(text, &dir).expect("included"),
            "```html\n  <a>\n    b\n```\n"
        );
        assert_eq!(
            include_files("x\n@include ../secret\n", &dir)
                .unwrap_err()
                .0,
            2
        );
        assert_eq!(
            include_files("@include nothing.html\n", &dir)
                .unwrap_err()
                .0,
            1
        );
        std::fs::remove_dir_all(&dir).expect("temp dir removed");
    }

    #[test]
    fn an_included_program_keeps_the_comments_of_its_block_language() {
        let dir = std::env::temp_dir().join(format!("nimlab-include-lang-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("solutions")).expect("temp dir");
        let cpp = "int main() {\n    // vi: Thắng khi n lẻ.\n    // en: Wins when n is odd.\n    \
                   return 0; // not a marked line\n}\n";
        std::fs::write(dir.join("solutions/a.cpp"), cpp).expect("temp file");
        let py = "import sys\n# vi: Định lý Bouton.\n# en: Bouton's theorem.\n#vi:sát\n\
                  #  en:   spaced\n# vi:\nprint(1)  # en: after code stays\n";
        std::fs::write(dir.join("solutions/a.py"), py).expect("temp file");
        let page = ":::vi\n```cpp\n@include solutions/a.cpp\n```\n:::\n\
                    :::en\n```cpp\n@include solutions/a.cpp\n```\n:::\n";
        assert_eq!(
            include_files(page, &dir).expect("included"),
            ":::vi\n```cpp\nint main() {\n    // Thắng khi n lẻ.\n    return 0; // not a marked \
             line\n}\n```\n:::\n:::en\n```cpp\nint main() {\n    // Wins when n is odd.\n    \
             return 0; // not a marked line\n}\n```\n:::\n"
        );
        // Python marks, with or without spaces around them; the directive's indent is kept.
        let page = "::: vi\n  @include solutions/a.py\n:::\n:::en\n@include solutions/a.py\n:::\n";
        assert_eq!(
            include_files(page, &dir).expect("included"),
            "::: vi\n  import sys\n  # Định lý Bouton.\n  #sát\n  #\n  print(1)  # en: after code \
             stays\n:::\n:::en\nimport sys\n# Bouton's theorem.\n#    spaced\n\
             print(1)  # en: after code stays\n:::\n"
        );
        // Outside a language block (raw HTML, a shared code fence) every line stays.
        assert_eq!(
            include_files("@include solutions/a.cpp\n", &dir).expect("included"),
            cpp
        );
        std::fs::remove_dir_all(&dir).expect("temp dir removed");
    }

    #[test]
    fn a_file_without_marks_is_included_byte_for_byte_in_either_language() {
        let html = "<!-- nimlab -->\n<div class=\"x\">\n  # not a comment: en: text\n  \
                    // vi note without the mark first\n</div>\n";
        for lang in [Lang::Vi, Lang::En] {
            for line in html.lines() {
                assert_eq!(in_language(line, lang).as_deref(), Some(line));
            }
        }
        let dir = std::env::temp_dir().join(format!("nimlab-include-html-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        std::fs::write(dir.join("a.html"), html).expect("temp file");
        let page = ":::vi\n```html\n@include a.html\n```\n:::\n";
        assert_eq!(
            include_files(page, &dir).expect("included"),
            format!(":::vi\n```html\n{html}```\n:::\n")
        );
        std::fs::remove_dir_all(&dir).expect("temp dir removed");
    }

    #[test]
    fn a_marked_line_is_shown_in_its_language_only() {
        assert_eq!(
            in_language("// vi: Thắng khi …", Lang::Vi).as_deref(),
            Some("// Thắng khi …")
        );
        assert_eq!(in_language("// vi: Thắng khi …", Lang::En), None);
        assert_eq!(
            in_language("    # en: Wins when …", Lang::En).as_deref(),
            Some("    # Wins when …")
        );
        assert_eq!(in_language("    # en: Wins when …", Lang::Vi), None);
        assert_eq!(
            in_language("#include <vector>", Lang::En).as_deref(),
            Some("#include <vector>")
        );
        assert_eq!(
            in_language("// venue: kept", Lang::En).as_deref(),
            Some("// venue: kept")
        );
        assert_eq!(in_language("", Lang::Vi).as_deref(), Some(""));
    }

    #[test]
    fn mistakes_name_the_line() {
        let unclosed = SAMPLE.replace(":::\n:::en", ":::en");
        assert!(parse(&unclosed).is_err());
        let orphan = "---\nslug: a\ntitle-vi: A\ntitle-en: A\n---\n@section s\n:::en\nx\n:::\n";
        assert_eq!(parse(orphan).map(|_| ()).unwrap_err().0, 7);
        let bad_id = SAMPLE.replace("@section intro", "@section Intro!");
        assert_eq!(parse(&bad_id).map(|_| ()).unwrap_err().0, 6);
        assert!(parse("no front matter").is_err());
    }
}
