//! nimlab-site: builds the lesson pages around the Trunk build.
//!
//! `nimlab-site --lessons lessons --dist dist` runs after `trunk build` (`--check` only reads
//! and renders the lessons, building and writing nothing; `--test-hooks` gives the builds of
//! pages and embeds the hooks the browser tests use, as `./x test` does; `--quick` optimises
//! their wasm quickly rather than for size, as `./x serve` does). It
//! 1. reads the asset names Trunk wrote into `dist/index.html`; each page gets a loader file
//!    instead of Trunk's inline loader (`boot-<build>.js`, `assets.rs`), so no page needs an
//!    inline script (a strict Content-Security-Policy can then forbid them);
//! 2. builds the front end once per set of widget kinds the pages hold (`builds.rs`), so that
//!    each page loads the code of its own widgets only;
//! 3. turns every `lessons/NN-slug.md` (bilingual Markdown with LaTeX, see `source.rs`) into
//!    `dist/slug.html`, with the math rendered to MathML now, at build time;
//! 4. writes the list of lessons into the home page's `<ol data-lesson-list>`;
//! 5. writes `dist/embed.html`, the page a blog post frames to show one widget, and
//!    `dist/embed.js`, the script that gives a blog post `<nimlab-widget>` elements and fits
//!    its frames to their content, with the elements' stylesheets `dist/embed-<hash>.css` (one
//!    per kind, `kind_css.rs`), and gives each page a stylesheet of its kinds;
//! 6. gives the imports of every build short names, in its wasm and its glue (`imports.rs`),
//!    then minifies the scripts and stylesheets in `dist/` (`minify.rs`);
//! 7. last, when every file is in place, writes `dist/sw.js`, the service worker that keeps
//!    the whole site for offline use (see `offline.rs`).

/// The Content-Security-Policy of every page (also in web/index.html): scripts from the site
/// only, WebAssembly allowed, no inline script or style, nothing from elsewhere. The front end
/// styles through the CSSOM, which the policy allows.
pub const CSP: &str = r#"<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval'">"#;

mod assets;
mod builds;
mod embed;
mod files;
// The course's one vocabulary, checked by `cargo test -p nimlab-site` (see glossary.rs).
#[cfg(test)]
mod glossary;
mod imports;
mod kind_css;
mod markdown;
mod minify;
mod offline;
mod page;
mod reserve;
mod shadow_css;
mod source;
mod sources;
mod zip_library;

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    match run() {
        Ok(count) => {
            println!("nimlab-site: {count} lesson pages");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("nimlab-site: {message}");
            ExitCode::FAILURE
        }
    }
}

/// `--check`: reads and renders every lesson (Markdown, LaTeX, includes, widget kinds and
/// exercises) without building or writing anything, in a second or two: what an author runs
/// while writing. A full build does the same checks.
fn check(lessons_dir: &std::path::Path, builds: &builds::Builder) -> Result<usize, String> {
    let lessons = source::read_all(lessons_dir)?;
    for (index, lesson) in lessons.iter().enumerate() {
        let kinds = embed::kinds_in_lesson(lesson).into_iter().collect();
        let exercises = embed::exercises_in_lesson(lesson).into_iter().collect();
        let topics = embed::topics_in_lesson(lesson).into_iter().collect();
        builds.needs(&kinds, &exercises, &topics)?;
        let neighbours = page::Neighbours {
            previous: index.checked_sub(1).and_then(|i| lessons.get(i)),
            next: lessons.get(index + 1),
        };
        page::render(lesson, &neighbours, "")?;
    }
    Ok(lessons.len())
}

fn run() -> Result<usize, String> {
    let mut lessons_dir = PathBuf::from("lessons");
    let mut dist = PathBuf::from("dist");
    let mut frontend = PathBuf::from("crates/frontend");
    let mut target = PathBuf::from("target/kinds");
    let mut args = std::env::args().skip(1);
    let mut check_only = false;
    let mut test_hooks = false;
    let mut quick = false;
    while let Some(arg) = args.next() {
        if arg == "--check" {
            check_only = true;
            continue;
        }
        if arg == "--test-hooks" {
            test_hooks = true;
            continue;
        }
        if arg == "--quick" {
            quick = true;
            continue;
        }
        let value = args.next().ok_or(format!("{arg} needs a value"))?;
        match arg.as_str() {
            "--lessons" => lessons_dir = PathBuf::from(value),
            "--dist" => dist = PathBuf::from(value),
            "--frontend" => frontend = PathBuf::from(value),
            "--target-dir" => target = PathBuf::from(value),
            other => return Err(format!("unknown option {other}")),
        }
    }
    let mut builds = builds::Builder::new(&frontend, &target, &dist)?;
    builds.test_hooks = test_hooks;
    builds.quick = quick;
    if check_only {
        return check(&lessons_dir, &builds);
    }
    let mut assets = assets::Assets::from_trunk_output(&dist, builds.every_kind())?;
    assets.reserve_widget_heights(&dist)?;
    let lessons = source::read_all(&lessons_dir)?;
    let kinds_of = |lesson| embed::kinds_in_lesson(lesson).into_iter().collect();
    // What each lesson's build holds: its kinds, its sandboxes and quizzes narrowed to their
    // exercises and topics.
    let needs = lessons
        .iter()
        .map(|lesson| {
            let exercises = embed::exercises_in_lesson(lesson).into_iter().collect();
            let topics = embed::topics_in_lesson(lesson).into_iter().collect();
            builds.needs(&kinds_of(lesson), &exercises, &topics)
        })
        .collect::<Result<Vec<BTreeSet<String>>, String>>()?;
    let home = dist.join("index.html");
    let home_kinds: BTreeSet<String> = embed::widget_kinds(&files::read(&home)?)
        .into_iter()
        .collect();
    let mut every_page = needs.clone();
    every_page.push(home_kinds.clone());
    // A frame or an element in a blog post shows one widget: the build of its kind alone, a
    // quiz's of its topic alone (the embed loaders take the smallest build holding it), without
    // the Embed panel it never shows. The site's own pages never load these, so the offline copy
    // leaves them out.
    builds.make_all(&every_page, &builds.embed_sets())?;
    assets.set_loaders(&dist, &builds.panel()?, &builds.games())?;
    assets.set_zip_library(&zip_library::bundle(&dist)?);
    // What a page of every kind (the playground) picks from, widget by widget.
    let sets = builds.sets_for(&every_page);
    for (index, (lesson, needs)) in lessons.iter().zip(&needs).enumerate() {
        let neighbours = page::Neighbours {
            previous: index.checked_sub(1).and_then(|i| lessons.get(i)),
            next: lessons.get(index + 1),
        };
        let kinds = kinds_of(lesson);
        let build = builds.for_kinds(needs)?;
        let head = assets.page_head(&dist, &kinds, build.as_ref(), &sets)?;
        let html = page::render(lesson, &neighbours, &head)?;
        let path = dist.join(format!("{}.html", lesson.slug));
        files::write(&path, html)?;
    }
    let home_build = builds.for_kinds(&home_kinds)?;
    assets.finish_home_page(
        &dist,
        &page::lesson_list(&lessons),
        &home_kinds,
        home_build.as_ref(),
    )?;
    let embed_path = dist.join("embed.html");
    let for_embeds = builds.for_embeds();
    let embed_sheets = assets.embed_stylesheets(&dist)?;
    assets.write_embed_script(&dist, &for_embeds, &embed_sheets)?;
    let embed_head = assets.embed_head(&dist, &for_embeds, &embed_sheets)?;
    files::write(&embed_path, embed::render(&lessons, &embed_head))?;
    let renamed = imports::shorten_all(&dist)?;
    println!("nimlab-site: {renamed} wasm imports renamed short");
    minify::scripts_and_styles(&dist)?;
    // Frames and elements in other people's posts load the builds and stylesheets of one kind;
    // the site's pages never do, so its offline copy leaves them out.
    let mut embed_only = builds.files_not_for(&every_page);
    embed_only.extend(assets.embed_only_stylesheets());
    let precache = offline::Precache::of_dist(&dist, &embed_only)?;
    let mut immutable = assets.hashed_files();
    immutable.extend(builds.files());
    precache.write_worker(&dist, &immutable)?;
    println!(
        "nimlab-site: {} precaches {} files ({} bytes), version {}",
        offline::WORKER,
        precache.files.len(),
        precache.bytes,
        precache.version
    );
    Ok(lessons.len())
}
