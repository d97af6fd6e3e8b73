/**
 * Security headers, in two layers (docs/decisions/070 and 071):
 * - every response gets the base headers from the HTTP front (site-server.server.ts), including a
 *   locked-down CSP for anything that is not a rendered page and HSTS when served over HTTPS;
 * - every rendered page replaces that CSP with its own, allowing exactly the inline scripts it
 *   contains by their SHA-256 hashes (no per-request nonce, so the page can be cached and shared).
 */
import { createHash } from "node:crypto";

/** Two years; the Observatory asks for at least six months. */
const HSTS = "max-age=63072000";

/** For answers that are not pages (assets, robots.txt, data, plain-text refusals): nothing may run. */
export const LOCKED_DOWN_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The headers every response carries; `secure` when the visitor reached us over HTTPS. */
export function baseSecurityHeaders(secure: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Content-Security-Policy": LOCKED_DOWN_CSP,
    ...(secure ? { "Strict-Transport-Security": HSTS } : {}),
  };
}

/** A page's Content-Security-Policy: its own inline scripts by hash, script files from this site only. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    // React and Ariakit write style="" attributes for positioning.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
/** Structured data (JSON-LD): a data block no browser runs and nothing re-inserts, so no hash. */
const JSON_LD = /\stype\s*=\s*"application\/ld\+json"/i;

/**
 * The CSP hash sources of every inline script in a rendered document (React, Remix and our boot
 * script), including inert data blocks: the boot script re-inserts the deferred module's text as a
 * real script (DeferredScripts), and the browser checks that copy against the same hash. JSON-LD is
 * left out: script-src never applies to it (decision 141).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT_ELEMENT)) {
    if (HAS_SRC.test(attributes) || JSON_LD.test(attributes) || text === "") continue;
    // The HTML parser turns CR LF into LF before the browser hashes a script's text.
    const source = text.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The headers of a rendered page (set in entry.server, stored with the page in the cache). */
export function applyDocumentSecurityHeaders(headers: Headers, html: string) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html)));
}
