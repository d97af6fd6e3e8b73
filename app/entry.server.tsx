import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { languages } from "~/i18n/language";
import { addStrings } from "~/i18n/react";
import { namespaces } from "~/i18n/resources";
import { pageNamespaces } from "~/i18n/resources/pages";
import { env } from "~/services/env.server";
import { PAGE_CACHE_RULE_HEADER, pageCacheRule } from "~/services/page-cache.server";
import { applyDocumentSecurityHeaders } from "~/services/security-headers.server";

export { startSite } from "~/services/site-server.server";
export { handleRenderError as handleError } from "~/services/render-errors.server";

// Every namespace in both languages, once: the server renders any page without waiting for its
// loader's strings (the browser gets only those, decision 103).
for (const lang of languages) {
  for (const [name, strings] of Object.entries({ ...namespaces, ...pageNamespaces })) {
    addStrings(lang, name as keyof typeof namespaces, strings[lang]);
  }
}

/**
 * Renders the whole document to a string (docs/decisions/070): the page is complete before the
 * first byte anyway (no Suspense, no deferred data), and a string can be compressed in one pass,
 * cached and hashed. It also avoids React 18.3's streaming buffer, which leaks NUL bytes into the
 * HTML when a multi-byte character meets its 2 KB edge.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const html = `<!DOCTYPE html>${renderToString(<RemixServer context={remixContext} url={request.url} />)}`;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applyDocumentSecurityHeaders(responseHeaders, html);
  const rule = pageCacheRule({
    request,
    status: responseStatusCode,
    hasErrors: Boolean(remixContext.staticHandlerContext.errors),
    responseHeaders,
    matches: remixContext.staticHandlerContext.matches,
    blogTtlSeconds: env().PAGE_CACHE_BLOG_TTL_SECONDS,
  });
  responseHeaders.set(PAGE_CACHE_RULE_HEADER, JSON.stringify(rule));
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}
