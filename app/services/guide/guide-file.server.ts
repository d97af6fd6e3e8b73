import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Lang } from "~/i18n/language";
import type { PdfFacts } from "./pdf-facts.server";

export type GuideManifest = Record<Lang, { bytes: number; sha256: string; pages: number; cases: number }>;

/** Where `npm run build` writes the guide of a language. */
export function guideFile(buildDir: string, lang: Lang): string {
  return path.join(buildDir, "guide", `${lang}.pdf`);
}

/** Each case study of the guide is a named destination `case-…` (its page). */
export function guideCaseCount(facts: PdfFacts): number {
  return Object.keys(facts.destinations).filter((name) => name.startsWith("case-")).length;
}

export type GuideAsset = { body: Uint8Array<ArrayBuffer>; etag: string };

const loaded = new Map<string, Promise<GuideAsset | null>>();

/**
 * The built PDF and its strong ETag (a hash of its bytes), read once per process. Null when the
 * build has no guide (the site was built with `remix build` alone instead of `npm run build`).
 */
export function loadGuide(buildDir: string, lang: Lang): Promise<GuideAsset | null> {
  const file = guideFile(buildDir, lang);
  let asset = loaded.get(file);
  if (!asset) {
    asset = readFile(file).then(
      (bytes) => ({
        body: new Uint8Array(bytes),
        etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`,
      }),
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        loaded.delete(file);
        throw error;
      },
    );
    loaded.set(file, asset);
  }
  return asset;
}
