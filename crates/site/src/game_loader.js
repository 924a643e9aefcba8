// Offers the widgets their games against the computer (crates/frontend/src/kit/game_slot.rs):
// each game a build of its own, started when a game's slot first comes into view, once for the
// whole page (written by nimlab-site into every loader from crates/site/src/game_loader.js). A
// reader who never scrolls to a game never downloads it; one who does waits for some 60 KB.

/** Each game's build: widget kind → [JS glue, wasm, wasm bytes]. */
const GAMES = {{GAMES}};
/** The kinds whose game a lesson page's own build holds, in a part of its own that the build
 * fetches on the first `openGame` (nimlab-site's builds.rs, `split-games`): opened from the
 * page's bindings once started (`ownBuildStarted`, called by the page's loader), so the games
 * share the page's kit instead of each bringing its own. */
const OWN_GAMES = {{OWN_GAMES}};
let ownBuildStarted;
const ownBuild = new Promise((started) => {
  ownBuildStarted = started;
});
/** Kind → the promise of its game's bindings, started. */
const gamesStarted = new Map();
/** Slot → what stops waiting for it to come into view. */
const waiting = new Map();

/** Fulfils with true once `slot` is in view (through frames too: the implicit root is the top
 * window's viewport), with false if its widget goes first (`nimlabGameCancel`). */
function inView(slot) {
  return new Promise((seen) => {
    const watch = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      watch.disconnect();
      seen(true);
    });
    watch.observe(slot);
    waiting.set(slot, () => {
      watch.disconnect();
      seen(false);
    });
  });
}

/** A widget went before its game (or itself, see `nimlabSeen`) came into view: stop watching,
 * and free what waited. */
globalThis.nimlabGameCancel = (slot) => waiting.get(slot)?.();

/** Fulfils with true once `placeholder` is in view: a widget that closes a lesson mounts then,
 * from the part of the page's build that holds the games (crates/frontend/src/widgets/later.rs). */
globalThis.nimlabSeen = async (placeholder) => {
  const seen = await inView(placeholder);
  waiting.delete(placeholder);
  return seen;
};

/** Opens the game of a widget's `kind` at the end of `slot` once it is in view, reporting to
 * `report` what the widget's own picture shows of it: the game's handle, or null when its build
 * cannot load (the slot's button asks again). */
globalThis.nimlabGame = async (kind, slot, lang, offer, report) => {
  if (!(await globalThis.nimlabSeen(slot))) return null;
  slot.dataset.game = "loading";
  try {
    if (OWN_GAMES.includes(kind)) return await (await ownBuild).openGame(kind, slot, lang, offer, report);
    if (!Object.hasOwn(GAMES, kind)) throw new Error(`no game is called ${kind}`);
    if (!gamesStarted.has(kind)) {
      const bindings = startBuild(GAMES[kind]).catch((error) => {
        gamesStarted.delete(kind);
        throw error;
      });
      gamesStarted.set(kind, bindings);
    }
    const glue = await gamesStarted.get(kind);
    return glue.openGame(kind, slot, lang, offer, report);
  } catch (error) {
    console.warn(`nimlab: the game against the computer could not open (${error?.message ?? error})`);
    return null;
  }
};
