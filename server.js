// Production: the HTTP server (server/, bundled by `npm run build` into build/site-server) with the
// app build (BUILD_DIR, default build/). `npm run dev` runs the same server with Vite (dev-server.js).
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV ??= "production";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const { startServer, runSite } = await import(pathToFileURL(path.join(buildDir, "site-server/index.js")).href);
await runSite(startServer({ buildDir }));
