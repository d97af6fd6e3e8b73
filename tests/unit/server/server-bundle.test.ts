/**
 * The HTTP server's bundle stays on its side of the boundary (decision 250): it reaches none of the
 * app's stateful modules (database, forms, routes) and none of its content, even through a module
 * that would leave them unused; scripts/build-server.mjs refuses such a bundle.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bundleServer } from "../../../scripts/build-server.mjs";
import { scratchRoot } from "../../helpers/scratch";

const scratch = mkdtempSync(path.join(scratchRoot(), "server-bundle-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** An entry that imports `module` (`~/` resolves through the project's tsconfig, as for server/). */
function entryImporting(name: string, module: string): string {
  const entry = path.join(scratch, `${name}.ts`);
  writeFileSync(entry, `import * as reached from "${module}";\nconsole.log(Object.keys(reached).length);\n`);
  return entry;
}

describe("the server bundle", () => {
  it("bundles server/ without a stateful or content module", async () => {
    const outfile = path.join(scratch, "site-server/index.js");
    await expect(bundleServer(outfile)).resolves.toBe(outfile);
  });

  it("refuses a content module, and a stateful one, whoever imports it", async () => {
    const cases = [
      [
        "content",
        "~/services/seo/addresses.server",
        /content modules: .*app\/services\/content\/vacancies\.server\.ts/,
      ],
      ["facts", "~/content/facts/topics", /content modules: app\/content\/facts\/topics\.ts/],
      ["state", "~/services/rate-limit.server", /stateful modules: .*app\/services\/backend\//],
    ] as const;
    for (const [name, module, refusal] of cases) {
      const entry = entryImporting(name, module);
      await expect(bundleServer(path.join(scratch, `${name}.js`), entry), module).rejects.toThrow(refusal);
    }
  });
});
