// Which project files run code for one contact submission, measured from execution (decision 240).
// Usage: npm run trace:contact [-- --json] [-- --no-build]
//
// Builds the site with server source maps into .out/trace (the client's files are the same as
// `npm run build`'s; --no-build reuses that folder, BUILD_DIR names another), starts it with the
// command of `npm start` under V8 coverage (NODE_V8_COVERAGE) and warms it up with one submission of
// each kind. Then, for each way a browser submits the form, the counters are reset before the
// submission's requests and written after them (v8.takeCoverage on SIGUSR2); a plain view of the same
// page is measured the same way. A file counts when one of its functions ran for the submission and
// did not run for the plain view: the submission's own code, not the page's render both share. Of
// those, the files none of whose functions runs for the plain view are the submission's own; the
// others (the server's middleware, the settings, the logger) every request passes too.
// Functions of the build's chunks are mapped back to their source files with their source maps;
// other files (the server's own modules) count as themselves. No file is named here: whatever runs
// is found, wherever it lives (app/, server/, supabase/functions/_shared/...).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { SourceMap } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const args = new Set(process.argv.slice(2));
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? ".out/trace");
const port = Number(process.env.TRACE_PORT ?? 4331);
const base = `http://127.0.0.1:${port}`;
/** Safety nets only: every wait below ends on its event. */
const START_TIMEOUT_MS = Number(process.env.TRACE_START_TIMEOUT_MS ?? 120_000);
const COVERAGE_TIMEOUT_MS = 30_000;

const routeTable = JSON.parse(readFileSync(path.join(root, "app/route-table.json"), "utf8"));
const contactPath = `/${routeTable.pages.contact.es}`;

if (!args.has("--no-build")) {
  // The app and the HTTP server as `npm run build` builds them (server source maps included).
  for (const command of [
    ["npx", "remix", "vite:build", "--sourcemapServer"],
    [process.execPath, "scripts/build-server.mjs"],
  ]) {
    const built = spawnSync(command[0], command.slice(1), {
      cwd: root,
      env: { ...process.env, BUILD_DIR: buildDir },
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (built.status !== 0) throw new Error("the build failed");
  }
}

const scratch = mkdtempSync(path.join(os.tmpdir(), "contact-trace-"));
const coverageDir = path.join(scratch, "coverage");
const pidFile = path.join(scratch, "server.pid");
const hook = path.join(scratch, "hook.mjs");
// The first Node process the start command runs is the server: it says its pid, and writes its
// coverage (resetting the counters) when asked.
writeFileSync(
  hook,
  `import v8 from "node:v8";
import { writeFileSync } from "node:fs";
try { writeFileSync(${JSON.stringify(pidFile)}, String(process.pid), { flag: "wx" }); } catch {}
process.on("SIGUSR2", () => v8.takeCoverage());
`,
);

const startCommand = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts.start;
let output = "";
const server = spawn("sh", ["-c", startCommand], {
  cwd: root,
  detached: true,
  env: {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${pathToFileURL(hook).href}`.trim(),
    NODE_V8_COVERAGE: coverageDir,
    NODE_ENV: "production",
    BUILD_DIR: buildDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(scratch, "data"),
    // Every page view renders: the plain view and the page after the 303 are compared render to render.
    PAGE_CACHE_MB: "0",
    FORM_RATE_LIMIT: "off",
    OUTBOX_INTERVAL_MS: "0",
    SESSION_SECRET: "contact-trace-session-secret-0123456789abcdef",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout.on("data", (chunk) => (output += chunk));
server.stderr.on("data", (chunk) => (output += chunk));
const exited = new Promise((resolve) => server.once("exit", resolve));
// The server runs in a process group of its own: an interrupted trace stops it too.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } finally {
      process.exit(1);
    }
  });
}

/** Resolves once `happened()` is true, checked after each of the server's outputs or a short pause. */
async function until(what, timeoutMs, happened) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await happened();
    if (result) return result;
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`the site stopped:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs} ms\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const serverPid = () => (existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8")) : null);
const coverageFiles = () => (existsSync(coverageDir) ? readdirSync(coverageDir) : []);

/** The server's coverage since the last call (V8 resets its counters when it writes them). */
async function takeCoverage() {
  const before = new Set(coverageFiles());
  process.kill(serverPid(), "SIGUSR2");
  const written = await until("coverage", COVERAGE_TIMEOUT_MS, () => {
    const added = coverageFiles().find((name) => !before.has(name));
    if (!added) return null;
    try {
      // Written at once by V8; a partial read fails to parse and is tried again.
      return JSON.parse(readFileSync(path.join(coverageDir, added), "utf8"));
    } catch {
      return null;
    }
  });
  return written.result;
}

/**
 * Resolves once every e-mail stored so far has left (each submission's e-mails go in a pass after
 * its answer): the server logged as many "outbox.sent" as its "notification.stored" counted mails.
 */
function mailsSent() {
  return until("the submission's e-mails", COVERAGE_TIMEOUT_MS, () => {
    const stored = [...output.matchAll(/"event":"notification\.stored".*"mails":(\d+)/g)];
    const expected = stored.reduce((sum, [, mails]) => sum + Number(mails), 0);
    return stored.length > 0 && output.split('"event":"outbox.sent"').length - 1 >= expected;
  });
}

// What the contact form posts, as the page draws it (hidden fields included) with a visitor's values.
let serial = 0;
let formTemplate = null;
async function readForm() {
  const html = await (await fetch(`${base}${contactPath}`)).text();
  const forms = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map(([form]) => {
    // Its fields as the browser sends them: hidden ones with their values, the visitor's empty.
    const fields = new URLSearchParams();
    for (const [control] of form.matchAll(/<(?:input|textarea|select)\b[^>]*>/g)) {
      const attribute = (name) => new RegExp(`\\s${name}="([^"]*)"`).exec(control)?.[1];
      const name = attribute("name");
      const type = attribute("type") ?? "text";
      if (!name || ["checkbox", "radio", "submit"].includes(type)) continue;
      fields.set(name, type === "hidden" ? (attribute("value") ?? "") : "");
    }
    return fields;
  });
  const form = forms.find((fields) => fields.get("intent") === "contact");
  if (!form) throw new Error(`no contact form (intent "contact") on ${contactPath}`);
  return form;
}

function contactFields() {
  serial += 1;
  const fields = new URLSearchParams(formTemplate);
  fields.set("name", "Traza Contacto");
  fields.set("email", `trace${serial}@example.com`);
  fields.set("message", "Una consulta de prueba para la traza.");
  return fields.toString();
}

const sameOrigin = { Origin: base, "Sec-Fetch-Site": "same-origin" };
const posted = { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" };
const navigation = { "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate" };
const dataRequest = { "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "cors" };
const cookieOf = (response) => (response.headers.get("set-cookie") ?? "").split(";")[0];

async function expectStatus(response, status, what) {
  await response.text();
  if (response.status !== status) throw new Error(`${what}: HTTP ${response.status}, expected ${status}`);
  return response;
}

/**
 * Each way a browser submits the form: its post (with the e-mails it sends), what the browser asks
 * next to show the outcome, and the plain view of the page that next request is compared with.
 */
const ways = {
  "without JavaScript": {
    // The browser posts the form, follows the 303 and draws the page with the notice.
    async post() {
      const answer = await expectStatus(
        await fetch(`${base}${contactPath}`, {
          method: "POST",
          redirect: "manual",
          headers: { ...posted, ...navigation },
          body: contactFields(),
        }),
        303,
        "document post",
      );
      return { page: new URL(answer.headers.get("location") ?? contactPath, base), cookie: cookieOf(answer) };
    },
    async after({ page, cookie }) {
      await expectStatus(await fetch(page, { headers: { ...navigation, Cookie: cookie } }), 200, "page");
    },
    async view() {
      await expectStatus(await fetch(`${base}${contactPath}`, { headers: navigation }), 200, "page");
    },
  },
  "with JavaScript": {
    // Remix's fetcher: the action by single fetch, then the loaders' revalidation (the notice).
    async post() {
      const answer = await expectStatus(
        await fetch(`${base}${contactPath}.data`, {
          method: "POST",
          headers: { ...posted, ...dataRequest },
          body: contactFields(),
        }),
        200,
        "single-fetch post",
      );
      return { cookie: cookieOf(answer) };
    },
    async after({ cookie }) {
      await expectStatus(
        await fetch(`${base}${contactPath}.data`, { headers: { ...dataRequest, Cookie: cookie } }),
        200,
        "revalidation",
      );
    },
    async view() {
      await expectStatus(await fetch(`${base}${contactPath}.data`, { headers: dataRequest }), 200, "data request");
    },
  },
};

/** Where builds go: a script run from there is mapped to its sources, never counted as itself. */
const builtFolders = [buildDir, path.join(root, "build")];

// Source maps of the build's chunks, read once per file.
const mapped = new Map();
function mappingOf(file) {
  if (!mapped.has(file)) {
    let mapping = null;
    const text = readFileSync(file, "utf8");
    const reference = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
    if (reference && !reference.startsWith("data:")) {
      const mapFile = path.resolve(path.dirname(file), reference);
      const lineStarts = [0];
      for (let index = 0; index < text.length; index += 1) if (text[index] === "\n") lineStarts.push(index + 1);
      mapping = { map: new SourceMap(JSON.parse(readFileSync(mapFile, "utf8"))), mapFile, lineStarts };
    }
    mapped.set(file, mapping);
  }
  return mapped.get(file);
}

/** The source file (relative to the repository) of the code at `offset` in `file`. */
function sourceAt(file, offset) {
  const mapping = mappingOf(file);
  if (!mapping && builtFolders.some((folder) => !path.relative(folder, file).startsWith(".."))) {
    // A build without source maps: the start command did not run the build made here (BUILD_DIR).
    throw new Error(`${path.relative(root, file)} ran and has no source map: does \`npm start\` honour BUILD_DIR?`);
  }
  if (!mapping) return path.relative(root, file);
  const { lineStarts, map, mapFile } = mapping;
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (lineStarts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  const entry = map.findEntry(low, offset - lineStarts[low]);
  if (!entry?.originalSource) return null;
  const source = entry.originalSource.startsWith("file://")
    ? fileURLToPath(entry.originalSource)
    : path.resolve(path.dirname(mapFile), entry.originalSource);
  return path.relative(root, source);
}

const ownFile = (relative) =>
  relative !== null &&
  !relative.startsWith("..") &&
  !path.isAbsolute(relative) &&
  !relative.split(path.sep).includes("node_modules") &&
  existsSync(path.join(root, relative));

/** Every function that ran, as "source file" -> set of "script@offset" keys. */
function functionsRan(coverage) {
  const ran = new Map();
  for (const script of coverage) {
    if (!script.url.startsWith("file://")) continue;
    const file = fileURLToPath(script.url);
    if (path.relative(root, file).startsWith("..") || file.split(path.sep).includes("node_modules")) continue;
    for (const fn of script.functions) {
      const [range] = fn.ranges;
      // The module's own top level ran at start-up (its range is the whole script).
      if (range.count === 0 || range.startOffset === 0) continue;
      const source = sourceAt(file, range.startOffset);
      if (!ownFile(source)) continue;
      if (!ran.has(source)) ran.set(source, new Set());
      ran.get(source).add(`${script.url}@${range.startOffset}`);
    }
  }
  return ran;
}

const results = {};
const ownFiles = {};
try {
  await until("the site's start", START_TIMEOUT_MS, async () => {
    try {
      return (await fetch(`${base}${contactPath}`)).ok;
    } catch {
      return false; // not listening yet
    }
  });
  formTemplate = await readForm();
  // Warm-up: every module's first call and every lazy compile behind us, for each way twice.
  for (const way of Object.values(ways)) {
    for (let round = 0; round < 2; round += 1) {
      await way.after(await way.post());
      await mailsSent();
      await way.view();
    }
  }

  for (const [name, way] of Object.entries(ways)) {
    // Two submissions: a file counts when it ran for both (a timer of its own, such as the data
    // folder's lock, may fire during one).
    const rounds = [];
    for (let round = 0; round < 2; round += 1) {
      await takeCoverage();
      await way.view();
      const view = functionsRan(await takeCoverage());
      const next = await way.post();
      await mailsSent();
      const post = functionsRan(await takeCoverage());
      await way.after(next);
      const after = functionsRan(await takeCoverage());
      // All the post ran; of the next request, what the plain view did not run.
      const shown = [...after]
        .filter(([file, functions]) => [...functions].some((key) => !view.get(file)?.has(key)))
        .map(([file]) => file);
      const files = new Set([...post.keys(), ...shown]);
      // The submission's own files: none of their functions runs for a plain view of the page.
      rounds.push({ files, own: new Set([...files].filter((file) => !view.has(file))) });
    }
    const inBoth = (kind) => [...rounds[0][kind]].filter((file) => rounds[1][kind].has(file)).sort();
    results[name] = inBoth("files");
    ownFiles[name] = inBoth("own");
  }
} finally {
  // The start command's whole process group: the shell and the server it started.
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
  await exited;
  // The server writes its last coverage as it ends, maybe after the shell: wait for it to be gone.
  const pid = serverPid();
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const deadline = Date.now() + COVERAGE_TIMEOUT_MS; pid && alive() && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 50));
  rmSync(scratch, { recursive: true, force: true, maxRetries: 5 });
}

if (args.has("--json")) {
  console.log(JSON.stringify({ ...results, own: ownFiles }, null, 2));
} else {
  for (const [name, files] of Object.entries(results)) {
    console.log(`\n${name}: ${files.length} files, ${ownFiles[name].length} of them the submission's own`);
    for (const file of files)
      console.log(`  ${file}${ownFiles[name].includes(file) ? "" : "  (a plain view runs it too)"}`);
  }
  const union = [...new Set(Object.values(results).flat())].sort();
  const ownUnion = [...new Set(Object.values(ownFiles).flat())];
  console.log(`\nboth ways together: ${union.length} files, ${ownUnion.length} of them the submission's own`);
}
