//! The HTML of a lesson page: header with the language switch, table of contents, the sections
//! in both languages (the stylesheet shows the one the page is in), previous/next links.

use crate::markdown::{escape, inline_html, to_html};
use nimlab_solver::Localized;

use crate::source::{Lesson, Part};

pub struct Neighbours<'a> {
    pub previous: Option<&'a Lesson>,
    pub next: Option<&'a Lesson>,
}

/// Both languages of a short text, as spans.
pub fn spans(text: &Localized) -> String {
    format!(
        "<span lang=\"vi\">{}</span><span lang=\"en\">{}</span>",
        escape(&text.vi),
        escape(&text.en)
    )
}

fn bi(vi: &'static str, en: &'static str) -> String {
    spans(&Localized::fixed(vi, en))
}

/// `head`: what the page's head loads (see `Assets::page_head`).
pub fn render(lesson: &Lesson, neighbours: &Neighbours, head: &str) -> Result<String, String> {
    let mut body = String::new();
    for section in &lesson.sections {
        body.push_str(&format!(
            "<section id=\"{}\" class=\"lesson-section\">\n",
            section.id
        ));
        for part in &section.parts {
            match part {
                Part::Text(text) => {
                    let vi = to_html(&text.vi)
                        .map_err(|e| format!("{}#{}: {e}", lesson.slug, section.id))?;
                    let en = to_html(&text.en)
                        .map_err(|e| format!("{}#{}: {e}", lesson.slug, section.id))?;
                    body.push_str(&format!(
                        "<div lang=\"vi\">\n{vi}</div>\n<div lang=\"en\">\n{en}</div>\n"
                    ));
                }
                Part::Raw(html) => {
                    body.push_str(html);
                    body.push('\n');
                }
            }
        }
        body.push_str("</section>\n");
    }
    let toc = toc(lesson)?;
    let pager = |lesson: Option<&Lesson>, rel: &str, vi: &'static str, en: &'static str| {
        lesson.map_or(String::new(), |l| {
            format!(
                "<a class=\"pager-{rel}\" rel=\"{rel}\" href=\"{}.html\"><span class=\"pager-label\">{}</span> {}</a>",
                l.slug,
                bi(vi, en),
                spans(&l.title)
            )
        })
    };
    let title_vi = escape(&lesson.title.vi);
    let title_en = escape(&lesson.title.en);
    let csp = crate::CSP;
    Ok(format!(
        r##"<!doctype html>
<html lang="vi">
<head>
  <meta charset="utf-8">
  {csp}
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title data-title-vi="{title_vi} — nimlab" data-title-en="{title_en} — nimlab">{title_vi} — nimlab</title>
  <meta name="description" content="{summary}">
  <link rel="icon" href="static/favicon.svg" type="image/svg+xml">
  {head}
  <script src="static/theme.js"></script>
</head>
<body>
  <a class="skip-link" href="#main">{skip}</a>
  <header class="site-header">
    <a class="brand" href="./">nimlab</a>
    <nav class="site-nav" aria-label="Trang" data-label-vi="Trang" data-label-en="Pages">
      <a href="./#course">{lessons}</a>
      <a href="exercises.html">{exercises}</a>
      <a href="playground.html">{playground}</a>
    </nav>
    <nav class="lang-switch" aria-label="Ngôn ngữ" data-label-vi="Ngôn ngữ" data-label-en="Language">
      <a href="?lang=vi" data-lang-switch="vi" hreflang="vi" lang="vi">Tiếng Việt</a>
      <a href="?lang=en" data-lang-switch="en" hreflang="en" lang="en">English</a>
    </nav>
    <button type="button" class="theme-switch" data-theme-switch><span lang="vi">Giao diện: tự động</span><span lang="en">Theme: auto</span></button>
  </header>
  <div class="lesson-layout">
    <nav class="toc" aria-labelledby="toc-title">
      <h2 id="toc-title">{in_lesson}</h2>
      <ol>{toc}</ol>
    </nav>
    <main id="main" class="lesson-page">
      <h1>{title}</h1>
      <p class="lesson-summary">{summary_spans}</p>
{body}
      <nav class="pager" aria-label="Bài trước, bài sau" data-label-vi="Bài trước, bài sau" data-label-en="Previous, next">{previous}{next}</nav>
    </main>
  </div>
  <footer class="site-footer">
    <p>{footer}</p>
  </footer>
</body>
</html>
"##,
        summary = escape(&lesson.summary.vi),
        head = head,
        skip = bi("Bỏ qua tới nội dung", "Skip to content"),
        lessons = bi("Bài học", "Lessons"),
        exercises = bi("Bài tập", "Exercises"),
        playground = bi("Sân chơi", "Playground"),
        in_lesson = bi("Trong bài này", "In this lesson"),
        title = spans(&lesson.title),
        summary_spans = spans(&lesson.summary),
        previous = pager(neighbours.previous, "prev", "← Bài trước:", "← Previous:"),
        next = pager(neighbours.next, "next", "Bài sau:", "Next:"),
        footer = bi(
            "nimlab — mã nguồn mở, chạy hoàn toàn trong trình duyệt.",
            "nimlab — open source, runs entirely in your browser."
        ),
    ))
}

/// The table of contents: each section's heading in both languages, its Markdown and math
/// rendered as in the heading itself (a formula as MathML, never its raw `$…$`).
fn toc(lesson: &Lesson) -> Result<String, String> {
    lesson
        .sections
        .iter()
        .map(|section| {
            let heading = section.heading();
            let render = |text: &str| {
                inline_html(text).map_err(|e| format!("{}#{}: {e}", lesson.slug, section.id))
            };
            Ok(format!(
                "<li><a href=\"#{}\"><span lang=\"vi\">{}</span><span lang=\"en\">{}</span></a></li>",
                section.id,
                render(&heading.vi)?,
                render(&heading.en)?
            ))
        })
        .collect()
}

/// The course map for the home page: every lesson with its summary.
pub fn lesson_list(lessons: &[Lesson]) -> String {
    let items: String = lessons
        .iter()
        .map(|l| {
            format!(
                "<li><a href=\"{}.html\">{}</a> <span class=\"lesson-list-summary\">{}</span></li>",
                l.slug,
                spans(&l.title),
                spans(&l.summary)
            )
        })
        .collect();
    format!("<ol class=\"lesson-list\">{items}</ol>")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::parse;

    #[test]
    fn the_table_of_contents_renders_math_in_headings() {
        let lesson = parse(
            "---\nslug: demo\ntitle-vi: Thử\ntitle-en: Try\n---\n@section parity\n:::vi\n## Khi $n$ chẵn\nA.\n:::\n:::en\n## For even $n$\nB.\n:::\n",
        )
        .expect("valid lesson");
        let neighbours = Neighbours {
            previous: None,
            next: None,
        };
        let html = render(&lesson, &neighbours, "").expect("renders");
        let start = html
            .find("<nav class=\"toc\"")
            .expect("a table of contents");
        let end = start + html[start..].find("</nav>").expect("closed");
        let toc = &html[start..end];
        assert!(
            toc.contains("<a href=\"#parity\"><span lang=\"vi\">Khi <math"),
            "{toc}"
        );
        assert!(toc.contains("<span lang=\"en\">For even <math"), "{toc}");
        assert!(!toc.contains('$'), "no raw TeX in the contents: {toc}");
    }
}
