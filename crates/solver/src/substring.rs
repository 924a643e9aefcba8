//! Finding a string in a string, small in wasm.
//!
//! `str::find`, `str::contains` and `str::replace` with a `&str` pattern link the standard
//! library's two-way searcher, and its message for a bad slice, into every build with a code
//! panel or a page's code blocks (about 3 KB of wasm), for needles of a few bytes (a comment's
//! end, a code point's anchor, `SITE/`) in texts of a few dozen lines. A plain scan serves them
//! as well. `tests/substring_props.rs` holds it to `str`'s own.

/// The byte index of the first occurrence of `needle` in `haystack`, as `haystack.find(needle)`.
/// A match of a whole UTF-8 string starts at a character boundary, so the index is one.
pub fn find(haystack: &str, needle: &str) -> Option<usize> {
    if needle.is_empty() {
        return Some(0);
    }
    haystack
        .as_bytes()
        .windows(needle.len())
        .position(|window| window == needle.as_bytes())
}

/// Whether `haystack` holds `needle`, as `haystack.contains(needle)`.
pub fn contains(haystack: &str, needle: &str) -> bool {
    find(haystack, needle).is_some()
}

/// `haystack` with every occurrence of `needle` replaced by `with`, as
/// `haystack.replace(needle, with)`; an empty needle replaces nothing.
pub fn replace(haystack: &str, needle: &str, with: &str) -> String {
    if needle.is_empty() {
        return haystack.to_string();
    }
    let mut replaced = String::with_capacity(haystack.len());
    let mut rest = haystack;
    while let Some(at) = find(rest, needle) {
        // `get`, not indexing: a slice that cannot fail links no panic message.
        replaced.push_str(rest.get(..at).unwrap_or_default());
        replaced.push_str(with);
        rest = rest.get(at + needle.len()..).unwrap_or_default();
    }
    replaced.push_str(rest);
    replaced
}
