import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { allPagePaths, templatePagePaths } from "../helpers/e2e";
import { patience } from "../helpers/patience";

const require = createRequire(import.meta.url);
/** The Nu HTML checker from the vnu-jar package; Java 17+ (Debian's default-jre-headless). */
const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar");

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

/** Every page, an article in each language and the 404 pages (a path outside the site, an unknown article). */
const documents: Array<{ path: string; status: number }> = [
  ...allPagePaths.map(({ path }) => ({ path, status: 200 })),
  ...templatePagePaths.map(({ path }) => ({ path, status: 200 })),
  { path: "/blog/kit-digital-2026-que-cubre", status: 200 },
  { path: "/en/blog/kit-digital-explained", status: 200 },
  { path: "/esta-pagina-no-existe", status: 404 },
  { path: "/en/blog/no-such-article", status: 404 },
];

test("the Nu HTML checker finds no error in any page, article or 404 page", async ({ request }) => {
  // Every page fetched, then one JVM checks them all: about half a minute on a quiet machine.
  test.setTimeout(patience(30_000));
  const folder = mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  try {
    const byFile = new Map<string, string>();
    for (const [index, document] of documents.entries()) {
      const response = await request.get(document.path, { maxRedirects: 0 });
      expect(response.status(), document.path).toBe(document.status);
      const file = path.join(folder, `${String(index).padStart(2, "0")}.html`);
      writeFileSync(file, await response.body());
      byFile.set(file, document.path);
    }
    // One JVM for all the files (starting Java is the slow part).
    const run = spawnSync(
      process.env.JAVA ?? "java",
      ["-jar", VNU_JAR, "--format", "json", "--errors-only", "--stdout", ...byFile.keys()],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.error, "java must be installed (Debian: default-jre-headless)").toBeUndefined();
    const report = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) => {
        const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : "";
        return `${byFile.get(file) ?? file}:${message.lastLine ?? "?"}: ${message.message} [${message.extract ?? ""}]`;
      });
    expect(errors).toEqual([]);
    expect(byFile.size).toBe(allPagePaths.length + templatePagePaths.length + 4);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
