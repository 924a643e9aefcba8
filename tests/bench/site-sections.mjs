// Sections 2–6 of `./x bench`: the built site (dist/) served under /nimlab/ with gzip, as static
// hosts serve it, and measured in headless Chromium. Figures only, never pass or fail: each
// budget line says "met" or "NOT met" and why, and a measurement that breaks prints "error: …"
// and the rest goes on.
//
//   2. page weight   every page and every one-widget embed (frame and element) as downloaded
//                    on a cold visit: CDP's encodedDataLength, gzip as served; the first screen,
//                    then the same visit read to the end (every widget and game scrolled to)
//   3. start-up      navigation start → performance.mark("nimlab:first-widget"), cold loads,
//                    on localhost and on an emulated Fast 3G network
//   4. responsiveness the longest main-thread task (longtask observer) while widgets do their
//                    largest accepted work, play at the fastest speed and step by keyboard
//   5. trace memory  the front end's wasm memory after the interval-DP trace at n = 5000 vs 50

import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { gzipSync } from "node:zlib";
import { countWasmMemory, launchChromium } from "../support/chromium.mjs";

const SERVER = new URL("../support/static-server.mjs", import.meta.url).pathname;
const REPO = new URL("../../", import.meta.url).pathname;
const BASE = "/nimlab/";
const KB = 1024;
const LONG_TASK_MS = 50;

export async function siteSections({ dist, chromium, sections, actions = "" }) {
  const chosen = [
    [2, "2. Page weight", pageWeight],
    [3, "3. Start-up", startUp],
    [4, "4. Responsiveness", responsiveness],
    [5, "5. Trace memory", traceMemory],
  ].filter(([number]) => !sections || sections.has(number));
  if (!chosen.length) return;
  const root = resolve(dist);
  let server;
  let host;
  let browser;
  try {
    server = await serve(root);
    host = await startHost(server.url);
    browser = await launchChromium(chromium);
  } catch (error) {
    console.log(`error: could not start the site or Chromium: ${error.message}`);
    server?.stop();
    host?.close();
    return;
  }
  // `weights`: each page's and embed's transfer, measured once.
  const site = { root, url: server.url, host: host.url, browser, actions, weights: new Map() };
  try {
    for (const [, title, run] of chosen) {
      heading(title);
      const started = Date.now();
      try {
        await run(site);
      } catch (error) {
        console.log(`error: ${firstLine(error)}`);
      }
      console.log(`(section took ${((Date.now() - started) / 1000).toFixed(0)} s)`);
      console.log();
    }
  } finally {
    await browser.close().catch(() => {});
    server.stop();
    host.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The servers and pages

/** Starts tests/support/static-server.mjs (with gzip) on a free port and resolves once it says where. */
function serve(root) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [SERVER, "--root", root, "--base", BASE, "--port", "0", "--gzip"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    const stop = () => {
      if (child.exitCode === null) child.kill();
    };
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = output.match(/serving (\S+)/);
      if (match) resolvePromise({ url: match[1].endsWith("/") ? match[1] : match[1] + "/", stop });
    });
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`the static server exited (${code}) before serving`)));
  });
}

/**
 * A blog on another origin (localhost; the site is 127.0.0.1, as in tests/support/blog.mjs):
 * /KIND.html is a page holding one `<nimlab-widget>` of that kind, with its default input.
 */
async function startHost(site) {
  const server = createServer((request, response) => {
    const kind = new URL(request.url, "http://localhost").pathname.match(/^\/([a-z-]+)\.html$/)?.[1];
    if (!kind) {
      response.writeHead(404).end();
      return;
    }
    const attributes = Object.entries(EMBED_INPUT[kind] ?? {}).map(([name, value]) => ` ${name}="${value}"`);
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><title>${kind}</title><script type="module" src="${site}embed.js"></script>` +
        `<nimlab-widget widget="${kind}"${attributes.join("")}></nimlab-widget>`,
    );
  });
  await new Promise((ready) => server.listen(0, "127.0.0.1", ready));
  return { url: `http://localhost:${server.address().port}/`, close: () => server.close() };
}

/**
 * A fresh context (empty cache: a cold load) with one page; `close()` ends both. Service workers
 * are blocked: the site's worker fetches every file for offline use after the page has started,
 * in a target CDP's network emulation does not throttle, and no figure here is about offline.
 */
async function freshPage(site) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.addInitScript(countWasmMemory);
  return { page, close: () => context.close().catch(() => {}) };
}

/** Resolves once the front end runs and the first widget has answered (a page without widgets: once it runs). */
const frontEndReady = (page) =>
  page.waitForFunction(
    () =>
      window.wasmBindings !== undefined &&
      (document.querySelector("[data-widget]") === null ||
        performance.getEntriesByName("nimlab:first-widget").length > 0),
  );

/** Opens a page and waits until its first widget is mounted (or, without widgets, the front end runs). */
async function openPage(site, path) {
  const session = await freshPage(site);
  try {
    await session.page.goto(new URL(path, site.url).href);
    await frontEndReady(session.page);
    return session;
  } catch (error) {
    await session.close();
    throw error;
  }
}

/** Fast 3G as Chrome DevTools defines it: 1.44 Mbit/s down, 675 kbit/s up, 562 ms latency (bytes/s for CDP). */
const FAST_3G = { offline: false, latency: 562, downloadThroughput: 1.44e6 / 8, uploadThroughput: 675e3 / 8 };

/** A CDP session on the page with the HTTP cache off and, when given, the network emulated. */
async function cdpFor(page, network) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (network) await cdp.send("Network.emulateNetworkConditions", network);
  return cdp;
}

// ---------------------------------------------------------------------------------------------
// 2. Page weight

const KINDS = ["HTML", "CSS", "JS", "wasm", "fonts", "other"];
/** Kinds that count towards a page's total: fonts are listed, not counted (the budget's rule). */
const COUNTED = KINDS.filter((k) => k !== "fonts");
/** The front end's JS glue (wasm-bindgen's, named by Trunk with its hash) and its wasm. */
const GLUE = /\/nimlab-frontend-[0-9a-f]+\.js$/;
const FRONT_WASM = /\/nimlab-frontend-[0-9a-f]+_bg\.wasm$/;

function kindOf(file) {
  const ext = extname(file).toLowerCase();
  if (ext === ".html") return "HTML";
  if (ext === ".css") return "CSS";
  if (ext === ".js" || ext === ".mjs") return "JS";
  if (ext === ".wasm") return "wasm";
  if ([".woff2", ".woff", ".ttf", ".otf"].includes(ext)) return "fonts";
  return "other";
}

const sizes = new Map();
/** Raw and gzip (level 9) bytes of a file, computed once. */
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(file);
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

/**
 * What a cold visit to `path` downloads from the site, measured once per path: a fresh context,
 * the cache disabled, every response's CDP `Network.loadingFinished` `encodedDataLength` (bytes
 * on the wire: gzip as served, headers included) until `ready(page)` has resolved, the fonts are
 * in and the network is idle. `url`: where to open, when not the site's own `path`.
 * Resolves to { split: bytes by kind, total (fonts apart), all, files, glue, wasm, strays, ready }.
 *
 * `read`: then, in the same session and still counting, read the page to the end (`readOn`),
 * adding `read`: the tally of the whole visit, first screen included, with `notes`. One cold
 * load gives both figures: the first screen's is taken before any scrolling, as without `read`,
 * and a second load for the whole read would only fetch the first screen again.
 */
function weigh(site, path, ready, { url = new URL(path, site.url).href, read = false } = {}) {
  if (!site.weights.has(path)) site.weights.set(path, measureTransfer(site, url, ready, read));
  return site.weights.get(path);
}

async function measureTransfer(site, url, ready, read) {
  const session = await freshPage(site);
  const { page } = session;
  try {
    const cdp = await cdpFor(page);
    const urls = new Map();
    const responses = [];
    // The requests not finished yet, for the whole read's own wait for an idle network:
    // Playwright's "networkidle" is reached once per page (at the first screen) and not again.
    const pending = new Set();
    cdp.on("Network.requestWillBeSent", (event) => pending.add(event.requestId));
    cdp.on("Network.loadingFailed", (event) => pending.delete(event.requestId));
    cdp.on("Network.responseReceived", (event) => urls.set(event.requestId, event.response.url));
    cdp.on("Network.loadingFinished", (event) => {
      pending.delete(event.requestId);
      if (urls.has(event.requestId)) responses.push({ url: urls.get(event.requestId), bytes: event.encodedDataLength });
    });
    await page.goto(url, { waitUntil: "load" });
    const readiness = await ready(page);
    await page.evaluate(() => document.fonts.ready.then(() => {}));
    await page.waitForLoadState("networkidle");
    const origin = new URL(site.url).origin;
    const result = { ...tally(responses, origin), ready: readiness };
    if (read) result.read = await readOn(page, () => tally(responses, origin), pending);
    return result;
  } finally {
    await session.close();
  }
}

/** The site's responses so far by kind: `total` without fonts (the first screen's rule), `all` with them. */
function tally(responses, origin) {
  const result = { split: Object.fromEntries(KINDS.map((k) => [k, 0])), total: 0, all: 0, files: 0, glue: 0, wasm: 0, strays: [] };
  for (const { url: from, bytes } of responses) {
    const { origin: at, pathname } = new URL(from);
    if (at !== origin) {
      result.strays.push(from);
      continue;
    }
    const kind = kindOf(pathname);
    result.files += 1;
    result.split[kind] += bytes;
    result.all += bytes;
    if (COUNTED.includes(kind)) result.total += bytes;
    if (GLUE.test(pathname)) result.glue += bytes;
    if (FRONT_WASM.test(pathname)) result.wasm += bytes;
  }
  return result;
}

/** How long one widget or game may take in view while reading, and the whole reading. */
const READ_ITEM_MS = 20_000;
const READ_MS = 240_000;
/** The network counts as idle after this long without a request open (Playwright's rule). */
const IDLE_MS = 500;

/**
 * The first screen measured, the reader goes on to the end of the page (`readThrough`); then
 * the fonts, and an idle network again. Resolves to `count()` then, with `notes`: what did not
 * come in time, or broke, is a note and not a hang or a lost row, the bytes counted so far
 * still the figure.
 */
async function readOn(page, count, pending) {
  const notes = [];
  try {
    notes.push(...(await within(READ_MS + 10_000, page.evaluate(readThrough, { itemMs: READ_ITEM_MS, totalMs: READ_MS }))));
    await within(30_000, page.evaluate(() => document.fonts.ready.then(() => {})));
    const deadline = Date.now() + 30_000;
    let since = Date.now();
    while (Date.now() - since < IDLE_MS) {
      if (pending.size) since = Date.now();
      if (Date.now() > deadline) {
        notes.push(`network still busy after 30 s (${pending.size} requests open)`);
        break;
      }
      await sleep(50);
    }
  } catch (error) {
    notes.push(`error: ${firstLine(error)}`);
  }
  return { ...count(), notes };
}

/** `promise`, or a rejection once `ms` have gone by (a page that stopped answering). */
function within(ms, promise) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * In the page: reads it to the end as a reader would. Each widget in turn (those in the shadow
 * roots of `<nimlab-widget>` elements too) is kept in view until it is mounted, then each game
 * against the computer it shows until it is open (a separate build, loaded when its
 * `.play-slot` comes into view), then the end of the page. As `revealEveryWidget` and
 * `revealGamesIn` do for the tests (tests/support/browser.mjs), but what does not come within
 * `itemMs` (or once `totalMs` is spent) is a note and the reading goes on: resolves to the notes.
 */
async function readThrough({ itemMs, totalMs }) {
  const notes = [];
  const end = Date.now() + totalMs;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
  let stopped = false;
  const over = () => {
    if (stopped || Date.now() <= end) return stopped;
    notes.push(`stopped reading after ${totalMs / 1000} s`);
    return (stopped = true);
  };
  /** Keeps `el` in view until `done()`; false when the time ran out first. */
  const keepInView = async (el, done) => {
    const deadline = Math.min(Date.now() + itemMs, end);
    while (!done()) {
      // Gone: mounted again meanwhile (its new self is met later, or was already).
      if (!el.isConnected) return true;
      if (Date.now() > deadline) return false;
      // Again each time: what mounts above it on the way moves it.
      el.scrollIntoView({ block: "center" });
      await pause();
    }
    return true;
  };
  const read = new Set();
  const readGames = async (scope) => {
    for (const slot of scope.querySelectorAll(".play-slot")) {
      if (read.has(slot) || over()) continue;
      read.add(slot);
      // A game in a part the page hides, or in a closed fold, waits for the reader to show it.
      if (!slot.checkVisibility()) continue;
      const opened = await keepInView(slot, () => ["open", "failed"].includes(slot.dataset.game));
      if (slot.dataset.game === "failed") notes.push("a game could not load");
      else if (!opened) notes.push(`a game still ${slot.dataset.game} after ${itemMs / 1000} s in view`);
    }
  };
  const roots = () => [document, ...[...document.querySelectorAll("nimlab-widget")].flatMap((host) => host.shadowRoot ?? [])];
  const failure = ".widget-error, .widget-failure, .load-failure";
  for (const root of roots()) {
    for (const widget of root.querySelectorAll("[data-widget]")) {
      if (over()) break;
      const mounted = await keepInView(widget, () => widget.querySelector(`[data-ready="true"], ${failure}`));
      if (!mounted) notes.push(`${widget.dataset.widget}: not mounted after ${itemMs / 1000} s in view`);
      else if (widget.querySelector(failure)) notes.push(`${widget.dataset.widget}: could not start`);
      await readGames(widget);
    }
  }
  // A game outside its widget's box, if a page has one; then the last lines.
  for (const root of roots()) await readGames(root);
  window.scrollTo(0, document.documentElement.scrollHeight);
  await pause();
  return notes;
}

/** The site's pages (embed.html is a frame for one widget, not a page), the home page first. */
const sitePages = (root) =>
  readdirSync(root)
    .filter((name) => name.endsWith(".html") && name !== "embed.html")
    .sort((a, b) => (a === "index.html" ? -1 : b === "index.html" ? 1 : a.localeCompare(b)));

/** Every widget kind: the front end's `widget-…` features. */
const widgetKinds = () =>
  [...readFileSync(join(REPO, "crates/frontend/Cargo.toml"), "utf8").matchAll(/^widget-([a-z-]+) = \[\]/gm)].map((m) => m[1]);

const weighPage = (site, name) =>
  weigh(
    site,
    name,
    (page) =>
      frontEndReady(page).then(
        () => true,
        () => false,
      ),
    { read: true },
  );
/** The input an embed of a kind needs when it has no default (a sandbox shows one exercise). */
const EMBED_INPUT = { sandbox: { exercise: "bai-1" } };
const weighFrame = (site, kind) =>
  weigh(site, `embed.html?${new URLSearchParams({ widget: kind, ...EMBED_INPUT[kind] })}`, (page) => page.locator('[data-widget] [data-ready="true"]').waitFor(), {
    read: true,
  });
const weighElement = (site, kind) =>
  weigh(site, `element:${kind}`, (page) => page.locator('nimlab-widget [data-ready="true"]').waitFor(), {
    url: `${site.host}${kind}.html`,
    read: true,
  });

/** Runs `measure` for each item, a failure becoming `{ error }` so that the others still run. */
async function each(items, measure) {
  const results = [];
  for (const item of items) results.push(await measure(item).catch((error) => ({ error: firstLine(error) })));
  return results;
}

async function pageWeight(site) {
  const pages = sitePages(site.root);
  console.log("Every page on a cold visit (fresh context, cache disabled): each response's bytes as");
  console.log("received (CDP encodedDataLength: gzip level 9 as served, headers included), until the");
  console.log("first widget has answered and the network is idle. KB = 1024 bytes. The total is");
  console.log("everything from the site but fonts, which are listed and not counted.");
  const weights = await each(pages, (name) => weighPage(site, name));
  const rows = pages.map((name, i) => {
    const w = weights[i];
    if (w.error) return [name, "", "", ...KINDS.map(() => ""), `error: ${w.error}`];
    const notes = [
      w.ready ? "" : "no first-widget mark",
      w.strays.length ? `${w.strays.length} not from the site: ${w.strays.slice(0, 2).join(", ")}` : "",
    ];
    return [name, String(w.files), kb(w.total), ...KINDS.map((k) => (w.split[k] ? kb(w.split[k]) : "—")), notes.filter(Boolean).join("; ")];
  });
  table(["page", "files", "total KB", ...KINDS.map((k) => (k === "fonts" ? "fonts KB (not counted)" : `${k} KB`)), ""], rows, "lrrrrrrrrl");
  console.log();
  worstBudget(
    "every page ≤ 200 KB in total (HTML, CSS, JS, wasm, other; fonts not counted), gzip as served, cold cache",
    pages.map((name, i) => ({ name, bytes: weights[i].total })),
    200,
  );
  const unmarked = pages.filter((name, i) => weights[i].ready === false);
  console.log(
    unmarked.length
      ? `first-widget mark: MISSING on ${unmarked.join(", ")}`
      : "first-widget mark: present on every page with widgets",
  );
  console.log();
  console.log("Read to the end: the same visits, still counting after the first screen while each widget");
  console.log("in turn is kept in view until it is mounted, then each game against the computer it shows");
  console.log("(a part of the page's build, or in an embed a part of its build where it has one, else a build of its own,");
  console.log("loaded as its slot comes into view;");
  console.log("games in closed folds stay shut)");
  console.log("until it is open, then the end of the page, until the network is idle again. The total is");
  console.log("everything from the site, fonts and games included.");
  const readRows = pages.map((name, i) => {
    const r = weights[i].read;
    if (!r) return [name, "", "", "", "", `error: ${weights[i].error}`];
    const strays = r.strays.length ? `${r.strays.length} not from the site` : "";
    return [name, kb(r.all), kb(r.split.fonts), kb(r.split.wasm), String(r.files), [readNotes(r), strays].filter(Boolean).join("; ")];
  });
  table(["page", "total KB (fonts too)", "fonts KB", "wasm KB", "files", ""], readRows, "lrrrrl");
  console.log();
  worstBudget(
    "every page read to the end ≤ 350 KB in total (fonts and games included), gzip as served, cold cache",
    pages.map((name, i) => ({ name, bytes: weights[i].read?.all })),
    350,
  );
  worstBudget(
    "fonts ≤ 60 KB per page (every font file of the whole read)",
    pages.map((name, i) => ({ name, bytes: weights[i].read?.split.fonts })),
    60,
  );
  const offline = swFiles(site.root).reduce((sum, file) => sum + sizeOf(file).gzip, 0);
  console.log(`Not counted above: the offline copy the service worker fetches after a first visit (every`);
  console.log(`file of the site, the solver's JS API too): ${kb(offline)} KB gzip.`);
  console.log();

  const kinds = widgetKinds();
  console.log("A one-widget embed of every kind, with its default input, measured the same way:");
  console.log("frame = embed.html?widget=KIND opened as the page; element = a page on another origin");
  console.log('with <script type="module" src=".../embed.js"> and <nimlab-widget widget="KIND">,');
  console.log("counting only the site's files (not the host page).");
  const frames = await each(kinds, (kind) => weighFrame(site, kind));
  const elements = await each(kinds, (kind) => weighElement(site, kind));
  const cell = (w) => (w.error ? "error" : kb(w.total));
  const embedRows = kinds.map((kind, i) => {
    const error = frames[i].error ?? elements[i].error;
    return [kind, cell(frames[i]), cell(elements[i]), frames[i].error ? "" : kb(frames[i].split.fonts), error ? `error: ${error}` : ""];
  });
  table(["kind", "frame KB", "element KB", "fonts KB (frame, not counted)", ""], embedRows, "lrrrl");
  console.log();
  worstBudget(
    "a one-widget embed ≤ 120 KB (frame and element, every widget kind), gzip as served, fonts not counted",
    kinds.flatMap((kind, i) => [
      { name: `${kind} frame`, bytes: frames[i].total },
      { name: `${kind} element`, bytes: elements[i].total },
    ]),
    120,
  );
  console.log();
  console.log("The same embeds read through (frame and element scrolled through as a page is, above), so");
  console.log("that the game against the computer loads where the kind has one; fonts counted (an element");
  console.log("fetches none: the faces are linked by static/theme.js, which embed.js does not load).");
  const readCell = (w) => (w.read ? kb(w.read.all) : "error");
  const readEmbedRows = kinds.map((kind, i) => {
    const [frame, element] = [frames[i].read, elements[i].read];
    const notes = [
      frame ? readNotes(frame, "frame: ") : `frame: error: ${frames[i].error}`,
      element ? readNotes(element, "element: ") : `element: error: ${elements[i].error}`,
    ];
    return [kind, readCell(frames[i]), readCell(elements[i]), frame ? kb(frame.split.fonts) : "", frame ? kb(frame.split.wasm) : "", notes.filter(Boolean).join("; ")];
  });
  table(["kind", "frame KB with its game and fonts", "element KB with its game and fonts", "fonts KB (frame)", "wasm KB (frame)", ""], readEmbedRows, "lrrrrl");
  console.log();
  worstBudget(
    "a one-widget embed with its game and fonts ≤ 160 KB (frame and element, every widget kind), gzip as served",
    kinds.flatMap((kind, i) => [
      { name: `${kind} frame`, bytes: frames[i].read?.all },
      { name: `${kind} element`, bytes: elements[i].read?.all },
    ]),
    160,
  );
  console.log();

  // One front-end build per set of widget kinds the pages hold (README, "Loading"), the largest
  // holding every kind (the playground's), and the solver's JS API.
  const frontWasm = readdirSync(site.root).filter((n) => n.endsWith("_bg.wasm"));
  const wasmRows = [];
  const sized = [];
  for (const name of [...frontWasm, "solver/nimlab_solver_bg.wasm"]) {
    try {
      const size = sizeOf(join(site.root, name));
      sized.push({ name, ...size });
      wasmRows.push([name, kb(size.raw), kb(size.gzip)]);
    } catch (error) {
      wasmRows.push([name, "", "", `error: ${firstLine(error)}`]);
    }
  }
  console.log("The wasm files alone (gzip level 9, computed here): the front end once per set of kinds, the solver:");
  table(["file", "raw KB", "gzip KB", ""], wasmRows, "lrrl");
  console.log();
  const solver = sized.find((file) => file.name.startsWith("solver/"));
  const fronts = sized.filter((file) => file !== solver);
  const largest = fronts.reduce((a, b) => (b.gzip > a.gzip ? b : a), fronts[0]);
  if (solver && largest) {
    budget(
      "the solver + the front end with every widget kind ≤ 200 KB gzip",
      solver.gzip + largest.gzip <= 200 * KB,
      `${kb(solver.gzip + largest.gzip)} KB gzip: front end ${kb(largest.gzip)} KB, solver ${kb(solver.gzip)} KB`,
    );
  }
}

/** A whole read's notes (the first two, and how many more), `prefix` before each. */
function readNotes(read, prefix = "") {
  const notes = read.notes.length > 2 ? [...read.notes.slice(0, 2), `${read.notes.length - 2} more`] : read.notes;
  return notes.map((note) => prefix + note).join("; ");
}

/** The files of dist/ the service worker keeps (its FILES list). */
function swFiles(root) {
  const list = readFileSync(join(root, "sw.js"), "utf8").match(/^const FILES = (\[.*\]);$/m);
  return list ? JSON.parse(list[1]).map((f) => join(root, f === "./" ? "index.html" : f)) : [];
}

/** The budget line for the largest of `items` ({ name, bytes }, a failed one skipped) against `limitKb`. */
function worstBudget(text, items, limitKb) {
  const measured = items.filter((item) => Number.isFinite(item.bytes));
  if (!measured.length) return;
  const largest = measured.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const over = measured.filter((item) => item.bytes > limitKb * KB).length;
  budget(text, over === 0, `largest: ${largest.name}, ${kb(largest.bytes)} KB; ${over} of ${measured.length} over`);
}

// ---------------------------------------------------------------------------------------------
// 3. Start-up

/** Each row: a page, the network, how many cold loads (its median is the figure). */
const START_ROWS = [
  { name: "win-lose.html", loads: 7 },
  { name: "grundy.html", loads: 7 },
  { name: "playground.html", loads: 7 },
  // Lesson 01 for a visitor on a slow mobile connection: the 2 s budget.
  { name: "win-lose.html", loads: 3, network: FAST_3G, label: "Fast 3G" },
];

/** One cold load: { mark, wasm } in ms from navigation start (wasm: when the front end's wasm had arrived). */
async function coldLoad(site, name, network) {
  const session = await freshPage(site);
  try {
    await cdpFor(session.page, network);
    await session.page.goto(new URL(name, site.url).href, { waitUntil: "commit" });
    const handle = await session.page.waitForFunction(
      () => {
        const mark = performance.getEntriesByName("nimlab:first-widget")[0];
        if (!mark) return null;
        const wasm = performance.getEntriesByType("resource").find((e) => e.name.endsWith("_bg.wasm"));
        return { mark: mark.startTime, wasm: wasm?.responseEnd ?? null };
      },
      null,
      { timeout: 60_000 },
    );
    return await handle.jsonValue();
  } finally {
    await session.close();
  }
}

async function startUp(site) {
  console.log('Navigation start → performance.mark("nimlab:first-widget"), cold loads (each in a fresh');
  console.log("context, cache disabled: the wasm fetched and compiled again), gzip as served. \"wasm");
  console.log("fetched\" is when the front end's wasm had arrived; the rest is compiling it and mounting");
  console.log("the widgets. Fast 3G: CDP network emulation, 1.44 Mbit/s down, 675 kbit/s up, 562 ms latency.");
  const rows = [];
  const medians = [];
  for (const { name, loads, network, label = "localhost" } of START_ROWS) {
    const results = await each(Array.from({ length: loads }), () => coldLoad(site, name, network));
    const errors = results.filter((r) => r.error).map((r) => r.error);
    const times = results.filter((r) => !r.error).map((r) => r.mark);
    const fetched = results.filter((r) => !r.error && r.wasm !== null).map((r) => r.wasm);
    const problem = errors.length ? `error (${errors.length}×): ${errors[0]}` : "";
    if (!times.length) {
      rows.push([name, label, "0", "", "", "", "", problem]);
      continue;
    }
    const m = median(times);
    medians.push({ name, label, ms: m });
    rows.push([name, label, String(times.length), fetched.length ? ms(median(fetched)) : "?", ms(m), ms(Math.min(...times)), ms(Math.max(...times)), problem]);
  }
  table(["page", "network", "loads", "wasm fetched ms (median)", "first widget ms (median)", "min ms", "max ms", ""], rows, "llrrrrrl");
  console.log();
  const local = medians.filter((m) => m.label === "localhost");
  if (local.length) {
    const worst = local.reduce((a, b) => (b.ms > a.ms ? b : a));
    budget("first widget interactive ≤ 1 s (median, localhost)", worst.ms <= 1000, `worst: ${worst.name}, median ${ms(worst.ms)} ms`);
  }
  const slow = medians.find((m) => m.label === "Fast 3G");
  if (slow) {
    budget("lesson 01's first widget ready ≤ 2 s on Fast 3G (median of 3, gzip, cold cache)", slow.ms <= 2000, `${slow.name}, median ${ms(slow.ms)} ms`);
  }
}

// ---------------------------------------------------------------------------------------------
// 4. Responsiveness

/**
 * Starts watching the page's main thread: a `longtask` observer (buffered, so that a task
 * the observer is told of late still counts; entries that ended before this moment are
 * dropped) and a requestAnimationFrame counter.
 */
async function watch(page) {
  const supported = await page.evaluate(() => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("longtask")) return false;
    // The first "frame" is now, so that a task right after the watch starts counts as a gap.
    const t0 = performance.now();
    const watch = { t0, tasks: [], frames: [t0], stopped: false };
    watch.observer = new PerformanceObserver((list) => watch.tasks.push(...list.getEntries()));
    watch.observer.observe({ type: "longtask", buffered: true });
    const frame = (t) => {
      if (watch.stopped) return;
      watch.frames.push(t);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    window.__nimlabWatch = watch;
    return true;
  });
  if (!supported) throw new Error("this Chromium reports no longtask entries");
}

/** Stops watching (after two more frames, so the last task has been reported) and sums up. */
async function report(page) {
  return page.evaluate(async (limit) => {
    const watch = window.__nimlabWatch;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    watch.tasks.push(...watch.observer.takeRecords());
    watch.observer.disconnect();
    watch.stopped = true;
    const tasks = watch.tasks.filter((t) => t.startTime + t.duration >= watch.t0).map((t) => t.duration);
    const frames = watch.frames;
    let gap = 0;
    for (let i = 1; i < frames.length; i++) gap = Math.max(gap, frames[i] - frames[i - 1]);
    return {
      longest: tasks.length ? Math.max(...tasks) : 0,
      over: tasks.filter((d) => d > limit).length,
      fps: frames.length > 1 ? ((frames.length - 1) * 1000) / (frames.at(-1) - frames[0]) : 0,
      gap,
    };
  }, LONG_TASK_MS);
}

async function counter(widget) {
  const text = await widget.locator(".player-counter").textContent();
  const [, position, total] = text.match(/(\d+) \/ (\d+)/) ?? [];
  return { position: Number(position), total: Number(total) };
}

/**
 * Waits, inside the page, until the widget's root element shows `want`, or the widget shows
 * an input error (then `accepted` says so). The check runs once a frame and is a few DOM
 * reads: Playwright's own locators (role queries over a page of 10 000 elements) cost tens of
 * milliseconds each, and would be counted as the site's long tasks.
 *
 *   { position: "start" | "end", changedFrom }  the step counter (changedFrom: its text before)
 *   { playing: false }                          the player has stopped (its button says Play)
 *   { text: [selector, part] }                  an element's text contains part
 */
async function waitInWidget(widget, want, timeout = 60_000) {
  const root = await widget.elementHandle();
  await root.evaluate(
    (el, [want, timeout]) =>
      new Promise((done, fail) => {
        const shows = () => {
          if (want.text) return el.querySelector(want.text[0])?.textContent.includes(want.text[1]);
          if (want.playing === false) return el.querySelector(".player-play")?.getAttribute("aria-label") === "Play";
          const counter = el.querySelector(".player-counter");
          const [, p, t] = (counter?.textContent.match(/(\d+) \/ (\d+)/) ?? []).map(Number);
          if (!(t > 0)) return false;
          if (want.position === "start" && p !== 0) return false;
          if (want.position === "end" && p !== t) return false;
          return want.changedFrom === undefined || counter.textContent !== want.changedFrom;
        };
        const refused = () =>
          [...el.querySelectorAll(".field-error")].some((e) => e.offsetParent !== null && e.textContent.trim());
        const until = performance.now() + timeout;
        const poll = () => {
          if (shows() || refused()) done();
          else if (performance.now() > until) fail(new Error(`timed out after ${timeout} ms`));
          else requestAnimationFrame(poll);
        };
        poll();
      }),
    [want, timeout],
  );
}

/** Fails when the widget shows an input error: the work asked for was refused. */
async function accepted(widget) {
  const errors = await widget.locator(".field-error:visible").allTextContents();
  const shown = errors.map((t) => t.trim()).filter(Boolean);
  if (shown.length) throw new Error(`input refused: ${shown.join("; ")}`);
}

async function fill(widget, fields) {
  for (const [name, value] of Object.entries(fields)) {
    await widget.locator(`input[name="${name}"], textarea[name="${name}"]`).first().fill(value);
  }
}

/** `1 2 … n` */
const upTo = (n) => Array.from({ length: n }, (_, i) => String(i + 1)).join(" ");
/** A fixed row of n values in −1000 … 1000 (the browser test's row). */
const row = (n) => Array.from({ length: n }, (_, i) => ((i * 7919) % 2001) - 1000).join(" ");
/**
 * `m` edges on `n` vertices, i → i + d for d = 1, 2, …: a DAG, so the retrograde analysis
 * decides every vertex and reads every edge (a graph without a terminal vertex would be all
 * draws after one step).
 */
function graphEdges(n, m) {
  const edges = [];
  for (let d = 1; d < n && edges.length < m; d++) {
    for (let i = 0; i + d < n && edges.length < m; i++) edges.push(`${i}-${i + d}`);
  }
  return edges.join(",");
}

const PLAY_WINDOW_MS = 15_000;
const KEY_WINDOW_MS = 2_000;
const steps = async (w) => `${(await counter(w)).total} steps`;

/** New input, then the form's button: done when the trace has restarted on the new input. */
const build = (fields, button) => ({
  prepare: (w) => fill(w, fields),
  click: (w) => w.getByRole("button", { name: button, exact: true }),
  done: (w, before) => waitInWidget(w, { position: "start", changedFrom: before }),
  note: steps,
});

/** A player button (Go to end): done when the counter is at the end. */
const toEnd = {
  click: (w) => w.getByRole("button", { name: "Go to end", exact: true }),
  done: (w) => waitInWidget(w, { position: "end" }),
};

/** Holds → from step 0 for the window, the keys going to the player (its Step forward button). */
const holdRight = {
  prepare: async (w) => {
    await w.getByRole("button", { name: "Back to start", exact: true }).click();
    await w.getByRole("button", { name: "Step forward", exact: true }).focus();
  },
  during: (w, page) => holdKey(w, page, "ArrowRight"),
  fps: true,
};

/**
 * The groups of actions; each group runs in a fresh page (the English playground), its
 * actions one after the other on the same widget. An action's `prepare` (typing the input)
 * runs before the watch starts; the watch covers the click, `during` and `done`.
 */
const GROUPS = [
  {
    widget: ".wl-table",
    actions: [
      { name: "wl-table: build, max n and 64 moves", input: "moves 1…64, n = 200", ...build({ moves: upTo(64), n: "200" }, "Build table") },
      { name: "wl-table: build, max n (to play)", input: "moves 1 3 4, n = 200", ...build({ moves: "1 3 4", n: "200" }, "Build table") },
      {
        name: "wl-table: play at the fastest speed",
        input: "moves 1 3 4, n = 200",
        fps: true,
        prepare: (w) => w.getByRole("button", { name: "Very fast", exact: true }).click(),
        click: (w) => w.getByRole("button", { name: "Play", exact: true }),
        // To the end, or for a window long enough to read fps when the trace is long.
        done: (w) =>
          waitInWidget(w, { playing: false }, PLAY_WINDOW_MS).catch(
            () => {},
          ),
        note: async (w) => {
          const { position, total } = await counter(w);
          if (position === total) return `to the end: ${total} steps`;
          await w.getByRole("button", { name: "Pause", exact: true }).click();
          return `stopped after ${PLAY_WINDOW_MS / 1000} s at step ${position} / ${total}`;
        },
      },
      { name: "wl-table: ArrowRight held", input: `moves 1 3 4, n = 200, ${KEY_WINDOW_MS / 1000} s`, ...holdRight },
    ],
  },
  {
    widget: ".ends-widget",
    actions: [
      { name: "ends: build the interval DP", input: "5000 values", ...build({ values: row(5000) }, "Build grid") },
      { name: "ends: jump to the end", input: "5000 values, Go to end", ...toEnd },
      { name: "ends: ArrowRight held", input: `5000 values, ${KEY_WINDOW_MS / 1000} s`, ...holdRight },
    ],
  },
  {
    widget: "#sg-octal .sg-table-widget",
    actions: [
      { name: "sg-table octal: build, max n", input: "0.77 (Kayles), n = 1000", ...build({ code: "0.77", n: "1000", width: "" }, "Build table") },
      // The heaviest code tried: sixteen 6s (every take 1–16 may split the heap) and values that
      // keep growing, so the period search spends its whole budget.
      { name: "sg-table octal: build, max n, heaviest code", input: "0.6666666666666666, n = 1000", ...build({ code: "0.6666666666666666", n: "1000", width: "" }, "Build table") },
    ],
  },
  {
    widget: "#sg-free .sg-table-widget",
    actions: [{ name: "sg-table split: build, max size", input: "E&D, size 64", ...build({ size: "64" }, "Build table") }],
  },
  {
    widget: ".nim-product-widget",
    actions: [
      { name: "nim-product: build, cell by cell, max", input: "product, 32 × 32 (1024 cells)", ...build({ size: "32" }, "Build table") },
      { name: "nim-product: 32 × 32, jump to the end", input: "32 × 32, Go to end", ...toEnd },
      { name: "nim-product: build, max size", input: "product, 256 × 256 (canvas)", ...build({ size: "256" }, "Build table") },
      { name: "nim-product: jump to the end", input: "256 × 256, Go to end", ...toEnd },
    ],
  },
  {
    widget: ".graph-widget",
    actions: [{ name: "graph: draw and analyse, max size", input: "30 vertices, 120 edges (a DAG)", ...build({ vertices: "30", edges: graphEdges(30, 120) }, "Draw and analyse") }],
  },
  {
    widget: ".mex-widget",
    actions: [{ name: "mex: compute, max input", input: "moves 1…30, piles 30 ×5", ...build({ moves: upTo(30), piles: "30 30 30 30 30" }, "Compute") }],
  },
  {
    widget: ".ends-bench-widget",
    actions: [
      {
        name: "ends-bench: measure, max n",
        input: "n = 5000 (15 runs, sliced)",
        prepare: (w) => w.getByLabel("Row length n").fill("5000"),
        click: (w) => w.getByRole("button", { name: "Measure", exact: true }),
        done: (w) =>
          waitInWidget(w, { text: [".ends-bench-progress", "All 15 runs done."] }, 180_000),
        note: async (w) => {
          const times = await w.locator(".ends-bench-time").allTextContents();
          return `by length ${times[0]}, by rows ${times[1]}, rolled ${times[2]}`;
        },
      },
    ],
  },
];

/**
 * Holds a key down for the window (Playwright repeats a held key's keydown, as a keyboard
 * does) as fast as the page takes the events, and says how many steps that made.
 */
async function holdKey(widget, page, key) {
  const before = (await counter(widget)).position;
  const end = Date.now() + KEY_WINDOW_MS;
  let presses = 0;
  while (Date.now() < end) {
    await page.keyboard.down(key);
    presses += 1;
  }
  await page.keyboard.up(key);
  const after = (await counter(widget)).position;
  return `${presses} keydowns, ${after - before} steps (${((after - before) / (KEY_WINDOW_MS / 1000)).toFixed(0)}/s)`;
}

/** One action: prepare, then watch the main thread over the click (a real mouse click at the button's centre) and the wait. */
async function measureAction(page, widget, action) {
  await widget.scrollIntoViewIfNeeded();
  if (action.prepare) await action.prepare(widget, page);
  let at = null;
  if (action.click) {
    // In the middle of the screen: at its top the sticky site header would take the click.
    const button = action.click(widget);
    at = await button.evaluate((el) => {
      el.scrollIntoView({ block: "center" });
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      return el.contains(document.elementFromPoint(x, y)) ? { x, y } : null;
    });
    if (!at) throw new Error("the button is covered where it would be clicked");
  }
  const before = await widget.locator(".player-counter").textContent().catch(() => undefined);
  await watch(page);
  const started = Date.now();
  let during = "";
  let failure;
  try {
    if (at) await page.mouse.click(at.x, at.y);
    if (action.during) during = await action.during(widget, page);
    if (action.done) await action.done(widget, before);
  } catch (error) {
    failure = error;
  }
  const wall = Date.now() - started;
  // Always stop the watch, so that its frame counter does not run on into the next action.
  const result = await report(page);
  if (failure) throw failure;
  await accepted(widget);
  const note = action.note ? await action.note(widget) : during;
  return { wall, ...result, note };
}

async function responsiveness(site) {
  console.log("Each action in the English playground, one fresh page per widget. The input is typed");
  console.log("first; then a longtask observer (buffered) and a requestAnimationFrame counter run from");
  console.log("just before the click (a real mouse click) or the keys until two frames after the");
  console.log('result is on screen. Longtask reports only tasks over 50 ms, so "< 50" means none;');
  console.log('"worst frame" is the longest gap between two frames; "wall" includes the driver.');
  const rows = [];
  const results = [];
  const groups = GROUPS.map((group) => ({
    ...group,
    actions: group.actions.filter((action) => action.name.includes(site.actions)),
  })).filter((group) => group.actions.length);
  for (const group of groups) {
    let session;
    let widget;
    try {
      session = await openPage(site, "playground.html?lang=en");
      widget = session.page.locator(group.widget).first();
      await widget.waitFor();
    } catch (error) {
      for (const action of group.actions) rows.push([action.name, action.input, "", "", "", "", "", `error: ${firstLine(error)}`]);
      await session?.close();
      continue;
    }
    for (const action of group.actions) {
      try {
        const r = await measureAction(session.page, widget, action);
        results.push({ name: action.name, ...r });
        rows.push([
          action.name,
          action.input,
          ms(r.wall),
          r.over ? ms(r.longest) : `< ${LONG_TASK_MS}`,
          String(r.over),
          ms(r.gap),
          action.fps ? r.fps.toFixed(0) : "",
          r.note ?? "",
        ]);
      } catch (error) {
        rows.push([action.name, action.input, "", "", "", "", "", `error: ${firstLine(error)}`]);
      }
    }
    await session.close();
  }
  table(["action", "input", "wall ms", "longest task ms", "tasks > 50 ms", "worst frame ms", "fps", ""], rows, "llrrrrrl");
  console.log();
  console.log("No widget takes a table of n = 10^6 (the issue's figure; the JS API's table does, up");
  console.log("to n = 10^6): each widget caps its input far below, and the actions above use the caps:");
  console.log("  wl-table n ≤ 200 (≤ 64 moves); sg-table octal n ≤ 1000, split size ≤ 64; nim-product");
  console.log("  size ≤ 256; graph ≤ 30 vertices, ≤ 120 edges; mex piles ≤ 30 (≤ 5 piles, moves ≤ 30);");
  console.log("  ends and ends-bench n ≤ 5000.");
  console.log();
  if (results.length) {
    const worst = results.reduce((a, b) => (b.longest > a.longest ? b : a));
    const over = results.filter((r) => r.over > 0);
    budget(
      `no main-thread task over ${LONG_TASK_MS} ms`,
      over.length === 0,
      `worst: ${worst.name}, ${ms(worst.longest)} ms; ${over.length} of ${results.length} actions have one`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// 5. Trace memory

async function traceMemory(site) {
  console.log("The score lesson's interval-DP widget (score.html, #ends-lesson), each length in a fresh");
  console.log("page: type the values, Build grid, Go to end, then the size of its wasm memory");
  console.log("(the front end's wasm memory, which grows and never shrinks).");
  const rows = [];
  const after = {};
  for (const n of [50, 5000]) {
    const session = await openPage(site, "score.html?lang=en").catch((error) => ({ error }));
    if (session.error) {
      rows.push([String(n), "", "", "", `error: ${firstLine(session.error)}`]);
      continue;
    }
    const { page } = session;
    try {
      const memory = () => page.evaluate(() => window.nimlabWasmBytes());
      const w = page.locator("#ends-lesson .ends-widget");
      const atStart = await memory();
      const before = await w.locator(".player-counter").textContent();
      await fill(w, { values: row(n) });
      await w.getByRole("button", { name: "Build grid", exact: true }).click();
      await waitInWidget(w, { position: "start", changedFrom: before });
      await accepted(w);
      const { total } = await counter(w);
      await w.getByRole("button", { name: "Go to end", exact: true }).click();
      await waitInWidget(w, { position: "end" });
      after[n] = await memory();
      rows.push([String(n), String(total), mb(atStart), mb(after[n]), ""]);
    } catch (error) {
      rows.push([String(n), "", "", "", `error: ${firstLine(error)}`]);
    } finally {
      await session.close();
    }
  }
  table(["n values", "trace steps", "memory at start MB", "at the end MB", ""], rows, "rrrrl");
  console.log();
  if (after[50] && after[5000]) {
    const ratio = after[5000] / after[50];
    console.log(`ratio n = 5000 / n = 50: ${ratio.toFixed(2)}×`);
    budget(
      "trace memory independent of length (n = 5000 within 2× of n = 50)",
      ratio <= 2,
      `${mb(after[5000])} MB against ${mb(after[50])} MB: ${ratio.toFixed(2)}×`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Printing

function heading(title) {
  console.log(title);
  console.log("=".repeat(title.length));
}

/** Prints rows as aligned columns; `align` has one letter per column, l or r. */
function table(headers, rows, align) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells) =>
    cells
      .map((c, i) => ((align[i] ?? "l") === "r" ? (c ?? "").padStart(widths[i]) : (c ?? "").padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  console.log(line(headers));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const r of rows) console.log(line(r));
}

function budget(text, met, detail) {
  console.log(`budget: ${text} — ${met ? `met (${detail})` : `NOT met (${detail})`}`);
}

const kb = (bytes) => (bytes / KB).toFixed(1);
const mb = (bytes) => (bytes / KB / KB).toFixed(1);
const ms = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const firstLine = (error) => String(error?.message ?? error).split("\n")[0];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
