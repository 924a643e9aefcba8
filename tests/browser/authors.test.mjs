// The page for authors (authors.html) says what a blogger or a teacher may copy, so everything
// it shows is run here: every ```js example runs inside the page and must give, expression by
// expression, the value its `// →` line prints; the frame example's address opens a working
// widget; the frame, element and Content-Security-Policy snippets work together in a post on
// another origin, and so does the snippet that writes an API result into a post. The page
// loads without a console error in both languages at phone and desktop width.

import assert from "node:assert/strict";
import { createServer } from "node:http";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, open, OUTPUT, SITE, picture } from "../support/browser.mjs";

const PAGE = "authors.html";

let browser;
let blog;
let BLOG;
/** The posts the blog serves: path → HTML. */
const posts = new Map();

before(async () => {
  browser = await launch();
  // A blog on another origin than the site (another host name and port), on loopback like the
  // site, as in tests/browser/blog.test.mjs.
  blog = createServer((request, response) => {
    const post = posts.get(new URL(request.url, "http://localhost").pathname);
    if (!post) {
      response.writeHead(request.url === "/favicon.ico" ? 204 : 404).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(post);
  });
  await new Promise((ready) => blog.listen(0, "127.0.0.1", ready));
  BLOG = `http://localhost:${blog.address().port}/`;
});
after(async () => {
  await browser?.close();
  blog?.close();
});

/**
 * The text of the page's code blocks in one language (`kind`: the fence's language), as a
 * reader copies it: the front end has written the site's own address where the text says `SITE/`.
 */
async function codeBlocks(page, lang, kind) {
  return page.locator(`main div[lang="${lang}"] pre code.language-${kind}`).allTextContents();
}

/**
 * Rewrites an example so that it records the value of each expression statement followed by a
 * `// → <JSON>` line, and returns the rewritten module with the JSON texts it must produce.
 */
function instrument(code) {
  const lines = code.split("\n");
  const expected = [];
  lines.forEach((line, i) => {
    const arrow = line.match(/^\s*\/\/ → (.+)$/);
    if (!arrow) return;
    const previous = lines[i - 1] ?? "";
    const statement = previous.match(/^(\s*)(.+?);\s*$/);
    assert.ok(
      statement && !/^(const|let|var|import|await)\s/.test(statement[2]) && !statement[2].startsWith("//"),
      `a “// →” line must follow an expression statement, not: ${previous}`,
    );
    const index = expected.push(arrow[1]) - 1;
    lines[i - 1] = `${statement[1]}globalThis.__nimlabExample.push([${index}, JSON.stringify(${statement[2]})]);`;
  });
  return { source: lines.join("\n"), expected };
}

let examplesRun = 0;

/**
 * Runs one example as a module in the page and returns the recorded [index, JSON] pairs. The
 * module is served at an address of the site itself (intercepted here), since the site's
 * Content-Security-Policy allows scripts from the site only (no Blob URL, no eval). The page must
 * be opened with service workers blocked: once the site's worker controls it, the import would
 * reach the worker and the server, never this route.
 */
async function runInPage(page, source) {
  const url = new URL(`__examples/${++examplesRun}.js`, SITE).href;
  await page.route(url, (route) => route.fulfill({ contentType: "text/javascript", body: source }));
  return page.evaluate(async (url) => {
    globalThis.__nimlabExample = [];
    await import(url);
    return globalThis.__nimlabExample;
  }, url);
}

describe("the page for authors", () => {
  for (const lang of ["vi", "en"]) {
    for (const width of [375, 1280]) {
      test(`${lang}, ${width}px: every JS example runs in the page and gives the values it shows`, async () => {
        const session = await open(browser, `${PAGE}?lang=${lang}`, { width, height: 900, serviceWorkers: "block" });
        const { page } = session;
        assert.equal(await page.locator("html").getAttribute("lang"), lang);
        const overflow = await horizontalOverflow(page);
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);

        const examples = await codeBlocks(page, lang, "js");
        assert.ok(examples.length >= 7, `only ${examples.length} JS examples`);
        let checked = 0;
        for (const code of examples) {
          assert.match(code, /^import init, \{[^}]+\} from "[^"]+\/solver\/nimlab_solver\.js";\nawait init\(\);/);
          assert.ok(!code.includes("SITE/"), "the site's address is filled in");
          const { source, expected } = instrument(code);
          assert.ok(expected.length > 0, `an example without a “// →” value:\n${code}`);
          const seen = await runInPage(page, source);
          expected.forEach((json, index) => {
            const got = seen.filter(([i]) => i === index).map(([, value]) => value);
            assert.equal(got.length, 1, `“// → ${json}” was reached ${got.length} times in:\n${code}`);
            assert.deepEqual(JSON.parse(got[0]), JSON.parse(json), `“// → ${json}” in:\n${code}`);
            checked += 1;
          });
        }
        assert.ok(checked >= 30, `only ${checked} values checked`);

        if (lang === "vi") await picture(page, { path: `${OUTPUT}authors-${width}.png`, fullPage: true });
        await session.close();
      });
    }
  }

  for (const lang of ["vi", "en"]) {
    test(`${lang}: the frame example's address opens a working widget`, async () => {
      const session = await open(browser, `${PAGE}?lang=${lang}`);
      const frames = (await codeBlocks(session.page, lang, "html")).filter((code) => code.includes("<iframe"));
      await session.close();
      assert.equal(frames.length, 1);
      const src = frames[0].match(/src="([^"]+)"/)[1].replaceAll("&amp;", "&");
      assert.ok(src.startsWith(`${SITE}embed.html?`), src);
      const query = new URL(src).searchParams;
      assert.equal(query.get("lang"), lang);

      const frame = await open(browser, src, { width: 700, height: 900 });
      const { page } = frame;
      assert.equal(await page.locator("html").getAttribute("lang"), lang);
      const slots = page.locator("[data-widget]");
      assert.equal(await slots.count(), 1);
      assert.equal(await slots.getAttribute("data-widget"), query.get("widget"));
      assert.equal(await page.locator(".field-error:visible").count(), 0, "the example's input is valid");
      const [, position] = (await page.locator(".player-counter").textContent()).match(/(\d+) \/ (\d+)/);
      assert.equal(position, query.get("step"), "the frame opens at the example's step");
      assert.equal(await page.locator("[data-lesson-for]:visible").count(), 1, "a link back to the lesson");
      await frame.close();
    });
  }

  test("the frame, element and CSP snippets work together in a post on another origin", async () => {
    const session = await open(browser, `${PAGE}?lang=vi`);
    const html = await codeBlocks(session.page, "vi", "html");
    await session.close();
    const policy = html.filter((code) => code.includes('http-equiv="Content-Security-Policy"'));
    const frame = html.filter((code) => code.includes("<iframe"));
    const elements = html.filter((code) => code.includes("<nimlab-widget"));
    assert.deepEqual([policy.length, frame.length, elements.length], [1, 1, 1]);
    posts.set(
      "/post.html",
      `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n${policy[0]}\n<title>A post</title>\n</head>\n<body>\n<h1>A post</h1>\n${frame[0]}\n${elements[0]}\n</body>\n</html>\n`,
    );

    const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
    const page = await context.newPage();
    const problems = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console error: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(`${BLOG}post.html`);
    const count = await page.locator("nimlab-widget").count();
    assert.ok(count >= 2, `${count} elements`);
    await page.waitForFunction(
      (n) => [...document.querySelectorAll("nimlab-widget")].filter((el) => el.shadowRoot?.querySelector('[data-ready="true"]')).length === n,
      count,
    );
    for (const element of await page.locator("nimlab-widget").all()) {
      assert.equal(await element.locator(".widget-title").count(), 1);
      assert.equal(await element.locator(".field-error:visible").count(), 0, "the snippet's input is valid");
    }
    const inFrame = page.frameLocator("iframe");
    await inFrame.locator('[data-ready="true"]').waitFor();
    // embed.js, loaded by the element snippet, fits the frame to its content.
    // (The widget may still settle, so the two are compared until they agree, for a while.)
    let content = 0;
    let box = 0;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      content = await inFrame.locator("html").evaluate((root) => Math.ceil(root.getBoundingClientRect().height));
      box = await page.locator("iframe").evaluate((el) => el.getBoundingClientRect().height);
      if (Math.abs(box - content) <= 1) break;
      await page.waitForTimeout(100);
    }
    assert.ok(content > 900 && Math.abs(box - content) <= 1, `frame ${box}px, content ${content}px`);
    await picture(page, { path: `${OUTPUT}authors-post.png` });
    await context.close();
    assert.deepEqual(problems, [], "the post logged errors or CSP violations");
  });

  for (const lang of ["vi", "en"]) {
    test(`${lang}: the Hugo and Jekyll files on the page are the ones the embed panel gives`, async () => {
      const session = await open(browser, `${PAGE}?lang=${lang}`);
      const { page } = session;
      const hugo = await codeBlocks(page, lang, "go-html-template");
      const jekyll = (await codeBlocks(page, lang, "liquid")).filter((code) => !code.startsWith("{% include"));
      assert.equal(hugo.length, 2);
      assert.equal(jekyll.length, 1);
      const widget = page.locator("#authors-nim .widget");
      await widget.locator(".embed-toggle").click();
      const panel = async (name) => (await widget.locator(`.embed-${name} .embed-code`).inputValue()).trimEnd();
      assert.deepEqual(
        [...hugo, ...jekyll].map((code) => code.trimEnd()),
        [await panel("hugo-shortcode"), await panel("hugo-frame-shortcode"), await panel("jekyll-include")],
      );
      for (const code of [...hugo, ...jekyll]) assert.ok(code.includes(`${SITE}embed.js`) && !code.includes("SITE/"), code);
      // The page's example calls use the shortcodes' names and Hugo's raw-HTML warning is said.
      const calls = await codeBlocks(page, lang, "markdown");
      assert.match(calls.join("\n"), /\{\{< nimlab widget="nim" heaps="3,4,5" lang="(vi|en)" >\}\}\n\n\{\{< nimlab-frame /);
      assert.match(await page.locator(`main div[lang="${lang}"]`).filter({ hasText: "raw HTML omitted" }).first().textContent(), /unsafe = true/);
      await session.close();
    });
  }

  test("the snippet that shows an API result in a post prints the table", async () => {
    const session = await open(browser, `${PAGE}?lang=en`);
    const snippets = (await codeBlocks(session.page, "en", "html")).filter((code) => code.includes("nimlab_solver.js"));
    await session.close();
    assert.equal(snippets.length, 1);
    posts.set("/api.html", `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>API</title></head>\n<body>\n${snippets[0]}\n</body>\n</html>\n`);

    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console error: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await page.goto(`${BLOG}api.html`);
    await page.waitForFunction(() => document.getElementById("wl-row").textContent !== "…");
    // Moves 1, 3, 4 lose exactly on n mod 7 ∈ {0, 2} (the page's first example), for n = 0..20.
    const row = [...Array(21).keys()].map((n) => ([0, 2].includes(n % 7) ? "L" : "W")).join("");
    assert.equal(await page.locator("#wl-row").textContent(), row);
    await context.close();
    assert.deepEqual(problems, []);
  });
  test("every code block has a Copy button that copies the block as shown, with the site's address", async () => {
    const session = await open(browser, `${PAGE}?lang=en`);
    const { page } = session;
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(SITE).origin });
    const blocks = page.locator('main div[lang="en"] pre');
    const count = await blocks.count();
    assert.ok(count >= 10, `only ${count} code blocks`);
    assert.equal(await page.locator('main div[lang="en"] .copy-bar .copy-code').count(), count);
    const block = blocks.nth(1);
    const button = page.locator('main div[lang="en"] .copy-code').nth(1);
    // In view first, as a reader sees it: a section off screen is laid out only from the next
    // frame on, and innerText reads the layout.
    const shows = async (locator, text) => {
      await locator.scrollIntoViewIfNeeded();
      await page.waitForFunction(([el, want]) => el.innerText.trim() === want, [await locator.elementHandle(), text]);
    };
    await shows(button, "Copy");
    await button.click();
    await page.waitForFunction((el) => el.innerText.includes("Copied"), await button.elementHandle());
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, await block.innerText());
    assert.ok(copied.includes(SITE) && !copied.includes("SITE/"), copied);
    // In Vietnamese the same button speaks Vietnamese.
    await page.locator('[data-lang-switch="vi"]').first().click();
    await shows(page.locator('main div[lang="vi"] .copy-code').first(), "Chép");
    await session.close();
  });
});
