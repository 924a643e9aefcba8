// Runs before the page is drawn, on every page of the site: it applies the reader's theme and
// decides when the text faces load.
//
// The theme never flashes the other one: a link's ?theme=light|dark|auto, else the choice kept
// in this browser by the site's switch, else the system's (auto: no attribute, the stylesheet
// follows prefers-color-scheme).
//
// The faces (static/fonts.css, 23-58 KB for a page) are linked at once, as a parser-inserted
// stylesheet the first paint waits for, when this browser has loaded them before (they come
// from its cache or the service worker's, and the text never changes face) and in a frame of a
// blog post that asks for them (below).
// On a first visit they are linked only once the page's first widget is up (or 3 s after the
// page has loaded, if no widget comes): until then the text is drawn in the system's face. On a
// slow line they would otherwise share it with the front end's wasm; lesson 01 on Fast 3G gets
// its first widget about 180 ms sooner without them.
//
// A classic script in the head, from the site itself, which the pages' strict policy allows. It
// is the last element of every page's head. While it downloads it holds the parser: what the
// head asked for before it (the stylesheet, the front end's JS and wasm) downloads meanwhile.
// Before the stylesheet it held everything else back one round trip (lesson 01 on Fast 3G:
// first widget at 3.4 s with it first, 2.4 s with it last).
(function () {
  var stored = function (key, value) {
    try {
      if (value === undefined) return localStorage.getItem(key);
      localStorage.setItem(key, value);
    } catch (refused) {
      // Storage off (a private window, a strict setting): the choice lasts for this page only.
    }
    return null;
  };

  // Teacher mode (?teacher=1), for assigning work: the stylesheet hides the lessons' folded
  // hints, answers and solutions, and each sandbox shows only its tests (sandbox/mod.rs). Marked
  // before the first paint, so that nothing it hides is ever drawn.
  if (new URLSearchParams(location.search).get("teacher") === "1") document.documentElement.setAttribute("data-teacher", "");

  var theme = new URLSearchParams(location.search).get("theme");
  if (theme !== "light" && theme !== "dark" && theme !== "auto") theme = stored("nimlab-theme");
  if (theme === "light" || theme === "dark") document.documentElement.setAttribute("data-theme", theme);

  var FONTS_KEY = "nimlab-fonts";
  var sheet = new URL("fonts.css", document.currentScript.src).href;
  // Kept once the text face's regular weight is in (Latin and Vietnamese letters), so that the
  // next page links the faces before it is drawn.
  var remember = function () {
    document.fonts.load('1em "Be Vietnam Pro"', "a\u01b0").then(function () {
      stored(FONTS_KEY, "1");
    });
  };
  // A frame (embed.html in a post) draws its text in the reader's system face, as an element
  // does in the post (its stylesheet names the faces, the post does not declare them): the
  // faces would weigh 36 KB, more than a frame's budget leaves beside its widget and game. A
  // frame whose address asks for them (font=nimlab, the Embed panel's choice) links them at
  // once, so that the height it reports to the post is final as early as it can be. Their
  // arrival still changes the height (a Nim frame by 16 px): the frame reports it again on the
  // font set's event (embed.rs), as a frame below the fold is not drawn and its resize
  // observer says nothing.
  var atOnce = '<link rel="stylesheet" href="' + sheet + '" data-fonts="at-once">';
  // A frame says which it draws in (`data-fonts` on <html>), so that a test need not work out
  // this rule again.
  if (/\/embed\.html$/.test(location.pathname)) {
    var own = new URLSearchParams(location.search).get("font") === "nimlab";
    document.documentElement.setAttribute("data-fonts", own ? "nimlab" : "system");
    if (own) document.write(atOnce);
    return;
  }
  if (stored(FONTS_KEY) === "1") {
    document.write(atOnce);
    return;
  }
  var linked = false;
  var link = function () {
    if (linked) return;
    linked = true;
    var element = document.createElement("link");
    element.rel = "stylesheet";
    element.href = sheet;
    element.setAttribute("data-fonts", "after-first-widget");
    element.onload = remember;
    document.head.appendChild(element);
  };
  if ("PerformanceObserver" in window) {
    try {
      new PerformanceObserver(function (marks, observer) {
        if (marks.getEntriesByName("nimlab:first-widget").length) {
          observer.disconnect();
          link();
        }
      }).observe({ type: "mark" });
    } catch (unsupported) {
      // An old browser without observers of marks: the load event below links the faces.
    }
  }
  // A widget that never comes (its wasm blocked or failed) does not keep the faces away for long.
  addEventListener("load", function () {
    setTimeout(link, 3000);
  });
})();
