// Offers the widgets' Embed buttons their panel (crates/frontend/src/kit/embed_toggle.rs): a
// build of its own, started on the first press, once for the whole page (written by nimlab-site
// into the pages' loaders from crates/site/src/panel_loader.js).

/** The Embed panel's build: [JS glue, wasm, wasm bytes]. */
const PANEL = {{PANEL}};
let panelStarted;
/** Opens a widget's panel: the panel's handle, or null when its build cannot load (a press
 * later tries again). */
globalThis.nimlabPanel = async (...args) => {
  try {
    panelStarted ??= startBuild(PANEL).catch((error) => {
      panelStarted = undefined;
      throw error;
    });
    const glue = await panelStarted;
    return glue.openEmbedPanel(...args);
  } catch (error) {
    console.warn(`nimlab: the Embed panel could not open (${error?.message ?? error})`);
    return null;
  }
};
