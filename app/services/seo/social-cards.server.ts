import { existsSync } from "node:fs";
import path from "node:path";
import type { SocialCard } from "~/utils/social-card";

const built = new Map<string, boolean>();

/**
 * Whether the build rendered this card. Page cards always exist (the build renders every page);
 * an article's exists only if the build saw the article (seed.sql): one added later to the
 * database falls back to the blog's card. Served by server.js from <BUILD_DIR>/client/build.
 */
export function isCardBuilt(card: SocialCard): boolean {
  let known = built.get(card.url);
  if (known === undefined) {
    known = existsSync(path.join(path.resolve(process.env.BUILD_DIR ?? "build", "client"), card.url));
    built.set(card.url, known);
  }
  return known;
}
