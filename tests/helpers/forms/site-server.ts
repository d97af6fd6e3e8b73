/**
 * Starts an extra copy of the built site (server.js) with its own environment and an empty data
 * directory, for tests that need settings the shared Playwright server does not have (a strict rate
 * limit, TRUST_PROXY, a database that goes away).
 */
import { startSiteProcess } from "../server/site-process";

export type SiteServer = { url: string; stop(): Promise<void>; output: () => string };

export async function startSite(env: Record<string, string>): Promise<SiteServer> {
  const site = await startSiteProcess({ env, emptyDataDir: true });
  return {
    url: site.url,
    output: site.output,
    async stop() {
      await site.stop();
      site.cleanup();
    },
  };
}
