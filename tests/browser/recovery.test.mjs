// A bug in one widget (a Rust panic, which aborts the wasm call) stops that widget only: it
// says so in the page's language, offers a restart from its last saved state, and the rest of
// the page goes on working. The panic is injected with `injectFault`, which makes the widget's
// next callback panic exactly as a bug in it would. A DOM call a drawing finds refused is passed
// up and reported once the same way, without the trap (`injectDomFault`). A JavaScript exception
// thrown through a widget's Rust code (`injectThrow`) leaves its state borrowed: the next click
// finds it so after its task and stops the widget with the message too. A build whose
// download fails leaves a note where its widgets would be, and the rest of the page (other
// builds' widgets) works on.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { launch, open, PLAYGROUND, settledUrl, SITE, watchProblems } from "../support/browser.mjs";
import { tableIn } from "../support/blog.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const slot = (page, kind) => page.locator(`[data-widget="${kind}"]`).first();

async function counter(widget) {
  const text = await widget.locator(".player-counter").textContent();
  return Number(text.match(/(\d+) \//)[1]);
}

const back = (widget) => widget.getByRole("button", { name: /Lùi một bước|Step back/ });
const forward = (widget) => widget.getByRole("button", { name: /Tiến một bước|Step forward/ });

/**
 * The problems the session collected, less what one injected panic is expected to log: the
 * panic message (console error) and the aborted call (page error). Both must be there.
 */
function withoutInjectedPanics(problems, count) {
  const panics = problems.filter((p) => p.startsWith("console error:") && p.includes("a fault injected for a test"));
  const aborts = problems.filter((p) => p.startsWith("page error:") && /unreachable/.test(p));
  assert.equal(panics.length, count, `expected ${count} panic message(s): ${problems.join("\n")}`);
  assert.equal(aborts.length, count, `expected ${count} aborted call(s): ${problems.join("\n")}`);
  const expected = new Set([...panics, ...aborts]);
  problems.splice(0, problems.length, ...problems.filter((p) => !expected.has(p)));
}

describe("a panic in a widget", () => {
  test("stops that widget with a message and a restart; the others go on; restart returns to the saved step", async () => {
    const session = await open(browser, PLAYGROUND);
    const { page } = session;
    const wl = slot(page, "wl-table");
    const nim = slot(page, "nim");
    await wl.scrollIntoViewIfNeeded();
    // At rest the table is finished; three steps back make a position worth restoring.
    const end = await counter(wl);
    for (let i = 0; i < 3; i += 1) await back(wl).click();
    const saved = await counter(wl);
    assert.equal(saved, end - 3);
    await settledUrl(page);

    await page.evaluate((el) => window.wasmBindings.injectFault(el), await wl.elementHandle());
    await back(wl).click();

    const failure = wl.locator(".widget-failure[role=alert]");
    await failure.waitFor();
    assert.equal(
      await failure.locator(".widget-failure-text").textContent(),
      "Mô phỏng này gặp lỗi và đã dừng. Đây là lỗi của trang, không phải của bạn; phần còn lại của trang vẫn dùng được.",
    );
    assert.match(await failure.locator("details pre").textContent(), /a fault injected for a test/);
    assert.equal(await wl.locator(".player-counter").count(), 0, "the broken widget's controls are gone");
    withoutInjectedPanics(session.problems, 1);

    // Another widget on the page still answers.
    await nim.scrollIntoViewIfNeeded();
    const nimBefore = await counter(nim);
    await back(nim).click();
    assert.equal(await counter(nim), nimBefore - 1);

    // Restart: the widget is back at the step it had saved, and works.
    await wl.getByRole("button", { name: "Mở lại mô phỏng (trạng thái đã lưu gần nhất)" }).click();
    await wl.locator('[data-ready="true"]').waitFor();
    assert.equal(await wl.locator(".widget-failure").count(), 0);
    assert.equal(await counter(wl), saved);
    await forward(wl).click();
    assert.equal(await counter(wl), saved + 1);
    await session.close();
  });

  test("a panic while a widget mounts leaves the message in English and the page usable", async () => {
    const session = await open(browser, `${PLAYGROUND}?lang=en`);
    const { page } = session;
    const mex = slot(page, "mex");
    await mex.scrollIntoViewIfNeeded();
    await page.evaluate((el) => {
      window.wasmBindings.injectFault(el);
      window.wasmBindings.mountWidget(el);
    }, await mex.elementHandle()).catch((error) => {
      // The aborted mount is thrown to this caller, not reported as an uncaught page error.
      assert.match(error.message, /unreachable/);
    });
    const failure = mex.locator(".widget-failure[role=alert]");
    await failure.waitFor();
    assert.equal(
      await failure.locator(".widget-failure-text").textContent(),
      "This simulation hit a bug and stopped. The fault is the page's, not yours; the rest of the page still works.",
    );
    const panics = session.problems.filter((p) => p.includes("a fault injected for a test"));
    assert.equal(panics.length, 1, session.problems.join("\n"));
    session.problems.splice(0, session.problems.length, ...session.problems.filter((p) => !panics.includes(p)));

    // Switching language goes on working for the other widgets, and skips the stopped one.
    await page.getByRole("link", { name: "Tiếng Việt" }).first().click();
    assert.equal(await page.evaluate(() => document.documentElement.lang), "vi");
    await mex.getByRole("button", { name: "Restart the simulation (last saved state)" }).click();
    await mex.locator('[data-ready="true"]').waitFor();
    assert.equal(await mex.locator(".widget-failure").count(), 0);
    assert.match(await mex.getByRole("button", { name: /Tiến một bước/ }).first().getAttribute("aria-label") ?? await mex.getByRole("button", { name: /Tiến một bước/ }).first().textContent(), /Tiến/);
    await session.close();
  });
});

describe("a drawing that fails", () => {
  test("a refused DOM call is reported once: that widget stops with a message, no trap, the others go on; restart works", async () => {
    const session = await open(browser, "nim.html");
    const { page } = session;
    const [first, second] = [page.locator("[data-widget]").nth(0), page.locator("[data-widget]").nth(1)];
    await first.scrollIntoViewIfNeeded();
    await first.locator('[data-ready="true"]').waitFor();
    await page.evaluate((el) => window.wasmBindings.injectDomFault(el), await first.elementHandle());
    // One step draws the picture and the code panel: both report through the guard, once.
    await back(first).click();
    const failure = first.locator(".widget-failure[role=alert]");
    await failure.waitFor();
    assert.match(await failure.locator(".widget-failure-text").textContent(), /Mô phỏng này gặp lỗi và đã dừng/);
    assert.match(await failure.locator("details pre").textContent(), /a DOM fault injected for a test/);
    const reported = session.problems.filter((p) => p.includes("a DOM fault injected for a test"));
    assert.equal(reported.length, 1, `reported once: ${session.problems.join("\n")}`);
    assert.equal(session.problems.filter((p) => /unreachable/.test(p)).length, 0, "no trap: the drawing returned");
    session.problems.splice(0, session.problems.length, ...session.problems.filter((p) => !reported.includes(p)));
    assert.equal(await page.locator(".widget-failure").count(), 1, "the other widgets go on");

    await second.scrollIntoViewIfNeeded();
    await second.locator('[data-ready="true"]').waitFor();
    const before = await counter(second);
    await forward(second).click();
    assert.equal(await counter(second), before + 1);

    await restartsAndSteps(first);
    await session.close();
  });
});

describe("an exception thrown through a widget", () => {
  test("leaves its state borrowed: the next click stops that widget with a message instead of being dropped; restart works", async () => {
    const session = await open(browser, "nim.html");
    const { page } = session;
    const first = page.locator("[data-widget]").nth(0);
    await first.scrollIntoViewIfNeeded();
    await first.locator('[data-ready="true"]').waitFor();
    await page.evaluate((el) => window.wasmBindings.injectThrow(el), await first.elementHandle());
    await back(first).click();
    const thrown = "a JavaScript exception injected for a test";
    await expectProblem(session.problems, thrown);
    assert.equal(await first.locator(".widget-failure").count(), 0, "the throw itself is not seen from Rust");
    // The widget's state is still borrowed: this click cannot reach it, and says so.
    await back(first).click();
    const failure = first.locator(".widget-failure[role=alert]");
    await failure.waitFor();
    assert.match(await failure.locator("details pre").textContent(), /a call never returned/);
    const expected = session.problems.filter((p) => p.includes(thrown) || p.includes("a call never returned"));
    assert.equal(expected.length, 2, session.problems.join("\n"));
    session.problems.splice(0, session.problems.length, ...session.problems.filter((p) => !expected.includes(p)));

    await restartsAndSteps(first);
    await session.close();
  });
});

/** Presses a stopped widget's restart button (the page is in Vietnamese), then steps it. */
async function restartsAndSteps(widget) {
  await widget.getByRole("button", { name: "Mở lại mô phỏng (trạng thái đã lưu gần nhất)" }).click();
  await widget.locator('[data-ready="true"]').waitFor();
  const restarted = await counter(widget);
  await back(widget).click();
  assert.equal(await counter(widget), restarted - 1, "the restarted widget steps");
}

/** Waits until the page has logged a problem holding `text`. */
async function expectProblem(problems, text) {
  for (let i = 0; i < 100 && !problems.some((p) => p.includes(text)); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.ok(problems.some((p) => p.includes(text)), `expected "${text}": ${problems.join("\n")}`);
}

describe("a build that cannot load", () => {
  /**
   * Opens `path` with the wasm files `refuse(name)` picks failing as a dropped download does.
   * Closing fails on any problem but the refused downloads themselves (the failed requests and
   * Chromium's line for each): no unhandled rejection, no other error.
   */
  async function openRefusing(path, refuse) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" });
    const page = await context.newPage();
    const refused = [];
    await page.route(/\.wasm$/, (route) => {
      const name = route.request().url().split("/").at(-1);
      if (!refuse(name)) return route.continue();
      refused.push(name);
      return route.abort();
    });
    const problems = watchProblems(page);
    await page.goto(`${SITE}${path}`);
    return {
      page,
      refused,
      async close() {
        await context.close();
        const ours = (problem) =>
          (problem.startsWith("request failed:") && refused.some((name) => problem.includes(name))) ||
          problem === "console error: Failed to load resource: net::ERR_FAILED";
        assert.deepEqual(problems.filter((problem) => !ours(problem)), [], "the page logged errors");
      },
    };
  }

  const NOTE_VI = "Không tải được mô phỏng. Hãy tải lại trang để thử lại.";
  const NOTE_EN = "The simulation could not load. Reload the page to try again.";

  test("a lesson page: every widget's place says so, in the language its address asks for, and the text stays", async () => {
    const visit = await openRefusing("nim.html?lang=en", () => true);
    const { page } = visit;
    const notes = page.locator("[data-widget] .load-failure");
    await notes.first().waitFor();
    const places = await page.locator("[data-widget]").count();
    assert.ok(places > 1);
    assert.equal(await notes.count(), places, "a note in every widget's place");
    assert.equal(await notes.first().getAttribute("role"), "alert");
    assert.equal(await notes.first().innerText(), NOTE_EN);
    assert.equal(await page.locator("html").getAttribute("lang"), "en");
    // No box still saying "loading", and the lesson's text is all there.
    assert.equal(await page.locator("[data-widget]:empty").count(), 0);
    assert.ok((await page.locator("main h1").innerText()).length > 0);
    assert.ok(visit.refused.length > 0);
    await visit.close();
  });

  test("the playground: one family's build fails, its sections say so, the others work", async () => {
    const loader = await (await fetch(`${SITE}boot-shared.js`)).text();
    const every = tableIn(loader, "EVERY");
    // Every build that holds the graph game but not the W/L table (which the first screen needs).
    const refusedBuilds = [...tableIn(loader, "BUILDS"), every]
      .filter(([, , , kinds]) => kinds.includes("graph") && !kinds.includes("wl-table"))
      .map(([, wasm]) => wasm);
    const visit = await openRefusing(PLAYGROUND, (name) => refusedBuilds.includes(name));
    const { page } = visit;
    await page.locator('#win-lose [data-widget] [data-ready="true"]').first().waitFor();
    const graph = page.locator("#graph [data-widget]").first();
    await graph.evaluate(async (slot) => {
      const deadline = Date.now() + 20_000;
      while (!slot.querySelector(".load-failure")) {
        if (Date.now() > deadline) throw new Error("#graph: no note after 20 s");
        slot.scrollIntoView({ block: "center" });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    assert.equal(await graph.locator(".load-failure").innerText(), NOTE_VI);
    assert.ok(visit.refused.length > 0, "the graph game's build was asked for");
    // The widgets of the builds that loaded work on: back to the top, step the W/L table back.
    const wl = slot(page, "wl-table");
    await wl.scrollIntoViewIfNeeded();
    const end = await counter(wl);
    await back(wl).click();
    assert.equal(await counter(wl), end - 1);
    await visit.close();
  });

  test("a frame of the embed page says so in the language its address asks for", async () => {
    const visit = await openRefusing("embed.html?widget=nim&heaps=3,4,5&lang=en", () => true);
    const note = visit.page.locator("main .load-failure");
    await note.waitFor();
    assert.equal(await note.innerText(), NOTE_EN);
    await visit.close();
  });
});
