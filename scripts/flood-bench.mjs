// npm run bench:flood: how long another visitor waits for a cached page while one client floods the
// site with one kind of request (issue 27 item 3). A figure to read, not an assertion.
//
// The built site runs behind a pretend proxy (TRUST_PROXY=loopback): the flood comes from one
// visitor (X-Forwarded-For 198.51.100.7), the probe from another (198.51.100.8), who reads the cached
// /faq again and again, one request at a time, for the whole flood, from a process of its own (so
// the load generator's own work never counts as the site's delay). Per flood and connection count it
// prints the probe's median, p99 and slowest answer, and what the flood got (status counts, rate).
// Options (environment): FLOOD_SECONDS=8, FLOOD_CONNECTIONS="32 64", FLOOD_PORT=3420,
// FLOOD_KINDS="refused-429 cross-site-403 too-large-413 method-405 invalid-400 render consent-record",
// BUILD_DIR (default build), FLOOD_JSON=<file> (raw results).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";

const seconds = Number(process.env.FLOOD_SECONDS ?? 8);
const connectionCounts = (process.env.FLOOD_CONNECTIONS ?? "32 64").split(/\s+/).filter(Boolean).map(Number);
const port = Number(process.env.FLOOD_PORT ?? 3420);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const origin = `http://127.0.0.1:${port}`;
const FLOODER = "198.51.100.7";
const PROBE = "198.51.100.8";
const form = { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": FLOODER };
const lead = (n) => `intent=newsletter&email=flood.${n}%40example.com&website=`;

/** Each kind of flood: what one request of it looks like. */
const kinds = {
  // Valid leads from one visitor: the allowance (5 in 10 minutes) is used at once, then every post is a 429.
  "refused-429": { method: "POST", path: "/contacto", headers: form, body: lead("x") },
  "cross-site-403": {
    method: "POST",
    path: "/contacto",
    headers: { ...form, origin: "https://evil.example" },
    body: lead("y"),
  },
  "too-large-413": {
    method: "POST",
    path: "/contacto",
    headers: form,
    body: `intent=contact&message=${"x".repeat(40_000)}`,
  },
  "method-405": { method: "PUT", path: "/contacto", headers: form, body: lead("z") },
  // A typo: the form comes back with its errors (a render the visitor needs).
  "invalid-400": { method: "POST", path: "/contacto", headers: form, body: "intent=newsletter&email=&website=" },
  // A new query string each time: every request is a page render.
  render: { method: "GET", path: "/faq?flood=[<id>]", headers: { "x-forwarded-for": FLOODER }, idReplacement: true },
  "consent-record": {
    method: "POST",
    path: "/cookies/registro",
    headers: form,
    body: "consent_id=6f1c2b1e-8a4e-4a57-9c3e-2f1d4b5a6c7d&categories=necessary&revision=0&lang=es",
  },
};
const selected = (process.env.FLOOD_KINDS ?? Object.keys(kinds).join(" ")).split(/\s+/).filter(Boolean);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "rts-flood-"));
const site = spawn(process.execPath, ["server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    BUILD_DIR: buildDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: origin,
    DATA_DIR: dataDir,
    TRUST_PROXY: "loopback",
    FORM_RATE_LIMIT: "5/10m",
    OUTBOX_INTERVAL_MS: "0",
    SESSION_SECRET: "flood-bench-session-secret-long-enough-0123456789",
  },
  stdio: ["ignore", "ignore", "ignore"],
});
const stop = () => {
  site.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", stop);

function get(pathname, headers = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.get(`${origin}${pathname}`, { headers, timeout: 60_000 }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          cache: response.headers["x-page-cache"],
          ms: performance.now() - started,
        }),
      );
    });
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => resolve({ status: 0, cache: undefined, ms: performance.now() - started }));
  });
}

for (let attempt = 0; ; attempt += 1) {
  if ((await get("/healthz")).status === 200) break;
  if (attempt > 600) throw new Error("the site did not start");
  await sleep(200);
}
const probeHeaders = { "accept-encoding": "br, gzip", "x-forwarded-for": PROBE };
await get("/faq", probeHeaders); // the first render; from here on /faq is a cache hit

/**
 * The probe: a process of its own that reads /faq from the moment it is ready until the flood ends,
 * and prints each answer (status, cache, time). It is started and ready before the flood begins.
 */
async function startProbe() {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import http from "node:http";
       // A new connection each time, as a new visitor's.
       const agent = false;
       const answers = [];
       const get = () => new Promise((resolve) => {
         const started = performance.now();
         const request = http.get(${JSON.stringify(`${origin}/faq`)}, { agent, headers: ${JSON.stringify(probeHeaders)}, timeout: 60000 }, (response) => {
           response.resume();
           response.on("end", () => resolve({ status: response.statusCode, cache: response.headers["x-page-cache"], ms: performance.now() - started }));
         });
         request.on("timeout", () => request.destroy(new Error("timeout")));
         request.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
       });
       await get();
       process.stdout.write("ready\\n");
       await new Promise((resolve) => process.stdin.once("data", resolve));
       let flooding = true;
       process.stdin.once("data", () => (flooding = false));
       while (flooding) answers.push(await get());
       process.stdout.write(JSON.stringify(answers));
       process.exit(0);`,
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  await new Promise((resolve) => {
    const ready = () => (out.startsWith("ready\n") ? resolve() : child.stdout.once("data", ready));
    child.stdout.once("data", ready);
  });
  out = "";
  const answers = new Promise((resolve) => child.on("exit", () => resolve(JSON.parse(out || "[]"))));
  return {
    go: () => child.stdin.write("go\n"),
    stop: () => {
      child.stdin.write("stop\n");
      return answers;
    },
  };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const rows = [];
const raw = [];
for (const kind of selected) {
  for (const connections of connectionCounts) {
    const spec = kinds[kind];
    // The probe connects and reads once before the flood (its own start-up is not the site's delay).
    const probe = await startProbe();
    probe.go();
    const result = await autocannon({
      url: origin,
      connections,
      duration: seconds,
      timeout: 30,
      requests: [{ method: spec.method, path: spec.path, headers: spec.headers, body: spec.body }],
      idReplacement: spec.idReplacement ?? false,
    });
    const answers = await probe.stop();
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
    );
    raw.push({ kind, connections, statuses, floodRps: result.requests.average, probe: answers });
    rows.push({
      flood: kind,
      conns: connections,
      "flood req/s": Math.round(result.requests.total / result.duration),
      "flood statuses": JSON.stringify(statuses),
      "flood errors": result.errors + result.timeouts,
      "probe n": answers.length,
      "probe hits": answers.filter((answer) => answer.status === 200 && answer.cache === "hit").length,
      "probe p50 ms": times.length ? quantile(times, 0.5).toFixed(1) : "",
      "probe p99 ms": times.length ? quantile(times, 0.99).toFixed(1) : "",
      "probe max ms": times.length ? times.at(-1).toFixed(1) : "",
    });
    // Let the site finish what the flood left in flight before the next one.
    await sleep(1000);
  }
}
console.log(`\nFlood ${seconds} s each; the probe reads the cached /faq as another visitor (${buildDir})`);
console.table(rows);
if (process.env.FLOOD_JSON) writeFileSync(process.env.FLOOD_JSON, JSON.stringify(raw, null, 2));
stop();
process.exit(0);
