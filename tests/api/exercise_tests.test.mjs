// exerciseTests({ exercise, count, seed }) through the built JS API (the contract in
// DESIGN.md): for every exercise of the exercises page, tests within the statement's format
// with the answers its judge gives, the same for the same seed, and errors that name the field.

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";
import { HOSTILE_VALUES, loadApi } from "../support/api.mjs";

let api;
before(async () => {
  api = await loadApi();
});

/** The ids of every exercise, from the API's own refusal of an unknown one. */
function exerciseIds() {
  try {
    api.exerciseTests({ exercise: "no-such-exercise" });
  } catch (error) {
    const known = error.message.match(/the exercises are: (.*)\.$/);
    if (known) return known[1].split(", ");
  }
  throw new Error("exerciseTests did not list the exercises");
}

describe("exerciseTests", () => {
  test("sixteen exercises, each with ten tests by default, inputs and outputs as text", () => {
    const ids = exerciseIds();
    assert.equal(ids.length, 16);
    assert.deepEqual(ids.slice(0, 3), ["bai-1", "bai-2", "bai-3"]);
    for (const exercise of ids) {
      const tests = api.exerciseTests({ exercise });
      assert.equal(tests.length, 10, exercise);
      for (const { input, output, ...rest } of tests) {
        assert.deepEqual(rest, {}, `${exercise}: only input and output`);
        assert.equal(typeof input, "string");
        assert.equal(typeof output, "string");
        assert.ok(input.length > 0 && output.length > 0, exercise);
      }
    }
  });

  test("bai-1: the first test is the smallest, every line within the limits, the answers Bachet's", () => {
    const tests = api.exerciseTests({ exercise: "bai-1", count: 6, seed: 2026 });
    assert.equal(tests[0].input, tests[0].input.trim());
    assert.equal(tests[0].input.split("\n")[0], "1", "one game in the smallest test");
    for (const { input, output } of tests) {
      const [t, ...games] = input.split("\n");
      assert.equal(games.length, Number(t));
      const answers = output.split("\n");
      assert.equal(answers.length, games.length);
      games.forEach((line, i) => {
        const [n, k] = line.split(" ").map(BigInt);
        assert.ok(n >= 1n && n <= 10n ** 18n && k >= 1n && k <= 10n ** 18n, line);
        assert.equal(answers[i], n % (k + 1n) === 0n ? "Binh" : "An", line);
      });
    }
  });

  test("bai-3: the count of winning moves is the number of heaps with a ≥ a ⊕ X, checked here", () => {
    for (const { input, output } of api.exerciseTests({ exercise: "bai-3", count: 8, seed: 5 })) {
      const heaps = input.split("\n")[1].split(" ").map(BigInt);
      const x = heaps.reduce((a, b) => a ^ b, 0n);
      const winning = heaps.filter((a) => (a ^ x) < a).length;
      assert.equal(output, x === 0n ? "Binh 0" : `An ${winning}`);
    }
  });

  test("the same seed gives the same tests, another seed others; count and seed may be BigInt or text", () => {
    const once = api.exerciseTests({ exercise: "bai-2", count: 5, seed: 77 });
    assert.deepEqual(api.exerciseTests({ exercise: "bai-2", count: 5, seed: 77n }), once);
    assert.deepEqual(api.exerciseTests({ exercise: " bai-2 ", count: "5", seed: "77" }), once);
    assert.notDeepEqual(api.exerciseTests({ exercise: "bai-2", count: 5, seed: 78 }), once);
    // Test k is the same whatever the count.
    assert.deepEqual(api.exerciseTests({ exercise: "bai-2", count: 3, seed: 77 }), once.slice(0, 3));
    const top = api.exerciseTests({ exercise: "zjoi-piles", count: 1, seed: 2n ** 64n - 1n });
    assert.equal(top.length, 1);
  });

  test("bad queries throw an Error naming the field, and the module keeps working", () => {
    const refusals = [
      [undefined, /^query: /],
      [{}, /^exercise: /],
      [{ exercise: 3 }, /^exercise: expected a string/],
      [{ exercise: "bai-99" }, /^exercise: there is no exercise “bai-99”/],
      [{ exercise: "<b>x</b>" }, /^exercise: there is no exercise “<b>x<\/b>”/],
      [{ exercise: "bai-1", count: 0 }, /^count: /],
      [{ exercise: "bai-1", count: 51 }, /^count: /],
      [{ exercise: "bai-1", count: 2.5 }, /^count: /],
      [{ exercise: "bai-1", count: "ten" }, /^count: /],
      [{ exercise: "bai-1", seed: -1 }, /^seed: /],
      [{ exercise: "bai-1", seed: 2n ** 64n }, /^seed: /],
      [{ exercise: "bai-1", seed: 2 ** 60 }, /^seed: /],
    ];
    for (const [query, message] of refusals) {
      assert.throws(() => api.exerciseTests(query), (error) => error instanceof Error && message.test(error.message), JSON.stringify(query, (_, v) => (typeof v === "bigint" ? `${v}n` : v)));
    }
    for (const value of HOSTILE_VALUES) {
      for (const field of ["exercise", "count", "seed"]) {
        try {
          const tests = api.exerciseTests({ exercise: "bai-8", count: 2, [field]: value });
          assert.ok(Array.isArray(tests));
        } catch (error) {
          assert.ok(error instanceof Error, `${field}: ${String(value)}`);
          assert.match(error.message, new RegExp(`^(${field}|query): `), `${field}: ${String(value)}`);
        }
      }
    }
    assert.equal(api.exerciseTests({ exercise: "bai-8", count: 1 }).length, 1);
  });
});
