// Debian's Chromium as every script here starts it (the browser tests, the benchmark):
// headless, with the flags that keep it quiet on a closed network, running as root in a container.

import { chromium } from "playwright-core";

export const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** `extraArgs`: flags a test adds for itself (e.g. a host name resolved to the test server). */
export function launchChromium(executablePath = process.env.NIMLAB_CHROMIUM || "/usr/bin/chromium", extraArgs = []) {
  return chromium.launch({ executablePath, args: [...FLAGS, ...extraArgs], headless: true });
}
