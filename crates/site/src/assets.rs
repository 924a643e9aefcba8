//! What Trunk built: the stylesheet and the wasm loader, read from `dist/index.html`.

use std::path::Path;

use crate::builds::Build;

pub struct Assets {
    /// The `<link>` elements of Trunk's output (stylesheet, preloads).
    pub head_links: Vec<String>,
    /// The stylesheet's file name (hashed by Trunk).
    css: String,
    /// The front end's JS glue and wasm file names.
    js: String,
    wasm: String,
    /// The stylesheet of a `<nimlab-widget>`'s shadow root (see `shadow_css.rs`), and its file
    /// name, made from its content's hash like Trunk's.
    element_css: String,
    element_css_name: String,
}

const BOOT: &str = "boot.js";
const EMBED_BOOT: &str = "boot-embed.js";
const EMBED_TEMPLATE: &str = include_str!("embed.js");
const SHARED_BOOT: &str = "boot-shared.js";
const SHARED_TEMPLATE: &str = include_str!("shared.js");
/// The end of `boot.js`: registers the service worker that keeps the site for offline use,
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
    pub fn from_trunk_output(dist: &Path) -> Result<Assets, String> {
        let html = read(&dist.join("index.html"))?;
        let head_links = links_of_head(&html);
        let js =
            between(&html, "from './", "'").or_else(|| find_file(dist, ".js", "nimlab-frontend"));
        let wasm = between(&html, "module_or_path: './", "'")
            .or_else(|| find_file(dist, "_bg.wasm", "nimlab-frontend"));
        let css = between(&html, "rel=\"stylesheet\" href=\"./", "\"")
            .or_else(|| find_file(dist, ".css", "style"));
        match (js, wasm, css) {
            (Some(js), Some(wasm), Some(css)) => {
                let element_css = crate::shadow_css::for_shadow_root(&read(&dist.join(&css))?);
                let mut hash = crate::offline::Fnv64::new();
                hash.write(element_css.as_bytes());
                Ok(Assets {
                    head_links,
                    css,
                    js,
                    wasm,
                    element_css,
                    element_css_name: format!("embed-{:016x}.css", hash.finish()),
                })
            }
            _ => {
                Err("dist/index.html: could not find the front end's JS, wasm and CSS files".into())
            }
        }
    }

    /// Adds to the site's stylesheet the height each kind's placeholder keeps until its widget
    /// is there (`reserve.rs`). The elements' stylesheet, derived before, has its own (`embed.js`
    /// reserves the element's height).
    pub fn reserve_widget_heights(&self, dist: &Path) -> Result<(), String> {
        let path = dist.join(&self.css);
        write(&path, &(read(&path)? + &crate::reserve::css()))
    }

    /// The loader of the pages that use Trunk's build (every widget kind), as a file: it starts
    /// the front end once per page, then registers the service worker (see `offline.rs`).
    pub fn write_boot_script(&self, dist: &Path) -> Result<(), String> {
        write(&dist.join(BOOT), &boot_script(&self.js, &self.wasm))
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
        build: Option<&Build>,
        sets: &[(Vec<String>, Build)],
        every_kind: &[String],
    ) -> Result<String, String> {
        if let Some(build) = build {
            return Ok(self.head_with(&build_head(dist, build)?));
        }
        let with_kinds = |build: &Build, kinds: &[String]| -> Result<String, String> {
            let entry = build_entry(dist, build)?;
            Ok(format!("{}, {kinds:?}]", entry.trim_end_matches(']')))
        };
        let mut entries = Vec::new();
        for (kinds, build) in sets {
            entries.push(format!("  {}", with_kinds(build, kinds)?));
        }
        let script = SHARED_TEMPLATE
            .replace("{{BUILDS}}", &format!("[\n{}\n]", entries.join(",\n")))
            .replace(
                "{{EVERY}}",
                &with_kinds(&self.every_kind_build(), every_kind)?,
            )
            .replace("{{REGISTER_WORKER}}", REGISTER_WORKER);
        write(&dist.join(SHARED_BOOT), &script)?;
        Ok(self.head_with(&format!(
            "<script type=\"module\" src=\"{SHARED_BOOT}\"></script>"
        )))
    }

    /// Trunk's build, which holds every kind.
    fn every_kind_build(&self) -> Build {
        Build {
            js: self.js.clone(),
            wasm: self.wasm.clone(),
        }
    }

    /// The embed page's head: a frame shows one widget, named in its URL, so its loader
    /// (`boot-embed.js`) picks the smallest build holding that kind (`by_kind`), else Trunk's,
    /// and fetches its wasm beside its JS. Nothing is preloaded: the page is the same for every
    /// kind.
    pub fn embed_head(&self, dist: &Path, by_kind: &[(String, Build)]) -> Result<String, String> {
        let script = format!(
            "// Starts the embed page's widget with the smallest build that holds its kind (written\n\
             // by nimlab-site, see builds.rs); a kind not listed gets the build of every kind.\n\
             const BUILDS = {builds};\n\
             const widget = new URLSearchParams(location.search).get(\"widget\") ?? \"\";\n\
             const [js, wasm] = Object.hasOwn(BUILDS, widget) ? BUILDS[widget] : {every};\n\
             // The wasm downloads beside the JS glue; `init` reports its failure.\n\
             const module = fetch(new URL(`./${{wasm}}`, import.meta.url));\n\
             module.catch(() => {{}});\n\
             const bindings = await import(`./${{js}}`);\n\
             await bindings.default({{ module_or_path: module }});\n\
             bindings.startPage();\n\
             window.wasmBindings = bindings;\n\
             dispatchEvent(new CustomEvent(\"TrunkApplicationStarted\"));\n",
            builds = builds_table(dist, by_kind)?,
            every = self.every_kind_entry(dist)?,
        );
        write(&dist.join(EMBED_BOOT), &script)?;
        Ok(self.head_with(&format!(
            "<script type=\"module\" src=\"{EMBED_BOOT}\"></script>"
        )))
    }

    /// Trunk's build, which holds every kind, as an entry of `builds_table`.
    fn every_kind_entry(&self, dist: &Path) -> Result<String, String> {
        build_entry(dist, &self.every_kind_build())
    }

    /// Trunk's head links (the stylesheet, the fonts) without its build's preloads, then
    /// `loading`: what a page that loads another build, or picks it later, writes instead.
    fn head_with(&self, loading: &str) -> String {
        let mut lines: Vec<&str> = self
            .head_links
            .iter()
            .map(String::as_str)
            .filter(|line| !self.is_preload_of_trunk_build(line))
            .collect();
        lines.push(loading);
        lines.join("\n  ")
    }

    /// Trunk's preload line of its own build (it preloads the JS and the wasm on one line).
    fn is_preload_of_trunk_build(&self, line: &str) -> bool {
        line.contains(&format!("\"./{}\"", self.js))
            || line.contains(&format!("\"./{}\"", self.wasm))
    }

    /// `embed.js`, for blog posts: `<nimlab-widget>` elements and frames of `embed.html` that
    /// fit their content (the template is `embed.js` next to this file), and the elements'
    /// stylesheet. Each element loads the smallest build holding its kind (`by_kind`), or
    /// Trunk's when the post's kinds would need more bytes in several builds; `every_kind` are
    /// the kinds the element knows.
    pub fn write_embed_script(
        &self,
        dist: &Path,
        by_kind: &[(String, Build)],
        every_kind: &[String],
    ) -> Result<(), String> {
        let script = EMBED_TEMPLATE
            .replace("{{BUILDS}}", &builds_table(dist, by_kind)?)
            .replace("{{EVERY}}", &self.every_kind_entry(dist)?)
            .replace("{{KINDS}}", &format!("{every_kind:?}"))
            .replace("{{CSS}}", &self.element_css_name)
            .replace("{{RESERVED_PX}}", &crate::reserve::json());
        write(&dist.join(&self.element_css_name), &self.element_css)?;
        write(&dist.join("embed.js"), &script)
    }

    /// The files whose names are made from their content's hash (Trunk's, and the elements'
    /// stylesheet): a name always means the same bytes, so the service worker may answer them
    /// from its cache without asking the network.
    pub fn hashed_files(&self) -> Vec<String> {
        [&self.js, &self.wasm, &self.css, &self.element_css_name]
            .map(String::clone)
            .to_vec()
    }

    /// Replaces Trunk's inline loader in the home page with a loader file (of the build of the
    /// kinds the page holds), and fills in the list of lessons.
    pub fn finish_home_page(
        &self,
        dist: &Path,
        lesson_list: &str,
        build: Option<&Build>,
    ) -> Result<(), String> {
        let path = dist.join("index.html");
        let mut html = with_boot_tag(&read(&path)?);
        if let Some(build) = build {
            // Trunk's preloads of its build share the line that closes the head.
            html = html
                .lines()
                .map(|line| match self.is_preload_of_trunk_build(line) {
                    true if line.ends_with("</head>") => "</head>\n".to_string(),
                    true => String::new(),
                    false => format!("{line}\n"),
                })
                .collect::<String>()
                .replace(BOOT_TAG, &build_head(dist, build)?);
        }
        let marker = "<ol data-lesson-list></ol>";
        if html.contains(marker) {
            html = html.replace(marker, lesson_list);
        }
        write(&path, &html)
    }
}

/// The loader of a page: starts the front end `js` with its `wasm`, then registers the service
/// worker.
fn boot_script(js: &str, wasm: &str) -> String {
    format!(
        "// Starts nimlab's front end (written by nimlab-site from Trunk's loader).\n\
         import init, * as bindings from \"./{js}\";\n\
         await init({{ module_or_path: \"./{wasm}\" }});\n\
         bindings.startPage();\n\
         window.wasmBindings = bindings;\n\
         dispatchEvent(new CustomEvent(\"TrunkApplicationStarted\"));\n\
         {REGISTER_WORKER}"
    )
}

/// A build's preloads and its loader (written into `dist` as `boot-<hash>.js`).
fn build_head(dist: &Path, build: &Build) -> Result<String, String> {
    let boot = boot_file(build);
    write(&dist.join(&boot), &boot_script(&build.js, &build.wasm))?;
    Ok(format!(
        "{}\n  <script type=\"module\" src=\"{boot}\"></script>",
        preload_links(build)
    ))
}

/// The builds the embed loaders pick from, as a JS object (and JSON) literal, one kind a line:
/// `"nim": ["<js>", "<wasm>", <wasm bytes>]`.
fn builds_table(dist: &Path, by_kind: &[(String, Build)]) -> Result<String, String> {
    let mut lines = Vec::new();
    for (kind, build) in by_kind {
        lines.push(format!("  {kind:?}: {}", build_entry(dist, build)?));
    }
    // JSON as well, for the tests that read it.
    Ok(format!("{{\n{}\n}}", lines.join(",\n")))
}

/// A build as the embed loaders take it: its JS, its wasm and the wasm's size, which weighs
/// one build of every kind against several smaller ones.
fn build_entry(dist: &Path, build: &Build) -> Result<String, String> {
    let path = dist.join(&build.wasm);
    let bytes = std::fs::metadata(&path)
        .map_err(|e| format!("{}: {e}", path.display()))?
        .len();
    Ok(format!("[{:?}, {:?}, {bytes}]", build.js, build.wasm))
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

/// `html` with Trunk's inline loader replaced by the `boot.js` tag. The loader ends at the first
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

pub fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::{links_of_head, preload_links, with_boot_tag, Assets, BOOT_TAG};
    use crate::builds::Build;

    #[test]
    fn a_page_with_a_build_of_its_own_drops_the_preloads_of_trunks_build() {
        let assets = Assets {
            head_links: vec![
                "<link rel=\"stylesheet\" href=\"./style-1.css\"/>".into(),
                "<link rel=\"modulepreload\" href=\"./app-1.js\"><link rel=\"preload\" href=\"./app-1_bg.wasm\" as=\"fetch\">".into(),
            ],
            css: "style-1.css".into(),
            js: "app-1.js".into(),
            wasm: "app-1_bg.wasm".into(),
            element_css: String::new(),
            element_css_name: "embed-1.css".into(),
        };
        let own = Build {
            js: "nimlab-frontend-2.js".into(),
            wasm: "nimlab-frontend-2_bg.wasm".into(),
        };
        let head = assets.head_with(&preload_links(&own));
        assert!(head.contains("style-1.css"), "{head}");
        assert!(!head.contains("app-1"), "{head}");
        assert!(
            head.contains("\"./nimlab-frontend-2.js\"")
                && head.contains("\"./nimlab-frontend-2_bg.wasm\""),
            "{head}"
        );
    }

    #[test]
    fn the_inline_loader_gives_way_to_boot_js_after_the_theme_script() {
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
