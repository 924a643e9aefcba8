//! The stylesheet of a `<nimlab-widget>`'s shadow root, derived from the site's own at build
//! time.
//!
//! The site sizes everything in `rem`. Inside a shadow root `rem` is still the *post's* root font
//! size, so a blog theme with `html { font-size: 62.5% }` would shrink the widget's text to
//! 10.6 px. The derived copy replaces each `N rem` in a declaration with
//! `calc(N * var(--nimlab-rem))`, and the `:host` rule of `style.css` sets `--nimlab-rem` to a
//! fixed 16 px (the browser's default root size, which the site's pages get). The site's pages
//! keep the stylesheet as written. Media queries keep their `rem`: there it always means the
//! browser's default size, never the page's, and `var()` is not allowed.

/// `css` with every `rem` length in a declaration written against `--nimlab-rem`. Selectors,
/// at-rule preludes (media queries), comments and strings are left as they are.
pub fn for_shadow_root(css: &str) -> String {
    let mut out = String::with_capacity(css.len() + css.len() / 4);
    // The text since the last `{`, `;` or `}`: a prelude if a `{` ends it, else declarations.
    let mut pending: Vec<Piece> = Vec::new();
    let mut rest = css;
    while let Some(c) = rest.chars().next() {
        let literal = match c {
            '/' if rest.starts_with("/*") => {
                Some(rest.find("*/").map_or(rest.len(), |end| end + 2))
            }
            '"' | '\'' => Some(string_length(rest, c)),
            _ => None,
        };
        if let Some(length) = literal {
            pending.push(Piece::Literal(&rest[..length]));
            rest = &rest[length..];
            continue;
        }
        let length = rest
            .find(['/', '"', '\'', '{', ';', '}'])
            .map_or(rest.len(), |end| end.max(c.len_utf8()));
        let code = &rest[..length];
        rest = &rest[length..];
        match code {
            "{" => {
                flush(&mut out, &mut pending, false);
                out.push('{');
            }
            ";" | "}" => {
                flush(&mut out, &mut pending, true);
                out.push_str(code);
            }
            _ => pending.push(Piece::Code(code)),
        }
    }
    flush(&mut out, &mut pending, true);
    out
}

enum Piece<'a> {
    Code(&'a str),
    /// A comment or a string: copied as it is.
    Literal(&'a str),
}

fn flush(out: &mut String, pending: &mut Vec<Piece>, declarations: bool) {
    for piece in pending.drain(..) {
        match piece {
            Piece::Code(code) if declarations => out.push_str(&without_rem(code)),
            Piece::Code(text) | Piece::Literal(text) => out.push_str(text),
        }
    }
}

/// The length of the string literal at the start of `text` (quoted with `quote`), quotes
/// included; an unterminated one runs to the end of the text.
pub fn string_length(text: &str, quote: char) -> usize {
    let mut escaped = false;
    for (i, c) in text.char_indices().skip(1) {
        match c {
            '\\' if !escaped => escaped = true,
            c if c == quote && !escaped => return i + 1,
            _ => escaped = false,
        }
    }
    text.len()
}

/// Part of a CSS identifier: a number glued to one of these is not a length of its own.
fn is_name_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || matches!(byte, b'_' | b'-' | b'.') || byte >= 0x80
}

/// `code` with each `N rem` written as `calc(N * var(--nimlab-rem))`.
fn without_rem(code: &str) -> String {
    let bytes = code.as_bytes();
    let mut out = String::with_capacity(code.len());
    let mut copied = 0;
    let mut i = 0;
    while i < bytes.len() {
        let starts_number = i == 0 || !is_name_byte(bytes[i - 1]);
        match starts_number.then(|| rem_length_at(bytes, i)).flatten() {
            Some(end) => {
                out.push_str(&code[copied..i]);
                out.push_str(&format!(
                    "calc({} * var(--nimlab-rem))",
                    &code[i..end - "rem".len()]
                ));
                copied = end;
                i = end;
            }
            None => i += 1,
        }
    }
    out.push_str(&code[copied..]);
    out
}

/// Where a length `[+-]digits[.digits]rem` starting at `start` ends, if one does.
fn rem_length_at(bytes: &[u8], start: usize) -> Option<usize> {
    let mut i = start;
    if matches!(bytes.get(i), Some(b'+' | b'-')) {
        i += 1;
    }
    let digits_from = i;
    while bytes.get(i).is_some_and(u8::is_ascii_digit) {
        i += 1;
    }
    let mut digits = i - digits_from;
    if bytes.get(i) == Some(&b'.') {
        i += 1;
        let from = i;
        while bytes.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        digits += i - from;
    }
    let end = i + "rem".len();
    let unit_follows = bytes.get(i..end) == Some(b"rem".as_slice());
    let unit_ends = !bytes.get(end).is_some_and(|&b| is_name_byte(b));
    (digits > 0 && unit_follows && unit_ends).then_some(end)
}

#[cfg(test)]
mod tests {
    use super::for_shadow_root;

    #[test]
    fn rem_lengths_in_declarations_follow_the_hosts_size() {
        assert_eq!(
            for_shadow_root(".a { font-size: 1.0625rem; margin: .75rem 0 -.5rem; }"),
            ".a { font-size: calc(1.0625 * var(--nimlab-rem)); margin: calc(.75 * var(--nimlab-rem)) 0 calc(-.5 * var(--nimlab-rem)); }"
        );
        assert_eq!(
            for_shadow_root(".b{height:calc(2.4rem + var(--level) * 1.1rem)}"),
            ".b{height:calc(calc(2.4 * var(--nimlab-rem)) + var(--level) * calc(1.1 * var(--nimlab-rem)))}"
        );
        assert_eq!(
            for_shadow_root(".c { --wy-cell: 2rem; h: clamp(1.6rem, 4vw, 2.4rem) }"),
            ".c { --wy-cell: calc(2 * var(--nimlab-rem)); h: clamp(calc(1.6 * var(--nimlab-rem)), 4vw, calc(2.4 * var(--nimlab-rem))) }"
        );
    }

    #[test]
    fn media_queries_selectors_comments_and_strings_keep_their_text() {
        let css = "@media (max-width: 40rem) { .x2rem, [data-a=\"1rem\"] { content: \"3rem;}\"; width: 2rem } }\n/* 5rem { } */ .y { w: 1em; x: 4remy; z: a-1rem; v: 12px }";
        assert_eq!(
            for_shadow_root(css),
            "@media (max-width: 40rem) { .x2rem, [data-a=\"1rem\"] { content: \"3rem;}\"; width: calc(2 * var(--nimlab-rem)) } }\n/* 5rem { } */ .y { w: 1em; x: 4remy; z: a-1rem; v: 12px }"
        );
    }

    #[test]
    fn text_other_than_ascii_passes_through() {
        let css = ".t::before { content: \"⚠ \"; margin: 1rem; } /* Việt */";
        assert_eq!(
            for_shadow_root(css),
            ".t::before { content: \"⚠ \"; margin: calc(1 * var(--nimlab-rem)); } /* Việt */"
        );
    }
}
