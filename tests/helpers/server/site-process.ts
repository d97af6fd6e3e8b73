/**
 * A copy of the built site (server.js) as its own process, for tests of the process itself: start-up
 * refusals, the data-folder lock, timeouts, proxies, several instances on one database.
 *
 * Its DATA_DIR is, by default, a copy of the migrated and seeded PGlite template the Vitest suite
 * uses (../backend/pglite-template.ts, decision 132), in the scratch root (/dev/shm when it has
 * room): the site opens an existing database instead of running initdb, every migration and the
 * seed at each start, on the template's test-only shared_buffers (decision 150).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../forms/free-port";
import { freshDataDir, removeDir } from "../backend/pglite-template";
import { patience, START_TIMEOUT_MS, WAIT_TIMEOUT_MS } from "../patience";
import { scratchDir } from "../scratch";

/** A stop with a send in flight takes about 5 s (its hand-back, decision 123); then SIGKILL. */
const STOP_TIMEOUT_MS = patience(5_000);

export type SiteProcess = {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** The exit code once the process has ended (null: ended by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM (or `signal`), then SIGKILL if it has not ended after STOP_TIMEOUT_MS; resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Removes the data folder if this helper created it. */
  cleanup(): void;
};

export type SiteProcessOptions = {
  env?: Record<string, string>;
  /** An existing data folder (a restart); default: a new copy of the migrated template. */
  dataDir?: string;
  /** A new empty data folder instead of the template's copy (what a first start creates is tested). */
  emptyDataDir?: boolean;
  port?: number;
  /** Wait until it answers (default); false: return at once (for processes meant to fail). */
  ready?: boolean;
};

export async function startSiteProcess(options: SiteProcessOptions = {}): Promise<SiteProcess> {
  const port = options.port ?? (await freePort());
  const ownDataDir = !options.dataDir;
  // The site loads the article files into its database itself at start.
  const dataDir =
    options.dataDir ?? (options.emptyDataDir ? scratchDir("rts-site-") : await freshDataDir({ articles: false }));
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      DATA_DIR: dataDir,
      OUTBOX_INTERVAL_MS: "0",
      SESSION_SECRET: "server-tests-session-secret-long-enough-0123456789",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const site: SiteProcess = {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
    cleanup() {
      if (ownDataDir) removeDir(dataDir);
    },
  };
  if (options.ready === false) return site;

  await listening(child, site.output);
  return site;
}

/** Resolves when the site logs `server_listening` (it answers: the database is open). */
function listening(child: ChildProcess, output: () => string): Promise<void> {
  return outputEvent(child, output, () => output().includes('"event":"server_listening"'), {
    what: "site start",
    timeoutMs: START_TIMEOUT_MS,
  });
}

/**
 * Resolves as soon as what a process printed shows that `happened` (checked on each chunk it prints);
 * rejects if the process exits first. `timeoutMs` is only the safety net: then the process is killed.
 */
export function outputEvent(
  child: ChildProcess,
  output: () => string,
  happened: () => boolean,
  { what, timeoutMs }: { what: string; timeoutMs: number },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stopListening();
      child.kill("SIGKILL");
      reject(new Error(`${what}: not after ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    const onOutput = () => {
      if (!happened()) return;
      stopListening();
      resolve();
    };
    const onExit = (code: number | null) => {
      stopListening();
      reject(new Error(`${what}: the process exited (${code}):\n${output()}`));
    };
    const stopListening = () => {
      clearTimeout(timer);
      child.stdout?.off("data", onOutput);
      child.stderr?.off("data", onOutput);
      child.off("exit", onExit);
    };
    child.stdout?.on("data", onOutput);
    child.stderr?.on("data", onOutput);
    child.once("exit", onExit);
    onOutput();
  });
}

export const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };

/** A form posted as a browser without JavaScript posts it; a redirect is answered, not followed. */
export function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { ...urlencoded, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** One raw HTTP/1.1 exchange over a socket: the exact path and headers, nothing normalised. */
export async function rawRequest(
  url: string,
  requestText: string,
  { timeoutMs = WAIT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<{ status: number; headers: Record<string, string>; text: string }> {
  const { connect } = await import("node:net");
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(requestText));
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (received += chunk));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer in ${timeoutMs} ms: ${received.slice(0, 200)}`));
    }, timeoutMs);
    socket.on("close", () => {
      clearTimeout(timer);
      const [head, ...body] = received.split("\r\n\r\n");
      const [statusLine, ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const index = line.indexOf(":");
        if (index > 0) headers[line.slice(0, index).toLowerCase()] = line.slice(index + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), headers, text: body.join("\r\n\r\n") });
    });
    socket.on("error", reject);
  });
}

/**
 * Kills the site (SIGKILL) the moment its log reports its `count`th e-mail sent, while mail flows
 * (issue 27 item 8): resolves once the signal is sent, with the number of e-mails reported by then.
 */
export function killWhenSent(site: SiteProcess, count: number): Promise<number> {
  let sent = 0;
  return new Promise((resolve) => {
    site.child.stdout!.on("data", (chunk: Buffer) => {
      sent += (chunk.toString().match(/"event":"outbox\.sent"/g) ?? []).length;
      if (sent >= count && site.child.exitCode === null && !site.child.killed) {
        site.child.kill("SIGKILL");
        resolve(sent);
      }
    });
  });
}
