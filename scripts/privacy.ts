// npm run privacy:export|privacy:erase -- <email>, npm run privacy:retention: the operator commands
// (README "Privacy", decision 081).
import { runPrivacyCommand } from "~/services/privacy/cli.server";

export async function main(args: string[]): Promise<void> {
  process.exitCode = await runPrivacyCommand(args);
}
