// Writes app/components/ui/icons.svg: one <symbol> per icon of the registry (icon-names.ts), drawn
// from lucide's own glyph data, so the browser gets the glyphs as one cached image, not as code.
// Usage: npm run icons:sprite (tests/unit/shell/icons.test.tsx fails when the file is out of date).
import { writeFileSync } from "node:fs";
import { iconGlyphs } from "~/components/ui/icon-names";

export const SPRITE_FILE = "app/components/ui/icons.svg";

type GlyphNode = [tag: string, attributes: Record<string, string>];

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The sprite's text: each registered icon's shapes, from lucide's glyph data (`__iconData` of its
 * per-icon modules), as a symbol on a 24 x 24 view box. Stroke, fill and line caps come from the
 * `<svg>` that draws it (Icon.tsx), as lucide's own components set them.
 */
export async function spriteText(): Promise<string> {
  const symbols: string[] = [];
  for (const [name, glyph] of Object.entries(iconGlyphs)) {
    // A computed specifier: the package's own export (`lucide-react/icons/<glyph>`), loaded by Node.
    const specifier = `lucide-react/icons/${glyph}`;
    const module = (await import(/* @vite-ignore */ specifier)) as {
      __iconData?: { size?: number; node: GlyphNode[] };
    };
    if (!module.__iconData) throw new Error(`no glyph data for ${specifier}: ${Object.keys(module).join()}`);
    const { node, size = 24 } = module.__iconData;
    if (size !== 24) throw new Error(`${specifier} is drawn on ${size} px, the icons share 24`);
    const shapes = node
      .map(([tag, attributes]) => {
        const text = Object.entries(attributes)
          .filter(([key]) => key !== "key")
          .map(([key, value]) => ` ${key}="${escapeAttribute(String(value))}"`)
          .join("");
        return `<${tag}${text}/>`;
      })
      .join("");
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

export async function main() {
  writeFileSync(SPRITE_FILE, await spriteText());
  console.log(`wrote ${SPRITE_FILE}`);
}
