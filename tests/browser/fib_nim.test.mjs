// Fibonacci Nim against the computer, driven as a learner would: read the analysis (shown with
// the hints, or once the game is over), play with and without hints, make illegal takes, undo a
// whole turn, replay the game with the player, share a link (a link where the computer starts
// gets its first move; a weaker computer's game keeps its strength and its random takes). Any console error or wasm panic fails the test.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, open, openWidget, OUTPUT, screenshotAtRest, settledUrl, SITE } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const LESSON = "wythoff.html";
const widget = (page) => page.locator(".fib-nim-widget").first();

async function counter(page) {
  const text = await widget(page).locator(".player-counter").textContent();
  const [, position, total] = text.match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
}

/** Chooses who starts in the play panel, then types `n` and starts a game with it. */
async function newGame(page, n, first = "learner") {
  const w = widget(page);
  await w.locator('select[name="first"]').selectOption(first);
  await w.locator('input[name="n"]').fill(String(n));
  await w.getByRole("button", { name: /Chơi với n này|Play with this n/ }).click();
}

const status = (page) => widget(page).locator(".fn-game-status").textContent();
const hints = (page) => widget(page).getByLabel(/Hiện gợi ý|Show hints/);
const chips = (page) => widget(page).locator(".fn-chip").allTextContents();

describe("Fibonacci Nim widget", () => {
  test("at rest: 20 = 13 + 5 + 2 and the winning first move takes the smallest part, 2", async () => {
    const session = await open(browser, LESSON);
    const { page } = session;
    const w = widget(page);
    assert.deepEqual(await chips(page), ["13", "5", "★ 2 (nhỏ nhất)"]);
    assert.deepEqual(await w.locator(".fn-pile .fn-part-label").allTextContents(), ["13", "5", "★2"]);
    assert.equal(await w.locator(".fn-quota .fn-part-label").textContent(), "↤19");
    assert.equal(await status(page), "Lượt của bạn (bốc viên cuối thì thắng): còn 20 viên, được bốc 1 – 19 viên.");
    assert.match(await w.locator(".fn-game-intro").textContent(), /^Ván bắt đầu từ đống 20 viên, bạn đi trước: nước đầu được bốc 1 – 19 viên/);
    assert.ok(!(await w.locator(".fn-verdict").isVisible()), "no spoiler on the learner's turn without hints");
    assert.ok(!(await w.locator(".fn-analysis").isVisible()), "nor the analysis of the start");
    assert.equal(await w.locator(".code-line.is-current").count(), 0, "no line before the first move");
    await hints(page).check();
    assert.equal(
      await w.locator(".fn-analysis").textContent(),
      "Phân tích: 20 = 13 + 5 + 2 (hệ Fibonacci: 101010). Người đi trước thắng: bốc 2, phần nhỏ nhất, còn lại 18 viên mà đối thủ chỉ được bốc tối đa 4.",
    );
    assert.equal(await w.locator(".fn-verdict").textContent(), "✓ Phần nhỏ nhất 2 ≤ giới hạn 19: người đến lượt thắng nếu bốc 2.");
    await session.close();
  });

  test("21 is a Fibonacci number: the first player loses", async () => {
    const session = await openWidget(browser, "fib-nim-play");
    const { page } = session;
    await newGame(page, 21);
    await hints(page).check();
    assert.equal(
      await widget(page).locator(".fn-analysis").textContent(),
      "Phân tích: 21 là một số Fibonacci (hệ Fibonacci: 1000000), nên người đi trước thua: phần nhỏ nhất là cả đống, không được bốc ở nước đầu.",
    );
    assert.deepEqual(await chips(page), ["★ 21 (nhỏ nhất)"]);
    await session.close();
  });

  test("following the hints the learner wins a whole game; the replay steps through it", async () => {
    const session = await openWidget(browser, "fib-nim-play");
    const { page } = session;
    const w = widget(page);
    await newGame(page, 20);
    await hints(page).check();
    assert.equal(await w.locator(".fn-hint").textContent(), "Gợi ý: bốc 2: phần nhỏ nhất của 20 = 13 + 5 + 2 là 2 ≤ 19.");
    let moves = 0;
    while ((await status(page)).startsWith("Lượt của bạn")) {
      await w.locator(".fn-take.is-hint").click();
      moves += 1;
      assert.ok(moves < 20, "the game ends");
    }
    assert.equal(await status(page), "Bạn bốc viên cuối cùng: bạn thắng!");
    assert.match(await w.locator(".fn-reason-text").textContent(), /^Đống \d+( = [\d +]+)?: phần nhỏ nhất \d+ > giới hạn \d+: máy đang thua/);
    const history = await w.locator(".fn-history li").allTextContents();
    assert.equal(history[0], "Bạn: bốc 2 → còn 18");
    assert.match(history.at(-1), /^Bạn: bốc \d+ → còn 0$/);
    const { position, total } = await counter(page);
    assert.equal(position, total);
    assert.equal(total, history.length);

    await w.getByRole("button", { name: "Về đầu" }).click();
    await w.getByRole("button", { name: "Tiến một bước" }).click();
    assert.equal(
      await w.locator(".step-sentence").textContent(),
      "Bạn bốc 2: 20 → 18 = 13 + 5. Giới hạn mới 2 × 2 = 4; phần nhỏ nhất 5 > 4: máy không có nước thắng.",
    );
    assert.deepEqual(await chips(page), ["13", "★ 5 (nhỏ nhất)"]);
    assert.equal(await w.locator(".fn-taken .fn-part-label").textContent(), "−2");
    assert.ok(await w.locator(".fn-behind").isVisible(), "replaying says how to get back to the game");
    assert.ok(!(await w.locator(".fn-controls").isVisible()));
    await session.close();
  });

  test("illegal takes are explained; the computer wins a game the learner plays badly; undo", async () => {
    const session = await openWidget(browser, "fib-nim-play");
    const { page } = session;
    const w = widget(page);
    await newGame(page, 21);
    const typed = w.locator('input[name="move"]');
    const error = w.locator(".field-move .field-error");
    for (const [take, message] of [
      ["21", "nước đầu tiên không được bốc cả đống: bốc tối đa 20 viên (n − 1)."],
      ["0", "mỗi lượt phải bốc ít nhất 1 viên."],
      ["abc", "“abc” không phải là số nguyên."],
    ]) {
      await typed.fill(take);
      await typed.press("Enter");
      assert.equal(await error.textContent(), message);
      assert.equal((await counter(page)).total, 0, "an illegal take is not played");
    }
    await typed.fill("1");
    await typed.press("Enter");
    assert.ok(!(await error.isVisible()));
    // 21 − 1 = 20 = 13 + 5 + 2: the computer takes 2 and leaves the learner a quota of 4.
    assert.deepEqual(await w.locator(".fn-history li").allTextContents(), ["Bạn: bốc 1 → còn 20", "Máy: bốc 2 → còn 18"]);
    await w.getByRole("button", { name: "Bốc 5 (vượt giới hạn)" }).click();
    assert.equal(await error.textContent(), "chỉ được bốc tối đa 4 viên: gấp đôi 2 viên đối thủ vừa bốc.");
    await w.getByRole("button", { name: "Đi lại (hoàn tác)" }).click();
    assert.equal((await counter(page)).total, 0, "undo takes back the learner's move and the reply");
    let moves = 0;
    while ((await status(page)).startsWith("Lượt của bạn")) {
      await w.getByRole("button", { name: "Bốc 1", exact: true }).click();
      moves += 1;
      assert.ok(moves < 30, "the game ends");
    }
    assert.equal(await status(page), "Máy bốc viên cuối cùng: máy thắng. Bấm “Đi lại” hoặc chơi ván mới.");
    await session.close();
  });

  test("the computer may start; n up to 10^18 is analysed exactly, as the solver's API says", async () => {
    const session = await openWidget(browser, "fib-nim-play");
    const { page } = session;
    const w = widget(page);
    await newGame(page, 20, "computer");
    assert.deepEqual(await w.locator(".fn-history li").allTextContents(), ["Máy: bốc 2 → còn 18"]);
    await newGame(page, "1000000000000000000");
    await hints(page).check();
    const text = await w.locator(".fn-analysis").textContent();
    const api = await page.evaluate(async (url) => {
      const api = await import(url);
      await api.default();
      return api.analyze({ game: "fibonacci", n: "1000000000000000000" });
    }, new URL("solver/nimlab_solver.js", SITE).href);
    assert.equal(api.outcome, "N");
    const first = api.winningMoves[0].take;
    assert.ok(text.startsWith(`Phân tích: 1000000000000000000 = ${api.zeckendorf.join(" + ")} (hệ Fibonacci: `), text);
    assert.ok(text.includes(`Người đi trước thắng: bốc ${first}, phần nhỏ nhất`), text);
    assert.equal(first, "2");
    await session.close();
  });

  test("bad input at the n field keeps the game; the stdin box runs the program's input", async () => {
    const session = await openWidget(browser, "fib-nim-play");
    const { page } = session;
    const w = widget(page);
    await newGame(page, 20);
    await w.getByRole("button", { name: "Bốc 2", exact: true }).click();
    for (const [n, message] of [
      ["1", "“1” quá nhỏ; nhỏ nhất là 2."],
      ["abc", "“abc” không phải là số nguyên."],
      ["1000000000000000001", "“1000000000000000001” quá lớn; lớn nhất là 1000000000000000000."],
      ["", "chưa có giá trị; ví dụ: 100."],
    ]) {
      await newGame(page, n);
      assert.equal(await w.locator(".field-n .field-error").textContent(), message);
      assert.equal((await counter(page)).total, 2, "the game in progress stays");
    }
    assert.equal(await w.locator(".code-stdin").inputValue(), "20 19");
    await w.locator(".code-stdin").fill("18 4");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.deepEqual(await chips(page), ["13", "★ 5 (nhỏ nhất)"]);
    assert.equal(await status(page), "Lượt của bạn (bốc viên cuối thì thắng): còn 18 viên, được bốc 1 – 4 viên.");
    // 18 − 1 = 17 = 13 + 3 + 1: the computer takes 1, and 16 = 13 + 3 with a quota of 2 is lost.
    await w.getByRole("button", { name: "Bốc 1", exact: true }).click();
    assert.equal(await w.locator(".code-line.is-current").count(), 0, "the learner's turn: the program's answer is a hint");
    await hints(page).check();
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /cout << 0/);
    await w.getByRole("button", { name: "Lùi một bước" }).click();
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /cout << z/, "17 = 13 + 3 + 1 with a quota of 2");
    assert.equal(await w.locator(".code-stdin").inputValue(), "18 4");
    await session.close();
  });

  test("a shared link restores the game and the step; a bad link is refused", async () => {
    const session = await openWidget(browser, "fib-nim-play");
    const { page } = session;
    const w = widget(page);
    await newGame(page, 30);
    await w.getByRole("button", { name: "Bốc 1", exact: true }).click();
    await w.getByRole("button", { name: "Lùi một bước" }).click();
    const shared = await settledUrl(page);
    assert.match(shared, /fn\.n=30.*fn\.takes=1%2C\d+.*fn\.step=1/);
    const before = await chips(page);
    await session.close();
    const again = await openWidget(browser, "fib-nim-play", { hash: shared.slice(shared.indexOf("#")) });
    assert.deepEqual(await counter(again.page), { position: 1, total: 2 });
    assert.deepEqual(await chips(again.page), before);
    await again.close();

    const bad = await openWidget(browser, "fib-nim-play", { hash: "fn.n=20&fn.takes=2,9&fn.step=2" });
    assert.equal(await widget(bad.page).locator(".fn-link-error").textContent(), "nước thứ 2: chỉ được bốc tối đa 4 viên: gấp đôi 2 viên đối thủ vừa bốc.");
    assert.equal((await counter(bad.page)).total, 0);
    await bad.close();

    // A weaker computer's game: its take that perfect play would not make (3, where the
    // perfect computer takes 1) is refused in a link of the perfect computer, and kept, marked
    // as random, in a link that names the strength, which the panel then plays at.
    const perfectLink = await openWidget(browser, "fib-nim-play", { hash: "fn.n=20&fn.takes=2,3&fn.step=2" });
    assert.equal(await widget(perfectLink.page).locator(".fn-link-error").textContent(), "nước thứ 2: máy bốc 1 viên ở đây, không phải 3.");
    await perfectLink.close();
    const weaker = await openWidget(browser, "fib-nim-play", { hash: "fn.n=20&fn.takes=2,3&fn.strength=random&fn.step=2" });
    const ww = widget(weaker.page);
    assert.deepEqual(await ww.locator(".fn-history li").allTextContents(), ["Bạn: bốc 2 → còn 18", "Máy (ngẫu nhiên): bốc 3 → còn 15"]);
    assert.equal(await ww.locator("select.play-strength").inputValue(), "random");
    assert.match(await ww.locator(".play-intro").textContent(), /Máy chơi ở mức: Ngẫu nhiên/);
    assert.equal(await ww.locator(".fn-link-error").textContent(), "", "no refusal");
    assert.match(await settledUrl(weaker.page), /fn\.takes=2%2C3.*fn\.strength=random/);
    await weaker.close();

    // The computer starts: it moves at once, though the link has no takes.
    const opened = await openWidget(browser, "fib-nim-play", { hash: "fn.n=20&fn.first=computer" });
    assert.deepEqual(await widget(opened.page).locator(".fn-history li").allTextContents(), ["Máy: bốc 2 → còn 18"]);
    assert.deepEqual(await counter(opened.page), { position: 1, total: 1 });
    assert.match(await status(opened.page), /^Lượt của bạn/);
    await opened.close();
  });

  test("keyboard only: a new game and a take", async () => {
    const session = await openWidget(browser, "fib-nim-play");
    const { page } = session;
    const w = widget(page);
    await w.locator('input[name="n"]').focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("12");
    await page.keyboard.press("Enter");
    assert.equal(await status(page), "Lượt của bạn (bốc viên cuối thì thắng): còn 12 viên, được bốc 1 – 11 viên.");
    await w.getByRole("button", { name: "Bốc 1", exact: true }).focus();
    await page.keyboard.press("Enter");
    assert.equal((await w.locator(".fn-history li").allTextContents())[0], "Bạn: bốc 1 → còn 11");
    await session.close();
  });

  test("English rewrites the widget", async () => {
    const session = await open(browser, LESSON + "?lang=en");
    const w = widget(session.page);
    assert.equal(await w.locator(".widget-title").textContent(), "Fibonacci Nim: play the computer");
    await hints(session.page).check();
    assert.match(await w.locator(".fn-analysis").textContent(), /The first player wins: take 2, the smallest part/);
    await session.close();
  });

  for (const width of [375, 1280]) {
    test(`screenshot at ${width} px with no horizontal page scroll`, async () => {
      const session = await open(browser, LESSON + "#fibonacci-nim", { width, height: 900 });
      const { page } = session;
      await hints(page).check();
      await widget(page).locator(".fn-take.is-hint").click();
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
      await screenshotAtRest(widget(page), `${OUTPUT}fib-nim-${width}.png`);
      await session.close();
    });
  }
});
