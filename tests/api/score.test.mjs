// The score-game and ad hoc games of the JS API (crates/solver/src/wasm/score.rs, adhoc.rs),
// loaded in Node from the built dist/solver/.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { before, describe, test } from "node:test";

const dist = new URL("../../dist/solver/", import.meta.url);
let api;

before(async () => {
  api = await import(new URL("nimlab_solver.js", dist).href);
  await api.default({ module_or_path: readFileSync(new URL("nimlab_solver_bg.wasm", dist)) });
});

const throwsField = (fn, field) =>
  assert.throws(fn, (e) => e instanceof Error && e.message.startsWith(`${field}:`), field);

describe("ends (take a number from either end)", () => {
  test("analyze(): the lesson row 8 15 3 7 (seed 002, Part 4)", () => {
    const result = api.analyze({ game: "ends", values: [8, 15, 3, 7] });
    assert.deepEqual(result, {
      first: 22,
      second: 11,
      diff: 11,
      total: 33,
      bestMove: "right",
      greedy: { first: 15, second: 18, diff: -3 },
      parity: { evenSum: 11, oddSum: 22, take: "odd", secured: 22 },
    });
    assert.equal(api.analyze({ game: "ends", values: "1 2 3" }).parity, null);
    assert.equal(api.analyze({ game: "ends", values: ["-5", -1n, -7] }).first, -12);
  });

  test("table(): the dp grid of seed 002's Bảng 5", () => {
    const { grid, first, second } = api.table({ game: "ends", values: [8, 15, 3, 7] });
    assert.deepEqual(grid, [
      [8, 7, -4, 11],
      [null, 15, 12, 11],
      [null, null, 3, 4],
      [null, null, null, 7],
    ]);
    assert.deepEqual([first, second], [22, 11]);
    throwsField(() => api.table({ game: "ends", values: Array(201).fill(1) }), "values");
  });

  test("trace(): paged interval DP, lazy even at n = 5000", () => {
    const page = api.trace({ game: "ends", values: [8, 15, 3, 7], from: 9, count: 5 });
    assert.equal(page.total, 10);
    assert.equal(page.steps.length, 1);
    const [step] = page.steps;
    assert.deepEqual(step.reads, [[1, 3], [0, 2]]);
    assert.deepEqual(step.write, [0, 3]);
    assert.equal(step.value, "11");
    assert.equal(step.cppLine, 16);
    assert.match(step.sentence.vi, /dp\[0\]\[3\] = 11/);
    const values = Array.from({ length: 5000 }, (_, i) => ((i * 7919) % 2001) - 1000);
    const total = 5000 * 5001 / 2;
    const last = api.trace({ game: "ends", values, from: total - 1, count: 10 });
    assert.equal(last.total, total);
    assert.deepEqual(last.steps[0].write, [0, 4999]);
    assert.equal(Number(last.steps[0].value), api.analyze({ game: "ends", values }).diff);
  });

  test("errors name the field, and the module keeps working", () => {
    throwsField(() => api.analyze({ game: "ends", values: [] }), "values");
    throwsField(() => api.analyze({ game: "ends", values: [1, "x"] }), "values");
    throwsField(() => api.analyze({ game: "ends", values: [2_000_000_000] }), "values");
    throwsField(() => api.analyze({ game: "ends", values: Array(5001).fill(1) }), "values");
    assert.equal(api.analyze({ game: "ends", values: [1] }).first, 1);
  });
});

describe("zjoi-piles", () => {
  test("analyze(): the sample 3 1 9 4 is a P-position", () => {
    const result = api.analyze({ game: "zjoi-piles", piles: [3, 1, 9, 4] });
    assert.equal(result.outcome, "P");
    assert.deepEqual(result.winningMoves, []);
    const two = api.analyze({ game: "zjoi-piles", piles: [5, 3] });
    assert.equal(two.outcome, "N");
    assert.deepEqual(two.winningMoves, [{ end: "left", take: 2 }]);
    throwsField(() => api.analyze({ game: "zjoi-piles", piles: [0, 1] }), "piles");
  });
});

describe("ad hoc games (seed 004)", () => {
  test("one-two-k: big integers as decimal strings", () => {
    const top = 2n ** 64n - 1n;
    const result = api.analyze({ game: "one-two-k", n: top, k: top });
    assert.deepEqual(result, {
      outcome: "N",
      winner: "Alice",
      n: "18446744073709551615",
      k: "18446744073709551615",
      winningMoves: [{ take: "18446744073709551615" }],
    });
    assert.equal(api.analyze({ game: "one-two-k", n: 0, k: 3 }).winner, "Bob");
    assert.equal(api.analyze({ game: "one-two-k", n: "1000000000000000000", k: 3 }).outcome, "P");
    throwsField(() => api.analyze({ game: "one-two-k", n: 5, k: 2 }), "k");
    throwsField(() => api.analyze({ game: "one-two-k", n: 2 ** 60, k: 3 }), "n");
  });

  test("permutation: one letter per starting cell", () => {
    assert.deepEqual(api.analyze({ game: "permutation", values: [3, 1, 2] }), {
      outcomes: "LWW",
      answer: "BAA",
    });
    throwsField(() => api.analyze({ game: "permutation", values: [1, 1] }), "values");
  });

  test("logs: the parity of the total number of cuts", () => {
    assert.deepEqual(api.analyze({ game: "logs", lengths: [1] }), {
      outcome: "P",
      winner: "maomao90",
      cuts: "0",
    });
    const huge = api.analyze({ game: "logs", lengths: ["18446744073709551615", 2] });
    assert.equal(huge.cuts, "18446744073709551615");
    assert.equal(huge.winner, "errorgorn");
    throwsField(() => api.analyze({ game: "logs", lengths: [0] }), "lengths");
  });

  test("discs: first wins exactly when one disc fits", () => {
    assert.deepEqual(api.analyze({ game: "discs", width: 3, height: 3, radius: 1 }), {
      outcome: "N",
      winner: "First",
      discFits: true,
    });
    assert.equal(api.analyze({ game: "discs", width: 3, height: 1, radius: 1 }).winner, "Second");
    throwsField(() => api.analyze({ game: "discs", width: 3, height: 3 }), "radius");
    assert.equal(api.analyze({ game: "discs", width: 2, height: 2, radius: 1 }).winner, "First");
  });
});
