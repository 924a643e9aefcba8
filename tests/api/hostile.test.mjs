// Hostile queries against every game and every function of the JS API: whatever comes in,
// the answer is a result or a thrown Error whose message names a field, never a trap, and
// the module keeps working afterwards.

import assert from "node:assert/strict";
import { before, test } from "node:test";

import {
  HOSTILE_VALUES as VALUES, NAMED_ERROR, QUERY_FIELDS as FIELDS, gamesOf as gamesIn, loadApi, random,
} from "../support/api.mjs";

let api;

before(async () => {
  api = await loadApi();
});

const gamesOf = (fn) => gamesIn(api, fn);

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
          assert.match(error.message, NAMED_ERROR, `${game}: unnamed field in “${error.message}”`);
        }
      }
      assert.equal(globalThis.pwned, undefined, "a query executed script");
    }
    // Still alive.
    assert.equal(api.table({ game: "subtraction", moves: [1, 3, 4], n: 14 }).outcomes, "LWLWWWWLWLWWWWL");
  });
}

test("a JS number beyond 2^53 − 1 is refused as inexact where the field's range reaches it; the same value as a string or a BigInt is exact", () => {
  const inexact = (field) =>
    new RegExp(`^${field}(\\[\\d+\\])?: “-?\\d+” is a JS number above 2\\^53 − 1, so it is no longer exact .*pass it as a string .* or a BigInt`);
  // 999999999999999999 arrives as 1e18, a value Nim would accept: the reason must be the rounding.
  assert.throws(() => api.analyze({ game: "nim", heaps: [999999999999999999] }), { message: inexact("heaps") });
  assert.throws(() => api.analyze({ game: "nim", heaps: [3, 2 ** 60] }), { message: inexact("heaps") });
  assert.throws(() => api.analyze({ game: "one-two-k", n: 2 ** 53, k: 3 }), { message: inexact("n") });
  // Where rounding changes nothing the plain reason is given: negative, or beyond the range.
  assert.throws(() => api.analyze({ game: "one-two-k", n: -(2 ** 60), k: 3 }), { message: /^n: “-1152921504606847000” is negative/ });
  assert.throws(() => api.table({ game: "subtraction", moves: [1], n: 2 ** 60 }), { message: /^n: “1152921504606847000” is too large; the largest allowed is 1000000/ });
  // Exact ways to say the same numbers.
  assert.equal(api.analyze({ game: "nim", heaps: ["999999999999999999"] }).nimSum, "999999999999999999");
  assert.equal(api.analyze({ game: "nim", heaps: [999999999999999999n] }).nimSum, "999999999999999999");
  assert.equal(api.analyze({ game: "nim", heaps: [Number.MAX_SAFE_INTEGER] }).nimSum, String(Number.MAX_SAFE_INTEGER));
});
