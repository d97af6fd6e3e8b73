/**
 * `npm run content:images` (part of `npm run build`, decision 211): every original under
 * app/content/company/images/ becomes the files the pages serve, in public/images/content/: a raster
 * original in AVIF, WebP and a JPEG (PNG when it has transparency) fallback at each width of
 * IMAGE_WIDTHS up to its own; an SVG copied as it is. manifest.json records the sizes, which the
 * server reads to write `srcset`, `width` and `height`. Files already built from the same original
 * are kept (the manifest stores each original's hash).
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  builtName,
  IMAGE_WIDTHS,
  IMAGES_OUTPUT_DIR,
  IMAGES_SOURCE_DIR,
  MANIFEST_NAME,
  type BuiltImage,
} from "~/services/content/content-images.server";

const ORIGINAL = /\.(jpe?g|png|webp|avif|tiff?|svg)$/i;

function originals(directory: string, prefix = ""): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    const relative = prefix ? `${prefix}/${name}` : name;
    if (statSync(full).isDirectory()) return originals(full, relative);
    return ORIGINAL.test(name) ? [relative] : [];
  });
}

type Entry = BuiltImage & { hash: string };

/** Builds every original of `sourceDir` into `outputDir`; returns the manifest it wrote. */
export async function buildContentImages(sourceDir = IMAGES_SOURCE_DIR, outputDir = IMAGES_OUTPUT_DIR) {
  const manifestFile = path.join(outputDir, MANIFEST_NAME);
  let previous: Record<string, Entry> = {};
  try {
    previous = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, Entry>;
  } catch {
    previous = {};
  }
  const manifest: Record<string, Entry> = {};
  for (const original of originals(sourceDir).sort()) {
    const input = readFileSync(path.join(sourceDir, original));
    const hash = createHash("sha256").update(input).digest("hex").slice(0, 16);
    if (previous[original]?.hash === hash) {
      manifest[original] = previous[original];
      continue;
    }
    mkdirSync(path.dirname(path.join(outputDir, original)), { recursive: true });
    const metadata = await sharp(input).metadata();
    if (!metadata.width || !metadata.height) throw new Error(`${original}: not a picture sharp can read`);
    if (/\.svg$/i.test(original)) {
      copyFileSync(path.join(sourceDir, original), path.join(outputDir, builtName(original, null, "svg")));
      manifest[original] = { width: metadata.width, height: metadata.height, fallback: "svg", widths: [], hash };
      continue;
    }
    // Photos turned as their camera says (EXIF orientation), then sized.
    const upright = sharp(input).rotate();
    const { width, height } = await upright
      .clone()
      .toBuffer({ resolveWithObject: true })
      .then((out) => out.info);
    const fallback = metadata.hasAlpha ? "png" : "jpg";
    const widths: number[] = IMAGE_WIDTHS.filter((candidate) => candidate < width);
    widths.push(Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]));
    const unique = [...new Set(widths)].sort((a, b) => a - b);
    for (const size of unique) {
      const resized = upright.clone().resize({ width: size, withoutEnlargement: true });
      await resized
        .clone()
        .avif({ quality: 55 })
        .toFile(path.join(outputDir, builtName(original, size, "avif")));
      await resized
        .clone()
        .webp({ quality: 75 })
        .toFile(path.join(outputDir, builtName(original, size, "webp")));
      const last = fallback === "png" ? resized.clone().png() : resized.clone().jpeg({ quality: 80, mozjpeg: true });
      await last.toFile(path.join(outputDir, builtName(original, size, fallback)));
    }
    manifest[original] = { width, height, fallback, widths: unique, hash };
  }
  // Files of originals that are gone are removed with them.
  for (const gone of Object.keys(previous).filter((original) => !manifest[original])) {
    const entry = previous[gone];
    const names =
      entry.fallback === "svg"
        ? [builtName(gone, null, "svg")]
        : entry.widths.flatMap((size) =>
            ["avif", "webp", entry.fallback].map((format) => builtName(gone, size, format)),
          );
    for (const name of names) rmSync(path.join(outputDir, name), { force: true });
  }
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function main(): Promise<void> {
  const manifest = await buildContentImages();
  console.log(`content images: ${Object.keys(manifest).length} originals built into ${IMAGES_OUTPUT_DIR}/`);
}
