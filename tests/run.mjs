// Runs the JS API and browser suites for `./x test`: each suite file in a `node --test` process
// of its own, `--jobs` of them at a time (the longest first, by the times of the last run), with
// a line as each suite starts and ends and, every 30 s, which are still running. It ends with a
// table of every suite's time, names the suites over three minutes, prints the failures of
// every suite that failed (its whole log is in tests/output/suites/), ends a suite still running
// after 15 minutes (NIMLAB_SUITE_LIMIT_S), and closes on one line "tests: N passed, N failed". Non-zero exit on any
// failure, or on a suite whose process failed without reporting a failed test (a crash).
//
//   node tests/run.mjs [--jobs N] [--alone browser/ends] FILE...
//
// A suite is named by its path under tests/ without `.test.mjs` (`browser/nim`, `api/nim`).
// `--alone`: suites that bound a time run when nothing else does.

import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";

const OUTPUT = new URL("output/", import.meta.url).pathname;
const LOGS = `${OUTPUT}suites/`;
const TIMES = `${OUTPUT}suite-times.json`;
const SLOW = 180;
const HEARTBEAT_MS = 30_000;
const SUITE_LIMIT_MS = Number(process.env.NIMLAB_SUITE_LIMIT_S || 900) * 1000;

const { jobs, alone, files } = parseArguments(process.argv.slice(2));
mkdirSync(LOGS, { recursive: true });

// A suite's time in this machine's last run, else as kept in the repository (a fresh clone,
// as CI's, would otherwise start in file order and end on a long suite running alone).
const previous = { ...readJson(new URL("suite-times.json", import.meta.url).pathname), ...readJson(TIMES) };
// Longest first, so the last suites to finish are short ones: two lanes end close together.
const queue = [...files].sort((a, b) => (previous[suiteName(b)] ?? 60) - (previous[suiteName(a)] ?? 60));
const total = queue.length;
const running = new Map();
const results = [];
const begun = Date.now();
let started = 0;

// Stopped (Ctrl+C, or CI's end), the runner takes its suites and their browsers with it.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const run of running.values()) if (run.child) endGroup(run.child);
    process.exit(130);
  });
}

const heartbeat = setInterval(() => {
  const going = [...running.values()].map((run) => `${run.name} (${seconds(Date.now() - run.since)})`);
  say(`… ${results.length} of ${total} suites done after ${seconds(Date.now() - begun)}; running ${going.join(", ")}`);
}, HEARTBEAT_MS);

await new Promise((allDone) => {
  const next = () => {
    if (results.length === total) return allDone();
    while (queue.length > 0) {
      const soloRunning = [...running.values()].some((run) => alone.has(run.name));
      if (soloRunning) return;
      const index = queue.findIndex((file) => !alone.has(suiteName(file)) || running.size === 0);
      if (index < 0 || running.size >= jobs) return;
      const [file] = queue.splice(index, 1);
      runSuite(file).then((result) => {
        results.push(result);
        next();
      });
    }
  };
  next();
});
clearInterval(heartbeat);

report();

function runSuite(file) {
  const name = suiteName(file);
  started += 1;
  say(`suite ${started} of ${total}: ${name}`);
  const since = Date.now();
  running.set(file, { name, since });
  const logPath = `${LOGS}${name.replace(/\//g, "-")}.log`;
  const log = createWriteStream(logPath);
  let tap = "";
  let errors = "";
  return new Promise((resolve) => {
    // A process group of its own: `node --test` runs the file in a child process, which must
    // end with it (a hung suite, or this runner stopped).
    const child = spawn(process.execPath, ["--test", "--test-reporter=tap", file], {
      stdio: ["ignore", "pipe", "pipe"],
      env: process.env,
      detached: true,
    });
    running.get(file).child = child;
    child.stdout.on("data", (chunk) => {
      tap += chunk;
      log.write(chunk);
    });
    child.stderr.on("data", (chunk) => {
      errors += chunk;
      log.write(chunk);
    });
    // A suite that hangs is ended, so that the run still reports instead of running out CI's time.
    const limit = setTimeout(() => {
      say(`suite ${name}: still running after ${seconds(SUITE_LIMIT_MS)}, ended`);
      endGroup(child);
    }, SUITE_LIMIT_MS);
    child.on("close", (code, signal) => {
      clearTimeout(limit);
      log.end();
      running.delete(file);
      const count = (word) => Number(tap.match(new RegExp(`^# ${word} (\\d+)$`, "m"))?.[1] ?? 0);
      const result = {
        name,
        logPath,
        tap,
        errors,
        time: Date.now() - since,
        passed: count("pass"),
        failed: count("fail") + count("cancelled"),
        skipped: count("skipped") + count("todo"),
        exit: signal ?? code,
      };
      // A process that failed without a failed test (a crash before the tests, a hang killed)
      // counts as one failure, so that it cannot pass unseen.
      result.crashed = result.exit !== 0 && result.failed === 0;
      const verdict = result.failed || result.crashed ? "FAILED" : "ok";
      say(
        `suite ${name}: ${verdict}, ${result.passed} passed, ${result.failed} failed` +
          `${result.crashed ? ` (exit ${result.exit})` : ""} in ${seconds(result.time)}`,
      );
      resolve(result);
    });
  });
}

function report() {
  const times = { ...previous };
  for (const result of results) times[result.name] = Math.round(result.time / 1000);
  writeFileSync(TIMES, `${JSON.stringify(times, null, 2)}\n`);

  const failing = results.filter((result) => result.failed || result.crashed);
  for (const result of failing) {
    say(`the log of ${result.name} (${result.logPath}), its failures:`);
    process.stdout.write(`${failuresOf(result.tap) || result.tap.slice(-20_000)}\n`);
    if (result.errors.trim()) process.stdout.write(`its standard error:\n${result.errors.slice(-8_000)}\n`);
  }

  const rows = [...results].sort((a, b) => b.time - a.time);
  const width = Math.max(...rows.map((row) => row.name.length), 5);
  console.log(`\n${"suite".padEnd(width)}  ${"time".padStart(8)}  passed  failed  skipped`);
  for (const row of rows) {
    const flag = row.time > SLOW * 1000 ? "  over 3 min" : "";
    console.log(
      `${row.name.padEnd(width)}  ${seconds(row.time).padStart(8)}  ${String(row.passed).padStart(6)}  ` +
        `${String(row.failed + (row.crashed ? 1 : 0)).padStart(6)}  ${String(row.skipped).padStart(7)}${flag}`,
    );
  }
  const slow = rows.filter((row) => row.time > SLOW * 1000).map((row) => row.name);
  const sum = rows.reduce((acc, row) => acc + row.time, 0);
  console.log(
    `\n${total} suites in ${seconds(Date.now() - begun)} (${seconds(sum)} of suite time, ${jobs} at a time); ` +
      (slow.length ? `over 3 minutes: ${slow.join(", ")}` : "none over 3 minutes"),
  );
  const passed = rows.reduce((acc, row) => acc + row.passed, 0);
  const failed = rows.reduce((acc, row) => acc + row.failed + (row.crashed ? 1 : 0), 0);
  const skipped = rows.reduce((acc, row) => acc + row.skipped, 0);
  console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  process.exitCode = failed ? 1 : 0;
}

/** The TAP blocks of the failed tests, with their diagnostics. */
function failuresOf(tap) {
  const lines = tap.split("\n");
  const out = [];
  for (let i = 0; i < lines.length; i += 1) {
    if (!/^\s*not ok /.test(lines[i])) continue;
    out.push(lines[i]);
    const indent = lines[i].match(/^\s*/)[0].length;
    for (i += 1; i < lines.length && (lines[i].match(/^\s*/)[0].length > indent || lines[i].trim() === ""); i += 1) {
      out.push(lines[i]);
    }
    i -= 1;
  }
  return out.join("\n");
}

function parseArguments(args) {
  let jobs = 1;
  const alone = new Set();
  const files = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === "--jobs") jobs = Math.max(1, Number(args[++i]) || 1);
    else if (args[i] === "--alone") for (const name of args[++i].split(",")) alone.add(name);
    else files.push(args[i]);
  }
  if (files.length === 0) throw new Error("no suite given");
  return { jobs, alone, files };
}

/** Ends a suite's process and the test process it started. */
function endGroup(child) {
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

function suiteName(file) {
  return relative(new URL(".", import.meta.url).pathname, resolve(file)).replace(/\.test\.mjs$/, "");
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

function seconds(ms) {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s` : `${s}s`;
}

function say(line) {
  console.log(`==> ${line}`);
}
