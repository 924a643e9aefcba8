// The in-page measurement of the score lesson: the 2-D interval DP against the rolled array on
// the learner's own browser. It must finish with two times, a ratio and equal answers, be
// cancellable, and leave the page usable while it runs.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { launch, open, OUTPUT, pageScrollWidth, settledUrl } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const bench = (page) => page.locator(".ends-bench-widget");
const cells = async (w, column) => w.locator(`.ends-bench-${column}`).allTextContents();

test("resting picture, a run at n = 300, bad input", async () => {
  const session = await open(browser, "score.html#rolling");
  const { page } = session;
  const w = bench(page);
  await w.scrollIntoViewIfNeeded();
  // Before any run: the memory each method needs for the default n, no times yet.
  assert.equal(await w.getByLabel("Độ dài dãy n").inputValue(), "2000");
  assert.equal(await w.locator(".ends-bench-progress").textContent(), "Chưa đo. Bấm “Đo” (hoặc Enter trong ô n) để bắt đầu.");
  assert.deepEqual(await cells(w, "cells"), ["4.000.000", "2.000"]);
  assert.deepEqual(await cells(w, "bytes"), ["32,0 MB", "16,0 KB"]);
  assert.deepEqual(await cells(w, "time"), ["—", "—"]);
  assert.equal(await w.getByRole("button", { name: "Huỷ" }).isDisabled(), true);
  await w.locator(".ends-bench-note").textContent().then((t) => assert.match(t, /^Thời gian thay đổi theo máy/));

  // Bad input stays at the field; nothing runs.
  const field = w.getByLabel("Độ dài dãy n");
  for (const [text, message] of [
    ["", "chưa có giá trị; ví dụ: 2000."],
    ["abc", "“abc” không phải là số nguyên."],
    ["6000", "“6000” quá lớn; lớn nhất là 5000."],
    ["1", "“1” quá nhỏ; nhỏ nhất là 2."],
  ]) {
    await field.fill(text);
    await field.press("Enter");
    assert.equal(await w.locator(".field-error").textContent(), message);
    assert.equal(await w.locator(".ends-bench-progress").textContent(), "Chưa đo. Bấm “Đo” (hoặc Enter trong ô n) để bắt đầu.");
  }

  // Keyboard only: type n, Enter.
  await field.fill("");
  await field.focus();
  await page.keyboard.type("300");
  await page.keyboard.press("Enter");
  assert.equal(await w.locator(".field-error").isHidden(), true);
  await w.locator(".ends-bench-progress", { hasText: "Xong 10 / 10 lần chạy." }).waitFor({ timeout: 30_000 });
  const times = await cells(w, "time");
  for (const t of times) assert.match(t, /^\d+(,\d+)? ms$/);
  assert.match(await w.locator(".ends-bench-ratio").textContent(), /^Tỉ lệ: (mảng cuộn|lần này bảng hai chiều) nhanh hơn \d+,\d lần/);
  const answers = await cells(w, "answer");
  assert.equal(answers[0], answers[1]);
  assert.match(answers[0], /^−?\d+$/);
  assert.equal(await w.locator(".ends-bench-agree").textContent(), `✓ Hai cách cho cùng đáp án: dp[0][299] = ${answers[0]}.`);
  assert.deepEqual(await cells(w, "cells"), ["90.000", "300"]);
  assert.deepEqual(await cells(w, "bytes"), ["720,0 KB", "2,4 KB"]);
  assert.match(await settledUrl(page), /bench-lesson\.n=300/);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const scroll = await pageScrollWidth(page);
    assert.ok(scroll <= width, `no horizontal page scroll at ${width}px (${scroll})`);
    await w.screenshot({ path: `${OUTPUT}ends-bench-${width}.png` });
  }
  await session.close();
});

test("Cancel stops a run at n = 5000, and the page stays usable during a run", async () => {
  const session = await open(browser, "score.html#rolling");
  const { page } = session;
  const w = bench(page);
  const field = w.getByLabel("Độ dài dãy n");
  await field.fill("5000");
  await w.getByRole("button", { name: "Đo" }).click();
  await w.locator(".ends-bench-progress", { hasText: "Đang đo với n = 5000" }).waitFor();
  assert.equal(await w.getByRole("button", { name: "Đo" }).isDisabled(), true);
  await w.getByRole("button", { name: "Huỷ" }).click();
  const cancelled = await w.locator(".ends-bench-progress").textContent();
  assert.match(cancelled, /^Đã huỷ sau \d+ \/ 10 lần chạy; chưa có kết quả mới\.$/);
  await page.waitForTimeout(1500);
  assert.equal(await w.locator(".ends-bench-progress").textContent(), cancelled, "no run goes on after Cancel");
  assert.deepEqual(await cells(w, "time"), ["—", "—"]);
  assert.equal(await w.getByRole("button", { name: "Đo" }).isDisabled(), false);

  // During a long run another control works: the language switch rewrites the widget while
  // the run is still going.
  await field.fill("5000");
  await field.press("Enter");
  await w.locator(".ends-bench-progress", { hasText: "Đang đo với n = 5000" }).waitFor();
  await page.getByRole("link", { name: "English" }).click();
  const during = await w.locator(".ends-bench-progress").textContent();
  assert.match(during, /^Measuring with n = 5000: \d+ of 10 runs done/, "the click was handled before the run ended");
  await w.locator(".ends-bench-progress", { hasText: "All 10 runs done." }).waitFor({ timeout: 120_000 });
  assert.match(await w.locator(".ends-bench-agree").textContent(), /^✓ Both methods give the same answer: dp\[0\]\[4999\] = −?\d+\.$/);
  assert.deepEqual(await cells(w, "bytes"), ["200.0 MB", "40.0 KB"]);
  await session.close();
});
