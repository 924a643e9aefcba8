// The plain-JS benchmark kernels (tests/bench/kernels.mjs) must do the work the Rust kernels
// do: `./x bench` compares their times, which means nothing if they computed something else.
// The checksums below are the native ones (crates/solver/src/kernels.rs, printed by
// `cargo run --profile bench -p nimlab-solver --example kernels`).
//
// The wasm kernels are not here: the shipped API leaves them out (the solver's "bench"
// feature), and `./x bench`, which builds them, compares their checksums with the native ones.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { KERNELS, nimProduct, run } from "../bench/kernels.mjs";

const NATIVE = {
  "wl-table-1e6": "750004",
  "grundy-table-1e6": "1500065",
  "interval-dp-5000-2d-by-length": "1787880",
  "interval-dp-5000-2d-by-rows": "1787880",
  "interval-dp-5000-rolled": "1787880",
  "octal-0.77-1e5": "391647",
  "nim-products-1e6": "17522332289505915526",
};

describe("plain-JS benchmark kernels", () => {
  test("the kernels are the Rust ones, in the Rust order", () => {
    assert.deepEqual(KERNELS, Object.keys(NATIVE));
  });

  // About 5 s in all on a quiet machine. nim-products-1e6 is left to ./x bench: with BigInt for
  // u64 it takes seconds to tens of seconds a run; its algorithm is checked just below.
  for (const name of KERNELS.filter((k) => k !== "nim-products-1e6")) {
    test(`${name} gives the native checksum`, () => {
      assert.equal(run(name), NATIVE[name]);
    });
  }

  test("nimProduct agrees with the Rust nim_product on known products", () => {
    // The values of crates/solver/src/nimber.rs's tests: Fermat powers square to 3/2 of
    // themselves, distinct Fermat powers multiply as integers.
    const cases = [
      [2n, 2n, 3n],
      [4n, 4n, 6n],
      [16n, 16n, 24n],
      [256n, 256n, 384n],
      [1n << 16n, 1n << 16n, 3n << 15n],
      [1n << 32n, 1n << 32n, 3n << 31n],
      [2n, 4n, 8n],
      [1n << 16n, 1n << 32n, 1n << 48n],
      [4n, 16n * 256n, 4n * 16n * 256n],
    ];
    for (const [a, b, product] of cases) assert.equal(nimProduct(a, b), product, `${a} ⊗ ${b}`);
  });

  test("nimProduct on u64: commutative, distributive over XOR, 1 as its unit", () => {
    const top = (1n << 64n) - 1n;
    const values = [3n, 0xffn, 0x1234n, 0xdeadbeefn, 0x9e3779b97f4a7c15n, top];
    for (const a of values) {
      for (const b of values) {
        assert.equal(nimProduct(a, b), nimProduct(b, a));
        assert.equal(nimProduct(a, b ^ 5n), nimProduct(a, b) ^ nimProduct(a, 5n));
        assert.ok(nimProduct(a, b) <= top);
      }
    }
    // The inverse of 2 is 3 (2 ⊗ 3 = 1), and a ⊗ 1 = a.
    assert.equal(nimProduct(2n, 3n), 1n);
    for (const a of values) assert.equal(nimProduct(a, 1n), a);
  });

  test("an unknown kernel is an error", () => {
    assert.throws(() => run("nope"), /unknown kernel/);
  });
});
