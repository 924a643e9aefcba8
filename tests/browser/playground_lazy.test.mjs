// The playground holds every widget kind, but a reader downloads the code of the sections they
// look at: each widget is mounted as it nears the screen, with a build that holds its kind
// (boot-shared.js, written by nimlab-site). These tests open the page as a reader would, with
// no help from `open()` (which scrolls through every widget for the other suites), and check
// what was fetched, that the builds on the page act as one front end (one language, one widget
// for the keys, no id twice), and that a link to a moment of a widget far down still opens it.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { launch, PLAYGROUND, settledUrl, SITE, watchProblems } from "../support/browser.mjs";
import { tableIn } from "../support/blog.mjs";

let browser;
let builds;
let every;
before(async () => {
  browser = await launch();
  const loader = await (await fetch(`${SITE}boot-shared.js`)).text();
  builds = tableIn(loader, "BUILDS");
  every = tableIn(loader, "EVERY");
});
after(async () => {
  await browser?.close();
});

/** The playground in a fresh context (at `fragment`), with the wasm files it fetches. */
async function visit(fragment = "", { width = 1280, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const wasm = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".wasm")) wasm.push(request.url().split("/").at(-1));
  });
  await page.goto(`${SITE}${PLAYGROUND}${fragment}`);
  await page.waitForFunction(() => window.wasmBindings !== undefined);
  return {
    page,
    wasm,
    async close() {
      const failed = await page.$$eval(".widget-failure", (els) => els.map((el) => el.textContent));
      await context.close();
      assert.deepEqual(failed, [], "a widget stopped");
      assert.deepEqual(problems, [], "the page logged errors");
    },
  };
}

const ready = (page, section) => page.locator(`#${section} [data-widget] [data-ready="true"]`).first();

/**
 * Scrolls to the widget of `section` as a reader would, again while the page settles (the
 * sections on the way are laid out and their widgets mounted, which moves what is below), until
 * it is mounted.
 */
async function scrollTo(page, section) {
  await page.evaluate(async (section) => {
    const slot = document.querySelector(`#${section} [data-widget]`);
    const deadline = Date.now() + 20_000;
    while (!slot.querySelector('[data-ready="true"]')) {
      if (Date.now() > deadline) throw new Error(`#${section}: no widget after 20 s`);
      slot.scrollIntoView({ block: "center" });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, section);
}
const buildOf = (wasm) => builds.find((build) => build[1] === wasm);

describe("the playground loads each family's code as it comes into view", () => {
  test("the first screen fetches one family's build; scrolling down fetches the next", async () => {
    const reader = await visit();
    const { page, wasm } = reader;
    await ready(page, "win-lose").waitFor();
    // Only what is near the first screen: the W/L table's build, far smaller than every kind's.
    assert.equal(wasm.length, 1, `fetched ${wasm.join(", ")}`);
    const first = buildOf(wasm[0]);
    assert.ok(first[4].includes("wl-table"), `${wasm[0]} holds ${first[4]}`);
    assert.ok(first[2] < every[2] / 2, `${first[2]} B against ${every[2]} B`);
    // Widgets far below are placeholders still.
    assert.equal(await page.locator('#graph [data-widget] [data-ready="true"]').count(), 0);
    // Down to the graph games: their build comes, the graph mounts and steps.
    await scrollTo(page, "graph");
    assert.ok(wasm.some((file) => buildOf(file)?.[4].includes("graph")), `fetched ${wasm.join(", ")}`);
    // Not every family: those below the graph games are still to come.
    assert.ok(!wasm.some((file) => buildOf(file)?.[4].includes("discs")), `fetched ${wasm.join(", ")}`);
    assert.ok(!wasm.includes(every[1]), "the build of every kind is never fetched");
    assert.equal(new Set(wasm).size, wasm.length, "no build is fetched twice");
    const graph = page.locator("#graph [data-widget]").first();
    await graph.locator(".player-scrubber").fill("0");
    await graph.getByRole("button", { name: "Tiến một bước" }).click();
    assert.equal(await graph.locator(".player-scrubber").inputValue(), "1");
    await reader.close();
  });

  test("the builds on the page switch language together", async () => {
    const reader = await visit();
    const { page, wasm } = reader;
    await ready(page, "win-lose").waitFor();
    await scrollTo(page, "score");
    assert.ok(wasm.length >= 2, `two builds at least: ${wasm.join(", ")}`);
    const forward = (section, name) => page.locator(`#${section} [data-widget]`).first().getByRole("button", { name, exact: true });
    for (const section of ["win-lose", "score"]) await forward(section, "Tiến một bước").waitFor();
    await page.locator('[data-lang-switch="en"]').first().click();
    // The widget of the page's own build and one of another build both speak English now.
    for (const section of ["win-lose", "score"]) {
      await forward(section, "Step forward").waitFor();
      assert.equal(await forward(section, "Tiến một bước").count(), 0, section);
    }
    // A widget mounted after the switch starts in English too.
    await scrollTo(page, "bipartite");
    const bipartite = page.locator("#bipartite [data-widget]").first();
    await bipartite.getByRole("button", { name: "Step forward" }).waitFor();
    assert.equal(await bipartite.getByRole("button", { name: "Tiến một bước" }).count(), 0);
    await reader.close();
  });

  test("the keys go to the last widget used, whichever build runs it, and no id is used twice", async () => {
    const reader = await visit();
    const { page } = reader;
    await ready(page, "win-lose").waitFor();
    await scrollTo(page, "nim");
    const wl = page.locator("#win-lose [data-widget]").first();
    const nim = page.locator("#nim [data-widget]").first();
    const stepOf = async (widget) => Number(await widget.locator(".player-scrubber").inputValue());
    // Both at their first step and both on screen (a tall window): the keys go to the one used
    // last, though another build runs the other.
    await page.setViewportSize({ width: 1280, height: 5000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const widget of [wl, nim]) await widget.locator(".player-scrubber").fill("0");
    await wl.locator(".step-sentence").click();
    await nim.locator(".step-sentence").click();
    await page.locator("main h1").first().click();
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction(() => !document.querySelector("[data-url-pending]"));
    assert.deepEqual([await stepOf(wl), await stepOf(nim)], [0, 1], "only the nim widget (clicked last) stepped");
    // Every widget mounted: ids stay unique across the builds.
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const slot of await page.locator("[data-widget]").all()) {
      await slot.scrollIntoViewIfNeeded();
      await slot.locator('[data-ready="true"]').first().waitFor();
    }
    const twice = await page.evaluate(() => {
      const seen = new Map();
      for (const el of document.querySelectorAll("[id]")) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
      return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
    });
    assert.deepEqual(twice, [], "ids used twice");
    await reader.close();
  });

  test("a link to a moment of a widget far down opens it there, in view, with the keyboard", async () => {
    const first = await visit();
    await scrollTo(first.page, "graph");
    const graph = first.page.locator("#graph [data-widget]").first();
    await graph.locator(".player-scrubber").fill("2");
    // The widget's own link to this step (the page's address would carry every widget's keys).
    await graph.getByRole("button", { name: "Chép liên kết tới bước này" }).click();
    const link = await graph.locator(".stage-link-field").inputValue();
    assert.match(link, /#gr\.[^#]*gr\.step=2/);
    await first.close();

    const reader = await visit(link.slice(link.indexOf("#")));
    const { page, wasm } = reader;
    const opened = page.locator("#graph [data-widget]").first();
    await opened.locator('[data-ready="true"]').waitFor();
    assert.equal(await opened.locator(".player-scrubber").inputValue(), "2");
    await page.waitForFunction(() => {
      const rect = document.querySelector("#graph [data-widget]").getBoundingClientRect();
      return rect.top < innerHeight && rect.bottom > 0;
    });
    assert.ok(await opened.evaluate((slot) => slot.contains(document.activeElement)), "the widget has the focus");
    // Every family is loaded for such a link, each build once, never the one of every kind.
    assert.equal(new Set(wasm).size, wasm.length, `fetched ${wasm.join(", ")}`);
    assert.ok(!wasm.includes(every[1]), "the build of every kind is never fetched");
    await reader.close();
  });
});
