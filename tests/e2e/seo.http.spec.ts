import { expect, test, type APIRequestContext } from "@playwright/test";
import { pngSize } from "../helpers/png";
import { isArticle, langOf, pageKind, parseSitemap, type SitemapEntry } from "../helpers/sitemap";

/** What search results show (issue 12, item 6): every page's title and description, both languages. */
const LENGTH_BOUNDS = { title: [30, 65], description: [70, 160] } as const;

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

async function readSitemap(request: APIRequestContext): Promise<SitemapEntry[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  return parseSitemap(await response.text());
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
