// The JavaScript budget per page kind (issue 26, decision 160): what a first visit downloads before
// any interaction, gzip, for every page route of the production build.
// Usage: npm run build && npm run perf:budget   (exits 1 when a page is over its budget)
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** KB (1024 bytes) of gzip JavaScript a first visit may download, per page kind. */
export const BUDGET_KB = { form: 150, content: 120 };

/**
 * Pages with a form beyond the footer's newsletter: home (the guide's form), contact, the demo
 * booking page and the page that moves or cancels a booking.
 */
const FORM_PAGE_KEYS = new Set(["home", "contact", "demo-booking", "demo-manage"]);

/**
 * Pages allowed over their kind's budget, each with a ceiling and the reason (reported by every
 * perf:budget run). An entry is a debt with its cause written down, never a silent raise: the page
 * still fails above its ceiling. None: tests/unit/shell/js-budget.test.ts keeps the list empty.
 * @type {Record<string, { kb: number; reason: string }>}
 */
export const BUDGET_EXCEPTIONS = {};

/** `es/contact` → "form", `en/faq` → "content". */
export function pageKind(routeId) {
  return FORM_PAGE_KEYS.has(routeId.replace(/^(es|en)\//, "")) ? "form" : "content";
}

export function readManifest(buildDir) {
  const dir = path.join(buildDir, "client", "build");
  const file = readdirSync(dir).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`No Remix manifest in ${dir}: run npm run build first`);
  const source = readFileSync(path.join(dir, file), "utf8");
  return JSON.parse(source.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));
}

/**
 * The script files a first visit of the route fetches before any interaction: the entry and its
 * imports, then each route of the chain (root first) with its imports, exactly what Remix's
 * <Scripts> preloads and imports. Code loaded on intent (lazy chunks: the booking dialog, the
 * search combobox, the cookie preferences) is not here; light.spec.ts ("a first visit fetches only
 * the scripts the budget counts") proves in a browser that nothing else is fetched.
 */
export function firstVisitFiles(manifest, routeId) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`Unknown route ${id}`);
    chain.unshift(manifest.routes[id]);
  }
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) {
    files.add(route.module);
    for (const url of route.imports ?? []) files.add(url);
  }
  return [...files];
}

/** The page routes (those that render a document: a default export on the server) in es/ and en/. */
export async function pageRouteIds(buildDir) {
  const build = await import(pathToFileURL(path.resolve(buildDir, "server", "index.js")).href);
  return Object.entries(build.routes)
    .filter(([id, route]) => /^(es|en)\//.test(id) && typeof route.module.default === "function")
    .map(([id]) => id)
    .sort();
}

/** Gzip size (bytes) of each file, read once. */
function sizer(buildDir) {
  const sizes = new Map();
  return (url) => {
    if (!sizes.has(url)) sizes.set(url, gzipSync(readFileSync(path.join(buildDir, "client", url))).length);
    return sizes.get(url);
  };
}

/** One row per page route: kind, budget, gzip bytes, whether it fits (or is an accepted exception). */
export async function measureBudget(buildDir = process.env.BUILD_DIR ?? "build") {
  const manifest = readManifest(buildDir);
  const gzip = sizer(buildDir);
  const ids = await pageRouteIds(buildDir);
  return ids.map((id) => {
    const kind = pageKind(id);
    const files = firstVisitFiles(manifest, id);
    const bytes = files.reduce((sum, url) => sum + gzip(url), 0);
    const budget = BUDGET_KB[kind] * 1024;
    const exception = BUDGET_EXCEPTIONS[id];
    const ceiling = exception ? exception.kb * 1024 : budget;
    return {
      id,
      kind,
      files: files.length,
      bytes,
      budget,
      fits: bytes <= budget,
      exception,
      withinCeiling: bytes <= ceiling,
    };
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The rows as a table for the console (perf:budget, perf:bundle). */
export function budgetTable(rows) {
  return rows.map((row) => ({
    route: row.id,
    kind: row.kind,
    "JS KB (gzip)": kb(row.bytes),
    "budget KB": kb(row.budget),
    files: row.files,
    "": row.fits ? "ok" : row.withinCeiling ? `exception (≤ ${row.exception.kb})` : "OVER",
  }));
}

async function main() {
  const rows = await measureBudget();
  console.table(budgetTable(rows));
  const over = rows.filter((row) => !row.fits);
  const excused = over.filter((row) => row.withinCeiling);
  if (excused.length > 0) {
    console.log(`${excused.length} page(s) over budget by exception: ${excused[0].exception.reason}`);
  }
  const failing = over.filter((row) => !row.withinCeiling);
  if (failing.length > 0) {
    console.error(`${failing.length} page(s) over the JavaScript budget: ${failing.map((row) => row.id).join(", ")}`);
    process.exit(1);
  }
  const ceilings = excused.length > 0 ? " or their exception's ceiling" : "";
  console.log(`All ${rows.length} pages within the JavaScript budget${ceilings}.`);
  // The server build keeps handles (database, timers) open; the check is done.
  process.exit(0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
