//! The reference solutions of the exercises page against the solver's judges.
//!
//! `lessons/solutions/<id>.cpp` and `lessons/solutions/<id>.py` are what a teacher hands out
//! for each exercise of [`exercises::ALL`]. Each program runs on the exercise's sample and on
//! [`GENERATED`] judge tests from a fixed seed (the smallest input, the largest the generator
//! makes, then random ones of growing size), and its output is compared with the judge's as a
//! judge compares ([`check`]). The C++ is compiled with `g++ -std=c++17 -O2 -Wall -Wextra`
//! into a temporary directory (a warning fails: a handout should compile cleanly); the Python
//! runs with `python3`. A program that runs longer than [`TIME_LIMIT`] on one test is stopped
//! and fails with its time. Each program's total time per exercise is printed, so the figures
//! show in the output of `cargo test` (written to stderr directly, which libtest does not
//! capture).
//!
//! Nothing is skipped: without `g++` or `python3` the test fails and says what to install
//! (`./x test` checks for both before it starts).
//!
//! The programs' comments come in pairs, `vi: …` then `en: …` (`// ` in C++, `# ` in Python):
//! the exercises page shows each language's lines in its own text (`@include` in
//! `crates/site/src/source.rs`), so [`comments_come_in_vi_en_pairs`] checks the pairing.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

use nimlab_solver::exercises::{
    self,
    generate::{check, judge_tests, JudgeTest, Verdict},
    Exercise,
};
use nimlab_solver::Lang;

/// The seed of the generated tests.
const SEED: u64 = 18;
/// Generated tests per exercise: the two edge cases and six random ones.
const GENERATED: u64 = 8;
/// The longest one program may take on one test. The largest tests take at most about 2 s
/// (the Python of `ends-first`, an `O(n²)` DP at n = 5000) on a busy 2-core machine; only a
/// wrong complexity or a hang gets near this.
const TIME_LIMIT: Duration = Duration::from_secs(10);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Language {
    Cpp,
    Python,
}

impl Language {
    const BOTH: [Language; 2] = [Language::Cpp, Language::Python];

    fn name(self) -> &'static str {
        match self {
            Language::Cpp => "C++",
            Language::Python => "Python",
        }
    }

    fn extension(self) -> &'static str {
        match self {
            Language::Cpp => "cpp",
            Language::Python => "py",
        }
    }

    /// What starts a comment line.
    fn comment(self) -> &'static str {
        match self {
            Language::Cpp => "//",
            Language::Python => "#",
        }
    }
}

fn solutions_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../lessons/solutions")
}

fn source(id: &str, language: Language) -> PathBuf {
    solutions_dir().join(format!("{id}.{}", language.extension()))
}

/// A directory of compiled programs, removed when dropped (also when the test fails).
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Scratch {
        let dir =
            std::env::temp_dir().join(format!("nimlab-reference-solutions-{}", std::process::id()));
        std::fs::create_dir_all(&dir)
            .unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Fails the test, saying what to install, when `tool` does not run.
fn require(tool: &str, install: &str) {
    let runs = Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success());
    assert!(
        runs,
        "`{tool}` is needed to check the reference solutions (lessons/solutions/) and was not \
         found: {install}"
    );
}

/// The interpreter `python3` starts. Run directly, a pyenv shim's 0.1–0.2 s of shell start-up
/// is not counted in every program's time.
fn python() -> PathBuf {
    require("python3", "install Python 3 (apt-get install python3)");
    Command::new("python3")
        .args(["-c", "import sys; print(sys.executable)"])
        .output()
        .ok()
        .filter(|output| output.status.success())
        .map(|output| PathBuf::from(String::from_utf8_lossy(&output.stdout).trim()))
        .filter(|path| path.is_file())
        .unwrap_or_else(|| PathBuf::from("python3"))
}

/// Compiles one C++ solution into `dir`, returning the program's path.
fn compile(id: &str, dir: &Path) -> Result<PathBuf, String> {
    let program = dir.join(id);
    let output = Command::new("g++")
        .args(["-std=c++17", "-O2", "-Wall", "-Wextra", "-o"])
        .arg(&program)
        .arg(source(id, Language::Cpp))
        .output()
        .map_err(|e| format!("g++ did not start: {e}"))?;
    let messages = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() || !messages.trim().is_empty() {
        return Err(format!(
            "g++ -std=c++17 -O2 -Wall -Wextra failed or warned:\n{messages}"
        ));
    }
    Ok(program)
}

/// Runs `command` with `input` on its stdin: its stdout and how long it ran, or why it failed.
fn run(mut command: Command, input: &str) -> Result<(String, Duration), String> {
    let start = Instant::now();
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("did not start: {e}"))?;
    // Writing and reading on threads of their own: a program may print before it has read
    // everything, and neither pipe may fill up while the other waits.
    let writer = child.stdin.take().map(|mut stdin| {
        let input = input.to_owned();
        // A program that stops reading early closes the pipe: its output still decides.
        thread::spawn(move || drop(stdin.write_all(input.as_bytes())))
    });
    let drain = |pipe: Option<Box<dyn Read + Send>>| {
        thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut bytes);
            }
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let stdout = drain(
        child
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    let stderr = drain(
        child
            .stderr
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| format!("wait failed: {e}"))? {
            break status;
        }
        if start.elapsed() > TIME_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!(
                "still running after {:.1} s (the limit is {} s); stopped",
                start.elapsed().as_secs_f64(),
                TIME_LIMIT.as_secs()
            ));
        }
        thread::sleep(Duration::from_millis(1));
    };
    let elapsed = start.elapsed();
    if let Some(writer) = writer {
        let _ = writer.join();
    }
    let stdout = stdout.join().unwrap_or_default();
    let stderr = stderr.join().unwrap_or_default();
    if !status.success() {
        return Err(format!(
            "exited with {status} after {:.2} s; stderr: {}",
            elapsed.as_secs_f64(),
            stderr.trim()
        ));
    }
    Ok((stdout, elapsed))
}

/// The tests of one exercise: its sample, then the generated ones, each with its name.
fn tests_of(exercise: &Exercise) -> Result<Vec<(String, JudgeTest)>, String> {
    let sample = JudgeTest {
        input: exercise.sample_input.to_string(),
        output: exercise.sample_output.to_string(),
    };
    let generated = judge_tests(exercise, GENERATED, SEED).map_err(|e| {
        format!(
            "a generated test was refused by its judge: {}",
            e.message(Lang::En)
        )
    })?;
    assert_eq!(generated.len() as u64, GENERATED, "{}", exercise.id);
    let mut tests = vec![("the sample".to_string(), sample)];
    tests.extend(generated.into_iter().enumerate().map(|(k, test)| {
        let what = match k {
            0 => " (the smallest)",
            1 => " (the largest)",
            _ => "",
        };
        (format!("generated test {k}{what}, seed {SEED}"), test)
    }));
    Ok(tests)
}

/// Runs one program on every test: its total time, or the first failure.
fn judge(
    exercise: &Exercise,
    language: Language,
    tests: &[(String, JudgeTest)],
    program: &Path,
    python: &Path,
) -> Result<Duration, String> {
    let mut total = Duration::ZERO;
    for (name, test) in tests {
        let command = match language {
            Language::Cpp => Command::new(program),
            Language::Python => {
                let mut command = Command::new(python);
                command.arg(program);
                command
            }
        };
        let fail = |why: String| format!("{}, {}, {name}: {why}", exercise.id, language.name());
        let (output, time) = run(command, &test.input).map_err(fail)?;
        total += time;
        let verdict = check(&test.output, &output);
        if verdict != Verdict::Accepted {
            return Err(fail(verdict.words(Lang::En)));
        }
    }
    Ok(total)
}

/// Both programs of one exercise, judged: the C++'s and the Python's total times.
fn judge_exercise(exercise: &Exercise, dir: &Path, python: &Path) -> [Result<Duration, String>; 2] {
    let tests = match tests_of(exercise) {
        Ok(tests) => tests,
        Err(why) => {
            let why = format!("{}: {why}", exercise.id);
            return [Err(why.clone()), Err(why)];
        }
    };
    Language::BOTH.map(|language| {
        let program = match language {
            Language::Cpp => {
                compile(exercise.id, dir).map_err(|why| format!("{}, C++: {why}", exercise.id))?
            }
            Language::Python => source(exercise.id, language),
        };
        judge(exercise, language, &tests, &program, python)
    })
}

/// Writes to the test's stderr past libtest's capture, so the figures show on success too.
fn show(text: &str) {
    let _ = std::io::stderr().write_all(text.as_bytes());
}

#[test]
fn every_reference_solution_passes_its_judge_tests() {
    require("g++", "install Debian's g++ (apt-get install g++)");
    let python = python();
    for exercise in exercises::ALL {
        for language in Language::BOTH {
            let path = source(exercise.id, language);
            assert!(
                path.is_file(),
                "{}: no {} reference solution at {}",
                exercise.id,
                language.name(),
                path.display()
            );
        }
    }
    let scratch = Scratch::new();
    let started = Instant::now();
    // Two programs at a time at most: the machines of CI have two cores, and a figure taken
    // while more programs share them would say little.
    let workers = thread::available_parallelism().map_or(1, |n| n.get().min(2));
    let queue = Mutex::new(exercises::ALL.iter());
    let results = Mutex::new(Vec::new());
    thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| loop {
                let next = queue.lock().map(|mut q| q.next()).unwrap_or(None);
                let Some(exercise) = next else { break };
                let result = judge_exercise(exercise, &scratch.0, &python);
                if let Ok(mut results) = results.lock() {
                    results.push((exercise.id, result));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_default();
    let order = |id: &str| exercises::ALL.iter().position(|e| e.id == id);
    results.sort_by_key(|(id, _)| order(id));

    let mut table = format!(
        "\nreference solutions: the sample and {GENERATED} generated tests (seed {SEED}) each, \
         total time per program\n  {:<20} {:>9} {:>9}\n",
        "exercise", "C++", "Python"
    );
    let mut failures = Vec::new();
    for (id, [cpp, python]) in &results {
        let figure = |result: &Result<Duration, String>| match result {
            Ok(time) => format!("{:.2} s", time.as_secs_f64()),
            Err(_) => "failed".to_string(),
        };
        table.push_str(&format!(
            "  {id:<20} {:>9} {:>9}\n",
            figure(cpp),
            figure(python)
        ));
        for failure in [cpp, python].into_iter().filter_map(|r| r.clone().err()) {
            // A test that cannot be generated fails both languages with the same words.
            if !failures.contains(&failure) {
                failures.push(failure);
            }
        }
    }
    table.push_str(&format!(
        "  ({} programs, {workers} at a time, {:.1} s in all with compiling)\n",
        2 * results.len(),
        started.elapsed().as_secs_f64()
    ));
    show(&table);
    assert_eq!(
        results.len(),
        exercises::ALL.len(),
        "a worker stopped early"
    );
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// Every comment of a solution stands on its own line and comes as a `vi: ` line directly
/// followed by its `en: ` twin, indented alike.
#[test]
fn comments_come_in_vi_en_pairs() {
    let mut problems = Vec::new();
    for exercise in exercises::ALL {
        for language in Language::BOTH {
            let path = source(exercise.id, language);
            let Ok(text) = std::fs::read_to_string(&path) else {
                problems.push(format!("{}: cannot be read", path.display()));
                continue;
            };
            let lead = language.comment();
            let name = format!("{}.{}", exercise.id, language.extension());
            let lines: Vec<&str> = text.lines().collect();
            let mut pairs = 0;
            for (index, line) in lines.iter().enumerate() {
                let at = format!("{name}:{}", index + 1);
                let body = line.trim_start();
                let indent = &line[..line.len() - body.len()];
                if !body.starts_with(lead) {
                    // No program of these has the comment mark in a string.
                    if line.contains(&format!("{lead} ")) {
                        problems.push(format!("{at}: a comment after code; give it its own line"));
                    }
                    continue;
                }
                let vi = format!("{indent}{lead} vi: ");
                let en = format!("{indent}{lead} en: ");
                if line.starts_with(&vi) {
                    if lines
                        .get(index + 1)
                        .is_some_and(|next| next.starts_with(&en))
                    {
                        pairs += 1;
                    } else {
                        problems.push(format!(
                            "{at}: a “vi:” comment not followed by its “en:” twin"
                        ));
                    }
                } else if line.starts_with(&en) {
                    if index == 0 || !lines[index - 1].starts_with(&vi) {
                        problems.push(format!(
                            "{at}: an “en:” comment without its “vi:” twin just above"
                        ));
                    }
                } else {
                    problems.push(format!(
                        "{at}: a comment without “vi: ” or “en: ” after “{lead} ”"
                    ));
                }
            }
            if pairs == 0 {
                problems.push(format!("{name}: no comment says why the method works"));
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}
