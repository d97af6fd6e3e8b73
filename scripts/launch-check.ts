/**
 * `npm run launch:check`: lists what a public launch still lacks (app/services/launch-check.server.ts,
 * decision 214), a content file that is not valid included (with its file and field), and exits 1
 * while anything is missing, 0 when nothing is.
 */
import { launchGaps, launchReport } from "~/services/launch-check.server";

export function main(): void {
  const gaps = launchGaps();
  console.log(launchReport(gaps));
  process.exitCode = gaps.length === 0 ? 0 : 1;
}
