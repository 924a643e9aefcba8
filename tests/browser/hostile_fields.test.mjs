// Every text field of every widget on the playground, fed hostile text as a student (or a
// stranger's link) would: each value is refused at its field with a message in the page's
// language, nothing runs, nothing is logged as an error, and the widget takes its old input
// again afterwards.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { launch, open, PLAYGROUND } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Text no field of the site accepts: not a number, not a list, not a code, not a graph. */
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

/** Letters only Vietnamese uses: a message in Vietnamese has some. */
const VIETNAMESE = /[ăâđêôơưáàảãạấầẩẫậắằẳẵặéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵ]/i;

describe("hostile text in every field", () => {
  test("each field of each playground widget refuses it at the field, in Vietnamese, and works again after", async (t) => {
    const session = await open(browser, PLAYGROUND);
    const { page } = session;
    const forms = page.locator("[data-widget] form");
    const count = await forms.count();
    let tried = 0;
    let fieldsSeen = 0;
    for (let f = 0; f < count; f++) {
      const form = forms.nth(f);
      if (!(await form.isVisible())) continue;
      // A form waiting for its moment (a move before the game starts) cannot be sent yet.
      if (await form.locator('button[type="submit"]:disabled').count()) continue;
      const inputs = form.locator(".field input:visible");
      const fields = await inputs.count();
      const originals = [];
      for (let i = 0; i < fields; i++) originals.push(await inputs.nth(i).inputValue());
      for (let i = 0; i < fields; i++) {
        const input = inputs.nth(i);
        const name = `${await form.evaluate((el) => el.closest("[data-widget]").dataset.widget)} / ${await input.getAttribute("name")}`;
        fieldsSeen++;
        for (const text of HOSTILE) {
          await input.fill(text);
          await input.press("Enter");
          tried++;
          assert.equal(await input.getAttribute("aria-invalid"), "true", `${name} took “${text}”`);
          const error = form.locator(`.field:has(input[name="${await input.getAttribute("name")}"]) .field-error`);
          assert.ok(await error.isVisible(), `${name}: no message next to the field for “${text}”`);
          const message = await error.textContent();
          assert.match(message, VIETNAMESE, `${name}: “${message}” is not in Vietnamese`);
          assert.ok(message.length < 400, `${name}: a message of ${message.length} characters`);
        }
        await input.fill(originals[i]);
      }
      if (originals.some((value) => value !== "")) {
        // The old input is taken again: no field of the form is left marked. (A form that
        // starts empty is one for an action, such as a move to play: empty is refused there.)
        await inputs.first().press("Enter");
        const invalid = await form
          .locator('.field input[aria-invalid="true"]')
          .evaluateAll((els) => els.map((el) => `${el.closest("[data-widget]").dataset.widget} / ${el.name} = “${el.value}”`));
        assert.deepEqual(invalid, [], "the form refuses its own first input after the hostile ones");
      }
    }
    t.diagnostic(`${fieldsSeen} fields of ${count} forms, ${tried} hostile inputs refused`);
    assert.ok(fieldsSeen >= 25, `only ${fieldsSeen} fields found`);
    assert.ok(tried >= 200, `only ${tried} inputs tried`);
    assert.equal(await page.evaluate(() => globalThis.pwned), undefined, "hostile text ran");
    assert.equal(await page.locator("main img, main script:not([src])").count(), 0, "markup was made from input");
    await session.close();
  });
});
