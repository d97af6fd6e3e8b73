/**
 * Every route of the build says whether its answers may be shared (issue 27 item 4): the page cache
 * keeps only `shared` pages (never `live` ones); `personal` ones (one person's data: a token in the path or the query)
 * are private, no-store, noindex. A route added to remix.config.js without a line in ROUTE_CACHING
 * fails here until someone decides which it is.
 */
import { describe, expect, it } from "vitest";
import { defineRoutes } from "@remix-run/dev/dist/config/routes.js";
import config from "../../../remix.config.js";
import {
  applyDataCachingHeaders,
  PERSONAL_ANSWER_HEADERS,
  ROUTE_CACHING,
  routeCaching,
  routeCachingKey,
} from "~/services/cache-control.server";

type Defined = Record<string, { id: string; path?: string; file: string }>;
const routes = Object.values((config as { routes: (define: typeof defineRoutes) => Defined }).routes(defineRoutes));
const ids = ["root", ...routes.map((route) => route.id)];

describe("route caching", () => {
  it("classifies every route of the build", () => {
    expect(ids.filter((id) => routeCaching(id) === undefined)).toEqual([]);
  });

  it("names no route the build does not have", () => {
    const keys = new Set(ids.map(routeCachingKey));
    expect(Object.keys(ROUTE_CACHING).filter((key) => !keys.has(key))).toEqual([]);
  });

  it("never shares a route whose path carries a token", () => {
    const tokened = routes.filter((route) => /:token\b/.test(route.path ?? ""));
    expect(tokened.length).toBeGreaterThan(0);
    for (const route of tokened) expect(routeCaching(route.id), route.id).not.toBe("shared");
  });

  it("the pages of one person's data are exactly these", () => {
    const personal = [...new Set(ids.filter((id) => routeCaching(id) === "personal").map(routeCachingKey))].sort();
    expect(personal).toEqual([
      "demo-calendar",
      "demo-manage",
      "en-old/newsletter-one-click",
      "newsletter-confirm",
      "newsletter-one-click",
      "newsletter-unsubscribe",
    ]);
  });

  it("a page's data (single fetch) is never stored; one person's data is also kept from search engines", () => {
    const dataHeaders = (path: string) => {
      const headers = new Headers({ "Content-Type": "text/x-script" });
      applyDataCachingHeaders(new Request(`http://127.0.0.1${path}`), headers);
      return Object.fromEntries(headers);
    };
    for (const path of ["/faq.data", "/_root.data", "/en/blog.data?_routes=routes/blog"]) {
      expect(dataHeaders(path), path).toEqual({
        "cache-control": "private, no-store",
        "content-type": "text/x-script",
      });
    }
    const personal = Object.fromEntries(Object.entries(PERSONAL_ANSWER_HEADERS).map(([k, v]) => [k.toLowerCase(), v]));
    for (const path of ["/reserva-demo/abc123.data", "/en/book-a-demo/abc123.data", "/faq.data?token=abc"]) {
      expect(dataHeaders(path), path).toEqual({ ...personal, "content-type": "text/x-script" });
    }
  });
});
