//! Syntax colouring for the code the site shows: the programs of the code panels (C++ and
//! Python) and the code blocks of the lessons (C++, JavaScript, HTML).
//!
//! The scanner is written by hand on purpose. It runs in the browser's wasm, where a general
//! highlighter such as syntect (its grammars and regex engine) would weigh megabytes, and the
//! same tokens colour the lesson pages the site generator builds, so both places agree. It
//! colours short teaching programs and is no parser: whatever it does not recognise is plain
//! text, and the tokens always concatenate back to the input exactly, whatever the input.

/// The kind of a piece of code.
///
/// Type names, built in or from the standard library (`int`, `long`, `bool`, `auto`, `vector`,
/// `string`, Python's `int` or `list`, JavaScript's `Map`), are [`Token::Type`]; every other
/// reserved word (`for`, `return`, `const`, `true`, `None`, `null`) is a [`Token::Keyword`].
/// A name followed by `(`, a name after `def` or `function`, and Python's built-in functions
/// (`print`, `len`, `range`, ...) are [`Token::Function`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Token {
    Plain,
    Keyword,
    Type,
    Function,
    String,
    Number,
    Comment,
    /// A C++ `#include` or `#define` line; an HTML `<!DOCTYPE ...>`.
    Preprocessor,
    /// An HTML tag's `<name`, `</name`, `>` or `/>`.
    Tag,
    /// An HTML attribute's name (its value is a [`Token::String`]).
    Attribute,
}

/// The CSS class that colours `token`; `""` for plain text.
pub fn class(token: Token) -> &'static str {
    match token {
        Token::Plain => "",
        Token::Keyword => "tok-kw",
        Token::Type => "tok-type",
        Token::Function => "tok-fn",
        Token::String => "tok-str",
        Token::Number => "tok-num",
        Token::Comment => "tok-com",
        Token::Preprocessor => "tok-pre",
        Token::Tag => "tok-tag",
        Token::Attribute => "tok-attr",
    }
}

/// Splits a whole program (several lines) into tokens; concatenating the texts gives back the
/// input exactly. No token is empty and two neighbours never have the same kind (a token may
/// span lines: a block comment, a triple-quoted string). `language` is a code block's or a
/// tab's name, in any case: `C++`/`cpp`, `Python`/`py`, `JavaScript`/`js`, `HTML`; any other
/// language gives one plain token.
pub fn tokens<'a>(language: &str, source: &'a str) -> Vec<(Token, &'a str)> {
    let mut s = Scanner {
        src: source,
        pos: 0,
        end: source.len(),
        done: 0,
        out: Vec::new(),
    };
    match Syntax::of(language) {
        Some(Syntax::Html) => html(&mut s),
        Some(syntax) => code(&mut s, syntax),
        None => s.pos = s.end,
    }
    s.token(s.pos, Token::Plain);
    s.out
}

/// [`tokens`] cut at line ends, one list per line of `source.lines()` (the line ends
/// themselves dropped, as `lines` does), for a panel that draws one row per line.
pub fn lines<'a>(language: &str, source: &'a str) -> Vec<Vec<(Token, &'a str)>> {
    let mut lines = vec![Vec::new()];
    for (kind, text) in tokens(language, source) {
        for (k, part) in text.split('\n').enumerate() {
            if k > 0 {
                lines.push(Vec::new());
            }
            if !part.is_empty() {
                lines
                    .last_mut()
                    .expect("one line at least")
                    .push((kind, part));
            }
        }
    }
    // `str::lines` has no empty line after a final line end, and drops the `\r` of a `\r\n`.
    if source.is_empty() || source.ends_with('\n') {
        lines.pop();
    }
    let ended = lines.len() - usize::from(!source.ends_with('\n') && !source.is_empty());
    for line in &mut lines[..ended] {
        if let Some((_, text)) = line.last_mut() {
            if let Some(cut) = text.strip_suffix('\r') {
                *text = cut;
                if cut.is_empty() {
                    line.pop();
                }
            }
        }
    }
    lines
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Syntax {
    Cpp,
    Python,
    Js,
    Html,
}

impl Syntax {
    fn of(language: &str) -> Option<Syntax> {
        match language.trim().to_ascii_lowercase().as_str() {
            "c++" | "cpp" => Some(Syntax::Cpp),
            "python" | "py" => Some(Syntax::Python),
            "javascript" | "js" => Some(Syntax::Js),
            "html" => Some(Syntax::Html),
            _ => None,
        }
    }

    fn keywords(self) -> &'static [&'static str] {
        match self {
            Syntax::Cpp => &[
                "break",
                "case",
                "catch",
                "class",
                "const",
                "constexpr",
                "continue",
                "decltype",
                "default",
                "delete",
                "do",
                "else",
                "enum",
                "explicit",
                "extern",
                "false",
                "for",
                "friend",
                "goto",
                "if",
                "inline",
                "mutable",
                "namespace",
                "new",
                "noexcept",
                "nullptr",
                "operator",
                "private",
                "protected",
                "public",
                "return",
                "sizeof",
                "static",
                "static_assert",
                "static_cast",
                "struct",
                "switch",
                "template",
                "this",
                "throw",
                "true",
                "try",
                "typedef",
                "typename",
                "union",
                "using",
                "virtual",
                "volatile",
                "while",
            ],
            Syntax::Python => &[
                "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
                "continue", "def", "del", "elif", "else", "except", "finally", "for", "from",
                "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass",
                "raise", "return", "try", "while", "with", "yield",
            ],
            Syntax::Js | Syntax::Html => &[
                "async",
                "await",
                "break",
                "case",
                "catch",
                "class",
                "const",
                "continue",
                "default",
                "delete",
                "do",
                "else",
                "export",
                "extends",
                "false",
                "finally",
                "for",
                "from",
                "function",
                "if",
                "import",
                "in",
                "instanceof",
                "let",
                "new",
                "null",
                "of",
                "return",
                "static",
                "super",
                "switch",
                "this",
                "throw",
                "true",
                "try",
                "typeof",
                "undefined",
                "var",
                "void",
                "while",
                "yield",
            ],
        }
    }

    fn types(self) -> &'static [&'static str] {
        match self {
            Syntax::Cpp => &[
                "array",
                "auto",
                "bitset",
                "bool",
                "char",
                "deque",
                "double",
                "float",
                "int",
                "int64_t",
                "list",
                "long",
                "map",
                "multimap",
                "multiset",
                "optional",
                "pair",
                "priority_queue",
                "queue",
                "set",
                "short",
                "signed",
                "size_t",
                "stack",
                "string",
                "string_view",
                "tuple",
                "uint64_t",
                "unordered_map",
                "unordered_set",
                "unsigned",
                "vector",
                "void",
            ],
            Syntax::Python => &[
                "bool",
                "bytes",
                "complex",
                "dict",
                "float",
                "frozenset",
                "int",
                "list",
                "object",
                "set",
                "str",
                "tuple",
            ],
            Syntax::Js | Syntax::Html => &[
                "Array", "BigInt", "Boolean", "Date", "Error", "JSON", "Map", "Math", "Number",
                "Object", "Promise", "Set", "String",
            ],
        }
    }

    /// Names that are functions even without a `(` after them (Python's built-ins).
    fn functions(self) -> &'static [&'static str] {
        match self {
            Syntax::Python => &[
                "abs",
                "all",
                "any",
                "divmod",
                "enumerate",
                "filter",
                "input",
                "isinstance",
                "iter",
                "len",
                "map",
                "max",
                "min",
                "next",
                "open",
                "pow",
                "print",
                "range",
                "reversed",
                "round",
                "sorted",
                "sum",
                "zip",
            ],
            _ => &[],
        }
    }
}

/// Walks `src[..end]`; `out` receives the tokens, and `src[done..pos]` is scanned but not yet
/// emitted.
struct Scanner<'a> {
    src: &'a str,
    pos: usize,
    end: usize,
    done: usize,
    out: Vec<(Token, &'a str)>,
}

impl<'a> Scanner<'a> {
    /// `src[from..to]`, or nothing off a character's boundary. The scanner moves by whole
    /// characters, so that never happens; slicing with `get` keeps the standard library's
    /// message for a bad slice (2 KB of wasm with its formatting) out of the builds.
    fn slice(&self, from: usize, to: usize) -> &'a str {
        self.src.get(from..to).unwrap_or_default()
    }

    fn rest(&self) -> &'a str {
        self.slice(self.pos, self.end)
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn peek2(&self) -> Option<char> {
        self.rest().chars().nth(1)
    }

    fn bump(&mut self) {
        self.pos += self.peek().map_or(0, char::len_utf8);
    }

    fn eat(&mut self, text: &str) -> bool {
        let found = self.rest().starts_with(text);
        if found {
            self.pos += text.len();
        }
        found
    }

    /// Emits `done..start` as plain text and `start..pos` as `kind`, merging with a neighbour
    /// of the same kind.
    fn token(&mut self, start: usize, kind: Token) {
        for (from, to, kind) in [(self.done, start, Token::Plain), (start, self.pos, kind)] {
            if from == to {
                continue;
            }
            match self.out.last_mut() {
                Some((last, text)) if *last == kind => {
                    *text = self.src.get(from - text.len()..to).unwrap_or_default()
                }
                _ => self.out.push((kind, self.slice(from, to))),
            }
            self.done = to;
        }
    }

    /// Moves up to (not past) the end of the line.
    fn skip_line(&mut self) {
        self.pos += self.rest().find('\n').unwrap_or(self.rest().len());
    }

    /// Moves past the first `close`, or to the end.
    fn past(&mut self, close: &str) {
        self.pos += crate::substring::find(self.rest(), close)
            .map_or(self.rest().len(), |i| i + close.len());
    }

    /// Moves past a string whose opening quote was just read: up to `quote`, a `\` escaping the
    /// next character; an unterminated string ends before the line end unless `multiline`.
    fn string(&mut self, quote: &str, multiline: bool) {
        while let Some(c) = self.peek() {
            if self.eat(quote) {
                return;
            }
            if c == '\n' && !multiline {
                return;
            }
            self.bump();
            if c == '\\' {
                self.bump();
            }
        }
    }

    fn next_non_blank(&self) -> Option<char> {
        self.rest().chars().find(|c| *c != ' ' && *c != '\t')
    }
}

/// A letter of a name: ASCII letters, `_`, `$` outside C++, and any non-ASCII character. The
/// last keeps a name in another script whole (`số_viên`) without Unicode's letter tables,
/// which cost every build with a code panel 1.9 KB gzip; no keyword has one.
fn is_word_start(c: char, syntax: Syntax) -> bool {
    c.is_ascii_alphabetic() || c == '_' || !c.is_ascii() || (c == '$' && syntax != Syntax::Cpp)
}

fn is_word(c: char, syntax: Syntax) -> bool {
    is_word_start(c, syntax) || c.is_ascii_digit()
}

/// C++, Python or JavaScript from `s.pos` to `s.end`.
fn code(s: &mut Scanner, syntax: Syntax) {
    let cpp = syntax == Syntax::Cpp;
    let python = syntax == Syntax::Python;
    // The last word and where it ended: `class Name`, `def name`.
    let mut last_word = ("", s.pos);
    while let Some(c) = s.peek() {
        let start = s.pos;
        let rest = s.rest();
        let kind = if (python && c == '#') || (!python && rest.starts_with("//")) {
            s.skip_line();
            Token::Comment
        } else if !python && rest.starts_with("/*") {
            s.pos += 2;
            s.past("*/");
            Token::Comment
        } else if cpp && c == '#' && s.slice(0, start).rsplit('\n').next().is_some_and(blank) {
            preprocessor(s);
            Token::Preprocessor
        } else if python && (rest.starts_with("\"\"\"") || rest.starts_with("'''")) {
            s.pos += 3;
            s.string(rest.get(..3).unwrap_or_default(), true);
            Token::String
        } else if c == '"' || c == '\'' || (c == '`' && syntax == Syntax::Js) {
            s.bump();
            s.string(rest.get(..1).unwrap_or_default(), c == '`');
            Token::String
        } else if c.is_ascii_digit() || (c == '.' && s.peek2().is_some_and(|d| d.is_ascii_digit()))
        {
            number(s, cpp);
            Token::Number
        } else if is_word_start(c, syntax) {
            while s.peek().is_some_and(|c| is_word(c, syntax)) {
                s.bump();
            }
            let word = s.slice(start, s.pos);
            let after = if s.slice(last_word.1, start).trim().is_empty() {
                last_word.0
            } else {
                ""
            };
            last_word = (word, s.pos);
            word_kind(s, syntax, word, after)
        } else {
            s.bump();
            continue;
        };
        s.token(start, kind);
    }
}

fn blank(text: &str) -> bool {
    text.trim().is_empty()
}

/// The kind of `word`, just read; `after` is the word before it if only blanks lie between.
fn word_kind(s: &mut Scanner, syntax: Syntax, word: &str, after: &str) -> Token {
    let quote = s.peek().filter(|q| *q == '"' || *q == '\'');
    if let (Syntax::Python, Some(quote)) = (syntax, quote) {
        let prefix = word.to_ascii_lowercase();
        if ["r", "u", "b", "f", "br", "rb", "fr", "rf"].contains(&prefix.as_str()) {
            let triple = quote.to_string().repeat(3);
            if s.eat(&triple) {
                s.string(&triple, true);
            } else {
                s.bump();
                s.string(&quote.to_string(), false);
            }
            return Token::String;
        }
    }
    if syntax.keywords().contains(&word) {
        Token::Keyword
    } else if syntax.types().contains(&word)
        || ["class", "struct", "enum", "union"].contains(&after)
    {
        Token::Type
    } else if ["def", "function"].contains(&after)
        || s.next_non_blank() == Some('(')
        || syntax.functions().contains(&word)
    {
        Token::Function
    } else {
        Token::Plain
    }
}

/// A `#` line, continued by a `\` at its end, up to a comment that ends it.
fn preprocessor(s: &mut Scanner) {
    while let Some(c) = s.peek() {
        let rest = s.rest();
        if c == '\n' || rest.starts_with("//") || rest.starts_with("/*") {
            return;
        }
        s.bump();
        if c == '\\' && s.peek() == Some('\n') {
            s.bump();
        }
    }
}

/// Whether `c` is one of the characters of `set`. `str::contains` with a char beyond ASCII
/// searches for its UTF-8 bytes as a string, which links the two-way searcher (see
/// `crate::substring`); the sets here are a few ASCII characters.
fn one_of(set: &str, c: char) -> bool {
    set.chars().any(|member| member == c)
}

/// `12`, `0x1F`, `1e9`, `3.5f`, `1ULL`, `1'000'000`: digits, letters, `_` and `.`, a sign
/// after an exponent's `e` (or `p` in hex).
fn number(s: &mut Scanner, cpp: bool) {
    let hex = s.rest().starts_with("0x") || s.rest().starts_with("0X");
    s.bump();
    while let Some(c) = s.peek() {
        let exponent = one_of(if hex { "pP" } else { "eEpP" }, c);
        let next_alnum = s.peek2().is_some_and(|d| d.is_ascii_alphanumeric());
        if c.is_ascii_alphanumeric() || c == '_' || c == '.' {
            s.bump();
            let sign = matches!(s.peek(), Some('+' | '-'));
            if exponent && sign && s.peek2().is_some_and(|d| d.is_ascii_digit()) {
                s.bump();
            }
        } else if c == '\'' && cpp && next_alnum {
            s.bump();
        } else {
            return;
        }
    }
}

/// HTML: tags, attributes, comments and declarations; a `<script>`'s body as JavaScript.
fn html(s: &mut Scanner) {
    while let Some(c) = s.peek() {
        let start = s.pos;
        if c != '<' {
            s.bump();
        } else if s.eat("<!--") {
            s.past("-->");
            s.token(start, Token::Comment);
        } else if s.eat("<!") || s.eat("<?") {
            s.past(">");
            s.token(start, Token::Preprocessor);
        } else {
            let closing = s.rest().starts_with("</");
            let name_at = start + 1 + usize::from(closing);
            if !s
                .slice(name_at, s.end)
                .starts_with(|c: char| c.is_ascii_alphabetic())
            {
                s.bump();
                continue;
            }
            s.pos = name_at;
            while s
                .peek()
                .is_some_and(|c| is_word(c, Syntax::Cpp) || one_of("-_:.", c))
            {
                s.bump();
            }
            let name = s.slice(name_at, s.pos);
            s.token(start, Token::Tag);
            let opened = attributes(s);
            if opened && !closing && name.eq_ignore_ascii_case("script") {
                let body = crate::substring::find(&s.rest().to_ascii_lowercase(), "</script");
                let outer = s.end;
                s.end = body.map_or(outer, |i| s.pos + i);
                code(s, Syntax::Js);
                s.end = outer;
            }
        }
    }
}

/// The inside of a tag, after its name: attributes and their values, up to `>` or `/>`.
/// Returns whether it ended with `>` (a tag whose body follows).
fn attributes(s: &mut Scanner) -> bool {
    let mut value = false;
    while let Some(c) = s.peek() {
        let start = s.pos;
        let kind = if s.eat(">") {
            s.token(start, Token::Tag);
            return true;
        } else if s.eat("/>") {
            s.token(start, Token::Tag);
            return false;
        } else if c == '<' {
            return false;
        } else if c == '"' || c == '\'' {
            s.bump();
            s.past(&c.to_string());
            Token::String
        } else if c.is_whitespace() || one_of("=/", c) {
            s.bump();
            value = c == '=' || value && c != '/';
            continue;
        } else {
            while s
                .peek()
                .is_some_and(|c| !c.is_whitespace() && !one_of("<>/=\"'", c))
            {
                s.bump();
            }
            if value {
                Token::String
            } else {
                Token::Attribute
            }
        };
        value = false;
        s.token(start, kind);
    }
    false
}

#[cfg(test)]
mod tests {
    use super::Token::*;
    use super::*;

    fn kinds<'a>(language: &str, source: &'a str) -> Vec<(Token, &'a str)> {
        let tokens = tokens(language, source);
        assert_eq!(
            tokens.iter().map(|t| t.1).collect::<std::string::String>(),
            source
        );
        tokens
    }

    #[test]
    fn a_cpp_line_of_the_subtraction_program() {
        let line = "    vector<bool> win(n + 1, false);      // ô 0: hết sỏi, người đi thua";
        assert_eq!(
            kinds("C++", line),
            [
                (Plain, "    "),
                (Type, "vector"),
                (Plain, "<"),
                (Type, "bool"),
                (Plain, "> "),
                (Function, "win"),
                (Plain, "(n + "),
                (Number, "1"),
                (Plain, ", "),
                (Keyword, "false"),
                (Plain, ");      "),
                (Comment, "// ô 0: hết sỏi, người đi thua"),
            ]
        );
    }

    #[test]
    fn cpp_preprocessor_strings_chars_and_numbers() {
        assert_eq!(
            kinds("cpp", "#include <bits/stdc++.h>\nusing namespace std;\n"),
            [
                (Preprocessor, "#include <bits/stdc++.h>"),
                (Plain, "\n"),
                (Keyword, "using"),
                (Plain, " "),
                (Keyword, "namespace"),
                (Plain, " std;\n"),
            ]
        );
        assert_eq!(
            kinds(
                "c++",
                r#"cout << "N\n" << '\'' << 1ULL << 0x1F << 1e-9 << 3.5f << 1'000;"#
            ),
            [
                (Plain, "cout << "),
                (String, r#""N\n""#),
                (Plain, " << "),
                (String, r"'\''"),
                (Plain, " << "),
                (Number, "1ULL"),
                (Plain, " << "),
                (Number, "0x1F"),
                (Plain, " << "),
                (Number, "1e-9"),
                (Plain, " << "),
                (Number, "3.5f"),
                (Plain, " << "),
                (Number, "1'000"),
                (Plain, ";"),
            ]
        );
        assert_eq!(
            kinds(
                "C++",
                "  #define N 5 // five\nint x; /* a\nb */ struct Heap {"
            ),
            [
                (Plain, "  "),
                (Preprocessor, "#define N 5 "),
                (Comment, "// five"),
                (Plain, "\n"),
                (Type, "int"),
                (Plain, " x; "),
                (Comment, "/* a\nb */"),
                (Plain, " "),
                (Keyword, "struct"),
                (Plain, " "),
                (Type, "Heap"),
                (Plain, " {"),
            ]
        );
        // `#` inside a line is no directive; an unterminated string stops at the line end.
        assert_eq!(
            kinds("C++", "x # y \"open\nz"),
            [(Plain, "x # y "), (String, "\"open"), (Plain, "\nz")]
        );
    }

    #[test]
    fn a_python_line_of_the_subtraction_program() {
        assert_eq!(
            kinds(
                "Python",
                "    n, m, *rest = map(int, sys.stdin.read().split())"
            ),
            [
                (Plain, "    n, m, *rest = "),
                (Function, "map"),
                (Plain, "("),
                (Type, "int"),
                (Plain, ", sys.stdin."),
                (Function, "read"),
                (Plain, "()."),
                (Function, "split"),
                (Plain, "())"),
            ]
        );
    }

    #[test]
    fn a_name_in_another_script_stays_one_word() {
        // Non-ASCII characters continue a name, so `if` inside `số_if` is not a keyword and a
        // call of `tính` is one function name.
        assert_eq!(
            kinds("py", "số_if = tính(đống2)"),
            [(Plain, "số_if = "), (Function, "tính"), (Plain, "(đống2)"),]
        );
    }

    #[test]
    fn python_definitions_comments_and_strings() {
        assert_eq!(
            kinds(
                "py",
                "def main():\n    print(\"\".join(res))  # còn D là hòa\n"
            ),
            [
                (Keyword, "def"),
                (Plain, " "),
                (Function, "main"),
                (Plain, "():\n    "),
                (Function, "print"),
                (Plain, "("),
                (String, "\"\""),
                (Plain, "."),
                (Function, "join"),
                (Plain, "(res))  "),
                (Comment, "# còn D là hòa"),
                (Plain, "\n"),
            ]
        );
        assert_eq!(
            kinds(
                "python",
                "x = '''a\n'b' '''; y = f\"{x}\" if x is None else rb'\\''"
            ),
            [
                (Plain, "x = "),
                (String, "'''a\n'b' '''"),
                (Plain, "; y = "),
                (String, "f\"{x}\""),
                (Plain, " "),
                (Keyword, "if"),
                (Plain, " x "),
                (Keyword, "is"),
                (Plain, " "),
                (Keyword, "None"),
                (Plain, " "),
                (Keyword, "else"),
                (Plain, " "),
                (String, "rb'\\''"),
            ]
        );
        // `//` is integer division in Python, not a comment.
        assert_eq!(kinds("Python", "a // 2"), [(Plain, "a // "), (Number, "2")]);
    }

    #[test]
    fn javascript_from_the_authors_lesson() {
        let source = "import init, { table } from \"SITE/solver/nimlab_solver.js\";\n\
                      await init();\n\
                      const t = table({ moves: [1, 3, 4], n: `a\n${b}` }); // → \"LWL\"";
        assert_eq!(
            kinds("JavaScript", source),
            [
                (Keyword, "import"),
                (Plain, " init, { table } "),
                (Keyword, "from"),
                (Plain, " "),
                (String, "\"SITE/solver/nimlab_solver.js\""),
                (Plain, ";\n"),
                (Keyword, "await"),
                (Plain, " "),
                (Function, "init"),
                (Plain, "();\n"),
                (Keyword, "const"),
                (Plain, " t = "),
                (Function, "table"),
                (Plain, "({ moves: ["),
                (Number, "1"),
                (Plain, ", "),
                (Number, "3"),
                (Plain, ", "),
                (Number, "4"),
                (Plain, "], n: "),
                (String, "`a\n${b}`"),
                (Plain, " }); "),
                (Comment, "// → \"LWL\""),
            ]
        );
    }

    #[test]
    fn html_tags_attributes_comments_and_scripts() {
        assert_eq!(
            kinds(
                "html",
                "<!DOCTYPE html><!-- a -->\n<iframe src=\"e.html?n=14&lang=vi\"\n  width=100% hidden></iframe>"
            ),
            [
                (Preprocessor, "<!DOCTYPE html>"),
                (Comment, "<!-- a -->"),
                (Plain, "\n"),
                (Tag, "<iframe"),
                (Plain, " "),
                (Attribute, "src"),
                (Plain, "="),
                (String, "\"e.html?n=14&lang=vi\""),
                (Plain, "\n  "),
                (Attribute, "width"),
                (Plain, "="),
                (String, "100%"),
                (Plain, " "),
                (Attribute, "hidden"),
                (Tag, "></iframe>"),
            ]
        );
        assert_eq!(
            kinds(
                "HTML",
                "<script type=\"module\">let a = 1 < 2;</SCRIPT> a < b <br/>"
            ),
            [
                (Tag, "<script"),
                (Plain, " "),
                (Attribute, "type"),
                (Plain, "="),
                (String, "\"module\""),
                (Tag, ">"),
                (Keyword, "let"),
                (Plain, " a = "),
                (Number, "1"),
                (Plain, " < "),
                (Number, "2"),
                (Plain, ";"),
                (Tag, "</SCRIPT>"),
                (Plain, " a < b "),
                (Tag, "<br/>"),
            ]
        );
    }

    #[test]
    fn unknown_languages_and_unterminated_pieces() {
        assert_eq!(kinds("rust", "fn main() {}"), [(Plain, "fn main() {}")]);
        assert_eq!(kinds("C++", ""), []);
        assert_eq!(kinds("C++", "/* open"), [(Comment, "/* open")]);
        assert_eq!(kinds("js", "`open\n"), [(String, "`open\n")]);
        assert_eq!(kinds("Python", "'''open\n"), [(String, "'''open\n")]);
        assert_eq!(kinds("html", "<!-- open"), [(Comment, "<!-- open")]);
        assert_eq!(
            kinds("html", "<a href=\"x"),
            [
                (Tag, "<a"),
                (Plain, " "),
                (Attribute, "href"),
                (Plain, "="),
                (String, "\"x")
            ]
        );
        assert_eq!(kinds("C++", "\"\\é"), [(String, "\"\\é")]);
    }

    #[test]
    fn lines_follow_str_lines() {
        let source = "/* a\r\nb */ x\r\n\ny\r";
        let lines = lines("C++", source);
        let joined: Vec<std::string::String> = lines
            .iter()
            .map(|line| line.iter().map(|t| t.1).collect())
            .collect();
        assert_eq!(joined, source.lines().collect::<Vec<_>>());
        assert_eq!(lines[0], [(Comment, "/* a")]);
        assert_eq!(lines[1], [(Comment, "b */"), (Plain, " x")]);
    }

    #[test]
    fn classes() {
        assert_eq!(class(Plain), "");
        assert_eq!(class(Keyword), "tok-kw");
        assert_eq!(class(Comment), "tok-com");
        assert_eq!(class(Attribute), "tok-attr");
    }
}
