// Section 1 of `./x bench`: the solver's kernels (crates/solver/src/kernels.rs) five ways —
// native Rust, the wasm build in Node and in headless Chromium, and the plain JavaScript of
// kernels.mjs in Node and in Chromium — as medians side by side, with the checksums that show
// all five did the same work, and the issue's two budgets (wasm ≤ 1.5× native; wasm no slower
// than JS). It prints and never fails: a runtime that errs or times out on a kernel gets
// "error: …" in that cell and the rest goes on.
//
// Every non-native figure comes from the same loop (loop.mjs: 1 warm-up run, then 7 timed
// runs, performance.now()), which is the native example's loop. Each kernel runs in a fresh
// worker thread (Node) or a fresh browser context (Chromium), so a 200 MB grid of one kernel
// does not weigh on the next and a runaway kernel can be stopped.

import { spawn } from "node:child_process";
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { launchChromium } from "../support/chromium.mjs";
import { KERNELS } from "./kernels.mjs";

/** Timed runs per kernel and runtime, as `./x bench` asks of the native example. */
const SAMPLES = 7;
/** How long one kernel may take in one runtime (warm-up and all runs): the plain-JS
 * nim-products kernel (BigInt) takes tens of seconds a run on a busy machine. */
const TIMEOUT_MS = Number(process.env.NIMLAB_BENCH_TIMEOUT_S || 900) * 1000;
/** Ratios above these miss the issue's budgets. */
const NATIVE_BUDGET = 1.5;
const JS_BUDGET = 1;

const HERE = fileURLToPath(new URL(".", import.meta.url));
const SERVER = fileURLToPath(new URL("../support/static-server.mjs", import.meta.url));


const COLUMNS = [
  { key: "native", label: "native" },
  { key: "wasmNode", label: "wasm Node" },
  { key: "wasmChromium", label: "wasm Chromium" },
  { key: "jsNode", label: "JS Node" },
  { key: "jsChromium", label: "JS Chromium" },
];

export async function kernelsSection({ nativeFile, wasmDir, chromium }) {
  const native = readNative(nativeFile);
  const browser = await BenchBrowser.start(chromium, wasmDir);
  const rows = [];
  try {
    for (const name of KERNELS) {
      const row = { name, native: native.get(name) };
      // Kernel by kernel rather than runtime by runtime: on a shared machine the load drifts,
      // and the ratios of one kernel are then measured close together.
      row.wasmNode = await progress(name, "wasm Node", measureInNode("wasm", name, wasmDir));
      row.jsNode = await progress(name, "JS Node", measureInNode("js", name, wasmDir));
      row.wasmChromium = await progress(name, "wasm Chromium", browser.measure("wasm", name));
      row.jsChromium = await progress(name, "JS Chromium", browser.measure("js", name));
      rows.push(row);
    }
  } finally {
    await browser.stop();
  }
  print(rows, browser.version);
}

// ---- Measuring -----------------------------------------------------------------------------

/** The native example's JSON lines, by kernel; a cell is `{ checksum, samples_ms }` or `{ error }`. */
function readNative(file) {
  let lines;
  try {
    lines = readFileSync(file, "utf8").split("\n").filter((line) => line.trim() !== "");
  } catch (error) {
    return new Map(KERNELS.map((name) => [name, { error: `cannot read ${file}: ${error.code ?? error.message}` }]));
  }
  const cells = new Map();
  for (const line of lines) {
    try {
      const { kernel, checksum, samples_ms } = JSON.parse(line);
      cells.set(kernel, { checksum: String(checksum), samples_ms });
    } catch {
      // A stray line (a cargo message) is not a kernel's figure; the kernel shows as missing.
    }
  }
  for (const name of KERNELS) {
    if (!cells.has(name)) cells.set(name, { error: `not in ${file}` });
  }
  return cells;
}

/** Times one kernel in a worker thread of Node; stops it after TIMEOUT_MS. */
function measureInNode(runtime, name, wasmDir) {
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./node-worker.mjs", import.meta.url), {
      workerData: { runtime, name, samples: SAMPLES, wasmDir },
    });
    let settled = false;
    const settle = (cell) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.terminate();
      resolve(cell);
    };
    const timer = setTimeout(() => settle({ error: `timed out after ${TIMEOUT_MS / 1000} s` }), TIMEOUT_MS);
    worker.on("message", (message) => settle(message.result ?? { error: message.error }));
    worker.on("error", (error) => settle({ error: error.message }));
    worker.on("exit", (code) => settle({ error: `the worker exited (code ${code}) without a result` }));
  });
}

/** Headless Chromium on the bench page, served with the wasm build from a temporary directory. */
class BenchBrowser {
  static async start(executablePath, wasmDir) {
    const bench = new BenchBrowser();
    bench.executablePath = executablePath;
    // page.html, page.mjs, kernels.mjs, loop.mjs, and the wasm build under solver/.
    bench.dir = mkdtempSync(join(tmpdir(), "nimlab-bench-"));
    for (const file of ["page.html", "page.mjs", "kernels.mjs", "loop.mjs"]) {
      copyFileSync(join(HERE, file), join(bench.dir, file));
    }
    try {
      cpSync(wasmDir, join(bench.dir, "solver"), { recursive: true });
    } catch {
      // The page then fails to load the wasm and every wasm cell says so; JS still runs.
    }
    try {
      ({ child: bench.server, url: bench.url } = await startServer(bench.dir));
      await bench.launch();
    } catch (error) {
      bench.failure = `Chromium did not start: ${firstLine(error)}`;
    }
    return bench;
  }

  async launch() {
    this.browser = await launchChromium(this.executablePath);
    this.version = `Chromium ${this.browser.version()}`;
  }

  /** One kernel in one runtime, in a fresh context; `{ checksum, samples_ms }` or `{ error }`. */
  async measure(runtime, name) {
    if (this.failure) return { error: this.failure };
    let context;
    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve("timeout"), TIMEOUT_MS);
    });
    try {
      context = await this.browser.newContext();
      const page = await context.newPage();
      const pageErrors = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      const work = (async () => {
        await page.goto(new URL("page.html", this.url).href);
        await page.waitForFunction(() => window.benchReady === true, null, { timeout: 60_000 }).catch(() => {
          throw new Error(`the bench page did not start${pageErrors.length ? `: ${pageErrors.join("; ")}` : ""}`);
        });
        return page.evaluate(([r, n, s]) => window.bench(r, n, s), [runtime, name, SAMPLES]);
      })();
      const outcome = await Promise.race([work, timeout]);
      if (outcome === "timeout") {
        work.catch(() => {}); // it fails once the context is closed below
        await this.abandon(context);
        return { error: `timed out after ${TIMEOUT_MS / 1000} s` };
      }
      await context.close();
      return outcome;
    } catch (error) {
      await context?.close().catch(() => {});
      return { error: firstLine(error).replace(/^page\.evaluate: (Error: )?/, "") };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes a context whose page may be stuck in a long task; relaunches Chromium if it hangs. */
  async abandon(context) {
    let guard;
    const closed = await Promise.race([
      context.close().then(() => true, () => false),
      new Promise((resolve) => {
        guard = setTimeout(() => resolve(false), 30_000);
      }),
    ]);
    clearTimeout(guard);
    if (closed) return;
    await this.browser.close().catch(() => {});
    try {
      await this.launch();
    } catch (error) {
      this.failure = `Chromium did not restart: ${firstLine(error)}`;
    }
  }

  async stop() {
    await this.browser?.close().catch(() => {});
    if (this.server && this.server.exitCode === null) {
      const exited = new Promise((resolve) => this.server.once("exit", resolve));
      this.server.kill();
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Starts tests/support/static-server.mjs on a free port and waits for its "serving <url>". */
function startServer(root) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER, "--root", root, "--base", "/", "--port", "0"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const lines = createInterface({ input: child.stdout });
    lines.on("line", (line) => {
      const match = line.match(/^serving (\S+)/);
      if (match) resolve({ child, url: match[1] });
    });
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the static server exited (code ${code})`)));
  });
}

/** Awaits a measurement and logs it to stderr, so a long run shows that it moves. */
async function progress(name, label, measurement) {
  const cell = await measurement;
  const figure = cell.error ? `error: ${cell.error}` : `${formatMs(median(cell.samples_ms))} ms`;
  process.stderr.write(`  ${name}, ${label}: ${figure}\n`);
  return cell;
}

// ---- Printing ------------------------------------------------------------------------------

function median(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Three significant figures, never in exponent form (1618.4 → "1620", 0.2412 → "0.241"). */
function formatMs(ms) {
  return String(Number(ms.toPrecision(3)));
}

function formatRatio(ratio) {
  return ratio === undefined ? "—" : `${formatMs(ratio)}×`;
}

const medianOf = (cell) => (cell && !cell.error ? median(cell.samples_ms) : undefined);
const ratioOf = (a, b) => (a !== undefined && b !== undefined ? a / b : undefined);

function firstLine(error) {
  return String(error instanceof Error ? error.message : error).split("\n")[0];
}

function print(rows, browserVersion) {
  const out = [];
  out.push(`1. Kernels (crates/solver/src/kernels.rs): median of ${SAMPLES} timed runs after 1 warm-up, ms`);
  out.push(`   native: profile bench (opt-level 3); wasm: the JS API's build (profile api: opt-level 3, wasm-opt -O3)`);
  out.push(`   with benchKernel; JS: tests/bench/kernels.mjs. Node ${process.version}, ${browserVersion ?? "Chromium: not started"}.`);
  out.push(`   Ratios are wasm in Node against native / JS in Node, then wasm in Chromium against`);
  out.push(`   native / JS in Chromium. Chromium's clock steps by 0.1 ms (the page is not cross-origin`);
  out.push(`   isolated), so its figures below a few ms are coarse.`);
  out.push("");

  const notes = [];
  const errorText = (label, name, cell) => {
    const full = `error: ${cell.error}`;
    if (full.length <= 32) return full;
    notes.push(`   ${name}, ${label}: ${full}`);
    return `${full.slice(0, 30)}…`;
  };
  const header = [
    "kernel",
    ...COLUMNS.map((c) => c.label),
    "wasm/native Node · Chr.",
    "wasm/JS Node · Chr.",
    "checksums",
  ];
  const budgets = { native: [], js: [] };
  const missing = { native: [], js: [] };
  const table = rows.map((row) => {
    const medians = Object.fromEntries(COLUMNS.map((c) => [c.key, medianOf(row[c.key])]));
    const cells = COLUMNS.map((c) =>
      row[c.key].error ? errorText(c.label, row.name, row[c.key]) : formatMs(medians[c.key]),
    );
    const ratios = {};
    for (const [where, wasm, js] of [
      ["Node", medians.wasmNode, medians.jsNode],
      ["Chromium", medians.wasmChromium, medians.jsChromium],
    ]) {
      ratios[where] = { native: ratioOf(wasm, medians.native), js: ratioOf(wasm, js) };
      for (const kind of ["native", "js"]) {
        const ratio = ratios[where][kind];
        if (ratio === undefined) missing[kind].push(`${row.name} in ${where}`);
        else budgets[kind].push({ name: row.name, where, ratio });
      }
    }
    const checksums = COLUMNS.map((c) => row[c.key].checksum);
    const agree = checksums.every((sum) => sum !== undefined && sum === checksums[0]);
    if (!agree) {
      const values = COLUMNS.map((c) => `${c.label} ${row[c.key].checksum ?? "(none: error)"}`);
      notes.push(`   ✗ ${row.name}: ${values.join(", ")}`);
    }
    return [
      row.name,
      ...cells,
      `${formatRatio(ratios.Node.native)} · ${formatRatio(ratios.Chromium.native)}`,
      `${formatRatio(ratios.Node.js)} · ${formatRatio(ratios.Chromium.js)}`,
      agree ? "✓" : "✗",
    ];
  });

  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  // The kernel names read left-aligned, the figures right-aligned.
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(" | ");
  out.push(line(header));
  out.push(widths.map((w) => "-".repeat(w)).join("-|-"));
  for (const r of table) out.push(line(r));
  if (notes.length) out.push("", ...notes);

  out.push("");
  out.push(budgetLine(`wasm ≤ ${NATIVE_BUDGET}× native on every kernel`, budgets.native, NATIVE_BUDGET, missing.native));
  out.push(budgetLine("wasm no slower than JS on any kernel", budgets.js, JS_BUDGET, missing.js));
  console.log(out.join("\n"));
}

/** "met" / "not met" with the worst kernel; "not known" when a missing figure could decide it. */
function budgetLine(title, ratios, limit, missing) {
  if (ratios.length === 0) return `${title}: not known (no figures)`;
  const worst = ratios.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  const detail = `worst: ${worst.name} in ${worst.where}, ${formatRatio(worst.ratio)}`;
  if (worst.ratio > limit) return `${title}: not met (${detail})`;
  if (missing.length) return `${title}: not known (${detail}; no figure for ${missing.join(", ")})`;
  return `${title}: met (${detail})`;
}
