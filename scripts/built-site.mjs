// The built site (BUILD_DIR) started for a measuring script: server.js on loopback with a fresh data
// folder, ready once it answers /robots.txt. Shared by scripts/first-tap.mjs and scripts/page-text.mjs.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

/**
 * Starts `node server.js` on 127.0.0.1:`port` with `dataDir` emptied first; `env` adds settings.
 * Resolves when the site answers; `stop()` ends it.
 */
export async function startBuiltSite({ port, buildDir, dataDir, env = {} }) {
  const origin = `http://127.0.0.1:${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  // A first start creates and seeds the database: up to a couple of minutes on a loaded machine.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error("the site did not start");
}
