import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { languages } from "~/i18n/language";
import { addStrings } from "~/i18n/react";
import { namespaces } from "~/i18n/resources";
import { pageNamespaces } from "~/i18n/resources/pages";
import { env } from "~/services/env.server";
import { applyCachingHeaders, applyDataCachingHeaders } from "~/services/cache-control.server";
import { applyDocumentSecurityHeaders } from "~/services/security-headers.server";

// What the HTTP server (server/) asks of the build besides requests (server/lifecycle.ts, decision 250).
export { prepareServer, siteHealth, stopServer } from "~/services/startup.server";
export { handleRenderError as handleError } from "~/services/render-errors.server";

// Every namespace in both languages, once: the server renders any page without waiting for its
// loader's strings (the browser gets only those, decision 103).
for (const lang of languages) {
  for (const [name, strings] of Object.entries({ ...namespaces, ...pageNamespaces })) {
    addStrings(lang, name as keyof typeof namespaces, strings[lang]);
  }
}

/** A render that has not finished by then is aborted (an error page, never a hung request). */
const RENDER_ABORT_MS = 10_000;

/**
 * Renders the whole document before answering (docs/decisions/190, 250): the page is complete
 * before the first byte anyway (no deferred data), and a whole body can be cached and hashed for
 * its CSP. Single fetch's hydration data arrives through Suspense boundaries,
 * which `renderToString` never resolves (the page would not hydrate): React's Node stream, read to
 * its end at `onAllReady`.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  // React's stream writes the doctype of an <html> document itself.
  const html = await renderDocument(request, remixContext);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applyDocumentSecurityHeaders(responseHeaders, html);
  applyCachingHeaders({
    request,
    status: responseStatusCode,
    hasErrors: Boolean(remixContext.staticHandlerContext.errors),
    responseHeaders,
    matches: remixContext.staticHandlerContext.matches,
    blogTtlSeconds: env().PAGE_CACHE_BLOG_TTL_SECONDS,
  });
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}

/** Single fetch's data answers (`.data`): what they say about caching, decided in cache-control.server. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyDataCachingHeaders(request, response.headers);
  return response;
};

function renderDocument(request: Request, remixContext: EntryContext): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Uint8Array) => chunks.push(Buffer.from(chunk)));
    sink.on("end", () => resolve(tailInsideBody(withoutNulBytes(Buffer.concat(chunks)).toString("utf8"))));
    sink.on("error", reject);
    const { pipe, abort } = renderToPipeableStream(
      <RemixServer context={remixContext} url={request.url} abortDelay={RENDER_ABORT_MS} />,
      {
        onAllReady: () => pipe(sink),
        onShellError: reject,
      },
    );
    setTimeout(abort, RENDER_ABORT_MS + 1_000).unref();
  });
}

/**
 * React writes the data scripts of single fetch's `<Scripts>` (their Suspense boundary) after
 * `</html>`: browsers move them into the body, the HTML checker calls them stray. They go before
 * `</body>`, where a browser would put them; the CSP hashes are taken afterwards.
 */
function tailInsideBody(html: string): string {
  const end = "</body></html>";
  const at = html.lastIndexOf(end);
  if (at === -1 || at + end.length === html.length) return html;
  return `${html.slice(0, at)}${html.slice(at + end.length)}${end}`;
}

/**
 * React 18.3's Node stream writes its whole 2 KB buffer when a multi-byte character does not fit at
 * its end, unfilled bytes included: NUL bytes in the middle of the HTML (decision 190). No NUL byte
 * belongs in a page (HTML forbids U+0000, and no UTF-8 sequence contains a 0x00 byte), so removing
 * them restores exactly what React meant to send. server.http.spec.ts checks every page.
 */
function withoutNulBytes(html: Buffer): Buffer {
  if (html.indexOf(0) === -1) return html;
  const clean = Buffer.allocUnsafe(html.length);
  let length = 0;
  for (const byte of html) if (byte !== 0) clean[length++] = byte;
  return clean.subarray(0, length);
}
