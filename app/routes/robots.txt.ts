import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/services/site-url.server";

export function loader({ request }: LoaderFunctionArgs) {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin(request)}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
