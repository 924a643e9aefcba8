// Hostile queries against every game and every function of the JS API: whatever comes in,
// the answer is a result or a thrown Error whose message names a field, never a trap, and
// the module keeps working afterwards. Random, for breadth; the exact messages of chosen
// hostile queries (numbers past 2^53 − 1 among them) are in the catalogue,
// tests/fixtures/hostile-inputs.json, run by hostile_catalogue.test.mjs.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { before, test } from "node:test";

const dist = new URL("../../dist/solver/", import.meta.url);
let api;

before(async () => {
  api = await import(new URL("nimlab_solver.js", dist).href);
  await api.default({ module_or_path: readFileSync(new URL("nimlab_solver_bg.wasm", dist)) });
});

/** The games a function answers, read from its own error message. */
function gamesOf(fn) {
  try {
    api[fn]({ game: "no-such-game" });
  } catch (error) {
    const known = error.message.match(/known: (.*)$/);
    if (known) return known[1].split(", ").filter(Boolean);
  }
  throw new Error(`${fn}() did not list its games`);
}

const VALUES = [
  undefined, null, true, 0, -1, 1, 2, 3, 7, 1.5, -0, NaN, Infinity, -Infinity, 1e30, 2 ** 53, -(2 ** 63),
  0n, -1n, 2n ** 64n - 1n, 2n ** 64n, 10n ** 30n, "", " ", "12", "-3", "1e999", "x", "NaN", "３", "١٢",
  "<img src=x onerror=globalThis.pwned=1>", "javascript:alert(1)", "9".repeat(5000), "1 2 3", "0.77",
  [], [0], [1, 2, 3], [-1], [1, 1], ["1", 2n], [[0, 1], [1, 2]], [[0, 0]], [[5, 9]], [null], [{}],
  Array.from({ length: 3000 }, (_, i) => i + 1), {}, { length: 5 }, () => 1, Symbol.iterator,
];

const FIELDS = [
  "n", "moves", "heaps", "misere", "piles", "count", "from", "a", "b", "op", "k", "values", "code",
  "edges", "tokens", "left", "right", "rule", "size", "steps", "quota", "lengths", "notation", "start",
];

/** A small deterministic generator, so a failure can be replayed. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

for (const fn of ["table", "analyze", "trace"]) {
  test(`${fn}(): 400 hostile queries per game never trap`, () => {
    const next = random(fn.length * 7919);
    const pick = (list) => list[Math.floor(next() * list.length)];
    for (const game of gamesOf(fn)) {
      for (let i = 0; i < 400; i++) {
        const query = { game };
        const fields = 1 + Math.floor(next() * 5);
        for (let f = 0; f < fields; f++) query[pick(FIELDS)] = pick(VALUES);
        try {
          api[fn](query);
        } catch (error) {
          assert.ok(!(error instanceof WebAssembly.RuntimeError), `${fn} trapped on ${game}: ${error}`);
          assert.ok(error instanceof Error, `${fn} threw a non-Error on ${game}`);
          assert.match(error.message, /^[a-z][A-Za-z0-9-]*(\[\d+\])?: /, `${game}: unnamed field in “${error.message}”`);
        }
      }
      assert.equal(globalThis.pwned, undefined, "a query executed script");
    }
    // Still alive.
    assert.equal(api.table({ game: "subtraction", moves: [1, 3, 4], n: 14 }).outcomes, "LWLWWWWLWLWWWWL");
  });
}
