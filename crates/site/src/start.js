// How the site's loaders start a build of the front end and say when it cannot load (written
// by nimlab-site at the top of each loader from crates/site/src/start.js).

/** Starts a build, [JS glue, wasm, …]: the wasm downloads beside the glue, not after it. */
async function startBuild([js, wasm]) {
  const module = fetch(new URL(`./${wasm}`, import.meta.url));
  // `init` reports its failure; this only keeps it from counting as unhandled before then.
  module.catch(() => {});
  const glue = await import(`./${js}`);
  await glue.default({ module_or_path: module });
  return glue;
}

const NOT_LOADED = { vi: "Không tải được mô phỏng.", en: "The simulation could not load." };
const TRY_AGAIN = { vi: "Hãy tải lại trang để thử lại.", en: "Reload the page to try again." };

/** Says in each placeholder still empty, in both languages (the page shows its own), that its
 * widget could not load; the page around it stays as it is. */
function sayNotLoaded(placeholders, error) {
  console.warn(`nimlab: the simulation could not load (${error?.message ?? error})`);
  // The front end sets the page's language from its address; when none has started, this does.
  if (new URLSearchParams(location.search).get("lang")?.trim().toLowerCase() === "en") document.documentElement.lang = "en";
  for (const placeholder of placeholders) {
    if (placeholder.firstChild) continue;
    const note = document.createElement("p");
    note.className = "load-failure";
    note.setAttribute("role", "alert");
    for (const lang of ["vi", "en"]) {
      const words = document.createElement("span");
      words.lang = lang;
      words.textContent = `${NOT_LOADED[lang]} ${TRY_AGAIN[lang]}`;
      note.append(words);
    }
    placeholder.append(note);
  }
}

/** Saves files the front end made (a sandbox's judge tests), `[[name, text], …]`: one file as
 * itself, several in a zip named `name` (fflate, crates/site/src/zip_library.rs, fetched at the
 * first such download). Resolves once the browser was handed the file. */
globalThis.nimlabDownload = async (name, files) => {
  let blob;
  if (files.length === 1) {
    [[name]] = files;
    blob = new Blob([files[0][1]], { type: "text/plain;charset=utf-8" });
  } else {
    const { strToU8, zipSync } = await import(new URL("./{{ZIP}}", import.meta.url).href);
    blob = new Blob([zipSync(Object.fromEntries(files.map(([file, text]) => [file, strToU8(text)])))], { type: "application/zip" });
  }
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file a moment after the click: the URL goes once they surely have.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
};
