//! Fuzzing of every query parser and solver entry point (issue 8, "no panic reachable"), on
//! stable Rust and inside `cargo test`, so `./x test` runs it on every machine.
//!
//! cargo-fuzz needs a nightly toolchain that a fresh machine does not have, so the inputs come
//! from proptest's generator instead: hostile text (unicode digits of every script, numbers past
//! 2^64, separators, thousands of values, very long strings, HTML) and mutations of the corpus.
//! A target is one parser family fed with text fields; where the parser accepts, the value goes
//! on to the solvers and trace builders it feeds (capped, so a run stays fast). A panic, or a
//! property that does not hold, fails the run.
//!
//! # Layout
//!
//! - `targets.rs`: the targets, one per parser family, and the properties they check;
//!   `generate.rs`: the hostile text and the mutations; `corpus.rs`: reading the corpus.
//! - The corpus is kept in the repository, one file per target:
//!   `tests/fuzz-corpus/<target>.txt`, with `::` in the target's name written `.` (so
//!   `exercise::bai-1` is `exercise.bai-1.txt`). Each line is one input: a JSON array of strings,
//!   one per field of the target, in the order the target names them. Lines starting with `#`
//!   are notes, blank lines are skipped. Every entry is replayed, in order, on every run before
//!   the random phase, and the random phase mutates them.
//! - An input that ever failed a target is added to its file as a regression, under a note
//!   `# regression: <why it failed>`. A failure prints the input as a line ready to paste.
//!
//! # Running
//!
//! - Budget: `NIMLAB_FUZZ_SECONDS` (default 60) is the time of the random phase, shared
//!   equally by the targets that run, which run as many at a time as the machine has cores
//!   (on two, the phase takes half the budget); `0` replays the corpus only. Raise it for a longer
//!   hunt, e.g. `NIMLAB_FUZZ_SECONDS=3600 cargo test -p nimlab-solver --test fuzz`.
//! - Seed: every run prints its seed; `NIMLAB_FUZZ_SEED=<seed>` generates the same inputs again
//!   (batch by batch, so the same budget or more reaches the same failing input).
//! - Arguments after `--` select targets by substring, as libtest does with test names
//!   (`cargo test -p nimlab-solver --test fuzz -- octal`); `--list` lists the targets.
//! - A single input running longer than `NIMLAB_FUZZ_HANG_SECONDS` (default 60) stops the run
//!   with that input: every target caps what it feeds to the solvers, so only a hang gets there.

mod corpus;
mod generate;
mod targets;

use std::backtrace::Backtrace;
use std::cell::{Cell, RefCell};
use std::io::Write;
use std::panic::{self, AssertUnwindSafe};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestError, TestRng, TestRunner};

use targets::Target;

/// Generated inputs per proptest run; the budget is checked between runs and between inputs.
const BATCH: u32 = 64;

fn main() -> ExitCode {
    let options = Options::read();
    let all = targets::all();
    let selected: Vec<&Target> = all.iter().filter(|t| options.selects(&t.name)).collect();
    if options.list {
        for target in &selected {
            println!("{}: test", target.name);
        }
        return ExitCode::SUCCESS;
    }
    let corpus_dir = corpus::directory();
    let mut problems = Vec::new();
    if options.filters.is_empty() && !options.ignored_only {
        // Only a full run can tell a file that no target reads any more.
        problems.extend(corpus::stray_files(&corpus_dir, &all));
    }
    panic::set_hook(Box::new(|info| {
        let panic = Panic {
            message: info.to_string(),
            backtrace: Backtrace::force_capture(),
        };
        LAST_PANIC.with(|last| *last.borrow_mut() = Some(panic));
    }));
    let share = options.budget / selected.len().max(1) as u32;
    // The targets share out the machine's cores: on two, the random phase takes half its budget.
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, selected.len().max(1));
    println!(
        "fuzz: {} targets, random phase {:.0} s in all ({:.1} s each, {workers} at a time), seed {} \
         (replay: NIMLAB_FUZZ_SEED={})",
        selected.len(),
        options.budget.as_secs_f64(),
        share.as_secs_f64(),
        options.seed,
        options.seed,
    );
    let started = Instant::now();
    let names: Vec<&str> = selected.iter().map(|t| t.name.as_str()).collect();
    let next = AtomicUsize::new(0);
    let tally = Mutex::new((0, 0, 0u64));
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                // Each worker builds the targets it runs (a check is not shared across threads)
                // and watches its own runs.
                let own = targets::all();
                let watch = Watch::start(options.hang);
                while let Some(name) = names.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let Some(target) = own.iter().find(|t| t.name == *name) else {
                        continue;
                    };
                    let report = fuzz(target, &corpus_dir, options.seed, share, &watch);
                    print_report(target, &report);
                    let mut tally = lock(&tally);
                    tally.2 += report.corpus + report.random;
                    if report.failures.is_empty() {
                        tally.0 += 1;
                    } else {
                        tally.1 += 1;
                    }
                }
            });
        }
    });
    let (passed, failed, runs) = tally.into_inner().unwrap_or_else(|p| p.into_inner());
    for problem in &problems {
        println!("fuzz: {problem}");
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "fuzz: {} targets, {runs} runs in {seconds:.1} s; seed {}",
        selected.len(),
        options.seed
    );
    let ok = failed == 0 && problems.is_empty();
    // The closing line libtest prints, so a log reader counts these targets as tests.
    println!(
        "test result: {}. {passed} passed; {failed} failed; 0 ignored; 0 measured; {} filtered \
         out; finished in {seconds:.2}s",
        if ok { "ok" } else { "FAILED" },
        all.len() - selected.len(),
    );
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// A target's line, and its failures, together on the output.
fn print_report(target: &Target, report: &Report) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(
        out,
        "fuzz: {:<28} {:>4} corpus + {:>7} random runs in {:>5.1} s (slowest {:.0} ms)",
        target.name,
        report.corpus,
        report.random,
        report.seconds,
        report.slowest * 1000.0,
    );
    for failure in &report.failures {
        let _ = writeln!(out, "\n{failure}\n");
    }
}

/// What the command line and the environment ask for.
struct Options {
    filters: Vec<String>,
    list: bool,
    /// `--ignored`: no target is ignored, so none runs.
    ignored_only: bool,
    budget: Duration,
    seed: u64,
    hang: Duration,
}

impl Options {
    fn read() -> Options {
        let mut filters = Vec::new();
        let mut list = false;
        let mut ignored_only = false;
        let mut args = std::env::args().skip(1);
        while let Some(arg) = args.next() {
            match arg.as_str() {
                "--list" => list = true,
                "--ignored" => ignored_only = true,
                // libtest's options that take a value in the next argument.
                "--skip" | "--test-threads" | "--format" | "--color" | "--logfile" | "-Z" => {
                    args.next();
                }
                // libtest's other flags (`--nocapture`, `--quiet`, …) mean nothing here.
                flag if flag.starts_with('-') => {}
                filter => filters.push(filter.to_string()),
            }
        }
        let seconds = |name: &str, default: f64| {
            let text = std::env::var(name).unwrap_or_default();
            let value = if text.trim().is_empty() {
                default
            } else {
                text.trim()
                    .parse::<f64>()
                    .ok()
                    .filter(|s| s.is_finite() && *s >= 0.0)
                    .unwrap_or_else(|| panic!("{name} must be a number of seconds, not {text:?}"))
            };
            Duration::from_secs_f64(value)
        };
        let seed = match std::env::var("NIMLAB_FUZZ_SEED") {
            Ok(text) => text
                .trim()
                .parse()
                .unwrap_or_else(|_| panic!("NIMLAB_FUZZ_SEED must be a u64, not {text:?}")),
            // A new seed each run, so the random phase keeps exploring; it is printed.
            Err(_) => SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64),
        };
        Options {
            filters,
            list,
            ignored_only,
            budget: seconds("NIMLAB_FUZZ_SECONDS", 60.0),
            seed,
            hang: seconds("NIMLAB_FUZZ_HANG_SECONDS", 60.0),
        }
    }

    fn selects(&self, name: &str) -> bool {
        !self.ignored_only
            && (self.filters.is_empty() || self.filters.iter().any(|f| name.contains(f.as_str())))
    }
}

/// What one target did.
struct Report {
    corpus: u64,
    random: u64,
    seconds: f64,
    /// The longest single run, in seconds.
    slowest: f64,
    failures: Vec<String>,
}

/// Replays the target's corpus, then generates inputs until `share` has passed.
fn fuzz(
    target: &Target,
    dir: &std::path::Path,
    seed: u64,
    share: Duration,
    watch: &Watch,
) -> Report {
    let started = Instant::now();
    let mut report = Report {
        corpus: 0,
        random: 0,
        seconds: 0.0,
        slowest: 0.0,
        failures: Vec::new(),
    };
    let entries = match corpus::load(dir, target) {
        Ok(entries) => entries,
        Err(problem) => {
            report
                .failures
                .push(format!("fuzz: {}: {problem}", target.name));
            return report;
        }
    };
    let slowest = Cell::new(0f64);
    let run = |input: &[String]| -> Result<(), Panic> {
        watch.begin(&target.name, input);
        let begun = Instant::now();
        let outcome = panic::catch_unwind(AssertUnwindSafe(|| (target.check)(input)));
        slowest.set(slowest.get().max(begun.elapsed().as_secs_f64()));
        watch.end();
        outcome.map_err(|_| {
            LAST_PANIC
                .with(|last| last.borrow_mut().take())
                .unwrap_or_else(|| Panic {
                    message: "no panic message".into(),
                    backtrace: Backtrace::disabled(),
                })
        })
    };
    let replayed = entries
        .iter()
        .map(|(line, input)| (format!("corpus line {line}"), input))
        .chain(
            target
                .seeds
                .iter()
                .map(|input| ("built-in seed".to_string(), input)),
        );
    for (place, input) in replayed {
        report.corpus += 1;
        if let Err(panic) = run(input) {
            let what = format!("{place} fails");
            report
                .failures
                .push(failure(target, &what, input, &panic.describe(), None));
        }
    }
    let pool: Arc<Vec<Vec<String>>> = Arc::new(
        entries
            .iter()
            .map(|(_, input)| input.clone())
            .chain(target.seeds.iter().cloned())
            .collect(),
    );
    let strategy = generate::inputs(target.fields.len(), pool);
    let deadline = started + share;
    let random = Cell::new(0u64);
    // Set once an input fails, so shrinking goes on past the deadline.
    let failing = Cell::new(false);
    let last_panic: RefCell<Option<Panic>> = RefCell::new(None);
    let mut batch = 0u64;
    while report.failures.is_empty() && Instant::now() < deadline {
        let config = Config {
            cases: BATCH,
            failure_persistence: None,
            max_shrink_time: 30_000,
            ..Config::default()
        };
        let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &batch_seed(seed, &target.name, batch));
        let mut runner = TestRunner::new_with_rng(config, rng);
        let result = runner.run(&strategy, |input| {
            if !failing.get() && Instant::now() >= deadline {
                return Ok(());
            }
            random.set(random.get() + 1);
            run(&input).map_err(|panic| {
                failing.set(true);
                *last_panic.borrow_mut() = Some(panic);
                TestCaseError::fail("panicked")
            })
        });
        match result {
            Ok(()) => {}
            Err(TestError::Fail(_, input)) => {
                // Shrinking ends on the smallest failing input, the last one that panicked.
                let what = format!("random input (batch {batch} of seed {seed}) fails");
                let panic = last_panic.borrow_mut().take();
                let panic = panic.map_or_else(|| "no panic recorded".to_string(), |p| p.describe());
                report
                    .failures
                    .push(failure(target, &what, &input, &panic, Some(seed)));
            }
            Err(TestError::Abort(why)) => report
                .failures
                .push(format!("fuzz: {}: proptest stopped: {why}", target.name)),
        }
        batch += 1;
    }
    report.random = random.get();
    report.seconds = started.elapsed().as_secs_f64();
    report.slowest = slowest.get();
    report
}

/// The message of a failing input, with the line to add to the target's corpus file.
fn failure(
    target: &Target,
    what: &str,
    input: &[String],
    panic: &str,
    seed: Option<u64>,
) -> String {
    let line = serde_json::to_string(input).unwrap_or_default();
    let shown: String = if line.chars().count() > 2000 {
        format!(
            "{}… ({} bytes)",
            line.chars().take(2000).collect::<String>(),
            line.len()
        )
    } else {
        line
    };
    let replay = seed.map_or(String::new(), |seed| {
        format!(
            "\n  replay: NIMLAB_FUZZ_SEED={seed} cargo test -p nimlab-solver --test fuzz -- {}",
            target.name
        )
    });
    format!(
        "fuzz: FAILED {}: {what}\n  fields: {}\n  input (a corpus line for {}):\n  {shown}\n  {}{replay}",
        target.name,
        target.fields.join(", "),
        corpus::file_name(&target.name),
        panic.replace('\n', "\n  "),
    )
}

/// 32 bytes of ChaCha seed for one batch of one target: the target's name is mixed in, so a
/// new target does not change the inputs of the others.
fn batch_seed(seed: u64, target: &str, batch: u64) -> [u8; 32] {
    let name = target.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    let mut state = seed ^ name ^ batch.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let mut out = [0u8; 32];
    for chunk in out.chunks_mut(8) {
        // splitmix64
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        chunk.copy_from_slice(&(z ^ (z >> 31)).to_le_bytes());
    }
    out
}

thread_local! {
    /// The last panic's message and place on this thread, kept by the panic hook instead of
    /// printed: shrinking panics hundreds of times, and only the smallest input's panic is
    /// worth showing.
    static LAST_PANIC: RefCell<Option<Panic>> = const { RefCell::new(None) };
}

/// A panic's message (with its place) and the stack it unwound, resolved only when shown.
struct Panic {
    message: String,
    backtrace: Backtrace,
}

impl Panic {
    /// The message and the solver's own frames: a panic inside `core` (an overflow, an index)
    /// names a place in the standard library, and the solver's line is the useful one.
    fn describe(&self) -> String {
        let trace = self.backtrace.to_string();
        let lines: Vec<&str> = trace.lines().map(str::trim).collect();
        let frames: Vec<String> = lines
            .iter()
            .enumerate()
            .filter_map(|(k, line)| {
                let (_, symbol) = line.split_once(": ")?;
                symbol.starts_with("nimlab_solver::").then(|| {
                    let place = lines.get(k + 1).and_then(|next| next.strip_prefix("at "));
                    format!("{symbol} ({})", place.unwrap_or("?"))
                })
            })
            .take(5)
            .collect();
        if frames.is_empty() {
            self.message.clone()
        } else {
            format!(
                "{}\nin the solver:\n  {}",
                self.message,
                frames.join("\n  ")
            )
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A watchdog: a run that never ends would hang `./x test`; this stops the process instead,
/// with the input that hung.
struct Watch {
    current: Arc<Mutex<Running>>,
}

/// The run in progress: when it began, the target's name and the input.
type Running = Option<(Instant, String, Vec<String>)>;

impl Watch {
    fn start(limit: Duration) -> Watch {
        let current: Arc<Mutex<Running>> = Arc::default();
        let seen = Arc::clone(&current);
        std::thread::spawn(move || loop {
            std::thread::sleep(Duration::from_millis(500));
            if let Some((begun, name, input)) = lock(&seen).as_ref() {
                if begun.elapsed() > limit {
                    println!(
                        "fuzz: FAILED {name}: one input ran over {:.0} s (NIMLAB_FUZZ_HANG_SECONDS):\n  {}",
                        limit.as_secs_f64(),
                        serde_json::to_string(input).unwrap_or_default()
                    );
                    std::process::exit(1);
                }
            }
        });
        Watch { current }
    }

    fn begin(&self, name: &str, input: &[String]) {
        *lock(&self.current) = Some((Instant::now(), name.to_string(), input.to_vec()));
    }

    fn end(&self) {
        *lock(&self.current) = None;
    }
}
