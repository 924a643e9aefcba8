//! Markdown to HTML, with LaTeX math turned into MathML at build time (pulldown-cmark for the
//! Markdown, pulldown-latex for the math). A LaTeX mistake fails the build with its source,
//! instead of showing a red formula to learners. Code blocks are coloured by the tokens the
//! widgets' code panels use (`nimlab_solver::highlight`), so both look alike.

use nimlab_solver::highlight;
use pulldown_cmark::{html, CodeBlockKind, CowStr, Event, Options, Parser, Tag, TagEnd};
use pulldown_latex::config::DisplayMode;
use pulldown_latex::{push_mathml, RenderConfig, Storage};

/// Renders one passage. `Err` names the formula that could not be read.
pub fn to_html(markdown: &str) -> Result<String, String> {
    let options = Options::ENABLE_TABLES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_MATH
        | Options::ENABLE_HEADING_ATTRIBUTES;
    let mut events = Vec::new();
    // The language of the fenced code block being read, if any.
    let mut code: Option<String> = None;
    for event in Parser::new_ext(markdown, options) {
        events.push(match event {
            Event::InlineMath(tex) => {
                Event::InlineHtml(CowStr::from(math(&tex, DisplayMode::Inline)?))
            }
            Event::DisplayMath(tex) => Event::Html(CowStr::from(math(&tex, DisplayMode::Block)?)),
            Event::Start(Tag::CodeBlock(kind)) => {
                code = Some(match &kind {
                    CodeBlockKind::Fenced(language) => language.to_string(),
                    CodeBlockKind::Indented => String::new(),
                });
                Event::Start(Tag::CodeBlock(kind))
            }
            Event::End(TagEnd::CodeBlock) => {
                code = None;
                Event::End(TagEnd::CodeBlock)
            }
            Event::Text(text) if code.is_some() => {
                let language = code.as_deref().unwrap_or_default();
                Event::Html(CowStr::from(coloured(language, &text)))
            }
            other => other,
        });
    }
    let mut out = String::new();
    html::push_html(&mut out, events.into_iter());
    // A table's empty corner (`| | a | b |`) heads nothing: a plain cell, not an empty header
    // that a screen reader would announce.
    Ok(name_formula_headers(&out.replace("<th></th>", "<td></td>")))
}

/// Renders one line of Markdown (a heading's text) as inline HTML, with its math as MathML:
/// no paragraph around it, and a link kept as its text only, since the result goes inside a
/// link of its own (the table of contents).
pub fn inline_html(markdown: &str) -> Result<String, String> {
    let options = Options::ENABLE_STRIKETHROUGH | Options::ENABLE_MATH;
    let mut events = Vec::new();
    for event in Parser::new_ext(markdown, options) {
        match event {
            Event::InlineMath(tex) => events.push(Event::InlineHtml(CowStr::from(math(
                &tex,
                DisplayMode::Inline,
            )?))),
            Event::Start(Tag::Paragraph | Tag::Link { .. })
            | Event::End(TagEnd::Paragraph | TagEnd::Link) => {}
            other => events.push(other),
        }
    }
    let mut out = String::new();
    html::push_html(&mut out, events.into_iter());
    Ok(out.trim().to_string())
}

/// Gives each header cell that holds only a formula (`| $n$ | 0 | 1 |`) the formula's symbols
/// as its name (`aria-label="r = 0"`): browsers name a header cell from its text but not from
/// MathML inside it, so a screen reader moving along a row or a column would announce such a
/// header as nothing.
fn name_formula_headers(html: &str) -> String {
    const OPEN: &str = "<th>";
    const CLOSE: &str = "</th>";
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(start) = rest.find(OPEN) {
        let Some(len) = rest[start..].find(CLOSE) else {
            break;
        };
        // One cell at a time (MathML holds no `</th>`), so a cell of text and formula next to a
        // formula-only one cannot hide it.
        let content = &rest[start + OPEN.len()..start + len];
        out.push_str(&rest[..start]);
        let only_a_formula = content.starts_with("<math")
            && content.ends_with("</math>")
            && content.matches("<math").count() == 1;
        if only_a_formula {
            out.push_str(&format!("<th aria-label=\"{}\">", symbols(content)));
        } else {
            out.push_str(OPEN);
        }
        out.push_str(content);
        out.push_str(CLOSE);
        rest = &rest[start + len + CLOSE.len()..];
    }
    out.push_str(rest);
    out
}

/// The text of a MathML formula's token elements (identifiers, numbers, operators, text),
/// separated by spaces, as written (already escaped for HTML) and safe in a quoted attribute.
fn symbols(mathml: &str) -> String {
    let mut tokens = Vec::new();
    let mut rest = mathml;
    while let Some(open) = rest.find('<') {
        let Some(close) = rest[open..].find('>') else {
            break;
        };
        let tag = &rest[open + 1..open + close];
        rest = &rest[open + close + 1..];
        let name = tag.split_whitespace().next().unwrap_or_default();
        if !matches!(name, "mi" | "mn" | "mo" | "mtext") {
            continue;
        }
        if let Some(end) = rest.find('<') {
            let text = rest[..end].trim();
            if !text.is_empty() {
                tokens.push(text.replace('"', "&quot;"));
            }
        }
    }
    tokens.join(" ")
}

/// One formula as MathML, with its LaTeX kept as an annotation (screen readers and copy).
pub fn math(tex: &str, display_mode: DisplayMode) -> Result<String, String> {
    let storage = Storage::new();
    let events: Vec<_> = pulldown_latex::Parser::new(tex, &storage).collect();
    if let Some(Err(error)) = events.iter().find(|e| e.is_err()) {
        return Err(format!("LaTeX “{tex}”: {error}"));
    }
    let config = RenderConfig {
        display_mode,
        annotation: Some(tex),
        ..RenderConfig::default()
    };
    let mut out = String::new();
    push_mathml(&mut out, events.into_iter(), config).map_err(|e| format!("LaTeX “{tex}”: {e}"))?;
    // pulldown-latex 0.8 writes the control space `\ ` as an escaped entity (`&amp;nbsp;`),
    // which a browser shows as the text "&nbsp;": put the no-break space back.
    Ok(out.replace("&amp;nbsp;", "&#160;"))
}

/// A program's text as HTML, each token in a span of its class.
fn coloured(language: &str, text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for (token, piece) in highlight::tokens(language, text) {
        let class = highlight::class(token);
        if class.is_empty() {
            out.push_str(&escape(piece));
        } else {
            out.push_str(&format!("<span class=\"{class}\">{}</span>", escape(piece)));
        }
    }
    out
}

/// Escapes text for HTML content and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    // Writing into a String cannot fail.
    let _ = pulldown_cmark_escape::escape_html(&mut out, text);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_corner_is_no_header() {
        let html = to_html("| | a |\n|---|---|\n| x | 1 |\n").expect("valid");
        assert!(html.contains("<td></td><th>a</th>"), "{html}");
        assert!(!html.contains("<th></th>"), "{html}");
    }

    #[test]
    fn math_becomes_mathml() {
        let html = to_html("Với $X = a \\oplus b$ ta có\n\n$$\\lfloor k\\varphi \\rfloor$$")
            .expect("valid");
        assert!(html.contains("<math"), "{html}");
        assert!(html.contains("⊕"), "{html}");
        assert!(html.contains("display=\"block\""), "{html}");
        assert!(!html.contains('$'), "{html}");
    }

    #[test]
    fn tables_and_escaping() {
        let html = to_html("| a | b |\n|---|---|\n| 1 | 2 |\n\nx < y").expect("valid");
        assert!(html.contains("<table>"));
        assert!(html.contains("x &lt; y"));
        assert_eq!(escape("<a href=\"x\">"), "&lt;a href=&quot;x&quot;&gt;");
    }

    #[test]
    fn a_header_holding_only_a_formula_is_named_by_its_symbols() {
        let table = "| $r = 0$ | $a_k$ | $x$ moves | 2 | $n$ |\n|---|---|---|---|---|\n| 1 | 2 | 3 | 4 | 5 |\n";
        let html = to_html(table).expect("valid");
        assert!(html.contains("<th aria-label=\"r = 0\"><math"), "{html}");
        assert!(html.contains("<th aria-label=\"a k\"><math"), "{html}");
        // A header with text of its own is named by the browser already; so are body cells.
        assert!(
            html.contains("<th><math display=\"inline\"><semantics><mrow><mi>x</mi>"),
            "{html}"
        );
        // A formula-only header after a cell of text and formula is named too.
        assert!(html.contains("<th aria-label=\"n\"><math"), "{html}");
        assert_eq!(html.matches("aria-label").count(), 3, "{html}");
        assert_eq!(name_formula_headers("<th><math>"), "<th><math>");
    }

    #[test]
    fn code_blocks_are_coloured_and_escaped() {
        let html = to_html("```cpp\nint x = 1; // <b>\n```\n").expect("valid");
        assert!(
            html.contains("<span class=\"tok-type\">int</span>"),
            "{html}"
        );
        assert!(html.contains("<span class=\"tok-num\">1</span>"), "{html}");
        assert!(
            html.contains("<span class=\"tok-com\">// &lt;b&gt;</span>"),
            "{html}"
        );
        assert!(!html.contains("<b>"), "{html}");
        let plain = to_html("```\na < b\n```\n").expect("valid");
        assert!(plain.contains("a &lt; b"), "{plain}");
    }

    #[test]
    fn a_heading_renders_inline_with_its_math_and_no_link() {
        let html =
            inline_html("The parity trick: for even $n$, Alice **never** loses").expect("valid");
        assert!(
            html.starts_with("The parity trick: for even <math"),
            "{html}"
        );
        assert!(html.contains("<mi>n</mi>"), "{html}");
        assert!(html.contains("<strong>never</strong>"), "{html}");
        assert!(!html.contains('$') && !html.contains("<p>"), "{html}");
        let linked = inline_html("See [Nim](nim.html) & more").expect("valid");
        assert_eq!(linked, "See Nim &amp; more");
        assert!(inline_html("Bad $\\frac{1}$").is_err());
    }

    #[test]
    fn control_space_is_a_space() {
        let html = math("a,\\ b", DisplayMode::Inline).expect("valid");
        assert!(html.contains("<mtext>&#160;</mtext>"), "{html}");
        assert!(!html.contains("&amp;"), "{html}");
    }

    #[test]
    fn bad_latex_fails_with_its_source() {
        let error = to_html("Here: $\\frac{1}$ is wrong.").unwrap_err();
        assert!(error.contains("\\frac{1}"), "{error}");
    }
}
