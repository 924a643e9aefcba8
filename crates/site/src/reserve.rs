//! The height each widget kind takes with its default input in a 720 px column, in px: the mean
//! of Vietnamese and English, measured in Chromium (the sandbox with exercise bai-1).
//! `embed_sturdy.test.mjs` checks every entry against the real widget, and prints the table
//! anew when one is off.
//!
//! A placeholder keeps that height until its widget is there, so that what follows it does not
//! jump when the widget comes: in the site's stylesheet for every page (a lesson's text is read
//! while the wasm still downloads; on the playground the widgets come as they near the screen,
//! and what is near the screen must be what will be near it), and in `embed.js` for a blog
//! post's elements.

/// (kind, height in px).
const HEIGHTS_PX: &[(&str, u32)] = &[
    ("wl-table", 1472),
    ("mex", 1730),
    ("nim", 2291),
    ("moore", 2690),
    ("staircase", 2100),
    ("ends", 2428),
    ("yaglom", 1762),
    ("fib-nim", 1791),
    ("wl-practice", 562),
    ("grundy-practice", 570),
    ("dp-practice", 828),
    ("ends-bench", 758),
    ("wythoff", 3072),
    ("graph", 3325),
    ("sg-table", 1394),
    ("nim-product", 1545),
    ("coins", 2687),
    ("discs", 1143),
    ("bipartite", 3315),
    ("sandbox", 1236),
    ("quiz", 977),
    ("pile-search", 1756),
];

/// The table as a JS object literal (and JSON), for `embed.js`.
pub fn json() -> String {
    let entries: Vec<String> = HEIGHTS_PX
        .iter()
        .map(|(kind, px)| format!("{kind:?}:{px}"))
        .collect();
    format!("{{{}}}", entries.join(","))
}

/// The rules that reserve each kind's height in an empty placeholder, for the site's stylesheet.
pub fn css() -> String {
    let mut css = String::from(
        "\n/* Written by nimlab-site (crates/site/src/reserve.rs): the height of each kind's widget, kept\n   by its placeholder until the widget is there. */\n",
    );
    for (kind, px) in HEIGHTS_PX {
        css.push_str(&format!(
            ".widget-slot[data-widget={kind:?}]:empty {{ min-height: {px}px; }}\n"
        ));
    }
    css
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_table_is_json_and_the_rules_name_each_kind() {
        let json = super::json();
        assert!(
            json.starts_with("{\"wl-table\":") && json.ends_with('}'),
            "{json}"
        );
        assert!(super::css().contains(".widget-slot[data-widget=\"nim\"]:empty { min-height: "));
    }
}
