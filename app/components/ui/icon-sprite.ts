import { iconGlyphs } from "./icon-names";

type GlyphNode = [tag: string, attributes: Record<string, string>];

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The sprite of every registered icon, from lucide's glyph data (`__iconData` of its per-icon
 * modules): `<symbol id="<name>" viewBox="0 0 24 24">` with the glyph's shapes. Stroke, fill and
 * line caps come from the `<svg>` that uses it (Icon.tsx), as lucide's own components set them.
 * Build-time only (scripts/icons-sprite.ts and its test): never imported by the app.
 */
export async function iconSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const [name, glyph] of Object.entries(iconGlyphs)) {
    // A computed specifier: the package's own export (`lucide-react/icons/<glyph>`), loaded by Node.
    const specifier = `lucide-react/icons/${glyph}`;
    const module = (await import(/* @vite-ignore */ specifier)) as {
      __iconData: { size?: number; node: GlyphNode[] };
    };
    if (!module.__iconData) throw new Error(`no glyph data for ${specifier}: ${Object.keys(module).join()}`);
    const { node, size = 24 } = module.__iconData;
    const shapes = node.map(([tag, attributes]) => {
      const text = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => ` ${key}="${escapeAttribute(String(value))}"`)
        .join("");
      return `<${tag}${text}/>`;
    });
    symbols.push(`<symbol id="${name}" viewBox="0 0 ${size} ${size}">${shapes.join("")}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
