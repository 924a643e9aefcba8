// Fuzzing of the JS API (issue 8): for a time budget, random queries to every function and
// game — valid queries from the corpus changed a little (one field hostile, a number off by
// one or past 2^64, a list grown to thousands) and fresh queries of hostile fields. Whatever
// comes in, the answer is a result or a thrown Error naming a field: never a wasm trap
// (WebAssembly.RuntimeError), never a thrown non-Error; and afterwards the module still
// answers a valid query correctly.
//
// Corpus: tests/fuzz-corpus/api.json. `valid` holds queries each function must answer (they are
// replayed first, then mutated); `hostile` holds queries that once went wrong, replayed every
// run (add a failing query there with a "why"). Values JSON cannot hold are written
// {"$bigint": "…"}, {"$number": "NaN" | "Infinity" | "-Infinity" | "-0"}, {"$undefined": true}.
//
// NIMLAB_API_FUZZ_SECONDS (default 20) sets the budget; NIMLAB_API_FUZZ_SEED replays a run
// (every run prints its seed).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { before, test } from "node:test";

import { HOSTILE_VALUES, NAMED_ERROR, QUERY_FIELDS, gamesOf, loadApi, random } from "../support/api.mjs";

const FUNCTIONS = ["table", "analyze", "trace"];
const seconds = Number(process.env.NIMLAB_API_FUZZ_SECONDS ?? 20);
const seed = Number(process.env.NIMLAB_API_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 32));

let api;

before(async () => {
  api = await loadApi();
});

/** JSON with the tagged values of the corpus turned into BigInts, NaN, undefined, … */
function revive(value) {
  if (Array.isArray(value)) return value.map(revive);
  if (value !== null && typeof value === "object") {
    if ("$bigint" in value) return BigInt(value.$bigint);
    if ("$number" in value) return Number(value.$number);
    if ("$undefined" in value) return undefined;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
  }
  return value;
}

const corpus = revive(JSON.parse(readFileSync(new URL("../fuzz-corpus/api.json", import.meta.url), "utf8")));

/** `String(value)`, which throws for a Symbol (inside an array, too). */
function text(value) {
  try {
    return String(value);
  } catch {
    return typeof value === "symbol" ? value.toString() : "[unprintable]";
  }
}

/** A query as text for a failure message, BigInts and odd numbers included, kept short. */
function show(query) {
  let shown;
  try {
    shown = JSON.stringify(query, (_, v) => {
      if (typeof v === "bigint") return { $bigint: String(v) };
      if (typeof v === "number" && !Number.isFinite(v)) return { $number: String(v) };
      if (v === undefined) return { $undefined: true };
      if (typeof v === "function" || typeof v === "symbol") return text(v);
      return v;
    });
  } catch {
    shown = text(query);
  }
  return shown.length > 1500 ? `${shown.slice(0, 1500)}… (${shown.length} chars)` : shown;
}

/**
 * Calls `api[fn](query)`: `"answered"`, `"refused"` (an Error naming its field), or what went
 * wrong.
 */
function call(fn, query) {
  try {
    api[fn](query);
    return "answered";
  } catch (error) {
    if (error instanceof WebAssembly.RuntimeError) return `wasm trap: ${error.message}`;
    if (!(error instanceof Error)) return `threw a non-Error: ${text(error)}`;
    if (!NAMED_ERROR.test(error.message)) return `error without a field name: “${error.message.slice(0, 200)}”`;
    return "refused";
  }
}

const fine = (outcome) => (outcome === "answered" || outcome === "refused" ? null : outcome);

test("the corpus: every valid query is answered, every hostile one answered or refused by a named Error", () => {
  for (const fn of FUNCTIONS) {
    assert.ok(corpus.valid[fn]?.length, `no valid ${fn}() query in the corpus`);
    for (const query of corpus.valid[fn]) {
      assert.doesNotThrow(() => api[fn](query), `${fn}(${show(query)})`);
    }
    // Every game of the function has a valid query to mutate.
    const covered = new Set(corpus.valid[fn].map((q) => q.game));
    for (const game of gamesOf(api, fn)) assert.ok(covered.has(game), `no valid ${fn}() query for ${game}`);
  }
  for (const { fn, query, why } of corpus.hostile) {
    assert.ok(FUNCTIONS.includes(fn) && why, `hostile entry ${show(query)} needs fn and why`);
    assert.equal(fine(call(fn, query)), null, `${fn}(${show(query)}), kept because: ${why}`);
  }
});

test(`random queries for ${seconds} s (seed ${seed}, NIMLAB_API_FUZZ_SEED): no trap, only named Errors`, (t) => {
  const next = random(seed);
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  const chance = (p) => next() < p;

  /** A number near a limit, in one of the ways a query may carry it. */
  const number = () => {
    const magnitude = pick([0, 1, 2, 3, 7, 15, 63, 64, 255, 1000, 5000, 10 ** 5, 2 ** 31, 2 ** 53 - 1, 10 ** 18]);
    const value = pick([magnitude, magnitude + 1, magnitude - 1, -magnitude, int(20)]);
    switch (int(6)) {
      case 0: return String(value);
      case 1: return BigInt(Math.trunc(value)) * pick([1n, 1n, 10n ** 10n, 2n ** 40n]);
      case 2: return value + pick([0.5, 1e-9]);
      default: return value;
    }
  };
  const list = () => {
    const length = chance(0.1) ? int(5000) : int(8);
    const items = Array.from({ length }, () => (chance(0.85) ? int(12) : number()));
    return chance(0.2) ? items.join(pick([" ", ", ", ";", "\n"])) : items;
  };
  const value = () => {
    switch (int(5)) {
      case 0: return pick(HOSTILE_VALUES);
      case 1: return number();
      case 2: return list();
      case 3: return Array.from({ length: int(6) }, () => [int(8), chance(0.9) ? int(8) : pick(HOSTILE_VALUES)]);
      default: return pick([...QUERY_FIELDS, "add", "mul", "ruler", "tree", "fibonacci", "0.77", "4.07", "true"]);
    }
  };

  /** One change to a query: a field set, removed, or its value nudged, grown or broken. */
  const mutate = (query) => {
    const fields = Object.keys(query);
    const field = chance(0.85) && fields.length ? pick(fields) : pick(QUERY_FIELDS);
    const old = query[field];
    switch (int(7)) {
      case 0: query[field] = value(); break;
      case 1: delete query[field]; break;
      case 2: query[field] = pick(HOSTILE_VALUES); break;
      case 3:
        if ((typeof old === "number" && Number.isFinite(old)) || typeof old === "bigint") {
          const delta = pick([1, -1, 2, 10, 1000]);
          query[field] = typeof old === "bigint" ? old * BigInt(delta) + 1n : pick([old + delta, old * delta, -old, String(old), BigInt(Math.trunc(old)) + 2n ** 64n]);
        } else query[field] = number();
        break;
      case 4:
        if (Array.isArray(old) && old.length) {
          const copy = [...old];
          switch (int(4)) {
            case 0: copy[int(copy.length)] = value(); break;
            case 1: copy.push(copy[int(copy.length)]); break;
            case 2: copy.splice(int(copy.length), 1); break;
            default: query[field] = Array.from({ length: pick([100, 1000, 5001, 20001]) }, (_, i) => copy[i % copy.length]); return;
          }
          query[field] = copy;
        } else query[field] = list();
        break;
      case 5:
        if (typeof old === "string") {
          const at = int(old.length + 1);
          query[field] = old.slice(0, at) + pick(["-", "x", "１", "٣", " ", ",", "9".repeat(30), "\u0000", "<b>"]) + old.slice(at);
        } else query[field] = text(old);
        break;
      default: query.game = chance(0.5) ? pick(gamesOf(api, pick(FUNCTIONS))) : value();
    }
  };

  const games = Object.fromEntries(FUNCTIONS.map((fn) => [fn, gamesOf(api, fn)]));
  // What mutation starts from: the valid queries, and the hostile ones of the same function.
  const bases = Object.fromEntries(
    FUNCTIONS.map((fn) => [fn, [...corpus.valid[fn], ...corpus.hostile.filter((h) => h.fn === fn).map((h) => h.query)]]),
  );
  const runs = Object.fromEntries(FUNCTIONS.map((fn) => [fn, 0]));
  let answered = 0;
  let slowest = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const fn = pick(FUNCTIONS);
    let query;
    if (chance(0.02)) {
      query = pick([null, undefined, 3, "subtraction", [], [{ game: "nim" }], () => 1, { game: 5 }, { game: null }]);
    } else if (chance(0.7)) {
      query = structuredClone(pick(bases[fn]));
      for (let k = 1 + int(2); k > 0; k--) mutate(query);
    } else {
      query = { game: pick(games[fn]) };
      for (let k = 1 + int(5); k > 0; k--) query[pick(QUERY_FIELDS)] = value();
    }
    const begun = performance.now();
    const outcome = call(fn, query);
    slowest = Math.max(slowest, performance.now() - begun);
    runs[fn]++;
    if (outcome === "answered") answered++;
    assert.equal(fine(outcome), null, `${fn}(${show(query)}) with seed ${seed}; add it to the corpus's hostile list`);
  }
  const total = FUNCTIONS.reduce((sum, fn) => sum + runs[fn], 0);
  const took = (performance.now() - started) / 1000;
  t.diagnostic(
    `api fuzz: ${total} calls in ${took.toFixed(1)} s (${FUNCTIONS.map((fn) => `${fn} ${runs[fn]}`).join(", ")}; ` +
      `${answered} answered, the others refused; slowest ${slowest.toFixed(0)} ms), seed ${seed}`,
  );
  assert.ok(total > 0 || seconds <= 0, "no query was made");
  assert.equal(globalThis.pwned, undefined, "a query executed script");
  // Still alive, and still right.
  assert.equal(api.table({ game: "subtraction", moves: [1, 3, 4], n: 14 }).outcomes, "LWLWWWWLWLWWWWL");
  assert.equal(api.analyze({ game: "nim", heaps: [3, 4, 5] }).nimSum, "2");
});
