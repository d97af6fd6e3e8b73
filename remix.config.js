import { readFileSync } from "node:fs";

// The route table is data (app/route-table.json) so that the server, the sitemap and the tests
// share one list: its "pages" (fixed pages) and "templates" (pages with a parameter, feeds, the
// guide PDF, the e-mails' link pages), each with a Spanish path and an English one under /en.
const table = JSON.parse(readFileSync(new URL("./app/route-table.json", import.meta.url), "utf8"));

/**
 * The Remix options, read by vite.config.ts (Remix's Vite plugin, decision 190): the route table and
 * the future flags live here, the build's shape (output folders, chunks, stylesheets) there.
 * @type {import('@remix-run/dev').VitePluginConfig & Required<Pick<import('@remix-run/dev').AppConfig, "routes">>}
 */
export default {
  ignoredRouteFiles: ["**/*"],
  serverModuleFormat: "esm",
  // build/server/index.js and build/client (its assets under build/client/build: vite.config.ts).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    // Loaders and actions answer the browser in one request per navigation (`/page.data`, turbo-stream).
    v3_singleFetch: true,
    // The plugin then reads app/routes.ts, which hands it `routes` below (Remix's adapter).
    v3_routeConfig: true,
  },
  routes(defineRoutes) {
    return defineRoutes((route) => {
      for (const [key, page] of [...Object.entries(table.pages), ...Object.entries(table.templates)]) {
        const file = page.file ?? `routes/${key}.tsx`;
        if (page.es === "") route(undefined, file, { index: true, id: `es/${key}` });
        else route(page.es, file, { id: `es/${key}` });
        route(page.en === "" ? "en" : `en/${page.en}`, file, { id: `en/${key}` });
        // Every other old English path (/en/<Spanish path>) answers a 301 (utils/legacy-redirects.ts);
        // an address mail providers POST to stays live there, since a redirect would turn the POST into a GET.
        if (page.oldEnglishTakesPosts) route(`en/${page.es}`, file, { id: `en-old/${key}` });
      }
      route(".well-known/security.txt", "routes/security.txt.ts");
      // Demo bookings (decisions 130, 131): the full slots for the calendar, the signed page that
      // cancels or moves a booking (noindex, never cached) and its "add to calendar" file.
      route("reserva-demo/horas-ocupadas.json", "routes/demo-availability.ts");
      route("reserva-demo/:token/demo.ics", "routes/demo-calendar.ts", { id: "es/demo-calendar" });
      route("en/book-a-demo/:token/demo.ics", "routes/demo-calendar.ts", { id: "en/demo-calendar" });
      // Where the consent library records a visitor's cookie choice: CONSENT_RECORD_PATH (consent-state.ts).
      route("cookies/registro", "routes/cookie-consent-record.ts");
      route("sitemap.xml", "routes/sitemap.xml.ts");
      route("robots.txt", "routes/robots.txt.ts");
      route("*", "routes/not-found.tsx");
    });
  },
};
