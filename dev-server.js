// `npm run dev` (decisions 190, 250): the site's HTTP server (server/) with Vite's development
// middleware in it. Vite transforms the app's modules on request and updates an open page in place
// (hot module replacement, state kept); every request renders with the newest server modules
// (ssrLoadModule re-runs only what changed). The server itself is bundled at start (an edit to
// server/ needs a restart). Production runs server.js with the build instead.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createServer } from "vite";
import { bundleServer } from "./scripts/build-server.mjs";

process.env.NODE_ENV ??= "development";
// Pages are not kept by the page cache unless PAGE_CACHE_MB is set, or an edit would not show.
process.env.PAGE_CACHE_MB ||= "0";
// Vite's update socket listens beside the site (HMR_PORT, else the site's port + 1); the pages'
// Content-Security-Policy allows it in development only (security-headers.server.ts).
process.env.HMR_PORT ||= String(Number(process.env.PORT ?? 3000) + 1);

// Bundled before Vite watches the project, where it watches nothing (tools' caches in node_modules).
const outfile = await bundleServer(path.resolve("node_modules/.cache/rts-dev-server/index.mjs"));

const vite = await createServer({
  appType: "custom",
  server: { middlewareMode: true, hmr: { port: Number(process.env.HMR_PORT) } },
});
const SERVER_BUILD = "virtual:remix/server-build";
let latest = await vite.ssrLoadModule(SERVER_BUILD);
const source = {
  current: () => latest,
  remix: async () => (latest = await vite.ssrLoadModule(SERVER_BUILD)),
  middleware: vite.middlewares,
  close: () => vite.close(),
};

const { startServer, runSite } = await import(pathToFileURL(outfile).href);
await runSite(startServer({ buildDir: "build", source }));
