// A real Hugo site (Debian's `hugo`, installed by ./x) built with the shortcode files and the
// shortcode calls exactly as a widget's embed panel gives them, served from another origin under
// a strict Content-Security-Policy, and read in Chromium: the widgets mount at the panel's state
// and step on, with no console error. The same snippet as raw HTML in a Markdown post is dropped
// by Hugo's defaults (`<!-- raw HTML omitted -->`), which is why the panel offers the shortcode.

import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize, sep } from "node:path";
import { promisify } from "node:util";
import { after, before, describe, test } from "node:test";
import { launch, open, OUTPUT, PLAYGROUND, revealEveryWidget, settledUrl, SITE, picture } from "../support/browser.mjs";

const HUGO = process.env.NIMLAB_HUGO ?? "hugo";
const SITE_ORIGIN = new URL(SITE).origin;
// The policy the authors' page recommends, with nothing inline allowed: Hugo's output (with the
// minimal layouts below) needs none, and neither do the widgets.
const CSP = [
  "default-src 'self'",
  `script-src 'self' ${SITE_ORIGIN} 'wasm-unsafe-eval'`,
  `style-src 'self' ${SITE_ORIGIN}`,
  `connect-src ${SITE_ORIGIN}`,
  `frame-src ${SITE_ORIGIN}`,
].join("; ");

const run = promisify(execFile);

let browser;
let dir;
let blog;
let BLOG;

before(async () => {
  browser = await launch();
  dir = await mkdtemp(join(tmpdir(), "nimlab-hugo-"));
});
after(async () => {
  await browser?.close();
  blog?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The panel's snippets for one widget of the playground, once it rests: name → text. */
async function panelSnippets(page, kind) {
  const widget = page.locator(`[data-widget="${kind}"] .widget`);
  await settledUrl(page);
  const toggle = widget.locator(".embed-toggle");
  await toggle.scrollIntoViewIfNeeded();
  await toggle.click();
  const read = (name) => widget.locator(`.embed-${name} .embed-code`).inputValue();
  return {
    call: await read("hugo-call"),
    shortcode: await read("hugo-shortcode"),
    frameShortcode: await read("hugo-frame-shortcode"),
    element: await read("element"),
    step: (await counter(widget))[0],
  };
}

/** Serves Hugo's `public/` folder as a static host would, every page under `CSP`. */
async function serve(root) {
  const types = { ".html": "text/html; charset=utf-8", ".xml": "application/xml", ".css": "text/css" };
  blog = createServer(async (request, response) => {
    let path = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
    if (path.endsWith("/")) path += "index.html";
    const file = normalize(join(root, path));
    try {
      if (!file.startsWith(root + sep)) throw new Error("outside");
      const body = await readFile(file);
      response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream", "content-security-policy": CSP });
      response.end(body);
    } catch {
      // The browser asks for /favicon.ico; a blog without one answers "no content".
      response.writeHead(path === "/favicon.ico" ? 204 : 404).end();
    }
  });
  // Another origin than the site (another host name and port), on loopback like the site.
  await new Promise((ready) => blog.listen(0, "127.0.0.1", ready));
  return `http://localhost:${blog.address().port}/`;
}

/** The counter of a widget inside an element's shadow root or a frame: [position, total]. */
async function counter(widget) {
  const [, position, total] = (await widget.locator(".player-counter").textContent()).match(/(\d+) \/ (\d+)/);
  return [Number(position), Number(total)];
}

describe("a Hugo site with the panel's shortcodes", () => {
  let table;
  let nim;
  let hostile;
  const HOSTILE = '3"><img src=x onerror=alert(1)> >}} {{< x';

  test("the panel gives the shortcode files and the calls for the widgets' state", async () => {
    const session = await open(browser, PLAYGROUND);
    const { page } = session;
    const wl = page.locator('[data-widget="wl-table"] .widget');
    await wl.locator('input[name="moves"]').fill("1 2");
    await wl.locator('input[name="n"]').fill("12");
    await wl.locator('input[name="n"]').press("Enter");
    await wl.locator(".player-play").focus();
    for (const key of ["Home", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight"]) await page.keyboard.press(key);
    table = await panelSnippets(page, "wl-table");
    assert.equal(table.step, 5);
    assert.equal(table.call, '{{< nimlab widget="wl-table" moves="1,2" n="12" step="5" lang="vi" >}}');
    nim = await panelSnippets(page, "nim");
    assert.equal(nim.shortcode, table.shortcode, "one shortcode file for every widget");
    await session.close();

    // A hostile attribute value: the widgets never keep invalid input in their state, but a
    // placeholder's other attributes travel to the snippets as they are, so one is given here.
    const context = await browser.newContext({ serviceWorkers: "block" });
    const page2 = await context.newPage();
    await page2.route(new URL(PLAYGROUND, SITE).href, async (route) => {
      const response = await route.fetch();
      const escaped = HOSTILE.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
      const body = (await response.text()).replace('data-widget="nim"', `data-widget="nim" data-note="${escaped}"`);
      await route.fulfill({ response, body });
    });
    await page2.goto(new URL(PLAYGROUND, SITE).href);
    await revealEveryWidget(page2);
    await page2.waitForSelector('[data-widget="nim"] [data-ready="true"]');
    hostile = await panelSnippets(page2, "nim");
    // Hugo's raw string (backticks) holds the quote and the markup as they are.
    assert.ok(hostile.call.includes(` note=\`${HOSTILE}\` `), hostile.call);
    await context.close();
  });

  test("hugo builds a post from them that shows working widgets on another origin", async () => {
    assert.ok(table && nim && hostile, "the panel's snippets were read");
    const { stdout: version } = await run(HUGO, ["version"]);
    await mkdir(join(dir, "layouts/_default"), { recursive: true });
    await mkdir(join(dir, "layouts/shortcodes"), { recursive: true });
    await mkdir(join(dir, "content/posts"), { recursive: true });
    // Hugo's defaults: nothing about Goldmark's `unsafe` is set.
    await writeFile(join(dir, "hugo.toml"), 'baseURL = "/"\ntitle = "A blog"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n');
    await writeFile(
      join(dir, "layouts/_default/baseof.html"),
      '<!doctype html>\n<html lang="vi">\n<head><meta charset="utf-8"><title>{{ .Title }}</title></head>\n<body>\n<h1>{{ .Title }}</h1>\n{{ block "main" . }}{{ end }}\n</body>\n</html>\n',
    );
    await writeFile(join(dir, "layouts/_default/single.html"), '{{ define "main" }}{{ .Content }}{{ end }}\n');
    await writeFile(join(dir, "layouts/_default/list.html"), '{{ define "main" }}{{ end }}\n');
    await writeFile(join(dir, "layouts/shortcodes/nimlab.html"), table.shortcode);
    await writeFile(join(dir, "layouts/shortcodes/nimlab-frame.html"), table.frameShortcode);
    // The frame variant as the panel's note says: nimlab-frame in place of nimlab.
    const frameCall = table.call.replace("{{< nimlab ", "{{< nimlab-frame ");
    const front = (title) => `---\ntitle: ${title}\n---\n\n`;
    await writeFile(
      join(dir, "content/posts/widgets.md"),
      `${front("Widgets")}Một bảng thắng/thua:\n\n${table.call}\n\nNim:\n\n${nim.call}\n\nTrong một khung:\n\n${frameCall}\n\nGiá trị lạ:\n\n${hostile.call}\n`,
    );
    await writeFile(join(dir, "content/posts/raw.md"), `${front("Raw")}Dán thẳng HTML:\n\n${nim.element}\n\nHết.\n`);
    const output = join(dir, "public");
    await run(HUGO, ["--source", dir, "--destination", output, "--quiet"]);

    // Hugo's default Markdown renderer drops the raw snippet; the shortcode passes.
    const raw = await readFile(join(output, "posts/raw/index.html"), "utf8");
    assert.match(raw, /<!-- raw HTML omitted -->/);
    assert.ok(!raw.includes("<nimlab-widget") && !raw.includes("<script"), raw);
    const built = await readFile(join(output, "posts/widgets/index.html"), "utf8");
    assert.equal(built.match(/<nimlab-widget /g)?.length, 3, built);
    assert.ok(!built.includes("raw HTML omitted"), built);
    assert.ok(!built.includes("<img"), "the hostile value stays an attribute's text");

    BLOG = await serve(output);
    const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
    const page = await context.newPage();
    const problems = [];
    page.on("console", (message) => message.type() === "error" && problems.push(`console error: ${message.text()}`));
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
    await page.goto(`${BLOG}posts/widgets/`);
    await page.waitForFunction(
      () => [...document.querySelectorAll("nimlab-widget")].filter((el) => el.shadowRoot?.querySelector('[data-ready="true"]')).length === 3,
    );
    const elements = page.locator("nimlab-widget");
    // The table opens at the panel's step, with its input, and steps on.
    const element = elements.nth(0).locator(".widget");
    assert.equal(await element.locator('input[name="moves"]').inputValue(), "1 2", "the moves the author typed");
    assert.equal(await element.locator('input[name="n"]').inputValue(), "12");
    assert.deepEqual((await counter(element))[0], 5);
    await element.locator(".player-play").focus();
    await page.keyboard.press("ArrowRight");
    assert.equal((await counter(element))[0], 6);
    assert.equal(await element.locator(".field-error:visible").count(), 0);
    // Nim, at its own default state.
    const nimElement = elements.nth(1).locator(".widget");
    assert.equal(await nimElement.locator('input[name="heaps"]').inputValue(), "3 4 5");
    // The hostile value: one attribute holding exactly its text, and nothing else in the post.
    assert.equal(await elements.nth(2).getAttribute("note"), HOSTILE);
    assert.equal(await page.locator("img").count(), 0);

    // The frame variant: the same state, on its own player.
    const frame = page.frameLocator("iframe").locator(".widget");
    await page.frameLocator("iframe").locator('[data-ready="true"]').first().waitFor();
    assert.equal(await frame.locator('input[name="moves"]').inputValue(), "1 2");
    assert.deepEqual((await counter(frame))[0], 5);
    await frame.locator(".player-play").focus();
    await frame.locator(".player-play").press("ArrowRight");
    assert.equal((await counter(frame))[0], 6);
    assert.equal((await counter(element))[0], 6, "the element did not move with the frame");

    await picture(page, { path: `${OUTPUT}hugo-post.png`, fullPage: true });
    // The raw post, read in the browser too: nothing of the widget is left in it.
    await page.goto(`${BLOG}posts/raw/`);
    assert.equal(await page.locator("nimlab-widget, script").count(), 0);
    await context.close();
    assert.deepEqual(problems, [], "the post logged errors or CSP violations");
    console.log(`built with ${version.trim()}`);
  });
});
