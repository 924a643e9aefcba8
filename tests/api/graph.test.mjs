// The JS API of the graph family: games on directed graphs ("graph"), the bipartite-graph game
// ("bipartite") and coin-turning games ("coins"), loaded in Node from the built dist/solver/.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { before, describe, test } from "node:test";

const dist = new URL("../../dist/solver/", import.meta.url);
let api;

before(async () => {
  api = await import(new URL("nimlab_solver.js", dist).href);
  await api.default({ module_or_path: readFileSync(new URL("nimlab_solver_bg.wasm", dist)) });
});

describe("graph", () => {
  // 0 → 1 → 2 (no move); 3 ⇄ 4; 5 → 3 and 5 → 2.
  const query = { game: "graph", n: 6, edges: [[0, 1], [1, 2], [3, 4], [4, 3], [5, 3], [5, 2]] };

  test("table(): W/L/D per vertex, Grundy null on a cyclic graph with the cycle named", () => {
    const result = api.table(query);
    assert.equal(result.outcomes, "LWLDDW");
    assert.equal(result.grundy, null);
    assert.deepEqual(result.cycle, [3, 4]);
    assert.equal(api.table({ ...query, misere: true }).outcomes, "WLWDDD");
  });

  test("table(): Grundy values on a graph without cycles; edges may be typed text", () => {
    // Nim heaps 0..3 as vertices: i → j for every j < i.
    const result = api.table({ game: "graph", n: 4, edges: "1 0, 2 0, 2 1, 3 0, 3 1, 3 2" });
    assert.deepEqual(result.grundy, [0, 1, 2, 3]);
    assert.equal(result.outcomes, "LWWW");
    assert.equal(result.cycle, null);
  });

  test("analyze(): a sum of tokens is the XOR of Grundy values", () => {
    const nim = { game: "graph", n: 4, edges: [[1, 0], [2, 0], [2, 1], [3, 0], [3, 1], [3, 2]] };
    const verdict = ({ outcome, grundy }) => ({ outcome, grundy });
    assert.deepEqual(verdict(api.analyze({ ...nim, tokens: [1, 2, 3] })), { outcome: "P", grundy: 0 });
    assert.deepEqual(verdict(api.analyze({ ...nim, tokens: [3, 3, 2] })), { outcome: "N", grundy: 2 });
    const drawn = api.analyze({ ...query, tokens: [3] });
    assert.deepEqual(verdict(drawn), { outcome: "D", grundy: null });
    // One token: its remoteness (none for a draw) and every edge out of it, valued.
    assert.equal(drawn.remoteness, null);
    assert.match(drawn.remotenessReason, /^a draw/);
    assert.ok(drawn.moves.every((m) => typeof m.to === "number" && "NPD".includes(m.outcome)));
    assert.ok(drawn.moves.some((m) => m.outcome === "D"), "a draw keeps a drawn move");
    assert.ok(drawn.moves.every((m) => m.outcome !== "P"), "and has no winning one");
    const one = api.analyze({ ...nim, tokens: [3] });
    assert.equal(one.remoteness, 1, "3 → 0 ends the game at once");
    assert.deepEqual(one.moves.find((m) => m.to === 0), { to: 0, outcome: "P", remoteness: 0 });
    assert.throws(() => api.analyze({ ...query, tokens: [3, 5] }), { message: /^tokens: several tokens/ });
  });

  test("trace(): retrograde analysis with the queue and the counters", () => {
    const all = api.trace({ ...query, count: 10000 });
    const first = all.steps[0];
    assert.deepEqual(first.write, [2]);
    assert.equal(first.value, "L");
    assert.equal(first.sentence.en, "Vertex 2 has no move (normal play: no move loses), so 2 is L; it joins the queue.");
    const last = all.steps.at(-1);
    assert.equal(last.sentence.en, "The queue is empty: the 2 undecided vertices are draws (D), since from them nobody can be forced into a loss.");
    assert.ok(all.steps.some((s) => s.variables.some(([name]) => name === "deg[p]")));
    const page = api.trace({ ...query, from: 2, count: 2 });
    assert.deepEqual(page.steps, all.steps.slice(2, 4));
    assert.equal(page.total, all.total);
  });
});

describe("bipartite", () => {
  test("analyze(): who wins from each vertex, the matching, and the variant", () => {
    // l0 — r0 — l1: r0 is in every maximum matching, l0 and l1 are not.
    const result = api.analyze({ game: "bipartite", left: 2, right: 1, edges: [[0, 0], [1, 0]] });
    assert.equal(result.matchingSize, 1);
    assert.equal(result.leftOutcomes, "PP");
    assert.equal(result.rightOutcomes, "N");
    assert.deepEqual(result.leftMoves, [null, null]);
    assert.equal(typeof result.rightMoves[0], "number");
    assert.deepEqual(result.firstPicks, { outcome: "N", starts: [{ side: "left", vertex: 0 }, { side: "left", vertex: 1 }] });
    const square = api.analyze({ game: "bipartite", left: 2, right: 2, edges: "0 0, 0 1, 1 0, 1 1" });
    assert.deepEqual(square.firstPicks, { outcome: "P", starts: [] });
  });
});

describe("coins", () => {
  test("table(): base Grundy values of the source's four examples, as decimal strings", () => {
    assert.deepEqual(api.table({ game: "coins", rule: "turtles", n: 5 }).grundy, ["1", "2", "3", "4", "5"]);
    // OEIS A006519, the ruler function.
    assert.deepEqual(api.table({ game: "coins", rule: "ruler", n: 8 }).grundy, ["1", "2", "1", "4", "1", "2", "1", "8"]);
    assert.deepEqual(api.table({ game: "coins", rule: "grid", n: 2 }), { rule: "grid", places: 4, grundy: ["1", "1", "1", "1"] });
    const path = Array.from({ length: 63 }, (_, i) => i);
    const deep = api.table({ game: "coins", rule: "tree", parents: path }).grundy;
    assert.equal(deep.at(-1), "9223372036854775808");
    assert.deepEqual(api.table({ game: "coins", rule: "tree", parents: [0, 0, 1] }).grundy, ["1", "2", "2", "4"]);
  });

  test("analyze(): a position is the XOR of its heads", () => {
    assert.deepEqual(api.analyze({ game: "coins", rule: "turtles", n: 8, heads: [0, 1, 2] }), { outcome: "P", grundy: "0" });
    assert.deepEqual(api.analyze({ game: "coins", rule: "ruler", n: 8, heads: "3 7" }), { outcome: "N", grundy: "12" });
  });
});

const bad = [
  [{ game: "graph", n: 3, edges: [[0, 3]] }, /^edges: “3” is too large; the largest allowed is 2/],
  [{ game: "graph", n: 3, edges: [[0, 1], [0, 1]] }, /^edges: the edge 0 → 1 is written twice/],
  [{ game: "graph", n: 3, edges: [[0]] }, /^edges: each edge is a pair/],
  [{ game: "graph", n: 3, edges: [5] }, /^edges: each edge is a pair/],
  [{ game: "graph", n: 3, edges: "0 1 2" }, /^edges: the last edge has only one end/],
  [{ game: "graph", n: 0 }, /^n: “0” is too small; the smallest allowed is 1/],
  [{ game: "graph", n: 200001 }, /^n: “200001” is too large/],
  [{ game: "graph", n: 3, misere: "yes" }, /^misere: expected true or false/],
  [{ game: "bipartite", left: 2, right: 0, edges: [[0, 0]] }, /^edges: the right side has no vertex/],
  [{ game: "bipartite", right: 1 }, /^left: nothing entered/],
  [{ game: "coins", rule: "chess", n: 3 }, /^rule: “chess” is not a known rule/],
  [{ game: "coins", n: 3 }, /^rule: nothing entered/],
  [{ game: "coins", rule: "grid", n: 1001 }, /^n: “1001” is too large/],
  [{ game: "coins", rule: "tree", parents: [1] }, /^parents: the parent of vertex 1 must be a vertex from 0 to 0/],
  [{ game: "coins", rule: "tree", parents: Array.from({ length: 64 }, (_, i) => i) }, /^parents: vertex 64 is at depth 64/],
];

describe("errors name the field and the module survives", () => {
  for (const [query, message] of bad) {
    test(`refuses ${JSON.stringify(query).slice(0, 80)}`, () => {
      const call = query.game === "bipartite" ? api.analyze : api.table;
      assert.throws(() => call(query), (error) => error instanceof Error && message.test(error.message));
      assert.equal(api.table({ game: "graph", n: 2, edges: [[0, 1]] }).outcomes, "WL");
    });
  }
  test("analyze() checks tokens and heads", () => {
    assert.throws(() => api.analyze({ game: "graph", n: 2, edges: [], tokens: [2] }), { message: /^tokens: “2” is too large/ });
    assert.throws(() => api.analyze({ game: "graph", n: 2, edges: [] }), { message: /^tokens: nothing entered/ });
    assert.throws(() => api.analyze({ game: "coins", rule: "ruler", n: 4, heads: [1, 1] }), { message: /^heads: place 1 is listed twice/ });
  });
});
