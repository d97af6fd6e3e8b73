/**
 * The HTTP server over plain HTTP (docs/decisions/250, 072, 073): the page cache and what may never be in
 * it, correct bytes, redirects that stay on the site, headers on every answer, the Host check, and
 * the process itself (proxies, HTTPS, timeouts, one process per data folder, a port in use).
 */
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { patience } from "../helpers/patience";
import { rawRequest, startSiteProcess, type SiteProcess } from "../helpers/server/site-process";

/** One GET with the raw body (still compressed): what goes over the wire. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const hostOf = (baseURL: string | undefined) => new URL(baseURL!).host;

test.describe("on the shared server", () => {
  test("no page contains a NUL byte, in either theme (every page of the sitemap, and a 404)", async ({
    request,
    baseURL,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    // Every page of the route table (54) and every published article.
    expect(paths.length).toBeGreaterThan(54);
    for (const pagePath of [...paths, "/no-existe"]) {
      for (const theme of ["light", "dark"]) {
        const { status, body } = await rawGet(`${baseURL}${pagePath}`, { Cookie: `theme=${theme}` });
        expect(status, pagePath).toBe(pagePath === "/no-existe" ? 404 : 200);
        expect(body.indexOf(0), `${pagePath} (${theme}) has a NUL byte`).toBe(-1);
        expect(body.toString("utf8"), pagePath).toContain(`data-theme="${theme}"`);
      }
    }
  });

  test("an anonymous page comes from the cache: shareable, strong ETag, 304, no cookie, compressed once", async ({
    baseURL,
  }) => {
    const url = `${baseURL}/servicios/inteligencia-artificial`;
    await rawGet(url, { "Accept-Encoding": "gzip" });
    const page = await rawGet(url, { "Accept-Encoding": "gzip" });
    expect(page.status).toBe(200);
    expect(page.headers["x-page-cache"]).toBe("hit");
    expect(page.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(page.headers["vary"]).toBe("Accept-Encoding, Cookie");
    expect(page.headers["set-cookie"]).toBeUndefined();
    const etag = page.headers["etag"]!;
    expect(etag).toMatch(/^"[\w-]+"$/); // strong: no W/
    // One-pass gzip: never much bigger than gzip of the whole page at once (it was twice as big).
    const html = (await rawGet(url)).body;
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(page.body.length).toBeLessThanOrEqual(Math.ceil(gzipSync(html, { level: 6 }).length * 1.05));
    const brotli = await rawGet(url, { "Accept-Encoding": "br, gzip" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.body.length).toBeLessThan(page.body.length);

    const revalidated = await rawGet(url, { "Accept-Encoding": "gzip", "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers["etag"]).toBe(etag);
    // A reload asks for a fresh render, and gets the same page: a page the cache may share carries
    // no one-time token (decision 166: the visitor's browser makes its own).
    const reload = await rawGet(url, { "Cache-Control": "max-age=0" });
    expect(reload.headers["x-page-cache"]).toBe("miss");
    expect(reload.body.toString("utf8")).not.toMatch(/"formToken":"/);
    expect(reload.body.toString("utf8")).toBe(html.toString("utf8"));
  });

  test("favicon.ico, uncompressed bitmaps on disk, is sent compressed and cached an hour", async ({ baseURL }) => {
    const onDisk = readFileSync("public/favicon.ico");
    const icon = await rawGet(`${baseURL}/favicon.ico`, { "Accept-Encoding": "gzip" });
    expect(icon.status).toBe(200);
    expect(icon.headers["content-encoding"]).toBe("gzip");
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    expect(gunzipSync(icon.body).equals(onDisk)).toBe(true);
    expect(icon.body.length).toBeLessThan(onDisk.length / 4);
  });

  test("preference cookies get their own cached page (Vary: Cookie); unknown cookies and flash messages are never served from or kept in the cache", async ({
    request,
    baseURL,
  }) => {
    const dark = async () => rawGet(`${baseURL}/faq`, { Cookie: "theme=dark" });
    await dark();
    const second = await dark();
    expect(second.headers["x-page-cache"]).toBe("hit");
    // What the render said, as a CDN would read it: shared caches may keep it, keyed by the cookies.
    expect(second.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(second.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(second.body.toString()).toContain('data-theme="dark"');
    expect((await rawGet(`${baseURL}/faq`)).body.toString()).not.toContain('data-theme="dark"');

    // A cookie the cache does not know: rendered for this visitor, with a one-time token of its own
    // (decision 166), so kept by no one.
    const unknown = await rawGet(`${baseURL}/faq`, { Cookie: "something=else" });
    expect(unknown.headers["x-page-cache"]).toBeUndefined();
    expect(unknown.headers["cache-control"]).toBe("private, no-store");

    // A flash message is shown once, to its visitor only.
    const posted = await request.post(`${baseURL}/como-trabajamos`, {
      headers: { ...urlencoded, Origin: baseURL! },
      data: form({ intent: "newsletter", email: `cache.${Date.now()}@example.com` }),
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(303);
    const flash = posted.headers()["set-cookie"]!.split(";")[0];
    const withMessage = await rawGet(`${baseURL}/como-trabajamos`, { Cookie: flash });
    // The notice as the page shows it (its words are also among the page's interface strings).
    const notice = /class="flash-title">Revisa tu correo para confirmar la suscripción/;
    expect(withMessage.body.toString()).toMatch(notice);
    expect(withMessage.headers["cache-control"]).toBe("private, no-store");
    expect(withMessage.headers["x-page-cache"]).toBeUndefined();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await rawGet(`${baseURL}/como-trabajamos`)).body.toString()).not.toMatch(notice);
    }

    // The booking page shows live slots: never cached.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const demo = await rawGet(`${baseURL}/reserva-demo`);
      expect(demo.status).toBe(200);
      expect(demo.headers["x-page-cache"]).toBeUndefined();
      expect(demo.headers["cache-control"]).toBe("private, no-store");
    }

    // A page's data (single fetch) carries the root's flash: never stored; one person's, also unindexed.
    expect((await rawGet(`${baseURL}/faq.data`)).headers["cache-control"]).toBe("private, no-store");
    const manage = await rawGet(`${baseURL}/reserva-demo/unknown-booking.data`);
    expect([manage.headers["cache-control"], manage.headers["x-robots-tag"]]).toEqual(["private, no-store", "noindex"]);
  });

  test("redirects stay on this site (//host, backslashes, ?lng, the lng cookie); case and trailing slashes redirect once to the canonical URL", async ({
    baseURL,
  }) => {
    const host = hostOf(baseURL);
    const get = (target: string, extra = "") =>
      rawRequest(baseURL!, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${extra}Connection: close\r\n\r\n`);
    for (const [target, extra] of [
      ["//evil.example/?theme=dark", ""],
      ["//evil.example/?lng=en", ""],
      ["/\\evil.example/?theme=dark", ""],
      ["/\\/evil.example/", ""],
      ["//evil.example/", "Cookie: lng=en\r\n"],
      ["/en//evil.example/", "Cookie: lng=es\r\n"],
    ]) {
      const answer = await get(target, extra);
      expect(answer.status, target).toBeGreaterThanOrEqual(300);
      expect(answer.status, target).toBeLessThan(400);
      expect(answer.headers["location"], target).toMatch(/^\/(?![/\\])/);
    }
    const mixed = await get("/Servicios/Robotica-RPA/?x=1");
    expect(mixed.status).toBe(301);
    expect(mixed.headers["location"]).toBe("/servicios/robotica-rpa?x=1");
    expect((await get("/servicios/robotica-rpa?x=1")).status).toBe(200);
    const slash = await get("/en/faq/");
    expect(slash.status).toBe(301);
    expect(slash.headers["location"]).toBe("/en/faq");
  });

  test("security headers on every answer: pages, errors, refusals, assets, robots.txt, sitemap.xml, data, health", async ({
    request,
  }) => {
    const page = await request.get("/");
    const asset = /<link rel="stylesheet" href="(\/build\/[^"]+)"/.exec(await page.text())![1];
    const answers = [
      ["page", page],
      ["404", await request.get("/no-such-page")],
      ["favicon", await request.get("/favicon.svg")],
      ["robots", await request.get("/robots.txt")],
      ["sitemap", await request.get("/sitemap.xml")],
      ["data", await request.get("/_root.data")],
      ["health", await request.get("/healthz")],
      [
        "403",
        await request.post("/contacto", {
          headers: { ...urlencoded, Origin: "https://evil.example" },
          data: form({ intent: "newsletter", email: "x@example.com" }),
          maxRedirects: 0,
        }),
      ],
      [
        "413",
        await request.post("/contacto", {
          headers: urlencoded,
          data: form({ intent: "contact", message: "x".repeat(40_000) }),
          maxRedirects: 0,
        }),
      ],
    ] as const;
    for (const [name, response] of answers) {
      const headers = response.headers();
      expect(headers["x-content-type-options"], name).toBe("nosniff");
      // One policy: a page's own replaces the base one (two would both apply, and block its scripts).
      const policies = response
        .headersArray()
        .filter((header) => header.name.toLowerCase() === "content-security-policy");
      expect(policies, name).toHaveLength(1);
      expect(headers["content-security-policy"], name).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers["referrer-policy"], name).toBe("strict-origin-when-cross-origin");
      // Plain HTTP here: no HSTS (it is sent over HTTPS, see below).
      expect(headers["strict-transport-security"], name).toBeUndefined();
    }
    expect(answers[0][1].headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(answers[7][1].status()).toBe(403);
    expect(answers[8][1].status()).toBe(413);
    expect(await answers[7][1].text()).toContain("Envío rechazado");

    // A fingerprinted asset carries only what a file needs (decision 190): its type, kept a year,
    // never sniffed; no document policies, no validators a browser never uses with an immutable file.
    for (const url of [asset, /<link rel="modulepreload" href="(\/build\/[^"]+)"/.exec(await page.text())![1]]) {
      const headers = (await request.get(url)).headers();
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
      for (const name of [
        "content-security-policy",
        "cross-origin-opener-policy",
        "permissions-policy",
        "x-frame-options",
        "referrer-policy",
        "etag",
        "last-modified",
      ]) {
        expect(headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
  });

  test("the host is not taken from the client: a foreign Host is refused, local names are followed (cacheable an hour)", async ({
    baseURL,
  }) => {
    const port = new URL(baseURL!).port;
    const foreign = await rawRequest(baseURL!, `GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
    expect(foreign.status).toBe(421);
    expect(foreign.text).not.toContain("evil.example");
    const local = await rawRequest(
      baseURL!,
      `GET /robots.txt HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(local.status).toBe(200);
    expect(local.text).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
    expect(local.headers["cache-control"]).toBe("public, max-age=3600");
    const canonical = await rawRequest(
      baseURL!,
      `GET /faq HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(canonical.text).toContain(`<link rel="canonical" href="http://localhost:${port}/faq"/>`);
  });
});

test.describe("own processes", () => {
  test.describe.configure({ mode: "serial" });
  let site: SiteProcess;

  test.beforeAll(async () => {
    site = await startSiteProcess({
      env: {
        TRUST_PROXY: "1",
        FORM_RATE_LIMIT: "3/10m",
        REQUEST_TIMEOUT_MS: "2000",
        PAGE_CACHE_BLOG_TTL_SECONDS: "2",
      },
    });
  });

  test.afterAll(async () => {
    await site?.stop("SIGKILL");
    site?.cleanup();
  });

  test("over HTTPS (a trusted proxy says so): HSTS on every answer and every cookie Secure", async ({ request }) => {
    const https = { "X-Forwarded-Proto": "https", "X-Forwarded-For": "198.51.100.40" };
    const page = await request.get(`${site.url}/`, { headers: https });
    expect(page.headers()["strict-transport-security"]).toMatch(/^max-age=\d{8,}$/);
    expect(
      (await request.get(`${site.url}/robots.txt`, { headers: https })).headers()["strict-transport-security"],
    ).toBeTruthy();
    expect((await request.get(`${site.url}/`)).headers()["strict-transport-security"]).toBeUndefined();

    const theme = await request.get(`${site.url}/faq?theme=dark`, { headers: https, maxRedirects: 0 });
    expect(theme.headers()["set-cookie"]).toMatch(/^theme=dark;.*; Secure/);
    const posted = await request.post(`${site.url}/faq`, {
      headers: { ...urlencoded, ...https },
      data: form({ intent: "newsletter", email: `secure.${Date.now()}@example.com` }),
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(303);
    expect(posted.headers()["set-cookie"]).toMatch(/^__flash=[^;]+;.*HttpOnly.*; Secure/);
    const plain = await request.post(`${site.url}/faq`, {
      headers: { ...urlencoded, "X-Forwarded-For": "198.51.100.41" },
      data: form({ intent: "newsletter", email: `plain.${Date.now()}@example.com` }),
      maxRedirects: 0,
    });
    expect(plain.headers()["set-cookie"]).not.toMatch(/Secure/);
  });

  test("a forged X-Forwarded-For on the left does not dodge the rate limit; the 429 answer has the headers too", async ({
    request,
  }) => {
    const postAs = (forged: string) =>
      request.post(`${site.url}/en`, {
        headers: { ...urlencoded, "X-Forwarded-For": `${forged}, 203.0.113.30` },
        data: form({ intent: "newsletter", email: `forged.${forged}.${Date.now()}@example.com` }),
        maxRedirects: 0,
      });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await postAs(`10.9.9.${attempt}`)).status()).toBe(303);
    const limited = await postAs("10.9.9.99");
    expect(limited.status()).toBe(429);
    expect(limited.headers()["x-content-type-options"]).toBe("nosniff");
    // The page again with the visitor's values and the wait (decision 250), with its own policy; kept by no one.
    expect(limited.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(limited.headers()["cache-control"]).toBe("private, no-store");
    expect(await limited.text()).toContain(`forged.10.9.9.99.`);
  });

  test("a body that never finishes is cut off after REQUEST_TIMEOUT_MS", async () => {
    // This site runs with 2 s; the client waits ten times that, still less than the 30 s default:
    // only the setting can end the request before the client gives up.
    const answer = await rawRequest(
      site.url,
      `POST /contacto HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nintent=con`,
      { timeoutMs: patience(2_000) },
    );
    expect([0, 408]).toContain(answer.status);
  });

  test("a blog article is never kept by a cache (public, no-cache): every reading by a person is counted", async () => {
    const article = `${site.url}/blog/datos-limpios-base-analitica`;
    // A person's browser (crawlers and scripts without a user agent count nothing).
    const reader = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0" };
    const views = async (client: Record<string, string> = reader) => {
      const { headers, body } = await rawGet(article, client);
      const label = /class="blog-fact-views">[\s\S]*?<\/svg>([^<]+)</.exec(body.toString())?.[1] ?? "";
      return {
        views: Number(label.replace(/\D/g, "")),
        cache: headers["x-page-cache"],
        control: headers["cache-control"],
      };
    };
    const first = await views();
    expect(first).toMatchObject({ cache: undefined, control: "public, no-cache" });
    // Each render shows the count with its own reading: the next person sees one more.
    expect((await views()).views).toBe(first.views + 1);
    // A script's readings are not counted.
    expect((await views({})).views).toBe(first.views + 1);
    expect((await views({})).views).toBe(first.views + 1);
  });

  test("TRUST_PROXY=true is refused at start-up with a message that says what to set", async () => {
    const refused = await startSiteProcess({ env: { TRUST_PROXY: "true" }, ready: false, emptyDataDir: true });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/TRUST_PROXY.*number of proxies/);
    refused.cleanup();
  });

  test("a second process on the same DATA_DIR refuses to start, naming the folder; the first keeps serving", async () => {
    const second = await startSiteProcess({ dataDir: site.dataDir, ready: false });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The data folder ${path.resolve(site.dataDir)} is already in use by process ${site.child.pid}`,
    );
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  });

  test("a second process on a port in use fails with one line, before opening any database", async () => {
    const second = await startSiteProcess({ port: site.port, ready: false, emptyDataDir: true });
    expect(await second.exited).toBe(1);
    const lines = second.output().trim().split("\n");
    expect(lines.at(-1)).toBe(
      `Port ${site.port} on 127.0.0.1 is already in use (another copy of the site?): stop it or set PORT.`,
    );
    expect(existsSync(path.join(second.dataDir, "pglite"))).toBe(false);
    expect(existsSync(path.join(second.dataDir, "site.lock"))).toBe(false);
    second.cleanup();
  });

  test("a crashed process leaves no lock behind; a clean stop exits 0 and releases the folder", async () => {
    await site.stop("SIGKILL");
    expect(existsSync(path.join(site.dataDir, "site.lock"))).toBe(true);
    const next = await startSiteProcess({ dataDir: site.dataDir });
    expect(next.output()).toContain("data_dir.stale_lock_removed");
    expect(await next.stop("SIGTERM")).toBe(0);
    expect(existsSync(path.join(site.dataDir, "site.lock"))).toBe(false);
  });
});
