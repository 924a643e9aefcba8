// Each page, frame and element loads a stylesheet cut to the widget kinds it holds
// (crates/site/src/kind_css.rs): these tests check that the cut copy leaves out the other kinds'
// rules and styles every widget exactly as the full stylesheet does. For each, every widget is
// drawn, the computed style of every element in it (and of its ::before and ::after) is read,
// the full stylesheet is put in place of the cut one, and the styles are read again: they must
// be the same, property by property.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { launch, open, PLAYGROUND, sitePages, SITE, watchProblems } from "../support/browser.mjs";
import { tableIn } from "../support/blog.mjs";

let browser;
let every;
/** Every kind the site knows. */
let kinds;
/** What a kind needs besides its defaults: the sandbox runs one exercise, named. */
const INPUT = { sandbox: [["exercise", "bai-6"]] };
before(async () => {
  browser = await launch();
  const playground = await (await fetch(`${SITE}${PLAYGROUND}`)).text();
  every = /<link rel="stylesheet" href="\.\/([^"]+\.css)"/.exec(playground)[1];
  kinds = tableIn(await (await fetch(`${SITE}embed.js`)).text(), "KINDS");
});
after(async () => {
  await browser?.close();
});

/**
 * In the page: every property the rules of the stylesheet at `href` set, shorthands expanded
 * (custom properties too). A style the cut stylesheet gets wrong is one of these on some
 * element, set there or inherited, so reading only these (about a third of the ~360 a
 * computed style lists) finds every difference.
 */
async function propertiesSetBy(href) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(await (await fetch(href)).text());
  const names = new Set();
  const visit = (rules) => {
    for (const rule of rules) {
      if (rule.cssRules) visit(rule.cssRules);
      for (let i = 0; i < (rule.style?.length ?? 0); i += 1) names.add(rule.style[i]);
    }
  };
  visit(sheet.cssRules);
  // And what shows layout as used values: a difference that only moves things is seen too.
  for (const name of ["display", "width", "height", "font-family", "font-size", "content"]) names.add(name);
  return [...names].sort();
}

/**
 * In the page: the computed `properties` of every element under `roots` (and of their
 * ::before and ::after), one line each, named by its place, from `window.__styles` when
 * `compare` is false; with `compare`, the lines that differ from the ones saved, at most ten.
 */
function readStyles({ selector, shadow, compare, properties }) {
  const roots = [...document.querySelectorAll(selector)].map((host) => (shadow ? host.shadowRoot : host));
  const lines = [];
  for (const root of roots) {
    const elements = shadow ? root.querySelectorAll("*") : [root, ...root.querySelectorAll("*")];
    elements.forEach((element, index) => {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        // A ::before or ::after with no content has no box: nothing to compare.
        if (pseudo && style.content === "none") continue;
        let line = `${element.localName}.${element.className?.baseVal ?? element.className}#${index}${pseudo ?? ""} `;
        for (const name of properties) line += `${name}:${style.getPropertyValue(name)};`;
        lines.push(line);
      }
    });
  }
  if (!compare) {
    window.__styles = lines;
    return lines.length;
  }
  const before = window.__styles;
  const differences = [];
  if (before.length !== lines.length) differences.push(`${before.length} elements, then ${lines.length}`);
  for (let i = 0; i < lines.length && differences.length < 10; i += 1) {
    if (lines[i] === before[i]) continue;
    const was = new Map(before[i]?.split(";").map((pair) => pair.split(/:(.*)/s)));
    const now = lines[i].split(";").map((pair) => pair.split(/:(.*)/s));
    const changed = now.filter(([name, value]) => was.get(name) !== value).map(([name, value]) => `${name}: ${was.get(name)} → ${value}`);
    differences.push(`${lines[i].split(" ")[0]} ${changed.slice(0, 4).join(", ")}`);
  }
  return differences;
}

/** Puts the stylesheet `href` in place of the one `link` names, in `root` (a document or a shadow root). */
function swapStylesheet({ selector, shadow, href }) {
  const roots = shadow ? [...document.querySelectorAll(selector)].map((host) => host.shadowRoot) : [document];
  return Promise.all(
    roots.map(async (root) => {
      const old = root.querySelector('link[rel="stylesheet"]:not([data-fonts])');
      const full = document.createElement("link");
      full.rel = "stylesheet";
      full.href = new URL(href, old.href).href;
      const loaded = new Promise((done, failed) => {
        full.addEventListener("load", done);
        full.addEventListener("error", () => failed(new Error(`no ${full.href}`)));
      });
      old.after(full);
      await loaded;
      old.remove();
    }),
  );
}

/**
 * The selectors of the stylesheet at `href` that can only apply to widgets of kinds outside
 * `held`: each selector (as the browser parsed the sheet) with the kinds it names, by root class
 * or placeholder, outside `:not(…)`, none of them held. Run in the page.
 */
async function selectorsForOtherKinds({ href, held, kinds }) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(await (await fetch(href)).text());
  const found = [];
  const visit = (rules) => {
    for (const rule of rules) {
      if (rule.cssRules) visit(rule.cssRules);
      if (!rule.selectorText) continue;
      let depth = 0;
      let start = 0;
      const text = rule.selectorText;
      const parts = [];
      for (let i = 0; i < text.length; i += 1) {
        if ("([".includes(text[i])) depth += 1;
        if (")]".includes(text[i])) depth -= 1;
        if (text[i] === "," && depth === 0) parts.push(text.slice(start, i)), (start = i + 1);
      }
      parts.push(text.slice(start));
      for (const selector of parts) {
        const seen = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, "");
        const named = kinds.filter((kind) => new RegExp(`\\.${kind}-widget(?![\\w-])|\\[data-widget="${kind}"\\]`).test(seen));
        if (named.length > 0 && !named.some((kind) => held.includes(kind))) found.push(selector.trim());
      }
    }
  };
  visit(sheet.cssRules);
  return found.slice(0, 10);
}

/**
 * In the page: loads every font face the stylesheets declare, then lets layout settle. A new
 * sheet's @font-face rules are new faces, and text measured while one of them loads (a face for
 * a few Vietnamese letters of the code font, say) is a fraction of a pixel off: each reading
 * must see every face there.
 */
async function fontsSettled() {
  await Promise.all([...document.fonts].map((face) => face.load().catch(() => {})));
  await document.fonts.ready;
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}

/** Reads the widgets' styles, swaps in `full`, reads them again: nothing may differ. */
async function sameUnderFullSheet(page, { selector, shadow = false, full }) {
  const properties = await page.evaluate(propertiesSetBy, new URL(full, SITE).href);
  assert.ok(properties.length > 40, `the full stylesheet sets only ${properties}`);
  await page.evaluate(fontsSettled);
  const count = await page.evaluate(readStyles, { selector, shadow, compare: false, properties });
  assert.ok(count > 0, `no element under ${selector}`);
  await page.evaluate(swapStylesheet, { selector, shadow, href: full });
  await page.evaluate(fontsSettled);
  const differences = await page.evaluate(readStyles, { selector, shadow, compare: true, properties });
  assert.deepEqual(differences, [], `styles that change under the full stylesheet`);
}

describe("each page's stylesheet holds its widgets' rules and no others", () => {
  for (const name of sitePages().filter((page) => page !== PLAYGROUND)) {
    test(name, async () => {
      const session = await open(browser, name);
      const { page } = session;
      const onPage = await page.$$eval("[data-widget]", (slots) => [...new Set(slots.map((slot) => slot.dataset.widget))]);
      const href = await page.$eval('link[rel="stylesheet"]:not([data-fonts])', (link) => link.href);
      assert.notEqual(href, `${SITE}${every}`, "the page links a stylesheet of its own");
      const others = await page.evaluate(selectorsForOtherKinds, { href, held: onPage, kinds });
      assert.deepEqual(others, [], "selectors for kinds not on the page");
      if (onPage.length > 0) await sameUnderFullSheet(page, { selector: "[data-widget]", full: every });
      await session.close();
    });
  }

  test("a frame of each kind: its kind's rules only, the same styles", async () => {
    const context = await browser.newContext({ viewport: { width: 720, height: 900 } });
    const page = await context.newPage();
    const problems = watchProblems(page);
    for (const kind of kinds) {
      await page.goto(`${SITE}embed.html?${new URLSearchParams([["widget", kind], ...(INPUT[kind] ?? [])])}`);
      await page.locator('[data-widget] [data-ready="true"]').waitFor({ state: "attached" });
      const href = await page.$eval('link[rel="stylesheet"]:not([data-fonts])', (link) => link.href);
      const others = await page.evaluate(selectorsForOtherKinds, { href, held: [kind], kinds });
      assert.deepEqual(others, [], `${kind}: selectors for other kinds`);
      await sameUnderFullSheet(page, { selector: "[data-widget]", full: every });
    }
    await context.close();
    assert.deepEqual(problems, [], "the frames logged errors");
  });

  test("an element of each kind in a post: its kind's rules only, the same styles", async () => {
    const context = await browser.newContext({ viewport: { width: 720, height: 900 }, serviceWorkers: "block" });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const script = await (await fetch(`${SITE}embed.js`)).text();
    const fullElementSheet = /EVERY_STYLESHEET\s*=\s*"([^"]+)"/.exec(script)?.[1];
    assert.ok(fullElementSheet, "embed.js names the elements' stylesheet of every kind");
    // A post at the site's address, answered by the test, with one element of each kind.
    const post = `${SITE}__every-kind-post.html`;
    const attributes = (kind) => (INPUT[kind] ?? []).map(([name, value]) => ` ${name}="${value}"`).join("");
    const elements = kinds.map((kind) => `<nimlab-widget widget="${kind}"${attributes(kind)} lang="en"></nimlab-widget>`).join("\n");
    await page.route(post, (route) =>
      route.fulfill({
        contentType: "text/html; charset=utf-8",
        body: `<!doctype html><html lang="en"><head><script type="module" src="embed.js"></script></head><body>${elements}</body></html>`,
      }),
    );
    await page.goto(post);
    await page.waitForFunction(
      (count) => [...document.querySelectorAll("nimlab-widget")].filter((el) => el.shadowRoot?.querySelector('[data-ready="true"]')).length === count,
      kinds.length,
      { timeout: 60_000 },
    );
    for (const kind of kinds) {
      const href = await page.$eval(`nimlab-widget[widget="${kind}"]`, (el) => el.shadowRoot.querySelector('link[rel="stylesheet"]:not([data-fonts])').href);
      const others = await page.evaluate(selectorsForOtherKinds, { href, held: [kind], kinds });
      assert.deepEqual(others, [], `${kind}: selectors for other kinds`);
    }
    await sameUnderFullSheet(page, { selector: "nimlab-widget", shadow: true, full: fullElementSheet });
    await context.close();
    assert.deepEqual(problems, [], "the post logged errors");
  });
});
