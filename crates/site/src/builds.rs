//! One front-end build per set of widget kinds, so that a page downloads the code of the widgets
//! it holds and no other.
//!
//! Trunk builds the front end with every kind (the playground and the embed page use it). A page
//! holding fewer kinds gets a build of its own, made here with the front end's cargo features
//! (`widget-<kind>`, see `crates/frontend/Cargo.toml`): `cargo build` with only those features,
//! then `wasm-bindgen` and `wasm-opt -Oz` as Trunk runs them. The files are named after a hash of
//! their content, like Trunk's, so a browser or the service worker may keep them for good.
//!
//! The site's pages use about ten distinct sets, built two or more at a time. Cargo keeps each
//! set's compiled crate, so a build after a change outside the front end recompiles nothing; the
//! wasm-bindgen and wasm-opt output is kept too (`target/kinds/out/`), by the hash of cargo's
//! wasm.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use crate::offline::Fnv64;

/// The front end's JS glue and wasm for one set of kinds, as named in `dist/`.
#[derive(Clone, Debug, PartialEq)]
pub struct Build {
    pub js: String,
    pub wasm: String,
}

pub struct Builder {
    /// Every kind the front end knows (its `all-widgets` feature).
    every_kind: BTreeSet<String>,
    manifest: PathBuf,
    target: PathBuf,
    dist: PathBuf,
    made: BTreeMap<BTreeSet<String>, Build>,
    /// The Embed panel's build (see `make_all`).
    panel: Option<Build>,
}

/// A build to make: the front end holding some kinds, or the Embed panel alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Job<'a> {
    Kinds(&'a BTreeSet<String>),
    Panel,
}

const TARGET: &str = "wasm32-unknown-unknown";

impl Builder {
    /// `frontend` is the front end's crate directory, `target` a cargo target directory of its
    /// own (switching features in Trunk's would make Trunk rebuild every time).
    pub fn new(frontend: &Path, target: &Path, dist: &Path) -> Result<Builder, String> {
        let manifest = frontend.join("Cargo.toml");
        let every_kind = kinds_of_manifest(&crate::assets::read(&manifest)?)?;
        Ok(Builder {
            every_kind,
            manifest,
            target: target.to_path_buf(),
            dist: dist.to_path_buf(),
            made: BTreeMap::new(),
            panel: None,
        })
    }

    /// Makes the builds of the pages holding each of `pages` (sets of kinds), of the embeds
    /// holding each of `embeds`, and of the Embed panel, two or more at a time: each build links
    /// the whole front end on one core. A page's build has the Embed button, which loads the
    /// panel's build on its first press (the front end's `embed-toggle` and `panel-module`
    /// features); the builds of embeds only (a set no page holds) leave the button out, as a
    /// frame or an element never shows it. A kind the front end does not know is an error: a
    /// page misspelled a widget's name.
    pub fn make_all(
        &mut self,
        pages: &[BTreeSet<String>],
        embeds: &[BTreeSet<String>],
    ) -> Result<(), String> {
        for kinds in pages.iter().chain(embeds) {
            if let Some(unknown) = kinds.iter().find(|kind| !self.every_kind.contains(*kind)) {
                return Err(format!("no widget kind is called {unknown:?}"));
            }
        }
        let mut queue: Vec<Job> = pages
            .iter()
            .chain(embeds)
            .filter(|kinds| **kinds != self.every_kind && !self.made.contains_key(*kinds))
            .map(Job::Kinds)
            .collect();
        if self.panel.is_none() {
            queue.push(Job::Panel);
        }
        queue.sort();
        queue.dedup();
        let queue = Mutex::new(queue);
        let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
        let this = &*self;
        let made = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..workers)
                .map(|worker| {
                    let queue = &queue;
                    // A target directory per worker: cargo locks the one it builds in.
                    let target = this.target.join(format!("worker-{worker}"));
                    scope.spawn(move || -> Result<Vec<_>, String> {
                        let mut made = Vec::new();
                        loop {
                            // Taken in a statement of its own, so the lock is let go at once.
                            let next = queue.lock().map_err(|e| e.to_string())?.pop();
                            let Some(job) = next else { break };
                            made.push((job, this.make(job, pages, &target)?));
                        }
                        Ok(made)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|handle| {
                    handle
                        .join()
                        .map_err(|_| "a build thread panicked".to_string())?
                })
                .collect::<Result<Vec<_>, String>>()
        })?;
        for (job, build) in made.into_iter().flatten() {
            match job {
                Job::Kinds(kinds) => {
                    self.made.insert(kinds.clone(), build);
                }
                Job::Panel => self.panel = Some(build),
            }
        }
        Ok(())
    }

    /// The build for a page holding `kinds` (made by `make_all`): `None` when that is every
    /// kind (Trunk's build).
    pub fn for_kinds(&self, kinds: &BTreeSet<String>) -> Result<Option<Build>, String> {
        if *kinds == self.every_kind {
            return Ok(None);
        }
        match self.made.get(kinds) {
            Some(build) => Ok(Some(build.clone())),
            None => Err(format!("no build was made for the kinds {kinds:?}")),
        }
    }

    /// For each kind, the smallest build made that holds it (the embed page loads it for a frame
    /// of that kind); a kind in no page's build is left to Trunk's.
    pub fn by_kind(&self) -> Vec<(String, Build)> {
        self.every_kind
            .iter()
            .filter_map(|kind| {
                self.made
                    .iter()
                    .filter(|(kinds, _)| kinds.contains(kind))
                    .min_by_key(|(kinds, _)| kinds.len())
                    .map(|(_, build)| (kind.clone(), build.clone()))
            })
            .collect()
    }

    /// The builds of `pages` (sets of kinds), with the kinds each holds.
    pub fn sets_for(&self, pages: &[BTreeSet<String>]) -> Vec<(Vec<String>, Build)> {
        self.made
            .iter()
            .filter(|(kinds, _)| pages.contains(kinds))
            .map(|(kinds, build)| (kinds.iter().cloned().collect(), build.clone()))
            .collect()
    }

    /// The files of the builds that no page of `pages` loads: those made for blog embeds only.
    pub fn files_not_for(&self, pages: &[BTreeSet<String>]) -> Vec<String> {
        self.made
            .iter()
            .filter(|(kinds, _)| !pages.contains(kinds))
            .flat_map(|(_, build)| [build.js.clone(), build.wasm.clone()])
            .collect()
    }

    /// Every kind the front end knows, in the order of names.
    pub fn every_kind(&self) -> Vec<String> {
        self.every_kind.iter().cloned().collect()
    }

    /// The Embed panel's build (made by `make_all`), which the pages' loaders start when a
    /// reader first presses a widget's Embed button.
    pub fn panel(&self) -> Result<Build, String> {
        self.panel
            .clone()
            .ok_or_else(|| "the Embed panel's build was not made".to_string())
    }

    /// Every build made, for the service worker's list of files that never change.
    pub fn files(&self) -> Vec<String> {
        self.made
            .values()
            .chain(&self.panel)
            .flat_map(|build| [build.js.clone(), build.wasm.clone()])
            .collect()
    }

    /// A build for `job`: a page's build (one of `pages`) has the Embed button.
    fn make(&self, job: Job, pages: &[BTreeSet<String>], target: &Path) -> Result<Build, String> {
        let features: Vec<String> = match job {
            Job::Kinds(kinds) => {
                let mut features: Vec<String> =
                    kinds.iter().map(|kind| format!("widget-{kind}")).collect();
                if pages.contains(kinds) {
                    features.push("embed-toggle".into());
                }
                features
            }
            Job::Panel => vec!["panel-module".into()],
        };
        let mut cargo = Command::new("cargo");
        cargo
            .args(["build", "--quiet", "--release", "--target", TARGET])
            .arg("--manifest-path")
            .arg(&self.manifest)
            .arg("--no-default-features")
            .arg("--target-dir")
            .arg(target);
        if !features.is_empty() {
            cargo.args(["--features", &features.join(",")]);
        }
        run(&mut cargo)?;
        let linked = target
            .join(TARGET)
            .join("release")
            .join("nimlab_frontend.wasm");
        let bytes = std::fs::read(&linked).map_err(|e| format!("{}: {e}", linked.display()))?;
        let out = self.target.join("out").join(hex(&[&bytes]));
        if !out.join(GLUE).exists() {
            bindgen_and_optimise(&linked, &out)?;
        }
        self.copy_to_dist(&out)
    }

    /// Copies a build into `dist/` under names made from its content.
    fn copy_to_dist(&self, out: &Path) -> Result<Build, String> {
        let js = read_bytes(&out.join(GLUE))?;
        let wasm = read_bytes(&out.join(WASM))?;
        let stem = format!("nimlab-frontend-{}", hex(&[&js, &wasm]));
        let build = Build {
            js: format!("{stem}.js"),
            wasm: format!("{stem}_bg.wasm"),
        };
        write_bytes(&self.dist.join(&build.js), &js)?;
        write_bytes(&self.dist.join(&build.wasm), &wasm)?;
        Ok(build)
    }
}

const GLUE: &str = "kinds.js";
const WASM: &str = "kinds_bg.wasm";

fn bindgen_and_optimise(linked: &Path, out: &Path) -> Result<(), String> {
    let mut bindgen = Command::new("wasm-bindgen");
    bindgen
        .args(["--target", "web", "--out-name", "kinds", "--out-dir"])
        .arg(out)
        .arg(linked);
    run(&mut bindgen)?;
    let wasm = out.join(WASM);
    // As Trunk runs it for the site's own build (`data-wasm-opt="z"` in web/index.html).
    let mut opt = Command::new("wasm-opt");
    opt.arg("-Oz").arg(&wasm).arg("-o").arg(&wasm);
    run(&mut opt)
}

/// The kinds listed by the front end's `all-widgets` feature.
fn kinds_of_manifest(manifest: &str) -> Result<BTreeSet<String>, String> {
    let line = manifest
        .lines()
        .find(|line| line.starts_with("all-widgets = ["))
        .ok_or("crates/frontend/Cargo.toml has no all-widgets feature")?;
    let kinds: BTreeSet<String> = line
        .split('"')
        .filter_map(|item| item.strip_prefix("widget-"))
        .map(String::from)
        .collect();
    if kinds.is_empty() {
        return Err("the all-widgets feature lists no widget".into());
    }
    Ok(kinds)
}

/// Runs a build tool, failing with its command line when it fails.
pub fn run(command: &mut Command) -> Result<(), String> {
    let shown = format!("{command:?}");
    let status = command
        .status()
        .map_err(|e| format!("could not run {shown}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{shown} failed ({status})"))
    }
}

fn hex(parts: &[&[u8]]) -> String {
    let mut hash = Fnv64::new();
    for part in parts {
        hash.write(part);
    }
    format!("{:016x}", hash.finish())
}

fn read_bytes(path: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))
}

fn write_bytes(path: &Path, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|e| format!("{}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::kinds_of_manifest;

    #[test]
    fn the_kinds_are_read_from_the_all_widgets_feature() {
        let manifest = "[features]\ndefault = [\"all-widgets\"]\nall-widgets = [\"widget-nim\", \"widget-wl-table\"]\nwidget-nim = []\n";
        let kinds = kinds_of_manifest(manifest).unwrap();
        assert_eq!(kinds.into_iter().collect::<Vec<_>>(), ["nim", "wl-table"]);
        assert!(kinds_of_manifest("[features]\n").is_err());
    }
}
