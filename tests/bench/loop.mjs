// The timing loop every runtime shares, the same as the native one in
// `crates/solver/examples/kernels.rs`: one warm-up run (whose result is the checksum), then
// `samples` timed runs. Used by the Node worker (node-worker.mjs) and by the bench page
// (page.mjs), so the wasm and JS medians compare like with like. No Node APIs.

/** Times `kernel()` (which returns its checksum): `{ checksum, samples_ms }`. */
export async function timeRuns(kernel, samples) {
  const checksum = String(kernel());
  const times = [];
  for (let i = 0; i < samples; i++) {
    // One macrotask between runs, outside the timing: in a page, the harness's messages and
    // the garbage collector's idle work get a turn instead of one long task of every run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const start = performance.now();
    const result = kernel();
    times.push(performance.now() - start);
    // Outside the timing, and what keeps the result from being optimised away.
    if (String(result) !== checksum) {
      throw new Error(`run ${i + 1} gave checksum ${result}, the warm-up run ${checksum}`);
    }
  }
  return { checksum, samples_ms: times };
}
