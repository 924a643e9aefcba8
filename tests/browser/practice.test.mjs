// Fill it yourself: the learner labels the W/L cells; each answer is checked at once, a first
// mistake gets a hint, a second one the full reason, and a new random game starts empty.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { launch, open, openWidget, OUTPUT, pageScrollWidth, screenshotAtRest, settledUrl, SITE } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const widget = (page) => page.locator(".practice-widget").first();
const letters = async (page) => (await widget(page).locator(".cell-value").allTextContents()).join("");
/** The indices of the row's cells marked `state` (`is-reading`: named by the hint on show). */
const cellsMarked = (w, state) => w.locator(`.cell.${state} .cell-index`).allTextContents();

test("a right answer, a wrong one with a hint, then the reason; score and a new game", async () => {
  const session = await open(browser, "win-lose.html#practice");
  const { page } = session;
  const w = widget(page);
  assert.equal(await w.locator(".practice-rules").textContent(), "Mỗi lượt bốc đúng s viên, s ∈ {1, 3, 4}; các ô 0 … 14.");
  assert.equal(await letters(page), "");
  assert.equal(await w.locator(".predict-question").textContent(), "Ô 0 là W hay L? (phím W / L)");

  await w.getByRole("button", { name: "Trả lời L (thua)" }).click();
  assert.equal(await w.locator(".predict-feedback").textContent(), "✓ Đúng: ô 0 là L.");
  assert.equal(await letters(page), "L");

  await w.getByRole("button", { name: "Trả lời L (thua)" }).click();
  assert.equal(
    await w.locator(".predict-feedback").textContent(),
    "✗ Chưa đúng. Gợi ý: từ ô 1 đi được tới 0. Trong các ô đó có ô L nào không?",
  );
  assert.equal(await letters(page), "L", "a wrong answer fills nothing");
  // While the hint is shown, the board marks the cell asked and the cells the hint names.
  assert.deepEqual(await cellsMarked(w, "is-current"), ["1"]);
  assert.deepEqual(await cellsMarked(w, "is-reading"), ["0"]);
  assert.equal(await w.locator(".cell.is-reading .cell-mark").textContent(), "○");
  await w.getByRole("button", { name: "Trả lời L (thua)" }).click();
  assert.equal(
    await w.locator(".predict-feedback").textContent(),
    "✗ Vẫn chưa đúng. Từ ô 1 đi được tới 0; ô 0 là L nên ô 1 là W: bốc 1 viên.",
  );
  assert.equal(await letters(page), "LW");
  assert.deepEqual(await cellsMarked(w, "is-reading"), [], "the reason replaces the hint, and its marks");
  assert.equal(await w.locator(".predict-score").textContent(), "Đúng ngay lần đầu: 1 / 2 ô");

  // The rest by keyboard, all right: the lesson's row.
  await w.locator(".predict-buttons button").first().focus();
  for (const letter of "LWWWWLWLWWWWL") await page.keyboard.press(letter.toLowerCase());
  assert.equal(await letters(page), "LWLWWWWLWLWWWWL");
  assert.equal(await w.locator(".predict-question").textContent(), "Xong cả bảng!");
  assert.equal(await w.locator(".predict-score").textContent(), "Đúng ngay lần đầu: 14 / 15 ô");
  await screenshotAtRest(w, `${OUTPUT}practice-done.png`);

  await w.getByRole("button", { name: "Bài mới (ngẫu nhiên)" }).click();
  assert.equal(await letters(page), "");
  assert.match(await w.locator(".practice-rules").textContent(), /^Mỗi lượt bốc đúng s viên, s ∈ \{[1-5](, [1-5]){1,2}\}; các ô 0 … (1[4-9]|20)\.$/);
  await session.close();
});

// ---------- Grundy values, typed: the lesson's instance S = {2, 3, 5}, n = 14 ----------

const gp = (page) => page.locator(".grundy-practice");
const values = async (w) => (await w.locator(".cell-value").allTextContents()).join("");
const fieldError = (w) => w.locator(".field-error");

test("grundy-practice: right, wrong with a hint naming the reachable values, then the reason; bad input; the whole row by keyboard", async () => {
  const session = await open(browser, "grundy.html#example");
  const { page } = session;
  const w = gp(page);
  await w.scrollIntoViewIfNeeded();
  assert.equal(await w.locator(".practice-rules").textContent(), "Mỗi lượt bốc đúng s viên, s ∈ {2, 3, 5}; điền g(0) … g(14).");
  assert.equal(await w.locator(".predict-question").textContent(), "g(0) bằng bao nhiêu? Gõ số rồi nhấn Enter.");
  const input = w.locator('input[name="answer"]');
  assert.equal(await w.getByLabel("g(0) =", { exact: true }).count(), 1);
  await input.focus();

  // Keyboard only from here: type, Enter.
  await page.keyboard.type("0");
  await page.keyboard.press("Enter");
  assert.equal(await w.locator(".predict-feedback").textContent(), "✓ Đúng: g(0) = 0.");
  for (const v of ["0", "1", "1"]) {
    await page.keyboard.type(v);
    await page.keyboard.press("Enter");
  }
  assert.equal(await values(w), "0011");

  // A wrong g(4): the hint names the cells reached and their Grundy values, and asks for the mex.
  await page.keyboard.type("1");
  await page.keyboard.press("Enter");
  assert.equal(
    await w.locator(".predict-feedback").textContent(),
    "✗ Chưa đúng. Gợi ý: từ 4 đi được tới 2, 1, có số Grundy lần lượt là 1, 0. g(4) = mex{0, 1}: số tự nhiên nhỏ nhất không có trong tập đó là số nào?",
  );
  assert.equal(await values(w), "0011", "a wrong answer fills nothing");
  assert.deepEqual(await cellsMarked(w, "is-reading"), ["1", "2"], "the cells the hint names are marked");
  assert.deepEqual(await cellsMarked(w, "is-current"), ["4"]);
  assert.equal(await w.locator(".predict-score").textContent(), "Đúng ngay lần đầu: 4 / 4 ô");

  // Bad input is explained at the field and is not a mistake.
  for (const [text, message] of [
    ["", "chưa có giá trị; ví dụ: 2."],
    ["abc", "“abc” không phải là số nguyên."],
    ["-1", "“-1” là số âm; số Grundy là một mex nên không bao giờ âm."],
    ["9".repeat(41), "“" + "9".repeat(24) + "…” quá lớn: mỗi ô chỉ đi được tới nhiều nhất 3 ô, nên g không vượt quá 3."],
  ]) {
    await input.fill(text);
    await page.keyboard.press("Enter");
    assert.equal(await fieldError(w).textContent(), message);
    assert.equal(await input.getAttribute("aria-invalid"), "true");
  }
  assert.match(await w.locator(".predict-feedback").textContent(), /^✗ Chưa đúng\. Gợi ý: từ 4/, "the hint stays");
  assert.deepEqual(await cellsMarked(w, "is-reading"), ["1", "2"], "and so do its marks");
  assert.equal(await values(w), "0011");

  // A second mistake on g(4) reveals it, with the reason.
  await input.fill("3");
  await page.keyboard.press("Enter");
  assert.equal(await fieldError(w).isHidden(), true, "a good number clears the field's message");
  assert.equal(
    await w.locator(".predict-feedback").textContent(),
    "✗ Vẫn chưa đúng. g(4) = mex{0, 1} = 2: 0, 1 đều có trong tập, còn 2 thì không.",
  );
  assert.equal(await values(w), "00112");
  assert.deepEqual(await cellsMarked(w, "is-reading"), []);
  assert.equal(await w.locator(".predict-score").textContent(), "Đúng ngay lần đầu: 4 / 5 ô");
  assert.equal(await w.locator(".cell.is-missed").count(), 1);

  // The rest, all right, by keyboard.
  for (const v of "2300112230") {
    await page.keyboard.type(v);
    await page.keyboard.press("Enter");
  }
  assert.equal(await values(w), "001122300112230");
  assert.equal(await w.locator(".predict-question").textContent(), "Xong cả bảng!");
  assert.equal(await w.locator(".predict-score").textContent(), "Đúng ngay lần đầu: 14 / 15 ô");
  assert.equal(
    await w.locator(".practice-summary").textContent(),
    "Các ô có g = 0: 0, 1, 7, 8, 14. Đó đúng là các thế thua (L) của trò chơi này.",
  );
  // Tab order: the new-game button stands with the instance, above the board; after it the
  // field and its button (now disabled) are skipped, and the next stop is the embed panel's.
  await w.locator(".practice-new").focus();
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.className), "btn embed-toggle");
  await page.keyboard.press("Shift+Tab");
  assert.equal(await page.evaluate(() => document.activeElement.textContent), "Bài mới (ngẫu nhiên)");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshotAtRest(w, `${OUTPUT}grundy-practice-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // A new random instance by keyboard (Enter on the focused button); its seed is in the URL.
  await page.keyboard.press("Enter");
  assert.equal(await values(w), "");
  const rules = await w.locator(".practice-rules").textContent();
  assert.match(rules, /^Mỗi lượt bốc đúng s viên, s ∈ \{[1-6](, [1-6]){1,2}\}; điền g\(0\) … g\((1[2-8])\)\.$/);
  const url = await settledUrl(page);
  const seed = new URL(url).hash.match(/gp-lesson\.seed=(\d+)/)?.[1];
  assert.ok(seed, `the URL holds the seed: ${url}`);
  assert.match(await w.locator(".practice-seed").textContent(), new RegExp(`^Mã đề ${seed}: `));
  await w.getByRole("button", { name: "Kiểm tra" }).click();
  assert.equal(await fieldError(w).textContent(), "chưa có giá trị; ví dụ: 2.");
  await session.close();

  // The shared link opens the same instance.
  const shared = await open(browser, url.slice(SITE.length));
  assert.equal(await gp(shared.page).locator(".practice-rules").textContent(), rules);
  await shared.close();
});

test("grundy-practice: random instances on the playground, in English", async () => {
  const session = await openWidget(browser, "grundy-practice", { lang: "en", hash: "gp.seed=4242" });
  const w = gp(session.page);
  const rules = await w.locator(".practice-rules").textContent();
  assert.match(rules, /^Each move takes exactly s stones, s ∈ \{[1-6](, [1-6]){1,2}\}; fill g\(0\) … g\(1[2-8]\)\.$/);
  assert.equal(await w.locator(".practice-seed").textContent(), "Instance 4242: the page's link opens this very instance.");
  await w.getByLabel("g(0) =", { exact: true }).fill("1");
  await w.getByLabel("g(0) =", { exact: true }).press("Enter");
  assert.equal(
    await w.locator(".predict-feedback").textContent(),
    "✗ Not yet. Hint: no move is possible from 0, so the set of reachable Grundy numbers is empty. What is the mex of the empty set?",
  );
  await session.close();
  const again = await openWidget(browser, "grundy-practice", { lang: "en", hash: "gp.seed=4242" });
  assert.equal(await gp(again.page).locator(".practice-rules").textContent(), rules);
  await again.close();
});

// ---------- The interval DP grid, typed: the lesson's row 3 9 1 2 8 ----------

const dpp = (page) => page.locator(".dp-practice");
const gridValues = async (w) => (await w.locator(".practice-dp-btn .practice-dp-value").allTextContents()).join(" ");

test("dp-practice: right, wrong with both candidates, any open cell, the reason; bad input; the answer sentence", async () => {
  const session = await open(browser, "score.html#interval-dp");
  const { page } = session;
  const w = dpp(page);
  await w.scrollIntoViewIfNeeded();
  assert.equal(await w.locator(".practice-rules").textContent(), "Dãy a = 3, 9, 1, 2, 8 (tổng S = 23), đánh số từ 0.");
  // Row by row: only the four cells of length 2 can be filled at first.
  assert.equal(await gridValues(w), "? · · · ? · · ? · ?");
  assert.equal(await w.locator(".predict-question").textContent(), "dp[0][1] (đoạn 3, 9) bằng bao nhiêu? Gõ số rồi nhấn Enter.");
  assert.equal(await w.locator(".practice-dp-btn.is-current").getAttribute("aria-label"), "dp[0][1]: đang hỏi ô này");

  const input = w.locator('input[name="answer"]');
  assert.equal(await w.getByLabel("dp[0][1] =", { exact: true }).count(), 1);
  await input.focus();
  await page.keyboard.type("6");
  await page.keyboard.press("Enter");
  assert.equal(await w.locator(".predict-feedback").textContent(), "✓ Đúng: dp[0][1] = 6.");
  assert.equal(await w.locator(".predict-question").textContent(), "dp[1][2] (đoạn 9, 1) bằng bao nhiêu? Gõ số rồi nhấn Enter.");

  // A wrong dp[1][2]: the hint shows both candidates with their numbers.
  await page.keyboard.type("10");
  await page.keyboard.press("Enter");
  assert.equal(
    await w.locator(".predict-feedback").textContent(),
    "✗ Chưa đúng. Gợi ý: lấy đầu trái thì hơn a[1] − dp[2][2] = 9 − 1 = 8; lấy đầu phải thì hơn a[2] − dp[1][1] = 1 − 9 = −8. dp[1][2] là số lớn hơn trong hai số đó.",
  );
  // The hint's cells and numbers are marked on the grid: dp[1][1] and dp[2][2], a[1] and a[2].
  assert.deepEqual(await w.locator(".practice-dp-cell.is-reading").allTextContents(), ["9", "1"]);
  assert.deepEqual(await w.locator("th.is-reading .practice-head-value").allTextContents(), ["9", "1"]);
  assert.equal(await w.locator(".practice-dp-btn.is-current").getAttribute("aria-label"), "dp[1][2]: đang hỏi ô này");
  // Bad input, not a mistake.
  for (const [text, message] of [
    ["", "chưa có giá trị; ví dụ: 11."],
    ["mười", "“mười” không phải là số nguyên."],
    ["1000", "“1000” quá xa: mọi ô của bảng này nằm giữa −23 và 23 (tổng trị tuyệt đối của dãy)."],
  ]) {
    await input.fill(text);
    await page.keyboard.press("Enter");
    assert.equal(await fieldError(w).textContent(), message);
  }
  await input.fill("8");
  await page.keyboard.press("Enter");
  assert.equal(await w.locator(".predict-feedback").textContent(), "✓ Đúng: dp[1][2] = 8.");
  assert.equal(await w.locator(".is-reading").count(), 0, "no marks once the hint is gone");
  assert.equal(await w.locator(".predict-score").textContent(), "Đúng ngay lần đầu: 1 / 2 ô");

  // dp[0][2] is open now (both its cells are known): choose it out of order, by keyboard.
  const cell02 = w.getByRole("button", { name: "dp[0][2]: chọn để điền ô này" });
  assert.equal(await w.getByRole("button", { name: "dp[1][3]: cần điền các ô ngắn hơn trước" }).isDisabled(), true);
  await cell02.focus();
  await page.keyboard.press("Enter");
  assert.equal(await page.evaluate(() => document.activeElement.tagName), "INPUT", "choosing a cell moves to the field");
  assert.equal(await w.locator(".predict-question").textContent(), "dp[0][2] (đoạn 3, 9, 1) bằng bao nhiêu? Gõ số rồi nhấn Enter.");
  await page.keyboard.type("-5");
  await page.keyboard.press("Enter");
  assert.equal(await w.locator(".predict-feedback").textContent(), "✓ Đúng: dp[0][2] = −5.");
  // Back to the suggested order: dp[2][3]. Two mistakes reveal it with the solver's reason.
  assert.equal(await w.locator(".predict-question").textContent(), "dp[2][3] (đoạn 1, 2) bằng bao nhiêu? Gõ số rồi nhấn Enter.");
  await page.keyboard.type("-1");
  await page.keyboard.press("Enter");
  await page.keyboard.type("0");
  await page.keyboard.press("Enter");
  const reason = await w.locator(".predict-feedback").textContent();
  assert.match(reason, /^✗ Vẫn chưa đúng\. Đoạn \[2, 3\]: .*dp\[2\]\[3\] = 1\.$/);
  assert.equal(await gridValues(w), "6 −5 · · 8 ? · 1 · ?");
  assert.equal(await w.locator(".practice-dp-btn.is-missed").count(), 1);

  for (const v of ["6", "8", "7", "7", "2", "1"]) {
    await page.keyboard.type(v);
    await page.keyboard.press("Enter");
  }
  assert.equal(await gridValues(w), "6 −5 7 1 8 8 2 1 7 6");
  assert.equal(await w.locator(".predict-question").textContent(), "Xong cả bảng!");
  assert.equal(await w.locator(".predict-score").textContent(), "Đúng ngay lần đầu: 8 / 10 ô");
  assert.equal(
    await w.locator(".practice-summary").textContent(),
    "Xong! dp[0][4] = 1 là hiệu số của người đi trước trừ người đi sau. Với S = 23, người đi trước được (23 + 1) / 2 = 12 điểm, người đi sau được (23 − 1) / 2 = 11 điểm.",
  );
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const scroll = await pageScrollWidth(page);
    assert.ok(scroll <= width, `no horizontal page scroll at ${width}px (${scroll})`);
    await screenshotAtRest(w, `${OUTPUT}dp-practice-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // A new random row; its seed in the URL opens the same row again.
  await w.getByRole("button", { name: "Bài mới (ngẫu nhiên)" }).click();
  const rules = await w.locator(".practice-rules").textContent();
  assert.match(rules, /^Dãy a = \d+(, \d+){3,5} \(tổng S = \d+\), đánh số từ 0\.$/);
  assert.equal((await gridValues(w)).replace(/[^?]/g, "").length, (await w.locator(".practice-head-value").count()) - 1);
  const url = await settledUrl(page);
  assert.match(url, /dpp-lesson\.seed=\d+/);
  await session.close();
  const shared = await open(browser, url.slice(SITE.length));
  assert.equal(await dpp(shared.page).locator(".practice-rules").textContent(), rules);
  await shared.close();
});

test("dp-practice: English on the playground", async () => {
  const session = await openWidget(browser, "dp-practice", { lang: "en", hash: "dpp.seed=99" });
  const w = dpp(session.page);
  assert.match(await w.locator(".practice-rules").textContent(), /^Row a = \d+(, \d+){3,5} \(total S = \d+\), numbered from 0\.$/);
  assert.match(await w.locator(".predict-question").textContent(), /^What is dp\[0\]\[1\] \(segment \d+, \d+\)\? Type a number and press Enter\.$/);
  await w.getByLabel("dp[0][1] =", { exact: true }).fill("x");
  await w.getByLabel("dp[0][1] =", { exact: true }).press("Enter");
  assert.equal(await fieldError(w).textContent(), "“x” is not a whole number.");
  assert.equal(await w.locator(".predict-score").textContent(), "Right at the first try: 0 of 0 cells");
  await session.close();
});
