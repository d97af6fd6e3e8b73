import { openBackend, type BackendOptions, type SqlSiteBackend } from "~/services/backend/index.server";
import { readEnv } from "~/services/env.server";
import { memoryLog } from "./logs";
import { freshDataDir, SUPABASE_DIR } from "./pglite-template";

/** An embedded backend on a fresh copy of the prepared database. */
export async function openTestBackend(
  options: { env?: Record<string, string>; dataDir?: string } & BackendOptions = {},
): Promise<{ backend: SqlSiteBackend; dataDir: string; log: ReturnType<typeof memoryLog> }> {
  const dataDir = options.dataDir ?? (await freshDataDir());
  const log = memoryLog();
  const config = readEnv({ NODE_ENV: "test", DATA_DIR: dataDir, ...options.env } as NodeJS.ProcessEnv);
  const backend = await openBackend(config, { supabaseDir: SUPABASE_DIR, log, ...options });
  if (backend.kind !== "embedded" && backend.kind !== "postgres")
    throw new Error(`expected an SQL backend, got ${backend.kind}`);
  return { backend: backend as SqlSiteBackend, dataDir, log };
}
