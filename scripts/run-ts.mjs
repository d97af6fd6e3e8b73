// Runs a TypeScript build script that imports the app's own modules (content, route table,
// migrations): esbuild bundles it with the tsconfig paths (~/, ~shared/), packages stay external.
// Usage: node scripts/run-ts.mjs scripts/seo/<script>.ts [args...]
import { rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { nodeBundle } from "./node-bundle.mjs";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node scripts/run-ts.mjs <script.ts> [args...]");
  process.exit(2);
}

// One bundle per run: builds for two BUILD_DIRs may run side by side.
const outfile = path.resolve(".cache/run-ts", `${path.basename(entry).replace(/\.tsx?$/, "")}.${process.pid}.mjs`);
await build(nodeBundle(entry, outfile));
const script = await import(pathToFileURL(outfile).href);
rmSync(outfile);
await script.main(args);
