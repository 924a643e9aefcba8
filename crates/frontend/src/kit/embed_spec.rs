//! A widget as an embed: the frame's address and the snippets (a frame of `embed.html`, a
//! `<nimlab-widget>` element, a Hugo shortcode call, a Jekyll include, a WordPress frame) that
//! put it, with its current input and step, into someone else's page. The Embed panel
//! (`embed_panel.rs`) offers them on the site; a widget in an embed frame links to its own
//! address with them; the frame reports its height with `HEIGHT_MESSAGE`.

/// Placeholder attributes that are not part of the widget's input: the page sets them (and
/// `reserve` is the element's own).
const NOT_COPIED: [&str; 4] = ["widget", "step", "lang", "reserve"];

/// Attributes only a frame reads (its faces: static/theme.js); an element draws its text in
/// the reader's system face (the post does not declare the site's), and a snippet of one leaves
/// them out.
const FRAME_ONLY: [&str; 1] = ["font"];

/// The message a frame sends its parent: `{ type: "nimlab:height", height }`.
pub const HEIGHT_MESSAGE: &str = "nimlab:height";

/// The widget as an embed: its kind and its attributes (name without `data-`, value).
#[derive(Clone, Debug, PartialEq)]
pub struct EmbedSpec {
    pub kind: String,
    pub attributes: Vec<(String, String)>,
}

impl EmbedSpec {
    /// The placeholder's configuration, then `state` (the shareable pairs, the step, the
    /// language) replacing attributes of the same name or added after them.
    pub fn new(kind: &str, placeholder: &[(String, String)], state: &[(&str, String)]) -> Self {
        let mut attributes: Vec<(String, String)> = placeholder
            .iter()
            .filter(|(name, _)| is_attribute_name(name) && !NOT_COPIED.contains(&name.as_str()))
            .cloned()
            .collect();
        for (name, value) in state.iter().filter(|(name, _)| is_attribute_name(name)) {
            match attributes.iter_mut().find(|(n, _)| n == name) {
                Some(slot) => slot.1 = value.clone(),
                None => attributes.push((name.to_string(), value.clone())),
            }
        }
        EmbedSpec {
            kind: kind.to_string(),
            attributes,
        }
    }

    /// `SITE/embed.html?widget=…&…`, readable: commas and dots stay as they are.
    pub fn frame_url(&self, site: &str) -> String {
        let mut url = format!("{site}embed.html?widget={}", percent_encode(&self.kind));
        for (name, value) in &self.attributes {
            url.push_str(&format!("&{name}={}", percent_encode(value)));
        }
        url
    }

    /// The frame, and the loader that makes it follow its content's height (a platform that
    /// strips scripts keeps the frame at `height`). Sized and unframed by attributes, not a
    /// `style` attribute, so that a post under a strict Content-Security-Policy (no
    /// `'unsafe-inline'` styles) can hold it; `frameborder`, though old, is the one way to drop
    /// the border without CSS, and the post's own CSS still wins over it.
    pub fn frame_snippet(&self, site: &str, title: &str, height: u32) -> String {
        format!(
            "<iframe src=\"{}\" title=\"{}\" width=\"100%\" height=\"{height}\" \
             frameborder=\"0\" loading=\"lazy\"></iframe>\n<script type=\"module\" src=\"{}\"></script>",
            escape_html(&self.frame_url(site)),
            escape_html(title),
            escape_html(&format!("{site}embed.js")),
        )
    }

    /// The loader, then the element with the widget's attributes, and the space it keeps (in
    /// px) until its widget runs, when measured.
    pub fn element_snippet(&self, site: &str, reserve: Option<u32>) -> String {
        let mut element = format!("<nimlab-widget widget=\"{}\"", escape_html(&self.kind));
        for (name, value) in self.parameters().skip(1) {
            element.push_str(&format!(" {name}=\"{}\"", escape_html(value)));
        }
        if let Some(reserve) = reserve {
            element.push_str(&format!(" reserve=\"{reserve}\""));
        }
        element.push_str("></nimlab-widget>");
        format!(
            "<script type=\"module\" src=\"{}\"></script>\n{element}",
            escape_html(&format!("{site}embed.js"))
        )
    }

    /// The widget's name, then its attributes but a frame's own: an element's, and the
    /// parameters of a shortcode or an include that writes one.
    fn parameters(&self) -> impl Iterator<Item = (&str, &str)> {
        std::iter::once(("widget", self.kind.as_str())).chain(
            self.attributes
                .iter()
                .filter(|(name, _)| !FRAME_ONLY.contains(&name.as_str()))
                .map(|(name, value)| (name.as_str(), value.as_str())),
        )
    }

    /// `{{< nimlab widget="…" … >}}`, the call of the Hugo shortcode in a Markdown post.
    pub fn hugo_call(&self) -> String {
        self.call("{{< nimlab", hugo_string, " >}}")
    }

    /// `{% include nimlab.html widget="…" … %}`, the call of the Jekyll include in a post.
    pub fn jekyll_call(&self) -> String {
        self.call("{% include nimlab.html", jekyll_string, " %}")
    }

    /// `open`, the parameters as ` name=value` (each value written by `quote`), and `close`.
    fn call(&self, open: &str, quote: fn(&str) -> String, close: &str) -> String {
        let mut call = String::from(open);
        for (name, value) in self.parameters() {
            call.push_str(&format!(" {name}={}", quote(value)));
        }
        call.push_str(close);
        call
    }

    /// The frame snippet without its loader: WordPress strips scripts from the posts of anyone
    /// who may not post unfiltered HTML, so the frame keeps the height written in it.
    pub fn wordpress_snippet(&self, site: &str, title: &str, height: u32) -> String {
        self.frame_snippet(site, title, height)
            .lines()
            .filter(|line| !line.trim_start().starts_with("<script"))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// Lowercase letters, digits and hyphens, starting with a letter: the names an embed accepts.
pub fn is_attribute_name(name: &str) -> bool {
    name.len() <= 32
        && name.starts_with(|c: char| c.is_ascii_lowercase())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// Text for a quoted attribute of the snippets.
fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    // Writing into a String cannot fail.
    let _ = pulldown_cmark_escape::escape_html(&mut out, text);
    out
}

/// A value as a Hugo shortcode parameter. Hugo reads `"…"` with `\"` for a quote but has no way
/// to write a line break there, nor a backslash before a quote; it reads `` `…` `` as it is, with
/// no way to write a backtick. So: quotes when they need no escape, else backticks, else (a
/// value with a backtick *and* a quote, backslash or line break, never valid input) quotes,
/// dropping backslashes and turning control characters into spaces: less faithful, still one
/// parameter. Hugo escapes the value where the shortcode writes it.
fn hugo_string(value: &str) -> String {
    let needs_escape = |c: char| c == '"' || c == '\\' || c.is_control();
    if !value.contains(needs_escape) {
        return format!("\"{value}\"");
    }
    if !value.contains('`') {
        return format!("`{value}`");
    }
    let mut out = String::from('"');
    for c in value.chars() {
        match c {
            '\\' => {}
            '"' => out.push_str("\\\""),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A value as a Jekyll include parameter, in double quotes. Liquid ends a tag at the first `%}`
/// whatever the quotes, and Jekyll unescapes nothing but `\"`; so every character that could end
/// the quotes or the tag, or start markup, is written as an HTML character reference, which the
/// include's `escape_once` keeps and the browser reads back as the character.
fn jekyll_string(value: &str) -> String {
    let mut out = String::from('"');
    for c in value.chars() {
        if matches!(c, '"' | '\'' | '\\' | '%' | '{' | '}' | '&' | '<' | '>') || c.is_control() {
            out.push_str(&format!("&#{};", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    out.push('"');
    out
}

/// Percent-encodes a query value, keeping the characters that need no encoding there and read
/// naturally in a list (`,` and `.`).
fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b',' => {
                out.push(char::from(byte))
            }
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn state_overrides_the_placeholder_and_page_keys_are_dropped() {
        let placeholder = pairs(&[
            ("widget", "sg-table"),
            ("game", "octal"),
            ("n", "120"),
            ("step", "4"),
            ("lang", "en"),
        ]);
        let spec = EmbedSpec::new(
            "sg-table",
            &placeholder,
            &[
                ("n", "60".into()),
                ("cell", "3.1".into()),
                ("step", "7".into()),
            ],
        );
        assert_eq!(
            spec.attributes,
            pairs(&[
                ("game", "octal"),
                ("n", "60"),
                ("cell", "3.1"),
                ("step", "7")
            ])
        );
    }

    #[test]
    fn frame_url_is_readable_and_encoded() {
        let spec = EmbedSpec::new(
            "wl-table",
            &[],
            &[
                ("moves", "1,3,4".into()),
                ("n", "14".into()),
                ("note", "a b&c".into()),
            ],
        );
        assert_eq!(
            spec.frame_url("https://x.org/nimlab/"),
            "https://x.org/nimlab/embed.html?widget=wl-table&moves=1,3,4&n=14&note=a%20b%26c"
        );
    }

    #[test]
    fn hostile_values_stay_text_in_both_snippets() {
        let hostile = "\"><img src=x onerror=alert(1)>";
        let spec = EmbedSpec::new("nim", &[], &[("heaps", hostile.into())]);
        let element = spec.element_snippet("https://x.org/", None);
        assert!(element.contains("heaps=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt;\""));
        assert_eq!(element.matches('<').count(), 4, "{element}");
        let frame = spec.frame_snippet("https://x.org/", "nimlab: <b>", 300);
        assert!(frame.contains("%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E"));
        assert!(frame.contains("title=\"nimlab: &lt;b&gt;\""));
        assert!(frame.contains(" width=\"100%\" height=\"300\" frameborder=\"0\" "));
        assert!(
            !frame.contains("style="),
            "a strict CSP would block it: {frame}"
        );
        assert_eq!(frame.matches('<').count(), 4, "{frame}");
    }

    #[test]
    fn odd_names_are_not_copied() {
        let placeholder = pairs(&[("Bad", "1"), ("on click", "2"), ("ok-name", "3")]);
        let spec = EmbedSpec::new("nim", &placeholder, &[]);
        assert_eq!(spec.attributes, pairs(&[("ok-name", "3")]));
        let amp = EmbedSpec::new("nim", &[], &[("heaps", "1&2".into())]);
        assert!(amp.frame_snippet("s/", "t", 200).contains("heaps=1%262"));
        assert!(amp
            .element_snippet("s/", None)
            .contains("heaps=\"1&amp;2\""));
        assert!(amp
            .element_snippet("s/", Some(612))
            .ends_with(" heaps=\"1&amp;2\" reserve=\"612\"></nimlab-widget>"));
    }

    #[test]
    fn hugo_and_jekyll_calls_carry_the_state() {
        let spec = EmbedSpec::new(
            "wl-table",
            &[],
            &[
                ("moves", "1,3,4".into()),
                ("step", "5".into()),
                ("lang", "en".into()),
            ],
        );
        assert_eq!(
            spec.hugo_call(),
            r#"{{< nimlab widget="wl-table" moves="1,3,4" step="5" lang="en" >}}"#
        );
        assert_eq!(
            spec.jekyll_call(),
            r#"{% include nimlab.html widget="wl-table" moves="1,3,4" step="5" lang="en" %}"#
        );
    }

    #[test]
    fn the_sites_faces_are_asked_for_in_a_frames_address_only() {
        let spec = EmbedSpec::new(
            "nim",
            &[],
            &[("heaps", "3,4".into()), ("font", "nimlab".into())],
        );
        let site = "https://x.test/";
        assert!(spec.frame_url(site).ends_with("heaps=3,4&font=nimlab"));
        assert!(spec.frame_snippet(site, "t", 300).contains("font=nimlab"));
        for snippet in [
            spec.element_snippet(site, None),
            spec.hugo_call(),
            spec.jekyll_call(),
        ] {
            assert!(
                snippet.contains("heaps=") && !snippet.contains("font"),
                "{snippet}"
            );
        }
    }

    #[test]
    fn hostile_values_stay_one_parameter_in_the_calls() {
        let hostile = "\"><img src=x onerror=alert(1)> >}} %} {{ \\";
        let spec = EmbedSpec::new("nim", &[], &[("heaps", hostile.into())]);
        // Hugo: raw backticks hold it as it is (Hugo escapes it where the shortcode writes it).
        assert_eq!(
            spec.hugo_call(),
            format!("{{{{< nimlab widget=\"nim\" heaps=`{hostile}` >}}}}")
        );
        // A backtick too: quotes, `\"` for the quote, the backslash dropped.
        let worse = EmbedSpec::new("nim", &[], &[("heaps", "a`\"\\\nb".into())]);
        assert_eq!(
            worse.hugo_call(),
            "{{< nimlab widget=\"nim\" heaps=\"a`\\\" b\" >}}"
        );
        // Jekyll: nothing that ends the quotes or the tag, or starts markup, is left.
        let jekyll = spec.jekyll_call();
        assert_eq!(
            jekyll,
            "{% include nimlab.html widget=\"nim\" heaps=\"&#34;&#62;&#60;img src=x \
             onerror=alert(1)&#62; &#62;&#125;&#125; &#37;&#125; &#123;&#123; &#92;\" %}"
        );
        assert_eq!(jekyll.matches('"').count(), 4, "{jekyll}");
        assert_eq!(jekyll.matches("%}").count(), 1, "{jekyll}");
    }

    #[test]
    fn the_wordpress_frame_is_the_frame_without_its_script() {
        let spec = EmbedSpec::new("nim", &[], &[("heaps", "3,4,5".into())]);
        let frame = spec.frame_snippet("https://x.org/", "nimlab: Nim", 640);
        let wordpress = spec.wordpress_snippet("https://x.org/", "nimlab: Nim", 640);
        assert!(frame.starts_with(&wordpress), "{frame}");
        assert!(wordpress.starts_with("<iframe ") && wordpress.ends_with("</iframe>"));
        assert!(wordpress.contains(" height=\"640\""));
        assert!(!wordpress.contains("<script"), "{wordpress}");
    }
}
