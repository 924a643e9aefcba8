// The hostile-input catalogue (tests/fixtures/hostile-inputs.json) and how a person reaches
// each of its fields: shared by the catalogue's browser and API tests.

import { readFileSync } from "node:fs";

let loaded;
/** The catalogue as stored: `{ fields, fixedChoices, entries }`. */
export function catalogue() {
  loaded ??= JSON.parse(readFileSync(new URL("../fixtures/hostile-inputs.json", import.meta.url), "utf8"));
  return loaded;
}

/** The categories the catalogue must hold at least one entry of (issue 8, item 1). */
export const REQUIRED_CATEGORIES = [
  "empty", "whitespace", "negative", "zero", "non-numeric", "unicode-digits", "10^18", "2^64",
  "10^30", "1e999", "NaN", "duplicates", "thousands", "long", "html", "javascript-url", "url-param",
];

/**
 * A value of the fixture, decoded. Plain JSON stands for itself; a few objects stand for what
 * JSON cannot hold:
 *   { "$repeat": "1 ", "times": 5000 }     a string repeated (“1 1 1 …”)
 *   { "$concat": [a, b, …] }               strings (each possibly encoded) joined
 *   { "$fill": 1, "length": 5000 }         an array of one value
 *   { "$bigint": "18446744073709551616" }  a BigInt
 *   { "$number": "NaN" | "Infinity" | "1e999" | "1e18" … }  a JS number from its text
 *   { "$undefined": true }                 undefined
 */
export function decode(value) {
  if (Array.isArray(value)) return value.map(decode);
  if (value === null || typeof value !== "object") return value;
  if ("$repeat" in value) return String(value.$repeat).repeat(value.times);
  if ("$concat" in value) return value.$concat.map(decode).join("");
  if ("$fill" in value) return Array.from({ length: value.length }, () => decode(value.$fill));
  if ("$bigint" in value) return BigInt(value.$bigint);
  if ("$number" in value) return Number(value.$number);
  if ("$undefined" in value) return undefined;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
}

/** A short, printable form of an input for a test's name. */
export function shown(value) {
  const text = typeof value === "string" ? value : JSON.stringify(value, (_, v) => (typeof v === "bigint" ? `${v}n` : v));
  const flat = (text ?? String(value)).replace(/\n/g, "⏎");
  return flat.length > 40 ? `${flat.slice(0, 30)}… (${flat.length} characters)` : flat;
}

/** The entries of one kind (`widget`, `api` or `url`), their inputs decoded. */
export function entries(kind) {
  return catalogue().entries.filter((e) => e.target.kind === kind).map((e) => ({ ...e, input: decode(e.input) }));
}

/** `wl-table`, or `sg-table#sg-octal` for a widget the playground gives an id. */
export function widgetSelector(key) {
  const [kind, id] = key.split("#");
  return id ? `#${id}` : `[data-widget="${kind}"]`;
}

/** The key `widgetSelector` reads: a placeholder's kind, and its id when it has one. */
export function widgetKey(kind, id) {
  return id ? `${kind}#${id}` : kind;
}

/** The field `name` of a widget (`stdin`: its code runner's stdin box). */
export function fieldOf(widget, name) {
  if (name === "stdin") return widget.locator(".code-stdin");
  return widget.locator(`form .field [name="${name}"]`).first();
}

/** Sends what is in the field as a person would: Enter, or the button beside a text box. */
export async function send(widget, name, field) {
  if (name === "stdin") return widget.locator(".code-run").click();
  if ((await field.evaluate((el) => el.tagName)) === "TEXTAREA") {
    return field.locator("xpath=ancestor::form[1]").locator('button[type="submit"]').click();
  }
  return field.press("Enter");
}

/**
 * Brings a field to where a person can use it: a guess field waits for a question (predict
 * mode on, the player stepped to the first question), a move field for a game. Called before
 * every entry; it does nothing when the field is already waiting.
 */
export async function reach(widget, name, setup) {
  const field = fieldOf(widget, name);
  if (setup === "predict") {
    const question = widget.locator(".predict-question").first();
    const asking = async () =>
      (await field.isVisible()) && (await field.isEnabled()) && /\?/.test((await question.textContent()) ?? "");
    if (await asking()) return field;
    const toggle = widget.locator("label:has(input[type=checkbox])").filter({ hasText: /Tự đoán|Predict/ }).locator("input");
    if (!(await toggle.isChecked())) await toggle.check();
    const reset = widget.getByRole("button", { name: /^(Về đầu|Back to start)$/ });
    if (await reset.isEnabled()) await reset.click();
    for (let i = 0; i < 12 && !(await asking()); i++) {
      await widget.getByRole("button", { name: /^(Tiến một bước|Step forward)$/ }).click();
    }
    if (!(await asking())) throw new Error(`${name}: no question came`);
  } else if (setup === "wythoff-game") {
    const go = widget.locator('.wy-typed button[type="submit"]');
    if (await go.isDisabled()) {
      await fieldOf(widget, "start").fill("4 6");
      await fieldOf(widget, "start").press("Enter");
    }
  } else if (setup === "bipartite-game" || setup === "graph-game") {
    // A new game when the last one is over (the graph's starts on vertex 0, with 0 → 1).
    const prefix = setup === "graph-game" ? "gr" : "bipartite";
    const go = widget.locator(`.${prefix}-typed button[type="submit"]`);
    if (await go.isDisabled()) await widget.getByRole("button", { name: /^(Ván mới|New game)$/ }).click();
  } else if (setup) {
    throw new Error(`unknown setup ${setup}`);
  }
  return field;
}

/**
 * Sends each of `texts` from inside the page (value set, form submitted, or the stdin box's
 * button pressed) and returns what the field said after each: for sweeps, where typing as a
 * person would is too slow to repeat hundreds of times.
 */
export async function sendInPage(field, texts) {
  return field.evaluate((el, list) => {
    return list.map((text) => {
      el.value = text;
      el.dispatchEvent(new Event("input", { bubbles: true }));
      if (el.classList.contains("code-stdin")) el.closest(".code-panel").querySelector(".code-run").click();
      else el.form.requestSubmit();
      const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
      const message = ids.map((id) => document.getElementById(id)).find((m) => m?.classList.contains("field-error") && !m.hidden);
      return {
        text,
        invalid: el.getAttribute("aria-invalid") === "true",
        message: message?.textContent || null,
        beside: message ? message.parentElement === el.parentElement : false,
      };
    });
  }, texts);
}

/**
 * What the field says about its value: whether it is marked invalid, and the text of the
 * message the field points to with aria-describedby (a visible `.field-error` beside it).
 */
export async function verdict(field) {
  return field.evaluate((el) => {
    const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
    const message = ids
      .map((id) => document.getElementById(id))
      .find((m) => m && m.classList.contains("field-error") && !m.hidden && m.textContent !== "");
    return {
      value: el.value,
      invalid: el.getAttribute("aria-invalid") === "true",
      message: message?.textContent ?? null,
      // Beside the field: in the same wrapper as the input (its label, the input, the message).
      beside: message ? message.parentElement === el.parentElement : false,
      announced: message?.getAttribute("role") === "alert",
    };
  });
}

/**
 * Everything a refusal must leave alone, in one look: what the widget shows except what a
 * refusal may change (the messages, the sandbox's line saying its output is from the last good
 * run, the `echoes` selectors), and the values of its fields by name (the stdin box as `stdin`).
 */
export async function state(widget, echoes = []) {
  return widget.evaluate((root, also) => {
    const copy = root.cloneNode(true);
    for (const el of copy.querySelectorAll([".field-error", ".sandbox-status", "script", "style", ...also].join(", "))) el.remove();
    const values = Object.fromEntries(
      [...root.querySelectorAll("input:not([type=checkbox]):not([type=range]), textarea, select")]
        .filter((el) => el.name || el.classList.contains("code-stdin"))
        .map((el) => [el.classList.contains("code-stdin") ? "stdin" : `${el.closest("form")?.className ?? ""}/${el.name}`, el.value]),
    );
    return { picture: copy.textContent.replace(/\s+/g, " ").trim(), values };
  }, echoes);
}
