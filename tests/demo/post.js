// The blog post's own script: it calls nimlab's solver API and prints a table.
const site = new URL(document.querySelector('script[src$="embed.js"]').src);
const api = await import(new URL("solver/nimlab_solver.js", site).href);
await api.default({ module_or_path: new URL("solver/nimlab_solver_bg.wasm", site) });
const result = api.table({ game: "subtraction", moves: [1, 3, 4], n: 14 });
document.getElementById("api-out").textContent = `${result.outcomes}\n${result.rule}`;
