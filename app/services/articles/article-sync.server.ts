import type { SupabaseClient } from "@supabase/supabase-js";
import type { ScriptRunner } from "~/services/backend/migrations.server";
import type { ArticleFile } from "./article-files.server";

/**
 * Puts the article files into the specification's blog_posts table (decision 185): an upsert by
 * slug of every column a file states. `views` and `comments_count` are never written (a new row
 * starts at 0, an existing one keeps its counts), nor `id` and `created_at`. A row whose file did not
 * change is not written; a row that is in no file (written in Supabase's table editor) is left alone.
 * The table's trigger moves `updated_at` only when a reader-visible column changes; a new row's
 * `updated_at` is its publication time (it has not been revised since), never later than now.
 */
export type ArticleSyncResult = { inserted: number; updated: number; unchanged: number };

/** The columns a file states, as blog_posts names them. */
const COLUMNS = [
  "slug",
  "lang",
  "translation_key",
  "title",
  "excerpt",
  "body",
  "category",
  "author",
  "published_date",
  "published_at",
  "read_time",
  "image_url",
  "featured",
  "published",
  "about",
] as const;

type ArticleRow = Record<(typeof COLUMNS)[number], unknown>;

export function articleRow(article: ArticleFile): ArticleRow {
  return {
    slug: article.slug,
    lang: article.lang,
    translation_key: article.translationKey,
    title: article.title,
    excerpt: article.excerpt,
    body: article.body,
    category: article.category,
    author: article.author,
    published_date: article.publishedDate,
    published_at: article.publishedAt,
    read_time: article.readTime,
    image_url: article.imageUrl,
    featured: article.featured,
    published: article.published,
    about: article.about,
  };
}

const UPDATED = COLUMNS.filter((column) => column !== "slug");

/** Embedded PGlite and PostgreSQL: one transaction; each statement writes only what changed. */
export async function syncArticlesSql(sql: ScriptRunner, articles: ArticleFile[]): Promise<ArticleSyncResult> {
  const placeholders = COLUMNS.map((column, index) => `$${index + 1}${column === "about" ? "::text[]" : ""}`);
  const publishedAt = COLUMNS.indexOf("published_at") + 1;
  const statement = `insert into public.blog_posts (${COLUMNS.join(", ")}, updated_at)
    values (${placeholders.join(", ")}, least(now(), $${publishedAt}::timestamptz))
    on conflict (slug) do update set ${UPDATED.map((column) => `${column} = excluded.${column}`).join(", ")}
    where (${UPDATED.map((column) => `blog_posts.${column}`).join(", ")})
      is distinct from (${UPDATED.map((column) => `excluded.${column}`).join(", ")})
    returning (xmax = 0) as inserted`;
  return sql.transaction(async (tx) => {
    const result: ArticleSyncResult = { inserted: 0, updated: 0, unchanged: 0 };
    for (const article of articles) {
      const row = articleRow(article);
      const written = await tx.query<{ inserted: boolean }>(
        statement,
        COLUMNS.map((column) => row[column]),
      );
      if (written.length === 0) result.unchanged += 1;
      else if (written[0].inserted) result.inserted += 1;
      else result.updated += 1;
    }
    return result;
  });
}

/**
 * Hosted Supabase (PostgREST), with a key that may write the table (the service role's): the rows
 * that differ from the files, upserted by slug in one request.
 */
export async function syncArticlesSupabase(
  client: SupabaseClient,
  articles: ArticleFile[],
): Promise<ArticleSyncResult> {
  const { data, error } = await client.from("blog_posts").select([...UPDATED, "slug"].join(","));
  if (error) throw new Error(`Could not read blog_posts: ${error.message}`);
  const existing = new Map((data as unknown as ArticleRow[]).map((row) => [row.slug as string, row] as const));
  const result: ArticleSyncResult = { inserted: 0, updated: 0, unchanged: 0 };
  const changed: Array<ArticleRow & { updated_at: string }> = [];
  for (const article of articles) {
    const row = articleRow(article);
    const current = existing.get(article.slug);
    if (current && UPDATED.every((column) => sameValue(column, current[column], row[column]))) {
      result.unchanged += 1;
      continue;
    }
    if (current) result.updated += 1;
    else result.inserted += 1;
    // Only a new row takes it: on an existing one the table's trigger decides (decision 185).
    const publishedAt = new Date(article.publishedAt);
    changed.push({ ...row, updated_at: new Date(Math.min(Date.now(), publishedAt.getTime())).toISOString() });
  }
  if (changed.length > 0) {
    const { error: writeError } = await client.from("blog_posts").upsert(changed, { onConflict: "slug" });
    if (writeError) throw new Error(`Could not write blog_posts: ${writeError.message}`);
  }
  return result;
}

/** PostgREST writes dates and timestamps its own way: compare instants, days and arrays by value. */
function sameValue(column: (typeof COLUMNS)[number], stored: unknown, wanted: unknown): boolean {
  if (column === "published_at") {
    return (
      stored != null && wanted != null && new Date(String(stored)).getTime() === new Date(String(wanted)).getTime()
    );
  }
  if (column === "published_date") return String(stored ?? "").slice(0, 10) === wanted;
  if (column === "about") return JSON.stringify(stored ?? []) === JSON.stringify(wanted);
  return (stored ?? null) === (wanted ?? null);
}
