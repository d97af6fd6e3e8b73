// What `npm run build` adds after `remix build`: the guide PDFs, rendered from app/content/guide
// with pdfkit (app/services/guide), and the operator commands (npm run privacy:*, scripts/privacy.mjs).
// The TypeScript entries are bundled with esbuild into BUILD_DIR/tools; node_modules stay external.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const outdir = path.join(buildDir, "tools");

/** npm packages stay in node_modules; the app's aliases (~/, ~shared/) are bundled via tsconfig paths. */
const externalPackages = {
  name: "external-packages",
  setup(builder) {
    builder.onResolve({ filter: /^[^./~]/ }, (args) => ({ path: args.path, external: true }));
  },
};

await build({
  entryPoints: {
    "build-guide": "app/services/guide/build-guide.server.ts",
    "privacy-cli": "app/services/privacy/cli.server.ts",
  },
  outdir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  jsx: "automatic",
  plugins: [externalPackages],
  logLevel: "warning",
});

const { buildGuides } = await import(pathToFileURL(path.join(outdir, "build-guide.mjs")).href);
try {
  await buildGuides({ buildDir });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
