// The nim-multiplication table, driven as a learner would on the Grundy lesson: read products
// off the DOM table (OEIS A051775), step the mex definition, switch to the nim-sum, read the
// 256 × 256 canvas with the mouse and the keyboard, and use the calculator near 2^64 − 1,
// comparing with the solver's JS API served in dist/solver/.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { clickPictureCell, launch, open, openWidget, OUTPUT, pageScrollWidth, screenshotAtRest, settledUrl, SITE } from "../support/browser.mjs";

const LESSON = "grundy-advanced.html";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const widget = (page) => page.locator(".nim-product-widget").first();
const cell = (w, a, b) => w.locator(`tr[data-r="${a}"] td[data-c="${b}"]`).textContent();
const forward = (w) => w.getByRole("button", { name: /Tiến một bước|Step forward/ });

async function counter(w) {
  const text = await w.locator(".player-counter").textContent();
  const [, position, total] = text.match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
}

async function build(w, size) {
  await w.locator('input[name="size"]').fill(String(size));
  await w.getByRole("button", { name: "Lập bảng" }).click();
}

/** The solver's JS API, loaded in the page. */
async function api(page, queries) {
  return page.evaluate(
    async ([url, queries]) => {
      const api = await import(url);
      await api.default();
      return queries.map((q) => api.analyze(q).value);
    },
    [new URL("solver/nimlab_solver.js", SITE).href, queries],
  );
}

describe("nim-product widget", () => {
  test("the lesson's 16 × 16 table opens on the question; at the end it holds the known products and outlines the subfield 4", async () => {
    const session = await open(browser, LESSON);
    const w = widget(session.page);
    // The lesson asks to guess 3 ⊗ 3 first (data-step="0"): nothing is filled yet.
    assert.deepEqual(await counter(w), { position: 0, total: 256 });
    assert.equal(await cell(w, 3, 3), "");
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.equal(await cell(w, 2, 2), "3");
    assert.equal(await cell(w, 2, 3), "1");
    assert.equal(await cell(w, 4, 4), "6");
    assert.equal(await cell(w, 3, 3), "2");
    // OEIS A051775, row 2: 0, 2, 3, 1, 8, 10, 11, 9, 12, 14, 15, 13, 4, 6, 7, 5.
    const row = [];
    for (let b = 0; b < 16; b++) row.push(await cell(w, 2, b));
    assert.equal(row.join(","), "0,2,3,1,8,10,11,9,12,14,15,13,4,6,7,5");
    assert.ok(await w.locator('tr[data-r="1"] td[data-c="3"]').evaluate((td) => td.classList.contains("edge-right")));
    assert.ok(await w.locator('tr[data-r="3"] td[data-c="2"]').evaluate((td) => td.classList.contains("edge-bottom")));
    assert.equal(await w.locator(".np-readout").textContent(), "◆ Con trỏ: 2 ⊗ 3 = 1 (hàng 2, cột 3)");
    await session.close();
  });

  test("16 ⊗ 16 = 24 in a 32 table; stepping shows the mex definition for each cell", async () => {
    const session = await open(browser, LESSON);
    const w = widget(session.page);
    await build(w, 32);
    assert.deepEqual(await counter(w), { position: 0, total: 1024 });
    // 1024 cells are a picture stepped cell by cell; a click reads a cell out.
    assert.equal(await w.locator("td.vcell").count(), 0);
    await w.getByRole("button", { name: "Tới cuối" }).click();
    await clickPictureCell(w, 16, 16);
    assert.match(await w.locator(".np-readout").textContent(), /16 ⊗ 16 = 24 \(hàng 16, cột 16\)/);
    assert.ok(await w.locator(".value-canvas-readout").isHidden(), "one read-out line, the widget's own");
    await build(w, 4);
    for (let i = 0; i < 11; i++) await forward(w).click(); // cells 0..10: the last is (2, 2)
    assert.equal(
      await w.locator(".step-sentence").textContent(),
      "2 ⊗ 2: 4 cặp a′ < 2, b′ < 2 cho a′⊗2 ⊕ 2⊗b′ ⊕ a′⊗b′ ∈ {0, 1, 2}; số nhỏ nhất vắng mặt là 3, nên 2 ⊗ 2 = 3.",
    );
    assert.equal(await cell(w, 2, 2), "3");
    assert.equal(await cell(w, 2, 3), "", "the next cell is still empty");
    const reading = await w.locator("td.is-reading").evaluateAll((tds) => tds.map((td) => `${td.parentElement.dataset.r},${td.dataset.c}`));
    assert.deepEqual(reading.sort(), ["0,0", "0,1", "0,2", "1,0", "1,1", "1,2", "2,0", "2,1"]);
    await w.getByRole("button", { name: /Lùi một bước/ }).click();
    assert.equal(await cell(w, 2, 2), "", "stepping back empties it again");

    await w.getByRole("button", { name: /Cộng nim/ }).click();
    assert.equal(await w.getByRole("button", { name: /Cộng nim/ }).getAttribute("aria-pressed"), "true");
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.equal(await cell(w, 2, 3), "1");
    assert.equal(await cell(w, 3, 1), "2");
    assert.equal(await w.locator(".value-grid-corner").textContent(), "⊕");
    await session.close();
  });

  test("the 256 canvas: mouse and keyboard readouts equal the solver's products", async () => {
    const session = await open(browser, LESSON);
    const { page } = session;
    const w = widget(page);
    await build(w, 256);
    assert.equal(await w.locator(".value-grid-wrap").isVisible(), false);
    const canvas = w.locator("canvas.np-canvas");
    assert.ok(await canvas.isVisible());
    assert.deepEqual(await counter(w), { position: 0, total: 256 });
    await w.getByRole("button", { name: "Tới cuối" }).click();

    // Keyboard: focus the canvas, move the cursor; the player does not step.
    await canvas.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown"); // row 5
    for (let i = 0; i < 8; i++) await page.keyboard.press("PageDown"); // row 69
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight"); // column 7
    assert.deepEqual(await counter(w), { position: 256, total: 256 });
    const keyed = await w.locator(".np-readout").textContent();
    const [, a, b, c] = keyed.match(/(\d+) ⊗ (\d+) = (\d+)/);
    assert.deepEqual([a, b], ["69", "7"]);
    const [expected] = await api(page, [{ game: "nimber", op: "mul", a: "69", b: "7" }]);
    assert.equal(c, expected);
    assert.equal(await w.locator(".np-readout").getAttribute("aria-live"), "polite");

    // Mouse: the cell under the pointer.
    const box = await canvas.boundingBox();
    // The canvas has a 1 px border around its picture.
    await page.mouse.move(box.x + 1 + (box.width - 2) * (200.5 / 256), box.y + 1 + (box.height - 2) * (130.5 / 256));
    const hovered = await w.locator(".np-readout").textContent();
    const [, ha, hb, hc] = hovered.match(/(\d+) ⊗ (\d+) = (\d+)/);
    assert.deepEqual([ha, hb], ["130", "200"]);
    const [hexpected] = await api(page, [{ game: "nimber", op: "mul", a: "130", b: "200" }]);
    assert.equal(hc, hexpected);
    await screenshotAtRest(canvas, `${OUTPUT}nim-product-canvas-256.png`);
    await session.close();
  });

  test("the calculator is exact near 2^64 − 1 and refuses bad numbers at the field", async () => {
    const session = await open(browser, LESSON);
    const { page } = session;
    const w = widget(page);
    const pairs = [
      ["18446744073709551615", "18446744073709551615"],
      ["18446744073709551615", "18446744073709551614"],
      ["9223372036854775808", "12345678901234567890"],
      ["4294967296", "4294967296"],
    ];
    const expected = await api(
      page,
      pairs.map(([a, b]) => ({ game: "nimber", op: "mul", a, b })),
    );
    for (const [[a, b], value] of pairs.map((p, i) => [p, expected[i]])) {
      await w.locator('input[name="ca"]').fill(a);
      await w.locator('input[name="cb"]').fill(b);
      await w.getByRole("button", { name: "Tính" }).click();
      const out = await w.locator(".np-calc-out").textContent();
      assert.ok(out.startsWith(`${a} ⊗ ${b} = ${value};`), `${out} (expected ${value})`);
    }
    assert.equal(expected[3], "6442450944", "2^32 ⊗ 2^32 = 3/2 · 2^32");
    const good = await w.locator(".np-calc-out").textContent();
    await w.locator('input[name="ca"]').fill("18446744073709551616");
    await w.getByRole("button", { name: "Tính" }).click();
    assert.match(await w.locator(".field-ca .field-error").textContent(), /quá lớn; lớn nhất là 18446744073709551615/);
    assert.equal(await w.locator(".np-calc-out").textContent(), good, "the last result stays");
    await session.close();
  });

  test("bad sizes are refused at the field and the old table stays", async () => {
    const session = await open(browser, LESSON);
    const { page } = session;
    const w = widget(page);
    await w.getByRole("button", { name: "Tới cuối" }).click();
    for (const [size, message] of [
      ["0", "bảng cần ít nhất 1 hàng."],
      ["300", "“300” quá lớn; lớn nhất là 256."],
      ["abc", "“abc” không phải là số nguyên."],
      ["<img src=x onerror=alert(1)>", "không phải là số nguyên."],
    ]) {
      await build(w, size);
      const error = w.locator(".field-size .field-error");
      assert.ok(await error.isVisible(), size);
      assert.ok((await error.textContent()).endsWith(message), `${await error.textContent()} ≠ ${message}`);
      assert.equal(await cell(w, 4, 4), "6", "the old table stays");
      assert.equal(await page.locator("img").count(), 0);
    }
    await session.close();
  });

  test("keyboard only: build a table, step it, and read cells with the arrow keys", async () => {
    const session = await open(browser, LESSON);
    const { page } = session;
    const w = widget(page);
    await w.locator('input[name="size"]').focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("8");
    await page.keyboard.press("Enter");
    assert.deepEqual(await counter(w), { position: 0, total: 64 });
    await w.getByRole("button", { name: "Tới cuối" }).focus();
    await page.keyboard.press("Enter");
    await w.locator(".value-grid-wrap").focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("End");
    assert.equal(await w.locator(".np-readout").textContent(), "◆ Con trỏ: 4 ⊗ 7 = 10 (hàng 4, cột 7)");
    await session.close();
  });

  test("a shared URL restores the size, operation, cursor and calculator", async () => {
    const session = await openWidget(browser, "nim-product");
    const w = widget(session.page);
    await w.getByRole("button", { name: /Cộng nim/ }).click();
    await build(w, 64);
    await w.getByRole("button", { name: "Tới cuối" }).click();
    await w.locator("canvas.np-canvas").focus();
    await session.page.keyboard.press("ArrowRight");
    const url = await settledUrl(session.page);
    assert.match(url, /np\.size=64.*np\.op=add/);
    const readout = await w.locator(".np-readout").textContent();
    await session.close();

    const again = await openWidget(browser, "nim-product", { hash: url.slice(url.indexOf("#")) });
    const w2 = widget(again.page);
    assert.equal(await w2.locator('input[name="size"]').inputValue(), "64");
    assert.equal(await w2.locator(".np-readout").textContent(), readout);
    await again.close();

    const hostile = await openWidget(browser, "nim-product", { hash: "np.size=%3Cscript%3E&np.op=%3Cb%3E&np.a=x" });
    const w3 = widget(hostile.page);
    assert.ok(await w3.locator(".field-size .field-error").isVisible());
    assert.ok(await w3.locator(".field-ca .field-error").isVisible());
    assert.equal(await w3.locator("b, script").count(), 0, "no markup was created from the link");
    assert.equal(await cell(w3, 2, 2), "3", "the default table stays");
    await hostile.close();
  });

  for (const width of [375, 1280]) {
    test(`screenshots at ${width} px, 16 and 256, with no horizontal page scroll`, async () => {
      const session = await open(browser, LESSON, { width, height: 900 });
      const { page } = session;
      const w = widget(page);
      assert.equal(await pageScrollWidth(page), width);
      await screenshotAtRest(w, `${OUTPUT}nim-product-${width}.png`);
      await build(w, 256);
      await w.getByRole("button", { name: "Tới cuối" }).click();
      await w.locator("canvas.np-canvas").focus();
      for (let i = 0; i < 5; i++) await page.keyboard.press("PageDown");
      assert.equal(await pageScrollWidth(page), width);
      await screenshotAtRest(w, `${OUTPUT}nim-product-256-${width}.png`);
      await session.close();
    });
  }
});
