// The in-page measurement of the score lesson: three fills of the same interval DP (the n × n
// grid by length, the same grid by rows, the rolled array) raced on the learner's own browser.
// It must finish with three times, each method's ratio to the fastest, the finishing order in
// words that match the table, and equal answers; be cancellable; leave the page usable while it
// runs; and speak the glossary's spelling (“Hủy”, “xóa”).

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { launch, open, OUTPUT, pageScrollWidth, screenshotAtRest, settledUrl } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const bench = (page) => page.locator(".ends-bench-widget");
/** One column of the table, top to bottom (by length, by rows, rolled). */
const cells = async (w, column) => w.locator(`.ends-bench-${column}`).allTextContents();
/** The table's rows as a reader reads them: name, time, ratio, cells, memory, dp[0][n−1]. */
const ROWS = ["by-length", "by-rows", "rolled"];
const table = async (w) =>
  Promise.all(ROWS.map((row) => w.locator(`tr.ends-bench-${row} > *`).allTextContents()));

/** "12,5 ms" or "0.123 ms" as a number of milliseconds. */
const millis = (text) => Number(text.replace(/ ms$/, "").replace(",", "."));

// The spellings the glossary (lessons/10-glossary.md) strikes out.
const STRUCK = ["huỷ", "xoá", "hoà", "hoá", "tuỳ", "khoá", "thoả", "khoẻ", "luỹ"];

const WORDS = {
  vi: {
    names: ["bảng theo độ dài", "bảng theo hàng", "mảng cuộn"],
    fastest: "1 (nhanh nhất)",
    ratio:
      /^Về nhất: (bảng theo độ dài|bảng theo hàng|mảng cuộn); (bảng theo độ dài|bảng theo hàng|mảng cuộn) chậm hơn (\d+,\d) lần, (bảng theo độ dài|bảng theo hàng|mảng cuộn) chậm hơn (\d+,\d) lần, dù cả ba làm cùng số phép tính\.( Lần này một bảng hai chiều về nhất: khi bảng còn vừa bộ nhớ đệm, ba cách gần như ngang nhau và thứ tự có thể đổi giữa các lần đo\.)?$/,
    factor: /^\d+,\d$/,
    time: /^\d+(,\d+)? ms$/,
  },
  en: {
    names: ["the grid by length", "the grid by rows", "the rolled array"],
    fastest: "1 (fastest)",
    ratio:
      /^First: (the grid by length|the grid by rows|the rolled array); (the grid by length|the grid by rows|the rolled array) is (\d+\.\d) times slower, (the grid by length|the grid by rows|the rolled array) (\d+\.\d) times slower, with the same number of operations\.( This time a 2-D grid came first: while the grid fits in the cache, the three are close and the order can change from one measurement to the next\.)?$/,
    factor: /^\d+\.\d$/,
    time: /^\d+(\.\d+)? ms$/,
  },
};

/**
 * Reads a finished race as a person does: three times, one “fastest” in the ratio column, the
 * sentence naming the same finishing order with the same ratios as the table, the fastest
 * row's time the smallest. Returns the finishing order as row indices.
 */
async function readRace(w, lang) {
  const words = WORDS[lang];
  const times = await cells(w, "time");
  assert.equal(times.length, 3);
  for (const t of times) assert.match(t, words.time);
  const factors = await cells(w, "factor");
  assert.equal(factors.filter((f) => f === words.fastest).length, 1, `one fastest: ${factors}`);
  for (const f of factors) if (f !== words.fastest) assert.match(f, words.factor);

  const sentence = await w.locator(".ends-bench-ratio").textContent();
  const m = sentence.match(words.ratio);
  assert.ok(m, `the ratio sentence: ${sentence}`);
  const order = [m[1], m[2], m[4]].map((name) => words.names.indexOf(name));
  assert.deepEqual([...order].sort(), [0, 1, 2], "each method once in the finishing order");
  const [first, second, third] = order;
  assert.equal(factors[first], words.fastest, "the sentence's first is the table's fastest");
  assert.equal(factors[second], m[3], "the second's ratio, as in the table");
  assert.equal(factors[third], m[5], "the third's ratio, as in the table");
  const number = (text) => Number(text.replace(",", "."));
  assert.ok(1 <= number(m[3]) && number(m[3]) <= number(m[5]), `ratios in order: ${sentence}`);
  assert.equal(m[6] !== undefined, first !== 2, "the note on a 2-D grid first, only then");
  const ms = times.map(millis);
  assert.ok(ms[first] <= ms[second] && ms[second] <= ms[third], `times in order: ${times}`);
  return order;
}

test("resting picture, a run at n = 300, bad input", async () => {
  const session = await open(browser, "score.html#rolling");
  const { page } = session;
  const w = bench(page);
  await w.scrollIntoViewIfNeeded();
  assert.equal(await w.locator(".widget-title").textContent(), "Đo trên máy của bạn: ba cách điền, cùng một công thức");
  assert.match(
    await w.locator(".widget-intro").textContent(),
    /bằng ba cách: bảng n × n điền theo độ dài, bảng n × n điền theo hàng \(từ hàng dưới cùng lên\), và mảng cuộn chỉ n ô\. Mỗi cách chạy 5 lần/,
  );
  // Before any run: the memory each method needs for the default n, no times yet.
  assert.equal(await w.getByLabel("Độ dài dãy n").inputValue(), "2000");
  assert.equal(await w.locator(".ends-bench-progress").textContent(), "Chưa đo. Bấm “Đo” (hoặc Enter trong ô n) để bắt đầu.");
  assert.equal(await w.locator(".ends-bench-caption").textContent(), "Bộ nhớ cần với n = 2.000 (thời gian có sau khi đo):");
  assert.deepEqual(await w.locator(".ends-bench-table th[scope=col]").allTextContents(), [
    "Cách tính",
    "Thời gian (trung vị)",
    "Tỉ lệ với cách nhanh nhất",
    "Số ô",
    "Bộ nhớ",
    "dp[0][n−1]",
  ]);
  assert.deepEqual(await table(w), [
    ["Bảng n × n, theo độ dài", "—", "—", "4.000.000", "32,0 MB", "—"],
    ["Bảng n × n, theo hàng", "—", "—", "4.000.000", "32,0 MB", "—"],
    ["Mảng cuộn, n ô", "—", "—", "2.000", "16,0 KB", "—"],
  ]);
  assert.equal(await w.locator(".ends-bench-ratio").isHidden(), true);
  assert.equal(await w.locator(".ends-bench-agree").isHidden(), true);
  assert.equal(await w.getByRole("button", { name: "Hủy", exact: true }).isDisabled(), true);
  const note = await w.locator(".ends-bench-note").textContent();
  assert.match(note, /^Thời gian thay đổi theo máy/);
  assert.match(note, /Thời gian của hai bảng n × n gồm cả việc cấp phát và xóa n × n ô\./);
  // The glossary's spelling only (“Hủy”, “xóa”), never a struck-out variant.
  const shown = (await w.innerText()).toLowerCase();
  for (const variant of STRUCK) assert.ok(!shown.includes(variant), `no “${variant}” in the widget`);

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
  await w.locator(".ends-bench-progress", { hasText: "Xong 15 / 15 lần chạy." }).waitFor({ timeout: 30_000 });
  assert.equal(await w.locator(".ends-bench-caption").textContent(), "Kết quả lần đo gần nhất, n = 300:");
  await readRace(w, "vi");
  const rows = await table(w);
  assert.deepEqual(
    rows.map((row) => row[0]),
    ["Bảng n × n, theo độ dài", "Bảng n × n, theo hàng", "Mảng cuộn, n ô"],
  );
  const answers = await cells(w, "answer");
  assert.equal(answers.length, 3);
  assert.match(answers[0], /^−?\d+$/);
  assert.deepEqual(answers, [answers[0], answers[0], answers[0]], "the three give the same dp[0][n−1]");
  assert.equal(await w.locator(".ends-bench-agree").textContent(), `✓ Cả ba cách cho cùng đáp án: dp[0][299] = ${answers[0]}.`);
  assert.deepEqual(await cells(w, "cells"), ["90.000", "90.000", "300"]);
  assert.deepEqual(await cells(w, "bytes"), ["720,0 KB", "720,0 KB", "2,4 KB"]);
  assert.match(await settledUrl(page), /bench-lesson\.n=300/);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const scroll = await pageScrollWidth(page);
    assert.ok(scroll <= width, `no horizontal page scroll at ${width}px (${scroll})`);
    await screenshotAtRest(w, `${OUTPUT}ends-bench-${width}.png`);
  }
  await session.close();
});

test("Cancel stops a run at n = 5000, and the page stays usable during a run", async () => {
  const session = await open(browser, "score.html#rolling");
  const { page } = session;
  const w = bench(page);
  const field = w.getByLabel("Độ dài dãy n");
  await field.fill("5000");
  await w.getByRole("button", { name: "Đo", exact: true }).click();
  await w.locator(".ends-bench-progress", { hasText: "Đang đo với n = 5000" }).waitFor();
  assert.match(
    await w.locator(".ends-bench-progress").textContent(),
    /^Đang đo với n = 5000: xong \d+ \/ 15 lần chạy; tiếp theo là (bảng theo độ dài|bảng theo hàng|mảng cuộn)\. Trang vẫn dùng được trong lúc đo\.$/,
  );
  assert.equal(await w.getByRole("button", { name: "Đo", exact: true }).isDisabled(), true);
  await w.getByRole("button", { name: "Hủy", exact: true }).click();
  const cancelled = await w.locator(".ends-bench-progress").textContent();
  assert.match(cancelled, /^Đã hủy sau \d+ \/ 15 lần chạy; chưa có kết quả mới\.$/);
  await page.waitForTimeout(1500);
  assert.equal(await w.locator(".ends-bench-progress").textContent(), cancelled, "no run goes on after Cancel");
  assert.deepEqual(await cells(w, "time"), ["—", "—", "—"]);
  assert.deepEqual(await cells(w, "factor"), ["—", "—", "—"]);
  assert.equal(await w.locator(".ends-bench-ratio").isHidden(), true);
  assert.equal(await w.getByRole("button", { name: "Đo", exact: true }).isDisabled(), false);

  // During a long run another control works: the language switch rewrites the widget while
  // the run is still going.
  await field.fill("5000");
  await field.press("Enter");
  await w.locator(".ends-bench-progress", { hasText: "Đang đo với n = 5000" }).waitFor();
  await page.getByRole("link", { name: "English" }).click();
  const during = await w.locator(".ends-bench-progress").textContent();
  assert.match(
    during,
    /^Measuring with n = 5000: \d+ of 15 runs done; next, (the grid by length|the grid by rows|the rolled array)\. The page stays usable meanwhile\.$/,
    "the click was handled before the run ended",
  );
  assert.equal(await w.getByRole("button", { name: "Cancel", exact: true }).isDisabled(), false);
  await w.locator(".ends-bench-progress", { hasText: "All 15 runs done." }).waitFor({ timeout: 180_000 });
  assert.equal(await w.locator(".widget-title").textContent(), "Measure it on your machine: three fills, one formula");
  assert.deepEqual(await w.locator(".ends-bench-table th[scope=row]").allTextContents(), [
    "n × n grid, by length",
    "n × n grid, by rows",
    "Rolled array, n cells",
  ]);
  // The order is read, not asserted: timings on a shared machine are figures, not facts.
  await readRace(w, "en");
  assert.match(await w.locator(".ends-bench-agree").textContent(), /^✓ All three methods give the same answer: dp\[0\]\[4999\] = −?\d+\.$/);
  const answers = await cells(w, "answer");
  assert.deepEqual(answers, [answers[0], answers[0], answers[0]]);
  assert.deepEqual(await cells(w, "cells"), ["25,000,000", "25,000,000", "5,000"]);
  assert.deepEqual(await cells(w, "bytes"), ["200.0 MB", "200.0 MB", "40.0 KB"]);
  await session.close();
});
