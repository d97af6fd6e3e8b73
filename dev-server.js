// `npm run dev` (decision 190): the site's own server (startSite: guards, static files, security
// headers, the database) with Vite's development middleware mounted in it. Vite transforms the app's
// modules on request and updates an open page in place (hot module replacement, state kept); every
// request renders with the newest server modules (ssrLoadModule re-runs only what changed), on the
// same process and database. Production runs server.js with the build instead.
import { createServer } from "vite";

process.env.NODE_ENV ??= "development";
// Pages are not kept by the page cache unless PAGE_CACHE_MB is set, or an edit would not show.
process.env.PAGE_CACHE_MB ||= "0";
// Vite's update socket listens beside the site (HMR_PORT, else the site's port + 1); the pages'
// Content-Security-Policy allows it in development only (security-headers.server.ts).
const port = Number(process.env.PORT ?? 3000);
process.env.HMR_PORT ||= String(port + 1);

const vite = await createServer({
  appType: "custom",
  server: { middlewareMode: true, hmr: { port: Number(process.env.HMR_PORT) } },
});
const SERVER_BUILD = "virtual:remix/server-build";
let latest = await vite.ssrLoadModule(SERVER_BUILD);
const loadBuild = async () => (latest = await vite.ssrLoadModule(SERVER_BUILD));

const starting = latest.entry.module
  .startSite({ build: () => latest, buildDir: "build", dev: { middleware: vite.middlewares, loadBuild } })
  .catch(async (error) => {
    console.error(error instanceof Error ? error.message : error);
    await vite.close();
    process.exit(1);
  });

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    starting
      .then((site) => Promise.all([site.close(), vite.close()]))
      .then(
        () => process.exit(0),
        (error) => {
          console.error(error instanceof Error ? error.message : error);
          process.exit(1);
        },
      );
  });
}
