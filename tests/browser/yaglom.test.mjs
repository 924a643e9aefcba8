// Yaglom's table of Wythoff's losing pairs, driven as a learner would: read the finished
// table, switch notations, step row by row, predict a_k, make mistakes, share a link.
// Any console error or wasm panic fails the test.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, open, openWidget, OUTPUT, screenshotAtRest, settledUrl } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const LESSON = "wythoff.html";
const widget = (page) => page.locator(".yaglom-widget").first();
const A = "0 1 3 4 6 8 9 11 12 14 16 17"; // OEIS A000201 (with a_0 = 0)
const B = "0 2 5 7 10 13 15 18 20 23 26 28"; // OEIS A001950 (with b_0 = 0)

async function column(page, col, notation) {
  const cells = widget(page).locator(`tbody td.yg-${notation}[data-col="${col}"]`);
  return (await cells.allTextContents()).join(" ");
}

async function counter(page) {
  const text = await widget(page).locator(".player-counter").textContent();
  const [, position, total] = text.match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
}

async function build(page, rows) {
  const w = widget(page);
  await w.locator('input[name="rows"]').fill(String(rows));
  await w.getByRole("button", { name: /Dựng bảng|Build table/ }).click();
}

const view = (page, name) => widget(page).getByRole("button", { name, exact: true });
const forward = (page) => widget(page).getByRole("button", { name: /Tiến một bước|Step forward/ });
/** The lesson opens the table at step 0 (it asks for a_k first); a reader goes to the end. */
const toEnd = (page) => widget(page).getByRole("button", { name: /^(Tới cuối|Go to end)$/ }).click();

describe("Yaglom's table widget", () => {
  test("the lesson opens on the question; at the end, the full table with Theorem II's marks on every row", async () => {
    const session = await open(browser, LESSON);
    const { page } = session;
    const w = widget(page);
    assert.deepEqual(await counter(page), { position: 0, total: 12 });
    assert.equal(await w.locator("tbody tr").count(), 0, "no row before the reader guesses");
    await toEnd(page);
    assert.equal(await view(page, "✓ Fibonacci").getAttribute("aria-pressed"), "true");
    assert.equal(await w.locator("tbody tr").count(), 12);
    const row = (k) => w.locator(`tbody tr[data-k="${k}"]`);
    // 4 = 3 + 1, 7 = 5 + 2, 12 = 8 + 3 + 1, 20 = 13 + 5 + 2.
    assert.equal(await row(3).locator('td[data-col="a"]').textContent(), "101");
    assert.equal(await row(3).locator('td[data-col="b"]').textContent(), "1010");
    assert.equal(await row(8).locator('td[data-col="a"]').textContent(), "10101");
    assert.equal(await row(8).locator('td[data-col="b"]').textContent(), "101010");
    for (let k = 1; k <= 11; k++) {
      const mark = await row(k).locator(".yg-mark").textContent();
      assert.match(mark, /^✓ [024] số 0 · b = a0$/, `row ${k}: ${mark}`);
      assert.equal(await row(k).locator('td[data-col="b"] .yg-shift').textContent(), "0", `row ${k}`);
      const zeros = (await row(k).locator('td[data-col="a"] .yg-zeros').allTextContents()).join("");
      assert.equal(zeros.length % 2, 0, `row ${k}: an even number of final zeros`);
    }
    assert.equal(await row(5).locator('td[data-col="a"] .yg-zeros').textContent(), "0000");
    assert.match(await w.locator(".yg-pattern").textContent(), /^Định lý II: ở hệ Fibonacci/);

    await view(page, "Thập phân").click();
    assert.equal(await column(page, "a", "decimal"), A);
    assert.equal(await column(page, "b", "decimal"), B);
    await session.close();
  });

  test("binary shows no pattern, with the solver's counterexample; all three side by side", async () => {
    const session = await open(browser, LESSON);
    const { page } = session;
    const w = widget(page);
    await toEnd(page);
    await view(page, "Nhị phân").click();
    assert.equal(await view(page, "✓ Nhị phân").getAttribute("aria-pressed"), "true");
    assert.equal(
      await w.locator(".yg-pattern").textContent(),
      "Ở hệ nhị phân không có quy luật như vậy: dòng k = 2 có a = 11, b = 101, nhưng a thêm một chữ số 0 là 110 ≠ b.",
    );
    assert.equal(await column(page, "a", "binary"), "0 1 11 100 110 1000 1001 1011 1100 1110 10000 10001");
    assert.equal(await w.locator('tbody tr[data-k="2"] .yg-mark').textContent(), "✗ không");
    assert.equal(await w.locator('tbody tr[data-k="1"] .yg-mark').textContent(), "✓");
    assert.equal(await w.locator("tbody .yg-shift").count(), 0, "no shift marks in binary");

    await view(page, "Cả ba").click();
    assert.equal(await w.locator("thead th").count(), 8);
    assert.equal(await column(page, "b", "decimal"), B);
    assert.equal(await column(page, "b", "fibonacci"), "0 10 1000 1010 10010 100000 100010 101000 101010 1000010 1001000 1001010");
    assert.match(await w.locator(".yg-pattern").textContent(), /Định lý II.*dòng k = 2/);
    await session.close();
  });

  test("stepping builds one row per step with its sentence; the strip shows the used numbers", async () => {
    const session = await openWidget(browser, "yaglom-table");
    const { page } = session;
    const w = widget(page);
    await build(page, 12);
    assert.deepEqual(await counter(page), { position: 0, total: 12 });
    assert.equal(await w.locator("tbody tr").count(), 0);
    for (let i = 0; i < 5; i++) await forward(page).click();
    assert.equal(await w.locator("tbody tr").count(), 5);
    assert.equal(
      await w.locator(".step-sentence").textContent(),
      "Dòng k = 4: số nhỏ nhất chưa xuất hiện ở các dòng 0–3 là a = 6 (mex); b = a + k = 6 + 4 = 10. " +
        "Hệ Fibonacci: a = 1001 tận cùng bằng 0 chữ số 0 (số chẵn), b = 10010 chính là a viết thêm một chữ số 0.",
    );
    assert.equal(await w.locator("tbody tr.is-current").getAttribute("data-k"), "4");
    const used = await w.locator(".yg-cell.is-used .yg-cell-n").allTextContents();
    assert.deepEqual(used, ["0", "1", "2", "3", "4", "5", "6", "7", "10"]);
    assert.deepEqual(await w.locator(".yg-cell.is-current .yg-cell-tag").allTextContents(), ["a", "b"]);
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /used\[a\] = used\[b\]/);
    await widget(page).getByRole("button", { name: /Lùi một bước/ }).click();
    assert.equal(await w.locator("tbody tr").count(), 4);
    await session.close();
  });

  test("predict mode asks for a_k before each row and explains a wrong guess", async () => {
    const session = await openWidget(browser, "yaglom-table");
    const { page } = session;
    const w = widget(page);
    await build(page, 12);
    await w.getByLabel("Tự đoán a_k trước mỗi dòng").check();
    await forward(page).click(); // row 0 is given
    await forward(page).click();
    assert.equal(await w.locator(".predict-question").textContent(), "Dòng k = 1: a_1 là số nhỏ nhất chưa dùng. Đó là số nào?");
    assert.equal((await counter(page)).position, 1, "the player waits for the guess");
    await w.locator('input[name="guess"]').fill("1");
    await w.locator('input[name="guess"]').press("Enter");
    assert.equal((await counter(page)).position, 2);
    assert.equal(await w.locator(".predict-feedback").textContent(), "✓ Đúng: a_1 = 1.");
    await forward(page).click();
    await w.locator('input[name="guess"]').fill("x");
    await w.getByRole("button", { name: "Kiểm tra" }).click();
    assert.equal(await w.locator(".field-guess .field-error").textContent(), "“x” không phải là số nguyên.");
    await w.locator('input[name="guess"]').fill("2");
    await w.getByRole("button", { name: "Kiểm tra" }).click();
    assert.equal(await w.locator(".predict-feedback").textContent(), "✗ 2 đã được dòng k = 1 dùng; a_2 = 3.");
    assert.equal(await w.locator(".predict-score").textContent(), "Đoán đúng 1 / 2 dòng");
    await session.close();
  });

  test("bad input gets a message at its field and the old table stays", async () => {
    const session = await openWidget(browser, "yaglom-table");
    const { page } = session;
    const w = widget(page);
    await build(page, 12);
    await w.getByRole("button", { name: "Tới cuối" }).click();
    await view(page, "Thập phân").click();
    const cases = [
      ["abc", "“abc” không phải là số nguyên."],
      ["41", "“41” quá lớn; lớn nhất là 40."],
      ["", "chưa có giá trị; ví dụ: 12."],
      ["<img src=x onerror=alert(1)>", "“<img src=x onerror=alert…” không phải là số nguyên."],
    ];
    for (const [rows, message] of cases) {
      await build(page, rows);
      const error = w.locator(".field-rows .field-error");
      assert.ok(await error.isVisible(), `no message for ${rows}`);
      assert.equal(await error.textContent(), message);
      assert.equal(await column(page, "a", "decimal"), A, "the last good table stays");
      assert.equal(await page.locator("img").count(), 0);
    }
    await build(page, 3);
    assert.equal(await w.locator(".field-error:visible").count(), 0);
    await session.close();

    const hostile = await openWidget(browser, "yaglom-table", { hash: "yg.rows=-5&yg.notation=%3Cb%3Ehex&yg.step=999" });
    const h = widget(hostile.page);
    assert.equal(await h.locator(".yg-view-error").textContent(), "“<b>hex” không phải là cách viết đã biết; chọn decimal, binary, fibonacci hoặc all.");
    assert.ok(await h.locator(".field-rows .field-error").isVisible());
    assert.equal(await h.locator("tbody tr").count(), 20, "the placeholder's table stays");
    assert.equal(await hostile.page.locator("b").count(), 0);
    await hostile.close();
  });

  test("the stdin box and the shared link", async () => {
    const session = await openWidget(browser, "yaglom-table");
    const { page } = session;
    const w = widget(page);
    await w.locator(".code-stdin").fill("5");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(await w.locator('input[name="rows"]').inputValue(), "6");
    assert.deepEqual(await counter(page), { position: 0, total: 6 });
    await w.locator(".code-stdin").fill("99");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(await w.locator(".code-side .field-error").textContent(), "Số cặp n: “99” quá lớn; lớn nhất là 39.");

    for (let i = 0; i < 4; i++) await forward(page).click();
    await view(page, "Nhị phân").click();
    const shared = await settledUrl(page);
    assert.match(shared, /yg\.rows=6.*yg\.notation=binary.*yg\.step=4/);
    await session.close();
    const again = await openWidget(browser, "yaglom-table", { hash: shared.slice(shared.indexOf("#")) });
    assert.deepEqual(await counter(again.page), { position: 4, total: 6 });
    assert.equal(await column(again.page, "a", "binary"), "0 1 11 100");
    assert.equal(await view(again.page, "✓ Nhị phân").getAttribute("aria-pressed"), "true");
    await again.close();
  });

  test("keyboard only: rows, notation and stepping", async () => {
    const session = await openWidget(browser, "yaglom-table");
    const { page } = session;
    const w = widget(page);
    await w.locator('input[name="rows"]').focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("8");
    await page.keyboard.press("Enter");
    assert.deepEqual(await counter(page), { position: 0, total: 8 });
    await view(page, "Fibonacci").focus();
    await page.keyboard.press("Enter");
    assert.equal(await view(page, "✓ Fibonacci").getAttribute("aria-pressed"), "true");
    await forward(page).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    assert.equal((await counter(page)).position, 3);
    assert.equal(await column(page, "b", "fibonacci"), "0 10 1000");
    await session.close();
  });

  test("English rewrites the widget", async () => {
    const session = await open(browser, LESSON + "?lang=en");
    const w = widget(session.page);
    assert.equal(await w.locator(".widget-title").textContent(), "Yaglom's table: the losing pairs written three ways");
    await toEnd(session.page);
    assert.match(await w.locator(".yg-pattern").textContent(), /^Theorem II: in Fibonacci notation/);
    assert.equal(await w.locator('tbody tr[data-k="2"] .yg-mark').textContent(), "✓ 2 zeros · b = a0");
    await session.close();
  });

  for (const width of [375, 1280]) {
    test(`screenshot at ${width} px with no horizontal page scroll`, async () => {
      const session = await open(browser, LESSON + "#yaglom", { width, height: 900 });
      const { page } = session;
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
      await screenshotAtRest(widget(page), `${OUTPUT}yaglom-${width}.png`);
      await session.close();
    });
  }
});
