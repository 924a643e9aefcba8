// `remoteness` and `moves` in analyze() for subtraction, Nim and graph games (README "JS API"), checked
// through the built dist/solver/ against a brute force written here from Smith's definition:
// the winner hurries to a lost position, the loser delays; a position with no move is 0.

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { loadApi, random } from "../support/api.mjs";

let api;
before(async () => {
  api = await loadApi();
});

/** `{ outcome: "N" | "P", remoteness }` of a position from its children, memoised by key. */
function valueOf(position, children, lastMoveWins, memo = new Map()) {
  const key = JSON.stringify(position);
  if (memo.has(key)) return memo.get(key);
  const options = children(position).map((child) => valueOf(child, children, lastMoveWins, memo));
  let value;
  if (options.length === 0) {
    value = { outcome: lastMoveWins ? "P" : "N", remoteness: 0 };
  } else {
    const lost = options.filter((o) => o.outcome === "P").map((o) => o.remoteness);
    value = lost.length > 0
      ? { outcome: "N", remoteness: 1 + Math.min(...lost) }
      : { outcome: "P", remoteness: 1 + Math.max(...options.map((o) => o.remoteness)) };
  }
  memo.set(key, value);
  return value;
}

const nimChildren = (heaps) =>
  heaps.flatMap((a, i) => Array.from({ length: a }, (_, to) => heaps.map((b, j) => (j === i ? to : b))));

describe("remoteness through the JS API", () => {
  test("Nim: the value of the position and of every move, normal and misère, on random positions", () => {
    const next = random(17);
    for (let round = 0; round < 60; round++) {
      const heaps = Array.from({ length: 1 + Math.floor(next() * 4) }, () => Math.floor(next() * 6));
      const misere = next() < 0.5;
      const memo = new Map();
      const want = valueOf(heaps, nimChildren, !misere, memo);
      const got = api.analyze({ game: "nim", heaps, misere });
      const where = `${heaps.join(" ")}${misere ? " misère" : ""}`;
      assert.equal(got.outcome, want.outcome, where);
      assert.equal(got.remoteness, want.remoteness, where);
      assert.equal(got.remotenessReason, null, where);
      assert.equal(got.remotenessText, String(want.remoteness), where);
      const expected = heaps.flatMap((a, heap) =>
        Array.from({ length: a }, (_, k) => {
          const after = heaps.map((b, j) => (j === heap ? a - k - 1 : b));
          const value = valueOf(after, nimChildren, !misere, memo);
          return { heap, take: String(k + 1), ...value };
        }),
      );
      assert.deepEqual(got.moves, expected, where);
    }
  });

  test("Nim: the lesson's 1 4 4 is won in 9 by taking the single stone", () => {
    const got = api.analyze({ game: "nim", heaps: [1, 4, 4] });
    assert.equal(got.remoteness, 9);
    const winning = got.moves.filter((m) => m.outcome === "P");
    assert.deepEqual(winning, [{ heap: 0, take: "1", outcome: "P", remoteness: 8 }]);
  });

  test("Nim: huge positions keep exact outcomes, say why remoteness is unknown, and list no moves", () => {
    const got = api.analyze({ game: "nim", heaps: ["18446744073709551615", 3] });
    assert.equal(got.outcome, "N");
    assert.equal(got.remoteness, null);
    assert.equal(got.remotenessText, null);
    assert.match(got.remotenessReason, /more than \d+ (positions|moves)/);
    assert.equal(got.moves, null, "past 1,000 moves the list is null");
    const many = api.analyze({ game: "nim", heaps: [400, 400] });
    assert.equal(many.moves.length, 800, "at most 1,000 moves are listed");
    assert.ok(many.moves.every((m) => m.remoteness === null && (m.outcome === "N" || m.outcome === "P")));
    assert.match(many.remotenessReason, /search would read more than/);
  });

  test("subtraction: the value of every pile and of every move against the brute force", () => {
    const next = random(29);
    for (let round = 0; round < 60; round++) {
      const moves = [...new Set(Array.from({ length: 1 + Math.floor(next() * 4) }, () => 1 + Math.floor(next() * 9)))];
      const children = (n) => moves.filter((s) => s <= n).map((s) => n - s);
      const memo = new Map();
      const n = Math.floor(next() * 80);
      const want = valueOf(n, children, true, memo);
      const got = api.analyze({ game: "subtraction", moves, n });
      const where = `S = {${moves}}, n = ${n}`;
      assert.equal(got.outcome, want.outcome, where);
      assert.equal(got.remoteness, want.remoteness, where);
      const expected = [...moves]
        .sort((a, b) => a - b)
        .filter((s) => s <= n)
        .map((take) => ({ take, ...valueOf(n - take, children, true, memo) }));
      assert.deepEqual(got.moves, expected, where);
    }
  });

  test("subtraction at 10^18: exact through the proven arithmetic period, in decimal past 2^53", () => {
    // Bachet with k = 3: n = 4q is lost, and each round of two moves takes 4 stones.
    const bachet = api.analyze({ game: "subtraction", moves: [1, 2, 3], n: "1000000000000000000" });
    assert.equal(bachet.outcome, "P");
    assert.equal(bachet.remoteness, null);
    assert.match(bachet.remotenessReason, /2\^53/);
    assert.equal(bachet.remotenessText, "500000000000000000");
    // Within 2^53 the number is given: n = 2^52 + 1 is won in 2·2^50 + 1.
    const small = api.analyze({ game: "subtraction", moves: [1, 2, 3], n: 2 ** 52 + 1 });
    assert.equal(small.remoteness, 2 ** 51 + 1);
    // Residues that grow at different rates ({4, 12, 15}): the period proven in Rust
    // continues a table filled here.
    const moves = [4, 12, 15];
    const children = (n) => moves.filter((s) => s <= n).map((s) => n - s);
    const memo = new Map();
    for (let n = 0; n <= 5000; n++) valueOf(n, children, true, memo);
    for (const n of [1999, 2500, 4321, 5000]) {
      const got = api.analyze({ game: "subtraction", moves, n });
      assert.equal(got.remoteness, valueOf(n, children, true, memo).remoteness, `n = ${n}`);
    }
  });

  test("graph games with draws: one token's value and moves against play with a draw by repetition", () => {
    // A literal search of the match: the game is drawn as soon as the token is back on a
    // vertex with the same player to move (what a match against the computer plays); the
    // winner hurries, the loser delays. The API's values come from the retrograde analysis.
    const next = random(29);
    for (let round = 0; round < 80; round++) {
      const n = 1 + Math.floor(next() * 6);
      const edges = [];
      for (let u = 0; u < n; u++) {
        for (let v = 0; v < n; v++) if (next() < 0.3) edges.push([u, v]);
      }
      const misere = next() < 0.5;
      const successors = Array.from({ length: n }, (_, u) => edges.filter(([a]) => a === u).map(([, b]) => b));
      const memo = new Map();
      const play = (v, parity, seen) => {
        const key = `${v}/${parity}/${[...seen].sort().join()}`;
        if (memo.has(key)) return memo.get(key);
        let value;
        if (successors[v].length === 0) {
          value = { outcome: misere ? "N" : "P", remoteness: 0 };
        } else {
          const options = successors[v].map((w) => {
            const position = `${w}/${1 - parity}`;
            if (seen.has(position)) return { outcome: "D", remoteness: null };
            return play(w, 1 - parity, new Set([...seen, position]));
          });
          const lost = options.filter((o) => o.outcome === "P").map((o) => o.remoteness);
          if (lost.length > 0) value = { outcome: "N", remoteness: 1 + Math.min(...lost) };
          else if (options.some((o) => o.outcome === "D")) value = { outcome: "D", remoteness: null };
          else value = { outcome: "P", remoteness: 1 + Math.max(...options.map((o) => o.remoteness)) };
        }
        memo.set(key, value);
        return value;
      };
      const valueAt = (v) => play(v, 0, new Set([`${v}/0`]));
      const token = Math.floor(next() * n);
      const got = api.analyze({ game: "graph", n, edges, misere, tokens: [token] });
      const where = `${n} vertices, edges ${JSON.stringify(edges)}${misere ? " misère" : ""}, token ${token}`;
      const want = valueAt(token);
      assert.equal(got.outcome, want.outcome, where);
      assert.equal(got.remoteness, want.remoteness, where);
      if (want.outcome === "D") assert.match(got.remotenessReason, /draw/, where);
      else assert.equal(got.remotenessReason, null, where);
      const expected = successors[token].map((to) => ({ to, ...valueAt(to) }));
      assert.deepEqual(got.moves, expected, where);
    }
    // Several tokens: a sum, whose remoteness is not given, with the reason.
    const sum = api.analyze({ game: "graph", n: 3, edges: [[0, 1], [1, 2]], tokens: [0, 1] });
    assert.equal(sum.remoteness, null);
    assert.equal(sum.moves, null);
    assert.match(sum.remotenessReason, /one token/);
  });
});
