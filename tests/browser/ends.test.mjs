// The interval DP widget ("take a number from either end"), driven as a learner would: read
// the resting grid, step to the cell of the lesson, scrub, look at the rolled array, predict,
// run a long row through the stdin box, share a link, make mistakes. Any console error or wasm
// panic fails the test. Expected numbers are those of seed 002, Part 4 (Bảng 4 and Bảng 5).

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { atStepZero, horizontalOverflow, launch, openWidget, OUTPUT, SCREENS, screenshotAtRest, settledUrl } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const widget = (page) => page.locator(".ends-widget").first();
const forward = (page) => widget(page).getByRole("button", { name: /Tiến một bước|Step forward/ });
const text = async (locator) => (await locator.textContent()).trim();

async function counter(page) {
  const t = await widget(page).locator(".player-counter").textContent();
  const [, position, total] = t.match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
}

/** The grid as rows of cell texts (values only), the upper triangle of the lesson's table. */
async function gridValues(page) {
  return widget(page)
    .locator(".ends-grid tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll("td.ends-cell:not(.is-void) .ends-cell-value")].map((c) => c.textContent),
      ),
    );
}

const cell = (page, l, r) => widget(page).locator(`td[data-cell="${l},${r}"]`);

/**
 * Types a row and submits it with Enter, as a person at the keyboard does (the Build button is
 * clicked in a test of its own); unless `rejected`, waits for the new grid's step 0.
 */
async function build(page, values, { rejected = false } = {}) {
  const w = widget(page);
  await w.locator('input[name="values"]').fill(values);
  await w.locator('input[name="values"]').press("Enter");
  // A new row starts its grid at step 0 (the row the widget opened with stands at its end):
  // every step after this is the new row's.
  if (!rejected) await atStepZero(w);
}

/** Moves the scrubber as a drag would: set its value and fire `input`. */
async function scrub(page, position) {
  await widget(page)
    .locator(".player-scrubber")
    .evaluate((el, p) => {
      el.value = String(p);
      el.dispatchEvent(new Event("input", { bubbles: true }));
    }, position);
}

/** The rolled array entries as [index, value, segment, state]. */
async function rolled(page) {
  return widget(page)
    .locator(".ends-roll-entry")
    .evaluateAll((items) =>
      items.map((li) => [
        li.querySelector(".ends-roll-index").textContent,
        li.querySelector(".ends-roll-value").textContent,
        li.querySelector(".ends-roll-segment").textContent,
        li.querySelector(".ends-roll-state").textContent,
      ]),
    );
}

/** Perfect play by the rolled array, written independently of the solver. */
function solve(a) {
  const n = a.length;
  const dp = a.slice();
  for (let len = 2; len <= n; len++) {
    for (let l = 0; l + len - 1 < n; l++) dp[l] = Math.max(a[l] - dp[l + 1], a[l + len - 1] - dp[l]);
  }
  const total = a.reduce((s, x) => s + x, 0);
  return { d: dp[0], first: (total + dp[0]) / 2, second: (total - dp[0]) / 2, total };
}

const minus = (v) => (v < 0 ? `−${-v}` : String(v));

describe("ends widget (interval DP)", () => {
  test("at rest: the lesson's grid, the answer 22 – 11 and greedy's 15 – 18", async () => {
    const session = await openWidget(browser, "score");
    const { page } = session;
    const w = widget(page);
    assert.deepEqual(await counter(page), { position: 10, total: 10 });
    // Seed 002, Bảng 5 (indexed from 0).
    assert.deepEqual(await gridValues(page), [
      ["8", "7", "−4", "11"],
      ["15", "12", "11"],
      ["3", "4"],
      ["7"],
    ]);
    assert.equal(await text(cell(page, 0, 3).locator(".ends-cell-value")), "11");
    assert.ok(await cell(page, 0, 3).evaluate((el) => el.classList.contains("is-current")));
    assert.equal(await text(w.locator(".ends-formula-numbers")), "max(8 − 11, 7 − (−4)) = 11");
    assert.equal(
      await text(w.locator(".ends-answer")),
      "Tổng S = 8 + 15 + 3 + 7 = 33, hiệu d = dp[0][3] = 11. Người đi trước được (S + d) / 2 = " +
        "(33 + 11) / 2 = 22; người đi sau được (S − d) / 2 = (33 − 11) / 2 = 11.",
    );
    assert.equal(await text(w.locator(".ends-first-move")), "Nước đầu tối ưu: lấy đầu phải (7).");
    const greedy = await text(w.locator(".ends-greedy"));
    assert.match(greedy, /chỉ được 15 – 18/);
    assert.match(greedy, /chơi tối ưu được 22 – 11/);
    // Bảng 4: perfect 7, 8 (or 3), 15, 3; greedy 8, 15, 7, 3.
    assert.deepEqual(await w.locator(".ends-replay-best").allTextContents(), [
      "7 (phải)",
      "8 (trái; đầu kia cũng tối ưu)",
      "15 (trái)",
      "3 (trái)",
    ]);
    assert.deepEqual(await w.locator(".ends-replay-greedy").allTextContents(), [
      "8 (trái)",
      "15 (trái)",
      "7 (phải)",
      "3 (trái)",
    ]);
    assert.equal(await text(w.locator(".ends-replay-best-total")), "22 – 11");
    assert.equal(await text(w.locator(".ends-replay-greedy-total")), "15 – 18");
    assert.match(await text(w.locator(".ends-parity")), /vị trí lẻ \(tổng 22\)/);
    assert.ok(await w.locator(".ends-note").isHidden(), "no long-row note for 4 numbers");
    await session.close();
  });

  test("stepping: the diagonal first, then dp[0][3] = max(8 − 11, 7 − (−4)) = 11 with its two inputs", async () => {
    const session = await openWidget(browser, "score");
    const { page } = session;
    const w = widget(page);
    await w.getByRole("button", { name: "Về đầu" }).click();
    assert.deepEqual(await gridValues(page), [["", "", "", ""], ["", "", ""], ["", ""], [""]]);
    for (let i = 0; i < 4; i++) await forward(page).click();
    assert.deepEqual(await gridValues(page), [["8", "", "", ""], ["15", "", ""], ["3", ""], ["7"]]);
    assert.equal(await text(w.locator(".ends-formula-numbers")), "dp[3][3] = 7");

    // Step 8 writes dp[0][2]: both ends lead by −4 (the lesson's "8 (hoặc 3)").
    for (let i = 0; i < 4; i++) await forward(page).click();
    assert.equal(await text(w.locator(".ends-formula-numbers")), "max(8 − 12, 3 − 7) = −4");
    assert.equal(await w.locator(".ends-read.is-chosen").count(), 2, "a tie: both inputs are best");

    for (let i = 0; i < 2; i++) await forward(page).click();
    assert.deepEqual(await counter(page), { position: 10, total: 10 });
    assert.equal(
      await text(w.locator(".ends-formula-symbolic")),
      "dp[0][3] = max(a[0] − dp[1][3], a[3] − dp[0][2])",
    );
    assert.equal(await text(w.locator(".ends-formula-numbers")), "max(8 − 11, 7 − (−4)) = 11");
    // The two cells read: below (after taking the left end) and to the left (after the right end).
    assert.equal(await text(cell(page, 1, 3).locator(".ends-cell-mark")), "↑");
    assert.equal(await text(cell(page, 0, 2).locator(".ends-cell-mark")), "→✓");
    assert.equal(await text(cell(page, 0, 3).locator(".ends-cell-mark")), "●");
    assert.ok(await cell(page, 0, 2).evaluate((el) => el.classList.contains("is-chosen")));
    assert.equal(
      await text(w.locator(".ends-read-right")),
      "→ dp[0][2] = −4: lấy đầu phải a[3] = 7, đối thủ còn đoạn [0, 2]; hiệu 11 ✓",
    );
    assert.equal(
      await text(w.locator(".step-sentence")),
      "Đoạn [0, 3]: lấy đầu trái thì hơn 8 − 11 = −3; lấy đầu phải thì hơn 7 − (−4) = 11; chọn đầu phải, dp[0][3] = 11.",
    );
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /dp\[l\]\[r\] = max\(/);

    await w.getByRole("button", { name: "Lùi một bước" }).click();
    assert.equal(await text(cell(page, 0, 3).locator(".ends-cell-value")), "", "stepping back empties dp[0][3]");
    assert.equal(await text(w.locator(".ends-formula-numbers")), "max(15 − 4, 7 − 12) = 11");
    await session.close();
  });

  test("scrubbing to the end and back draws each picture from scratch", async () => {
    const session = await openWidget(browser, "score");
    const { page } = session;
    await scrub(page, 0);
    assert.deepEqual(await gridValues(page), [["", "", "", ""], ["", "", ""], ["", ""], [""]]);
    assert.equal(await widget(page).locator(".ends-cell.is-current").count(), 0);
    await scrub(page, 10);
    assert.deepEqual(await gridValues(page), [["8", "7", "−4", "11"], ["15", "12", "11"], ["3", "4"], ["7"]]);
    await scrub(page, 6);
    assert.deepEqual(await gridValues(page), [["8", "7", "", ""], ["15", "12", ""], ["3", ""], ["7"]]);
    assert.equal(await text(widget(page).locator(".ends-formula-numbers")), "max(15 − 3, 3 − 15) = 12");
    await scrub(page, 10);
    await scrub(page, 6);
    assert.deepEqual(await gridValues(page), [["8", "7", "", ""], ["15", "12", ""], ["3", ""], ["7"]]);
    await session.close();
  });

  test("the rolled array: which entry is overwritten and why the old values still hold", async () => {
    const session = await openWidget(browser, "score");
    const { page } = session;
    const w = widget(page);
    await scrub(page, 9); // dp[1][3] in the round for length 3
    assert.deepEqual(await rolled(page), [
      ["dp[0]", "−4", "[0, 2]", "mới"],
      ["dp[1]", "11", "[1, 3]", "✎ ghi"],
      ["dp[2]", "4", "[2, 3]", "○ đọc"],
      ["dp[3]", "7", "[3, 3]", "xong"],
    ]);
    assert.equal(await text(w.locator(".ends-roll-entry.is-written .ends-roll-was")), "cũ 12");
    assert.equal(
      await text(w.locator(".ends-roll-text")),
      "Ghi đè dp[1]: giá trị cũ 12 chính là dp[1][2] (bỏ đầu phải), và công thức vừa đọc xong nó " +
        "nên mất đi cũng không sao. dp[2] vẫn còn dp[2][3] của vòng trước, vì l chạy từ trái sang " +
        "phải nên ô bên phải chưa bị ghi ở vòng này.",
    );
    await scrub(page, 8);
    assert.deepEqual(await rolled(page), [
      ["dp[0]", "−4", "[0, 2]", "✎ ghi"],
      ["dp[1]", "12", "[1, 2]", "○ đọc"],
      ["dp[2]", "4", "[2, 3]", "vòng trước"],
      ["dp[3]", "7", "[3, 3]", "xong"],
    ]);
    await session.close();
  });

  test("predict mode asks which end to take before each cell, and keeps score", async () => {
    const session = await openWidget(browser, "score");
    const { page } = session;
    const w = widget(page);
    await w.getByLabel("Tự đoán đầu nên lấy trước mỗi ô").check();
    assert.equal((await counter(page)).position, 0, "predict mode starts the questions at step 0");
    assert.ok(await w.locator(".ends-answer").isHidden(), "the answer is not given away");
    assert.equal(await text(w.locator(".ends-hidden-note")), "Đáp án sẽ hiện khi ô dp[0][3] được tô (chế độ đoán đang bật).");
    for (let i = 0; i < 4; i++) await forward(page).click(); // single numbers: no question
    assert.equal((await counter(page)).position, 4);
    await forward(page).click();
    assert.equal((await counter(page)).position, 4, "the player waits for the guess");
    assert.match(await text(w.locator(".predict-question")), /^Đoạn \[0, 1\]: người đến lượt nên lấy đầu nào\?/);
    await w.getByRole("button", { name: "Đoán: lấy đầu phải" }).click();
    assert.equal((await counter(page)).position, 5);
    assert.equal(await text(w.locator(".predict-feedback")), "✓ Đúng: đầu phải hơn 7, còn đầu trái chỉ hơn −7.");

    await forward(page).click();
    assert.match(await text(w.locator(".predict-question")), /^Đoạn \[1, 2\]/);
    await page.keyboard.press("p"); // wrong: 3 − 15 = −12 against 15 − 3 = 12
    assert.equal((await counter(page)).position, 6);
    assert.equal(await text(w.locator(".predict-feedback")), "✗ Chưa đúng: đầu phải chỉ hơn −12, còn đầu trái hơn 12.");
    assert.equal(await text(w.locator(".predict-score")), "Đoán đúng 1 / 2 lần chọn");
    await session.close();
  });

  test("a row of 2000 through the stdin box: the answer without a grid, the last step at once", async () => {
    const session = await openWidget(browser, "score");
    const { page } = session;
    const w = widget(page);
    const a = Array.from({ length: 2000 }, (_, i) => ((i * 7919) % 2001) - 1000);
    const expected = solve(a);
    await w.locator(".code-stdin").fill(`2000\n${a.join(" ")}`);
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.deepEqual(await counter(page), { position: 0, total: 2001000 });
    assert.ok(await w.locator(".ends-note").isVisible());
    assert.match(await text(w.locator(".ends-note")), /^Dãy có 2000 số: bảng 2000 × 2000 quá lớn để vẽ/);
    assert.ok(await w.locator(".ends-grid-wrap").isHidden());
    assert.equal(await w.locator(".ends-cell").count(), 0, "no grid is drawn");
    assert.equal(await w.locator('input[name="values"]').inputValue(), a.join(" "));
    // The answer waits for its step: the last cell.
    await w.locator(".ends-hidden-note").filter({ hasText: "Đáp án sẽ hiện khi ô dp[0][1999] được tô." }).waitFor();
    assert.doesNotMatch(await text(w.locator(".ends-answer")), /hiệu d = dp/);

    // How long the jump takes is the benchmark's ("ends: jump to the end", 5000 values).
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.deepEqual(await counter(page), { position: 2001000, total: 2001000 });
    // A long row's answer is computed in slices after the grid opens: wait for it.
    await w.locator(".ends-answer").filter({ hasText: "hiệu d = dp" }).waitFor();
    const answer = await text(w.locator(".ends-answer"));
    assert.match(answer, new RegExp(`hiệu d = dp\\[0\\]\\[1999\\] = ${minus(expected.d)}\\.`));
    assert.ok(answer.includes(`/ 2 = ${minus(expected.first)}; người đi sau`), answer);
    assert.ok(answer.endsWith(`/ 2 = ${minus(expected.second)}.`), answer);
    assert.match(await text(w.locator(".ends-formula-numbers")), new RegExp(` = ${minus(expected.d)}$`));
    assert.equal(await text(w.locator(".ends-formula-symbolic")), "dp[0][1999] = max(a[0] − dp[1][1999], a[1999] − dp[0][1998])");
    assert.equal((await rolled(page)).length, 2, "the rolled view shows the two entries that matter");
    await screenshotAtRest(w.locator(".ends-formula"), `${OUTPUT}ends-long-formula.png`);

    await scrub(page, 1000000);
    assert.equal((await counter(page)).position, 1000000);
    assert.match(await text(w.locator(".step-sentence")), /^Đoạn \[\d+, \d+\]/);
    await session.close();
  });

  test("a shared URL opens the same row at the same step; a hostile one falls back", async () => {
    const session = await openWidget(browser, "score");
    const { page } = session;
    const w = widget(page);
    // By the Build button this time.
    await w.locator('input[name="values"]').fill("3 9 1 2 8");
    await w.getByRole("button", { name: "Tính bảng" }).click();
    assert.deepEqual(await counter(page), { position: 0, total: 15 });
    for (let i = 0; i < 8; i++) await forward(page).click();
    const shared = await settledUrl(page);
    assert.match(shared, /ends\.values=3%2C9%2C1%2C2%2C8.*ends\.step=8/);
    const formula = await text(w.locator(".ends-formula-numbers"));
    const grid = await gridValues(page);
    await session.close();

    const again = await openWidget(browser, "score", { hash: shared.slice(shared.indexOf("#")) });
    assert.deepEqual(await counter(again.page), { position: 8, total: 15 });
    assert.equal(await text(widget(again.page).locator(".ends-formula-numbers")), formula);
    assert.deepEqual(await gridValues(again.page), grid);
    assert.equal(await widget(again.page).locator('input[name="values"]').inputValue(), "3 9 1 2 8");
    await again.close();

    const hostile = await openWidget(browser, "score", { hash: "ends.values=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&ends.step=3" });
    const h = widget(hostile.page);
    assert.equal(await text(h.locator(".field-values .field-error")), "“<img” không phải là số nguyên.");
    // The default row, at the link's step: three single numbers written, dp[0][3] not yet.
    assert.deepEqual(await counter(hostile.page), { position: 3, total: 10 });
    assert.equal(await text(cell(hostile.page, 0, 0).locator(".ends-cell-value")), "8");
    assert.equal(await text(cell(hostile.page, 0, 3).locator(".ends-cell-value")), "");
    assert.equal(await hostile.page.locator("img").count(), 0);
    await hostile.close();
  });

  test("keyboard only: type a row, submit, step and jump to the end", async () => {
    const session = await openWidget(browser, "score");
    const { page } = session;
    const w = widget(page);
    await w.locator('input[name="values"]').focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("5 3 4");
    await page.keyboard.press("Enter");
    assert.deepEqual(await counter(page), { position: 0, total: 6 });
    await page.keyboard.press("ArrowRight");
    assert.equal((await counter(page)).position, 0, "arrows in the text field move the caret only");
    await page.keyboard.press("Tab"); // the "Build grid" button
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    assert.equal((await counter(page)).position, 2);
    await page.keyboard.press("End");
    assert.equal((await counter(page)).position, 6);
    assert.equal(await text(w.locator(".ends-formula-numbers")), "max(5 − 1, 4 − 2) = 4");
    await page.keyboard.press("Tab"); // the predict toggle
    await page.keyboard.press("Space");
    assert.ok(await w.getByLabel("Tự đoán đầu nên lấy trước mỗi ô").isChecked());
    await page.keyboard.press("Shift+Tab"); // back to the button: keys in a checkbox stay there
    await page.keyboard.press("Home");
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    assert.equal((await counter(page)).position, 3, "held before dp[0][1]");
    await page.keyboard.press("t");
    assert.equal((await counter(page)).position, 4);
    assert.equal(await text(w.locator(".predict-feedback")), "✓ Đúng: đầu trái hơn 2, còn đầu phải chỉ hơn −2.");
    await session.close();
  });

  test("bad input gets a message at its field and the old picture stays", async () => {
    const session = await openWidget(browser, "score");
    const { page } = session;
    const w = widget(page);
    const cases = [
      ["", "chưa có giá trị; ví dụ: 8 15 3 7."],
      ["8 15 x 7", "“x” không phải là số nguyên."],
      ["1000000001", "“1000000001” vượt quá giới hạn: trị tuyệt đối tối đa là 1000000000."],
      ["99999999999999999999999", "vượt quá giới hạn: trị tuyệt đối tối đa là 1000000000."],
      [Array(5001).fill("1").join(" "), "nhiều nhất 5000 giá trị."],
      ["<img src=x onerror=alert(1)>", "“<img” không phải là số nguyên."],
    ];
    for (const [values, message] of cases) {
      await build(page, values, { rejected: true });
      const error = w.locator(".field-values .field-error");
      assert.ok(await error.isVisible(), `no message for ${values.slice(0, 20)}`);
      assert.ok((await error.textContent()).endsWith(message), `${await error.textContent()} ≠ ${message}`);
      assert.equal(await w.locator('input[name="values"]').getAttribute("aria-invalid"), "true");
      assert.equal(await text(cell(page, 0, 3).locator(".ends-cell-value")), "11", "the old grid stays");
      assert.equal(await page.locator("img").count(), 0);
    }
    await w.locator(".code-stdin").fill("3\n1 2");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(await text(w.locator(".code-side .field-error")), "Dãy số: thiếu giá trị.");
    await w.locator(".code-stdin").fill("0");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(
      await text(w.locator(".code-side .field-error")),
      "Độ dài dãy n: “0” không phải độ dài hợp lệ: dãy cần từ 1 tới 5000 số.",
    );
    assert.equal(await text(cell(page, 0, 3).locator(".ends-cell-value")), "11");

    await build(page, "-5 -1 -7");
    assert.equal(await w.locator(".field-values .field-error:visible").count(), 0, "errors clear once fixed");
    await w.getByRole("button", { name: "Tới cuối" }).click();
    // Seed 004's negative sample: the first player gets −12.
    assert.match(await text(w.locator(".ends-answer")), /Người đi trước được .* = −12;/);
    await session.close();
  });

  test("English: the widget follows the page language", async () => {
    const session = await openWidget(browser, "score", { lang: "en" });
    const w = widget(session.page);
    assert.equal(await text(w.locator(".widget-title")), "Take a number from either end: the interval DP grid");
    assert.match(await text(w.locator(".ends-greedy")), /Greedy \(always the larger end\) gets only 15 – 18 .* perfect play gets 22 – 11/);
    assert.equal(await text(w.locator(".ends-first-move")), "Best first move: take the right end (7).");
    assert.equal(await text(w.locator(".ends-formula-numbers")), "max(8 − 11, 7 − (−4)) = 11");
    await session.close();
  });

  test("screenshots at 375 px (phone) and 1280 px (desktop) with no horizontal scroll", async () => {
    const session = await openWidget(browser, "score", SCREENS[0]);
    const { page } = session;
    for (const { name, width, height } of SCREENS) {
      // Built again at each width: the grid scrolls its box to the cell written at the time.
      await page.setViewportSize({ width, height });
      await build(page, "3 9 1 2 8 8 4 0 6 5 1 7");
      await scrub(page, 60);
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `${name}: the page scrolls sideways by ${overflow}px`);
      // The grid scrolls inside its own box so that the cell being written is in view.
      const inView = await widget(page)
        .locator(".ends-grid-wrap")
        .evaluate((wrap) => {
          const box = wrap.getBoundingClientRect();
          const cell = wrap.querySelector(".ends-cell.is-current").getBoundingClientRect();
          return cell.left >= box.left && cell.right <= box.right;
        });
      assert.ok(inView, `${name}: the current cell is visible in the grid's box`);
      await screenshotAtRest(widget(page), `${OUTPUT}ends-${width}.png`);
      await build(page, "8 15 3 7");
      await scrub(page, 9);
      await screenshotAtRest(widget(page), `${OUTPUT}ends-${width}-lesson.png`);
    }
    await session.close();
  });

  test("5000 numbers: the answer is computed in slices, the player works meanwhile, the figures are right", async () => {
    const session = await openWidget(browser, "score");
    const { page } = session;
    const w = widget(page);
    const a = Array.from({ length: 5000 }, (_, i) => ((i * 7919) % 2001) - 1000);
    const expected = solve(a);
    // Remember whether the progress line was ever shown (it may pass between two looks).
    await w.locator(".ends-answer").evaluate((el) => {
      window.__sawProgress = false;
      new MutationObserver(() => {
        if (el.textContent.includes("Đang tính đáp án")) window.__sawProgress = true;
      }).observe(el, { childList: true, characterData: true, subtree: true });
    });
    await build(page, a.join(" "));
    await forward(page).click();
    assert.equal((await counter(page)).position, 1, "stepping works while the answer is computed");
    await w.getByRole("button", { name: "Tới cuối" }).click();
    await w.locator(".ends-answer").filter({ hasText: "hiệu d = dp" }).waitFor();
    assert.ok(await page.evaluate(() => window.__sawProgress), "the progress was shown");
    const answer = await text(w.locator(".ends-answer"));
    assert.match(answer, new RegExp(`hiệu d = dp\\[0\\]\\[4999\\] = ${minus(expected.d)}\\.`));
    assert.ok(answer.endsWith(`/ 2 = ${minus(expected.second)}.`), answer);
    // The same figures as the one-shot computation gave before it was sliced.
    assert.match(await text(w.locator(".ends-greedy")), /chỉ được −65647 – 69526 .* chơi tối ưu được 3711 – 168/);
    assert.equal(await text(w.locator(".ends-first-move")), `Nước đầu tối ưu: lấy đầu phải (${minus(a[4999])}).`);

    // A new row while the long one is still being computed replaces it at once.
    await build(page, a.join(" "));
    await build(page, "8 15 3 7");
    assert.deepEqual(await counter(page), { position: 0, total: 10 });
    await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
    assert.doesNotMatch(await text(w.locator(".ends-answer")), /Đang tính/);
    assert.equal(await text(w.locator(".ends-hidden-note")), "Đáp án sẽ hiện khi ô dp[0][3] được tô.");
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.match(await text(w.locator(".ends-greedy")), /chỉ được 15 – 18/);
    await session.close();
  });
});
