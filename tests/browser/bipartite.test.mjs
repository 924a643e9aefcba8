// The bipartite-graph widget, driven as a learner would: type a graph, step through Kuhn's
// searches and the W/L verdicts, scrub, predict, run the stdin box, share a link, play the
// computer (losing from a W start it opens, winning by following the hints), make mistakes,
// use only the keyboard. Any console error fails the test.
//
// Answers worked out by hand (vertices L1.., R1..; an edge "l-r"; Kuhn tries L1, L2, … in turn,
// each neighbour list in the order typed):
// - Path L1–R1–L2–R2 (2, 2, "1-1, 2-1, 2-2"): L1 takes the free R1; L2 finds R1 taken, then the
//   free R2. Matching {L1–R1, L2–R2}, size 2, perfect, so every vertex is W.
// - Star R1–{L1, L2, L3} (3, 1, "1-1, 2-1, 3-1"): L1 takes R1; L2 and L3 find no path. Size 1.
//   R1 is in every maximum matching (W); each Li is left free by the matching {Lj–R1}, j ≠ i (L).
// - "1-1, 1-2, 2-1" on 2 + 2: L1 takes R1; L2 needs the augmenting path L2–R1–L1–R2, which
//   flips to {L1–R2, L2–R1}: perfect, every vertex W.
// - The playground's graph (3, 3, "1-1, 1-2, 2-1, 3-2"): L1–R1, then L2–R1–L1–R2 flips to
//   {L1–R2, L2–R1}; L3 (R2 taken by L1, R1 by L2) finds none. Size 2. L3 is free; the paths
//   L3–R2–L1 and L3–R2–L1–R1–L2 free L1 and L2, so every left vertex is L. R3 has no edge: free,
//   L. On the right only R3 is free and it has no neighbour, so no alternating path starts
//   there: R1 and R2 are in every maximum matching (W).

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, openWidget, OUTPUT, SCREENS, screenshotAtRest, settledUrl, SITE } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const widget = (page) => page.locator(".bipartite-widget").first();
const mainSvg = (page) => widget(page).locator(".bipartite-main-svg");
const gameSvg = (page) => widget(page).locator(".bipartite-game-svg");

/** The badge beside every vertex of the main picture, as { L1: "W", R3: "", … }. */
async function labels(page) {
  return Object.fromEntries(
    await mainSvg(page)
      .locator("[data-vertex]")
      .evaluateAll((gs) => gs.map((g) => [g.dataset.vertex, g.querySelector(".bipartite-badge").textContent])),
  );
}

/** Every shape of the main picture with its states (sorted) and text, to compare pictures. */
async function picture(page) {
  return mainSvg(page).evaluate((svg) =>
    [...svg.querySelectorAll("[data-vertex], [data-edge]")].map((g) => ({
      name: g.dataset.vertex ?? g.dataset.edge,
      states: [...g.classList].sort().join(" "),
      text: g.textContent,
    })),
  );
}

/** The matched edges drawn (thick, with a diamond), as "L1-R2" names. */
async function matchedEdges(page) {
  return mainSvg(page)
    .locator(".bipartite-edge.is-matched")
    .evaluateAll((gs) => gs.map((g) => g.dataset.edge).sort());
}

async function counter(page) {
  const text = await widget(page).locator(".player-counter").textContent();
  const [, position, total] = text.match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
}

async function analyse(page, left, right, edges) {
  const w = widget(page);
  await w.locator('input[name="left"]').fill(String(left));
  await w.locator('input[name="right"]').fill(String(right));
  await w.locator('input[name="edges"]').fill(edges);
  await w.getByRole("button", { name: /Phân tích|Analyse/ }).click();
}

const sentence = (page) => widget(page).locator(".step-sentence").textContent();
const forward = (page) => widget(page).getByRole("button", { name: /Tiến một bước|Step forward/ });
const back = (page) => widget(page).getByRole("button", { name: /Lùi một bước|Step back/ });
const toEnd = (page) => widget(page).getByRole("button", { name: /Tới cuối|To the end/ });
const status = (page) => widget(page).locator(".bipartite-game-status").textContent();
const reason = (page) => widget(page).locator(".bipartite-reason-text").textContent();
const YOUR_TURN = "Lượt của bạn (ai không đi được thì thua): bấm một đỉnh kề chưa đi qua (○), hoặc gõ tên đỉnh.";

const DEFAULT_LABELS = { L1: "L", L2: "L", L3: "L", R1: "W", R2: "W", R3: "L" };

async function newGame(page, start, first) {
  const w = widget(page);
  await w.locator("select.bipartite-start").selectOption(start);
  await w.locator("select.bipartite-first").selectOption(first);
  await w.getByRole("button", { name: /Ván mới|New game/ }).click();
}

const moveButton = (page, name) =>
  widget(page).getByRole("button", { name: `Đẩy quân tới ${name}`, exact: true });

describe("bipartite widget", () => {
  test("at rest: the playground graph with its final matching and every label", async () => {
    const session = await openWidget(browser, "bipartite");
    const { page } = session;
    const w = widget(page);
    assert.deepEqual(await labels(page), DEFAULT_LABELS);
    assert.deepEqual(await matchedEdges(page), ["L1-R2", "L2-R1"]);
    assert.equal(
      await w.locator(".bipartite-matching").textContent(),
      "Cặp ghép cực đại có 2 cạnh: L1–R2, L2–R1.",
    );
    assert.match(await w.locator(".bipartite-summary").textContent(), /^W \(người đến lượt thắng\): R1, R2\. L \(người đến lượt thua\): L1, L2, L3, R3\./);
    // Each matched edge carries its diamond; the others do not show one.
    assert.equal(await mainSvg(page).locator(".bipartite-edge.is-matched .bipartite-diamond:visible").count(), 2);
    assert.equal(await mainSvg(page).locator(".bipartite-edge:not(.is-matched) .bipartite-diamond:visible").count(), 0);
    await session.close();
  });

  test("a path, a star and an augmenting path: sizes and labels read from the screen", async () => {
    const session = await openWidget(browser, "bipartite");
    const { page } = session;
    const w = widget(page);

    await analyse(page, 2, 2, "1-1, 2-1, 2-2");
    await toEnd(page).click();
    assert.deepEqual(await matchedEdges(page), ["L1-R1", "L2-R2"]);
    assert.deepEqual(await labels(page), { L1: "W", L2: "W", R1: "W", R2: "W" });
    assert.match(await w.locator(".bipartite-summary").textContent(), /Cặp ghép hoàn hảo/);

    await analyse(page, 3, 1, "1-1, 2-1, 3-1");
    await toEnd(page).click();
    assert.equal(await w.locator(".bipartite-matching").textContent(), "Cặp ghép cực đại có 1 cạnh: L1–R1.");
    assert.deepEqual(await labels(page), { L1: "L", L2: "L", L3: "L", R1: "W" });

    await analyse(page, 2, 2, "1-1, 1-2, 2-1");
    assert.deepEqual(await labels(page), { L1: "", L2: "", R1: "", R2: "" }, "a new graph starts unlabelled");
    assert.equal((await counter(page)).position, 0);
    await forward(page).click();
    assert.equal(await sentence(page), "Thử L1: R1 còn trống, nên cạnh L1–R1 vào cặp ghép (giờ có 1 cạnh).");
    assert.deepEqual(await matchedEdges(page), ["L1-R1"]);
    await forward(page).click();
    assert.equal(
      await sentence(page),
      "Thử L2: đường tăng L2–R1–L1–R2 (cạnh chưa ghép và đã ghép xen kẽ, kết thúc ở đỉnh trống R2). " +
        "Đảo mọi cạnh trên đường: cặp ghép lớn lên thành 2 cạnh.",
    );
    assert.deepEqual(await matchedEdges(page), ["L1-R2", "L2-R1"]);
    const pathEdges = await mainSvg(page).locator(".bipartite-edge.is-path").evaluateAll((gs) => gs.map((g) => g.dataset.edge).sort());
    assert.deepEqual(pathEdges, ["L1-R1", "L1-R2", "L2-R1"], "the augmenting path is drawn dashed");
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /mateL\[x\] = r; mateR\[r\] = x;/);
    await forward(page).click();
    assert.match(await sentence(page), /^L1 là W: L1 có mặt trong mọi cặp ghép cực đại .* bạn ghép R2\.$/);
    assert.deepEqual(await labels(page), { L1: "W", L2: "", R1: "", R2: "" });
    await session.close();
  });

  test("each label agrees with the solver's JS API on random graphs", async () => {
    const session = await openWidget(browser, "bipartite");
    const { page } = session;
    const api = new URL("solver/nimlab_solver.js", SITE).href;
    let seed = 12345;
    const random = (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 6; round++) {
      const left = 1 + random(8);
      const right = 1 + random(8);
      const edges = [];
      for (let l = 1; l <= left; l++) for (let r = 1; r <= right; r++) if (random(100) < 30) edges.push([l, r]);
      await analyse(page, left, right, edges.map(([l, r]) => `${l}-${r}`).join(", "));
      await toEnd(page).click();
      const expected = await page.evaluate(
        async ({ url, left, right, edges }) => {
          const solver = await import(url);
          await solver.default();
          return solver.analyze({ game: "bipartite", left, right, edges: edges.map(([l, r]) => [l - 1, r - 1]) });
        },
        { url: api, left, right, edges },
      );
      const want = {};
      [...expected.leftOutcomes].forEach((o, i) => (want[`L${i + 1}`] = o === "N" ? "W" : "L"));
      [...expected.rightOutcomes].forEach((o, i) => (want[`R${i + 1}`] = o === "N" ? "W" : "L"));
      assert.deepEqual(await labels(page), want, `graph ${left}×${right} ${JSON.stringify(edges)}`);
      assert.equal((await matchedEdges(page)).length, expected.matchingSize);
    }
    await session.close();
  });

  test("scrubbing jumps to a step and stepping back restores the picture before", async () => {
    const session = await openWidget(browser, "bipartite");
    const { page } = session;
    const w = widget(page);
    const { total } = await counter(page);
    assert.equal(total, 9, "3 searches and 6 verdicts");
    await w.locator(".player-scrubber").fill("2");
    assert.deepEqual(await matchedEdges(page), ["L1-R2", "L2-R1"]);
    assert.deepEqual(await labels(page), { L1: "", L2: "", L3: "", R1: "", R2: "", R3: "" });
    await w.locator(".player-scrubber").fill("5");
    assert.deepEqual(await labels(page), { L1: "L", L2: "L", L3: "", R1: "", R2: "", R3: "" });
    assert.match(await sentence(page), /^L2 là L: đảo các cạnh dọc đường xen kẽ L3–R2–L1–R1–L2/);
    const picture5 = await picture(page);
    await forward(page).click();
    assert.equal(await labels(page).then((l) => l.L3), "L");
    await back(page).click();
    assert.deepEqual(await picture(page), picture5);
    for (let i = 0; i < 4; i++) await back(page).click();
    assert.equal((await counter(page)).position, 1);
    assert.deepEqual(await matchedEdges(page), ["L1-R1"], "after one search only L1–R1 is matched");
    assert.equal(await w.locator(".bipartite-matching").textContent(), "Cặp ghép hiện có 1 cạnh: L1–R1.");
    await session.close();
  });

  test("predict mode asks before each verdict and keeps score", async () => {
    const session = await openWidget(browser, "bipartite");
    const { page } = session;
    const w = widget(page);
    await w.getByRole("button", { name: "Về đầu" }).click();
    await w.getByLabel("Tự đoán W/L trước mỗi đỉnh").check();
    for (let i = 0; i < 3; i++) await forward(page).click(); // the searches ask nothing
    await forward(page).click();
    assert.equal(
      await w.locator(".predict-question").textContent(),
      "Đặt quân ở L1: người đi trước thắng (W) hay thua (L)? Chọn trước khi xem (phím W / L).",
    );
    assert.equal((await counter(page)).position, 3, "the player waits for the guess");
    assert.equal((await labels(page)).L1, "?");
    await w.getByRole("button", { name: "Đoán L (thua)" }).click();
    assert.equal(await w.locator(".predict-feedback").textContent(), "✓ Bạn đoán L: đúng!");
    assert.equal((await labels(page)).L1, "L");
    await forward(page).click();
    await page.keyboard.press("w"); // L2 is L
    assert.equal(await w.locator(".predict-feedback").textContent(), "✗ Bạn đoán W, nhưng L2 là L.");
    assert.equal(await w.locator(".predict-score").textContent(), "Đoán đúng 1 / 2 đỉnh");
    await session.close();
  });

  test("the stdin box takes the program's judge input", async () => {
    const session = await openWidget(browser, "bipartite");
    const { page } = session;
    const w = widget(page);
    assert.equal(await w.locator(".code-stdin").inputValue(), "3 3 4\n1 1\n1 2\n2 1\n3 2");
    await w.locator(".code-stdin").fill("3 1 3\n1 1\n2 1\n3 1");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(await w.locator('input[name="edges"]').inputValue(), "1-1, 2-1, 3-1");
    assert.equal(await w.locator('input[name="left"]').inputValue(), "3");
    await toEnd(page).click();
    assert.deepEqual(await labels(page), { L1: "L", L2: "L", L3: "L", R1: "W" });

    await w.locator(".code-stdin").fill("3 1 2\n1 1\n1 1");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(
      await w.locator(".code-side .field-error").textContent(),
      "Các cạnh: cạnh “1 1” được ghi hai lần; mỗi cạnh chỉ ghi một lần.",
    );
    assert.deepEqual(await labels(page), { L1: "L", L2: "L", L3: "L", R1: "W" }, "a refused stdin keeps the picture");
    await session.close();
  });

  test("bad input gets a message at its field and the old drawing stays", async () => {
    const session = await openWidget(browser, "bipartite");
    const { page } = session;
    const w = widget(page);
    const cases = [
      [3, 3, "1-1, 4-1", "edges", "“4” quá lớn; lớn nhất là 3."],
      [3, 3, "1-1, 2-9", "edges", "“9” quá lớn; lớn nhất là 3."],
      [3, 3, "1-", "edges", "“1-” không phải là một cạnh; hãy viết đỉnh trái-đỉnh phải, ví dụ 1-2."],
      [3, 3, "1-1000000000000000000000000000000", "edges", "quá lớn; lớn nhất là 3."],
      [3, 3, "10^30", "edges", "“10^30” không phải là một cạnh; hãy viết đỉnh trái-đỉnh phải, ví dụ 1-2."],
      [3, 3, "0-1", "edges", "“0” không phải là một đỉnh: các đỉnh được đánh số từ 1."],
      [3, 3, "1-2, 2-2, 1-2", "edges", "cạnh L1–R2 được ghi hai lần; mỗi cạnh chỉ ghi một lần."],
      [3, 3, "<img src=x onerror=alert(1)>", "edges", "“<img” không phải là một cạnh; hãy viết đỉnh trái-đỉnh phải, ví dụ 1-2."],
      ["1000000000000000000000000000000", 3, "1-1", "left", "quá lớn; lớn nhất là 8."],
      [9, 3, "1-1", "left", "“9” quá lớn; lớn nhất là 8."],
      [3, 0, "1-1", "right", "mỗi bên cần ít nhất 1 đỉnh."],
      [3, "", "1-1", "right", "chưa có giá trị; ví dụ: 2."],
    ];
    for (const [left, right, edges, field, message] of cases) {
      await analyse(page, left, right, edges);
      const error = w.locator(`.field-${field} .field-error`);
      assert.ok(await error.isVisible(), `no message for ${left} / ${right} / ${edges}`);
      assert.ok((await error.textContent()).endsWith(message), `${await error.textContent()} ≠ ${message}`);
      assert.equal(await w.locator(`.field-${field} input`).getAttribute("aria-invalid"), "true");
      assert.deepEqual(await labels(page), DEFAULT_LABELS, "the last good drawing stays");
      assert.equal(await page.locator("img").count(), 0, "no markup was created from input");
    }
    await analyse(page, 2, 2, "L1-R1, l2-r2");
    assert.equal(await w.locator(".field-error:visible").count(), 0, "errors clear once fixed");
    await toEnd(page).click();
    assert.deepEqual(await labels(page), { L1: "W", L2: "W", R1: "W", R2: "W" });
    await session.close();
  });

  test("the computer wins from a W start it opens on", async () => {
    const session = await openWidget(browser, "bipartite");
    const { page } = session;
    const w = widget(page);
    // The path L1–R1–L2–R2: every vertex is W. The computer opens on L1 and goes to its
    // partner R1; the learner's only move is L2; the computer answers R2; the learner is stuck.
    await analyse(page, 2, 2, "1-1, 2-1, 2-2");
    await newGame(page, "L1", "computer");
    // The computer's move and its reason stand under the status, which says whose turn it is.
    assert.equal(await reason(page), "Máy đi L1 → R1: R1 là bạn ghép của L1 trong một cặp ghép cực đại của phần còn lại.");
    assert.equal(await status(page), YOUR_TURN);
    assert.equal(await w.locator(".bipartite-path").textContent(), "Đường quân đã đi: L1 → R1");
    assert.deepEqual(await w.locator(".bipartite-move").allTextContents(), ["L2"]);
    await moveButton(page, "L2").click();
    assert.match(await reason(page), /^Máy đi L2 → R2: R2 là bạn ghép của L2/);
    assert.equal(await status(page), "Quân ở R2 không còn đỉnh kề nào chưa đi: bạn thua.");
    assert.equal(await w.locator(".bipartite-path").textContent(), "Đường quân đã đi: L1 → R1 → L2 → R2");
    assert.match(await w.locator(".bipartite-result").textContent(), /^Vì sao: mỗi khi đến lượt máy mà quân đứng ở một đỉnh có mặt trong mọi cặp ghép cực đại/);
    assert.equal(await gameSvg(page).locator(".bipartite-edge.is-walked").count(), 3);

    // Undo takes back a whole turn: the learner's move and the reply.
    await w.getByRole("button", { name: "Đi lại" }).click();
    assert.equal(await w.locator(".bipartite-path").textContent(), "Đường quân đã đi: L1 → R1");
    assert.equal(await status(page), YOUR_TURN);
    assert.ok(await w.getByRole("button", { name: "Đi lại" }).isDisabled(), "the computer's opening stays");
    await session.close();
  });

  test("following the hints, the learner wins from a W start", async () => {
    const session = await openWidget(browser, "bipartite");
    const { page } = session;
    const w = widget(page);
    // The playground graph: R1 is W (in every maximum matching).
    await newGame(page, "R1", "learner");
    await w.getByRole("button", { name: "Gợi ý" }).click();
    for (let turn = 0; turn < 8; turn++) {
      const hint = await w.locator(".bipartite-hint").textContent();
      if (!hint) break;
      const [, target] = hint.match(/hãy đi tới (\w+)/) ?? [];
      assert.ok(target, `the hint names a move: ${hint}`);
      // Click the vertex in the picture itself.
      await gameSvg(page).locator(`[data-vertex="${target}"]`).click();
    }
    assert.match(await status(page), /máy thua, bạn thắng!$/);
    assert.match(await w.locator(".bipartite-result").textContent(), /^Vì sao: R1 có mặt trong mọi cặp ghép cực đại/);
    await session.close();
  });

  test("typed moves are checked at their field", async () => {
    const session = await openWidget(browser, "bipartite");
    const { page } = session;
    const w = widget(page);
    await newGame(page, "L3", "learner");
    const field = w.locator('input[name="move"]');
    const error = w.locator(".field-move .field-error");
    const tryMove = async (text) => {
      await field.fill(text);
      await w.getByRole("button", { name: "Đi", exact: true }).click();
    };
    await tryMove("R1");
    assert.equal(await error.textContent(), "R1 không nối với L3; quân chỉ đi dọc một cạnh.");
    await tryMove("L1");
    assert.equal(await error.textContent(), "quân đang ở L3 nên chỉ đi được sang một đỉnh bên phải (R).");
    await tryMove("R9");
    assert.equal(await error.textContent(), "không có đỉnh “R9”: bên R có các đỉnh R1 … R3.");
    await tryMove("<b>hi</b>");
    assert.equal(await error.textContent(), "“<b>hi</b>” không phải là tên đỉnh; hãy viết như R2 hoặc L1.");
    assert.equal(await page.locator(".bipartite-widget b").count(), 0);
    assert.equal(await w.locator(".bipartite-path").textContent(), "Đường quân đã đi: L3");
    await tryMove("r2");
    assert.ok(!(await error.isVisible()));
    assert.match(await w.locator(".bipartite-path").textContent(), /^Đường quân đã đi: L3 → R2 → L1/);
    await session.close();
  });

  test("keyboard only: analyse, step, jump to the end, and play", async () => {
    const session = await openWidget(browser, "bipartite");
    const { page } = session;
    const w = widget(page);
    await w.locator('input[name="left"]').focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("2");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("2");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("1-1, 2-1, 2-2");
    await page.keyboard.press("Enter");
    assert.equal((await counter(page)).position, 0);
    await forward(page).focus();
    await page.keyboard.press("ArrowRight");
    assert.equal((await counter(page)).position, 1);
    await page.keyboard.press("End");
    assert.deepEqual(await labels(page), { L1: "W", L2: "W", R1: "W", R2: "W" });

    await w.locator("select.bipartite-start").focus();
    await page.keyboard.press("ArrowDown"); // L2
    await w.getByRole("button", { name: "Ván mới" }).focus();
    await page.keyboard.press("Enter");
    assert.equal(await status(page), YOUR_TURN);
    assert.equal(await w.locator(".bipartite-path").textContent(), "Đường quân đã đi: L2");
    await moveButton(page, "R2").focus();
    await page.keyboard.press("Enter");
    assert.match(await status(page), /máy thua, bạn thắng!$/);
    await session.close();
  });

  test("English: the widget follows the page's language", async () => {
    const session = await openWidget(browser, "bipartite", { lang: "en" });
    const { page } = session;
    const w = widget(page);
    assert.equal(await w.locator(".widget-title").textContent(), "The game on a bipartite graph");
    assert.equal(await w.locator(".bipartite-matching").textContent(), "The maximum matching has 2 edges: L1–R2, L2–R1.");
    assert.match(await sentence(page), /^R3 is L: this maximum matching leaves R3 free/);
    assert.equal(await status(page), "Your turn (whoever cannot move loses): click an unvisited neighbour (○), or type its name.");
    assert.equal(await w.locator(".bipartite-path").textContent(), "The token's path: L1");
    await session.close();
  });

  test("the URL keeps the graph and the step, and a shared link opens that moment", async () => {
    const session = await openWidget(browser, "bipartite");
    const { page } = session;
    await analyse(page, 3, 1, "1-1, 2-1, 3-1");
    for (let i = 0; i < 5; i++) await forward(page).click();
    const shared = await settledUrl(page);
    assert.match(shared, /#.*bp\.left=3.*bp\.right=1.*bp\.edges=1-1%2C2-1%2C3-1.*bp\.step=5/);
    const before = await labels(page);
    await session.close();

    const again = await openWidget(browser, "bipartite", { hash: shared.slice(shared.indexOf("#")) });
    assert.equal((await counter(again.page)).position, 5);
    assert.deepEqual(await labels(again.page), before);
    assert.equal(await widget(again.page).locator('input[name="edges"]').inputValue(), "1-1, 2-1, 3-1");
    await again.close();

    const hostile = await openWidget(browser, "bipartite", {
      hash: "bp.left=3&bp.right=3&bp.edges=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&bp.step=99999999",
    });
    const w = widget(hostile.page);
    assert.ok(await w.locator(".field-edges .field-error").isVisible());
    assert.deepEqual(await labels(hostile.page), DEFAULT_LABELS, "a bad link falls back to the default graph");
    assert.equal(await hostile.page.locator("img").count(), 0);
    await hostile.close();
  });

  test("screenshots at 375 px (phone) and 1280 px (desktop) with no horizontal scroll", async () => {
    const session = await openWidget(browser, "bipartite", SCREENS[0]);
    const { page } = session;
    const w = widget(page);
    await w.locator(".player-scrubber").fill("2");
    await newGame(page, "R1", "learner");
    await w.getByRole("button", { name: "Gợi ý" }).click();
    for (const { name, width, height } of SCREENS) {
      await page.setViewportSize({ width, height });
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `${name}: the page scrolls sideways by ${overflow}px`);
      await screenshotAtRest(w, `${OUTPUT}bipartite-${width}.png`);
    }
    await session.close();
  });
});
