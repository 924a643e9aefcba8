//! The zip writer the sandboxes' "download every test" button uses: fflate's `zipSync` and
//! `strToU8` (an npm package, installed by `./x` with the others), bundled by esbuild into one
//! small module, `dist/zip-<hash>.js`, that a loader imports at the first such download only.
//!
//! fflate rather than a zip writer of our own: a well-kept library (its 8 KB of zip and deflate
//! are what many sites use), so the archive is compressed (a run of tests is mostly digits: 3 MB
//! of inputs is some 1.3 MB zipped) and its format questions are someone else's tested code.

use std::path::Path;
use std::process::{Command, Stdio};

/// What the bundle exports, for `start.js`'s `nimlabDownload`.
const ENTRY: &str = "export { strToU8, zipSync } from \"fflate\";\n";

/// Bundles the zip writer into `dist` and returns its file name (made from its content).
pub fn bundle(dist: &Path) -> Result<String, String> {
    let staged = dist.join("zip-bundle.js");
    let mut esbuild = Command::new("esbuild");
    esbuild
        .args([
            "--bundle",
            "--format=esm",
            "--minify",
            "--log-level=warning",
        ])
        .arg(format!("--outfile={}", staged.display()))
        // The entry comes on stdin; `fflate` resolves from the working directory's node_modules.
        .args(["--sourcefile=zip.js", "--loader=js"])
        .stdin(Stdio::piped());
    let shown = format!("{esbuild:?}");
    let mut child = esbuild
        .spawn()
        .map_err(|e| format!("could not run {shown}: {e}"))?;
    if let Some(mut stdin) = child.stdin.take() {
        use std::io::Write;
        stdin
            .write_all(ENTRY.as_bytes())
            .map_err(|e| format!("{shown}: {e}"))?;
    }
    let status = child.wait().map_err(|e| format!("{shown}: {e}"))?;
    if !status.success() {
        return Err(format!(
            "{shown} failed ({status}): is fflate installed (npm ci)?"
        ));
    }
    let bytes = crate::files::read_bytes(&staged)?;
    let name = format!("zip-{}.js", crate::builds::hex(&[&bytes]));
    std::fs::rename(&staged, dist.join(&name)).map_err(|e| format!("{name}: {e}"))?;
    Ok(name)
}
