/**
 * Campaign (issue 36 item 1): one client floods the site with new URLs on 64 keep-alive connections
 * (`/?x=<new>`, `/no-such-<new>`, `/blog?categoria=<new>`, `/blog/autores/<new>`) for a bounded
 * time, while another visitor, from another address, asks for pages rendered afresh and posts leads
 * with and without JavaScript. The other visitor must get normal answers: at least 99 % 2xx/3xx and
 * a p99 under 2 s. The built site runs behind a pretend proxy (TRUST_PROXY=loopback), so each
 * request says which client it is. A campaign, not part of `npm test` (`npm run test:campaigns`).
 */
import { expect, test } from "@playwright/test";
import { patience } from "../helpers/patience";
import { startSiteProcess, type SiteProcess } from "../helpers/server/site-process";

/** How long the flood lasts: long enough for queues to fill and stay full. */
const FLOOD_MS = 30_000;
const CONNECTIONS = 64;
/**
 * The issue's bar for the other visitor's p99, on a quiet machine; on a slower one the bar is five
 * times the p99 the same visitor gets without a flood in the same run (no test fails because the
 * machine is slow; a flood that starves the visitor still fails it).
 */
const P99_BOUND_MS = 2_000;
const P99_OVER_QUIET = 5;
const SHARE_OK = 0.99;
const FLOODER = "203.0.113.66";
const VISITOR = "198.51.100.200";

let site: SiteProcess;

test.beforeAll(async () => {
  // The allowance of leads is not what is measured here: off, so every valid post is a lead.
  site = await startSiteProcess({ env: { TRUST_PROXY: "loopback", FORM_RATE_LIMIT: "off" } });
});

test.afterAll(async () => {
  await site?.stop("SIGKILL");
  site?.cleanup();
});

type Sample = { what: string; status: number; ms: number; at: number; path?: string };

const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };

async function timed(what: string, request: () => Promise<Response>, path?: string): Promise<Sample> {
  const started = performance.now();
  const answer = await request().catch(() => null);
  await answer?.arrayBuffer().catch(() => {});
  return { what, status: answer?.status ?? 0, ms: performance.now() - started, at: started, path };
}

test("one client's flood of new URLs leaves another visitor's pages and lead posts normal answers", async () => {
  test.setTimeout(patience(FLOOD_MS + 60_000));
  const at = (pathname: string, headers: Record<string, string>, init: RequestInit = {}) =>
    fetch(`${site.url}${pathname}`, { redirect: "manual", ...init, headers: { ...headers, ...init.headers } });
  // Warm: the pages the visitor will ask for, once each.
  for (const pathname of ["/", "/faq", "/servicios", "/contacto", "/blog"]) {
    await (await at(pathname, { "X-Forwarded-For": VISITOR })).arrayBuffer();
  }

  // The other visitor, one request at a time: a page rendered afresh (a reload), then a lead post.
  const pages = ["/", "/faq", "/servicios", "/blog"];
  const visitor = { "X-Forwarded-For": VISITOR };
  const visitorRound = async (n: number): Promise<Sample[]> => {
    const page = pages[n % pages.length]!;
    const email = `campaign.${Date.now()}.${n}@example.com`;
    return [
      await timed("page", () => at(page, { ...visitor, "Cache-Control": "no-cache" }), page),
      n % 2 === 0
        ? await timed("contact (no JS)", () =>
            at("/contacto", visitor, {
              method: "POST",
              headers: urlencoded,
              body: new URLSearchParams({ intent: "contact", name: "Campaña", email, message: "Hola" }).toString(),
            }),
          )
        : await timed("newsletter (JS)", () =>
            at("/_root.data?index", visitor, {
              method: "POST",
              headers: { ...urlencoded, "Sec-Fetch-Dest": "empty" },
              body: new URLSearchParams({ intent: "newsletter", email }).toString(),
            }),
          ),
    ];
  };
  // The same visitor without a flood, in this run: how fast this machine answers it when nobody floods.
  const quiet: Sample[] = [];
  for (let n = 0; n < 16; n += 1) quiet.push(...(await visitorRound(n)));

  const deadline = Date.now() + FLOOD_MS;
  const flood: Record<number, number> = {};
  let serial = 0;
  const newUrl = () => {
    const n = `${Date.now().toString(36)}${(serial += 1).toString(36)}`;
    return [`/?x=${n}`, `/no-such-${n}`, `/blog?categoria=${n}`, `/blog/autores/${n}`][serial % 4]!;
  };
  const flooding = Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        const answer = await at(newUrl(), { "X-Forwarded-For": FLOODER }).catch(() => null);
        await answer?.arrayBuffer().catch(() => {});
        const status = answer?.status ?? 0;
        flood[status] = (flood[status] ?? 0) + 1;
      }
    }),
  );

  const samples: Sample[] = [];
  for (let n = 0; Date.now() < deadline; n += 1) samples.push(...(await visitorRound(n)));
  await flooding;

  const figures: string[] = [`flood from one client: ${JSON.stringify(flood)}`];
  const good = (sample: Sample) => sample.status >= 200 && sample.status < 400;
  for (const what of ["page", "contact (no JS)", "newsletter (JS)", "all"]) {
    const list = samples.filter((sample) => what === "all" || sample.what === what);
    const times = list.map((sample) => sample.ms).sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    const statuses: Record<number, number> = {};
    for (const sample of list) statuses[sample.status] = (statuses[sample.status] ?? 0) + 1;
    figures.push(
      `other visitor, ${what}: ${list.filter(good).length}/${list.length} 2xx/3xx ${JSON.stringify(statuses)}, p50 ${p(0.5).toFixed(0)} ms, p99 ${p(0.99).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`,
    );
  }
  const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 3);
  figures.push(
    `slowest: ${slowest.map((sample) => `${sample.what} ${sample.path ?? ""} ${sample.ms.toFixed(0)} ms at +${((sample.at - samples[0]!.at) / 1000).toFixed(1)} s`).join("; ")}`,
  );
  const p99Of = (list: Sample[]) => {
    const sorted = list.map((sample) => sample.ms).sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))]!;
  };
  const p99 = p99Of(samples);
  const bound = Math.max(P99_BOUND_MS, P99_OVER_QUIET * p99Of(quiet));
  figures.push(`without a flood: p99 ${p99Of(quiet).toFixed(0)} ms; bar for the flood's p99: ${bound.toFixed(0)} ms`);
  test.info().annotations.push({ type: "figures", description: figures.join("\n") });
  console.log(figures.join("\n"));

  expect(samples.length).toBeGreaterThan(20);
  expect(samples.filter(good).length / samples.length).toBeGreaterThanOrEqual(SHARE_OK);
  expect(p99).toBeLessThan(bound);
  // The site is still whole and logged no error.
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  expect(site.output()).not.toMatch(/"level":"error"/);
});
