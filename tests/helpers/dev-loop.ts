/**
 * `npm run dev` in a scratch copy of the project, for the test of the development loop: the app's
 * sources and the files the dev server and Vite read are copied (the test edits the copy, never the
 * checkout); node_modules, public/ and supabase/ are linked. The database is a copy of the migrated
 * test template.
 */
import { spawn, type ChildProcess } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import { appendFileSync, cpSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freshDataDir, removeDir } from "./backend/pglite-template";
import { freePort } from "./forms/free-port";
import { START_TIMEOUT_MS } from "./patience";
import { scratchDir } from "./scratch";
import { outputEvent } from "./server/site-process";

const COPIED = [
  "app",
  "package.json",
  "remix.config.js",
  "vite.config.ts",
  "tsconfig.json",
  "dev-server.js",
  "remix.env.d.ts",
];
// server/ and the scripts that bundle it are read, never edited.
const LINKED = ["node_modules", "public", "supabase", "server", "scripts"];

export type DevServer = {
  url: string;
  output(): string;
  /** What it printed, each piece with the time it arrived (Date.now()). */
  outputTimed(): { at: number; text: string }[];
  /** Replaces `from` (which must occur in the file) with `to` in the copy's `file`. */
  edit(file: string, from: string, to: string): void;
  /** Adds `text` at the end of the copy's `file`. */
  append(file: string, text: string): void;
  stop(): Promise<void>;
};

export async function startDevServer(): Promise<DevServer> {
  const dir = scratchDir("rts-dev-");
  for (const entry of COPIED) cpSync(entry, path.join(dir, entry), { recursive: true });
  for (const entry of LINKED) symlinkSync(path.resolve(entry), path.join(dir, entry));
  // The site loads the article files into its database itself at start.
  const dataDir = await freshDataDir({ articles: false });
  const port = await freePort();
  // No NODE_ENV: the dev server runs the site in development.
  const { NODE_ENV: _mode, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: String(port),
    HOST: "127.0.0.1",
    BUILD_DIR: "build",
    DATA_DIR: dataDir,
    HMR_PORT: String(await freePort()),
    OUTBOX_INTERVAL_MS: "0",
    NO_COLOR: "1",
  } as unknown as NodeJS.ProcessEnv;
  // Its own process group, so that stopping it stops npm and the dev server together.
  const child: ChildProcess = spawn("npm", ["run", "dev"], {
    cwd: dir,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const timed: { at: number; text: string }[] = [];
  const record = (chunk: Buffer) => {
    output += chunk;
    timed.push({ at: Date.now(), text: String(chunk) });
  };
  child.stdout?.on("data", record);
  child.stderr?.on("data", record);
  const stop = async () => {
    const exited = child.exitCode === null && child.signalCode === null && new Promise((r) => child.once("exit", r));
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // The whole group has already ended.
    }
    await exited;
    rmSync(dir, { recursive: true, force: true });
    removeDir(dataDir);
  };
  try {
    await outputEvent(
      child,
      () => output,
      () => output.includes('"event":"server_listening"'),
      {
        what: "npm run dev",
        timeoutMs: START_TIMEOUT_MS,
      },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    outputTimed: () => timed,
    edit(file, from, to) {
      const target = path.join(dir, file);
      const text = readFileSync(target, "utf8");
      if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update the test`);
      writeFileSync(target, text.replace(from, to));
    },
    append: (file, text) => appendFileSync(path.join(dir, file), text),
    stop,
  };
}

/** Where Vite serves the libraries it prepared for the browser (its dependency cache). */
const PREPARED = "/node_modules/.vite/deps/";
/** A package's script (its stylesheets and fonts are imported by their address, never bundled). */
const SCRIPT = /\.[cm]?[jt]sx?$/;
/** An import in a module as Vite serves it: `from "..."`, `import "..."`, `import("...")`. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

/**
 * The package files the browser would load as they are, unbundled: what the app's modules import
 * from node_modules outside Vite's prepared libraries. The modules are read as the dev server serves
 * them, from `start` (paths) through every static and dynamic import of another app module, so code
 * a page loads on demand (the booking form, the search, the cookie library) is read too.
 */
export async function unpreparedLibraries(
  request: APIRequestContext,
  origin: string,
  start: string[],
): Promise<string[]> {
  const seen = new Set<string>();
  const queue = start.filter((url) => url.startsWith("/app/"));
  const unprepared = new Set<string>();
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await (await request.get(`${origin}${url}`)).text();
    for (const [, imported] of code.matchAll(IMPORT)) {
      const file = imported.split("?")[0];
      if (file.includes("/node_modules/")) {
        if (!file.includes(PREPARED) && SCRIPT.test(file)) unprepared.add(file);
      } else if (file.startsWith("/app/")) queue.push(imported);
    }
  }
  if (seen.size === 0) throw new Error("no module of the app was loaded: nothing to check");
  return [...unprepared].sort();
}

/** Every route module, as the dev server serves it to a browser: where the pages' own code starts. */
export const routeModules = (): string[] => readdirSync("app/routes").map((file) => `/app/routes/${file}`);
