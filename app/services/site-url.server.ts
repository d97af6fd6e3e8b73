/** The site's public origin for absolute URLs: SITE_URL when the operator sets it, else the request's. */
export function siteOrigin(request: Request): string {
  const configured = process.env.SITE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return new URL(request.url).origin;
}
