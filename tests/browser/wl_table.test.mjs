// The W/L table widget, driven as a learner would: type a move set, step, play, predict,
// switch language, make mistakes. Any console error or wasm panic fails the test.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, open, openWidget, OUTPUT, picture, PLAYGROUND, remountListeners, SCREENS, screenshotAtRest, settledUrl, SITE } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const widget = (page) => page.locator(".wl-table").first();

async function cells(page) {
  return (await widget(page).locator(".cell-value").allTextContents()).join("");
}

async function counter(page) {
  const text = await widget(page).locator(".player-counter").textContent();
  const [, position, total] = text.match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
}

async function build(page, moves, n) {
  const w = widget(page);
  await w.locator('input[name="moves"]').fill(moves);
  await w.locator('input[name="n"]').fill(String(n));
  await w.getByRole("button", { name: /Lập bảng|Build table/ }).click();
}

const forward = (page) => widget(page).getByRole("button", { name: /Tiến một bước|Step forward/ });
const back = (page) => widget(page).getByRole("button", { name: /Lùi một bước|Step back/ });

describe("W/L table widget", () => {
  test("at rest it shows the finished lesson table and its proven period", async () => {
    const session = await openWidget(browser, "win-lose");
    const { page } = session;
    assert.equal(await cells(page), "LWLWWWWLWLWWWWL");
    const w = widget(page);
    assert.match(await w.locator(".period").textContent(), /L đúng khi n mod 7 ∈ \{0, 2\}/);
    assert.match(await w.locator(".period-proof").textContent(), /Các ô 0–3 \(LWLW\) lặp lại y hệt ở các ô 7–10/);
    assert.match(await w.locator(".summary").textContent(), /0, 2, 7, 9, 14/);
    await session.close();
  });

  test("stepping fills the cells in order; stepping back empties the last one", async () => {
    const session = await openWidget(browser, "win-lose");
    const { page } = session;
    await build(page, "1 3 4", 14);
    assert.equal(await cells(page), "");
    const { total } = await counter(page);
    let presses = 0;
    while (await forward(page).isEnabled()) {
      await forward(page).click();
      presses += 1;
      assert.ok(presses <= total, "the forward button stays enabled past the end");
    }
    assert.equal(presses, total);
    assert.equal(await cells(page), "LWLWWWWLWLWWWWL");
    const decided = await widget(page).locator(".step-sentence").textContent();
    assert.equal(decided, "Từ ô 14 đi được tới 13, 11, 10; ô nào cũng là W nên ô 14 là L.");

    await back(page).click();
    assert.equal(await cells(page), "LWLWWWWLWLWWWW", "the last cell is empty again");
    const lastCell = widget(page).locator(".cell").last();
    assert.equal(await lastCell.locator(".cell-value").textContent(), "");
    assert.deepEqual(await counter(page), { position: total - 1, total });
    await session.close();
  });

  test("each step explains itself and the code panel follows the program", async () => {
    const session = await openWidget(browser, "win-lose");
    const { page } = session;
    await build(page, "1 2 3", 6);
    const w = widget(page);
    await forward(page).click();
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /vector<bool> win/);
    await forward(page).click();
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /if \(s\[j\] <= i/);
    const vars = Object.fromEntries(
      await w.locator(".code-var").evaluateAll((rows) =>
        rows.map((r) => [r.querySelector("dt").textContent, r.querySelector("dd").textContent]),
      ),
    );
    assert.deepEqual(vars, { n: "6", i: "1", j: "0", "s[j]": "1", "win[i]": "false" });
    assert.equal(await w.locator(".code-stdin").inputValue(), "6 3\n1 2 3");

    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.equal(
      await w.locator(".step-sentence").textContent(),
      "Từ ô 6 đi được tới 5, 4, 3; ô 4 là L nên ô 6 là W: bốc 2 viên.",
    );
    assert.equal(await w.locator(".cell.is-current .cell-index").textContent(), "6");
    assert.equal(await w.locator(".cell.is-target .cell-index").textContent(), "4");
    assert.deepEqual(await w.locator(".cell.is-reading .cell-index").allTextContents(), ["3", "5"]);
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /win\[i\] = true/);

    await w.getByRole("tab", { name: "Python" }).click();
    assert.match(
      await w.locator('.code[role="tabpanel"]:not([hidden]) .code-line.is-current').textContent(),
      /win\[i\] = True/,
    );
    await session.close();
  });

  test("playing at the fastest speed runs to the end", async () => {
    const session = await openWidget(browser, "win-lose");
    const { page } = session;
    await build(page, "1 3 4", 14);
    const w = widget(page);
    await w.getByRole("button", { name: "Rất nhanh" }).click();
    assert.equal(await w.getByRole("button", { name: "Rất nhanh" }).getAttribute("aria-pressed"), "true");
    await w.getByRole("button", { name: "Chạy", exact: true }).click();
    await w.getByRole("button", { name: "Chạy", exact: true }).waitFor({ timeout: 20_000 });
    const { position, total } = await counter(page);
    assert.equal(position, total);
    assert.equal(await cells(page), "LWLWWWWLWLWWWWL");
    await session.close();
  });

  test("the keyboard steps the player but not while typing", async () => {
    const session = await openWidget(browser, "win-lose");
    const { page } = session;
    await build(page, "1 3 4", 14);
    await forward(page).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    assert.equal((await counter(page)).position, 2);
    await page.keyboard.press("End");
    assert.equal(await cells(page), "LWLWWWWLWLWWWWL");
    await widget(page).locator('input[name="moves"]').focus();
    await page.keyboard.press("Home");
    assert.equal(await cells(page), "LWLWWWWLWLWWWWL", "Home in a text field moves the caret only");
    await session.close();
  });

  test("predict mode asks before each new cell and keeps score", async () => {
    const session = await openWidget(browser, "win-lose");
    const { page } = session;
    await build(page, "1 3 4", 14);
    const w = widget(page);
    await w.getByLabel("Tự đoán trước mỗi ô").check();
    await forward(page).click(); // cell 0 is given: no question
    await forward(page).click();
    assert.equal(await w.locator(".predict-question").textContent(), "Ô 1 là W hay L? Chọn trước khi xem (phím W / L).");
    assert.equal((await counter(page)).position, 1, "the player waits for the guess");
    await w.getByRole("button", { name: "Đoán W (thắng)" }).click();
    await forward(page).click();
    assert.equal(await w.locator(".predict-feedback").textContent(), "✓ Bạn đoán W: đúng!");
    await forward(page).click();
    await page.keyboard.press("w"); // cell 2 is L
    while (!(await w.locator(".predict-feedback").textContent())) await forward(page).click();
    assert.equal(await w.locator(".predict-feedback").textContent(), "✗ Bạn đoán W, nhưng ô 2 là L.");
    assert.equal(await w.locator(".predict-score").textContent(), "Đoán đúng 1 / 2 ô");
    await session.close();
  });

  test("English: the switch rewrites the widget and the page, and the link keeps it", async () => {
    // The whole playground: the switch rewrites every widget on it, whichever build holds it.
    const session = await open(browser, PLAYGROUND);
    const { page } = session;
    await page.getByRole("link", { name: "English" }).click();
    const w = widget(page);
    assert.equal(await w.locator(".widget-title").textContent(), "Filling the win/lose table");
    assert.equal(await page.locator("html").getAttribute("lang"), "en");
    assert.ok(await page.getByRole("heading", { name: "Playground", level: 1 }).isVisible());
    assert.ok(!(await page.getByRole("heading", { name: "Sân chơi", level: 1 }).isVisible()));
    assert.match(await w.locator(".period").textContent(), /L exactly when n mod 7 ∈ \{0, 2\}/);
    assert.ok(await w.getByRole("button", { name: "Very fast" }).isVisible());
    assert.match(await settledUrl(page), /lang=en/);
    assert.match(await page.title(), /^Playground — nimlab$/);
    await session.close();

    const direct = await openWidget(browser, "win-lose", { lang: "en" });
    assert.equal(await widget(direct.page).locator(".widget-title").textContent(), "Filling the win/lose table");
    await direct.close();
  });

  test("bad input gets a message at its field and the old table stays", async () => {
    const session = await openWidget(browser, "win-lose");
    const { page } = session;
    const w = widget(page);
    const cases = [
      ["0 -2 x", "14", "moves", "0 không phải là nước đi: mỗi lượt phải bốc ít nhất 1 viên."],
      ["", "14", "moves", "chưa có giá trị; ví dụ: 1 3 4."],
      ["1 3 3", "14", "moves", "số 3 được ghi hai lần; mỗi nước đi chỉ ghi một lần."],
      ["-2", "14", "moves", "“-2” là số âm; nhỏ nhất là 1."],
      ["<img src=x onerror=alert(1)>", "14", "moves", "“<img” không phải là số nguyên."],
      ["<script>alert(1)</script>", "14", "moves", "“<script>alert(1)</script…” không phải là số nguyên."],
      ["1 3 4", "abc", "n", "“abc” không phải là số nguyên."],
      ["1 3 4", "201", "n", "“201” quá lớn; lớn nhất là 200."],
      ["1 3 4", "99999999999999999999999999999999999999999", "n", "quá lớn; lớn nhất là 200."],
      ["1 3 4", "", "n", "chưa có giá trị; ví dụ: 14."],
    ];
    for (const [moves, n, field, message] of cases) {
      await build(page, moves, n);
      const error = w.locator(`.field-${field} .field-error`);
      assert.ok(await error.isVisible(), `no message for ${moves} / ${n}`);
      assert.ok((await error.textContent()).endsWith(message), `${await error.textContent()} ≠ ${message}`);
      assert.equal(await w.locator(`.field-${field} input`).getAttribute("aria-invalid"), "true");
      assert.equal(await cells(page), "LWLWWWWLWLWWWWL", "the last good table stays");
      assert.equal(await page.locator("img").count(), 0, "no markup was created from input");
    }
    await build(page, "2 5", 20);
    assert.equal(await w.locator(".field-error:visible").count(), 0, "errors clear once fixed");
    assert.equal((await counter(page)).position, 0);
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.equal((await cells(page)).length, 21);
    await session.close();
  });

  test("the solver's JS API is served next to the site", async () => {
    const session = await openWidget(browser, "win-lose");
    const result = await session.page.evaluate(async (url) => {
      const api = await import(url);
      await api.default();
      const table = api.table({ game: "subtraction", moves: [1, 3, 4], n: 14 });
      return { version: api.version(), outcomes: table.outcomes, period: table.period };
    }, new URL("solver/nimlab_solver.js", SITE).href);
    assert.match(result.version, /^\d+\.\d+\.\d+$/);
    assert.equal(result.outcomes, "LWLWWWWLWLWWWWL");
    assert.deepEqual(result.period, { start: 0, length: 7 });
    await session.close();
  });

  test("the stdin box runs the program's judge input through the widget", async () => {
    const session = await openWidget(browser, "win-lose");
    const { page } = session;
    const w = widget(page);
    await w.locator(".code-stdin").fill("10 3\n1 2 3");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(await w.locator('input[name="moves"]').inputValue(), "1 2 3");
    assert.equal(await w.locator('input[name="n"]').inputValue(), "10");
    assert.equal((await counter(page)).position, 0);
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.equal(await cells(page), "LWWWLWWWLWW");

    await w.locator(".code-stdin").fill("10 3\n1 2 x");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(await w.locator(".code-side .field-error").textContent(), "Tập nước đi: “x” không phải là số nguyên.");
    assert.equal(await cells(page), "LWWWLWWWLWW", "a refused stdin keeps the table");
    await session.close();
  });

  test("the URL keeps the input and the step, and a shared link opens that moment", async () => {
    const session = await openWidget(browser, "win-lose");
    const { page } = session;
    await build(page, "2 5", 20);
    for (let i = 0; i < 7; i++) await forward(page).click();
    const shared = await settledUrl(page);
    assert.match(shared, /#.*wl\.moves=2%2C5.*wl\.n=20.*wl\.step=7/);
    const before = await cells(page);
    await session.close();

    const again = await openWidget(browser, "win-lose", { hash: shared.slice(shared.indexOf("#")) });
    assert.deepEqual(await counter(again.page), { position: 7, total: (await counter(again.page)).total });
    assert.equal(await cells(again.page), before);
    assert.equal(await widget(again.page).locator('input[name="moves"]').inputValue(), "2 5");
    await again.close();

    const hostile = await openWidget(browser, "win-lose", { hash: "wl.moves=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&wl.n=-5&wl.step=99999999" });
    const w = widget(hostile.page);
    assert.ok(await w.locator(".field-moves .field-error").isVisible());
    assert.ok(await w.locator(".field-n .field-error").isVisible());
    assert.equal(await cells(hostile.page), "LWLWWWWLWLWWWWL", "bad links fall back to the default table");
    assert.equal(await hostile.page.locator("img").count(), 0);
    await hostile.close();
  });

  test("mounting and unmounting 30 times leaves no listener behind", async () => {
    const session = await openWidget(browser, "win-lose");
    const { page } = session;
    const counts = await remountListeners(page, "wl-table");
    assert.equal(counts.after, counts.before);
    assert.ok(counts.unmounted < counts.before, "unmounting releases the widget's listeners");
    assert.ok(counts.ready);
    await widget(page).getByRole("button", { name: "Về đầu" }).click();
    await forward(page).click();
    assert.equal((await counter(page)).position, 1, "the remounted widget works");
    await session.close();
  });

  test("screenshots at 375 px (phone) and 1280 px (desktop) with no horizontal scroll", async () => {
    const session = await openWidget(browser, "win-lose", SCREENS[0]);
    const { page } = session;
    await build(page, "1 3 4", 30);
    for (let i = 0; i < 20; i++) await forward(page).click();
    for (const { name, width, height } of SCREENS) {
      await page.setViewportSize({ width, height });
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `${name}: the page scrolls sideways by ${overflow}px`);
      await picture(page, { path: `${OUTPUT}wl-table-${width}.png`, fullPage: true });
      await screenshotAtRest(widget(page), `${OUTPUT}wl-table-${width}-widget.png`);
    }
    await session.close();
  });
});
