//! What Trunk built: the stylesheet and the wasm loader, read from `dist/index.html`.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::builds::Build;
use crate::files::{read, write};
use crate::kind_css::Reader;

pub struct Assets {
    /// The `<link>` elements of Trunk's output (stylesheet, preloads).
    pub head_links: Vec<String>,
    /// The stylesheet's file name (hashed by Trunk).
    css: String,
    /// The front end's JS glue and wasm file names.
    js: String,
    wasm: String,
    /// The stylesheet as Trunk wrote it, before the reserved heights (`reserve_widget_heights`).
    trunk_css: String,
    /// Every widget kind, whose rules `kind_css` tells apart.
    every_kind: Vec<String>,
    /// The stylesheets written besides Trunk's, by the name of their file (made from their
    /// content's hash, like Trunk's): the pages', the frames' and the elements'.
    written_css: RefCell<BTreeMap<String, Reader>>,
    /// What the pages' loaders add to offer the Embed panel (`set_loaders`).
    panel_loader: String,
    /// The games' own builds by kind (`set_loaders`), which the loaders offer the widgets'
    /// game slots (`game_loader`).
    games: Vec<(String, Build)>,
    /// What every loader starts with (`start.js`), the zip writer's file name in place.
    start: String,
}

/// The stylesheets of a kind's embeds: in the embed frame, and in an element's shadow root.
struct EmbedSheets {
    frame: String,
    element: String,
}

pub struct EmbedStylesheets {
    by_kind: Vec<(String, EmbedSheets)>,
    every: EmbedSheets,
}

impl EmbedStylesheets {
    /// The table the embed loaders take, `"kind": "<file>"`, of the sheets `which` picks.
    fn table(&self, which: impl Fn(&EmbedSheets) -> &String) -> String {
        let by_kind: Vec<(String, String)> = self
            .by_kind
            .iter()
            .map(|(kind, sheets)| (kind.clone(), which(sheets).clone()))
            .collect();
        names_table(&by_kind)
    }
}

const EMBED_BOOT: &str = "boot-embed.js";
const EMBED_BOOT_TEMPLATE: &str = include_str!("embed_boot.js");
const PAGE_BOOT_TEMPLATE: &str = include_str!("page_boot.js");
/// What every loader starts with: starting a build, and the note when it cannot load.
const START: &str = include_str!("start.js");
/// What the pages' loaders add: the Embed panel's build, started on demand.
const PANEL_TEMPLATE: &str = include_str!("panel_loader.js");
/// What every loader adds: the games' builds, started on demand.
const GAME_TEMPLATE: &str = include_str!("game_loader.js");
const EMBED_TEMPLATE: &str = include_str!("embed.js");
const SHARED_BOOT: &str = "boot-shared.js";
const SHARED_TEMPLATE: &str = include_str!("shared.js");
/// The end of a page's loader: registers the service worker that keeps the site for offline use,
/// after the front end has started, so that its precache does not compete with the page's own
/// loading. Not where service workers are missing (plain http on an address other than
/// localhost), and without an error where the browser refuses one (Firefox's private windows):
/// the site works without it, only not offline. Not from the embed frame (`data-embed`): framed
/// in someone's blog post it would keep a copy of the whole site per blog (browsers partition
/// storage by the top page), for a post that needs the network anyway.
const REGISTER_WORKER: &str = r#"// Offline: keeps every file of the site after this visit (sw.js, written by nimlab-site).
if ("serviceWorker" in navigator && !document.body.hasAttribute("data-embed")) {
  navigator.serviceWorker.register(new URL("./sw.js", import.meta.url)).catch((error) => {
    console.info(`nimlab: no offline copy (${error.message})`);
  });
}
"#;
/// Where the home page's loader goes, in place of Trunk's inline one (see `finish_home_page`).
const BOOT_TAG: &str = r#"<script type="module" src="boot.js"></script>"#;

/// The `<link>`s Trunk wrote in the head of its page (the front end's preloads, the stylesheet),
/// without the page's icon and without the `</head>` Trunk writes on the same line as the last
/// one: each page writes its own head around them.
fn links_of_head(html: &str) -> Vec<String> {
    html.lines()
        .map(str::trim)
        .filter(|line| line.starts_with("<link") && !line.contains("rel=\"icon\""))
        .map(|line| line.trim_end_matches("</head>").trim_end().to_string())
        .collect()
}

impl Assets {
    pub fn from_trunk_output(dist: &Path, every_kind: Vec<String>) -> Result<Assets, String> {
        let html = read(&dist.join("index.html"))?;
        let head_links = links_of_head(&html);
        let js =
            between(&html, "from './", "'").or_else(|| find_file(dist, ".js", "nimlab-frontend"));
        let wasm = between(&html, "module_or_path: './", "'")
            .or_else(|| find_file(dist, "_bg.wasm", "nimlab-frontend"));
        let css = between(&html, "rel=\"stylesheet\" href=\"./", "\"")
            .or_else(|| find_file(dist, ".css", "style"));
        match (js, wasm, css) {
            (Some(js), Some(wasm), Some(css)) => Ok(Assets {
                head_links,
                trunk_css: read(&dist.join(&css))?,
                css,
                js,
                wasm,
                every_kind,
                written_css: RefCell::default(),
                panel_loader: String::new(),
                games: Vec::new(),
                start: START.to_string(),
            }),
            _ => {
                Err("dist/index.html: could not find the front end's JS, wasm and CSS files".into())
            }
        }
    }

    /// Adds to the site's stylesheet the height each kind's placeholder keeps until its widget
    /// is there (`reserve.rs`). The elements' stylesheets, derived from Trunk's as it was, have
    /// none (`embed.js` reserves the element's height).
    pub fn reserve_widget_heights(&self, dist: &Path) -> Result<(), String> {
        let path = dist.join(&self.css);
        write(&path, &(read(&path)? + &crate::reserve::css()))
    }

    /// The stylesheet of a page holding `kinds` (`kind_css.rs`): the site's, reserved heights
    /// included, without the rules of other kinds; Trunk's own for a page of every kind.
    pub fn stylesheet_for(&self, dist: &Path, kinds: &BTreeSet<String>) -> Result<String, String> {
        self.site_stylesheet(dist, kinds, Reader::Page)
    }

    fn site_stylesheet(
        &self,
        dist: &Path,
        kinds: &BTreeSet<String>,
        reader: Reader,
    ) -> Result<String, String> {
        if kinds.len() == self.every_kind.len() {
            return Ok(self.css.clone());
        }
        let css = crate::kind_css::for_kinds(
            &read(&dist.join(&self.css))?,
            kinds,
            &self.every_kind,
            reader,
        );
        self.write_css(dist, "style", &css, reader)
    }

    /// The stylesheet of a `<nimlab-widget>`'s shadow root of `kinds` (see `shadow_css.rs`):
    /// Trunk's, without the rules of other kinds, its `rem` fixed.
    fn element_stylesheet_for(
        &self,
        dist: &Path,
        kinds: &BTreeSet<String>,
    ) -> Result<String, String> {
        let css =
            crate::kind_css::for_kinds(&self.trunk_css, kinds, &self.every_kind, Reader::Embed);
        self.write_css(
            dist,
            "embed",
            &crate::shadow_css::for_shadow_root(&css),
            Reader::Embed,
        )
    }

    /// Writes `css` as `<stem>-<hash of css>.css` and returns that name.
    fn write_css(
        &self,
        dist: &Path,
        stem: &str,
        css: &str,
        reader: Reader,
    ) -> Result<String, String> {
        let mut hash = crate::offline::Fnv64::new();
        hash.write(css.as_bytes());
        let name = format!("{stem}-{:016x}.css", hash.finish());
        let mut written = self.written_css.borrow_mut();
        if !written.contains_key(&name) {
            write(&dist.join(&name), css)?;
        }
        // A sheet a page uses is a page's, even if an embed uses it too.
        let entry = written.entry(name.clone()).or_insert(reader);
        if reader == Reader::Page {
            *entry = Reader::Page;
        }
        Ok(name)
    }

    /// The stylesheets of the frame and of an element of each kind, and of every kind, written
    /// once for `embed_head` and `write_embed_script`.
    pub fn embed_stylesheets(&self, dist: &Path) -> Result<EmbedStylesheets, String> {
        let mut by_kind = Vec::new();
        for kind in &self.every_kind {
            let kinds = BTreeSet::from([kind.clone()]);
            by_kind.push((
                kind.clone(),
                EmbedSheets {
                    frame: self.site_stylesheet(dist, &kinds, Reader::Embed)?,
                    element: self.element_stylesheet_for(dist, &kinds)?,
                },
            ));
        }
        let every: BTreeSet<String> = self.every_kind.iter().cloned().collect();
        Ok(EmbedStylesheets {
            by_kind,
            every: EmbedSheets {
                frame: self.css.clone(),
                element: self.element_stylesheet_for(dist, &every)?,
            },
        })
    }

    /// The stylesheets written for embeds only: the offline copy of the site leaves them out.
    pub fn embed_only_stylesheets(&self) -> Vec<String> {
        let written = self.written_css.borrow();
        written
            .iter()
            .filter(|(_, reader)| **reader == Reader::Embed)
            .map(|(name, _)| name.clone())
            .collect()
    }

    /// What a page's head loads: the stylesheet, the build of the kinds it holds (see
    /// `builds.rs`) preloaded, and the loader that starts it, `boot-<hash>.js`, written into
    /// `dist`. A page holding every kind (no build of its own: `None`) loads its widgets as they
    /// near the screen, each with one of the builds of `sets` that holds its kind, else with
    /// Trunk's, which holds `every_kind`: its loader is `boot-shared.js` (the template is
    /// `shared.js`).
    pub fn page_head(
        &self,
        dist: &Path,
        kinds: &BTreeSet<String>,
        build: Option<&Build>,
        sets: &[(Vec<String>, Build)],
    ) -> Result<String, String> {
        if let Some(build) = build {
            let stylesheet = self.stylesheet_for(dist, kinds)?;
            let head = self.build_head(dist, kinds, build)?;
            return Ok(self.head_with(&head, Some(&stylesheet)));
        }
        let with_kinds = |build: &Build, kinds: &[String]| -> Result<String, String> {
            let entry = build_entry(dist, build)?;
            let fields = entry.strip_suffix(']').unwrap_or(&entry);
            Ok(format!("{fields}, {kinds:?}]"))
        };
        let mut entries = Vec::new();
        for (kinds, build) in sets {
            entries.push(format!("  {}", with_kinds(build, kinds)?));
        }
        let script = SHARED_TEMPLATE
            .replace("{{BUILDS}}", &format!("[\n{}\n]", entries.join(",\n")))
            .replace(
                "{{EVERY}}",
                &with_kinds(&self.every_kind_build(), &self.every_kind)?,
            )
            .replace("{{REGISTER_WORKER}}", REGISTER_WORKER)
            .replace("{{START}}", &self.start)
            .replace("{{PANEL_LOADER}}", &self.panel_loader)
            .replace("{{GAME_LOADER}}", &self.game_loader(dist, |_| false)?);
        write(&dist.join(SHARED_BOOT), &script)?;
        Ok(self.head_with(
            &format!("<script type=\"module\" src=\"{SHARED_BOOT}\"></script>"),
            Some(&self.css),
        ))
    }

    /// Trunk's build, which holds every kind.
    fn every_kind_build(&self) -> Build {
        Build {
            js: self.js.clone(),
            wasm: self.wasm.clone(),
            ..Build::default()
        }
    }

    /// The embed page's head: a frame shows one widget, named in its URL, so its loader
    /// (`boot-embed.js`) picks the smallest build holding that kind, or that quiz's topic
    /// (`for_embeds`, see `Builder::for_embeds`), else Trunk's, and fetches its wasm beside its
    /// JS, and the stylesheet of that kind alone. Nothing is preloaded: the page is the same for
    /// every kind.
    pub fn embed_head(
        &self,
        dist: &Path,
        for_embeds: &[(String, Build)],
        sheets: &EmbedStylesheets,
    ) -> Result<String, String> {
        let script = EMBED_BOOT_TEMPLATE
            .replace("{{BUILDS}}", &builds_table(dist, for_embeds)?)
            .replace("{{EVERY}}", &self.every_kind_entry(dist)?)
            .replace("{{STYLESHEETS}}", &sheets.table(|s| &s.frame))
            .replace("{{EVERY_STYLESHEET}}", &format!("{:?}", sheets.every.frame))
            .replace("{{START}}", &self.start)
            .replace(
                "{{GAME_LOADER}}",
                &self.game_loader(dist, |kind| embed_holds_game(for_embeds, kind))?,
            );
        write(&dist.join(EMBED_BOOT), &script)?;
        Ok(self.head_with(
            &format!("<script type=\"module\" src=\"{EMBED_BOOT}\"></script>"),
            None,
        ))
    }

    /// Trunk's build, which holds every kind, as an entry of `builds_table`.
    fn every_kind_entry(&self, dist: &Path) -> Result<String, String> {
        build_entry(dist, &self.every_kind_build())
    }

    /// Trunk's head links (the fonts, the stylesheet, as `stylesheet` or none) without its
    /// build's preloads, then `loading`: what a page that loads another build, or picks it
    /// later, writes instead.
    fn head_with(&self, loading: &str, stylesheet: Option<&str>) -> String {
        let trunk_css = format!("\"./{}\"", self.css);
        let mut lines: Vec<String> = self
            .head_links
            .iter()
            .filter(|line| !self.is_preload_of_trunk_build(line))
            .filter_map(|line| match (line.contains(&trunk_css), stylesheet) {
                (false, _) => Some(line.clone()),
                (true, Some(name)) => Some(line.replace(&trunk_css, &format!("\"./{name}\""))),
                (true, None) => None,
            })
            .collect();
        lines.push(loading.to_string());
        lines.join("\n  ")
    }

    /// Trunk's preload line of its own build (it preloads the JS and the wasm on one line).
    fn is_preload_of_trunk_build(&self, line: &str) -> bool {
        line.contains(&format!("\"./{}\"", self.js))
            || line.contains(&format!("\"./{}\"", self.wasm))
    }

    /// `embed.js`, for blog posts: `<nimlab-widget>` elements and frames of `embed.html` that
    /// fit their content (the template is `embed.js` next to this file). Each element loads the
    /// smallest build holding its kind, or its quiz's topic (`for_embeds`), or Trunk's when the
    /// post's widgets would need more bytes in several builds, and its kind's stylesheet
    /// (`sheets`).
    pub fn write_embed_script(
        &self,
        dist: &Path,
        for_embeds: &[(String, Build)],
        sheets: &EmbedStylesheets,
    ) -> Result<(), String> {
        let script = EMBED_TEMPLATE
            .replace("{{BUILDS}}", &builds_table(dist, for_embeds)?)
            .replace("{{EVERY}}", &self.every_kind_entry(dist)?)
            .replace("{{KINDS}}", &format!("{:?}", self.every_kind))
            .replace("{{STYLESHEETS}}", &sheets.table(|s| &s.element))
            .replace(
                "{{EVERY_STYLESHEET}}",
                &format!("{:?}", sheets.every.element),
            )
            .replace("{{RESERVED_PX}}", &crate::reserve::json())
            .replace("{{START}}", &self.start)
            // A post of several widgets may load Trunk's build, which holds no game.
            .replace("{{GAME_LOADER}}", &self.game_loader(dist, |_| false)?);
        write(&dist.join("embed.js"), &script)
    }

    /// The files whose names are made from their content's hash (Trunk's, and the elements'
    /// stylesheet): a name always means the same bytes, so the service worker may answer them
    /// from its cache without asking the network.
    pub fn hashed_files(&self) -> Vec<String> {
        let mut files = vec![self.js.clone(), self.wasm.clone(), self.css.clone()];
        files.extend(self.written_css.borrow().keys().cloned());
        files
    }

    /// Replaces Trunk's inline loader in the home page with a loader file of the build of the
    /// kinds the page holds (Trunk's when it holds every kind), links the stylesheet of those
    /// kinds, and fills in the list of lessons.
    pub fn finish_home_page(
        &self,
        dist: &Path,
        lesson_list: &str,
        kinds: &BTreeSet<String>,
        build: Option<&Build>,
    ) -> Result<(), String> {
        let path = dist.join("index.html");
        let build = build.cloned().unwrap_or_else(|| self.every_kind_build());
        let stylesheet = self.stylesheet_for(dist, kinds)?;
        // Trunk's preloads of its build share the line that closes the head.
        let mut html = with_boot_tag(&read(&path)?)
            .lines()
            .map(|line| match self.is_preload_of_trunk_build(line) {
                true if line.ends_with("</head>") => "</head>\n".to_string(),
                true => String::new(),
                false => format!("{line}\n"),
            })
            .collect::<String>()
            .replace(BOOT_TAG, &self.build_head(dist, kinds, &build)?)
            .replace(
                &format!("\"./{}\"", self.css),
                &format!("\"./{stylesheet}\""),
            );
        let marker = "<ol data-lesson-list></ol>";
        if html.contains(marker) {
            html = html.replace(marker, lesson_list);
        }
        write(&path, &html)
    }

    /// The zip writer's file (`zip_library.rs`), which every loader written from now on imports
    /// at a sandbox's first download of a whole run of tests (`start.js`).
    pub fn set_zip_library(&mut self, file: &str) {
        self.start = START.replace("{{ZIP}}", file);
    }

    /// The Embed panel's build, which the pages' loaders written from now on offer to their
    /// widgets' Embed buttons (see `panel_loader.js`), and the games' builds, which every loader
    /// (pages, frames, elements) offers to the widgets' game slots (`game_loader.js`).
    pub fn set_loaders(
        &mut self,
        dist: &Path,
        panel: &Build,
        games: &[(String, Build)],
    ) -> Result<(), String> {
        self.panel_loader = PANEL_TEMPLATE.replace("{{PANEL}}", &build_entry(dist, panel)?);
        self.games = games.to_vec();
        Ok(())
    }

    /// What a loader adds to offer the widgets their games (`game_loader.js`): the games' own
    /// builds, but for the kinds `held` names, whose games the loader's builds hold in a part
    /// of their own or whose widgets it never shows.
    fn game_loader(&self, dist: &Path, held: impl Fn(&str) -> bool) -> Result<String, String> {
        let games: Vec<(String, Build)> = self
            .games
            .iter()
            .filter(|(kind, _)| !held(kind))
            .cloned()
            .collect();
        Ok(GAME_TEMPLATE.replace("{{GAMES}}", &builds_table(dist, &games)?))
    }

    /// The loader of a page holding `kinds`: starts the front end `js` with its `wasm`, then
    /// registers the service worker; says in the page's placeholders when it cannot. It offers
    /// the games of the page's kinds that its build does not hold.
    fn boot_script(
        &self,
        dist: &Path,
        kinds: &BTreeSet<String>,
        build: &Build,
    ) -> Result<String, String> {
        let held = |kind: &str| !kinds.contains(kind) || build.games.iter().any(|g| g == kind);
        Ok(PAGE_BOOT_TEMPLATE
            .replace("{{BUILD}}", &build_entry(dist, build)?)
            .replace("{{REGISTER_WORKER}}", REGISTER_WORKER)
            .replace("{{START}}", &self.start)
            .replace("{{PANEL_LOADER}}", &self.panel_loader)
            .replace("{{GAME_LOADER}}", &self.game_loader(dist, held)?))
    }

    /// The preloads of a page's build and its loader (written into `dist` as `boot-<hash>.js`).
    fn build_head(
        &self,
        dist: &Path,
        kinds: &BTreeSet<String>,
        build: &Build,
    ) -> Result<String, String> {
        let boot = boot_file(build);
        write(&dist.join(&boot), &self.boot_script(dist, kinds, build)?)?;
        Ok(format!(
            "{}\n  <script type=\"module\" src=\"{boot}\"></script>",
            preload_links(build)
        ))
    }
}

/// Whether the embed build that `for_embeds` gives `kind` holds its game in a part of its own.
fn embed_holds_game(for_embeds: &[(String, Build)], kind: &str) -> bool {
    for_embeds
        .iter()
        .any(|(key, build)| key == kind && build.games.iter().any(|game| game == kind))
}

/// The builds the embed loaders pick from, as a JS object (and JSON) literal, one key (a kind,
/// or a narrowed kind: `quiz:nim`) a line: `"nim": ["<js>", "<wasm>", <wasm bytes>, [<kinds
/// whose games the build holds in its part>]]`.
fn builds_table(dist: &Path, builds: &[(String, Build)]) -> Result<String, String> {
    let mut lines = Vec::new();
    for (key, build) in builds {
        lines.push(format!("  {key:?}: {}", build_entry(dist, build)?));
    }
    // JSON as well, for the tests that read it.
    Ok(format!("{{\n{}\n}}", lines.join(",\n")))
}

/// A file for each kind, as a JS object (and JSON) literal, one kind a line: `"nim": "<file>"`.
fn names_table(by_kind: &[(String, String)]) -> String {
    let lines: Vec<String> = by_kind
        .iter()
        .map(|(kind, name)| format!("  {kind:?}: {name:?}"))
        .collect();
    format!("{{\n{}\n}}", lines.join(",\n"))
}

/// A build as the embed loaders take it: its JS, its wasm and the wasm's size, which weighs
/// one build of every kind against several smaller ones.
fn build_entry(dist: &Path, build: &Build) -> Result<String, String> {
    let path = dist.join(&build.wasm);
    let bytes = std::fs::metadata(&path)
        .map_err(|e| format!("{}: {e}", path.display()))?
        .len();
    Ok(format!(
        "[{:?}, {:?}, {bytes}, {:?}]",
        build.js, build.wasm, build.games
    ))
}

/// The loader file of a build of its own: named after the build, whose name is its content's hash.
pub fn boot_file(build: &Build) -> String {
    format!("boot-{}", build.js.trim_start_matches("nimlab-frontend-"))
}

/// The preloads of a build, as Trunk writes its own: the JS glue and the wasm start downloading
/// with the page, not after the loader has run.
fn preload_links(build: &Build) -> String {
    format!(
        "<link rel=\"modulepreload\" href=\"./{js}\" crossorigin=\"anonymous\">\
         <link rel=\"preload\" href=\"./{wasm}\" crossorigin=\"anonymous\" as=\"fetch\" type=\"application/wasm\">",
        js = build.js,
        wasm = build.wasm
    )
}

/// `html` with Trunk's inline loader replaced by `BOOT_TAG`, a mark where the loader goes. The loader ends at the first
/// `</script>` after its start: the theme script before it has one too.
fn with_boot_tag(html: &str) -> String {
    let mut html = html.to_string();
    if let Some(start) = html.find("<script type=\"module\">") {
        if let Some(length) = html[start..].find("</script>") {
            html.replace_range(start..start + length + "</script>".len(), BOOT_TAG);
        }
    }
    html
}

fn between(text: &str, start: &str, end: &str) -> Option<String> {
    let from = text.find(start)? + start.len();
    let to = text[from..].find(end)? + from;
    Some(text[from..to].to_string())
}

fn find_file(dist: &Path, suffix: &str, prefix: &str) -> Option<String> {
    std::fs::read_dir(dist)
        .ok()?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .find(|name| name.starts_with(prefix) && name.ends_with(suffix) && !name.ends_with(".d.ts"))
}

#[cfg(test)]
mod tests {
    use super::{
        embed_holds_game, links_of_head, preload_links, with_boot_tag, Assets, BOOT_TAG, START,
    };
    use crate::builds::Build;

    impl Assets {
        /// Trunk's build `app-1`, its stylesheet `style-1.css`, one kind.
        fn for_tests() -> Assets {
            Assets {
                head_links: vec![
                    "<link rel=\"stylesheet\" href=\"./style-1.css\"/>".into(),
                    "<link rel=\"modulepreload\" href=\"./app-1.js\"><link rel=\"preload\" href=\"./app-1_bg.wasm\" as=\"fetch\">".into(),
                ],
                css: "style-1.css".into(),
                js: "app-1.js".into(),
                wasm: "app-1_bg.wasm".into(),
                trunk_css: String::new(),
                every_kind: vec!["nim".into()],
                written_css: Default::default(),
                panel_loader: String::new(),
                games: Vec::new(),
                start: START.to_string(),
            }
        }
    }

    #[test]
    fn a_page_with_a_build_of_its_own_drops_the_preloads_of_trunks_build_and_links_its_stylesheet()
    {
        let assets = Assets::for_tests();
        let own = Build {
            js: "nimlab-frontend-2.js".into(),
            wasm: "nimlab-frontend-2_bg.wasm".into(),
            ..Build::default()
        };
        let head = assets.head_with(&preload_links(&own), Some("style-2.css"));
        assert!(
            head.contains("<link rel=\"stylesheet\" href=\"./style-2.css\"/>"),
            "{head}"
        );
        assert!(!head.contains("style-1.css"), "{head}");
        assert!(!head.contains("app-1"), "{head}");
        assert!(
            head.contains("\"./nimlab-frontend-2.js\"")
                && head.contains("\"./nimlab-frontend-2_bg.wasm\""),
            "{head}"
        );
    }

    #[test]
    fn a_loader_offers_the_own_builds_of_the_games_its_build_does_not_hold() {
        let dist = std::env::temp_dir().join(format!("nimlab-games-{}", std::process::id()));
        std::fs::create_dir_all(&dist).unwrap();
        let build = |name: &str, games: &[&str]| {
            std::fs::write(dist.join(format!("{name}_bg.wasm")), b"wasm").unwrap();
            Build {
                js: format!("{name}.js"),
                wasm: format!("{name}_bg.wasm"),
                parts: Vec::new(),
                games: games.iter().map(|g| g.to_string()).collect(),
            }
        };
        let mut assets = Assets::for_tests();
        let games = [
            ("graph", "game-graph"),
            ("nim", "game-nim"),
            ("wythoff", "game-wy"),
        ];
        assets.games = games
            .iter()
            .map(|(kind, name)| (kind.to_string(), build(name, &[])))
            .collect();
        let kinds = ["graph", "mex", "nim"].map(String::from).into();
        let page = assets
            .boot_script(&dist, &kinds, &build("page", &["nim"]))
            .unwrap();
        assert!(
            page.contains("game-graph.js"),
            "graph's game: not in the page's part"
        );
        assert!(
            !page.contains("game-nim.js"),
            "nim's game: in the page's part"
        );
        assert!(!page.contains("game-wy.js"), "wythoff: not on the page");
        let for_embeds = [
            ("graph".to_string(), build("embed-graph", &[])),
            ("nim".to_string(), build("embed-nim", &["nim"])),
        ];
        assert!(!embed_holds_game(&for_embeds, "graph") && embed_holds_game(&for_embeds, "nim"));
        std::fs::remove_dir_all(&dist).unwrap();
    }

    #[test]
    fn the_inline_loader_gives_way_to_the_loaders_mark_after_the_theme_script() {
        let html = "<head><script src=\"static/theme.js\"></script>\n<script type=\"module\">\nimport init from './a.js';\n</script></head>";
        assert_eq!(
            with_boot_tag(html),
            format!("<head><script src=\"static/theme.js\"></script>\n{BOOT_TAG}</head>")
        );
    }

    #[test]
    fn the_head_links_leave_the_head_to_the_page() {
        let html = "<head>\n<link rel=\"icon\" href=\"x.svg\">\n<link rel=\"stylesheet\" href=\"./style.css\">\n<link rel=\"modulepreload\" href=\"./a.js\"><link rel=\"preload\" href=\"./a.wasm\"></head>\n<body></body>";
        assert_eq!(
            links_of_head(html),
            vec![
                "<link rel=\"stylesheet\" href=\"./style.css\">".to_string(),
                "<link rel=\"modulepreload\" href=\"./a.js\"><link rel=\"preload\" href=\"./a.wasm\">".to_string(),
            ]
        );
    }
}
