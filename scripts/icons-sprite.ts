// Writes app/components/ui/icons.svg (one <symbol> per icon of the registry, icon-names.ts) and
// app/components/ui/icon-shapes.server.ts (the same shapes for the server's inline symbols), both
// drawn from lucide's own glyph data, so the browser gets no icon code.
// Usage: npm run icons:sprite (tests/unit/shell/icons.test.ts fails when a file is out of date).
import { writeFileSync } from "node:fs";
import { iconFiles } from "~/components/ui/icon-sprite";

export async function main() {
  for (const [target, text] of Object.entries(await iconFiles())) {
    writeFileSync(target, text);
    console.log(`wrote ${target}`);
  }
}
