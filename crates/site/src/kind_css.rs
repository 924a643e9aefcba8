//! The site's stylesheet cut to the widget kinds a page holds.
//!
//! `web/style.css` holds the rules of every widget kind; a widget's own rules name its root
//! class, `.nim-widget …`, or its placeholder, `[data-widget="nim"]`. They are about half of the
//! 13 KB (gzip) every page and embed would load. A page, or an embed of one kind, gets a copy
//! without the selectors that can only apply to kinds it does not hold: a selector goes when it
//! names kinds (outside `:not(…)`; `:is(.a-widget, .b-widget)` names both) and holds none of
//! them, and a rule goes with the last selector of its list; an at-rule (`@media`,
//! `@supports`, `@container`) keeps the rules inside it that stay, and goes if none does.
//! Everything else is kept, in its order, so the cascade among the rules kept is the one the
//! full sheet has (`stylesheets.test.mjs` compares every widget's computed style under both).
//! Comments go: esbuild would drop them anyway (`minify.rs`).
//!
//! A frame's or an element's copy also goes without the site's own furniture (header, lesson
//! layout, home page, Embed panel, copy buttons; [`PAGE_ONLY`]), which no embed shows: about
//! 1 KB gzip of each embed's 6–7 KB.

use std::collections::BTreeSet;

use crate::shadow_css::string_length;

/// The classes of the site's pages around the widgets, which an embed never holds. A selector
/// that names one goes from an embed's stylesheet, as one naming a kind it lacks.
pub const PAGE_ONLY: &[&str] = &[
    "brand",
    "copy-bar",
    "copy-code",
    "course",
    "embed-measure",
    "embed-panel",
    "embed-platform",
    "embed-toggle",
    "hero",
    "hero-actions",
    "hero-secondary",
    "hero-start",
    "how-list",
    "lang-switch",
    "lesson",
    "lesson-layout",
    "lesson-list",
    "lesson-list-summary",
    "lesson-page",
    "lesson-section",
    "lesson-summary",
    "pager",
    "pager-label",
    "pager-next",
    "site-footer",
    "site-header",
    "site-nav",
    "skip-link",
    "theme-switch",
    "toc",
];

/// Who a stylesheet is for. The offline copy of the site keeps the pages' and leaves out those
/// written for embeds only.
#[derive(Clone, Copy, PartialEq)]
pub enum Reader {
    /// A page of the site.
    Page,
    /// A frame or an element on someone else's page: no [`PAGE_ONLY`] rules.
    Embed,
}

/// `css` with the rules that can only apply to kinds of `every_kind` not in `kinds` left out,
/// and for an embed the rules of the site's pages only.
pub fn for_kinds(
    css: &str,
    kinds: &BTreeSet<String>,
    every_kind: &[String],
    reader: Reader,
) -> String {
    let filter = Filter {
        kinds,
        every_kind,
        reader,
    };
    filter.items(&without_comments(css))
}

struct Filter<'a> {
    kinds: &'a BTreeSet<String>,
    every_kind: &'a [String],
    reader: Reader,
}

impl Filter<'_> {
    /// The items (rules, at-rules, statements) of a list of them that stay.
    fn items(&self, css: &str) -> String {
        let mut kept = String::with_capacity(css.len());
        for item in top_level_items(css) {
            if let Some(item) = self.item(item) {
                kept.push_str(&item);
            }
        }
        kept
    }

    fn item(&self, item: &str) -> Option<String> {
        let Some(open) = item.find('{') else {
            return Some(item.to_string()); // `@import …;`, or text after the last rule.
        };
        let prelude = &item[..open];
        let at_rule = prelude.trim_start();
        if ["@media", "@supports", "@container"]
            .iter()
            .any(|name| at_rule.starts_with(name))
        {
            let body = item[open + 1..].trim_end().strip_suffix('}')?;
            let inside = self.items(body);
            return (!inside.trim().is_empty()).then(|| format!("{prelude}{{{inside}}}"));
        }
        if at_rule.starts_with('@') {
            return Some(item.to_string()); // `@font-face`, `@keyframes`: no selector.
        }
        let kept: Vec<&str> = selectors(prelude)
            .filter(|selector| self.may_apply(selector))
            .collect();
        (!kept.is_empty()).then(|| format!("{}{}", kept.join(","), &item[open..]))
    }

    fn may_apply(&self, selector: &str) -> bool {
        if self.reader == Reader::Embed {
            let seen = without_negations(selector);
            if PAGE_ONLY
                .iter()
                .any(|class| names_class(&seen, &format!(".{class}")))
            {
                return false;
            }
        }
        match self.kinds_named(selector) {
            None => true,
            Some(named) => named.iter().any(|kind| self.kinds.contains(*kind)),
        }
    }

    /// The kinds a selector names (by root class, `.nim-widget` or the kind's own name as a
    /// class, `.dp-practice`, or by placeholder), outside `:not(…)`; `None` when it names
    /// none, so it may apply to any widget or to none.
    fn kinds_named(&self, selector: &str) -> Option<Vec<&str>> {
        let seen = without_negations(selector);
        let named: Vec<&str> = self
            .every_kind
            .iter()
            .map(String::as_str)
            .filter(|kind| {
                names_class(&seen, &format!(".{kind}-widget"))
                    || names_class(&seen, &format!(".{kind}"))
                    || seen.contains(&format!("[data-widget=\"{kind}\"]"))
                    || seen.contains(&format!("[data-widget={kind}]"))
            })
            .collect();
        (!named.is_empty()).then_some(named)
    }
}

/// Whether `selector` has the class `class` itself, not a longer one that starts with it
/// (`.nim-widget-like` is another class).
fn names_class(selector: &str, class: &str) -> bool {
    selector.match_indices(class).any(|(at, _)| {
        selector[at + class.len()..]
            .chars()
            .next()
            .map_or(true, |next| {
                !(next.is_ascii_alphanumeric() || next == '-' || next == '_')
            })
    })
}

/// `selector` without what its `:not(…)`s hold: a widget excluded there is not one it needs.
fn without_negations(selector: &str) -> String {
    let mut kept = String::with_capacity(selector.len());
    let mut rest = selector;
    while let Some(at) = rest.find(":not(") {
        kept.push_str(&rest[..at]);
        let mut depth = 0;
        let mut end = rest.len();
        for (offset, c) in rest[at + 4..].char_indices() {
            match c {
                '(' => depth += 1,
                ')' if depth == 1 => {
                    end = at + 4 + offset + 1;
                    break;
                }
                ')' => depth -= 1,
                _ => {}
            }
        }
        rest = &rest[end..];
    }
    kept.push_str(rest);
    kept
}

/// The selectors of a selector list: split at the commas outside brackets (`:is(a, b)` is one).
fn selectors(list: &str) -> impl Iterator<Item = &str> {
    let mut depth = 0i32;
    let mut start = 0;
    let mut parts = Vec::new();
    for (at, c) in list.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&list[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    parts.push(&list[start..]);
    parts.into_iter()
}

/// The items of a list of rules: each ends at the `}` that closes its block, or at a `;` outside
/// any block; strings are skipped whole.
fn top_level_items(css: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    let mut at = 0;
    while let Some(c) = css[at..].chars().next() {
        match c {
            '"' | '\'' => {
                at += string_length(&css[at..], c);
                continue;
            }
            '{' => depth += 1,
            '}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    items.push(&css[start..=at]);
                    start = at + 1;
                }
            }
            ';' if depth == 0 => {
                items.push(&css[start..=at]);
                start = at + 1;
            }
            _ => {}
        }
        at += c.len_utf8();
    }
    if !css[start..].trim().is_empty() {
        items.push(&css[start..]);
    }
    items
}

/// `css` without its comments (strings, which may hold `/*`, are kept as they are).
fn without_comments(css: &str) -> String {
    let mut kept = String::with_capacity(css.len());
    let mut rest = css;
    while let Some(at) = rest.find(['/', '"', '\'']) {
        let c = rest.as_bytes()[at];
        if c == b'/' && rest[at..].starts_with("/*") {
            kept.push_str(&rest[..at]);
            rest = rest[at + 2..]
                .find("*/")
                .map_or("", |end| &rest[at + 2 + end + 2..]);
        } else if c == b'/' {
            kept.push_str(&rest[..=at]);
            rest = &rest[at + 1..];
        } else {
            let end = at + string_length(&rest[at..], c as char);
            kept.push_str(&rest[..end]);
            rest = &rest[end..];
        }
    }
    kept.push_str(rest);
    kept
}

#[cfg(test)]
mod tests {
    use super::{for_kinds, Reader};
    use std::collections::BTreeSet;

    fn cut_for(css: &str, kinds: &[&str], reader: Reader) -> String {
        let every: Vec<String> = ["nim", "nim-product", "graph", "mex", "dp-practice"]
            .map(String::from)
            .to_vec();
        let kinds: BTreeSet<String> = kinds.iter().map(|k| k.to_string()).collect();
        for_kinds(css, &kinds, &every, reader)
    }

    fn cut(css: &str, kinds: &[&str]) -> String {
        cut_for(css, kinds, Reader::Page)
    }

    #[test]
    fn an_embed_goes_without_the_pages_furniture() {
        let css = ".site-header{x:1}.lesson-section .a,.nim-widget .a{x:2}.toc-like{x:3}\
                   body:not(.lesson-page) .b{x:4}@media (min-width:60rem){.toc{x:5}.stage{x:6}}";
        assert_eq!(cut(css, &["nim"]), css);
        assert_eq!(
            cut_for(css, &["nim"], Reader::Embed),
            ".nim-widget .a{x:2}.toc-like{x:3}body:not(.lesson-page) .b{x:4}@media (min-width:60rem){.stage{x:6}}"
        );
    }

    #[test]
    fn keeps_the_rules_of_the_kinds_held_and_the_common_ones_in_order() {
        let css =
            ".a{x:1}.nim-widget .b{x:2}.graph-widget .c{x:3}[data-widget=\"graph\"]{x:4}.d{x:5}";
        assert_eq!(cut(css, &["nim"]), ".a{x:1}.nim-widget .b{x:2}.d{x:5}");
        assert_eq!(
            cut(css, &["graph"]),
            ".a{x:1}.graph-widget .c{x:3}[data-widget=\"graph\"]{x:4}.d{x:5}"
        );
    }

    #[test]
    fn a_kind_is_named_by_its_own_name_as_a_class_too() {
        let css = ".practice-widget .a{x:1}.dp-practice .b{x:2}.dp-practice-like{x:3}";
        assert_eq!(
            cut(css, &["nim", "dp-practice"]),
            css,
            "the kinds are nim and dp-practice"
        );
        assert_eq!(
            cut(css, &["nim"]),
            ".practice-widget .a{x:1}.dp-practice-like{x:3}"
        );
    }

    #[test]
    fn a_class_is_matched_whole() {
        let css = ".nim-product-widget .v{x:1}.nim-widget-like{x:2}";
        assert_eq!(cut(css, &["nim"]), ".nim-widget-like{x:2}");
        assert_eq!(cut(css, &["nim-product"]), css);
    }

    #[test]
    fn a_list_keeps_the_selectors_that_may_apply() {
        let css = ".graph-widget .a,.nim-widget .a{x:1}:is(.graph-widget,.mex-widget) .b{x:2}.mex-widget .c,.e{x:3}";
        assert_eq!(cut(css, &["nim"]), ".nim-widget .a{x:1}.e{x:3}");
        assert_eq!(
            cut(css, &["mex"]),
            ":is(.graph-widget,.mex-widget) .b{x:2}.mex-widget .c,.e{x:3}"
        );
    }

    #[test]
    fn a_kind_inside_not_is_no_kind_the_rule_needs() {
        let css = ".stage:not(.graph-widget) .a{x:1}";
        assert_eq!(cut(css, &["nim"]), css);
    }

    #[test]
    fn at_rules_keep_what_stays_inside_and_go_when_empty() {
        let css = "@media (min-width:40rem){.a{x:1}.graph-widget .b{x:2}}@media print{.graph-widget{x:3}}\
                   @font-face{font-family:F;src:url(f.woff2)}@keyframes k{from{x:0}to{x:1}}";
        assert_eq!(
            cut(css, &["nim"]),
            "@media (min-width:40rem){.a{x:1}}@font-face{font-family:F;src:url(f.woff2)}@keyframes k{from{x:0}to{x:1}}"
        );
    }

    #[test]
    fn comments_go_and_strings_stay_whole() {
        let css = "/* .graph-widget{} */.a::before{content:\"}/*{\"}.graph-widget{x:1}";
        assert_eq!(cut(css, &["nim"]), ".a::before{content:\"}/*{\"}");
    }

    #[test]
    fn an_escaped_quote_does_not_end_a_string() {
        let css = r#".a::before{content:"\"}"}.graph-widget{x:1}.b{x:2}"#;
        assert_eq!(cut(css, &["nim"]), r#".a::before{content:"\"}"}.b{x:2}"#);
    }
}
