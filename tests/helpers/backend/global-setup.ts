/**
 * Vitest globalSetup: builds the migrated PGlite template once, before the workers start, so two
 * workers on a cold machine (CI) do not both run initdb and the migrations (decision 132).
 */
import { prepareTemplate } from "./pglite-template";

export default async function setup(): Promise<void> {
  await prepareTemplate();
}
