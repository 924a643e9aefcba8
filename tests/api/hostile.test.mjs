// Hostile queries against every game and every function of the JS API: whatever comes in,
// the answer is a result or a thrown Error whose message names a field, never a trap, and
// the module keeps working afterwards. Random, for breadth; the exact messages of chosen
// hostile queries (numbers past 2^53 − 1 among them) are in the catalogue,
// tests/fixtures/hostile-inputs.json, run by hostile_catalogue.test.mjs.

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
