//! The inputs of the random phase: hostile field text, and mutations of the corpus entries.
//!
//! Fresh text finds what no one thought of; mutations keep the shape that reaches deep into a
//! target (a judge input whose counts match, a move against heaps that exist) while changing
//! one token at a time to a hostile one, so the checks past the first parser run too.

use std::sync::Arc;

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::select;
use proptest::string::string_regex;

/// A field never grows past this through mutation (repetition doubles it quickly).
const MAX_FIELD_BYTES: usize = 64 * 1024;

/// Numbers at and around every limit the parsers know, and far beyond `u64` and `i128`.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "7",
    "8",
    "9",
    "10",
    "16",
    "20",
    "21",
    "30",
    "31",
    "32",
    "33",
    "60",
    "61",
    "63",
    "64",
    "65",
    "92",
    "93",
    "99",
    "100",
    "101",
    "199",
    "200",
    "201",
    "255",
    "256",
    "257",
    "1000",
    "1001",
    "1023",
    "1024",
    "2000",
    "2001",
    "4096",
    "5000",
    "5001",
    "10000",
    "10001",
    "20000",
    "65535",
    "65536",
    "99999",
    "100000",
    "100001",
    "199999",
    "200000",
    "200001",
    "400000",
    "1000000",
    "1000001",
    "1000000000",
    "1000000001",
    "1000000007",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9007199254740991",
    "9007199254740992",
    "7046029254386353130",
    "7046029254386353131",
    "999999999999999999",
    "1000000000000000000",
    "1000000000000000001",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "1000000000000000000000000000000",
    "170141183460469231731687303715884105727",
    "170141183460469231731687303715884105728",
    "340282366920938463463374607431768211456",
    "-1",
    "-2",
    "-0",
    "+0",
    "+1",
    "+7",
    "−1",
    "−0",
    "-9223372036854775808",
    "-170141183460469231731687303715884105728",
    "-170141183460469231731687303715884105729",
    "00",
    "007",
    "0000000000000000000000000001",
];

/// Things that look like numbers to a person but are not whole numbers in ASCII.
const NOT_NUMBERS: &[&str] = &[
    "1e3",
    "1e999",
    "-1e999",
    "1.5",
    "1,5",
    "1.0",
    "0.5",
    "NaN",
    "nan",
    "Infinity",
    "-Infinity",
    "inf",
    "0x10",
    "0b11",
    "0o7",
    "1_000",
    "1'000",
    "١٢",
    "٣",
    "۳",
    "३",
    "৩",
    "੩",
    "૩",
    "୩",
    "௩",
    "౩",
    "೩",
    "൩",
    "๓",
    "໓",
    "༣",
    "၃",
    "៣",
    "᠓",
    "３",
    "１２",
    "𝟑",
    "𝟛",
    "𝟯",
    "²",
    "½",
    "Ⅻ",
    "ⅻ",
    "①",
    "〇",
    "三",
    "٫",
    "--1",
    "+-1",
    "-+1",
    "1-",
    "1+",
    "−",
    "-",
    "+",
    "",
    " ",
    "1 2",
    "\u{2212}\u{2212}1",
];

/// Words some parser knows (rules, operations, codes, vertex names, notations) and near misses.
const WORDS: &[&str] = &[
    "add",
    "mul",
    "ADD",
    "+",
    "*",
    "⊕",
    "⊗",
    "x",
    "0.77",
    ".07",
    "4.07",
    "0,137",
    "0.0",
    "4.",
    ".",
    "0.",
    "7.7",
    "0.8",
    "8.7",
    "0.777777777777777777",
    "4.0000000000000007",
    "turtles",
    "ruler",
    "grid",
    "tree",
    "RULER",
    "Tree",
    "L1",
    "R2",
    "l3",
    "r0",
    "L",
    "R",
    "L0",
    "R-1",
    "L99999999999999999999",
    "1-2",
    "1--2",
    "-1-2",
    "1->2",
    "1→2",
    "0-0",
    "decimal",
    "binary",
    "fibonacci",
    "zeckendorf",
    "true",
    "false",
    "null",
    "undefined",
    "{}",
    "[]",
    "10010",
    "101",
    "11",
    "1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001",
];

/// Text meant to break something other than the parser: markup, scripts, odd code points.
const HOSTILE: &[&str] = &[
    "<img src=x onerror=alert(1)>",
    "<script>alert(1)</script>",
    "javascript:alert(1)",
    "\"'`\\",
    "%00",
    "\u{0}",
    "\u{7f}",
    "\u{202e}12",
    "1\u{301}",
    "\u{200b}1",
    "1\u{feff}",
    "\u{fffd}",
    "\u{10ffff}",
    "👍🏽",
    "𝕏",
    "İ",
    "ﬀ",
    "ǅ",
    "“",
    "”",
    "…",
    "\r",
    "\r\n",
];

/// Separators the list readers split on, and ones they do not.
const SEPARATORS: &[&str] = &[
    " ", " ", " ", ",", ", ", ";", "\n", "\t", "\r\n", "{", "}", "[", "]", "(", ")", "\u{a0}",
    "\u{3000}", "\u{2028}", "\u{200b}", "，", "、", "-", "->", "→", "−", ".", ":", "|", "/", "=",
    "",
];

/// Characters of the separator class of the list readers, for cutting text into tokens.
fn is_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, ',' | ';' | '{' | '}' | '[' | ']' | '(' | ')')
}

/// One token: mostly small numbers (what the parsers accept), then the other lists.
fn token() -> BoxedStrategy<String> {
    prop_oneof![
        8 => (0u64..12).prop_map(|n| n.to_string()),
        3 => select(NUMBERS).prop_map(str::to_string),
        2 => select(NOT_NUMBERS).prop_map(str::to_string),
        2 => select(WORDS).prop_map(str::to_string),
        1 => select(HOSTILE).prop_map(str::to_string),
        1 => any::<u64>().prop_map(|n| n.to_string()),
        1 => any::<i128>().prop_map(|n| n.to_string()),
        1 => vec(select(NOT_NUMBERS), 1..4).prop_map(|parts| parts.concat()),
    ]
    .boxed()
}

/// Tokens joined by separators, each gap its own.
fn list(
    tokens: impl Strategy<Value = String>,
    len: std::ops::Range<usize>,
) -> impl Strategy<Value = String> {
    let gaps = len.end;
    (vec(tokens, len), vec(select(SEPARATORS), gaps)).prop_map(|(tokens, seps)| {
        let mut out = String::new();
        for (k, token) in tokens.iter().enumerate() {
            if k > 0 {
                out.push_str(seps.get(k).copied().unwrap_or(" "));
            }
            out.push_str(token);
        }
        out
    })
}

/// `len` numbers below `below` from a xorshift generator seeded by `seed`, joined by `sep`.
fn many(seed: u64, len: usize, below: u64, sep: &str) -> String {
    let mut state = seed | 1;
    let values: Vec<String> = (0..len)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % below).to_string()
        })
        .collect();
    values.join(sep)
}

/// A fresh field.
pub fn field() -> BoxedStrategy<String> {
    prop_oneof![
        3 => token(),
        6 => list(token(), 0..10),
        // Thousands of values: past every list limit the widgets have, near the API's. Drawn
        // from one seed rather than one strategy each: thousands of value trees are slow.
        1 => (any::<u64>(), 200usize..3000, 1u64..400, select(&[" ", ",", "\n"][..]))
            .prop_map(|(seed, len, below, sep)| many(seed, len, below, sep)),
        // Judge-shaped: lines of numbers.
        2 => vec(list(token(), 0..6), 0..8).prop_map(|lines| lines.join("\n")),
        2 => string_regex("\\PC{0,40}").expect("a valid regex"),
        1 => string_regex("(?s:.{0,24})").expect("a valid regex"),
        // Very long text.
        1 => (token(), 100usize..6000, select(&["", " ", ","][..]))
            .prop_map(|(token, times, sep)| vec![token; times].join(sep)),
    ]
    .boxed()
}

/// A change to a corpus entry; indices are taken modulo what they index.
#[derive(Clone, Debug)]
enum Mutation {
    ReplaceToken {
        field: usize,
        at: usize,
        with: String,
    },
    InsertToken {
        field: usize,
        at: usize,
        with: String,
        sep: String,
    },
    DeleteToken {
        field: usize,
        at: usize,
    },
    RepeatToken {
        field: usize,
        at: usize,
        times: usize,
        sep: String,
    },
    /// A number token moved by `delta`, or by a factor of ten: off-by-one at every limit.
    Nudge {
        field: usize,
        at: usize,
        delta: i64,
    },
    ReplaceField {
        field: usize,
        with: String,
    },
    /// A field of another entry, in place of this one's.
    Borrow {
        field: usize,
        entry: usize,
    },
    Truncate {
        field: usize,
        at: usize,
    },
    InsertChar {
        field: usize,
        at: usize,
        c: char,
    },
}

fn mutation() -> BoxedStrategy<Mutation> {
    let any_index = || any::<usize>();
    prop_oneof![
        5 => (any_index(), any_index(), token())
            .prop_map(|(field, at, with)| Mutation::ReplaceToken { field, at, with }),
        3 => (any_index(), any_index(), token(), select(SEPARATORS))
            .prop_map(|(field, at, with, sep)| Mutation::InsertToken { field, at, with, sep: sep.to_string() }),
        2 => (any_index(), any_index())
            .prop_map(|(field, at)| Mutation::DeleteToken { field, at }),
        1 => (any_index(), any_index(), 1usize..3000, select(SEPARATORS))
            .prop_map(|(field, at, times, sep)| Mutation::RepeatToken { field, at, times, sep: sep.to_string() }),
        4 => (any_index(), any_index(), prop_oneof![-2i64..=2, Just(10), Just(-10), Just(1000)])
            .prop_map(|(field, at, delta)| Mutation::Nudge { field, at, delta }),
        2 => (any_index(), field())
            .prop_map(|(field, with)| Mutation::ReplaceField { field, with }),
        1 => (any_index(), any_index())
            .prop_map(|(field, entry)| Mutation::Borrow { field, entry }),
        1 => (any_index(), any_index())
            .prop_map(|(field, at)| Mutation::Truncate { field, at }),
        2 => (any_index(), any_index(), prop_oneof![any::<char>(), select(&['-', '−', '.', ',', '0', '9', ' ', '\n', '١', '３', 'L', 'R'][..])])
            .prop_map(|(field, at, c)| Mutation::InsertChar { field, at, c }),
    ]
    .boxed()
}

/// The byte ranges of the tokens of `text` (runs of non-separator characters).
fn tokens(text: &str) -> Vec<std::ops::Range<usize>> {
    let mut spans = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        match (is_separator(c), start) {
            (true, Some(s)) => {
                spans.push(s..i);
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        spans.push(s..text.len());
    }
    spans
}

/// The char boundary of `text` nearest below `at % (len + 1)`.
fn boundary(text: &str, at: usize) -> usize {
    let mut i = at % (text.len() + 1);
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

impl Mutation {
    fn apply(&self, entry: &mut [String], pool: &[Vec<String>]) {
        if entry.is_empty() {
            return;
        }
        let pick = |field: usize| field % entry.len();
        match self {
            Mutation::ReplaceToken { field, at, with } => {
                let text = &mut entry[pick(*field)];
                if let Some(span) = nth(&tokens(text), *at) {
                    text.replace_range(span, with);
                } else {
                    text.push_str(with);
                }
            }
            Mutation::InsertToken {
                field,
                at,
                with,
                sep,
            } => {
                let text = &mut entry[pick(*field)];
                let spans = tokens(text);
                let at = nth(&spans, *at).map_or(text.len(), |span| span.start);
                text.insert_str(at, &format!("{with}{sep}"));
            }
            Mutation::DeleteToken { field, at } => {
                let text = &mut entry[pick(*field)];
                if let Some(span) = nth(&tokens(text), *at) {
                    text.replace_range(span, "");
                }
            }
            Mutation::RepeatToken {
                field,
                at,
                times,
                sep,
            } => {
                let text = &mut entry[pick(*field)];
                if let Some(span) = nth(&tokens(text), *at) {
                    let token = text[span.clone()].to_string();
                    let sep = if sep.is_empty() { " " } else { sep };
                    // Never build more than the cap: a long token repeated would take seconds.
                    let fit = MAX_FIELD_BYTES / (token.len() + sep.len());
                    let repeated = vec![token; times.min(&fit) + 1].join(sep);
                    text.replace_range(span, &repeated);
                }
            }
            Mutation::Nudge { field, at, delta } => {
                let text = &mut entry[pick(*field)];
                if let Some(span) = nth(&tokens(text), *at) {
                    if let Ok(value) = text[span.clone()].parse::<i128>() {
                        let moved = match delta {
                            10 => value.saturating_mul(10),
                            -10 => value / 10,
                            d => value.saturating_add(i128::from(*d)),
                        };
                        text.replace_range(span, &moved.to_string());
                    }
                }
            }
            Mutation::ReplaceField { field, with } => entry[pick(*field)] = with.clone(),
            Mutation::Borrow {
                field,
                entry: other,
            } => {
                let f = pick(*field);
                if let Some(text) = pool.get(other % pool.len().max(1)).and_then(|e| e.get(f)) {
                    entry[f] = text.clone();
                }
            }
            Mutation::Truncate { field, at } => {
                let text = &mut entry[pick(*field)];
                let at = boundary(text, *at);
                text.truncate(at);
            }
            Mutation::InsertChar { field, at, c } => {
                let text = &mut entry[pick(*field)];
                let at = boundary(text, *at);
                text.insert(at, *c);
            }
        }
        for text in entry.iter_mut() {
            if text.len() > MAX_FIELD_BYTES {
                let at = boundary(text, MAX_FIELD_BYTES);
                text.truncate(at);
            }
        }
    }
}

fn nth(spans: &[std::ops::Range<usize>], at: usize) -> Option<std::ops::Range<usize>> {
    (!spans.is_empty()).then(|| spans[at % spans.len()].clone())
}

/// Inputs of `arity` fields: fresh ones, and corpus entries (from `pool`) with 1 to 5 changes.
pub fn inputs(arity: usize, pool: Arc<Vec<Vec<String>>>) -> BoxedStrategy<Vec<String>> {
    let fresh = vec(field(), arity..=arity);
    if pool.is_empty() {
        return fresh.boxed();
    }
    let entries = pool.len();
    let mutated = (0..entries, vec(mutation(), 1..6)).prop_map(move |(index, changes)| {
        let mut entry = pool[index].clone();
        for change in &changes {
            change.apply(&mut entry, &pool);
        }
        entry
    });
    prop_oneof![2 => fresh, 5 => mutated].boxed()
}
