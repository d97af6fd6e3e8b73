import type { LoaderFunctionArgs } from "@remix-run/node";
import { languages } from "~/i18n/language";
import { siteOrigin } from "~/services/site-url.server";
import { pageKeys, pagePath } from "~/utils/pages";

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Every page of the route table in both languages, each naming its alternates. */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  const entries = pageKeys.flatMap((key) =>
    languages.map((lang) => {
      const alternates = [
        ...languages.map((alt) => ({ hreflang: alt, href: origin + pagePath(key, alt) })),
        { hreflang: "x-default", href: origin + pagePath(key, "es") },
      ]
        .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(origin + pagePath(key, lang))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
