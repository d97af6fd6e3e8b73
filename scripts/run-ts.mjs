// Runs a TypeScript build script that imports the app's own modules (content, route table,
// migrations): esbuild bundles it with the tsconfig paths (~/, ~shared/), packages stay external.
// Usage: node scripts/run-ts.mjs scripts/seo/<script>.ts [args...]
import { rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node scripts/run-ts.mjs <script.ts> [args...]");
  process.exit(2);
}

// One bundle per run: builds for two BUILD_DIRs may run side by side.
const outfile = path.resolve(".cache/run-ts", `${path.basename(entry).replace(/\.tsx?$/, "")}.${process.pid}.mjs`);
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  // npm packages load from node_modules at run time; ~/ and ~shared/ (tsconfig paths) are bundled.
  plugins: [
    {
      name: "external-packages",
      setup(esbuild) {
        esbuild.onResolve({ filter: /^[^./~]/ }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
  platform: "node",
  format: "esm",
  target: "node20",
  jsx: "automatic",
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
const script = await import(pathToFileURL(outfile).href);
rmSync(outfile);
await script.main(args);
