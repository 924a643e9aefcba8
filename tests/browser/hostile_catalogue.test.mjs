// The hostile-input catalogue (tests/fixtures/hostile-inputs.json) run in the page as a person
// would: each entry is typed into its field and sent with Enter (or the button beside a text
// box). A refused entry must be said at the field (aria-invalid, and the message the field
// points to with aria-describedby, right beside it, announced); the widget must keep its last
// good state (everything it shows, its other fields, the URL); the field must still hold what
// was typed; and the widget must take a good value afterwards. The same entries in the English
// page must be refused with the catalogued English message. An accepted entry must be
// answered. Links and embeds carrying hostile state open on a clear message or the default
// state, and nothing runs. Last, a generic sweep: every field refuses 8 kinds of hostile text,
// and every message on show follows a language switch.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { launch, open, settledUrl, SITE, watchProblems } from "../support/browser.mjs";
import {
  catalogue,
  decode,
  entries,
  fieldOf,
  reach,
  send,
  sendInPage,
  shown,
  state,
  verdict,
  widgetKey,
  widgetSelector,
} from "../support/hostile.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const { fields: FIELDS, fixedChoices: FIXED, widgetPage: PAGE } = catalogue();
const WIDGET_ENTRIES = entries("widget");
const URL_ENTRIES = entries("url");

/** The widget entries by field, in the catalogue's order. */
const GROUPS = new Map();
for (const e of WIDGET_ENTRIES) {
  assert.equal(e.target.page, PAGE, `${e.id}: widget entries run on ${PAGE}`);
  const key = `${e.target.widget}/${e.target.field}`;
  GROUPS.set(key, [...(GROUPS.get(key) ?? []), e]);
}

/** Letters only Vietnamese uses: a message in Vietnamese has some. */
const VIETNAMESE = /[ăâđêôơưáàảãạấầẩẫậắằẳẵặéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵ]/i;

/** Every place a person can type or choose in the page's widgets: `widget/field` → tag. */
async function enumerateFields(page) {
  const found = await page.evaluate(() => {
    const slotOf = (el) => el.closest("[data-widget]");
    const typed = [...document.querySelectorAll("[data-widget] form .field input, [data-widget] form .field textarea, [data-widget] select")]
      // The embed panel's theme list offers fixed choices only (its own suite checks them).
      .filter((el) => el.type !== "checkbox" && !el.closest('[data-part="embed"]'))
      .map((el) => [slotOf(el), el.name, el.tagName.toLowerCase()]);
    const stdin = [...document.querySelectorAll("[data-widget] .code-stdin")].map((el) => [slotOf(el), "stdin", "textarea"]);
    return [...typed, ...stdin].map(([slot, name, tag]) => [slot.dataset.widget, slot.id, name, tag]);
  });
  return Object.fromEntries(found.map(([kind, id, name, tag]) => [`${widgetKey(kind, id)}/${name}`, tag]));
}

/** Types the field's good value and checks it is taken. */
async function typeGood(widget, key, why) {
  const spec = FIELDS[key];
  const name = key.split("/")[1];
  const field = await reach(widget, name, spec.setup);
  await field.fill(spec.valid);
  await send(widget, name, field);
  const said = await verdict(field);
  assert.equal(said.invalid, false, `${key}: the good value “${spec.valid}” ${why} was refused: ${said.message}`);
  assert.equal(said.message, null, `${key}: a message stays after the good value ${why}`);
}

describe("hostile inputs, catalogued", () => {
  // The playground in Vietnamese, opened once for the first two tests (the second leaves every
  // field with a good value, as the first found it). Closed (and its log checked) last. The
  // sweep opens its own: the entries have played the games' moves to their end.
  let playground;
  const vietnamese = async () => (playground ??= await open(browser, PAGE));
  after(async () => {
    await playground?.close();
  });

  test("every field of every playground widget has a catalogue entry (or is a fixed choice)", async (t) => {
    const tags = await enumerateFields((await vietnamese()).page);
    const found = Object.keys(tags);
    const covered = new Set([
      ...GROUPS.keys(),
      ...URL_ENTRIES.filter((e) => e.target.field).map((e) => `${e.target.widget}/${e.target.field}`),
      ...Object.keys(FIXED),
    ]);
    assert.deepEqual(found.filter((f) => !covered.has(f)), [], "fields without an entry: add them to tests/fixtures/hostile-inputs.json");
    assert.deepEqual(Object.keys(FIELDS).filter((f) => !found.includes(f)), [], "the catalogue names fields the playground no longer has");
    assert.deepEqual([...GROUPS.keys()].filter((f) => !FIELDS[f]), [], "entries for a field missing from \"fields\"");
    const typed = found.filter((f) => tags[f] !== "select");
    t.diagnostic(`${found.length} fields in the playground (${typed.length} to type in, ${found.length - typed.length} to choose from), all covered`);
    assert.ok(typed.length >= 60, `only ${typed.length} fields to type in found`);
  });

  test("each widget entry: refused at the field, nothing lost, the last good state kept; or answered", async (t) => {
    const { page } = await vietnamese();
    let refused = 0;
    let accepted = 0;
    for (const [key, list] of GROUPS) {
      const spec = FIELDS[key];
      const [slot, name] = key.split("/");
      const widget = page.locator(widgetSelector(slot)).first();
      await t.test(key, async () => {
        // What was on show before the first entry; a refusal leaves it as it was, so it stays
        // the reference until an entry is accepted.
        let before = null;
        // The refusals since `before`: the URL, written once the widget rests, is compared
        // once after a run of them (the run is named if it changed), not after each.
        let refusedSince = [];
        const sameUrl = async () => {
          if (refusedSince.length === 0) return;
          assert.equal(await settledUrl(page), before.url, `the URL changed after ${refusedSince.join(", ")}`);
          refusedSince = [];
        };
        for (const entry of list) {
          const what = `${entry.id} (“${shown(entry.input)}”)`;
          const field = await reach(widget, name, spec.setup);
          before ??= { ...(await state(widget, spec.echo)), url: await settledUrl(page) };
          // Before an entry that is taken (and so changes the URL).
          if (!entry.expect.refused) await sameUrl();
          await field.fill(entry.input);
          await send(widget, name, field);
          const [said, now] = await Promise.all([verdict(field), state(widget, spec.echo)]);
          if (entry.expect.refused) {
            refused++;
            assert.equal(said.invalid, true, `${what}: not marked aria-invalid`);
            assert.equal(said.message, entry.expect.refused.vi, `${what}: the message`);
            assert.ok(said.beside, `${what}: the message is not beside the field`);
            assert.ok(said.announced, `${what}: the message is not announced (role=alert)`);
            assert.equal(said.value, entry.input, `${what}: the field lost what was typed`);
            assert.equal(now.picture, before.picture, `${what}: the widget's picture changed`);
            for (const [k, v] of Object.entries(before.values)) {
              if (k.endsWith(`/${name}`) || (name === "stdin" && k === "stdin")) continue;
              assert.equal(now.values[k], v, `${what}: the field ${k} changed`);
            }
            refusedSince.push(what);
          } else {
            accepted++;
            const { selector, end, vi } = entry.expect.accepted;
            assert.equal(said.invalid, false, `${what}: refused (${said.message}) where it should be accepted`);
            const toEnd = widget.getByRole("button", { name: "Tới cuối" });
            if (end && (await toEnd.isEnabled())) await toEnd.click();
            assert.equal(await widget.locator(selector).first().textContent(), vi, `${what}: the answer`);
            before = null;
          }
        }
        await sameUrl();
        // The widget still works: a good value is taken (and answered) after all of them.
        await typeGood(widget, key, "after the last entry");
      });
    }
    t.diagnostic(`${refused} refused and ${accepted} accepted entries in ${GROUPS.size} fields`);
    assert.equal(await page.evaluate(() => globalThis.pwned), undefined, "hostile text ran");
    assert.equal(await page.locator("main img, main script:not([src])").count(), 0, "markup was made from input");
  });

  test("each refused widget entry, in the English page: the catalogued English message at the field", async (t) => {
    const [path, fragment] = PAGE.split("#");
    const session = await open(browser, `${path}?lang=en${fragment ? `#${fragment}` : ""}`);
    const { page } = session;
    let checked = 0;
    for (const [key, list] of GROUPS) {
      const spec = FIELDS[key];
      const [slot, name] = key.split("/");
      const widget = page.locator(widgetSelector(slot)).first();
      const refusedHere = list.filter((e) => e.expect.refused);
      const field = await reach(widget, name, spec.setup);
      // Sent inside the page (the Vietnamese run above types them as a person would).
      const messages = (await sendInPage(field, refusedHere.map((e) => e.input))).map((said) => said.message);
      refusedHere.forEach((entry, i) => {
        assert.equal(messages[i], entry.expect.refused.en, `${entry.id} (“${shown(entry.input)}”): the English message`);
        checked++;
      });
      // The field takes a good value again, in English too (and the form's other fields can
      // then be tried on their own).
      const [good] = await sendInPage(field, [spec.valid]);
      assert.equal(good.invalid, false, `${key}: the good value “${spec.valid}” was refused in English: ${good.message}`);
    }
    t.diagnostic(`${checked} English messages`);
    await session.close();
  });

  for (const entry of URL_ENTRIES) {
    test(`${entry.id}: ${entry.target.page}${shown(entry.input)} opens on a clear message or the default state`, async () => {
      const { page, problems, dialogs } = await openLink(entry.target.page + entry.input);
      const { expect } = entry;
      assert.equal(await page.evaluate(() => document.documentElement.lang), expect.lang, "the page's language");
      if (expect.mountError) {
        assert.equal(await page.locator(".widget-error[role=alert]").textContent(), expect.mountError);
      }
      if (entry.target.widget) {
        const widget = page.locator(widgetSelector(entry.target.widget)).first();
        assert.deepEqual(await widget.locator(".field-error:not([hidden])").allTextContents(), expect.errors, "the messages shown");
        if (expect.field) {
          const { name, value, message } = expect.field;
          const field = ["first", "rule"].includes(name) ? widget.locator(`select[name="${name}"]`) : fieldOf(widget, name);
          const said = await verdict(field);
          assert.equal(said.value, decode(value), "the field's value");
          assert.equal(said.message, message, "the message at the field");
          assert.equal(said.invalid, message !== null, "aria-invalid");
          if (message !== null) assert.ok(said.beside, "the message is not beside the field");
        }
        if (expect.state) {
          assert.equal(await widget.locator(expect.state.selector).first().textContent(), expect.state.text, "the state opened on");
        }
      }
      assert.equal(await page.evaluate(() => globalThis.pwned), undefined, "hostile text ran");
      assert.deepEqual(dialogs, [], "a dialog opened");
      assert.equal(await page.locator("main img, main script:not([src]), [onload], [onerror]").count(), 0, "markup was made from the link");
      assert.deepEqual(problems, [], "the page logged errors");
      await page.close();
    });
  }

  test("a generic sweep: every typed field refuses 8 kinds of hostile text in Vietnamese, and the messages follow a language switch", async (t) => {
    const HOSTILE = [
      "abc",
      "NaN",
      "1e999",
      "１２", // full-width digits
      "١٢", // Arabic-Indic digits
      "<img src=x onerror=globalThis.pwned=1>",
      "javascript:alert(1)",
      "\"><script>globalThis.pwned=1</script>",
    ];
    const session = await open(browser, PAGE);
    const { page } = session;
    // The form each field belongs to (a stdin box is its own): a form checks all its fields,
    // so only its last field can keep a refusal on show for the language switch.
    const formOf = new Map();
    // A free field (a program's output to judge) takes every text: its entries check the verdicts.
    const SWEPT = Object.entries(FIELDS).filter(([, spec]) => !spec.free);
    for (const [key] of SWEPT) {
      const [slot, name] = key.split("/");
      const field = fieldOf(page.locator(widgetSelector(slot)).first(), name);
      const index = await field.evaluate((el) => (el.form ? [...document.forms].indexOf(el.form) : -1));
      formOf.set(key, index < 0 ? key : `form ${index}`);
    }
    const last = new Map([...formOf].map(([key, form]) => [form, key]));
    const held = [];
    for (const [key, spec] of SWEPT) {
      const [slot, name] = key.split("/");
      const widget = page.locator(widgetSelector(slot)).first();
      const field = await reach(widget, name, spec.setup);
      const hold = last.get(formOf.get(key)) === key;
      // Sent inside the page, one field at a time (a sweep, not a person: fast). A field that
      // keeps no refusal on show takes its good value again at once.
      const answers = await sendInPage(field, hold ? HOSTILE : [...HOSTILE, spec.valid]);
      if (!hold) {
        const good = answers.pop();
        assert.equal(good.invalid, false, `${key}: the good value “${spec.valid}” was refused after the sweep: ${good.message}`);
      }
      for (const a of answers) {
        assert.ok(a.invalid, `${key} took “${a.text}”`);
        assert.ok(a.beside, `${key}: no message beside the field for “${a.text}”`);
        assert.match(a.message ?? "", VIETNAMESE, `${key}: “${a.message}” is not in Vietnamese`);
        assert.ok((a.message ?? "").length < 400, `${key}: a message of ${a.message.length} characters`);
      }
      // The last field of each form keeps its last refusal on show for the switch below.
      if (hold) held.push({ key, field, vi: answers.at(-1).message });
    }
    assert.equal(await page.evaluate(() => globalThis.pwned), undefined, "hostile text ran");
    assert.equal(await page.locator("main img, main script:not([src])").count(), 0, "markup was made from input");

    await page.getByRole("link", { name: "English" }).click();
    for (const { key, field, vi } of held) {
      const { message } = await verdict(field);
      assert.ok(message, `${key}: the message went away on the switch to English`);
      assert.doesNotMatch(message, VIETNAMESE, `${key}: still in Vietnamese after the switch: “${message}”`);
      assert.notEqual(message, vi, `${key}: the message did not change language`);
    }
    await page.getByRole("link", { name: "Tiếng Việt" }).click();
    for (const { key, field, vi } of held) {
      assert.equal((await verdict(field)).message, vi, `${key}: the message after switching back`);
    }
    // Each field takes its good value again (sent inside the page, as the sweep was).
    for (const { key } of held) {
      const [slot, name] = key.split("/");
      const field = await reach(page.locator(widgetSelector(slot)).first(), name, FIELDS[key].setup);
      const [good] = await sendInPage(field, [FIELDS[key].valid]);
      assert.equal(good.invalid, false, `${key}: the good value “${FIELDS[key].valid}” was refused after the sweep: ${good.message}`);
    }
    t.diagnostic(
      `${formOf.size} fields, ${formOf.size * HOSTILE.length} hostile inputs refused; the messages of ${held.length} fields (one per form) followed the language`,
    );
    await session.close();
  });
});

/**
 * Opens a link as a stranger would send it, listening from the start: errors, failed requests
 * and dialogs are collected; the page is ready when its widget is, or when it says why not.
 */
let linkContext;
async function openLink(path) {
  // One context for all the links (the site's files and compiled wasm stay cached), a fresh
  // page for each.
  linkContext ??= await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await linkContext.newPage();
  const problems = watchProblems(page);
  const dialogs = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(new URL(path, SITE).href);
  await page.waitForFunction(() => window.wasmBindings !== undefined);
  await page.locator('[data-widget] [data-ready="true"], .widget-error').first().waitFor();
  return { page, problems, dialogs };
}
