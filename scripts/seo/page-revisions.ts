/**
 * Keeps app/page-revisions.json true: each route-table page's revision date (the sitemap's
 * lastmod) and the fingerprint of its copy. A page whose copy changed gets today's date.
 *   npm run seo:revisions            update the file
 *   npm run seo:revisions -- --check list stale pages and exit 1 (what the unit test checks)
 * Dates live in the repository, so a Docker build without git history serves the same lastmod.
 */
import { readFileSync, writeFileSync } from "node:fs";
import revisions from "~/page-revisions.json";
import { pageKeys } from "~/utils/pages";
import { pageFingerprint } from "./page-sources";

export type PageRevision = { revised: string; fingerprint: string };

const FILE = "app/page-revisions.json";

/** Pages whose recorded fingerprint no longer matches their copy (or that have no entry). */
export function stalePages(recorded: Record<string, PageRevision | undefined> = revisions): string[] {
  return pageKeys.filter((key) => recorded[key]?.fingerprint !== pageFingerprint(key));
}

export function main(args: string[]) {
  const recorded: Record<string, PageRevision | undefined> = JSON.parse(readFileSync(FILE, "utf8"));
  const stale = stalePages(recorded);
  if (args.includes("--check")) {
    if (stale.length === 0) return;
    console.error(`Copy changed since its revision date: ${stale.join(", ")}. Run npm run seo:revisions.`);
    process.exit(1);
  }
  const today = new Date().toISOString().slice(0, 10);
  const next = Object.fromEntries(
    pageKeys.map((key) => [
      key,
      stale.includes(key) ? { revised: today, fingerprint: pageFingerprint(key) } : recorded[key],
    ]),
  );
  writeFileSync(FILE, `${JSON.stringify(next, null, 2)}\n`);
  console.log(stale.length ? `Revised today: ${stale.join(", ")}` : "Every page revision is up to date.");
}
