import type { LoaderFunctionArgs } from "@remix-run/node";
import { company } from "~/config/company";
import { homeContent } from "~/content/home";
import { languageFromPath } from "~/i18n/language";
import { themeColors } from "~/services/seo/meta.server";
import { pagePath } from "~/utils/pages";

/** Icons in public/, made from favicon.svg by `npm run seo:icons`. */
const icons = [
  { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
  { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
];

/**
 * The web app manifest in the URL's language (/manifest.webmanifest, /en/manifest.webmanifest):
 * what a phone shows for a bookmark on its home screen. A website, not an app: display "browser".
 */
export function loader({ request }: LoaderFunctionArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  const manifest = {
    name: company.name,
    short_name: company.name,
    description: homeContent(lang).meta.description,
    lang,
    dir: "ltr",
    start_url: pagePath("home", lang),
    scope: "/",
    display: "browser",
    background_color: themeColors.light,
    theme_color: themeColors.light,
    icons,
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
