// Lighthouse (mobile defaults) against the production build, on loopback.
// Usage: npm run build && npm run perf:lighthouse -- [/path ... | --all]   (default: / and a service page)
//   --all: every page of the sitemap. LH_RUNS=3: each page three times; the table shows the run with
//   the median performance score (Lighthouse's own advice for noisy machines).
// The table starts and ends with an empty page (a heading and a line of text, no stylesheet, no
// script) served from this process: the score the machine gives a page with nothing to do, so a
// page's blocking time can be read against it (decision 158).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

const port = Number(process.env.LH_PORT ?? 3300);
const args = process.argv.slice(2);
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 1));
const origin = `http://127.0.0.1:${port}`;

const EMPTY_PAGE = `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Página vacía</title>
<meta name="description" content="Una página sin estilos ni scripts: el suelo de la medición.">
<link rel="icon" href="data:,"></head><body><main><h1>Página vacía</h1>
<p>Un título y una línea de texto, nada más.</p></main></body></html>`;
const emptyPageServer = createServer((request, response) => {
  if (request.url === "/") response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(EMPTY_PAGE);
  else response.writeHead(404).end();
});
await new Promise((resolve) => emptyPageServer.listen(0, "127.0.0.1", resolve));
const emptyPageUrl = `http://127.0.0.1:${emptyPageServer.address().port}/`;

const server = spawn("node", ["server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: process.env.DATA_DIR ?? ".out/lighthouse-data",
    OUTBOX_INTERVAL_MS: "0",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 100) throw new Error("server did not start");
    await sleep(200);
  }
  const pagePaths = args.includes("--all")
    ? [...(await (await fetch(`${origin}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1]).pathname,
      )
    : args.length
      ? args
      : ["/", "/servicios/robotica-rpa"];
  const pages = [
    { label: "(empty page, first)", url: emptyPageUrl, file: "empty-page-first" },
    ...pagePaths.map((path) => ({ label: path, url: origin + path, file: path.replace(/\W+/g, "_") || "_" })),
    { label: "(empty page, last)", url: emptyPageUrl, file: "empty-page-last" },
  ];
  mkdirSync(".lighthouse", { recursive: true });
  // PaintHolding off: Lighthouse opens each page from about:blank, and on these GPU-less machines
  // the browser then held the first frame of any page with a stylesheet for 1-2 s after it was
  // ready (a static page: first paint 1.2-2.3 s with it, 0.3 s without), which inflated Speed Index
  // and put later work before the first paint (decision 160).
  const chromeFlags =
    "--headless=new --no-sandbox --disable-gpu --disable-features=PaintHolding --disable-background-networking --disable-component-update --disable-sync --no-first-run";
  const rows = [];
  for (const { label, url, file } of pages) {
    // Warm the server once so the measurement is not a cold start.
    await fetch(url)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
    const reports = [];
    for (let run = 0; run < runs; run++) {
      const outputPath = `.lighthouse/${file}-${run}.json`;
      // Awaited, not run synchronously: this process also answers for the empty page meanwhile.
      const lighthouse = spawn(
        "npx",
        ["lighthouse", url, "--output=json", `--output-path=${outputPath}`, `--chrome-flags=${chromeFlags}`, "--quiet"],
        { stdio: "inherit", env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" } },
      );
      const [status] = await once(lighthouse, "exit");
      if (status !== 0) throw new Error(`lighthouse ${url} exited with ${status}`);
      reports.push(JSON.parse(readFileSync(outputPath, "utf8")));
    }
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const { categories, audits } = reports[Math.floor(reports.length / 2)];
    rows.push({
      path: label,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      "best-practices": Math.round(categories["best-practices"].score * 100),
      seo: Math.round(categories.seo.score * 100),
      LCP: audits["largest-contentful-paint"].displayValue,
      TBT: audits["total-blocking-time"].displayValue,
      CLS: audits["cumulative-layout-shift"].displayValue,
      transfer: audits["total-byte-weight"].displayValue,
      // Lighthouse's own CPU benchmark of each run (lowest score first): how fast the machine was
      // when the run started. Here it moved 1,200-2,800 within an hour without predicting the score.
      benchmark: reports.map((report) => Math.round(report.environment.benchmarkIndex)).join(", "),
    });
  }
  console.table(rows);
  const below = rows.filter(
    (row, index) =>
      pages[index].url !== emptyPageUrl &&
      ["performance", "accessibility", "best-practices", "seo"].some((key) => row[key] < 100),
  );
  console.log(
    `${pagePaths.length} pages, ${runs} run(s) each (median shown); below 100 in some category: ${below.length}`,
  );
} finally {
  server.kill();
  emptyPageServer.close();
}
