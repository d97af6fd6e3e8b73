/**
 * What every answer of the site says about caching (decision 250): the route's own Cache-Control,
 * read the same way by the site's page cache (server/page-cache.ts), a CDN or Varnish in front,
 * and browsers. Decided here once per rendered page (`cachingHeaders`, called by entry.server):
 *
 * - `public, s-maxage=...` (with `Vary: Cookie`): a 200 GET render without errors, flash message
 *   or Set-Cookie, of a route ROUTE_CACHING calls shared, drawn from cookies that are only the
 *   preferences that change the markup (`markupVariant`, the same reading the page cache keys by).
 *   Blog listings expire sooner (PAGE_CACHE_BLOG_TTL_SECONDS); an article is `public, no-cache`,
 *   so that every reading reaches its loader and is counted.
 * - `private, no-store`: everything else (live data, one visitor's answer, errors, posts).
 * - A page showing one person's data (`personal`: its route, or a token in the query) is also kept
 *   out of search engines and never names its address to other sites.
 */
import type { AppLoadContext } from "@remix-run/node";
import { pageKeyFromPath } from "~/utils/pages";
import { markupVariant, requestPreferences } from "./request-preferences.server";
import { templateFromPath } from "./seo/addresses.server";

/** Browsers revalidate every page (ETag, 304); shared caches may keep anonymous pages a while. */
const SHARED_PAGE = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";
/** Flash messages, form answers, errors, one person's data: never kept anywhere. */
export const NEVER_STORE = "private, no-store";

/** The headers of every answer that shows one person's data (a token in its address). */
export const PERSONAL_ANSWER_HEADERS = {
  "Cache-Control": NEVER_STORE,
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "same-origin",
} as const;

/**
 * Every route of the build, by id without its language (`es/faq` and `en/faq` are `faq`), and what
 * its answers may be: `shared` pages, the same for every visitor who sends the same preferences;
 * `live` pages, the same for everyone but drawn from data that changes with every booking, never
 * stored; `personal` pages, one person's data (a token in the path or the query), never stored and
 * kept from every other cache; `resource` answers that are not pages (files, feeds, JSON, form
 * endpoints), which set their own headers and are never put in this cache. A route missing here fails tests/unit/server/route-caching.test.ts.
 */
export const ROUTE_CACHING = {
  root: "shared",
  home: "shared",
  about: "shared",
  services: "shared",
  "service-ai": "shared",
  "service-robotics": "shared",
  "service-marketing": "shared",
  "service-software": "shared",
  "kit-digital": "shared",
  "kit-process": "shared",
  "kit-website": "shared",
  "kit-seo": "shared",
  "kit-bi": "shared",
  "kit-social": "shared",
  cases: "shared",
  "case-hotel": "shared",
  "case-government": "shared",
  "case-accounting": "shared",
  "case-grid": "shared",
  "case-flights": "shared",
  faq: "shared",
  contact: "shared",
  blog: "shared",
  "blog-post": "shared",
  "blog-topic": "shared",
  "blog-author": "shared",
  careers: "shared",
  vacancy: "shared",
  "how-we-work": "shared",
  guide: "shared",
  privacy: "shared",
  terms: "shared",
  cookies: "shared",
  "routes/not-found": "shared",
  "demo-booking": "live",
  "demo-manage": "personal",
  "newsletter-confirm": "personal",
  "newsletter-unsubscribe": "personal",
  "newsletter-one-click": "personal",
  // The one-click address of e-mails sent before the English paths (decision 186), still live for POSTs.
  "en-old/newsletter-one-click": "personal",
  "demo-calendar": "personal",
  "blog-rss": "resource",
  "blog-topic-rss": "resource",
  manifest: "resource",
  "guide-pdf": "resource",
  "routes/security.txt": "resource",
  "routes/demo-availability": "resource",
  "routes/cookie-consent-record": "resource",
  "routes/sitemap.xml": "resource",
  "routes/robots.txt": "resource",
} as const satisfies Record<string, "shared" | "live" | "personal" | "resource">;

export type RouteCaching = (typeof ROUTE_CACHING)[keyof typeof ROUTE_CACHING];

/** A route id without its language prefix: the key of ROUTE_CACHING. */
export function routeCachingKey(routeId: string): string {
  return routeId.replace(/^(?:es|en)\//, "");
}

export function routeCaching(routeId: string): RouteCaching | undefined {
  return (ROUTE_CACHING as Record<string, RouteCaching>)[routeCachingKey(routeId)];
}

/**
 * Whether this render may be shared with other visitors, known before it is drawn: the server says
 * the request may be answered from its cache (`renderMayBeShared`), and the path is a shared route's.
 * Nothing of one visitor goes into such a render (no one-time form token, decision 166).
 */
export function rendersForEveryone(request: Request, context: AppLoadContext | undefined): boolean {
  if (!context?.renderMayBeShared) return false;
  return routeCachingOfPath(new URL(request.url).pathname) === "shared";
}

/**
 * Sets what a single-fetch data answer (`/page.data`, a fetcher's post) says about caching: never
 * stored, as it carries the root's flash and cookies; one person's page's data also kept from search
 * engines and other sites, as its document is. Called by entry.server's `handleDataRequest`.
 */
export function applyDataCachingHeaders(request: Request, headers: Headers) {
  const url = new URL(request.url);
  const pagePath = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  setCaching(headers, routeCachingOfPath(pagePath) === "personal" || carriesToken(url) ? "personal" : NEVER_STORE);
}

function routeCachingOfPath(pathname: string): RouteCaching | undefined {
  const route = pageKeyFromPath(pathname) ?? templateFromPath(pathname)?.key;
  return route === undefined ? undefined : routeCaching(route);
}

/** Query parameters that carry a personal token (the newsletter links): such a URL is personal whatever its route. */
const TOKEN_PARAMS = ["token"];
const carriesToken = (url: URL) => TOKEN_PARAMS.some((name) => url.searchParams.has(name));

/** Lists of articles with their view counts: the blog, a topic's page, an author's page (decisions 185, 213). */
const BLOG_LISTING_ROUTES = new Set(["blog", "blog-topic", "blog-author"]);
const BLOG_ARTICLE_ROUTES = new Set(["blog-post"]);

export type RenderFacts = {
  request: Request;
  status: number;
  hasErrors: boolean;
  responseHeaders: Headers;
  matches: ReadonlyArray<{ route: { id: string } }>;
  blogTtlSeconds: number;
};

/** Sets what a rendered page says about caching (see the module comment). */
export function applyCachingHeaders(facts: RenderFacts) {
  const headers = facts.responseHeaders;
  const caching = pageCaching(facts);
  setCaching(headers, caching);
  // The page's markup follows the preference cookies (theme, consent, language): a shared cache keys by them.
  if (caching !== "personal" && caching !== NEVER_STORE) headers.append("Vary", "Cookie");
}

/** Writes a decision: a Cache-Control value, or "personal" (never stored, and PERSONAL_ANSWER_HEADERS). */
function setCaching(headers: Headers, caching: string) {
  if (caching !== "personal") return void headers.set("Cache-Control", caching);
  for (const [name, value] of Object.entries(PERSONAL_ANSWER_HEADERS)) headers.set(name, value);
}

function pageCaching(facts: RenderFacts): string {
  const { request, responseHeaders } = facts;
  const url = new URL(request.url);
  const routes = facts.matches.map((match) => routeCachingKey(match.route.id));
  const kinds = routes.map(routeCaching);
  if (kinds.includes("personal") || carriesToken(url)) return "personal";
  // A live page, or a route nobody classified (the route-caching test catches those).
  if (kinds.some((kind) => kind !== "shared")) return NEVER_STORE;
  const readOnly = request.method === "GET" || request.method === "HEAD";
  if (!readOnly || facts.status !== 200 || facts.hasErrors) return NEVER_STORE;
  if (responseHeaders.has("Set-Cookie")) return NEVER_STORE;
  if (/\b(no-store|private)\b/i.test(responseHeaders.get("Cache-Control") ?? "")) return NEVER_STORE;
  if (markupVariant(requestPreferences(request), url.pathname) === null) return NEVER_STORE;
  const ttl = facts.blogTtlSeconds;
  // Shared caches must ask every time, so that every reading is counted.
  if (routes.some((route) => BLOG_ARTICLE_ROUTES.has(route))) return "public, no-cache";
  if (routes.some((route) => BLOG_LISTING_ROUTES.has(route))) {
    return `public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=${ttl}`;
  }
  return SHARED_PAGE;
}
