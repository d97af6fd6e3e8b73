/**
 * Build step: every article cover (front matter `cover`) and every case's picture in 16:9, 4:3 and
 * 1:1 (decision 185), as 1200-px-wide PNGs centre-cropped from the one SVG source with resvg (already the social cards'
 * renderer): the SVG's own `preserveAspectRatio="xMidYMid slice"` at the target size does the crop.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { readArticleFiles } from "~/services/articles/article-files.server";
import { successCaseKeys, successCases } from "~/content/facts/cases";
import { COVER_SHAPES, coverCropPaths } from "~/services/articles/covers.server";

/** The SVG at a new size, its content scaled to cover it and centred (the crop). */
export function cropSvg(svg: string, width: number, height: number): string {
  return svg.replace(/<svg\b([^>]*)>/, (_, attributes: string) => {
    const kept = attributes.replace(/\s(width|height|preserveAspectRatio)="[^"]*"/g, "");
    return `<svg${kept} width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">`;
  });
}

export function main() {
  const out = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  // Articles' covers and the cases' pictures: both are an Article's image in structured data.
  const covers = new Set([
    ...readArticleFiles().flatMap((article) => (article.imageUrl ? [article.imageUrl] : [])),
    ...successCaseKeys.map((key) => successCases[key].image.src),
  ]);
  let written = 0;
  for (const src of covers) {
    if (!src.endsWith(".svg")) continue;
    const source = readFileSync(path.resolve("public", `.${src}`));
    const crops = coverCropPaths(src, source);
    for (const [index, shape] of COVER_SHAPES.entries()) {
      const svg = cropSvg(source.toString("utf8"), shape.width, shape.height);
      const png = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
      const file = path.join(out, crops[index]);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, png);
      written += 1;
    }
  }
  console.log(`Cover crops: ${written} files for ${covers.size} covers.`);
}
