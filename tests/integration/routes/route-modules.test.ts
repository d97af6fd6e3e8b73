/**
 * Route modules tested where they live (issue 35, item 5): each loader called with a Request, on a copy
 * of the test database, and what it returns read as a crawler or a phone would: the sitemap,
 * robots.txt, the blog feeds, the web app manifests, security.txt, the article and author pages' 404
 * and the vacancies' JobPosting. No server and no browser: what the HTTP front adds (compression, headers,
 * static files' types) is its own tests' (tests/e2e/server.http.spec.ts), and what a page draws stays
 * in the browser specs.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoaderFunctionArgs } from "@remix-run/node";
import type * as Backend from "~/services/backend/index.server";
import { freshDataDir, removeDir } from "../../helpers/backend/pglite-template";
import { allPagePaths, templatePagePaths } from "../../helpers/page-paths";
import { pngSize } from "../../helpers/png";
import { routeAnswer, type RouteAnswer } from "../../helpers/route-answer";
import {
  isArticle,
  langOf,
  pageKind,
  parseSitemap,
  parseXml,
  PUBLISHED_ARTICLES,
  xmlText,
  type SitemapEntry,
} from "../../helpers/sitemap";

const ORIGIN = "http://site.test";
type Loader = (args: LoaderFunctionArgs) => Response | Promise<Response>;
/** A page's loader: its data, plain or with a status (single fetch's `data()`). */
type PageLoader = (args: LoaderFunctionArgs) => unknown;

let dataDir: string;
let backendModule: typeof Backend;
const loaders: Record<string, Loader> = {};
const pageLoaders: Record<string, PageLoader> = {};
let legalRevisions: Record<"privacy" | "terms" | "cookies", Record<"es" | "en", { revised: string }>>;
let revisions: Record<string, { revised: string }>;

beforeAll(async () => {
  dataDir = await freshDataDir();
  // The routes read the environment when first used: set before they are imported. No SITE_URL: the
  // request's origin is the site's.
  Object.assign(process.env, { NODE_ENV: "test", DATA_DIR: dataDir, OUTBOX_INTERVAL_MS: "0" });
  delete process.env.SITE_URL;
  backendModule = await import("~/services/backend/index.server");
  loaders.sitemap = (await import("~/routes/sitemap.xml")).loader;
  loaders.robots = (await import("~/routes/robots.txt")).loader;
  loaders.feed = (await import("~/routes/blog-rss")).loader;
  loaders.manifest = (await import("~/routes/manifest.webmanifest")).loader;
  loaders.security = (await import("~/routes/security.txt")).loader;
  pageLoaders.author = (await import("~/routes/blog-author")).loader;
  pageLoaders.vacancy = (await import("~/routes/vacancy")).loader;
  pageLoaders.article = (await import("~/routes/blog-post")).loader;
  legalRevisions = (await import("~/content/legal")).legalPages;
  revisions = (await import("~/page-revisions.json")).default;
});

afterAll(async () => {
  await backendModule?.closeBackend();
  if (dataDir) removeDir(dataDir);
});

/** A loader's answer to a GET of `path` (route params as the route table names them). */
function get(loader: string, path: string, params: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(loaders[loader]({ request: new Request(ORIGIN + path), params, context: {} }));
}

/** A page loader's answer to a GET of `path`: its status and data, as Remix reads them. */
async function page(loader: string, path: string, params: Record<string, string> = {}): Promise<RouteAnswer> {
  return routeAnswer(await pageLoaders[loader]({ request: new Request(ORIGIN + path), params, context: {} }));
}

async function readSitemap(): Promise<SitemapEntry[]> {
  const response = await get("sitemap", "/sitemap.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/xml");
  return parseSitemap(await response.text());
}

describe("the sitemap and robots.txt", () => {
  it("every page and every published article, with lastmod and alternates; robots.txt names it", async () => {
    const entries = await readSitemap();
    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    const pages = entries.filter((entry) => !isArticle(entry.loc));
    const fixed = pages.filter((entry) => allPagePaths.some(({ path }) => ORIGIN + path === entry.loc));
    expect(new Set(fixed.map((entry) => entry.loc))).toEqual(new Set(allPagePaths.map(({ path }) => ORIGIN + path)));
    // Four topics with two articles or more (the Kit Digital and marketing topics have one: decision
    // 216) and four vacancies in both languages (decisions 185, 189); no author page until the company
    // names an author with a bio (decision 213).
    const counts = { topic: 8, author: 0, vacancy: 8 };
    for (const [kind, count] of Object.entries(counts))
      expect(
        pages.filter((entry) => pageKind(entry.loc) === kind),
        kind,
      ).toHaveLength(count);
    for (const { path } of templatePagePaths) expect(locs, path).toContain(ORIGIN + path);
    const articles = entries.filter((entry) => isArticle(entry.loc));
    expect(articles.filter((entry) => langOf(entry.loc) === "es")).toHaveLength(PUBLISHED_ARTICLES.es);
    expect(articles.filter((entry) => langOf(entry.loc) === "en")).toHaveLength(PUBLISHED_ARTICLES.en);

    for (const { key, lang, path } of allPagePaths) {
      const entry = pages.find((page) => page.loc === ORIGIN + path)!;
      // The page's revision date; the blog index moves with its newest article; a legal page's is the
      // date its text shows as "last updated" (what a reader sees change).
      if (key === "blog") expect(entry.lastmod >= revisions[key].revised, path).toBe(true);
      else if (key === "privacy" || key === "terms" || key === "cookies")
        expect(entry.lastmod, path).toBe(legalRevisions[key][lang].revised);
      else expect(entry.lastmod, path).toBe(revisions[key].revised);
      const esPath = allPagePaths.find((page) => page.key === key && page.lang === "es")!.path;
      const enPath = allPagePaths.find((page) => page.key === key && page.lang === "en")!.path;
      expect(entry.alternates, path).toEqual({
        es: ORIGIN + esPath,
        en: ORIGIN + enPath,
        "x-default": ORIGIN + esPath,
      });
    }

    // Translated articles name each other (both directions); untranslated ones name nothing.
    const translated = articles.filter((entry) => Object.keys(entry.alternates).length > 0);
    expect(translated).toHaveLength(2 * PUBLISHED_ARTICLES.en);
    for (const entry of translated) {
      const other = entry.alternates[langOf(entry.loc) === "es" ? "en" : "es"];
      expect(entries.find((candidate) => candidate.loc === other)?.alternates, entry.loc).toEqual(entry.alternates);
      expect(entry.alternates["x-default"]).toBe(entry.alternates.es);
    }
    expect(articles.find((entry) => entry.loc === `${ORIGIN}/en/blog/kit-digital-explained`)?.alternates.es).toBe(
      `${ORIGIN}/blog/kit-digital-2026-que-cubre`,
    );

    const robots = await get("robots", "/robots.txt");
    expect(robots.headers.get("content-type")).toContain("text/plain");
    expect(await robots.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("no author page without a name and a bio: the sample-data authors answer 404 and are not listed", async () => {
    for (const [path, author] of [
      ["/blog/autores/laura-martinez", "laura-martinez"],
      ["/en/blog/authors/laura-martinez", "laura-martinez"],
      ["/blog/autores/ceo", "ceo"],
    ]) {
      expect((await page("author", path, { author })).status, path).toBe(404);
    }
    expect((await readSitemap()).filter((entry) => pageKind(entry.loc) === "author")).toEqual([]);
  });
});

describe("the blog's articles", () => {
  it("unknown, unpublished and other-language slugs are 404 (the page it draws: tests/e2e/seo.http.spec.ts)", async () => {
    // The slug as the router hands it over: decoded from the address.
    for (const path of [
      "/blog/no-existe-este-articulo",
      "/blog/borrador-roadmap-ia-2027",
      "/en/blog/draft-ai-roadmap-2027",
      "/en/blog/ia-generativa-pymes-guia-practica",
      "/blog/generative-ai-small-business-first-steps",
      "/blog/..%2F..%2Fetc",
      "/blog/%3Cscript%3E",
    ]) {
      const slug = decodeURIComponent(path.slice(path.lastIndexOf("/") + 1));
      expect((await page("article", path, { slug })).status, path).toBe(404);
    }
    // And a published one, in each language, is the article.
    for (const [path, slug] of [
      ["/blog/kit-digital-2026-que-cubre", "kit-digital-2026-que-cubre"],
      ["/en/blog/kit-digital-explained", "kit-digital-explained"],
    ]) {
      const article = await page("article", path, { slug });
      expect(article.status, path).toBe(200);
      expect(article.data, path).toMatchObject({ found: true, post: { slug } });
    }
  });
});

describe("the blog feeds", () => {
  it("RSS 2.0 per language, one item per published article, absolute links", async () => {
    const entries = await readSitemap();
    for (const lang of ["es", "en"] as const) {
      const path = lang === "en" ? "/en/blog/rss.xml" : "/blog/rss.xml";
      const response = await get("feed", path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/rss+xml");
      const doc = parseXml(await response.text());
      expect(doc.documentElement?.tagName).toBe("rss");
      expect(doc.documentElement?.getAttribute("version")).toBe("2.0");
      const channel = doc.getElementsByTagName("channel")[0];
      expect(xmlText(channel, "link")).toBe(`${ORIGIN}${lang === "en" ? "/en/blog" : "/blog"}`);
      expect(xmlText(channel, "language")).toBe(lang === "en" ? "en-GB" : "es-ES");
      expect(xmlText(channel, "title")).toBeTruthy();
      expect(xmlText(channel, "description")).toBeTruthy();
      const self = channel.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0];
      expect(self.getAttribute("href")).toBe(ORIGIN + path);
      expect(self.getAttribute("rel")).toBe("self");

      const items = Array.from(channel.getElementsByTagName("item"));
      expect(items).toHaveLength(PUBLISHED_ARTICLES[lang]);
      const articleLocs = entries.filter((entry) => isArticle(entry.loc) && langOf(entry.loc) === lang);
      expect(new Set(items.map((item) => xmlText(item, "link")))).toEqual(
        new Set(articleLocs.map((entry) => entry.loc)),
      );
      const dates = items.map((item) => new Date(xmlText(item, "pubDate")!).getTime());
      expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      for (const item of items) {
        const link = xmlText(item, "link")!;
        expect(link.startsWith(`${ORIGIN}/`)).toBe(true);
        expect(xmlText(item, "guid")).toBe(link);
        expect(xmlText(item, "title")).toBeTruthy();
        expect(xmlText(item, "description")).toBeTruthy();
        // The item's day is the article's publication day, the sitemap's lastmod for a seeded article.
        const day = new Date(xmlText(item, "pubDate")!).toISOString().slice(0, 10);
        expect(entries.find((entry) => entry.loc === link)?.lastmod).toBe(day);
      }
      expect(new Date(xmlText(channel, "lastBuildDate")!).getTime()).toBe(Math.max(...dates));
    }
  });
});

describe("icons, manifests and security.txt", () => {
  const publicFile = (src: string) => readFileSync(new URL(`../../../public${src}`, import.meta.url));

  it("favicon.ico, apple-touch-icon, the web app manifests and their icons", async () => {
    const ico = publicFile("/favicon.ico");
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    expect(pngSize(publicFile("/apple-touch-icon.png"))).toEqual({ width: 180, height: 180 });

    for (const [path, lang, start] of [
      ["/manifest.webmanifest", "es", "/"],
      ["/en/manifest.webmanifest", "en", "/en"],
    ] as const) {
      const response = await get("manifest", path);
      expect(response.headers.get("content-type")).toContain("application/manifest+json");
      const manifest = await response.json();
      expect(manifest).toMatchObject({ name: "RTS", lang, start_url: start });
      expect(manifest.description).toBeTruthy();
      for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
        const file = publicFile(icon.src);
        if (icon.type === "image/png") {
          const [width, height] = icon.sizes.split("x").map(Number);
          expect(pngSize(file), icon.src).toEqual({ width, height });
        } else expect(icon.type, icon.src).toBe("image/svg+xml");
      }
    }
  });

  it("/.well-known/security.txt (RFC 9116): the company's contact, a near expiry, canonical", async () => {
    const response = await get("security", "/.well-known/security.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const fields = Object.fromEntries(
      (await response.text())
        .trim()
        .split("\n")
        .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
    );
    expect(fields.Contact).toBe("mailto:info@rts-soluciones.es");
    expect(fields.Canonical).toBe(`${ORIGIN}/.well-known/security.txt`);
    const expires = new Date(fields.Expires).getTime();
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 86_400_000);
  });
});

describe("the vacancies' pages", () => {
  /** The JSON-LD nodes of a page's head, from its loader's `seo`, as `<Meta>` writes them (JSON). */
  function structuredNodes(response: RouteAnswer): Array<Record<string, unknown>> {
    const { seo } = JSON.parse(JSON.stringify(response.data)) as { seo: Array<Record<string, unknown>> };
    return seo
      .filter((tag) => "script:ld+json" in tag)
      .flatMap((tag) => (tag["script:ld+json"] as { "@graph": Array<Record<string, unknown>> })["@graph"]);
  }

  for (const [path, vacancy, remote] of [
    ["/carreras/desarrollador-full-stack", "desarrollador-full-stack", false],
    ["/en/careers/full-stack-developer", "full-stack-developer", false],
    ["/carreras/especialista-ia-machine-learning", "especialista-ia-machine-learning", true],
    ["/en/careers/ai-machine-learning-specialist", "ai-machine-learning-specialist", true],
  ] as const) {
    it(`${path}: a JobPosting without invented address or salary`, async () => {
      const response = await page("vacancy", path, { vacancy });
      expect(response.status).toBe(200);
      const job = structuredNodes(response).find((node) => node["@type"] === "JobPosting");
      expect(job).toBeDefined();
      expect(job).toMatchObject({ employmentType: "FULL_TIME", datePosted: "2026-11-27", url: ORIGIN + path });
      for (const field of ["title", "description", "validThrough", "hiringOrganization"])
        expect(job).toHaveProperty(field);
      expect(String(job!.description)).toMatch(/^<p>.+<\/ul>$/s);
      expect(job).not.toHaveProperty("baseSalary");
      // The street and postal code are the operator's: left out until set, never empty strings.
      expect(JSON.stringify(job)).not.toMatch(/streetAddress|postalCode/);
      if (remote) {
        expect(job).toMatchObject({
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: [{ "@type": "Country", name: "ES" }],
        });
      } else expect(job).not.toHaveProperty("jobLocationType");
    });
  }

  it("an unknown vacancy is the not-found page's answer: 404, noindex", async () => {
    const response = await page("vacancy", "/carreras/no-existe", { vacancy: "no-existe" });
    expect(response.status).toBe(404);
    const { seo } = response.data as { seo: Array<Record<string, string>> };
    expect(seo).toContainEqual(
      expect.objectContaining({ name: "robots", content: expect.stringContaining("noindex") }),
    );
  });
});
