// The characters the site's formulas show: the text of every MathML element of the built pages
// (not the LaTeX kept in <annotation>). `./x fonts` subsets the math font to them, and the
// pages test checks the subset still covers them.

import { readdirSync, readFileSync } from "node:fs";

/** The characters shown by the MathML of `html`, as a sorted string without spaces. */
export function mathCharacters(html) {
  const seen = new Set();
  for (const [, math] of html.matchAll(/<math\b[^>]*>([\s\S]*?)<\/math>/g)) {
    const shown = math.replace(/<annotation\b[\s\S]*?<\/annotation>/g, "");
    for (const [, text] of shown.matchAll(/>([^<]+)</g)) {
      const decoded = text
        .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
        .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
        .replaceAll("&lt;", "<")
        .replaceAll("&gt;", ">")
        .replaceAll("&quot;", '"')
        .replaceAll("&amp;", "&");
      for (const char of decoded) if (char.trim()) seen.add(char);
    }
  }
  return [...seen].sort().join("");
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
