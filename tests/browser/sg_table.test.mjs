// The SG pattern explorer, driven as a learner would on the Grundy lessons: the E&D table
// (split) on the core lesson and the Kayles row (octal) on the advanced one. Values read from the screen are compared with the
// solver's closed form and with OEIS A002186. Any console error or wasm panic fails a test.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { clickPictureCell, launch, open, openWidget, OUTPUT, pageScrollWidth, screenshotAtRest, settledUrl } from "../support/browser.mjs";

/** The core lesson holds the E&D table; the advanced one the Kayles row. */
const LESSON = "grundy.html";
const ADVANCED = "grundy-advanced.html";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const ed = (page) => page.locator("#sg-ed .sg-table-widget");
const kayles = (page) => page.locator("#sg-kayles .sg-table-widget");

/** The closed form the solver proves: trailing 1 bits of (a − 1) | (b − 1). */
function closedForm(a, b) {
  let x = (a - 1) | (b - 1);
  let ones = 0;
  while (x & 1) {
    ones += 1;
    x >>= 1;
  }
  return ones;
}

/** The value printed in the cell at row r, column c (0-based) of a widget's grid. */
async function cell(w, r, c) {
  return w.locator(`tr[data-r="${r}"] td[data-c="${c}"]`).textContent();
}

async function counter(w) {
  const text = await w.locator(".player-counter").textContent();
  const [, position, total] = text.match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
}

const forward = (w) => w.getByRole("button", { name: /Tiến một bước|Step forward/ });
/** The lesson opens both tables at step 0 (it asks for guesses first); a reader goes to the end. */
const toEnd = (w) => w.getByRole("button", { name: /^(Tới cuối|Go to end)$/ }).click();

async function kaylesRow(w, count) {
  const values = [];
  const width = await w.locator("thead th").count() - 1;
  for (let i = 0; i < count; i++) values.push(await cell(w, Math.floor(i / width), i % width));
  return values.join(" ");
}

describe("SG table widget", () => {
  test("E&D: the values on screen equal the closed form, and the pattern is stated", async () => {
    const session = await open(browser, LESSON);
    const w = ed(session.page);
    assert.deepEqual(await counter(w), { position: 0, total: 400 }, "the lesson opens on the question");
    assert.equal(await cell(w, 2, 5), "", "no value shown before the reader guesses");
    await toEnd(w);
    for (const [a, b] of [[1, 1], [3, 6], [4, 4], [8, 3], [5, 5], [16, 16], [12, 7], [20, 17], [2, 9]]) {
      assert.equal(await cell(w, a - 1, b - 1), String(closedForm(a, b)), `g(${a}, ${b})`);
    }
    assert.match(await w.locator(".sg-pattern").textContent(), /số bit 1 liên tiếp ở cuối của \(a − 1\) OR \(b − 1\).*khớp trên cả 400 ô/);
    assert.equal(
      await w.locator(".sg-example").textContent(),
      "Ví dụ ô ★ (3, 6): 2 OR 5 = 010 OR 101 = 111 — 3 bit 1 ở cuối, nên g(3, 6) = 3.",
    );
    assert.equal(await w.locator(".sg-example mark").textContent(), "111");
    assert.ok(await w.locator('tr[data-r="2"] td[data-c="5"]').evaluate((td) => td.classList.contains("is-example")));

    // Clicking a cell shows its splits and mex, and the example follows it.
    await w.locator('tr[data-r="7"] td[data-c="2"]').click();
    assert.match(await w.locator(".sg-info-text").textContent(), /Nhóm \(8, 3\): 9 cách tách .* nên g\(8, 3\) = 3\./);
    assert.match(await w.locator(".sg-example").textContent(), /\(8, 3\): 7 OR 2 = 111 OR 010 = 111/);
    await session.close();
  });

  test("E&D: stepping computes cells in order by mex and marks the cells read", async () => {
    const session = await open(browser, LESSON);
    const w = ed(session.page);
    await w.locator('input[name="size"]').fill("4");
    await w.getByRole("button", { name: "Lập bảng" }).click();
    assert.deepEqual(await counter(w), { position: 0, total: 16 });
    assert.equal(await w.locator("td.vcell").allTextContents().then((t) => t.join("")), "");
    await forward(w).click();
    assert.equal(await w.locator(".step-sentence").textContent(), "Nhóm (1, 1) không tách được đống nào, nên g(1, 1) = mex ∅ = 0.");
    for (let i = 0; i < 3; i++) await forward(w).click(); // (1, 2), (2, 1), (1, 3)
    assert.equal(
      await w.locator(".step-sentence").textContent(),
      "Nhóm (1, 3): 2 cách tách (bỏ một đống, tách đống kia) dẫn tới các ô có giá trị {1}; số nhỏ nhất không có mặt là 0, nên g(1, 3) = 0.",
    );
    assert.ok(await w.locator('tr[data-r="0"] td[data-c="2"]').evaluate((td) => td.classList.contains("is-current")));
    const reading = await w.locator("td.is-reading").evaluateAll((tds) => tds.map((td) => `${td.parentElement.dataset.r},${td.dataset.c}`));
    assert.deepEqual(reading.sort(), ["0,1", "1,0"]);
    assert.equal(await cell(w, 2, 0), "", "(3, 1) is not computed yet");
    await w.getByRole("button", { name: /Lùi một bước/ }).click();
    assert.equal(await cell(w, 0, 2), "", "stepping back empties the cell again");
    await session.close();
  });

  test("Kayles: the row on screen is A002186 and the proven period is reported", async () => {
    const session = await open(browser, ADVANCED);
    const w = kayles(session.page);
    assert.equal((await counter(w)).position, 0, "the lesson opens on the question");
    await toEnd(w);
    assert.equal(await w.locator("thead th").count(), 13, "lines as long as the period 12");
    assert.equal(await kaylesRow(w, 16), "0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7");
    const pattern = await w.locator(".sg-pattern").textContent();
    assert.match(pattern, /chu kỳ 12 từ n = 71/);
    assert.match(pattern, /tiền chu kỳ g\(0\) … g\(70\), ngoại lệ cuối cùng ở n = 70/);
    // Below the preperiod each column keeps one value: the stripes.
    const col = [];
    for (let r = 6; r <= 9; r++) col.push(await cell(w, r, 1)); // n = 73, 85, 97, 109
    assert.equal(new Set(col).size, 1);

    await w.locator('tr[data-r="0"] td[data-c="4"]').click();
    assert.equal(
      await w.locator(".sg-info-text").textContent(),
      "Đống 4 đi tới: 3 → 3; 1 + 2 → 3; 2 → 2; 1 + 1 → 0. Các nước đi từ đống 4 cho giá trị {0, 2, 3}; số nhỏ nhất không có mặt là 1, nên g(4) = 1.",
    );
    await session.close();
  });

  test("Kayles: stepping reads the cells of each move; a chosen width reshapes the row", async () => {
    const session = await open(browser, ADVANCED);
    const w = kayles(session.page);
    await w.locator('input[name="n"]').fill("6");
    await w.locator('input[name="width"]').fill("4");
    await w.getByRole("button", { name: "Lập bảng" }).click();
    assert.equal(await w.locator("thead th").count(), 5);
    const { total } = await counter(w);
    assert.ok(total > 7);
    for (let i = 0; i < 7; i++) await forward(w).click(); // heaps 0–2, then heap 3's first move
    assert.equal(await w.locator(".step-sentence").textContent(), "Đống 3: bốc 1 viên, còn một đống 2; giá trị g(2) = 2.");
    const reading = await w.locator("td.is-reading").evaluateAll((tds) => tds.map((td) => td.dataset.caption));
    assert.deepEqual(reading, ["2"]);
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /còn một đống/);
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.equal(await kaylesRow(w, 7), "0 1 2 3 1 4 3");
    await session.close();
  });

  test("predict mode asks for each cell's value and keeps score", async () => {
    const session = await open(browser, ADVANCED);
    const w = kayles(session.page);
    await w.locator('input[name="n"]').fill("5");
    await w.getByRole("button", { name: "Lập bảng" }).click();
    await w.getByLabel("Tự đoán trước mỗi ô").check();
    // Predict mode starts at step 0, where nothing is computed: no value, no period.
    assert.equal((await counter(w)).position, 0);
    assert.equal(await kaylesRow(w, 6), "     ");
    assert.ok(await w.locator(".sg-pattern").isHidden(), "the period waits for the filled row");
    await forward(w).click(); // heap 0 is given
    await forward(w).click();
    assert.equal(await w.locator(".predict-question").textContent(), "g(1) bằng bao nhiêu? Gõ số rồi bấm Kiểm tra (Enter).");
    const before = (await counter(w)).position;
    await forward(w).click();
    assert.equal((await counter(w)).position, before, "the player waits for the guess");
    await w.locator('input[name="guess"]').fill("x");
    await w.getByRole("button", { name: "Kiểm tra" }).click();
    assert.match(await w.locator(".field-guess .field-error").textContent(), /“x” không phải là số nguyên/);
    await w.locator('input[name="guess"]').fill("1");
    await w.locator('input[name="guess"]').press("Enter");
    // The verdict shows at once, and the held step is taken.
    assert.equal(await w.locator(".predict-feedback").textContent(), "✓ Bạn đoán 1: đúng!");
    assert.equal((await counter(w)).position, before + 1);
    const question = () => w.locator(".predict-question").textContent();
    for (let i = 0; i < 5 && !(await question()).startsWith("g(2)"); i++) await forward(w).click();
    assert.equal(await question(), "g(2) bằng bao nhiêu? Gõ số rồi bấm Kiểm tra (Enter).");
    assert.equal(await w.locator(".predict-feedback").textContent(), "", "a new question clears the verdict");
    await w.locator('input[name="guess"]').fill("0");
    await w.locator('input[name="guess"]').press("Enter");
    assert.equal(await w.locator(".predict-feedback").textContent(), "✗ Bạn đoán 0, nhưng giá trị đúng là 2.");
    assert.equal(await w.locator(".predict-score").textContent(), "Đoán đúng 1 / 2 ô");
    // At the end the row is full: no next step is offered, and the period shows.
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.equal(await question(), "Bảng đã đầy: bấm “Về đầu” để đoán lại từ đầu.");
    assert.ok(await w.locator(".predict-check").isDisabled());
    assert.ok(await w.locator(".sg-pattern").isVisible());
    await session.close();
  });

  test("bad input is refused at its field and the old table stays", async () => {
    const session = await open(browser, LESSON);
    const { page } = session;
    const split = ed(page);
    await toEnd(split);
    for (const [size, message] of [
      ["0", "bảng cần ít nhất 1 hàng."],
      ["300", "“300” quá lớn; lớn nhất là 64."],
      ["abc", "“abc” không phải là số nguyên."],
    ]) {
      await split.locator('input[name="size"]').fill(size);
      await split.getByRole("button", { name: "Lập bảng" }).click();
      const error = split.locator(".field-size .field-error");
      assert.ok(await error.isVisible(), size);
      assert.ok((await error.textContent()).endsWith(message), `${await error.textContent()} ≠ ${message}`);
      assert.equal(await split.locator(".field-size input").getAttribute("aria-invalid"), "true");
      assert.equal(await cell(split, 2, 5), "3", "the last good table stays");
      assert.equal(await split.locator("tbody tr").count(), 20);
    }
    await session.close();

    const advanced = await open(browser, ADVANCED);
    const octal = kayles(advanced.page);
    await toEnd(octal);
    for (const [code, n, field, message] of [
      ["0.78", "120", "code", "“8” không phải là chữ số bát phân (0–7) hay dấu chấm; ví dụ 0.77."],
      ["1.77", "120", "code", "chỉ được 0 hoặc 4"],
      ["<img src=x onerror=alert(1)>", "120", "code", "không phải là chữ số bát phân"],
      ["0.77", "1001", "n", "“1001” quá lớn; lớn nhất là 1000."],
    ]) {
      await octal.locator('input[name="code"]').fill(code);
      await octal.locator('input[name="n"]').fill(n);
      await octal.getByRole("button", { name: "Lập bảng" }).click();
      const error = octal.locator(`.field-${field} .field-error`);
      assert.ok(await error.isVisible(), code);
      assert.match(await error.textContent(), new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      assert.equal(await kaylesRow(octal, 16), "0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7", "the old row stays");
      assert.equal(await advanced.page.locator("img").count(), 0, "no markup was created from input");
    }
    await advanced.close();
  });

  test("keyboard only: fill the field, build, step, and move the selection with arrows", async () => {
    const session = await open(browser, LESSON);
    const { page } = session;
    const w = ed(page);
    await w.locator('input[name="size"]').focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("8");
    await page.keyboard.press("Enter");
    assert.equal(await w.locator("tbody tr").count(), 8);
    await page.keyboard.press("Tab"); // build button
    await page.keyboard.press("Tab"); // predict switch
    await page.keyboard.press("Tab"); // the table
    assert.equal(await page.evaluate(() => document.activeElement.classList.contains("value-grid-wrap")), true);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowRight");
    assert.equal((await counter(w)).position, 0, "arrows on the table move the selection, not the player");
    // At step 0 the chosen cell's value is not told: it is a question until its step.
    assert.equal(await w.locator(".sg-info-text").textContent(), "Ô (4, 7) chưa được tính ở bước này: g(4, 7) = ?");
    await w.getByRole("button", { name: "Tới cuối" }).focus();
    await page.keyboard.press("Enter");
    assert.equal(await cell(w, 3, 6), "3");
    assert.match(await w.locator(".sg-info-text").textContent(), /g\(4, 7\) = 3/);
    await session.close();
  });

  test("a shared URL opens the same input, cell and step; a hostile one is refused", async () => {
    const session = await open(browser, ADVANCED);
    const w = kayles(session.page);
    await w.locator('input[name="code"]').fill("0.07");
    await w.locator('input[name="n"]').fill("40");
    await w.getByRole("button", { name: "Lập bảng" }).click();
    for (let i = 0; i < 9; i++) await forward(w).click();
    await w.locator('tr[data-r="0"] td[data-c="3"]').click();
    const url = await settledUrl(session.page);
    assert.match(url, /sg-kayles\.code=0\.07.*sg-kayles\.n=40.*sg-kayles\.step=9/);
    const sentence = await w.locator(".step-sentence").textContent();
    const info = await w.locator(".sg-info-text").textContent();
    await session.close();

    const again = await open(browser, ADVANCED + url.slice(url.indexOf("#")));
    const w2 = kayles(again.page);
    assert.equal(await w2.locator('input[name="code"]').inputValue(), "0.07");
    assert.equal((await counter(w2)).position, 9);
    assert.equal(await w2.locator(".step-sentence").textContent(), sentence);
    assert.equal(await w2.locator(".sg-info-text").textContent(), info);
    await again.close();

    const hostile = await open(browser, LESSON + "#sg-ed.size=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E");
    assert.ok(await ed(hostile.page).locator(".field-size .field-error").isVisible());
    await toEnd(ed(hostile.page));
    assert.equal(await cell(ed(hostile.page), 2, 5), "3", "the default table stays");
    assert.equal(await hostile.page.locator("img").count(), 0);
    await hostile.close();

    const hostileRow = await open(browser, ADVANCED + "#sg-kayles.code=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E");
    const row = kayles(hostileRow.page);
    assert.ok(await row.locator(".field-code .field-error").isVisible());
    await toEnd(row);
    assert.equal(await kaylesRow(row, 16), "0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7", "the lesson's row stays");
    assert.equal(await hostileRow.page.locator("img").count(), 0);
    await hostileRow.close();
  });

  test("English texts", async () => {
    const session = await open(browser, ADVANCED + "?lang=en");
    const w = kayles(session.page);
    assert.equal(await w.locator(".widget-title").textContent(), "The Grundy row of an octal game");
    await toEnd(w);
    assert.match(await w.locator(".sg-pattern").textContent(), /period 12 from n = 71 \(preperiod g\(0\) … g\(70\), the last exception at n = 70\)/);
    await session.close();

    const core = await open(browser, LESSON + "?lang=en");
    await toEnd(ed(core.page));
    assert.match(await ed(core.page).locator(".sg-example").textContent(), /3 trailing 1 bits, so g\(3, 6\) = 3/);
    await core.close();
  });

  for (const width of [375, 1280]) {
    test(`screenshots at ${width} px with no horizontal page scroll`, async () => {
      for (const [lesson, widget, name] of [[LESSON, ed, "sg-table"], [ADVANCED, kayles, "sg-table-kayles"]]) {
        const session = await open(browser, lesson, { width, height: 900 });
        assert.equal(await pageScrollWidth(session.page), width, lesson);
        await screenshotAtRest(widget(session.page), `${OUTPUT}${name}-${width}.png`);
        await session.close();
      }
    });
  }

  test("E&D at size 64 is a picture: no DOM cells, values read out, click and arrows select", async () => {
    const session = await openWidget(browser, "sg-table", { lang: "en" });
    const { page } = session;
    const w = page.locator("#sg-free .sg-table-widget");
    await w.locator('input[name="size"]').fill("64");
    await w.getByRole("button", { name: "Build table", exact: true }).click();
    const canvas = w.locator("canvas.value-canvas");
    assert.ok(await canvas.isVisible());
    assert.equal(await w.locator("td.vcell").count(), 0, "4096 cells are not DOM cells");
    assert.ok(await w.locator(".value-grid-wrap").isHidden());
    assert.equal(await canvas.getAttribute("role"), "img");
    assert.match(await canvas.getAttribute("aria-label"), /as a picture; arrow keys choose a cell/);
    assert.match(await w.locator(".value-legend-title").textContent(), /read the number on the cursor line/);
    assert.equal((await counter(w)).total, 4096);
    await w.getByRole("button", { name: "Go to end", exact: true }).click();
    const readout = w.locator(".value-canvas-readout");
    assert.equal(await readout.textContent(), "◆ g(3, 6) = 3");
    // g(a, b) is the number of trailing 1 bits of (a − 1) OR (b − 1).
    const g = (a, b) => {
      let x = (a - 1) | (b - 1);
      let ones = 0;
      while (x & 1) { ones++; x >>= 1; }
      return ones;
    };
    await clickPictureCell(w, 9, 19);
    assert.equal(await readout.textContent(), `◆ g(10, 20) = ${g(10, 20)}`);
    assert.match(await w.locator(".sg-info-text").textContent(), /g\(10, 20\) = 2/);
    await canvas.press("ArrowRight");
    await canvas.press("ArrowDown");
    assert.equal(await readout.textContent(), `◆ g(11, 21) = ${g(11, 21)}`);
    assert.equal((await counter(w)).position, 4096, "arrows on the picture move the selection, not the player");
    // Back to a small table: DOM cells again.
    await w.locator('input[name="size"]').fill("8");
    await w.getByRole("button", { name: "Build table", exact: true }).click();
    assert.ok(await canvas.isHidden());
    assert.equal(await w.locator("td.vcell").count(), 64);
    await session.close();
  });

  test("octal, heaviest code at n = 1000: the period search runs in slices, the table stays usable", async () => {
    const session = await openWidget(browser, "sg-table", { lang: "en" });
    const { page } = session;
    const w = page.locator("#sg-octal .sg-table-widget");
    const pattern = w.locator(".sg-pattern");
    await pattern.evaluate((el) => {
      window.__sawSearch = false;
      new MutationObserver(() => {
        if (el.textContent.includes("searching for a period")) window.__sawSearch = true;
      }).observe(el, { childList: true, characterData: true, subtree: true });
    });
    const buildTable = async (code, n) => {
      await w.locator('input[name="code"]').fill(code);
      await w.locator('input[name="n"]').fill(n);
      await w.locator('input[name="width"]').fill("");
      await w.getByRole("button", { name: "Build table", exact: true }).click();
    };
    const progress = w.locator(".sg-progress");
    const kayles120 = await kaylesRow(w, 16);
    const { total: kaylesTotal } = await counter(w);
    // Watched in the page, so that what happens while the values are computed does not depend
    // on how fast this machine computes them: each time the progress line changes, the player's
    // counter is noted, and a hook may press buttons right then.
    await w.evaluate((root) => {
      const line = root.querySelector(".sg-progress");
      const counterText = () => root.querySelector(".player-counter").textContent;
      window.__progress = [];
      new MutationObserver(() => {
        if (line.hidden) return;
        window.__progress.push({ text: line.textContent, counter: counterText() });
        const hook = window.__onProgress;
        window.__onProgress = null;
        hook?.(root, counterText);
      }).observe(line, { attributes: true, childList: true, characterData: true, subtree: true });
    });

    // While the values are computed the old table still steps (from step 0: the new input
    // started the player over), and Cancel drops them: the old table stays, and nothing
    // replaces it later.
    await page.evaluate(() => {
      window.__onProgress = (root, counterText) => {
        root.querySelector('.player button[aria-label="Step forward"]').click();
        window.__afterStep = counterText();
        root.querySelector(".sg-progress button").click();
      };
    });
    await buildTable("0.6666666666666666", "1000");
    assert.equal(await page.evaluate(() => window.__afterStep), `Step 1 / ${kaylesTotal}`);
    assert.ok(await progress.isHidden());
    await page.waitForTimeout(1500);
    assert.equal((await counter(w)).total, kaylesTotal, "a cancelled computation never lands");
    assert.equal((await counter(w)).position, 1);
    await w.getByRole("button", { name: "Go to end", exact: true }).click();
    assert.equal(await kaylesRow(w, 16), kayles120, "the old table stays");

    await page.evaluate(() => (window.__progress = []));
    await buildTable("0.6666666666666666", "1000");
    await progress.waitFor({ state: "hidden", timeout: 60_000 });
    const seen = await page.evaluate(() => window.__progress);
    assert.ok(seen.length >= 2, `the progress line moved: ${seen.length} updates`);
    for (const { text, counter: shown } of seen) {
      assert.match(text, /^Computing g\(0\) … g\(1000\) of code 0\.6666666666666666: \d+ \/ 1001 values done\. The table shown stays usable/);
      assert.match(shown, new RegExp(` / ${kaylesTotal}$`), "the old table is shown while computing");
    }
    assert.equal((await counter(w)).total, 3949237, "the new table replaced the old one");
    assert.match(await pattern.textContent(), /searching for a period… g\(0\) … g\(\d+\) computed so far; no period is proven yet/);
    // Meanwhile the player steps and a cell can be chosen.
    await forward(w).click();
    assert.equal((await counter(w)).position, 1);
    // 1001 values are a picture (10 per line while no period is known): a click selects heap 13.
    await clickPictureCell(w, 1, 3);
    assert.equal(await w.locator(".value-canvas-readout").textContent(), "◆ g(13) = ?");
    assert.match(await w.locator(".sg-info-text").textContent(), /heap 13|13/);
    // The search's result is a summary of the whole row: it shows once the row is filled.
    await w.getByRole("button", { name: "Go to end", exact: true }).click();
    await pattern.filter({ hasText: "proved no period" }).waitFor({ timeout: 120_000 });
    assert.ok(await page.evaluate(() => window.__sawSearch), "the search was announced");
    // The same bound as the one-shot search gave before it was sliced.
    assert.equal(await pattern.textContent(), "Code 0.6666666666666666: the solver proved no period within g(0) … g(2541).");

    // A new code while a search runs replaces it: Kayles' period at once, no stale search.
    await buildTable("0.6666666666666666", "1000");
    await buildTable("0.77", "1000");
    assert.ok(await progress.isHidden(), "no computation is left running");
    await w.getByRole("button", { name: "Go to end", exact: true }).click();
    assert.match(await pattern.textContent(), /period 12 from n = 71/);
    // Two turns of the event loop: a stale search tick would have run by then.
    await page.evaluate(() => new Promise((done) => setTimeout(() => setTimeout(done, 0), 0)));
    assert.match(await pattern.textContent(), /period 12 from n = 71/);
    await session.close();
  });
});
