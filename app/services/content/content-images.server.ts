import { readFileSync } from "node:fs";
import path from "node:path";
import type { PictureView } from "~/content/company/schema";

/**
 * The company's photos and logos as the pages serve them (decision 211): `npm run content:images`
 * (scripts/content-images.ts, part of `npm run build`) turns each original under
 * app/content/company/images/ into AVIF, WebP and a JPEG or PNG fallback in a few widths under
 * public/images/content/, and writes what it made to the manifest read here. A raster picture
 * gets `srcset` per format; an SVG logo is copied as it is.
 */
export const IMAGES_SOURCE_DIR = "app/content/company/images";
export const IMAGES_OUTPUT_DIR = "public/images/content";
export const IMAGES_PUBLIC_PATH = "/images/content";
export const MANIFEST_NAME = "manifest.json";

/** Widths written for every raster original (those larger than the original are skipped). */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280] as const;

/** What the build wrote for one original (keyed by its path under the source folder). */
export type BuiltImage = {
  width: number;
  height: number;
  /** "svg": one file, as given; otherwise the fallback format of the raster set. */
  fallback: "svg" | "jpg" | "png";
  /** The widths written (ascending), empty for an SVG. */
  widths: number[];
};

export type ImageManifest = Record<string, BuiltImage>;

/** A sized picture with its sources, before its text alternative is chosen for a language. */
export type ResponsivePicture = Omit<PictureView, "alt">;

/** The file name of one width of one format: "team/ceo.jpg" → "team/ceo-640.avif". */
export function builtName(original: string, width: number | null, format: string): string {
  const stem = original.replace(/\.[a-z]+$/i, "");
  return width === null ? `${stem}.${format}` : `${stem}-${width}.${format}`;
}

const MIME: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg", png: "image/png" };

/** The picture of one built original, or null when the build has not made it. */
export function responsivePicture(original: string, manifest: ImageManifest): ResponsivePicture | null {
  const built = manifest[original];
  if (!built) return null;
  const url = (width: number | null, format: string) => `${IMAGES_PUBLIC_PATH}/${builtName(original, width, format)}`;
  if (built.fallback === "svg") return { src: url(null, "svg"), width: built.width, height: built.height, sources: [] };
  const set = (format: string) => built.widths.map((width) => `${url(width, format)} ${width}w`).join(", ");
  const largest = built.widths[built.widths.length - 1];
  return {
    src: url(largest, built.fallback),
    width: built.width,
    height: built.height,
    srcSet: set(built.fallback),
    sources: ["avif", "webp"].map((format) => ({ type: MIME[format], srcSet: set(format) })),
  };
}

/** The manifest the build wrote; empty when there is none yet (no picture built). */
export function readImageManifest(outputDir = IMAGES_OUTPUT_DIR): ImageManifest {
  try {
    return JSON.parse(readFileSync(path.join(outputDir, MANIFEST_NAME), "utf8")) as ImageManifest;
  } catch {
    return {};
  }
}
