import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance, type i18n as I18n } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { languageFromPath, type Lang } from "~/i18n/language";
import { i18nOptions } from "~/i18n/options";
import { resources } from "~/i18n/resources";
import { env } from "~/services/env.server";
import { PAGE_CACHE_RULE_HEADER, pageCacheRule } from "~/services/page-cache.server";
import { applyDocumentSecurityHeaders } from "~/services/security-headers.server";

export { startSite } from "~/services/site-server.server";

/** One i18next instance per language: the resources are bundled and never change while running. */
const i18nByLang = new Map<Lang, Promise<I18n>>();

function i18nFor(lng: Lang): Promise<I18n> {
  let instance = i18nByLang.get(lng);
  if (!instance) {
    const created = createInstance();
    instance = created
      .use(initReactI18next)
      .init({ ...i18nOptions, lng, resources })
      .then(() => created);
    i18nByLang.set(lng, instance);
  }
  return instance;
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
  const i18n = await i18nFor(languageFromPath(new URL(request.url).pathname));
  const html = `<!DOCTYPE html>${renderToString(
    <I18nextProvider i18n={i18n}>
      <RemixServer context={remixContext} url={request.url} />
    </I18nextProvider>,
  )}`;
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
