/**
 * Views of blog articles answered from the page cache (the loader, which counts a view, does not run
 * then). Counted in the background, one database call at a time, so a burst of readers never
 * queues thousands of concurrent calls; beyond MAX_QUEUED waiting views, more are dropped (logged once).
 */
import { isbot } from "isbot";
import { getBackend } from "./backend/index.server";
import { errorFields, log } from "./logger.server";

const MAX_QUEUED = 10_000;
const pending = new Map<string, number>();
let queued = 0;
let warned = false;
let draining: Promise<void> | null = null;

/**
 * Crawlers, link previews, scripts and headless browsers read articles too; only people count as
 * views (every browser names itself; a request without a user agent is a script).
 */
export function isCountedReader(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent?.trim()) && !isbot(userAgent);
}

export function countBlogView(slug: string) {
  if (queued >= MAX_QUEUED) {
    if (!warned) log.warn("blog.views_dropped", { queued });
    warned = true;
    return;
  }
  pending.set(slug, (pending.get(slug) ?? 0) + 1);
  queued += 1;
  draining ??= drain().finally(() => {
    draining = null;
  });
}

async function drain() {
  for (;;) {
    const next = pending.entries().next();
    if (next.done) {
      warned = false;
      return;
    }
    const [slug, count] = next.value;
    pending.delete(slug);
    try {
      const backend = await getBackend();
      for (let view = 0; view < count; view += 1) await backend.incrementViews(slug);
    } catch (error) {
      log.error("blog.increment_views_failed", { slug, ...errorFields(error) });
    } finally {
      queued -= count;
    }
  }
}

/** Resolves when every counted view has been written (shutdown, tests). */
export function blogViewsSettled(): Promise<void> {
  return draining ?? Promise.resolve();
}
