// The benchmark kernels of `crates/solver/src/kernels.rs` in plain JavaScript, written the way
// a lesson or a teacher's blog post would write them: simple loops over plain or typed arrays,
// no tricks. `./x bench` times them against the same kernels compiled natively and to wasm, so
// each one must do the same work on the same input as the Rust: same algorithm, same loop
// order, the input generated inside the kernel, and the same checksum (a decimal string, as
// the Rust prints its u64).
//
// Runs unchanged in Node and in the browser (tests/bench/page.mjs imports it): no Node APIs.

/** The kernels, in the order of `Kernel::ALL`. */
export const KERNELS = [
  "wl-table-1e6",
  "grundy-table-1e6",
  "interval-dp-5000-2d-by-length",
  "interval-dp-5000-2d-by-rows",
  "interval-dp-5000-rolled",
  "octal-0.77-1e5",
  "nim-products-1e6",
];

/** Runs one kernel once and returns its checksum as a decimal string. */
export function run(name) {
  switch (name) {
    case "wl-table-1e6":
      return String(winLose());
    case "grundy-table-1e6":
      return String(grundySum());
    case "interval-dp-5000-2d-by-length":
      return checksum(gridByLength(row()));
    case "interval-dp-5000-2d-by-rows":
      return checksum(gridByRows(row()));
    case "interval-dp-5000-rolled":
      return checksum(rolled(row()));
    case "octal-0.77-1e5":
      return String(kayles());
    case "nim-products-1e6":
      return nimProducts().toString();
    default:
      throw new Error(`unknown kernel “${name}”`);
  }
}

// ---- Subtraction game with the first ten primes as moves, n = 10^6 ----------------------

const TABLE_N = 1_000_000;
const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29];

/** The number of W positions in 0..=n; a cell stops at the first move that reaches an L cell. */
function winLose() {
  const n = TABLE_N;
  const moves = PRIMES;
  const win = new Uint8Array(n + 1);
  let count = 0;
  for (let i = 0; i <= n; i++) {
    for (const s of moves) {
      if (s <= i && !win[i - s]) {
        win[i] = 1;
        break;
      }
    }
    count += win[i];
  }
  return count;
}

/** The sum of the Grundy values of 0..=n, each the mex of its options. */
function grundySum() {
  const n = TABLE_N;
  const moves = PRIMES;
  const m = moves.length;
  const g = new Uint32Array(n + 1);
  // A position has at most m options, so its mex is at most m.
  const seen = new Array(m + 1).fill(false);
  for (let x = 0; x <= n; x++) {
    seen.fill(false);
    for (const s of moves) {
      if (s <= x) seen[g[x - s]] = true;
    }
    let v = 0;
    while (seen[v]) v++;
    g[x] = v;
  }
  let sum = 0;
  for (let x = 0; x <= n; x++) sum += g[x];
  return sum;
}

// ---- Interval DP "take from either end", n = 5000 ---------------------------------------

const ROW_LEN = 5000;

/** a[i] = (i · 7919 mod 2 000 001) − 10^6. */
function row() {
  const a = [];
  for (let i = 0; i < ROW_LEN; i++) a.push(((i * 7919) % 2_000_001) - 1_000_000);
  return a;
}

// Every value is below 5 · 10^12 in absolute value (|a[i]| ≤ 10^6, n = 5000), so a double holds
// it exactly: Float64Array is the natural JavaScript stand-in for the Rust's i64 cells.

/** The lesson's order: by length, then left end; dp[l][r] as an array of rows. */
function gridByLength(a) {
  const n = a.length;
  const dp = [];
  for (let l = 0; l < n; l++) dp.push(new Float64Array(n));
  for (let i = 0; i < n; i++) dp[i][i] = a[i];
  for (let len = 2; len <= n; len++) {
    for (let l = 0; l + len - 1 < n; l++) {
      const r = l + len - 1;
      dp[l][r] = Math.max(a[l] - dp[l + 1][r], a[r] - dp[l][r - 1]);
    }
  }
  return dp[0][n - 1];
}

/** The same grid filled row by row from the bottom: reads row l + 1 and row l in order. */
function gridByRows(a) {
  const n = a.length;
  const dp = [];
  for (let l = 0; l < n; l++) dp.push(new Float64Array(n));
  for (let l = n - 1; l >= 0; l--) {
    dp[l][l] = a[l];
    for (let r = l + 1; r < n; r++) {
      dp[l][r] = Math.max(a[l] - dp[l + 1][r], a[r] - dp[l][r - 1]);
    }
  }
  return dp[0][n - 1];
}

/** The DP rolled into one array: after round len, dp[l] is the segment of length len at l. */
function rolled(a) {
  const n = a.length;
  const dp = a.slice();
  for (let len = 2; len <= n; len++) {
    for (let l = 0; l + len - 1 < n; l++) {
      const r = l + len - 1;
      dp[l] = Math.max(a[l] - dp[l + 1], a[r] - dp[l]);
    }
  }
  return dp[0];
}

/** dp[0][n − 1] as the Rust prints it: the u64 of its two's-complement bits. */
function checksum(first) {
  return BigInt.asUintN(64, BigInt(first)).toString();
}

// ---- Kayles (octal 0.77) to n = 10^5, with the Guy–Smith period check ------------------

/**
 * The sum of G(0..=n). The values are computed with the lesson's mex over every option until
 * the period check (at n = 256, 512, …, as in `OctalCode::grundy`) proves a period; then every
 * later value is copied from one period earlier. Without the check this would be O(n²) work
 * and not the kernel the Rust runs.
 */
function kayles() {
  const code = "0.77";
  const n = 100_000;
  const [head, tail] = code.split(".");
  const d = [Number(head), ...[...tail].map(Number)]; // d[0]: the digit before the point
  const t = d.length - 1;
  const g = [];
  let nextCheck = 256;
  for (let i = 0; i <= n; i++) {
    if (i === nextCheck) {
      nextCheck *= 2;
      const p = octalPeriod(g, t);
      if (p) {
        for (let m = i; m <= n; m++) g.push(g[m - p.length]);
        break;
      }
    }
    const seen = [];
    for (let k = 0; k <= Math.min(t, i); k++) {
      const rest = i - k;
      if (d[k] & 1 && rest === 0) seen[0] = true; // remove the whole heap
      if (d[k] & 2 && rest >= 1) seen[g[rest]] = true; // leave one heap
      if (d[k] & 4) {
        for (let x = 1; 2 * x <= rest; x++) seen[g[x] ^ g[rest - x]] = true; // split in two
      }
    }
    let mex = 0;
    while (seen[mex]) mex++;
    g.push(mex);
  }
  let sum = 0;
  for (const v of g) sum += v;
  return sum;
}

/**
 * `OctalCode::period`: the smallest p (then the smallest start e) for which G(m + p) = G(m)
 * holds for every m from e up to the end, with enough values to satisfy the Guy–Smith rule
 * (it reads up to index 2e + 2p + t − 1); null when none is proven yet.
 */
function octalPeriod(g, t) {
  const last = g.length - 1;
  if (last < 0) return null;
  for (let p = 1; p <= last; p++) {
    const room = last + 1 - (2 * p + t + 2);
    if (room < 0) return null;
    const largestStart = 1 + Math.floor(room / 2);
    let start = 0;
    for (let m = last - p; m >= 0; m--) {
      if (g[m] !== g[m + p]) {
        start = m + 1;
        break;
      }
    }
    if (start <= largestStart) return { start, length: p };
  }
  return null;
}

// ---- 10^6 nim-products of xorshift64 pairs ----------------------------------------------

// u64 arithmetic is BigInt arithmetic in JavaScript, cut back to 64 bits where a shift could
// carry past them. The algorithm is the Rust `nim_product`: two tables built once by the
// Karatsuba recursion on halves (all products of two bytes, and each byte times the product of
// two byte positions), then one pair of lookups per pair of bytes.

const MASK64 = (1n << 64n) - 1n;

/** The product of a, b < 2^bits by the recursion on halves, using `small` for bytes if given. */
function productIn(a, b, bits, small) {
  if (a <= 1n || b <= 1n) return a * b;
  if (bits === 8 && small) return BigInt(small[Number(a)][Number(b)]);
  const half = bits / 2;
  const h = BigInt(half);
  const mask = (1n << h) - 1n;
  const a1 = a >> h;
  const a0 = a & mask;
  const b1 = b >> h;
  const b0 = b & mask;
  const low = productIn(a0, b0, half, small);
  const mixed = productIn(a0 ^ a1, b0 ^ b1, half, small);
  const high = productIn(a1, b1, half, small);
  // F ⊗ F = F ⊕ F/2, so a₁b₁·F² gives a₁b₁ to the high half and a₁b₁ ⊗ F/2 to the low one.
  const highTimesHalfF = productIn(high, 1n << (h - 1n), half, small);
  return ((mixed ^ low) << h) | (low ^ highTimesHalfF);
}

// Built on first use and kept, as the Rust keeps its tables in a OnceLock: the warm-up run
// builds them, the timed runs only look up.
let smallTable = null;
let pairTable = null;

function tables() {
  if (!smallTable) {
    smallTable = [];
    for (let a = 0; a < 256; a++) {
      const rowOfA = [];
      for (let b = 0; b < 256; b++) rowOfA.push(Number(productIn(BigInt(a), BigInt(b), 8, null)));
      smallTable.push(rowOfA);
    }
    // pairTable[i][j][x] = x ⊗ (2^(8i) ⊗ 2^(8j)).
    pairTable = [];
    for (let i = 0; i < 8; i++) {
      const row = [];
      for (let j = 0; j < 8; j++) {
        const basis = productIn(1n << BigInt(8 * i), 1n << BigInt(8 * j), 64, smallTable);
        const cells = [];
        for (let x = 0; x < 256; x++) cells.push(productIn(BigInt(x), basis, 64, smallTable));
        row.push(cells);
      }
      pairTable.push(row);
    }
  }
  return { small: smallTable, pairs: pairTable };
}

/** a ⊗ b for two u64 BigInts: one lookup in each table per pair of bytes. */
export function nimProduct(a, b) {
  const { small, pairs } = tables();
  if (a < 256n && b < 256n) return BigInt(small[Number(a)][Number(b)]);
  const aBytes = [];
  const bBytes = [];
  for (let i = 0; i < 8; i++) {
    aBytes.push(Number((a >> BigInt(8 * i)) & 0xffn));
    bBytes.push(Number((b >> BigInt(8 * i)) & 0xffn));
  }
  let result = 0n;
  for (let i = 0; i < 8; i++) {
    const x = aBytes[i];
    if (x === 0) continue;
    const products = small[x];
    for (let j = 0; j < 8; j++) result ^= pairs[i][j][products[bBytes[j]]];
  }
  return result;
}

/** The XOR of 10^6 products a ⊗ b, a then b drawn from xorshift64 (13, 7, 17). */
function nimProducts() {
  let state = 0x9e3779b97f4a7c15n;
  const next = () => {
    state ^= (state << 13n) & MASK64;
    state ^= state >> 7n;
    state ^= (state << 17n) & MASK64;
    return state;
  };
  let acc = 0n;
  for (let k = 0; k < 1_000_000; k++) {
    const a = next();
    const b = next();
    acc ^= nimProduct(a, b);
  }
  return acc;
}
