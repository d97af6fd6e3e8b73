import path from "node:path";
import { guides } from "~/content/guide";
import { languageFromPath } from "~/i18n/language";
import { env } from "~/services/env.server";
import { log } from "~/services/logger.server";
import { loadGuide } from "./guide-file.server";

/** The URL has no content hash (it is printed in e-mails and must stay stable): a month, then revalidate by ETag. */
export const GUIDE_CACHE_CONTROL = "public, max-age=2592000";

/** Answers GET/HEAD for the guide of the URL's language (GUIDE_PATHS in ~shared/guide). */
export async function serveGuide(request: Request): Promise<Response> {
  const lang = languageFromPath(new URL(request.url).pathname);
  const asset = await loadGuide(path.resolve(env().BUILD_DIR), lang);
  if (!asset) {
    log.error("guide.missing", { lang, hint: "build the site with `npm run build`, which renders the guide" });
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const headers = new Headers({
    "Cache-Control": GUIDE_CACHE_CONTROL,
    ETag: asset.etag,
    "X-Content-Type-Options": "nosniff",
  });
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === asset.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", "application/pdf");
  headers.set("Content-Length", String(asset.body.length));
  headers.set("Content-Disposition", `inline; filename="${guides[lang].fileName}"`);
  return new Response(asset.body, { status: 200, headers });
}
