// Production server: loads the build and starts its HTTP front (app/services/site-server.server.ts:
// page cache, static files, Remix, security headers, proxies, timeouts; docs/decisions/070-073).
// `npm run dev` starts the same front with Vite's middleware instead (dev-server.js).
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV ??= "production";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);

const starting = build.entry.module.startSite({ build, buildDir }).catch((error) => {
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
