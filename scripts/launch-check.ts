/**
 * `npm run launch:check`: lists what a public launch still lacks (app/services/launch-check.server.ts,
 * decision 214) and exits 1 while anything is missing, 0 when nothing is. A content file that is not
 * valid is reported with its file and field (exit 2).
 */
import { launchGaps, launchReport } from "~/services/launch-check.server";
import { ContentFileError } from "~/services/content/yaml-files.server";

export function main(): void {
  try {
    const gaps = launchGaps();
    console.log(launchReport(gaps));
    process.exitCode = gaps.length === 0 ? 0 : 1;
  } catch (error) {
    if (!(error instanceof ContentFileError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
  }
}
