// The exercise sandbox, used as a learner would: read the sample, run it, edit the input, make
// mistakes, paste something huge, share a link. Every exercise of the solver's registry is
// mounted once and its sample must come out exactly. Any console error fails the test.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { launch, open, OUTPUT, pageScrollWidth, PLAYGROUND, settledUrl } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

// The registry, with the sample outputs as the sources print them (seed 002 exercises 1–8,
// seed 004's worked examples; seed 000 prints none, so the solver modules' test samples).
const SAMPLES = {
  "bai-1": "An\nBinh\nAn",
  "bai-2": "Binh\nAn\nBinh\nAn",
  "bai-3": "An 1",
  "bai-4": "Binh",
  "bai-5": "22 11",
  "bai-6": "Binh",
  "bai-7": "Binh\nAn\nAn",
  "bai-8": "An",
  "permutation-jumps": "B",
  "one-two-k": "Bob",
  "cutting-logs": "maomao90",
  "placing-discs": "First",
  "ends-first": "1",
  "zjoi-piles": "0",
  "e-and-d": "YES\nNO",
  "forced-pile": "6",
};

const widget = (page) => page.locator("#sb-demo .sandbox-widget");
const box = (w) => w.getByLabel(/Dữ liệu vào \(stdin\)|Input \(stdin\)/);
const runButton = (w) => w.getByRole("button", { name: /^(Chạy|Run)$/ });
const output = (w) => w.locator(".sandbox-output");
const expected = (w) => w.locator(".sandbox-expected-output");
const error = (w) => w.locator(".field-error");

describe("exercise sandbox", () => {
  test("at rest it shows the sample; Run prints exactly the sample output", async () => {
    const session = await open(browser, PLAYGROUND);
    const { page } = session;
    const w = widget(page);
    assert.equal(await w.locator(".widget-title").textContent(), "Bài 1 — Bốc sỏi, mỗi lượt 1 tới k viên");
    assert.equal(await box(w).inputValue(), "3\n10 3\n8 3\n5 9");
    assert.equal(await output(w).textContent(), "(chưa chạy)");
    assert.ok(await expected(w).isVisible(), "the expected output is shown beside the sample");
    assert.equal(await expected(w).textContent(), "An\nBinh\nAn");
    assert.ok(!(await w.locator(".sandbox-verdict").isVisible()));

    await runButton(w).click();
    assert.equal(await output(w).textContent(), "An\nBinh\nAn");
    assert.equal(await w.locator(".sandbox-verdict").textContent(), "✓ Khớp từng ký tự với kết quả mẫu.");
    assert.match(await w.locator(".sandbox-status").textContent(), /^Đã chạy xong: 3 dòng kết quả, (trong \d+|dưới 1) ms\.$/);
    await session.close();
  });

  test("every exercise of the registry runs its sample to the sample output", async () => {
    const session = await open(browser, PLAYGROUND);
    const { page } = session;
    const listed = (await widget(page).getAttribute("data-exercises")).split(" ");
    assert.deepEqual(listed, Object.keys(SAMPLES), "the registry and the test agree");
    const before = await page.evaluate(() => window.wasmBindings.liveListeners());

    await page.evaluate((ids) => {
      const host = document.querySelector("main");
      for (const id of ids) {
        const el = document.createElement("div");
        el.className = "widget-slot test-slot";
        el.id = `sb-t-${id}`;
        el.dataset.widget = "sandbox";
        el.dataset.exercise = id;
        host.appendChild(el);
        window.wasmBindings.mountWidget(el);
      }
    }, listed);

    for (const [id, sample] of Object.entries(SAMPLES)) {
      const w = page.locator(`#sb-t-${id} .sandbox-widget`);
      assert.equal(await w.getAttribute("data-exercise"), id);
      assert.equal(await expected(w).textContent(), sample, `${id}: expected output`);
      await runButton(w).click();
      assert.equal(await output(w).textContent(), sample, `${id}: the solver's output`);
      assert.match(await w.locator(".sandbox-verdict").textContent(), /^✓/, id);
      assert.ok(!(await error(w).isVisible()), `${id}: no error`);
    }

    // Unmounting releases every listener the test's sandboxes added.
    await page.evaluate(() => {
      for (const el of document.querySelectorAll(".test-slot")) {
        window.wasmBindings.unmountWidget(el);
        el.remove();
      }
    });
    assert.equal(await page.evaluate(() => window.wasmBindings.liveListeners()), before);
    await session.close();
  });

  test("a lesson's build holds the judges of its own sandboxes, and no other", async () => {
    for (const [lesson, ids] of [
      ["graphs.html", ["bai-6"]],
      ["adhoc.html", ["one-two-k", "cutting-logs", "placing-discs"]],
    ]) {
      const session = await open(browser, lesson);
      const { page } = session;
      const shown = await page.locator(".sandbox-widget").evaluateAll((ws) => ws.map((w) => w.dataset.exercise));
      assert.deepEqual(shown.toSorted(), ids.toSorted(), `${lesson}: its sandboxes`);
      for (const id of ids) {
        const w = page.locator(`.sandbox-widget[data-exercise="${id}"]`);
        await w.scrollIntoViewIfNeeded();
        await runButton(w).click();
        assert.equal(await output(w).textContent(), SAMPLES[id], `${lesson}, ${id}: the judge's output`);
        assert.match(await w.locator(".sandbox-verdict").textContent(), /^✓/);
      }
      // An exercise of another page, mounted here by hand: this page's build left its judge out
      // (the site never does this; the refusal is what a hand-made build would show).
      await page.evaluate(() => {
        const el = Object.assign(document.createElement("div"), { className: "widget-slot", id: "sb-other" });
        el.dataset.widget = "sandbox";
        el.dataset.exercise = "bai-1";
        document.querySelector("main").appendChild(el);
        window.wasmBindings.mountWidget(el);
      });
      const other = page.locator("#sb-other .sandbox-widget");
      await runButton(other).click();
      assert.match(await error(other).textContent(), /bản dựng này của trang không có bộ giải của bài này; hãy mở bài ở trang Bài tập\.$/);
      assert.equal(await output(other).textContent(), "(chưa chạy)");
      await session.close();
    }
  });

  test("bad input: the message sits at the box and the last output stays", async () => {
    const session = await open(browser, PLAYGROUND);
    const { page } = session;
    const w = widget(page);
    await runButton(w).click();
    await box(w).fill("3\n10 3\n8 x\n5 9");
    await runButton(w).click();
    assert.ok(await error(w).isVisible());
    assert.equal(await error(w).getAttribute("role"), "alert");
    assert.equal(await error(w).textContent(), "Bốc nhiều nhất k: “x” không phải là số nguyên.");
    assert.equal(await box(w).getAttribute("aria-invalid"), "true");
    assert.equal(await output(w).textContent(), "An\nBinh\nAn", "the last good output stays");
    assert.match(await w.locator(".sandbox-status").textContent(), /lần chạy đúng gần nhất/);

    // Missing numbers and a count out of range are refused too, in the page's language.
    await page.locator('[data-lang-switch="en"]').click();
    assert.equal(await error(w).textContent(), "At most k: “x” is not a whole number.");
    await box(w).fill("2\n10 3");
    await runButton(w).click();
    assert.equal(await error(w).textContent(), "Stones n: a value is missing.");
    await box(w).fill("0");
    await runButton(w).click();
    assert.match(await error(w).textContent(), /^Games T: /);
    assert.equal(await output(w).textContent(), "An\nBinh\nAn");

    // Fixed, it runs again and the message goes away; not the sample, so no expected output.
    await box(w).fill("2\n10 3\n9 2");
    await runButton(w).click();
    assert.ok(!(await error(w).isVisible()));
    assert.equal(await box(w).getAttribute("aria-invalid"), null);
    assert.equal(await output(w).textContent(), "An\nBinh");
    assert.ok(!(await expected(w).isVisible()), "no sample output beside another input");
    assert.equal(await w.locator(".sandbox-status").textContent().then((t) => t.replace(/(in \d+|under 1) ms/, "in N ms")), "Done: 2 lines of output in N ms.");

    // "Back to the sample" refills the box and runs it.
    await w.getByRole("button", { name: "Back to the sample" }).click();
    assert.equal(await box(w).inputValue(), "3\n10 3\n8 3\n5 9");
    assert.equal(await output(w).textContent(), "An\nBinh\nAn");
    assert.ok(await expected(w).isVisible());
    await session.close();
  });

  test("keyboard only: n up to 10^18 answers, run with Ctrl+Enter", async () => {
    const session = await open(browser, PLAYGROUND);
    const { page } = session;
    const w = widget(page);
    await box(w).focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("1\n1000000000000000000 999999999999999999");
    await page.keyboard.press("Control+Enter");
    assert.equal(await output(w).textContent(), "Binh");
    assert.equal(await box(w).inputValue(), "1\n1000000000000000000 999999999999999999", "Ctrl+Enter adds no line");
    await box(w).fill("1\n1000000000000000000 1000000000000000000");
    await box(w).press("Control+Enter");
    assert.equal(await output(w).textContent(), "An");
    // Tab reaches the Run button and the output box (focusable, so it can be scrolled and copied).
    await box(w).focus();
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.textContent), "Chạy");
    await page.keyboard.press("Enter");
    assert.equal(await output(w).textContent(), "An");
    await session.close();
  });

  test("large inputs: 10^5 games answer quickly; more than 2 MB is refused", async () => {
    const session = await open(browser, PLAYGROUND);
    const { page } = session;
    const w = widget(page);
    await page.evaluate(() => {
      const area = document.querySelector("#sb-demo textarea");
      area.value = "100000\n" + "10 3\n8 3\n".repeat(50000);
    });
    await runButton(w).click();
    const text = await output(w).textContent();
    const lines = text.split("\n");
    assert.equal(lines.length, 100000);
    assert.equal(lines[0], "An");
    assert.equal(lines[99999], "Binh");
    // Speed is for the benchmark command; here only the count the status line reports.
    const status = await w.locator(".sandbox-status").textContent();
    const [, count] = status.match(/^Đã chạy xong: (\d+) dòng kết quả, (?:trong \d+|dưới 1) ms\.$/);
    assert.equal(count, "100000");

    await page.evaluate(() => {
      const area = document.querySelector("#sb-demo textarea");
      area.value = "1 ".repeat(1100000);
    });
    await runButton(w).click();
    assert.match(await error(w).textContent(), /vượt giới hạn 2048 KB \(2 MB\)/);
    assert.equal((await output(w).textContent()).split("\n").length, 100000, "the last output stays");
    await session.close();
  });

  test("a shared link opens the sandbox with its input already run", async () => {
    const session = await open(browser, PLAYGROUND);
    const { page } = session;
    const w = widget(page);
    await box(w).fill("2\n7 6\n12 4");
    await runButton(w).click();
    assert.equal(await output(w).textContent(), "Binh\nAn");
    const url = await settledUrl(page);
    assert.match(url, /sb-demo\.input=2%0A7%206%0A12%204/);

    const again = await open(browser, url);
    const w2 = widget(again.page);
    assert.equal(await box(w2).inputValue(), "2\n7 6\n12 4");
    assert.equal(await output(w2).textContent(), "Binh\nAn");
    await again.close();
    await session.close();
  });

  test("an unknown exercise id says so instead of mounting", async () => {
    const session = await open(browser, PLAYGROUND);
    const { page } = session;
    const text = await page.evaluate(() => {
      const el = document.createElement("div");
      el.dataset.widget = "sandbox";
      el.dataset.exercise = "bai-99";
      document.querySelector("main").appendChild(el);
      window.wasmBindings.mountWidget(el);
      return el.textContent;
    });
    assert.match(text, /bai-99/);
    await session.close();
  });

  for (const width of [375, 1280]) {
    test(`fits a ${width} px screen without horizontal scrolling`, async () => {
      const session = await open(browser, PLAYGROUND, { width });
      const { page } = session;
      const w = widget(page);
      await runButton(w).click();
      const scroll = await pageScrollWidth(page);
      assert.ok(scroll <= width, `page is ${scroll} px wide`);
      await w.scrollIntoViewIfNeeded();
      await w.screenshot({ path: `${OUTPUT}sandbox-${width}.png` });
      await session.close();
    });
  }
});
