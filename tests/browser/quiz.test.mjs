// The quick check at the end of every lesson page: five questions (a number to type, W or L to
// pick, a move to choose), each judged at once with its reason, the score kept, a refused text
// explained at its field and never counted, a new quiz on demand, the same quiz for the same
// link, in both languages. Every lesson's quiz is answered as a person would: once carelessly
// (each verdict read, the right answers learnt from them), then all wrong, then all right.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, open, OUTPUT, screenshotAtRest, settledUrl } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const LESSONS = [
  ["win-lose.html", "win-lose"],
  ["nim.html", "nim"],
  ["grundy.html", "grundy"],
  ["grundy-advanced.html", "grundy-advanced"],
  ["wythoff.html", "wythoff"],
  ["graphs.html", "graphs"],
  ["score.html", "score"],
  ["adhoc.html", "adhoc"],
];

/** The quiz of the page, mounted and in view. */
async function quizOf(page, topic) {
  const w = page.locator(`#quiz-${topic} .quiz-widget`);
  await w.scrollIntoViewIfNeeded();
  await w.locator(".quiz-question").first().waitFor();
  return w;
}

/** What kind of answer question `q` takes: "number", "outcome" or "choice". */
async function formOf(q) {
  if ((await q.locator('input[name="answer"]').count()) > 0) return "number";
  if ((await q.locator(".guess").count()) > 0) return "outcome";
  return "choice";
}

/** The labels of a question's buttons (W / L or the choices), as shown. */
const labels = (q) => q.locator(".quiz-choices button").allTextContents();

/** Gives `answer` (a number, "W"/"L", or a choice's label) to question `q`. */
async function give(q, form, answer) {
  if (form === "number") {
    const field = q.locator('input[name="answer"]');
    await field.fill(String(answer));
    await field.press("Enter");
  } else {
    await q.locator(".quiz-choices button").filter({ hasText: new RegExp(`^${escape(answer)}$`) }).click();
  }
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A wrong answer to a question whose right answer is `right`. */
async function wrongFor(q, form, right) {
  if (form === "number") return String(Number(right) + 1);
  return (await labels(q)).find((label) => label !== right);
}

const VERDICT_VI = /^(✓ Đúng\. |✗ Chưa đúng: đáp án là (.+?)\. )(.+)$/s;
const VERDICT_EN = /^(✓ Right\. |✗ Not right: the answer is (.+?)\. )(.+)$/s;

/** The right answer a verdict tells, given what was answered. */
function rightFrom(verdict, given, pattern = VERDICT_VI) {
  const match = verdict.match(pattern);
  assert.ok(match, `a verdict that says right or wrong and why: “${verdict}”`);
  assert.ok(match[3].trim().length > 10, `a reason after the verdict: “${verdict}”`);
  return match[2] ?? given;
}

describe("the quick check at the end of each lesson", () => {
  for (const [path, topic] of LESSONS) {
    test(`${path}: answered carelessly, then all wrong, then all right; the score follows`, async () => {
      const link = `${path}#quiz-${topic}.seed=4242`;
      let session = await open(browser, link);
      let w = await quizOf(session.page, topic);
      assert.match(await w.locator(".widget-title").textContent(), /^Kiểm tra nhanh: /);
      const questions = w.locator(".quiz-question");
      assert.equal(await questions.count(), 5);
      const forms = [];
      for (let i = 0; i < 5; i++) forms.push(await formOf(questions.nth(i)));
      assert.ok(new Set(forms).size >= 2, `${topic}: at least two kinds of question (${forms})`);
      const prompts = await w.locator(".quiz-prompt").allTextContents();
      assert.equal(await w.locator(".quiz-score").textContent(), "Điểm: 0 / 5 (đã trả lời 0 câu)");

      // Careless: W, the first choice, or 0; each verdict read, the right answers learnt.
      const rights = [];
      let scored = 0;
      for (let i = 0; i < 5; i++) {
        const q = questions.nth(i);
        const given = forms[i] === "number" ? "0" : (await labels(q))[0];
        await give(q, forms[i], given);
        const verdict = await q.locator(".quiz-verdict").textContent();
        rights.push(rightFrom(verdict, given));
        if (verdict.startsWith("✓")) scored++;
        // Answered once: the controls are done with, a second answer changes nothing.
        if (forms[i] === "number") assert.equal(await q.locator('input[name="answer"]').isDisabled(), true);
        else {
          for (const button of await q.locator(".quiz-choices button").all()) assert.equal(await button.isDisabled(), true);
          assert.equal(await q.locator(".quiz-choices button.is-right").textContent(), `${rights[i]}`);
        }
        assert.equal(await w.locator(".quiz-score").textContent(), `Điểm: ${scored} / 5 (đã trả lời ${i + 1} câu)`);
      }
      assert.match(await w.locator(".quiz-summary").textContent(), /^Xong: /);
      await session.close();

      // The same link: the same questions, unanswered. All wrong.
      session = await open(browser, link);
      w = await quizOf(session.page, topic);
      assert.deepEqual(await w.locator(".quiz-prompt").allTextContents(), prompts, "the link's seed gives the same quiz");
      for (let i = 0; i < 5; i++) {
        const q = w.locator(".quiz-question").nth(i);
        await give(q, forms[i], await wrongFor(q, forms[i], rights[i]));
        const verdict = await q.locator(".quiz-verdict").textContent();
        assert.ok(verdict.startsWith(`✗ Chưa đúng: đáp án là ${rights[i]}. `), `${topic} question ${i + 1}: “${verdict}”`);
        if (forms[i] !== "number") assert.equal(await q.locator("button.is-wrong").count(), 1);
      }
      assert.equal(await w.locator(".quiz-score").textContent(), "Điểm: 0 / 5 (đã trả lời 5 câu)");
      assert.match(await w.locator(".quiz-summary").textContent(), /^Xong: đúng 0 \/ 5 câu\./);
      await session.close();

      // All right.
      session = await open(browser, link);
      w = await quizOf(session.page, topic);
      for (let i = 0; i < 5; i++) {
        const q = w.locator(".quiz-question").nth(i);
        await give(q, forms[i], rights[i]);
        assert.match(await q.locator(".quiz-verdict").textContent(), /^✓ Đúng\. .{10,}/s);
      }
      assert.equal(await w.locator(".quiz-score").textContent(), "Điểm: 5 / 5 (đã trả lời 5 câu)");
      assert.equal(await w.locator(".quiz-summary").textContent(), "Xong: đúng cả năm câu! Bấm “Đề mới” để thử với số liệu khác.");
      await session.close();
    });
  }

  test("a text that is not a number is explained at its field and never counts; a new quiz; English", async () => {
    // Some seed of the win-lose quiz has a typed question (its Bachet question always is).
    const session = await open(browser, "win-lose.html#quiz-win-lose.seed=7");
    const { page } = session;
    const w = await quizOf(page, "win-lose");
    const typed = w.locator(".quiz-question").filter({ has: page.locator('input[name="answer"]') }).first();
    const field = typed.locator('input[name="answer"]');
    for (const [text, message] of [
      ["", "chưa có giá trị; ví dụ: 3."],
      ["abc", "“abc” không phải là số nguyên."],
      ["-2", "“-2” là số âm; nhỏ nhất là 0."],
      ["<img src=x onerror=globalThis.pwned=1>", "“<img src=x onerror=globa…” không phải là số nguyên."],
    ]) {
      await field.fill(text);
      await field.press("Enter");
      assert.equal(await field.getAttribute("aria-invalid"), "true", text);
      assert.equal(await typed.locator(".field-error").textContent(), message);
      assert.equal(await field.isDisabled(), false, "the field stays open");
      assert.equal(await typed.locator(".quiz-verdict").textContent(), "", "not judged");
    }
    assert.equal(await w.locator(".quiz-score").textContent(), "Điểm: 0 / 5 (đã trả lời 0 câu)");
    assert.equal(await page.evaluate(() => globalThis.pwned), undefined);

    // English rewrites the quiz, the field's message included.
    await page.getByRole("link", { name: "English" }).click();
    assert.match(await w.locator(".widget-title").textContent(), /^Quick check: winning and losing$/);
    assert.equal(await typed.locator(".field-error").textContent(), "“<img src=x onerror=globa…” is not a whole number.");
    assert.equal(await w.locator(".quiz-score").textContent(), "Score: 0 / 5 (0 answered)");
    await field.fill("1");
    await field.press("Enter");
    assert.match(await typed.locator(".quiz-verdict").textContent(), VERDICT_EN);
    assert.equal(await field.getAttribute("aria-invalid"), null);

    // A new quiz: other questions, none answered, its seed in the link.
    const before = await w.locator(".quiz-prompt").allTextContents();
    await w.getByRole("button", { name: "New quiz" }).click();
    assert.notDeepEqual(await w.locator(".quiz-prompt").allTextContents(), before);
    assert.equal(await w.locator(".quiz-score").textContent(), "Score: 0 / 5 (0 answered)");
    assert.match(await settledUrl(page), /#quiz-win-lose\.seed=\d+/);
    assert.doesNotMatch(await settledUrl(page), /seed=7(\D|$)/);
    await session.close();
  });

  for (const [width, name] of [
    [375, "phone"],
    [1280, "wide"],
  ]) {
    test(`screenshot at ${width} px (${name}) with no horizontal page scroll`, async () => {
      const session = await open(browser, "nim.html#quiz-nim.seed=31", { width, height: 900 });
      const { page } = session;
      const w = await quizOf(page, "nim");
      // Two answered (one wrong where possible), so the picture shows verdicts.
      const first = w.locator(".quiz-question").first();
      const form = await formOf(first);
      await give(first, form, form === "number" ? "0" : (await labels(first))[0]);
      assert.equal(await horizontalOverflow(page), 0);
      await screenshotAtRest(w, `${OUTPUT}quiz-${width}.png`);
      await session.close();
    });
  }
});
