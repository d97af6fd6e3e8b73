/**
 * esbuild options for a Node bundle of the project's TypeScript: `~/` and `~shared/` (tsconfig paths)
 * are bundled, npm packages stay external and load from node_modules at run time.
 */
export function nodeBundle(entry, outfile) {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
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
  };
}
