// The stage every widget is laid out in (crates/frontend/src/kit/stage.rs), driven as a learner,
// a teacher at a projector and a blogger would: the parts and where they stand, `panels`, full
// screen, the keys of a presentation clicker, the link to a moment, questions before answers,
// the program's comments in the page's language, the remembered speed. The tests that only read
// the playground, or put back what they change, share one page per screen size.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { mkdirSync } from "node:fs";
import { launch, open, OUTPUT, PLAYGROUND, revealEveryWidget, screenshotAtRest, SITE, watchProblems, picture } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Every widget that steps through a trace, by its placeholder's `data-widget`: each is on the
 * playground, with the parts, the player and the tools of the stage. */
const STEPPING = [
  "wl-table",
  "nim",
  "moore",
  "staircase",
  "mex",
  "sg-table",
  "nim-product",
  "coins",
  "wythoff",
  "yaglom",
  "fib-nim",
  "graph",
  "bipartite",
  "ends",
  "discs",
];
/** The widgets with no trace to step (a practice, a measurement, a sandbox): on the stage too. */
const STANDALONE = ["wl-practice", "grundy-practice", "dp-practice", "ends-bench", "sandbox"];
/** Widgets from the top of the playground to its bottom, whose links are opened. */
const OPENED = ["wl-table", "sg-table", "wythoff", "graph", "discs"];
/** The pages whose widgets are measured with the lesson's own input. */
const LESSONS = ["win-lose.html", "nim.html", "grundy.html", "grundy-advanced.html", "wythoff.html", "graphs.html", "score.html", "adhoc.html"];

const stageOf = (page, kind, index = 0) => page.locator(`[data-widget="${kind}"] .stage`).nth(index);
const counter = async (stage) => {
  const text = await stage.locator(".player-counter").textContent();
  const [position, total] = text.match(/(\d+) \/ (\d+)/).slice(1).map(Number);
  return { position, total };
};

/** Two animation frames: resize callbacks and the layout they change have run. */
const frames = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** The box around picture, sentence and player of a stage, in CSS pixels of the viewport. */
function unionOfParts(stage, parts) {
  return stage.evaluate((root, parts) => {
    const rects = parts
      .map((name) => root.querySelector(`[data-part="${name}"]`))
      .filter((el) => el && !el.hidden)
      .map((el) => el.getBoundingClientRect());
    const top = Math.min(...rects.map((r) => r.top));
    const bottom = Math.max(...rects.map((r) => r.bottom));
    const left = Math.min(...rects.map((r) => r.left));
    const right = Math.max(...rects.map((r) => r.right));
    return { top, bottom, left, right, height: bottom - top, width: right - left };
  }, parts);
}

/**
 * The playground at one screen size, opened once and shared by the tests of the stage that only
 * read it or put back what they change: mounting the whole playground costs seconds each time.
 * A test that needs a page of its own (another address, other permissions, a reload) opens it.
 */
const playgrounds = new Map();
async function playground(width = 1280, height = 900) {
  const size = `${width}×${height}`;
  if (!playgrounds.has(size)) playgrounds.set(size, open(browser, PLAYGROUND, { width, height }));
  const session = await playgrounds.get(size);
  // In front: a page left behind another test's gets no animation frames, and its player waits.
  await session.page.bringToFront();
  return session;
}

/** A test on a shared playground ends with nothing logged by the page meanwhile. */
function nothingLogged(session) {
  assert.deepEqual(session.problems.splice(0), [], "the page logged errors");
}

describe("the stage", () => {
  after(async () => {
    for (const session of playgrounds.values()) await (await session).close();
  });

  test("each widget is one stage of named parts; picture, sentence and player stand together, the player right under them", async () => {
    const session = await playground();
    const { page } = session;
    for (const kind of [...STEPPING, ...STANDALONE]) {
      const stage = stageOf(page, kind);
      const parts = await stage.locator("[data-part]").evaluateAll((els) => els.map((el) => el.dataset.part));
      const needed = STEPPING.includes(kind)
        ? ["intro", "input", "picture", "sentence", "player", "embed"]
        : ["intro", "input", "analysis", "embed"];
      for (const part of needed) {
        assert.ok(parts.includes(part), `${kind} has no ${part} part: ${parts}`);
      }
      for (const tool of ["Chép liên kết tới bước này", "Toàn màn hình (F)", "Phím tắt (?)"]) {
        assert.equal(await stage.getByRole("button", { name: tool }).count(), 1, `${kind} has the tool “${tool}”`);
      }
      if (!STEPPING.includes(kind)) continue;
      // In the DOM as on screen: the player follows the sentence, which follows the picture, and
      // all three come before the code.
      const order = await stage.evaluate((root) => {
        const at = (name) => root.querySelector(`[data-part="${name}"]`);
        const follows = (a, b) => !at(b) || Boolean(at(a).compareDocumentPosition(at(b)) & Node.DOCUMENT_POSITION_FOLLOWING);
        const r = (name) => at(name).getBoundingClientRect();
        return {
          dom: follows("picture", "sentence") && follows("sentence", "player") && follows("player", "code"),
          playerUnderPicture: r("player").top >= r("picture").bottom - 1,
        };
      });
      assert.ok(order.dom, `${kind}: picture, sentence, player, then code`);
      assert.ok(order.playerUnderPicture, `${kind}: the player stands under the picture`);
    }
    nothingLogged(session);
  });

  // Before the tests that step the shared page: the table is as a reader finds it, at rest.
  test("questions before answers: predict mode starts at step 0 with nothing not yet reached on show; the verdict comes at once", async () => {
    const session = await playground();
    const { page } = session;
    const stage = stageOf(page, "wl-table");
    assert.equal((await counter(stage)).position, (await counter(stage)).total, "at rest the table is done");
    assert.ok(await stage.locator(".summary").isVisible(), "at the end the summary is there");
    await stage.getByLabel("Tự đoán trước mỗi ô").check();
    assert.equal((await counter(stage)).position, 0, "predict mode starts from the first step");
    assert.ok(!(await stage.locator(".summary").isVisible()));
    assert.ok(!(await stage.locator(".period").isVisible()));
    assert.deepEqual(await stage.locator(".cell-value").allTextContents(), Array(15).fill(""), "no cell is shown");
    assert.equal(await stage.locator(".code-line.is-current").count(), 0, "no line before the first step");
    await stage.getByRole("button", { name: "Tiến một bước" }).click(); // cell 0
    await stage.getByRole("button", { name: "Tiến một bước" }).click(); // asks about cell 1
    assert.match(await stage.locator(".predict-question").textContent(), /^Ô 1 là W hay L\?/);
    await stage.getByRole("button", { name: "Đoán L (thua)" }).click();
    assert.equal(await stage.locator(".predict-feedback").textContent(), "✗ Bạn đoán L, nhưng ô 1 là W.");
    assert.equal(await stage.locator(".predict-score").textContent(), "Đoán đúng 0 / 1 ô");
    // Put back as found, for the tests that share the page.
    await stage.getByLabel("Tự đoán trước mỗi ô").uncheck();
    nothingLogged(session);
  });

  test("at 1280 × 720, with each lesson's own input, every stepping widget's picture + sentence + player fit one screen, the code beside them", async () => {
    let measured = 0;
    for (const path of LESSONS) {
      const session = await open(browser, path, { width: 1280, height: 720 });
      const stages = session.page.locator("[data-widget] .stage:has(> .stage-body [data-part=player]:not([hidden]))");
      const count = await stages.count();
      for (let index = 0; index < count; index++) {
        const stage = stages.nth(index);
        const name = await stage.evaluate((root) => {
          const slot = root.closest("[data-widget]");
          return `${slot.dataset.widget}${slot.id ? `#${slot.id}` : ""}`;
        });
        await stage.scrollIntoViewIfNeeded();
        // The picture is fitted to the screen as its section is laid out (a resize callback,
        // before the next paint).
        await frames(session.page);
        const box = await unionOfParts(stage, ["picture", "sentence", "player"]);
        assert.ok(box.height <= 720 - 64, `${path} ${name}: picture + sentence + player are ${box.height}px tall`);
        const code = stage.locator('[data-part="code"]');
        if (await code.count()) {
          const beside = await code.boundingBox();
          const picture = await stage.locator('[data-part="picture"]').boundingBox();
          assert.ok(beside.x >= picture.x + picture.width - 1, `${path} ${name}: the code stands beside the picture`);
        }
        measured++;
      }
      await session.close();
    }
    assert.ok(measured >= 18, `every lesson widget was measured (${measured})`);
  });

  test("at 375 px the code folds below the player and can be collapsed, in every widget that has it", async () => {
    const session = await playground(375, 800);
    let folded = 0;
    for (const kind of STEPPING) {
      const stages = session.page.locator(`[data-widget="${kind}"] .stage:has(details[data-part="code"])`);
      if ((await stages.count()) === 0) continue;
      const stage = stages.first();
      const code = stage.locator('details[data-part="code"]');
      const player = await stage.locator('[data-part="player"]').boundingBox();
      assert.ok((await code.boundingBox()).y >= player.y + player.height - 1, `${kind}: the code is below the player`);
      const open = await code.evaluate((d) => d.open);
      if (!open) await code.locator("summary").click();
      assert.ok(await stage.locator(".code-panel").isVisible(), `${kind}: the program shows when unfolded`);
      await code.locator("summary").click();
      assert.equal(await code.evaluate((d) => d.open), false);
      assert.ok(!(await stage.locator(".code-panel").isVisible()), `${kind}: the program is folded away`);
      folded++;
    }
    assert.ok(folded >= 12, `the widgets with a program (${folded})`);
    nothingLogged(session);
  });

  test("at 375 px a table wider than the screen says that it scrolls, and fades at the hidden edge", async () => {
    const wide = "playground.html#nim.heaps=1023,512,700,33,1000,1,2,999";
    let session = await open(browser, wide, { width: 375, height: 800 });
    let stage = stageOf(session.page, "nim");
    const box = stage.locator('[data-part="picture"] [data-scroll-cue]').first();
    assert.equal(await box.getAttribute("data-overflows"), "");
    const hint = stage.locator('[data-part="picture"] .scroll-hint');
    assert.ok(await hint.isVisible());
    assert.match(await hint.textContent(), /kéo ngang/);
    assert.match(await box.evaluate((el) => getComputedStyle(el).maskImage), /linear-gradient/);
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await session.page.waitForFunction((el) => el.hasAttribute("data-at-end"), await box.elementHandle());
    assert.equal(await box.evaluate((el) => getComputedStyle(el).maskImage), "none", "no fade once at the end");
    await session.close();
    session = await playground(375, 800);
    stage = stageOf(session.page, "nim");
    // Each box's hint shows exactly when its content is wider than it.
    for (const scroller of await stage.locator('[data-part="picture"] [data-scroll-cue]').all()) {
      const wider = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      const hint = await scroller.evaluate((el) => !el.nextElementSibling.hidden);
      assert.equal(hint, wider, "a hint exactly where the box scrolls");
    }
    nothingLogged(session);
  });

  test("panels= lays out only the parts named, in the frame, on a placeholder and an element; a wrong name is said", async () => {
    let session = await open(browser, "embed.html?widget=wl-table&moves=1,3,4&n=14&panels=picture,player");
    let stage = session.page.locator(".stage");
    const shown = await stage
      .locator("[data-part]")
      .evaluateAll((els) => els.filter((el) => el.checkVisibility()).map((el) => el.dataset.part));
    assert.deepEqual(shown, ["picture", "player"]);
    await stage.getByRole("button", { name: "Về đầu" }).click();
    await stage.getByRole("button", { name: "Tiến một bước" }).click();
    assert.equal((await counter(stage)).position, 1, "the player still steps the picture");
    await session.close();

    session = await playground();
    const { page } = session;
    await page.evaluate(() => {
      const slot = document.createElement("div");
      slot.id = "panels-check";
      slot.dataset.widget = "nim";
      slot.dataset.panels = "picture, sentence, play";
      document.querySelector("main").prepend(slot);
      window.wasmBindings.mountWidget(slot);
    });
    stage = page.locator("#panels-check .stage");
    const placed = await stage
      .locator("[data-part]")
      .evaluateAll((els) => els.filter((el) => el.checkVisibility()).map((el) => el.dataset.part));
    assert.deepEqual(placed, ["picture", "sentence", "play"]);
    await page.evaluate(() => {
      const slot = document.querySelector("#panels-check");
      slot.dataset.panels = "picture,pictur";
      window.wasmBindings.mountWidget(slot);
    });
    assert.match(
      await stage.locator(".stage-status").textContent(),
      /^panels: không có phần “pictur”; các phần có: intro, input, picture, sentence, player/,
    );
    assert.ok(await stage.locator('[data-part="code"]').isVisible(), "every part is laid out after a wrong name");
    await page.evaluate(() => {
      const slot = document.querySelector("#panels-check");
      window.wasmBindings.unmountWidget(slot);
      slot.remove();
    });
    nothingLogged(session);
  });

  test("full screen: the stage fills the screen, the picture grows, Esc or the button leaves", async () => {
    const session = await playground(1280, 720);
    const { page } = session;
    const stage = stageOf(page, "wl-table");
    const cell = stage.locator(".wl-cells .cell").first();
    const small = await cell.boundingBox();
    const button = stage.getByRole("button", { name: "Toàn màn hình (F)" });
    await button.click();
    await page.waitForFunction(() => document.fullscreenElement?.matches(".stage"));
    // The button follows the `fullscreenchange` event, which comes a frame after the change.
    const pressed = (state) => stage.getByRole("button", { name: "Toàn màn hình (F)", pressed: state }).waitFor();
    await pressed(true);
    const large = await cell.boundingBox();
    assert.ok(large.width > small.width * 1.3, `a cell grew from ${small.width}px to ${large.width}px`);
    const box = await unionOfParts(stage, ["picture", "sentence", "player"]);
    assert.ok(box.bottom <= 720 + 1, `picture, sentence and player stay on the screen (bottom ${box.bottom})`);
    await picture(page, { path: `${OUTPUT}stage-fullscreen-1280x720.png` });
    await button.click();
    await page.waitForFunction(() => !document.fullscreenElement);
    await pressed(false);
    assert.ok(Math.abs((await cell.boundingBox()).width - small.width) < 1, "the picture is back to its size");
    // The F key does the same for the widget last clicked.
    await stage.locator('[data-part="picture"]').click();
    await page.keyboard.press("f");
    await page.waitForFunction(() => document.fullscreenElement?.matches(".stage"));
    await page.keyboard.press("f");
    await page.waitForFunction(() => !document.fullscreenElement);
    nothingLogged(session);
  });

  test("every stepping widget goes full screen from its button, with picture, sentence and player on the screen", async () => {
    const session = await playground(1280, 720);
    const { page } = session;
    for (const kind of STEPPING) {
      const stage = stageOf(page, kind);
      const button = stage.getByRole("button", { name: "Toàn màn hình (F)" });
      await button.click();
      await page.waitForFunction((k) => document.fullscreenElement?.closest(`[data-widget="${k}"]`), kind);
      // The picture is fitted once the stage has its full-screen size.
      await frames(page);
      const box = await unionOfParts(stage, ["picture", "sentence", "player"]);
      assert.ok(box.bottom <= 720 + 1, `${kind}: picture, sentence and player stay on the screen (bottom ${box.bottom})`);
      assert.ok(box.width >= 600, `${kind}: the picture column takes the screen (${box.width}px)`);
      await picture(page, { path: `${OUTPUT}fullscreen-${kind}-1280x720.png` });
      await button.click();
      await page.waitForFunction(() => !document.fullscreenElement);
    }
    nothingLogged(session);
  });

  test("where the Fullscreen API is missing, the stage covers the window instead, and Esc leaves", async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    await context.addInitScript(() => {
      Object.defineProperty(Document.prototype, "fullscreenEnabled", { get: () => false });
    });
    const page = await context.newPage();
    await page.goto(new URL(PLAYGROUND, SITE).href);
    await revealEveryWidget(page);
    await page.waitForSelector('[data-widget] [data-ready="true"]');
    const stage = stageOf(page, "nim");
    await stage.getByRole("button", { name: "Toàn màn hình (F)" }).click();
    const box = await stage.boundingBox();
    assert.deepEqual([box.x, box.y, box.width, box.height], [0, 0, 1024, 700]);
    assert.match(await stage.getAttribute("class"), /is-enlarged/);
    await page.keyboard.press("Escape");
    assert.doesNotMatch(await stage.getAttribute("class"), /is-enlarged/);
    await context.close();
  });

  test("PageDown, PageUp and the arrows step the widget last clicked, wherever the click was; Space plays without scrolling", async () => {
    const session = await playground();
    const { page } = session;
    const wl = stageOf(page, "wl-table");
    const nim = stageOf(page, "nim");
    await wl.getByRole("button", { name: "Về đầu" }).click();
    await nim.getByRole("button", { name: "Về đầu" }).click();
    // A click on the picture (no button takes the focus) chooses the widget.
    await wl.locator(".wl-cells").click();
    await page.keyboard.press("PageDown");
    await page.keyboard.press("PageDown");
    assert.equal((await counter(wl)).position, 2);
    await page.keyboard.press("PageUp");
    assert.equal((await counter(wl)).position, 1);
    await page.keyboard.press("ArrowRight");
    assert.equal((await counter(wl)).position, 2);
    assert.equal((await counter(nim)).position, 0, "the other widget did not move");
    // The keys follow the click to the other widget, a click on its sentence.
    await nim.locator('[data-part="sentence"]').click();
    await page.keyboard.press("PageDown");
    assert.equal((await counter(nim)).position, 1);
    assert.equal((await counter(wl)).position, 2);
    // Space on the widget's text plays it and does not scroll the page.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press(" ");
    assert.equal(await nim.locator(".player-play").getAttribute("aria-label"), "Dừng");
    assert.equal(await page.evaluate(() => window.scrollY), scrolled, "the page did not scroll");
    await page.keyboard.press(" ");
    // Typing in a field is typing, not stepping.
    await wl.locator('input[name="n"]').focus();
    await page.keyboard.press("PageDown");
    assert.equal((await counter(wl)).position, 2);
    nothingLogged(session);
  });

  test("in every stepping widget, a click in its picture gives it PageDown and PageUp", async () => {
    const session = await playground();
    const { page } = session;
    let stepped = 0;
    for (const kind of STEPPING) {
      const stage = stageOf(page, kind);
      // A game's trace is its moves: none yet at rest.
      if ((await counter(stage)).total < 2) continue;
      const picture = stage.locator('[data-part="picture"]');
      await picture.scrollIntoViewIfNeeded();
      // A corner of the picture: a click that lands on no control.
      await picture.click({ position: { x: 2, y: 2 } });
      await page.keyboard.press("Home");
      assert.equal((await counter(stage)).position, 0, `${kind}: Home went back to the start`);
      await page.keyboard.press("PageDown");
      assert.equal((await counter(stage)).position, 1, `${kind}: PageDown stepped forward`);
      await page.keyboard.press("PageDown");
      await page.keyboard.press("PageUp");
      assert.equal((await counter(stage)).position, 1, `${kind}: PageUp stepped back`);
      stepped++;
    }
    assert.ok(stepped >= 13, `widgets stepped by the keys (${stepped})`);
    nothingLogged(session);
  });

  test("“?” shows the list of shortcuts, and the list says them", async () => {
    const session = await playground();
    const { page } = session;
    const stage = stageOf(page, "wl-table");
    const list = stage.locator(".stage-shortcuts");
    assert.ok(!(await list.isVisible()));
    await stage.locator('[data-part="picture"]').click();
    await page.keyboard.press("?");
    assert.ok(await list.isVisible());
    const keys = await list.locator("kbd").allTextContents();
    for (const key of ["→", "PageDown", "←", "PageUp", "Space", "Home", "End", "F", "?"]) {
      assert.ok(keys.includes(key), `the list names ${key}: ${keys}`);
    }
    assert.equal(await stage.getByRole("button", { name: "Phím tắt (?)" }).getAttribute("aria-expanded"), "true");
    await page.keyboard.press("?");
    assert.ok(!(await list.isVisible()));
    nothingLogged(session);
  });

  test("a link to a moment: copied from the widget, it opens that step, scrolled into view, with the keyboard", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(new URL("win-lose.html", SITE).href);
    await revealEveryWidget(page);
    await page.waitForSelector('[data-widget] [data-ready="true"]');
    const stage = stageOf(page, "wl-table", 1);
    // The lesson opens this table at step 0 (it asks for guesses first).
    assert.equal((await counter(stage)).position, 0);
    for (let i = 0; i < 23; i++) await stage.getByRole("button", { name: "Tiến một bước" }).click();
    await stage.getByRole("button", { name: "Chép liên kết tới bước này" }).click();
    await stage.locator(".stage-status").filter({ hasText: /Đã chép liên kết/ }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(link, /win-lose\.html#wl-134\.moves=1%2C3%2C4&wl-134\.n=30&wl-134\.step=23$/);
    assert.ok(await stage.locator(".stage-link-field").isHidden(), "copied: no field to copy from");
    // A clipboard that never answers (a browser asking the reader, or stuck): after a moment the
    // link is shown selected, to copy by hand.
    await page.evaluate(() => (navigator.clipboard.writeText = () => new Promise(() => {})));
    await stage.getByRole("button", { name: "Chép liên kết tới bước này" }).click();
    await stage.locator(".stage-status").filter({ hasText: "hãy bấm Ctrl+C để chép" }).waitFor();
    assert.equal(await stage.locator(".stage-link-field").inputValue(), link);
    assert.ok(
      await stage.locator(".stage-link-field").evaluate((field) => field.selectionStart === 0 && field.selectionEnd === field.value.length),
      "the link is selected",
    );

    const reader = await context.newPage();
    await reader.goto(link);
    await reader.waitForSelector('[data-widget] [data-ready="true"]');
    const opened = stageOf(reader, "wl-table", 1);
    await reader.waitForFunction(() => document.activeElement?.matches('[data-widget="wl-table"]#wl-134 .stage'));
    const box = await opened.boundingBox();
    assert.ok(box.y >= -1 && box.y < 800, `the widget is on screen (top at ${box.y})`);
    assert.equal((await counter(opened)).position, 23);
    await reader.keyboard.press("PageDown");
    assert.equal((await counter(opened)).position, 24, "the keys already go to it");
    await context.close();
    assert.deepEqual(problems.filter((p) => /^(console|page) error/.test(p)), [], "the page logged errors");
  });

  test("every stepping widget copies a link to its step; links of widgets high and low on the page open there, on screen and focused", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(new URL(PLAYGROUND, SITE).href);
    await revealEveryWidget(page);
    await page.waitForSelector('[data-widget] [data-ready="true"]');
    const reader = await context.newPage();
    let linked = 0;
    for (const kind of STEPPING) {
      // The page in front: one behind the reader gets no animation frames, and each step waits.
      await page.bringToFront();
      const stage = stageOf(page, kind);
      // A game's trace is its moves: none yet at rest.
      if ((await counter(stage)).total < 2) continue;
      await stage.getByRole("button", { name: "Về đầu" }).click();
      await stage.getByRole("button", { name: "Tiến một bước" }).click();
      await stage.getByRole("button", { name: "Tiến một bước" }).click();
      await stage.getByRole("button", { name: "Chép liên kết tới bước này" }).click();
      // Copied, or (a browser that refuses, as a busy headless one now and then does) shown in
      // the field under the widget, selected for Ctrl+C: either way the reader has the link.
      const status = stage.locator(".stage-status").filter({ hasText: /Đã chép liên kết|Ctrl\+C/ });
      await status.waitFor().catch(async (error) => {
        // What the widget shows then: whether the steps before were taken, what it said.
        const seen = await stage.evaluate((root) => ({
          counter: root.querySelector(".player-counter")?.textContent,
          status: root.querySelector(".stage-status")?.textContent,
          visible: document.visibilityState,
          focused: document.hasFocus(),
        }));
        throw new Error(`${kind}: no word on the link: ${JSON.stringify(seen)}\n${error.message}`);
      });
      const copied = /Đã chép liên kết/.test(await status.textContent());
      const link = copied ? await page.evaluate(() => navigator.clipboard.readText()) : await stage.locator(".stage-link-field").inputValue();
      assert.match(link, /\.step=2(&|$)/, `${kind}: the link names the step (${link})`);
      linked++;
      // Opening is the page's code, the same for all: a few widgets from the top of the page to
      // its bottom are enough (each opening loads the whole playground).
      if (!OPENED.includes(kind)) continue;
      await reader.bringToFront();
      await reader.goto("about:blank");
      await reader.goto(link);
      await reader.waitForSelector('[data-widget] [data-ready="true"]');
      const opened = stageOf(reader, kind);
      await reader.waitForFunction((k) => document.activeElement?.closest(`[data-widget="${k}"]`), kind);
      const box = await opened.boundingBox();
      assert.ok(box.y >= -1 && box.y < 800, `${kind}: the widget is on screen (top at ${box.y})`);
      assert.equal((await counter(opened)).position, 2, `${kind}: the link opens step 2`);
    }
    assert.ok(linked >= 13, `widgets linked to a step (${linked})`);
    await context.close();
    assert.deepEqual(problems.filter((p) => /^(console|page) error/.test(p)), [], "the page logged errors");
  });

  test("switching predict mode on, in every widget that offers it, goes to step 0 with no line of the program lit", async () => {
    const session = await playground();
    const { page } = session;
    let asked = 0;
    for (const kind of STEPPING) {
      const stage = stageOf(page, kind);
      const toggle = stage.locator('[data-part="input"] label.toggle input').first();
      if ((await toggle.count()) === 0 || !/Tự đoán/.test(await stage.locator('[data-part="input"] label.toggle').first().textContent())) continue;
      await toggle.check();
      assert.equal((await counter(stage)).position, 0, `${kind}: predict mode starts from the first step`);
      assert.equal(await stage.locator(".code-line.is-current").count(), 0, `${kind}: no line before the first step`);
      await toggle.uncheck();
      asked++;
    }
    assert.ok(asked >= 10, `widgets with predict mode (${asked})`);
    nothingLogged(session);
  });

  test("every program's comments follow the page's language, in C++ and Python; the code is coloured", async () => {
    const session = await playground();
    const { page } = session;
    const vietnamese = /[\u00c0-\u024f\u1e00-\u1eff]/;
    const stages = () => page.locator("[data-widget] .stage:has(.code-panel)");
    const count = await stages().count();
    assert.ok(count >= 12, `widgets with a program (${count})`);
    assert.match(await stages().first().locator(".code").first().textContent(), vietnamese, "the Vietnamese page's program has Vietnamese comments");
    await page.getByRole("link", { name: "English" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "en");
    for (let index = 0; index < count; index++) {
      const stage = stages().nth(index);
      const name = await stage.evaluate((root) => root.closest("[data-widget]").dataset.widget);
      for (const tab of ["C++", "Python"]) {
        await stage.getByRole("tab", { name: tab }).click();
        const code = await stage.locator(".code:visible").textContent();
        assert.doesNotMatch(code, vietnamese, `${name} ${tab}: no Vietnamese letter in the English program`);
        assert.ok((await stage.locator(".code:visible .tok-com").count()) > 0, `${name} ${tab}: comments are coloured`);
        assert.ok((await stage.locator(".code:visible .tok-kw").count()) > 0, `${name} ${tab}: keywords are coloured`);
      }
    }
    // Back to Vietnamese, for the tests that share the page: the comments follow.
    await page.getByRole("link", { name: "Tiếng Việt" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "vi");
    assert.match(await stages().first().locator(".code:visible").textContent(), vietnamese);
    nothingLogged(session);
  });

  test("the chosen speed is remembered on the next visit", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(new URL(PLAYGROUND, SITE).href);
    await revealEveryWidget(page);
    await page.waitForSelector('[data-widget] [data-ready="true"]');
    await stageOf(page, "wl-table").getByRole("button", { name: "Nhanh", exact: true }).click();
    await page.reload();
    await revealEveryWidget(page);
    await page.waitForSelector('[data-widget] [data-ready="true"]');
    for (const kind of STEPPING) {
      const pressed = stageOf(page, kind).locator('.player-speed[aria-pressed="true"]');
      assert.equal(await pressed.textContent(), "Nhanh", `${kind} starts at the speed chosen last`);
    }
    await context.close();
  });

  test("the embed panel writes the parts and the theme the author ticks into both snippets, and nimlab's fonts into the frame's", async () => {
    const session = await playground();
    const { page } = session;
    const stage = stageOf(page, "wl-table");
    await stage.getByRole("button", { name: "Nhúng vào trang khác" }).click();
    const frame = stage.locator(".embed-frame textarea");
    assert.doesNotMatch(await frame.inputValue(), /panels=|font=/, "every part and the system's font by default");
    await stage.locator(".embed-parts").getByLabel("Chương trình").uncheck();
    await stage.locator(".embed-parts").getByLabel("Lời giới thiệu").uncheck();
    await stage.getByLabel("Giao diện").selectOption("dark");
    await stage.getByLabel("Phông chữ trong khung").selectOption("nimlab");
    const snippet = await frame.inputValue();
    assert.match(snippet, /panels=[a-z,]*picture[a-z,]*&amp;theme=dark&amp;font=nimlab/);
    assert.doesNotMatch(snippet, /panels=[^&]*(code|intro)/);
    const element = await stage.locator(".embed-element textarea").inputValue();
    assert.match(element, / panels="[a-z,]*player[a-z,]*" theme="dark"/);
    assert.doesNotMatch(element, /font=/, "an element draws in the reader's system font");
    assert.doesNotMatch(element, /panels="[^"]*code/);
    assert.doesNotMatch(element, /panels="[^"]*intro/);
    // The frame opened from the snippet shows what was ticked, dark.
    const url = (await frame.inputValue()).match(/src="([^"]+)"/)[1].replaceAll("&amp;", "&");
    const framed = await browser.newPage();
    await framed.goto(url);
    await framed.waitForSelector('[data-ready="true"]');
    assert.ok(!(await framed.locator('[data-part="code"]').isVisible()));
    assert.ok(await framed.locator('[data-part="picture"]').isVisible());
    assert.equal(await framed.locator("link[data-fonts]").getAttribute("data-fonts"), "at-once", "nimlab's fonts");
    await framed.close();
    nothingLogged(session);
  });
});

describe("screenshots of every widget", () => {
  // Kept in tests/output/widgets/ to be looked at: a phone and a laptop, both themes. The site's
  // sticky header is unstuck so that it does not stand over a tall widget's picture. One page
  // for the four: its width changed as a window's is, its theme as the system's (the site
  // follows prefers-color-scheme).
  let shared;
  after(async () => {
    await shared?.context.close();
  });
  for (const theme of ["light", "dark"]) {
    for (const width of [375, 1280]) {
      test(`${theme}, ${width} px: every widget of the playground drawn, none wider than the screen`, async () => {
        if (!shared) {
          const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme, bypassCSP: true });
          const page = await context.newPage();
          shared = { context, page, problems: watchProblems(page) };
          await page.goto(new URL(PLAYGROUND, SITE).href);
          await revealEveryWidget(page);
          await page.waitForSelector('[data-widget] [data-ready="true"]');
          await page.addStyleTag({ content: ".site-header, header { position: static !important; }" });
        }
        const { page, problems } = shared;
        await page.bringToFront();
        await page.emulateMedia({ colorScheme: theme });
        await page.setViewportSize({ width, height: 900 });
        await frames(page);
        const slots = page.locator("[data-widget]");
        const count = await slots.count();
        assert.ok(count >= STEPPING.length + STANDALONE.length - 1, `widgets on the playground (${count})`);
        mkdirSync(`${OUTPUT}widgets`, { recursive: true });
        for (let index = 0; index < count; index++) {
          const slot = slots.nth(index);
          const kind = await slot.getAttribute("data-widget");
          const stage = slot.locator(".stage");
          await stage.waitFor();
          const box = await stage.boundingBox();
          assert.ok(box.x >= 0 && box.x + box.width <= width + 1, `${kind}: the stage fits the ${width}px screen`);
          const ink = await stage.evaluate((el) => {
            const [r, g, b] = getComputedStyle(el).color.match(/[\d.]+/g).map(Number);
            return (r + g + b) / 3;
          });
          assert.ok(theme === "dark" ? ink > 160 : ink < 100, `${kind}: ${theme} text (${ink})`);
          const path = `${OUTPUT}widgets/${String(index).padStart(2, "0")}-${kind}-${width}-${theme}.png`;
          await screenshotAtRest(stage, path, kind);
        }
        assert.deepEqual(problems.splice(0), [], "the page logged errors");
      });
    }
  }
});
