/**
 * The Supabase adapter at its HTTP boundary: a local server stands in for PostgREST and the
 * Functions gateway, answers in their documented shapes, and records every request supabase-js
 * makes, so the spec §7 calls are checked exactly (paths, filters, order, limit, payloads, keys).
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openBackend, type SiteBackend } from "~/services/backend/index.server";
import { readEnv } from "~/services/env.server";
import { parsedLead } from "../../helpers/backend/lead";
import { memoryLog } from "../../helpers/backend/logs";
import { offeredDayAhead } from "../../helpers/demo-dates";

type Recorded = {
  method: string;
  path: string;
  params: Array<[string, string]>;
  headers: IncomingHttpHeaders;
  body: unknown;
};
const recorded: Recorded[] = [];
const KEY = "anon-key-for-contract-tests-0123456789";

const row = (overrides: Record<string, unknown> = {}) => ({
  id: 3,
  slug: "kit-digital-2026-que-cubre",
  title: "Kit Digital",
  excerpt: "Resumen",
  category: "Kit Digital",
  author: "RTS",
  published_date: "2026-09-30",
  read_time: 7,
  views: 3120,
  comments_count: 21,
  image_url: "",
  featured: false,
  lang: "es",
  ...overrides,
});

const server = createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk) => (raw += chunk));
  req.on("end", () => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const body = raw ? JSON.parse(raw) : undefined;
    recorded.push({
      method: req.method ?? "",
      path: url.pathname,
      params: [...url.searchParams.entries()],
      headers: req.headers,
      body,
    });
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(payload));
    };
    const query = url.searchParams;
    if (url.pathname === "/rest/v1/blog_posts") {
      if (query.get("select") === "category")
        return json(200, [{ category: "Kit Digital" }, { category: "Automatización" }, { category: "Kit Digital" }]);
      if (query.get("featured") === "eq.true") return json(200, [row({ featured: true, slug: "destacado" })]);
      if (query.get("slug") === "eq.no-existe") return json(200, []);
      if (query.get("select") === "lang,slug")
        return json(200, [
          { lang: "en", slug: "kit-digital-explained" },
          { lang: "es", slug: "kit-digital-2026-que-cubre" },
        ]);
      const linked = { translation_key: "kit-digital-2026-que-cubre", updated_at: "2026-10-02T08:30:00.123456+00:00" };
      if (query.get("slug")) return json(200, [row({ body: "## Título\n\nTexto", ...linked })]);
      if (!query.get("lang")) return json(200, [row(linked), row({ id: 9, slug: "untranslated", lang: "en" })]);
      return json(200, [row(), row({ id: 4, slug: "otro", image_url: "/images/blog/kit-digital.svg" })]);
    }
    if (url.pathname === "/rest/v1/rpc/increment_blog_post_views") {
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === "/functions/v1/send-notification") {
      const email = (body as { data?: { email?: string } })?.data?.email ?? "";
      const token = (body as { data?: { token?: string } })?.data?.token ?? "";
      if (token === "1.bad") return json(400, { error: { code: "invalid", message: "invalid link" } });
      if (token === "1.down") return json(503, { error: { code: "unavailable", message: "try again" } });
      if (token)
        return json(200, {
          error: null,
          outcome: (body as { type?: string }).type === "newsletter-confirm" ? "confirmed" : "unsubscribed",
        });
      if (email === "dup@pyme.test")
        return json(409, {
          error: { code: "duplicate", message: "duplicate: this e-mail address already exists in the newsletter" },
        });
      if (email === "bad")
        return json(400, { error: { code: "invalid", message: "invalid request (data.email: email)" } });
      if (email === "down@pyme.test")
        return json(503, { error: { code: "unavailable", message: "The notification could not be stored" } });
      if (email === "gateway@pyme.test") {
        res.writeHead(502, { "content-type": "text/html" }).end("<html>Bad gateway</html>");
        return;
      }
      return json(200, { error: null });
    }
    json(404, { message: "not found" });
  });
});

let backend: SiteBackend;
let baseUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  backend = await openBackend(
    readEnv({ SUPABASE_URL: baseUrl, SUPABASE_ANON_KEY: KEY } as unknown as NodeJS.ProcessEnv),
    { log: memoryLog() },
  );
});
afterAll(async () => {
  await backend?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  recorded.length = 0;
});

// published_at and about: the article files' time of publication and what it is about (decisions 185, 215).
const SUMMARY =
  "id,slug,title,excerpt,category,author,published_date,published_at,read_time,views,comments_count,image_url,featured,lang,about";
const PUBLISHED = `${SUMMARY},translation_key,updated_at`;

function only(): Recorded {
  expect(recorded).toHaveLength(1);
  const [request] = recorded;
  expect(request.headers.apikey).toBe(KEY);
  expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
  return request;
}

/**
 * supabase-js retries a read that met a network error three times, 1, 2 and 4 s apart: 7 s of real
 * waiting per call to an unreachable project. Only setTimeout is faked (sockets keep their real
 * timers), and a loop lets the connection attempts run for real between advances: the same retries
 * happen, without the waits (decision 132).
 */
function skipRetryWaits(): void {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  let stopped = false;
  void (async () => {
    while (!stopped) {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(250);
    }
  })();
  afterEachStops.push(() => {
    stopped = true;
    vi.useRealTimers();
  });
}
const afterEachStops: (() => void)[] = [];
afterEach(() => {
  while (afterEachStops.length) afterEachStops.pop()!();
});

describe("Supabase adapter: PostgREST queries of spec §7.4", () => {
  it("is the supabase adapter on Node 20 (realtime transport given)", () => {
    expect(backend.kind).toBe("supabase");
  });

  it("featured: published and featured, newest first, limit 1", async () => {
    const post = await backend.featuredPost("es");
    const request = only();
    expect(request.method).toBe("GET");
    expect(request.path).toBe("/rest/v1/blog_posts");
    expect(request.params).toEqual([
      ["select", SUMMARY],
      ["published", "eq.true"],
      ["featured", "eq.true"],
      ["lang", "eq.es"],
      ["order", "published_date.desc"],
      ["limit", "1"],
    ]);
    expect(post).toMatchObject({
      slug: "destacado",
      featured: true,
      publishedDate: "2026-09-30",
      imageUrl: null,
      commentsCount: 21,
      readTime: 7,
    });
  });

  it("list: published and not featured, filtered by category, newest first", async () => {
    const posts = await backend.listPosts({ lang: "en", category: "Automation" });
    expect(only().params).toEqual([
      ["select", SUMMARY],
      ["published", "eq.true"],
      ["featured", "eq.false"],
      ["lang", "eq.en"],
      ["category", "eq.Automation"],
      ["order", "published_date.desc"],
    ]);
    expect(posts.map((p) => [p.slug, p.imageUrl])).toEqual([
      ["kit-digital-2026-que-cubre", null],
      ["otro", "/images/blog/kit-digital.svg"],
    ]);
  });

  it("list with no category (null or absent) sends no category filter", async () => {
    await backend.listPosts({ lang: "es", category: null });
    await backend.listPosts({ lang: "es" });
    expect(recorded).toHaveLength(2);
    for (const request of recorded)
      expect(request.params.map(([name]) => name)).toEqual(["select", "published", "featured", "lang", "order"]);
  });

  it("categories: the category column of published posts, reduced to distinct values", async () => {
    const categories = await backend.categories("es");
    expect(only().params).toEqual([
      ["select", "category"],
      ["published", "eq.true"],
      ["lang", "eq.es"],
    ]);
    expect(categories).toEqual(["Automatización", "Kit Digital"]);
  });

  it("one post by slug, with its body; none gives null", async () => {
    const post = await backend.postBySlug("es", "kit-digital-2026-que-cubre");
    expect(only().params).toEqual([
      ["select", `${PUBLISHED},body`],
      ["published", "eq.true"],
      ["lang", "eq.es"],
      ["slug", "eq.kit-digital-2026-que-cubre"],
    ]);
    expect(post?.body).toBe("## Título\n\nTexto");
    expect(post).toMatchObject({ translationKey: "kit-digital-2026-que-cubre", revisedDate: "2026-10-02" });
    recorded.length = 0;
    expect(await backend.postBySlug("es", "no-existe")).toBeNull();
  });

  it("published posts of both languages (sitemap, feeds): no language filter, newest first", async () => {
    const posts = await backend.publishedPosts();
    expect(only().params).toEqual([
      ["select", PUBLISHED],
      ["published", "eq.true"],
      ["order", "published_date.desc,id.desc"],
    ]);
    expect(posts.map((p) => [p.slug, p.translationKey, p.revisedDate])).toEqual([
      ["kit-digital-2026-que-cubre", "kit-digital-2026-que-cubre", "2026-10-02"],
      ["untranslated", null, "2026-09-30"],
    ]);
  });

  it("translations of an article: published rows sharing its translation key", async () => {
    const versions = await backend.postTranslations("kit-digital-2026-que-cubre");
    expect(only().params).toEqual([
      ["select", "lang,slug"],
      ["published", "eq.true"],
      ["translation_key", "eq.kit-digital-2026-que-cubre"],
      ["order", "lang.asc"],
    ]);
    expect(versions).toEqual([
      { lang: "en", slug: "kit-digital-explained" },
      { lang: "es", slug: "kit-digital-2026-que-cubre" },
    ]);
  });

  it("views: rpc increment_blog_post_views with { post_slug }", async () => {
    await backend.incrementViews("kit-digital-2026-que-cubre");
    const request = only();
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/rest/v1/rpc/increment_blog_post_views");
    expect(request.body).toEqual({ post_slug: "kit-digital-2026-que-cubre" });
  });
});

describe("Supabase adapter: send-notification through the Functions API", () => {
  it.each([
    [
      "demo",
      {
        name: "Ana",
        email: "ana@pyme.test",
        phone: "600000000",
        company: "",
        demo_date: offeredDayAhead(),
        demo_time: "10:00",
      },
    ],
    [
      "contact",
      { name: "Ana", email: "ana@pyme.test", company: "", phone: "", service: "Ciberseguridad", message: "Hola" },
    ],
    ["newsletter", { email: "ana@pyme.test" }],
  ] as const)("invokes send-notification with { type: '%s', data } exactly", async (type, data) => {
    const result = await backend.notify(parsedLead({ type, data }));
    const request = only();
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/functions/v1/send-notification");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.body).toEqual({ type, data });
    expect(result).toEqual({ error: null });
  });

  it("passes the duplicate, invalid and unavailable answers through with their messages", async () => {
    const duplicate = await backend.notify({ type: "newsletter", data: { email: "dup@pyme.test" } });
    expect(duplicate).toEqual({
      error: { code: "duplicate", message: "duplicate: this e-mail address already exists in the newsletter" },
    });
    expect(await backend.notify({ type: "newsletter", data: { email: "bad" } })).toMatchObject({
      error: { code: "invalid" },
    });
    expect(await backend.notify({ type: "newsletter", data: { email: "down@pyme.test" } })).toMatchObject({
      error: { code: "unavailable" },
    });
    expect(await backend.notify({ type: "newsletter", data: { email: "gateway@pyme.test" } })).toMatchObject({
      error: { code: "unavailable" },
    });
  });

  it("follows the newsletter's signed links through the same function ({ type, data: { token } })", async () => {
    expect(await backend.followNewsletterLink("confirm", "1.good")).toEqual({ status: 200, outcome: "confirmed" });
    expect(recorded.at(-1)?.body).toEqual({ type: "newsletter-confirm", data: { token: "1.good" } });
    expect(await backend.followNewsletterLink("unsubscribe", "1.good")).toEqual({
      status: 200,
      outcome: "unsubscribed",
    });
    expect(recorded.at(-1)?.body).toEqual({ type: "newsletter-unsubscribe", data: { token: "1.good" } });
    expect(await backend.followNewsletterLink("confirm", "1.bad")).toEqual({ status: 400, outcome: "invalid" });
    expect(await backend.followNewsletterLink("unsubscribe", "1.down")).toEqual({ status: 503, outcome: null });
  });

  it("records a cookie choice through the same function ({ type: 'cookie-consent', data })", async () => {
    const record = {
      consent_id: "6f1c1b2e-8d3a-4c55-9a77-0c2a9e4b1d10",
      categories: ["necessary" as const],
      revision: 0,
      lang: "es" as const,
    };
    expect(await backend.recordConsent(record)).toEqual({ error: null });
    expect(only().body).toEqual({ type: "cookie-consent", data: record });
  });

  it("reports an unreachable function as unavailable, never as success", async () => {
    skipRetryWaits();
    const unreachable = await openBackend(
      readEnv({ SUPABASE_URL: "http://127.0.0.1:9", SUPABASE_ANON_KEY: KEY } as unknown as NodeJS.ProcessEnv),
      {
        log: memoryLog(),
        verify: false,
      },
    );
    expect(await unreachable.notify({ type: "newsletter", data: { email: "ana@pyme.test" } })).toMatchObject({
      error: { code: "unavailable" },
    });
    await expect(unreachable.featuredPost("es")).rejects.toThrow(/Supabase featuredPost failed/);
    await unreachable.close();
  });
});

describe("Supabase adapter start-up", () => {
  it("probes the project when opened and refuses an unreachable one with a clear message", async () => {
    skipRetryWaits();
    await expect(
      openBackend(
        readEnv({ SUPABASE_URL: "http://127.0.0.1:9", SUPABASE_ANON_KEY: KEY } as unknown as NodeJS.ProcessEnv),
        { log: memoryLog() },
      ),
    ).rejects.toThrow(/Could not reach Supabase at http:\/\/127\.0\.0\.1:9/);
  });
});
