// Bundles the HTTP server (server/, decision 250) on its own, outside the app build: esbuild with
// the tsconfig paths, npm packages left external. It may import the app's stateless modules
// (settings, logger, strings, header rules); never what holds state (the database, the forms, the
// routes), which must exist once per process, in the app build. The bundle fails if it does.
// Usage: node scripts/build-server.mjs [outfile]   (default: $BUILD_DIR/site-server/index.js)
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { nodeBundle } from "./node-bundle.mjs";

/** Source folders the server must not bundle: they hold state the app build owns. */
const APP_STATE = /^app\/(?:routes|forms|services\/backend|services\/privacy|services\/startup)/;

export async function bundleServer(outfile) {
  const result = await build({
    ...nodeBundle("server/index.ts", outfile),
    metafile: true,
    // Like the app's server build (--sourcemapServer): stack traces and the contact trace read sources.
    sourcemap: true,
  });
  const stateful = Object.keys(result.metafile.inputs).filter((input) => APP_STATE.test(input));
  if (stateful.length > 0) {
    throw new Error(`server/ must not bundle the app's stateful modules: ${stateful.join(", ")}`);
  }
  return outfile;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outfile = process.argv[2] ?? path.join(process.env.BUILD_DIR ?? "build", "site-server/index.js");
  await bundleServer(outfile);
}
