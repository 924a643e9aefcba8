//! What a front-end build is made from, as one key, so that a build whose sources have not
//! changed since it was last made is taken from `target/kinds/out/` without running cargo.
//!
//! Cargo cannot tell this by itself here: the builds of different sets share a target
//! directory and all write the same `nimlab_frontend.wasm`, so each one finds the last one's
//! output newer than its fingerprint and links the front end again (about 40 s a build, 7.5
//! minutes for the 46 when nothing had changed).
//!
//! The key hashes the cargo features, the toolchain (`rustc -vV`, the profile's environment)
//! and the content of every file the front end compiles from: both crates' sources and
//! manifests, `Cargo.lock`, the files the front end includes from `lessons/platforms/`. A
//! widget's own files (`widgets/nim/`, `widgets/mex.rs`, and its words in the course crate's
//! `widgets/mex.rs`) count only for the builds holding that kind: no other module imports a
//! widget or its words (only the `widgets/mod.rs` files, which count for all), and a build
//! without the kind's feature leaves its code out. So a change to one widget's file
//! rebuilds the few sets that hold it.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

use crate::files;
use crate::offline::Fnv64;

/// The folders and files, from the workspace's root, that the front end's builds are made of.
const INPUTS: [&str; 9] = [
    "Cargo.toml",
    "Cargo.lock",
    "crates/course/Cargo.toml",
    "crates/course/src",
    "crates/frontend",
    "crates/solver/Cargo.toml",
    "crates/solver/src",
    "lessons/platforms",
    "rust-toolchain.toml",
];
/// Where each widget kind's own modules live: `widgets/<kind with _ for ->` (`.rs` or a
/// folder), its drawing in the front end and its words in the course.
const WIDGETS: [&str; 2] = ["crates/frontend/src/widgets/", "crates/course/src/widgets/"];

/// The inputs of the front end's builds, read once per run.
pub struct Sources {
    /// Each input file's path from the root and the hash of its content, in path order.
    files: Vec<(String, u64)>,
    /// The compiler and the environment that changes what cargo makes.
    toolchain: String,
}

impl Sources {
    /// Reads the inputs under the workspace's `root`.
    pub fn read(root: &Path) -> Result<Sources, String> {
        let mut files = Vec::new();
        for input in INPUTS {
            collect(root, input, &mut files)?;
        }
        files.sort();
        let rustc = Command::new("rustc")
            .arg("-vV")
            .output()
            .map_err(|e| format!("rustc -vV: {e}"))?;
        let mut toolchain = String::from_utf8_lossy(&rustc.stdout).into_owned();
        for (name, value) in std::env::vars() {
            if name.starts_with("CARGO_PROFILE") || name.starts_with("RUSTFLAGS") {
                toolchain.push_str(&format!("{name}={value}\n"));
            }
        }
        Ok(Sources { files, toolchain })
    }

    /// No inputs at all, for tests that make no build.
    #[cfg(test)]
    pub fn none() -> Sources {
        Sources {
            files: Vec::new(),
            toolchain: String::new(),
        }
    }

    /// The key of a build with `features`, holding the widget kinds `kinds` of `every_kind`.
    pub fn key(
        &self,
        features: &[String],
        kinds: &BTreeSet<&str>,
        every_kind: &BTreeSet<String>,
    ) -> String {
        let mut hash = Fnv64::new();
        hash.write(self.toolchain.as_bytes());
        for feature in features {
            hash.write(feature.as_bytes());
            hash.write(&[0]);
        }
        for (path, content) in &self.files {
            let left_out = widget_of(path)
                .is_some_and(|kind| every_kind.contains(&kind) && !kinds.contains(kind.as_str()));
            if !left_out {
                hash.write(path.as_bytes());
                hash.write(&content.to_le_bytes());
            }
        }
        format!("{:016x}", hash.finish())
    }
}

/// Adds `path` (a file, or every file under a folder; nothing if it does not exist) to `files`.
fn collect(root: &Path, path: &str, files: &mut Vec<(String, u64)>) -> Result<(), String> {
    let full = root.join(path);
    let found = if full.is_dir() {
        files::under(&full)?
            .into_iter()
            .map(|inner| format!("{path}/{inner}"))
            .collect()
    } else if full.is_file() {
        vec![path.to_string()]
    } else {
        Vec::new()
    };
    for path in found {
        let mut hash = Fnv64::new();
        hash.write(&files::read_bytes(&root.join(&path))?);
        files.push((path, hash.finish()));
    }
    Ok(())
}

/// The widget kind whose own module `path` is part of (`crates/frontend/src/widgets/ends_bench.rs`
/// → `ends-bench`), if it is under a `widgets/` of [`WIDGETS`] but not its `mod.rs`.
fn widget_of(path: &str) -> Option<String> {
    let rest = WIDGETS.iter().find_map(|root| path.strip_prefix(root))?;
    let first = rest.split('/').next()?;
    let stem = first.strip_suffix(".rs").unwrap_or(first);
    (stem != "mod").then(|| stem.replace('_', "-"))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::{widget_of, Sources, WIDGETS};

    fn sources(files: &[(&str, u64)]) -> Sources {
        Sources {
            files: files
                .iter()
                .map(|(path, hash)| (path.to_string(), *hash))
                .collect(),
            toolchain: "rustc 1.95".into(),
        }
    }

    #[test]
    fn a_widgets_files_are_its_kinds() {
        assert_eq!(
            widget_of("crates/frontend/src/widgets/ends_bench.rs").as_deref(),
            Some("ends-bench")
        );
        assert_eq!(
            widget_of("crates/frontend/src/widgets/nim/bits.rs").as_deref(),
            Some("nim")
        );
        assert_eq!(
            widget_of("crates/course/src/widgets/wl_table.rs").as_deref(),
            Some("wl-table")
        );
        assert_eq!(widget_of("crates/frontend/src/widgets/mod.rs"), None);
        assert_eq!(widget_of("crates/course/src/widgets/mod.rs"), None);
        assert_eq!(widget_of("crates/frontend/src/kit/player.rs"), None);
    }

    #[test]
    fn a_change_to_one_widget_changes_the_keys_of_the_builds_holding_it_only() {
        let every: BTreeSet<String> = ["nim", "mex"].iter().map(|k| k.to_string()).collect();
        let nim = BTreeSet::from(["nim"]);
        let mex = BTreeSet::from(["mex"]);
        let features = ["widget-nim".to_string()];
        let before = sources(&[
            ("crates/frontend/src/kit/player.rs", 1),
            ("crates/frontend/src/widgets/nim/mod.rs", 2),
            ("crates/frontend/src/widgets/mex.rs", 3),
            ("crates/frontend/src/widgets/practice/mod.rs", 4),
        ]);
        let nim_changed = sources(&[
            ("crates/frontend/src/kit/player.rs", 1),
            ("crates/frontend/src/widgets/nim/mod.rs", 9),
            ("crates/frontend/src/widgets/mex.rs", 3),
            ("crates/frontend/src/widgets/practice/mod.rs", 4),
        ]);
        let kit_changed = sources(&[
            ("crates/frontend/src/kit/player.rs", 9),
            ("crates/frontend/src/widgets/nim/mod.rs", 2),
            ("crates/frontend/src/widgets/mex.rs", 3),
            ("crates/frontend/src/widgets/practice/mod.rs", 4),
        ]);
        let key = |s: &Sources, kinds| s.key(&features, kinds, &every);
        assert_ne!(key(&before, &nim), key(&nim_changed, &nim));
        assert_eq!(key(&before, &mex), key(&nim_changed, &mex));
        assert_ne!(key(&before, &mex), key(&kit_changed, &mex));
        // A folder that is no kind's ("practice" holds three) counts for every build.
        let practice_changed = sources(&[
            ("crates/frontend/src/kit/player.rs", 1),
            ("crates/frontend/src/widgets/nim/mod.rs", 2),
            ("crates/frontend/src/widgets/mex.rs", 3),
            ("crates/frontend/src/widgets/practice/mod.rs", 8),
        ]);
        assert_ne!(key(&before, &mex), key(&practice_changed, &mex));
        assert_ne!(
            before.key(&features, &nim, &every),
            before.key(&["widget-mex".to_string()], &nim, &every)
        );
    }

    /// The keys above hold only if no widget's code uses another widget's: a change to the
    /// one would not rebuild the builds holding the other.
    #[test]
    fn no_widget_uses_another_widgets_module() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        for folder in WIDGETS {
            let own: Vec<(String, String)> = crate::files::under(&root.join(folder))
                .expect("the widgets folder")
                .into_iter()
                .filter_map(|file| Some((widget_of(&format!("{folder}{file}"))?, file)))
                .collect();
            let modules: BTreeSet<String> =
                own.iter().map(|(kind, _)| kind.replace('-', "_")).collect();
            for (kind, file) in &own {
                let text = std::fs::read_to_string(root.join(folder).join(file)).expect("a source");
                let up = if file.contains('/') {
                    "super::super::"
                } else {
                    "super::"
                };
                for other in modules.iter().filter(|m| **m != kind.replace('-', "_")) {
                    for path in [format!("crate::widgets::{other}::"), format!("{up}{other}")] {
                        let named = text.match_indices(&path).any(|(at, _)| {
                            let next = text[at + path.len()..].chars().next();
                            !next.is_some_and(|c| c.is_alphanumeric() || c == '_')
                        });
                        assert!(
                            !named,
                            "{folder}{file} uses the {other} widget's module ({path})"
                        );
                    }
                }
            }
        }
    }
}
