// npm run guide:build (part of npm run build): renders the guide PDFs into BUILD_DIR/guide and
// checks the figures the site states about them (app/services/guide, decision 113).
import path from "node:path";
import { buildGuides } from "~/services/guide/build-guide.server";

export async function main(): Promise<void> {
  try {
    await buildGuides({ buildDir: path.resolve(process.env.BUILD_DIR ?? "build") });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
