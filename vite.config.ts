// The build and the development server (decision 190): Remix's Vite plugin with the options of
// remix.config.js (the future flags; the route table reaches it through app/routes.ts), the `~` and
// `~shared` aliases of tsconfig.json, and the shape of what a browser downloads.
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";

// The route table reaches the plugin through app/routes.ts (future flag v3_routeConfig).
const { routes: _routeTable, ...remixOptions } = remixConfig;

/** Chunks below this size (bytes, minified) are merged into a chunk their pages load anyway. */
const MIN_CHUNK_BYTES = 1_500;

type ModuleInfo = { importers: readonly string[] } | null;
const frameModules = new Map<string, boolean>();

/**
 * Whether every page loads the module: the client entry, the root route, or a module they import
 * statically (directly or not). What is imported only dynamically (the booking form, the search
 * combobox, the cookie library) or only by some routes is not.
 */
function inFrame(id: string, info: (id: string) => ModuleInfo, seen = new Set<string>()): boolean {
  const known = frameModules.get(id);
  if (known !== undefined) return known;
  if (/\/app\/(?:entry\.client|root)\.tsx(?:\?|$)/.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  const result = (info(id)?.importers ?? []).some((importer) => inFrame(importer, info, seen));
  if (seen.size === 1) frameModules.set(id, result);
  return result;
}

export default defineConfig({
  build: {
    // Assets under /build/ as before: the server's static mount (long immutable caching), the
    // budget script and the post-build steps find them there.
    assetsDir: "build",
    // Every asset a file of its own (the CSP allows no data: fonts; the icon sprite is used by URL).
    assetsInlineLimit: 0,
    // public/ is served by the site itself (site-server.server.ts), not copied into the build.
    copyPublicDir: false,
    rollupOptions: {
      output: {
        // Few script files per page (at most 15, scripts/js-budget.mjs): what every page loads in
        // two chunks (the libraries, which change rarely, and the site's frame), each route's own
        // code in its chunk, shared route code in chunks no smaller than MIN_CHUNK_BYTES.
        experimentalMinChunkSize: MIN_CHUNK_BYTES,
        manualChunks(id, { getModuleInfo }) {
          // One stylesheet for every page, in root.tsx's order (decision 060): one request, cached
          // across pages, instead of a sheet per chunk.
          if (/\.css$/.test(id)) return "site";
          if (inFrame(id, getModuleInfo)) return /\/node_modules\//.test(id) ? "framework" : "frame";
        },
      },
    },
  },
  // npm run dev: the browser's libraries, prepared at start, and only they (decision 190). Vite finds
  // no more by itself: Remix's dev stylesheet collector resolves every import of the server modules
  // in the browser's environment, which made Vite bundle the server's packages (PGlite, pg,
  // nodemailer...) for the browser seconds after the first page and then reload the open page.
  // A browser library missing here is served unbundled (tests/e2e/dev-loop.http.spec.ts names it).
  optimizeDeps: {
    noDiscovery: true,
    include: [
      "@ariakit/react",
      "@conform-to/react",
      "@conform-to/zod/v4",
      "@date-fns/tz",
      "@remix-run/react",
      "date-fns",
      "i18next",
      "minisearch",
      "react",
      "react-dom",
      "react-dom/client",
      "react/jsx-runtime",
      "vanilla-cookieconsent",
      "zod",
    ],
  },
  plugins: [remix(remixOptions), tsconfigPaths()],
});
