/**
 * What the server asks of the app build besides answering requests: three functions that
 * app/entry.server.tsx exports (decision 250). The database, the outbox and the retention job live
 * in the build, one copy per process; the server only says when to open and close them.
 */
import type { ServerBuild } from "@remix-run/node";

export type SiteLifecycle = {
  /** Validates the configuration, reads the content files, opens the database (its folder lock). */
  prepareServer(): Promise<void>;
  /** Stops background work and closes the database, after the last request. */
  stopServer(): Promise<void>;
  /** The readiness the health check reports. */
  siteHealth(): Promise<{ ok: boolean; details: Record<string, unknown> }>;
};

export function lifecycleOf(build: ServerBuild): SiteLifecycle {
  const entry = build.entry.module as unknown as Partial<SiteLifecycle>;
  const { prepareServer, stopServer, siteHealth } = entry;
  if (!prepareServer || !stopServer || !siteHealth) {
    throw new Error("The app build's entry.server must export prepareServer, stopServer and siteHealth");
  }
  return { prepareServer, stopServer, siteHealth };
}
