// Which project files run code for one contact submission, measured on the production server.
// Usage: BUILD_DIR=.out/trace npx remix vite:build --sourcemapServer && BUILD_DIR=.out/trace node scripts/contact-trace.mjs
//
// Starts server.js under V8 coverage (NODE_V8_COVERAGE), warms it up with one submission of each
// kind, then, for each measured request alone, resets the counters before it and writes them after
// it (v8.takeCoverage on SIGUSR2). A file counts when at least one of its functions was called
// during that request; functions of the server bundle are mapped back to their source files with
// the bundle's source map. Module top-level code ran at start-up and is not counted.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SourceMap } from "node:module";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const bundle = path.join(buildDir, "server/index.js");
const port = Number(process.env.TRACE_PORT ?? 3290);
const base = `http://127.0.0.1:${port}`;

const scratch = mkdtempSync(path.join(os.tmpdir(), "contact-trace-"));
const coverageDir = path.join(scratch, "coverage");
const hook = path.join(scratch, "hook.mjs");
writeFileSync(hook, `import v8 from "node:v8"; process.on("SIGUSR2", () => v8.takeCoverage());\n`);

const server = spawn(process.execPath, ["--import", hook, "server.js"], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    NODE_V8_COVERAGE: coverageDir,
    BUILD_DIR: buildDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(scratch, "data"),
    FORM_RATE_LIMIT: "off",
    OUTBOX_INTERVAL_MS: "0",
    SESSION_SECRET: "contact-trace-session-secret-0123456789abcdef",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitForServer() {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error("server.js did not start");
}

let serial = 0;
function contactFields() {
  serial += 1;
  return new URLSearchParams({
    intent: "contact",
    // The hidden field the enhanced form sent before decision 050; the answer must ignore it.
    _enhanced: "1",
    name: "Traza Contacto",
    email: `trace${serial}@example.com`,
    company: "",
    phone: "",
    service: "",
    message: "Una consulta de prueba.",
    website: "",
  }).toString();
}

const sameOrigin = { Origin: base, "Sec-Fetch-Site": "same-origin" };
const requests = {
  // What a browser without JavaScript sends: a navigation.
  document: () =>
    fetch(`${base}/contacto`, {
      method: "POST",
      redirect: "manual",
      headers: {
        ...sameOrigin,
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Dest": "document",
        "Sec-Fetch-Mode": "navigate",
      },
      body: contactFields().replace("_enhanced=1&", ""),
    }),
  // What the Remix fetcher sends: a single-fetch data request to the route (decision 190).
  enhanced: () =>
    fetch(`${base}/contacto.data`, {
      method: "POST",
      headers: {
        ...sameOrigin,
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Dest": "empty",
        "Sec-Fetch-Mode": "cors",
      },
      body: contactFields(),
    }),
};

let flashCookie = "";
// The revalidation that follows the fetcher's answer: the root loader reads the flash (the toast).
const revalidate = () =>
  fetch(`${base}/contacto.data?_routes=root`, { headers: { Cookie: flashCookie, "Sec-Fetch-Dest": "empty" } });

const coverageFiles = () => {
  try {
    return readdirSync(coverageDir);
  } catch {
    return [];
  }
};

async function takeCoverage() {
  const before = new Set(coverageFiles());
  server.kill("SIGUSR2");
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await sleep(50);
    const added = coverageFiles().filter((name) => !before.has(name));
    if (added.length) {
      await sleep(100);
      return JSON.parse(readFileSync(path.join(coverageDir, added[0]), "utf8"));
    }
  }
  throw new Error("no coverage written");
}

const sourceMap = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, "utf8")));
const bundleText = readFileSync(bundle, "utf8");
const lineStarts = [0];
for (let index = 0; index < bundleText.length; index += 1) if (bundleText[index] === "\n") lineStarts.push(index + 1);

function sourceAt(offset) {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (lineStarts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  const entry = sourceMap.findEntry(low, offset - lineStarts[low]);
  if (!entry?.originalSource) return null;
  const source = entry.originalSource.startsWith("file://")
    ? fileURLToPath(entry.originalSource)
    : path.resolve(path.dirname(bundle), entry.originalSource);
  return path.relative(root, source);
}

function projectFiles(coverage) {
  const files = new Set();
  for (const script of coverage.result) {
    if (!script.url.startsWith("file://")) continue;
    const file = fileURLToPath(script.url);
    const called = script.functions.filter((fn) => fn.ranges[0].count > 0 && fn.functionName !== "");
    if (!called.length) continue;
    if (file === bundle) {
      for (const fn of called) {
        const source = sourceAt(fn.ranges[0].startOffset);
        if (source && !source.startsWith("node_modules") && !source.startsWith("..")) files.add(source);
      }
    } else if (!path.relative(root, file).startsWith("node_modules") && file.startsWith(root)) {
      files.add(path.relative(root, file));
    }
  }
  return [...files].sort();
}

try {
  await waitForServer();
  // Warm-up: first render, database opened, every module's first call behind us.
  await (await fetch(`${base}/contacto`)).text();
  for (const kind of ["document", "enhanced", "document", "enhanced"]) await (await requests[kind]()).text();
  await takeCoverage();

  const results = {};
  for (const kind of ["document", "enhanced"]) {
    const response = await requests[kind]();
    await response.text();
    if (kind === "enhanced") flashCookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
    if (response.status !== (kind === "document" ? 303 : 200)) throw new Error(`${kind}: HTTP ${response.status}`);
    results[kind] = projectFiles(await takeCoverage());
  }
  const flash = await revalidate();
  await flash.text();
  results["flash read (root loader after the fetcher)"] = projectFiles(await takeCoverage());

  for (const [kind, files] of Object.entries(results)) {
    console.log(`\n${kind}: ${files.length} files`);
    for (const file of files) console.log(`  ${file}`);
  }
  const union = [...new Set(Object.values(results).flat())].sort();
  console.log(`\nall together: ${union.length} files`);
} finally {
  server.kill("SIGTERM");
  await sleep(500);
  rmSync(scratch, { recursive: true, force: true });
}
