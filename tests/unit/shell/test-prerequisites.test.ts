import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensurePrerequisites, missingParts } from "../../../scripts/test-prerequisites.mjs";
import { scratchDir } from "../../helpers/scratch";
import { WAIT_TIMEOUT_MS } from "../../helpers/patience";

// The machine's real parts stay untouched: each case hides one behind a setting, a PATH or a folder
// of its own, and "installing" is a fake apt-get that records what it was asked.
const dir = scratchDir("test-prerequisites-");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A folder for PATH holding the given shell scripts. */
function bin(name: string, scripts: Record<string, string>): string {
  const folder = path.join(dir, name);
  mkdirSync(folder, { recursive: true });
  for (const [command, body] of Object.entries(scripts)) {
    writeFileSync(path.join(folder, command), `#!/bin/sh\n${body}\n`);
    chmodSync(path.join(folder, command), 0o755);
  }
  return folder;
}

const java = (version: string) => `echo 'openjdk version "${version}" 2024-10-15' >&2`;
const browser = path.join(bin("browser", { "chromium-headless-shell": "exit 0" }), "chromium-headless-shell");
const postgresRoot = path.join(dir, "postgresql");
mkdirSync(path.join(postgresRoot, "15", "bin"), { recursive: true });
writeFileSync(path.join(postgresRoot, "15", "bin", "initdb"), "");
// The mail readers: a SpamAssassin on PATH (added to each case's folder) and a Python that imports them.
const mailReaders = { spamassassin: "exit 0" };
const python = path.join(bin("python", { python3: "exit 0" }), "python3");
const everything = { postgresRoot, defaultBrowser: browser, python };
const quiet = { log: () => {}, error: () => {} };

describe("npm test's first step: the system parts the suite needs", () => {
  it("finds nothing missing when the browser, PostgreSQL and Java 17+ are there", () => {
    expect(missingParts({ PATH: bin("java17", { java: java("17.0.13"), ...mailReaders }) }, everything)).toEqual([]);
  });

  it("names each hidden part with the Debian package that provides it", () => {
    const parts = missingParts(
      { PATH: bin("no-java", {}) },
      {
        postgresRoot: path.join(dir, "no-postgresql"),
        defaultBrowser: path.join(dir, "no-browser"),
        python: path.join(dir, "no-python"),
      },
    );
    expect(parts.map((part) => part.apt)).toEqual([
      "chromium-headless-shell",
      "postgresql",
      "default-jre-headless",
      "spamassassin",
      "python3-icalendar python3-vobject",
      "radicale",
    ]);
    expect(parts.map((part) => part.why).join("\n")).toMatch(
      /no-browser is missing[^]*no-postgresql[^]*no java on PATH/,
    );
  });

  it("refuses a Java older than 17, and a browser setting that names nothing (installing would not help)", () => {
    const parts = missingParts(
      { PATH: bin("java11", { java: java("11.0.2"), ...mailReaders }), E2E_CHROME_PATH: path.join(dir, "elsewhere") },
      everything,
    );
    expect(parts).toEqual([
      expect.objectContaining({ apt: null, why: expect.stringContaining("E2E_CHROME_PATH=") }),
      expect.objectContaining({ apt: "default-jre-headless", why: expect.stringMatching(/is Java 11$/) }),
    ]);
  });

  it("as root with apt-get, installs what is missing and lets the suite run", () => {
    const calls = path.join(dir, "apt-calls");
    const packaged = path.join(bin("packaged", { java: java("17.0.13") }), "java");
    // The fake package manager "installs" Java by putting one on PATH (its own folder: the only one).
    const tools = path.join(dir, "apt");
    bin("apt", {
      "apt-get": `echo "$@" >> ${calls}\n[ "$1" = install ] && /bin/cp ${packaged} ${tools}/java\nexit 0`,
      ...mailReaders,
    });
    expect(ensurePrerequisites({ PATH: tools }, { ...everything, log: quiet, root: true })).toBe(0);
    expect(readFileSync(calls, "utf8").trim().split("\n")).toEqual([
      "update -qq",
      "install -y -qq default-jre-headless",
    ]);
  });

  it("otherwise stops at once with the one command to run", () => {
    const messages: string[] = [];
    const log = { log: () => {}, error: (text: string) => messages.push(text) };
    const status = ensurePrerequisites(
      { PATH: bin("nothing", {}) },
      { postgresRoot: path.join(dir, "none"), defaultBrowser: path.join(dir, "none"), log, root: false },
    );
    expect(status).toBe(1);
    expect(messages.join("\n")).toContain(
      "sudo apt-get install -y chromium-headless-shell postgresql default-jre-headless",
    );
  });

  it("runs as npm test's first command, and fails without Java on PATH", () => {
    const run = spawnSync(process.execPath, ["scripts/test-prerequisites.mjs"], {
      encoding: "utf8",
      env: { NODE_ENV: "test", PATH: bin("empty", {}) },
      timeout: WAIT_TIMEOUT_MS,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Java 17 or later[^]*apt-get install -y default-jre-headless/);
    const npmTest = JSON.parse(readFileSync("package.json", "utf8")).scripts.test as string;
    expect(npmTest.startsWith("node scripts/test-prerequisites.mjs && ")).toBe(true);
  });
});
