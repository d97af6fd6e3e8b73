// The JavaScript budget per page kind (issues 26 and 34, decisions 160 and 190): what a first visit
// downloads before any interaction, for every page route of the production build: how many script
// files (at most MAX_SCRIPT_REQUESTS), none of them empty, and their bytes on the wire (headers
// included) as the built site serves them, within the budget of the page's kind.
// Usage: npm run build && npm run perf:budget   (exits 1 when a page is over its budget)
import { readFileSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** KB (1024 bytes) of JavaScript a first visit may download, headers included, per page kind. */
export const BUDGET_KB = { form: 150, content: 120 };

/** Script files a first visit may fetch before any interaction (each costs a request and its headers). */
export const MAX_SCRIPT_REQUESTS = 15;

/** What a browser asks for (Chrome's Accept-Encoding): the encoding the site chooses is the one measured. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

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

/** A script with nothing to run: no bytes, or only whitespace, comments and empty exports. */
export function isEmptyScript(source) {
  const code = source
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, "")
    .replace(/export\s*\{\s*\}\s*;?/g, "")
    .trim();
  return code === "";
}

/** Gzip size (bytes) and emptiness of each file, read once. */
function reader(buildDir) {
  const files = new Map();
  return (url) => {
    if (!files.has(url)) {
      const source = readFileSync(path.join(buildDir, "client", url));
      files.set(url, { gzip: gzipSync(source).length, empty: isEmptyScript(source.toString("utf8")) });
    }
    return files.get(url);
  };
}

/**
 * Bytes on the wire of one GET of `url` from the running site, as a browser asks for it: the status
 * line and headers as sent (HTTP/1.1) and the body in the encoding the site chose.
 */
export function wireBytes(origin, url) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${url}`, { headers: { "Accept-Encoding": BROWSER_ACCEPT_ENCODING } }, (res) => {
      let bytes = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
      for (let index = 0; index < res.rawHeaders.length; index += 2) {
        bytes += Buffer.byteLength(`${res.rawHeaders[index]}: ${res.rawHeaders[index + 1]}\r\n`);
      }
      res.on("data", (chunk) => (bytes += chunk.length));
      res.on("end", () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`))));
    });
    request.on("error", reject);
  });
}

/**
 * One row per page route: kind, budget, script files, gzip bytes, bytes on the wire (when `wire`
 * measures a file) and the empty files among them; whether it fits (or is an accepted exception).
 */
export async function measureBudget(buildDir = process.env.BUILD_DIR ?? "build", wire = undefined) {
  const manifest = readManifest(buildDir);
  const read = reader(buildDir);
  const ids = await pageRouteIds(buildDir);
  const onWire = new Map();
  for (const url of new Set(ids.flatMap((id) => firstVisitFiles(manifest, id)))) {
    if (wire) onWire.set(url, await wire(url));
  }
  return ids.map((id) => {
    const kind = pageKind(id);
    const files = firstVisitFiles(manifest, id);
    const bytes = files.reduce((sum, url) => sum + read(url).gzip, 0);
    const wireTotal = wire ? files.reduce((sum, url) => sum + onWire.get(url), 0) : null;
    const measured = wireTotal ?? bytes;
    const empty = files.filter((url) => read(url).empty);
    const budget = BUDGET_KB[kind] * 1024;
    const exception = BUDGET_EXCEPTIONS[id];
    const ceiling = exception ? exception.kb * 1024 : budget;
    const shape = files.length <= MAX_SCRIPT_REQUESTS && empty.length === 0;
    return {
      id,
      kind,
      files: files.length,
      empty,
      bytes,
      wire: wireTotal,
      budget,
      fits: shape && measured <= budget,
      exception,
      withinCeiling: shape && measured <= ceiling,
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
    "on the wire KB": row.wire === null ? "-" : kb(row.wire),
    "budget KB": kb(row.budget),
    files: row.files,
    empty: row.empty.length,
    "": row.fits ? "ok" : row.withinCeiling ? `exception (≤ ${row.exception.kb})` : "OVER",
  }));
}

/** A free loopback port for the site the check starts. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const { startBuiltSite } = await import("./built-site.mjs");
  const dataDir = path.join(tmpdir(), `rts-js-budget-${process.pid}`);
  const site = await startBuiltSite({ port: await freePort(), buildDir, dataDir });
  let rows;
  try {
    rows = await measureBudget(buildDir, (url) => wireBytes(site.origin, url));
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.table(budgetTable(rows));
  const over = rows.filter((row) => !row.fits);
  const excused = over.filter((row) => row.withinCeiling);
  if (excused.length > 0) {
    console.log(`${excused.length} page(s) over budget by exception: ${excused[0].exception.reason}`);
  }
  const failing = over.filter((row) => !row.withinCeiling);
  if (failing.length > 0) {
    console.error(
      `${failing.length} page(s) over the JavaScript budget (bytes on the wire, at most ${MAX_SCRIPT_REQUESTS} script files, none empty): ${failing.map((row) => `${row.id}${row.empty.length ? ` (empty: ${row.empty.join(", ")})` : ""}`).join(", ")}`,
    );
    process.exit(1);
  }
  const ceilings = excused.length > 0 ? " or their exception's ceiling" : "";
  console.log(`All ${rows.length} pages within the JavaScript budget${ceilings}.`);
  // The server build keeps handles (database, timers) open; the check is done.
  process.exit(0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
