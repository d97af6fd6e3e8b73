import { getBackend } from "~/services/backend/index.server";
import type { PublishedPost } from "~/services/backend/port";
import { errorFields, log } from "~/services/logger.server";

/**
 * Every published article of both languages for the sitemap and the feeds. When the database is
 * unreachable they still answer (pages only, an empty channel) with a short cache, and it is logged.
 */
export async function publishedArticles(): Promise<{ posts: PublishedPost[]; complete: boolean }> {
  try {
    const backend = await getBackend();
    return { posts: await backend.publishedPosts(), complete: true };
  } catch (error) {
    log.error("seo.articles_unavailable", errorFields(error));
    return { posts: [], complete: false };
  }
}

/** Cache-Control of a document built from the articles: an hour, or a minute when they were missing. */
export function articlesCacheControl(complete: boolean): string {
  return complete ? "public, max-age=3600" : "public, max-age=60";
}
