#!/usr/bin/env node
/**
 * Runs the project's Deno (the `deno` npm package) the way npm reaches the registry.
 *
 * Deno checks TLS against its own bundled roots and reads its registry from NPM_CONFIG_REGISTRY,
 * not from npm's settings. On a machine whose registry (or a proxy in front of it) is trusted
 * through the system store or npm's `cafile`, a Deno with an empty cache then fails to download
 * its `npm:` imports ("invalid peer certificate: UnknownIssuer"). This wrapper passes npm's registry
 * and certificates on. Anything the caller already set wins.
 *
 *   node scripts/deno.mjs run --config supabase/functions/send-notification/deno.json ...
 *   npm run functions:deps   (fetches the edge function's imports into DENO_DIR)
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DENO_BIN = path.join(root, "node_modules", ".bin", "deno");

/**
 * npm's `registry` and `cafile` settings (from npm's own environment when run by npm, else by asking npm).
 * @param {Record<string, string | undefined>} env
 * @returns {{ registry?: string, cafile?: string }}
 */
function npmSettings(env) {
  const settings = { registry: env.npm_config_registry, cafile: env.npm_config_cafile };
  if (settings.registry && settings.cafile !== undefined) return settings;
  try {
    const output = execFileSync("npm", ["config", "get", "registry", "cafile"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    for (const line of output.split("\n")) {
      const match = /^(registry|cafile)=(.*)$/.exec(line.trim());
      if (match && match[2] !== "null" && match[2] !== "") settings[match[1]] ??= match[2];
    }
  } catch {
    // No npm on PATH: Deno keeps its defaults.
  }
  return settings;
}

/**
 * The environment Deno needs to download what npm can download.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string | undefined>}
 */
export function denoEnvironment(env = process.env) {
  const { registry, cafile } = npmSettings(env);
  /** @type {Record<string, string>} */
  const extra = {
    // The machine's trust store as well as Deno's bundled one.
    DENO_TLS_CA_STORE: env.DENO_TLS_CA_STORE ?? "mozilla,system",
    NO_COLOR: "1",
  };
  if (!env.NPM_CONFIG_REGISTRY && registry) extra.NPM_CONFIG_REGISTRY = registry;
  if (!env.DENO_CERT && cafile && existsSync(cafile)) extra.DENO_CERT = cafile;
  return { ...env, ...extra };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const child = spawn(DENO_BIN, process.argv.slice(2), { env: denoEnvironment(), stdio: "inherit" });
  child.on("exit", (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
}
