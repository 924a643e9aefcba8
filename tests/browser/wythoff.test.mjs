// The Wythoff board widget, driven as a learner would: read the P squares, step the mex
// construction, select squares, play the computer, analyse huge positions, predict, type bad
// input, use only the keyboard. Any console error or wasm panic fails the test.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, open, openWidget, OUTPUT, remountListeners, SCREENS, screenshotAtRest, settledUrl, SITE } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const widget = (page) => page.locator(".wythoff-widget").first();
const square = (page, x, y) => widget(page).locator(`.wy-square[data-x="${x}"][data-y="${y}"]`);
const forward = (page) => widget(page).getByRole("button", { name: /Tiến một bước|Step forward/ });
const back = (page) => widget(page).getByRole("button", { name: /Lùi một bước|Step back/ });

/** The squares carrying a class, as "x,y" strings sorted. */
async function squares(page, cls) {
  const list = await widget(page)
    .locator(`.wy-square.${cls}`)
    .evaluateAll((els) => els.map((e) => `${e.dataset.x},${e.dataset.y}`));
  return list.sort();
}

/** The P squares, checked to carry the letter P (colour is never the only signal). */
async function pSquares(page) {
  const letters = await widget(page).locator(".wy-square.is-p .wy-letter").allTextContents();
  assert.ok(letters.every((l) => l === "P"), "every P square is lettered P");
  return squares(page, "is-p");
}

const sorted = (pairs) => pairs.map(([x, y]) => `${x},${y}`).sort();
// OEIS A000201 / A001950: (a_k, b_k) = (1, 2), (3, 5), (4, 7), (6, 10); both orders on the board.
const P_ON_12 = sorted([[0, 0], [1, 2], [2, 1], [3, 5], [5, 3], [4, 7], [7, 4], [6, 10], [10, 6]]);

async function counter(page) {
  const text = await widget(page).locator(".player-counter").textContent();
  const [, position, total] = text.match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
}

async function setSize(page, size) {
  const w = widget(page);
  await w.locator('input[name="size"]').fill(String(size));
  await w.getByRole("button", { name: /Vẽ bàn cờ|Draw board/ }).click();
}

/** The solver's own answer, from its JS API served next to the site. */
async function solver(page, heaps) {
  return page.evaluate(
    async ({ url, heaps }) => {
      const api = await import(url);
      await api.default();
      return api.analyze({ game: "wythoff", heaps });
    },
    { url: new URL("solver/nimlab_solver.js", SITE).href, heaps },
  );
}

function target([a, b], move) {
  const t = BigInt(move.take);
  const [x, y] = [BigInt(a), BigInt(b)];
  if (move.from === "a") return [x - t, y];
  if (move.from === "b") return [x, y - t];
  return [x - t, y - t];
}

describe("Wythoff board widget", () => {
  test("at rest the board shows the P squares of OEIS A000201/A001950, lettered", async () => {
    const session = await openWidget(browser, "wythoff");
    const { page } = session;
    assert.deepEqual(await pSquares(page), P_ON_12);
    const w = widget(page);
    assert.equal(await w.locator(".wy-square").count(), 144);
    assert.equal(await w.locator(".wy-square.is-n").count(), 144 - 9, "every other square is N");
    assert.equal(
      await w.locator(".summary").textContent(),
      "Xong: trên bàn 12 × 12, các ô P là (0, 0), (1, 2), (2, 1), (3, 5), (5, 3), (4, 7), (7, 4), (6, 10), (10, 6); mọi ô khác là N. Cặp tiếp theo (a_5, b_5) = (8, 13) đã nằm ngoài bàn.",
    );
    assert.equal(await square(page, 4, 6).getAttribute("aria-label"), "(4, 6), N, thắng");
    await session.close();
  });

  test("stepping builds the pairs by mex; back and the scrubber redraw any step", async () => {
    const session = await openWidget(browser, "wythoff");
    const { page } = session;
    const w = widget(page);
    await w.getByRole("button", { name: "Về đầu" }).click();
    assert.deepEqual(await pSquares(page), []);
    assert.equal(await w.locator(".wy-square.is-n").count(), 0);
    await forward(page).click();
    assert.deepEqual(await pSquares(page), ["0,0"]);
    assert.equal(await w.locator(".wy-square.is-new-n").count(), 33, "row, column and diagonal of (0, 0)");
    await forward(page).click();
    assert.equal(await w.locator(".step-sentence").textContent(), "k = 1: số 0 đã thuộc một cặp trước, thử số tiếp theo.");
    assert.equal(await w.locator(".wy-number.is-probe .wy-number-tag").textContent(), "✗");
    await forward(page).click();
    assert.equal(await w.locator(".wy-number.is-probe .wy-number-tag").textContent(), "mex");
    await forward(page).click();
    assert.equal(
      await w.locator(".step-sentence").textContent(),
      "Cặp thứ 1: a = 1, b = a + 1 = 2. Đánh dấu 1 và 2 đã dùng. Trên bàn cờ: hai ô P mới (1, 2) và (2, 1); 52 ô gạch chéo vừa thành N vì một nước đi tới được một trong hai ô đó.",
    );
    assert.deepEqual(await squares(page, "is-new-p"), ["1,2", "2,1"]);
    assert.equal(await w.locator(".wy-square.is-new-n").count(), 52);
    assert.ok((await square(page, 1, 5).getAttribute("class")).includes("is-new-n"), "(1, 5) moves down to (1, 2)");
    assert.deepEqual(await w.locator(".wy-number.is-used .wy-number-tag").allTextContents(), ["a0", "a1", "b1"]);

    await w.getByRole("button", { name: "Tới cuối" }).click();
    const { total } = await counter(page);
    assert.equal(total, 15);
    assert.deepEqual(await pSquares(page), P_ON_12);
    await back(page).click();
    assert.deepEqual(await pSquares(page), P_ON_12.filter((s) => s !== "6,10" && s !== "10,6"));
    assert.equal(await w.locator(".wy-square.is-new-n").count(), 0);

    await w.getByRole("slider", { name: "Bước" }).fill("8");
    assert.equal((await counter(page)).position, 8);
    assert.deepEqual(await pSquares(page), sorted([[0, 0], [1, 2], [2, 1], [3, 5], [5, 3]]));
    assert.match(await w.locator(".step-sentence").textContent(), /^Cặp thứ 2: a = 3, b = a \+ 2 = 5\./);
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /used\[a\] = used\[b\] = true/);
    await session.close();
  });

  test("selecting (4, 6) lists its 14 moves and stars the solver's winning move", async () => {
    const session = await openWidget(browser, "wythoff");
    const { page } = session;
    const w = widget(page);
    await square(page, 4, 6).click();
    const moves = await w.locator(".wy-move").allTextContents();
    assert.equal(moves.length, 4 + 6 + 4);
    const api = await solver(page, [4, 6]);
    assert.equal(api.outcome, "N");
    const winning = api.winningMoves.map((m) => target([4, 6], m)).map(([x, y]) => `(${x}, ${y})`);
    assert.deepEqual(winning, ["(3, 5)"]);
    assert.deepEqual(await w.locator(".wy-move.is-winning").allTextContents(), winning.map((t) => `★ ${t}`));
    assert.deepEqual(await squares(page, "is-winning"), ["3,5"]);
    assert.equal(await w.locator(".wy-square.is-target").count(), 14);
    assert.equal(
      await w.locator(".wy-info").textContent(),
      "Ô (4, 6): N (người đến lượt thắng). Có 14 nước đi; nước thắng (★) tới (3, 5):",
    );
    assert.equal(await w.locator('input[name="start"]').inputValue(), "4 6", "the selection is offered as a start");

    await square(page, 3, 5).click();
    assert.match(await w.locator(".wy-info").textContent(), /^Ô \(3, 5\): P \(người đến lượt thua\)\. Có 11 nước đi, không nước nào tới ô P:/);
    assert.equal(await w.locator(".wy-move.is-winning").count(), 0);
    await session.close();
  });

  test("a full game: the learner plays the winning moves from (4, 6) and wins", async () => {
    const session = await openWidget(browser, "wythoff");
    const { page } = session;
    const w = widget(page);
    await w.locator('input[name="start"]').fill("4 6");
    await w.getByRole("button", { name: "Ván mới" }).click();
    assert.deepEqual(await squares(page, "is-queen"), ["4,6"]);
    let position = [4, 6];
    for (let turn = 0; turn < 20; turn++) {
      const api = await solver(page, position);
      assert.equal(api.outcome, "N", "the learner always faces an N square");
      const [x, y] = target(position, api.winningMoves[0]);
      await square(page, x, y).click();
      const status = await w.locator(".wy-game-status").textContent();
      if (status.includes("bạn thắng")) break;
      const queen = await squares(page, "is-queen");
      assert.equal(queen.length, 1);
      position = queen[0].split(",").map(Number);
    }
    assert.equal(
      await w.locator(".wy-game-status").textContent(),
      "Hậu đã vào góc (0, 0) sau nước đi của bạn: bạn thắng!",
    );
    assert.deepEqual(await squares(page, "is-queen"), ["0,0"]);
    const history = await w.locator(".wy-history li").allTextContents();
    assert.equal(history[0], "Bạn: (4, 6) → (3, 5) (tới ô P)");
    assert.match(history.at(-1), /^Bạn: .* → \(0, 0\) \(tới ô P\)$/);
    await session.close();
  });

  test("from an N start the computer moves first and wins; illegal moves are explained; undo", async () => {
    const session = await openWidget(browser, "wythoff");
    const { page } = session;
    const w = widget(page);
    // (7, 7): the diagonal wins at once, the fastest of its winning moves.
    await w.locator('input[name="start"]').fill("7 7");
    await w.getByLabel("Ai đi trước").selectOption("computer");
    await w.getByRole("button", { name: "Ván mới" }).click();
    assert.deepEqual(await squares(page, "is-queen"), ["0,0"]);
    // (5, 9): its only winning move is 9 → 3 on the second pile, to the pair (3, 5).
    await w.locator('input[name="start"]').fill("5 9");
    await w.getByRole("button", { name: "Ván mới" }).click();
    assert.deepEqual(await squares(page, "is-queen"), ["5,3"]);
    // The shared play panel: the computer's move and its reason, then whose turn it is.
    assert.match(await w.locator(".wy-reason-text").textContent(), /^Máy đi \(5, 9\) → \(5, 3\): đó là cặp thua \(a_2, b_2\)/);
    assert.match(await w.locator(".wy-game-status").textContent(), /^Lượt của bạn \(ai đưa hậu vào góc \(0, 0\) thì thắng\): bấm một ô ○/);

    // An illegal click gets a reason at the move field and under the board.
    await square(page, 2, 1).click();
    const error = w.locator(".field-move .field-error");
    assert.equal(await error.textContent(), "(2, 1) không cùng hàng, cùng cột hay cùng đường chéo với (5, 3).");
    assert.equal(await w.locator(".wy-info").textContent(), "(2, 1) không cùng hàng, cùng cột hay cùng đường chéo với (5, 3).");
    await w.locator('input[name="move"]').fill("5 7");
    await w.getByRole("button", { name: "Đi", exact: true }).click();
    assert.match(await error.textContent(), /hậu chỉ đi sang trái, xuống dưới hoặc chéo xuống trái/);
    await w.locator('input[name="move"]').fill("4 40");
    await w.getByRole("button", { name: "Đi", exact: true }).click();
    assert.equal(await error.textContent(), "ô (4, 40) nằm ngoài bàn cờ 12 × 12; mỗi toạ độ từ 0 đến 11.");
    assert.deepEqual(await squares(page, "is-queen"), ["5,3"], "nothing moved");

    // The learner always takes one square down; the computer answers with winning moves.
    for (let turn = 0; turn < 20; turn++) {
      const status = await w.locator(".wy-game-status").textContent();
      if (status.startsWith("Máy đưa hậu vào góc")) break;
      const [x, y] = (await squares(page, "is-queen"))[0].split(",").map(Number);
      const move = y > 0 ? `${x} ${y - 1}` : `${x - 1} ${y}`;
      await w.locator('input[name="move"]').fill(move);
      await w.getByRole("button", { name: "Đi", exact: true }).click();
    }
    assert.equal(
      await w.locator(".wy-game-status").textContent(),
      "Máy đưa hậu vào góc (0, 0): máy thắng. Bấm “Đi lại” để thử cách khác.",
    );
    const moves = await w.locator(".wy-history li").count();
    await w.getByRole("button", { name: "Đi lại" }).click();
    assert.equal(await w.locator(".wy-history li").count(), moves - 2, "undo takes back the learner's move and the reply");
    assert.match(await w.locator(".wy-game-status").textContent(), /^Lượt của bạn/);
    await session.close();
  });

  test("the analysis field answers exactly for piles of 10^18", async () => {
    const session = await openWidget(browser, "wythoff");
    const { page } = session;
    const w = widget(page);
    const field = w.locator('input[name="position"]');
    const analyse = w.getByRole("button", { name: "Phân tích" });

    await field.fill("1000000000000000000 1000000000000000000");
    await analyse.click();
    const heaps = ["1000000000000000000", "1000000000000000000"];
    const api = await solver(page, heaps);
    const lines = await w.locator(".wy-analysis-moves li").allTextContents();
    assert.equal(await w.locator(".wy-verdict").textContent(), `(1000000000000000000, 1000000000000000000) là N (người đến lượt thắng), với ${api.winningMoves.length} nước thắng:`);
    assert.equal(lines.length, api.winningMoves.length);
    api.winningMoves.forEach((m, i) => {
      const [x, y] = target(heaps, m);
      assert.ok(lines[i].includes(`Bốc ${m.take} viên`), lines[i]);
      assert.ok(lines[i].includes(`→ (${x}, ${y})`), lines[i]);
    });
    assert.equal(
      lines.at(-1),
      "Bốc 1000000000000000000 viên ở cả hai đống → (0, 0): hiệu hai đống vẫn là 0, và cặp thua có hiệu 0 là (a_0, b_0) = (0, 0).",
    );

    // ⌊10^18 φ⌋ and ⌊10^18 φ²⌋: the pair k = 10^18.
    await field.fill("2618033988749894848 1618033988749894848");
    await analyse.click();
    assert.equal(
      await w.locator(".wy-verdict").textContent(),
      "(2618033988749894848, 1618033988749894848) là P (người đến lượt thua): đó là cặp thua (a_k, b_k) = (1618033988749894848, 2618033988749894848) với k = 1000000000000000000, nên mọi nước đi đều tới một ô N.",
    );
    assert.equal(await w.locator(".wy-analysis-moves li").count(), 0);

    await field.fill("1000000000000000000000000000000 5");
    await analyse.click();
    assert.equal(await w.locator(".field-position .field-error").textContent(), "“1000000000000000000000000000000” quá lớn; lớn nhất là 18446744073709551615.");
    assert.match(await w.locator(".wy-verdict").textContent(), /^\(2618033988749894848, 1618033988749894848\) là P/, "the last answer stays");
    await session.close();
  });

  test("bad sizes get a message at the field and the old board stays", async () => {
    const session = await openWidget(browser, "wythoff");
    const { page } = session;
    const w = widget(page);
    const cases = [
      ["0", "“0” quá nhỏ; nhỏ nhất là 2."],
      ["-3", "“-3” là số âm; bàn cờ cần từ 2 đến 30 ô mỗi cạnh."],
      ["abc", "“abc” không phải là số nguyên."],
      ["31", "“31” quá lớn; lớn nhất là 30."],
      ["1000000000000000000000000000000", "quá lớn; lớn nhất là 30."],
      ["<img src=x onerror=alert(1)>", "“<img src=x onerror=alert…” không phải là số nguyên."],
      ["", "chưa có giá trị; ví dụ: 12."],
    ];
    for (const [size, message] of cases) {
      await setSize(page, size);
      const error = w.locator(".field-size .field-error");
      assert.ok(await error.isVisible(), `no message for ${size}`);
      assert.ok((await error.textContent()).endsWith(message), `${await error.textContent()} ≠ ${message}`);
      assert.equal(await w.locator('.field-size input').getAttribute("aria-invalid"), "true");
      assert.deepEqual(await pSquares(page), P_ON_12, "the last good board stays");
      assert.equal(await page.locator("img").count(), 0);
    }
    await setSize(page, 30);
    assert.equal(await w.locator(".field-error:visible").count(), 0);
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.equal(await w.locator(".wy-square").count(), 900);
    assert.equal((await pSquares(page)).length, 1 + 2 * 11);
    await session.close();
  });

  test("hostile values in the URL fragment are refused at their fields", async () => {
    const session = await openWidget(browser, "wythoff", {
      hash: "wy.size=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&wy.cell=%3Cb%3Ex&wy.pos=-1,2&wy.step=99999",
    });
    const { page } = session;
    const w = widget(page);
    assert.equal(await w.locator(".field-size .field-error").textContent(), "“<img src=x onerror=alert…” không phải là số nguyên.");
    assert.equal(await w.locator(".field-start .field-error").textContent(), "“<b>x” không phải là số nguyên.");
    assert.equal(await w.locator(".field-position .field-error").textContent(), "“-1” là số âm; nhỏ nhất là 0.");
    assert.deepEqual(await pSquares(page), P_ON_12, "the default board is drawn");
    assert.equal(await page.locator("img, b").count(), 0);
    await session.close();
  });

  test("keyboard only: arrows move the cursor (not the player), Enter selects, a game is played", async () => {
    const session = await openWidget(browser, "wythoff");
    const { page } = session;
    const w = widget(page);
    const board = w.locator(".wy-board");
    // The board is the next stop after the form's last control.
    await w.getByLabel("Tự đoán trước mỗi cặp").focus();
    await page.keyboard.press("Tab");
    assert.ok(await board.evaluate((el) => el === document.activeElement), "Tab reaches the board");
    const before = await counter(page);
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowUp");
    assert.deepEqual(await counter(page), before, "arrow keys on the board do not step the player");
    const active = await board.getAttribute("aria-activedescendant");
    assert.equal(await page.locator(`#${active}`).getAttribute("data-x"), "4");
    assert.equal(await page.locator(`#${active}`).getAttribute("data-y"), "6");
    await page.keyboard.press("Enter");
    assert.match(await w.locator(".wy-info").textContent(), /^Ô \(4, 6\): N/);

    // Tab to the game form and start from the selected square.
    await w.locator('input[name="start"]').focus();
    await page.keyboard.press("Enter");
    assert.deepEqual(await squares(page, "is-queen"), ["4,6"]);
    // Back on the board: the cursor stands on the queen; down-left once reaches (3, 5).
    await board.focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    assert.equal((await w.locator(".wy-history li").first().textContent()), "Bạn: (4, 6) → (3, 5) (tới ô P)");
    await session.close();
  });

  test("predict mode asks for each pair before building it and keeps score", async () => {
    const session = await openWidget(browser, "wythoff");
    const { page } = session;
    const w = widget(page);
    await w.getByLabel("Tự đoán trước mỗi cặp").check();
    assert.equal((await counter(page)).position, 0, "predict mode starts the questions at step 0");
    await forward(page).click(); // (0, 0) is given
    await forward(page).click();
    assert.equal((await counter(page)).position, 1, "the player waits for the guess");
    assert.match(await w.locator(".predict-question").textContent(), /^Cặp thứ 1: a_1 là số nào\?/);
    await w.locator('input[name="guess"]').fill("x");
    await w.getByRole("button", { name: "Kiểm tra" }).click();
    assert.equal(await w.locator(".field-guess .field-error").textContent(), "“x” không phải là số nguyên.");
    await w.locator('input[name="guess"]').fill("1");
    await w.getByRole("button", { name: "Kiểm tra" }).click();
    assert.equal((await counter(page)).position, 2);
    // The verdict shows at once after the answer (the shared predict panel).
    assert.equal(await w.locator(".predict-feedback").textContent(), "✓ Bạn đoán 1: đúng!");
    for (let i = 0; i < 6 && !/^Cặp thứ 2/.test(await w.locator(".predict-question").textContent()); i++) {
      await forward(page).click();
    }
    assert.match(await w.locator(".predict-question").textContent(), /^Cặp thứ 2/);
    assert.equal((await counter(page)).position, 4, "the player waits before round 2's first probe");
    await square(page, 2, 4).click(); // a wrong square
    assert.equal((await counter(page)).position, 5);
    assert.equal(await w.locator(".predict-feedback").textContent(), "✗ Bạn đoán (2, 4), nhưng cặp thứ 2 là (3, 5).");
    assert.equal(await w.locator(".predict-score").textContent(), "Đoán đúng 1 / 2 cặp");
    await session.close();
  });

  test("the stdin box takes the program's n and redraws a board that holds n pairs", async () => {
    const session = await openWidget(browser, "wythoff");
    const { page } = session;
    const w = widget(page);
    assert.equal(await w.locator(".code-stdin").inputValue(), "4");
    await w.locator(".code-stdin").fill("6");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(await w.locator('input[name="size"]').inputValue(), "16");
    await w.getByRole("button", { name: "Tới cuối" }).click();
    assert.equal((await pSquares(page)).length, 13);
    await w.locator(".code-stdin").fill("12");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(await w.locator(".code-side .field-error").textContent(), "Số cặp n: “12” quá lớn; lớn nhất là 11.");
    assert.equal((await pSquares(page)).length, 13, "a refused stdin keeps the board");
    await session.close();
  });

  test("a shared link opens the same board, selection, analysis and step", async () => {
    const session = await openWidget(browser, "wythoff");
    const { page } = session;
    const w = widget(page);
    await setSize(page, 14);
    for (let i = 0; i < 8; i++) await forward(page).click();
    await square(page, 5, 2).click();
    const shared = await settledUrl(page);
    assert.match(shared, /wy\.size=14.*wy\.cell=5%2C2.*wy\.step=8/);
    const before = await pSquares(page);
    await session.close();

    const again = await openWidget(browser, "wythoff", { hash: shared.slice(shared.indexOf("#")) });
    assert.equal((await counter(again.page)).position, 8);
    assert.deepEqual(await pSquares(again.page), before);
    assert.match(await widget(again.page).locator(".wy-info").textContent(), /^Ô \(5, 2\): N/);
    await again.close();
  });

  test("English relabels the widget; the lesson page holds two boards with their own state", async () => {
    const session = await openWidget(browser, "wythoff", { lang: "en" });
    const w = widget(session.page);
    assert.equal(await w.locator(".widget-title").textContent(), "Wythoff's queen on a board");
    await square(session.page, 4, 6).click();
    assert.equal(
      await w.locator(".wy-info").textContent(),
      "Square (4, 6): N (the player to move wins). It has 14 moves; the winning ones (★) go to (3, 5):",
    );
    await session.close();

    const lesson = await open(browser, "wythoff.html#losing");
    const boards = lesson.page.locator(".wythoff-widget");
    assert.equal(await boards.count(), 2);
    // The second board asks for each pair first, so it opens at step 0; one step is its own state.
    assert.ok(await boards.nth(1).getByRole("button", { name: "Về đầu" }).isDisabled());
    await boards.nth(1).getByRole("button", { name: "Tiến một bước" }).click();
    assert.match(await settledUrl(lesson.page), /wy-mex\.step=1/);
    assert.equal(await boards.nth(0).locator(".wy-square.is-p").count(), 9, "the first board keeps its picture");
    await lesson.close();
  });

  test("mounting and unmounting 30 times leaves no listener behind", async () => {
    const session = await openWidget(browser, "wythoff");
    const { page } = session;
    const counts = await remountListeners(page, "wythoff");
    assert.equal(counts.after, counts.before);
    assert.ok(counts.unmounted < counts.before, "unmounting releases the widget's listeners");
    assert.ok(counts.ready);
    await square(page, 4, 6).click();
    assert.match(await widget(page).locator(".wy-info").textContent(), /^Ô \(4, 6\): N/, "the remounted widget works");
    await session.close();
  });

  test("screenshots at 375 px (phone) and 1280 px (desktop) with no horizontal scroll", async () => {
    const session = await openWidget(browser, "wythoff", SCREENS[0]);
    const { page } = session;
    await square(page, 4, 6).click();
    for (const { name, width, height } of SCREENS) {
      await page.setViewportSize({ width, height });
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `${name}: the page scrolls sideways by ${overflow}px`);
      await screenshotAtRest(widget(page), `${OUTPUT}wythoff-${width}.png`);
    }
    await session.close();
  });
});
