// The demo blog post (tests/demo/post.html) served as a blog would serve it: on another origin
// than the site (another host name and port), under a strict Content-Security-Policy that lets in
// only the site's scripts, styles, frames and wasm. Used by the blog suites of both browsers.

import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const TYPES = { "/post.html": "text/html", "/post.js": "text/javascript" };

/** The policy a careful blog sets, naming the site (`site`: NIMLAB_URL) as its one outside source. */
export function blogPolicy(site) {
  const origin = new URL(site).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${origin} 'wasm-unsafe-eval'`,
    `style-src 'self' 'unsafe-inline' ${origin}`,
    `connect-src ${origin}`,
    `frame-src ${origin}`,
    `img-src 'self' ${origin}`,
  ].join("; ");
}

/**
 * Starts the blog on a free loopback port, as http://localhost:PORT/ (loopback like the site, so
 * that Chromium's private-network rules treat the two alike, as two public sites are). Resolves
 * to `{ url, close }`; the post is at `${url}post.html`.
 */
export async function startBlog(site) {
  const policy = blogPolicy(site);
  const server = createServer((request, response) => {
    const path = new URL(request.url, "http://localhost").pathname;
    if (!TYPES[path]) {
      // The browser asks for /favicon.ico; a blog without one answers "no content".
      response.writeHead(path === "/favicon.ico" ? 204 : 404).end();
      return;
    }
    response.writeHead(200, { "content-type": `${TYPES[path]}; charset=utf-8`, "content-security-policy": policy });
    response.end(readFileSync(new URL(`../demo${path}`, import.meta.url), "utf8").replaceAll("{{SITE}}", site));
  });
  await new Promise((ready) => server.listen(0, "127.0.0.1", ready));
  return { url: `http://localhost:${server.address().port}/`, close: () => server.close() };
}

/** The post's `<nimlab-widget>` elements and frames, by id. */
export const ELEMENTS = ["first", "second", "table", "stepped"];
export const FRAMES = ["frame-wl", "frame-nim", "frame-bad"];

/**
 * The value of the table `name` that nimlab-site wrote into a script of the site (`const
 * BUILDS = {…}` in embed.js): the literal after `name =`, read up to its closing bracket. The
 * scripts are minified as served (keys unquoted, declarations joined by commas), so the
 * literal is evaluated, not parsed as JSON; it is the site's own build output.
 */
export function tableIn(source, name) {
  const found = new RegExp(`\\b${name}\\s*=\\s*([[{])`).exec(source);
  if (!found) throw new Error(`no table ${name} in the script`);
  const start = found.index + found[0].length - 1;
  let depth = 0;
  let quote = null;
  for (let i = start; i < source.length; i += 1) {
    const c = source[i];
    if (quote) {
      if (c === "\\") i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "[" || c === "{") depth += 1;
    else if ((c === "]" || c === "}") && --depth === 0) {
      return Function(`"use strict"; return (${source.slice(start, i + 1)});`)();
    }
  }
  throw new Error(`the table ${name} does not end`);
}
