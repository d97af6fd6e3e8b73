import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * An article's cover in the three shapes search engines ask for (16:9, 4:3, 1:1; decision 185): made
 * by the build (`npm run seo:covers`, part of `npm run build`) from the one picture the front matter
 * names, centre-cropped, into <BUILD_DIR>/client/build/covers/ (served with immutable caching). The
 * file name carries a hash of the source, so a new picture is a new address.
 */
export const COVER_SHAPES = [
  { name: "16x9", width: 1200, height: 675 },
  { name: "4x3", width: 1200, height: 900 },
  { name: "1x1", width: 1200, height: 1200 },
] as const;

export const COVER_DIR = "/build/covers/";

/** The crops' addresses of a picture under public/ (the same in the build script and the server). */
export function coverCropPaths(src: string, source: Buffer): string[] {
  const digest = createHash("sha256").update(source).digest("hex").slice(0, 10);
  const base = path.basename(src).replace(/\.[a-z]+$/, "");
  return COVER_SHAPES.map((shape) => `${COVER_DIR}${base}.${digest}.${shape.name}.png`);
}

const known = new Map<string, string[]>();

/** The crops of an article's cover that the build made; the picture itself when there are none. */
export function coverCrops(src: string | null): string[] {
  if (!src) return [];
  let crops = known.get(src);
  if (!crops) {
    const file = path.resolve("public", `.${src}`);
    const built = path.resolve(process.env.BUILD_DIR ?? "build", "client");
    crops = existsSync(file) ? coverCropPaths(src, readFileSync(file)) : [];
    crops = crops.length > 0 && crops.every((crop) => existsSync(path.join(built, crop))) ? crops : [src];
    known.set(src, crops);
  }
  return crops;
}
