//! The highlighter on any text, in every language it knows (and one it does not): it never
//! panics, its tokens give back the input exactly, none is empty and no two neighbours share a
//! kind; cut into lines, they give back `str::lines`.

use nimlab_solver::highlight::{lines, tokens};
use proptest::prelude::*;

const LANGUAGES: [&str; 5] = ["C++", "Python", "js", "HTML", "text"];

/// Arbitrary text, and text made of the characters that open and close tokens (quotes,
/// comment markers, escapes, tags, digits, line ends), multi-byte letters among them.
fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[\"'`/*#<>!?=\\\\ \t\r\n.0-9xXeEpP+_$a-zA-Z(){}ộĐ€😀\u{300}-]{0,80}",
        prop::collection::vec(
            prop::sample::select(vec![
                "//",
                "/*",
                "*/",
                "#",
                "#include",
                "\"\"\"",
                "'''",
                "`",
                "${",
                "\\",
                "<!--",
                "-->",
                "<!",
                "<script>",
                "</script>",
                "<a b=",
                "/>",
                "r'",
                "f\"",
                "1e+",
                "0x",
                "1'0",
                "def ",
                "class ",
                "int",
                "(",
                "\n",
                "\r\n",
                "é",
                "\u{1F600}",
            ]),
            0..24,
        )
        .prop_map(|parts| parts.concat()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn tokens_give_back_the_input(source in text()) {
        for language in LANGUAGES {
            let tokens = tokens(language, &source);
            let joined: String = tokens.iter().map(|(_, text)| *text).collect();
            prop_assert_eq!(&joined, &source, "{}", language);
            prop_assert!(tokens.iter().all(|(_, text)| !text.is_empty()), "{}", language);
            prop_assert!(tokens.windows(2).all(|w| w[0].0 != w[1].0), "{}", language);
        }
    }

    #[test]
    fn lines_give_back_str_lines(source in text()) {
        for language in LANGUAGES {
            let joined: Vec<String> = lines(language, &source)
                .iter()
                .map(|line| line.iter().map(|(_, text)| *text).collect())
                .collect();
            prop_assert_eq!(joined, source.lines().collect::<Vec<_>>(), "{}", language);
        }
    }
}
