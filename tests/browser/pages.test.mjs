// Every page of the site, as a visitor meets it: its head and policy, its faces, the course map,
// the language switch keeping the reader's place, and every link inside the site leading to a
// page (and a section) that exists. That each page loads in both languages without console
// errors, mounts every widget and fits a wide screen and a phone is checked in the same visit
// as its accessibility (a11y.test.mjs), which opens every page in both languages at both widths
// anyway; screenshots of each page land in tests/output/ there (NIMLAB_SCREENSHOTS=1).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, open, PLAYGROUND, SITE, sitePages } from "../support/browser.mjs";
import { siteMathCharacters } from "../support/math-chars.mjs";
import { charactersOf, htmlCharacters } from "../support/site-chars.mjs";

const DIST = new URL("../../dist/", import.meta.url);
const PAGES = sitePages();

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Opens a page and waits for every widget placeholder on it to be mounted. */
async function visit(path, options) {
  const session = await open(browser, path, options);
  const { page } = session;
  const slots = await page.locator("[data-widget]").count();
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-widget] [data-ready="true"]').length === count,
    slots,
  );
  return { ...session, slots };
}

describe("site pages", () => {
  test("the site has a home page and lesson pages", () => {
    assert.ok(PAGES.includes("index.html"));
    assert.ok(PAGES.length >= 2, `pages: ${PAGES.join(", ")}`);
  });

  test("every page, the embed frame too, carries the strict Content-Security-Policy and one head", () => {
    const policy = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval'">`;
    for (const name of [...PAGES, "embed.html"]) {
      const html = readFileSync(new URL(name, DIST), "utf8");
      assert.ok(html.includes(policy), `${name} has no strict policy`);
      // Nothing inline that the policy would block: no script or style element, no style attribute.
      assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>|<style\b|<[a-z][^>]*\sstyle="/i, `${name} has inline script or style`);
      // Well formed where a strict parser would care: one head, one body.
      assert.equal(html.match(/<\/head>/g)?.length, 1, `${name} closes its head once`);
      assert.equal(html.match(/<body\b/g)?.length, 1, `${name} has one body`);
      // The theme script ends the head: earlier, it would hold back the downloads of what follows
      // it by a round trip (static/theme.js).
      assert.match(html, /<script src="static\/theme\.js"><\/script>\s*<\/head>/, `${name}: the theme script is not last in the head`);
    }
  });

  test("the shipped faces are the ones drawn, and they cover every character of the pages and formulas", async () => {
    const shipped = readFileSync(new URL("../../static/fonts/noto-sans-math.chars", import.meta.url), "utf8");
    const missing = [...siteMathCharacters(DIST)].filter((char) => !shipped.includes(char));
    assert.deepEqual(missing, [], "a formula uses characters the math font was not cut for: run ./x fonts");
    const text = readFileSync(new URL("../../static/fonts/text.chars", import.meta.url), "utf8");
    const pages = [...PAGES, "embed.html"].map((name) => htmlCharacters(readFileSync(new URL(name, DIST), "utf8")));
    const uncut = [...charactersOf(pages.join(""))].filter((char) => !text.includes(char));
    assert.deepEqual(uncut, [], "a page uses characters the text faces were not cut for: run ./x fonts");
    const session = await visit("grundy.html");
    const families = ["Be Vietnam Pro", "JetBrains Mono", "Noto Sans Math"];
    // A face loads once text set in it is laid out (the program's, for the mono face), which a
    // busy machine may not have done yet: waited for, then named below if it never came.
    await session.page
      .waitForFunction(
        (names) => names.every((name) => [...document.fonts].some((face) => face.status === "loaded" && face.family.replaceAll('"', "") === name)),
        families,
        { timeout: 15_000 },
      )
      .catch(() => {});
    const loaded = await session.page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replaceAll('"', "")),
    );
    for (const family of families) {
      assert.ok(loaded.includes(family), `${family} is loaded: ${loaded}`);
    }
    await session.close();
  });

  test("a first visit links the faces after the first widget; the next page links them before it is drawn", async () => {
    const session = await visit("win-lose.html");
    const { page } = session;
    // When the faces and the first widget came, from the page's own timings.
    const timings = () =>
      page.evaluate(() => {
        const mark = performance.getEntriesByName("nimlab:first-widget")[0]?.startTime;
        const faces = performance.getEntriesByType("resource").filter((e) => /\/fonts\.css$|\.woff2$/.test(e.name));
        const theme = document.querySelector('script[src$="static/theme.js"]');
        return {
          mark,
          faces: faces.length,
          firstFace: Math.min(...faces.map((e) => e.startTime)),
          // static/theme.js marks how it linked them.
          linked: document.querySelector("link[data-fonts]")?.dataset.fonts,
          inHead: theme?.nextElementSibling?.matches("link[data-fonts]") ?? false,
        };
      });
    const first = await timings();
    assert.ok(first.faces >= 3, `the sheet and the text face were fetched: ${JSON.stringify(first)}`);
    assert.ok(first.firstFace >= first.mark, `no face before the first widget: ${JSON.stringify(first)}`);
    assert.equal(first.linked, "after-first-widget");
    // Once they are in, this browser has them: the next page asks for them while it is parsed.
    await page.waitForFunction(() => localStorage.getItem("nimlab-fonts") === "1");
    await page.goto(new URL("nim.html", SITE).href);
    await page.waitForSelector('[data-widget] [data-ready="true"]');
    const next = await timings();
    assert.equal(next.linked, "at-once", "the faces are linked in the head, before the first paint");
    assert.ok(next.inHead, "the faces' link follows the theme script");
    assert.ok(next.firstFace < next.mark, `the faces are asked for before the widget: ${JSON.stringify(next)}`);
    await session.close();
  });

  test("sections off screen skip rendering, and the overflow check still sees inside them", async () => {
    const session = await visit(`${PLAYGROUND}?lang=en`, { width: 375, height: 900 });
    const { page } = session;
    const last = page.locator(".lesson-section").last();
    assert.equal(await last.evaluate((el) => getComputedStyle(el).contentVisibility), "auto");
    assert.equal(await horizontalOverflow(page), 0);
    // Something too wide, far below the screen: plain scrollWidth misses it, the check does not.
    await last.evaluate((el) => {
      const wide = document.createElement("div");
      wide.style.width = "2000px";
      wide.style.height = "10px";
      el.append(wide);
    });
    const plain = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.equal(plain, 0, "the skipped section hides its overflow from a plain measure");
    assert.ok((await horizontalOverflow(page)) > 1000, "the check lays every section out");
    await session.close();
  });

  test("the home page's course map links every lesson, in order", async () => {
    const session = await visit("");
    const listed = await session.page
      .locator(".lesson-list > li > a")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    const lessons = PAGES.filter((name) => name !== "index.html");
    assert.deepEqual([...listed].sort(), lessons);
    // The course ends with the playground; the page for authors (embedding, the JS API) follows it.
    assert.equal(listed.at(-2), PLAYGROUND, "the playground closes the course");
    assert.equal(listed.at(-1), "authors.html", "the page for authors comes after the course");
    await session.close();
  });

  test("the playground holds every kind of widget, each mounted", async () => {
    const session = await visit(PLAYGROUND);
    // The front end's own registry: every name a placeholder may give.
    const registry = await session.page.evaluate(() => window.wasmBindings.widgetKinds());
    assert.ok(registry.length >= 20, `widget kinds in the registry: ${registry}`);
    const kinds = await session.page
      .locator("[data-widget]")
      .evaluateAll((slots) => slots.map((slot) => slot.dataset.widget));
    assert.deepEqual([...new Set(kinds)].sort(), [...registry].sort());
    assert.equal(session.slots, kinds.length);
    await session.close();
  });

  test("the language switch keeps the reader's place, and the next page opens in that language", async () => {
    // A wide screen, where the header (and its language switch) stays in view while reading.
    const session = await visit("win-lose.html#bachet", { width: 1280, height: 800 });
    const { page } = session;
    const sectionTop = () => page.locator("#bachet").evaluate((el) => el.getBoundingClientRect().top);
    const landed = await sectionTop();
    // The section's top sits one scroll margin (below the sticky header) from the top.
    assert.ok(landed >= 60 && landed < 100, `the deep link opens at its section (top at ${landed}px)`);
    // The deep link has scrolled already: wait for the wheel's own 300 px, not any scroll.
    const start = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction((from) => window.scrollY > from + 250, start);
    const before = await sectionTop();
    await page.locator("[data-lang-switch=en]").click();
    assert.equal(await page.locator("html").getAttribute("lang"), "en");
    const after = await sectionTop();
    assert.ok(after <= 0 && Math.abs(after - before) < 150, `the section moved from ${before} to ${after}px`);
    await page.locator("a.pager-next").click();
    await page.waitForURL(/nim\.html\?lang=en/);
    await page.waitForFunction(() => document.documentElement.lang === "en");
    assert.ok(await page.getByRole("heading", { name: "Nim and XOR", level: 1 }).isVisible());
    await session.close();
  });

  test("every link inside the site leads to an existing page and section", async () => {
    const session = await visit("");
    const { page } = session;
    const broken = [];
    const stateLinks = new Map();
    // Each page fetched once (every page links the others from its header and contents).
    const fetched = new Map();
    const fetchOnce = (url) => {
      if (!fetched.has(url)) fetched.set(url, page.request.get(url).then(async (r) => ({ ok: r.ok(), status: r.status(), html: await r.text() })));
      return fetched.get(url);
    };
    for (const name of PAGES) {
      await page.goto(new URL(name === "index.html" ? "" : name, SITE).href);
      const links = await page.locator("a[href]").evaluateAll((anchors) =>
        anchors.map((a) => a.getAttribute("href")),
      );
      for (const href of links) {
        if (/^[a-z]+:/i.test(href) && !href.startsWith(SITE)) continue; // none expected, but not ours
        const target = new URL(href, new URL(name === "index.html" ? "" : name, SITE));
        if (!target.href.startsWith(SITE)) {
          broken.push(`${name}: ${href} leaves the site`);
          continue;
        }
        const response = await fetchOnce(target.href.split("#")[0]);
        if (!response.ok) {
          broken.push(`${name}: ${href} → HTTP ${response.status}`);
          continue;
        }
        if (target.hash.length > 1) {
          const { html } = response;
          const fragment = decodeURIComponent(target.hash.slice(1));
          // A widget's state (`#ID.key=value&ID.key=value`) names its placeholder's id; the
          // state itself is checked by opening the link, below.
          const state = fragment.includes("=");
          const id = state ? fragment.split("&")[0].split(".")[0] : fragment;
          if (!html.includes(`id="${id}"`)) broken.push(`${name}: ${href} → no ${state ? "widget" : "section"} #${id}`);
          else if (state) stateLinks.set(target.href, `${name}: ${href}`);
        }
      }
    }
    assert.deepEqual(broken, []);
    // Each link to a widget's state opens that widget with the link's values in its fields.
    for (const [url, from] of stateLinks) {
      // A fresh load each time: two links to one page differ only in their fragment.
      await page.goto("about:blank");
      await page.goto(url);
      const fragment = decodeURIComponent(new URL(url).hash.slice(1));
      const pairs = fragment.split("&").map((pair) => pair.split("="));
      const id = pairs[0][0].split(".")[0];
      const widget = page.locator(`[id="${id}"]`);
      await widget.locator('[data-ready="true"]').first().waitFor();
      for (const [key, value] of pairs) {
        const field = widget.locator(`[name="${key.split(".").slice(1).join(".")}"]`).first();
        if ((await field.count()) === 0) continue; // a key a widget keeps outside its fields (a view, a step)
        const shown = (await field.inputValue()).replace(/\s+/g, " ").trim();
        const wanted = value.replaceAll(",", shown.includes(",") ? "," : " ").trim();
        if (shown.replaceAll(", ", ",").replaceAll(",", " ") !== wanted.replaceAll(",", " ")) {
          broken.push(`${from} → ${key} shows “${shown}”, the link says “${value}”`);
        }
      }
      if (await widget.locator('.field-error:not([hidden])').count()) {
        broken.push(`${from} → the widget refuses it: ${await widget.locator(".field-error:not([hidden])").first().textContent()}`);
      }
    }
    assert.deepEqual(broken, []);
    await session.close();
  });
});
