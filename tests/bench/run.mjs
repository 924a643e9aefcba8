// `./x bench`: every figure of the performance issue in one run, side by side. It prints,
// and never passes or fails: the machines are shared and noisy, so read the ratios of one run
// rather than absolute times.
//
//   node tests/bench/run.mjs --native target/bench/native.jsonl --wasm target/bench/solver --site dist
//
// While working on one figure: `--sections 4` runs only section 4 (a comma list of 1–5) and
// `--actions sg-table` only the responsiveness actions whose name contains that text.
//
// 1. the solver's kernels three ways (native Rust, wasm in Node and Chromium, plain JS in Node
//    and Chromium), with their checksums compared;
// 2. page weight; 3. start-up; 4. responsiveness; 5. trace memory (the site in Chromium).

import { cpus, totalmem } from "node:os";
import { parseArgs } from "node:util";
import { kernelsSection } from "./kernels-section.mjs";
import { siteSections } from "./site-sections.mjs";

const { values } = parseArgs({
  options: {
    native: { type: "string", default: "target/bench/native.jsonl" },
    wasm: { type: "string", default: "target/bench/solver" },
    site: { type: "string", default: "dist" },
    sections: { type: "string", default: "1,2,3,4,5" },
    actions: { type: "string", default: "" },
  },
});
const chromium = process.env.NIMLAB_CHROMIUM || "/usr/bin/chromium";

console.log(`nimlab benchmark — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`);
console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? "?"}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB; Node ${process.version}`);
console.log();
const sections = new Set(values.sections.split(",").map((s) => Number(s.trim())));
if (sections.has(1)) {
  await kernelsSection({ nativeFile: values.native, wasmDir: values.wasm, chromium });
  console.log();
}
await siteSections({ dist: values.site, chromium, sections, actions: values.actions });
