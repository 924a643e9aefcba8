// The Moore's Nim-k widget, driven as a learner would: the lesson's 3 5 6 7 with k = 2, column
// remainders and verdicts checked against a brute-force search written here, k = 1 read as
// ordinary Nim next to the Nim widget, stepping through the construction of the winning move,
// predict mode, bad input, the stdin box, a shared link and the keyboard. Any console error
// fails the test.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { atStepZero, horizontalOverflow, launch, open, openWidget, OUTPUT, revealEveryWidget, SCREENS, screenshotAtRest, settledUrl } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const widget = (page) => page.locator(".moore-widget").first();
const mainTable = (page) => widget(page).locator(".nim-scroll:not(.moore-after) table.nim-bits");
const afterTable = (page) => widget(page).locator(".moore-after table.nim-bits");
const sentence = (page) => widget(page).locator(".step-sentence").textContent();
const forward = (page) => widget(page).getByRole("button", { name: /Tiến một bước|Step forward/ });
const back = (page) => widget(page).getByRole("button", { name: /Lùi một bước|Step back/ });

async function counter(page) {
  const text = await widget(page).locator(".player-counter").textContent();
  const [, position, total] = text.match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
}

/**
 * Types the heaps and k and submits them with Enter, as a person at the keyboard does (the
 * Analyse button is clicked in the tests of its own); the walk starts over at step 0.
 */
async function analyse(page, heaps, k) {
  const w = widget(page);
  await w.locator('input[name="heaps"]').fill(heaps);
  if (k !== undefined) await w.locator('input[name="k"]').fill(String(k));
  await w.locator(`input[name="${k === undefined ? "heaps" : "k"}"]`).press("Enter");
}

/** Analyses and jumps to the finished picture. */
async function analyseToEnd(page, heaps, k) {
  await analyse(page, heaps, k);
  await atStepZero(widget(page));
  await widget(page).getByRole("button", { name: /Tới cuối|Go to end/ }).click();
}

/** The main table: heap rows as bit strings (cells as shown), counts and remainders. */
async function picture(page) {
  const t = mainTable(page);
  const rows = await t
    .locator("tr.nim-heap-row")
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll(".nim-bit")].map((td) => td.textContent).join(" ")));
  const counts = await t.locator(".nim-ones-row .nim-count").allTextContents();
  const residues = await t.locator(".nim-xor-row .nim-residue").allTextContents();
  return { rows, counts, residues };
}

// ---- Brute force, independent of the widget and the solver ----

/** Whether the player to move loses Nim-k from `heaps` (exhaustive search, memoised). */
function loses(heaps, k, memo = new Map()) {
  const key = [...heaps].sort((a, b) => a - b).join(",") + "|" + k;
  if (memo.has(key)) return memo.get(key);
  let lose = true;
  const n = heaps.length;
  // Every non-empty set of at most k heaps, each lowered to any smaller size.
  const walk = (i, changed, cur) => {
    if (!lose) return;
    if (i === n) {
      if (changed > 0 && loses(cur, k, memo)) lose = false;
      return;
    }
    walk(i + 1, changed, cur);
    if (changed < k) {
      for (let v = 0; v < heaps[i]; v++) {
        const next = [...cur];
        next[i] = v;
        walk(i + 1, changed + 1, next);
      }
    }
  };
  walk(0, 0, [...heaps]);
  memo.set(key, lose);
  return lose;
}

/** A move of at most k heaps to a losing position, as [heap, take] pairs, by search. */
function findLosingMove(heaps, k) {
  const n = heaps.length;
  let found = null;
  const walk = (i, changed, cur, move) => {
    if (found) return;
    if (i === n) {
      if (changed > 0 && loses(cur, k)) found = move;
      return;
    }
    walk(i + 1, changed, cur, move);
    if (changed < k) {
      for (let v = 0; v < heaps[i]; v++) {
        const next = [...cur];
        next[i] = v;
        walk(i + 1, changed + 1, next, [...move, [i, heaps[i] - v]]);
      }
    }
  };
  walk(0, 0, [...heaps], []);
  return found;
}

/** Each column's count of 1s mod k + 1, highest bit first, over `width` columns (by default
 * the bit length of the largest heap). */
function residues(heaps, k, width = Math.max(1, ...heaps.map((a) => a.toString(2).length))) {
  const out = [];
  for (let b = width - 1; b >= 0; b--) out.push(heaps.filter((a) => (a >> b) & 1).length % (k + 1));
  return out;
}

describe("Moore's Nim-k widget", () => {
  test("the lesson's 3 5 6 7 with k = 2: every remainder 0, a losing position", async () => {
    const session = await open(browser, "nim.html#moore");
    const { page } = session;
    const w = widget(page);
    // The lesson asks for a prediction first, so the widget opens at step 0; the answer is at the end.
    assert.deepEqual(await counter(page), { position: 0, total: 4 });
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.deepEqual(await picture(page), {
      rows: ["0 1 1", "1 0 1", "1 1 0", "1 1 1"],
      counts: ["3", "3", "3"],
      residues: ["0", "0", "0"],
    });
    assert.deepEqual(residues([3, 5, 6, 7], 2), [0, 0, 0]);
    assert.equal(loses([3, 5, 6, 7], 2), true);
    assert.equal(
      await w.locator(".moore-summary").textContent(),
      "Mọi cột đều có số chữ số 1 chia hết cho 3: người đi trước thua (P).",
    );
    assert.equal(await mainTable(page).locator(".nim-xor-row th").textContent(), "Số dư mod 3");
    assert.equal(await mainTable(page).locator("tr.is-carrier").count(), 0);
    assert.ok(!(await afterTable(page).isVisible()), "no move, no after-table");
    assert.deepEqual(await counter(page), { position: 4, total: 4 });
    assert.equal(await w.locator(".code-stdin").inputValue(), "4 2\n3 5 6 7");
    await session.close();
  });

  test("remainders and verdicts agree with a brute-force search; the move leaves a loss", async () => {
    const session = await openWidget(browser, "moore");
    const { page } = session;
    const w = widget(page);
    const cases = [
      [[1, 2, 3], 2],
      [[1, 2, 3], 1],
      [[5, 5, 5], 2],
      [[5, 5], 2],
      [[4, 4, 1], 3],
      [[6, 3, 5, 7], 2],
      [[7, 6, 5, 3], 3],
      [[2, 7, 4], 2],
    ];
    for (const [heaps, k] of cases) {
      await analyseToEnd(page, heaps.join(" "), k);
      const shown = await picture(page);
      assert.deepEqual(shown.residues.map(Number), residues(heaps, k), `${heaps} k=${k}`);
      const lose = loses(heaps, k);
      const summary = await w.locator(".moore-summary").textContent();
      if (lose) {
        assert.match(summary, /người đi trước thua \(P\)/, `${heaps} k=${k}`);
        assert.ok(!(await afterTable(page).isVisible()));
        continue;
      }
      assert.match(summary, /người đi trước thắng \(N\)/, `${heaps} k=${k}`);
      const afterHeaps = (await afterTable(page).locator("tr.nim-heap-row .nim-size").allTextContents()).map(Number);
      const changed = heaps.filter((a, i) => afterHeaps[i] !== a).length;
      assert.ok(changed >= 1 && changed <= k, `${heaps} k=${k}: ${changed} heaps change`);
      assert.ok(afterHeaps.every((a, i) => a <= heaps[i]), "heaps only shrink");
      assert.equal(loses(afterHeaps, k), true, `${heaps} → ${afterHeaps} must be losing`);
      assert.deepEqual(
        (await afterTable(page).locator(".nim-residue").allTextContents()).map(Number),
        residues(afterHeaps, k, shown.residues.length),
      );
      // The changed heaps are starred and their move written out.
      assert.equal(await mainTable(page).locator("tr.is-carrier").count(), changed);
    }
    await session.close();
  });

  test("k = 1 is ordinary Nim: the remainders are the Nim widget's XOR row", async () => {
    const session = await openWidget(browser, "moore");
    const { page } = session;
    // The Nim widget of the section before, which a reader scrolls up to.
    await revealEveryWidget(page, "nim");
    const w = widget(page);
    await analyseToEnd(page, "3 4 5", 1);
    const nim = page.locator(".nim-widget").first();
    const xor = (await nim.locator("table.nim-bits").first().locator(".nim-xor-row .nim-parity").allTextContents()).map((t) =>
      t.replace(/\s*●/, ""),
    );
    assert.deepEqual(xor, ["0", "1", "0"]);
    assert.deepEqual((await picture(page)).residues, xor);
    assert.match(await w.locator(".moore-nim-note").textContent(), /^k = 1: mỗi lượt chỉ được bốc ở một đống, đó chính là Nim thường\./);
    assert.equal(await mainTable(page).locator(".nim-xor-row th").textContent(), "Số dư mod 2");
    // The same winning move as Bouton's: take 2 from heap 1.
    assert.match(await w.locator(".moore-summary").textContent(), /Nước thắng: bốc 2 viên ở đống 1 \(3 → 1\)\./);
    assert.deepEqual(await afterTable(page).locator("tr.nim-heap-row .nim-size").allTextContents(), ["1", "4", "5"]);
    await session.close();
  });

  test("stepping: columns with their remainders, then the move built column by column", async () => {
    const session = await openWidget(browser, "moore");
    const { page } = session;
    const w = widget(page);
    // The playground holds 1 2 3 with k = 2.
    assert.deepEqual(await counter(page), { position: 6, total: 6 });
    await w.getByRole("button", { name: "Về đầu" }).click();
    assert.deepEqual(await picture(page), { rows: ["0 1", "1 0", "1 1"], counts: ["", ""], residues: ["", ""] });
    assert.equal(await mainTable(page).locator(".nim-bit.is-unread").count(), 6);

    await forward(page).click();
    assert.equal(await sentence(page), "Cột bit 1: có 2 đống mang chữ số 1; 2 mod 3 = 2, khác 0, nên thế này là thắng cho người đi trước.");
    assert.equal(await mainTable(page).locator("th.is-focus").textContent(), "▸ bit 1");
    assert.deepEqual((await picture(page)).residues, ["2", ""]);
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /int r = ones % \(k \+ 1\)/);
    await forward(page).click();
    await forward(page).click();
    assert.equal(
      await sentence(page),
      "Có số dư khác 0 (cột bit 1, bit 0): người đi trước thắng (N). Giờ dựng nước thắng, từ cột cao xuống.",
    );
    const atThree = await mainTable(page).innerHTML();

    await forward(page).click();
    assert.equal(
      await sentence(page),
      "Cột bit 1: số dư t = 2, mới hạ f = 0 đống và t + f ≤ k = 2. Hạ đống 2, 3: chữ số 1 ở cột này thành 0, các bit thấp hơn được tự chọn.",
    );
    assert.deepEqual((await picture(page)).rows, ["0 1", "1→0 0→?", "1→0 1→?"]);
    assert.deepEqual(await mainTable(page).locator("tr.is-carrier .nim-move").allTextContents(), ["2 → …", "3 → …"]);
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /touched\.push_back\(i\)/);

    await forward(page).click();
    assert.equal(
      await sentence(page),
      "Cột bit 0: số dư t = 1, đã hạ f = 2 đống và t + f > k = 2. Bật bit 1 ở 2 đống đã hạ (đống 2, 3), vì bit thấp của chúng được tự chọn: số chữ số 1 thành bội của 3.",
    );
    assert.deepEqual((await picture(page)).rows, ["0 1", "1→0 0→1", "1→0 1"]);
    await forward(page).click();
    assert.equal(
      await sentence(page),
      "Nước thắng (2 đống ≤ k = 2): bốc 1 viên ở đống 2 (2 → 1), đồng thời bốc 2 viên ở đống 3 (3 → 1). Còn lại 1 1 1: mọi số dư bằng 0.",
    );
    assert.deepEqual(await mainTable(page).locator("tr.is-carrier .nim-move").allTextContents(), ["2 → 1", "3 → 1"]);
    assert.ok(await afterTable(page).isVisible());

    // Scrubbing back to 3 restores exactly that picture; stepping back hides the after-table.
    await w.locator(".player-scrubber").fill("3");
    assert.equal(await mainTable(page).innerHTML(), atThree);
    assert.ok(!(await afterTable(page).isVisible()));

    await page.getByRole("link", { name: "English" }).click();
    assert.equal(
      await sentence(page),
      "Some remainder is not 0 (column bit 1, bit 0): the player to move wins (N). Now build a winning move, from the highest column down.",
    );
    assert.equal(await w.locator(".widget-title").textContent(), "Moore's Nim-k: counting 1s modulo k + 1");
    await session.close();
  });

  test("predict mode asks each column's remainder (buttons and digit keys) and keeps score", async () => {
    const session = await openWidget(browser, "moore");
    const { page } = session;
    const w = widget(page);
    await w.getByRole("button", { name: "Về đầu" }).click();
    await w.getByLabel("Tự đoán số dư của mỗi cột").check();
    await forward(page).click();
    assert.equal((await counter(page)).position, 0, "the player waits for the answer");
    assert.equal(
      await w.locator(".predict-question").textContent(),
      "Cột bit 1: số chữ số 1 chia cho 3 dư bao nhiêu? Chọn trước khi xem (phím 0–2).",
    );
    assert.equal(await w.locator(".predict-buttons .btn").count(), 3);
    await w.getByRole("button", { name: "Đoán số dư 2" }).click();
    assert.equal((await counter(page)).position, 1);
    assert.equal(await w.locator(".predict-feedback").textContent(), "✓ Bạn đoán 2: đúng!");
    await forward(page).focus();
    await page.keyboard.press("ArrowRight");
    assert.equal((await counter(page)).position, 1);
    await page.keyboard.press("0");
    assert.equal((await counter(page)).position, 2);
    assert.equal(await w.locator(".predict-feedback").textContent(), "✗ Bạn đoán 0, nhưng 2 mod 3 = 2.");
    assert.equal(await w.locator(".predict-score").textContent(), "Đoán đúng 1 / 2 cột");
    await page.keyboard.press("7"); // no question pending, and 7 is not a remainder mod 3
    assert.equal((await counter(page)).position, 2);
    await session.close();
  });

  test("bad input gets a message at its field and the old picture stays; the stdin box works", async () => {
    const session = await openWidget(browser, "moore");
    const { page } = session;
    const w = widget(page);
    const good = await picture(page);
    const heapsError = w.locator(".field-heaps .field-error");
    const kError = w.locator(".field-k .field-error");
    for (const [heaps, k, field, message] of [
      ["7", 2, heapsError, "cần ít nhất 2 giá trị."],
      ["3 x", 2, heapsError, "“x” không phải là số nguyên."],
      ["3 1024", 2, heapsError, "“1024” quá lớn; lớn nhất là 1023."],
      ["1 2 3", 0, kError, "k phải ít nhất là 1: mỗi nước đi bốc ở ít nhất một đống."],
      ["1 2 3", 9, kError, "“9” quá lớn; lớn nhất là 8."],
      ["1 2 3", "hai", kError, "“hai” không phải là số nguyên."],
    ]) {
      await analyse(page, heaps, k);
      assert.equal(await field.textContent(), message);
      assert.deepEqual(await picture(page), good, "the old picture stays");
    }
    // Taken again, by the Analyse button this time.
    await w.locator('input[name="heaps"]').fill("1 2 3");
    await w.locator('input[name="k"]').fill("2");
    await w.getByRole("button", { name: "Phân tích" }).click();
    assert.ok(!(await heapsError.isVisible()) && !(await kError.isVisible()));
    assert.equal((await counter(page)).position, 0, "a new walk");

    await w.locator(".code-stdin").fill("3 1\n3 4 5");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(await w.locator('input[name="heaps"]').inputValue(), "3 4 5");
    assert.equal(await w.locator('input[name="k"]').inputValue(), "1");
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.deepEqual((await picture(page)).residues, ["0", "1", "0"]);
    await w.locator(".code-stdin").fill("3 0\n3 4 5");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(
      await w.locator(".code-side .field-error").textContent(),
      "Số đống tối đa k: k phải ít nhất là 1: mỗi nước đi bốc ở ít nhất một đống.",
    );
    assert.deepEqual((await picture(page)).residues, ["0", "1", "0"], "a refused stdin keeps the picture");
    await session.close();
  });

  test("a shared link lands on the same heaps, k and step", async () => {
    const session = await openWidget(browser, "moore");
    const { page } = session;
    await analyse(page, "6 3 5 7", 3);
    for (let i = 0; i < 5; i++) await forward(page).click();
    const shared = await settledUrl(page);
    assert.match(shared, /mo\.heaps=6%2C3%2C5%2C7.*mo\.k=3.*mo\.step=5/);
    const before = await mainTable(page).innerHTML();
    const said = await sentence(page);
    await session.close();

    const again = await openWidget(browser, "moore", { hash: shared.slice(shared.indexOf("#")) });
    assert.equal((await counter(again.page)).position, 5);
    assert.equal(await sentence(again.page), said);
    assert.equal(await mainTable(again.page).innerHTML(), before);
    await again.close();

    const hostile = await openWidget(browser, "moore", { hash: "mo.heaps=%3Cb%3Ex%3C%2Fb%3E&mo.k=2&mo.step=3" });
    assert.ok(await widget(hostile.page).locator(".field-heaps .field-error").isVisible());
    // The placeholder's 1 2 3 (k = 2), at the link's step 3: both columns counted, the verdict
    // said, the move not built yet.
    assert.deepEqual(await picture(hostile.page), { rows: ["0 1", "1 0", "1 1"], counts: ["2", "2"], residues: ["2", "2"] });
    assert.deepEqual(await counter(hostile.page), { position: 3, total: 6 });
    assert.equal(await widget(hostile.page).locator("b").count(), 0);
    await hostile.close();
  });

  test("keyboard only: type heaps and k, analyse, step and answer", async () => {
    const session = await openWidget(browser, "moore");
    const { page } = session;
    const w = widget(page);
    await w.locator('input[name="heaps"]').focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("5 5 5");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("2");
    await page.keyboard.press("Enter");
    assert.deepEqual(await counter(page), { position: 0, total: 4 });
    await page.keyboard.press("Tab"); // the submit button
    await page.keyboard.press("Tab"); // the predict switch
    await page.keyboard.press("Space");
    assert.ok(await w.getByLabel("Tự đoán số dư của mỗi cột").isChecked());
    await forward(page).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("0");
    assert.equal((await counter(page)).position, 1);
    assert.equal(await w.locator(".predict-feedback").textContent(), "✓ Bạn đoán 0: đúng!");
    await page.keyboard.press("End");
    await page.keyboard.press("0");
    await page.keyboard.press("End");
    await page.keyboard.press("0");
    await page.keyboard.press("End");
    assert.equal((await counter(page)).position, 4);
    assert.equal(await w.locator(".moore-summary").textContent(), "Mọi cột đều có số chữ số 1 chia hết cho 3: người đi trước thua (P).");
    await session.close();
  });

  test("a game against the computer: typed multi-heap moves, the computer's reasons, undo", async () => {
    const session = await openWidget(browser, "moore");
    const { page } = session;
    const w = widget(page);
    const game = w.locator(".moore-game");
    const field = game.locator('input[name="move"]');
    const go = game.getByRole("button", { name: "Đi", exact: true });
    const heapsNow = async () => (await game.locator(".moore-heap-count").allTextContents()).map(Number);
    const history = () => game.locator(".moore-history li").allTextContents();
    // 1 2 3 with k = 2 is a win for the learner, who starts.
    assert.deepEqual(await heapsNow(), [1, 2, 3]);
    assert.equal(
      await game.locator(".moore-game-status").textContent(),
      "Lượt của bạn (bốc ở 1 đến 2 đống, bốc viên cuối thì thắng): gõ từng cặp “đống số viên”.",
    );
    assert.match(await game.locator(".moore-game-intro").textContent(), /^Ván bắt đầu từ các đống 1 2 3 với k = 2, bạn đi trước\./);
    for (const [text, message] of [
      ["1 1, 2 1, 3 1", "mỗi lượt chỉ được bốc ở tối đa k = 2 đống."],
      ["2 1, 2 1", "đống 2 được gõ hai lần; mỗi đống chỉ ghi một lần."],
      ["3", "gõ từng cặp: số thứ tự đống rồi số viên, ví dụ 2 1, 3 2."],
      ["1 2", "“2” quá lớn; lớn nhất là 1."],
    ]) {
      await field.fill(text);
      await go.click();
      assert.equal(await game.locator(".field-move .field-error").textContent(), message, text);
      assert.deepEqual(await heapsNow(), [1, 2, 3]);
    }
    // The learner plays the winning move the widget showed: 2 → 1 and 3 → 1 (all 1s: 3 ≡ 0).
    await field.fill("2 1, 3 2");
    await go.click();
    assert.ok(loses([1, 1, 1], 2));
    assert.deepEqual((await history())[0], "Bạn: bốc 1 viên ở đống 2, đồng thời bốc 2 viên ở đống 3 → 1 1 1");
    assert.match(await game.locator(".moore-reason").textContent(), /^Mọi số dư mod 3 đều bằng 0 \(0\): máy đang thua\./);
    // The computer took one stone; the learner keeps answering with a move to a losing position.
    for (let turn = 0; turn < 10; turn++) {
      const now = await heapsNow();
      if (now.every((a) => a === 0)) break;
      const move = findLosingMove(now, 2);
      assert.ok(move, `a winning reply exists from ${now}`);
      await field.fill(move.map(([i, t]) => `${i + 1} ${t}`).join(", "));
      await go.click();
    }
    assert.equal(await game.locator(".moore-game-status").textContent(), "Hết sỏi. Bạn bốc viên cuối cùng nên bạn thắng!");

    // Undo takes back a whole turn: here only the learner's winning move, which got no answer.
    const moves = (await history()).length;
    await game.getByRole("button", { name: "Đi lại (hoàn tác)" }).click();
    assert.notDeepEqual(await heapsNow(), [0, 0, 0]);
    assert.equal((await history()).length, moves - 1);
    assert.match(await game.locator(".moore-game-status").textContent(), /^Lượt của bạn/);
    // The computer starts from a winning position and explains with the remainders.
    await game.getByLabel("Ai đi trước").selectOption("computer");
    await game.getByRole("button", { name: "Ván mới", exact: true }).click();
    assert.match(await game.locator(".moore-game-intro").textContent(), /máy đi trước\./);
    assert.equal(
      await game.locator(".moore-reason").textContent(),
      "Trước nước của máy, số dư mod 3 của các cột là 2, 2: chưa đều bằng 0. Máy bốc 1 viên ở đống 2 (2 → 1), đồng thời bốc 2 viên ở đống 3 (3 → 1), để mọi cột có số chữ số 1 chia hết cho 3.",
    );
    assert.deepEqual(await heapsNow(), [1, 1, 1]);
    await session.close();
  });

  test("screenshots at 375 px (phone) and 1280 px (desktop) with no horizontal scroll", async () => {
    const session = await openWidget(browser, "moore", SCREENS[0]);
    const { page } = session;
    const w = widget(page);
    await analyse(page, "6 3 5 4", 2);
    assert.deepEqual(await counter(page), { position: 0, total: 8 });
    await w.locator(".player-scrubber").fill("6");
    await w.getByLabel("Tự đoán số dư của mỗi cột").check();
    await w.locator(".moore-game").locator('input[name="move"]').fill("1 1");
    await w.locator(".moore-game").getByRole("button", { name: "Đi", exact: true }).click();
    for (const { name, width, height } of SCREENS) {
      await page.setViewportSize({ width, height });
      await w.scrollIntoViewIfNeeded();
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `${name}: the page scrolls sideways by ${overflow}px`);
      await screenshotAtRest(w, `${OUTPUT}moore-${width}.png`);
    }
    await session.close();
  });
});
