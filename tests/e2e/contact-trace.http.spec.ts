/**
 * The contributor guide's list of one contact submission's files is the real one (issue 34 item 4):
 * `npm run trace:contact` measures which source files run code for a submission, with and without
 * JavaScript (decision 240), and this test fails when the guide's list and the measurement differ,
 * naming each file that is in one and not the other. It measures the suite's own build (BUILD_DIR),
 * with a server of its own.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { freePort } from "../helpers/forms/free-port";
import { SLOW_TEST_TIMEOUT_MS, START_TIMEOUT_MS } from "../helpers/patience";

const run = promisify(execFile);

const WITHOUT = "without JavaScript";
const WITH = "with JavaScript";
type Trace = Record<typeof WITHOUT | typeof WITH, string[]>;

/** The guide's list: the files between its markers, by the group heading each follows. */
function guideList(): Record<string, string[]> {
  const guide = readFileSync("docs/contributing.md", "utf8");
  const section = /<!-- contact-trace:start -->([\s\S]*?)<!-- contact-trace:end -->/.exec(guide)?.[1];
  if (!section) throw new Error("docs/contributing.md has no contact-trace section");
  const groups: Record<string, string[]> = {};
  let group = "";
  for (const line of section.split("\n")) {
    const heading = /^\*\*(.+?)\*\*/.exec(line)?.[1];
    if (heading) groups[(group = heading)] = [];
    const file = /^(?:\d+\.|-)\s+`([^`]+)`/.exec(line)?.[1];
    if (file) groups[group]?.push(file);
  }
  return groups;
}

function difference(name: string, guide: string[] = [], trace: string[]): string[] {
  const missing = trace.filter((file) => !guide.includes(file));
  const extra = guide.filter((file) => !trace.includes(file));
  return [
    ...missing.map((file) => `${name}: ${file} runs, and the guide does not list it`),
    ...extra.map((file) => `${name}: the guide lists ${file}, which does not run`),
  ];
}

test("the guide lists exactly the files the trace of one contact submission finds, each way", async () => {
  test.setTimeout(SLOW_TEST_TIMEOUT_MS);
  const { stdout } = await run(process.execPath, ["scripts/contact-trace.mjs", "--json", "--no-build"], {
    env: {
      ...process.env,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      TRACE_PORT: String(await freePort()),
      TRACE_START_TIMEOUT_MS: String(START_TIMEOUT_MS),
    },
    timeout: SLOW_TEST_TIMEOUT_MS,
    maxBuffer: 16 * 1024 * 1024,
  });
  const trace = JSON.parse(stdout) as Trace;
  // The measurement found the submission (not an empty or failed run).
  for (const way of [WITHOUT, WITH] as const) expect(trace[way]).toContain("app/forms/lead-form.server.ts");

  const both = trace[WITHOUT].filter((file) => trace[WITH].includes(file));
  const guide = guideList();
  const differences = [
    ...difference("Both ways", guide["Both ways"], both),
    ...difference(
      "Only without JavaScript",
      guide["Only without JavaScript"],
      trace[WITHOUT].filter((file) => !both.includes(file)),
    ),
    ...difference(
      "Only with JavaScript",
      guide["Only with JavaScript"],
      trace[WITH].filter((file) => !both.includes(file)),
    ),
  ];
  expect(differences, "docs/contributing.md against npm run trace:contact").toEqual([]);
});
