import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SqlSiteBackend } from "~/services/backend/index.server";
import { openTestBackend } from "../../helpers/backend/open";
import { removeDir } from "../../helpers/backend/pglite-template";

let backend: SqlSiteBackend;
let dataDir: string;

beforeAll(async () => {
  ({ backend, dataDir } = await openTestBackend());
  // Controlled extra rows: a newer featured post (wins), an older one, and unpublished ones that must never show.
  await backend.sql.query(
    `insert into public.blog_posts (slug, lang, title, excerpt, category, author, published_date, featured, published, image_url, body) values
      ('test-featured-newest', 'es', 'Destacado nuevo', 'e', 'Automatización', 'T', '2026-11-01', true, true, '', 'b'),
      ('test-featured-older', 'es', 'Destacado viejo', 'e', 'Automatización', 'T', '2026-01-01', true, true, null, 'b'),
      ('test-hidden-featured', 'es', 'Oculto', 'e', 'Automatización', 'T', '2026-12-01', true, false, null, 'b'),
      ('test-hidden-category', 'es', 'Oculto', 'e', 'Categoría Oculta', 'T', '2026-12-01', false, false, null, 'b')`,
  );
});
afterAll(async () => {
  await backend.close();
  removeDir(dataDir);
});

describe("blog queries of spec §7.4 (Spanish)", () => {
  it("featured: the newest published featured post, limit 1", async () => {
    const featured = await backend.featuredPost("es");
    expect(featured?.slug).toBe("test-featured-newest");
    expect(featured?.imageUrl).toBeNull(); // empty image_url → null → the fallback image
    expect(featured).not.toHaveProperty("body");
  });

  it("list: published, non-featured, newest first, filtered by category unless none is given", async () => {
    const all = await backend.listPosts({ lang: "es", category: null });
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all.every((post) => !post.featured && post.lang === "es")).toBe(true);
    expect(all.map((post) => post.slug)).not.toContain("borrador-roadmap-ia-2027");
    expect(all.map((post) => post.slug)).not.toContain("test-hidden-category");
    const dates = all.map((post) => post.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await backend.listPosts({ lang: "es" })).toEqual(all);
    expect(await backend.listPosts({ lang: "es", category: "" })).toEqual(all);
    // "Todos" is the blog page's chip label, not a category: the port knows no UI words.
    expect(await backend.listPosts({ lang: "es", category: "Todos" })).toEqual([]);

    const automation = await backend.listPosts({ lang: "es", category: "Automatización" });
    expect(automation.map((post) => post.slug)).toEqual([
      "rpa-automatizar-facturas-proveedores",
      "process-discovery-antes-de-automatizar",
    ]);
    expect(await backend.listPosts({ lang: "es", category: "Categoría Oculta" })).toEqual([]);
  });

  it("categories: distinct categories of published posts only", async () => {
    const categories = await backend.categories("es");
    expect(new Set(categories).size).toBe(categories.length);
    expect(categories).toEqual(
      expect.arrayContaining([
        "Inteligencia Artificial",
        "Automatización",
        "Kit Digital",
        "Business Intelligence",
        "Desarrollo de Software",
        "Marketing Digital",
      ]),
    );
    expect(categories).not.toContain("Categoría Oculta");
    expect(categories).not.toContain("Artificial Intelligence");
  });

  it("one post by slug, with its Markdown body; unpublished or other-language slugs give null", async () => {
    const post = await backend.postBySlug("es", "kit-digital-2026-que-cubre");
    expect(post?.title).toMatch(/Kit Digital/);
    expect(post?.body).toMatch(/^## /m);
    expect(post?.publishedDate).toBe("2026-09-30");
    expect(await backend.postBySlug("es", "borrador-roadmap-ia-2027")).toBeNull();
    expect(await backend.postBySlug("en", "kit-digital-2026-que-cubre")).toBeNull();
    expect(await backend.postBySlug("es", "no-existe")).toBeNull();
  });

  it("English has its own featured post and list", async () => {
    expect((await backend.featuredPost("en"))?.slug).toBe("generative-ai-small-business-first-steps");
    const list = await backend.listPosts({ lang: "en", category: null });
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((post) => post.lang === "en")).toBe(true);
  });

  it("incrementViews counts published posts only", async () => {
    const before = (await backend.postBySlug("es", "kit-digital-2026-que-cubre"))!.views;
    await backend.incrementViews("kit-digital-2026-que-cubre");
    await backend.incrementViews("borrador-roadmap-ia-2027");
    expect((await backend.postBySlug("es", "kit-digital-2026-que-cubre"))!.views).toBe(before + 1);
    const hidden = await backend.sql.query<{ views: number }>(
      "select views from public.blog_posts where slug = 'borrador-roadmap-ia-2027'",
    );
    expect(hidden[0].views).toBe(0);
  });
});
