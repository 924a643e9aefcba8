//! Finding a string in a string, small in wasm.
//!
//! `str::find` and `str::contains` with a `&str` pattern link the standard library's two-way
//! searcher into every build with a code panel (about 2 KB of wasm), for needles of a few bytes
//! (a comment's end, a code point's anchor) in programs of a few dozen lines. A plain scan
//! serves them as well. `tests/substring_props.rs` holds it to `str::find`.

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
