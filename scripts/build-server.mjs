// Bundles the HTTP server (server/, decision 250) on its own, outside the app build: esbuild with
// the tsconfig paths, npm packages left external. It may import the app's stateless modules
// (settings, logger, strings, header and cookie rules); never what holds state (the database, the
// forms, the routes), which must exist once per process, in the app build, nor the content (what
// the site says, loaded by the app build). The bundle fails if it reaches either, even unused.
// Usage: node scripts/build-server.mjs [outfile]   (default: $BUILD_DIR/site-server/index.js)
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { nodeBundle } from "./node-bundle.mjs";

/** Source folders the server must not bundle, and why. */
const REFUSED = [
  [/^app\/(?:routes|forms|services\/backend|services\/privacy|services\/startup)/, "stateful modules"],
  [/^app\/(?:content|services\/content)\//, "content modules"],
];

/** Bundles `entry` (the server; a test names another) into `outfile`, which it returns. */
export async function bundleServer(outfile, entry = "server/index.ts") {
  const result = await build({
    ...nodeBundle(entry, outfile),
    metafile: true,
    // Like the app's server build (--sourcemapServer): stack traces and the contact trace read sources.
    sourcemap: true,
  });
  for (const [folders, what] of REFUSED) {
    const reached = Object.keys(result.metafile.inputs).filter((input) => folders.test(input));
    if (reached.length > 0) throw new Error(`server/ must not bundle the app's ${what}: ${reached.join(", ")}`);
  }
  return outfile;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outfile = process.argv[2] ?? path.join(process.env.BUILD_DIR ?? "build", "site-server/index.js");
  await bundleServer(outfile);
}
