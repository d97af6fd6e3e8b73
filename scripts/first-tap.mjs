// What a phone visitor feels (issue 26, decision 160): on a Pixel 5 profile with the CPU slowed 4x
// (Lighthouse's mobile profile), each page is loaded as a first visit (no cookies), read for 3 s,
// then the header's demo button is tapped once. Printed per page, median of the runs: whether React
// had hydrated by then, the time from the tap to the first frame showing the dialog, the tap's
// event duration (what INP measures: input delay + processing + presentation), and the page's LCP
// and CLS. Figures to read, not assertions: the machine is shared and noisy.
// Usage: npm run build && PORT=3300 npm run perf:first-tap [-- --runs 3 --all]
//        (starts the built site on PORT with a fresh data folder; CHROME_PATH, default /usr/bin/chromium)
import { readFileSync } from "node:fs";
import path from "node:path";
import { startBuiltSite } from "./built-site.mjs";
import { chromium } from "playwright";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1] || 3) || 3;
const port = Number(process.env.PORT ?? 3300);
const origin = `http://127.0.0.1:${port}`;
const buildDir = process.env.BUILD_DIR ?? "build";
const dataDir = path.resolve(`.out/first-tap-data-${port}`);

const issuePages = ["/", "/servicios/inteligencia-artificial", "/faq", "/blog", "/en", "/en/contact"];
const routeTable = JSON.parse(readFileSync(new URL("../app/route-table.json", import.meta.url), "utf8"));
const pages = args.includes("--all")
  ? Object.values(routeTable.pages).flatMap(({ es, en }) => [`/${es}`, en === "" ? "/en" : `/en/${en}`])
  : issuePages;

const pixel5 = {
  viewport: { width: 393, height: 851 },
  deviceScaleFactor: 2.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
};

/** Records LCP, CLS and the timing of the first tap in the page, from its first moment. */
const observe = () => {
  const state = { lcp: 0, cls: 0, tapAt: null, dialogAt: null, eventDuration: null };
  window.__firstTap = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) state.cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId && ["pointerup", "click"].includes(entry.name)) {
        state.eventDuration = Math.max(state.eventDuration ?? 0, entry.duration);
      }
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  addEventListener("pointerdown", (event) => (state.tapAt ??= event.timeStamp), { capture: true });
  new MutationObserver(() => {
    if (state.dialogAt === null && state.tapAt !== null && document.querySelector("dialog[open], [role=dialog]")) {
      // The frame that paints it: after the next animation frame.
      requestAnimationFrame(() => setTimeout(() => (state.dialogAt ??= performance.now())));
    }
  }).observe(document, { childList: true, subtree: true });
};

async function measure(browser, pagePath) {
  const context = await browser.newContext(pixel5);
  const page = await context.newPage();
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(origin + pagePath, { waitUntil: "load" });
  await page.waitForTimeout(3000);
  // A document load (the plain path) would drop this mark.
  const hydrated = await page.evaluate(() => {
    window.__stayed = true;
    return document.documentElement.dataset.hydrated === "true";
  });
  const lang = pagePath.startsWith("/en") ? "en" : "es";
  await page
    .locator("header.site-header .header-cta")
    .getByText(lang === "en" ? "Book a demo" : "Reserva una demo")
    .tap();
  await page
    .waitForFunction(() => window.__firstTap.dialogAt !== null || document.readyState !== "complete", null, {
      timeout: 20_000,
    })
    .catch(() => {});
  await page.waitForTimeout(300);
  const reloaded = !(await page.evaluate(() => window.__stayed === true));
  const state = reloaded ? null : await page.evaluate(() => window.__firstTap);
  await context.close();
  return {
    hydrated,
    reloaded,
    tapToDialog: state?.dialogAt != null ? state.dialogAt - state.tapAt : null,
    eventDuration: state?.eventDuration ?? null,
    lcp: state?.lcp ?? null,
    cls: state?.cls ?? null,
  };
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

const site = await startBuiltSite({ port, buildDir, dataDir });
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const rows = [];
  for (const pagePath of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await measure(browser, pagePath));
    const ms = (value) => (value === null ? "-" : Math.round(value));
    rows.push({
      page: pagePath,
      "hydrated at 3 s": `${results.filter((r) => r.hydrated).length}/${runs}`,
      reloads: results.filter((r) => r.reloaded).length,
      "tap → dialog ms": ms(median(results.map((r) => r.tapToDialog))),
      "event duration ms": ms(median(results.map((r) => r.eventDuration))),
      "LCP ms": ms(median(results.map((r) => r.lcp))),
      CLS: median(results.map((r) => r.cls))?.toFixed(3) ?? "-",
    });
  }
  await browser.close();
  console.log(`Pixel 5 profile, CPU 4x slower, ${runs} run(s) per page, median; ${new Date().toISOString()}`);
  console.table(rows);
} finally {
  await site.stop();
}
