// Applies the reader's theme before the page is drawn, so it never flashes the other one: a
// link's ?theme=light|dark|auto, else the choice kept in this browser by the site's switch,
// else the system's (auto: no attribute, the stylesheet follows prefers-color-scheme). A classic
// script in the head, from the site itself, which the pages' strict policy allows.
//
// It is the last element of every page's head. While it downloads it holds the parser: what the
// head asked for before it (the stylesheet, the front end's JS and wasm) downloads meanwhile,
// and the fonts the body's text needs are asked for only after it, so on a slow line they do
// not share it with the wasm. Before the stylesheet it held everything else back one round trip
// (lesson 01 on Fast 3G: first widget at 3.4 s with it first, 2.4 s with it last).
(function () {
  var theme = new URLSearchParams(location.search).get("theme");
  if (theme !== "light" && theme !== "dark" && theme !== "auto") {
    try {
      theme = localStorage.getItem("nimlab-theme");
    } catch (refused) {
      theme = null;
    }
  }
  if (theme === "light" || theme === "dark") document.documentElement.setAttribute("data-theme", theme);
})();
