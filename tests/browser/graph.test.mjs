// The directed-graph widget, driven as a learner would: read the drawing, step through the
// retrograde analysis, scrub, pick vertices, predict, switch to misère play, make mistakes,
// share a link. Any console error or wasm panic fails the test.
//
// The graph used throughout (the widget's default, and the lesson's): 7 vertices, edges
//   0→1, 1→2, 2→0 (a cycle), 0→3, 3→4, 5→4, 5→0, 6→5.
// Labels derived by hand.
//   Normal play: 4 has no move, so L. 3→4 and 5→4 reach L, so 3 and 5 are W. 6's only move
//   reaches 5 (W), so 6 is L. 0 can go to 3 (W) or stay on the cycle; 1 and 2 only move along
//   the cycle; no vertex of the cycle can reach an L vertex, and none is forced out to W only
//   (0 can always move to 1), so 0, 1, 2 are D.            → 0..6 = D D D W L W L
//   Misère play: 4 has no move, so W. 3's only move reaches 4 (W): L. 0→3 reaches L: W.
//   2's only move reaches 0 (W): L. 1→2 reaches L: W. 5 reaches 4 (W) and 0 (W): L.
//   6→5 reaches L: W. Nothing is left: no draw.              → 0..6 = W W L L W L W
// The queue, normal play (step: event → queue after it):
//   1 terminal 4 → [4]; 2 pop 4; 3 tell 3 (W) → [3]; 4 tell 5 (W) → [3, 5]; 5 pop 3;
//   6 tell 0: 0→3 reaches W, deg[0] 2 → 1; 7 pop 5; 8 tell 6: deg[6] 1 → 0, 6 is L → [6];
//   9 pop 6; 10 the queue is empty: 0, 1, 2 are D.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, open, openWidget, OUTPUT, picture, SCREENS, screenshotAtRest, settledUrl } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const widget = (page) => page.locator(".graph-widget").first();
/** The widget's own picture: the play panel below draws the same graph again, for its game. */
const drawn = (w) => w.locator('[data-part="picture"]');
const NORMAL = "DDDWLWL";
const MISERE = "WWLLWLW";

/** The letter beside each vertex, in vertex order ("" while a vertex has none: shown as "."). */
async function letters(page, w = widget(page)) {
  const texts = await drawn(w).locator(".gr-vertex .gr-letter").allTextContents();
  return texts.map((t) => t || ".").join("");
}

async function counterOf(w, v) {
  return drawn(w).locator(`.gr-vertex[data-vertex="${v}"] .gr-count`).textContent();
}

/**
 * Where an arrow crosses a label: every label's box (a vertex's number, letter, counter with
 * its box, Grundy value) against points every half unit along every arrow, in the drawing's
 * own units. Returns the crossings found, as "edge u-v over vertex w's label".
 */
async function crossings(w) {
  return drawn(w).locator(".gr-svg").evaluate((svg) => {
    const boxes = [...svg.querySelectorAll(".gr-vertex text, .gr-vertex rect")]
      .filter((el) => getComputedStyle(el).display !== "none" && (el.tagName !== "text" || el.textContent))
      .map((el) => ({ box: el.getBBox(), vertex: el.closest(".gr-vertex").dataset.vertex, what: el.getAttribute("class") }));
    const found = [];
    for (const path of svg.querySelectorAll("path.gr-edge")) {
      const length = path.getTotalLength();
      for (let s = 0; s <= length; s += 0.5) {
        const p = path.getPointAtLength(s);
        for (const { box, vertex, what } of boxes) {
          if (p.x > box.x && p.x < box.x + box.width && p.y > box.y && p.y < box.y + box.height) {
            found.push(`edge ${path.dataset.edge} over vertex ${vertex}'s ${what}`);
          }
        }
      }
    }
    return [...new Set(found)];
  });
}

async function chips(w) {
  return drawn(w).locator(".gr-chip").allTextContents();
}

async function position(page, w = widget(page)) {
  const text = await w.locator(".player-counter").textContent();
  const [, at, total] = text.match(/(\d+) \/ (\d+)/);
  return { at: Number(at), total: Number(total) };
}

async function build(page, n, edges) {
  const w = widget(page);
  await w.locator('input[name="vertices"]').fill(String(n));
  await w.locator('input[name="edges"]').fill(edges);
  await w.getByRole("button", { name: /Vẽ và phân tích|Draw and analyse/ }).click();
}

const button = (w, name) => w.getByRole("button", { name, exact: true });

describe("directed-graph widget", () => {
  test("at rest it shows the drawing with every vertex's final letter", async () => {
    const session = await openWidget(browser, "graph");
    const { page } = session;
    const w = widget(page);
    assert.equal(await letters(page), NORMAL);
    // One circle and one number per vertex, one arrow (path) per edge.
    assert.equal(await drawn(w).locator(".gr-vertex").count(), 7);
    assert.equal(await drawn(w).locator(".gr-vertex circle").count(), 7);
    assert.deepEqual(await drawn(w).locator(".gr-vertex .gr-num").allTextContents(), ["0", "1", "2", "3", "4", "5", "6"]);
    assert.equal(await drawn(w).locator("path.gr-edge").count(), 8);
    assert.deepEqual(
      await drawn(w).locator("path.gr-edge").evaluateAll((paths) => paths.map((p) => p.getAttribute("data-edge"))),
      ["0-1", "1-2", "2-0", "0-3", "3-4", "5-4", "5-0", "6-5"],
    );
    assert.equal(
      await w.locator(".summary").textContent(),
      "Xong: W (thắng) = 3, 5; L (thua) = 4, 6; D (hòa) = 0, 1, 2.",
    );
    // The draws keep their counters on screen: each still has one move of unknown outcome.
    assert.equal(await counterOf(w, 0), "1");
    assert.equal(await counterOf(w, 3), "", "a decided vertex shows no counter");
    assert.equal(await w.locator(".step-sentence").textContent(),
      "Hàng đợi rỗng: 3 đỉnh chưa xác định là hòa (D), vì từ đó không ai bị ép vào thế thua.");
    // A graph with a cycle has no Grundy values: the switch is off, and says why.
    assert.ok(await w.getByLabel("Hiện số Grundy").isDisabled());
    assert.equal(await drawn(w).locator(".gr-note").textContent(),
      "Đồ thị có chu trình 0 → 1 → 2 → 0; số Grundy chỉ định nghĩa trên đồ thị không có chu trình.");
    await session.close();
  });

  test("no arrow crosses a vertex's labels: they sit in its disc and arrows go rim to rim", async () => {
    const session = await openWidget(browser, "graph");
    const { page } = session;
    const w = widget(page);
    // The lesson's graph at rest (letters, the draws' counters) and at step 0 (every counter).
    assert.deepEqual(await crossings(w), []);
    await button(w, "Về đầu").click();
    assert.deepEqual(await crossings(w), []);
    // Busier graphs: every vertex joined to several others, loops, two-way pairs, and a
    // graph without cycles in layers with its Grundy values shown.
    const dense = [];
    for (let u = 0; u < 10; u++) for (let v = 0; v < 10; v++) if (u !== v && (u * 7 + v * 3) % 4 === 0) dense.push(`${u}-${v}`);
    for (const [n, edges] of [
      [10, dense.join(", ")],
      [8, "0-1, 1-0, 1-2, 2-3, 3-0, 0-4, 4-4, 5-6, 6-7, 7-5, 2-6, 7-7"],
      [6, "0-1, 0-3, 1-3, 2-3, 2-4, 3-5, 4-5"],
    ]) {
      await build(page, n, edges);
      await button(w, "Tới cuối").click();
      if (n === 6) await w.getByLabel("Hiện số Grundy").check();
      assert.ok((await drawn(w).locator(".gr-vertex .gr-letter").allTextContents()).every((t) => t), "every vertex has its letter");
      assert.deepEqual(await crossings(w), [], `${n} vertices: ${edges}`);
    }
    assert.equal(await drawn(w).locator(".gr-grundy").filter({ hasText: "g=" }).count(), 6);
    // The measure sees a crossing when there is one: a letter moved onto an arrow.
    await drawn(w).locator(".gr-svg").evaluate((svg) => {
      const path = svg.querySelector("path.gr-edge");
      const mid = path.getPointAtLength(path.getTotalLength() / 2);
      const letter = svg.querySelector(".gr-letter");
      letter.setAttribute("x", mid.x);
      letter.setAttribute("y", mid.y + 4);
    });
    assert.equal((await crossings(w)).length, 1);
    await session.close();
  });

  test("stepping shows the counters and the queue; back and scrub restore each picture", async () => {
    const session = await openWidget(browser, "graph");
    const { page } = session;
    const w = widget(page);
    await button(w, "Về đầu").click();
    assert.equal(await letters(page), ".......");
    assert.deepEqual(
      await drawn(w).locator(".gr-count").allTextContents(),
      ["2", "1", "1", "1", "0", "2", "1"],
      "at first each counter is the vertex's number of moves",
    );
    assert.deepEqual(await chips(w), ["(trống)"]);
    for (let i = 0; i < 6; i++) await button(w, "Tiến một bước").click();
    assert.deepEqual(await position(page), { at: 6, total: 10 });
    assert.equal(await w.locator(".step-sentence").textContent(),
      "Có cạnh 0 → 3 nhưng 3 là W: nước này không giúp 0; 0 còn 1 nước chưa biết.");
    assert.equal(await counterOf(w, 0), "1");
    assert.deepEqual(await chips(w), ["✓ 4 L", "● 3 W", "5 W"]);
    assert.equal(await letters(page), "...WLW.");
    assert.equal(await drawn(w).locator("path.gr-edge.is-active").getAttribute("data-edge"), "0-3");
    assert.equal(await drawn(w).locator(".gr-vertex.is-current").getAttribute("data-vertex"), "3");
    assert.equal(await drawn(w).locator(".gr-vertex.is-subject").getAttribute("data-vertex"), "0");
    const vars = Object.fromEntries(
      await w.locator(".code-var").evaluateAll((rows) =>
        rows.map((r) => [r.querySelector("dt").textContent, r.querySelector("dd").textContent]),
      ),
    );
    assert.equal(vars["deg[p]"], "1");
    assert.equal(vars.q, "[5]");
    assert.match(await w.locator(".code-line.is-current").first().textContent(), /--deg\[p\] == 0/);

    await button(w, "Lùi một bước").click();
    assert.equal(await counterOf(w, 0), "2", "stepping back restores the counter");
    assert.equal(await w.locator(".step-sentence").textContent(),
      "Lấy đỉnh 3 (W) ra khỏi hàng đợi và báo cho mọi đỉnh có cạnh đi vào 3.");

    await w.locator(".player-scrubber").fill("8");
    assert.equal((await position(page)).at, 8);
    assert.equal(await letters(page), "...WLWL");
    assert.deepEqual(await chips(w), ["✓ 4 L", "✓ 3 W", "● 5 W", "6 L"]);
    await w.locator(".player-scrubber").fill("2");
    assert.equal(await letters(page), "....L..");
    assert.deepEqual(await chips(w), ["● 4 L"]);
    await button(w, "Tới cuối").click();
    assert.equal(await letters(page), NORMAL);
    await session.close();
  });

  test("misère play: vertices without moves win, and this graph has no draw", async () => {
    const session = await openWidget(browser, "graph");
    const { page } = session;
    const w = widget(page);
    await w.getByLabel("Luật phản thường (hết nước đi thì thắng)").check();
    assert.deepEqual(await position(page), { at: 0, total: 17 });
    await button(w, "Tiến một bước").click();
    assert.equal(await w.locator(".step-sentence").textContent(),
      "Đỉnh 4 không có nước đi (luật phản thường: không đi được thì thắng), nên 4 là W; đưa 4 vào hàng đợi.");
    await button(w, "Tới cuối").click();
    assert.equal(await letters(page), MISERE);
    assert.equal(await w.locator(".summary").textContent(),
      "Xong: W (thắng) = 0, 1, 4, 6; L (thua) = 2, 3, 5; D (hòa) = —.");
    assert.equal(await w.locator(".code-stdin").inputValue(), "7 8 1\n0 1\n1 2\n2 0\n0 3\n3 4\n5 4\n5 0\n6 5");
    await w.getByLabel("Luật phản thường (hết nước đi thì thắng)").uncheck();
    await button(w, "Tới cuối").click();
    assert.equal(await letters(page), NORMAL);
    await session.close();
  });

  test("picking a vertex lists its moves and explains its letter", async () => {
    const session = await openWidget(browser, "graph");
    const { page } = session;
    const w = widget(page);
    await drawn(w).locator('.gr-vertex[data-vertex="0"]').click();
    assert.equal(
      await drawn(w).locator(".gr-info").textContent(),
      "Từ đỉnh 0 đi được tới 1 (D), 3 (W) (2 nước). Đi vào 0 từ: 2 (D), 5 (W). Lúc này: D. " +
        "Cuối cùng: D (hòa): không nước nào tới L, nhưng có nước tới một đỉnh D, nên người đến lượt tránh được thua mãi mãi.",
    );
    assert.equal(await w.getByRole("button", { name: "Đỉnh 0: D" }).getAttribute("aria-pressed"), "true");
    assert.ok(await drawn(w).locator('.gr-vertex[data-vertex="0"]').evaluate((g) => g.classList.contains("is-selected")));
    await w.getByRole("button", { name: "Đỉnh 5: W" }).click();
    assert.match(await drawn(w).locator(".gr-info").textContent(), /^Từ đỉnh 5 đi được tới 4 \(L\), 0 \(D\) \(2 nước\)\..*Cuối cùng: W, vì đi tới 4 \(L\) là thắng\.$/);
    // At step 0 nothing is decided yet; the counter is told instead.
    await button(w, "Về đầu").click();
    assert.match(await drawn(w).locator(".gr-info").textContent(), /Lúc này chưa có chữ; bộ đếm deg = 2\./);
    await session.close();
  });

  test("predict mode asks W or L before each vertex gets its letter, and keeps score", async () => {
    const session = await openWidget(browser, "graph");
    const { page } = session;
    const w = widget(page);
    await w.getByLabel("Tự đoán trước mỗi đỉnh").check();
    // Predict mode starts the questions at step 0: nothing not yet reached stays on show.
    assert.equal((await position(page)).at, 0);
    assert.equal(await letters(page), ".......");
    assert.ok(await w.locator(".summary").isHidden(), "the W/L/D lists wait for the last step");
    await button(w, "Tiến một bước").click();
    assert.equal(await w.locator(".predict-question").textContent(),
      "Đỉnh 4 sắp có chữ: W hay L? Chọn trước khi xem (phím W / L).");
    assert.equal((await position(page)).at, 0, "the player waits for the guess");
    await w.getByRole("button", { name: "Đoán L (thua)" }).click();
    assert.equal((await position(page)).at, 1);
    assert.equal(await w.locator(".predict-feedback").textContent(), "✓ Bạn đoán L: đúng!");
    await button(w, "Tiến một bước").click(); // pop 4: nobody gets a letter
    assert.equal((await position(page)).at, 2);
    await button(w, "Tiến một bước").click();
    assert.match(await w.locator(".predict-question").textContent(), /^Đỉnh 3 sắp có chữ/);
    await page.keyboard.press("l");
    assert.equal(await w.locator(".predict-feedback").textContent(), "✗ Bạn đoán L, nhưng đỉnh 3 là W.");
    assert.equal(await w.locator(".predict-score").textContent(), "Đoán đúng 1 / 2 đỉnh");
    await session.close();
  });

  test("bad input gets a message at its field and the old drawing stays", async () => {
    const session = await openWidget(browser, "graph");
    const { page } = session;
    const w = widget(page);
    const huge = "1000000000000000000000000000000"; // 10^30
    const cases = [
      ["7", "0-1, 1-7", "edges", "“7” quá lớn; lớn nhất là 6."],
      ["7", "0-1, 1-", "edges", "cạnh “1-” thiếu một đầu; viết mỗi cạnh là hai đỉnh nối bằng dấu gạch, ví dụ 0-1."],
      ["7", "0-1, 1-2-3", "edges", "“1-2-3” không phải một cạnh; mỗi cạnh nối đúng hai đỉnh, ví dụ 0-1, và các cạnh cách nhau bằng dấu phẩy."],
      ["7", "0-1, -1-2", "edges", "“-1” là số âm; các đỉnh được đánh số từ 0 tới 6."],
      ["7", "0-1, 0-1", "edges", "cạnh 0 → 1 được ghi hai lần; mỗi cạnh chỉ ghi một lần."],
      ["7", `0-${huge}`, "edges", "quá lớn; lớn nhất là 6."],
      ["7", "<b>1</b>-2", "edges", "“<b>1</b>” không phải là số nguyên."],
      ["7", "<img src=x onerror=alert(1)>-1", "edges", "“<img src=x onerror=alert…” không phải là số nguyên."],
      [huge, "0-1", "vertices", "quá lớn: hình vẽ chỉ chứa được tối đa 30 đỉnh."],
      ["31", "0-1", "vertices", "“31” quá lớn: hình vẽ chỉ chứa được tối đa 30 đỉnh."],
      ["0", "", "vertices", "“0” quá nhỏ; nhỏ nhất là 1."],
      ["", "0-1", "vertices", "chưa có giá trị; ví dụ: 6."],
    ];
    for (const [n, edges, field, message] of cases) {
      await build(page, n, edges);
      const error = w.locator(`.field-${field} .field-error`);
      assert.ok(await error.isVisible(), `no message for ${n} / ${edges}`);
      assert.ok((await error.textContent()).endsWith(message), `${await error.textContent()} ≠ ${message}`);
      assert.equal(await w.locator(`.field-${field} input`).getAttribute("aria-invalid"), "true");
      assert.equal(await drawn(w).locator("path.gr-edge").count(), 8, "the last good drawing stays");
      assert.equal(await letters(page), NORMAL);
      assert.equal(await page.locator("img, b").count(), 0, "no markup was created from input");
    }
    await build(page, "3", "0-1, 1-2, 2-2");
    assert.equal(await w.locator(".field-error:visible").count(), 0, "errors clear once fixed");
    assert.equal((await position(page)).at, 0);
    await button(w, "Tới cuối").click();
    assert.equal(await letters(page), "DDD", "a loop 2→2 lets the token move forever");
    assert.equal(await drawn(w).locator("path.gr-edge").count(), 3);
    await session.close();
  });

  test("a hostile link is refused at the fields and the default drawing stays", async () => {
    const session = await openWidget(browser, "graph", {
      hash: "gr.vertices=7&gr.edges=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E-1&gr.rule=%3Cb%3E&gr.step=99999",
    });
    const { page } = session;
    const w = widget(page);
    assert.ok(await w.locator(".field-edges .field-error").isVisible());
    assert.equal(await drawn(w).locator("path.gr-edge").count(), 8);
    assert.equal(await letters(page), NORMAL);
    assert.equal(await page.locator("img, b").count(), 0);
    await session.close();
  });

  test("the stdin box takes the program's judge input", async () => {
    const session = await openWidget(browser, "graph");
    const { page } = session;
    const w = widget(page);
    assert.equal(await w.locator(".code-stdin").inputValue(), "7 8 0\n0 1\n1 2\n2 0\n0 3\n3 4\n5 4\n5 0\n6 5");
    // 2 has no move (L), 1→2 wins (W), 0's only move reaches W (L), 3 loops on itself (D).
    await w.locator(".code-stdin").fill("4 4 0\n0 1\n1 0\n1 2\n3 3");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(await w.locator('input[name="vertices"]').inputValue(), "4");
    assert.equal(await w.locator('input[name="edges"]').inputValue(), "0-1, 1-0, 1-2, 3-3");
    assert.equal((await position(page)).at, 0);
    await button(w, "Tới cuối").click();
    assert.equal(await letters(page), "LWLD");
    assert.equal(await drawn(w).locator("path.gr-edge").count(), 4);

    await w.locator(".code-stdin").fill("4 1 0\n0 9");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(await w.locator(".code-side .field-error").textContent(), "Các cạnh: “9” quá lớn; lớn nhất là 3.");
    assert.equal(await letters(page), "LWLD", "a refused stdin keeps the drawing");
    await w.locator(".code-stdin").fill("40 0 0");
    await w.getByRole("button", { name: "Chạy với dữ liệu này" }).click();
    assert.equal(await w.locator(".code-side .field-error").textContent(), "Số đỉnh: “40” quá lớn; lớn nhất là 30.");
    await session.close();
  });

  test("keyboard only: type a graph, step, pick a vertex, predict", async () => {
    const session = await openWidget(browser, "graph");
    const { page } = session;
    const w = widget(page);
    await w.locator('input[name="vertices"]').focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("3");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("0-1, 1-2");
    await page.keyboard.press("Enter");
    assert.equal(await drawn(w).locator("path.gr-edge").count(), 2);
    assert.equal((await position(page)).at, 0);
    await button(w, "Tiến một bước").focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    assert.equal((await position(page)).at, 2);
    await page.keyboard.press("End");
    assert.equal(await letters(page), "LWL");
    // A vertex is picked with its button.
    await w.getByRole("button", { name: "Đỉnh 1: W" }).focus();
    await page.keyboard.press("Enter");
    assert.equal(await w.getByRole("button", { name: "Đỉnh 1: W" }).getAttribute("aria-pressed"), "true");
    assert.match(await drawn(w).locator(".gr-info").textContent(), /^Từ đỉnh 1 đi được tới 2 \(L\)/);
    await w.getByLabel("Tự đoán trước mỗi đỉnh").focus();
    await page.keyboard.press("Space");
    assert.ok(await w.getByLabel("Tự đoán trước mỗi đỉnh").isChecked());
    assert.equal((await position(page)).at, 0, "predict mode starts at step 0");
    // Keys typed in a form control stay there; the player's keys work from any button of the
    // widget (a player button at either end may be disabled, so a vertex button is used).
    await w.getByRole("button", { name: "Đỉnh 0: chưa có chữ" }).focus();
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    assert.match(await w.locator(".predict-question").textContent(), /^Đỉnh 2 sắp có chữ/);
    await page.keyboard.press("l");
    assert.equal(await w.locator(".predict-feedback").textContent(), "✓ Bạn đoán L: đúng!");
    await session.close();
  });

  test("the URL keeps the graph, the rule and the step, and a shared link opens that moment", async () => {
    const session = await openWidget(browser, "graph");
    const { page } = session;
    const w = widget(page);
    await button(w, "Về đầu").click();
    for (let i = 0; i < 6; i++) await button(w, "Tiến một bước").click();
    const shared = await settledUrl(page);
    assert.match(shared, /#.*gr\.vertices=7.*gr\.edges=0-1%2C1-2%2C2-0%2C0-3%2C3-4%2C5-4%2C5-0%2C6-5.*gr\.rule=normal.*gr\.step=6/);
    await session.close();

    const again = await openWidget(browser, "graph", { hash: shared.slice(shared.indexOf("#")) });
    const w2 = widget(again.page);
    assert.deepEqual(await position(again.page, w2), { at: 6, total: 10 });
    assert.deepEqual(await chips(w2), ["✓ 4 L", "● 3 W", "5 W"]);
    assert.equal(await counterOf(w2, 0), "1");
    await again.close();

    const misere = await openWidget(browser, "graph", { hash: "gr.vertices=3&gr.edges=0-1,1-2&gr.rule=misere&gr.step=1" });
    const w3 = widget(misere.page);
    assert.equal(await letters(misere.page, w3), "..W");
    assert.ok(await w3.getByLabel("Luật phản thường (hết nước đi thì thắng)").isChecked());
    await misere.close();
  });

  test("the graphs lesson loads in Vietnamese and English, with its Grundy view", async () => {
    const session = await open(browser, "graphs.html");
    const { page } = session;
    assert.ok(await page.getByRole("heading", { name: "Chu trình và hòa" }).isVisible());
    assert.equal(await page.locator(".graph-widget").count(), 2);
    assert.equal(await page.locator(".sandbox-widget").count(), 1);
    const dag = page.locator("#gr-dag .graph-widget");
    // g: 5 → 0; 4 and 3 → 1; 1 and 2 → 0; 0 reaches g 0 and 1 → 2. L exactly where g = 0.
    assert.deepEqual(await drawn(dag).locator(".gr-grundy").allTextContents(), ["g=2", "g=0", "g=0", "g=1", "g=1", "g=0"]);
    assert.equal(await letters(page, dag), "WLLWWL");
    assert.ok(await dag.getByLabel("Hiện số Grundy").isChecked());
    // Layered: the vertex without moves sits below the one that starts the longest path.
    const y = async (v) => Number(await drawn(dag).locator(`.gr-vertex[data-vertex="${v}"] circle`).getAttribute("cy"));
    assert.ok((await y(5)) > (await y(3)) && (await y(3)) > (await y(1)) && (await y(1)) > (await y(0)));
    // The cycle's widget asks for a prediction first, so it opens at step 0 with no letter yet.
    const draws = page.locator("#gr-draws .graph-widget");
    assert.equal(await letters(page, draws), ".......");
    await draws.getByRole("button", { name: "Tới cuối" }).click();
    assert.equal(await letters(page, draws), NORMAL);
    await page.getByRole("link", { name: "English" }).click();
    assert.ok(await page.getByRole("heading", { name: "Cycles and draws" }).isVisible());
    assert.equal(await dag.locator(".widget-title").textContent(), "A token on a directed graph: win, lose or draw");
    assert.equal(await dag.locator(".summary").textContent(), "Done: W (win) = 0, 3, 4; L (lose) = 1, 2, 5; D (draw) = —.");
    await session.close();
  });

  test("screenshots at 375 px (phone) and 1280 px (desktop) with no horizontal scroll", async () => {
    const session = await openWidget(browser, "graph", {
      ...SCREENS[0],
      hash: "gr.vertices=7&gr.edges=0-1,1-2,2-0,0-3,3-4,5-4,5-0,6-5&gr.rule=normal&gr.step=6",
    });
    const { page } = session;
    const w = widget(page);
    await drawn(w).locator('.gr-vertex[data-vertex="0"]').click();
    for (const { name, width, height } of SCREENS) {
      await page.setViewportSize({ width, height });
      await w.scrollIntoViewIfNeeded();
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `${name}: the page scrolls sideways by ${overflow}px`);
      const svg = await drawn(w).locator(".gr-svg").boundingBox();
      const box = await w.boundingBox();
      assert.ok(svg.x >= box.x && svg.x + svg.width <= box.x + box.width + 0.5, `${name}: the drawing fits the widget`);
      await screenshotAtRest(w, `${OUTPUT}graph-${width}.png`);
    }
    await session.close();

    const lesson = await open(browser, "graphs.html", SCREENS[0]);
    for (const { name, width, height } of SCREENS) {
      await lesson.page.setViewportSize({ width, height });
      const scroll = await horizontalOverflow(lesson.page);
      assert.ok(scroll <= 0, `${name}: the graphs page scrolls sideways by ${scroll}px`);
      await picture(lesson.page, { path: `${OUTPUT}graphs-page-${width}.png`, fullPage: true });
    }
    await lesson.close();
  });
});
