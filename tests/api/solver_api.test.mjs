// The solver's JS API contract (DESIGN.md), loaded in Node from the built dist/solver/.
// Blog authors depend on these names, shapes and error messages.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { before, describe, test } from "node:test";

const dist = new URL("../../dist/solver/", import.meta.url);
let api;

before(async () => {
  api = await import(new URL("nimlab_solver.js", dist).href);
  await api.default({ module_or_path: readFileSync(new URL("nimlab_solver_bg.wasm", dist)) });
});

describe("JS API", () => {
  test("version() is the crate version", () => {
    const cargo = readFileSync(new URL("../../Cargo.toml", import.meta.url), "utf8");
    const [, version] = cargo.match(/^version = "([^"]+)"/m);
    assert.equal(api.version(), version);
  });

  test("table() of a subtraction game: outcomes, Grundy values, proven period", () => {
    const result = api.table({ game: "subtraction", moves: [1, 3, 4], n: 14 });
    assert.equal(result.outcomes, "LWLWWWWLWLWWWWL");
    assert.deepEqual(result.grundy, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0]);
    assert.deepEqual(result.period, { start: 0, length: 7 });
    assert.deepEqual(result.grundyPeriod, { start: 0, length: 7 });
    assert.equal(result.rule, "L exactly when n mod 7 ∈ {0, 2}");
    assert.deepEqual(result.moves, [1, 3, 4]);
  });

  test("period is null when the table is too short to prove one", () => {
    const result = api.table({ game: "subtraction", moves: [1, 3, 4], n: 5 });
    assert.equal(result.period, null);
    assert.equal(result.outcomes, "LWLWWW");
  });

  test("integers may be numbers, BigInts or decimal strings; moves may be typed text", () => {
    const expected = api.table({ game: "subtraction", moves: [1, 3, 4], n: 30 }).outcomes;
    assert.equal(api.table({ game: "subtraction", moves: ["4", 1n, 3], n: "30" }).outcomes, expected);
    assert.equal(api.table({ game: "subtraction", moves: "1, 3, 4", n: 30n }).outcomes, expected);
  });

  test("Bachet's game loses exactly on multiples of k + 1", () => {
    const { outcomes } = api.table({ game: "subtraction", moves: [1, 2, 3, 4], n: 1000 });
    for (let i = 0; i <= 1000; i++) assert.equal(outcomes[i], i % 5 === 0 ? "L" : "W", `n = ${i}`);
  });

  test("analyze() judges positions up to 2^64 − 1 through the proven period", () => {
    const { moves, remoteness, remotenessReason, remotenessText, ...lesson } = api.analyze({
      game: "subtraction",
      moves: [1, 3, 4],
      n: "1000000000000000000",
    });
    // Period 7 with L on residues 0 and 2; 10^18 ≡ 1 (mod 7), so taking 1 leaves a multiple of 7.
    assert.deepEqual(lesson, {
      outcome: "N",
      grundy: 1,
      winningMoves: [{ take: 1 }],
      period: { start: 0, length: 7 },
    });
    assert.deepEqual(moves.map((m) => [m.take, m.outcome]), [[1, "P"], [3, "N"], [4, "N"]]);
    // Remoteness past 2^53 comes as decimal text; here it grows by 4 every 7 stones (R(8) = 5,
    // R(15) = 9, …), so R(10^18) = 5 + 4·(10^18 − 8)/7.
    assert.equal(remoteness, null);
    assert.match(remotenessReason, /2\^53/);
    assert.equal(remotenessText, String(5n + (4n * (10n ** 18n - 8n)) / 7n));
    const top = api.analyze({ game: "subtraction", moves: [1, 2, 3], n: 2n ** 64n - 1n });
    assert.equal(top.outcome, "N");
    assert.deepEqual(top.winningMoves, [{ take: 3 }]);
    assert.equal(api.analyze({ game: "subtraction", moves: [1, 2, 3], n: "18446744073709551612" }).outcome, "P");
    assert.throws(() => api.analyze({ game: "subtraction", moves: [1], n: 2n ** 64n }), { message: /^n: .* is too large/ });
  });

  test("trace() pages through the table filling", () => {
    const query = { game: "subtraction", moves: [1, 2, 3], n: 6 };
    const first = api.trace({ ...query, count: 3 });
    assert.equal(first.from, 0);
    assert.equal(first.steps.length, 3);
    assert.deepEqual(first.steps[0].write, [0]);
    assert.equal(first.steps[0].value, "L");
    const all = api.trace({ ...query, count: first.total });
    const last = all.steps.at(-1);
    assert.equal(last.sentence.vi, "Từ ô 6 đi được tới 5, 4, 3; ô 4 là L nên ô 6 là W: bốc 2 viên.");
    assert.equal(last.sentence.en, "From cell 6 you can reach 5, 4, 3; cell 4 is L, so cell 6 is W: take 2.");
    assert.deepEqual(last.reads, [[5], [4], [3]]);
    assert.equal(last.cppLine, 13);
    assert.deepEqual(Object.fromEntries(last.variables), { n: "6", i: "6", j: "1", "s[j]": "2", "win[i]": "true" });
    const tail = api.trace({ ...query, from: first.total - 1 });
    assert.deepEqual(tail.steps, [last]);
    assert.deepEqual(api.trace({ ...query, from: first.total + 5 }).steps, []);
    assert.throws(() => api.trace({ ...query, count: 10_001 }), { message: /^count: .* is too large/ });
    assert.throws(() => api.trace({ ...query, n: 100_001 }), { message: /^n: .* is too large/ });
  });

  test("with piles: a sum of games by XOR, and the mex trace", () => {
    // 002_2be10b415b5e8b28.txt, part 3: moves {1, 3, 4}, piles 4 and 6 → 2 ⊕ 2 = 0.
    const sum = api.analyze({ game: "subtraction", moves: [1, 3, 4], piles: [4, 6] });
    assert.deepEqual(sum, { outcome: "P", grundy: [2, 2], nimSum: 0 });
    const page = api.trace({ game: "subtraction", moves: [1, 3, 4], piles: [4, 6], count: 100 });
    assert.equal(page.total, 17);
    assert.equal(page.steps[11].sentence.vi, "mex{0, 1, 2} = 3: số nhỏ nhất không có trong tập, nên g(5) = 3.");
    assert.equal(page.steps.at(-1).sentence.en, "2 ⊕ 2 = 0: the first player loses, even if each pile alone is a win.");
    assert.throws(() => api.analyze({ game: "subtraction", moves: [1], piles: [] }), { message: /^piles: nothing entered/ });
    assert.throws(() => api.trace({ game: "subtraction", moves: [1], piles: [1, "x"] }), { message: /^piles: “x”/ });
  });

  test("functions a game does not have say which games have them", () => {
    assert.throws(() => api.trace({ game: "chess" }), { message: /^game: unknown game “chess” for trace\(\); known: subtraction/ });
  });

  const bad = [
    [{ game: "subtraction", moves: [0], n: 5 }, /^moves: 0 is not a move/],
    [{ game: "subtraction", moves: [1, -2], n: 5 }, /^moves: “-2” is negative/],
    [{ game: "subtraction", moves: [1, 1], n: 5 }, /^moves: 1 is written twice/],
    [{ game: "subtraction", moves: [], n: 5 }, /^moves: nothing entered/],
    [{ game: "subtraction", moves: [1.5], n: 5 }, /^moves: “1.5” is not a whole number/],
    [{ game: "subtraction", moves: ["x"], n: 5 }, /^moves: “x” is not a whole number/],
    [{ game: "subtraction", moves: [NaN], n: 5 }, /^moves: “NaN” is not a whole number/],
    [{ game: "subtraction", moves: [{}], n: 5 }, /^moves: “object” is not a whole number/],
    [{ game: "subtraction", n: 5 }, /^moves: nothing entered/],
    [{ game: "subtraction", moves: [1], n: -1 }, /^n: “-1” is negative/],
    [{ game: "subtraction", moves: [1], n: 1e30 }, /^n: “1e\+30” is too large/],
    [{ game: "subtraction", moves: [1], n: Infinity }, /^n: “Infinity” is not a whole number/],
    [{ game: "subtraction", moves: [1], n: 10n ** 30n }, /^n: “1000000000000000000000000000000” is too large/],
    [{ game: "subtraction", moves: [1], n: "2000000" }, /^n: “2000000” is too large; the largest allowed is 1000000/],
    [{ game: "subtraction", moves: [1] }, /^n: nothing entered/],
    [{ game: "chess", moves: [1], n: 3 }, /^game: unknown game “chess”/],
    [{ moves: [1], n: 3 }, /^game: missing/],
    [null, /^query: expected an object/],
    ["subtraction", /^query: expected an object/],
  ];
  for (const [query, message] of bad) {
    test(`refuses ${JSON.stringify(query, (_, v) => (typeof v === "bigint" ? `${v}n` : v))} with a named field`, () => {
      assert.throws(() => api.table(query), (error) => error instanceof Error && message.test(error.message));
      // The module survives every refusal.
      assert.equal(api.table({ game: "subtraction", moves: [2], n: 3 }).outcomes, "LLWW");
    });
  }
});
