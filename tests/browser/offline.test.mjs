// Offline: after one visit the site works without a network. The service worker (dist/sw.js,
// written by nimlab-site) precaches every file; with the network gone, a lesson reloads and a
// page never visited opens, their widgets mount and answer, and no console error is logged. A
// new deploy replaces the cache. Where service workers do not exist (http on an address other
// than localhost), pages work as before, without an error.
//
// Each test serves its own copy of dist/ (under /nimlab/, as ./x test does), so that "offline"
// can mean the server is really gone, not only the browser's offline switch (Playwright's
// setOffline has not always reached a service worker's own requests), and so that the update
// test can deploy a change without touching the shared server's files.

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { launchChromium } from "../support/chromium.mjs";
import { launch, OUTPUT, revealEveryWidget, watchProblems, picture } from "../support/browser.mjs";

const DIST = new URL("../../dist/", import.meta.url).pathname;
const SERVER = new URL("../support/static-server.mjs", import.meta.url).pathname;
const WORKER = readFileSync(join(DIST, "sw.js"), "utf8");
/** The worker's precache list and version, as nimlab-site wrote them. */
const FILES = JSON.parse(WORKER.match(/^const FILES = (\[.*\]);$/m)[1]);
const VERSION = WORKER.match(/^const VERSION = "([0-9a-f]+)";$/m)[1];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/**
 * Serves a fresh copy of dist/ under /nimlab/ on a free port. `stop()` ends the server (and so
 * the network, for this site), `dir` is the copy, to deploy changes into.
 */
async function serveCopy() {
  const dir = mkdtempSync(join(OUTPUT, "offline-"));
  cpSync(DIST, dir, { recursive: true });
  const server = spawn(process.execPath, [SERVER, "--root", dir, "--base", "/nimlab/", "--port", "0"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (chunk) => {
      out += chunk;
      const found = out.match(/^serving (\S+)/m);
      if (found) resolve(found[1]);
    });
    server.on("exit", (code) => reject(new Error(`the static server stopped (${code})`)));
  });
  // Should this test process end early (a timeout), the server must not outlive it.
  const orphan = () => server.kill("SIGKILL");
  process.on("exit", orphan);
  let stopped = false;
  return {
    url,
    dir,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.off("exit", orphan);
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.on("exit", resolve));
      // Killed, not asked to stop: a polite close would wait for the browser's open connections,
      // and a network that drops does not wait either.
      server.kill("SIGKILL");
      await exited;
    },
    async close() {
      await this.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A page in a fresh context, with every console error, page error, failed request and HTTP
 * error collected, and every response recorded with whether the service worker gave it. This
 * suite is the one that lets the site's service worker run (the others block it).
 */
async function newPage(contextOptions = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: "allow",
    ...contextOptions,
  });
  const page = await context.newPage();
  const responses = [];
  const problems = watchProblems(page, (response) =>
    responses.push({ url: response.url(), status: response.status(), fromWorker: response.fromServiceWorker() }),
  );
  return { context, page, problems, responses };
}

/** Waits until the front end runs and every widget placeholder of the page is mounted (those
 * a lesson mounts as a reader reaches them, scrolled to). */
async function widgetsMounted(page) {
  await page.waitForFunction(() => window.wasmBindings !== undefined);
  await revealEveryWidget(page);
  const slots = await page.locator("[data-widget]").count();
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-widget] [data-ready="true"]').length === count,
    slots,
  );
  return slots;
}

/** Waits until the page is controlled by an active worker, and returns the site's cache names. */
async function controlled(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(() => caches.keys());
}

/**
 * Calls `read` until `done` holds for what it returns (every 100 ms, 20 s at most), and returns
 * that. (Playwright's waitForFunction would take the promise of an async predicate as a truthy
 * value, so the cache names are polled from here.)
 */
async function until(read, done) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The addresses held in the cache named `name`. */
function cachedUrls(page, name) {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => request.url).sort();
  }, name);
}

/**
 * Steps the first widget of a kind back once (at rest a widget shows its last step) and returns
 * its step counter before and after.
 */
async function stepBack(page, selector) {
  const widget = page.locator(selector).first();
  const counter = widget.locator(".player-counter");
  const before = await counter.textContent();
  await widget.getByRole("button", { name: /Step back/ }).click();
  await page.waitForFunction(
    ([selector, before]) => document.querySelector(`${selector} .player-counter`).textContent !== before,
    [selector, before],
  );
  return [before, await counter.textContent()].map((text) => Number(text.match(/(\d+) \//)[1]));
}

describe("offline", () => {
  test("after one visit, a lesson reloads and an unvisited page opens with the server gone", { timeout: 120_000 }, async () => {
    const site = await serveCopy();
    const { context, page, problems, responses } = await newPage();
    try {
      await page.goto(new URL("nim.html?lang=en", site.url).href);
      await widgetsMounted(page);
      const names = await controlled(page);
      const name = names.find((cache) => cache.endsWith(` ${VERSION}`));
      assert.deepEqual(names, [name], "one cache, of this version");
      assert.ok(name.startsWith(`nimlab ${site.url} `), `the cache is named for the site's root: ${name}`);
      // Every file of the site is in it: the pages, their loaders, the hashed JS/wasm/CSS, solver/,
      // static/; but the builds and stylesheets of one kind made for blog embeds, which no page loads.
      const expected = FILES.map((file) => new URL(file, site.url).href).sort();
      assert.deepEqual(await cachedUrls(page, name), expected);
      for (const kind of [/\.html$/, /boot[-0-9a-f]*\.js$/, /_bg\.wasm$/, /\.css$/, /solver\/nimlab_solver\.js$/, /static\//]) {
        assert.ok(FILES.some((file) => kind.test(file)), `nothing precached matches ${kind}`);
      }

      // The server gives the worker a JavaScript type (browsers refuse a worker of any other).
      const worker = await context.request.get(new URL("sw.js", site.url).href);
      assert.match(worker.headers()["content-type"], /^text\/javascript/);

      await site.stop();
      await context.setOffline(true);
      // The network is really gone: a request the worker does not see fails.
      await assert.rejects(context.request.get(new URL("nim.html", site.url).href));

      const started = responses.length;
      await page.reload();
      assert.ok((await widgetsMounted(page)) >= 3, "the lesson's widgets mount offline");
      assert.equal(await page.locator("html").getAttribute("lang"), "en");
      // The Nim widget answers: stepping the program back moves its counter by one.
      const [from, to] = await stepBack(page, ".nim-widget");
      assert.equal(to, from - 1);

      // A page not visited yet, with a query string: from the precache too.
      await page.goto(new URL("wythoff.html?lang=en", site.url).href);
      assert.ok((await widgetsMounted(page)) >= 4, "the unvisited page's widgets mount offline");
      const [wFrom, wTo] = await stepBack(page, ".wythoff-widget");
      assert.equal(wTo, wFrom - 1);
      // The Embed panel's build, which a page loads at the first press, is kept too.
      const wythoff = page.locator(".wythoff-widget").first();
      await wythoff.locator(".embed-toggle").click();
      await wythoff.locator('.embed-toggle[aria-expanded="true"]').waitFor();
      assert.match(await wythoff.locator(".embed-frame .embed-code").inputValue(), /embed\.html\?widget=wythoff/);
      assert.equal(await page.locator("iframe.embed-measure").count(), 0, "no measure offline: its embed build is not kept");
      // And the home page, by its folder's address.
      await page.goto(new URL("./?lang=en", site.url).href);
      await widgetsMounted(page);
      const lessons = FILES.filter((file) => /^(?!index|embed)[a-z-]+\.html$/.test(file));
      assert.equal(await page.locator(".lesson-list > li > a").count(), lessons.length);

      // Every answer offline came from the worker, and the page, its wasm, JS and CSS were among them.
      const offline = responses.slice(started);
      assert.deepEqual(offline.filter((r) => !r.fromWorker || r.status !== 200), [], "answered by the worker");
      for (const kind of [/nim\.html\?lang=en$/, /wythoff\.html\?lang=en$/, /boot[-0-9a-f]*\.js$/, /_bg\.wasm$/, /\.css$/]) {
        assert.ok(offline.some((r) => kind.test(r.url)), `no offline answer for ${kind}`);
      }
      await picture(page, { path: `${OUTPUT}offline-home.png` });
      assert.deepEqual(problems, [], "the pages logged errors");
    } finally {
      await context.close();
      await site.close();
    }
  });

  test("without the worker the same reload fails: the offline above is real", { timeout: 120_000 }, async () => {
    const site = await serveCopy();
    const { context, page } = await newPage({ serviceWorkers: "block" });
    try {
      await page.goto(new URL("nim.html?lang=en", site.url).href);
      await widgetsMounted(page);
      await site.stop();
      await context.setOffline(true);
      await assert.rejects(page.reload(), /ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED/);
    } finally {
      await context.close();
      await site.close();
    }
  });

  test("a new deploy installs a new cache, deletes the old one, and its pages are served offline", { timeout: 120_000 }, async () => {
    const site = await serveCopy();
    const { context, page, problems } = await newPage();
    try {
      await page.goto(new URL("nim.html?lang=en", site.url).href);
      await widgetsMounted(page);
      const [old] = await controlled(page);
      assert.ok(old.endsWith(` ${VERSION}`));

      // A deploy: a page changes, and nimlab-site would give the worker a new version.
      const lesson = join(site.dir, "nim.html");
      writeFileSync(lesson, readFileSync(lesson, "utf8").replace("</main>", '<p id="deployed">new deploy</p></main>'));
      const worker = join(site.dir, "sw.js");
      const next = "0123456789abcdef";
      writeFileSync(worker, readFileSync(worker, "utf8").replace(`const VERSION = "${VERSION}";`, `const VERSION = "${next}";`));

      // The browser checks the worker on navigations (or when asked); the new one takes over.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
      const fresh = old.replace(/ \S+$/, ` ${next}`);
      const names = await until(() => page.evaluate(() => caches.keys()), (names) => !names.includes(old));
      assert.deepEqual(names, [fresh], "the old cache is gone, the new one is there");
      // Online, the page is the new one at once (network first).
      await page.reload();
      await widgetsMounted(page);
      assert.equal(await page.locator("#deployed").count(), 1);

      // Offline, the new cache serves the new page: it was filled from the new deploy.
      await site.stop();
      await context.setOffline(true);
      await page.reload();
      await widgetsMounted(page);
      assert.equal(await page.locator("#deployed").textContent(), "new deploy");
      assert.deepEqual(problems, [], "the pages logged errors");
    } finally {
      await context.close();
      await site.close();
    }
  });

  test("the embed frame registers no worker; a lesson does", { timeout: 120_000 }, async () => {
    const site = await serveCopy();
    const { context, page, problems } = await newPage();
    try {
      await page.goto(new URL("embed.html?widget=nim&heaps=3,4,5&lang=en", site.url).href);
      await widgetsMounted(page);
      // The page's loader registers right after the front end starts: give it time to show, if it did.
      await page.waitForTimeout(1000);
      assert.deepEqual(await page.evaluate(() => navigator.serviceWorker.getRegistrations()), []);
      await page.goto(new URL("nim.html", site.url).href);
      await widgetsMounted(page);
      await controlled(page);
      assert.equal((await page.evaluate(() => navigator.serviceWorker.getRegistrations())).length, 1);
      assert.deepEqual(problems, [], "the pages logged errors");
    } finally {
      await context.close();
      await site.close();
    }
  });

  test("on plain http away from localhost there is no worker, and no error", { timeout: 120_000 }, async () => {
    const site = await serveCopy();
    const port = new URL(site.url).port;
    // A name that resolves to the local server: an insecure origin, where browsers offer no
    // service workers (as on a school's plain-http mirror).
    const insecure = await launchChromium(undefined, ["--host-resolver-rules=MAP nimlab.test 127.0.0.1"]);
    try {
      const context = await insecure.newContext();
      const page = await context.newPage();
      const problems = [];
      page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
      page.on("pageerror", (error) => problems.push(error.message));
      await page.goto(`http://nimlab.test:${port}/nimlab/nim.html?lang=en`);
      await widgetsMounted(page);
      assert.deepEqual(await page.evaluate(() => [isSecureContext, "serviceWorker" in navigator]), [false, false]);
      const [from, to] = await stepBack(page, ".nim-widget");
      assert.equal(to, from - 1);
      assert.deepEqual(problems, []);
    } finally {
      await insecure.close();
      await site.close();
    }
  });
});
