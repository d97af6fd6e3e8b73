#!/usr/bin/env node
// The first step of `npm test`: the parts of the system the suite runs besides node_modules, from
// Debian's packages. A missing part is installed when this process can (root, with apt-get: a fresh
// CI machine, as .ci/run is); otherwise the suite stops here, in its first second, with the one
// command that installs what is missing (without the browser it used to run ten minutes and then
// fail about 170 tests with "executable doesn't exist").
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const POSTGRES_ROOT = "/usr/lib/postgresql";
export const DEFAULT_BROWSER = "/usr/bin/chromium-headless-shell";
/** Debian's Python, where python3-icalendar and python3-vobject install (the mail readers' test uses it). */
export const MAIL_READERS_PYTHON = "/usr/bin/python3";
const MIN_JAVA = 17;

/** The newest PostgreSQL server's bin folder under `root` (Debian's layout), or null. */
export function postgresBinDir(root = POSTGRES_ROOT) {
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length > 0 ? path.join(root, versions[0], "bin") : null;
}

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A command's file, found the way a shell finds it on `PATH`, or null. */
function onPath(command, PATH = "") {
  if (command.includes("/")) return executable(command) ? command : null;
  for (const dir of PATH.split(":").filter(Boolean)) {
    if (executable(path.join(dir, command))) return path.join(dir, command);
  }
  return null;
}

/** Java's major version (`java -version` writes `openjdk version "17.0.13"` to stderr), or null. */
function javaMajor(java, env) {
  const run = spawnSync(java, ["-version"], { encoding: "utf8", env });
  const version = /version "(\d+)(?:\.(\d+))?/.exec(`${run.stderr}${run.stdout}`);
  if (!version) return null;
  // Java 8 and older call themselves 1.x.
  return version[1] === "1" ? Number(version[2]) : Number(version[1]);
}

/**
 * What the suite lacks on this machine: [{ part, why, apt }], `apt` the Debian package that provides it
 * (none when a setting names something that is not there: installing would not help).
 * @param {Record<string, string | undefined>} env
 * @param {{ postgresRoot?: string, defaultBrowser?: string, python?: string }} where
 */
export function missingParts(
  env = process.env,
  { postgresRoot = POSTGRES_ROOT, defaultBrowser = DEFAULT_BROWSER, python = MAIL_READERS_PYTHON } = {},
) {
  const missing = [];
  const browser = env.E2E_CHROME_PATH || defaultBrowser;
  if (!executable(browser)) {
    missing.push({
      part: "Chromium's headless shell (the Playwright tests' browser)",
      why: env.E2E_CHROME_PATH ? `E2E_CHROME_PATH=${browser} is not an executable` : `${browser} is missing`,
      apt: env.E2E_CHROME_PATH ? null : "chromium-headless-shell",
    });
  }
  if (!postgresBinDir(postgresRoot)) {
    missing.push({
      part: "PostgreSQL's server (the scale-out, privacy and booking tests start throwaway clusters)",
      why: `no ${postgresRoot}/<version>/bin/initdb`,
      apt: "postgresql",
    });
  }
  const java = onPath(env.JAVA || "java", env.PATH);
  const major = java ? javaMajor(java, env) : null;
  if (!java || !major || major < MIN_JAVA) {
    missing.push({
      part: `Java ${MIN_JAVA} or later (the Nu HTML checker)`,
      why: java ? `${java} is Java ${major ?? "of an unknown version"}` : `no ${env.JAVA || "java"} on PATH`,
      apt: env.JAVA ? null : "default-jre-headless",
    });
  }
  if (!onPath("spamassassin", env.PATH)) {
    missing.push({
      part: "SpamAssassin (the mail tests score every message with its local rules)",
      why: "no spamassassin on PATH",
      apt: "spamassassin",
    });
  }
  if (spawnSync(python, ["-c", "import icalendar, vobject"], { env }).status !== 0) {
    missing.push({
      part: "python-icalendar and vobject (the mail tests read every invitation with them)",
      why: `${python} cannot import icalendar and vobject`,
      apt: "python3-icalendar python3-vobject",
    });
  }
  if (spawnSync(python, ["-c", "import radicale"], { env }).status !== 0) {
    missing.push({
      part: "Radicale (the booking tests start a throwaway CalDAV server for the host's calendar)",
      why: `${python} cannot import radicale`,
      apt: "radicale",
    });
  }
  return missing;
}

function describe(missing) {
  return missing.map(({ part, why }) => `  - ${part}: ${why}`).join("\n");
}

const aptPackages = (missing) => [...new Set(missing.flatMap((entry) => (entry.apt ? entry.apt.split(" ") : [])))];

/**
 * Checks, installs what it can, and returns the exit status (0: the suite may run). The options are
 * for its tests: where to look, whether to act as root, where to write.
 * @param {Record<string, string | undefined>} env
 * @param {{ log?: Pick<Console, "log" | "error">, root?: boolean, postgresRoot?: string, defaultBrowser?: string, python?: string }} options
 */
export function ensurePrerequisites(
  env = process.env,
  { log = console, root = process.getuid?.() === 0, ...where } = {},
) {
  let missing = missingParts(env, where);
  if (missing.length === 0) return 0;
  const apt = onPath("apt-get", env.PATH);
  if (apt && root && aptPackages(missing).length > 0) {
    log.log(`npm test: installing from Debian's packages: ${aptPackages(missing).join(" ")}\n${describe(missing)}`);
    const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
    for (const args of [
      ["update", "-qq"],
      ["install", "-y", "-qq", ...aptPackages(missing)],
    ]) {
      if (spawnSync(apt, args, { stdio: "inherit", env: aptEnv }).status !== 0) break;
    }
    missing = missingParts(env, where);
    if (missing.length === 0) return 0;
  }
  const packages = aptPackages(missing);
  log.error(
    [
      "npm test cannot run on this machine yet; it needs:",
      describe(missing),
      packages.length > 0 ? `Install with:\n  ${root ? "" : "sudo "}apt-get install -y ${packages.join(" ")}` : "",
      missing.some((entry) => !entry.apt) ? "Or unset the setting named above to use the default." : "",
      "then run npm test again.",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = ensurePrerequisites();
