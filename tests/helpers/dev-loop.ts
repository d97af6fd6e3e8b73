/**
 * `npm run dev` in a scratch copy of the project, for the test of the development loop: the app's
 * sources and the files the dev server and Vite read are copied (the test edits the copy, never the
 * checkout); node_modules, public/ and supabase/ are linked. The database is a copy of the migrated
 * test template.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, cpSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
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
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
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
