// Shared set-up for the browser tests: Debian's Chromium driven by playwright-core, a page
// opened on the site served by `./x test`, and every console error, page error or failed
// request collected so that a test can fail on it.

import assert from "node:assert/strict";
import { mkdirSync, readdirSync } from "node:fs";
import { launchChromium } from "./chromium.mjs";

export const SITE = process.env.NIMLAB_URL;
if (!SITE) throw new Error("NIMLAB_URL is not set: run the browser tests through ./x test");

/** The page that holds one of every widget with free input. */
export const PLAYGROUND = "playground.html";

export const OUTPUT = new URL("../output/", import.meta.url).pathname;
mkdirSync(OUTPUT, { recursive: true });

/**
 * Saves the pictures the suites take (tests/output/*.png) when set: `NIMLAB_SCREENSHOTS=1 ./x
 * test`. Off by default: no test compares them, and taking them cost minutes of every run.
 */
export const SCREENSHOTS = process.env.NIMLAB_SCREENSHOTS === "1";

/**
 * Chromium for a suite. Its contexts block service workers unless a test asks for them
 * (`serviceWorkers: "allow"`, the offline suite): a worker precaches the whole site in the
 * background of every page a test opens, which is the offline suite's business alone and cost
 * every other suite the download of the site again and again.
 */
export async function launch() {
  const browser = await launchChromium();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: "block", ...options });
  return browser;
}

/** `page.screenshot(options)` when pictures are asked for (`SCREENSHOTS`), else nothing. */
export async function picture(page, options) {
  if (SCREENSHOTS) await page.screenshot(options);
}

/**
 * The screens a suite checks its widget on, a phone's then a desktop's: a test opens the page
 * on the first and resizes it to the next (`page.setViewportSize`), the stage laying its
 * widget out again, rather than open the page anew for each.
 */
export const SCREENS = [
  { name: "phone", width: 375, height: 800 },
  { name: "desktop", width: 1280, height: 900 },
];

/** The pages of the course in dist/ (embed.html is a frame for one widget, not a page). */
export function sitePages() {
  return readdirSync(new URL("../../dist/", import.meta.url))
    .filter((name) => name.endsWith(".html") && name !== "embed.html")
    .sort();
}

/**
 * Collects every console error, page error, failed request and HTTP error of `page`, for a test
 * to fail on; `onResponse` also sees every response.
 */
export function watchProblems(page, onResponse = () => {}) {
  const problems = [];
  // Said as it happens too: a test that times out never reaches the check of `problems`, and
  // its log should still show what the page said before it stalled.
  const note = (problem) => {
    console.error(`[page] ${problem}`);
    problems.push(problem);
  };
  page.on("console", (message) => {
    if (message.type() === "error") note(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => note(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    const error = request.failure()?.errorText;
    // The browser drops its own favicon fetch, and the faces a document was still loading, when
    // that document goes (the page navigates on or closes, a frame is removed): no reader sees
    // that, and nothing else aborts them (a face refused or missing fails otherwise).
    if (error === "net::ERR_ABORTED" && /\/favicon\.svg$|\.woff2$/.test(request.url())) return;
    note(`request failed: ${request.url()} ${error}`);
  });
  page.on("response", (response) => {
    onResponse(response);
    if (response.status() >= 400) note(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * Opens `path` (relative to the site) and waits until the front end runs and a widget is up,
 * service workers blocked unless `serviceWorkers: "allow"` (see `launch`). On the playground
 * every widget is mounted first (`revealEveryWidget`), unless `reveal` is false: a test of
 * what a reader arriving at one section meets then waits for that section's widget itself, or
 * names the section (`section`, its id; see `openWidget`), whose widgets are then mounted and
 * their games opened. `init`: a function run in the page before its own scripts.
 */
export async function open(
  browser,
  path = "",
  { width = 1280, height = 900, reducedMotion, serviceWorkers = "block", reveal = true, section, init } = {},
) {
  // A tab left by an earlier test of the suite, reset (see `tabs`), or a new one.
  const reusable = init === undefined && serviceWorkers === "block";
  const tab = (reusable && tabs(browser).pop()) || (await newTab(browser, { serviceWorkers }));
  const { context, page } = tab;
  await page.setViewportSize({ width, height });
  await page.emulateMedia({ media: null, colorScheme: "light", forcedColors: "none", reducedMotion: reducedMotion ?? "no-preference" });
  const problems = watchProblems(page);
  if (init) await page.addInitScript(init);
  await page.goto(new URL(path, SITE).href);
  // The front end has started once its loader has run; pages with widgets wait for one of them.
  await page.waitForFunction(() => window.wasmBindings !== undefined);
  // What is mounted here: the whole page (null), one section, or nothing (undefined).
  const reach = reveal ? null : section;
  if (reach !== undefined) await revealEveryWidget(page, reach);
  if ((await page.locator("[data-widget]").count()) > 0) {
    await page.waitForSelector('[data-widget] [data-ready="true"]');
  }
  if (reach !== undefined) await revealGames(page, reach && page.locator(`section#${reach}`));
  if (reach) await page.evaluate(nearWidgetsIn);
  // A first visit links the faces once the first widget is up (static/theme.js): what the tests
  // measure and photograph is the page as it stays, in its own faces.
  await page.evaluate(facesIn);
  return {
    page,
    problems,
    async close() {
      // An Embed panel measuring its embed (a hidden frame, gone once measured) would have its
      // requests cut off by the closing, which counts as failed requests: let it finish.
      if (!page.isClosed()) await page.waitForFunction(() => !document.querySelector("iframe.embed-measure"));
      if (reusable && problems.length === 0 && (await resetTab(tab))) tabs(browser).push(tab);
      else await context.close();
      assert.deepEqual(problems, [], "the page logged errors");
    },
  };
}

/**
 * The tabs of `browser` that a closed session gave back, each reset to a first visit (its
 * storage, cookies, permissions, routes and listeners gone, on about:blank), for the next
 * `open` of the suite. A new tab costs a browser context and a renderer process, and its page
 * downloads and compiles the site again: reusing one takes about a third off the time a suite
 * spends opening pages, which is most of a widget suite's. What a test sets on a tab and a
 * reset cannot take back (an init script, a service worker) is never set on a reused one: `open`
 * with `init` or `serviceWorkers: "allow"` takes a tab of its own, closed with its session.
 * Kept: the HTTP cache (revalidated on every load, as `no-cache` asks) and the compiled code.
 */
const idleTabs = new WeakMap();
function tabs(browser) {
  if (!idleTabs.has(browser)) idleTabs.set(browser, []);
  return idleTabs.get(browser);
}

async function newTab(browser, { serviceWorkers }) {
  const context = await browser.newContext({ serviceWorkers });
  const page = await context.newPage();
  return { context, page };
}

/** Resets `tab` for the next session (see `tabs`); false if it cannot be (closed by its test). */
async function resetTab({ context, page }) {
  if (page.isClosed()) return false;
  try {
    page.removeAllListeners();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.unrouteAll({ behavior: "ignoreErrors" });
    await context.clearPermissions();
    await context.clearCookies();
    await page.goto("about:blank");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Storage.clearDataForOrigin", { origin: new URL(SITE).origin, storageTypes: "all" });
    await cdp.detach();
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens the playground at one section (`section`, its id) as a reader following a link there
 * would, and returns the session of `open` once the section's widgets are mounted and their
 * games against the computer open, and the widgets within a screen of it mounted too (the
 * others mount as they come near the screen). Most tests of a widget need nothing else, and
 * mounting the whole playground (every widget, every game) for each cost minutes.
 * `hash` is a shared link's state (`nim.heaps=…`, with or without its `#` and section), put in
 * the fragment after the section (such a link mounts every widget, crates/site/src/shared.js);
 * `lang` opens the page in that language (`?lang=en`).
 */
export function openWidget(browser, section, { hash = "", lang, ...options } = {}) {
  const query = lang ? `?lang=${lang}` : "";
  // A shared link's fragment may name the section already (`#nim&nim.step=7`), or not.
  const state = hash.replace(/^#/, "").split("&").filter((part) => part && part !== section);
  const fragment = [section, ...state].join("&");
  return open(browser, `${PLAYGROUND}${query}#${fragment}`, { ...options, reveal: false, section });
}

/**
 * Unmounts and mounts the widget `kind` of the page 30 times through the page's bindings and
 * reads the listeners its builds hold (`liveListeners`, a tests' hook): `before`; `after`, once
 * the widget's game, where it has one, has opened again (in the playground a game comes from
 * the family build's part, so its listeners count with the widget's); `unmounted`, with the
 * widget gone; and whether the widget, mounted once more, is `ready`.
 */
export async function remountListeners(page, kind) {
  // The widget's game, where it has one, brought into view and waited for, before and after.
  const game = page.locator(`[data-widget="${kind}"] .play-slot`);
  const lookAtGame = async () => {
    if ((await game.count()) === 0) return;
    await game.scrollIntoViewIfNeeded();
    await page.locator(`[data-widget="${kind}"] .play-slot[data-game="open"] .play`).waitFor();
  };
  // Looked at first, with the widgets that then come near the screen mounted: they add
  // listeners of their own, which are not the widget's to give back.
  await lookAtGame();
  await page.evaluate(nearWidgetsIn);
  const before = await page.evaluate((kind) => {
    const api = window.wasmBindings;
    const slot = document.querySelector(`[data-widget="${kind}"]`);
    const before = api.liveListeners();
    for (let i = 0; i < 30; i++) {
      api.unmountWidget(slot);
      api.mountWidget(slot);
    }
    return before;
  }, kind);
  await lookAtGame();
  const counts = await page.evaluate((kind) => {
    const api = window.wasmBindings;
    const slot = document.querySelector(`[data-widget="${kind}"]`);
    const after = api.liveListeners();
    api.unmountWidget(slot);
    const unmounted = api.liveListeners();
    api.mountWidget(slot);
    return { after, unmounted, ready: !!slot.querySelector('[data-ready="true"]') };
  }, kind);
  return { before, ...counts };
}

/**
 * Waits until `widget`'s player stands at step 0 of a new trace (a new input was taken; the
 * trace it replaced may have stood at its end, where stepping forward is disabled).
 */
export function atStepZero(widget) {
  return widget.locator(".player-counter").filter({ hasText: /^\D*0 \/ / }).waitFor({ timeout: 10_000 });
}

/**
 * In the page (Playwright's or puppeteer's): resolves once the site's faces are linked
 * (static/fonts.css, which static/theme.js links on a first visit after the first widget; a
 * frame, only when its address asks for them) and the ones the page draws have loaded.
 */
export async function facesIn() {
  const linked = () => document.querySelector("link[data-fonts]");
  // A frame that draws in the reader's system face says so (static/theme.js).
  const systemFont = document.documentElement.dataset.fonts === "system";
  const deadline = Date.now() + 15_000;
  while (!systemFont && !linked()?.sheet) {
    if (Date.now() > deadline) throw new Error("the page never linked its faces (static/fonts.css)");
    await new Promise((later) => setTimeout(later, 20));
  }
  // A face starts loading when a frame's layout first needs it: `fonts.ready` asked before that
  // frame resolves at once, and a test closing the page then cut the faces' requests off (a
  // flaky "request failed … woff2" on a loaded machine).
  await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  await document.fonts.ready;
}

/**
 * On a page that mounts widgets as they come into view (the playground, `boot-shared.js`,
 * every widget; a lesson, the quick check and the exercises at its end, see
 * crates/frontend/src/widgets/later.rs), scrolls to each in turn, as a reader going through
 * the page would, until it is mounted (or shows why it cannot be), then back to where the page
 * was: the suites that use its widgets find them all. Only those of the section `section` (its
 * id) when given. Nothing happens when every widget is mounted already. Runs in Playwright's
 * pages and puppeteer's.
 */
export async function revealEveryWidget(page, section = null) {
  await page.evaluate(async (section) => {
    const mounted = (slot) => slot.querySelector('[data-ready="true"], .widget-error, .widget-failure');
    const { scrollX, scrollY } = window;
    const root = section === null ? document : document.querySelector(`section#${CSS.escape(section)}`);
    if (!root) throw new Error(`the page has no section #${section}`);
    const slots = [...root.querySelectorAll("[data-widget]")];
    if (slots.every(mounted)) return;
    for (const slot of slots) {
      const deadline = Date.now() + 20_000;
      while (!mounted(slot)) {
        if (Date.now() > deadline) throw new Error(`${slot.dataset.widget}: not mounted after 20 s in view`);
        // Again each time: the sections on the way are laid out and mounted, moving it.
        slot.scrollIntoView({ block: "center" });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    // Back where the reader was: at the section a link named, else at the same scroll position.
    const linked = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (linked) linked.scrollIntoView();
    else window.scrollTo(scrollX, scrollY);
  }, section);
}

/**
 * In the page: resolves once the widgets within a screen of the viewport, which the
 * playground's loader mounts as a reader arrives (crates/site/src/shared.js, whose measure
 * this is), are mounted (or show why not), so that none grows under a test's clicks.
 */
async function nearWidgetsIn() {
  const slots = [...document.querySelectorAll("[data-widget]")];
  if (slots.length === 0) return;
  const near = await new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        observer.disconnect();
        resolve(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target));
      },
      { rootMargin: "100% 0px" },
    );
    for (const slot of slots) observer.observe(slot);
  });
  const deadline = Date.now() + 20_000;
  for (const slot of near) {
    while (!slot.querySelector('[data-ready="true"], .widget-error, .widget-failure')) {
      if (Date.now() > deadline) throw new Error(`${slot.dataset.widget}: near the screen, not mounted after 20 s`);
      await new Promise((later) => setTimeout(later, 50));
    }
  }
}

/**
 * Brings every shown game against the computer into view, so that its build loads as it does
 * for a reader who scrolls to it (kit/game_slot.rs), waits until each is open, and scrolls
 * back: those of `scope` (a locator), else of the whole page, its frames and the shadow roots of
 * its elements included.
 */
export async function revealGames(page, scope = null) {
  if (scope) return scope.evaluate(revealGamesIn);
  for (const frame of page.frames()) await frame.evaluate(revealGamesIn, null);
}

/** In the page: `revealGames` in `root` (the document's body by default). */
async function revealGamesIn(root) {
  root ??= document.body;
  const { scrollX, scrollY } = window;
  const hosts = [root, ...root.querySelectorAll("nimlab-widget")];
  const slots = hosts.flatMap((host) => [
    ...(host === root ? root.querySelectorAll(".play-slot") : []),
    ...(host.shadowRoot?.querySelectorAll(".play-slot") ?? []),
  ]);
  for (const slot of slots) {
    // A game in a part the page hides, or in a closed fold, waits for the reader to show it.
    if (!slot.checkVisibility()) continue;
    const deadline = Date.now() + 20_000;
    while (slot.dataset.game !== "open") {
      // A widget mounted again meanwhile (a language switch, the playground's builds) has a
      // new slot of its own, which a later call meets.
      if (!slot.isConnected) break;
      if (slot.dataset.game === "failed") throw new Error(`a game could not load: ${slot.textContent}`);
      if (Date.now() > deadline) throw new Error(`a game is still ${slot.dataset.game} after 20 s in view`);
      slot.scrollIntoView({ block: "center" });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  window.scrollTo(scrollX, scrollY);
}

/**
 * The page's URL once every widget has written its state into it: a widget writes when its
 * player has rested for a moment (not on every step), and marks itself meanwhile.
 */
export async function settledUrl(page) {
  await page.waitForFunction(() => !document.querySelector("[data-url-pending]"));
  return page.url();
}

/**
 * The page's scroll width with every lesson section laid out. Sections off screen skip
 * layout (`content-visibility: auto` in style.css), which would hide their overflow from
 * `scrollWidth`; they are shown for the measure (through the CSSOM, which a strict CSP allows).
 */
export async function pageScrollWidth(page) {
  return page.evaluate(() => {
    const sections = [...document.querySelectorAll(".lesson-section")];
    for (const section of sections) section.style.contentVisibility = "visible";
    const width = document.documentElement.scrollWidth;
    for (const section of sections) section.style.contentVisibility = "";
    return width;
  });
}

/** How far the page scrolls sideways (0 when it does not), every section laid out. */
export async function horizontalOverflow(page) {
  const viewport = await page.evaluate(() => window.innerWidth);
  return (await pageScrollWidth(page)) - viewport;
}

/** Clicks the centre of cell (r, c) of a widget's value picture (`canvas.value-canvas`). */
export async function clickPictureCell(widget, r, c) {
  const canvas = widget.locator("canvas.value-canvas");
  const rows = Number(await canvas.getAttribute("data-rows"));
  const cols = Number(await canvas.getAttribute("data-cols"));
  // The stage may still be fitting the picture to the screen: a box read mid-way sent a click
  // to another cell (21, 21 for 16, 16).
  const box = await boxAtRest(canvas, "the value picture");
  await canvas.click({ position: { x: ((c + 0.5) / cols) * box.width, y: ((r + 0.5) / rows) * box.height } });
}

/**
 * Screenshots `element` once it has come to rest (the picture only when `SCREENSHOTS`), and
 * fails naming it (`name`, else the picture's file name) when it keeps moving. An element
 * taller than the screen gets a screen tall enough for a while (the size is put back afterwards): a capture beyond the screen lays
 * out what it takes in (`content-visibility: auto` sections, sizes in `vh`) and moved the
 * element away from the place measured. The element is centred, clear of the sticky header,
 * must hold the same box for several frames in a row, and is taken by its place on the
 * screen. Playwright's own wait for a stable element is not used: it compares boxes to the
 * last fraction of a pixel and scrolls and measures anew on every try, and on a machine loaded
 * enough it ran out of time on a widget that was not moving.
 */
export async function screenshotAtRest(element, path, name = path.split("/").pop()) {
  const page = element.page();
  const screen = page.viewportSize();
  const margin = 160;
  const { height } = (await element.boundingBox()) ?? { height: 0 };
  // Without pictures the element must still come to rest, on the screen as it is.
  const tall = SCREENSHOTS && height + 2 * margin > screen.height;
  if (tall) await page.setViewportSize({ width: screen.width, height: Math.ceil(height) + 2 * margin });
  try {
    const box = await boxAtRest(element, name);
    await picture(page, { path, clip: box });
  } finally {
    if (tall) await page.setViewportSize(screen);
  }
}

/**
 * `element`'s box once it has held still for four frames, scrolled into view; fails naming it
 * (`name`) when it keeps moving for 20 s.
 */
export async function boxAtRest(element, name) {
  const rest = await element.evaluate(async (el) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const boxOf = () => {
      const { x, y, width, height } = el.getBoundingClientRect();
      return { x, y, width, height };
    };
    const same = (a, b) => ["x", "y", "width", "height"].every((k) => Math.abs(a[k] - b[k]) < 0.5);
    const deadline = Date.now() + 20_000;
    const seen = [];
    let box = boxOf();
    let still = 0;
    while (still < 4) {
      if (Date.now() > deadline) return { moving: seen.slice(-4) };
      el.scrollIntoView({ block: "center" });
      await frame();
      const next = boxOf();
      still = same(box, next) ? still + 1 : 0;
      if (!still) seen.push(next);
      box = next;
    }
    return { box };
  });
  if (rest.moving) {
    throw new Error(`${name}: still moving after 20 s; its last boxes ${JSON.stringify(rest.moving)}`);
  }
  return rest.box;
}
