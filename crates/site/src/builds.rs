//! One front-end build per set of widget kinds, so that a page downloads the code of the widgets
//! it holds and no other.
//!
//! Trunk builds the front end with every kind (the playground and the embed page use it). A page
//! holding fewer kinds gets a build of its own, made here with the front end's cargo features
//! (`widget-<kind>`, see `crates/frontend/Cargo.toml`): `cargo build` with only those features,
//! then `wasm-bindgen` and `wasm-opt` (Trunk's `-Oz` with more passes and settings,
//! `WASM_OPT_FLAGS`; the tests' and `./x serve`'s builds a quick `-O1`, `QUICK_WASM_OPT_FLAGS`).
//! The files are named after a hash of their content, like Trunk's, so a browser or the service
//! worker may keep them for good.
//!
//! A sandbox runs the judge of one exercise, and a page names it (`data-exercise`): in a page's
//! set, `sandbox:<id>` stands for a sandbox holding that exercise's judge only (nimlab-solver's
//! `exercise-<id>` feature), so that the graphs page, with one sandbox, carries one judge of
//! sixteen. `sandbox` alone holds every judge: the builds of frames and elements, which may show
//! any exercise, and of a page whose sandboxes name them all. A lesson's quick check the same
//! way: `quiz:<topic>` holds that lesson's questions only (`quiz-<topic>`, from `data-topic`),
//! `quiz` every lesson's. See [`Builder::needs`]. Frames and elements get a build per topic too
//! (every lesson's questions took a quiz embed over its budget, 136 KB gzip for 120), chosen by
//! their `topic` (see [`Builder::for_embeds`]); the sandbox's whole build is within it.
//!
//! The site's pages use about ten distinct sets, 46 builds with the embeds' and the games',
//! built two or more at a time. A build whose sources have not changed is not made again
//! (`sources`: a run with nothing changed takes seconds, a change to one widget's file rebuilds
//! the sets holding it); the wasm-bindgen and wasm-opt output is kept (`target/kinds/out/`) by
//! the hash of cargo's wasm and wasm-opt's flags.
//!
//! A lesson page's build also holds its widgets' games against the computer, which wasm-split
//! (`wasm-split-cli`, of `wasm_split_cli_support`) cuts off into a part of their own after
//! cargo: the page fetches that part on the first game a reader scrolls to (the front end's
//! `split-games` feature). Before, each game was a build of its own carrying its own copy of
//! the kit: nim.html read to the end fetched 312 KB of wasm (its build and three games'), 213
//! KB split. The same part holds the widgets that close a lesson (its quick check, its
//! exercises), mounted as a reader reaches them (the front end's `widgets/later.rs`): split,
//! the main module is 8–10 KB heavier (its links into the part), which the quick check's 13 KB
//! more than pays back. A frame or an element opens its game from that part when the build it
//! loads has one (nim's: the authors page's build; the loaders read it from the build's entry,
//! `Build::games`), else from the game's own build. The builds made for embeds alone are split
//! the same way: graph's, the heaviest, is 105.8 KB gzip of main module and glue and a 36.8 KB
//! part, where its game was a 71 KB build of its own (the split entry `openGame` calls
//! wasm-split's loader without async machinery, and wasm-opt inlines a function with one caller
//! only when it is small: [`WASM_OPT_FLAGS`]).
//!
//! Why not one build for the whole site, split by use: the splitter makes one chunk per set
//! of parts that share code. Split per widget kind, the whole front end became 22 parts and 405
//! chunks, 40 % heavier than unsplit; with the kit kept in the main module, still 323 chunks,
//! and lesson 01 needed 185 KB of wasm in 127 files against 105 KB in one file here.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use crate::files::{self, read_bytes};
use crate::offline::Fnv64;
use crate::sources::Sources;

/// The front end's JS glue and wasm for one set of kinds, as named in `dist/`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Build {
    pub js: String,
    pub wasm: String,
    /// A split build's other files: wasm-split's loader and the games' part (see
    /// `bindgen_and_optimise`).
    pub parts: Vec<String>,
    /// The kinds whose games the build holds in that part, which its page opens from it.
    pub games: Vec<String>,
}

impl Build {
    /// Its files: the glue, the wasm and a split build's other files.
    fn files(&self) -> Vec<String> {
        [&self.js, &self.wasm]
            .into_iter()
            .chain(&self.parts)
            .cloned()
            .collect()
    }
}

pub struct Builder {
    /// What the builds are made from (see `sources`).
    sources: Sources,
    /// Every kind the front end knows (its `all-widgets` feature).
    every_kind: BTreeSet<String>,
    manifest: PathBuf,
    target: PathBuf,
    dist: PathBuf,
    made: BTreeMap<BTreeSet<String>, Build>,
    /// The Embed panel's build (see `make_all`).
    panel: Option<Build>,
    /// The kinds whose widget has a game against the computer in a build of its own (the
    /// front end's `all-games` feature), and those builds once made.
    game_kinds: BTreeSet<String>,
    games: BTreeMap<String, Build>,
    /// Whether the builds of pages and embeds carry the tests' hooks (`--test-hooks`, the front
    /// end's `test-hooks` feature): only those `./x test` makes.
    pub test_hooks: bool,
    /// Whether wasm-opt optimises quickly rather than for size (`--quick`, `./x serve`'s
    /// builds): see `QUICK_WASM_OPT_FLAGS`.
    pub quick: bool,
}

/// A build to make: the front end holding some kinds, the Embed panel alone, or the game
/// against the computer of one kind's widget alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Job<'a> {
    Kinds(&'a BTreeSet<String>),
    Panel,
    Game(&'a str),
}

const TARGET: &str = "wasm32-unknown-unknown";

/// The next job for `worker` of `workers`: one of its own home first (see [`Job::home`]),
/// else, once those are done, another's, so that no worker idles while jobs are left.
fn take_job<'a>(queue: &mut Vec<Job<'a>>, worker: usize, workers: usize) -> Option<Job<'a>> {
    let index = queue
        .iter()
        .rposition(|job| job.home(workers) == worker)
        .or_else(|| queue.len().checked_sub(1))?;
    Some(queue.remove(index))
}

impl Job<'_> {
    /// The target directory (of `workers`, one per worker as cargo locks the one it builds
    /// in) that always builds this job: the same from one run to the next, so that the
    /// dependencies compiled with its features (the solver's exercises and quizzes) are found
    /// there again, whichever worker takes it.
    fn home(&self, workers: usize) -> usize {
        let mut hash = Fnv64::new();
        hash.write(self.name().as_bytes());
        usize::try_from(hash.finish() % workers.max(1) as u64).unwrap_or(0)
    }

    /// What the progress lines call the build.
    fn name(&self) -> String {
        match self {
            Job::Kinds(kinds) if kinds.is_empty() => "no widget (the page furniture)".to_string(),
            Job::Kinds(kinds) => {
                let kinds: Vec<&str> = kinds.iter().map(String::as_str).collect();
                format!("widgets {}", kinds.join(" + "))
            }
            Job::Panel => "the Embed panel".to_string(),
            Job::Game(kind) => format!("the game of {kind}"),
        }
    }
}

/// The builds' progress, said on the terminal: a line when a build starts and when it ends,
/// and every [`Progress::EVERY`] what is still building, so that a build of many minutes is
/// never silent for long (a person waiting, or CI's log, can tell it is going on).
struct Progress {
    total: usize,
    begun: Instant,
    state: Mutex<ProgressState>,
    ended: Condvar,
}

#[derive(Default)]
struct ProgressState {
    started: usize,
    done: usize,
    building: BTreeMap<usize, (String, Instant)>,
    over: bool,
}

impl Progress {
    const EVERY: Duration = Duration::from_secs(20);

    fn new(total: usize) -> Progress {
        Progress {
            total,
            begun: Instant::now(),
            state: Mutex::new(ProgressState::default()),
            ended: Condvar::new(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, ProgressState> {
        // A worker that panicked holding the lock leaves it poisoned; its counts are still right.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Says that `name` starts; returns its number, for [`Progress::finish`].
    fn start(&self, name: String) -> usize {
        let mut state = self.lock();
        state.started += 1;
        let number = state.started;
        println!("nimlab-site: build {number} of {}: {name}", self.total);
        state.building.insert(number, (name, Instant::now()));
        number
    }

    fn finish(&self, number: usize) {
        let mut state = self.lock();
        state.done += 1;
        if let Some((name, since)) = state.building.remove(&number) {
            println!(
                "nimlab-site: built {} of {} in {:.0} s: {name}",
                state.done,
                self.total,
                since.elapsed().as_secs_f64()
            );
        }
    }

    /// Until [`Progress::end`], says every [`Progress::EVERY`] which builds are going on.
    fn keep_saying(&self) {
        let mut state = self.lock();
        loop {
            let (next, _) = self
                .ended
                .wait_timeout(state, Self::EVERY)
                .unwrap_or_else(PoisonError::into_inner);
            state = next;
            if state.over {
                return;
            }
            let going: Vec<String> = state
                .building
                .values()
                .map(|(name, since)| format!("{name} ({:.0} s)", since.elapsed().as_secs_f64()))
                .collect();
            println!(
                "nimlab-site: {} of {} builds done after {:.0} s; building {}",
                state.done,
                self.total,
                self.begun.elapsed().as_secs_f64(),
                going.join(", ")
            );
        }
    }

    fn end(&self) {
        self.lock().over = true;
        self.ended.notify_all();
    }
}

impl Builder {
    /// `frontend` is the front end's crate directory, `target` a cargo target directory of its
    /// own (switching features in Trunk's would make Trunk rebuild every time).
    pub fn new(frontend: &Path, target: &Path, dist: &Path) -> Result<Builder, String> {
        let manifest = frontend.join("Cargo.toml");
        let text = files::read(&manifest)?;
        let every_kind = kinds_of_manifest(&text, "all-widgets")?;
        let game_kinds = kinds_of_manifest(&text, "all-games")?;
        let sources = Sources::read(&frontend.join("../.."))?;
        Ok(Builder {
            sources,
            every_kind,
            manifest,
            target: target.to_path_buf(),
            dist: dist.to_path_buf(),
            made: BTreeMap::new(),
            panel: None,
            game_kinds,
            games: BTreeMap::new(),
            test_hooks: false,
            quick: false,
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
            if let Some(unknown) = kinds
                .iter()
                .map(|kind| kind_of(kind))
                .find(|kind| !self.every_kind.contains(*kind))
            {
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
        queue.extend(
            self.game_kinds
                .iter()
                .filter(|kind| !self.games.contains_key(*kind))
                .map(|kind| Job::Game(kind)),
        );
        queue.sort();
        queue.dedup();
        let progress = Progress::new(queue.len());
        let queue = Mutex::new(queue);
        let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
        let this = &*self;
        let made = std::thread::scope(|scope| {
            let progress = &progress;
            scope.spawn(move || progress.keep_saying());
            let handles: Vec<_> = (0..workers)
                .map(|worker| {
                    let queue = &queue;
                    scope.spawn(move || -> Result<Vec<_>, String> {
                        let mut made = Vec::new();
                        loop {
                            // Taken in a statement of its own, so the lock is let go at once.
                            let next = take_job(
                                &mut *queue.lock().map_err(|e| e.to_string())?,
                                worker,
                                workers,
                            );
                            let Some(job) = next else { break };
                            let started = progress.start(job.name());
                            let target = this.target.join(format!("worker-{}", job.home(workers)));
                            let build = this.make(job, pages, &target);
                            progress.finish(started);
                            made.push((job, build?));
                        }
                        Ok(made)
                    })
                })
                .collect();
            let made = handles
                .into_iter()
                .map(|handle| {
                    handle
                        .join()
                        .map_err(|_| "a build thread panicked".to_string())?
                })
                .collect::<Result<Vec<_>, String>>();
            progress.end();
            made
        })?;
        for (job, build) in made.into_iter().flatten() {
            match job {
                Job::Kinds(kinds) => {
                    self.made.insert(kinds.clone(), build);
                }
                Job::Panel => self.panel = Some(build),
                Job::Game(kind) => {
                    self.games.insert(kind.to_string(), build);
                }
            }
        }
        Ok(())
    }

    /// What the build of a page holding `kinds` must hold, its sandboxes naming `exercises`
    /// and its quizzes `topics` (see [`narrowed`]); an exercise or a topic the solver does
    /// not know is an error.
    pub fn needs(
        &self,
        kinds: &BTreeSet<String>,
        exercises: &BTreeSet<String>,
        topics: &BTreeSet<String>,
    ) -> Result<BTreeSet<String>, String> {
        let mut set = kinds.clone();
        for (kind, ids) in [(SANDBOX, exercises), (QUIZ, topics)] {
            let known = known_ids(kind);
            if let Some(unknown) = ids.iter().find(|id| !known.contains(&id.as_str())) {
                return Err(format!("no {kind} is called {unknown:?}"));
            }
            set = narrowed(&set, kind, ids, &self.every_kind, known.len());
        }
        Ok(set)
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

    /// The sets of the builds made for blog embeds, which show one widget: one kind each, and a
    /// kind of [`NARROWED_EMBEDS`] once per id (`quiz:nim`).
    pub fn embed_sets(&self) -> Vec<BTreeSet<String>> {
        self.every_kind
            .iter()
            .flat_map(|kind| embed_elements(kind))
            .map(|element| BTreeSet::from([element]))
            .collect()
    }

    /// What the embed loaders pick from: for each kind, and each narrowed kind of
    /// [`embed_sets`](Self::embed_sets) (`quiz:nim`), the smallest build made that holds it; a
    /// kind of [`NARROWED_EMBEDS`] alone gets the build of its first id, the widget's default.
    /// An embed naming an id the solver does not know gets it as well, and the widget refuses
    /// the id by name (every build knows the names). A kind in no build is left to Trunk's.
    pub fn for_embeds(&self) -> Vec<(String, Build)> {
        let smallest_holding = |element: &str| {
            self.made
                .iter()
                .filter(|(kinds, _)| kinds.contains(element))
                .min_by_key(|(kinds, _)| kinds.len())
                .map(|(_, build)| build.clone())
        };
        self.every_kind
            .iter()
            .flat_map(|kind| {
                let elements = embed_elements(kind);
                let default = elements
                    .first()
                    .filter(|first| *first != kind)
                    .map(|first| (kind.clone(), first.clone()));
                elements
                    .into_iter()
                    .map(|element| (element.clone(), element))
                    .chain(default)
            })
            .filter_map(|(key, element)| smallest_holding(&element).map(|build| (key, build)))
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
            .flat_map(|(_, build)| build.files())
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

    /// The games' builds (made by `make_all`), by their widget's kind, which every loader
    /// starts when a reader first comes near a widget's game.
    pub fn games(&self) -> Vec<(String, Build)> {
        self.games
            .iter()
            .map(|(kind, build)| (kind.clone(), build.clone()))
            .collect()
    }

    /// Every build made, for the service worker's list of files that never change.
    pub fn files(&self) -> Vec<String> {
        self.made
            .values()
            .chain(&self.panel)
            .chain(self.games.values())
            .flat_map(Build::files)
            .collect()
    }

    /// How wasm-opt optimises this run's builds: for size, or quickly for the tests and for
    /// `./x serve`.
    fn wasm_opt_flags(&self) -> &'static [&'static str] {
        if self.test_hooks || self.quick {
            &QUICK_WASM_OPT_FLAGS
        } else {
            &WASM_OPT_FLAGS
        }
    }

    /// Whether the build of `kinds` holds its games in a part of its own: a page's build or an
    /// embed's, when it has a game.
    fn games_in_a_part(&self, kinds: &BTreeSet<String>) -> bool {
        kinds.iter().any(|kind| self.game_kinds.contains(kind))
    }

    /// A build for `job`: a page's build (one of `pages`) has the Embed button.
    fn make(&self, job: Job, pages: &[BTreeSet<String>], target: &Path) -> Result<Build, String> {
        let features: Vec<String> = match job {
            Job::Kinds(kinds) => {
                let mut features: BTreeSet<String> = kinds
                    .iter()
                    .map(String::as_str)
                    .flat_map(features_of)
                    .collect();
                if self.test_hooks {
                    features.insert("test-hooks".into());
                }
                if pages.contains(kinds) {
                    features.insert("site-page".into());
                }
                if self.games_in_a_part(kinds) {
                    features.insert(SPLIT_GAMES.into());
                }
                features.into_iter().collect()
            }
            Job::Panel => vec!["panel-module".into()],
            Job::Game(kind) => vec!["game-module".into(), format!("widget-{kind}")],
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
        let kinds: BTreeSet<&str> = match job {
            Job::Kinds(kinds) => kinds.iter().map(|kind| kind_of(kind)).collect(),
            Job::Panel => BTreeSet::new(),
            Job::Game(kind) => BTreeSet::from([kind]),
        };
        // Made before from the same sources: taken as it is (see `sources`).
        let flags = self.wasm_opt_flags();
        let keyed: Vec<String> = features
            .iter()
            .cloned()
            .chain([format!("wasm-opt {}", flags.join(" "))])
            .collect();
        let record = self
            .target
            .join("out")
            .join("by-source")
            .join(self.sources.key(&keyed, &kinds, &self.every_kind));
        let games: Vec<String> = match job {
            Job::Kinds(kinds) if features.iter().any(|f| f == SPLIT_GAMES) => kinds
                .iter()
                .filter(|kind| self.game_kinds.contains(*kind))
                .cloned()
                .collect(),
            _ => Vec::new(),
        };
        if let Ok(made) = std::fs::read_to_string(&record) {
            let out = self.target.join("out").join(made.trim());
            if out.join(GLUE).exists() {
                return self.copy_to_dist(&out, games);
            }
        }
        run(&mut cargo)?;
        let linked = target
            .join(TARGET)
            .join("release")
            .join("nimlab_frontend.wasm");
        let bytes = files::read_bytes(&linked)?;
        // The flags are in the key: output optimised otherwise is not reused.
        let name = hex(&[&bytes, flags.join(" ").as_bytes()]);
        let out = self.target.join("out").join(&name);
        if !out.join(GLUE).exists() {
            bindgen_and_optimise(&linked, &out, !games.is_empty(), flags)?;
        }
        if let Some(folder) = record.parent() {
            std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        }
        files::write(&record, name.as_bytes())?;
        self.copy_to_dist(&out, games)
    }

    /// Copies a build into `dist/` under names made from its content; a split build's files
    /// name each other, so those names are written anew.
    fn copy_to_dist(&self, out: &Path, games: Vec<String>) -> Result<Build, String> {
        let mut js = files::read(&out.join(GLUE))?;
        let wasm = read_bytes(&out.join(WASM))?;
        if !out.join(SPLIT_LOADER).exists() {
            let stem = format!("nimlab-frontend-{}", hex(&[js.as_bytes(), &wasm]));
            let build = Build {
                js: format!("{stem}.js"),
                wasm: format!("{stem}_bg.wasm"),
                ..Build::default()
            };
            files::write(&self.dist.join(&build.js), &js)?;
            files::write(&self.dist.join(&build.wasm), &wasm)?;
            return Ok(build);
        }
        let mut loader = files::read(&out.join(SPLIT_LOADER))?;
        let part = read_bytes(&out.join(SPLIT_PART))?;
        let stem = format!(
            "nimlab-frontend-{}",
            hex(&[js.as_bytes(), &wasm, loader.as_bytes(), &part])
        );
        let build = Build {
            js: format!("{stem}.js"),
            wasm: format!("{stem}_bg.wasm"),
            parts: vec![format!("{stem}-split.js"), format!("{stem}-games.wasm")],
            games,
        };
        // The glue's import, not its import object's key: the wasm imports by the old name.
        js = renamed(
            &js,
            &format!("from \"./{SPLIT_LOADER}\""),
            &build.parts[0],
            "from ",
        )?;
        loader = renamed(&loader, &format!("from \"./{GLUE}\""), &build.js, "from ")?;
        loader = renamed(&loader, &format!("\"./{SPLIT_PART}\""), &build.parts[1], "")?;
        files::write(&self.dist.join(&build.js), &js)?;
        files::write(&self.dist.join(&build.wasm), &wasm)?;
        files::write(&self.dist.join(&build.parts[0]), &loader)?;
        files::write(&self.dist.join(&build.parts[1]), &part)?;
        Ok(build)
    }
}

/// `text` with `from`, which it must hold, made `<prefix>"./<to>"`.
fn renamed(text: &str, from: &str, to: &str, prefix: &str) -> Result<String, String> {
    if !text.contains(from) {
        return Err(format!("a split build's file does not hold {from}"));
    }
    Ok(text.replace(from, &format!("{prefix}\"./{to}\"")))
}

const GLUE: &str = "kinds.js";
/// Trunk's `-Oz` (`data-wasm-opt="z"` for the playground's build in web/index.html), after
/// merging the functions that differ only in constants, and repeated until a pass gains nothing:
/// 1.3 KB gzip less on an embed of sg-table (117.4 → 116.1 KB), about 15 s more a build.
///
/// With two assumptions that hold of Rust's wasm, which let wasm-opt fold constant offsets
/// into loads and stores and move them more freely: the lowest 1 KB of memory is never
/// addressed (the linker puts the stack first, from 1 MB down to 0: only a stack already
/// overflowing would reach it), and no load, store or division traps unasked (Rust checks
/// its divisions and indexes itself, and panics). 0.8 KB gzip less of the graph embed's split
/// main module (111.1 → 110.3 KB), 0.3 KB of its part.
///
/// And a function with one caller is inlined into it only when it is small (25, in wasm-opt's
/// measure), not whatever its size as `-Oz` does. Inlined whole (the graph widget's mount was
/// one function of 32 KB), the same sequences (a DOM call and its error check) came out with
/// other locals in each place they landed, and compressed worse than the calls they saved:
/// 4.5 KB gzip less of the graph embed's split main module (109.9 → 105.3 KB, though 6 KB
/// more before gzip), 4.3 KB of its unsplit build's, 0.2 KB of its part. Of 5, 10, 15, 20,
/// 25, 30, 35 and 60, 25 gave the least; 100 and 400 give back half the gain.
const WASM_OPT_FLAGS: [&str; 8] = [
    "--one-caller-inline-max-function-size",
    "25",
    "--low-memory-unused",
    "--ignore-implicit-traps",
    "--merge-similar-functions",
    "-Oz",
    "--converge",
    "--strip-producers",
];
/// The tests' builds and `./x serve`'s: what they are for is behaviour, never bytes (the
/// benchmark weighs the site's own builds, `./x build`), and a plain `-O1` takes about 2.5 s of
/// a build where the passes above take 12 to 15: a fifth of the 46 builds' time, four minutes
/// of a first `./x serve` on two cores.
const QUICK_WASM_OPT_FLAGS: [&str; 2] = ["-O1", "--strip-producers"];
const WASM: &str = "kinds_bg.wasm";

/// The cargo feature of a page's build whose games are a part of their own.
const SPLIT_GAMES: &str = "split-games";
/// What wasm-split writes beside the main module: its loader, which the glue imports, and the
/// part of the games and the closing widgets (the front end's `#[wasm_split(games)]`).
const SPLIT_LOADER: &str = "__wasm_split.js";
const SPLIT_PART: &str = "split_games.wasm";

/// wasm-bindgen and wasm-opt on cargo's `linked` wasm, into `out`; a build with split games
/// goes through wasm-split first (before wasm-bindgen, which then keeps the exports the part
/// links to), and each of its modules through wasm-opt.
fn bindgen_and_optimise(
    linked: &Path,
    out: &Path,
    split: bool,
    flags: &[&str],
) -> Result<(), String> {
    let mut main = linked.to_path_buf();
    let mut modules = vec![out.join(WASM)];
    if split {
        let cut = out.join("split");
        let mut splitter = Command::new("wasm-split-cli");
        splitter
            .arg(linked)
            .arg(&cut)
            .args(["--out-name", "kinds", "--target", "web"]);
        run(&mut splitter)?;
        for file in [SPLIT_LOADER, SPLIT_PART] {
            std::fs::copy(cut.join(file), out.join(file))
                .map_err(|e| format!("{}: {e}", cut.join(file).display()))?;
        }
        main = cut.join("kinds.wasm");
        modules.push(out.join(SPLIT_PART));
    }
    let mut bindgen = Command::new("wasm-bindgen");
    bindgen.args(["--target", "web", "--out-name", "kinds"]);
    if split {
        bindgen.arg("--keep-lld-exports");
    }
    run(bindgen.arg("--out-dir").arg(out).arg(&main))?;
    for wasm in modules {
        let mut opt = Command::new("wasm-opt");
        opt.args(flags).arg(&wasm).arg("-o").arg(&wasm);
        run(&mut opt)?;
    }
    Ok(())
}

/// The kind whose judges a page's sandboxes narrow (see the module's documentation).
const SANDBOX: &str = "sandbox";
/// The kind whose lessons a page's quizzes narrow.
const QUIZ: &str = "quiz";
/// The kinds whose embeds load a build of the one id they name (see the module's documentation).
const NARROWED_EMBEDS: [&str; 1] = [QUIZ];

/// The ids the solver knows for a kind that pages narrow, in its order (the quiz's first topic
/// is the widget's default); none for another kind.
fn known_ids(kind: &str) -> Vec<&'static str> {
    match kind {
        SANDBOX => nimlab_solver::exercises::ALL
            .iter()
            .map(|exercise| exercise.id)
            .collect(),
        QUIZ => nimlab_course::quiz::TOPICS
            .iter()
            .map(|(name, _)| *name)
            .collect(),
        _ => Vec::new(),
    }
}

/// The elements of the embed sets of `kind`: `kind:<id>` for each id of a kind of
/// [`NARROWED_EMBEDS`], the default's first, else `kind`.
fn embed_elements(kind: &str) -> Vec<String> {
    if !NARROWED_EMBEDS.contains(&kind) {
        return vec![kind.to_string()];
    }
    known_ids(kind)
        .iter()
        .map(|id| format!("{kind}:{id}"))
        .collect()
}

/// `kinds`, with `kind` narrowed to `kind:<id>` for each of `ids` (known ids), unless the page
/// holds every kind (the playground, which loads Trunk's build) or its placeholders name all
/// `count` ids, or none.
fn narrowed(
    kinds: &BTreeSet<String>,
    kind: &str,
    ids: &BTreeSet<String>,
    every_kind: &BTreeSet<String>,
    count: usize,
) -> BTreeSet<String> {
    let whole = *kinds == *every_kind || ids.is_empty() || ids.len() == count;
    if whole || !kinds.contains(kind) {
        return kinds.clone();
    }
    kinds
        .iter()
        .filter(|held| *held != kind)
        .cloned()
        .chain(ids.iter().map(|id| format!("{kind}:{id}")))
        .collect()
}

/// The widget kind of an element of a set: `sandbox` for `sandbox:<id>`.
fn kind_of(element: &str) -> &str {
    element.split_once(':').map_or(element, |(kind, _)| kind)
}

/// The front end's cargo features for an element of a set: a narrowed kind asks the crate that
/// holds its ids (the solver's judges, the course's quizzes) for its ids only (`exercise-bai-6`,
/// `quiz-nim`), the whole kind for all of them.
fn features_of(element: &str) -> Vec<String> {
    let kind = kind_of(element);
    let (holder, prefix, all) = match kind {
        SANDBOX => ("nimlab-solver", "exercise", "all-exercises"),
        QUIZ => ("nimlab-course", "quiz", "all-quizzes"),
        _ => return vec![format!("widget-{kind}")],
    };
    let ids = match element.split_once(':') {
        Some((_, id)) => format!("{holder}/{prefix}-{id}"),
        None => format!("{holder}/{all}"),
    };
    vec![format!("widget-{kind}"), ids]
}

/// The kinds listed by the front end's feature `feature` (`all-widgets`, `all-games`).
fn kinds_of_manifest(manifest: &str, feature: &str) -> Result<BTreeSet<String>, String> {
    let line = manifest
        .lines()
        .find(|line| line.starts_with(&format!("{feature} = [")))
        .ok_or(format!(
            "crates/frontend/Cargo.toml has no {feature} feature"
        ))?;
    let kinds: BTreeSet<String> = line
        .split('"')
        .filter_map(|item| item.strip_prefix("widget-"))
        .map(String::from)
        .collect();
    if kinds.is_empty() {
        return Err(format!("the {feature} feature lists no widget"));
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

/// A short hash of some bytes, for file names made from their content.
pub fn hex(parts: &[&[u8]]) -> String {
    let mut hash = Fnv64::new();
    for part in parts {
        hash.write(part);
    }
    format!("{:016x}", hash.finish())
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};
    use std::path::PathBuf;

    use super::{
        features_of, kinds_of_manifest, narrowed, renamed, take_job, Build, Builder, Job, SANDBOX,
    };

    fn set(items: &[&str]) -> BTreeSet<String> {
        items.iter().map(|item| item.to_string()).collect()
    }

    /// A builder of `kinds` that has made nothing yet, and builds nothing.
    fn builder_of(kinds: &[&str]) -> Builder {
        Builder {
            sources: crate::sources::Sources::none(),
            every_kind: set(kinds),
            manifest: PathBuf::new(),
            target: PathBuf::new(),
            dist: PathBuf::new(),
            made: BTreeMap::new(),
            panel: None,
            game_kinds: BTreeSet::new(),
            games: BTreeMap::new(),
            test_hooks: false,
            quick: false,
        }
    }

    #[test]
    fn pages_and_embeds_with_a_game_hold_it_in_a_part() {
        let mut builder = builder_of(&["graph", "mex", "nim"]);
        builder.game_kinds = set(&["graph", "nim"]);
        assert!(
            builder.games_in_a_part(&set(&["graph", "mex"])),
            "a page with a game"
        );
        assert!(builder.games_in_a_part(&set(&["graph"])), "graph's embed");
        assert!(builder.games_in_a_part(&set(&["nim"])), "nim's embed");
        assert!(
            !builder.games_in_a_part(&set(&["mex"])),
            "no game to split off"
        );
    }

    #[test]
    fn a_split_build_renames_the_glues_import_but_not_the_module_the_wasm_imports() {
        let glue = "import * as import1 from \"./__wasm_split.js\"\nconst imports = { \"./__wasm_split.js\": import1 };";
        let renamed = renamed(glue, "from \"./__wasm_split.js\"", "x-split.js", "from ").unwrap();
        assert_eq!(
            renamed,
            "import * as import1 from \"./x-split.js\"\nconst imports = { \"./__wasm_split.js\": import1 };"
        );
        assert!(super::renamed(glue, "from \"./kinds.js\"", "x.js", "from ").is_err());
    }

    #[test]
    fn a_job_is_built_in_its_home_directory_whichever_worker_takes_it() {
        let games = ["nim", "graph", "coins", "wythoff", "moore"];
        let mut queue: Vec<Job> = games.iter().map(|kind| Job::Game(kind)).collect();
        queue.push(Job::Panel);
        let homes: Vec<usize> = queue.iter().map(|job| job.home(2)).collect();
        assert!(homes.contains(&0) && homes.contains(&1), "{homes:?}");
        assert_eq!(
            queue.iter().map(|job| job.home(2)).collect::<Vec<_>>(),
            homes
        );
        // Worker 0 takes its own jobs first, then the rest.
        let mut taken = Vec::new();
        while let Some(job) = take_job(&mut queue, 0, 2) {
            taken.push(job.home(2));
        }
        let own = taken.iter().take_while(|home| **home == 0).count();
        assert_eq!(own, homes.iter().filter(|home| **home == 0).count());
        assert_eq!(taken.len(), homes.len());
    }

    #[test]
    fn the_kinds_are_read_from_the_all_widgets_feature() {
        let manifest = "[features]\ndefault = [\"all-widgets\"]\nall-widgets = [\"widget-nim\", \"widget-wl-table\"]\nall-games = [\"game-module\", \"widget-nim\"]\nwidget-nim = []\n";
        let kinds = kinds_of_manifest(manifest, "all-widgets").unwrap();
        assert_eq!(kinds.into_iter().collect::<Vec<_>>(), ["nim", "wl-table"]);
        let games = kinds_of_manifest(manifest, "all-games").unwrap();
        assert_eq!(games.into_iter().collect::<Vec<_>>(), ["nim"]);
        assert!(kinds_of_manifest("[features]\n", "all-widgets").is_err());
    }

    #[test]
    fn a_narrowed_sandbox_asks_for_its_exercise_and_a_whole_one_for_every_judge() {
        assert_eq!(features_of("nim"), ["widget-nim"]);
        assert_eq!(
            features_of("sandbox:bai-6"),
            ["widget-sandbox", "nimlab-solver/exercise-bai-6"]
        );
        assert_eq!(
            features_of("sandbox"),
            ["widget-sandbox", "nimlab-solver/all-exercises"]
        );
        assert_eq!(
            features_of("quiz:nim"),
            ["widget-quiz", "nimlab-course/quiz-nim"]
        );
        assert_eq!(
            features_of("quiz"),
            ["widget-quiz", "nimlab-course/all-quizzes"]
        );
    }

    #[test]
    fn a_page_names_its_sandboxes_exercises_unless_it_holds_them_all_or_every_kind() {
        let every = set(&["graph", "nim", "sandbox"]);
        let graphs = set(&["graph", "sandbox"]);
        assert_eq!(
            narrowed(&graphs, SANDBOX, &set(&["bai-6"]), &every, 16),
            set(&["graph", "sandbox:bai-6"])
        );
        let two = set(&["bai-1", "bai-2"]);
        assert_eq!(
            narrowed(&graphs, SANDBOX, &two, &every, 2),
            graphs,
            "every exercise"
        );
        assert_eq!(
            narrowed(&every, SANDBOX, &two, &every, 16),
            every,
            "every kind"
        );
        assert_eq!(
            narrowed(&graphs, SANDBOX, &set(&[]), &every, 16),
            graphs,
            "no exercise named"
        );
        assert_eq!(
            narrowed(&set(&["nim"]), SANDBOX, &two, &every, 16),
            set(&["nim"])
        );
    }

    #[test]
    fn a_page_narrows_its_quizzes_to_the_topics_it_names_and_refuses_an_unknown_one() {
        let builder = builder_of(&["nim", "quiz", "sandbox"]);
        let none = set(&[]);
        assert_eq!(
            builder.needs(&set(&["nim", "quiz"]), &none, &set(&["nim"])),
            Ok(set(&["nim", "quiz:nim"]))
        );
        assert!(builder
            .needs(&set(&["quiz"]), &none, &set(&["chess"]))
            .is_err());
        assert!(builder
            .needs(&set(&["sandbox"]), &set(&["bai-0"]), &none)
            .is_err());
    }

    #[test]
    fn an_embed_of_a_quiz_loads_its_topics_build_and_one_naming_none_the_first_topics() {
        let mut builder = builder_of(&["nim", "quiz", "sandbox"]);
        let topics = nimlab_course::quiz::TOPICS.len();
        let embeds = builder.embed_sets();
        assert_eq!(embeds.len(), 2 + topics);
        assert!(embeds.contains(&set(&["quiz:graphs"])));
        assert!(
            !embeds.contains(&set(&["quiz"])),
            "every topic's is over budget"
        );
        assert!(
            embeds.contains(&set(&["sandbox"])),
            "every judge's is within it"
        );
        // A lesson holding Nim and its quiz, besides the embeds' builds.
        let lesson = set(&["nim", "quiz:nim"]);
        for (index, kinds) in std::iter::once(&lesson).chain(&embeds).enumerate() {
            let build = Build {
                js: format!("{index}.js"),
                wasm: format!("{index}_bg.wasm"),
                ..Build::default()
            };
            builder.made.insert(kinds.clone(), build);
        }
        let made = |items: &[&str]| builder.made[&set(items)].clone();
        let table: BTreeMap<String, Build> = builder.for_embeds().into_iter().collect();
        assert_eq!(table.len(), 2 + topics + 1);
        assert_eq!(table["nim"], made(&["nim"]));
        assert_eq!(table["sandbox"], made(&["sandbox"]));
        assert_eq!(table["quiz:nim"], made(&["quiz:nim"]), "not the lesson's");
        assert_eq!(table["quiz:graphs"], made(&["quiz:graphs"]));
        // The quiz widget's default topic (crates/frontend/src/widgets/quiz.rs).
        assert_eq!(table["quiz"], made(&["quiz:win-lose"]));
        // Pages never load the embeds' builds: the offline copy leaves them out.
        let embeds_only = builder.files_not_for(std::slice::from_ref(&lesson));
        assert!(embeds_only.contains(&table["quiz:nim"].wasm));
        assert!(!embeds_only.contains(&made(&["nim", "quiz:nim"]).wasm));
    }
}
