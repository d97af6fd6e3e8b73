/**
 * The site's own address: where absolute URLs point, which Host headers it answers, and which
 * paths it redirects to. Nothing here takes a host from the client without checking it.
 */
import { redirect } from "@remix-run/node";

/** The site's public origin for absolute URLs: SITE_URL when the operator sets it, else the request's. */
export function siteOrigin(request: Request): string {
  const configured = process.env.SITE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return new URL(request.url).origin;
}

/** A syntactically valid Host header value: a name or IPv4 address, or a bracketed IPv6, with a port. */
const HOST_SYNTAX =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;
const LOOPBACK_HOST = /^(?:localhost|[a-z0-9-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/;

export type HostPolicy = {
  /** SITE_URL's host: pages never name the request's host, so any Host is answered. */
  siteHost: string | null;
  /** Production without SITE_URL: only local names (a public deployment must set SITE_URL). */
  loopbackOnly: boolean;
};

export function hostPolicy(config: { SITE_URL?: string; NODE_ENV: string }): HostPolicy {
  return {
    siteHost: config.SITE_URL ? new URL(config.SITE_URL).host : null,
    loopbackOnly: !config.SITE_URL && config.NODE_ENV === "production",
  };
}

/**
 * The host to build the request's URL with, or null to refuse the request (421): with SITE_URL,
 * always its host; without it, the client's Host header if it is well formed (and, in production,
 * a local name, since canonical links and the sitemap would otherwise name whatever host a client
 * sent, and shared caches would keep them).
 */
export function requestHost(policy: HostPolicy, hostHeader: string | undefined): string | null {
  if (policy.siteHost) return policy.siteHost;
  const host = (hostHeader ?? "").trim().toLowerCase();
  if (!HOST_SYNTAX.test(host)) return null;
  if (policy.loopbackOnly && !LOOPBACK_HOST.test(host)) return null;
  return host;
}

/**
 * A redirect target that stays on this site: a path with exactly one leading slash. "//host/x" and
 * "/\host/x" (which browsers read as another site) become "/host/x"; anything else becomes "/".
 */
export function localPath(target: string, origin?: string): string {
  if (origin && (target === origin || target.startsWith(`${origin}/`) || target.startsWith(`${origin}?`))) {
    return localPath(target.slice(origin.length) || "/");
  }
  if (!target.startsWith("/") && !target.startsWith("\\")) return "/";
  return target.replace(/^[/\\]+/, "/");
}

/**
 * The canonical form of a path: lower case (percent-escapes untouched), no repeated slashes, no
 * trailing slash. Every page of the route table and every blog slug is written this way.
 */
export function canonicalPath(pathname: string): string {
  const lowered = pathname.replace(/%[0-9a-f]{2}|[^%]+/gi, (part) =>
    part.startsWith("%") ? part : part.toLowerCase(),
  );
  const collapsed = lowered.replace(/[/\\]+/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, "") : collapsed;
}

/** 301 to the canonical URL (query kept) when the path differs only in case or slashes; else null. */
export function canonicalRedirect(request: Request): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const canonical = canonicalPath(url.pathname);
  if (canonical === url.pathname) return null;
  return redirect(localPath(canonical + url.search), 301);
}
