/**
 * Articles as Markdown files (decision 185): the front matter is checked (a malformed file stops
 * start-up naming the file and the field), and the files are upserted into blog_posts by slug on
 * every backend, the views counter kept, `updated_at` moving only when a reader-visible part does.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ArticleFileError,
  loadArticleFiles,
  parseArticle,
  readArticleFiles,
  readingMinutes,
  type ArticleFile,
} from "~/services/articles/article-files.server";
import { articleRow, syncArticlesSql } from "~/services/articles/article-sync.server";
import { openBackend, type SqlSiteBackend } from "~/services/backend/index.server";
import { prepareDatabase } from "~/services/backend/migrations.server";
import { openPglite } from "~/services/backend/pglite.server";
import { readEnv } from "~/services/env.server";
import { openTestBackend } from "../../helpers/backend/open";
import { memoryLog } from "../../helpers/backend/logs";
import { removeDir, SUPABASE_DIR } from "../../helpers/backend/pglite-template";
import { scratchDir } from "../../helpers/scratch";
import { SLOW_TEST_TIMEOUT_MS } from "../../helpers/patience";

const GOOD = `---
title: "Un artículo"
excerpt: "Lo que cuenta."
category: automation
author: company
date: 2026-11-02T10:30:00+01:00
cover: /images/blog/automatizacion-rpa.svg
featured: false
published: true
about: [service-robotics, case-accounting]
---

${"palabra ".repeat(450)}
`;

describe("article files: the front matter", () => {
  it("the repository's articles are valid: both languages, every translation names its original", () => {
    const articles = readArticleFiles();
    expect(articles.filter((article) => article.lang === "es").length).toBeGreaterThanOrEqual(11);
    expect(articles.filter((article) => article.lang === "en").length).toBeGreaterThanOrEqual(11);
    const bySlug = new Map(articles.map((article) => [article.slug, article]));
    for (const article of articles) {
      expect(article.publishedAt, article.file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      if (article.translationKey !== article.slug)
        expect(bySlug.get(article.translationKey)?.lang, article.file).not.toBe(article.lang);
    }
    expect(bySlug.get("kit-digital-explained")?.translationKey).toBe("kit-digital-2026-que-cubre");
  });

  it("fills what blog_posts stores: the topic's and the person's names, the day as written, a computed read time", () => {
    const article = parseArticle("app/content/articles/es/un-articulo.md", "es", GOOD);
    expect(article).toMatchObject({
      slug: "un-articulo",
      lang: "es",
      category: "Automatización",
      author: "RTS",
      publishedAt: "2026-11-02T10:30:00+01:00",
      publishedDate: "2026-11-02",
      readTime: 3,
      imageUrl: "/images/blog/automatizacion-rpa.svg",
      translationKey: "un-articulo",
      about: ["service-robotics", "case-accounting"],
    });
    expect(readingMinutes("uno dos tres")).toBe(1);
    expect(readingMinutes("palabra ".repeat(401))).toBe(3);
  });

  it("a malformed file is refused with its file and field named", () => {
    const refusal = (text: string, file = "app/content/articles/es/roto.md") => {
      try {
        parseArticle(file, "es", text);
      } catch (error) {
        expect(error).toBeInstanceOf(ArticleFileError);
        return (error as Error).message;
      }
      throw new Error("accepted");
    };
    expect(refusal(GOOD.replace("category: automation", "category: automatizacion"))).toMatch(
      /^Article app\/content\/articles\/es\/roto\.md is not valid:\n {2}- category: /,
    );
    // A date without its zone, an unknown author, an unknown page, a field the schema does not know.
    expect(refusal(GOOD.replace("+01:00", ""))).toMatch(/- date: /);
    expect(refusal(GOOD.replace("author: company", "author: nadie"))).toMatch(/- author: /);
    expect(refusal(GOOD.replace("case-accounting", "case-nowhere"))).toMatch(/- about\.1: /);
    expect(refusal(GOOD.replace("featured: false", "featured: false\nviews: 10"))).toMatch(/views/);
    // Signed by the company until it names real authors; a person it has not named cannot sign
    // (app/content/company/people/, decision 213), nor a name that came with sample data.
    expect(refusal(GOOD.replace("author: company", "author: ceo"))).toMatch(/- author: .*with a name/);
    expect(refusal(GOOD.replace("author: company", "author: javier-ortega"))).toMatch(/- author: /);
    expect(refusal(GOOD, "app/content/articles/es/Mal_Nombre.md")).toMatch(/- file name: /);
    expect(refusal("---\ntitle: [unclosed\n---\ntext")).toMatch(/- front matter: /);
  });

  it("a malformed file is logged by name and left out; the site starts with the rest", async () => {
    const folder = scratchDir("rts-articles-");
    mkdirSync(path.join(folder, "es"), { recursive: true });
    writeFileSync(path.join(folder, "es", "sin-fecha.md"), GOOD.replace(/^date: .*$/m, ""));
    writeFileSync(path.join(folder, "es", "bueno.md"), GOOD);
    const load = loadArticleFiles(folder);
    expect(load.items.map((article) => article.slug)).toEqual(["bueno"]);
    expect(load.problems).toHaveLength(1);
    expect(load.problems[0]!.file).toMatch(/es\/sin-fecha\.md$/);
    expect(load.problems[0]!.problems.join("\n")).toMatch(/^date: /);
    // The same for the whole site: the backend opens with the good article, the bad one logged.
    const dataDir = scratchDir("rts-data-");
    const config = readEnv({ NODE_ENV: "test", DATA_DIR: dataDir } as NodeJS.ProcessEnv);
    const log = memoryLog();
    const backend = (await openBackend(config, {
      supabaseDir: SUPABASE_DIR,
      log,
      articlesDir: folder,
    })) as SqlSiteBackend;
    try {
      const slugs = await backend.sql.query<{ slug: string }>("select slug from public.blog_posts order by slug");
      expect(slugs.map((row) => row.slug)).toContain("bueno");
      expect(slugs.map((row) => row.slug)).not.toContain("sin-fecha");
      const refused = log.entries.filter((entry) => entry.event === "content.file_refused");
      expect(refused).toHaveLength(1);
      expect(String(refused[0]!.fields.file)).toMatch(/sin-fecha\.md$/);
    } finally {
      await backend.close();
    }
    removeDir(folder);
    removeDir(dataDir);
  });

  it("leaves out a second version of one article in a language, and a translation of nothing", () => {
    const folder = scratchDir("rts-articles-");
    mkdirSync(path.join(folder, "en"), { recursive: true });
    mkdirSync(path.join(folder, "es"), { recursive: true });
    writeFileSync(path.join(folder, "es", "original.md"), GOOD);
    writeFileSync(
      path.join(folder, "en", "orphan.md"),
      GOOD.replace("about:", "translationOf: no-such-article\nabout:"),
    );
    writeFileSync(path.join(folder, "en", "first.md"), GOOD.replace("about:", "translationOf: original\nabout:"));
    writeFileSync(path.join(folder, "en", "second.md"), GOOD.replace("about:", "translationOf: original\nabout:"));
    const load = loadArticleFiles(folder);
    expect(load.items.map((article) => article.slug).sort()).toEqual(["first", "original"]);
    const byFile = Object.fromEntries(load.problems.map((problem) => [path.basename(problem.file), problem.problems]));
    expect(byFile["orphan.md"]?.join()).toMatch(/^translationOf: "no-such-article" is not an original/);
    expect(byFile["second.md"]?.join()).toMatch(/^translationOf: .*first\.md is already that article/);
    removeDir(folder);
  });
});

describe("article files: loaded into blog_posts (embedded PGlite; the same SQL runs on PostgreSQL)", () => {
  let backend: SqlSiteBackend;
  let dataDir: string;
  beforeAll(async () => {
    ({ backend, dataDir } = await openTestBackend());
  });
  afterAll(async () => {
    await backend.close();
    removeDir(dataDir);
  });

  const files = () => readArticleFiles();
  const row = async (slug: string) =>
    (
      await backend.sql.query<{ views: number; title: string; updated_at: string; read_time: number }>(
        "select views, title, read_time, updated_at::text as updated_at from public.blog_posts where slug = $1",
        [slug],
      )
    )[0];

  it("a second start writes nothing; the views counter and the revision date are kept", async () => {
    await backend.incrementViews("kit-digital-2026-que-cubre");
    await backend.incrementViews("kit-digital-2026-que-cubre");
    const before = await row("kit-digital-2026-que-cubre");
    expect(before.views).toBe(2);
    // Loaded articles were not revised since they were published: lastmod is the publication.
    expect(before.updated_at.slice(0, 10)).toBe("2026-09-30");
    expect(await syncArticlesSql(backend.sql, files())).toMatchObject({ inserted: 0, updated: 0 });
    expect(await row("kit-digital-2026-que-cubre")).toEqual(before);
  });

  it("an edited file updates its row by slug, keeps its views, and only a visible change moves updated_at", async () => {
    const edited = files().map((article): ArticleFile =>
      article.slug === "kit-digital-2026-que-cubre" ? { ...article, title: "Kit Digital: el título nuevo" } : article,
    );
    const before = await row("kit-digital-2026-que-cubre");
    expect(await syncArticlesSql(backend.sql, edited)).toMatchObject({ inserted: 0, updated: 1 });
    const after = await row("kit-digital-2026-que-cubre");
    expect(after).toMatchObject({ title: "Kit Digital: el título nuevo", views: before.views });
    expect(after.updated_at > before.updated_at).toBe(true);
    // Featuring an article is not a change a reader of the article sees: its date stays.
    const featured = edited.map((article) =>
      article.slug === "kit-digital-2026-que-cubre" ? { ...article, featured: true } : article,
    );
    expect(await syncArticlesSql(backend.sql, featured)).toMatchObject({ updated: 1 });
    expect((await row("kit-digital-2026-que-cubre")).updated_at).toBe(after.updated_at);
    // Back as the files say.
    await syncArticlesSql(backend.sql, files());
  });

  it("a row written only in the table (the table editor) is left alone; a new file is inserted with 0 views", async () => {
    await backend.sql.query(
      `insert into public.blog_posts (slug, lang, title, excerpt, category, author, published, body)
       values ('solo-en-la-tabla', 'es', 'Solo en la tabla', 'e', 'Ciberseguridad', 'Alguien', true, 'b')`,
    );
    const added = parseArticle("app/content/articles/es/un-articulo.md", "es", GOOD);
    expect(await syncArticlesSql(backend.sql, [...files(), added])).toMatchObject({ inserted: 1, updated: 0 });
    expect((await row("un-articulo")).views).toBe(0);
    expect(await row("solo-en-la-tabla")).toMatchObject({ title: "Solo en la tabla" });
  });
});

describe("the migration emptied by decision 185", () => {
  it(
    "a database that applied it before is not warned about an edited migration; a new one gets every article from the files",
    { timeout: SLOW_TEST_TIMEOUT_MS },
    async () => {
      const dataDir = scratchDir("rts-data-");
      const db = await openPglite(path.join(dataDir, "pglite"));
      try {
        const log = memoryLog();
        await prepareDatabase(db, { supabaseDir: SUPABASE_DIR, seed: true, log });
        // As a database migrated before the migration was emptied records it: another checksum.
        await db.query(
          "update site_local.schema_migrations set checksum = 'before-decision-185' where version = '20261126120100'",
        );
        const again = memoryLog();
        await prepareDatabase(db, { supabaseDir: SUPABASE_DIR, seed: true, log: again });
        expect(again.entries.filter((entry) => entry.level !== "info")).toEqual([]);
        expect(again.entries.map((entry) => entry.event)).toContain("db.migration_emptied");
        // Neither the migrations nor the seed hold an article any more.
        expect((await db.query("select count(*)::int as n from public.blog_posts"))[0]).toEqual({ n: 0 });
        const result = await syncArticlesSql(db, readArticleFiles());
        expect(result.inserted).toBe(readArticleFiles().length);
      } finally {
        await db.close();
        removeDir(dataDir);
      }
    },
  );
});

describe("article files on hosted Supabase (PostgREST)", () => {
  /** A stand-in for PostgREST that records requests and holds the table as a list. */
  async function fakeSupabase(table: Array<Record<string, unknown>>) {
    const requests: Array<{ method: string; path: string; query: string; auth: string; body: unknown }> = [];
    const server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        const url = new URL(req.url ?? "/", "http://localhost");
        const body = raw ? JSON.parse(raw) : undefined;
        requests.push({
          method: req.method ?? "",
          path: url.pathname,
          query: url.search,
          auth: req.headers.apikey as string,
          body,
        });
        res.writeHead(req.method === "GET" ? 200 : 201, { "content-type": "application/json" });
        res.end(JSON.stringify(req.method === "GET" ? table : []));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it("with the service-role key: one upsert by slug of the rows that differ, never the counters", async () => {
    const articles = readArticleFiles();
    // The table already holds one article exactly as its file says (with views), and nothing else.
    const same = articleRow(articles.find((article) => article.slug === "kit-digital-explained")!);
    const fake = await fakeSupabase([{ ...same, views: 702, published_at: "2026-09-30T07:00:00+00:00" }]);
    try {
      const config = readEnv({
        NODE_ENV: "test",
        SUPABASE_URL: fake.url,
        SUPABASE_ANON_KEY: "anon-key-for-article-tests-0123456789",
        SUPABASE_SERVICE_ROLE_KEY: "service-role-key-for-article-tests-0123456789",
      } as NodeJS.ProcessEnv);
      const log = memoryLog();
      const backend = await openBackend(config, { log, verify: false, articles });
      await backend.close();
      const writes = fake.requests.filter((request) => request.method === "POST");
      expect(writes).toHaveLength(1);
      expect(writes[0]).toMatchObject({
        path: "/rest/v1/blog_posts",
        auth: "service-role-key-for-article-tests-0123456789",
      });
      expect(writes[0].query).toContain("on_conflict=slug");
      const rows = writes[0].body as Array<Record<string, unknown>>;
      expect(rows).toHaveLength(articles.length - 1);
      expect(rows.map((row) => row.slug)).not.toContain("kit-digital-explained");
      for (const row of rows) {
        expect(row).not.toHaveProperty("views");
        expect(row).not.toHaveProperty("comments_count");
      }
      expect(log.entries.find((entry) => entry.event === "articles.synced")?.fields).toMatchObject({
        unchanged: 1,
        inserted: articles.length - 1,
      });
    } finally {
      await fake.close();
    }
  });

  it("with the anon key only: nothing written, the operator told to run npm run articles:sync", async () => {
    const fake = await fakeSupabase([]);
    try {
      const config = readEnv({
        NODE_ENV: "test",
        SUPABASE_URL: fake.url,
        SUPABASE_ANON_KEY: "anon-key-for-article-tests-0123456789",
      } as NodeJS.ProcessEnv);
      const log = memoryLog();
      const backend = await openBackend(config, { log, verify: false });
      await backend.close();
      expect(fake.requests.filter((request) => request.method !== "GET")).toEqual([]);
      expect(log.entries.find((entry) => entry.event === "articles.sync_skipped")?.fields.hint).toContain(
        "npm run articles:sync",
      );
    } finally {
      await fake.close();
    }
  });
});
