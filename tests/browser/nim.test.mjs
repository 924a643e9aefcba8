// The Nim widget, driven as a learner would: read the bit columns of 3 4 5, step and scrub
// through the program, play whole games against the computer (normal and misère), type moves
// (good and bad), undo, share a link, use only the keyboard. Any console error fails the test.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, openWidget, OUTPUT, SCREENS, screenshotAtRest, settledUrl } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const widget = (page) => page.locator(".nim-widget").first();
const bitTable = (page) => widget(page).locator("table.nim-bits").first();

/** The heap rows of the main bit table as strings of bits, and the XOR row. */
async function bitRows(page) {
  const rows = await bitTable(page)
    .locator("tr.nim-heap-row")
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll(".nim-bit")].map((td) => td.textContent.replace(/\s*●/, "")).join("")));
  const xor = (await bitTable(page).locator(".nim-xor-row .nim-parity").allTextContents())
    .map((t) => t.replace(/\s*●/, ""))
    .join("");
  return { rows, xor };
}

async function counter(page) {
  const text = await widget(page).locator(".player-counter").textContent();
  const [, position, total] = text.match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
}

const sentence = (page) => widget(page).locator(".step-sentence").textContent();
const forward = (page) => widget(page).getByRole("button", { name: /Tiến một bước|Step forward/ });
const back = (page) => widget(page).getByRole("button", { name: /Lùi một bước|Step back/ });

async function analyse(page, heaps) {
  const w = widget(page);
  await w.locator('input[name="heaps"]').fill(heaps);
  await w.getByRole("button", { name: /Phân tích|Analyse/ }).click();
}

/** The heaps of the game panel, as numbers. */
async function gameHeaps(page) {
  return (await widget(page).locator(".nim-heap .nim-heap-count").allTextContents()).map(Number);
}

const status = (page) => widget(page).locator(".nim-game-status").textContent();
const historyItems = (page) => widget(page).locator(".nim-history li").allTextContents();

/** Clicks heap `heap` (from 0) and the button taking `take` stones from it. */
async function playMove(page, heap, take) {
  const w = widget(page);
  await w.locator(".nim-heap").nth(heap).click();
  await w.getByRole("button", { name: `Bốc ${take} viên ở đống ${heap + 1}`, exact: true }).click();
}

/** Bouton's move, worked out here from the XOR of the heaps as the learner would. */
function xorMove(heaps) {
  const x = heaps.reduce((a, b) => a ^ b, 0);
  const heap = heaps.findIndex((a) => (a ^ x) < a);
  return { heap, take: heaps[heap] - (heaps[heap] ^ x) };
}

async function newGame(page, { first, rule }) {
  const w = widget(page);
  if (first) await w.getByLabel("Ai đi trước").selectOption(first);
  if (rule) await w.getByLabel("Luật", { exact: true }).selectOption(rule);
  await w.getByRole("button", { name: "Ván mới", exact: true }).click();
}

describe("Nim widget", () => {
  test("at rest it shows 3 4 5 in binary, X = 2 and the move: take 2 from heap 1", async () => {
    const session = await openWidget(browser, "nim");
    const { page } = session;
    const w = widget(page);
    assert.deepEqual(await bitRows(page), { rows: ["011", "100", "101"], xor: "010" });
    assert.equal(await bitTable(page).locator(".nim-x").textContent(), "2");
    assert.deepEqual(await bitTable(page).locator(".nim-ones-row .nim-count").allTextContents(), ["2", "1", "2"]);
    assert.deepEqual(await bitTable(page).locator("thead th").allTextContents(), ["Đống", "Số sỏi", "bit 2", "bit 1 · d", "bit 0", "Nước đi"]);
    const carrier = bitTable(page).locator("tr.nim-heap-row.is-carrier");
    assert.equal(await carrier.count(), 1);
    assert.match(await carrier.locator(".nim-heap-name").textContent(), /★ 1a\[0\]/);
    assert.equal(await carrier.locator(".nim-move").textContent(), "3 → 1");
    const summary = await w.locator(".nim-summary").textContent();
    assert.match(summary, /X = 2 ≠ 0: người đi trước thắng \(N\)/);
    assert.match(summary, /Nước thắng: bốc 2 viên ở đống 1 \(3 → 3 ⊕ 2 = 1\)/);
    assert.match(summary, /các đống 1 4 5 có XOR bằng 0/);
    assert.equal(await sentence(page), "Nước thắng: bốc 2 viên ở đống 1 để còn 1; khi đó XOR các đống bằng 0.");
    assert.deepEqual(await counter(page), { position: 15, total: 15 });
    assert.equal(await w.locator(".code-stdin").inputValue(), "3\n3 4 5");

    await page.getByRole("link", { name: "English" }).click();
    assert.match(await w.locator(".nim-summary").textContent(), /Winning move: take 2 from heap 1 \(3 → 3 ⊕ 2 = 1\)/);
    assert.equal(await w.locator(".widget-title").textContent(), "Nim: bit columns and Bouton's theorem");
    assert.equal(await sentence(page), "Winning move: take 2 from heap 1, leaving 1; then the XOR of the heaps is 0.");
    await session.close();
  });

  test("stepping reads the columns, scrubbing jumps, stepping back restores the picture", async () => {
    const session = await openWidget(browser, "nim");
    const { page } = session;
    const w = widget(page);
    await w.getByRole("button", { name: "Về đầu" }).click();
    assert.deepEqual(await bitRows(page), { rows: ["011", "100", "101"], xor: "" });
    assert.equal(await bitTable(page).locator(".nim-bit.is-unread").count(), 9);
    assert.match(await sentence(page), /Các đống đã được viết ở hệ nhị phân/);

    await forward(page).click();
    assert.equal(await sentence(page), "Cột bit 2: bit 2 của đống 1 là 0; cột này đã có 0 số 1.");
    assert.equal(await bitTable(page).locator(".nim-bit.is-current").count(), 1);
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /ones \+= \(a\[i\] >> b\) & 1/);
    for (let i = 0; i < 3; i++) await forward(page).click();
    assert.equal(await sentence(page), "Cột bit 2 có 2 số 1, là số chẵn: bit 2 của X là 0.");
    assert.equal((await bitRows(page)).xor, "0");
    const atFour = await bitTable(page).innerHTML();

    await forward(page).click();
    await back(page).click();
    assert.equal(await bitTable(page).innerHTML(), atFour, "stepping back restores exactly the picture before");

    await w.locator(".player-scrubber").fill("13");
    assert.deepEqual(await counter(page), { position: 13, total: 15 });
    assert.equal(
      await sentence(page),
      "X = 2 ≠ 0: người đi trước thắng (N). Bit cao nhất của X là bit 1; tìm một đống có bit này.",
    );
    assert.equal((await bitRows(page)).xor, "010");
    assert.equal(await bitTable(page).locator(".nim-x").textContent(), "2");
    assert.equal(await bitTable(page).locator("th.is-top").textContent(), "bit 1 · d");
    const vars = Object.fromEntries(
      await w.locator(".code-var").evaluateAll((rows) => rows.map((r) => [r.querySelector("dt").textContent, r.querySelector("dd").textContent])),
    );
    assert.equal(vars.X, "2");

    await forward(page).click();
    assert.equal(await sentence(page), "Đống 1: 3 ⊕ 2 = 1 < 3, vì đống này có bit 1.");
    await back(page).click();
    await back(page).click();
    assert.equal(await bitTable(page).locator(".nim-x").textContent(), "", "X is not known before the check");
    assert.equal(await bitTable(page).locator("th.is-top").count(), 0);
    await session.close();
  });

  test("a full game from 3 4 5: the learner starts, follows the XOR rule and wins", async () => {
    const session = await openWidget(browser, "nim");
    const { page } = session;
    assert.match(await status(page), /^Lượt của bạn \(luật chuẩn: bốc viên cuối thì thắng\)/);
    let turns = 0;
    for (;;) {
      const heaps = await gameHeaps(page);
      if (heaps.every((a) => a === 0)) break;
      const { heap, take } = xorMove(heaps);
      await playMove(page, heap, take);
      turns += 1;
      const after = await gameHeaps(page);
      if (after.every((a) => a === 0)) break;
      // The computer has answered: the learner again faces a position with X ≠ 0.
      assert.notEqual(after.reduce((a, b) => a ^ b, 0), 0);
      assert.ok(turns < 20);
    }
    assert.equal(await status(page), "Hết sỏi. Bạn bốc viên cuối cùng nên bạn thắng!");
    const history = await historyItems(page);
    assert.equal(history[0], "Bạn: bốc 2 viên ở đống 1 → 1 4 5");
    assert.match(history[1], /^Máy: bốc 1 viên ở đống 3 → 1 4 4$/);
    assert.match(history.at(-1), /^Bạn: /);
    assert.match(await widget(page).locator(".nim-reason-text").textContent(), /máy đang ở thế thua/);
    await session.close();
  });

  test("the computer starts from 3 4 5 and wins whatever legal moves the learner makes", async () => {
    const session = await openWidget(browser, "nim");
    const { page } = session;
    const w = widget(page);
    await newGame(page, { first: "computer" });
    assert.deepEqual(await gameHeaps(page), [1, 4, 5]);
    assert.equal(
      await w.locator(".nim-reason-text").textContent(),
      "Máy tính X = 2 ≠ 0; bit cao nhất của X là bit 1, đống 1 mang bit này (★). Đổi 3 thành 3 ⊕ 2 = 1: máy bốc 2 viên ở đống 1, để lại X = 0.",
    );
    const reasonTable = w.locator(".nim-reason table.nim-bits");
    assert.ok(await reasonTable.isVisible());
    assert.equal(await reasonTable.locator("tr.is-carrier .nim-move").textContent(), "3 → 1");
    assert.equal(await reasonTable.locator(".nim-x").textContent(), "2");
    // The learner plays "any legal move": here one stone from the last non-empty heap, then
    // all of the first non-empty heap, alternately.
    let turn = 0;
    for (;;) {
      const heaps = await gameHeaps(page);
      if (heaps.every((a) => a === 0)) break;
      const last = heaps.findLastIndex((a) => a > 0);
      const first = heaps.findIndex((a) => a > 0);
      if (turn % 2 === 0) await playMove(page, last, 1);
      else await playMove(page, first, Math.min(heaps[first], 15));
      turn += 1;
      const after = await gameHeaps(page);
      if (after.some((a) => a > 0)) assert.equal(after.reduce((a, b) => a ^ b, 0), 0, "the computer leaves X = 0");
      assert.ok(turn < 20);
    }
    assert.equal(await status(page), "Hết sỏi. Máy bốc viên cuối cùng nên máy thắng.");
    await session.close();
  });

  test("undo takes back a whole turn: the learner's move and the computer's answer", async () => {
    const session = await openWidget(browser, "nim");
    const { page } = session;
    const w = widget(page);
    const undo = w.getByRole("button", { name: "Đi lại (hoàn tác)" });
    assert.ok(await undo.isDisabled());
    await playMove(page, 0, 2);
    assert.deepEqual(await gameHeaps(page), [1, 4, 4]);
    assert.equal((await historyItems(page)).length, 2);
    await undo.click();
    assert.deepEqual(await gameHeaps(page), [3, 4, 5], "the learner's move and the answer are taken back");
    assert.equal((await historyItems(page)).length, 0);
    assert.match(await status(page), /^Lượt của bạn/, "the learner is to move again");
    assert.ok(await undo.isDisabled());
    assert.ok(!(await w.locator(".nim-reason").isVisible()), "no reason left for a move taken back");
    // When the computer opened, its opening stays: only the learner's turns are taken back.
    await newGame(page, { first: "computer" });
    assert.deepEqual(await gameHeaps(page), [1, 4, 5]);
    assert.ok(await undo.isDisabled());
    await playMove(page, 1, 4);
    assert.equal((await historyItems(page)).length, 3);
    await undo.click();
    assert.deepEqual(await gameHeaps(page), [1, 4, 5]);
    assert.equal((await historyItems(page)).length, 1);
    assert.match(await status(page), /^Lượt của bạn/);
    await session.close();
  });

  test("typed moves: 1 2 plays; 9 1, x and 1 99 are refused with a message", async () => {
    const session = await openWidget(browser, "nim");
    const { page } = session;
    const w = widget(page);
    const field = w.locator('input[name="move"]');
    const error = w.locator(".field-move .field-error");
    const cases = [
      ["9 1", "không có đống 9; các đống được đánh số từ 1 đến 3."],
      ["x", "“x” không phải là số nguyên."],
      ["1 99", "đống 1 chỉ còn 3 viên; hãy bốc từ 1 đến 3 viên."],
      ["1", "thiếu số viên: gõ số thứ tự đống rồi số viên muốn bốc, ví dụ 1 2."],
      ["1 0", "0 không phải là nước đi: mỗi lượt phải bốc ít nhất 1 viên."],
      ["<img src=x onerror=alert(1)> 1", "“<img” không phải là số nguyên."],
    ];
    for (const [text, message] of cases) {
      await field.fill(text);
      await field.press("Enter");
      assert.ok(await error.isVisible(), `no message for ${text}`);
      assert.equal(await error.textContent(), message);
      assert.equal(await field.getAttribute("aria-invalid"), "true");
      assert.deepEqual(await gameHeaps(page), [3, 4, 5], "a refused move changes nothing");
      assert.equal(await page.locator("img").count(), 0);
    }
    await page.getByRole("link", { name: "English" }).click();
    assert.equal(await error.textContent(), "“<img” is not a whole number.", "the message follows the language");
    await field.fill("1 99");
    await w.getByRole("button", { name: "Make move", exact: true }).click();
    assert.equal(await error.textContent(), "heap 1 has only 3 stones; take from 1 to 3.");
    await page.getByRole("link", { name: "Tiếng Việt" }).click();

    await field.fill("1 2");
    await field.press("Enter");
    assert.ok(!(await error.isVisible()), "the message clears after a good move");
    assert.deepEqual(await gameHeaps(page), [1, 4, 4]);
    assert.equal((await historyItems(page))[0], "Bạn: bốc 2 viên ở đống 1 → 1 4 5");
    await session.close();
  });

  test("misère: whoever takes the last stone loses", async () => {
    const session = await openWidget(browser, "nim");
    const { page } = session;
    await analyse(page, "1 1");
    await newGame(page, { rule: "misere" });
    assert.match(await status(page), /luật misère/);
    await playMove(page, 0, 1);
    assert.equal(await status(page), "Hết sỏi. Máy bốc viên cuối cùng nên máy thua: bạn thắng (luật misère)!");

    await analyse(page, "1 1 1");
    await newGame(page, {});
    await playMove(page, 0, 1);
    assert.deepEqual(await gameHeaps(page), [0, 0, 1], "the computer leaves one single stone");
    await playMove(page, 2, 1);
    assert.equal(
      await status(page),
      "Hết sỏi. Bạn bốc viên cuối cùng nên bạn thua (luật misère: ai bốc viên cuối thì thua).",
    );

    await analyse(page, "5 1");
    await newGame(page, { first: "computer" });
    assert.deepEqual(await gameHeaps(page), [0, 1]);
    assert.match(await widget(page).locator(".nim-reason-text").textContent(), /Luật misère, chỉ còn một đống lớn hơn 1: máy bốc 5 viên ở đống 1 để lại 1 đống 1 viên/);
    await session.close();
  });

  test("bad heaps get a message at the field and the old picture stays; the stdin box works", async () => {
    const session = await openWidget(browser, "nim");
    const { page } = session;
    const w = widget(page);
    const error = w.locator(".field-heaps .field-error");
    for (const [heaps, message] of [
      ["7", "cần ít nhất 2 giá trị."],
      ["3 1024", "“1024” quá lớn; lớn nhất là 1023."],
      ["1 2 3 4 5 6 7 8 9", "nhiều nhất 8 giá trị."],
      ["3 x", "“x” không phải là số nguyên."],
      ["", "chưa có giá trị; ví dụ: 3 4 5."],
    ]) {
      await analyse(page, heaps);
      assert.equal(await error.textContent(), message);
      assert.deepEqual(await bitRows(page), { rows: ["011", "100", "101"], xor: "010" });
    }
    await analyse(page, "1 2 3");
    assert.ok(!(await error.isVisible()));
    assert.equal((await counter(page)).position, 0);
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.deepEqual(await bitRows(page), { rows: ["01", "10", "11"], xor: "00" });
    assert.match(await w.locator(".nim-summary").textContent(), /^X = 0: người đi trước thua \(P\)/);
    assert.deepEqual(await gameHeaps(page), [1, 2, 3], "a new game starts on the new heaps");

    await w.locator(".code-stdin").fill("4\n1 2 4 8");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(await w.locator('input[name="heaps"]').inputValue(), "1 2 4 8");
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.equal((await bitRows(page)).xor, "1111");
    await w.locator(".code-stdin").fill("9\n1 2");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(await w.locator(".code-side .field-error").textContent(), "Số đống n: “9” quá lớn; lớn nhất là 8.");
    await w.locator(".code-stdin").fill("2\n5 x");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(await w.locator(".code-side .field-error").textContent(), "Các đống: “x” không phải là số nguyên.");
    assert.equal((await bitRows(page)).xor, "1111", "a refused stdin keeps the picture");
    await session.close();
  });

  test("a shared link lands on the same heaps and step", async () => {
    const session = await openWidget(browser, "nim");
    const { page } = session;
    await analyse(page, "5 9 12");
    for (let i = 0; i < 7; i++) await forward(page).click();
    const shared = await settledUrl(page);
    assert.match(shared, /nim\.heaps=5%2C9%2C12.*nim\.step=7/);
    const before = await bitTable(page).innerHTML();
    const said = await sentence(page);
    await session.close();

    const again = await openWidget(browser, "nim", { hash: shared.slice(shared.indexOf("#")) });
    assert.equal((await counter(again.page)).position, 7);
    assert.equal(await sentence(again.page), said);
    assert.equal(await bitTable(again.page).innerHTML(), before);
    assert.deepEqual(await gameHeaps(again.page), [5, 9, 12]);
    await again.close();

    const hostile = await openWidget(browser, "nim", { hash: "nim.heaps=%3Cimg%20src%3Dx%3E&nim.step=999" });
    assert.ok(await widget(hostile.page).locator(".field-heaps .field-error").isVisible());
    assert.deepEqual(await bitRows(hostile.page), { rows: ["011", "100", "101"], xor: "010" });
    assert.equal(await hostile.page.locator("img").count(), 0);
    await hostile.close();
  });

  test("keyboard only: analyse, step, choose a heap and a count, type a move", async () => {
    const session = await openWidget(browser, "nim");
    const { page } = session;
    const w = widget(page);
    await w.locator('input[name="heaps"]').focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("3 4 5");
    await page.keyboard.press("Enter");
    assert.equal((await counter(page)).position, 0);
    await forward(page).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    assert.equal((await counter(page)).position, 2);
    await page.keyboard.press("End");
    assert.equal((await counter(page)).position, 15);

    await w.locator(".nim-heap").first().focus();
    await page.keyboard.press("Enter");
    assert.equal(await w.locator(".nim-heap").first().getAttribute("aria-pressed"), "true");
    // Tab past heaps 2 and 3 to the count buttons: 1, then 2.
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute("aria-label")), "Bốc 2 viên ở đống 1");
    await page.keyboard.press("Enter");
    assert.deepEqual(await gameHeaps(page), [1, 4, 4]);

    await w.locator('input[name="move"]').focus();
    await page.keyboard.type("2 4");
    await page.keyboard.press("Enter");
    assert.equal((await historyItems(page))[2], "Bạn: bốc 4 viên ở đống 2 → 1 0 4");
    assert.equal((await counter(page)).position, 15, "typing in the move box does not step the player");
    await session.close();
  });

  test("Yaglom's table Ia: losing triples in binary with even digit sums", async () => {
    const session = await openWidget(browser, "nim");
    const { page } = session;
    const w = widget(page);
    await w.locator(".nim-yaglom summary").click();
    const table = w.locator(".nim-yaglom-table");
    assert.ok(await table.isVisible());
    const column = async (k) =>
      table.evaluate((t, k) => [...t.querySelectorAll("tbody tr, tfoot tr")].map((tr) => tr.children[k].textContent), k);
    assert.deepEqual(await column(3), ["1", "10", "11", "22"]);
    assert.deepEqual(await column(8), ["10", "100", "110", "220"]);
    assert.deepEqual(await column(16), ["1", "1000", "1001", "2002"]);
    assert.equal(await table.locator("thead th.is-missing").textContent(), "9✱");
    const sums = await table.locator("tfoot td").allTextContents();
    assert.equal(sums.length, 16);
    for (const s of sums) assert.match(s, /^[02]+$/);
    await session.close();
  });

  test("screenshots at 375 px (phone) and 1280 px (desktop) with no horizontal scroll", async () => {
    const session = await openWidget(browser, "nim", SCREENS[0]);
    const { page } = session;
    const w = widget(page);
    await w.scrollIntoViewIfNeeded();
    await newGame(page, { first: "computer" });
    await playMove(page, 2, 1);
    await w.locator(".nim-heap").nth(1).click();
    await w.locator(".nim-yaglom summary").click();
    await w.locator(".player-scrubber").fill("9");
    for (const { name, width, height } of SCREENS) {
      await page.setViewportSize({ width, height });
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `${name}: the page scrolls sideways by ${overflow}px`);
      await screenshotAtRest(w, `${OUTPUT}nim-${width}.png`);
    }
    await session.close();
  });
});
