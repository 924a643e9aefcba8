// The hostile-input catalogue (tests/fixtures/hostile-inputs.json): its size and categories,
// and every JS API entry, run against the built module. A refused query must throw an Error
// with exactly the catalogued message (never a wasm trap); an accepted one must answer what
// the catalogue says; and the module must answer a good query after each. Every function the
// module exports and every game each function answers has at least one entry, read from the
// module itself, so a new function or game without an entry fails here.

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";
import { gamesOf, loadApi } from "../support/api.mjs";
import { catalogue, entries, REQUIRED_CATEGORIES, shown } from "../support/hostile.mjs";

let api;

before(async () => {
  api = await loadApi();
});

const API_ENTRIES = entries("api");

/** `expected` holds (deeply) in `actual`: the catalogue records the telling parts of an answer. */
function assertHolds(actual, expected, where) {
  if (expected !== null && typeof expected === "object" && !Array.isArray(expected)) {
    assert.ok(actual !== null && typeof actual === "object", `${where}: not an object`);
    for (const [key, value] of Object.entries(expected)) assertHolds(actual[key], value, `${where}.${key}`);
  } else {
    assert.deepEqual(actual, expected, where);
  }
}

/** A good query per function, asked after every entry: the module still answers. */
const ALIVE = {
  table: () => assert.equal(api.table({ game: "subtraction", moves: [1, 3, 4], n: 14 }).outcomes, "LWLWWWWLWLWWWWL"),
  analyze: () => assert.equal(api.analyze({ game: "nim", heaps: [3, 4, 5] }).nimSum, "2"),
  trace: () => assert.equal(api.trace({ game: "nim", heaps: [3, 4, 5], count: 1 }).steps.length, 1),
  version: () => assert.match(api.version(), /^\d+\.\d+\.\d+$/),
  exerciseTests: () => assert.equal(api.exerciseTests({ exercise: "bai-1", count: 2, seed: 1 }).length, 2),
};

describe("the hostile-input catalogue", () => {
  test("holds at least 60 entries, every category, and says how many of each", (t) => {
    const all = catalogue().entries;
    const byCategory = {};
    const byKind = {};
    for (const e of all) {
      byCategory[e.category] = (byCategory[e.category] ?? 0) + 1;
      byKind[e.target.kind] = (byKind[e.target.kind] ?? 0) + 1;
    }
    t.diagnostic(`${all.length} entries: ${Object.entries(byKind).map(([k, n]) => `${n} ${k}`).join(", ")}`);
    t.diagnostic(`by category: ${Object.entries(byCategory).sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c} ${n}`).join(", ")}`);
    assert.ok(all.length >= 60, `only ${all.length} entries`);
    assert.deepEqual(REQUIRED_CATEGORIES.filter((c) => !byCategory[c]), [], "categories without an entry");
    const ids = all.map((e) => e.id);
    assert.deepEqual(ids.filter((id, i) => ids.indexOf(id) !== i), [], "ids used twice");
    for (const e of all) {
      assert.ok(["widget", "url", "api"].includes(e.target.kind), `${e.id}: unknown kind`);
      assert.ok(Object.keys(e.expect).length > 0, `${e.id}: no expectation`);
    }
  });

  test("covers every function of the JS API and every game each one answers", () => {
    const functions = Object.keys(api).filter((name) => typeof api[name] === "function" && !["default", "initSync"].includes(name));
    const covered = new Set(API_ENTRIES.map((e) => e.target.function));
    assert.deepEqual(functions.filter((f) => !covered.has(f)).sort(), [], "functions without an entry");
    const missing = [];
    for (const fn of ["table", "analyze", "trace"]) {
      const games = new Set(API_ENTRIES.filter((e) => e.target.function === fn).map((e) => e.target.game));
      for (const game of gamesOf(api, fn)) if (!games.has(game)) missing.push(`${fn}(${game})`);
    }
    assert.deepEqual(missing, [], "function × game pairs without an entry");
  });

  for (const entry of API_ENTRIES) {
    const { function: fn } = entry.target;
    test(`${entry.id}: ${fn}(${shown(entry.input)})`, () => {
      const call = () => api[fn](entry.input);
      if ("throws" in entry.expect) {
        let thrown;
        try {
          call();
        } catch (error) {
          thrown = error;
        }
        assert.ok(thrown, "answered where it should refuse");
        assert.ok(!(thrown instanceof WebAssembly.RuntimeError), `trapped: ${thrown}`);
        assert.ok(thrown instanceof Error, "threw a non-Error");
        assert.equal(thrown.message, entry.expect.throws);
      } else if ("returnsMatch" in entry.expect) {
        assert.match(call(), new RegExp(entry.expect.returnsMatch));
      } else {
        assertHolds(call(), entry.expect.returns, `${fn}()`);
      }
      assert.equal(globalThis.pwned, undefined, "a query ran script");
      ALIVE[fn]();
    });
  }
});
