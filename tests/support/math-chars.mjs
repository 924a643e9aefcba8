// The characters the site's formulas show: the text of every MathML element of the built pages
// (not the LaTeX kept in <annotation>), and for a lone letter in <mi> (a variable, x) its
// mathematical italic too (U+1D465), which MathML Core's math-auto draws instead (Chromium
// still measures the letter as written: without it, the formula's box changes by a pixel).
// `./x fonts` subsets the math font to them, and the pages test checks the subset still covers
// them.

import { readdirSync, readFileSync } from "node:fs";

/** The characters shown by the MathML of `html`, as a sorted string without spaces. */
export function mathCharacters(html) {
  const seen = new Set();
  for (const [, math] of html.matchAll(/<math\b[^>]*>([\s\S]*?)<\/math>/g)) {
    const shown = math.replace(/<annotation\b[\s\S]*?<\/annotation>/g, "");
    for (const [, tag, attributes, text] of shown.matchAll(/<(\/?[a-z]+)([^<>]*)>([^<]+)</g)) {
      const decoded = text
        .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
        .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
        .replaceAll("&lt;", "<")
        .replaceAll("&gt;", ">")
        .replaceAll("&quot;", '"')
        .replaceAll("&amp;", "&");
      const chars = [...decoded.trim()];
      const lone = tag === "mi" && chars.length === 1 && !/mathvariant="normal"/i.test(attributes);
      for (const char of chars) if (char.trim()) seen.add(char);
      if (lone) seen.add(italic(chars[0]));
    }
  }
  return [...seen].sort().join("");
}

/** The mathematical italic form of `char` (MathML Core's italic mapping), or `char` itself. */
export function italic(char) {
  const c = char.codePointAt(0);
  const at = (base) => String.fromCodePoint(base);
  if (c === 0x68) return at(0x210e); // h: Planck's constant, outside the italic block
  if (c >= 0x41 && c <= 0x5a) return at(0x1d434 + c - 0x41);
  if (c >= 0x61 && c <= 0x7a) return at(0x1d44e + c - 0x61);
  if (c === 0x131) return at(0x1d6a4); // dotless i, j
  if (c === 0x237) return at(0x1d6a5);
  if (c >= 0x391 && c <= 0x3a9) return at(0x1d6e2 + c - 0x391); // capital Greek (0x3a2: ϴ's slot)
  if (c === 0x3f4) return at(0x1d6f3);
  if (c === 0x2207) return at(0x1d6fb); // nabla
  if (c >= 0x3b1 && c <= 0x3c9) return at(0x1d6fc + c - 0x3b1);
  const more = { 0x2202: 0x1d715, 0x3f5: 0x1d716, 0x3d1: 0x1d717, 0x3f0: 0x1d718, 0x3d5: 0x1d719, 0x3f1: 0x1d71a, 0x3d6: 0x1d71b };
  return more[c] ? at(more[c]) : char;
}

/** The characters of every page in `dist` (a folder URL or path). */
export function siteMathCharacters(dist) {
  const all = new Set();
  for (const name of readdirSync(dist).filter((n) => n.endsWith(".html"))) {
    for (const char of mathCharacters(readFileSync(new URL(name, dist), "utf8"))) all.add(char);
  }
  return [...all].sort().join("");
}

// `node tests/support/math-chars.mjs dist/` prints them (for ./x fonts).
if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = new URL(process.argv[2].replace(/\/?$/, "/"), `file://${process.cwd()}/`);
  process.stdout.write(siteMathCharacters(dist));
}
