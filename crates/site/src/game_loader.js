// Offers the widgets their games against the computer (crates/frontend/src/kit/game_slot.rs),
// started when a game's slot first comes into view, once for the whole page (written by
// nimlab-site into every loader from crates/site/src/game_loader.js): from the part of the
// widget's own build that holds it where that build has one (a lesson page's, a frame's, an
// element's), else from a build of its own (for Trunk's build of every kind). A reader who
// never scrolls to a game never downloads it.

/** The games this loader opens from a build of their own (nimlab-site leaves out those its
 * builds hold in a part, see `ownGames`): widget kind → [JS glue, wasm, wasm bytes]. */
const GAMES = {{GAMES}};
/** Kind → the promise of the started bindings of a build that holds its game in a part of its
 * own, fetched on the first `openGame` (nimlab-site's builds.rs, `split-games`: a lesson page's
 * build, a frame's or an element's): the game is opened from there, sharing that build's kit,
 * instead of from a build of its own. */
const ownGames = new Map();

/** A loader starting `build` ([JS glue, wasm, bytes, kinds whose games it holds]), whose
 * bindings `starting` promises, offers those games from it; the first build to hold a kind
 * serves it. */
function offerOwnGames(build, starting) {
  for (const kind of build[3] ?? []) if (!ownGames.has(kind)) ownGames.set(kind, starting);
}

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
    if (ownGames.has(kind)) return await (await ownGames.get(kind)).openGame(kind, slot, lang, offer, report);
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
