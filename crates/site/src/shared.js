// Starts the widgets of a page that holds every kind (the playground) as they come near the
// screen, each with a build of the front end that holds its kind (written by nimlab-site from
// crates/site/src/shared.js; see builds.rs). The build of every kind weighs some 480 KB gzip;
// the families' builds, which the lesson pages load anyway, 100–200 KB each, so a reader gets
// the code of the sections they look at.
//
// A placeholder takes a build already started that holds its kind, else the one holding its
// kind and most others (its family's, which the next sections need too; the smaller if two hold
// as many). Each build is fetched and started once. The first to arrive runs the page (its
// language and switch, code blocks, theme: `startSharedPage`); the others join it (`joinPage`)
// and follow its language switch. A build that cannot load leaves a note in its placeholders
// (`sayNotLoaded`); the other sections work on.

/** The lesson pages' builds: [JS glue, wasm, wasm bytes, the kinds whose games its part holds,
 * the kinds it holds]. */
const BUILDS = {{BUILDS}};
/** Trunk's build of every kind, for a kind no other holds. */
const EVERY = {{EVERY}};

const bySize = (a, b) => (b[2] < a[2] ? b : a);
const byFamily = (a, b) => (b[4].length > a[4].length || (b[4].length === a[4].length && b[2] < a[2]) ? b : a);
/** JS glue → the promise of that build's bindings, started. */
const started = new Map();
/** JS glue → the bindings of that build, once started. */
const running = new Map();
/** Placeholder → the bindings it was mounted with. */
const mountedBy = new Map();
/** Whether a build runs the page yet, and the promise that one does. */
let pageRuns = false;
let pageStarted;
const pageRunning = new Promise((resolve) => (pageStarted = resolve));

/**
 * The build for a placeholder: a lesson's build holds a sandbox or a quiz narrowed to the
 * exercises or topics of its page (`sandbox:bai-6`, `quiz:nim`, see builds.rs), which serves a
 * placeholder naming one of them as well as the whole kind would.
 */
function buildFor(placeholder) {
  const kind = placeholder?.getAttribute("data-widget") ?? "";
  const narrowed = `${kind}:${placeholder?.getAttribute("data-exercise") ?? placeholder?.getAttribute("data-topic")}`;
  const holding = BUILDS.filter((build) => build[4].includes(kind) || build[4].includes(narrowed));
  if (holding.length === 0) {
    // A kind in no lesson's build, else an unknown one: the smallest build says so, with the
    // names it knows.
    return EVERY[4].includes(kind) ? EVERY : [...BUILDS, EVERY].reduce(bySize);
  }
  return holding.find((build) => started.has(build[0])) ?? holding.reduce(byFamily);
}

{{START}}
{{PANEL_LOADER}}
{{GAME_LOADER}}

function start(build) {
  const [js] = build;
  if (!started.has(js)) {
    const starting = startBuild(build);
    offerOwnGames(build, starting);
    const bindings = starting.then((glue) => {
      // The first build to arrive runs the page; one that fails to load leaves it to the next.
      if (pageRuns) {
        glue.joinPage();
      } else {
        glue.startSharedPage();
        pageRuns = true;
        pageStarted();
      }
      running.set(js, glue);
      return glue;
    });
    started.set(js, bindings);
  }
  return started.get(js);
}

/** Mounts the placeholder's widget with its build; if the build cannot load, says so there. */
async function mount(placeholder) {
  try {
    const bindings = await start(buildFor(placeholder));
    mountedBy.set(placeholder, bindings);
    bindings.mountWidget(placeholder);
    return bindings;
  } catch (error) {
    sayNotLoaded([placeholder], error);
    return undefined;
  }
}

/** Placeholder → the promise of its first mount. */
const revealed = new Map();
function reveal(placeholder) {
  if (!revealed.has(placeholder)) revealed.set(placeholder, mount(placeholder));
  return revealed.get(placeholder);
}

// A screen ahead, above and below: the build is there by the time the reader is. Placeholders
// keep their widget's height until it is there (reserve.rs), so what is near the screen now is
// what will be near it.
let firstLook;
const looked = new Promise((resolve) => (firstLook = resolve));
const near = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      near.unobserve(entry.target);
      reveal(entry.target);
    }
    firstLook?.();
    firstLook = undefined;
  },
  { rootMargin: "100% 0px" },
);
const placeholders = [...document.querySelectorAll("[data-widget]")];

// A link to one widget's moment (`#nim.step=3`) names it by its keys, which the builds read:
// every widget is mounted (in the page's order) and the build holding it brings it forward.
const opensMoment = /[#&][^=&]*\.[^=&]*=/.test(location.hash);
if (opensMoment) {
  const all = await Promise.all(placeholders.map(reveal));
  for (const bindings of new Set(all)) if (bindings?.showLinkedWidget()) break;
} else {
  for (const placeholder of placeholders) near.observe(placeholder);
  // The page runs with the build of the first widget near the screen; when none is (a link to
  // a section of text), with the first widget's, which its language switch needs anyway.
  if (placeholders.length > 0) await looked;
  if (started.size === 0) start(buildFor(placeholders[0])).catch(() => {});
}
await pageRunning;

// What boot.js gives other pages (the tests and the benchmark use it), over every build: a
// placeholder mounted again stays with its build; a new one gets the build of its kind, at once
// when that build runs already, as on other pages.
window.wasmBindings = {
  mountWidget(placeholder) {
    near.unobserve(placeholder);
    const bindings = mountedBy.get(placeholder) ?? running.get(buildFor(placeholder)[0]);
    if (bindings) {
      mountedBy.set(placeholder, bindings);
      bindings.mountWidget(placeholder);
    } else {
      revealed.delete(placeholder);
      reveal(placeholder);
    }
  },
  unmountWidget: (placeholder) => mountedBy.get(placeholder)?.unmountWidget(placeholder),
  widgetKinds: () => [...EVERY[4]],
};
// The tests' hooks, in the builds `./x test` makes only (the front end's `test-hooks`).
if ([...running.values()].some((bindings) => bindings.liveListeners)) {
  Object.assign(window.wasmBindings, {
    injectFault: (placeholder) => mountedBy.get(placeholder)?.injectFault(placeholder),
    injectDomFault: (placeholder) => mountedBy.get(placeholder)?.injectDomFault(placeholder),
    liveListeners: () => [...running.values()].reduce((total, bindings) => total + bindings.liveListeners(), 0),
  });
}
dispatchEvent(new CustomEvent("TrunkApplicationStarted"));
{{REGISTER_WORKER}}
