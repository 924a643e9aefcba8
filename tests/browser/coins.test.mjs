// The coin-turning widget, driven as a learner would: choose a rule, step through the mex of
// each place, predict, turn coins over, play the computer, make mistakes. Values on screen are
// compared with the solver's JS API and with a brute force written here.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, open, openWidget, OUTPUT, remountListeners, SCREENS, screenshotAtRest, settledUrl, SITE } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const widget = (page) => page.locator(".coins-widget").first();
const mainRow = (page) => widget(page).locator(".co-row:not(.co-game-row)");
const forward = (page) => widget(page).getByRole("button", { name: /Tiến một bước|Step forward/ });
const back = (page) => widget(page).getByRole("button", { name: /Lùi một bước|Step back/ });

async function values(page) {
  const texts = await widget(page).locator(".co-row:not(.co-game-row) .co-value").allTextContents();
  return texts.map((t) => (t === "" ? null : Number(t.replace("g=", ""))));
}

async function faces(page, game = false) {
  const row = game ? ".co-game-row" : ".co-row:not(.co-game-row)";
  return (await widget(page).locator(`${row} .co-face`).allTextContents()).join("");
}

async function counter(page) {
  const text = await widget(page).locator(".player-counter").textContent();
  const [, position, total] = text.match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
}

async function build(page, rule, n, heads) {
  const w = widget(page);
  await w.locator('select[name="rule"]').selectOption(rule);
  await w.locator('input[name="n"]').fill(String(n));
  await w.locator('input[name="heads"]').fill(heads);
  await w.getByRole("button", { name: /Xếp xu|Lay out coins/ }).click();
}

/** g(1..places) by the recurrence, written independently of the solver. */
function bruteForce(rule, n) {
  const places = rule === "grid" ? n * n : n;
  const g = [0];
  for (let s = 1; s <= places; s++) {
    const sets = rule === "turtles" ? [[], ...Array.from({ length: s - 1 }, (_, i) => [i + 1])]
      : rule === "ruler" ? Array.from({ length: s }, (_, i) => Array.from({ length: s - 1 - i }, (_, j) => i + 1 + j))
      : [[]];
    const seen = new Set(sets.map((T) => T.reduce((x, t) => x ^ g[t], 0)));
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g.slice(1);
}

async function apiValues(page, rule, n) {
  return page.evaluate(async ({ url, rule, n }) => {
    const api = await import(url);
    await api.default();
    return api.table({ game: "coins", rule, n }).grundy.map(Number);
  }, { url: new URL("solver/nimlab_solver.js", SITE).href, rule, n });
}

describe("coin-turning widget", () => {
  test("at rest: the lesson's ruler row with g(x) under each coin, the XOR and the verdict", async () => {
    const session = await openWidget(browser, "coins");
    const { page } = session;
    const w = widget(page);
    assert.equal(await faces(page), "TTHTHTTHTTTT");
    assert.deepEqual(await values(page), await apiValues(page, "ruler", 12));
    assert.deepEqual(await values(page), [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4]);
    assert.equal(await w.locator(".co-sum").textContent(), "g(3) ⊕ g(5) ⊕ g(8) = 1 ⊕ 1 ⊕ 8 = 8");
    assert.equal(await w.locator(".co-verdict").textContent(), "Tổng 8 ≠ 0: người đi trước thắng (thế W).");
    assert.match(await w.locator(".co-rule").textContent(), /^Luật ruler: lật một dãy xu liền nhau/);
    assert.match(await w.locator(".co-theorem").textContent(), /XOR các g\(x\)/);
    assert.equal(await w.locator(".code-stdin").inputValue(), "ruler 12 3\n3 5 8");
    await session.close();
  });

  test("every rule: g values equal the solver's and a brute force; XOR and verdict match", async () => {
    const session = await openWidget(browser, "coins");
    const { page } = session;
    const w = widget(page);
    for (const [rule, n, heads] of [["turtles", 9, "1 2 3"], ["turtles", 9, "2 7"], ["ruler", 20, "4 12 16"], ["grid", 3, "1 5 9"], ["grid", 4, "2 3"]]) {
      await build(page, rule, n, heads);
      assert.equal((await counter(page)).position, 0);
      assert.deepEqual(await values(page), new Array(rule === "grid" ? n * n : n).fill(null), "nothing shown at step 0");
      await w.getByRole("button", { name: "Tới cuối" }).click();
      const shown = await values(page);
      assert.deepEqual(shown, await apiValues(page, rule, n), `${rule} ${n}`);
      assert.deepEqual(shown, bruteForce(rule, n), `${rule} ${n} brute force`);
      const coins = heads.split(" ").map(Number);
      const sum = coins.reduce((x, c) => x ^ shown[c - 1], 0);
      assert.ok((await w.locator(".co-sum").textContent()).endsWith(`= ${sum}`), `${rule} sum ${sum}`);
      assert.match(await w.locator(".co-verdict").textContent(), sum === 0 ? /thua \(thế L\)/ : /thắng \(thế W\)/);
    }
    await session.close();
  });

  test("stepping shows the turn sets with their XOR, then the mex; back restores the picture", async () => {
    const session = await openWidget(browser, "coins");
    const { page } = session;
    const w = widget(page);
    await w.getByRole("button", { name: "Về đầu" }).click();
    for (let i = 0; i < 7; i++) await forward(page).click();
    assert.equal(
      await w.locator(".step-sentence").textContent(),
      "Xu 4: có 4 cách lật; mỗi cách để lại các xu khác ngửa, giá trị là XOR của chúng: {1, 2, 3} → 2; {2, 3} → 3; {3} → 1; chỉ 4 → 0.",
    );
    assert.deepEqual(await w.locator(".co-option").allTextContents(), [
      "{1, 2, 3} → 1 ⊕ 2 ⊕ 1 = 2",
      "{2, 3} → 2 ⊕ 1 = 3",
      "{3} → 1 = 1",
      "chỉ xu 4 → 0",
    ]);
    assert.equal(await w.locator(".co-coin.is-current .co-number").textContent(), "4");
    assert.deepEqual(await w.locator(".co-coin.is-turned .co-number").allTextContents(), ["1", "2", "3"]);
    assert.deepEqual(await values(page), [1, 2, 1, null, null, null, null, null, null, null, null, null]);
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /options\.insert\(x\)/);
    await forward(page).click();
    assert.equal(await w.locator(".step-sentence").textContent(), "Các giá trị đi tới được là {0, 1, 2, 3}; số nhỏ nhất không có mặt là 4, nên g(4) = 4.");
    assert.equal(await w.locator(".co-mex").textContent(), "mex = 4, vậy g(4) = 4");
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /g\[s\] = m;/);
    assert.equal(await w.locator(".co-sum").isVisible(), false, "the sum waits for the last step");
    await back(page).click();
    assert.deepEqual(await values(page), [1, 2, 1, null, null, null, null, null, null, null, null, null]);
    await session.close();
  });

  test("clicking a coin turns it over: heads field, sum and verdict follow, the step stays", async () => {
    const session = await openWidget(browser, "coins");
    const { page } = session;
    const w = widget(page);
    const before = await counter(page);
    await mainRow(page).getByRole("button", { name: /^Xu 8: H \(ngửa\)/ }).click();
    assert.equal(await faces(page), "TTHTHTTTTTTT");
    assert.equal(await w.locator('input[name="heads"]').inputValue(), "3 5");
    assert.equal(await w.locator(".co-sum").textContent(), "g(3) ⊕ g(5) = 1 ⊕ 1 = 0");
    assert.equal(await w.locator(".co-verdict").textContent(), "Tổng = 0: người đi trước thua (thế L).");
    assert.deepEqual(await counter(page), before);
    assert.equal(await w.locator(".code-stdin").inputValue(), "ruler 12 2\n3 5");
    await mainRow(page).getByRole("button", { name: /^Xu 12: T \(sấp\)/ }).click();
    assert.equal(await w.locator(".co-sum").textContent(), "g(3) ⊕ g(5) ⊕ g(12) = 1 ⊕ 1 ⊕ 4 = 4");
    await session.close();
  });

  test("predict mode asks for g(x) before each mex and keeps score", async () => {
    const session = await openWidget(browser, "coins");
    const { page } = session;
    const w = widget(page);
    await build(page, "turtles", 5, "1");
    await w.getByLabel("Tự đoán g(x) trước mỗi mex").check();
    await forward(page).click();
    await forward(page).click();
    assert.equal(await w.locator(".predict-question").textContent(), "g(1) bằng bao nhiêu? Gõ số bạn đoán rồi bấm Kiểm tra.");
    assert.equal((await counter(page)).position, 1, "the player waits for the guess");
    await w.locator('input[name="guess"]').fill("x");
    await w.getByRole("button", { name: "Kiểm tra" }).click();
    assert.equal(await w.locator(".field-guess .field-error").textContent(), "“x” không phải là số nguyên.");
    await w.locator('input[name="guess"]').fill("1");
    await w.locator('input[name="guess"]').press("Enter");
    assert.equal((await counter(page)).position, 2);
    assert.equal(await w.locator(".predict-feedback").textContent(), "✓ Bạn đoán g(1) = 1: đúng!");
    await forward(page).click();
    await forward(page).click();
    await w.locator('input[name="guess"]').fill("3");
    await w.getByRole("button", { name: "Kiểm tra" }).click();
    assert.equal(await w.locator(".predict-feedback").textContent(), "✗ Bạn đoán 3, nhưng g(2) = 2.");
    assert.equal(await w.locator(".predict-score").textContent(), "Đoán đúng 1 / 2 giá trị");
    await session.close();
  });

  test("a full game: from a zero sum, every computer answer leaves XOR 0 and the learner loses; undo works", async () => {
    const session = await openWidget(browser, "coins");
    const { page } = session;
    const w = widget(page);
    await build(page, "ruler", 8, "2 3 6 7"); // 2 ⊕ 1 ⊕ 2 ⊕ 1 = 0
    const game = w.locator(".co-game");
    const sum = async () => Number((await game.locator(".co-game-sum").textContent()).split(": ").pop());
    assert.equal(await sum(), 0);
    let rounds = 0;
    while (await game.locator(".co-game-row .co-coin:enabled").count()) {
      const heads = game.locator(".co-game-row .co-coin:enabled");
      await heads.last().click();
      const choices = game.locator(".co-choice");
      assert.ok((await choices.count()) > 0);
      await choices.nth(rounds % (await choices.count())).click();
      assert.equal(await sum(), 0, "the computer's answer leaves XOR 0");
      rounds += 1;
      assert.ok(rounds < 50);
    }
    assert.match(await game.locator(".co-game-status").textContent(), /^Không còn xu ngửa và đến lượt bạn: bạn thua/);
    assert.equal(await game.locator(".co-history li").count(), 2 * rounds);
    await game.getByRole("button", { name: "Đi lại" }).click();
    assert.equal(await game.locator(".co-history li").count(), 2 * rounds - 2);
    assert.equal(await sum(), 0);
    await game.getByRole("button", { name: "Ván mới" }).click();
    assert.equal(await faces(page, true), "THHTTHHT");

    // From a non-zero sum, the learner's winning move leaves the computer at 0 and it has no good answer.
    await build(page, "turtles", 3, "3");
    await game.locator(".co-game-row .co-coin:enabled").last().click();
    await game.getByRole("button", { name: "Lật xu 3", exact: true }).click();
    assert.equal(await game.locator(".co-game-status").textContent(), "Bạn vừa lật xu ngửa cuối cùng: máy không còn nước đi. Bạn thắng!");
    await session.close();
  });

  test("keyboard only: lay out coins, turn one over, step, play a move", async () => {
    const session = await openWidget(browser, "coins");
    const { page } = session;
    const w = widget(page);
    await w.locator('input[name="n"]').focus();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("6");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Control+a");
    await page.keyboard.type("2 6");
    await page.keyboard.press("Enter");
    assert.equal(await faces(page), "THTTTH");
    await mainRow(page).getByRole("button", { name: /^Xu 1: T \(sấp\)/ }).focus();
    await page.keyboard.press("Enter");
    assert.equal(await faces(page), "HHTTTH");
    await page.keyboard.press("End");
    assert.equal(await w.locator(".co-sum").textContent(), "g(1) ⊕ g(2) ⊕ g(6) = 1 ⊕ 2 ⊕ 2 = 1");
    const game = w.locator(".co-game");
    await game.getByRole("button", { name: "Xu 6: H (ngửa)" }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    assert.match(await page.evaluate(() => document.activeElement.textContent), /^Lật xu/);
    await page.keyboard.press("Enter");
    assert.equal(await game.locator(".co-history li").count(), 2);
    await session.close();
  });

  test("bad input gets a message at its field and the old row stays", async () => {
    const session = await openWidget(browser, "coins");
    const { page } = session;
    const w = widget(page);
    const cases = [
      ["ruler", "abc", "3", "n", "“abc” không phải là số nguyên."],
      ["ruler", "33", "3", "n", "“33” quá lớn; lớn nhất là 32."],
      ["grid", "6", "3", "n", "“6” quá lớn; lớn nhất là 5."],
      ["ruler", "0", "", "n", "“0” quá nhỏ; nhỏ nhất là 1."],
      ["ruler", "12", "3 3", "heads", "xu 3 được ghi hai lần; mỗi xu chỉ ghi một lần."],
      ["ruler", "12", "13", "heads", "“13” quá lớn; lớn nhất là 12."],
      ["ruler", "12", "<img src=x onerror=alert(1)>", "heads", "“<img” không phải là số nguyên."],
    ];
    for (const [rule, n, heads, field, message] of cases) {
      await build(page, rule, n, heads);
      const error = w.locator(`.field-${field} .field-error`);
      assert.ok(await error.isVisible(), `no message for ${n} / ${heads}`);
      assert.ok((await error.textContent()).endsWith(message), `${await error.textContent()} ≠ ${message}`);
      assert.equal(await faces(page), "TTHTHTTHTTTT", "the last good row stays");
      assert.equal(await page.locator("img").count(), 0);
    }
    await w.locator(".code-stdin").fill("turtles 8 3\n1 2 3");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(await w.locator(".field-error:visible").count(), 0, "errors clear once fixed");
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.deepEqual(await values(page), [1, 2, 3, 4, 5, 6, 7, 8]);
    assert.equal(await w.locator(".co-sum").textContent(), "g(1) ⊕ g(2) ⊕ g(3) = 1 ⊕ 2 ⊕ 3 = 0");
    await w.locator(".code-stdin").fill("tree 8 1\n1");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.match(await w.locator(".code-side .field-error").textContent(), /luật tree cần vẽ một cây/);
    assert.deepEqual(await values(page), [1, 2, 3, 4, 5, 6, 7, 8], "a refused stdin keeps the row");
    await session.close();
  });

  test("a shared URL lands on the same step; a hostile fragment is refused at the fields", async () => {
    const session = await openWidget(browser, "coins");
    const { page } = session;
    await build(page, "turtles", 7, "2 5");
    for (let i = 0; i < 5; i++) await forward(page).click();
    const shared = await settledUrl(page);
    assert.match(shared, /co\.rule=turtles.*co\.n=7.*co\.heads=2%2C5.*co\.step=5/);
    const sentence = await widget(page).locator(".step-sentence").textContent();
    await session.close();

    const again = await openWidget(browser, "coins", { hash: shared.slice(shared.indexOf("#")) });
    assert.deepEqual(await counter(again.page), { position: 5, total: 15 });
    assert.equal(await widget(again.page).locator(".step-sentence").textContent(), sentence);
    assert.equal(await faces(again.page), "THTTHTT");
    await again.close();

    const hostile = await openWidget(browser, "coins", { hash: "co.rule=%3Cscript%3Ealert(1)%3C%2Fscript%3E&co.n=-5&co.heads=%3Cimg%20src%3Dx%3E&co.step=99999" });
    const w = widget(hostile.page);
    assert.match(await w.locator(".field-rule .field-error").textContent(), /không phải là luật đã biết/);
    assert.equal(await faces(hostile.page), "TTHTHTTHTTTT", "bad links fall back to the lesson's row");
    assert.equal(await hostile.page.locator("img").count(), 0);
    await hostile.close();
  });

  test("English and the lesson page", async () => {
    const session = await open(browser, "grundy-advanced.html?lang=en#coin-turning");
    const { page } = session;
    const w = page.locator("#coins-lesson .coins-widget");
    assert.equal(await w.locator(".widget-title").textContent(), "Coin-turning games");
    // The lesson asks to predict g(x) first, so the verdict waits for the end of the steps.
    assert.equal(await w.locator(".co-verdict").textContent(), "");
    await w.getByRole("button", { name: "Go to end", exact: true }).click();
    assert.equal(await w.locator(".co-verdict").textContent(), "Sum 8 ≠ 0: the first player wins (a W position).");
    assert.ok(await page.getByRole("heading", { name: "Coin-turning games", level: 2 }).isVisible());
    await session.close();
  });

  test("mounting and unmounting 30 times leaves no listener behind", async () => {
    const session = await openWidget(browser, "coins");
    const { page } = session;
    const counts = await remountListeners(page, "coins");
    assert.equal(counts.after, counts.before);
    assert.ok(counts.unmounted < counts.before, "unmounting releases the widget's listeners");
    assert.ok(counts.ready);
    await session.close();
  });

  test("screenshots at 375 px (phone) and 1280 px (desktop) with no horizontal scroll", async () => {
    const session = await openWidget(browser, "coins", SCREENS[0]);
    const { page } = session;
    const w = widget(page);
    await w.getByRole("button", { name: "Về đầu" }).click();
    for (let i = 0; i < 8; i++) await forward(page).click();
    for (const { name, width, height } of SCREENS) {
      await page.setViewportSize({ width, height });
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `${name}: the page scrolls sideways by ${overflow}px`);
      await screenshotAtRest(w, `${OUTPUT}coins-${width}.png`);
    }
    await session.close();
  });
});
