// npm run bench: the production build answering live, against the same bytes served as a static file
// in the same run (autocannon, 32 connections, brotli/gzip negotiated as a browser does).
//
// For each page (the home page and a service page):
//   static  - the live answer's exact bytes (headers and compressed body) from a bare node:http server
//   cached  - the same URL again and again, as anonymous visitors ask for it (page cache hits)
//   render  - a new query string on every request, so every request renders the page afresh
// Prints requests/s, p99 latency, the server's CPU time per answer and live/static ratios.
// Options (environment):
//   BENCH_DURATION=10 (seconds per measurement), BENCH_CONNECTIONS=32, BENCH_WORKERS=0 (client
//   threads besides the main one; 0 = autocannon's single thread), BENCH_PORT=3410 (the site;
//   the static server takes the next port), BENCH_PATHS="/ /servicios/robotica-rpa",
//   BENCH_SKIP_BUILD=1 (reuse BUILD_DIR), BUILD_DIR=.out/bench/build, BENCH_JSON=<file> (raw results).
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
// Client threads: one (autocannon's default) can saturate before a fast server does; see README.
const workers = Number(process.env.BENCH_WORKERS ?? 0);
const sitePort = Number(process.env.BENCH_PORT ?? 3410);
const staticPort = sitePort + 1;
const paths = (process.env.BENCH_PATHS ?? "/ /servicios/robotica-rpa").split(/\s+/).filter(Boolean);
const buildDir = path.resolve(process.env.BUILD_DIR ?? ".out/bench/build");
const workDir = path.resolve(".out/bench");
const dataDir = path.join(workDir, "data");
const staticDir = path.join(workDir, "static");
const siteOrigin = `http://127.0.0.1:${sitePort}`;
const staticOrigin = `http://127.0.0.1:${staticPort}`;
// What a current browser sends: the server picks brotli.
const visitorHeaders = { "accept-encoding": "br, gzip, deflate", accept: "text/html" };

if (!process.env.BENCH_SKIP_BUILD) {
  execFileSync("npx", ["remix", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
}
rmSync(dataDir, { recursive: true, force: true });
rmSync(staticDir, { recursive: true, force: true });
mkdirSync(staticDir, { recursive: true });

const children = [];
function start(args, env) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}
function stopAll() {
  for (const child of children) child.kill("SIGTERM");
}
process.on("exit", stopAll);

/** One GET with the raw (still compressed) body: node:http does not decompress. */
function rawGet(url, headers = visitorHeaders) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      })
      .on("error", reject);
  });
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 900; attempt++) {
    try {
      const { status } = await rawGet(url, {});
      if (status < 500) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer`);
}

/**
 * CPU seconds a process has used (user + system, all threads), from /proc: unlike requests/s, the
 * CPU one answer costs hardly depends on what else the shared machine is doing. Null elsewhere.
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function measure(url, { unique = false, pid } = {}) {
  const cpuBefore = cpuSeconds(pid);
  return new Promise((resolve, reject) => {
    const target = unique ? `${url}${url.includes("?") ? "&" : "?"}bench=[<id>]` : url;
    autocannon(
      {
        url: target,
        connections,
        duration,
        headers: visitorHeaders,
        idReplacement: unique,
        ...(workers > 0 ? { workers } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        const cpuAfter = cpuSeconds(pid);
        resolve({
          cpuMsPerRequest:
            cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
          requestsPerSecond: Math.round(result.requests.total / result.duration),
          p99: result.latency.p99,
          p50: result.latency.p50,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
  });
}

const site = start(["server.js"], {
  NODE_ENV: "production",
  BUILD_DIR: buildDir,
  PORT: String(sitePort),
  HOST: "127.0.0.1",
  SITE_URL: siteOrigin,
  DATA_DIR: dataDir,
  OUTBOX_INTERVAL_MS: "0",
  SESSION_SECRET: "bench-session-secret-that-is-long-enough-0123456789",
});
site.on("exit", (code) => {
  if (code !== null && code !== 0) {
    console.error(`the site exited with code ${code}`);
    process.exit(1);
  }
});

const rows = [];
const raw = {};
try {
  await waitFor(`${siteOrigin}/robots.txt`);

  // The static copies: exactly what a browser receives from the live page (first request = first render).
  const files = [];
  const firstRenders = {};
  for (const [index, pagePath] of paths.entries()) {
    const first = await rawGet(siteOrigin + pagePath);
    if (first.status !== 200) throw new Error(`${pagePath} answered ${first.status}`);
    firstRenders[pagePath] = Math.round(first.ms);
    const file = path.join(staticDir, `page-${index}`);
    writeFileSync(file, first.body);
    files.push({
      url: pagePath,
      file,
      type: first.headers["content-type"],
      encoding: first.headers["content-encoding"] ?? null,
    });
  }
  writeFileSync(path.join(staticDir, "files.json"), JSON.stringify(files));
  // A bare static file server: each file read once, then answered from memory.
  const staticServer = start(
    [
      "--input-type=module",
      "-e",
      `import http from "node:http"; import { readFileSync } from "node:fs";
       const files = new Map(JSON.parse(readFileSync(${JSON.stringify(path.join(staticDir, "files.json"))}, "utf8"))
         .map((f) => [f.url, { ...f, body: readFileSync(f.file) }]));
       http.createServer((req, res) => {
         const f = files.get(req.url.split("?")[0]);
         if (!f) { res.writeHead(404).end(); return; }
         const headers = { "content-type": f.type, "content-length": f.body.length };
         if (f.encoding) headers["content-encoding"] = f.encoding;
         res.writeHead(200, headers).end(f.body);
       }).listen(${staticPort}, "127.0.0.1");`,
    ],
    {},
  );
  await waitFor(`${staticOrigin}${paths[0]}`);

  for (const { url, encoding } of files) {
    const staticResult = await measure(staticOrigin + url, { pid: staticServer.pid });
    const cached = await measure(siteOrigin + url, { pid: site.pid });
    const render = await measure(siteOrigin + url, { unique: true, pid: site.pid });
    raw[url] = { static: staticResult, cached, render, firstRenderMs: firstRenders[url], encoding };
    for (const [name, result] of Object.entries({ static: staticResult, cached, render })) {
      rows.push({
        page: url,
        answer: name,
        "req/s": result.requestsPerSecond,
        "p99 ms": result.p99,
        "p50 ms": result.p50,
        "cpu ms/req": result.cpuMsPerRequest === null ? "" : result.cpuMsPerRequest.toFixed(2),
        "live/static": name === "static" ? "" : (result.requestsPerSecond / staticResult.requestsPerSecond).toFixed(3),
        "non-2xx": result.non2xx,
        errors: result.errors,
      });
    }
  }
  console.log(
    `\n${connections} connections, ${duration} s each; bodies as a browser gets them (${Object.values(raw)
      .map((r) => r.encoding ?? "identity")
      .join(", ")}); first request of each page (render + compression): ${Object.entries(firstRenders)
      .map(([url, ms]) => `${url} ${ms} ms`)
      .join(", ")}`,
  );
  console.table(rows);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(raw, null, 2));
} finally {
  stopAll();
}
