import { env } from "./env.server";

/**
 * Called by server.js before it listens: validates the configuration and opens what the site
 * needs, so a wrong setting stops start-up instead of failing on the first visitor.
 */
export async function prepareServer(): Promise<void> {
  env();
}
