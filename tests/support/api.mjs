// What the JS API tests that throw many queries at every game share (hostile.test.mjs,
// hostile_catalogue.test.mjs, fuzz.test.mjs): loading the built API from dist/solver/, the games
// a function answers, a seeded generator, the pool of hostile values and the shape of an error
// message.

import { readFileSync } from "node:fs";

const dist = new URL("../../dist/solver/", import.meta.url);

/** The solver's JS API as built by `./x solver-api`, initialised. */
export async function loadApi() {
  const api = await import(new URL("nimlab_solver.js", dist).href);
  await api.default({ module_or_path: readFileSync(new URL("nimlab_solver_bg.wasm", dist)) });
  return api;
}

/** The games `api[fn]` answers, read from its own error message. */
export function gamesOf(api, fn) {
  try {
    api[fn]({ game: "no-such-game" });
  } catch (error) {
    const known = error.message.match(/known: (.*)$/);
    if (known) return known[1].split(", ").filter(Boolean);
  }
  throw new Error(`${fn}() did not list its games`);
}

/** A small deterministic generator of numbers in [0, 1), so a failure can be replayed. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Values no query should contain: wrong types, limits, huge and inexact numbers, markup. */
export const HOSTILE_VALUES = [
  undefined, null, true, 0, -1, 1, 2, 3, 7, 1.5, -0, NaN, Infinity, -Infinity, 1e30, 2 ** 53, -(2 ** 63),
  0n, -1n, 2n ** 64n - 1n, 2n ** 64n, 10n ** 30n, "", " ", "12", "-3", "1e999", "x", "NaN", "３", "١٢",
  "<img src=x onerror=globalThis.pwned=1>", "javascript:alert(1)", "9".repeat(5000), "1 2 3", "0.77",
  [], [0], [1, 2, 3], [-1], [1, 1], ["1", 2n], [[0, 1], [1, 2]], [[0, 0]], [[5, 9]], [null], [{}],
  Array.from({ length: 3000 }, (_, i) => i + 1), {}, { length: 5 }, () => 1, Symbol.iterator,
];

/** Every field name some game reads. */
export const QUERY_FIELDS = [
  "n", "moves", "heaps", "misere", "piles", "count", "from", "a", "b", "op", "k", "values", "code",
  "edges", "tokens", "left", "right", "rule", "size", "steps", "quota", "lengths", "notation", "start",
  "width", "height", "radius", "parents", "heads",
];

/** An API error names the field it is about: `moves: …`, `heaps[2]: …`, `query: …`. */
export const NAMED_ERROR = /^[a-z][A-Za-z0-9-]*(\[\d+\])?: /;
