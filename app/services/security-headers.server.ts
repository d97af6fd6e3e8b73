/**
 * Security headers, in two layers (docs/decisions/250), made by `helmet`:
 * - every response gets the base headers from the HTTP server (server/response-headers.ts),
 *   including a locked-down CSP for anything that is not a rendered page and HSTS when served over HTTPS;
 * - every rendered page replaces that CSP with its own, allowing exactly the inline scripts it
 *   contains by their SHA-256 hashes (no per-request nonce, so the page can be cached and shared).
 * helmet is run once per set of options against a collecting response: each answer gets the
 * prepared headers, no per-request work (the page cache answers a hit with prepared header lists).
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a helmet middleware sets, collected without a request. */
function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

type Directives = NonNullable<Exclude<HelmetOptions["contentSecurityPolicy"], boolean | undefined>["directives"]>;

/** For answers that are not pages (assets, robots.txt, data, plain-text refusals): nothing may run. */
const LOCKED_DOWN: Directives = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

function baseHeaders(secure: boolean): Record<string, string> {
  return {
    ...headersOf(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: LOCKED_DOWN },
        // Two years; the Observatory asks for at least six months. Only over HTTPS (a plain-HTTP
        // local run must not pin localhost to HTTPS); subdomains are the company's to decide.
        strictTransportSecurity: secure ? { maxAge: 63_072_000, includeSubDomains: false } : false,
        xFrameOptions: { action: "deny" },
        referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      }) as Middleware,
    ),
    // helmet has no Permissions-Policy (it left it out on purpose: the list of features keeps changing).
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
}

const BASE = { plain: baseHeaders(false), secure: baseHeaders(true) };

export const LOCKED_DOWN_CSP = BASE.plain["Content-Security-Policy"];

/** The headers every response carries; `secure` when the visitor reached us over HTTPS. */
export function baseSecurityHeaders(secure: boolean): Readonly<Record<string, string>> {
  return secure ? BASE.secure : BASE.plain;
}

/**
 * npm run dev only (dev-server.js sets HMR_PORT): Vite's update socket beside the site, so that an
 * edit shows in the open page. Never in production.
 */
const DEV_UPDATE_SOCKET =
  process.env.NODE_ENV === "development" && process.env.HMR_PORT
    ? [`ws://localhost:${process.env.HMR_PORT}`, `ws://127.0.0.1:${process.env.HMR_PORT}`]
    : [];

/** A page's Content-Security-Policy: its own inline scripts by hash, script files from this site only. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const middleware = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      // React and Ariakit write style="" attributes for positioning.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...DEV_UPDATE_SOCKET],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
  });
  return headersOf(middleware as Middleware)["Content-Security-Policy"];
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
/** Structured data (JSON-LD): a data block no browser runs and nothing re-inserts, so no hash. */
const JSON_LD = /\stype\s*=\s*"application\/ld\+json"/i;

/**
 * The CSP hash sources of every inline script in a rendered document (Remix's context and route
 * modules, ScrollRestoration). JSON-LD is left out: script-src never applies to it
 * (decision 141).
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
