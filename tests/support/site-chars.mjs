// The characters the site can show in its text faces (Be Vietnam Pro, JetBrains Mono), for
// `./x fonts`, which cuts each face down to them (and keeps the code ligatures whose sequences
// these texts have), and for the pages test, which checks that the cut still covers every page.
// A superset, on purpose:
//   - every character of the built pages and of the other text files the site ships (dist/);
//   - the string and character literals of the Rust sources (crates/frontend, solver, site): the
//     widgets compose their text at run time in wasm, from these literals and from numbers;
//   - every character of the lessons, of the pages' template and of the site's scripts;
//   - the whole Vietnamese alphabet in both cases with every tone (a name typed by a reader, a
//     text generated at run time may use any), printable ASCII and the usual typographic marks.
// Characters the faces do not have (CJK in the lessons, symbols in the solver's tests) are kept
// in the list; the subsetter leaves them out and the browser draws them in a fallback face, as
// before.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";

/** The string and char literals of Rust source `src`, escapes decoded. */
export function rustLiterals(src) {
  const out = [];
  const unescape = (body) =>
    body.replace(/\\(?:u\{([0-9a-fA-F_]+)\}|x([0-9a-fA-F]{2})|\n\s*|(.))/gs, (_, u, x, c) => {
      if (u) return String.fromCodePoint(parseInt(u.replaceAll("_", ""), 16));
      if (x) return String.fromCharCode(parseInt(x, 16));
      if (c === undefined) return ""; // a line continuation
      return { n: "\n", t: "\t", r: "\r", 0: "\0" }[c] ?? c;
    });
  let i = 0;
  const ident = /[A-Za-z0-9_]/;
  while (i < src.length) {
    const ch = src[i];
    if (src.startsWith("//", i)) {
      const end = src.indexOf("\n", i);
      i = end < 0 ? src.length : end + 1;
    } else if (src.startsWith("/*", i)) {
      let depth = 1;
      i += 2;
      while (i < src.length && depth) {
        if (src.startsWith("/*", i)) (depth++, (i += 2));
        else if (src.startsWith("*/", i)) (depth--, (i += 2));
        else i++;
      }
    } else if (/[A-Za-z_]/.test(ch)) {
      // An identifier, or the prefix of a raw or byte string (r"…", r#"…"#, b"…", br"…", c"…").
      const raw = /^(?:b|c)?r(#*)"/.exec(src.slice(i, i + 260));
      if (raw) {
        const open = raw[0].length;
        const close = `"${raw[1]}`;
        const end = src.indexOf(close, i + open);
        out.push(src.slice(i + open, end));
        i = end + close.length;
        continue;
      }
      if (/^[bc]"/.test(src.slice(i, i + 2))) {
        i++;
        continue;
      }
      while (i < src.length && ident.test(src[i])) i++;
    } else if (ch === '"') {
      let j = i + 1;
      while (src[j] !== '"') j += src[j] === "\\" ? 2 : 1;
      out.push(unescape(src.slice(i + 1, j)));
      i = j + 1;
    } else if (ch === "'") {
      // A char literal ('a', '\n', '\u{1F600}', 'ư') or a lifetime ('a, 'static).
      const lit = /^'(\\u\{[0-9a-fA-F_]+\}|\\x[0-9a-fA-F]{2}|\\.|[^\\'])'/su.exec(src.slice(i, i + 16));
      if (lit) {
        out.push(unescape(lit[1]));
        i += lit[0].length;
      } else i++;
    } else i++;
  }
  return out;
}

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", shy: "\u00ad", ndash: "–", mdash: "—", hellip: "…", larr: "←", rarr: "→", times: "×", minus: "−", le: "≤", ge: "≥", laquo: "«", raquo: "»", lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”", middot: "·", bull: "•", copy: "©", deg: "°" };

/** The text of `html` with its character references decoded (tags and all: a superset). */
export function htmlCharacters(html) {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref) => {
    if (ref[0] === "#") return String.fromCodePoint(ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return ENTITIES[ref] ?? whole;
  });
}

/** Vietnamese's letters, both cases, every vowel with each of its five tone marks. */
export function vietnameseAlphabet() {
  const tones = ["", "\u0300", "\u0301", "\u0303", "\u0309", "\u0323"];
  let out = "đĐ";
  for (const vowel of "aăâeêioôơuưy") {
    for (const tone of tones) out += (vowel + tone).normalize("NFC") + (vowel + tone).normalize("NFC").toUpperCase();
  }
  // The tone marks on their own, for text typed decomposed (base letter + mark).
  return out + tones.join("");
}

let ascii = "";
for (let c = 0x20; c < 0x7f; c++) ascii += String.fromCharCode(c);
/** Typographic marks a text may use: spaces, dashes, quotes, ellipsis, bullets, arrows, signs. */
export const TYPOGRAPHY = "\u00a0\u00ad\u2009\u202f–—‘’“”…•·«»×÷−±≤≥≠←→↑↓°€₫©";

const TEXT_EXTENSIONS = new Set([".html", ".js", ".mjs", ".css", ".json", ".txt", ".svg", ".xml", ".webmanifest", ".md"]);

function* files(dir, keep) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path, keep);
    else if (keep(path)) yield path;
  }
}

/**
 * Every text the site can show, from the repository at `root` and its build `dist`, one string
 * a file (a Rust file: its literals, one a line).
 */
export function siteTexts(root, dist) {
  const texts = [ascii, TYPOGRAPHY, vietnameseAlphabet()];
  for (const path of files(dist, (p) => TEXT_EXTENSIONS.has(extname(p)))) {
    const body = readFileSync(path, "utf8");
    texts.push(extname(path) === ".html" ? htmlCharacters(body) : body);
  }
  for (const crate of ["frontend", "solver", "site"]) {
    const src = join(root, "crates", crate, "src");
    for (const path of files(src, (p) => p.endsWith(".rs"))) texts.push(rustLiterals(readFileSync(path, "utf8")).join("\n"));
    for (const path of files(src, (p) => /\.(js|css|html)$/.test(p))) texts.push(readFileSync(path, "utf8"));
  }
  for (const [dir, keep] of [
    ["lessons", (p) => !p.includes("/platforms/")],
    ["web", (p) => /\.(html|css)$/.test(p)],
    ["static", (p) => /\.(js|css)$/.test(p) && !p.endsWith("fonts.css")],
  ]) {
    for (const path of files(join(root, dir), keep)) texts.push(readFileSync(path, "utf8"));
  }
  return texts;
}

/** Every character the site can show (`siteTexts`), sorted. */
export const siteCharacters = (root, dist) => charactersOf(siteTexts(root, dist).join(""));

/** The distinct characters of `text` that a face draws (no controls), sorted by code point. */
export function charactersOf(text) {
  const seen = new Set();
  for (const char of text) if (char.codePointAt(0) >= 0x20 && !(char.codePointAt(0) >= 0x7f && char.codePointAt(0) < 0xa0)) seen.add(char);
  return [...seen].sort((a, b) => a.codePointAt(0) - b.codePointAt(0)).join("");
}

// `node tests/support/site-chars.mjs dist/` prints the characters, and with `--text` every text
// (for ./x fonts, which keeps the code ligatures of the sequences in them); run from the
// repository.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dist, mode] = process.argv.slice(2);
  const texts = siteTexts(process.cwd(), dist);
  process.stdout.write(mode === "--text" ? texts.join("\n") : charactersOf(texts.join("")));
}
