// The mex widget (Grundy numbers by mex, then a sum of piles by XOR), driven as a learner
// would: read the finished picture, step through one state's two steps, predict the mex,
// run the program's stdin, share a link, use only the keyboard, make mistakes.
// Any console error or wasm panic fails the test.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, openWidget, OUTPUT, remountListeners, SCREENS, screenshotAtRest, settledUrl } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const widget = (page) => page.locator(".mex-widget").first();

/** The Grundy row as shown, e.g. "0 1 0 1 2 3 2" (empty cells are left out). */
async function grundyRow(page) {
  const values = await widget(page).locator(".mex-g-value").allTextContents();
  return values.filter((v) => v !== "").join(" ");
}

async function counter(page) {
  const text = await widget(page).locator(".player-counter").textContent();
  const [, position, total] = text.match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
}

async function mexMarks(page) {
  const w = widget(page);
  return {
    present: await w.locator(".mex-slot.is-present .mex-num").allTextContents(),
    mex: await w.locator(".mex-slot.is-mex .mex-num").allTextContents(),
  };
}

/** Each pile row (and the XOR row last) as [label, size, g, binary, first player]. */
async function pileTable(page) {
  return widget(page)
    .locator(".mex-piles tbody tr, .mex-piles tfoot tr")
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector("th").textContent,
        row.querySelector(".mex-size").textContent,
        row.querySelector(".mex-g").textContent,
        [...row.querySelectorAll(".mex-bit")].map((b) => b.textContent).join(""),
        row.querySelector(".mex-alone").textContent,
      ]),
    );
}

async function build(page, moves, piles) {
  const w = widget(page);
  await w.locator('input[name="moves"]').fill(moves);
  await w.locator('input[name="piles"]').fill(piles);
  await w.getByRole("button", { name: /^(Tính|Compute)$/ }).click();
}

const forward = (page) => widget(page).getByRole("button", { name: /Tiến một bước|Step forward/ });
const back = (page) => widget(page).getByRole("button", { name: /Lùi một bước|Step back/ });
const reset = (page) => widget(page).getByRole("button", { name: /Về đầu|Back to start/ });
const sentence = (page) => widget(page).locator(".step-sentence").textContent();

// The last step XORs the piles (its sentence); the verdict under the picture says who wins and
// why, once: it no longer repeats that sentence.
const SUM_VI = "2 ⊕ 2 = 0: người đi trước thua, dù từng đống riêng có thể là thế thắng.";
const VERDICT_VI =
  "Người đi trước thua (L): X = 0, nên nước nào của họ cũng làm X khác 0, và người đi sau luôn đưa được X về 0.";
const VERDICT_EN =
  "The first player loses (L): X = 0, so any move of theirs makes X nonzero, and the second player can always bring X back to 0.";

describe("mex widget", () => {
  test("at rest it shows the finished Grundy table, the piles in binary, their XOR and the verdict", async () => {
    const session = await openWidget(browser, "grundy");
    const { page } = session;
    const w = widget(page);
    // 002_2be10b415b5e8b28.txt, part 3: moves {1, 3, 4}, piles 4 and 6.
    assert.equal(await grundyRow(page), "0 1 0 1 2 3 2");
    assert.deepEqual(await counter(page), { position: 17, total: 17 });
    assert.equal(await w.locator(".mex-verdict").textContent(), VERDICT_VI);
    assert.equal(await sentence(page), SUM_VI);
    assert.deepEqual(await pileTable(page), [
      ["#1", "4", "2", "10", "W (thắng)"],
      ["#2", "6", "2", "10", "W (thắng)"],
      ["⊕ cả tổng", "", "0", "00", "L (thua)"],
    ]);
    assert.deepEqual(await w.locator(".mex-weights .mex-bit").allTextContents(), ["2", "1"]);
    assert.deepEqual(
      await w.locator(".mex-g-row .cell.is-pile .cell-index").allTextContents(),
      ["4", "6"],
      "both piles are marked on the Grundy row",
    );
    assert.deepEqual(await w.locator(".mex-slot .mex-num").allTextContents(), ["0", "1", "2", "3"]);
    assert.equal(await w.locator(".code-stdin").inputValue(), "3 2\n1 3 4\n4 6");
    await session.close();
  });

  test("state 5 takes two steps: gather {2, 0, 1}, then mex 3; stepping back restores", async () => {
    const session = await openWidget(browser, "grundy");
    const { page } = session;
    const w = widget(page);
    await reset(page).click();
    assert.equal(await grundyRow(page), "");
    assert.deepEqual(await mexMarks(page), { present: [], mex: [] });
    assert.deepEqual(await pileTable(page), [
      ["#1", "4", "?", "··", ""],
      ["#2", "6", "?", "··", ""],
      ["⊕ cả tổng", "", "?", "··", ""],
    ]);
    assert.ok(await w.locator(".mex-verdict").isHidden());

    for (let i = 0; i < 11; i++) await forward(page).click();
    assert.deepEqual(await counter(page), { position: 11, total: 17 });
    assert.equal(await sentence(page), "Ô 5 đi được tới 4, 2, 1; số Grundy ở đó là {2, 0, 1}.");
    assert.equal(await grundyRow(page), "0 1 0 1 2", "g(5) is not written yet");
    assert.equal(await w.locator(".cell.is-current .cell-index").textContent(), "5");
    assert.deepEqual(await w.locator(".cell.is-reading .cell-index").allTextContents(), ["1", "2", "4"]);
    assert.deepEqual(await mexMarks(page), { present: ["0", "1", "2"], mex: [] });
    assert.deepEqual(await w.locator(".mex-slot.is-present .mex-mark").allTextContents(), ["✓", "✓", "✓"]);
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /seen\[g\[x - t\]\] = true/);

    await forward(page).click();
    assert.equal(await sentence(page), "mex{0, 1, 2} = 3: số nhỏ nhất không có trong tập, nên g(5) = 3.");
    assert.deepEqual(await mexMarks(page), { present: ["0", "1", "2"], mex: ["3"] });
    assert.equal(await w.locator(".mex-slot.is-mex .mex-mark").textContent(), "★");
    assert.equal(await grundyRow(page), "0 1 0 1 2 3");
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /g\[x\] = v;/);
    const vars = Object.fromEntries(
      await w.locator(".code-var").evaluateAll((rows) =>
        rows.map((r) => [r.querySelector("dt").textContent, r.querySelector("dd").textContent]),
      ),
    );
    assert.deepEqual(vars, { x: "5", v: "3", "g[x]": "3" });

    await back(page).click();
    assert.deepEqual(await counter(page), { position: 11, total: 17 });
    assert.deepEqual(await mexMarks(page), { present: ["0", "1", "2"], mex: [] });
    assert.equal(await grundyRow(page), "0 1 0 1 2", "stepping back empties g(5) again");

    // Then the piles, one step each, and the XOR.
    for (let i = 0; i < 4; i++) await forward(page).click();
    assert.equal(await sentence(page), "Đống 1 có 4 viên: g(4) = 2 = 10 (nhị phân).");
    assert.deepEqual((await pileTable(page))[0], ["#1", "4", "2", "10", "W (thắng)"]);
    assert.deepEqual((await pileTable(page))[1], ["#2", "6", "?", "··", ""]);
    await forward(page).click();
    assert.ok(await w.locator(".mex-verdict").isHidden(), "the verdict waits for the last step");
    assert.deepEqual((await pileTable(page))[2], ["⊕ cả tổng", "", "?", "··", ""]);
    await forward(page).click();
    assert.equal(await sentence(page), SUM_VI);
    assert.deepEqual((await pileTable(page))[2], ["⊕ cả tổng", "", "0", "00", "L (thua)"]);
    assert.equal(await w.locator(".mex-verdict").textContent(), VERDICT_VI);
    await session.close();
  });

  test("predict mode asks for each mex, says why a guess is wrong, and keeps score", async () => {
    const session = await openWidget(browser, "grundy");
    const { page } = session;
    const w = widget(page);
    await w.getByLabel("Tự đoán mex trước").check();
    // Switching predict mode on goes back to step 0: nothing not yet reached is shown.
    assert.deepEqual(await counter(page), { position: 0, total: 17 });
    assert.ok(await w.locator(".mex-verdict").isHidden());
    assert.equal(await grundyRow(page), "");
    await forward(page).click(); // gather for state 0
    await forward(page).click(); // held before the mex
    assert.deepEqual(await counter(page), { position: 1, total: 17 });
    assert.equal(
      await w.locator(".predict-question").textContent(),
      "g(0) = mex của các số ✓ là bao nhiêu? Gõ số rồi nhấn Enter.",
    );
    const guess = w.locator('input[name="guess"]');
    await guess.fill("1");
    await guess.press("Enter");
    assert.deepEqual(await counter(page), { position: 2, total: 17 }, "the answer reveals the mex");
    assert.equal(
      await w.locator(".predict-feedback").textContent(),
      "✗ Bạn đoán 1, nhưng 0 nhỏ hơn và không có trong tập {}, nên mex là 0.",
    );

    // Enter with no question pending steps on, so the field is the whole flow.
    await guess.press("Enter");
    assert.equal((await counter(page)).position, 3);
    await guess.press("Enter");
    assert.equal((await counter(page)).position, 3, "held before the mex of state 1");
    await guess.fill("x");
    await w.getByRole("button", { name: "Kiểm tra" }).click();
    assert.equal(await w.locator(".field-guess .field-error").textContent(), "“x” không phải là số nguyên.");
    assert.equal((await counter(page)).position, 3, "a bad answer is not counted");
    await guess.fill("1");
    await w.getByRole("button", { name: "Kiểm tra" }).click();
    assert.equal(await w.locator(".predict-feedback").textContent(), "✓ Bạn đoán 1: đúng! mex{0} = 1.");
    assert.ok(await w.locator(".field-guess .field-error").isHidden());
    assert.equal(await w.locator(".predict-score").textContent(), "Đoán đúng 1 / 2 lần");

    await forward(page).click();
    await forward(page).click();
    await guess.fill("1"); // state 2 reaches only 1, whose g is 1
    await guess.press("Enter");
    assert.equal(
      await w.locator(".predict-feedback").textContent(),
      "✗ Bạn đoán 1, nhưng 1 đã có trong tập {1} (vì g(1) = 1), nên mex là 0.",
    );
    assert.equal(await w.locator(".predict-score").textContent(), "Đoán đúng 1 / 3 lần");

    await forward(page).click();
    await forward(page).click();
    assert.match(await w.locator(".predict-question").textContent(), /^g\(3\) = mex/);
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.equal(
      await w.locator(".predict-question").textContent(),
      "Hết các bước: bấm “Về đầu” để đoán lại từ đầu.",
      "jumping away drops the pending question, and at the end no next step is offered",
    );
    const check = w.locator(".predict-check");
    assert.equal(await check.textContent(), "Kiểm tra");
    assert.ok(await check.isDisabled(), "no “Next step” at the end");
    assert.equal(await w.locator(".mex-verdict").textContent(), VERDICT_VI);
    assert.equal(await sentence(page), SUM_VI, "the last sentence shows once, in its place");
    await session.close();
  });

  test("the stdin box runs the program's judge input through the widget", async () => {
    const session = await openWidget(browser, "grundy");
    const { page } = session;
    const w = widget(page);
    const run = w.getByRole("button", { name: "Chạy với dữ liệu này" });
    await w.locator(".code-stdin").fill("3 3\n1 2 3\n5 6 7");
    await run.click();
    assert.equal(await w.locator('input[name="moves"]').inputValue(), "1 2 3");
    assert.equal(await w.locator('input[name="piles"]').inputValue(), "5 6 7");
    assert.equal((await counter(page)).position, 0);
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.equal(await grundyRow(page), "0 1 2 3 0 1 2 3");
    assert.equal(await sentence(page), "1 ⊕ 2 ⊕ 3 = 0: người đi trước thua, dù từng đống riêng có thể là thế thắng.");
    assert.equal(await w.locator(".mex-verdict").textContent(), VERDICT_VI);

    const cases = [
      ["3 2\n1 2 x\n4 6", "Tập nước đi: “x” không phải là số nguyên."],
      ["2 1\n1 1\n4", "Tập nước đi: số 1 được ghi hai lần; mỗi nước đi chỉ ghi một lần."],
      ["1 6\n1\n1 2 3 4 5 6", "Số đống k: “6” quá lớn; lớn nhất là 5."],
      ["1 1\n1\n31", "Các đống: “31” quá lớn; lớn nhất là 30."],
      ["1 2\n1\n4", "Các đống: thiếu giá trị."],
      ["1 1\n1\n4 5", "Dữ liệu vào: thừa số sau 1 đống; hãy xóa chúng hoặc sửa k."],
    ];
    for (const [stdin, message] of cases) {
      await w.locator(".code-stdin").fill(stdin);
      await run.click();
      assert.equal(await w.locator(".code-side .field-error").textContent(), message);
      assert.equal(await grundyRow(page), "0 1 2 3 0 1 2 3", "a refused stdin keeps the picture");
    }
    await session.close();
  });

  test("the URL keeps the input and the step, and a shared link opens that moment", async () => {
    const session = await openWidget(browser, "grundy");
    const { page } = session;
    await build(page, "1 2", "3 5");
    for (let i = 0; i < 7; i++) await forward(page).click();
    const shared = await settledUrl(page);
    assert.match(shared, /#.*mex\.moves=1%2C2.*mex\.piles=3%2C5.*mex\.step=7/);
    const row = await grundyRow(page);
    const said = await sentence(page);
    await session.close();

    const again = await openWidget(browser, "grundy", { hash: shared.slice(shared.indexOf("#")) });
    assert.equal((await counter(again.page)).position, 7);
    assert.equal(await grundyRow(again.page), row);
    assert.equal(await sentence(again.page), said);
    assert.deepEqual(await mexMarks(again.page), { present: ["1", "2"], mex: [] }); // state 3 reaches 2 and 1
    assert.equal(await widget(again.page).locator('input[name="piles"]').inputValue(), "3 5");
    await again.close();

    const direct = await openWidget(browser, "grundy", { hash: "mex.moves=1,3,4&mex.piles=4,6&mex.step=12" });
    assert.deepEqual(await mexMarks(direct.page), { present: ["0", "1", "2"], mex: ["3"] });
    await direct.close();

    const hostile = await openWidget(browser, "grundy", { hash: "mex.moves=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&mex.piles=-5&mex.step=99999999" });
    const w = widget(hostile.page);
    assert.ok(await w.locator(".field-moves .field-error").isVisible());
    assert.ok(await w.locator(".field-piles .field-error").isVisible());
    assert.equal(await grundyRow(hostile.page), "0 1 0 1 2 3 2", "bad links fall back to the lesson");
    assert.equal(await hostile.page.locator("img").count(), 0);
    await hostile.close();
  });

  test("keyboard only: type the input, Enter, Tab to the player, arrows step", async () => {
    const session = await openWidget(browser, "grundy");
    const { page } = session;
    const w = widget(page);
    await w.locator('input[name="moves"]').focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("1 3 4");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("4 6");
    await page.keyboard.press("Enter");
    assert.equal((await counter(page)).position, 0, "Enter in a field computes and starts over");

    let inPlayer = false;
    for (let i = 0; i < 12 && !inPlayer; i++) {
      await page.keyboard.press("Tab");
      inPlayer = await page.evaluate(() => !!document.activeElement?.closest(".mex-widget .player"));
    }
    assert.ok(inPlayer, "Tab reaches the player");
    for (let i = 0; i < 12; i++) await page.keyboard.press("ArrowRight");
    assert.equal((await counter(page)).position, 12);
    assert.deepEqual(await mexMarks(page), { present: ["0", "1", "2"], mex: ["3"] });
    await page.keyboard.press("ArrowLeft");
    assert.deepEqual(await mexMarks(page), { present: ["0", "1", "2"], mex: [] });
    await page.keyboard.press("End");
    assert.equal(await grundyRow(page), "0 1 0 1 2 3 2");
    assert.equal(await sentence(page), SUM_VI);
    await session.close();
  });

  test("bad input gets a message at its field and the old picture stays", async () => {
    const session = await openWidget(browser, "grundy");
    const { page } = session;
    const w = widget(page);
    const cases = [
      ["", "4 6", "moves", "chưa có giá trị; ví dụ: 1 3 4."],
      ["1 a", "4 6", "moves", "“a” không phải là số nguyên."],
      ["1 -3", "4 6", "moves", "“-3” là số âm; nhỏ nhất là 1."],
      ["1 3 3", "4 6", "moves", "số 3 được ghi hai lần; mỗi nước đi chỉ ghi một lần."],
      ["1 31", "4 6", "moves", "“31” quá lớn; lớn nhất là 30."],
      ["0 1", "4 6", "moves", "0 không phải là nước đi: mỗi lượt phải bốc ít nhất 1 viên."],
      ["<img src=x onerror=alert(1)>", "4 6", "moves", "“<img” không phải là số nguyên."],
      ["1 3 4", "", "piles", "chưa có giá trị; ví dụ: 4 6."],
      ["1 3 4", "4 x", "piles", "“x” không phải là số nguyên."],
      ["1 3 4", "-1", "piles", "“-1” là số âm; nhỏ nhất là 0."],
      ["1 3 4", "4 31", "piles", "“31” quá lớn; lớn nhất là 30."],
      ["1 3 4", "1 2 3 4 5 6", "piles", "nhiều nhất 5 giá trị."],
    ];
    for (const [moves, piles, field, message] of cases) {
      await build(page, moves, piles);
      const error = w.locator(`.field-${field} .field-error`);
      assert.ok(await error.isVisible(), `no message for ${moves} / ${piles}`);
      assert.equal(await error.textContent(), message);
      assert.equal(await w.locator(`.field-${field} input`).getAttribute("aria-invalid"), "true");
      assert.equal(await grundyRow(page), "0 1 0 1 2 3 2", "the last good picture stays");
      assert.equal(await w.locator(".mex-verdict").textContent(), VERDICT_VI);
      assert.equal(await page.locator("img").count(), 0, "no markup was created from input");
    }

    await page.getByRole("link", { name: "English" }).click();
    assert.equal(
      await w.locator(".field-piles .field-error").textContent(),
      "at most 5 values.",
      "the message follows the language",
    );
    assert.equal(await w.locator(".widget-title").textContent(), "Grundy numbers by mex, then XOR the piles");
    assert.equal(await w.locator(".mex-verdict").textContent(), VERDICT_EN);

    await build(page, "2 5", "7 7 30");
    assert.equal(await w.locator(".field-error:visible").count(), 0, "errors clear once fixed");
    assert.equal((await counter(page)).position, 0);
    await w.getByRole("button", { name: "Go to end" }).click();
    assert.equal(await w.locator(".mex-g-value").count(), 31);
    // Moves {2, 5}: g has period 7 (0 0 1 1 0 2 1), so 0 ⊕ 0 ⊕ g(30) = 1 and the verdict names
    // the moves that bring the XOR back to 0.
    assert.match(
      await w.locator(".mex-verdict").textContent(),
      /^The first player wins \(W\): X = 1 ≠ 0; winning move: take 5 from pile 1 \(7 → 2, g: 0 → 1\); .*take 2 from pile 3 \(30 → 28, g: 1 → 0\)/,
    );
    await session.close();
  });

  test("mounting and unmounting 30 times leaves no listener behind", async () => {
    const session = await openWidget(browser, "grundy");
    const { page } = session;
    const counts = await remountListeners(page, "mex");
    assert.equal(counts.after, counts.before);
    assert.ok(counts.ready);
    assert.equal(await grundyRow(page), "0 1 0 1 2 3 2", "the remounted widget shows the lesson");
    await session.close();
  });

  test("screenshots at 375 px (phone) and 1280 px (desktop) with no horizontal scroll", async () => {
    const session = await openWidget(browser, "grundy", { ...SCREENS[0], hash: "mex.moves=1,3,4&mex.piles=4,6&mex.step=11" });
    const { page } = session;
    const w = widget(page);
    await w.getByLabel("Tự đoán mex trước").check();
    await forward(page).click();
    for (const { name, width, height } of SCREENS) {
      await page.setViewportSize({ width, height });
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `${name}: the page scrolls sideways by ${overflow}px`);
      await screenshotAtRest(w, `${OUTPUT}mex-${width}.png`);
    }
    await w.getByRole("button", { name: "Tới cuối" }).click();
    for (const { width, height } of SCREENS) {
      await page.setViewportSize({ width, height });
      await screenshotAtRest(w, `${OUTPUT}mex-${width}-rest.png`);
    }
    await session.close();
  });
});
