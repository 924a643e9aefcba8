//! `sw.js`: the service worker that keeps the site working offline after one visit.
//!
//! It is written last, once everything else is in `dist/`, so its precache list is simply every
//! file there, and its version is a hash of all of them: a deploy that changes any file (or the
//! worker's own code) gives the worker a new version, hence new bytes, which is what makes a
//! browser install it and replace the old cache. How the worker answers requests, and why, is
//! told in the template, `sw.js` next to this file.
//!
//! The list holds the pages, their loaders, the hashed JS, wasm and CSS (a stylesheet per
//! page), the Embed panel's and the games' builds, `solver/`, `static/` and the embed files; not
//! the builds and stylesheets made for blog embeds only, which no page of the site loads. A
//! page's loader registers the worker once the front end has started; the embed frame and
//! `embed.js` in a blog post never do. Where a browser offers no service workers (plain http
//! away from localhost) the site works as before, only not offline.

use std::path::Path;

use crate::files;

/// The worker's file name, at the site's root so that its scope is the whole site.
pub const WORKER: &str = "sw.js";
const TEMPLATE: &str = include_str!("sw.js");

/// What the worker precaches, as the build left it.
pub struct Precache {
    /// Paths relative to the site's root, with `/` between folders, sorted; `./` (the home page
    /// as its address without a file name) comes first.
    pub files: Vec<String>,
    /// The sum of the files' sizes.
    pub bytes: u64,
    /// A hash of every file's path and contents, and of the worker's template.
    pub version: String,
}

impl Precache {
    /// Reads every file under `dist` except the worker itself, hidden files (Trunk's staging)
    /// and `skip` (the builds made for blog embeds only, which no page of the site loads).
    pub fn of_dist(dist: &Path, skip: &[String]) -> Result<Precache, String> {
        let mut paths = Vec::new();
        paths.extend(
            files::under(dist)?
                .into_iter()
                .filter(|path| path != WORKER),
        );
        paths.retain(|path| !skip.contains(path));
        paths.sort();
        let mut hash = Fnv64::new();
        hash.write(TEMPLATE.as_bytes());
        let mut bytes = 0;
        for path in &paths {
            let contents = std::fs::read(dist.join(path)).map_err(|e| format!("{path}: {e}"))?;
            hash.file(path, &contents);
            bytes += contents.len() as u64;
        }
        let mut files = Vec::with_capacity(paths.len() + 1);
        if paths.iter().any(|path| path == "index.html") {
            // Visitors reach the home page as the site's folder too; cached under both addresses.
            files.push("./".to_string());
        }
        files.extend(paths);
        Ok(Precache {
            files,
            bytes,
            version: format!("{:016x}", hash.finish()),
        })
    }

    /// The worker's source: the template with this precache's lists and version filled in.
    /// `immutable` names the files whose names carry their content's hash (served cache first).
    pub fn worker(&self, immutable: &[impl AsRef<str>]) -> String {
        let immutable: Vec<&str> = immutable
            .iter()
            .map(AsRef::as_ref)
            .filter(|name| self.files.iter().any(|file| file == name))
            .collect();
        TEMPLATE
            .replace("{{VERSION}}", &self.version)
            .replace("{{FILES}}", &json_list(&self.files))
            .replace("{{IMMUTABLE}}", &json_list(&immutable))
    }

    /// Writes `dist/sw.js`.
    pub fn write_worker(&self, dist: &Path, immutable: &[impl AsRef<str>]) -> Result<(), String> {
        let path = dist.join(WORKER);
        std::fs::write(&path, self.worker(immutable))
            .map_err(|e| format!("{}: {e}", path.display()))
    }
}

/// A JSON array of strings, for the template. File names need little escaping, but a quote or
/// backslash in one must not end the string early.
fn json_list(items: &[impl AsRef<str>]) -> String {
    let quoted: Vec<String> = items
        .iter()
        .map(|item| {
            let mut out = String::from("\"");
            for c in item.as_ref().chars() {
                match c {
                    '"' => out.push_str("\\\""),
                    '\\' => out.push_str("\\\\"),
                    c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
                    c => out.push(c),
                }
            }
            out.push('"');
            out
        })
        .collect();
    format!("[{}]", quoted.join(", "))
}

/// FNV-1a, 64 bits: a hash fixed by its definition (std's `DefaultHasher` may change between Rust
/// releases, which would change the version of identical files), and enough to tell one build
/// from another; nothing here needs a cryptographic hash.
pub(crate) struct Fnv64(u64);

impl Fnv64 {
    pub(crate) fn new() -> Fnv64 {
        Fnv64(0xcbf2_9ce4_8422_2325)
    }

    pub(crate) fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }

    /// One file: its path, its length (so that bytes cannot move from one file to the next
    /// without changing the hash) and its contents.
    fn file(&mut self, path: &str, contents: &[u8]) {
        self.write(path.as_bytes());
        self.write(&[0]);
        self.write(&(contents.len() as u64).to_le_bytes());
        self.write(contents);
    }

    pub(crate) fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    /// A fresh folder in the system's temporary folder (one per test and process, as tests
    /// run in parallel), laid out like a small `dist/`.
    fn sample_dist(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("nimlab-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for (path, text) in [
            ("index.html", "<p>home</p>"),
            ("nim.html", "<p>nim</p>"),
            ("boot.js", "import './app-0123456789abcdef.js';"),
            ("app-0123456789abcdef.js", "export default 1;"),
            ("app-0123456789abcdef_bg.wasm", "\0asm"),
            ("solver/nimlab_solver.js", "export {}"),
            ("static/favicon.svg", "<svg/>"),
            (".stage/left-over.js", "staging"),
            ("sw.js", "an older worker"),
        ] {
            let file = dir.join(path);
            std::fs::create_dir_all(file.parent().expect("a folder")).expect("a folder");
            std::fs::write(file, text).expect("a file");
        }
        dir
    }

    #[test]
    fn leaves_out_the_files_it_is_told_to() {
        let dist = sample_dist("offline-skips");
        let skip = ["app-0123456789abcdef_bg.wasm".to_string()];
        let precache = Precache::of_dist(&dist, &skip).expect("a precache");
        assert!(precache.files.iter().any(|file| file == "nim.html"));
        assert!(!precache.files.contains(&skip[0]));
    }

    #[test]
    fn lists_every_file_relative_to_the_root_and_not_the_worker() {
        let dist = sample_dist("offline-lists");
        let precache = Precache::of_dist(&dist, &[]).expect("a precache");
        assert_eq!(
            precache.files,
            [
                "./",
                "app-0123456789abcdef.js",
                "app-0123456789abcdef_bg.wasm",
                "boot.js",
                "index.html",
                "nim.html",
                "solver/nimlab_solver.js",
                "static/favicon.svg",
            ]
        );
        assert_eq!(precache.bytes, 11 + 10 + 35 + 17 + 4 + 9 + 6);
        for file in &precache.files {
            assert!(
                !file.starts_with('/') && !file.contains("://"),
                "{file} is not relative"
            );
        }
        std::fs::remove_dir_all(dist).expect("cleaned up");
    }

    #[test]
    fn the_version_changes_with_any_file_and_only_then() {
        let dist = sample_dist("offline-version");
        let first = Precache::of_dist(&dist, &[]).expect("a precache").version;
        assert_eq!(first.len(), 16);
        assert_eq!(
            Precache::of_dist(&dist, &[]).expect("a precache").version,
            first
        );
        // The worker itself and hidden files are not part of the site's version.
        std::fs::write(dist.join("sw.js"), "another worker").expect("a file");
        std::fs::write(dist.join(".stage/left-over.js"), "other").expect("a file");
        assert_eq!(
            Precache::of_dist(&dist, &[]).expect("a precache").version,
            first
        );
        // One byte of one file, deep in a folder, is a new deploy.
        std::fs::write(dist.join("solver/nimlab_solver.js"), "export {};").expect("a file");
        let second = Precache::of_dist(&dist, &[]).expect("a precache").version;
        assert_ne!(second, first);
        // Bytes moved from one file to another are a change too.
        std::fs::write(dist.join("index.html"), "<p>home</p><p>").expect("a file");
        std::fs::write(dist.join("nim.html"), "nim</p>").expect("a file");
        assert_ne!(
            Precache::of_dist(&dist, &[]).expect("a precache").version,
            second
        );
        std::fs::remove_dir_all(dist).expect("cleaned up");
    }

    #[test]
    fn the_worker_holds_the_lists_and_the_version() {
        let dist = sample_dist("offline-worker");
        let precache = Precache::of_dist(&dist, &[]).expect("a precache");
        precache
            .write_worker(
                &dist,
                &["app-0123456789abcdef.js", "gone-0123456789abcdef.css"],
            )
            .expect("written");
        let worker = std::fs::read_to_string(dist.join(WORKER)).expect("the worker");
        assert!(worker.contains(&format!("const VERSION = \"{}\";", precache.version)));
        assert!(worker.contains(
            "const FILES = [\"./\", \"app-0123456789abcdef.js\", \"app-0123456789abcdef_bg.wasm\", \"boot.js\", \"index.html\", \"nim.html\", \"solver/nimlab_solver.js\", \"static/favicon.svg\"];"
        ));
        // A hashed name that is not in dist/ is not listed.
        assert!(worker.contains("const IMMUTABLE = new Set([\"app-0123456789abcdef.js\"]);"));
        assert!(!worker.contains("{{"), "a placeholder left in the worker");
        std::fs::remove_dir_all(dist).expect("cleaned up");
    }

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(
            json_list(&["a\"b", "c\\d", "e\nf"]),
            r#"["a\"b", "c\\d", "e\u000af"]"#
        );
        assert_eq!(json_list(&[] as &[&str]), "[]");
    }

    #[test]
    fn fnv_matches_its_reference_values() {
        // From the FNV reference: "" and "a".
        let mut empty = Fnv64::new();
        empty.write(b"");
        assert_eq!(empty.finish(), 0xcbf2_9ce4_8422_2325);
        let mut a = Fnv64::new();
        a.write(b"a");
        assert_eq!(a.finish(), 0xaf63_dc4c_8601_ec8c);
    }
}
