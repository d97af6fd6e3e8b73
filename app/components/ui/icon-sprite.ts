import { format, resolveConfig } from "prettier";
import { iconGlyphs } from "./icon-names";

type GlyphNode = [tag: string, attributes: Record<string, string>];

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Each registered icon's shapes, from lucide's glyph data (`__iconData` of its per-icon modules), as
 * SVG markup for a 24 x 24 view box. Stroke, fill and line caps come from the `<svg>` that draws it
 * (Icon.tsx), as lucide's own components set them.
 * Build-time only (scripts/icons-sprite.ts and its test): never imported by the app.
 */
async function iconShapes(): Promise<Record<string, string>> {
  const shapes: Record<string, string> = {};
  for (const [name, glyph] of Object.entries(iconGlyphs)) {
    // A computed specifier: the package's own export (`lucide-react/icons/<glyph>`), loaded by Node.
    const specifier = `lucide-react/icons/${glyph}`;
    const module = (await import(/* @vite-ignore */ specifier)) as {
      __iconData: { size?: number; node: GlyphNode[] };
    };
    if (!module.__iconData) throw new Error(`no glyph data for ${specifier}: ${Object.keys(module).join()}`);
    const { node, size = 24 } = module.__iconData;
    if (size !== 24) throw new Error(`${specifier} is drawn on ${size} px, the icons share 24`);
    shapes[name] = node
      .map(([tag, attributes]) => {
        const text = Object.entries(attributes)
          .filter(([key]) => key !== "key")
          .map(([key, value]) => ` ${key}="${escapeAttribute(String(value))}"`)
          .join("");
        return `<${tag}${text}/>`;
      })
      .join("");
  }
  return shapes;
}

const UI_FOLDER = "app/components/ui";
const SHAPES_MODULE = `${UI_FOLDER}/icon-shapes.server.ts`;

/**
 * The two files (by path) `npm run icons:sprite` writes from the registry:
 * - `icons.svg`, the sprite of every icon (`<symbol id="<name>" viewBox="0 0 24 24">`), a cached asset
 *   for icons the browser draws itself (a dialog opened later);
 * - `icon-shapes.server.ts`, the same shapes as a module the server reads, so a page carries the
 *   symbols of the icons it shows in its own markup (IconSymbols, decision 156).
 */
export async function iconFiles(): Promise<Record<string, string>> {
  const shapes = Object.entries(await iconShapes());
  const symbols = shapes.map(([name, markup]) => `<symbol id="${name}" viewBox="0 0 24 24">${markup}</symbol>`);
  const entries = shapes.map(([name, markup]) => `  ${JSON.stringify(name)}: ${JSON.stringify(markup)},`);
  const shapesModule = [
    "// Written by `npm run icons:sprite` from icon-names.ts (lucide's glyph data): do not edit.",
    "// Each icon's shapes on a 24 x 24 view box, the same as its symbol in icons.svg (decision 156).",
    'import type { IconName } from "./icon-names";',
    "",
    "export const iconShapes: Record<IconName, string> = {",
    ...entries,
    "};",
  ].join("\n");
  return {
    [`${UI_FOLDER}/icons.svg`]: `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`,
    // Formatted as the repository's other code, so `npm run lint` accepts the written file.
    [SHAPES_MODULE]: await format(shapesModule, { ...(await resolveConfig(SHAPES_MODULE)), filepath: SHAPES_MODULE }),
  };
}
