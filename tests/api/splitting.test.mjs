// The JS API of the splitting family: octal games (table, trace) and E&D (analyze, table).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { before, describe, test } from "node:test";

const dist = new URL("../../dist/solver/", import.meta.url);
let api;

before(async () => {
  api = await import(new URL("nimlab_solver.js", dist).href);
  await api.default({ module_or_path: readFileSync(new URL("nimlab_solver_bg.wasm", dist)) });
});

// OEIS A002186, Kayles (octal game .77), n = 0..=23.
const KAYLES = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7];

describe("octal games", () => {
  test("table() gives the Grundy values and null while no period is proven", () => {
    const result = api.table({ game: "octal", code: "0.77", n: 23 });
    assert.deepEqual(result.grundy, KAYLES);
    assert.equal(result.period, null);
    assert.equal(result.code, "0.77");
  });

  test("table() proves Kayles' period 12 from 71 and Dawson's chess' period 34 from 52", () => {
    const kayles = api.table({ game: "octal", code: "0.77", n: 100_000 });
    assert.equal(kayles.grundy.length, 100_001);
    assert.deepEqual(kayles.period, { start: 71, length: 12 });
    assert.deepEqual(api.table({ game: "octal", code: "0,137", n: "300" }).period, { start: 52, length: 34 });
    // Dawson's Kayles is Dawson's chess shifted by one (OEIS A002187).
    const chess = api.table({ game: "octal", code: "0.137", n: 99 }).grundy;
    const dawson = api.table({ game: "octal", code: ".07", n: 100n }).grundy;
    assert.deepEqual(dawson.slice(1), chess);
  });

  test("trace() lists each move's value, then the mex", () => {
    const query = { game: "octal", code: "0.77", n: 4 };
    const all = api.trace({ ...query, count: 100 });
    assert.equal(all.total, 15);
    const last = all.steps.at(-1);
    assert.deepEqual(last.write, [4]);
    assert.equal(last.value, "1");
    assert.equal(last.sentence.en, "The moves from heap 4 reach values {0, 2, 3}; the smallest missing one is 1, so g(4) = 1.");
    assert.equal(last.cppLine, 25);
    const split = all.steps.at(-4);
    assert.deepEqual(split.reads, [[1], [2]]);
    assert.equal(split.sentence.vi, "Đống 4: bốc 1 viên rồi tách 3 viên còn lại thành 1 + 2; giá trị g(1) ⊕ g(2) = 3.");
    assert.equal(split.pythonLine, 20);
    assert.deepEqual(api.trace({ ...query, from: 14 }).steps, [last]);
  });

  const bad = [
    [{ game: "octal", code: "0.78", n: 5 }, /^code: “8” is not an octal digit/],
    [{ game: "octal", code: "1.7", n: 5 }, /^code: before the point only 0 or 4/],
    [{ game: "octal", code: "077", n: 5 }, /^code: “077” needs exactly one point/],
    [{ game: "octal", code: 0.77, n: 5 }, /^code: expected a string/],
    [{ game: "octal", n: 5 }, /^code: nothing entered/],
    [{ game: "octal", code: "0.77", n: 100_001 }, /^n: “100001” is too large/],
    [{ game: "octal", code: "0.77", n: -3 }, /^n: “-3” is negative/],
  ];
  for (const [query, message] of bad) {
    test(`table() refuses ${JSON.stringify(query)}`, () => {
      assert.throws(() => api.table(query), (error) => error instanceof Error && message.test(error.message));
      assert.deepEqual(api.table({ game: "octal", code: "0.77", n: 3 }).grundy, [0, 1, 2, 3]);
    });
  }

  test("trace() refuses n beyond its limit", () => {
    assert.throws(() => api.trace({ game: "octal", code: "0.77", n: 5001 }), { message: /^n: .* is too large/ });
  });
});

describe("E&D", () => {
  test("analyze() XORs the groups' values; big piles travel as strings", () => {
    assert.deepEqual(api.analyze({ game: "ed", piles: [1, 2, 3, 1] }), {
      outcome: "N",
      grundy: 1,
      groups: [
        { grundy: 1, splits: [{ pile: 1, into: ["1", "1"] }] },
        { grundy: 0, splits: [] },
      ],
    });
    assert.equal(api.analyze({ game: "ed", piles: "1 1 1 1 1 1" }).outcome, "P");
    const top = api.analyze({ game: "ed", piles: ["18446744073709551615", 2n] });
    assert.equal(top.grundy, 64);
    assert.deepEqual(top.groups[0].splits, [{ pile: 1, into: ["1", "1"] }]);
    const even = api.analyze({ game: "ed", piles: [2n ** 64n - 2n, 1] });
    assert.deepEqual(even.groups[0].splits, [{ pile: 0, into: ["1", "18446744073709551613"] }]);
  });

  test("table() is the SG table printed in the seed", () => {
    const { size, grundy } = api.table({ game: "ed", size: 16 });
    assert.equal(size, 16);
    assert.deepEqual(grundy[0], [0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4]);
    assert.deepEqual(grundy[15], Array(16).fill(4));
    assert.equal(api.table({ game: "ed", size: 64 }).grundy[63][63], 6);
  });

  const bad = [
    [(api) => api.analyze({ game: "ed", piles: [1, 2, 3] }), /^piles: needs an even number/],
    [(api) => api.analyze({ game: "ed", piles: [0, 2] }), /^piles: every pile must hold/],
    [(api) => api.analyze({ game: "ed", piles: [] }), /^piles: nothing entered/],
    [(api) => api.analyze({ game: "ed", piles: [1, 2n ** 64n] }), /^piles: .* is too large/],
    [(api) => api.table({ game: "ed", size: 65 }), /^size: “65” is too large/],
    [(api) => api.table({ game: "ed", size: 0 }), /^size: the table needs at least 1 row/],
    [(api) => api.trace({ game: "ed", size: 3 }), /^game: “ed” has no trace\(\)/],
  ];
  for (const [call, message] of bad) {
    test(`refuses with a named field: ${message}`, () => {
      assert.throws(() => call(api), (error) => error instanceof Error && message.test(error.message));
      assert.equal(api.analyze({ game: "ed", piles: [2, 2] }).grundy, 1);
    });
  }
  test("codes whose values keep growing stop at a work budget with a clear message", () => {
    assert.throws(() => api.table({ game: "octal", code: "0.6", n: 100000 }), {
      message: /^n: the Grundy numbers of code 0\.6 keep growing; they can be computed quickly only up to n = \d+\.$/,
    });
    assert.equal(api.table({ game: "octal", code: "0.6", n: 200 }).grundy.length, 201);
  });
});
