// A small static file server for dist/, used by `./x serve` and by the browser tests.
//
//   node tests/support/static-server.mjs --root dist --base /nimlab/ --port 0
//
// It listens on 127.0.0.1 only, serves ROOT under the URL prefix BASE (so the tests prove the
// site works under a sub-path), picks a free port when PORT is 0, and prints
// "serving <url>" once it is ready.
//
// With --gzip it compresses text, JS, CSS, wasm, JSON and SVG for a browser that accepts gzip,
// as static hosts do, so that `./x bench` measures what a visitor downloads. Off by default:
// the tests read the files as they are.

import { createServer } from "node:http";
import { createReadStream, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const { values } = parseArgs({
  options: {
    root: { type: "string", default: "dist" },
    base: { type: "string", default: "/" },
    port: { type: "string", default: "0" },
    gzip: { type: "boolean", default: false },
  },
});

const root = resolve(values.root);
const base = ("/" + values.base + "/").replace(/\/+/g, "/");

// ".js" covers the service worker, sw.js: browsers refuse a worker served with any other type.
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".ts": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

function fileFor(urlPath) {
  if (!urlPath.startsWith(base)) return null;
  let relative;
  try {
    relative = decodeURIComponent(urlPath.slice(base.length));
  } catch {
    return null;
  }
  const full = normalize(join(root, relative));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    const stat = statSync(full);
    if (stat.isDirectory()) {
      const index = join(full, "index.html");
      return statSync(index).isFile() ? index : null;
    }
    return stat.isFile() ? full : null;
  } catch {
    return null;
  }
}

const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".wasm", ".json", ".svg", ".ts", ".webmanifest"]);
const gzipped = new Map();
/** The file gzip-compressed (level 9, the most a static host would use), once per file. */
function gzipOf(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file), { level: 9 }));
  return gzipped.get(file);
}

/** The policy of the site's pages (see README, "Security"). */
const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";

const server = createServer((request, response) => {
  const path = new URL(request.url, "http://localhost").pathname;
  if (base !== "/" && (path === "/" || path + "/" === base)) {
    response.writeHead(302, { location: base });
    response.end();
    return;
  }
  const file = fileFor(path);
  if (!file) {
    response.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    response.end("not found\n");
    return;
  }
  const gzip =
    values.gzip && COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  response.writeHead(200, {
    ...(values.gzip ? { vary: "accept-encoding" } : {}),
    ...(gzip ? { "content-encoding": "gzip" } : {}),
    "content-type": TYPES[extname(file)] ?? "application/octet-stream",
    "cache-control": "no-cache",
    // Public files any page may load, as static hosts (GitHub Pages) serve them: a blog post on
    // another origin imports embed.js and the wasm as modules, which needs CORS.
    "access-control-allow-origin": "*",
    // Every page is served, and so tested, under a strict policy: no inline script or style,
    // nothing from elsewhere; a violation is a console error, which fails a browser test.
    ...(extname(file) === ".html" ? { "content-security-policy": STRICT_CSP } : {}),
  });
  if (gzip) response.end(gzipOf(file));
  else createReadStream(file).pipe(response);
});

server.listen(Number(values.port), "127.0.0.1", () => {
  const { port } = server.address();
  console.log(`serving http://127.0.0.1:${port}${base}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
