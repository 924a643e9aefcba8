// A blog post on another origin (tests/demo/post.html, served by tests/support/blog.mjs under a
// strict Content-Security-Policy) that embeds three widgets as frames of embed.html and
// four as <nimlab-widget> elements, and calls the solver's JS API. Everything must work (opening
// at a chosen step, playing, a game against the computer, the keyboard), the widgets must not
// affect each other, and the page must log no error and no CSP violation.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { ELEMENTS, FRAMES, startBlog } from "../support/blog.mjs";
import { launch, OUTPUT, revealGames, SITE, picture } from "../support/browser.mjs";

let blog;
let BLOG;
let browser;
before(async () => {
  blog = await startBlog(SITE);
  BLOG = blog.url;
  browser = await launch();
});
after(async () => {
  await browser?.close();
  blog?.close();
});

async function openPost(fragment = "", { width = 900, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const problems = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("dialog", async (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(`${BLOG}post.html${fragment}`);
  await page.waitForFunction((count) => document.querySelectorAll("nimlab-widget").length === count, ELEMENTS.length);
  for (const id of ELEMENTS) {
    await page.locator(`#${id} [data-ready="true"]`).waitFor();
  }
  // The frames above the elements grow once their widgets are up; wait for that before
  // clicking, or a click aims at a button that then moves down.
  await page.waitForFunction(() => [...document.querySelectorAll("iframe")].every((f) => f.style.height !== ""));
  return {
    page,
    async close() {
      await context.close();
      assert.deepEqual(problems, [], "the post logged errors or CSP violations");
    },
  };
}

const counter = async (widget) => {
  const [, position, total] = (await widget.locator(".player-counter").textContent()).match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
};

/** The height of a frame's content as the frame reports it: its <html> box, rounded up. (Its
 * scrollHeight would be no less than the frame's, and hide a frame taller than its content.) */
const contentHeight = (html) => Math.ceil(html.getBoundingClientRect().height);

/** Waits until every frame is as tall as its content (plus its 1px borders): the frames above
 * the elements have stopped changing, so nothing below them moves any more. Each frame is
 * brought into view first, as a reader scrolling down would: a frame from another origin that
 * is out of view is not drawn, so its size observer does not run and a change of its height
 * (the page settling, its fonts arriving) is reported only once it is seen. */
async function framesSettle(page) {
  const deadline = Date.now() + 15_000;
  const scrolled = await page.evaluate(() => scrollY);
  for (const id of FRAMES) {
    const inner = page.frameLocator(`#${id}`);
    await inner.locator('[data-ready="true"]').waitFor();
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    for (;;) {
      const content = await inner.locator("html").evaluate(contentHeight);
      const box = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().height);
      if (Math.abs(box - 2 - content) <= 1) break;
      assert.ok(Date.now() < deadline, `${id}: frame ${box}px, content ${content}px`);
      // The frame's next height message has not arrived yet: look again after a frame.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    }
  }
  // Back where the reader was: the test goes on from there.
  await page.evaluate((y) => scrollTo(0, y), scrolled);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
}

/** Reads the widget's counter, once per animation frame, until `ok` holds for it. */
async function until(widget, ok, what, timeout = 20_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const now = await counter(widget);
    if (ok(now)) return now;
    assert.ok(Date.now() < deadline, `${what}: still at step ${now.position} / ${now.total}`);
    await widget.page().evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  }
}

const cells = async (widget) => (await widget.locator(".cell-value").allTextContents()).join("");
const sentence = (widget) => widget.locator(".step-sentence").textContent();
const playButton = (widget) => widget.locator(".player-play");
const heaps = async (widget) => (await widget.locator(".nim-heap .nim-heap-count").allTextContents()).map(Number);
const history = (widget) => widget.locator(".nim-history li").allTextContents();
const status = (widget) => widget.locator(".nim-game-status").textContent();

/** Where the keyboard focus is: the host element (or frame) and the control inside it. */
const focus = (page) =>
  page.evaluate(() => {
    const host = document.activeElement;
    const inner = host.shadowRoot?.activeElement;
    return {
      host: host.id || host.tagName.toLowerCase(),
      label: inner?.getAttribute("aria-label") ?? null,
      inWidget: Boolean(inner?.closest(".widget")),
    };
  });

/** The winning reply from heaps read on screen: lower a heap to make their XOR 0. */
function xorMove(sizes) {
  const x = sizes.reduce((a, b) => a ^ b, 0);
  const heap = sizes.findIndex((a) => (a ^ x) < a);
  return { heap, take: sizes[heap] - (sizes[heap] ^ x) };
}

describe("a blog post embedding nimlab", () => {
  test("the JS API prints the table; all seven widgets are up", async () => {
    const post = await openPost();
    const { page } = post;
    await page.waitForFunction(() => !document.getElementById("api-out").textContent.includes("…"));
    assert.equal(await page.locator("#api-out").textContent(), "LWLWWWWLWLWWWWL\nL exactly when n mod 7 ∈ {0, 2}");
    assert.equal(await page.locator("#first .nim-widget .widget-title").count(), 1);
    assert.match(await page.locator("#table .wl-table .widget-title").textContent(), /Tô bảng/);
    const wl = page.frameLocator("#frame-wl");
    assert.equal((await counter(wl.locator(".wl-table"))).position, 5);
    assert.equal(await wl.locator(".wl-table .widget-title").textContent(), "Filling the win/lose table");
    const bad = page.frameLocator("#frame-bad");
    assert.ok(await bad.locator(".field-heaps .field-error").isVisible());
    assert.equal(await bad.locator("img").count(), 0);
    await picture(page, { path: `${OUTPUT}blog-post.png`, fullPage: true });
    await post.close();
  });

  test("two widgets of the same kind keep their own state", async () => {
    const post = await openPost();
    const { page } = post;
    const first = page.locator("#first .nim-widget");
    const second = page.locator("#second .nim-widget");
    const before = await counter(second);
    // By keyboard: frames above may still grow as their widgets settle, moving the buttons.
    await first.getByRole("button", { name: "Step back" }).press("Enter");
    await first.getByRole("button", { name: "Step back" }).press("Enter");
    assert.equal((await counter(first)).position, (await counter(first)).total - 2);
    assert.deepEqual(await counter(second), before);
    // The post's own address is left alone: the widgets keep no state in it.
    assert.equal(page.url(), `${BLOG}post.html`);
    assert.equal(await page.locator("html").getAttribute("lang"), "en");
    await post.close();

    // Nor do they read it: keys that look like a widget's state belong to the post.
    const again = await openPost("#nim.heaps=9,9&nim.step=0");
    assert.equal(await again.page.locator('#first input[name="heaps"]').inputValue(), "3 4 5");
    const { position, total } = await counter(again.page.locator("#first .nim-widget"));
    assert.equal(position, total);
    await again.close();
  });

  test("a changed attribute updates the widget; a removed element leaves no listener", async () => {
    const post = await openPost();
    const { page } = post;
    await page.locator("#second").evaluate((el) => el.setAttribute("heaps", "6,7"));
    await page.waitForFunction(
      () => document.querySelector("#second").shadowRoot.querySelector('input[name="heaps"]')?.value === "6 7",
    );
    const withAll = await page.evaluate(() => window.nimlabWidgets.liveListeners());
    await page.locator("#second").evaluate((el) => el.remove());
    const without = await page.evaluate(() => window.nimlabWidgets.liveListeners());
    assert.ok(without < withAll, `listeners ${withAll} → ${without}`);
    // Putting it back mounts it again, with the same number of listeners as before.
    await page.evaluate(() => document.body.append(Object.assign(document.createElement("nimlab-widget"), { id: "again" })));
    await page.locator("#again").evaluate((el) => {
      el.setAttribute("lang", "en");
      el.setAttribute("heaps", "6,7");
      el.setAttribute("widget", "nim");
    });
    await page.locator('#again [data-ready="true"]').waitFor();
    assert.equal(await page.evaluate(() => window.nimlabWidgets.liveListeners()), withAll);
    await post.close();
  });

  test("frames fit their content", async () => {
    const post = await openPost();
    // Each frame comes to be as tall as its content, neither more nor less (within 15 s).
    await framesSettle(post.page);
    await post.close();
  });

  test("a step attribute opens an element at that step, and a new one remounts it there; so does a frame's &step=", async () => {
    const post = await openPost();
    const { page } = post;
    const element = page.locator("#stepped .wl-table");
    const frame = page.frameLocator("#frame-wl").locator(".wl-table");
    // The element (step="5") and the frame (&step=5) hold the same table, moves 1 3 4 up to
    // n = 14, at step 5 of 47: cells 0 and 1 are decided, and the program skips a move too big.
    for (const [name, widget] of [["element", element], ["frame", frame]]) {
      assert.deepEqual(await counter(widget), { position: 5, total: 47 }, name);
      assert.equal(await cells(widget), "LW", name);
      assert.equal(await sentence(widget), "Cell 2: cannot take 3 with only 2 left; skip.", name);
    }
    // The reader steps on; then the post's script sets step="9": the widget remounts at step 9,
    // not one step after where the reader was.
    await element.getByRole("button", { name: "Step forward" }).press("Enter");
    assert.equal((await counter(element)).position, 6);
    await page.locator("#stepped").evaluate((el) => el.setAttribute("step", "9"));
    await until(element, ({ position }) => position === 9, "after step=9");
    assert.equal(await cells(element), "LWLW");
    assert.equal(await sentence(element), "From cell 3 you can reach 2, 0; cell 2 is L, so cell 3 is W: take 1.");
    // The frame, stepped by hand from 5 to 9, shows the very same picture.
    for (let i = 0; i < 4; i++) await frame.getByRole("button", { name: "Step forward" }).press("ArrowRight");
    assert.deepEqual(await counter(frame), { position: 9, total: 47 });
    assert.equal(await cells(frame), await cells(element));
    assert.equal(await sentence(frame), await sentence(element));
    // 0 is a step like any other; a step past the end stops at the end; without the attribute
    // the table rests on its finished picture.
    await page.locator("#stepped").evaluate((el) => el.setAttribute("step", "0"));
    await until(element, ({ position }) => position === 0, "after step=0");
    assert.equal(await cells(element), "");
    await page.locator("#stepped").evaluate((el) => el.setAttribute("step", "999"));
    await until(element, ({ position }) => position === 47, "after step=999");
    assert.equal(await cells(element), "LWLWWWWLWLWWWWL");
    await page.locator("#stepped").evaluate((el) => el.setAttribute("step", "3"));
    await until(element, ({ position }) => position === 3, "after step=3");
    await page.locator("#stepped").evaluate((el) => el.removeAttribute("step"));
    await until(element, ({ position }) => position === 47, "without step");
    assert.equal(await sentence(element), "From cell 14 you can reach 13, 11, 10; every one is W, so cell 14 is L.");
    // Only the element changed: the frame is where the reader left it.
    assert.deepEqual(await counter(frame), { position: 9, total: 47 });
    await post.close();
  });

  test("Play runs an element and a frame each on its own; Pause stops partway", async () => {
    const post = await openPost();
    const { page } = post;
    const element = page.locator("#stepped .wl-table");
    const frame = page.frameLocator("#frame-wl").locator(".wl-table");
    // By keyboard, as a click may land elsewhere while the frames above settle.
    const fast = element.getByRole("button", { name: "Fast", exact: true });
    await fast.press("Enter");
    assert.equal(await fast.getAttribute("aria-pressed"), "true");
    assert.equal(await playButton(element).getAttribute("aria-label"), "Play");
    await playButton(element).press("Enter");
    assert.equal(await playButton(element).getAttribute("aria-label"), "Pause");
    await until(element, ({ position }) => position >= 8, "the element plays from step 5");
    await playButton(element).press("Enter");
    assert.equal(await playButton(element).getAttribute("aria-label"), "Play");
    const paused = await counter(element);
    const pausedCells = await cells(element);
    assert.ok(paused.position >= 8 && paused.position < paused.total, `paused at ${paused.position}`);
    assert.ok(pausedCells.length >= 2 && pausedCells.length < 15, `cells at the pause: ${pausedCells}`);
    assert.deepEqual(await counter(frame), { position: 5, total: 47 }, "the frame waits");

    // The frame plays its 42 steps to the end: at least 42 × 16 ms, several of the element's
    // 200 ms steps, so an element that had not stopped would have moved meanwhile.
    await frame.getByRole("button", { name: "Very fast", exact: true }).press("Enter");
    await playButton(frame).press("Enter");
    await until(frame, ({ position, total }) => position === total, "the frame plays to the end");
    assert.equal(await playButton(frame).getAttribute("aria-label"), "Play", "it stops at the end");
    assert.equal(await cells(frame), "LWLWWWWLWLWWWWL");
    assert.equal(await sentence(frame), "From cell 14 you can reach 13, 11, 10; every one is W, so cell 14 is L.");
    assert.deepEqual(await counter(element), paused, "the paused element did not move");
    assert.equal(await cells(element), pausedCells);

    // Play again: the element goes on from where it paused to the end.
    await element.getByRole("button", { name: "Very fast", exact: true }).press("Enter");
    await playButton(element).press("Enter");
    const resumed = await counter(element);
    assert.ok(resumed.position >= paused.position, `resumed at ${resumed.position}, paused at ${paused.position}`);
    await until(element, ({ position, total }) => position === total, "the element plays to the end");
    assert.equal(await playButton(element).getAttribute("aria-label"), "Play");
    assert.equal(await cells(element), "LWLWWWWLWLWWWWL");
    await post.close();
  });

  test("a game of Nim against the computer inside an element: the reader wins with the XOR rule", async () => {
    const post = await openPost();
    const { page } = post;
    const first = page.locator("#first .nim-widget");
    const second = page.locator("#second .nim-widget");
    // The games come as the reader scrolls to them.
    await revealGames(page, first);
    await revealGames(page, second);
    assert.match(await status(first), /^Your turn \(normal play: the last stone wins\): choose a heap/);
    assert.deepEqual(await heaps(first), [3, 4, 5]);
    // The first move with the heap buttons (by keyboard: the frames above may still grow):
    // heap 1, then "take 2"; the computer answers at once.
    const heap1 = first.getByRole("button", { name: "Heap 1: 3 stones" });
    await heap1.press("Enter");
    assert.equal(await heap1.getAttribute("aria-pressed"), "true");
    await first.getByRole("button", { name: "Take 2 from heap 1", exact: true }).press("Enter");
    assert.deepEqual(await history(first), ["You: take 2 from heap 1 → 1 4 5", "Computer: take 1 from heap 3 → 1 4 4"]);
    assert.deepEqual(await heaps(first), [1, 4, 4]);
    assert.match(await first.locator(".nim-reason-text").textContent(), /^X = 0: the computer is in a losing position/);
    // The next moves typed in the move box, each worked out from the heaps on screen.
    const field = first.locator('input[name="move"]');
    for (let turn = 0; ; turn++) {
      const now = await heaps(first);
      if (now.every((a) => a === 0)) break;
      assert.notEqual(now.reduce((a, b) => a ^ b, 0), 0, `the computer left X = 0 at ${now}`);
      assert.ok(turn < 15, "the game does not end");
      const { heap, take } = xorMove(now);
      await field.fill(`${heap + 1} ${take}`);
      await field.press("Enter");
      const mine = (await history(first)).findLast((line) => line.startsWith("You:"));
      assert.match(mine, new RegExp(`^You: take ${take} from heap ${heap + 1} → `));
    }
    assert.equal(await status(first), "No stones left. You took the last stone, so you win!");
    assert.match((await history(first)).at(-1), /^You: .* → 0 0 0$/);

    // The other Nim element's game never moved; there the computer starts, from 1 2.
    assert.deepEqual(await heaps(second), [1, 2]);
    assert.deepEqual(await history(second), []);
    await second.getByLabel("Who starts").selectOption("computer");
    await second.getByRole("button", { name: "New game", exact: true }).press("Enter");
    assert.deepEqual(await history(second), ["Computer: take 1 from heap 2 → 1 1"]);
    assert.deepEqual(await heaps(second), [1, 1]);
    assert.match(await status(second), /^Your turn/);
    assert.equal(await status(first), "No stones left. You took the last stone, so you win!");
    await post.close();
  });

  test("the keyboard drives only the player that has the focus, and the focus stays there", async () => {
    const post = await openPost();
    const { page } = post;
    const first = page.locator("#first .nim-widget");
    const second = page.locator("#second .nim-widget");
    const frame = page.frameLocator("#frame-nim").locator(".nim-widget");
    const secondAtRest = await counter(second);
    assert.deepEqual(secondAtRest, { position: secondAtRest.total, total: secondAtRest.total });
    assert.deepEqual(await counter(first), { position: 15, total: 15 });

    // Tab from the first element's heaps field to its Play button (the one player button that
    // is never disabled, so the focus cannot fall out of it).
    await first.locator('input[name="heaps"]').focus();
    let tabs = 0;
    while ((await focus(page)).label !== "Play") {
      assert.ok(++tabs <= 10, `no Play button after ${tabs} tabs: ${JSON.stringify(await focus(page))}`);
      await page.keyboard.press("Tab");
    }
    assert.deepEqual(await focus(page), { host: "first", label: "Play", inWidget: true });
    const scrolled = await page.evaluate(() => scrollY);
    for (const key of ["ArrowLeft", "ArrowLeft", "ArrowLeft"]) await page.keyboard.press(key);
    assert.equal((await counter(first)).position, 12);
    await page.keyboard.press("Home");
    assert.equal((await counter(first)).position, 0);
    await page.keyboard.press("End");
    assert.equal((await counter(first)).position, 15);
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    assert.equal((await counter(first)).position, 1);
    // Space plays, Space again pauses.
    await page.keyboard.press(" ");
    assert.deepEqual(await focus(page), { host: "first", label: "Pause", inWidget: true });
    await until(first, ({ position }) => position >= 3, "Space plays the first element");
    await page.keyboard.press(" ");
    const paused = await counter(first);
    assert.ok(paused.position < paused.total, `paused at ${paused.position}`);
    assert.deepEqual(await focus(page), { host: "first", label: "Play", inWidget: true });
    // None of these keys scrolled the post, and the other element never moved.
    assert.equal(await page.evaluate(() => scrollY), scrolled);
    assert.deepEqual(await counter(second), secondAtRest);

    // Now the second element, focused with a click once nothing above it moves any more.
    await framesSettle(page);
    await second.getByRole("button", { name: "Step back" }).click();
    assert.deepEqual(await focus(page), { host: "second", label: "Step back", inWidget: true });
    assert.equal((await counter(second)).position, secondAtRest.total - 1);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowRight");
    assert.equal((await counter(second)).position, secondAtRest.total - 2);
    assert.deepEqual(await focus(page), { host: "second", label: "Step back", inWidget: true });
    assert.deepEqual(await counter(first), paused, "the first element stays where it paused");

    // A frame is one more player of its own: its keys reach neither element.
    await playButton(frame).focus();
    await page.keyboard.press("Home");
    assert.equal((await counter(frame)).position, 0);
    assert.equal((await focus(page)).host, "frame-nim");
    assert.deepEqual(await counter(first), paused);
    assert.equal((await counter(second)).position, secondAtRest.total - 2);
    await post.close();
  });

  test(
    "the focus stays in the player when the button that has it gets disabled",
    async () => {
      const post = await openPost();
      const { page } = post;
      const first = page.locator("#first .nim-widget");
      await first.getByRole("button", { name: "Step back" }).press("Home");
      assert.equal((await counter(first)).position, 0);
      assert.equal((await focus(page)).host, "first", "the focus left the element");
      await page.keyboard.press("ArrowRight");
      assert.equal((await counter(first)).position, 1, "ArrowRight no longer reaches the player");
      await post.close();
    },
  );

  test(
    "an element draws in nimlab's font and spacing, as its frame does, not in the post's",
    async () => {
      const post = await openPost();
      const { page } = post;
      const look = (widget) => {
        const style = getComputedStyle(widget);
        return { font: style.fontFamily, size: style.fontSize, lineHeight: style.lineHeight, color: style.color };
      };
      const inFrame = await page.frameLocator("#frame-nim").locator(".nim-widget").evaluate(look);
      const inElement = await page.locator("#first .nim-widget").evaluate(look);
      assert.deepEqual(inElement, inFrame);
      await post.close();
    },
  );

  for (const [width, height] of [[375, 800], [1280, 900]]) {
    test(`the post at ${width} px: full-page screenshot, no sideways scroll`, async () => {
      const post = await openPost("", { width, height });
      const { page } = post;
      await page.waitForFunction(() => !document.getElementById("api-out").textContent.includes("…"));
      // The games come as the reader scrolls to them: the whole post is in the shot.
      await revealGames(page);
      await framesSettle(page);
      const overflow = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
      assert.ok(overflow <= 0, `the post scrolls sideways by ${overflow}px`);
      // Every frame and every element's widget lies within the window, and no frame scrolls
      // sideways inside (a wide bit table or code line scrolls in its own box instead).
      const boxes = await page.evaluate(() =>
        [...document.querySelectorAll("nimlab-widget, iframe")].map((el) => {
          const { left, right } = (el.shadowRoot?.querySelector(".widget") ?? el).getBoundingClientRect();
          return { id: el.id, left: Math.round(left), right: Math.round(right) };
        }),
      );
      assert.equal(boxes.length, 7);
      for (const box of boxes) assert.ok(box.left >= 0 && box.right <= width, `${box.id}: ${box.left}–${box.right}px`);
      for (const id of FRAMES) {
        const inside = await page
          .frameLocator(`#${id}`)
          .locator("html")
          .evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
        assert.ok(inside <= 0, `${id} scrolls sideways by ${inside}px`);
      }
      // Frames from another origin paint only what is in the window: a full-page shot would
      // leave them blank below the first screen. So the window is made as tall as the post (the
      // width, hence the layout, stays), and each frame draws once more before the shot.
      const full = await page.evaluate(() => document.scrollingElement.scrollHeight);
      await page.setViewportSize({ width, height: full });
      await framesSettle(page);
      for (const id of FRAMES) {
        await page
          .frameLocator(`#${id}`)
          .locator("html")
          .evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      }
      assert.equal(await page.evaluate(() => document.scrollingElement.scrollHeight), full, "the post kept its height");
      await picture(page, { path: `${OUTPUT}blog-${width}.png`, fullPage: true });
      await post.close();
    });
  }
});
