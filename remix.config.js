import { readFileSync } from "node:fs";

// The route table is data (app/route-table.json) so that the server, the sitemap and the tests
// share one list. Every page is registered twice: Spanish at its path, English under /en.
const pages = JSON.parse(readFileSync(new URL("./app/route-table.json", import.meta.url), "utf8"));
const outDir = process.env.BUILD_DIR ?? "build";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  serverModuleFormat: "esm",
  serverBuildPath: `${outDir}/server/index.js`,
  assetsBuildDirectory: `${outDir}/client/build`,
  publicPath: "/build/",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
  serverDependenciesToBundle: [/^remix-i18next/, /^remix-toast/],
  routes(defineRoutes) {
    return defineRoutes((route) => {
      for (const [key, page] of Object.entries(pages)) {
        const file = page.file ?? `routes/${key}.tsx`;
        if (page.path === "") route(undefined, file, { index: true, id: `es/${key}` });
        else route(page.path, file, { id: `es/${key}` });
        route(page.path === "" ? "en" : `en/${page.path}`, file, { id: `en/${key}` });
      }
      route("blog/:slug", "routes/blog-post.tsx", { id: "es/blog-post" });
      route("en/blog/:slug", "routes/blog-post.tsx", { id: "en/blog-post" });
      route("blog/rss.xml", "routes/blog-rss.ts", { id: "es/blog-rss" });
      route("en/blog/rss.xml", "routes/blog-rss.ts", { id: "en/blog-rss" });
      route("manifest.webmanifest", "routes/manifest.webmanifest.ts", { id: "es/manifest" });
      route("en/manifest.webmanifest", "routes/manifest.webmanifest.ts", { id: "en/manifest" });
      route(".well-known/security.txt", "routes/security.txt.ts");
      // The guide PDF per language: the paths of GUIDE_PATHS in supabase/functions/_shared/guide.ts.
      route("recursos/guia-automatizacion-pymes.pdf", "routes/guide-pdf.ts", { id: "es/guide-pdf" });
      route("en/recursos/guia-automatizacion-pymes.pdf", "routes/guide-pdf.ts", { id: "en/guide-pdf" });
      // Demo bookings (decisions 130, 131): the full slots for the calendar, the signed page that
      // cancels or moves a booking (noindex, never cached) and its "add to calendar" file.
      route("reserva-demo/horas-ocupadas.json", "routes/demo-availability.ts");
      route("reserva-demo/:token", "routes/demo-manage.tsx", { id: "es/demo-manage" });
      route("en/reserva-demo/:token", "routes/demo-manage.tsx", { id: "en/demo-manage" });
      route("reserva-demo/:token/demo.ics", "routes/demo-calendar.ts");
      // The newsletter e-mails' links: the paths of NEWSLETTER_PATHS in supabase/functions/_shared/newsletter-links.ts.
      route("newsletter/confirmar", "routes/newsletter-link.tsx", { id: "es/newsletter-confirm" });
      route("en/newsletter/confirmar", "routes/newsletter-link.tsx", { id: "en/newsletter-confirm" });
      route("newsletter/baja", "routes/newsletter-link.tsx", { id: "es/newsletter-unsubscribe" });
      route("en/newsletter/baja", "routes/newsletter-link.tsx", { id: "en/newsletter-unsubscribe" });
      route("newsletter/baja/un-clic", "routes/newsletter-one-click.ts", { id: "es/newsletter-one-click" });
      route("en/newsletter/baja/un-clic", "routes/newsletter-one-click.ts", { id: "en/newsletter-one-click" });
      // Where the consent library records a visitor's cookie choice: CONSENT_RECORD_PATH (consent-state.ts).
      route("cookies/registro", "routes/cookie-consent-record.ts");
      route("sitemap.xml", "routes/sitemap.xml.ts");
      route("robots.txt", "routes/robots.txt.ts");
      route("*", "routes/not-found.tsx");
    });
  },
};
