// Accessibility of every page the site generator writes (each dist/*.html, the embed frame
// too), in Vietnamese and English, on a wide screen (1280 px) and a phone (360 px):
//
// - each page loads in English (`?lang=en`) and switches to Vietnamese in place, without a
//   console error; every widget on it is mounted in both languages, and nothing makes it scroll
//   sideways at either width (what pages.test.mjs checked in visits of its own).
// - axe-core finds no violation of any impact (two accepted on some pages, each for its
//   reason: see ACCEPTED), and every table header has a name in Chromium's accessibility tree.
//   At 1280 px in Vietnamese every rule axe runs by default; in English the rules whose verdict
//   depends on the words (names, labels, languages, headings, and the targets, whose size the
//   words change): the page's markup, roles and colours are the same in both. At 360 px the
//   rules whose verdict depends on the layout (what scrolls sideways
//   and can it take the focus; the viewport): the others judge the markup, names, roles and
//   colour pairs, which do not change with the width, and running them again (colour contrast
//   above all, the slowest rule) would double the suite's time. axe's own target-size rule
//   (24 px, WCAG 2.5.8) runs at 1280 px; at 360 px this suite's 44 px check, stricter, does
//   its work. The playground (one of every widget)
//   is scanned again after using its widgets, so the marks of a step, answered guesses and
//   error messages are on screen too: at 360 px with colour contrast as well, since a widget
//   laid out for a phone may put a text on another colour.
// - the page's `<html lang>` is the chosen language; text in the other language that is on
//   screen (only the language switch) carries its own `lang`, and the other language's text
//   is not rendered (`display: none`, so screen readers do not read it either).
// - at 360 px nothing makes the page scroll sideways (wide tables, programs and formulas
//   scroll inside their own box), and every control is at least 44 × 44 px.
// - W/L and P/N are never told by colour alone: each coloured state shows its letter (or its
//   Grundy value), readable on its fill, and the states' fills differ from each other.
//
// Figures (pages, runs, violations by impact) are printed at the end; see README,
// "Accessibility".

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, open, OUTPUT, PLAYGROUND, picture } from "../support/browser.mjs";

const AXE_SOURCE = readFileSync(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url), "utf8");
const AXE_VERSION = JSON.parse(
  readFileSync(new URL("../../node_modules/axe-core/package.json", import.meta.url), "utf8"),
).version;
const DIST = new URL("../../dist/", import.meta.url);
// Every page the site generator writes: a page added later is scanned without touching this.
const PAGES = readdirSync(DIST)
  .filter((name) => name.endsWith(".html"))
  .sort();
const LANGS = ["vi", "en"];
const WIDE = 1280;
const PHONE = 360;
/** The rules run at 360 px: those whose verdict depends on the layout (see the head). */
const LAYOUT_RULES = ["scrollable-region-focusable", "meta-viewport"];
/** The rules run again in English, wide: those whose verdict depends on the words (see the head). */
const TEXT_RULES = [
  "area-alt",
  "aria-command-name",
  "aria-dialog-name",
  "aria-input-field-name",
  "aria-meter-name",
  "aria-progressbar-name",
  "aria-toggle-field-name",
  "aria-tooltip-name",
  "aria-treeitem-name",
  "button-name",
  "document-title",
  "empty-heading",
  "empty-table-header",
  "frame-title",
  "html-has-lang",
  "html-lang-valid",
  "html-xml-lang-mismatch",
  "image-alt",
  "input-button-name",
  "input-image-alt",
  "label",
  "link-name",
  "object-alt",
  "role-img-alt",
  "select-name",
  "summary-name",
  "svg-img-alt",
  "target-size",
  "valid-lang",
];
/**
 * Violations accepted on some pages, and why.
 * - page-has-heading-one, on the embed frame: a frame is part of the host's page, whose post
 *   gives the outline (its own h1, the widget's h3 under the post's headings); an h1 in the
 *   frame would give the post a second one.
 * - empty-table-header, on the lessons whose tables head a row or a column with a formula
 *   (`$n$`, `$r = 0$`): axe counts visible text only, not MathML. nimlab-site names such a
 *   header by the formula's symbols (`aria-label`), and `unnamedHeaders` below checks in the
 *   browser's own accessibility tree that no header is left without a name.
 */
const ACCEPTED = {
  "page-has-heading-one": ["embed.html"],
  "empty-table-header": ["grundy.html", "nim.html", "score.html", "win-lose.html", "wythoff.html"],
};
/** The label of the scan that checks the checks (not counted in the figures). */
const PROBE = "probe";
/** The touch-target size (WCAG 2.5.5), checked at 360 px. */
const TARGET = 44;

/** The address of a page in a language; the embed frame shows one widget (its table of W/L). */
function address(name, lang) {
  if (name === "embed.html") return `embed.html?widget=wl-table&lang=${lang}`;
  return `${name === "index.html" ? "" : name}?lang=${lang}`;
}

let browser;
const tally = { runs: 0, pages: new Set(), byImpact: {}, targets: 0, exempt: 0, headers: 0 };
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
  const impacts = Object.entries(tally.byImpact)
    .map(([impact, n]) => `${impact} ${n}`)
    .join(", ");
  console.log(
    `# axe-core ${AXE_VERSION}: ${tally.runs} scans of ${tally.pages.size} pages; ` +
      `violations of any impact: ${impacts || "none"}; at ${PHONE} px ${tally.targets} controls ` +
      `measured, ${tally.exempt} left out (links in sentences, the skip link, scroll boxes); ` +
      `${tally.headers} table headers on show, each with a name`,
  );
});

/**
 * Lays out every lesson section (off screen they skip rendering, `content-visibility: auto`,
 * and axe would see no colours there), then waits two frames so that the boxes that now
 * overflow have taken their tab stop (crates/frontend/src/scroll_boxes.rs).
 */
async function showAllSections(page) {
  await page.evaluate(async () => {
    for (const section of document.querySelectorAll(".lesson-section")) section.style.contentVisibility = "visible";
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** Lays `page` out at `width` (900 px high) if it is not already, as a window resized is. */
async function narrowTo(page, width) {
  if (page.viewportSize().width === width) return;
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Runs axe on the page (all of it, every section laid out) and returns its violations, but for
 * the accepted ones (see ACCEPTED), as readable lines; `label` starts with the page's file name. axe is injected with `evaluate`, which the page's strict CSP
 * does not govern (a script tag would be refused).
 */
async function scan(page, label, rules) {
  await showAllSections(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (rules) => {
    const options = { resultTypes: ["violations"] };
    if (rules) options.runOnly = { type: "rule", values: rules };
    const result = await window.axe.run(document, options);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.join(" "),
        summary: (n.failureSummary ?? "").split("\n").slice(1, 2).join(" ").trim(),
      })),
    }));
  }, rules ?? null);
  if (label !== PROBE) {
    tally.runs += 1;
    for (const v of violations) tally.byImpact[v.impact] = (tally.byImpact[v.impact] ?? 0) + v.nodes.length;
  }
  return violations
    .filter((v) => !ACCEPTED[v.id]?.includes(label.split(" ")[0]))
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}, ${v.nodes.length}×) ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `      ${n.target} — ${n.summary}`)
          .join("\n"),
    );
}

/**
 * The row and column headers on show that Chromium's accessibility tree (what a screen reader
 * reads) gives no name, every section laid out: each header is announced as a reader moves
 * along its row or column. `counted`: added to the figures (not for the probe).
 */
async function unnamedHeaders(page, { counted = true } = {}) {
  await showAllSections(page);
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  const headers = nodes.filter((n) => !n.ignored && ["columnheader", "rowheader"].includes(n.role?.value));
  if (counted) tally.headers += headers.length;
  return headers
    .filter((n) => !(n.name?.value ?? "").trim())
    .map((n) => `a ${n.role.value} without a name (DOM node ${n.backendDOMNodeId})`);
}

/**
 * What the page shows in the other language: every rendered element with a `lang` other than
 * the page's, and every element of the other language that is rendered at all.
 */
async function langProblems(page, lang) {
  return page.evaluate((lang) => {
    const problems = [];
    if (document.documentElement.lang !== lang) problems.push(`<html lang="${document.documentElement.lang}">`);
    for (const el of document.body.querySelectorAll("[lang]")) {
      if (el.lang === lang) continue;
      const rendered = el.checkVisibility();
      // The language switch names each language in that language, and says so.
      if (el.matches("[data-lang-switch]")) {
        if (el.lang !== el.dataset.langSwitch) problems.push(`switch ${el.dataset.langSwitch} has lang="${el.lang}"`);
        continue;
      }
      if (rendered || getComputedStyle(el).display !== "none") {
        problems.push(`${el.tagName.toLowerCase()}[lang=${el.lang}] is rendered: "${el.textContent.trim().slice(0, 40)}"`);
      }
    }
    // Names given in attributes speak one language too (the header's navigation landmarks).
    for (const el of document.querySelectorAll("[aria-label]")) {
      if (/ \/ /.test(el.getAttribute("aria-label"))) problems.push(`two languages in aria-label="${el.getAttribute("aria-label")}"`);
    }
    return problems;
  }, lang);
}

/**
 * The controls smaller than `size` × `size` px. A control is what takes a tap: buttons, fields,
 * selects, summaries, links that stand on their own, anything focusable. Left out, each for
 * its reason:
 * - links inside a sentence (a paragraph, a list item or a table cell with text around the
 *   link): WCAG 2.5.5's "inline" exception; their line height is the text's.
 * - the skip link, which is off screen until a keyboard focuses it (no touch reaches it).
 * - a box that takes the focus only so that keys can scroll it (a wide table or formula, a
 *   widget's picture): a finger scrolls it by swiping, and a tap on it does nothing.
 * A checkbox counts with its label, which toggles it too.
 * Not measured one by one: the cells of the pictures that take a tap on a cell (the value
 * tables and canvases of the SG-table and nim-product widgets, the Wythoff board, the discs
 * table). Each has an equivalent control of full size (WCAG 2.5.8's "equivalent" exception):
 * the value pictures and the board take the focus as a whole (measured) and move their cell
 * with the arrow keys, a value is also printed in its table and read out, and a disc's place
 * is typed as "x y" in a field; 44 px cells would make a 16 × 16 table too wide to see.
 */
async function smallTargets(page, size) {
  return page.evaluate((size) => {
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])',
    );
    const blockOf = (el) => {
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      return block;
    };
    // Text on the link's lines that is not the link's: text nodes of the same block reached
    // without entering another block.
    const inSentence = (link) => {
      const block = blockOf(link);
      if (!block) return false;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (link.contains(node) || !node.textContent.trim()) continue;
        if (blockOf(node.parentElement === block ? node : node.parentElement) !== block && node.parentElement !== block) {
          continue;
        }
        if (node.parentElement.checkVisibility()) return true;
      }
      return false;
    };
    const small = [];
    let checked = 0;
    let exempt = 0;
    for (const el of controls) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      exempt += 1;
      if (el.matches(".skip-link")) continue;
      const style = getComputedStyle(el);
      const scrollBox = /auto|scroll/.test(style.overflowX + style.overflowY);
      if (scrollBox && !el.matches("a, button, input, select, textarea, summary, [role]")) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      let { width, height } = box;
      if (el.matches('input[type="checkbox"], input[type="radio"]')) {
        for (const label of el.labels ?? []) {
          const l = label.getBoundingClientRect();
          width = Math.max(width, l.width);
          height = Math.max(height, l.height);
        }
      }
      if (el.matches("a") && getComputedStyle(el).display === "inline" && inSentence(el)) continue;
      exempt -= 1;
      checked += 1;
      if (width < size - 0.5 || height < size - 0.5) {
        const name = (el.getAttribute("aria-label") ?? el.textContent).trim().replace(/\s+/g, " ").slice(0, 30);
        const classes = [...el.classList].map((c) => `.${c}`).join("");
        small.push(`${el.tagName.toLowerCase()}${classes} "${name}" ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    return { small, checked, exempt };
  }, size);
}

/** The controls under 44 px on the page, counted in the tally. */
async function measureTargets(page) {
  const { small, checked, exempt } = await smallTargets(page, TARGET);
  tally.targets += checked;
  tally.exempt += exempt;
  return small;
}

describe("accessibility of every page", { concurrency: 2 }, () => {
  test("the pages are read from the site", () => {
    assert.ok(PAGES.includes("index.html") && PAGES.includes(PLAYGROUND) && PAGES.includes("embed.html"));
    assert.ok(PAGES.length >= 10, `pages: ${PAGES.join(", ")}`);
  });

  for (const name of PAGES) {
    test(`${name}: no axe violation, one language on screen, fits 360 px with 44 px targets; dark, AA contrast`, async () => {
      const failures = [];
      tally.pages.add(name);
      // Opened once, wide, in English (`?lang=en`: a page loads in either language); switched
      // to Vietnamese by its language switch, as a reader does (the embed frame has none: it
      // is opened again); then narrowed to a phone's width, as the screens of the widget
      // suites are (SCREENS), and switched back.
      let session = await open(browser, address(name, "en"), { width: WIDE, height: 900 });
      for (const [width, lang] of [[WIDE, "en"], [WIDE, "vi"], [PHONE, "vi"], [PHONE, "en"]]) {
        await narrowTo(session.page, width);
        if ((await session.page.evaluate(() => document.documentElement.lang)) !== lang) {
          const langSwitch = session.page.locator(`[data-lang-switch=${lang}]`);
          if ((await langSwitch.count()) > 0) {
            await langSwitch.click();
            await session.page.waitForFunction((lang) => document.documentElement.lang === lang, lang);
          } else {
            await session.close();
            session = await open(browser, address(name, lang), { width, height: 900 });
          }
        }
        const { page } = session;
        const label = `${name} ${lang} ${width}px`;
        // Every widget of the page mounted, in this language too.
        const { slots, ready } = await page.evaluate(() => ({
          slots: document.querySelectorAll("[data-widget]").length,
          ready: document.querySelectorAll('[data-widget] [data-ready="true"]').length,
        }));
        if (ready < slots) failures.push(`${label}: ${ready} of ${slots} widgets mounted`);
        const rules = width === PHONE ? LAYOUT_RULES : lang === "en" ? TEXT_RULES : null;
        failures.push(...(await scan(page, label, rules)));
        for (const problem of await langProblems(page, lang)) failures.push(`${label}: ${problem}`);
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) failures.push(`${label}: the page scrolls sideways by ${overflow}px`);
        if (lang === "vi") await picture(page, { path: `${OUTPUT}page-${name.replace(".html", "")}-${width}.png`, fullPage: true });
        if (width === WIDE) {
          for (const problem of await unnamedHeaders(page)) failures.push(`${label}: ${problem}`);
        }
        if (width === PHONE) {
          for (const small of await measureTargets(page)) {
            failures.push(`${label}: target under ${TARGET}px: ${small}`);
          }
        }
      }
      // Last, dark, wide: by the page's theme switch, as a reader turns it on (auto → dark; the
      // embed frame has none: it is opened so). The page must turn dark and every text keep AA
      // contrast (axe's colour rules).
      await narrowTo(session.page, WIDE);
      const themeSwitch = session.page.locator("[data-theme-switch]");
      if ((await themeSwitch.count()) > 0) {
        // The cells ease into their new colours (a 0.25 s transition, some only once scrolled
        // to): the colours judged are those at rest, which reduced motion gives at once.
        await session.page.emulateMedia({ reducedMotion: "reduce" });
        await themeSwitch.click();
      } else {
        await session.close();
        session = await open(browser, address(name, "vi").replace("?", "?theme=dark&"), { width: WIDE, height: 900 });
      }
      failures.push(...(await darkProblems(session.page, name)));
      await session.close();
      assert.deepEqual(failures, [], `\n${failures.join("\n")}`);
    });
  }
});

/** What keeps `page` (`name`), in the dark theme, from being dark and readable. */
async function darkProblems(page, name) {
  const failures = [];
  const colours = await page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    body: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
  }));
  if (colours.theme !== "dark") failures.push(`${name}: <html data-theme="${colours.theme}">`);
  if (luminance(colours.body) > 0.05) failures.push(`${name}: the page's background ${colours.body} is not dark`);
  failures.push(...(await scan(page, `${name} dark`, ["color-contrast", "link-in-text-block"])));
  return failures;
}

/** Uses every widget of the playground a little, so that their marks and messages show. */
async function useWidgets(page) {
  // Every "predict" switch on (a widget on the stage goes back to step 0 when it is switched on:
  // questions come before answers), then each player two thirds of the way through its run:
  // current and read cells marked.
  for (const toggle of await page.locator(".widget .toggle input[type=checkbox]").all()) {
    if ((await toggle.isVisible()) && (await toggle.isEnabled()) && !(await toggle.isChecked())) await toggle.check();
  }
  await page.evaluate(() => {
    for (const scrubber of document.querySelectorAll(".player-scrubber")) {
      scrubber.value = String(Math.floor((Number(scrubber.max) * 2) / 3));
      scrubber.dispatchEvent(new Event("input", { bubbles: true }));
    }
  });
  // One guess answered in each widget that asks one now (its feedback shows).
  for (const widget of await page.locator("[data-widget]").all()) {
    const guess = widget.locator("button.guess:visible:enabled").first();
    if ((await guess.count()) > 0) await guess.click();
  }
  // A field refused: its message and red border.
  const field = page.locator(".widget form .field input").first();
  await field.fill("x");
  await field.press("Enter");
  // A move in the Nim game: a heap chosen, then the first number of stones offered.
  const game = page.locator(".nim-game").first();
  const heap = game.locator("button.nim-heap:enabled").first();
  if ((await heap.count()) > 0) {
    await heap.click();
    const take = game.locator("button.nim-take:visible:enabled").first();
    if ((await take.count()) > 0) await take.click();
  }
}

/**
 * Every W/L and P/N state on screen (cells, squares, vertices, swatches, guess buttons): the
 * letter it stands for, or its Grundy value (0 is L, any other W), and the colours behind it.
 * The letter (or value) is what tells the state; the fill is a second cue, so the letter must
 * be readable on it (WCAG 1.4.3) and the fills of two states must differ.
 */
async function stateMarks(page) {
  return page.evaluate(() => {
    const STATES = { "is-w": "W", "is-l": "L", "is-p": "P", "is-n": "N", "guess-w": "W", "guess-l": "L" };
    const rgb = (css) => {
      const m = css.match(/rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?/);
      return m ? { r: +m[1], g: +m[2], b: +m[3], a: m[4] === undefined ? 1 : +m[4] } : null;
    };
    const visibleFill = (shape) => {
      const fill = rgb(getComputedStyle(shape).fill);
      return fill && fill.a > 0 ? fill : null;
    };
    // The colour under an element: for an SVG text, the last shape before it in its group
    // that lies under its centre; else the first ancestor (or itself) with a background.
    const paint = (el) => {
      if (el instanceof SVGTextElement) {
        const box = el.getBBox();
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        for (let prev = el.previousElementSibling; prev; prev = prev.previousElementSibling) {
          if (!(prev instanceof SVGGeometryElement)) continue;
          const b = prev.getBBox();
          const fill = visibleFill(prev);
          if (fill && x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height) return fill;
        }
      }
      for (let node = el; node; node = node.parentElement) {
        if (node instanceof SVGElement) continue;
        const bg = rgb(getComputedStyle(node).backgroundColor);
        if (bg && bg.a > 0) return bg;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    // A state's fill: an SVG vertex's first filled shape, an HTML element's background.
    const fillOf = (el) => {
      if (el instanceof SVGElement) {
        for (const shape of el.querySelectorAll("circle, rect, ellipse, path, polygon")) {
          const fill = visibleFill(shape);
          if (fill) return fill;
        }
      }
      return paint(el);
    };
    const luminance = ({ r, g, b }) => {
      const c = [r, g, b].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    };
    const contrast = (a, b) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const leaves = (el) =>
      [el, ...el.querySelectorAll("*")].filter(
        (node) => node.children.length === 0 && node.textContent.trim() && node.checkVisibility?.() !== false,
      );
    const marks = [];
    for (const el of document.querySelectorAll(Object.keys(STATES).map((c) => `.${c}`).join(", "))) {
      if (!el.checkVisibility() || el.matches(":disabled")) continue;
      const state = Object.keys(STATES).find((c) => el.classList.contains(c));
      const letter = STATES[state];
      const widget = el.closest("[data-widget]")?.dataset.widget ?? "page";
      const value = el.querySelector(".cell-value");
      const texts = value ? [value] : leaves(el);
      const sign = texts.find((node) => {
        const text = node.textContent.trim();
        if (text === letter) return true;
        // A Grundy value: 0 is a losing state, any other value a winning one.
        return /^\d+$/.test(text) && (letter === "L" ? text === "0" : letter === "W" && text !== "0");
      });
      const style = sign && getComputedStyle(sign);
      const ink = sign && rgb(sign instanceof SVGElement ? style.fill : style.color);
      const size = sign ? parseFloat(style.fontSize) : 0;
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      marks.push({
        widget,
        what: `${widget} ${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`,
        state,
        letter,
        text: el.textContent.trim().replace(/\s+/g, " ").slice(0, 20),
        signed: Boolean(sign),
        ratio: sign ? contrast(ink, paint(sign)) : 0,
        needed: large ? 3 : 4.5,
        fill: JSON.stringify(fillOf(el)),
      });
    }
    return marks;
  });
}

/** What is wrong with the W/L and P/N states on screen (see `stateMarks`). */
function stateProblems(marks) {
  const problems = [];
  const shown = new Set(marks.map((m) => m.state.replace("guess-", "is-")));
  for (const state of ["is-w", "is-l", "is-p", "is-n"]) if (!shown.has(state)) problems.push(`no ${state} on screen`);
  for (const m of marks) {
    if (!m.signed) problems.push(`${m.what} "${m.text}" shows no ${m.letter} (nor a Grundy value)`);
    else if (m.ratio < m.needed) problems.push(`${m.what} "${m.text}": its ${m.letter} has contrast ${m.ratio.toFixed(2)}:1 on its fill`);
  }
  // Within a widget, the fill of a W never is the fill of an L (nor P of N).
  const fills = new Map();
  for (const m of marks) {
    if (m.state.startsWith("guess-")) continue;
    const key = `${m.widget} ${m.state}`;
    if (!fills.has(key)) fills.set(key, new Set());
    fills.get(key).add(m.fill);
  }
  for (const [a, b] of [["is-w", "is-l"], ["is-p", "is-n"]]) {
    for (const widget of new Set(marks.map((m) => m.widget))) {
      const same = [...(fills.get(`${widget} ${a}`) ?? [])].filter((f) => fills.get(`${widget} ${b}`)?.has(f));
      if (same.length > 0) problems.push(`${widget}: ${a} and ${b} share the fill ${same[0]}`);
    }
  }
  return problems;
}

describe("the playground in use", () => {
  for (const lang of LANGS) {
    test(`${lang}: widgets stepped, guessed and refused: no axe violation, W/L and P/N never by colour alone`, async () => {
      const failures = [];
      // On a phone in Vietnamese, the site's first language (the widgets' layout is the same
      // in English, and the page's own scan above covers English at 360 px).
      // Used on a wide screen, then narrowed to a phone's width with the marks still on.
      const session = await open(browser, `${PLAYGROUND}?lang=${lang}`, { width: WIDE, height: 900 });
      const { page } = session;
      await useWidgets(page);
      for (const width of lang === "vi" ? [WIDE, PHONE] : [WIDE]) {
        await narrowTo(page, width);
        const label = `${PLAYGROUND} in use ${lang} ${width}px`;
        failures.push(...(await scan(page, label, width === PHONE ? [...LAYOUT_RULES, "color-contrast"] : null)));
        if (width === WIDE) {
          const marks = await stateMarks(page);
          failures.push(...stateProblems(marks).map((p) => `${label}: ${p}`));
          if (marks.length < 50) failures.push(`${label}: only ${marks.length} W/L/P/N states on screen`);
        } else {
          const overflow = await horizontalOverflow(page);
          if (overflow > 0) failures.push(`${label}: the page scrolls sideways by ${overflow}px`);
          for (const small of await measureTargets(page)) failures.push(`${label}: target under ${TARGET}px: ${small}`);
        }
        await picture(page, { path: `${OUTPUT}a11y-playground-in-use-${lang}-${width}.png`, fullPage: true });
      }
      await session.close();
      assert.deepEqual(failures, [], `\n${failures.join("\n")}`);
    });
  }
});

/** The relative luminance of a CSS colour ("rgb(r, g, b)" or "rgba(…)"), WCAG's formula. */
function luminance(css) {
  const [r, g, b] = css.match(/[\d.]+/g).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe("the dark theme", () => {
  test("the playground in use, dark, on a wide screen and a phone: AA contrast everywhere, W/L never by colour alone", async () => {
    const failures = [];
    const session = await open(browser, `${PLAYGROUND}?theme=dark`, { width: WIDE, height: 900 });
    const { page } = session;
    await useWidgets(page);
    for (const width of [WIDE, PHONE]) {
      await narrowTo(page, width);
      const label = `${PLAYGROUND} in use dark ${width}px`;
      failures.push(...(await scan(page, label, ["color-contrast"])));
      if (width === WIDE) failures.push(...stateProblems(await stateMarks(page)).map((p) => `${label}: ${p}`));
      await picture(page, { path: `${OUTPUT}a11y-playground-dark-${width}.png`, fullPage: true });
    }
    await session.close();
    assert.deepEqual(failures, [], `\n${failures.join("\n")}`);
  });

  test("the switch goes auto → dark → light, says which is on, and the next page keeps it", async () => {
    const session = await open(browser, "win-lose.html", { width: WIDE, height: 900 });
    const { page } = session;
    const button = page.locator("[data-theme-switch]");
    const background = () => page.evaluate(() => luminance(getComputedStyle(document.body).backgroundColor));
    await page.evaluate(`window.luminance = ${luminance.toString()}`);
    assert.match(await button.textContent(), /Giao diện: tự động/);
    assert.ok((await background()) > 0.5, "auto follows the system (light here)");
    await button.click();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
    assert.match(await button.locator('[lang="vi"]').textContent(), /^Giao diện: tối$/);
    assert.ok((await background()) < 0.05);
    await page.locator(".pager-next").click();
    await page.waitForLoadState("load");
    await page.evaluate(`window.luminance = ${luminance.toString()}`);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark", "the next page is dark too");
    await page.locator("[data-theme-switch]").click();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "light");
    await page.locator("[data-theme-switch]").click();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), undefined, "back to auto");
    await session.close();
  });

  test("a widget can be dark on its own (theme=dark on a light page, in a frame, on an element)", async () => {
    const session = await open(browser, "embed.html?widget=nim&theme=dark", { width: 800, height: 900 });
    const stage = session.page.locator(".stage");
    const fill = await stage.evaluate((el) => getComputedStyle(el).color);
    assert.ok(luminance(fill) > 0.5, `light text on the dark stage: ${fill}`);
    await session.close();
    const light = await open(browser, "win-lose.html?theme=light", { width: WIDE, height: 900 });
    await light.page.evaluate(() => {
      const slot = document.createElement("div");
      slot.id = "dark-one";
      slot.dataset.widget = "wl-table";
      slot.dataset.theme = "dark";
      document.querySelector("main").prepend(slot);
      window.wasmBindings.mountWidget(slot);
    });
    const own = light.page.locator("#dark-one .stage");
    assert.equal(await own.getAttribute("data-theme"), "dark");
    assert.ok(luminance(await own.evaluate((el) => getComputedStyle(el).color)) > 0.5);
    const page = light.page.locator('[data-widget="wl-table"]:not(#dark-one) .stage').first();
    assert.ok(luminance(await page.evaluate((el) => getComputedStyle(el).color)) < 0.1, "the page's other widgets stay light");
    await light.close();
  });
});

describe("the checks themselves", () => {
  test("they see what they look for: a mislabelled button, a small one, the other language, a W without its letter, a formula header without its name", async () => {
    const session = await open(browser, "win-lose.html?lang=vi", { width: PHONE, height: 900 });
    const { page } = session;
    // The lesson's tables open at step 0 (it asks for guesses first): fill the first one.
    await page.locator('[data-widget="wl-table"]').first().getByRole("button", { name: "Tới cuối" }).click();
    await page.evaluate(() => {
      const main = document.querySelector("main");
      const button = document.createElement("button");
      button.textContent = "Bar";
      button.setAttribute("aria-label", "Foo");
      button.className = "probe-small";
      button.style.width = "20px";
      button.style.height = "20px";
      main.prepend(button);
      const english = document.querySelector("main [lang=en]");
      english.style.display = "block";
      document.querySelector(".wl-table .cell.is-w .cell-value").textContent = "";
      document.querySelector("#period div[lang=vi] th[aria-label]").removeAttribute("aria-label");
    });
    const axe = await scan(page, PROBE, ["label-content-name-mismatch"]);
    assert.equal(axe.length, 1);
    assert.match(axe[0], /label-content-name-mismatch \(serious, 1×\)/);
    assert.ok((await smallTargets(page, TARGET)).small.some((s) => s.startsWith('button.probe-small "Foo" 20×20')));
    assert.ok((await langProblems(page, "vi")).some((p) => /\[lang=en\] is rendered/.test(p)));
    const problems = stateProblems(await stateMarks(page));
    assert.ok(problems.some((p) => /wl-table li\.cell\.is-w.* shows no W/.test(p)), problems.join("\n"));
    assert.deepEqual((await unnamedHeaders(page, { counted: false })).map((p) => p.split(" (")[0]), ["a columnheader without a name"]);
    await session.close();
  });
});
