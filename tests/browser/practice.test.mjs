// Fill it yourself: the learner labels the W/L cells; each answer is checked at once, a first
// mistake gets a hint, a second one the full reason, and a new random game starts empty.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { launch, open, OUTPUT } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const widget = (page) => page.locator(".practice-widget").first();
const letters = async (page) => (await widget(page).locator(".cell-value").allTextContents()).join("");

test("a right answer, a wrong one with a hint, then the reason; score and a new game", async () => {
  const session = await open(browser, "win-lose.html#practice");
  const { page } = session;
  const w = widget(page);
  assert.equal(await w.locator(".practice-rules").textContent(), "Mỗi lượt bốc đúng s viên, s ∈ {1, 3, 4}; các ô 0 … 14.");
  assert.equal(await letters(page), "");
  assert.equal(await w.locator(".predict-question").textContent(), "Ô 0 là W hay L? (phím W / L)");

  await w.getByRole("button", { name: "Trả lời L (thua)" }).click();
  assert.equal(await w.locator(".predict-feedback").textContent(), "✓ Đúng: ô 0 là L.");
  assert.equal(await letters(page), "L");

  await w.getByRole("button", { name: "Trả lời L (thua)" }).click();
  assert.equal(
    await w.locator(".predict-feedback").textContent(),
    "✗ Chưa đúng. Gợi ý: từ ô 1 đi được tới 0. Trong các ô đó có ô L nào không?",
  );
  assert.equal(await letters(page), "L", "a wrong answer fills nothing");
  await w.getByRole("button", { name: "Trả lời L (thua)" }).click();
  assert.equal(
    await w.locator(".predict-feedback").textContent(),
    "✗ Vẫn chưa đúng. Từ ô 1 đi được tới 0; ô 0 là L nên ô 1 là W: bốc 1 viên.",
  );
  assert.equal(await letters(page), "LW");
  assert.equal(await w.locator(".predict-score").textContent(), "Đúng ngay lần đầu: 1 / 2 ô");

  // The rest by keyboard, all right: the lesson's row.
  await w.locator(".predict-buttons button").first().focus();
  for (const letter of "LWWWWLWLWWWWL") await page.keyboard.press(letter.toLowerCase());
  assert.equal(await letters(page), "LWLWWWWLWLWWWWL");
  assert.equal(await w.locator(".predict-question").textContent(), "Xong cả bảng!");
  assert.equal(await w.locator(".predict-score").textContent(), "Đúng ngay lần đầu: 14 / 15 ô");
  await w.screenshot({ path: `${OUTPUT}practice-done.png` });

  await w.getByRole("button", { name: "Bài mới (ngẫu nhiên)" }).click();
  assert.equal(await letters(page), "");
  assert.match(await w.locator(".practice-rules").textContent(), /^Mỗi lượt bốc đúng s viên, s ∈ \{[1-5](, [1-5]){1,2}\}; các ô 0 … (1[4-9]|20)\.$/);
  await session.close();
});
