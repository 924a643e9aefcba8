// Reduced motion: a reader who asks their system for less motion gets no transitions or
// animations anywhere on a page while they step the widgets (CSS `prefers-reduced-motion`);
// the same steps do animate for everyone else, so the check can tell the two apart.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { launch, open, PLAYGROUND } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Steps every widget with a player back once (from its end) and counts running animations. */
async function animationsWhileStepping(reducedMotion) {
  const session = await open(browser, PLAYGROUND, { reducedMotion });
  const { page } = session;
  let running = 0;
  let steps = 0;
  const backs = page.locator("[data-widget]").getByRole("button", { name: "Lùi một bước" });
  for (let i = 0; i < (await backs.count()); i += 1) {
    const back = backs.nth(i);
    if (!(await back.isEnabled())) continue;
    await back.scrollIntoViewIfNeeded();
    // The count is read in the same task as the click, before any transition could end.
    running += await back.evaluate((button) => {
      button.click();
      return document.getAnimations().filter((a) => a.playState === "running").length;
    });
    steps += 1;
  }
  await session.close();
  return { running, steps };
}

test("with reduced motion nothing moves while every widget steps; without, the cells fade", async () => {
  const reduced = await animationsWhileStepping("reduce");
  const moving = await animationsWhileStepping("no-preference");
  console.log(`motion: ${reduced.steps} widgets stepped; animations running: ${reduced.running} reduced, ${moving.running} otherwise`);
  assert.ok(reduced.steps >= 15, `${reduced.steps} widgets stepped`);
  assert.equal(reduced.running, 0, "animations under prefers-reduced-motion: reduce");
  assert.ok(moving.running > 0, "the same steps animate without the preference (else this test proves nothing)");
});
