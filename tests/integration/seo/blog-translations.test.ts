import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readArticleFiles } from "~/services/articles/article-files.server";
import { syncArticlesSql } from "~/services/articles/article-sync.server";
import type { SqlSiteBackend } from "~/services/backend/index.server";
import { openTestBackend } from "../../helpers/backend/open";
import { removeDir } from "../../helpers/backend/pglite-template";

let backend: SqlSiteBackend;
let dataDir: string;

beforeAll(async () => {
  ({ backend, dataDir } = await openTestBackend());
});
afterAll(async () => {
  await backend.close();
  removeDir(dataDir);
});

/** The translated articles (their files, decision 185) (Spanish original → English version): every published one. */
const SEEDED_PAIRS = [
  ["ia-generativa-pymes-guia-practica", "generative-ai-small-business-first-steps"],
  ["rpa-automatizar-facturas-proveedores", "rpa-supplier-invoices-case"],
  ["kit-digital-2026-que-cubre", "kit-digital-explained"],
  ["cuadros-de-mando-power-bi-pymes", "dashboards-five-kpis"],
  ["desarrollo-a-medida-o-software-estandar", "custom-or-off-the-shelf-software"],
  ["marketing-digital-local-valencia", "digital-marketing-local-business"],
  ["ciberseguridad-basica-pymes-checklist", "basic-cybersecurity-checklist-small-business"],
  ["process-discovery-antes-de-automatizar", "process-discovery-before-automating"],
  ["chatbots-atencion-cliente-que-esperar", "customer-service-chatbots-what-to-expect"],
  ["datos-limpios-base-analitica", "clean-data-foundation-of-analytics"],
];

describe("blog translations and revision dates (SQL adapters)", () => {
  it("publishedPosts: every published article of both languages, newest first, drafts never", async () => {
    const posts = await backend.publishedPosts();
    expect(posts.filter((post) => post.lang === "es")).toHaveLength(10);
    expect(posts.filter((post) => post.lang === "en")).toHaveLength(10);
    const slugs = posts.map((post) => post.slug);
    expect(slugs).not.toContain("borrador-roadmap-ia-2027");
    expect(slugs).not.toContain("draft-ai-roadmap-2027");
    const dates = posts.map((post) => post.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("seeded articles are revised on their publication date, not on the day the database was created", async () => {
    for (const post of await backend.publishedPosts()) expect(post.revisedDate, post.slug).toBe(post.publishedDate);
  });

  it("the seed links each translation to its original by one shared key", async () => {
    const posts = await backend.publishedPosts();
    for (const [es, en] of SEEDED_PAIRS) {
      const original = posts.find((post) => post.slug === es)!;
      expect(original.translationKey).toBe(es);
      expect(posts.find((post) => post.slug === en)?.translationKey).toBe(es);
      expect(await backend.postTranslations(es)).toEqual([
        { lang: "en", slug: en },
        { lang: "es", slug: es },
      ]);
    }
    const post = await backend.postBySlug("en", "kit-digital-explained");
    expect(post).toMatchObject({ translationKey: "kit-digital-2026-que-cubre", revisedDate: "2026-09-30" });
  });

  it("a database that lost the six later translations gets them back from their files at the next start (decision 185)", async () => {
    const later = SEEDED_PAIRS.slice(4);
    const englishOf = async () =>
      (await backend.publishedPosts()).filter((post) => post.lang === "en").map((post) => post.slug);
    await backend.sql.query(`delete from public.blog_posts where slug = any($1::text[])`, [later.map(([, en]) => en)]);
    expect(await englishOf()).toHaveLength(4);
    await syncArticlesSql(backend.sql, readArticleFiles());
    expect(await englishOf()).toHaveLength(10);
    for (const [es, en] of later) {
      expect(await backend.postTranslations(es)).toEqual([
        { lang: "en", slug: en },
        { lang: "es", slug: es },
      ]);
    }
  });

  it("adding a translation is one row with its original's key; drafts are never linked", async () => {
    await backend.sql.query(
      `insert into public.blog_posts (slug, lang, translation_key, title, excerpt, category, author, published_date, published, body)
       values ('nuevo-articulo', 'es', 'nuevo-articulo', 'Nuevo', 'e', 'Business Intelligence', 'T', '2026-04-09', true, 'b'),
              ('new-article', 'en', 'nuevo-articulo', 'New', 'e', 'Business Intelligence', 'T', '2026-04-09', true, 'b'),
              ('new-article-draft', 'en', null, 'Draft', 'e', 'Business Intelligence', 'T', '2026-04-09', false, 'b')`,
    );
    expect(await backend.postTranslations("nuevo-articulo")).toEqual([
      { lang: "en", slug: "new-article" },
      { lang: "es", slug: "nuevo-articulo" },
    ]);
    expect(await backend.postTranslations("borrador-roadmap-ia-2027")).toEqual([]);
  });

  it("one version per language of an article, and a key is slug-shaped", async () => {
    await expect(
      backend.sql.query(
        `insert into public.blog_posts (slug, lang, translation_key, title, excerpt, category, author, published, body)
         values ('second-english-version', 'en', 'kit-digital-2026-que-cubre', 't', 'e', 'c', 'a', true, 'b')`,
      ),
    ).rejects.toThrow(/blog_posts_translation_key_lang_idx/);
    await expect(
      backend.sql.query(
        `update public.blog_posts set translation_key = 'Not A Slug' where slug = 'dashboards-five-kpis'`,
      ),
    ).rejects.toThrow(/check/);
  });

  it("an editorial change moves the revision date; counting a view does not", async () => {
    const slug = "marketing-digital-local-valencia";
    await backend.incrementViews(slug);
    expect((await backend.postBySlug("es", slug))?.revisedDate).toBe("2026-08-05");
    await backend.sql.query(`update public.blog_posts set title = title || '.' where slug = $1`, [slug]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await backend.postBySlug("es", slug))?.revisedDate).toBe(today);
  });
});
