import { readFileSync } from "node:fs";
import { DOMParser, onWarningStopParsing, type Document, type Element } from "@xmldom/xmldom";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { allPagePaths, templatePagePaths } from "../helpers/e2e";
import { pngSize } from "../helpers/png";

const revisions: Record<string, { revised: string }> = JSON.parse(
  readFileSync(new URL("../../app/page-revisions.json", import.meta.url), "utf8"),
);

/** What search results show (issue 12, item 6): every page's title and description, both languages. */
const LENGTH_BOUNDS = { title: [30, 65], description: [70, 160] } as const;

/** Published articles of app/content/articles/<lang>/ (decision 185). */
const PUBLISHED_ARTICLES = { es: 10, en: 10 } as const;
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

/** Strict XML: any warning or error fails the parse. */
function parseXml(xml: string): Document {
  return new DOMParser({ onError: onWarningStopParsing }).parseFromString(xml, "text/xml");
}

const text = (parent: Element | Document, name: string, ns?: string) => {
  const found = ns ? parent.getElementsByTagNameNS(ns, name) : parent.getElementsByTagName(name);
  return found[0]?.textContent ?? undefined;
};

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The <meta> and <link> tags of a page's head, attributes decoded, plus its <title>. */
function headOf(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const tags = [...head.matchAll(/<(meta|link)\b([^>]*?)\/?>/g)].map(([, tagName, attributes]) => ({
    tagName,
    ...Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value)]),
    ),
  })) as Array<Record<string, string>>;
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  return {
    title: title === undefined ? undefined : decode(title),
    meta: (key: "property" | "name", value: string) =>
      tags.filter((tag) => tag[key] === value).map((tag) => tag.content),
    links: (rel: string) => tags.filter((tag) => tag.tagName === "link" && tag.rel === rel),
  };
}

type SitemapEntry = { loc: string; lastmod: string; alternates: Record<string, string> };

async function readSitemap(request: APIRequestContext): Promise<SitemapEntry[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const doc = parseXml(await response.text());
  return Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, "url")).map((url) => ({
    loc: text(url, "loc", SITEMAP_NS)!,
    lastmod: text(url, "lastmod", SITEMAP_NS)!,
    alternates: Object.fromEntries(
      Array.from(url.getElementsByTagNameNS(XHTML_NS, "link")).map((link) => [
        link.getAttribute("hreflang")!,
        link.getAttribute("href")!,
      ]),
    ),
  }));
}

type GraphNode = { "@type": string | string[]; [field: string]: unknown };

/** The page's one JSON-LD block, parsed: its @context and the types of its @graph (none: empty). */
function structuredDataOf(html: string, loc: string): GraphNode[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  // A page with nothing to mark up (no breadcrumbs shown, no entity of its own) has no block.
  expect(blocks.length, `${loc}: at most one JSON-LD block`).toBeLessThanOrEqual(1);
  if (blocks.length === 0) return [];
  // Remix writes <, > and & as \u escapes: the text cannot end the script early.
  expect(blocks[0][1], loc).not.toMatch(/[<>]/);
  const json = JSON.parse(blocks[0][1]) as { "@context": string; "@graph": GraphNode[] };
  expect(json["@context"], loc).toBe("https://schema.org");
  return json["@graph"];
}

const typesOf = (graph: GraphNode[]) => graph.flatMap((node) => node["@type"]).sort();

/** What a sitemap URL is: a fixed page's key, or the kind of page with a parameter. */
function pageKind(loc: string): string {
  const { pathname } = new URL(loc);
  const fixed = allPagePaths.find((page) => page.path === pathname)?.key;
  if (fixed) return fixed;
  if (/^(\/en)?\/blog\/(categoria|category)\//.test(pathname)) return "topic";
  if (/^(\/en)?\/blog\/(autores|authors)\//.test(pathname)) return "author";
  if (/^(\/en)?\/(carreras|careers)\//.test(pathname)) return "vacancy";
  return "article";
}

/** Pages that show their breadcrumbs: services, Kit Digital (subsidy) pages, cases, the blog's pages below it, vacancies. */
const showsBreadcrumbs = (kind: string) =>
  /^(service|kit|case)-|^kit-digital$|^(article|topic|author|vacancy)$/.test(kind);

/**
 * The structured types each kind of page carries (issue 12 item 1, issue 31 item 5); a page that
 * shows its breadcrumbs adds BreadcrumbList, and only such a page (issue 37: markup states what is shown).
 */
function expectedTypes(kind: string): string[] {
  const own = ((): string[] => {
    if (kind === "home") return ["Organization", "ProfessionalService", "WebSite"];
    if (kind === "article") return ["BlogPosting"];
    if (kind === "faq") return ["FAQPage"];
    if (kind === "guide") return ["Book"];
    if (kind === "author") return ["Person"];
    if (kind === "vacancy") return ["JobPosting"];
    if (/^case-/.test(kind)) return ["Article"];
    if (/^(service|kit)-/.test(kind) || kind === "kit-digital") return ["Service"];
    return [];
  })();
  return [...own, ...(showsBreadcrumbs(kind) ? ["BreadcrumbList"] : [])].sort();
}

const isArticle = (loc: string) => pageKind(loc) === "article";
const langOf = (loc: string) => (/^\/en(\/|$)/.test(new URL(loc).pathname) ? "en" : "es");

test("the sitemap: every page and every published article, with lastmod and alternates; robots.txt names it", async ({
  request,
  baseURL,
}) => {
  const entries = await readSitemap(request);
  const locs = entries.map((entry) => entry.loc);
  expect(new Set(locs).size).toBe(locs.length);
  const pages = entries.filter((entry) => !isArticle(entry.loc));
  const fixed = pages.filter((entry) => allPagePaths.some(({ path }) => baseURL + path === entry.loc));
  expect(new Set(fixed.map((entry) => entry.loc))).toEqual(new Set(allPagePaths.map(({ path }) => baseURL + path)));
  // Four topics with two articles or more (the Kit Digital and marketing topics have one: decision
  // 216) and four vacancies in both languages (decisions 185, 189); no author page until the company
  // names an author with a bio (decision 213).
  const counts = { topic: 8, author: 0, vacancy: 8 };
  for (const [kind, count] of Object.entries(counts))
    expect(
      pages.filter((entry) => pageKind(entry.loc) === kind),
      kind,
    ).toHaveLength(count);
  for (const { path } of templatePagePaths) expect(locs, path).toContain(baseURL + path);
  const articles = entries.filter((entry) => isArticle(entry.loc));
  expect(articles.filter((entry) => langOf(entry.loc) === "es")).toHaveLength(PUBLISHED_ARTICLES.es);
  expect(articles.filter((entry) => langOf(entry.loc) === "en")).toHaveLength(PUBLISHED_ARTICLES.en);

  for (const { key, path } of allPagePaths) {
    const entry = pages.find((page) => page.loc === baseURL + path)!;
    // The page's revision date; the blog index moves with its newest article; a legal page's is the
    // date it shows as "last updated" (what a reader sees change).
    if (key === "blog") expect(entry.lastmod >= revisions[key].revised, path).toBe(true);
    else if (["privacy", "terms", "cookies"].includes(key)) {
      const shown = /class="legal-updated"[^]*?<time dateTime="([^"]+)"/.exec(await (await request.get(path)).text());
      expect(entry.lastmod, path).toBe(shown?.[1]);
    } else expect(entry.lastmod, path).toBe(revisions[key].revised);
    const esPath = allPagePaths.find((page) => page.key === key && page.lang === "es")!.path;
    const enPath = allPagePaths.find((page) => page.key === key && page.lang === "en")!.path;
    expect(entry.alternates, path).toEqual({
      es: baseURL + esPath,
      en: baseURL + enPath,
      "x-default": baseURL + esPath,
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
  expect(articles.find((entry) => entry.loc === `${baseURL}/en/blog/kit-digital-explained`)?.alternates.es).toBe(
    `${baseURL}/blog/kit-digital-2026-que-cubre`,
  );

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("every sitemap URL: canonical, hreflang as in the sitemap, title, description, a 1200x630 PNG social card, the feed", async ({
  request,
  baseURL,
}) => {
  const entries = await readSitemap(request);
  const locs = entries.map((entry) => entry.loc);
  const cards = new Map<string, string>();
  const outOfBounds: string[] = [];
  const typesByPage: string[] = [];
  for (const entry of entries) {
    const response = await request.get(entry.loc, { maxRedirects: 0 });
    expect(response.status(), entry.loc).toBe(200);
    const html = await response.text();
    const head = headOf(html);
    const lang = langOf(entry.loc);
    const key = pageKind(entry.loc);

    // Structured data: one graph, the expected types, built from what the page shows.
    const graph = structuredDataOf(html, entry.loc);
    expect(typesOf(graph), `${entry.loc} structured types`).toEqual(expectedTypes(key));
    typesByPage.push(`${new URL(entry.loc).pathname}\t${typesOf(graph).join(", ")}`);
    const body = decode(html.slice(html.indexOf("<body")));
    // What a reader sees: the body's text without its tags.
    const bodyText = decode(html.slice(html.indexOf("<body")).replace(/<[^>]*>/g, ""));
    const crumbs = graph.find((node) => node["@type"] === "BreadcrumbList")?.itemListElement as
      Array<{ position: number; name: string; item: string }> | undefined;
    const nav = /<nav class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
    if (showsBreadcrumbs(key)) {
      expect(crumbs?.[0]?.item, entry.loc).toBe(baseURL + (lang === "en" ? "/en" : "/"));
      expect(crumbs?.at(-1)?.item, entry.loc).toBe(entry.loc);
      const shown = [...(nav ?? "").matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map(([, name]) => decode(name));
      expect(shown, `${entry.loc} visible breadcrumbs`).toEqual(crumbs?.map((crumb) => crumb.name));
    } else {
      expect(nav, entry.loc).toBeUndefined();
      expect(crumbs, `${entry.loc}: no BreadcrumbList for a trail it does not show`).toBeUndefined();
    }
    for (const node of graph) {
      if (node["@type"] === "FAQPage") {
        const questions = node.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
        expect(questions.length, entry.loc).toBeGreaterThan(5);
        for (const question of questions) {
          expect(bodyText, entry.loc).toContain(question.name);
          for (const paragraph of question.acceptedAnswer.text.split("\n\n"))
            expect(bodyText, entry.loc).toContain(paragraph);
        }
      }
      if (node["@type"] === "Service") {
        expect(bodyText, entry.loc).toContain(node.description as string);
        expect(node.provider, entry.loc).toMatchObject({ "@id": `${baseURL}/#organization` });
      }
      if (node["@type"] === "BlogPosting") {
        expect(body, entry.loc).toContain(`>${node.headline as string}</h1>`);
        expect(node.inLanguage, entry.loc).toBe(lang === "en" ? "en-GB" : "es-ES");
        expect(node.datePublished, entry.loc).toBe(head.meta("property", "article:published_time")[0]);
        expect(node.image, entry.loc).toContain(head.meta("property", "og:image")[0]);
        // The cover in the three shapes search engines ask for (decision 185).
        for (const shape of ["16x9", "4x3", "1x1"])
          expect(
            (node.image as string[]).some((src) => src.endsWith(`.${shape}.png`)),
            `${entry.loc} ${shape}`,
          ).toBe((node.image as string[]).some((src) => src.includes("/build/covers/")));
        // The byline: the company (decision 213), or a person's author page of this site, in the sitemap.
        const author = node.author as { "@type": string; "@id"?: string; name: string; url?: string };
        expect(author.name, entry.loc).toBeTruthy();
        if (author["@type"] === "Person") {
          expect(locs, `${entry.loc} author page`).toContain(author.url);
          expect(body, entry.loc).toContain(`href="${new URL(author.url!).pathname}"`);
        } else expect(author["@id"], entry.loc).toBe(`${baseURL}/#organization`);
      }
      if (node["@type"] === "Person") {
        expect(node.url, entry.loc).toBe(entry.loc);
        expect(body, entry.loc).toContain(`>${node.name as string}</h1>`);
      }
      if (node["@type"] === "JobPosting") {
        expect(node, entry.loc).toMatchObject({ employmentType: "FULL_TIME", hiringOrganization: { name: "RTS" } });
        expect(node.datePosted, entry.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(node.validThrough as string).getTime(), entry.loc).toBeGreaterThan(Date.now());
        expect(node, entry.loc).not.toHaveProperty("baseSalary");
        expect(body, entry.loc).toContain(`>${node.title as string}</h1>`);
      }
      if (node["@type"] === "Article") {
        expect(body, entry.loc).toContain(`>${node.headline as string}</h1>`);
        expect(bodyText, entry.loc).toContain((node.about as { name: string }).name);
        // A case carries the day its page was first published and its picture 1200 px wide (issue 37).
        expect(node.datePublished, entry.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect((node.datePublished as string) <= (node.dateModified as string), entry.loc).toBe(true);
        for (const src of node.image as string[]) {
          const picture = await request.get(src);
          expect(picture.status(), src).toBe(200);
          expect(pngSize(await picture.body()).width, src).toBeGreaterThanOrEqual(1200);
        }
      }
      if (node["@type"] === "WebSite") expect(node, entry.loc).toMatchObject({ name: "RTS", url: entry.loc });
      if (key === "home" && node["@type"] !== "WebSite") {
        expect(node, entry.loc).toMatchObject({ telephone: "+34 960 45 21 87", email: "info@rts-soluciones.es" });
        expect(bodyText, entry.loc).toContain("info@rts-soluciones.es");
      }
    }

    expect(
      head.links("canonical").map((link) => link.href),
      entry.loc,
    ).toEqual([entry.loc]);
    const hreflang = Object.fromEntries(
      head
        .links("alternate")
        .filter((link) => link.hrefLang)
        .map((link) => [link.hrefLang, link.href]),
    );
    expect(hreflang, `${entry.loc} hreflang`).toEqual(entry.alternates);
    const otherLocale = lang === "es" ? "en_GB" : "es_ES";
    expect(head.meta("property", "og:locale:alternate"), entry.loc).toEqual(
      Object.keys(entry.alternates).length ? [otherLocale] : [],
    );

    const title = head.title?.replace(/ \| RTS$/, "");
    const description = head.meta("name", "description")[0];
    expect(title, `${entry.loc} title`).toBeTruthy();
    expect(description, `${entry.loc} description`).toBeTruthy();
    const [minTitle, maxTitle] = LENGTH_BOUNDS.title;
    const [minDescription, maxDescription] = LENGTH_BOUNDS.description;
    if (head.title!.length < minTitle || head.title!.length > maxTitle)
      outOfBounds.push(`${entry.loc} title ${head.title!.length}: ${head.title}`);
    if (description.length < minDescription || description.length > maxDescription)
      outOfBounds.push(`${entry.loc} description ${description.length}`);

    const [image] = head.meta("property", "og:image");
    expect(image, `${entry.loc} og:image`).toMatch(new RegExp(`^${baseURL}/build/social/[\\w.-]+\\.png$`));
    expect(head.meta("property", "og:image:type"), entry.loc).toEqual(["image/png"]);
    expect(head.meta("property", "og:image:width"), entry.loc).toEqual(["1200"]);
    expect(head.meta("property", "og:image:height"), entry.loc).toEqual(["630"]);
    expect(head.meta("property", "og:image:alt")[0], entry.loc).toContain(title!);
    expect(head.meta("name", "twitter:card"), entry.loc).toEqual(["summary_large_image"]);
    cards.set(image, entry.loc);

    if (isArticle(entry.loc)) {
      expect(head.meta("property", "og:type"), entry.loc).toEqual(["article"]);
      // Date and time with the zone (decision 185).
      expect(head.meta("property", "article:published_time")[0], entry.loc).toMatch(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/,
      );
      // The files' articles were never edited after publication: lastmod is the publication day.
      expect(entry.lastmod, entry.loc).toBe(head.meta("property", "article:published_time")[0].slice(0, 10));
      expect(image, `${entry.loc} has its own card`).toContain("/build/social/article-");
    } else {
      expect(head.meta("property", "og:type"), entry.loc).toEqual(["website"]);
    }

    const feed = head.links("alternate").filter((link) => link.type === "application/rss+xml");
    // The blog's feed everywhere; a topic's page adds its own.
    expect(
      feed.map((link) => link.href),
      entry.loc,
    ).toEqual([
      `${baseURL}${lang === "en" ? "/en/blog/rss.xml" : "/blog/rss.xml"}`,
      ...(key === "topic" ? [`${entry.loc}/rss.xml`] : []),
    ]);
    // Indexable pages allow large image previews (issue 31 item 5).
    expect(head.meta("name", "robots"), entry.loc).toEqual(["max-image-preview:large"]);
    expect(head.links("apple-touch-icon").map((link) => link.href)).toEqual(["/apple-touch-icon.png"]);
    expect(head.links("manifest").map((link) => link.href)).toEqual([
      lang === "en" ? "/en/manifest.webmanifest" : "/manifest.webmanifest",
    ]);
    expect(head.meta("name", "theme-color")).toHaveLength(2);
  }

  expect(cards.size, "each page and article has a card of its own").toBe(entries.length);
  for (const [image, loc] of cards) {
    const response = await request.get(image);
    expect(response.status(), `${loc} card`).toBe(200);
    expect(response.headers()["content-type"], `${loc} card`).toBe("image/png");
    expect(response.headers()["cache-control"], `${loc} card`).toContain("immutable");
    expect(pngSize(await response.body()), `${loc} card`).toEqual({ width: 1200, height: 630 });
  }

  test.info().annotations.push({ type: "structured types", description: typesByPage.join("\n") });
  expect(outOfBounds).toEqual([]);
});

test("the blog feeds: RSS 2.0 per language, one item per published article, absolute links", async ({
  request,
  baseURL,
}) => {
  const entries = await readSitemap(request);
  for (const lang of ["es", "en"] as const) {
    const path = lang === "en" ? "/en/blog/rss.xml" : "/blog/rss.xml";
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const doc = parseXml(await response.text());
    expect(doc.documentElement?.tagName).toBe("rss");
    expect(doc.documentElement?.getAttribute("version")).toBe("2.0");
    const channel = doc.getElementsByTagName("channel")[0];
    expect(text(channel, "link")).toBe(`${baseURL}${lang === "en" ? "/en/blog" : "/blog"}`);
    expect(text(channel, "language")).toBe(lang === "en" ? "en-GB" : "es-ES");
    expect(text(channel, "title")).toBeTruthy();
    expect(text(channel, "description")).toBeTruthy();
    const self = channel.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0];
    expect(self.getAttribute("href")).toBe(baseURL + path);
    expect(self.getAttribute("rel")).toBe("self");

    const items = Array.from(channel.getElementsByTagName("item"));
    expect(items).toHaveLength(PUBLISHED_ARTICLES[lang]);
    const articleLocs = entries.filter((entry) => isArticle(entry.loc) && langOf(entry.loc) === lang);
    expect(new Set(items.map((item) => text(item, "link")))).toEqual(new Set(articleLocs.map((entry) => entry.loc)));
    const dates = items.map((item) => new Date(text(item, "pubDate")!).getTime());
    expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of items) {
      const link = text(item, "link")!;
      expect(link.startsWith(`${baseURL}/`)).toBe(true);
      expect(text(item, "guid")).toBe(link);
      expect(text(item, "title")).toBeTruthy();
      expect(text(item, "description")).toBeTruthy();
      // The item's day is the article's publication day, the sitemap's lastmod for a seeded article.
      const day = new Date(text(item, "pubDate")!).toISOString().slice(0, 10);
      expect(entries.find((entry) => entry.loc === link)?.lastmod).toBe(day);
    }
    expect(new Date(text(channel, "lastBuildDate")!).getTime()).toBe(Math.max(...dates));
  }
});

test("favicon.ico, apple-touch-icon, the web app manifests and their icons", async ({ request }) => {
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  const icoBytes = await ico.body();
  expect([icoBytes.readUInt16LE(0), icoBytes.readUInt16LE(2)]).toEqual([0, 1]);
  const touch = await request.get("/apple-touch-icon.png");
  expect(touch.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });

  for (const [path, lang, start] of [
    ["/manifest.webmanifest", "es", "/"],
    ["/en/manifest.webmanifest", "en", "/en"],
  ] as const) {
    const response = await request.get(path);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: "RTS", lang, start_url: start });
    expect(manifest.description).toBeTruthy();
    for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"], icon.src).toContain(icon.type);
      if (icon.type === "image/png") {
        const [width, height] = icon.sizes.split("x").map(Number);
        expect(pngSize(await file.body()), icon.src).toEqual({ width, height });
      }
    }
  }
});

test("/.well-known/security.txt (RFC 9116): the company's contact, a near expiry, canonical", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const fields = Object.fromEntries(
    (await response.text())
      .trim()
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
  );
  expect(fields.Contact).toBe("mailto:info@rts-soluciones.es");
  expect(fields.Canonical).toBe(`${baseURL}/.well-known/security.txt`);
  const expires = new Date(fields.Expires).getTime();
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires).toBeLessThan(Date.now() + 365 * 86_400_000);
});

test("search results of the services page (?q=) are not indexed; the page itself is", async ({ request }) => {
  for (const path of ["/servicios?q=robot", "/en/services?q=robot"]) {
    const head = headOf(await (await request.get(path)).text());
    expect(head.meta("name", "robots"), path).toEqual(["noindex"]);
    expect(head.links("canonical"), path).toEqual([]);
  }
  const page = headOf(await (await request.get("/servicios")).text());
  expect(page.meta("name", "robots")).toEqual(["max-image-preview:large"]);
});

test("an unknown article answers the complete 404 page in its language", async ({ request }) => {
  for (const [path, lang, title] of [
    ["/blog/no-existe-este-articulo", "es", "Página no encontrada | RTS"],
    ["/en/blog/no-such-article", "en", "Page not found | RTS"],
    ["/blog/Not_A..Slug", "es", "Página no encontrada | RTS"],
    ["/en/blog/borrador-roadmap-ia-2027", "en", "Page not found | RTS"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    const head = headOf(html);
    expect(head.title, path).toBe(title);
    expect(head.meta("name", "robots"), path).toEqual(["noindex"]);
    expect(html, path).toContain(`<html lang="${lang}"`);
    expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
    expect(html, path).toContain('<header class="site-header"');
    expect(html, path).toMatch(/<footer[\s>]/);
  }
});

test("an article names its translation, and the language switch leads to it", async ({ request, baseURL }) => {
  const translated = await (await request.get("/blog/kit-digital-2026-que-cubre")).text();
  expect(translated).toContain(`<link rel="alternate" hrefLang="en" href="${baseURL}/en/blog/kit-digital-explained"/>`);
  // Straight to the translation: no ?lng= hop (decision 186).
  expect(translated).toMatch(/class="header-tool language-switch"[^>]*href="\/en\/blog\/kit-digital-explained"/);
  const back = await (await request.get("/en/blog/kit-digital-explained")).text();
  expect(back).toMatch(/class="header-tool language-switch"[^>]*href="\/blog\/kit-digital-2026-que-cubre"/);
  // Every published article now has its English version (decision 185), the six later ones too.
  const later = await (await request.get("/blog/datos-limpios-base-analitica")).text();
  expect(later).toContain(
    `<link rel="alternate" hrefLang="en" href="${baseURL}/en/blog/clean-data-foundation-of-analytics"/>`,
  );
  expect(later).toMatch(
    /class="header-tool language-switch"[^>]*href="\/en\/blog\/clean-data-foundation-of-analytics"/,
  );
});

test("an article reached with the other language's cookie: its translation (every published article has one since decision 185)", async ({
  request,
}) => {
  const visit = (path: string, lng: string) =>
    request.get(path, { headers: { Cookie: `lng=${lng}` }, maxRedirects: 0 });
  for (const [path, lng, target] of [
    ["/blog/kit-digital-2026-que-cubre", "en", "/en/blog/kit-digital-explained"],
    ["/en/blog/kit-digital-explained", "es", "/blog/kit-digital-2026-que-cubre"],
  ] as const) {
    const response = await visit(path, lng);
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(target);
    expect((await visit(target, lng)).status(), target).toBe(200);
  }
  // The switch's ?lng= on an article stores the choice; the next request then finds the translation.
  const chosen = await request.get("/blog/kit-digital-2026-que-cubre?lng=en", { maxRedirects: 0 });
  expect(chosen.headers().location).toBe("/blog/kit-digital-2026-que-cubre");
});
