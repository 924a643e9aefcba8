//! `embed.html`: the page a blog post frames to show one widget, e.g.
//! `embed.html?widget=wl-table&moves=1,3,4&n=14&lang=en&step=5`. The front end reads the
//! parameters (untrusted text, validated by the widget like anything typed) and builds the
//! placeholder itself, so the page is the same for every widget: no inline script, nothing
//! generated per embed. Each widget kind gets a link back to the first lesson that teaches it.

use nimlab_solver::Localized;

use crate::markdown::escape;
use crate::page::spans;
use crate::source::{Lesson, Part};

/// Every widget kind placed in the lessons, with the first lesson (in course order) that holds it.
pub fn lessons_by_widget(lessons: &[Lesson]) -> Vec<(String, &Lesson)> {
    let mut found: Vec<(String, &Lesson)> = Vec::new();
    for lesson in lessons {
        for kind in kinds_in_lesson(lesson) {
            if !found.iter().any(|(k, _)| *k == kind) {
                found.push((kind, lesson));
            }
        }
    }
    found
}

/// The widget kinds of a lesson's placeholders, in page order.
pub fn kinds_in_lesson(lesson: &Lesson) -> Vec<String> {
    values_in_lesson(lesson, "data-widget")
}

/// The exercises a lesson's sandboxes run (`data-exercise="…"`).
pub fn exercises_in_lesson(lesson: &Lesson) -> Vec<String> {
    values_in_lesson(lesson, "data-exercise")
}

/// The lessons whose quick checks a lesson's quizzes hold (`data-topic="…"`).
pub fn topics_in_lesson(lesson: &Lesson) -> Vec<String> {
    values_in_lesson(lesson, "data-topic")
}

fn values_in_lesson(lesson: &Lesson, attribute: &str) -> Vec<String> {
    lesson
        .sections
        .iter()
        .flat_map(|s| &s.parts)
        .filter_map(|part| match part {
            Part::Raw(html) => Some(html.as_str()),
            Part::Text(_) => None,
        })
        .flat_map(|html| attribute_values(html, attribute))
        .collect()
}

/// The values of the `data-widget="…"` attributes in a piece of HTML.
pub fn widget_kinds(html: &str) -> Vec<String> {
    attribute_values(html, "data-widget")
}

/// The values of the `name="…"` attributes in a piece of HTML.
fn attribute_values(html: &str, name: &str) -> Vec<String> {
    html.split(&format!("{name}=\""))
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

/// `head`: what the page's head loads (see `Assets::embed_head`).
pub fn render(lessons: &[Lesson], head: &str) -> String {
    let links: String = lessons_by_widget(lessons)
        .iter()
        .map(|(kind, lesson)| {
            format!(
                "<a data-lesson-for=\"{kind}\" href=\"{slug}.html\" target=\"_blank\" rel=\"noopener\" hidden>{open} {title}</a>",
                kind = escape(kind),
                slug = escape(&lesson.slug),
                open = spans(&Localized::fixed(
                    "Học bài này trên nimlab:",
                    "Learn it on nimlab:",
                )),
                title = spans(&lesson.title),
            )
        })
        .collect();
    let csp = crate::CSP;
    format!(
        r##"<!doctype html>
<html lang="vi">
<head>
  <meta charset="utf-8">
  {csp}
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>nimlab</title>
  <link rel="icon" href="static/favicon.svg" type="image/svg+xml">
  {head}
  <script src="static/theme.js"></script>
</head>
<body class="embed-page" data-embed>
  <main id="main" class="embed-main"></main>
  <footer class="embed-footer">{links}</footer>
</body>
</html>
"##,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::parse;

    #[test]
    fn each_kind_links_to_its_first_lesson() {
        let first = parse(
            "---\nslug: one\ntitle-vi: Một\ntitle-en: One\nsummary-vi: a\nsummary-en: b\n---\n@section s\n:::vi\n## A\n:::\n:::en\n## A\n:::\n<div data-widget=\"nim\" data-heaps=\"1,2\"></div>\n",
        )
        .expect("a lesson");
        let second = parse(
            "---\nslug: two\ntitle-vi: Hai\ntitle-en: Two\nsummary-vi: a\nsummary-en: b\n---\n@section s\n:::vi\n## A\n:::\n:::en\n## A\n:::\n<div data-widget=\"nim\"></div>\n<div data-widget=\"mex\"></div>\n",
        )
        .expect("a lesson");
        let lessons = [first, second];
        let found: Vec<(String, String)> = lessons_by_widget(&lessons)
            .into_iter()
            .map(|(kind, lesson)| (kind, lesson.slug.clone()))
            .collect();
        assert_eq!(
            found,
            vec![("nim".into(), "one".into()), ("mex".into(), "two".into())]
        );
    }
}
