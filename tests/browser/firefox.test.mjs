// The site in Firefox (Debian's firefox-esr, over WebDriver BiDi): every page in both languages
// with every widget mounted, one widget of every stepping kind stepped by its button and by the
// keys, and the demo blog post on another origin under its strict policy. Any console error,
// uncaught error, failed request, CSP violation or wasm panic fails, as in Chromium.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { ELEMENTS, FRAMES, startBlog } from "../support/blog.mjs";
import { PLAYGROUND, SITE, sitePages } from "../support/browser.mjs";
import { launchFirefox, openInFirefox, until } from "../support/firefox.mjs";

let browser;
let blog;
before(async () => {
  browser = await launchFirefox();
  blog = await startBlog(SITE);
});
after(async () => {
  await browser?.close();
  blog?.close();
});

const FORWARD = { vi: "Tiến một bước", en: "Step forward" };
/** The stages with a player (a trace to step), in page order. */
const STEPPING = "[data-widget] .stage:has(> .stage-body [data-part=player]:not([hidden]))";

/** A stage's step counter ("Bước 3 / 17", "Step 3 / 17") and sentence, as shown. */
const player = (stage) =>
  stage.evaluate((root) => {
    const [position, total] = root.querySelector(".player-counter").textContent.match(/(\d+) \/ (\d+)/).slice(1);
    return { position: Number(position), total: Number(total), sentence: root.querySelector(".step-sentence").textContent };
  });
const atStep = (root, position) => root.querySelector(".player-counter").textContent.match(/(\d+) \//)[1] === String(position);

/** The games' traces are the moves played: none (or the computer's opening) at rest. */
const FIRST_MOVE = {
  "fib-nim": async (stage) => (await stage.$('button[aria-label="Bốc 1"]')).click(),
  discs: async (stage) => {
    await (await stage.$('input[name="spot"]')).type("2 2");
    await (await stage.$("button::-p-text(Đặt đĩa)")).click();
  },
};

/**
 * Steps `stage` as a reader would: a click in a corner of its picture (no control there) gives
 * it the keys; Home goes to step 0, the forward button to step 1 with a new sentence, PageDown
 * to step 2, ArrowLeft back to 1. Works in a frame and in a shadow root too.
 */
async function step(stage, lang, name) {
  const frame = stage.frame;
  const { keyboard } = frame.page();
  const at = async (position, how) => until(frame, `${name}: ${how} goes to step ${position}`, atStep, stage, position);
  assert.ok((await player(stage)).total >= 2, `${name} has at least two steps`);
  const picture = await stage.$('[data-part="picture"]');
  // In the middle of the window, not under the sticky header; centred again once its section is
  // laid out and the stage has fitted the picture to the window, which changes its height.
  await picture.evaluate(async (el) => {
    el.scrollIntoView({ block: "center" });
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    el.scrollIntoView({ block: "center" });
  });
  await picture.click({ offset: { x: 2, y: 2 } });
  await keyboard.press("Home");
  await at(0, "Home");
  const start = await player(stage);
  await (await stage.$(`button[aria-label="${FORWARD[lang]}"]`)).click();
  await at(1, `the “${FORWARD[lang]}” button`);
  assert.notEqual((await player(stage)).sentence, start.sentence, `${name}: step 1 says something new`);
  await keyboard.press("PageDown");
  await at(2, "PageDown");
  await keyboard.press("ArrowLeft");
  await at(1, "ArrowLeft");
}

/** Calls `check` once per round trip to the page until it is true; fails with `what` after 15 s. */
async function eventually(page, what, check) {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    assert.ok(Date.now() < deadline, what());
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  }
}

describe("the site in Firefox", () => {
  const pages = sitePages();
  let widgets = 0;
  let stepped = 0;
  after(() => console.log(`Firefox: ${pages.length} pages × 2 languages, ${widgets} widgets mounted, ${stepped} widgets stepped`));

  for (const name of pages) {
    const path = name === "index.html" ? "" : name;
    test(`${name}: both languages load, every widget mounts, the first with a trace steps`, async () => {
      for (const lang of ["vi", "en"]) {
        const session = await openInFirefox(browser, `${path}?lang=${lang}`);
        const { page } = session;
        assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
        widgets += await page.$$eval("[data-widget]", (slots) => slots.length);
        for (const stage of await page.$$(STEPPING)) {
          if ((await player(stage)).total < 2) continue;
          const kind = await stage.evaluate((root) => root.closest("[data-widget]").dataset.widget);
          await step(stage, lang, `${name} ${lang} ${kind}`);
          stepped++;
          break;
        }
        await session.close();
      }
    });
  }

  test("every kind of widget is on the playground, and each kind with a player steps", async () => {
    const session = await openInFirefox(browser, PLAYGROUND);
    const { page } = session;
    const registry = await page.evaluate(() => window.wasmBindings.widgetKinds());
    const kinds = await page.$$eval("[data-widget]", (slots) => slots.map((slot) => slot.dataset.widget));
    assert.deepEqual([...new Set(kinds)].sort(), [...registry].sort());
    const seen = new Set();
    for (const stage of await page.$$(STEPPING)) {
      const kind = await stage.evaluate((root) => root.closest("[data-widget]").dataset.widget);
      if (seen.has(kind)) continue;
      seen.add(kind);
      if ((await player(stage)).total < 2) {
        await FIRST_MOVE[kind]?.(stage);
        const twoSteps = (root) => Number(root.querySelector(".player-counter").textContent.match(/\/ (\d+)/)[1]) >= 2;
        await until(page, `${kind}: a first move makes a trace of two steps`, twoSteps, stage);
      }
      await step(stage, "vi", `playground ${kind}`);
      stepped++;
    }
    assert.ok(seen.size >= 15, `kinds stepped: ${[...seen]}`);
    await session.close();
  });

  test("the demo blog post on another origin, under its strict policy: seven widgets mount; an element and a frame step", async () => {
    const session = await openInFirefox(browser, `${blog.url}post.html`, {
      // Every element's widget is up, and every frame has grown to its widget (frames above an
      // element move it while they grow).
      ready: (ids) =>
        ids.every((id) => document.getElementById(id)?.shadowRoot?.querySelector('[data-ready="true"]')) &&
        [...document.querySelectorAll("iframe")].every((frame) => frame.style.height !== ""),
      args: [ELEMENTS],
    });
    const { page } = session;
    // The JS API answers in Firefox too.
    await until(page, "the post's JS API output", () => !document.getElementById("api-out").textContent.includes("…"));
    assert.equal(await page.$eval("#api-out", (el) => el.textContent), "LWLWWWWLWLWWWWL\nL exactly when n mod 7 ∈ {0, 2}");
    for (const id of FRAMES) {
      const frame = await (await page.$(`#${id}`)).contentFrame();
      await until(frame, `${id}: its widget mounts`, () => document.querySelector('[data-ready="true"]'));
    }
    await step(await page.$("#stepped >>> .stage"), "en", "the post's element #stepped");
    const frame = await (await page.$("#frame-wl")).contentFrame();
    await step(await frame.$(".stage"), "en", "the post's frame #frame-wl");
    stepped += 2;
    await session.close();
  });

  test("the watch sees, in Firefox too, a console error, an uncaught error, a CSP violation and a wasm panic", async () => {
    const session = await openInFirefox(browser, PLAYGROUND);
    const { page, problems } = session;
    await page.evaluate(() => {
      console.error("probe: a console error");
      setTimeout(() => {
        throw new Error("probe: an uncaught error");
      });
      // A style attribute from a script: the site's policy refuses it.
      document.body.setAttribute("style", "outline: 0");
    });
    const wl = await page.$('[data-widget="wl-table"]');
    await page.evaluate((slot) => window.wasmBindings.injectFault(slot), wl);
    await (await wl.$('button[aria-label="Lùi một bước"]')).click();
    await until(page, "the widget shows its panic", (slot) => slot.querySelector(".widget-failure"), wl);
    const expected = [
      /^console error: probe: a console error$/,
      /^page error: .*probe: an uncaught error/,
      /^page error: Content-Security-Policy: .*\(style-src-attr\)/,
      /^console error: panicked at .*a fault injected for a test/s,
      /^page error: .*unreachable/,
    ];
    const missing = () => expected.filter((pattern) => !problems.some((problem) => pattern.test(problem)));
    await eventually(page, () => `not seen: ${missing().join(", ")}; seen: ${problems.join("\n")}`, () => missing().length === 0);
    await page.browserContext().close();
  });
});
