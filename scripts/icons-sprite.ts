// Writes app/components/ui/icons.svg: one <symbol> per icon of the registry (icon-names.ts), drawn
// from lucide's own glyph data, so the browser gets the icons as one cached SVG file and no code.
// Usage: npm run icons:sprite (tests/unit/shell/icons.test.ts fails when the file is out of date).
import { writeFileSync } from "node:fs";
import { iconSprite } from "~/components/ui/icon-sprite";

export async function main() {
  const target = "app/components/ui/icons.svg";
  writeFileSync(target, await iconSprite());
  console.log(`wrote ${target}`);
}
