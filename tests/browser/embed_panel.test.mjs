// The "Nhúng / Embed" panel every widget of the site has: it offers a frame snippet and an
// element snippet for the widget's *current* input and step, with Copy buttons. Each snippet,
// pasted into a page, must show exactly what the author was looking at: the same field values,
// the same step and the same sentence, for every widget kind of the playground. The snippets
// for blog engines (Hugo, Jekyll, WordPress) carry the same state; tests/browser/hugo.test.mjs
// builds a real Hugo site with them.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, open, openWidget, OUTPUT, PLAYGROUND, revealGames, screenshotAtRest, settledUrl, SITE, picture } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** What a reader sees of a widget's state: its fields, its step counter and sentence, its seed. */
function fingerprint(widget) {
  return widget.evaluate((root) => {
    const fields = [...root.querySelectorAll("input, textarea, select")]
      .filter((field) => !field.closest(".embed-panel"))
      .map((field) => (field.type === "checkbox" ? `${field.name}:${field.checked}` : `${field.name}=${field.value}`));
    const text = (selector) => root.querySelector(selector)?.textContent.trim() ?? "";
    return {
      fields,
      counter: text(".player-counter"),
      sentence: text(".step-sentence"),
      seed: text(".practice-seed"),
    };
  });
}

/** Opens the widget's embed panel and returns its two snippets and the frame's URL. */
async function snippets(widget) {
  const toggle = widget.locator(".embed-toggle");
  await toggle.scrollIntoViewIfNeeded();
  await toggle.click();
  // The panel is a build of its own, which the first press loads.
  await widget.locator('.embed-toggle[aria-expanded="true"]').waitFor();
  const frame = await widget.locator(".embed-frame .embed-code").inputValue();
  const element = await widget.locator(".embed-element .embed-code").inputValue();
  const src = frame.match(/<iframe src="([^"]+)"/)[1].replaceAll("&amp;", "&");
  const height = Number(frame.match(/ height="(\d+)"/)[1]);
  assert.equal(await widget.locator(".embed-preview").getAttribute("href"), src, "the preview link opens the frame's URL");
  return { frame, element, src, height };
}

/** A page on another origin (about:blank) holding `html`, with errors collected. */
async function hostPage(html, width = 900) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("dialog", async (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.setContent(html);
  return { page, problems, context };
}

describe("the embed panel", () => {
  test("every widget of the playground offers both snippets, and each opens the same state", async () => {
    const session = await open(browser, PLAYGROUND);
    const widgets = session.page.locator(".widget-slot > .widget");
    const count = await widgets.count();
    const kinds = await session.page.locator("[data-widget]").evaluateAll((els) => els.map((el) => el.dataset.widget));
    assert.ok(count >= 20, `the playground holds every kind (${count})`);
    for (let i = 0; i < count; i++) {
      const widget = widgets.nth(i);
      const kind = kinds[i];
      // The playground in front again: a page behind the frame and the host page gets no
      // animation frames, and its player waits for them.
      await session.page.bringToFront();
      // Away from the resting picture, so that the step really travels with the snippet.
      const play = widget.locator(".player-play");
      if ((await play.count()) > 0) {
        await play.focus();
        for (const key of ["Home", "ArrowRight", "ArrowRight"]) await session.page.keyboard.press(key);
      }
      await settledUrl(session.page);
      const seen = await fingerprint(widget);
      const { element, src } = await snippets(widget);
      const url = new URL(src);
      assert.equal(url.href.split("?")[0], new URL("embed.html", SITE).href, kind);
      assert.equal(url.searchParams.get("widget"), kind);
      assert.equal(url.searchParams.get("lang"), "vi");
      assert.match(element, new RegExp(`^<script type="module" src="${new URL("embed.js", SITE).href}"></script>\\n<nimlab-widget widget="${kind}"`));

      // The frame, opened on its own, shows what the author saw.
      const frame = await open(browser, src);
      assert.deepEqual(await fingerprint(frame.page.locator(".widget").first()), seen, `${kind}: the frame`);
      assert.equal(await frame.page.locator(".embed-toggle").count(), 0, "no embed panel inside an embed");
      await frame.close();

      // The element, in someone else's page, shows it too.
      const host = await hostPage(element);
      const mounted = host.page.locator("nimlab-widget .widget");
      await host.page.locator('nimlab-widget [data-ready="true"]').waitFor();
      await revealGames(host.page);
      assert.deepEqual(await fingerprint(mounted), seen, `${kind}: the element`);
      assert.equal(await host.page.locator("nimlab-widget .embed-toggle").count(), 0);
      assert.deepEqual(host.problems, [], kind);
      await host.context.close();
    }
    await session.close();
  });

  test("the snippets follow the current input, step and language", async () => {
    const session = await openWidget(browser, "win-lose");
    const { page } = session;
    const widget = page.locator('[data-widget="wl-table"] .widget');
    await widget.locator('input[name="moves"]').fill("1 3 4");
    await widget.locator('input[name="n"]').fill("20");
    await widget.locator('input[name="n"]').press("Enter");
    await widget.locator(".player-play").focus();
    await page.keyboard.press("End");
    for (let k = 0; k < 3; k++) await page.keyboard.press("ArrowLeft");
    const [, position] = (await widget.locator(".player-counter").textContent()).match(/(\d+) \//);
    await settledUrl(page);
    const first = await snippets(widget);
    assert.match(first.src, new RegExp(`widget=wl-table&moves=1,3,4&n=20&step=${position}&lang=vi`));
    assert.match(
      first.element,
      new RegExp(`<nimlab-widget widget="wl-table" moves="1,3,4" n="20" step="${position}" lang="vi"( reserve="\\d+")?>`),
    );

    assert.ok(Number(position) > 0);
    // While the panel is open, a step more is a snippet updated.
    await widget.locator(".player-play").focus();
    await page.keyboard.press("ArrowRight");
    const code = widget.locator(".embed-element .embed-code");
    // The snippets are rewritten once the player rests (as the URL is).
    await page.waitForFunction(
      ([el, step]) => el.value.includes(`step="${step}"`),
      [await code.elementHandle(), Number(position) + 1],
    );

    // In English, the snippets ask for English, and the panel speaks it.
    await page.locator('[data-lang-switch="en"]').first().click();
    await page.waitForFunction(() => document.documentElement.lang === "en");
    assert.match(await code.inputValue(), /lang="en"/);
    assert.equal((await widget.locator(".embed-toggle").textContent()).trim(), "Embed in your page");
    assert.equal((await widget.locator(".embed-element .embed-copy").textContent()).trim(), "Copy");
    await session.close();
  });

  test("the Hugo, Jekyll and WordPress snippets hold the widget's input, step and language", async () => {
    const session = await openWidget(browser, "win-lose");
    const { page } = session;
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(SITE).origin });
    const widget = page.locator('[data-widget="wl-table"] .widget');
    await widget.locator('input[name="moves"]').fill("2 5");
    await widget.locator('input[name="n"]').fill("17");
    await widget.locator('input[name="n"]').press("Enter");
    await widget.locator(".player-play").focus();
    for (const key of ["Home", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight"]) await page.keyboard.press(key);
    assert.match(await widget.locator(".player-counter").textContent(), /(^|\s)4 \//);
    await settledUrl(page);
    await snippets(widget);
    // Compared once the panel's own measure of the embed is done: the heights change then.
    await page.waitForFunction(() => !document.querySelector("iframe.embed-measure"));
    const frame = await widget.locator(".embed-frame .embed-code").inputValue();
    const src = frame.match(/<iframe src="([^"]+)"/)[1].replaceAll("&amp;", "&");
    const height = Number(frame.match(/ height="(\d+)"/)[1]);
    const code = (name) => widget.locator(`.embed-${name} .embed-code`).inputValue();

    // Folded by platform until the author opens one.
    const folds = widget.locator("details.embed-platform");
    assert.equal(await folds.count(), 3);
    assert.deepEqual(await folds.evaluateAll((all) => all.map((fold) => fold.open)), [false, false, false]);
    const hugo = widget.locator("details.embed-hugo");
    await hugo.locator("summary").click();
    assert.equal(await hugo.evaluate((fold) => fold.open), true);
    assert.equal(await hugo.locator(".embed-hugo-call .embed-code").isVisible(), true);
    assert.match(await hugo.locator(".embed-note").textContent(), /<!-- raw HTML omitted -->.*\[markup\.goldmark\.renderer\] unsafe = true/);

    const state = 'widget="wl-table" moves="2,5" n="17" step="4" lang="vi"';
    assert.equal(await code("hugo-call"), `{{< nimlab ${state} >}}`);
    assert.equal(await code("jekyll-call"), `{% include nimlab.html ${state} %}`);
    // WordPress: the very frame, with its measured height, and no script (WordPress strips it).
    const wordpress = await code("wordpress-frame");
    assert.equal(wordpress, frame.split("\n")[0]);
    assert.match(wordpress, /^<iframe src="[^"]+" [^\n]* height="\d+"[^\n]*><\/iframe>$/);
    assert.equal(Number(wordpress.match(/ height="(\d+)"/)[1]), height);
    assert.equal(wordpress.match(/src="([^"]+)"/)[1].replaceAll("&amp;", "&"), src);
    // The files to save once: the site's real address, no placeholder left.
    const loader = `<script type="module" src="${new URL("embed.js", SITE).href}"></script>`;
    for (const name of ["hugo-shortcode", "hugo-frame-shortcode", "jekyll-include"]) {
      const file = await code(name);
      assert.ok(file.includes(loader), `${name}:\n${file}`);
      assert.ok(!file.includes("SITE/"), `${name}:\n${file}`);
    }
    assert.match(await code("hugo-frame-shortcode"), new RegExp(`<iframe src="${new URL("embed.html", SITE).href}\\?`));

    // Each has its Copy button, which copies exactly the snippet.
    await hugo.locator(".embed-hugo-call .embed-copy").click();
    await page.waitForFunction(() => document.querySelector('[data-widget="wl-table"] .embed-status').textContent !== "");
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `{{< nimlab ${state} >}}`);
    assert.equal(await widget.locator(".embed-copy").count(), 8);

    // A step further and in English: the calls follow, the panel speaks English.
    await widget.locator(".player-play").focus();
    await page.keyboard.press("ArrowRight");
    const call = widget.locator(".embed-hugo-call .embed-code");
    await page.waitForFunction((el) => el.value.includes('step="5"'), await call.elementHandle());
    await page.locator('[data-lang-switch="en"]').first().click();
    await page.waitForFunction((el) => el.value.endsWith('lang="en" >}}'), await call.elementHandle());
    assert.equal(await code("jekyll-call"), '{% include nimlab.html widget="wl-table" moves="2,5" n="17" step="5" lang="en" %}');
    assert.equal((await hugo.locator("summary").textContent()).trim(), "Hugo: a shortcode (recommended)");
    assert.equal(
      await hugo.locator(".embed-hugo-call .embed-copy").getAttribute("aria-label"),
      "Copy the Hugo call",
    );
    await session.close();
  });

  test("the toggle and the copy buttons work from the keyboard, and Copy copies", async () => {
    const session = await openWidget(browser, "nim");
    const { page } = session;
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(SITE).origin });
    const widget = page.locator('[data-widget="nim"] .widget');
    const counter = await widget.locator(".player-counter").textContent();
    const toggle = widget.locator(".embed-toggle");
    await toggle.focus();
    // Space on the button opens the panel; it does not play the widget's trace.
    await page.keyboard.press("Space");
    await widget.locator('.embed-toggle[aria-expanded="true"]').waitFor();
    assert.equal(await widget.locator(".player-counter").textContent(), counter);
    const panel = widget.locator(".embed-panel");
    assert.equal(await panel.isVisible(), true);
    // Copied once the panel's measure is done, which rewrites the snippet's height.
    await page.waitForFunction(() => !document.querySelector("iframe.embed-measure"));
    await widget.locator(".embed-frame .embed-copy").focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector('[data-widget="nim"] .embed-status').textContent !== "");
    assert.equal((await widget.locator(".embed-status").textContent()).trim(), "Đã chép vào bộ nhớ tạm.");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, await widget.locator(".embed-frame .embed-code").inputValue());
    assert.match(copied, /^<iframe src="[^"]*embed\.html\?widget=nim&amp;heaps=/);
    await toggle.press("Enter");
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    assert.equal(await panel.isVisible(), false);
    await session.close();
  });

  for (const width of [1000, 375]) {
    test(`on a ${width} px page, the snippets' heights are the embed's real heights in a 720 px column`, async () => {
      const session = await openWidget(browser, "win-lose", { width });
      const { page } = session;
      const widget = page.locator('[data-widget="wl-table"] .widget');
      // Seen as it is added: on a quiet machine the measure can be over before the panel is read.
      await page.evaluate(() => {
        window.measureSeen = false;
        const watch = new MutationObserver(() => {
          if (document.querySelector("iframe.embed-measure")) window.measureSeen = true;
        });
        watch.observe(document.body, { childList: true });
      });
      await snippets(widget);
      // The panel measures the embed itself, out of sight; the snippets change once it is done.
      assert.ok(await page.evaluate(() => window.measureSeen), "a measure starts with the panel");
      await page.waitForFunction(() => !document.querySelector("iframe.embed-measure"));
      const frame = await widget.locator(".embed-frame .embed-code").inputValue();
      const element = await widget.locator(".embed-element .embed-code").inputValue();
      await session.close();
      const written = Number(frame.match(/ height="(\d+)"/)[1]);
      const reserve = Number(element.match(/ reserve="(\d+)"/)[1]);

      // The frame alone (no loader) in a 720 px column: the height written is all it has.
      const host = await hostPage(`<body style="margin: 0; width: 720px">${frame.split("\n")[0]}</body>`, 1000);
      const inside = host.page.frameLocator("iframe");
      await inside.locator('[data-ready="true"]').waitFor();
      const content = await inside.locator("html").evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
      assert.ok(Math.abs(written - content) <= 2, `the snippet says ${written} px, the content needs ${content} px`);
      await picture(host.page, { path: `${OUTPUT}embed-snippet-frame-${width}.png`, fullPage: true });
      assert.deepEqual(host.problems, []);
      await host.context.close();

      // The element in the same column keeps that space before its widget runs, and the
      // widget then takes as much.
      const post = await hostPage(`<body style="margin: 0; width: 720px">${element}</body>`, 1000);
      await post.page.locator('nimlab-widget [data-ready="true"]').waitFor();
      const mounted = await post.page.locator("nimlab-widget").evaluate((el) => el.getBoundingClientRect().height);
      assert.ok(Math.abs(reserve - mounted) <= 24, `reserve="${reserve}", the widget is ${mounted} px`);
      assert.deepEqual(post.problems, []);
      await post.context.close();
    });
  }

  test("the panel's code loads at the first press, once for the page; a failed load says so, and the next press retries", async () => {
    // Without the service worker, whose answers page.route would not see.
    const session = await open(browser, "win-lose.html", { serviceWorkers: "block" });
    const { page, problems } = session;
    const widgets = page.locator(".widget");
    assert.ok((await widgets.count()) >= 2, "the lesson has several widgets");
    // The page's own build is in; anything else fetched from now on is the panel's.
    const builds = [];
    page.on("response", (response) => {
      if (response.frame() === page.mainFrame() && /\.(js|wasm)$/.test(response.url())) builds.push(response.url());
    });
    const first = widgets.nth(0);
    assert.equal(await first.locator(".embed-panel").count(), 0, "no panel before the first press");

    const refuse = (route) => route.abort();
    await page.route(/_bg\.wasm$/, refuse);
    await first.locator(".embed-toggle").click();
    const status = first.locator(".embed-load-status");
    await status.filter({ hasText: "Không tải được phần nhúng" }).waitFor();
    assert.equal(await status.isVisible(), true);
    assert.equal(await first.locator(".embed-toggle").getAttribute("aria-expanded"), "false");
    assert.equal(await first.locator(".embed-panel").count(), 0);
    // What the refused request logged, and nothing else.
    const refused = problems.splice(0);
    assert.ok(refused.length > 0 && refused.every((problem) => /_bg\.wasm|Failed to load resource/.test(problem)), refused.join("\n"));
    // The widget itself still answers.
    await first.locator(".player-play").focus();
    const counter = await first.locator(".player-counter").textContent();
    await page.keyboard.press(/^\D*0 \//.test(counter) ? "End" : "Home");
    assert.notEqual(await first.locator(".player-counter").textContent(), counter);

    await page.unroute(/_bg\.wasm$/, refuse);
    await first.locator(".embed-toggle").click();
    await first.locator('.embed-toggle[aria-expanded="true"]').waitFor();
    assert.equal(await status.isVisible(), false, "the failure note is gone");
    assert.match(await first.locator(".embed-frame .embed-code").inputValue(), /embed\.html\?widget=/);
    const wasm = builds.filter((url) => url.endsWith(".wasm"));
    assert.equal(wasm.length, 1, `the panel's build, once: ${wasm}`);

    // Another widget's panel comes from the same build, fetched no more.
    const second = widgets.nth(1);
    await second.locator(".embed-toggle").click();
    await second.locator('.embed-toggle[aria-expanded="true"]').waitFor();
    assert.equal(await second.locator(".embed-panel").isVisible(), true);
    assert.equal(builds.filter((url) => url.endsWith(".wasm")).length, 1);
    // Each panel closes on its own button.
    await first.locator(".embed-toggle").click();
    assert.equal(await first.locator(".embed-panel").isVisible(), false);
    assert.equal(await second.locator(".embed-panel").isVisible(), true);
    await session.close();
  });

  test("the panel at phone width stays inside the widget", async () => {
    const session = await open(browser, "win-lose.html", { width: 375, height: 800 });
    const { page } = session;
    const widget = page.locator(".widget").first();
    await snippets(widget);
    const overflow = await horizontalOverflow(page);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
    const panel = await widget.locator(".embed-panel").boundingBox();
    const box = await widget.boundingBox();
    assert.ok(panel.x >= box.x && panel.x + panel.width <= box.x + box.width + 0.5);
    await screenshotAtRest(widget.locator(".embed-panel"), `${OUTPUT}embed-panel-375.png`);
    await session.close();
  });
});
