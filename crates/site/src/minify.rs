//! The last pass over the site's scripts and stylesheets: esbuild's minifier.
//!
//! Every page loads the stylesheet (90 KB as written, with the comments that say why each rule
//! is there) and a wasm-bindgen glue (50 KB, with its JSDoc); a blog post loads `embed.js`. Gzip
//! alone leaves 17 + 8.5 + 5 KB of them; minified they are 12.8 + 6.4 + 2.7 KB, which counts
//! against the 120 KB of an embed. The sources stay readable: only `dist/` is minified.
//!
//! esbuild (an npm package, installed by `./x` with the others) rather than a minifier written
//! here: it parses both languages properly, keeps the modules' semantics (top-level `await`,
//! `import.meta`) and is what most of the web's build tools run. It only rewrites a file's
//! bytes, never its name, so the names Trunk and `builds.rs` made from their contents still name
//! one version each. The service worker is left as written: it is small, loaded after the page,
//! and `offline.test.mjs` reads its version line.

use std::path::Path;
use std::process::Command;

use crate::offline::WORKER;

/// The folders of `dist` whose scripts and stylesheets are minified: the root (Trunk's and
/// nimlab-site's files) and `static/` (the theme script and the faces' sheet, which every page
/// loads before its wasm is in).
const FOLDERS: [&str; 2] = ["", "static"];

/// Minifies, in place, every `.js` and `.css` file in [`FOLDERS`] of `dist` but the worker.
pub fn scripts_and_styles(dist: &Path) -> Result<(), String> {
    let mut files = Vec::new();
    for folder in FOLDERS {
        let path = dist.join(folder);
        if !path.is_dir() {
            continue;
        }
        for entry in std::fs::read_dir(&path).map_err(|e| format!("{}: {e}", path.display()))? {
            let name = entry
                .map_err(|e| format!("{}: {e}", path.display()))?
                .file_name()
                .to_string_lossy()
                .into_owned();
            if (name.ends_with(".js") || name.ends_with(".css")) && name != WORKER {
                files.push(if folder.is_empty() {
                    name
                } else {
                    format!("{folder}/{name}")
                });
            }
        }
    }
    if files.is_empty() {
        return Ok(());
    }
    files.sort();
    let mut esbuild = Command::new("esbuild");
    esbuild
        .current_dir(dist)
        .args(&files)
        // UTF-8 as written: escaping the Vietnamese of embed.js as \u… would make it longer.
        .args(["--minify", "--charset=utf8", "--log-level=warning"])
        // Each file back where it was, `static/` ones included, whatever the set's common folder.
        .args(["--outdir=.", "--outbase=.", "--allow-overwrite"]);
    crate::builds::run(&mut esbuild)
}
