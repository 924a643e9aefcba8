// The Nim family's JS API (DESIGN.md contract: nim, nimber; plus moore and staircase),
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

const TOP = 2n ** 64n - 1n;

describe("nim", () => {
  test("analyze() of the lesson's 3 4 5: verdict, nim-sum, winning moves, bit columns", () => {
    // Seed 002, Phần 2, Bảng 2: 3 ⊕ 4 ⊕ 5 = 2; the 3 carries bit 1; take 2.
    const result = api.analyze({ game: "nim", heaps: [3, 4, 5] });
    assert.equal(result.outcome, "N");
    assert.equal(result.nimSum, "2");
    assert.deepEqual(result.winningMoves, [{ heap: 0, take: "2" }]);
    assert.deepEqual(result.bits, {
      width: 3,
      rows: ["011", "100", "101"],
      columnOnes: [2, 1, 2],
      xorRow: "010",
      highestBit: 1,
      carriers: [0],
      moves: [{ heap: 0, from: "3", to: "1" }],
    });
  });

  test("P-positions have no winning move; strings stay strings", () => {
    const result = api.analyze({ game: "nim", heaps: "1 2 3" });
    assert.equal(result.outcome, "P");
    assert.equal(result.nimSum, "0");
    assert.deepEqual(result.winningMoves, []);
    assert.equal(result.bits.highestBit, null);
  });

  test("heaps up to 2^64 − 1 as BigInts or strings", () => {
    const result = api.analyze({ game: "nim", heaps: [TOP, "1000000000000000000"] });
    assert.equal(result.nimSum, (TOP ^ 10n ** 18n).toString());
    assert.deepEqual(result.winningMoves, [{ heap: 0, take: (TOP - 10n ** 18n).toString() }]);
    assert.equal(result.bits.width, 64);
    assert.throws(() => api.analyze({ game: "nim", heaps: [2n ** 64n] }), { message: /^heaps: .* is too large/ });
  });

  test("misère: parity when every heap is at most 1, else as normal play", () => {
    assert.equal(api.analyze({ game: "nim", heaps: [1, 1, 1], misere: true }).outcome, "P");
    assert.equal(api.analyze({ game: "nim", heaps: [1, 1, 1] }).outcome, "N");
    assert.deepEqual(api.analyze({ game: "nim", heaps: [5, 1], misere: true }).winningMoves, [{ heap: 0, take: "5" }]);
    assert.deepEqual(api.analyze({ game: "nim", heaps: [2, 2], misere: true }).outcome, "P");
  });

  test("trace() builds X column by column, then finds the move", () => {
    const query = { game: "nim", heaps: [3, 4, 5] };
    const all = api.trace({ ...query, count: 1000 });
    assert.equal(all.total, 15);
    assert.equal(all.steps.length, 15);
    assert.deepEqual(all.steps[0].reads, [[0, 2]]);
    const parity = all.steps[7];
    assert.deepEqual(parity.write, [3, 1]);
    assert.equal(parity.value, "1");
    assert.equal(parity.sentence.en, "The column of bit 1 has 1 ones, an odd count: bit 1 of X is 1.");
    const last = all.steps.at(-1);
    assert.equal(last.sentence.vi, "Nước thắng: bốc 2 viên ở đống 0 để còn 1; khi đó XOR các đống bằng 0.");
    assert.equal(Object.fromEntries(last.variables).target, "1");
    assert.ok(last.cppLine > 0 && last.pythonLine > 0);
    assert.deepEqual(api.trace({ ...query, from: 14 }).steps, [last]);
    assert.throws(() => api.trace({ ...query, misere: true }), { message: /^misere: / });
  });
});

describe("nimber", () => {
  test("analyze() adds and multiplies nimbers as decimal strings", () => {
    assert.deepEqual(api.analyze({ game: "nimber", op: "mul", a: 2, b: 2 }), { value: "3" });
    assert.deepEqual(api.analyze({ game: "nimber", op: "mul", a: 16, b: 16 }), { value: "24" });
    assert.deepEqual(api.analyze({ game: "nimber", op: "add", a: 5, b: 3 }), { value: "6" });
    // 2^32 ⊗ 2^32 = 3 · 2^31 (a Fermat power squared is 3/2 of itself).
    assert.equal(api.analyze({ game: "nimber", op: "mul", a: 2n ** 32n, b: "4294967296" }).value, (3n * 2n ** 31n).toString());
    const top = api.analyze({ game: "nimber", op: "mul", a: TOP, b: 1 });
    assert.equal(top.value, TOP.toString());
  });

  test("table() of the subfields of size 2, 4, 16, 256", () => {
    const four = api.table({ game: "nimber", op: "mul", size: 4 });
    assert.deepEqual(four, { op: "mul", size: 4, table: [[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 3, 1], [0, 3, 1, 2]] });
    const big = api.table({ game: "nimber", size: 256 });
    assert.equal(big.table.length, 256);
    assert.equal(big.table[16][16], 24);
    assert.equal(api.table({ game: "nimber", op: "add", size: 2 }).table[1][1], 0);
    assert.throws(() => api.table({ game: "nimber", size: 8 }), { message: /^size: 8 is not the size of a subfield/ });
  });
});

describe("moore and staircase", () => {
  test("Moore's Nim-k: bit counts modulo k + 1 and one move on up to k heaps", () => {
    assert.deepEqual(api.analyze({ game: "moore", heaps: [5, 5, 5], k: 2 }), { outcome: "P", k: 2, winningMove: null });
    assert.deepEqual(api.analyze({ game: "moore", heaps: [5, 5], k: 2 }), {
      outcome: "N",
      k: 2,
      winningMove: [{ heap: 0, take: "5" }, { heap: 1, take: "5" }],
    });
    assert.throws(() => api.analyze({ game: "moore", heaps: [1], k: 0 }), { message: /^k: k must be at least 1/ });
  });

  test("staircase: XOR of steps 1, 3, 5, … (indices 0, 2, 4, …)", () => {
    assert.deepEqual(api.analyze({ game: "staircase", steps: [3, 100, 4, 7, 5] }), {
      outcome: "N",
      oddXor: "2",
      winningMove: { from: 0, to: null, stones: "2" },
    });
    assert.deepEqual(api.analyze({ game: "staircase", steps: [0, 9] }), { outcome: "P", oddXor: "0", winningMove: null });
    assert.deepEqual(api.analyze({ game: "staircase", steps: [1, 0, TOP] }).winningMove, { from: 2, to: 1, stones: (TOP - 1n).toString() });
  });
});

const bad = [
  [{ game: "nim" }, /^heaps: nothing entered/],
  [{ game: "nim", heaps: [] }, /^heaps: nothing entered/],
  [{ game: "nim", heaps: [1, -2] }, /^heaps: “-2” is negative/],
  [{ game: "nim", heaps: [1.5] }, /^heaps: “1.5” is not a whole number/],
  [{ game: "nim", heaps: 5 }, /^heaps: expected an array/],
  [{ game: "nim", heaps: [1], misere: "yes" }, /^misere: expected true or false/],
  [{ game: "nim", heaps: Array(10_001).fill(1) }, /^heaps: at most 10000 values/],
  [{ game: "nimber", op: "div", a: 1, b: 2 }, /^op: “div” is not an operation/],
  [{ game: "nimber", a: 1, b: 2 }, /^op: nothing entered/],
  [{ game: "nimber", op: "mul", a: 1 }, /^b: nothing entered/],
  [{ game: "nimber", op: "mul", a: "x", b: 1 }, /^a: “x” is not a whole number/],
  [{ game: "moore", heaps: [1, 2] }, /^k: nothing entered/],
  [{ game: "staircase", steps: ["a"] }, /^steps: “a” is not a whole number/],
];

describe("refusals", () => {
  for (const [query, message] of bad) {
    test(`refuses ${JSON.stringify(query).slice(0, 80)} with a named field`, () => {
      assert.throws(() => api.analyze(query), (error) => error instanceof Error && message.test(error.message));
      // The module survives every refusal.
      assert.equal(api.analyze({ game: "nim", heaps: [1, 2] }).nimSum, "3");
    });
  }
});
