// npm run privacy:export|privacy:erase -- <email>, npm run privacy:retention: the operator commands
// (README "Privacy"), built by `npm run build` into BUILD_DIR/tools like the site itself.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const cli = path.resolve(process.env.BUILD_DIR ?? "build", "tools", "privacy-cli.mjs");
if (!existsSync(cli)) {
  console.error(`The privacy commands are part of the build: run \`npm run build\` first (${cli} is missing).`);
  process.exit(2);
}
const { runPrivacyCommand } = await import(pathToFileURL(cli).href);
process.exitCode = await runPrivacyCommand(process.argv.slice(2));
