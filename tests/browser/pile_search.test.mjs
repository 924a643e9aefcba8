// The ZJOI 2009 row of piles by brute force beside the rule (lesson score.html, section
// two-ended-piles), driven as a learner would: read the finished comparison, step through the
// rule's table and the search, walk down the game tree with "Go there" and back, open the
// exercise's link, type bad rows, switch to English, and look at it on a phone and a wide screen.
// Any console error or wasm panic fails the test.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, open, openWidget, OUTPUT, screenshotAtRest, settledUrl } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const LESSON = "score.html";
const widget = (page) => page.locator(".pile-search-widget").first();
const button = (page, name) => widget(page).getByRole("button", { name });

/** The rule's table as [segment, piles, left, right] rows. */
async function table(page) {
  const rows = widget(page).locator(".ps-table tbody tr");
  const out = [];
  for (const row of await rows.all()) {
    out.push((await row.locator("th, td").allTextContents()).map((text) => text.replace(/^● /, "")));
  }
  return out;
}

async function counter(page) {
  const text = await widget(page).locator(".player-counter").textContent();
  const [, position, total] = text.match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
}

async function solve(page, row) {
  await widget(page).locator('input[name="piles"]').fill(row);
  await button(page, /^(Giải|Solve)$/).click();
}

const moves = (page) => widget(page).locator(".ps-move");
const winning = (page) => widget(page).locator(".ps-move.is-winning .ps-move-what");

// The lesson's table for 3, 1, 2, 2 (computed by hand there, and by brute force in the solver's tests).
const LESSON_TABLE = [
  ["[1, 1]", "3", "3", "3"],
  ["[2, 2]", "1", "1", "1"],
  ["[3, 3]", "2", "2", "2"],
  ["[4, 4]", "2", "2", "2"],
  ["[1, 2]", "3, 1", "1", "3"],
  ["[2, 3]", "1, 2", "2", "1"],
  ["[3, 4]", "2, 2", "0", "0"],
  ["[1, 3]", "3, 1, 2", "3", "3"],
  ["[2, 4]", "1, 2, 2", "1", "1"],
  ["[1, 4]", "3, 1, 2, 2", "2", "3"],
];

describe("the ZJOI piles widget: brute force beside the rule", () => {
  test("the lesson's row: the table of the lesson, one winning move, both ways agree; down the tree and back", async () => {
    const session = await open(browser, LESSON);
    const { page } = session;
    const w = widget(page);
    await w.scrollIntoViewIfNeeded();
    assert.deepEqual(await counter(page), { position: 15, total: 15 }, "10 cells, then 3 + 2 moves");
    assert.deepEqual(await table(page), LESSON_TABLE);
    assert.equal(await moves(page).count(), 5);
    assert.deepEqual(await winning(page).allTextContents(), ["Bốc 2 ở đống trái, còn 1, 1, 2, 2"]);
    const verdict = await w.locator(".ps-verdict").textContent();
    assert.match(verdict, /^Vét cạn: người đi trước THẮNG \(đã xét \d+ thế\)\. Công thức: left\(2, 4\) = 1 ≠ a\[1\] = 3, nên người đi trước THẮNG \(10 ô\)\. Hai cách khớp nhau\.$/);
    // Every move's rule reason compares the pile kept with the partner.
    assert.deepEqual(await w.locator(".ps-move-rule").allTextContents(), [
      "Luật: đống còn 2 ≠ left(2, 4) = 1, nên thế đó thắng cho người đi tiếp.",
      "Luật: đống còn 1 = left(2, 4) = 1, nên thế đó thua cho người đi tiếp.",
      "Luật: đống còn 0 ≠ left(2, 4) = 1, nên thế đó thắng cho người đi tiếp.",
      "Luật: đống còn 1 ≠ right(1, 3) = 3, nên thế đó thắng cho người đi tiếp.",
      "Luật: đống còn 0 ≠ right(1, 3) = 3, nên thế đó thắng cho người đi tiếp.",
    ]);
    assert.equal(await button(page, /Về hàng trước/).isVisible(), false, "nowhere to go back to yet");

    // Down the tree: after the winning move every reply leaves a winning position.
    await w.locator(".ps-move.is-winning").getByRole("button", { name: "Đi tới thế này" }).click();
    assert.equal(await w.locator('input[name="piles"]').inputValue(), "1 1 2 2");
    await button(page, "Tới cuối").click();
    assert.equal(await moves(page).count(), 3);
    assert.equal(await winning(page).count(), 0);
    assert.match(await w.locator(".ps-verdict").textContent(), /người đi trước THUA .*left\(2, 4\) = 1 = a\[1\] = 1, nên người đi trước THUA/);
    assert.match(await settledUrl(page), /ps-lesson\.piles=1(,|%2C|\+| )1/);
    // One more level: from 1, 1, 2, 2 take the right pile's 2 stones.
    await moves(page).last().getByRole("button", { name: "Đi tới thế này" }).click();
    assert.equal(await w.locator('input[name="piles"]').inputValue(), "1 1 2");
    await button(page, "← Về hàng trước (1, 1, 2, 2)").click();
    await button(page, "← Về hàng trước (3, 1, 2, 2)").click();
    assert.equal(await w.locator('input[name="piles"]').inputValue(), "3 1 2 2");
    assert.equal(await button(page, /Về hàng trước/).isVisible(), false);
    await session.close();
  });

  test("stepping: the rule's cells one by one with their case, then the moves with the search's count", async () => {
    const session = await openWidget(browser, "pile-search");
    const { page } = session;
    const w = widget(page);
    // A row solved starts at step 0, as every widget with a player does.
    await solve(page, "3 1 2 2");
    assert.deepEqual(await counter(page), { position: 0, total: 15 });
    assert.equal(await moves(page).count(), 0);
    assert.deepEqual(
      (await table(page)).map((row) => row.slice(2)),
      LESSON_TABLE.map(() => ["·", "·"]),
      "no partner before its step",
    );
    assert.equal(await w.locator(".ps-verdict").textContent(), "Kết luận hiện ra khi mọi nước đi đã được xét.");
    const forward = button(page, "Tiến một bước");
    for (let i = 0; i < 9; i++) await forward.click();
    assert.equal(
      await w.locator(".step-sentence").textContent(),
      "Đoạn [2, 4] (1, 2, 2). p = left(2, 3) = 2, q = right(2, 3) = 1, y = 2; vì q < y ≤ p nên left = y − 1 = 1. " +
        "p = right(3, 4) = 0, q = left(3, 4) = 0, x = 1; vì x không nằm giữa p và q nên right = x = 1.",
    );
    assert.deepEqual(await w.locator(".ps-cell.is-current th").allTextContents(), ["[2, 4]"]);
    assert.equal(await w.locator(".ps-cell.is-pending").count(), 1);
    await forward.click();
    await forward.click();
    assert.equal(await moves(page).count(), 1);
    const sentence = await w.locator(".step-sentence").textContent();
    assert.match(sentence, /^Bốc 1 ở đống trái, còn 2, 1, 2, 2\. Vét cạn \((\d+) thế đã xét\): thế đó thắng cho người đi tiếp, nên nước này không thắng\. Luật: đống còn 2 ≠ left\(2, 4\) = 1/);
    const first = Number(sentence.match(/\((\d+) thế/)[1]);
    await forward.click();
    const second = Number((await w.locator(".step-sentence").textContent()).match(/\((\d+) thế/)[1]);
    assert.ok(second >= first && first > 0, `the search's count grows: ${first} then ${second}`);
    assert.match(await w.locator(".step-sentence").textContent(), /nên đây là nước thắng/);
    await session.close();
  });

  test("larger piles: the search judges many more positions while the rule keeps one cell per segment", async () => {
    const session = await openWidget(browser, "pile-search");
    const { page } = session;
    const w = widget(page);
    const positions = async () => Number((await w.locator(".ps-verdict").textContent()).match(/đã xét (\d+) thế/)[1]);
    await solve(page, "1 1 1");
    await button(page, "Tới cuối").click();
    const small = await positions();
    await solve(page, "9 9 9 9 9 9 9");
    await button(page, "Tới cuối").click();
    const large = await positions();
    assert.ok(large > 20 * small, `${small} positions, then ${large}`);
    assert.match(await w.locator(".ps-verdict").textContent(), /\(28 ô\)\. Hai cách khớp nhau\.$/);
    await session.close();
  });

  test("the exercise's link opens test 1 of ZJOI (print 0); bad rows get a message at the field; English", async () => {
    const session = await open(browser, `${LESSON}#ps-lesson.piles=3,1,9,4`);
    const { page } = session;
    const w = widget(page);
    assert.equal(await w.locator('input[name="piles"]').inputValue(), "3 1 9 4");
    assert.match(await w.locator(".ps-verdict").textContent(), /người đi trước THUA .*left\(2, 4\) = 3 = a\[1\] = 3/);
    assert.equal(await winning(page).count(), 0);

    const cases = [
      ["", "chưa có giá trị; ví dụ: 3 1 9 4."],
      ["3 10", "“10” quá lớn; lớn nhất là 9."],
      ["3 0 2", "“0” quá nhỏ; nhỏ nhất là 1."],
      ["1 2 3 4 5 6 7 8", "nhiều nhất 7 giá trị."],
      ["<img src=x onerror=alert(1)>", "“<img” không phải là số nguyên."],
    ];
    for (const [row, message] of cases) {
      await solve(page, row);
      const error = w.locator(".field-piles .field-error");
      assert.ok(await error.isVisible(), `no message for ${JSON.stringify(row)}`);
      assert.equal(await error.textContent(), message);
      assert.equal(await moves(page).count(), 4 + 3, "the last good row stays");
      assert.equal(await page.locator(".pile-search-widget img").count(), 0);
    }
    await solve(page, "2 3");
    assert.equal(await w.locator(".field-error:visible").count(), 0);
    await button(page, "Tới cuối").click();

    await page.getByRole("link", { name: "English" }).click();
    assert.equal(await w.locator(".widget-title").textContent(), "Stones at both ends: brute force beside the rule");
    assert.deepEqual(await winning(page).allTextContents(), ["Take 1 from the right pile, leaving 2, 2"]);
    assert.match(await w.locator(".ps-verdict").textContent(), /^Search: the first player WINS \(\d+ positions judged\)\. Rule: left\(2, 2\) = 3 ≠ a\[1\] = 2, so the first player WINS \(3 cells\)\. The two agree\.$/);
    await session.close();

    const hostile = await open(browser, `${LESSON}#ps-lesson.piles=%3Cb%3E1&ps-lesson.step=999`);
    const h = widget(hostile.page);
    assert.ok(await h.locator(".field-piles .field-error").isVisible());
    assert.deepEqual(await table(hostile.page), LESSON_TABLE, "the placeholder's row stays");
    assert.equal(await hostile.page.locator(".pile-search-widget b").count(), 0);
    await hostile.close();
  });

  for (const [width, name] of [
    [375, "phone"],
    [1280, "wide"],
  ]) {
    test(`screenshot at ${width} px (${name}) with no horizontal page scroll`, async () => {
      const session = await open(browser, LESSON, { width, height: 900 });
      const { page } = session;
      const w = widget(page);
      await w.scrollIntoViewIfNeeded();
      assert.equal(await horizontalOverflow(page), 0);
      await screenshotAtRest(w, `${OUTPUT}pile-search-${width}.png`);
      await session.close();
    });
  }
});
