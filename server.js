// Production server: loads the build and starts its HTTP front (app/services/site-server.server.ts:
// page cache, static files, Remix, security headers, proxies, timeouts; docs/decisions/070-073).
// Under `npm run dev` it also follows Remix's rebuilds (followRebuilds, below).
import { statSync, watch } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV ??= "production";
const development = process.env.NODE_ENV === "development";
// Under `npm run dev` pages are not kept by the page cache unless PAGE_CACHE_MB is set, or an edit
// (or a view count) would not show. Set before the build loads: its modules read the settings once.
if (development) process.env.PAGE_CACHE_MB ||= "0";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const serverBuild = path.join(buildDir, "server/index.js");
const build = await import(pathToFileURL(serverBuild).href);
const rebuilds = development ? await followRebuilds(build) : null;

const starting = build.entry.module.startSite({ build: rebuilds?.current ?? build, buildDir }).catch((error) => {
  // A wrong setting, a port in use, a data folder held by another process: one clear message.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// Listened for from the start: a signal while the site starts stops it once it has started, cleanly.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    starting
      .then((site) => site.close())
      .then(
        () => process.exit(0),
        (error) => {
          console.error(error instanceof Error ? error.message : error);
          process.exit(1);
        },
      );
  });
}

await starting;
await rebuilds?.ready();

/**
 * `npm run dev` (`remix dev --manual`, Remix v2's documented manual mode): each time Remix has
 * rebuilt (it writes `version.txt` after the server build), import the new build afresh and tell
 * `remix dev` it is live (`broadcastDevReady`). The HTTP front, the database and its data-folder lock
 * stay the first build's (the backend is kept once per process: processSingleton); every
 * request renders with the newest build.
 */
async function followRebuilds(first) {
  const { broadcastDevReady } = await import("@remix-run/node");
  const buildUrl = pathToFileURL(serverBuild).href;
  let latest = first;
  let loadedAt = statSync(serverBuild).mtimeMs;
  let loading = Promise.resolve();
  const load = () => {
    loading = loading.then(async () => {
      try {
        // A server-only change keeps the assets' version: the build file's time tells builds apart.
        const { mtimeMs } = statSync(serverBuild);
        if (mtimeMs === loadedAt) return;
        loadedAt = mtimeMs;
        latest = await import(`${buildUrl}?t=${mtimeMs}`);
        await broadcastDevReady(latest);
      } catch (error) {
        // The page keeps the last build that loaded; the next rebuild tries again.
        console.error("dev: could not load the new build:", error);
      }
    });
  };
  watch(path.dirname(serverBuild), (_event, file) => {
    if (file === "version.txt") load();
  });
  return { current: () => latest, ready: () => broadcastDevReady(first) };
}
