import { spawnSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { startSiteProcess } from "../helpers/server/site-process";

/** What `npm run launch:check` lists under `env` (its "  - " lines), and its exit code. */
function launchCheck(env: NodeJS.ProcessEnv): { gaps: string[]; status: number | null } {
  // Run as its own process: the check reads the route table's JSON, which Playwright's loader cannot import.
  const run = spawnSync(process.execPath, ["scripts/run-ts.mjs", "scripts/launch-check.ts"], { env, encoding: "utf8" });
  const gaps = run.stdout
    .split("\n")
    .filter((line) => line.startsWith("  - "))
    .map((line) => line.slice(4));
  return { gaps, status: run.status };
}

/**
 * Issue 37 item 1 (decision 214): a production start prints what a public launch still lacks, once,
 * as one log line with the same list `npm run launch:check` prints (a content file with a mistake
 * is left out and in that list, with its file and field: decision 200).
 */
test("a production start logs the launch check's list once", async () => {
  const site = await startSiteProcess({ env: { SITE_URL: "", SESSION_SECRET: "", SMTP_URL: "" } });
  try {
    const response = await fetch(`${site.url}/`);
    expect(response.status).toBe(200);
    const lines = site
      .output()
      .split("\n")
      .filter((line) => line.includes('"launch.incomplete"'));
    expect(lines).toHaveLength(1);
    const logged = JSON.parse(lines[0]) as { missing: string[]; count: number };
    const check = launchCheck({ ...process.env, SITE_URL: "", SESSION_SECRET: "", SMTP_URL: "", SUPABASE_URL: "" });
    expect(check.status).toBe(1);
    const expected = check.gaps;
    expect(logged.missing).toEqual(expected);
    expect(logged.count).toBe(expected.length);
    expect(logged.missing).toContain("identity: nif is empty (app/content/company/identity.yaml)");
  } finally {
    await site.stop();
    site.cleanup();
  }
});
