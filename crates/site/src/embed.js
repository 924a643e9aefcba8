// nimlab in a blog post (written by nimlab-site; the file names are filled in at build time).
//
//   <script type="module" src="https://…/nimlab/embed.js"></script>
//   <nimlab-widget widget="nim" heaps="3,4,5" lang="en"></nimlab-widget>
//
// The wasm loads once however many widgets the page holds. Each element is independent (its
// own state, player and keyboard focus) and lives in a shadow root, so the site's stylesheet
// and the post's styles never touch each other. Attributes are the lesson placeholders' data-*
// attributes without the prefix; changing one later remounts the widget; removing the element
// releases its listeners. Frames of embed.html on the page are resized to fit their content.
import init, * as bindings from "./{{JS}}";

// Listen before loading the wasm: frames may finish first, and their first height must not be lost.
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
const EMBED_PAGE = new URL("./embed.html", import.meta.url).href;
for (const frame of document.querySelectorAll("iframe")) {
  if (frame.src.startsWith(EMBED_PAGE)) frame.contentWindow?.postMessage({ type: "nimlab:measure" }, "*");
}

await init({ module_or_path: new URL("./{{WASM}}", import.meta.url) });
bindings.startHost();

const STYLESHEET = new URL("./{{CSS}}", import.meta.url).href;
// Attributes that are the element's own, not the widget's input.
const OWN = new Set(["widget", "lang", "id", "class", "style", "hidden", "title"]);
const NAME = /^[a-z][a-z0-9-]{0,31}$/;

class NimlabWidget extends HTMLElement {
  #root = null;
  #slot = null;
  #watch = null;

  connectedCallback() {
    if (!this.#root) {
      this.#root = this.attachShadow({ mode: "open" });
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = STYLESHEET;
      this.#root.append(link);
    }
    this.#mount();
    this.#watch = new MutationObserver(() => this.#mount());
    this.#watch.observe(this, { attributes: true });
  }

  disconnectedCallback() {
    this.#watch?.disconnect();
    this.#watch = null;
    this.#unmount();
  }

  #unmount() {
    if (this.#slot) {
      bindings.unmountWidget(this.#slot);
      this.#slot.remove();
      this.#slot = null;
    }
  }

  #mount() {
    this.#unmount();
    const slot = document.createElement("div");
    slot.className = "widget-slot";
    slot.dataset.widget = this.getAttribute("widget") ?? "";
    if (this.hasAttribute("lang")) slot.dataset.lang = this.getAttribute("lang");
    for (const { name, value } of this.attributes) {
      if (NAME.test(name) && !OWN.has(name)) slot.setAttribute(`data-${name}`, value);
    }
    this.#slot = slot;
    this.#root.append(slot);
    bindings.mountWidget(slot);
  }
}

if (!customElements.get("nimlab-widget")) customElements.define("nimlab-widget", NimlabWidget);


// For pages (and tests) that check nothing leaks when widgets are removed.
window.nimlabWidgets = Object.freeze({ liveListeners: bindings.liveListeners });
