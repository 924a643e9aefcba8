// The games against the computer load apart from their widgets (kit/game_slot.rs,
// game_loader.js): from the part of the widget's build that holds them (a lesson page's, and a
// frame's or an element's whose build has one), else as a build of their own. A reader who never scrolls to a game never downloads it, one who does
// gets it once per page, and the game follows its widget (input, language). A game whose build cannot load
// says so in the page's language and loads on a second try, the widget working on meanwhile.
// The quick check and the exercises closing a lesson come from the same part
// (widgets/later.rs), as a reader reaches them.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { launch, open, SITE } from "../support/browser.mjs";
import { tableIn } from "../support/blog.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Opens `path` as a reader arriving at its top, counting the front end's wasm files fetched. */
async function arrive(path, options = {}) {
  const session = await open(browser, path, { reveal: false, serviceWorkers: "block", ...options });
  const wasm = [];
  session.page.on("request", (request) => {
    if (request.url().endsWith(".wasm")) wasm.push(request.url().split("/").pop());
  });
  return { ...session, wasm };
}

/** Scrolls the play part of `widget` into view and waits until its game is open. */
async function scrollToGame(widget) {
  const slot = widget.locator(".play-slot");
  await slot.scrollIntoViewIfNeeded();
  await widget.locator('.play-slot[data-game="open"] .play').waitFor();
  return slot;
}

describe("the games against the computer load as a reader comes to them", () => {
  test("nim.html: no game before its slot is in view; the page's games part once, when the first is", async () => {
    const session = await arrive("nim.html");
    const { page, wasm } = session;
    const slots = page.locator(".play-slot");
    assert.equal(await slots.count(), 3, "the Nim, Moore and staircase widgets each have a game");
    await page.waitForLoadState("networkidle");
    assert.deepEqual(await slots.evaluateAll((els) => els.map((el) => el.dataset.game)), ["waiting", "waiting", "waiting"]);
    assert.equal(await page.locator(".play").count(), 0, "no game is built before it is seen");

    const nim = page.locator(".nim-widget").first();
    await scrollToGame(nim);
    assert.equal(wasm.length, 1, `the games' part of the page's build alone came: ${wasm}`);
    assert.match(wasm[0], /^nimlab-frontend-[0-9a-f]{16}-games\.wasm$/);
    assert.match(await nim.locator(".nim-game-status").textContent(), /^Lượt của bạn/);

    const moore = page.locator(".moore-widget").first();
    await scrollToGame(moore);
    assert.equal(wasm.length, 1, `Moore's game came from the same part, with nothing more: ${wasm}`);
    assert.match(await moore.locator(".moore-game-status").textContent(), /\S/);
    assert.equal(await page.locator('.play-slot[data-game="waiting"]').count(), 1, "the staircase's game still waits");
    await session.close();
  });

  test("a frame whose build holds its game in a part opens the game from that part, not from a build of its own", async () => {
    const builds = tableIn(await (await fetch(`${SITE}boot-embed.js`)).text(), "BUILDS");
    const withOwnGame = Object.entries(builds).filter(([kind, [, , , games]]) => games?.includes(kind));
    assert.ok(withOwnGame.length > 0, "some frame's build holds its game (nim's, the authors page's build)");
    for (const [kind, [, wasm]] of withOwnGame) {
      const session = await arrive(`embed.html?widget=${kind}`);
      const { page } = session;
      await page.waitForLoadState("networkidle");
      assert.deepEqual(session.wasm, [], `${kind}: nothing more before the game is in view`);
      await scrollToGame(page.locator(`.${kind}-widget`));
      assert.deepEqual(session.wasm, [wasm.replace(/_bg\.wasm$/, "-games.wasm")], `${kind}: the frame's own part alone`);
      await session.close();
    }
  });

  test("graphs.html: two graph widgets share one build of their game", async () => {
    const session = await arrive("graphs.html");
    const { page, wasm } = session;
    await page.waitForLoadState("networkidle");
    const graphs = page.locator(".graph-widget");
    assert.equal(await graphs.count(), 2);
    await scrollToGame(graphs.nth(0));
    await scrollToGame(graphs.nth(1));
    assert.equal(wasm.length, 1, `one build for both graph games: ${wasm}`);
    await session.close();
  });

  test("the game follows its widget: new heaps start a new game, the language switch relabels it", async () => {
    const session = await arrive("nim.html");
    const { page } = session;
    const nim = page.locator(".nim-widget").first();
    // Changed before the game came: it starts from what the widget shows.
    await nim.locator('input[name="heaps"]').fill("2 5 9");
    await nim.getByRole("button", { name: "Phân tích" }).click();
    await scrollToGame(nim);
    const heaps = () => nim.locator(".nim-heap .nim-heap-count").allTextContents();
    assert.deepEqual(await heaps(), ["2", "5", "9"]);
    assert.match(await nim.locator(".nim-game-intro").textContent(), /2 5 9/);
    // Changed after: a new game on the new heaps.
    await nim.locator('input[name="heaps"]').fill("1 2");
    await nim.getByRole("button", { name: "Phân tích" }).click();
    await page.waitForFunction(() => document.querySelectorAll(".nim-widget .nim-heap").length === 2);
    assert.deepEqual(await heaps(), ["1", "2"]);

    await page.locator("[data-lang-switch=en]").click();
    await page.waitForFunction(() => /^Your turn/.test(document.querySelector(".nim-game-status")?.textContent ?? ""));
    assert.match(await nim.locator(".nim-game-intro").textContent(), /^The game starts from 1 2/);
    assert.equal(await nim.locator(".play-new").textContent(), "New game");
    await session.close();
  });

  test("a game whose build does not load says so, the widget works on, and a second try plays", async () => {
    const session = await arrive("nim.html");
    const { page } = session;
    await page.waitForLoadState("networkidle");
    let blocked = true;
    await page.route("**/*.wasm", (route) => (blocked ? route.abort() : route.continue()));
    const nim = page.locator(".nim-widget").first();
    const slot = nim.locator(".play-slot");
    await slot.scrollIntoViewIfNeeded();
    await nim.locator('.play-slot[data-game="failed"]').waitFor();
    assert.equal(await slot.locator(".play-slot-status").textContent(), "Không tải được ván chơi với máy (mất mạng?).");
    const retry = slot.getByRole("button", { name: "Tải lại ván chơi" });
    assert.ok(await retry.isVisible(), "a button to try again");

    // The widget itself still steps.
    const counter = () => nim.locator(".player-counter").textContent();
    const before = await counter();
    await nim.getByRole("button", { name: "Lùi một bước" }).click();
    assert.notEqual(await counter(), before, "the player still steps");

    blocked = false;
    await retry.click();
    await nim.locator('.play-slot[data-game="open"] .play').waitFor();
    assert.ok(await retry.isHidden(), "the button goes once the game is there");
    assert.ok(await slot.locator(".play-slot-status").isHidden());
    await nim.locator(".nim-heap").first().click();
    await nim.getByRole("button", { name: "Bốc 3 viên ở đống 1", exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll(".nim-widget .nim-history li").length >= 2);
    // The page logged the failed requests of the blocked build: that was the point.
    session.problems.length = 0;
    await session.close();
  });

  test("nim.html: the quick check at its end mounts from the games' part once in view; a failed part says so, a second try mounts it", async () => {
    const session = await arrive("nim.html");
    const { page, wasm } = session;
    await page.waitForLoadState("networkidle");
    const quiz = page.locator("#quiz-nim");
    assert.equal(await quiz.locator('[data-ready="true"]').count(), 0, "not mounted before it is seen");
    assert.match(await quiz.locator(".play-slot-status").textContent(), /^Mô phỏng này đang tải…$/);
    assert.deepEqual(wasm, [], "nothing more downloaded while the reader is at the top");

    let blocked = true;
    await page.route("**/*-games.wasm", (route) => (blocked ? route.abort() : route.continue()));
    await quiz.evaluate((el) => el.scrollIntoView());
    const retry = quiz.getByRole("button", { name: "Tải lại mô phỏng" });
    await retry.waitFor();
    assert.equal(await quiz.locator(".play-slot-status").textContent(), "Không tải được mô phỏng này (mất mạng?).");

    blocked = false;
    await retry.click();
    await quiz.locator('[data-ready="true"] .quiz-question').first().waitFor();
    assert.equal(await quiz.locator(".play-slot-status, .play-slot-retry").count(), 0, "the widget took the status's place");
    assert.ok(wasm.every((file) => /-games\.wasm$/.test(file)), `the games' part alone: ${wasm}`);
    // Mounted late, it still follows the page's language.
    await page.locator("[data-lang-switch=en]").click();
    await page.waitForFunction(() => /^Quick check/.test(document.querySelector("#quiz-nim .widget-title")?.textContent ?? ""));
    // The page logged the failed request of the blocked part: that was the point.
    session.problems.length = 0;
    await session.close();
  });
});
