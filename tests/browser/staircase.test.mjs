// The staircase Nim widget, driven as a learner would: the lesson's 0 3 2 5 1, the XOR of the
// odd steps and the verdict checked against a brute-force search written here, stepping,
// a whole game won by the learner, the computer passing on coins moved from an even step, undo,
// typed moves, bad input, the stdin box, a shared link and the keyboard. Any console error fails
// the test.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, open, openWidget, OUTPUT, SCREENS, screenshotAtRest, settledUrl } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const widget = (page) => page.locator(".staircase-widget").first();
const stairs = (page) => widget(page).locator(".st-stairs:not(.st-game-stairs)");
const gameStairs = (page) => widget(page).locator(".st-game-stairs");
const sentence = (page) => widget(page).locator(".step-sentence").textContent();
const forward = (page) => widget(page).getByRole("button", { name: /Tiến một bước|Step forward/ });
const back = (page) => widget(page).getByRole("button", { name: /Lùi một bước|Step back/ });
const status = (page) => widget(page).locator(".st-game-status").textContent();
const historyItems = (page) => widget(page).locator(".st-history li").allTextContents();

async function counter(page) {
  const text = await widget(page).locator(".player-counter").textContent();
  const [, position, total] = text.match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
}

async function analyse(page, steps) {
  const w = widget(page);
  await w.locator('input[name="steps"]').fill(steps);
  await w.getByRole("button", { name: /Phân tích|Analyse/ }).click();
}

/** Counts on the ground and steps 1..m of the stepped picture, and each step's mark. */
async function picture(page) {
  const items = stairs(page).locator("li.st-step");
  return {
    counts: (await items.locator(".st-count").allTextContents()).map(Number),
    marks: await items.locator(".st-mark").allTextContents(),
    odd: await items.evaluateAll((lis) => lis.map((li) => li.classList.contains("is-odd"))),
  };
}

/** The game's steps 1..m (the ground left out). */
async function gameSteps(page) {
  return (await gameStairs(page).locator(".st-step-button .st-count").allTextContents()).map(Number);
}

// ---- Brute force and the learner's own reasoning, independent of the widget and the solver ----

/** Whether the player to move loses from `s` (coins on steps 1..m), by exhaustive search. */
function loses(s, memo = new Map()) {
  const key = s.join(",");
  if (memo.has(key)) return memo.get(key);
  let lose = true;
  for (let i = 0; i < s.length && lose; i++) {
    for (let c = 1; c <= s[i] && lose; c++) {
      const next = [...s];
      next[i] -= c;
      if (i > 0) next[i - 1] += c;
      if (loses(next, memo)) lose = false;
    }
  }
  memo.set(key, lose);
  return lose;
}

const oddXor = (s) => s.reduce((x, c, i) => (i % 2 === 0 ? x ^ c : x), 0);

/** The learner's move by the lesson's rule: a Nim move on an odd step (steps from 1). */
function nimMove(s) {
  const x = oddXor(s);
  for (let i = 0; i < s.length; i += 2) {
    if ((s[i] ^ x) < s[i]) return { step: i + 1, coins: s[i] - (s[i] ^ x) };
  }
  return null;
}

/** Clicks step `step` (from 1) in the game, then the button moving `coins` coins. */
async function playMove(page, step, coins) {
  const w = widget(page);
  await gameStairs(page).locator(`.st-step-button[data-step="${step}"]`).click();
  await w.getByRole("button", { name: `Chuyển ${coins} xu từ bậc ${step}`, exact: true }).click();
}

describe("Staircase Nim widget", () => {
  test("the lesson's 0 3 2 5 1: odd steps 3 ⊕ 5 = 6, move 2 coins from step 3 to step 2", async () => {
    const session = await open(browser, "nim.html#staircase");
    const { page } = session;
    const w = widget(page);
    // The lesson asks for a guess first, so the widget opens at step 0; the answer is at the end.
    assert.deepEqual(await counter(page), { position: 0, total: 5 });
    await w.getByRole("button", { name: "Tới cuối" }).click();
    const steps = [3, 2, 5, 1];
    assert.equal(oddXor(steps), 6);
    assert.equal(loses(steps), false);
    const shown = await picture(page);
    assert.deepEqual(shown.counts, [0, 3, 2, 5, 1]);
    assert.deepEqual(shown.odd, [false, true, false, true, false]);
    assert.deepEqual(shown.marks, ["", "✗", "+2", "−2", ""]);
    assert.equal(await w.locator(".st-xor").textContent(), "X = a1 ⊕ a3 = 3 ⊕ 5 = 6");
    assert.equal(
      await w.locator(".st-summary").textContent(),
      "X = 6 ≠ 0: người đi trước thắng (N). Nước thắng: chuyển 2 xu từ bậc 3 xuống bậc 2; bậc 3 còn 5 ⊕ 6 = 3 và XOR các bậc lẻ bằng 0. Các bậc chẵn không ảnh hưởng gì.",
    );
    // The move the widget shows leaves a losing position, by brute force.
    assert.equal(loses([3, 4, 3, 1]), true);
    assert.equal(await w.locator(".code-stdin").inputValue(), "4\n3 2 5 1");
    assert.equal(await stairs(page).locator("li.st-step").nth(3).getAttribute("aria-label"), "Bậc 3, lẻ ◆: 5 xu");
    await session.close();
  });

  test("stepping reads each odd step into X, then finds the move; stepping back restores", async () => {
    const session = await open(browser, "nim.html#staircase");
    const { page } = session;
    const w = widget(page);
    // The lesson opens this widget at its start (data-step="0"): nothing to go back to.
    assert.ok(await w.getByRole("button", { name: "Về đầu" }).isDisabled());
    assert.equal(await w.locator(".st-xor").textContent(), "X = a1 ⊕ a3");
    assert.match(await sentence(page), /^Chỉ các bậc lẻ \(◆\) được tính/);
    await forward(page).click();
    assert.equal(await sentence(page), "Bậc lẻ 1 có 3 xu: X = 0 ⊕ 3 = 3.");
    assert.equal(await w.locator(".st-xor").textContent(), "X = a1 ⊕ a3 = 3 ⊕ … = 3");
    assert.deepEqual((await picture(page)).marks, ["", "●", "", "", ""]);
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /X \^= c\[i\]/);
    const atOne = await stairs(page).innerHTML();
    await forward(page).click();
    assert.equal(await sentence(page), "Bậc lẻ 3 có 5 xu: X = 3 ⊕ 5 = 6.");
    assert.deepEqual((await picture(page)).marks, ["", "✓", "", "●", ""]);
    await forward(page).click();
    assert.equal(await sentence(page), "X = 6 ≠ 0: người đi trước thắng (N). Tìm một bậc lẻ mang bit cao nhất của X.");
    await forward(page).click();
    assert.equal(await sentence(page), "Bậc 1: 3 ⊕ X = 5 ≥ 3, không bớt được; bỏ qua.");
    await forward(page).click();
    assert.equal(await sentence(page), "Bậc 3: còn lại 3 xu là đủ. Chuyển 2 xu xuống bậc 2; XOR các bậc lẻ thành 0.");
    assert.deepEqual(await counter(page), { position: 5, total: 5 });
    const vars = Object.fromEntries(
      await w.locator(".code-var").evaluateAll((rows) => rows.map((r) => [r.querySelector("dt").textContent, r.querySelector("dd").textContent])),
    );
    assert.deepEqual(vars, { m: "4", i: "3", X: "6", target: "3" });
    await w.locator(".player-scrubber").fill("1");
    assert.equal(await stairs(page).innerHTML(), atOne, "jumping back restores exactly the picture");

    await page.getByRole("link", { name: "English" }).click();
    assert.equal(await sentence(page), "Odd step 1 holds 3 coins: X = 0 ⊕ 3 = 3.");
    assert.equal(await w.locator(".widget-title").textContent(), "Staircase Nim: only the odd steps count");
    await session.close();
  });

  test("verdicts agree with a brute-force search for several staircases", async () => {
    const session = await openWidget(browser, "staircase");
    const { page } = session;
    const w = widget(page);
    for (const steps of [[2, 7, 3, 1], [3, 4, 3, 1], [0, 9], [1, 0, 1], [4, 1, 6, 2, 2], [5]]) {
      await analyse(page, [0, ...steps].join(" "));
      await w.getByRole("button", { name: "Tới cuối" }).click();
      const x = oddXor(steps);
      const text = await w.locator(".st-xor").textContent();
      assert.ok(text.endsWith(`= ${x}`), `${steps}: ${text}`);
      const summary = await w.locator(".st-summary").textContent();
      if (loses(steps)) {
        assert.match(summary, /^X = 0: người đi trước thua \(P\)/, `${steps}`);
      } else {
        const m = summary.match(/chuyển (\d+) xu từ bậc (\d+)/);
        assert.ok(m, summary);
        const [coins, step] = [Number(m[1]), Number(m[2])];
        const next = [...steps];
        next[step - 1] -= coins;
        if (step > 1) next[step - 2] += coins;
        assert.equal(loses(next), true, `${steps}: the shown move must leave a loss`);
      }
    }
    await session.close();
  });

  test("a whole game: the learner keeps the odd steps' XOR at 0 and wins", async () => {
    const session = await openWidget(browser, "staircase");
    const { page } = session;
    assert.deepEqual(await gameSteps(page), [2, 7, 3, 1]);
    assert.equal(
      await status(page),
      "Lượt của bạn (chuyển xu xuống một bậc, ai không đi được thì thua): chọn một bậc rồi số xu, hoặc gõ nước đi.",
    );
    for (let turn = 0; turn < 40; turn++) {
      const s = await gameSteps(page);
      if (s.every((c) => c === 0)) break;
      const mv = nimMove(s);
      assert.ok(mv, `the learner always has a Nim move from ${s}`);
      await playMove(page, mv.step, mv.coins);
      const after = await gameSteps(page);
      if (after.some((c) => c > 0)) {
        // The computer answered: the position is again one where the learner's rule applies.
        assert.notEqual(oddXor(after), 0, `after the computer's move ${after}`);
      }
    }
    assert.equal(await status(page), "Mọi xu đã xuống đất, máy không đi được nữa: bạn thắng!");
    const moves = await historyItems(page);
    assert.match(moves[0], /^Bạn: chuyển 1 xu từ bậc 3 xuống bậc 2 → 2 8 2 1$/);
    assert.match(moves.at(-1), /^Bạn: /);
    assert.equal(await gameStairs(page).locator(".st-step.is-ground .st-count").textContent(), "13");
    await session.close();
  });

  test("the computer passes on coins the learner moves from an even step; undo takes it back", async () => {
    const session = await openWidget(browser, "staircase");
    const { page } = session;
    const w = widget(page);
    await analyse(page, "0 3 4 3 1");
    assert.equal(loses([3, 4, 3, 1]), true);
    await playMove(page, 2, 2);
    const moves = await historyItems(page);
    assert.deepEqual(moves, [
      "Bạn: chuyển 2 xu từ bậc 2 xuống bậc 1 → 5 2 3 1",
      "Máy: chuyển 2 xu từ bậc 1 xuống mặt đất → 3 2 3 1",
    ]);
    assert.equal(
      await w.locator(".st-reason").textContent(),
      "Bạn vừa chuyển 2 xu từ bậc chẵn 2 xuống bậc lẻ 1. Máy chuyển 2 xu từ bậc 1 xuống mặt đất: đúng số xu đó đi tiếp một bậc, các bậc lẻ trở lại như trước và XOR vẫn bằng 0.",
    );
    assert.deepEqual(await gameSteps(page), [3, 2, 3, 1]);
    assert.equal(oddXor([3, 2, 3, 1]), 0);
    // An odd-step move gets a Nim answer instead.
    await playMove(page, 3, 1);
    assert.match(await w.locator(".st-reason").textContent(), /^XOR các bậc lẻ là 1 ≠ 0\. Máy chuyển 1 xu từ bậc (1|3) xuống/);
    assert.equal(oddXor(await gameSteps(page)), 0);

    await w.getByRole("button", { name: "Đi lại (hoàn tác)" }).click();
    assert.deepEqual(await gameSteps(page), [3, 2, 3, 1]);
    await w.getByRole("button", { name: "Đi lại (hoàn tác)" }).click();
    assert.deepEqual(await gameSteps(page), [3, 4, 3, 1]);
    assert.deepEqual(await historyItems(page), []);
    assert.ok(await w.getByRole("button", { name: "Đi lại (hoàn tác)" }).isDisabled());
    await page.getByRole("link", { name: "English" }).click();
    await gameStairs(page).locator('.st-step-button[data-step="2"]').click();
    await w.getByRole("button", { name: "Move 2 coins from step 2", exact: true }).click();
    assert.match(await w.locator(".st-reason").textContent(), /^You just moved 2 coins from the even step 2 onto the odd step 1\./);
    await session.close();
  });

  test("typed moves play or are refused at the field; the computer can start", async () => {
    const session = await openWidget(browser, "staircase");
    const { page } = session;
    const w = widget(page);
    const field = w.locator('.st-game input[name="move"]');
    const error = w.locator(".st-game .field-move .field-error");
    const go = w.getByRole("button", { name: "Đi", exact: true });
    for (const [text, message] of [
      ["9 1", "“9” quá lớn; lớn nhất là 4."],
      ["1 5", "“5” quá lớn; lớn nhất là 2."],
      ["1 0", "0 không phải là nước đi: mỗi lượt phải bốc ít nhất 1 viên."],
      ["x 1", "“x” không phải là số nguyên."],
      ["3", "gõ đúng hai số: số thứ tự bậc rồi số xu muốn chuyển xuống, ví dụ 3 2."],
    ]) {
      await field.fill(text);
      await go.click();
      assert.equal(await error.textContent(), message, text);
      assert.deepEqual(await gameSteps(page), [2, 7, 3, 1]);
    }
    await field.fill("3 1");
    await go.click();
    assert.ok(!(await error.isVisible()));
    assert.equal((await historyItems(page))[0], "Bạn: chuyển 1 xu từ bậc 3 xuống bậc 2 → 2 8 2 1");

    await w.getByLabel("Ai đi trước").selectOption("computer");
    await w.getByRole("button", { name: "Ván mới", exact: true }).click();
    assert.match(await w.locator(".st-game-intro").textContent(), /^Ván bắt đầu từ các bậc 2 7 3 1 \(bậc 1 đến 4\), máy đi trước\./);
    assert.equal((await historyItems(page))[0], "Máy: chuyển 1 xu từ bậc 3 xuống bậc 2 → 2 8 2 1");
    assert.match(await w.locator(".st-reason").textContent(), /^XOR các bậc lẻ là 1 ≠ 0\./);
    await session.close();
  });

  test("bad steps get a message at the field and the old picture stays; the stdin box works", async () => {
    const session = await openWidget(browser, "staircase");
    const { page } = session;
    const w = widget(page);
    const error = w.locator(".field-steps .field-error");
    const good = await picture(page);
    for (const [text, message] of [
      ["2 7 3 1", "số đầu tiên là mặt đất (bậc 0) và phải bằng 0; ví dụ 0 3 2 5 1 là 3 xu ở bậc 1, 2 xu ở bậc 2, …"],
      ["0", "cần ít nhất một bậc sau mặt đất, ví dụ 0 3 2."],
      ["0 21", "“21” quá lớn; lớn nhất là 20."],
      ["0 1 x", "“x” không phải là số nguyên."],
      ["0 1 1 1 1 1 1 1 1 1", "nhiều nhất 9 giá trị."],
    ]) {
      await analyse(page, text);
      assert.equal(await error.textContent(), message, text);
      assert.deepEqual(await picture(page), good, "the old picture stays");
    }
    await analyse(page, "0 1 4 2");
    assert.ok(!(await error.isVisible()));
    assert.deepEqual(await gameSteps(page), [1, 4, 2], "a new game starts on the new steps");

    await w.locator(".code-stdin").fill("3\n5 0 5");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(await w.locator('input[name="steps"]').inputValue(), "0 5 0 5");
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.match(await w.locator(".st-summary").textContent(), /^X = 0: người đi trước thua \(P\)/);
    await w.locator(".code-stdin").fill("2\n5 99");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.match(await w.locator(".code-side .field-error").textContent(), /“99” quá lớn; lớn nhất là 20\./);
    assert.equal(await w.locator('input[name="steps"]').inputValue(), "0 5 0 5");
    await session.close();
  });

  test("a shared link lands on the same steps and step of the walk", async () => {
    const session = await openWidget(browser, "staircase");
    const { page } = session;
    await analyse(page, "0 1 4 2 6");
    for (let i = 0; i < 3; i++) await forward(page).click();
    const shared = await settledUrl(page);
    assert.match(shared, /st\.steps=0%2C1%2C4%2C2%2C6.*st\.step=3/);
    const before = await stairs(page).innerHTML();
    const said = await sentence(page);
    await session.close();

    const again = await openWidget(browser, "staircase", { hash: shared.slice(shared.indexOf("#")) });
    assert.equal((await counter(again.page)).position, 3);
    assert.equal(await sentence(again.page), said);
    assert.equal(await stairs(again.page).innerHTML(), before);
    assert.deepEqual(await gameSteps(again.page), [1, 4, 2, 6]);
    await again.close();
  });

  test("keyboard only: type the steps, step the walk, choose a step and a count", async () => {
    const session = await openWidget(browser, "staircase");
    const { page } = session;
    const w = widget(page);
    await w.locator('input[name="steps"]').focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("0 3 4 3 1");
    await page.keyboard.press("Enter");
    assert.equal((await counter(page)).position, 0);
    await forward(page).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("End");
    assert.equal((await counter(page)).position, 3);

    await gameStairs(page).locator('.st-step-button[data-step="2"]').focus();
    await page.keyboard.press("Enter");
    assert.equal(await gameStairs(page).locator('.st-step-button[data-step="2"]').getAttribute("aria-pressed"), "true");
    assert.equal(await page.evaluate(() => document.activeElement.dataset.step), "2", "the focus stays on the step");
    let label = "";
    for (let i = 0; i < 8 && label !== "Chuyển 2 xu từ bậc 2"; i++) {
      await page.keyboard.press("Tab");
      label = await page.evaluate(() => document.activeElement.getAttribute("aria-label"));
    }
    assert.equal(label, "Chuyển 2 xu từ bậc 2");
    await page.keyboard.press("Enter");
    assert.deepEqual(await historyItems(page), [
      "Bạn: chuyển 2 xu từ bậc 2 xuống bậc 1 → 5 2 3 1",
      "Máy: chuyển 2 xu từ bậc 1 xuống mặt đất → 3 2 3 1",
    ]);
    await w.locator('.st-game input[name="move"]').focus();
    await page.keyboard.type("4 1");
    await page.keyboard.press("Enter");
    assert.equal((await historyItems(page))[2], "Bạn: chuyển 1 xu từ bậc 4 xuống bậc 3 → 3 2 4 0");
    assert.equal((await counter(page)).position, 3, "typing in the move box does not step the player");
    await session.close();
  });

  test("screenshots at 375 px (phone) and 1280 px (desktop) with no horizontal scroll", async () => {
    const session = await openWidget(browser, "staircase", SCREENS[0]);
    const { page } = session;
    const w = widget(page);
    await w.scrollIntoViewIfNeeded();
    await w.locator(".player-scrubber").fill("2");
    await playMove(page, 2, 3);
    await gameStairs(page).locator('.st-step-button[data-step="3"]').click();
    for (const { name, width, height } of SCREENS) {
      await page.setViewportSize({ width, height });
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `${name}: the page scrolls sideways by ${overflow}px`);
      await screenshotAtRest(w, `${OUTPUT}staircase-${width}.png`);
    }
    await session.close();
  });
});
