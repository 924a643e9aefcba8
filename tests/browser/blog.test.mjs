// A blog post on another origin (tests/demo/post.html, served here as http://blog.example.test
// under a strict Content-Security-Policy) that embeds three widgets as frames of embed.html and
// three as <nimlab-widget> elements, and calls the solver's JS API. Everything must work, the
// widgets must not affect each other, and the page must log no error and no CSP violation.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { after, before, describe, test } from "node:test";
import { launch, OUTPUT, SITE } from "../support/browser.mjs";

const SITE_ORIGIN = new URL(SITE).origin;
const CSP = [
  "default-src 'self'",
  `script-src 'self' ${SITE_ORIGIN} 'wasm-unsafe-eval'`,
  `style-src 'self' 'unsafe-inline' ${SITE_ORIGIN}`,
  `connect-src ${SITE_ORIGIN}`,
  `frame-src ${SITE_ORIGIN}`,
  `img-src 'self' ${SITE_ORIGIN}`,
].join("; ");

// The blog: another origin than the site (another host name and port), on loopback like the
// site so that Chromium's private-network rules treat the two alike, as two public sites are.
const TYPES = { "/post.html": "text/html", "/post.js": "text/javascript" };
const blog = createServer((request, response) => {
  const path = new URL(request.url, "http://localhost").pathname;
  if (!TYPES[path]) {
    // The browser asks for /favicon.ico; a blog without one answers "no content".
    response.writeHead(path === "/favicon.ico" ? 204 : 404).end();
    return;
  }
  response.writeHead(200, {
    "content-type": `${TYPES[path]}; charset=utf-8`,
    "content-security-policy": CSP,
  });
  response.end(readFileSync(new URL(`../demo${path}`, import.meta.url), "utf8").replaceAll("{{SITE}}", SITE));
});
let BLOG;

let browser;
before(async () => {
  await new Promise((ready) => blog.listen(0, "127.0.0.1", ready));
  BLOG = `http://localhost:${blog.address().port}/`;
  browser = await launch();
});
after(async () => {
  await browser?.close();
  blog.close();
});

async function openPost(fragment = "") {
  const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
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
  await page.waitForFunction(() => document.querySelectorAll("nimlab-widget").length === 3);
  for (const id of ["first", "second", "table"]) {
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

describe("a blog post embedding nimlab", () => {
  test("the JS API prints the table; all six widgets are up", async () => {
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
    await page.screenshot({ path: `${OUTPUT}blog-post.png`, fullPage: true });
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
    const { page } = post;
    for (const id of ["frame-wl", "frame-nim"]) {
      const inner = page.frameLocator(`#${id}`).locator("html");
      await page.waitForFunction(
        (frameId) => document.getElementById(frameId).getBoundingClientRect().height > 400,
        id,
      );
      const height = await inner.evaluate((html) => html.scrollHeight);
      const frame = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().height);
      // The frame's box is its content plus its 1px borders.
      assert.ok(Math.abs(frame - 2 - height) <= 1, `${id}: frame ${frame}px, content ${height}px`);
    }
    await post.close();
  });
});
