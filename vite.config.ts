// The build and the development server (decision 190): Remix's Vite plugin with the options of
// remix.config.js (the route table and the future flags), the `~` and `~shared` aliases of
// tsconfig.json, and the shape of what a browser downloads.
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";

// The route table reaches the plugin through app/routes.ts (future flag v3_routeConfig).
const { routes: _routeTable, ...remixOptions } = remixConfig;

export default defineConfig({
  build: {
    // Assets under /build/ as before: the server's static mount (long immutable caching), the
    // budget script and the post-build steps find them there.
    assetsDir: "build",
    // Every asset a file of its own (the CSP allows no data: fonts; the icon sprite is used by URL).
    assetsInlineLimit: 0,
    // public/ is served by the site itself (site-server.server.ts), not copied into the build.
    copyPublicDir: false,
  },
  plugins: [remix(remixOptions), tsconfigPaths()],
});
