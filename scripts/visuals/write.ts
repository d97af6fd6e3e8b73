// Writes the illustrations drawn from the site's facts (scripts/visuals/draw.ts) into public/.
// Usage: npm run visuals   (after changing a fact an illustration shows; the unit test says when)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { drawVisuals } from "./draw";

export function main() {
  for (const [file, content] of drawVisuals()) {
    const target = path.resolve("public", file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  console.log("visuals written to public/images/heroes and public/images/blog");
}
