import { writeFileSync } from "node:fs";
import { cpSync, mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type PgliteConnection } from "~/services/backend/pglite.server";
import { prepareDatabase } from "~/services/backend/migrations.server";
import { memoryLog } from "../../helpers/backend/logs";
import { freshDataDir, removeDir, SUPABASE_DIR } from "../../helpers/backend/pglite-template";

let dataDir: string;
let db: PgliteConnection;

beforeAll(async () => {
  dataDir = await freshDataDir();
  db = await openPglite(path.join(dataDir, "pglite"));
});
afterAll(async () => {
  await db.close();
  removeDir(dataDir);
});

/** Runs statements as a role, inside a transaction that is always rolled back. */
async function asRole<T>(role: string, work: () => Promise<T>): Promise<T> {
  await db.exec("begin");
  try {
    await db.exec(`set local role ${role}`);
    return await work();
  } finally {
    await db.exec("rollback");
  }
}

async function attempt(sql: string, params: unknown[] = []): Promise<string> {
  await db.exec("savepoint attempt");
  try {
    await db.query(sql, params);
    await db.exec("release savepoint attempt");
    return "ok";
  } catch (error) {
    await db.exec("rollback to savepoint attempt");
    return (error as { code?: string }).code ?? String(error);
  }
}

describe("schema on PGlite (migrations + seed)", () => {
  it("seeds realistic posts: ≥9 ES and ≥4 EN published, ≥4 categories, one featured per language, an unpublished one, a cover each", async () => {
    const counts = await db.query<{
      lang: string;
      published: number;
      featured: number;
      categories: number;
      unpublished: number;
      no_image: number;
      min_body: number;
    }>(
      `select lang, count(*) filter (where published)::int as published,
              count(*) filter (where published and featured)::int as featured,
              count(distinct category) filter (where published)::int as categories,
              count(*) filter (where not published)::int as unpublished,
              count(*) filter (where published and coalesce(image_url, '') = '')::int as no_image,
              min(length(body)) filter (where published)::int as min_body
         from public.blog_posts group by lang order by lang`,
    );
    const byLang = Object.fromEntries(counts.map((row) => [row.lang, row]));
    expect(byLang.es.published).toBeGreaterThanOrEqual(9);
    expect(byLang.en.published).toBeGreaterThanOrEqual(4);
    expect(byLang.es.categories).toBeGreaterThanOrEqual(4);
    expect(byLang.en.categories).toBeGreaterThanOrEqual(4);
    expect(byLang.es.featured).toBe(1);
    expect(byLang.en.featured).toBe(1);
    expect(byLang.es.unpublished + byLang.en.unpublished).toBeGreaterThanOrEqual(1);
    // Each published article shows its own cover (issue 30: no placeholder on the blog); the fallback
    // for an empty image_url is checked in tests/unit/content/visuals.test.ts.
    expect(byLang.es.no_image + byLang.en.no_image).toBe(0);
    expect(byLang.es.min_body).toBeGreaterThan(400);
    const images = await db.query<{ image_url: string }>(
      "select distinct image_url from public.blog_posts where coalesce(image_url, '') <> ''",
    );
    const files = new Set(readdirSync(path.resolve("public/images/blog")));
    for (const { image_url } of images) {
      expect(image_url).toMatch(/^\/images\/blog\/[a-z0-9-]+\.svg$/);
      expect(files.has(path.basename(image_url))).toBe(true);
    }
    expect(files.has("fallback.svg")).toBe(true);
  });

  it("has row level security on every public table", async () => {
    const tables = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    expect(tables.map((t) => t.relname)).toEqual([
      "blog_posts",
      "contact_messages",
      "cookie_consent_records",
      "demo_bookings",
      "form_rate_limit_hits",
      "lead_magnet_requests",
      "link_signing_key",
      "newsletter_subscribers",
      "newsletter_suppressions",
      "notification_outbox",
    ]);
    for (const table of tables) expect(table.relrowsecurity, table.relname).toBe(true);
  });

  it("lets anon read published posts only, and no lead", async () => {
    await asRole("anon", async () => {
      const posts = await db.query<{ published: boolean }>("select published from public.blog_posts");
      expect(posts.length).toBeGreaterThan(0);
      expect(posts.every((p) => p.published)).toBe(true);
      expect(await db.query("select * from public.blog_posts where slug = 'borrador-roadmap-ia-2027'")).toEqual([]);
      for (const table of [
        "demo_bookings",
        "contact_messages",
        "newsletter_subscribers",
        "lead_magnet_requests",
        "notification_outbox",
        "form_rate_limit_hits",
      ]) {
        expect(await attempt(`select * from public.${table}`), table).toBe("42501"); // insufficient_privilege
      }
    });
  });

  it("refuses every direct insert, update or delete by anon and authenticated", async () => {
    for (const role of ["anon", "authenticated"]) {
      await asRole(role, async () => {
        expect(await attempt("insert into public.newsletter_subscribers (email) values ('x@y.es')")).toBe("42501");
        expect(
          await attempt("insert into public.contact_messages (name, email, message) values ('a','x@y.es','m')"),
        ).toBe("42501");
        expect(
          await attempt(
            "insert into public.demo_bookings (name, email, phone, demo_date, demo_time, starts_at) values ('a','x@y.es','600000000','2030-01-07','10:00','2030-01-07T09:00Z')",
          ),
        ).toBe("42501");
        expect(await attempt("insert into public.lead_magnet_requests (name, email) values ('a','x@y.es')")).toBe(
          "42501",
        );
        expect(
          await attempt(
            "insert into public.notification_outbox (idempotency_key, lead_type, lead_id, kind, recipient, message) values ('k','contact',1,'company','x@y.es','{}')",
          ),
        ).toBe("42501");
        expect(
          await attempt(
            "insert into public.blog_posts (slug, title, excerpt, category, author) values ('x','t','e','c','a')",
          ),
        ).toBe("42501");
        expect(await attempt("update public.blog_posts set views = 0")).toBe("42501");
        expect(await attempt("delete from public.blog_posts")).toBe("42501");
      });
    }
  });

  it("increments views of published posts only, through the SECURITY DEFINER function, even for anon", async () => {
    const before = await db.query<{ slug: string; views: number }>(
      "select slug, views from public.blog_posts where slug in ('rpa-automatizar-facturas-proveedores', 'borrador-roadmap-ia-2027') order by slug",
    );
    await asRole("anon", async () => {
      await db.query("select public.increment_blog_post_views($1)", ["rpa-automatizar-facturas-proveedores"]);
      await db.query("select public.increment_blog_post_views($1)", ["borrador-roadmap-ia-2027"]);
      await db.query("select public.increment_blog_post_views($1)", ["no-such-post"]);
      const after = await db.query<{ views: number }>(
        "select views from public.blog_posts where slug = 'rpa-automatizar-facturas-proveedores'",
      );
      expect(after[0].views).toBe(before.find((p) => p.slug === "rpa-automatizar-facturas-proveedores")!.views + 1);
    });
    // The transaction above was rolled back; do it for real and compare.
    await db.query("select public.increment_blog_post_views($1)", ["rpa-automatizar-facturas-proveedores"]);
    await db.query("select public.increment_blog_post_views($1)", ["borrador-roadmap-ia-2027"]);
    const after = await db.query<{ slug: string; views: number }>(
      "select slug, views from public.blog_posts where slug in ('rpa-automatizar-facturas-proveedores', 'borrador-roadmap-ia-2027') order by slug",
    );
    expect(after.find((p) => p.slug === "borrador-roadmap-ia-2027")!.views).toBe(
      before.find((p) => p.slug === "borrador-roadmap-ia-2027")!.views,
    );
    expect(after.find((p) => p.slug === "rpa-automatizar-facturas-proveedores")!.views).toBe(
      before.find((p) => p.slug === "rpa-automatizar-facturas-proveedores")!.views + 1,
    );

    const definition = await db.query<{ prosecdef: boolean; proconfig: string[] }>(
      "select prosecdef, proconfig from pg_proc where proname = 'increment_blog_post_views'",
    );
    expect(definition[0].prosecdef).toBe(true);
    expect(definition[0].proconfig).toEqual(['search_path=""']);
  });

  it("treats newsletter addresses case-insensitively (citext unique)", async () => {
    await db.exec("begin");
    try {
      await db.query("insert into public.newsletter_subscribers (email) values ('Ana@Example.com')");
      expect(await attempt("insert into public.newsletter_subscribers (email) values ('ana@example.COM')")).toBe(
        "23505",
      );
    } finally {
      await db.exec("rollback");
    }
  });
});

describe("migration runner", () => {
  it("records applied migrations, applies only new ones on reopen, and seeds once", async () => {
    const supabaseCopy = mkdtempSync(path.join(os.tmpdir(), "rts-supabase-"));
    cpSync(SUPABASE_DIR, supabaseCopy, { recursive: true });
    const log = memoryLog();
    const first = await prepareDatabase(db, { supabaseDir: supabaseCopy, seed: true, log });
    expect(first).toEqual({ applied: [], seeded: false });

    writeFileSync(
      path.join(supabaseCopy, "migrations", "20990101000000_add_reading_list.sql"),
      "create table public.reading_list (id integer primary key); alter table public.reading_list enable row level security;",
    );
    const second = await prepareDatabase(db, { supabaseDir: supabaseCopy, seed: true, log });
    expect(second).toEqual({ applied: ["20990101000000_add_reading_list.sql"], seeded: false });
    const third = await prepareDatabase(db, { supabaseDir: supabaseCopy, seed: true, log });
    expect(third.applied).toEqual([]);
    const posts = await db.query<{ n: number }>("select count(*)::int as n from public.blog_posts");
    // The seed's 22 articles: 11 in Spanish, each translated into English (decision 185).
    expect(posts[0].n).toBe(22);
    removeDir(supabaseCopy);
  });
});
