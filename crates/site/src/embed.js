// nimlab in a blog post (written by nimlab-site; the file names are filled in at build time).
//
//   <script type="module" src="https://…/nimlab/embed.js"></script>
//   <nimlab-widget widget="nim" heaps="3,4,5" lang="en"></nimlab-widget>
//   <iframe src="https://…/nimlab/embed.html?widget=nim&heaps=3,4,5" …></iframe>
//
// Frames: the frame of embed.html posts the height of its content, {type: "nimlab:height",
// height}, whenever it changes (growing or shrinking); this script sets the frame's height to
// it, and asks frames that loaded before it to send it again ({type: "nimlab:measure"}). That
// part loads nothing: a post with frames only fetches this file and no more.
//
// Elements: the front end loads only when the page holds a <nimlab-widget>, and only the code of
// the widgets on it: each element gets the smallest build holding its kind, or a quiz the one of
// its topic (BUILDS), loaded once per page and shared by the elements it holds; when the post's
// widgets would take more bytes in several builds than in the one of every kind (EVERY), that one
// comes instead. Until it runs,
// each element keeps the space its widget will take
// (the `reserve` attribute in px, else the measured height of its kind) and shows its children,
// the author's fallback; after 8 s, or if loading fails, it adds a short note in its language
// with a link to the widget on nimlab. The space is kept from the moment this script runs: a
// post drawn before that still moves once, unless the script is in its head with
// blocking="render". Each element is independent (its own state, player and
// keyboard focus) and lives in a shadow root whose stylesheet resets what the post would pass
// down (case, spacing, root font size: see `:host` in style.css). Attributes are the lesson
// placeholders' data-* attributes without the prefix; changing one later remounts the widget;
// removing the element releases its listeners.

{{START}}
{{GAME_LOADER}}

const SITE = new URL("./", import.meta.url).href;
const EMBED_PAGE = new URL("./embed.html", import.meta.url).href;

// Listen at once: frames may finish loading first, and their first height must not be lost.
addEventListener("message", (event) => {
  if (event.data?.type !== "nimlab:height" || !Number.isFinite(event.data.height)) return;
  for (const frame of document.querySelectorAll("iframe")) {
    if (frame.contentWindow !== event.source) continue;
    // Through the CSSOM, which a strict Content-Security-Policy allows (a style attribute it would not).
    frame.style.height = `${Math.ceil(event.data.height)}px`;
  }
});

// Frames that finished before this script ran sent their height to nobody: ask them again.
// ("*": a frame still loading holds about:blank, and the request carries nothing.)
for (const frame of document.querySelectorAll("iframe")) {
  if (frame.src.startsWith(EMBED_PAGE)) frame.contentWindow?.postMessage({ type: "nimlab:measure" }, "*");
}

// Each kind's stylesheet: the site's rules for that kind's widget and the common ones, sized
// against a fixed root (crates/site/src/kind_css.rs, shadow_css.rs); an unknown kind gets every
// kind's.
const STYLESHEETS = {{STYLESHEETS}};
const EVERY_STYLESHEET = {{EVERY_STYLESHEET}};
// The height of each widget kind with its default input in a 720 px column, in px (from
// crates/site/src/reserve.rs, which says how it is measured and checked).
const RESERVED_PX = {{RESERVED_PX}};
// After this long without a widget, the reader is told and offered the site.
const LATE_MS = 8000;
const NOTES = {
  late: { vi: "Mô phỏng đang tải chậm.", en: "The simulation is taking a while to load." },
  failed: NOT_LOADED,
  link: { vi: "Mở trên nimlab", en: "Open it on nimlab" },
};
// Attributes that are the element's own, not the widget's input.
const OWN = new Set(["widget", "lang", "id", "class", "style", "hidden", "title", "reserve"]);
const NAME = /^[a-z][a-z0-9-]{0,31}$/;

// The builds of the front end (written by nimlab-site, see builds.rs): for each kind, the
// smallest that holds it, and for each quiz topic (`quiz:nim`) the one of its questions alone,
// as [JS glue, wasm, wasm bytes]; `quiz` alone has the default topic's. Then the build of every
// kind, and every kind.
const BUILDS = {{BUILDS}};
const EVERY = {{EVERY}};
const KINDS = {{KINDS}};
/** The builds asked for, by their JS file: promises of their started bindings. */
const frontEnds = new Map();
/** The builds started, for `nimlabWidgets` below. */
const started = [];

/**
 * The build an element's widget needs, as shared.js picks a lesson's: the one of its kind
 * narrowed to the exercise or topic it names (`quiz:nim`) when there is one, else its kind's.
 */
function buildOf(element) {
  const kind = element.getAttribute("widget") ?? "";
  const narrowed = `${kind}:${element.getAttribute("exercise") ?? element.getAttribute("topic")}`;
  const key = [narrowed, kind].find((key) => Object.hasOwn(BUILDS, key));
  return key === undefined ? EVERY : BUILDS[key];
}

/** Whether `build` holds what `element` shows: the build of every kind holds everything. */
const serves = (build, element) => build[0] === EVERY[0] || build[0] === buildOf(element)[0];

/** The build `element` loads (see the top of this file). */
function buildFor(element) {
  if (frontEnds.has(EVERY[0])) return EVERY;
  // A kind no build holds gets the front end's message from the smallest build.
  const own = KINDS.includes(element.getAttribute("widget"))
    ? buildOf(element)
    : Object.values(BUILDS).reduce((a, b) => (b[2] < a[2] ? b : a), EVERY);
  if (frontEnds.has(own[0])) return own;
  const needed = new Map([[own[0], own[2]]]);
  // The other elements' builds; one without a kind yet, or with one the site lacks, needs none.
  for (const other of document.querySelectorAll("nimlab-widget[widget]")) {
    if (!KINDS.includes(other.getAttribute("widget"))) continue;
    const [js, , bytes] = buildOf(other);
    if (!frontEnds.has(js)) needed.set(js, bytes);
  }
  const bytes = [...needed.values()].reduce((sum, b) => sum + b, 0);
  return needed.size > 1 && bytes > EVERY[2] ? EVERY : own;
}

// The kinds an element may show; and, once a build made for the tests has started (`./x test`,
// the front end's `test-hooks`), the listeners the started builds hold, for the tests that check
// nothing leaks when widgets are removed.
const widgets = { widgetKinds: () => [...KINDS] };
window.nimlabWidgets = widgets;

/** The front end of `build`, loaded on the first element's demand and shared by the others. */
function loadFrontEnd(build) {
  const [js] = build;
  if (!frontEnds.has(js)) {
    const starting = startBuild(build);
    offerOwnGames(build, starting);
    frontEnds.set(js, starting.then((bindings) => {
      bindings.startHost();
      started.push(bindings);
      if (bindings.liveListeners) widgets.liveListeners ??= () => started.reduce((sum, b) => sum + b.liveListeners(), 0);
      return bindings;
    }));
  }
  return frontEnds.get(js);
}

class NimlabWidget extends HTMLElement {
  #root = null;
  /** Until the widget runs: the reserved space, the author's fallback (a slot) and the note. */
  #waiting = null;
  #note = null;
  #link = null;
  /** The promise that the stylesheet linked is loaded. */
  #styled = null;
  #slot = null;
  #bindings = null;
  /** The build `#bindings` came from: a quiz's of one topic cannot show another's. */
  #bindingsFrom = null;
  #watch = null;
  #late = 0;
  /** The JS file of the build on its way, if any. */
  #loading = null;

  connectedCallback() {
    if (!this.#root) this.#build();
    this.#watch = new MutationObserver(() => this.#update());
    this.#watch.observe(this, { attributes: true });
    this.#update();
  }

  /** Mounts the widget again with the element's attributes, loading its build if need be. */
  #update() {
    const kind = this.getAttribute("widget");
    const restyled = kind !== null && this.#style(kind);
    if (kind !== null && this.#bindings && serves(this.#bindingsFrom, this) && !restyled) {
      this.#mount();
      return;
    }
    this.#reserve();
    // An element made by a script may get its `widget` after it is added: wait for it.
    if (kind === null) return;
    const build = buildFor(this);
    const [js] = build;
    if (this.#loading === js) return;
    this.#loading = js;
    clearTimeout(this.#late);
    this.#late = setTimeout(() => this.#say("late"), LATE_MS);
    Promise.all([loadFrontEnd(build), this.#styled]).then(
      ([bindings]) => {
        if (!this.isConnected || this.#loading !== js) return;
        this.#loading = null;
        this.#unmount();
        this.#bindings = bindings;
        this.#bindingsFrom = build;
        this.#mount();
      },
      (error) => {
        if (!this.isConnected || this.#loading !== js) return;
        this.#loading = null;
        console.warn(`nimlab: the widget could not load (${error?.message ?? error})`);
        this.#say("failed");
      },
    );
  }

  disconnectedCallback() {
    this.#watch?.disconnect();
    this.#watch = null;
    clearTimeout(this.#late);
    this.#loading = null;
    this.#unmount();
  }

  #build() {
    this.#root = this.attachShadow({ mode: "open" });
    this.#link = document.createElement("link");
    this.#link.rel = "stylesheet";
    this.#waiting = document.createElement("div");
    this.#waiting.className = "nimlab-waiting";
    this.#note = document.createElement("p");
    this.#note.className = "nimlab-note";
    this.#note.setAttribute("role", "status");
    this.#note.hidden = true;
    this.#waiting.append(document.createElement("slot"), this.#note);
    this.#root.append(this.#link, this.#waiting);
  }

  /** Links the stylesheet of `kind`'s widget; true when it is another than the one linked. */
  #style(kind) {
    const href = new URL(`./${Object.hasOwn(STYLESHEETS, kind) ? STYLESHEETS[kind] : EVERY_STYLESHEET}`, import.meta.url).href;
    if (this.#link.href === href) return false;
    const link = this.#link;
    this.#styled = new Promise((loaded, failed) => {
      link.addEventListener("load", loaded, { once: true });
      link.addEventListener("error", () => failed(new Error(`no stylesheet at ${href}`)), { once: true });
    });
    link.href = href;
    return true;
  }

  /** Keeps the widget's space until it runs: nothing below it moves when it appears. */
  #reserve() {
    const asked = this.getAttribute("reserve")?.trim() ?? "";
    const kind = this.getAttribute("widget") ?? "";
    const px = /^\d{1,5}$/.test(asked) ? Number(asked) : Object.hasOwn(RESERVED_PX, kind) ? RESERVED_PX[kind] : 0;
    this.#waiting.style.minHeight = `${Math.min(px, 10000)}px`;
  }

  /** The note, in the element's language, with a link to the same widget on nimlab. */
  #say(which) {
    if (this.#bindings) return;
    const lang = (this.getAttribute("lang") ?? document.documentElement.lang ?? "").startsWith("en") ? "en" : "vi";
    const link = document.createElement("a");
    link.href = `${EMBED_PAGE}?${new URLSearchParams(this.#widgetAttributes())}`;
    link.target = "_blank";
    link.rel = "noopener";
    link.textContent = NOTES.link[lang];
    this.#note.replaceChildren(`${NOTES[which][lang]} `, link);
    this.#note.setAttribute("role", which === "failed" ? "alert" : "status");
    this.#note.hidden = false;
    // A failure leaves no widget to wait for: the space shrinks to the note and the fallback.
    if (which === "failed") this.#waiting.style.minHeight = "";
  }

  /** `widget`, `lang` and the widget's input, as the embed page's query takes them. */
  #widgetAttributes() {
    const pairs = [["widget", this.getAttribute("widget") ?? ""]];
    if (this.hasAttribute("lang")) pairs.push(["lang", this.getAttribute("lang")]);
    for (const { name, value } of this.attributes) {
      if (NAME.test(name) && !OWN.has(name)) pairs.push([name, value]);
    }
    return pairs;
  }

  #unmount() {
    if (this.#slot) {
      this.#bindings.unmountWidget(this.#slot);
      this.#slot.remove();
      this.#slot = null;
    }
  }

  #mount() {
    this.#unmount();
    clearTimeout(this.#late);
    const slot = document.createElement("div");
    slot.className = "widget-slot";
    for (const [name, value] of this.#widgetAttributes()) slot.setAttribute(`data-${name}`, value);
    this.#slot = slot;
    this.#root.append(slot);
    this.#bindings.mountWidget(slot);
    this.#waiting.hidden = true;
  }
}

if (!customElements.get("nimlab-widget")) customElements.define("nimlab-widget", NimlabWidget);
