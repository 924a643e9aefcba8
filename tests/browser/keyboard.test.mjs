// A keyboard-only walkthrough of each core widget, as someone who cannot use a mouse would
// go: land on the widget's section from a link, Tab through it (every control is reached, each
// shows where the focus is, and Tab leads out again: no trap), type a new input and press
// Enter, then step the trace with the player's keys (Home, →, ←, End). No mouse event is sent.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { launch, open, PLAYGROUND, revealGames } from "../support/browser.mjs";

/** The core widgets: their playground section, a field and a new value for it. */
const WALKS = [
  { section: "win-lose", field: "moves", value: "1 2 5" },
  { section: "nim", field: "heaps", value: "2 6 7" },
  { section: "moore", field: "heaps", value: "3 5 6" },
  { section: "staircase", field: "steps", value: "0 4 1 2" },
  { section: "grundy", field: "piles", value: "5 9" },
  { section: "sg-table", field: "size", value: "8" },
  { section: "nim-product", field: "size", value: "8" },
  { section: "coins", field: "heads", value: "2 4 6 9" },
  { section: "wythoff", field: "size", value: "9" },
  { section: "yaglom-table", field: "rows", value: "12" },
  { section: "graph", field: "vertices", value: "6" },
  { section: "bipartite", field: "left", value: "2" },
  { section: "score", field: "values", value: "4 9 2 6 5" },
];

const TAB_LIMIT = 400;

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Where the focus is: whether inside `root`, a description, and whether it is drawn. */
function focusState(root) {
  const el = document.activeElement;
  if (!el || el === document.body) return { inside: false, key: "body", indicated: false };
  const style = getComputedStyle(el);
  const outlined = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
  const shadowed = style.boxShadow !== "none";
  const label = el.getAttribute("aria-label") || el.name || el.textContent.trim().slice(0, 30);
  if (!el.dataset.kbdKey) el.dataset.kbdKey = `${el.tagName.toLowerCase()}:${label}:${Math.random().toString(36).slice(2, 8)}`;
  return { inside: root.contains(el), key: el.dataset.kbdKey, label, indicated: outlined || shadowed };
}

/**
 * Every control in `root` a keyboard user must be able to reach: the keys of its elements
 * (a radio group is one tab stop, reached through any of its radios).
 */
function reachable(root) {
  const selector = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
  const controls = new Map();
  for (const el of root.querySelectorAll(selector)) {
    if (el.disabled || el.type === "hidden" || el.tabIndex < 0 || !el.checkVisibility({ visibilityProperty: true })) continue;
    const name = el.getAttribute("aria-label") || el.name || el.textContent.trim().slice(0, 30);
    if (!el.dataset.kbdKey) el.dataset.kbdKey = `${el.tagName.toLowerCase()}:${name}:${Math.random().toString(36).slice(2, 8)}`;
    const control = el.type === "radio" ? `radio group ${el.name}` : el.dataset.kbdKey;
    controls.set(control, [...(controls.get(control) ?? []), el.dataset.kbdKey]);
  }
  // Something that looks clickable (a pointer cursor) must be a control or inside one that
  // takes the keyboard (a table or board answering arrow keys); else only a mouse can use it.
  for (const el of root.querySelectorAll("*")) {
    if (getComputedStyle(el).cursor !== "pointer" || !el.checkVisibility()) continue;
    if (el.closest(selector) && el.closest(selector).tabIndex >= 0) continue;
    // A picture whose clicks stand for buttons elsewhere in the widget, if those are there.
    const shortcut = el.closest("[data-pointer-shortcut-for]");
    if (shortcut && [...root.querySelectorAll(shortcut.dataset.pointerShortcutFor)].some((b) => b.checkVisibility())) continue;
    // A label clicks its control, which the keyboard reaches itself.
    if (el.closest("label")?.control) continue;
    // Tabs take one tab stop for the list and arrow keys between them (the ARIA tabs pattern).
    const tablist = el.closest('[role="tablist"]');
    if (tablist && tablist.querySelector('[role="tab"][tabindex="0"]')) continue;
    const name = el.getAttribute("aria-label") || el.textContent.trim().slice(0, 30);
    controls.set(`mouse only: ${el.tagName.toLowerCase()}.${el.getAttribute("class")} ${name}`, []);
  }
  return [...controls].map(([label, keys]) => ({ label, keys }));
}

async function counter(widget) {
  const text = await widget.locator(".player-counter").first().textContent();
  const [, position, total] = text.match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
}

/** Presses Tab (or Shift+Tab) until `done(state)`; the states passed on the way. */
async function tabUntil(page, root, done, key = "Tab") {
  const seen = [];
  for (let i = 0; i < TAB_LIMIT; i += 1) {
    await page.keyboard.press(key);
    const state = await root.evaluate(focusState);
    seen.push(state);
    if (await done(state)) return seen;
  }
  throw new Error(`${TAB_LIMIT} presses of ${key} did not get there: ${seen.slice(-5).map((s) => s.label).join(", ")}`);
}

describe("keyboard only", () => {
  for (const walk of WALKS) {
    test(`${walk.section}: reach every control, see the focus, leave, change the input, step`, async () => {
      // As a reader following the link: the playground mounts the widgets near the section.
      const session = await open(browser, `${PLAYGROUND}#${walk.section}`, { reveal: false });
      const { page } = session;
      const widget = page.locator(`section#${walk.section} [data-widget]`).first();
      await widget.locator('[data-ready="true"]').first().waitFor();
      // A game comes when its place is seen: here before the walk, so that the walk meets it
      // (a reader tabbing past it before it came would meet it on the way back). Then the
      // reader clicks the section's heading, where the walk starts.
      await revealGames(page, widget);
      await page.locator(`section#${walk.section} h2`).first().click();
      const root = await widget.elementHandle();

      // In from the section's start, through every control, and out again.
      const into = await tabUntil(page, root, (state) => state.inside);
      const through = await tabUntil(page, root, (state) => !state.inside);
      const stops = [into.at(-1), ...through.filter((state) => state.inside)];
      const notDrawn = stops.filter((state) => !state.indicated).map((state) => state.label);
      assert.deepEqual(notDrawn, [], "every focused control shows a focus outline");
      const reached = new Set(stops.map((state) => state.key));
      const missed = (await root.evaluate(reachable)).filter(({ keys }) => !keys.some((key) => reached.has(key)));
      assert.deepEqual(missed.map(({ label }) => label), [], "controls a keyboard never reaches");
      console.log(`${walk.section}: ${stops.length} tab stops`);

      // Back to the field, a new input, Enter.
      const field = widget.locator(`input[name="${walk.field}"], textarea[name="${walk.field}"]`).first();
      await tabUntil(page, root, () => page.evaluate((name) => document.activeElement?.name === name, walk.field), "Shift+Tab");
      await page.keyboard.press("Control+A");
      await page.keyboard.type(walk.value);
      await page.keyboard.press("Enter");
      assert.equal(await field.inputValue(), walk.value);
      assert.equal(await field.getAttribute("aria-invalid"), null, "the new input is accepted");
      const built = await counter(widget);
      assert.ok(built.total > 2, `a trace of ${built.total} steps`);

      // Onto a button, then the player's keys.
      await tabUntil(page, root, () => page.evaluate(() => document.activeElement?.tagName === "BUTTON"));
      await page.keyboard.press("Home");
      assert.equal((await counter(widget)).position, 0, "Home goes to the start");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      assert.equal((await counter(widget)).position, 2, "→ steps forward");
      await page.keyboard.press("ArrowLeft");
      assert.equal((await counter(widget)).position, 1, "← steps back");
      await page.keyboard.press("End");
      assert.equal((await counter(widget)).position, built.total, "End goes to the end");
      await session.close();
    });
  }
});
