// The embeds against what real posts do to them, on another origin under a strict CSP: frames
// that shrink as well as grow; a post of frames only, which must load no wasm; a theme that
// uppercases, spaces out and shrinks text; a wasm that is slow or never arrives; the layout
// shift of a post while its elements load; and the builds they load (a quiz's: of its topic).

import assert from "node:assert/strict";
import { createServer } from "node:http";
import { after, before, describe, test } from "node:test";
import { blogPolicy, tableIn } from "../support/blog.mjs";
import { launch, revealGames, SITE } from "../support/browser.mjs";

// The policy of the demo blog: the site is its one outside source.
const CSP = blogPolicy(SITE);

/** A post: the loader in its head (`loader` its extra attributes), a 720 px column, `style` and `body` its own. */
const post = ({ style = "", body, loader = "" }) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>A post</title>
  <script type="module" src="${SITE}embed.js"${loader}></script>
  <style>
    body { font-family: Georgia, serif; max-width: 720px; margin: 0; padding: 0; }
    iframe { display: block; width: 100%; border: 0; }
    ${style}
  </style>
</head>
<body>
${body}
</body>
</html>`;

const frame = (id, query, height = 300) =>
  `<iframe id="${id}" title="${id}" height="${height}" src="${SITE}embed.html?${query.replaceAll("&", "&amp;")}"></iframe>`;
const words = (n) => `<p>${"Words of the post around the widgets. ".repeat(n)}</p>`;
const TABLE = `<nimlab-widget id="w" widget="wl-table" moves="1,3,4" n="14" lang="en"></nimlab-widget>`;
const HOSTILE = "html { font-size: 62.5%; } article { text-transform: uppercase; letter-spacing: 2px; }";
const SHIFTING = (reserve = "") => `${words(3)}
  <nimlab-widget widget="wl-table" moves="1,3,4" n="14" lang="en"${reserve}></nimlab-widget>
  ${words(40)}
  <nimlab-widget widget="nim" heaps="3,4,5" lang="en"${reserve}></nimlab-widget>
  ${words(40)}
  <nimlab-widget widget="mex" lang="en"${reserve}></nimlab-widget>
  ${words(40)}`;

const POSTS = {
  "/frames.html": post({
    body: `${words(2)}
      ${frame("frame-wl", "widget=wl-table&moves=1,3,4&n=14&lang=en")}
      ${frame("frame-nim", "widget=nim&heaps=3,4,5&lang=en&font=nimlab")}
      ${frame("frame-mex", "widget=mex&lang=en&font=nimlab")}`,
  }),
  "/neutral.html": post({ body: `<article><p>A neutral post.</p>${TABLE}</article>` }),
  "/hostile.html": post({ style: HOSTILE, body: `<article><p>A hostile post.</p>${TABLE}</article>` }),
  "/fallback.html": post({
    body: `<nimlab-widget id="vi" widget="nim" heaps="3,4,5" lang="vi"><p id="fallback">Nim with heaps 3, 4 and 5.</p></nimlab-widget>
      <nimlab-widget id="en" widget="nim" heaps="1,2" lang="en"></nimlab-widget>`,
  }),
  "/shifts.html": post({ body: SHIFTING() }),
  "/two-kinds.html": post({
    body: `<nimlab-widget id="a" widget="wl-table" lang="en"></nimlab-widget>
      <nimlab-widget id="b" widget="nim" lang="en"></nimlab-widget>
      <nimlab-widget id="c" widget="wl-table" n="9" lang="en"></nimlab-widget>
      <nimlab-widget id="later" lang="en"></nimlab-widget>`,
  }),
  "/shifts-unreserved.html": post({ body: SHIFTING(' reserve="0"') }),
  "/shifts-blocking.html": post({ body: SHIFTING(), loader: ' blocking="render"' }),
  "/quizzes.html": post({
    body: `<nimlab-widget id="q-nim" widget="quiz" topic="nim" lang="en"></nimlab-widget>
      ${frame("frame-graphs", "widget=quiz&topic=graphs&lang=en")}`,
  }),
  "/quiz-default.html": post({
    body: `<nimlab-widget id="q-default" widget="quiz" lang="en"></nimlab-widget>
      <nimlab-widget id="q-unknown" widget="quiz" topic="chess" lang="en"></nimlab-widget>`,
  }),
};

const blog = createServer((request, response) => {
  const html = POSTS[new URL(request.url, "http://localhost").pathname];
  if (!html) {
    // The browser asks for /favicon.ico; a blog without one answers "no content".
    response.writeHead(request.url === "/favicon.ico" ? 204 : 404).end();
    return;
  }
  response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": CSP });
  response.end(html);
});
let BLOG;
let browser;
before(async () => {
  await new Promise((ready) => blog.listen(0, "127.0.0.1", ready));
  BLOG = `http://localhost:${blog.address().port}/`;
  browser = await launch();
});
after(async () => {
  await browser?.close();
  blog.close();
});

/**
 * Opens a post, with `prepare(page)` run before it loads (routes, listeners). Console errors,
 * page errors and CSP violations fail the test when it closes, except Chromium's one line for a
 * request the test itself made fail (`failedOnPurpose`, matched against the request's URL).
 */
async function openPost(path, { width = 720, height = 900, prepare = async () => {}, failedOnPurpose = null } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const problems = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const expected =
      failedOnPurpose?.test(message.location().url ?? "") && message.text().startsWith("Failed to load resource");
    if (!expected) problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await prepare(page);
  await page.goto(`${BLOG}${path}`);
  return {
    page,
    problems,
    async close() {
      await context.close();
      assert.deepEqual(problems, [], "the post logged errors or CSP violations");
    },
  };
}

const nextFrame = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));

/** The height of a frame's content (its <html> box), read inside the frame. */
const contentOf = (page, id) =>
  page.frameLocator(`#${id}`).locator("html").evaluate((html) => Math.ceil(html.getBoundingClientRect().height));

/** Waits until frame `id` is as tall as its content (within 2 px) and `ok(content)` holds. */
async function frameFits(page, id, ok = () => true, what = "") {
  await page.frameLocator(`#${id}`).locator('[data-ready="true"]').waitFor();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const content = await contentOf(page, id);
    const box = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().height);
    if (Math.abs(box - content) <= 2 && ok(content)) return { box, content };
    assert.ok(Date.now() < deadline, `${id} ${what}: frame ${box} px, content ${content} px`);
    await nextFrame(page);
  }
}

async function setN(page, id, n) {
  const field = page.frameLocator(`#${id}`).locator('input[name="n"]');
  await field.fill(String(n));
  await field.press("Enter");
}

/** A holder for a request: it waits until `release()`. */
function gate() {
  let release;
  const released = new Promise((done) => (release = done));
  return { release, route: async (route) => { await released; await route.continue(); } };
}

describe("embeds in a sturdy post", () => {
  test("a post of frames loads no wasm itself, and each frame fits its content", async () => {
    const requests = [];
    const post = await openPost("frames.html", {
      prepare: async (page) => {
        page.on("requestfinished", async (request) => {
          const sizes = await request.sizes().catch(() => null);
          const frame = request.frame();
          requests.push({ url: request.url(), mine: frame === page.mainFrame(), from: frame.url(), bytes: sizes?.responseBodySize ?? 0 });
        });
      },
    });
    const { page } = post;
    for (const id of ["frame-wl", "frame-nim", "frame-mex"]) await frameFits(page, id, (content) => content > 400);
    const mine = requests.filter((r) => r.mine);
    const front = mine.filter((r) => /\.wasm$|nimlab-frontend|embed-[0-9a-f]+\.css$/.test(r.url));
    assert.deepEqual(front.map((r) => r.url), [], "the post itself fetched the front end");
    assert.ok(mine.some((r) => r.url === `${SITE}embed.js`), "the post loads embed.js");
    assert.ok(requests.some((r) => !r.mine && r.url.endsWith(".wasm")), "the frames load their wasm");
    // A frame draws in the reader's system face unless its address asks for nimlab's.
    const faces = (widget) => requests.filter((r) => r.url.endsWith(".woff2") && r.from.includes(`widget=${widget}&`));
    assert.deepEqual(faces("wl-table").map((r) => r.url), [], "the default frame fetched faces");
    assert.ok(faces("nim").length > 0, "the frame with font=nimlab fetched none");
    const bytes = (list) => list.reduce((sum, r) => sum + r.bytes, 0);
    console.log(`# a post of three frames: the post ${bytes(mine)} bytes, everything ${bytes(requests)} bytes`);
    await post.close();
  });

  test("frames below the fold fit their content when their faces come late", async () => {
    // A frame out of view is not drawn, so no resize observer sees the text change face there.
    const faces = /\.woff2$/;
    const post = await openPost("frames.html", {
      prepare: (page) =>
        page.route(faces, async (route) => {
          await new Promise((done) => setTimeout(done, 3000));
          await route.continue();
        }),
    });
    const { page } = post;
    for (const id of ["frame-nim", "frame-mex"]) {
      await page.frameLocator(`#${id}`).locator('[data-ready="true"]').waitFor();
      const status = await page
        .frameLocator(`#${id}`)
        .locator("html")
        .evaluate(async (html) => {
          html.getBoundingClientRect();
          await document.fonts.ready;
          return document.fonts.status;
        });
      assert.equal(status, "loaded", `${id}: its faces`);
      const below = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top > innerHeight);
      assert.ok(below, `${id} is below the fold`);
      await frameFits(page, id, (content) => content > 400, "after its faces");
    }
    await post.close();
  });

  test("a frame shrinks with its content as well as grows", async () => {
    const post = await openPost("frames.html");
    const { page } = post;
    const start = await frameFits(page, "frame-wl");
    await setN(page, "frame-wl", 200);
    const big = await frameFits(page, "frame-wl", (content) => content > start.content + 500, "at n = 200");
    await setN(page, "frame-wl", 5);
    const small = await frameFits(page, "frame-wl", (content) => content < big.content - 500, "at n = 5");
    await setN(page, "frame-wl", 200);
    const again = await frameFits(page, "frame-wl", (content) => content > small.content + 500, "at n = 200 again");
    assert.ok(Math.abs(again.content - big.content) <= 2, `n = 200 twice: ${big.content} px, then ${again.content} px`);
    console.log(`# wl-table frame: n = 14 ${start.box} px, n = 200 ${big.box} px, n = 5 ${small.box} px, n = 200 ${again.box} px`);
    await post.close();
  });

  test("the post's case, letter spacing and root font size do not reach an element", async () => {
    const look = async (path) => {
      const post = await openPost(path);
      const { page } = post;
      await page.locator('#w [data-ready="true"]').waitFor();
      const seen = await page.locator("#w").evaluate((host) => {
        const root = host.shadowRoot;
        const style = (selector) => getComputedStyle(root.querySelector(selector));
        const pick = ({ fontSize, letterSpacing, textTransform, paddingTop, lineHeight }) => ({
          fontSize, letterSpacing, textTransform, paddingTop, lineHeight,
        });
        return {
          code: root.querySelector(".code-line .code-text").innerText,
          widget: pick(style(".widget")),
          title: pick(style(".widget-title")),
          cell: pick(style(".cell-value")),
          code_: pick(style(".code")),
        };
      });
      const outside = await page.evaluate(() => ({
        text: document.querySelector("article p").innerText,
        root: getComputedStyle(document.documentElement).fontSize,
      }));
      await post.close();
      return { seen, outside };
    };
    const neutral = await look("neutral.html");
    const hostile = await look("hostile.html");
    // The hostile styles are in force around the element…
    assert.deepEqual(hostile.outside, { text: "A HOSTILE POST.", root: "10px" });
    assert.deepEqual(neutral.outside, { text: "A neutral post.", root: "16px" });
    // …and not inside it.
    assert.equal(hostile.seen.code, "#include <bits/stdc++.h>");
    assert.deepEqual(hostile.seen, neutral.seen);
    assert.equal(neutral.seen.widget.fontSize, "17px");
  });

  test("a wasm that never arrives: the fallback stays, and a note in the element's language links to the site", async () => {
    const wasm = /\.wasm$/;
    const post = await openPost("fallback.html", {
      prepare: (page) => page.route(wasm, (route) => route.abort()),
      failedOnPurpose: wasm,
    });
    const { page } = post;
    const note = (id) => page.locator(`#${id} .nimlab-note`);
    await note("vi").waitFor();
    await note("en").waitFor();
    assert.equal(await note("vi").textContent(), "Không tải được mô phỏng. Mở trên nimlab");
    assert.equal(await note("en").textContent(), "The simulation could not load. Open it on nimlab");
    assert.equal(await note("en").getAttribute("role"), "alert");
    const link = new URL(await note("vi").locator("a").getAttribute("href"));
    assert.equal(link.href.split("?")[0], `${SITE}embed.html`);
    assert.deepEqual([...link.searchParams], [["widget", "nim"], ["lang", "vi"], ["heaps", "3,4,5"]]);
    // The author's fallback is still shown; no widget, and no space kept for one.
    assert.ok(await page.locator("#fallback").isVisible());
    assert.equal(await page.locator("nimlab-widget .widget").count(), 0);
    const height = await page.locator("#en").evaluate((el) => el.getBoundingClientRect().height);
    assert.ok(height > 0 && height < 120, `the failed element is ${height} px tall`);
    await post.close();
  });

  test("a slow wasm: a note after 8 s, then the widget in its place", async () => {
    const slow = gate();
    const post = await openPost("fallback.html", { prepare: (page) => page.route(/\.wasm$/, slow.route) });
    const { page } = post;
    const started = Date.now();
    // Until it mounts, the author's fallback shows, without a note.
    assert.ok(await page.locator("#fallback").isVisible());
    const note = page.locator("#en .nimlab-note");
    await note.waitFor({ timeout: 15_000 });
    const waited = Date.now() - started;
    assert.ok(waited >= 7_000, `the note came after ${waited} ms`);
    assert.equal(await note.textContent(), "The simulation is taking a while to load. Open it on nimlab");
    assert.equal(await note.getAttribute("role"), "status");
    slow.release();
    await page.locator('#en [data-ready="true"]').waitFor();
    await page.locator('#vi [data-ready="true"]').waitFor();
    assert.equal(await note.isVisible(), false);
    assert.equal(await page.locator("#fallback").isVisible(), false);
    await post.close();
  });

  /**
   * The post's layout shifts while its elements load, the wasm held back: those until the
   * elements are defined and drawn waiting (`defining`), and those from then until every widget
   * is up (`mounting`).
   */
  async function shiftsWhileLoading(path) {
    const held = gate();
    const post = await openPost(path, {
      prepare: async (page) => {
        await page.addInitScript(() => {
          window.shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.shifts.push(entry.value);
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.route(/\.wasm$/, held.route);
      },
    });
    const { page } = post;
    const total = async () => page.evaluate(() => window.shifts.reduce((a, b) => a + b, 0));
    await page.waitForFunction(() => customElements.get("nimlab-widget"));
    await nextFrame(page);
    await nextFrame(page);
    const defining = await total();
    held.release();
    const count = await page.locator("nimlab-widget").count();
    await page.waitForFunction(
      (n) => [...document.querySelectorAll("nimlab-widget")].filter((el) => el.shadowRoot?.querySelector('[data-ready="true"]')).length === n,
      count,
    );
    await nextFrame(page);
    await nextFrame(page);
    const mounting = (await total()) - defining;
    await post.close();
    return { defining, mounting };
  }

  test("the elements keep their space until their widgets run: layout shift under 0.1", async () => {
    const reserved = await shiftsWhileLoading("shifts.html");
    const unreserved = await shiftsWhileLoading("shifts-unreserved.html");
    const blocking = await shiftsWhileLoading("shifts-blocking.html");
    const shown = ({ defining, mounting }) => `${defining.toFixed(3)} + ${mounting.toFixed(3)}`;
    console.log(
      `# layout shift of a post of three elements, drawn waiting + mounting: ${shown(reserved)}; ` +
        `reserve="0": ${shown(unreserved)}; the loader blocking the first render: ${shown(blocking)}`,
    );
    // While the wasm arrives, nothing moves, unless the space is not kept (the check can fail).
    assert.ok(unreserved.mounting > 0.1, `without reserved space the post should shift (${unreserved.mounting})`);
    assert.ok(reserved.mounting < 0.1, `layout shift while mounting: ${reserved.mounting}`);
    // With the loader blocking the post's first render, nothing moves at all.
    assert.ok(blocking.defining + blocking.mounting < 0.1, `cumulative layout shift ${shown(blocking)}`);
  });

  test("each element loads the smallest build holding its kind, once per post", async () => {
    const source = await (await fetch(`${SITE}embed.js`)).text();
    const builds = tableIn(source, "BUILDS");
    const every = tableIn(source, "EVERY");
    const wasmOf = async (path, ready) => {
      const fetched = [];
      const post = await openPost(path, { prepare: (page) => page.on("request", (r) => fetched.push(r.url())) });
      for (const id of ready) await post.page.locator(`#${id} [data-ready="true"]`).waitFor();
      await post.close();
      return fetched.filter((url) => url.endsWith(".wasm")).map((url) => url.split("/").at(-1)).sort();
    };
    // One W/L table: its own build, smaller than the one of every kind.
    assert.deepEqual(await wasmOf("neutral.html", ["w"]), [builds["wl-table"][1]]);
    assert.ok(builds["wl-table"][2] < every[2] / 2, `wl-table's build ${builds["wl-table"][2]} B, all ${every[2]} B`);
    // Two kinds, three elements: each build once, and the two tables share theirs. An element
    // with no kind yet does not tip the post to the build of every kind.
    const two = [...new Set([builds["wl-table"][1], builds.nim[1]])].sort();
    assert.deepEqual(await wasmOf("two-kinds.html", ["a", "b", "c"]), two);
  });

  test("a quiz, element or frame, loads the build of its topic's questions alone, and another for a new topic", async () => {
    const builds = tableIn(await (await fetch(`${SITE}embed.js`)).text(), "BUILDS");
    let fetched = [];
    const prepare = (page) =>
      page.on("request", (r) => {
        if (r.url().endsWith(".wasm")) fetched.push({ wasm: r.url().split("/").at(-1), mine: r.frame() === page.mainFrame() });
      });
    /** The wasm files fetched by the post itself (`mine`) or by its frames, since the last ask. */
    const taken = (mine) => {
      const wasm = fetched.filter((r) => r.mine === mine).map((r) => r.wasm);
      fetched = fetched.filter((r) => r.mine !== mine);
      return [...new Set(wasm)].sort();
    };
    const title = (where) => where.locator(".quiz-widget .widget-title").textContent();
    const shown = (where) => where.locator(".quiz-question").first().waitFor();

    // With no topic, the widget's default (win-lose); an unknown one, the same build, which
    // names the topics it knows.
    const defaults = await openPost("quiz-default.html", { prepare });
    await shown(defaults.page.locator("#q-default"));
    assert.equal(await title(defaults.page.locator("#q-default")), "Quick check: winning and losing");
    const refusal = defaults.page.locator("#q-unknown .widget-error[role=alert]");
    await refusal.waitFor();
    assert.match(await refusal.textContent(), /there is no quiz on “chess”; the topics are: win-lose, nim, /);
    const winLose = taken(true);
    assert.deepEqual(winLose, [builds["quiz:win-lose"][1]]);
    assert.equal(builds.quiz[1], builds["quiz:win-lose"][1]);
    await defaults.close();

    const post = await openPost("quizzes.html", { prepare });
    const { page } = post;
    const element = page.locator("#q-nim");
    const framed = page.frameLocator("#frame-graphs");
    await shown(element);
    await shown(framed);
    assert.equal(await title(element), "Quick check: Nim and XOR");
    assert.equal(await title(framed), "Quick check: games on graphs");
    const nim = taken(true);
    assert.deepEqual(nim, [builds["quiz:nim"][1]]);
    assert.notDeepEqual(nim, winLose, "the nim quiz's element loads the win-lose quiz's build");
    assert.deepEqual(taken(false), [builds["quiz:graphs"][1]]);
    // Another topic: the element loads that topic's build and remounts with it.
    await element.evaluate((el) => el.setAttribute("topic", "score"));
    const refused = element.locator(".widget-error");
    await element.locator(".widget-title", { hasText: "score games" }).or(refused).first().waitFor();
    assert.deepEqual(await refused.allTextContents(), []);
    await shown(element);
    assert.equal(await title(element), "Quick check: score games");
    assert.deepEqual(taken(true), [builds["quiz:score"][1]]);
    await post.close();
  });

  test("the reserved height of every kind is its widget's real height in a 720 px column", async () => {
    const source = await (await fetch(`${SITE}embed.js`)).text();
    const table = tableIn(source, "RESERVED_PX");
    const fetched = new Set();
    const post = await openPost("neutral.html", {
      prepare: (page) => page.on("request", (r) => r.url().endsWith(".wasm") && fetched.add(r.url())),
    });
    const { page } = post;
    await page.locator('#w [data-ready="true"]').waitFor();
    const kinds = await page.evaluate(() => window.nimlabWidgets.widgetKinds());
    // The one kind that needs an input to start: which exercise's sandbox.
    const needs = { sandbox: { exercise: "bai-1" } };
    const measured = {};
    const games = {};
    for (const lang of ["vi", "en"]) {
      await page.evaluate(({ kinds, lang, needs }) => {
        document.body.replaceChildren(
          ...kinds.map((kind) => Object.assign(document.createElement("nimlab-widget"), { id: `k-${kind}` })),
        );
        for (const kind of kinds) {
          const el = document.getElementById(`k-${kind}`);
          for (const [name, value] of Object.entries(needs[kind] ?? {})) el.setAttribute(name, value);
          el.setAttribute("lang", lang);
          el.setAttribute("widget", kind);
        }
      }, { kinds, lang, needs });
      for (const kind of kinds) {
        await page.locator(`#k-${kind} [data-ready="true"]`).waitFor();
        const height = await page.locator(`#k-${kind}`).evaluate((el) => el.getBoundingClientRect().height);
        measured[kind] = [...(measured[kind] ?? []), height];
      }
      // Each game keeps its height until it is there (kit/game_slot.rs): what it keeps, read
      // before anything scrolled, then what the game takes once it came into view.
      const withGames = [];
      for (const kind of kinds) {
        const slot = page.locator(`#k-${kind} .play-slot`);
        if ((await slot.count()) === 0) continue;
        const [state, kept] = await slot.evaluate((el) => [el.dataset.game, parseFloat(el.style.minHeight)]);
        assert.equal(state, "waiting", `${kind}: the game waits to be seen`);
        games[kind] = { kept, heights: games[kind]?.heights ?? [] };
        withGames.push(kind);
      }
      for (const kind of withGames) {
        await revealGames(page, page.locator(`#k-${kind}`));
        const height = await page.locator(`#k-${kind} .play-slot`).evaluate((el) => el.getBoundingClientRect().height);
        games[kind].heights.push(height);
      }
    }
    assert.deepEqual(Object.keys(games).sort(), ["bipartite", "coins", "graph", "moore", "nim", "staircase", "wythoff"]);
    const gameTable = Object.fromEntries(Object.entries(games).map(([kind, { heights }]) => [kind, Math.round((heights[0] + heights[1]) / 2)]));
    for (const [kind, { kept, heights }] of Object.entries(games)) {
      for (const height of heights) {
        assert.ok(Math.abs(kept - height) <= Math.max(24, height * 0.05),
          `${kind}'s game: kept ${kept} px, the game is ${height} px; measured table: ${JSON.stringify(gameTable)}`);
      }
    }
    // Twenty kinds would need many small builds: the post took the build of every kind instead
    // (and, as they came into view, the seven games' builds).
    const gameBuilds = new Set(Object.values(tableIn(source, "GAMES")).map(([, wasm]) => wasm));
    const widgetBuilds = [...fetched].filter((url) => !gameBuilds.has(url.split("/").pop()));
    assert.equal(widgetBuilds.length, 2, widgetBuilds.join(" "));
    assert.equal(fetched.size - widgetBuilds.length, 7, "each game's build once");
    const expected = Object.fromEntries(kinds.map((kind) => [kind, Math.round((measured[kind][0] + measured[kind][1]) / 2)]));
    // The practice widgets start on a random input when given none: their height varies more.
    const random = (kind) => kind.endsWith("-practice");
    for (const kind of kinds) {
      for (const height of measured[kind]) {
        const off = Math.abs((table[kind] ?? 0) - height);
        assert.ok(off <= Math.max(24, height * (random(kind) ? 0.12 : 0.05)),
          `${kind}: reserved ${table[kind]} px, the widget is ${height} px; measured table: ${JSON.stringify(expected)}`);
      }
    }
    await post.close();
  });
});
