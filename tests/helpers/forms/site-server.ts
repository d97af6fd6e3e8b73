/**
 * Starts an extra copy of the built site (server.js) with its own environment and data directory,
 * for tests that need settings the shared Playwright server does not have (a strict rate limit,
 * TRUST_PROXY, a database that goes away).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

export type SiteServer = { url: string; stop(): Promise<void>; output: () => string };

export async function startSite(env: Record<string, string>, timeoutMs = 60_000): Promise<SiteServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rts-forms-site-"));
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      DATA_DIR: dataDir,
      OUTBOX_INTERVAL_MS: "0",
      SESSION_SECRET: "forms-e2e-session-secret-long-enough-0123456789",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`site exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/robots.txt`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      child.kill("SIGKILL");
      throw new Error(`site did not start in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
