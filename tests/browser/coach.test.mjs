// The coach of every game against the computer (kit/coach.rs), driven as a learner would, in
// each of the eight games of the playground (the token on a directed graph has draws too): "show values" lists every legal move with its
// value, and pressing those buttons plays whole games — a win by the best moves, a loss after
// a bad first move, a thrown win that coach mode warns of and takes back, the review naming
// the first mistake with the game's theorem, the analysis picture of each game checked against
// the position, the value strip rewinding the game, and each of
// the computer's strengths. Both languages, at 375 and 1280 px; any console error fails. Each
// test opens the playground at its game's section (`openWidget`), not the whole page.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { horizontalOverflow, launch, openWidget, OUTPUT, screenshotAtRest } from "../support/browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The number in `text` after `label` (a regex source). */
function numberAfter(text, label) {
  const found = text.match(new RegExp(`${label}\\D*(\\d+)`));
  return found ? Number(found[1]) : assert.fail(`no number after ${label} in: ${text}`);
}

/** The XOR the theorem's words state: the number before the verdict ("… = 2 ≠ 0: …"). */
function theoremSum(text) {
  const theorem = text.split(/Định lý của bài:|The lesson's theorem:/)[1] ?? assert.fail(`no theorem in: ${text}`);
  const found = theorem.match(/(\d+)(?: ≠ 0)?: /);
  return found ? Number(found[1]) : assert.fail(`no sum in: ${theorem}`);
}

/** The bit table of the analysis: its X is the XOR the theorem's words state. Its row names. */
async function bitTableMatches(picture, text) {
  const table = picture.locator("table.nim-bits");
  assert.ok(await table.isVisible(), "the analysis shows its bit table");
  assert.equal(Number(await table.locator(".nim-x").textContent()), theoremSum(text), text);
  return table.locator("tbody tr th").allTextContents();
}

// Each game's `picture` checks the analysis picture of coach mode against the position it
// analyses (`text` is the analysis in words; `winning` says whether the learner is winning;
// `root`, the play panel).
const GAMES = [
  {
    name: "Nim",
    widget: ".nim-widget",
    section: "nim",
    picture: (picture, text) => bitTableMatches(picture, text),
  },
  {
    name: "Moore's Nim-k",
    widget: ".moore-widget",
    section: "moore",
    async picture(picture, text, winning) {
      const remainders = await picture.locator(".nim-xor-row .nim-residue").allTextContents();
      assert.ok(remainders.length > 0, "the remainder row is drawn");
      assert.equal(remainders.some((r) => r !== "0"), winning, `remainders ${remainders} for: ${text}`);
    },
  },
  {
    name: "staircase Nim",
    widget: ".staircase-widget",
    section: "staircase",
    async picture(picture, text) {
      const rows = await bitTableMatches(picture, text);
      rows.forEach((row, i) => assert.match(row, new RegExp(`(Bậc|Step) ${2 * i + 1}$`), "one row per odd step"));
    },
  },
  {
    name: "coin turning",
    widget: ".coins-widget",
    section: "coins",
    async picture(picture, text, _winning, root) {
      const rows = await bitTableMatches(picture, text);
      const heads = await root.locator(".play-board .co-coin.is-heads").count();
      assert.equal(rows.length, heads, "one row per head");
    },
  },
  {
    name: "Wythoff's queen",
    widget: ".wythoff-widget",
    section: "wythoff",
    async picture(picture, text, winning) {
      const here = picture.locator("table.wy-pairs tr.is-here");
      const targets = picture.locator("table.wy-pairs tr.is-target");
      assert.equal(await here.count(), winning ? 0 : 1, `the queen's own pair for: ${text}`);
      assert.equal((await targets.count()) > 0, winning, `the pairs a move reaches for: ${text}`);
    },
  },
  {
    name: "Fibonacci Nim",
    widget: ".fib-nim-widget",
    section: "fib-nim-play",
    async picture(picture, text, winning) {
      const table = picture.locator("table.fn-digits");
      const terms = (await table.locator("thead th").allTextContents()).slice(1).map(Number);
      const digits = await table.locator(".fn-digit-row td").allTextContents();
      const pile = Number((await table.locator(".fn-digit-row th").textContent()).replace(/\D/g, ""));
      const sum = terms.reduce((acc, term, i) => acc + (digits[i].endsWith("1") ? term : 0), 0);
      assert.equal(sum, pile, `the digits ${digits} write the pile ${pile}`);
      const smallest = digits.findIndex((d) => d.startsWith("★"));
      assert.equal(smallest, digits.findLastIndex((d) => d.endsWith("1")), "★ on the smallest part");
      const reached = await table.locator(".fn-reach-row td").nth(smallest).textContent();
      assert.equal(reached === "✓", winning, `the quota reaches the smallest part exactly when winning: ${text}`);
    },
  },
  // The default graph is too small to throw a win in: a path L1–R1–L2–R2–L3–R3, whose R1
  // wins by going back to L1 and loses by going on to L2. The token's start is chosen in the
  // set-up: the test looks for one that suits it.
  {
    name: "the bipartite token game",
    widget: ".bipartite-widget",
    section: "bipartite",
    startSelect: true,
    async prepare(w) {
      await w.locator('input[name="left"]').fill("3");
      await w.locator('input[name="right"]').fill("3");
      await w.locator('input[name="edges"]').fill("1-1, 2-1, 2-2, 3-2, 3-3");
      await w.getByRole("button", { name: /Phân tích|Analyse/ }).click();
    },
    async picture(picture, text, winning) {
      const words = await picture.locator(".bipartite-analysis-words").textContent();
      const size = numberAfter(words, "(?:cỡ|size)");
      assert.equal(await picture.locator("svg .bipartite-edge.is-matched").count(), size, words);
      const tokenFree = await picture.locator("svg .bipartite-vertex.is-token").evaluate((v) => v.textContent.includes("∅"));
      assert.equal(tokenFree, !winning, `the token is free in the matching drawn exactly when losing: ${words}`);
    },
  },
  // The default graph plus 5 → 3: from 5 the learner wins at once (→ 4), holds a draw (→ 0,
  // on the cycle 0 → 1 → 2 → 0) or loses (→ 3, a W vertex for the computer).
  {
    name: "the token game on a directed graph",
    widget: ".graph-widget",
    section: "graph",
    startSelect: true,
    async prepare(w) {
      await w.locator('textarea[name="edges"], input[name="edges"]').first().fill("0-1, 1-2, 2-0, 0-3, 3-4, 5-4, 5-0, 6-5, 5-3");
      await w.getByRole("button", { name: /Vẽ và phân tích|Draw and analyse/ }).click();
    },
    async picture(picture, text, winning) {
      const letters = await picture.locator("svg .gr-vertex .gr-letter").allTextContents();
      assert.equal(letters.join(""), "DDDWLWL", "every vertex's letter from the retrograde analysis");
      const token = picture.locator("svg .gr-vertex.is-token");
      assert.equal(await token.count(), 1, "the token's vertex is marked");
      const letter = await token.locator(".gr-letter").textContent();
      assert.equal(letter === "W", winning, `the token's vertex is W exactly when winning: ${text}`);
    },
  },
];

/** Checks the analysis picture of coach mode against the words beside it. */
async function checkPicture(p, game, words) {
  const text = await p.root.locator(".play-analysis-text").textContent();
  await game.picture(p.root.locator(".play-analysis-picture"), text, words.winning.test(text), p.root);
}

const WORDS = {
  vi: {
    winning: /Bạn đang thắng/,
    better: /Nước tốt hơn: /,
    noMistake: /Bạn không mắc sai lầm nào/,
    firstMistake: /Sai lầm đầu tiên của bạn là nước (\d+): .*bạn đang thắng: .*người đến lượt thắng.*Nước đúng: .*người đến lượt thua nếu đối thủ chơi đúng/,
    markFirst: /⚠ sai lầm đầu tiên$/,
    random: /^Máy \(ngẫu nhiên\): /,
    strength: (words) => new RegExp(`Máy chơi ở mức: ${words}`),
    perfect: "Hoàn hảo",
    strengths: { "learner-75": "Người học \\(đúng 75% số nước\\)", "learner-50": "Người học \\(đúng 50% số nước\\)", random: "Ngẫu nhiên" },
    yourTurn: /^Lượt của bạn/,
    start: "Đầu",
  },
  en: {
    winning: /You are winning/,
    better: /A better move: /,
    noMistake: /You made no mistake/,
    firstMistake: /Your first mistake was move (\d+): .*you were winning: .*the player to move wins.*The right move: .*the player to move loses against perfect play/,
    markFirst: /⚠ first mistake$/,
    random: /^Computer \(at random\): /,
    strength: (words) => new RegExp(`The computer plays: ${words}`),
    perfect: "Perfect",
    strengths: { "learner-75": "Learner \\(best move 75% of the time\\)", "learner-50": "Learner \\(best move 50% of the time\\)", random: "Random" },
    yourTurn: /^Your turn/,
    start: "Start",
  },
};

/** The play panel of `game` and what a learner reads and presses in it. */
function panel(page, game) {
  const root = page.locator(game.widget).first().locator(".play").first();
  return {
    root,
    history: () => root.locator(".play-history li").allTextContents(),
    status: () => root.locator(".play-status").textContent(),
    values: () => root.locator(".play-value"),
    review: () => root.locator(".play-review"),
    strip: () => root.locator(".play-strip-cell"),
    async newGame({ first = "learner", strength = "perfect" } = {}) {
      await root.locator("select.play-first").selectOption(first);
      await root.locator("select.play-strength").selectOption(strength);
      await root.locator(".play-new").click();
    },
    async over() {
      return root.locator(".play-review").isVisible();
    },
    /** The learner won: the last cell of the value strip is a win for them. */
    async learnerWon() {
      return (await root.locator(".play-strip-cell").last().getAttribute("class")).includes("is-win");
    },
  };
}

/** A picture of the play panel in `tests/output/` (coach-nim-review-en-375.png), to look at. */
async function shoot(page, p, game, moment, lang) {
  const kind = game.widget.replace(/^\.|-widget$/g, "");
  const { width } = page.viewportSize();
  await screenshotAtRest(p.root, `${OUTPUT}coach-${kind}-${moment}-${lang}-${width}.png`);
}

/** The value a listed move is written with: ✓ a win, = a draw, ✗ a loss. */
const VALUE_SIGNS = [
  [/— ✓ /, "is-win"],
  [/— = /, "is-draw"],
  [/— ✗ /, "is-lose"],
];

/** Every listed move is a button written with ✓, = or ✗ and coloured to match. */
async function checkValues(p) {
  const texts = await p.values().allTextContents();
  const classes = await p.values().evaluateAll((buttons) => buttons.map((b) => b.className));
  assert.ok(texts.length > 0, "the learner's moves are listed");
  const ranks = texts.map((text, i) => {
    const rank = VALUE_SIGNS.findIndex(([sign]) => sign.test(text));
    assert.ok(rank >= 0, `a value in words: ${text}`);
    assert.ok(classes[i].includes(VALUE_SIGNS[rank][1]), `${text} is coloured as its value`);
    return rank;
  });
  // Winning moves come first, then drawing ones, then losing ones.
  assert.deepEqual(ranks, [...ranks].sort((a, b) => a - b), texts.join(" | "));
  return texts;
}

/** Plays to the end, the learner pressing the value button `choose` picks; checks each list. */
async function playOut(p, choose) {
  for (let turn = 0; turn < 80; turn += 1) {
    if (await p.over()) return;
    const texts = await checkValues(p);
    await p.values().nth(choose(texts)).click();
  }
  assert.fail("the game did not end in 80 turns");
}

const best = () => 0;
const worst = (texts) => texts.length - 1;
const firstLosing = (texts) => texts.findIndex((t) => /— ✗ /.test(t));

/** The whole coach in one game: values, a win, a thrown win taken back, a loss and its
 * review, the strip, and the strengths. */
async function coachGame(page, game, lang) {
  const words = WORDS[lang];
  const p = panel(page, game);
  await game.prepare?.(page.locator(game.widget).first());
  await p.root.scrollIntoViewIfNeeded();
  await p.root.locator("input.play-show-values").check();

  // Who starts (and, where the set-up offers it, where) so that the learner faces a won
  // position on their first turn, with a losing move beside the winning ones.
  await p.root.locator("input.play-coach").check();
  const startSelect = p.root.locator(".play-setup select:not(.play-first):not(.play-strength)");
  const starts = game.startSelect ? await startSelect.locator("option").evaluateAll((os) => os.map((o) => o.value)) : [null];
  let first;
  search: for (const start of starts) {
    if (start !== null) await startSelect.selectOption(start);
    for (const side of ["learner", "computer"]) {
      await p.newGame({ first: side });
      const winning = words.winning.test(await p.root.locator(".play-analysis-text").textContent());
      if (winning && firstLosing(await checkValues(p)) > 0) {
        first = side;
        break search;
      }
    }
  }
  assert.ok(first, `${game.name}: a start where the learner is winning and could throw it`);
  assert.match(await p.root.locator(".play-analysis-text").textContent(), words.winning);
  await checkPicture(p, game, words);
  assert.match(await p.root.locator(".play-intro").textContent(), words.strength(words.perfect));
  const opened = (await p.history()).length;

  // A thrown win: coach mode warns, names a better move, and takes the whole turn back.
  const bad = firstLosing(await checkValues(p));
  await p.values().nth(bad).click();
  const warning = p.root.locator(".play-warning");
  assert.ok(await warning.isVisible(), "the thrown win is warned of");
  assert.match(await warning.textContent(), words.better);
  await shoot(page, p, game, "warning", lang);
  if (!(await p.over())) {
    assert.doesNotMatch(await p.root.locator(".play-analysis-text").textContent(), words.winning);
    await checkPicture(p, game, words);
  }
  await warning.locator(".play-warning-undo").click();
  assert.ok(!(await warning.isVisible()));
  assert.equal((await p.history()).length, opened, "the learner's move and the answer are taken back");
  assert.match(await p.status(), words.yourTurn);

  // A loss: the same bad move, then the worst each turn; the perfect computer keeps its win.
  await p.values().nth(bad).click();
  await playOut(p, worst);
  assert.ok(!(await p.learnerWon()), "the perfect computer wins after the thrown win");
  const mistake = await p.root.locator(".play-review-learner").textContent();
  const [, n] = mistake.match(words.firstMistake) ?? assert.fail(`no first mistake named: ${mistake}`);
  assert.equal(Number(n), opened + 1, "the first mistake is the learner's first move");
  const rows = await p.root.locator(".play-review-list li").allTextContents();
  assert.equal(rows.length, (await p.history()).length, "the review lists every move");
  assert.match(rows[opened], words.markFirst);
  assert.ok((await horizontalOverflow(page)) <= 0, "the review fits the width");
  await shoot(page, p, game, "review", lang);

  // The strip: back to the learner's first position, then a win by the best moves.
  const cells = p.strip();
  assert.equal(await cells.count(), rows.length + 1, "one cell per position");
  await cells.nth(opened).click();
  assert.equal((await p.history()).length, opened, "rewound to the learner's first turn");
  assert.ok(!(await p.over()));
  await playOut(p, best);
  assert.ok(await p.learnerWon(), "the best moves win");
  assert.match(await p.root.locator(".play-review-learner").textContent(), words.noMistake);

  // Strengths: against a random computer every answer is marked random; each learner level is
  // named in the introduction. The learner's best moves win against each.
  for (const strength of ["random", "learner-75", "learner-50"]) {
    await p.newGame({ first, strength });
    assert.match(await p.root.locator(".play-intro").textContent(), words.strength(words.strengths[strength]));
    await playOut(p, best);
    assert.ok(await p.learnerWon(), `the best moves win against ${strength}`);
    const computer = (await p.history()).filter((item) => !/^(Bạn|You):/.test(item));
    if (strength === "random") assert.ok(computer.every((item) => words.random.test(item)), computer.join("\n"));
  }
  await p.newGame({ first });
}

describe("the coach of every game against the computer", () => {
  const layouts = [
    ["vi", 1280],
    ["en", 375],
    ["en", 1280],
    ["vi", 375],
  ];
  GAMES.forEach((game, i) => {
    const [lang, width] = layouts[i % layouts.length];
    test(`${game.name} (${lang}, ${width} px): values, a win, a loss, a thrown win, the review, the strip, strengths`, async () => {
      const session = await openWidget(browser, game.section, { width });
      const { page } = session;
      if (lang === "en") await page.getByRole("link", { name: "English" }).click();
      await coachGame(page, game, lang);
      await session.close();
    });
  });

  for (const [lang, width] of [
    ["vi", 1280],
    ["en", 375],
  ]) {
    test(`the graph game (${lang}, ${width} px): a draw held to a repetition, and a draw thrown away`, async () => {
      const session = await openWidget(browser, GAMES.find((g) => g.widget === ".graph-widget").section, { width });
      const { page } = session;
      if (lang === "en") await page.getByRole("link", { name: "English" }).click();
      const draws = {
        vi: { thrown: /đã bỏ mất thế hòa/, status: /Quân trở lại đỉnh 0 và lại đến lượt bạn, như trước đó: ván hòa\./, stood: /Sai lầm đầu tiên của bạn là nước 1: .*bạn giữ được hòa: .*là D \(hòa\)/ },
        en: { thrown: /threw the draw away/, status: /The token is back on vertex 0 with you to move, as before: a draw\./, stood: /Your first mistake was move 1: .*you could hold a draw: .*is D \(a draw\)/ },
      }[lang];
      const game = GAMES.find((g) => g.widget === ".graph-widget");
      const p = panel(page, game);
      await p.root.scrollIntoViewIfNeeded();
      await p.root.locator("input.play-show-values").check();
      await p.root.locator("input.play-coach").check();
      // On the default graph the token starts on 0, on the cycle 0 → 1 → 2 → 0 (D); 0 → 3
      // hands the computer a win.
      await p.root.locator("select.gr-play-start").selectOption("0");
      await p.newGame();
      let texts = await checkValues(p);
      assert.deepEqual(texts.map((t) => VALUE_SIGNS.findIndex(([sign]) => sign.test(t))), [1, 2], texts.join(" | "));
      // Holding the draw: the computer holds it too, until the token is back on 0 with the
      // learner to move.
      await playOut(p, () => 0);
      assert.match(await p.status(), draws.status);
      assert.equal((await p.history()).length, 6, "0 → 1 → 2 → 0 → 1 → 2 → 0");
      const last = p.strip().last();
      assert.match(await last.getAttribute("class"), /is-draw/);
      assert.match(await last.textContent(), /=/);
      // Throwing the draw away: warned of, taken back, and named in the review.
      await p.newGame();
      texts = await checkValues(p);
      await p.values().nth(texts.length - 1).click();
      const warning = p.root.locator(".play-warning");
      assert.match(await warning.textContent(), draws.thrown);
      await warning.locator(".play-warning-undo").click();
      assert.equal((await p.history()).length, 0, "the whole turn taken back");
      await p.values().nth(texts.length - 1).click();
      await playOut(p, () => 0);
      assert.ok(!(await p.learnerWon()));
      assert.match(await p.root.locator(".play-review-learner").textContent(), draws.stood);
      await session.close();
    });
  }

  for (const [lang, width] of [
    ["en", 375],
    ["vi", 375],
    ["en", 1280],
  ]) {
    test(`Nim (${lang}, ${width} px): the whole coach, and the live bit table of the position`, async () => {
      const session = await openWidget(browser, GAMES[0].section, { width });
      const { page } = session;
      if (lang === "en") await page.getByRole("link", { name: "English" }).click();
      const nim = GAMES[0];
      const p = panel(page, nim);
      await p.root.locator("input.play-coach").check();
      const table = p.root.locator(".play-analysis table.nim-bits");
      assert.ok(await table.isVisible(), "coach mode shows the bit table of the position");
      assert.equal(await table.locator(".nim-x").textContent(), "2", "3 4 5: X = 2");
      await coachGame(page, nim, lang);
      await session.close();
    });
  }
});
