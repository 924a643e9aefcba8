// The bench page's side of section 1 (kernels-section.mjs drives it with playwright-core):
// `window.bench(runtime, name, samples)` times one kernel as wasm or as plain JS with the loop
// every runtime shares, on the page's main thread, as the site runs the solver.

import { run } from "./kernels.mjs";
import { timeRuns } from "./loop.mjs";

// The wasm may fail to load (a build without the bench feature); the JS kernels still run,
// and each wasm measurement then reports why.
const wasm = (async () => {
  const api = await import("./solver/nimlab_solver.js");
  await api.default({ module_or_path: new URL("./solver/nimlab_solver_bg.wasm", import.meta.url) });
  if (typeof api.benchKernel !== "function") {
    throw new Error("the wasm build has no benchKernel: build it with the solver's \"bench\" feature");
  }
  return api;
})();
// Keeps an unused failure from being reported as unhandled; bench() reports it when asked.
wasm.catch(() => {});

window.bench = async (runtime, name, samples) => {
  if (runtime === "wasm") {
    const api = await wasm;
    return timeRuns(() => api.benchKernel(name), samples);
  }
  return timeRuns(() => run(name), samples);
};
window.benchReady = true;
