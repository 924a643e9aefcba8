// A bug in one widget (a Rust panic, which aborts the wasm call) stops that widget only: it
// says so in the page's language, offers a restart from its last saved state, and the rest of
// the page goes on working. The panic is injected with `injectFault`, which makes the widget's
// next callback panic exactly as a bug in it would.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { launch, open, PLAYGROUND, settledUrl } from "../support/browser.mjs";

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
