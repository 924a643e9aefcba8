// Applies the reader's theme before the page is drawn, so it never flashes the other one: a
// link's ?theme=light|dark|auto, else the choice kept in this browser by the site's switch,
// else the system's (auto: no attribute, the stylesheet follows prefers-color-scheme). A classic
// script in the head, from the site itself, which the pages' strict policy allows.
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
