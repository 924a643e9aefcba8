// The JS API of the Wythoff family (wythoff, fibonacci), loaded in Node from dist/solver/.
// Shapes: crates/solver/src/wasm/wythoff.rs. Big values travel as decimal strings.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { before, describe, test } from "node:test";

const dist = new URL("../../dist/solver/", import.meta.url);
let api;

before(async () => {
  api = await import(new URL("nimlab_solver.js", dist).href);
  await api.default({ module_or_path: readFileSync(new URL("nimlab_solver_bg.wasm", dist)) });
});

const TOP = 2n ** 64n - 1n;

describe("wythoff", () => {
  test("analyze() gives the outcome and every winning move", () => {
    assert.deepEqual(api.analyze({ game: "wythoff", heaps: [3, 5] }), { outcome: "P", winningMoves: [] });
    assert.deepEqual(api.analyze({ game: "wythoff", heaps: [4, 5] }), {
      outcome: "N",
      winningMoves: [
        { from: "a", take: "1" },
        { from: "both", take: "3" },
      ],
    });
    assert.deepEqual(api.analyze({ game: "wythoff", heaps: "7 7" }).winningMoves, [
      { from: "a", take: "3" },
      { from: "b", take: "3" },
      { from: "both", take: "7" },
    ]);
  });

  test("analyze() works up to 2^64 − 1 with strings and BigInts", () => {
    // OEIS A000201 / A001950 at n = 10^18: floor(n·φ) and floor(n·φ²).
    const p = api.analyze({ game: "wythoff", heaps: ["2618033988749894848", 1618033988749894848n] });
    assert.equal(p.outcome, "P");
    const n = api.analyze({ game: "wythoff", heaps: ["1618033988749894853", "2618033988749894848"] });
    assert.deepEqual(n.winningMoves, [
      { from: "a", take: "5" },
      { from: "both", take: "13" },
    ]);
    const corner = api.analyze({ game: "wythoff", heaps: [TOP, TOP] });
    assert.equal(corner.outcome, "N");
    assert.deepEqual(corner.winningMoves.at(-1), { from: "both", take: TOP.toString() });
    for (const move of corner.winningMoves) assert.equal(typeof move.take, "string");
  });

  test("table() lists the first pairs, optionally in another notation", () => {
    const t = api.table({ game: "wythoff", count: 5 });
    assert.deepEqual(t, { pPositions: [[1, 2], [3, 5], [4, 7], [6, 10], [8, 13]] });
    const fib = api.table({ game: "wythoff", count: 3, notation: "fibonacci" });
    assert.equal(fib.notation, "fibonacci");
    assert.deepEqual(fib.rows, [
      { k: 1, a: "1", b: "10" },
      { k: 2, a: "100", b: "1000" },
      { k: 3, a: "101", b: "1010" },
    ]);
    // Seed 003: the last column of table II is (24, 39); in binary 24 = 11000, 39 = 100111.
    const bin = api.table({ game: "wythoff", count: 15, notation: "binary" });
    assert.deepEqual(bin.rows.at(-1), { k: 15, a: "11000", b: "100111" });
    assert.deepEqual(bin.pPositions.at(-1), [24, 39]);
    assert.equal(api.table({ game: "wythoff", count: 100000 }).pPositions.length, 100000);
    assert.deepEqual(api.table({ game: "wythoff", count: 0 }).pPositions, []);
  });

  test("trace() pages through the mex construction", () => {
    const all = api.trace({ game: "wythoff", n: 3, count: 100 });
    // 1 + a_3 + 2·3 = 11 steps.
    assert.equal(all.total, 11);
    assert.equal(all.steps[0].value, "(0, 0)");
    const pair = all.steps[3];
    assert.deepEqual(pair.write, [1]);
    assert.equal(pair.value, "(1, 2)");
    assert.equal(pair.sentence.vi, "Cặp thứ 1: a = 1, b = a + 1 = 2. Đánh dấu 1 và 2 đã dùng.");
    assert.equal(pair.cppLine, 13);
    assert.equal(pair.pythonLine, 11);
    assert.deepEqual(Object.fromEntries(pair.variables), { n: "3", k: "1", a: "1", b: "2", "used[a]": "true" });
    assert.deepEqual(all.steps[1].reads, [[0]]);
    assert.deepEqual(api.trace({ game: "wythoff", n: 3, from: 10 }).steps, [all.steps[10]]);
    const big = api.trace({ game: "wythoff", n: 1000000, from: 2e6, count: 2 });
    assert.equal(big.total, 1 + 1618033 + 2000000);
    assert.equal(big.steps.length, 2);
  });

  const bad = [
    [() => api.analyze({ game: "wythoff", heaps: [1, 2, 3] }), /^heaps: Wythoff's game needs exactly two heaps, not 3\./],
    [() => api.analyze({ game: "wythoff", heaps: [1] }), /^heaps: Wythoff's game needs exactly two heaps, not 1\./],
    [() => api.analyze({ game: "wythoff", heaps: [] }), /^heaps: nothing entered/],
    [() => api.analyze({ game: "wythoff" }), /^heaps: nothing entered/],
    [() => api.analyze({ game: "wythoff", heaps: [-1, 2] }), /^heaps: “-1” is negative/],
    [() => api.analyze({ game: "wythoff", heaps: [2n ** 64n, 2] }), /^heaps: “18446744073709551616” is too large/],
    [() => api.analyze({ game: "wythoff", heaps: [1.5, 2] }), /^heaps: “1\.5” is not a whole number/],
    [() => api.analyze({ game: "wythoff", heaps: 7 }), /^heaps: expected an array/],
    [() => api.table({ game: "wythoff", count: 100001 }), /^count: “100001” is too large/],
    [() => api.table({ game: "wythoff" }), /^count: nothing entered/],
    [() => api.table({ game: "wythoff", count: 3, notation: "hex" }), /^notation: “hex” is not a known notation/],
    [() => api.table({ game: "wythoff", count: 3, notation: 2 }), /^notation: expected a string/],
    [() => api.trace({ game: "wythoff", n: 1000001 }), /^n: “1000001” is too large/],
    [() => api.analyze({ game: "fibonacci" }), /^n: nothing entered/],
    [() => api.analyze({ game: "fibonacci", n: "x" }), /^n: “x” is not a whole number/],
    [() => api.analyze({ game: "fibonacci", n: 5, quota: 0 }), /^quota: the quota must be at least 1/],
    [() => api.analyze({ game: "fibonacci", n: 5, quota: -2 }), /^quota: “-2” is negative/],
    [() => api.table({ game: "fibonacci", n: 5 }), /^game: “fibonacci” has no table\(\)/],
  ];
  for (const [call, message] of bad) {
    test(`refuses with a named field: ${message}`, () => {
      assert.throws(call, (error) => error instanceof Error && message.test(error.message));
      // The module survives every refusal.
      assert.equal(api.analyze({ game: "wythoff", heaps: [1, 2] }).outcome, "P");
    });
  }
});

describe("fibonacci", () => {
  test("the first move loses exactly on Fibonacci numbers", () => {
    const first = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => api.analyze({ game: "fibonacci", n }).outcome).join("");
    assert.equal(first, "PPPNPNNP");
    // 100 = 89 + 8 + 3: take 3 (8 > 6 is out of reach) or 3 + 8 = 11 (89 > 22).
    const hundred = api.analyze({ game: "fibonacci", n: 100 });
    assert.deepEqual(hundred, {
      outcome: "N",
      quota: "99",
      winningMoves: [{ take: "3" }, { take: "11" }],
      zeckendorf: ["89", "8", "3"],
    });
  });

  test("a quota limits the moves; every winning take is listed", () => {
    // 17 = 13 + 3 + 1: taking 1 or 4 leaves the opponent a smallest term out of reach.
    assert.deepEqual(api.analyze({ game: "fibonacci", n: 17, quota: 4 }).winningMoves, [{ take: "1" }, { take: "4" }]);
    assert.deepEqual(api.analyze({ game: "fibonacci", n: 16, quota: 2 }), {
      outcome: "P",
      quota: "2",
      winningMoves: [],
      zeckendorf: ["13", "3"],
    });
    assert.deepEqual(api.analyze({ game: "fibonacci", n: 3, quota: 5 }).winningMoves, [{ take: "3" }]);
  });

  test("piles up to 2^64 − 1, as strings", () => {
    // OEIS A000045: F(93) = 12200160415121876738, the largest Fibonacci number below 2^64.
    assert.equal(api.analyze({ game: "fibonacci", n: "12200160415121876738" }).outcome, "P");
    const next = api.analyze({ game: "fibonacci", n: 12200160415121876739n });
    assert.deepEqual(next.winningMoves, [{ take: "1" }]);
    const top = api.analyze({ game: "fibonacci", n: TOP, quota: TOP });
    assert.equal(top.winningMoves.at(-1).take, TOP.toString());
    assert.equal(top.zeckendorf.reduce((s, t) => s + BigInt(t), 0n), TOP);
    assert.throws(() => api.analyze({ game: "fibonacci", n: 2n ** 64n }), { message: /^n: .* is too large/ });
  });
});
