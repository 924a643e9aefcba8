// Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi (Playwright's Firefox needs
// its own patched build, which these machines cannot download). Pages are watched for the same
// problems as in Chromium (browser.mjs): puppeteer's page events have the same names and shapes,
// and Firefox reports a Content-Security-Policy violation as a page error.

import assert from "node:assert/strict";
import puppeteer from "puppeteer-core";
import { revealEveryWidget, SITE, watchProblems } from "./browser.mjs";

export function launchFirefox() {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.NIMLAB_FIREFOX || "/usr/bin/firefox-esr",
    headless: true,
    // As in the Chromium suites (browser.mjs `launch`): the site's worker would precache the
    // whole site behind every page opened; the offline suite tests it.
    extraPrefsFirefox: { "dom.serviceWorkers.enabled": false },
  });
}

/**
 * Waits for `fn` (run in `frame`, a page or a frame, with `args`) to hold; on time-out fails
 * with `what` (a string, or a function that says it then) instead of puppeteer's bare
 * "Waiting failed".
 */
export async function until(frame, what, fn, ...args) {
  try {
    await frame.waitForFunction(fn, { timeout: 15_000 }, ...args);
  } catch (error) {
    if (error.name !== "TimeoutError") throw error;
    assert.fail(`${typeof what === "function" ? what() : what} (waited 15 s)`);
  }
}

/** Every widget placeholder on the page holds a mounted widget (the Chromium suites' signal). */
export function everyWidgetReady() {
  const slots = [...document.querySelectorAll("[data-widget]")];
  return window.wasmBindings !== undefined && slots.every((slot) => slot.querySelector('[data-ready="true"]'));
}

/**
 * Opens `url` (relative to the site, or another origin's) in a fresh browser context and waits
 * until `ready` (run in the page with `args`) holds: by default every widget is mounted.
 * `close()` fails on any problem the page logged, or on a widget that stopped with a panic (it
 * shows `.widget-failure`, see guard.rs).
 */
export async function openInFirefox(browser, url, { width = 1280, height = 900, ready = everyWidgetReady, args = [] } = {}) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height });
  const problems = watchProblems(page);
  await page.goto(new URL(url, SITE).href);
  await revealEveryWidget(page);
  await until(page, () => `${url}: every widget mounts (problems: ${problems.join("; ") || "none"})`, ready, ...args);
  return {
    page,
    problems,
    async close() {
      const failed = await page.$$eval(".widget-failure", (els) => els.map((el) => el.textContent));
      await context.close();
      assert.deepEqual(failed, [], `${url}: a widget stopped`);
      assert.deepEqual(problems, [], `${url}: the page logged errors`);
    },
  };
}
