// Starts the embed page's widget with the smallest build that holds its kind (a quiz's: of its
// topic, `quiz:nim`, as embed.js picks an element's), and the stylesheet of that kind alone
// (written by nimlab-site from crates/site/src/embed_boot.js as boot-embed.js, see builds.rs and
// kind_css.rs); a kind not listed gets those of every kind.
{{START}}
{{GAME_LOADER}}
const BUILDS = {{BUILDS}};
const STYLESHEETS = {{STYLESHEETS}};
const query = new URLSearchParams(location.search);
const widget = query.get("widget") ?? "";
const key = [`${widget}:${query.get("exercise") ?? query.get("topic")}`, widget].find((key) => Object.hasOwn(BUILDS, key));
const sheet = document.createElement("link");
sheet.rel = "stylesheet";
sheet.href = Object.hasOwn(STYLESHEETS, widget) ? STYLESHEETS[widget] : {{EVERY_STYLESHEET}};
// The widget is drawn once its rules are there; a sheet that fails leaves it plain, not absent.
const styled = new Promise((done) => {
  sheet.addEventListener("load", done);
  sheet.addEventListener("error", done);
});
document.head.append(sheet);
try {
  const build = key === undefined ? {{EVERY}} : BUILDS[key];
  const starting = startBuild(build);
  offerOwnGames(build, starting);
  const [bindings] = await Promise.all([starting, styled]);
  bindings.startPage();
  window.wasmBindings = bindings;
  dispatchEvent(new CustomEvent("TrunkApplicationStarted"));
} catch (error) {
  sayNotLoaded(document.querySelectorAll("main"), error);
}
