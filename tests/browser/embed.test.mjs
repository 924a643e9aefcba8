// embed.html, the page a blog post frames to show one widget: the query is the placeholder's
// attributes, the frame opens in the asked language at the asked step, hostile values are
// refused at the field without running anything, and the page tells its parent the height of
// its content (shrinking and growing: see embed_sturdy.test.mjs for a frame that follows it).

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { launch, open, OUTPUT, SITE, picture } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The height of a frame's content as the frame reports it: its <html> box, rounded up. */
const contentHeight = (html) => Math.ceil(html.getBoundingClientRect().height);

async function counter(widget) {
  const [, position, total] = (await widget.locator(".player-counter").textContent()).match(/(\d+) \/ (\d+)/);
  return { position: Number(position), total: Number(total) };
}

describe("embed.html", () => {
  test("the query is the placeholder: widget, input, language and step", async () => {
    const session = await open(browser, "embed.html?widget=wl-table&moves=1,3,4&n=14&step=5&lang=en", {
      width: 600,
      height: 700,
    });
    const { page } = session;
    assert.equal(await page.locator("html").getAttribute("lang"), "en");
    const widget = page.locator(".wl-table");
    assert.equal(await page.locator("[data-widget]").count(), 1);
    assert.equal(await widget.locator(".widget-title").textContent(), "Filling the win/lose table");
    assert.equal((await counter(widget)).position, 5);
    assert.equal(await widget.locator('input[name="moves"]').inputValue(), "1 3 4");
    const back = page.locator("[data-lesson-for]:visible");
    assert.equal(await back.count(), 1);
    assert.equal(await back.getAttribute("href"), "win-lose.html?lang=en");
    assert.equal((await back.innerText()).replace(/\s+/g, " ").trim(), "Learn it on nimlab: Winning and losing");
    await picture(page, { path: `${OUTPUT}embed-600.png`, fullPage: true });
    await session.close();
  });

  test("without a step the widget rests on its finished picture, in Vietnamese", async () => {
    const session = await open(browser, "embed.html?widget=nim&heaps=3,4,5");
    const widget = session.page.locator(".nim-widget");
    const { position, total } = await counter(widget);
    assert.equal(position, total);
    assert.equal(await session.page.locator("html").getAttribute("lang"), "vi");
    assert.equal(await session.page.locator("[data-lesson-for]:visible").getAttribute("href"), "nim.html");
    await session.close();
  });

  test("hostile values are refused at the field and run nothing", async () => {
    const session = await open(
      browser,
      "embed.html?widget=nim&heaps=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&onclick=alert(1)&step=%3Cb%3E",
    );
    const { page } = session;
    let dialogs = 0;
    page.on("dialog", async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    const widget = page.locator(".nim-widget");
    assert.ok(await widget.locator(".field-heaps .field-error").isVisible());
    assert.equal(await page.locator("img, b").count(), 0);
    assert.equal(await page.locator("[onclick]").count(), 0);
    assert.equal(dialogs, 0);
    await session.close();
  });

  test("an unknown or missing widget says so in the page's language", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    for (const [query, expected] of [
      ["?widget=%3Cscript%3Ealert(1)%3C/script%3E&lang=en", /could not start: there is no widget called “<script>alert\(1\)/],
      ["?lang=vi", /Không mở được mô phỏng này: chưa ghi tên mô phỏng \(widget\); các tên có: wl-table, /],
    ]) {
      await page.goto(new URL(`embed.html${query}`, SITE).href);
      const alert = page.locator(".widget-error[role=alert]");
      await alert.waitFor();
      assert.match(await alert.textContent(), expected);
      assert.equal(await page.locator("main script").count(), 0);
      assert.equal(await page.locator("[data-lesson-for]:visible").count(), 0);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("the frame tells its parent its height, and again when it grows", async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
    const page = await context.newPage();
    // A host page on another origin (about:blank) that frames the widget and records messages.
    await page.setContent(`<script>
        window.heights = [];
        addEventListener("message", (event) => {
          if (event.data?.type === "nimlab:height") window.heights.push(event.data.height);
        });
      </script>
      <iframe id="frame" style="width: 640px; height: 200px; border: 0"
              src="${new URL("embed.html?widget=wl-table&moves=1,2&n=10", SITE).href}"></iframe>`);
    await page.waitForFunction(() => window.heights.length > 0 && window.heights.at(-1) > 300);
    const frame = page.frameLocator("#frame");
    // The page settles (its fonts arrive, a box learns that it scrolls): each change is reported,
    // so the last height reported comes to match the page's.
    let reported;
    let actual;
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await page.waitForTimeout(100)) {
      reported = await page.evaluate(() => window.heights.at(-1));
      actual = await frame.locator("html").evaluate(contentHeight);
      if (reported === actual) break;
    }
    assert.equal(reported, actual);
    // A longer table makes the page taller: a new height is sent; the short table again, the
    // smaller height again (the content is measured, not the page's scrolling box).
    await frame.locator('input[name="n"]').fill("150");
    await frame.locator('input[name="n"]').press("Enter");
    await page.waitForFunction((before) => window.heights.at(-1) > before + 300, reported);
    const tall = await page.evaluate(() => window.heights.at(-1));
    await frame.locator('input[name="n"]').fill("10");
    await frame.locator('input[name="n"]').press("Enter");
    await page.waitForFunction((before) => window.heights.at(-1) < before - 300, tall);
    await context.close();
  });
  test("a frame that loaded before embed.js is measured again when embed.js starts", async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
    const page = await context.newPage();
    const errors = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.setContent(`<script>
        window.heights = [];
        addEventListener("message", (event) => {
          if (event.data?.type === "nimlab:height") window.heights.push(event.data.height);
        });
      </script>
      <iframe id="other" srcdoc="<p>someone else's frame</p>"></iframe>
      <iframe id="frame" style="width: 640px; height: 200px; border: 0"
              src="${new URL("embed.html?widget=nim&heaps=3,4,5", SITE).href}"></iframe>`);
    const frame = page.frameLocator("#frame");
    await frame.locator("[data-ready]").waitFor();
    await page.waitForFunction(() => window.heights.length > 0);
    // Asked directly, the frame answers with its height again.
    const sent = await page.evaluate(() => window.heights.length);
    await page.evaluate(() => document.getElementById("frame").contentWindow.postMessage({ type: "nimlab:measure" }, "*"));
    await page.waitForFunction((count) => window.heights.length > count, sent);
    const content = await frame.locator("html").evaluate(contentHeight);
    assert.equal(await page.evaluate(() => window.heights.at(-1)), content);
    // The loader added now (the frame long finished) still fits the frame to its content.
    assert.equal(await page.locator("#frame").evaluate((f) => f.getBoundingClientRect().height), 200);
    await page.evaluate((src) => {
      const script = document.createElement("script");
      script.type = "module";
      script.src = src;
      document.head.append(script);
    }, new URL("embed.js", SITE).href);
    // Fitted to its content as it is then: on a loaded machine a face can arrive after the
    // measure above and move the content by a few pixels (the frame says so, and the loader
    // follows).
    const gap = async () =>
      (await page.locator("#frame").evaluate((f) => f.getBoundingClientRect().height)) -
      (await frame.locator("html").evaluate(contentHeight));
    const deadline = Date.now() + 30_000;
    while (Math.abs(await gap()) > 1) {
      assert.ok(Date.now() < deadline, `the frame is not fitted to its content (${await gap()} px off)`);
      await new Promise((later) => setTimeout(later, 50));
    }
    assert.ok(content > 400, `a nim widget is taller than the 200 px the frame started with (${content})`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
