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

/**
 * An init script (`page.addInitScript(countWasmMemory)`) that keeps every WebAssembly memory
 * the page's scripts instantiate, and gives the page `nimlabWasmBytes()`: their size in bytes
 * now (the front end's memory, which grows when a widget holds more and never shrinks; one per
 * build the page runs). Read from outside, so that no build ships a hook for it.
 */
export function countWasmMemory() {
  const memories = new Set();
  const keep = (made) => {
    const memory = (made.instance ?? made).exports?.memory;
    if (memory instanceof WebAssembly.Memory) memories.add(memory);
    return made;
  };
  for (const name of ["instantiate", "instantiateStreaming"]) {
    const original = WebAssembly[name].bind(WebAssembly);
    WebAssembly[name] = (...args) => original(...args).then(keep);
  }
  globalThis.nimlabWasmBytes = () => [...memories].reduce((sum, memory) => sum + memory.buffer.byteLength, 0);
}
