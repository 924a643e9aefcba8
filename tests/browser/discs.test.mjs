// The disc-placing widget, driven as a learner would: the computer takes the centre and
// mirrors every disc; the learner clicks the table or types x y, makes illegal placements,
// scrubs the game, shares it, and runs out of room. Coordinates are read from the SVG.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, open, openWidget, OUTPUT, remountListeners, SCREENS, screenshotAtRest, settledUrl } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const widget = (page) => page.locator(".discs-widget").first();

/** The discs drawn, in the order placed: table coordinates and SVG centre. */
async function discs(page) {
  return widget(page).locator(".di-disc circle").evaluateAll((circles) =>
    circles.map((c) => ({
      n: Number(c.getAttribute("data-index")),
      x: c.getAttribute("data-x"),
      y: c.getAttribute("data-y"),
      cx: Number(c.getAttribute("cx")),
      cy: Number(c.getAttribute("cy")),
      who: c.parentElement.classList.contains("is-computer") ? "computer" : "learner",
    })),
  );
}

async function counter(page) {
  const text = await widget(page).locator(".player-counter").textContent();
  const [, position, total] = text.match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
}

async function table(page, width, height, radius) {
  const w = widget(page);
  await w.locator('input[name="width"]').fill(String(width));
  await w.locator('input[name="height"]').fill(String(height));
  await w.locator('input[name="radius"]').fill(String(radius));
  await w.getByRole("button", { name: /Bàn mới|New table/ }).click();
}

async function type(page, spot) {
  const w = widget(page);
  await w.locator('input[name="spot"]').fill(spot);
  await w.getByRole("button", { name: /Đặt đĩa|Place disc/ }).click();
}

/**
 * Clicks the table at table coordinates (x, y), y upwards, through the drawing's viewBox. The
 * click is placed relative to the drawing, so Playwright scrolls to it and waits for it to stand
 * still: widgets that finish loading above it may still move it.
 */
async function clickAt(page, x, y) {
  const svg = widget(page).locator("svg.di-table");
  const box = await svg.boundingBox();
  const [minX, minY, vw, vh] = (await svg.getAttribute("viewBox")).split(" ").map(Number);
  const height = Number(await widget(page).locator(".di-board").getAttribute("height"));
  const position = {
    x: ((x * 10 - minX) / vw) * box.width,
    y: ((height - y * 10 - minY) / vh) * box.height,
  };
  await svg.click({ position });
}

describe("disc-placing widget", () => {
  test("the computer's first disc is at the centre; a disc at (2, 2) is answered at (8, 4)", async () => {
    const session = await openWidget(browser, "discs");
    const { page } = session;
    const w = widget(page);
    assert.deepEqual(await discs(page), [{ n: 1, x: "5", y: "3", cx: 50, cy: 30, who: "computer" }]);
    assert.equal(await w.locator(".step-sentence").textContent(), "Máy đặt đĩa đầu tiên đúng tâm O (5, 3).");
    await clickAt(page, 2, 2);
    assert.equal(await w.locator('input[name="spot"]').inputValue(), "2 2");
    assert.deepEqual(await discs(page), [
      { n: 1, x: "5", y: "3", cx: 50, cy: 30, who: "computer" },
      { n: 2, x: "2", y: "2", cx: 20, cy: 40, who: "learner" },
      { n: 3, x: "8", y: "4", cx: 80, cy: 20, who: "computer" },
    ]);
    assert.equal(
      await w.locator(".step-sentence").textContent(),
      "Máy đáp tại (8, 4): ảnh đối xứng qua O của đĩa bạn đặt tại (2, 2). Bàn lại đối xứng tâm, nên chỗ này chắc chắn còn trống.",
    );
    const line = w.locator(".di-mirror");
    assert.match(await line.getAttribute("class"), /is-shown/);
    assert.deepEqual(
      await Promise.all(["x1", "y1", "x2", "y2"].map((a) => line.getAttribute(a))),
      ["20", "40", "80", "20"],
      "the dashed line runs from the learner's disc through O (50, 30) to the answer",
    );
    assert.deepEqual(await counter(page), { position: 3, total: 3 });
    await session.close();
  });

  test("an overlapping or off-table placement is refused with a sentence and nothing changes", async () => {
    const session = await openWidget(browser, "discs");
    const { page } = session;
    const w = widget(page);
    await type(page, "2 2");
    await clickAt(page, 2.5, 2.5);
    const error = w.locator(".field-spot .field-error");
    assert.equal(
      await error.textContent(),
      "đĩa tâm (2.5, 2.5) sẽ chồng lên đĩa 2 tâm (2, 2): hai tâm phải cách nhau ít nhất 2r = 2.",
    );
    assert.equal((await discs(page)).length, 3);
    await type(page, "0.5 3");
    assert.equal(
      await error.textContent(),
      "đĩa tâm (0.5, 3) sẽ lòi ra ngoài mép bàn: tâm phải cách mỗi cạnh ít nhất r = 1, tức 1 ≤ x ≤ 9 và 1 ≤ y ≤ 5.",
    );
    await type(page, "5 4.9");
    assert.match(await error.textContent(), /chồng lên đĩa 1 tâm \(5, 3\)/);
    for (const [bad, message] of [
      ["2", "hãy gõ hai số x y, ví dụ 2 2 hoặc 3.5 1."],
      ["1.25 3", "“1.25” không phải là số không âm có nhiều nhất một chữ số thập phân."],
      ["<img src=x onerror=alert(1)>", "hãy gõ hai số x y, ví dụ 2 2 hoặc 3.5 1."],
      ["<b>1</b> 2", "“<b>1</b>” không phải là số không âm có nhiều nhất một chữ số thập phân."],
    ]) {
      await type(page, bad);
      assert.equal(await error.textContent(), message);
      assert.equal(await page.locator("img, b").count(), 0);
    }
    assert.equal((await discs(page)).length, 3, "refused placements add no disc");
    // Touching is allowed: centres exactly 2r apart.
    await type(page, "2 4");
    assert.ok(!(await error.isVisible()));
    assert.deepEqual((await discs(page)).slice(3).map((d) => [d.x, d.y]), [["2", "4"], ["8", "2"]]);
    await session.close();
  });

  test("2r > min(a, b): no disc fits and the first player loses at once", async () => {
    const session = await openWidget(browser, "discs");
    const { page } = session;
    const w = widget(page);
    await table(page, 3, 1, 1);
    assert.equal(
      await w.locator(".di-verdict").textContent(),
      "2r = 2 > min(a, b) = 1: không đặt nổi một đĩa nào. Máy đi trước không có nước đi nên thua ngay; người đi sau thắng.",
    );
    assert.deepEqual(await discs(page), []);
    assert.deepEqual(await counter(page), { position: 0, total: 0 });
    assert.ok(await w.getByRole("button", { name: "Đặt đĩa" }).isDisabled());
    await table(page, 2, 2, 1);
    // A new table opens empty, at step 0: the computer's first disc is the first step.
    assert.deepEqual(await counter(page), { position: 0, total: 1 });
    assert.deepEqual(await discs(page), []);
    await w.getByRole("button", { name: "Tiến một bước" }).click();
    assert.deepEqual((await discs(page)).map((d) => [d.x, d.y]), [["1", "1"]], "2r = min(a, b): one disc fits");
    await session.close();
  });

  test("a full game: the learner runs out of room (checked on a grid, said to be approximate)", async () => {
    const session = await openWidget(browser, "discs");
    const { page } = session;
    const w = widget(page);
    await table(page, 6, 2, 1);
    await type(page, "1 1");
    assert.deepEqual((await discs(page)).map((d) => [d.x, d.y]), [["3", "1"], ["1", "1"], ["5", "1"]]);
    assert.equal(
      await w.locator(".di-verdict").textContent(),
      "Không còn chỗ đặt đĩa (máy dò trên lưới bước 0,1 nên đây là kiểm tra gần đúng): bạn không đi được và thua. Người đi trước (máy) thắng nhờ đối xứng tâm.",
    );
    assert.ok(await w.getByRole("button", { name: "Đặt đĩa" }).isDisabled());

    // Giving up on a big table.
    await table(page, 10, 6, 1);
    await type(page, "1.5 4.5");
    await w.getByRole("button", { name: "Hết chỗ rồi, tôi chịu thua" }).click();
    assert.match(await w.locator(".di-verdict").textContent(), /^Bạn chịu thua vì hết chỗ: người đi trước \(máy\) thắng/);
    await session.close();
  });

  test("the moves are steps: scrub back, replay, branch, and a shared URL restores the game", async () => {
    const session = await openWidget(browser, "discs");
    const { page } = session;
    const w = widget(page);
    await type(page, "2 2");
    await type(page, "1.5 4.5");
    assert.deepEqual(await counter(page), { position: 5, total: 5 });
    assert.match(await settledUrl(page), /di\.width=10.*di\.height=6.*di\.radius=1.*di\.moves=2%202%3B1\.5%204\.5.*di\.step=5/);
    const shared = await settledUrl(page);
    await w.getByRole("button", { name: "Lùi một bước" }).click();
    assert.equal((await discs(page)).length, 4);
    assert.equal(await w.locator(".step-sentence").textContent(), "Bạn đặt đĩa 4 tại (1.5, 4.5).");
    assert.doesNotMatch(await w.locator(".di-mirror").getAttribute("class"), /is-shown/);
    await w.getByRole("button", { name: "Về đầu" }).click();
    assert.equal((await discs(page)).length, 0);
    await w.locator(".player-scrubber, input[type=range]").first().fill("3");
    assert.equal((await discs(page)).length, 3);
    // Placing while replaying drops the later moves.
    await type(page, "9 1");
    assert.deepEqual((await discs(page)).map((d) => [d.x, d.y]), [["5", "3"], ["2", "2"], ["8", "4"], ["9", "1"], ["1", "5"]]);
    await session.close();

    const again = await openWidget(browser, "discs", { hash: shared.slice(shared.indexOf("#")) });
    assert.deepEqual((await discs(again.page)).map((d) => [d.x, d.y]), [["5", "3"], ["2", "2"], ["8", "4"], ["1.5", "4.5"], ["8.5", "1.5"]]);
    assert.deepEqual(await counter(again.page), { position: 5, total: 5 });
    await again.close();

    const mid = await openWidget(browser, "discs", { hash: "di.width=10&di.height=6&di.radius=1&di.moves=2%202&di.step=2" });
    assert.equal((await discs(mid.page)).length, 2);
    await mid.close();
  });

  test("bad input at the fields keeps the old table; a hostile fragment is refused", async () => {
    const session = await openWidget(browser, "discs");
    const { page } = session;
    const w = widget(page);
    await type(page, "2 2");
    for (const [width, height, radius, field, message] of [
      ["abc", "6", "1", "width", "“abc” không phải là số nguyên."],
      ["31", "6", "1", "width", "“31” quá lớn; lớn nhất là 30."],
      ["10", "0", "1", "height", "“0” quá nhỏ; nhỏ nhất là 1."],
      ["10", "6", "", "radius", "chưa có giá trị; ví dụ: 1."],
      ["10", "6", "<img src=x>", "radius", "“<img src=x>” không phải là số nguyên."],
    ]) {
      await table(page, width, height, radius);
      const error = w.locator(`.field-${field} .field-error`);
      assert.ok(await error.isVisible(), `no message for ${width} ${height} ${radius}`);
      assert.ok((await error.textContent()).endsWith(message), `${await error.textContent()} ≠ ${message}`);
      assert.equal((await discs(page)).length, 3, "the old game stays");
      assert.equal(await page.locator("img").count(), 0);
    }
    await session.close();

    const hostile = await openWidget(browser, "discs", { hash: "di.width=%3Cimg%20src%3Dx%3E&di.height=6&di.radius=1&di.moves=%3Cscript%3E&di.step=999" });
    const h = widget(hostile.page);
    assert.ok(await h.locator(".field-width .field-error").isVisible());
    assert.deepEqual((await discs(hostile.page)).map((d) => [d.x, d.y]), [["5", "3"]], "bad links fall back to the default table");
    assert.equal(await hostile.page.locator("img, script:not([src])").count(), await hostile.page.locator("script:not([src])").count());
    await hostile.close();

    const badMove = await openWidget(browser, "discs", { hash: "di.width=10&di.height=6&di.radius=1&di.moves=2%202%3B2.5%202.5" });
    assert.equal((await discs(badMove.page)).length, 3, "the replay stops at the first illegal move");
    assert.match(await widget(badMove.page).locator(".field-spot .field-error").textContent(), /chồng lên đĩa 2/);
    await badMove.close();
  });

  test("keyboard only: type a spot, place it, give up", async () => {
    const session = await openWidget(browser, "discs");
    const { page } = session;
    const w = widget(page);
    await w.locator('input[name="spot"]').focus();
    await page.keyboard.type("3 1.5");
    await page.keyboard.press("Enter");
    assert.deepEqual((await discs(page)).slice(1).map((d) => [d.x, d.y]), [["3", "1.5"], ["7", "4.5"]]);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.textContent), "Hết chỗ rồi, tôi chịu thua");
    await page.keyboard.press("Enter");
    assert.match(await w.locator(".di-verdict").textContent(), /^Bạn chịu thua/);
    await session.close();
  });

  test("reduced motion: the mirror line appears without animation; English; the lesson page", async () => {
    const session = await open(browser, "adhoc.html?lang=en#symmetry", { reducedMotion: "reduce" });
    const { page } = session;
    const w = page.locator("#discs-lesson .discs-widget");
    await w.locator('input[name="spot"]').fill("2 2");
    await w.getByRole("button", { name: "Place disc" }).click();
    assert.equal(await w.locator(".di-mirror").evaluate((l) => getComputedStyle(l).animationName), "none");
    assert.equal(
      await w.locator(".step-sentence").textContent(),
      "The computer answers at (8, 4): the mirror image through O of your disc at (2, 2). The table is symmetric again, so this spot is sure to be free.",
    );
    assert.equal(await w.locator(".widget-title").textContent(), "Placing discs: the symmetry strategy");
    await session.close();

    const moving = await openWidget(browser, "discs");
    await type(moving.page, "2 2");
    assert.equal(await widget(moving.page).locator(".di-mirror").evaluate((l) => getComputedStyle(l).animationName), "di-mirror-in");
    await moving.close();
  });

  test("mounting and unmounting 30 times leaves no listener behind", async () => {
    const session = await openWidget(browser, "discs");
    const { page } = session;
    const counts = await remountListeners(page, "discs");
    assert.equal(counts.after, counts.before);
    assert.ok(counts.unmounted < counts.before, "unmounting releases the widget's listeners");
    assert.ok(counts.ready);
    await session.close();
  });

  test("screenshots at 375 px (phone) and 1280 px (desktop) with no horizontal scroll", async () => {
    const session = await openWidget(browser, "discs", SCREENS[0]);
    const { page } = session;
    await type(page, "2 2");
    await type(page, "1.5 4.5");
    await type(page, "4 1");
    for (const { name, width, height } of SCREENS) {
      await page.setViewportSize({ width, height });
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `${name}: the page scrolls sideways by ${overflow}px`);
      await screenshotAtRest(widget(page), `${OUTPUT}discs-${width}.png`);
    }
    await session.close();
  });
});
