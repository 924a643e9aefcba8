// Starts nimlab's front end on a page: the build of the kinds it holds (written by nimlab-site
// from crates/site/src/page_boot.js as boot-<build>.js).
{{START}}
{{PANEL_LOADER}}
{{GAME_LOADER}}
try {
  const build = {{BUILD}};
  const starting = startBuild(build);
  offerOwnGames(build, starting);
  const bindings = await starting;
  bindings.startPage();
  window.wasmBindings = bindings;
  dispatchEvent(new CustomEvent("TrunkApplicationStarted"));
  {{REGISTER_WORKER}}
} catch (error) {
  sayNotLoaded(document.querySelectorAll("[data-widget]"), error);
}
