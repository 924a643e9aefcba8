// Times one kernel in Node, in a worker thread of its own (see kernels-section.mjs): the main
// thread stays free to stop it on a timeout, and each kernel starts from a fresh heap and a
// fresh wasm instance, as each native kernel runs in a process of its own memory use.
//
// workerData: { runtime: "wasm" | "js", name, samples, wasmDir }. Posts { result } or { error }.

import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { timeRuns } from "./loop.mjs";

const { runtime, name, samples, wasmDir } = workerData;

async function kernelFor() {
  if (runtime === "wasm") {
    const dir = resolve(wasmDir);
    const api = await import(pathToFileURL(join(dir, "nimlab_solver.js")).href);
    api.initSync({ module: readFileSync(join(dir, "nimlab_solver_bg.wasm")) });
    if (typeof api.benchKernel !== "function") {
      throw new Error(`${dir} has no benchKernel: build it with the solver's "bench" feature`);
    }
    return () => api.benchKernel(name);
  }
  const { run } = await import("./kernels.mjs");
  return () => run(name);
}

try {
  parentPort.postMessage({ result: await timeRuns(await kernelFor(), samples) });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
