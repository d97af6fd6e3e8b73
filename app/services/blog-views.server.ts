/**
 * Who counts as a reader of an article (its loader counts a view on every render; articles are never
 * answered from a cache, `public, no-cache`, so every reading reaches it). Crawlers, link previews,
 * scripts and headless browsers read articles too; only people count (every browser names itself;
 * a request without a user agent is a script).
 */
import { isbot } from "isbot";

export function isCountedReader(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent?.trim()) && !isbot(userAgent);
}
